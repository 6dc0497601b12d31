package generator

import "testing"

// trial25CrawlDelayIgnored makes testdata/trial25's crawler ignore Crawl-delay, so that the block
// on slowing it down sends a site to ask for a slower rate.
var trial25CrawlDelayIgnored = [2]string{"crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"60s\"\ncrawl_delay_above_max = \"capped\"\n", "crawl_delay = \"ignored\"\n"}

// trial25SlowerWho lets only customers ask for a slower rate, by e-mail.
var trial25SlowerWho = [2]string{"kind = \"slower\"\n", "kind = \"slower\"\nwho = { en = \"customers\", de = \"Kunden\", fr = \"les clients\", pl = \"klienci\" }\n"}

// TestSlowerOnlyForWho (t28b, notes; t29b item 3): where only some may ask for a slower rate
// (contact.requests[].who), the block on slowing the crawler down says who, after the sentence
// that sends a site to ask, in every language, by e-mail and in the web form alike; offersSlower
// did not read who, and the page offered every reader what only customers may ask for. Failed
// before: the sentence on who was missing. Where anyone may ask, nothing is added.
func TestSlowerOnlyForWho(t *testing.T) {
	mail := "[`crawler@wrenfield.example`](<mailto:crawler@wrenfield.example>)"
	res := buildTestdata(t, "trial25", trial25CrawlDelayIgnored, trial25SlowerWho)
	checkPageLines(t, res, map[string][]string{
		"en": {"The crawler ignores Crawl-delay lines in robots.txt. To slow it down, write to " + mail + ". Only customers can ask for this.\n"},
		"de": {"Crawl-delay-Zeilen in der robots.txt wertet der Crawler nicht aus. Um ihn zu verlangsamen, schreiben Sie an " + mail + ". Diese Möglichkeit besteht nur für Kunden.\n"},
		"fr": {"Le robot ne respecte pas la directive Crawl-delay de robots.txt. Pour le ralentir, écrivez à " + mail + ". Cette demande ne peut être faite que par les clients.\n"},
		"pl": {"Robot nie uwzględnia wierszy Crawl-delay w pliku robots.txt. Aby go spowolnić, należy napisać na adres " + mail + ". Kto może o to poprosić: wyłącznie klienci.\n"},
	})
	checkEveryLanguage(t, "slower-who", res)

	res = buildTestdata(t, "trial25", trial25CrawlDelayIgnored, trial25SlowerWho, [2]string{"kind = \"slower\"\n", "kind = \"slower\"\nvia = [\"form\"]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"The crawler ignores Crawl-delay lines in robots.txt. To slow it down, see “Using the web form” below. Only customers can ask for this.\n"},
	})
	checkEveryLanguage(t, "slower-who-form", res)

	res = buildTestdata(t, "trial25", trial25CrawlDelayIgnored)
	checkPageLines(t, res, map[string][]string{
		"en": {"The crawler ignores Crawl-delay lines in robots.txt. To slow it down, write to " + mail + ".\n"},
	})
}
