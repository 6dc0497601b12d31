package policy

import (
	"strings"
	"testing"
)

// TestRateMovedInForceUnchanged: a rate, a number at a time or a quota moved from the general
// limits into every agent's own is neutral where what is in force for every agent on every
// category of site is the same before and after: the general limits hold for each agent on its
// own (package polite counts them per agent), as an agent's own limits do. Before, each item was
// classed on its own ("removed /limits/min_interval looser!" beside "added
// /agents/X/limits/min_interval stricter"; new-user trial 20, finding 19's remainder). A move into
// one agent of two, a move of limits shared across the operator's services (then counted for all
// agents together, not for each), and a move past a target whose own value replaces the general
// one keep their classes, and so does a move that changes the value.
func TestRateMovedInForceUnchanged(t *testing.T) {
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
	none := func(*Policy) {}
	// into moves the general limits into the agents named, or only the fields keep keeps.
	into := func(keep func(Limits) Limits, ids ...string) func(*Policy) {
		return func(p *Policy) {
			moved := keep(p.Limits)
			for i := range p.Agents {
				for _, id := range ids {
					if p.Agents[i].ID == id {
						p.Agents[i].Limits = moved
					}
				}
			}
			p.Limits = subtract(p.Limits, moved)
		}
	}
	all := func(l Limits) Limits { return l }
	rate := func(l Limits) Limits { return Limits{MinInterval: l.MinInterval, IntervalKey: l.IntervalKey} }
	shared := func(p *Policy) { p.Limits.SharedAcrossServices = true }
	then := func(fs ...func(*Policy)) func(*Policy) {
		return func(p *Policy) {
			for _, f := range fs {
				f(p)
			}
		}
	}
	cases := []struct {
		name     string
		old, new func(*Policy)
		want     string
	}{
		{"every limit into every agent", none, into(all, "harvestmouse", "mousepreview"), `added /agents/harvestmouse/limits/min_interval neutral
added /agents/harvestmouse/limits/interval_key neutral
added /agents/harvestmouse/limits/concurrency neutral
added /agents/harvestmouse/limits/concurrency_key neutral
added /agents/harvestmouse/limits/quotas/0 neutral
added /agents/mousepreview/limits/min_interval neutral
added /agents/mousepreview/limits/interval_key neutral
added /agents/mousepreview/limits/concurrency neutral
added /agents/mousepreview/limits/concurrency_key neutral
added /agents/mousepreview/limits/quotas/0 neutral
removed /limits/min_interval neutral
removed /limits/interval_key neutral
removed /limits/concurrency neutral
removed /limits/concurrency_key neutral
removed /limits/quotas/0 neutral`},
		{"the rate into every agent", none, into(rate, "harvestmouse", "mousepreview"), `added /agents/harvestmouse/limits/min_interval neutral
added /agents/harvestmouse/limits/interval_key neutral
added /agents/mousepreview/limits/min_interval neutral
added /agents/mousepreview/limits/interval_key neutral
removed /limits/min_interval neutral
removed /limits/interval_key neutral`},
		{"back from every agent", into(rate, "harvestmouse", "mousepreview"), none, `removed /agents/harvestmouse/limits/min_interval neutral
removed /agents/harvestmouse/limits/interval_key neutral
removed /agents/mousepreview/limits/min_interval neutral
removed /agents/mousepreview/limits/interval_key neutral
added /limits/min_interval neutral
added /limits/interval_key neutral`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := diff(tc.old, tc.new); got != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
	// What is in force changes: no change of the move is neutral.
	for _, tc := range []struct {
		name     string
		old, new func(*Policy)
	}{
		{"into one agent of two", none, into(rate, "harvestmouse")},
		{"into every agent, slower", none, then(into(rate, "harvestmouse", "mousepreview"), func(p *Policy) {
			for i := range p.Agents {
				p.Agents[i].Limits.MinInterval = Duration{Duration: 10e9}
			}
		})},
		{"shared limits into every agent", shared, then(shared, into(rate, "harvestmouse", "mousepreview"))},
		{"past a target that replaces the rate", withFeeds, then(withFeeds, into(rate, "harvestmouse", "mousepreview"))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := diff(tc.old, tc.new)
			if got == "" || strings.Contains(got, "neutral") {
				t.Errorf("changes:\n%s\nwant none neutral", got)
			}
		})
	}
}

// withFeeds adds a target whose own min_interval replaces the general one on its sites.
func withFeeds(p *Policy) {
	p.Targets = append(p.Targets, Target{ID: "feeds", Label: Label{"en": "Feeds", "de": "Feeds", "fr": "Flux", "pl": "Kanały"}, Limits: Limits{MinInterval: Duration{Duration: 1e9}}})
}

// subtract is l without the fields that moved sets.
func subtract(l, moved Limits) Limits {
	if !moved.MinInterval.IsZero() {
		l.MinInterval, l.IntervalKey = Duration{}, ""
	}
	if moved.Concurrency != 0 {
		l.Concurrency, l.ConcurrencyKey = 0, ""
	}
	if len(moved.Quotas) > 0 {
		l.Quotas = nil
	}
	return l
}
