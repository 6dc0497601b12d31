package polite

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/net/publicsuffix"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// Clock tells the time. The Transport reads the time of day (quiet windows, quota periods,
// pauses) from it; its waits use the time package's timers, which testing/synctest fakes, so
// that hours of schedule run in milliseconds in a test.
type Clock interface {
	Now() time.Time
}

type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now() }

// Options configure a Transport. Agent is required.
type Options struct {
	// Agent is the key of the agent in the policy's agents whose identity the requests carry.
	Agent string
	// Version replaces {version} in the agent's User-Agent where the policy publishes none
	// (agents.X.version); New fails when the User-Agent needs it and neither gives it.
	Version string
	// Base sends the requests; http.DefaultTransport when nil. When it is an *http.Transport, New
	// uses a clone whose dialer applies limits.connect_timeout; any other Base applies it itself
	// (ConnectTimeoutApplier), or New refuses a policy with a connect timeout unless Elsewhere
	// names it.
	Base http.RoundTripper
	// Clock is the time; the system's when nil.
	Clock Clock
	// Store is shared by the instances of a fleet (package polite/redisstore), for what the
	// policy says the operator's services share: the spacing, the slots and the quota counts of
	// limits with shared_across_services, with the general ones the pauses and the reactions'
	// counts, and the copies of robots.txt where robots_txt.per_hostname says so (one read per
	// origin and cache time for the fleet); and for what the agent's instances share among
	// themselves: its other limits, pauses and counts, under keys of the agent's own. Only
	// robots.txt without per_hostname stays in this process. When it cannot be reached,
	// each instance falls back to its own memory where the policy says so
	// (limits.on_coordination_failure = "per-service"), its pauses holding itself alone and its
	// robots.txt read by itself, and refuses the request with a *CoordinationError otherwise;
	// it asks the store again a second later. Nil keeps everything in this process.
	Store Store
	// Resolve gives the addresses of a host name, for limits counted per server (IP address);
	// net.DefaultResolver.LookupNetIP when nil. The smallest address is the key.
	Resolve func(ctx context.Context, host string) ([]netip.Addr, error)
	// Site names the site of a URL, for limits counted per site; the host name when nil.
	Site func(u *url.URL) string
	// Validators gives the validators of an earlier response for a URL, sent as the conditional
	// requests the policy publishes (limits.conditional_requests, RFC 9110 §13.1).
	Validators func(u *url.URL) (etag, lastModified string)
	// Unpublished gives the numbers the policy marks as unpublished, by their JSON Pointer in
	// policy.json: a quota's max ("/targets/X/limits/quotas/0/max"), a reaction's pause
	// ("/errors/reactions/2/pause_unpublished") or repeat count ("/errors/reactions/1/repeated").
	// They are enforced like any other.
	Unpublished Unpublished
	// Elsewhere are the JSON Pointers in policy.json of the statements the crawler keeps itself,
	// which New would otherwise refuse as unenforceable: a quota or a job's cap counted in a unit
	// only the crawler sees (pages, URLs, files, persons, documents, observations:
	// "/limits/quotas/1", "/targets/X/limits/quotas/0", "/jobs/X/caps/0"; the Transport counts
	// requests and HEAD requests), passes ("/limits/passes"), a rate that slows down or depends
	// on response times, the usual pace beside min_interval ("/limits/default_interval"), the
	// agent's HTTP client settings, a connect timeout a Base applies without saying so, a job's
	// scheduling ("/jobs/X/cadence", "/jobs/X/refetch_interval", "/jobs/X/follow_up"…) and the
	// agent's choice of URLs ("/agents/X/follows_links", "/agents/X/embedded/fetch"…).
	// UnenforceableError.Pointers lists those of a policy. A statement named here is not
	// enforced by the Transport at all: a cap named here is counted by the crawler alone.
	Elsewhere []string
	// MaxHosts bounds the robots.txt copies kept in the process, 100,000 when zero; the least
	// recently used is evicted first (a host evicted has its robots.txt read again). A copy past
	// its cache time goes before that, unless it is kept as the last good one (keep_last_good).
	// It bounds the runs that a reaction ended (stops_run) as well: beyond it, the run ended
	// longest ago is forgotten (in a shared store, a run ended is kept for a week). A pause goes
	// when it ends, a reaction's count a day after its last change.
	MaxHosts int
}

// Unpublished are values the policy does not publish, by the JSON Pointer of the statement.
type Unpublished struct {
	Counts    map[string]int
	Durations map[string]time.Duration
}

