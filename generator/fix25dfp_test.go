package generator

import "testing"

// TestGermanSlowDownCounted: a slow-down after several errors counts them on the noun, in the
// dative plural that „Bei“ takes, as German says it: „Bei 5 Antworten mit HTTP 403 (Forbidden)
// oder unbeantworteten Anfragen in Folge pausiert der Crawler nicht …“, not „Bei HTTP 403
// (Forbidden) oder Server ohne Antwort (5-mal in Folge) …“, a parenthesis a native editor would
// not write (round 25, the new keys slow_down.times, slow_down.times_in_a_row). Each condition
// has its own plural (condition_plural); other languages are unchanged.
func TestGermanSlowDownCounted(t *testing.T) {
	const at = "on = [\"timeout\", \"network-error\"]\nmax_interval = \"5m\"\n"
	for _, c := range []struct {
		name, on string
		want     map[string][]string
	}{
		{"in a row", "on = [\"403\", \"unreachable\"]\nthreshold = 5\nconsecutive = true\n", map[string][]string{
			"de": {"- Bei 5\u00a0Antworten mit HTTP 403 (Forbidden) oder unbeantworteten Anfragen in Folge pausiert der Crawler nicht, sondern vergrößert den Abstand zwischen seinen Anfragen an den betreffenden Hostnamen, bis höchstens 5\u00a0Minuten.\n"},
			"en": {"- After 5\u00a0HTTP 403 (Forbidden) responses or times the server does not answer in a row, the crawler does not pause"},
			"fr": {"- Après 5\u00a0réponses HTTP 403 (Forbidden) consécutives ou absences consécutives de réponse du serveur, le robot ne fait pas de pause"},
			"pl": {"- Gdy wystąpi błąd HTTP 403 (Forbidden) lub brak odpowiedzi serwera 5\u00a0razy z rzędu, robot nie wstrzymuje pobierania"},
		}},
		{"in all", "on = [\"sync-failed\", \"system-unreachable\", \"403-identifier\"]\nthreshold = 2\n", map[string][]string{
			"de": {"- Bei 2\u00a0fehlgeschlagenen Abgleichen, Abgleichen ohne Verbindung zum System oder Antworten mit HTTP 403 gezielt gegen den User-Agent des Crawlers pausiert der Crawler nicht"},
		}},
		{"robots.txt", "on = [\"robots-txt-unreachable\", \"robots-txt-disallow-all\", \"paused\"]\nthreshold = 3\nconsecutive = true\n", map[string][]string{
			"de": {"- Bei 3\u00a0Abruffehlern der robots.txt ohne frühere Kopie, Sperren der ganzen Website per robots.txt oder Pausen der Abrufe in Folge pausiert der Crawler nicht"},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := buildTrial22(t, [2]string{at, c.on + "max_interval = \"5m\"\n"})
			checkPageLines(t, res, c.want)
		})
	}
}
