package generator

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// Answer is one of the short answers at the top of a page (issue 16, "answers first"): what it
// answers, as the text of a link to the part of the page that says it in full (ID, an element
// id of the page), and the answer in one sentence, made of the policy's values as any sentence
// of the page is.
type Answer struct {
	Question string
	ID       string
	Text     Text
	// lower says that the Markdown line, "question – answer", starts the answer with a small
	// letter, as the language writes a sentence after a dash within a line
	// (format.answers_after_dash = "lowercase": Polish, review15-pl 3); the HTML page sets the
	// answer under its question as a sentence of its own and keeps its capital.
	lower bool
	// Sep is what stands between question and answer on the Markdown line: " – ", or ": " where
	// the language introduces a whole sentence after a label with a colon
	// (format.answers_after_dash = "colon": German, review22-de P9).
	Sep string
}

// answers builds the page's short answers, in this order: how to shut the crawler out, how to
// slow it down, how to verify a request, how to reach the operator. Each stands only where the
// policy states what it says and the page has the part it links to (sections holds the ids of
// the page's sections and blocks): an answer whose facts are absent is left out.
func (b *builder) answers(ids map[string]bool) []Answer {
	var out []Answer
	after := b.l.s("format.answers_after_dash")
	lower, sep := after == "lowercase", " – "
	if after == "colon" {
		sep = ": "
	}
	add := func(q, id string, t Text) {
		if id == "slow-down" && !ids[id] {
			id = "by-email" // a request by e-mail, where no block of its own says how to slow down
		}
		if !t.IsZero() && ids[id] {
			out = append(out, Answer{Question: q, ID: id, Text: t, lower: lower, Sep: sep})
		}
	}
	if id, t := b.blockAnswer(); !t.IsZero() {
		add(b.l.n("answers.block", b.agentCount()).Plain(), id, t)
	}
	if id, t := b.slowAnswer(); !t.IsZero() {
		add(b.l.n("opt_out.slow_down", b.agentCount()).Plain(), id, t)
	}
	if id, t := b.verifyAnswer(); !t.IsZero() {
		add(b.l.s("answers.verify"), id, t)
	}
	if t := b.contactAnswer(); !t.IsZero() {
		add(b.l.s("answers.contact"), "contact", t)
	}
	return out
}

// mainSnippet is the snippet the short answer to "how do I shut the crawler out" offers: of the
// proven snippets that shut each of their agents out of everything it fetches ([builder.shutsOut]),
// the one that names the most agents; the first of equals. A snippet of some paths is no answer
// to that question, whatever its label says (new-user trial 23, F16: "Shut JobLoomBot out" over
// /jobs/ alone was offered), unless those paths are all its agents request (trial 30, F-09: an
// ads.txt crawler shut out of /ads.txt and /app-ads.txt). ok is false where there is none.
func (b *builder) mainSnippet() (s policy.Snippet, ok bool) {
	best := -1
	for _, sn := range b.p.Snippets {
		proof, proven := b.proofs()[sn.ID]
		if !proven || !b.shutsOut(sn, proof) {
			continue // unproven, or not all its agents fetch
		}
		score := len(sn.Agents)
		if score > best {
			s, ok, best = sn, true, score
		}
	}
	return s, ok
}

// shutsOut reports whether the proven snippet sn shuts each of its agents out of everything it
// fetches: it disallows the whole site ("/"), or every agent it names states the only paths it
// requests (agents.X.paths) and the snippet's text, read by the matcher the proofs use as that
// agent reads robots.txt (its group_matching), disallows each of them but /robots.txt, which
// robots.txt cannot disallow (RFC 9309 §2.2.2).
func (b *builder) shutsOut(sn policy.Snippet, proof robots.Proof) bool {
	if slices.Contains(sn.Paths, "/") {
		return true
	}
	if len(sn.Agents) == 0 {
		return false
	}
	r := robots.Parse([]byte(proof.Text), 0)
	for _, id := range sn.Agents {
		a, found := b.p.Agents.Get(id)
		if !found || len(a.Paths) == 0 || a.Token == "" {
			return false // an agent whose paths are not a fixed list may fetch any other
		}
		m, _ := robots.ParseMatching(string(a.GroupMatching))
		for _, path := range a.Paths {
			if path != "/robots.txt" && r.DecideAs(m, string(a.Token), path).Allowed {
				return false
			}
		}
	}
	return true
}

