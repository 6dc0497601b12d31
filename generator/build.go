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
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
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
	// ips.json carry, when it is a later day: the policy's own date stands otherwise.
	Epoch *time.Time
	// Today is the day of the build where Epoch is unset, against which site.last_changed is
	// checked (a date after it is warned of); zero: the day of the system clock.
	Today time.Time
	// SiteName is how problems name the site folder ("examples/gmina-bot"), so that a problem
	// reads "examples/gmina-bot/policy.toml:7:1: …"; empty for the current folder.
	SiteName string
	// Strict makes the policy's warnings errors: the build fails with them (sitegen --strict).
	Strict bool
	// History is the committed versions of policy.toml, oldest first (the command reads them
	// from git); the policy being built is the newest version after them. None: the page of
	// changes and changes.atom list the current version alone.
	History []Version
	// HistoryNote says why there is no history, when there is none (no git, no commit of the
	// file): the build's first note.
	HistoryNote string
	// ReadHistory, when set, reads History and HistoryNote (the command reads them from git):
	// Build calls it at once, in the background, and loads the versions while it loads the
	// policy and renders the pages. It replaces History and HistoryNote.
	ReadHistory func() ([]Version, string)
	// VersionCache, when set, keeps what loading each committed version gave between builds, so
	// that a build loads only the versions committed since (see VersionCache). Nil: every
	// version is loaded. It never changes what is built.
	VersionCache VersionCache

	// history is the history being loaded (startHistory), set by Build for Render.
	history *historyLoad
}

// Day returns the day of the build and where it comes from, as policy.LastChangedAfter names it:
// SOURCE_DATE_EPOCH's (Epoch), else Today, else the system clock's.
func (o Options) Day() (time.Time, string) {
	switch {
	case o.Epoch != nil:
		return *o.Epoch, "from SOURCE_DATE_EPOCH"
	case !o.Today.IsZero():
		return o.Today, "today"
	}
	return time.Now(), "today"
}

// ahead reports whether date is after the day of the build (Day, in UTC): a version of the
// policy announced ahead, which the pages state as in effect from that date, not as in effect
// now.
func (o Options) ahead(date policy.Date) bool {
	d, _ := o.Day()
	d = d.UTC()
	return date.After(time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC))
}

// PolicyFile is the name of the policy in a site folder.
const PolicyFile = "policy.toml"

// Files is a built site: file contents by slash-separated path relative to the output folder.
type Files map[string][]byte

// has reports whether the build publishes the file p (whose contents may not be written yet).
func (f Files) has(p string) bool {
	_, ok := f[p]
	return ok
}

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
	// Warnings are the policy's warnings, when it loaded: printed with the problems, as a build
	// that succeeds prints them.
	Warnings []string
}

func (e *BuildError) Error() string { return strings.Join(e.Problems, "\n") }

// Result is a successful build: the files, and the policy they were built from.
type Result struct {
	Files  Files
	Policy *policy.Policy
	// Warnings are the policy's warnings (legal but unusual, or against a SHOULD of an RFC), one
	// line each as "FILE:LINE:COL: warning: key.path: …": they never stop a build unless
	// Options.Strict is set.
	Warnings []string
	// Notes are what the build has to say that is no problem, one line each: a committed version
	// of policy.toml that this sitegen does not load, whose changes the history measures from the
	// version before it; an address that ips.json leaves out until its first day of use; a key
	// directory that a site under a path publishes away from its well-known location.
	Notes []string
	// HistoryNote says why the build had no history, when it had none (Options.HistoryNote, or
	// what Options.ReadHistory said); it is also the first of Notes.
	HistoryNote string
	// messages are those the build rendered with (the product's, with the site's merged over
	// them), for Verify.
	messages *Messages
	// source is policy.toml as Build read it, and policyFile its name in problems ("SITE/
	// policy.toml"): Verify names a value that no page states by the line that writes it. Empty
	// where the policy did not come from a file (Render).
	source     []byte
	policyFile string
}

