package export

import (
	"os"
	"slices"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestRunShapeListed (trial 29, F-07; new-user trial 31, F-03): how long a job's run takes at
// most, how its requests are spread over it and the least time between two of its runs on the
// same site are the crawler's scheduling, which no format carries: each export lists them as not
// enforced, with why, as it lists follow_up.
func TestRunShapeListed(t *testing.T) {
	src, err := os.ReadFile("../testdata/conform/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src) + "\n[jobs.pass]\nlabel = { en = \"Weekly pass\" }\nagent = \"examplebot\"\nrun_takes_at_most = \"5d\"\nsite_interval = \"30d\"\nspread = \"random-order\"\n\n[[jobs.pass.cadence]]\nevery = \"7d\"\n"
	p, err := policy.Parse([]byte(s), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex, err := Generate(p, f, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, ptr := range []string{"/jobs/pass/run_takes_at_most", "/jobs/pass/spread", "/jobs/pass/site_interval"} {
			want := Statement{ptr, "when the crawler schedules work (cadence, triggers, item retries, refetches, campaigns, budgets): the crawler's scheduler keeps it, not a setting of " + f.Name()}
			if !slices.Contains(ex.Unenforced, want) {
				t.Errorf("%s: not listed as not enforced: %v\n%v", f.Name(), want, ex.Unenforced)
			}
		}
	}
}
