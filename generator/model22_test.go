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
		"en": {"### Marketplaces\n\n- For these sites, the general limits apply, together with the limits below.\n"},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"The general limits above apply.", "No limits of its own", "### Shops"},
		"de": {"Es gelten die allgemeinen Limits oben.", "Keine eigenen Limits"},
		"fr": {"Les limites générales ci-dessus s’appliquent.", "Aucune limite propre"},
		"pl": {"Obowiązują ogólne limity podane wyżej.", "Brak własnych limitów"},
	})
	checkEveryLanguage(t, "no general rate, categories", res)
	res = buildTrial20(t, append(trial20Targets, [2]string{"[limits]\n", "[limits]\nmin_interval = \"5s\"\ninterval_key = \"site\"\n"})...)
	checkPageLines(t, res, map[string][]string{
		"en": {"### Shops\n\n- The general limits above apply.\n", "| Product pages | `PriceScoutBot` | Shops | Every 12\u00a0hours | No limits of its own: the general limits under “How often and how much” apply. |", "| Price check | `PriceScoutCheck` | Marketplaces | Every 2\u00a0hours | No limits of its own: the limits for “Marketplaces” under “How often and how much” apply. |"},
		"de": {"Es gelten die allgemeinen Limits oben.", "Keine eigenen Limits; es gelten die Limits für „Marktplätze“ im Abschnitt „Häufigkeit und Umfang“."},
		"fr": {"Les limites générales ci-dessus s’appliquent.", "Aucune limite propre\u202f: les limites prévues pour «\u202fPlaces de marché\u202f» dans la section «\u202fFréquence et volume\u202f» s’appliquent."},
		"pl": {"Obowiązują ogólne limity podane wyżej.", "Brak własnych limitów; obowiązują limity dla kategorii „Platformy handlowe”"},
	})
}
