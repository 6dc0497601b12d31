package polite_test

import (
	"bytes"
	"crypto/tls"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"golang.org/x/net/http2"
	"golang.org/x/net/http2/hpack"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// h2seen is one request an HTTP/2 test server saw: its HEADERS frame, and whether the frame
// ended the stream (a request with no DATA frame after it).
type h2seen struct {
	at        time.Time
	method    string
	path      string
	endStream bool
	key       string // Idempotency-Key
}

// serveH2 is a bare HTTP/2 server (prior knowledge, no TLS) on one connection, written frame by
// frame so that it can answer /retry-me with RST_STREAM PROTOCOL_ERROR after reading the
// request: an answer on which net/http's HTTP/2 Transport re-sends the request by itself, below
// any RoundTripper, at once and then after 1, 2, 4… s, up to 7 times (http2canRetryError:
// golang/go#47635), where the request can be replayed (no body, or a GetBody). Every other path
// is answered 200 with a small body.
func serveH2(t *testing.T, c net.Conn, mu *sync.Mutex, seen *[]h2seen) {
	defer c.Close()
	preface := make([]byte, len(http2.ClientPreface))
	if _, err := io.ReadFull(c, preface); err != nil || string(preface) != http2.ClientPreface {
		return
	}
	// The server writes from a goroutine of its own: the client flushes its preface, SETTINGS
	// and WINDOW_UPDATE before it reads, and a net.Pipe write waits for its reader.
	out := make(chan []byte, 64)
	defer close(out)
	go func() {
		for b := range out {
			c.Write(b)
		}
	}()
	fr := http2.NewFramer(chanWriter(out), c)
	fr.ReadMetaHeaders = hpack.NewDecoder(4096, nil)
	if err := fr.WriteSettings(); err != nil {
		return
	}
	var hb bytes.Buffer
	enc := hpack.NewEncoder(&hb)
	for {
		f, err := fr.ReadFrame()
		if err != nil {
			return
		}
		switch f := f.(type) {
		case *http2.SettingsFrame:
			if !f.IsAck() {
				fr.WriteSettingsAck()
			}
		case *http2.PingFrame:
			if !f.IsAck() {
				fr.WritePing(true, f.Data)
			}
		case *http2.MetaHeadersFrame:
			s := h2seen{at: time.Now(), method: f.PseudoValue("method"), path: f.PseudoValue("path"), endStream: f.StreamEnded()}
			for _, hf := range f.RegularFields() {
				if strings.EqualFold(hf.Name, "idempotency-key") {
					s.key = hf.Value
				}
			}
			mu.Lock()
			*seen = append(*seen, s)
			n := len(*seen)
			mu.Unlock()
			id := f.StreamID
			if s.path == "/retry-me" && n < 50 { // then answered, so that a replaying client ends
				fr.WriteRSTStream(id, http2.ErrCodeProtocol)
				continue
			}
			body := "ok"
			if s.path == "/robots.txt" {
				body = "User-agent: *\nAllow: /\n"
			}
			hb.Reset()
			enc.WriteField(hpack.HeaderField{Name: ":status", Value: "200"})
			enc.WriteField(hpack.HeaderField{Name: "content-length", Value: fmt.Sprint(len(body))})
			head := s.method == http.MethodHead
			fr.WriteHeaders(http2.HeadersFrameParam{StreamID: id, BlockFragment: hb.Bytes(), EndHeaders: true, EndStream: head})
			if !head {
				fr.WriteData(id, true, []byte(body))
			}
		}
	}
}

// chanWriter hands each write, copied, to the goroutine that writes to the connection.
type chanWriter chan []byte

func (w chanWriter) Write(b []byte) (int, error) {
	w <- bytes.Clone(b)
	return len(b), nil
}

// TestNoReplayHTTP2: over an HTTP/2 base, a request the server answers with RST_STREAM
// PROTOCOL_ERROR after reading it is sent once and then exactly the published retries, 2 s
// apart, on a fake clock; net/http's HTTP/2 Transport would otherwise re-send it at once and
// again after 1, 2, 4, 8, 16 and 32 s (7 times more, unseen by polite's retry schedule and
// spacing), for a GET, a HEAD and a POST with GetBody and an Idempotency-Key alike
// (Transport.noReplay: the body it cannot rewind). The other requests (robots.txt, /1, /2)
// share the one connection. A request without a body reaches an HTTP/2 server as HEADERS and
// an empty DATA frame that ends the stream (noReplay's empty body, of unknown length to
// HTTP/2): pinned here, and said in noReplay's doc.
func TestNoReplayHTTP2(t *testing.T) {
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
				var mu sync.Mutex
				var seen []h2seen
				nw := newPipeNet()
				defer nw.Close()
				go func() {
					for {
						c, err := nw.Accept()
						if err != nil {
							return
						}
						go serveH2(t, c, &mu, &seen)
					}
				}()
				var protos http.Protocols
				protos.SetUnencryptedHTTP2(true)
				base := &http.Transport{DialContext: nw.dial, Protocols: &protos}
				defer base.CloseIdleConnections()

				tr := keptAliveRetrier(t, base, nw)
				sendRetryMe(t, tr, tc.method, tc.body, tc.header)
				mu.Lock()
				defer mu.Unlock()
				var at []time.Time
				said := false
				for _, s := range seen {
					if s.endStream && !said {
						said = true
						// noReplay's empty body: HTTP/2 sends HEADERS, then an empty DATA frame
						t.Errorf("%s %s ended its stream with HEADERS; want an empty DATA frame after them (noReplay's doc says so)", s.method, s.path)
					}
					if s.path != "/retry-me" {
						continue
					}
					if s.method != tc.method || (tc.header != "" && s.key != "k1") {
						t.Errorf("the server saw %s with Idempotency-Key %q, want %s with %q", s.method, s.key, tc.method, "k1")
					}
					at = append(at, s.at)
				}
				wantPublishedRetries(t, at)
			})
		})
	}
}

