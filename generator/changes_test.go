package generator

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/net/html"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestChangesGolden compares the page of changes (every language) and changes.atom of every
// example, built without a history (the current version alone), with testdata/golden. Run with
// -update to accept a change.
func TestChangesGolden(t *testing.T) {
	for _, name := range examples {
		res := buildExample(t, name)
		files := []string{"changes.atom"}
		for _, lang := range res.Policy.Site.Languages {
			files = append(files, lang+"/changes.html", lang+"/changes.md")
		}
		for _, file := range files {
			got, ok := res.Files[file]
			if !ok {
				t.Errorf("%s: no %s", name, file)
				continue
			}
			golden := filepath.Join("testdata", "golden", name, filepath.FromSlash(file))
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from the build; run go test ./generator -update and review the diff:\n%s", golden, firstDifference(got, want))
			}
		}
	}
}

// TestChangeEntries builds a history of versions A, B (a longer interval), a version that does
// not load, C (a shorter interval and a new address), A again and a copy of A with another
// comment: one entry per change, newest first; the unloadable version is a note and its change
// goes with the next that loads; the revert to A is an entry of its own with an id of its own;
// a change of comments adds none.
func TestChangeEntries(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	a := string(src) + "\n[limits]\nmin_interval = \"2s\"\ninterval_key = \"site\"\n"
	b := strings.Replace(a, `"2s"`, `"4s"`, 1)
	c := strings.Replace(b, `"4s"`, `"1s"`, 1) + "\n[[network.addresses]]\nprefix = \"85.215.1.7\"\n"
	history := []Version{{Rev: "a1", Data: []byte(a)}, {Rev: "b2", Data: []byte(b)}, {Rev: "bad", Data: []byte("schema = 2\n[site]\n")}, {Rev: "c3", Data: []byte(c)}, {Rev: "a4", Data: []byte(a)}}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte("# the same as a\n" + a)}}
	opts.History = history
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "commit bad does not load") {
		t.Errorf("notes %q, want one on the version of commit bad", res.Notes)
	}
	// The note is for the operator who builds (in English, as build's messages are): no page,
	// feed or file of the site carries it (review 8: fr 1, pl 11).
	for name, data := range res.Files {
		if bytes.Contains(data, []byte("does not load")) || bytes.Contains(data, []byte("commit bad")) {
			t.Errorf("%s carries the note on the version that does not load", name)
		}
	}
	entries, _, err := changeEntries(res.Policy, history, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	var kinds [][]string
	ids := map[string]bool{}
	for _, e := range entries {
		var classes []string
		for _, c := range e.Changes {
			classes = append(classes, string(c.Class))
		}
		kinds = append(kinds, classes)
		if ids[e.ID] {
			t.Errorf("id %s twice", e.ID)
		}
		ids[e.ID] = true
	}
	want := [][]string{
		{"stricter", "identity"}, // C back to A: a longer interval, the address gone
		{"identity", "looser"},   // B to C (the unloadable version between them left out)
		{"stricter"},             // A to B
		nil,                      // A, the earliest recorded
	}
	if !slices.EqualFunc(kinds, want, slices.Equal) {
		t.Errorf("entries' classes %v, want %v", kinds, want)
	}
	if !entries[len(entries)-1].First {
		t.Error("the oldest entry is not marked as the earliest recorded version")
	}
}

// TestFromHistory: of everything a build writes, FromHistory names exactly the pages of changes
// and changes.atom, which check leaves alone without the whole history.
func TestFromHistory(t *testing.T) {
	res := buildExample(t, "civic-ingestor")
	want := []string{"changes.atom"}
	for _, lang := range res.Policy.Site.Languages {
		want = append(want, lang+"/changes.html", lang+"/changes.md")
	}
	var got []string
	for _, name := range res.Files.Paths() {
		if FromHistory(name) {
			got = append(got, name)
		}
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("FromHistory names %v, want %v", got, want)
	}
}

// TestChangeValuesPointed builds each example with another example's policy as its history, so
// that the page of changes says hundreds of changes of every kind (agents, windows, jobs,
// addresses, limits, labels added, removed and changed): every value in an entry carries a
// JSON Pointer that resolves in the policy.json of the version before or after the change, and is
// a bidi isolate (isolated), as on the policy's page; and every sentence states one.
func TestChangeValuesPointed(t *testing.T) {
	for i, name := range examples {
		before := examples[(i+1)%len(examples)]
		t.Run(name+"_after_"+before, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "examples", before, "policy.toml"))
			if err != nil {
				t.Fatal(err)
			}
			history := []Version{{Rev: before, Data: src}}
			opts := defaults()
			opts.Site = os.DirFS(filepath.Join("..", "examples", name))
			opts.History = history
			res, err := Build(opts)
			if err != nil {
				t.Fatal(err)
			}
			entries, _, err := changeEntries(res.Policy, history, "policy.toml")
			if err != nil {
				t.Fatal(err)
			}
			docs := map[string][2]any{} // anchor → the policy.json before and after
			for _, e := range entries {
				var pair [2]any
				for j, p := range []*policy.Policy{e.Old, e.New} {
					if p == nil {
						continue
					}
					b, err := p.JSON()
					if err != nil {
						t.Fatal(err)
					}
					if err := json.Unmarshal(b, &pair[j]); err != nil {
						t.Fatal(err)
					}
				}
				docs[e.Anchor] = pair
			}
			for _, lang := range res.Policy.Site.Languages {
				page := lang + "/changes.html"
				doc, err := html.Parse(bytes.NewReader(res.Files[page]))
				if err != nil {
					t.Fatal(err)
				}
				sentences := 0
				walk(doc, func(sec *html.Node) {
					if sec.Type != html.ElementNode || sec.Data != "section" {
						return
					}
					pair, ok := docs[attr(sec, "id")]
					if !ok {
						t.Errorf("%s: section %q is no entry of the history", page, attr(sec, "id"))
						return
					}
					walk(sec, func(n *html.Node) {
						if n.Type != html.ElementNode {
							return
						}
						if ptr := attr(n, "data-policy"); ptr != "" {
							_, inOld := policy.ResolveJSON(pair[0], ptr)
							_, inNew := policy.ResolveJSON(pair[1], ptr)
							if !inOld && !inNew {
								t.Errorf("%s: %s: data-policy=%q (%q) resolves in neither version's policy.json", page, attr(sec, "id"), ptr, textOf(n))
							}
							if !isolated(n) {
								t.Errorf("%s: the value %q at %s is not isolated", page, textOf(n), ptr)
							}
						}
						if n.Data == "li" {
							sentences++
							found := false
							walk(n, func(c *html.Node) { found = found || c.Type == html.ElementNode && attr(c, "data-policy") != "" })
							if !found {
								t.Errorf("%s: a sentence without a value: %s", page, textOf(n))
							}
						}
					})
				})
				if sentences < 10 {
					t.Errorf("%s: %d sentences of changes: the test would prove little", page, sentences)
				}
			}
		})
	}
}
