package polite_test

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// scripted is a site whose page /i answers statuses[i] (200 past the end).
func scripted(statuses ...int) site {
	return site{Page: func(w http.ResponseWriter, r *http.Request) {
		if i, err := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/")); err == nil && i < len(statuses) {
			w.WriteHeader(statuses[i])
		}
	}}
}

// TestSlowDownEnforced: errors.slow_down with a factor is enforced as the page states it ("each
// time, the interval between its requests to the host name doubles, up to 10 seconds"): each
// time its conditions reach the threshold (in a row where consecutive), the interval of the
// scope's key is multiplied by the factor, up to max_interval; a success does not bring it back,
// since the page states no return to the usual interval. Before, New refused every slow_down
// ("the crawler's scheduler's"). Under basePolicy's 2 s per host name.
func TestSlowDownEnforced(t *testing.T) {
	const s = time.Second
	for _, tc := range []struct {
		name     string
		slow     policy.SlowDown
		statuses []int           // of the pages /0, /1, …
		want     []time.Duration // the gap before each page but the first
	}{
		{"doubles, up to max_interval",
			policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}, Factor: 2, MaxInterval: dur("10s"), Scope: policy.ScopeHostname},
			[]int{200, 200, 429, 200, 429, 200, 429, 200, 200},
			[]time.Duration{2 * s, 2 * s, 4 * s, 4 * s, 8 * s, 8 * s, 10 * s, 10 * s}},
		{"three times as long, no max_interval",
			policy.SlowDown{On: []policy.Condition{policy.ConditionStatus5xx}, Factor: 3, Scope: policy.ScopeHostname},
			[]int{503, 200, 500, 200},
			[]time.Duration{6 * s, 6 * s, 18 * s}},
		{"after 2 in a row",
			policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}, Threshold: 2, Consecutive: true, Factor: 2, Scope: policy.ScopeHostname},
			[]int{429, 200, 429, 429, 200, 200},
			[]time.Duration{2 * s, 2 * s, 2 * s, 4 * s, 4 * s}},
		{"after 2, not in a row",
			policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}, Threshold: 2, Factor: 2, Scope: policy.ScopeHostname},
			[]int{429, 200, 429, 200},
			[]time.Duration{2 * s, 2 * s, 4 * s}},
		{"no scope: the interval's key",
			policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}, Factor: 2},
			[]int{429, 200},
			[]time.Duration{4 * s}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				ss := newSites()
				ss.add("a.example", "", scripted(tc.statuses...))
				p := basePolicy()
				p.Errors.SlowDown = &tc.slow
				tr := start(t, p, ss, polite.Options{})
				steps := []spaced{{}}
				for _, w := range tc.want {
					steps = append(steps, spaced{want: w})
				}
				sendSpaced(t, tr, ss, "a.example", steps)
			})
		})
	}
}

// TestSlowDownPerKey: the interval slowed down is the scope's key's (here the host name that
// answered 429): another host name keeps the usual interval, and the slowed one keeps its own.
func TestSlowDownPerKey(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ss := newSites()
		ss.add("a.example", "", scripted(429))
		ss.add("b.example", "", scripted())
		p := basePolicy()
		p.Errors.SlowDown = &policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}, Factor: 2, Scope: policy.ScopeHostname}
		tr := start(t, p, ss, polite.Options{})
		for _, u := range []string{"http://a.example/0", "http://b.example/0", "http://b.example/1", "http://a.example/1"} {
			if _, err := get(tr, polite.Fetch{}, u); err != nil {
				t.Fatal(err)
			}
		}
		at := map[string]time.Time{}
		for _, r := range ss.requests(pages) {
			at[r.Host+r.Path] = r.At
		}
		if g := at["b.example/1"].Sub(at["b.example/0"]); !near(g, 2*time.Second) {
			t.Errorf("b.example after a.example's 429: %v apart, want the usual 2s", g)
		}
		if g := at["a.example/1"].Sub(at["a.example/0"]); !near(g, 4*time.Second) {
			t.Errorf("a.example after its 429: %v apart, want 4s (2s doubled)", g)
		}
	})
}

// TestSlowDownSharedStore: two instances of the agent with one shared Store (a MemoryStore
// standing in for Redis; package redisstore proves it on a real redis-server) slow down
// together: a 429 one of them met lengthens the interval the other keeps.
func TestSlowDownSharedStore(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ss := newSites()
		ss.add("a.example", "", scripted(429))
		p := basePolicy()
		p.Errors.SlowDown = &policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}, Factor: 2, Scope: policy.ScopeHostname}
		shared := polite.NewMemoryStore()
		a := start(t, p, ss, polite.Options{Store: shared})
		b := start(t, p, ss, polite.Options{Store: shared})
		if _, err := get(a, polite.Fetch{}, "http://a.example/0"); err != nil {
			t.Fatal(err)
		}
		if _, err := get(b, polite.Fetch{}, "http://a.example/1"); err != nil {
			t.Fatal(err)
		}
		if g := gaps(ss.requests(pages)); len(g) != 1 || !near(g[0], 4*time.Second) {
			t.Errorf("instance b after instance a's 429: gaps %v, want 4s (the fleet's 2s doubled)", g)
		}
	})
}

// TestSlowDownUnstated: where the policy states no factor, the page says only that the crawler
// lengthens its interval (slow_down.unstated), and polite cannot enforce it without a number the
// operator did not choose: New refuses it, naming the key that would make it enforceable, unless
// Options.Elsewhere names it; so it does where no interval applies to multiply.
func TestSlowDownUnstated(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(p *policy.Policy)
		want string
	}{
		{"no factor", func(p *policy.Policy) {
			p.Errors.SlowDown = &policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}, MaxInterval: dur("1m"), Scope: policy.ScopeHostname}
		}, `/errors/slow_down = {"max_interval":60,"on":["429"],"scope":"hostname"}: the page says the crawler lengthens its interval and states by how much nowhere: state errors.slow_down.factor (2 is "doubles") to have polite enforce it, or keep it in the crawler's scheduler and name this pointer in Options.Elsewhere`},
		{"no interval", func(p *policy.Policy) {
			p.Limits = policy.Limits{}
			p.Errors.SlowDown = &policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}, Factor: 2}
		}, `/errors/slow_down = {"factor":2,"on":["429"]}: slowing down multiplies the interval between requests, and none applies to the agent's: state limits.min_interval to have polite enforce it, or keep it in the crawler's scheduler and name this pointer in Options.Elsewhere`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := basePolicy()
			tc.set(p)
			_, err := polite.New(p, polite.Options{Agent: "bot"})
			var ue *polite.UnenforceableError
			if !errors.As(err, &ue) || len(ue.Statements) != 1 || ue.Statements[0] != tc.want {
				t.Fatalf("New: %v, want an *UnenforceableError with\n%s", err, tc.want)
			}
			if _, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: []string{"/errors/slow_down"}}); err != nil {
				t.Errorf("with /errors/slow_down in Elsewhere: %v", err)
			}
		})
	}
}
