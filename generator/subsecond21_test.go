package generator

import (
	"testing"
)

// TestSubSecondInterval (new-user trial 21, finding 13): an interval shorter than a second is
// said as the spacing it is, as the Crawl-delay paragraph says it, not as a rate per second that
// promises less ("At most 2 requests per second": two requests 1 ms apart keep it); one second
// is still "one request per second"; word for word in every language, in requests and in page
// loads.
func TestSubSecondInterval(t *testing.T) {
	for _, tc := range []struct {
		interval, unit string
		want           map[string][]string
	}{
		{"500ms", "", map[string][]string{
			"en": {"- At most one request every 500\u00a0milliseconds per host name.\n"},
			"de": {"- Mindestabstand zwischen zwei Anfragen je Hostname: 500\u00a0Millisekunden.\n"},
			"fr": {"- Au moins 500\u00a0millisecondes entre deux requêtes vers un même nom d’hôte.\n"},
			"pl": {"- Najwyżej jedno żądanie na 500\u00a0milisekund dla każdej nazwy hosta.\n"},
		}},
		{"250ms", "page-loads", map[string][]string{
			"en": {"- At most one page load every 250\u00a0milliseconds per host name.\n"},
			"de": {"- Mindestabstand zwischen zwei Seitenabrufen je Hostname: 250\u00a0Millisekunden.\n"},
			"fr": {"- Au moins 250\u00a0millisecondes entre deux chargements de page vers un même nom d’hôte.\n"},
			"pl": {"- Najwyżej jedno wczytanie strony na 250\u00a0milisekund dla każdej nazwy hosta.\n"},
		}},
		{"1s", "", map[string][]string{
			"en": {"- At most one request per second per host name.\n"},
			"de": {"- Höchstens eine Anfrage pro Sekunde und Hostname.\n"},
			"fr": {"- Au plus 1\u00a0requête par seconde vers un même nom d’hôte.\n"},
			"pl": {"- Najwyżej jedno żądanie na sekundę dla każdej nazwy hosta.\n"},
		}},
	} {
		limits := "[limits]\nmin_interval = \"" + tc.interval + "\"\ninterval_key = \"hostname\"\n"
		if tc.unit != "" {
			limits = "embedded = { fetch = \"fetched\" }\n\n" + limits + "interval_unit = \"" + tc.unit + "\"\n"
		}
		res := buildSmallestEdited(t, nil, limits)
		checkPageLines(t, res, tc.want)
		if tc.interval != "1s" {
			checkPageLacks(t, res, map[string][]string{"en": {"per second per"}, "de": {"pro Sekunde"}, "fr": {"par seconde vers"}, "pl": {"na sekundę dla"}})
		}
	}
}
