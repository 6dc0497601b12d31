package polite_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// start returns a Transport over the sites, closed when the test ends.
func start(t *testing.T, p *policy.Policy, s *sites, o polite.Options) *polite.Transport {
	t.Helper()
	if o.Agent == "" {
		o.Agent = "bot"
	}
	o.Base = s
	o.Resolve = s.resolve
	tr, err := polite.New(p, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tr.Close() })
	return tr
}

// get fetches u through tr with f, reads the body and returns the status.
func get(tr http.RoundTripper, f polite.Fetch, u string) (int, error) {
	return do(tr, f, http.MethodGet, u)
}

func do(tr http.RoundTripper, f polite.Fetch, method, u string) (int, error) {
	req, err := http.NewRequestWithContext(polite.WithFetch(context.Background(), f), method, u, nil)
	if err != nil {
		return 0, err
	}
	resp, err := tr.RoundTrip(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		return resp.StatusCode, err
	}
	return resp.StatusCode, nil
}

// gaps returns the times between consecutive records.
func gaps(rs []record) []time.Duration {
	var out []time.Duration
	for i := 1; i < len(rs); i++ {
		out = append(out, rs[i].At.Sub(rs[i-1].At))
	}
	return out
}

func pages(r record) bool { return r.Path != "/robots.txt" }

// near reports whether a gap is the published one: at least it, and at most the 5 ms the
// Transport adds to every interval against late timers.
func near(got, want time.Duration) bool { return got >= want && got <= want+5*time.Millisecond }

// spaced is one request of a sequence: its Fetch, and how long after the request before it the
// site should see it (zero for the first).
type spaced struct {
	f    polite.Fetch
	want time.Duration
}

// sendSpaced sends the requests of steps in order through tr, each a GET of http://host/i (i
// its index), on the test's clock, then checks that the site saw each page near its want after
// the page before it (at least it, at most near's margin more).
func sendSpaced(t *testing.T, tr http.RoundTripper, s *sites, host string, steps []spaced) {
	t.Helper()
	for i, st := range steps {
		if _, err := get(tr, st.f, fmt.Sprintf("http://%s/%d", host, i)); err != nil {
			t.Fatal(err)
		}
	}
	got := gaps(s.requests(pages))
	if len(got) != len(steps)-1 {
		t.Fatalf("gaps %v, want %d", got, len(steps)-1)
	}
	for i, g := range got {
		if st := steps[i+1]; !near(g, st.want) {
			t.Errorf("request %d (target %q, job %q): %v after the one before, want %v", i+1, st.f.Target, st.f.Job, g, st.want)
		}
	}
}

func TestUserAgent(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		tr := start(t, basePolicy(), s, polite.Options{})
		if _, err := get(tr, polite.Fetch{}, "http://a.example/x"); err != nil {
			t.Fatal(err)
		}
		for _, r := range s.requests(nil) {
			if got, want := r.Header.Get("User-Agent"), "ExampleBot/2.1 (+https://bot.example/)"; got != want {
				t.Errorf("%s: User-Agent %q, want %q", r.Path, got, want)
			}
		}
	})
	p := basePolicy()
	p.Agents[0].Version = ""
	if _, err := polite.New(p, polite.Options{Agent: "bot"}); err == nil || !strings.Contains(err.Error(), "{version}") {
		t.Errorf("New without a version: err = %v, want one naming {version}", err)
	}
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		tr := start(t, p, s, polite.Options{Version: "3.0"})
		if got, want := tr.UserAgent(), "ExampleBot/3.0 (+https://bot.example/)"; got != want {
			t.Errorf("UserAgent() = %q, want %q", got, want)
		}
	})
}

func TestSpacingPerKey(t *testing.T) {
	for _, tc := range []struct {
		name string
		key  policy.Scope
		// want is the least gap between any two requests of the two hosts, which share an address.
		want time.Duration
	}{
		{"hostname", policy.ScopeHostname, 0},
		{"server", policy.ScopeServer, 2 * time.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				s.add("a.example", "127.0.0.2", site{})
				s.add("b.example", "127.0.0.2", site{})
				p := basePolicy()
				p.Limits.IntervalKey = tc.key
				p.Limits.Counts = []policy.Counted{policy.CountedRobotsTxt}
				tr := start(t, p, s, polite.Options{})
				var wg sync.WaitGroup
				for _, h := range []string{"a.example", "b.example"} {
					wg.Go(func() {
						for i := range 4 {
							if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://%s/%d", h, i)); err != nil {
								t.Error(err)
							}
						}
					})
				}
				wg.Wait()
				for _, h := range []string{"a.example", "b.example"} {
					rs := s.requests(func(r record) bool { return r.Host == h })
					if len(rs) != 5 {
						t.Fatalf("%s: %d requests, want 5 (robots.txt and 4 pages)", h, len(rs))
					}
					for i, g := range gaps(rs) {
						if g < 2*time.Second {
							t.Errorf("%s: gap %d is %v, below min_interval 2s", h, i, g)
						}
					}
				}
				all := s.requests(nil)
				least := time.Duration(1 << 62)
				for _, g := range gaps(all) {
					least = min(least, g)
				}
				if !near(least, tc.want) && !(tc.want == 0 && least == 0) {
					t.Errorf("least gap between any two requests = %v, want %v", least, tc.want)
				}
			})
		})
	}
}

