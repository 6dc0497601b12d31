package generator

import (
	"os"
	"strings"
	"testing"
)

// retentionAfterEdits give the trial-31 policy its screenshots, kept for 5 years after the end
// of the monitoring period (fact 48).
var retentionAfterEdits = [][2]string{
	{"", "\n[[legal.retention]]\nwhat = \"screenshots\"\nkeep_for = \"5y\"\nafter = { en = \"the monitoring period\", de = \"der Überwachungszeitraum\", fr = \"la période de contrôle\", pl = \"okres monitorowania\" }\n"},
}

// TestRetentionAfterPeriod (new-user trial 31, F-04): a retention period counted from the end of
// a period named in words ("deleted five years after the end of the monitoring period"), which
// no job's dates give (the yearly check's dates have no year), is stated after the period in
// every language, with the operator's label, and nothing else; the review says that counting from
// that period's end instead of the fetch keeps data longer, naming the period. Failed before:
// unknown key "after".
func TestRetentionAfterPeriod(t *testing.T) {
	res := buildDirEdited(t, "testdata/trial31", retentionAfterEdits)
	checkPageLines(t, res, map[string][]string{
		"en": {"- Screenshots of the pages, and the pages as the browser rendered them, are kept for at most 5\u00a0years. This period is counted from the day the monitoring period ends, not from the day the data was fetched.\n"},
		"de": {"- Screenshots der Seiten und die Seiten in der vom Browser dargestellten Form werden höchstens 5\u00a0Jahre aufbewahrt. Die Frist beginnt mit dem Tag, an dem der Überwachungszeitraum endet, nicht mit dem Tag des Abrufs.\n"},
		"fr": {"- Les captures d’écran des pages, et les pages telles que le navigateur les a affichées, sont conservées au plus 5\u00a0ans. Ce délai court à compter du jour où la période de contrôle prend fin, et non de la date de récupération des données.\n"},
		"pl": {"- Zrzuty ekranu stron oraz strony w postaci wyświetlonej przez przeglądarkę są przechowywane najwyżej przez 5\u00a0lat. Okres ten liczy się od dnia, w którym kończy się okres monitorowania, a nie od dnia pobrania danych.\n"},
	})
	checkEveryLanguage(t, "retention-after", res)

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	oldEdits := [][2]string{{"", "\n[[legal.retention]]\nwhat = \"screenshots\"\nkeep_for = \"5y\"\n"}}
	for lang, want := range map[string]string{
		"en": "looser /legal/retention/0/after: Added for the screenshots of the pages and the pages as the browser rendered them: the period after which the retention period begins (“the monitoring period”). This keeps data for longer, or without a stated limit; how the crawler fetches does not change. The change needs sign-off.",
		"de": "looser /legal/retention/0/after: Hinzugefügt für die Screenshots der Seiten und die Seiten in der vom Browser dargestellten Form: der Zeitraum, ab dessen Ende eine Aufbewahrungsfrist läuft – „der Überwachungszeitraum“. Dadurch werden Daten länger oder ohne angegebene Frist aufbewahrt; am Abrufverhalten des Crawlers ändert sich nichts. Die Änderung muss freigegeben werden.",
		"fr": "looser /legal/retention/0/after: Ajout pour les captures d’écran des pages et les pages telles que le navigateur les a affichées\u202f: la période dont la fin fait courir le délai de conservation («\u202fla période de contrôle\u202f»). Des données sont conservées plus longtemps, ou sans durée indiquée. La manière dont le robot récupère les contenus ne change pas. Ce changement doit être validé avant publication.",
		"pl": "looser /legal/retention/0/after: Dodano dla zrzutów ekranu stron oraz stron w postaci wyświetlonej przez przeglądarkę czas, po którego upływie zaczyna biec okres przechowywania danych: „okres monitorowania”. Dane są przechowywane dłużej lub bez podanego terminu. Sposób pobierania treści przez robota się nie zmienia. Zmiana wymaga zatwierdzenia.",
	} {
		var got []string
		for _, c := range reviewPair(t, msgs, "testdata/trial31", oldEdits, retentionAfterEdits, lang) {
			got = append(got, string(c.Class)+" "+c.Pointer+": "+c.Sentence)
		}
		if g := strings.Join(got, "\n"); g != want {
			t.Errorf("%s: the review says\n%s\nwant\n%s", lang, g, want)
		}
	}
}
