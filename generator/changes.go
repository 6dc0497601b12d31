package generator

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"html/template"
	"path"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/sitegen-dev/sitegen/policy"
)

// Version is one committed version of policy.toml, as the command read it from the site's git
// history: the revision (for the build's notes only; no page names it) and the file's bytes.
type Version struct {
	Rev  string
	Data []byte
}

// MaxVersions is the most committed versions of policy.toml a build reads: the newest ones. The
// oldest of them is then the earliest recorded version (an entry without changes), and the changes
// before it are not listed.
const MaxVersions = 1000

// changeEntry is one entry of the change history: a version of the policy that changed something
// for webmasters, with the changes from the version before it (none for the earliest recorded
// version, First).
type changeEntry struct {
	// ID is the entry's Atom id (RFC 4287 §4.2.6): a name-based UUID (RFC 9562 §5.5, version 5)
	// of the canonical JSON of the version before and of this one (and of how many entries before
	// it made the same change), so that it is the same in every build, whichever commit the
	// version came from, and changes only where the policy did.
	ID string
	// Anchor is the id of the entry on the page of changes, "change-" and 12 hexadecimal digits
	// of the same name.
	Anchor   string
	Date     policy.Date
	First    bool
	Old, New *policy.Policy
	Changes  []policy.Change
}

// changeNamespace is the UUID namespace of the entries' ids: RFC 9562's namespace for URLs
// (6ba7b811-9dad-11d1-80b4-00c04fd430c8), under which each name is a "sitegen:" URN.
var changeNamespace = [16]byte{0x6b, 0xa7, 0xb8, 0x11, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8}

// uuid5 is the name-based UUID of name in namespace ns with SHA-1 (RFC 9562 §5.5), as "urn:uuid:…"
// (RFC 9562 §4). Written here rather than taken from a module: it is these few lines of the RFC.
func uuid5(ns [16]byte, name string) string {
	h := sha1.New()
	h.Write(ns[:])
	h.Write([]byte(name))
	u := h.Sum(nil)[:16]
	u[6] = u[6]&0x0f | 0x50 // version 5
	u[8] = u[8]&0x3f | 0x80 // the variant of RFC 9562
	x := hex.EncodeToString(u)
	return "urn:uuid:" + x[0:8] + "-" + x[8:12] + "-" + x[12:16] + "-" + x[16:20] + "-" + x[20:]
}

// loadedVersion is a committed version of policy.toml loaded for the page of changes: its
// snapshot and hash, or why it does not load.
type loadedVersion struct {
	s    *policy.Snapshot
	hash string
	note string // why the version does not load
	err  error
}

// historyLoad is the history being read and loaded while the rest of the build runs: the
// command's git (Options.ReadHistory) and the decoding of every committed version take as long as
// rendering the pages, and need nothing of them.
type historyLoad struct {
	done     chan struct{}
	versions []loadedVersion
	note     string // why there is no history (Options.HistoryNote)
}

// startHistory reads the history (opts.ReadHistory when set, else opts.History and
// opts.HistoryNote) and loads each version, in the background; wait returns the result.
func startHistory(opts Options) *historyLoad {
	h := &historyLoad{done: make(chan struct{})}
	go func() {
		defer close(h.done)
		history, note := opts.History, opts.HistoryNote
		if opts.ReadHistory != nil {
			history, note = opts.ReadHistory()
		}
		h.note = note
		h.versions = loadVersions(history, path.Join(opts.SiteName, PolicyFile), opts.VersionCache)
	}()
	return h
}

func (h *historyLoad) wait() *historyLoad {
	<-h.done
	return h
}

// VersionCache keeps, between builds, what loading a committed version of policy.toml gave: the
// version's FullJSON when it loaded, its problems when it did not. Loading a version (decoding
// its TOML and checking it as Parse does) is most of what a long history costs a build, and a
// committed version never changes; a cached version is read back with policy.SnapshotOfJSON.
//
// Keys are the SHA-256 of a version's bytes, in lowercase hexadecimal; an entry is what
// loadVersions gave Put, and is read back only when it is whole and names its key (it carries
// its own checksum): Get may return anything, or nil, and a wrong entry is loaded again and put
// again. An entry depends on the build of sitegen that wrote it (its parser, checks and
// encoding): the cache must keep one build's entries apart from another's (the command's cache,
// versioncache.go, keys its folder by the executable's Go build ID). A cache never changes what
// is built (TestVersionCacheSameBuild).
type VersionCache interface {
	Get(key string) []byte
	Put(key string, entry []byte)
}