func TestAgentLimitsHoldInAddition(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		p := basePolicy()
		p.Agents[0].Limits = policy.Limits{MinInterval: dur("1h"), IntervalKey: policy.ScopeObservation}
		tr := start(t, p, s, polite.Options{})
		obs := polite.Fetch{Keys: map[policy.Scope]string{policy.ScopeObservation: "o1"}}
		for range 3 {
			if _, err := get(tr, obs, "http://a.example/watched"); err != nil {
				t.Fatal(err)
			}
		}
		other := polite.Fetch{Keys: map[policy.Scope]string{policy.ScopeObservation: "o2"}}
		if _, err := get(tr, other, "http://a.example/other"); err != nil {
			t.Fatal(err)
		}
		rs := s.requests(pages)
		want := []time.Duration{time.Hour, time.Hour, 2 * time.Second}
		if got := gaps(rs); len(got) != 3 || !near(got[0], want[0]) || !near(got[1], want[1]) || !near(got[2], want[2]) {
			t.Errorf("gaps = %v, want %v (an hour per observation, 2s per host name)", got, want)
		}
		var ke *polite.KeyError
		if _, err := get(tr, polite.Fetch{}, "http://a.example/x"); !errors.As(err, &ke) || ke.Scope != "observation" {
			t.Errorf("request without its observation: err = %v, want a *KeyError for observation", err)
		}
	})
}

func TestRobotsTxt(t *testing.T) {
	const rules = "User-agent: *\nDisallow: /private/\n\nUser-agent: ExampleBot\nDisallow: /nobot/\nAllow: /\n\nUser-agent: oldbot\nDisallow: /old/\n"
	for _, tc := range []struct {
		name   string
		change func(p *policy.Policy)
		site   site
		path   string
		// want is "" for allowed, else the Reason or rule text of the refusal, or "defer".
		want string
	}{
		{name: "own group disallows", site: site{Robots: rules}, path: "/nobot/a", want: "Disallow: /nobot/"},
		{name: "own group replaces star", site: site{Robots: rules}, path: "/private/a"},
		{name: "restrict-only legacy token", change: func(p *policy.Policy) {
			p.Agents[0].LegacyTokens = []policy.LegacyToken{{Token: "oldbot", RestrictOnly: true}}
		}, site: site{Robots: rules}, path: "/old/x", want: "Disallow: /old/"},
		{name: "legacy token ignored without restrict_only when own group exists", change: func(p *policy.Policy) {
			p.Agents[0].LegacyTokens = []policy.LegacyToken{{Token: "oldbot"}}
		}, site: site{Robots: rules}, path: "/old/x"},
		{name: "token with a digit: its group as an RFC 9309 parser reads it", change: func(p *policy.Policy) {
			p.Agents[0].Token, p.Agents[0].UserAgent = "Example2Bot", "Example2Bot/{version} (+https://bot.example/)"
		}, site: site{Robots: "User-agent: Example2Bot\nDisallow: /a\n"}, path: "/a", want: "Disallow: /a"},
		{name: "star group applies", site: site{Robots: "User-agent: *\nDisallow: /\n"}, path: "/a", want: "Disallow: /"},
		{name: "star group ignored", change: func(p *policy.Policy) { p.Agents[0].IgnoresStarGroup = true },
			site: site{Robots: "User-agent: *\nDisallow: /\n"}, path: "/a"},
		{name: "4xx allows all", site: site{RobotsStatus: 404}, path: "/a"},
		{name: "5xx disallows all", site: site{RobotsStatus: 500}, path: "/a", want: "robots.txt unreachable (RFC 9309 §2.3.1.4)"},
		{name: "4xx disallows all where robots_txt.unavailable says so", change: func(p *policy.Policy) {
			p.RobotsTxt.Unavailable = policy.RobotsOutcomeDisallowAll
		}, site: site{RobotsStatus: 404}, path: "/a", want: "Disallow: /"},
		{name: "5xx allows all where robots_txt.unreachable says so", change: func(p *policy.Policy) {
			p.RobotsTxt.Unreachable = policy.RobotsOutcomeAllowAll
		}, site: site{RobotsStatus: 500}, path: "/a"},
		{name: "unavailable status counts as unreachable", change: func(p *policy.Policy) {
			p.RobotsTxt.Unavailable, p.RobotsTxt.UnavailableStatuses = policy.RobotsOutcomeAllowAll, []int{429}
		}, site: site{RobotsStatus: 429}, path: "/a", want: "robots.txt unreachable (RFC 9309 §2.3.1.4)"},
		{name: "fallback defer", change: func(p *policy.Policy) { p.RobotsTxt.Fallback = policy.FallbackDefer },
			site: site{RobotsStatus: 503}, path: "/a", want: "defer"},
		{name: "fallback disallow-all", change: func(p *policy.Policy) { p.RobotsTxt.Fallback = policy.FallbackDisallowAll },
			site: site{RobotsStatus: 503}, path: "/a", want: "robots.txt unreachable, no copy at hand"},
		{name: "target that does not read robots.txt", change: func(p *policy.Policy) {
			p.Targets = policy.Keyed[policy.Target]{{ID: "tiles", Label: policy.Label{"en": "Map tiles"}, RobotsTxt: policy.RobotsUseNotRead}}
		}, site: site{Robots: "User-agent: *\nDisallow: /\n"}, path: "/a?target=tiles"},
		// agents.X.robots_txt_exempt_paths (trial 29, F-01): the page says a Disallow does not
		// stop the agent from fetching these paths; others stay disallowed.
		{name: "exempt path fetched under a Disallow", change: func(p *policy.Policy) {
			p.Agents[0].RobotsTxtExemptPaths = []string{"/.well-known/security.txt"}
		}, site: site{Robots: "User-agent: *\nDisallow: /\n"}, path: "/.well-known/security.txt"},
		{name: "other path still disallowed beside an exempt one", change: func(p *policy.Policy) {
			p.Agents[0].RobotsTxtExemptPaths = []string{"/.well-known/security.txt"}
		}, site: site{Robots: "User-agent: *\nDisallow: /\n"}, path: "/.well-known/security.txt.bak", want: "Disallow: /"},
		{name: "rule past max_size not read", change: func(p *policy.Policy) { p.RobotsTxt.MaxSize = 500 << 10 },
			site: site{Robots: "User-agent: *\n" + strings.Repeat("# padding\n", 60<<10) + "Disallow: /\n"}, path: "/a"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				s.add("a.example", "", tc.site)
				p := basePolicy()
				if tc.change != nil {
					tc.change(p)
				}
				tr := start(t, p, s, polite.Options{})
				f := polite.Fetch{}
				if strings.HasSuffix(tc.path, "?target=tiles") {
					f.Target = "tiles"
				}
				_, err := get(tr, f, "http://a.example"+tc.path)
				var dis *polite.DisallowedError
				var def *polite.DeferredError
				switch {
				case tc.want == "" && err != nil:
					t.Errorf("%s: err = %v, want allowed", tc.path, err)
				case tc.want == "defer" && !errors.As(err, &def):
					t.Errorf("%s: err = %v, want a *DeferredError", tc.path, err)
				case tc.want != "" && tc.want != "defer" && !errors.As(err, &dis):
					t.Errorf("%s: err = %v, want a *DisallowedError", tc.path, err)
				case dis != nil && dis.Rule.Text != tc.want && dis.Reason != tc.want:
					t.Errorf("%s: refused by %q / %q, want %q", tc.path, dis.Rule.Text, dis.Reason, tc.want)
				}
				for _, r := range s.requests(nil) {
					if r.Path == tc.path && tc.want != "" {
						t.Errorf("%s was sent although refused", tc.path)
					}
				}
			})
		})
	}
}

