package generator

import "testing"

// Round 8 of the Polish review (/work/review8/pl.md): the exact Polish sentences of the
// meaning and style findings fixed in locales/pl/messages.pl.toml.

// TestReview8PolishPages: pl 1 (the pause exception), 2 (the first 500 KiB), 4 (403 is not a
// block), 7 (the agreed change), 17 (who signs), 18 (a larger value), 20 (unavailable file),
// 30 (the address the request came from).
func TestReview8PolishPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"pl": {
			"\nW czasie przerw wymienionych w tabeli powyżej nadal odbywa się pobieranie nowych plików bez warstwy tekstowej, wymagających rozpoznawania tekstu (OCR) – w zwykłym tempie.\n",
			"\n- Jeśli plik robots.txt jest nieosiągalny (błąd serwera HTTP 5xx lub błąd sieci), robot ponawia próbę najwcześniej po 15\u00a0minutach; jeśli nie ma żadnej wcześniejszej kopii pliku, obowiązuje zamiast tego przerwa podana w sekcji „Błędy i przerwy”.\n",
			"\n| niedostępność pliku robots.txt przy braku wcześniejszej kopii |",
		},
	})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{
		"pl": {
			"\n- Odczytywanych jest tylko pierwszych 500\u00a0KiB pliku; dalsza część jest pomijana (RFC 9309 wymaga odczytania co najmniej 500\u00a0KiB).\n",
			" – tylko `ExampleFetch` podpisuje żądania (Web Bot Auth); podpisy można sprawdzić za pomocą opublikowanego klucza.\n",
		},
	})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{
		"pl": {
			"\n- Robot zablokowany przez serwis przestaje pobierać z niego treści; odpowiedzi HTTP 403 nie są traktowane jako blokada – powtarzające się powodują jedynie przerwę (zob. sekcję „Błędy i przerwy”).\n",
			"\nNagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota, można potwierdzić dopiero na podstawie adresu IP, z którego je wysłano: musi on znajdować się na poniższej liście.\n",
		},
	})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{
		"pl": {
			"\n- Wartość Crawl-delay większa niż minimalny odstęp robota między żądaniami jest uwzględniana; mniejsza niczego nie zmienia.\n",
			"\n- Każdą uzgodnioną z Państwem zmianę potwierdzamy w odpowiedzi e-mailowej.\n",
		},
	})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{
		"pl": {"Wartość Crawl-delay spowalnia robota tylko wtedy, gdy jest większa niż jego własny odstęp między żądaniami (5\u00a0sekund).\n"},
	})
}

// TestReview8PolishMessages: pl 8 (a looser change may make the crawler more burdensome, not
// "it was not shown that it becomes less so"), pl 20 (unavailable, not unreachable) and pl 23
// (what counts towards a cap, not what the quota counts).
func TestReview8PolishMessages(t *testing.T) {
	ls := localizers(t)
	for _, tt := range []struct{ id, want string }{
		{"diff.class.looser", "Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów."},
		{"diff.field.robots_retry_unreachable", "czas do ponownej próby pobrania nieosiągalnego robots.txt"},
		{"diff.field.robots_unavailable_status", "kod odpowiedzi 4xx dla pliku robots.txt, przy którym plik jest traktowany jako nieosiągalny"},
		{"diff.text.cap_what", "opis tego, co wlicza się do limitu"},
	} {
		if got := ls["pl"].t(tt.id).Plain(); got != tt.want {
			t.Errorf("pl %s: %q, want %q", tt.id, got, tt.want)
		}
	}
}

