package generator

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

func (b *builder) identificationSection() Section {
	// The introduction speaks of the User-Agent headers below and of product tokens: only where
	// every agent states its User-Agent and some agent has a token.
	var blocks []Block
	everyUA, someToken := true, false
	for _, a := range b.p.Agents {
		everyUA = everyUA && a.UserAgent != ""
		someToken = someToken || a.Token != ""
	}
	if everyUA && someToken {
		blocks = append(blocks, Block{Paras: b.identificationIntro()})
	}
	for _, a := range b.p.Agents {
		blocks = append(blocks, b.agentBlock(a))
		blocks = append(blocks, b.usageTokenSnippets(a)...)
	}
	if len(b.p.Agents) > 1 {
		if t := b.agentsTable(); t.Table != nil {
			blocks = append(blocks, t)
		}
	}
	blocks = append(blocks, b.signatureBlocks()...)
	blocks = append(blocks, b.networkBlocks()...)
	return b.section("identification", blocks...)
}

// identificationIntro says which User-Agent strings the requests carry (and the one request that
// carries another, the comparison request after an HTTP 403), how robots.txt addresses a crawler,
// and whether the strings can be copied into filters as they stand: not where a string holds a
// placeholder such as {version}.
func (b *builder) identificationIntro() []Text {
	l := b.l
	uas, patterns, contained := 0, 0, false
	for _, a := range b.p.Agents {
		uas += 1 + len(a.Variants)
		if strings.Contains(string(a.UserAgent), "{") {
			patterns++
		}
		contained = contained || a.UserAgentForm != "" // the header holds more than the string
		for _, v := range a.Variants {
			if strings.Contains(string(v.UserAgent), "{") {
				patterns++
			}
		}
	}
	pattern := patterns > 0
	if contained {
		// The strings below are parts of the headers: no sentence says that requests carry them
		// as they stand, or that filters can copy them.
		if t := b.tokensSentence(); !t.IsZero() {
			return []Text{t}
		}
		return nil
	}
	// Where every string is a pattern, the request carries a string built on it, not the string
	// itself (identification.intro_pattern: fr « une chaîne construite sur le modèle ci-dessous »;
	// French editor's review 22, I7). TestUserAgentPatternIntro.
	intro, introExcept := "identification.intro", "identification.intro_except"
	if patterns == uas {
		intro, introExcept = "identification.intro_pattern", "identification.intro_except_pattern"
	}
	var t []Text
	if r := b.p.Commitments.ComparisonRequest; r != nil {
		t = append(t, l.n(introExcept, count(uas, ""),
			"UA", code("/commitments/comparison_request/user_agent", string(r.UserAgent)),
			"Section", l.s("section.commitments")))
	} else {
		t = append(t, l.n(intro, count(uas, "")))
	}
	if ts := b.tokensSentence(); !ts.IsZero() {
		t = append(t, ts)
	}
	if !pattern {
		t = append(t, l.n("identification.filters", count(uas, "")))
	}
	return []Text{join(t, " ")}
}

// tokenCount is the number of product tokens the page names (at least 1), for the sentence that
// says they can be copied into robots.txt: one name or several.
// tokensSentence says how a group of robots.txt addresses the crawlers: by their product tokens;
// without regard to letter case (RFC 9309 §2.2.1) only where the policy says how every agent
// chooses its groups (group_matching), and case-sensitively for those that say so
// ("case-sensitive"). Where some agent's policy does not say, the sentence says nothing of letter
// case: copy the tokens unchanged. It counts only the agents that may read robots.txt: an agent
// with robots_txt = "not-read" has no group that applies to it, and where no agent of the page
// reads robots.txt, the sentence is the zero Text and the page says nothing of groups (new-user
// trial 26, F-01). TestNotReadTokenNoRobotsTxt.
func (b *builder) tokensSentence() Text {
	l := b.l
	var exact []Text
	var insensitive []string
	tokens := 0
	for _, a := range b.p.Agents {
		if !b.groupsApply(a) {
			continue
		}
		tokens++
		switch {
		case a.GroupMatching == policy.GroupMatchingCaseSensitive:
			exact = append(exact, code(pointer("agents", a.ID, "token"), string(a.Token)).withPointer(pointer("agents", a.ID, "group_matching")))
		case a.StatesCaseInsensitive():
			insensitive = append(insensitive, pointer("agents", a.ID, "group_matching"))
		}
	}
	switch {
	case tokens == 0:
		return Text{}
	case len(exact)+len(insensitive) < tokens:
		return l.n("identification.tokens_plain", b.tokenCount())
	case len(exact) == 0:
		t := l.n("identification.tokens", b.tokenCount())
		for _, at := range insensitive {
			t = t.withPointer(at)
		}
		return t
	case len(exact) == tokens:
		return l.n("identification.tokens_case_all", b.tokenCount())
	}
	return l.t("identification.tokens_case_some", "Tokens", b.list(exact, "and"))
}

func (b *builder) tokenCount() countArg {
	n := 0
	for _, a := range b.p.Agents {
		if b.groupsApply(a) {
			n++
		}
	}
	return count(max(n, 1), "")
}

// groupsApply reports whether a group of robots.txt can name the agent: it has a product token and
// its policy does not say that it leaves robots.txt unread (robots_txt = "not-read", on the agent
// or on each of its jobs: new-user trial 31, F-12; RFC 9309 §2.2.1 matches groups by the product
// token).
func (b *builder) groupsApply(a policy.Agent) bool {
	return a.Token != "" && a.RobotsTxt != policy.RobotsUseNotRead && !b.p.NoJobObeysRobotsTxt(a)
}