// TestRobotsTxtCache checks that robots.txt is read before the first fetch, used for cache_for,
// read again after it, and that while it is unreachable the last good copy stays in force where
// the policy keeps it, and is read again after retry_unreachable.
func TestRobotsTxtCache(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var status atomic.Int32
		status.Store(200)
		var body atomic.Value
		body.Store("User-agent: *\nDisallow: /a\n")
		s := newSites()
		s.add("a.example", "", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/robots.txt" {
				w.WriteHeader(int(status.Load()))
				fmt.Fprint(w, body.Load())
			}
		}))
		p := basePolicy()
		p.RobotsTxt.CacheFor = dur("1h")
		p.RobotsTxt.TakesEffectWithin = dur("1h")
		p.RobotsTxt.KeepLastGood = true
		p.RobotsTxt.RetryUnreachable = dur("15m")
		tr := start(t, p, s, polite.Options{})
		robotsReads := func() int { return len(s.requests(func(r record) bool { return r.Path == "/robots.txt" })) }
		if _, err := get(tr, polite.Fetch{}, "http://a.example/a"); err == nil {
			t.Fatal("/a fetched although disallowed")
		}
		for range 5 {
			get(tr, polite.Fetch{}, "http://a.example/b")
		}
		if n := robotsReads(); n != 1 {
			t.Errorf("robots.txt read %d times within cache_for, want 1", n)
		}
		time.Sleep(time.Hour) // fake time: synctest
		body.Store("User-agent: *\nDisallow: /b\n")
		if _, err := get(tr, polite.Fetch{}, "http://a.example/b"); err == nil {
			t.Error("/b fetched after cache_for although the new robots.txt disallows it")
		}
		if n := robotsReads(); n != 2 {
			t.Errorf("robots.txt read %d times after cache_for, want 2", n)
		}
		time.Sleep(time.Hour)
		status.Store(503)
		if _, err := get(tr, polite.Fetch{}, "http://a.example/b"); err == nil {
			t.Error("/b fetched while robots.txt is unreachable and the last good copy disallows it")
		}
		if _, err := get(tr, polite.Fetch{}, "http://a.example/c"); err != nil {
			t.Errorf("/c under the last good copy: %v", err)
		}
		if n := robotsReads(); n != 3 {
			t.Errorf("robots.txt read %d times within retry_unreachable, want 3", n)
		}
		time.Sleep(15 * time.Minute)
		status.Store(200)
		body.Store("User-agent: *\nAllow: /\n")
		if _, err := get(tr, polite.Fetch{}, "http://a.example/b"); err != nil {
			t.Errorf("/b after robots.txt is back and allows it: %v", err)
		}
		if n := robotsReads(); n != 4 {
			t.Errorf("robots.txt read %d times after retry_unreachable, want 4", n)
		}
	})
}

