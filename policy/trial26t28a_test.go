package policy

import (
	"strings"
	"testing"
	"time"
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

// TestEveryChoices: a cadence rule's every_choices states intervals of which the customer picks
// one (new-user trial 26, F-04: three rules with invented conditions were the only way, and the
// page then called the last the default). At least two, each once, not with every, is_default or
// at, and only for a customer-scheduled agent. In the diff the shortest decides (shorter is less
// polite), a choice withdrawn may move customers to a shorter one, a longer one added is more
// polite. Failed before: unknown key every_choices.
func TestEveryChoices(t *testing.T) {
	const rule = "every = \"10m\"\n"
	runBadPolicies(t, []badPolicy{{
		name:  "beside every, twice, a default, for an unattended agent",
		edits: []edit{replace(rule, rule+"every_choices = [\"1m\", \"5m\", \"1m\"]\nis_default = true\n")},
		want: []string{
			`policy.toml:72:1: jobs.sync.cadence[0].every_choices: is set, but agent "bot"'s trigger is not "customer-scheduled": no customer picks the interval (want every, or trigger = "customer-scheduled" on the agent)`,
			`policy.toml:72:1: jobs.sync.cadence[0].every_choices: is set, but so is every (want every for one interval, every_choices for intervals of which the customer picks one)`,
			`policy.toml:72:30: jobs.sync.cadence[0].every_choices[2]: 1m is listed twice`,
			`policy.toml:73:1: jobs.sync.cadence[0].is_default: is set beside every_choices: the customer picks one of the intervals, none is a default (leave is_default out)`,
		},
	}, {
		name:  "one choice",
		edits: []edit{replace(rule, "every_choices = [\"5m\"]\n"), replace("trigger = \"unattended\"", "trigger = \"customer-scheduled\"")},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].every_choices: lists one interval, which is no choice (want every = "5m", or two or more intervals)`,
		},
	}})
	choices := func(ds ...string) *Policy {
		src := strings.Replace(readBase(t), "trigger = \"unattended\"", "trigger = \"customer-scheduled\"", 1)
		src = strings.Replace(src, rule, "every_choices = [\""+strings.Join(ds, "\", \"")+"\"]\n", 1)
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	const ptr = "/jobs/sync/cadence/0/every_choices"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"a shorter shortest", choices("5m", "15m"), choices("1m", "15m"), "changed " + ptr + " looser!"},
		{"a longer shortest", choices("1m", "15m"), choices("5m", "15m"), "changed " + ptr + " stricter"},
		{"a longer choice added", choices("1m", "5m"), choices("1m", "5m", "1h"), "changed " + ptr + " stricter"},
		{"a choice withdrawn", choices("1m", "5m", "15m"), choices("1m", "5m"), "changed " + ptr + " looser"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, changeLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
	if got := choices("15m", "1m", "5m").Jobs[0].Cadence[0].Shortest(); got.Duration != time.Minute {
		t.Errorf("Shortest() = %v, want 1m", got)
	}
}
