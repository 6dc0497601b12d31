package polite

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// plan is what the Transport enforces for one target and job: the answer of policy.Effective,
// turned into numbers and keys once, when the Transport is created.
type plan struct {
	eff policy.Effective
	// sets are the limits that hold at once: the effective limits, then the agent's own.
	sets []limitSet

	maxRedirects    int
	maxRedirectsPtr string
	// notFollowed is true where limits.redirects = "not-followed" holds (the general limits in
	// force or the agent's own, at notFollowedPtr): no redirect is followed, whatever
	// maxRedirects says.
	notFollowed    bool
	notFollowedPtr string
	connectTimeout time.Duration
	connectPtrs    []string // the pointers of the connect timeouts that apply
	// connectionsPtrs are the pointers of the concurrency_unit = "connections" that apply: New
	// turns keep-alive off so that each request has a connection of its own.
	connectionsPtrs []string
	responseTimeout time.Duration
	// transferTimeout bounds a whole request, from sending it to the last byte of its body
	// (limits.transfer_timeout, the shortest that applies).
	transferTimeout time.Duration
	maxBody         int64
	maxBodyPtr      string
	truncate        bool // a larger body is cut off at maxBody, not refused (limits.larger_bodies)
	// redirectsWithin keeps redirects to the same host name or registrable domain
	// (limits.redirects_within), at redirectsWithinPtr.
	redirectsWithin    policy.RedirectsWithin
	redirectsWithinPtr string
	conditional        []policy.ConditionalHeader

	retryOn     []policy.Condition
	retryDelays []time.Duration
	// neverRetried are the statuses after which a request is never retried
	// (errors.never_retried), whatever retryOn says.
	neverRetried []int
	reactions    []reactionPlan
	// slow is errors.slow_down where the policy states its factor; nil otherwise.
	slow  *slowPlan
	quiet []windowPlan
	only  []windowPlan // windows of kind "only" of the plan's job: its requests wait for them
	// dates are the spans of days the plan's job runs in (jobs.X.dates, at datesPtr): outside
	// all of them its requests are refused.
	dates    []policy.DateRange
	datesPtr string

	// sharedPauses is true where the general limits in force are shared across services
	// (limits.shared_across_services, the global one or the target's): the reactions' counts
	// and pauses, the waits for a Retry-After and the spacing for a Crawl-delay are then the
	// fleet's, in a shared store; otherwise each instance keeps its own.
	sharedPauses bool
	// crawlDelayKey is the key a Crawl-delay spaces by (robots_txt.crawl_delay_key, hostname
	// where unset), crawlDelayPrefix the start of its spacing key.
	crawlDelayKey    policy.Scope
	crawlDelayPrefix string

	// robots is how the plan's requests obey robots.txt; embedded how those of a Fetch marked
	// Embedded do, where agents.X.embedded says otherwise (robots_txt, crawl_delay).
	robots, embedded robotsUse
}

// robotsUse is how a request obeys robots.txt: not at all (read false), for its Crawl-delay
// alone (delayOnly: its rules do not hold), or for its rules alone (noDelay: no Crawl-delay
// spaces it).
type robotsUse struct {
	read, delayOnly, noDelay bool
}

// limitSet is one set of limits: an interval, a concurrency cap and quotas, each counted per its
// own key.
type limitSet struct {
	// prefix keeps the keys of an agent's own limits apart from the shared ones ("" or "agent:X|").
	prefix      string
	interval    time.Duration
	intervalKey policy.Scope
	intervalPtr string
	concurrency int
	concKey     policy.Scope
	concPtr     string
	// pageLoads and concPageLoads: the interval, or the slots, count page loads
	// (limits.interval_unit, concurrency_unit): a Fetch.Embedded request passes them.
	pageLoads, concPageLoads bool
	// concConnections: the slots count connections (concurrency_unit = "connections"): every
	// request takes one, robots.txt and redirects too, whatever limits.counts says, since each
	// has a connection of its own (keep-alive off, Transport.New).
	concConnections bool
	quotas          []quotaPlan
	// counts are what counts against these limits besides ordinary fetches (limits.counts).
	counts []policy.Counted
	// shared is true where the set's shared_across_services says that it holds for all of the
	// operator's services together: its spacing, slots and quotas are then kept in a shared
	// store (Options.Store) when there is one, and by each instance on its own otherwise.
	shared bool
	// ivPrefix and concPrefix are the starts of the set's spacing and slot keys, before the
	// key's value.
	ivPrefix, concPrefix string
}

