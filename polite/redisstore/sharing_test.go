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

// TestSharedOnlyWherePublished: four instances of one agent on a real redis-server share through
// it what the policy says the operator's services share (TestFleet: the general limits with
// shared_across_services, and robots.txt with per_hostname), and the agent's other limits under
// keys of the agent's own, "service:bot|…", which every instance of the agent uses (issue 14:
// instances of one agent used to keep them each on its own, and together sent four times the
// rate; TestAgentKeysShared measures the rate). What is not shared across services, robots.txt
// without per_hostname among it, each instance still reads on its own.
func TestSharedOnlyWherePublished(t *testing.T) {
	srv := startRedis(t)
	c := srv.client(t)
	const n = 4
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

	t.Run("nothing shared across services", func(t *testing.T) {
		p := fleetPolicy()
		p.Limits.SharedAcrossServices, p.Limits.OnCoordinationFailure, p.RobotsTxt.PerHostname = false, "", false
		pages, _, robotsReads := fleet(t, p, "none:", 5)
		if robotsReads != n {
			t.Errorf("robots.txt read %d times, want %d: once by each instance", robotsReads, n)
		}
		if len(pages) != n*5 {
			t.Fatalf("%d pages, want %d", len(pages), n*5)
		}
		for _, k := range spacingAsked {
			if k != "service:bot|i|hostname|127.0.0.1" {
				t.Errorf("Redis was asked to space by %q, want the agent's key service:bot|i|hostname|127.0.0.1", k)
			}
		}
		if len(spacingAsked) < n*5 {
			t.Errorf("Redis spaced %d requests, want every one of the %d pages", len(spacingAsked), n*5)
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
		// Redis spaced the fleet's requests by the agent's key, and counted them against one
		// quota.
		for _, k := range spacingAsked {
			if k != "service:bot|i|hostname|127.0.0.1" {
				t.Errorf("Redis was asked to space by %q, want the agent's key service:bot|i|hostname|127.0.0.1", k)
			}
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
	})
}