// blockAnswer says how to shut the crawler out: the main snippet (with the categories of site
// whose fetches do not read robots.txt), and, for each agent that does not read robots.txt, the
// statuses that refuse it or that it does not read it; where no snippet is offered, the jobs a
// site cannot opt out of (jobs.X.opt_out = "not-possible"); where no snippet is offered and no
// agent ignores robots.txt, or after a statement that a site cannot opt out, a request by e-mail
// to be added to the blocklist or for an end to the fetching. It returns the id of the part of
// the page it links to.
func (b *builder) blockAnswer() (string, Text) {
	l := b.l
	var id string
	var parts []Text
	// Whether the answer says that a site cannot opt out, and whether it names a request to
	// stay away: a request follows that statement, never stands in its place (new-user trial
	// 31, F-16: a "stop" for sites listed by mistake replaced "no way to opt out").
	noOptOut, asked := false, false
	s, snippet := b.mainSnippet()
	if snippet {
		id = "snippet-" + s.ID
		label := b.label(s.Label, "snippets", s.ID, "label")
		// The crawlers that read robots.txt and that the snippet does not name: the answer says
		// so, and how to add them, never that the snippet is enough (review 6, pl 1).
		var uncovered, unstated []Text
		for _, a := range b.p.Agents {
			switch {
			case a.Token == "" || slices.Contains(s.Agents, a.ID):
			case b.p.ObeysRobotsTxt(a):
				uncovered = append(uncovered, b.agentMention(a))
			case a.RobotsTxt == "":
				// Whether it reads robots.txt is not stated: the answer does not say that the
				// snippet stops it, nor that nothing does (English review 26, F9).
				unstated = append(unstated, b.agentMention(a))
			}
		}
		// The fetches of its crawlers that do not obey robots.txt (of a job, or of the resources
		// fetched along with a page): the snippet is not enough (pl "Należy", not "Wystarczy").
		notStopped := joinNonZero(b.jobsNotStopped(s.Agents...), b.embeddedNotStopped(s.Agents...))
		// Nor the paths they fetch whatever it says, nor what they record under a Disallow: said
		// with the request that stops it (trial 29, F-02: the answer offered the snippet alone).
		notByRobots := b.notStoppedByRobotsTxt(s.Agents, nil)
		switch notRead := b.notReadingRobotsTxt(); {
		case len(notRead) > 0:
			parts = append(parts, l.t("answers.block_snippet_except", "Label", label, "Targets", b.list(notRead, "and")))
		case len(uncovered) > 0 || len(unstated) > 0 || !notStopped.IsZero() || len(notByRobots) > 0:
			parts = append(parts, l.t("answers.block_snippet_partial", "Label", label))
		default:
			parts = append(parts, l.t("answers.block_snippet", "Label", label))
		}
		if len(uncovered) > 0 {
			parts = append(parts, l.n("answers.block_snippet_uncovered", count(len(uncovered), ""), "Agents", b.list(uncovered, "and")))
		}
		if len(unstated) > 0 {
			// What is sure to stop them is said only where the policy offers it (trial 28, F-01:
			// "write to the operator" with no request to stop); where the jobs below are not
			// stopped either, the request follows them.
			parts = append(parts, l.n("answers.block_snippet_unstated", count(len(unstated), ""), "Agents", b.list(unstated, "and")))
			if _, ask := b.askToStayAway(policy.RequestKindStop, policy.RequestKindBlocklist, policy.RequestKindStopURL); notStopped.IsZero() && len(notByRobots) == 0 && !ask.IsZero() {
				parts = append(parts, ask)
				asked = true
			}
		}
		// The fetches of its crawlers' jobs that do not obey robots.txt are not stopped by it:
		// the answer says so, and what stops them too, the statuses that refuse the crawler or
		// else a request by e-mail to end the fetching, so that it does not offer only what
		// does not work (newuser17 #2).
		// So are the resources they fetch along with a page without reading robots.txt for them.
		if notStopped.IsZero() {
			parts = append(parts, notByRobots...)
		}
		if !notStopped.IsZero() {
			parts = append(parts, notStopped)
			parts = append(append(parts, b.exemptNotStopped(s.Agents, nil)...), b.recordedUnderDisallow(s.Agents)...)
			refused := false
			for _, id := range s.Agents {
				a, ok := b.p.Agents.Get(id)
				if !ok || len(a.RefuseWith) == 0 {
					continue
				}
				st := make([]Text, len(a.RefuseWith))
				for i, code := range a.RefuseWith {
					st[i] = value(pointer("agents", a.ID, "refuse_with", i), strconv.Itoa(code))
				}
				parts = append(parts, l.t("answers.jobs_refuse", "Agent", b.agentMention(a), "Statuses", b.list(st, "or")))
				refused = true
			}
			if _, ask := b.askToStayAway(policy.RequestKindStop, policy.RequestKindBlocklist, policy.RequestKindStopURL); !refused && !ask.IsZero() {
				parts = append(parts, ask)
				asked = true
			}
		}
	}
	// The agents that robots.txt cannot shut out and that name no status to refuse them with are
	// said in one sentence, not one identical sentence each (review 6, fr 21); those with
	// statuses each have their own.
	var unrefused []Text
	var unrefusedBecause policy.NotReadReason // the reason of the first of them
	notReadAt := -1
	everyReason := true // each of them states why (not_read_because): their descriptions say it
	for _, a := range b.p.Agents {
		if a.RobotsTxt != policy.RobotsUseNotRead {
			continue
		}
		if id == "" {
			id = "agent-" + a.ID
		}
		at := func(tokens ...any) string { return sub(pointer("agents", a.ID), tokens...) }
		agent := b.agentMention(a).withPointer(at("robots_txt"))
		if a.OptOut == policy.OptOutNotPossible && a.LegalBasis != nil {
			// No way out to offer: the page says why, and what a site may ask for instead
			// where the policy says how removals are handled.
			basis := b.label(a.LegalBasis.Name, "agents", a.ID, "legal_basis", "name")
			parts = append(parts, l.t("answers.no_opt_out", "Agent", b.agentsAs("subject", 1, agent), "Basis", basis).withPointer(at("opt_out")))
			noOptOut = true
			if b.p.Legal.Removal != "" && b.p.Contact.Email != "" {
				email := codeLink("/contact/email", string(b.p.Contact.Email), mailto(string(b.p.Contact.Email)))
				parts = append(parts, l.t("answers.no_opt_out_removal", "Email", email))
			}
			continue
		}
		if len(a.RefuseWith) > 0 {
			st := make([]Text, len(a.RefuseWith))
			for i, s := range a.RefuseWith {
				st[i] = value(at("refuse_with", i), strconv.Itoa(s))
			}
			parts = append(parts, l.t("answers.not_read_refuse", "Agent", b.agentsAs("subject", 1, agent), "Statuses", b.list(st, "or")))
			continue
		}
		if notReadAt < 0 {
			notReadAt = len(parts)
			parts = append(parts, Text{})
		}
		if len(unrefused) == 0 {
			unrefusedBecause = a.NotReadBecause
		}
		everyReason = everyReason && a.NotReadBecause != ""
		unrefused = append(unrefused, agent)
	}
	switch {
	case len(unrefused) == 1 && unrefusedBecause != "":
		// The reason in the answer itself, not a pointer to the crawler's description
		// (English editor's review 16, SHOULD 7).
		parts[notReadAt] = l.t("answers.not_read_because."+string(unrefusedBecause), "Agent", b.agentsAs("subject", 1, unrefused[0]))
	case len(unrefused) == 1:
		// No reason stated: none is pointed at (accessibility trial 20, finding 3: fr "La raison
		// en est donnée dans la présentation du robot, plus bas", which gives none).
		parts[notReadAt] = l.t("answers.not_read", "Agent", b.agentsAs("subject", 1, unrefused[0]))
	case len(unrefused) > 1 && everyReason:
		parts[notReadAt] = l.t("answers.not_read_several", "Agents", b.list(unrefused, "and"))
	case len(unrefused) > 1:
		parts[notReadAt] = l.t("answers.not_read_several_no_reason", "Agents", b.list(unrefused, "and"))
	}
	if len(unrefused) > 0 {
		// What works where robots.txt does not and no status turns the crawler away: a request by
		// e-mail for an end to the fetching (or to be blocklisted), where the policy offers one to
		// every site; the answer then links to the block that says how (new-user trial 26, F-02:
		// it named no way that works and linked to the crawler's description).
		// TestBlockAnswerNotReadNamesTheWayThatWorks.
		if askID, ask := b.askToStayAway(policy.RequestKindStop, policy.RequestKindBlocklist, policy.RequestKindStopURL); !ask.IsZero() {
			if strings.HasPrefix(id, "agent-") {
				id = askID
			}
			parts = append(parts, ask)
			asked = true
		}
	}
	// Without a snippet, whose answer names them, the jobs a site cannot opt out of, which
	// robots.txt does not stop either, are said before any request (new-user trial 31, F-16).
	if jobs := b.jobsNoOptOutOfAgentsReading(); !snippet && len(jobs) > 0 {
		if id == "" {
			id = "agent-" + jobs[0].Agent
		}
		parts = append(parts, l.n("answers.jobs_no_opt_out", count(len(jobs), ""), "Jobs", b.jobsRef(jobs, "opt_out")))
		noOptOut = true
	}
	if askID, ask := b.askToStayAway(policy.RequestKindBlocklist, policy.RequestKindStop, policy.RequestKindStopURL); (len(parts) == 0 || noOptOut && !asked) && !ask.IsZero() {
		if len(parts) == 0 {
			id = askID
		}
		parts = append(parts, ask)
	}
	if len(parts) == 0 {
		return "", Text{}
	}
	return id, join(parts, " ")
}

