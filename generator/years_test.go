package generator

import (
	"strings"
	"testing"
)

// TestYears states whole years of 365 days in years, in every language, with the CLDR plural
// forms of the count (pl: rok, 5 lat, 22 lata), never as days.
func TestYears(t *testing.T) {
	retention := `[legal]
retention = [{ what = "raw-responses", keep_for = "1y" }, { what = "extracted-data", keep_for = "5y" }, { what = "request-logs", keep_for = "22y" }]
`
	i := strings.Index(newKeysPolicy, "[legal]")
	res := buildNewKeys(t, newKeysSite, newKeysContact, newKeysPolicy[:i]+retention)
	want := map[string][]string{
		"en": {
			"- The responses as fetched are kept for at most 1\u00a0year.",
			"- Data extracted from fetched content is kept for at most 5\u00a0years.",
			"- Logs of the requests sent are kept for at most 22\u00a0years.",
		},
		"de": {
			"- Abgerufene Antworten werden in unveränderter Form höchstens 1\u00a0Jahr aufbewahrt.",
			"- Aus abgerufenen Inhalten gewonnene Daten werden höchstens 5\u00a0Jahre aufbewahrt.",
			"- Protokolle der Anfragen werden höchstens 22\u00a0Jahre aufbewahrt.",
		},
		"fr": {
			"- Les réponses brutes, telles qu’elles ont été récupérées, sont conservées au plus 1\u00a0an.",
			"- Les données extraites des contenus récupérés sont conservées au plus 5\u00a0ans.",
			"- Les journaux des requêtes envoyées sont conservés au plus 22\u00a0ans.",
		},
		"pl": {
			"- Pobrane odpowiedzi w postaci nieprzetworzonej są przechowywane najwyżej przez rok.",
			"- Dane wyodrębnione z pobranych treści są przechowywane najwyżej przez 5\u00a0lat.",
			"- Rejestry (logi) żądań wysyłanych do serwisów są przechowywane najwyżej przez 22\u00a0lata.",
		},
	}
	checkPageLines(t, res, want)
	checkEveryLanguage(t, "years", res)
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		for _, n := range []string{"365", "730", "1825", "8030"} {
			if strings.Contains(page, n) {
				t.Errorf("%s/index.md states %s days", lang, n)
			}
		}
	}
}
