package redisstore_test

import (
	"context"
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
// round trips to Redis per request (target: at most 1): the admission is one script; a policy
// with a concurrency cap adds the release of the slot.
func BenchmarkRedisRoundTrips(b *testing.B) {
	for _, tc := range []struct {
		name        string
		concurrency int
	}{{"spacing+quota", 0}, {"spacing+quota+concurrency", 2}} {
		b.Run(tc.name, func(b *testing.B) {
			srv := startRedis(b)
			rt := &roundTrips{}
			rdb := redis.NewClient(&redis.Options{Addr: srv.addr()})
			defer rdb.Close()
			rdb.AddHook(rt)
			p := fleetPolicy()
			p.Limits.MinInterval = policy.Duration{Duration: 1e6} // 1 ms
			p.Limits.Quotas = []policy.Cap{{Max: 1 << 30, Period: policy.Duration{Duration: 3600e9}, Key: policy.ScopeSite}}
			p.Limits.Concurrency = policy.Count(tc.concurrency)
			p.Limits.ConcurrencyKey = policy.ScopeHostname
			tr, err := polite.New(p, polite.Options{Agent: "bot", Base: canned{}, Store: redisstore.New(rdb, "bench:")})
			if err != nil {
				b.Fatal(err)
			}
			defer tr.Close()
			req, _ := http.NewRequest(http.MethodGet, "http://a.example/", nil)
			if resp, err := tr.RoundTrip(req); err == nil { // robots.txt, once
				resp.Body.Close()
			}
			rt.n.Store(0)
			n := 0
			for b.Loop() {
				resp, err := tr.RoundTrip(req)
				if err != nil {
					b.Fatal(err)
				}
				resp.Body.Close()
				n++
			}
			b.ReportMetric(float64(rt.n.Load())/float64(n), "roundtrips/op")
		})
	}
}
