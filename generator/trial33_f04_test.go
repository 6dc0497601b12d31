package generator

import "testing"

// TestAnalysisResultsRepublishedStated (new-user trial 33, F-04): an accessibility monitor
// republishes each page's URL, the date of the check and the results of its tests; with
// "analysis-results" in operator.republishes_contents the page's "only" names all three, in four
// languages. Before, "analysis-results" was not allowed, and the nearest values said that the
// data held only the URL and the date.
func TestAnalysisResultsRepublishedStated(t *testing.T) {
	res := buildDirEdited(t, "../examples/civic-ingestor", republishesContentsEdit(`"page-url", "fetch-date", "analysis-results"`))
	checkPageLines(t, res, map[string][]string{
		"en": {"- The republished data contains only the URL of each page, the date on which each page was fetched and the results of the operator’s analysis of each page.\n"},
		"de": {"- Die Daten, die der Betreiber veröffentlicht, umfassen nur die URL jeder Seite, das Abrufdatum jeder Seite und die Ergebnisse der Analyse jeder Seite durch den Betreiber.\n"},
		"fr": {"- Les données republiées ne comprennent que l’URL de chaque page, la date de récupération de chaque page et les résultats de l’analyse de chaque page par l’exploitant.\n"},
		"pl": {"- Udostępniane przez nas dane obejmują wyłącznie adres URL każdej strony, datę pobrania każdej strony i wyniki przeprowadzonej przez nas analizy każdej strony.\n"},
	})
	checkEveryLanguage(t, "analysis results", res)
}
