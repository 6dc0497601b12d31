package conform

import (
	"context"
	"errors"
	"fmt"
	"html"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"
	"time"
)

// StartHost is the host name of the start page, which links to every scenario's URLs.
const StartHost = "start.test"

// World is the scenarios of every claim of a run behind one forward HTTP proxy on 127.0.0.1, for
// any crawler: each scenario's host names get a suffix of their own ("a.example" becomes
// "a-c3.test"), so that the scenarios of different claims never share a host, an address or a
// registrable domain, and the start page (http://start.test/) links to every URL their steps
// would fetch. The proxy serves plain http, and only the test hosts.
type World struct {
	Entries []Entry
	hosts   map[string]worldHost
	srv     *http.Server
	ln      net.Listener
	// Started is when the proxy began to listen.
	Started time.Time
	// probe measures how late the harness's timers fire from Listen to Close (TimersLate).
	probe *timerProbe
	// startPage counts the requests for the start page itself (StartPageRequests).
	startPage atomic.Int64
}

// Entry is one claim of a World: its scenario behind the proxy, or its verdict where none can
// show it behind a proxy.
type Entry struct {
	Claim    *Claim
	Scenario *Scenario
	Verdict  *Verdict // decided before the run: not observable behind a proxy
	rename   *strings.Replacer
}

type worldHost struct {
	sites *Sites
	host  string
	addr  string // the address it stands for, as the crawler is told: one range per scenario
}

// ProxyObservable reports whether a crawler behind the proxy can show the claim, and why not.
func (c *Claim) ProxyObservable() (bool, string) {
	switch {
	case c.Target != "":
		return false, fmt.Sprintf("the test sites belong to no category of site (targets.%s) the crawler knows", c.Target)
	case c.Job != "" && c.Kind.Name == "interval":
		// A site cannot tell a job's requests from the others: the general interval's claim
		// holds every pair to the smallest interval in force, the job's where it is that
		// (judgeInterval); a longer one of the job's own does not show.
		general := c.seconds("/limits/min_interval")
		if general == 0 {
			return false, fmt.Sprintf("the test sites are no job's (jobs.%s) that the crawler knows, and a site cannot tell the job's requests from the others", c.Job)
		}
		if job, _ := c.shortestJobInterval(general + 1); job == c.Job {
			return false, fmt.Sprintf("the test sites are no job's (jobs.%s) that the crawler knows, and a site cannot tell the job's requests from the others: its interval, the shortest in force for the agent, is the bound that every two requests keep under /limits/min_interval", c.Job)
		}
		return false, fmt.Sprintf("the test sites are no job's (jobs.%s) that the crawler knows, and a site cannot tell the job's requests from the others: every two requests are held to the shortest interval in force for the agent (under /limits/min_interval), and the job's own, longer one does not show", c.Job)
	case c.Job != "":
		return false, fmt.Sprintf("the test sites are no job's (jobs.%s) that the crawler knows", c.Job)
	case c.Kind.Name == "quota" && c.quotaOfJobs() != "":
		return false, c.quotaOfJobs()
	case c.Kind.Name == "reaction" && c.reactionJob() != "":
		return false, fmt.Sprintf("the reaction holds the requests of jobs.%s, which the test sites are not", c.reactionJob())
	case c.Kind.Name == "connect timeout":
		return false, "a connect attempt is not seen behind a proxy: the crawler connects to the proxy"
	case c.Kind.Name == "coordination":
		return false, "the crawler's shared store cannot be stopped from outside the crawler"
	}
	return true, ""
}

// NewWorld builds the scenarios of claims for a run of the given length.
func NewWorld(claims []*Claim, run time.Duration) *World {
	w := &World{hosts: map[string]worldHost{}}
	for i, c := range claims {
		e := Entry{Claim: c}
		if ok, why := c.ProxyObservable(); !ok {
			e.Verdict = &Verdict{Claim: c.ID(), Kind: c.Kind.Name, Pointer: c.Root, Status: NotObservable, Evidence: []string{why}, Leaves: slices.Clone(c.leaves)}
			w.Entries = append(w.Entries, e)
			continue
		}
		sc := c.Scenario(Env{Hold: run})
		suffix := fmt.Sprintf("-c%d.test", i+1)
		name := func(h string) string { return strings.TrimSuffix(h, ".example") + suffix }
		sc.Sites.name = name
		sc.Sites.rename = func(h string) string { return strings.TrimSuffix(h, suffix) + ".example" }
		var pairs []string
		hosts := sc.Sites.Hosts()
		slices.SortFunc(hosts, func(a, b string) int { return len(b) - len(a) })
		for _, h := range hosts {
			// Scenarios never share an address: the last byte of the scenario's own, in a /24 of
			// 127.0.0.0/8 for each scenario.
			a := sc.Sites.addrs[h].As4()
			addr := fmt.Sprintf("127.%d.%d.%d", (i+1)>>8&255, (i+1)&255, a[3])
			w.hosts[name(h)] = worldHost{sc.Sites, h, addr}
			pairs = append(pairs, h, name(h))
		}
		e.Scenario, e.rename = sc, strings.NewReplacer(pairs...)
		w.Entries = append(w.Entries, e)
	}
	return w
}

// Hosts returns "name=address" for every test host, sorted: the address each stands for, for a
// crawler that keys limits by address (behind the proxy it cannot resolve them).
func (w *World) Hosts() []string {
	out := []string{StartHost + "=127.0.0.1"}
	for name, wh := range w.hosts {
		out = append(out, name+"="+wh.addr)
	}
	slices.Sort(out)
	return out
}

