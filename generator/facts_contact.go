package generator

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

func (b *builder) commitmentsSection() Section {
	l, c := b.l, b.p.Commitments
	var facts []Text
	// On a page of several crawlers the list follows commitments.all_agents and speaks of all of
	// them (promise_all: French 'Ils ne…', not 'Le robot ne…'; review 12, fr).
	prefix := "promise"
	if len(b.p.Agents) > 1 {
		prefix = "promise_all"
	}
	for i, pr := range c.Promises {
		facts = append(facts, b.promise(pr, pointer("commitments", "promises", i), prefix))
	}
	if r := c.ComparisonRequest; r != nil {
		// Each scope is a case of its own (one request per sync, one per admission check), not a
		// combination of them: joined with "or".
		pers := make([]Text, len(r.Per))
		for i, s := range r.Per {
			pers[i] = b.enum("scope_per", string(s), pointer("commitments", "comparison_request", "per", i))
		}
		per := b.qualifier(b.list(pers, "or"))
		redirects := l.t("comparison.no_redirects")
		if r.FollowsRedirects {
			redirects = l.t("comparison.redirects").withPointer("/commitments/comparison_request/follows_redirects")
		}
		facts = append(facts, l.n("comparison.request", count(int(r.Max), "/commitments/comparison_request/max"),
			"Per", per,
			"UA", code("/commitments/comparison_request/user_agent", string(r.UserAgent)),
			"Redirects", redirects))
	}
	block := Block{Facts: facts}
	// The commitments speak of "the crawler" or "it": on a page of several, each of them; "this
	// commitment" where there is one (review 8: en 19).
	if all := b.allAgents(); len(facts) > 0 && !all.IsZero() {
		block.Paras = []Text{l.n("commitments.all_agents", count(len(facts), ""), "Agents", all)}
	}
	return b.section("commitments", block)
}

// ——— Contact ———

// topicGroups joins the contact topics (items, one per topic of ts) as the sentence that says what
// to write about: each topic under the verb its language gives it (topic_group.<topic>), in the
// order the topics come, "with general questions, to ask for a slower rate or an end to fetching,
// or to give advance notice …" (contact.topic_group.<group>), not one preposition for unlike
// items, "about general questions, …, and advance notice …" (English reviews 25 to 27, F2 and
// F13). A language whose topics are all of the group "list" (a list after a colon: de "Mögliche
// Anliegen: …") lists them as before.
func (b *builder) topicGroups(ts []policy.Topic, items []Text) Text {
	l := b.l
	var names []string
	byGroup := map[string][]Text{}
	for i, tp := range ts {
		g := l.s("topic_group." + string(tp))
		if _, ok := byGroup[g]; !ok {
			names = append(names, g)
		}
		byGroup[g] = append(byGroup[g], items[i])
	}
	if len(names) == 1 && names[0] == "list" {
		return l.t("contact.topic_group.list", "Topics", l.itemList(items))
	}
	groups := make([]Text, len(names))
	for i, g := range names {
		groups[i] = l.t("contact.topic_group."+g, "Topics", l.list(byGroup[g], "or"))
	}
	if len(groups) == 1 {
		return groups[0]
	}
	return l.t("list.topic_groups", "A", join(groups[:len(groups)-1], l.s("list.items_separator")), "B", groups[len(groups)-1])
}

