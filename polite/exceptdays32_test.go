package polite_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestExceptDaysEnforced (t32c; new-user trial 28, F-06: "working days" without public holidays
// could not be stated, so polite fetched on 1 May): a window of kind "only" with except_days
// does not open on those days. Its job's request on Wednesday 2 December 2026 (except_days =
// ["12-02"]) waits for Thursday's span, not Wednesday's; a request at 23:00 on Wednesday or at
// 03:00 on Thursday, in the span that starts on the skipped day, is refused; one at 03:00 on
// Wednesday, in Tuesday's span, is sent; a dated day skips that day alone. The window's claim
// covers except_days and passes as stated. Failed before: unknown key "except_days".
func TestExceptDaysEnforced(t *testing.T) {
	parse := func(days string) *policy.Policy {
		p, err := policy.Parse([]byte(fmt.Sprintf(onlyWindowPolicy, "only", "jobs = [\"full-sync\"]\nexcept_days = "+days)), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	page := parse(`["12-02", "2027-01-01"]`)
	if _, uncovered, _ := conform.Claims(page); len(uncovered) > 0 {
		t.Errorf("no check covers %v", uncovered)
	}
	claims, o := claimsOf(t, page)
	c := claimByID(claims, "time window /windows/night")
	if c == nil {
		t.Fatal("no claim of the window")
	}
	synctest.Test(t, func(t *testing.T) {
		if v := judge(c, o, nil); v.Status != conform.Pass {
			t.Errorf("as stated: %s: %s", v.Status, strings.Join(v.Evidence, "; "))
		}
	})
	warsaw, _ := time.LoadLocation("Europe/Warsaw")
	for _, tc := range []struct {
		name, at string
		until    time.Time // zero: sent
	}{
		{"Wednesday 11:17, the day skipped", "2026-12-02T11:17:00+01:00", time.Date(2026, 12, 3, 22, 0, 0, 0, warsaw)},
		{"Wednesday 23:00, in the span of the day skipped", "2026-12-02T23:00:00+01:00", time.Date(2026, 12, 3, 22, 0, 0, 0, warsaw)},
		{"Thursday 03:00, in the span of the day skipped", "2026-12-03T03:00:00+01:00", time.Date(2026, 12, 3, 22, 0, 0, 0, warsaw)},
		{"Wednesday 03:00, in Tuesday's span", "2026-12-02T03:00:00+01:00", time.Time{}},
		{"Thursday 22:30", "2026-12-03T22:30:00+01:00", time.Time{}},
		{"Thursday 31 December 2026 23:00, the span of a day not skipped", "2026-12-31T23:00:00+01:00", time.Time{}},
		{"Friday 1 January 2027 12:00, a dated day skipped", "2027-01-01T12:00:00+01:00", time.Date(2027, 1, 4, 22, 0, 0, 0, warsaw)},
	} {
		synctest.Test(t, func(t *testing.T) {
			tr, err := polite.New(page, polite.Options{Agent: "bot", Clock: clockAt(tc.at), Base: canned{}, Resolve: resolveAll})
			if err != nil {
				t.Fatal(err)
			}
			defer tr.Close()
			ctx := polite.WithFetch(context.Background(), polite.Fetch{Job: "full-sync"})
			req, _ := http.NewRequestWithContext(ctx, "GET", "http://a.example/robots-free", nil)
			resp, err := tr.RoundTrip(req)
			if err == nil {
				resp.Body.Close()
			}
			var ow *polite.OutsideWindowError
			switch {
			case tc.until.IsZero() && err != nil:
				t.Errorf("%s: %v, want it sent", tc.name, err)
			case !tc.until.IsZero() && (!errors.As(err, &ow) || !ow.Until.Equal(tc.until)):
				t.Errorf("%s: %v, want *OutsideWindowError until %s", tc.name, err, tc.until)
			}
		})
	}
}