// Build loads, validates and renders the site. On failure the error is a *BuildError listing every
// problem found (or an I/O error).
func Build(opts Options) (*Result, error) {
	opts.history = startHistory(opts)
	p, err := policy.Load(opts.Site, PolicyFile)
	var allWarnings policy.Problems
	if err == nil {
		allWarnings = append(allWarnings, p.Warnings()...)
		allWarnings = append(allWarnings, p.DateWarnings(opts.Day())...)
		if opts.Epoch != nil || opts.Strict {
			// A campaign over by the deployment's day, never by the clock's alone: every later
			// build of it would warn.
			allWarnings = append(allWarnings, p.CampaignsEnded(opts.Day())...)
		}
	}
	// By line: the date's warning, found last, is not printed after line 119's (newuser13 #10).
	allWarnings.Sort()
	if err == nil && opts.Strict && allWarnings.Blocking() {
		err = allWarnings.Strict()
	}
	if err != nil {
		var ps policy.Problems
		if errors.As(err, &ps) {
			if opts.Strict {
				ps = ps.Strict()
			}
			// A language without messages, or a not_own entry that names a file every build
			// writes, needs no valid policy to be found either: each is reported among the
			// policy's problems, as Render reports it of a valid one.
			data, _ := policy.ReadFile(opts.Site, PolicyFile, policy.MaxFileBytes)
			ps = append(slices.Clip(ps), FolderPolicyProblems(opts, data, PolicyFile, nil)...)
			ps.Sort()
			lines := make([]string, len(ps))
			for i, pr := range ps {
				pr.File = path.Join(opts.SiteName, pr.File)
				lines[i] = pr.String()
			}
			// The prose does not need a valid policy to be checked: report all its problems too
			// (numbers, raw HTML, a missing or too large file), so that one run shows everything.
			lines = append(lines, ProseProblems(opts.Site, opts.SiteName, data)...)
			// Nor do the site's message files and templates (new-user trial 12, item 12).
			lines = append(lines, SiteFolderProblems(opts)...)
			return nil, &BuildError{Problems: lines}
		}
		// A policy.toml that sitegen does not read (a link out of the folder, a FIFO) is named
		// with the folder, as a prose file is (newuser9: "sitegen: policy.toml: …" beside
		// "s3/locales/en/about.md: …").
		var le *policy.LinkError
		var nr *policy.NotRegularError
		switch {
		case errors.As(err, &le):
			return nil, &BuildError{Problems: []string{path.Join(opts.SiteName, le.Name) + ": " + le.Reason()}}
		case errors.As(err, &nr):
			return nil, &BuildError{Problems: []string{path.Join(opts.SiteName, nr.Name) + ": " + nr.Reason()}}
		}
		return nil, err
	}
	var warnings []string
	for _, w := range allWarnings {
		w.File = path.Join(opts.SiteName, w.File)
		warnings = append(warnings, w.String())
	}
	res, err := Render(p, opts)
	if err != nil {
		var be *BuildError
		if errors.As(err, &be) {
			be.Warnings = sortByLine(append(warnings, be.Warnings...), path.Join(opts.SiteName, PolicyFile))
		}
		return nil, err
	}
	res.Warnings = sortByLine(append(warnings, res.Warnings...), path.Join(opts.SiteName, PolicyFile))
	res.source, _ = policy.ReadFile(opts.Site, PolicyFile, policy.MaxFileBytes)
	res.policyFile = path.Join(opts.SiteName, PolicyFile)
	return res, nil
}

// sortByLine sorts warnings printed as FILE:LINE:COL: … (file's, those of policy.toml) by line
// and column, stably: the warning a build adds after loading the policy (site.last_changed
// against the last commit) takes its place among the policy's own (newuser13 #10). A line of
// another form keeps its place after them.
func sortByLine(lines []string, file string) []string {
	pos := func(l string) (int, int) {
		rest, ok := strings.CutPrefix(l, file+":")
		if !ok {
			return 1 << 30, 0
		}
		f := strings.SplitN(rest, ":", 3)
		if len(f) < 3 {
			return 1 << 30, 0
		}
		line, err1 := strconv.Atoi(f[0])
		col, err2 := strconv.Atoi(f[1])
		if err1 != nil || err2 != nil {
			return 1 << 30, 0
		}
		return line, col
	}
	slices.SortStableFunc(lines, func(a, b string) int {
		la, ca := pos(a)
		lb, cb := pos(b)
		return cmp.Or(cmp.Compare(la, lb), cmp.Compare(ca, cb))
	})
	return lines
}

