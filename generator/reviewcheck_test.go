package generator

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// smallestWith parses testdata/smallest/policy.toml with extra TOML after it.
func smallestWith(t *testing.T, extra string) *policy.Policy {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := policy.Parse(append(src, extra...), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkReviewSentences diffs old against new and holds the review's sentences, in order, to want
// word for word in each of en, de, fr and pl; a language missing from want is an error.
func checkReviewSentences(t *testing.T, name string, old, new *policy.Policy, want map[string][]string) {
	t.Helper()
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		rv, err := NewReview(old, new, changes, msgs, lang, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range rv.Changes {
			got = append(got, c.Sentence)
		}
		if w, ok := want[lang]; !ok || !slices.Equal(got, w) {
			t.Errorf("%s, %s:\n%s\nwant:\n%s", name, lang, strings.Join(got, "\n"), strings.Join(w, "\n"))
		}
	}
}
