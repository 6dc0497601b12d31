package generator

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"path/filepath"
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
		views, _, err := historyViews(p, loadVersions(history, file, cache), msgs, langs, cache, &problems)
		if err != nil || problems != nil {
			b.Fatal(err, problems)
		}
		for b.Loop() {
			if _, _, err := historyViews(p, loadVersions(history, file, cache), msgs, langs, cache, &problems); err != nil {
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
