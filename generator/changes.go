package generator

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/binary"
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
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// Version is one committed version of policy.toml, as the command read it from the site's git
// history: the revision (for the build's notes only; no page names it) and the file's bytes.
type Version struct {
	Rev  string
	Data []byte
	// Committed is when the commit was made (its committer's time), the earliest day the version
	// can have been published; zero where it is not known.
	Committed time.Time
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
	// views are the entry as each language of the build states it (historyViews), when the
	// version cache held them; key is the entry's key in the cache (pairCache.key).
	views []ChangeView
	key   string
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
// snapshot, the SHA-256 of its FullJSON and its date of last change, or why it does not load. A
// version read from a VersionCache holds its FullJSON (full) until snapshot decodes it: a build
// whose entries the cache also holds (pairCache) never needs it.
type loadedVersion struct {
	s *policy.Snapshot
	// cache holds the version's FullJSON (jsonKey of hash) when s is nil: a version read from the
	// cache is decoded only if the page of changes needs it (snapshot).
	cache VersionCache
	// data and name are the version's bytes and its name in problems, to load it again should
	// its FullJSON not be in the cache or not decode (snapshot).
	data []byte
	name string
	// hash is the SHA-256 of the version's FullJSON, in hexadecimal.
	hash string
	date policy.Date
	note string // why the version does not load: its first problem, named by REV:policy.toml
	file string // the policy's name in the site, for the note of a version that does not load
	err  error
	rev  string // the commit's short hash
	// committed is when the commit was made (Version.Committed).
	committed time.Time
}

// snapshot is the version's snapshot, decoded at the first call from the FullJSON the
// VersionCache keeps (its entry jsonKey(l.hash), whose checksum is that hash). An entry that
// passed its checksum was written by this build of sitegen and decodes; where there is none, or
// it does not decode, the version is loaded from its bytes again, and its FullJSON put again.
func (l *loadedVersion) snapshot() (*policy.Snapshot, error) {
	if l.s != nil || l.err != nil {
		return l.s, l.err
	}
	if l.cache != nil {
		if full, ok := openJSONEntry(l.cache.Get(jsonKey(l.hash)), l.hash); ok {
			if l.s, l.err = policy.SnapshotOfJSON(full); l.err == nil {
				return l.s, nil
			}
		}
	}
	q, err := policy.Parse(l.data, l.name)
	if err != nil {
		l.err = fmt.Errorf("%s: the version cache says it loads, and it does not: %v", l.name, err)
		return nil, l.err
	}
	if l.s, l.err = policy.NewSnapshot(q); l.err != nil {
		return nil, l.err
	}
	if sum := sha256.Sum256(l.s.JSON); hex.EncodeToString(sum[:]) != l.hash {
		l.s, l.err = nil, fmt.Errorf("%s: the version cache says it encodes with SHA-256 %s, and it encodes with another", l.name, l.hash)
		return nil, l.err
	}
	if l.cache != nil {
		l.cache.Put(jsonKey(l.hash), sealEntry(jsonMagic, l.s.JSON))
	}
	return l.s, nil
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
// Keys are the SHA-256 of a version's bytes, in lowercase hexadecimal, or of what an entry of the
// page of changes depends on (pairCache: that entry, stated, beside the versions); an entry is
// what loadVersions or historyViews gave Put, and is read back only when it is whole and names
// its key (it carries its own checksum): Get may return anything, or nil, and a wrong entry is
// loaded or stated again and put again. An entry depends on the build of sitegen that wrote it (its parser, checks and
// encoding): the cache must keep one build's entries apart from another's (the command's cache,
// versioncache.go, keys its folder by the executable's Go build ID). A cache never changes what
// is built (TestVersionCacheSameBuild).
type VersionCache interface {
	Get(key string) []byte
	Put(key string, entry []byte)
}

// entryMagic begins every entry of a version in a VersionCache: the format, and its version.
const entryMagic = "sitegen version cache 3\n"

// jsonMagic begins every entry that holds a version's FullJSON, as it was encoded (encoding/json
// would compact it, and the entries' ids are hashes of its bytes). Its checksum (sealEntry) is
// the SHA-256 of the FullJSON, and its key is jsonKey of that. It is kept apart from the version's
// entry so that a build whose page of changes is cached reads and checks neither (about 30 KB a
// version of civic-ingestor): only the versions' small entries, and the page's.
const jsonMagic = "sitegen version json 3\n"

// jsonKey is the key of the entry that holds the FullJSON whose SHA-256 is hash (hexadecimal).
func jsonKey(hash string) string { return "j" + hash }

// openJSONEntry is the FullJSON in entry, a jsonMagic entry whose checksum is hash; ok is false
// for anything else.
func openJSONEntry(entry []byte, hash string) (full []byte, ok bool) {
	full, ok = openEntry(jsonMagic, entry)
	if !ok || string(entry[len(jsonMagic):len(jsonMagic)+64]) != hash {
		return nil, false
	}
	return full, true
}

// isHash reports whether s is a SHA-256 in lowercase hexadecimal, as hex.EncodeToString writes it.
func isHash(s string) bool {
	if len(s) != 2*sha256.Size {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// versionEntry is the line of JSON that follows the header of a version's entry.
type versionEntry struct {
	// Key is the entry's key (the SHA-256 of the version's bytes).
	Key string `json:"key"`
	// Loaded says that the version loaded: Hash names the entry of its FullJSON (jsonKey).
	Loaded bool `json:"loaded,omitempty"`
	// Hash is the loaded version's hash: the SHA-256 of its FullJSON, in hexadecimal.
	Hash string `json:"hash,omitempty"`
	// Date is the loaded version's site.last_changed, which the page of changes reads without
	// decoding the FullJSON when the cache holds the entries too (pairCache).
	Date string `json:"date,omitempty"`
	// Problems are the errors (not the warnings) that stopped it from loading, otherwise; InFile
	// marks those placed in the file, whose File is the version's name in this build.
	Problems []cachedProblem `json:"problems,omitempty"`
}

type cachedProblem struct {
	policy.Problem
	InFile bool `json:"in_file,omitempty"`
}

// encodeEntry is the entry for a version of key: entryMagic, the SHA-256 of the rest in
// hexadecimal and a newline, then versionEntry as one line of JSON. The FullJSON of a version
// that loaded is an entry of its own (jsonMagic, jsonKey). ok is false for what is not kept: a
// version whose error is not a list of problems, or whose encoding fails.
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
		e.Loaded, e.Date, e.Hash = true, l.date.String(), l.hash
	}
	line, jerr := json.Marshal(e)
	if jerr != nil {
		return nil, false
	}
	return sealEntry(entryMagic, append(line, '\n')), true
}

// sealEntry is an entry of a VersionCache: magic, the SHA-256 of body in hexadecimal and a
// newline, then body.
func sealEntry(magic string, body []byte) []byte {
	sum := sha256.Sum256(body)
	out := make([]byte, 0, len(magic)+65+len(body))
	out = append(out, magic...)
	out = hex.AppendEncode(out, sum[:])
	out = append(out, '\n')
	return append(out, body...)
}

// openEntry is the body of an entry sealEntry made with magic; ok is false when the entry is of
// another format or not whole (its checksum fails).
func openEntry(magic string, entry []byte) (body []byte, ok bool) {
	rest, found := bytes.CutPrefix(entry, []byte(magic))
	if !found || len(rest) < 65 || rest[64] != '\n' {
		return nil, false
	}
	body = rest[65:]
	sum := sha256.Sum256(body)
	var want [sha256.Size]byte
	if n, err := hex.Decode(want[:], rest[:64]); err != nil || n != len(want) || want != sum {
		return nil, false
	}
	return body, true
}

// decodeEntry reads an entry of key back: the version's hash and date (its FullJSON is read from
// cache when the page of changes needs it: loadedVersion.snapshot), or its problems (placed in
// name). ok is false for an entry that is not whole, not of this format, or of another key.
func decodeEntry(entry []byte, key, name string, cache VersionCache) (l loadedVersion, problems policy.Problems, ok bool) {
	body, ok := openEntry(entryMagic, entry)
	if !ok {
		return l, nil, false
	}
	line, rest, found := bytes.Cut(body, []byte{'\n'})
	var e versionEntry
	if !found || len(rest) > 0 || json.Unmarshal(line, &e) != nil || e.Key != key || e.Loaded == (e.Problems != nil) || e.Loaded != (e.Hash != "") {
		return l, nil, false
	}
	if e.Loaded {
		date, err := policy.ParseDate(e.Date)
		if err != nil || date.String() != e.Date || !isHash(e.Hash) {
			return l, nil, false
		}
		return loadedVersion{cache: cache, hash: e.Hash, date: date}, nil, true
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
				if *l, ps, cached = decodeEntry(entry, key, name, cache); cached && ps != nil {
					err = ps
				}
				l.data, l.name = v.Data, name
			}
		}
		if !cached {
			var q *policy.Policy
			if q, err = policy.Parse(v.Data, name); err == nil {
				*l = snapshotOf(q, nil)
			}
			if cache != nil {
				if entry, ok := encodeEntry(key, name, *l, err); ok {
					if err == nil {
						cache.Put(jsonKey(l.hash), sealEntry(jsonMagic, l.s.JSON))
					}
					cache.Put(key, entry)
				}
			}
		}
		if err != nil {
			*l = loadedVersion{note: firstError(err), file: file}
		}
		l.rev, l.committed = shortRev(v.Rev), v.Committed
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

// refusedNotes is the note on the versions of the history that do not load (oldest first):
// one note, whatever their number, so that a build in a repository whose history holds many
// versions that a later sitegen refuses does not repeat a paragraph for each, on every build
// (new-user trial 15, finding 8). It names every commit and gives the problem of the newest,
// the one whose changes the next version's entry holds.
func refusedNotes(refused []*loadedVersion) []string {
	if len(refused) == 0 {
		return nil
	}
	last := refused[len(refused)-1]
	if len(refused) == 1 {
		return []string{fmt.Sprintf("%s: the version of commit %s does not load with this sitegen (%s); its changes are listed with those of the next version that loads", last.file, last.rev, last.note)}
	}
	revs := make([]string, len(refused))
	for i, l := range refused {
		revs[i] = l.rev
	}
	return []string{fmt.Sprintf("%s: %d versions in its history do not load with this sitegen (commits %s); the changes of each are listed with those of the next version that loads. The newest of them, %s, does not load because: %s", last.file, len(refused), strings.Join(revs, ", "), last.rev, last.note)}
}

// snapshotOf is the version of q, from full (q.FullJSON), or encoded here when full is nil.
func snapshotOf(q *policy.Policy, full []byte) loadedVersion {
	l := loadedVersion{date: q.Site.LastChanged}
	if full != nil {
		l.s, l.err = policy.SnapshotOfFull(q, full)
	} else {
		l.s, l.err = policy.NewSnapshot(q)
	}
	if l.err == nil {
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
	return entriesOf(p, nil, loadVersions(history, file, nil), nil, nil)
}

// entriesOf is changeEntries of versions loaded (loadVersions). With pairs, an entry the cache
// holds comes with its views (changeEntry.views) and without Old, New and Changes, a version
// that changes nothing is known without a diff, and neither decodes a cached version; the
// entries computed are keyed (changeEntry.key) for historyViews to keep. Without pairs, every
// entry has its policies and changes; so does, with pairs, an entry dated where fresh reports
// true (a change announced ahead, which the page states with its policies: aheadSection).
func entriesOf(p *policy.Policy, full []byte, loaded []loadedVersion, pairs *pairCache, fresh func(policy.Date) bool) ([]changeEntry, []string, error) {
	var versions, refused []*loadedVersion
	all := append(slices.Clip(loaded), snapshotOf(p, full))
	for i := range all {
		switch l := &all[i]; {
		case l.err != nil:
			return nil, nil, l.err
		case l.note != "":
			refused = append(refused, l)
		default:
			versions = append(versions, l)
		}
	}
	notes := refusedNotes(refused)

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
	first := changeEntry{Date: prev.date, First: true}
	if pairs == nil {
		s, err := prev.snapshot()
		if err != nil {
			return nil, nil, err
		}
		first.New = s.Policy
	}
	add("", prev.hash, first)
	for _, v := range versions[1:] {
		if v.hash == prev.hash {
			continue
		}
		e := changeEntry{Date: v.date}
		if pairs != nil {
			e.key = pairs.key(prev.hash, v.hash)
			if views, unchanged, ok := pairs.get(e.key); ok && (fresh == nil || !fresh(v.date)) {
				if !unchanged {
					e.views = views
					add(prev.hash, v.hash, e)
					prev = v
				}
				continue
			}
		}
		old, err := prev.snapshot()
		if err != nil {
			return nil, nil, err
		}
		cur, err := v.snapshot()
		if err != nil {
			return nil, nil, err
		}
		changes := policy.DiffSnapshots(old, cur)
		changes = slices.DeleteFunc(changes, notForWebmasters)
		if len(changes) == 0 {
			// comments, layout, the date or the title's grammar alone: nothing a webmaster reads
			// changed
			if pairs != nil {
				pairs.put(e.key, nil, true)
			}
			continue
		}
		e.Old, e.New, e.Changes = old.Policy, cur.Policy, changes
		add(prev.hash, v.hash, e)
		prev = v
	}
	slices.Reverse(entries)
	return entries, notes, nil
}

// notForWebmasters reports a change that the page of changes and the feed leave out: the date
// of last change (every entry is headed by it) and site.title_plural, which only tells sitegen
// the grammatical number of the title in a language (issue 12: a webmaster's page said "Added: a
// language in which the title of the policy page is a plural"). sitegen diff still lists both.
func notForWebmasters(c policy.Change) bool {
	return c.Pointer == "/site/last_changed" || c.Pointer == "/site/title_plural" || strings.HasPrefix(c.Pointer, "/site/title_plural/")
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
	// Title names the entry: its date (a value at /site/last_changed of the entry's version), its
	// number among the entries of that date where there are several (the oldest is 1), and the
	// class that weighs most (changes.title_class), so that a feed reader, which lists titles
	// only, tells the entries apart (review 6: en 3, de 13, fr 16, pl 20). Updated is the date
	// in RFC 3339, UTC: the day's start, plus one second for each earlier entry of the same date,
	// so that readers that order by updated keep the history's order (entryUpdated).
	Title   Text
	Updated string
	// titleClass is the key of the title's class (changes.title_class.<key>), kept with the
	// entry in the cache: the title's number depends on the other entries of the date.
	titleClass string
	// Ahead, set where the entry's date is after the day of the build, says that the change
	// takes effect on that date and that the version before it applies until then.
	Ahead Text
	// AheadGroups, set with Ahead, are Groups said for the page of the policy before the entry's
	// date: each value with the words "until then" and "from then on" (the localizer's variant
	// "_ahead" of the messages of a change), not "previously" and "now". date is the entry's date.
	AheadGroups []ChangeGroup
	date        policy.Date
	// First marks the earliest recorded version, which Earliest describes.
	First    bool
	Earliest string
	Groups   []ChangeGroup
}

// ChangeGroup is an entry's changes of one group (groupOrder: a class, or the changes of a class
// about the use of the data collected) under the group's heading; Class is the class: each
// said by sitegen diff's sentence, its values carrying their JSON Pointers in the policy.json of
// the version they come from (ReviewItem.Said), rendered.
type ChangeGroup struct {
	Class     policy.Class
	Heading   string
	Sentences []Text
	// pointers are, for each of Sentences, the JSON Pointer of the value it changes or adds in
	// the entry's new version (none for a removal or an unpublished value): where that version is
	// the page's, its announcement of the change states that value (aheadSection).
	pointers []string
}

// historyViews states the history (entriesOf) in each of langs with the messages of msgs (the
// site's, as its pages have them): views[i] are the entries, newest first, in langs[i]. With a
// cache, an entry stated before in the same languages with the same messages is read back
// (pairCache), and one stated now is kept, unless stating it found a problem.
//
// ahead reports whether a date is after the day of the build: an entry so dated is a change
// announced ahead, whose title says "in effect from" its date and whose note says that the
// version before it applies until then (the cache keeps the entry without either, as a later
// build states it as in effect).
func historyViews(p *policy.Policy, full []byte, loaded []loadedVersion, msgs *Messages, langs []string, cache VersionCache, ahead func(policy.Date) bool, problems *[]string) ([][]ChangeView, []string, error) {
	var pairs *pairCache
	if cache != nil && msgs.digest != "" {
		pairs = &pairCache{cache: cache, prefix: "sitegen change entry\n" + msgs.digest + "\n" + strings.Join(langs, ",") + "\n", langs: len(langs)}
	}
	entries, notes, err := entriesOf(p, full, loaded, pairs, ahead)
	if err != nil {
		return nil, nil, err
	}
	locs := make([]*localizer, len(langs))
	for i, lang := range langs {
		locs[i] = newLocalizer(msgs, lang, problems)
	}
	views := make([][]ChangeView, len(langs))
	seconds, numbers, shared := sameDate(entries)
	for k, e := range entries {
		stated := e.views
		if stated == nil {
			before := len(*problems)
			stated = make([]ChangeView, len(langs))
			whole := true
			for i, lang := range langs {
				var ok bool
				if stated[i], ok = entryView(e, msgs, lang, locs[i], problems); !ok {
					whole = false
				}
			}
			if !whole {
				continue // a problem stops the build
			}
			if pairs != nil && e.key != "" && len(*problems) == before {
				pairs.put(e.key, stated, false)
			}
		}
		for i := range langs {
			v := stated[i]
			v.Anchor, v.ID, v.First, v.Updated, v.date = e.Anchor, e.ID, e.First, entryUpdated(e.Date, seconds[k]), e.Date
			later := !e.First && ahead != nil && ahead(e.Date)
			if !e.First && (shared[e.Date.String()] > 1 || later) {
				// Several entries of one date: each with its number, which the entries before
				// it give (the cache keeps the title without it). A change announced ahead is
				// in effect from its date, not on it.
				l := locs[i]
				date := (&builder{l: l, lang: langs[i]}).date(e.Date, "/site/last_changed")
				class := l.t(l.classID("changes.title_class", v.titleClass))
				switch {
				case later && shared[e.Date.String()] > 1:
					v.Title = l.t("changes.entry_title_numbered_ahead", "Date", date, "N", count(numbers[k], ""), "Class", class).rendered()
				case later:
					v.Title = l.t("changes.entry_title_ahead", "Date", date, "Class", class).rendered()
				default:
					v.Title = l.t("changes.entry_title_numbered", "Date", date, "N", count(numbers[k], ""), "Class", class).rendered()
				}
				if later {
					v.Ahead = l.t("changes.ahead", "Date", date).rendered()
					// Said again for the page, with the value until then and from then on.
					la := newLocalizer(msgs, langs[i], problems)
					la.variant = "_ahead"
					if av, ok := entryView(e, msgs, langs[i], la, problems); ok {
						v.AheadGroups = av.Groups
					}
				}
			}
			views[i] = append(views[i], v)
		}
	}
	return views, notes, nil
}

// entryView states the entry e in lang with the localizer l of msgs: its title, and each change
// by the sentence sitegen diff gives it, grouped by class in the review's order (what needs
// sign-off first). ok is false when the review failed (its problems are added to problems).
// Anchor, ID, First and Updated are left to the caller.
func entryView(e changeEntry, msgs *Messages, lang string, l *localizer, problems *[]string) (v ChangeView, ok bool) {
	b := builder{p: e.New, l: l, lang: lang}
	date := b.date(e.Date, "/site/last_changed")
	if e.First {
		v.Title = l.t("changes.first_title", "Date", date).rendered()
		v.Earliest = l.s("changes.earliest")
		return v, true
	}
	review, err := newReview(e.Old, e.New, e.Changes, msgs, lang, nil, l, true)
	if err != nil {
		*problems = append(*problems, err.Error())
		return v, false
	}
	v.titleClass = titleClass(review.Changes)
	if v.titleClass == string(policy.ClassIdentity) {
		v.titleClass = classKey(policy.ClassIdentity, e.New)
	}
	if v.titleClass == string(policy.ClassWording) && slices.ContainsFunc(review.Changes, func(it ReviewItem) bool {
		tag := textLanguage(it, e)
		return it.meaningMayChange && (tag == "" || tag == lang)
	}) {
		// A text reworded on this page whose new words may say something new, as its sentence
		// says: "wording (the meaning may differ)", not "wording only", which a reader who skims
		// the titles takes at its word (English review 29, F1). A text reworded in another
		// language alone is left to that language's page, and so is its title.
		v.titleClass = "wording_text"
	}
	others := otherLanguages(review.Changes, e, lang)
	if v.titleClass == string(policy.ClassWording) && len(others) > 0 && !slices.ContainsFunc(review.Changes, func(it ReviewItem) bool {
		tag := textLanguage(it, e)
		return tag == "" || tag == lang
	}) {
		// Every text reworded is in another language, whose page lists it: this page's text has
		// not changed, and the title says so, not "wording only", which read as a correction of
		// this page's own text (Polish review 36, F7).
		v.titleClass = "wording_other_language"
		if len(others) > 1 {
			v.titleClass = "wording_other_languages"
		}
	}
	v.Title = l.t("changes.entry_title", "Date", date, "Class", l.t(l.classID("changes.title_class", v.titleClass))).rendered()
	for _, key := range groupOrder {
		c := groupClass(key)
		g := ChangeGroup{Class: c}
		var items []ReviewItem
		for _, it := range review.Changes {
			if tag := textLanguage(it, e); changeGroup(it.Class, it.DataUse) == key && (tag == "" || tag == lang) {
				g.Sentences = append(g.Sentences, it.Said.rendered())
				ptr := it.Pointer
				if it.Kind == string(policy.Removed) || it.Parts != nil || slices.Contains(e.New.Unpublished, ptr) {
					ptr = ""
				}
				g.pointers = append(g.pointers, ptr)
				items = append(items, it)
			}
		}
		g.Heading = l.s(l.classID("changes.class", groupHeadingKey(key, items, e.New)))
		if key == string(policy.ClassWording) && len(others) > 0 {
			g.Sentences = append(g.Sentences, b.otherLanguagesSentence(others, e).rendered())
			g.pointers = append(g.pointers, "")
		}
		if len(g.Sentences) > 0 {
			v.Groups = append(v.Groups, g)
		}
	}
	return v, true
}

// textLanguage is the language of a change that only rewords one language's text of a label
// (its pointer ends in one of the site's language tags, as /jobs/NAME/label/fr does), or "" for
// any other change.
func textLanguage(it ReviewItem, e changeEntry) string {
	if it.Class != policy.ClassWording {
		return ""
	}
	tag := it.Pointer[strings.LastIndex(it.Pointer, "/")+1:]
	if slices.Contains(e.New.Site.Languages, tag) || slices.Contains(e.Old.Site.Languages, tag) {
		return tag
	}
	return ""
}

// otherLanguages lists the languages other than lang whose texts alone were reworded, in the
// site's order: a page of changes leaves those changes to the pages in their languages, where a
// reader can judge them, and names the languages in one sentence (review 6, de 14: a German
// webmaster's page was full of changes to the French and Polish wording).
func otherLanguages(items []ReviewItem, e changeEntry, lang string) []string {
	var out []string
	for _, tag := range e.New.Site.Languages {
		for _, it := range items {
			if tag != lang && textLanguage(it, e) == tag {
				out = append(out, tag)
				break
			}
		}
	}
	for _, it := range items { // a language the new version no longer has
		if tag := textLanguage(it, e); tag != lang && tag != "" && !slices.Contains(out, tag) {
			out = append(out, tag)
		}
	}
	return out
}

// otherLanguagesSentence is the sentence that names the languages, each with its place in
// site.languages of the new version (or of the old one, for a language dropped): as the versions
// of the text in them (changes.other_versions, each by diff.language.of_TAG: de "Änderungen am
// Wortlaut der englischen und der polnischen Fassung …", pl "Zmieniono brzmienie wersji
// niemieckiej i angielskiej …", where "(Englisch und Polnisch)" and "(języki: niemiecki i
// angielski)" named bare languages beside "(deutsche Fassung)"; German review 22, C1, Polish
// review 22, N16); where a language has no such form, by their names in the page's language
// (CLDR, through golang.org/x/text/language/display; changes.other_languages).
func (b *builder) otherLanguagesSentence(tags []string, e changeEntry) Text {
	names := make([]Text, len(tags))
	versions := make([]Text, len(tags))
	allVersions := true
	for i, tag := range tags {
		name := tag
		if t, err := language.Parse(tag); err == nil {
			if rt, err := language.Parse(b.lang); err == nil {
				name = display.Tags(rt).Name(t)
			}
		}
		ptr := ""
		if at := slices.Index(e.New.Site.Languages, tag); at >= 0 {
			ptr = pointer("site", "languages", at)
		} else if at := slices.Index(e.Old.Site.Languages, tag); at >= 0 {
			ptr = pointer("site", "languages", at)
		}
		names[i] = plain(name).withPointer(ptr)
		if _, ok := b.l.messages.Message(b.lang, "diff.language.of_"+tag); ok {
			versions[i] = b.l.t("diff.language.of_" + tag).withPointer(ptr)
		} else {
			allVersions = false
		}
	}
	if allVersions {
		return b.l.n("changes.other_versions", count(len(tags), ""), "Versions", b.list(versions, "and"))
	}
	return b.l.n("changes.other_languages", count(len(tags), ""), "Languages", b.list(names, "and"))
}

// pairCache keeps the entries of the page of changes in a VersionCache, beside the versions: for
// two versions in a row (by the SHA-256 of their FullJSON), whether the later one changes
// anything a webmaster reads, and if it does, the entry as each language of the build states it
// (its title and sentences, rendered). An entry depends on the two versions alone, on the
// messages (Messages.digest) and the languages (prefix) and on the build of sitegen (which keeps
// the cache apart). A build whose committed versions the cache holds then neither decodes nor
// diffs nor states them: the cost of a long history is that of reading these entries back.
// The Atom ids and anchors, which count the entries that made the same change, are computed at
// every build (entriesOf).
type pairCache struct {
	cache  VersionCache
	prefix string
	langs  int
}

// pairMagic begins every entry of a pairCache: the format, and its version.
const pairMagic = "sitegen change cache 2\n"

func (c *pairCache) key(prevHash, hash string) string {
	sum := sha256.Sum256([]byte(c.prefix + prevHash + "\n" + hash))
	return hex.EncodeToString(sum[:])
}

// A pairCache entry's body (after pairMagic and the checksum, sealEntry) is its key and a newline,
// then, in a compact form of its own (pairWriter: numbers as unsigned varints, strings as their
// length and bytes): 0 for a later version that changes nothing, or 1, the number of languages,
// and for each the entry's title, its title's class (ChangeView.titleClass) and its groups (class, heading, sentences). A Text is its Pointer,
// HTML, Markdown and segments; a Segment is a byte of flags (Code, children there, a link), its
// Text, Pointer, Href when a link, and its children when there, however many (nil and empty
// differ to Plain). Every field is kept: a site's own template may print any. encoding/json took
// ten times as long to read it back, by reflection, as this form takes (BenchmarkPairCache).
type pairWriter struct{ b []byte }

func (w *pairWriter) num(n int)    { w.b = binary.AppendUvarint(w.b, uint64(n)) }
func (w *pairWriter) str(s string) { w.num(len(s)); w.b = append(w.b, s...) }
func (w *pairWriter) text(t Text) {
	w.str(t.Pointer)
	w.str(string(t.HTML))
	w.str(t.Markdown)
	w.segments(t.Segments)
}
func (w *pairWriter) segments(segs []Segment) {
	w.num(len(segs))
	for _, s := range segs {
		var flags byte
		if s.Code {
			flags |= 1
		}
		if s.Children != nil {
			flags |= 2
		}
		if s.Href != "" {
			flags |= 4
		}
		w.b = append(w.b, flags)
		w.str(s.Text)
		w.str(s.Pointer)
		if s.Href != "" {
			w.str(s.Href)
		}
		if s.Children != nil {
			w.segments(s.Children)
		}
	}
}

// pairReader reads what pairWriter wrote, from the body as one string, so that each string read
// is a part of it, not a copy; a body cut short, or with a count larger than what is left of it,
// sets bad, and what is read from then on is empty.
type pairReader struct {
	s   string
	bad bool
}

func (r *pairReader) num() int {
	var n uint64
	for i := 0; i < len(r.s) && i < binary.MaxVarintLen64; i++ {
		c := r.s[i]
		n |= uint64(c&0x7f) << (7 * i)
		if c < 0x80 {
			if n > uint64(len(r.s)) {
				break
			}
			r.s = r.s[i+1:]
			return int(n)
		}
	}
	r.bad, r.s = true, ""
	return 0
}

func (r *pairReader) str() string {
	n := r.num()
	if n > len(r.s) {
		r.bad, r.s = true, ""
		return ""
	}
	s := r.s[:n]
	r.s = r.s[n:]
	return s
}

func (r *pairReader) byte() byte {
	if len(r.s) == 0 {
		r.bad = true
		return 0
	}
	c := r.s[0]
	r.s = r.s[1:]
	return c
}

func (r *pairReader) text() Text {
	t := Text{Pointer: r.str(), HTML: template.HTML(r.str()), Markdown: r.str()}
	t.Segments = r.segments(false)
	return t
}

// segments reads a list of segments; group gives an empty list, not nil, for none.
func (r *pairReader) segments(group bool) []Segment {
	n := r.num()
	if n == 0 || r.bad {
		if group {
			return []Segment{}
		}
		return nil
	}
	out := make([]Segment, n)
	for i := range out {
		flags := r.byte()
		s := Segment{Code: flags&1 != 0, Text: r.str(), Pointer: r.str()}
		if flags&4 != 0 {
			s.Href = r.str()
		}
		if flags&2 != 0 {
			s.Children = r.segments(true)
		}
		if r.bad || flags > 7 {
			r.bad = true
			return nil
		}
		out[i] = s
	}
	return out
}

// get reads the entry of key: the entry in each language, or unchanged; ok is false when the
// cache holds no whole entry of key for as many languages.
func (c *pairCache) get(key string) (views []ChangeView, unchanged, ok bool) {
	body, ok := openEntry(pairMagic, c.cache.Get(key))
	if !ok {
		return nil, false, false
	}
	rest, found := bytes.CutPrefix(body, []byte(key+"\n"))
	if !found || len(rest) == 0 {
		return nil, false, false
	}
	r := pairReader{s: string(rest[1:])}
	switch rest[0] {
	case 0:
		return nil, true, len(r.s) == 0
	case 1:
	default:
		return nil, false, false
	}
	if r.num() != c.langs {
		return nil, false, false
	}
	views = make([]ChangeView, c.langs)
	for i := range views {
		v := ChangeView{Title: r.text(), titleClass: r.str()}
		groups := r.num()
		for range groups {
			g := ChangeGroup{Class: policy.Class(r.str()), Heading: r.str()}
			g.Sentences = make([]Text, r.num())
			for j := range g.Sentences {
				g.Sentences[j] = r.text()
			}
			v.Groups = append(v.Groups, g)
			if r.bad {
				return nil, false, false
			}
		}
		views[i] = v
	}
	if r.bad || len(r.s) != 0 {
		return nil, false, false
	}
	return views, false, true
}

// put keeps the entry of key: views in each language, or unchanged.
func (c *pairCache) put(key string, views []ChangeView, unchanged bool) {
	w := pairWriter{b: append([]byte(key), '\n')}
	if unchanged {
		w.b = append(w.b, 0)
	} else {
		w.b = append(w.b, 1)
		w.num(len(views))
		for _, v := range views {
			w.text(v.Title)
			w.str(v.titleClass)
			w.num(len(v.Groups))
			for _, g := range v.Groups {
				w.str(string(g.Class))
				w.str(g.Heading)
				w.num(len(g.Sentences))
				for _, t := range g.Sentences {
					w.text(t)
				}
			}
		}
	}
	c.cache.Put(key, sealEntry(pairMagic, w.b))
}

// sameDate numbers the entries (newest first) within their date, oldest first: seconds counts
// every entry of the date before it (the earliest recorded version included), numbers the
// entries with changes only (from 1), and shared says how many entries with changes each date
// has. Entries keep their numbers as later ones are added.
func sameDate(entries []changeEntry) (seconds, numbers []int, shared map[string]int) {
	seconds, numbers = make([]int, len(entries)), make([]int, len(entries))
	all, changed := map[string]int{}, map[string]int{}
	for i := len(entries) - 1; i >= 0; i-- {
		d := entries[i].Date.String()
		seconds[i] = all[d]
		all[d]++
		if !entries[i].First {
			changed[d]++
			numbers[i] = changed[d]
		}
	}
	return seconds, numbers, changed
}

// entryUpdated is an entry's Atom updated (RFC 4287 §3.3, RFC 3339): its date's start in UTC, n
// seconds later for the entry that n earlier entries of the same date precede. The policy gives
// a date, not a time, and nothing comes from the clock: the seconds only order the entries of a
// day, as readers that sort by updated show them.
func entryUpdated(d policy.Date, n int) string {
	return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, n, 0, time.UTC).Format(time.RFC3339)
}

// classID is the message of the class key in the table prefix (changes.class, changes.title_class,
// diff.class, diff.class_heading, diff.class_tag): for "looser", the table's "maybe_less_polite"
// where the language has it, which names the class as what it is, a change that may make the
// crawler less polite (issue 12: German 'ohne belegten Vorteil für Websites' read wrong).
func (l *localizer) classID(prefix, key string) string {
	if key == string(policy.ClassLooser) {
		if _, ok := l.messages.Message(l.lang, prefix+".maybe_less_polite"); ok {
			return prefix + ".maybe_less_polite"
		}
	}
	return prefix + "." + key
}

// classKey is the key of class c's heading (changes.class.<key>, diff.class_heading.<key>) for
// the policy p: the identity class in the plural on a page of several crawlers, "how the crawlers
// are recognised" (review 8: en 20).
func classKey(c policy.Class, p *policy.Policy) string {
	if c == policy.ClassIdentity && p != nil && len(p.Agents) > 1 {
		return "identity_agents"
	}
	return string(c)
}

// groupHeadingKey is the key of the heading of group g (changes.class.<key>) over its items: the
// looser group's heading says what its sentences say, "less_polite" where each makes the crawler
// less polite for certain, "possibly_less_polite" where none does, and "Less polite, or possibly
// so" (looser) where they are mixed (English review 24, S7: 'Less polite, or possibly less
// polite' above entries that all said 'This change makes the crawler less polite').
func groupHeadingKey(g string, items []ReviewItem, p *policy.Policy) string {
	if g != string(policy.ClassLooser) || len(items) == 0 {
		return classKey(policy.Class(g), p)
	}
	certain := 0
	for _, it := range items {
		if it.LessPolite {
			certain++
		}
	}
	switch certain {
	case len(items):
		return "less_polite"
	case 0:
		return "possibly_less_polite"
	}
	return g
}

// titleClass is the class of an entry's changes that weighs most, as the title names it
// (changes.title_class.<name>): the first group in the review's order (groupOrder: data_use_looser
// where the only looser changes are about the use of the data collected), and "less_polite" where
// a looser change makes the crawler less polite for certain, as its sentence says (ReviewItem's
// LessPolite: not for a sentence gone from the page, of which the entry says that the crawler may
// be less polite; review15-fr, MUST 25).
func titleClass(changes []ReviewItem) string {
	for _, g := range groupOrder {
		found := false
		for _, it := range changes {
			if changeGroup(it.Class, it.DataUse) != g {
				continue
			}
			found = true
			if it.Class == policy.ClassLooser && it.LessPolite {
				return "less_polite"
			}
		}
		if found {
			return g
		}
	}
	return string(policy.ClassNeutral)
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
		FeedTitle:      feedTitle(l, p),
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
		if !v.Ahead.IsZero() {
			body.WriteString("<p>" + template.HTMLEscapeString(v.Ahead.Plain()) + "</p>")
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

// dateUnchanged is the warning, at site.last_changed, where policy.toml (p, whose FullJSON is
// full) states something other than its last committed version (the newest of versions, which
// loads) but site.last_changed is that version's: the pages, ips.json and the page of changes
// would date the new values by the old date (new-user trial 12, finding 24; diff says so of a
// commit, check and build of the file being edited). Nil where there is no history, the last
// version does not load, nothing changed but comments or layout (the same FullJSON), or the date
// changed. With strict the problem is an error.
func dateUnchanged(p *policy.Policy, full []byte, versions []loadedVersion, file string, strict bool) *policy.Problem {
	if len(versions) == 0 {
		return nil
	}
	last := versions[len(versions)-1]
	if last.note != "" || last.hash == "" || !p.Site.LastChanged.Equal(last.date.Time) {
		return nil
	}
	if cur := snapshotOf(p, full); cur.err != nil || cur.hash == last.hash {
		return nil
	}
	pr := p.ProblemAt("site.last_changed", fmt.Sprintf("policy.toml changed since its last commit (%s), but site.last_changed is still %s: the pages, ips.json and the page of changes would date the new values by it (write the date of this change)", last.rev, p.Site.LastChanged))
	pr.File = file
	pr.Warning = !strict
	return &pr
}

// noticeNotGiven warns where policy.toml, changed since its last commit, gives less notice than
// it promises, measured from day, the day of the build (the day the change is published):
//   - site.announce_changes_days promises that a change is announced that many days before it
//     takes effect, but a change other than of wording takes effect on site.last_changed, which
//     is not after day (LastChangedAfter warns of a date after day but too soon);
//   - network.announced_before_use promises that a new address is listed before it is used, but
//     an address the last commit did not list has no from, or a from not after day (with
//     network.announce_days, fewer days after it than promised: noticeOfAddresses compares from
//     with site.last_changed, this with the day the address is first listed).
//
// Where policy.toml is its last commit (a checkout in CI), the same holds of the change that commit
// made to the version before it, measured from the day it was committed, the earliest it can have
// been published, and only while the promised notice from that day has not run out (a change
// dated sooner can then still be dated again; later, nothing is left to fix, and a build of an
// old commit says nothing).
//
// Nil where there is no history, the last version does not load, or nothing changed. With strict
// the problems are errors (new-user trials 15 and 17: a looser change and a new address published
// at once under a promise of notice passed without a word; trial 20, finding 3: once committed,
// the same change passed check in CI without a word).
func noticeNotGiven(p *policy.Policy, full []byte, versions []loadedVersion, file string, day time.Time, strict bool) []policy.Problem {
	if len(versions) == 0 || p.Site.AnnounceChangesDays == 0 && !p.Network.AnnouncedBeforeUse {
		return nil
	}
	last := versions[len(versions)-1]
	if last.note != "" || last.hash == "" {
		return nil
	}
	cur := snapshotOf(p, full)
	if cur.err != nil {
		return nil
	}
	day = day.UTC()
	build := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, time.UTC)
	if cur.hash == last.hash {
		return committedNotice(p, cur.s, versions, file, build, strict)
	}
	old, err := last.snapshot()
	if err != nil || old.Policy == nil {
		return nil
	}
	today := build
	on := today.Format(time.DateOnly)
	var out []policy.Problem
	add := func(path, msg string) {
		pr := p.ProblemAt(path, msg)
		pr.File, pr.Warning = file, !strict
		out = append(out, pr)
	}
	if n := int(p.Site.AnnounceChangesDays); n > 0 && !p.Site.LastChanged.After(today) {
		for _, c := range policy.DiffSnapshots(old, cur.s) {
			if c.Class == policy.ClassWording {
				continue
			}
			add("site.last_changed", fmt.Sprintf("policy.toml changes %s since its last commit (%s), and site.last_changed (%s) dates the change on or before the day of the build (%s), but site.announce_changes_days promises %d days of notice (date the change %s or later)",
				c.Pointer, last.rev, p.Site.LastChanged, on, n, today.AddDate(0, 0, n).Format(time.DateOnly)))
			break
		}
	}
	if p.Network.AnnouncedBeforeUse {
		listed := map[string]bool{}
		for _, a := range old.Policy.Network.Addresses {
			listed[a.Prefix.String()] = true
		}
		days := max(int(p.Network.AnnounceDays), 1)
		for i, a := range p.Network.Addresses {
			if listed[a.Prefix.String()] {
				continue
			}
			from := today.AddDate(0, 0, days).Format(time.DateOnly)
			switch {
			case a.From.IsZero():
				add(fmt.Sprintf("network.addresses[%d]", i), fmt.Sprintf("%s is new since the last commit (%s) and has no from, so it is in use from its publication, but network.announced_before_use promises that a new address is listed before it is used (write from = %s or later)", a.Prefix, last.rev, from))
			case !a.From.After(today.AddDate(0, 0, days-1)):
				add(fmt.Sprintf("network.addresses[%d].from", i), fmt.Sprintf("%s is new since the last commit (%s) and first used on %s, but network.announced_before_use promises that it is listed %s before it is used, counted from the day of the build (%s) (write from = %s or later)", a.Prefix, last.rev, a.From, dayCountText(days), on, from))
			}
		}
	}
	return out
}

// committedNotice is noticeNotGiven where policy.toml, new, is its last commit: the change that
// commit made to the version before it, counted from the day of the commit, while build (the day
// of the build) is before the end of the notice promised from it.
func committedNotice(p *policy.Policy, new *policy.Snapshot, versions []loadedVersion, file string, build time.Time, strict bool) []policy.Problem {
	if len(versions) < 2 {
		return nil
	}
	last, prev := versions[len(versions)-1], versions[len(versions)-2]
	if last.committed.IsZero() || prev.note != "" || prev.hash == "" {
		return nil
	}
	old, err := prev.snapshot()
	if err != nil || old.Policy == nil {
		return nil
	}
	c := last.committed.UTC()
	committed := time.Date(c.Year(), c.Month(), c.Day(), 0, 0, 0, 0, time.UTC)
	on := committed.Format(time.DateOnly)
	var out []policy.Problem
	add := func(path, msg string) {
		pr := p.ProblemAt(path, msg)
		pr.File, pr.Warning = file, !strict
		out = append(out, pr)
	}
	// A date after the day of the build is LastChangedAfter's, counted from that day.
	if n := int(p.Site.AnnounceChangesDays); n > 0 && !p.Site.LastChanged.After(build) && build.Before(committed.AddDate(0, 0, n)) && p.Site.LastChanged.Before(committed.AddDate(0, 0, n)) {
		for _, ch := range policy.DiffSnapshots(old, new) {
			if ch.Class == policy.ClassWording {
				continue
			}
			add("site.last_changed", fmt.Sprintf("the last commit of policy.toml (%s, committed %s) changes %s, and site.last_changed (%s) dates the change %s, but site.announce_changes_days promises %d days of notice (date the change %s or later)",
				last.rev, on, ch.Pointer, p.Site.LastChanged, sinceCommit(p.Site.LastChanged.Time, committed), n, committed.AddDate(0, 0, n).Format(time.DateOnly)))
			break
		}
	}
	if p.Network.AnnouncedBeforeUse {
		days := max(int(p.Network.AnnounceDays), 1)
		if !build.Before(committed.AddDate(0, 0, days)) {
			return out
		}
		listed := map[string]bool{}
		for _, a := range old.Policy.Network.Addresses {
			listed[a.Prefix.String()] = true
		}
		from := committed.AddDate(0, 0, days).Format(time.DateOnly)
		for i, a := range p.Network.Addresses {
			switch {
			case listed[a.Prefix.String()]:
			case a.From.IsZero():
				add(fmt.Sprintf("network.addresses[%d]", i), fmt.Sprintf("%s is new in the last commit of policy.toml (%s, committed %s) and has no from, so it is in use from its publication, but network.announced_before_use promises that a new address is listed before it is used (write from = %s or later)", a.Prefix, last.rev, on, from))
			case a.From.Before(committed.AddDate(0, 0, days)):
				add(fmt.Sprintf("network.addresses[%d].from", i), fmt.Sprintf("%s is new in the last commit of policy.toml (%s, committed %s) and first used on %s, but network.announced_before_use promises that it is listed %s before it is used, counted from the day of that commit (write from = %s or later)", a.Prefix, last.rev, on, a.From, dayCountText(days), from))
			}
		}
	}
	return out
}

// sinceCommit says when a change takes effect, day, relative to committed, the day it was
// committed: "the day it was committed", "9 days after it was committed", "2 days before it was
// committed".
func sinceCommit(day, committed time.Time) string {
	switch n := int(day.Sub(committed).Hours() / 24); {
	case n == 0:
		return "the day it was committed"
	case n > 0:
		return dayCountText(n) + " after it was committed"
	default:
		return dayCountText(-n) + " before it was committed"
	}
}

// dayCountText says a number of days in a message: "1 day", "9 days".
func dayCountText(n int) string {
	if n == 1 {
		return "1 day"
	}
	return fmt.Sprintf("%d days", n)
}
