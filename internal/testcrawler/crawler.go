// Package testcrawler is a small crawler built on package polite, the proof that a Go crawler
// that sends its requests through polite's Transport passes `sitegen conform`: it reads the
// policy, starts at SITEGEN_START_URL, follows the links (href="…") of what it fetches on the
// test hosts (*.test), through the proxy in HTTP_PROXY, and asks again when the Transport holds a
// request back until a time (a quiet window, a quota, a pause). With -impolite it is the crawler
// the harness must catch: no Transport, no robots.txt, no spacing, a User-Agent of its own, and
// as many redirects in a row as -max-redirects says, and a 503 asked again at once, whatever its
// Retry-After says. With -skip it never asks for the URLs under
// the paths it names, as a run that ended before them.
//
// Main is run by the tests of package main as the command "testcrawler" (testscript runs the
// test binary in its place).
package testcrawler

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"net/url"
	"os"
	"os/signal"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// crawlerScopes are the keys only a crawler knows; the test crawler gives each one value.
var crawlerScopes = []policy.Scope{policy.ScopeObservation, policy.ScopeSync, policy.ScopeRun, policy.ScopeCustomer,
	policy.ScopeSystem, policy.ScopeMunicipality, policy.ScopeSource, policy.ScopeList, policy.ScopeFrame,
	policy.ScopeFetch, policy.ScopeAdmissionCheck, policy.ScopePass}

var hrefs = regexp.MustCompile(`href="([^"]+)"`)

// Main crawls as args say (-dir SITE, -agent ID, -impolite) and returns the exit code: 0 when it
// ran out of links or was told to stop (SIGTERM), 2 when it could not start.
func Main(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("testcrawler", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", ".", "the site folder that holds policy.toml")
	agent := fs.String("agent", "", "the agent (default: the policy's first)")
	impolite := fs.Bool("impolite", false, "crawl without polite: no delay, robots.txt ignored, another User-Agent")
	start := fs.String("start", os.Getenv("SITEGEN_START_URL"), "the start URL")
	maxRedirects := fs.Int("max-redirects", 9, "with -impolite, how many redirects in a row it follows")
	skip := fs.String("skip", "", "path prefixes, separated by commas, never fetched, as if the run ended before those URLs")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *start == "" {
		fmt.Fprintln(stderr, "testcrawler: no start URL (SITEGEN_START_URL or -start)")
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	base := &http.Transport{Proxy: http.ProxyFromEnvironment}
	var client *http.Client
	var fetch polite.Fetch
	workers := 16
	if *impolite {
		client = &http.Client{Transport: userAgent{base, "impolite-crawler/1.0"}, CheckRedirect: func(_ *http.Request, via []*http.Request) error {
			if len(via) > *maxRedirects {
				return http.ErrUseLastResponse
			}
			return nil
		}}
	} else {
		p, err := policy.Load(os.DirFS(*dir), "policy.toml")
		if err != nil {
			fmt.Fprintf(stderr, "testcrawler: %v\n", err)
			return 2
		}
		if *agent == "" {
			*agent = p.Agents[0].ID
		}
		o := crawlerOptions(p, *agent)
		o.Agent, o.Base, o.Resolve, o.Version = *agent, base, hostsResolver(os.Getenv("SITEGEN_HOSTS")), "1.0"
		tr, err := polite.New(p, o)
		if err != nil {
			fmt.Fprintf(stderr, "testcrawler: %v\n", err)
			return 2
		}
		defer tr.Close()
		client = tr.Client()
		fetch.Keys = map[policy.Scope]string{}
		for _, s := range crawlerScopes {
			fetch.Keys[s] = "conform"
		}
		if a, ok := p.Agents.Get(*agent); ok {
			// The User-Agent's placeholders, filled in with their examples.
			fetch.Placeholders = map[string]string{}
			for _, ph := range a.Placeholders {
				fetch.Placeholders[ph.Name] = ph.Example
			}
		}
	}
	c := &crawler{client: client, fetch: fetch, out: stdout, seen: map[string]bool{}, retry503: *impolite}
	if *skip != "" {
		c.skip = strings.Split(*skip, ",")
	}
	c.cond = sync.NewCond(&c.mu)
	c.add(*start)
	c.run(ctx, workers)
	return 0
}

// crawlerOptions gives New what the crawler keeps itself: every statement New names as one it
// cannot enforce goes to Elsewhere, and a number the policy does not hold is 7 (or 37 minutes).
func crawlerOptions(p *policy.Policy, agent string) polite.Options {
	o := polite.Options{Unpublished: polite.Unpublished{Counts: map[string]int{}, Durations: map[string]time.Duration{}}}
	_, err := polite.New(p, polite.Options{Agent: agent, Version: "1.0"})
	var ue *polite.UnenforceableError
	if errors.As(err, &ue) {
		for _, ptr := range ue.Counts {
			o.Unpublished.Counts[ptr] = 7
		}
		for _, ptr := range ue.Durations {
			o.Unpublished.Durations[ptr] = 37 * time.Minute
		}
		o.Elsewhere = append(o.Elsewhere, ue.Pointers...)
	}
	return o
}

// hostsResolver resolves the test hosts from SITEGEN_HOSTS ("name=address ..."): behind the proxy
// they are in no DNS.
func hostsResolver(list string) func(context.Context, string) ([]netip.Addr, error) {
	addrs := map[string]netip.Addr{}
	for _, kv := range strings.Fields(list) {
		name, a, _ := strings.Cut(kv, "=")
		if ip, err := netip.ParseAddr(a); err == nil {
			addrs[name] = ip
		}
	}
	return func(_ context.Context, host string) ([]netip.Addr, error) {
		if a, ok := addrs[host]; ok {
			return []netip.Addr{a}, nil
		}
		return nil, fmt.Errorf("testcrawler: %s is not a test host", host)
	}
}

type userAgent struct {
	base http.RoundTripper
	ua   string
}

func (u userAgent) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("User-Agent", u.ua)
	return u.base.RoundTrip(r)
}

// crawler is a frontier of URLs and the workers that fetch them.
type crawler struct {
	client *http.Client
	fetch  polite.Fetch
	out    io.Writer

	mu       sync.Mutex
	cond     *sync.Cond
	queue    []string
	seen     map[string]bool
	busy     int      // fetching, or waiting to ask again
	skip     []string // path prefixes never fetched (-skip)
	retry503 bool     // a 503 is asked again once, at once (-impolite)
	stopping bool
}

func (c *crawler) add(u string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if p, err := url.Parse(u); err == nil && slices.ContainsFunc(c.skip, func(prefix string) bool { return strings.HasPrefix(p.Path, prefix) }) {
		return
	}
	if c.seen[u] {
		return
	}
	c.seen[u] = true
	c.queue = append(c.queue, u)
	c.cond.Signal()
}

// next returns the next URL, or false when the frontier is empty and nothing can fill it.
func (c *crawler) next() (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(c.queue) == 0 && c.busy > 0 && !c.stopping {
		c.cond.Wait()
	}
	if c.stopping || len(c.queue) == 0 {
		c.cond.Broadcast()
		return "", false
	}
	u := c.queue[0]
	c.queue = c.queue[1:]
	c.busy++
	return u, true
}

func (c *crawler) done(requeue ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.queue = append(c.queue, requeue...)
	c.busy--
	c.cond.Broadcast()
}

func (c *crawler) run(ctx context.Context, workers int) {
	go func() {
		<-ctx.Done()
		c.mu.Lock()
		c.stopping = true
		c.cond.Broadcast()
		c.mu.Unlock()
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				u, ok := c.next()
				if !ok {
					return
				}
				c.get(ctx, u)
			}
		})
	}
	wg.Wait()
}

