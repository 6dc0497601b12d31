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
// a job names, or one that says how it fetches (trigger, fetches, on_demand), is not warned of;
// the warning says that a robots.txt group stops its fetching only where the page says so (audit
// 12, smaller point a: before, "on demand" and "a trigger" were warned of, and the clause stood in
// every warning). Failed before: no warning ("with a UA beside" gave none).
func TestRequestlessAgent(t *testing.T) {
	base := readPolicyText(t, "../generator/testdata/smallest/policy.toml")
	base = strings.Replace(base, "token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nuser_agent = \"MinimalBot/1.0 (+https://minimalbot.eu/)\"\n", 1)
	const training = "\n[agents.training]\ntoken = \"MinimalBot-Training\"\n"
	want := "policy.toml:24:2: warning: agents.training: states no user_agent, nothing of how it fetches (trigger, fetches, on_demand), and no address, host name or job names it, though agents.bot states the User-Agent it sends: the page states this agent as a crawler that sends requests, under the page's limits and addresses (want its user_agent as sent, if it fetches; a product token that sends no requests of its own and only controls how the pages another agent fetches are used, such as a training-only token, is not an agent: leave it out of agents and state it in the fetching agent's usage_tokens, e.g. agents.bot.usage_tokens = [{ token = \"MinimalBot-Training\", controls = [\"train-ai\"] }])"
	for _, tc := range []struct {
		name, src, want string
	}{
		{"with a UA beside", base + training, want},
		{"alone", readPolicyText(t, "../generator/testdata/smallest/policy.toml"), ""},
		{"its own UA", base + training + "user_agent = \"MinimalBot-Training/1.0\"\n", ""},
		// Audit 12, smaller point a: the clause on robots.txt only where the page says it.
		{"obeys robots.txt", base + training + "robots_txt = \"read\"\n", strings.Replace(want, " under the page's limits and addresses (want", " under the page's limits and addresses, and says that a robots.txt group naming it stops its fetching (want", 1)},
		// An agent that says how it fetches sends requests (search-engine's readlater).
		{"on demand", base + training + "trigger = \"user-request\"\nfetches = [\"named-url\"]\n\n[agents.training.on_demand]\nonce = true\n", ""},
		{"a trigger", base + training + "trigger = \"user-request\"\n", ""},
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

// TestSchemeAsGiven: agents.X.http.scheme_as_given states that each URL is fetched over the
// scheme it names, never over the other (new-user trial 32, F-16: ["http", "https"] was written
// for that and read as HTTP first, HTTPS only where it fails). It needs schemes listing both;
// ["http", "https"] without it is legal but downgrades links to HTTPS, and is warned of with the
// two right forms. Each URL over its own scheme alone is more polite than a fallback (no second
// request). Failed before: unknown key, and no warning.
func TestSchemeAsGiven(t *testing.T) {
	const follows = "follows_links = \"within-site\"\n"
	runBadPolicies(t, []badPolicy{{
		name:  "no schemes",
		edits: []edit{replace(follows, follows+"http = { methods = [\"GET\"], scheme_as_given = true }\n")},
		want:  []string{`policy.toml:33:29: agents.bot.http.scheme_as_given: is set, but schemes is not: it says that each URL is fetched over the scheme it names, of the two (want schemes = ["https", "http"] with it)`},
	}, {
		name:  "one scheme",
		edits: []edit{replace(follows, follows+"http = { schemes = [\"https\"], scheme_as_given = true }\n")},
		want:  []string{`policy.toml:33:31: agents.bot.http.scheme_as_given: is set, but schemes does not list both "http" and "https": with one scheme, every URL is fetched over it (leave scheme_as_given out, or want schemes = ["https", "http"])`},
	}})

	base := readBase(t)
	for _, tc := range []struct {
		name, http string
		want       []string
	}{
		{"HTTP first", `http = { schemes = ["http", "https"] }`, []string{
			`policy.toml:33:10: warning: agents.bot.http.schemes: ["http", "https"] fetches each URL over HTTP first and over HTTPS only where that fails, so a link to HTTPS is fetched over HTTP (want scheme_as_given = true where each URL is fetched over the scheme it names, or ["https", "http"] for HTTPS first)`,
		}},
		{"HTTP first, as given", `http = { schemes = ["http", "https"], scheme_as_given = true }`, nil},
		{"HTTPS first", `http = { schemes = ["https", "http"] }`, nil},
		{"HTTPS first, as given", `http = { schemes = ["https", "http"], scheme_as_given = true }`, nil},
	} {
		p, err := Parse([]byte(strings.Replace(base, follows, follows+tc.http+"\n", 1)), "policy.toml")
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []string
		for _, w := range p.Warnings() {
			got = append(got, w.String())
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: warnings (-want +got):\n%s", tc.name, diff)
		}
	}

	with := func(asGiven bool) *Policy {
		p := mybot(t)
		p.Agents[0].HTTP = &HTTP{Methods: []Method{MethodGET}, Schemes: []Scheme{SchemeHTTPS, SchemeHTTP}, SchemeAsGiven: asGiven}
		return p
	}
	const ptr = "/agents/harvestmouse/http"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"as given, no fallback", with(false), with(true), "changed " + ptr + " stricter"},
		{"fallback again", with(true), with(false), "changed " + ptr + " looser!"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, changeLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
