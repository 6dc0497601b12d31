package policy

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// mybot is the hostile trial's policy: two agents, a preferred night window, a daily quota and
// three snippets.
func mybot(t *testing.T) *Policy {
	t.Helper()
	src, err := os.ReadFile("testdata/mybot.toml")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse(src, "mybot.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// diffCase is an edit of mybot and every change Diff must find, as "kind pointer class", with
// "!" after the class when the change is known to make the crawler less polite.
type diffCase struct {
	name string
	edit func(p *Policy)
	want []string
}

func runDiffCases(t *testing.T, cases []diffCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			old, new := mybot(t), mybot(t)
			tc.edit(new)
			changes, err := Diff(old, new)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range changes {
				got = append(got, changeLine(c))
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

func snippet(p *Policy, id string) *Snippet {
	for i := range p.Snippets {
		if p.Snippets[i].ID == id {
			return &p.Snippets[i]
		}
	}
	panic("no snippet " + id)
}

// TestM6SnippetChangesAreNotWording is defect M6 of the hostile trial: a change to what a
// snippet blocks was "wording". A snippet that blocks less (an agent or a path removed, the
// snippet removed) lets webmasters who copy it shut out less: looser, which needs sign-off; one
// that blocks more makes the crawler easier to stop: stricter. Its label alone is wording.
func TestM6SnippetChangesAreNotWording(t *testing.T) {
	runDiffCases(t, []diffCase{
		{"agent removed", func(p *Policy) { snippet(p, "both").Agents = []string{"harvestmouse"} },
			[]string{"removed /snippets/both/agents/1 looser!"}},
		{"agent added", func(p *Policy) { snippet(p, "exclude").Agents = []string{"harvestmouse", "mousepreview"} },
			[]string{"added /snippets/exclude/agents/1 stricter"}},
		{"path narrowed", func(p *Policy) { snippet(p, "exclude").Paths = []string{"/nothing-here/"} },
			// "/" before covers "/nothing-here/": it blocks nothing more (new-user trial 23, F17:
			// "the snippet will block more than before").
			[]string{"added /snippets/exclude/paths/0 neutral", "removed /snippets/exclude/paths/0 looser!"}},
		// "/" after covers both paths before: their removal blocks nothing less.
		{"path widened to the whole site", func(p *Policy) { snippet(p, "no-search").Paths = []string{"/"} },
			[]string{"added /snippets/no-search/paths/0 stricter", "removed /snippets/no-search/paths/0 neutral", "removed /snippets/no-search/paths/1 neutral"}},
		{"path added", func(p *Policy) { snippet(p, "no-search").Paths = append(snippet(p, "no-search").Paths, "/cart") },
			[]string{"added /snippets/no-search/paths/2 stricter"}},
		{"snippet removed", func(p *Policy) { p.Snippets = p.Snippets[:2] },
			[]string{"removed /snippets/no-search looser!"}},
		{"label only", func(p *Policy) { snippet(p, "both").Label["en"] = "Shut out both of our crawlers" },
			[]string{"changed /snippets/both/label/en wording"}},
	})
}

// TestM26DiffClasses is defect m26 of the hostile trial: a preferred window turned quiet moves
// the crawling into the rest of the day (not provably more polite), a quiet one turned preferred
// draws the crawler to the hours it kept away from (less polite); base_url moves ips.json and the
// address in the User-Agent (identity); site.example says whether the page binds the operator at
// all (looser either way: needs sign-off); a quota whose period or key changes is one change.
func TestM26DiffClasses(t *testing.T) {
	runDiffCases(t, []diffCase{
		{"preferred window turned quiet", func(p *Policy) { p.Windows[0].Kind = WindowKindQuiet },
			[]string{"changed /windows/night/kind looser"}},
		{"base_url", func(p *Policy) { p.Site.BaseURL = "https://elsewhere.example/bot/" },
			[]string{"changed /site/base_url identity"}},
		{"example turned off", func(p *Policy) { p.Site.Example = false },
			[]string{"removed /site/example looser"}},
		{"quota period", func(p *Policy) { p.Limits.Quotas[0].Period = mustDuration(t, "12h") },
			[]string{"changed /limits/quotas/0/period looser!"}},
		{"quota key", func(p *Policy) { p.Limits.Quotas[0].Key = ScopeAllSites },
			[]string{"changed /limits/quotas/0 looser"}},
		{"quota period and max", func(p *Policy) {
			p.Limits.Quotas[0].Period, p.Limits.Quotas[0].Max = mustDuration(t, "1h"), 300
		}, []string{"changed /limits/quotas/0/max stricter", "changed /limits/quotas/0/period looser!"}},
	})
	// And the other way round: a quiet window turned preferred.
	old, new := mybot(t), mybot(t)
	old.Windows[0].Kind = WindowKindQuiet
	changes, err := Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != 1 || changes[0].Class != ClassLooser || !changes[0].LessPolite {
		t.Errorf("quiet window turned preferred: %+v, want one looser change that makes the crawler less polite", changes)
	}
}

// An upper bound added where none was in force limits a crawler that was unbounded: more polite;
// one removed lifts the limit: less polite (English review, finding 67).
func TestDiffUpperBounds(t *testing.T) {
	runDiffCases(t, []diffCase{
		{"response size capped", func(p *Policy) { p.Limits.MaxBodySize = 16_000_000 },
			[]string{"added /limits/max_body_size stricter"}},
		{"redirects capped", func(p *Policy) { p.Limits.MaxRedirects = 5 },
			[]string{"added /limits/max_redirects stricter"}},
		{"concurrency unbounded", func(p *Policy) { p.Limits.Concurrency, p.Limits.ConcurrencyKey = 0, "" },
			[]string{"removed /limits/concurrency looser!", "removed /limits/concurrency_key looser"}},
		{"concurrency raised", func(p *Policy) { p.Limits.Concurrency = 2 },
			[]string{"changed /limits/concurrency looser!"}},
	})
}

func mustDuration(t *testing.T, s string) Duration {
	t.Helper()
	d, err := ParseDuration(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestGroupMatchingDiff: reading the "*" group with the agent's own obeys more rules than RFC
// 9309's reading (stricter); obeying only the first group naming it, or only the groups that write
// its token in its own case, obeys fewer (looser, known to be less polite); the two deviations
// from one to the other cannot be ordered.
func TestGroupMatchingDiff(t *testing.T) {
	set := func(m GroupMatching) func(p *Policy) { return func(p *Policy) { p.Agents[0].GroupMatching = m } }
	runDiffCases(t, []diffCase{
		{"merges-star", set(GroupMatchingMergesStar), []string{"added /agents/harvestmouse/group_matching stricter"}},
		{"first-group", set(GroupMatchingFirstGroup), []string{"added /agents/harvestmouse/group_matching looser!"}},
		{"case-sensitive", set(GroupMatchingCaseSensitive), []string{"added /agents/harvestmouse/group_matching looser!"}},
	})
	old, new := mybot(t), mybot(t)
	old.Agents[0].GroupMatching, new.Agents[0].GroupMatching = GroupMatchingFirstGroup, GroupMatchingCaseSensitive
	changes, err := Diff(old, new)
	if err != nil || len(changes) != 1 || changes[0].Class != ClassLooser || changes[0].LessPolite {
		t.Errorf("first-group → case-sensitive: %+v, %v; want one change, looser, not known to be less polite", changes, err)
	}
}

// TestPortalDiff: a customer dashboard where requests are made, and where a request is made, are
// the contact's, like the e-mail address.
func TestPortalDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{"portal and a request made there", func(p *Policy) {
			p.Contact.Portal = &Portal{URL: "https://mouse.example/dashboard", Kind: PortalKindCustomerDashboard}
			p.Contact.Requests = []Request{{Kind: RequestKindStop, Via: []RequestChannel{RequestChannelPortal}}}
		}, []string{"added /contact/portal contact", "added /contact/requests/0 contact"}},
	})
	old, new := mybot(t), mybot(t)
	for _, p := range []*Policy{old, new} {
		p.Contact.Portal = &Portal{URL: "https://mouse.example/dashboard", Kind: PortalKindCustomerDashboard}
		p.Contact.Requests = []Request{{Kind: RequestKindStop, Via: []RequestChannel{RequestChannelPortal}}}
	}
	new.Contact.Portal.Kind = PortalKindSiteOwnerPortal
	new.Contact.Requests[0].Via = append(new.Contact.Requests[0].Via, RequestChannelEmail)
	changes, err := Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range changes {
		got = append(got, string(c.Kind)+" "+c.Pointer+" "+string(c.Class))
	}
	want := []string{"changed /contact/portal/kind contact", "added /contact/requests/0/via/1 contact"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestStopsRunDiff: a reaction that ends the run where it paused: the run stops, and the pause
// and the scope it replaces are stricter with it (a stopped run sends nothing more, which no
// pause of a server does); back from a stop to a pause, all three are looser and less polite.
func TestStopsRunDiff(t *testing.T) {
	pausing := basePolicyWith(t)
	stopping := basePolicyWith(t, replace("on = [\"timeout\"]\npause = \"1h\"\nscope = \"server\"\n", "on = [\"timeout\"]\nstops_run = true\nscope = \"run\"\n"))
	for _, tc := range []struct {
		old, new *Policy
		want     string
	}{
		{pausing, stopping, "added /jobs/sync/reactions/0/stops_run stricter false\nchanged /jobs/sync/reactions/0/scope stricter false\nremoved /jobs/sync/reactions/0/pause stricter false"},
		{stopping, pausing, "added /jobs/sync/reactions/0/pause looser true\nchanged /jobs/sync/reactions/0/scope looser true\nremoved /jobs/sync/reactions/0/stops_run looser true"},
	} {
		if got := diffClasses(t, tc.old, tc.new); got != tc.want {
			t.Errorf("changes:\n%s\nwant:\n%s", got, tc.want)
		}
	}
}

// TestDiffTargetRobotsUse: a category of site reads robots.txt unless it says otherwise, so
// reading it again is more polite, no longer reading it less polite, and writing the default out
// ("read" where nothing was said) no change of behaviour (found by reading the rules: the order
// was reversed, so reading robots.txt again needed sign-off).
func TestDiffTargetRobotsUse(t *testing.T) {
	src, err := os.ReadFile("../policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const notRead = "[targets.streaming-providers]\nlabel = { en = \"Providers that stream council sessions\", de = \"Streaming-Plattformen für Ratssitzungen\", fr = \"Prestataires de retransmission des séances du conseil\", pl = \"Dostawcy transmisji posiedzeń rad\" }\nrobots_txt = \"not-read\"\n"
	if !strings.Contains(string(src), notRead) {
		t.Fatal("the root policy no longer has the category streaming-providers as this test expects")
	}
	parse := func(robots string) *Policy {
		t.Helper()
		s := strings.Replace(string(src), notRead, strings.Replace(notRead, "robots_txt = \"not-read\"\n", robots, 1), 1)
		p, err := Parse([]byte(s), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	unset, read, no := parse(""), parse("robots_txt = \"read\"\n"), parse("robots_txt = \"not-read\"\n")
	for _, c := range []struct {
		name     string
		old, new *Policy
		want     Class
	}{
		{"read again", no, read, ClassStricter},
		{"no longer read", read, no, ClassLooser},
		{"not-read removed (default: read)", no, unset, ClassStricter},
		{"not-read added", unset, no, ClassLooser},
		{"the default written out", unset, read, ClassNeutral},
		{"the default left out", read, unset, ClassNeutral},
	} {
		changes, err := Diff(c.old, c.new)
		if err != nil {
			t.Fatal(err)
		}
		if len(changes) != 1 || changes[0].Class != c.want || changes[0].LessPolite != (c.want == ClassLooser) {
			t.Errorf("%s: %+v, want one %s change", c.name, changes, c.want)
		}
	}
}

// changeLine is a change as the diff tests write it: kind, pointer and class, with "!" where it
// is known to be less polite ("removed /limits/min_interval looser!").
func changeLine(c Change) string {
	s := string(c.Kind) + " " + c.Pointer + " " + string(c.Class)
	if c.LessPolite {
		s += "!"
	}
	return s
}

// fieldLine is changeLine with the change's Field after it ("added /agents/x/sitemaps_first
// neutral sitemaps_first").
func fieldLine(c Change) string { return changeLine(c) + " " + c.Field }

// dataLine is changeLine with " data" after it where the change is about the use of the data
// (Change.DataUse).
func dataLine(c Change) string {
	if c.DataUse {
		return changeLine(c) + " data"
	}
	return changeLine(c)
}

// diffLines is Diff(old, new) as the diff tests compare it: each change written by line
// (changeLine, fieldLine, dataLine), sorted, one a line, so that a test of several changes does
// not pin the order Diff lists them in (runDiffCases does).
func diffLines(t *testing.T, old, new *Policy, line func(Change) string) string {
	t.Helper()
	changes, err := Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	got := make([]string, len(changes))
	for i, c := range changes {
		got[i] = line(c)
	}
	slices.Sort(got)
	return strings.Join(got, "\n")
}
