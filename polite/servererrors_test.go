package polite_test

import (
	"errors"
	"net/http"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestOwnStatusCountsAsServerError: a 503 that a reaction of its own pauses for also counts
// toward the run of server errors that another reaction counts (it is a 5xx, and no success):
// 500, 503 (10 minutes' pause), 500 make three server errors in a row, and the hour's pause of
// the server errors follows. The pages say so in that row, "A server error (HTTP 5xx, including
// HTTP 503), 3 times in a row" (new-user trial 21, finding 10; TestServerErrorsIncludeOwnStatus).
func TestOwnStatusCountsAsServerError(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var status atomic.Int32
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(int(status.Load()))
		}})
		p := basePolicy()
		p.Limits.MinInterval = dur("1s")
		p.Errors.Reactions = []policy.Reaction{
			{On: []policy.Condition{policy.ConditionStatus503}, Pause: dur("10m"), Scope: policy.ScopeHostname},
			{On: []policy.Condition{policy.ConditionStatus5xx}, Threshold: 3, Consecutive: true, Pause: dur("1h"), Scope: policy.ScopeHostname},
		}
		tr := start(t, p, s, polite.Options{})
		var pe *polite.PausedError
		for i, st := range []int32{500, 503, 500} {
			status.Store(st)
			if _, err := get(tr, polite.Fetch{}, "http://a.example/x"); errors.As(err, &pe) {
				time.Sleep(pe.Until.Sub(time.Now()))
				if _, err = get(tr, polite.Fetch{}, "http://a.example/x"); err != nil {
					t.Fatalf("request %d after the pause: %v", i, err)
				}
			} else if err != nil {
				t.Fatalf("request %d: %v", i, err)
			}
		}
		_, err := get(tr, polite.Fetch{}, "http://a.example/x")
		if !errors.As(err, &pe) || pe.Pointer != "/errors/reactions/1" {
			t.Fatalf("after 500, 503, 500: err = %v, want a *PausedError of /errors/reactions/1", err)
		}
		if got := pe.Until.Sub(time.Now()); got != time.Hour {
			t.Errorf("paused for %v, want 1h", got)
		}
	})
}
