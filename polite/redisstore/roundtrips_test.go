package redisstore_test

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// slowClock starts at the real time and moves one microsecond per reading, so that a request
// that waited for its reserved time is never late by the clock, and the count below does not
// include the second reservation a request late on a busy machine makes (Transport's waitTurn).
type slowClock struct {
	start time.Time
	n     atomic.Int64
}

func (c *slowClock) Now() time.Time { return c.start.Add(time.Duration(c.n.Add(1)) * time.Microsecond) }

// countingBase answers like canned and counts the requests it was given.
type countingBase struct{ n atomic.Int64 }

func (b *countingBase) RoundTrip(req *http.Request) (*http.Response, error) {
	b.n.Add(1)
	return canned{}.RoundTrip(req)
}

// commandCalls is the number of commands the server ran, by INFO commandstats (the commands a
// script runs included), except those the test itself sends (INFO, CONFIG).
func commandCalls(t *testing.T, c *redis.Client) (total int, byName map[string]int) {
	t.Helper()
	info, err := c.Info(context.Background(), "commandstats").Result()
	if err != nil {
		t.Fatal(err)
	}
	byName = map[string]int{}
	for line := range strings.SplitSeq(info, "\n") {
		name, rest, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok || !strings.HasPrefix(name, "cmdstat_") {
			continue
		}
		name = strings.TrimPrefix(name, "cmdstat_")
		calls, _, _ := strings.Cut(strings.TrimPrefix(rest, "calls="), ",")
		n, err := strconv.Atoi(calls)
		if err != nil {
			t.Fatalf("INFO commandstats: %q", line)
		}
		if name == "info" || strings.HasPrefix(name, "config") {
			continue
		}
		byName[name] = n
		total += n
	}
	return total, byName
}

// TestOneRoundTripPerRequest counts, on a real redis-server, the round trips to Redis per
// request sent (the target: at most one), by a hook on the client and by the server's
// own INFO commandstats: every request, robots.txt included (limits.counts lists it), is spaced
// per host name and counted against a quota per site; with a concurrency cap, the slot a request
// took is given back with the next request's admission, in the same round trip, and the last one
// at Close.
func TestOneRoundTripPerRequest(t *testing.T) {
	for _, tc := range []struct {
		name        string
		concurrency int
	}{{"spacing+quota", 0}, {"spacing+quota+concurrency", 2}} {
		t.Run(tc.name, func(t *testing.T) {
			srv := startRedis(t)
			rt := &roundTrips{}
			rdb := srv.client(t)
			rdb.AddHook(rt)
			admin := srv.client(t)
			p := fleetPolicy()
			p.Limits.MinInterval = policy.Duration{Duration: time.Millisecond}
			p.Limits.Quotas = []policy.Cap{{Max: 1 << 30, Period: policy.Duration{Duration: time.Hour}, Key: policy.ScopeSite}}
			p.Limits.Concurrency = policy.Count(tc.concurrency)
			p.Limits.ConcurrencyKey = policy.ScopeHostname
			base := &countingBase{}
			tr, err := polite.New(p, polite.Options{Agent: "bot", Base: base, Clock: &slowClock{start: time.Now()},
				Store: redisstore.New(rdb, "rt:")})
			if err != nil {
				t.Fatal(err)
			}
			get := func(host string) {
				req, _ := http.NewRequest(http.MethodGet, "http://"+host+"/page", nil)
				resp, err := tr.RoundTrip(req)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
			}
			get("warm.example") // loads the script (EVALSHA, NOSCRIPT, EVAL): once per server
			if err := admin.ConfigResetStat(context.Background()).Err(); err != nil {
				t.Fatal(err)
			}
			rt.n.Store(0)
			base.n.Store(0)
			const hosts = 50
			for i := range hosts {
				get(fmt.Sprintf("h%d.example", i)) // robots.txt, then the page: two requests
			}
			tr.Close() // gives back the last slot
			sent := int(base.n.Load())
			if sent != 2*hosts {
				t.Fatalf("%d requests sent, want %d", sent, 2*hosts)
			}
			trips := int(rt.n.Load())
			total, byName := commandCalls(t, admin)
			if byName["evalsha"] != trips {
				t.Errorf("the server ran %d admission scripts (EVALSHA), the client made %d round trips: a round trip that is not an admission (%v)", byName["evalsha"], trips, byName)
			}
			most := sent
			if tc.concurrency > 0 {
				most++ // the last slot, given back at Close (an admission of nothing)
			}
			if trips > most {
				t.Errorf("%d round trips to Redis for %d requests, want at most %d (%v)", trips, sent, most, byName)
			}
			if total == 0 {
				t.Error("INFO commandstats counted nothing")
			}
			t.Logf("%d round trips for %d requests: %.3f per request (%v)", trips, sent, float64(trips)/float64(sent), byName)
		})
	}
}