// changeFiles renders the history (changeEntries) as the page of changes in every language
// (<lang>/changes.html and changes.md) and as changes.atom, into files.
// It returns the entries of each language too (historyViews), for the page of a policy announced
// ahead.
func changeFiles(p *policy.Policy, full []byte, opts Options, baseURL string, msgs *Messages, tmpl *templates, files Files, problems *[]string) (all [][]ChangeView, notes []string, historyNote string, err error) {
	h := opts.history.wait()
	all, notes, err = historyViews(p, full, h.versions, msgs, p.Site.Languages, opts.VersionCache, opts.ahead, problems)
	if err != nil {
		return nil, nil, "", err
	}
	if h.note != "" {
		notes = append([]string{h.note}, notes...)
	}
	for i, lang := range p.Site.Languages {
		views := all[i]
		pg := changesPage(p, views, msgs, lang, problems)
		html := newCappedBuffer(64<<10, MaxPageBytes)
		if err := tmpl.changes.Execute(html, pg); err != nil {
			*problems = append(*problems, fmt.Sprintf("templates/changes.html.tmpl: %s: %v", lang, err))
		}
		md := newCappedBuffer(32<<10, MaxPageBytes)
		if err := tmpl.changesMarkdown.Execute(md, pg); err != nil {
			*problems = append(*problems, fmt.Sprintf("templates/changes.md.tmpl: %s: %v", lang, err))
		}
		files[lang+"/changes.html"], files[lang+"/changes.md"] = html.Bytes(), md.Bytes()
		if lang == p.Site.DefaultLanguage {
			files["changes.atom"] = atomFeed(p, baseURL, views, msgs, problems)
		}
	}
	return all, notes, h.note, nil
}

