package main

import (
	"bytes"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/generator"
	"github.com/sitegen-dev/sitegen/policy"
)

// atomFeed is what TestHistoryFeed reads of changes.atom: the elements RFC 4287 §4.1.1 and
// §4.1.2 require of a feed and of its entries, and the classes of each entry.
type atomFeed struct {
	XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
	ID      string   `xml:"id"`
	Title   []string `xml:"title"`
	Updated []string `xml:"updated"`
	Author  []struct {
		Name string `xml:"name"`
	} `xml:"author"`
	Links []struct {
		Rel  string `xml:"rel,attr"`
		Href string `xml:"href,attr"`
	} `xml:"link"`
	Entries []struct {
		ID      []string `xml:"id"`
		Title   []string `xml:"title"`
		Updated []string `xml:"updated"`
		Links   []struct {
			Rel  string `xml:"rel,attr"`
			Href string `xml:"href,attr"`
		} `xml:"link"`
		Content []struct {
			Type string `xml:"type,attr"`
			Body string `xml:",chardata"`
		} `xml:"content"`
		Categories []struct {
			Term string `xml:"term,attr"`
		} `xml:"category"`
	} `xml:"entry"`
}

// readFeed parses changes.atom of a built site and checks what RFC 4287 requires: a feed with
// exactly one id, title and updated, an author (no entry has its own), a link rel="self"; each
// entry with exactly one id, title and updated (a date-time of RFC 3339, §3.3), and content
// (§4.1.2: content or a link rel="alternate"; it has both).
func readFeed(t *testing.T, dir string) atomFeed {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "public", "changes.atom"))
	if err != nil {
		t.Fatal(err)
	}
	var f atomFeed
	if err := xml.Unmarshal(data, &f); err != nil {
		t.Fatalf("changes.atom is not an Atom feed in XML: %v\n%s", err, data)
	}
	if f.ID == "" || len(f.Title) != 1 || len(f.Updated) != 1 || len(f.Author) != 1 || f.Author[0].Name == "" {
		t.Errorf("the feed needs one id, title, updated and an author with a name (RFC 4287 §4.1.1): %+v", f)
	}
	if !slices.ContainsFunc(f.Links, func(l struct {
		Rel  string `xml:"rel,attr"`
		Href string `xml:"href,attr"`
	}) bool {
		return l.Rel == "self" && strings.HasSuffix(l.Href, "/changes.atom")
	}) {
		t.Errorf("the feed has no link rel=\"self\" to changes.atom: %+v", f.Links)
	}
	for i, e := range f.Entries {
		if len(e.ID) != 1 || !strings.HasPrefix(e.ID[0], "urn:uuid:") || len(e.Title) != 1 || len(e.Updated) != 1 || len(e.Content) != 1 || len(e.Links) != 1 || e.Links[0].Rel != "alternate" {
			t.Errorf("entry %d needs one id (urn:uuid), title, updated, content and a link rel=alternate (RFC 4287 §4.1.2): %+v", i, e)
		}
		// The date of a policy, in seconds after its start in UTC as several entries of one date
		// are ordered (generator.entryUpdated).
		if len(e.Updated) == 1 {
			if u, err := time.Parse(time.RFC3339, e.Updated[0]); err != nil || !strings.HasSuffix(e.Updated[0], "Z") || u.Hour() != 0 || u.Minute() != 0 || u.Nanosecond() != 0 {
				t.Errorf("entry %d: updated %q is not the date of a policy as an RFC 3339 date-time", i, e.Updated[0])
			}
		}
	}
	return f
}

