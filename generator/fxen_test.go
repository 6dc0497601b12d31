package generator

import (
	"strings"
	"testing"
)

// TestPauseScopeGenitive (German review 22, P4): a job's pause in the schedule states its scope
// in the form the sentence needs. German makes the scope own the fetches that pause, in the
// genitive (scope_noun_gen): "setzt der Crawler die Abrufe der betreffenden Liste aus" (was "setzt
// der Crawler die Abrufe aus; betroffen ist jeweils die Liste"); English, French and Polish keep
// their sentence with scope_noun. Civic-ingestor's slow lists, with the scope each case sets.
func TestPauseScopeGenitive(t *testing.T) {
	const event = "<br>Bei Zeitüberschreitung oder HTTP 504 (Gateway Timeout) setzt der Crawler die Abrufe "
	for _, tc := range []struct {
		scope string
		want  map[string]string
	}{
		{"list", map[string]string{
			"de": event + "der betreffenden Liste aus. Dauer der Pause:",
			"en": "<br>After a timeout or HTTP 504 (Gateway Timeout), fetching pauses for the list: 1\u00a0hour at first",
			"fr": "<br>Après un dépassement de délai ou une réponse HTTP 504 (Gateway Timeout), pause pour la liste\u202f: 1\u00a0heure",
			"pl": "<br>Gdy wystąpi przekroczenie czasu oczekiwania lub błąd HTTP 504 (Gateway Timeout), robot wstrzymuje pobieranie dotyczące listy. Długość przerwy:",
		}},
		{"server", map[string]string{
			"de": event + "des betreffenden Servers aus. Dauer der Pause:",
			"en": "fetching pauses for the server: 1\u00a0hour at first",
			"fr": "pause pour le serveur\u202f: 1\u00a0heure",
			"pl": "robot wstrzymuje pobieranie dotyczące serwera. Długość przerwy:",
		}},
		{"all-sites", map[string]string{
			"de": event + "aller Websites aus. Dauer der Pause:",
			"en": "fetching pauses for all sites: 1\u00a0hour at first",
			"fr": "pause pour tous les sites\u202f: 1\u00a0heure",
			"pl": "robot wstrzymuje pobieranie dotyczące wszystkich serwisów. Długość przerwy:",
		}},
	} {
		res := buildExampleEdited(t, "civic-ingestor", [2]string{"escalation = { factor = 2, max = \"24h\" }\nscope = \"list\"", "escalation = { factor = 2, max = \"24h\" }\nscope = \"" + tc.scope + "\""})
		for lang, want := range tc.want {
			if page := string(res.Files[lang+"/index.md"]); !strings.Contains(page, want) {
				t.Errorf("scope %s: %s/index.md lacks %q", tc.scope, lang, want)
			}
		}
	}
}
