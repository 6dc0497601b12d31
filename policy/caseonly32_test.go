package policy

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestDiffCaseOnly: a text of a label changed in letter case alone (its first letter, or any
// letter) is a change of wording marked CaseOnly, in each language; a text reworded is not, and
// neither is a change of case in a product token, which is no wording and stays identity (German
// review 31, F14; English review 31: "Reprend …" to "reprend …" was "wording, meaning may
// differ"). Failed before: Change had no CaseOnly.
func TestDiffCaseOnly(t *testing.T) {
	src, err := os.ReadFile("../examples/civic-ingestor/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	base := string(src)
	const what = `what = { en = "catching up on missing files", de = "nachgeholte fehlende Dateien", fr = "fichiers manquants rattrapés", pl = "uzupełnianie brakujących plików" }`
	edit := func(old, new string) string {
		t.Helper()
		if strings.Count(base, old) != 1 {
			t.Fatalf("%q is not once in the policy", old)
		}
		return strings.Replace(base, old, new, 1)
	}
	tests := []struct {
		name, new, want string
	}{
		{"first letter, en", edit(what, strings.Replace(what, `"catching`, `"Catching`, 1)),
			"changed /jobs/documents/caps/0/what/en wording label case-only"},
		{"first letter, de", edit(what, strings.Replace(what, `"nachgeholte`, `"Nachgeholte`, 1)),
			"changed /jobs/documents/caps/0/what/de wording label case-only"},
		{"first letter, fr", edit(what, strings.Replace(what, `"fichiers`, `"Fichiers`, 1)),
			"changed /jobs/documents/caps/0/what/fr wording label case-only"},
		{"a letter inside, pl", edit(what, strings.Replace(what, `brakujących plików`, `brakujących Plików`, 1)),
			"changed /jobs/documents/caps/0/what/pl wording label case-only"},
		{"reworded", edit(what, strings.Replace(what, `"catching up on missing files`, `"Catching up on files that are missing`, 1)),
			"changed /jobs/documents/caps/0/what/en wording label"},
		{"token", edit(`token = "civic-ingestor"`, `token = "Civic-Ingestor"`),
			"changed /agents/civic-ingestor/token identity token"},
	}
	old, err := Parse(src, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			new, err := Parse([]byte(tc.new), "policy.toml")
			if err != nil {
				t.Fatal(err)
			}
			changes, err := Diff(old, new)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range changes {
				line := fmt.Sprintf("%s %s %s %s", c.Kind, c.Pointer, c.Class, c.Field)
				if c.CaseOnly {
					line += " case-only"
				}
				got = append(got, line)
			}
			if g := strings.Join(got, "\n"); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
