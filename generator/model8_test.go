package generator

import (
	"strings"
	"testing"
)

// TestNeverRetriedSentence states errors.never_retried exactly, in every language, as statuses
// after which a request is never retried; without it, no such sentence.
func TestNeverRetriedSentence(t *testing.T) {
	res := buildNewKeys(t, "", "", "\n[errors]\nnever_retried = [404, 410, 451]\n")
	checkPageLines(t, res, map[string][]string{
		"en": {"- A request answered with HTTP 404, 410 or 451 is never retried."},
		"de": {"- Wird eine Anfrage mit HTTP 404, 410 oder 451 beantwortet, wird sie nie wiederholt."},
		"fr": {"- Une requête à laquelle le serveur répond par un code HTTP 404, 410 ou 451 n’est jamais relancée."},
		"pl": {"- Zapytanie, na które serwer odpowiada kodem 404, 410 lub 451, nigdy nie jest ponawiane."},
	})
	checkEveryLanguage(t, "never_retried", res)
	res = buildNewKeys(t, "", "", "")
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		for _, s := range []string{"never retried", "nie wiederholt", "jamais relancée", "nigdy nie jest ponawiane"} {
			if strings.Contains(page, s) {
				t.Errorf("%s/index.md says %q without errors.never_retried", lang, s)
			}
		}
	}
}
