package generator

import "testing"

// TestCrawlDelayLongerThanByCategory (newuser17 #18): where only a Crawl-delay longer than the
// crawler's own interval is honoured, and a category of site has a shorter interval of its own,
// the advice names both, word for word; the general number alone would tell the sites of that
// category that a Crawl-delay of half a second changes nothing, which is false there. A category
// that does not read robots.txt is not named: no Crawl-delay reaches it.
func TestCrawlDelayLongerThanByCategory(t *testing.T) {
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

[targets.tiles]
label = { en = "Tile servers", de = "Kachelserver", fr = "Serveurs de tuiles", pl = "Serwery kafelków" }
robots_txt = "not-read"
terms_of_use = true
[targets.tiles.limits]
min_interval = "50ms"
interval_key = "hostname"
`))
	checkPageLines(t, res, map[string][]string{
		"en": {"Only a value longer than the crawler’s own interval for your site slows it down: that interval is 1\u00a0second in general, but 250\u00a0milliseconds for sites in the category “Hosting platforms”."},
		"de": {"Nur ein Wert über dem eigenen Mindestabstand des Crawlers für die jeweilige Website verlangsamt ihn: allgemein 1\u00a0Sekunde, 250\u00a0Millisekunden bei „Hosting-Plattformen“."},
		"fr": {"Seule une valeur supérieure à l’intervalle minimal que le robot applique à votre site le ralentit\u202f: 1\u00a0seconde en général, mais 250\u00a0millisecondes pour la catégorie «\u202fPlateformes d’hébergement\u202f»."},
		"pl": {"Wartość Crawl-delay spowalnia robota tylko wtedy, gdy jest większa niż jego własny odstęp między żądaniami w danym serwisie; odstęp ten wynosi domyślnie sekundę, a 250\u00a0milisekund w kategorii „Platformy hostingowe”."},
	})
	checkEveryLanguage(t, "by category", res)
}
