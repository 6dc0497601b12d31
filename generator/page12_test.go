package generator

import "testing"

// TestPage12CrawlDelayGroupUnstated: the example group that slows a crawler down warns that a group
// of its own replaces the "*" group, also where the policy does not say how the crawler reads groups
// (gazette-bot, gmina-bot): there the warning states RFC 9309's rule, not the crawler's (issue 12,
// leftover 1); a crawler that merges the "*" group with its own gets no warning. GminaBot's
// Crawl-delay "honoured" beside its min_interval acts only above it, as the note then says
// (new-user trial 27, F-16).
func TestPage12CrawlDelayGroupUnstated(t *testing.T) {
	gminaWant := map[string][]string{
		"en": {"If `GminaBot` has no group of its own in your robots.txt yet, add one as in the example and copy into it any rules (Disallow and Allow) of the `*` group that should still apply to this crawler: under RFC 9309, a crawler with a group of its own no longer follows the `*` group. Only a value longer than the crawler’s minimum interval of 2\u00a0seconds has any effect. A value of up to 3\u00a0seconds (its normal interval) only raises that minimum: requests never come closer together than the value, but the normal rate stays the same. A longer value also slows the crawler down below its normal rate.\n"},
		"de": {"Hat `GminaBot` in Ihrer robots.txt noch keine eigene Gruppe, legen Sie wie im Beispiel eine an und übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) der Gruppe `*`, die für diesen Crawler weiterhin gelten sollen: Nach RFC 9309 gilt die Gruppe `*` nicht mehr für einen Crawler, der eine eigene Gruppe hat. Nur ein Wert über dem Mindestabstand des Crawlers (2\u00a0Sekunden) wirkt sich aus. Liegt der Wert nicht über 3\u00a0Sekunden (dem üblichen Abstand), hebt er lediglich den Mindestabstand an: Der Abstand zwischen zwei Anfragen ist dann nie kürzer als angegeben; am üblichen Tempo ändert sich nichts. Erst ein größerer Wert macht den Crawler langsamer als üblich.\n"},
		"fr": {"Si `GminaBot` n’a pas encore son propre groupe dans votre robots.txt, créez-le comme dans l’exemple et recopiez-y les lignes Disallow et Allow du groupe `*` qui doivent continuer à s’appliquer à ce robot\u202f: selon la RFC\u00a09309, un robot qui a son propre groupe ne suit plus le groupe `*`. Seule une valeur supérieure à l’intervalle minimal du robot (2\u00a0secondes) a un effet. Jusqu’à 3\u00a0secondes, son intervalle habituel, la valeur ne fait que relever ce minimum\u202f: les requêtes ne sont alors jamais plus rapprochées que la valeur indiquée, et le rythme habituel reste le même. Au-delà de 3\u00a0secondes, la valeur rend le robot plus lent que d’habitude.\n"},
		"pl": {"Jeśli `GminaBot` nie ma jeszcze własnej grupy w Państwa pliku robots.txt, należy ją utworzyć jak w przykładzie i skopiować do niej te reguły (wiersze Disallow i Allow) z grupy `*`, które mają nadal obowiązywać tego robota: według RFC 9309 robot, który ma własną grupę, nie stosuje się już do grupy `*`. Wartość Crawl-delay działa tylko wtedy, gdy jest większa niż minimalny odstęp robota między żądaniami (2\u00a0sekundy). Wartość nie większa niż zwykły odstęp (3\u00a0sekundy) jedynie podnosi ten minimalny odstęp: odstępy między żądaniami nie są wtedy nigdy krótsze niż podana wartość, a zwykłe tempo robota się nie zmienia. Dopiero większa wartość sprawia, że robot działa wolniej niż zwykle.\n"},
	}
	gmina := buildExample(t, "gmina-bot")
	checkPageLines(t, gmina, gminaWant)
	checkEveryLanguage(t, "gmina-bot", gmina)

	gazette := buildExample(t, "gazette-bot")
	checkPageLines(t, gazette, map[string][]string{
		"en": {"If `GazetteBot` has no group of its own in your robots.txt yet, add one as in the example and copy into it any rules (Disallow and Allow) of the `*` group that should still apply to this crawler: under RFC 9309, a crawler with a group of its own no longer follows the `*` group. Only a value longer than the crawler’s own interval of 2\u00a0seconds slows it down.\n"},
	})
	// Stated: the crawler's own reading, as before.
	checkPageLines(t, buildExampleEdited(t, "gazette-bot", statesRFC9309Groups), map[string][]string{
		"en": {"If `GazetteBot` has no group of its own in your robots.txt yet, add one as in the example and copy into it any rules (Disallow and Allow) of the `*` group that should still apply to this crawler: once that group exists, the crawler no longer follows your `*` group."},
	})
	// A crawler that reads the "*" group together with its own loses nothing by a group of its own.
	const reads = "robots_txt = \"read\"\n"
	const honoured = "\n[robots_txt]\ncrawl_delay = \"honoured\"\n"
	checkPageLines(t, buildSmallest(t, []byte(reads+honoured)), map[string][]string{
		"en": {"If `MinimalBot` has no group of its own in your robots.txt yet, add one as in the example and copy into it any rules (Disallow and Allow) of the `*` group that should still apply to this crawler: under RFC 9309, a crawler with a group of its own no longer follows the `*` group.\n"},
	})
	merges := buildSmallest(t, []byte(reads+"group_matching = \"merges-star\"\n"+honoured))
	checkPageLines(t, merges, map[string][]string{"en": {"User-agent: MinimalBot\nCrawl-delay: "}})
	checkPageLacks(t, merges, map[string][]string{
		"en": {"has no group of its own in your robots.txt yet"},
		"de": {"noch keine eigene Gruppe"},
		"fr": {"pas encore son propre groupe"},
		"pl": {"nie ma jeszcze własnej grupy"},
	})
}

