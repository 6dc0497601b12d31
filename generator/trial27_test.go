package generator

import (
	"strings"
	"testing"
)

// TestCrawlDelayHonouredAboveFloor (new-user trial 27, F-16): a Crawl-delay "honoured" beside a
// min_interval acts as "honoured-if-longer", since the crawler never goes below that interval, and
// the page says so in the robots.txt section and where it tells a site how to slow the crawler
// down; without a min_interval it says "honoured" alone. Failed before: the page said only "A
// Crawl-delay line is honoured", and a site that wrote Crawl-delay: 2 expected 2 s.
func TestCrawlDelayHonouredAboveFloor(t *testing.T) {
	robots := `
[robots_txt]
check = "before-first-fetch"
crawl_delay = "honoured"
`
	res := buildSmallest(t, []byte(`
[limits]
min_interval = "10s"
interval_key = "domain"
`+robots))
	checkPageLines(t, res, map[string][]string{
		"en": {"A Crawl-delay longer than the crawler’s minimum interval between requests is honoured; a shorter one changes nothing.", "Only a value longer than the crawler’s own interval of"},
		"de": {"ein kleinerer Wert ändert nichts.", "Nur ein Wert über dem eigenen Mindestabstand des Crawlers"},
		"fr": {"un délai plus court ne change rien.", "Seule une valeur supérieure à l’intervalle minimal du robot"},
		"pl": {"mniejsza niczego nie zmienia.", "Wartość Crawl-delay spowalnia robota tylko wtedy"},
	})
	res = buildSmallest(t, []byte(robots))
	page := string(res.Files["en/index.md"])
	if !strings.Contains(page, "A Crawl-delay line is honoured.") || strings.Contains(page, "changes nothing") {
		t.Errorf("without a min_interval, en/index.md should say \"A Crawl-delay line is honoured.\" alone:\n%s", page)
	}
}
