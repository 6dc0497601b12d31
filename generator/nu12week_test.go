package generator

import (
	"slices"
	"testing"
)

// TestWeekNamesHiddenJob: a job that runs at stated days or hours but shades no hour, since more
// frequent fetches run then, is named under the picture of the week with when it runs
// (new-user trial 12, finding 17: a weekly job on Sunday night under a daily one was in neither
// the picture nor its legend). civic-ingestor's full sync, every 28 days starting at night, is
// under the hourly document fetches.
func TestWeekNamesHiddenJob(t *testing.T) {
	res := buildExample(t, "civic-ingestor")
	for lang, want := range map[string]string{
		"en": "Not shaded, as more frequent fetches run at the same hours: Full sync (starting between 01:00 and 06:00).",
		"de": "Nicht eingefärbt, weil zur selben Zeit häufigere Abrufe laufen: Vollabgleich (Start zwischen 1:00 und 6:00\u00a0Uhr).",
		"fr": "Tâche non représentée, car des tâches plus fréquentes s’exécutent aux mêmes heures\u202f: Synchronisation complète (démarrage entre 1\u00a0h et 6\u00a0h).",
		"pl": "Nie pokazano, bo w\u00a0tych samych godzinach działają częstsze zadania: Pełna synchronizacja (rozpoczęcie między 1:00 a\u00a06:00).",
	} {
		if notes := weekNotesOf(res.Files[lang+"/index.html"]); !slices.Contains(notes, want) {
			t.Errorf("%s: the notes under the legend are %q, want among them %q", lang, notes, want)
		}
	}
}