// TestPage12StablePartsComparisonException: where the comparison request after an HTTP 403 is sent
// with a User-Agent that lacks the parts a filter can rely on, the sentence on those parts names it
// as the exception, in every language (civic-ingestor, python-httpx; issue 12, leftover 2); a
// comparison User-Agent that holds them changes nothing.
func TestPage12StablePartsComparisonException(t *testing.T) {
	res := buildExample(t, "civic-ingestor")
	checkPageLines(t, res, map[string][]string{
		"en": {"- Whatever the version, every User-Agent of this crawler contains `civic-ingestor`; a filter can rely on that for every request except the comparison request after an HTTP 403. "},
		"de": {"- Unabhängig von der Version enthält jeder User-Agent dieses Crawlers `civic-ingestor`; darauf kann sich ein Filter verlassen. Ausgenommen ist nur die Vergleichsanfrage, die der Crawler nach einer Antwort mit HTTP 403 sendet. "},
		"fr": {"- Quelle que soit la version, tout User-Agent de ce robot contient `civic-ingestor`\u202f: un filtre peut s’y fier, sauf pour la requête de comparaison. "},
		"pl": {"- Niezależnie od wersji nagłówek User-Agent każdego żądania tego robota – z wyjątkiem żądania porównawczego wysyłanego po odpowiedzi HTTP 403 – zawiera `civic-ingestor`; na tym można oprzeć regułę filtrowania. "},
	})
	checkEveryLanguage(t, "civic-ingestor", res)

	same := buildExampleEdited(t, "civic-ingestor", [2]string{`user_agent = "python-httpx"`, `user_agent = "civic-ingestor-check"`})
	checkPageLines(t, same, map[string][]string{
		"en": {"- Whatever the version, every User-Agent of this crawler contains `civic-ingestor`; a filter can rely on that. "},
	})
}

