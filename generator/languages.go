package generator

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/sitegen-dev/sitegen/policy"
)

// noMessages is the problem of a language of site.languages that has no messages, neither
// sitegen's own (known, sorted) nor a message file of the site folder: Render and
// FolderPolicyProblems say it alike.
func noMessages(lang string, known []string) string {
	return fmt.Sprintf("%q has no messages: sitegen has them for %s, and the site folder has no locales/%s/messages.%s.toml (want one of those languages, or that file)", lang, strings.Join(known, ", "), lang, lang)
}

// LanguageProblems returns a problem at site.languages[i] ("… has no messages: …"),
// for each language of site.languages in the policy.toml content data that has no messages: not
// one of sitegen's own, and no message file NAME.<lang>.toml in opts.Site's locales/<lang>/
// (nil opts.Site: sitegen's own only). site.languages is read leniently (policy.Languages), so
// that the problem is reported beside a policy's other problems; a language that is no language
// tag, or listed twice, is the policy's own problem and is left out here. file names the file in
// the problems. Render reports the same problem, in the same words, of a valid policy.
func LanguageProblems(opts Options, data []byte, file string) policy.Problems {
	langs, ok := policy.Languages(data)
	if !ok {
		return nil
	}
	return LanguageProblemsOf(opts, langs, data, file)
}

// FolderPolicyProblems returns the problems of the policy.toml content data that depend on the
// site folder opts.Site (nil: none, sitegen's own files only) and that Render finds of a valid
// policy, found here without a build, so that they are reported beside the policy's other
// problems (new-user trial 12, findings 12 and 19):
//   - site.languages[i]: a language with no messages (LanguageProblems);
//   - site.not_own[i]: a file that every build of the policy writes (index.html, each language's
//     pages, policy.json, sitemap.xml, the static files, a snippet's robots/<id>.txt, ips.json …)
//     or a folder it writes into.
//
// p is the policy data states where it loaded, nil where it did not: the keys are then read
// leniently from data, and a value of another shape, a language that is no language tag or a
// not_own entry that is no path is the policy's own problem and is left out here. Each problem is
// placed as Parse places its own, with file as its file, in the words Render uses.
func FolderPolicyProblems(opts Options, data []byte, file string, p *policy.Policy) policy.Problems {
	var langs, notOwn, snippets []string
	addresses := false
	if p != nil {
		langs, notOwn, addresses = p.Site.Languages, p.Site.NotOwn, len(p.Network.Addresses) > 0
		for _, s := range p.Snippets {
			snippets = append(snippets, s.ID)
		}
	} else {
		var ok bool
		if langs, ok = policy.Languages(data); !ok {
			return nil
		}
		notOwn, snippets, addresses = leniently(data)
	}
	problems := LanguageProblemsOf(opts, langs, data, file)
	var tags []string
	for i, lang := range langs {
		if policy.IsLanguageTag(lang) && slices.Index(langs, lang) == i {
			tags = append(tags, lang)
		}
	}
	at := func(path, msg string) policy.Problem { return policy.ProblemIn(data, file, path, msg) }
	return append(problems, notOwnWritten(notOwn, alwaysWritten(opts, tags, snippets, addresses), at)...)
}

// LanguageProblemsOf is LanguageProblems of langs, the site.languages that the policy.toml
// content data states, decoded already (a valid policy's Site.Languages), so that data is not
// decoded a second time: data only places the problems.
func LanguageProblemsOf(opts Options, langs []string, data []byte, file string) policy.Problems {
	// The languages of sitegen's messages and of the site's message files (as LoadMessages names
	// them: locales/<lang>/NAME.<lang>.toml), as Render lists them. Without a product, those of
	// the generated messages where the defaults are the files they were generated from (validate:
	// no messages decoded or indexed for a list of names).
	var known []string
	if opts.Product != nil {
		known = opts.Product.messages.Languages()
	} else if langs, ok := builtinLanguages(opts.Defaults); ok {
		known = langs
	} else {
		product, err := LoadProduct(opts.Defaults)
		if err != nil {
			return policy.Problems{{File: file, Msg: err.Error()}}
		}
		known = product.messages.Languages()
	}
	if opts.Site != nil {
		own, _ := fs.Glob(opts.Site, "locales/*/*.toml")
		for _, f := range own {
			lang := path.Base(path.Dir(f))
			if parts := strings.Split(path.Base(f), "."); len(parts) == 3 && parts[1] == lang && !slices.Contains(known, lang) {
				known = append(known, lang)
			}
		}
		slices.Sort(known)
	}
	var problems policy.Problems
	for i, lang := range langs {
		if !policy.IsLanguageTag(lang) || slices.Index(langs, lang) < i || slices.Contains(known, lang) {
			continue
		}
		problems = append(problems, policy.ProblemIn(data, file, fmt.Sprintf("site.languages[%d]", i), noMessages(lang, known)))
	}
	return problems
}

// leniently reads from policy.toml content what FolderPolicyProblems needs of a policy that
// does not load: site.not_own (an entry that is not a string is "", which names no file), the
// snippets' names, and whether network.addresses lists any; each part that does not decode is
// left empty.
func leniently(data []byte) (notOwn, snippets []string, addresses bool) {
	var site struct {
		Site struct {
			NotOwn []any `toml:"not_own"`
		} `toml:"site"`
	}
	if _, err := toml.Decode(string(data), &site); err == nil {
		notOwn = make([]string, len(site.Site.NotOwn))
		for i, v := range site.Site.NotOwn {
			notOwn[i], _ = v.(string)
		}
	}
	var rest struct {
		Snippets map[string]any `toml:"snippets"`
		Network  struct {
			Addresses []any `toml:"addresses"`
		} `toml:"network"`
	}
	if _, err := toml.Decode(string(data), &rest); err == nil {
		for id := range rest.Snippets {
			snippets = append(snippets, id)
		}
		addresses = len(rest.Network.Addresses) > 0
	}
	return notOwn, snippets, addresses
}

// alwaysWritten names the files every build of a policy writes into the output folder, whatever
// else it states (Render writes more): the index, each language's pages and page of changes, the
// feed, the machine-readable files, the static files of the site and sitegen, each snippet's
// robots.txt and ips.json where the policy lists addresses. The contents are nil.
func alwaysWritten(opts Options, langs, snippets []string, addresses bool) Files {
	files := Files{}
	for _, name := range []string{"index.html", "changes.atom", "policy.json", "policy.schema.json", "sitemap.xml", llmsFile, ManifestFile} {
		files[name] = nil
	}
	for _, lang := range langs {
		for _, name := range []string{"index.html", "index.md", "changes.html", "changes.md"} {
			files[lang+"/"+name] = nil
		}
	}
	if names, err := (overlay{opts.Site, opts.Defaults}).glob("static"); err == nil {
		for _, name := range names {
			files[name] = nil
		}
	}
	for _, id := range snippets {
		files["robots/"+id+".txt"] = nil
	}
	if addresses {
		files["ips.json"] = nil
	}
	return files
}
