package polite

import (
	"context"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// countKey is the key of a reaction's count for a request (the reaction, the value of its scope
// and of its within) and the key its pause holds (the scope and its value); ok is false where
// the request has no value for them (a pause per sync outside every sync).
func (t *Transport) countKey(ctx context.Context, tg *target, r reactionPlan) (count, hold string, ok bool) {
	v, err := t.scope(ctx, tg, r.scope, r.ptr+"/scope")
	if err != nil {
		return "", "", false
	}
	count = r.ptr + "|" + v
	if r.within != "" {
		w, err := t.scope(ctx, tg, r.within, r.ptr+"/within")
		if err != nil {
			return "", "", false
		}
		count += "|" + w
	}
	hold = string(r.scope) + "|" + v
	if r.untilRun {
		// pause_until = "next-run": counted and held in the request's run, so that the next run
		// starts with neither (new-user trial 32, F-08).
		run, err := t.scope(ctx, tg, policy.ScopeRun, r.ptr+"/pause_until")
		if err != nil {
			return "", "", false
		}
		count += runSuffix + run
		hold += runSuffix + run
	}
	return count, hold, true
}

// runSuffix separates, in the key of a pause until the next run, the scope's value from the run
// it holds.
const runSuffix = "|run:"

// slowValue is the value of errors.slow_down's scope for a request, which names its count
// (countPrefix) and the spacing key the count slows down (spacePrefix); ok is false where the
// request has no value for the scope (a key of the crawler's it does not name).
func (t *Transport) slowValue(ctx context.Context, tg *target, sd *slowPlan) (string, bool) {
	v, err := t.scope(ctx, tg, sd.scope, slowDownPtr+"/scope")
	if err != nil {
		return "", false
	}
	return v, true
}

// react counts the conditions an attempt met against the reactions of the plan and starts the
// pauses whose thresholds are reached, and the wait a Retry-After asks of the host name (ra > 0).
// Empty conds is a success: counts that must be consecutive start again, and so does the
// escalation. With a shared store the counts and pauses are in it (Store.React, one round trip,
// made only when a condition was met, or on a success when the admission found a count it ends):
// the fleet's where the general limits are shared across services (plan.sharedPauses), the
// agent's own otherwise (every instance of the agent's); while it cannot be reached, and without
// one, they are this process's.
func (t *Transport) react(ctx context.Context, p *plan, tg *target, resp *http.Response, conds []policy.Condition, ra time.Duration) {
	var steps []ReactionStep
	for _, r := range p.reactions {
		ck, hk, ok := t.countKey(ctx, tg, r)
		if !ok {
			continue
		}
		hit := slices.ContainsFunc(conds, func(c policy.Condition) bool { return slices.Contains(r.on, c) })
		if !hit && (len(conds) > 0 || !r.consecutive && r.factor <= 1) {
			continue // nothing to count, nothing a success ends
		}
		if !hit && tg.shared && !slices.Contains(tg.counting, ck) {
			continue // the shared store holds no count for the success to end
		}
		d := r.pause
		if r.untilOpens {
			// Until the job's windows of kind "only" next open, in site.time_zone: the span the
			// request was sent in ends, and the pause holds until a span begins on a day that is
			// none of the windows' except_days (new-user trial 31, F-02).
			now := t.clock.Now()
			if next, _ := nextOpening(p.only, now, t.policy.Site.TimeZone.Location); next.After(now) {
				d = next.Sub(now)
			}
		}
		if hit && r.retryAfter && resp != nil {
			if v, ok := t.retryAfter(resp, p); ok {
				d = v
			}
		}
		steps = append(steps, ReactionStep{Count: ck, Hit: hit, Threshold: r.threshold, Consecutive: r.consecutive,
			Pause: d, Factor: r.factor, Max: r.max, Hold: hk, Pointer: r.ptr, StopsRun: r.stopsRun || r.untilRun})
	}
	if sd := p.slow; sd != nil {
		// errors.slow_down, counted as a reaction is; at its threshold it raises the level of
		// its count, which the next admissions' spacing reads (Spacing.Slow), and pauses nothing.
		if v, ok := t.slowValue(ctx, tg, sd); ok {
			ck := sd.countPrefix + v
			hit := slices.ContainsFunc(conds, func(c policy.Condition) bool { return slices.Contains(sd.on, c) })
			switch {
			case hit:
				steps = append(steps, ReactionStep{Count: ck, Hit: true, Threshold: sd.threshold, Consecutive: sd.consecutive, SlowDown: true,
					Hold: sd.spacePrefix + v, Pointer: slowDownPtr})
			case len(conds) > 0 || !sd.consecutive:
				// nothing to count, nothing a success ends: a success never returns to the usual
				// interval, which the page does not state
			case tg.shared && !slices.Contains(tg.counting, ck):
				// the shared store holds no count for the success to end
			default:
				steps = append(steps, ReactionStep{Count: ck, Threshold: sd.threshold, Consecutive: true, SlowDown: true,
					Hold: sd.spacePrefix + v, Pointer: slowDownPtr})
			}
		}
	}
	if ra > 0 {
		// Retry-After asks for a wait before any follow-up request to the server (RFC 9110
		// §10.2.3), not only before this one's retry: the host name's other requests wait too.
		steps = append(steps, ReactionStep{Hit: true, Threshold: 1, Pause: ra, Hold: retryAfterKey + tg.host, Pointer: "/errors/retry_after"})
	}
	if len(steps) == 0 {
		return
	}
	holds := t.record(ctx, p, steps)
	// A pause a reaction started counts, as "paused", for the reactions that end the run after a
	// number of pauses; they end runs and start no pause, so that this counts once.
	// A pause until the next run is kept as a hold no clock ends, and is a pause all the same.
	if !slices.Contains(conds, policy.ConditionPaused) && slices.ContainsFunc(holds, func(h Hold) bool {
		return (!h.Stopped || p.untilRun(h.Pointer)) && h.Pointer != "/errors/retry_after"
	}) {
		t.react(ctx, p, tg, nil, []policy.Condition{policy.ConditionPaused}, 0)
	}
}

// record counts steps in the store the plan's pauses live in: the shared store where there is one
// and it can be reached, under the fleet's keys where the general limits are shared across
// services (plan.sharedPauses) and under the agent's own otherwise (ownKey: every instance of
// the agent, and no other agent, is held by them); this process's otherwise. It returns the
// pauses and stops they started, named as this process names them.
func (t *Transport) record(ctx context.Context, p *plan, steps []ReactionStep) []Hold {
	now := t.clock.Now()
	var holds []Hold
	counted := false
	if st := t.storeFor(now); st != Store(t.local) {
		asked := steps
		if !p.sharedPauses {
			asked = make([]ReactionStep, len(steps))
			for i, s := range steps {
				if s.Count != "" {
					s.Count = t.own + s.Count
				}
				if s.Hold != "" {
					s.Hold = t.own + s.Hold
				}
				asked[i] = s
			}
		}
		shared, err := st.React(context.WithoutCancel(ctx), now, asked)
		if err == nil {
			for i, h := range shared {
				h, _ = t.heldHere(h)
				shared[i] = h
				t.local.Hold(h)
			}
			holds, counted = shared, true
		} else {
			t.sharedMu.Lock()
			t.sharedDown = t.clock.Now().Add(rejoinAfter)
			t.sharedMu.Unlock()
		}
	}
	if !counted {
		// This process's own counts: no shared store, or it cannot be reached (the pause holds
		// this instance at least, whatever the policy says of a failed coordination).
		holds, _ = t.local.React(ctx, now, steps)
	}
	return holds
}

// ownKeys returns keys with the agent's own prefix (ownKey), in a new slice.
func (t *Transport) ownKeys(keys []string) []string {
	if len(keys) == 0 {
		return keys
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = t.own + k
	}
	return out
}

// heldHere is a pause heard of from the shared store as this process names it: the fleet's as it
// is, the agent's own without the agent's prefix; ok is false for another agent's, which holds
// none of this agent's requests.
func (t *Transport) heldHere(h Hold) (Hold, bool) {
	if rest, ok := strings.CutPrefix(h.Key, t.own); ok {
		h.Key = rest
		return h, true
	}
	return h, !strings.HasPrefix(h.Key, servicePrefix)
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
	t.react(ctx, p, newTarget(u, f), nil, []policy.Condition{cond}, 0)
	return nil
}

// untilRun reports whether ptr is a reaction of the plan whose pause lasts until the next run.
func (p *plan) untilRun(ptr string) bool {
	return slices.ContainsFunc(p.reactions, func(r reactionPlan) bool { return r.untilRun && r.ptr == ptr })
}