// Fetch is what a request is for, beyond its URL: the category of site (a key in targets) and the
// job (a key in jobs), and the values of the keys that only the crawler knows (the sync, the
// observation, the customer, the run) where the policy counts per them.
type Fetch struct {
	Target string
	Job    string
	Keys   map[policy.Scope]string
	// Placeholders are the values of the User-Agent's placeholders other than {version}
	// (agents.X.placeholders), by name without braces: {"subscribers": "42"}. A request of an
	// agent that declares one is refused with a *PlaceholderError without its value.
	Placeholders map[string]string
	// Embedded marks a request for a resource that the page being loaded embeds (a style sheet,
	// a script, an image): part of that page's load. Where an interval or a limit at a time
	// counts page loads (limits.interval_unit, concurrency_unit = "page-loads"), such a request
	// neither waits for the interval nor takes a slot; robots.txt's rules and its Crawl-delay
	// hold it as agents.X.embedded says (robots_txt, crawl_delay); every other limit holds it as
	// any request.
	Embedded bool
}

type fetchKey struct{}

// WithFetch returns a context that carries f to the Transport; a request without one is fetched
// as one outside every category of site and job.
func WithFetch(ctx context.Context, f Fetch) context.Context {
	return context.WithValue(ctx, fetchKey{}, f)
}

func fetchFrom(ctx context.Context) Fetch {
	f, _ := ctx.Value(fetchKey{}).(Fetch)
	return f
}

// Transport is an http.RoundTripper that sends a request only as the policy allows, for one agent:
// with its User-Agent, where robots.txt allows, outside quiet windows, within quotas, spaced and
// capped per key, and that follows redirects, applies timeouts and size limits, retries, pauses
// and slows down (errors.slow_down, where the policy states its factor) as the policy publishes.
// A slowed interval does not return to the usual one, as the page states no return: it lasts as
// long as the Store keeps its count (a day after the count's last change). Create it with New; Close it to stop its background work. It is safe
// for concurrent use.
type Transport struct {
	base     http.RoundTripper
	policy   *policy.Policy
	agent    policy.Agent
	ua       string
	uaForm   policy.UserAgentForm // agents.X.user_agent_form: the header is the request's own
	restrict []string             // restrict-only legacy tokens
	legacy   []string             // legacy tokens read where the current one has no group
	matching robots.Matching      // how it chooses its groups (agents.X.group_matching)
	plans    map[[2]string]*plan
	clock    Clock
	resolve  func(ctx context.Context, host string) ([]netip.Addr, error)
	site     func(*url.URL) string
	valid    func(*url.URL) (string, string)

	// stops are what agents.X.on_disallow stops besides the address refused (onDisallowPtr);
	// reportDisallowed marks a refusal for the customer's report.
	stops            []disallowStop
	onDisallowPtr    string
	reportDisallowed bool
	// placeholders are the names of the User-Agent's placeholders that each request fills
	// (agents.X.placeholders, Fetch.Placeholders).
	placeholders []string
	// refuseWith are the statuses that make the agent stop fetching an address
	// (agents.X.refuse_with, refusePtr).
	refuseWith []int
	refusePtr  string

	local  *MemoryStore
	shared Store
	// sharedDown is until when the shared store is not asked after a failure.
	sharedMu   sync.Mutex
	sharedDown time.Time

	robots *robotsCache

	// released is closed and replaced on a release of a slot while a request waits for one
	// (relWaiting); relGen counts the releases, so that a request that found no slot free sees
	// whether one was given back meanwhile.
	released   chan struct{}
	relMu      sync.Mutex
	relGen     uint64
	relWaiting bool
	// sharedRobots is robots_txt.per_hostname: one copy of robots.txt per origin for the fleet.
	sharedRobots bool

	// pending are the grants of the shared store whose requests are done, their slots to be
	// given back with the next admission (deferRelease).
	pendMu   sync.Mutex
	pending  []Grant
	flushSig chan struct{}
	// pendingRobots are the copies of robots.txt this instance read, to be stored with the next
	// admission; pendSince is when the oldest of pending or pendingRobots was put there.
	pendingRobots []RobotsPut
	pendSince     time.Time
	// id names this Transport among the instances of a fleet (the claimant of a robots.txt
	// fetch).
	id string
	// own prefixes the keys of the agent's own in the shared store ("service:AGENT|"): its
	// limits, pauses and counts not shared across services.
	own string

	stop chan struct{}
	wg   sync.WaitGroup
	once sync.Once
}

