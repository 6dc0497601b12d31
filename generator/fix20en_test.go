package generator

import "testing"

// TestCrawlDelayLongerThanTwoCategories (en review 20, A3): where two categories of site have
// intervals of their own, the English advice joins them with "and" after "but", and says that the
// interval is the crawler's for your site: "1 second in general, 250 milliseconds on “Hosting
// platforms” and 500 milliseconds on “Forums”" strung the general value and the others together
// with a bare comma, and "that site" had no antecedent.
func TestCrawlDelayLongerThanTwoCategories(t *testing.T) {
	res := buildSmallest(t, []byte(`robots_txt = "read"

[limits]
min_interval = "1s"
interval_key = "hostname"

[robots_txt]
crawl_delay = "honoured-if-longer"

[targets.hosting]
label = { en = "Hosting platforms", de = "Hosting-Plattformen", fr = "Plateformes d’hébergement", pl = "Platformy hostingowe" }
[targets.hosting.limits]
min_interval = "250ms"
interval_key = "hostname"

[targets.forums]
label = { en = "Forums", de = "Foren", fr = "Forums", pl = "Fora" }
[targets.forums.limits]
min_interval = "500ms"
interval_key = "hostname"
`))
	checkPageLines(t, res, map[string][]string{
		"en": {"Only a value longer than the crawler’s own interval for your site slows it down: that interval is 1\u00a0second in general, but 250\u00a0milliseconds for sites in the category “Hosting platforms” and 500\u00a0milliseconds for sites in the category “Forums”."},
	})
}