// TestHistoryFeed builds a site in a temporary git repository whose policy.toml has three
// commits, then a fourth that changes only a comment, and checks the page of changes and
// changes.atom: one entry per version that changed something (the earliest recorded first, then a
// stricter interval, then a new contact address), newest first, each dated by its policy's
// last_changed and classified as sitegen diff classifies it; the entries' ids are the same in a
// second build and after the site's own commit, and an uncommitted change is the newest entry
// until it is committed, with the same bytes then, so that check holds for the committed site.
func TestHistoryFeed(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	v1 := string(base)
	v2 := strings.NewReplacer(`min_interval = "2s"`, `min_interval = "5s"`, "last_changed = 2026-11-29", "last_changed = 2026-11-30").Replace(v1)
	v3 := strings.NewReplacer(`email = "bot@bot.example"`, `email = "crawler@bot.example"`, "last_changed = 2026-11-30", "last_changed = 2026-12-01").Replace(v2)
	if v2 == v1 || v3 == v2 {
		t.Fatal("the test's replacements no longer match testdata/m7/base.toml")
	}
	dir := diffRepo(t, v1, nil)
	commit := func(text, msg string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		gitT(t, dir, "commit", "-q", "-a", "-m", msg)
	}
	commit(v2, "slower")
	commit(v3, "new address")
	commit("# a comment\n"+v3, "a comment")

	build := func() atomFeed {
		t.Helper()
		if code, out, errs := runSitegen("build", "--dir", dir); code != 0 {
			t.Fatalf("build: exit %d\n%s%s", code, out, errs)
		}
		return readFeed(t, dir)
	}
	f := build()
	var ids, dates, classes []string
	for _, e := range f.Entries {
		ids = append(ids, e.ID[0])
		dates = append(dates, e.Updated[0])
		var terms []string
		for _, c := range e.Categories {
			terms = append(terms, c.Term)
		}
		classes = append(classes, strings.Join(terms, "+"))
	}
	if want := []string{"2026-12-01T00:00:00Z", "2026-11-30T00:00:00Z", "2026-11-29T00:00:00Z"}; !slices.Equal(dates, want) {
		t.Errorf("entries dated %v, want %v (three versions that change something, newest first)", dates, want)
	}
	if want := []string{"contact", "stricter", ""}; !slices.Equal(classes, want) {
		t.Errorf("entries classified %v, want %v", classes, want)
	}
	if f.Updated[0] != "2026-12-01T00:00:00Z" {
		t.Errorf("the feed is updated %s, want the newest policy's date", f.Updated[0])
	}
	page, err := os.ReadFile(filepath.Join(dir, "public", "en", "changes.html"))
	if err != nil {
		t.Fatal(err)
	}
	md, err := os.ReadFile(filepath.Join(dir, "public", "en", "changes.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"1 December 2026: ", "crawler@bot.example", "30 November 2026: ", "Version of 29 November 2026"} {
		if !bytes.Contains(md, []byte(want)) {
			t.Errorf("en/changes.md does not say %q", want)
		}
	}
	// The values carry their pointers, as on the policy's page.
	for _, want := range []string{`data-class="stricter"`, `<bdi data-policy="/contact/email">crawler@bot.example</bdi>`, `<bdi data-policy="/site/last_changed">1 December 2026</bdi>`} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("en/changes.html does not hold %s", want)
		}
	}
	index, err := os.ReadFile(filepath.Join(dir, "public", "de", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(index, []byte(`<link rel="alternate" type="application/atom+xml" href="../changes.atom"`)) {
		t.Error("de/index.html does not link changes.atom as its alternate")
	}

	// A second build: the same ids.
	again := build()
	for i, e := range again.Entries {
		if i < len(ids) && e.ID[0] != ids[i] {
			t.Errorf("entry %d: id %s in the second build, %s in the first", i, e.ID[0], ids[i])
		}
	}
	// The site's own commit (policy.toml unchanged) changes nothing: check says up to date.
	gitT(t, dir, "add", "public")
	gitT(t, dir, "commit", "-q", "-m", "the site")
	if code, out, errs := runSitegen("check", "--dir", dir); code != 0 {
		t.Errorf("check after committing the site: exit %d\n%s%s", code, out, errs)
	}
	// An uncommitted change is the newest entry; committed, the site is the same.
	v4 := strings.Replace(v3, "last_changed = 2026-12-01", "last_changed = 2026-12-02", 1)
	v4 = strings.Replace(v4, `min_interval = "5s"`, `min_interval = "3s"`, 1)
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(v4), 0o644); err != nil {
		t.Fatal(err)
	}
	f = build()
	if len(f.Entries) != 4 || f.Entries[0].Updated[0] != "2026-12-02T00:00:00Z" || f.Entries[0].Categories[0].Term != "looser" || f.Entries[1].ID[0] != ids[0] {
		t.Errorf("with an uncommitted looser change: %+v", f.Entries)
	}
	gitT(t, dir, "commit", "-q", "-a", "-m", "faster, with its site")
	if code, out, errs := runSitegen("check", "--dir", dir); code != 0 {
		t.Errorf("check after committing the change with the site built before: exit %d\n%s%s", code, out, errs)
	}
}