// jobsNoOptOutOfAgentsReading returns the jobs a site cannot opt out of (jobs.X.opt_out =
// "not-possible") of the agents that read robots.txt for their other fetches (an agent that reads
// it for none says "no way to opt out" of itself, agents.X.opt_out).
func (b *builder) jobsNoOptOutOfAgentsReading() []policy.Job {
	var out []policy.Job
	for _, j := range jobsNoOptOut(b.p.Jobs) {
		if a, ok := b.p.Agents.Get(j.Agent); ok && a.RobotsTxt != policy.RobotsUseNotRead {
			out = append(out, j)
		}
	}
	return out
}

// askToStayAway is the sentence of a short answer that names a request to stay away from the
// site, of the first of kinds that the policy lets a site make by e-mail for all of the
// crawler's fetches (no jobs named): en "Write to optout@… to ask for an end to all fetching
// from your site.", followed, where only some may ask (the request's who), by who they are, en
// "Only site owners who are not customers can ask for this." (new-user trial 26, F-11). Where
// none of kinds is made by e-mail, the first made in the web form (contact.form), else in the
// portal (contact.portal), with its address: en "In the web form at https://… you can ask for an
// end to all fetching from your site." (t28b, "Glance": with a request to stop made in the form
// alone, the answer said only that robots.txt cannot shut the crawler out). id is the block of
// the opt-out section that lists the request: "by-email", "in-form" or "in-portal". Zero where
// there is none.
func (b *builder) askToStayAway(kinds ...policy.RequestKind) (id string, t Text) {
	rs, c := b.p.Contact.Requests, b.p.Contact
	find := func(kind policy.RequestKind, made func(policy.Request) bool) int {
		return slices.IndexFunc(rs, func(r policy.Request) bool { return r.Kind == kind && made(r) && len(r.Jobs) == 0 })
	}
	channels := []struct {
		id   string
		made func(policy.Request) bool
		say  func(i int, kind policy.RequestKind) Text
	}{
		{"by-email", policy.Request.ByEmail, func(i int, kind policy.RequestKind) Text {
			if kind == policy.RequestKindBlocklist && len(rs[i].Covers) > 0 {
				// What the blocklist holds, where it is not the site (trial 29, F-09).
				return b.l.t("answers.ask_blocklist_covers", "Email", b.emailFor(kind), "Covers", enumList(b, "request.cover", rs[i].Covers, "contact", "requests", i, "covers"))
			}
			return b.l.t("answers.ask_"+string(kind), "Email", b.emailFor(kind))
		}},
		{"in-form", func(r policy.Request) bool { return c.Form != "" && r.InForm() }, func(i int, kind policy.RequestKind) Text {
			url := codeLink("/contact/form", string(c.Form), string(c.Form))
			return b.l.t("answers.ask_in_form", "URL", url, "Request", b.requestKind(i, rs[i]))
		}},
		{"in-portal", func(r policy.Request) bool { return c.Portal != nil && r.InPortal() }, func(i int, kind policy.RequestKind) Text {
			url := codeLink("/contact/portal/url", string(c.Portal.URL), string(c.Portal.URL))
			return b.l.t("answers.ask_in_portal."+string(c.Portal.Kind), "URL", url, "Request", b.requestKind(i, rs[i]))
		}},
	}
	for _, ch := range channels {
		for _, kind := range kinds {
			i := find(kind, ch.made)
			if i < 0 {
				continue
			}
			t := ch.say(i, kind)
			if len(rs[i].Who) > 0 {
				t = join([]Text{t, b.l.t("answers.ask_who", "Who", b.label(rs[i].Who, "contact", "requests", i, "who"))}, " ")
			}
			return ch.id, t
		}
	}
	return "", Text{}
}

