package generator

import (
	"strings"
	"testing"
)

// TestReview12PolishRequests: an HTTP request is "żądanie" in Polish, not "zapytanie" (a query,
// a question), in every form and with the genitive of what is requested ("żądanie pliku
// robots.txt", not "zapytanie o plik"); no Polish page of any example says "zapytani…" any more
// (issue 12, item 1).
func TestReview12PolishRequests(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"## Jak rozpoznać żądania\n",
		"- Do tego limitu wlicza się każde żądanie, także żądania pliku robots.txt i żądania wykonywane po przekierowaniu.\n",
		"- Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx (np. 404, gdy pliku nie ma), robot zgodnie z RFC 9309 uznaje, że wolno mu pobierać wszystko; wyjątkiem są kody 408 i 429, przy których plik jest traktowany jako nieosiągalny.\n",
	}})
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{"pl": {
		"Aby zakończyć pobieranie, wystarczy odpowiadać na te żądania kodem HTTP 404 lub 410.\n",
	}})
	for _, name := range []string{"civic-ingestor", "feed-reader", "gazette-bot", "gmina-bot", "link-preview", "linkgraph-bot", "search-engine", "triple-fetchers", "web-archive"} {
		res := buildExample(t, name)
		for _, f := range []string{"pl/index.md", "pl/changes.md"} {
			page := strings.ToLower(string(res.Files[f]))
			if i := strings.Index(page, "zapytani"); i >= 0 {
				t.Errorf("%s %s says %q", name, f, page[max(0, i-60):min(len(page), i+60)])
			}
		}
	}
}

// TestReview12PolishInstructions: "prosimy" only where a favour is asked (not to use the form
// for other matters, to include a detail, to point to a sitemap); an instruction is a neutral
// formal statement ("należy …", "mogą Państwo …", "można …") (issue 12, item 2).
func TestReview12PolishInstructions(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"- [Kontakt z nami](index.html#contact) – można do nas pisać na adres [`support@civic.example`](<mailto:support@civic.example>).\n",
		"- [Weryfikacja żądania](index.html#ip-addresses) – należy sprawdzić, czy adres IP żądania znajduje się na opublikowanej liście.\n",
		"Adresy mogą się zmienić, np. przy przeniesieniu serwera, dlatego należy co jakiś czas sprawdzać tę listę i odpowiednio aktualizować własne listy dozwolonych adresów IP.\n",
		"Aby poprosić o zaprzestanie wszelkiego pobierania z Państwa serwisu, należy napisać na adres [`support@civic.example`](<mailto:support@civic.example>).",
		"Pisząc na adres [`support@civic.example`](<mailto:support@civic.example>), mogą Państwo poprosić o:\n",
		"- Sprawy, z którymi można się do nas zwracać: ",
		"- Po dodaniu tej grupy robot przestaje stosować się do Państwa grupy `*`: należy skopiować do nowej grupy te reguły (wiersze Disallow i Allow) z grupy `*`, które mają go nadal obowiązywać.\n",
		"Wybrany wpis należy wkleić bezpośrednio nad pierwszym wierszem User-agent w pliku robots.txt, a jeśli plik takiego wiersza nie zawiera – na jego końcu.",
	}})
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{"pl": {
		"- [Blokada robota](index.html#agent-fetcher) – robot `ReadFeed/1.0` nie stosuje się do reguł z pliku robots.txt; aby go zablokować, należy odpowiadać na jego żądania kodem HTTP 404 lub 410.\n",
		"- Aby go zablokować, należy odpowiadać kodem HTTP 404 lub 410 na żądania, których nagłówek User-Agent zawiera `ReadFeed/1.0`.\n",
	}})
	// The requests that remain favours asked of the reader.
	pl := localizers(t)["pl"]
	for _, tt := range []struct {
		id   string
		kv   []any
		want string
	}{
		{"contact.include", []any{"What", plain("nazwę hosta")}, "W wiadomości prosimy podać nazwę hosta."},
		{"contact.form_for", []any{"Purpose", plain("usunięcie ofert"), "URL", plain("https://x.example/")}, "Formularz internetowy (przeznaczenie: usunięcie ofert; w innych sprawach prosimy z niego nie korzystać): https://x.example/"},
		{"answers.contact_form", []any{"URL", plain("https://x.example/")}, "Można skorzystać z formularza internetowego: https://x.example/"},
	} {
		if got := pl.t(tt.id, tt.kv...).Plain(); got != tt.want {
			t.Errorf("pl %s: %q, want %q", tt.id, got, tt.want)
		}
	}
}