// Listen starts the proxy on a free port of 127.0.0.1.
func (w *World) Listen() error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return fmt.Errorf("the proxy cannot listen on 127.0.0.1: %w", err)
	}
	w.ln, w.Started = ln, time.Now()
	w.srv = &http.Server{Handler: w, ReadHeaderTimeout: 10 * time.Second}
	go w.srv.Serve(ln)
	w.probe = startTimerProbe(time.Sleep, time.Now)
	return nil
}

// TimersLate is the most the harness's own timers fired late between Listen and Close (or now),
// to the millisecond: how long a process waited for a processor on this machine during the run,
// which Judge adds to the tolerance. Zero for a World that did not listen.
func (w *World) TimersLate() time.Duration { return w.probe.Max() }

// ProxyURL is the proxy's address as HTTP_PROXY takes it.
func (w *World) ProxyURL() string { return "http://" + w.ln.Addr().String() }

// StartURL is the start page's URL.
func (w *World) StartURL() string { return "http://" + StartHost + "/" }

// Close stops the proxy and ends the requests it holds.
func (w *World) Close() error {
	w.probe.Stop()
	if w.srv == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := w.srv.Shutdown(ctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return w.srv.Close()
}

// ServeHTTP is the proxy. A forward proxy for plain http receives requests in absolute form
// ("GET http://a-c3.test/p0 HTTP/1.1"), which net/http's server parses; since every site lives in
// this process, it hands the request to the site's handler instead of forwarding it, so no proxy
// library (httputil.ReverseProxy forwards to an upstream) is needed. CONNECT (https) is refused:
// the test sites speak plain http.
func (w *World) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodConnect {
		http.Error(rw, "sitegen conform: the test sites speak plain http; CONNECT is not served", http.StatusMethodNotAllowed)
		return
	}
	host := r.URL.Hostname()
	if host == "" {
		host, _, _ = strings.Cut(r.Host, ":")
	}
	host = strings.ToLower(host)
	if host == StartHost {
		w.start(rw, r)
		return
	}
	wh, ok := w.hosts[host]
	if !ok {
		http.Error(rw, "sitegen conform: "+host+" is not a test host", http.StatusBadGateway)
		return
	}
	wh.sites.ServeHTTP(rw, r, wh.host)
}

// start serves the start page, which links to every scenario's URLs, and its robots.txt, which
// allows everything.
func (w *World) start(rw http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/robots.txt" {
		fmt.Fprint(rw, "User-agent: *\nAllow: /\n")
		return
	}
	if r.URL.Path != "/" {
		http.NotFound(rw, r)
		return
	}
	w.startPage.Add(1)
	rw.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprint(rw, "<!doctype html>\n<title>sitegen conform</title>\n<ul>\n")
	for _, e := range w.Entries {
		if e.Scenario == nil {
			continue
		}
		for _, l := range e.Scenario.Links() {
			fmt.Fprintf(rw, "<li><a href=\"%s\">%s</a> (%s)</li>\n", html.EscapeString(l), html.EscapeString(l), html.EscapeString(e.Claim.ID()))
		}
	}
	fmt.Fprint(rw, "</ul>\n")
}

// Judge judges every claim on what its sites recorded between start and end, with the host
// names in the evidence as the crawler saw them. A request counts as on time up to tolerance
// plus how late the harness's timers fired around the requests compared (Run.Tol; at most
// TimersLate) before a published time: tolerance is the allowance on an idle machine, and a
// loaded one records a request up to that much after the crawler sent it (timerProbe).
func (w *World) Judge(start, end time.Time, tolerance time.Duration) []Verdict {
	// Each scenario's records, and the same as Others: the crawler's host names, Linked set.
	own := make([][]Record, len(w.Entries))
	named := make([][]Record, len(w.Entries))
	for i, e := range w.Entries {
		if e.Scenario == nil {
			continue
		}
		own[i] = e.Scenario.Sites.Records(nil)
		links := e.Scenario.Links()
		for _, r := range own[i] {
			r.Host = e.Scenario.Sites.name(r.Host)
			r.Addr = w.hosts[r.Host].addr
			r.Linked = slices.Contains(links, "http://"+r.Host+r.Path)
			named[i] = append(named[i], r)
		}
	}
	var out []Verdict
	for i, e := range w.Entries {
		if e.Verdict != nil {
			out = append(out, *e.Verdict)
			continue
		}
		run := &Run{Records: own[i], Start: start, End: end, Tolerance: tolerance, Late: w.probe.Around}
		for k := range w.Entries {
			if k != i {
				run.Others = append(run.Others, named[k]...)
			}
		}
		v := e.Claim.Check(e.Scenario, run)
		for i, ev := range v.Evidence {
			v.Evidence[i] = e.rename.Replace(ev)
		}
		out = append(out, v)
	}
	return out
}

// StartPageRequests counts the requests for the start page (http://start.test/) itself, not its
// robots.txt: a crawler that fetched it and no test host's URL reached the proxy but followed
// none of the page's links.
func (w *World) StartPageRequests() int { return int(w.startPage.Load()) }

// Requests counts the requests the test hosts received.
func (w *World) Requests() int {
	n := 0
	for _, e := range w.Entries {
		if e.Scenario != nil {
			n += len(e.Scenario.Sites.Records(nil))
		}
	}
	return n
}
