package policy

import (
	"strings"
	"testing"
)

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

// TestCadencePer: jobs.X.cadence_per states what a job's schedule counts per (new-user trial 26,
// F-05: "every minute, from each of 4 regions" read as per site, while it held for each
// registered URL). It needs cadence; "registered-url" needs an agent whose trigger is
// "customer-scheduled". In the diff, per site is more polite than per host name; any other change
// is not ordered (looser). Failed before: unknown key cadence_per.
func TestCadencePer(t *testing.T) {
	const agent = "agent = \"bot\"\n"
	runBadPolicies(t, []badPolicy{{
		name:  "registered URLs of an unattended agent",
		edits: []edit{replace(agent, agent+"cadence_per = \"registered-url\"\n")},
		want: []string{
			`policy.toml:65:1: jobs.sync.cadence_per: is "registered-url", but agent "bot"'s trigger is not "customer-scheduled": no customer registers the URLs it fetches (want "site" or "hostname", or trigger = "customer-scheduled" on the agent)`,
		},
	}, {
		name: "no cadence",
		edits: []edit{
			replace(agent, agent+"cadence_per = \"site\"\n"),
			replace("[[jobs.sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "continuous = true\n"),
		},
		want: []string{
			`policy.toml:65:1: jobs.sync.cadence_per: is set, but the job has no cadence: there is no schedule to count per (want cadence rules, or leave cadence_per out)`,
		},
	}})
	per := func(v string) *Policy {
		src := readBase(t)
		if v != "" {
			src = strings.Replace(src, agent, agent+"cadence_per = \""+v+"\"\n", 1)
		}
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	const ptr = "/jobs/sync/cadence_per"
	for _, tc := range []struct {
		name, old, new, want string
	}{
		{"per host name to per site", "hostname", "site", "changed " + ptr + " stricter"},
		{"per site to per host name", "site", "hostname", "changed " + ptr + " looser!"},
		{"stated", "", "site", "added " + ptr + " looser"},
		{"withdrawn", "site", "", "removed " + ptr + " looser"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, per(tc.old), per(tc.new), changeLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
