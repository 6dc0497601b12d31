package generator

import (
	"testing"
)

// trial20Targets gives the policy of trial 20 two categories of site: shops, without limits of
// their own, and marketplaces, with a limit of each request alone (max_redirects); product pages
// go to shops, the price check (without its condition) to marketplaces.
var trial20Targets = [][2]string{
	{"[jobs.product-pages]\n", "[targets.shops]\nlabel = { en = \"Shops\", de = \"Shops\", fr = \"Boutiques\", pl = \"Sklepy\" }\n\n[targets.marketplaces]\nlabel = { en = \"Marketplaces\", de = \"Marktplätze\", fr = \"Places de marché\", pl = \"Platformy handlowe\" }\n[targets.marketplaces.limits]\nmax_redirects = 3\n\n[jobs.product-pages]\n"},
	{"agent = \"pricescout\"\n\n", "agent = \"pricescout\"\ntarget = \"shops\"\n\n"},
	{"agent = \"pricecheck\"\nconditions = [{ en = \"only for products that users watch\", de = \"nur für Produkte, die Nutzer beobachten\", fr = \"uniquement pour les produits suivis par des utilisateurs\", pl = \"tylko dla produktów obserwowanych przez użytkowników\" }]\n", "agent = \"pricecheck\"\ntarget = \"marketplaces\"\n"},
}

// TestNoRateNoTargetPointer: where the general limits state no rate, number at a time or quota
// (only conditional requests), a category of site without limits of its own gets no "The general
// limits above apply." under "How often and how much", and a row of the table of jobs whose
// category has limits of each request alone (max_redirects) gets no "No limits of its own: the
// limits for … apply" (new-user trial 20, finding 6's remainder). With a rate among the general
// limits, both are said.
func TestNoRateNoTargetPointer(t *testing.T) {
	res := buildTrial20(t, trial20Targets...)
	checkPageLines(t, res, map[string][]string{
		"en": {"### Marketplaces\n\n- For these sites, the general limits apply, together with the limit below.\n"},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"The general limits above apply.", "No limits of its own", "### Shops"},
		"de": {"Es gelten die oben genannten allgemeinen Limits.", "Keine eigenen Limits"},
		"fr": {"Les limites générales ci-dessus s’appliquent.", "Aucune limite propre"},
		"pl": {"Obowiązują ogólne limity podane wyżej.", "Brak własnych limitów"},
	})
	checkEveryLanguage(t, "no general rate, categories", res)
	res = buildTrial20(t, append(trial20Targets, [2]string{"[limits]\n", "[limits]\nmin_interval = \"5s\"\ninterval_key = \"site\"\n"})...)
	checkPageLines(t, res, map[string][]string{
		"en": {"### Shops\n\n- The general limits above apply.\n", "| Product pages | `PriceScoutBot` | Shops | Every 12\u00a0hours | No limits of its own: the general limits under “How often and how much” apply. |", "| Price check | `PriceScoutCheck` | Marketplaces | Every 2\u00a0hours | No limits of its own: the limits for “Marketplaces” under “How often and how much” apply. |"},
		"de": {"Es gelten die oben genannten allgemeinen Limits.", "Keine eigenen Limits; es gelten die Limits für „Marktplätze“ im Abschnitt „Häufigkeit und Umfang“."},
		"fr": {"Les limites générales ci-dessus s’appliquent.", "Aucune limite propre\u202f: les limites prévues pour la catégorie «\u202fPlaces de marché\u202f» dans la section «\u202fFréquence et volume\u202f» s’appliquent."},
		"pl": {"Obowiązują ogólne limity podane wyżej.", "Brak własnych limitów; obowiązują limity dla kategorii „Platformy handlowe”"},
	})
}

// trial20SomePages says for which pages the price crawler of trial 20 runs JavaScript and
// fetches the scripts and style sheets they embed.
var trial20SomePages = [][2]string{
	{"javascript = \"rendered\"\n", "javascript = \"rendered\"\njavascript_condition = " + somePages + "\n"},
	{"fetch = \"fetched\"\n", "fetch = \"fetched\"\ncondition = " + somePages + "\n"},
}

const somePages = `{ en = "only for pages that show their prices with JavaScript alone", de = "nur bei Seiten, die ihre Preise erst mit JavaScript anzeigen", fr = "uniquement pour les pages qui n’affichent leurs prix qu’avec JavaScript", pl = "tylko w przypadku stron, które wyświetlają ceny dopiero po uruchomieniu JavaScriptu" }`

// TestRenderedForSomePages: http.javascript_condition and embedded.condition say for which pages
// an agent runs JavaScript and fetches what they embed; the page says "but not for every page"
// and names them, in every language (new-user trial 20, finding 3: "renders some pages with a
// headless browser" could not be stated, and the page said every page). Without them, the
// sentences are as before.
func TestRenderedForSomePages(t *testing.T) {
	res := buildTrial20(t, trial20SomePages...)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- Along with a page, it fetches the scripts and style sheets that the page embeds, but not for every page: only for pages that show their prices with JavaScript alone.\n",
			"- It runs a page’s JavaScript, as a browser does, before reading the page, but not for every page: only for pages that show their prices with JavaScript alone.\n",
		},
		"de": {
			"- Ruft mit einer Seite auch die Skripte und Stylesheets ab, die sie einbindet – jedoch nicht bei jeder Seite: nur bei Seiten, die ihre Preise erst mit JavaScript anzeigen.\n",
			"- Führt wie ein Browser das JavaScript einer Seite aus, bevor sie ausgewertet wird – jedoch nicht bei jeder Seite: nur bei Seiten, die ihre Preise erst mit JavaScript anzeigen.\n",
		},
		"fr": {
			"- Il récupère aussi les scripts et les feuilles de style qu’une page intègre, mais seulement pour certaines pages\u202f: uniquement pour les pages qui n’affichent leurs prix qu’avec JavaScript.\n",
			"- Il exécute le JavaScript d’une page, comme un navigateur, avant de la lire, mais seulement pour certaines pages\u202f: uniquement pour les pages qui n’affichent leurs prix qu’avec JavaScript.\n",
		},
		"pl": {
			"- Wraz ze stroną pobiera również skrypty i arkusze stylów, które strona osadza – jednak nie w przypadku wszystkich stron: tylko w przypadku stron, które wyświetlają ceny dopiero po uruchomieniu JavaScriptu.\n",
			"- Zanim odczyta stronę, wykonuje jej kod JavaScript, tak jak przeglądarka – jednak nie na wszystkich stronach: tylko w przypadku stron, które wyświetlają ceny dopiero po uruchomieniu JavaScriptu.\n",
		},
	})
	checkEveryLanguage(t, "some pages", res)
	res = buildTrial20(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"- It runs a page’s JavaScript, as a browser does, before reading the page.\n"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"not for every page"}})
}
