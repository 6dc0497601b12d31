package policy

import (
	"strconv"
	"strings"
	"testing"
)

// embeddedJobsPolicy is the smallest policy with a crawler that obeys robots.txt, a second agent,
// and three jobs: a simple check and an in-depth check of the first agent, the in-depth one under
// a legal mandate, and a job of the second agent (new-user trial 28, F-04). EMBEDDED is replaced
// by the agent's [embedded] table.
const embeddedJobsPolicy = `
[agents.browser]
token = "MinimalBrowser"

[robots_txt]
check = "before-first-fetch"

[jobs.simple]
label = { en = "Simple", de = "Einfach", fr = "Simple", pl = "Proste" }
agent = "bot"
cadence = [{ every = "24h" }]

[jobs.deep]
label = { en = "Deep", de = "Tief", fr = "Profond", pl = "Głębokie" }
agent = "bot"
robots_txt = "not-read"
not_read_because = "legal-mandate"
cadence = [{ every = "24h" }]

[jobs.render]
label = { en = "Render", de = "Darstellung", fr = "Rendu", pl = "Renderowanie" }
agent = "browser"
cadence = [{ every = "24h" }]

[agents.bot.embedded]
fetch = "fetched"
EMBEDDED
`

// TestEmbeddedJobs (t32c; new-user trial 28, F-04): agents.X.embedded.jobs names the jobs whose
// page loads fetch embedded resources, as data; each entry is checked at its place (a job of this
// agent, listed once), the key is refused beside condition and with fetch = "not-fetched", all
// problems at once; robots_txt = "read" where every listed job does not obey robots.txt is a
// warning; in a diff a job added is less polite, one removed more, and reordering is no change.
// Failed before: unknown key "jobs" in agents.bot.embedded.
func TestEmbeddedJobs(t *testing.T) {
	base := readPolicyText(t, "../generator/testdata/smallest/policy.toml")
	parse := func(embedded string) (*Policy, error) {
		return Parse([]byte(base+strings.Replace(embeddedJobsPolicy, "EMBEDDED", embedded, 1)), "policy.toml")
	}
	// The line of the first key after fetch.
	line := strings.Count(base+embeddedJobsPolicy[:strings.Index(embeddedJobsPolicy, "EMBEDDED")], "\n") + 1
	at := func(l, col int) string {
		return "policy.toml:" + strconv.Itoa(line+l) + ":" + strconv.Itoa(col) + ": "
	}

	p, err := parse(`jobs = ["deep"]`)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := p.Agents.Get("bot")
	if got := a.Embedded.Jobs; len(got) != 1 || got[0] != "deep" {
		t.Errorf("Embedded.Jobs = %q, want [deep]", got)
	}
	b, err := p.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "\"jobs\": [\n          \"deep\"\n        ]") {
		t.Errorf("policy.json lacks the embedded jobs:\n%s", b)
	}
	if len(p.Warnings()) != 0 {
		t.Errorf("jobs = [\"deep\"] without robots_txt: warnings %v", p.Warnings())
	}

	for _, tt := range []struct {
		embedded string
		want     []string
	}{
		{"jobs = [\"simple\", \"render\", \"dep\", \"simple\"]", []string{
			at(0, 19) + `agents.bot.embedded.jobs[1]: "render" is a job of agents.browser, whose requests carry another identity (want one of "simple", "deep")`,
			at(0, 29) + `agents.bot.embedded.jobs[2]: "dep" is not in jobs (did you mean "deep"?)`,
			at(0, 36) + `agents.bot.embedded.jobs[3]: simple is listed twice`,
		}},
		{"jobs = []", []string{at(0, 1) + `agents.bot.embedded.jobs: is empty (want the keys of the jobs whose page loads fetch these resources, or leave jobs out: then every fetch does)`}},
		{"jobs = [\"deep\"]\ncondition = { en = \"In depth\", de = \"Eingehend\", fr = \"En détail\", pl = \"Szczegółowo\" }", []string{
			at(0, 1) + `agents.bot.embedded.jobs: is set beside embedded.condition; both say for which pages the resources are fetched (write one of the two: jobs names them, condition describes them in words)`,
		}},
	} {
		_, err := parse(tt.embedded)
		for _, w := range tt.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s:\n got %v\nwant %s", tt.embedded, err, w)
			}
		}
	}
	if _, err := Parse([]byte(base+strings.Replace(strings.Replace(embeddedJobsPolicy, "EMBEDDED", "jobs = [\"deep\"]", 1), `fetch = "fetched"`, `fetch = "not-fetched"`, 1)), "policy.toml"); err == nil || !strings.Contains(err.Error(), `agents.bot.embedded.jobs: is set, but fetch is "not-fetched"`) {
		t.Errorf("fetch = \"not-fetched\" with jobs: got %v", err)
	}

	// robots.txt read for the resources, where the one job listed does not obey it: a warning.
	p, err = parse("jobs = [\"deep\"]\nrobots_txt = \"read\"")
	if err != nil {
		t.Fatal(err)
	}
	const warn = `warning: agents.bot.embedded.robots_txt: is "read", but every job in embedded.jobs has robots_txt = "not-read"`
	if w := p.Warnings().Error(); !strings.Contains(w, at(1, 1)+warn) {
		t.Errorf("robots_txt = \"read\" for the jobs of deep alone: warnings\n%s\nwant %s", w, warn)
	}
	p, err = parse("jobs = [\"deep\", \"simple\"]\nrobots_txt = \"read\"")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Warnings()) != 0 {
		t.Errorf("a job listed obeys robots.txt: warnings %v", p.Warnings())
	}

	// diff: the jobs as a set, none listed (every fetch) the widest.
	mustParse := func(embedded string) *Policy {
		t.Helper()
		p, err := parse(embedded)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	all, deep, both, reordered := mustParse(""), mustParse(`jobs = ["deep"]`), mustParse(`jobs = ["deep", "simple"]`), mustParse(`jobs = ["simple", "deep"]`)
	for _, tt := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"a job added", deep, both, "changed /agents/bot/embedded looser true"},
		{"a job removed", both, deep, "changed /agents/bot/embedded stricter false"},
		{"jobs listed where every fetch loaded resources", all, deep, "changed /agents/bot/embedded stricter false"},
		{"the list left out", deep, all, "changed /agents/bot/embedded looser true"},
		{"reordered", both, reordered, ""},
	} {
		if got := diffClasses(t, tt.old, tt.new); got != tt.want {
			t.Errorf("%s: diff\n got %q\nwant %q", tt.name, got, tt.want)
		}
	}
}
