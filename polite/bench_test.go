package polite_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"os"
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

// benchClock stands still until the benchmark moves it (10 ms before each request): over 1,000
// hosts, each is asked again 10 s later, past its interval, so that no interval makes a benchmark
// wait; and a request is never late by it for its reserved time (a clock that moved on every
// reading would make every request reserve its turn again, an interval later).
type benchClock struct{ n atomic.Int64 }

func (c *benchClock) Now() time.Time {
	return time.Unix(1_700_000_000, 0).Add(time.Duration(c.n.Load()) * 10 * time.Millisecond)
}

func (c *benchClock) step() { c.n.Add(1) }

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
// per host name, over 1,000 hosts. Besides the wall time (ns/op) it reports the CPU time of the
// process per request (cpu-ns/op, all its threads, the garbage collector's included), which a
// machine busy with other work changes less.
func BenchmarkRoundTrip(b *testing.B) {
	clock := &benchClock{}
	tr, err := polite.New(benchPolicy(), polite.Options{Agent: "bot", Base: canned{}, Clock: clock, Resolve: resolveAll})
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
		clock.step()
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		resp, err := tr.RoundTrip(req)
		if err != nil {
			b.Fatal(err)
		}
		resp.Body.Close()
	}
	b.ReportAllocs()
	cpu0 := cpuTime()
	i := 0
	for b.Loop() {
		clock.step()
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, urls[i%len(urls)], nil)
		resp, err := tr.RoundTrip(req)
		if err != nil {
			b.Fatal(err)
		}
		resp.Body.Close()
		i++
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(i), "cpu-ns/op")
}

// BenchmarkRoundTripBase is what BenchmarkRoundTrip costs without the Transport: the same
// requests made and answered by the same base, so that the difference between the two is the
// Transport's own overhead.
func BenchmarkRoundTripBase(b *testing.B) {
	urls := make([]string, 1000)
	for i := range urls {
		urls[i] = fmt.Sprintf("http://h%d.example/page", i)
	}
	ctx := polite.WithFetch(context.Background(), polite.Fetch{})
	b.ReportAllocs()
	cpu0 := cpuTime()
	i := 0
	for b.Loop() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, urls[i%len(urls)], nil)
		resp, err := canned{}.RoundTrip(req)
		if err != nil {
			b.Fatal(err)
		}
		resp.Body.Close()
		i++
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(i), "cpu-ns/op")
}

// BenchmarkMemoryPerHost is the memory the Transport holds per host it tracks (target: under
// 1 KiB), at 100,000 hosts: a robots.txt copy, the spacing, the slot and the quota count of each.
// It reports bytes/host, for a robots.txt answered with 404 (no copy of rules: the state per
// host alone) and for a small one of 7 lines (3 rules, a Crawl-delay and a Sitemap line, two
// groups), whose copy grows with its rules.
func BenchmarkMemoryPerHost(b *testing.B) {
	for _, tc := range []struct {
		name string
		base http.RoundTripper
	}{{"robots.txt 404", canned{}}, {"robots.txt of 7 lines", cannedRobots{}}} {
		b.Run(tc.name, func(b *testing.B) {
			const hosts = 100_000
			for b.Loop() {
				runtime.GC()
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				clock := &benchClock{}
				tr, err := polite.New(benchPolicy(), polite.Options{Agent: "bot", Base: tc.base, Clock: clock, Resolve: resolveAll})
				if err != nil {
					b.Fatal(err)
				}
				ctx := polite.WithFetch(context.Background(), polite.Fetch{})
				for i := range hosts {
					clock.step()
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
		})
	}
}

// cannedRobots is canned with a small robots.txt of 7 lines for every host.
type cannedRobots struct{}

func (cannedRobots) RoundTrip(req *http.Request) (*http.Response, error) {
	body := ""
	if req.URL.Path == "/robots.txt" {
		body = "User-agent: *\nDisallow: /private/\nDisallow: /tmp/\nCrawl-delay: 1\n\nUser-agent: OtherBot\nDisallow: /\n\nSitemap: https://" + req.URL.Host + "/sitemap.xml\n"
	}
	return &http.Response{StatusCode: 200, Header: http.Header{}, Body: io.NopCloser(strings.NewReader(body)), Request: req}, nil
}

// BenchmarkNew is the cost of New for the first agent of examples/civic-ingestor, the largest
// example: the policy's check (policy.Policy.Check, the rules of Validate, which New applies to
// every policy it is given) and what New derives for each target and job. A crawler calls New
// once per agent when it starts.
func BenchmarkNew(b *testing.B) {
	p, err := policy.Load(os.DirFS("../examples/civic-ingestor"), "policy.toml")
	if err != nil {
		b.Fatal(err)
	}
	o := crawlerOptions(p)
	o.Agent, o.Version, o.Base, o.Resolve = p.Agents[0].ID, "9.9", canned{}, resolveAll
	b.Run("New", func(b *testing.B) {
		for b.Loop() {
			tr, err := polite.New(p, o)
			if err != nil {
				b.Fatal(err)
			}
			tr.Close()
		}
	})
	b.Run("Check", func(b *testing.B) {
		for b.Loop() {
			if err := p.Check(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
