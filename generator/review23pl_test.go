package generator

import (
	"testing"
	"time"
)

// TestReview23PolishWording: the Polish editor's review 23 of new messages (R23-1 … R23-11),
// each with its exact text. RFC 9309 permits the behaviour, not "everything" („robot – zgodnie z
// RFC 9309 – uznaje, że wolno mu pobierać wszystko”, was „…, że wszystko jest dozwolone, na co
// pozwala RFC 9309”); the reverse DNS check says which record points back („a jej rekord A/AAAA
// musi wskazywać ten sam adres”, was the calque „wskazywać z powrotem”); one subject for the
// Crawl-delay cap („Wartości z wierszy Crawl-delay …”); a change of the changes page says
// „dotychczas … odtąd” (was „Zmiana … po zmianie”); a robot fetches pages, not addresses; a
// pause of domain-server scope covers that domain's host names at that address, not the whole
// address.
func TestReview23PolishWording(t *testing.T) {
	pl := localizers(t)["pl"]
	lang := pl.languageForms("pl", plain("polski"))
	secs := dur(30*time.Second, "")
	for _, c := range []struct {
		id   string
		kv   []any
		want string
	}{
		// R23-1
		{"robots.4xx.allow-all", nil, "Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx (np. 404, gdy pliku nie ma), robot zgodnie z RFC 9309 uznaje, że wolno mu pobierać wszystko."},
		// R23-2
		{"network.verify_rdns", []any{"Domain", plain("`.example.org`")}, "Nagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota, można potwierdzić dopiero na podstawie adresu IP, z którego je wysłano: musi on znajdować się na poniższej liście albo nazwa z jego rekordu PTR (rekordu odwrotnego DNS) musi kończyć się na `.example.org`, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres."},
		{"answers.verify_rdns", []any{"Domain", plain("`.example.org`")}, "Należy sprawdzić, czy nazwa z rekordu PTR (rekordu odwrotnego DNS) adresu IP żądania kończy się na `.example.org`, a rekord A/AAAA tej nazwy wskazuje ten sam adres."},
		// R23-3
		{"diff.class.robots_cache_for_longer", nil, "Zmiany wprowadzone przez serwis w pliku robots.txt są teraz uwzględniane z większym opóźnieniem, za to robot rzadziej pobiera ten plik. Ponieważ jednak robot później reaguje na decyzje administratorów serwisów, w ogólnym rozrachunku staje się bardziej uciążliwy."},
		// R23-4
		{"robots.crawl_delay_max", []any{"T", secs}, "Wartości z wierszy Crawl-delay są uwzględniane do 30\u00a0sekund."},
		{"robots.crawl_delay_honoured_max", []any{"T", secs}, "Wartości z wierszy Crawl-delay są uwzględniane do 30\u00a0sekund."},
		{"robots.crawl_delay_honoured_max_unpublished", nil, "Wartości z wierszy Crawl-delay są uwzględniane do górnej granicy, której nie publikujemy."},
		{"robots.crawl_delay_max_longer_unpublished", []any{"Longer", plain("L")}, "Wartości z wierszy Crawl-delay są uwzględniane do górnej granicy, której nie publikujemy; L."},
		// R23-5, R23-6 (reaction.inline with scope_noun_gen since Polish review 24, P6: TestPolishPauseScope).
		{"scope_noun.domain-server", nil, "nazw hostów danej zarejestrowanej domeny obsługiwanych z tego samego adresu IP"},
		{"scope_noun.customer", nil, "przebiegów uruchamianych na zlecenie klienta"},
		// R23-7
		{"http.javascript_rendered_for", []any{"Condition", plain("tylko na stronach z cenami")}, "Zanim odczyta stronę, wykonuje jej kod JavaScript, tak jak przeglądarka – jednak nie na wszystkich stronach: tylko na stronach z cenami."},
		{"embedded.fetched_for", []any{"What", plain("skrypty"), "Source", plain("osadza"), "Condition", plain("tylko przy stronach z cenami")}, "Wraz ze stroną pobiera również skrypty, które strona osadza – jednak nie w przypadku wszystkich stron: tylko przy stronach z cenami."},
		// R23-8
		{"diff.changed_text", []any{"What", plain("opis"), "Context", plain(""), "Lang", lang, "Old", plain("„a”"), "New", plain("„b”")}, "Zmiana opis (wersja polska) – dotychczas: „a”; odtąd: „b”."},
		{"diff.changed", []any{"Context", plain(" dla zadania „X”"), "Field", plain("pole"), "Old", plain("„a”"), "New", plain("„b”")}, "Zmiana dla zadania „X”: pole – dotychczas: „a”; odtąd: „b”."},
		{"diff.renamed.jobs", []any{"Lang", lang, "Old", plain("„a”"), "New", plain("„b”")}, "Zmiana nazwy zadania (wersja polska) – dotychczas: „a”; odtąd: „b”."},
		{"diff.job_renamed.key", []any{"Item", plain("„X”"), "Old", plain("a"), "New", plain("b")}, "Zmiana identyfikatora zadania „X” w plikach do odczytu maszynowego – dotychczas: „a”; odtąd: „b”."},
		{"diff.changed_statement", []any{"Context", plain(""), "Field", plain("zasada"), "Old", plain("a"), "New", plain("b")}, "Zmiana: zasada. Dotychczas: „a”. Odtąd: „b”."},
		// R23-9
		{"job.not_read_because.user-request", nil, "Przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: działa w imieniu konkretnej osoby i pobiera wyłącznie strony wskazane przez tę osobę."},
		{"agent.not_read_because.user-request", nil, "Nie stosuje się do reguł z pliku robots.txt: pobiera wyłącznie strony wskazane przez konkretną osobę i działa w jej imieniu."},
		{"answers.not_read_because.user-request", []any{"Agent", plain("`X`")}, "`X` nie stosuje się do reguł z pliku robots.txt, więc nie można go w ten sposób zablokować: pobiera wyłącznie strony wskazane przez konkretną osobę i działa w jej imieniu."},
		// R23-10
		{"agent.stable_parts", []any{"Parts", plain("`GminaBot`")}, "Niezależnie od wersji każdy nagłówek User-Agent tego robota zawiera `GminaBot`; na tym można oprzeć regułę filtrowania."},
		// R23-11
		{"agent.not_read_because.site-owner-switch", nil, "Nie stosuje się do reguł z pliku robots.txt: administratorzy serwisów sami decydują w ustawieniach swojego konta, czy robot ma pobierać treści z ich serwisów."},
		{"answers.not_read_because.site-owner-switch", []any{"Agent", plain("`X`")}, "`X` nie stosuje się do reguł z pliku robots.txt, więc nie można go w ten sposób zablokować: administratorzy serwisów sami decydują w ustawieniach swojego konta, czy robot ma pobierać treści z ich serwisów."},
	} {
		if got := pl.t(c.id, c.kv...).Plain(); got != c.want {
			t.Errorf("pl %s:\n got %q\nwant %q", c.id, got, c.want)
		}
	}
	for _, c := range []struct {
		id   string
		n    int
		kv   []any
		want string
	}{
		{"robots.4xx.allow-all_except", 2, []any{"Statuses", plain("408 i 429")}, "Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx (np. 404, gdy pliku nie ma), robot zgodnie z RFC 9309 uznaje, że wolno mu pobierać wszystko; wyjątkiem są kody 408 i 429, przy których plik jest traktowany jako nieosiągalny."},
		{"network.verify_host_names", 1, nil, "Nagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota, można potwierdzić dopiero na podstawie adresu IP, z którego je wysłano: musi on znajdować się na liście powyżej albo nazwa z jego rekordu PTR (rekordu odwrotnego DNS) musi mieć postać podaną poniżej, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres."},
		{"network.verify_host_names_only", 2, nil, "Nagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota, potwierdza rekord PTR (rekord odwrotnego DNS) adresu IP, z którego je wysłano: nazwa z tego rekordu musi mieć jedną z postaci podanych poniżej, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres."},
	} {
		if got := pl.n(c.id, count(c.n, ""), c.kv...).Plain(); got != c.want {
			t.Errorf("pl %s (%d):\n got %q\nwant %q", c.id, c.n, got, c.want)
		}
	}
	// The pages of the examples where these sentences stand.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"- Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx (np. 404, gdy pliku nie ma), robot zgodnie z RFC 9309 uznaje, że wolno mu pobierać wszystko; wyjątkiem są kody 408 i 429, przy których plik jest traktowany jako nieosiągalny.\n",
	}})
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{"pl": {
		"- Nie stosuje się do reguł z pliku robots.txt: pobiera wyłącznie strony wskazane przez konkretną osobę i działa w jej imieniu.\n",
	}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"pl": {
		"- Niezależnie od wersji każdy nagłówek User-Agent tego robota zawiera `GminaBot` i `gmina.example`; na tym można oprzeć regułę filtrowania.\n",
	}})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{"pl": {
		"nazwa z tego rekordu musi mieć postać podaną poniżej, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres.\n",
	}})
}
