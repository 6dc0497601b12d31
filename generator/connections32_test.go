package generator

import (
	"strings"
	"testing"
)

// TestConnectionsUnitStated (new-user trial 29, F-13): concurrency = 1 per server with
// concurrency_unit = "connections" is "one connection at a time per server", not "one request",
// pointing at /limits/concurrency_unit too, in four languages. Failed before: "connections" was
// not a value of concurrency_unit, and the page could say only "One request at a time".
func TestConnectionsUnitStated(t *testing.T) {
	res := buildDirEdited(t, "../examples/gmina-bot", [][2]string{{"concurrency_key = \"server\"\n\n[targets.official-sites]\n", "concurrency_key = \"server\"\nconcurrency_unit = \"connections\"\n\n[targets.official-sites]\n"}})
	want := map[string]string{
		"en": "- One connection at a time per server.\n",
		"de": "- Immer nur eine Verbindung gleichzeitig je Server.\n",
		"fr": "- Une seule connexion à la fois par serveur.\n",
		"pl": "- Jednocześnie tylko jedno połączenie dla każdego serwera.\n",
	}
	lines := map[string][]string{}
	for lang, w := range want {
		lines[lang] = []string{w}
		html := string(res.Files[lang+"/index.html"])
		i := strings.Index(html, `data-policy="/limits/concurrency_unit"`)
		if i < 0 {
			t.Errorf("%s: no element points at /limits/concurrency_unit", lang)
		}
	}
	checkPageLines(t, res, lines)
	checkPageLacks(t, res, map[string][]string{
		"en": {"One request at a time"}, "de": {"Immer nur eine Anfrage gleichzeitig"},
		"fr": {"Une seule requête à la fois"}, "pl": {"Jednocześnie tylko jedno żądanie"},
	})
}
