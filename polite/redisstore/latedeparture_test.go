package redisstore_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// slowGrant is an instance's shared store whose next grant, once armed, comes back late: the
// reservation is made in Redis at the time asked, and the answer reaches the instance delay
// later (a slow round trip, a goroutine that ran late). Every admission after that is counted.
type slowGrant struct {
	polite.Store
	delay time.Duration
	armed atomic.Bool
	after atomic.Int32 // admissions asked after the late grant
	late  atomic.Bool
}

func (s *slowGrant) Admit(ctx context.Context, a polite.Admission) (polite.Grant, error) {
	if s.late.Load() {
		s.after.Add(1)
	}
	g, err := s.Store.Admit(ctx, a)
	if err == nil && g.Wait.IsZero() && len(a.Spacing) > 0 && s.armed.CompareAndSwap(true, false) {
		time.Sleep(s.delay)
		s.late.Store(true)
	}
	return g, err
}

// TestLateDeparture: instance A's grant reaches it 150 ms after Redis reserved its time; B asks
// 20 ms after A's reservation, is told to wait for the next turn (A's time + 105 ms) and leaves
// then. A request that left at once on its late grant would reach the site about 45 ms after
// B's, under the 100 ms interval (main before this test: 44 ms). A request that leaves more than
// the 5 ms margin after its reserved time must reserve again (spacing only) and wait for that
// turn: the two arrivals are at least the interval apart, and A asked the store again.
func TestLateDeparture(t *testing.T) {
	srv := startRedis(t)
	var mu sync.Mutex
	arrived := map[string]time.Time{}
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		arrived[r.URL.Path] = time.Now()
		mu.Unlock()
	}))
	defer site.Close()
	const interval = 100 * time.Millisecond
	slow := &slowGrant{Store: redisstore.New(srv.client(t), "late:"), delay: 150 * time.Millisecond}
	trA, err := polite.New(fleetPolicy(), polite.Options{Agent: "bot", Base: site.Client().Transport, Store: slow})
	if err != nil {
		t.Fatal(err)
	}
	defer trA.Close()
	trB, err := polite.New(fleetPolicy(), polite.Options{Agent: "bot", Base: site.Client().Transport,
		Store: redisstore.New(srv.client(t), "late:")})
	if err != nil {
		t.Fatal(err)
	}
	defer trB.Close()
	get := func(tr *polite.Transport, path string) {
		req, _ := http.NewRequest(http.MethodGet, site.URL+path, nil)
		resp, err := tr.RoundTrip(req)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			return
		}
		resp.Body.Close()
	}
	// robots.txt read and both instances warm; then an interval passes.
	get(trA, "/warm-a")
	get(trB, "/warm-b")
	time.Sleep(2 * interval)

	slow.armed.Store(true)
	var wg sync.WaitGroup
	wg.Go(func() { get(trA, "/a") })
	time.Sleep(20 * time.Millisecond)
	wg.Go(func() { get(trB, "/b") })
	wg.Wait()

	mu.Lock()
	a, b := arrived["/a"], arrived["/b"]
	mu.Unlock()
	if a.IsZero() || b.IsZero() {
		t.Fatalf("arrivals: /a %v, /b %v; want both", a, b)
	}
	gap := a.Sub(b).Abs()
	if gap < interval {
		t.Errorf("A's late grant and B's next turn reached the site %v apart, below the interval %v", gap, interval)
	}
	if n := slow.after.Load(); n < 1 {
		t.Errorf("A asked the store %d times after its late grant, want at least 1 (a second reservation)", n)
	}
	t.Logf("arrivals %v apart (A after B: %v); A asked again %d times", gap, a.After(b), slow.after.Load())
}
