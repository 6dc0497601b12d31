package policy

import (
	"fmt"
	"slices"
)

// Effective is what applies to one agent's fetches from one category of site for one job: the
// answer to "which limit wins", computed in one place for the pages, the diff and the enforcement
// (package polite). Policy.Effective computes it; every field is a copy, so changing it changes no
// policy.
//
// Precedence (the model's, stated on every page):
//   - Limits: the global limits, with each field the target sets replacing the global one (a
//     target's min_interval replaces the global min_interval and keeps the global interval_key if
//     it sets none); quotas add: the global quotas and the target's all hold.
//   - AgentLimits: the agent's own limits hold in addition to Limits (each is a separate
//     constraint: an interval per observation besides the interval per site).
//   - A job's own limits (jobs.X.limits, min_interval alone) replace, for its requests, the
//     field of Limits they set, after the target's: its interval is counted on the same key as
//     the general one, so it spaces a request of the job from any request to the site.
//   - RobotsTxt: the global handling, with the agent's own check (agents.X.robots_txt_check)
//     replacing the global one, each field of its agents.X.robots_txt_handling replacing the
//     global field, and Read false where the target does not read robots.txt, or where the job
//     does not obey it (jobs.X.robots_txt = "not-read") and no Crawl-delay spaces its fetches
//     (with crawl_delay = "applied" and an honoured Crawl-delay, CrawlDelayOnly instead).
//   - Reactions: the global reactions whose jobs include the job (or name none), then the job's own.
//   - Windows: the windows that name the target, or name none; a window of kind "only" applies to
//     the jobs it names alone.
type Effective struct {
	// Agent, Target and Job are the keys this answer is for; Target and Job may be empty.
	Agent, Target, Job string
	// Limits are the global limits with the target's fields over them (quotas: both), and the
	// job's over those.
	Limits Limits
	// QuotaPointers are the JSON Pointers of Limits.Quotas, one for each, in order
	// (/limits/quotas/0, /targets/X/limits/quotas/0).
	QuotaPointers []string
	// AgentLimits are the agent's own limits, which hold in addition to Limits.
	AgentLimits Limits
	// RobotsTxt is how robots.txt is read for these fetches.
	RobotsTxt EffectiveRobotsTxt
	// Retries is the retry schedule of a single request (errors.retries), nil when none is stated.
	Retries *Retries
	// RetryAfter and RetryAfterMax are whether Retry-After is honoured and its cap.
	RetryAfter    RetryAfterUse
	RetryAfterMax Duration
	// Reactions are the pauses that apply: the global ones for this job, then the job's own.
	Reactions []EffectiveReaction
	// Windows are the quiet and preferred windows that apply to the target, and the windows of
	// kind "only" that name the job (outside all of which it sends nothing).
	Windows []Window
	// Caps are the job's own caps per run or period (jobs.X.caps).
	Caps []Cap
	// ItemRetry is the job's retry schedule of a failed item (jobs.X.retry), nil when none.
	ItemRetry *Schedule
	// Timeout is the job's timeout (jobs.X.timeout), zero when none.
	Timeout Duration

	// fromTarget and fromJob hold the policy.json names of the limits the target and the job
	// set.
	fromTarget, fromJob map[string]bool
}

// LimitPointer returns the JSON Pointer of the value in force of a field of Limits, named as in
// policy.json ("min_interval", "max_redirects"): the job's (/jobs/X/limits/min_interval) where
// it sets the field, else the target's (/targets/X/limits/min_interval) where that sets it, the
// global one (/limits/min_interval) otherwise. The quotas, which add, have QuotaPointers instead.
func (e Effective) LimitPointer(field string) string {
	if e.fromJob[field] {
		return "/jobs/" + EscapeToken(e.Job) + "/limits/" + field
	}
	if e.fromTarget[field] {
		return "/targets/" + EscapeToken(e.Target) + "/limits/" + field
	}
	return "/limits/" + field
}

