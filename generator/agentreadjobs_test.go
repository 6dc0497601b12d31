package generator

import (
	"strings"
	"testing"
)

// auditJob is a job of the smallest policy's agent whose fetches do not obey robots.txt.
const auditJob = "\n[jobs.audit]\nlabel = { en = \"Audit\", de = \"Prüfung\", fr = \"Contrôle\", pl = \"Badanie\" }\nagent = \"bot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ndates = [{ from = \"2027-01-11\", until = \"2027-12-17\" }]\n"

// TestAgentReadEveryJobNotRead (issue #11, "nothing on the page that the operator did not say",
// a follow-up of t45a): an agent that says robots_txt = "read" whose every job says robots_txt =
// "not-read" is stated as the agent none of whose fetches obeys robots.txt (new-user trial 31,
// F-12), and its own "read" is stated after it, pointing to /agents/bot/robots_txt; with or
// without a check of robots.txt stated. Exact in every language; checkEveryLanguage then proves
// every value stated. Failed before: no element stated /agents/bot/robots_txt (read), in every
// language, so the page could not be published ("please report it").
func TestAgentReadEveryJobNotRead(t *testing.T) {
	want := map[string]string{
		"en": "- It fetches under a legal mandate and does not obey robots.txt. Although it is configured to obey robots.txt, it does not read robots.txt for any of the fetches described on this page.\n",
		"de": "- Befolgt die Regeln der robots.txt nicht, da er Seiten im Rahmen eines gesetzlichen Auftrags abruft. Der Crawler ist zwar so eingestellt, dass er die robots.txt befolgt, doch keiner der auf dieser Seite beschriebenen Abrufe tut dies.\n",
		"fr": "- Il ne respecte pas robots.txt\u202f: il agit au titre d’une mission légale. Bien qu’il soit configuré pour respecter robots.txt, aucune des récupérations décrites sur cette page n’en tient compte.\n",
		"pl": "- Nie stosuje się do reguł z pliku robots.txt: działa na podstawie przepisów prawa. Wprawdzie robot jest skonfigurowany tak, aby stosował się do reguł z pliku robots.txt, ale nie stosuje się do nich przy żadnym z zadań opisanych na tej stronie.\n",
	}
	read := [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nrobots_txt = \"read\"\n"}}
	for _, c := range []struct {
		name  string
		extra string
	}{
		{"read", auditJob},
		{"read, with a check", "\n[robots_txt]\ncheck = \"before-first-fetch\"\n" + auditJob},
	} {
		res := buildSmallestEdited(t, read, c.extra)
		for _, lang := range []string{"en", "de", "fr", "pl"} {
			page := string(res.Files[lang+"/index.md"])
			_, block, _ := strings.Cut(page, "### MinimalBot\n\n")
			block, _, _ = strings.Cut(block, "\n\n")
			_, got, _ := strings.Cut(block+"\n", "`MinimalBot`\n")
			if got != want[lang] {
				t.Errorf("%s, %s: the agent's robots.txt bullet\ngot  %q\nwant %q\nblock:\n%s", c.name, lang, got, want[lang], block)
			}
		}
		checkEveryLanguage(t, c.name, res)
	}
}