// Render renders a loaded policy; Build calls it after loading.
func Render(p *policy.Policy, opts Options) (*Result, error) {
	if opts.history == nil {
		opts.history = startHistory(opts)
	}
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
	if be := (*BuildError)(nil); errors.As(err, &be) {
		// The prose needs neither: its problems are reported with those of the messages and
		// templates (new-user trial 12, item 12).
		_, ps := loadProse(opts.Site, opts.SiteName, p.Site.Languages)
		return nil, &BuildError{Problems: append(slices.Clip(be.Problems), ps...)}
	}
	if err != nil {
		return nil, err
	}
	for i, lang := range p.Site.Languages {
		if !msgs.Has(lang) {
			// At the language's place in policy.toml, with the languages there are messages for
			// (newuser9: a problem of locales/xx with no position and no key path).
			pr := p.ProblemAt(fmt.Sprintf("site.languages[%d]", i), noMessages(lang, msgs.Languages()))
			if pr.File != "" {
				pr.File = path.Join(opts.SiteName, pr.File)
			}
			problems = append(problems, pr.String())
		}
	}
	prose, ps := loadProse(opts.Site, opts.SiteName, p.Site.Languages)
	if problems != nil {
		return nil, &BuildError{Problems: append(problems, ps...)}
	}
	problems = append(problems, ps...)
	// A literal of the prose that states a quantity the policy does not (new-user trial 23, F8),
	// and English prose that says "domain" where a limit is counted per site (trial 27, F-18):
	// warnings, errors with Strict.
	var proseWarnings []string
	for _, w := range append(literalQuantities(opts.Site, opts.SiteName, p), proseSaysDomain(opts.Site, opts.SiteName, p)...) {
		if opts.Strict {
			w.Warning = false
			problems = append(problems, w.String())
		} else {
			proseWarnings = append(proseWarnings, w.String())
		}
	}
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
	// SOURCE_DATE_EPOCH dates the build, but never before the policy's own date of last change,
	// which would be false (Nix sets 1980).
	date := p.Site.LastChanged
	if opts.Epoch != nil {
		e := opts.Epoch.UTC()
		if day := time.Date(e.Year(), e.Month(), e.Day(), 0, 0, 0, 0, time.UTC); day.After(date.Time) {
			date = policy.Date{Time: day}
		}
	}
	dated := *p
	dated.Site.LastChanged = date

	// The languages render in parallel; each collects its own problems, merged in the site's order
	// so that the output and the problems are the same in every run.
	type rendered struct {
		html, md []byte
		problems []string
		summary  string // the page's meta description, for llms.txt
	}
	pages := make([]rendered, len(p.Site.Languages))
	var wg sync.WaitGroup
	// The machine-readable files do not depend on the pages: they are encoded meanwhile.
	var full, policyJSON, ips []byte
	agentIPs := map[string][]byte{}
	var policyErr, ipsErr error
	wg.Go(func() {
		// policy.json states the policy as written: SOURCE_DATE_EPOCH dates the pages, not the
		// policy.
		// Encoded once: the page of changes' snapshot of the policy keeps the full form.
		if full, policyErr = p.FullJSON(); policyErr == nil {
			policyJSON, policyErr = p.Published(full)
		}
		if len(p.Network.Addresses) > 0 {
			ips, ipsErr = ipsJSON(p, date, "", baseURL)
			for _, a := range ownAddressAgents(p) {
				var err error
				agentIPs[agentIPsPath(a.ID)], err = ipsJSON(p, date, a.ID, baseURL)
				ipsErr = errors.Join(ipsErr, err)
			}
		}
	})
	// A policy announced ahead (its date of last change after the day of the build) says at the
	// top what changes on that date, with the values in force until then, as its entries on the
	// page of changes say it (new-user trial 23, F23): its pages wait for the history.
	ahead := opts.ahead(p.Site.LastChanged)
	var entries [][]ChangeView
	renderPage := func(i int, lang string) {
		r := &pages[i]
		l := newLocalizer(msgs, lang, &r.problems)
		l.unpublished = unpublishedPointers(p)
		b := &builder{p: &dated, l: l, lang: lang, prose: prose[lang], proofs: waitProofs, ahead: ahead}
		if ahead && entries != nil {
			b.aheadEntries = aheadEntries(entries[i])
		}
		page := b.page()
		r.summary = page.Description
		// Grow once rather than by doubling: the texts, and the templates' markup around them
		// (about a tenth more, and the page's frame); never past MaxPageBytes.
		html := newCappedBuffer(page.htmlBytes+page.htmlBytes/8+16<<10, MaxPageBytes)
		md := newCappedBuffer(page.markdownBytes+page.markdownBytes/8+8<<10, MaxPageBytes)
		if err := tmpl.page.Execute(html, page); err != nil {
			r.problems = append(r.problems, fmt.Sprintf("templates/page.html.tmpl: %s: %v", lang, err))
		}
		if err := tmpl.markdown.Execute(md, page); err != nil {
			r.problems = append(r.problems, fmt.Sprintf("templates/page.md.tmpl: %s: %v", lang, err))
		}
		r.html, r.md = glueHTML(html.Bytes(), l.glue), md.Bytes()
	}
	if !ahead {
		for i, lang := range p.Site.Languages {
			wg.Go(func() { renderPage(i, lang) })
		}
	}
	wg.Wait()
	files := Files{}
	var notes []string
	var historyNote string
	var hist []string // the history's problems, after the pages' as in a build not ahead
	if ahead {
		// full is encoded (wg): the history first, then the pages.
		entries, notes, historyNote, err = changeFiles(p, full, opts, baseURL, msgs, tmpl, files, &hist)
		if err != nil {
			return nil, err
		}
		for i, lang := range p.Site.Languages {
			wg.Go(func() { renderPage(i, lang) })
		}
		wg.Wait()
	}
	<-proven
	problems = append(problems, proofProblems...)
	for i, lang := range p.Site.Languages {
		problems = append(problems, pages[i].problems...)
		files[lang+"/index.html"] = pages[i].html
		files[lang+"/index.md"] = pages[i].md
	}
	problems = append(problems, hist...)
	if !ahead {
		if _, notes, historyNote, err = changeFiles(p, full, opts, baseURL, msgs, tmpl, files, &problems); err != nil {
			return nil, err
		}
	}
	// A policy edited since its last commit without a new date of last change: a warning (an
	// error with Strict), as the policy's own warnings are.
	lateWarnings := proseWarnings
	if w := dateUnchanged(p, full, opts.history.wait().versions, path.Join(opts.SiteName, PolicyFile), opts.Strict); w != nil {
		if w.Warning {
			lateWarnings = append(lateWarnings, w.String())
		} else {
			problems = append(problems, w.String())
		}
	}
	// A change published with less notice than the policy promises, as warnings alike.
	buildDay, _ := opts.Day()
	for _, w := range noticeNotGiven(p, full, opts.history.wait().versions, path.Join(opts.SiteName, PolicyFile), buildDay, opts.Strict) {
		if w.Warning {
			lateWarnings = append(lateWarnings, w.String())
		} else {
			problems = append(problems, w.String())
		}
	}
	notes = append(notes, futureAddressNotes(p, date)...)
	baseFrom := "site.base_url"
	if opts.BaseURL != "" {
		baseFrom = "--base-url"
	}
	notes = append(notes, keyDirectoryNote(p, baseURL, baseFrom)...)
	index, err := renderIndex(tmpl.index, msgs, p, &problems)
	if err != nil {
		problems = append(problems, fmt.Sprintf("templates/index.html.tmpl: %v", err))
	}
	files["index.html"] = index
	// Every file the build publishes is named before any problem stops it, so that the static
	// files' problems, not_own and the prose's links to files of the site are checked in the same
	// run as the rest (all problems at once: raw HTML in prose must not hide its broken links).
	if err := copyStatic(fsys, files); err != nil {
		var be *BuildError
		if !errors.As(err, &be) {
			return nil, err
		}
		problems = append(problems, be.Problems...)
	}
	for _, s := range p.Snippets {
		files["robots/"+s.ID+".txt"] = nil
	}
	for _, name := range []string{"policy.json", "policy.schema.json", "sitemap.xml", llmsFile, ManifestFile} {
		files[name] = nil
	}
	if len(p.Network.Addresses) > 0 {
		files["ips.json"] = nil
		for _, a := range ownAddressAgents(p) {
			files[agentIPsPath(a.ID)] = nil
		}
	}
	signers := signingAgents(p)
	if h := headersFile(p, baseURL); h != nil {
		files[HeadersFile] = nil
	}
	if len(signers) > 0 {
		files[keyDirectoryPath] = nil
		for _, a := range signers {
			files[cardsDir+a.ID+".json"] = nil
		}
	}
	problems = append(problems, notOwnProduced(p, files, path.Join(opts.SiteName, PolicyFile))...)
	problems = append(problems, checkProseLinks(prose, p.Site.Languages, baseURL, files)...)
	if problems != nil {
		return nil, &BuildError{Problems: dedupe(problems), Warnings: lateWarnings}
	}

	for id, proof := range proofs {
		if strings.HasPrefix(id, "/") {
			continue // a usage token's snippet (usageTokenProof), stated in its agent's block alone
		}
		files["robots/"+id+".txt"] = []byte(proof.Text)
	}
	if err := errors.Join(policyErr, ipsErr); err != nil {
		return nil, err
	}
	files["policy.json"] = policyJSON
	if len(p.Network.Addresses) > 0 {
		files["ips.json"] = ips
		maps.Copy(files, Files(agentIPs))
	}
	if h := headersFile(p, baseURL); h != nil {
		files[HeadersFile] = h
	}
	if files["policy.schema.json"], err = schema.JSON(); err != nil {
		return nil, err
	}
	if len(signers) > 0 {
		if files[keyDirectoryPath], err = keyDirectory(p); err != nil {
			return nil, err
		}
		for _, a := range signers {
			if files[cardsDir+a.ID+".json"], err = signatureAgentCard(p, a, baseURL, unpublishedPointers(p)); err != nil {
				return nil, err
			}
		}
	}
	files["sitemap.xml"] = sitemap(p, baseURL, date)
	var llmsProblems []string
	files[llmsFile] = llmsTxt(p, msgs, baseURL, pages[slices.Index(p.Site.Languages, p.Site.DefaultLanguage)].summary, files, &llmsProblems)
	if llmsProblems != nil {
		return nil, &BuildError{Problems: dedupe(llmsProblems)}
	}
	files[ManifestFile] = Manifest(files)
	return &Result{Files: files, Policy: p, Warnings: lateWarnings, Notes: notes, HistoryNote: historyNote, messages: msgs}, nil
}

