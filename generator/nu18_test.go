package generator

import "testing"

// TestNeverRetriedRevisited: where a revisit rule checks again later a URL that answered a status
// of errors.never_retried, that status is said apart from the others: its request is not retried,
// but, as the revisit section says, its URL is checked again later (the revisit rule's status);
// the others keep "never retried" (newuser17 #4; new-user trial 30, F-11: "never retried … but
// checked again later" of one list read as a contradiction in de, fr and pl). What must not be
// said: the revisited status among those "never retried", and "not retried at once" or "straight
// away" (en review 20, A1, and de, fr, pl review 21: it promised a later retry of every status
// listed). A revisit rule that never fetches again, or one for other statuses, keeps "never
// retried" (TestNeverRetriedSentence).
func TestNeverRetriedRevisited(t *testing.T) {
	const revisits = "\n[[agents.bot.revisits]]\nstatuses = [410]\nnever = true\n" +
		"\n[[agents.bot.revisits]]\nstatuses = [404]\nafter = \"24h\"\n" +
		"\n[[agents.bot.revisits]]\nstatuses = [301]\nlater = true\n"
	res := buildNewKeys(t, "", "", revisits+"\n[errors]\nnever_retried = [404, 410, 451]\n")
	checkPageLines(t, res, map[string][]string{
		"en": {"- A request answered with HTTP 410 or 451 is never retried.\n- A request answered with HTTP 404 is not retried; however, as stated above, its URL is checked again later.\n"},
		"de": {"- Wird eine Anfrage mit HTTP 410 oder 451 beantwortet, wird sie nie wiederholt.\n- Wird eine Anfrage mit HTTP 404 beantwortet, wird sie nicht wiederholt; ihre Adresse prüft der Crawler jedoch später erneut (siehe oben).\n"},
		"fr": {"- Une requête à laquelle le serveur répond par un code HTTP\u00a0410 ou 451 n’est jamais relancée.\n- Une requête à laquelle le serveur répond par un code HTTP\u00a0404 n’est pas relancée\u202f; son adresse est toutefois vérifiée de nouveau plus tard, comme indiqué plus haut.\n"},
		"pl": {"- Żądanie, na które serwer odpowiada kodem HTTP 410 lub 451, nigdy nie jest ponawiane.\n- Żądanie, na które serwer odpowiada kodem HTTP 404, nie jest ponawiane; jego adres jest jednak później sprawdzany ponownie, zgodnie z opisem powyżej.\n"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"404, 410 or 451", "404 or 410", "straight away", "at once"}, "de": {"404, 410 oder 451", "404 oder 410", "sofort"}, "fr": {"404, 410 ou 451", "404 ou 410", "immédiat"}, "pl": {"404, 410 lub 451", "404 lub 410", "od razu"}})
	checkEveryLanguage(t, "never_retried revisited", res)

	// Every status revisited: no "never retried" sentence at all.
	res = buildNewKeys(t, "", "", "\n[[agents.bot.revisits]]\nstatuses = [404, 410]\nlater = true\n\n[errors]\nnever_retried = [404, 410]\n")
	checkPageLines(t, res, map[string][]string{"en": {"- A request answered with HTTP 404 or 410 is not retried; however, as stated above, its URL is checked again later.\n"}})
	checkPageLacks(t, res, map[string][]string{"en": {"never retried"}, "de": {"nie wiederholt"}, "fr": {"jamais relancée"}, "pl": {"nigdy nie jest ponawiane"}})

	// Only a rule that fetches the status again changes the sentence.
	res = buildNewKeys(t, "", "", "\n[[agents.bot.revisits]]\nstatuses = [404]\nnever = true\n"+
		"\n[[agents.bot.revisits]]\nstatuses = [301]\nlater = true\n\n[errors]\nnever_retried = [404, 410]\n")
	checkPageLines(t, res, map[string][]string{"en": {"- A request answered with HTTP 404 or 410 is never retried."}})
}
