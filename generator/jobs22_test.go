package generator

import "testing"

// trial20Cadence is the cadence rule of trial 20's product pages.
const trial20Cadence = "[[jobs.product-pages.cadence]]\nevery = \"12h\"\n"

// TestJobRunsContinuously: a job that runs continuously (jobs.X.continuous) says so in the
// schedule's column "When", in every language (new-user trial 21, finding 2: "continuously" could
// not be stated, and "every = 1h" promised hourly runs).
func TestJobRunsContinuously(t *testing.T) {
	res := buildTrial20(t, [2]string{trial20Cadence, "continuous = true\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"| Product pages | `PriceScoutBot` | Continuously |"},
		"de": {"| Produktseiten | `PriceScoutBot` | fortlaufend |"},
		"fr": {"| Pages produit | `PriceScoutBot` | En continu |"},
		"pl": {"| Strony produktów | `PriceScoutBot` | w sposób ciągły |"},
	})
	checkEveryLanguage(t, "continuous", res)
}

// TestJobWhenNotStated: a job that states nothing of when it runs (valid, with a warning) says in
// the schedule's column "When" that it is not stated, never an empty cell (new-user trial 21,
// finding 2: "| PDF full texts | `CiteHarvest` | Any site |  | …").
func TestJobWhenNotStated(t *testing.T) {
	res := buildTrial20(t, [2]string{trial20Cadence, ""})
	checkPageLines(t, res, map[string][]string{
		"en": {"| Product pages | `PriceScoutBot` | Not specified |"},
		"de": {"| Produktseiten | `PriceScoutBot` | keine Angabe |"},
		"fr": {"| Pages produit | `PriceScoutBot` | Non précisé |"},
		"pl": {"| Strony produktów | `PriceScoutBot` | nie podano |"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"`PriceScoutBot` |  |"}})
	checkEveryLanguage(t, "not stated", res)
}