func (b *builder) agentBlock(a policy.Agent) Block {
	l := b.l
	atBase := pointer("agents", a.ID)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	var facts []Text
	if a.Token != "" {
		// A token "for robots.txt" only where the policy says the agent reads it or does not
		// (review 5: en 23); else that it is not stated.
		id := "agent.token"
		switch {
		case a.RobotsTxt == policy.RobotsUseNotRead || b.p.NoJobObeysRobotsTxt(a):
			// No group of robots.txt applies to it: the token is the product name its
			// User-Agent carries, not a name for robots.txt (new-user trial 26, F-01; each of
			// its jobs says so: trial 31, F-12).
			id = "agent.token_not_read"
		case a.RobotsTxt == "" && !b.p.ObeysRobotsTxt(a):
			id = "agent.token_unstated"
		}
		facts = append(facts, l.t(id, "Token", code(at("token"), string(a.Token))))
	}
	if how, _ := b.p.Naming(a); len(a.Purpose) > 0 && how != policy.NamedByPurpose { // unless the purpose heads the block
		facts = append(facts, l.t("agent.purpose", "Purpose", b.label(a.Purpose, "agents", a.ID, "purpose")))
	}
	if a.AIPref != "" {
		// What blocking the token stops, where a robots.txt group can name the agent.
		category := code(at("aipref"), string(a.AIPref))
		if a.Token != "" && b.p.ObeysRobotsTxt(a) {
			facts = append(facts, l.t("aipref."+string(a.AIPref), "Category", category, "Token", code(at("token"), string(a.Token))))
			// The group stops this crawler only: the page's other agents of the same purpose are
			// named, which a group for this token does not cover (review 6: de 2, en 1, fr 20, pl 26).
			var others []Text
			for _, o := range b.p.Agents {
				if o.ID != a.ID && o.AIPref == a.AIPref {
					others = append(others, b.agentMention(o).withPointer(pointer("agents", o.ID, "aipref")))
				}
			}
			if len(others) > 0 {
				facts = append(facts, l.n("aipref.others", count(len(others), ""), "Agents", b.list(others, "and"), "Token", code(at("token"), string(a.Token))))
			}
		} else {
			facts = append(facts, l.t("aipref.category_only", "Category", category))
		}
	}
	if f := b.usagePreferencesFact(a); !f.IsZero() {
		facts = append(facts, f)
	}
	facts = append(facts, b.usageTokenFacts(a)...)
	switch {
	case a.Trigger == policy.TriggerUnattended && b.eventJobs(a) != noEventJobs:
		// Some of its jobs start on an event (a complaint, a site's request), which the schedule
		// below states: "on its own schedule" alone would not be true of them (new-user trial
		// 31, F-18).
		id := "agent.trigger_unattended_events"
		if b.eventJobs(a) == allEventJobs {
			id = "agent.trigger_unattended_events_only"
		}
		facts = append(facts, l.t(id).withPointer(at("trigger")))
	case a.Trigger != "":
		facts = append(facts, b.enum("trigger", string(a.Trigger), at("trigger")))
	case len(a.Triggers) > 0:
		// Each way its fetches start, as one sentence: the single-trigger sentences say "only".
		facts = append(facts, l.t("agent.triggers", "Triggers", enumList(b, "trigger_short", a.Triggers, "agents", a.ID, "triggers")))
	}
	switch {
	case a.UserAgentForm != "":
		// Not "exactly as sent": the header holds more than this string.
		facts = append(facts, l.t("agent.user_agent_form."+string(a.UserAgentForm), "UA", code(at("user_agent"), string(a.UserAgent))).withPointer(at("user_agent_form")))
	case strings.Contains(string(a.UserAgent), "{"):
		// Not "exactly as sent": the string holds a placeholder.
		facts = append(facts, l.t("agent.user_agent_pattern", "UA", code(at("user_agent"), string(a.UserAgent))))
	case a.UserAgent != "":
		facts = append(facts, l.t("agent.user_agent", "UA", code(at("user_agent"), string(a.UserAgent))))
	}
	for i, ph := range a.Placeholders {
		facts = append(facts, l.t("agent.placeholder",
			"Placeholder", code(at("placeholders", i, "name"), "{"+ph.Name+"}"),
			"StandsFor", b.label(ph.StandsFor, "agents", a.ID, "placeholders", i, "stands_for"),
			"Example", code(at("placeholders", i, "example"), ph.Example)))
	}
	if strings.Contains(string(a.UserAgent), "{version}") {
		placeholder := code("", "{version}")
		switch {
		case a.Version != "":
			facts = append(facts, l.t("agent.version", "Placeholder", placeholder, "Version", code(at("version"), a.Version)))
		default:
			facts = append(facts, l.t("agent.version_placeholder", "Placeholder", placeholder))
		}
	}
	if a.VersionMayChange {
		id := "agent.version_may_change"
		if a.Token == "" {
			id = "agent.version_may_change_no_token" // no product token to match on
		}
		facts = append(facts, l.t(id).withPointer(at("version_may_change")))
	}
	if len(a.StableParts) > 0 {
		parts := make([]Text, len(a.StableParts))
		for i, sp := range a.StableParts {
			parts[i] = code(at("stable_parts", i), sp)
		}
		id := "agent.stable_parts"
		if !strings.Contains(string(a.UserAgent), "{version}") {
			id = "agent.stable_parts_always" // no version to speak of
		}
		if r := b.p.Commitments.ComparisonRequest; r != nil && !containsAll(string(r.UserAgent), a.StableParts) {
			// The comparison request after an HTTP 403 carries another User-Agent: a filter on
			// these parts does not see it, and the sentence says so (issue 12).
			// The request and its User-Agent are named in the section's introduction and under
			// the commitments; the sentence only says which request it is (page weight).
			facts = append(facts, l.t(id+"_except", "Parts", b.list(parts, "and")))
		} else {
			facts = append(facts, l.t(id, "Parts", b.list(parts, "and")))
		}
		if sh := a.SelfHosted; sh != nil && len(sh.OwnUserAgentJobs) > 0 {
			// Installations that others run may send a User-Agent of their own (said below): the
			// filter's promise holds for the operator's installation only (English review 24, M1).
			last := len(facts) - 1
			facts[last] = join([]Text{facts[last], l.t("agent.stable_parts_own_installation").withPointer(at("self_hosted", "own_user_agent_jobs"))}, " ")
		}
		// A part that another crawler's User-Agent contains too: a filter on it matches both,
		// which the page knows and says (trial 29, F-18: "LumenScan-Recheck" contains "LumenScan",
		// and a filter meant for the weekly pass alone would catch the re-check too).
		for i, sp := range a.StableParts {
			var others []Text
			for _, o := range b.p.Agents {
				if o.ID != a.ID && userAgentsContain(o, sp) {
					others = append(others, b.agentMention(o))
				}
			}
			if len(others) > 0 {
				last := len(facts) - 1
				facts[last] = join([]Text{facts[last], l.n("agent.stable_part_shared", count(len(others), ""), "Part", code(at("stable_parts", i), sp), "Agents", b.list(others, "and"))}, " ")
			}
		}
	}
	for i, v := range a.Variants {
		ua := code(at("variants", i, "user_agent"), string(v.UserAgent))
		if len(v.UsedFor) == 0 { // which fetches send it is not said
			facts = append(facts, l.t("agent.variant_some", "UA", ua))
			continue
		}
		facts = append(facts, l.t("agent.variant", "UA", ua, "UsedFor", b.label(v.UsedFor, "agents", a.ID, "variants", i, "used_for")))
	}
	var restricting []Text
	for i, lt := range a.LegacyTokens {
		tok := code(at("legacy_tokens", i, "token"), string(lt.Token))
		if lt.RestrictOnly {
			restricting = append(restricting, tok.withPointer(at("legacy_tokens", i, "restrict_only")))
		} else {
			facts = append(facts, l.t("agent.legacy", "Token", tok))
		}
	}
	if len(restricting) > 0 {
		facts = append(facts, l.n("agent.legacy_restrict_only", count(len(restricting), at("legacy_tokens")), "Tokens", b.list(restricting, "and")))
	}
	facts = append(facts, b.formerIdentities(a)...)
	if a.RobotsTxtCheck != "" {
		facts = append(facts, l.t("agent.robots_txt_check", "Check", b.enum("robots_check", string(a.RobotsTxtCheck), at("robots_txt_check"))))
	}
	facts = append(facts, b.agentRobotsFacts(a)...)
	// Which groups it reads, after the rule that it obeys robots.txt: the exception after the
	// rule (new-user trial 30, F-16: "It ignores the `*` group" came before "It obeys
	// robots.txt.").
	if a.IgnoresStarGroup {
		facts = append(facts, l.t("agent.ignores_star_group", robotsSpecialChars()...).withPointer(at("ignores_star_group")))
	}
	// RFC 9309's own reading ("rfc9309") is stated where it matters: that letter case does not
	// matter (identification), and that the "*" group applies where no group names it (the
	// agents table, the robots.txt section); the block states a departure from it.
	if a.GroupMatching != "" && a.GroupMatching != policy.GroupMatchingRFC9309 {
		facts = append(facts, l.t("agent.group_matching."+string(a.GroupMatching), append(robotsSpecialChars(), "Token", code(at("token"), string(a.Token)))...).withPointer(at("group_matching")))
	}
	if a.RobotsTxtHandling != nil {
		// Where its reading of robots.txt differs from the general one.
		facts = append(facts, b.robotsFacts(*a.RobotsTxtHandling, pointer("agents", a.ID, "robots_txt_handling"), a.ID)...)
	}
	var followsLinks Text
	switch {
	case a.CountryDomain != "":
		followsLinks = l.t("agent.follows_links_country_domain", "Domain", code(at("country_domain"), a.CountryDomain)).withPointer(at("follows_links"))
	case a.OffSiteHops != 0:
		// Within the site or the domain, and a number of links beyond it (new-user trial 28,
		// F-03: "only within the site" was false of the pages one link off it).
		followsLinks = l.n("follows_links_off_site."+string(a.FollowsLinks), count(int(a.OffSiteHops), at("off_site_hops"))).withPointer(at("follows_links"))
	case a.FollowsLinks != "":
		followsLinks = b.enum("follows_links", string(a.FollowsLinks), at("follows_links"))
	}
	if f := b.targetSourcesFact(a); !f.IsZero() {
		facts = append(facts, f)
	}
	if startsFrom(a) {
		if len(a.Fetches) > 0 {
			facts = append(facts, l.t("agent.starts_from", "What", enumList(b, "fetch_scope_start", a.Fetches, "agents", a.ID, "fetches")))
		}
		if a.UsesSitemaps {
			facts = append(facts, b.sitemapsFact(a))
			if a.SitemapsSameHost {
				facts = append(facts, l.t("agent.sitemaps_same_host").withPointer(at("sitemaps_same_host")))
			}
		}
		facts = appendText(facts, followsLinks)
	} else {
		facts = appendText(facts, followsLinks)
		switch what := enumList(b, "fetch_scope", a.Fetches, "agents", a.ID, "fetches"); {
		case len(a.Fetches) == 0:
		case a.Embedded != nil && a.Embedded.Fetch == policy.EmbeddedFetched:
			// "Only" these, and the resources the pages embed, which its block states below: not
			// "only the URLs it was given" beside resources nobody gave it (new-user trial 26,
			// F-03). TestFetchesOnlyWithEmbedded.
			facts = append(facts, l.t("agent.fetches_embedded", "What", what).withPointer(at("embedded", "fetch")))
		default:
			facts = append(facts, l.t("agent.fetches", "What", what))
		}
	}
	if a.ApprovalBeforeFetch {
		facts = append(facts, l.t("agent.approval_before_fetch").withPointer(at("approval_before_fetch")))
	}
	if len(a.OnDisallow) > 0 {
		facts = append(facts, b.exceptJobsNotObeying(l.t("agent.on_disallow", "Effects", b.disallowClauses(a)), a.ID))
	}
	for i, pr := range a.Promises {
		facts = append(facts, b.promise(pr, at("promises", i), "promise_agent"))
	}
	if sh := a.SelfHosted; sh != nil {
		if sh.OwnAddresses {
			// Compared with the list of addresses where the page has one (pl "spoza poniższej
			// listy", the list below); without one, no list is named.
			id := "self_hosted.own_addresses"
			if len(b.p.Network.Addresses) == 0 {
				id = "self_hosted.own_addresses_no_list"
			}
			facts = append(facts, l.t(id).withPointer(at("self_hosted", "own_addresses")))
		}
		if len(sh.OwnUserAgentJobs) > 0 {
			facts = append(facts, l.n("self_hosted.own_user_agent", count(len(sh.OwnUserAgentJobs), at("self_hosted", "own_user_agent_jobs")), "Jobs", b.jobList(sh.OwnUserAgentJobs, "agents", a.ID, "self_hosted", "own_user_agent_jobs")))
		}
		if len(sh.DefaultUserAgentJobs) > 0 {
			// A crawler that sends other User-Agent strings for some fetches: the page gives
			// each above, and which of them is sent is not this sentence's to say (English
			// review 31, F10: "this crawler's User-Agent as given above" of two).
			id := "self_hosted.default_user_agent"
			if len(a.Variants) > 0 {
				id = "self_hosted.default_user_agent_variants"
			}
			facts = append(facts, l.n(id, count(len(sh.DefaultUserAgentJobs), at("self_hosted", "default_user_agent_jobs")), "Jobs", b.jobList(sh.DefaultUserAgentJobs, "agents", a.ID, "self_hosted", "default_user_agent_jobs")))
		}
		if sh.ChecksDefaultToken {
			facts = append(facts, l.t("self_hosted.checks_default_token", "Token", code(at("token"), string(a.Token))).withPointer(at("self_hosted", "checks_default_token")))
		}
	}
	return Block{ID: "agent-" + a.ID, Heading: b.agentName(a), HeadingPointer: b.agentNamePointer(a), Facts: facts}
}

