package generator

import "testing"

// The Polish editor's review 38 (/work/notes/s34/review38-pl.md): the exact Polish sentences, each
// with the finding it answers. Not here: F4 (the lead's, generator/review38_lead_test.go).

// TestReview38plWording: each case failed before.
//
//   - F1: what „Dodano …” and „Ze strony usunięto …” add or remove is the page's statement
//     („informację o …”, for a commitment „zobowiązanie do …”), not the behaviour itself, which
//     would read as new crawling (diff.field_item only; diff.field follows „Zmiana: …”).
//   - F2, F3: the same for the jobs of a quota, the Crawl-delay of a crawler that does not obey
//     robots.txt, the spread of a run's requests and the kind of sign-in area; and, with the same
//     fault as F3's, the Crawl-delay of a job that does not obey robots.txt.
//   - F5: the one forms of the page loads spell out one, as their siblings do.
//   - F6: the topics that are reported share one „zgłoszenia” (contact.topic_group.report), and
//     the groups are joined with „oraz”.
//   - F7: the platforms on which users post their own material, not „inni użytkownicy”.
//   - F8: the browser's identifier in the User-Agent, not „dane przeglądarki”; with several
//     crawlers, the name of the crawler in question.
//   - F9: the ready-made entry („gotowy wpis”, the pages' term), not „wpis do robots.txt” after
//     „do” or „z”.
//   - F10: the terms of use that the sites set, not those „of the category”.
//   - F11: „certyfikat TLS każdego serwera”.
//   - F12: a case-sensitive name must be copied as it is („należy”).
//   - New-user trial 31, F-30: a complaint from a member of the public, not only from a private
//     person.
func TestReview38plWording(t *testing.T) {
	ls := localizers(t)
	none := plain("")
	tokens := []any{"Tokens", plain("„ExampleWatch”")}
	cases := []messageCase{
		// F1
		{"diff.field_item.revisits", 0, nil, "informację o ponownym sprawdzaniu adresów, pod którymi serwer zwrócił błąd lub przekierowanie"},
		{"diff.field_item.slow_down", 0, nil, "informację o tym, jak robot zwalnia po błędach lub przekroczeniu czasu oczekiwania"},
		{"diff.field_item.feed_ttl", 0, nil, "informację o uwzględnianiu czasu odświeżania podanego w kanale"},
		{"diff.field_item.job_hide_when_gone", 0, nil, "zobowiązanie do ukrywania zasobu w naszym serwisie, gdy tylko zauważymy, że zniknął z serwisu źródłowego"},
		// F2
		{"diff.field_item.quota_jobs", 0, nil, "informację o tym, które zadania są wliczane do wspólnego limitu"},
		// F3
		{"diff.field_item.agent_crawl_delay", 0, nil, "informację o tym, czy robot, który nie stosuje się do reguł z pliku robots.txt, uwzględnia wiersz Crawl-delay"},
		{"diff.field_item.job_spread", 0, nil, "informację o sposobie rozłożenia żądań w czasie przebiegu"},
		{"diff.field_item.contact_portal_kind", 0, nil, "informację o rodzaju panelu, w którym administratorzy serwisów mogą przesyłać prośby"},
		{"diff.field_item.job_crawl_delay", 0, nil, "informację o tym, czy wiersz Crawl-delay jest uwzględniany w zadaniu, w którym robot nie stosuje się do reguł z pliku robots.txt"},
		// F5
		{"cap.max.page-loads", 1, []any{"Per", plain(" na minutę")}, "najwyżej jedno wczytanie strony na minutę"},
		{"cap.exact.page-loads", 1, []any{"Per", none}, "jedno wczytanie strony"},
		{"cap.max.page-loads", 2, []any{"Per", none}, "najwyżej 2\u00a0wczytania stron"},
		// F6
		{"topic_in_group.incidents", 0, nil, "incydentów"},
		{"topic_in_group.load", 0, nil, "nietypowego obciążenia"},
		{"topic_in_group.block-not-effective", 0, nil, "nieskutecznej blokady"},
		{"contact.topic_group.report", 0, []any{"Topics", plain("incydentów")}, "zgłoszenia incydentów"},
		{"list.topic_groups", 0, []any{"A", plain("pytania ogólne"), "B", plain("zgłoszenia incydentów")}, "pytania ogólne oraz zgłoszenia incydentów"},
		// F7
		{"promise.no-platform-scraping", 0, nil, "Robot nie pozyskuje metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe."},
		{"promise_agent.no-platform-scraping", 0, nil, "Nie pozyskuje metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe."},
		{"promise_all.no-platform-scraping", 0, nil, "Roboty nie pozyskują metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe."},
		// F8
		{"promise_in_context.no-browser-impersonation_after_browser", 0, tokens, "Robot nigdy nie podszywa się pod przeglądarkę używaną przez człowieka: w nagłówku User-Agent po identyfikatorze przeglądarki zawsze występuje nazwa „ExampleWatch”."},
		{"promise_agent_in_context.no-browser-impersonation_after_browser", 0, tokens, "Nigdy nie podszywa się pod przeglądarkę używaną przez człowieka: w nagłówku User-Agent po identyfikatorze przeglądarki zawsze występuje nazwa „ExampleWatch”."},
		{"promise_all_in_context.no-browser-impersonation_after_browser", 0, tokens, "Roboty nigdy nie podszywają się pod przeglądarkę używaną przez człowieka: w nagłówku User-Agent po identyfikatorze przeglądarki zawsze występuje nazwa danego robota („ExampleWatch”)."},
		// F10
		{"target.terms_of_use", 0, nil, "robot przestrzega warunków korzystania z tych serwisów"},
		{"diff.state.terms_of_use.no", 0, nil, "robot nie kieruje się już warunkami korzystania z tych serwisów"},
		{"diff.state.terms_of_use.yes", 0, nil, "robot przestrzega teraz warunków korzystania z tych serwisów"},
		{"diff.state.terms_of_use.robots_instead", 0, nil, "plik robots.txt jest teraz odczytywany i przestrzegany; dotychczas robot kierował się wyłącznie warunkami korzystania z tych serwisów"},
		// F11
		{"republished_content.tls-certificate", 0, nil, "certyfikat TLS każdego serwera"},
		// F12
		{"identification.tokens_case_some", 0, tokens, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); w przypadku „ExampleWatch” wielkość liter ma znaczenie, w przypadku pozostałych – nie. Nazwy należy tam wpisać bez zmian."},
		// Trial 31, F-30
		{"job_trigger.public-complaint", 0, nil, "po przyjęciu skargi dotyczącej serwisu, złożonej przez osobę trzecią"},
	}
	checkMessages(t, ls, "pl", cases)
}

