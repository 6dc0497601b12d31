package generator

import (
	"strings"
	"testing"
)

// TestPauseScopeGenitive (German review 22, P4): a job's pause in the schedule states its scope
// in the form the sentence needs. German makes the scope own the fetches that pause, in the
// genitive (scope_noun_gen): "setzt der Crawler die Abrufe der betreffenden Liste aus" (was "setzt
// der Crawler die Abrufe aus; betroffen ist jeweils die Liste"); English says what fetching pauses
// from or in, "fetching of the affected list pauses" (English review 24, S17: was "fetching pauses
// for the list: 1 hour …", where the colon read as introducing the list); French and Polish keep
// their sentence with scope_noun. Civic-ingestor's slow lists, with the scope each case sets.
func TestPauseScopeGenitive(t *testing.T) {
	const event = "<br>Bei Zeitüberschreitung oder HTTP 504 (Gateway Timeout) setzt der Crawler die Abrufe "
	for _, tc := range []struct {
		scope string
		want  map[string]string
	}{
		{"list", map[string]string{
			"de": event + "der betreffenden Liste aus. Dauer der Pause:",
			"en": "<br>After a timeout or HTTP 504 (Gateway Timeout), fetching of the affected list pauses: 1\u00a0hour at first",
			"fr": "<br>Après un dépassement de délai ou une réponse HTTP\u00a0504 (Gateway Timeout), pause pour la liste\u202f: 1\u00a0heure",
			"pl": "<br>Gdy wystąpi przekroczenie czasu oczekiwania lub błąd HTTP 504 (Gateway Timeout), robot wstrzymuje pobieranie danej listy. Długość przerwy:",
		}},
		{"server", map[string]string{
			"de": event + "des betreffenden Servers aus. Dauer der Pause:",
			"en": "fetching from the affected server pauses: 1\u00a0hour at first",
			"fr": "pause pour le serveur\u202f: 1\u00a0heure",
			"pl": "robot wstrzymuje pobieranie z danego serwera. Długość przerwy:",
		}},
		{"all-sites", map[string]string{
			"de": event + "aller Websites aus. Dauer der Pause:",
			"en": "fetching from all sites pauses: 1\u00a0hour at first",
			"fr": "pause pour tous les sites\u202f: 1\u00a0heure",
			"pl": "robot wstrzymuje pobieranie ze wszystkich serwisów. Długość przerwy:",
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

// TestOccasionKindWording (English review 22, B1): a schedule rule for an occasion is worded by
// what the occasion is (occasions.NAME.kind), with each language's words for that kind
// (occasion_when.day, occasion_when.event): English runs a rule "on" a day and "during" an event
// (was "During a session day" for every occasion); German, French and Polish put the label as
// written, which carries its own preposition, so their pages are unchanged. Civic-ingestor's
// session days are a day; its live council sessions an event, the default.
func TestOccasionKindWording(t *testing.T) {
	const kind = "kind = \"day\"\n"
	frames := map[string]string{
		"en": "| During a council session that is broadcast live: every 10\u00a0seconds by default",
		"de": "| bei Ratssitzungen mit Liveübertragung: standardmäßig alle 10\u00a0Sekunden",
		"fr": "| Pour chaque séance du conseil retransmise en direct\u202f: toutes les 10\u00a0secondes par défaut",
		"pl": "| przy posiedzeniu rady z transmisją na żywo: domyślnie co 10\u00a0sekund",
	}
	for _, tc := range []struct {
		name  string
		edits [][2]string
		want  map[string]string
	}{
		{"a day", nil, map[string]string{
			"en": "| On a session day or the day before, 07:00–22:00: every 5\u00a0minutes<br>",
			"de": "| an Sitzungstagen und jeweils am Vortag, 7:00–22:00\u00a0Uhr: alle 5\u00a0Minuten<br>",
			"fr": "| Les jours de séance et la veille, de 7\u00a0h à 22\u00a0h\u202f: toutes les 5\u00a0minutes<br>",
			"pl": "| dni posiedzeń i dni je poprzedzające, 7:00–22:00: co 5\u00a0minut<br>",
		}},
		{"unset: an event", [][2]string{{kind, ""}}, map[string]string{
			"en": "| During a session day or the day before, 07:00–22:00: every 5\u00a0minutes<br>",
			"de": "| an Sitzungstagen und jeweils am Vortag, 7:00–22:00\u00a0Uhr: alle 5\u00a0Minuten<br>",
			"fr": "| Les jours de séance et la veille, de 7\u00a0h à 22\u00a0h\u202f: toutes les 5\u00a0minutes<br>",
			"pl": "| dni posiedzeń i dni je poprzedzające, 7:00–22:00: co 5\u00a0minut<br>",
		}},
		{"a day and an event", [][2]string{{"occasions = [\"session-days\"]\nhours", "occasions = [\"session-days\", \"live-session\"]\nhours"}}, map[string]string{
			"en": "| On a session day or the day before and during a council session that is broadcast live, 07:00–22:00: every 5\u00a0minutes<br>",
			"de": "| an Sitzungstagen und jeweils am Vortag und bei Ratssitzungen mit Liveübertragung, 7:00–22:00\u00a0Uhr: alle 5\u00a0Minuten<br>",
			"fr": "| Les jours de séance et la veille et pour chaque séance du conseil retransmise en direct, de 7\u00a0h à 22\u00a0h\u202f: toutes les 5\u00a0minutes<br>",
			"pl": "| dni posiedzeń i dni je poprzedzające i przy posiedzeniu rady z transmisją na żywo, 7:00–22:00: co 5\u00a0minut<br>",
		}},
		{"two days", [][2]string{
			{"occasions = [\"session-days\"]\nhours", "occasions = [\"session-days\", \"live-session\"]\nhours"},
			{"pl = \"przy posiedzeniu rady z transmisją na żywo\" }\n", "pl = \"przy posiedzeniu rady z transmisją na żywo\" }\nkind = \"day\"\n"},
		}, map[string]string{
			"en": "| On a session day or the day before and a council session that is broadcast live, 07:00–22:00: every 5\u00a0minutes<br>",
		}},
	} {
		res := buildExampleEdited(t, "civic-ingestor", tc.edits...)
		for lang, want := range tc.want {
			page := string(res.Files[lang+"/index.md"])
			if !strings.Contains(page, want) {
				t.Errorf("%s: %s/index.md lacks %q", tc.name, lang, want)
			}
			if tc.edits == nil && !strings.Contains(page, frames[lang]) {
				t.Errorf("%s: %s/index.md lacks %q", tc.name, lang, frames[lang])
			}
		}
	}
}
