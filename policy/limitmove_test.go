package policy

import (
	"slices"
	"strings"
	"testing"
)

// TestLimitMovedInForceUnchanged: a limit of each request (conditional requests, redirects,
// timeouts, the largest body) moved between the general limits and the agents' own, which hold in
// addition to them, is classed by what is in force for every agent on every category of site
// (Policy.Effective): where that is the same before and after, every change of the move is
// neutral, not "less polite" with a sign-off beside "more polite" (new-user trial 20, finding 19).
// A move that leaves an agent, or a target that replaces the general value, with less than before
// keeps its classes.
func TestLimitMovedInForceUnchanged(t *testing.T) {
	headers := []ConditionalHeader{"If-None-Match", "If-Modified-Since"}
	general := func(p *Policy) { p.Limits.ConditionalRequests = headers }
	inAgents := func(ids ...string) func(p *Policy) {
		return func(p *Policy) {
			for i := range p.Agents {
				if slices.Contains(ids, p.Agents[i].ID) {
					p.Agents[i].Limits.ConditionalRequests = headers
				}
			}
		}
	}
	both := func(fs ...func(*Policy)) func(*Policy) {
		return func(p *Policy) {
			for _, f := range fs {
				f(p)
			}
		}
	}
	diff := func(editOld, editNew func(*Policy)) string {
		t.Helper()
		old, new := mybot(t), mybot(t)
		editOld(old)
		editNew(new)
		changes, err := Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			got = append(got, changeLine(c))
		}
		return strings.Join(got, "\n")
	}
	cases := []struct {
		name     string
		old, new func(*Policy)
		want     []string
	}{
		{"into every agent", general, inAgents("harvestmouse", "mousepreview"), []string{
			"added /agents/harvestmouse/limits/conditional_requests/0 neutral",
			"added /agents/harvestmouse/limits/conditional_requests/1 neutral",
			"added /agents/mousepreview/limits/conditional_requests/0 neutral",
			"added /agents/mousepreview/limits/conditional_requests/1 neutral",
			"removed /limits/conditional_requests/0 neutral",
			"removed /limits/conditional_requests/1 neutral",
		}},
		{"back from every agent", inAgents("harvestmouse", "mousepreview"), general, []string{
			"removed /agents/harvestmouse/limits/conditional_requests/0 neutral",
			"removed /agents/harvestmouse/limits/conditional_requests/1 neutral",
			"removed /agents/mousepreview/limits/conditional_requests/0 neutral",
			"removed /agents/mousepreview/limits/conditional_requests/1 neutral",
			"added /limits/conditional_requests/0 neutral",
			"added /limits/conditional_requests/1 neutral",
		}},
		{"repeated in an agent", general, both(general, inAgents("harvestmouse")), []string{
			"added /agents/harvestmouse/limits/conditional_requests/0 neutral",
			"added /agents/harvestmouse/limits/conditional_requests/1 neutral",
		}},
		{"into one agent of two", general, inAgents("harvestmouse"), []string{
			"added /agents/harvestmouse/limits/conditional_requests/0 stricter",
			"added /agents/harvestmouse/limits/conditional_requests/1 stricter",
			"removed /limits/conditional_requests/0 looser!",
			"removed /limits/conditional_requests/1 looser!",
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := diff(tc.old, tc.new); got != strings.Join(tc.want, "\n") {
				t.Errorf("changes:\n%s\nwant:\n%s", got, strings.Join(tc.want, "\n"))
			}
		})
	}
	t.Run("a target replaces the general value", func(t *testing.T) {
		// With a target whose own conditional_requests replace the general ones, moving the
		// general ones into the agents adds them to the target's sites: in force changes there.
		withTarget := func(p *Policy) {
			p.Targets = append(p.Targets, Target{ID: "feeds", Label: Label{"en": "Feeds", "de": "Feeds", "fr": "Flux", "pl": "Kanały"}, Limits: Limits{ConditionalRequests: []ConditionalHeader{"If-None-Match"}}})
		}
		got := diff(both(withTarget, general), both(withTarget, inAgents("harvestmouse", "mousepreview")))
		if strings.Contains(got, "neutral") {
			t.Errorf("changes:\n%s\nwant none neutral: the target's sites now get If-Modified-Since too", got)
		}
	})
}
