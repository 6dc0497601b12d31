package polite_test

import (
	"fmt"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/polite"
)

// TestIdleStateDropped: the state per host (the robots.txt copy, the spacing, a slot, a quota
// count) goes once it constrains nothing, so that a long-running crawler holds the hosts of its
// recent past, not every host it ever fetched; a last good copy of robots.txt kept without end
// (keep_last_good) stays.
func TestIdleStateDropped(t *testing.T) {
	for _, keep := range []bool{false, true} {
		t.Run(fmt.Sprintf("keep_last_good=%v", keep), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				p := basePolicy()
				p.Limits.Concurrency, p.Limits.ConcurrencyKey = 2, benchPolicy().Limits.ConcurrencyKey
				p.Limits.Quotas = append(p.Limits.Quotas, benchPolicy().Limits.Quotas...)
				p.RobotsTxt.CacheFor, p.RobotsTxt.TakesEffectWithin = dur("1h"), dur("1h")
				p.RobotsTxt.KeepLastGood = keep
				const hosts = 50
				for i := range hosts {
					s.add(fmt.Sprintf("h%d.example", i), "", site{})
				}
				tr := start(t, p, s, polite.Options{})
				for i := range hosts {
					if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://h%d.example/", i)); err != nil {
						t.Fatal(err)
					}
				}
				if r, k := tr.Tracked(); r != hosts || k == 0 {
					t.Fatalf("after %d hosts: %d robots.txt copies and %d keys", hosts, r, k)
				}
				time.Sleep(2*time.Hour + 2*time.Minute) // past the cache time, the quota's hour and a sweep
				r, k := tr.Tracked()
				want := 0
				if keep {
					want = hosts
				}
				if r != want || k != 0 {
					t.Errorf("two hours idle: %d robots.txt copies and %d keys held, want %d and 0", r, k, want)
				}
			})
		})
	}
}