// New returns a Transport for the agent of o.Agent. It fails when p is not a valid policy, with
// the policy.Problems that p.Validate would return (each at its key path, with what would be
// right; errors.As finds them), when the agent or a target or job is unknown, when the User-Agent
// needs a version nobody gives, and with an *UnenforceableError listing every statement of the
// policy that applies to the agent and that the Transport cannot enforce (a cap on files, a job's
// cadence, the links the agent follows, an unpublished number not given in o.Unpublished) unless
// o.Elsewhere names it, each with what the policy says there.
//
// New checks every policy it is given (policy.Policy.Check), whether Load, Parse or Validate
// accepted it or not: its fields are exported and may have changed since, and no mark that they
// have not could be cheaper than the check (about 2 ms for the largest example,
// BenchmarkNew/Check). The check leaves p as it was, so that goroutines may call New with one
// policy at once; p must not change while New runs, nor afterwards, since the Transport reads it.
//
// New enforces the version of the policy it is given, from the moment it is called, whatever
// its site.last_changed: a version dated after today (a change announced ahead, under
// site.announce_changes_days) is not refused, and its values are not deferred to that day. The
// Transport holds one version, not the one before, which is what applies until then; and a
// refusal would stop a crawler that restarts within the notice period. Keeping the promise of
// notice is the deployment's part: load such a version into the crawler on its date, not
// before (sitegen build, check and validate warn of it at site.last_changed).
func New(p *policy.Policy, o Options) (*Transport, error) {
	if err := p.Check(); err != nil {
		return nil, fmt.Errorf("polite: the policy is not valid: %w", err)
	}
	a, ok := p.Agents.Get(o.Agent)
	if !ok {
		return nil, fmt.Errorf("polite: no agent %q in the policy (agents: %v)", o.Agent, p.Agents.Keys())
	}
	t := &Transport{
		policy: p, agent: a, plans: map[[2]string]*plan{},
		clock: o.Clock, resolve: o.Resolve, site: o.Site, valid: o.Validators,
		local: NewMemoryStore(), shared: o.Store,
		released: make(chan struct{}), stop: make(chan struct{}), flushSig: make(chan struct{}, 1),
	}
	if t.clock == nil {
		t.clock = systemClock{}
	}
	var id [8]byte
	rand.Read(id[:])
	t.id = hex.EncodeToString(id[:])
	if t.resolve == nil {
		t.resolve = func(ctx context.Context, host string) ([]netip.Addr, error) {
			return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
		}
	}
	version := a.Version
	if version == "" {
		version = o.Version
	}
	if strings.Contains(string(a.UserAgent), "{version}") && version == "" {
		return nil, fmt.Errorf("polite: /agents/%s/user_agent has {version} and the policy publishes no version: give Options.Version", escapeToken(o.Agent))
	}
	t.ua = a.UserAgent.Expand(version)
	for _, ph := range a.Placeholders {
		if strings.Contains(t.ua, "{"+ph.Name+"}") {
			t.placeholders = append(t.placeholders, ph.Name)
		}
	}
	t.matching, _ = robots.ParseMatching(string(a.GroupMatching)) // validated: every value parses
	for _, l := range a.LegacyTokens {
		if l.RestrictOnly {
			t.restrict = append(t.restrict, string(l.Token))
		} else {
			t.legacy = append(t.legacy, string(l.Token))
		}
	}
	t.stops, t.onDisallowPtr = stopsOf(a), "/agents/"+escapeToken(o.Agent)+"/on_disallow"
	t.reportDisallowed = slices.Contains(a.OnDisallow, policy.DisallowEffectReportToCustomer)
	t.refuseWith, t.refusePtr = a.RefuseWith, "/agents/"+escapeToken(o.Agent)+"/refuse_with"
	problems := unenforceable{}
	if a.UserAgentForm != "" {
		// The header holds more than the policy's string: the crawler composes it.
		ptr := "/agents/" + escapeToken(o.Agent) + "/user_agent_form"
		if !slices.Contains(o.Elsewhere, ptr) {
			problems.add(ptr, "the User-Agent is part of a header the crawler composes (a browser's User-Agent before it, say): set the header on each request and name this pointer in Options.Elsewhere")
		}
		t.uaForm = a.UserAgentForm
	}
	targets := append([]string{""}, p.Targets.Keys()...)
	jobs := []string{""}
	for _, j := range p.Jobs {
		if j.Agent == o.Agent {
			jobs = append(jobs, j.ID)
		}
	}
	for _, tg := range targets {
		for _, jb := range jobs {
			if jb != "" {
				if j, _ := p.Jobs.Get(jb); j.Target != "" && j.Target != tg {
					continue
				}
			}
			e, err := p.Effective(o.Agent, tg, jb)
			if err != nil {
				return nil, err
			}
			t.plans[[2]string{tg, jb}] = newPlan(p, e, &o, problems)
		}
	}
	agentProblems(a, &o, problems)
	choiceProblems(p, a, &o, problems)
	t.sharedRobots = p.RobotsTxt.PerHostname
	t.own = servicePrefix + o.Agent + "|"
	if t.shared != nil {
		// The shared store holds the limits shared across services, and the agent's others
		// under keys of the agent's own, which all its instances share; the same for the
		// pauses and the reactions' counts (the fleet's with the general limits shared across
		// services, the agent's otherwise): a store that nothing of the agent's requests uses
		// (no limit, nothing that pauses, no shared robots.txt) is left alone.
		shares := t.sharedRobots || len(t.stops) > 0 || len(t.refuseWith) > 0
		for _, pl := range t.plans {
			shares = shares || pl.sharedPauses || len(pl.sets) > 0 || len(pl.reactions) > 0 || pl.eff.RetryAfter == policy.RetryAfterUseHonoured
		}
		if !shares {
			t.shared = nil
		}
	}
	switch o.Base.(type) {
	case nil, *http.Transport, ConnectTimeoutApplier:
		// New clones an *http.Transport with a dialer that applies the connect timeout
	default:
		for _, pl := range t.plans {
			for _, ptr := range pl.connectPtrs {
				if !slices.Contains(o.Elsewhere, ptr) {
					problems.add(ptr, "Options.Base is not an *http.Transport, whose dialer the Transport would make give up in time: apply polite.ConnectTimeout in the Base's dialer and mark it with polite.ConnectTimeoutApplier, or name this pointer in Options.Elsewhere")
				}
			}
		}
	}
	// concurrency_unit = "connections": each request on a connection of its own, closed with its
	// body, so that the slots, which every request takes, count the connections open (new-user
	// trial 29, F-13). Only an *http.Transport's keep-alive can be turned off.
	connections := false
	for _, pl := range t.plans {
		connections = connections || len(pl.connectionsPtrs) > 0
		if _, ok := o.Base.(*http.Transport); ok || o.Base == nil {
			continue
		}
		for _, ptr := range pl.connectionsPtrs {
			if !slices.Contains(o.Elsewhere, ptr) {
				problems.add(ptr, "Options.Base is not an *http.Transport, whose keep-alive the Transport would turn off so that each request has a connection of its own: keep the connections open at once to the published number in the Base, and name this pointer in Options.Elsewhere")
			}
		}
	}
	if len(problems) > 0 {
		return nil, problems.err(p, o.Agent)
	}
	t.base = o.Base
	if t.base == nil {
		t.base = http.DefaultTransport
	}
	if ht, ok := t.base.(*http.Transport); ok {
		t.base = withConnectTimeout(ht)
		if connections {
			t.base.(*http.Transport).DisableKeepAlives = true
		}
	}
	maxHosts := o.MaxHosts
	if maxHosts <= 0 {
		maxHosts = 100_000
	}
	t.robots = newRobotsCache(maxHosts)
	t.local.maxStopped = maxHosts
	t.wg.Add(1)
	go t.janitor()
	if t.shared != nil {
		t.wg.Add(1)
		go t.flusher()
	}
	if t.shared != nil {
		t.wg.Add(1)
		go t.watch()
	}
	return t, nil
}

