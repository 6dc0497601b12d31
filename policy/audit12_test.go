package policy

import (
	"os"
	"path/filepath"
	"testing"
)

// TestExamplesWarnOnlyAcknowledged (audit 12, smaller point a): every example validates without a
// warning it does not explain: each warning it draws is named, with why, in its
// acknowledged_warnings. Before, search-engine drew an unacknowledged warning on agents.readlater,
// an agent that says how it fetches (a person's request, on demand), whose text claimed the page
// says a robots.txt group stops its fetching, where the page says the operator does not state it.
func TestExamplesWarnOnlyAcknowledged(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "examples", "*", "policy.toml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(src, "policy.toml")
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		for _, w := range p.Warnings() {
			if !w.Acknowledged {
				t.Errorf("%s: a warning the example does not acknowledge: %s", f, w)
			}
		}
	}
}