func TestCrawlDelay(t *testing.T) {
	for _, tc := range []struct {
		handling policy.CrawlDelay
		max      string
		delay    string
		want     time.Duration
		min      string
		whole    bool
	}{
		{policy.CrawlDelayIgnored, "", "10", 2 * time.Second, "", false},
		{policy.CrawlDelayHonouredIfLonger, "", "10", 10 * time.Second, "", false},
		{policy.CrawlDelayHonouredIfLonger, "", "1", 2 * time.Second, "", false},
		{policy.CrawlDelayHonoured, "30s", "60", 30 * time.Second, "", false},
		{policy.CrawlDelayHonoured, "", "5", 5 * time.Second, "", false},
		{policy.CrawlDelayHonoured, "", "3.5", 3500 * time.Millisecond, "", false},
		{policy.CrawlDelayHonoured, "", "3.5", 2 * time.Second, "", true}, // a fraction: ignored
		{policy.CrawlDelayHonoured, "", "4", 4 * time.Second, "", true},
		{policy.CrawlDelayHonoured, "", "3", 8 * time.Second, "8s", false}, // raised to the least
		{policy.CrawlDelayHonoured, "30s", "60", 30 * time.Second, "8s", false},
	} {
		t.Run(fmt.Sprintf("%s/%s/max%s/min%s/whole%v", tc.handling, tc.delay, tc.max, tc.min, tc.whole), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				s.add("a.example", "", site{Robots: "User-agent: ExampleBot\nCrawl-delay: " + tc.delay + "\nAllow: /\n"})
				p := basePolicy()
				p.RobotsTxt.CrawlDelay = tc.handling
				if tc.max != "" {
					p.RobotsTxt.CrawlDelayMax = dur(tc.max)
				}
				if tc.min != "" {
					p.RobotsTxt.CrawlDelayMin = dur(tc.min)
				}
				p.RobotsTxt.CrawlDelayWholeSeconds = tc.whole
				tr := start(t, p, s, polite.Options{})
				for i := range 3 {
					if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d", i)); err != nil {
						t.Fatal(err)
					}
				}
				for i, g := range gaps(s.requests(pages)) {
					if !near(g, tc.want) {
						t.Errorf("gap %d = %v, want %v", i, g, tc.want)
					}
				}
			})
		})
	}
}

func TestConcurrency(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var inFlight, most atomic.Int32
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			n := inFlight.Add(1)
			for {
				m := most.Load()
				if n <= m || most.CompareAndSwap(m, n) {
					break
				}
			}
			time.Sleep(10 * time.Second)
			inFlight.Add(-1)
		}})
		p := basePolicy()
		p.Limits.Concurrency = 2
		p.Limits.ConcurrencyKey = policy.ScopeHostname
		p.Limits.MinInterval = dur("1s")
		tr := start(t, p, s, polite.Options{})
		var wg sync.WaitGroup
		for i := range 6 {
			wg.Go(func() {
				if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d", i)); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if most.Load() != 2 {
			t.Errorf("at most %d requests in flight, want 2 (concurrency)", most.Load())
		}
	})
}

func TestTimeoutsBodyRedirects(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			switch {
			case r.URL.Path == "/slow":
				time.Sleep(20 * time.Second)
			case r.URL.Path == "/big":
				w.Write(make([]byte, 2000))
			case strings.HasPrefix(r.URL.Path, "/r/"):
				var n int
				fmt.Sscanf(r.URL.Path, "/r/%d", &n)
				if n > 0 {
					http.Redirect(w, r, fmt.Sprintf("/r/%d", n-1), http.StatusFound)
				}
			case r.URL.Path == "/to-b":
				http.Redirect(w, r, "http://b.example/secret", http.StatusMovedPermanently)
			}
		}})
		s.add("b.example", "", site{Robots: "User-agent: *\nDisallow: /secret\n"})
		p := basePolicy()
		p.Limits.ResponseTimeout = dur("15s")
		p.Limits.MaxBodySize = 1000
		p.Limits.MaxRedirects = 3
		p.Limits.RedirectsCheckRobotsTxt = true
		tr := start(t, p, s, polite.Options{})
		start := time.Now()
		_, err := get(tr, polite.Fetch{}, "http://a.example/slow")
		var te *polite.TimeoutError
		if !errors.As(err, &te) || time.Since(start) != 15*time.Second {
			t.Errorf("slow response: err = %v after %v, want a *TimeoutError after 15s (robots.txt is not counted)", err, time.Since(start))
		}
		_, err = get(tr, polite.Fetch{}, "http://a.example/big")
		var big *polite.BodyTooLargeError
		if !errors.As(err, &big) || big.Limit != 1000 {
			t.Errorf("large body: err = %v, want a *BodyTooLargeError at 1000 bytes", err)
		}
		if status, err := get(tr, polite.Fetch{}, "http://a.example/r/3"); err != nil || status != 200 {
			t.Errorf("3 redirects: %d, %v; want 200", status, err)
		}
		var re *polite.RedirectError
		if _, err := get(tr, polite.Fetch{}, "http://a.example/r/4"); !errors.As(err, &re) || re.Hops != 4 {
			t.Errorf("4 redirects: err = %v, want a *RedirectError at hop 4", err)
		}
		var dis *polite.DisallowedError
		if _, err := get(tr, polite.Fetch{}, "http://a.example/to-b"); !errors.As(err, &re) || !errors.As(err, &dis) {
			t.Errorf("redirect to a disallowed URL: err = %v, want a *RedirectError wrapping a *DisallowedError", err)
		}
		if n := len(s.requests(func(r record) bool { return r.Path == "/secret" })); n != 0 {
			t.Errorf("the disallowed redirect target was fetched %d times", n)
		}
	})
}

