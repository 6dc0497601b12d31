package polite_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// canned answers every request at once: robots.txt with 404, everything else with 200 and an
// empty body, so that a benchmark measures the Transport and not a server.
type canned struct{}

func (canned) RoundTrip(req *http.Request) (*http.Response, error) {
	status := 200
	if req.URL.Path == "/robots.txt" {
		status = 404
	}
	return &http.Response{StatusCode: status, Header: http.Header{}, Body: io.NopCloser(strings.NewReader("")), Request: req}, nil
}

// stepClock moves 10 ms on every reading: over 1,000 hosts, each is asked again 10 s later, past
// its interval, so that no interval makes a benchmark wait.
type stepClock struct{ n atomic.Int64 }

func (c *stepClock) Now() time.Time {
	return time.Unix(1_700_000_000, 0).Add(time.Duration(c.n.Add(1)) * 10 * time.Millisecond)
}

func benchPolicy() *policy.Policy {
	p := basePolicy()
	p.Limits.Concurrency = 2
	p.Limits.ConcurrencyKey = policy.ScopeHostname
	p.Limits.Quotas = []policy.Cap{{Max: 1_000_000, Period: dur("1h"), Key: policy.ScopeSite}}
	return p
}

func resolveAll(_ context.Context, host string) ([]netip.Addr, error) {
	return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
}

// BenchmarkRoundTrip is the Transport's overhead per request in process (target: under 10 µs):
// the pauses and windows, robots.txt from the cache, a quota, a concurrency slot and the spacing
// per host name, over 1,000 hosts.
func BenchmarkRoundTrip(b *testing.B) {
	tr, err := polite.New(benchPolicy(), polite.Options{Agent: "bot", Base: canned{}, Clock: &stepClock{}, Resolve: resolveAll})
	if err != nil {
		b.Fatal(err)
	}
	defer tr.Close()
	urls := make([]string, 1000)
	for i := range urls {
		urls[i] = fmt.Sprintf("http://h%d.example/page", i)
	}
	ctx := polite.WithFetch(context.Background(), polite.Fetch{})
	for _, u := range urls { // robots.txt of each host, once
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		resp, err := tr.RoundTrip(req)
		if err != nil {
			b.Fatal(err)
		}
		resp.Body.Close()
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, urls[i%len(urls)], nil)
		resp, err := tr.RoundTrip(req)
		if err != nil {
			b.Fatal(err)
		}
		resp.Body.Close()
		i++
	}
}

// BenchmarkMemoryPerHost is the memory the Transport holds per host it tracks (target: under
// 1 KiB), at 100,000 hosts: a robots.txt copy (here: none, a 404), the spacing, the slot and the
// quota count of each. It reports bytes/host.
func BenchmarkMemoryPerHost(b *testing.B) {
	const hosts = 100_000
	for b.Loop() {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		tr, err := polite.New(benchPolicy(), polite.Options{Agent: "bot", Base: canned{}, Clock: &stepClock{}, Resolve: resolveAll})
		if err != nil {
			b.Fatal(err)
		}
		ctx := polite.WithFetch(context.Background(), polite.Fetch{})
		for i := range hosts {
			req, _ := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://h%d.example/", i), nil)
			resp, err := tr.RoundTrip(req)
			if err != nil {
				b.Fatal(err)
			}
			resp.Body.Close()
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/hosts, "bytes/host")
		runtime.KeepAlive(tr)
		tr.Close()
	}
}
