package generator

import (
	"os"
	"strings"
	"testing"
)

// TestRobotsCacheConsequence (Polish editor's review 16): a change of how long a copy of
// robots.txt is used says what a site sees, in both directions and every language: a change to
// its robots.txt takes effect sooner (or later), while robots.txt itself is fetched more (or
// less) often; the class stays more (less) polite, as RFC 9309 §2.4 weighs it.
func TestRobotsCacheConsequence(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		from, to, class string
		want            map[string]string
	}{
		{"24h", "12h", "stricter", map[string]string{
			"en": "Changes that a site makes to its robots.txt now take effect sooner, at the cost of the crawler fetching the file more often. On balance, this makes the crawler more polite.",
			"de": "Änderungen an der robots.txt einer Website werden nun früher wirksam; dafür ruft der Crawler die Datei häufiger ab. Insgesamt wird der Crawler dadurch rücksichtsvoller.",
			"fr": "Les modifications qu’un site apporte à son fichier robots.txt sont désormais prises en compte plus rapidement, au prix de récupérations plus fréquentes de ce fichier. Tout bien pesé, l’exploration devient plus respectueuse des sites.",
			"pl": "Zmiany wprowadzone przez serwis w pliku robots.txt są teraz uwzględniane szybciej, kosztem częstszego pobierania tego pliku przez robota. Ponieważ robot szybciej stosuje się do decyzji administratorów serwisów, staje się mniej uciążliwy.",
		}},
		{"12h", "24h", "looser", map[string]string{
			"en": "Changes that a site makes to its robots.txt now take effect later, although the crawler fetches the file less often. On balance, this makes the crawler less polite.",
			"de": "Änderungen an der robots.txt einer Website werden nun erst später wirksam; dafür ruft der Crawler die Datei seltener ab. Insgesamt wird der Crawler dadurch weniger rücksichtsvoll.",
			"fr": "Les modifications qu’un site apporte à son fichier robots.txt sont désormais prises en compte plus tard\u202f; en contrepartie, ce fichier est récupéré moins souvent. Tout bien pesé, l’exploration devient moins respectueuse des sites.",
			"pl": "Zmiany wprowadzone przez serwis w pliku robots.txt są teraz uwzględniane z większym opóźnieniem, za to robot rzadziej pobiera ten plik. Ponieważ jednak robot później reaguje na decyzje administratorów serwisów, w ogólnym rozrachunku staje się bardziej uciążliwy.",
		}},
	} {
		for _, lang := range review4Langs {
			var found bool
			for _, it := range reviewPair(t, msgs, "../examples/civic-ingestor", [][2]string{{`cache_for = "24h"`, `cache_for = "` + tc.from + `"`}}, [][2]string{{`cache_for = "24h"`, `cache_for = "` + tc.to + `"`}}, lang) {
				if it.Pointer != "/robots_txt/cache_for" {
					continue
				}
				found = true
				if string(it.Class) != tc.class || !strings.Contains(it.Sentence, tc.want[lang]) {
					t.Errorf("%s → %s, %s: %s %q, want %s and %q", tc.from, tc.to, lang, it.Class, it.Sentence, tc.class, tc.want[lang])
				}
			}
			if !found {
				t.Errorf("%s → %s, %s: no change of /robots_txt/cache_for", tc.from, tc.to, lang)
			}
		}
	}
}
