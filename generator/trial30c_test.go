package generator

import (
	"os"
	"strings"
	"testing"
)

// TestPathsSnippetShutsOut (new-user trial 30, F-09): an agent that states the only paths it
// requests (agents.X.paths: /robots.txt, /ads.txt, /app-ads.txt) is shut out by a snippet that
// disallows each of them but /robots.txt, as by one of the whole site: the short answer offers
// it. The matcher decides, not the strings: "/ads" disallows /ads.txt too. Where the agent states
// no paths, or the snippet leaves one of them allowed, it may fetch more than the snippet
// covers, and the answer offers no snippet. Failed before: only a snippet of "/" was offered.
func TestPathsSnippetShutsOut(t *testing.T) {
	offered := map[string][]string{
		"en": {"- [Blocking the crawler](index.html#snippet-exclude) – Add the snippet “Stop KestrelTxtBot from reading your ads.txt files” to your robots.txt.\n"},
		"de": {"- [Crawler aussperren](index.html#snippet-exclude): Fügen Sie die Vorlage „KestrelTxtBot das Lesen Ihrer ads.txt-Dateien verbieten“ in Ihre robots.txt ein.\n"},
		"fr": {"- [Bloquer le robot](index.html#snippet-exclude) – ajoutez l’extrait «\u202fInterdire à KestrelTxtBot de lire vos fichiers ads.txt\u202f» à votre fichier robots.txt.\n"},
		"pl": {"- [Blokada robota](index.html#snippet-exclude) – wystarczy dodać do pliku robots.txt wpis podany w sekcji „Zablokuj robotowi KestrelTxtBot odczyt plików ads.txt”.\n"},
	}
	res := buildTrial30(t)
	checkPageLines(t, res, offered)
	checkEveryLanguage(t, "paths snippet", res)
	res = buildTrial30(t, [2]string{`paths = ["/ads.txt", "/app-ads.txt"]`, `paths = ["/ads", "/app-ads.txt"]`})
	checkPageLines(t, res, offered)

	const paths = `paths = ["/robots.txt", "/ads.txt", "/app-ads.txt"]` + "\n"
	for name, edit := range map[string][2]string{
		"no paths stated":  {paths, ""},
		"a path not shut":  {paths, `paths = ["/robots.txt", "/ads.txt", "/app-ads.txt", "/sellers.json"]` + "\n"},
		"a path left open": {`paths = ["/ads.txt", "/app-ads.txt"]`, `paths = ["/ads.txt"]`},
	} {
		res := buildTrial30(t, edit)
		for _, lang := range res.Policy.Site.Languages {
			page := string(res.Files[lang+"/index.md"])
			if strings.Contains(page, "](index.html#snippet-exclude)") {
				t.Errorf("%s: %s/index.md offers the snippet of some paths as the way to shut the crawler out:\n%s", name, lang, page)
			}
		}
	}
}

// TestQuotaJobsStated (new-user trial 30, F-07): a quota of the general limits that names jobs
// (limits.quotas[].jobs) counts the requests of the daily verification and of the re-checks
// together, beside the daily job's own cap; the page names both jobs by their labels with the
// quota, in four languages, and with what it counts where the quota says. Failed before:
// unknown key.
func TestQuotaJobsStated(t *testing.T) {
	const at = "jobs = [\"daily\", \"recheck\"]\n"
	res := buildTrial30(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"- Quota for “Daily verification” and “Recheck on request” together: at most 3\u00a0requests per day per registrable domain.\n"},
		"de": {"- Gemeinsames Kontingent der Abrufarten „Tägliche Prüfung“ und „Erneute Prüfung auf Anfrage“: höchstens 3\u00a0Anfragen pro Tag und Domain (mit allen Subdomains).\n"},
		"fr": {"- Quota commun aux tâches «\u202fVérification quotidienne\u202f» et «\u202fNouvelle vérification sur demande\u202f»\u202f: au plus 3\u00a0requêtes par jour et par domaine (sous-domaines compris).\n"},
		"pl": {"- Najwyżej 3\u00a0żądania na dobę dla każdej zarejestrowanej domeny – łącznie dla zadań „Codzienna weryfikacja” i „Ponowna weryfikacja na żądanie”.\n"},
	})
	checkEveryLanguage(t, "quota of two jobs", res)
	res = buildTrial30(t, [2]string{at, at + "what = { en = \"ads.txt files\", de = \"ads.txt-Dateien\", fr = \"fichiers ads.txt\", pl = \"Pliki ads.txt\" }\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Quota on ads.txt files for “Daily verification” and “Recheck on request” together: at most 3\u00a0requests per day per registrable domain.\n"},
		"de": {"- Gemeinsames Kontingent der Abrufarten „Tägliche Prüfung“ und „Erneute Prüfung auf Anfrage“ (ads.txt-Dateien): höchstens 3\u00a0Anfragen pro Tag und Domain (mit allen Subdomains).\n"},
		"fr": {"- Quota commun aux tâches «\u202fVérification quotidienne\u202f» et «\u202fNouvelle vérification sur demande\u202f» (fichiers ads.txt)\u202f: au plus 3\u00a0requêtes par jour et par domaine (sous-domaines compris).\n"},
		"pl": {"- Pliki ads.txt – łącznie dla zadań „Codzienna weryfikacja” i „Ponowna weryfikacja na żądanie”: najwyżej 3\u00a0żądania na dobę dla każdej zarejestrowanej domeny.\n"},
	})
}

