package generator

import (
	"strings"
	"testing"
)

// buildTrial22 builds the policy of new-user trial 22 (an uptime monitor's operator), with each
// edit's first text, found once, replaced by its second.
func buildTrial22(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildTestdata(t, "trial22", edits...)
}

// TestTrial22UnaskedSentences: the page states nothing the policy does not (issue 11). A
// customer's schedule is not said to be unsupervised (new-user trial 22, F-04); a crawler that
// ignores Crawl-delay, without a slower rate to ask for, is not sent to ask for one (F-05; that the operator
// offers none is said since English review 26, F11, and French review 30, F3);
// and where nothing can slow it down, the introduction does not promise to explain how (F-10). With
// a slower rate to ask for by e-mail, the introduction names it as before.
func TestTrial22UnaskedSentences(t *testing.T) {
	res := buildTrial22(t)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"This page explains who is behind the requests from the PingWarden uptime monitor, how to recognise them, how often and when they come, how robots.txt is read, and how to block them.",
			"- It runs on a schedule set by a customer.\n",
			"\n## How to block the requests\n",
			"The crawler ignores Crawl-delay lines in robots.txt. To stop it, shut it out in robots.txt or write to [`bot@pingwarden.example`](<mailto:bot@pingwarden.example>).",
		},
		"de": {
			"Diese Seite beschreibt, wer hinter den Anfragen steht, die der Dienst „PingWarden-Uptime-Monitor“ an Websites sendet, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie den Crawler sperren.",
			"- Läuft nach einem Zeitplan, den die Kundschaft festgelegt hat.\n",
			"Crawl-delay-Zeilen in der robots.txt wertet der Crawler nicht aus. Um die Abrufe zu beenden, sperren Sie den Crawler über die robots.txt aus oder schreiben Sie an [`bot@pingwarden.example`](<mailto:bot@pingwarden.example>).",
		},
		"fr": {
			"Cette page présente l’exploitant, la manière de reconnaître les requêtes, leur fréquence et leurs horaires, la lecture de robots.txt et les moyens de bloquer l’exploration.",
			"- Il suit un calendrier fixé par un client.\n",
			"Le robot ne respecte pas la directive Crawl-delay de robots.txt. Pour l’arrêter, excluez-le au moyen de robots.txt ou écrivez à [`bot@pingwarden.example`](<mailto:bot@pingwarden.example>).",
		},
		"pl": {
			"Monitor dostępności PingWarden wysyła żądania do serwisów internetowych. Na tej stronie wyjaśniamy, kto za nie odpowiada, jak je rozpoznać, jak często i o jakich porach przychodzą, jak odczytywany jest plik robots.txt oraz jak zablokować pobieranie.",
			"- Działa według harmonogramu ustalonego przez klienta.\n",
			"Robot nie uwzględnia wierszy Crawl-delay w pliku robots.txt. Można go natomiast zablokować w pliku robots.txt albo poprosić o zaprzestanie pobierania z Państwa serwisu, pisząc na adres [`bot@pingwarden.example`](<mailto:bot@pingwarden.example>).",
		},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"nobody supervises", "unattended", "offers no slower rate", "slow them down"},
		"de": {"niemand beaufsichtigt", "unbeaufsichtigt", "wie Sie die Abrufe drosseln"},
		"fr": {"personne ne surveille", "automatique", "demander un rythme plus lent", "ralentir"},
		"pl": {"nikt nie nadzoruje", "bez nadzoru", "wolniejszego tempa", "jak spowolnić pobieranie"},
	})
	if html := string(res.Files["en/index.html"]); !strings.Contains(html, "how robots.txt is read, and how to block them.\">") {
		t.Errorf("en/index.html's description does not name blocking alone")
	}
	checkEveryLanguage(t, "trial 22", res)

	// A slower rate asked for by e-mail: the introduction and the heading name slowing down again.
	res = buildTrial22(t, [2]string{"[[contact.requests]]\n", "[[contact.requests]]\nkind = \"slower\"\nvia = [\"email\"]\n\n[[contact.requests]]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"how robots.txt is read, and how to slow them down or block them.", "\n## How to slow down or block the requests\n"},
		"de": {"wie die robots.txt gelesen wird und wie Sie die Abrufe drosseln oder den Crawler sperren."},
		"fr": {"la lecture de robots.txt et les moyens de ralentir ou de bloquer l’exploration."},
		"pl": {"jak odczytywany jest plik robots.txt oraz jak spowolnić pobieranie lub całkowicie je zablokować."},
	})
}
