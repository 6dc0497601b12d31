package generator

import (
	"strings"
	"testing"
)

// TestSchemesStated (new-user trial 30, F-05): agents.X.http.schemes says over which URL schemes
// the crawler sends its requests: two, in their order (HTTPS first, HTTP only where that request
// fails), or one alone; unset, the page says nothing of schemes. Failed before: unknown key.
func TestSchemesStated(t *testing.T) {
	const http = `http = { methods = ["GET"], `
	res := buildTrial30(t, [2]string{http, http + `schemes = ["https", "http"], `})
	checkPageLines(t, res, map[string][]string{
		"en": {"It requests each URL over HTTPS first, and over HTTP only if that request fails."},
		"de": {"Ruft jede Adresse zuerst über HTTPS ab und nur dann über HTTP, wenn diese Anfrage fehlschlägt."},
		"fr": {"Il interroge d’abord chaque adresse en HTTPS et ne passe en HTTP que si cette requête échoue."},
		"pl": {"Każdy adres URL pobiera najpierw protokołem HTTPS, a protokołem HTTP – tylko wtedy, gdy to żądanie się nie powiedzie."},
	})
	checkEveryLanguage(t, "two schemes", res)
	res = buildTrial30(t, [2]string{http, http + `schemes = ["https"], `})
	checkPageLines(t, res, map[string][]string{
		"en": {"It sends its requests only over HTTPS."},
		"de": {"Sendet Anfragen ausschließlich über HTTPS."},
		"fr": {"Il n’envoie ses requêtes qu’en HTTPS."},
		"pl": {"Wysyła żądania wyłącznie protokołem HTTPS."},
	})
	res = buildTrial30(t)
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		for _, w := range []string{"over HTTPS", "über HTTPS", "en HTTPS", "protokołem HTTPS"} {
			if strings.Contains(page, w) {
				t.Errorf("%s/index.md says %q, but the policy states no schemes", lang, w)
			}
		}
	}
}