// TestQuotaJobsReviewed (new-user trial 30, F-07): sitegen diff names the jobs a quota counts
// together, in four languages: naming them (the quota counts fewer requests) needs sign-off, no
// longer naming them (it counts every request) is more polite. Failed before: unknown key.
func TestQuotaJobsReviewed(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const jobs = "jobs = [\"daily\", \"recheck\"]\n"
	two := [][2]string{}
	all := [][2]string{{jobs, ""}}
	named := map[string]string{
		"en": "[less polite] /limits/quotas/0/jobs: — → “Daily verification” and “Recheck on request”\n    Added: the kinds of fetch whose requests a quota counts together (“Daily verification” and “Recheck on request”). This change makes the crawler less polite. The change needs sign-off.\n",
		"de": "[weniger Rücksichtnahme] /limits/quotas/0/jobs: — → „Tägliche Prüfung“ und „Erneute Prüfung auf Anfrage“\n    Hinzugefügt: die Abrufarten, deren Anfragen auf ein gemeinsames Kontingent angerechnet werden – „Tägliche Prüfung“ und „Erneute Prüfung auf Anfrage“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.\n",
		"fr": "[exploration moins respectueuse] /limits/quotas/0/jobs: — → «\u202fVérification quotidienne\u202f» et «\u202fNouvelle vérification sur demande\u202f»\n    Ajout\u202f: les tâches dont les requêtes sont décomptées ensemble dans un quota («\u202fVérification quotidienne\u202f» et «\u202fNouvelle vérification sur demande\u202f»). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.\n",
		"pl": "[zwiększenie uciążliwości] /limits/quotas/0/jobs: — → „Codzienna weryfikacja” i „Ponowna weryfikacja na żądanie”\n    Dodano informację o tym, które zadania są wliczane do wspólnego limitu: „Codzienna weryfikacja” i „Ponowna weryfikacja na żądanie”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.\n",
	}
	unnamed := map[string]string{
		"en": "[more polite] /limits/quotas/0/jobs: “Daily verification” and “Recheck on request” → —\n    Removed: the kinds of fetch whose requests a quota counts together (“Daily verification” and “Recheck on request”). This change makes the crawler more polite.\n",
		"de": "[mehr Rücksichtnahme] /limits/quotas/0/jobs: „Tägliche Prüfung“ und „Erneute Prüfung auf Anfrage“ → —\n    Entfernt: die Abrufarten, deren Anfragen auf ein gemeinsames Kontingent angerechnet werden – „Tägliche Prüfung“ und „Erneute Prüfung auf Anfrage“. Der Crawler wird dadurch rücksichtsvoller.\n",
		"fr": "[exploration plus respectueuse] /limits/quotas/0/jobs: «\u202fVérification quotidienne\u202f» et «\u202fNouvelle vérification sur demande\u202f» → —\n    Suppression\u202f: les tâches dont les requêtes sont décomptées ensemble dans un quota («\u202fVérification quotidienne\u202f» et «\u202fNouvelle vérification sur demande\u202f»). L’exploration devient plus respectueuse des sites.\n",
		"pl": "[zmniejszenie uciążliwości] /limits/quotas/0/jobs: „Codzienna weryfikacja” i „Ponowna weryfikacja na żądanie” → —\n    Usunięto informację o tym, które zadania są wliczane do wspólnego limitu: „Codzienna weryfikacja” i „Ponowna weryfikacja na żądanie”. Robot staje się przez to mniej uciążliwy dla serwisów.\n",
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		for _, tc := range []struct {
			name     string
			old, new [][2]string
			want     string
		}{{"jobs named", all, two, named[lang]}, {"jobs no longer named", two, all, unnamed[lang]}} {
			if got := string(reviewOfEdits(t, msgs, "testdata/trial30", tc.old, tc.new, lang).Text()); !strings.Contains(got, tc.want) {
				t.Errorf("%s, %s: review =\n%s\nwant it to hold\n%s", tc.name, lang, got, tc.want)
			}
		}
	}
}