type quotaPlan struct {
	ptr    string
	max    int
	period time.Duration
	key    policy.Scope
	perRun bool
	head   bool // counts HEAD requests only
	// pageLoads: counts page loads (unit "page-loads"), each request but those of a Fetch
	// marked Embedded, which load with their page.
	pageLoads bool
	// keyPrefix is the start of the quota's key, before the key's value.
	keyPrefix string
}

type reactionPlan struct {
	ptr         string
	on          []policy.Condition
	threshold   int
	consecutive bool
	within      policy.Scope
	pause       time.Duration
	retryAfter  bool
	factor      int
	max         time.Duration
	scope       policy.Scope
	stopsRun    bool // errors.reactions' stops_run: the run ends, no pause
	untilOpens  bool // pause_until = "window-opens": the pause lasts until the plan's only windows next open
	// untilRun: pause_until = "next-run": the pause holds the scope's value for the rest of the
	// request's run (Fetch.Keys["run"]), counted in that run; no clock ends it, another run is
	// not held.
	untilRun bool
	// holdPrefix and countPrefix are the starts of the key its pause holds and of its count's
	// key, before the scope's value.
	holdPrefix, countPrefix string
}

// slowPlan is errors.slow_down as the Transport enforces it: each time its conditions reach the
// threshold (in a row where consecutive) for a value of its scope, the interval of that value is
// multiplied by factor, up to max. The interval multiplied is the longest of the plan's limit
// sets (limits.min_interval, or default_interval where it is the interval), kept between the
// requests of the scope's value on a spacing key of its own (spacePrefix and the value), and
// the times it was multiplied are the level of its count (countPrefix and the value) in the
// store the reactions' counts live in. The page states no return to the usual interval, so
// nothing returns to it: the level lasts as long as the store keeps the count (countIdle after
// its last change, as a reaction's count; a MemoryStore's ends with its process).
type slowPlan struct {
	on          []policy.Condition
	threshold   int
	consecutive bool
	factor      int
	// max is errors.slow_down.max_interval; slowCap where the policy states none.
	max time.Duration
	// scope is the key slowed down: errors.slow_down.scope, or, where it names none, the
	// interval key of the plan's longest interval.
	scope                    policy.Scope
	spacePrefix, countPrefix string
}

// slowDownPtr is the JSON Pointer of errors.slow_down.
const slowDownPtr = "/errors/slow_down"

// slowCap is the longest interval a slow-down reaches where the policy states no max_interval:
// no number of the policy's, only the bound of the times the stores keep (a century, so that a
// time in nanoseconds since 1970 does not overflow); the page's "each time" goes on up to it.
const slowCap = 100 * 365 * 24 * time.Hour

type windowPlan struct {
	id  string
	ptr string
	w   policy.Window
}

// observable are the conditions the Transport sees itself; the others a crawler reports with
// Transport.Report.
var observable = []policy.Condition{
	policy.ConditionStatus429, policy.ConditionStatus503, policy.ConditionStatus504, policy.ConditionStatus403,
	policy.ConditionStatus5xx, policy.ConditionNetworkError, policy.ConditionTimeout, policy.ConditionUnreachable,
	policy.ConditionFailedAttempt, policy.ConditionPaused,
}