// slowAnswer says how to slow the crawler down: a Crawl-delay line where robots.txt's
// Crawl-delay is honoured (linking to the example line), else a request by e-mail for a slower
// rate or fewer fetches where the policy offers one (linking to the block on slowing down, which
// says why Crawl-delay does not, or else to the requests by e-mail).
func (b *builder) slowAnswer() (string, Text) {
	l, r := b.l, b.p.RobotsTxt
	if (r.CrawlDelay == policy.CrawlDelayHonoured || r.CrawlDelay == policy.CrawlDelayHonouredIfLonger) && len(b.agentsReading()) > 0 {
		// The jobs that do not obey robots.txt and are not spaced by its Crawl-delay either.
		return "slow-down", joinNonZero(append([]Text{l.t("answers.slow_crawl_delay").withPointer("/robots_txt/crawl_delay")}, b.crawlDelayJobs("", true)...)...)
	}
	if b.p.Contact.Email == "" {
		return "", Text{}
	}
	email := codeLink("/contact/email", string(b.p.Contact.Email), mailto(string(b.p.Contact.Email)))
	for _, kind := range []policy.RequestKind{policy.RequestKindSlower, policy.RequestKindLessOften} {
		if slices.ContainsFunc(b.p.Contact.Requests, func(r policy.Request) bool {
			return r.Kind == kind && r.ByEmail() && len(r.Jobs) == 0 && len(r.Who) == 0
		}) {
			return "slow-down", l.t("answers.ask_"+string(kind), "Email", email)
		}
	}
	return "", Text{}
}

