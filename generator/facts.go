package generator

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// builder turns a policy into one language's Page. Every value it states carries its JSON Pointer;
// every sentence comes from the language's messages.
type builder struct {
	p     *policy.Policy
	l     *localizer
	lang  string
	prose map[string]Prose
	// proofs returns the snippets' proofs, waiting for them if they are still running.
	proofs func() map[string]robots.Proof
	// weekdays and spans hold each set of weekdays and each span of the day already stated: a
	// schedule states the same few many times.
	weekdays map[policy.Weekdays]string
	spans    map[policy.TimeRange]Text
	// enums holds each enumerated value already stated, by message prefix and value.
	enums map[[2]string]Text
	// index holds the position of each agent, job, target and occasion by key (see item).
	index struct{ agents, jobs, targets, occasions map[string]int }
}

// item returns the item of items with the given key, or the zero item: Keyed.Get scans the
// collection, this looks the key up in an index of it, built at the first call (index points at
// the builder's field for that collection).
func item[T any](items []T, keys func() []string, index *map[string]int, key string) T {
	if *index == nil {
		ks := keys()
		*index = make(map[string]int, len(ks))
		for i, k := range ks {
			(*index)[k] = i
		}
	}
	if i, ok := (*index)[key]; ok {
		return items[i]
	}
	var zero T
	return zero
}

func (b *builder) agent(id string) policy.Agent {
	return item(b.p.Agents, b.p.Agents.Keys, &b.index.agents, id)
}

func (b *builder) job(id string) policy.Job {
	return item(b.p.Jobs, b.p.Jobs.Keys, &b.index.jobs, id)
}

func (b *builder) target(id string) policy.Target {
	return item(b.p.Targets, b.p.Targets.Keys, &b.index.targets, id)
}

func (b *builder) occasion(id string) policy.Occasion {
	return item(b.p.Occasions, b.p.Occasions.Keys, &b.index.occasions, id)
}

func itoa(n int) string { return strconv.Itoa(n) }

// label states a label in the page's language, as a value at base/lang.
func (b *builder) label(l policy.Label, base ...any) Text {
	return b.labelAt(l, pointer(base...))
}

// labelAt states a label in the page's language, as a value at ptr/lang.
func (b *builder) labelAt(l policy.Label, ptr string) Text {
	return value(sub(ptr, b.lang), l[b.lang])
}

// token states an agent's product token, as a code value at ptr.
func (b *builder) token(agentID, ptr string) Text {
	return code(ptr, string(b.agent(agentID).Token))
}

// enum states an enumerated value with its message prefix+"."+value, as a value at ptr.
func (b *builder) enum(prefix string, v string, ptr string) Text {
	key := [2]string{prefix, v}
	t, ok := b.enums[key]
	if !ok {
		t = b.l.t(prefix + "." + v)
		if b.enums == nil {
			b.enums = map[[2]string]Text{}
		}
		b.enums[key] = t
	}
	return t.withPointer(ptr)
}

// qualifier attaches a qualifying phrase ("per hostname") to what precedes it, with the space the
// language puts there; nothing when q is empty.
func (b *builder) qualifier(q Text) Text {
	if q.IsZero() {
		return q
	}
	return b.l.t("list.qualifier", "Q", q)
}

// list joins items as the language writes a list (see localizer.list).
func (b *builder) list(items []Text, conj string) Text { return b.l.list(items, conj) }

// enumList states the values of an enumerated list, each at ptr/i, joined with "and".
func enumList[T ~string](b *builder, prefix string, vs []T, ptr ...any) Text {
	items := make([]Text, len(vs))
	for i, v := range vs {
		items[i] = b.enum(prefix, string(v), pointer(append(ptr, i)...))
	}
	return b.list(items, "and")
}

// days states a set of weekdays as runs, "Mon–Fri, Sun", as a value at ptr.
func (b *builder) days(w policy.Weekdays, ptr string) Text {
	if w == policy.AllDays {
		return b.l.t("days.every_day").withPointer(ptr)
	}
	if s, ok := b.weekdays[w]; ok {
		return value(ptr, s)
	}
	var runs []Text
	for _, r := range w.Runs() {
		from := b.l.t("weekday.short." + dayKey(r[0]))
		to := b.l.t("weekday.short." + dayKey(r[1]))
		switch {
		case r[0] == r[1]:
			runs = append(runs, from)
		case (r[0]+1)%7 == r[1]:
			// Two days are a pair, not a range: "Sat and Sun".
			runs = append(runs, b.list([]Text{from, to}, "and"))
		default:
			runs = append(runs, b.l.t("days.range", "From", from, "To", to))
		}
	}
	s := join(runs, b.l.s("list.separator")).Plain()
	if b.weekdays == nil {
		b.weekdays = map[policy.Weekdays]string{}
	}
	b.weekdays[w] = s
	return value(ptr, s)
}

func dayKey(d time.Weekday) string { return strings.ToLower(d.String()[:3]) }

// hours states a span of the day, "07:00–19:00", as a value at ptr.
func (b *builder) hours(r policy.TimeRange, ptr string) Text {
	t, ok := b.spans[r]
	if !ok {
		t = b.l.t("time.range", "From", b.l.t("time.clock", "T", r.From.String()), "To", b.l.t("time.clock", "T", r.To.String()))
		if b.spans == nil {
			b.spans = map[policy.TimeRange]Text{}
		}
		b.spans[r] = t
	}
	return t.withPointer(ptr)
}

// overnight states a span of the day that ends on the next day, "22:00–06:00 (into the next
// day)", as the value at ptr inside the statement at overnightPtr.
func (b *builder) overnight(r policy.TimeRange, ptr, overnightPtr string) Text {
	return b.l.t("time.range_overnight",
		"From", b.l.t("time.clock", "T", r.From.String()),
		"To", b.l.t("time.clock", "T", r.To.String())).withPointer(ptr).withPointer(overnightPtr)
}

// clock states a time of day, as a value at ptr.
func (b *builder) clock(t policy.TimeOfDay, ptr string) Text {
	return b.l.t("time.clock", "T", t.String()).withPointer(ptr)
}

// size states a number of bytes with the unit the policy would write, "500 KiB", at ptr.
func (b *builder) size(s policy.Size, ptr string) Text {
	text := s.String()
	i := strings.IndexFunc(text, func(r rune) bool { return r < '0' || r > '9' })
	n, _ := strconv.Atoi(text[:i])
	return b.l.n("size."+text[i:], count(n, "")).withPointer(ptr)
}

