package generator

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestMech12TitlePluralNotOnPage (issue 12, mech12 1): site.title_plural only tells sitegen the
// grammatical number of the title; a change of it is no entry of the page of changes or the
// feed (a version that changes nothing else adds none), and beside another change it is not
// listed. sitegen diff still lists it, as wording only.
func TestMech12TitlePluralNotOnPage(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	a := string(src)
	b := strings.Replace(a, "languages = [", "title_plural = [\"pl\"]\nlanguages = [", 1)
	c := strings.Replace(b, `title_plural = ["pl"]`, `title_plural = ["pl", "en"]`, 1) + "\n[limits]\nmin_interval = \"2s\"\ninterval_key = \"site\"\n"
	history := []Version{{"a1", []byte(a)}, {"b2", []byte(b)}}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(c)}}
	opts.History = history
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	entries, _, err := changeEntries(res.Policy, history, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	var got [][]string
	for _, e := range entries {
		var ptrs []string
		for _, ch := range e.Changes {
			ptrs = append(ptrs, ch.Pointer)
		}
		got = append(got, ptrs)
	}
	want := [][]string{{"/limits/min_interval", "/limits/interval_key"}, nil}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("entries' changes %q, want %q (no entry for title_plural alone, and no title_plural beside the limit)", got, want)
	}
	pa, err := policy.Parse([]byte(a), "a.toml")
	if err != nil {
		t.Fatal(err)
	}
	pb, err := policy.Parse([]byte(b), "b.toml")
	if err != nil {
		t.Fatal(err)
	}
	diff, err := policy.Diff(pa, pb)
	if err != nil {
		t.Fatal(err)
	}
	if len(diff) != 1 || diff[0].Pointer != "/site/title_plural/0" || diff[0].Class != policy.ClassWording {
		t.Errorf("sitegen diff's changes %+v, want /site/title_plural/0 as wording", diff)
	}
	for name, data := range res.Files {
		if FromHistory(name) && (strings.Contains(string(data), "plural") || strings.Contains(string(data), "Plural") || strings.Contains(string(data), "mnog")) {
			t.Errorf("%s speaks of the title's grammatical number:\n%s", name, data)
		}
	}
}
