package generator

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

func (b *builder) robotsSection() Section {
	l, r := b.l, b.p.RobotsTxt
	var facts []Text
	check := "robots.check"
	for _, a := range b.p.Agents {
		if a.RobotsTxtCheck != "" {
			check = "robots.check_default" // some agents read it at other times
		}
	}
	if r.Check != "" {
		facts = append(facts, l.t(check, "Check", b.enum("robots_check", string(r.Check), "/robots_txt/check")))
	}
	if r.PerHostname {
		facts = append(facts, l.t("robots.per_hostname").withPointer("/robots_txt/per_hostname"))
	}
	facts = append(facts, b.robotsFacts(r, "/robots_txt", "")...)
	if slices.ContainsFunc(b.p.Agents, func(a policy.Agent) bool { return a.RobotsTxtHandling != nil }) {
		// Some crawlers read robots.txt otherwise: their blocks say how.
		var own []Text
		for _, a := range b.p.Agents {
			if a.RobotsTxtHandling != nil {
				own = append(own, b.agentRef(a.ID, pointer("agents", a.ID, "robots_txt_handling")))
			}
		}
		facts = append(facts, l.n("robots.agent_handling", count(len(own), ""), "Agents", b.agentsAs("subject", len(own), b.list(own, "and")), "Section", l.s("section.identification")))
	}

	// Advice on groups, for the agents that read robots.txt and have a token a group can name:
	// RFC 9309 §2.2.1's matching.
	var groups []Text
	var tokens []Text
	var star []string // the group_matching of each agent that states that it obeys the "*" group
	for _, a := range b.p.Agents {
		if r := b.effective(a.ID, "").RobotsTxt; a.Token == "" || !r.Read || !b.p.ObeysRobotsTxt(a) || b.p.NoJobObeysRobotsTxt(a) {
			continue
		}
		tokens = append(tokens, code(pointer("agents", a.ID, "token"), string(a.Token)))
		if a.StatesStarGroup() { // RFC 9309's reading of the "*" group (the first one alone for "first-group"), where the policy says so
			star = append(star, pointer("agents", a.ID, "group_matching"))
		}
	}
	notRead := b.notReadingRobotsTxt()
	if len(tokens) > 0 {
		// A group covers only the fetches for which robots.txt is read.
		ownGroup := "robots.own_group"
		if len(notRead) > 0 || b.embeddedWithoutRobotsTxt() || len(b.jobsNotObeying("")) > 0 {
			ownGroup = "robots.own_group_where_read"
		}
		// One group per crawler: with several, the sentence says so and lists their tokens
		// (pl 6: "a group that names A or B" read as one group for both).
		conj := "or"
		if len(tokens) > 1 {
			conj = "and"
		}
		groups = append(groups, l.n(ownGroup, count(len(tokens), ""), "Tokens", b.list(tokens, conj)))
	}
	if len(star) > 0 {
		// RFC 9309's matching itself, stated where an agent that reads robots.txt obeys the "*" group.
		t := l.t("robots.star_group", robotsSpecialChars()...)
		for _, at := range star {
			t = t.withPointer(at)
		}
		groups = append(groups, t)
	}
	if deaf := b.agentsNotReading(); len(deaf) > 0 && len(tokens) > 0 {
		// The group advice holds for the agents named in it, not for these.
		groups = append(groups, b.notReadingSentence(deaf))
	}
	if len(notRead) > 0 {
		groups = append(groups, b.notReadAt())
	}
	if t := b.jobsNotStopped(); !t.IsZero() && len(tokens) > 0 {
		groups = append(groups, t)
	}
	if len(tokens) > 0 {
		// Nor does a group stop the paths fetched whatever robots.txt says (trial 29, F-01).
		groups = append(groups, b.exemptNotStopped(nil, nil)...)
	}
	s := b.section("robots-txt", Block{Facts: facts}, Block{Heading: l.s("robots.groups_heading"), Paras: groups})
	s.Prose = b.prose["robots.md"]
	return s
}

