package conform

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"slices"
	"sync"
	"time"
)

// Record is one request as a test site saw it (or, where Reported or Connect says so, an event
// that was no request a site could see).
type Record struct {
	At      time.Time // when the site received it, on the sites' clock
	Ended   time.Time // when the answer was complete, or the client gave up
	Host    string    // the host name, as the scenario names it
	Addr    string    // the address the host stands for
	Method  string
	Path    string // path and query
	Header  http.Header
	Status  int    // the status answered; 0 when the connection was dropped or the client gave up first
	Bytes   int64  // bytes of the body the client took; -1 when unknown
	Body    string // for robots.txt: the body served
	Aborted bool   // the site dropped the connection (a network error for the crawler)
	// Canceled: the client gave up before the answer was complete (a timeout, a body abandoned).
	Canceled bool
	// Reported is a condition the crawler reported itself (polite's Transport.Report), in
	// process only: no site sees it.
	Reported string
	// Connect marks an attempt to connect to a host that never accepts, in process only: behind
	// a proxy the crawler connects to the proxy.
	Connect bool
	// Linked, in Run.Others: the start page links the URL (a fetch the crawler chose, not the
	// target of a redirect).
	Linked bool
}

// Sites is a set of scripted test sites: one http.Handler per host name, each standing for an
// address (hosts may share one, so that limits per server can be checked), and a log of every
// request. It serves in process (RoundTrip, for a Go crawler on testing/synctest's fake clock,
// where no socket may be used) and behind the proxy of a World (ServeHTTP).
type Sites struct {
	mu    sync.Mutex
	hosts map[string]http.Handler
	addrs map[string]netip.Addr
	log   []*Record
	// Clock gives the time of a record; time.Now when nil. In process it is the crawler's clock,
	// so that a record's time is the time the policy's windows are read in.
	Clock func() time.Time
	// rename maps a host name as the crawler sees it to the scenario's name (a World's hosts).
	rename func(string) string
	// name maps the scenario's name to the one the crawler sees (a World's hosts).
	name func(string) string
}

// NewSites returns an empty set of sites.
func NewSites() *Sites {
	return &Sites{hosts: map[string]http.Handler{}, addrs: map[string]netip.Addr{}}
}

// Add serves host with h, standing for addr (127.0.0.1 when empty).
func (s *Sites) Add(host, addr string, h http.Handler) {
	if addr == "" {
		addr = "127.0.0.1"
	}
	s.hosts[host] = h
	s.addrs[host] = netip.MustParseAddr(addr)
}

// Handler returns the handler of host (nil when there is none).
func (s *Sites) Handler(host string) http.Handler { return s.hosts[host] }

// Hosts returns the host names, sorted.
func (s *Sites) Hosts() []string {
	var out []string
	for h := range s.hosts {
		out = append(out, h)
	}
	slices.Sort(out)
	return out
}

// URL returns the absolute URL of path on host as the crawler reaches it: a page that redirects
// to another host says this.
func (s *Sites) URL(host, path string) string {
	if s.name != nil {
		host = s.name(host)
	}
	return "http://" + host + path
}

func (s *Sites) now() time.Time {
	if s.Clock != nil {
		return s.Clock()
	}
	return time.Now()
}

// AppliesConnectTimeout marks Sites as a polite.ConnectTimeoutApplier: in process there is
// nothing to connect to, so no connect takes longer than a timeout.
func (s *Sites) AppliesConnectTimeout() {}

// Resolve returns the address host stands for (a resolver for a crawler that keys limits by
// address).
func (s *Sites) Resolve(_ context.Context, host string) ([]netip.Addr, error) {
	if s.rename != nil {
		host = s.rename(host)
	}
	a, ok := s.addrs[host]
	if !ok {
		return nil, fmt.Errorf("no such host %s", host)
	}
	return []netip.Addr{a}, nil
}

// Note adds a record made by the crawler's side (a condition reported, a connect attempt).
func (s *Sites) Note(r Record) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r.At.IsZero() {
		r.At = s.now()
	}
	if r.Ended.IsZero() {
		r.Ended = s.now()
	}
	r.Bytes = -1
	s.log = append(s.log, &r)
}

func (s *Sites) begin(req *http.Request, host string) *Record {
	r := &Record{At: s.now(), Host: host, Addr: s.addrs[host].String(), Method: req.Method,
		Path: req.URL.RequestURI(), Header: req.Header.Clone(), Bytes: -1}
	s.mu.Lock()
	s.log = append(s.log, r)
	s.mu.Unlock()
	return r
}

func (s *Sites) update(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f()
}

// Records returns the log, in the order the requests arrived, or the part of it for which keep
// is true.
func (s *Sites) Records(keep func(Record) bool) []Record {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Record
	for _, r := range s.log {
		if keep == nil || keep(*r) {
			out = append(out, *r)
		}
	}
	return out
}

