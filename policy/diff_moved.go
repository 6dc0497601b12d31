package policy

import (
	"encoding/json"
	"slices"
	"strings"
)

// perRequestLimits are the fields of limits that bound each request on its own, whatever else is
// sent: the general limits (with a target's over them) and an agent's own, which hold in addition
// (Effective), combine into one value per agent, as package polite enforces them: the conditional
// headers of both, the fewer redirects, the shorter timeout, the smaller body. A rate, a number
// at a time or a quota is counted, and where it is counted (for each agent, or shared) depends
// on where it stands; it is not among them.
var perRequestLimits = map[string]bool{
	"conditional_requests": true, "max_redirects": true, "redirects": true, "connect_timeout": true,
	"response_timeout": true, "transfer_timeout": true, "max_body_size": true, "larger_bodies": true,
}

// limitsField returns the field of a pointer into the general limits, a target's or an agent's
// (/limits/conditional_requests/0, /agents/X/limits/min_interval), for perRequestLimits and
// countedLimits to tell which it is; "" for any other pointer.
func limitsField(ptr string) string {
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	switch {
	case len(t) >= 2 && t[0] == "limits":
		return t[1]
	case len(t) >= 4 && (t[0] == "agents" || t[0] == "targets") && t[2] == "limits":
		return t[3]
	}
	return ""
}

// requestLimitsUnchanged reports whether the limits of each request in force (perRequestLimits,
// the general and an agent's own combined) are the same in old and new for every agent on every
// category of site, either policy's: then a value of them that was added, removed or changed only
// moved between the general limits, a target's and the agents' (conditional requests from
// [limits] into every [agents.X.limits]), or repeats one in force, and nothing a site receives
// changes (new-user trial 20, finding 19). An agent or target that one policy lacks is compared
// as the general limits that the other would apply to it.
func (d *differ) requestLimitsUnchanged() bool {
	return sameInForce(d, requestLimitsOf, equalRequestLimits)
}

// sameInForce reports whether of gives equal values (eq) in old and new for every agent on every
// category of site (and the general limits alone, target ""), either policy's; false when either
// policy is missing or of fails for one of them.
func sameInForce[T any](d *differ, of func(p *Policy, agent, target string) (T, bool), eq func(a, b T) bool) bool {
	if d.oldPolicy == nil || d.newPolicy == nil {
		return false
	}
	agents := keysOfBoth(d.oldPolicy.Agents.Keys(), d.newPolicy.Agents.Keys())
	targets := append([]string{""}, keysOfBoth(d.oldPolicy.Targets.Keys(), d.newPolicy.Targets.Keys())...)
	for _, a := range agents {
		for _, t := range targets {
			o, ok1 := of(d.oldPolicy, a, t)
			n, ok2 := of(d.newPolicy, a, t)
			if !ok1 || !ok2 || !eq(o, n) {
				return false
			}
		}
	}
	return true
}