// entryMagic begins every entry of a VersionCache: the format, and its version.
const entryMagic = "sitegen version cache 1\n"

// versionEntry is the line of JSON that follows an entry's header; the version's FullJSON, when
// it loaded, follows that line as it was encoded (encoding/json would compact it, and the
// entries' ids are hashes of its bytes).
type versionEntry struct {
	// Key is the entry's key (the SHA-256 of the version's bytes).
	Key string `json:"key"`
	// Loaded says that the version loaded: its FullJSON follows.
	Loaded bool `json:"loaded,omitempty"`
	// Problems are the errors (not the warnings) that stopped it from loading, otherwise; InFile
	// marks those placed in the file, whose File is the version's name in this build.
	Problems []cachedProblem `json:"problems,omitempty"`
}

type cachedProblem struct {
	policy.Problem
	InFile bool `json:"in_file,omitempty"`
}

// encodeEntry is the entry for a version of key: entryMagic, the SHA-256 of the rest in
// hexadecimal and a newline, versionEntry as one line of JSON, then the FullJSON of a version
// that loaded. ok is false for what is not kept: a version whose error is not a list of problems,
// or whose encoding fails.
func encodeEntry(key, name string, l loadedVersion, err error) ([]byte, bool) {
	e := versionEntry{Key: key}
	switch {
	case l.err != nil:
		return nil, false
	case err != nil:
		var ps policy.Problems
		if !errors.As(err, &ps) {
			return nil, false
		}
		for _, p := range ps {
			if p.Warning {
				continue
			}
			c := cachedProblem{Problem: p}
			if p.File == name {
				c.File, c.InFile = "", true
			}
			e.Problems = append(e.Problems, c)
		}
		if len(e.Problems) == 0 {
			return nil, false
		}
	default:
		e.Loaded = true
	}
	line, jerr := json.Marshal(e)
	if jerr != nil {
		return nil, false
	}
	body := append(line, '\n')
	if e.Loaded {
		body = append(body, l.s.JSON...)
	}
	sum := sha256.Sum256(body)
	out := make([]byte, 0, len(entryMagic)+65+len(body))
	out = append(out, entryMagic...)
	out = hex.AppendEncode(out, sum[:])
	out = append(out, '\n')
	return append(out, body...), true
}

// decodeEntry reads an entry of key back: the version's snapshot, or its problems (placed in
// name). ok is false for an entry that is not whole, not of this format, or of another key.
func decodeEntry(entry []byte, key, name string) (l loadedVersion, problems policy.Problems, ok bool) {
	rest, found := bytes.CutPrefix(entry, []byte(entryMagic))
	if !found || len(rest) < 65 || rest[64] != '\n' {
		return l, nil, false
	}
	body := rest[65:]
	sum := sha256.Sum256(body)
	if want, err := hex.DecodeString(string(rest[:64])); err != nil || !bytes.Equal(want, sum[:]) {
		return l, nil, false
	}
	line, full, found := bytes.Cut(body, []byte{'\n'})
	var e versionEntry
	if !found || json.Unmarshal(line, &e) != nil || e.Key != key || e.Loaded == (e.Problems != nil) || e.Loaded != (len(full) > 0) {
		return l, nil, false
	}
	if e.Loaded {
		s, err := policy.SnapshotOfJSON(full)
		if err != nil {
			return l, nil, false
		}
		sum := sha256.Sum256(s.JSON)
		return loadedVersion{s: s, hash: hex.EncodeToString(sum[:])}, nil, true
	}
	for _, c := range e.Problems {
		if c.InFile {
			c.File = name
		}
		problems = append(problems, c.Problem)
	}
	return l, problems, true
}

