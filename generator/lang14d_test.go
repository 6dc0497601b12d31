package generator

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestFrenchEditorPhrases holds the French phrases that land13 asked a reader to check to what a
// French editor writes (new-user trial 13; /work/notes/s13/land13.md):
//   - no message says "n’indique plus que …", which reads as "only states …" (ne … plus que) as
//     much as "no longer states that …": "la page cesse d’indiquer que …";
//   - a text removed from the page is "Mention retirée{context} : {field}", a heading like
//     "Modification : …", not "La page n’indique plus : …", a verb cut from its object by a colon;
//   - the software "respecte aussi tout groupe visant …", not "applique
//     toujours aussi", whose "toujours aussi" reads as "still as (much)";
//   - the class of changes that are or may be less polite: "Exploration moins respectueuse, ou qui
//     risque de l’être".
func TestFrenchEditorPhrases(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	onlyAmbiguous := regexp.MustCompile(`\bn[’']\s*\p{L}+ plus que\b|\bne \p{L}+ plus que\b`)
	for _, id := range msgs.IDs("fr") {
		msg, _ := msgs.Message("fr", id)
		for _, src := range []string{msg.One, msg.Many, msg.Other} {
			if m := onlyAmbiguous.FindString(src); m != "" && !strings.Contains(src, "ne … plus que") {
				t.Errorf("fr %s: %q reads as 'only' as much as 'no longer': %q", id, m, src)
			}
		}
	}
	want := map[string]string{
		"diff.no_longer_stated":                "Mention retirée{{.Context}}\u202f: {{.Field}}.",
		"diff.class_heading.maybe_less_polite": "Exploration moins respectueuse, ou qui pourrait le devenir\u202f: à valider avant publication",
		"changes.class.maybe_less_polite":      "Exploration moins respectueuse, ou qui pourrait le devenir",
	}
	for id, w := range want {
		msg, ok := msgs.Message("fr", id)
		if !ok {
			t.Errorf("fr: no %s", id)
			continue
		}
		src := msg.Other
		if msg.One != "" {
			src = msg.One
		}
		if !strings.HasPrefix(src, w) {
			t.Errorf("fr %s: %q, want it to begin %q", id, src, w)
		}
	}
	for _, id := range msgs.IDs("fr") {
		msg, _ := msgs.Message("fr", id)
		for _, bad := range []string{"toujours aussi", "Masquée par", "La page n’indique plus", "susceptible de l’être"} {
			if strings.Contains(msg.Other+msg.One, bad) {
				t.Errorf("fr %s still says %q", id, bad)
			}
		}
	}
}