// newPlan turns an Effective into a plan, adding to problems what it cannot enforce.
func newPlan(p *policy.Policy, e policy.Effective, o *Options, problems unenforceable) *plan {
	pl := &plan{eff: e}
	elsewhere := func(ptr string) bool { return slices.Contains(o.Elsewhere, ptr) }
	agentPtr := "/agents/" + escapeToken(e.Agent) + "/limits/"
	// The general limits are shared where they say so (globally, or the target's); the agent's
	// own where they say so or the global limits do (as validation reads an agent's
	// on_coordination_failure under a global shared_across_services).
	pl.sharedPauses = e.Limits.SharedAcrossServices
	sets := []struct {
		l      policy.Limits
		ptr    func(string) string
		prefix string
		quotas []string
		shared bool
	}{
		{e.Limits, e.LimitPointer, "", e.QuotaPointers, e.Limits.SharedAcrossServices},
		{e.AgentLimits, func(f string) string { return agentPtr + f }, "agent:" + e.Agent + "|", nil,
			e.AgentLimits.SharedAcrossServices || p.Limits.SharedAcrossServices},
	}
	for i, s := range sets {
		l := s.l
		if i == 1 {
			for j := range l.Quotas {
				s.quotas = append(s.quotas, fmt.Sprintf("%squotas/%d", agentPtr, j))
			}
		}
		ls := limitSet{prefix: s.prefix, counts: l.Counts, shared: s.shared}
		switch {
		case !l.MinInterval.IsZero():
			ls.interval, ls.intervalPtr = l.MinInterval.Duration, s.ptr("min_interval")
			if !l.DefaultInterval.IsZero() && !elsewhere(s.ptr("default_interval")) {
				// The page states both: the usual pace, and the minimum the Transport enforces.
				problems.add(s.ptr("default_interval"), "the usual pace, longer than min_interval (which the Transport enforces), is the crawler's scheduler's: keep it there and name this pointer in Options.Elsewhere")
			}
		case !l.DefaultInterval.IsZero():
			ls.interval, ls.intervalPtr = l.DefaultInterval.Duration, s.ptr("default_interval")
		}
		ls.intervalKey = orHostname(l.IntervalKey)
		ls.pageLoads, ls.concPageLoads = l.IntervalUnit == policy.LoadUnitPageLoads, l.ConcurrencyUnit == policy.ConcurrencyUnitPageLoads
		if l.Concurrency > 0 {
			ls.concurrency, ls.concKey, ls.concPtr = int(l.Concurrency), orHostname(l.ConcurrencyKey), s.ptr("concurrency")
			if l.ConcurrencyUnit == policy.ConcurrencyUnitConnections {
				ls.concConnections = true
				pl.connectionsPtrs = append(pl.connectionsPtrs, s.ptr("concurrency_unit"))
			}
		}
		for j, q := range l.Quotas {
			if len(q.Jobs) > 0 && !slices.Contains(q.Jobs, e.Job) {
				// A quota of some jobs (limits.quotas[].jobs) counts their requests alone: the
				// plans of those jobs share its count, keyed by its pointer, and others pass it.
				continue
			}
			if qp, ok := capPlan(p, q, s.quotas[j], o, problems, elsewhere); ok {
				ls.quotas = append(ls.quotas, qp)
			}
		}
		if l.Passes != nil && !elsewhere(s.ptr("passes")) {
			problems.add(s.ptr("passes"), "passes are the crawler's own unit of work: enforce them in the crawler")
		}
		if !l.PageLoadTimeout.IsZero() && !elsewhere(s.ptr("page_load_timeout")) {
			// New-user trial 31, F-05: a Fetch marked Embedded names neither its page nor when
			// the page's load began, and the load's end is the browser's.
			problems.add(s.ptr("page_load_timeout"), "a page load, the page with the resources it embeds, is the crawler's browser's, and the Transport sees its requests one at a time: give each page load's context a deadline")
		}
		if l.ResponseTimeDelay != nil && !elsewhere(s.ptr("response_time_delay")) {
			problems.add(s.ptr("response_time_delay"), "a wait derived from the response time is the crawler's: it measures each response and waits before its next request")
		}
		if ls.interval > 0 || ls.concurrency > 0 || len(ls.quotas) > 0 {
			pl.sets = append(pl.sets, ls.keyed())
		}
		// Each further interval holds at the same time, on its own key (politeness on two keys).
		for k, iv := range l.Intervals {
			pl.sets = append(pl.sets, limitSet{prefix: s.prefix, interval: iv.MinInterval.Duration, intervalKey: iv.IntervalKey,
				intervalPtr: fmt.Sprintf("%s/%d/min_interval", s.ptr("intervals"), k), counts: l.Counts, shared: s.shared}.keyed())
		}
		pl.maxRedirects, pl.maxRedirectsPtr = minSet(pl.maxRedirects, pl.maxRedirectsPtr, int(l.MaxRedirects), s.ptr("max_redirects"))
		if l.Redirects == policy.RedirectsNotFollowed && !pl.notFollowed {
			pl.notFollowed, pl.notFollowedPtr = true, s.ptr("redirects")
		}
		pl.connectTimeout = minDur(pl.connectTimeout, l.ConnectTimeout.Duration)
		if !l.ConnectTimeout.IsZero() {
			pl.connectPtrs = append(pl.connectPtrs, s.ptr("connect_timeout"))
		}
		pl.responseTimeout = minDur(pl.responseTimeout, l.ResponseTimeout.Duration)
		pl.transferTimeout = minDur(pl.transferTimeout, l.TransferTimeout.Duration)
		var mb int
		mb, ptr := minSet(int(pl.maxBody), pl.maxBodyPtr, int(l.MaxBodySize), s.ptr("max_body_size"))
		if ptr != pl.maxBodyPtr {
			// the limit of this set is in force, and so is what it says of a larger body
			pl.truncate = l.LargerBodies == policy.LargerBodiesTruncated
		}
		pl.maxBody, pl.maxBodyPtr = int64(mb), ptr
		for _, h := range l.ConditionalRequests {
			if !slices.Contains(pl.conditional, h) {
				pl.conditional = append(pl.conditional, h)
			}
		}
	}
	if e.Limits.RedirectsWithin != "" {
		pl.redirectsWithin, pl.redirectsWithinPtr = e.Limits.RedirectsWithin, e.LimitPointer("redirects_within")
	}
	// A job's timeout is how long it waits for an answer.
	pl.responseTimeout = minDur(pl.responseTimeout, e.Timeout.Duration)
	for i, c := range e.Caps {
		ptr := fmt.Sprintf("/jobs/%s/caps/%d", escapeToken(e.Job), i)
		if qp, ok := capPlan(p, c, ptr, o, problems, elsewhere); ok {
			// A job's caps are counted with the general limits it runs under, and shared as they are.
			pl.sets = append(pl.sets, limitSet{prefix: "job:" + e.Job + "|", quotas: []quotaPlan{qp}, counts: e.Limits.Counts, shared: e.Limits.SharedAcrossServices}.keyed())
		}
	}
	if e.Retries != nil {
		for _, c := range e.Retries.On {
			if !slices.Contains(observable, c) && !elsewhere("/errors/retries/on") {
				problems.add("/errors/retries/on", fmt.Sprintf("a request is not retried on %q, which only the crawler sees", c))
			}
		}
		pl.retryOn = e.Retries.On
		for _, d := range e.Retries.Delays {
			pl.retryDelays = append(pl.retryDelays, d.Duration)
		}
	}
	pl.neverRetried = p.Errors.NeverRetried
	if d := p.Errors.SlowDown; d != nil {
		pl.slow = slowDownPlan(d, pl.sets, problems, elsewhere)
	}
	if e.Job != "" {
		j, _ := p.Jobs.Get(e.Job)
		if len(j.Dates) > 0 {
			pl.dates, pl.datesPtr = j.Dates, "/jobs/"+escapeToken(e.Job)+"/dates"
		}
		for i := range j.Budgets {
			ptr := fmt.Sprintf("/jobs/%s/budgets/%d", escapeToken(e.Job), i)
			if !elsewhere(ptr) {
				problems.add(ptr, "counts bytes per domain or pass, which only the crawler can count")
			}
		}
	}
	for _, r := range e.Reactions {
		rp := reactionPlan{ptr: r.Pointer, on: r.On, threshold: max(int(r.Threshold), 1), consecutive: r.Consecutive,
			within: r.Within, pause: r.Pause.Duration, retryAfter: r.RetryAfter, scope: r.Scope, stopsRun: r.StopsRun,
			untilOpens: r.PauseUntil == policy.PauseUntilWindowOpens, untilRun: r.PauseUntil == policy.PauseUntilNextRun}
		if r.MinPause.Duration > rp.pause {
			rp.pause = r.MinPause.Duration
		}
		if r.PauseUnpublished {
			d, ok := o.Unpublished.Durations[r.Pointer+"/pause_unpublished"]
			if !ok {
				problems.give(r.Pointer+"/pause_unpublished", giveDuration, "the pause's length is not published: give it in Options.Unpublished.Durations")
			}
			rp.pause = d
		}
		if r.Repeated {
			n, ok := o.Unpublished.Counts[r.Pointer+"/repeated"]
			if !ok {
				problems.give(r.Pointer+"/repeated", giveCount, "how often the condition must repeat is not published: give it in Options.Unpublished.Counts")
			}
			rp.threshold = max(n, 1)
		}
		if r.Escalation != nil {
			rp.factor, rp.max = int(r.Escalation.Factor), r.Escalation.Max.Duration
		}
		rp.holdPrefix, rp.countPrefix = string(rp.scope)+"|", rp.ptr+"|"
		pl.reactions = append(pl.reactions, rp)
	}
	pl.robots = robotsUse{read: e.RobotsTxt.Read, delayOnly: e.RobotsTxt.CrawlDelayOnly}
	pl.embedded = pl.robots
	if a, _ := p.Agents.Get(e.Agent); a.Embedded != nil && e.RobotsTxt.Read {
		// The resources a page embeds: robots.txt's rules hold them unless embedded.robots_txt
		// = "not-read"; a Crawl-delay spaces them where embedded.crawl_delay = "applied", or
		// where it says nothing and robots.txt is read for them (a robots.txt not read for
		// them spaces nothing either).
		em := a.Embedded
		rules := !e.RobotsTxt.CrawlDelayOnly && em.RobotsTxt != policy.RobotsUseNotRead
		delay := em.CrawlDelay == policy.AppliedYes || em.CrawlDelay == "" && em.RobotsTxt != policy.RobotsUseNotRead
		pl.embedded = robotsUse{read: rules || delay, delayOnly: !rules, noDelay: !delay}
	}
	pl.crawlDelayKey = orHostname(e.RobotsTxt.CrawlDelayKey)
	pl.crawlDelayPrefix = "i|" + string(pl.crawlDelayKey) + "|"
	for _, w := range e.Windows {
		switch w.Kind {
		case policy.WindowKindQuiet:
			pl.quiet = append(pl.quiet, windowPlan{id: w.ID, ptr: "/windows/" + escapeToken(w.ID), w: w})
		case policy.WindowKindOnly:
			pl.only = append(pl.only, windowPlan{id: w.ID, ptr: "/windows/" + escapeToken(w.ID), w: w})
		case policy.WindowKindPreferred:
			if ptr := "/windows/" + escapeToken(w.ID); !elsewhere(ptr) {
				problems.add(ptr, "a preferred window draws the crawler's work to its hours, and keeps no request out of the others: the crawler's scheduler's")
			}
		}
	}
	return pl
}

