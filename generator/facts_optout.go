package generator

import (
	"slices"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

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