func TestRetriesAndRetryAfter(t *testing.T) {
	for _, tc := range []struct {
		name       string
		retryAfter policy.RetryAfterUse
		max        string
		header     string
		want       []time.Duration
	}{
		{name: "schedule", want: []time.Duration{time.Second, 2 * time.Second}},
		{name: "Retry-After honoured", retryAfter: policy.RetryAfterUseHonoured, header: "30", want: []time.Duration{30 * time.Second, 30 * time.Second}},
		{name: "Retry-After capped", retryAfter: policy.RetryAfterUseHonoured, max: "10s", header: "3600", want: []time.Duration{10 * time.Second, 10 * time.Second}},
		{name: "Retry-After ignored", retryAfter: policy.RetryAfterUseIgnored, header: "30", want: []time.Duration{time.Second, 2 * time.Second}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
					if tc.header != "" {
						w.Header().Set("Retry-After", tc.header)
					}
					w.WriteHeader(503)
				}})
				p := basePolicy()
				p.Limits.MinInterval = dur("100ms")
				p.Errors.Retries = &policy.Retries{On: []policy.Condition{policy.ConditionStatus5xx}, Delays: []policy.Duration{dur("1s"), dur("2s")}}
				p.Errors.RetryAfter = tc.retryAfter
				if tc.max != "" {
					p.Errors.RetryAfterMax = dur(tc.max)
				}
				tr := start(t, p, s, polite.Options{})
				status, err := get(tr, polite.Fetch{}, "http://a.example/x")
				if err != nil || status != 503 {
					t.Fatalf("got %d, %v; want the last 503", status, err)
				}
				if got := gaps(s.requests(pages)); fmt.Sprint(got) != fmt.Sprint(tc.want) {
					t.Errorf("waits before the retries = %v, want %v", got, tc.want)
				}
			})
		})
	}
}

func TestPauses(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var fail atomic.Bool
		fail.Store(true)
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			if fail.Load() {
				w.WriteHeader(500)
			}
		}})
		p := basePolicy()
		p.Limits.MinInterval = dur("1s")
		p.Errors.Reactions = []policy.Reaction{{
			On: []policy.Condition{policy.ConditionStatus5xx}, Threshold: 3, Consecutive: true,
			Pause: dur("10m"), Escalation: &policy.Escalation{Factor: 2, Max: dur("30m")}, Scope: policy.ScopeHostname,
		}}
		tr := start(t, p, s, polite.Options{})
		var pauses []time.Duration
		for range 4 {
			for range 3 {
				if status, err := get(tr, polite.Fetch{}, "http://a.example/x"); err != nil || status != 500 {
					t.Fatalf("got %d, %v; want 500", status, err)
				}
			}
			_, err := get(tr, polite.Fetch{}, "http://a.example/x")
			var pe *polite.PausedError
			if !errors.As(err, &pe) || pe.Pointer != "/errors/reactions/0" {
				t.Fatalf("after 3 consecutive 5xx: err = %v, want a *PausedError of /errors/reactions/0", err)
			}
			d := pe.Until.Sub(time.Now())
			pauses = append(pauses, d.Round(time.Second))
			time.Sleep(d)
		}
		if want := []time.Duration{10 * time.Minute, 20 * time.Minute, 30 * time.Minute, 30 * time.Minute}; fmt.Sprint(pauses) != fmt.Sprint(want) {
			t.Errorf("pauses = %v, want %v (10m, times 2 each time, up to 30m)", pauses, want)
		}
		// A success ends the escalation, and a failure between successes does not count.
		fail.Store(false)
		get(tr, polite.Fetch{}, "http://a.example/x")
		for range 2 {
			fail.Store(true)
			get(tr, polite.Fetch{}, "http://a.example/x")
			get(tr, polite.Fetch{}, "http://a.example/x")
			fail.Store(false)
			get(tr, polite.Fetch{}, "http://a.example/x")
		}
		if _, err := get(tr, polite.Fetch{}, "http://a.example/x"); err != nil {
			t.Errorf("after failures that were not consecutive: %v, want no pause", err)
		}
	})
}

func TestPauseRetryAfter(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/with" {
				w.Header().Set("Retry-After", "7200")
			}
			w.WriteHeader(429)
		}})
		s.add("b.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(429) }})
		p := basePolicy()
		p.Errors.RetryAfter = policy.RetryAfterUseHonoured
		p.Errors.RetryAfterMax = dur("1h")
		p.Errors.Reactions = []policy.Reaction{{On: []policy.Condition{policy.ConditionStatus429, policy.ConditionStatus503}, RetryAfter: true, Pause: dur("1m"), Scope: policy.ScopeSite}}
		tr := start(t, p, s, polite.Options{})
		for _, tc := range []struct {
			url  string
			want time.Duration
		}{{"http://a.example/with", time.Hour}, {"http://b.example/without", time.Minute}} {
			get(tr, polite.Fetch{}, tc.url)
			_, err := get(tr, polite.Fetch{}, tc.url)
			var pe *polite.PausedError
			if !errors.As(err, &pe) {
				t.Fatalf("%s: after a 429: err = %v, want a *PausedError", tc.url, err)
			}
			if got := pe.Until.Sub(time.Now()); got != tc.want {
				t.Errorf("%s: paused for %v, want %v", tc.url, got, tc.want)
			}
		}
	})
}

