package policy

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRequestlessAgent (new-user trial 32, F-17): an agent that states no user_agent, and that no
// address, host name or job names, beside an agent that states its User-Agent, is a warning at its
// table, with what would be right: it was how the trial wrote a training-only robots.txt token
// (LinguaCommons-Training, which sends no requests), and the page then stated it as a fetching
// crawler. An agent alone without a User-Agent (the smallest policy), or one that an address or
// a job names, is not warned of. Failed before: no warning ("with a UA beside" gave none).
func TestRequestlessAgent(t *testing.T) {
	base := readPolicyText(t, "../generator/testdata/smallest/policy.toml")
	base = strings.Replace(base, "token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nuser_agent = \"MinimalBot/1.0 (+https://minimalbot.eu/)\"\n", 1)
	const training = "\n[agents.training]\ntoken = \"MinimalBot-Training\"\n"
	want := "policy.toml:24:2: warning: agents.training: states no user_agent, and no address, host name or job names it, though agents.bot states the User-Agent it sends: the page states this agent as a crawler that sends requests, under the page's limits and addresses, and says that a robots.txt group naming it stops its fetching (want its user_agent as sent, if it fetches; a product token that sends no requests of its own and only controls how the pages another agent fetches are used, such as a training-only token, is not an agent: leave it out of agents and state it in the site's own text)"
	for _, tc := range []struct {
		name, src, want string
	}{
		{"with a UA beside", base + training, want},
		{"alone", readPolicyText(t, "../generator/testdata/smallest/policy.toml"), ""},
		{"its own UA", base + training + "user_agent = \"MinimalBot-Training/1.0\"\n", ""},
		{"a job", base + training + "\n[jobs.survey]\nlabel = { en = \"Survey\", de = \"Erhebung\", fr = \"Enquête\", pl = \"Badanie\" }\nagent = \"training\"\ncadence = [{ every = \"7d\" }]\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse([]byte(tc.src), "policy.toml")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, w := range p.Warnings() {
				got = append(got, w.String())
			}
			g := strings.Join(got, "\n")
			if g != tc.want {
				t.Errorf("got\n%s\nwant\n%s", g, tc.want)
			}
		})
	}
}

// TestBareSize: a size written as a quoted string of digits loads as bytes, with a warning that
// says so and what to write; on a job's budget it names jobs.NAME.caps for pages too (new-user
// trial 32, F-18: budgets = [{ max = "20000", key = "domain" }] meant 20,000 pages, and the page
// said 20 kB). A size with a unit, or an integer of bytes, has no warning.
func TestBareSize(t *testing.T) {
	base := readBase(t)
	tests := []struct {
		name, budget string
		want         []string
	}{
		{"budget, quoted digits", `max = "20000"`, []string{
			`policy.toml:67:14: warning: jobs.sync.budgets[0].max: "20000" names no unit: it is read as 20000 bytes, 20kB (write "20000B" for bytes, or jobs.sync.caps with unit = "pages" to count pages)`,
		}},
		{"budget, unit B", `max = "20000B"`, nil},
		{"budget, integer", `max = 20000`, nil},
		{"budget, unit MB", `max = "50MB"`, nil},
	}
	for _, tt := range tests {
		src := strings.Replace(base, "\n[[jobs.sync.cadence]]", "budgets = [{ "+tt.budget+`, key = "domain" }]`+"\n\n[[jobs.sync.cadence]]", 1)
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var got []string
		for _, w := range p.Warnings() {
			got = append(got, w.String())
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: warnings (-want +got):\n%s", tt.name, diff)
		}
	}
	src := strings.Replace(base, "[robots_txt]\n", "[robots_txt]\nmax_size = \"600000\"\n", 1)
	p, err := Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range p.Warnings() {
		got = append(got, w.String())
	}
	want := []string{`policy.toml:79:1: warning: robots_txt.max_size: "600000" names no unit: it is read as 600000 bytes, 600kB (write "600000B" for bytes)`}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("robots_txt.max_size: warnings (-want +got):\n%s", diff)
	}
}
