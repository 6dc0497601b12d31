package generator

import (
	"strings"
	"testing"
)

// The Polish editor's review 34 (/work/notes/s32/review34-pl.md): the exact Polish sentences, each
// with the finding it answers. F1 and F2 were fixed by 2a967d1e (TestReview34Wording); F3 by the
// window's days; F7 is review 32's F30 (diff.context_from/to), landed on its own.

// TestPolishReview34Wording: each case failed before.
//
//   - F4: a new address of the policy page: the User-Agent that contains it changes too, and the
//     filters that compare the whole string may need updating (was „reguły porównujące ciągi
//     User-Agent, które odsyłają do strony”, „które” attached to the rules).
//   - F5: „sposób wybierania w pliku robots.txt grup, do których robot się stosuje” (the relative
//     clause next to its noun); added or removed, the field is „informację o tym, jak robot
//     wybiera …”, which „– zgodnie z RFC 9309” answers (was „Dodano … sposób … – zgodnie z RFC
//     9309”, read as the way the addition was made).
//   - F6: a shared fetch added is „zasada, że każdy adres jest pobierany tylko raz …” (was „Dodano
//     … jedno pobranie”, read as a fetch more).
//   - F8: requests are sent through a panel or portal one signs in to („za pośrednictwem którego”,
//     was „miejsce …, w którym”, „przesyłać w tym miejscu”).
//   - F9: „Wpis w pliku robots.txt temu nie zapobiegnie – może to zrobić prośba skierowana do
//     nas.” (was an elliptical „nie zapobiegnie …, lecz prośba”).
//   - F10: the jobs that do not obey „pozostałych reguł z pliku robots.txt” (was „poza tym”, read
//     as „moreover”).
//   - F11: „(np. w domenie example.pl – do example.pl i wszystkich jej subdomen)” (was „jej” with
//     no feminine noun).
//   - F12: one level off-site is the page a link leads to (was „wskazaną stronę”, which elsewhere
//     is the page the user names).
//   - F13: whole days, not only the time an event or period lasts (was „a nie wydarzenie”).
//   - F14: the heading over „Roboty nie uwzględniają wierszy Crawl-delay …” does not repeat it word
//     for word: „Brak obsługi wierszy Crawl-delay” (not the review's „Spowolnienie robotów”, which
//     review 30, F3, refused over a block that offers no slowing down, nor „… nie jest możliwe”,
//     which trial 29, F-11, read as a refusal: TestNoSlowerRateOnlyWhereStated).
//   - Not counted: who may make a request, a label of the operator's in the singular or the
//     plural: „(uprawnieni do przesłania tej prośby: …)”, which needs no verb to agree with it
//     (was „tę prośbę może przesłać wyłącznie właściciele serwisów”).
func TestPolishReview34Wording(t *testing.T) {
	ls := localizers(t)
	jobs1, jobs2 := plain("„Dokumenty”"), plain("„Dokumenty” i „Zdjęcia”")
	req := plain("zaprzestanie pobierania z Państwa serwisu")
	one, many := plain("administrator serwisu"), plain("zarejestrowani klienci")
	cases := []messageCase{
		// F4
		{"diff.class.identity_base_url", 0, nil, "W narzędziach weryfikujących, które pobierają plik ips.json, może być konieczne wpisanie nowego adresu. Jeśli nagłówek User-Agent robota zawiera adres strony z zasadami, także ten nagłówek może się zmienić – reguły filtrowania porównujące cały ciąg User-Agent mogą wtedy wymagać aktualizacji."},
		// F5
		{"diff.field.group_matching", 0, nil, "sposób wybierania w pliku robots.txt grup, do których robot się stosuje"},
		{"diff.field_item.group_matching", 0, nil, "informację o tym, jak robot wybiera w pliku robots.txt grupy, do których się stosuje"},
		// F6
		{"diff.field.shared_fetch", 0, nil, "zasada, że każdy adres jest pobierany tylko raz dla wszystkich użytkowników, którzy o niego poprosili"},
		{"diff.field_item.shared_fetch", 0, nil, "zasadę, że każdy adres jest pobierany tylko raz dla wszystkich użytkowników, którzy o niego poprosili"},
		// F8
		{"diff.field.contact_portal", 0, nil, "panel wymagający zalogowania, w którym administratorzy serwisów mogą przesyłać prośby"},
		{"diff.field_item.contact_portal_kind", 0, nil, "informację o rodzaju panelu, w którym administratorzy serwisów mogą przesyłać prośby"},
		{"diff.class.contact_portal_removed", 0, nil, "Przesyłanie próśb za jego pośrednictwem nie jest już możliwe."},
		// F9
		{"robots.request_stops_it", 0, nil, "Wpis w pliku robots.txt temu nie zapobiegnie – może to zrobić prośba skierowana do nas."},
		// F10
		{"robots.crawl_delay_also_jobs", 1, []any{"Jobs", jobs1}, "Wiersz Crawl-delay dotyczy także zadania „Dokumenty”, przy którym robot nie stosuje się do pozostałych reguł z pliku robots.txt."},
		{"robots.crawl_delay_also_jobs", 2, []any{"Jobs", jobs2}, "Wiersz Crawl-delay dotyczy także zadań „Dokumenty” i „Zdjęcia”, przy których robot nie stosuje się do pozostałych reguł z pliku robots.txt."},
		// F11
		{"follows_links.within-domain", 0, nil, "Podąża za linkami do wszystkich nazw hostów w tej samej zarejestrowanej domenie co serwis, z którego pobiera treści (np. w domenie example.pl – do example.pl i wszystkich jej subdomen), ale nie dalej."},
		// F12
		{"follows_links_off_site.within-site", 1, nil, "Podąża za linkami w obrębie serwisu, z którego pobiera treści, a za linkami prowadzącymi do innych serwisów – tylko o jeden poziom: pobiera stronę, do której prowadzi link, ale nie podąża za linkami na tej stronie."},
		{"follows_links_off_site.within-domain", 1, nil, "Podąża za linkami do wszystkich nazw hostów w tej samej zarejestrowanej domenie co serwis, z którego pobiera treści, a za linkami prowadzącymi do innych domen – tylko o jeden poziom: pobiera stronę, do której prowadzi link, ale nie podąża za linkami na tej stronie."},
		// F13
		{"diff.occasion_kind.day", 0, []any{"Label", plain("Sesje rady")}, "Doprecyzowano w harmonogramie, że „Sesje rady” oznacza całe dni kalendarzowe, a nie tylko czas trwania samego wydarzenia."},
		// F14
		{"opt_out.slow_down_none", 1, nil, "Brak obsługi wierszy Crawl-delay"},
		{"opt_out.slow_down_none", 3, nil, "Brak obsługi wierszy Crawl-delay"},
		// Not counted: who, in the singular and the plural.
		{"request.who", 0, []any{"Request", req, "Who", one}, "zaprzestanie pobierania z Państwa serwisu (uprawnieni do przesłania tej prośby: administrator serwisu)"},
		{"request.who", 0, []any{"Request", req, "Who", many}, "zaprzestanie pobierania z Państwa serwisu (uprawnieni do przesłania tej prośby: zarejestrowani klienci)"},
		{"request.who_within_working_days", 1, []any{"Request", req, "Who", one}, "zaprzestanie pobierania z Państwa serwisu (uprawnieni do przesłania tej prośby: administrator serwisu; realizacja w ciągu jednego dnia roboczego)"},
		{"request.who_within_working_days", 3, []any{"Request", req, "Who", many}, "zaprzestanie pobierania z Państwa serwisu (uprawnieni do przesłania tej prośby: zarejestrowani klienci; realizacja w ciągu 3\u00a0dni roboczych)"},
		{"request.who_within_days", 1, []any{"Request", req, "Who", one}, "zaprzestanie pobierania z Państwa serwisu (uprawnieni do przesłania tej prośby: administrator serwisu; realizacja w ciągu jednego dnia)"},
		{"request.who_within_days", 14, []any{"Request", req, "Who", many}, "zaprzestanie pobierania z Państwa serwisu (uprawnieni do przesłania tej prośby: zarejestrowani klienci; realizacja w ciągu 14\u00a0dni)"},
	}
	checkMessages(t, ls, "pl", cases)

	// F4, F5 and F8 in sitegen diff, where the review read them.
	checkReviewLines(t, "pl F4", reviewCaseSentences(t, "pl", "published elsewhere"), []string{
		"/site/base_url | identity | Zmiana: adres, pod którym opublikowano zasady – dotychczas: „https://civic.example/crawler/”; odtąd: „https://crawler.civic.example/”. W narzędziach weryfikujących, które pobierają plik ips.json, może być konieczne wpisanie nowego adresu. Jeśli nagłówek User-Agent robota zawiera adres strony z zasadami, także ten nagłówek może się zmienić – reguły filtrowania porównujące cały ciąg User-Agent mogą wtedy wymagać aktualizacji.",
	})
	checkReviewLines(t, "pl F5", reviewCaseSentences(t, "pl", "only the first group obeyed"), []string{
		"/agents/civic-ingestor/group_matching | looser | Zmiana dla robota „civic-ingestor”: sposób wybierania w pliku robots.txt grup, do których robot się stosuje – dotychczas: zgodnie z RFC 9309; odtąd: „Stosuje się wyłącznie do pierwszej grupy w pliku robots.txt, w której go wymieniono, a każdą kolejną grupę, w której również go wymieniono, pomija (według RFC 9309 takie grupy się łączy); jeśli nie ma własnej grupy, stosuje się wyłącznie do pierwszej grupy «*»”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
	})
	checkReviewLines(t, "pl F8", reviewCaseSentences(t, "pl", "customer dashboard for a request"), []string{
		"/contact/portal | contact | Dodano panel wymagający zalogowania, w którym administratorzy serwisów mogą przesyłać prośby: „Panel klienta: https://civic.example/dashboard”. Prośby można odtąd przesyłać także tą drogą.",
	})

	// F5 and F6 on the pages of changes, F14 on triple-fetchers' page, where the review read them.
	checkChangesLines(t, buildExampleWithHistory(t, "linkgraph-bot"), "pl", []string{
		"- Dodano dla robota `linkgraphbot` informację o tym, jak robot wybiera w pliku robots.txt grupy, do których się stosuje – zgodnie z RFC 9309. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.\n",
	})
	checkChangesLines(t, buildExampleWithHistory(t, "feed-reader"), "pl", []string{
		"- Dodano dla zadania „Odpytywanie kanałów” zasadę, że każdy adres jest pobierany tylko raz dla wszystkich użytkowników, którzy o niego poprosili. Brzmienie: „",
	})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"### Brak obsługi wierszy Crawl-delay\n\nRoboty nie uwzględniają wierszy Crawl-delay w pliku robots.txt.",
	}})
}

// checkChangesLines fails unless the page of changes in lang holds every line of want.
func checkChangesLines(t *testing.T, res *Result, lang string, want []string) {
	t.Helper()
	page := string(res.Files[lang+"/changes.md"])
	if page == "" {
		t.Fatalf("no %s/changes.md", lang)
	}
	for _, w := range want {
		if !strings.Contains(page, w) {
			t.Errorf("%s/changes.md lacks %q:\n%s", lang, w, page)
		}
	}
}