// targetSourcesFact states where agent a learns the servers it contacts (agents.X.target_sources;
// trial 29, F-06): why a server is contacted at all, beside the links, sitemaps and URLs given
// that the block states apart. Zero where the policy does not say.
func (b *builder) targetSourcesFact(a policy.Agent) Text {
	if len(a.TargetSources) == 0 {
		return Text{}
	}
	return b.l.t("agent.target_sources", "Sources", enumList(b, "target_source", a.TargetSources, "agents", a.ID, "target_sources")).withPointer(pointer("agents", a.ID, "target_sources"))
}

// selfHostedStated reports whether sh states anything that an agent's block says of the
// installations that others run: what operator.open_source's "(see below)" points at.
func selfHostedStated(sh *policy.SelfHosted) bool {
	return sh != nil && (sh.OwnAddresses || len(sh.OwnUserAgentJobs) > 0 || len(sh.DefaultUserAgentJobs) > 0 || sh.ChecksDefaultToken)
}

// agentRobotsFacts states whether the agent obeys robots.txt where it says so itself, why not,
// the Sitemap lines it still reads, and the statuses that refuse it.
func (b *builder) agentRobotsFacts(a policy.Agent) []Text {
	l := b.l
	at := func(tokens ...any) string { return sub(pointer("agents", a.ID), tokens...) }
	var facts []Text
	every := b.everyJobNotRead(a)
	switch {
	case a.RobotsTxt == policy.RobotsUseNotRead && a.NotReadBecause != "":
		facts = append(facts, l.t("agent.not_read_because."+string(a.NotReadBecause)).withPointer(at("not_read_because")).withPointer(at("robots_txt")))
	case a.RobotsTxt == policy.RobotsUseNotRead:
		facts = append(facts, l.t("agent.not_read").withPointer(at("robots_txt")))
	case every != nil:
		// None of its fetches obeys robots.txt, each job says so (new-user trial 31, F-12): the
		// sentences of agents.X.robots_txt = "not-read", each where every job says the same and
		// pointing to the jobs' keys, not an exception to a rule that holds for no fetch; what
		// the jobs do not agree on, their rows in the schedule state.
		var t Text
		if why := every.same(func(j policy.Job) string { return string(j.NotReadBecause) }); why != "" {
			t = every.at(every.at(l.t("agent.not_read_because."+why), "not_read_because"), "robots_txt")
		} else {
			t = every.at(l.t("agent.not_read"), "robots_txt")
		}
		if a.RobotsTxt == policy.RobotsUseRead {
			// The agent says itself that it obeys robots.txt (agents.X.robots_txt = "read"):
			// stated as the setting that none of its fetches follows, not dropped (issue #11:
			// no element stated it, so the page could not be published).
			t = join([]Text{t, l.t("agent.read_every_job_not").withPointer(at("robots_txt"))}, " ")
		}
		facts = append(facts, t)
	case len(b.exemptPaths(a, nil)) > 0:
		// Obeyed, but not for every path: said where it says that it obeys (trial 29, F-01).
		paths := b.exemptPaths(a, nil)
		t := l.n("agent.read_except", count(len(paths), ""), "Paths", b.list(paths, "and"))
		if a.RobotsTxt == policy.RobotsUseRead {
			t = t.withPointer(at("robots_txt"))
		}
		facts = append(facts, t)
	case a.RobotsTxt == policy.RobotsUseRead:
		// Stated even where a check says when it is read: "read" is the operator's own statement
		// that this agent obeys robots.txt, which the robots.txt section (for every agent) does
		// not make for it.
		facts = append(facts, l.t("agent.read").withPointer(at("robots_txt")))
	}
	if jobs := b.jobsNotObeying(a.ID); len(jobs) > 0 && every == nil {
		// The jobs of this agent whose fetches do not obey robots.txt, right after what it
		// says of robots.txt and in the same bullet where it says that it obeys, so that they
		// read as the exception to that and to nothing else; "see" points to the section on
		// robots.txt (new-user trial 28, F-18: after the legal basis they read as an exception
		// to it, and "see" pointed to the schedule). Of those a site cannot opt out of, the
		// same sentence says so (trial 28, F-02).
		section := l.s("section.robots-txt")
		var except Text
		switch mandated := jobsNoOptOut(jobs); {
		case len(mandated) == len(jobs):
			except = l.n("agent.jobs_not_read_no_opt_out", count(len(jobs), ""), "Jobs", b.jobsRef(jobs, "opt_out"), "Section", section)
		case len(mandated) > 0:
			except = join([]Text{l.n("agent.jobs_not_read", count(len(jobs), ""), "Jobs", b.jobsRef(jobs, "robots_txt"), "Section", section),
				l.n("robots.jobs_no_opt_out", count(len(mandated), ""), "Jobs", b.jobsRef(mandated, "opt_out"))}, " ")
		default:
			except = l.n("agent.jobs_not_read", count(len(jobs), ""), "Jobs", b.jobsRef(jobs, "robots_txt"), "Section", section)
		}
		if len(facts) > 0 {
			facts[len(facts)-1] = join([]Text{facts[len(facts)-1], except}, " ")
		} else {
			facts = append(facts, except)
		}
	}
	if len(a.RecordedUnderDisallow) > 0 && b.p.ObeysRobotsTxt(a) && every == nil {
		// What a Disallow does not stop it from recording (trial 29, F-02).
		facts = append(facts, l.t("agent.recorded_under_disallow", "What", enumList(b, "robots.recorded", a.RecordedUnderDisallow, "agents", a.ID, "recorded_under_disallow")))
	}
	if basis := a.LegalBasis; basis != nil {
		facts = append(facts, b.legalBasis("agent.legal_basis", *basis, "agents", a.ID))
		// The agent's jobs whose fetches rest on a basis of their own, which the schedule
		// names (trial 28, F-05: the basis of a check on listed sites was said of every fetch).
		var own []policy.Job
		for _, j := range b.p.Jobs {
			if j.Agent == a.ID && j.LegalBasis != nil {
				own = append(own, j)
			}
		}
		if len(own) > 0 {
			facts = append(facts, l.n("agent.jobs_own_legal_basis", count(len(own), ""), "Jobs", b.jobsRef(own, "legal_basis"), "Section", l.s("section.schedule")))
		}
	}
	switch {
	case a.OptOut == policy.OptOutNotPossible:
		facts = append(facts, l.t("agent.no_opt_out").withPointer(at("opt_out")))
	case every != nil && every.same(func(j policy.Job) string { return string(j.OptOut) }) == string(policy.OptOutNotPossible):
		facts = append(facts, every.at(l.t("agent.no_opt_out"), "opt_out"))
	}
	if a.SitemapLines {
		facts = append(facts, l.t("agent.sitemap_lines").withPointer(at("sitemap_lines")))
		if a.SitemapsSameHost && !a.UsesSitemaps {
			facts = append(facts, l.t("agent.sitemaps_same_host").withPointer(at("sitemaps_same_host")))
		}
	}
	switch {
	case a.CrawlDelay == policy.AppliedYes:
		facts = append(facts, l.t("agent.crawl_delay_applied").withPointer(at("crawl_delay")))
	case a.CrawlDelay == policy.AppliedNo:
		facts = append(facts, l.t("agent.crawl_delay_not_applied").withPointer(at("crawl_delay")))
	case every != nil:
		switch policy.Applied(every.same(func(j policy.Job) string { return string(j.CrawlDelay) })) {
		case policy.AppliedYes:
			facts = append(facts, every.at(l.t("agent.crawl_delay_applied"), "crawl_delay"))
		case policy.AppliedNo:
			facts = append(facts, every.at(l.t("agent.crawl_delay_not_applied"), "crawl_delay"))
		}
	}
	if len(a.RefuseWith) > 0 {
		st := make([]Text, len(a.RefuseWith))
		for i, s := range a.RefuseWith {
			st[i] = value(at("refuse_with", i), strconv.Itoa(s)) // a status code is read, not copied: plain text
		}
		if len(a.StableParts) > 0 {
			parts := make([]Text, len(a.StableParts))
			for i, sp := range a.StableParts {
				parts[i] = code(at("stable_parts", i), sp)
			}
			facts = append(facts, l.t("agent.refuse_with_parts", "Statuses", b.list(st, "or"), "Parts", b.list(parts, "and")))
		} else {
			facts = append(facts, l.t("agent.refuse_with", "Statuses", b.list(st, "or")))
		}
	}
	return facts
}

