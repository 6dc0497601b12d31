package generator

import (
	"os"
	"strings"
	"testing"
)

// retentionAfterJobEdits give feed-reader's polling dates and a retention period of extracted
// data counted from the polling's end.
var retentionAfterJobEdits = [][2]string{
	{"agent = \"fetcher\"\n", "agent = \"fetcher\"\ndates = [{ from = 2027-01-11, until = 2027-04-09 }]\n"},
	{"", "\n[[legal.retention]]\nwhat = \"extracted-data\"\nkeep_for = \"1y\"\nafter_job = \"poll\"\n"},
}

// TestRetentionAfterJob (new-user trial 27, F-05): a retention period counted from the end of a
// job's dates ("deleted one year after the study ends") is stated with the job and the day it
// ends, in every language, and the review says that counting from the job's end instead of the
// fetch keeps data longer, naming the job by its label. Failed before: unknown key "after_job".
func TestRetentionAfterJob(t *testing.T) {
	res := buildDirEdited(t, "../examples/feed-reader", retentionAfterJobEdits)
	checkPageLines(t, res, map[string][]string{
		"en": {"- Data extracted from fetched content is kept for at most 1\u00a0year. This period is counted from the day “Feed polling” ends, 9 April 2027, not from the day the data was fetched.\n"},
		"de": {"- Aus abgerufenen Inhalten gewonnene Daten werden höchstens 1\u00a0Jahr aufbewahrt. Die Frist beginnt mit dem Ende der Abrufe der Abrufart „Abruf der Feeds“ am 9. April 2027, nicht mit dem Tag des Abrufs.\n"},
		"fr": {"- Les données extraites des contenus récupérés sont conservées au plus 1\u00a0an. Ce délai court à compter de la fin de la tâche «\u202fRelève des flux\u202f», le 9\u00a0avril 2027, et non de la date de récupération des données.\n"},
		"pl": {"- Dane wyodrębnione z pobranych treści są przechowywane najwyżej przez rok. Okres ten liczy się od zakończenia zadania „Odpytywanie kanałów” (9\u00a0kwietnia 2027\u00a0r.), a nie od dnia pobrania danych.\n"},
	})
	checkEveryLanguage(t, "retention-after-job", res)

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	oldEdits := [][2]string{retentionAfterJobEdits[0], {"", strings.Replace(retentionAfterJobEdits[1][1], "after_job = \"poll\"\n", "", 1)}}
	for lang, want := range map[string]string{
		"en": "looser /legal/retention/0/after_job: Added for the data extracted from fetched content: the kind of fetch at the end of which the retention period starts (“Feed polling”). This keeps data for longer, or without a stated limit; how the crawler fetches does not change. The change needs sign-off.",
		"de": "looser /legal/retention/0/after_job: Hinzugefügt für die aus abgerufenen Inhalten gewonnenen Daten: die Abrufart, ab deren Ende eine Aufbewahrungsfrist läuft – „Abruf der Feeds“. Dadurch werden Daten länger oder ohne angegebene Frist aufbewahrt; am Abrufverhalten des Crawlers ändert sich nichts. Die Änderung muss freigegeben werden.",
		"fr": "looser /legal/retention/0/after_job: Ajout pour les données extraites des contenus récupérés\u202f: la tâche dont la fin fait courir le délai de conservation («\u202fRelève des flux\u202f»). Des données sont conservées plus longtemps, ou sans durée indiquée. La manière dont le robot récupère les contenus ne change pas. Ce changement doit être validé avant publication.",
		"pl": "looser /legal/retention/0/after_job: Dodano dla danych wyodrębnionych z pobranych treści zadanie, po którego zakończeniu zaczyna biec okres przechowywania danych: „Odpytywanie kanałów”. Dane są przechowywane dłużej lub bez podanego terminu. Sposób pobierania treści przez robota się nie zmienia. Zmiana wymaga zatwierdzenia.",
	} {
		var got []string
		for _, c := range reviewPair(t, msgs, "../examples/feed-reader", oldEdits, retentionAfterJobEdits, lang) {
			got = append(got, string(c.Class)+" "+c.Pointer+": "+c.Sentence)
		}
		if g := strings.Join(got, "\n"); g != want {
			t.Errorf("%s: the review says\n%s\nwant\n%s", lang, g, want)
		}
	}
}