// verifyAnswer says how to verify that a request comes from the crawler, as the identification
// section does, and links to the part of it that says so in full: the check by reverse DNS
// (verify-dns, its commands) where the policy states a domain or forms of the names, else the
// addresses; and, where agents sign their requests (Web Bot Auth), how to check a signature, which
// links to the check of signatures where the policy publishes neither addresses nor names.
// Nothing where it publishes none of them.
func (b *builder) verifyAnswer() (string, Text) {
	id, t := b.verifyByNetwork()
	if !t.IsZero() && b.p.Network.LandingPage != "" {
		// The page each address serves: what a webmaster who sees the address can open, said
		// with the check that verifies it (trial 29, F-08).
		t = join([]Text{t, b.landingPage()}, " ")
	}
	// Signed requests (Web Bot Auth): a sentence of their own, the only one where the policy
	// publishes no addresses or names.
	// Where only some of the crawlers sign, the sentence names them: a request of another one has
	// no signature to check (review 5: fr 4).
	var signers []Text
	first := ""
	keys := 0 // one key is "the published key" (review 5: en 15, de 11)
	for _, a := range b.p.Agents {
		if len(a.SigningKeys) > 0 {
			keys += len(a.SigningKeys)
			signers = append(signers, b.agentMention(a))
			if first == "" {
				first = pointer("agents", a.ID, "signing_keys")
			}
		}
	}
	var sig Text
	switch {
	case len(signers) == 0:
		return id, t
	case len(signers) < len(b.p.Agents):
		sig = b.l.n("answers.verify_signature_some", count(len(signers), ""), "Agents", b.list(signers, "and"), "Keys", b.l.n("answers.keys", count(keys, ""))).withPointer(first)
	default:
		sig = b.l.t("answers.verify_signature", "Keys", b.l.n("answers.keys", count(keys, ""))).withPointer(first)
	}
	if t.IsZero() {
		return "signature-check", sig
	}
	return id, join([]Text{t, sig}, " ")
}

