package polite_test

import (
	"errors"
	"net/http"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestSharedOnlyWherePublished: instances with one shared Store (a MemoryStore standing in for
// Redis; package redisstore proves the same on a real redis-server) share what the policy says
// the operator's services share: the spacing, slots and quotas of a set of limits with
// shared_across_services (the general limits, a target's, an agent's own), the reactions' pauses
// where the general limits are shared, and robots.txt where robots_txt.per_hostname says that one
// copy serves every service. The other limits, and the pauses, are each service's (agent's): two
// instances of one agent keep them together (issue 14: N instances of an agent must not send N
// times its rate, nor go on sending to a host one of them paused), two agents apart.
func TestSharedOnlyWherePublished(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(p *policy.Policy)
		// twoAgents: the second instance is another agent's (another service); otherwise both
		// are instances of one agent.
		twoAgents bool
		// sharedSpacing: the two pages are an interval apart (the fleet's spacing), not closer
		// (each service's own); robotsReads: how often robots.txt is read; quota: b's page
		// is refused by a quota a used up; paused: b is held by the pause a's 500 started
		// (the fleet's, or the agent's where a and b are instances of one agent).
		sharedSpacing bool
		robotsReads   int
		quota         bool
		paused        bool
		storeEmpty    bool
	}{
		{name: "nothing shared, one agent", set: func(*policy.Policy) {}, sharedSpacing: true, robotsReads: 2, paused: true},
		{name: "nothing shared, two agents", set: func(*policy.Policy) {}, twoAgents: true, robotsReads: 2},
		{name: "limits shared", set: func(p *policy.Policy) { p.Limits.SharedAcrossServices = true }, twoAgents: true,
			sharedSpacing: true, robotsReads: 2, paused: true},
		{name: "a target's limits shared", set: func(p *policy.Policy) {
			p.Targets = policy.Keyed[policy.Target]{{ID: "gov", Label: policy.Label{"en": "Public bodies"}, Limits: policy.Limits{SharedAcrossServices: true}}}
		}, twoAgents: true, sharedSpacing: true, robotsReads: 2, paused: true},
		{name: "robots.txt shared", set: func(p *policy.Policy) { p.RobotsTxt.PerHostname = true }, twoAgents: true, robotsReads: 1},
		{name: "both", set: func(p *policy.Policy) {
			p.Limits.SharedAcrossServices, p.RobotsTxt.PerHostname = true, true
		}, twoAgents: true, sharedSpacing: true, robotsReads: 1, paused: true},
		{name: "the agent's own quota shared", set: func(p *policy.Policy) {
			p.Agents[0].Limits = policy.Limits{SharedAcrossServices: true,
				Quotas: []policy.Cap{{Max: 1, Period: dur("1h"), Key: policy.ScopeAllSites}}}
		}, robotsReads: 2, quota: true},
		{name: "the agent's own quota per service", set: func(p *policy.Policy) {
			p.Agents[0].Limits = policy.Limits{Quotas: []policy.Cap{{Max: 1, Period: dur("1h"), Key: policy.ScopeAllSites}}}
		}, robotsReads: 2, quota: true},
		{name: "no limit, nothing shared", set: func(p *policy.Policy) { p.Limits = policy.Limits{} }, robotsReads: 2, storeEmpty: true, paused: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				var mu sync.Mutex
				status := 200
				s := newSites()
				s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
					mu.Lock()
					defer mu.Unlock()
					w.WriteHeader(status)
				}})
				p := basePolicy() // 2 s per host name
				p.Errors.Reactions = []policy.Reaction{{On: []policy.Condition{policy.ConditionStatus5xx}, Threshold: 1,
					Pause: dur("10m"), Scope: policy.ScopeHostname}}
				tc.set(p)
				agentB := "bot"
				if tc.twoAgents {
					p.Agents = append(p.Agents, policy.Agent{ID: "other", Token: "OtherBot", UserAgent: "OtherBot/1.0 (+https://bot.example/)"})
					agentB = "other"
				}
				f := polite.Fetch{}
				if len(p.Targets) > 0 {
					f.Target = p.Targets[0].ID
				}
				shared := polite.NewMemoryStore()
				a := start(t, p, s, polite.Options{Store: shared})
				b := start(t, p, s, polite.Options{Store: shared, Agent: agentB})

				// robots.txt and a page each, at the same moment
				var wg sync.WaitGroup
				var errA, errB error
				wg.Go(func() { _, errA = get(a, f, "http://a.example/a") })
				wg.Go(func() { _, errB = get(b, f, "http://a.example/b") })
				wg.Wait()
				var qa, qb *polite.QuotaError
				switch {
				case tc.quota && (errors.As(errA, &qa) && errB == nil || errA == nil && errors.As(errB, &qb)):
				case tc.quota:
					t.Errorf("a: %v, b: %v; want one sent and the other refused with a *QuotaError: the agent's quota is all its instances'", errA, errB)
				case errA != nil || errB != nil:
					t.Fatalf("a: %v, b: %v; want both sent", errA, errB)
				}
				if n := len(s.requests(func(r record) bool { return r.Path == "/robots.txt" })); n != tc.robotsReads {
					t.Errorf("robots.txt read %d times, want %d", n, tc.robotsReads)
				}
				if ps := s.requests(pages); !tc.quota {
					g := gaps(ps)
					switch {
					case len(g) != 1:
						t.Errorf("%d pages sent, want 2", len(ps))
					case tc.sharedSpacing && !near(g[0], 2*time.Second):
						t.Errorf("the two instances' pages %v apart, want the fleet's interval of 2s", g[0])
					case !tc.sharedSpacing && g[0] >= 2*time.Second:
						t.Errorf("the two instances' pages %v apart, want less than the interval of 2s: each service keeps it on its own", g[0])
					}
				}
				if tc.storeEmpty && shared.Len() != 0 {
					t.Errorf("the shared store holds %d keys, want none: nothing of these requests is shared", shared.Len())
				}

				// a meets a 500: its pause holds b too where the limits are the fleet's, or where
				// b is another instance of a's agent
				time.Sleep(2 * time.Hour) // past the quota's hour
				if tc.quota {
					// the fleet's quota again: one page of a, none of b
					if _, err := get(a, f, "http://a.example/e"); err != nil {
						t.Fatalf("a, an hour later: %v", err)
					}
					if _, err := get(b, f, "http://a.example/f"); !errors.As(err, &qb) {
						t.Errorf("b after a's page: %v, want a *QuotaError", err)
					}
					return
				}
				mu.Lock()
				status = 500
				mu.Unlock()
				get(a, f, "http://a.example/c")
				mu.Lock()
				status = 200
				mu.Unlock()
				time.Sleep(time.Minute)
				_, err := get(b, f, "http://a.example/d")
				var pe *polite.PausedError
				switch {
				case tc.paused && !errors.As(err, &pe):
					t.Errorf("b after a's 500: %v, want a *PausedError (the fleet's pause, or the agent's)", err)
				case !tc.paused && errors.As(err, &pe):
					t.Errorf("b after a's 500: %v, want it sent: the pause is a's agent's own where the limits are each service's", err)
				}
			})
		})
	}
}
