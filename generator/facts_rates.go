package generator

import (
	"slices"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

func (b *builder) ratesSection() Section {
	l := b.l
	general := b.limitFacts(b.p.Limits, nil, "limits")
	first := Block{Facts: general}
	if len(general) > 0 && b.generalRate() {
		if all := b.allAgents(); !all.IsZero() {
			// Each crawler keeps the general limits on its own unless they are shared
			// (shared_across_services): package polite counts them per agent then, so two
			// crawlers may together send twice as much to a site (newuser9, finding 6).
			id := "limits.all_agents_each"
			if b.p.Limits.SharedAcrossServices {
				id = "limits.all_agents"
			}
			first.Paras = []Text{l.n(id, count(limitCount(b.p.Limits), ""), "Agents", all)}
		}
	}
	if len(general) > 0 {
		first.Paras = append(first.Paras, b.keyNotes()...)
	}
	if ownInterval(b.p.Limits) {
		// The interval sentence comes first (limitFacts): the jobs that keep an interval of
		// their own right after it, as its exceptions.
		first.Facts = slices.Insert(first.Facts, 1, b.jobIntervalFacts("")...)
	}
	blocks := []Block{first}
	for _, t := range b.p.Targets {
		e := b.effective("", t.ID)
		facts := b.limitFacts(t.Limits, &e, "targets", t.ID, "limits")
		if ownInterval(t.Limits) {
			facts = slices.Insert(facts, 1, b.jobIntervalFacts(t.ID)...)
		}
		switch {
		case len(general) == 0:
			// No general limits: nothing to replace or to apply besides the target's own.
		case len(facts) == 0 && !b.generalRate():
			// Nothing of its own, and the general limits state no rate: "the general limits
			// above apply" would point at a rate that is not there (new-user trial 20, F6).
		case len(facts) == 0:
			facts = []Text{l.t("limits.general_apply")}
		default:
			// The intro says what the list does to the general limits (policy.Effective: a
			// target's limit replaces the general one of the same field, quotas add): replace
			// one where the general limits set the same field, else only add to them.
			var intro Text
			switch {
			case len(facts) == len(t.Limits.Quotas):
				// Only quotas: nothing is replaced; one quota or several.
				intro = l.n("limits.target_quotas", count(len(t.Limits.Quotas), ""))
			case len(policy.Replaced(b.p.Limits, t.Limits)) > 0:
				// By the number of sentences below: de "das folgende Limit" over one, "jedes
				// der folgenden Limits" over several (German review 25, F9). The general rules
				// replaced are quoted as the page states them above: "any general limit of the
				// same kind" left the reader to work out whether "At most one request per
				// second" still held beside a minimum interval of 50 ms (German review 28, F2).
				if rules := replacedRules(general, policy.Replaced(b.p.Limits, t.Limits)); len(rules) > 0 {
					quoted := make([]Text, len(rules))
					for i, r := range rules {
						quoted[i] = l.t("limits.replaced_rule", "Rule", withoutFullStop(r))
					}
					replaced := l.n("limits.replaced_rules", count(len(rules), ""), "Rules", b.list(quoted, "and"))
					intro = l.n("limits.target_replaces", count(len(facts), ""), "Replaced", replaced)
				} else {
					intro = l.n("limits.target_overrides", count(len(facts), ""))
				}
			default:
				intro = l.n("limits.target_additional", count(len(facts), ""))
			}
			facts = append([]Text{intro}, facts...)
		}
		blocks = append(blocks, Block{ID: "target-" + t.ID, Heading: t.Label[b.lang], HeadingPointer: pointer("targets", t.ID, "label", b.lang), Facts: facts})
	}
	for _, a := range b.p.Agents {
		if facts := b.limitFacts(a.Limits, nil, "agents", a.ID, "limits"); len(facts) > 0 {
			blocks = append(blocks, Block{Heading: l.t("limits.agent_heading", "Token", b.agentNameText(a)).Plain(), Facts: facts})
		}
	}
	return b.section("rates", blocks...)
}

// qualifierFields are the fields of the limits (policy.json names) that qualify the sentence of
// another (its scope, its unit) rather than state a limit of their own.
var qualifierFields = map[string]bool{"interval_key": true, "interval_unit": true, "concurrency_key": true, "concurrency_unit": true}

// replacedRules are the sentences of the general limits (general, as limitFacts states them)
// that a category's limits replace, by the fields replaced (policy.Replaced): each sentence that
// states the value of one of them, "/limits/min_interval", and the value of no other field that
// is not replaced but a qualifier ("per host name": interval_key); the sentence on a failed
// coordination, which states the interval too, is not one of them.
func replacedRules(general []Text, replaced []string) []Text {
	isReplaced := map[string]bool{}
	for _, f := range replaced {
		isReplaced[f] = true
	}
	var rules []Text
	for _, t := range general {
		hit, other := false, false
		for _, ptr := range t.pointers() {
			field, ok := strings.CutPrefix(ptr, "/limits/")
			if !ok {
				continue
			}
			field, _, _ = strings.Cut(field, "/")
			switch {
			case isReplaced[field]:
				hit = true
			case !qualifierFields[field]:
				other = true
			}
		}
		if hit && !other {
			rules = append(rules, t)
		}
	}
	return rules
}

// ownInterval reports whether lim states an interval (min_interval or default_interval), which
// its block's first sentence states (limitFacts).
func ownInterval(lim policy.Limits) bool {
	return !lim.MinInterval.IsZero() || !lim.DefaultInterval.IsZero()
}

// jobIntervalFacts are the exceptions to the interval of a block of limits, the general one
// (target "") or a category of site's: one sentence for each job whose own interval
// (jobs.X.limits.min_interval) replaces it for its requests (policy.Effective), with the job's
// interval, pointing to the schedule, whose row states it too. A job of a category of site
// with an interval of its own is that category's exception; a job of any site is the general
// limits' and every such category's (new-user trial 21, finding 1: the page said 5 seconds for
// every request, 2 seconds for those of the OAI-PMH harvest).
func (b *builder) jobIntervalFacts(target string) []Text {
	var facts []Text
	for _, j := range b.p.Jobs {
		iv := j.Limits.MinInterval
		if iv.IsZero() {
			continue
		}
		switch {
		case j.Target == "":
		case target == "" && ownInterval(b.target(j.Target).Limits):
			continue // the exception of its category's block
		case target != "" && j.Target != target:
			continue
		}
		ptr := pointer("jobs", j.ID, "limits", "min_interval")
		facts = append(facts, b.l.t("limits.job_interval", "Job", b.jobRef(j.ID, pointer("jobs", j.ID, "limits")),
			"Interval", dur(iv.Duration, ptr), "Section", b.l.s("section.schedule")))
	}
	return facts
}

// allAgents names every agent by its product token ("`a`, `b` and `c`"), or an agent without
// one as its heading does (agentNameText), when there are several,
// for the sections whose rules hold for all of them (policy.Effective: the general limits and
// quotas, the windows); the zero Text when there is one agent, whom nothing needs to name.
func (b *builder) allAgents() Text {
	if len(b.p.Agents) < 2 {
		return Text{}
	}
	tokens := make([]Text, len(b.p.Agents))
	for i, a := range b.p.Agents {
		tokens[i] = b.agentMention(a)
	}
	return b.list(tokens, "and")
}

// generalRate reports whether the general limits state how often or how much (limitCount): a
// rate, a number at a time, a quota. Only then does a sentence point at them for that (whether
// they hold for each crawler or together, "the general limits … apply" in the table of jobs and
// for the sites outside every category); limits of each request alone (conditional requests,
// redirects, timeouts) are no answer to "how often" (new-user trial 20, finding 6).
func (b *builder) generalRate() bool { return limitCount(b.p.Limits) > 0 }

// limitCount is the number of limits that lim states (a rate, each further interval, a wait from
// the response time, a concurrency cap, each quota, the passes' interval and size), for the
// sentences that speak of them together: "this limit" or "these limits" (de round 3, 11).
func limitCount(lim policy.Limits) int {
	n := len(lim.Intervals) + len(lim.Quotas)
	for _, set := range []bool{!lim.MinInterval.IsZero() || !lim.DefaultInterval.IsZero(), lim.ResponseTimeDelay != nil, lim.Concurrency != 0,
		lim.Passes != nil && !lim.Passes.MinInterval.IsZero(), lim.Passes != nil && lim.Passes.MaxRequests != 0} {
		if set {
			n++
		}
	}
	return n
}

// coordinationFailureFact is the sentence of lim.OnCoordinationFailure, the limits block at
// atBase: with the interval a site may then see undercut where the block (or eff, the limits in
// force for a target) states one. The page and the review's quotation of it both use it.
func (b *builder) coordinationFailureFact(lim policy.Limits, eff *policy.Effective, atBase string) Text {
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	iv := dur(lim.MinInterval.Duration, at("min_interval"))
	if eff != nil {
		iv = dur(eff.Limits.MinInterval.Duration, eff.LimitPointer("min_interval"))
	}
	id := "coordination_failure." + string(lim.OnCoordinationFailure)
	if iv.d == 0 {
		return b.l.t(id).withPointer(at("on_coordination_failure"))
	}
	return b.l.t(id+"_interval", "Interval", iv).withPointer(at("on_coordination_failure"))
}

// limitFacts states a set of limits; eff, for a target's limits, is what applies to the target's
// sites, where a coordination failure finds the interval it refers to.
func (b *builder) limitFacts(lim policy.Limits, eff *policy.Effective, base ...any) []Text {
	l := b.l
	atBase := pointer(base...)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	// A rate's scope reads as the language says it of an interval (scope_between: fr "vers un
	// même site", pl "dla każdego serwera"), a count's as a share (scope_per: "per site").
	scoped := func(prefix string, s policy.Scope, field string) Text {
		if s == "" {
			return Text{}
		}
		return b.qualifier(b.enum(prefix, string(s), at(field)))
	}
	between := func(s policy.Scope, field string) Text { return scoped("scope_between", s, field) }
	key := func(s policy.Scope, field string) Text { return scoped("scope_per", s, field) }
	// A limit at a time states its scope as a share ({{.Key}}: "per host name") or of each one
	// ({{.Key.Each}}: pl "dla każdej nazwy hosta", as Polish says it beside its rates).
	concKey := textForms{base: key(lim.ConcurrencyKey, "concurrency_key"),
		forms: map[string]Text{"Each": between(lim.ConcurrencyKey, "concurrency_key")}}
	// A target's interval keeps the general interval_key where it sets none (policy.Effective):
	// the rate states the key in force.
	ivKey, ivKeyPtr := lim.IntervalKey, at("interval_key")
	if ivKey == "" && eff != nil && eff.Limits.IntervalKey != "" {
		ivKey, ivKeyPtr = eff.Limits.IntervalKey, eff.LimitPointer("interval_key")
	}
	var intervalKey, perSecondAnd Text
	if ivKey != "" {
		intervalKey = b.qualifier(b.enum("scope_between", string(ivKey), ivKeyPtr))
		// After "per second", the scope as the language joins a second share to a period
		// ({{.Key.And}}: de "pro Sekunde und Hostname", not "pro Sekunde je Hostname"; German
		// review 24, F24), as capAmount joins it to a cap's period.
		perSecondAnd = b.qualifier(b.enum("scope_per_and", string(ivKey), ivKeyPtr))
	}
	perSecondKey := textForms{base: intervalKey, forms: map[string]Text{"And": perSecondAnd}}
	var facts []Text
	minIv, defIv := lim.MinInterval.Duration, lim.DefaultInterval.Duration
	// What the interval and the limit at a time count: a page load (a page with the resources
	// it embeds) where the limits say so, in force from the general limits where these set none;
	// the sentences say "page load", never "request", and one sentence says what a page load is.
	ivUnit, ivUnitPtr := lim.IntervalUnit, at("interval_unit")
	concUnit, concUnitPtr := lim.ConcurrencyUnit, at("concurrency_unit")
	if eff != nil { // a target's limits: the general unit where it sets none
		if ivUnit == "" {
			ivUnit, ivUnitPtr = eff.Limits.IntervalUnit, eff.LimitPointer("interval_unit")
		}
		if concUnit == "" {
			concUnit, concUnitPtr = eff.Limits.ConcurrencyUnit, eff.LimitPointer("concurrency_unit")
		}
	}
	// A unit the policy states is stated by the interval's sentence, "requests" too ("At most
	// one request every 2 seconds"): the default written out is a value the page must state
	// (accessibility trial 20, finding 4: interval_unit = "requests" failed the build's proof).
	ivMark := func(t Text) Text {
		if ivUnit != "" {
			return t.withPointer(ivUnitPtr)
		}
		return t
	}
	ivID := func(id string) string {
		if ivUnit == policy.LoadUnitPageLoads {
			return id + "_page_loads"
		}
		return id
	}
	switch {
	case minIv > 0 && defIv > 0:
		// The usual pace and the limit it never exceeds, in one sentence: two sentences read as
		// two rules of which the reader must guess the one that applies.
		// The two intervals are a series: one unit is stated with its number, like the other
		// (de "2\u00a0Sekunden oder mehr, nie jedoch weniger als 1\u00a0Sekunde"; review 21, de P4).
		ivs := inSeries(dur(defIv, at("default_interval")), dur(minIv, at("min_interval")))
		facts = append(facts, ivMark(l.t(ivID("limits.default_and_min_interval"), "Interval", ivs[0], "Key", intervalKey, "Min", ivs[1])))
	case minIv == time.Second && b.l.unpublished[at("min_interval")] == "":
		// One second is said as a rate ("At most one request per second"); one the operator
		// does not publish has no count, and is stated as an interval (localizer.duration)
		// below. A shorter interval is said as the spacing it is: "At most 2 requests per
		// second" promised less, since two requests 1 ms apart keep it (new-user trial 21,
		// finding 13: min_interval = "500ms").
		facts = append(facts, ivMark(l.n(ivID("limits.per_second"), count(1, at("min_interval")), "Key", perSecondKey)))
	case minIv > 0:
		facts = append(facts, ivMark(l.t(ivID("limits.min_interval"), "Interval", dur(minIv, at("min_interval")), "Key", intervalKey)))
	case defIv > 0 && eff != nil && eff.Limits.MinInterval.Duration > 0:
		// A target's usual interval under a general minimum: the minimum still holds, and the
		// sentence says so rather than leave "normally" without its bound.
		ivs := inSeries(dur(defIv, at("default_interval")), dur(eff.Limits.MinInterval.Duration, eff.LimitPointer("min_interval")))
		facts = append(facts, ivMark(l.t(ivID("limits.default_and_min_interval"), "Interval", ivs[0], "Key", intervalKey, "Min", ivs[1])))
	case defIv > 0:
		facts = append(facts, ivMark(l.t(ivID("limits.default_interval"), "Interval", dur(defIv, at("default_interval")), "Key", intervalKey)))
	}
	if (minIv > 0 || defIv > 0) && ivUnit == policy.LoadUnitPageLoads {
		// What a page load is, once, after the interval that counts them.
		facts = append(facts, l.t("limits.page_load").withPointer(ivUnitPtr))
	}
	facts = append(facts, b.adaptiveLimitFacts(lim, base...)...)
	if lim.Concurrency != 0 {
		switch concUnit {
		case policy.ConcurrencyUnitPageLoads:
			facts = append(facts, l.n("limits.concurrency_page_loads", count(int(lim.Concurrency), at("concurrency")), "Key", concKey).withPointer(concUnitPtr))
		case policy.ConcurrencyUnitConnections:
			// "One connection at a time per server." (new-user trial 29, F-13)
			facts = append(facts, l.n("limits.concurrency_connections", count(int(lim.Concurrency), at("concurrency")), "Key", concKey).withPointer(concUnitPtr))
		default:
			t := l.n("limits.concurrency", count(int(lim.Concurrency), at("concurrency")), "Key", concKey)
			if concUnit != "" {
				t = t.withPointer(concUnitPtr) // "requests", stated
			}
			facts = append(facts, t)
		}
	}
	// What a page load is, once, where only the limit at a time counts them (after the
	// interval, where it does).
	if lim.Concurrency != 0 && concUnit == policy.ConcurrencyUnitPageLoads && !((minIv > 0 || defIv > 0) && ivUnit == policy.LoadUnitPageLoads) {
		facts = append(facts, l.t("limits.page_load").withPointer(concUnitPtr))
	}
	if lim.SharedAcrossServices {
		facts = append(facts, l.n("limits.shared_across_services", count(limitCount(lim), "")).withPointer(at("shared_across_services")))
	}
	if lim.OnCoordinationFailure != "" {
		facts = append(facts, b.coordinationFailureFact(lim, eff, atBase))
	}
	if len(lim.Counts) > 0 {
		facts = append(facts, l.n("limits.counts", count(limitCount(lim), ""), "What", enumList(b, "counted", lim.Counts, append(slices.Clone(base), "counts")...)))
	}
	for i, q := range lim.Quotas {
		qbase := append(slices.Clone(base), "quotas", i)
		// A language may open the sentence with the cap or what it counts ({{.Cap.Start}}: pl
		// "Najwyżej 12 żądań na godzinę na serwis.").
		// A quota of some jobs names them: it counts their requests together, no others (trial
		// 30, F-07).
		switch {
		case len(q.What) > 0 && len(q.Jobs) > 0:
			facts = append(facts, l.t("limits.quota_with_what_jobs", "What", startForms(b.label(q.What, append(slices.Clone(qbase), "what")...)), "Jobs", b.jobList(q.Jobs, append(slices.Clone(qbase), "jobs")...), "Cap", startForms(b.capAmount(q, qbase...))))
		case len(q.What) > 0:
			facts = append(facts, l.t("limits.quota_with_what", "What", startForms(b.label(q.What, append(slices.Clone(qbase), "what")...)), "Cap", startForms(b.capAmount(q, qbase...))))
		case len(q.Jobs) > 0:
			facts = append(facts, l.t("limits.quota_jobs", "Jobs", b.jobList(q.Jobs, append(slices.Clone(qbase), "jobs")...), "Cap", startForms(b.capAmount(q, qbase...))))
		default:
			facts = append(facts, l.t("limits.quota", "Cap", startForms(b.capAmount(q, qbase...))))
		}
	}
	if p := lim.Passes; p != nil {
		if !p.MinInterval.IsZero() {
			facts = append(facts, l.t("limits.passes_interval", "Interval", dur(p.MinInterval.Duration, at("passes", "min_interval"))))
		}
		if p.MaxRequests != 0 {
			facts = append(facts, l.n("limits.passes_max_requests", count(int(p.MaxRequests), at("passes", "max_requests"))))
		}
	}
	if u := b.unpublishedSize(at("max_redirects")); lim.MaxRedirects != 0 && u != "" {
		facts = append(facts, l.t("limits.max_redirects_unpublished").withPointer(u))
	} else if lim.MaxRedirects != 0 {
		facts = append(facts, l.n("limits.max_redirects", count(int(lim.MaxRedirects), at("max_redirects"))))
	}
	if lim.Redirects != "" {
		// "The crawler does not follow redirects." (new-user trial 29, F-12)
		facts = append(facts, b.enum("redirects", string(lim.Redirects), at("redirects")))
	}
	if lim.RedirectsWithin != "" {
		facts = append(facts, b.enum("redirects_within", string(lim.RedirectsWithin), at("redirects_within")))
	}
	if lim.RedirectsCheckRobotsTxt {
		facts = append(facts, l.t("limits.redirects_check_robots_txt").withPointer(at("redirects_check_robots_txt")))
	}
	if !lim.ConnectTimeout.IsZero() {
		facts = append(facts, l.t("limits.connect_timeout", "T", dur(lim.ConnectTimeout.Duration, at("connect_timeout"))))
	}
	if !lim.ResponseTimeout.IsZero() {
		facts = append(facts, l.t("limits.response_timeout", "T", dur(lim.ResponseTimeout.Duration, at("response_timeout"))))
	}
	if !lim.TransferTimeout.IsZero() {
		facts = append(facts, l.t("limits.transfer_timeout", "T", dur(lim.TransferTimeout.Duration, at("transfer_timeout"))))
	}
	if !lim.PageLoadTimeout.IsZero() {
		facts = append(facts, l.t("limits.page_load_timeout", "T", dur(lim.PageLoadTimeout.Duration, at("page_load_timeout"))))
	}
	if lim.MaxBodySize != 0 {
		// What happens to a larger body, where the policy says: this block's own, or, for a
		// target that sets only the size, the one in force (policy.Effective).
		larger, ptr := lim.LargerBodies, at("larger_bodies")
		if larger == "" && eff != nil {
			larger, ptr = eff.Limits.LargerBodies, eff.LimitPointer("larger_bodies")
		}
		id, size := "limits.max_body_size", b.size(lim.MaxBodySize, at("max_body_size"))
		if larger != "" {
			id += "_" + string(larger)
		}
		var t Text
		if u := b.unpublishedSize(at("max_body_size")); u != "" {
			t = l.t(id + "_unpublished").withPointer(u)
		} else {
			t = l.t(id, "Size", size)
		}
		if larger != "" {
			t = t.withPointer(ptr)
		}
		facts = append(facts, t)
	}
	if len(lim.ConditionalRequests) > 0 {
		headers := make([]Text, len(lim.ConditionalRequests))
		for i, h := range lim.ConditionalRequests {
			headers[i] = code(at("conditional_requests", i), string(h))
		}
		facts = append(facts, l.t("limits.conditional_requests", "Headers", b.list(headers, "and")))
	}
	return facts
}

// capText states a cap with what it counts, for a line of its own: "missing files caught up: at
// most 200 files per hour per system".
func (b *builder) capText(q policy.Cap, base ...any) Text {
	t := b.capAmount(q, base...)
	if len(q.What) > 0 {
		t = b.l.t("cap.with_what", "What", b.labelAt(q.What, sub(pointer(base...), "what")), "Cap", t)
	}
	return t
}

// capOwner is where the cap at ptr stands, without its list: "/limits" for "/limits/quotas/0",
// "/jobs/poll" for "/jobs/poll/caps/1" (policy.Policy.CapJobs).
func capOwner(ptr string) string {
	ptr = ptr[:max(strings.LastIndex(ptr, "/"), 0)]
	return ptr[:max(strings.LastIndex(ptr, "/"), 0)]
}

// reCheckWithin returns the time limit of the request of kind "re-check" that names job id
// (contact.requests[].within_working_days or within_days), the pointer to it, and whether it
// counts calendar days; n is 0 where no such request states one.
func (b *builder) reCheckWithin(id string) (n policy.Count, ptr string, days bool) {
	for i, r := range b.p.Contact.Requests {
		if r.Kind != policy.RequestKindReCheck || !slices.Contains(r.Jobs, id) {
			continue
		}
		if r.WithinDays != 0 {
			return r.WithinDays, pointer("contact", "requests", i, "within_days"), true
		}
		if r.WithinWorkingDays != 0 {
			return r.WithinWorkingDays, pointer("contact", "requests", i, "within_working_days"), false
		}
	}
	return 0, "", false
}

// reChecks reports whether the job at owner ("/jobs/recheck") carries out a request of kind
// "re-check" (contact.requests[].jobs names it).
func (b *builder) reChecks(owner string) bool {
	id, ok := strings.CutPrefix(owner, "/jobs/")
	if !ok {
		return false
	}
	return slices.ContainsFunc(b.p.Contact.Requests, func(r policy.Request) bool {
		return r.Kind == policy.RequestKindReCheck && slices.Contains(r.Jobs, id)
	})
}

// capAmount states a cap without what it counts: "at most 12 requests per hour per site". A cap
// across all sites says so after the amount, as the languages phrase it ("…, across all sites
// together").
func (b *builder) capAmount(q policy.Cap, base ...any) Text {
	l := b.l
	atBase := pointer(base...)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	unit := string(q.CapUnitOrDefault())
	if q.Unit == policy.CapUnitRuns && b.reChecks(capOwner(atBase)) {
		// A run of a job that carries out a site's request to be checked again is a re-check:
		// "at most 2 re-checks per hour per registrable domain" (new-user trial 30, F-06).
		unit = "re-checks"
	}
	var per []Text
	if !q.Period.IsZero() {
		per = append(per, l.t("cap.period", "Period", dur(q.Period.Duration, at("period"))))
	}
	var run Text
	if q.PerRun {
		run = l.t("cap.per_run").withPointer(at("per_run"))
	}
	var dates Text
	if q.PerDates {
		// Counted once over the span of the jobs' dates, with no reset (cap.per_dates: "over the
		// whole period from 11 January 2027 to 9 April 2027"; new-user trial 27, F-09).
		if from, until, ok := b.p.CapDates(capOwner(atBase)); ok {
			dates = l.t("cap.per_dates", "From", b.date(from, ""), "Until", b.date(until, "")).withPointer(at("per_dates"))
		}
	}
	switch {
	case q.Key != "" && q.Key != policy.ScopeAllSites:
		// After a period or "per run", the scope as the language joins a second one to it
		// (scope_per_and: de "pro Stunde und Website", not "pro Stunde je Website"; German
		// review 24, F24; pl "na godzinę dla każdego serwisu", not "na godzinę na serwis",
		// Polish review 24, P1); alone, as a share (scope_per).
		family := "scope_per"
		if len(per) > 0 || q.PerRun {
			family = "scope_per_and"
		}
		key := b.enum(family, string(q.Key), at("key"))
		if q.PerRun {
			// "Per run" and the scope in the order the language gives them (cap.run_and_key):
			// pl "dla każdej gminy w jednym przebiegu", where "w jednym przebiegu na gminę" read
			// as the one run of each municipality (Polish review 24, P2).
			key = l.t("cap.run_and_key", "Run", run, "Key", key)
		}
		if len(dates.Segments) > 0 {
			// The scope, then the span it is counted over (cap.dates_and_key).
			key = l.t("cap.dates_and_key", "Key", key, "Dates", dates)
		}
		per = append(per, key)
	case q.PerRun:
		per = append(per, run)
	case len(dates.Segments) > 0:
		per = append(per, dates)
	}
	perText := Text{}
	if len(per) > 0 {
		perText = b.qualifier(join(per, l.s("cap.qualifier_separator")))
	}
	var t Text
	switch {
	case q.Unpublished:
		t = l.t("cap.unpublished", "Unit", l.t("unit_name."+unit), "Per", perText).withPointer(at("unpublished"))
	case q.Min != 0 && q.Min == q.Max:
		// Equal ends are that number: "35 pages per year", never "35 to 35 pages".
		t = l.n("cap.exact."+unit, count(int(q.Max), at("max")), "Per", perText).withPointer(at("min"))
	case q.Min != 0:
		t = l.n("cap.range."+unit, count(int(q.Max), at("max")), "Min", l.count(count(int(q.Min), at("min"))), "Per", perText)
	default:
		t = l.n("cap.max."+unit, count(int(q.Max), at("max")), "Per", perText)
	}
	if q.Unit != "" {
		t = t.withPointer(at("unit"))
	}
	if q.Key == policy.ScopeAllSites {
		t = l.t("cap.all_sites", "Cap", t).withPointer(at("key"))
	}
	return t
}

// ——— When ———

// keyNotes say what "per site" and "per server" count, where the general limits count per one of
// them (newuser9, finding 6: is images.example.org the same site as www.example.org?), each at
// the pointers of the keys that use it. A site is what the crawler counts as one (package
// polite: the host name, unless its caller groups them), so the note on sites says that another
// host name may count as another site, the most a reader must expect. "Per host name" is the
// field's own term (RFC 9309 reads robots.txt per host), defined in the reference, not on the
// page, whose weight the French civic-ingestor page keeps within pageBudget.
func (b *builder) keyNotes() []Text {
	var notes []Text
	for _, s := range []policy.Scope{policy.ScopeSite, policy.ScopeServer} {
		var ptrs []string
		if b.p.Limits.IntervalKey == s {
			ptrs = append(ptrs, "/limits/interval_key")
		}
		if b.p.Limits.ConcurrencyKey == s {
			ptrs = append(ptrs, "/limits/concurrency_key")
		}
		if len(ptrs) == 0 {
			continue
		}
		t := b.l.t("limits.key_note." + string(s))
		for _, p := range ptrs {
			t = t.withPointer(p)
		}
		notes = append(notes, t)
	}
	return notes
}
