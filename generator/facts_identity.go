package generator

import (
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

func (b *builder) identificationSection() Section {
	l := b.l
	blocks := []Block{{Paras: []Text{l.t("identification.intro")}}}
	for _, a := range b.p.Agents {
		blocks = append(blocks, b.agentBlock(a))
	}
	if len(b.p.Agents) > 1 {
		blocks = append(blocks, b.agentsTable())
	}
	blocks = append(blocks, b.networkBlock())
	return b.section("identification", blocks...)
}

func (b *builder) agentBlock(a policy.Agent) Block {
	l := b.l
	atBase := pointer("agents", a.ID)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	var facts []Text
	facts = append(facts,
		l.t("agent.token", "Token", code(at("token"), string(a.Token))),
		l.t("agent.purpose", "Purpose", b.label(a.Purpose, "agents", a.ID, "purpose")),
		b.enum("trigger", string(a.Trigger), at("trigger")),
		l.t("agent.user_agent", "UA", code(at("user_agent"), string(a.UserAgent))),
	)
	if strings.Contains(string(a.UserAgent), "{version}") {
		switch {
		case a.Version != "":
			facts = append(facts, l.t("agent.version", "Version", code(at("version"), a.Version)))
		default:
			facts = append(facts, l.t("agent.version_placeholder"))
		}
	}
	if a.VersionMayChange {
		facts = append(facts, l.t("agent.version_may_change").withPointer(at("version_may_change")))
	}
	if len(a.StableParts) > 0 {
		parts := make([]Text, len(a.StableParts))
		for i, sp := range a.StableParts {
			parts[i] = code(at("stable_parts", i), sp)
		}
		facts = append(facts, l.t("agent.stable_parts", "Parts", b.list(parts, "and")))
	}
	for i, v := range a.Variants {
		facts = append(facts, l.t("agent.variant",
			"UA", code(at("variants", i, "user_agent"), string(v.UserAgent)),
			"UsedFor", b.label(v.UsedFor, "agents", a.ID, "variants", i, "used_for")))
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
	if a.IgnoresStarGroup {
		facts = append(facts, l.t("agent.ignores_star_group").withPointer(at("ignores_star_group")))
	}
	if a.RobotsTxtCheck != "" {
		facts = append(facts, l.t("agent.robots_txt_check", "Check", b.enum("robots_check", string(a.RobotsTxtCheck), at("robots_txt_check"))))
	}
	followsLinks := b.enum("follows_links", string(a.FollowsLinks), at("follows_links"))
	if a.FollowsLinks != policy.LinkFollowingNone || a.UsesSitemaps {
		// What it was given is where it starts, not all it fetches: "it fetches only the addresses
		// it was given" would contradict the links it follows.
		if len(a.Fetches) > 0 {
			facts = append(facts, l.t("agent.starts_from", "What", enumList(b, "fetch_scope_start", a.Fetches, "agents", a.ID, "fetches")))
		}
		if a.UsesSitemaps {
			facts = append(facts, l.t("agent.uses_sitemaps").withPointer(at("uses_sitemaps")))
		}
		facts = append(facts, followsLinks)
	} else {
		facts = append(facts, followsLinks)
		if len(a.Fetches) > 0 {
			facts = append(facts, l.t("agent.fetches", "What", enumList(b, "fetch_scope", a.Fetches, "agents", a.ID, "fetches")))
		}
	}
	if a.ApprovalBeforeFetch {
		facts = append(facts, l.t("agent.approval_before_fetch").withPointer(at("approval_before_fetch")))
	}
	if len(a.OnDisallow) > 0 {
		facts = append(facts, l.t("agent.on_disallow", "Effects", enumList(b, "on_disallow", a.OnDisallow, "agents", a.ID, "on_disallow")))
	}
	for i, pr := range a.Promises {
		facts = append(facts, b.enum("promise", string(pr), at("promises", i)))
	}
	if sh := a.SelfHosted; sh != nil {
		if sh.OwnAddresses {
			facts = append(facts, l.t("self_hosted.own_addresses").withPointer(at("self_hosted", "own_addresses")))
		}
		if len(sh.OwnUserAgentJobs) > 0 {
			facts = append(facts, l.n("self_hosted.own_user_agent", count(len(sh.OwnUserAgentJobs), at("self_hosted", "own_user_agent_jobs")), "Jobs", b.jobList(sh.OwnUserAgentJobs, "agents", a.ID, "self_hosted", "own_user_agent_jobs")))
		}
		if len(sh.DefaultUserAgentJobs) > 0 {
			facts = append(facts, l.n("self_hosted.default_user_agent", count(len(sh.DefaultUserAgentJobs), at("self_hosted", "default_user_agent_jobs")), "Jobs", b.jobList(sh.DefaultUserAgentJobs, "agents", a.ID, "self_hosted", "default_user_agent_jobs")))
		}
		if sh.ChecksDefaultToken {
			facts = append(facts, l.t("self_hosted.checks_default_token", "Token", code(at("token"), string(a.Token))).withPointer(at("self_hosted", "checks_default_token")))
		}
	}
	return Block{ID: "agent-" + a.ID, Heading: string(a.Token), Facts: facts}
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
func (b *builder) jobRef(id, ptr string) Text {
	j := b.job(id)
	return b.l.t("job.ref", "Label", b.label(j.Label, "jobs", id, "label")).withPointer(ptr)
}

func (b *builder) agentsTable() Block {
	l := b.l
	t := b.newTable(l.s("agents_table.caption"), []string{
		l.s("agents_table.token"), l.s("agents_table.trigger"), l.s("agents_table.robots_txt"),
		l.s("agents_table.star_group"), l.s("agents_table.follows_links"),
	}, len(b.p.Agents))
	for _, a := range b.p.Agents {
		star := Cell{l.t("agents_table.yes")}
		if a.IgnoresStarGroup {
			star = Cell{l.t("agents_table.no").withPointer(pointer("agents", a.ID, "ignores_star_group"))}
		}
		// When the agent reads robots.txt: its own check, or the policy's.
		r := b.effective(a.ID, "").RobotsTxt
		check := b.enum("robots_check", string(r.Check), r.CheckPointer)
		t.addRow(
			Cell{code(pointer("agents", a.ID, "token"), string(a.Token))},
			Cell{b.enum("trigger_short", string(a.Trigger), pointer("agents", a.ID, "trigger"))},
			Cell{check},
			star,
			Cell{b.enum("follows_links_short", string(a.FollowsLinks), pointer("agents", a.ID, "follows_links"))},
		)
	}
	return Block{Heading: l.s("agents_table.heading"), Table: t}
}