// agentName is how the page names an agent in a heading or a table's "Crawler" cell, as
// Policy.Naming says: its display name (agents.X.name) where it has one, its product token, or,
// for an agent without one, what a filter matches on: the first part every User-Agent of it
// contains, or else the product in its User-Agent (policy.UAProduct), and only where there is
// none its purpose, which validate refuses when it is long: a sentence ("Fetches the feeds …")
// reads as a stray sentence in a heading.
func (b *builder) agentName(a policy.Agent) string {
	name, _ := b.agentNameAt(a)
	return name
}

// agentNamePointer is the JSON Pointer of the value agentName states.
func (b *builder) agentNamePointer(a policy.Agent) string {
	_, ptr := b.agentNameAt(a)
	return ptr
}

func (b *builder) agentNameAt(a policy.Agent) (string, string) {
	how, name := b.p.Naming(a)
	switch how {
	case policy.NamedByName:
		return a.Name[b.lang], pointer("agents", a.ID, "name", b.lang)
	case policy.NamedByToken:
		return name, pointer("agents", a.ID, "token")
	case policy.NamedByStablePart:
		return name, pointer("agents", a.ID, "stable_parts", 0)
	case policy.NamedByProduct, policy.NamedByUserAgent:
		return name, pointer("agents", a.ID, "user_agent")
	}
	return a.Purpose[b.lang], pointer("agents", a.ID, "purpose", b.lang)
}

