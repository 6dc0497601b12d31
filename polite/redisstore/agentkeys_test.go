package redisstore_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// TestAgentKeysShared: three instances of one agent on one real redis-server, with a policy that
// shares nothing across services (the general interval of 100 ms per host name is each
// service's), send together at the policy's rate, not three times it (issue 14): the agent's
// keys are in Redis, the same for all its instances. Each instance sends 6 pages to one host as
// fast as it is let; robots.txt, read by each instance, counts as a request. Checked exactly,
// whatever the load of the machine: the times Redis reserved for the fleet's 21 requests are
// never closer than the interval (the fleet's rate is at most the policy's), and they span at
// most twice the 20 intervals (at least half the policy's rate: the instances take turns, they
// are not each held to a third).
func TestAgentKeysShared(t *testing.T) {
	srv := startRedis(t)
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer site.Close()
	rec := &sent{base: site.Client().Transport}
	const n, perInstance = 3, 6
	interval := 100 * time.Millisecond
	p := fleetPolicy()
	p.Limits.SharedAcrossServices, p.Limits.OnCoordinationFailure, p.RobotsTxt.PerHostname = false, "", false
	var trs []*polite.Transport
	for i := range n {
		tr, err := polite.New(p, polite.Options{Agent: "bot", Base: recorder{rec, i},
			Store: reserving{redisstore.New(srv.client(t), "agentkeys:"), rec, i}})
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		trs = append(trs, tr)
	}
	t0 := time.Now()
	var wg sync.WaitGroup
	for i, tr := range trs {
		wg.Go(func() {
			for j := range perInstance {
				req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/%d/%d", site.URL, i, j), nil)
				resp, err := tr.RoundTrip(req)
				if err != nil {
					t.Errorf("instance %d: %v", i, err)
					return
				}
				resp.Body.Close()
			}
		})
	}
	wg.Wait()
	const requests = n*perInstance + n // the pages, and robots.txt once per instance
	if got := len(rec.since(t0)); got != requests {
		t.Fatalf("%d requests reached the site, want %d", got, requests)
	}
	reserved := rec.reservedSince(t0)
	if len(reserved) < requests {
		t.Fatalf("Redis reserved %d times, want at least %d (one per request)", len(reserved), requests)
	}
	if g := leastGap(reserved); g < interval {
		t.Errorf("Redis reserved two requests of the agent's instances %v apart, below the interval %v: each instance kept its own", g, interval)
	}
	span := reserved[len(reserved)-1].at.Sub(reserved[0].at)
	rate := float64(len(reserved)-1) / span.Seconds()
	t.Logf("%d reservations over %v: %.2f requests per second, the policy's %.0f", len(reserved), span, rate, float64(time.Second/interval))
	if max := 2 * time.Duration(len(reserved)-1) * interval; span > max {
		t.Errorf("the reservations span %v, over %v: the instances did not take turns at the policy's rate", span, max)
	}
}
