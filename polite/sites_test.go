package polite_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"sync"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// sites is a set of scripted test sites, one http.Handler per host name, reached in process
// (net/http/httptest's recorder): testing/synctest fakes time only while every goroutine of the
// test is blocked on something it can see, and a socket is not that. Hosts share addresses as
// addrs says, so that limits per server can be checked. Every request is recorded.
type sites struct {
	mu    sync.Mutex
	hosts map[string]http.Handler
	addrs map[string]netip.Addr
	log   []record
}

// record is one request as a site saw it.
type record struct {
	At      time.Time
	Host    string
	Addr    string
	Method  string
	Path    string
	Header  http.Header
	Status  int
	Started time.Time // when the handler began (At is when it was received)
	Ended   time.Time
}

func newSites() *sites {
	return &sites{hosts: map[string]http.Handler{}, addrs: map[string]netip.Addr{}}
}

// add serves host with h at addr (127.0.0.1 when empty).
func (s *sites) add(host, addr string, h http.Handler) {
	if addr == "" {
		addr = "127.0.0.1"
	}
	s.hosts[host] = h
	s.addrs[host] = netip.MustParseAddr(addr)
}

// AppliesConnectTimeout marks sites as a polite.ConnectTimeoutApplier: it reaches its handlers
// in process, with nothing to connect to, so no connect takes longer than a timeout.
func (s *sites) AppliesConnectTimeout() {}

// RoundTrip implements http.RoundTripper: the request goes to its host's handler.
func (s *sites) RoundTrip(req *http.Request) (*http.Response, error) {
	h, ok := s.hosts[req.URL.Hostname()]
	if !ok {
		return nil, &url.Error{Op: "Get", URL: req.URL.String(), Err: fmt.Errorf("dial tcp: lookup %s: no such host", req.URL.Hostname())}
	}
	start := time.Now()
	rec := httptest.NewRecorder()
	done := make(chan struct{})
	go func() {
		defer close(done)
		h.ServeHTTP(rec, req.WithContext(req.Context()))
	}()
	select {
	case <-done:
	case <-req.Context().Done():
		s.note(req, start, 0)
		return nil, req.Context().Err()
	}
	s.note(req, start, rec.Code)
	resp := rec.Result()
	resp.Request = req
	return resp, nil
}

func (s *sites) note(req *http.Request, start time.Time, status int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.log = append(s.log, record{At: start, Host: req.URL.Hostname(), Addr: s.addrs[req.URL.Hostname()].String(),
		Method: req.Method, Path: req.URL.RequestURI(), Header: req.Header.Clone(), Status: status, Started: start, Ended: time.Now()})
}

func (s *sites) resolve(_ context.Context, host string) ([]netip.Addr, error) {
	a, ok := s.addrs[host]
	if !ok {
		return nil, fmt.Errorf("no such host %s", host)
	}
	return []netip.Addr{a}, nil
}

// requests returns the log, or the part of it for which keep is true.
func (s *sites) requests(keep func(record) bool) []record {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []record
	for _, r := range s.log {
		if keep == nil || keep(r) {
			out = append(out, r)
		}
	}
	return out
}

// site is a scripted site: robots.txt as given (status 200 unless robotsStatus), and every other
// path answered by page.
type site struct {
	robots       string
	robotsStatus int
	page         func(w http.ResponseWriter, r *http.Request)
}

func (s site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/robots.txt" {
		if s.robotsStatus != 0 && s.robotsStatus != 200 {
			w.WriteHeader(s.robotsStatus)
			return
		}
		fmt.Fprint(w, s.robots)
		return
	}
	if s.page != nil {
		s.page(w, r)
		return
	}
	fmt.Fprint(w, "ok")
}

func dur(s string) policy.Duration {
	d, err := policy.ParseDuration(s)
	if err != nil {
		panic(err)
	}
	return d
}

// basePolicy is a small policy for one agent, "bot", with robots.txt read before the first fetch
// and cached for a day; tests change what they check.
func basePolicy() *policy.Policy {
	zone, _ := time.LoadLocation("Europe/Berlin")
	return &policy.Policy{
		Site: policy.Site{TimeZone: policy.Zone{Location: zone}},
		Agents: policy.Keyed[policy.Agent]{{
			ID: "bot", Token: "ExampleBot", UserAgent: "ExampleBot/{version} (+https://bot.example/)", Version: "2.1",
		}},
		Limits: policy.Limits{MinInterval: dur("2s"), IntervalKey: policy.ScopeHostname},
		RobotsTxt: policy.RobotsTxt{
			Check: policy.RobotsCheckBeforeFirstFetch, CacheFor: dur("24h"), TakesEffectWithin: dur("24h"),
			CrawlDelay: policy.CrawlDelayIgnored,
		},
	}
}