// namedByLabel reports whether the page names agent a by a label of the policy (its display name
// or its purpose), which running text quotes as a name, rather than by what a filter matches.
func (b *builder) namedByLabel(a policy.Agent) bool {
	how, _ := b.p.Naming(a)
	return how == policy.NamedByName || how == policy.NamedByPurpose
}

// agentNameText is agentName as a value: in code, as a filter or robots.txt writes it, unless it
// is the agent's purpose.
func (b *builder) agentNameText(a policy.Agent) Text {
	name, ptr := b.agentNameAt(a)
	if b.namedByLabel(a) {
		// Quoted as a name in running text: a display name or a purpose is words, not code.
		return b.l.t("job.ref", "Label", value(ptr, name))
	}
	return code(ptr, name)
}

// appendText appends t unless it is empty.
func appendText(facts []Text, t Text) []Text {
	if t.IsZero() {
		return facts
	}
	return append(facts, t)
}

// jobList states references to jobs by their labels, each a value at ptr/i.
func (b *builder) jobList(ids []string, ptr ...any) Text {
	items := make([]Text, len(ids))
	for i, id := range ids {
		items[i] = b.jobRef(id, pointer(append(ptr, i)...))
	}
	return b.list(items, "and")
}

// jobRef names a job in running text by its label, quoted as the language quotes a name, as a
// value at ptr (the reference, which holds the job's key).
// legalBasis states a legal basis, the one of the agent or job at base (its pointer's tokens),
// with message id: its name, and the addresses of its texts (url, or each of urls) where given,
// in message id_url: "Legal basis of its fetching: Directive (EU) 2016/2102 and the national act
// (https://… and https://…)."
func (b *builder) legalBasis(id string, basis policy.NamedBasis, base ...any) Text {
	at := func(tokens ...any) string { return sub(pointer(base...), append([]any{"legal_basis"}, tokens...)...) }
	name := b.label(basis.Name, append(append([]any{}, base...), "legal_basis", "name")...)
	links := basis.Links()
	if len(links) == 0 {
		return b.l.t(id, "Basis", name)
	}
	items := make([]Text, len(links))
	for i, u := range links {
		ptr := at("url")
		if basis.URL == "" {
			ptr = at("urls", i)
		}
		items[i] = codeLink(ptr, string(u), string(u))
	}
	return b.l.t(id+"_url", "Basis", name, "URL", b.list(items, "and"))
}

