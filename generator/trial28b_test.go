package generator

import (
	"os"
	"strings"
	"testing"
)

// trial28Jobs is the smallest policy with a crawler that obeys robots.txt, a job whose fetches do
// not obey it under a legal mandate and that sites cannot opt out of (jobs.X.opt_out), a job
// that obeys it, and a snippet (trial 28, F-02). trial28JobsMixed adds a job that does not obey
// robots.txt either but that sites can opt out of.
const (
	trial28Jobs = `
[robots_txt]
check = "before-first-fetch"
crawl_delay = "ignored"

[limits]
min_interval = "5s"
interval_key = "hostname"

[jobs.audit]
label = { en = "Audit", de = "Prüfung", fr = "Contrôle", pl = "Badanie" }
agent = "bot"
robots_txt = "not-read"
not_read_because = "legal-mandate"
opt_out = "not-possible"
dates = [{ from = "2027-01-11", until = "2027-12-17" }]

[jobs.linked]
label = { en = "Linked pages", de = "Verlinkte Seiten", fr = "Pages liées", pl = "Strony z linków" }
agent = "bot"
started_by = "audit"

[snippets.all]
label = { en = "Shut MinimalBot out", de = "MinimalBot aussperren", fr = "Exclure MinimalBot", pl = "Blokada MinimalBot" }
agents = ["bot"]
paths = ["/"]
`
	trial28JobsMixed = trial28Jobs + `
[jobs.previews]
label = { en = "Previews", de = "Vorschauen", fr = "Aperçus", pl = "Podglądy" }
agent = "bot"
robots_txt = "not-read"
not_read_because = "submitted"
started_by = "audit"

[[contact.requests]]
kind = "slower"
`
)

