package generator

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
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
		"pl": {"Każdy adres URL pobiera najpierw za pomocą protokołu HTTPS, a za pomocą protokołu HTTP – tylko wtedy, gdy to żądanie się nie powiedzie."},
	})
	checkEveryLanguage(t, "two schemes", res)
	res = buildTrial30(t, [2]string{http, http + `schemes = ["https"], `})
	checkPageLines(t, res, map[string][]string{
		"en": {"It sends its requests only over HTTPS."},
		"de": {"Sendet Anfragen ausschließlich über HTTPS."},
		"fr": {"Il n’envoie ses requêtes qu’en HTTPS."},
		"pl": {"Wysyła żądania wyłącznie za pomocą protokołu HTTPS."},
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

// TestKeepsLastGoodStated (new-user trial 30, F-04): agents.X.keeps_last_good says how long the
// last copy fetched successfully stays in use once fetches of a URL fail, after how many
// failures in a row where stated (CLDR plurals: pl "3 kolejne próby", "5 kolejnych prób"); the
// prose's "{{7 days}}" is then the policy's value, and no warning. Without the key, the warning
// no longer sends the operator to write "the policy's value", which no key held, but to the key
// that states the fact, or to leave the number out. Failed before: unknown key.
func TestKeepsLastGoodStated(t *testing.T) {
	const at = "on_disallow = [\"skip-path\"]\n"
	res := buildTrial30(t, [2]string{at, at + "keeps_last_good = { after_failures = 3, for = \"7d\" }\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"Once 3 fetches of a URL in a row have failed, the crawler goes on using the last copy it fetched successfully, for up to 7\u00a0days."},
		"de": {"Sind 3 Abrufe einer Adresse in Folge fehlgeschlagen, verwendet der Crawler bis zu 7\u00a0Tage lang weiter die zuletzt erfolgreich abgerufene Fassung."},
		"fr": {"Lorsque 3\u00a0requêtes consécutives vers une adresse ont échoué, le robot continue d’utiliser la dernière version obtenue avec succès, pendant 7\u00a0jours au plus."},
		"pl": {"Jeśli 3 kolejne próby pobrania adresu URL zakończą się niepowodzeniem, robot nadal korzysta z ostatniej pomyślnie pobranej wersji – nie dłużej niż przez 7\u00a0dni."},
	})
	checkEveryLanguage(t, "keeps_last_good", res)
	res = buildTrial30(t, [2]string{at, at + "keeps_last_good = { after_failures = 5, for = \"5d\" }\n"})
	checkPageLines(t, res, map[string][]string{
		"pl": {"Jeśli 5 kolejnych prób pobrania adresu URL zakończy się niepowodzeniem, robot nadal korzysta z ostatniej pomyślnie pobranej wersji – nie dłużej niż przez 5\u00a0dni."},
	})
	res = buildTrial30(t, [2]string{at, at + "keeps_last_good = { for = \"7d\" }\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"While fetches of a URL fail, the crawler goes on using the last copy it fetched successfully, for up to 7\u00a0days."},
		"de": {"Solange Abrufe einer Adresse fehlschlagen, verwendet der Crawler bis zu 7\u00a0Tage lang weiter die zuletzt erfolgreich abgerufene Fassung."},
		"fr": {"Tant que les requêtes vers une adresse échouent, le robot continue d’utiliser la dernière version obtenue avec succès, pendant 7\u00a0jours au plus."},
		"pl": {"Dopóki próby pobrania adresu URL kończą się niepowodzeniem, robot nadal korzysta z ostatniej pomyślnie pobranej wersji – nie dłużej niż przez 7\u00a0dni."},
	})

	prose := fstest.MapFS{"locales/en/fetching.md": {Data: []byte("After three failures in a row we keep the last good copy for up to {{7 days}}.\n")}}
	warnings := func(p *policy.Policy) []string {
		var out []string
		for _, w := range literalQuantities(prose, "site", p) {
			out = append(out, w.String())
		}
		return out
	}
	if got := warnings(res.Policy); len(got) > 0 {
		t.Errorf("with keeps_last_good.for = 7d, {{7 days}} is the policy's value, but: %q", got)
	}
	got := warnings(buildTrial30(t).Policy)
	if len(got) != 1 || strings.Contains(got[0], "write the policy's value here") || !strings.Contains(got[0], "write here the value of the key that states this fact (docs/policy-reference.md lists the keys), or, where no key states it, leave the number out of the prose") {
		t.Errorf("without the key, the warning for {{7 days}}: %q; want one that names the key that states the fact, or leaving the number out", got)
	}
}

// TestDataSharingPromisesStated (new-user trial 30, F-08): the promises "shared-with-customers-only"
// and "not-republished" are stated among the commitments in four languages. Failed before:
// unknown values.
func TestDataSharingPromisesStated(t *testing.T) {
	const sold = `"data-not-sold"]`
	res := buildTrial30(t, [2]string{sold, `"data-not-sold", "shared-with-customers-only", "not-republished"]`})
	checkPageLines(t, res, map[string][]string{
		"en": {"The operator shares the data it collects, and what it derives from it, only with its customers.", "The operator does not republish the content it fetches."},
		"de": {"Der Betreiber gibt die gesammelten Daten und die daraus gewonnenen Ergebnisse nur an seine Kunden weiter.", "Der Betreiber veröffentlicht die abgerufenen Inhalte nicht erneut."},
		"fr": {"L’exploitant ne communique les données collectées, et les résultats qu’il en tire, qu’à ses clients.", "L’exploitant ne republie pas les contenus récupérés."},
		"pl": {"Zebrane dane i uzyskane z nich wyniki udostępniamy wyłącznie naszym klientom.", "Pobranych treści nie publikujemy ponownie."},
	})
	checkEveryLanguage(t, "data-sharing promises", res)
}