// TestHistoryNone builds a site outside any git repository: the page of changes lists the current
// version alone, and the build says why.
func TestHistoryNone(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Setenv("GIT_CEILING_DIRECTORIES", filepath.Dir(dir))
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), base, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runSitegen("build", "--dir", dir)
	if code != 0 {
		t.Fatalf("build: exit %d\n%s%s", code, out, errs)
	}
	if !strings.Contains(errs, "no git history") || !strings.Contains(errs, "list the current version alone") {
		t.Errorf("the build does not say that there is no history:\n%s", errs)
	}
	f := readFeed(t, dir)
	if len(f.Entries) != 1 || f.Entries[0].Updated[0] != "2026-11-29T00:00:00Z" {
		t.Errorf("want the current version alone, dated 2026-11-29: %+v", f.Entries)
	}
}

// TestReadHistoryVersions: readHistory reads every committed version of policy.toml byte for byte
// (as git show prints it), oldest first, through one git cat-file --batch, also from a
// subfolder of the repository; a committed version larger than policy.MaxFileBytes, or a commit
// that removed the file, gives no history and a note naming the commit.
func TestReadHistoryVersions(t *testing.T) {
	texts := []string{"a = 1\n", "", "no newline at the end", "b = 2\n\n\n", "c = \"\x00\xff\"\n"}
	dir := diffRepo(t, texts[0], nil)
	for _, text := range texts[1:] {
		if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		gitT(t, dir, "commit", "-q", "-a", "--allow-empty", "-m", "next")
	}
	vs, note := readHistory(dir, nil)
	if note != "" || len(vs) != len(texts) {
		t.Fatalf("readHistory: %d versions, note %q; want %d, no note", len(vs), note, len(texts))
	}
	for i, v := range vs {
		if string(v.Data) != texts[i] || len(v.Rev) < 40 {
			t.Errorf("version %d: %q at %q, want %q", i, v.Data, v.Rev, texts[i])
		}
	}

	sub := filepath.Join(dir, "site")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sub, "policy.toml"), []byte("in a subfolder\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gitT(t, dir, "add", ".")
	gitT(t, dir, "commit", "-q", "-m", "sub")
	if vs, note := readHistory(sub, nil); note != "" || len(vs) != 1 || string(vs[0].Data) != "in a subfolder\n" {
		t.Errorf("readHistory of a subfolder: %d versions, note %q", len(vs), note)
	}

	big := strings.Repeat("# a comment line\n", policy.MaxFileBytes/17+1)
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(big), 0o644); err != nil {
		t.Fatal(err)
	}
	gitT(t, dir, "commit", "-q", "-a", "-m", "big")
	gitT(t, dir, "rm", "-q", "policy.toml")
	gitT(t, dir, "commit", "-q", "-m", "removed")
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(texts[0]), 0o644); err != nil {
		t.Fatal(err)
	}
	gitT(t, dir, "add", ".")
	gitT(t, dir, "commit", "-q", "-m", "back")
	if vs, note := readHistory(dir, nil); vs != nil || !strings.Contains(note, "missing") {
		t.Errorf("with a commit that removed policy.toml: %d versions, note %q; want none, and the commit named", len(vs), note)
	}
	gitT(t, dir, "reset", "-q", "--hard", "HEAD~2")
	if vs, note := readHistory(dir, nil); vs != nil || !strings.Contains(note, "larger than 4 MiB") {
		t.Errorf("with a version larger than the limit: %d versions, note %q", len(vs), note)
	}
}

