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

// pauseBook holds the pauses in force, the runs that reactions ended, and the counts that lead
// to them, per key; what has ended is dropped first. Counts are kept for at most max keys (beyond
// that, those unused for a day are dropped), and so are ended runs (beyond that, the run ended
// longest ago is forgotten).
type pauseBook struct {
	mu     sync.Mutex
	pauses map[string]pause
	counts map[string]*counter
	max    int
}

type pause struct {
	until time.Time
	ptr   string
	// stopped: a reaction ended the run that key names (stops_run), at until. Nothing resumes
	// it: every later request of that run is refused, whatever the clock says.
	stopped bool
}

// holds reports whether the pause still holds requests back at now.
func (p pause) holds(now time.Time) bool { return p.stopped || p.until.After(now) }

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

// paused returns the pause that holds key at now: one until a time, or a run that was ended.
func (b *pauseBook) paused(key string, now time.Time) (pause, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	p, ok := b.pauses[key]
	if !ok || !p.holds(now) {
		return pause{}, false
	}
	return p, true
}

// hold puts p on key, unless what holds key already holds it longer: a longer pause, or a run
// that was ended (which no pause shortens, and which a later stop does not date anew).
func (b *pauseBook) hold(key string, p pause) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.put(key, p)
}

// put is hold with b.mu held.
func (b *pauseBook) put(key string, p pause) {
	old, ok := b.pauses[key]
	switch {
	case ok && old.stopped:
		return
	case ok && !p.stopped && !old.until.Before(p.until):
		return
	}
	b.pauses[key] = p
}

func (b *pauseBook) sweep(now time.Time) {
	b.mu.Lock()
	defer b.mu.Unlock()
	var stopped []string
	for k, p := range b.pauses {
		switch {
		case p.stopped:
			stopped = append(stopped, k)
		case !p.until.After(now):
			delete(b.pauses, k)
		}
	}
	if len(stopped) > b.max {
		// More ended runs than the bound: forget those ended longest ago.
		slices.SortFunc(stopped, func(x, y string) int { return b.pauses[x].until.Compare(b.pauses[y].until) })
		for _, k := range stopped[:len(stopped)-b.max] {
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
			if c.n >= r.threshold && r.stopsRun {
				// The run ends (stops_run): no further request of it, whatever else holds it.
				c.n = 0
				t.book.put(string(r.scope)+"|"+v, pause{until: now, ptr: r.ptr, stopped: true})
			} else if c.n >= r.threshold {
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
				t.book.put(string(r.scope)+"|"+v, pause{until: now.Add(d), ptr: r.ptr})
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