// notReadAt says for which categories of site robots.txt is not read, with each one's reason
// (targets.X.not_read_because) in a sentence of its own, en "For “Listed sites”, robots.txt is not
// read because these sites are fetched under a legal mandate.", the others together, and then the
// request that stops those fetches, where contact.requests holds one (askToStayAway). It offers
// no way out that the policy does not state: "write to the operator" to stop them was said
// whatever the policy held (trial 28, F-01).
func (b *builder) notReadAt() Text {
	var parts, unreasoned []Text
	for _, t := range b.p.Targets {
		if t.ReadsRobotsTxt() {
			continue
		}
		ref := b.targetRef(t.ID, pointer("targets", t.ID, "robots_txt"))
		if t.NotReadBecause == "" {
			unreasoned = append(unreasoned, ref)
			continue
		}
		parts = append(parts, b.l.t("robots.not_read_for", "Target", ref, "Reason", b.targetNotReadBecause(t)))
	}
	if len(unreasoned) > 0 {
		parts = append([]Text{b.l.t("robots.not_read_at", "Targets", b.list(unreasoned, "and"))}, parts...)
	}
	_, ask := b.askToStayAway(policy.RequestKindStop, policy.RequestKindBlocklist, policy.RequestKindStopURL)
	return joinNonZero(append(parts, ask)...)
}

// targetNotReadBecause is the clause that says why fetches to the sites of t do not read
// robots.txt (targets.X.not_read_because), en "these sites are fetched under a legal mandate",
// for a sentence that has said that robots.txt is not read for them.
func (b *builder) targetNotReadBecause(t policy.Target) Text {
	return b.l.t("target.not_read_because." + string(t.NotReadBecause)).withPointer(pointer("targets", t.ID, "not_read_because"))
}

// jobsNotObeying returns the jobs whose fetches do not obey robots.txt although their agent does
// (jobs.X.robots_txt = "not-read"): of agent, or of every agent where agent is "".
func (b *builder) jobsNotObeying(agent string) []policy.Job {
	var out []policy.Job
	for _, j := range b.p.Jobs {
		if j.RobotsTxt == policy.RobotsUseNotRead && (agent == "" || j.Agent == agent) {
			out = append(out, j)
		}
	}
	return out
}

// exceptJobsNotObeying adds to t, a sentence that robots.txt or a block stops fetches, the jobs
// of agent (of every agent for "") whose fetches do not obey robots.txt and so are not stopped:
// "When robots.txt disallows a URL, that URL is not fetched. This does not apply to the
// fetches of “Audit”, which do not obey robots.txt." (new-user trial 15, finding 3). t as it is
// where there are none.
//
// The paths that agent (every agent for "") fetches whatever robots.txt says
// (robots_txt_exempt_paths) follow: "A Disallow does not stop LumenScan from fetching
// /.well-known/security.txt." (trial 29, F-01).
func (b *builder) exceptJobsNotObeying(t Text, agent string) Text {
	if t.IsZero() {
		return t
	}
	var agents []string
	if agent != "" {
		agents = []string{agent}
	}
	paths := b.exemptNotStopped(agents, nil)
	exempt := b.jobsNotObeying(agent)
	if len(exempt) == 0 {
		return joinNonZero(append([]Text{t}, paths...)...)
	}
	return joinNonZero(append([]Text{t, b.l.n("robots.outcome_except_jobs", count(len(exempt), ""), "Jobs", b.jobsRef(exempt, "robots_txt"))}, paths...)...)
}

// exemptPaths returns, as code at /agents/X/robots_txt_exempt_paths/i, the paths that agent a
// fetches whatever robots.txt says (robots_txt_exempt_paths) and that covered reports a Disallow
// reaches (every one where covered is nil); none for an agent that does not obey robots.txt.
func (b *builder) exemptPaths(a policy.Agent, covered func(path string) bool) []Text {
	if !b.p.ObeysRobotsTxt(a) {
		return nil
	}
	var out []Text
	for i, p := range a.RobotsTxtExemptPaths {
		if covered == nil || covered(p) {
			out = append(out, code(pointer("agents", a.ID, "robots_txt_exempt_paths", i), p))
		}
	}
	return out
}

