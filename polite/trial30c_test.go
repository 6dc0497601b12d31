package polite_test

import (
	"errors"
	"fmt"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestQuotaOfJobs (new-user trial 30, F-07): a quota that names jobs (limits.quotas[].jobs)
// counts the requests of those jobs together, and no others: with 3 per day per domain over the
// daily verification and the re-checks, two requests of one and one of the other use it up, the
// next of either is refused with a *QuotaError at its pointer, and a request of another job or of
// none still goes out. Failed before: every request counted, and the fourth was refused.
func TestQuotaOfJobs(t *testing.T) {
	p := basePolicy()
	p.Limits.MinInterval = dur("1s")
	p.Limits.Quotas = []policy.Cap{{Max: 3, Period: dur("24h"), Key: policy.ScopeDomain, Jobs: []string{"daily", "recheck"}}}
	p.Jobs = policy.Keyed[policy.Job]{
		{ID: "daily", Label: policy.Label{"en": "Daily verification"}, Agent: "bot", Continuous: true},
		{ID: "recheck", Label: policy.Label{"en": "Recheck on request"}, Agent: "bot", Continuous: true},
		{ID: "audit", Label: policy.Label{"en": "Audit"}, Agent: "bot", Continuous: true},
	}
	elsewhere := []string{"/jobs/daily/continuous", "/jobs/recheck/continuous", "/jobs/audit/continuous"}
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		tr := start(t, p, s, polite.Options{Elsewhere: elsewhere})
		for i, f := range []polite.Fetch{{Job: "audit"}, {Job: "daily"}, {}, {Job: "recheck"}, {Job: "daily"}} {
			if _, err := get(tr, f, fmt.Sprintf("http://a.example/%d", i)); err != nil {
				t.Fatalf("request %d (job %q): %v, want it sent", i, f.Job, err)
			}
		}
		var qe *polite.QuotaError
		for _, job := range []string{"daily", "recheck"} {
			if _, err := get(tr, polite.Fetch{Job: job}, "http://a.example/"+job); !errors.As(err, &qe) || qe.Pointer != "/limits/quotas/0" {
				t.Errorf("a fourth request of the two jobs (%s): %v, want a *QuotaError at /limits/quotas/0", job, err)
			}
		}
		for _, f := range []polite.Fetch{{Job: "audit"}, {}} {
			if _, err := get(tr, f, "http://a.example/other-"+f.Job); err != nil {
				t.Errorf("a request of job %q after the quota of the two jobs is used up: %v, want it sent", f.Job, err)
			}
		}
	})
}
