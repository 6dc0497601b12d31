package generator

import (
	"strings"
	"testing"
)

// TestStablePartShared (trial 29, F-18): where another crawler's User-Agent contains a stable
// part too, the sentence that a filter can rely on the part names those crawlers, in four
// languages: a filter on "Chatwork" catches Chatwork-LinkExpanding and Chatwork-ImgProxy as well.
// A part no other User-Agent contains gets no such sentence. Before, the page said only "a filter
// can rely on that".
func TestStablePartShared(t *testing.T) {
	res := buildDirEdited(t, "../examples/link-preview", [][2]string{
		{"user_agent = \"Chatwork 1.0 (+https://chat.example/robots)\"\n", "user_agent = \"Chatwork 1.0 (+https://chat.example/robots)\"\nstable_parts = [\"Chatwork\"]\n"},
		{"user_agent = \"Chatwork-ImgProxy 0.19 (+https://chat.example/robots)\"\n", "user_agent = \"Chatwork-ImgProxy 0.19 (+https://chat.example/robots)\"\nstable_parts = [\"Chatwork-ImgProxy\"]\n"},
	})
	want := map[string][2]string{
		"en": {
			"- Every User-Agent of this crawler contains `Chatwork`; a filter can rely on that. The User-Agents of `Chatwork-LinkExpanding` and `Chatwork-ImgProxy` contain `Chatwork` too, so a filter on that string also matches those crawlers’ requests.\n",
			"- Every User-Agent of this crawler contains `Chatwork-ImgProxy`; a filter can rely on that.\n",
		},
		"de": {
			"- Jeder User-Agent dieses Crawlers enthält `Chatwork`; darauf kann sich ein Filter verlassen. Auch die User-Agents der Crawler `Chatwork-LinkExpanding` und `Chatwork-ImgProxy` enthalten `Chatwork`; ein Filter darauf erfasst also auch deren Anfragen.\n",
			"- Jeder User-Agent dieses Crawlers enthält `Chatwork-ImgProxy`; darauf kann sich ein Filter verlassen.\n",
		},
		"fr": {
			"- Tout User-Agent de ce robot contient `Chatwork`\u202f: un filtre peut s’y fier. Les chaînes User-Agent de `Chatwork-LinkExpanding` et `Chatwork-ImgProxy` contiennent elles aussi `Chatwork`\u202f: un filtre fondé sur cette chaîne s’applique donc également aux requêtes de ces robots.\n",
			"- Tout User-Agent de ce robot contient `Chatwork-ImgProxy`\u202f: un filtre peut s’y fier.\n",
		},
		"pl": {
			"- Każdy nagłówek User-Agent tego robota zawiera `Chatwork`; na tym można oprzeć regułę filtrowania. Nagłówki User-Agent robotów `Chatwork-LinkExpanding` i `Chatwork-ImgProxy` także zawierają fragment `Chatwork`, więc filtr oparty na tym fragmencie obejmie również żądania tych robotów.\n",
			"- Każdy nagłówek User-Agent tego robota zawiera `Chatwork-ImgProxy`; na tym można oprzeć regułę filtrowania.\n",
		},
	}
	for lang, ws := range want {
		md := string(res.Files[lang+"/index.md"])
		for _, w := range ws {
			if !strings.Contains(md, w) {
				t.Errorf("%s: the page does not say\n%q", lang, w)
			}
		}
	}
}

// TestOpenSourceAlone (trial 29, F-18): operator.open_source = true, where no crawler states what
// installations that others run do (agents.X.self_hosted), says the fact alone, in four
// languages. Before, it added "so others may be running installations of their own", which the
// policy did not state and which a reader took to mean that the crawler's User-Agent from other
// addresses may be genuine.
func TestOpenSourceAlone(t *testing.T) {
	res := buildDirEdited(t, "../examples/link-preview", [][2]string{{"name = \"Chatwork\"\n", "name = \"Chatwork\"\nopen_source = true\n"}})
	want := map[string]string{
		"en": "- The crawler’s software is open source.\n",
		"de": "- Die Software des Crawlers ist quelloffen.\n",
		"fr": "- Le logiciel du robot est libre.\n",
		"pl": "- Oprogramowanie robota ma otwarty kod źródłowy (open source).\n",
	}
	for lang, w := range want {
		if md := string(res.Files[lang+"/index.md"]); !strings.Contains(md, w) {
			t.Errorf("%s: the page does not say\n%q", lang, w)
		}
	}
}