// page builds the whole page.
func (b *builder) page() Page {
	l := b.l
	title := b.p.Site.Title[b.lang]
	pg := Page{
		Lang:           b.lang,
		Root:           "../",
		Title:          l.t("page.title", "Title", title).Plain(),
		Description:    l.t("page.summary", "Title", title).Plain(),
		LanguagesLabel: l.s("page.languages"),
		ContentsLabel:  l.s("page.contents"),
		CopyLabel:      l.s("snippet.copy"),
		CopiedLabel:    l.s("snippet.copied"),
		SkipLabel:      l.s("page.skip"),
	}
	if b.p.Site.Example {
		pg.Example = l.t("page.example").withPointer("/site/example")
	}
	pg.Intro = []Text{
		l.t("intro.lead", "Title", b.label(b.p.Site.Title, "site", "title")),
		l.t("intro.source"),
	}
	for _, lang := range b.p.Site.Languages {
		pg.Languages = append(pg.Languages, LanguageLink{
			Tag:     lang,
			Name:    nativeName(lang),
			Href:    "../" + lang + "/index.html", // explicit, so that the site works from disk too
			Current: lang == b.lang,
		})
	}
	if !b.p.Network.Unpublished {
		pg.IPs = "../ips.json"
	}
	pg.Sections = []Section{
		b.aboutSection(),
		b.identificationSection(),
		b.fetchingSection(),
		b.ratesSection(),
		b.scheduleSection(),
		b.robotsSection(),
		b.errorsSection(),
		b.optOutSection(),
		b.commitmentsSection(),
		b.contactSection(),
		b.dataSection(),
		b.filesSection(),
	}
	pg.Sections = slices.DeleteFunc(pg.Sections, func(s Section) bool { return len(s.Blocks) == 0 && s.Prose.IsZero() })
	pg.LastChanged = l.t("page.last_changed", "Date", b.date(b.p.Site.LastChanged, "/site/last_changed"))
	pg.Footer = l.t("page.footer")
	pg.render()
	return pg
}

// date states a calendar date in the language's long form, "29 November 2026", at ptr.
func (b *builder) date(d policy.Date, ptr string) Text {
	return b.l.t("date.long",
		"Day", b.l.n("date.day", count(d.Day(), "")),
		"Month", b.l.s("month."+strconv.Itoa(int(d.Month()))),
		"Year", strconv.Itoa(d.Year()),
	).withPointer(ptr)
}

// nativeName is a language's name in itself ("Deutsch", "français", "polski"), from CLDR through
// golang.org/x/text/language/display.
func nativeName(tag string) string {
	t, err := language.Parse(tag)
	if err != nil {
		return tag
	}
	return display.Self.Name(t)
}

func (b *builder) section(id string, blocks ...Block) Section {
	blocks = slices.DeleteFunc(blocks, func(bl Block) bool {
		return len(bl.Paras) == 0 && len(bl.Facts) == 0 && bl.Table == nil && len(bl.Snippets) == 0 && len(bl.Links) == 0 && bl.Note.IsZero()
	})
	return Section{ID: id, Heading: b.l.s("section." + id), Blocks: blocks}
}

// ——— Who operates the crawler ———

func (b *builder) aboutSection() Section {
	l, o := b.l, b.p.Operator
	var facts []Text
	facts = append(facts, l.t("operator.name", "Name", value("/operator/name", o.Name)))
	if len(o.LegalForm) > 0 {
		facts = append(facts, l.t("operator.legal_form", "Form", b.label(o.LegalForm, "operator", "legal_form")))
	}
	for i, p := range o.People {
		facts = append(facts, l.t("operator.person",
			"Name", value(pointer("operator", "people", i, "name"), p.Name),
			"Roles", enumList(b, "role", p.Roles, "operator", "people", i, "roles")))
	}
	if len(o.Address) > 0 {
		lines := make([]Text, len(o.Address))
		for i, a := range o.Address {
			lines[i] = value(pointer("operator", "address", i), a)
		}
		facts = append(facts, l.t("operator.address", "Address", join(lines, ", ")))
	}
	for i, r := range o.Registry {
		facts = append(facts, l.t("operator.registry",
			"Scheme", value(pointer("operator", "registry", i, "scheme"), r.Scheme),
			"ID", code(pointer("operator", "registry", i, "id"), r.ID)))
	}
	if o.Website != "" {
		facts = append(facts, l.t("operator.website", "URL", codeLink("/operator/website", string(o.Website), string(o.Website))))
	}
	if o.OpenSource {
		facts = append(facts, l.t("operator.open_source").withPointer("/operator/open_source"))
	}
	if o.SourceCode != "" {
		facts = append(facts, l.t("operator.source_code", "URL", codeLink("/operator/source_code", string(o.SourceCode), string(o.SourceCode))))
	}
	s := b.section("about", Block{Facts: facts})
	s.Prose = b.prose["about.md"]
	return s
}

