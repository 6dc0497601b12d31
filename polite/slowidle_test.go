package polite_test

import (
	"fmt"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestSlowDownLastsADay proves what the package doc, plan.go and the README say of a slowed
// interval: the page states no return to the usual interval, so nothing brings it back but the
// store forgetting the count, a day (countIdle) after its last change. After a 429 under
// basePolicy's 2 s per host name, the interval is 4 s; a request 23 hours later is still spaced
// 4 s from the next, one 25 hours later 2 s.
func TestSlowDownLastsADay(t *testing.T) {
	const s = time.Second
	for _, tc := range []struct {
		idle time.Duration
		want time.Duration
	}{
		{23 * time.Hour, 4 * s},
		{25 * time.Hour, 2 * s},
	} {
		t.Run(tc.idle.String(), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				ss := newSites()
				ss.add("a.example", "", scripted(429))
				p := basePolicy()
				p.Errors.SlowDown = &policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}, Factor: 2, Scope: policy.ScopeHostname}
				tr := start(t, p, ss, polite.Options{})
				for i := range 4 {
					if i == 2 {
						time.Sleep(tc.idle)
					}
					if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d", i)); err != nil {
						t.Fatal(err)
					}
				}
				got := gaps(ss.requests(pages))
				if len(got) != 3 {
					t.Fatalf("gaps %v, want 3", got)
				}
				if !near(got[0], 4*s) || !near(got[2], tc.want) {
					t.Errorf("gaps %v: want 4s after the 429, and %v between the two requests %v later", got, tc.want, tc.idle)
				}
			})
		})
	}
}
