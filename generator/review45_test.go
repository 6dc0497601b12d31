package generator

import "testing"

// review45Case is one case of the review table (allReviewCases) with its sentences, as
// testdata/review/<lang>.txt lists them ("pointer | class | sentence"), in each language.
type review45Case struct {
	name string
	want map[string][]string
}

// checkReview45 checks each case's sentences in each language it names.
func checkReview45(t *testing.T, cases []review45Case) {
	t.Helper()
	for _, tc := range cases {
		for _, lang := range shipped {
			if want, ok := tc.want[lang]; ok {
				checkReviewLines(t, tc.name+" "+lang, reviewCaseSentences(t, lang, tc.name), want)
			}
		}
	}
}

// TestReview45CrawlerReadsPolicy: the page's statement that it and the crawling software read the
// same policy file (site.crawler_reads_policy), added or removed, is a change of meaning, not of
// wording: class neutral (nothing in force moves), and a consequence that says the page gives or
// withdraws its assurance (German review 43, F2), in every language; was "Only the wording
// changes." (de „Nur der Wortlaut ändert sich.“, fr « Ce retrait ne change rien aux règles. »,
// pl „Zmiana wyłącznie redakcyjna.”).
func TestReview45CrawlerReadsPolicy(t *testing.T) {
	const (
		ptr     = "/site/crawler_reads_policy | neutral | "
		enQuote = "“Every figure on this page comes from the same policy file that the crawling software reads, so the page and what the software does stay in step.”"
		deQuote = "„Jede Zahl auf dieser Seite stammt aus der Richtliniendatei, die auch die Crawler-Software liest; so stimmen die Seite und das tatsächliche Verhalten überein.“"
		frQuote = "«\u202fToutes les valeurs chiffrées de cette page proviennent du fichier de configuration que lit le logiciel de collecte lui-même\u202f: la page correspond ainsi au comportement réel de ce logiciel.\u202f»"
		plQuote = "„Wszystkie wartości na tej stronie pochodzą z tego samego pliku konfiguracyjnego, z którego korzysta oprogramowanie pobierające treści, dzięki czemu opis i rzeczywiste działanie pozostają ze sobą zgodne”."
	)
	checkReview45(t, []review45Case{
		{"crawler reads the policy", map[string][]string{
			"en": {ptr + "Added: the statement that this page and the crawling software use the same policy file. Now: " + enQuote + " The page now assures webmasters that what it states matches what the crawler actually does; no figure or setting in the policy itself changes."},
			"de": {ptr + "Hinzugefügt: die Angabe, dass die Crawler-Software dieselbe Richtliniendatei liest, aus der diese Seite erzeugt wird. Neu: " + deQuote + " Die Seite sichert damit zu, dass ihre Angaben mit dem tatsächlichen Verhalten des Crawlers übereinstimmen; die Werte und Einstellungen der Richtlinie selbst bleiben unverändert."},
			"fr": {ptr + "Ajout\u202f: l’indication que le logiciel de collecte lit le fichier de configuration dont cette page est tirée. Désormais\u202f: " + frQuote + " La page garantit désormais que ce qu’elle indique correspond au comportement réel du robot\u202f; les valeurs et paramètres fixés par les règles elles-mêmes restent inchangés."},
			"pl": {ptr + "Dodano informację, że strona i oprogramowanie pobierające treści korzystają z tego samego pliku konfiguracyjnego. Brzmienie: " + plQuote + " Strona zapewnia odtąd, że podawane na niej informacje odpowiadają rzeczywistemu działaniu robota; wartości i ustawienia w zasadach pozostają bez zmian."},
		}},
		{"crawler reads the policy no more", map[string][]string{
			"en": {ptr + "No longer stated on the page: that this page and the crawling software use the same policy file. Previously: " + enQuote + " The page no longer assures webmasters that what it states matches what the crawler actually does; no figure or setting in the policy itself changes."},
			"de": {ptr + "Nicht mehr angegeben: dass die Crawler-Software dieselbe Richtliniendatei liest, aus der diese Seite erzeugt wird. Bisher: " + deQuote + " Die Seite sichert damit nicht mehr zu, dass ihre Angaben mit dem tatsächlichen Verhalten des Crawlers übereinstimmen; die Werte und Einstellungen der Richtlinie selbst bleiben unverändert."},
			"fr": {ptr + "Mention retirée\u202f: l’indication que le logiciel de collecte lit le fichier de configuration dont cette page est tirée. Jusqu’à présent\u202f: " + frQuote + " La page cesse de garantir que ce qu’elle indique correspond au comportement réel du robot\u202f; les valeurs et paramètres fixés par les règles elles-mêmes restent inchangés."},
			"pl": {ptr + "Ze strony usunięto informację, że strona i oprogramowanie pobierające treści korzystają z tego samego pliku konfiguracyjnego. Dotychczas: " + plQuote + " Strona nie zapewnia już, że podawane na niej informacje odpowiadają rzeczywistemu działaniu robota; same wartości i ustawienia w zasadach pozostają bez zmian."},
		}},
	})
}

