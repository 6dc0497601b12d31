package generator

import "testing"

// TestStopsAfterFailuresOnPage: agents.X.stops_after_failures is stated on the page in every
// language, with who is told where the policy says so (new-user trial 26, F-07: "checks of a
// URL stop after 30 days of consecutive failures, and the customer is told" could not be stated).
// Failed before: unknown key stops_after_failures.
func TestStopsAfterFailuresOnPage(t *testing.T) {
	const key = "fetches = [\"named-url\"]\n"
	for _, tc := range []struct {
		name, stated string
		want         map[string][]string
	}{
		{"the customer told", `stops_after_failures = { for = "30d", notifies = "customer" }`, map[string][]string{
			"en": {"Once every fetch of a URL has failed for 30\u00a0days in a row, the URL is no longer fetched, and the customer who registered it is told."},
			"de": {"Schlagen alle Abrufe einer URL 30\u00a0Tage lang ununterbrochen fehl, wird sie nicht mehr abgerufen; wer sie registriert hat, wird darüber benachrichtigt."},
			"fr": {"Lorsque toutes les requêtes vers une URL échouent pendant 30\u00a0jours d’affilée, cette URL n’est plus récupérée et le client qui l’a enregistrée en est informé."},
			"pl": {"Jeśli przez 30\u00a0dni z rzędu każda próba pobrania adresu URL kończy się niepowodzeniem, adres ten nie jest już pobierany, a klient, który go zarejestrował, otrzymuje powiadomienie."},
		}},
		{"no one named", `stops_after_failures = { for = "7d" }`, map[string][]string{
			"en": {"Once every fetch of a URL has failed for 7\u00a0days in a row, the URL is no longer fetched."},
			"de": {"Schlagen alle Abrufe einer URL 7\u00a0Tage lang ununterbrochen fehl, wird sie nicht mehr abgerufen."},
			"fr": {"Lorsque toutes les requêtes vers une URL échouent pendant 7\u00a0jours d’affilée, cette URL n’est plus récupérée."},
			"pl": {"Jeśli przez 7\u00a0dni z rzędu każda próba pobrania adresu URL kończy się niepowodzeniem, adres ten nie jest już pobierany."},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := buildTestdata(t, "trial26", [2]string{key, key + tc.stated + "\n"})
			checkPageLines(t, res, tc.want)
			checkEveryLanguage(t, "stops_after_failures", res)
		})
	}
}
