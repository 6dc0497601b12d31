package policy

import (
	"fmt"
	"strings"
	"testing"
)

// TestPerRunNeedsRuns (new user 27, F-09): a quota or a job's cap counted per run, where the
// jobs it applies to do not say what starts a run (a study's job with dates alone), is refused
// with the jobs named and what would be right: the page said "at most 21 pages per run" and named
// no run anywhere. Failed before: the policies loaded.
func TestPerRunNeedsRuns(t *testing.T) {
	const rule = "[[jobs.sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n"
	datesOnly := replace(rule, "")
	dated := replace("target = \"portals\"\n", "target = \"portals\"\ndates = [{ from = 2027-01-11, until = 2027-04-09 }]\n")
	perRun := replace("period = \"24h\"\nkey = \"site\"\n", "per_run = true\nkey = \"site\"\n")
	runBadPolicies(t, []badPolicy{
		{
			name:  "general quota, job with dates alone",
			edits: []edit{datesOnly, dated, perRun},
			want: []string{
				`policy.toml:43:1: limits.quotas[0].per_run: is set, but jobs.sync does not say what starts a run (no cadence, triggers, started_by or runs_per_year), so the page would count per run of fetches it never divides into runs (want a cadence, triggers, started_by or runs_per_year on the job, or a period such as "24h")`,
			},
		},
		{
			name:  "category quota, job with dates alone",
			edits: []edit{datesOnly, dated, replace("concurrency_key = \"server\"\n", "concurrency_key = \"server\"\nquotas = [{ max = 21, unit = \"pages\", per_run = true, key = \"domain\" }]\n")},
			want: []string{
				`policy.toml:52:39: targets.portals.limits.quotas[0].per_run: is set, but jobs.sync does not say what starts a run (no cadence, triggers, started_by or runs_per_year), so the page would count per run of fetches it never divides into runs (want a cadence, triggers, started_by or runs_per_year on the job, or a period such as "24h")`,
			},
		},
		{
			name:  "job cap, job with dates alone",
			edits: []edit{datesOnly, dated, replace("target = \"portals\"\n", "target = \"portals\"\ncaps = [{ max = 21, unit = \"pages\", per_run = true, key = \"domain\" }]\n")},
			want: []string{
				`policy.toml:66:37: jobs.sync.caps[0].per_run: is set, but the job does not say what starts a run (no cadence, triggers, started_by or runs_per_year), so the page would count per run of fetches it never divides into runs (want a cadence, triggers, started_by or runs_per_year on the job, or a period such as "24h")`,
			},
		},
	})
	// With its schedule rule, the job has runs: the same quota loads.
	src, err := badPolicy{edits: []edit{dated, perRun}}.apply(readBase(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Parse([]byte(src), "policy.toml"); err != nil {
		t.Errorf("a quota per run of a job with a cadence: %v", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
}

// TestRequestWithinDays (new user 27, F-07): a request's time limit in calendar days
// (within_days) loads and is published; beside within_working_days it is refused, and a count
// over a year is warned of. A change from working days to days is one change, with no direction,
// not "no longer states how soon" beside "now states how soon". Failed before: unknown key
// "within_days".
func TestRequestWithinDays(t *testing.T) {
	const stop = "[[contact.requests]]\nkind = \"slower\"\nmin_interval = \"30s\"\n"
	runBadPolicies(t, []badPolicy{{
		name:  "within_days beside within_working_days",
		edits: []edit{replace(stop, stop+"within_days = 14\nwithin_working_days = 10\n")},
		want: []string{
			`policy.toml:25:1: contact.requests[0].within_days: is set, but so is within_working_days (want one of them: within_days counts calendar days, within_working_days working days)`,
		},
	}})
	load := func(within string) *Policy {
		t.Helper()
		src, err := badPolicy{edits: []edit{replace(stop, stop+within+"\n")}}.apply(readBase(t))
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	days, workingDays := load("within_days = 14"), load("within_working_days = 10")
	if got := days.Contact.Requests[0].WithinDays; got != 14 {
		t.Errorf("within_days = 14 loads as %d", got)
	}
	if w := load("within_days = 400").Warnings(); len(w) == 0 || !strings.Contains(fmt.Sprint(w), "contact.requests[0].within_days: 400 days is more than a year") {
		t.Errorf("within_days = 400: warnings %v, want one that it is more than a year", w)
	}
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"working days to days", workingDays, days, "changed /contact/requests/0/within_days contact /contact/requests/0/within_working_days 10→14"},
		{"days to working days", days, workingDays, "changed /contact/requests/0/within_working_days contact /contact/requests/0/within_days 14→10"},
	} {
		changes, err := Diff(tc.old, tc.new)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			got = append(got, string(c.Kind)+" "+c.Pointer+" "+string(c.Class)+" "+c.OldPointer+" "+c.Old+"→"+c.New)
		}
		if g := strings.Join(got, "\n"); g != tc.want {
			t.Errorf("%s: changes\n%s\nwant\n%s", tc.name, g, tc.want)
		}
	}
}