// loadVersions loads each committed version and encodes it once (policy.NewSnapshot), the
// versions in parallel: a build of a long history spends most of its time here. file names the
// policy in the notes of versions that do not load. cache, when not nil, gives the versions
// loaded before and keeps those loaded now.
func loadVersions(history []Version, file string, cache VersionCache) []loadedVersion {
	all := make([]loadedVersion, len(history))
	load := func(i int) {
		l := &all[i]
		v := history[i]
		name := shortRev(v.Rev) + ":" + PolicyFile
		var key string
		var err error
		cached := false
		if cache != nil {
			sum := sha256.Sum256(v.Data)
			key = hex.EncodeToString(sum[:])
			if entry := cache.Get(key); entry != nil {
				var ps policy.Problems
				if *l, ps, cached = decodeEntry(entry, key, name); cached && ps != nil {
					err = ps
				}
			}
		}
		if !cached {
			var q *policy.Policy
			if q, err = policy.Parse(v.Data, name); err == nil {
				*l = snapshotOf(q)
			}
			if cache != nil {
				if entry, ok := encodeEntry(key, name, *l, err); ok {
					cache.Put(key, entry)
				}
			}
		}
		if err != nil {
			*l = loadedVersion{note: fmt.Sprintf("%s: the version of commit %s does not load with this sitegen (%s); its changes are listed with those of the next version that loads", file, shortRev(v.Rev), firstError(err))}
		}
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(all)) {
		wg.Go(func() {
			for i := range next {
				load(i)
			}
		})
	}
	for i := range all {
		next <- i
	}
	close(next)
	wg.Wait()
	return all
}

func snapshotOf(q *policy.Policy) loadedVersion {
	var l loadedVersion
	if l.s, l.err = policy.NewSnapshot(q); l.err == nil {
		sum := sha256.Sum256(l.s.JSON)
		l.hash = hex.EncodeToString(sum[:])
	}
	return l
}

// changeEntries reads the history: each committed version that loads, oldest first, then the
// policy being built; a version that does not change what the pages state (policy.Diff finds
// nothing but the date of last change, or nothing) adds no entry. The first version that loads is
// the earliest recorded one. A version this sitegen cannot load is left out, and a note says so:
// its changes then appear in the next entry that loads, measured from the last one that did, so
// that none is lost. Entries come newest first.
func changeEntries(p *policy.Policy, history []Version, file string) ([]changeEntry, []string, error) {
	return entriesOf(p, loadVersions(history, file, nil))
}

// entriesOf is changeEntries of versions loaded (loadVersions).
func entriesOf(p *policy.Policy, loaded []loadedVersion) ([]changeEntry, []string, error) {
	var notes []string
	var versions []loadedVersion
	for _, l := range append(slices.Clip(loaded), snapshotOf(p)) {
		switch {
		case l.err != nil:
			return nil, nil, l.err
		case l.note != "":
			notes = append(notes, l.note)
		default:
			versions = append(versions, l)
		}
	}

	var entries []changeEntry
	seen := map[string]int{}
	add := func(prevHash, hash string, e changeEntry) {
		name := "sitegen:policy-change:" + prevHash + ":" + hash
		n := seen[name]
		seen[name]++
		name += ":" + itoa(n)
		e.ID = uuid5(changeNamespace, name)
		sum := sha256.Sum256([]byte(name))
		e.Anchor = "change-" + hex.EncodeToString(sum[:6])
		entries = append(entries, e)
	}
	prev := versions[0]
	add("", prev.hash, changeEntry{Date: prev.s.Policy.Site.LastChanged, First: true, New: prev.s.Policy})
	for _, v := range versions[1:] {
		if v.hash == prev.hash {
			continue
		}
		changes := policy.DiffSnapshots(prev.s, v.s)
		changes = slices.DeleteFunc(changes, func(c policy.Change) bool { return c.Pointer == "/site/last_changed" })
		if len(changes) == 0 {
			continue // comments, layout or the date alone: nothing a webmaster reads changed
		}
		add(prev.hash, v.hash, changeEntry{Date: v.s.Policy.Site.LastChanged, Old: prev.s.Policy, New: v.s.Policy, Changes: changes})
		prev = v
	}
	slices.Reverse(entries)
	return entries, notes, nil
}

func shortRev(rev string) string {
	if len(rev) > 12 {
		return rev[:12]
	}
	return rev
}

// firstError is the first problem of a policy that does not load (not a warning), and how many
// more there are.
func firstError(err error) string {
	var ps policy.Problems
	if !errors.As(err, &ps) {
		return err.Error()
	}
	var errs []string
	for _, p := range ps {
		if !p.Warning {
			errs = append(errs, p.String())
		}
	}
	switch len(errs) {
	case 0:
		return err.Error()
	case 1:
		return errs[0]
	}
	return fmt.Sprintf("%s, and %d more", errs[0], len(errs)-1)
}

