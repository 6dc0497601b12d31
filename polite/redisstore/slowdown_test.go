package redisstore_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// TestFleetSlowDown: two instances of one agent on a real redis-server slow down together as
// errors.slow_down says ("each time, the interval between its requests to the host name doubles,
// up to 300 ms"): a 429 that one instance met doubles the interval the other keeps, the next one
// (met by the other) doubles it again up to max_interval, and a success does not bring it back.
// The slow-down is shared as the reactions' counts are: the fleet's where the general limits are
// shared across services, the agent's own ("service:bot|…") otherwise. The gaps are between the
// times Redis reserved for the requests (exact, whatever the machine's load). Before, New refused
// every slow_down ("the crawler's scheduler's").
func TestFleetSlowDown(t *testing.T) {
	srv := startRedis(t)
	c := srv.client(t)
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/429" {
			w.WriteHeader(http.StatusTooManyRequests)
		}
	}))
	defer site.Close()
	const interval = 100 * time.Millisecond // fleetPolicy's, per host name
	for _, tc := range []struct {
		name   string
		shared bool
	}{
		{"limits shared across services", true},
		{"each service's", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := fleetPolicy()
			if !tc.shared {
				p.Limits.SharedAcrossServices, p.Limits.OnCoordinationFailure, p.RobotsTxt.PerHostname = false, "", false
			}
			p.Errors.SlowDown = &policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}, Factor: 2,
				MaxInterval: policy.Duration{Duration: 3 * interval}, Scope: policy.ScopeHostname}
			prefix := "slow" + map[bool]string{true: "f", false: "s"}[tc.shared] + ":"
			rec := &sent{base: site.Client().Transport}
			var trs []*polite.Transport
			for i := range 2 {
				tr, err := polite.New(p, polite.Options{Agent: "bot", Base: recorder{rec, i},
					Store: reserving{redisstore.New(c, prefix), rec, i}})
				if err != nil {
					t.Fatal(err)
				}
				defer tr.Close()
				trs = append(trs, tr)
			}
			// reserved sends path through instance i and returns the time Redis reserved for it.
			reserved := func(i int, path string) time.Time {
				t.Helper()
				req, _ := http.NewRequest(http.MethodGet, site.URL+path, nil)
				resp, err := trs[i].RoundTrip(req)
				if err != nil {
					t.Fatalf("instance %d, %s: %v", i, path, err)
				}
				resp.Body.Close()
				rec.mu.Lock()
				defer rec.mu.Unlock()
				return rec.last[i]
			}
			steps := []struct {
				instance int
				path     string
				want     time.Duration // at least, after the request before it
			}{
				{0, "/p0", 0},
				{0, "/429", interval},
				{1, "/p1", 2 * interval}, // instance 0's 429 doubled the fleet's interval
				{1, "/429", 2 * interval},
				{0, "/p2", 3 * interval}, // instance 1's doubled it again, up to max_interval
				{0, "/p3", 3 * interval}, // a success does not bring it back
			}
			var prev time.Time
			for k, st := range steps {
				at := reserved(st.instance, st.path)
				if k > 0 {
					if g := at.Sub(prev); g < st.want {
						t.Errorf("instance %d, %s: reserved %v after the request before it, want at least %v", st.instance, st.path, g, st.want)
					}
				}
				prev = at
			}
			// The level lives in Redis, where every instance's admission reads it.
			key := prefix + "r|/errors/slow_down|127.0.0.1"
			if !tc.shared {
				key = prefix + "r|service:bot|/errors/slow_down|127.0.0.1"
			}
			if v, err := c.HGet(context.Background(), key, "v").Result(); err != nil || v != "2" {
				t.Errorf("Redis %s v = %q, %v; want 2 (two slow-downs)", key, v, err)
			}
		})
	}
}

// TestSlowDownSameAsMemory: the MemoryStore and the Redis store slow a spacing key down alike
// (admit.lua and react.lua against polite's MemoryStore): each slow-down step at the threshold
// multiplies the interval less its margin by the factor, up to the longest, plus the margin; a
// success leaves it.
func TestSlowDownSameAsMemory(t *testing.T) {
	srv := startRedis(t)
	t0 := time.UnixMilli(1_700_000_000_000)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	sp := []polite.Spacing{{Key: "s|hostname|a", Interval: 1005 * time.Millisecond, Slow: "/errors/slow_down|a",
		Factor: 2, Max: 5 * time.Second, Margin: 5 * time.Millisecond}}
	step := func(hit bool) []polite.ReactionStep {
		return []polite.ReactionStep{{Count: "/errors/slow_down|a", Hit: hit, Threshold: 1, SlowDown: true,
			Hold: "s|hostname|a", Pointer: "/errors/slow_down"}}
	}
	// the requests' times (ms) and, after each, whether its response slowed down (true), was a
	// success (false) or neither counted
	script := []struct {
		now   int
		react *bool
	}{
		{0, ptr(true)}, {20, ptr(true)}, {2030, ptr(true)}, {6040, ptr(false)}, {11_050, nil}, {16_060, nil},
	}
	// 2 s, 4 s, 5 s (8 s beyond max_interval) and 5 s again, each with the 5 ms margin
	want := []int64{0, 2005, 6010, 11_015, 16_020, 21_025}
	for _, st := range []polite.Store{polite.NewMemoryStore(), redisstore.New(srv.client(t), "sam:")} {
		var got []int64
		for _, s := range script {
			g, err := st.Admit(context.Background(), polite.Admission{Now: at(s.now), Spacing: sp})
			if err == nil && !g.Wait.IsZero() {
				g, err = st.Admit(context.Background(), polite.Admission{Now: g.Wait, Spacing: sp})
			}
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, g.At.Sub(t0).Milliseconds())
			if s.react != nil {
				if _, err := st.React(context.Background(), g.At.Add(10*time.Millisecond), step(*s.react)); err != nil {
					t.Fatal(err)
				}
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%T: reserved at %v ms, want %v", st, got, want)
		}
	}
}

func ptr[T any](v T) *T { return &v }