func (b *builder) jobRef(id, ptr string) Text {
	j := b.job(id)
	return b.l.t("job.ref", "Label", b.label(j.Label, "jobs", id, "label")).withPointer(ptr)
}

func (b *builder) agentsTable() Block {
	l := b.l
	// A column appears only where at least two agents state its value: a column of one value
	// compares nothing (each agent's block states it anyway), and its empty cells would read as
	// "none" or as a fault.
	var nTrigger, nCheck, nFollows, nStar int
	for _, a := range b.p.Agents {
		if len(a.TriggerSet()) > 0 {
			nTrigger++
		}
		if b.effective(a.ID, "").RobotsTxt.Check != "" || a.RobotsTxt != "" {
			nCheck++
			if a.RobotsTxt != policy.RobotsUseNotRead && (a.GroupMatching != "" || a.IgnoresStarGroup) {
				nStar++ // the policy says whether it obeys the "*" group
			}
		}
		if a.FollowsLinks != "" {
			nFollows++
		}
	}
	trigger, check, follows := nTrigger > 1, nCheck > 1, nFollows > 1
	// Whether an agent obeys the "*" group, a column only where the policy says it of some agent
	// that reads robots.txt (group_matching, ignores_star_group): never RFC 9309's rule assumed.
	star := check && nStar > 0
	if !trigger && !check && !follows {
		return Block{}
	}
	head := []Text{l.t("agents_table.token")}
	var cols []Text // what the caption says the columns show
	if slices.ContainsFunc(b.p.Agents, func(a policy.Agent) bool { return a.Token == "" }) {
		head[0] = l.t("jobs_table.agent") // not every row names a token
	} else {
		cols = append(cols, l.t("agents_table.col_token"))
	}
	if trigger {
		head = append(head, l.t("agents_table.trigger"))
		cols = append(cols, l.t("agents_table.col_trigger"))
	}
	if check {
		head = append(head, l.t("agents_table.robots_txt"))
		cols = append(cols, l.t("agents_table.col_robots_txt"))
		if star {
			head = append(head, l.t("agents_table.star_group", robotsSpecialChars()...))
			cols = append(cols, l.t("agents_table.col_star_group", robotsSpecialChars()...))
		}
	}
	if follows {
		head = append(head, l.t("agents_table.follows_links"))
		cols = append(cols, l.t("agents_table.col_follows_links"))
	}
	t := b.newTable(l.t("agents_table.caption", "Columns", b.list(cols, "and")), head, len(b.p.Agents))
	allTokens := !slices.ContainsFunc(b.p.Agents, func(a policy.Agent) bool { return a.Token == "" }) // the first column is headed "product token"
	for _, a := range b.p.Agents {
		name := Cell{b.agentNameText(a)}
		switch how, _ := b.p.Naming(a); {
		case allTokens:
			// Under "product token", the token, never a display name: a webmaster copies it into
			// robots.txt (review 6: en 2).
			name = Cell{code(pointer("agents", a.ID, "token"), string(a.Token))}
		case how == policy.NamedByName:
			n, ptr := b.agentNameAt(a)
			name = Cell{value(ptr, n)} // a cell of its own: no quotation marks needed
			if a.Token != "" {
				name = Cell{l.t("agents_table.name_token", "Name", name[0], "Token", code(pointer("agents", a.ID, "token"), string(a.Token)))}
			}
		}
		row := []Cell{name}
		if trigger {
			cell := b.enumCell("trigger_short", string(a.Trigger), pointer("agents", a.ID, "trigger"))
			for i, tr := range a.Triggers {
				cell = append(cell, b.enum("trigger_short", string(tr), pointer("agents", a.ID, "triggers", i)))
			}
			row = append(row, cell)
		}
		if check {
			// When the agent reads robots.txt: its own check, or the policy's; whether it obeys the
			// "*" group only where it reads it.
			r := b.effective(a.ID, "").RobotsTxt
			starCell := Cell{}
			if a.RobotsTxt == policy.RobotsUseNotRead {
				// Whether it obeys the "*" group does not arise for a crawler that reads no
				// robots.txt: not "not stated", which reads as something withheld (review 4, fr 4,
				// pl 5).
				no := Cell{l.t("agents_table.no").withPointer(pointer("agents", a.ID, "robots_txt"))}
				row = append(row, no)
				if star {
					row = append(row, Cell{l.t("agents_table.not_applicable").withPointer(pointer("agents", a.ID, "robots_txt"))})
				}
				if follows {
					row = append(row, b.followsLinksCell(a))
				}
				t.addRow(unsetCells(row, l.t("agents_table.unset"))...)
				continue
			}
			switch {
			case r.Check == "" && a.RobotsTxt != policy.RobotsUseRead:
			case a.IgnoresStarGroup:
				starCell = Cell{l.t("agents_table.no").withPointer(pointer("agents", a.ID, "ignores_star_group"))}
			case a.GroupMatching == policy.GroupMatchingMergesStar:
				starCell = Cell{l.t("agents_table.star_with_own").withPointer(pointer("agents", a.ID, "group_matching"))}
			case a.StatesStarGroup():
				// As RFC 9309 has it, or departing in another way only ("first-group": the first
				// "*" group, as its description says).
				starCell = Cell{l.t("agents_table.yes").withPointer(pointer("agents", a.ID, "group_matching"))}
			}
			reads := b.enumCell("robots_check", string(r.Check), r.CheckPointer)
			if r.Check == "" && a.RobotsTxt == policy.RobotsUseRead {
				// It reads robots.txt, at a time the policy does not state.
				reads = Cell{l.t("agents_table.yes").withPointer(pointer("agents", a.ID, "robots_txt"))}
			}
			row = append(row, reads)
			if star {
				row = append(row, starCell)
			}
		}
		if follows {
			row = append(row, b.followsLinksCell(a))
		}
		t.addRow(unsetCells(row, l.t("agents_table.unset"))...)
	}
	return Block{Heading: l.s("agents_table.heading"), Table: t}
}

// enumCell states an enumerated value in a table cell, or leaves the cell empty where the policy
// does not state it.
// unsetCells fills the cells of a row that state nothing with the table's sign for no value.
func unsetCells(row []Cell, unset Text) []Cell {
	for i, c := range row {
		if len(c) == 0 {
			row[i] = Cell{unset}
		}
	}
	return row
}

