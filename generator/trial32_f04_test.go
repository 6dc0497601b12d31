package generator

import (
	"strings"
	"testing"
)

// TestTargetSourcesSeedListsArchives (trial 32, F-04): a crawler that starts from seed lists and
// from the URLs of earlier crawls' and web archives' indexes states it in agents.X.target_sources
// ("seed-lists", "web-archive-indexes"), and the agent's block says so in four languages. Before,
// both values were refused and the sources were in the operator's prose only.
func TestTargetSourcesSeedListsArchives(t *testing.T) {
	res := buildDirEdited(t, "../examples/feed-reader", targetSourcesEdit(`"seed-lists", "web-archive-indexes"`))
	want := map[string]string{
		"en": "It contacts the sites named in its seed lists and the sites whose URLs appear in the indexes of earlier crawls and of web archives.",
		"de": "Sendet Anfragen an die in seinen Seed-Listen aufgeführten Websites und die Websites, deren URLs in den Indizes früherer Crawls oder in Webarchiven verzeichnet sind.",
		"fr": "Il interroge les sites répertoriés dans ses listes d’URL de départ et les sites dont les URL figurent dans les index de collectes antérieures et d’archives du Web.",
		"pl": "Wysyła żądania do serwisów wymienionych na swoich listach adresów startowych i serwisów, których adresy URL figurują w indeksach wcześniejszych przeszukiwań sieci lub w indeksach archiwów internetowych.",
	}
	for lang, w := range want {
		if md := string(res.Files[lang+"/index.md"]); strings.Count(md, w) != 1 {
			t.Errorf("%s: the page does not say, once,\n%q", lang, w)
		}
	}
}
