package generator

import (
	"testing"
)

// trial28Targets is the smallest policy with a category of site for which robots.txt is not read,
// under a legal mandate (targets.X.not_read_because), a crawler that reads robots.txt elsewhere and
// ignores Crawl-delay, a snippet, and no request to stop the fetching (trial 28, F-01).
const trial28Targets = `
[robots_txt]
check = "before-first-fetch"
crawl_delay = "ignored"

[targets.listed]
label = { en = "Listed sites", de = "Gelistete Websites", fr = "Sites listés", pl = "Serwisy z listy" }
robots_txt = "not-read"
not_read_because = "legal-mandate"

[snippets.all]
label = { en = "Shut MinimalBot out", de = "MinimalBot aussperren", fr = "Exclure MinimalBot", pl = "Blokada MinimalBot" }
agents = ["bot"]
paths = ["/"]
`

// TestTargetNotReadOffersNoWayOut: a category of site for which robots.txt is not read gets its
// reason in the list of categories and in the robots.txt section, and no sentence tells a site to
// write to the operator to stop those fetches, which the policy does not offer (trial 28, F-01:
// "A site that does not want these fetches should write to the operator." and "To stop those
// fetches, write to the operator." on the page of a legal check that cannot be stopped); nor does
// the block on slowing the crawler down offer to write. In every language.
func TestTargetNotReadOffersNoWayOut(t *testing.T) {
	res := buildSmallestEdited(t, nil, trial28Targets)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- Listed sites – robots.txt is not read because these sites are fetched under a legal mandate\n",
			"For “Listed sites”, robots.txt is not read because these sites are fetched under a legal mandate.\n",
			"Where robots.txt is read, an entry in it is enough to shut the crawler out; there is no need to write to the operator. The crawler does not read robots.txt for sites in the following categories: “Listed sites”. The snippet",
			"The crawler ignores Crawl-delay lines in robots.txt. To stop it, shut it out in robots.txt.\n",
		},
		"de": {
			"- Gelistete Websites – die robots.txt wird dort nicht gelesen, denn diese Websites werden im Rahmen eines gesetzlichen Auftrags abgerufen\n",
			"Bei „Gelistete Websites“ wird die robots.txt nicht gelesen, denn diese Websites werden im Rahmen eines gesetzlichen Auftrags abgerufen.\n",
			"Bei den folgenden Arten von Websites wird sie jedoch nicht gelesen: „Gelistete Websites“. ",
			"Crawl-delay-Zeilen in der robots.txt wertet der Crawler nicht aus. Um die Abrufe zu beenden, sperren Sie den Crawler über die robots.txt aus.\n",
		},
		"fr": {
			"- Sites listés\u202f: robots.txt n’y est pas lu, car ces récupérations relèvent d’une mission légale\n",
			"Pour la catégorie «\u202fSites listés\u202f», robots.txt n’est pas lu, car ces récupérations relèvent d’une mission légale.\n",
			"Pour les catégories de sites suivantes, robots.txt n’est pas lu\u202f: «\u202fSites listés\u202f». ",
			"Le robot ne respecte pas la directive Crawl-delay de robots.txt. Pour l’arrêter, excluez-le au moyen de robots.txt.\n",
		},
		"pl": {
			"- Serwisy z listy: plik robots.txt nie jest odczytywany, ponieważ robot pobiera treści z tych serwisów na podstawie przepisów prawa\n",
			"Przy pobieraniu z serwisów należących do kategorii „Serwisy z listy” plik robots.txt nie jest odczytywany, ponieważ robot pobiera treści z tych serwisów na podstawie przepisów prawa.\n",
			"Przy pobieraniu z serwisów należących do kategorii „Serwisy z listy” plik ten nie jest odczytywany. ",
			"Robot nie uwzględnia wierszy Crawl-delay w pliku robots.txt. Można go natomiast zablokować w pliku robots.txt.\n",
		},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"should write to the operator", "To stop those fetches, write to the operator", "write to [`"},
		"de": {"schreiben Sie bitte an den Betreiber", "schreiben Sie an den Betreiber", "per E-Mail an", "schreiben Sie an [`"},
		"fr": {"écrivez à l’exploitant", "en écrivant à"},
		"pl": {"należy do nas napisać", "pisząc na adres", "poprosić o zaprzestanie"},
	})
}

// TestTargetNotReadOffersTheStopRequest: where the policy has a request to stop the fetching by
// e-mail, the robots.txt section names it after the categories of site for which robots.txt is
// not read (the way out the policy states, not "write to the operator"); the snippets'
// introduction leaves it to the requests listed under their own heading.
func TestTargetNotReadOffersTheStopRequest(t *testing.T) {
	res := buildSmallestEdited(t, nil, trial28Targets+`
[[contact.requests]]
kind = "stop"
via = ["email"]
`)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"For “Listed sites”, robots.txt is not read because these sites are fetched under a legal mandate. Write to [`bot@minimalbot.eu`](<mailto:bot@minimalbot.eu>) to ask for an end to all fetching from your site.\n",
			"The crawler does not read robots.txt for sites in the following categories: “Listed sites”. The snippet",
		},
	})
}