// ChangesPage is one language's page of changes (<lang>/changes.html and changes.md): every
// entry of the history, newest first.
type ChangesPage struct {
	Lang, Root, Title string
	Languages         []LanguageLink
	LanguagesLabel    string
	SkipLabel         string
	// Intro says what the page lists; FeedLabel introduces the link to the feed, Feed, and says
	// which language the feed is in (the site's default language).
	Intro, FeedLabel, Feed, FeedTitle string
	// Back links to the policy's page, with its text.
	Back, BackLabel string
	Entries         []ChangeView
	Footer          string
}

// ChangeView is an entry as the page of changes and the feed show it.
type ChangeView struct {
	Anchor, ID string
	// Title names the entry with its date, a value at /site/last_changed of the entry's version;
	// Updated is the date in RFC 3339 (the day's start, UTC).
	Title   Text
	Updated string
	// First marks the earliest recorded version, which Earliest describes.
	First    bool
	Earliest string
	Groups   []ChangeGroup
}

// ChangeGroup is an entry's changes of one class (policy.Class), under the class's heading: each
// said by sitegen diff's sentence, its values carrying their JSON Pointers in the policy.json of
// the version they come from (ReviewItem.Said), rendered.
type ChangeGroup struct {
	Class     policy.Class
	Heading   string
	Sentences []Text
}

// changeViews states the entries in lang with the messages of msgs (the site's, as its pages
// have them): each change by the sentence sitegen diff gives it, grouped by class in the
// review's order (what needs sign-off first).
func changeViews(entries []changeEntry, msgs *Messages, lang string, problems *[]string) []ChangeView {
	l := newLocalizer(msgs, lang, problems)
	out := make([]ChangeView, 0, len(entries))
	for _, e := range entries {
		b := builder{p: e.New, l: l, lang: lang}
		v := ChangeView{Anchor: e.Anchor, ID: e.ID, First: e.First, Updated: e.Date.String() + "T00:00:00Z"}
		date := b.date(e.Date, "/site/last_changed")
		if e.First {
			v.Title = l.t("changes.first_title", "Date", date).rendered()
			v.Earliest = l.s("changes.earliest")
			out = append(out, v)
			continue
		}
		v.Title = l.t("changes.entry_title", "Date", date).rendered()
		review, err := newReview(e.Old, e.New, e.Changes, msgs, lang, nil, l, true)
		if err != nil {
			*problems = append(*problems, err.Error())
			continue
		}
		for _, c := range classOrder {
			g := ChangeGroup{Class: c, Heading: l.s("changes.class." + string(c))}
			for _, it := range review.Changes {
				if it.Class == c {
					g.Sentences = append(g.Sentences, it.Said.rendered())
				}
			}
			if len(g.Sentences) > 0 {
				v.Groups = append(v.Groups, g)
			}
		}
		out = append(out, v)
	}
	return out
}

// changesPage builds one language's page of changes.
func changesPage(p *policy.Policy, views []ChangeView, msgs *Messages, lang string, problems *[]string) ChangesPage {
	l := newLocalizer(msgs, lang, problems)
	title := p.Site.Title[lang]
	pg := ChangesPage{
		Lang:           lang,
		Root:           "../",
		Title:          l.t("changes.title", "Title", title).Plain(),
		LanguagesLabel: l.s("page.languages"),
		SkipLabel:      l.s("page.skip"),
		Intro:          l.s("changes.intro"),
		FeedLabel:      l.t("changes.feed", "In", l.languageIn(p.Site.DefaultLanguage)).Plain(),
		Feed:           "../changes.atom",
		FeedTitle:      l.t("changes.title", "Title", p.Site.Title[p.Site.DefaultLanguage]).Plain(),
		Back:           "index.html",
		BackLabel:      l.s("changes.back"),
		Entries:        views,
		Footer:         pageFooter(l, p).Plain(),
	}
	for _, other := range p.Site.Languages {
		pg.Languages = append(pg.Languages, LanguageLink{Tag: other, Name: nativeName(other), Href: "../" + other + "/changes.html", Current: other == lang})
	}
	return pg
}

