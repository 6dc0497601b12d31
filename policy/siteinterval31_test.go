package policy

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSiteInterval (new-user trial 31, F-03): jobs.X.site_interval is the least time between two
// runs of the job on the same site ("each site at most once every three years"), which
// runs_per_year (at least 1) cannot say and refetch_interval (each resource) says falsely;
// policy.json carries it in seconds. validate refuses it, at its place and all at once, on a job
// without runs and below a minute; no longer than the job's cadence already spaces its runs, a
// warning. Failed before: unknown key "site_interval".
func TestSiteInterval(t *testing.T) {
	src, err := badPolicy{edits: []edit{replace(runAt, runAt+"site_interval = \"3y\"\n")}}.apply(readBase(t))
	if err != nil {
		t.Fatal(err)
	}
	p := parseText(t, src, "policy.toml")
	sync, _ := p.Jobs.Get("sync")
	js, err := json.Marshal(sync)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"site_interval":94608000`; !strings.Contains(string(js), want) {
		t.Errorf("policy.json's job = %s, want %s", js, want)
	}
	for _, w := range p.Warnings() {
		if w.Path == "jobs.sync.site_interval" {
			t.Errorf("3 years between runs of a job that runs every 10 minutes is warned of: %v", w)
		}
	}
	runBadPolicies(t, []badPolicy{
		{name: "no runs", edits: []edit{replace(runAt, runAt+"site_interval = \"3y\"\ncontinuous = true\n"), replace("[[jobs.sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "")}, want: []string{
			`policy.toml:67:1: jobs.sync.site_interval: is set, but the job runs continuously, without runs, so the page would space runs the job never has (want a cadence, triggers, started_by or runs_per_year on the job, or leave it out)`,
		}},
		{name: "shorter than a minute", edits: []edit{replace(runAt, runAt+"site_interval = \"30s\"\n")}, want: []string{
			`policy.toml:67:1: jobs.sync.site_interval: 30s is shorter than a minute (want the least time between two runs of the job on the same site, e.g. "3y")`,
		}},
	})
	runValidCases(t, []badPolicy{
		{name: "no longer than the cadence", edits: []edit{replace(runAt, runAt+"site_interval = \"5m\"\n")}, want: []string{
			`policy.toml:67:1: warning: jobs.sync.site_interval: 5m is no longer than the 10m between the runs of cadence[0], so no run can come to a site sooner anyway (want more than 10m, or leave site_interval out)`,
		}},
	})
}

// TestSiteIntervalDiff (F-03): a longer least time between two runs on a site, or one added, is
// more polite; a shorter one, or one removed, less.
func TestSiteIntervalDiff(t *testing.T) {
	runSyncFieldDiffCases(t, []syncFieldDiffCase{
		{"added", "", "site_interval = \"3y\"\n", "added /jobs/sync/site_interval stricter job_site_interval"},
		{"longer", "site_interval = \"1y\"\n", "site_interval = \"3y\"\n", "changed /jobs/sync/site_interval stricter job_site_interval"},
		{"shorter", "site_interval = \"3y\"\n", "site_interval = \"1y\"\n", "changed /jobs/sync/site_interval looser! job_site_interval"},
		{"removed", "site_interval = \"3y\"\n", "", "removed /jobs/sync/site_interval looser! job_site_interval"},
	})
}
