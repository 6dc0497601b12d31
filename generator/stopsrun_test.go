package generator

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// stopsRunPolicy states a reaction that ends the run, in the errors and in a job.
const stopsRunPolicy = `
[jobs.audit]
label = { en = "Audit", de = "Prüfung", fr = "Audit", pl = "Audyt" }
agent = "bot"

[[jobs.audit.reactions]]
on = ["5xx"]
threshold = 10
consecutive = true
stops_run = true
scope = "run"

[[errors.reactions]]
on = ["429"]
stops_run = true
scope = "run"
`

// TestStopsRun: a reaction that ends the run says so (the run stops and is not resumed), not
// that it pauses for a while, word for word in every language, in the errors' table and in the
// schedule.
func TestStopsRun(t *testing.T) {
	res := buildSmallestEdited(t, nil, stopsRunPolicy)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"### Pauses and stopped runs\n",
			"| Event | Pause or end of the run | Applies to |\n",
			"| HTTP 429 (Too Many Requests) | The current run stops and is not resumed; the next run starts afresh | The run |\n",
			"| Audit | `MinimalBot` | Not specified | After a server error (HTTP 5xx), 10\u00a0times in a row, the current run stops and is not resumed; the next run starts afresh. |\n",
		},
		"de": {
			"### Pausen und beendete Läufe\n",
			"| Ereignis | Pause oder Ende des Laufs | Betroffen |\n",
			"| HTTP 429 (Too Many Requests) | Der betroffene Lauf wird beendet und nicht fortgesetzt; der nächste Lauf beginnt neu | der Lauf |\n",
			"| Prüfung | `MinimalBot` | keine Angabe | Bei Serverfehler (HTTP 5xx), 10-mal in Folge wird der betroffene Lauf beendet und nicht fortgesetzt; der nächste Lauf beginnt neu. |\n",
		},
		"fr": {
			"### Pauses et exécutions arrêtées\n",
			"| Événement | Pause ou arrêt de l’exécution | Portée |\n",
			"| Une réponse HTTP\u00a0429 (Too Many Requests) | L’exécution en cours s’arrête\u202f; elle n’est pas reprise, et la suivante repart de zéro | L’exécution |\n",
			"| Audit | `MinimalBot` | Non précisé | Après 10\u00a0erreurs serveur (HTTP\u00a05xx) consécutives, l’exécution en cours s’arrête\u202f; elle n’est pas reprise, et la suivante repart de zéro. |\n",
		},
		"pl": {
			"### Przerwy i zakończenie przebiegu\n",
			"| Zdarzenie | Przerwa lub zakończenie przebiegu | Dotyczy |\n",
			"| błąd HTTP 429 (Too Many Requests) | Bieżący przebieg zostaje zakończony i nie jest wznawiany; następny zaczyna się od początku | przebiegu |\n",
			"| Audyt | `MinimalBot` | nie podano | Gdy wystąpi błąd serwera (HTTP 5xx), 10\u00a0razy z rzędu, bieżący przebieg zostaje zakończony i nie jest wznawiany; następny zaczyna się od początku. |\n",
		},
	})
	captions := map[string]string{
		"en": "What makes the crawler pause or end its run, how long a pause lasts, and what it applies to.",
		"de": "Was eine Pause oder das Ende des Laufs auslöst, wie lange eine Pause dauert und was sie betrifft.",
		"fr": "Ce qui met le robot en pause ou arrête son exécution, la durée d’une pause et ce qu’elle concerne.",
		"pl": "Co powoduje wstrzymanie pobierania lub zakończenie przebiegu, jak długo trwa przerwa i\u00a0czego dotyczy.",
	}
	for lang, c := range captions {
		if page := string(res.Files[lang+"/index.html"]); !strings.Contains(page, c) {
			t.Errorf("%s/index.html lacks the caption %q", lang, c)
		}
	}
	checkPageLacks(t, res, map[string][]string{"en": {"for a while", "pauses for the run", "### Pauses\n"}, "de": {"### Pausen\n"}, "fr": {"### Pauses\n"}, "pl": {"### Przerwy\n"}})
	checkEveryLanguage(t, "stops-run", res)
}