// agentsSharing groups the agents named (every agent where none is) by what each states, in the
// policy's order: what returns the statement, the key that tells one statement from another, and
// whether the agent makes one; each agent is mentioned with the pointer to its key field.
func agentsSharing[T any](b *builder, agents []string, field string, what func(a *policy.Agent) (T, string, bool)) (values []T, mentions [][]Text) {
	index := map[string]int{}
	for i := range b.p.Agents {
		a := &b.p.Agents[i]
		if len(agents) > 0 && !slices.Contains(agents, a.ID) {
			continue
		}
		v, k, ok := what(a)
		if !ok {
			continue
		}
		g, seen := index[k]
		if !seen {
			g = len(values)
			index[k] = g
			values = append(values, v)
			mentions = append(mentions, nil)
		}
		mentions[g] = append(mentions[g], b.agentMention(*a).withPointer(pointer("agents", a.ID, field)))
	}
	return values, mentions
}

// exemptNotStopped says, for the agents named (every agent where none is), that a Disallow does
// not stop them from fetching the paths they fetch whatever robots.txt says and that covered
// reports the Disallow reaches (all where covered is nil): one sentence for the agents that
// share the same paths, en "A Disallow does not stop LumenScan and LumenScan-Recheck from
// fetching /.well-known/security.txt."; none where no agent has such a path (trial 29, F-01).
func (b *builder) exemptNotStopped(agents []string, covered func(path string) bool) []Text {
	paths, mentions := agentsSharing(b, agents, "robots_txt_exempt_paths", func(a *policy.Agent) ([]Text, string, bool) {
		paths := b.exemptPaths(*a, covered)
		key := make([]string, len(paths))
		for i, p := range paths {
			key[i] = p.Plain()
		}
		return paths, strings.Join(key, "\x00"), len(paths) > 0
	})
	out := make([]Text, len(paths))
	for i, ps := range paths {
		out[i] = b.l.n("robots.exempt_not_stopped", count(len(ps), ""), "Agents", b.agentsAs("acc", len(mentions[i]), b.list(mentions[i], "and")), "Paths", b.list(ps, "and"))
	}
	return out
}

// recordedUnderDisallow says, for the agents named (every agent where none is), what they record
// of a server even where robots.txt disallows every URL (agents.X.recorded_under_disallow): one
// sentence for the agents that record the same, en "LumenScan and LumenScan-Recheck record the TLS
// certificate that the server presents even where robots.txt disallows every URL."; none where no
// agent states it (trial 29, F-02).
func (b *builder) recordedUnderDisallow(agents []string) []Text {
	whats, mentions := agentsSharing(b, agents, "recorded_under_disallow", func(a *policy.Agent) (Text, string, bool) {
		if len(a.RecordedUnderDisallow) == 0 || !b.p.ObeysRobotsTxt(*a) {
			return Text{}, "", false
		}
		what := enumList(b, "robots.recorded", a.RecordedUnderDisallow, "agents", a.ID, "recorded_under_disallow")
		return what, what.Plain(), true
	})
	out := make([]Text, len(whats))
	for i, what := range whats {
		out[i] = b.l.n("robots.recorded_under_disallow", count(len(mentions[i]), ""), "Agents", b.agentsAs("subject", len(mentions[i]), b.list(mentions[i], "and")), "What", what)
	}
	return out
}