// TestJobNoOptOutStated (trial 28, F-02): a job a site cannot opt out of is said to be so in its
// row of the schedule, in the agent's block, in the short answer on blocking and wherever a group
// is said not to stop it, and the introduction names the fetches that cannot be blocked, while
// the snippet is still offered for the other fetches; in every language. Failed before: unknown
// key "opt_out" in a job.
func TestJobNoOptOutStated(t *testing.T) {
	res := buildSmallestEdited(t, nil, trial28Jobs)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"This page explains who is behind the requests from MinimalBot, how to recognise them, how often and when they come, how robots.txt is read, how to block them, and which of them cannot be blocked.",
			"Add the snippet “Shut MinimalBot out” to your robots.txt. A group does not stop the fetches of “Audit”: they do not obey robots.txt, and a site cannot opt out of them.\n",
			"- The fetches of “Audit” are an exception: they do not obey robots.txt, and a site cannot opt out of them (see “How robots.txt is read”).\n",
			"Does not obey robots.txt: it fetches under a legal mandate.<br>A site cannot opt out of these fetches. |",
			"An entry in robots.txt is enough to stop every fetch by `MinimalBot` except those of “Audit”, which do not obey robots.txt and which a site cannot opt out of.",
			"To stop it, shut it out in robots.txt. A group does not stop the fetches of “Audit”: they do not obey robots.txt, and a site cannot opt out of them.\n",
		},
		"de": {
			"Diese Seite beschreibt, wer hinter den Anfragen steht, die der Dienst „MinimalBot“ an Websites sendet, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird, wie Sie den Crawler sperren und welche Abrufe sich nicht sperren lassen.",
			"Eine Gruppe in der robots.txt verhindert die Abrufe der Abrufart „Prüfung“ nicht, da diese Abrufart die robots.txt nicht befolgt; auch auf anderem Weg kann eine Website diese Abrufe nicht unterbinden.\n",
			"- Ausgenommen ist die Abrufart „Prüfung“: Sie befolgt die robots.txt nicht, und ihre Abrufe kann eine Website auf keinem Weg unterbinden (siehe „Wie die robots.txt ausgewertet wird“).\n",
			"Befolgt die robots.txt nicht: Die Abrufe erfolgen im Rahmen eines gesetzlichen Auftrags.<br>Diese Abrufe kann eine Website auf keinem Weg unterbinden. |",
			"Ein Eintrag in der robots.txt genügt, um alle Abrufe durch `MinimalBot` zu verhindern – ausgenommen die Abrufe der Abrufart „Prüfung“, die die robots.txt nicht befolgt; diese Abrufe kann eine Website auf keinem Weg unterbinden.",
		},
		"fr": {
			"Cette page présente l’exploitant, la manière de reconnaître les requêtes, leur fréquence et leurs horaires, la lecture de robots.txt, les récupérations auxquelles un site ne peut pas s’opposer et les moyens de bloquer l’exploration.",
			"Aucun groupe de robots.txt ne bloque la tâche «\u202fContrôle\u202f», qui ne respecte pas ce fichier et à laquelle un site ne peut pas s’opposer.\n",
			"- La tâche «\u202fContrôle\u202f» fait exception\u202f: elle ne respecte pas robots.txt, et un site ne peut pas s’y opposer (voir la section «\u202fLecture de robots.txt\u202f»).\n",
			"Ne respecte pas robots.txt\u202f: ces récupérations relèvent d’une mission légale.<br>Un site ne peut pas s’opposer à ces récupérations. |",
			"Une entrée dans votre fichier robots.txt suffit pour arrêter toutes les récupérations de `MinimalBot`, sauf celles de la tâche «\u202fContrôle\u202f», qui ne respecte pas robots.txt et à laquelle un site ne peut pas s’opposer.",
		},
		"pl": {
			"MinimalBot wysyła żądania do serwisów internetowych. Na tej stronie wyjaśniamy, kto za nie odpowiada, jak je rozpoznać, jak często i o jakich porach przychodzą, jak odczytywany jest plik robots.txt, jak zablokować pobieranie oraz jakiego pobierania zablokować nie można.",
			"Grupa w pliku robots.txt nie blokuje pobierania w ramach zadania „Badanie”, ponieważ przy tym zadaniu robot nie stosuje się do reguł z tego pliku; serwisu nie można też w inny sposób wyłączyć z tego pobierania.\n",
			"- Wyjątkiem jest zadanie „Badanie”: przy nim robot nie stosuje się do reguł z pliku robots.txt, a serwisu nie można wyłączyć z pobierania w ramach tego zadania (zob. sekcję „Obsługa pliku robots.txt”).\n",
			"Przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: pobieranie odbywa się na podstawie przepisów prawa.<br>Serwisu nie można wyłączyć z pobierania w ramach tego zadania. |",
			"Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `MinimalBot` z wyjątkiem pobierania w ramach zadania „Badanie”: przy nim robot nie stosuje się do reguł z tego pliku, a serwisu nie można wyłączyć z tego pobierania.",
		},
	})
	checkEveryLanguage(t, "job_opt_out", res)
	// The short answer on blocking still offers the snippet, for the fetches it stops.
	for _, lang := range res.Policy.Site.Languages {
		if page := string(res.Files[lang+"/index.md"]); !strings.Contains(page, "(index.html#snippet-all)") {
			t.Errorf("%s/index.md: the short answer on blocking no longer offers the snippet:\n%s", lang, page)
		}
	}
}

