package polite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
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
	if p.eff.RobotsTxt.Read && req.URL.Path != "/robots.txt" {
		d, err := t.robotsCheck(ctx, p, tg)
		if err != nil {
			return nil, nil, err
		}
		delay = d
	}
	resp, conds, err := t.send(ctx, p, tg, req, delay)
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
	if tg.pauses == nil {
		keys, err := t.pauseKeys(ctx, p, tg)
		if err != nil {
			return err
		}
		tg.pauses = keys
	}
	for _, key := range tg.pauses {
		if h, ok := t.local.Paused(key, now); ok {
			return pausedError(h)
		}
	}
	return nil
}

// pauseKeys are the keys whose pauses hold a request: its host name's wait for a Retry-After,
// and the scope of each reaction.
func (t *Transport) pauseKeys(ctx context.Context, p *plan, tg *target) ([]string, error) {
	keys := []string{retryAfterKey + tg.host}
	for _, r := range p.reactions {
		v, err := t.scope(ctx, tg, r.scope, r.ptr+"/scope")
		if err != nil {
			var ke *KeyError
			if errors.As(err, &ke) {
				continue // a pause per sync cannot hold a request outside every sync
			}
			return nil, err
		}
		if k := string(r.scope) + "|" + v; !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys, nil
}

// pausedError is the error of a request a pause holds, naming the key as "scope value": a
// *PausedError, or a *RunStoppedError for a run a reaction ended.
func pausedError(h Hold) error {
	scope, v, _ := strings.Cut(h.Key, "|")
	if h.Stopped {
		return &RunStoppedError{Run: v, Pointer: h.Pointer}
	}
	if scope+"|" == retryAfterKey {
		scope = string(policy.ScopeHostname)
	}
	return &PausedError{Key: scope + " " + v, Until: h.Until, Pointer: h.Pointer}
}

// admission builds what a request asks of the Store.
func (t *Transport) admission(ctx context.Context, p *plan, tg *target, method string, crawlDelay time.Duration) (Admission, []string, error) {
	var a Admission
	var ptrs []string // the pointer of each quota, for QuotaError
	ttl := max(2*(p.responseTimeout+p.connectTimeout), 10*time.Minute)
	for _, s := range p.sets {
		if tg.kind != "" && !slices.Contains(s.counts, tg.kind) {
			continue
		}
		if s.interval > 0 {
			v, err := t.scope(ctx, tg, s.intervalKey, s.intervalPtr)
			if err != nil {
				return a, nil, err
			}
			iv := s.interval
			if mutHalveInterval {
				iv /= 2
			}
			a.Spacing = append(a.Spacing, Spacing{Key: s.prefix + "i|" + string(s.intervalKey) + "|" + v, Interval: iv + spacingMargin})
		}
		if s.concurrency > 0 {
			v, err := t.scope(ctx, tg, s.concKey, s.concPtr)
			if err != nil {
				return a, nil, err
			}
			a.Slots = append(a.Slots, Slot{Key: s.prefix + "c|" + string(s.concKey) + "|" + v, Limit: s.concurrency, TTL: ttl})
		}
		for _, q := range s.quotas {
			if q.head && method != http.MethodHead {
				continue
			}
			v, err := t.scope(ctx, tg, q.key, q.ptr)
			if err != nil {
				return a, nil, err
			}
			period := q.period
			if q.perRun {
				run, err := t.scope(ctx, tg, policy.ScopeRun, q.ptr+"/per_run")
				if err != nil {
					return a, nil, err
				}
				v += "|run:" + run
				if period == 0 {
					period = perRunPeriod
				}
			}
			max := q.max
			if mutQuotaOffByOne {
				max++
			}
			a.Quotas = append(a.Quotas, Quota{Key: "q|" + q.ptr + "|" + v, Max: max, Period: period})
			ptrs = append(ptrs, q.ptr)
		}
	}
	a.Robots = tg.robots
	if t.shared != nil {
		// A pause another instance started, and the counts a success ends, are in the shared
		// store: the admission asks for them in the same round trip.
		if tg.pauses == nil {
			keys, err := t.pauseKeys(ctx, p, tg)
			if err != nil {
				return a, nil, err
			}
			tg.pauses = keys
		}
		a.Pauses = tg.pauses
		for _, r := range p.reactions {
			if r.consecutive || r.factor > 1 {
				if ck, _, ok := t.countKey(ctx, tg, r); ok {
					a.Counts = append(a.Counts, ck)
				}
			}
		}
	}
	if crawlDelay > 0 {
		// per robots_txt.crawl_delay_key, per hostname where it says nothing (robots.txt is per host)
		key := orHostname(p.eff.RobotsTxt.CrawlDelayKey)
		v, err := t.scope(ctx, tg, key, "/robots_txt/crawl_delay_key")
		if err != nil {
			return a, nil, err
		}
		a.Spacing = append(a.Spacing, Spacing{Key: "i|" + string(key) + "|" + v, Interval: crawlDelay + spacingMargin})
	}
	return a, ptrs, nil
}

// perRunPeriod is how long the count of a cap per run is kept: longer than any run.
const perRunPeriod = 7 * 24 * time.Hour

// send admits and sends one request, and classifies its outcome.
func (t *Transport) send(ctx context.Context, p *plan, tg *target, req *http.Request, crawlDelay time.Duration) (*http.Response, []policy.Condition, error) {
	switch ua := req.Header.Get("User-Agent"); {
	case t.uaForm == policy.UserAgentFormAfterBrowser && !strings.HasSuffix(ua, " "+t.ua),
		t.uaForm == policy.UserAgentFormContains && !strings.Contains(ua, t.ua):
		// The page says that every request's header holds the policy's string.
		return nil, nil, fmt.Errorf("polite: the request's User-Agent %q does not hold %q as /agents/%s/user_agent_form (%q) says", ua, t.ua, escapeToken(t.agent.ID), t.uaForm)
	}
	a, ptrs, err := t.admission(ctx, p, tg, req.Method, crawlDelay)
	if err != nil {
		return nil, nil, err
	}
	g, st, err := t.admit(ctx, p, a, ptrs)
	if err != nil {
		return nil, nil, err
	}
	if tg.shared = st != Store(t.local); tg.shared {
		tg.counting = map[string]bool{}
		for i, ck := range a.Counts {
			if i < len(g.Counting) && g.Counting[i] {
				tg.counting[ck] = true
			}
		}
	}
	release := func() {
		if len(g.Slots) > 0 {
			if st == Store(t.local) {
				st.Release(context.WithoutCancel(ctx), g)
			} else {
				t.deferRelease(g)
			}
			t.wake()
		}
	}
	out := req.Clone(ctx)
	if t.uaForm == "" {
		out.Header.Set("User-Agent", t.ua)
	}
	if t.valid != nil && len(p.conditional) > 0 {
		etag, lm := t.valid(req.URL)
		for _, h := range p.conditional {
			switch {
			case h == policy.ConditionalHeaderIfNoneMatch && etag != "" && out.Header.Get("If-None-Match") == "":
				out.Header.Set("If-None-Match", etag)
			case h == policy.ConditionalHeaderIfModifiedSince && lm != "" && out.Header.Get("If-Modified-Since") == "":
				out.Header.Set("If-Modified-Since", lm)
			}
		}
	}
	rctx, cancel := context.WithCancel(ctx)
	if p.connectTimeout > 0 {
		rctx = context.WithValue(rctx, connectTimeoutKey{}, p.connectTimeout)
	}
	out = out.WithContext(rctx)
	// The request is ready before its turn, so that it leaves the moment the turn comes.
	if err := t.waitTurn(ctx, st, a.Spacing, &g); err != nil {
		cancel()
		release()
		return nil, nil, err
	}
	// A pause or a quiet window that began while the request waited for its turn (a 429 or a
	// Retry-After answered to the request before it) holds it as well.
	if err := t.gate(ctx, p, tg); err != nil {
		cancel()
		release()
		return nil, nil, err
	}
	var timedOut bool
	var tm *time.Timer
	var mu sync.Mutex
	if p.responseTimeout > 0 {
		tm = time.AfterFunc(p.responseTimeout, func() {
			mu.Lock()
			timedOut = true
			mu.Unlock()
			cancel()
		})
	}
	resp, err := t.base.RoundTrip(out)
	if tm != nil {
		tm.Stop()
	}
	if err != nil {
		cancel()
		release()
		mu.Lock()
		to := timedOut
		mu.Unlock()
		if ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
		if to {
			return nil, []policy.Condition{policy.ConditionTimeout, policy.ConditionFailedAttempt}, &TimeoutError{URL: req.URL.String(), After: p.responseTimeout, Err: err}
		}
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			return nil, []policy.Condition{policy.ConditionTimeout, policy.ConditionNetworkError, policy.ConditionFailedAttempt}, err
		}
		return nil, []policy.Condition{policy.ConditionNetworkError, policy.ConditionUnreachable, policy.ConditionFailedAttempt}, err
	}
	body := &body{rc: resp.Body, done: func() { cancel(); release() }, url: req.URL.String(), limit: p.maxBody, ptr: p.maxBodyPtr, truncate: p.truncate}
	resp.Body = body
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
// timeout, jobs.X.timeout).
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
// waits while a slot key is at its limit.
func (t *Transport) admit(ctx context.Context, p *plan, a Admission, ptrs []string) (Grant, Store, error) {
	if len(a.Spacing) == 0 && len(a.Slots) == 0 && len(a.Quotas) == 0 && (len(a.Pauses) == 0 && a.Robots == nil || t.storeFor(t.clock.Now()) == Store(t.local)) {
		return Grant{At: t.clock.Now(), FullSlot: -1, FullQuota: -1}, t.local, nil
	}
	robotsWait := robotsPoll
	for {
		t.relMu.Lock()
		wake := t.released
		t.relMu.Unlock()
		now := t.clock.Now()
		st := t.storeFor(now)
		var g Grant
		var err error
		a.Release, a.PutRobots = nil, nil
		robotsQ := a.Robots
		if st == Store(t.local) {
			a.Now, a.Robots = now, nil
			g, err = st.Admit(ctx, a)
			a.Robots = robotsQ
		} else {
			// The slots of this instance's requests that are done are given back, and the
			// copies of robots.txt it read stored, in the same round trip.
			a.Release, a.PutRobots = t.takePending()
			// The reservation is made for a moment the answer is sure to arrive before, so that
			// the request leaves at the time reserved, never later (which would bring the next
			// one of the fleet closer than the interval).
			a.Now = now.Add(t.lead())
			start := time.Now()
			g, err = st.Admit(ctx, a)
			t.observe(time.Since(start))
			if err != nil {
				t.putBack(a.Release, a.PutRobots)
				a.Release, a.PutRobots = nil, nil
			}
		}
		if err != nil && st != Store(t.local) {
			if p.eff.Limits.OnCoordinationFailure != policy.CoordinationFailurePerService {
				return Grant{}, nil, &CoordinationError{Err: err}
			}
			now = t.clock.Now()
			t.sharedMu.Lock()
			t.sharedDown = now.Add(rejoinAfter)
			t.sharedMu.Unlock()
			st = t.local
			a.Now, a.Robots = now, nil
			g, err = st.Admit(ctx, a)
			a.Robots = robotsQ
		}
		if err != nil {
			return Grant{}, nil, err
		}
		switch g.Robots {
		case RobotsCopied:
			return Grant{}, nil, &robotsCopied{c: g.RobotsCopy}
		case RobotsWait:
			// another instance is fetching robots.txt: its copy comes with a later answer
			if err := sleep(ctx, robotsWait); err != nil {
				return Grant{}, nil, err
			}
			robotsWait = min(2*robotsWait, robotsPollMax)
			continue
		}
		if g.Paused != nil {
			// another instance's pause: this one keeps it too, and refuses without asking
			t.local.Hold(*g.Paused)
			return Grant{}, nil, pausedError(*g.Paused)
		}
		if g.FullQuota >= 0 {
			q := a.Quotas[g.FullQuota]
			return Grant{}, nil, &QuotaError{Pointer: ptrs[g.FullQuota], Key: q.Key, Max: q.Max, Period: q.Period, Until: g.Reset}
		}
		if g.FullSlot < 0 {
			return g, st, nil
		}
		poll := time.NewTimer(slotPoll)
		select {
		case <-ctx.Done():
			poll.Stop()
			return Grant{}, nil, ctx.Err()
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

// waitTurn waits until the grant's time and makes sure the request leaves then, not later: a
// request that leaves late (a slow answer of the shared store, a timer that fired late on a busy
// machine) would bring the next one, which reserved its time from ours, closer than the interval.
// A late request reserves its spacing again, after whatever was reserved meanwhile; its first
// reservation only delays the others, and its quotas and slots stand. After a few tries it leaves
// all the same. A grant of the shared store is also noted in this process's store, so that a
// fallback to it starts from what this instance sent.
func (t *Transport) waitTurn(ctx context.Context, st Store, spacing []Spacing, g *Grant) error {
	shared := st != Store(t.local)
	for try := 0; ; try++ {
		if err := sleep(ctx, g.At.Sub(t.clock.Now())); err != nil {
			return err
		}
		if len(spacing) == 0 || try == 5 || !t.clock.Now().After(g.At.Add(time.Millisecond)) {
			break
		}
		a := Admission{Now: t.clock.Now(), Spacing: spacing}
		if shared {
			a.Now = a.Now.Add(t.lead())
		}
		start := time.Now()
		again, err := st.Admit(ctx, a)
		if shared {
			t.observe(time.Since(start))
		}
		if err != nil {
			break
		}
		g.At = again.At
	}
	if shared && len(spacing) > 0 {
		t.local.Admit(ctx, Admission{Now: g.At, Spacing: spacing})
	}
	return nil
}

// rejoinAfter is how long an instance keeps to its own limits after the shared store failed,
// before it asks the store again.
const rejoinAfter = time.Second

// spacingMargin is added to every interval: timers fire a little late, and a request that left
// late would bring the next one closer than the interval; 5 ms more than published absorbs that
// (waitTurn reserves again a request more than 1 ms late).
const spacingMargin = 5 * time.Millisecond

// lead is how far ahead of now a request to the shared store reserves: twice the recent round
// trip and a millisecond, at most 50 ms.
func (t *Transport) lead() time.Duration {
	t.sharedMu.Lock()
	defer t.sharedMu.Unlock()
	return min(2*t.rtt+time.Millisecond, 50*time.Millisecond)
}

// observe keeps a moving average of the shared store's round trip.
func (t *Transport) observe(d time.Duration) {
	t.sharedMu.Lock()
	defer t.sharedMu.Unlock()
	if t.rtt == 0 {
		t.rtt = d
		return
	}
	t.rtt = (7*t.rtt + d) / 8
}

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

func (t *Transport) wake() {
	t.relMu.Lock()
	close(t.released)
	t.released = make(chan struct{})
	t.relMu.Unlock()
}

// body wraps a response body: it abandons a body longer than the limit with a
// *BodyTooLargeError, and gives back the request's slot when closed or read to its end.
type body struct {
	rc    io.ReadCloser
	done  func()
	once  sync.Once
	n     int64
	limit int64
	url   string
	ptr   string
	// truncate ends the body at limit instead of failing (limits.larger_bodies = "truncated").
	truncate bool
}

func (b *body) Read(p []byte) (int, error) {
	if b.limit > 0 && b.truncate {
		if b.n >= b.limit {
			b.rc.Close()
			b.once.Do(b.done)
			return 0, io.EOF
		}
		if rest := b.limit - b.n; int64(len(p)) > rest {
			p = p[:rest]
		}
		n, err := b.rc.Read(p)
		b.n += int64(n)
		if err == io.EOF {
			b.once.Do(b.done)
		}
		return n, err
	}
	if b.limit > 0 {
		if b.n > b.limit {
			return 0, &BodyTooLargeError{URL: b.url, Limit: b.limit, Pointer: b.ptr}
		}
		if rest := b.limit + 1 - b.n; int64(len(p)) > rest {
			p = p[:rest]
		}
	}
	n, err := b.rc.Read(p)
	b.n += int64(n)
	if b.limit > 0 && b.n > b.limit {
		b.rc.Close()
		b.once.Do(b.done)
		return n - int(b.n-b.limit), &BodyTooLargeError{URL: b.url, Limit: b.limit, Pointer: b.ptr}
	}
	if err == io.EOF {
		b.once.Do(b.done)
	}
	return n, err
}

func (b *body) Close() error {
	err := b.rc.Close()
	b.once.Do(b.done)
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
		return dial(ctx, network, addr)
	}
	return c
}
