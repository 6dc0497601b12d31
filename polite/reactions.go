package polite

import (
	"context"
	"net/http"
	"net/url"
	"slices"
	"sync"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// pauseBook holds the pauses in force and the counts that lead to them, per key, at most max of
// each; what has ended is dropped first.
type pauseBook struct {
	mu     sync.Mutex
	pauses map[string]pause
	counts map[string]*counter
	max    int
}

type pause struct {
	until time.Time
	ptr   string
}

// counter counts a reaction's conditions for one key: n since the last pause (or success, where
// they must be consecutive), and the pauses in a row, for the escalation.
type counter struct {
	n, pauses int
	last      time.Duration
	used      time.Time
}

func newPauseBook(max int) *pauseBook {
	return &pauseBook{pauses: map[string]pause{}, counts: map[string]*counter{}, max: max}
}

func (b *pauseBook) paused(key string, now time.Time) (time.Time, string, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	p, ok := b.pauses[key]
	if !ok || !p.until.After(now) {
		return time.Time{}, "", false
	}
	return p.until, p.ptr, true
}

// hold pauses key until then, unless a longer pause holds it already.
func (b *pauseBook) hold(key string, until time.Time, ptr string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if old, ok := b.pauses[key]; !ok || old.until.Before(until) {
		b.pauses[key] = pause{until: until, ptr: ptr}
	}
}

func (b *pauseBook) sweep(now time.Time) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for k, p := range b.pauses {
		if !p.until.After(now) {
			delete(b.pauses, k)
		}
	}
	if len(b.counts) > b.max {
		for k, c := range b.counts {
			if now.Sub(c.used) > 24*time.Hour {
				delete(b.counts, k)
			}
		}
	}
}

// react counts the conditions an attempt met against the reactions of the plan and starts the
// pauses whose thresholds are reached. Empty conds is a success: counts that must be consecutive
// start again, and so does the escalation.
func (t *Transport) react(ctx context.Context, p *plan, tg *target, resp *http.Response, conds []policy.Condition) {
	now := t.clock.Now()
	for _, r := range p.reactions {
		v, err := t.scope(ctx, tg, r.scope, r.ptr+"/scope")
		if err != nil {
			continue
		}
		ck := r.ptr + "|" + v
		if r.within != "" {
			w, err := t.scope(ctx, tg, r.within, r.ptr+"/within")
			if err != nil {
				continue
			}
			ck += "|" + w
		}
		hit := slices.ContainsFunc(conds, func(c policy.Condition) bool { return slices.Contains(r.on, c) })
		t.book.mu.Lock()
		c := t.book.counts[ck]
		if c == nil {
			if !hit {
				t.book.mu.Unlock()
				continue
			}
			c = &counter{}
			t.book.counts[ck] = c
		}
		c.used = now
		switch {
		case hit:
			c.n++
			if c.n >= r.threshold {
				d := r.pause
				if r.retryAfter && resp != nil {
					if ra, ok := t.retryAfter(resp, p); ok {
						d = ra
					}
				}
				if r.factor > 1 && c.pauses > 0 {
					d = c.last * time.Duration(r.factor)
					if r.max > 0 && d > r.max {
						d = r.max
					}
				}
				c.n, c.pauses, c.last = 0, c.pauses+1, d
				key := string(r.scope) + "|" + v
				if old, ok := t.book.pauses[key]; !ok || old.until.Before(now.Add(d)) {
					t.book.pauses[key] = pause{until: now.Add(d), ptr: r.ptr}
				}
			}
		case len(conds) == 0:
			if r.consecutive {
				c.n = 0
			}
			c.pauses = 0
		}
		t.book.mu.Unlock()
	}
}

// Report tells the Transport of a condition that only the crawler sees, for the URL and the
// Fetch in ctx: a sync that failed ("sync-failed"), a system that does not answer
// ("system-unreachable"), a 403 that a comparison request showed to target the crawler's identity
// ("403-identifier"). The reactions of the policy count it as they count what the Transport sees
// itself, and the pauses they start hold the crawler's next requests.
func (t *Transport) Report(ctx context.Context, u *url.URL, cond policy.Condition) error {
	f := fetchFrom(ctx)
	p, err := t.planFor(f)
	if err != nil {
		return err
	}
	t.react(ctx, p, newTarget(u, f), nil, []policy.Condition{cond})
	return nil
}