// slowDownPlan turns errors.slow_down into a slowPlan, or reports why it cannot: where the
// policy states no factor, the page says only that the crawler "lengthens" its interval (the
// sentence slow_down.unstated), and enforcing it would take a factor the operator did not
// choose; where no interval applies, there is nothing to lengthen. Either is refused unless
// Options.Elsewhere names /errors/slow_down (the crawler's scheduler keeps it).
func slowDownPlan(d *policy.SlowDown, sets []limitSet, problems unenforceable, elsewhere func(string) bool) *slowPlan {
	var longest limitSet
	for _, s := range sets {
		if s.interval > longest.interval {
			longest = s
		}
	}
	switch {
	case d.Factor < 2:
		if !elsewhere(slowDownPtr) {
			problems.add(slowDownPtr, "the page says the crawler lengthens its interval and states by how much nowhere: state errors.slow_down.factor (2 is \"doubles\") to have polite enforce it, or keep it in the crawler's scheduler and name this pointer in Options.Elsewhere")
		}
		return nil
	case longest.interval == 0:
		if !elsewhere(slowDownPtr) {
			problems.add(slowDownPtr, "slowing down multiplies the interval between requests, and none applies to the agent's: state limits.min_interval to have polite enforce it, or keep it in the crawler's scheduler and name this pointer in Options.Elsewhere")
		}
		return nil
	}
	sp := &slowPlan{on: d.On, threshold: max(int(d.Threshold), 1), consecutive: d.Consecutive, factor: int(d.Factor),
		max: d.MaxInterval.Duration, scope: d.Scope}
	if sp.max == 0 {
		sp.max = slowCap
	}
	if sp.scope == "" {
		sp.scope = longest.intervalKey
	}
	sp.spacePrefix, sp.countPrefix = "s|"+string(sp.scope)+"|", slowDownPtr+"|"
	return sp
}

