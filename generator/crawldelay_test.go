package generator

import (
	"testing"
)

// TestCrawlDelayBounds: the least Crawl-delay honoured, whole seconds only and what a Crawl-delay
// spaces the requests per, word for word, each with its pointer.
func TestCrawlDelayBounds(t *testing.T) {
	for _, c := range []struct {
		name, extra string
		want        map[string][]string
	}{
		{
			name: "per hostname",
			extra: `
[robots_txt]
crawl_delay = "honoured-if-longer"
crawl_delay_min = "2s"
crawl_delay_max = "1m"
crawl_delay_whole_seconds = true
crawl_delay_key = "hostname"
`,
			want: map[string][]string{
				"en": {
					"- A Crawl-delay shorter than 2\u00a0seconds is raised to 2\u00a0seconds.",
					"- Only a whole number of seconds is read: a Crawl-delay with a decimal fraction is ignored.",
					"- A Crawl-delay applies per host name: a server that hosts several host names may receive requests for different host names more often than the Crawl-delay allows.",
					"Values are honoured up to 1\u00a0minute. Write a whole number of seconds: a value with a decimal fraction is ignored.",
				},
				"de": {
					"- Eine Crawl-delay-Angabe unter 2\u00a0Sekunden wird auf 2\u00a0Sekunden angehoben.",
					"- Nur ganze Sekunden werden ausgewertet: Eine Crawl-delay-Angabe mit Nachkommastellen wird ignoriert.",
				},
				"fr": {
					"- Une valeur de Crawl-delay inférieure à 2\u00a0secondes est portée à 2\u00a0secondes.",
				},
				"pl": {
					"- Wartość Crawl-delay krótsza niż 2\u00a0sekundy jest podnoszona do 2\u00a0sekund.",
				},
			},
		},
		{
			name: "per server",
			extra: `
[robots_txt]
crawl_delay = "honoured"
crawl_delay_key = "server"
`,
			want: map[string][]string{
				"en": {"- A Crawl-delay spaces the requests per server."},
				"de": {"- Eine Crawl-delay-Angabe bestimmt den Abstand der Anfragen je Server."},
				"pl": {"- Wartość Crawl-delay wyznacza odstęp między żądaniami na serwer."},
			},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := buildSmallest(t, []byte("robots_txt = \"read\"\n"+c.extra))
			checkPageLines(t, res, c.want)
			checkEveryLanguage(t, c.name, res)
		})
	}
}
