package generator

import (
	"os"
	"strings"
	"testing"
)

// siteIntervalJob is the trial-31 in-depth check: every year, but each site at most once every
// three years (fact 27).
const siteIntervalJob = `
[jobs.in-depth]
robots_txt = "not-read"
not_read_because = "legal-mandate"
opt_out = "not-possible"
label = { en = "In-depth check", de = "Eingehende Überwachung", fr = "Contrôle approfondi", pl = "Kontrola szczegółowa" }
agent = "teilhabecheck"
target = "public-sector"
runs_per_year = { min = 1, max = 1 }
`

// TestSiteInterval (new-user trial 31, F-03): the least time between two runs of a job on the
// same site is stated among the job's details in every language, and nothing of any resource;
// the review says that a longer one is more polite. Failed before: unknown key "site_interval".
func TestSiteInterval(t *testing.T) {
	edits := [][2]string{{"", siteIntervalJob + "site_interval = \"3y\"\n"}}
	res := buildDirEdited(t, "testdata/trial31", edits)
	checkPageLines(t, res, map[string][]string{
		"en": {"It visits each site at most once every 3\u00a0years."},
		"de": {"Bei dieser Abrufart wird jede Website höchstens einmal in 3\u00a0Jahren abgerufen."},
		"fr": {"Chaque site est visité par cette tâche au plus une fois tous les 3\u00a0ans."},
		"pl": {"W ramach tego zadania każdy serwis jest odwiedzany najwyżej raz na 3\u00a0lata."},
	})
	for _, lang := range res.Policy.Site.Languages {
		for _, absent := range []string{"Each resource", "Jede Ressource", "Chaque élément", "Każdy zasób"} {
			if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, absent) {
				t.Errorf("%s/index.md says %q of a job that states how often it comes to a site", lang, absent)
			}
		}
	}
	checkEveryLanguage(t, "site-interval", res)

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	oldEdits := [][2]string{{"", siteIntervalJob + "site_interval = \"1y\"\n"}}
	for lang, want := range map[string]string{
		"en": "stricter /jobs/in-depth/site_interval: Changed in “In-depth check”: the minimum interval between two runs on the same site. Previously: 1\u00a0year. Now: 3\u00a0years. This change makes the crawler more polite.",
		"de": "stricter /jobs/in-depth/site_interval: Geändert bei der Abrufart „Eingehende Überwachung“: der Mindestabstand zwischen zwei Läufen auf derselben Website – bisher 1\u00a0Jahr, neu 3\u00a0Jahre. Der Crawler wird dadurch rücksichtsvoller.",
		"fr": "stricter /jobs/in-depth/site_interval: Modification dans la tâche «\u202fContrôle approfondi\u202f»\u202f: le délai minimal entre deux exécutions sur un même site (jusqu’à présent\u202f: 1\u00a0an\u202f; désormais\u202f: 3\u00a0ans). L’exploration devient plus respectueuse des sites.",
		"pl": "stricter /jobs/in-depth/site_interval: Zmiana dla zadania „Kontrola szczegółowa”: minimalny odstęp między dwoma przebiegami w tym samym serwisie – dotychczas: 1\u00a0rok; odtąd: 3\u00a0lata. Robot staje się przez to mniej uciążliwy dla serwisów.",
	} {
		var got []string
		for _, c := range reviewPair(t, msgs, "testdata/trial31", oldEdits, edits, lang) {
			got = append(got, string(c.Class)+" "+c.Pointer+": "+c.Sentence)
		}
		if g := strings.Join(got, "\n"); g != want {
			t.Errorf("%s: the review says\n%s\nwant\n%s", lang, g, want)
		}
	}
}
