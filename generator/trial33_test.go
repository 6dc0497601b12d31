package generator

import (
	"strings"
	"testing"
)

// TestReCheckWithin (new-user trial 33, F-01 and F-06): a re-check on request that is carried
// out within 10 working days (contact.requests[].within_working_days), by a job that runs only in
// office hours (a window of kind "only"), is not offered as immediate: the request line says
// the time limit in place of "immediate", and the job's row in the schedule says it with the
// request that starts the job. A limit in calendar days (within_days) is said in days, with
// CLDR plurals. French and Polish, which set the time limit in parentheses, name the job without
// them, so that two parentheses do not follow each other. Before, validate refused the time limit, and the page could only say
// "immediate".
func TestReCheckWithin(t *testing.T) {
	const reCheck = "via = [\"portal\"]\njobs = [\"recheck\"]\n"
	const window = "[windows.hours]\nkind = \"only\"\nlabel = { en = \"Office hours\", de = \"Bürozeiten\", fr = \"Heures de bureau\", pl = \"Godziny biurowe\" }\ndays = \"mon-fri\"\nhours = [\"08:00-18:00\"]\njobs = [\"recheck\"]\n\n[jobs.recheck]\n"
	res := buildTrial30(t, [2]string{reCheck, reCheck + "within_working_days = 10\n"}, [2]string{"[jobs.recheck]\n", window})
	checkPageLines(t, res, map[string][]string{
		"en": {
			"you can ask for:\n\n- a recheck of your site (the “Recheck on request” fetch in the schedule), carried out within 10\u00a0working days\n",
			"| Recheck on request | `KestrelTxtBot` | When the site’s owner asks for it, within 10\u00a0working days |",
		},
		"de": {
			"können Sie um Folgendes bitten:\n\n- eine erneute Prüfung Ihrer Website durch die Abrufart „Erneute Prüfung auf Anfrage“ aus dem Zeitplan, umgesetzt innerhalb von 10\u00a0Arbeitstagen\n",
			"| Erneute Prüfung auf Anfrage | `KestrelTxtBot` | auf Wunsch des Website-Betreibers, innerhalb von 10\u00a0Arbeitstagen |",
		},
		"fr": {
			"vous pouvez demander\u202f:\n\n- une nouvelle vérification de votre site, effectuée par la tâche «\u202fNouvelle vérification sur demande\u202f» du calendrier (délai de mise en œuvre\u202f: 10\u00a0jours ouvrés)\n",
			"| Nouvelle vérification sur demande | `KestrelTxtBot` | À la demande du responsable du site, sous 10\u00a0jours ouvrés |",
		},
		"pl": {
			"mogą Państwo poprosić o:\n\n- ponowne sprawdzenie Państwa serwisu w ramach zadania „Ponowna weryfikacja na żądanie” z harmonogramu (realizacja w ciągu 10\u00a0dni roboczych)\n",
			"| Ponowna weryfikacja na żądanie | `KestrelTxtBot` | na prośbę administratora serwisu – w ciągu 10\u00a0dni roboczych |",
		},
	})
	checkEveryLanguage(t, "re-check within", res)
	for lang, word := range map[string]string{"en": "immediate", "de": "sofortige", "fr": "immédiate", "pl": "natychmiastowe"} {
		if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, word) {
			t.Errorf("%s/index.md says %q of a re-check carried out within 10 working days", lang, word)
		}
	}

	// In calendar days: one, and pl few and other.
	for _, tc := range []struct {
		days string
		want map[string][]string
	}{
		{"1", map[string][]string{
			"en": {"(the “Recheck on request” fetch in the schedule), carried out within one day\n", "| When the site’s owner asks for it, within one day |"},
			"de": {"durch die Abrufart „Erneute Prüfung auf Anfrage“ aus dem Zeitplan, umgesetzt innerhalb eines Tages\n", "| auf Wunsch des Website-Betreibers, innerhalb eines Tages |"},
			"fr": {"du calendrier (délai de mise en œuvre\u202f: 1\u00a0jour)\n", "| À la demande du responsable du site, sous 1\u00a0jour |"},
			"pl": {"z harmonogramu (realizacja w ciągu jednego dnia)\n", "| na prośbę administratora serwisu – w ciągu jednego dnia |"},
		}},
		{"14", map[string][]string{
			"en": {"carried out within 14\u00a0days\n", "| When the site’s owner asks for it, within 14\u00a0days |"},
			"de": {"umgesetzt innerhalb von 14\u00a0Tagen\n", "| auf Wunsch des Website-Betreibers, innerhalb von 14\u00a0Tagen |"},
			"fr": {"(délai de mise en œuvre\u202f: 14\u00a0jours)\n", "| À la demande du responsable du site, sous 14\u00a0jours |"},
			"pl": {"(realizacja w ciągu 14\u00a0dni)\n", "| na prośbę administratora serwisu – w ciągu 14\u00a0dni |"},
		}},
	} {
		res := buildTrial30(t, [2]string{reCheck, reCheck + "within_days = " + tc.days + "\n"}, [2]string{"[jobs.recheck]\n", window})
		checkPageLines(t, res, tc.want)
		checkEveryLanguage(t, "re-check within days", res)
	}
}
