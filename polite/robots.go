package polite

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"slices"
	"sync"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// robotsCache holds the robots.txt copy in force per origin (scheme, host and port: RFC 9309
// §2.3), at most max of them; the least recently used is evicted.
type robotsCache struct {
	mu  sync.Mutex
	m   map[originKey]*robotsEntry
	max int
	// wake is closed, and cleared, when an entry is released while a request waits for one to
	// be free; made only when one waits, so that an entry needs no lock of its own.
	wake chan struct{}
}

// originKey is an origin in lower case: its scheme, and its host and port as the URL gives them.
type originKey struct{ scheme, hostport string }

// robotsEntry is what the cache holds per origin, in 64 bytes: the cache keeps one per host a
// crawler fetched within the copy's cache time. Its times are in nanoseconds since the Unix
// epoch (time.Time.UnixNano), a third of time.Time's size.
type robotsEntry struct {
	busy bool // held while the entry is read or fetched (robotsCache.acquire); under robotsCache.mu

	have        bool           // a copy was read (2xx, or 4xx: no rules)
	unreachable bool           // the last fetch found robots.txt unreachable
	rules       *robots.Robots // nil with have: everything allowed (RFC 9309 §2.3.1.3)
	readAt      int64          // when the copy was read
	run         string
	retryAt     int64 // no fetch before, while unreachable

	used int64 // when a request last asked for it (for the eviction); under robotsCache.mu

	// dropAt is when the entry serves nothing any more (its copy is past its cache time and
	// not kept as the last good one, or its wait after an unreachable robots.txt is over), so
	// that the janitor drops it; 0 while it may serve (a last good copy kept without end).
	dropAt int64
}

// sweep drops the entries that serve nothing any more and that no request holds, so that the
// copies kept follow the hosts fetched within their cache time, not every host ever fetched.
func (c *robotsCache) sweep(now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := now.UnixNano()
	for k, e := range c.m {
		// busy first: its holder writes dropAt without the lock, so a busy entry is not read.
		if e.busy || e.dropAt == 0 || n < e.dropAt { // a busy entry: next time
			continue
		}
		delete(c.m, k)
	}
}

// robotsLife is how long a copy of robots.txt stays in force: robots_txt.cache_for, or
// takes_effect_within where shorter; 24 hours (RFC 9309 §2.4's longest) where the policy is
// silent.
func robotsLife(r policy.EffectiveRobotsTxt) time.Duration {
	life := r.CacheFor.Duration
	if w := r.TakesEffectWithin.Duration; w > 0 && (life == 0 || w < life) {
		life = w
	}
	if life == 0 {
		life = 24 * time.Hour
	}
	return life
}

func newRobotsCache(max int) *robotsCache {
	return &robotsCache{m: map[originKey]*robotsEntry{}, max: max}
}

