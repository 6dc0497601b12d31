package policy

import (
	"os"
	"strings"
	"testing"
)

// TestRetentionAfterPeriod (new-user trial 31, F-04): legal.retention[].after counts keep_for
// from the end of a period named in words ("deleted 5 years after the end of the monitoring
// period"), for a yearly check whose dates have no year and so no after_job. after beside
// after_job, beside indefinitely, and without a language of the site are refused, each with its
// place and what would be right, all at once. Failed before: unknown key "after".
func TestRetentionAfterPeriod(t *testing.T) {
	src, err := os.ReadFile("../generator/testdata/smallest/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const jobs = `
[jobs.yearly]
label = { en = "Yearly", de = "Jährlich", fr = "Annuel", pl = "Coroczne" }
agent = "bot"
dates = [{ from = "03-01", until = "03-31" }]
`
	const period = `{ en = "the monitoring period", de = "der Überwachungszeitraum", fr = "la période de contrôle", pl = "okres monitorowania" }`
	p, err := Parse(append(src, jobs+"\n[[legal.retention]]\nwhat = \"screenshots\"\nkeep_for = \"5y\"\nafter = "+period+"\n"...), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Legal.Retention[0].After["de"]; got != "der Überwachungszeitraum" {
		t.Errorf("after.de = %q, want %q", got, "der Überwachungszeitraum")
	}
	_, err = Parse(append(src, jobs+`
[[legal.retention]]
what = "screenshots"
keep_for = "5y"
after_job = "yearly"
after = `+period+`

[[legal.retention]]
what = "request-logs"
indefinitely = true
after = `+period+`

[[legal.retention]]
what = "raw-responses"
keep_for = "1y"
after = { en = "the monitoring period", de = "der Überwachungszeitraum", fr = "la période de contrôle" }
`...), "policy.toml")
	for _, want := range []string{
		`policy.toml:31:1: legal.retention[0].after_job: jobs.yearly states no dates with a year, so the page could not say when the period starts (want dates = [{ from = 2027-01-11, until = 2027-04-09 }] on the job, after in place of after_job to name the period in words, e.g. after = { en = "the monitoring period", … }, or leave after_job out to count from the fetch)`,
		`policy.toml:32:1: legal.retention[0].after: is set, but so is after_job (keep the one the operator states: after_job for a job whose dates have a year, after for a period named in words)`,
		`policy.toml:37:1: legal.retention[1].after: is set beside indefinitely, which states no period to count from its end (want keep_for, e.g. "5y")`,
		`policy.toml:42:1: legal.retention[2].after: missing the "pl" text (every text needs all the site's languages: `,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v\nwant %s", err, want)
		}
	}
}