// notOwnProduced reports each file site.not_own names that the build writes, or a folder it
// writes into: carried over from the old output, it would replace what the build proved. Each
// problem is at the entry's place in policy.toml, as validate's are (newuser9).
func notOwnProduced(p *policy.Policy, files Files, file string) []string {
	var problems []string
	for _, pr := range notOwnWritten(p.Site.NotOwn, files, p.ProblemAt) {
		pr.File = file
		problems = append(problems, pr.String())
	}
	return problems
}

// notOwnWritten returns a problem, placed by at, for each entry of site.not_own that names a file
// of files or a folder one of them is in.
func notOwnWritten(notOwn []string, files Files, at func(path, msg string) policy.Problem) policy.Problems {
	var problems policy.Problems
	add := func(i int, msg string) {
		problems = append(problems, at(fmt.Sprintf("site.not_own[%d]", i), msg))
	}
	for i, f := range notOwn {
		if _, ok := files[f]; ok {
			add(i, fmt.Sprintf("%q is a file the build writes (not_own names files in the output that the site does not produce, e.g. CNAME)", f))
			continue
		}
		for o := range files {
			if strings.HasPrefix(o, f+"/") {
				add(i, fmt.Sprintf("%q is a folder the build writes into (name the files in it that the site does not produce)", f))
				break
			}
		}
	}
	return problems
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