// followsLinksCell states in the table of crawlers how far a crawler follows links: the value of
// follows_links, and the links followed beyond the site or the domain where off_site_hops says.
func (b *builder) followsLinksCell(a policy.Agent) Cell {
	ptr := pointer("agents", a.ID, "follows_links")
	if a.OffSiteHops != 0 {
		return Cell{b.l.n("follows_links_short_off_site."+string(a.FollowsLinks), count(int(a.OffSiteHops), pointer("agents", a.ID, "off_site_hops"))).withPointer(ptr)}
	}
	return b.enumCell("follows_links_short", string(a.FollowsLinks), ptr)
}

func (b *builder) enumCell(prefix, v, ptr string) Cell {
	if v == "" {
		return Cell{}
	}
	return Cell{b.enum(prefix, v, ptr)}
}

// formerIdentities states the User-Agents the agent no longer sends and the tokens it no longer
// uses, each with its period of use where the policy states one: history, after what is sent now.
func (b *builder) formerIdentities(a policy.Agent) []Text {
	l := b.l
	var facts []Text
	for i, f := range a.Former {
		at := pointer("agents", a.ID, "former", i)
		ua, tok := code(sub(at, "user_agent"), string(f.UserAgent)), code(sub(at, "token"), string(f.Token))
		var t Text
		switch {
		case f.UserAgent != "" && f.Token != "":
			t = l.t("agent.former_both", "UA", ua, "Token", tok)
		case f.UserAgent != "":
			t = l.t("agent.former_user_agent", "UA", ua)
		default:
			t = l.t("agent.former_token", "Token", tok)
		}
		if p := b.period(f.From, f.Until, at); !p.IsZero() {
			t = join([]Text{t, p}, " ")
		}
		facts = append(facts, t)
	}
	return facts
}

// usagePreferencesFact is what an agent's block says of what a site states of the use of its
// content for AI or for text and data mining, and the agent follows (a.UsagePreferences), one
// sentence for each kind, listing its places: the AI usage preference for its AIPREF category,
// read in the Content-Usage lines of robots.txt, the Content-Usage header of a response, or
// either (draft-ietf-aipref-attach; new-user trial 25, F-01; validate allows these only with
// a.AIPref); a reservation of text and data mining rights stated in a tdm-reservation header,
// /.well-known/tdmrep.json or a tdm-reservation meta element (W3C TDMRep); the noai and
// noimageai values of a robots meta element or X-Robots-Tag header (issue 11, trial 32, F-02).
// The kinds differ in what a site reserves (a preference for one category; text and data
// mining; use for AI), so a sentence of its own each keeps each true. Nothing where the policy
// does not say.
func (b *builder) usagePreferencesFact(a policy.Agent) Text {
	at := func(tokens ...any) string { return sub(pointer("agents", a.ID), tokens...) }
	index := func(v policy.UsagePreferenceSource) int { return slices.Index(a.UsagePreferences, v) }
	item := func(i int) string { // the pointer of a listed value; none for one not listed
		if i < 0 {
			return ""
		}
		return at("usage_preferences", i)
	}
	var aipref []policy.UsagePreferenceSource
	for _, v := range a.UsagePreferences {
		if v.AIPref() {
			aipref = append(aipref, v)
		}
	}
	// The TDMRep places in the order of the values (header, file, meta), as the reference lists them.
	var ways []Text
	for _, v := range []policy.UsagePreferenceSource{policy.UsagePrefTDMRepHeader, policy.UsagePrefTDMRepFile, policy.UsagePrefTDMRepMeta} {
		if i := index(v); i >= 0 {
			ptr := at("usage_preferences", i)
			ways = append(ways, b.l.t("usage_preferences."+string(v),
				"Field", code(ptr, "tdm-reservation: 1"), "File", code(ptr, "/.well-known/tdmrep.json"),
				"Element", code(ptr, `<meta name="tdm-reservation" content="1">`)))
		}
	}
	var sentences []Text
	if len(aipref) > 0 && a.AIPref != "" {
		id := "usage_preferences." + string(aipref[0])
		if len(aipref) > 1 {
			id = "usage_preferences.both"
		}
		sentences = append(sentences, b.l.t(id, "Category", code(at("aipref"), string(a.AIPref)), "Field", code("", "Content-Usage")))
	}
	if len(ways) > 0 {
		sentences = append(sentences, b.l.t("usage_preferences.tdmrep", "Ways", b.list(ways, "or")))
	}
	noai, noimageai := index(policy.UsagePrefRobotsMetaNoAI), index(policy.UsagePrefRobotsMetaNoImageAI)
	if noai >= 0 || noimageai >= 0 {
		id := "usage_preferences.noai_noimageai"
		switch {
		case noimageai < 0:
			id = "usage_preferences.noai"
		case noai < 0:
			id = "usage_preferences.noimageai"
		}
		sentences = append(sentences, b.l.t(id, "Header", code("", "X-Robots-Tag"),
			"Value", code(item(noai), "noai"), "Image", code(item(noimageai), "noimageai")))
	}
	if len(sentences) == 0 {
		return Text{}
	}
	return join(sentences, " ").withPointer(at("usage_preferences"))
}

// sitemapsFact is what an agent's block says of the sitemaps it reads (a.UsesSitemaps): /sitemap.xml
// only where the policy names it, "before following any links" only where it says so
// (a.SitemapsFirst, which validate allows only where the agent follows links; new-user trial 25,
// F-07: uses_sitemaps alone said it). The review quotes it for a change of any of these values.
func (b *builder) sitemapsFact(a policy.Agent) Text {
	at := func(tokens ...any) string { return sub(pointer("agents", a.ID), tokens...) }
	id := "agent.uses_sitemaps"
	if a.SitemapXML {
		id += "_xml"
	}
	if a.SitemapsFirst {
		id += "_first"
	}
	var t Text
	if !a.SitemapXML {
		t = b.l.t(id).withPointer(at("uses_sitemaps"))
	} else {
		// The file's path as code, as the page writes every path (German review 15, SHOULD 34).
		t = b.l.t(id, "Path", code(at("sitemap_xml"), "/sitemap.xml")).withPointer(at("uses_sitemaps"))
	}
	if a.SitemapsFirst {
		t = t.withPointer(at("sitemaps_first"))
	}
	return t
}

