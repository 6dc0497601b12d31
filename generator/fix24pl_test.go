package generator

import (
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// TestPolishCapScopeOrder (Polish review 24, P1, P2): a cap's scope after its period is "dla
// każdego serwisu", not a second "na" ("najwyżej 12 żądań na godzinę dla każdego serwisu", was "na
// godzinę na serwis"), and it stands before "w jednym przebiegu" (cap.run_and_key: "najwyżej 30
// żądań dla każdej gminy w jednym przebiegu", was "w jednym przebiegu na gminę", which read as the
// one run of each municipality). English, German and French say what they said.
func TestPolishCapScopeOrder(t *testing.T) {
	ls := localizers(t)
	hour := policy.Duration{Duration: time.Hour}
	caps := []policy.Cap{
		{Max: 12, Period: hour, Key: policy.ScopeSite},
		{Max: 30, PerRun: true, Key: policy.ScopeMunicipality},
		{Max: 20, PerRun: true, Key: policy.ScopeSystem, Unit: policy.CapUnitPages},
		{Max: 10, Period: hour, PerRun: true, Key: policy.ScopeMunicipality},
		{Max: 200, PerRun: true},
		{Max: 500, Key: policy.ScopeMunicipality},
	}
	want := map[string][]string{
		"en": {
			"at most 12\u00a0requests per hour per site",
			"at most 30\u00a0requests per run per municipality",
			"at most 20\u00a0pages per run per system",
			"at most 10\u00a0requests per hour per run per municipality",
			"at most 200\u00a0requests per run",
			"at most 500\u00a0requests per municipality",
		},
		"de": {
			"höchstens 12\u00a0Anfragen pro Stunde und Website",
			"höchstens 30\u00a0Anfragen pro Lauf und Kommune",
			"höchstens 20\u00a0Seiten pro Lauf und System",
			"höchstens 10\u00a0Anfragen pro Stunde pro Lauf und Kommune",
			"höchstens 200\u00a0Anfragen pro Lauf",
			"höchstens 500\u00a0Anfragen je Kommune",
		},
		"fr": {
			"au plus 12\u00a0requêtes par heure et par site",
			"au plus 30\u00a0requêtes par exécution et par commune",
			"au plus 20\u00a0pages par exécution et par système",
			"au plus 10\u00a0requêtes par heure et par exécution et par commune",
			"au plus 200\u00a0requêtes par exécution",
			"au plus 500\u00a0requêtes par commune",
		},
		"pl": {
			"najwyżej 12\u00a0żądań na godzinę dla każdego serwisu",
			"najwyżej 30\u00a0żądań dla każdej gminy w jednym przebiegu",
			"najwyżej 20\u00a0stron dla każdego systemu w jednym przebiegu",
			"najwyżej 10\u00a0żądań na godzinę dla każdej gminy w jednym przebiegu",
			"najwyżej 200\u00a0żądań w jednym przebiegu",
			"najwyżej 500\u00a0żądań na gminę",
		},
	}
	for lang, w := range want {
		b := &builder{p: &policy.Policy{}, l: ls[lang], lang: lang}
		for i, q := range caps {
			if got := b.capAmount(q, "limits", "caps", i).Plain(); got != w[i] {
				t.Errorf("%s, cap %d:\n got %q\nwant %q", lang, i, got, w[i])
			}
		}
	}
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"pl": {
			"uzupełnianie brakujących plików: najwyżej 200\u00a0plików na godzinę dla każdego systemu<br>",
			"wyrywkowe sprawdzanie niezgłoszonych usunięć: najwyżej 30\u00a0żądań HEAD dla każdej gminy w jednym przebiegu<br>",
			"najwyżej 500\u00a0osób dla każdej gminy w jednym przebiegu<br>",
			"strony odczytywane przy włączaniu (system i jego lista gmin): najwyżej 20\u00a0stron dla każdego systemu w jednym przebiegu<br>",
		},
	})
}

