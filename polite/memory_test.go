package polite_test

import (
	"context"
	"fmt"
	"net/http"
	"runtime"
	"testing"

	"github.com/sitegen-dev/sitegen/polite"
)

// TestMemoryPerHost: the Transport holds under 1 KiB per host it tracks (issue 14), with a copy
// of a small robots.txt of 7 lines for each (cannedRobots: two groups, three rules, a
// Crawl-delay and a Sitemap line), the spacing, the slot and the quota count of each, measured
// as BenchmarkMemoryPerHost measures it (the live heap after a collection, divided by the hosts)
// at 20,000 hosts; the best of two runs, so that another test's goroutine that allocates
// meanwhile does not fail it.
func TestMemoryPerHost(t *testing.T) {
	if testing.Short() {
		t.Skip("20,000 hosts")
	}
	const hosts = 20_000
	best := 0.0
	for run := range 2 {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		clock := &benchClock{}
		tr, err := polite.New(benchPolicy(), polite.Options{Agent: "bot", Base: cannedRobots{}, Clock: clock, Resolve: resolveAll})
		if err != nil {
			t.Fatal(err)
		}
		ctx := polite.WithFetch(context.Background(), polite.Fetch{})
		for i := range hosts {
			clock.step()
			req, _ := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://h%d.example/", i), nil)
			resp, err := tr.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
		}
		if n, _ := tr.Tracked(); n != hosts {
			t.Fatalf("robots.txt copies held: %d, want %d (one per host)", n, hosts)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		perHost := float64(int64(after.HeapAlloc)-int64(before.HeapAlloc)) / hosts
		runtime.KeepAlive(tr)
		tr.Close()
		if run == 0 || perHost < best {
			best = perHost
		}
	}
	t.Logf("%.0f bytes per host", best)
	if best >= 1024 {
		t.Errorf("%.0f bytes per host, want under 1 KiB", best)
	}
}