// UserAgent is the User-Agent header the Transport sends, with its placeholders filled in; with
// agents.X.user_agent_form, the part that every request's own header must contain (or, for
// "after-browser", end with).
func (t *Transport) UserAgent() string { return t.ua }

// Close stops the Transport's background work, gives back to the shared store the slots of the
// requests that are done, and closes the idle connections of its base. It returns once no
// goroutine of the Transport is left; requests in flight finish.
func (t *Transport) Close() error {
	t.once.Do(func() { close(t.stop) })
	t.wg.Wait()
	if ci, ok := t.base.(interface{ CloseIdleConnections() }); ok {
		ci.CloseIdleConnections()
	}
	return nil
}

// janitor drops, once a minute, the state that no longer constrains anything.
func (t *Transport) janitor() {
	defer t.wg.Done()
	tick := time.NewTicker(time.Minute)
	defer tick.Stop()
	for {
		select {
		case <-t.stop:
			return
		case <-tick.C:
			now := t.clock.Now()
			t.local.mu.Lock()
			t.local.sweepNow(now)
			t.local.mu.Unlock()
			t.robots.sweep(now)
		}
	}
}

// watch notes in this process the pauses any instance starts through the shared store, so that
// a request admitted before a pause began and waiting for its turn is held too (the gate after
// the wait). While the store cannot be reached it asks again every rejoinAfter.
func (t *Transport) watch() {
	defer t.wg.Done()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-t.stop
		cancel()
	}()
	for ctx.Err() == nil {
		t.shared.Watch(ctx, func(h Hold) {
			if h, ok := t.heldHere(h); ok {
				t.local.Hold(h)
			}
		})
		select {
		case <-ctx.Done():
		case <-time.After(rejoinAfter):
		}
	}
}