// TestReadHistoryCache: with a cache, readHistory keeps the versions read at HEAD's commit, one
// entry per site folder, and reads them back at the same commit (an entry made to differ, sealed
// as the cache seals it, is what it returns then: git log and git cat-file did not run); a new
// commit reads git again and replaces the entry; a subfolder has an entry of its own; an entry
// cut short or changed is read from git again.
func TestReadHistoryCache(t *testing.T) {
	dir := diffRepo(t, "a = 1\n", nil)
	for _, text := range []string{"", "b = 2\n"} {
		if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		gitT(t, dir, "commit", "-q", "-a", "--allow-empty", "-m", "next")
	}
	cache := fileCache{dir: t.TempDir()}
	want, note := readHistory(dir, nil)
	if note != "" || len(want) != 3 {
		t.Fatalf("readHistory: %d versions, note %q", len(want), note)
	}
	for range 2 {
		if got, note := readHistory(dir, cache); note != "" || !slices.EqualFunc(got, want, sameVersion) {
			t.Errorf("with the cache: %q, note %q; want %q", got, note, want)
		}
	}
	entries := cacheEntries(t, cache.dir)
	if len(entries) != 1 {
		t.Fatalf("%d entries, want 1", len(entries))
	}
	abs, _ := filepath.Abs(dir)
	key := historyKey(abs)
	out, err := exec.Command("git", "-C", dir, "rev-parse", "HEAD").Output()
	if err != nil {
		t.Fatal(err)
	}
	head := strings.TrimSpace(string(out))
	marked := slices.Clone(want)
	marked[0].Data = []byte("from the cache\n")
	cache.Put(key, encodeHistory(key, head, marked))
	if got, _ := readHistory(dir, cache); !slices.EqualFunc(got, marked, sameVersion) {
		t.Errorf("at the same commit: %q, want the cache's %q", got, marked)
	}
	for i, spoil := range []func([]byte) []byte{
		func(b []byte) []byte { return b[:len(b)-3] },
		func(b []byte) []byte { c := bytes.Clone(b); c[len(c)-2] ^= 1; return c },
		func(b []byte) []byte { return encodeHistory(key, strings.Repeat("0", 40), marked) },
		func(b []byte) []byte { return encodeHistory(historyKey("/elsewhere"), head, marked) },
	} {
		cache.Put(key, spoil(encodeHistory(key, head, marked)))
		if got, _ := readHistory(dir, cache); !slices.EqualFunc(got, want, sameVersion) {
			t.Errorf("spoilt entry %d: %q, want git's %q", i, got, want)
		}
	}

	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte("c = 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gitT(t, dir, "commit", "-q", "-a", "-m", "next")
	got, _ := readHistory(dir, cache)
	if len(got) != 4 || string(got[3].Data) != "c = 3\n" {
		t.Errorf("after a commit: %q, want the new version last", got)
	}
	if again, _ := readHistory(dir, cache); !slices.EqualFunc(again, got, sameVersion) {
		t.Errorf("after a commit, read back: %q, want %q", again, got)
	}
	sub := filepath.Join(dir, "site")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sub, "policy.toml"), []byte("in a subfolder\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gitT(t, dir, "add", ".")
	gitT(t, dir, "commit", "-q", "-m", "sub")
	if vs, _ := readHistory(sub, cache); len(vs) != 1 || string(vs[0].Data) != "in a subfolder\n" {
		t.Errorf("a subfolder: %q", vs)
	}
	if n := len(cacheEntries(t, cache.dir)); n != 2 {
		t.Errorf("%d entries, want one per folder (2)", n)
	}
}

func sameVersion(a, b generator.Version) bool { return a.Rev == b.Rev && bytes.Equal(a.Data, b.Data) }

// BenchmarkReadHistory reads the history of examples/civic-ingestor from this repository: with
// git alone (git rev-parse, git log and git cat-file) and with the versions kept at HEAD's commit
// (git rev-parse alone). The time per operation includes waiting for the git processes.
func BenchmarkReadHistory(b *testing.B) {
	civic := filepath.Join("examples", "civic-ingestor")
	if _, note := readHistory(civic, nil); note != "" {
		b.Skip(note)
	}
	b.Run("git", func(b *testing.B) {
		for b.Loop() {
			readHistory(civic, nil)
		}
	})
	b.Run("kept", func(b *testing.B) {
		cache := fileCache{dir: b.TempDir()}
		readHistory(civic, cache)
		for b.Loop() {
			if _, note := readHistory(civic, cache); note != "" {
				b.Fatal(note)
			}
		}
	})
}
