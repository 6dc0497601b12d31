package policy

import (
	"encoding/json"
	"strings"
	"testing"
)

// runAt is the end of jobs.sync's scalar keys in testdata/policy.toml, where a test adds its own.
const runAt = followUpAt

// TestRunShape (new-user trial 29, F-07): a job states how long one of its runs takes at most
// (jobs.X.run_takes_at_most) and how its requests are spread over it (jobs.X.spread); policy.json
// carries both. validate refuses each, at its place and all at once, for a job without runs
// (continuous, or nothing that starts one), a run shorter than a minute and an unknown spread;
// a run longer than the interval of the job's cadence is a warning (runs would overlap). Before,
// both keys were unknown.
func TestRunShape(t *testing.T) {
	weekly := []edit{replace(runAt, runAt+"run_takes_at_most = \"5d\"\nspread = \"random-order\"\n"), replace("days = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "every = \"7d\"\n")}
	src, err := badPolicy{edits: weekly}.apply(readBase(t))
	if err != nil {
		t.Fatal(err)
	}
	p := parseText(t, src, "policy.toml")
	sync, _ := p.Jobs.Get("sync")
	js, err := json.Marshal(sync)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"run_takes_at_most":432000,"spread":"random-order"`; !strings.Contains(string(js), want) {
		t.Errorf("policy.json's job = %s, want %s", js, want)
	}
	for _, w := range p.Warnings() {
		if w.Path == "jobs.sync.run_takes_at_most" {
			t.Errorf("a 5-day run of a weekly job is warned of: %v", w)
		}
	}
	runBadPolicies(t, []badPolicy{
		{name: "no runs", edits: []edit{replace(runAt, runAt+"run_takes_at_most = \"5d\"\nspread = \"even\"\ncontinuous = true\n"), replace("[[jobs.sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "")}, want: []string{
			`policy.toml:67:1: jobs.sync.run_takes_at_most: is set, but the job runs continuously, without runs, so the page would bound runs the job never has (want a cadence, triggers, started_by or runs_per_year on the job, or leave it out)`,
			`policy.toml:68:1: jobs.sync.spread: is set, but the job runs continuously, without runs, so the page would spread requests over runs the job never has (want a cadence, triggers, started_by or runs_per_year on the job, or leave it out)`,
		}},
		{name: "shorter than a minute, unknown spread", edits: []edit{replace(runAt, runAt+"run_takes_at_most = \"30s\"\nspread = \"burst\"\n")}, want: []string{
			`policy.toml:67:1: jobs.sync.run_takes_at_most: 30s is shorter than a minute (want how long one run takes at most, e.g. "5d")`,
			`policy.toml:68:1: jobs.sync.spread: "burst" is not allowed here (want one of "even", "random-order")`,
		}},
	})
	runValidCases(t, []badPolicy{
		{name: "longer than the cadence", edits: []edit{replace(runAt, runAt+"run_takes_at_most = \"1h\"\n")}, want: []string{
			`policy.toml:67:1: warning: jobs.sync.run_takes_at_most: 1h is longer than the 10m between the runs of cadence[0], so a run may still be going when the next starts (want at most 10m, unless runs overlap on purpose)`,
		}},
	})
}

// TestRunShapeDiff (F-07): a run's upper bound is a promise about when, not how much (neutral);
// a spread is more polite the less the requests bunch: even, then random order.
func TestRunShapeDiff(t *testing.T) {
	runSyncFieldDiffCases(t, []syncFieldDiffCase{
		{"bound added", "", "run_takes_at_most = \"1m\"\n", "added /jobs/sync/run_takes_at_most neutral job_run_takes_at_most"},
		{"bound longer", "run_takes_at_most = \"1m\"\n", "run_takes_at_most = \"2m\"\n", "changed /jobs/sync/run_takes_at_most neutral job_run_takes_at_most"},
		{"spread stated", "", "spread = \"even\"\n", "added /jobs/sync/spread stricter job_spread"},
		{"random order", "spread = \"even\"\n", "spread = \"random-order\"\n", "changed /jobs/sync/spread stricter job_spread"},
		{"spread withdrawn", "spread = \"random-order\"\n", "", "removed /jobs/sync/spread looser! job_spread"},
	})
}

// syncFieldDiffCase is a change of jobs.sync in the base policy: the keys written after its
// runAt line on the old and the new side, and the change Diff must find, as fieldLine gives it.
type syncFieldDiffCase struct{ name, old, new, want string }

// runSyncFieldDiffCases runs each case as a subtest (TestRunShapeDiff, TestSiteIntervalDiff).
func runSyncFieldDiffCases(t *testing.T, cases []syncFieldDiffCase) {
	t.Helper()
	with := func(keys string) *Policy {
		return parseText(t, strings.Replace(readBase(t), runAt, runAt+keys, 1), "policy.toml")
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, with(tc.old), with(tc.new), fieldLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