// Client returns an *http.Client that sends through t and leaves redirects to it: a redirect the
// Transport does not follow (the policy sets no limits.max_redirects, or states limits.redirects
// = "not-followed") reaches the caller as it is.
func (t *Transport) Client() *http.Client {
	return &http.Client{Transport: t, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// inScope returns a *ScopeError where u's port or path is not among those the agent states it
// requests (agents.X.ports, agents.X.paths), nil otherwise. The port is u's own, else its
// scheme's default (RFC 9110 §4.2.1, §4.2.2); the path is compared whole, without its query,
// as robots_txt_exempt_paths is.
func (t *Transport) inScope(u *url.URL) *ScopeError {
	at := "/agents/" + escapeToken(t.agent.ID)
	if ports := t.agent.Ports; len(ports) > 0 {
		port := u.Port()
		if port == "" {
			switch strings.ToLower(u.Scheme) {
			case "http":
				port = "80"
			case "https":
				port = "443"
			}
		}
		n, err := strconv.Atoi(port)
		if err != nil || !slices.Contains(ports, n) {
			allowed := make([]string, len(ports))
			for i, p := range ports {
				allowed[i] = strconv.Itoa(p)
			}
			return &ScopeError{URL: u.String(), What: "port " + port, Allowed: allowed, Pointer: at + "/ports"}
		}
	}
	if paths := t.agent.Paths; len(paths) > 0 {
		path := robots.RemoveDotSegments(u.EscapedPath())
		if path == "" {
			path = "/"
		}
		if !slices.Contains(paths, path) {
			return &ScopeError{URL: u.String(), What: "path " + path, Allowed: paths, Pointer: at + "/paths"}
		}
	}
	return nil
}

func (t *Transport) planFor(f Fetch) (*plan, error) {
	if f.Job != "" && f.Target == "" {
		if j, ok := t.policy.Jobs.Get(f.Job); ok {
			f.Target = j.Target
		}
	}
	p := t.plans[[2]string{f.Target, f.Job}]
	if p == nil {
		return nil, fmt.Errorf("polite: agent %q has no target %q and job %q in the policy", t.agent.ID, f.Target, f.Job)
	}
	return p, nil
}

// RoundTrip implements http.RoundTripper. Besides the errors of its base, it returns
// *DisallowedError, *DeferredError, *QuietError, *QuotaError, *PausedError, *RedirectError,
// *BodyTooLargeError, *KeyError, *CoordinationError, *MethodError, *SchemeError and *ScopeError, each before anything is sent for it; a
// wait for spacing or a free slot returns the context's error when the request's context ends.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	ctx := req.Context()
	if h := t.agent.HTTP; h != nil && len(h.Methods) > 0 && !slices.Contains(h.Methods, policy.Method(req.Method)) {
		return nil, &MethodError{Method: req.Method, Allowed: methodNames(h.Methods), Pointer: "/agents/" + escapeToken(t.agent.ID) + "/http/methods"}
	}
	if h := t.agent.HTTP; h != nil && len(h.Schemes) > 0 && !slices.Contains(h.Schemes, policy.Scheme(strings.ToLower(req.URL.Scheme))) {
		return nil, &SchemeError{Scheme: strings.ToLower(req.URL.Scheme), Allowed: strs(h.Schemes), Pointer: "/agents/" + escapeToken(t.agent.ID) + "/http/schemes"}
	}
	f := fetchFrom(ctx)
	p, err := t.planFor(f)
	if err != nil {
		return nil, err
	}
	if p.notFollowed && req.Response != nil {
		// An http.Client following a redirect (its CheckRedirect lets it) makes the request
		// with the redirect's response in Response: limits.redirects = "not-followed" refuses
		// it, so that a client other than Client follows none either (new-user trial 29, F-12).
		hops, from := 0, req
		for from.Response != nil && from.Response.Request != nil {
			hops, from = hops+1, from.Response.Request
		}
		return nil, &RedirectError{URL: from.URL.String(), Location: req.URL.String(), Hops: hops, Pointer: p.notFollowedPtr, NotFollowed: true}
	}
	cur := req
	for hops := 0; ; hops++ {
		if err := t.inScope(cur.URL); err != nil {
			if hops > 0 {
				return nil, &RedirectError{URL: req.URL.String(), Location: cur.URL.String(), Hops: hops, Pointer: err.Pointer, Err: err}
			}
			return nil, err
		}
		kind := policy.Counted("")
		if hops > 0 {
			kind = policy.CountedRedirects
		}
		resp, err := t.withRetries(ctx, p, f, cur, kind)
		if err != nil {
			if hops > 0 {
				var d *DisallowedError
				if errors.As(err, &d) {
					return nil, &RedirectError{URL: req.URL.String(), Location: cur.URL.String(), Hops: hops, Pointer: p.eff.LimitPointer("redirects_check_robots_txt"), Err: err}
				}
			}
			return nil, err
		}
		loc, isRedirect := redirectTarget(resp)
		if !isRedirect || p.notFollowed || p.maxRedirects == 0 {
			return resp, nil
		}
		if hops+1 > p.maxRedirects {
			resp.Body.Close()
			return nil, &RedirectError{URL: req.URL.String(), Location: loc.String(), Hops: hops + 1, Pointer: p.maxRedirectsPtr}
		}
		if !redirectWithin(p.redirectsWithin, req.URL, loc) {
			resp.Body.Close()
			return nil, &RedirectError{URL: req.URL.String(), Location: loc.String(), Hops: hops + 1, Pointer: p.redirectsWithinPtr, Outside: true}
		}
		io.Copy(io.Discard, io.LimitReader(resp.Body, 4<<10))
		resp.Body.Close()
		cur = redirectRequest(cur, loc, resp.StatusCode)
	}
}

// redirectWithin reports whether a redirect from the first request's URL to loc stays where
// limits.redirects_within keeps it: the same host name, or the same registrable domain (eTLD+1,
// registrableDomain); anywhere where it is unset.
func redirectWithin(w policy.RedirectsWithin, from, loc *url.URL) bool {
	switch w {
	case policy.RedirectsWithinHostname:
		return strings.EqualFold(from.Hostname(), loc.Hostname())
	case policy.RedirectsWithinRegistrableDomain:
		return registrableDomain(from.Hostname()) == registrableDomain(loc.Hostname())
	}
	return true
}

// redirectTarget returns the absolute Location of a redirect response (RFC 9110 §15.4).
func redirectTarget(resp *http.Response) (*url.URL, bool) {
	switch resp.StatusCode {
	case 301, 302, 303, 307, 308:
	default:
		return nil, false
	}
	loc, err := resp.Location()
	if err != nil {
		return nil, false
	}
	return loc, true
}

// redirectRequest is the request that follows a redirect, as net/http's client builds it: GET
// without a body after 301, 302 and 303 (except for HEAD), the same method and body after 307 and
// 308.
func redirectRequest(prev *http.Request, loc *url.URL, status int) *http.Request {
	method := prev.Method
	var body io.ReadCloser
	getBody := prev.GetBody
	if (status == 301 || status == 302 || status == 303) && method != http.MethodHead {
		method, getBody = http.MethodGet, nil
	} else if getBody != nil {
		body, _ = getBody()
	}
	next := prev.Clone(prev.Context())
	next.Method, next.URL, next.Host, next.Body, next.GetBody = method, loc, "", body, getBody
	if body == nil {
		next.ContentLength = 0
		next.Header.Del("Content-Type")
	}
	next.Header.Del("Authorization")
	next.Header.Del("Cookie")
	return next
}

// withRetries sends a request, retrying on the published schedule (errors.retries), the waits
// lengthened to a Retry-After where the policy honours it (errors.retry_after), up to
// errors.retry_after_max; a response whose status errors.never_retried lists is returned as it is.
func (t *Transport) withRetries(ctx context.Context, p *plan, f Fetch, req *http.Request, kind policy.Counted) (*http.Response, error) {
	for attempt := 0; ; attempt++ {
		resp, conds, err := t.once1(ctx, p, f, req, kind)
		if conds == nil {
			return resp, err
		}
		retry := attempt < len(p.retryDelays) && slices.ContainsFunc(conds, func(c policy.Condition) bool { return slices.Contains(p.retryOn, c) })
		if retry && resp != nil && slices.Contains(p.neverRetried, resp.StatusCode) {
			retry = false
		}
		if retry && req.Body != nil && req.GetBody == nil {
			retry = false
		}
		if !retry {
			return resp, err
		}
		wait := p.retryDelays[attempt]
		if resp != nil {
			if ra, ok := t.retryAfter(resp, p); ok && ra > wait {
				wait = ra
			}
			io.Copy(io.Discard, io.LimitReader(resp.Body, 4<<10))
			resp.Body.Close()
		}
		if err := sleep(ctx, wait); err != nil {
			return nil, err
		}
		if req.GetBody != nil {
			body, err := req.GetBody()
			if err != nil {
				return nil, err
			}
			req = req.Clone(ctx)
			req.Body = body
		}
	}
}

// retryAfter reads a response's Retry-After (RFC 9110 §10.2.3: seconds or an HTTP date), capped
// at errors.retry_after_max, where the policy honours it.
func (t *Transport) retryAfter(resp *http.Response, p *plan) (time.Duration, bool) {
	if p.eff.RetryAfter != policy.RetryAfterUseHonoured || mutIgnoreRetryAfter {
		return 0, false
	}
	v := strings.TrimSpace(resp.Header.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	var d time.Duration
	if n, err := parseSeconds(v); err == nil {
		d = n
	} else if at, err := http.ParseTime(v); err == nil {
		d = at.Sub(t.clock.Now())
	} else {
		return 0, false
	}
	d = max(d, 0)
	if c := p.eff.RetryAfterMax.Duration; c > 0 && d > c {
		d = c
	}
	return d, true
}

func parseSeconds(v string) (time.Duration, error) {
	var n int64
	if v == "" || len(v) > 12 {
		return 0, errors.New("not seconds")
	}
	for _, c := range v {
		if c < '0' || c > '9' {
			return 0, errors.New("not seconds")
		}
		n = n*10 + int64(c-'0')
	}
	return time.Duration(n) * time.Second, nil
}

// sleep waits d or until ctx ends.
func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-tm.C:
		return nil
	}
}

