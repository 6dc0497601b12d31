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
			"en": "Its purpose in the IETF AIPREF vocabulary is `train-ai`: a robots.txt group that blocks `MinimalBot` stops the fetches it makes to train AI models.",
			"de": "Sein Zweck im IETF-Vokabular AIPREF ist `train-ai`: Eine robots.txt-Gruppe, die `MinimalBot` sperrt, beendet die Abrufe, die er für das Training von KI-Modellen ausführt.",
			"fr": "Dans le vocabulaire AIPREF de l’IETF, sa finalité est `train-ai`\u202f: un groupe robots.txt qui bloque `MinimalBot` met fin aux requêtes qu’il effectue pour entraîner des modèles d’IA.",
			"pl": "W słowniku AIPREF organizacji IETF jego cel to `train-ai`: grupa w robots.txt blokująca `MinimalBot` wstrzymuje pobieranie, które wykonuje w celu trenowania modeli AI.",
		}},
		{"search", "aipref = \"search\"\nrobots_txt = \"read\"\n", map[string]string{
			"en": "Its purpose in the IETF AIPREF vocabulary is `search`: a robots.txt group that blocks `MinimalBot` stops the fetches it makes for search.",
		}},
		{"not reading robots.txt", "aipref = \"search\"\nrobots_txt = \"not-read\"\nnot_read_because = \"user-request\"\n", map[string]string{
			"en": "Its purpose in the IETF AIPREF vocabulary is `search`.",
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