func TestQuotas(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		s.add("b.example", "", site{})
		p := basePolicy()
		p.Limits.MinInterval = dur("1s")
		p.Limits.Quotas = []policy.Cap{{Max: 12, Period: dur("1h"), Key: policy.ScopeSite}, {Max: 20, Period: dur("24h"), Key: policy.ScopeAllSites}}
		p.Limits.Counts = []policy.Counted{policy.CountedRobotsTxt}
		tr := start(t, p, s, polite.Options{})
		t0 := time.Now()
		n := 0
		var qe *polite.QuotaError
		for {
			_, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d", n))
			if errors.As(err, &qe) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			n++
		}
		// robots.txt counts as a request: 1 + 11 pages.
		if n != 11 || qe.Pointer != "/limits/quotas/0" || qe.Max != 12 {
			t.Errorf("a.example: %d pages then %v; want 11 pages (and robots.txt) then quota /limits/quotas/0 of 12", n, qe)
		}
		if want := t0.Add(time.Hour); !qe.Until.Equal(want) {
			t.Errorf("quota until %v, want %v (an hour after the first request)", qe.Until, want)
		}
		// 12 on a.example, robots.txt and 7 pages on b.example: 20.
		for i := range 7 {
			if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://b.example/%d", i)); err != nil {
				t.Fatalf("b.example request %d: %v", i, err)
			}
		}
		_, err := get(tr, polite.Fetch{}, "http://b.example/8")
		if !errors.As(err, &qe) || qe.Pointer != "/limits/quotas/1" {
			t.Errorf("21st request across sites: %v, want quota /limits/quotas/1", err)
		}
		time.Sleep(time.Until(t0.Add(time.Hour)))
		if _, err := get(tr, polite.Fetch{}, "http://a.example/again"); !errors.As(err, &qe) || qe.Pointer != "/limits/quotas/1" {
			t.Errorf("after an hour: %v, want the daily quota across sites still used up", err)
		}
	})
}

// offsetClock is the time shifted to a chosen moment, so that a test inside synctest (whose fake
// time starts at midnight UTC, 1 January 2000) can start at any hour.
type offsetClock struct{ d time.Duration }

func (c offsetClock) Now() time.Time { return time.Now().Add(c.d) }

func clockAt(s string) offsetClock {
	at, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return offsetClock{at.Sub(time.Now())}
}

func TestQuietWindows(t *testing.T) {
	for _, tc := range []struct {
		name  string
		hours string
		days  string
		at    string // UTC
		until string // UTC, "" when not quiet
	}{
		{"inside, Berlin summer time", "08:00-09:00", "", "2026-07-01T06:30:00Z", "2026-07-01T07:00:00Z"},
		{"outside, Berlin summer time", "08:00-09:00", "", "2026-07-01T08:30:00Z", ""},
		{"inside, Berlin winter time", "08:00-09:00", "", "2026-12-01T07:59:00Z", "2026-12-01T08:00:00Z"},
		{"overnight, after midnight", "22:00-06:00", "fri", "2026-12-05T03:00:00Z", "2026-12-05T05:00:00Z"},
		{"overnight, not the day before", "22:00-06:00", "fri", "2026-12-06T03:00:00Z", ""},
		{"end is exclusive", "08:00-09:00", "", "2026-12-01T08:00:00Z", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				s.add("a.example", "", site{})
				p := basePolicy()
				r, err := policy.ParseTimeRange(tc.hours)
				if err != nil {
					t.Fatal(err)
				}
				w := policy.Window{ID: "peak", Kind: policy.WindowKindQuiet, Label: policy.Label{"en": "Peak hours"},
					Hours: []policy.TimeRange{r}, Overnight: r.To < r.From}
				if tc.days != "" {
					w.Days, _ = policy.ParseWeekdays(tc.days)
				}
				p.Windows = policy.Keyed[policy.Window]{w}
				tr := start(t, p, s, polite.Options{Clock: clockAt(tc.at)})
				_, err = get(tr, polite.Fetch{}, "http://a.example/x")
				var qe *polite.QuietError
				switch {
				case tc.until == "" && err != nil:
					t.Errorf("at %s: %v, want no quiet window", tc.at, err)
				case tc.until != "" && !errors.As(err, &qe):
					t.Errorf("at %s: err = %v, want a *QuietError", tc.at, err)
				case qe != nil && qe.Until.UTC().Format(time.RFC3339) != tc.until:
					t.Errorf("at %s: quiet until %s, want %s", tc.at, qe.Until.UTC().Format(time.RFC3339), tc.until)
				}
				if tc.until != "" && len(s.requests(nil)) != 0 {
					t.Errorf("a request was sent in the quiet window")
				}
			})
		})
	}
}