// ——— How to recognise it ———

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
	facts = append(facts, b.enum("follows_links", string(a.FollowsLinks), at("follows_links")))
	if a.UsesSitemaps {
		facts = append(facts, l.t("agent.uses_sitemaps").withPointer(at("uses_sitemaps")))
	}
	if len(a.Fetches) > 0 {
		facts = append(facts, l.t("agent.fetches", "What", enumList(b, "fetch_scope", a.Fetches, "agents", a.ID, "fetches")))
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
	t := newTable(l.s("agents_table.caption"), []string{
		l.s("agents_table.token"), l.s("agents_table.trigger"), l.s("agents_table.robots_txt"),
		l.s("agents_table.star_group"), l.s("agents_table.follows_links"),
	}, len(b.p.Agents))
	for _, a := range b.p.Agents {
		star := Cell{l.t("agents_table.yes")}
		if a.IgnoresStarGroup {
			star = Cell{l.t("agents_table.no").withPointer(pointer("agents", a.ID, "ignores_star_group"))}
		}
		// When the agent reads robots.txt: its own check, or the policy's.
		check := b.enum("robots_check", string(b.p.RobotsTxt.Check), "/robots_txt/check")
		if a.RobotsTxtCheck != "" {
			check = b.enum("robots_check", string(a.RobotsTxtCheck), pointer("agents", a.ID, "robots_txt_check"))
		}
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

func (b *builder) networkBlock() Block {
	l, n := b.l, b.p.Network
	var facts []Text
	for i, a := range n.Addresses {
		addr := code(pointer("network", "addresses", i, "prefix"), a.Prefix.Prefix.String())
		if len(a.Agents) == 0 {
			id := "network.address"
			if len(b.p.Agents) > 1 {
				id = "network.address_all" // say so, next to addresses that name their crawlers
			}
			facts = append(facts, l.t(id, "Prefix", addr))
			continue
		}
		tokens := make([]Text, len(a.Agents))
		for j, id := range a.Agents {
			tokens[j] = b.token(id, pointer("network", "addresses", i, "agents", j))
		}
		facts = append(facts, l.t("network.address_agents", "Prefix", addr, "Agents", b.list(tokens, "and")))
	}
	var paras []Text
	if n.Unpublished {
		paras = append(paras, l.t("network.unpublished").withPointer("/network/unpublished"))
		if n.Country != "" {
			paras = append(paras, l.t("network.country", "Country", value("/network/country", countryName(n.Country, b.lang))))
		}
	}
	if n.ReverseDNS != "" {
		paras = append(paras, l.t("network.reverse_dns", "Domain", code("/network/reverse_dns", n.ReverseDNS)))
	}
	if n.MayChange {
		if n.ChangeReason != "" {
			paras = append(paras, l.t("network.may_change_reason", "Reason", b.enum("change_reason", string(n.ChangeReason), "/network/change_reason")).withPointer("/network/may_change"))
		} else {
			paras = append(paras, l.t("network.may_change").withPointer("/network/may_change"))
		}
	}
	if n.AnnouncedBeforeUse {
		if n.AnnounceDays != 0 {
			paras = append(paras, l.n("network.announced_days", count(int(n.AnnounceDays), "/network/announce_days")).withPointer("/network/announced_before_use"))
		} else {
			paras = append(paras, l.t("network.announced").withPointer("/network/announced_before_use"))
		}
	}
	if !n.Unpublished {
		paras = append(paras, l.t("network.verify"))
	} else {
		paras = append(paras, l.t("network.verify_unpublished"))
	}
	return Block{ID: "ip-addresses", Heading: l.s("network.heading"), Facts: facts, Paras: paras}
}

// countryName is a region's name in the page's language, from CLDR through x/text.
func countryName(code, lang string) string {
	r, err := language.ParseRegion(code)
	t, err2 := language.Parse(lang)
	if err != nil || err2 != nil {
		return code
	}
	if name := display.Regions(t).Name(r); name != "" {
		return name
	}
	return code
}

// notReadingRobotsTxt names the categories of site whose fetches do not read robots.txt, each as
// a value at its robots_txt.
func (b *builder) notReadingRobotsTxt() []Text {
	var out []Text
	for _, t := range b.p.Targets {
		if !t.ReadsRobotsTxt() {
			out = append(out, b.targetRef(t.ID, pointer("targets", t.ID, "robots_txt")))
		}
	}
	return out
}

// targetRef names a category of site in running text by its label, quoted as the language quotes
// a name, as a value at ptr.
func (b *builder) targetRef(id, ptr string) Text {
	t := b.target(id)
	return b.l.t("target_ref.label", "Label", b.label(t.Label, "targets", id, "label")).withPointer(ptr)
}

// ——— What it fetches ———

func (b *builder) fetchingSection() Section {
	l := b.l
	var facts []Text
	for _, t := range b.p.Targets {
		lab := b.label(t.Label, "targets", t.ID, "label")
		var notes []Text
		if !t.ReadsRobotsTxt() {
			notes = append(notes, l.t("target.robots_not_read").withPointer(pointer("targets", t.ID, "robots_txt")))
		} else if t.RobotsTxt != "" {
			notes = append(notes, l.t("target.robots_read").withPointer(pointer("targets", t.ID, "robots_txt")))
		}
		if t.TermsOfUse {
			notes = append(notes, l.t("target.terms_of_use").withPointer(pointer("targets", t.ID, "terms_of_use")))
		}
		if len(notes) == 0 {
			facts = append(facts, lab)
		} else {
			facts = append(facts, l.t("target.item", "Label", lab, "Notes", join(notes, l.s("list.clause_separator"))))
		}
	}
	s := b.section("fetching", Block{Heading: l.s("fetching.targets"), Facts: facts})
	s.Prose = b.prose["fetching.md"]
	return s
}

// ——— How often and how much ———

func (b *builder) ratesSection() Section {
	l := b.l
	blocks := []Block{{Facts: b.limitFacts(b.p.Limits, nil, "limits")}}
	for _, t := range b.p.Targets {
		facts := b.limitFacts(t.Limits, &b.p.Limits, "targets", t.ID, "limits")
		if len(facts) == 0 {
			facts = []Text{l.t("limits.general_apply")}
		} else {
			facts = append([]Text{l.t("limits.target_overrides")}, facts...)
		}
		blocks = append(blocks, Block{ID: "target-" + t.ID, Heading: t.Label[b.lang], HeadingPointer: pointer("targets", t.ID, "label", b.lang), Facts: facts})
	}
	for _, a := range b.p.Agents {
		if facts := b.limitFacts(a.Limits, nil, "agents", a.ID, "limits"); len(facts) > 0 {
			blocks = append(blocks, Block{Heading: l.t("limits.agent_heading", "Token", string(a.Token)).Plain(), Facts: facts})
		}
	}
	return b.section("rates", blocks...)
}

// limitFacts states a set of limits; global, for a target's limits, gives the interval that a
// coordination failure refers to.
func (b *builder) limitFacts(lim policy.Limits, global *policy.Limits, base ...any) []Text {
	l := b.l
	atBase := pointer(base...)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	key := func(s policy.Scope, field string) Text {
		if s == "" {
			return Text{}
		}
		return b.qualifier(b.enum("scope_per", string(s), at(field)))
	}
	var facts []Text
	if iv := lim.MinInterval.Duration; iv > 0 {
		if iv < time.Second && time.Second%iv == 0 {
			facts = append(facts, l.n("limits.per_second", count(int(time.Second/iv), at("min_interval")), "Key", key(lim.IntervalKey, "interval_key")))
		} else {
			facts = append(facts, l.t("limits.min_interval", "Interval", dur(iv, at("min_interval")), "Key", key(lim.IntervalKey, "interval_key")))
		}
	}
	if !lim.DefaultInterval.IsZero() {
		k := key(lim.IntervalKey, "interval_key")
		if !lim.MinInterval.IsZero() {
			k = Text{} // stated with the minimum interval
		}
		facts = append(facts, l.t("limits.default_interval", "Interval", dur(lim.DefaultInterval.Duration, at("default_interval")), "Key", k))
	}
	if lim.Concurrency != 0 {
		facts = append(facts, l.n("limits.concurrency", count(int(lim.Concurrency), at("concurrency")), "Key", key(lim.ConcurrencyKey, "concurrency_key")))
	}
	if lim.SharedAcrossServices {
		facts = append(facts, l.t("limits.shared_across_services").withPointer(at("shared_across_services")))
	}
	if lim.OnCoordinationFailure != "" {
		iv := dur(lim.MinInterval.Duration, at("min_interval"))
		if lim.MinInterval.IsZero() && global != nil {
			iv = dur(global.MinInterval.Duration, "/limits/min_interval")
		}
		id := "coordination_failure." + string(lim.OnCoordinationFailure)
		if iv.d == 0 {
			facts = append(facts, l.t(id).withPointer(at("on_coordination_failure")))
		} else {
			facts = append(facts, l.t(id+"_interval", "Interval", iv).withPointer(at("on_coordination_failure")))
		}
	}
	if len(lim.Counts) > 0 {
		facts = append(facts, l.t("limits.counts", "What", enumList(b, "counted", lim.Counts, append(slices.Clone(base), "counts")...)))
	}
	for i, q := range lim.Quotas {
		qbase := append(slices.Clone(base), "quotas", i)
		if len(q.What) > 0 {
			facts = append(facts, l.t("limits.quota_with_what", "What", b.label(q.What, append(slices.Clone(qbase), "what")...), "Cap", b.capAmount(q, qbase...)))
		} else {
			facts = append(facts, l.t("limits.quota", "Cap", b.capAmount(q, qbase...)))
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
	if lim.MaxRedirects != 0 {
		facts = append(facts, l.n("limits.max_redirects", count(lim.MaxRedirects, at("max_redirects"))))
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
	if lim.MaxBodySize != 0 {
		facts = append(facts, l.t("limits.max_body_size", "Size", b.size(lim.MaxBodySize, at("max_body_size"))))
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

// capAmount states a cap without what it counts: "at most 12 requests per hour per site". A cap
// across all sites says so after the amount, as the languages phrase it ("…, across all sites
// together").
func (b *builder) capAmount(q policy.Cap, base ...any) Text {
	l := b.l
	atBase := pointer(base...)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	unit := string(q.CapUnitOrDefault())
	var per []Text
	if !q.Period.IsZero() {
		per = append(per, l.t("cap.period", "Period", dur(q.Period.Duration, at("period"))))
	}
	if q.PerRun {
		per = append(per, l.t("cap.per_run").withPointer(at("per_run")))
	}
	if q.Key != "" && q.Key != policy.ScopeAllSites {
		per = append(per, b.enum("scope_per", string(q.Key), at("key")))
	}
	perText := Text{}
	if len(per) > 0 {
		perText = b.qualifier(join(per, l.s("cap.qualifier_separator")))
	}
	var t Text
	switch {
	case q.Unpublished:
		t = l.t("cap.unpublished", "Unit", l.t("unit_name."+unit), "Per", perText).withPointer(at("unpublished"))
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

func (b *builder) scheduleSection() Section {
	l := b.l
	zone := l.t("schedule.time_zone", "Zone", code("/site/time_zone", b.p.Site.TimeZone.String()))
	blocks := []Block{{Paras: []Text{zone}}}
	if len(b.p.Windows) == 0 && len(b.p.Jobs) == 0 {
		blocks = []Block{{Paras: []Text{l.t("schedule.none"), zone}}}
	}
	var windows []Text
	for _, w := range b.p.Windows {
		windows = append(windows, b.windowText(w))
	}
	if len(windows) > 0 {
		blocks = append(blocks, Block{ID: "windows", Heading: l.s("schedule.windows"), Facts: windows})
	}
	if len(b.p.Jobs) > 0 {
		blocks = append(blocks, b.jobsTable())
	}
	return b.section("schedule", blocks...)
}

func (b *builder) windowText(w policy.Window) Text {
	l := b.l
	atBase := pointer("windows", w.ID)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	var when []Text
	if w.Days != 0 {
		when = append(when, b.days(w.Days, at("days")))
	}
	var spans []Text
	for i, h := range w.Hours {
		span := b.hours(h, at("hours", i))
		if w.Overnight && h.CrossesMidnight() {
			span = b.overnight(h, at("hours", i), at("overnight"))
		}
		spans = append(spans, span)
	}
	when = append(when, b.list(spans, "and"))
	var targets Text
	if len(w.Targets) > 0 {
		items := make([]Text, len(w.Targets))
		for i, id := range w.Targets {
			items[i] = b.targetRef(id, at("targets", i))
		}
		targets = l.t("window.targets", "Targets", b.list(items, "and"))
	}
	return l.t("window."+string(w.Kind),
		"Label", b.label(w.Label, "windows", w.ID, "label"),
		"When", join(when, ", "),
		"Targets", targets,
	).withPointer(at("kind"))
}

func (b *builder) jobsTable() Block {
	l := b.l
	t := newTable(l.s("jobs_table.caption"),
		[]string{l.s("jobs_table.job"), l.s("jobs_table.agent"), l.s("jobs_table.target"), l.s("jobs_table.when"), l.s("jobs_table.details")},
		len(b.p.Jobs))
	for _, j := range b.p.Jobs {
		atBase := pointer("jobs", j.ID)
		at := func(tokens ...any) string { return sub(atBase, tokens...) }
		target := Cell{}
		if j.Target != "" {
			tg := b.target(j.Target)
			target = Cell{b.label(tg.Label, "targets", j.Target, "label").withPointer(at("target"))}
		}
		var when Cell
		for i, c := range j.Cadence {
			when = append(when, b.cadenceText(j, i, c))
		}
		for i, tr := range j.Triggers {
			when = append(when, b.enum("job_trigger", string(tr), at("triggers", i)))
		}
		details := b.jobDetails(j)
		if len(details) == 0 {
			// An empty cell could read as "no limits".
			details = Cell{l.t("jobs_table.no_details", "Section", l.s("section.rates"))}
		}
		t.addRow(
			Cell{b.label(j.Label, "jobs", j.ID, "label")},
			Cell{b.token(j.Agent, at("agent"))},
			target,
			when,
			details,
		)
	}
	return Block{ID: "jobs", Heading: l.s("jobs_table.heading"), Table: t}
}

func (b *builder) cadenceText(j policy.Job, i int, c policy.Cadence) Text {
	l := b.l
	atBase := pointer("jobs", j.ID, "cadence", i)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	var when []Text
	if len(c.Occasions) > 0 {
		items := make([]Text, len(c.Occasions))
		for k, id := range c.Occasions {
			o := b.occasion(id)
			items[k] = b.label(o.Label, "occasions", id, "label").withPointer(at("occasions", k))
		}
		when = append(when, b.list(items, "and"))
	}
	if c.Days != 0 && c.At == nil {
		when = append(when, b.days(c.Days, at("days")))
	}
	if !c.Hours.IsZero() {
		h := b.hours(c.Hours, at("hours"))
		switch {
		case c.StartsOnly:
			h = l.t("cadence.starts_between",
				"From", b.clock(c.Hours.From, at("hours")), "To", b.clock(c.Hours.To, at("hours"))).withPointer(at("starts_only"))
			if c.Overnight {
				h = h.withPointer(at("overnight"))
			}
		case c.Overnight:
			h = b.overnight(c.Hours, at("hours"), at("overnight"))
		}
		when = append(when, h)
	}
	if c.At != nil {
		// A start time reads with its days: "Mon at 03:00", "every day at 04:50".
		days := l.t("days.every_day")
		if c.Days != 0 {
			days = b.days(c.Days, at("days"))
		}
		when = append(when, l.t("cadence.at", "Days", days, "Time", b.clock(*c.At, at("at"))))
	}
	if !c.FromBefore.IsZero() || !c.UntilAfter.IsZero() {
		switch {
		case !c.FromBefore.IsZero() && !c.UntilAfter.IsZero():
			when = append(when, l.t("cadence.around", "Before", dur(c.FromBefore.Duration, at("from_before")), "After", dur(c.UntilAfter.Duration, at("until_after"))))
		case !c.FromBefore.IsZero():
			when = append(when, l.t("cadence.before", "Before", dur(c.FromBefore.Duration, at("from_before"))))
		default:
			when = append(when, l.t("cadence.after", "After", dur(c.UntilAfter.Duration, at("until_after"))))
		}
	}
	var how []Text
	if !c.Every.IsZero() {
		if c.IsDefault {
			how = append(how, l.t("cadence.every_default", "Every", dur(c.Every.Duration, at("every"))).withPointer(at("is_default")))
		} else {
			how = append(how, l.t("cadence.every", "Every", dur(c.Every.Duration, at("every"))))
		}
	}
	if c.MaxPerDay != 0 {
		how = append(how, l.n("cadence.max_per_day", count(int(c.MaxPerDay), at("max_per_day"))))
	}
	if c.With != "" {
		how = append(how, l.t("cadence.with", "Job", b.jobRef(c.With, at("with"))))
	}
	if len(c.Condition) > 0 {
		how = []Text{l.t("cadence.condition", "How", join(how, ", "), "Condition", b.label(c.Condition, "jobs", j.ID, "cadence", i, "condition"))}
	}
	switch {
	case len(when) == 0:
		return join(how, ", ")
	case len(how) == 0:
		return join(when, ", ")
	}
	return l.t("cadence.rule", "When", join(when, ", "), "How", join(how, ", "))
}

func (b *builder) jobDetails(j policy.Job) Cell {
	l := b.l
	atBase := pointer("jobs", j.ID)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	var c Cell
	for i, cond := range j.Conditions {
		c = append(c, b.label(cond, "jobs", j.ID, "conditions", i))
	}
	if j.Adaptive != "" {
		c = append(c, b.enum("adaptive", string(j.Adaptive), at("adaptive")))
	}
	if j.ChangesOnly {
		c = append(c, l.t("job.changes_only").withPointer(at("changes_only")))
	}
	if j.MaxUnchangedPages != 0 {
		c = append(c, l.n("job.max_unchanged_pages", count(int(j.MaxUnchangedPages), at("max_unchanged_pages"))))
	}
	for i, q := range j.Caps {
		c = append(c, b.capText(q, "jobs", j.ID, "caps", i))
	}
	if !j.Timeout.IsZero() {
		c = append(c, l.t("job.timeout", "T", dur(j.Timeout.Duration, at("timeout"))))
	}
	for i, r := range j.Reactions {
		c = append(c, b.reactionInline(r, "jobs", j.ID, "reactions", i))
	}
	if j.CatchUp {
		c = append(c, l.t("job.catch_up").withPointer(at("catch_up")))
	}
	if r := j.Retry; r != nil {
		c = append(c, b.retryText(r.Delays, r.ThenEvery, "jobs", j.ID, "retry"))
	}
	if !j.RefetchInterval.IsZero() {
		c = append(c, l.t("job.refetch_interval", "T", dur(j.RefetchInterval.Duration, at("refetch_interval"))))
	}
	if !j.DeleteAfter.IsZero() {
		c = append(c, l.t("job.delete_after", "T", dur(j.DeleteAfter.Duration, at("delete_after"))))
	}
	if j.SiteWindow {
		c = append(c, l.t("job.site_window").withPointer(at("site_window")))
	}
	if j.ManualStart {
		c = append(c, l.t("job.manual_start").withPointer(at("manual_start")))
	}
	if j.ExplicitActivation {
		c = append(c, l.t("job.explicit_activation").withPointer(at("explicit_activation")))
	}
	for i, s := range j.SkippedWhen {
		c = append(c, l.t("job.skipped_when", "When", b.label(s, "jobs", j.ID, "skipped_when", i)))
	}
	return c
}

// delays states a list of delays, each a value at base/delays/i, for a message to put in the form
// its grammar needs ("after {{.Delays}}", pl "po {{.Delays.Loc}}").
func delays(ds []policy.Duration, base ...any) durationListArg {
	items := make([]durationArg, len(ds))
	at := pointer(base...)
	for i, d := range ds {
		items[i] = dur(d.Duration, sub(at, "delays", i))
	}
	return durationListArg{items: items, conj: "then"}
}

// retryText states a retry schedule: the explicit delays, then the repeating interval.
func (b *builder) retryText(ds []policy.Duration, then policy.Duration, base ...any) Text {
	if then.IsZero() {
		return b.l.t("retry.delays", "Delays", delays(ds, base...))
	}
	return b.l.t("retry.delays_then", "Delays", delays(ds, base...), "Then", dur(then.Duration, sub(pointer(base...), "then_every")))
}

// ——— robots.txt ———

func (b *builder) robotsSection() Section {
	l, r := b.l, b.p.RobotsTxt
	var facts []Text
	check := "robots.check"
	for _, a := range b.p.Agents {
		if a.RobotsTxtCheck != "" {
			check = "robots.check_default" // some agents read it at other times
		}
	}
	facts = append(facts, l.t(check, "Check", b.enum("robots_check", string(r.Check), "/robots_txt/check")))
	if r.PerHostname {
		facts = append(facts, l.t("robots.per_hostname").withPointer("/robots_txt/per_hostname"))
	}
	facts = append(facts, l.t("robots.cache_for", "T", dur(r.CacheFor.Duration, "/robots_txt/cache_for")))
	if r.MaxSize != 0 {
		facts = append(facts, l.t("robots.max_size", "Size", b.size(r.MaxSize, "/robots_txt/max_size")))
	}
	if len(r.UnavailableStatuses) > 0 {
		st := make([]Text, len(r.UnavailableStatuses))
		for i, s := range r.UnavailableStatuses {
			st[i] = code(pointer("robots_txt", "unavailable_statuses", i), strconv.Itoa(s))
		}
		facts = append(facts, l.n("robots.4xx_except", count(len(st), "/robots_txt/unavailable_statuses"), "Statuses", b.list(st, "and")))
	} else {
		facts = append(facts, l.t("robots.4xx"))
	}
	if !r.RetryUnreachable.IsZero() {
		facts = append(facts, l.t("robots.retry_unreachable", "T", dur(r.RetryUnreachable.Duration, "/robots_txt/retry_unreachable")))
	} else {
		facts = append(facts, l.t("robots.unreachable"))
	}
	if r.KeepLastGood {
		facts = append(facts, l.t("robots.keep_last_good").withPointer("/robots_txt/keep_last_good"))
	}
	if r.Fallback != "" {
		facts = append(facts, b.enum("fallback", string(r.Fallback), "/robots_txt/fallback"))
	}
	if r.MaxRedirects != 0 {
		facts = append(facts, l.n("robots.max_redirects", count(r.MaxRedirects, "/robots_txt/max_redirects")))
	}
	if r.Wildcards {
		facts = append(facts, l.t("robots.wildcards").withPointer("/robots_txt/wildcards"))
	}
	facts = append(facts, b.enum("crawl_delay", string(r.CrawlDelay), "/robots_txt/crawl_delay"))
	if !r.CrawlDelayMax.IsZero() {
		facts = append(facts, l.t("robots.crawl_delay_max", "T", dur(r.CrawlDelayMax.Duration, "/robots_txt/crawl_delay_max")))
	}
	facts = append(facts, l.t("robots.takes_effect_within", "T", dur(r.TakesEffectWithin.Duration, "/robots_txt/takes_effect_within")))

	var groups []Text
	tokens := make([]Text, 0, len(b.p.Agents))
	star := false
	for _, a := range b.p.Agents {
		tokens = append(tokens, code(pointer("agents", a.ID, "token"), string(a.Token)))
		star = star || !a.IgnoresStarGroup
	}
	groups = append(groups, l.t("robots.own_group", "Tokens", b.list(tokens, "or")))
	if star {
		groups = append(groups, l.t("robots.star_group"))
	}
	if notRead := b.notReadingRobotsTxt(); len(notRead) > 0 {
		groups = append(groups, l.t("robots.not_read_at", "Targets", b.list(notRead, "and")))
	}
	return b.section("robots-txt", Block{Facts: facts}, Block{Heading: l.s("robots.groups_heading"), Paras: groups})
}

// ——— Errors and pauses ———

func (b *builder) errorsSection() Section {
	l, e := b.l, b.p.Errors
	var facts []Text
	if r := e.Retries; r != nil {
		facts = append(facts, l.n("errors.retries", count(len(r.Delays), "/errors/retries/delays"),
			"On", b.conditionList(r.On, "errors", "retries", "on"),
			"Delays", delays(r.Delays, "errors", "retries")))
	}
	switch e.RetryAfter {
	case policy.RetryAfterUseIgnored:
		facts = append(facts, l.t("retry_after.ignored").withPointer("/errors/retry_after"))
	case policy.RetryAfterUseHonoured:
		if !e.RetryAfterMax.IsZero() {
			facts = append(facts, l.t("retry_after.honoured_max", "T", dur(e.RetryAfterMax.Duration, "/errors/retry_after_max")).withPointer("/errors/retry_after"))
		} else {
			facts = append(facts, l.t("retry_after.honoured").withPointer("/errors/retry_after"))
		}
	}
	blocks := []Block{{Facts: facts}}
	if len(e.Reactions) > 0 {
		t := newTable(l.s("reactions.caption"),
			[]string{l.s("reactions.event"), l.s("reactions.pause"), l.s("reactions.scope")},
			len(e.Reactions))
		for i, r := range e.Reactions {
			t.addRow(
				Cell{b.reactionEvent(r, "errors", "reactions", i)},
				Cell{b.reactionPause(r, "errors", "reactions", i)},
				b.reactionScope(r, "errors", "reactions", i),
			)
		}
		blocks = append(blocks, Block{Heading: l.s("reactions.heading"), Table: t})
	}
	var during []Text
	for i, c := range e.ContinuesDuringPause {
		during = append(during, b.label(c, "errors", "continues_during_pause", i))
	}
	if len(during) > 0 {
		blocks = append(blocks, Block{Paras: []Text{l.t("errors.continues_during_pause", "What", b.list(during, "and"))}})
	}
	return b.section("errors", blocks...)
}

// conditionList states conditions as alternatives: "a network error or a server error".
func (b *builder) conditionList(cs []policy.Condition, base ...any) Text {
	items := make([]Text, len(cs))
	at := pointer(base...)
	for i, c := range cs {
		items[i] = b.enum("condition", string(c), sub(at, i))
	}
	return b.list(items, "or")
}

func (b *builder) reactionEvent(r policy.Reaction, base ...any) Text {
	l := b.l
	atBase := pointer(base...)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	items := make([]Text, len(r.On))
	for i, c := range r.On {
		items[i] = b.enum("condition", string(c), at("on", i))
	}
	on := b.list(items, "or")
	switch {
	case r.Repeated:
		return l.t("reaction.repeated", "On", on).withPointer(at("repeated"))
	case r.Threshold == 0:
		return on
	case r.Within != "":
		return l.n("reaction.times_within", count(int(r.Threshold), at("threshold")), "On", on, "Within", b.enum("scope_in", string(r.Within), at("within")))
	case r.Consecutive:
		return l.n("reaction.times_in_a_row", count(int(r.Threshold), at("threshold")), "On", on).withPointer(at("consecutive"))
	default:
		return l.n("reaction.times", count(int(r.Threshold), at("threshold")), "On", on)
	}
}

func (b *builder) reactionPause(r policy.Reaction, base ...any) Text {
	return b.pause(r, "reaction.pause_unpublished", base...)
}

// pause states how long a reaction pauses; unpublished names the message for a length that is not
// published (a table cell and a sentence word it differently).
func (b *builder) pause(r policy.Reaction, unpublished string, base ...any) Text {
	l := b.l
	atBase := pointer(base...)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	var t Text
	switch {
	case r.PauseUnpublished:
		t = l.t(unpublished).withPointer(at("pause_unpublished"))
	case !r.MinPause.IsZero():
		t = l.t("reaction.min_pause", "T", dur(r.MinPause.Duration, at("min_pause")))
	default:
		t = l.t("reaction.pause", "T", dur(r.Pause.Duration, at("pause")))
	}
	if e := r.Escalation; e != nil {
		t = l.n("reaction.escalation", count(int(e.Factor), at("escalation", "factor")), "First", t, "Max", dur(e.Max.Duration, at("escalation", "max")))
	}
	if r.RetryAfter {
		t = l.t("reaction.retry_after", "Otherwise", t).withPointer(at("retry_after"))
		if !b.p.Errors.RetryAfterMax.IsZero() {
			t = l.t("reaction.retry_after_max", "Pause", t, "Max", dur(b.p.Errors.RetryAfterMax.Duration, "/errors/retry_after_max"))
		}
	}
	return t
}

func (b *builder) reactionScope(r policy.Reaction, base ...any) Cell {
	atBase := pointer(base...)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	c := Cell{b.enum("scope_noun", string(r.Scope), at("scope"))}
	if len(r.Jobs) > 0 {
		c = append(c, b.l.n("reaction.jobs", count(len(r.Jobs), pointer(append(slices.Clone(base), "jobs")...)), "Jobs", b.jobList(r.Jobs, append(slices.Clone(base), "jobs")...)))
	}
	return c
}

// reactionInline states a job's own reaction in one line, for the schedule table.
func (b *builder) reactionInline(r policy.Reaction, base ...any) Text {
	atBase := pointer(base...)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	t := b.l.t("reaction.inline",
		"Event", b.reactionEvent(r, base...),
		"Pause", b.pause(r, "reaction.pause_unpublished_inline", base...),
		"Scope", b.enum("scope_noun", string(r.Scope), at("scope")))
	return t
}

// ——— How to slow it down or shut it out ———

func (b *builder) optOutSection() Section {
	l := b.l
	var blocks []Block
	if len(b.p.Snippets) > 0 {
		var views []SnippetView
		for _, s := range b.p.Snippets {
			if _, proven := b.proofs()[s.ID]; !proven {
				continue // the build fails with the proof's problems; nothing unproven is offered
			}
			views = append(views, b.snippetView(s))
		}
		// Where robots.txt is not read, a snippet does nothing: the introduction says where.
		intro := l.t("opt_out.snippets_intro")
		if notRead := b.notReadingRobotsTxt(); len(notRead) > 0 {
			intro = l.t("opt_out.snippets_intro_except", "Targets", b.list(notRead, "and"))
		}
		blocks = append(blocks, Block{ID: "snippets", Heading: l.s("opt_out.snippets"), Paras: []Text{intro}, Snippets: views})
	}
	switch cd := b.p.RobotsTxt.CrawlDelay; cd {
	case policy.CrawlDelayHonoured, policy.CrawlDelayHonouredIfLonger:
		// robots.txt can slow the crawler down, not only shut it out: say so where webmasters look.
		blocks = append(blocks, Block{ID: "crawl-delay", Paras: []Text{l.t("opt_out.crawl_delay." + string(cd)).withPointer("/robots_txt/crawl_delay")}})
	}
	var reqs []Text
	for i, r := range b.p.Contact.Requests {
		reqs = append(reqs, b.requestText(i, r))
	}
	if len(reqs) > 0 {
		blocks = append(blocks, Block{ID: "by-email", Heading: l.s("opt_out.by_email"),
			Paras: []Text{l.t("opt_out.by_email_intro", "Email", codeLink("/contact/email", string(b.p.Contact.Email), "mailto:"+string(b.p.Contact.Email)))}, Facts: reqs})
	}
	if x := b.p.Commitments.Exceptions; x != nil {
		var facts []Text
		if x.WrittenApproval {
			var t Text
			if len(x.For) > 0 {
				items := make([]Text, len(x.For))
				for i, f := range x.For {
					items[i] = b.label(f, "commitments", "exceptions", "for", i)
				}
				t = l.t("exceptions.written_approval_for", "For", b.list(items, "or"))
			} else {
				t = l.t("exceptions.written_approval")
			}
			facts = append(facts, t.withPointer("/commitments/exceptions/written_approval"))
		}
		if x.Recorded {
			facts = append(facts, l.t("exceptions.recorded").withPointer("/commitments/exceptions/recorded"))
		}
		blocks = append(blocks, Block{Heading: l.s("exceptions.heading"), Facts: facts})
	}
	return b.section("opt-out", blocks...)
}

func (b *builder) snippetView(s policy.Snippet) SnippetView {
	l := b.l
	atBase := pointer("snippets", s.ID)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	proof := b.proofs()[s.ID]
	tokens := make([]Text, len(s.Agents))
	for i, id := range s.Agents {
		tokens[i] = b.token(id, at("agents", i))
	}
	var blocks Text
	if len(s.Paths) == 1 && s.Paths[0] == "/" {
		blocks = l.t("snippet.blocks_site", "Tokens", b.list(tokens, "and"), "Site", l.t("snippet.whole_site").withPointer(at("paths", 0)))
	} else {
		paths := make([]Text, len(s.Paths))
		for i, p := range s.Paths {
			paths[i] = code(at("paths", i), p)
		}
		blocks = l.t("snippet.blocks_paths", "Tokens", b.list(tokens, "and"), "Paths", b.list(paths, "and"))
	}
	v := SnippetView{
		ID:        "snippet-" + s.ID,
		Label:     b.label(s.Label, "snippets", s.ID, "label"),
		Text:      proof.Text,
		File:      "../robots/" + s.ID + ".txt",
		FileLabel: "robots/" + s.ID + ".txt",
		Blocks:    blocks,
		Placement: l.t("placement." + string(proof.Placement)),
	}
	for _, w := range proof.Warnings {
		if w == robots.WarnOtherURLsNotCovered && len(s.AlsoBlock) > 0 {
			ex := make([]Text, len(s.AlsoBlock))
			for i, a := range s.AlsoBlock {
				ex[i] = code(at("also_block", i), a)
			}
			v.Warnings = append(v.Warnings, l.t("warning.other-urls-examples", "Examples", b.list(ex, "or")))
			continue
		}
		v.Warnings = append(v.Warnings, l.t("warning."+string(w)))
	}
	if len(s.AlsoBlock) > 0 && !slices.Contains(proof.Warnings, robots.WarnOtherURLsNotCovered) {
		ex := make([]Text, len(s.AlsoBlock))
		for i, a := range s.AlsoBlock {
			ex[i] = code(at("also_block", i), a)
		}
		v.Warnings = append(v.Warnings, l.t("warning.other-urls-examples", "Examples", b.list(ex, "or")))
	}
	return v
}

func (b *builder) requestText(i int, r policy.Request) Text {
	l := b.l
	atBase := pointer("contact", "requests", i)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	var t Text
	switch {
	case r.Kind == policy.RequestKindSlower && !r.MinInterval.IsZero():
		t = l.t("request.slower_to", "Interval", dur(r.MinInterval.Duration, at("min_interval")))
	case len(r.Jobs) > 0:
		t = l.n("request."+string(r.Kind)+"_jobs", count(len(r.Jobs), at("jobs")), "Jobs", b.jobList(r.Jobs, "contact", "requests", i, "jobs"))
	case len(r.Channels) > 0:
		channels := make([]Text, len(r.Channels))
		for k, ch := range r.Channels {
			channels[k] = b.enum("channel", string(ch), at("channels", k))
		}
		t = l.t("request."+string(r.Kind), "Channels", b.list(channels, "or"))
	default:
		t = l.t("request." + string(r.Kind))
	}
	t = t.withPointer(at("kind"))
	if r.WithinWorkingDays != 0 {
		t = l.n("request.within_working_days", count(int(r.WithinWorkingDays), at("within_working_days")), "Request", t)
	}
	return t
}

// ——— Commitments ———

func (b *builder) commitmentsSection() Section {
	l, c := b.l, b.p.Commitments
	var facts []Text
	for i, pr := range c.Promises {
		facts = append(facts, b.enum("promise", string(pr), pointer("commitments", "promises", i)))
	}
	if r := c.ComparisonRequest; r != nil {
		per := b.qualifier(enumList(b, "scope_per", r.Per, "commitments", "comparison_request", "per"))
		redirects := l.t("comparison.no_redirects")
		if r.FollowsRedirects {
			redirects = l.t("comparison.redirects").withPointer("/commitments/comparison_request/follows_redirects")
		}
		facts = append(facts, l.n("comparison.request", count(int(r.Max), "/commitments/comparison_request/max"),
			"Per", per,
			"UA", code("/commitments/comparison_request/user_agent", string(r.UserAgent)),
			"Redirects", redirects))
	}
	return b.section("commitments", Block{Facts: facts})
}

// ——— Contact ———

func (b *builder) contactSection() Section {
	l, c := b.l, b.p.Contact
	facts := []Text{l.t("contact.email", "Email", codeLink("/contact/email", string(c.Email), "mailto:"+string(c.Email)))}
	if len(c.Topics) > 0 {
		facts = append(facts, l.t("contact.topics", "Topics", enumList(b, "topic", c.Topics, "contact", "topics")))
	}
	if len(c.Include) > 0 {
		facts = append(facts, l.t("contact.include", "What", enumList(b, "detail", c.Include, "contact", "include")))
	}
	if c.ResponseWorkingDays != 0 {
		facts = append(facts, l.n("contact.response_working_days", count(int(c.ResponseWorkingDays), "/contact/response_working_days")))
	}
	if c.AgreementScope != "" {
		facts = append(facts, l.t("contact.agreement_scope", "Scope", b.enum("scope_in", string(c.AgreementScope), "/contact/agreement_scope")))
	}
	if c.Coordinates {
		facts = append(facts, l.t("contact.coordinates").withPointer("/contact/coordinates"))
	}
	if c.ConfirmsByReply {
		facts = append(facts, l.t("contact.confirms_by_reply").withPointer("/contact/confirms_by_reply"))
	}
	return b.section("contact", Block{Facts: facts})
}

// ——— Data and legal ———

func (b *builder) dataSection() Section {
	l := b.l
	var facts []Text
	if b.p.Operator.Republishes != "" {
		facts = append(facts, l.t("data.republishes", "URL", codeLink("/operator/republishes", string(b.p.Operator.Republishes), string(b.p.Operator.Republishes))))
	}
	if b.p.Legal.Removal != "" {
		facts = append(facts, b.enum("removal", string(b.p.Legal.Removal), "/legal/removal"))
	}
	if b.p.RobotsTxt.TDMReservation {
		items := make([]Text, len(b.p.Legal.TDMBasis))
		for i, basis := range b.p.Legal.TDMBasis {
			items[i] = b.enum("legal_basis", string(basis), pointer("legal", "tdm_basis", i))
		}
		facts = append(facts, l.t("legal.tdm_reservation", "Basis", b.list(items, "and")).withPointer("/robots_txt/tdm_reservation"))
	}
	s := b.section("data", Block{Facts: facts})
	s.Prose = b.prose["data.md"]
	return s
}

func (b *builder) filesSection() Section {
	l := b.l
	var links []Link
	if !b.p.Network.Unpublished {
		links = append(links, Link{Href: "../ips.json", Name: "ips.json", Text: l.t("files.ips")})
	}
	links = append(links,
		Link{Href: "../policy.json", Name: "policy.json", Text: l.t("files.policy")},
		Link{Href: "../policy.schema.json", Name: "policy.schema.json", Text: l.t("files.schema")},
		Link{Href: "index.md", Name: "index.md", Text: l.t("files.markdown")},
	)
	return b.section("files", Block{Links: links})
}
