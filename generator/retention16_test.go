package generator

import (
	"os"
	"strings"
	"testing"
)

// TestRetentionWhichWay: a retention period stated before and after says which way it moved
// ("This keeps data for longer"), not "longer, or without a stated limit", which read as if the
// limit had been dropped (new-user trial 15, finding 7); in every language.
func TestRetentionWhichWay(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const legal = "[legal]\nremoval = \"case-by-case\"\n"
	keep30 := [][2]string{{legal, legal + "retention = [{ what = \"request-logs\", keep_for = \"30d\" }]\n"}}
	keep60 := [][2]string{{legal, legal + "retention = [{ what = \"request-logs\", keep_for = \"60d\" }]\n"}}
	want := map[string][2]string{
		"en": {"This keeps data for longer; how the crawler fetches does not change.", "This keeps data for less time; how the crawler fetches does not change."},
		"de": {"Dadurch werden Daten länger aufbewahrt; am Abrufverhalten des Crawlers ändert sich nichts.", "Dadurch werden Daten kürzer aufbewahrt; am Abrufverhalten des Crawlers ändert sich nichts."},
		"fr": {"Des données sont conservées plus longtemps. La manière dont le robot récupère les contenus ne change pas.", "Des données sont conservées moins longtemps. La manière dont le robot récupère les contenus ne change pas."},
		"pl": {"Dane są przechowywane dłużej. Sposób pobierania treści przez robota się nie zmienia.", "Dane są przechowywane krócej. Sposób pobierania treści przez robota się nie zmienia."},
	}
	for lang, w := range want {
		for i, pair := range [][2][][2]string{{keep30, keep60}, {keep60, keep30}} {
			r := reviewOfEdits(t, msgs, "../examples/civic-ingestor", pair[0], pair[1], lang)
			if len(r.Changes) != 1 {
				t.Fatalf("%s: %d changes, want 1", lang, len(r.Changes))
			}
			if s := r.Changes[0].Sentence; !strings.Contains(s, ". "+w[i]) {
				t.Errorf("%s: %s\ndoes not say\n%s", lang, s, w[i])
			}
		}
	}
}
