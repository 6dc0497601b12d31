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
			"en": "In the IETF AIPREF vocabulary, its purpose is `train-ai` (fetching pages to train AI models). A robots.txt group that blocks `MinimalBot` stops this crawler from fetching your pages for any purpose.",
			"de": "Sein Zweck im AIPREF-Vokabular der IETF ist `train-ai` (Training von KI-Modellen): Er ruft Seiten ab, um KI-Modelle zu trainieren. Eine robots.txt-Gruppe, die `MinimalBot` sperrt, verhindert, dass dieser Crawler Ihre Seiten abruft, gleich zu welchem Zweck.",
			"fr": "Dans le vocabulaire AIPREF de l’IETF, sa finalité est `train-ai`\u202f: il récupère des pages pour entraîner des modèles d’IA. Un groupe de robots.txt qui bloque `MinimalBot` empêche ce robot de récupérer vos pages, à quelque fin que ce soit.",
			"pl": "W słowniku AIPREF (IETF) jego zastosowanie należy do kategorii `train-ai`: robot pobiera strony w celu trenowania modeli AI. Grupa w robots.txt blokująca `MinimalBot` powstrzymuje tego robota przed pobieraniem Państwa stron w jakimkolwiek celu.",
		}},
		// The purpose, then what a group that blocks the token does: this crawler stops fetching the
		// site's pages for that purpose, no promise about the search or the training as a whole
		// (review 6: de 2, en 1, fr 20, pl 26).
		{"search", "aipref = \"search\"\nrobots_txt = \"read\"\n", map[string]string{
			"en": "In the IETF AIPREF vocabulary, its purpose is `search` (fetching pages for a search engine). A robots.txt group that blocks `MinimalBot` stops this crawler from fetching your pages for any purpose.",
			"de": "Sein Zweck im AIPREF-Vokabular der IETF ist `search` (Suche): Er ruft Seiten für eine Suchanwendung ab. Eine robots.txt-Gruppe, die `MinimalBot` sperrt, verhindert, dass dieser Crawler Ihre Seiten abruft, gleich zu welchem Zweck.",
			"fr": "Dans le vocabulaire AIPREF de l’IETF, sa finalité est `search`\u202f: il récupère des pages pour un moteur de recherche. Un groupe de robots.txt qui bloque `MinimalBot` empêche ce robot de récupérer vos pages, à quelque fin que ce soit.",
			"pl": "W słowniku AIPREF (IETF) jego zastosowanie należy do kategorii `search`: robot pobiera strony na potrzeby wyszukiwarki. Grupa w robots.txt blokująca `MinimalBot` powstrzymuje tego robota przed pobieraniem Państwa stron w jakimkolwiek celu.",
		}},
		{"not reading robots.txt", "aipref = \"search\"\nrobots_txt = \"not-read\"\nnot_read_because = \"user-request\"\n", map[string]string{
			"en": "In the IETF AIPREF vocabulary, its purpose is `search`.",
			"de": "Sein Zweck im AIPREF-Vokabular der IETF ist `search`.",
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