// sitemapXMLPath is the path /sitemap.xml as the sentences about it state it: in code, as the
// page sets every path (review15-pl, 13).
func sitemapXMLPath() Text { return code("", "/sitemap.xml") }

// containsAll reports whether ua contains every one of parts.
func containsAll(ua string, parts []string) bool {
	for _, p := range parts {
		if !strings.Contains(ua, p) {
			return false
		}
	}
	return true
}

// startsFrom reports whether what agent a was given (fetches) is where it starts, not all it
// fetches, since it follows links or reads sitemaps from there: "it fetches only the addresses it
// was given" would contradict the links it follows. The page says "It starts from …"
// (agent.starts_from), and so does the page of changes where its fetches are first stated or
// lifted (diff.fetch_scope_limited_start).
func startsFrom(a policy.Agent) bool {
	return a.FollowsLinks != "" && a.FollowsLinks != policy.LinkFollowingNone || a.UsesSitemaps
}

// userAgentsContain reports whether a User-Agent that agent a sends (its user_agent or a
// variant's) contains part.
func userAgentsContain(a policy.Agent, part string) bool {
	if strings.Contains(string(a.UserAgent), part) {
		return true
	}
	return slices.ContainsFunc(a.Variants, func(v policy.Variant) bool { return strings.Contains(string(v.UserAgent), part) })
}

// eventJobsOf says how many of an agent's jobs start on an event (jobs.X.triggers).
type eventJobsOf int

const (
	noEventJobs eventJobsOf = iota
	// someEventJobs: some jobs start on an event, and at least one runs on a schedule of the
	// agent's own.
	someEventJobs
	// allEventJobs: every job starts on an event only (triggers, with no cadence, runs_per_year,
	// continuous or started_by).
	allEventJobs
)

// eventJobs says whether a's jobs start on events: none of them, some, or all (each with
// triggers and nothing else that starts it).
func (b *builder) eventJobs(a policy.Agent) eventJobsOf {
	jobs, events, only := 0, 0, 0
	for _, j := range b.p.Jobs {
		if j.Agent != a.ID {
			continue
		}
		jobs++
		if len(j.Triggers) == 0 {
			continue
		}
		events++
		if len(j.Cadence) == 0 && !j.Continuous && j.RunsPerYear == nil && len(j.StartedBy) == 0 {
			only++
		}
	}
	switch {
	case events == 0:
		return noEventJobs
	case only == jobs:
		return allEventJobs
	}
	return someEventJobs
}

// agentJobs are the jobs of an agent none of whose fetches obeys robots.txt, each of them saying
// robots_txt = "not-read" (policy.NoJobObeysRobotsTxt), for the sentences that state it as the
// agent's own robots_txt = "not-read" is stated.
type agentJobs []policy.Job

// everyJobNotRead returns a's jobs where none of them obeys robots.txt although a does
// (policy.NoJobObeysRobotsTxt; new-user trial 31, F-12), else nil.
func (b *builder) everyJobNotRead(a policy.Agent) agentJobs {
	if !b.p.NoJobObeysRobotsTxt(a) {
		return nil
	}
	var jobs agentJobs
	for _, j := range b.p.Jobs {
		if j.Agent == a.ID {
			jobs = append(jobs, j)
		}
	}
	return jobs
}

// same returns the value v gives every job, or "" where two jobs differ.
func (js agentJobs) same(v func(policy.Job) string) string {
	for _, j := range js[1:] {
		if v(j) != v(js[0]) {
			return ""
		}
	}
	return v(js[0])
}

// at adds to t the pointer to field of each job.
func (js agentJobs) at(t Text, field string) Text {
	for _, j := range js {
		t = t.withPointer(pointer("jobs", j.ID, field))
	}
	return t
}

// usageTokenFacts states each usage token of agent a (agents.X.usage_tokens; issue 11): that it
// sends no requests and decides only whether the pages the agent fetches may be used for the
// AIPREF categories it controls, and that a robots.txt group blocking it refuses that use while
// the agent keeps fetching (a group blocking the agent's own token stops the fetching, where it
// has one that groups can name and the policy says it obeys robots.txt). Nothing for an agent that does not obey robots.txt (validate
// warns: no group would be read) or for a token whose snippet did not prove out.
func (b *builder) usageTokenFacts(a policy.Agent) []Text {
	var facts []Text
	for i, ut := range a.UsageTokens {
		if _, proven := b.proofs()[usageTokenProof(a.ID, i)]; !proven {
			continue
		}
		at := func(tokens ...any) string {
			return pointer(append([]any{"agents", a.ID, "usage_tokens", i}, tokens...)...)
		}
		token := code(at("token"), string(ut.Token))
		categories := make([]Text, len(ut.Controls))
		for j, c := range ut.Controls {
			categories[j] = code(at("controls", j), string(c))
		}
		n := count(len(ut.Controls), "")
		facts = append(facts, b.l.n("usage_token.sends_no_requests", n, "UsageToken", token, "Categories", b.list(categories, "and")))
		if b.groupsApply(a) && b.p.ObeysRobotsTxt(a) {
			// Only where the policy says the agent obeys robots.txt does a group blocking its
			// own token stop the fetching (as aipref's sentence).
			facts = append(facts, b.l.n("usage_token.blocks", n, "UsageToken", token, "Token", code(pointer("agents", a.ID, "token"), string(a.Token))))
		} else {
			facts = append(facts, b.l.n("usage_token.blocks_no_token", n, "UsageToken", token))
		}
	}
	return facts
}

// usageTokenSnippets are the blocks after agent a's that offer, for each of its usage tokens
// whose snippet proved out, that snippet: a group naming the token that disallows the whole site,
// which the matcher proved to block the token and to leave every agent's fetching as it was
// (proveSnippets; issue 11).
func (b *builder) usageTokenSnippets(a policy.Agent) []Block {
	var blocks []Block
	for i, ut := range a.UsageTokens {
		proof, proven := b.proofs()[usageTokenProof(a.ID, i)]
		if !proven {
			continue
		}
		// The group names the token: the sentence before it states that value.
		at := pointer("agents", a.ID, "usage_tokens", i, "token")
		blocks = append(blocks, Block{
			ID:      "usage-token-" + a.ID + "-" + strconv.Itoa(i),
			Paras:   []Text{b.l.n("usage_token.snippet", count(len(ut.Controls), "")).withPointer(at)},
			Example: proof.Text,
		})
	}
	return blocks
}
