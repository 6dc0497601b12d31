package generator

import (
	"strings"
	"testing"
)

// TestChangesNameAgentByToken: the entries of a changes page name a crawler with a product token
// by that token in every version, also where that version gave it a display name (Polish editor's
// review 21, C3: linkgraph-bot's page said "dla robota „LinkGraphBot”" in two entries and
// "dla robota `linkgraphbot`" in the others, as if of two crawlers).
func TestChangesNameAgentByToken(t *testing.T) {
	res := buildExampleWithHistory(t, "linkgraph-bot")
	absent := map[string]string{
		"en": "for “LinkGraphBot”",
		"de": "für „LinkGraphBot“",
		"fr": "pour «\u202fLinkGraphBot\u202f»",
		"pl": "dla robota „LinkGraphBot”",
	}
	want := map[string]string{
		"en": "- Added for `linkgraphbot`: the name the page gives the crawler (“LinkGraphBot”). Only the wording changes.\n",
		"pl": "- Dodano dla robota `linkgraphbot` nazwę, pod którą strona przedstawia robota: „LinkGraphBot”. Zmiana wyłącznie redakcyjna.\n",
	}
	for lang, a := range absent {
		page := string(res.Files[lang+"/changes.md"])
		if strings.Contains(page, a) {
			t.Errorf("%s/changes.md names the crawler by its display name (%q):\n%s", lang, a, page)
		}
		if w, ok := want[lang]; ok && !strings.Contains(page, w) {
			t.Errorf("%s/changes.md lacks %q:\n%s", lang, w, page)
		}
	}
}
