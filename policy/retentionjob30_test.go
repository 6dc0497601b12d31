package policy

import (
	"os"
	"strings"
	"testing"
)

// TestRetentionAfterJob (new-user trial 27, F-05): legal.retention[].after_job counts keep_for
// from the end of a job's dates; JobEnd is the last day of the span that ends last. A job that is
// not in jobs, one without dates with a year, and after_job beside indefinitely are refused, each
// with its place and what would be right, all at once. Failed before: unknown key "after_job".
func TestRetentionAfterJob(t *testing.T) {
	src, err := os.ReadFile("../generator/testdata/smallest/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const jobs = `
[jobs.survey]
label = { en = "Survey", de = "Erhebung", fr = "Enquête", pl = "Badanie" }
agent = "bot"
dates = [{ from = 2027-05-01, until = 2027-06-30 }, { from = 2027-01-11, until = 2027-04-09 }]

[jobs.yearly]
label = { en = "Yearly", de = "Jährlich", fr = "Annuel", pl = "Coroczne" }
agent = "bot"
dates = [{ from = "03-01", until = "03-31" }]
`
	p, err := Parse(append(src, jobs+"\n[[legal.retention]]\nwhat = \"extracted-data\"\nkeep_for = \"1y\"\nafter_job = \"survey\"\n"...), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	end, i, ok := p.JobEnd(p.Legal.Retention[0].AfterJob)
	if !ok || end.String() != "2027-06-30" || i != 0 {
		t.Errorf("JobEnd(survey) = %v, %d, %v; want 2027-06-30, 0, true", end, i, ok)
	}
	_, err = Parse(append(src, jobs+`
[[legal.retention]]
what = "extracted-data"
keep_for = "1y"
after_job = "survy"

[[legal.retention]]
what = "raw-responses"
keep_for = "30d"
after_job = "yearly"

[[legal.retention]]
what = "request-logs"
indefinitely = true
after_job = "survey"
`...), "policy.toml")
	for _, want := range []string{
		`policy.toml:36:1: legal.retention[0].after_job: "survy" is not in jobs (did you mean "survey"?)`,
		`policy.toml:41:1: legal.retention[1].after_job: jobs.yearly states no dates with a year, so the page could not say when the period starts (want dates = [{ from = 2027-01-11, until = 2027-04-09 }] on the job, after in place of after_job to name the period in words, e.g. after = { en = "the monitoring period", … }, or leave after_job out to count from the fetch)`,
		`policy.toml:46:1: legal.retention[2].after_job: is set beside indefinitely, which states no period to count from the job's end (want keep_for, e.g. "1y")`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v\nwant %s", err, want)
		}
	}
}