func TestConditionalRequests(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			if r.Header.Get("If-None-Match") == `"v1"` {
				w.WriteHeader(http.StatusNotModified)
			}
		}})
		p := basePolicy()
		p.Limits.ConditionalRequests = []policy.ConditionalHeader{policy.ConditionalHeaderIfNoneMatch, policy.ConditionalHeaderIfModifiedSince}
		tr := start(t, p, s, polite.Options{Validators: func(u *url.URL) (string, string) {
			return `"v1"`, "Tue, 01 Dec 2026 10:00:00 GMT"
		}})
		status, err := get(tr, polite.Fetch{}, "http://a.example/doc")
		if err != nil || status != http.StatusNotModified {
			t.Errorf("got %d, %v; want 304", status, err)
		}
		rs := s.requests(pages)
		if got := rs[0].Header.Get("If-Modified-Since"); got != "Tue, 01 Dec 2026 10:00:00 GMT" {
			t.Errorf("If-Modified-Since = %q", got)
		}
	})
}

func TestUnenforceable(t *testing.T) {
	p := basePolicy()
	p.Limits.Quotas = []policy.Cap{{Max: 10, Unit: policy.CapUnitFiles, Period: dur("1h")}, {Unpublished: true, Period: dur("24h")}}
	p.Errors.Reactions = []policy.Reaction{{On: []policy.Condition{policy.ConditionStatus429}, PauseUnpublished: true, Scope: policy.ScopeServer}}
	_, err := polite.New(p, polite.Options{Agent: "bot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) {
		t.Fatalf("err = %v, want an *UnenforceableError", err)
	}
	want := []string{
		"/errors/reactions/0/pause_unpublished = true: the pause's length is not published: give it in Options.Unpublished.Durations",
		"/limits/quotas/0 = {\"max\":10,\"period\":3600,\"unit\":\"files\"}: counts files, which only the crawler can count",
		"/limits/quotas/1/max: the quota's number is not published: give it in Options.Unpublished.Counts",
	}
	if fmt.Sprint(ue.Statements) != fmt.Sprint(want) {
		t.Errorf("statements:\n%s\nwant:\n%s", strings.Join(ue.Statements, "\n"), strings.Join(want, "\n"))
	}
	// Each pointer where the crawler answers it: Elsewhere, or the map of Unpublished.
	if fmt.Sprint(ue.Pointers, ue.Counts, ue.Durations) != "[/limits/quotas/0] [/limits/quotas/1/max] [/errors/reactions/0/pause_unpublished]" {
		t.Errorf("Pointers %v, Counts %v, Durations %v", ue.Pointers, ue.Counts, ue.Durations)
	}
	_, err = polite.New(p, polite.Options{Agent: "bot", Elsewhere: []string{"/limits/quotas/0"}, Unpublished: polite.Unpublished{
		Counts:    map[string]int{"/limits/quotas/1/max": 100},
		Durations: map[string]time.Duration{"/errors/reactions/0/pause_unpublished": time.Hour},
	}})
	if err != nil {
		t.Errorf("with the values given: %v", err)
	}
}

func TestUnpublishedEnforced(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		p := basePolicy()
		p.Limits.Quotas = []policy.Cap{{Unpublished: true, Period: dur("24h")}}
		tr := start(t, p, s, polite.Options{Unpublished: polite.Unpublished{Counts: map[string]int{"/limits/quotas/0/max": 3}}})
		for i := range 3 {
			if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d", i)); err != nil {
				t.Fatal(err)
			}
		}
		var qe *polite.QuotaError
		if _, err := get(tr, polite.Fetch{}, "http://a.example/3"); !errors.As(err, &qe) || qe.Max != 3 {
			t.Errorf("fourth request: %v, want the unpublished quota of 3", err)
		}
	})
}

func TestContextEndsWait(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		p := basePolicy()
		p.Limits.MinInterval = dur("1h")
		tr := start(t, p, s, polite.Options{})
		get(tr, polite.Fetch{}, "http://a.example/1")
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://a.example/2", nil)
		start := time.Now()
		if _, err := tr.RoundTrip(req); !errors.Is(err, context.DeadlineExceeded) || time.Since(start) != time.Minute {
			t.Errorf("err = %v after %v, want the context's deadline after 1m", err, time.Since(start))
		}
	})
}

// TestCloseLeavesNoGoroutine relies on testing/synctest: a bubble whose goroutines are still
// blocked when its function returns fails the test, so a Transport whose Close left its background
// work running would fail here (and in every other test, which closes it in a Cleanup).
func TestCloseLeavesNoGoroutine(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		tr, err := polite.New(basePolicy(), polite.Options{Agent: "bot", Base: s, Resolve: s.resolve})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := get(tr, polite.Fetch{}, "http://a.example/"); err != nil {
			t.Fatal(err)
		}
		time.Sleep(3 * time.Minute) // the background sweep runs
		tr.Close()
		tr.Close() // a second Close is harmless
		synctest.Wait()
	})
}

// downStore is a shared Store that cannot be reached.
type downStore struct{}

