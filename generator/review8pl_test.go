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
			"\nWyjątek od przerwy: w jej czasie nadal odbywa się pobieranie nowych plików bez warstwy tekstowej, wymagających rozpoznawania tekstu (OCR) – w zwykłym tempie.\n",
			"\n- Jeśli plik robots.txt jest niedostępny (błąd serwera HTTP 5xx lub błąd sieci), robot ponawia próbę najwcześniej po 15\u00a0minutach, a jeśli nie ma też wcześniejszej kopii pliku – dopiero po przerwie podanej w sekcji „Błędy i przerwy”.\n",
			"\n| niedostępny robots.txt przy braku wcześniejszej kopii |",
		},
	})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{
		"pl": {
			"\n- Odczytywanych jest tylko pierwszych 500\u00a0KiB pliku; dalsza część jest pomijana (RFC 9309 wymaga odczytania co najmniej 500\u00a0KiB).\n",
			" – Tylko `ExampleFetch` podpisuje zapytania (Web Bot Auth); podpisy można sprawdzić za pomocą opublikowanego klucza.\n",
		},
	})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{
		"pl": {
			"\n- Robot zablokowany przez serwis przestaje pobierać z niego treści; odpowiedzi HTTP 403 nie są traktowane jako blokada – powtarzające się powodują jedynie przerwę (zob. sekcję „Błędy i przerwy”).\n",
			"\nNagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że zapytanie rzeczywiście pochodzi od robota, potwierdza dopiero adres IP, z którego je wysłano – jeśli znajduje się na tej liście.\n",
		},
	})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{
		"pl": {
			"\n- Wartość Crawl-delay większa niż własny odstęp robota między zapytaniami jest uwzględniana; mniejsza niczego nie zmienia.\n",
			"\n- Każdą uzgodnioną z Państwem zmianę operator potwierdza w odpowiedzi e-mailowej.\n",
		},
	})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{
		"pl": {"Robota spowalnia tylko wartość większa niż jego własny odstęp między zapytaniami (5\u00a0sekund).\n"},
	})
}

// TestReview8PolishMessages: pl 8 (a looser change may make the crawler more burdensome, not
// "it was not shown that it becomes less so"), pl 20 (unavailable, not unreachable) and pl 23
// (what counts towards a cap, not what the cap counts).
func TestReview8PolishMessages(t *testing.T) {
	ls := localizers(t)
	for _, tt := range []struct{ id, want string }{
		{"diff.class.looser", "Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy."},
		{"diff.field.robots_retry_unreachable", "czas do ponownej próby pobrania niedostępnego robots.txt"},
		{"diff.field.robots_unavailable_status", "kod 4xx robots.txt traktowany jako niedostępność"},
		{"diff.text.cap_what", "opis tego, co wlicza się do limitu"},
	} {
		if got := ls["pl"].t(tt.id).Plain(); got != tt.want {
			t.Errorf("pl %s: %q, want %q", tt.id, got, tt.want)
		}
	}
}