// TestPolishPauseScope (Polish review 24, P6): a job's own pause says what the crawler stops
// fetching, "robot wstrzymuje pobieranie danej listy" (was "pobieranie dotyczące listy"), from a
// site or a host name "z danego serwisu" (reaction.inline with scope_noun_gen).
func TestPolishPauseScope(t *testing.T) {
	pl := localizers(t)["pl"]
	b := &builder{p: &policy.Policy{}, l: pl, lang: "pl"}
	for _, c := range []struct {
		scope policy.Scope
		want  string
	}{
		{policy.ScopeList, "Gdy wystąpi E, robot wstrzymuje pobieranie danej listy. Długość przerwy: P."},
		{policy.ScopeSite, "Gdy wystąpi E, robot wstrzymuje pobieranie z danego serwisu. Długość przerwy: P."},
		{policy.ScopeHostname, "Gdy wystąpi E, robot wstrzymuje pobieranie z danej nazwy hosta. Długość przerwy: P."},
		{policy.ScopeMunicipality, "Gdy wystąpi E, robot wstrzymuje pobieranie dla danej gminy. Długość przerwy: P."},
		{policy.ScopeCustomer, "Gdy wystąpi E, robot wstrzymuje pobieranie w przebiegach uruchamianych na zlecenie danego klienta. Długość przerwy: P."},
		{policy.ScopeDomainServer, "Gdy wystąpi E, robot wstrzymuje pobieranie z tych nazw hostów danej zarejestrowanej domeny, które mają ten sam adres IP. Długość przerwy: P."},
	} {
		scope := textForms{base: b.enum("scope_noun", string(c.scope), ""), forms: map[string]Text{"Gen": b.enum("scope_noun_gen", string(c.scope), "")}}
		if got := pl.t("reaction.inline", "Event", plain("E"), "Pause", plain("P"), "Scope", scope).Plain(); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.scope, got, c.want)
		}
	}
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"pl": {"Gdy wystąpi przekroczenie czasu oczekiwania lub błąd HTTP 504 (Gateway Timeout), robot wstrzymuje pobieranie danej listy. Długość przerwy: 1\u00a0godzina, każda kolejna dwa razy dłuższa, najwyżej 24\u00a0godziny.<br>"},
	})
}