// TestStopsRunReview: diff says a reaction that now ends the run as the state it leads to, named
// by its event as a reaction (not a pause), and the pause and scope it replaces as more polite;
// word for word in every language.
func TestStopsRunReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old := reviewBase(t)
	new := reviewBase(t)
	r := &new.Errors.Reactions[2] // 5 server errors in a row: at least 30 minutes, per server
	r.MinPause, r.Scope, r.StopsRun = policy.Duration{}, policy.ScopeRun, true
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"en": {
			"Changed for the reaction to the event “a server error (HTTP 5xx), 5\u00a0times in a row”: the current run now stops and is not resumed; the next run starts afresh. This change makes the crawler more polite.",
			"Changed for the reaction to the event “a server error (HTTP 5xx), 5\u00a0times in a row”: what the reaction applies to. Previously: “the server”. Now: “the run”. This change makes the crawler more polite.",
			"Removed for the pause after the event “a server error (HTTP 5xx), 5\u00a0times in a row”: the minimum length of the pause (30\u00a0minutes). This change makes the crawler more polite.",
		},
		"de": {
			"Geändert bei der Reaktion auf das Ereignis „Serverfehler (HTTP 5xx), 5-mal in Folge“: Der betroffene Lauf wird nun beendet und nicht fortgesetzt; der nächste Lauf beginnt neu. Der Crawler wird dadurch rücksichtsvoller.",
			"Geändert bei der Reaktion auf das Ereignis „Serverfehler (HTTP 5xx), 5-mal in Folge“: was die Reaktion betrifft – bisher „der Server“, neu „der Lauf“. Der Crawler wird dadurch rücksichtsvoller.",
			"Entfernt bei der Pause nach dem Ereignis „Serverfehler (HTTP 5xx), 5-mal in Folge“: die Mindestdauer der Pause – 30\u00a0Minuten. Der Crawler wird dadurch rücksichtsvoller.",
		},
		"fr": {
			"Modification pour la réaction à l’événement «\u202f5\u00a0erreurs serveur (HTTP\u00a05xx) consécutives\u202f»\u202f: l’exécution en cours s’arrête désormais, sans être reprise\u202f; la suivante repart de zéro. L’exploration devient plus respectueuse des sites.",
			"Modification pour la réaction à l’événement «\u202f5\u00a0erreurs serveur (HTTP\u00a05xx) consécutives\u202f»\u202f: ce que la réaction concerne (jusqu’à présent\u202f: «\u202fle serveur\u202f»\u202f; désormais\u202f: «\u202fl’exécution\u202f»). L’exploration devient plus respectueuse des sites.",
			"Suppression pour la pause déclenchée par l’événement «\u202f5\u00a0erreurs serveur (HTTP\u00a05xx) consécutives\u202f»\u202f: la durée minimale de la pause (30\u00a0minutes). L’exploration devient plus respectueuse des sites.",
		},
		"pl": {
			"Zmiana dla zdarzenia „błąd serwera (HTTP 5xx), 5\u00a0razy z rzędu”: bieżący przebieg jest odtąd kończony i nie jest wznawiany; następny zaczyna się od początku. Robot staje się przez to mniej uciążliwy dla serwisów.",
			"Zmiana dla zdarzenia „błąd serwera (HTTP 5xx), 5\u00a0razy z rzędu”: czego dotyczy reakcja – dotychczas: „serwera”; odtąd: „przebiegu”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			"Usunięto dla zdarzenia „błąd serwera (HTTP 5xx), 5\u00a0razy z rzędu” minimalną długość przerwy: 30\u00a0minut. Robot staje się przez to mniej uciążliwy dla serwisów.",
		},
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		rv, err := NewReview(old, new, changes, msgs, lang, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range rv.Changes {
			got = append(got, c.Sentence)
		}
		if w, ok := want[lang]; ok && !slices.Equal(got, w) {
			t.Errorf("%s:\n%s\nwant:\n%s", lang, strings.Join(got, "\n"), strings.Join(w, "\n"))
		} else if !ok {
			t.Logf("%s:\n%s", lang, strings.Join(got, "\n"))
		}
	}
}
