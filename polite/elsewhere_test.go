package polite_test

import (
	"errors"
	"fmt"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestElsewhereCaps: caps counted in files, persons or documents are the crawler's; New names
// each in UnenforceableError.Pointers, ready for Options.Elsewhere, and with them there it leaves
// those caps to the crawler while a cap in requests beside them is still enforced.
func TestElsewhereCaps(t *testing.T) {
	p := basePolicy()
	p.Limits.MinInterval = dur("0s")
	p.Limits.IntervalKey = "" // no interval
	p.Limits.Quotas = []policy.Cap{
		{Max: 10, Period: dur("1h"), Unit: policy.CapUnitFiles},
		{Max: 2, Period: dur("1h"), Key: policy.ScopeSite},
		{Max: 5, Period: dur("24h"), Unit: policy.CapUnitPersons},
		{Max: 7, Period: dur("24h"), Unit: policy.CapUnitDocuments},
	}
	_, err := polite.New(p, polite.Options{Agent: "bot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) {
		t.Fatalf("New: %v, want an *UnenforceableError", err)
	}
	want := []string{"/limits/quotas/0", "/limits/quotas/2", "/limits/quotas/3"}
	if fmt.Sprint(ue.Pointers) != fmt.Sprint(want) {
		t.Fatalf("Pointers = %v, want %v (%v)", ue.Pointers, want, ue.Statements)
	}
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		tr := start(t, p, s, polite.Options{Elsewhere: ue.Pointers})
		var errs []error
		for i := range 3 {
			_, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d", i))
			errs = append(errs, err)
		}
		var qe *polite.QuotaError
		if errs[0] != nil || errs[1] != nil || !errors.As(errs[2], &qe) || qe.Pointer != "/limits/quotas/1" {
			t.Errorf("requests against the cap of 2 in requests: %v; want two sent and a *QuotaError at /limits/quotas/1", errs)
		}
	})
}
