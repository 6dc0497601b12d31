package generator

import (
	"strings"
	"testing"
)

// TestAIPref: an agent's AIPREF category is stated with what blocking its token stops, in every
// language, where a robots.txt group can name it; without the consequence where the agent does
// not read robots.txt; policy.json carries it.
func TestAIPref(t *testing.T) {
	cases := []struct {
		name, extra string
		want        map[string]string
	}{
		{"train-ai", "aipref = \"train-ai\"\nrobots_txt = \"read\"\n", map[string]string{
			"en": "In the IETF AIPREF vocabulary, its purpose is `train-ai`: it fetches pages to train AI models, so a robots.txt group that blocks `MinimalBot` keeps your site out of that training.",
			"de": "Sein Zweck im IETF-Vokabular AIPREF ist `train-ai` (Training von KI-Modellen): Er ruft Seiten ab, um KI-Modelle zu trainieren; eine robots.txt-Gruppe, die `MinimalBot` sperrt, hält Ihre Website aus diesem Training heraus.",
			"fr": "Dans le vocabulaire AIPREF de l’IETF, sa finalité est `train-ai`\u202f: il récupère des pages pour entraîner des modèles d’IA, si bien qu’un groupe de robots.txt qui bloque `MinimalBot` écarte votre site de cet entraînement.",
			"pl": "W słowniku AIPREF (IETF) jego zastosowanie należy do kategorii `train-ai`: robot pobiera strony w celu trenowania modeli AI, więc grupa w robots.txt blokująca `MinimalBot` wyłącza Państwa serwis z tego trenowania.",
		}},
		// The purpose, then what a group that blocks the token keeps the site out of, not "stops
		// the fetches it makes for search", which reads as if other fetches went on (review 4,
		// en 10, de 24, fr 11, pl 9).
		{"search", "aipref = \"search\"\nrobots_txt = \"read\"\n", map[string]string{
			"en": "In the IETF AIPREF vocabulary, its purpose is `search`: it fetches pages for search, so a robots.txt group that blocks `MinimalBot` keeps your site out of that search.",
			"de": "Sein Zweck im IETF-Vokabular AIPREF ist `search` (Suche): Er ruft Seiten für die Suche ab; eine robots.txt-Gruppe, die `MinimalBot` sperrt, hält Ihre Website aus dieser Suche heraus.",
			"fr": "Dans le vocabulaire AIPREF de l’IETF, sa finalité est `search`\u202f: il récupère des pages pour la recherche, si bien qu’un groupe de robots.txt qui bloque `MinimalBot` écarte votre site de cette recherche.",
			"pl": "W słowniku AIPREF (IETF) jego zastosowanie należy do kategorii `search`: robot pobiera strony na potrzeby wyszukiwania, więc grupa w robots.txt blokująca `MinimalBot` wyłącza Państwa serwis z tego wyszukiwania.",
		}},
		{"not reading robots.txt", "aipref = \"search\"\nrobots_txt = \"not-read\"\nnot_read_because = \"user-request\"\n", map[string]string{
			"en": "In the IETF AIPREF vocabulary, its purpose is `search`.",
			"de": "Sein Zweck im IETF-Vokabular AIPREF ist `search`.",
			"fr": "Dans le vocabulaire AIPREF de l’IETF, sa finalité est `search`.",
			"pl": "W słowniku AIPREF (IETF) jego zastosowanie należy do kategorii `search`.",
		}},
	}
	for _, c := range cases {
		res := buildSmallestExample(t, c.extra) // the agent's table is the file's last

		for lang, want := range c.want {
			if md := string(res.Files[lang+"/index.md"]); !strings.Contains(md, "- "+want+"\n") {
				t.Errorf("%s: %s lacks %q", c.name, lang, want)
			}
		}
		if !strings.Contains(string(res.Files["policy.json"]), `"aipref": "`) {
			t.Errorf("%s: policy.json lacks aipref", c.name)
		}
	}
}
