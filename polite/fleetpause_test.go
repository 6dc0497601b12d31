package polite_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestFleetPauses: two instances that share a Store (here a MemoryStore, standing in for Redis;
// package redisstore proves the same on a real redis-server) share the reactions: the
// conditions either meets count towards one threshold, the escalation goes on from the other's
// last pause, a success of one ends the other's count in a row, and a pause either starts holds
// both, a Retry-After (capped at errors.retry_after_max) included.
func TestFleetPauses(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var mu sync.Mutex
		status := 500
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/retry-after" {
				w.Header().Set("Retry-After", "7200")
				w.WriteHeader(429)
				return
			}
			mu.Lock()
			defer mu.Unlock()
			w.WriteHeader(status)
		}})
		set := func(code int) {
			mu.Lock()
			status = code
			mu.Unlock()
		}
		p := basePolicy()
		p.Limits.MinInterval = dur("1s")
		p.Limits.SharedAcrossServices = true
		p.Errors.RetryAfter = policy.RetryAfterUseHonoured
		p.Errors.RetryAfterMax = dur("1h")
		p.Errors.Reactions = []policy.Reaction{{
			On: []policy.Condition{policy.ConditionStatus5xx}, Threshold: 3, Consecutive: true,
			Pause: dur("10m"), Escalation: &policy.Escalation{Factor: 2, Max: dur("30m")}, Scope: policy.ScopeHostname,
		}}
		shared := polite.NewMemoryStore()
		a := start(t, p, s, polite.Options{Store: shared})
		b := start(t, p, s, polite.Options{Store: shared})
		paused := func(tr http.RoundTripper, who string) time.Duration {
			t.Helper()
			_, err := get(tr, polite.Fetch{}, "http://a.example/x")
			var pe *polite.PausedError
			if !errors.As(err, &pe) {
				t.Fatalf("%s: err = %v, want a *PausedError", who, err)
			}
			return pe.Until.Sub(time.Now())
		}
		for i, tr := range []http.RoundTripper{a, b, a} { // three 5xx in a row, by both
			if code, err := get(tr, polite.Fetch{}, "http://a.example/x"); code != 500 || err != nil {
				t.Fatalf("request %d: %d, %v; want 500", i, code, err)
			}
		}
		if d := paused(b, "b, after three 5xx of the fleet"); d != 10*time.Minute {
			t.Errorf("b is held for %v, want the 10m a's third 5xx started", d)
		}
		time.Sleep(10 * time.Minute)
		for _, tr := range []http.RoundTripper{b, a, b} {
			get(tr, polite.Fetch{}, "http://a.example/x")
		}
		if d := paused(a, "a, after the next three 5xx"); d != 20*time.Minute {
			t.Errorf("the second pause in a row is %v, want 20m (twice the first, which the other instance started)", d)
		}
		time.Sleep(20 * time.Minute)
		// A success of one instance ends the count in a row and the escalation of both.
		get(b, polite.Fetch{}, "http://a.example/x")
		get(b, polite.Fetch{}, "http://a.example/x")
		set(200)
		get(a, polite.Fetch{}, "http://a.example/x")
		set(500)
		get(b, polite.Fetch{}, "http://a.example/x")
		get(b, polite.Fetch{}, "http://a.example/x")
		if code, err := get(a, polite.Fetch{}, "http://a.example/x"); err != nil || code != 500 {
			t.Errorf("after 5xx, a success, 5xx: %d, %v; want no pause (not three in a row)", code, err)
		}
		if d := paused(b, "b, after three 5xx in a row since the success"); d != 10*time.Minute {
			t.Errorf("the pause after a success is %v, want 10m (the escalation starts again)", d)
		}
		time.Sleep(10 * time.Minute)

		// A Retry-After one instance meets holds the other, capped at 1h.
		set(200)
		get(a, polite.Fetch{}, "http://a.example/retry-after")
		_, err := get(b, polite.Fetch{}, "http://a.example/x")
		var pe *polite.PausedError
		if !errors.As(err, &pe) || pe.Pointer != "/errors/retry_after" || pe.Until.Sub(time.Now()) != time.Hour {
			t.Errorf("b after a's 429 with Retry-After: 7200: %v, want a *PausedError of /errors/retry_after for 1h (errors.retry_after_max)", err)
		}
	})
}