// capPlan turns a quota or a job's cap at ptr of p into a quotaPlan, or reports why it cannot. A
// cap counted over its jobs' dates (per_dates) is counted over a window as long as their span
// (Policy.CapDates) and a day more, so that no request of the span leaves the count before the
// span ends, whatever the time zone's offsets: no reset at a day, a period or a run.
func capPlan(p *policy.Policy, c policy.Cap, ptr string, o *Options, problems unenforceable, elsewhere func(string) bool) (quotaPlan, bool) {
	if elsewhere(ptr) {
		return quotaPlan{}, false
	}
	unit := c.CapUnitOrDefault()
	if unit == policy.CapUnitRuns {
		// A run is started by the crawler's scheduler, which alone can decline to start one;
		// the Transport would see the run only at its first request, and its Store counts
		// requests per key, not distinct runs (new-user trial 30, F-06).
		problems.add(ptr, "counts runs of the job, not requests: the Store counts requests per key, not the distinct runs (Fetch.Keys[\"run\"]) they belong to, and only the scheduler that starts a run can decline to start it; keep the cap there and name this pointer in Options.Elsewhere")
		return quotaPlan{}, false
	}
	if unit != policy.CapUnitRequests && unit != policy.CapUnitHeadRequests && unit != policy.CapUnitPageLoads {
		problems.add(ptr, fmt.Sprintf("counts %s, which only the crawler can count", unit))
		return quotaPlan{}, false
	}
	qp := quotaPlan{ptr: ptr, max: int(c.Max), period: c.Period.Duration, key: c.Key, perRun: c.PerRun, head: unit == policy.CapUnitHeadRequests,
		pageLoads: unit == policy.CapUnitPageLoads}
	if qp.key == "" {
		qp.key = policy.ScopeAllSites
	}
	qp.keyPrefix = "q|" + ptr + "|"
	if c.Unpublished {
		n, ok := o.Unpublished.Counts[ptr+"/max"]
		if !ok {
			problems.give(ptr+"/max", giveCount, "the quota's number is not published: give it in Options.Unpublished.Counts")
			return quotaPlan{}, false
		}
		qp.max = n
	}
	if c.PerDates {
		owner := ptr[:strings.LastIndex(ptr[:strings.LastIndex(ptr, "/")], "/")]
		from, until, ok := p.CapDates(owner)
		if !ok {
			problems.add(ptr+"/per_dates", "the jobs it applies to state no dates with a year to count over")
			return quotaPlan{}, false
		}
		qp.period = until.Sub(from.Time) + 2*24*time.Hour
	}
	if qp.period == 0 && !qp.perRun {
		problems.add(ptr, "a cap with neither a period nor per_run has nothing to count over")
		return quotaPlan{}, false
	}
	return qp, true
}

// keyed returns the set with the starts of its keys computed, once, when the plan is made.
func (ls limitSet) keyed() limitSet {
	ls.ivPrefix = ls.prefix + "i|" + string(ls.intervalKey) + "|"
	ls.concPrefix = ls.prefix + "c|" + string(ls.concKey) + "|"
	return ls
}

func orHostname(s policy.Scope) policy.Scope {
	if s == "" {
		return policy.ScopeHostname
	}
	return s
}

// minSet returns the smaller of two set (non-zero) values with its pointer.
func minSet(a int, aptr string, b int, bptr string) (int, string) {
	if b != 0 && (a == 0 || b < a) {
		return b, bptr
	}
	return a, aptr
}

func minDur(a, b time.Duration) time.Duration {
	if b != 0 && (a == 0 || b < a) {
		return b
	}
	return a
}

// escapeToken escapes a key as a JSON Pointer reference token (RFC 6901 §3).
func escapeToken(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '~':
			out = append(out, '~', '0')
		case '/':
			out = append(out, '~', '1')
		default:
			out = append(out, s[i])
		}
	}
	return string(out)
}
