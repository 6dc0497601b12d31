package generator

import (
	"strings"
	"testing"
)

// TestPublishedDatasetRetention (trial 29, F-14): legal.retention with what = "published-dataset"
// states how long data stays in the dataset the operator republishes, in four languages, with a
// period or indefinitely. Before, the value was refused: the only kinds were raw responses,
// extracted data, request logs and screenshots, so a scanner's promise about its republished
// dataset could only be worded as one about data it extracts.
func TestPublishedDatasetRetention(t *testing.T) {
	const legal = "[legal]\nremoval = \"case-by-case\"\n"
	res := buildDirEdited(t, "../examples/civic-ingestor", [][2]string{{legal, legal + "retention = [{ what = \"published-dataset\", keep_for = \"5y\" }]\n"}})
	want := map[string]string{
		"en": "Data in the dataset that the operator republishes stays in it for at most 5\u00a0years.",
		"de": "Daten in dem Datensatz, den der Betreiber veröffentlicht, bleiben darin höchstens 5\u00a0Jahre enthalten.",
		"fr": "Les entrées du jeu de données que l’exploitant republie y sont conservées au plus 5\u00a0ans.",
		"pl": "Dane w publikowanym przez nas zbiorze danych pozostają w nim najwyżej przez 5\u00a0lat.",
	}
	for lang, w := range want {
		if md := string(res.Files[lang+"/index.md"]); !strings.Contains(md, w) {
			t.Errorf("%s: the page does not say\n%q", lang, w)
		}
	}
	res = buildDirEdited(t, "../examples/civic-ingestor", [][2]string{{legal, legal + "retention = [{ what = \"published-dataset\", indefinitely = true }]\n"}})
	if w := "Data in the dataset that the operator republishes stays in it indefinitely."; !strings.Contains(string(res.Files["en/index.md"]), w) {
		t.Errorf("indefinitely: the page does not say %q", w)
	}
}
