package generator

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

// noMessages is the problem of a language of site.languages that has no messages, neither
// sitegen's own (known, sorted) nor a message file of the site folder: Render and
// LanguageProblems say it alike.
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
