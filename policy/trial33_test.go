package policy

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// trial33Policy is the policy of new-user trial 33 (A11yMonitor, a public agency's
// accessibility-monitoring crawler), with edits, each of which must match once.
func trial33Policy(t *testing.T, edits ...edit) string {
	t.Helper()
	b, err := os.ReadFile("../generator/testdata/trial33/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, e := range edits {
		if strings.Count(s, e.old) != 1 {
			t.Fatalf("trial 33's policy does not hold %q once", e.old)
		}
		s = strings.Replace(s, e.old, e.new, 1)
	}
	return s
}

// TestTrial33Contradictions (new-user trial 33): validate refuses, each at its place, a policy
// whose page would contradict itself, and accepts the honest statement in its place.
//   - F-01/F-06: a re-check request without a time limit is offered as immediate, so the job it
//     names may not run only within a window of kind "only", nor be held back by a quiet window;
//     with the request's time limit (within_working_days or within_days) it may, and a job's own
//     time limit must then be the same. Before, the window was accepted and the time limit
//     refused.
//   - F-02: a Crawl-delay that can never act (crawl_delay_max no longer than the crawler's own
//     interval) was refused only for an agent that obeys robots.txt, not for one that reads it
//     for its Crawl-delay alone (robots_txt = "not-read", crawl_delay = "applied"), and without
//     regard to an agent's own longer min_interval.
//   - F-03: a span of a job's dates on which its window of kind "only" never opens (its
//     except_days, or days outside its days) was accepted.
func TestTrial33Contradictions(t *testing.T) {
	const window = "[windows.hours]\nkind = \"only\"\nlabel = { en = \"Office hours\", de = \"Bürozeiten\", fr = \"Heures de bureau\", pl = \"Godziny biurowe\" }\ndays = \"mon-fri\"\nhours = [\"08:00-18:00\"]\njobs = [\"recheck\"]\n\n[jobs.recheck]\n"
	const quiet = "[windows.night]\nkind = \"quiet\"\nlabel = { en = \"Night\", de = \"Nacht\", fr = \"Nuit\", pl = \"Noc\" }\nhours = [\"22:00-06:00\"]\novernight = true\n\n[jobs.recheck]\n"
	const reCheck = "via = [\"portal\"]\njobs = [\"recheck\"]\n"
	for _, tc := range []struct {
		name string
		src  string
		want []string
	}{
		{"F-01: immediate re-check of a job that runs only within a window", trial30Policy(t,
			edit{"[jobs.recheck]\n", window},
		), []string{
			`policy.toml:43:9: contact.requests[0].jobs[0]: names "recheck", which runs only within windows.hours (kind "only"), so a re-check asked for outside it waits until the window opens, but the request states no time limit and the page would offer the re-check as immediate (want a time limit on the request, e.g. within_working_days = 10, or "recheck" taken out of windows.hours.jobs)`,
		}},
		{"F-01: immediate re-check held back by a quiet window", trial30Policy(t,
			edit{"[jobs.recheck]\n", quiet},
		), []string{
			`policy.toml:43:9: contact.requests[0].jobs[0]: names "recheck", which sends no request within windows.night (kind "quiet"), so a re-check asked for then waits until the window ends, but the request states no time limit and the page would offer the re-check as immediate (want a time limit on the request, e.g. within_working_days = 1)`,
		}},
		{"F-01: re-check within 10 working days of a job that runs only within a window", trial30Policy(t,
			edit{"[jobs.recheck]\n", window},
			edit{reCheck, reCheck + "within_working_days = 10\n"},
		), nil},
		{"F-01: re-check within 14 days, by a job in quiet hours", trial30Policy(t,
			edit{"[jobs.recheck]\n", quiet},
			edit{reCheck, reCheck + "within_days = 14\n"},
		), nil},
		{"F-06: re-check and its job within the same 10 working days", trial30Policy(t,
			edit{"[jobs.recheck]\n", window},
			edit{reCheck, reCheck + "within_working_days = 10\n"},
			edit{"triggers = [\"site-request\"]\n", "triggers = [\"site-request\"]\nwithin_working_days = 10\n"},
		), nil},
		{"F-06: re-check within 14 days of a job within 10 working days", trial30Policy(t,
			edit{reCheck, reCheck + "within_days = 14\n"},
			edit{"triggers = [\"site-request\"]\n", "triggers = [\"site-request\"]\nwithin_working_days = 10\n"},
		), []string{
			`policy.toml:43:9: contact.requests[0].jobs[0]: names "recheck", which runs within 10 working days of a site's request (jobs.recheck.within_working_days), but the request states within_days = 14 (want within_working_days = 10 on the request, as on the job)`,
		}},
		{"F-02: Crawl-delay capped below the interval, read by an agent that does not obey robots.txt", trial33Policy(t,
			edit{"crawl_delay_max = \"60s\"\n", "crawl_delay_max = \"5s\"\n"},
		), []string{
			`policy.toml:147:1: robots_txt.crawl_delay_max: 5s is no longer than the crawler's own interval of 10s (limits.min_interval), and the crawler keeps the longer of the two: no Crawl-delay can slow it down, yet the page would offer one as the way to (want crawl_delay_max longer than 10s, e.g. "1m", or crawl_delay = "ignored")`,
		}},
		{"F-02: Crawl-delay capped at the interval of the agent's own limits", trial33Policy(t,
			edit{"crawl_delay_max = \"60s\"\n", "crawl_delay_max = \"20s\"\n"},
			edit{"[agents.a11ymonitor.http]\n", "[agents.a11ymonitor.limits]\nmin_interval = \"20s\"\ninterval_key = \"site\"\n\n[agents.a11ymonitor.http]\n"},
		), []string{
			`policy.toml:151:1: robots_txt.crawl_delay_max: 20s is no longer than the crawler's own interval of 20s (agents.a11ymonitor.limits.min_interval), and the crawler keeps the longer of the two: no Crawl-delay can slow it down, yet the page would offer one as the way to (want crawl_delay_max longer than 20s, e.g. "1m", or crawl_delay = "ignored")`,
		}},
		{"F-02: Crawl-delay capped above the agent's own interval", trial33Policy(t,
			edit{"[agents.a11ymonitor.http]\n", "[agents.a11ymonitor.limits]\nmin_interval = \"20s\"\ninterval_key = \"site\"\n\n[agents.a11ymonitor.http]\n"},
		), nil},
		{"F-03: dates on the window's except_days, and on a weekend", trial33Policy(t,
			edit{`dates = [{ from = "01-01", until = "11-30" }]`, `dates = [{ from = "12-25", until = "12-26" }, { from = 2027-12-04, until = 2027-12-05 }, { from = 2027-12-06, until = 2027-12-06 }]`},
		), []string{
			`policy.toml:117:12: jobs.simplified.dates[0]: 12-25 to 12-26 falls only on days on which windows.office does not open (outside its days, or on its except_days), and jobs.simplified runs only within it, so the job can never run on these dates (want dates on which the window opens, or fewer except_days)`,
			`policy.toml:117:49: jobs.simplified.dates[1]: 2027-12-04 to 2027-12-05 falls only on days on which windows.office does not open (outside its days, or on its except_days), and jobs.simplified runs only within it, so the job can never run on these dates (want dates on which the window opens, or fewer except_days)`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.src), "policy.toml")
			var got []string
			for _, l := range problemLines(t, err) {
				// The trial's token has digits: warned of in every case, and beside the point here.
				if !strings.Contains(l, "warning: agents.a11ymonitor.token:") {
					got = append(got, l)
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("problems mismatch (-want +got):\n%s\ngot, as Go:\n%s", diff, goLines(got))
			}
		})
	}
}