// TestFleetPauseHoldsWaiting: a request another instance admitted before the pause began, and
// that waits for its turn, is held when its turn comes (Store.Watch): nothing reaches the site
// between the 429 and the end of its Retry-After.
func TestFleetPauseHoldsWaiting(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/slow-429" {
				time.Sleep(500 * time.Millisecond)
				w.Header().Set("Retry-After", "60")
				w.WriteHeader(429)
			}
		}})
		p := basePolicy()
		p.Limits.MinInterval = dur("1s")
		p.Limits.SharedAcrossServices = true
		p.Errors.RetryAfter = policy.RetryAfterUseHonoured
		p.Errors.RetryAfterMax = dur("1h")
		shared := polite.NewMemoryStore()
		a := start(t, p, s, polite.Options{Store: shared})
		b := start(t, p, s, polite.Options{Store: shared})
		get(a, polite.Fetch{}, "http://a.example/first") // robots.txt and a page
		time.Sleep(time.Minute)
		start := time.Now()
		var wg sync.WaitGroup
		wg.Go(func() { get(a, polite.Fetch{}, "http://a.example/slow-429") })
		synctest.Wait() // a's request is at the site
		var errB error
		wg.Go(func() { _, errB = get(b, polite.Fetch{}, "http://a.example/waiting") })
		wg.Wait()
		var pe *polite.PausedError
		if !errors.As(errB, &pe) || pe.Pointer != "/errors/retry_after" {
			t.Errorf("b's request, admitted before a's 429 and waiting its turn: %v, want a *PausedError of /errors/retry_after", errB)
		}
		for _, r := range s.requests(func(r record) bool { return strings.HasPrefix(r.Path, "/waiting") }) {
			t.Errorf("%s reached the site %v after a's request, inside the 60 s Retry-After", r.Path, r.At.Sub(start))
		}
	})
}

// TestFleetRobots: instances that share a Store read robots.txt once per origin and cache time
// for the fleet (robots_txt.per_hostname: "one copy is fetched per host name and shared by all
// of the operator's services"): one fetches it, the others wait for its copy and apply it, a
// Disallow included; once the copy is past its cache time, one of them reads it again.
func TestFleetRobots(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", &slowRobots{body: "User-agent: *\nDisallow: /private\n", delay: 300 * time.Millisecond})
		p := basePolicy()
		p.Limits.MinInterval = dur("1s")
		p.Limits.SharedAcrossServices = true
		p.RobotsTxt.PerHostname = true
		p.RobotsTxt.CacheFor, p.RobotsTxt.TakesEffectWithin = dur("1h"), dur("1h")
		shared := polite.NewMemoryStore()
		var trs []http.RoundTripper
		for range 3 {
			trs = append(trs, start(t, p, s, polite.Options{Store: shared}))
		}
		reads := func() int {
			return len(s.requests(func(r record) bool { return r.Path == "/robots.txt" }))
		}
		round := func() {
			var wg sync.WaitGroup
			for i, tr := range trs {
				wg.Go(func() {
					if code, err := get(tr, polite.Fetch{}, "http://a.example/page"); err != nil || code != 200 {
						t.Errorf("instance %d: %d, %v", i, code, err)
					}
					var dis *polite.DisallowedError
					if _, err := get(tr, polite.Fetch{}, "http://a.example/private"); !errors.As(err, &dis) {
						t.Errorf("instance %d: /private: %v, want a *DisallowedError (the fleet's copy of robots.txt)", i, err)
					}
				})
			}
			wg.Wait()
		}
		round()
		if n := reads(); n != 1 {
			t.Errorf("robots.txt read %d times by three instances, want once", n)
		}
		time.Sleep(59 * time.Minute)
		round()
		if n := reads(); n != 1 {
			t.Errorf("robots.txt read %d times within its cache time of 1h, want once", n)
		}
		time.Sleep(2 * time.Minute)
		round()
		if n := reads(); n != 2 {
			t.Errorf("robots.txt read %d times in 61 minutes, want twice (once per cache time, for the fleet)", n)
		}
	})
}

// slowRobots serves robots.txt after a delay, and every other path with 200.
type slowRobots struct {
	body  string
	delay time.Duration
}

func (s *slowRobots) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/robots.txt" {
		time.Sleep(s.delay)
		w.Write([]byte(s.body))
	}
}

// TestFleetStopsRun: a run that a reaction ends (stops_run) on one instance is ended for every
// instance that shares the Store; another run goes on.
func TestFleetStopsRun(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(500) }})
		s.add("b.example", "", site{})
		p := basePolicy()
		p.Limits.MinInterval = dur("1s")
		p.Limits.SharedAcrossServices = true
		p.Errors.Reactions = []policy.Reaction{{On: []policy.Condition{policy.ConditionStatus5xx}, Threshold: 2, StopsRun: true, Scope: policy.ScopeRun}}
		shared := polite.NewMemoryStore()
		a := start(t, p, s, polite.Options{Store: shared})
		b := start(t, p, s, polite.Options{Store: shared})
		run1 := polite.Fetch{Keys: map[policy.Scope]string{policy.ScopeRun: "r1"}}
		run2 := polite.Fetch{Keys: map[policy.Scope]string{policy.ScopeRun: "r2"}}
		get(a, run1, "http://a.example/x")
		get(b, run1, "http://a.example/y") // the second 5xx of run r1, met by the other instance
		time.Sleep(48 * time.Hour)
		var stopped *polite.RunStoppedError
		if _, err := get(a, run1, "http://b.example/z"); !errors.As(err, &stopped) || stopped.Run != "r1" {
			t.Errorf("a, run r1, two days later: %v, want a *RunStoppedError of r1", err)
		}
		if code, err := get(a, run2, "http://b.example/z"); err != nil || code != 200 {
			t.Errorf("a, run r2: %d, %v; want it sent", code, err)
		}
	})
}