// TestReview8PolishWordingAndLabels: pl 5 and 31 (Chatwork purposes), pl 13 (the languages
// after a colon, in the nominative, not as an apposition in the wrong case), pl 14 (one server
// is not "these sites"), pl 21 ("zmiany redakcyjne"), pl 26 ("Całkowita blokada").
func TestReview8PolishWordingAndLabels(t *testing.T) {
	checkPageLines(t, buildExample(t, "link-preview"), map[string][]string{
		"pl": {
			"\nChatwork to narzędzie do czatu zespołowego. Gdy ktoś wklei link w rozmowie, Chatwork pokazuje podgląd strony; wyświetla też obrazy zawarte w rozmowach.\n",
			"\n- Pobiera stronę, gdy użytkownik wklei w rozmowie link do niej, aby pokazać jej podgląd.\n",
			"\n- Wykonuje wszystkie pozostałe pobrania, np. na potrzeby integracji i wychodzących webhooków konfigurowanych przez klientów.\n",
		},
	})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"pl": {"\n- Serwery kafelków OpenStreetMap: plik robots.txt nie jest odczytywany; robot przestrzega warunków korzystania z tych serwisów\n"},
	})
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{
		"pl": {"\n#### Całkowita blokada robotów NordsucheBot i NordsucheFresh\n"},
	})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{
		"pl": {"\n#### Całkowita blokada robota LinkGraphBot\n"},
	})
	ls := localizers(t)
	for _, tt := range []struct {
		id   string
		n    int
		args []any
		want string
	}{
		{"changes.other_versions", 1, []any{"Versions", plain("angielskiej")}, "Zmieniono brzmienie wersji angielskiej – szczegóły na stronie zmian w tym języku."},
		{"changes.other_versions", 2, []any{"Versions", plain("niemieckiej i francuskiej")}, "Zmieniono brzmienie wersji niemieckiej i francuskiej – szczegóły na stronach zmian w tych językach."},
	} {
		if got := ls["pl"].n(tt.id, count(tt.n, ""), tt.args...).Plain(); got != tt.want {
			t.Errorf("pl %s (%d): %q, want %q", tt.id, tt.n, got, tt.want)
		}
	}
	for _, tt := range []struct{ id, want string }{
		{"changes.title_class.wording", "wyłącznie poprawki redakcyjne"},
		{"changes.class.wording", "Zmiany brzmienia"},
		{"diff.class_heading.wording", "Zmiany brzmienia"},
		{"diff.class.wording", "Zmiana wyłącznie redakcyjna."},
		{"diff.class_heading.identity_agents", "Rozpoznawanie robotów: listy dozwolonych robotów i blokady"},
	} {
		if got := ls["pl"].t(tt.id).Plain(); got != tt.want {
			t.Errorf("pl %s: %q, want %q", tt.id, got, tt.want)
		}
	}
}

// TestReview8PolishRatesAndOccasions: pl 12 (the live-broadcast rows say when, and "po
// rozpoczęciu", not the ambiguous "po nim"), pl 19 ("jedno żądanie na 2 sekundy", a limit, not
// the rhythm "co 2 sekundy") and pl 22 ("szczególne sytuacje", not the calque "okoliczności").
func TestReview8PolishRatesAndOccasions(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"pl": {
			"| przy posiedzeniu rady z transmisją na żywo, od 45\u00a0minut przed rozpoczęciem do najwyżej 10\u00a0godzin po rozpoczęciu: co minutę (aby sprawdzić, czy transmisja już trwa) |",
			"| przy posiedzeniu rady z transmisją na żywo: domyślnie co 10\u00a0sekund (za każdym razem jedna klatka transmisji) |",
		},
	})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{
		"pl": {"\n- Najwyżej jedno żądanie na 2\u00a0sekundy dla każdego serwisu.\n"},
	})
	for n, want := range map[int]string{
		1: "Na obrazie nie pokazano pobierania w szczególnej sytuacji („A”).",
		2: "Na obrazie nie pokazano pobierania w szczególnych sytuacjach („A” i „B”).",
	} {
		occasions := "„A”"
		if n == 2 {
			occasions = "„A” i „B”"
		}
		if got := localizers(t)["pl"].n("week.occasions", count(n, ""), "Occasions", plain(occasions)).Plain(); got != want {
			t.Errorf("pl week.occasions (%d): %q, want %q", n, got, want)
		}
	}
}

// TestReview8PolishPreferredWindow: pl 28, the window's name and its note no longer repeat
// "pobieranie".
func TestReview8PolishPreferredWindow(t *testing.T) {
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{
		"pl": {"Pobieranie większej ilości danych: w miarę możliwości od 22:00 do 6:00 następnego dnia.\n"},
	})
}
