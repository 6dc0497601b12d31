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
			"en": {ptr + "Added: the statement that this page and the crawling software use the same policy file. Now: " + enQuote + " The page now assures webmasters that what it states matches what the crawler actually does; no figure or setting in the policy changes."},
			"de": {ptr + "Hinzugefügt: die Angabe, dass die Crawler-Software dieselbe Richtliniendatei liest, aus der diese Seite erzeugt wird. Neu: " + deQuote + " Die Seite sichert damit zu, dass ihre Angaben mit dem tatsächlichen Verhalten des Crawlers übereinstimmen; die Werte und Einstellungen der Richtlinie bleiben unverändert."},
			"fr": {ptr + "Ajout\u202f: l’indication que le logiciel de collecte lit le fichier de configuration dont cette page est tirée. Désormais\u202f: " + frQuote + " La page garantit désormais que ce qu’elle indique correspond au comportement réel du robot\u202f; les valeurs et paramètres fixés par les règles restent les mêmes."},
			"pl": {ptr + "Dodano informację, że strona i oprogramowanie pobierające treści korzystają z tego samego pliku konfiguracyjnego. Brzmienie: " + plQuote + " Strona zapewnia odtąd, że podawane na niej informacje odpowiadają rzeczywistemu działaniu robota; wartości i ustawienia w zasadach pozostają bez zmian."},
		}},
		{"crawler reads the policy no more", map[string][]string{
			"en": {ptr + "No longer stated on the page: that this page and the crawling software use the same policy file. Previously: " + enQuote + " The page no longer assures webmasters that what it states matches what the crawler actually does; no figure or setting in the policy itself changes."},
			"de": {ptr + "Nicht mehr angegeben: dass die Crawler-Software dieselbe Richtliniendatei liest, aus der diese Seite erzeugt wird. Bisher: " + deQuote + " Die Seite sichert damit nicht mehr zu, dass ihre Angaben mit dem tatsächlichen Verhalten des Crawlers übereinstimmen; die Werte und Einstellungen der Richtlinie selbst bleiben unverändert."},
			"fr": {ptr + "Ne figure plus sur la page\u202f: l’indication que le logiciel de collecte lit le fichier de configuration dont cette page est tirée. Jusqu’à présent\u202f: " + frQuote + " La page cesse de garantir que ce qu’elle indique correspond au comportement réel du robot\u202f; les valeurs et paramètres fixés par les règles restent eux-mêmes inchangés."},
			"pl": {ptr + "Ze strony usunięto informację, że strona i oprogramowanie pobierające treści korzystają z tego samego pliku konfiguracyjnego. Dotychczas: " + plQuote + " Strona nie zapewnia już, że podawane na niej informacje odpowiadają rzeczywistemu działaniu robota; same wartości i ustawienia w zasadach pozostają bez zmian."},
		}},
	})
}
