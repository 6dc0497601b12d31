package redisstore_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// TestAgentPausesShared: where the policy shares nothing across services, a pause one instance
// of an agent starts holds the agent's other instances too, on a real redis-server, under a key
// of the agent's own ("service:bot|…"), and holds no other agent (polite12 left the pauses each
// instance's: the others went on sending to a host one of them had paused). Also a Retry-After:
// the wait it asks of the host name holds every instance of the agent.
func TestAgentPausesShared(t *testing.T) {
	srv := startRedis(t)
	c := srv.client(t)
	site := errorSite(t, "600")
	p := fleetPolicy()
	p.Limits.SharedAcrossServices, p.Limits.OnCoordinationFailure, p.RobotsTxt.PerHostname = false, "", false
	p.Errors.RetryAfter = policy.RetryAfterUseHonoured
	p.Errors.Reactions = []policy.Reaction{{On: []policy.Condition{policy.ConditionStatus5xx}, Threshold: 1,
		Pause: policy.Duration{Duration: 10 * time.Minute}, Scope: policy.ScopeHostname}}
	p.Agents = append(p.Agents, policy.Agent{ID: "other", Token: "OtherBot", UserAgent: "OtherBot/1.0"})
	for _, tc := range []struct {
		name, path string
		pointer    string
	}{
		{"reaction", "/500", "/errors/reactions/0"},
		{"Retry-After", "/429", "/errors/retry_after"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			prefix := "ap" + strings.Trim(tc.path, "/") + ":"
			var trs []*polite.Transport
			for _, agent := range []string{"bot", "bot", "other"} {
				tr, err := polite.New(p, polite.Options{Agent: agent, Base: site.Client().Transport, Store: redisstore.New(c, prefix)})
				if err != nil {
					t.Fatal(err)
				}
				defer tr.Close()
				trs = append(trs, tr)
			}
			get := func(tr *polite.Transport, path string) error {
				req, _ := http.NewRequest(http.MethodGet, site.URL+path, nil)
				resp, err := tr.RoundTrip(req)
				if err == nil {
					resp.Body.Close()
				}
				return err
			}
			if err := get(trs[0], tc.path); err != nil {
				t.Fatalf("instance 1, %s: %v", tc.path, err)
			}
			var pe *polite.PausedError
			if err := get(trs[1], "/page"); !errors.As(err, &pe) || pe.Pointer != tc.pointer {
				t.Errorf("instance 2 of the agent after instance 1's %s: %v, want a *PausedError of %s", tc.path, err, tc.pointer)
			}
			if err := get(trs[2], "/page"); err != nil {
				t.Errorf("another agent after the first agent's pause: %v, want it sent", err)
			}
			ks, err := c.Keys(context.Background(), prefix+"*").Result()
			if err != nil {
				t.Fatal(err)
			}
			own := 0
			for _, k := range ks {
				if strings.Contains(k, "service:bot|") && (strings.Contains(k, "hostname|") || strings.Contains(k, "retry-after|")) {
					own++
				}
			}
			if own == 0 {
				t.Errorf("no pause under the agent's own keys in Redis: %q", ks)
			}
		})
	}
}

// errorSite is a site for the fleet's reactions: /500 answers 500, /429 answers 429 with
// Retry-After set to retryAfter (seconds), any other path 200. It is closed when t ends.
func errorSite(t *testing.T, retryAfter string) *httptest.Server {
	t.Helper()
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/500":
			w.WriteHeader(http.StatusInternalServerError)
		case "/429":
			w.Header().Set("Retry-After", retryAfter)
			w.WriteHeader(http.StatusTooManyRequests)
		}
	}))
	t.Cleanup(site.Close)
	return site
}
