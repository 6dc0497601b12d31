package polite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// once1 makes one attempt at a request: the pauses and quiet windows first, then robots.txt, then
// the admission (quotas, concurrency, spacing), then the request itself. conds are the conditions
// the attempt met (a 429, a network error), empty after a success and nil when nothing was sent.
func (t *Transport) once1(ctx context.Context, p *plan, f Fetch, req *http.Request, kind policy.Counted) (*http.Response, []policy.Condition, error) {
	tg := newTarget(req.URL, f)
	tg.kind = kind
	tg.ua = req.Header.Get("User-Agent")
	if err := t.gate(ctx, p, tg); err != nil {
		return nil, nil, err
	}
	var delay time.Duration
	use := p.robots
	if f.Embedded {
		use = p.embedded
	}
	if use.read && req.URL.Path != "/robots.txt" {
		d, err := t.robotsCheck(ctx, p, tg, use)
		if err != nil {
			var de *DisallowedError
			if errors.As(err, &de) && de.Reason == "" {
				t.disallowed(ctx, p, tg, de) // a rule refused it: agents.X.on_disallow
			}
			return nil, nil, err
		}
		delay = d
	}
	resp, conds, err := t.send(ctx, p, tg, req, delay)
	if resp != nil && len(t.refuseWith) > 0 {
		t.refused(ctx, p, tg, resp.StatusCode)
	}
	var ra time.Duration
	if resp != nil && (resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusServiceUnavailable) {
		ra, _ = t.retryAfter(resp, p)
	}
	if conds != nil {
		t.react(ctx, p, tg, resp, conds, ra)
	}
	return resp, conds, err
}

// retryAfterKey prefixes the host name whose requests wait out a Retry-After in the pause book.
const retryAfterKey = "retry-after|"