// TestReview45ViaKept: e-mail, the way of a request that lists none, named for the request (added)
// or no longer named (removed) leaves that way open; the consequence says so for each case and
// no longer "as before" after "Added" (German reviews 43, F5, and 44, F1: „Hinzugefügt … per
// E-Mail“ followed by „wie bisher per E-Mail“), in every language.
func TestReview45ViaKept(t *testing.T) {
	const ptr = "/contact/requests/0/via/0 | contact | "
	checkReview45(t, []review45Case{
		{"e-mail named for a request", map[string][]string{
			"en": {ptr + "Added for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they could already ask for this by e-mail; this channel is now stated explicitly."},
			"de": {ptr + "Hinzugefügt beim Anliegen „eine niedrigere Abrufrate“: ein Weg, auf dem sich das Anliegen vorbringen lässt – „per E-Mail“. Webmaster konnten es schon bisher per E-Mail vorbringen; dieser Weg wird nun ausdrücklich genannt."},
			"fr": {ptr + "Ajout pour la demande portant sur «\u202fun rythme plus lent\u202f»\u202f: le moyen par lequel cette demande peut être adressée («\u202fpar courriel\u202f»). Les webmestres pouvaient déjà faire cette demande par courriel\u202f; ce moyen est désormais indiqué expressément."},
			"pl": {ptr + "Dodano dla prośby „wolniejsze tempo” sposób jej przesłania: „e-mailem”. Tę prośbę można było już wcześniej przesłać e-mailem; ten sposób jest teraz wymieniony wprost."},
		}},
		{"e-mail no longer named for a request", map[string][]string{
			"en": {ptr + "Removed for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they can still ask for this by e-mail, the default channel when none is stated."},
			"de": {ptr + "Entfernt beim Anliegen „eine niedrigere Abrufrate“: ein Weg, auf dem sich das Anliegen vorbringen lässt – „per E-Mail“. Webmaster können dieses Anliegen weiterhin per E-Mail vorbringen: Ist für ein Anliegen kein Weg ausdrücklich genannt, steht ihnen dieser Weg ohnehin offen."},
			"fr": {ptr + "Suppression pour la demande portant sur «\u202fun rythme plus lent\u202f»\u202f: le moyen par lequel cette demande peut être adressée («\u202fpar courriel\u202f»). Les webmestres peuvent toujours faire cette demande par courriel\u202f: c’est le moyen prévu par défaut lorsqu’aucun moyen n’est indiqué."},
			"pl": {ptr + "Usunięto dla prośby „wolniejsze tempo” sposób jej przesłania: „e-mailem”. Tę prośbę nadal można przesłać e-mailem: ta droga jest dostępna zawsze, gdy strona nie wskazuje żadnej innej."},
		}},
	})
}

