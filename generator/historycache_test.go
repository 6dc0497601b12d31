package generator

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// memCache is a VersionCache in memory.
type memCache struct {
	mu sync.Mutex
	m  map[string][]byte
}

func (c *memCache) Get(key string) []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.m[key]
}

func (c *memCache) Put(key string, entry []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[string][]byte{}
	}
	c.m[key] = bytes.Clone(entry)
}

// versionsOnly is a cache that holds the versions but no entries of the page of changes, as the
// version cache was before pairCache: every entry is decoded, diffed and stated again.
type versionsOnly struct{ *memCache }

func (c versionsOnly) Get(key string) []byte {
	if e := c.memCache.Get(key); !bytes.HasPrefix(e, []byte(pairMagic)) {
		return e
	}
	return nil
}

func (c versionsOnly) Put(key string, entry []byte) {
	if !bytes.HasPrefix(entry, []byte(pairMagic)) {
		c.memCache.Put(key, entry)
	}
}

// exampleHistory is the committed versions of examples/<name>/policy.toml in this repository's
// git history, oldest first (as the command reads them, without its first-parent rule), and the
// policy built now; the benchmark is skipped without git or the history.
func exampleHistory(b *testing.B, name string) ([]Version, *policy.Policy) {
	b.Helper()
	file := filepath.ToSlash(filepath.Join("examples", name, PolicyFile))
	out, err := exec.Command("git", "-C", "..", "log", "--first-parent", "--format=%H", "--", file).Output()
	revs := strings.Fields(string(out))
	if err != nil || len(revs) < 2 {
		b.Skipf("no git history of %s here (%v)", file, err)
	}
	var history []Version
	for i := len(revs) - 1; i >= 0; i-- {
		data, err := exec.Command("git", "-C", "..", "show", revs[i]+":"+file).Output()
		if err != nil {
			b.Fatal(err)
		}
		history = append(history, Version{Rev: revs[i], Data: data})
	}
	p, err := policy.Load(memFS(b, filepath.Join("..", "examples", name), "."), PolicyFile)
	if err != nil {
		b.Fatal(err)
	}
	return history, p
}

