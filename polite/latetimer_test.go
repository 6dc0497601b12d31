package polite_test

import (
	"fmt"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/polite"
)

// fastClock runs 1% faster than the timers: read on it, every timer fires 1% of its length late
// (10 ms after a wait of 1 s), as on a busy machine where Go's timers are often more than 1 ms
// late.
type fastClock struct{ start time.Time }

func (c fastClock) Now() time.Time {
	d := time.Since(c.start)
	return c.start.Add(d + d/100)
}

// TestLateTimer: a request whose timer fires late leaves at once where no request of its key left
// since it reserved its time; it does not reserve again behind its own reservation, which cost
// a whole interval more (newuser12, finding 4: a sequential client with min_interval 1 s saw gaps
// of 1.005, 3.015, 2.010 s). Requests that several goroutines reserved ahead, each woken late,
// still leave at least the interval apart, each later by its lateness, not by an interval.
func TestLateTimer(t *testing.T) {
	for _, tc := range []struct {
		name       string
		goroutines int
		each       int
	}{
		{name: "sequential", goroutines: 1, each: 12},
		{name: "concurrent", goroutines: 3, each: 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				clock := fastClock{time.Now()}
				s := newSites()
				s.Clock = clock.Now
				s.add("a.example", "", site{})
				p := basePolicy()
				p.Limits.MinInterval = dur("1s")
				tr := start(t, p, s, polite.Options{Clock: clock})
				var wg sync.WaitGroup
				for g := range tc.goroutines {
					wg.Go(func() {
						for i := range tc.each {
							if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d-%d", g, i)); err != nil {
								t.Error(err)
							}
						}
					})
				}
				wg.Wait()
				got := gaps(s.requests(pages))
				t.Logf("gaps: %v", got)
				if len(got) != tc.goroutines*tc.each-1 {
					t.Fatalf("%d gaps, want %d", len(got), tc.goroutines*tc.each-1)
				}
				for i, g := range got {
					// at least the interval; at most its 5 ms margin and the lateness of a
					// timer, 1% of the longest wait (12 intervals ahead: 121 ms)
					if g < time.Second || g > 1150*time.Millisecond {
						t.Errorf("gap %d = %v, want 1 s to 1.15 s (all gaps: %v)", i, g, got)
						break
					}
				}
			})
		})
	}
}
