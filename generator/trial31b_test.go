package generator

import (
	"os"
	"strings"
	"testing"
)

// buildTrial31b builds the policy of new-user trial 31 (TeilhabeCheck, an accessibility monitor
// that renders pages in a headless browser and counts page loads), with edits.
func buildTrial31b(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildTestdata(t, "trial31b", edits...)
}

// TestRequestRateInPageLoads (new-user trial 31, F-13): the slower rate a site can ask for
// (contact.requests[].min_interval) is stated in the unit of the interval it slows: "one page
// load every 30 seconds" where limits.interval_unit = "page-loads" makes the general limit "At
// most one page load every 5 seconds", in four languages; a policy that counts requests still
// says "one request". Failed before: "one request every 30 seconds" beside page loads.
func TestRequestRateInPageLoads(t *testing.T) {
	res := buildTrial31b(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"- a slower rate, down to one page load every 30\u00a0seconds, carried out within 5\u00a0working days\n"},
		"de": {"- eine niedrigere Abrufrate, bis zu einem Abstand von 30\u00a0Sekunden zwischen zwei Seitenabrufen, umgesetzt innerhalb von 5\u00a0Arbeitstagen\n"},
		"fr": {"- un rythme plus lent, jusqu’à 30\u00a0secondes entre deux chargements de page (délai de mise en œuvre\u202f: 5\u00a0jours ouvrés)\n"},
		"pl": {"- wolniejsze tempo, nawet do jednego wczytania strony na 30\u00a0sekund (realizacja w ciągu 5\u00a0dni roboczych)\n"},
	})
	checkEveryLanguage(t, "slower rate in page loads", res)
	res = buildTrial31b(t, [2]string{"interval_unit = \"page-loads\"\n", "interval_unit = \"requests\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- a slower rate, down to one request every 30\u00a0seconds, carried out within 5\u00a0working days\n"},
		"de": {"- eine niedrigere Abrufrate, bis zu einem Abstand von 30\u00a0Sekunden zwischen zwei Anfragen, umgesetzt innerhalb von 5\u00a0Arbeitstagen\n"},
		"fr": {"- un rythme plus lent, jusqu’à 30\u00a0secondes entre deux requêtes (délai de mise en œuvre\u202f: 5\u00a0jours ouvrés)\n"},
		"pl": {"- wolniejsze tempo, nawet do jednego żądania na 30\u00a0sekund (realizacja w ciągu 5\u00a0dni roboczych)\n"},
	})
}

// TestRequestRateInPageLoadsReviewed (new-user trial 31, F-13): sitegen diff names the slowest
// rate a site can ask for by the interval between page loads where the policy counts them, in
// four languages. Failed before: "the longest interval between requests".
func TestRequestRateInPageLoadsReviewed(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	longer := [][2]string{{"min_interval = \"30s\"\nwithin_working_days", "min_interval = \"1m\"\nwithin_working_days"}}
	want := map[string]string{
		"en": "[contact] /contact/requests/0/min_interval: 30\u00a0seconds → 1\u00a0minute\n    Changed for the request “a slower rate”: the longest interval a site can ask for between page loads. Previously: 30\u00a0seconds. Now: 1\u00a0minute. Webmasters can now ask for a slower rate than before.\n",
		"de": "[Kontakt] /contact/requests/0/min_interval: 30\u00a0Sekunden → 1\u00a0Minute\n    Geändert beim Anliegen „eine niedrigere Abrufrate“: der längste Abstand zwischen zwei Seitenabrufen, den Webmaster erbitten können – bisher 30\u00a0Sekunden, neu 1\u00a0Minute. Auf Anfrage lässt sich der Crawler nun stärker drosseln als bisher.\n",
		"fr": "[contact] /contact/requests/0/min_interval: 30\u00a0secondes → 1\u00a0minute\n    Modification pour la demande portant sur «\u202fun rythme plus lent\u202f»\u202f: l’intervalle le plus long qu’un site puisse demander entre deux chargements de page (jusqu’à présent\u202f: 30\u00a0secondes\u202f; désormais\u202f: 1\u00a0minute). Les webmestres peuvent désormais demander un rythme plus lent qu’auparavant.\n",
		"pl": "[kontakt] /contact/requests/0/min_interval: 30\u00a0sekund → 1\u00a0minuta\n    Zmiana dla prośby „wolniejsze tempo”: najwolniejsze tempo, o jakie można poprosić (najdłuższy odstęp między wczytaniami stron) – dotychczas: 30\u00a0sekund; odtąd: 1\u00a0minuta. Administratorzy serwisów mogą odtąd prosić o wolniejsze tempo niż dotychczas.\n",
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		if got := string(reviewOfEdits(t, msgs, "testdata/trial31b", nil, longer, lang).Text()); !strings.Contains(got, want[lang]) {
			t.Errorf("%s: review =\n%s\nwant it to hold\n%s", lang, got, want[lang])
		}
	}
}

// TestQuotaOfPageLoadsStated (new-user trial 31, F-06): a quota in page loads
// (limits.quotas[].unit = "page-loads") is stated in page loads, the unit the general interval
// counts, in four languages: TeilhabeCheck loads each page twice, so 600 pages are not 600 page
// loads. Failed before: unknown unit.
func TestQuotaOfPageLoadsStated(t *testing.T) {
	res := buildTrial31b(t, [2]string{"max = 600\nunit = \"pages\"\n", "max = 600\nunit = \"page-loads\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Quota: at most 600\u00a0page loads per day per host name.\n"},
		"de": {"- Kontingent: höchstens 600\u00a0Seitenabrufe pro Tag und Hostname.\n"},
		"fr": {"- Quota\u202f: au plus 600\u00a0chargements de page par jour et par nom d’hôte.\n"},
		"pl": {"- Najwyżej 600\u00a0wczytań stron na dobę dla każdej nazwy hosta.\n"},
	})
	checkEveryLanguage(t, "quota in page loads", res)
	res = buildTrial31b(t, [2]string{"max = 600\nunit = \"pages\"\n", "max = 1\nunit = \"page-loads\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Quota: at most one page load per day per host name.\n"},
		"de": {"- Kontingent: höchstens ein Seitenabruf pro Tag und Hostname.\n"},
		"fr": {"- Quota\u202f: au plus 1\u00a0chargement de page par jour et par nom d’hôte.\n"},
		"pl": {"- Najwyżej jedno wczytanie strony na dobę dla każdej nazwy hosta.\n"},
	})
	res = buildTrial31b(t, [2]string{"max = 600\nunit = \"pages\"\n", "max = 3\nunit = \"page-loads\"\n"})
	checkPageLines(t, res, map[string][]string{
		"pl": {"- Najwyżej 3\u00a0wczytania stron na dobę dla każdej nazwy hosta.\n"},
	})
}
