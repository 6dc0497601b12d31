package schema

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestUnitEnumsPerKey (new-user trial 29, F-13's open point): limits.interval_unit and
// limits.concurrency_unit shared one type, so the schemas and docs/policy-reference.md offered
// "connections" for interval_unit too, which validate refuses (an interval spaces requests or
// page loads). Each key lists exactly the values it accepts, in both schemas and in the
// reference. Failed before: both enums were "requests", "page-loads", "connections".
func TestUnitEnumsPerKey(t *testing.T) {
	want := map[string][]string{
		"interval_unit":    {"requests", "page-loads"},
		"concurrency_unit": {"requests", "page-loads", "connections"},
	}
	for name, generate := range map[string]func() ([]byte, error){"TOML": TOML, "JSON": JSON} {
		b, err := generate()
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Properties struct {
				Limits struct {
					Properties map[string]struct {
						Enum []string `json:"enum"`
					} `json:"properties"`
				} `json:"limits"`
			} `json:"properties"`
		}
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		props := doc.Properties.Limits.Properties
		for key, values := range want {
			if got := props[key].Enum; !slices.Equal(got, values) {
				t.Errorf("%s schema: limits.%s enum %q, want %q", name, key, got, values)
			}
		}
	}
	ref, err := os.ReadFile("../../docs/policy-reference.md")
	if err != nil {
		t.Fatal(err)
	}
	for key, values := range want {
		head := "### `limits." + key + "`\n"
		i := strings.Index(string(ref), head)
		if i < 0 {
			t.Fatalf("docs/policy-reference.md lacks %q", head)
		}
		section, _, _ := strings.Cut(string(ref)[i+len(head):], "\n### ")
		line := "- Value: one of `" + strings.Join(values, "`, `") + "`\n"
		if !strings.Contains(section, line) {
			t.Errorf("docs/policy-reference.md, limits.%s: lacks %q in\n%s", key, line, section)
		}
	}
}
