package generator

import "testing"

// TestSlowDownThreshold: errors.slow_down counts its conditions as a reaction does (threshold,
// consecutive), and the page says after how many the crawler slows down (new-user trial 22,
// F-03: "After a timeout or a network error, it does not pause …" for a crawler that slows down
// after 10 in a row). Every value stays stated (checkEveryLanguage).
func TestSlowDownThreshold(t *testing.T) {
	const at = "on = [\"timeout\", \"network-error\"]\nmax_interval = \"5m\"\n"
	for _, c := range []struct {
		name string
		edit string
		want map[string][]string
	}{
		{"10 in a row", "on = [\"timeout\", \"network-error\"]\nthreshold = 10\nconsecutive = true\nmax_interval = \"5m\"\n", map[string][]string{
			"en": {"- After 10\u00a0timeouts or network errors in a row, the crawler does not pause but lengthens the interval between its requests to the affected host name, up to 5\u00a0minutes.\n"},
			"de": {"- Bei 10\u00a0Zeitüberschreitungen oder Netzwerkfehlern in Folge pausiert der Crawler nicht, sondern vergrößert den Abstand zwischen seinen Anfragen an den betreffenden Hostnamen, bis höchstens 5\u00a0Minuten.\n"},
			"fr": {"- Après 10\u00a0dépassements de délai consécutifs ou erreurs réseau consécutives, le robot ne fait pas de pause mais allonge l’intervalle entre ses requêtes vers le nom d’hôte concerné, jusqu’à 5\u00a0minutes au plus.\n"},
			"pl": {"- Gdy wystąpi przekroczenie czasu oczekiwania lub błąd sieci 10\u00a0razy z rzędu, robot nie wstrzymuje pobierania, lecz wydłuża odstęp między kolejnymi żądaniami do danej nazwy hosta, najwyżej do 5\u00a0minut.\n"},
		}},
		{"3 in all", "on = [\"timeout\", \"network-error\"]\nthreshold = 3\nmax_interval = \"5m\"\n", map[string][]string{
			"en": {"- After 3\u00a0timeouts or network errors, the crawler does not pause but lengthens"},
			"de": {"- Bei 3\u00a0Zeitüberschreitungen oder Netzwerkfehlern pausiert der Crawler nicht"},
			"fr": {"- Après 3\u00a0dépassements de délai ou erreurs réseau, le robot ne fait pas de pause"},
			"pl": {"- Gdy wystąpi przekroczenie czasu oczekiwania lub błąd sieci 3\u00a0razy, robot nie wstrzymuje pobierania"},
		}},
		{"none", at, map[string][]string{
			"en": {"- After a timeout or a network error, the crawler does not pause but lengthens"},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := buildTrial22(t, [2]string{at, c.edit})
			checkPageLines(t, res, c.want)
			checkEveryLanguage(t, c.name, res)
		})
	}
}
