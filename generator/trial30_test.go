package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// buildTrial30 builds testdata/trial30 (new-user trial 30: KestrelTxtBot, an ads.txt
// verification crawler) with edits, as buildTestdata does.
func buildTrial30(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildTestdata(t, "trial30", edits...)
}

// TestAheadWithoutPreviousVersion (new-user trial 30, F-01): a policy dated after the day of the
// build with no earlier version recorded (not in git, with or without
// site.announce_changes_days) says "In effect from …" in its footer, and nothing of a previous
// version that the page of changes, which calls it the earliest recorded version, does not
// have. With a version before it in the history, the footer still says that one applies until
// then.
func TestAheadWithoutPreviousVersion(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "trial30", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	v1 := string(src)
	// The earlier version differs by more than its date: a version that changes only the date
	// adds no entry to the page of changes.
	future := strings.Replace(v1, "last_changed = 2026-12-03\n", "last_changed = 2027-01-20\n", 1)
	announced := strings.Replace(future, "last_changed = 2027-01-20\n", "last_changed = 2027-01-20\nannounce_changes_days = 14\n", 1)
	if future == v1 || announced == future {
		t.Fatal("testdata/trial30: no last_changed = 2026-12-03")
	}
	alone := map[string]string{
		"en": "In effect from 20 January 2027.",
		"de": "Gültig ab 20. Januar 2027.",
		"fr": "En vigueur à partir du 20\u00a0janvier 2027.",
		"pl": "Obowiązuje od 20\u00a0stycznia 2027\u00a0r.",
	}
	previous := map[string]string{
		"en": "previous version", "de": "vorherige Fassung", "fr": "version précédente", "pl": "poprzednia wersja",
	}
	epoch := time.Date(2026, 12, 7, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name    string
		policy  string
		history []Version
		want    map[string]string
	}{
		{"no history", future, nil, alone},
		{"no history, announced", announced, nil, alone},
		{"first version committed", future, []Version{{Rev: "v1", Data: []byte(future)}}, alone},
		{"a version before", strings.Replace(future, `min_interval = "10s"`, `min_interval = "20s"`, 1), []Version{{Rev: "v1", Data: []byte(v1)}}, map[string]string{
			"en": "In effect from 20 January 2027; until then, the previous version of this policy applies.\n",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := defaults()
			opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(tc.policy)}}
			opts.History = tc.history
			opts.Epoch = &epoch
			res, err := Build(opts)
			if err != nil {
				t.Fatalf("build: %v", err)
			}
			for lang, want := range tc.want {
				page := string(res.Files[lang+"/index.md"])
				if !strings.Contains(page, want) {
					t.Errorf("%s/index.md lacks %q", lang, want)
				}
				if tc.history == nil && strings.Contains(page, previous[lang]) {
					t.Errorf("%s/index.md speaks of a %q that no history has:\n%s", lang, previous[lang], page)
				}
			}
		})
	}
}