// gate refuses a request that a pause or a quiet window holds back.
func (t *Transport) gate(ctx context.Context, p *plan, tg *target) error {
	now := t.clock.Now()
	if len(p.dates) > 0 {
		if err := outsideDates(p, now, t.policy.Site.TimeZone.Location); err != nil {
			return err
		}
	}
	for _, w := range p.quiet {
		if until, ok := quietUntil(w.w, now, t.policy.Site.TimeZone.Location); ok {
			return &QuietError{Window: w.id, Until: until, Pointer: w.ptr}
		}
	}
	if len(p.only) > 0 && !slices.ContainsFunc(p.only, func(w windowPlan) bool {
		_, in := quietUntil(w.w, now, t.policy.Site.TimeZone.Location)
		return in
	}) {
		until, w := nextOpening(p.only, now, t.policy.Site.TimeZone.Location)
		return &OutsideWindowError{Job: p.eff.Job, Window: w.id, Until: until, Pointer: w.ptr}
	}
	if len(t.stops) > 0 {
		// A run or an observation that on_disallow would stop must be named, or nothing could
		// stop it.
		for _, st := range t.stops {
			if _, err := t.scope(ctx, tg, st.scope, t.onDisallowPtr); err != nil {
				return err
			}
		}
	}
	if !t.local.hasPauses() {
		// No pause holds anything in this process (its own, and those heard of): there is
		// nothing to look up, but a reaction's key per server that cannot be resolved refuses
		// the request all the same, as it does when there is.
		for _, r := range p.reactions {
			if r.scope == policy.ScopeServer || r.scope == policy.ScopeDomainServer {
				if _, err := t.scope(ctx, tg, r.scope, r.ptr+"/scope"); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := t.knowPauses(ctx, p, tg); err != nil {
		return err
	}
	for _, key := range tg.pauses {
		if h, ok := t.local.Paused(key, now); ok {
			return pausedError(h)
		}
	}
	return nil
}

// outsideDates returns an *OutsideDatesError where the day of now, in the policy's time zone
// (UTC where it states none), lies in none of the spans of days of the plan's job.
func outsideDates(p *plan, now time.Time, zone *time.Location) error {
	if zone == nil {
		zone = time.UTC
	}
	local := now.In(zone)
	if slices.ContainsFunc(p.dates, func(r policy.DateRange) bool { return r.Contains(local) }) {
		return nil
	}
	var next time.Time
	for _, r := range p.dates {
		if s, ok := r.NextStart(local); ok && (next.IsZero() || s.Before(next)) {
			next = s
		}
	}
	return &OutsideDatesError{Job: p.eff.Job, Next: next, Pointer: p.datesPtr}
}

// knowPauses sets tg.pauses, once.
func (t *Transport) knowPauses(ctx context.Context, p *plan, tg *target) error {
	if tg.pausesKnown {
		return nil
	}
	keys, err := t.pauseKeys(ctx, p, tg)
	if err != nil {
		return err
	}
	tg.pauses, tg.pausesKnown = keys, true
	return nil
}

// pauseKeys are the keys whose pauses hold a request: its host name's wait for a Retry-After,
// and the scope of each reaction, each once. They are cut from one string.
func (t *Transport) pauseKeys(ctx context.Context, p *plan, tg *target) ([]string, error) {
	var buf [128]byte
	b := append(append(buf[:0], retryAfterKey...), tg.host...)
	var endBuf [8]int
	ends := append(endBuf[:0], len(b))
	b, ends, err := t.stopKeys(ctx, tg, b, ends)
	if err != nil {
		return nil, err
	}
	if len(t.refuseWith) > 0 {
		b = append(append(b, refusedURL...), tg.u.String()...)
		ends = append(ends, len(b))
	}
	for _, r := range p.reactions {
		v, err := t.scope(ctx, tg, r.scope, r.ptr+"/scope")
		if err != nil {
			var ke *KeyError
			if errors.As(err, &ke) {
				continue // a pause per sync cannot hold a request outside every sync
			}
			return nil, err
		}
		start := len(b)
		b = append(append(b, r.holdPrefix...), v...)
		if r.untilRun {
			// Held in the request's run only (pause_until = "next-run"): a request that names no
			// run could be neither counted nor held, and is refused (new-user trial 32, F-08).
			run, err := t.scope(ctx, tg, policy.ScopeRun, r.ptr+"/pause_until")
			if err != nil {
				return nil, err
			}
			b = append(append(b, runSuffix...), run...)
		}
		dup, from := false, 0
		for _, end := range ends {
			if string(b[from:end]) == string(b[start:]) {
				dup = true
				break
			}
			from = end
		}
		if dup {
			b = b[:start]
			continue
		}
		ends = append(ends, len(b))
	}
	all := string(b)
	keys := tg.pauseBuf[:0]
	from := 0
	for _, e := range ends {
		keys = append(keys, all[from:e])
		from = e
	}
	return keys, nil
}

// pausedError is the error of a request a pause holds, naming the key as "scope value": a
// *PausedError, a *RunStoppedError for a run a reaction or on_disallow ended, a
// *SiteStoppedError or an *ObservationStoppedError for what on_disallow stopped, a *RefusedError
// for an address answered with a status of refuse_with.
func pausedError(h Hold) error {
	scope, v, _ := strings.Cut(h.Key, "|")
	switch {
	case h.Stopped && scope+"|" == refusedURL:
		return &RefusedError{URL: v, Pointer: h.Pointer}
	case h.Stopped && scope+"|" == stoppedSite:
		return &SiteStoppedError{Site: v, Pointer: h.Pointer}
	case h.Stopped && scope == string(policy.ScopeObservation) && strings.HasSuffix(h.Pointer, "/on_disallow"):
		return &ObservationStoppedError{Observation: v, Pointer: h.Pointer}
	case h.Stopped && scope != string(policy.ScopeRun) && strings.Contains(v, runSuffix):
		// A pause until the next run (pause_until = "next-run"): the scope's value, held for
		// the rest of the run named after it.
		v, run, _ := strings.Cut(v, runSuffix)
		return &PausedError{Key: scope + " " + v, Pointer: h.Pointer, Run: run}
	case h.Stopped:
		return &RunStoppedError{Run: v, Pointer: h.Pointer}
	}
	if scope+"|" == retryAfterKey {
		scope = string(policy.ScopeHostname)
	}
	return &PausedError{Key: scope + " " + v, Until: h.Until, Pointer: h.Pointer}
}

// keyKind says which list of an Admission a key built by admission goes to.
type keyKind uint8

const (
	keySpacing keyKind = iota
	keySlot
	keyQuota
)

// pendingKey is a key of an admission being built: its list, its index there, and where it
// ends in the buffer the keys are written to.
type pendingKey struct {
	kind keyKind
	i    int
	end  int
}

// admission builds what a request asks of the Store, its keys as this process's store names
// them (sharedAdmission renames those of limits not shared), and marks in tg which entries
// belong to limits shared across services. The keys are written to one buffer and cut from one
// string.
func (t *Transport) admission(ctx context.Context, p *plan, tg *target, method string, crawlDelay time.Duration) (Admission, []string, error) {
	var a Admission
	a.Spacing, a.Slots, a.Quotas = tg.spacingBuf[:0], tg.slotBuf[:0], tg.quotaBuf[:0]
	ptrs := tg.ptrBuf[:0] // the pointer of each quota, for QuotaError
	tg.sharedSpacing, tg.sharedSlots, tg.sharedQuotas = 0, 0, 0
	var buf [256]byte
	b := buf[:0]
	var pendBuf [12]pendingKey
	pend := pendBuf[:0]
	mark := func(bits *uint64, i int, shared bool) {
		if shared && i < 64 {
			*bits |= 1 << i
		}
	}
	ttl := max(2*(p.responseTimeout+p.connectTimeout), 10*time.Minute)
	var longest time.Duration // the longest interval of the sets that space the request
	for _, s := range p.sets {
		counted := tg.kind == "" || slices.Contains(s.counts, tg.kind)
		if !counted && !(s.concConnections && s.concurrency > 0) {
			continue
		}
		if counted && s.interval > 0 && !(s.pageLoads && tg.f.Embedded) { // a page's resources load with it
			v, err := t.scope(ctx, tg, s.intervalKey, s.intervalPtr)
			if err != nil {
				return a, nil, err
			}
			iv := s.interval
			if mutHalveInterval {
				iv /= 2
			}
			b = append(append(b, s.ivPrefix...), v...)
			pend = append(pend, pendingKey{keySpacing, len(a.Spacing), len(b)})
			mark(&tg.sharedSpacing, len(a.Spacing), s.shared)
			a.Spacing = append(a.Spacing, Spacing{Interval: iv + spacingMargin})
			longest = max(longest, iv)
		}
		if s.concurrency > 0 && !(s.concPageLoads && tg.f.Embedded) && (counted || s.concConnections) {
			v, err := t.scope(ctx, tg, s.concKey, s.concPtr)
			if err != nil {
				return a, nil, err
			}
			b = append(append(b, s.concPrefix...), v...)
			pend = append(pend, pendingKey{keySlot, len(a.Slots), len(b)})
			mark(&tg.sharedSlots, len(a.Slots), s.shared)
			a.Slots = append(a.Slots, Slot{Limit: s.concurrency, TTL: ttl})
		}
		for _, q := range s.quotas {
			if !counted {
				break // the set holds this request for its connection alone
			}
			if q.head && method != http.MethodHead || q.pageLoads && tg.f.Embedded {
				continue // a page's resources load with it, as for the interval
			}
			v, err := t.scope(ctx, tg, q.key, q.ptr)
			if err != nil {
				return a, nil, err
			}
			b = append(append(b, q.keyPrefix...), v...)
			period := q.period
			if q.perRun {
				run, err := t.scope(ctx, tg, policy.ScopeRun, q.ptr+"/per_run")
				if err != nil {
					return a, nil, err
				}
				b = append(append(b, "|run:"...), run...)
				if period == 0 {
					period = perRunPeriod
				}
			}
			max := q.max
			if mutQuotaOffByOne {
				max++
			}
			pend = append(pend, pendingKey{keyQuota, len(a.Quotas), len(b)})
			mark(&tg.sharedQuotas, len(a.Quotas), s.shared)
			a.Quotas = append(a.Quotas, Quota{Max: max, Period: period})
			ptrs = append(ptrs, q.ptr)
		}
	}
	if sd := p.slow; sd != nil && longest > 0 {
		// errors.slow_down: the longest interval, on a key of the slow-down's scope, multiplied
		// by the level of its count in the store (Spacing.Slow); shared as the reactions' counts
		// are. A request with no value for the scope (a key of the crawler's it does not name)
		// is not slowed down, as a pause of that scope does not hold it.
		v, err := t.scope(ctx, tg, sd.scope, slowDownPtr+"/scope")
		var ke *KeyError
		switch {
		case errors.As(err, &ke):
		case err != nil:
			return a, nil, err
		default:
			b = append(append(b, sd.spacePrefix...), v...)
			pend = append(pend, pendingKey{keySpacing, len(a.Spacing), len(b)})
			mark(&tg.sharedSpacing, len(a.Spacing), p.sharedPauses)
			a.Spacing = append(a.Spacing, Spacing{Interval: longest + spacingMargin, Slow: sd.countPrefix + v, Factor: sd.factor, Max: sd.max, Margin: spacingMargin})
		}
	}
	if crawlDelay > 0 {
		// per robots_txt.crawl_delay_key, per hostname where it says nothing (robots.txt is per
		// host); shared as the general limits are
		v, err := t.scope(ctx, tg, p.crawlDelayKey, "/robots_txt/crawl_delay_key")
		if err != nil {
			return a, nil, err
		}
		b = append(append(b, p.crawlDelayPrefix...), v...)
		pend = append(pend, pendingKey{keySpacing, len(a.Spacing), len(b)})
		mark(&tg.sharedSpacing, len(a.Spacing), p.sharedPauses)
		a.Spacing = append(a.Spacing, Spacing{Interval: crawlDelay + spacingMargin})
	}
	all := string(b)
	from := 0
	for _, k := range pend {
		switch k.kind {
		case keySpacing:
			a.Spacing[k.i].Key = all[from:k.end]
		case keySlot:
			a.Slots[k.i].Key = all[from:k.end]
		case keyQuota:
			a.Quotas[k.i].Key = all[from:k.end]
		}
		from = k.end
	}
	a.Robots = tg.robots
	if t.shared != nil {
		// A pause another instance started, and the counts a success ends, are in the shared
		// store (the fleet's where the general limits are shared across services, the agent's
		// otherwise: sharedAdmission names them): the admission asks for them in the same round
		// trip.
		if err := t.knowPauses(ctx, p, tg); err != nil {
			return a, nil, err
		}
		a.Pauses = tg.pauses
		for _, r := range p.reactions {
			if r.consecutive || r.factor > 1 {
				if ck, _, ok := t.countKey(ctx, tg, r); ok {
					a.Counts = append(a.Counts, ck)
				}
			}
		}
		if sd := p.slow; sd != nil && sd.consecutive {
			if v, ok := t.slowValue(ctx, tg, sd); ok {
				a.Counts = append(a.Counts, sd.countPrefix+v)
			}
		}
	}
	return a, ptrs, nil
}

// sharesAny reports whether an admission needs what the services share: a limit shared across
// services, the pauses of the fleet (where the general limits are shared across services), or a
// copy of robots.txt the fleet shares. The agent's own pauses are the agent's, as its own limits
// are.
func (tg *target) sharesAny(p *plan, a Admission) bool {
	return tg.sharedSpacing != 0 || tg.sharedSlots != 0 || tg.sharedQuotas != 0 || (p.sharedPauses && len(a.Pauses) > 0) || a.Robots != nil
}

// servicePrefix starts the keys of one agent's (service's) own limits in the shared store.
const servicePrefix = "service:"

// hasLimits reports whether an admission spaces, caps or counts the request.
func (a *Admission) hasLimits() bool {
	return len(a.Spacing) > 0 || len(a.Slots) > 0 || len(a.Quotas) > 0
}

// sharedAdmission is the admission the shared store is asked for: the keys of the limits that
// are not shared across services renamed to the agent's own ("service:AGENT|…"), so that every
// instance of the agent keeps them together while other agents (services) keep theirs apart, and
// the request is admitted in one round trip; so are the keys of the pauses and the reactions'
// counts where the general limits are not shared across services (ownKey). Where everything is
// shared, a itself.
func (t *Transport) sharedAdmission(p *plan, tg *target, a Admission) Admission {
	if !p.sharedPauses {
		a.Pauses = t.ownKeys(a.Pauses)
		a.Counts = t.ownKeys(a.Counts)
	}
	all := func(bits uint64, n int) bool { return n > 64 || bits == 1<<n-1 }
	if all(tg.sharedSpacing, len(a.Spacing)) && all(tg.sharedSlots, len(a.Slots)) && all(tg.sharedQuotas, len(a.Quotas)) {
		return a
	}
	own := t.own
	a.Spacing = slices.Clone(a.Spacing)
	for i := range a.Spacing {
		if i >= 64 || tg.sharedSpacing&(1<<i) == 0 {
			a.Spacing[i].Key = own + a.Spacing[i].Key
			if a.Spacing[i].Slow != "" {
				// a slow-down's count is the agent's where its spacing is (record names its
				// steps alike)
				a.Spacing[i].Slow = own + a.Spacing[i].Slow
			}
		}
	}
	a.Slots = slices.Clone(a.Slots)
	for i := range a.Slots {
		if i >= 64 || tg.sharedSlots&(1<<i) == 0 {
			a.Slots[i].Key = own + a.Slots[i].Key
		}
	}
	a.Quotas = slices.Clone(a.Quotas)
	for i := range a.Quotas {
		if i >= 64 || tg.sharedQuotas&(1<<i) == 0 {
			a.Quotas[i].Key = own + a.Quotas[i].Key
		}
	}
	return a
}

// perRunPeriod is how long the count of a cap per run is kept: longer than any run.
const perRunPeriod = 7 * 24 * time.Hour

// fillPlaceholders is the User-Agent with the values f gives to the agent's placeholders
// (agents.X.placeholders), or a *PlaceholderError for one it does not give.
func (t *Transport) fillPlaceholders(f Fetch) (string, error) {
	ua := t.ua
	for _, name := range t.placeholders {
		v, ok := f.Placeholders[name]
		if !ok || v == "" || strings.ContainsAny(v, "\r\n{}") {
			return "", &PlaceholderError{Name: name, Value: v, Pointer: "/agents/" + escapeToken(t.agent.ID) + "/placeholders"}
		}
		ua = strings.ReplaceAll(ua, "{"+name+"}", v)
	}
	return ua, nil
}

// send admits and sends one request, and classifies its outcome.
func (t *Transport) send(ctx context.Context, p *plan, tg *target, req *http.Request, crawlDelay time.Duration) (*http.Response, []policy.Condition, error) {
	switch ua := req.Header.Get("User-Agent"); {
	case t.uaForm == policy.UserAgentFormAfterBrowser && !strings.HasSuffix(ua, " "+t.ua),
		t.uaForm == policy.UserAgentFormContains && !strings.Contains(ua, t.ua):
		// The page says that every request's header holds the policy's string.
		return nil, nil, fmt.Errorf("polite: the request's User-Agent %q does not hold %q as /agents/%s/user_agent_form (%q) says", ua, t.ua, escapeToken(t.agent.ID), t.uaForm)
	}
	ua := t.ua
	if len(t.placeholders) > 0 {
		var err error
		if ua, err = t.fillPlaceholders(tg.f); err != nil {
			return nil, nil, err
		}
	}
	a, ptrs, err := t.admission(ctx, p, tg, req.Method, crawlDelay)
	if err != nil {
		return nil, nil, err
	}
	g, st, spacing, err := t.admit(ctx, p, tg, a, ptrs)
	if err != nil {
		return nil, nil, err
	}
	tg.t, tg.st, tg.slotID, tg.slotKeys = t, st, g.ID, g.Slots
	if tg.shared = st != Store(t.local); tg.shared {
		for i, ck := range a.Counts {
			if i < len(g.Counting) && g.Counting[i] {
				tg.counting = append(tg.counting, ck)
			}
		}
	}
	// The request handed to the base: the caller's, with the agent's User-Agent and the
	// conditional requests in a header of its own (the caller's request is not changed).
	tg.out = *req
	tg.out.Header = req.Header.Clone()
	if tg.out.Header == nil {
		tg.out.Header = make(http.Header, 1)
	}
	if t.uaForm == "" {
		tg.uaVal[0] = ua
		tg.out.Header["User-Agent"] = tg.uaVal[:]
	}
	noReplay(&tg.out)
	if t.valid != nil && len(p.conditional) > 0 {
		etag, lm := t.valid(req.URL)
		for _, h := range p.conditional {
			switch {
			case h == policy.ConditionalHeaderIfNoneMatch && etag != "" && tg.out.Header.Get("If-None-Match") == "":
				tg.out.Header.Set("If-None-Match", etag)
			case h == policy.ConditionalHeaderIfModifiedSince && lm != "" && tg.out.Header.Get("If-Modified-Since") == "":
				tg.out.Header.Set("If-Modified-Since", lm)
			}
		}
	}
	out := &tg.out
	if len(p.connectionsPtrs) > 0 {
		tg.conns = &connWatch{}
	}
	if p.responseTimeout > 0 || p.connectTimeout > 0 || p.transferTimeout > 0 || tg.conns != nil {
		var rctx context.Context
		rctx, tg.cancel = context.WithCancel(ctx)
		if p.connectTimeout > 0 {
			rctx = context.WithValue(rctx, connectTimeoutKey{}, p.connectTimeout)
		}
		if tg.conns != nil {
			rctx = context.WithValue(rctx, connWatchKey{}, tg.conns)
		}
		out = out.WithContext(rctx)
	}
	// The request is ready before its turn, so that it leaves the moment the turn comes.
	strict := tg.sharesAny(p, a) && p.eff.Limits.OnCoordinationFailure != policy.CoordinationFailurePerService
	if err := t.waitTurn(ctx, st, spacing, a.Spacing, strict, &g); err != nil {
		tg.finish()
		return nil, nil, err
	}
	// A pause or a quiet window that began while the request waited for its turn (a 429 or a
	// Retry-After answered to the request before it) holds it as well.
	if err := t.gate(ctx, p, tg); err != nil {
		tg.finish()
		return nil, nil, err
	}
	var tm *time.Timer
	if p.responseTimeout > 0 {
		tm = time.AfterFunc(p.responseTimeout, tg.expire)
	}
	if p.transferTimeout > 0 {
		// The whole request, up to the last byte of its body: the timer ends the request's
		// context, which ends the body's read too; finish stops it.
		tg.transferAfter = p.transferTimeout
		tg.transfer = time.AfterFunc(p.transferTimeout, tg.expireTransfer)
	}
	resp, err := t.base.RoundTrip(out)
	if tm != nil {
		tm.Stop()
	}
	if err != nil {
		tg.finish()
		if ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
		if tg.timedOut.Load() {
			return nil, []policy.Condition{policy.ConditionTimeout, policy.ConditionFailedAttempt}, &TimeoutError{URL: req.URL.String(), After: p.responseTimeout, Err: err}
		}
		if tg.transferTimedOut.Load() {
			return nil, []policy.Condition{policy.ConditionTimeout, policy.ConditionFailedAttempt}, &TimeoutError{URL: req.URL.String(), After: p.transferTimeout, Err: err}
		}
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			return nil, []policy.Condition{policy.ConditionTimeout, policy.ConditionNetworkError, policy.ConditionFailedAttempt}, err
		}
		return nil, []policy.Condition{policy.ConditionNetworkError, policy.ConditionUnreachable, policy.ConditionFailedAttempt}, err
	}
	tg.body = body{rc: resp.Body, tg: tg, u: req.URL, limit: p.maxBody, ptr: p.maxBodyPtr, truncate: p.truncate}
	resp.Body = &tg.body
	if p.maxBody > 0 && resp.ContentLength > p.maxBody && p.truncate {
		// limits.larger_bodies = "truncated": the first maxBody bytes, then the end of the body
		resp.ContentLength = p.maxBody
		resp.Header.Del("Content-Length")
	}
	if p.maxBody > 0 && resp.ContentLength > p.maxBody {
		resp.Body.Close()
		return nil, nil, &BodyTooLargeError{URL: req.URL.String(), Limit: p.maxBody, Pointer: p.maxBodyPtr}
	}
	return resp, statusConditions(resp.StatusCode), nil
}

// noReplay makes the request handed to the base one that net/http's Transport does not send
// again on its own. That Transport re-sends at once, below any RoundTripper, a request that failed
// on a kept-alive connection it reused (the server closed it unanswered), where the request is
// replayable to it (Request.isReplayable in net/http: no body or a GetBody, and GET, HEAD,
// OPTIONS, TRACE or an Idempotency-Key header; and where nothing was written, any request without
// a body): a retry the policy does not publish, unseen by the retry schedule and the spacing
// (newuser12 finding 3: two requests 1 ms apart, three retries where the page says two). A body it
// cannot rewind, non-nil with GetBody nil, makes every request non-replayable to it. A request
// without a body gets an empty one, sent with the "identity" transfer coding, which writes the
// same bytes as no body at all (no Content-Length, no chunks, and no probe of the body for bytes,
// which a body of unknown length on a GET would get). The Transport's own retries (withRetries)
// rewind the caller's body with the caller's GetBody. A request that fails on a reused
// connection is then a network error like any other, retried on the published schedule
// (TestNoReplayOnReusedConnection).
//
// Over HTTP/2 the same body keeps net/http's HTTP/2 Transport from its own re-sends: a stream
// the server resets with PROTOCOL_ERROR after reading the request is otherwise sent again at once,
// again and again (47 times in TestNoReplayHTTP2 before its server gave in), and a refused
// stream or a GOAWAY is sent again too; with it, each is a network error, retried on the published
// schedule (a refused stream the server did not process then waits a published delay, where
// net/http would have re-sent it at once). The cost over HTTP/2: a request without a body goes out
// as HEADERS and an empty DATA frame that ends the stream, since HTTP/2 cannot know that a body
// of unknown length is empty; a server sees a body of unknown length that reads as empty
// (TestNoReplayHTTP2, and TestHTTP2TLS over TLS with ALPN h2).
func noReplay(out *http.Request) {
	if out.Body == nil || out.Body == http.NoBody {
		out.Body, out.ContentLength = emptyBody{}, 0
		if len(out.TransferEncoding) == 0 {
			out.TransferEncoding = identityCoding
		}
	}
	out.GetBody = nil
}

// identityCoding is the transfer coding of a request without a body (noReplay); net/http only
// reads it.
var identityCoding = []string{"identity"}

// emptyBody is the body of a request without one, which net/http cannot rewind (noReplay).
type emptyBody struct{}

func (emptyBody) Read([]byte) (int, error) { return 0, io.EOF }
func (emptyBody) Close() error             { return nil }

// expire ends a request that had no response within the response timeout.
func (tg *target) expire() {
	tg.timedOut.Store(true)
	tg.cancel()
}

// expireTransfer ends a request whose body has not ended within the transfer timeout
// (limits.transfer_timeout): the wait for the response, or the read of its body.
func (tg *target) expireTransfer() {
	tg.transferTimedOut.Store(true)
	tg.cancel()
}

// finish ends a request's context, if it has one of its own, and gives back its slots: to this
// process's store at once, to the shared store with the next admission. Once.
func (tg *target) finish() {
	tg.finished.Do(func() {
		if tg.transfer != nil {
			tg.transfer.Stop()
		}
		if tg.cancel != nil {
			tg.cancel()
		}
		if tg.conns != nil {
			// The slots count connections: given back once the request's is closed
			// (keep-alive is off, so net/http closes it as the body ends).
			tg.conns.wait(connCloseWait)
		}
		t, g := tg.t, Grant{ID: tg.slotID, Slots: tg.slotKeys}
		if len(g.Slots) == 0 {
			return
		}
		if tg.st == Store(t.local) {
			t.local.Release(context.Background(), g)
		} else {
			t.deferRelease(g)
		}
		t.wake()
	})
}

// statusConditions are the conditions a status meets; empty for a success.
func statusConditions(status int) []policy.Condition {
	switch {
	case status == 429:
		return []policy.Condition{policy.ConditionStatus429, policy.ConditionFailedAttempt}
	case status == 503:
		return []policy.Condition{policy.ConditionStatus503, policy.ConditionStatus5xx, policy.ConditionFailedAttempt}
	case status == 504:
		return []policy.Condition{policy.ConditionStatus504, policy.ConditionStatus5xx, policy.ConditionFailedAttempt}
	case status >= 500:
		return []policy.Condition{policy.ConditionStatus5xx, policy.ConditionFailedAttempt}
	case status == 403:
		return []policy.Condition{policy.ConditionStatus403}
	}
	return []policy.Condition{}
}

// TimeoutError is returned when no response arrived within limits.response_timeout (or the job's
// timeout, jobs.X.timeout), or, from RoundTrip or from the Read of the body, when the request has
// not ended within limits.transfer_timeout, body included.
type TimeoutError struct {
	URL   string
	After time.Duration
	Err   error
}

func (e *TimeoutError) Error() string {
	return "polite: no response from " + e.URL + " within " + e.After.String()
}

func (e *TimeoutError) Unwrap() error { return e.Err }

// Timeout reports true, as a net.Error's would.
func (e *TimeoutError) Timeout() bool { return true }

// admit asks the shared store, or the local one where the policy allows it to stand in, and
// waits while a slot key is at its limit. With a shared store, every request that is spaced,
// capped or counted is admitted by it: the limits shared across services under their own keys,
// the others under the agent's (sharedAdmission), which all instances of the agent share; a
// request with no limit that shares nothing with the fleet (no shared pause, no shared copy of
// robots.txt) is admitted by this process's store alone. spacing is the Spacing as the store
// that admitted it names it. While the shared store cannot be reached, a request that shares
// nothing across services falls back to this process's store; one that does falls back only
// where limits.on_coordination_failure = "per-service" says so.
func (t *Transport) admit(ctx context.Context, p *plan, tg *target, a Admission, ptrs []string) (Grant, Store, []Spacing, error) {
	acrossServices := tg.sharesAny(p, a)
	wantShared := t.shared != nil && (acrossServices || a.hasLimits() || len(a.Pauses) > 0)
	if len(a.Spacing) == 0 && len(a.Slots) == 0 && len(a.Quotas) == 0 && (!wantShared || t.storeFor(t.clock.Now()) == Store(t.local)) {
		return Grant{At: t.clock.Now(), FullSlot: -1, FullQuota: -1}, t.local, nil, nil
	}
	var sa Admission // the admission the shared store is asked for
	if wantShared {
		sa = t.sharedAdmission(p, tg, a)
	}
	robotsWait := robotsPoll
	for {
		t.relMu.Lock()
		gen := t.relGen
		t.relMu.Unlock()
		now := t.clock.Now()
		st := Store(t.local)
		if wantShared {
			st = t.storeFor(now)
		}
		var g Grant
		var err error
		spacing := a.Spacing
		if st == Store(t.local) {
			la := a
			la.Now, la.Robots, la.Pauses, la.Counts = now, nil, nil, nil
			g, err = t.local.Admit(ctx, la)
		} else {
			// A turn this instance's own last requests put later (noted by waitTurn) comes
			// first: waiting for it here costs the fleet's store no decision that could only
			// answer a wait.
			if w := t.local.turn(a.Spacing, now); w.After(now) {
				if err := sleep(ctx, w.Sub(now)); err != nil {
					return Grant{}, nil, nil, err
				}
				continue
			}
			// The slots of this instance's requests that are done are given back, and the
			// copies of robots.txt it read stored, in the same round trip. The shared store
			// reserves the time asked, or answers when to ask again (Grant.Wait): a request
			// admitted leaves at once, a round trip after the time it reserved, which the
			// spacing's margin covers; no timer stands between the reservation and the request,
			// and one whose grant came back later than the margin reserves again (waitTurn).
			sa.Release, sa.PutRobots = t.takePending()
			sa.Now = now
			g, err = st.Admit(ctx, sa)
			if err != nil {
				t.putBack(sa.Release, sa.PutRobots)
			}
			sa.Release, sa.PutRobots = nil, nil
			spacing = sa.Spacing
		}
		if err != nil && st != Store(t.local) {
			if acrossServices && p.eff.Limits.OnCoordinationFailure != policy.CoordinationFailurePerService {
				return Grant{}, nil, nil, &CoordinationError{Err: err}
			}
			now = t.clock.Now()
			t.sharedMu.Lock()
			t.sharedDown = now.Add(rejoinAfter)
			t.sharedMu.Unlock()
			st, spacing = t.local, a.Spacing
			la := a
			la.Now, la.Robots, la.Pauses, la.Counts = now, nil, nil, nil
			g, err = t.local.Admit(ctx, la)
		}
		if err != nil {
			return Grant{}, nil, nil, err
		}
		switch g.Robots {
		case RobotsCopied:
			return Grant{}, nil, nil, &robotsCopied{c: g.RobotsCopy}
		case RobotsWait:
			// another instance is fetching robots.txt: its copy comes with a later answer
			if err := sleep(ctx, robotsWait); err != nil {
				return Grant{}, nil, nil, err
			}
			robotsWait = min(2*robotsWait, robotsPollMax)
			continue
		}
		if !g.Wait.IsZero() {
			// the spacing's turn comes later: nothing was taken; ask again then (a decision of
			// its own, one round trip)
			if err := sleep(ctx, g.Wait.Sub(t.clock.Now())); err != nil {
				return Grant{}, nil, nil, err
			}
			continue
		}
		if g.Paused != nil {
			// another instance's pause: this one keeps it too, and refuses without asking
			h, _ := t.heldHere(*g.Paused)
			t.local.Hold(h)
			return Grant{}, nil, nil, pausedError(h)
		}
		if g.FullQuota >= 0 {
			q := a.Quotas[g.FullQuota]
			return Grant{}, nil, nil, &QuotaError{Pointer: ptrs[g.FullQuota], Key: q.Key, Max: q.Max, Period: q.Period, Until: g.Reset}
		}
		if g.FullSlot < 0 {
			return g, st, spacing, nil
		}
		// A slot key is at its limit: wait for a release of this instance's (at once), or ask
		// again after slotPoll (another instance's).
		t.relMu.Lock()
		if t.relGen != gen {
			t.relMu.Unlock()
			continue // a slot was given back meanwhile
		}
		t.relWaiting = true
		wake := t.released
		t.relMu.Unlock()
		poll := time.NewTimer(slotPoll)
		select {
		case <-ctx.Done():
			poll.Stop()
			return Grant{}, nil, nil, ctx.Err()
		case <-wake:
		case <-poll.C:
		}
		poll.Stop()
	}
}

// robotsPoll is how long an instance waiting for another's copy of robots.txt waits before it
// asks again, twice as long each time up to robotsPollMax: the other's fetch may wait its turn
// behind a long interval.
const (
	robotsPoll    = 100 * time.Millisecond
	robotsPollMax = 2 * time.Second
)

// slotPoll is how often a request waiting for a slot asks again, for slots freed by other
// instances (this instance's own releases wake it at once).
const slotPoll = 50 * time.Millisecond

// waitTurn waits until the grant's time and lets the request leave only an interval after the
// last request of its spacing keys left: a request that left late (a timer that fired late on a
// busy machine) would otherwise bring the next one, which reserved its time from ours, closer
// than the interval. Where this process's store admitted it, the request leaves when the store
// says it may (MemoryStore.depart): at once where no request of its keys left since its
// reservation, however late its timer fired, and otherwise when the interval after the last
// departure ends, so that a late request costs the next ones its lateness, not an interval.
//
// A grant of the shared store reserved the time it was asked at (Store.Admit: the store answers
// Grant.Wait instead of a later time), and the request leaves at once. Where it would leave
// more than spacingMargin after that time (a round trip that came back slowly, a goroutine that
// ran late), its reservation is stale: another instance may have reserved one interval after it
// and be leaving now. The store is then asked again, for the spacing keys only
// (Admission{Now, Spacing}: the slots, quotas and counts the first grant holds are kept), and
// the request waits for that answer's turn (a Grant.Wait: sleep and ask again), so that only a
// late grant costs a second round trip. Where that ask fails, the request falls back as the
// first ask does: a CoordinationError where strict (limits shared across services that the
// policy does not let each service keep alone), and otherwise this process's store, which the
// instance then keeps to for rejoinAfter. A grant of the shared store is noted in this
// process's store, so that a fallback to it starts from what this instance sent.
func (t *Transport) waitTurn(ctx context.Context, st Store, spacing, localSpacing []Spacing, strict bool, g *Grant) error {
	shared := st != Store(t.local)
	for {
		if err := sleep(ctx, g.At.Sub(t.clock.Now())); err != nil {
			return err
		}
		if len(spacing) == 0 {
			break
		}
		now := t.clock.Now()
		if shared {
			if now.Sub(g.At) <= spacingMargin {
				break
			}
			// stale: reserve again, spacing keys only
			ng, err := st.Admit(ctx, Admission{Now: now, Spacing: spacing})
			if err != nil {
				if strict {
					return &CoordinationError{Err: err}
				}
				now = t.clock.Now()
				t.sharedMu.Lock()
				t.sharedDown = now.Add(rejoinAfter)
				t.sharedMu.Unlock()
				shared, spacing = false, localSpacing
				lg, lerr := t.local.Admit(ctx, Admission{Now: now, Spacing: localSpacing})
				if lerr != nil {
					return lerr
				}
				g.At = lg.At
				continue
			}
			if !ng.Wait.IsZero() {
				if err := sleep(ctx, ng.Wait.Sub(t.clock.Now())); err != nil {
					return err
				}
				continue // g.At is still stale: ask again
			}
			g.At = ng.At
			continue
		}
		at := t.local.depart(spacing, now)
		if !at.After(now) {
			break
		}
		g.At = at
	}
	if shared && len(localSpacing) > 0 {
		t.local.Admit(ctx, Admission{Now: g.At, Spacing: localSpacing})
	}
	return nil
}

// rejoinAfter is how long an instance keeps to its own limits after the shared store failed,
// before it asks the store again.
const rejoinAfter = time.Second

// spacingMargin is added to every interval: with a shared store, it covers the round trip
// between the time a request reserved and the time it leaves, and a request that would leave
// later than that after its reserved time reserves again (waitTurn); in this process's store, where a
// request leaves only an interval after the last one left (waitTurn), it keeps the published
// interval between requests that the base sends a little apart from the moment they left.
const spacingMargin = 5 * time.Millisecond

func (t *Transport) storeFor(now time.Time) Store {
	if t.shared == nil {
		return t.local
	}
	t.sharedMu.Lock()
	defer t.sharedMu.Unlock()
	if now.Before(t.sharedDown) {
		return t.local
	}
	return t.shared
}

// deferRelease keeps the slots of a request that is done, to be given back to the shared store
// with this instance's next admission (one round trip per request, not two), or by the flusher
// once they waited releaseDelay for one in vain.
func (t *Transport) deferRelease(g Grant) {
	t.pendMu.Lock()
	if len(t.pending) == 0 && len(t.pendingRobots) == 0 {
		t.pendSince = time.Now()
	}
	t.pending = append(t.pending, g)
	t.pendMu.Unlock()
	t.signalFlush()
}

// deferPut keeps a copy of robots.txt this instance read (or the claim of its fetch), to be
// stored with the next admission, as deferRelease does.
func (t *Transport) deferPut(p RobotsPut) {
	t.pendMu.Lock()
	if len(t.pending) == 0 && len(t.pendingRobots) == 0 {
		t.pendSince = time.Now()
	}
	t.pendingRobots = append(t.pendingRobots, p)
	t.pendMu.Unlock()
	t.signalFlush()
}

func (t *Transport) signalFlush() {
	select {
	case t.flushSig <- struct{}{}:
	default:
	}
}

func (t *Transport) takePending() ([]Grant, []RobotsPut) {
	t.pendMu.Lock()
	defer t.pendMu.Unlock()
	g, p := t.pending, t.pendingRobots
	t.pending, t.pendingRobots = nil, nil
	return g, p
}

// putBack returns to the pending slots and copies those an admission failed to give back.
func (t *Transport) putBack(gs []Grant, ps []RobotsPut) {
	if len(gs) == 0 && len(ps) == 0 {
		return
	}
	t.pendMu.Lock()
	if len(t.pending) == 0 && len(t.pendingRobots) == 0 {
		t.pendSince = time.Now()
	}
	t.pending = append(gs, t.pending...)
	t.pendingRobots = append(ps, t.pendingRobots...)
	t.pendMu.Unlock()
}

// pendingFor is how long the oldest slot or copy pending has waited; ok is false when none is.
func (t *Transport) pendingFor() (time.Duration, bool) {
	t.pendMu.Lock()
	defer t.pendMu.Unlock()
	if len(t.pending) == 0 && len(t.pendingRobots) == 0 {
		return 0, false
	}
	return time.Since(t.pendSince), true
}

// releaseDelay is how long the slots of a request that is done wait for the next admission of
// this instance before the flusher gives them back on its own: as long as another instance waits
// before it asks again for a slot (slotPoll), so that the fleet rarely notices the delay.
const releaseDelay = slotPoll

// flusher gives back the pending slots once the oldest of them waited releaseDelay for an
// admission to take them, and at Close: a round trip of its own only for an instance that
// admitted nothing for releaseDelay after a request was done. A slot it cannot give back (the
// shared store is down) is tried again with the next admission; the store's TTL gives it back at
// the latest.
func (t *Transport) flusher() {
	defer t.wg.Done()
	flush := func() {
		if gs, ps := t.takePending(); len(gs) > 0 || len(ps) > 0 {
			if _, err := t.shared.Admit(context.Background(), Admission{Now: t.clock.Now(), Release: gs, PutRobots: ps}); err != nil {
				t.putBack(gs, ps)
			}
		}
	}
	for {
		select {
		case <-t.stop:
			flush()
			return
		case <-t.flushSig:
		}
		for {
			waited, ok := t.pendingFor()
			if !ok {
				break
			}
			if waited >= releaseDelay {
				flush() // given back, or back in pending until the next admission
				break
			}
			tm := time.NewTimer(releaseDelay - waited)
			select {
			case <-t.stop:
				tm.Stop()
				flush()
				return
			case <-tm.C:
			}
		}
	}
}

// wake tells the requests waiting for a slot that one was given back.
func (t *Transport) wake() {
	t.relMu.Lock()
	t.relGen++
	if t.relWaiting {
		close(t.released)
		t.released = make(chan struct{})
		t.relWaiting = false
	}
	t.relMu.Unlock()
}

// body wraps a response body: it abandons a body longer than the limit with a
// *BodyTooLargeError, and gives back the request's slot when closed or read to its end.
type body struct {
	rc    io.ReadCloser
	tg    *target
	n     int64
	limit int64
	u     *url.URL
	ptr   string
	// truncate ends the body at limit instead of failing (limits.larger_bodies = "truncated").
	truncate bool
}

func (b *body) tooLarge() error {
	return &BodyTooLargeError{URL: b.u.String(), Limit: b.limit, Pointer: b.ptr}
}

func (b *body) Read(p []byte) (int, error) {
	if b.limit > 0 && b.truncate {
		if b.n >= b.limit {
			b.rc.Close()
			b.tg.finish()
			return 0, io.EOF
		}
		if rest := b.limit - b.n; int64(len(p)) > rest {
			p = p[:rest]
		}
		n, err := b.rc.Read(p)
		b.n += int64(n)
		if err == io.EOF {
			b.tg.finish()
		} else if err != nil && b.tg.transferTimedOut.Load() {
			err = &TimeoutError{URL: b.u.String(), After: b.tg.transferAfter, Err: err}
		}
		return n, err
	}
	if b.limit > 0 {
		if b.n > b.limit {
			return 0, b.tooLarge()
		}
		if rest := b.limit + 1 - b.n; int64(len(p)) > rest {
			p = p[:rest]
		}
	}
	n, err := b.rc.Read(p)
	b.n += int64(n)
	if err != nil && err != io.EOF && b.tg.transferTimedOut.Load() {
		err = &TimeoutError{URL: b.u.String(), After: b.tg.transferAfter, Err: err}
	}
	if b.limit > 0 && b.n > b.limit {
		b.rc.Close()
		b.tg.finish()
		return n - int(b.n-b.limit), b.tooLarge()
	}
	if err == io.EOF {
		b.tg.finish()
	}
	return n, err
}

func (b *body) Close() error {
	err := b.rc.Close()
	b.tg.finish()
	return err
}

type connectTimeoutKey struct{}

// ConnectTimeout is the time the policy gives a request to connect (limits.connect_timeout, the
// shortest that applies), carried by the context of the request the Transport hands its Base; ok
// is false when the policy sets none. A Base that is not an *http.Transport applies it in its
// own dialer and says so with ConnectTimeoutApplier.
func ConnectTimeout(ctx context.Context) (d time.Duration, ok bool) {
	d, ok = ctx.Value(connectTimeoutKey{}).(time.Duration)
	return d, ok
}

// ConnectTimeoutApplier is a Base (Options.Base) that is not an *http.Transport and applies
// limits.connect_timeout itself: its dialer gives up after ConnectTimeout of the request's
// context. The method only marks it. For any other Base, whose dialer the Transport cannot reach,
// New refuses a policy with a connect timeout (*UnenforceableError) unless Options.Elsewhere
// names it.
type ConnectTimeoutApplier interface {
	http.RoundTripper
	AppliesConnectTimeout()
}

// withConnectTimeout returns a clone of ht whose dialer gives up after the connect timeout the
// request carries (limits.connect_timeout).
func withConnectTimeout(ht *http.Transport) *http.Transport {
	c := ht.Clone()
	dial := c.DialContext
	if dial == nil {
		dial = (&net.Dialer{}).DialContext
	}
	c.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		if d, ok := ctx.Value(connectTimeoutKey{}).(time.Duration); ok {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, d)
			defer cancel()
		}
		conn, err := dial(ctx, network, addr)
		if w, ok := ctx.Value(connWatchKey{}).(*connWatch); ok && err == nil {
			w.add()
			conn = &watchedConn{Conn: conn, w: w}
		}
		return conn, err
	}
	return c
}