// TestPage12WeekLegendSpans: a job that runs at a shade's interval in only some of the hours of
// that shade is named in the legend with the days and hours of its rules at that interval, so that
// hours shaded by other jobs do not read as its own (civic-ingestor: at weekends, "Incremental
// sync" runs every 2 hours, and the hourly shade there is that of "Documents" and "Document
// checks"; issue 12, leftover 3). A job hourly in every hour of its shade is named alone.
func TestPage12WeekLegendSpans(t *testing.T) {
	const jobs = `
[jobs.a]
label = { en = "Prices", de = "Preise", fr = "Prix", pl = "Ceny" }
agent = "bot"
cadence = [{ every = "1h" }]

[jobs.b]
label = { en = "Stock", de = "Bestand", fr = "Stock", pl = "Stan" }
agent = "bot"

[[jobs.b.cadence]]
days = "mon-fri"
hours = "08:00-12:00"
every = "1h"

[[jobs.b.cadence]]
every = "3h"
`
	res := buildSmallestEdited(t, [][2]string{{"[site]\n", "[site]\ntime_zone = \"Europe/Warsaw\"\n"}}, jobs)
	checkWeek6(t, "two hourly jobs", res, map[string][]string{
		"en": {"Prices and Stock (Mon–Fri, 08:00–12:00): every hour"},
		"de": {"Preise und Bestand (Mo–Fr, 8:00–12:00\u00a0Uhr): stündlich"},
	}, nil)
	checkEveryLanguage(t, "two hourly jobs", res)
}

// TestPage12OccasionSpans: a schedule rule that runs around an occasion counts its span from the
// start of that occasion, named as the event it is, and a rule for occasions alone runs "during"
// them; the English label is the event, not an adverbial, so that "During a council session …,
// from 45 minutes before the start" no longer runs before what it is during (issue 12, leftover
// 4). The other languages state the label as written, as before.
func TestPage12OccasionSpans(t *testing.T) {
	res := buildExample(t, "civic-ingestor")
	checkPageLines(t, res, map[string][]string{
		"en": {
			"| Live streams (on-air check) | `civic-ingestor` | Providers that stream council sessions | From 45\u00a0minutes before the start of a council session that is broadcast live until at most 10\u00a0hours after it starts: every minute (to see whether the session is on air) |",
			"| Live streams (frames) | `civic-ingestor` | Providers that stream council sessions | During a council session that is broadcast live: every 10\u00a0seconds by default (one frame of the broadcast each time) |",
			"| Council information systems (OParl API) | On a session day or the day before, 07:00–22:00: every 5\u00a0minutes<br>",
		},
		"de": {"| bei Ratssitzungen mit Liveübertragung, ab 45\u00a0Minuten vor Beginn bis höchstens 10\u00a0Stunden nach Beginn: jede Minute"},
	})
}

// TestPage12Scopes: each limit says what it is counted per, and a URL is a URL (issue 12,
// leftovers 5 and 6): LinkGraphBot's second interval is per registrable domain and IP address,
// not per IP address alone; "per site" may count two host names of one website as two sites; a
// feed's own refresh time sets its interval within bounds; sitemaps give URLs.
func TestPage12Scopes(t *testing.T) {
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{"en": {
		"- In addition, at most one request every 2.5\u00a0seconds per registrable domain and IP address: the host names of one registrable domain (such as `www.example.org` and `shop.example.org`) served from the same IP address count together; other domains on that address count separately.\n",
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"en": {
		"\nIn the limits below, a “site” is whatever the crawler treats as one website. This may be a single host name, so two host names of the same website (for example, one for its pages and one for its images) may count as two separate sites.\n",
	}})
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{"en": {
		"| A feed that states its own refresh time (`<ttl>`) is fetched at that interval, subject to a minimum of 5\u00a0minutes and a maximum of 12\u00a0hours: a shorter time counts as 5\u00a0minutes, a longer one as 12\u00a0hours.<br>A URL is fetched once for all the users who asked for it, not once for each of them.<br>",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"en": {
		"- Quota on URLs reached from one start URL: a fixed maximum number of URLs per run, which the operator does not publish.\n",
	}})
}
