package generator

import "testing"

// portalContact is a customer dashboard where a slower rate is asked for, beside an e-mail
// address where a stop is asked for in both places.
const portalContact = `email = "bot@minimalbot.eu"

[contact.portal]
url = "https://minimalbot.eu/dashboard"
kind = "customer-dashboard"

[[contact.requests]]
kind = "slower"
via = ["portal"]

[[contact.requests]]
kind = "stop"
via = ["email", "portal"]
`

// TestPortal: a request channel other than e-mail is named as what it is (a customer dashboard,
// not a web form), with the requests made there, word for word in every language; a request made
// both ways is in both lists; where Crawl-delay is ignored and a slower rate is asked for in the
// dashboard alone, the advice sends the site there, not to the e-mail address.
func TestPortal(t *testing.T) {
	res := buildSmallestEdited(t, [][2]string{{"email = \"bot@minimalbot.eu\"\n", portalContact}}, `
[robots_txt]
check = "before-first-fetch"
crawl_delay = "ignored"
`)
	want := map[string][]string{
		"en": {
			"- Customer dashboard: [`https://minimalbot.eu/dashboard`](<https://minimalbot.eu/dashboard>)",
			"### In the customer dashboard\n\nAfter signing in to the customer dashboard at [`https://minimalbot.eu/dashboard`](<https://minimalbot.eu/dashboard>), you can ask for:\n\n- a slower rate\n- an end to all fetching from your site\n",
			"### By e-mail\n\nWrite to [`bot@minimalbot.eu`](<mailto:bot@minimalbot.eu>). You can ask for an end to all fetching from your site.\n",
			"The crawler ignores Crawl-delay lines in robots.txt. To slow it down, see “In the customer dashboard” below.",
		},
		"de": {
			"- Kundenbereich: [`https://minimalbot.eu/dashboard`](<https://minimalbot.eu/dashboard>)",
			"### Im Kundenbereich\n\nNach der Anmeldung im Kundenbereich unter [`https://minimalbot.eu/dashboard`](<https://minimalbot.eu/dashboard>) können Sie um Folgendes bitten:",
			"Der Crawler ignoriert Crawl-delay-Angaben in der robots.txt. Wie Sie ihn verlangsamen lassen können, steht unten unter „Im Kundenbereich“.",
		},
		"fr": {
			"- Espace client\u202f: [`https://minimalbot.eu/dashboard`](<https://minimalbot.eu/dashboard>)",
			"### Dans l’espace client\n\nAprès connexion à l’espace client, à l’adresse [`https://minimalbot.eu/dashboard`](<https://minimalbot.eu/dashboard>), vous pouvez demander\u202f:",
			"Le robot ne respecte pas la directive Crawl-delay de robots.txt. Pour le faire ralentir, reportez-vous à la section «\u202fDans l’espace client\u202f» ci-dessous.",
		},
		"pl": {
			"- Panel klienta: [`https://minimalbot.eu/dashboard`](<https://minimalbot.eu/dashboard>)",
			"### W panelu klienta\n\nPo zalogowaniu do panelu klienta pod adresem [`https://minimalbot.eu/dashboard`](<https://minimalbot.eu/dashboard>) mogą Państwo poprosić o:",
			"Robot pomija wiersze Crawl-delay w pliku robots.txt. Jak poprosić o wolniejsze tempo, opisano poniżej w sekcji „W panelu klienta”.",
		},
	}
	checkPageLines(t, res, want)
	checkPageLacks(t, res, map[string][]string{"en": {"Web form", "write to [`bot@minimalbot.eu`]"}, "de": {"Webformular"}, "fr": {"Formulaire"}, "pl": {"Formularz"}})
	checkEveryLanguage(t, "portal", res)

	// A portal for site owners, where every request is made.
	res = buildSmallestEdited(t, [][2]string{{"email = \"bot@minimalbot.eu\"\n", `email = "bot@minimalbot.eu"

[contact.portal]
url = "https://minimalbot.eu/sites"
kind = "site-owner-portal"

[[contact.requests]]
kind = "stop"
via = ["portal"]
`}}, "")
	checkPageLines(t, res, map[string][]string{
		"en": {"- Portal for website owners: [`https://minimalbot.eu/sites`](<https://minimalbot.eu/sites>)", "### In the portal for website owners\n\nAfter signing in to the portal for website owners at [`https://minimalbot.eu/sites`](<https://minimalbot.eu/sites>), you can ask for:\n\n- an end to all fetching from your site\n"},
		"de": {"- Portal für Website-Betreiber: [`https://minimalbot.eu/sites`](<https://minimalbot.eu/sites>)", "### Im Portal für Website-Betreiber"},
		"fr": {"- Portail destiné aux propriétaires de sites\u202f: [`https://minimalbot.eu/sites`](<https://minimalbot.eu/sites>)", "### Sur le portail destiné aux propriétaires de sites"},
		"pl": {"- Portal dla właścicieli serwisów: [`https://minimalbot.eu/sites`](<https://minimalbot.eu/sites>)", "### W portalu dla właścicieli serwisów"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"### By e-mail"}})
	checkEveryLanguage(t, "portal-site-owners", res)
}