func (downStore) Admit(context.Context, polite.Admission) (polite.Grant, error) {
	return polite.Grant{}, errors.New("connection refused")
}
func (downStore) Release(context.Context, polite.Grant) error {
	return errors.New("connection refused")
}
func (downStore) React(context.Context, time.Time, []polite.ReactionStep) ([]polite.Hold, error) {
	return nil, errors.New("connection refused")
}
func (downStore) Robots(context.Context, polite.RobotsQuery) (polite.RobotsCopy, polite.RobotsAnswer, error) {
	return polite.RobotsCopy{}, 0, errors.New("connection refused")
}
func (downStore) PutRobots(context.Context, polite.RobotsQuery, *polite.RobotsCopy, time.Duration) error {
	return errors.New("connection refused")
}
func (downStore) Watch(ctx context.Context, _ func(polite.Hold)) error {
	<-ctx.Done()
	return ctx.Err()
}

func TestCoordinationFailure(t *testing.T) {
	for _, tc := range []struct {
		fallback policy.CoordinationFailure
		wantErr  bool
	}{{policy.CoordinationFailurePerService, false}, {"", true}} {
		t.Run(string(tc.fallback), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				s.add("a.example", "", site{})
				p := basePolicy()
				p.Limits.SharedAcrossServices = true
				p.Limits.OnCoordinationFailure = tc.fallback
				tr := start(t, p, s, polite.Options{Store: downStore{}})
				var errs []error
				for i := range 3 {
					_, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d", i))
					errs = append(errs, err)
				}
				var ce *polite.CoordinationError
				if tc.wantErr {
					if !errors.As(errs[0], &ce) || len(s.requests(pages)) != 0 {
						t.Errorf("no published fallback: %v, %d pages sent; want a *CoordinationError and none", errs[0], len(s.requests(pages)))
					}
					return
				}
				for _, err := range errs {
					if err != nil {
						t.Fatal(err)
					}
				}
				for i, g := range gaps(s.requests(pages)) {
					if !near(g, 2*time.Second) {
						t.Errorf("per-service fallback: gap %d = %v, want the published 2s kept by the instance", i, g)
					}
				}
			})
		})
	}
}

// TestCrawlDelayKey: robots_txt.crawl_delay_key = "server" spaces the requests to two hostnames of
// one address by the Crawl-delay of each; per hostname (the default) only those to one hostname.
func TestCrawlDelayKey(t *testing.T) {
	for _, tc := range []struct {
		key  policy.Scope
		want time.Duration
	}{
		{"", 2 * time.Second},
		{policy.ScopeHostname, 2 * time.Second},
		{policy.ScopeServer, 10 * time.Second},
	} {
		t.Run(string(tc.key), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				s.add("a.example", "127.0.0.9", site{Robots: "User-agent: ExampleBot\nCrawl-delay: 10\nAllow: /\n"})
				s.add("b.example", "127.0.0.9", site{Robots: "User-agent: ExampleBot\nCrawl-delay: 10\nAllow: /\n"})
				p := basePolicy()
				p.RobotsTxt.CrawlDelay = policy.CrawlDelayHonoured
				p.RobotsTxt.CrawlDelayKey = tc.key
				tr := start(t, p, s, polite.Options{})
				for _, u := range []string{"http://a.example/1", "http://b.example/1"} {
					if _, err := get(tr, polite.Fetch{}, u); err != nil {
						t.Fatal(err)
					}
				}
				reqs := s.requests(pages)
				if len(reqs) != 2 {
					t.Fatalf("%d requests, want 2", len(reqs))
				}
				// b.example's request waits for its own robots.txt and, per server, for a.example's
				// Crawl-delay; per hostname only for the interval between two robots.txt requests.
				if g := gaps(reqs)[0]; tc.key == policy.ScopeServer && !near(g, tc.want) || tc.key != policy.ScopeServer && g >= 10*time.Second {
					t.Errorf("gap = %v, want %v", g, tc.want)
				}
			})
		})
	}
}

// TestAgentRobotsHandling: an agent's own robots.txt handling (agents.X.robots_txt_handling)
// replaces the global fields it sets: here a copy kept for 1 hour instead of 24, and a 4xx that
// disallows everything instead of allowing it.
func TestAgentRobotsHandling(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Robots: "User-agent: *\nAllow: /\n"})
		s.add("b.example", "", site{Robots: "", RobotsStatus: 404})
		p := basePolicy()
		p.RobotsTxt.Unavailable = policy.RobotsOutcomeAllowAll
		p.Agents[0].RobotsTxtHandling = &policy.RobotsTxt{CacheFor: dur("1h"), TakesEffectWithin: dur("1h"), Unavailable: policy.RobotsOutcomeDisallowAll}
		tr := start(t, p, s, polite.Options{})
		robotsReads := func() int {
			return len(s.requests(func(r record) bool { return r.Host == "a.example" && r.Path == "/robots.txt" }))
		}
		for range 3 {
			if _, err := get(tr, polite.Fetch{}, "http://a.example/x"); err != nil {
				t.Fatal(err)
			}
		}
		time.Sleep(61 * time.Minute)
		if _, err := get(tr, polite.Fetch{}, "http://a.example/x"); err != nil {
			t.Fatal(err)
		}
		if n := robotsReads(); n != 2 {
			t.Errorf("robots.txt read %d times in 61 minutes, want 2 (the agent's cache_for of 1 hour, not the global 24 hours)", n)
		}
		var dis *polite.DisallowedError
		if _, err := get(tr, polite.Fetch{}, "http://b.example/x"); !errors.As(err, &dis) {
			t.Errorf("a 4xx robots.txt: %v, want a DisallowedError (the agent's unavailable = \"disallow-all\")", err)
		}
	})
}
