package generator

import (
	"strings"
	"testing"
)

// TestNotFetchedKinds states the kinds of embedded resource an agent does not fetch, exactly, in
// every language; without kinds, the sentence for no resource at all, and no kind named.
func TestNotFetchedKinds(t *testing.T) {
	res := buildNewKeys(t, newKeysSite, newKeysContact, "embedded = { fetch = \"not-fetched\", kinds = [\"images\", \"video\"] }\n"+newKeysPolicy)
	checkPageLines(t, res, map[string][]string{
		"en": {"- It does not fetch the images and videos that a page embeds or names."},
		"de": {"- Ruft die Bilder und Videos, die eine Seite einbindet oder nennt, nicht ab."},
		"fr": {"- Il ne récupère pas les images et vidéos qu’une page intègre ou cite."},
		"pl": {"- Nie pobiera następujących zasobów, które strona osadza lub wskazuje: obrazy i filmy."},
	})
	checkEveryLanguage(t, "notfetched", res)
	res = buildNewKeys(t, newKeysSite, newKeysContact, "embedded = { fetch = \"not-fetched\" }\n"+newKeysPolicy)
	checkPageLines(t, res, map[string][]string{
		"en": {"- It fetches only the pages themselves, not the images, scripts or other resources they embed."},
	})
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		for _, w := range []string{"videos", "Videos", "vidéos", "filmy"} {
			if strings.Contains(page, w) {
				t.Errorf("%s/index.md names %q, a kind the policy does not name", lang, w)
			}
		}
	}
}