// notStoppedByRobotsTxt is what an entry in robots.txt does not stop for the agents named (every
// agent where none is): the paths they fetch whatever it says and what they record under a
// Disallow, followed, where there is any and the policy offers a request to stay away, by the
// sentence that such a request does stop it and the request itself (askToStayAway), en "An entry
// in robots.txt cannot prevent this; a request to the operator can. Write to … to have your site
// added to the blocklist." (trial 29, F-02). covered is as for exemptNotStopped.
func (b *builder) notStoppedByRobotsTxt(agents []string, covered func(path string) bool) []Text {
	out := append(b.exemptNotStopped(agents, covered), b.recordedUnderDisallow(agents)...)
	if len(out) == 0 {
		return nil
	}
	if _, ask := b.askToStayAway(policy.RequestKindStop, policy.RequestKindBlocklist, policy.RequestKindStopURL); !ask.IsZero() {
		out = append(out, b.l.t("robots.request_stops_it"), ask)
	}
	return out
}

// jobsRef names jobs in running text by their labels, each a value at its own field (robots_txt
// or crawl_delay, /jobs/X/field).
func (b *builder) jobsRef(jobs []policy.Job, field string) Text {
	items := make([]Text, len(jobs))
	for i, j := range jobs {
		items[i] = b.jobRef(j.ID, pointer("jobs", j.ID, field))
	}
	return b.list(items, "and")
}

// jobsNotStopped says that a robots.txt group does not stop the jobs of agents (of every agent
// where none is given) whose fetches do not obey robots.txt, and, of those a site cannot opt out
// of (jobs.X.opt_out = "not-possible"), that in a sentence of their own (trial 28, F-02: "A
// group does not stop" left the reader to work out that nothing else stops them either); zero
// where there are none.
func (b *builder) jobsNotStopped(agents ...string) Text {
	var jobs, noOptOut []policy.Job
	for _, j := range b.jobsNotObeying("") {
		switch {
		case len(agents) > 0 && !slices.Contains(agents, j.Agent):
		case j.OptOut == policy.OptOutNotPossible:
			noOptOut = append(noOptOut, j)
		default:
			jobs = append(jobs, j)
		}
	}
	var parts []Text
	if len(jobs) > 0 {
		parts = append(parts, b.l.n("robots.jobs_not_stopped", count(len(jobs), ""), "Jobs", b.jobsRef(jobs, "robots_txt")))
	}
	if len(noOptOut) > 0 {
		parts = append(parts, b.l.n("robots.jobs_not_stopped_no_opt_out", count(len(noOptOut), ""), "Jobs", b.jobsRef(noOptOut, "opt_out")))
	}
	return joinNonZero(parts...)
}

// jobsNoOptOut returns those of jobs that a site cannot opt out of (jobs.X.opt_out =
// "not-possible").
func jobsNoOptOut(jobs []policy.Job) []policy.Job {
	var out []policy.Job
	for _, j := range jobs {
		if j.OptOut == policy.OptOutNotPossible {
			out = append(out, j)
		}
	}
	return out
}

// embeddedNotStopped says that a robots.txt group does not cover the resources that agents (every
// agent where none is given) fetch along with a page without reading robots.txt for them
// (agents.X.embedded.robots_txt = "not-read"): a snippet that shuts such a crawler out of a site
// does not stop its fetches of that site's images named by another site's pages; zero where no
// such agent is named.
func (b *builder) embeddedNotStopped(agents ...string) Text {
	var names []Text
	for _, a := range b.p.Agents {
		if len(agents) > 0 && !slices.Contains(agents, a.ID) || !b.p.ObeysRobotsTxt(a) {
			continue
		}
		if e := a.Embedded; e != nil && e.Fetch == policy.EmbeddedFetched && e.RobotsTxt == policy.RobotsUseNotRead {
			names = append(names, b.agentMention(a).withPointer(pointer("agents", a.ID, "embedded", "robots_txt")))
		}
	}
	if len(names) == 0 {
		return Text{}
	}
	return b.l.n("robots.embedded_not_stopped", count(len(names), ""), "Agents", b.agentsAs("acc", len(names), b.list(names, "and")))
}

