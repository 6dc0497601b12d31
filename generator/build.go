// Package generator builds the public site of a crawler's politeness policy: a page per language
// (HTML and Markdown) that states every value of the policy, robots.txt snippets proven by the RFC
// 9309 matcher of package robots, and machine-readable files (ips.json per the JAFAR draft,
// policy.json and its JSON Schema, sitemap.xml with hreflang alternates).
//
// A build is a pure function of its inputs: the site folder (policy.toml, the operator's prose,
// optional overrides) and the embedded defaults (templates, static files, the product's messages).
// It never reads the clock; dates come from the policy or SOURCE_DATE_EPOCH. Publish writes a
// build to disk atomically, and Check compares a build with what is on disk.
package generator

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"path"
	"runtime"
	"slices"
	"strings"
	"sync"
	texttemplate "text/template"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/policy/schema"
	"github.com/sitegen-dev/sitegen/robots"
)

// Options are the inputs of a build.
type Options struct {
	// Site is the site folder: policy.toml, the operator's prose locales/<lang>/*.md, and optional
	// overrides of templates/*, static/* (by file name) and locales/<lang>/*.<lang>.toml messages
	// (by message ID).
	Site fs.FS
	// Defaults holds the embedded templates/, static/ and locales/<lang>/*.<lang>.toml.
	Defaults fs.FS
	// Product, when set, is Defaults already decoded (LoadProduct), so that a process that builds
	// more than once decodes the built-in messages and templates once. Nil: Build decodes Defaults.
	Product *Product
	// BaseURL, when set, replaces site.base_url (for sitemap.xml and canonical links).
	BaseURL string
	// Epoch, when set (from SOURCE_DATE_EPOCH), replaces site.last_changed as the date pages and
	// ips.json carry.
	Epoch *time.Time
	// SiteName is how problems name the site folder ("examples/gmina-bot"), so that a problem
	// reads "examples/gmina-bot/policy.toml:7:1: …"; empty for the current folder.
	SiteName string
}

// PolicyFile is the name of the policy in a site folder.
const PolicyFile = "policy.toml"

// Files is a built site: file contents by slash-separated path relative to the output folder.
type Files map[string][]byte

