package generator

import (
	"os"
	"strings"
	"testing"
)

// legalBasisJobs is an agent with a legal basis of its own, a check with another, linked to two
// texts, and a job without one (new-user trial 28: the mandated checks and the pages one link off
// a listed site), appended to the smallest policy's agent.
const legalBasisJobs = `legal_basis = { name = { en = "the Digitisation Act", de = "das Digitalisierungsgesetz", fr = "la loi sur la numérisation", pl = "ustawa o informatyzacji" } }

[jobs.check]
label = { en = "Simplified check", de = "Vereinfachte Prüfung", fr = "Contrôle simplifié", pl = "Badanie uproszczone" }
agent = "bot"
cadence = [{ every = "24h" }]
legal_basis = { name = { en = "Directive (EU) 2016/2102 and the national act", de = "Richtlinie (EU) 2016/2102 und das nationale Gesetz", fr = "la directive (UE) 2016/2102 et la loi nationale", pl = "dyrektywa (UE) 2016/2102 i ustawa krajowa" }, urls = ["https://eur-lex.europa.eu/eli/dir/2016/2102/oj", "https://law.minimalbot.eu/act"] }

[jobs.linked]
label = { en = "Linked pages", de = "Verlinkte Seiten", fr = "Pages liées", pl = "Strony powiązane" }
agent = "bot"
started_by = "check"
`

// TestJobLegalBasisStated (t31b; new-user trial 28, F-05: the agent's basis was said of every
// fetch, pages on unrelated hosts too, and a second text could not be linked): a job's legal basis
// is named in its row of the schedule with every text linked; the agent's block, which names the
// agent's own basis, says that the job's fetches rest on theirs; in every language, with
// pointers; the review names a job's basis added. Failed before: unknown key "legal_basis" on a
// job.
func TestJobLegalBasisStated(t *testing.T) {
	res := buildSmallestEdited(t, [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\n" + legalBasisJobs}}, "")
	links := func(and string) string {
		return "([`https://eur-lex.europa.eu/eli/dir/2016/2102/oj`](<https://eur-lex.europa.eu/eli/dir/2016/2102/oj>) " + and + " [`https://law.minimalbot.eu/act`](<https://law.minimalbot.eu/act>))."
	}
	checkPageLines(t, res, map[string][]string{
		"en": {
			"Legal basis of these fetches: Directive (EU) 2016/2102 and the national act " + links("and"),
			"- Legal basis of its fetching: the Digitisation Act.\n- The fetches of “Simplified check” are an exception: they rest on a legal basis of their own (see “When requests come”).\n",
		},
		"de": {
			"Rechtsgrundlage dieser Abrufe: Richtlinie (EU) 2016/2102 und das nationale Gesetz " + links("und"),
			"- Ausgenommen ist die Abrufart „Vereinfachte Prüfung“, für die eine eigene Rechtsgrundlage gilt (siehe „Wann abgerufen wird“).\n",
		},
		"fr": {
			"Base juridique de ces récupérations\u202f: la directive (UE) 2016/2102 et la loi nationale " + links("et"),
			"- La tâche «\u202fContrôle simplifié\u202f» fait exception\u202f: elle repose sur une base juridique qui lui est propre (voir la section «\u202fHoraires\u202f»).\n",
		},
		"pl": {
			"Podstawa prawna tego pobierania: dyrektywa (UE) 2016/2102 i ustawa krajowa " + links("i"),
			"- Wyjątkiem jest zadanie „Badanie uproszczone”, które ma własną podstawę prawną (zob. sekcję „Pory pobierania”).\n",
		},
	})
	html := string(res.Files["en/index.html"])
	for _, ptr := range []string{"/jobs/check/legal_basis/urls/0", "/jobs/check/legal_basis/urls/1", "/jobs/check/legal_basis/name/en", "/jobs/check/legal_basis"} {
		if !strings.Contains(html, `data-policy="`+ptr+`"`) {
			t.Errorf("en/index.html: no data-policy %s", ptr)
		}
	}
	// The job without a basis of its own says none.
	if md := string(res.Files["en/index.md"]); strings.Count(md, "Legal basis of these fetches") != 1 {
		t.Errorf("en/index.md: %d sentences of a job's basis, want 1", strings.Count(md, "Legal basis of these fetches"))
	}
	checkEveryLanguage(t, "job legal basis", res)

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	without := strings.Replace(legalBasisJobs, "\nlegal_basis = { name = { en = \"Directive", "\nx_legal_basis = { name = { en = \"Directive", 1)
	without = without[:strings.Index(without, "\nx_legal_basis")] + without[strings.Index(without, "\n\n[jobs.linked]"):]
	tail := "token = \"MinimalBot\"\n"
	want := map[string]string{
		"en": "Added in “Simplified check”: the legal basis of this kind of fetch (“Directive (EU) 2016/2102 and the national act”). This does not change how polite the crawler is.",
		"de": "Hinzugefügt bei der Abrufart „Vereinfachte Prüfung“: die Rechtsgrundlage dieser Abrufart – „Richtlinie (EU) 2016/2102 und das nationale Gesetz“.",
		"fr": "Ajout dans la tâche «\u202fContrôle simplifié\u202f»\u202f: la base juridique de cette tâche («\u202fla directive (UE) 2016/2102 et la loi nationale\u202f»).",
		"pl": "Dodano dla zadania „Badanie uproszczone” podstawę prawną tego zadania: „dyrektywa (UE) 2016/2102 i ustawa krajowa”.",
	}
	for lang, w := range want {
		var got []string
		for _, c := range reviewPair(t, msgs, "testdata/smallest", [][2]string{{tail, tail + without}}, [][2]string{{tail, tail + legalBasisJobs}}, lang) {
			got = append(got, c.Sentence)
		}
		if all := strings.Join(got, "\n"); !strings.Contains(all, w) {
			t.Errorf("%s: the review lacks %q:\n%s", lang, w, all)
		}
	}
}