// crawlDelayJobs says which of the jobs of agent (every agent for "") that do not obey robots.txt
// a Crawl-delay line still spaces (crawl_delay = "applied"), unless exceptOnly, and which it does
// not.
func (b *builder) crawlDelayJobs(agent string, exceptOnly bool) []Text {
	var also, not []policy.Job
	for _, j := range b.jobsNotObeying(agent) {
		if j.CrawlDelay == policy.AppliedYes {
			if b.p.NoJobObeysRobotsTxt(b.agent(j.Agent)) {
				// Not "also": none of the agent's fetches obeys robots.txt, and its block says
				// that a Crawl-delay line spaces them (new-user trial 31, F-12).
				continue
			}
			also = append(also, j)
		} else {
			not = append(not, j)
		}
	}
	var out []Text
	if len(also) > 0 && !exceptOnly {
		out = append(out, b.l.n("robots.crawl_delay_also_jobs", count(len(also), ""), "Jobs", b.jobsRef(also, "crawl_delay")))
	}
	if len(not) > 0 {
		out = append(out, b.l.n("robots.crawl_delay_except_jobs", count(len(not), ""), "Jobs", b.jobsRef(not, "robots_txt")))
	}
	return out
}

// agentsNotReading names the agents the policy says do not read robots.txt (robots_txt =
// "not-read"), as agentMention does: no group and no Crawl-delay line reaches them.
func (b *builder) agentsNotReading() []Text {
	var out []Text
	for _, a := range b.p.Agents {
		if a.RobotsTxt == policy.RobotsUseNotRead { // where the policy says so: unstated is not "not read"
			out = append(out, b.agentMention(a).withPointer(pointer("agents", a.ID, "robots_txt")))
		}
	}
	return out
}

// agentsReading names the agents with a product token that read robots.txt: those a group names.
func (b *builder) agentsReading() []Text {
	var out []Text
	for _, a := range b.p.Agents {
		if a.Token != "" && b.p.ObeysRobotsTxt(a) {
			out = append(out, b.agentMention(a))
		}
	}
	return out
}

// notReadingSentence says that robots.txt does not reach the agents deaf, and where their own
// description says what does.
func (b *builder) notReadingSentence(deaf []Text) Text {
	return b.l.n("robots.not_read_agents", count(len(deaf), ""), "Agents", b.agentsAs("subject", len(deaf), b.list(deaf, "and")), "Section", b.l.s("section.identification"))
}