// target is one attempt at a request: the keys of its URL, what it asked of the Store, and the
// request handed to the base with its body. Its arrays hold what a request usually needs (a few
// keys of each kind), so that an attempt costs few allocations.
type target struct {
	// kind is what the request is: an ordinary fetch, robots.txt, or a redirect followed; the last
	// two count against a limit set only where its limits.counts lists them.
	kind     policy.Counted
	u        *url.URL
	host     string
	scheme   string // lower case
	hostport string // u.Host in lower case
	f        Fetch
	server   string // resolved lazily
	// ua is the request's own User-Agent, which robots.txt is fetched with where the crawler
	// composes the header (agents.X.user_agent_form).
	ua string
	// pauses are the keys whose pauses hold the request (pauseKeys), once pausesKnown.
	pauses      []string
	pausesKnown bool
	// shared is true when the shared store admitted the request; counting are the reactions'
	// counts it holds for the request's keys, which a success ends.
	shared   bool
	counting []string
	// robots, for a fetch of robots.txt in a fleet, asks for another instance's copy first.
	robots *RobotsQuery
	// sharedSpacing, sharedSlots and sharedQuotas have bit i set where entry i of the
	// admission's Spacing, Slots and Quotas belongs to a limit set shared across services.
	sharedSpacing, sharedSlots, sharedQuotas uint64

	// What the request was admitted with, given back when it is done (finish): the store, and
	// the id and keys of the slots it took.
	t        *Transport
	st       Store
	slotID   string
	slotKeys []string
	cancel   context.CancelFunc
	timedOut atomic.Bool
	// transfer ends the request after transferAfter (limits.transfer_timeout), body included.
	transfer         *time.Timer
	transferAfter    time.Duration
	transferTimedOut atomic.Bool
	finished         sync.Once
	// conns watches the connections dialed for the request where its slots count connections
	// (concurrency_unit = "connections"): finish gives the slots back once they are closed.
	conns *connWatch
	body  body
	out   http.Request
	uaVal [1]string

	spacingBuf [3]Spacing
	slotBuf    [1]Slot
	quotaBuf   [2]Quota
	ptrBuf     [2]string
	pauseBuf   [2]string
}