// atomFeed writes changes.atom: the history as an Atom feed (RFC 4287) in the site's default
// language, views newest first. The feed's id is its own URL, its updated the newest entry's
// date; each entry has its id, title, updated, a link to its place on the page of changes, a
// category per class of its changes (term the class, as sitegen diff names it) and its sentences
// as HTML content. The operator is the author (§4.2.1). Nothing comes from the clock.
func atomFeed(p *policy.Policy, baseURL string, views []ChangeView, msgs *Messages, problems *[]string) []byte {
	lang := p.Site.DefaultLanguage
	l := newLocalizer(msgs, lang, problems)
	type link struct {
		Rel      string `xml:"rel,attr"`
		Type     string `xml:"type,attr,omitempty"`
		Hreflang string `xml:"hreflang,attr,omitempty"`
		Href     string `xml:"href,attr"`
	}
	type category struct {
		Term  string `xml:"term,attr"`
		Label string `xml:"label,attr"`
	}
	type content struct {
		Type string `xml:"type,attr"`
		Body string `xml:",chardata"`
	}
	type entry struct {
		ID         string     `xml:"id"`
		Title      string     `xml:"title"`
		Updated    string     `xml:"updated"`
		Links      []link     `xml:"link"`
		Categories []category `xml:"category"`
		Content    content    `xml:"content"`
	}
	type author struct {
		Name  string `xml:"name"`
		URI   string `xml:"uri,omitempty"`
		Email string `xml:"email,omitempty"`
	}
	type feed struct {
		XMLName xml.Name `xml:"feed"`
		NS      string   `xml:"xmlns,attr"`
		Lang    string   `xml:"xml:lang,attr"`
		ID      string   `xml:"id"`
		Title   string   `xml:"title"`
		Updated string   `xml:"updated"`
		Author  author   `xml:"author"`
		Links   []link   `xml:"link"`
		Entries []entry  `xml:"entry"`
	}
	f := feed{
		NS:      "http://www.w3.org/2005/Atom",
		Lang:    lang,
		ID:      baseURL + "changes.atom",
		Title:   l.t("changes.title", "Title", p.Site.Title[lang]).Plain(),
		Updated: views[0].Updated,
		Author:  author{Name: p.Operator.Name, URI: baseURL, Email: string(p.Contact.Email)},
		Links:   []link{{Rel: "self", Type: "application/atom+xml", Href: baseURL + "changes.atom"}},
	}
	for _, other := range p.Site.Languages {
		f.Links = append(f.Links, link{Rel: "alternate", Type: "text/html", Hreflang: other, Href: baseURL + other + "/changes.html"})
	}
	for _, v := range views {
		e := entry{
			ID:      v.ID,
			Title:   v.Title.Plain(),
			Updated: v.Updated,
			Links:   []link{{Rel: "alternate", Type: "text/html", Href: baseURL + lang + "/changes.html#" + v.Anchor}},
		}
		var body strings.Builder
		if v.First {
			body.WriteString("<p>" + template.HTMLEscapeString(v.Earliest) + "</p>")
		}
		for _, g := range v.Groups {
			e.Categories = append(e.Categories, category{Term: string(g.Class), Label: g.Heading})
			body.WriteString("<h3>" + template.HTMLEscapeString(g.Heading) + "</h3><ul>")
			for _, s := range g.Sentences {
				body.WriteString("<li>" + template.HTMLEscapeString(s.Plain()) + "</li>")
			}
			body.WriteString("</ul>")
		}
		e.Content = content{Type: "html", Body: body.String()}
		f.Entries = append(f.Entries, e)
	}
	out, err := xml.MarshalIndent(f, "", "  ")
	if err != nil { // not for these types (strings, structs of strings); reported all the same
		*problems = append(*problems, "changes.atom: "+err.Error())
	}
	return append([]byte(xml.Header), append(out, '\n')...)
}

// FromHistory reports whether the output file name (slash-separated, relative to the output
// folder) is built from the history of policy.toml: a language's page of changes
// (LANG/changes.html, LANG/changes.md) or changes.atom. Without the whole history a build lists
// the current version alone in them, so check leaves them alone there (check_cmd.go).
func FromHistory(name string) bool {
	if name == "changes.atom" {
		return true
	}
	dir, base := path.Split(name)
	return dir != "" && !strings.Contains(dir[:len(dir)-1], "/") && (base == "changes.html" || base == "changes.md")
}