func (b *builder) contactSection() Section {
	l, c := b.l, b.p.Contact
	var facts []Text
	if c.Email != "" {
		facts = append(facts, l.t("contact.email", "Email", codeLink("/contact/email", string(c.Email), mailto(string(c.Email)))))
	}
	if c.Form != "" && len(c.FormPurpose) == 0 {
		facts = append(facts, l.t("contact.form", "URL", codeLink("/contact/form", string(c.Form), string(c.Form))))
	}
	if len(c.Topics) > 0 {
		topics := make([]Text, len(c.Topics))
		for i, tp := range c.Topics {
			topics[i] = b.enum("topic_in_group", string(tp), pointer("contact", "topics", i))
			// A window that the requests offer only for some kinds of fetch is that window here
			// too: the topic must not promise a window for all fetching.
			if tp != policy.TopicSyncWindow {
				continue
			}
			for k, r := range c.Requests {
				if r.Kind == policy.RequestKindWindow && len(r.Jobs) > 0 {
					topics[i] = l.n("topic.window_jobs", count(len(r.Jobs), pointer("contact", "requests", k, "jobs")), "Jobs", b.jobList(r.Jobs, "contact", "requests", k, "jobs")).withPointer(pointer("contact", "topics", i))
					break
				}
			}
		}
		// Beside a form whose purpose the policy does not state, the topics are the e-mail
		// address's: the form must not read as a channel for all of them.
		id := "contact.topics"
		if c.Email != "" && c.Form != "" {
			id = "contact.topics_email"
		}
		facts = append(facts, l.t(id, "Topics", b.topicGroups(c.Topics, topics)))
	}
	if len(c.Include) > 0 {
		facts = append(facts, l.t("contact.include", "What", enumList(b, "detail", c.Include, "contact", "include")))
	}
	// The mailbox for opting out after what the general address is for, so that "this address"
	// above is the general one.
	if c.OptOutEmail != "" {
		facts = append(facts, l.t("contact.optout_email", "Email", codeLink("/contact/optout_email", string(c.OptOutEmail), mailto(string(c.OptOutEmail)))))
	}
	// A form for one purpose only comes after what the e-mail address is for, with its purpose,
	// so that it does not read as a channel for those topics too.
	if c.Form != "" && len(c.FormPurpose) > 0 {
		facts = append(facts, l.t("contact.form_for", "URL", codeLink("/contact/form", string(c.Form), string(c.Form)), "Purpose", b.label(c.FormPurpose, "contact", "form_purpose")))
	}
	if pt := c.Portal; pt != nil {
		// Named as what it is (not a form): the requests made there are listed with the others.
		facts = append(facts, l.t("contact.portal", "Name", b.enum("portal_kind", string(pt.Kind), "/contact/portal/kind"), "URL", codeLink("/contact/portal/url", string(pt.URL), string(pt.URL))))
	}
	if c.AbuseEmail != "" {
		facts = append(facts, l.t("contact.abuse_email", "Email", codeLink("/contact/abuse_email", string(c.AbuseEmail), mailto(string(c.AbuseEmail)))))
	}
	// A channel that exists but is not published: said with who is given it, never with a number.
	for i, u := range c.Unpublished {
		given := Text{}
		if u.GivenTo != "" {
			given = l.t("contact_unpublished_given." + string(u.Channel) + "-" + string(u.GivenTo)).withPointer(pointer("contact", "unpublished", i, "given_to"))
		}
		facts = append(facts, l.t("contact_unpublished."+string(u.Channel), "Given", given).withPointer(pointer("contact", "unpublished", i, "channel")))
	}
	if c.ResponseWorkingDays != 0 {
		facts = append(facts, l.n("contact.response_working_days", count(int(c.ResponseWorkingDays), "/contact/response_working_days")))
	}
	if c.AgreementScope != "" {
		// Scope is a share ("per host name"), {{.Scope.In}} the place the agreement holds in (pl "w
		// obrębie jednej nazwy hosta").
		scope := textForms{base: b.enum("scope_per", string(c.AgreementScope), "/contact/agreement_scope"),
			forms: map[string]Text{"In": b.enum("scope_in", string(c.AgreementScope), "/contact/agreement_scope")}}
		facts = append(facts, l.t("contact.agreement_scope", "Scope", scope))
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

// republishesContentsFact states what the data the operator republishes consists of
// (operator.republishes_contents; trial 29, F-14), after the sentence that it is republished.
// Zero where the policy does not say.
func (b *builder) republishesContentsFact() Text {
	o := b.p.Operator
	if o.Republishes == "" || len(o.RepublishesContents) == 0 {
		return Text{}
	}
	return b.l.t("data.republishes_contents", "What", enumList(b, "republished_content", o.RepublishesContents, "operator", "republishes_contents")).withPointer("/operator/republishes_contents")
}

func (b *builder) dataSection() Section {
	l := b.l
	var facts []Text
	if o := b.p.Operator; o.Republishes != "" && o.RepublishesLicense != "" {
		// The licence as its SPDX identifier, linked to its text (trial 21, F8).
		lic := codeLink("/operator/republishes_license", o.RepublishesLicense, "https://spdx.org/licenses/"+strings.TrimSuffix(o.RepublishesLicense, "+")+".html")
		facts = append(facts, l.t("data.republishes_license", "URL", codeLink("/operator/republishes", string(o.Republishes), string(o.Republishes)), "License", lic))
	} else if o.Republishes != "" {
		facts = append(facts, l.t("data.republishes", "URL", codeLink("/operator/republishes", string(o.Republishes), string(o.Republishes))))
	}
	if f := b.republishesContentsFact(); !f.IsZero() {
		facts = append(facts, f)
	}
	if b.p.Legal.Removal != "" {
		facts = append(facts, b.removal())
	}
	// What the removal covers only where the policy says so: no "service" the operator may not
	// have (new-user trial 25, F-04).
	if t := b.p.Legal.RemovedAfterOptOut; !t.IsZero() {
		if from := b.p.Legal.OptOutRemovedFrom; len(from) > 0 {
			facts = append(facts, l.t("data.removal_after_opt_out_from", "T", upTo(t, "/legal/removed_after_opt_out"), "From", enumList(b, "opt_out_removed_from", from, "legal", "opt_out_removed_from")))
		} else {
			facts = append(facts, l.t("data.removal_after_opt_out", "T", upTo(t, "/legal/removed_after_opt_out")))
		}
		// What counts as opting out, where the policy says so: a robots.txt Disallow, a request,
		// or both (new-user trial 32, F-13).
		if on := b.p.Legal.RemovalOptOuts; len(on) > 0 {
			items := make([]Text, len(on))
			for i, v := range on {
				items[i] = b.enum("removal_opt_outs", string(v), pointer("legal", "removal_opt_outs", i))
			}
			facts[len(facts)-1] = join([]Text{facts[len(facts)-1], l.t("data.removal_opt_outs", "On", b.list(items, "or"))}, " ")
		}
	}
	if kept := b.p.Legal.OptOutUnchanged; len(kept) > 0 {
		facts = append(facts, l.t("data.opt_out_unchanged", "What", enumList(b, "opt_out_unchanged", kept, "legal", "opt_out_unchanged")))
	}
	for i, r := range b.p.Legal.Retention {
		if r.WhileListed {
			facts = append(facts, l.t("retention."+string(r.What)+"_while_listed").withPointer(pointer("legal", "retention", i, "while_listed")).withPointer(pointer("legal", "retention", i, "what")))
			continue
		}
		if r.Indefinitely {
			facts = append(facts, l.t("retention."+string(r.What)+"_indefinitely").withPointer(pointer("legal", "retention", i, "indefinitely")).withPointer(pointer("legal", "retention", i, "what")))
			continue
		}
		fact := l.t("retention."+string(r.What), "T", upTo(r.KeepFor, pointer("legal", "retention", i, "keep_for"))).withPointer(pointer("legal", "retention", i, "what"))
		if end, k, ok := b.p.JobEnd(r.AfterJob); ok {
			// Counted from the job's end, not from the fetch (new-user trial 27, F-05).
			fact = join([]Text{fact, l.t("retention.after_job",
				"Job", b.jobRef(r.AfterJob, pointer("legal", "retention", i, "after_job")),
				"End", b.date(end, pointer("jobs", r.AfterJob, "dates", k, "until")))}, " ")
		} else if r.After != nil {
			// Counted from the end of a period named in words (new-user trial 31, F-04).
			fact = join([]Text{fact, l.t("retention.after", "Period", b.label(r.After, "legal", "retention", i, "after"))}, " ")
		}
		facts = append(facts, fact)
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
	if len(b.p.Network.Addresses) > 0 {
		links = append(links, Link{Href: "../ips.json", Name: "ips.json", Text: l.t("files.ips")})
		for _, a := range ownAddressAgents(b.p) {
			name := agentIPsPath(a.ID)
			links = append(links, Link{Href: "../" + name, Name: name, Text: l.t("files.ips_agent", "Agent", b.agentRef(a.ID, ""))})
		}
	}
	links = append(links,
		Link{Href: "../policy.json", Name: "policy.json", Text: l.t("files.policy")},
		Link{Href: "../policy.schema.json", Name: "policy.schema.json", Text: l.t("files.schema")},
		Link{Href: "index.md", Name: "index.md", Text: l.t("files.markdown")},
		Link{Href: "../" + llmsFile, Name: llmsFile, Text: l.t("files.llms")},

		Link{Href: "changes.html", Name: "changes.html", Text: l.t("files.changes")},
		Link{Href: "../changes.atom", Name: "changes.atom", Text: l.t("files.feed", "In", l.languageIn(b.p.Site.DefaultLanguage))},
	)
	return b.section("files", Block{Links: links})
}

// withBlockMeans follows the promise stop-on-block, t, with what counts as a block where the
// operator says it (commitments.block_means, block_statuses; German reviews 24 and 25, R25-F10:
// a webmaster who answers 403 must know whether that stops the crawler or only pauses it).
func (b *builder) withBlockMeans(t Text) Text {
	cm := b.p.Commitments
	// In the order a site would try them: robots.txt, a status to answer, a request.
	var means []Text
	if i := slices.Index(cm.BlockMeans, policy.BlockMeansRobotsTxt); i >= 0 {
		// A rule in robots.txt shuts out only the crawlers that obey it: where some do not, the
		// item names those that do (tidy 28, t28d: "a robots.txt rule that shuts the crawler out"
		// was said of every crawler, one with robots_txt = "not-read" too).
		var readers []Text
		for _, a := range b.p.Agents {
			if b.p.ObeysRobotsTxt(a) {
				readers = append(readers, b.agentMention(a))
			}
		}
		at := pointer("commitments", "block_means", i)
		if len(readers) > 0 && len(readers) < len(b.p.Agents) {
			means = append(means, b.l.n("block_means.robots-txt_readers", count(len(readers), ""), "Agents", b.list(readers, "and")).withPointer(at))
		} else {
			means = append(means, b.enum("block_means", string(cm.BlockMeans[i]), at))
		}
	}
	if len(cm.BlockStatuses) > 0 {
		means = append(means, b.blockStatuses())
	}
	if i := slices.Index(cm.BlockMeans, policy.BlockMeansRequest); i >= 0 {
		means = append(means, b.enum("block_means", string(cm.BlockMeans[i]), pointer("commitments", "block_means", i)))
	}
	if len(means) == 0 {
		return t
	}
	return join([]Text{t, b.l.n("block_means.sentence", count(len(means), ""), "Means", b.list(means, "and"))}, " ")
}

// blockStatuses names the HTTP statuses that count as a block: "a response with HTTP status 403
// or 410".
func (b *builder) blockStatuses() Text {
	st := make([]Text, len(b.p.Commitments.BlockStatuses))
	for i, s := range b.p.Commitments.BlockStatuses {
		st[i] = value(pointer("commitments", "block_statuses", i), strconv.Itoa(s))
	}
	return b.l.t("block_means.status", "Statuses", b.list(st, "or"))
}

// promise states a commitment. Two are said with what the rest of the page shows next to them: a
// promise to stop when blocked, where an HTTP 403 only pauses the crawler (errors.reactions), and
// a promise never to pose as a browser, where a User-Agent starts with "Mozilla/" by convention.
// prefix is the family of messages: "promise" for the page's list where it has one crawler,
// "promise_all" where it has several, and "promise_agent" in the list of one agent, under its
// name, where a commitment is said as the list's other points are (French 'Il ne…', not 'Le
// robot ne…', which read as another robot; review 8, fr 32).
func (b *builder) promise(pr policy.Promise, ptr string, prefix string) Text {
	l := b.l
	// A promise to stop where a site blocks the crawler does not hold for the fetches that do
	// not obey robots.txt: said with it (of the agent whose list it is in, or of every agent).
	agent := ""
	if rest, ok := strings.CutPrefix(ptr, "/agents/"); ok {
		agent, _, _ = strings.Cut(rest, "/")
		agent = policy.UnescapeToken(agent)
	}
	switch {
	case pr == policy.PromiseStopOnBlock && b.pausesOn(policy.ConditionStatus403):
		return b.exceptJobsNotObeying(b.withBlockMeans(l.t(prefix+"_in_context.stop-on-block_403", "Section", l.s("section.errors")).withPointer(ptr)), agent)
	case pr == policy.PromiseStopOnBlock:
		return b.exceptJobsNotObeying(b.withBlockMeans(b.enum(prefix, string(pr), ptr)), agent)
	case pr == policy.PromiseNoBrowserImpersonation:
		// A User-Agent that follows a browser's (user_agent_form = "after-browser") is a
		// browser's, followed by the crawler's: the promise says what it keeps, the name after
		// the browser's, not "never poses as a browser" beside "that of a web browser" (new-user
		// trial 31, F-14). Of the agent whose list it is in, or of every agent.
		var afterBrowser, tokens []Text
		for _, a := range b.p.Agents {
			switch {
			case a.UserAgentForm == policy.UserAgentFormAfterBrowser && (agent == "" || agent == a.ID):
				afterBrowser = append(afterBrowser, b.agentMention(a))
			case strings.HasPrefix(string(a.UserAgent), "Mozilla/"):
				tokens = append(tokens, b.agentMention(a))
			}
		}
		if len(afterBrowser) > 0 {
			return l.t(prefix+"_in_context.no-browser-impersonation_after_browser", "Tokens", b.list(afterBrowser, "or")).withPointer(ptr)
		}
		if len(tokens) > 0 {
			return l.t(prefix+"_in_context.no-browser-impersonation_mozilla", "Tokens", b.list(tokens, "or")).withPointer(ptr)
		}
	}
	return b.enum(prefix, string(pr), ptr)
}

// removal is how removal requests are handled (legal.removal), and, where a site can ask for a
// removal by e-mail (contact.requests kind "removal"), a sentence with the address it writes to:
// it points to the request the "By e-mail" list offers (new-user trial 32, F-10).
func (b *builder) removal() Text {
	said := b.enum("removal", string(b.p.Legal.Removal), "/legal/removal")
	if !slices.ContainsFunc(b.p.Contact.Requests, func(r policy.Request) bool {
		return r.Kind == policy.RequestKindRemoval && r.ByEmail()
	}) {
		return said
	}
	to := b.l.t("removal_to.email", "Email", b.emailFor(policy.RequestKindRemoval))
	return join([]Text{said, to}, " ")
}
