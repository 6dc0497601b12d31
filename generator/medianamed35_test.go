package generator

import "testing"

// TestMediaTypesOfNamedURLs (t35c; new-user trial 30, F-10: "Of the resources it finds, it fetches
// only those of the media type text/plain" for an agent that follows no links and fetches only the
// URLs it is given, which finds nothing and learns a type from the response): such an agent uses
// only responses of its media types, in every language with CLDR plurals; one that follows links
// keeps "Of the resources it finds". Failed before: the "finds" sentence.
func TestMediaTypesOfNamedURLs(t *testing.T) {
	res := buildTrial30(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"- It uses only responses of the media type `text/plain`.\n"},
		"de": {"- Verwendet nur Antworten des Medientyps `text/plain`.\n"},
		"fr": {"- Il n’utilise que les réponses du type de média `text/plain`.\n"},
		"pl": {"- Wykorzystuje wyłącznie odpowiedzi o typie MIME `text/plain`.\n"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"Of the resources it finds"}})
	checkEveryLanguage(t, "trial30", res)
	two := buildTrial30(t, [2]string{`media_types = ["text/plain"]`, `media_types = ["text/plain", "text/csv"]`})
	checkPageLines(t, two, map[string][]string{
		"en": {"- It uses only responses of the media types `text/plain` and `text/csv`.\n"},
		"pl": {"- Wykorzystuje wyłącznie odpowiedzi o typach MIME `text/plain` i `text/csv`.\n"},
	})
	// An agent that follows links states no fixed list of paths.
	links := buildTrial30(t, [2]string{`follows_links = "none"`, `follows_links = "one-level"`}, [2]string{`paths = ["/robots.txt", "/ads.txt", "/app-ads.txt"]` + "\n", ""})
	checkPageLines(t, links, map[string][]string{"en": {"- Of the resources it finds, it fetches only those of the media type `text/plain`.\n"}})
}
