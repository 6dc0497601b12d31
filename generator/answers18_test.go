package generator

import "testing"

// TestBlockAnswerJobsNotStopped (newuser17 #2): where the snippet the short answer offers does
// not stop some kinds of fetch (they do not obey robots.txt), the answer also says what stops
// them: the statuses that refuse the crawler, else a request by e-mail to end the fetching; word
// for word in every language. Without either it says only what the snippet does not stop.
func TestBlockAnswerJobsNotStopped(t *testing.T) {
	const head = "- [Blocking the crawler](index.html#snippet-all) – Add the snippet “Shut MinimalBot out” to your robots.txt. A group does not stop the fetches of “Sample” and “Complaint”: they do not obey robots.txt."
	refuse := buildSmallestEdited(t, [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nrefuse_with = [410]\n"}}, jobRobotsPolicy)
	checkPageLines(t, refuse, map[string][]string{
		"en": {head + " To refuse those fetches too, answer the requests of `MinimalBot` with HTTP 410.\n"},
		"de": {"Um auch diese Abrufe abzuweisen, beantworten Sie die Anfragen von `MinimalBot` mit HTTP 410.\n"},
		"fr": {"Pour refuser aussi ces récupérations, répondez aux requêtes de `MinimalBot` par un code HTTP\u00a0410.\n"},
		"pl": {"Aby zablokować również te pobrania, należy odpowiadać na żądania robota `MinimalBot` kodem HTTP 410.\n"},
	})
	checkEveryLanguage(t, "refuse_with", refuse)

	stop := buildSmallestEdited(t, [][2]string{{"email = \"bot@minimalbot.eu\"\n", "email = \"bot@minimalbot.eu\"\n\n[[contact.requests]]\nkind = \"stop\"\n"}}, jobRobotsPolicy)
	checkPageLines(t, stop, map[string][]string{
		"en": {head + " Write to [`bot@minimalbot.eu`](<mailto:bot@minimalbot.eu>) to ask for an end to all fetching from your site.\n"},
	})

	neither := buildSmallestEdited(t, nil, jobRobotsPolicy)
	checkPageLines(t, neither, map[string][]string{"en": {head + "\n"}})
}

// TestNotReadBecauseSubmitted (newuser17 #1): a job whose fetches do not obey robots.txt because
// site owners or users submitted its URLs says so in its row, word for word in every language.
func TestNotReadBecauseSubmitted(t *testing.T) {
	res := buildSmallestEdited(t, nil, `
[robots_txt]
check = "before-first-fetch"

[jobs.feeds]
label = { en = "Feed polling", de = "Feed-Abruf", fr = "Relevé des flux", pl = "Pobieranie kanałów" }
agent = "bot"
robots_txt = "not-read"
not_read_because = "submitted"
`)
	checkPageLines(t, res, map[string][]string{
		"en": {"Does not obey robots.txt: it fetches only URLs that the site owners or its users submitted to it."},
		"de": {"Befolgt die robots.txt nicht: Abgerufen werden nur Adressen, die Website-Betreiber oder Nutzer des Dienstes eingereicht haben."},
		"fr": {"Ne respecte pas robots.txt\u202f: ne récupère que les pages que lui soumettent les propriétaires des sites ou les utilisateurs du service."},
		"pl": {"Przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: pobierane są wyłącznie adresy zgłoszone przez właścicieli serwisów lub użytkowników usługi."},
	})
	checkEveryLanguage(t, "submitted", res)
}
