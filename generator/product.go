package generator

import (
	"bytes"
	"errors"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"path"
	"slices"
	"strings"
	texttemplate "text/template"

	"github.com/sitegen-dev/sitegen/policy"
)

// The most a build reads of each of a site's inputs besides the policy (policy.MaxFileBytes) and
// static files (MaxStaticBytes): a larger file is refused with the limit named, before it is
// parsed. Each is a hundred times or more what a real one holds.
const (
	MaxProseBytes    = 1 << 20 // a prose file, locales/<lang>/*.md
	MaxMessageBytes  = 1 << 20 // a message file, locales/<lang>/*.<lang>.toml
	MaxTemplateBytes = 1 << 20 // a template, templates/*.tmpl
	// MaxPageBytes is the most a template writes for one page: a template of 1 MiB can repeat
	// without end ({{range 1000000000}}), so its output is bounded too. The largest policy
	// (policy.MaxFileBytes) makes pages of a few MiB.
	MaxPageBytes = 64 << 20
)

// Product is sitegen's own part of every site, decoded: the built-in messages and templates. It
// is the same for every build of a binary, so a process decodes it once (LoadProduct) and shares
// it between builds; a site that overrides messages or templates gets its own, merged at build.
type Product struct {
	defaults  fs.FS
	messages  *Messages
	templates *templates
}

