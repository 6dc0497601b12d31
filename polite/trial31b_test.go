package polite_test

import (
	"errors"
	"fmt"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestQuotaOfPageLoads (new-user trial 31, F-06): a quota in page loads (limits.quotas[].unit =
// "page-loads") counts a page and not the resources it embeds (Fetch.Embedded), as the interval
// in page loads spaces them: two page loads with three resources each fill a quota of 2, and
// the third page is refused with a *QuotaError; a job's cap (jobs.X.caps[].unit) alike. Failed
// before: unknown unit.
func TestQuotaOfPageLoads(t *testing.T) {
	for _, tc := range []struct {
		name, ptr string
		job       string
		set       func(p *policy.Policy, c policy.Cap)
	}{
		{"quota", "/limits/quotas/0", "", func(p *policy.Policy, c policy.Cap) { p.Limits.Quotas = []policy.Cap{c} }},
		{"a job's cap", "/jobs/check/caps/0", "check", func(p *policy.Policy, c policy.Cap) {
			p.Jobs = policy.Keyed[policy.Job]{{ID: "check", Label: policy.Label{"en": "Check"}, Agent: "bot", Continuous: true, Caps: []policy.Cap{c}}}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) { quotaOfPageLoads(t, tc.ptr, tc.job, tc.set) })
	}
}

func quotaOfPageLoads(t *testing.T, ptr, job string, set func(*policy.Policy, policy.Cap)) {
	p := basePolicy()
	p.Agents[0].Embedded = &policy.Embedded{Fetch: policy.EmbeddedFetched}
	p.Limits.MinInterval, p.Limits.IntervalUnit = dur("1s"), policy.LoadUnitPageLoads
	set(p, policy.Cap{Max: 2, Period: dur("24h"), Key: policy.ScopeHostname, Unit: policy.CapUnitPageLoads})
	elsewhere := []string{"/agents/bot/embedded/fetch"}
	if job != "" {
		elsewhere = append(elsewhere, "/jobs/"+job+"/continuous")
	}
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		tr := start(t, p, s, polite.Options{Elsewhere: elsewhere})
		for page := range 2 {
			if _, err := get(tr, polite.Fetch{Job: job}, fmt.Sprintf("http://a.example/p%d", page)); err != nil {
				t.Fatalf("page load %d: %v, want it sent", page, err)
			}
			for r := range 3 {
				if _, err := get(tr, polite.Fetch{Job: job, Embedded: true}, fmt.Sprintf("http://a.example/p%d-%d.css", page, r)); err != nil {
					t.Fatalf("resource %d of page %d: %v, want it sent with its page", r, page, err)
				}
			}
		}
		var qe *polite.QuotaError
		if _, err := get(tr, polite.Fetch{Job: job}, "http://a.example/p2"); !errors.As(err, &qe) || qe.Pointer != ptr {
			t.Errorf("a third page load: %v, want a *QuotaError at %s", err, ptr)
		}
	})
}
