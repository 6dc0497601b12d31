package redisstore_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// keysAsked notes the keys of every admission a Store is asked for.
type keysAsked struct {
	polite.Store
	mu      *sync.Mutex
	spacing *[]string
	quotas  *[]string
}

func (k keysAsked) Admit(ctx context.Context, a polite.Admission) (polite.Grant, error) {
	k.mu.Lock()
	for _, s := range a.Spacing {
		*k.spacing = append(*k.spacing, s.Key)
	}
	for _, q := range a.Quotas {
		*k.quotas = append(*k.quotas, q.Key)
	}
	k.mu.Unlock()
	return k.Store.Admit(ctx, a)
}

// TestSharedOnlyWherePublished: four instances on a real redis-server share through it only what
// the policy says the operator's services share (TestFleet: the general limits with
// shared_across_services, and robots.txt with per_hostname). Where the policy shares nothing,
// Redis runs no command at all: each instance reads robots.txt and keeps the interval on its own,
// so that the fleet together sends faster than one instance. Where only an agent's own quota is
// shared, the fleet sends no more pages than that quota, while the general interval stays each
// instance's: its keys in Redis are the instance's own.
func TestSharedOnlyWherePublished(t *testing.T) {
	srv := startRedis(t)
	c := srv.client(t)
	const n = 4
	interval := 100 * time.Millisecond
	// fleet runs four instances with p, each asking for perInstance pages at once, and returns
	// the requests that reached the site, the pages each instance had refused with a
	// *QuotaError, and how often robots.txt was read.
	var askedMu sync.Mutex
	var spacingAsked, quotasAsked []string
	fleet := func(t *testing.T, p *policy.Policy, prefix string, perInstance int) (pages []stamp, quotaRefused, robotsReads int) {
		var mu sync.Mutex
		askedMu.Lock()
		spacingAsked, quotasAsked = nil, nil
		askedMu.Unlock()
		site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/robots.txt" {
				mu.Lock()
				robotsReads++
				mu.Unlock()
			}
		}))
		defer site.Close()
		rec := &sent{base: site.Client().Transport}
		var wg sync.WaitGroup
		for i := range n {
			tr, err := polite.New(p, polite.Options{Agent: "bot", Base: recorder{rec, i}, Store: keysAsked{redisstore.New(c, prefix), &askedMu, &spacingAsked, &quotasAsked}})
			if err != nil {
				t.Fatal(err)
			}
			defer tr.Close()
			wg.Go(func() {
				for j := range perInstance {
					req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/%d/%d", site.URL, i, j), nil)
					resp, err := tr.RoundTrip(req)
					var qe *polite.QuotaError
					switch {
					case errors.As(err, &qe):
						mu.Lock()
						quotaRefused++
						mu.Unlock()
						continue
					case err != nil:
						t.Errorf("instance %d: %v", i, err)
						return
					}
					resp.Body.Close()
				}
			})
		}
		wg.Wait()
		for _, s := range rec.since(time.Time{}) {
			if s.path != "/robots.txt" {
				pages = append(pages, s)
			}
		}
		return pages, quotaRefused, robotsReads
	}
	keys := func(t *testing.T, prefix string) []string {
		ks, err := c.Keys(context.Background(), prefix+"*").Result()
		if err != nil {
			t.Fatal(err)
		}
		return ks
	}

	t.Run("nothing shared", func(t *testing.T) {
		p := fleetPolicy()
		p.Limits.SharedAcrossServices, p.Limits.OnCoordinationFailure, p.RobotsTxt.PerHostname = false, "", false
		before, _ := commandCalls(t, c)
		pages, _, robotsReads := fleet(t, p, "none:", 5)
		after, byName := commandCalls(t, c)
		if after != before {
			t.Errorf("Redis ran %d commands (%v), want none: the policy shares nothing", after-before, byName)
		}
		if robotsReads != n {
			t.Errorf("robots.txt read %d times, want %d: once by each instance", robotsReads, n)
		}
		if len(pages) != n*5 {
			t.Fatalf("%d pages, want %d", len(pages), n*5)
		}
		// Each instance keeps the interval on its own (proven exactly under testing/synctest by
		// polite's tests); together the four go faster.
		if g := leastGap(pages); g >= interval-jitter {
			t.Errorf("the fleet's least gap is %v: the instances shared the interval, which the policy does not say", g)
		}
	})

	t.Run("the agent's own quota shared", func(t *testing.T) {
		p := fleetPolicy()
		p.Limits.SharedAcrossServices, p.Limits.OnCoordinationFailure, p.RobotsTxt.PerHostname = false, "", false
		p.Agents[0].Limits = policy.Limits{SharedAcrossServices: true,
			Quotas: []policy.Cap{{Max: 6, Period: policy.Duration{Duration: time.Hour}, Key: policy.ScopeAllSites}}}
		pages, refused, robotsReads := fleet(t, p, "agentquota:", 3)
		if len(pages) != 6 || refused != n*3-6 {
			t.Errorf("%d pages sent, %d refused by the quota; want 6 and %d: the agent's quota of 6 is the fleet's", len(pages), refused, n*3-6)
		}
		if robotsReads != n {
			t.Errorf("robots.txt read %d times, want %d: once by each instance", robotsReads, n)
		}
		// Redis spaced each instance's requests by a key of the instance's own, and counted the
		// fleet's requests against one quota.
		owners := map[string]bool{}
		for _, k := range spacingAsked {
			id, rest, ok := strings.Cut(strings.TrimPrefix(k, "instance:"), "|")
			if !strings.HasPrefix(k, "instance:") || !ok || rest != "i|hostname|127.0.0.1" {
				t.Errorf("Redis was asked to space by %q, want the instance's own key (instance:ID|i|hostname|127.0.0.1)", k)
			}
			owners[id] = true
		}
		if len(owners) != n {
			t.Errorf("spacing keys of %d instances in Redis, want %d, one each", len(owners), n)
		}
		for _, k := range quotasAsked {
			if k != "q|/agents/bot/limits/quotas/0|*" {
				t.Errorf("Redis was asked to count against %q, want the fleet's quota q|/agents/bot/limits/quotas/0|*", k)
			}
		}
		var quota []string
		for _, k := range keys(t, "agentquota:") {
			if strings.HasPrefix(k, "agentquota:q|") {
				quota = append(quota, k)
			}
		}
		if len(quota) != 1 {
			t.Errorf("quota keys in Redis: %v, want the fleet's one", quota)
		}
		if g := leastGap(pages); g >= interval-jitter {
			t.Errorf("the fleet's least gap is %v: the instances shared the interval, which the policy does not say", g)
		}
	})
}