// robotsFacts states the aspects of a robots.txt handling r whose fields stand at base
// ("/robots_txt", or an agent's "/agents/X/robots_txt_handling"): each one r sets. agent is the
// agent whose handling it is, "" for the policy's: the jobs of that agent (of every agent for "")
// whose fetches do not obey robots.txt are named where a sentence would stop them (an
// unavailable or unreachable robots.txt) or say what a Crawl-delay does.
func (b *builder) robotsFacts(r policy.RobotsTxt, base, agent string) []Text {
	l := b.l
	at := func(field string) string { return base + "/" + field }
	var facts []Text
	// except adds to a sentence that stops fetches the jobs it does not stop.
	exempt := b.jobsNotObeying(agent)
	except := func(t Text) Text {
		if len(exempt) == 0 {
			return t
		}
		return join([]Text{t, l.n("robots.outcome_except_jobs", count(len(exempt), ""), "Jobs", b.jobsRef(exempt, "robots_txt"))}, " ")
	}
	if !r.CacheFor.IsZero() {
		facts = append(facts, l.t("robots.cache_for", "T", dur(r.CacheFor.Duration, at("cache_for"))))
	}
	if r.MaxSize != 0 {
		if u := b.unpublishedSize(at("max_size")); u != "" {
			facts = append(facts, l.t("robots.max_size_unpublished").withPointer(u))
		} else {
			facts = append(facts, l.t("robots.max_size", "Size", b.size(r.MaxSize, at("max_size"))))
		}
	}
	if r.Unavailable != "" {
		id := "robots.4xx." + string(r.Unavailable)
		if len(r.UnavailableStatuses) > 0 {
			st := make([]Text, len(r.UnavailableStatuses))
			for i, s := range r.UnavailableStatuses {
				st[i] = value(sub(at("unavailable_statuses"), i), strconv.Itoa(s))
			}
			t := l.n(id+"_except", count(len(st), at("unavailable_statuses")), "Statuses", b.list(st, "and")).withPointer(at("unavailable"))
			if r.Unavailable == policy.RobotsOutcomeDisallowAll {
				t = except(t)
			}
			facts = append(facts, t)
		} else if r.Unavailable == policy.RobotsOutcomeDisallowAll {
			facts = append(facts, except(l.t(id).withPointer(at("unavailable"))))
		} else {
			facts = append(facts, l.t(id).withPointer(at("unavailable")))
		}
	}
	// Unreachable is what an unreachable robots.txt means while no copy is at hand. Where the last
	// good copy is kept, that is said first, and the outcome after it as what happens without
	// one; a fallback that says the same (nothing is fetched) is one sentence with it.
	var noCopy []Text
	if r.Unreachable != "" && !r.KeepLastGood {
		t := l.t("robots.unreachable." + string(r.Unreachable)).withPointer(at("unreachable"))
		if r.Unreachable == policy.RobotsOutcomeDisallowAll {
			t = except(t)
		}
		facts = append(facts, t)
	}
	switch {
	case r.Unreachable != "" && r.KeepLastGood && r.Fallback != "" && r.Unreachable == policy.RobotsOutcomeDisallowAll:
		noCopy = append(noCopy, b.enum("fallback", string(r.Fallback), at("fallback")).withPointer(at("unreachable")))
	case r.Unreachable != "" && r.KeepLastGood:
		noCopy = append(noCopy, l.t("robots.unreachable_no_copy."+string(r.Unreachable)).withPointer(at("unreachable")))
		if r.Fallback != "" {
			noCopy = append(noCopy, b.enum("fallback", string(r.Fallback), at("fallback")))
		}
	case r.Fallback != "":
		noCopy = append(noCopy, b.enum("fallback", string(r.Fallback), at("fallback")))
	}
	if !r.RetryUnreachable.IsZero() {
		t := dur(r.RetryUnreachable.Duration, at("retry_unreachable"))
		// Where an unreachable robots.txt without an earlier copy pauses the host, that pause and
		// not the retry interval says when the next request comes: the sentence points to it.
		if b.pausesOn(policy.ConditionRobotsTxtUnreachable) {
			facts = append(facts, l.t("robots.retry_unreachable_paused", "T", t, "Section", l.s("section.errors")))
		} else {
			facts = append(facts, l.t("robots.retry_unreachable", "T", t))
		}
	}
	switch {
	case r.KeepLastGood && !r.KeepLastGoodFor.IsZero():
		facts = append(facts, l.t("robots.keep_last_good_for", "T", dur(r.KeepLastGoodFor.Duration, at("keep_last_good_for"))).withPointer(at("keep_last_good")))
	case r.KeepLastGood:
		facts = append(facts, l.t("robots.keep_last_good").withPointer(at("keep_last_good")))
	}
	if len(noCopy) > 0 && (r.Unreachable == policy.RobotsOutcomeDisallowAll || r.Fallback != "") {
		// Without a copy nothing is fetched (or everything is disallowed, or deferred): not
		// the fetches that do not obey robots.txt.
		noCopy[len(noCopy)-1] = except(noCopy[len(noCopy)-1])
	}
	facts = append(facts, noCopy...)
	if u := b.unpublishedSize(at("max_redirects")); r.MaxRedirects != 0 && u != "" {
		facts = append(facts, l.t("robots.max_redirects_unpublished").withPointer(u))
	} else if r.MaxRedirects != 0 {
		facts = append(facts, l.n("robots.max_redirects", count(int(r.MaxRedirects), at("max_redirects"))))
	}
	if r.Wildcards {
		facts = append(facts, l.t("robots.wildcards", robotsSpecialChars()...).withPointer(at("wildcards")))
	}
	// A longer Crawl-delay than crawl_delay_max is read as that maximum or ignored, as
	// crawl_delay_above_max says: said in one sentence with "honoured". Unset, the page states
	// the cap alone, nothing of a longer value (new-user trial 20, finding 18).
	capped := !r.CrawlDelayMax.IsZero()
	var longer Text
	if capped && r.CrawlDelayAboveMax != "" {
		longer = l.t("crawl_delay_longer."+string(r.CrawlDelayAboveMax), "T", dur(r.CrawlDelayMax.Duration, at("crawl_delay_max"))).withPointer(at("crawl_delay_above_max"))
	}
	// "honoured" beside a min_interval acts as "honoured-if-longer" and is said so: a shorter
	// Crawl-delay changes nothing (new-user trial 27, F-16). Capped, the sentence names the cap,
	// and the section on slowing the crawler down names the interval a value must exceed.
	mode := b.p.CrawlDelayInEffect(r, agent)
	switch {
	case r.CrawlDelay == policy.CrawlDelayIgnored && !b.offersSlower():
		facts = append(facts, l.t("robots.crawl_delay_ignored_only").withPointer(at("crawl_delay")))
	case r.CrawlDelay == policy.CrawlDelayIgnored:
		facts = append(facts, l.n("crawl_delay.ignored", b.agentCount()).withPointer(at("crawl_delay")))
	case r.CrawlDelay == policy.CrawlDelayHonoured && capped && !longer.IsZero():
		facts = append(facts, l.t("robots.crawl_delay_honoured_max_longer", "T", dur(r.CrawlDelayMax.Duration, at("crawl_delay_max")), "Longer", longer).withPointer(at("crawl_delay")))
		capped = false
	case r.CrawlDelay == policy.CrawlDelayHonoured && capped:
		facts = append(facts, l.t("robots.crawl_delay_honoured_max", "T", dur(r.CrawlDelayMax.Duration, at("crawl_delay_max"))).withPointer(at("crawl_delay")))
		capped = false
	case mode == policy.CrawlDelayHonouredIfLonger && b.p.CrawlDelayUnit(agent) == policy.LoadUnitPageLoads:
		// The crawler's own interval counts page loads, and so does a Crawl-delay: said so.
		facts = append(facts, b.enum("crawl_delay_page_loads", string(mode), at("crawl_delay")))
	case mode != "":
		facts = append(facts, b.enum("crawl_delay", string(mode), at("crawl_delay")))
	}
	switch {
	case capped && !longer.IsZero():
		facts = append(facts, l.t("robots.crawl_delay_max_longer", "T", dur(r.CrawlDelayMax.Duration, at("crawl_delay_max")), "Longer", longer))
	case capped:
		facts = append(facts, l.t("robots.crawl_delay_max", "T", dur(r.CrawlDelayMax.Duration, at("crawl_delay_max"))))
	}
	facts = append(facts, b.crawlDelayBounds(r, base, agent)...)
	if r.CrawlDelay == policy.CrawlDelayHonoured || r.CrawlDelay == policy.CrawlDelayHonouredIfLonger {
		facts = append(facts, b.crawlDelayJobs(agent, false)...)
	}
	if !r.TakesEffectWithin.IsZero() {
		facts = append(facts, l.t("robots.takes_effect_within", "T", dur(r.TakesEffectWithin.Duration, at("takes_effect_within"))))
	}

	return facts
}

