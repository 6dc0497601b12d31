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
// the third page is refused with a *QuotaError. Failed before: unknown unit.
func TestQuotaOfPageLoads(t *testing.T) {
	p := basePolicy()
	p.Agents[0].Embedded = &policy.Embedded{Fetch: policy.EmbeddedFetched}
	p.Limits.MinInterval, p.Limits.IntervalUnit = dur("1s"), policy.LoadUnitPageLoads
	p.Limits.Quotas = []policy.Cap{{Max: 2, Period: dur("24h"), Key: policy.ScopeHostname, Unit: policy.CapUnitPageLoads}}
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		tr := start(t, p, s, polite.Options{Elsewhere: []string{"/agents/bot/embedded/fetch"}})
		for page := range 2 {
			if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/p%d", page)); err != nil {
				t.Fatalf("page load %d: %v, want it sent", page, err)
			}
			for r := range 3 {
				if _, err := get(tr, polite.Fetch{Embedded: true}, fmt.Sprintf("http://a.example/p%d-%d.css", page, r)); err != nil {
					t.Fatalf("resource %d of page %d: %v, want it sent with its page", r, page, err)
				}
			}
		}
		var qe *polite.QuotaError
		if _, err := get(tr, polite.Fetch{}, "http://a.example/p2"); !errors.As(err, &qe) || qe.Pointer != "/limits/quotas/0" {
			t.Errorf("a third page load: %v, want a *QuotaError at /limits/quotas/0", err)
		}
	})
}
