package generator

import (
	"strings"
	"testing"
)

// TestSchemeAsGivenStated (new-user trial 32, F-16): agents.X.http.scheme_as_given says that each
// URL is fetched over the scheme it names, never over the other; the order of schemes then says
// nothing, and the page does not state a fallback. Failed before: unknown key.
func TestSchemeAsGivenStated(t *testing.T) {
	const http = `http = { methods = ["GET"], `
	res := buildTrial30(t, [2]string{http, http + `schemes = ["http", "https"], scheme_as_given = true, `})
	checkPageLines(t, res, map[string][]string{
		"en": {"It fetches each URL over the protocol that its scheme names (HTTP or HTTPS), never over the other."},
		"de": {"Ruft jede Adresse über das Protokoll ab, das sie selbst angibt (HTTP oder HTTPS), und nie über das andere."},
		"fr": {"Il interroge chaque adresse selon le protocole qu’elle indique (HTTP ou HTTPS)."},
		"pl": {"Każdy adres URL pobiera za pomocą protokołu wskazanego w tym adresie (HTTP lub HTTPS)."},
	})
	checkEveryLanguage(t, "scheme_as_given", res)
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		for _, w := range []string{"over HTTP first", "zuerst über HTTP", "d’abord chaque adresse en HTTP", "najpierw protokołem HTTP"} {
			if strings.Contains(page, w) {
				t.Errorf("%s/index.md says %q, but each URL is fetched over the scheme it names", lang, w)
			}
		}
	}
}