// EffectiveRobotsTxt is the robots.txt handling for an agent and a category of site.
type EffectiveRobotsTxt struct {
	// Read is false where the target's sites are fetched without reading robots.txt
	// (targets.X.robots_txt = "not-read"), for an agent that does not obey it
	// (agents.X.robots_txt = "not-read") unless a Crawl-delay still spaces them
	// (agents.X.crawl_delay = "applied": CrawlDelayOnly), and for a job whose fetches do not obey it
	// (jobs.X.robots_txt = "not-read") unless a Crawl-delay still spaces them (CrawlDelayOnly).
	Read bool
	// RobotsTxt is the global handling (robots_txt), with Check the agent's own where it sets one.
	RobotsTxt
	// CheckPointer is the JSON Pointer of the Check in force: /agents/X/robots_txt_check or
	// /robots_txt/check.
	CheckPointer string
	// CrawlDelayOnly is true where the job's fetches do not obey robots.txt but a Crawl-delay
	// line spaces them (jobs.X.robots_txt = "not-read" with crawl_delay = "applied", or the
	// agent's agents.X.robots_txt = "not-read" with crawl_delay = "applied"): robots.txt
	// is read for that line alone; its rules do not hold, and an unavailable or unreachable
	// robots.txt stops nothing (it spaces nothing either).
	CrawlDelayOnly bool
	// JobPointer is /jobs/X/robots_txt where the job's own robots_txt made Read false or
	// CrawlDelayOnly true, else empty.
	JobPointer string

	agent     string
	fromAgent map[string]bool // the policy.json names of the fields the agent sets
}

// Pointer returns the JSON Pointer of the value in force of a field of RobotsTxt, named as in
// policy.json ("cache_for"): the agent's (/agents/X/robots_txt_handling/cache_for) where it sets
// the field, the global one (/robots_txt/cache_for) otherwise.
func (r EffectiveRobotsTxt) Pointer(field string) string {
	if r.fromAgent[field] {
		return "/agents/" + EscapeToken(r.agent) + "/robots_txt_handling/" + field
	}
	return "/robots_txt/" + field
}

// EffectiveReaction is a reaction that applies, with the JSON Pointer it stands at
// (/errors/reactions/1 or /jobs/X/reactions/0).
type EffectiveReaction struct {
	Reaction
	Pointer string
}

// Effective returns what applies to the fetches of the agent (key in agents) from the target (key
// in targets, or "" for sites outside every category) for the job (key in jobs, or ""). A job
// names its agent and target: either may then be left empty, and a different one is an error.
// Without an agent or job, what an agent sets for itself (its limits, its robots.txt check) is
// left out: the answer is what holds for every agent. An unknown key is an error.
func (p *Policy) Effective(agent, target, job string) (Effective, error) {
	var j Job
	if job != "" {
		var ok bool
		if j, ok = p.Jobs.Get(job); !ok {
			return Effective{}, fmt.Errorf("policy: no job %q (jobs: %v)", job, p.Jobs.Keys())
		}
		switch {
		case agent == "":
			agent = j.Agent
		case agent != j.Agent:
			return Effective{}, fmt.Errorf("policy: job %q is fetched by agent %q, not %q", job, j.Agent, agent)
		}
		switch {
		case target == "":
			target = j.Target
		case j.Target != "" && target != j.Target:
			return Effective{}, fmt.Errorf("policy: job %q fetches from target %q, not %q", job, j.Target, target)
		}
	}
	var a Agent
	ok := true
	if agent != "" {
		if a, ok = p.Agents.Get(agent); !ok {
			return Effective{}, fmt.Errorf("policy: no agent %q (agents: %v)", agent, p.Agents.Keys())
		}
	}
	var t Target
	if target != "" {
		if t, ok = p.Targets.Get(target); !ok {
			return Effective{}, fmt.Errorf("policy: no target %q (targets: %v)", target, p.Targets.Keys())
		}
	}
	limits, fromTarget := overrideLimits(p.Limits, t.Limits)
	limits, fromJob := overrideLimits(limits, j.Limits)
	e := Effective{
		Agent: agent, Target: target, Job: job,
		Limits:        limits,
		fromTarget:    fromTarget,
		fromJob:       fromJob,
		AgentLimits:   cloneLimits(a.Limits),
		Retries:       cloneRetries(p.Errors.Retries),
		RetryAfter:    p.Errors.RetryAfter,
		RetryAfterMax: p.Errors.RetryAfterMax,
		Caps:          slices.Clone(j.Caps),
		Timeout:       j.Timeout,
	}
	robots, fromAgent := overrideRobots(p.RobotsTxt, a.RobotsTxtHandling)
	e.RobotsTxt = EffectiveRobotsTxt{Read: (target == "" || t.ReadsRobotsTxt()) && a.RobotsTxt != RobotsUseNotRead, RobotsTxt: robots, CheckPointer: "/robots_txt/check", agent: agent, fromAgent: fromAgent}
	honoured := robots.CrawlDelay == CrawlDelayHonoured || robots.CrawlDelay == CrawlDelayHonouredIfLonger
	if a.RobotsTxt == RobotsUseNotRead && a.CrawlDelay == AppliedYes && honoured && (target == "" || t.ReadsRobotsTxt()) {
		// The agent obeys no rule of robots.txt but reads it for its Crawl-delay alone.
		e.RobotsTxt.Read, e.RobotsTxt.CrawlDelayOnly = true, true
	}
	if e.RobotsTxt.Read && !e.RobotsTxt.CrawlDelayOnly && j.RobotsTxt == RobotsUseNotRead {
		// The job's fetches do not obey robots.txt: read, if at all, for its Crawl-delay alone.
		e.RobotsTxt.Read = j.CrawlDelay == AppliedYes && honoured
		e.RobotsTxt.CrawlDelayOnly = e.RobotsTxt.Read
		e.RobotsTxt.JobPointer = "/jobs/" + EscapeToken(job) + "/robots_txt"
	}
	if a.RobotsTxtCheck != "" {
		e.RobotsTxt.Check = a.RobotsTxtCheck
		e.RobotsTxt.CheckPointer = "/agents/" + EscapeToken(agent) + "/robots_txt_check"
	}
	for i := range p.Limits.Quotas {
		e.QuotaPointers = append(e.QuotaPointers, fmt.Sprintf("/limits/quotas/%d", i))
	}
	for i := range t.Limits.Quotas {
		e.QuotaPointers = append(e.QuotaPointers, fmt.Sprintf("/targets/%s/limits/quotas/%d", EscapeToken(target), i))
	}
	for i, r := range p.Errors.Reactions {
		if len(r.Jobs) == 0 || slices.Contains(r.Jobs, job) {
			e.Reactions = append(e.Reactions, EffectiveReaction{cloneReaction(r), fmt.Sprintf("/errors/reactions/%d", i)})
		}
	}
	for i, r := range j.Reactions {
		e.Reactions = append(e.Reactions, EffectiveReaction{cloneReaction(r), fmt.Sprintf("/jobs/%s/reactions/%d", EscapeToken(job), i)})
	}
	for _, w := range p.Windows {
		if w.Kind == WindowKindOnly && !slices.Contains(w.Jobs, job) {
			continue // the only hours of other jobs
		}
		if len(w.Targets) == 0 || slices.Contains(w.Targets, target) {
			w.Hours = slices.Clone(w.Hours)
			w.Targets = slices.Clone(w.Targets)
			e.Windows = append(e.Windows, w)
		}
	}
	if j.Retry != nil {
		s := *j.Retry
		s.Delays = slices.Clone(s.Delays)
		e.ItemRetry = &s
	}
	return e, nil
}