// TestPolishReview25Wording: the Polish editor's review 25 (/work/notes/s24/review-pl.md), each
// changed message with its exact text. F1: „ale nie ma jeszcze żadnych reguł” (was „ale jeszcze
// żadnych reguł”, without the verb its negation needs); N1: the two ways to verify a request, both
// on its IP address, after a colon (was a dash-opened insertion closed by a comma, which took „albo
// rekord PTR” into the „jeśli” clause); F2: the 4xx sentence without its four dashes.
func TestPolishReview25Wording(t *testing.T) {
	pl := localizers(t)["pl"]
	const ua = "Nagłówek User-Agent wskazuje robota, ale może go wysłać każdy. "
	for _, c := range []struct {
		id   string
		kv   []any
		want string
	}{
		{"network.verify", nil, ua + "To, że żądanie rzeczywiście pochodzi od robota, można potwierdzić dopiero na podstawie adresu IP, z którego je wysłano: musi on znajdować się na poniższej liście."},
		{"network.verify_rdns", []any{"Domain", plain("`.example.org`")}, ua + "To, że żądanie rzeczywiście pochodzi od robota, można potwierdzić dopiero na podstawie adresu IP, z którego je wysłano: musi on znajdować się na poniższej liście albo nazwa z jego rekordu PTR (rekordu odwrotnego DNS) musi kończyć się na `.example.org`, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres."},
		{"network.verify_rdns_agents", []any{"Agents", plain("od robota `X`"), "Domain", plain("`.example.org`")}, ua + "To, że żądanie rzeczywiście pochodzi od robota `X`, można potwierdzić dopiero na podstawie adresu IP, z którego je wysłano: musi on znajdować się na poniższej liście albo nazwa z jego rekordu PTR (rekordu odwrotnego DNS) musi kończyć się na `.example.org`, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres."},
		{"robots.4xx.allow-all", nil, "Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx (np. 404, gdy pliku nie ma), robot zgodnie z RFC 9309 uznaje, że wolno mu pobierać wszystko."},
		{"job.site_window", nil, "Na prośbę administratora serwisu działa tylko w wybranym przez niego oknie czasowym i przerywa pracę z końcem tego okna, także przy uruchomieniu ręcznym."},
		{"job.manual_start", nil, "Wyjątkowo możliwe jest uruchomienie ręczne; jeśli administrator serwisu nie uzgodnił z nami okna czasowego, pobieranie może się wtedy odbywać także w ciągu dnia."},
		{"promise.no-site-search", nil, "Robot nie korzysta z wewnętrznych wyszukiwarek serwisów."},
		{"scope_slowed.domain-server", nil, "do nazw hostów jednej zarejestrowanej domeny obsługiwanych z danego adresu IP"},
		{"robots.max_size_unpublished", nil, "Odczytywany jest tylko początkowy fragment pliku; jego rozmiaru nie publikujemy (RFC 9309 wymaga odczytania co najmniej 500\u00a0KiB)."},
		// The service only where the policy names it (new-user trial 25, F-04): the form of the
		// review's sentence is now data.removal_after_opt_out_from's.
		{"data.removal_after_opt_out_from", []any{"T", dur(30*24*time.Hour, ""), "From", plain("z naszej usługi")}, "Jeśli administrator serwisu zgłosi sprzeciw, zebrane z serwisu dane usuwamy z naszej usługi w ciągu 30\u00a0dni."},
		{"diff.class.robots_cache_for_longer", nil, "Zmiany wprowadzone przez serwis w pliku robots.txt są teraz uwzględniane z większym opóźnieniem, za to robot rzadziej pobiera ten plik. Ponieważ jednak robot później reaguje na decyzje administratorów serwisów, w ogólnym rozrachunku staje się bardziej uciążliwy."},
		{"embedded.fetched_for", []any{"What", plain("skrypty"), "Source", plain("osadza"), "Condition", plain("tylko strony z cenami")}, "Wraz ze stroną pobiera również skrypty, które strona osadza – jednak nie w przypadku wszystkich stron: tylko strony z cenami."},
		{"diff.class.data_use_stricter", nil, "Przyjmujemy teraz dalej idące zobowiązania dotyczące wykorzystania zbieranych danych; sposób pobierania treści przez robota się nie zmienia."},
		{"diff.class.data_use_looser", nil, "Nasze zobowiązania dotyczące wykorzystania zbieranych danych są teraz węższe; sposób pobierania treści przez robota się nie zmienia."},
		{"diff.class.identity_aipref", nil, "Jeśli blokują lub dopuszczają Państwo roboty w pliku robots.txt według ich celu, warto sprawdzić reguły dotyczące tego robota."},
		{"diff.class.identity_signing_key", nil, "Jeśli weryfikują Państwo podpisy tego robota, należy ponownie pobrać jego katalog kluczy."},
		{"answers.block_snippet", []any{"Label", plain("Całkowita blokada robota X")}, "Wystarczy dodać do pliku robots.txt wpis podany w sekcji „Całkowita blokada robota X”."},
		{"agent.token", []any{"Token", plain("`X`")}, "Nazwa w wierszu User-agent pliku robots.txt: `X`"},
		{"diff.field.cadence_rules", nil, "reguły harmonogramu i ich kolejność (gdy pasuje kilka reguł, obowiązuje pierwsza z listy)"},
		// F10, F12, F14, F15: the changes page (the heads in every form: TestReview6PolishHeads).
		{"diff.no_longer_stated", []any{"Context", plain(""), "Field", textForms{base: pl.t("diff.field.robots_unreachable"), forms: map[string]Text{"Item": pl.t("diff.field_item.robots_unreachable")}}, "Old", plain("a")}, "Ze strony usunięto informację o tym, jak robot postępuje, gdy plik robots.txt jest nieosiągalny (błąd serwera HTTP 5xx lub błąd sieci). Dotychczas: „a”."},
		{"diff.class.statement_gone", nil, "Ponieważ strona nie zawiera już tego zapewnienia, nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów."},
		{"changes.entry_title", []any{"Date", plain("29 listopada 2026 r."), "Class", plain("kontakt")}, "Zmiana z 29 listopada 2026 r.: kontakt"},
		{"changes.first_title", []any{"Date", plain("29 listopada 2026 r.")}, "Wersja z 29 listopada 2026 r."},
		{"warning.anchored-end-excludes-query", warningArgs(robots.WarnAnchoredEndExcludesQuery, []string{"/*.pdf$"}), "Reguła zakończona znakiem $ pasuje tylko do adresów, które kończą się dokładnie w tym miejscu: ten sam adres z dołączonymi parametrami (np. /example.pdf?lang=en) nie jest blokowany."},
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
		{"placement.above-first-user-agent", 1, nil, "Poniższy wpis należy wkleić bezpośrednio nad pierwszym wierszem User-agent w pliku robots.txt, a jeśli plik takiego wiersza nie zawiera – na jego końcu. Nie należy go po prostu dopisywać na końcu pliku, który zawiera już grupy: jeśli ostatnia grupa ma wiersz User-agent, ale nie ma jeszcze żadnych reguł, wpis zostałby do niej dołączony (pusty wiersz nie kończy grupy), a jego reguły objęłyby także roboty tej grupy."},
		{"network.verify_host_names", 2, nil, ua + "To, że żądanie rzeczywiście pochodzi od robota, można potwierdzić dopiero na podstawie adresu IP, z którego je wysłano: musi on znajdować się na liście powyżej albo nazwa z jego rekordu PTR (rekordu odwrotnego DNS) musi mieć jedną z postaci podanych poniżej, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres."},
		{"robots.4xx.allow-all_except", 2, []any{"Statuses", plain("408 i 429")}, "Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx (np. 404, gdy pliku nie ma), robot zgodnie z RFC 9309 uznaje, że wolno mu pobierać wszystko; wyjątkiem są kody 408 i 429, przy których plik jest traktowany jako nieosiągalny."},
		{"robots.4xx.disallow-all_except", 1, []any{"Statuses", plain("429")}, "Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx, robot niczego z serwisu nie pobiera; wyjątkiem jest kod 429, przy którym plik jest traktowany jako nieosiągalny."},
		{"opt_out.crawl_delay.ignored_no_slower", 1, []any{"Email", plain("a@b.example")}, "Robot nie uwzględnia wierszy Crawl-delay w pliku robots.txt. Można go natomiast zablokować w pliku robots.txt albo poprosić o zaprzestanie pobierania z Państwa serwisu, pisząc na adres a@b.example."},
	} {
		if got := pl.n(c.id, count(c.n, ""), c.kv...).Plain(); got != c.want {
			t.Errorf("pl %s (%d):\n got %q\nwant %q", c.id, c.n, got, c.want)
		}
	}
}
