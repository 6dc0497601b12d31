package policy

import (
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
