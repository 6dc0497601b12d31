package policy

import (
	"fmt"
	"strings"
	"testing"
)

// TestDiffCaseOnly: a text of a label changed in letter case alone (its first letter, or any
// letter) is a change of wording marked CaseOnly, in each language; a text reworded is not, and
// neither is a change of case in a product token, which is no wording and stays identity (German
// review 31, F14; English review 31: "Reprend …" to "reprend …" was "wording, meaning may
// differ"). Failed before: Change had no CaseOnly.
func TestDiffCaseOnly(t *testing.T) {
	base := readPolicyText(t, "../examples/civic-ingestor/policy.toml")
	const what = `what = { en = "catching up on missing files", de = "nachgeholte fehlende Dateien", fr = "fichiers manquants rattrapés", pl = "uzupełnianie brakujących plików" }`
	edit := func(old, new string) string {
		t.Helper()
		return editOnce(t, base, old, new)
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
	old := parseText(t, base, "policy.toml")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, c := range diffOf(t, old, parseText(t, tc.new, "policy.toml")) {
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
