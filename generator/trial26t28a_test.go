package generator

import (
	"strings"
	"testing"
)

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
			"en": {"Once fetches of a URL have been failing for 30\u00a0days without a single success, the URL is no longer fetched, and the customer who registered it is notified."},
			"de": {"Schlagen alle Abrufe einer Adresse 30\u00a0Tage lang ununterbrochen fehl, wird sie nicht mehr abgerufen; wer sie registriert hat, wird darüber benachrichtigt."},
			"fr": {"Lorsque toutes les requêtes vers une adresse ont échoué pendant 30\u00a0jours d’affilée, cette adresse n’est plus récupérée et le client qui l’a enregistrée en est informé."},
			"pl": {"Jeśli przez 30\u00a0dni z rzędu każda próba pobrania adresu URL kończy się niepowodzeniem, adres ten nie jest już pobierany, a klient, który go zarejestrował, otrzymuje powiadomienie."},
		}},
		{"no one named", `stops_after_failures = { for = "7d" }`, map[string][]string{
			"en": {"Once fetches of a URL have been failing for 7\u00a0days without a single success, the URL is no longer fetched."},
			"de": {"Schlagen alle Abrufe einer Adresse 7\u00a0Tage lang ununterbrochen fehl, wird sie nicht mehr abgerufen."},
			"fr": {"Lorsque toutes les requêtes vers une adresse ont échoué pendant 7\u00a0jours d’affilée, cette adresse n’est plus récupérée."},
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
			"en": {"| The schedule applies to each registered URL separately: a site with several registered URLs gets these requests for each of them.<br>If more than one rule"},
			"de": {"| Der Zeitplan gilt für jede registrierte Adresse einzeln: Bei einer Website mit mehreren registrierten Adressen fallen diese Anfragen für jede von ihnen an."},
			"fr": {"| Ce calendrier s’applique à chaque adresse enregistrée séparément\u202f: un site dont plusieurs adresses sont enregistrées reçoit ces requêtes pour chacune d’elles."},
			"pl": {"| Harmonogram dotyczy każdego zarejestrowanego adresu URL z osobna: serwis z kilkoma zarejestrowanymi adresami URL otrzymuje te żądania dla każdego z nich."},
		}},
		{"hostname", map[string][]string{
			"en": {"| The schedule applies to each host name separately: a site with several host names gets these requests for each of them."},
			"de": {"| Der Zeitplan gilt für jeden Hostnamen einzeln: Bei einer Website mit mehreren Hostnamen fallen diese Anfragen für jeden von ihnen an."},
			"fr": {"| Ce calendrier s’applique à chaque nom d’hôte séparément\u202f: un site doté de plusieurs noms d’hôte reçoit ces requêtes pour chacun d’eux."},
			"pl": {"| Harmonogram dotyczy każdej nazwy hosta z osobna: serwis z kilkoma nazwami hostów otrzymuje te żądania dla każdej z nich."},
		}},
		{"site", map[string][]string{
			"en": {"| The schedule applies to each site separately."},
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

// TestEveryChoicesOnPage: a cadence rule's every_choices is one rule on the page, the intervals
// joined by "or" and chosen by the customer, in every language, with neither "(in all other
// cases)" nor the note that the first rule listed wins, which are false for intervals that
// exclude each other (new-user trial 26, F-04). Failed before: unknown key every_choices.
func TestEveryChoicesOnPage(t *testing.T) {
	rules := `[[jobs.uptime.cadence]]
every = "1m"
condition = { en = "checks set to the shortest interval", de = "Prüfungen mit dem kürzesten Intervall", fr = "vérifications réglées sur l’intervalle le plus court", pl = "w przypadku testów z najkrótszym odstępem" }
from_each_region = 4

[[jobs.uptime.cadence]]
every = "5m"
condition = { en = "checks set to the medium interval", de = "Prüfungen mit dem mittleren Intervall", fr = "vérifications réglées sur l’intervalle moyen", pl = "w przypadku testów ze średnim odstępem" }
from_each_region = 4

[[jobs.uptime.cadence]]
every = "15m"
`
	res := buildTestdata(t, "trial26", [2]string{rules, "[[jobs.uptime.cadence]]\nevery_choices = [\"1m\", \"5m\", \"15m\"]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"| Uptime check | `VigiloCheck` | Every minute, every 5\u00a0minutes or every 15\u00a0minutes, as the customer chooses for each URL, from each of the 4\u00a0regions (Austria, United States, Singapore and Brazil) |  |"},
		"de": {"| Verfügbarkeitsprüfung | `VigiloCheck` | jede Minute, alle 5\u00a0Minuten oder alle 15\u00a0Minuten, je nachdem, was die Kundschaft für die jeweilige Adresse wählt, jeweils von allen 4\u00a0Regionen aus (Österreich, Vereinigte Staaten, Singapur und Brasilien) |  |"},
		"fr": {"| Contrôle de disponibilité | `VigiloCheck` | Toutes les minutes, toutes les 5\u00a0minutes ou toutes les 15\u00a0minutes, au choix du client pour chaque adresse, depuis chacune des 4\u00a0régions (Autriche, États-Unis, Singapour et Brésil) |  |"},
		"pl": {"| Kontrola dostępności | `VigiloCheck` | co minutę, co 5\u00a0minut lub co 15\u00a0minut, zależnie od wyboru klienta dla danego adresu URL, z każdego z 4\u00a0regionów (Austria, Stany Zjednoczone, Singapur i Brazylia) |  |"},
	})
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		for _, no := range []string{"in all other cases", "the first one listed is used", "in allen übrigen Fällen", "gilt die zuerst genannte", "dans tous les autres cas", "c’est la première de la liste", "w pozostałych przypadkach", "obowiązuje pierwsza z nich"} {
			if strings.Contains(page, no) {
				t.Errorf("%s/index.md says %q of intervals that exclude each other", lang, no)
			}
		}
	}
	checkEveryLanguage(t, "every_choices", res)
}
