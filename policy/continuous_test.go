package policy

import "testing"

// TestContinuousJob: a job that runs continuously (jobs.X.continuous) states no runs, so a
// schedule rule or a number of runs a year beside it is an error (new-user trial 21, finding 2);
// a job that states nothing of when it runs is valid with a warning (TestFormerFalsePositives).
func TestContinuousJob(t *testing.T) {
	cadence := "[[jobs.sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n"
	runBadPolicies(t, []badPolicy{
		{
			name:  "continuous beside a cadence",
			edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\ncontinuous = true\n")},
			want: []string{
				`policy.toml:66:1: jobs.sync.continuous: is set, but so is cadence: a job that runs continuously has no schedule rules (want one of the two)`,
			},
		},
		{
			name:  "continuous beside runs_per_year",
			edits: []edit{replace(cadence, "continuous = true\nruns_per_year = { min = 2, max = 4 }\n")},
			want: []string{
				`policy.toml:68:1: jobs.sync.continuous: is set, but so is runs_per_year: a job that runs continuously has no runs to count (want one of the two)`,
			},
		},
	})
}
