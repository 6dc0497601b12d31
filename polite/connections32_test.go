package polite_test

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"sync"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// openConns counts the connections a base dials that are still open, and the most open at once.
type openConns struct {
	mu         sync.Mutex
	open, most int
	dials      int
}

func (o *openConns) dial(addr string) func(context.Context, string, string) (net.Conn, error) {
	return func(ctx context.Context, network, _ string) (net.Conn, error) {
		c, err := (&net.Dialer{}).DialContext(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		o.mu.Lock()
		o.open++
		o.dials++
		o.most = max(o.most, o.open)
		o.mu.Unlock()
		return &countedConn{Conn: c, o: o}, nil
	}
}

type countedConn struct {
	net.Conn
	o    *openConns
	once sync.Once
}

func (c *countedConn) Close() error {
	c.once.Do(func() {
		c.o.mu.Lock()
		c.o.open--
		c.o.mu.Unlock()
	})
	return c.Conn.Close()
}

// TestConnectionsUnit (new-user trial 29, F-13): limits.concurrency_unit = "connections" with
// concurrency 1 per server is one connection open at a time to the server, idle ones included,
// robots.txt's fetches too: two host names of one server, fetched in turn and at once, never have
// two connections open (each request has its own, closed before the next takes the slot). With
// "requests", the connection to the first host name stays open, idle, while the second's is
// dialed: two at once, which "one request at a time" allows. A Base other than an
// *http.Transport, whose keep-alive the Transport cannot turn off, is refused unless
// Options.Elsewhere names the pointer. Failed before: "connections" was not a value of
// concurrency_unit.
func TestConnectionsUnit(t *testing.T) {
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			http.NotFound(w, r)
			return
		}
		io.WriteString(w, "ok")
	}))
	defer site.Close()
	resolve := func(context.Context, string) ([]netip.Addr, error) {
		return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
	}
	for _, tc := range []struct {
		unit policy.ConcurrencyUnit
		most int // the most connections open at once, or at least this many where above 1
	}{
		{policy.ConcurrencyUnitConnections, 1},
		{policy.ConcurrencyUnitRequests, 2},
	} {
		t.Run(string(tc.unit), func(t *testing.T) {
			p := basePolicy()
			p.Limits.MinInterval = dur("1ms")
			p.Limits.Concurrency, p.Limits.ConcurrencyKey, p.Limits.ConcurrencyUnit = 1, policy.ScopeServer, tc.unit
			var o openConns
			tr, err := polite.New(p, polite.Options{Agent: "bot", Base: &http.Transport{DialContext: o.dial(site.Listener.Addr().String())}, Resolve: resolve})
			if err != nil {
				t.Fatal(err)
			}
			defer tr.Close()
			client := tr.Client()
			fetch := func(u string) {
				req, _ := http.NewRequestWithContext(polite.WithFetch(context.Background(), polite.Fetch{}), http.MethodGet, u, nil)
				resp, err := client.Do(req)
				if err != nil {
					t.Error(err)
					return
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
			port := site.Listener.Addr().(*net.TCPAddr).Port
			url := func(host, path string) string { return "http://" + host + ":" + strconv.Itoa(port) + path }
			fetch(url("a.example", "/1"))
			fetch(url("b.example", "/1"))
			var wg sync.WaitGroup
			for i := range 6 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					fetch(url([]string{"a.example", "b.example", "c.example"}[i%3], "/2"))
				}()
			}
			wg.Wait()
			o.mu.Lock()
			defer o.mu.Unlock()
			switch {
			case tc.unit == policy.ConcurrencyUnitConnections && o.most != 1:
				t.Errorf("%d connections open at once (of %d dialed), want 1", o.most, o.dials)
			case tc.unit == policy.ConcurrencyUnitConnections && o.dials != 11: // 3 robots.txt, 8 pages
				t.Errorf("%d connections dialed, want one for each of 11 requests", o.dials)
			case tc.unit != policy.ConcurrencyUnitConnections && o.most < tc.most:
				t.Errorf("%d connections open at once, want at least %d (the test shows nothing)", o.most, tc.most)
			}
		})
	}

	p := basePolicy()
	p.Limits.Concurrency, p.Limits.ConcurrencyKey, p.Limits.ConcurrencyUnit = 1, policy.ScopeServer, policy.ConcurrencyUnitConnections
	base := http.RoundTripper(roundTripFunc(func(*http.Request) (*http.Response, error) { return nil, errors.New("unused") }))
	_, err := polite.New(p, polite.Options{Agent: "bot", Base: base, Resolve: resolve})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) || len(ue.Statements) != 1 || ue.Statements[0][:len("/limits/concurrency_unit")] != "/limits/concurrency_unit" {
		t.Errorf("another Base: err = %v, want an *UnenforceableError at /limits/concurrency_unit", err)
	}
	if _, err := polite.New(p, polite.Options{Agent: "bot", Base: base, Resolve: resolve, Elsewhere: []string{"/limits/concurrency_unit"}}); err != nil {
		t.Errorf("another Base, named in Elsewhere: %v", err)
	}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