// pausesOn reports whether one of the policy's pauses (errors.reactions) follows event c.
func (b *builder) pausesOn(c policy.Condition) bool {
	for _, r := range b.p.Errors.Reactions {
		if slices.Contains(r.On, c) {
			return true
		}
	}
	return false
}

// ——— Errors and pauses ———

// crawlDelayBounds states how an honoured Crawl-delay is read beyond its cap: the least value, whole
// seconds only, and what it spaces requests (or page loads, policy.CrawlDelayUnit) per, for agent
// (an agent's ID, or "" for all).
func (b *builder) crawlDelayBounds(r policy.RobotsTxt, base, agent string) []Text {
	l := b.l
	unit := ""
	if b.p.CrawlDelayUnit(agent) == policy.LoadUnitPageLoads {
		unit = "_page_loads"
	}
	at := func(field string) string { return base + "/" + field }
	var facts []Text
	if !r.CrawlDelayMin.IsZero() {
		facts = append(facts, l.t("robots.crawl_delay_min", "T", dur(r.CrawlDelayMin.Duration, at("crawl_delay_min"))))
	}
	if r.CrawlDelayWholeSeconds {
		facts = append(facts, l.t("robots.crawl_delay_whole_seconds").withPointer(at("crawl_delay_whole_seconds")))
	}
	switch r.CrawlDelayKey {
	case "":
	case policy.ScopeHostname:
		// Per hostname, a server with many hostnames is not spaced as a whole: said, since a
		// webmaster of a shared server would expect otherwise.
		facts = append(facts, l.t("robots.crawl_delay_key_hostname"+unit).withPointer(at("crawl_delay_key")))
	default:
		facts = append(facts, l.t("robots.crawl_delay_key"+unit, "Per", b.enum("scope_per", string(r.CrawlDelayKey), at("crawl_delay_key"))))
	}
	return facts
}

