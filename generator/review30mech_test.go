package generator

import "testing"

// Review 30, the findings shared by all four languages that the mechanism answers (en F2, en F3,
// de F3, fr F4, pl F12); en F1, de F2, fr F2 and pl F2 are TestNoChangeStatesTheSameTextTwice.

// TestReview30CrawlDelayMinimumAndNormal (en F2): gmina-bot never goes below one request every 2
// seconds (limits.min_interval) and normally sends one every 3 (default_interval). Package polite
// keeps the longer of a Crawl-delay and the minimum, and the exports space requests by the normal
// interval, so a Crawl-delay of 3 raises the minimum without slowing the normal rate: the page
// names the minimum, and says what a value between the two does. Failed before: "Only a value
// longer than the crawler’s own interval of 2 seconds slows it down." Without a normal interval,
// the sentence on the one interval stays.
func TestReview30CrawlDelayMinimumAndNormal(t *testing.T) {
	res := buildExample(t, "gmina-bot")
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- A Crawl-delay longer than the crawler’s minimum interval between requests is honoured; a shorter one changes nothing.\n",
			" Only a value longer than the crawler’s minimum interval of 2\u00a0seconds has any effect. A value of up to 3\u00a0seconds (its normal interval) only raises that minimum: requests never come closer together than the value, but the normal rate stays the same. A longer value also slows the crawler down below its normal rate.\n",
		},
		"de": {
			"- Eine Crawl-delay-Angabe, deren Wert über dem eigenen Mindestabstand des Crawlers liegt, wird beachtet; ein kleinerer Wert ändert nichts.\n",
			" Nur ein Wert über dem Mindestabstand des Crawlers (2\u00a0Sekunden) wirkt sich aus. Liegt der Wert nicht über 3\u00a0Sekunden (dem üblichen Abstand), hebt er lediglich den Mindestabstand an: Der Abstand zwischen zwei Anfragen ist dann nie kürzer als angegeben; am üblichen Tempo ändert sich nichts. Erst ein größerer Wert macht den Crawler langsamer als üblich.\n",
		},
		"fr": {
			"- La directive Crawl-delay est respectée si elle impose un délai plus long que l’intervalle minimal du robot\u202f; un délai plus court ne change rien.\n",
			" Seule une valeur supérieure à l’intervalle minimal du robot (2\u00a0secondes) a un effet. Jusqu’à 3\u00a0secondes, son intervalle habituel, la valeur ne fait que relever ce minimum\u202f: les requêtes ne sont alors jamais plus rapprochées que la valeur indiquée, et le rythme habituel reste le même. Au-delà de 3\u00a0secondes, la valeur rend le robot plus lent que d’habitude.\n",
		},
		"pl": {
			"- Wartość Crawl-delay większa niż minimalny odstęp robota między żądaniami jest uwzględniana; mniejsza niczego nie zmienia.\n",
			" Wartość Crawl-delay działa tylko wtedy, gdy jest większa niż minimalny odstęp robota między żądaniami (2\u00a0sekundy). Wartość nie większa niż zwykły odstęp (3\u00a0sekundy) jedynie podnosi ten minimalny odstęp: odstępy między żądaniami nie są wtedy nigdy krótsze niż podana wartość, a zwykłe tempo robota się nie zmienia. Dopiero większa wartość sprawia, że robot działa wolniej niż zwykle.\n",
		},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"own interval of 2"}, "fr": {"l’intervalle propre au robot"}, "pl": {"własny odstęp"}})

	// One interval only: a value above it slows the crawler down, as before.
	one := buildExampleEdited(t, "gmina-bot", [2]string{"default_interval = \"3s\"\n", ""})
	checkPageLines(t, one, map[string][]string{
		"en": {" Only a value longer than the crawler’s own interval of 2\u00a0seconds slows it down.\n"},
	})
	checkPageLacks(t, one, map[string][]string{"en": {"normal interval"}})
}

// whoCase is who may make a request, in every language, as the model has it
// (policy.Request.Who): en the subject of "can", de accusative, fr with its article, pl
// nominative.
type whoCase struct {
	name string
	who  map[string]string
	// want are the sentences that name who may ask: the short answer (answers.ask_who) and the
	// request with its time limit (request.who_within_working_days), per language.
	want map[string][]string
}

