package polite_test

import (
	"errors"
	"net/http"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestPausesStopRun: a reaction on "paused" counts the pauses the other reactions start, and at
// its threshold ends the run ("after 2 pauses, the day's run stops"): the run's next request, to
// any host, is refused with *RunStoppedError, the next run's is sent. Alone, and with two
// instances that share the count (the second pause met by the other instance).
func TestPausesStopRun(t *testing.T) {
	for _, shared := range []bool{false, true} {
		name := "alone"
		if shared {
			name = "a fleet of two"
		}
		t.Run(name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(429) }})
				s.add("b.example", "", site{})
				p := basePolicy()
				p.Limits.MinInterval = dur("1s")
				p.Limits.SharedAcrossServices = shared
				p.Errors.Reactions = []policy.Reaction{
					{On: []policy.Condition{policy.ConditionStatus429}, Pause: dur("10m"), Scope: policy.ScopeHostname},
					{On: []policy.Condition{policy.ConditionPaused}, Threshold: 2, StopsRun: true, Scope: policy.ScopeRun},
				}
				o := polite.Options{}
				if shared {
					o.Store = polite.NewMemoryStore()
				}
				a, b := start(t, p, s, o), start(t, p, s, o)
				if !shared {
					b = a
				}
				run1 := polite.Fetch{Keys: map[policy.Scope]string{policy.ScopeRun: "day-1"}}
				run2 := polite.Fetch{Keys: map[policy.Scope]string{policy.ScopeRun: "day-2"}}
				if code, err := get(a, run1, "http://a.example/x"); code != 429 || err != nil {
					t.Fatalf("first request: %d, %v; want 429", code, err)
				}
				if code, err := get(b, run1, "http://b.example/y"); code != 200 || err != nil {
					t.Errorf("after one pause, b.example: %d, %v; want it sent", code, err)
				}
				time.Sleep(11 * time.Minute)
				if code, err := get(b, run1, "http://a.example/x"); code != 429 || err != nil {
					t.Fatalf("after the pause: %d, %v; want 429", code, err)
				}
				var stopped *polite.RunStoppedError
				if _, err := get(a, run1, "http://b.example/z"); !errors.As(err, &stopped) || stopped.Run != "day-1" {
					t.Errorf("run day-1 after two pauses: %v, want a *RunStoppedError of day-1", err)
				}
				if code, err := get(a, run2, "http://b.example/z"); code != 200 || err != nil {
					t.Errorf("run day-2: %d, %v; want it sent", code, err)
				}
			})
		})
	}
}
