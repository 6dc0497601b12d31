package generator

import (
	"strings"
	"testing"
)

// TestIPsNotesEnglishTitle (new-user trial 28, F-16): ips.json's notes are English, and name the
// site by its English title where it has one, whatever the default language. Failed before: a
// site whose default language is Polish got "IP addresses of “Robot Wrenfield Labs”, operated by
// …", its Polish title inside an English sentence.
func TestIPsNotesEnglishTitle(t *testing.T) {
	p := testdataPolicy(t, "trial25a", [2]string{"default_language = \"en\"", "default_language = \"pl\""})
	notes := jafarNotes(p, "", p.Site.LastChanged, "https://crawler.wrenfield.example/")
	if want := "IP addresses of “Wrenfield Labs crawler”, operated by Wrenfield Labs Teoranta"; !strings.HasPrefix(notes, want) {
		t.Errorf("ips.json's notes for a Polish site:\n%s\nwant them to start %q", notes, want)
	}
}

// TestJobExceptionAfterRobotsTxt (new-user trial 28, F-18): in an agent's block, the jobs whose
// fetches do not obey robots.txt follow what the block says of robots.txt, in the same bullet
// where it says that the crawler obeys it, before the legal basis, and "see" points to the
// section on robots.txt; in every language. Failed before: the exception came after "Legal basis
// of its fetching", as if it were an exception to that, and pointed to the schedule.
func TestJobExceptionAfterRobotsTxt(t *testing.T) {
	basis := `
[agents.bot.legal_basis]
name = { en = "Web Accessibility Directive", de = "Barrierefreiheitsrichtlinie", fr = "directive sur l’accessibilité du web", pl = "dyrektywa o dostępności" }
`
	res := buildSmallestEdited(t, [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nrobots_txt = \"read\"\n"}}, trial28Jobs+basis)
	checkPageLines(t, res, map[string][]string{
		"en": {"- It obeys robots.txt. The fetches of “Audit” are an exception: they do not obey robots.txt, and a site cannot opt out of them (see “How robots.txt is read”).\n- Legal basis of its fetching: Web Accessibility Directive.\n"},
		"de": {"- Befolgt die robots.txt. Ausgenommen ist die Abrufart „Prüfung“: Sie befolgt die robots.txt nicht, und ihre Abrufe kann eine Website auf keinem Weg unterbinden (siehe „Wie die robots.txt ausgewertet wird“).\n- Rechtsgrundlage seiner Abrufe: Barrierefreiheitsrichtlinie.\n"},
		"fr": {"- Il respecte robots.txt. La tâche «\u202fContrôle\u202f» fait exception\u202f: elle ne respecte pas robots.txt, et un site ne peut pas s’y opposer (voir la section «\u202fLecture de robots.txt\u202f»).\n- Base juridique de sa collecte\u202f: directive sur l’accessibilité du web.\n"},
		"pl": {"- Stosuje się do reguł z pliku robots.txt. Wyjątkiem jest zadanie „Badanie”: przy nim robot nie stosuje się do reguł z pliku robots.txt, a serwisu nie można wyłączyć z pobierania w ramach tego zadania (zob. sekcję „Obsługa pliku robots.txt”).\n- Podstawa prawna pobierania: dyrektywa o dostępności.\n"},
	})
}

// TestWeekLegendAllFetchesInWindow (new-user trial 28, F-17): where every job runs only within a
// window of kind "only" (and every agent has a job), the week picture's legend says that all
// fetches are limited to its hours, in every language; TestWeekOnly keeps "some" for a job
// outside it. Failed before: "the hours to which some fetches are limited" with every job in the
// window.
func TestWeekLegendAllFetchesInWindow(t *testing.T) {
	res := buildSmallestEdited(t, [][2]string{{"last_changed = 2026-12-01\n", "last_changed = 2026-12-01\ntime_zone = \"Europe/Warsaw\"\n"}},
		strings.Replace(onlyWindowPolicy, `jobs = ["full-sync"]`, `jobs = ["full-sync", "check"]`, 1))
	checkLegend(t, res, map[string]string{
		"en": "Dashed outline: the hours to which all fetches are limited (time window: “Night”)",
		"de": "Gestrichelt umrandet: Zeiten, auf die alle Abrufe beschränkt sind („Nacht“)",
		"fr": "Zone encadrée en pointillés\u202f: plage hors de laquelle aucune tâche ne s’exécute («\u202fNuit\u202f»)",
		"pl": "Obramowanie przerywane: godziny, poza którymi żadne zadanie nie działa (okno „Noc”)",
	})
}