// TestJobNoOptOutMixed: beside a job that does not obey robots.txt and that a site can opt out
// of, only the job that it cannot opt out of is said to be so; with a slower rate to ask for, the
// introduction names slowing down too.
func TestJobNoOptOutMixed(t *testing.T) {
	res := buildSmallestEdited(t, nil, trial28JobsMixed)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"This page explains who is behind the requests from MinimalBot, how to recognise them, how often and when they come, how robots.txt is read, how to slow them down or block them, and which of them cannot be blocked.",
			"A group does not stop the fetches of “Previews”: they do not obey robots.txt. A group does not stop the fetches of “Audit”: they do not obey robots.txt, and a site cannot opt out of them.\n",
			"- The fetches of “Audit” and “Previews” are an exception: they do not obey robots.txt (see “How robots.txt is read”). A site cannot opt out of the fetches of “Audit”.\n",
			"An entry in robots.txt is enough to stop every fetch by `MinimalBot` except those of “Audit” and “Previews”, which do not obey robots.txt. A site cannot opt out of the fetches of “Audit”.",
		},
		"de": {
			"Diese Seite beschreibt, wer hinter den Anfragen steht, die der Dienst „MinimalBot“ an Websites sendet, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird, wie Sie die Abrufe drosseln oder den Crawler sperren und welche Abrufe sich nicht sperren lassen.",
			"Die Abrufe der Abrufart „Prüfung“ kann eine Website auf keinem Weg unterbinden.\n",
		},
		"fr": {
			"Cette page présente l’exploitant, la manière de reconnaître les requêtes, leur fréquence et leurs horaires, la lecture de robots.txt, les récupérations auxquelles un site ne peut pas s’opposer et les moyens de ralentir ou de bloquer l’exploration.",
			"Un site ne peut pas s’opposer à la tâche «\u202fContrôle\u202f».\n",
		},
		"pl": {
			"MinimalBot wysyła żądania do serwisów internetowych. Na tej stronie wyjaśniamy, kto za nie odpowiada, jak je rozpoznać, jak często i o jakich porach przychodzą, jak odczytywany jest plik robots.txt, jak spowolnić pobieranie lub całkowicie je zablokować oraz jakiego pobierania nie można zablokować.",
			"Serwisu nie można wyłączyć z pobierania w ramach zadania „Badanie”.\n",
		},
	})
	checkEveryLanguage(t, "job_opt_out_mixed", res)
	if page := string(res.Files["en/index.md"]); strings.Count(page, "A site cannot opt out of these fetches.") != 1 {
		t.Errorf("en/index.md: want the schedule's no-opt-out sentence in the row of “Audit” alone:\n%s", page)
	}
}

// TestJobOptOutReview: diff says a job that sites can no longer opt out of as what a site can do,
// in every language, and as a change that makes the crawler less polite.
func TestJobOptOutReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	job := "\n[robots_txt]\ncheck = \"before-first-fetch\"\ncrawl_delay = \"ignored\"\n\n[jobs.audit]\nlabel = { en = \"Audit\", de = \"Prüfung\", fr = \"Contrôle\", pl = \"Badanie\" }\nagent = \"bot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n"
	old := [2]string{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\n" + job}
	mandated := [2]string{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\n" + job + "opt_out = \"not-possible\"\n"}
	want := map[string]string{
		"en": "Changed in “Audit”: sites can no longer opt out of these fetches. This change makes the crawler less polite. The change needs sign-off.",
		"de": "Websites können diese Abrufe nicht mehr unterbinden. Der Crawler wird dadurch weniger rücksichtsvoll.",
		"fr": "un site ne peut plus s’opposer aux récupérations de cette tâche. L’exploration devient moins respectueuse des sites.",
		"pl": "serwisu nie można już wyłączyć z pobierania w ramach tego zadania. Robot staje się przez to bardziej uciążliwy dla serwisów.",
	}
	for lang, w := range want {
		var got []string
		for _, c := range reviewPair(t, msgs, "testdata/smallest", [][2]string{old}, [][2]string{mandated}, lang) {
			got = append(got, c.Sentence)
		}
		if all := strings.Join(got, "\n"); !strings.Contains(all, w) {
			t.Errorf("%s: the review lacks %q:\n%s", lang, w, all)
		}
	}
}

