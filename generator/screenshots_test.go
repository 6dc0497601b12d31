package generator

import "testing"

// TestRetentionScreenshots: screenshots, and pages as the browser rendered them, are a kind of data
// kept for a period (new user 3, 1.8: what a crawler that renders pages keeps as evidence), said as
// such and not as "the responses as fetched", published or not, word for word in every language.
func TestRetentionScreenshots(t *testing.T) {
	res := buildSmallestEdited(t, nil, "\n[legal]\nretention = [{ what = \"screenshots\", keep_for = \"3y\" }]\n")
	checkPageLines(t, res, map[string][]string{
		"en": {"- Screenshots of the pages, and the pages as the browser rendered them, are kept for at most 3\u00a0years.\n"},
		"de": {"- Screenshots der Seiten und die Seiten in der vom Browser dargestellten Form werden höchstens 3\u00a0Jahre aufbewahrt.\n"},
		"fr": {"- Les captures d’écran des pages, et les pages telles que le navigateur les a affichées, sont conservées au plus 3\u00a0ans.\n"},
		"pl": {"- Zrzuty ekranu stron oraz strony w postaci wyświetlonej przez przeglądarkę są przechowywane najwyżej przez 3\u00a0lata.\n"},
	})
	checkEveryLanguage(t, "screenshots", res)
	unpublished := buildSmallestEdited(t, [][2]string{{"schema = 2\n", "schema = 2\nunpublished = [\"/legal/retention/0/keep_for\"]\n"}}, "\n[legal]\nretention = [{ what = \"screenshots\", keep_for = \"3y\" }]\n")
	checkPageLines(t, unpublished, map[string][]string{
		"en": {"- Screenshots of the pages, and the pages as the browser rendered them, are kept for a limited period, which the operator does not publish.\n"},
		"de": {"- Screenshots der Seiten und die Seiten in der vom Browser dargestellten Form werden nur für eine begrenzte Zeit aufbewahrt; wie lange, veröffentlicht der Betreiber nicht.\n"},
		"fr": {"- Les captures d’écran des pages, et les pages telles que le navigateur les a affichées, sont conservées pendant une durée limitée, que l’exploitant ne publie pas.\n"},
		"pl": {"- Zrzuty ekranu stron oraz strony w postaci wyświetlonej przez przeglądarkę są przechowywane przez ograniczony czas; jego długości nie publikujemy.\n"},
	})
	checkEveryLanguage(t, "screenshots unpublished", unpublished)
}

// TestRetentionScreenshotsReview: a shorter period for screenshots is stricter, named by what is
// kept.
func TestRetentionScreenshotsReview(t *testing.T) {
	old := smallestWith(t, "\n[legal]\nretention = [{ what = \"screenshots\", keep_for = \"3y\" }]\n")
	new := smallestWith(t, "\n[legal]\nretention = [{ what = \"screenshots\", keep_for = \"1y\" }]\n")
	checkReviewSentences(t, "screenshots kept for less time", old, new, map[string][]string{
		"en": {"Changed for the screenshots of the pages and the pages as the browser rendered them: how long collected data is kept. Previously: 3\u00a0years. Now: 1\u00a0year. This keeps data for less time; how the crawler fetches does not change."},
		"de": {"Geändert für die Screenshots der Seiten und die Seiten in der vom Browser dargestellten Form: wie lange gesammelte Daten aufbewahrt werden – bisher 3\u00a0Jahre, neu 1\u00a0Jahr. Dadurch werden Daten kürzer aufbewahrt; am Abrufverhalten des Crawlers ändert sich nichts."},
		"fr": {"Modification pour les captures d’écran des pages et les pages telles que le navigateur les a affichées\u202f: la durée de conservation des données collectées (jusqu’à présent\u202f: 3\u00a0ans\u202f; désormais\u202f: 1\u00a0an). Des données sont conservées moins longtemps. La manière dont le robot récupère les contenus ne change pas."},
		"pl": {"Zmiana dla zrzutów ekranu stron oraz stron w postaci wyświetlonej przez przeglądarkę: jak długo przechowywane są zebrane dane – dotychczas: 3\u00a0lata; odtąd: 1\u00a0rok. Dane są przechowywane krócej. Sposób pobierania treści przez robota się nie zmienia."},
	})
}
