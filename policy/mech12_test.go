package policy_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestMech12LabelOnlyIsWording (issue 12, mech12 3): a change of one language's text of any
// label of any example (its values the same) is wording, never "less polite" or "possibly less
// polite"; the operator's legal form, said as text, stays a change of contact. A scope changed
// between "source" and "system", which name the same unit, is wording too.
func TestMech12LabelOnlyIsWording(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "examples", "*", "policy.toml"))
	if err != nil || len(dirs) == 0 {
		t.Fatal("no examples", err)
	}
	text := regexp.MustCompile(`\b(en|de|fr|pl) = "`)
	checked := 0
	for _, file := range dirs {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		old, err := policy.Parse(src, file)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(src), "\n")
		for i, line := range lines {
			for _, loc := range text.FindAllStringIndex(line, -1) {
				edited := slices.Clone(lines)
				edited[i] = line[:loc[1]] + "Xy " + line[loc[1]:]
				new, err := policy.Parse([]byte(strings.Join(edited, "\n")), file)
				if err != nil {
					continue // a text that must match another (a name in a User-Agent)
				}
				changes, err := policy.Diff(old, new)
				if err != nil {
					t.Fatal(err)
				}
				checked++
				for _, c := range changes {
					if c.Class != policy.ClassWording && !(c.Class == policy.ClassContact && strings.HasPrefix(c.Pointer, "/operator/")) {
						t.Errorf("%s:%d: %s %s, want wording", file, i+1, c.Class, c.Pointer)
					}
				}
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d texts changed: the examples' labels were not found", checked)
	}
	src, err := os.ReadFile(filepath.Join("..", "examples", "civic-ingestor", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	old, err := policy.Parse(src, "old.toml")
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(src), "escalation = { factor = 2, max = \"6h\" }\nscope = \"system\"", "escalation = { factor = 2, max = \"6h\" }\nscope = \"source\"", 1)
	new, err := policy.Parse([]byte(edited), "new.toml")
	if err != nil {
		t.Fatal(err)
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != 1 || changes[0].Class != policy.ClassWording || changes[0].Pointer != "/errors/reactions/1/scope" {
		t.Errorf("scope system → source: %+v, want one change of wording at /errors/reactions/1/scope", changes)
	}
}
