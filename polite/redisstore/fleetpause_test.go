package redisstore_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// hearing is the shared store of one instance, noting when Redis confirmed a pause it started
// and when it heard of each pause (Watch), its own included.
type hearing struct {
	polite.Store
	l        *pauseLog
	instance int
}

type pauseLog struct {
	mu      sync.Mutex
	started []polite.Hold  // pauses Redis started (React's answer)
	heard   map[int][]seen // per instance, the pauses it heard of
}

type seen struct {
	at   time.Time
	hold polite.Hold
}

func (h hearing) React(ctx context.Context, now time.Time, steps []polite.ReactionStep) ([]polite.Hold, error) {
	hs, err := h.Store.React(ctx, now, steps)
	h.l.mu.Lock()
	h.l.started = append(h.l.started, hs...)
	h.l.mu.Unlock()
	return hs, err
}

func (h hearing) Watch(ctx context.Context, f func(polite.Hold)) error {
	return h.Store.Watch(ctx, func(p polite.Hold) {
		h.l.mu.Lock()
		h.l.heard[h.instance] = append(h.l.heard[h.instance], seen{time.Now(), p})
		h.l.mu.Unlock()
		f(p)
	})
}

// heardAt is when instance i first heard of a pause that lasts until at least until, or zero.
func (l *pauseLog) heardAt(i int, until time.Time) time.Time {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, s := range l.heard[i] {
		if !s.hold.Until.Before(until) {
			return s.at
		}
	}
	return time.Time{}
}

// hearLate is how long after Redis confirmed a pause an instance may still send a request that
// it admitted before: the news reaches it by Redis Pub/Sub, and a goroutine of a loaded two-core
// machine may run that late. The exact claim (an instance sends nothing from the moment it heard
// of a pause until the pause ends) is checked on the times it heard.
const hearLate = 50 * time.Millisecond

