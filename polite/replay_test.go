package polite_test

import (
	"context"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// pipeNet is an in-process network of net.Pipe connections: a listener for an http.Server and
// a dialer for an *http.Transport. testing/synctest fakes time only while every goroutine of
// the test is blocked on something it can see, which a pipe is and a socket is not; so a real
// *http.Transport, with its pool of kept-alive connections, runs on the fake clock.
type pipeNet struct {
	conns  chan net.Conn
	closed chan struct{}
	once   sync.Once
	mu     sync.Mutex
	dials  int
}

func newPipeNet() *pipeNet {
	return &pipeNet{conns: make(chan net.Conn), closed: make(chan struct{})}
}

func (n *pipeNet) Accept() (net.Conn, error) {
	select {
	case c := <-n.conns:
		return c, nil
	case <-n.closed:
		return nil, net.ErrClosed
	}
}

func (n *pipeNet) Close() error {
	n.once.Do(func() { close(n.closed) })
	return nil
}

func (n *pipeNet) Addr() net.Addr { return pipeAddr{} }

func (n *pipeNet) dial(ctx context.Context, _, _ string) (net.Conn, error) {
	srv, cli := net.Pipe()
	select {
	case n.conns <- srv:
		n.mu.Lock()
		n.dials++
		n.mu.Unlock()
		return cli, nil
	case <-n.closed:
		return nil, net.ErrClosed
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (n *pipeNet) dialed() int {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.dials
}

type pipeAddr struct{}

func (pipeAddr) Network() string { return "pipe" }
func (pipeAddr) String() string  { return "pipe" }

// TestNoReplayOnReusedConnection: net/http's Transport re-sends on its own, below the
// RoundTripper, a request that failed on a kept-alive connection it reused (a GET, a HEAD, a
// request with an Idempotency-Key), at once (newuser12, finding 3: the server saw /retry-me twice
// 1 ms apart and three retries where the page says two). The server here aborts /retry-me
// (panic(http.ErrAbortHandler)) after reading it, on the connection /1 and /2 kept alive: it must
// see the request once and then exactly the published retries, 2 s apart, on a fake clock.
func TestNoReplayOnReusedConnection(t *testing.T) {
	for _, tc := range []struct {
		name   string
		method string
		body   string
		header string
	}{
		{name: "GET", method: http.MethodGet},
		{name: "HEAD", method: http.MethodHead},
		{name: "POST with GetBody and Idempotency-Key", method: http.MethodPost, body: "q=1", header: "Idempotency-Key"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				type seen struct {
					at     time.Time
					method string
					path   string
					body   string
				}
				var mu sync.Mutex
				var log1 []seen
				nw := newPipeNet()
				srv := &http.Server{
					Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
						b, _ := io.ReadAll(r.Body)
						if len(b) == 0 && (len(r.TransferEncoding) > 0 || r.Header.Get("Content-Length") != "") {
							// a request without a body is sent as one (Transport.noReplay)
							t.Errorf("%s %s came with Transfer-Encoding %v, Content-Length %q; want neither", r.Method, r.URL.Path, r.TransferEncoding, r.Header.Get("Content-Length"))
						}
						mu.Lock()
						log1 = append(log1, seen{time.Now(), r.Method, r.URL.Path, string(b)})
						mu.Unlock()
						switch r.URL.Path {
						case "/robots.txt":
							io.WriteString(w, "User-agent: *\nAllow: /\n")
						case "/retry-me":
							panic(http.ErrAbortHandler) // drop the kept-alive connection unanswered
						default:
							io.WriteString(w, "ok")
						}
					}),
					ErrorLog: log.New(io.Discard, "", 0),
				}
				go srv.Serve(nw)
				defer srv.Close()

				tr := keptAliveRetrier(t, &http.Transport{DialContext: nw.dial}, nw)
				sendRetryMe(t, tr, tc.method, tc.body, tc.header)
				mu.Lock()
				defer mu.Unlock()
				var at []time.Time
				for _, s := range log1 {
					if s.path != "/retry-me" {
						continue
					}
					if s.method != tc.method || s.body != tc.body {
						t.Errorf("the server saw %s %q, want %s %q", s.method, s.body, tc.method, tc.body)
					}
					at = append(at, s.at)
				}
				wantPublishedRetries(t, at)
			})
		})
	}
}

// keptAliveRetrier is a Transport over base for a policy of 1 s spacing and two retries of
// network errors 2 s apart, which has fetched robots.txt, /1 and /2 of a.example on one
// connection of nw, so that the next request goes out on a reused connection. It is closed when
// t ends.
func keptAliveRetrier(t *testing.T, base http.RoundTripper, nw *pipeNet) *polite.Transport {
	t.Helper()
	p := basePolicy()
	p.Limits.MinInterval = dur("1s")
	p.Errors.Retries = &policy.Retries{On: []policy.Condition{policy.ConditionNetworkError}, Delays: []policy.Duration{dur("2s"), dur("2s")}}
	tr, err := polite.New(p, polite.Options{Agent: "bot", Base: base})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tr.Close() })
	for _, path := range []string{"/1", "/2"} {
		if code, err := get(tr, polite.Fetch{}, "http://a.example"+path); err != nil || code != http.StatusOK {
			t.Fatalf("GET %s: %d, %v", path, code, err)
		}
	}
	if n := nw.dialed(); n != 1 {
		t.Fatalf("%d connections for robots.txt, /1 and /2, want 1 kept alive", n)
	}
	return tr
}

// sendRetryMe sends method /retry-me of a.example through tr, with body if not empty and the
// header (an Idempotency-Key) set to "k1" if named, and fails t unless it ends in an error: the
// server never answers it.
func sendRetryMe(t *testing.T, tr *polite.Transport, method, body, header string) {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, _ := http.NewRequestWithContext(context.Background(), method, "http://a.example/retry-me", r)
	if header != "" {
		req.Header.Set(header, "k1")
	}
	if resp, err := tr.RoundTrip(req); err == nil {
		resp.Body.Close()
		t.Errorf("got %s, want the error of the last retry", resp.Status)
	}
}

// wantPublishedRetries fails t unless the server saw /retry-me at the times at: once, then the
// two published retries, each 2 s after the one before (on synctest's clock, exactly).
func wantPublishedRetries(t *testing.T, at []time.Time) {
	t.Helper()
	var gaps []time.Duration
	for i := 1; i < len(at); i++ {
		gaps = append(gaps, at[i].Sub(at[i-1]))
	}
	if want := []time.Duration{2 * time.Second, 2 * time.Second}; fmt.Sprint(gaps) != fmt.Sprint(want) {
		t.Errorf("the server saw /retry-me %d times, the waits between them %v; want once and the 2 published retries, %v", len(at), gaps, want)
	}
}