// TestReview30WhoMayAsk (en F3, de F3, fr F4, pl F12): who may make a request reads as who may
// ask, never as whom the request covers ("for site owners only", „Das gilt nur für …“, « Cela ne
// vaut que pour … »), and without agreement with who's number (Polish „mogą skorzystać“ beside a
// singular), for a plural and a singular who, in the short answer, beside a request's time limit,
// and in a list of requests without one (request.who). Failed before with the old sentences.
func TestReview30WhoMayAsk(t *testing.T) {
	mail := "[`remove-url@vigilo-monitoring.example`](<mailto:remove-url@vigilo-monitoring.example>)"
	for _, tc := range []whoCase{{
		name: "plural",
		who:  map[string]string{"en": "site owners who are not customers", "de": "Website-Betreiber, die nicht Kunden sind", "fr": "les propriétaires de sites qui ne sont pas clients", "pl": "właściciele serwisów, którzy nie są klientami"},
		want: map[string][]string{
			"en": {
				"Write to " + mail + " to ask for an end to the fetching of the URLs you name. Only site owners who are not customers can ask for this.\n",
				"Write to " + mail + " to ask for an end to the fetching of the URLs you name (only site owners who are not customers can ask for this), carried out within 3\u00a0working days.\n",
			},
			"de": {
				"Schreiben Sie an " + mail + ", um die Abrufe der von Ihnen genannten Adressen einstellen zu lassen. Diese Möglichkeit besteht nur für Website-Betreiber, die nicht Kunden sind.\n",
				"die Einstellung der Abrufe der von Ihnen genannten Adressen (diese Möglichkeit besteht nur für Website-Betreiber, die nicht Kunden sind), umgesetzt innerhalb von 3\u00a0Arbeitstagen.\n",
			},
			"fr": {
				"Écrivez à " + mail + " pour demander l’arrêt de la collecte des adresses que vous indiquez. Cette demande ne peut être faite que par les propriétaires de sites qui ne sont pas clients.\n",
				"Pour demander l’arrêt de la collecte des adresses que vous indiquez (à demander uniquement par les propriétaires de sites qui ne sont pas clients\u202f; délai de mise en œuvre\u202f: 3\u00a0jours ouvrés), écrivez à " + mail + ".\n",
			},
			"pl": {
				"należy napisać na adres " + mail + ". Kto może o to poprosić: wyłącznie właściciele serwisów, którzy nie są klientami.\n",
				"adresów URL (uprawnieni do przesłania tej prośby: właściciele serwisów, którzy nie są klientami; realizacja w ciągu 3\u00a0dni roboczych).\n",
			},
		},
	}, {
		name: "singular",
		who:  map[string]string{"en": "the owner of the site", "de": "den Inhaber der Website", "fr": "le propriétaire du site", "pl": "właściciel serwisu"},
		want: map[string][]string{
			"en": {
				" to ask for an end to the fetching of the URLs you name. Only the owner of the site can ask for this.\n",
				" to ask for an end to the fetching of the URLs you name (only the owner of the site can ask for this), carried out within 3\u00a0working days.\n",
			},
			"de": {
				" einstellen zu lassen. Diese Möglichkeit besteht nur für den Inhaber der Website.\n",
				"genannten Adressen (diese Möglichkeit besteht nur für den Inhaber der Website), umgesetzt innerhalb von 3\u00a0Arbeitstagen.\n",
			},
			"fr": {
				" que vous indiquez. Cette demande ne peut être faite que par le propriétaire du site.\n",
				" que vous indiquez (à demander uniquement par le propriétaire du site\u202f; délai de mise en œuvre\u202f: 3\u00a0jours ouvrés), écrivez à ",
			},
			"pl": {
				". Kto może o to poprosić: wyłącznie właściciel serwisu.\n",
				" (uprawnieni do przesłania tej prośby: właściciel serwisu; realizacja w ciągu 3\u00a0dni roboczych).\n",
			},
		},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			who := "who = { en = \"" + tc.who["en"] + "\", de = \"" + tc.who["de"] + "\", fr = \"" + tc.who["fr"] + "\", pl = \"" + tc.who["pl"] + "\" }\n"
			res := buildTestdata(t, "trial26", [2]string{"kind = \"stop\"\nwithin_working_days = 3\n", "kind = \"stop-url\"\nwithin_working_days = 3\n" + who})
			checkPageLines(t, res, tc.want)
			checkPageLacks(t, res, map[string][]string{
				"en": {" only,", " only)"}, "de": {"Das gilt nur", "(nur für"}, "fr": {"Cela ne vaut", "(uniquement pour"}, "pl": {"mogą skorzystać", "poprosić: " + tc.who["pl"]},
			})
			checkEveryLanguage(t, "who-"+tc.name, res)

			// Without a time limit: request.who, in the list of requests beside another one.
			list := buildTestdata(t, "trial26", [2]string{"kind = \"stop\"\nwithin_working_days = 3\n", "kind = \"stop-url\"\n" + who}, trial26BlocklistNoLimit)
			lists := map[string][]string{
				"en": {"- an end to the fetching of the URLs you name (only " + tc.who["en"] + " can ask for this)\n"},
				"de": {" (diese Möglichkeit besteht nur für " + tc.who["de"] + ")\n"},
				"fr": {" (à demander uniquement par " + tc.who["fr"] + ")\n"},
				"pl": {" (uprawnieni do przesłania tej prośby: " + tc.who["pl"] + ")\n"},
			}
			checkPageLines(t, list, lists)
		})
	}
}

// trial26BlocklistNoLimit adds a request to be blocklisted after the first request, so that the
// requests are a list.
var trial26BlocklistNoLimit = [2]string{"[agents.checker]\n", "[[contact.requests]]\nkind = \"blocklist\"\n\n[agents.checker]\n"}
