package generator

import "testing"

// TestNeverRetriedRevisited: where a revisit rule checks again later a URL that answered a status
// of errors.never_retried, the sentence does not say "never retried" next to "checked again after
// 24 hours" for the same status without saying that this is no retry: the request is never
// retried, and a URL for which the server answered that status (the revisit rule's pointer) is,
// however, checked again later (newuser17 #4; en review 20, A1: "not retried at once" promised a
// retry later of every status listed; likewise de, fr and pl in their review 21). A revisit rule that never fetches again, or one for other
// statuses, keeps "never retried" (TestNeverRetriedSentence).
func TestNeverRetriedRevisited(t *testing.T) {
	const revisits = "\n[[agents.bot.revisits]]\nstatuses = [410]\nnever = true\n" +
		"\n[[agents.bot.revisits]]\nstatuses = [404]\nafter = \"24h\"\n" +
		"\n[[agents.bot.revisits]]\nstatuses = [301]\nlater = true\n"
	res := buildNewKeys(t, "", "", revisits+"\n[errors]\nnever_retried = [404, 410, 451]\n")
	checkPageLines(t, res, map[string][]string{
		"en": {"- A request answered with HTTP 404, 410 or 451 is not retried straight away; however, as stated above, a URL for which the server has answered with HTTP 404 is checked again later."},
		"de": {"- Eine Anfrage, die mit HTTP 404, 410 oder 451 beantwortet wird, wiederholt der Crawler nie; eine Adresse, für die der Server mit HTTP 404 geantwortet hat, prüft er jedoch später erneut (siehe oben)."},
		"fr": {"- Une requête à laquelle le serveur répond par un code HTTP\u00a0404, 410 ou 451 n’est jamais relancée\u202f; une adresse pour laquelle le serveur a répondu par un code HTTP\u00a0404 est toutefois revérifiée plus tard, comme indiqué plus haut."},
		"pl": {"- Żądanie, na które serwer odpowie kodem HTTP 404, 410 lub 451, nigdy nie jest ponawiane; adres, pod którym serwer zwrócił kod HTTP 404, jest jednak później sprawdzany ponownie, zgodnie z opisem powyżej."},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"is never retried.", "not retried at once"}, "de": {"nie wiederholt", "wiederholt der Crawler nie.", "keine sofortige Wiederholung"}, "fr": {"n’est jamais relancée.", "pas relancée immédiatement"}, "pl": {"nigdy nie jest ponawiane.", "nie jest od razu ponawiane"}})
	checkEveryLanguage(t, "never_retried revisited", res)

	// Only a rule that fetches the status again changes the sentence.
	res = buildNewKeys(t, "", "", "\n[[agents.bot.revisits]]\nstatuses = [404]\nnever = true\n"+
		"\n[[agents.bot.revisits]]\nstatuses = [301]\nlater = true\n\n[errors]\nnever_retried = [404, 410]\n")
	checkPageLines(t, res, map[string][]string{"en": {"- A request answered with HTTP 404 or 410 is never retried."}})
}