// acquire returns the entry of origin, made if there is none, held for the caller until it
// calls release; while another request holds it (reading or fetching robots.txt), it waits, or
// returns ctx's error.
func (c *robotsCache) acquire(ctx context.Context, origin originKey, now time.Time) (*robotsEntry, error) {
	c.mu.Lock()
	e := c.m[origin]
	if e == nil {
		if len(c.m) >= c.max {
			var oldest originKey
			var at int64
			first := true
			for k, v := range c.m {
				if first || v.used < at {
					oldest, at, first = k, v.used, false
				}
			}
			delete(c.m, oldest)
		}
		e = &robotsEntry{}
		c.m[origin] = e
	}
	e.used = now.UnixNano()
	for e.busy {
		if c.wake == nil {
			c.wake = make(chan struct{})
		}
		wake := c.wake
		c.mu.Unlock()
		select {
		case <-wake:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		c.mu.Lock()
	}
	e.busy = true
	c.mu.Unlock()
	return e, nil
}

// release gives back an entry acquire returned, and wakes the requests that wait for one.
func (c *robotsCache) release(e *robotsEntry) {
	c.mu.Lock()
	e.busy = false
	if c.wake != nil {
		close(c.wake)
		c.wake = nil
	}
	c.mu.Unlock()
}

// Len is how many origins have a copy.
func (c *robotsCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}

// robotsCheck applies robots.txt to a request as the policy says (robots_txt), fetching the
// file when the copy in force is too old, and returns the Crawl-delay to keep where the policy
// honours it. For a job whose fetches do not obey robots.txt but keep its Crawl-delay
// (policy.EffectiveRobotsTxt.CrawlDelayOnly) it returns that Crawl-delay alone: no rule refuses
// the request, and an unavailable or unreachable robots.txt neither refuses nor spaces it; so
// for a resource a page embeds where agents.X.embedded says robots.txt is not read for it but a
// Crawl-delay spaces it. use says which (plan.robots, or plan.embedded); with use.noDelay no
// Crawl-delay is returned.
func (t *Transport) robotsCheck(ctx context.Context, p *plan, tg *target, use robotsUse) (time.Duration, error) {
	r := p.eff.RobotsTxt
	e, err := t.robots.acquire(ctx, originKey{tg.scheme, tg.hostport}, t.clock.Now())
	if err != nil {
		return 0, err
	}
	defer t.robots.release(e)
	now := t.clock.Now()
	life := robotsLife(r)
	run := ""
	if r.Check == policy.RobotsCheckBeforeEveryRun {
		v, err := t.scope(ctx, tg, policy.ScopeRun, p.eff.RobotsTxt.CheckPointer)
		if err != nil {
			return 0, err
		}
		run = v
	}
	fresh := e.have && !e.unreachable && (life == 0 || now.Sub(time.Unix(0, e.readAt)) < life || mutNoRobotsReread) && e.run == run
	if !fresh && !(e.unreachable && now.UnixNano() < e.retryAt) {
		var q *RobotsQuery
		if t.shared != nil && t.sharedRobots {
			// A fleet reads robots.txt once per origin and cache time (robots_txt.per_hostname):
			// the fetch's admission takes another instance's copy instead, or claims the fetch.
			q = &RobotsQuery{Origin: tg.origin(), Run: run, Claimant: t.id, Claim: robotsClaim + p.responseTimeout + p.connectTimeout}
		}
		err := t.fetchRobots(ctx, p, tg, e, run, q)
		var copied *robotsCopied
		switch {
		case errors.As(err, &copied):
			t.recordRobots(ctx, p, tg, e, run, copied.c.Status, copied.c.Body, copied.c.ReadAt, false)
		case err != nil:
			if q != nil { // nothing fetched: the claim, if it was taken, goes back
				t.deferPut(RobotsPut{RobotsQuery: *q})
			}
			return 0, err
		}
		now = t.clock.Now()
	}
	if e.unreachable && use.delayOnly {
		return 0, nil // read for its Crawl-delay alone: unreachable, it stops nothing and spaces nothing
	}
	if e.unreachable {
		switch {
		case e.have && r.KeepLastGood && (r.KeepLastGoodFor.IsZero() || now.Sub(time.Unix(0, e.readAt)) < r.KeepLastGoodFor.Duration):
			// the last copy read stays in force (robots_txt.keep_last_good), for at most
			// keep_last_good_for after it was read
		case r.Fallback == policy.FallbackDefer:
			return 0, &DeferredError{Host: tg.host, Until: time.Unix(0, e.retryAt), Pointer: "/robots_txt/fallback"}
		case r.Fallback == policy.FallbackDisallowAll:
			return 0, &DisallowedError{URL: tg.u.String(), Token: string(t.agent.Token), Reason: "robots.txt unreachable, no copy at hand", Pointer: "/robots_txt/fallback"}
		case r.Unreachable == policy.RobotsOutcomeAllowAll:
			return 0, nil // robots_txt.unreachable = "allow-all"
		default:
			return 0, &DisallowedError{URL: tg.u.String(), Token: string(t.agent.Token), Reason: "robots.txt unreachable (RFC 9309 §2.3.1.4)", Pointer: "/robots_txt"}
		}
	}
	if e.rules == nil {
		return 0, nil
	}
	token, ok := t.tokenFor(e.rules)
	if !ok {
		return 0, nil
	}
	if use.noDelay {
		r.CrawlDelay = policy.CrawlDelayIgnored // agents.X.embedded.crawl_delay = "not-applied"
	}
	if use.delayOnly {
		// The job does not obey the rules (jobs.X.robots_txt = "not-read"), or the embedded
		// resources do not (agents.X.embedded.robots_txt); the Crawl-delay still spaces it
		// (crawl_delay = "applied").
		return crawlDelay(e.rules, t.matching, token, r.RobotsTxt), nil
	}
	d := e.rules.DecideAs(t.matching, token, tg.u.RequestURI(), t.restrict...)
	if !d.Allowed && slices.Contains(t.agent.RobotsTxtExemptPaths, robots.RemoveDotSegments(tg.u.EscapedPath())) {
		// A path the agent fetches whatever robots.txt says (agents.X.robots_txt_exempt_paths,
		// security.txt under RFC 9116): the page says a Disallow does not stop it (trial 29, F-01).
		d.Allowed = true
	}
	if !d.Allowed {
		return 0, &DisallowedError{URL: tg.u.String(), Token: token, Rule: d.Rule, Pointer: p.eff.RobotsTxt.CheckPointer}
	}
	return crawlDelay(e.rules, t.matching, token, r.RobotsTxt), nil
}

// tokenFor is the product token whose group applies: the agent's, or a former token's that is
// read in its place (legacy_tokens without restrict_only) where no group names the current one;
// ok is false when no group applies and the agent does not obey the "*" group
// (agents.X.ignores_star_group).
//
// A token outside RFC 9309's syntax ("MJ12bot") is looked up as an RFC 9309 parser reads a
// User-agent line that names it ("MJ"), as sitegen validate warns and the page says.
func (t *Transport) tokenFor(r *robots.Robots) (string, bool) {
	token := string(t.agent.Token)
	if read := t.agent.Token.RFC9309(); read != "" {
		token = read
	}
	if r.HasGroupAs(t.matching, token) {
		return token, true
	}
	for _, l := range t.legacy {
		if r.HasGroupAs(t.matching, l) {
			return l, true
		}
	}
	return token, !t.agent.IgnoresStarGroup
}

// crawlDelay is the Crawl-delay to keep: none where the policy ignores it, the group's value
// otherwise, none where it has a decimal fraction and robots_txt.crawl_delay_whole_seconds says
// so, raised to robots_txt.crawl_delay_min and capped at robots_txt.crawl_delay_max. The spacing
// keeps the longer of it and the crawler's own interval, which is what both "honoured" and
// "honoured-if-longer" state: the crawler never goes below its own published minimum. A value
// above the cap counts as the cap, or, with robots_txt.crawl_delay_above_max = "ignored", is
// not obeyed at all.
func crawlDelay(r *robots.Robots, m robots.Matching, token string, rt policy.RobotsTxt) time.Duration {
	d, ok := r.CrawlDelayAs(m, token) // the group it obeys, as agents.X.group_matching says
	if !ok {
		return 0
	}
	kept, _ := rt.CrawlDelayKept(d)
	return kept
}

// robotsClaim is how long an instance of a fleet may take to fetch robots.txt for the others
// before one of them fetches it itself: its turn, its redirects and its timeouts.
const robotsClaim = time.Minute

// robotsCopied is what the admission of a fetch of robots.txt answers when another instance of
// the fleet stored a copy: nothing is sent.
type robotsCopied struct{ c RobotsCopy }

func (*robotsCopied) Error() string { return "polite: robots.txt copied from another instance" }

// robotsLimit is the size of robots.txt that is parsed: robots_txt.max_size, or RFC 9309's
// minimum of 500 KiB.
func robotsLimit(r policy.EffectiveRobotsTxt) int {
	if limit := int(r.MaxSize); limit > 0 {
		return limit
	}
	return robots.MinSizeLimit
}

// fetchRobots fetches robots.txt for the entry, through the same admission as every request
// (it counts as a request), following its redirects (RFC 9309 §2.3.1.2), and records the result;
// with q, the claim of a fleet's fetch, it stores a copy read for the other instances and gives
// the claim back.
func (t *Transport) fetchRobots(ctx context.Context, p *plan, tg *target, e *robotsEntry, run string, q *RobotsQuery) error {
	r := p.eff.RobotsTxt
	limit := robotsLimit(r)
	hops := int(r.MaxRedirects)
	if hops <= 0 {
		hops = robots.MinRedirectHops
	}
	u := &url.URL{Scheme: tg.u.Scheme, Host: tg.u.Host, Path: "/robots.txt"}
	status := 0
	var data []byte
	for hop := 0; ; hop++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
		if err != nil {
			return err
		}
		rt := newTarget(u, tg.f)
		rt.kind = policy.CountedRobotsTxt
		if hop == 0 {
			rt.robots = q
		}
		if t.uaForm != "" {
			req.Header.Set("User-Agent", tg.ua)
			rt.ua = tg.ua
		}
		resp, conds, err := t.send(ctx, p, rt, req, 0)
		if conds == nil && err != nil {
			return err // refused before sending (a quota, a key, another instance's copy) or the caller's context
		}
		if err != nil {
			status = 0
			break
		}
		status = resp.StatusCode
		if loc, ok := redirectTarget(resp); ok && t.inScope(loc) != nil {
			// A redirect to a port or path the agent does not request (agents.X.ports, paths)
			// is not followed: robots.txt counts as unreachable, as robots_txt.unreachable says.
			resp.Body.Close()
			status = 0
			break
		} else if ok && hop < hops {
			resp.Body.Close()
			u = loc
			continue
		} else if ok {
			resp.Body.Close()
			status = 404 // past the redirects followed, robots.txt is unavailable (§2.3.1.2)
			break
		}
		if status >= 200 && status < 300 {
			data, err = io.ReadAll(io.LimitReader(resp.Body, int64(limit)+1))
			var big *BodyTooLargeError
			if err != nil && !errors.As(err, &big) {
				status = 0
			}
		}
		resp.Body.Close()
		break
	}
	now := t.clock.Now()
	access := t.recordRobots(ctx, p, tg, e, run, status, data, now, true)
	if q != nil {
		// The copy goes to the other instances with this one's next admission (that of the
		// request that needed it, at once); robots.txt unreachable, only the claim goes back,
		// and each instance retries on its own.
		put := RobotsPut{RobotsQuery: *q}
		if access == robots.AccessRules || access == robots.AccessAllowAll {
			put.Copy, put.TTL = &RobotsCopy{Status: status, Body: data[:min(len(data), limit)], ReadAt: now}, robotsLife(r)
		}
		t.deferPut(put)
	}
	return nil
}