// scope returns the value of a key scope for a request.
func (t *Transport) scope(ctx context.Context, tg *target, s policy.Scope, ptr string) (string, error) {
	switch s {
	case policy.ScopeHostname:
		return tg.host, nil
	case policy.ScopeSite:
		if t.site != nil {
			return t.site(tg.u), nil
		}
		return tg.host, nil
	case policy.ScopeAllSites:
		return "*", nil
	case policy.ScopeServer, policy.ScopeDomainServer:
		if tg.server == "" {
			a, err := t.serverOf(ctx, tg.host)
			if err != nil {
				return "", err
			}
			tg.server = a
		}
		if s == policy.ScopeDomainServer {
			return registrableDomain(tg.host) + "|" + tg.server, nil
		}
		return tg.server, nil
	case policy.ScopeDomain:
		return registrableDomain(tg.host), nil
	}
	if v, ok := tg.f.Keys[s]; ok && v != "" {
		return v, nil
	}
	return "", &KeyError{Scope: string(s), Pointer: ptr}
}

func (t *Transport) serverOf(ctx context.Context, host string) (string, error) {
	if a, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		return a.Unmap().String(), nil
	}
	addrs, err := t.resolve(ctx, host)
	if err != nil {
		return "", &net.DNSError{Err: err.Error(), Name: host}
	}
	if len(addrs) == 0 {
		return "", &net.DNSError{Err: "no address", Name: host, IsNotFound: true}
	}
	for i := range addrs {
		addrs[i] = addrs[i].Unmap()
	}
	slices.SortFunc(addrs, func(a, b netip.Addr) int { return a.Compare(b) })
	return addrs[0].String(), nil
}

func newTarget(u *url.URL, f Fetch) *target {
	return &target{u: u, host: strings.ToLower(u.Hostname()), scheme: strings.ToLower(u.Scheme), hostport: strings.ToLower(u.Host), f: f}
}

// origin is the request's origin (scheme, host and port: RFC 9309 §2.3), as a fleet names its
// copy of robots.txt.
func (tg *target) origin() string { return tg.scheme + "://" + tg.hostport }

func methodNames(ms []policy.Method) []string { return strs(ms) }

// strs converts a list of enumerated values of the policy to strings, in its order.
func strs[T ~string](vs []T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}