// connWatchKey carries a request's *connWatch to the dialer (withConnectTimeout).
type connWatchKey struct{}

// connCloseWait is the longest finish waits for a request's connection to close
// (concurrency_unit = "connections"): net/http closes it as the body ends, in its read loop,
// a moment after the body's Close or last Read returns.
const connCloseWait = 2 * time.Second

// connWatch counts the connections dialed for one request that are still open.
type connWatch struct {
	mu     sync.Mutex
	open   int
	closed chan struct{} // closed when open falls to 0 while wait waits
}

func (w *connWatch) add() {
	w.mu.Lock()
	w.open++
	w.mu.Unlock()
}

func (w *connWatch) done() {
	w.mu.Lock()
	w.open--
	if w.open == 0 && w.closed != nil {
		close(w.closed)
		w.closed = nil
	}
	w.mu.Unlock()
}

// wait returns once no connection of the request is open, or after d.
func (w *connWatch) wait(d time.Duration) {
	w.mu.Lock()
	if w.open == 0 {
		w.mu.Unlock()
		return
	}
	if w.closed == nil {
		w.closed = make(chan struct{})
	}
	ch := w.closed
	w.mu.Unlock()
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-ch:
	case <-tm.C:
	}
}

// watchedConn is a connection dialed for a request whose slots count connections: its Close
// tells the request's connWatch, once.
type watchedConn struct {
	net.Conn
	w    *connWatch
	once sync.Once
}

func (c *watchedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.w.done)
	return err
}