// get fetches u and queues its links; a request held back until a time is asked again then.
func (c *crawler) get(ctx context.Context, u string) {
	req, err := http.NewRequestWithContext(polite.WithFetch(ctx, c.fetch), http.MethodGet, u, nil)
	if err != nil {
		c.done()
		return
	}
	resp, err := c.client.Do(req)
	if err == nil && c.retry503 && resp.StatusCode == http.StatusServiceUnavailable {
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		fmt.Fprintf(c.out, "GET %s: %d, asked again\n", u, resp.StatusCode)
		resp, err = c.client.Do(req)
	}
	if err != nil {
		fmt.Fprintf(c.out, "GET %s: %v\n", u, err)
		if until, ok := heldUntil(err); ok {
			select {
			case <-time.After(time.Until(until)):
				c.done(u)
			case <-ctx.Done():
				c.done()
			}
			return
		}
		c.done()
		return
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	resp.Body.Close()
	fmt.Fprintf(c.out, "GET %s: %d\n", u, resp.StatusCode)
	if err == nil {
		for _, m := range hrefs.FindAllStringSubmatch(string(body), -1) {
			ref, err := resp.Request.URL.Parse(m[1])
			if err == nil && ref.Scheme == "http" && strings.HasSuffix(ref.Hostname(), ".test") {
				ref.Fragment = ""
				c.add(ref.String())
			}
		}
	}
	c.done()
}

// heldUntil returns when a request the Transport held back may be asked again.
func heldUntil(err error) (time.Time, bool) {
	var q *polite.QuietError
	var qe *polite.QuotaError
	var pe *polite.PausedError
	var de *polite.DeferredError
	switch {
	case errors.As(err, &q):
		return q.Until, true
	case errors.As(err, &qe):
		return qe.Until, true
	case errors.As(err, &pe):
		return pe.Until, true
	case errors.As(err, &de):
		return de.Until, true
	}
	return time.Time{}, false
}
