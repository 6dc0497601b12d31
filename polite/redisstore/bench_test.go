package redisstore_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/redis/go-redis/v9"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// roundTrips counts the round trips to Redis: one per command, one per pipeline.
type roundTrips struct{ n atomic.Int64 }

func (r *roundTrips) DialHook(next redis.DialHook) redis.DialHook { return next }
func (r *roundTrips) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		r.n.Add(1)
		return next(ctx, cmd)
	}
}
func (r *roundTrips) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error {
		r.n.Add(1)
		return next(ctx, cmds)
	}
}

type canned struct{}

func (canned) RoundTrip(req *http.Request) (*http.Response, error) {
	status := 200
	if req.URL.Path == "/robots.txt" {
		status = 404
	}
	return &http.Response{StatusCode: status, Header: http.Header{}, Body: io.NopCloser(strings.NewReader("")), Request: req}, nil
}

// BenchmarkRedisRoundTrips sends requests through a Transport on a real Redis and reports the
// round trips to Redis per decision (target: at most 1) and per request: a decision is one
// script, which admits the request (reserving the time asked: it leaves at once) or answers
// when its spacing's turn comes, having taken nothing, and gives back the slot of the request
// before (with a concurrency cap) and asks for the pauses. To one host name every request waits
// its turn (the interval, 1 ms, and the 5 ms margin): a decision that answers the wait, and one
// that admits; over 1,000 host names, each asked again 1,000 requests later, no request waits,
// and each costs one decision. Besides the round trips per request and per decision it reports
// the decisions and waits per request, second reservations ("again": none since a decision
// reserves only the time asked) and slots given back on their own.
func BenchmarkRedisRoundTrips(b *testing.B) {
	for _, tc := range []struct {
		name        string
		concurrency int
		hosts       int
	}{{"spacing+quota", 0, 1}, {"spacing+quota+concurrency", 2, 1}, {"spacing+quota,1000hosts", 0, 1000}, {"spacing+quota+concurrency,1000hosts", 2, 1000}} {
		b.Run(tc.name, func(b *testing.B) {
			srv := startRedis(b)
			rt := &roundTrips{}
			log := &tripLog{}
			rdb := redis.NewClient(&redis.Options{Addr: srv.addr()})
			defer rdb.Close()
			rdb.AddHook(rt)
			rdb.AddHook(log)
			p := fleetPolicy()
			p.Limits.MinInterval = policy.Duration{Duration: 1e6} // 1 ms
			p.Limits.Quotas = []policy.Cap{{Max: 1 << 30, Period: policy.Duration{Duration: 3600e9}, Key: policy.ScopeSite}}
			p.Limits.Concurrency = policy.Count(tc.concurrency)
			p.Limits.ConcurrencyKey = policy.ScopeHostname
			dec := &decisions{Store: redisstore.New(rdb, "bench:")}
			tr, err := polite.New(p, polite.Options{Agent: "bot", Base: canned{}, Store: dec})
			if err != nil {
				b.Fatal(err)
			}
			defer tr.Close()
			reqs := make([]*http.Request, tc.hosts)
			for i := range reqs {
				reqs[i], _ = http.NewRequest(http.MethodGet, fmt.Sprintf("http://h%d.example/", i), nil)
				if resp, err := tr.RoundTrip(reqs[i]); err == nil { // robots.txt, once
					resp.Body.Close()
				}
			}
			rt.n.Store(0)
			dec.n.Store(0)
			dec.waits.Store(0)
			log.mu.Lock()
			log.trips = nil
			log.mu.Unlock()
			n := 0
			for b.Loop() {
				resp, err := tr.RoundTrip(reqs[n%len(reqs)])
				if err != nil {
					b.Fatal(err)
				}
				resp.Body.Close()
				n++
			}
			b.ReportMetric(float64(rt.n.Load())/float64(n), "roundtrips/op")
			kinds := map[string]int{}
			log.mu.Lock()
			for _, t := range log.trips {
				kinds[t.kind]++
			}
			log.mu.Unlock()
			b.ReportMetric(float64(kinds["admit"])/float64(n), "admissions/op")
			b.ReportMetric(float64(dec.n.Load())/float64(n), "decisions/op")
			b.ReportMetric(float64(dec.waits.Load())/float64(n), "waits/op")
			b.ReportMetric(float64(kinds["admit"]+kinds["again"])/float64(dec.n.Load()), "roundtrips/decision")
			b.ReportMetric(float64(kinds["again"])/float64(n), "again/op")
			b.ReportMetric(float64(kinds["give-back"])/float64(n), "give-backs/op")
		})
	}
}