// TestHTTP2TLS: polite over a real HTTP/2 connection (httptest's EnableHTTP2, TLS, ALPN "h2",
// real sockets and time): every request goes over HTTP/2 with the published User-Agent, one
// connection serves them all, the published spacing holds, and a request whose stream the server
// resets after reading it (a handler that panics with http.ErrAbortHandler) is seen once and then
// exactly the published retries, no sooner than their delays.
func TestHTTP2TLS(t *testing.T) {
	if testing.Short() {
		t.Skip("real time")
	}
	type hit struct {
		at    time.Time
		path  string
		proto int
		ua    string
		conn  string
	}
	var mu sync.Mutex
	var hits []hit
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		mu.Lock()
		hits = append(hits, hit{time.Now(), r.URL.Path, r.ProtoMajor, r.UserAgent(), r.RemoteAddr})
		mu.Unlock()
		switch r.URL.Path {
		case "/robots.txt":
			io.WriteString(w, "User-agent: *\nAllow: /\n")
		case "/retry-me":
			panic(http.ErrAbortHandler) // RST_STREAM after the request was read
		default:
			io.WriteString(w, "ok")
		}
	}))
	srv.EnableHTTP2 = true
	srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	srv.StartTLS()
	defer srv.Close()
	base := srv.Client().Transport.(*http.Transport).Clone()
	base.TLSClientConfig = &tls.Config{RootCAs: srv.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs}
	base.ForceAttemptHTTP2 = true

	const interval, delay = 150 * time.Millisecond, 300 * time.Millisecond
	// The server records a request when its handler runs, so two requests sent an interval apart
	// can be recorded closer by the difference of those delays, which grows with the machine's load
	// (146 ms for 150 ms at a load of 10 on two cores). The slack is a third of the interval: without
	// spacing the requests come a few milliseconds apart, far below it. The exact spacing is proven
	// on the fake clock (TestNoReplayHTTP2 and the tests of limits).
	const slack = 50 * time.Millisecond
	p := basePolicy()
	p.Limits.MinInterval = policy.Duration{Duration: interval}
	p.Errors.Retries = &policy.Retries{On: []policy.Condition{policy.ConditionNetworkError}, Delays: []policy.Duration{{Duration: delay}, {Duration: delay}}}
	tr, err := polite.New(p, polite.Options{Agent: "bot", Base: base})
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	for _, path := range []string{"/1", "/2", "/3"} {
		if code, err := get(tr, polite.Fetch{}, srv.URL+path); err != nil || code != 200 {
			t.Fatalf("GET %s: %d, %v", path, code, err)
		}
	}
	if _, err := get(tr, polite.Fetch{}, srv.URL+"/retry-me"); err == nil {
		t.Fatal("/retry-me: no error, want the stream error of the last retry")
	}
	mu.Lock()
	defer mu.Unlock()
	conns := map[string]bool{}
	var retries []time.Time
	for i, h := range hits {
		conns[h.conn] = true
		if h.proto != 2 {
			t.Errorf("%s came over HTTP/%d, want HTTP/2", h.path, h.proto)
		}
		if want := "ExampleBot/2.1 (+https://bot.example/)"; h.ua != want {
			t.Errorf("%s came with User-Agent %q, want the published %q", h.path, h.ua, want)
		}
		if i > 0 && h.path != "/retry-me" && hits[i-1].path != "/robots.txt" { // robots.txt is not counted here
			if g := h.at.Sub(hits[i-1].at); g < interval-slack {
				t.Errorf("%s came %v after %s, want at least %v (the published %v less %v for the server's recording)", h.path, g, hits[i-1].path, interval-slack, interval, slack)
			}
		}
		if h.path == "/retry-me" {
			retries = append(retries, h.at)
		}
	}
	if len(conns) != 1 {
		t.Errorf("%d connections, want 1 HTTP/2 connection for every request", len(conns))
	}
	if len(retries) != 3 {
		t.Fatalf("the server saw /retry-me %d times, want once and the 2 published retries", len(retries))
	}
	for i := 1; i < len(retries); i++ {
		if g := retries[i].Sub(retries[i-1]); g < delay-slack {
			t.Errorf("retry %d came %v after the one before, want at least %v (the published %v less %v for the server's recording)", i, g, delay-slack, delay, slack)
		}
	}
}
