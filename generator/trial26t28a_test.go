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

// TestCadencePerOnPage: jobs.X.cadence_per is stated first in the job's notes, in every language
// (new-user trial 26, F-05: nothing said that "every minute, from each of the 4 regions" held for
// each registered URL, so that a site with 20 of them gets 80 checks a minute). Failed before:
// unknown key cadence_per.
func TestCadencePerOnPage(t *testing.T) {
	const key = "[jobs.uptime]\n"
	for _, tc := range []struct {
		per  string
		want map[string][]string
	}{
		{"registered-url", map[string][]string{
			"en": {"| The schedule holds for each registered URL separately: a site with several registered URLs gets these requests for each of them.<br>If more than one rule"},
			"de": {"| Der Zeitplan gilt für jede registrierte URL einzeln: Bei einer Website mit mehreren registrierten URLs fallen diese Anfragen für jede von ihnen an."},
			"fr": {"| Ce calendrier s’applique à chaque URL enregistrée séparément\u202f: un site dont plusieurs URL sont enregistrées reçoit ces requêtes pour chacune d’elles."},
			"pl": {"| Harmonogram dotyczy każdego zarejestrowanego adresu URL z osobna: serwis z kilkoma zarejestrowanymi adresami URL otrzymuje te żądania dla każdego z nich."},
		}},
		{"hostname", map[string][]string{
			"en": {"| The schedule holds for each host name separately: a site with several host names gets these requests for each of them."},
			"de": {"| Der Zeitplan gilt für jeden Hostnamen einzeln: Bei einer Website mit mehreren Hostnamen fallen diese Anfragen für jeden von ihnen an."},
			"fr": {"| Ce calendrier s’applique à chaque nom d’hôte séparément\u202f: un site doté de plusieurs noms d’hôte reçoit ces requêtes pour chacun d’eux."},
			"pl": {"| Harmonogram dotyczy każdej nazwy hosta z osobna: serwis z kilkoma nazwami hostów otrzymuje te żądania dla każdej z nich."},
		}},
		{"site", map[string][]string{
			"en": {"| The schedule holds for each site separately."},
			"de": {"| Der Zeitplan gilt für jede Website einzeln."},
			"fr": {"| Ce calendrier s’applique à chaque site séparément."},
			"pl": {"| Harmonogram dotyczy każdego serwisu z osobna."},
		}},
	} {
		t.Run(tc.per, func(t *testing.T) {
			res := buildTestdata(t, "trial26", [2]string{key, key + "cadence_per = \"" + tc.per + "\"\n"})
			checkPageLines(t, res, tc.want)
			checkEveryLanguage(t, "cadence_per", res)
		})
	}
}
