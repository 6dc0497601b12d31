package generator

import (
	"fmt"
	"testing"
)

// Tests of the page facts after new-user trial 12 (task model12).

// TestCrawlDelayInPageLoads: where the crawler's own interval counts page loads and a Crawl-delay
// spaces only the requests for pages (agents.X.embedded.crawl_delay = "not-applied"), the pages
// say a Crawl-delay's value is the time between two page loads, never between two requests, in
// the robots.txt section and under "Slowing the crawler down", word for word in every language
// (item 1). Where the Crawl-delay spaces the embedded resources too, "requests" stays.
func TestCrawlDelayInPageLoads(t *testing.T) {
	const agent = `embedded = { fetch = "fetched", crawl_delay = "%s" }
robots_txt = "read"

[limits]
min_interval = "5s"
interval_key = "hostname"
interval_unit = "page-loads"

[robots_txt]
crawl_delay = "%s"
crawl_delay_key = "site"
`
	res := buildSmallestEdited(t, nil, fmt.Sprintf(agent, "not-applied", "honoured-if-longer"))
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- A Crawl-delay longer than the crawler’s minimum interval between page loads is honoured; a shorter one changes nothing.\n- A Crawl-delay spaces the page loads per site.\n",
			"To slow the crawler down, add a Crawl-delay line to its group in robots.txt. The value is the number of seconds to wait between two page loads; for example:",
			"Only a value longer than the crawler’s own interval of 5\u00a0seconds between page loads slows it down.",
		},
		"de": {
			"- Eine Crawl-delay-Angabe, deren Wert über dem eigenen Mindestabstand des Crawlers zwischen zwei Seitenabrufen liegt, wird beachtet; ein kleinerer Wert ändert nichts.\n- Eine Crawl-delay-Angabe bestimmt den Abstand der Seitenabrufe je Website.\n",
			"Der Wert gibt die Wartezeit zwischen zwei Seitenabrufen in Sekunden an. Beispiel:",
			"Nur ein Wert über dem eigenen Mindestabstand des Crawlers zwischen zwei Seitenabrufen (5\u00a0Sekunden) verlangsamt ihn.",
		},
		"fr": {
			"- La directive Crawl-delay est respectée si elle impose entre deux chargements de page un délai plus long que l’intervalle minimal du robot\u202f; un délai plus court ne change rien.\n- Une valeur de Crawl-delay espace les chargements de page par site.\n",
			"La valeur est le nombre de secondes à attendre entre deux chargements de page, par exemple\u202f:",
			"Seule une valeur supérieure à l’intervalle minimal du robot entre deux chargements de page (5\u00a0secondes) le ralentit.",
		},
		"pl": {
			"- Wartość Crawl-delay większa niż minimalny odstęp robota między wczytaniami stron jest uwzględniana; mniejsza niczego nie zmienia.\n- Wartość Crawl-delay wyznacza odstęp między wczytaniami stron na serwis.\n",
			"Wartość to liczba sekund, które mają upłynąć między kolejnymi wczytaniami stron, np.:",
			"Wartość Crawl-delay spowalnia robota tylko wtedy, gdy jest większa niż jego własny odstęp między wczytaniami stron (5\u00a0sekund).",
		},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"between two requests", "interval between requests", "spaces the requests per"},
		"de": {"zwischen zwei Anfragen", "Abstand der Anfragen"},
		"fr": {"entre deux requêtes", "espace les requêtes"},
		"pl": {"między kolejnymi żądaniami", "między żądaniami"},
	})
	checkEveryLanguage(t, "crawl-delay-page-loads", res)

	// A Crawl-delay that spaces the embedded resources too spaces requests: so said.
	res = buildSmallestEdited(t, nil, fmt.Sprintf(agent, "applied", "honoured"))
	checkPageLines(t, res, map[string][]string{
		"en": {"The value is the number of seconds to wait between two requests; for example:", "- A Crawl-delay spaces the requests per site.\n"},
		"pl": {"Wartość to liczba sekund, które mają upłynąć między kolejnymi żądaniami, np.:"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"between two page loads", "spaces the page loads"}})
	checkEveryLanguage(t, "crawl-delay-requests", res)
}

// TestRequestsInForm: a web form is a channel for requests (contact.requests' via = ["form"]): the
// requests made there are listed under its own heading with its address, in every language; where
// a slower rate is offered in the form alone, the Crawl-delay paragraph sends the site there
// (item 5).
func TestRequestsInForm(t *testing.T) {
	res := buildSmallestEdited(t, [][2]string{{"email = \"bot@minimalbot.eu\"\n", "email = \"bot@minimalbot.eu\"\nform = \"https://minimalbot.eu/contact\"\n"}}, `robots_txt = "read"

[robots_txt]
crawl_delay = "ignored"

[[contact.requests]]
kind = "slower"
via = ["form"]

[[contact.requests]]
kind = "stop"
via = ["email", "form"]
`)
	checkPageLines(t, res, map[string][]string{
		"en": {"### Using the web form\n\nIn the web form at [`https://minimalbot.eu/contact`](<https://minimalbot.eu/contact>), which needs no account, you can ask for:\n\n- a slower rate\n- an end to all fetching from your site\n", "The crawler ignores Crawl-delay lines in robots.txt. To slow it down, see “Using the web form” below."},
		"de": {"### Über das Webformular\n\nÜber das Webformular unter [`https://minimalbot.eu/contact`](<https://minimalbot.eu/contact>), für das Sie kein Konto benötigen, können Sie um Folgendes bitten:\n"},
		"fr": {"### Par le formulaire en ligne\n\nDans le formulaire en ligne, à l’adresse [`https://minimalbot.eu/contact`](<https://minimalbot.eu/contact>), qui ne demande aucun compte, vous pouvez demander\u202f:\n"},
		"pl": {"### Przez formularz internetowy\n\nW formularzu internetowym pod adresem [`https://minimalbot.eu/contact`](<https://minimalbot.eu/contact>), który nie wymaga zakładania konta, mogą Państwo poprosić o:\n"},
	})
	// "At a glance" does not send a slower rate offered in the form alone to the e-mail address.
	checkPageLacks(t, res, map[string][]string{"en": {"to ask for a slower rate"}})
	checkEveryLanguage(t, "requests-in-form", res)
}
