package generator

import "testing"

// The Polish editor's review 36 (/work/notes/s34/review36-pl.md): the exact Polish sentences, each
// with the finding it answers. F7 (the heading of a change made only in another language) needs Go
// code and is the lead's. F20 is left: the removal after an opt-out stays „po sprzeciwie
// administratora serwisu”, the term of the page's own sentence („Jeśli administrator serwisu zgłosi
// sprzeciw, …”) and of its sibling fields (review 33: „sprzeciw” where a legal objection is meant).

// TestReview36plWording: each case failed before.
//
//   - F1: a window for some jobs only: the other fetches go on as described above, not „przez całą
//     dobę”, which the schedule does not say.
//   - F2: no scraping of platforms that host other people's content, without „masowo”.
//   - F3: a monitoring is counted by the monitored page („10 obserwowanych stron na klienta”), not
//     by „obserwacja”, which reads as one fetch.
//   - F5: an exception to robots.txt covers kinds of request („żądania do API lub pobieranie
//     dokumentów”, as the English since 7 December), in a sentence with a verb.
//   - F6: a sentence gone from the page: the page no longer states it („Ze strony usunięto
//     informację o tym, jak robot postępuje …”), not „Usunięto zasadę”, read as the crawler's rule.
//   - F8: copies of a changed snippet are not updated automatically; a removed snippet's copies
//     still apply.
//   - F9, F14: what can be put on the blocklist, and whether an entry stays on it, as objects of
//     „Dodano”/„Usunięto” („informację o tym, …”), on „lista blokad” (its entries may be IP ranges or
//     host names, so not „lista blokowanych serwisów”).
//   - F10: format.reaction_threshold_event = "without-count" (TestReview36plDiff).
//   - F11: resources a page embeds or names.
//   - F13: a longer promised time: the answer may come later, not certainly.
//   - F15, F16: „lista blokowanych serwisów” for a site, „lista blokad” for IP ranges or host names;
//     the webmaster asks for the entry.
//   - F18: what „serwis” means in the limits below.
//   - F19, F21–F23: the larger response against the maximum size of the downloaded data; the days
//     on which the window is closed, its consequence in parentheses (not review's „nie obowiązuje”, which
//     review 35, F2, read as "no time limit"); the published text of a legal basis; a sign-in panel.
func TestReview36plWording(t *testing.T) {
	ls := localizers(t)
	full, two := plain("„Pełna synchronizacja”"), plain("„Pełna synchronizacja” i „Dokumenty”")
	ip := plain("zakresów adresów IP (w notacji CIDR)")
	email := plain("robots@example.org")
	unreachable := textForms{base: ls["pl"].t("diff.field.robots_unreachable"), forms: map[string]Text{"Item": ls["pl"].t("diff.field_item.robots_unreachable")}}
	cases := []messageCase{
		// F1
		{"request.window_jobs", 1, []any{"Jobs", full}, "okno czasowe tylko dla zadania „Pełna synchronizacja”; pozostałe rodzaje pobierania odbywają się bez zmian, zgodnie z opisanym wyżej harmonogramem i w zwykłym tempie"},
		{"request.window_jobs", 2, []any{"Jobs", two}, "okno czasowe tylko dla zadań „Pełna synchronizacja” i „Dokumenty”; pozostałe rodzaje pobierania odbywają się bez zmian, zgodnie z opisanym wyżej harmonogramem i w zwykłym tempie"},
		// F2
		{"promise.no-platform-scraping", 0, nil, "Robot nie pozyskuje metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe."},
		{"promise_agent.no-platform-scraping", 0, nil, "Nie pozyskuje metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe."},
		{"promise_all.no-platform-scraping", 0, nil, "Roboty nie pozyskują metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe."},
		// F3
		{"scope_per.observation", 0, nil, "na obserwowaną stronę"},
		{"scope_per_and.observation", 0, nil, "dla każdej obserwowanej strony"},
		{"scope_between.observation", 0, nil, "dla każdej obserwowanej strony"},
		{"scope_slowed.observation", 0, nil, "dla danej obserwowanej strony"},
		{"scope_in.observation", 0, nil, "podczas obserwacji jednej strony"},
		{"scope_noun.observation", 0, nil, "obserwacji danej strony"},
		{"scope_noun_gen.observation", 0, nil, "w ramach obserwacji danej strony"},
		{"unit_name.observations", 0, nil, "obserwowanych stron"},
		{"on_disallow.stop-observation", 0, nil, "przerywa obserwację danej strony"},
		{"cap.max.observations", 1, []any{"Per", plain("")}, "najwyżej jedna obserwowana strona"},
		{"cap.max.observations", 3, []any{"Per", plain("")}, "najwyżej 3\u00a0obserwowane strony"},
		{"cap.max.observations", 10, []any{"Per", plain(" na klienta")}, "najwyżej 10\u00a0obserwowanych stron na klienta"},
		{"cap.range.observations", 10, []any{"Min", plain("2"), "Per", plain("")}, "od 2 do 10\u00a0obserwowanych stron"},
		{"cap.exact.observations", 2, []any{"Per", plain("")}, "2\u00a0obserwowane strony"},
		// F5
		{"exceptions.written_approval_for", 0, []any{"For", plain("żądania do API lub pobieranie dokumentów")}, "Robot odstępuje od reguł robots.txt wyłącznie za wyraźną pisemną zgodą administratora serwisu. Odstępstwo może przy tym obejmować jedynie żądania do API lub pobieranie dokumentów."},
		// F6
		{"diff.no_longer_stated", 0, []any{"Context", plain(""), "Field", unreachable, "Old", plain("a")}, "Ze strony usunięto informację o tym, jak robot postępuje, gdy plik robots.txt jest nieosiągalny (błąd serwera HTTP 5xx lub błąd sieci). Dotychczas: „a”."},
		{"diff.field_item.robots_unavailable", 0, nil, "informację o tym, co oznacza dla robota kod HTTP 4xx zwrócony dla pliku robots.txt"},
		{"diff.class.statement_gone", 0, nil, "Ponieważ strona nie zawiera już tego zapewnienia, nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów."},
		// F8
		{"diff.class.snippet_stricter", 0, nil, "Wpis będzie odtąd blokował więcej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu."},
		{"diff.class.snippet_looser", 0, nil, "Wpis będzie odtąd blokował mniej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu."},
		{"diff.class.snippet_removed", 0, nil, "Ten wpis nie będzie już proponowany administratorom serwisów. Kopie wpisu umieszczone już w plikach robots.txt pozostają bez zmian i nadal obowiązują."},
		// F9, F14
		{"diff.field_item.contact_request_covers", 0, nil, "informację o tym, co można wpisać na listę wykluczeń"},
		{"diff.field.contact_request_covers", 0, nil, "zakres tego, co można wpisać na listę wykluczeń"},
		{"diff.field_item.contact_request_permanent", 0, nil, "informację o tym, czy wpis pozostaje na liście wykluczeń, dopóki administrator serwisu nie poprosi o jego usunięcie"},
		{"diff.field.contact_request_permanent", 0, nil, "to, czy wpis pozostaje na liście wykluczeń, dopóki administrator serwisu nie poprosi o jego usunięcie"},
		{"diff.state.contact_request_permanent.yes", 0, nil, "wpis pozostaje odtąd na liście wykluczeń, dopóki administrator serwisu nie poprosi o jego usunięcie"},
		{"diff.state.contact_request_permanent.no", 0, nil, "strona nie podaje już, jak długo wpis pozostaje na liście wykluczeń"},
		// F11
		{"diff.field_item.embedded", 0, nil, "informację o postępowaniu z zasobami, które strona osadza lub wskazuje"},
		{"diff.field.embedded", 0, nil, "postępowanie z zasobami, które strona osadza lub wskazuje"},
		// F13
		{"diff.class.response_working_days_longer", 0, nil, "Odpowiedź może więc nadejść później niż dotychczas."},
		// F15, F16
		{"request.blocklist", 0, nil, "wpisanie Państwa serwisu na listę wykluczeń, tak aby nie był już pobierany"},
		{"request.blocklist_permanent", 0, nil, "wpisanie Państwa serwisu na listę wykluczeń, tak aby nie był pobierany, dopóki nie poproszą Państwo o usunięcie wpisu"},
		{"request.blocklist_covers", 0, []any{"Covers", ip}, "wpisanie Państwa zakresów adresów IP (w notacji CIDR) na listę wykluczeń, tak aby nie wysyłano już do nich żadnych żądań"},
		{"request.blocklist_covers_permanent", 0, []any{"Covers", ip}, "wpisanie Państwa zakresów adresów IP (w notacji CIDR) na listę wykluczeń, tak aby nie wysyłano do nich żadnych żądań, dopóki nie poproszą Państwo o usunięcie wpisów"},
		{"answers.ask_blocklist", 0, []any{"Email", email}, "Aby poprosić o wpisanie Państwa serwisu na listę wykluczeń, należy napisać na adres robots@example.org."},
		{"answers.ask_blocklist_covers", 0, []any{"Covers", ip, "Email", email}, "Aby poprosić o wpisanie Państwa zakresów adresów IP (w notacji CIDR) na listę wykluczeń, należy napisać na adres robots@example.org."},
		// F18
		{"limits.key_note.site", 0, nil, "W poniższych limitach „serwis” oznacza to, co robot traktuje jako jedną witrynę. Może to być pojedyncza nazwa hosta, dlatego dwie nazwy hostów tej samej witryny (np. jedna dla stron, a\u00a0druga dla obrazów) mogą być liczone jako dwa osobne serwisy."},
		// F19
		{"diff.field_item.larger_bodies", 0, nil, "informację o postępowaniu z odpowiedzią przekraczającą maksymalny rozmiar pobieranych danych"},
		{"diff.field.larger_bodies", 0, nil, "postępowanie z odpowiedzią przekraczającą maksymalny rozmiar pobieranych danych"},
		// F21
		{"diff.field_item.window_except_days", 0, nil, "dni, w które okno czasowe jest zamknięte (zadania ograniczone do tego okna nie są wtedy wykonywane)"},
		{"diff.field.window_except_days", 0, nil, "dni, w które okno czasowe jest zamknięte (zadania ograniczone do tego okna nie są wtedy wykonywane)"},
		// F22
		{"diff.field_item.legal_basis_url", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej działania robota"},
		{"diff.field.legal_basis_url", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej działania robota"},
		{"diff.field_item.legal_basis_urls", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej działania robota"},
		{"diff.field.legal_basis_urls", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej działania robota"},
		{"diff.field_item.job_legal_basis_url", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej tego zadania"},
		{"diff.field.job_legal_basis_url", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej tego zadania"},
		// F23
		{"diff.field_item.contact_portal", 0, nil, "panel wymagający zalogowania, w którym administratorzy serwisów mogą przesyłać prośby"},
		{"diff.field.contact_portal", 0, nil, "panel wymagający zalogowania, w którym administratorzy serwisów mogą przesyłać prośby"},
		{"diff.field_item.contact_portal_kind", 0, nil, "informację o rodzaju panelu, w którym administratorzy serwisów mogą przesyłać prośby"},
		{"diff.field.contact_portal_kind", 0, nil, "rodzaj panelu, w którym administratorzy serwisów mogą przesyłać prośby"},
	}
	checkMessages(t, ls, "pl", cases)
}

// TestReview36plPages: the findings in the examples' Polish pages, where the review read them; each
// line failed before.
//
//   - F3 on triple-fetchers' page, with the rate's subject („Zwykle najwyżej jedno żądanie …”, was
//     „Zwykle nie częściej niż raz …” with none); F2 under ExampleWatch.
//   - F1, F5 and F17 (the job by its quoted name, as the English since 29 November) on
//     civic-ingestor's page; F4 (NordsucheFresh fetches often, as the English since 1 December);
//     F12 and F24 (web-archive's prose); F15, F16 and F25 (link-preview); F18 (gazette-bot).
//   - F6 on gazette-bot's page of changes.
func TestReview36plPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"- Gdy robots.txt zabrania dostępu, przerywa obserwację danej strony.\n",
		"- Nie pozyskuje metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe.\n",
		"- Zwykle najwyżej jedno żądanie na dobę dla każdej obserwowanej strony, a nigdy więcej niż jedno na godzinę.\n- Najwyżej 10\u00a0obserwowanych stron na klienta.\n",
		"| pewien czas (jego długości nie publikujemy) | obserwacji danej strony |\n",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"- okno czasowe tylko dla zadania „Pełna synchronizacja”; pozostałe rodzaje pobierania odbywają się bez zmian, zgodnie z opisanym wyżej harmonogramem i w zwykłym tempie\n",
		"robot odstępuje od reguł robots.txt wyłącznie za wyraźną pisemną zgodą administratora serwisu. Odstępstwo może przy tym obejmować jedynie żądania do API lub pobieranie dokumentów.\n",
		"| tylko listy opcjonalne (np. konsultacje), także podczas zadania „Pełna synchronizacja”<br>",
	}})
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{"pl": {
		"- Często pobiera strony serwisów informacyjnych i kanały RSS, aby nowe treści szybko trafiały do indeksu.\n",
	}})
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{"pl": {
		"Operatorem robota jest National Library – biblioteka narodowa, która gromadzi krajowe zasoby internetu",
		"W kolejnych etapach gromadzenia szerokiego robot pobiera pozostałą część zasobów większych domen, w grupach domen o zbliżonej wielkości. Prosimy o wskazanie mapy witryny (sitemap) w pliku robots.txt: robot odczytuje ją właśnie stamtąd.\n",
	}})
	checkPageLines(t, buildExample(t, "link-preview"), map[string][]string{"pl": {
		"– aby poprosić o wpisanie Państwa serwisu na listę wykluczeń, należy napisać na adres ",
		"- wpisanie Państwa serwisu na listę wykluczeń, tak aby nie był już pobierany\n",
		"Chatwork-LinkExpanding pobiera stronę wyłącznie po to, by przygotować jej podgląd, a obrazy, filmy i pliki audio wskazane w jej metatagach – wyłącznie po to, by je sprawdzić (np. ich typ i rozmiar).\n",
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"pl": {
		"W poniższych limitach „serwis” oznacza to, co robot traktuje jako jedną witrynę.",
	}})
	checkChangesLines(t, buildExampleWithHistory(t, "gazette-bot"), "pl", []string{
		"- Ze strony usunięto informację o tym, jak robot postępuje, gdy plik robots.txt jest nieosiągalny (błąd serwera HTTP 5xx lub błąd sieci). Dotychczas: „Jeśli plik robots.txt jest nieosiągalny (błąd serwera HTTP 5xx lub błąd sieci), robot niczego z serwisu nie pobiera”. Ponieważ strona nie zawiera już tego zapewnienia, nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów.\n",
		"- Ze strony usunięto informację o tym, co oznacza dla robota kod HTTP 4xx zwrócony dla pliku robots.txt. Dotychczas: „",
	})
}

// TestReview36plDiff: the findings in sitegen diff (generator/testdata/review/pl.txt), where the
// review read them; each line failed before.
//
//   - F10: a pause's threshold changed names the event without the count (format.
//     reaction_threshold_event = "without-count"), which the sentence states before and after.
//   - F8 (the snippet's copies), F13 (an answer may come later), F23 (the sign-in panel).
func TestReview36plDiff(t *testing.T) {
	checkReviewLines(t, "pl F10", reviewCaseSentences(t, "pl", "threshold higher"), []string{
		"/errors/reactions/0/threshold | looser | Zmiana dla zdarzenia „nieudane żądanie lub błąd HTTP 429 (Too Many Requests) w jednej synchronizacji”: liczba takich zdarzeń, po której następuje przerwa – dotychczas: 5; odtąd: 10. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
	})
	checkReviewLines(t, "pl F8", reviewCaseSentences(t, "pl", "snippet blocks another path"), []string{
		"/snippets/no-pdf/paths/1 | stricter | Dodano do gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/tmp/”. Wpis będzie odtąd blokował więcej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu.",
	})
	checkReviewLines(t, "pl F8", reviewCaseSentences(t, "pl", "snippet removed"), []string{
		"/snippets/no-pdf | looser | Usunięto wpis do robots.txt: „Blokada tylko plików PDF”. Ten wpis nie będzie już proponowany administratorom serwisów. Kopie wpisu umieszczone już w plikach robots.txt pozostają bez zmian i nadal obowiązują. Zmiana wymaga zatwierdzenia.",
	})
	checkReviewLines(t, "pl F13", reviewCaseSentences(t, "pl", "answer slower"), []string{
		"/contact/response_working_days | contact | Zmiana: deklarowany czas odpowiedzi – dotychczas: 5\u00a0dni roboczych; odtąd: 10\u00a0dni roboczych. Odpowiedź może więc nadejść później niż dotychczas.",
	})
	checkReviewLines(t, "pl F23", reviewCaseSentences(t, "pl", "customer dashboard for a request"), []string{
		"/contact/portal | contact | Dodano panel wymagający zalogowania, w którym administratorzy serwisów mogą przesyłać prośby: „Panel klienta: https://civic.example/dashboard”. Prośby można odtąd przesyłać także tą drogą.",
	})
}
