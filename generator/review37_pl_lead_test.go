package generator

import (
	"strings"
	"testing"
)

// TestComparedDurationsPolish (Polish review 37, F18): in sitegen diff's old and new values, a
// duration of one unit states its number beside the other value, „dotychczas: 1 sekunda; odtąd:
// 2 sekundy”, not „dotychczas: sekunda”, which read as a word beside a figure
// (durationArg.compared, duration.UNIT_counted); English, German and French keep their text.
func TestComparedDurationsPolish(t *testing.T) {
	for _, c := range []struct{ lang, name, want string }{
		{"pl", "min interval longer", "/limits/min_interval | stricter | Zmiana: minimalny odstęp między dwoma żądaniami – dotychczas: 1\u00a0sekunda; odtąd: 2\u00a0sekundy. Robot staje się przez to mniej uciążliwy dla serwisów."},
		{"pl", "pause longer", "dotychczas: 1\u00a0minuta; odtąd: 5\u00a0minut."},
		{"en", "min interval longer", "/limits/min_interval | stricter | Changed: the minimum interval between requests. Previously: 1\u00a0second. Now: 2\u00a0seconds. This change makes the crawler more polite."},
		{"de", "min interval longer", "/limits/min_interval | stricter | Geändert: der Mindestabstand zwischen zwei Anfragen – bisher 1\u00a0Sekunde, neu 2\u00a0Sekunden. Der Crawler wird dadurch rücksichtsvoller."},
		{"fr", "min interval longer", "/limits/min_interval | stricter | Modification\u202f: l’intervalle minimal entre deux requêtes (jusqu’à présent\u202f: 1\u00a0seconde\u202f; désormais\u202f: 2\u00a0secondes). L’exploration devient plus respectueuse des sites."},
	} {
		got := reviewCaseSentences(t, c.lang, c.name)
		if !strings.Contains(strings.Join(got, "\n"), c.want) {
			t.Errorf("%s %s: no sentence with\n%q\namong\n%q", c.lang, c.name, c.want, got)
		}
	}
}
