package generator

import (
	"strings"
	"testing"
)

// TestStarInTableHeading (German review 26, F9; French F2; Polish F11; English F10): the comparison
// table's heading and caption write robots.txt's "*" group in code, as every sentence does, not in
// quotation marks, which a webmaster could copy with the group's name.
func TestStarInTableHeading(t *testing.T) {
	res := buildExampleEdited(t, "triple-fetchers")
	checkPageLines(t, res, map[string][]string{
		"en": {"| Product token | Started by | Reads robots.txt | Obeys the `*` group | Follows links |"},
		"de": {"| Beachtet die Gruppe `*` |"},
		"fr": {"| Suit le groupe `*` |"},
		"pl": {"| Stosuje się do grupy `*` |"},
	})
	for lang, want := range map[string][]string{
		"en": {`<th scope="col">Obeys the <code>*</code> group</th>`, `whether it obeys the <code>*</code> group`},
		"de": {`<th scope="col">Beachtet die Gruppe <code>*</code></th>`, `ob er deren Gruppe <code>*</code> beachtet`},
		"fr": {`<th scope="col">Suit le groupe <code>*</code></th>`, `respect du groupe <code>*</code>`},
		"pl": {`<th scope="col">Stosuje się do grupy <code>*</code></th>`, `stosowanie się do grupy <code>*</code>`},
	} {
		page := string(res.Files[lang+"/index.html"])
		for _, w := range want {
			if !strings.Contains(page, w) {
				t.Errorf("%s/index.html lacks %s", lang, w)
			}
		}
		for _, quoted := range []string{"“*”", "„*“", "„*”", "«\u202f*\u202f»"} {
			if strings.Contains(page, quoted) {
				t.Errorf("%s/index.html writes the group as %s", lang, quoted)
			}
		}
	}
}