// BenchmarkHistory states civic-ingestor's history (18 committed versions) in its four languages
// as a build does, from loading the versions to the views of the page of changes and the feed
// (loadVersions and historyViews): without a cache (each version parsed, checked, encoded, diffed
// and stated), with the versions cached (decoded from their FullJSON, then diffed and stated: the
// cache before the page of changes' entries were kept) and with the whole cache (each entry read
// back; no version decoded). /entries-json reads the same entries back by encoding/json of the
// views instead of pairCache's own form, for comparison.
func BenchmarkHistory(b *testing.B) {
	history, p := exampleHistory(b, "civic-ingestor")
	defaults := benchDefaults(b)
	msgs := benchProduct(b, defaults).messages
	langs := p.Site.Languages
	file := "examples/civic-ingestor/policy.toml"
	run := func(b *testing.B, cache VersionCache) {
		var problems []string
		views, _, err := historyViews(p, nil, loadVersions(history, file, cache), msgs, langs, cache, nil, &problems)
		if err != nil || problems != nil {
			b.Fatal(err, problems)
		}
		for b.Loop() {
			if _, _, err := historyViews(p, nil, loadVersions(history, file, cache), msgs, langs, cache, nil, &problems); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(len(views[0])), "entries")
	}
	b.Run("nocache", func(b *testing.B) { run(b, nil) })
	b.Run("versions", func(b *testing.B) { run(b, versionsOnly{&memCache{}}) })
	cache := &memCache{}
	b.Run("entries", func(b *testing.B) { run(b, cache) })
	// The entries of the page of changes alone, read back from their bytes (sealed, as the cache
	// holds them): in pairCache's form, and as encoding/json of the same views.
	pc := &pairCache{cache: cache, langs: len(langs)}
	var entries [][]byte
	var jsons [][]byte
	for key, e := range cache.m {
		if !bytes.HasPrefix(e, []byte(pairMagic)) {
			continue
		}
		if views, unchanged, ok := pc.get(key); ok && !unchanged {
			entries = append(entries, e)
			j, err := json.Marshal(views)
			if err != nil {
				b.Fatal(err)
			}
			jsons = append(jsons, sealEntry("json\n", j))
		}
	}
	if len(entries) == 0 {
		b.Fatal("no entry in the cache")
	}
	size := func(es [][]byte) (n int) {
		for _, e := range es {
			n += len(e)
		}
		return n
	}
	b.Run("entries-compact", func(b *testing.B) {
		for b.Loop() {
			for _, e := range entries {
				body, _ := openEntry(pairMagic, e)
				if _, _, ok := pc.get(string(body[:64])); !ok {
					b.Fatal("not read back")
				}
			}
		}
		b.ReportMetric(float64(size(entries)), "cache-B")
	})
	b.Run("entries-json", func(b *testing.B) {
		for b.Loop() {
			for _, e := range jsons {
				body, _ := openEntry("json\n", e)
				var views []ChangeView
				if err := json.Unmarshal(body, &views); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(size(jsons)), "cache-B")
	})
}

// TestPairCache checks that an entry of the page of changes reads back as it was put (every field
// of every Text, children that are there but none apart from none), that the key and the number
// of languages are checked, and that a body cut anywhere or with a byte changed, sealed again so
// that its checksum holds, is refused or read without a panic.
func TestPairCache(t *testing.T) {
	seg := func(text, ptr string) Segment { return Segment{Text: text, Pointer: ptr} }
	views := []ChangeView{
		{Title: Text{Segments: []Segment{seg("Change of ", ""), seg("1 May 2026", "/site/last_changed")}, HTML: "Change of <bdi>1 May 2026</bdi>", Markdown: "Change of 1 May 2026"},
			Groups: []ChangeGroup{{Class: policy.ClassStricter, Heading: "Stricter", Sentences: []Text{
				{Pointer: "/limits", Segments: []Segment{{Text: "x", Code: true, Href: "https://example.com/"}, {Children: []Segment{}}, {Children: []Segment{seg("a", "/a"), {Children: []Segment{seg("b", "")}}}}}, HTML: "h", Markdown: "m"},
				{Segments: []Segment{seg("", "")}},
			}}, {Class: policy.ClassWording, Heading: "Wording", Sentences: []Text{{}}}}},
		{Title: Text{Segments: []Segment{seg("Änderung", "")}}},
	}
	cache := &memCache{}
	pc := &pairCache{cache: cache, prefix: "p\n", langs: len(views)}
	key := pc.key("old", "new")
	pc.put(key, views, false)
	got, unchanged, ok := pc.get(key)
	if !ok || unchanged || !reflect.DeepEqual(got, views) {
		t.Fatalf("read back %#v, %v, %v\nwant %#v", got, unchanged, ok, views)
	}
	if got[0].Groups[0].Sentences[0].Segments[1].Children == nil {
		t.Error("children that are there but none read back as none")
	}
	if _, _, ok := (&pairCache{cache: cache, langs: 3}).get(key); ok {
		t.Error("an entry of two languages read as one of three")
	}
	cache.m["other"] = cache.m[key]
	if _, _, ok := pc.get("other"); ok {
		t.Error("another key's entry read back")
	}
	pc.put("same", nil, true)
	if _, unchanged, ok := pc.get("same"); !ok || !unchanged {
		t.Error("an unchanged pair does not read back")
	}
	entry := cache.m[key]
	body, _ := openEntry(pairMagic, entry)
	for i := range body {
		cache.m[key] = sealEntry(pairMagic, body[:i])
		if _, _, ok := pc.get(key); ok {
			t.Errorf("a body cut at %d of %d read back", i, len(body))
		}
		for _, c := range []byte{0, 1, 0x7f, 0x80, 0xff} {
			spoilt := bytes.Clone(body)
			spoilt[i] = c
			cache.m[key] = sealEntry(pairMagic, spoilt)
			pc.get(key) // refused, or read as something: never a panic
		}
	}
}

// TestVersionJSONRead checks that a version read from the cache is decoded only when its snapshot
// is asked for, from its FullJSON's own entry (jsonKey): loadVersions reads none of them. Where
// that entry is missing, spoilt (its bytes changed and sealed again: the checksum is then not the
// version's hash), another version's or of another format, the version is loaded from its bytes
// again, to the same snapshot and hash as without the cache, and the entry is put again as it was.
func TestVersionJSONRead(t *testing.T) {
	var history []Version
	for i, name := range []string{"gmina-bot", "civic-ingestor", "gazette-bot"} {
		data, err := os.ReadFile(filepath.Join("..", "examples", name, PolicyFile))
		if err != nil {
			t.Fatal(err)
		}
		history = append(history, Version{Rev: strings.Repeat(string(rune('a'+i)), 40), Data: data})
	}
	file := "site/policy.toml"
	want := loadVersions(history, file, nil)
	cache := &memCache{}
	loadVersions(history, file, cache)
	spoil := []func(key string, b []byte) []byte{
		func(_ string, b []byte) []byte { return b },
		func(string, []byte) []byte { return nil },
		func(_ string, b []byte) []byte {
			body, _ := openEntry(jsonMagic, b)
			c := bytes.Clone(body)
			c[len(c)/2] ^= 1
			return sealEntry(jsonMagic, c)
		},
		func(key string, _ []byte) []byte { // another version's FullJSON
			return cache.m[jsonKey(want[(slices.IndexFunc(want, func(l loadedVersion) bool { return jsonKey(l.hash) == key })+1)%len(want)].hash)]
		},
		func(_ string, b []byte) []byte {
			return append([]byte("sitegen version json 2\n"), b[len(jsonMagic):]...)
		},
	}
	for n, f := range spoil {
		for i, w := range want {
			key := jsonKey(w.hash)
			kept := cache.m[key]
			if kept == nil {
				t.Fatalf("version %d: no entry of its FullJSON in the cache", i)
			}
			counting := &countingCache{memCache: cache}
			got := loadVersions(history, file, counting)
			if counting.json != 0 {
				t.Errorf("loadVersions read %d entries of a FullJSON, want none", counting.json)
			}
			if got[i].s != nil || got[i].hash != w.hash || got[i].date != w.date {
				t.Fatalf("version %d from the cache: decoded %v, hash %s, date %v; want not decoded, %s, %v", i, got[i].s != nil, got[i].hash, got[i].date, w.hash, w.date)
			}
			cache.m[key] = f(key, kept)
			s, err := got[i].snapshot()
			if err != nil {
				t.Fatalf("spoil %d, version %d: %v", n, i, err)
			}
			if !bytes.Equal(s.JSON, w.s.JSON) || policy.DiffSnapshots(w.s, s) != nil {
				t.Errorf("spoil %d, version %d: the snapshot is not the one loaded without the cache", n, i)
			}
			if !bytes.Equal(cache.m[key], kept) {
				t.Errorf("spoil %d, version %d: the entry of its FullJSON was not put again as it was", n, i)
			}
		}
	}
}

// countingCache counts the entries of a FullJSON read.
type countingCache struct {
	*memCache
	json int
}

func (c *countingCache) Get(key string) []byte {
	if strings.HasPrefix(key, "j") {
		c.json++
	}
	return c.memCache.Get(key)
}