// countingStore counts the admissions that waited for another instance's robots.txt.
type countingStore struct {
	polite.Store
	mu    sync.Mutex
	waits int
}

func (c *countingStore) Admit(ctx context.Context, a polite.Admission) (polite.Grant, error) {
	g, err := c.Store.Admit(ctx, a)
	if g.Robots == polite.RobotsWait {
		c.mu.Lock()
		c.waits++
		c.mu.Unlock()
	}
	return g, err
}

// TestFleetRobotsWaitBacksOff: an instance waiting for another's copy of robots.txt asks again
// less and less often (0.1 s, then twice as long each time up to 2 s), not ten times a second
// while a slow fetch lasts.
func TestFleetRobotsWaitBacksOff(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", &slowRobots{body: "User-agent: *\nAllow: /\n", delay: 30 * time.Second})
		p := basePolicy()
		p.Limits.SharedAcrossServices = true
		p.RobotsTxt.PerHostname = true // one copy per host name for every service
		shared := &countingStore{Store: polite.NewMemoryStore()}
		a := start(t, p, s, polite.Options{Store: shared})
		b := start(t, p, s, polite.Options{Store: shared})
		var wg sync.WaitGroup
		wg.Go(func() { get(a, polite.Fetch{}, "http://a.example/1") })
		synctest.Wait() // a fetches robots.txt, 30 s
		wg.Go(func() { get(b, polite.Fetch{}, "http://a.example/2") })
		wg.Wait()
		if n := len(s.requests(func(r record) bool { return r.Path == "/robots.txt" })); n != 1 {
			t.Errorf("robots.txt read %d times, want once", n)
		}
		// 0.1+0.2+0.4+0.8+1.6 s, then every 2 s: 5 + 14 asks over 30 s, not 300.
		if shared.waits < 5 || shared.waits > 20 {
			t.Errorf("b asked %d times while a fetched robots.txt for 30 s, want 5 to 20", shared.waits)
		}
	})
}

// TestFleetStopsOnDisallow: where the reactions' pauses are shared (limits shared across
// services), what on_disallow stops on one instance (a site, "stop-all") and an address one
// answered with a status of refuse_with hold every instance that shares the Store.
func TestFleetStopsOnDisallow(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Robots: "User-agent: *\nDisallow: /private/\n", Page: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/gone" {
				w.WriteHeader(http.StatusGone)
			}
		}})
		s.add("b.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/gone" {
				w.WriteHeader(http.StatusGone)
			}
		}})
		p := basePolicy()
		p.Limits.SharedAcrossServices = true
		p.Agents[0].OnDisallow = []policy.DisallowEffect{policy.DisallowEffectStopAll}
		p.Agents[0].RefuseWith = []int{http.StatusGone}
		shared := polite.NewMemoryStore()
		a := start(t, p, s, polite.Options{Store: shared})
		b := start(t, p, s, polite.Options{Store: shared})
		var de *polite.DisallowedError
		if _, err := get(a, polite.Fetch{}, "http://a.example/private/x"); !errors.As(err, &de) {
			t.Fatalf("a: %v, want a *DisallowedError", err)
		}
		var se *polite.SiteStoppedError
		if _, err := get(b, polite.Fetch{}, "http://a.example/free"); !errors.As(err, &se) || se.Site != "a.example" {
			t.Errorf("b, a.example after a's refusal: %v, want a *SiteStoppedError", err)
		}
		if code, err := get(b, polite.Fetch{}, "http://b.example/gone"); err != nil || code != http.StatusGone {
			t.Fatalf("b: %d, %v; want the 410", code, err)
		}
		var re *polite.RefusedError
		if _, err := get(a, polite.Fetch{}, "http://b.example/gone"); !errors.As(err, &re) {
			t.Errorf("a, b.example/gone after b's 410: %v, want a *RefusedError", err)
		}
		if code, err := get(a, polite.Fetch{}, "http://b.example/other"); err != nil || code != 200 {
			t.Errorf("a, b.example/other: %d, %v; want it sent", code, err)
		}
	})
}