// verifyByNetwork is the answer on verifying a request by its address or reverse DNS name.
func (b *builder) verifyByNetwork() (string, Text) {
	l, n := b.l, b.p.Network
	switch {
	case len(n.HostNames) > 0 && len(n.Addresses) > 0:
		return "verify-dns", l.n("answers.verify_addresses_host_names", count(len(n.HostNames), "")).withPointer("/network/host_names")
	case len(n.HostNames) > 0:
		return "verify-dns", l.n("answers.verify_host_names", count(len(n.HostNames), "")).withPointer("/network/host_names")
	case len(n.Addresses) > 0 && n.ReverseDNS != "":
		return "verify-dns", l.t("answers.verify_addresses_rdns", "Domain", rdnsDomain(n.ReverseDNS)).withPointer("/network/addresses")
	case len(n.Addresses) > 0:
		// In the plural form of the number of published entries: one address or range is not
		// „einer der veröffentlichten Adressbereiche“ (German review 45, F8).
		return "ip-addresses", l.n("answers.verify_addresses", count(len(n.Addresses), "")).withPointer("/network/addresses")
	case n.ReverseDNS != "":
		return "verify-dns", l.t("answers.verify_rdns", "Domain", rdnsDomain(n.ReverseDNS))
	}
	return "", Text{}
}

// contactAnswer says how to reach the operator: the e-mail address, or the form where there is
// no address.
func (b *builder) contactAnswer() Text {
	c := b.p.Contact
	switch {
	case c.Email != "":
		return b.l.t("answers.contact_email", "Email", codeLink("/contact/email", string(c.Email), mailto(string(c.Email))))
	case c.Form != "":
		return b.l.t("answers.contact_form", "URL", codeLink("/contact/form", string(c.Form), string(c.Form)))
	}
	return Text{}
}