// LoadProduct decodes the built-in messages and templates of defaults.
// sitegen's own message files are not decoded at run time: the code generated from them
// (builtinMessages) serves when defaults holds them unchanged.
func LoadProduct(defaults fs.FS) (*Product, error) {
	msgs, ok := builtinMessages(defaults)
	if !ok {
		var err error
		if msgs, err = LoadMessages(defaults); err != nil {
			return nil, err
		}
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
	if err := linksOut(site); err != nil {
		return nil, nil, err
	}
	// The problems of the messages and of the templates, all at once (new-user trial 12, item 12).
	var msgProblems []string
	if own, _ := fs.Glob(site, "locales/*/*.toml"); len(own) > 0 && !pr.sameMessages(site, own) {
		var err error
		var be *BuildError
		msgs, err = LoadMessages(pr.defaults, site)
		switch {
		case errors.As(err, &be):
			msgProblems = be.Problems
		case err != nil:
			return nil, nil, err
		}
	}
	withMessages := func(e *BuildError) error {
		if e == nil && msgProblems == nil {
			return nil
		}
		ps := slices.Clip(msgProblems)
		if e != nil {
			ps = append(ps, e.Problems...)
		}
		return &BuildError{Problems: ps}
	}
	if own, _ := fs.Glob(site, "templates/*"); len(own) > 0 {
		// Every problem of the site's templates at once: a name sitegen does not use, a file too
		// large, and each template that does not parse.
		checked, readable := checkTemplates(site, own)
		if !readable {
			// A template that cannot be read as a file (a FIFO, too large) is not parsed.
			return nil, nil, withMessages(checked)
		}
		var err error
		tmpl, err = loadTemplates(overlay{site, pr.defaults})
		var be *BuildError
		switch {
		case checked != nil && errors.As(err, &be):
			checked.Problems = append(checked.Problems, be.Problems...)
			return nil, nil, withMessages(checked)
		case checked != nil:
			return nil, nil, withMessages(checked)
		case errors.As(err, &be):
			return nil, nil, withMessages(be)
		case err != nil:
			return nil, nil, err
		}
	}
	if msgProblems != nil {
		return nil, nil, withMessages(nil)
	}
	return msgs, tmpl, nil
}

// linksOut returns a *BuildError naming each folder of the site that a build reads messages,
// static files or templates from and that is a symbolic link out of the site folder; nil where
// there is none. Such a folder reads as empty through an os.Root (fs.Glob drops the error), so
// its overrides would be left out without a word: it is refused by name.
func linksOut(site fs.FS) *BuildError {
	var outside []string
	for _, dir := range []string{"locales", "static", "templates"} {
		if target, err := fs.ReadLink(site, dir); err == nil && linkInside(site, dir) != nil {
			outside = append(outside, fmt.Sprintf("%s: a symbolic link out of the site folder (to %s); sitegen reads only files inside the site folder", dir, target))
		}
	}
	if outside != nil {
		return &BuildError{Problems: outside}
	}
	return nil
}

// overrides reports whether the site has message files or templates of its own, which replace or
// add to the product's (forSite).
func overrides(site fs.FS) bool {
	if own, _ := fs.Glob(site, "locales/*/*.toml"); len(own) > 0 {
		return true
	}
	own, _ := fs.Glob(site, "templates/*")
	return len(own) > 0
}

// SiteFolderProblems returns the problems of what in opts.Site needs no valid policy to be
// checked: its message files (an unknown message ID, a file that does not load; what they replace
// or add proven as Verify proves it, in the languages of locales/<lang>/ that sitegen has
// messages in) and its templates
// (a name sitegen does not use, one that cannot be read or does not parse), as Build reports them,
// one line each; nil where there are none. Build and validate print them beside the policy's
// problems, so that a policy with errors hides none of them (new-user trial 12, item 12). An error
// that is no such problem (the product's own files do not load) is one line too.
func SiteFolderProblems(opts Options) []string {
	product := opts.Product
	if _, builtin := opts.Defaults.(BuiltIn); product == nil && builtin && !overrides(opts.Site) {
		// A site with neither message files nor templates of its own (only prose, as most have)
		// uses sitegen's own, which load and pass every proof (TestEmbeddedMessagesGenerated,
		// TestMessagesComplete, every build test): nothing to decode or prove, only the folders'
		// links (issue 13: validate FILE in such a folder decoded them, a third of its CPU).
		if err := linksOut(opts.Site); err != nil {
			return err.Problems
		}
		return nil
	}
	if product == nil {
		var err error
		if product, err = LoadProduct(opts.Defaults); err != nil {
			return []string{err.Error()}
		}
	}
	msgs, _, err := product.forSite(opts.Site)
	var be *BuildError
	switch {
	case errors.As(err, &be):
		return be.Problems
	case err != nil:
		return []string{err.Error()}
	}
	// What the site's message files replace or add, proven as a build proves them (Verify:
	// placeholders, typography, each message rendered), in the languages they are written for
	// that sitegen has messages in: a language of the site's own may be a draft that
	// site.languages does not list, which a build does not check.
	var langs []string
	files, _ := fs.Glob(opts.Site, "locales/*/*.toml")
	for _, f := range files {
		if lang := strings.Split(f, "/")[1]; product.messages.Has(lang) && !slices.Contains(langs, lang) {
			langs = append(langs, lang)
		}
	}
	var problems []string
	if len(langs) > 0 {
		problems = msgs.checkSite(langs)
	}
	if own, _ := fs.Glob(opts.Site, "templates/*"); len(own) > 0 {
		opts.Product = product
		problems = append(problems, templateRunProblems(opts)...)
	}
	return problems
}

// StandInFile is the policy in Defaults that SiteFolderProblems renders the site's own templates
// with when the site's policy does not load: sitegen's own example (civic-ingestor), which states
// nearly every key.
const StandInFile = PolicyFile

// templateRunProblems runs the site's own templates, which parse, on the pages of a stand-in
// policy (StandInFile of opts.Defaults, in the languages of the site's site.languages, read
// leniently, that it has too, in the site's order), and returns their runtime errors ("templates/page.html.tmpl: en: template: …
// can't evaluate field …"), as a build of the site reports them: a template that fails whatever
// the policy states is reported beside the problems of a policy that does not load (new-user
// trial 12, item 12). An error that depends on what the site's own policy states is found once it
// loads. Nil where Defaults has no stand-in.
func templateRunProblems(opts Options) []string {
	data, err := policy.ReadFile(opts.Defaults, StandInFile, policy.MaxFileBytes)
	if err != nil {
		return nil
	}
	standIn, err := policy.Parse(data, StandInFile)
	if err != nil {
		return []string{fmt.Sprintf("the stand-in policy %s: %v", StandInFile, err)}
	}
	if own, err := policy.ReadFile(opts.Site, PolicyFile, policy.MaxFileBytes); err == nil {
		if langs, ok := policy.Languages(own); ok {
			var shared []string
			for _, l := range langs {
				if slices.Contains(standIn.Site.Languages, l) && !slices.Contains(shared, l) {
					shared = append(shared, l)
				}
			}
			if shared != nil {
				standIn.Site.Languages = shared
				if !slices.Contains(shared, standIn.Site.DefaultLanguage) {
					standIn.Site.DefaultLanguage = shared[0]
				}
			}
		}
	}
	// Without the site's history, its prose checked or its files named: only the templates'
	// problems are kept.
	opts.History, opts.HistoryNote, opts.ReadHistory, opts.VersionCache, opts.history = nil, "stand-in", nil, nil, nil
	_, err = Render(standIn, opts)
	var be *BuildError
	if !errors.As(err, &be) {
		return nil
	}
	var problems []string
	for _, pr := range be.Problems {
		if strings.HasPrefix(pr, "templates/") {
			problems = append(problems, pr)
		}
	}
	return problems
}

// sameMessages reports whether a site's message files (own) are sitegen's own, byte for byte, at
// the same paths: the repository's root is such a site. They override nothing, so the product's
// messages, decoded once, serve; any other file, or a file that differs, is merged as an override.
func (pr *Product) sameMessages(site fs.FS, own []string) bool {
	for _, name := range own {
		builtin, err := fs.ReadFile(pr.defaults, name)
		if err != nil {
			return false
		}
		info, err := fs.Stat(site, name)
		if err != nil || !info.Mode().IsRegular() || info.Size() != int64(len(builtin)) {
			return false
		}
		data, err := policy.ReadFile(site, name, MaxMessageBytes)
		if err != nil || !bytes.Equal(data, builtin) {
			return false
		}
	}
	return true
}

// templateFiles are the templates a site may override.
var templateFiles = []string{"page.html.tmpl", "page.md.tmpl", "index.html.tmpl", "changes.html.tmpl", "changes.md.tmpl"}

// checkTemplates checks a site's own templates before they are parsed: each one sitegen uses (a
// misspelt name would be ignored silently), a regular file of at most MaxTemplateBytes (readable
// is false where one is not: then none may be parsed). Hidden files (.DS_Store) are let be.
func checkTemplates(site fs.FS, names []string) (problems *BuildError, readable bool) {
	var found []string
	readable = true
	for _, name := range names {
		base := path.Base(name)
		if strings.HasPrefix(base, ".") {
			continue
		}
		if !slices.Contains(templateFiles, base) {
			found = append(found, fmt.Sprintf("%s: not a template sitegen uses (a site may override templates/%s)", name, strings.Join(templateFiles, ", templates/")))
			continue
		}
		if _, err := policy.ReadFile(site, name, MaxTemplateBytes); err != nil {
			found = append(found, err.Error())
			readable = false
		}
	}
	if found != nil {
		return &BuildError{Problems: found}, readable
	}
	return nil, readable
}

type templates struct {
	page     *htmltemplate.Template
	index    *htmltemplate.Template
	markdown *texttemplate.Template
	// changes and changesMarkdown render the page of changes (ChangesPage).
	changes         *htmltemplate.Template
	changesMarkdown *texttemplate.Template
}

// loadTemplates parses the page templates, a site's own file replacing the default of its name.
// A template that does not parse is a *BuildError that names each such file
// ("templates/index.html.tmpl: template: …"), all of them at once.
func loadTemplates(fsys fs.FS) (*templates, error) {
	var t templates
	var problems []string
	note := func(name string, err error) {
		if err != nil {
			problems = append(problems, "templates/"+name+": "+err.Error())
		}
	}
	var err error
	t.page, err = htmltemplate.New("page.html.tmpl").Option("missingkey=error").ParseFS(fsys, "templates/page.html.tmpl")
	note("page.html.tmpl", err)
	t.index, err = htmltemplate.New("index.html.tmpl").Option("missingkey=error").ParseFS(fsys, "templates/index.html.tmpl")
	note("index.html.tmpl", err)
	// md escapes a plain string (a heading, a table's head) for the Markdown page, as a Text's
	// Markdown is: a label in a heading must not become markup.
	funcs := texttemplate.FuncMap{"md": escapeMarkdown}
	t.markdown, err = texttemplate.New("page.md.tmpl").Funcs(funcs).Option("missingkey=error").ParseFS(fsys, "templates/page.md.tmpl")
	note("page.md.tmpl", err)
	t.changes, err = htmltemplate.New("changes.html.tmpl").Option("missingkey=error").ParseFS(fsys, "templates/changes.html.tmpl")
	note("changes.html.tmpl", err)
	t.changesMarkdown, err = texttemplate.New("changes.md.tmpl").Funcs(funcs).Option("missingkey=error").ParseFS(fsys, "templates/changes.md.tmpl")
	note("changes.md.tmpl", err)
	if problems != nil {
		return nil, &BuildError{Problems: problems}
	}
	return &t, nil
}

// cappedBuffer collects a template's output up to limit bytes: a write past it fails with a
// *PageTooLargeError, which ends the template's execution, so that a template that repeats without
// end fails the build instead of exhausting memory. Only Write is offered: a template writes
// through it alone.
type cappedBuffer struct {
	buf   bytes.Buffer
	limit int
}

func newCappedBuffer(size, limit int) *cappedBuffer {
	c := &cappedBuffer{limit: limit}
	c.buf.Grow(min(size, limit))
	return c
}

func (c *cappedBuffer) Write(p []byte) (int, error) {
	if c.buf.Len()+len(p) > c.limit {
		return 0, &PageTooLargeError{Limit: c.limit}
	}
	return c.buf.Write(p)
}

// Bytes returns what was written.
func (c *cappedBuffer) Bytes() []byte { return c.buf.Bytes() }

// PageTooLargeError is the error of a template whose output for one page grows past Limit bytes.
type PageTooLargeError struct{ Limit int }

func (e *PageTooLargeError) Error() string {
	return fmt.Sprintf("the page grows past %d MiB, the most sitegen writes of a page (does the template repeat without end?)", e.Limit>>20)
}