// agentProblems adds to problems the statements of the agent's behaviour that only the crawler
// can keep, unless o.Elsewhere names them: how its HTTP client speaks (versions, compression,
// cookies, JavaScript, Range requests), its cache of fetches on demand, the signatures of its
// requests (signing_keys, and the Signature-Agent header beside them, signature_agent: the
// Transport holds no private key), the usage preferences of a site for AI or text and
// data mining that it follows (usage_preferences: Content-Usage, TDMRep, noai; in what it does
// with what it fetched), and the other User-Agent strings
// it sends on some fetches (variants), which the crawler chooses. The methods
// (http.methods) are enforced: RoundTrip refuses any other with a *MethodError; so are the
// schemes (http.schemes), any other refused with a *SchemeError, but not the order of two, in
// which the crawler tries them. What the agent
// fetches at all, and when its jobs run, choiceProblems adds.
func agentProblems(a policy.Agent, o *Options, problems unenforceable) {
	at := "/agents/" + escapeToken(a.ID)
	add := func(ptr, why string) {
		if !slices.Contains(o.Elsewhere, ptr) {
			problems.add(ptr, why)
		}
	}
	if h := a.HTTP; h != nil {
		if len(h.Versions) > 0 {
			add(at+"/http/versions", "the HTTP versions are the crawler's client's: configure its base transport")
		}
		if h.Compressed {
			add(at+"/http/compressed", "the content codings accepted are the crawler's client's: configure its base transport")
		}
		if len(h.Compression) > 0 {
			add(at+"/http/compression", "the content codings accepted are the crawler's client's: configure its base transport")
		}
		switch h.Cookies {
		case "":
		case policy.CookiesKeptPerRun:
			// New-user trial 31, F-10: the Transport knows a run only by name (Fetch.Keys["run"]).
			add(at+"/http/cookies", "cookies are kept by the crawler's client (its cookie jar): give each run a jar of its own and drop it when the run ends")
		default:
			add(at+"/http/cookies", "cookies are kept by the crawler's client (its cookie jar)")
		}
		if h.JavaScript != "" {
			add(at+"/http/javascript", "whether scripts run is the crawler's renderer's")
		}
		if h.RangeRequests {
			add(at+"/http/range_requests", "Range requests are the crawler's: it sets the Range header")
		}
		if h.RangeBytes != 0 {
			add(at+"/http/range_bytes", "how much a Range request asks for is the crawler's: it sets the Range header")
		}
		if h.SchemeAsGiven {
			add(at+"/http/scheme_as_given", "each URL over the scheme it names, and no request over the other where it fails, is the crawler's choice of requests: the Transport sends each request over the scheme it is given")
		}
		if len(h.Schemes) > 1 && !h.SchemeAsGiven {
			add(at+"/http/schemes", "the order of the schemes (the next only where a request over the one before fails) is the crawler's order of requests: the Transport refuses a scheme not listed, and sends each request over the scheme it is given")
		}
		if len(h.GetAfterHead) > 0 {
			add(at+"/http/get_after_head", "a GET only after a HEAD answered with these statuses is the crawler's order of requests: the Transport allows both methods, each request on its own")
		}
		if h.GetAfterHeadIfAtMost != 0 {
			add(at+"/http/get_after_head_if_at_most", "a GET only after a successful HEAD that announces a small body is the crawler's order of requests: the Transport allows both methods, each request on its own")
		}
	}
	if len(a.SigningKeys) > 0 {
		add(at+"/signing_keys", "the requests' HTTP message signatures (Web Bot Auth, RFC 9421) are the crawler's: its signer, which holds the private key, adds Signature and Signature-Input")
	}
	if a.SignatureAgent != "" {
		add(at+"/signature_agent", "the Signature-Agent header goes with the signature (Web Bot Auth): the crawler's signer adds it and covers it")
	}
	if len(a.UsagePreferences) > 0 {
		add(at+"/usage_preferences", "the usage preferences a site states for AI or text and data mining (Content-Usage, draft-ietf-aipref-attach; TDMRep; noai and noimageai) are followed in what the crawler does with what it fetches: the Transport does not read them")
	}
	if len(a.UsageTokens) > 0 {
		add(at+"/usage_tokens", "a robots.txt group for a usage token refuses a use of what the crawler fetched, not a request: the Transport does not read it; the crawler's pipeline asks UsageAllowed before it uses a page")
	}
	if len(a.Variants) > 0 {
		add(at+"/variants", "the other User-Agent strings are sent on fetches the crawler chooses: send those through a Transport whose requests carry their own header (user_agent_form), and name this pointer in Options.Elsewhere")
	}
	if d := a.OnDemand; d != nil {
		if !d.CacheFor.IsZero() {
			add(at+"/on_demand/cache_for", "a response reused per URL is the crawler's cache")
		}
		if d.CacheShared {
			add(at+"/on_demand/cache_shared", "a response reused per URL for every user is the crawler's cache")
		}
		if d.CacheApproximate {
			add(at+"/on_demand/cache_approximate", "a response reused per URL is the crawler's cache")
		}
		if d.Once {
			add(at+"/on_demand/once", "an address fetched once is the crawler's record of what it fetched")
		}
	}
}

// registrableDomain is the registrable domain of a host name (eTLD+1, by the Public Suffix List
// of golang.org/x/net/publicsuffix): "news.example.co.uk" is "example.co.uk". An IP address, or a
// name that is itself a public suffix, is its own domain.
func registrableDomain(host string) string {
	h := strings.Trim(host, "[]")
	if _, err := netip.ParseAddr(h); err == nil {
		return h
	}
	d, err := publicsuffix.EffectiveTLDPlusOne(strings.ToLower(h))
	if err != nil {
		return strings.ToLower(h)
	}
	return d
}
