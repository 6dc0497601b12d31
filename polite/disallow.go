package polite

import (
	"context"
	"slices"

	"github.com/sitegen-dev/sitegen/policy"
)

// stoppedSite prefixes a site's name in the pause book once on_disallow's "stop-all" stopped it.
const stoppedSite = "stopped-site|"

// disallowStop is one thing agents.X.on_disallow stops: the key whose value names it, and the
// prefix of its hold in the pause book.
type disallowStop struct {
	effect policy.DisallowEffect
	scope  policy.Scope
	prefix string
}

// disallowStops are the effects of on_disallow that stop more than the address refused; the
// run's and the observation's holds are the keys a reaction with stops_run holds ("run|…").
var disallowStops = []disallowStop{
	{policy.DisallowEffectStopAll, policy.ScopeSite, stoppedSite},
	{policy.DisallowEffectStopRun, policy.ScopeRun, string(policy.ScopeRun) + "|"},
	{policy.DisallowEffectStopObservation, policy.ScopeObservation, string(policy.ScopeObservation) + "|"},
}

// stops are the disallowStops the agent's on_disallow states.
func stopsOf(a policy.Agent) []disallowStop {
	var out []disallowStop
	for _, s := range disallowStops {
		if slices.Contains(a.OnDisallow, s.effect) {
			out = append(out, s)
		}
	}
	return out
}

// stopKeys adds to b the keys of the holds that on_disallow's stops would put on the request, and
// returns b with the end of each appended to ends. A run or an observation that the Fetch does
// not name is a *KeyError: the Transport could not stop it. A site stopped ("stop-all") still
// has its robots.txt read, as the page says ("except for robots.txt itself"): the Transport's
// own fetch of it and its redirects, and the crawler's request for /robots.txt.
func (t *Transport) stopKeys(ctx context.Context, tg *target, b []byte, ends []int) ([]byte, []int, error) {
	for _, s := range t.stops {
		if s.effect == policy.DisallowEffectStopAll && (tg.kind == policy.CountedRobotsTxt || tg.u.Path == "/robots.txt") {
			continue
		}
		v, err := t.scope(ctx, tg, s.scope, t.onDisallowPtr)
		if err != nil {
			return b, ends, err
		}
		b = append(append(b, s.prefix...), v...)
		ends = append(ends, len(b))
	}
	return b, ends, nil
}

// disallowed applies agents.X.on_disallow to d, the refusal of an address by a rule of robots.txt:
// it marks d for the customer's report ("report-to-customer") and stops, for good, the site, the
// run or the observation of the request ("stop-all", "stop-run", "stop-observation"), in the
// store the reactions' pauses live in (a fleet's, where they are shared). "skip-path" is the
// refusal itself.
func (t *Transport) disallowed(ctx context.Context, p *plan, tg *target, d *DisallowedError) {
	d.Report = t.reportDisallowed
	if len(t.stops) == 0 {
		return
	}
	steps := make([]ReactionStep, 0, len(t.stops))
	for _, s := range t.stops {
		v, err := t.scope(ctx, tg, s.scope, t.onDisallowPtr)
		if err != nil {
			continue // refused before: stopKeys asks for the same keys at every request
		}
		d.Stopped = append(d.Stopped, s.effect)
		steps = append(steps, ReactionStep{Hit: true, Threshold: 1, StopsRun: true, Hold: s.prefix + v, Pointer: t.onDisallowPtr})
	}
	t.record(ctx, p, steps)
}

// refusedURL prefixes an address in the pause book once it was answered with one of the statuses
// of agents.X.refuse_with.
const refusedURL = "refused|"

// refused notes that the address of tg was answered with status, where agents.X.refuse_with lists
// it: the agent does not fetch that address again (*RefusedError), in the store the reactions'
// pauses live in.
func (t *Transport) refused(ctx context.Context, p *plan, tg *target, status int) {
	if !slices.Contains(t.refuseWith, status) {
		return
	}
	t.record(ctx, p, []ReactionStep{{Hit: true, Threshold: 1, StopsRun: true, Hold: refusedURL + tg.u.String(), Pointer: t.refusePtr}})
}