// TestFleetPauses runs four instances against one test site through one real Redis, each
// sending as fast as the published interval lets the fleet; one instance meets a 429 with
// Retry-After: 3, which errors.retry_after_max caps at 1 s, and a reaction on 429 that takes
// the Retry-After as its pause. Shared: none of the four sends to the site from the moment Redis
// holds the pause until it ends (each from the moment it heard of it, exactly; the fleet within
// hearLate of the 429), and they resume before the uncapped 3 s. Redis stopped: the instance
// that met the 429 pauses on its own and the others go on (limits.on_coordination_failure =
// "per-service": each keeps the limits on its own). Redis back: shared again. All along, Redis
// reserves no two requests of the fleet closer than the interval.
func TestFleetPauses(t *testing.T) {
	srv := startRedis(t)
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/429" {
			w.Header().Set("Retry-After", "3")
			w.WriteHeader(http.StatusTooManyRequests)
		}
	}))
	defer site.Close()
	p := fleetPolicy()
	p.Errors.RetryAfter = policy.RetryAfterUseHonoured
	p.Errors.RetryAfterMax = policy.Duration{Duration: time.Second}
	p.Errors.Reactions = []policy.Reaction{{On: []policy.Condition{policy.ConditionStatus429}, RetryAfter: true,
		Pause: policy.Duration{Duration: 500 * time.Millisecond}, Scope: policy.ScopeHostname}}
	rec := &sent{base: site.Client().Transport}
	pl := &pauseLog{heard: map[int][]seen{}}
	const n = 4
	interval := 100 * time.Millisecond
	var trs []*polite.Transport
	for i := range n {
		tr, err := polite.New(p, polite.Options{Agent: "bot", Base: recorder{rec, i},
			Store: hearing{reserving{redisstore.New(srv.client(t), "fleetp:"), rec, i}, pl, i}})
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		trs = append(trs, tr)
	}
	waitSubscribed(t, srv.client(t), "fleetp:"+"holds", n) // the instances subscribe to the pauses
	// robots.txt read once for the fleet before the phases: an instance waiting for another's
	// copy asks again after 0.1, 0.2, 0.4, 0.8 s…, which on a loaded machine could outlast a
	// pause in which it then sends nothing at all.
	for i, tr := range trs {
		req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/warm/%d", site.URL, i), nil)
		resp, err := tr.RoundTrip(req)
		if err != nil {
			t.Fatalf("instance %d: %v", i, err)
		}
		resp.Body.Close()
	}

	// phase runs every instance, pages back to back; from 300 ms on, instance trigger asks for
	// /429 once. It ends 2 s after the 429 came back (1 s after the capped pause) once every
	// instance held by a pause sent a page after it (however late a loaded machine runs it; at
	// the latest a minute in, or near the test's deadline), and returns when the 429 came back and
	// the longest pause each instance was held by.
	phase := func(name string, trigger int) (time.Time, map[int]time.Time) {
		var mu sync.Mutex
		held := map[int]time.Time{}
		resumed := map[int]time.Time{} // the last page each instance sent
		var t429 time.Time
		begin := time.Now()
		stop := begin.Add(time.Minute)
		if d, ok := t.Deadline(); ok && d.Add(-30*time.Second).Before(stop) {
			stop = d.Add(-30 * time.Second)
		}
		over := func() bool {
			mu.Lock()
			defer mu.Unlock()
			if time.Now().After(stop) {
				return true
			}
			if t429.IsZero() || time.Since(t429) <= 2*time.Second {
				return false
			}
			for i, until := range held {
				if !resumed[i].After(until) {
					return false
				}
			}
			return true
		}
		var wg sync.WaitGroup
		for i, tr := range trs {
			wg.Go(func() {
				asked := false
				for j := 0; !over(); j++ {
					path := fmt.Sprintf("/%s/%d/%d", name, i, j)
					if i == trigger && !asked && time.Since(begin) > 300*time.Millisecond {
						path, asked = "/429", true
					}
					req, _ := http.NewRequest(http.MethodGet, site.URL+path, nil)
					resp, err := tr.RoundTrip(req)
					var pe *polite.PausedError
					switch {
					case errors.As(err, &pe):
						mu.Lock()
						if pe.Until.After(held[i]) {
							held[i] = pe.Until
						}
						mu.Unlock()
						time.Sleep(time.Until(pe.Until))
					case err != nil:
						t.Errorf("%s: instance %d: %v", name, i, err)
						return
					default:
						resp.Body.Close()
						mu.Lock()
						resumed[i] = time.Now()
						mu.Unlock()
						if path == "/429" {
							if resp.StatusCode != http.StatusTooManyRequests {
								t.Errorf("%s: /429 answered %d", name, resp.StatusCode)
							}
							mu.Lock()
							t429 = time.Now()
							mu.Unlock()
							// Each instance asks once more at once: its pages back to back may be
							// a request admitted before the pause and waiting its turn (on a
							// loaded machine, reserving it again and again) through the whole
							// pause, and so never asked during it; a new request meets the pause
							// at once (the instance heard of it, or Redis holds it).
							for k, other := range trs {
								wg.Go(func() {
									req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/%s/probe/%d", site.URL, name, k), nil)
									resp, err := other.RoundTrip(req)
									var pe *polite.PausedError
									switch {
									case errors.As(err, &pe):
										mu.Lock()
										if pe.Until.After(held[k]) {
											held[k] = pe.Until
										}
										mu.Unlock()
									case err != nil:
										t.Errorf("%s: instance %d: %v", name, k, err)
									default:
										resp.Body.Close()
									}
								})
							}
						}
					}
				}
			})
		}
		wg.Wait()
		if t429.IsZero() {
			t.Fatalf("%s: instance %d never met the 429", name, trigger)
		}
		t.Logf("%s: the 429 came back %v in; held until %v in", name, t429.Sub(begin), held[trigger].Sub(begin))
		return t429, held
	}
	// sentIn are the requests that left instance i (-1: any) at or after from and before to.
	sentIn := func(i int, from, to time.Time) []stamp {
		var out []stamp
		for _, s := range rec.since(from) {
			if s.at.Before(to) && (i < 0 || s.instance == i) {
				out = append(out, s)
			}
		}
		return out
	}
	shared := func(name string, trigger int) {
		t0 := time.Now()
		t429, held := phase(name, trigger)
		until := held[trigger]
		if until.IsZero() {
			t.Fatalf("%s: instance %d was not held after its 429", name, trigger)
		}
		if d := until.Sub(t429); d > 1100*time.Millisecond {
			t.Errorf("%s: the pause lasts %v after the 429, want Retry-After: 3 capped at 1s", name, d)
		}
		for i := range n {
			if held[i].Before(until) {
				t.Errorf("%s: instance %d was never held by the pause instance %d started (held until %v)", name, i, trigger, held[i])
			}
			heard := pl.heardAt(i, until)
			if heard.IsZero() {
				t.Errorf("%s: instance %d never heard of the pause", name, i)
				continue
			}
			for _, s := range sentIn(i, heard, until) {
				t.Errorf("%s: instance %d sent a request %v after it heard of the pause, %v before its end", name, i, s.at.Sub(heard), until.Sub(s.at))
			}
			t.Logf("%s: instance %d heard of the pause %v after the 429 came back", name, i, heard.Sub(t429))
		}
		for _, s := range sentIn(-1, t429.Add(hearLate), until) {
			t.Errorf("%s: instance %d sent a request %v after the 429, %v before the pause's end", name, s.instance, s.at.Sub(t429), until.Sub(s.at))
		}
		after := sentIn(-1, until, until.Add(3*time.Second))
		if len(after) == 0 || after[0].at.Sub(t429) >= 3*time.Second {
			t.Errorf("%s: the fleet did not resume within the capped pause (%v)", name, after)
		}
		if g := leastGap(rec.reservedSince(t0)); g < interval {
			t.Errorf("%s: Redis reserved two requests of the fleet %v apart, below the interval %v", name, g, interval)
		}
	}

	shared("shared", 0)

	srv.stop()
	t429, held := phase("down", 1)
	until := held[1]
	if until.IsZero() {
		t.Fatal("Redis down: instance 1 was not held after its own 429")
	}
	for _, s := range sentIn(1, t429, until) {
		t.Errorf("Redis down: instance 1 sent a request %v after its 429, %v before its pause's end", s.at.Sub(t429), until.Sub(s.at))
	}
	for i := range n {
		if i != 1 && len(sentIn(i, t429, until)) == 0 {
			t.Errorf("Redis down: instance %d sent nothing during instance 1's pause: it did not keep the limits on its own, as published", i)
		}
	}

	srv.start(t)
	time.Sleep(1500 * time.Millisecond) // at least the instances' 1 s backoff
	waitSubscribed(t, srv.client(t), "fleetp:"+"holds", n)
	shared("back", 2)
}

// waitSubscribed waits until n clients listen on the channel (Redis PUBSUB NUMSUB): the
// instances' Watch, subscribed at their start and again after Redis came back, which a loaded
// machine may take its time over. It fails 30 s before the test's deadline (or after a minute).
func waitSubscribed(t *testing.T, c *redis.Client, channel string, n int) {
	t.Helper()
	stop := time.Now().Add(time.Minute)
	if d, ok := t.Deadline(); ok && d.Add(-30*time.Second).Before(stop) {
		stop = d.Add(-30 * time.Second)
	}
	for {
		m, err := c.PubSubNumSub(context.Background(), channel).Result()
		if err == nil && m[channel] >= int64(n) {
			return
		}
		if time.Now().After(stop) {
			t.Fatalf("%d instances subscribed to %s (%v), want %d", m[channel], channel, err, n)
		}
		time.Sleep(10 * time.Millisecond) // polling a real server
	}
}
