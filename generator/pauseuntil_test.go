package generator

import (
	"os"
	"strings"
	"testing"
)

// pauseUntilWindow is new-user trial 31's fact 42 as data: after 5 server errors or timeouts in a
// row, the check of the site stops for the day and resumes on the next working day, the next
// opening of the window "Working hours" (mon-fri, except public holidays), within which every
// job runs.
var pauseUntilWindow = [2]string{"pause_unpublished = true\nscope = \"hostname\"\n", "pause_until = \"window-opens\"\nscope = \"hostname\"\n"}

// TestPauseUntilWindowStated (new-user trial 31, F-02): a pause until the window of kind "only"
// next opens (errors.reactions[].pause_until = "window-opens") is stated in the table of pauses,
// naming the window, in four languages; no "not published" and no run that stops. Failed before:
// unknown key pause_until.
func TestPauseUntilWindowStated(t *testing.T) {
	res := buildTrial31b(t, pauseUntilWindow)
	checkPageLines(t, res, map[string][]string{
		"en": {"| A server error (HTTP 5xx, including HTTP 503) or a timeout, 5\u00a0times in a row | Until the time window “Working hours” next opens | The host name |\n"},
		"de": {"| Serverfehler (HTTP 5xx, einschließlich HTTP 503) oder Zeitüberschreitung, 5-mal in Folge | bis das Zeitfenster „Arbeitszeit“ wieder beginnt | der Hostname |\n"},
		"fr": {"| 5\u00a0erreurs serveur (HTTP\u00a05xx, y compris HTTP\u00a0503) consécutives ou dépassements de délai consécutifs | Jusqu’à la prochaine ouverture de la plage horaire «\u202fHeures ouvrées\u202f» | Le nom d’hôte |\n"},
		"pl": {"| błąd serwera (HTTP 5xx, w tym HTTP 503) lub przekroczenie czasu oczekiwania, 5\u00a0razy z rzędu | do rozpoczęcia najbliższego okna czasowego „Godziny pracy” | nazwy hosta |\n"},
	})
	checkEveryLanguage(t, "pause until the window opens", res)
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		page := string(res.Files[lang+"/index.md"])
		for _, not := range []string{"not published", "nicht veröffentlicht", "non publiée", "nie publikujemy"} {
			if strings.Contains(page, not) {
				t.Errorf("%s/index.md says %q of a pause that ends when the window opens", lang, not)
			}
		}
	}
}

// TestPauseUntilWindowInline (new-user trial 31, F-02): a job's own reaction that pauses until its
// window opens, in the job's row, in four languages. Failed before: unknown key pause_until.
func TestPauseUntilWindowInline(t *testing.T) {
	res := buildTrial31b(t, [2]string{"\n[[jobs.in-depth.caps]]\nmax = 50\n", "\n[[jobs.in-depth.reactions]]\non = [\"timeout\"]\nthreshold = 3\nconsecutive = true\npause_until = \"window-opens\"\nscope = \"hostname\"\n\n[[jobs.in-depth.caps]]\nmax = 50\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"<br>After a timeout, 3\u00a0times in a row, fetching from the affected host name pauses: until the time window “Working hours” next opens.<br>"},
		"de": {"<br>Bei Zeitüberschreitung, 3-mal in Folge setzt der Crawler die Abrufe des betreffenden Hostnamens aus. Dauer der Pause: bis das Zeitfenster „Arbeitszeit“ wieder beginnt.<br>"},
		"fr": {"<br>Après 3\u00a0dépassements de délai consécutifs, pause pour le nom d’hôte\u202f: jusqu’à la prochaine ouverture de la plage horaire «\u202fHeures ouvrées\u202f».<br>"},
		"pl": {"<br>Gdy wystąpi przekroczenie czasu oczekiwania, 3\u00a0razy z rzędu, robot wstrzymuje pobieranie z danej nazwy hosta. Długość przerwy: do rozpoczęcia najbliższego okna czasowego „Godziny pracy”.<br>"},
	})
	checkEveryLanguage(t, "a job's pause until the window opens", res)
}

// TestPauseUntilWindowReviewed (new-user trial 31, F-02): sitegen diff states a pause of
// unpublished length that becomes one until the window opens, in four languages, the window's label
// quoted inside the quotation. Failed before: unknown key pause_until.
func TestPauseUntilWindowReviewed(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"en": "Now: “a server error (HTTP 5xx, including HTTP 503) or a timeout, 5\u00a0times in a row: until the time window ‘Working hours’ next opens”.",
		"de": "neu „Serverfehler (HTTP 5xx, einschließlich HTTP 503) oder Zeitüberschreitung, 5-mal in Folge: bis das Zeitfenster ‚Arbeitszeit‘ wieder beginnt“.",
		"fr": "désormais\u202f: «\u202f5\u00a0erreurs serveur (HTTP\u00a05xx, y compris HTTP\u00a0503) consécutives ou dépassements de délai consécutifs\u202f: jusqu’à la prochaine ouverture de la plage horaire “Heures ouvrées”\u202f»).",
		"pl": "odtąd: „błąd serwera (HTTP 5xx, w tym HTTP 503) lub przekroczenie czasu oczekiwania, 5\u00a0razy z rzędu: do rozpoczęcia najbliższego okna czasowego «Godziny pracy»”.",
	}
	// The key that changed, said as the state it leads to (never "window-opens"), and classed as
	// not provably more polite: the pause's length was not published.
	state := map[string]string{
		"en": "[may be less polite] /errors/reactions/1/pause_until: — → window-opens\n    Changed for the pause after the event “a server error (HTTP 5xx, including HTTP 503) or a timeout, 5\u00a0times in a row”: the pause now lasts until the time window in which the fetches run opens again.",
		"de": ": Die Pause dauert nun bis zum Beginn des nächsten Zeitfensters, in dem die Abrufe laufen. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll.",
		"fr": "\u202f: la pause dure désormais jusqu’à la prochaine ouverture de la plage horaire dans laquelle s’effectuent les récupérations. L’exploration pourrait devenir moins respectueuse des sites.",
		"pl": ": przerwa trwa odtąd do rozpoczęcia najbliższego okna czasowego, w którym odbywa się pobieranie. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów.",
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		got := string(reviewOfEdits(t, msgs, "testdata/trial31b", nil, [][2]string{pauseUntilWindow}, lang).Text())
		for _, w := range []string{want[lang], state[lang]} {
			if !strings.Contains(got, w) {
				t.Errorf("%s: review =\n%s\nwant it to hold\n%s", lang, got, w)
			}
		}
	}
}
