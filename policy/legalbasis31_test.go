package policy

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestJobLegalBasis (t31b; new-user trial 28, F-05): a job states a legal basis of its own
// (jobs.X.legal_basis), and a basis may link several texts (urls); url beside urls, an empty urls
// and a URL listed twice are refused at their places, all at once. Failed before: unknown keys
// "legal_basis" on a job and "urls".
func TestJobLegalBasis(t *testing.T) {
	base, err := os.ReadFile("../generator/testdata/smallest/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const job = `
[jobs.check]
label = { en = "Check", de = "Prüfung", fr = "Contrôle", pl = "Badanie" }
agent = "bot"
cadence = [{ every = "24h" }]

[jobs.check.legal_basis]
name = { en = "Directive (EU) 2016/2102 and the national act", de = "Richtlinie (EU) 2016/2102 und das nationale Gesetz", fr = "la directive (UE) 2016/2102 et la loi nationale", pl = "dyrektywa (UE) 2016/2102 i ustawa krajowa" }
`
	parse := func(extra string) (*Policy, error) {
		return Parse(append(slices.Clip(base), job+extra...), "policy.toml")
	}
	p, err := parse(`urls = ["https://eur-lex.europa.eu/eli/dir/2016/2102/oj", "https://law.minimalbot.eu/act"]` + "\n")
	if err != nil {
		t.Fatal(err)
	}
	j, _ := p.Jobs.Get("check")
	if j.LegalBasis == nil || j.LegalBasis.Name["en"] != "Directive (EU) 2016/2102 and the national act" {
		t.Fatalf("LegalBasis = %+v", j.LegalBasis)
	}
	if got := j.LegalBasis.Links(); len(got) != 2 || got[1] != "https://law.minimalbot.eu/act" {
		t.Errorf("Links() = %q", got)
	}
	b, err := p.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"urls": [`) {
		t.Errorf("policy.json lacks the urls:\n%s", b)
	}

	line := strings.Count(string(base)+job, "\n") + 1
	for _, tt := range []struct{ extra, want string }{
		{"url = \"https://law.minimalbot.eu/act\"\nurls = [\"https://eur-lex.europa.eu/eli/dir/2016/2102/oj\"]\n",
			"policy.toml:" + strconv.Itoa(line+1) + ":1: jobs.check.legal_basis.urls: is set beside url (write every address in urls, or the one address in url)"},
		{"urls = []\n", "policy.toml:" + strconv.Itoa(line) + ":1: jobs.check.legal_basis.urls: is empty (list the addresses of the basis's texts, or leave urls out)"},
		{`urls = ["https://law.minimalbot.eu/act", "https://law.minimalbot.eu/act"]` + "\n",
			"policy.toml:" + strconv.Itoa(line) + ":42: jobs.check.legal_basis.urls[1]: https://law.minimalbot.eu/act is listed twice"},
	} {
		if _, err := parse(tt.extra); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %s", strings.TrimSpace(tt.extra), err, tt.want)
		}
	}
	// The agent's basis takes urls too.
	agent := strings.Replace(string(base), "token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nlegal_basis = { name = { en = \"An act\", de = \"Ein Gesetz\", fr = \"Une loi\", pl = \"Ustawa\" }, urls = [\"https://law.minimalbot.eu/a\", \"https://law.minimalbot.eu/b\"] }\n", 1)
	if _, err := Parse([]byte(agent), "policy.toml"); err != nil {
		t.Errorf("an agent's basis with urls: %v", err)
	}
}