// recordRobots records in the entry what a fetch of robots.txt found (the status of its last
// answer and its body) at readAt, and returns how RFC 9309 §2.3.1 reads that status. fetched is
// false for a copy another instance fetched and stored: the conditions it met were counted then.
func (t *Transport) recordRobots(ctx context.Context, p *plan, tg *target, e *robotsEntry, run string, status int, data []byte, readAt time.Time, fetched bool) robots.Access {
	r := p.eff.RobotsTxt
	limit := robotsLimit(r)
	now := readAt
	access := robots.StatusAccess(status, r.UnavailableStatuses...)
	switch access {
	case robots.AccessRules:
		e.have, e.rules, e.readAt, e.run, e.unreachable = true, robots.Parse(data, limit), now.UnixNano(), run, false
		if d := e.rules.DecideAs(t.matching, firstToken(t, e.rules), "/"); fetched && !r.CrawlDelayOnly && !(tg.f.Embedded && p.embedded.delayOnly) && !d.Allowed && d.Rule.Pattern == "/" {
			// Not for a job, or an embedded resource, that does not obey the rules: a Disallow
			// of everything does not concern it.
			t.react(ctx, p, tg, nil, []policy.Condition{policy.ConditionRobotsTxtDisallowAll}, 0)
		}
	case robots.AccessAllowAll:
		e.have, e.rules, e.readAt, e.run, e.unreachable = true, nil, now.UnixNano(), run, false
		if r.Unavailable == policy.RobotsOutcomeDisallowAll {
			// robots_txt.unavailable = "disallow-all": a 4xx shuts the crawler out, against RFC
			// 9309 §2.3.1.3's default, as the page says.
			group := "User-agent: *\n"
			if t.agent.Token != "" {
				group += "User-agent: " + string(t.agent.Token) + "\n"
			}
			e.rules = robots.Parse([]byte(group+"Disallow: /\n"), limit)
		}
	default:
		e.unreachable = true
		now = t.clock.Now()
		wait := r.RetryUnreachable.Duration
		if wait == 0 {
			wait = r.CacheFor.Duration
		}
		e.retryAt = now.Add(wait).UnixNano()
		t.react(ctx, p, tg, nil, []policy.Condition{policy.ConditionRobotsTxtUnreachable}, 0)
	}
	// When the entry serves nothing any more: a copy past its cache time is read again anyway,
	// unless it is kept as the last good one (for keep_last_good_for, or without end).
	e.dropAt = 0
	switch {
	case e.have && r.KeepLastGood && r.KeepLastGoodFor.IsZero():
	case e.have && r.KeepLastGood:
		e.dropAt = e.readAt + int64(max(robotsLife(r), r.KeepLastGoodFor.Duration))
	case e.have && !e.unreachable:
		e.dropAt = e.readAt + int64(robotsLife(r))
	default:
		e.dropAt = e.retryAt
	}
	return access
}

func firstToken(t *Transport, r *robots.Robots) string {
	tok, _ := t.tokenFor(r)
	return tok
}
