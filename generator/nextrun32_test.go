package generator

import (
	"os"
	"strings"
	"testing"
)

// nextRunReaction is new-user trial 32's finding F-08 as data: "after 10 consecutive 429 or 503
// answers from one host, we stop crawling that host for the rest of this crawl run"; the run goes
// on for every other host, and the next run visits the host again.
const nextRunReaction = "on = [\"429\", \"503\"]\nthreshold = 10\nconsecutive = true\npause_until = \"next-run\"\nscope = \"hostname\"\n"

// TestPauseUntilNextRunStated (new-user trial 32, F-08): a pause until the next run
// (errors.reactions[].pause_until = "next-run") is stated in the table of pauses and in a job's
// row, in four languages: the host is left until the current run ends and fetched again by the
// next; never that the run stops. Failed before: "next-run" is not a value of pause_until.
func TestPauseUntilNextRunStated(t *testing.T) {
	res := buildTestdata(t, "trial32c", [2]string{"scope = \"hostname\"\n\n[commitments]", "scope = \"hostname\"\n\n[[errors.reactions]]\n" + nextRunReaction + "\n[commitments]"})
	checkPageLines(t, res, map[string][]string{
		"en": {"| HTTP 429 (Too Many Requests) or HTTP 503 (Service Unavailable), 10\u00a0times in a row | Until the current run ends; the next run resumes fetching | The host name |\n"},
		"de": {"| HTTP 429 (Too Many Requests) oder HTTP 503 (Service Unavailable), 10-mal in Folge | bis zum Ende des betroffenen Laufs; der nächste Lauf nimmt die Abrufe wieder auf | der Hostname |\n"},
		"fr": {"| 10\u00a0réponses HTTP\u00a0429 (Too Many Requests) consécutives ou réponses HTTP\u00a0503 (Service Unavailable) consécutives | Jusqu’à la fin de l’exécution en cours\u202f; l’exécution suivante reprend les récupérations | Le nom d’hôte |\n"},
		"pl": {"| błąd HTTP 429 (Too Many Requests) lub błąd HTTP 503 (Service Unavailable), 10\u00a0razy z rzędu | do końca bieżącego przebiegu; następny przebieg wznawia pobieranie | nazwy hosta |\n"},
	})
	checkEveryLanguage(t, "pause until the next run", res)
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		page := string(res.Files[lang+"/index.md"])
		for _, not := range []string{"is not resumed", "nicht fortgesetzt", "n’est pas reprise", "nie jest wznawiany"} {
			if strings.Contains(page, not) {
				t.Errorf("%s/index.md says %q of a pause that ends with the run: the run goes on", lang, not)
			}
		}
	}

	res = buildTestdata(t, "trial32c", [2]string{"\n[[jobs.campaign.caps]]", "\n[[jobs.campaign.reactions]]\n" + nextRunReaction + "\n[[jobs.campaign.caps]]"})
	checkPageLines(t, res, map[string][]string{
		"en": {"<br>After HTTP 429 (Too Many Requests) or HTTP 503 (Service Unavailable), 10\u00a0times in a row, fetching from the affected host name pauses: until the current run ends; the next run resumes fetching.<br>"},
		"de": {"<br>Bei HTTP 429 (Too Many Requests) oder HTTP 503 (Service Unavailable), 10-mal in Folge setzt der Crawler die Abrufe des betreffenden Hostnamens aus. Dauer der Pause: bis zum Ende des betroffenen Laufs; der nächste Lauf nimmt die Abrufe wieder auf.<br>"},
		"fr": {"<br>Après 10\u00a0réponses HTTP\u00a0429 (Too Many Requests) consécutives ou réponses HTTP\u00a0503 (Service Unavailable) consécutives, pause pour le nom d’hôte\u202f: jusqu’à la fin de l’exécution en cours\u202f; l’exécution suivante reprend les récupérations.<br>"},
		"pl": {"<br>Gdy wystąpi błąd HTTP 429 (Too Many Requests) lub błąd HTTP 503 (Service Unavailable), 10\u00a0razy z rzędu, robot wstrzymuje pobieranie z danej nazwy hosta. Długość przerwy: do końca bieżącego przebiegu; następny przebieg wznawia pobieranie.<br>"},
	})
	checkEveryLanguage(t, "a job's pause until the next run", res)
}

// TestPauseUntilNextRunReviewed (new-user trial 32, F-08): sitegen diff states a pause of 1 hour
// that becomes one until the next run as the state it leads to, never as the value "next-run",
// classed as not provably more polite, in four languages. Failed before: "next-run" is not a
// value of pause_until.
func TestPauseUntilNextRunReviewed(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const was = "pause = \"30m\"\nretry_after = true\nscope = \"hostname\"\n"
	hour := [2]string{was, "on = [\"429\", \"503\"]\nthreshold = 10\nconsecutive = true\npause = \"1h\"\nscope = \"hostname\"\n"}
	next := [2]string{was, nextRunReaction}
	// the reaction's on is written twice where the edit repeats it: drop the original line
	dropOn := [2]string{"[[errors.reactions]]\non = [\"429\", \"503\"]\n", "[[errors.reactions]]\n"}
	want := map[string]string{
		"en": "[may be less polite] /errors/reactions/0/pause_until: — → next-run\n    Changed for the pause after the event “HTTP 429 (Too Many Requests) or HTTP 503 (Service Unavailable), 10\u00a0times in a row”: the pause now lasts until the current run ends; the next run resumes fetching. This change may make the crawler less polite.",
		"de": "„HTTP 429 (Too Many Requests) oder HTTP 503 (Service Unavailable), 10-mal in Folge“: Die Pause dauert nun bis zum Ende des betroffenen Laufs; der nächste Lauf nimmt die Abrufe wieder auf. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll.",
		"fr": "consécutives\u202f»\u202f: la pause dure désormais jusqu’à la fin de l’exécution en cours\u202f; l’exécution suivante reprend les récupérations. L’exploration pourrait devenir moins respectueuse des sites.",
		"pl": "10\u00a0razy z rzędu”: przerwa trwa odtąd do końca bieżącego przebiegu; następny przebieg wznawia pobieranie. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów.",
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		got := string(reviewOfEdits(t, msgs, "testdata/trial32c", [][2]string{dropOn, hour}, [][2]string{dropOn, next}, lang).Text())
		if !strings.Contains(got, want[lang]) {
			t.Errorf("%s: review =\n%s\nwant it to hold\n%s", lang, got, want[lang])
		}
		if strings.Contains(got, "next-run.") || strings.Contains(got, "next-run\u202f") {
			t.Errorf("%s: review states the value next-run in its text:\n%s", lang, got)
		}
	}
}
