package generator

import (
	"os"
	"strings"
	"testing"
)

// TestEmbeddedJobsStated (t32c; new-user trial 28, F-04: only the in-depth check loads the
// resources a page embeds, which embedded.condition could say only in words): with
// agents.X.embedded.jobs, the sentence on embedded resources names the jobs whose page loads fetch
// them, each with its own pointer, in every language; the exception to "robots.txt applies to
// these resources too" names only those of the listed jobs that do not obey robots.txt, and none
// where every listed job obeys it; the review of a job added names it by its label. Failed before:
// unknown key "jobs" in agents.bot.embedded.
func TestEmbeddedJobsStated(t *testing.T) {
	const embedded = "token = \"MinimalBot\"\n[agents.bot.embedded]\nfetch = \"fetched\"\nkinds = [\"scripts\", \"images\"]\nrobots_txt = \"read\"\njobs = [\"audit\", \"linked\"]\n"
	res := buildSmallestEdited(t, [][2]string{{"token = \"MinimalBot\"\n", embedded}}, trial28Jobs)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"Along with each page it fetches for “Audit” and “Linked pages”, it also fetches the scripts and images that the page embeds or names; it does not do this for other fetches.\n",
			"These resources are subject to robots.txt too: none that it disallows is fetched. This does not apply to resources fetched along with pages for “Audit”: those fetches do not obey robots.txt.\n",
		},
		"de": {
			"Ruft mit einer Seite auch die Skripte und Bilder ab, die sie einbindet oder nennt – jedoch nur bei den Seiten der Abrufarten „Prüfung“ und „Verlinkte Seiten“.\n",
			"Das gilt nicht für die Ressourcen, die zusammen mit den Seiten der Abrufart „Prüfung“ abgerufen werden",
		},
		"fr": {
			"Il récupère aussi les scripts et les images qu’une page intègre ou désigne, mais seulement pour les pages récupérées par les tâches «\u202fContrôle\u202f» et «\u202fPages liées\u202f».\n",
			"Cela ne vaut pas pour les ressources récupérées avec les pages par la tâche «\u202fContrôle\u202f»\u202f: ces récupérations ne respectent pas robots.txt.\n",
		},
		"pl": {
			"Wraz ze stroną pobiera również skrypty i obrazy, które strona osadza lub wskazuje – jednak tylko w przypadku stron pobieranych w ramach zadań „Badanie” i „Strony z linków”.\n",
			"Nie dotyczy to zasobów pobieranych wraz ze stronami w ramach zadania „Badanie”",
		},
	})
	html := string(res.Files["en/index.html"])
	for _, ptr := range []string{"/agents/bot/embedded/jobs/0", "/agents/bot/embedded/jobs/1"} {
		if !strings.Contains(html, `data-policy="`+ptr+`"`) {
			t.Errorf("en/index.html: no data-policy %s", ptr)
		}
	}
	checkEveryLanguage(t, "embedded jobs", res)

	// One job, which obeys robots.txt: no exception, though another job of the agent does not
	// obey it (its pages load no resources).
	one := strings.Replace(embedded, `jobs = ["audit", "linked"]`, `jobs = ["linked"]`, 1)
	res = buildSmallestEdited(t, [][2]string{{"token = \"MinimalBot\"\n", one}}, trial28Jobs)
	checkPageLines(t, res, map[string][]string{
		"en": {"Along with each page it fetches for “Linked pages”, it also fetches ", "These resources are subject to robots.txt too: none that it disallows is fetched.\n"},
		"de": {"jedoch nur bei den Seiten der Abrufart „Verlinkte Seiten“.\n"},
		"fr": {"mais seulement pour les pages récupérées par la tâche «\u202fPages liées\u202f».\n"},
		"pl": {"jednak tylko w przypadku stron pobieranych w ramach zadania „Strony z linków”.\n"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"This does not apply to resources"}})
	checkEveryLanguage(t, "embedded one job", res)

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	tail := "token = \"MinimalBot\"\n"
	for lang, want := range map[string][]string{
		"en": {"Now: “Along with each page it fetches for ‘Audit’ and ‘Linked pages’, it also fetches the scripts and images that the page embeds or names; it does not do this for other fetches.", "This change makes the crawler less polite."},
		"de": {"Neu: „Ruft mit einer Seite auch die Skripte und Bilder ab, die sie einbindet oder nennt – jedoch nur bei den Seiten der Abrufarten ‚Prüfung‘ und ‚Verlinkte Seiten‘.", "Der Crawler wird dadurch weniger rücksichtsvoll."},
		"fr": {"mais seulement pour les pages récupérées par les tâches “Contrôle” et “Pages liées”.", "L’exploration devient moins respectueuse des sites."},
		"pl": {"jednak tylko w przypadku stron pobieranych w ramach zadań «Badanie» i «Strony z linków».", "Robot staje się przez to bardziej uciążliwy dla serwisów."},
	} {
		var got []string
		for _, c := range reviewPair(t, msgs, "testdata/smallest", [][2]string{{tail, one + trial28Jobs}}, [][2]string{{tail, embedded + trial28Jobs}}, lang) {
			got = append(got, c.Sentence)
		}
		all := strings.Join(got, "\n")
		for _, w := range want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: the review of a job added to embedded.jobs lacks %q:\n%s", lang, w, all)
			}
		}
	}
}
