package policy

import "testing"

// TestStopsAfterFailures: agents.X.stops_after_failures states that a URL whose every fetch has
// failed for a time in a row is no longer fetched, and who is then told (new-user trial 26, F-07:
// "checks of a URL stop after 30 days of consecutive failures, and the customer is told" had no
// key, and a sentence in about.md with its number was refused). It needs the time; "customer" is
// told only by an agent whose trigger is "customer-scheduled". Stating it or a shorter time is
// more polite (requests that only fail are spared), withdrawing it or a longer time less polite;
// who is told is neither. Failed before: unknown key stops_after_failures.
func TestStopsAfterFailures(t *testing.T) {
	const follows = "follows_links = \"within-site\"\n"
	runBadPolicies(t, []badPolicy{{
		name:  "no time, a customer told by an unattended agent",
		edits: []edit{replace(follows, follows+"stops_after_failures = { notifies = \"customer\" }\n")},
		want: []string{
			`policy.toml:33:1: agents.bot.stops_after_failures.for: missing (want how long every fetch of a URL has failed, in a row, when the agent stops fetching it, e.g. "30d")`,
			`policy.toml:33:26: agents.bot.stops_after_failures.notifies: is "customer", but the agent's trigger is not "customer-scheduled": no customer registered the URLs it fetches, so none can be told (want trigger = "customer-scheduled", or leave notifies out)`,
		},
	}, {
		name:  "who is told, not a value",
		edits: []edit{replace(follows, follows+"stops_after_failures = { for = \"30d\", notifies = \"webmaster\" }\n")},
		want: []string{
			`policy.toml:33:39: agents.bot.stops_after_failures.notifies: "webmaster" is not allowed here (want one of "customer")`,
		},
	}})
	with := func(after string, who Notified) *Policy {
		p := mybot(t)
		p.Agents[0].Trigger = TriggerCustomerScheduled
		if after != "" {
			p.Agents[0].StopsAfterFailures = &StopsAfterFailures{For: mustDuration(t, after), Notifies: who}
		}
		return p
	}
	const ptr = "/agents/harvestmouse/stops_after_failures"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"stated", with("", ""), with("720h", ""), "added " + ptr + " stricter"},
		{"withdrawn", with("720h", ""), with("", ""), "removed " + ptr + " looser!"},
		{"shorter", with("720h", ""), with("168h", ""), "changed " + ptr + " stricter"},
		{"longer", with("168h", ""), with("720h", ""), "changed " + ptr + " looser!"},
		{"who is told", with("720h", ""), with("720h", NotifiedCustomer), "changed " + ptr + " neutral"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, changeLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
	if err := with("720h", NotifiedCustomer).Validate(); err != nil {
		t.Errorf("a customer-scheduled agent that tells the customer: %v", err)
	}
}