// keysOfBoth is the keys of a, then those of b not in a.
func keysOfBoth(a, b []string) []string {
	out := slices.Clone(a)
	for _, k := range b {
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// requestLimits are the perRequestLimits in force for one agent's fetches from one category of
// site.
type requestLimits struct {
	conditional  []ConditionalHeader // sorted
	maxRedirects Count
	notFollowed  bool // redirects = "not-followed" in either set: no redirect followed, maxRedirects 0
	connect      Duration
	response     Duration
	transfer     Duration
	maxBody      Size
	larger       LargerBodies
}

// requestLimitsOf combines, as package polite does, the general limits in force for the target
// (the target's over the global) with the agent's own; an agent or target that p lacks is left
// out (its fetches are under the general limits alone).
func requestLimitsOf(p *Policy, agent, target string) (requestLimits, bool) {
	if !p.Agents.Has(agent) {
		agent = ""
	}
	if !p.Targets.Has(target) {
		target = ""
	}
	e, err := p.Effective(agent, target, "")
	if err != nil {
		return requestLimits{}, false
	}
	var r requestLimits
	for _, l := range []Limits{e.Limits, e.AgentLimits} {
		for _, h := range l.ConditionalRequests {
			if !slices.Contains(r.conditional, h) {
				r.conditional = append(r.conditional, h)
			}
		}
		if l.MaxRedirects != 0 && (r.maxRedirects == 0 || l.MaxRedirects < r.maxRedirects) {
			r.maxRedirects = l.MaxRedirects
		}
		r.notFollowed = r.notFollowed || l.Redirects == RedirectsNotFollowed
		if !l.ConnectTimeout.IsZero() && (r.connect.IsZero() || l.ConnectTimeout.Duration < r.connect.Duration) {
			r.connect = l.ConnectTimeout
		}
		if !l.ResponseTimeout.IsZero() && (r.response.IsZero() || l.ResponseTimeout.Duration < r.response.Duration) {
			r.response = l.ResponseTimeout
		}
		if !l.TransferTimeout.IsZero() && (r.transfer.IsZero() || l.TransferTimeout.Duration < r.transfer.Duration) {
			r.transfer = l.TransferTimeout
		}
		if l.MaxBodySize != 0 && (r.maxBody == 0 || l.MaxBodySize < r.maxBody) {
			// the limit of this set is in force, and so is what it says of a larger body
			r.maxBody, r.larger = l.MaxBodySize, l.LargerBodies
		}
	}
	slices.Sort(r.conditional)
	if r.notFollowed {
		r.maxRedirects = 0
	}
	return r, true
}

func equalRequestLimits(a, b requestLimits) bool {
	return slices.Equal(a.conditional, b.conditional) && a.maxRedirects == b.maxRedirects && a.notFollowed == b.notFollowed &&
		a.connect == b.connect && a.response == b.response && a.transfer == b.transfer && a.maxBody == b.maxBody && a.larger == b.larger
}

// countedLimits are the fields of limits that are counted (a rate, a number at a time, a quota,
// and what they count and how they are shared): the general limits (a target's over them) and an
// agent's own are two sets that both hold, each counted for the agent on its own unless shared
// across the operator's services (package polite's plan: the agent's set keyed by the agent, the
// general set for each agent's Transport, a shared one across services).
var countedLimits = map[string]bool{
	"min_interval": true, "interval_key": true, "default_interval": true, "interval_unit": true,
	"concurrency": true, "concurrency_unit": true, "concurrency_key": true,
	"shared_across_services": true, "on_coordination_failure": true, "counts": true,
	"quotas": true, "passes": true, "intervals": true, "response_time_delay": true,
}

// countedUnchanged reports whether the counted limits in force (countedOf) are the same in old
// and new for every agent on every category of site, either policy's: then a rate, a number at a
// time or a quota that was added, removed or changed only moved between the general limits and
// every agent's own (min_interval from [limits] into every [agents.X.limits]), or repeats one in
// force, and what a site receives does not change (new-user trial 20, finding 19).
func (d *differ) countedUnchanged() bool {
	return sameInForce(d, countedOf, slices.Equal[[]string])
}

// countedOf is the counted limits in force for one agent's fetches from one category of site, as
// a sorted set of limits, each with what it counts and whether and how it is shared: a rate (the
// interval with its key, unit and usual pace), a number at a time, each quota, each further
// interval, a wait from the response time, the passes. The general set and the agent's are
// counted alike for the agent unless shared, so a limit counts once whichever holds it; a shared
// one names its set, since the general set is shared by every agent and an agent's by its own
// instances. Where a job has caps, they are counted with the general set's counts and sharing,
// which are then in force too. An agent or target that p lacks is left out, as in requestLimitsOf.
func countedOf(p *Policy, agent, target string) ([]string, bool) {
	if !p.Agents.Has(agent) {
		agent = ""
	}
	if !p.Targets.Has(target) {
		target = ""
	}
	e, err := p.Effective(agent, target, "")
	if err != nil {
		return nil, false
	}
	var out []string
	add := func(set string, l Limits, shared bool, kind string, v any) {
		type atom struct {
			Set    string              `json:"set,omitempty"`
			Kind   string              `json:"kind"`
			Value  any                 `json:"value"`
			Counts []Counted           `json:"counts,omitempty"`
			OnFail CoordinationFailure `json:"on_coordination_failure,omitempty"`
		}
		a := atom{Kind: kind, Value: v, Counts: slices.Sorted(slices.Values(l.Counts))}
		if shared {
			a.Set, a.OnFail = set, l.OnCoordinationFailure
		}
		b, err := json.Marshal(a)
		if err != nil {
			panic("policy: " + err.Error())
		}
		if s := string(b); !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	for _, s := range []struct {
		name   string
		l      Limits
		shared bool
	}{
		{"general", e.Limits, e.Limits.SharedAcrossServices},
		{"agent", e.AgentLimits, e.AgentLimits.SharedAcrossServices || p.Limits.SharedAcrossServices},
	} {
		l := s.l
		if !l.MinInterval.IsZero() || !l.DefaultInterval.IsZero() {
			add(s.name, l, s.shared, "rate", []any{l.MinInterval, l.DefaultInterval, l.IntervalKey, l.IntervalUnit})
		}
		if l.Concurrency != 0 {
			add(s.name, l, s.shared, "concurrency", []any{l.Concurrency, l.ConcurrencyKey, l.ConcurrencyUnit})
		}
		for _, q := range l.Quotas {
			add(s.name, l, s.shared, "quota", q)
		}
		for _, iv := range l.Intervals {
			add(s.name, l, s.shared, "interval", iv)
		}
		if l.ResponseTimeDelay != nil {
			add(s.name, l, s.shared, "response_time_delay", *l.ResponseTimeDelay)
		}
		if l.Passes != nil {
			add(s.name, l, s.shared, "passes", *l.Passes)
		}
	}
	if slices.ContainsFunc(p.Jobs, func(j Job) bool { return len(j.Caps) > 0 }) {
		add("general", e.Limits, true, "job caps", nil)
	}
	slices.Sort(out)
	return out, true
}

// requestWithinUnit makes one change of a request's time limit stated in working days
// (within_working_days) that is now stated in calendar days (within_days), or back: at the new
// key, OldPointer the old one, never "no longer states how soon" beside "now states how soon"
// (new user 27, F-07). A change between the two units has no direction: ten working days may be
// more or fewer than fourteen days.
func requestWithinUnit(changes []Change) []Change {
	const wd, d = "/within_working_days", "/within_days"
	for i := range changes {
		c := &changes[i]
		if c.Kind != Added || !strings.HasPrefix(c.Pointer, "/contact/requests/") || (!strings.HasSuffix(c.Pointer, wd) && !strings.HasSuffix(c.Pointer, d)) {
			continue
		}
		base, other := strings.TrimSuffix(c.Pointer, d), wd
		if strings.HasSuffix(c.Pointer, wd) {
			base, other = strings.TrimSuffix(c.Pointer, wd), d
		}
		j := slices.IndexFunc(changes, func(r Change) bool { return r.Kind == Removed && r.Pointer == base+other })
		if j < 0 {
			continue
		}
		c.Kind, c.OldPointer, c.Old, c.Class, c.LessPolite = Changed, changes[j].Pointer, changes[j].Old, ClassContact, false
		changes[j].Kind = "" // dropped below
	}
	return slices.DeleteFunc(changes, func(c Change) bool { return c.Kind == "" })
}