// overrideLimits returns global with every field that over sets replacing it (a field is set when
// it is not its zero value: a list when it is not empty, Passes when it is not nil), except the
// quotas, which add: global's first, then over's. It also returns the policy.json names of the
// fields over sets. This is the precedence of a target's limits over the global ones.
// Replaced lists, by their policy.json names and sorted, the fields of over (a target's limits)
// that replace a field the global limits set too; quotas never replace, they add.
func Replaced(global, over Limits) []string {
	_, inGlobal := overrideLimits(Limits{}, global)
	_, inOver := overrideLimits(Limits{}, over)
	var names []string
	for name := range inOver {
		if inGlobal[name] {
			names = append(names, name)
		}
	}
	// Redirects not followed replace the general statements of redirects followed, and the
	// reverse (overrideLimits).
	switch {
	case inOver["redirects"]:
		for _, name := range []string{"max_redirects", "redirects_within", "redirects_check_robots_txt"} {
			if inGlobal[name] && !slices.Contains(names, name) {
				names = append(names, name)
			}
		}
	case inOver["max_redirects"] && inGlobal["redirects"]:
		names = append(names, "redirects")
	}
	slices.Sort(names)
	return names
}

func overrideLimits(global, over Limits) (Limits, map[string]bool) {
	e := cloneLimits(global)
	set := map[string]bool{}
	dur := func(name string, dst *Duration, v Duration) {
		if !v.IsZero() {
			*dst, set[name] = v, true
		}
	}
	dur("min_interval", &e.MinInterval, over.MinInterval)
	dur("default_interval", &e.DefaultInterval, over.DefaultInterval)
	dur("connect_timeout", &e.ConnectTimeout, over.ConnectTimeout)
	dur("response_timeout", &e.ResponseTimeout, over.ResponseTimeout)
	dur("transfer_timeout", &e.TransferTimeout, over.TransferTimeout)
	dur("page_load_timeout", &e.PageLoadTimeout, over.PageLoadTimeout)
	scope := func(name string, dst *Scope, v Scope) {
		if v != "" {
			*dst, set[name] = v, true
		}
	}
	scope("interval_key", &e.IntervalKey, over.IntervalKey)
	scope("concurrency_key", &e.ConcurrencyKey, over.ConcurrencyKey)
	if over.Concurrency != 0 {
		e.Concurrency, set["concurrency"] = over.Concurrency, true
	}
	if over.IntervalUnit != "" {
		e.IntervalUnit, set["interval_unit"] = over.IntervalUnit, true
	}
	if over.ConcurrencyUnit != "" {
		e.ConcurrencyUnit, set["concurrency_unit"] = over.ConcurrencyUnit, true
	}
	if over.SharedAcrossServices {
		e.SharedAcrossServices, set["shared_across_services"] = true, true
	}
	if over.OnCoordinationFailure != "" {
		e.OnCoordinationFailure, set["on_coordination_failure"] = over.OnCoordinationFailure, true
	}
	if len(over.Counts) > 0 {
		e.Counts, set["counts"] = slices.Clone(over.Counts), true
	}
	e.Quotas = append(e.Quotas, cloneCaps(over.Quotas)...)
	if over.Passes != nil {
		ps := *over.Passes
		e.Passes, set["passes"] = &ps, true
	}
	// Redirects not followed and a number followed exclude each other (validate): a target's
	// statement of either replaces the general one, with what qualifies the redirects followed.
	if over.Redirects != "" {
		e.Redirects, set["redirects"] = over.Redirects, true
		e.MaxRedirects, e.RedirectsWithin, e.RedirectsCheckRobotsTxt = 0, "", false
	}
	if over.MaxRedirects != 0 {
		e.MaxRedirects, set["max_redirects"] = over.MaxRedirects, true
		if over.Redirects == "" {
			e.Redirects = ""
		}
	}
	if over.RedirectsWithin != "" {
		e.RedirectsWithin, set["redirects_within"] = over.RedirectsWithin, true
	}
	if over.RedirectsCheckRobotsTxt {
		e.RedirectsCheckRobotsTxt, set["redirects_check_robots_txt"] = true, true
	}
	if over.MaxBodySize != 0 {
		e.MaxBodySize, set["max_body_size"] = over.MaxBodySize, true
	}
	if over.LargerBodies != "" {
		e.LargerBodies, set["larger_bodies"] = over.LargerBodies, true
	}
	if len(over.ConditionalRequests) > 0 {
		e.ConditionalRequests, set["conditional_requests"] = slices.Clone(over.ConditionalRequests), true
	}
	if len(over.Intervals) > 0 {
		e.Intervals, set["intervals"] = slices.Clone(over.Intervals), true
	}
	if over.ResponseTimeDelay != nil {
		d := *over.ResponseTimeDelay
		e.ResponseTimeDelay, set["response_time_delay"] = &d, true
	}
	return e, set
}