// TestFormSubmissionPromiseStated (trial 28, F-10): "no-form-submission" says that the crawler
// never submits a form, in the common list and in an agent's, in every language, and never that
// it fills in no form. Failed before: "no-form-submission" is not a promise. It states the promise
// alone, and grants no permission to fill in form fields, which the operator did not state
// (new-user trial 33, F-05: "The crawler may fill in form fields, but never submits a form").
func TestFormSubmissionPromiseStated(t *testing.T) {
	res := buildSmallestEdited(t, nil, "\n[commitments]\npromises = [\"no-form-submission\"]\n")
	checkPageLines(t, res, map[string][]string{
		"en": {"- The crawler never submits a form.\n"},
		"de": {"- Sendet nie ein Formular ab.\n"},
		"fr": {"- Le robot n’envoie jamais de formulaire.\n"},
		"pl": {"- Robot nigdy nie wysyła formularzy.\n"},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"form fields"}, "de": {"Formularfelder"}, "fr": {"champs de formulaire"}, "pl": {"pola formularzy"},
	})
	checkEveryLanguage(t, "no_form_submission", res)
	res = buildSmallestEdited(t, [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\npromises = [\"no-form-submission\"]\n"}}, "")
	checkPageLines(t, res, map[string][]string{
		"en": {"It never submits a form."},
		"de": {"Sendet nie ein Formular ab."},
		"fr": {"Il n’envoie jamais de formulaire."},
		"pl": {"Nigdy nie wysyła formularzy."},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"does not fill in forms"},
		"de": {"Füllt keine Formulare aus"},
		"fr": {"ne remplit aucun formulaire"},
		"pl": {"nie wypełnia formularzy"},
	})
	checkEveryLanguage(t, "no_form_submission_agent", res)
}

// TestEmbeddedRobotsExceptJobs (trial 28, F-04): where an agent's resources obey robots.txt
// (embedded.robots_txt = "read") and one of its jobs does not obey robots.txt, the sentence that
// robots.txt applies to the resources names the resources of that job's pages as the exception,
// in every language; without such a job, it stands alone. Failed before: the sentence stood alone.
func TestEmbeddedRobotsExceptJobs(t *testing.T) {
	const embedded = "token = \"MinimalBot\"\n[agents.bot.embedded]\nfetch = \"fetched\"\nkinds = [\"scripts\", \"stylesheets\", \"images\"]\nrobots_txt = \"read\"\n"
	res := buildSmallestEdited(t, [][2]string{{"token = \"MinimalBot\"\n", embedded}}, trial28Jobs)
	checkPageLines(t, res, map[string][]string{
		"en": {"These resources are subject to robots.txt too: none that it disallows is fetched. This does not apply to resources fetched along with pages for “Audit”: those fetches do not obey robots.txt.\n"},
		"de": {"Die robots.txt gilt auch für diese Ressourcen: Was sie sperrt, wird nicht abgerufen. Das gilt nicht für die Ressourcen, die zusammen mit den Seiten der Abrufart „Prüfung“ abgerufen werden: Diese Abrufart befolgt die robots.txt nicht.\n"},
		"fr": {"Le fichier robots.txt s’applique aussi à ces ressources\u202f: aucune de celles qu’il interdit n’est récupérée. Cela ne vaut pas pour les ressources récupérées avec les pages par la tâche «\u202fContrôle\u202f»\u202f: ces récupérations ne respectent pas robots.txt.\n"},
		"pl": {"Plik robots.txt dotyczy także tych zasobów: żaden zasób, którego zabrania, nie jest pobierany. Nie dotyczy to zasobów pobieranych wraz ze stronami w ramach zadania „Badanie”, ponieważ przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt.\n"},
	})
	checkEveryLanguage(t, "embedded_except_jobs", res)
	res = buildSmallestEdited(t, [][2]string{{"token = \"MinimalBot\"\n", embedded}}, "\n[robots_txt]\ncheck = \"before-first-fetch\"\ncrawl_delay = \"ignored\"\n")
	checkPageLines(t, res, map[string][]string{"en": {"These resources are subject to robots.txt too: none that it disallows is fetched.\n"}})
	checkPageLacks(t, res, map[string][]string{"en": {"This does not apply to the resources"}})
}