// Paths lists the files' paths, sorted.
func (f Files) Paths() []string {
	out := make([]string, 0, len(f))
	for p := range f {
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

// BuildError is every problem that stopped a build: the policy's problems (FILE:LINE:COL: key:
// message), missing messages, prose findings, snippets that failed their proof.
type BuildError struct {
	Problems []string
}

func (e *BuildError) Error() string { return strings.Join(e.Problems, "\n") }

// Result is a successful build: the files, and the policy they were built from.
type Result struct {
	Files  Files
	Policy *policy.Policy
	// messages are those the build rendered with (the product's, with the site's merged over
	// them), for Verify.
	messages *Messages
}

// Build loads, validates and renders the site. On failure the error is a *BuildError listing every
// problem found (or an I/O error).
func Build(opts Options) (*Result, error) {
	p, err := policy.Load(opts.Site, PolicyFile)
	if err != nil {
		var ps policy.Problems
		if errors.As(err, &ps) {
			lines := make([]string, len(ps))
			for i, pr := range ps {
				pr.File = path.Join(opts.SiteName, pr.File)
				lines[i] = pr.String()
			}
			// The prose does not need the policy to be checked: report its problems too.
			prose, _ := fs.Glob(opts.Site, "locales/*/*.md")
			for _, f := range prose {
				if src, err := fs.ReadFile(opts.Site, f); err == nil {
					lines = append(lines, ProseFindings(path.Join(opts.SiteName, f), src)...)
				}
			}
			return nil, &BuildError{Problems: lines}
		}
		return nil, err
	}
	return Render(p, opts)
}

// Render renders a loaded policy; Build calls it after loading.
func Render(p *policy.Policy, opts Options) (*Result, error) {
	var problems []string
	fsys := overlay{opts.Site, opts.Defaults}
	product := opts.Product
	if product == nil {
		var err error
		if product, err = LoadProduct(opts.Defaults); err != nil {
			return nil, err
		}
	}
	msgs, tmpl, err := product.forSite(opts.Site)
	if err != nil {
		return nil, err
	}
	for _, lang := range p.Site.Languages {
		if !msgs.Has(lang) {
			problems = append(problems, fmt.Sprintf("locales/%s: no messages for %q, a language of the site (want locales/%s/messages.%s.toml)", lang, lang, lang, lang))
		}
	}
	if problems != nil {
		return nil, &BuildError{Problems: problems}
	}

	prose, ps := loadProse(opts.Site, opts.SiteName, p.Site.Languages)
	problems = append(problems, ps...)
	// The snippets are proven while the pages are built: a page waits for the proofs only when it
	// comes to its snippets.
	var proofs map[string]robots.Proof
	var proofProblems []string
	proven := make(chan struct{})
	go func() {
		defer close(proven)
		proofs, proofProblems = proveSnippets(p, path.Join(opts.SiteName, PolicyFile))
	}()
	waitProofs := func() map[string]robots.Proof {
		<-proven
		return proofs
	}

	baseURL := string(p.Site.BaseURL)
	if opts.BaseURL != "" {
		baseURL = opts.BaseURL
		if !strings.HasSuffix(baseURL, "/") {
			baseURL += "/"
		}
	}
	date := p.Site.LastChanged
	if opts.Epoch != nil {
		e := opts.Epoch.UTC()
		date = policy.Date{Time: time.Date(e.Year(), e.Month(), e.Day(), 0, 0, 0, 0, time.UTC)}
	}
	dated := *p
	dated.Site.LastChanged = date

	// The languages render in parallel; each collects its own problems, merged in the site's order
	// so that the output and the problems are the same in every run.
	type rendered struct {
		html, md []byte
		problems []string
	}
	pages := make([]rendered, len(p.Site.Languages))
	var wg sync.WaitGroup
	// The machine-readable files do not depend on the pages: they are encoded meanwhile.
	var policyJSON, ips []byte
	var policyErr, ipsErr error
	wg.Go(func() {
		// policy.json states the policy as written: SOURCE_DATE_EPOCH dates the pages, not the
		// policy.
		policyJSON, policyErr = p.JSON()
		if !p.Network.Unpublished {
			ips, ipsErr = ipsJSON(p, date)
		}
	})
	for i, lang := range p.Site.Languages {
		wg.Go(func() {
			r := &pages[i]
			l := newLocalizer(msgs, lang, &r.problems)
			b := &builder{p: &dated, l: l, lang: lang, prose: prose[lang], proofs: waitProofs}
			page := b.page()
			var html, md bytes.Buffer
			// Grow once rather than by doubling: the texts, and the templates' markup around them
			// (about a tenth more, and the page's frame).
			html.Grow(page.htmlBytes + page.htmlBytes/8 + 16<<10)
			md.Grow(page.markdownBytes + page.markdownBytes/8 + 8<<10)
			if err := tmpl.page.Execute(&html, page); err != nil {
				r.problems = append(r.problems, fmt.Sprintf("templates/page.html.tmpl: %s: %v", lang, err))
			}
			if err := tmpl.markdown.Execute(&md, page); err != nil {
				r.problems = append(r.problems, fmt.Sprintf("templates/page.md.tmpl: %s: %v", lang, err))
			}
			r.html, r.md = html.Bytes(), md.Bytes()
		})
	}
	wg.Wait()
	<-proven
	problems = append(problems, proofProblems...)
	files := Files{}
	for i, lang := range p.Site.Languages {
		problems = append(problems, pages[i].problems...)
		files[lang+"/index.html"] = pages[i].html
		files[lang+"/index.md"] = pages[i].md
	}
	index, err := renderIndex(tmpl.index, msgs, p, &problems)
	if err != nil {
		return nil, err
	}
	files["index.html"] = index
	if problems != nil {
		return nil, &BuildError{Problems: dedupe(problems)}
	}

	for id, proof := range proofs {
		files["robots/"+id+".txt"] = []byte(proof.Text)
	}
	if err := errors.Join(policyErr, ipsErr); err != nil {
		return nil, err
	}
	files["policy.json"] = policyJSON
	if !p.Network.Unpublished {
		files["ips.json"] = ips
	}
	schemaJSON, err := policySchemaJSON()
	if err != nil {
		return nil, err
	}
	files["policy.schema.json"] = bytes.Clone(schemaJSON)
	files["sitemap.xml"] = sitemap(p, baseURL, date)
	if err := copyStatic(fsys, files); err != nil {
		return nil, err
	}
	return &Result{Files: files, Policy: p, messages: msgs}, nil
}

func dedupe(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// policySchemaJSON is the JSON Schema of policy.json. It depends only on the policy model's Go
// types, so it is generated once per process, not per build (it takes as long as rendering a
// small page: the schema package reflects over every type). Each build gets its own copy.
var policySchemaJSON = sync.OnceValues(schema.JSON)

// agentTokens maps each agent's key to its product token.
func agentTokens(p *policy.Policy) map[string]string {
	m := make(map[string]string, len(p.Agents))
	for _, a := range p.Agents {
		m[a.ID] = string(a.Token)
	}
	return m
}

// proveSnippets builds and proves every snippet of the policy with the RFC 9309 matcher. The
// proofs are independent (package robots keeps no state) and the larger part of a large policy's
// build, so they run side by side, one worker per processor; proofs and problems come out in the
// policy's order all the same.
func proveSnippets(p *policy.Policy, file string) (map[string]robots.Proof, []string) {
	var all []string
	for _, a := range p.Agents {
		all = append(all, string(a.Token))
	}
	byKey := agentTokens(p)
	snippets := make([]robots.Snippet, len(p.Snippets))
	for i, s := range p.Snippets {
		tokens := make([]string, len(s.Agents))
		for j, id := range s.Agents {
			tokens[j] = byKey[id]
		}
		snippets[i] = robots.Snippet{Name: s.ID, Tokens: tokens, Paths: s.Paths}
	}
	type result struct {
		proof robots.Proof
		err   error
	}
	results := make([]result, len(snippets))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(snippets)) {
		wg.Go(func() {
			for i := range next {
				results[i].proof, results[i].err = robots.Prove(snippets[i], all)
			}
		})
	}
	for i := range snippets {
		next <- i
	}
	close(next)
	wg.Wait()

	proofs := map[string]robots.Proof{}
	var problems []string
	for i, r := range results {
		id := snippets[i].Name
		if r.err != nil {
			problems = append(problems, fmt.Sprintf("%s: snippets.%s: the snippet does not prove out: %v", file, id, r.err))
			continue
		}
		proofs[id] = r.proof
	}
	return proofs, problems
}

// Product is sitegen's own part of every site, decoded: the built-in messages and templates. It
// is the same for every build of a binary, so a process decodes it once (LoadProduct) and shares
// it between builds; a site that overrides messages or templates gets its own, merged at build.
type Product struct {
	defaults  fs.FS
	messages  *Messages
	templates *templates
}

// LoadProduct decodes the built-in messages and templates of defaults.
func LoadProduct(defaults fs.FS) (*Product, error) {
	msgs, err := LoadMessages(defaults)
	if err != nil {
		return nil, err
	}
	tmpl, err := loadTemplates(defaults)
	if err != nil {
		return nil, err
	}
	return &Product{defaults: defaults, messages: msgs, templates: tmpl}, nil
}

// forSite returns the messages and templates for a site: the product's own, unless the site
// overrides messages (merged over them by ID) or templates (replacing them by name).
func (pr *Product) forSite(site fs.FS) (*Messages, *templates, error) {
	msgs, tmpl := pr.messages, pr.templates
	if site == nil {
		return msgs, tmpl, nil
	}
	if own, _ := fs.Glob(site, "locales/*/*.toml"); len(own) > 0 {
		var err error
		if msgs, err = LoadMessages(pr.defaults, site); err != nil {
			return nil, nil, err
		}
	}
	if own, _ := fs.Glob(site, "templates/*"); len(own) > 0 {
		var err error
		if tmpl, err = loadTemplates(overlay{site, pr.defaults}); err != nil {
			return nil, nil, err
		}
	}
	return msgs, tmpl, nil
}

type templates struct {
	page     *htmltemplate.Template
	index    *htmltemplate.Template
	markdown *texttemplate.Template
}

// loadTemplates parses the page templates, a site's own file replacing the default of its name.
func loadTemplates(fsys fs.FS) (*templates, error) {
	var t templates
	var err error
	if t.page, err = htmltemplate.New("page.html.tmpl").Option("missingkey=error").ParseFS(fsys, "templates/page.html.tmpl"); err != nil {
		return nil, err
	}
	if t.index, err = htmltemplate.New("index.html.tmpl").Option("missingkey=error").ParseFS(fsys, "templates/index.html.tmpl"); err != nil {
		return nil, err
	}
	if t.markdown, err = texttemplate.New("page.md.tmpl").Option("missingkey=error").ParseFS(fsys, "templates/page.md.tmpl"); err != nil {
		return nil, err
	}
	return &t, nil
}

// IndexPage is the site's root: a link to the page in each language, with hreflang, that works
// without script.
type IndexPage struct {
	Title     string
	Lang      string
	Languages []IndexLanguage
	Example   bool
}

// IndexLanguage is one language's entry on the root page, written in that language.
type IndexLanguage struct {
	Tag, Name, Href, Title, Lead string
	// Banner marks a policy written as an example.
	Banner string
}

func renderIndex(t *htmltemplate.Template, msgs *Messages, p *policy.Policy, problems *[]string) ([]byte, error) {
	ip := IndexPage{Title: p.Site.Title[p.Site.DefaultLanguage], Lang: p.Site.DefaultLanguage, Example: p.Site.Example}
	langs := slices.Clone(p.Site.Languages)
	// The default language first, then the others in the site's order.
	slices.SortStableFunc(langs, func(a, b string) int {
		switch {
		case a == p.Site.DefaultLanguage:
			return -1
		case b == p.Site.DefaultLanguage:
			return 1
		}
		return 0
	})
	for _, lang := range langs {
		l := newLocalizer(msgs, lang, problems)
		title := p.Site.Title[lang]
		ip.Languages = append(ip.Languages, IndexLanguage{
			Tag:   lang,
			Name:  nativeName(lang),
			Href:  lang + "/index.html",
			Title: l.t("page.title", "Title", title).Plain(),
			Lead:  l.t("index.lead", "Title", title).Plain(),
		})
		if p.Site.Example {
			ip.Languages[len(ip.Languages)-1].Banner = l.s("page.example")
		}
	}
	var b bytes.Buffer
	if err := t.Execute(&b, ip); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// ipsJSON writes the published addresses in the format of the IETF draft "JAFAR"
// (draft-illyes-webbotauth-jafar), as Google, OpenAI, Apple and Bing publish theirs: creationTime
// in UTC with "Z", one prefixes array for both families, each prefix with the product tokens of the
// agents that use it as its services.
func ipsJSON(p *policy.Policy, date policy.Date) ([]byte, error) {
	type prefix struct {
		IPv4Prefix string   `json:"ipv4Prefix,omitempty"`
		IPv6Prefix string   `json:"ipv6Prefix,omitempty"`
		Services   []string `json:"services,omitempty"`
	}
	doc := struct {
		CreationTime string   `json:"creationTime"`
		Prefixes     []prefix `json:"prefixes"`
	}{CreationTime: date.UTC().Format("2006-01-02T15:04:05Z")}
	tokens := agentTokens(p)
	for _, a := range p.Network.Addresses {
		var pr prefix
		if a.Prefix.Addr().Is4() {
			pr.IPv4Prefix = a.Prefix.Prefix.String()
		} else {
			pr.IPv6Prefix = a.Prefix.Prefix.String()
		}
		for _, id := range a.Agents {
			pr.Services = append(pr.Services, tokens[id])
		}
		doc.Prefixes = append(doc.Prefixes, pr)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// sitemap writes sitemap.xml with a URL per language and hreflang alternates (sitemaps.org
// protocol 0.9, with xhtml:link as search engines read it), x-default naming the default language.
func sitemap(p *policy.Policy, baseURL string, date policy.Date) []byte {
	type link struct {
		Rel      string `xml:"rel,attr"`
		Hreflang string `xml:"hreflang,attr"`
		Href     string `xml:"href,attr"`
	}
	type url struct {
		Loc     string `xml:"loc"`
		Lastmod string `xml:"lastmod"`
		Links   []link `xml:"xhtml:link"`
	}
	type urlset struct {
		XMLName xml.Name `xml:"urlset"`
		NS      string   `xml:"xmlns,attr"`
		XHTML   string   `xml:"xmlns:xhtml,attr"`
		URLs    []url    `xml:"url"`
	}
	var alternates []link
	for _, lang := range p.Site.Languages {
		alternates = append(alternates, link{"alternate", lang, baseURL + lang + "/"})
	}
	alternates = append(alternates, link{"alternate", "x-default", baseURL})
	set := urlset{NS: "http://www.sitemaps.org/schemas/sitemap/0.9", XHTML: "http://www.w3.org/1999/xhtml"}
	for _, lang := range p.Site.Languages {
		set.URLs = append(set.URLs, url{Loc: baseURL + lang + "/", Lastmod: date.String(), Links: alternates})
	}
	out, _ := xml.MarshalIndent(set, "", "  ")
	return append([]byte(xml.Header), append(out, '\n')...)
}

// copyStatic adds the static files, a site's own replacing the default of the same name.
func copyStatic(fsys overlay, files Files) error {
	names, err := fsys.glob("static")
	if err != nil {
		return err
	}
	for _, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		files[name] = b
	}
	return nil
}

// overlay is a site folder over the embedded defaults: a file in the site wins over the default
// of the same name.
type overlay struct {
	site, defaults fs.FS
}

func (o overlay) Open(name string) (fs.File, error) {
	if o.site != nil {
		if f, err := o.site.Open(name); err == nil {
			return f, nil
		}
	}
	return o.defaults.Open(name)
}

// glob lists the files under dir in both layers, each name once, sorted.
func (o overlay) glob(dir string) ([]string, error) {
	seen := map[string]bool{}
	for _, fsys := range []fs.FS{o.site, o.defaults} {
		if fsys == nil {
			continue
		}
		err := fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if isNotExist(err) && p == dir {
					return fs.SkipDir
				}
				return err
			}
			if !d.IsDir() {
				seen[p] = true
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, path.Clean(p))
	}
	slices.Sort(out)
	return out, nil
}

func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }
