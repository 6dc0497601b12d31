package generator

import (
	"os"
	"strings"
	"testing"
)

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
			"en": {"- After 5\u00a0HTTP 403 (Forbidden) responses or unanswered requests in a row, the crawler does not pause"},
			"fr": {"- Après 5\u00a0réponses HTTP\u00a0403 (Forbidden) consécutives ou échecs de connexion consécutifs, le robot ne fait pas de pause"},
			"pl": {"- Gdy wystąpi błąd HTTP 403 (Forbidden) lub brak odpowiedzi serwera 5\u00a0razy z rzędu, robot nie wstrzymuje pobierania"},
		}},
		{"in all", "on = [\"sync-failed\", \"system-unreachable\", \"403-identifier\"]\nthreshold = 2\n", map[string][]string{
			"de": {"- Bei 2\u00a0fehlgeschlagenen Abgleichen, Abgleichen ohne Verbindung zum System oder Antworten mit HTTP 403 (nachweislich gegen den User-Agent des Crawlers gerichtet) pausiert der Crawler nicht"},
		}},
		{"robots.txt", "on = [\"robots-txt-unreachable\", \"robots-txt-disallow-all\", \"paused\"]\nthreshold = 3\nconsecutive = true\n", map[string][]string{
			"de": {"- Bei 3\u00a0fehlgeschlagenen Abrufen der robots.txt (keine frühere Kopie vorhanden), Abrufen der robots.txt mit Sperre der ganzen Website oder Pausen der Abrufe in Folge pausiert der Crawler nicht"},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := buildTrial22(t, [2]string{at, c.on + "max_interval = \"5m\"\n"})
			checkPageLines(t, res, c.want)
		})
	}
}

// TestQueryStringAsCode: the example of a query string that a rule ending in "$" leaves allowed
// stands in code, as the page writes every path and pattern, in every language (German review 25,
// F13: „(z. B. „?format=pdf“)“; Polish review 25, F7; French « («\u202f?…\u202f») »; English
// named none). A new argument, {{.Query}}, as {{.Dollar}} is.
func TestQueryStringAsCode(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"en": {"- A rule ending in `$` matches only URLs that end exactly there: the same URL followed by a query string (such as `/example.pdf?lang=en`) is not blocked.\n"},
		"de": {"- Eine Regel, die auf `$` endet, greift nur bei Adressen, die genau dort enden: Dieselbe Adresse mit angehängten Abfrageparametern (z.\u00a0B. `/example.pdf?lang=en`) wird nicht gesperrt.\n"},
		"fr": {"- Une règle terminée par `$` ne correspond qu’aux adresses qui se terminent exactement là\u202f: la même adresse suivie de paramètres (par exemple `/example.pdf?lang=en`) n’est pas bloquée.\n"},
		"pl": {"- Reguła zakończona znakiem `$` pasuje tylko do adresów, które kończą się dokładnie w tym miejscu: ten sam adres z dołączonymi parametrami (np. `/example.pdf?lang=en`) nie jest blokowany.\n"},
	})
}

// TestPromiseAddedRemoved: a commitment added or withdrawn is quoted as the page states it, as what
// the sentence names, in every language: fr « Ajout d’un engagement : « … ». », not « Ajout : un
// engagement (« … »). », whose parentheses and quotation marks stacked on those of the
// commitment's own words (French review 25, F13); a message of its own, diff.added_promise and
// diff.removed_promise.
func TestPromiseAddedRemoved(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	without := [][2]string{{`"no-login", `, ""}}
	want := map[string][2]string{
		"en": {"Added: the commitment “The crawler never logs in.” This change makes the crawler more polite.", "Removed: the commitment “The crawler never logs in.” This change makes the crawler less polite. The change needs sign-off."},
		"de": {"Hinzugefügt: die Zusage „Meldet sich nie an.“ Der Crawler wird dadurch rücksichtsvoller.", "Entfernt: die Zusage „Meldet sich nie an.“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
		"fr": {"Ajout d’un engagement\u202f: «\u202fLe robot ne se connecte jamais à un compte.\u202f» L’exploration devient plus respectueuse des sites.", "Retrait d’un engagement\u202f: «\u202fLe robot ne se connecte jamais à un compte.\u202f» L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
		"pl": {"Dodano zobowiązanie: „Robot nigdy się nie loguje”. Robot staje się przez to mniej uciążliwy dla serwisów.", "Wycofano zobowiązanie: „Robot nigdy się nie loguje”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
	}
	for lang, w := range want {
		for i, tc := range []struct{ old, new [][2]string }{{without, nil}, {nil, without}} {
			r := reviewOfEdits(t, msgs, "testdata/trial22", tc.old, tc.new, lang)
			var got []string
			for _, c := range r.Changes {
				if strings.HasPrefix(c.Pointer, "/commitments/promises") {
					got = append(got, c.Sentence)
				}
			}
			if len(got) != 1 || got[0] != w[i] {
				t.Errorf("%s, case %d: %q, want %q", lang, i, got, w[i])
			}
		}
	}
}

// TestReview26Numbers (German review 26, F13; Polish review 26, F9): a sentence about the crawlers
// a snippet names agrees with their number. de allows_site said „der Crawler“ after two tokens,
// now „ein Crawler mit eigener Gruppe“ (en likewise, "a crawler with a group of its own"); pl
// own-group-replaces-star and existing-group-merges(-unstated) had the singular in every form,
// and own-group-replaces-star-unstated the plural in its one form.
func TestReview26Numbers(t *testing.T) {
	whole := buildExampleEdited(t, "search-engine", [2]string{"agents = [\"nordsuchebot\", \"fresh\"]\npaths = [\"/\"]", "agents = [\"nordsuchebot\", \"fresh\"]\npaths = [\"\"]"})
	checkPageLines(t, whole, map[string][]string{
		"en": {"Lets `NordsucheBot` and `NordsucheFresh` fetch the whole site: an empty Disallow line allows everything, and a crawler with a group of its own no longer follows the `*` group."},
		"de": {"Erlaubt `NordsucheBot` und `NordsucheFresh` den Abruf der gesamten Website: Eine leere Disallow-Zeile erlaubt alles, und ein Crawler mit eigener Gruppe folgt der Gruppe `*` nicht mehr."},
		"pl": {"Pozwala robotom `NordsucheBot` i `NordsucheFresh` pobierać cały serwis:"},
	})
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{"pl": {
		"- Jeśli robots.txt zawiera już grupę dla któregoś z robotów wymienionych w tym wpisie, należy usunąć z niej wiersze Allow, które odblokowywałyby zablokowane ścieżki: według RFC 9309 każdy z tych robotów łączy w jedną wszystkie grupy, w których go wymieniono.\n",
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"pl": {
		"- Należy skopiować do tej grupy te reguły (wiersze Disallow i Allow) z Państwa grupy `*`, które mają nadal obowiązywać tego robota: według RFC 9309 robot, który ma własną grupę, nie stosuje się już do grupy `*`.\n",
	}})
}

// TestPolishConditionsAsEvents (Polish review 26, F17): the conditions about robots.txt are named
// as events, since a sentence says „Gdy wystąpi …“ of them: „Gdy wystąpi zablokowanie całego
// serwisu w pliku robots.txt, …“, not „Gdy wystąpi robots.txt blokujący cały serwis“ (a file does
// not occur). The table of pauses names them alike.
func TestPolishConditionsAsEvents(t *testing.T) {
	const at = "on = [\"timeout\", \"network-error\"]\n"
	res := buildTrial22(t, [2]string{at, "on = [\"robots-txt-disallow-all\", \"robots-txt-unreachable\"]\n"})
	checkPageLines(t, res, map[string][]string{"pl": {
		"- Gdy wystąpi zablokowanie całego serwisu w pliku robots.txt lub niedostępność pliku robots.txt przy braku wcześniejszej kopii, robot nie wstrzymuje pobierania",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"\n| zablokowanie całego serwisu w pliku robots.txt | 24\u00a0godziny | nazwy hosta |\n",
	}})
}
