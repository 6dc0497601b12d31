package main

import (
	"bytes"
	"context"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// buildWithCache runs sitegen build of dir into out with SITEGEN_CACHE=cache, and returns every
// file written (by slash-separated path) and what the command printed.
func buildWithCache(t *testing.T, cache, dir, out string) (map[string][]byte, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	getenv := func(k string) string {
		if k == "SITEGEN_CACHE" {
			return cache
		}
		return os.Getenv(k)
	}
	code := runStreams(context.Background(), []string{"build", "--dir", dir, "--out", out}, streams{in: strings.NewReader(""), out: &stdout, err: &stderr, getenv: getenv})
	if code != 0 {
		t.Fatalf("build of %s with SITEGEN_CACHE=%s: exit %d\n%s%s", dir, cache, code, stdout.String(), stderr.String())
	}
	files := map[string][]byte{}
	err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(out, p)
		files[filepath.ToSlash(rel)], err = os.ReadFile(p)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files, strings.ReplaceAll(stdout.String()+stderr.String(), out, "OUT")
}

// cacheEntries reads every entry of a version cache folder, by its path.
func cacheEntries(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries := map[string][]byte{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			entries[p], err = os.ReadFile(p)
		}
		return err
	})
	return entries
}

// TestVersionCacheSameBuild checks that the version cache never changes what is built: a site
// whose history has versions that load, versions that do not (twice the same bytes, in two
// commits, which the notes name each by its own commit), a version committed twice and a change
// not committed yet is built without the cache, with an empty one (which it fills: one entry per
// distinct version, one per FullJSON of a version that loads, one per distinct pair of versions
// in a row, the page of changes' entries, and the history read at HEAD's commit), with the
// filled one, and with every entry spoilt in its own way (cut short, a byte changed,
// another key's entry, another format, empty, garbage); every file written and everything printed
// must be the same bytes each time, and every spoilt entry is written again as it was. Then the
// site overrides a message of the page of changes: the filled cache must not serve the entries
// stated with sitegen's own, and the build is again that without the cache. The rest holds for
// examples/civic-ingestor with the repository's own history of it, when the checkout has it.
func TestVersionCacheSameBuild(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	civic, err := filepath.Abs(filepath.Join("examples", "civic-ingestor"))
	if err != nil {
		t.Fatal(err)
	}
	v1 := string(base)
	v2 := strings.NewReplacer(`min_interval = "2s"`, `min_interval = "5s"`, "last_changed = 2026-11-29", "last_changed = 2026-11-30").Replace(v1)
	bad := strings.Replace(v2, `min_interval = "5s"`, `min_interval = "fast"`, 1)
	v3 := strings.Replace(v2, `min_interval = "5s"`, `min_interval = "7s"`, 1)
	if v2 == v1 || bad == v2 || v3 == v2 {
		t.Fatal("the test's replacements no longer match testdata/m7/base.toml")
	}
	repo := diffRepo(t, v1, nil) // and the test runs in it
	for i, text := range []string{v2, bad, v3, bad, v2, v3} {
		if err := os.WriteFile(filepath.Join(repo, "policy.toml"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		gitT(t, repo, "commit", "-q", "--allow-empty", "-a", "-m", "version "+string(rune('a'+i)))
	}
	// Not committed: the page of changes' newest entry is from v3 to it.
	if err := os.WriteFile(filepath.Join(repo, "policy.toml"), []byte(strings.Replace(v3, `min_interval = "7s"`, `min_interval = "9s"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	sites := []struct {
		dir      string
		distinct int // the entries: 4 distinct versions; the FullJSON of the 3 that load; v1→v2, v2→v3, v3→v2 and v3→working copy; the history read at HEAD
	}{{repo, 12}}
	if _, note := readHistory(civic, nil); note == "" {
		sites = append(sites, struct {
			dir      string
			distinct int
		}{civic, -1})
	} else {
		t.Logf("examples/civic-ingestor is built from its repository only where the checkout has its history: %s", note)
	}
	for _, site := range sites {
		t.Run(filepath.Base(site.dir), func(t *testing.T) {
			tmp := t.TempDir()
			cache := filepath.Join(tmp, "cache")
			want, wantOut := buildWithCache(t, "off", site.dir, filepath.Join(tmp, "off"))
			if !strings.Contains(string(want["en/changes.html"]), "change-") {
				t.Fatalf("the page of changes lists no entry:\n%s", want["en/changes.html"])
			}
			same := func(what string, got map[string][]byte, gotOut string) {
				t.Helper()
				if gotOut != wantOut {
					t.Errorf("%s: the build printed\n%s\nwant (without the cache)\n%s", what, gotOut, wantOut)
				}
				for _, name := range slices.Sorted(maps.Keys(want)) {
					if !bytes.Equal(got[name], want[name]) {
						t.Errorf("%s: %s differs from the build without the cache", what, name)
					}
				}
				for name := range got {
					if _, ok := want[name]; !ok {
						t.Errorf("%s: %s is not written without the cache", what, name)
					}
				}
			}
			got, out := buildWithCache(t, cache, site.dir, filepath.Join(tmp, "cold"))
			same("empty cache", got, out)
			filled := cacheEntries(t, cache)
			if site.distinct >= 0 && len(filled) != site.distinct {
				t.Errorf("the cache holds %d entries, want %d (one per distinct version, one per FullJSON, one per pair of versions in a row, the history)", len(filled), site.distinct)
			}
			if len(filled) == 0 {
				t.Fatal("the build put nothing in the cache")
			}
			got, out = buildWithCache(t, cache, site.dir, filepath.Join(tmp, "warm"))
			same("filled cache", got, out)

			paths := slices.Sorted(maps.Keys(filled))
			spoil := []func(p string, b []byte) []byte{
				func(_ string, b []byte) []byte { return b[:len(b)/2] },
				func(_ string, b []byte) []byte {
					c := bytes.Clone(b)
					c[len(c)-10] ^= 1
					return c
				},
				func(p string, _ []byte) []byte { // another version's entry, whole
					return filled[paths[(slices.Index(paths, p)+1)%len(paths)]]
				},
				func(_ string, b []byte) []byte { // another format: the first line's version
					c := bytes.Clone(b)
					c[bytes.IndexByte(c, '\n')-1] = '9'
					return c
				},
				func(string, []byte) []byte { return nil },
				func(string, []byte) []byte { return []byte("not an entry\n") },
			}
			for i, p := range paths {
				if err := os.WriteFile(p, spoil[i%len(spoil)](p, filled[p]), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			got, out = buildWithCache(t, cache, site.dir, filepath.Join(tmp, "spoilt"))
			same("spoilt cache", got, out)
			again := cacheEntries(t, cache)
			for _, p := range paths {
				if !bytes.Equal(again[p], filled[p]) {
					t.Errorf("%s: the spoilt entry was not written again as it was", p)
				}
			}

			// A message of the page of changes overridden by the site: the entries are stated
			// again with it, and kept beside those stated with sitegen's own. (Not in the
			// example's folder, which other tests build meanwhile.)
			if site.dir != repo {
				return
			}
			override := filepath.Join(site.dir, "locales", "en", "s7cache.en.toml")
			if err := os.MkdirAll(filepath.Dir(override), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(override, []byte("[changes]\nentry_title = \"Changed on {{.Date}} ({{.Class}})\"\nentry_title_numbered = \"Changed on {{.Date}}, no. {{.N}} ({{.Class}})\"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			want, wantOut = buildWithCache(t, "off", site.dir, filepath.Join(tmp, "off-override"))
			if !strings.Contains(string(want["en/changes.html"]), "Changed on ") {
				t.Fatalf("the override is not on the page of changes:\n%s", want["en/changes.html"])
			}
			got, out = buildWithCache(t, cache, site.dir, filepath.Join(tmp, "override"))
			same("filled cache, a message overridden", got, out)
			if n := len(cacheEntries(t, cache)); n <= len(filled) {
				t.Errorf("the cache holds %d entries with the override, as many as without it (%d)", n, len(filled))
			}
		})
	}
}

// TestVersionCacheFolder checks SITEGEN_CACHE: "off" and a relative folder give no cache, an
// absolute folder a folder in it named for this build of sitegen, and that this test binary has
// a Go build ID to name it by; the folder of another build not written to for five days is
// removed when this build makes its own, one written to within them is kept.
func TestVersionCacheFolder(t *testing.T) {
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == "SITEGEN_CACHE" {
				return v
			}
			return ""
		}
	}
	if c, err := versionCache(env("off")); c != nil || err != nil {
		t.Errorf("SITEGEN_CACHE=off gives %v, %v, want no cache and no error", c, err)
	}
	if c, err := versionCache(env("relative/folder")); c != nil || err == nil || !strings.Contains(err.Error(), `SITEGEN_CACHE="relative/folder" is not an absolute path`) {
		t.Errorf("SITEGEN_CACHE=relative/folder gives %v, %v, want no cache and an error that says why", c, err)
	}
	// A file where the folder should be (newuser9).
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if c, err := versionCache(env(file)); c != nil || err == nil || err.Error() != `SITEGEN_CACHE="`+file+`" is not a folder (want SITEGEN_CACHE=off, or the absolute path of a folder for sitegen's cache)` {
		t.Errorf("SITEGEN_CACHE=%s (a file) gives %v, %v, want no cache and an error that says why", file, c, err)
	}
	// The command fails with it, before building.
	var stdout, stderr bytes.Buffer
	code := runStreams(context.Background(), []string{"build", "--dir", filepath.Join("examples", "gmina-bot"), "--out", t.TempDir()}, streams{in: strings.NewReader(""), out: &stdout, err: &stderr, getenv: env("cache")})
	if code != 1 || !strings.Contains(stderr.String(), `SITEGEN_CACHE="cache" is not an absolute path (want SITEGEN_CACHE=off`) {
		t.Errorf("build with SITEGEN_CACHE=cache: exit %d, stderr\n%s\nwant exit 1 and the error", code, stderr.String())
	}
	if buildID() == "" {
		t.Fatal("no Go build ID in this test binary")
	}
	dir := t.TempDir()
	old, recent := filepath.Join(dir, "versions", "0ld"), filepath.Join(dir, "versions", "recent")
	for _, d := range []string{old, recent} {
		if err := os.MkdirAll(filepath.Join(d, "ab"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	sixDays := time.Now().Add(-6 * 24 * time.Hour)
	if err := os.Chtimes(old, sixDays, sixDays); err != nil {
		t.Fatal(err)
	}
	vc, err := versionCache(env(dir))
	c, ok := vc.(fileCache)
	if err != nil {
		t.Error(err)
	}
	if _, err := os.Stat(old); err == nil {
		t.Errorf("%s, not written to for six days, was kept", old)
	}
	if _, err := os.Stat(recent); err != nil {
		t.Errorf("%s, written to now, was removed: %v", recent, err)
	}
	if !ok || filepath.Dir(c.dir) != filepath.Join(dir, "versions") {
		t.Errorf("SITEGEN_CACHE=%s gives %#v, want a folder in %s/versions", dir, c, dir)
	}
}