// embeddedWithoutRobotsTxt reports whether an agent fetches embedded resources without reading
// robots.txt for them: a robots.txt group does not cover those fetches.
func (b builder) embeddedWithoutRobotsTxt() bool {
	for _, a := range b.p.Agents {
		if e := a.Embedded; e != nil && e.Fetch == policy.EmbeddedFetched && e.RobotsTxt == policy.RobotsUseNotRead {
			return true
		}
	}
	return false
}

// robotsSpecialChars are the arguments {{.Star}} and {{.Dollar}}: robots.txt's special characters
// "*" and "$" (RFC 9309 §2.2.3), and the "*" that names the group for every crawler, as code, as
// the page writes every other piece of robots.txt syntax (English review 24, T1: "the “*” group"
// in quotation marks read as prose, and curly quotes copied into a file break the rule).
func robotsSpecialChars() []any {
	return []any{"Star", code("", "*"), "Dollar", code("", "$")}
}

// warningArgs are the arguments of snippet warning w's message that no policy value gives:
// robots.txt's special characters, and for a rule ending in "$" an example of that rule's URL
// followed by a query string ({{.Query}}: "/*.pdf$" gives "/example.pdf?lang=en", each "*"
// standing for "example"; anchoredQueryExample), as code, as the page writes every path and
// pattern, not in quotation marks („?format=pdf“; German review 25, F13; Polish review 25, F7).
// A query string alone ("?format=pdf") read as a URL the rule would not match anyway (English
// review 36, F8). paths are the snippet's.
func warningArgs(w robots.Warning, paths []string) []any {
	args := robotsSpecialChars()
	if w == robots.WarnAnchoredEndExcludesQuery {
		args = append(args, "Query", code("", anchoredQueryExample(paths)))
	}
	return args
}

// anchoredQueryExample is the URL path of the first of paths that ends in "$" (RFC 9309 §2.2.3),
// each "*" written "example", followed by the query string "?lang=en": a URL that the rule
// does not match, though its path does ("/*.pdf$": "/example.pdf?lang=en"). Without such a
// path, "/example.pdf?lang=en".
func anchoredQueryExample(paths []string) string {
	for _, p := range paths {
		if strings.HasSuffix(p, "$") {
			return strings.ReplaceAll(strings.TrimSuffix(p, "$"), "*", "example") + "?lang=en"
		}
	}
	return "/example.pdf?lang=en"
}

// exampleHosts are the arguments {{.HostA}} and {{.HostB}}: two host names of one registrable
// domain that a scope's message may name as its example, as code, as the page writes every host
// name (English review 24, T4). Every enumerated value is rendered with them (builder.enum), since
// a family's messages share their arguments.
func exampleHosts() []any {
	return []any{"HostA", code("", "www.example.org"), "HostB", code("", "shop.example.org")}
}