// TestReview45RequestRate: the interval of a request's rate (contact.requests[].min_interval) is
// named by the request's kind. policy.Diff names that of a request of kind "faster"
// faster_request_min_interval, the fastest rate (a shorter interval is less polite); that of kind
// "slower" contact_request_min_interval, the slowest rate; validate allows it on no other kind.
// The fastest rate, where the policy counts page loads, was said "between requests" in every
// language (no _page_loads message); French named the slowest rate « l’intervalle maximal »
// without the rate, which an editor read as the faster request's (French review 44, F1): now
// « le rythme le plus lent … (l’intervalle le plus long …) », as the fastest is worded.
func TestReview45RequestRate(t *testing.T) {
	const ptr = "/contact/requests/0/min_interval | "
	checkReview45(t, []review45Case{
		{"fastest rate one may ask for, in page loads", map[string][]string{
			"en": {ptr + "looser | Changed for the request “a faster rate”: the shortest interval a site can ask for between page loads. Previously: 500\u00a0milliseconds. Now: 250\u00a0milliseconds. This change makes the crawler less polite. The change needs sign-off."},
			"de": {ptr + "looser | Geändert beim Anliegen „eine höhere Abrufrate“: der kürzeste Abstand zwischen zwei Seitenabrufen, den Webmaster erbitten können – bisher 500\u00a0Millisekunden, neu 250\u00a0Millisekunden. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {ptr + "looser | Modification pour la demande portant sur «\u202fun rythme plus rapide\u202f»\u202f: l’intervalle le plus court qu’un site puisse demander entre deux chargements de page (jusqu’à présent\u202f: 500\u00a0millisecondes\u202f; désormais\u202f: 250\u00a0millisecondes). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {ptr + "looser | Zmiana dla prośby „szybsze tempo”: najszybsze tempo, o jakie można poprosić (najkrótszy odstęp między wczytaniami stron) – dotychczas: 500\u00a0milisekund; odtąd: 250\u00a0milisekund. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		}},
		{"fastest rate one may ask for", map[string][]string{
			"en": {ptr + "looser | Changed for the request “a faster rate”: the shortest interval a site can ask for between requests. Previously: 500\u00a0milliseconds. Now: 250\u00a0milliseconds. This change makes the crawler less polite. The change needs sign-off."},
		}},
		{"slowest rate one may ask for", map[string][]string{
			"fr": {ptr + "contact | Modification pour la demande portant sur «\u202fun rythme plus lent\u202f»\u202f: l’intervalle le plus long qu’un site puisse demander entre deux requêtes (jusqu’à présent\u202f: 30\u00a0secondes\u202f; désormais\u202f: 1\u00a0minute). Les webmestres peuvent désormais demander un rythme plus lent qu’auparavant."},
		}},
	})
	ls := localizers(t)
	checkMessages(t, ls, "fr", []messageCase{
		{"diff.field_item.contact_request_min_interval_page_loads", 0, nil, "l’intervalle le plus long qu’un site puisse demander entre deux chargements de page"},
		{"diff.field_item.faster_request_min_interval_page_loads", 0, nil, "l’intervalle le plus court qu’un site puisse demander entre deux chargements de page"},
	})
}

// TestReview45RemovedAnswer: diff.removed_answer (de „Entfernt …: die Angabe, {{.Field}} – …“)
// is reached by one field only, an agent's group_matching removed where it was RFC 9309's
// (reviewBuilder: the answer to the field's question), whose German name is a w-clause („nach
// welchen Regeln er …“), so „die Angabe, …“ reads grammatically; no noun-phrase field („die
// Höchstdauer eines Laufs“) reaches it (German review 44, F2, read the template alone). The
// French and Polish forms put the field without „die Angabe“ and read grammatically too.
func TestReview45RemovedAnswer(t *testing.T) {
	const ptr = "/agents/civic-ingestor/group_matching | neutral | "
	checkReview45(t, []review45Case{
		{"RFC 9309 group matching no longer stated", map[string][]string{
			"en": {ptr + "Removed for civic-ingestor: how it chooses the robots.txt groups it obeys (as specified in RFC 9309). This does not change how polite the crawler is."},
			"de": {ptr + "Entfernt für „civic-ingestor“: die Angabe, nach welchen Regeln er die für ihn geltenden Gruppen der robots.txt auswählt – nach RFC 9309. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
			"fr": {ptr + "Mention retirée pour «\u202fcivic-ingestor\u202f»\u202f: la manière dont il choisit les groupes de robots.txt qu’il respecte (comme le prévoit la RFC\u00a09309). Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
			"pl": {ptr + "Usunięto dla robota „civic-ingestor” informację o tym, jak robot wybiera w pliku robots.txt grupy, do których się stosuje – zgodnie z RFC 9309. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
		}},
	})
}