// TestReview38plPages: the findings where the review read them, in the examples' Polish pages and
// pages of changes; each line failed before, except civic-ingestor's topics, which did not change.
//
//   - F1 on linkgraph-bot's, feed-reader's and civic-ingestor's pages of changes.
//   - F6 on gazette-bot's and triple-fetchers' pages; civic-ingestor's, with no topic to report,
//     lists its topics as before.
//   - F7 on triple-fetchers' page, F10 on civic-ingestor's and gazette-bot's.
func TestReview38plPages(t *testing.T) {
	checkChangesLines(t, buildExampleWithHistory(t, "linkgraph-bot"), "pl", []string{
		"- Dodano dla robota `linkgraphbot` informację o ponownym sprawdzaniu adresów, pod którymi serwer zwrócił błąd lub przekierowanie. Brzmienie: „",
		"- Dodano informację o tym, jak robot zwalnia po błędach lub przekroczeniu czasu oczekiwania. Brzmienie: „",
	})
	checkChangesLines(t, buildExampleWithHistory(t, "feed-reader"), "pl", []string{
		"- Dodano dla zadania „Odpytywanie kanałów” informację o uwzględnianiu czasu odświeżania podanego w kanale. Brzmienie: „",
	})
	checkChangesLines(t, buildExampleWithHistory(t, "civic-ingestor"), "pl", []string{
		"- Dodano dla zadania „Kontrola dokumentów” zobowiązanie do ukrywania zasobu w naszym serwisie, gdy tylko zauważymy, że zniknął z serwisu źródłowego. Brzmienie: „",
	})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"pl": {
		"- Sprawy, z którymi można się do nas zwracać: pytania ogólne oraz zgłoszenia incydentów lub nietypowego obciążenia.\n",
		"geokodowanie): robot przestrzega warunków korzystania z tych serwisów\n",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"- Sprawy, z którymi można się do nas zwracać: zgłoszenia nietypowego obciążenia lub nieskutecznej blokady oraz prośby o informacje.\n",
		"- Nie pozyskuje metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe.\n",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"- Geoportale gmin: plik robots.txt nie jest odczytywany; robot przestrzega warunków korzystania z tych serwisów\n",
		"- Sprawy, z którymi można się do nas zwracać: pytania ogólne, spowolnienie pobierania, okno czasowe dla zadania „Pełna synchronizacja”, wyłączenie serwisu z pobierania i zapowiedź jednorazowego usunięcia wielu dokumentów z serwisu.\n",
	}})
}

// TestReview38plDiff: F9 and F10 in sitegen diff (generator/testdata/review/pl.txt), where the
// review read them; each line failed before.
func TestReview38plDiff(t *testing.T) {
	checkReviewLines(t, "pl F9", reviewCaseSentences(t, "pl", "snippet blocks a path less"), []string{
		"/snippets/no-pdf/paths/0 | looser | Usunięto z gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/*.pdf$”. Wpis będzie odtąd blokował mniej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu. Zmiana wymaga zatwierdzenia.",
	})
	checkReviewLines(t, "pl F9", reviewCaseSentences(t, "pl", "snippet blocks another path"), []string{
		"/snippets/no-pdf/paths/1 | stricter | Dodano do gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/tmp/”. Wpis będzie odtąd blokował więcej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu.",
	})
	checkReviewLines(t, "pl F10", reviewCaseSentences(t, "pl", "robots.txt no longer read"), []string{
		"/targets/council-web-pages/terms_of_use | looser | Zmiana dla kategorii serwisów „Systemy informacyjne rad bez API (strony WWW)”: plik robots.txt nie jest już odczytywany; zamiast niego robot przestrzega warunków korzystania z tych serwisów. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
	})
}