func cloneLimits(l Limits) Limits {
	l.Counts = slices.Clone(l.Counts)
	l.Quotas = cloneCaps(l.Quotas)
	l.ConditionalRequests = slices.Clone(l.ConditionalRequests)
	l.Intervals = slices.Clone(l.Intervals)
	if l.ResponseTimeDelay != nil {
		d := *l.ResponseTimeDelay
		l.ResponseTimeDelay = &d
	}
	if l.Passes != nil {
		ps := *l.Passes
		l.Passes = &ps
	}
	return l
}

func cloneCaps(cs []Cap) []Cap {
	out := slices.Clone(cs)
	for i := range out {
		out[i].What = cloneLabel(out[i].What)
	}
	return out
}

func cloneLabel(l Label) Label {
	if l == nil {
		return nil
	}
	out := make(Label, len(l))
	for k, v := range l {
		out[k] = v
	}
	return out
}

func cloneRetries(r *Retries) *Retries {
	if r == nil {
		return nil
	}
	c := Retries{On: slices.Clone(r.On), Delays: slices.Clone(r.Delays)}
	return &c
}

func cloneReaction(r Reaction) Reaction {
	r.On = slices.Clone(r.On)
	r.Jobs = slices.Clone(r.Jobs)
	if r.Escalation != nil {
		e := *r.Escalation
		r.Escalation = &e
	}
	return r
}