// TestReview12PolishLead: the introduction opens with the title as the subject of a sentence of
// its own, where a heading-style title ("Robot ReadFeed", "Roboty Chatwork") keeps its capital
// and the verb agrees with its number; no title stands mid-sentence or before a colon (issue 12,
// items 3 and 6).
func TestReview12PolishLead(t *testing.T) {
	for _, tt := range []struct{ example, want string }{
		{"civic-ingestor", "civic-ingestor wysyła żądania do serwisów internetowych. Na tej stronie wyjaśniamy, kto za nie odpowiada, jak je rozpoznać, jak często i o jakich porach przychodzą, jak odczytywany jest plik robots.txt oraz jak spowolnić pobieranie lub całkowicie je zablokować.\n"},
		{"feed-reader", "Robot ReadFeed wysyła żądania do serwisów internetowych. Na tej stronie opisujemy te żądania oraz sposoby, w jakie administratorzy serwisów mogą na nie reagować.\n"},
		{"link-preview", "Roboty Chatwork wysyłają żądania do serwisów internetowych. Na tej stronie opisujemy te żądania oraz sposoby, w jakie administratorzy serwisów mogą na nie reagować.\n"},
	} {
		checkPageLines(t, buildExample(t, tt.example), map[string][]string{"pl": {tt.want}})
	}
	// The long lead agrees with a plural title too: the mechanism, not the example.
	pl := localizers(t)["pl"]
	if got, want := pl.n("intro.lead", count(2, ""), "Title", plain("Roboty A")).Plain(), "Roboty A wysyłają żądania do serwisów internetowych. Na tej stronie wyjaśniamy, kto za nie odpowiada, jak je rozpoznać, jak często i o jakich porach przychodzą, jak odczytywany jest plik robots.txt oraz jak spowolnić pobieranie lub całkowicie je zablokować."; got != want {
		t.Errorf("pl intro.lead, plural title: %q, want %q", got, want)
	}
}

// TestReview12PolishAgentsAs: a crawler's name in a Polish oblique case has the noun "robot"
// before it, which takes the case and the number ("dla robota `A`", "dla robotów `A` i `B`",
// "przez roboty …", "Pozwala robotowi …"); the other languages state the names alone, as
// before (issue 12, item 4).
func TestReview12PolishAgentsAs(t *testing.T) {
	ls := localizers(t)
	one, two := plain("`A`"), plain("`A` i `B`")
	for _, tt := range []struct {
		lang, role string
		n          int
		agents     Text
		want       string
	}{
		{"pl", "gen", 1, one, "robota `A`"},
		{"pl", "gen", 2, two, "robotów `A` i `B`"},
		{"pl", "gen", 5, two, "robotów `A` i `B`"},
		{"pl", "acc", 1, one, "robota `A`"},
		{"pl", "acc", 2, two, "roboty `A` i `B`"},
		{"pl", "dat", 1, one, "robotowi `A`"},
		{"pl", "dat", 3, two, "robotom `A` i `B`"},
		{"en", "gen", 1, one, "`A`"},
		{"de", "acc", 2, two, "`A` i `B`"},
		{"fr", "dat", 2, two, "`A` i `B`"},
	} {
		b := &builder{l: ls[tt.lang]}
		if got := b.agentsAs(tt.role, tt.n, tt.agents).Plain(); got != tt.want {
			t.Errorf("%s agentsAs(%q, %d, %q) = %q, want %q", tt.lang, tt.role, tt.n, tt.agents.Plain(), got, tt.want)
		}
	}
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"pl": {
		"Blokuje dostęp do całego serwisu dla robota `GazetteBot`.\n",
		"Blokuje dla robota `GazetteBot` dostęp do każdego adresu, którego ścieżka zaczyna się od `/archives/`.\n",
	}})
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{"pl": {
		"- `192.0.2.0/26` – używany przez roboty `NordsucheBot` i `NordsucheFresh`\n",
		"- `fulltextrobot-*.search.example` – dla robotów `NordsucheBot` i `NordsucheFresh` (np. `fulltextrobot-192-0-2-17.search.example`)\n",
		"Aby zablokować roboty `NordsucheBot` i `NordsucheFresh`, wystarczy wpis w pliku robots.txt – kontakt z nami nie jest konieczny.",
		"Blokuje dostęp do całego serwisu dla robotów `NordsucheBot` i `NordsucheFresh`.\n",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"- Oprogramowanie zawsze stosuje się także do grupy dla tokenu `civic-ingestor`, niezależnie od tożsamości ustawionej w danej instalacji, więc reguły dla tego tokenu obejmują każdą instalację.\n",
	}})
}

// TestReview12PolishReplaced: an item of a list in place of another is a "Zmiana" like any
// other, in its layout ("– dotychczas: X; odtąd: Y", Polish review 25, F12), not "Zamiana dla
// zadania …" (issue 12, item 5).
func TestReview12PolishReplaced(t *testing.T) {
	pl := localizers(t)["pl"]
	got := pl.t("diff.replaced", "Context", plain(" dla zadania „Dokumenty”"), "Field", plain("zdarzenie uruchamiające zadanie"), "Old", plain("„na prośbę serwisu”"), "New", plain("„po przekroczeniu czasu oczekiwania”")).Plain()
	if want := "Zmiana dla zadania „Dokumenty”: zdarzenie uruchamiające zadanie – dotychczas: „na prośbę serwisu”; odtąd: „po przekroczeniu czasu oczekiwania”."; got != want {
		t.Errorf("pl diff.replaced: %q, want %q", got, want)
	}
}

// TestReview12PolishPagesRead: what a native reading of the example pages found (issue 12):
// the activities that continue during a pause are said against the pauses of the table above
// ("Wyjątek od przerwy: w jej czasie …" named one pause where the table lists several, as the
// English now says), and a crawler that runs only when a user asks runs on the user's
// "polecenie", since "żądanie" is now the HTTP request.
func TestReview12PolishPagesRead(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"\nW czasie przerw wymienionych w tabeli powyżej nadal odbywa się pobieranie nowych plików bez warstwy tekstowej, wymagających rozpoznawania tekstu (OCR) – w zwykłym tempie.\n",
	}})
	checkPageLines(t, buildExample(t, "link-preview"), map[string][]string{"pl": {
		"- Działa wyłącznie na bieżące polecenie użytkownika.\n",
	}})
}
