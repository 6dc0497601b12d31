package generator

import (
	"strings"
	"testing"
)

// TestReCheckRequestAndRunsCap (new-user trial 30, F-06): a publisher asks for its ads.txt to be
// checked again at once with a button in the seller dashboard (contact.requests kind =
// "re-check", via = ["portal"], jobs = ["recheck"]), and at most 2 such re-checks per registrable
// domain per hour are run (jobs.recheck.caps[].unit = "runs"). The page lists the re-check among
// the requests made in the dashboard, naming the job as the schedule does, and states the cap as
// re-checks; a runs cap of a job that no re-check names counts "runs". Without them, nothing is
// said. Failed before: unknown values "re-check" and "runs".
func TestReCheckRequestAndRunsCap(t *testing.T) {
	res := buildTrial30(t)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"After signing in to the customer dashboard at [`https://kestrel-exchange.example/sellers/`](<https://kestrel-exchange.example/sellers/>), you can ask for:\n\n- an immediate recheck of your site (the “Recheck on request” fetch in the schedule)\n",
			"| Recheck on request | `KestrelTxtBot` | When the site’s owner asks for it | At most 2\u00a0rechecks per hour per registrable domain |",
		},
		"de": {
			"können Sie um Folgendes bitten:\n\n- eine sofortige erneute Prüfung Ihrer Website durch die Abrufart „Erneute Prüfung auf Anfrage“ aus dem Zeitplan\n",
			"| Erneute Prüfung auf Anfrage | `KestrelTxtBot` | auf Wunsch des Website-Betreibers | höchstens 2\u00a0erneute Prüfungen pro Stunde und Domain (mit allen Subdomains) |",
		},
		"fr": {
			"vous pouvez demander\u202f:\n\n- une nouvelle vérification immédiate de votre site (tâche «\u202fNouvelle vérification sur demande\u202f» du calendrier)\n",
			"| Nouvelle vérification sur demande | `KestrelTxtBot` | À la demande du responsable du site | Au plus 2\u00a0nouvelles vérifications par heure et par domaine (sous-domaines compris) |",
		},
		"pl": {
			"mogą Państwo poprosić o:\n\n- natychmiastowe ponowne sprawdzenie Państwa serwisu (w ramach zadania „Ponowna weryfikacja na żądanie” z harmonogramu)\n",
			"| Ponowna weryfikacja na żądanie | `KestrelTxtBot` | na prośbę administratora serwisu | najwyżej 2\u00a0ponowne sprawdzenia na godzinę dla każdej zarejestrowanej domeny |",
		},
	})
	checkEveryLanguage(t, "re-check", res)

	// CLDR plurals of the cap: one, and pl many.
	const runs = "[[jobs.recheck.caps]]\nmax = 2\nunit = \"runs\"\n"
	res = buildTrial30(t, [2]string{runs, "[[jobs.recheck.caps]]\nmax = 1\nunit = \"runs\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"| At most one recheck per hour per registrable domain |"},
		"de": {"| höchstens eine erneute Prüfung pro Stunde und Domain (mit allen Subdomains) |"},
		"fr": {"| Au plus 1\u00a0nouvelle vérification par heure et par domaine (sous-domaines compris) |"},
		"pl": {"| najwyżej jedno ponowne sprawdzenie na godzinę dla każdej zarejestrowanej domeny |"},
	})
	res = buildTrial30(t, [2]string{runs, "[[jobs.recheck.caps]]\nmax = 5\nunit = \"runs\"\n"})
	checkPageLines(t, res, map[string][]string{
		"pl": {"| najwyżej 5\u00a0ponownych sprawdzeń na godzinę dla każdej zarejestrowanej domeny |"},
	})

	// A runs cap of a job that no re-check names counts runs.
	res = buildTrial30(t, [2]string{"[[jobs.daily.caps]]\nmax = 2\n", "[[jobs.daily.caps]]\nmax = 2\nunit = \"runs\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"| At most 2\u00a0runs per day per registrable domain<br>"},
		"de": {"| höchstens 2\u00a0Läufe pro Tag und Domain (mit allen Subdomains)<br>"},
		"fr": {"| Au plus 2\u00a0exécutions par jour et par domaine (sous-domaines compris)<br>"},
		"pl": {"| najwyżej 2\u00a0przebiegi na dobę dla każdej zarejestrowanej domeny<br>"},
	})

	// Without the request, the dashboard, and the unit: nothing of them is said.
	res = buildTrial30(t,
		[2]string{"[contact.portal]\nurl = \"https://kestrel-exchange.example/sellers/\"\nkind = \"customer-dashboard\"\n", ""},
		[2]string{"[[contact.requests]]\nkind = \"re-check\"\nvia = [\"portal\"]\njobs = [\"recheck\"]\n", ""},
		[2]string{runs, "[[jobs.recheck.caps]]\nmax = 2\n"},
	)
	for lang, words := range map[string][]string{
		"en": {"recheck of your site", "rechecks", "runs per"},
		"de": {"sofortige erneute Prüfung", "erneute Prüfungen", "Läufe"},
		"fr": {"vérification immédiate", "nouvelles vérifications", "exécutions"},
		"pl": {"natychmiastowe ponowne", "ponowne sprawdzenia", "przebiegi"},
	} {
		page := string(res.Files[lang+"/index.md"])
		for _, w := range words {
			if strings.Contains(page, w) {
				t.Errorf("%s/index.md says %q, but the policy states no re-check and no runs cap", lang, w)
			}
		}
	}
	checkPageLines(t, res, map[string][]string{
		"en": {"| At most 2\u00a0requests per hour per registrable domain |"},
	})
}
