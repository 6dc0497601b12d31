package redisstore_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// TestKeysExpire: every key the fleet leaves in Redis expires (issue 14: "keys that expire"),
// whatever kind it is: spacing, concurrency slots, quotas, the robots.txt copy shared per host
// name, the reactions' counts and pauses, a Retry-After's hold. Two instances of one agent send
// pages, a 500 and a 429 with Retry-After to one site; then no key under the prefix may be
// without a time to live (PTTL -1; -2 is a key that expired since KEYS listed it), and the kinds
// above must all have been there (or the test would prove nothing). The one exception is the
// sequence of grant ids (PREFIX+"seq"), one key per store, not per host: it must not restart
// while a slot holds an id it gave, so it stays.
func TestKeysExpire(t *testing.T) {
	srv := startRedis(t)
	site := errorSite(t, "60")
	p := fleetPolicy()
	p.Limits.MinInterval = policy.Duration{Duration: 10 * time.Millisecond}
	p.Limits.Concurrency, p.Limits.ConcurrencyKey = 2, policy.ScopeHostname
	p.Limits.Quotas = []policy.Cap{{Max: 100, Period: policy.Duration{Duration: time.Hour}, Key: policy.ScopeHostname}}
	p.Errors.RetryAfter = policy.RetryAfterUseHonoured
	p.Errors.RetryAfterMax = policy.Duration{Duration: time.Hour}
	p.Errors.Reactions = []policy.Reaction{
		{On: []policy.Condition{policy.ConditionStatus5xx}, Pause: policy.Duration{Duration: 50 * time.Millisecond}, Scope: policy.ScopeHostname},
		{On: []policy.Condition{policy.ConditionStatus429}, RetryAfter: true, Pause: policy.Duration{Duration: time.Minute}, Scope: policy.ScopeHostname},
	}
	c := srv.client(t)
	ctx := context.Background()
	seen := map[string]bool{}
	bad := map[string]bool{}
	// check looks at every key after each request, not only at the end: a short-lived kind may be
	// gone by then on a loaded machine.
	check := func() {
		keys, err := c.Keys(ctx, "expire:*").Result()
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			ttl, err := c.PTTL(ctx, k).Result()
			if err != nil {
				t.Fatal(err)
			}
			if ttl == -2 {
				continue // expired since KEYS listed it
			}
			for _, kind := range []string{"i|", "c|", "q|", "robots|", "r|", "p|retry-after|", "p|hostname|"} {
				if strings.HasPrefix(k, "expire:"+kind) {
					seen[kind] = true
				}
			}
			if ttl == -1 && k != "expire:seq" && !bad[k] {
				bad[k] = true
				t.Errorf("key %s has no time to live (PTTL %v): it would stay in Redis forever", k, ttl)
			}
		}
	}
	for i := range 2 {
		tr, err := polite.New(p, polite.Options{Agent: "bot", Base: site.Client().Transport, Store: redisstore.New(c, "expire:")})
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		for _, path := range []string{"/1", "/2", "/500", "/3", "/429"} {
			if i == 1 && path != "/1" {
				break
			}
			if path == "/3" {
				time.Sleep(100 * time.Millisecond) // past the 5xx pause
			}
			req, _ := http.NewRequest(http.MethodGet, site.URL+path, nil)
			if resp, err := tr.RoundTrip(req); err == nil {
				resp.Body.Close()
			} else if path != "/429" && path != "/1" {
				t.Logf("%s: %v", path, err)
			}
			check()
		}
	}
	if len(seen) == 0 {
		t.Fatal("no key under expire: in Redis: the fleet shared nothing")
	}
	for _, kind := range []string{"i|", "c|", "q|", "robots|", "r|", "p|retry-after|", "p|hostname|"} {
		if !seen[kind] {
			t.Errorf("no %s key in Redis: the run did not show that kind expires", kind)
		}
	}
}
