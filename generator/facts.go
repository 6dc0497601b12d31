package generator

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

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
	// ahead is set where the policy's date of last change is after the day of the build: a
	// change announced ahead, which the page states as in effect from that date.
	ahead bool
	// aheadEntries are the entries of the page of changes that take effect after the day of the
	// build, oldest first: the page says at its top what they change, with the values in force
	// until then (aheadSection).
	aheadEntries []ChangeView
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

// effective is what applies to the agent's fetches from the target (either may be ""), by the
// policy's one precedence function. The keys come from the policy itself, so none is unknown.
func (b *builder) effective(agent, target string) policy.Effective {
	e, err := b.p.Effective(agent, target, "")
	if err != nil {
		panic("generator: " + err.Error())
	}
	return e
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

// agentMention names an agent in running text: its product token, or, for an agent without one,
// the name its heading gives it (agentNameText), each a value at its own pointer, never a
// pointer to a token the agent does not have.
func (b *builder) agentMention(a policy.Agent) Text {
	if a.Token != "" {
		return code(pointer("agents", a.ID, "token"), string(a.Token))
	}
	return b.agentNameText(a)
}

// agentsAs names n agents (a list, or one agent's mention) in a grammatical role of the sentence
// that holds them, as the language needs it (review 6: de 7, pl 9): German and Polish put a noun
// before the names, which takes the case and gender, so that a display name is never declined
// ("vom Crawler „Linkprüfer“", "od robota „Próbka”"); English and French state the names alone.
// role is "from" (where requests come from: "from X"), "subject" (the subject at the head of a
// sentence), or the case the sentence gives the names after its preposition or verb: "gen"
// (Polish "dla robota X", "dla robotów X i Y"), "acc" ("przez robota X", "przez roboty X i Y")
// or "dat" ("Pozwala robotowi X"), so that a product token never stands bare in a Polish oblique
// case ("dla `GazetteBot`"; issue 12).
func (b *builder) agentsAs(role string, n int, agents Text) Text {
	return b.l.n("agents_as."+role, count(n, ""), "Agents", agents)
}

// enum states an enumerated value with its message prefix+"."+value, as a value at ptr.
func (b *builder) enum(prefix string, v string, ptr string) Text {
	key := [2]string{prefix, v}
	t, ok := b.enums[key]
	if !ok {
		t = b.l.t(prefix+"."+v, exampleHosts()...)
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

// disallowClauses states what agent a does when robots.txt disallows an address, as the page's
// sentence takes it (agent.on_disallow): a single effect in the form that makes the sentence
// (on_disallow_sentence); of several, the first in the form that states the condition the others
// fall under (on_disallow_lead, German review 39, F2), each further one in the form that follows it (on_disallow_clause),
// joined as clauses (list.and_clauses), each at agents/ID/on_disallow/i. sitegen diff quotes a
// value alone, in the family on_disallow: German states the effects on the page as verb
// sentences, which cannot stand alone as a quoted value (German review 38, F6).
func (b *builder) disallowClauses(a policy.Agent) Text {
	items := make([]Text, len(a.OnDisallow))
	for i, v := range a.OnDisallow {
		family := "on_disallow_clause"
		switch {
		case i == 0 && len(a.OnDisallow) == 1:
			family = "on_disallow_sentence"
		case i == 0:
			// Further effects follow: the first states the condition they fall under.
			family = "on_disallow_lead"
		}
		items[i] = b.enum(family, string(v), pointer("agents", a.ID, "on_disallow", i))
	}
	return b.l.listIn(items, "and", "clauses")
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

// hours states a span of the day, "07:00–19:00" (de "7:00–19:00 Uhr", fr "de 7 h à 19 h"), as a
// value at ptr.
func (b *builder) hours(r policy.TimeRange, ptr string) Text {
	t, ok := b.spans[r]
	if !ok {
		t = b.l.t("time.range", "From", b.l.timeOfDay(r.From), "To", b.l.timeOfDay(r.To))
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
		"From", b.l.timeOfDay(r.From),
		"To", b.l.timeOfDay(r.To)).withPointer(ptr).withPointer(overnightPtr)
}

// overnightOnDays is overnight for a span on given weekdays: it starts on each of the days and
// ends on the next, which the page says, "from 22:00 on each of these days until 06:00 the
// following day", so that nobody reads Saturday's night as the one that ends on Saturday.
func (b *builder) overnightOnDays(r policy.TimeRange, ptr, overnightPtr string) Text {
	return b.l.t("time.range_overnight_days",
		"From", b.l.timeOfDay(r.From),
		"To", b.l.timeOfDay(r.To)).withPointer(ptr).withPointer(overnightPtr)
}

// clock states a time of day, as a value at ptr.
func (b *builder) clock(t policy.TimeOfDay, ptr string) Text {
	return b.l.timeOfDay(t).withPointer(ptr)
}

// unpublishedPointers maps the pointer of each value p does not publish to the pointer of its
// entry in policy.json's list of unpublished values.
func unpublishedPointers(p *policy.Policy) map[string]string {
	if len(p.Unpublished) == 0 {
		return nil
	}
	m := make(map[string]string, len(p.Unpublished))
	for i, u := range p.Unpublished {
		m[u] = "/unpublished/" + strconv.Itoa(i)
	}
	return m
}

// unpublishedSize returns the pointer of the entry that marks the size or count at ptr
// unpublished, or "". A sentence that states a size or a count has a form of its own for one that
// is not published (ID + "_unpublished"), since neither is placed in a sentence by grammatical
// form as a duration is (a count also chooses the sentence's plural form).
func (b *builder) unpublishedSize(ptr string) string { return b.l.unpublished[ptr] }

// size states a number of bytes with the unit the policy would write, "500 KiB", at ptr.
func (b *builder) size(s policy.Size, ptr string) Text {
	text := s.String()
	i := strings.IndexFunc(text, func(r rune) bool { return r < '0' || r > '9' })
	n, _ := strconv.Atoi(text[:i])
	return b.l.n("size."+text[i:], count(n, "")).withPointer(ptr)
}

// newTable starts a table of n rows, its cells written as the language writes them.
func (b *builder) newTable(caption Text, head []Text, n int) *Table {
	t := newTable(caption, head, n)
	t.capitalize = b.l.s("format.table_cells") == "capitalized"
	return t
}

// page builds the whole page.
func (b *builder) page() Page {
	l := b.l
	title := b.p.Site.Title[b.lang]
	pg := Page{
		Lang:           b.lang,
		Root:           "../",
		Title:          l.t("page.title", "Title", title).Plain(),
		Heading:        l.t("page.title", "Title", b.label(b.p.Site.Title, "site", "title")),
		LanguagesLabel: l.s("page.languages"),
		ContentsLabel:  l.s("page.contents"),
		CopyLabel:      l.s("snippet.copy"),
		CopiedLabel:    l.s("snippet.copied"),
		CopySeparator:  l.s("snippet.copy_separator"),
		SkipLabel:      l.s("page.skip"),
	}
	if b.p.Site.Example {
		pg.Example = l.t("page.example").withPointer("/site/example")
	}
	for _, lang := range b.p.Site.Languages {
		pg.Languages = append(pg.Languages, LanguageLink{
			Tag:     lang,
			Name:    nativeName(lang),
			Href:    "../" + lang + "/index.html", // explicit, so that the site works from disk too
			Current: lang == b.lang,
		})
	}
	if len(b.p.Network.Addresses) > 0 {
		pg.IPs = "../ips.json"
	}
	pg.Feed = "../changes.atom"
	pg.FeedTitle = feedTitle(l, b.p)
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
	if ahead := b.aheadSection(); len(ahead.Blocks) > 0 {
		pg.Sections = append([]Section{ahead}, pg.Sections...)
	}
	pg.Sections = slices.DeleteFunc(pg.Sections, func(s Section) bool { return len(s.Blocks) == 0 && s.Prose.IsZero() })
	// The short answers link to the sections and blocks of the page: only to those it has.
	ids := map[string]bool{}
	for _, s := range pg.Sections {
		ids[s.ID] = true
		for _, bl := range s.Blocks {
			ids[bl.ID] = true
			for _, sv := range bl.Snippets {
				ids[sv.ID] = true
			}
		}
	}
	pg.Answers, pg.AnswersLabel = b.answers(ids), l.s("answers.heading")
	// The long introduction names what the page tells (who, recognising, how often and when,
	// robots.txt, slowing down or blocking): only where each of those sections is on the page.
	lead := "intro.lead"
	for _, id := range []string{"about", "identification", "rates", "schedule", "robots-txt", "opt-out"} {
		if !slices.ContainsFunc(pg.Sections, func(s Section) bool { return s.ID == id }) {
			lead = "intro.lead_short"
		}
	}
	// The summary (meta description) promises the same sections as the introduction.
	summary := "page.summary"
	switch {
	case lead == "intro.lead_short":
		summary = "page.summary_short"
	case slices.ContainsFunc(pg.Sections, func(s Section) bool { return s.ID == "opt-out" && s.Heading == l.s("section.opt-out_allow_only") }):
		// The section offers only snippets that let the crawler in (optOutSection): the page
		// explains how to allow the requests, not how to block them (issue #11).
		lead, summary = "intro.lead_allow", "page.summary_allow"
	case slices.ContainsFunc(pg.Sections, func(s Section) bool { return s.ID == "opt-out" && s.Heading == l.s("section.opt-out_slow_allow") }):
		// The section offers the Crawl-delay advice and snippets that let the crawler in, and
		// nothing that blocks (audit 13, item 6).
		lead, summary = "intro.lead_slow_allow", "page.summary_slow_allow"
	case !b.explainsSlowing():
		// Nothing slows the crawler down: the page explains only how to block it (new-user
		// trial 22, F-10).
		lead, summary = "intro.lead_block", "page.summary_block"
	}
	if lead != "intro.lead_short" && lead != "intro.lead_allow" && lead != "intro.lead_slow_allow" && b.hasNoOptOut() {
		// Some fetches cannot be blocked: the page does not promise a way out of every fetch,
		// and says which have none (trial 28, F-02).
		lead, summary = lead+"_no_opt_out", summary+"_no_opt_out"
	}
	pg.Description = l.t(summary, "Title", title).Plain()
	siteTitle := b.label(b.p.Site.Title, "site", "title")
	if m, ok := l.messages.Message(l.lang, lead); ok && m.One != "" {
		// The title is the subject of a verb that agrees with it in Polish ("Roboty Chatwork
		// wysyłają żądania …", at the head of the sentence, where a heading-style title such as
		// "Robot ReadFeed" keeps its capital; issue 12): its number, as the operator states it
		// (site.title_plural; review 8, pl 16). A language whose lead has no plural forms puts the
		// title before a colon.
		n := b.p.Site.TitleNumber(b.lang)
		title := siteTitle
		if n == 1 {
			title = b.titleOne(siteTitle)
		}
		pg.Intro = []Text{l.n(lead, count(n, ""), "Title", title)}
	} else {
		pg.Intro = []Text{l.t(lead, "Title", siteTitle)}
	}
	if b.ahead && len(b.aheadEntries) > 0 {
		// The values below are not yet in force: said before anything states them (new-user
		// trial 23, F23).
		pg.Intro = append(pg.Intro, l.t("ahead.intro", "Date", b.date(b.p.Site.LastChanged, "/site/last_changed"), "Section", l.s("ahead.heading")))
	}
	if b.p.Site.CrawlerReadsPolicy {
		// Said only where the operator states it: the crawling software reads this file.
		pg.Intro = append(pg.Intro, l.t("intro.source").withPointer("/site/crawler_reads_policy"))
	}
	pg.LastChanged = l.t("page.last_changed", "Date", b.date(b.p.Site.LastChanged, "/site/last_changed"))
	if b.ahead {
		// Not "last updated" on a day to come: the values take effect then (trial 20, finding 1).
		// "Until then, the previous version applies" only where the history has a version
		// before this one (an entry announced ahead is never the earliest recorded one): without
		// git, or with this version the first, there is none to speak of (new-user trial 30,
		// F-01).
		key := "page.last_changed_ahead_no_previous"
		if len(b.aheadEntries) > 0 {
			key = "page.last_changed_ahead"
		}
		pg.LastChanged = l.t(key, "Date", b.date(b.p.Site.LastChanged, "/site/last_changed"))
	}
	if n := b.p.Site.AnnounceChangesDays; n != 0 {
		pg.LastChanged = join([]Text{pg.LastChanged, l.n("page.announce_changes_days", count(int(n), "/site/announce_changes_days"))}, " ")
	}
	pg.Footer = pageFooter(l, b.p)
	pg.render()
	return pg
}

// aheadSection is the section on the changes announced ahead (builder.aheadEntries): for each
// date, the changes that take effect then, each said as the page of changes says it but with
// the value in force until then and the one from that date ("Until then: 3 seconds. From then
// on: 2 seconds."; ChangeView.AheadGroups). The values carry no pointer: those in force until
// then are not in this policy.json. No blocks where nothing is announced.
func (b *builder) aheadSection() Section {
	l := b.l
	s := Section{ID: "announced", Heading: l.s("ahead.heading")}
	for _, v := range b.aheadEntries {
		// The newest entry's new version is this policy: a sentence on a value it changes or adds
		// states that value (and the one until then, a literal).
		newest := v.date.Equal(b.p.Site.LastChanged.Time)
		var facts []Text
		for _, g := range v.AheadGroups {
			for i, t := range g.Sentences {
				t = unpointed(t)
				if newest && i < len(g.pointers) && g.pointers[i] != "" {
					t = t.withPointer(g.pointers[i]).rendered()
				}
				facts = append(facts, t)
			}
		}
		if len(facts) == 0 {
			continue
		}
		// The date of this version is site.last_changed; that of an earlier one announced ahead
		// too is in no value of this policy.json.
		ptr := literalPointer
		if v.date.Equal(b.p.Site.LastChanged.Time) {
			ptr = "/site/last_changed"
		}
		s.Blocks = append(s.Blocks, Block{Paras: []Text{l.t("ahead.entry", "Date", b.date(v.date, ptr))}, Facts: facts})
	}
	return s
}

// aheadEntries are the entries of views (newest first) that take effect after the day of the
// build (ChangeView.Ahead), oldest first.
func aheadEntries(views []ChangeView) []ChangeView {
	var ahead []ChangeView
	for _, v := range views {
		if !v.Ahead.IsZero() {
			ahead = append(ahead, v)
		}
	}
	slices.Reverse(ahead)
	return ahead
}

// date states a calendar date in the language's long form, "29 November 2026", at ptr.
func (b *builder) date(d policy.Date, ptr string) Text {
	return b.l.t("date.long",
		"Day", b.l.n("date.day", count(d.Day(), "")),
		"Month", b.l.s("month."+strconv.Itoa(int(d.Month()))),
		"Year", strconv.Itoa(d.Year()),
	).withPointer(ptr)
}

// dayOfYear states a day of every year without its year ("1 March", de "1. März", fr "1er mars",
// pl "1 marca"), as a value at ptr.
func (b *builder) dayOfYear(d policy.Day, ptr string) Text {
	return b.l.t("date.day_of_year",
		"Day", b.l.n("date.day", count(d.DayOfMonth, "")),
		"Month", b.l.s("month."+strconv.Itoa(int(d.Month))),
	).withPointer(ptr)
}

// nativeName is a language's name in itself as a menu item ("Deutsch", "Français", "Polski"):
// the name from CLDR through golang.org/x/text/language/display, with its first letter in upper
// case, as CLDR's contextTransforms ask for languages in a menu (uiListOrMenu: titlecase-firstword
// for fr and pl; German names are capitalized anyway). x/text does not expose contextTransforms,
// and every shipped language titlecases names in a menu, hence no table.
// languageIn is "in German" in the localizer's language: language_in.<tag> for the built-in
// languages, language_in.any with the CLDR name (golang.org/x/text/language/display) for any
// other. It says which language a file is written in (the Atom feed, review 5: fr 9).
// feedTitle is the title of the link to changes.atom on a page of l's language: the site's title
// in that language, and the feed's language where it is another ("…: changes to the crawler
// policy (in German)"), never the feed's own title, which is in the feed's language (review 8:
// en 39, de 20, fr 13, pl 15).
func feedTitle(l *localizer, p *policy.Policy) string {
	title := p.Site.Title[l.lang]
	if title == "" {
		title = p.Site.Title[p.Site.DefaultLanguage]
	}
	t := l.t("changes.title", "Title", plain(title))
	if l.lang != p.Site.DefaultLanguage {
		t = l.t("changes.feed_title_in", "Title", t, "In", l.languageIn(p.Site.DefaultLanguage))
	}
	return t.Plain()
}

func (l *localizer) languageIn(tag string) Text {
	if _, ok := l.messages.Message(l.lang, "language_in."+tag); ok {
		return l.t("language_in." + tag)
	}
	name := tag
	if t, err := language.Parse(tag); err == nil {
		if rt, err := language.Parse(l.lang); err == nil {
			name = display.Tags(rt).Name(t)
		}
	}
	return l.t("language_in.any", "Name", plain(name))
}

func nativeName(tag string) string {
	t, err := language.Parse(tag)
	if err != nil {
		return tag
	}
	name := display.Self.Name(t)
	r, size := utf8.DecodeRuneInString(name)
	return string(unicode.ToUpper(r)) + name[size:]
}

func (b *builder) section(id string, blocks ...Block) Section {
	blocks = slices.DeleteFunc(blocks, func(bl Block) bool {
		return len(bl.Paras) == 0 && len(bl.Facts) == 0 && bl.Table == nil && bl.Week == nil && len(bl.Snippets) == 0 && len(bl.Links) == 0 && bl.Note.IsZero()
	})
	return Section{ID: id, Heading: b.l.s("section." + id), Blocks: blocks}
}

// ——— Who operates the crawler ———

// pageFooter is the footer of every page: that sitegen made it, and, where the policy states
// site.crawler_reads_policy, that the crawling software reads the same file.
func pageFooter(l *localizer, p *policy.Policy) Text {
	if p.Site.CrawlerReadsPolicy {
		return l.t("page.footer").withPointer("/site/crawler_reads_policy")
	}
	return l.t("page.footer_generated")
}

// titleOne is the title of one crawler or service as the page's introduction names it
// (intro.title_one: de "der Dienst „Webarchiv“", en bare as a name, "GazetteBot"), or, where the
// title already ends with the noun the language puts before it (intro.title_one_kind, compared
// without regard to case), without that noun (intro.title_one_of_kind: "der ReadFeed-Abrufdienst",
// not "der Dienst „ReadFeed-Abrufdienst“"; German review 29, F10). A German compound takes the
// gender of its last part, so the article stays right. intro.title_one_kind = "lowercase" takes a
// title of several words whose last word begins with a small letter for a name and a common noun
// that needs its article (en "the Wrenfield Labs crawler", "the PingWarden uptime monitor"; new-user
// trial 25, F-10), and any other title for a name ("ReadFeed Fetcher", "civic-ingestor"; English
// review 32, F13).
func (b *builder) titleOne(title Text) Text {
	id := "intro.title_one"
	s := b.p.Site.Title[b.lang]
	switch kind := b.l.s("intro.title_one_kind"); kind {
	case "none":
	case "lowercase":
		if words := strings.Fields(s); len(words) > 1 && unicode.IsLower([]rune(words[len(words)-1])[0]) {
			id = "intro.title_one_of_kind"
		}
	default:
		if strings.HasSuffix(strings.ToLower(s), strings.ToLower(kind)) {
			id = "intro.title_one_of_kind"
		}
	}
	return b.l.t(id, "Title", title)
}

// hasNoOptOut reports whether a site cannot opt out of some of the fetches: of an agent, or of a
// job (agents.X.opt_out, jobs.X.opt_out = "not-possible").
func (b *builder) hasNoOptOut() bool {
	return slices.ContainsFunc(b.p.Agents, func(a policy.Agent) bool { return a.OptOut == policy.OptOutNotPossible }) ||
		slices.ContainsFunc(b.p.Jobs, func(j policy.Job) bool { return j.OptOut == policy.OptOutNotPossible })
}