// RoundTrip implements http.RoundTripper in process: the request goes to its host's handler
// (an unknown host is a lookup error, as DNS would give). A handler that panics with
// http.ErrAbortHandler drops the connection: the crawler gets a network error.
func (s *Sites) RoundTrip(req *http.Request) (*http.Response, error) {
	host := req.URL.Hostname()
	h, ok := s.hosts[host]
	if !ok {
		return nil, &url.Error{Op: req.Method, URL: req.URL.String(), Err: &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}}
	}
	r := s.begin(req, host)
	rec := httptest.NewRecorder()
	done := make(chan bool, 1)
	go func() {
		aborted := false
		defer func() {
			if v := recover(); v != nil {
				if v != http.ErrAbortHandler {
					panic(v)
				}
				aborted = true
			}
			done <- aborted
		}()
		h.ServeHTTP(rec, req)
	}()
	var aborted bool
	select {
	case aborted = <-done:
	case <-req.Context().Done():
		s.update(func() { r.Canceled, r.Ended = true, s.now() })
		return nil, req.Context().Err()
	}
	if aborted {
		s.update(func() { r.Aborted, r.Ended = true, s.now() })
		return nil, &net.OpError{Op: "read", Net: "tcp", Err: errors.New("connection reset by peer")}
	}
	resp := rec.Result()
	s.update(func() {
		r.Status = resp.StatusCode
		if req.URL.Path == "/robots.txt" {
			r.Body = rec.Body.String()
		}
	})
	resp.Request = req
	resp.Body = &countingBody{ReadCloser: resp.Body, size: int64(rec.Body.Len()), s: s, r: r}
	return resp, nil
}

// countingBody counts what the client reads of a body; at its end, or when the client closes it
// first (a body abandoned), the record learns it.
type countingBody struct {
	io.ReadCloser
	n, size int64
	s       *Sites
	r       *Record
	once    sync.Once
}

func (b *countingBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.n += int64(n)
	if err != nil {
		b.finish()
	}
	return n, err
}

func (b *countingBody) Close() error {
	b.finish()
	return b.ReadCloser.Close()
}

func (b *countingBody) finish() {
	b.once.Do(func() {
		b.s.update(func() {
			b.r.Bytes, b.r.Ended = b.n, b.s.now()
			if b.n < b.size {
				b.r.Canceled = true
			}
		})
	})
}

// ServeHTTP serves a request that came through the proxy: the host's handler answers it, and
// the record learns what was written and whether the client went away first.
func (s *Sites) ServeHTTP(w http.ResponseWriter, req *http.Request, host string) {
	h, ok := s.hosts[host]
	if !ok {
		http.Error(w, "no such test host", http.StatusBadGateway)
		return
	}
	r := s.begin(req, host)
	cw := &countingWriter{ResponseWriter: w, robots: req.URL.Path == "/robots.txt"}
	defer func() {
		v := recover()
		s.update(func() {
			r.Ended, r.Status, r.Bytes = s.now(), cw.status, cw.n
			if cw.status == 0 && v == nil {
				r.Status = http.StatusOK
			}
			r.Body = cw.body.String()
			if v == http.ErrAbortHandler {
				r.Aborted, r.Status = true, 0
			}
			if req.Context().Err() != nil || cw.failed {
				r.Canceled = true
			}
		})
		if v != nil {
			panic(v)
		}
	}()
	h.ServeHTTP(cw, req)
}

// countingWriter counts the body bytes the client took (written without error) and keeps the
// body of robots.txt.
type countingWriter struct {
	http.ResponseWriter
	status int
	n      int64
	failed bool
	robots bool
	body   limitedBuffer
}

func (w *countingWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *countingWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(p)
	w.n += int64(n)
	if err != nil {
		w.failed = true
	}
	if w.robots {
		w.body.Write(p[:n])
	}
	return n, err
}

func (w *countingWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// limitedBuffer keeps the first 1 MiB written to it.
type limitedBuffer struct{ b []byte }

func (l *limitedBuffer) Write(p []byte) {
	if room := 1<<20 - len(l.b); room > 0 {
		l.b = append(l.b, p[:min(room, len(p))]...)
	}
}

func (l *limitedBuffer) String() string { return string(l.b) }

// Site is a scripted site: robots.txt as given (status 200 unless RobotsStatus), and every other
// path answered by Page, or by "ok" when Page is nil.
type Site struct {
	Robots       string
	RobotsStatus int
	Page         func(w http.ResponseWriter, r *http.Request)
}

func (s Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/robots.txt" {
		if s.RobotsStatus != 0 && s.RobotsStatus != 200 {
			w.WriteHeader(s.RobotsStatus)
			return
		}
		fmt.Fprint(w, s.Robots)
		return
	}
	if s.Page != nil {
		s.Page(w, r)
		return
	}
	fmt.Fprint(w, "ok")
}

// RobotsSite serves robots.txt with the status and body of its script: the n-th read gets
// Statuses[n] (the last one from then on, 200 when there are none), and the body is Body until
// ChangeAfter has passed since the first read, Later from then on (ChangeAfter zero: never).
// Every other path is "ok".
type RobotsSite struct {
	Statuses    []int
	Body, Later string
	ChangeAfter time.Duration
	mu          sync.Mutex
	reads       int
	first       time.Time
}

func (rs *RobotsSite) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.URL.Path != "/robots.txt" {
		fmt.Fprint(w, "ok")
		return
	}
	rs.mu.Lock()
	n := rs.reads
	rs.reads++
	if n == 0 {
		rs.first = time.Now()
	}
	body := rs.Body
	if rs.ChangeAfter > 0 && time.Since(rs.first) >= rs.ChangeAfter {
		body = rs.Later
	}
	rs.mu.Unlock()
	status := 200
	if len(rs.Statuses) > 0 {
		status = rs.Statuses[min(n, len(rs.Statuses)-1)]
	}
	w.WriteHeader(status)
	io.WriteString(w, body)
}

// Hold keeps a handler busy for d, or until the client gives up.
func Hold(r *http.Request, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-r.Context().Done():
	case <-t.C:
	}
}
