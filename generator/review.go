package generator

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"html/template"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"github.com/sitegen-dev/sitegen/internal/ghmd"
	"github.com/sitegen-dev/sitegen/internal/lazyre"
	"github.com/sitegen-dev/sitegen/policy"
)

// ReviewItem is one change of a policy, as a reviewer reads it: where (the JSON Pointer), its
// class, the old and new values as policy.toml writes them, and a sentence in the review's
// language that says what changes for webmasters.
type ReviewItem struct {
	Pointer  string       `json:"pointer"`
	Class    policy.Class `json:"class"`
	Kind     string       `json:"kind"`
	Old      string       `json:"old,omitempty"`
	New      string       `json:"new,omitempty"`
	Sentence string       `json:"sentence"`
	// LessPolite is true for a looser change that makes the crawler less polite for certain (a
	// shorter interval, a quiet window that shrinks), which the sentence and the text format's
	// tag say as "less polite"; a looser change without it is one that may make the crawler less
	// polite (policy.Change.LessPolite).
	LessPolite bool `json:"less_polite,omitempty"`
	// DataUse is true for a stricter or looser change about what the operator does with the data
	// it collects (a retention period, how long data is kept after an opt-out, a promise such as
	// no-ai-training), which changes no request a site receives (policy.Change.DataUse): the
	// text and Markdown formats and the page of changes put it under a heading of its own
	// (diff.class_heading.data_use_looser, data_use_stricter); LessPolite is never set with it.
	DataUse bool `json:"data_use,omitempty"`
	// OldValue and NewValue are the values of Old and New as the published policy.json holds
	// them, for programs: a number as a number, a duration in seconds and a size in bytes (with
	// ValueUnit), a yes-or-no as a boolean, a text as a string, a list or an object as it stands
	// there. OldValue is read at OldPointer (Pointer where it is empty) in the old policy's
	// policy.json, NewValue at Pointer in the new one's; each is left out where its side has no
	// value (an addition, a removal) or does not publish it (unpublished). sitegen diff's JSON
	// only: the page of changes states values in words.
	OldValue json.RawMessage `json:"old_value,omitempty"`
	NewValue json.RawMessage `json:"new_value,omitempty"`
	// ValueUnit is the unit of OldValue and NewValue where they measure something: "seconds"
	// for durations, "bytes" for sizes; left out for other values (a count, a factor, a text).
	ValueUnit string `json:"value_unit,omitempty"`
	// OldPointer is where the item stood in the old policy's policy.json, where it moved in its
	// list, replaced another, or was split or merged (policy.Change.OldPointer).
	OldPointer string `json:"old_pointer,omitempty"`
	// Parts are the items an item was split into (pointers in the new policy), or, with Merged,
	// the items merged into it (in the old policy).
	Parts  []string `json:"parts,omitempty"`
	Merged bool     `json:"merged,omitempty"`
	// OldShown and NewShown are Old and New for people (the text and Markdown formats): a
	// duration or a size as the pages state it ("7 days", where policy.toml may say "1w").
	OldShown string `json:"-"`
	NewShown string `json:"-"`
	// Said is Sentence with its values, each carrying the JSON Pointer of what it states in the
	// policy.json of the side it comes from (the new policy, or the old one for what it no longer
	// states), for the page of changes, which renders them as the pages render values.
	Said Text `json:"-"`
	// classTag is Class for people, in the review's language (diff.class_tag.<class>): the text
	// format prints it where JSON prints the token (review 8: en 23, de 34, fr 12, pl 27).
	classTag string
	// meaningMayChange marks a text reworded whose new words may say something new, which the
	// sentence says (diff.class.wording_text): its tag and its entry's title say "wording (the
	// meaning may differ)", not "wording only" (English review 29, F1).
	meaningMayChange bool
}

// Review is what sitegen diff prints: every change, and whether the date of last change should
// have moved.
type Review struct {
	Lang    string       `json:"lang"`
	Changes []ReviewItem `json:"changes"`
	// DateUnchanged states that the policy changed but site.last_changed did not.
	DateUnchanged bool `json:"date_unchanged"`
	// NoticeShort states that the new policy promises notice before a change takes effect but
	// dates its changes no later than the day of the review (AddNoticeShort).
	NoticeShort bool `json:"notice_short,omitempty"`
	// Notes are the review's own findings, in its language: a date of last change that did not
	// change, a label changed in some of the site's languages only, message overrides that changed.
	Notes []string `json:"notes,omitempty"`
	// OverridesChanged lists the site's message overrides (locales/<lang>/*.toml) that differ
	// between the two sides. The review never uses them: a change must not word its own review.
	OverridesChanged []string `json:"overrides_changed,omitempty"`

	strings reviewStrings
}

type reviewStrings struct {
	heading, none, value, old, new, what string
	classes                              map[string]string
}

// pointerStartsFrom reports whether the agent of the pointer at (/agents/ID/…) follows links or reads
// sitemaps in p: what it was given is then where it starts (agent.starts_from), not all it fetches.
func pointerStartsFrom(p *policy.Policy, at string) bool {
	if p == nil {
		return false
	}
	id, _, _ := strings.Cut(strings.TrimPrefix(at, "/agents/"), "/")
	a, ok := p.Agents.Get(policy.UnescapeToken(id))
	return ok && startsFrom(a)
}

// groupOrder is the order of the groups of a review for a pull request and of an entry of the
// page of changes (each under its heading), what needs sign-off first: the classes, with the
// data-use changes of a class (changeGroup) after the others of that class: a looser change about
// the data still needs sign-off.
var groupOrder = []string{
	string(policy.ClassLooser), "data_use_looser", string(policy.ClassIdentity), string(policy.ClassContact),
	string(policy.ClassStricter), "data_use_stricter", string(policy.ClassNeutral), string(policy.ClassWording),
}

// changeGroup is the group of a change of class c (groupOrder): "data_use_looser" or
// "data_use_stricter" for a looser or stricter change about what the operator does with the data it
// collects (policy.Change.DataUse), which changes no request a site receives; otherwise the class.
func changeGroup(c policy.Class, dataUse bool) string {
	if dataUse && (c == policy.ClassLooser || c == policy.ClassStricter) {
		return "data_use_" + string(c)
	}
	return string(c)
}

// groupClass is the class of the changes of group g (changeGroup).
func groupClass(g string) policy.Class {
	return policy.Class(strings.TrimPrefix(g, "data_use_"))
}

// NewReview states the changes from old to new in lang, with the messages of msgs, which should be
// the product's own: a site's overrides come with the change under review. overrides lists the
// site's message files that changed between the two sides, for a note of its own.
func NewReview(old, new *policy.Policy, changes []policy.Change, msgs *Messages, lang string, overrides []string) (*Review, error) {
	return newReview(old, new, changes, msgs, lang, overrides, nil, false)
}

// newReview is NewReview; with base (a localizer of msgs in lang), the review shares its caches
// of rendered messages, as the entries of the page of changes in one language do. public states
// the changes for the page of changes and the feed, whose readers are webmasters: a consequence
// that asks the operator's reviewer for sign-off is said there without the request (diff.sign_off;
// review 5: de 1, fr 6, pl 9), and the review holds only what they print: each change's Pointer,
// Class, Kind, Old, New and Said (no cells, Sentence, notes or table strings).
func newReview(old, new *policy.Policy, changes []policy.Change, msgs *Messages, lang string, overrides []string, base *localizer, public bool) (*Review, error) {
	var problems []string
	var l *localizer
	if base != nil {
		l = base.fork(&problems)
	} else {
		l = newLocalizer(msgs, lang, &problems)
	}
	// A value either side does not publish is stated in no sentence of the review by its number.
	l.unpublished = unpublishedPointers(old)
	for k, v := range unpublishedPointers(new) {
		if l.unpublished == nil {
			l.unpublished = map[string]string{}
		}
		l.unpublished[k] = v
	}
	r := &Review{Lang: lang, DateUnchanged: policy.DateUnchanged(old, new, changes), OverridesChanged: overrides}
	var oldDoc, newDoc any
	if !public {
		// The typed values of the JSON format, from each side's published policy.json.
		var err error
		if oldDoc, err = publishedDoc(old); err != nil {
			return nil, err
		}
		if newDoc, err = publishedDoc(new); err != nil {
			return nil, err
		}
	}
	for _, c := range changes {
		p := new
		if c.Kind == policy.Removed {
			p = old
		}
		possibly := false
		rb := reviewBuilder{l: l, p: p, old: old, new: new, lang: lang, public: public, possibly: &possibly}
		item := ReviewItem{
			Pointer: c.Pointer,
			Class:   c.Class,
			Kind:    string(c.Kind),
			Old:     c.Old,
			New:     c.New,
			// Where the item stood and what it was split into or merged from, for programs.
			OldPointer: c.OldPointer,
			Parts:      c.Parts,
			Merged:     c.Merged,
			LessPolite: c.Class == policy.ClassLooser && c.LessPolite,
			DataUse:    changeGroup(c.Class, c.DataUse) != string(c.Class),
		}
		item.Said = singleFullStop(rb.sentence(c))
		item.meaningMayChange = c.Class == policy.ClassWording && rb.consequence(c) == "diff.class.wording_text"
		if possibly {
			// Its sentence says the crawler may be less polite: so do its tag, its group and its
			// entry's title (titleClass).
			c.LessPolite, item.LessPolite = false, false
		}
		if public {
			// The page of changes and the feed print the sentences alone: no cells, notes or
			// headings of sitegen diff's table.
			r.Changes = append(r.Changes, item)
			continue
		}
		item.OldShown, item.NewShown = rb.cell(c, c.Old, old), rb.cell(c, c.New, new)
		item.Sentence = l.plainSentence(item.Said)
		if !c.Unpublished {
			oldPtr := c.OldPointer
			if oldPtr == "" {
				oldPtr = c.Pointer
			}
			if c.Kind != policy.Added {
				item.OldValue = valueAt(oldDoc, oldPtr)
			}
			if c.Kind != policy.Removed {
				item.NewValue = valueAt(newDoc, c.Pointer)
			}
			if item.OldValue != nil || item.NewValue != nil {
				item.ValueUnit = map[string]string{"duration": "seconds", "size": "bytes"}[c.Unit]
			}
		}
		if item.meaningMayChange {
			item.classTag = l.s("diff.class_tag.wording_text")
		} else {
			item.classTag = l.s(l.classID("diff.class_tag", classTag(c, new)))
		}
		if c.Unpublished {
			// The value exists on the side that has it, and its number is not shown.
			if c.Kind != policy.Added {
				item.OldShown = l.s("diff.not_published")
			}
			if c.Kind != policy.Removed {
				item.NewShown = l.s("diff.not_published")
			}
		}
		r.Changes = append(r.Changes, item)
	}
	if public {
		if problems != nil {
			return nil, &BuildError{Problems: dedupe(problems)}
		}
		return r, nil
	}
	if r.DateUnchanged {
		pb := builder{p: new, l: l, lang: lang}
		r.Notes = append(r.Notes, singleFullStop(l.t("diff.date_unchanged", "Date", pb.date(new.Site.LastChanged, ""))).Plain())
	}
	if len(overrides) > 0 {
		shown := make([]string, len(overrides))
		for i, o := range overrides {
			shown[i] = shownName(o)
		}
		r.Notes = append(r.Notes, l.t("diff.overrides_changed", "Files", plain(strings.Join(shown, ", "))).Plain())
	}
	for _, pl := range partlyChangedLabels(changes, new.Site.Languages) {
		r.Notes = append(r.Notes, l.t("diff.label_partly", "Pointer", plain(pl.pointer),
			"Changed", l.languageNames(pl.changed), "Unchanged", l.languageNames(pl.unchanged)).Plain())
	}
	r.strings = reviewStrings{
		heading: l.s("diff.heading"), none: l.s("diff.none"),
		value: l.s("diff.value"), old: l.s("diff.old"), new: l.s("diff.new"), what: l.s("diff.what"),
		classes: map[string]string{},
	}
	for _, g := range groupOrder {
		r.strings.classes[g] = l.s(l.classID("diff.class_heading", classKey(policy.Class(g), new)))
	}
	if problems != nil {
		return nil, &BuildError{Problems: dedupe(problems)}
	}
	return r, nil
}

// doubledStop is an abbreviation's full stop followed by the sentence's ("sob..", pl "2026 r.."),
// in a text's segments as written, where a glue space (glueShortWords) stands for a space.
var doubledStop = lazyre.New(`(\pL)\.\.(\s|` + string(glueSpace) + `|$)`)

// singleFullStop writes an abbreviation that ends a sentence with one full stop, as typography
// does: a value may end in one ("r.", "pt.") where the message puts the sentence's. The doubled
// stop lies across a value's end and the message's literal, so the second stop is dropped where
// it stands, in whichever segment, and the values keep their pointers. The segments are copied,
// not changed in place.
func singleFullStop(t Text) Text {
	var raw strings.Builder
	var collect func([]Segment)
	collect = func(segs []Segment) {
		for _, s := range segs {
			if s.Children != nil {
				collect(s.Children)
			} else {
				raw.WriteString(s.Text)
			}
		}
	}
	collect(t.Segments)
	if !strings.Contains(raw.String(), "..") {
		return t // nearly every sentence: the expression is not run
	}
	matches := doubledStop.Regexp().FindAllStringSubmatchIndex(raw.String(), -1)
	if matches == nil {
		return t
	}
	drop := map[int]bool{} // offsets in raw of the stops to drop
	for _, m := range matches {
		drop[m[3]+1] = true // the second stop, after the letter and the first
	}
	offset := 0
	var rewrite func([]Segment) []Segment
	rewrite = func(segs []Segment) []Segment {
		out := slices.Clone(segs)
		for i, s := range out {
			if s.Children != nil {
				out[i].Children = rewrite(s.Children)
				continue
			}
			var b strings.Builder
			for j := 0; j < len(s.Text); j++ {
				if !drop[offset+j] {
					b.WriteByte(s.Text[j])
				}
			}
			offset += len(s.Text)
			out[i].Text = b.String()
		}
		return out
	}
	t.Segments = rewrite(t.Segments)
	return t
}

// partlyChanged is a label whose text changed in some of the site's languages but not in the
// others, which may no longer say the same.
type partlyChanged struct {
	pointer            string // the label, e.g. /agents/bot/purpose
	changed, unchanged []string
}

// languageNames names languages by their names in the review's language (CLDR, through
// golang.org/x/text/language/display), as a list: "Englisch und Polnisch", not "en, pl", which
// read as codes beside the rows' "(auf Englisch)" (review 8: de 36). A tag that does not parse
// stays as written.
func (l *localizer) languageNames(tags []string) Text {
	rt, err := language.Parse(l.lang)
	items := make([]Text, len(tags))
	for i, tag := range tags {
		name := tag
		if t, terr := language.Parse(tag); terr == nil && err == nil {
			name = display.Tags(rt).Name(t)
		}
		items[i] = plain(name)
	}
	return l.list(items, "and")
}

// partlyChangedLabels finds the labels of changes whose text changed in some languages only, in
// the order of changes.
func partlyChangedLabels(changes []policy.Change, langs []string) []partlyChanged {
	var out []partlyChanged
	index := map[string]int{}
	for _, c := range changes {
		i := strings.LastIndex(c.Pointer, "/")
		if c.Field != "label" || c.Kind != policy.Changed || i < 0 || !slices.Contains(langs, c.Pointer[i+1:]) {
			continue
		}
		label, lang := c.Pointer[:i], c.Pointer[i+1:]
		j, ok := index[label]
		if !ok {
			j = len(out)
			index[label] = j
			out = append(out, partlyChanged{pointer: label})
		}
		out[j].changed = append(out[j].changed, lang)
	}
	var partly []partlyChanged
	for _, pc := range out {
		changed := pc.changed
		pc.changed = nil
		for _, lang := range langs { // in the site's order of languages
			if slices.Contains(changed, lang) {
				pc.changed = append(pc.changed, lang)
			} else {
				pc.unchanged = append(pc.unchanged, lang)
			}
		}
		if len(pc.unchanged) > 0 {
			partly = append(partly, pc)
		}
	}
	return partly
}

type reviewBuilder struct {
	l        *localizer
	p        *policy.Policy // the side that holds the change's pointer: new, or old for a removal
	old, new *policy.Policy
	lang     string
	// public: for the page of changes and the feed (newReview).
	public bool
	// possibly, where not nil, is set by sentence when it says of a looser change that the
	// crawler may be less polite (diff.class.statement_gone: a sentence gone from the page), so
	// that the change's tag and its entry's title do not say "less polite" for certain above it
	// (review15-fr, MUST 25).
	possibly *bool
}

// plainSentence is a sentence of the review as plain text (the text and Markdown formats of
// sitegen diff): as Text.Plain, or, where the language sets code apart in plain text
// (format.plain_code = "quoted": German review 29, F11; French review 30, F10; "in-quotation",
// only inside a quotation of a page's sentence: English review 32, F12), as Text.QuotedPlain
// with its quotation marks.
func (l *localizer) plainSentence(t Text) string {
	mode := l.s("format.plain_code")
	if mode != "quoted" && mode != "in-quotation" {
		return t.Plain()
	}
	return t.QuotedPlain(Quotes{l.s("format.quote_open"), l.s("format.quote_close"), l.s("format.inner_quote_open"), l.s("format.inner_quote_close"), mode == "in-quotation"})
}

// cell is a value of a change for the review's columns (the text and Markdown formats), in the
// review's language, as its sentence states it (review 5: en 29, de 2): a duration or a size as
// the pages state them ("7 days", not policy.toml's "1w"), an enumerated value by the page's
// phrase, a span of the day with its dash, an item added or removed by its name or as the page
// states it, a behaviour stated as a whole by the page's sentence; never members as key=value.
// The quotation marks the sentence puts around a value are left out: the cell holds the value.
func (b reviewBuilder) cell(c policy.Change, v string, p *policy.Policy) string {
	if v == "" {
		// A side without the value may still state the behaviour, in other keys (ExampleFetch's
		// sitemaps before it read /sitemap.xml): the page's sentence, the one the review's
		// sentence quotes as what was or will be so, never "—" beside it (review 8, fr 2).
		if t, ok := b.behaviour(c, p); ok {
			return withoutFullStop(t).Plain()
		}
		if sf, ok := stateFields[c.Field]; ok && sf.unset == "false" {
			// A yes-or-no value left out is "no", as the crawler takes it, not "—", which reads
			// as not stated (new-user trial 22, F-13: "yes → —" for ignores_star_group = false).
			return b.l.t("diff.value_false").Plain()
		}
		return v
	}
	if c.Pointer == "/contact/form_purpose" {
		// The labels of what the form is for: the one in the review's language.
		if l := p.Contact.FormPurpose[b.lang]; l != "" {
			return l
		}
	}
	if c.Field == "contact_request_who" && strings.HasSuffix(c.Pointer, "/who") {
		// Who may make a request: the label in the review's language.
		if r, ok := requestAt(p, c.Pointer); ok && r.Who[b.lang] != "" {
			return r.Who[b.lang]
		}
	}
	if c.Field == "contact_request_effect" && strings.HasSuffix(c.Pointer, "/effect") {
		// What being on the allowlist changes: the label in the review's language.
		if r, ok := requestAt(p, c.Pointer); ok && r.Effect[b.lang] != "" {
			return r.Effect[b.lang]
		}
	}
	if c.Field == "retention_after" && strings.HasSuffix(c.Pointer, "/after") {
		// The period a retention period is counted from: the label in the review's language.
		if i, err := strconv.Atoi(strings.Split(c.Pointer, "/")[3]); err == nil && i >= 0 && i < len(p.Legal.Retention) && p.Legal.Retention[i].After[b.lang] != "" {
			return p.Legal.Retention[i].After[b.lang]
		}
	}
	if c.Field == "job_renamed" {
		return v // the keys: the names are in the sentence
	}
	if t, ok := b.behaviour(c, p); ok {
		return withoutFullStop(t).Plain()
	}
	if (c.Field == "quota_unpublished" || c.Field == "unpublished") && v == "true" {
		return b.l.s("diff.not_published") // what the flag says, not "yes"
	}
	var shown string
	switch val := b.value(c, v, p).(type) {
	case Text:
		shown = val.Plain()
	default:
		return b.l.t("diff.cell", "V", val).Plain()
	}
	if len(c.Parts) > 0 {
		// The items before or after a split or a merge, each as the page states it.
		shown = b.regroupItems(c, p == b.old).Plain()
	}
	o, q := b.l.s("format.quote_open"), b.l.s("format.quote_close")
	if inner, ok := strings.CutPrefix(shown, o); ok {
		if inner, ok := strings.CutSuffix(inner, q); ok && !strings.Contains(inner, q) {
			return inner
		}
	}
	return shown
}

// sentence says a change in words: where it is (the category of site, the agent, the job), what
// value it is, from what to what, and what that means for webmasters.
func (b reviewBuilder) sentence(c policy.Change) Text {
	if c.Field == "withheld" && c.Kind != policy.Changed {
		// An entry of the list of unpublished values: the value it names, no longer or again
		// stated by the page (review 4, en 1), named as a change of that value is.
		return b.withheld(c)
	}
	if len(c.Parts) > 0 {
		// One item split into several, or several merged into one: one change (regrouped).
		return b.withConsequence(c, b.regrouped(c))
	}
	if c.Field == "job_renamed" {
		return b.withConsequence(c, b.jobRenamed(c))
	}
	if said, ok := b.renamed(c); ok {
		return b.withConsequence(c, said)
	}
	if said, ok := b.occasionKind(c); ok {
		return b.withConsequence(c, said)
	}
	if said, ok := b.snippetLine(c); ok {
		return b.withConsequence(c, said)
	}
	// The field also as the object of the verb that adds or removes it ({{.Field.Item}}): pl
	// „Dodano domenę …”, „Usunięto zasadę obowiązującą …”, not the nominative after a colon, which
	// a feminine noun showed to be wrong (Polish review 31, F1).
	field := b.field(c)
	args := []any{"Field", textForms{base: field, forms: map[string]Text{"Item": b.fieldItem(c, field)}}, "Context", b.contextArg(c.Pointer)}
	var said Text
	if c.Unpublished {
		// A value that is not published: that it changed, never from what to what; with the
		// consequence of its class, as any other change (review 4, de 2).
		said = b.l.t("diff.unpublished_"+string(c.Kind), args...)
		if _, whole := b.l.unpublished[c.Pointer]; !whole && c.Field == "retries" && c.Kind == policy.Added {
			// Retries of which only a wait is not published: the page's sentence, which
			// states that wait as one that exists (de 2).
			pb := builder{p: b.new, l: b.l, lang: b.lang}
			said = b.l.t("diff.added_statement", append(args, "New", withoutFullStop(pb.retries(b.new.Errors.Retries)))...)
		}
		return b.withConsequence(c, said)
	}
	id := "diff." + string(c.Kind)
	oldB, okOld := b.behaviour(c, b.old)
	newB, okNew := b.behaviour(c, b.new)
	rfc9309 := string(policy.GroupMatchingRFC9309)
	switch {
	case c.Field == "group_matching" && (c.Old == rfc9309 || c.New == rfc9309) && (okOld || okNew):
		// RFC 9309's group matching by the phrase behaviour gives it, not quoted as a sentence
		// of the page, which states none (review15 fr 12, de 40); a departure from it as the
		// page's sentence, quoted.
		side := func(v string, t Text) Text {
			if v == rfc9309 {
				return t
			}
			return b.l.t("diff.literal", "V", b.nested(withoutFullStop(t)))
		}
		switch {
		case okOld && okNew && (c.Old == rfc9309) != (c.New == rfc9309):
			// The departure quoted as the sentence it is, with its full stop inside the
			// quotation marks where its language puts it there, as every other statement quoted
			// (English review 27, F11: "…, it obeys only the first * group”.").
			if c.New == rfc9309 {
				id = "diff.changed_from_statement"
				args = append(args, "Old", b.nested(withoutFullStop(oldB)), "New", newB)
			} else {
				id = "diff.changed_to_statement"
				args = append(args, "Old", oldB, "New", b.nested(withoutFullStop(newB)))
			}
		case okOld && okNew:
			id = "diff.changed"
			args = append(args, "Old", side(c.Old, oldB), "New", side(c.New, newB))
		case okNew:
			id = "diff.added"
			if c.New == rfc9309 {
				// The phrase answers the field's question ("how it chooses …"): a language joins
				// them as one statement, de "die Angabe, nach welchen Regeln er … auswählt – nach
				// RFC 9309" (German reviews 22, C3, and 25, F14).
				id = "diff.added_answer"
			}
			args = append(args, "New", side(c.New, newB))
		default:
			id = "diff.removed"
			if c.Old == rfc9309 {
				// The same answer removed, joined to its field as diff.added_answer joins it (Polish
				// review 42, F9: pl „… grupy, do których się stosuje – zgodnie z RFC 9309”).
				// Its removal drops the same statement, de "Entfernt: die Angabe, …" (German
				// review 42, F2); the other languages say it as diff.removed.
				id = "diff.removed_answer"
			}
			args = append(args, "Old", side(c.Old, oldB))
		}
	case okOld || okNew:
		if quoted, ok := fragmentFields[c.Field]; ok {
			// Not a sentence but a part of one ("once a year", a schedule rule): a value, in the
			// values' form, never quoted as a sentence with its full stop (review 6, fr 9); a
			// schedule rule, which has a colon of its own, in quotation marks.
			frag := func(t Text) Text {
				t = b.nested(withoutFullStop(t))
				if quoted {
					t = b.l.t("diff.literal", "V", t)
				}
				return t
			}
			switch {
			case okOld && okNew:
				id = "diff.changed"
				args = append(args, "Old", frag(oldB), "New", frag(newB))
			case okNew:
				id = "diff.added"
				args = append(args, "New", frag(newB))
			default:
				id = "diff.removed"
				args = append(args, "Old", frag(oldB))
			}
			break
		}
		// A behaviour stated as a whole: the page's own sentences, before and after.
		switch {
		case okOld && okNew:
			id = "diff.changed_statement"
			args = append(args, "Old", b.nested(withoutFullStop(oldB)), "New", b.nested(withoutFullStop(newB)))
		case okNew:
			id = "diff.added_statement"
			args = append(args, "New", b.nested(withoutFullStop(newB)))
		default:
			id = "diff.removed_statement"
			args = append(args, "Old", b.nested(withoutFullStop(oldB)))
		}
	case c.Kind != policy.Changed && c.Field == "address" && b.datedAddress(c) != nil:
		// An address with a period of use: as the page's list states it, with its first or last
		// day, which a firewall's maintainer needs (new user 3, 3.7).
		if c.Kind == policy.Added {
			id = "diff.added_statement"
			args = append(args, "New", b.nested(*b.datedAddress(c)).withPointer(c.Pointer))
		} else {
			id = "diff.removed_statement"
			args = append(args, "Old", b.nested(*b.datedAddress(c)).withPointer(c.Pointer))
		}
	case c.Field == "fetch_scope" && (c.Kind == policy.Added && c.Class == policy.ClassStricter || c.Kind == policy.Removed && c.Class == policy.ClassLooser):
		// The first kind of fetch stated for an agent limits what it fetches where nothing did,
		// and the last one removed lifts that limit: said as the restriction, which "Added: what
		// the crawler fetches" beside "more polite" did not (native review 20, de C1).
		key, v, p := "New", c.New, b.new
		id = "diff.fetch_scope_limited"
		if c.Kind == policy.Removed {
			id, key, v, p = "diff.fetch_scope_unlimited", "Old", c.Old, b.old
		}
		val := b.value(c, v, p)
		// A crawler that follows links or reads sitemaps starts from what it was given, as the
		// page says (agent.starts_from): "fetches only" would deny what it fetches from there
		// (English review 24, M3; Polish review 24, P14). The value's form Start is the phrase of
		// agent.starts_from where the language has one for it (pl "robot zaczyna pobieranie
		// wyłącznie od wskazanych adresów"), else the value as quoted.
		if t, isText := val.(Text); isText && pointerStartsFrom(p, c.Pointer) {
			id += "_start"
			start, ok := b.fetchesStart(c)
			if !ok {
				start = t
			}
			val = textForms{base: t, forms: map[string]Text{"Start": start}}
		}
		args = append(args, key, val)
		// The crawler is the subject of the sentence and of what it means for webmasters: the
		// message places the class's verdict as its language joins it (diff.class_then), de
		// "Der Crawler ruft nur noch „…“ ab und wird dadurch rücksichtsvoller.", not "… ab. Der
		// Crawler wird dadurch rücksichtsvoller." (German review 22, C6).
		consequence := b.consequence(c)
		if consequence == "diff.class."+string(policy.ClassLooser) {
			consequence = b.l.classID("diff.class", string(policy.ClassLooser))
		}
		said = b.l.t(id, append(args, "Then", b.l.t("diff.class_then."+strings.TrimPrefix(consequence, "diff.class.")))...)
		if !b.public && c.Class == policy.ClassLooser {
			said = join([]Text{said, b.l.t("diff.sign_off")}, " ")
		}
		return said
	case c.Field == "promise" && c.Kind != policy.Changed && b.hasPromise(c):
		// A commitment added or withdrawn, quoted as the page states it, as what the sentence
		// names: fr « Ajout d’un engagement : « Le robot n’utilise pas … (espace utilisateur,
		// interface d’administration). » », not « Ajout : un engagement (« … (…) »). », whose
		// parentheses and quotation marks stacked on the commitment's own (French review 25, F13).
		key, v, p := "New", c.New, b.new
		id = "diff.added_promise"
		if c.Kind == policy.Removed {
			id, key, v, p = "diff.removed_promise", "Old", c.Old, b.old
		}
		args = append(args, key, b.nested(b.promise(c, v, p)))
	case c.Kind != policy.Changed && c.Field == "window" && b.windowAddedRemoved(c) != nil:
		return b.withConsequence(c, *b.windowAddedRemoved(c))
	case c.Kind != policy.Changed && c.Field == "legacy_token" && b.legacyTokenAddedRemoved(c) != nil:
		return b.withConsequence(c, *b.legacyTokenAddedRemoved(c))
	case c.Kind == policy.Added && c.Field == "job" && b.addedJob(c) != nil:
		// A kind of fetch by its name, its crawler and when it runs, as the table of jobs
		// states them (new user 5: an added job was said by its name alone).
		return b.withConsequence(c, *b.addedJob(c))
	case c.Kind == policy.Added:
		if s, ok := b.statement(c.Field, c.New, b.new); ok {
			id = "diff.added_statement"
			args = append(args, "New", b.nested(withoutFullStop(s)).withPointer(c.Pointer))
			break
		}
		args = append(args, "New", b.value(c, c.New, b.new))
	case c.Kind == policy.Removed:
		if s, ok := b.statement(c.Field, c.Old, b.old); ok {
			id = "diff.removed_statement"
			args = append(args, "Old", b.nested(withoutFullStop(s)).withPointer(c.Pointer))
			break
		}
		args = append(args, "Old", b.value(c, c.Old, b.old))
	default:
		oldS, okOld := b.statement(c.Field, c.Old, b.old)
		newS, okNew := b.statement(c.Field, c.New, b.new)
		if okOld && okNew {
			// The message quotes the two sentences and places their full stops as its language
			// does (inside the quotes, or after them in Polish).
			id = "diff.changed_statement"
			args = append(args, "Old", b.nested(withoutFullStop(oldS)).withPointer(c.Pointer), "New", b.nested(withoutFullStop(newS)).withPointer(c.Pointer))
			break
		}
		old, new := b.value(c, c.Old, b.old), b.value(c, c.New, b.new)
		args = append(args, "Old", old, "New", new)
		if c.Replaces {
			// An item of a list in place of another: "Previously: “that URL is not fetched”.
			// Now: “the run stops”."
			id = "diff.replaced"
			args[1] = b.replacedField(c) // args opens with "Field"
			break
		}
		// Two durations may need grammatical forms ("z 1 sekundy na 2 sekundy"): a message of
		// their own, which only ever gets durations.
		if isDuration(old) && isDuration(new) {
			id += "_duration"
		}
		// A text of the policy changed in one language, where no item names its place: a
		// message of its own, which names the text in the case "a change of" takes ("Zmiana
		// tytułu strony", "Zmiana na liście czynności …", not "Zmiana: tytuł strony"; review 8:
		// pl 24). Where an item does ("Zmiana dla robota …: opis celu"), diff.changed_text_in,
		// which places the version where its language needs it: de right after the verb and
		// its item, "Geändert für `X` (deutsche Fassung): die Beschreibung des Zwecks – …", not
		// after the text's description, where it reads as part of it (German review 22, C2);
		// fr "Nouvelle formulation, en français, pour `X` : la description de la finalité (…)",
		// not "Modification pour `X` : la description …, en français (…)" (French review 22,
		// C3). What names the text as diff.field.label_in does.
		if lang, ok := b.textLanguage(c); ok && c.Field != "agent_name" {
			if b.context(c.Pointer).IsZero() {
				id = "diff.changed_text"
				args = append(args, "What", b.l.t("diff.text_of."+b.textKind(c)), "Lang", lang)
			} else {
				// The text and its item also in the form they take after the name of what
				// changed ({{.What.Gen}}{{.Context.Gen}}): fr « Nouvelle formulation, en
				// français, de la finalité de `X` (…) », not « …, pour `X` : la description
				// de la finalité (…) » (French review 22, C3).
				// A text that textKinds does not name ("text") is named by its field alone,
				// which has no such form: diff.changed_text_in_field, fr « …, pour `X` : ce
				// que représente un élément variable du User-Agent (…) ».
				id = "diff.changed_text_in"
				what := textForms{base: b.textWhat(c), forms: map[string]Text{"Gen": b.l.t("diff.text_of." + b.textKind(c))}}
				if b.textKind(c) == "text" {
					id = "diff.changed_text_in_field"
				}
				ctx := b.contextForms(c.Pointer)
				if kind, label, ok := b.renamedElsewhere(c); ok {
					// The name of a snippet, a kind of fetch, a category or a time window
					// changed in another language than the review's: the item after the name
					// is the item named (diff.context_gen.<kind>_name): fr « du nom de la tâche
					// « Fichiers » », not « du libellé dans la tâche « Fichiers » », as if a
					// text inside the task had changed (French review 27, F4).
					ctx.forms["Gen"] = b.l.t("diff.context_gen."+kind+"_name", "Label", label)
					// A sentence of its own, which a language may word as a renaming: en
					// "Renamed the kind of fetch “Files” (in German): “Dokumente” is now
					// “Dateien”.", not "Changed in “Files”: the name (in German). …" (English
					// review 27, F8); fr « Nouveau nom, en allemand, de la tâche « … » » (French
					// review 30, F9); de and pl as diff.changed_text_in.
					id = "diff.renamed_in"
				}
				args = append(args, "What", what, "Context", ctx, "Lang", lang)
			}
		}
	}
	if (id == "diff.added" || id == "diff.removed") && itemFields[c.Field] && b.context(c.Pointer).IsZero() {
		// One item of a list, where nothing places it: a message of its own, which a language
		// may word with the item before the colon, fr « Suppression d’une tâche : « … ». », not
		// « Suppression : une tâche (« … (…) ») », whose parentheses stacked on the name's own
		// (French review 29, F9); en and de as diff.added and diff.removed. The item is also
		// offered as the object of the verb that adds or removes it ({{.Field.Item}}): pl „Dodano
		// limit: …”, „Usunięto kategorię serwisów: …”, not „Dodano element: limit – …”, whose
		// „element” was a calque of "item" (Polish review 30, F4).
		id += "_item"
		if _, ok := b.l.messages.Message(b.l.lang, "diff.removed_item_of."+c.Field); ok && c.Kind == policy.Removed {
			// An item named by what it is, its name quoted after it: "Removed: the kind of
			// fetch “Geoportals (outlines of development plans)”.", not "a kind of fetch
			// (“…”)", whose brackets nested around a name that holds its own (English review
			// 29, F13); de, fr and pl as diff.removed_item with their diff.field.<field>.
			id = "diff.removed_item_of." + c.Field
		}
	}
	said = b.l.t(id, args...)
	if c.Kind == policy.Added && c.Field == "agent" {
		// A crawler by its name and what the page says first about it: whether it obeys
		// robots.txt and what starts its fetches (new user 5).
		said = join(append([]Text{said}, b.agentFacts(c)...), " ")
	}
	if st, ok := b.crawlDelayStated(c); ok {
		// What the page now states, or no longer states, of an agent that honoured no
		// Crawl-delay before and still honours none: never "no longer honours" (English review
		// 45, F1, F2).
		said = st
	} else if st, ok := b.state(c); ok {
		// A yes-or-no value said as what is now the case ("robots.txt is no longer read"), not
		// as "Added: whether robots.txt is read (no)", which reads as the opposite when skimmed.
		said = b.l.t("diff.state_changed", "Context", b.context(c.Pointer), "State", st)
	} else if c.Field == "retries" && c.Kind == policy.Removed {
		// Without a retry schedule a failed request is not retried: the sentence says so.
		pb := builder{p: b.old, l: b.l, lang: b.lang}
		said = b.l.t("diff.retries_removed", "Context", b.context(c.Pointer), "Old", withoutFullStop(pb.retries(b.old.Errors.Retries)))
	} else if n, ok := b.retryCount(c); ok {
		said = join([]Text{said, n}, " ")
	}
	if id == "diff.removed_statement" && !(c.Field == "address" && b.datedAddress(c) != nil) {
		// A sentence gone from the page: the page no longer states it (issue 12, mech12 4). An
		// address is an item of a list, removed.
		if id := "diff.field_stated." + c.Field; b.hasMessage(id) {
			// The field as what is no longer stated, where its name is itself a statement: de
			// „Nicht mehr angegeben: dass …“, not „…: die Angabe, dass …“ (German review 42, F3).
			forms := args[1].(textForms)
			args = append([]any{"Field", textForms{base: b.l.t(id), forms: forms.forms}}, args[2:]...)
		}
		said = b.l.t("diff.no_longer_stated", args...)
	}
	if consequence := b.consequence(c); id == "diff.removed_statement" && (consequence == "diff.class.less_polite" || consequence == "diff.class.looser") {
		// A sentence gone from the page changes nothing the reader can check: the operator no
		// longer promises it (review 8: en 2), and the sentence said that it is gone.
		if b.possibly != nil {
			*b.possibly = true
		}
		return b.verdict(c.Class, said, "diff.class.statement_gone")
	}
	return b.withConsequence(c, said)
}

// retryCount says, for a change of errors.retries.delays that changes their number, how often a
// failed request is now retried and how often it was (diff.retries_count): the page goes from
// "retried once" to "retried at most twice", and the review says so, not only the waits (new-user
// trial 26, F-15). ok is false for any other change.
func (b reviewBuilder) retryCount(c policy.Change) (Text, bool) {
	if c.Kind != policy.Changed || c.Field != "retries_delays" || b.old.Errors.Retries == nil || b.new.Errors.Retries == nil {
		return Text{}, false
	}
	o, n := len(b.old.Errors.Retries.Delays), len(b.new.Errors.Retries.Delays)
	if o == n || o == 0 || n == 0 {
		return Text{}, false
	}
	times := func(k int) Text {
		if k == 2 {
			// "twice", as the page says it (review 8: en 35).
			return b.l.t("diff.retried_twice").withPointer(c.Pointer)
		}
		return b.l.n("diff.retried_times", count(k, c.Pointer))
	}
	return b.l.t("diff.retries_count", "Old", times(o), "New", times(n)), true
}

// occasionKind says a change of whether an occasion of the schedule is a day or an event
// (occasions.X.kind; unset is an event) as what its label now names, "Specified in the schedule
// that “a session day or the day before” names a day, not an event or a period."
// (diff.occasion_kind.<kind>), not as "Added for “…” in the schedule: whether it names a day, or
// an event or period (“a day”).", which read as a choice left open (English review 27, F2;
// German F1, French F9). ok is false for any other change.
func (b reviewBuilder) occasionKind(c policy.Change) (Text, bool) {
	t := strings.Split(strings.TrimPrefix(c.Pointer, "/"), "/")
	if c.Field != "occasion_kind" || c.Unpublished || len(t) != 3 || t[0] != "occasions" {
		return Text{}, false
	}
	id := policy.UnescapeToken(t[1])
	o, ok := b.new.Occasions.Get(id)
	if !ok {
		return Text{}, false
	}
	kind := policy.OccasionEvent
	if o.Kind != "" {
		kind = o.Kind
	}
	label := value(pointer("occasions", id, "label", b.lang), o.Label[b.lang])
	return b.l.t("diff.occasion_kind."+string(kind), "Label", label).withPointer(c.Pointer), true
}

// snippetLine says a path added to or removed from a snippet (snippets.X.paths) as the line of
// robots.txt it is, which a webmaster compares with the copy in their robots.txt: en "Added in the
// snippet “…”: the line “Disallow: /tmp/”.", not "a Disallow line (“/tmp/”)", which quoted the
// path alone (English review 34, F10). diff.snippet_path_added and diff.snippet_path_removed get
// what diff.added and diff.removed get, the path (New or Old) also as its line ({{.New.Line}}, an
// empty path "Disallow:"), so that a language may keep those sentences (de, fr, pl). ok is false
// for any other change.
func (b reviewBuilder) snippetLine(c policy.Change) (Text, bool) {
	if c.Field != "snippet_path" || c.Unpublished || c.Kind != policy.Added && c.Kind != policy.Removed {
		return Text{}, false
	}
	key, v, p := "New", c.New, b.new
	if c.Kind == policy.Removed {
		key, v, p = "Old", c.Old, b.old
	}
	path, ok := b.value(c, v, p).(Text)
	if !ok {
		return Text{}, false
	}
	line := b.l.t("diff.literal", "V", value(c.Pointer, strings.TrimSpace("Disallow: "+v)))
	field := b.field(c)
	return b.l.t("diff.snippet_path_"+string(c.Kind),
		"Field", textForms{base: field, forms: map[string]Text{"Item": b.fieldItem(c, field)}},
		"Context", b.contextArg(c.Pointer),
		key, textForms{base: path, forms: map[string]Text{"Line": line}}), true
}

// renamedKinds are the lists whose items a change of label in the review's own language renames
// (diff.renamed.<list>).
var renamedKinds = []string{"snippets", "jobs", "targets", "windows", "occasions"}

// renamed says a change of an item's label in the review's own language as a renaming: "Renamed a
// snippet (in English): now “…”; previously “…”", not "Changed in the snippet “NEW”: the name,
// now “NEW”", which names the item by its new label twice (review 8: en 21). ok is false for any
// other change; a label in another language keeps the item's name as its context.
func (b reviewBuilder) renamed(c policy.Change) (Text, bool) {
	t := strings.Split(c.Pointer, "/")
	if c.Kind != policy.Changed || c.Field != "label" || c.Unpublished || len(t) != 5 || t[3] != "label" || t[4] != b.lang || !slices.Contains(renamedKinds, t[1]) {
		return Text{}, false
	}
	tag, err := language.Parse(b.lang)
	if err != nil {
		return Text{}, false
	}
	return b.l.t("diff.renamed."+t[1], "Lang", b.l.languageForms(b.lang, plain(display.Tags(tag).Name(tag))),
		"Old", b.value(c, c.Old, b.old), "New", b.value(c, c.New, b.new)), true
}

// renamedElsewhere is, for a change of the label of a snippet, a kind of fetch, a category of site
// or a time window in a language other than the review's (renamed says a change in the review's
// own language), the kind of item ("snippet", "job", "target", "window", as diff.context names
// them) and its name in the review's language; ok is false for any other change, and for an
// occasion, whose label is a wording, not a name.
func (b reviewBuilder) renamedElsewhere(c policy.Change) (string, Text, bool) {
	t := strings.Split(c.Pointer, "/")
	if c.Kind != policy.Changed || c.Field != "label" || len(t) != 5 || t[3] != "label" || t[4] == b.lang {
		return "", Text{}, false
	}
	var l policy.Label
	switch t[1] {
	case "snippets":
		// By its label in the new policy where it still exists, as context names it.
		if s, ok := b.new.Snippets.Get(t[2]); ok {
			l = s.Label
		} else if s, ok := b.p.Snippets.Get(t[2]); ok {
			l = s.Label
		}
	case "jobs":
		if j, ok := b.p.Jobs.Get(t[2]); ok {
			l = j.Label
		}
	case "targets":
		if x, ok := b.p.Targets.Get(t[2]); ok {
			l = x.Label
		}
	case "windows":
		if w, ok := b.p.Windows.Get(t[2]); ok {
			l = w.Label
		}
	}
	if l[b.lang] == "" {
		return "", Text{}, false
	}
	return strings.TrimSuffix(t[1], "s"), value(pointer(t[1], t[2], "label", b.lang), l[b.lang]), true
}

// jobRenamed says a kind of fetch renamed (policy.Change of field "job_renamed": the same job
// under a new key): by its name, now and before, where the name in the review's language changed
// (diff.job_renamed.label); otherwise by its name and its old and new identifier, the key that
// the machine-readable files use (diff.job_renamed.key).
func (b reviewBuilder) jobRenamed(c policy.Change) Text {
	oldItem, _ := b.item(c.OldPointer, builder{p: b.old, l: b.l, lang: b.lang})
	newItem, _ := b.item(c.Pointer, builder{p: b.new, l: b.l, lang: b.lang})
	oldItem, newItem = withoutFullStop(oldItem), withoutFullStop(newItem)
	if oldItem.Plain() != newItem.Plain() {
		return b.l.t("diff.job_renamed.label", "Old", oldItem, "New", newItem)
	}
	return b.l.t("diff.job_renamed.key", "Item", newItem, "Old", plain(c.Old), "New", plain(c.New))
}

// regrouped says an item split into several, or several merged into one (policy.Change.Parts): a
// schedule rule, a reaction or a kind of fetch, each as the page states it (diff.split.<field>,
// diff.merged.<field>).
func (b reviewBuilder) regrouped(c policy.Change) Text {
	id := "diff.split."
	if c.Merged {
		id = "diff.merged."
	}
	return b.l.t(id+c.Field, "Context", b.context(c.Pointer), "Old", b.regroupItems(c, true), "New", b.regroupItems(c, false))
}

// regroupItems states the items of a split or merge on one side (old, or new), as a list.
func (b reviewBuilder) regroupItems(c policy.Change, old bool) Text {
	ptrs, p := []string{c.Pointer}, b.new
	if old {
		ptrs, p = []string{c.OldPointer}, b.old
	}
	if c.Merged == old {
		ptrs = c.Parts
	}
	pb := builder{p: p, l: b.l, lang: b.lang}
	var items []Text
	for _, ptr := range ptrs {
		if t, ok := b.item(ptr, pb); ok {
			items = append(items, withoutFullStop(t))
		}
	}
	return b.l.list(items, "and")
}

// windowAddedRemoved says a time window added or removed in a sentence of its own, its label,
// its hours and what it does as separate parts, in the past tense for a removal: "Removed: the
// window “Peak hours” (08:00–09:00), during which no requests were sent to sites in the category
// “…”." (diff.window_removed.<kind>, diff.window_added.<kind>), not "Removed: a window (“Peak
// hours” (08:00–09:00): no requests to …)", whose brackets nested and whose present tense read
// as a rule still in force (English review 27, F7, and 28, F4; Polish review 27, F5). Nil for a
// window that its policy does not hold.
func (b reviewBuilder) windowAddedRemoved(c policy.Change) *Text {
	t := strings.Split(strings.TrimPrefix(c.Pointer, "/"), "/")
	p, family := b.new, "diff.window_added."
	if c.Kind == policy.Removed {
		p, family = b.old, "diff.window_removed."
	}
	if len(t) != 2 || t[0] != "windows" {
		return nil
	}
	w, ok := p.Windows.Get(t[1])
	if !ok {
		return nil
	}
	pb := builder{p: p, l: b.l, lang: b.lang}
	label := b.l.t("diff.literal", "V", value(pointer("windows", w.ID, "label", b.lang), w.Label[b.lang]))
	id, args := pb.windowParts(w, label)
	id = family + strings.TrimPrefix(id, "window.")
	var said Text
	if w.Kind == policy.WindowKindOnly {
		said = b.l.n(id, count(len(w.Jobs), pointer("windows", w.ID, "jobs")), args...)
	} else {
		said = b.l.t(id, args...)
	}
	said = said.withPointer(c.Pointer)
	return &said
}

// legacyTokenAddedRemoved says a former product token (agents.X.legacy_tokens) added or removed
// by itself, with what it did in the tense of the change and, for a removal, that a group that
// names only it no longer applies: "Removed for civic-ingestor: the former product token
// “civic-file-cache”, for which only Disallow rules were obeyed. A robots.txt group that names
// only this token no longer applies to the crawler." (diff.legacy_token_removed(_restrict_only),
// diff.legacy_token_added(_restrict_only)), not "a former product token (“…” (only its Disallow
// rules are obeyed))", whose brackets nested and whose present tense read as a token still
// honoured (English review 27, F7, and 28, F4). Nil for a token its policy does not hold.
func (b reviewBuilder) legacyTokenAddedRemoved(c policy.Change) *Text {
	t := strings.Split(strings.TrimPrefix(c.Pointer, "/"), "/")
	p, id := b.new, "diff.legacy_token_added"
	if c.Kind == policy.Removed {
		p, id = b.old, "diff.legacy_token_removed"
	}
	if len(t) != 4 || t[0] != "agents" || t[2] != "legacy_tokens" {
		return nil
	}
	a, ok := p.Agents.Get(t[1])
	if !ok {
		return nil
	}
	i, err := strconv.Atoi(t[3])
	if err != nil || i < 0 || i >= len(a.LegacyTokens) {
		return nil
	}
	lt := a.LegacyTokens[i]
	if lt.RestrictOnly {
		id += "_restrict_only"
	}
	said := b.l.t(id, "Context", b.context(c.Pointer), "Token", code(sub(c.Pointer, "token"), string(lt.Token))).withPointer(c.Pointer)
	return &said
}

// addedJob states an added job (pointer /jobs/ID) by its label, its crawler, and when it runs
// and whether its fetches obey robots.txt (diff.added_job); nil where c is no such change.
func (b reviewBuilder) addedJob(c policy.Change) *Text {
	t := strings.Split(strings.TrimPrefix(c.Pointer, "/"), "/")
	if len(t) != 2 {
		return nil
	}
	j, ok := b.new.Jobs.Get(policy.UnescapeToken(t[1]))
	if !ok {
		return nil
	}
	a, ok := b.new.Agents.Get(j.Agent)
	if !ok {
		return nil
	}
	pb := builder{p: b.new, l: b.l, lang: b.lang}
	facts := []Text(pb.jobWhen(j))
	for i := range facts {
		facts[i] = withoutFullStop(facts[i])
	}
	switch obeys, known := b.jobObeys(j, a); {
	case known && obeys:
		facts = append(facts, b.l.t("diff.added_job.robots_read"))
	case known:
		facts = append(facts, b.l.t("diff.added_job.robots_not_read"))
	}
	// The crawler as the entries' contexts and the page's headings name it: a product token in
	// code, which is copied into filters; a display name quoted (review15-fr, 24).
	args := []any{"New", b.l.t("diff.literal", "V", value(pointer("jobs", j.ID, "label", b.lang), j.Label[b.lang])),
		"Agent", b.agentRef(b.new, a)}
	id := "diff.added_job.plain"
	if len(facts) > 0 {
		id = "diff.added_job.when"
		args = append(args, "When", join(facts, b.l.s("list.clause_separator")))
	}
	said := b.l.t(id, args...)
	return &said
}

// jobObeys reports whether a job's fetches obey robots.txt: not where the job, its crawler or
// its category of site says they do not; known only where the crawler's reading is stated.
func (b reviewBuilder) jobObeys(j policy.Job, a policy.Agent) (obeys, known bool) {
	if j.RobotsTxt == policy.RobotsUseNotRead || a.RobotsTxt == policy.RobotsUseNotRead {
		return false, true
	}
	if tg, ok := b.new.Targets.Get(j.Target); ok && tg.RobotsTxt == policy.RobotsUseNotRead {
		return false, true
	}
	if b.new.ObeysRobotsTxt(a) {
		return true, true
	}
	return false, false
}

// agentFacts states, for an added crawler, whether it obeys robots.txt and what starts its
// fetches, in the sentences of its block on the page.
func (b reviewBuilder) agentFacts(c policy.Change) []Text {
	a, ok := b.new.Agents.Get(policy.UnescapeToken(strings.TrimPrefix(c.Pointer, "/agents/")))
	if !ok {
		return nil
	}
	pb := builder{p: b.new, l: b.l, lang: b.lang}
	at := func(tokens ...any) string { return sub(pointer("agents", a.ID), tokens...) }
	var facts []Text
	switch {
	case a.RobotsTxt == policy.RobotsUseNotRead:
		facts = append(facts, b.l.t("agent.not_read").withPointer(at("robots_txt")))
	case b.new.ObeysRobotsTxt(a):
		facts = append(facts, b.l.t("agent.read"))
	}
	switch {
	case a.Trigger != "":
		facts = append(facts, pb.enum("trigger", string(a.Trigger), at("trigger")))
	case len(a.Triggers) > 0:
		facts = append(facts, b.l.t("agent.triggers", "Triggers", enumList(&pb, "trigger_short", a.Triggers, "agents", a.ID, "triggers")))
	}
	return facts
}

// fetchesStart is, where change c adds or removes a kind of fetch of a crawler that starts from
// it (startsFrom) in the policy that holds the change, that kind as agent.starts_from names it
// (fetch_scope_start).
func (b reviewBuilder) fetchesStart(c policy.Change) (Text, bool) {
	p, v := b.new, c.New
	if c.Kind == policy.Removed {
		p, v = b.old, c.Old
	}
	t := strings.Split(strings.TrimPrefix(c.Pointer, "/"), "/")
	if len(t) < 3 || t[0] != "agents" || t[2] != "fetches" {
		return Text{}, false
	}
	a, ok := p.Agents.Get(policy.UnescapeToken(t[1]))
	if !ok || !startsFrom(a) {
		return Text{}, false
	}
	if _, known := b.l.messages.Message(b.lang, "fetch_scope_start."+v); !known {
		return Text{}, false
	}
	return b.l.t("fetch_scope_start." + v).withPointer(c.Pointer), true
}

// datedAddress is the line of the page's list of addresses (addressLine) for the address that
// change c adds or removes, in the policy that has it, where that address has a first or a last
// day of use; nil otherwise.
func (b reviewBuilder) datedAddress(c policy.Change) *Text {
	p := b.new
	if c.Kind == policy.Removed {
		p = b.old
	}
	t := strings.Split(strings.TrimPrefix(c.Pointer, "/"), "/")
	if len(t) != 3 || t[0] != "network" || t[1] != "addresses" {
		return nil
	}
	i, err := strconv.Atoi(t[2])
	if err != nil || i >= len(p.Network.Addresses) {
		return nil
	}
	if a := p.Network.Addresses[i]; a.From.IsZero() && a.Until.IsZero() {
		return nil
	}
	pb := builder{p: p, l: b.l, lang: b.lang}
	line := pb.addressLine(i)
	return &line
}

// nested writes the quotation marks of t as those of a quotation inside a quotation
// (format.inner_quote_open and _close): a page's sentence that the review quotes, and that quotes
// a value itself (“… the first ‘*’ group.”; review 4, en 13).
func (b reviewBuilder) nested(t Text) Text {
	o, c := b.l.s("format.quote_open"), b.l.s("format.quote_close")
	r := strings.NewReplacer(o, b.l.s("format.inner_quote_open"), c, b.l.s("format.inner_quote_close"))
	var walk func([]Segment) []Segment
	walk = func(in []Segment) []Segment {
		out := make([]Segment, len(in))
		for i, s := range in {
			s.Text = r.Replace(s.Text)
			if s.Children != nil {
				s.Children = walk(s.Children)
			}
			out[i] = s
		}
		return out
	}
	t.Segments = walk(t.Segments)
	t.Markdown = r.Replace(t.Markdown)
	t.HTML = template.HTML(r.Replace(string(t.HTML)))
	return t
}

// withConsequence follows what a change says with what it means for webmasters: the sentence of
// its class, or one that fits the field better.
func (b reviewBuilder) withConsequence(c policy.Change, said Text) Text {
	if c.Field == "last_changed" {
		return said // the date itself changes nothing for webmasters
	}
	return b.verdict(c.Class, said, b.consequence(c), b.consequenceArgs(c)...)
}

// consequenceArgs are the values the consequence of change c names: the channels of a request
// whose ways the change keeps or replaces (viaChange), none for any other change.
func (b reviewBuilder) consequenceArgs(c policy.Change) []any {
	outcome, via, old, ok := b.viaChange(c)
	if !ok || outcome == "added" || outcome == "removed" {
		return nil
	}
	olds := make([]Text, len(old))
	for i, ch := range old {
		olds[i] = b.viaText(ch)
	}
	return []any{"Via", b.viaText(via), "Old", b.l.list(olds, "or")}
}

// requestChannels are the channels the page names for request r: its via, or e-mail where it
// lists none (policy.Request.ByEmail).
func requestChannels(r policy.Request) []policy.RequestChannel {
	if len(r.Via) == 0 {
		return []policy.RequestChannel{policy.RequestChannelEmail}
	}
	return r.Via
}

// viaChange is what change c, a channel added to or removed from a request's via
// (contact.requests[].via), does to the ways the page offers to make that request, where a
// request that lists no channel is made by e-mail: "added" where they grow by the channel,
// "removed" where they lose it, "kept" where the page offered it before and still does (e-mail
// listed where it was implied, or implied where it was listed), "instead" where the page now
// offers via in place of old (e-mail implied before, or implied now). via is the channel
// added, or the one implied now; old, for "instead", the channels no longer offered. ok is false
// for any other change, and where the request is not on both sides of the change (English
// review 33, F1: "Webmasters now have another way to ask for this" of e-mail, the only way
// there had been).
func (b reviewBuilder) viaChange(c policy.Change) (outcome string, via policy.RequestChannel, old []policy.RequestChannel, ok bool) {
	if c.Field != "contact_request_via" || (c.Kind != policy.Added && c.Kind != policy.Removed) {
		return "", "", nil, false
	}
	this, other, ch := b.new, b.old, policy.RequestChannel(c.New)
	if c.Kind == policy.Removed {
		this, other, ch = b.old, b.new, policy.RequestChannel(c.Old)
	}
	r, found := requestAt(this, c.Pointer)
	if !found || !slices.Contains(policy.RequestChannel("").Values(), string(ch)) {
		return "", "", nil, false
	}
	i := slices.IndexFunc(other.Contact.Requests, func(o policy.Request) bool { return o.Kind == r.Kind })
	if i < 0 {
		return "", "", nil, false
	}
	o := other.Contact.Requests[i]
	if slices.Contains(requestChannels(o), ch) {
		return "kept", ch, nil, true
	}
	if c.Kind == policy.Removed {
		if len(o.Via) == 0 {
			// The last channel listed is removed: the request is made by e-mail again.
			return "instead", policy.RequestChannelEmail, []policy.RequestChannel{ch}, true
		}
		return "removed", ch, nil, true
	}
	var lost []policy.RequestChannel
	for _, was := range requestChannels(o) {
		if !slices.Contains(r.Via, was) {
			lost = append(lost, was)
		}
	}
	if len(lost) > 0 {
		return "instead", ch, lost, true
	}
	return "added", ch, nil, true
}

// viaText is how the pages name the channel ch of a request (request_via.<channel>): the portal by
// its kind where the new or the old policy names one ("through the customer dashboard").
func (b reviewBuilder) viaText(ch policy.RequestChannel) Text {
	if ch == policy.RequestChannelPortal {
		for _, p := range []*policy.Policy{b.new, b.old} {
			if p != nil && p.Contact.Portal != nil {
				return b.l.t("request_via.portal_" + string(p.Contact.Portal.Kind))
			}
		}
	}
	return b.l.t("request_via." + string(ch))
}

// personEmail is the e-mail address of the item of p's operator.people at ptr
// ("/operator/people/1"), or "" where it has none or ptr names none.
func personEmail(p *policy.Policy, ptr string) policy.Email {
	i, err := strconv.Atoi(strings.TrimPrefix(ptr, "/operator/people/"))
	if p == nil || err != nil || i < 0 || i >= len(p.Operator.People) {
		return ""
	}
	return p.Operator.People[i].Email
}

// consequence is the diff.class message that says what change c means for webmasters: the
// sentence of its class, or one that fits the field better.
func (b reviewBuilder) consequence(c policy.Change) string {
	consequence := "diff.class." + string(c.Class)
	switch {
	case c.Field == "person":
		// Who is named as responsible, not how to reach the operator; unless the person's own
		// address (operator.people[].email) is added, changed or removed with them.
		var o, n policy.Email
		if c.Kind != policy.Added {
			o = personEmail(b.old, cmp.Or(c.OldPointer, c.Pointer))
		}
		if c.Kind != policy.Removed {
			n = personEmail(b.new, c.Pointer)
		}
		switch {
		case o == n:
			consequence = "diff.class.contact_person"
		case o != "" && n != "":
			consequence = "diff.class.contact_email"
		case n != "":
			consequence = "diff.class.contact_added"
		}
	case c.Field == "occasion_kind" && c.Class == policy.ClassWording:
		// How far a rule of the schedule reaches is stated more precisely; no setting changes
		// (occasionKind), but an event ↔ day change does change when requests may arrive: the
		// sentence of a reworded text, whose entry is titled "wording (the meaning may have
		// changed)" (German review 41, F9: not "Nur der Wortlaut ändert sich."; English review 42,
		// F2; English, German and Polish review 43, F1: the title said "wording only").
		consequence = "diff.class.wording_text"
	case c.Field == "example" && (c.Kind == policy.Removed || c.New == "false"):
		// The policy no longer marked as an example: the crawler's behaviour does not change, but
		// it is now real, and what the page describes binds real requests. Still classed looser
		// (needs sign-off), but not "may make the crawler less polite", which sent readers looking
		// for a limit that was relaxed (English review 43, F4).
		consequence = "diff.class.example_removed"
	case c.Field == "site_crawler_reads_policy" && (c.Kind == policy.Added || c.Kind == policy.Removed):
		// The page's assurance that it matches what the crawler does, given or withdrawn: a
		// change of what the page means, not of its wording (German review 43, F2).
		consequence = "diff.class.crawler_reads_policy_" + string(c.Kind)
	case c.Field == "base_url":
		// Moving the page changes no name a filter matches: what points to the page does.
		consequence = "diff.class.identity_base_url"
	case c.Field == "snippet" && c.Kind != policy.Changed:
		// The crawler does not change: what webmasters are offered to shut it out does.
		consequence = "diff.class.snippet_" + string(c.Kind)
	case c.Field == "snippet_path" && c.Class == policy.ClassNeutral:
		// Another path of the snippet covers it (policy's coveredSnippetPaths).
		consequence = "diff.class.snippet_covered_" + string(c.Kind)
	case c.Field == "snippet_agent" || c.Field == "snippet_path":
		consequence = "diff.class.snippet_" + string(c.Class)
	case c.Field == "contact_email" && c.Kind == policy.Changed:
		// Not "how webmasters reach the operator or what they can ask for": only the address.
		consequence = "diff.class.contact_email"
	case c.Field == "retention" && c.Kind == policy.Added:
		// Nothing was stated before: the operator now commits to a period, which is not "less is
		// kept" (review 4, fr 7, pl 6).
		consequence = "diff.class.retention_added"
	case (c.Field == "contact_abuse_email" || c.Field == "contact_optout_email" || c.Field == "contact_form") && c.Kind == policy.Added:
		// Another way to reach the operator, not "what they can ask for" (de 21).
		consequence = "diff.class.contact_added"
	case c.Field == "contact_request_via" && func() bool { _, _, _, ok := b.viaChange(c); return ok }():
		// A way to make one request: another one only where the ways grow, as before where the
		// page named it already, instead of another where one gives way (viaChange; English
		// review 33, F1).
		outcome, _, _, _ := b.viaChange(c)
		if outcome == "kept" {
			// Named now where it was implied, or implied now where it was named: not "as
			// before" after "Added" (German reviews 43, F5, and 44, F1).
			outcome += "_" + string(c.Kind)
		}
		consequence = "diff.class.contact_request_via_" + outcome
	case (c.Field == "contact_portal" || c.Field == "contact_request_via") && (c.Kind == policy.Added || c.Kind == policy.Removed):
		// A sign-in area to send requests through, or a way to make one request: said of that
		// area or that request, not "how webmasters can reach the operator or what they can ask
		// for", which left the reader to work out which (English review 30, F10).
		consequence = "diff.class." + c.Field + "_" + string(c.Kind)
	case (c.Field == "promise" && dataUsePromise(c) || c.Field == "job_hide_when_gone" || c.Field == "job_delete_after" || c.Field == "usage_preferences") && (c.Class == policy.ClassStricter || c.Class == policy.ClassLooser):
		// What the operator does with the data (a promise; its copies of what is gone from the
		// site; the usage preferences of a site it follows, new-user trial 25, F-01), not how
		// politely it is fetched: said like a retention period (new-user trial 13, finding 7;
		// English editor's review 15, MUST 3).
		consequence = "diff.class.data_use_" + string(c.Class)
	case (c.Field == "retention_keep_for" || c.Field == "removed_after_opt_out") && c.Kind == policy.Changed &&
		(c.Class == policy.ClassLooser || c.Class == policy.ClassStricter) && func() bool { _, ok := whichWay(c); return ok }():
		// A period stated before and after: longer or shorter, not "or without a stated limit"
		// (new-user trial 15, finding 7).
		d, _ := whichWay(c)
		consequence = "diff.class.retention_" + d
	case c.Field == "retention" || c.Field == "retention_keep_for" || c.Field == "retention_indefinitely" || c.Field == "removed_after_opt_out" ||
		(c.Field == "retention_after_job" || c.Field == "retention_after") && (c.Class == policy.ClassLooser || c.Class == policy.ClassStricter):
		// How long data is kept says nothing of how politely it is fetched.
		consequence = "diff.class.retention_" + string(c.Class)
	case c.Field == "contact_request_min_interval" || c.Field == "contact_request_within" ||
		c.Field == "contact_request_within_days" || c.Field == "response_working_days":
		// What a site can ask for, how soon it is done or answered, and which way it moved: never
		// "how webmasters reach the operator or what they can ask for" (review15 de 2, fr 31).
		// A time limit in days moves as one in working days does.
		if d, ok := whichWay(c); ok {
			field := c.Field
			if field == "contact_request_within_days" {
				field = "contact_request_within"
			}
			consequence = "diff.class." + field + "_" + d
		}
	case c.Field == "contact_request" && c.Kind == policy.Removed:
		// Not "what they can ask for" changes: they can no longer ask for it.
		consequence = "diff.class.contact_request_removed"
	case (c.Field == "contact_abuse_email" || c.Field == "contact_optout_email" || c.Field == "contact_form") && c.Kind == policy.Removed:
		consequence = "diff.class.contact_removed"
	case c.Class == policy.ClassWording && c.SpacingOnly:
		// The same words, spaced otherwise (a no-break space in « p. ex. »): the two quotations
		// look alike, and the sentence says what changed, not that the meaning may have (French
		// review 36, F1).
		consequence = "diff.class.spacing_only"
	case c.Class == policy.ClassWording && (c.Field == "label" || c.Field == "placeholder_stands_for") && describes(c.Pointer) && !c.CaseOnly:
		// A text that states something (a condition, what goes on during a pause), not a name:
		// sitegen cannot tell whether the new words say something new, so it does not say that
		// only the wording changes (issue 12: "Nur der Wortlaut ändert sich" under a text that now
		// says downloads go on during a pause). A text whose letter case alone changed says the
		// same words: only the wording changes (German review 31, F14).
		consequence = "diff.class.wording_text"
	case c.Class == policy.ClassWording && (c.Kind == policy.Added || c.Kind == policy.Removed):
		// Something stated or named where nothing was, or no longer: no wording changed, and no
		// rule either (fr « Cet ajout ne change rien aux règles. », French review 22, C4; was
		// « Seule la formulation change. » after a statement added).
		consequence = "diff.class.wording_" + string(c.Kind)
	case c.Field == "robots_cache_for" && c.Kind == policy.Changed && func() bool { _, ok := whichWay(c); return ok }():
		// What the site sees: its robots.txt changes take effect sooner or later; robots.txt
		// itself is fetched more or less often (Polish editor's review 16).
		d, _ := whichWay(c)
		consequence = "diff.class.robots_cache_for_" + d
	case c.LessPolite:
		consequence = "diff.class.less_polite"
	case c.Class == policy.ClassIdentity && (c.Field == "token" || c.Field == "legacy_token"):
		// Only what uses the token concerned: the one added or removed, or the previous one of a
		// token changed; not all that names the crawler (English review 33, F7).
		consequence = "diff.class.identity_token"
		if c.Kind == policy.Changed {
			consequence += "_changed"
		}
	case c.Class == policy.ClassIdentity && (c.Field == "user_agent" || c.Field == "version" || c.Field == "variant"):
		// The string changes, not the product token (a token changed is a change of its own):
		// only filters that match the whole string are concerned, not those that match the token
		// as the page advises (English review 30, F11).
		consequence = "diff.class.identity_user_agent"
	case c.Field == "address" || c.Field == "addresses" || c.Field == "address_agent" || c.Field == "may_change":
		// Addresses are listed by firewall rules and allowlists of addresses, not matched by name.
		consequence = "diff.class.identity_address"
	case c.Field == "aipref":
		// The purpose of its fetches changes, not a name a filter matches: sites that chose in
		// robots.txt by purpose may choose again (review 4, en 2, de 8, fr 3).
		consequence = "diff.class.identity_aipref"
	case c.Field == "signing_key" || c.Field == "signature_agent":
		// Sites that verify signatures hold the keys, not allowlists (en 9, de 8, fr 3).
		consequence = "diff.class.identity_signing_key"
	case strings.HasPrefix(c.Field, "host_name") || c.Field == "reverse_dns":
		// Matched by reverse DNS, not by name in a filter (en 17).
		consequence = "diff.class.identity_host_name"
	case c.Field == "agent" && c.Kind != policy.Changed:
		// A new crawler is covered by no group or filter written for the others; one removed
		// leaves them without an object.
		consequence = "diff.class.identity_agent_" + string(c.Kind)
		switch a, ok := b.new.Agents.Get(policy.UnescapeToken(strings.TrimPrefix(c.Pointer, "/agents/"))); {
		case !ok || c.Kind != policy.Added:
		case a.Token == "":
			// No product token to add: its User-Agent is what a filter matches (new user 5).
			consequence += "_no_token"
		case a.RobotsTxt == policy.RobotsUseNotRead:
			// A token that no group reaches: it does not read robots.txt, so adding its token
			// to a group does nothing (tidy 28, t28d: the sentence advised it).
			consequence += "_not_read"
		}
	}
	return consequence
}

// whichWay says which way change c of a duration (a request's slowest rate, a retention period)
// or of a request's time to be carried out or answered (within_working_days, within_days,
// response_working_days, a count) moved: "longer" or
// "shorter", "added" or "removed" where one side states none; false where a side does not parse.
func whichWay(c policy.Change) (string, bool) {
	switch c.Kind {
	case policy.Added:
		return "added", true
	case policy.Removed:
		return "removed", true
	}
	if c.OldPointer != "" && path.Base(c.OldPointer) != path.Base(c.Pointer) {
		return "", false // working days against days: no direction
	}
	measure := func(v string) (float64, bool) {
		if c.Field == "contact_request_within" || c.Field == "contact_request_within_days" || c.Field == "response_working_days" {
			n, err := strconv.Atoi(v)
			return float64(n), err == nil
		}
		d, err := policy.ParseDuration(v)
		return float64(d.Duration), err == nil
	}
	o, okO := measure(c.Old)
	n, okN := measure(c.New)
	switch {
	case !okO || !okN || o == n:
		return "", false
	case n > o:
		return "longer", true
	}
	return "shorter", true
}

// dataUsePromise reports whether change c of a promise adds or removes promises about what the
// operator does with the data it collects (policy.Promise.DataUse) and no others.
func dataUsePromise(c policy.Change) bool {
	n := 0
	for _, v := range []string{c.Old, c.New} {
		if v == "" {
			continue
		}
		if !policy.Promise(v).DataUse() {
			return false
		}
		n++
	}
	return n > 0
}

// describes reports whether ptr is one language's text of a label that states something (a
// condition, a purpose, what goes on during a pause, what a cap counts), not one that names an
// item (a label, a title, a name).
func describes(ptr string) bool {
	t := strings.Split(ptr, "/")
	for i := len(t) - 2; i > 0; i-- {
		if _, err := strconv.Atoi(t[i]); err == nil {
			continue
		}
		return t[i] != "label" && t[i] != "title" && t[i] != "name"
	}
	return false
}

// verdict follows said with the consequence (a diff.class message): one sentence per class,
// worded the same in sitegen diff (text and Markdown), on the page of changes and in the feed
// (review 6: en 7, de 12, fr 24). Only the review for the operator's reviewer (not public) asks
// for sign-off of a looser change, in a sentence of its own (diff.sign_off): a webmaster is
// asked nothing. args are the values the consequence names (consequenceArgs).
func (b reviewBuilder) verdict(class policy.Class, said Text, consequence string, args ...any) Text {
	if consequence == "diff.class."+string(policy.ClassLooser) {
		consequence = b.l.classID("diff.class", string(policy.ClassLooser))
	}
	parts := []Text{said, b.l.t(consequence, args...)}
	if !b.public && class == policy.ClassLooser {
		parts = append(parts, b.l.t("diff.sign_off"))
	}
	return join(parts, " ")
}

// withheld says that the page no longer states the value an entry of the list of unpublished
// values names (diff.withheld), or states it again (diff.disclosed): named by the value's own
// field and context (the crawler, the category of site), never as the statement about IP
// addresses (network.unpublished). What is in force does not change.
func (b reviewBuilder) withheld(c policy.Change) Text {
	id, ptr := "diff.withheld", c.New
	if c.Kind == policy.Removed {
		id, ptr = "diff.disclosed", c.Old
	}
	ctx := b
	ctx.p = b.new
	context := ctx.context(ptr)
	if len(context.Segments) == 0 {
		ctx.p = b.old
		context = ctx.context(ptr)
	}
	said := b.l.t(id, "Field", b.field(policy.Change{Pointer: ptr, Field: policy.FieldAt(ptr)}), "Context", context)
	return b.verdict(c.Class, said, "diff.class."+string(c.Class))
}

// stateFields name the yes-or-no values whose change the review says as the state it leads to
// (diff.state.<field>.yes or .no), with the value that means yes and the one in force where the
// value is not set ("" where that is not known).
var stateFields = map[string]struct{ yes, unset string }{
	"robots_txt_use": {string(policy.RobotsUseRead), string(policy.RobotsUseRead)},
	"terms_of_use":   {"true", "false"},
	"example":        {"true", "false"},
	"retry_after":    {string(policy.RetryAfterUseHonoured), ""},
	// A span of hours that runs past midnight: said as what the window or rule now does, never
	// as "Removed: a window across midnight (yes)", which reads as if it still did.
	"window_overnight":  {"true", "false"},
	"cadence_overnight": {"true", "false"},
	// Values whose "yes" is a negation: said as the state, never as "whether IP addresses are
	// published (yes)" for addresses that are not.
	"unpublished":        {"true", "false"},
	"ignores_star_group": {"true", "false"},
	"quota_unpublished":  {"true", "false"},
	// Said as what is now the case, not as "Added: … (yes)" (review 4, fr 15).
	"may_change":             {"true", "false"},
	"robots_tdm_reservation": {"true", "false"},
	// Switched off, these are removed from policy.json: said as what the crawler no longer
	// does, never as "Removed: … (yes)".
	"robots_keep_last_good": {"true", "false"},
	"robots_wildcards":      {"true", "false"},
	"reaction_stops_run":    {"true", "false"},
	// A pause until the window opens: said as how long the pause now lasts, never as its value
	// "window-opens" (new-user trial 31, F-02).
	"reaction_pause_until": {string(policy.PauseUntilWindowOpens), ""},
	// That a site cannot opt out: said as what a site can do now, never as its value.
	"opt_out":     {string(policy.OptOutNotPossible), "possible"},
	"job_opt_out": {string(policy.OptOutNotPossible), "possible"},
	// A job's exception from robots.txt: said as what its fetches now do (its absence is its
	// agent's obeying robots.txt), never as "Added: whether a kind of fetch obeys robots.txt
	// (not-read)".
	"job_robots_txt":    {"read", "read"},
	"job_crawl_delay":   {string(policy.AppliedYes), ""},
	"agent_crawl_delay": {string(policy.AppliedYes), ""},
	// How long an entry stays on the blocklist: said as what now holds (trial 29, F-09).
	"contact_request_permanent": {"true", "false"},
}

// fragmentFields are the behaviours whose statement (reviewBuilder.behaviour) is a part of a
// sentence, such as a schedule's "once a year", not a sentence of the page; true for those quoted
// (a schedule rule).
var fragmentFields = map[string]bool{"runs_per_year": false, "dates": false, "cadence_starts_only": true}

// state is the sentence that says what a change of a stateFields value leads to.
func (b reviewBuilder) state(c policy.Change) (Text, bool) {
	f, ok := stateFields[c.Field]
	if !ok {
		return Text{}, false
	}
	v := c.New
	if c.Kind == policy.Removed {
		v = f.unset
	}
	switch v {
	case "":
		return Text{}, false
	case f.yes:
		if c.Field == "terms_of_use" && b.termsReplaceRobots(c) > 0 {
			// In place of robots.txt: said with it, so that "the terms of use are now followed"
			// does not stand beside "may be less polite" as its reason (English review 27, F1;
			// German F3, French F8).
			return b.l.t("diff.state.terms_of_use.instead").withPointer(c.Pointer), true
		}
		return b.l.t("diff.state." + c.Field + ".yes").withPointer(c.Pointer), true
	}
	if c.Field == "reaction_pause_until" && v == string(policy.PauseUntilNextRun) {
		// Until the next run (new-user trial 32, F-08): said as how long the pause now lasts,
		// never as its value "next-run".
		return b.l.t("diff.state.reaction_pause_until.next_run").withPointer(c.Pointer), true
	}
	if c.Field == "terms_of_use" && b.termsReplaceRobots(c) < 0 {
		return b.l.t("diff.state.terms_of_use.robots_instead").withPointer(c.Pointer), true
	}
	if c.Field == "quota_unpublished" {
		// The figure now published, stated with its unit and period (review 5, en 28): the
		// quota was in force before, so its figure is no addition (policy.disclosedQuotas).
		t := strings.Split(strings.TrimPrefix(strings.TrimSuffix(c.Pointer, "/unpublished"), "/"), "/")
		if q, ok := b.cap(b.new, t); ok {
			pb := builder{p: b.new, l: b.l, lang: b.lang}
			return b.l.t("diff.quota_published", "Cap", pb.capAmount(q, anyTokens(t)...)).withPointer(c.Pointer), true
		}
	}
	return b.l.t("diff.state." + c.Field + ".no").withPointer(c.Pointer), true
}

// crawlDelayStated says a change of agents.X.crawl_delay between unset and "not-applied" for an
// agent that does not obey robots.txt on either side: unset, a Crawl-delay does not space its
// fetches either (policy.ReadsCrawlDelay), so only what the page states changes, said as "Now
// stated …: it does not honour …" (diff.crawl_delay_now_stated) or "No longer stated …: that it
// does not honour …" (diff.crawl_delay_no_longer_stated), never as "it no longer honours" or the
// value "not-applied" (English review 45, F1, F2). ok is false for any other change.
func (b reviewBuilder) crawlDelayStated(c policy.Change) (Text, bool) {
	if c.Field != "agent_crawl_delay" || c.Kind == policy.Changed {
		return Text{}, false
	}
	v, other := c.New, b.old
	if c.Kind == policy.Removed {
		v, other = c.Old, b.new
	}
	t := strings.Split(strings.TrimPrefix(c.Pointer, "/"), "/")
	if v != string(policy.AppliedNo) || len(t) < 2 {
		return Text{}, false
	}
	a, ok := other.Agents.Get(policy.UnescapeToken(t[1]))
	if !ok || other.ReadsCrawlDelay(a) {
		return Text{}, false
	}
	id := "diff.crawl_delay_now_stated"
	if c.Kind == policy.Removed {
		id = "diff.crawl_delay_no_longer_stated"
	}
	return b.l.t(id, "Context", b.context(c.Pointer)).withPointer(c.Pointer), true
}

// termsReplaceRobots is policy.TermsReplaceRobots for the category of site of change c.
func (b reviewBuilder) termsReplaceRobots(c policy.Change) int {
	t := strings.Split(strings.TrimPrefix(c.Pointer, "/"), "/")
	if len(t) < 2 || t[0] != "targets" {
		return 0
	}
	return policy.TermsReplaceRobots(b.old, b.new, policy.UnescapeToken(t[1]))
}

// field names the changed value: diff.field.<Field>; a text in one language says which text and
// which language (diff.field.label_in: textKind, and the language's name in the review's language,
// from CLDR through golang.org/x/text/language/display; review 5: de 4, 5, fr 8, pl 10).
func (b reviewBuilder) field(c policy.Change) Text {
	if lang, ok := b.textLanguage(c); ok {
		if c.Field == "agent_name" {
			return b.l.t("diff.field.agent_name_in", "Lang", lang)
		}
		return b.l.t("diff.field.label_in", "What", b.textWhat(c), "Lang", lang)
	}
	if unit, ok := intervalFields[c.Field]; ok && b.pageLoads(c.Pointer, unit) || b.requestPageLoads(c) {
		// The policy counts page loads, each with the resources it embeds: the interval is one
		// between page loads, as the page says, not between two requests (new user 5; a rate a
		// site can ask for, new-user trial 31, F-13).
		return b.l.t("diff.field." + c.Field + "_page_loads")
	}
	if c.Field == "sitemap_xml" {
		return b.l.t("diff.field.sitemap_xml", "Path", sitemapXMLPath())
	}
	if rule, ok := b.ruleName(c); ok {
		// One rule of several: named, so that the reader knows which one changed (English
		// review 28, F2: "the interval of a schedule rule" of four).
		return b.l.t("diff.field_of_rule."+c.Field, "Rule", rule)
	}
	return b.l.t("diff.field." + b.fieldKey(c))
}

// fieldKey is the key of diff.field that names change c's field where nothing else words it:
// c.Field; for a reaction that ends the run, reaction_stop and reaction_scope_stop, not a pause
// (review 5: de 10, fr 10); for one address of network.addresses, whether it is one address or a
// range, by the prefix itself: "an IP address (203.0.113.201/32)", not "an IP address or prefix",
// which read as if sitegen did not know (English review 27, F10).
func (b reviewBuilder) fieldKey(c policy.Change) string {
	if r, ok := b.p.ReactionAt(c.Pointer); ok && r.StopsRun && (c.Field == "reaction" || c.Field == "reaction_scope") {
		return c.Field + "_stop"
	}
	if r, ok := b.p.ReactionAt(c.Pointer); ok && r.Consecutive && c.Field == "reaction_threshold" {
		// The events must follow each other: "how many times in a row" (English review 31, F12).
		return "reaction_threshold_in_a_row"
	}
	if t := strings.Split(strings.TrimPrefix(c.Pointer, "/"), "/"); c.Field == "address" && len(t) == 3 && t[1] == "addresses" {
		if i, err := strconv.Atoi(t[2]); err == nil && i < len(b.p.Network.Addresses) {
			if b.p.Network.Addresses[i].Prefix.Prefix.IsSingleIP() {
				return "address_single"
			}
			return "address_range"
		}
	}
	return c.Field
}

// fieldItem is field, the name of change c's field, as the object of the verb that adds or
// removes it, for {{.Field.Item}} (diff.added, diff.removed, diff.added_item, …): where the language
// has it, the message of diff.field_item (diff.field_item_of_rule for one rule of several) with the
// key and values field was named with (pl „robota”, „kategorię serwisów”, „domenę, na którą …”, in
// the accusative that „Dodano” and „Usunięto” take; a language with no such table, or no entry for
// the key, gets field itself). Polish names every field there (TestPolishReview31Wording).
func (b reviewBuilder) fieldItem(c policy.Change, field Text) Text {
	has := func(id string) bool { _, ok := b.l.messages.Message(b.l.lang, id); return ok }
	if _, ok := b.textLanguage(c); ok {
		return field // a text changed in one language: never added or removed
	}
	if unit, ok := intervalFields[c.Field]; ok && b.pageLoads(c.Pointer, unit) || b.requestPageLoads(c) {
		if id := "diff.field_item." + c.Field + "_page_loads"; has(id) {
			return b.l.t(id)
		}
		return field
	}
	if c.Field == "sitemap_xml" {
		if has("diff.field_item.sitemap_xml") {
			return b.l.t("diff.field_item.sitemap_xml", "Path", sitemapXMLPath())
		}
		return field
	}
	if rule, ok := b.ruleName(c); ok {
		if id := "diff.field_item_of_rule." + c.Field; has(id) {
			return b.l.t(id, "Rule", rule)
		}
		return field
	}
	if id := "diff.field_item." + b.fieldKey(c); has(id) {
		return b.l.t(id)
	}
	return field
}

// itemFields are the fields of which a change added or removed is one item of a list or of a
// table of named items (a kind of fetch, a quota, an address), as opposed to a setting: the
// review names them with diff.added_item and diff.removed_item where no item places them, and
// diff.field names each as one item ("a kind of fetch", fr « une tâche »).
var itemFields = map[string]bool{
	"address": true, "address_agent": true, "agent": true, "block_means": true, "block_statuses": true,
	"cadence": true, "cap": true, "cap_max": true, "conditional_request": true, "contact_detail": true,
	"contact_request": true, "contact_request_job": true, "contact_topic": true, "continues_during_pause": true,
	"count": true, "faster_request": true, "former": true, "former_token": true, "former_user_agent": true,
	"host_name": true, "host_name_agent": true, "interval": true, "job": true, "job_condition": true,
	"job_skipped_when": true, "job_trigger": true, "legacy_token": true, "never_retried_status": true,
	"occasion": true, "person": true, "promise": true, "quota": true, "quota_max": true, "reaction": true,
	"reaction_stop": true, "region": true, "registry": true, "retention": true, "retry_on": true,
	"robots_unavailable_status": true, "signing_key": true, "site_title_plural": true, "snippet": true,
	"snippet_agent": true, "snippet_also_block": true, "snippet_path": true, "stable_part": true,
	"target": true, "variant": true, "window": true,
}

// ruleFields are the fields of one schedule rule that diff.field names as "… of a schedule rule",
// and diff.field_of_rule as "… of the schedule rule “…”".
var ruleFields = map[string]bool{"cadence_at": true, "cadence_days": true, "cadence_every": true, "cadence_hours": true}

// ruleName is the schedule rule that change c of one of its ruleFields lies in
// (/jobs/ID/cadence/N/…), quoted as the table of jobs states it before the policy changed: when it
// applies ("Mon–Fri, 07:00–19:00"), or the whole rule where another rule of the kind of fetch
// applies at the same times, or at any time. ok is false for a kind of fetch with one rule, which
// needs no name, and for any other change.
func (b reviewBuilder) ruleName(c policy.Change) (Text, bool) {
	ruleAt := func(p *policy.Policy, ptr string) (policy.Job, int, bool) {
		t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
		if len(t) != 5 || t[0] != "jobs" || t[2] != "cadence" {
			return policy.Job{}, 0, false
		}
		j, ok := p.Jobs.Get(policy.UnescapeToken(t[1]))
		i, err := strconv.Atoi(t[3])
		return j, i, ok && err == nil && i >= 0 && i < len(j.Cadence)
	}
	if !ruleFields[c.Field] {
		return Text{}, false
	}
	// The rule where it stood before the change (a rule moved in the list: c.OldPointer).
	p, ptr := b.old, c.Pointer
	if c.OldPointer != "" {
		ptr = c.OldPointer
	}
	j, i, ok := ruleAt(p, ptr)
	if !ok {
		p = b.new
		if j, i, ok = ruleAt(p, c.Pointer); !ok {
			return Text{}, false
		}
	}
	if len(j.Cadence) < 2 {
		return Text{}, false
	}
	pb := builder{p: p, l: b.l, lang: b.lang}
	whenOf := func(k int) string { return join(pb.cadenceWhen(j, k, j.Cadence[k]), ", ").Plain() }
	name := join(pb.cadenceWhen(j, i, j.Cadence[i]), ", ")
	unique := !name.IsZero()
	for k := range j.Cadence {
		if k != i && whenOf(k) == name.Plain() {
			unique = false
		}
	}
	if !unique {
		name = pb.cadenceText(j, i, j.Cadence[i])
	}
	// Not a sentence: no full stop to take off ("du lun. au ven." ends with an abbreviation's).
	return b.l.t("diff.literal", "V", b.nested(name)), true
}

// replacedField names the item of a list that gave way to another as its language's
// diff.replaced places it (diff.field_replaced.<Field>): de with the definite article, "Ersetzt
// bei der Abrufart „Dokumente“: der Auslöser „…“ durch „…“", where diff.field's "ein Auslöser"
// introduces an item added or removed (German review 22, C4); en, fr and pl as diff.field. A
// field without that message (a list made replaceable later) is named as diff.field names it.
func (b reviewBuilder) replacedField(c policy.Change) Text {
	if _, ok := b.l.messages.Message(b.l.lang, "diff.field_replaced."+c.Field); ok {
		return b.l.t("diff.field_replaced." + c.Field)
	}
	return b.field(c)
}

// intervalFields are the fields of a limit that counts requests or page loads, by the member that
// says which: limits.interval_unit for an interval, concurrency_unit for simultaneous requests.
var intervalFields = map[string]string{
	"min_interval": "interval_unit", "default_interval": "interval_unit", "interval_key": "interval_unit",
	"concurrency": "concurrency_unit", "concurrency_key": "concurrency_unit",
}

// pageLoads reports whether the limit at ptr (a member of some limits) counts page loads, as unit
// (interval_unit or concurrency_unit) says: its limits say so, or, where they do not say, the
// policy's. The policy is the side the sentence reads (b.p).
func (b reviewBuilder) pageLoads(ptr, unit string) bool {
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	if len(t) < 2 {
		return false
	}
	l, ok := limitsAt(b.p, t[:len(t)-1])
	if !ok {
		return false
	}
	get := func(l policy.Limits) string {
		if unit == "concurrency_unit" {
			return string(l.ConcurrencyUnit)
		}
		return string(l.IntervalUnit)
	}
	u := get(l)
	if u == "" {
		u = get(b.p.Limits)
	}
	return u == string(policy.LoadUnitPageLoads)
}

// requestPageLoads reports whether change c is of the rate a site can ask for
// (contact.requests[].min_interval) of a request whose interval counts page loads
// (policy.RequestIntervalUnit), in the policy the sentence reads (b.p): the slowest rate of a
// request of kind "slower" (contact_request_min_interval) or the fastest of one of kind "faster"
// (faster_request_min_interval, as policy.Diff names it), each then named by its _page_loads
// message (French review 44, F1: the fastest rate was said between requests).
func (b reviewBuilder) requestPageLoads(c policy.Change) bool {
	if c.Field != "contact_request_min_interval" && c.Field != "faster_request_min_interval" {
		return false
	}
	t := strings.Split(strings.TrimPrefix(c.Pointer, "/"), "/")
	if len(t) != 4 || t[0] != "contact" || t[1] != "requests" {
		return false
	}
	i, err := strconv.Atoi(t[2])
	if err != nil || i >= len(b.p.Contact.Requests) {
		return false
	}
	return b.p.RequestIntervalUnit(b.p.Contact.Requests[i]) == policy.LoadUnitPageLoads
}

// textKinds name, by the key that holds a text of the policy in every language (the last key of
// its pointer before the language and any index), the message that says which text it is
// (diff.text.<kind>): a name, a purpose, a condition, never "the label" of everything.
var textKinds = map[string]string{
	"label":                  "name",
	"title":                  "site_title",
	"purpose":                "purpose",
	"used_for":               "used_for",
	"what":                   "cap_what",
	"condition":              "condition",
	"conditions":             "conditions",
	"skipped_when":           "skipped_when",
	"continues_during_pause": "continues_during_pause",
	"for":                    "exceptions_for",
	"legal_form":             "legal_form",
}

// textLanguage is, for a change of a text in one of the site's languages (a label, the site's
// title, an agent's name), that language's name in the review's language (CLDR, through
// golang.org/x/text/language/display), with the version of a text in it (languageForms); ok is
// false for any other change.
func (b reviewBuilder) textLanguage(c policy.Change) (textForms, bool) {
	lang := c.Pointer[strings.LastIndex(c.Pointer, "/")+1:]
	// Any text of a label, whatever its field (a placeholder's meaning, the operator's legal
	// form): a pointer that ends in a language of the site, which no other member's key is (issue
	// 12, mech12 6: a text changed in German alone said neither which text nor which language).
	t, err := language.Parse(lang)
	if err != nil || c.Kind != policy.Changed || !slices.Contains(b.new.Site.Languages, lang) {
		return textForms{}, false
	}
	rt, err := language.Parse(b.lang)
	if err != nil {
		return textForms{}, false
	}
	return b.l.languageForms(lang, plain(display.Tags(rt).Name(t))), true
}

// languageForms is a language by its name, and as the version of a text in it ({{.Lang.Version}}:
// diff.language.version_TAG, de "deutsche Fassung", where "Fassung auf Deutsch" is colloquial;
// review 21, de N5); a language without that message is named in diff.language.version_named
// ("Sprachfassung: Spanisch").
func (l *localizer) languageForms(tag string, name Text) textForms {
	version := l.t("diff.language.version_named", "Lang", name)
	if _, ok := l.messages.Message(l.lang, "diff.language.version_"+tag); ok {
		version = l.t("diff.language.version_" + tag)
	}
	return textForms{base: name, forms: map[string]Text{"Version": version}}
}

// textWhat names a text of the policy changed in one language, as diff.field.label_in places it:
// a field of its own by it (diff.field.<Field>), a label or the site's title by its kind
// (diff.text.<kind>).
func (b reviewBuilder) textWhat(c policy.Change) Text {
	if c.Field != "label" && c.Field != "site_title" {
		return b.l.t("diff.field." + c.Field)
	}
	return b.l.t("diff.text." + b.textKind(c))
}

// textKind says which text of the policy a change of a text in one language is (textKinds; a
// rule's condition as condition_of_several where its kind of fetch has more than one rule), as the
// key of its messages (diff.text.<kind>, diff.text_of.<kind>).
func (b reviewBuilder) textKind(c policy.Change) string {
	tokens := strings.Split(c.Pointer, "/")
	key := ""
	if len(tokens) >= 3 {
		key = tokens[len(tokens)-2]
		if _, err := strconv.Atoi(key); err == nil && len(tokens) >= 4 {
			key = tokens[len(tokens)-3]
		}
	}
	if key == "label" && len(tokens) >= 2 && tokens[1] == "occasions" {
		return "occasion" // the occasion's wording: no name (review 6, en 6, pl 4)
	}
	if kind, ok := textKinds[key]; ok {
		if kind == "condition" && len(tokens) == 7 && tokens[1] == "jobs" && tokens[3] == "cadence" {
			// The condition of one rule of several: "the condition of one of its schedule
			// rules", not "of the schedule rule", which had no referent beside a second rule
			// (English review 29, F4).
			if j, ok := b.new.Jobs.Get(policy.UnescapeToken(tokens[2])); ok && len(j.Cadence) > 1 {
				return "condition_of_several"
			}
		}
		return kind
	}
	return "text"
}

// countMessages name, for a number whose field does not say its unit, the plural message that
// states it with one ("5 working days").
var countMessages = map[string]string{
	"response_working_days":       "diff.count.working_days",
	"contact_request_within":      "diff.count.working_days",
	"contact_request_within_days": "diff.count.days",
	"job_within_working_days":     "diff.count.working_days",
	"announce_days":               "diff.count.days",
}

func isDuration(v any) bool {
	switch v.(type) {
	case durationArg, durationListArg:
		return true
	}
	return false
}

// enumMessages name, for a field whose values are enumerated, the messages that state a value as a
// phrase, as the pages do.
var enumMessages = map[string]string{
	"robots_check":            "robots_check",
	"occasion_kind":           "occasion_kind",
	"person_gender":           "gender",
	"follows_links":           "follows_links_short",
	"trigger":                 "trigger_short",
	"job_trigger":             "job_trigger",
	"job_not_read_because":    "job.not_read_because",
	"target_not_read_because": "target.not_read_because",
	"job_crawl_delay":         "job.crawl_delay",
	"interval_unit":           "load_unit",
	"concurrency_unit":        "load_unit",
	"count":                   "counted",
	"retry_on":                "condition",
	"reaction_scope":          "scope_noun",
	"interval_key":            "scope_per",
	"concurrency_key":         "scope_per",
	"change_reason":           "change_reason",
	"landing_page":            "landing_page",
	"legal_tdm_basis":         "legal_basis",
	"fetch_scope":             "fetch_scope_item", // not fetch_scope: "(not the linked pages)" would deny a crawler's follows_links (review 8: de 9)
	"on_disallow":             "on_disallow",
	"promise":                 "promise",
	"block_means":             "block_means",
	"contact_topic":           "topic",
	"contact_detail":          "detail",
	"contact_agreement_scope": "scope_per",
	"contact_portal_kind":     "portal_kind",
	"contact_request_via":     "request_via",
	"contact_request_covers":  "request.cover_item",
	"comparison_per":          "scope_per",
	"robots_crawl_delay_key":  "scope_per",
}

// enumPrefix is the family of messages that states the value of field c.Field, whose own family is
// prefix: a commitment of the page's list as the page of several crawlers says it (promise_all).
func (b reviewBuilder) enumPrefix(c policy.Change, prefix string, p *policy.Policy) string {
	if prefix == "promise" && p != nil && len(p.Agents) > 1 && strings.HasPrefix(c.Pointer, "/commitments/") {
		return "promise_all"
	}
	return prefix
}

// hasPromise reports whether the commitment that change c adds or removes has a sentence of its
// own on the page (promise.*), which diff.added_promise and diff.removed_promise quote.
func (b reviewBuilder) hasPromise(c policy.Change) bool {
	v, p := c.New, b.new
	if c.Kind == policy.Removed {
		v, p = c.Old, b.old
	}
	_, known := b.l.messages.Message(b.lang, b.enumPrefix(c, "promise", p)+"."+v)
	return known
}

// promise is commitment v of policy p, as the page states it, without its full stop.
func (b reviewBuilder) promise(c policy.Change, v string, p *policy.Policy) Text {
	return withoutFullStop(b.l.t(b.enumPrefix(c, "promise", p) + "." + v)).withPointer(c.Pointer)
}

// yesNoEnums name, for a field whose message asks "whether …" and whose enumerated values are two,
// the value that answers yes: the review says yes or no, as for a boolean.
var yesNoEnums = map[string]string{
	"robots_txt_use": string(policy.RobotsUseRead),
	"retry_after":    string(policy.RetryAfterUseHonoured),
}

// statementEnums name, for a field whose values the pages state as whole sentences, the messages
// that do. A change of such a value is said as the two sentences (diff.changed_statement).
var statementEnums = map[string]string{
	"robots_crawl_delay": "crawl_delay",
	"follows_links":      "follows_links",
	"trigger":            "trigger",
	"robots_fallback":    "fallback",
	"robots_unavailable": "robots.4xx",
	"robots_unreachable": "robots.unreachable",
	"window_kind":        "diff.window_kind",
	// As the page says them (coordination_failure, removal).
	"on_coordination_failure": "coordination_failure",
	"legal_removal":           "removal",
	// "The crawler does not follow redirects." (limits.redirects, new-user trial 29, F-12)
	"redirects": "redirects",
}

// statement is the sentence that states value v of an enumerated field of statementEnums.
func (b reviewBuilder) statement(field, v string, p *policy.Policy) (Text, bool) {
	prefix, ok := statementEnums[field]
	if !ok {
		return Text{}, false
	}
	m, known := b.l.messages.Message(b.lang, prefix+"."+v)
	if !known {
		return Text{}, false
	}
	if field == "robots_crawl_delay" && v == string(policy.CrawlDelayHonoured) && p.RobotsTxt.CrawlDelayMax.IsZero() &&
		p.CrawlDelayInEffect(policy.RobotsTxt{CrawlDelay: policy.CrawlDelayHonoured}, "") == policy.CrawlDelayHonouredIfLonger {
		// As the page words it (facts_robots.go): beside a min_interval, only a longer
		// Crawl-delay acts (new-user trial 27, F-16).
		v = string(policy.CrawlDelayHonouredIfLonger)
	}
	if field == "robots_crawl_delay" && v == string(policy.CrawlDelayIgnored) {
		// As the page words it (facts_robots.go): the invitation to ask for a slower rate only
		// where the operator offers one.
		if pb := (builder{p: p, l: b.l, lang: b.lang}); !pb.offersSlower() {
			return b.l.t("robots.crawl_delay_ignored_only"), true
		}
	}
	if m.One != "" {
		// A sentence with a plural for several crawlers: the review speaks of the crawler.
		return b.l.n(prefix+"."+v, count(1, "")), true
	}
	return b.l.t(prefix + "." + v), true
}

// value states a value of a change in the review's language: a duration or a size in words, a
// date, a span of the day, weekdays, yes or no, an enumerated value by the phrase the pages use,
// an added or removed item by its name or as the page states it; anything else quoted as written
// in the policy. p is the policy the value belongs to. The value carries the change's pointer
// (c.Pointer, in p's policy.json), or the pointers of the values it is made of, as the pages'
// values do; a value with no pointer (a table's cell) is text alone.
// upToFields are the fields whose duration the pages state as a longest span, in months where
// the policy wrote months (upTo): how long data is kept.
var upToFields = []string{"retention_keep_for", "removed_after_opt_out", "job_delete_after"}

// writtenAt is the duration at ptr in p as the policy wrote it, with its unit (a data-keeping span
// of upToFields: /legal/retention/N/keep_for, /legal/removed_after_opt_out,
// /jobs/X/delete_after), where it is d; else d. A policy read from policy.json, which writes
// seconds, has no unit to give: d, in days.
func writtenAt(p *policy.Policy, ptr string, d policy.Duration) policy.Duration {
	if p == nil {
		return d
	}
	var w policy.Duration
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	switch {
	case len(t) == 2 && t[0] == "legal" && t[1] == "removed_after_opt_out":
		w = p.Legal.RemovedAfterOptOut
	case len(t) == 4 && t[0] == "legal" && t[1] == "retention" && t[3] == "keep_for":
		if i, err := strconv.Atoi(t[2]); err == nil && i >= 0 && i < len(p.Legal.Retention) {
			w = p.Legal.Retention[i].KeepFor
		}
	case len(t) == 3 && t[0] == "jobs" && t[2] == "delete_after":
		if j, ok := p.Jobs.Get(t[1]); ok {
			w = j.DeleteAfter
		}
	}
	if w.Duration != d.Duration {
		return d
	}
	return w
}

func (b reviewBuilder) value(c policy.Change, v string, p *policy.Policy) any {
	pb := builder{p: p, l: b.l, lang: b.lang}
	ptr := c.Pointer
	at := func(s string) Text {
		if ptr == "" {
			return plain(s)
		}
		return value(ptr, s)
	}
	// itemAt is the pointer of the i-th of n items of a list written in one string ("15m, 1h"):
	// the list's own where it has one item, since a scalar is written alike.
	itemAt := func(i, n int) string {
		if ptr == "" || n == 1 {
			return ptr
		}
		return sub(ptr, i)
	}
	if c.OldPointer != "" && p == b.old {
		ptr = c.OldPointer // the item replaced or moved, where it stood
	}
	if t, ok := b.item(ptr, pb); ok {
		return withoutFullStop(t)
	}
	if c.Field == "site_title_plural" {
		// A language, by its name in the review's language (CLDR), not its tag.
		if t, err := language.Parse(v); err == nil {
			if rt, err := language.Parse(b.lang); err == nil {
				return at(display.Tags(rt).Name(t))
			}
		}
	}
	switch c.Unit {
	case "duration":
		parts := strings.Split(v, ", ")
		var items []durationArg
		for i, part := range parts {
			d, err := policy.ParseDuration(part)
			if err != nil {
				items = nil
				break
			}
			if slices.Contains(upToFields, c.Field) && len(parts) == 1 {
				// As the page states it: months where the policy wrote months (upTo).
				items = append(items, upTo(writtenAt(p, ptr, d), ptr))
				continue
			}
			items = append(items, dur(d.Duration, itemAt(i, len(parts))))
		}
		switch len(items) {
		case 0:
		case 1:
			// Set beside the other side's value ("Previously: 1 second. Now: 2 seconds."):
			// stated with its number where a language would drop it (durationArg.compared).
			items[0].compared = true
			return items[0]
		default:
			for i := range items {
				items[i].compared = true // "dotychczas: 1 sekunda i 2 sekundy"
			}
			return durationListArg{items: items, conj: "and"}
		}
	case "size":
		if s, err := policy.ParseSize(v); err == nil {
			return pb.size(s, ptr)
		}
	}
	if yes, ok := yesNoEnums[c.Field]; ok && v != "" {
		if v == yes {
			return b.l.t("diff.value_true").withPointer(ptr)
		}
		return b.l.t("diff.value_false").withPointer(ptr)
	}
	if t, ok := b.statement(c.Field, v, p); ok {
		return withoutFullStop(t).withPointer(ptr)
	}
	if c.Field == "contact_request_via" && v == string(policy.RequestChannelPortal) && p.Contact.Portal != nil {
		// The portal by its kind, as the page's contact section names it: "through the customer
		// dashboard", not "in the customer dashboard or portal" (English review 28, F8).
		return b.l.t("diff.literal", "V", b.l.t("request_via.portal_"+string(p.Contact.Portal.Kind)).withPointer(ptr))
	}
	if prefix, ok := enumMessages[c.Field]; ok {
		prefix = b.enumPrefix(c, prefix, p)
		if _, known := b.l.messages.Message(b.lang, prefix+"."+v); known {
			// Quoted, so that a phrase ("no fetching of documents") does not read as part of the
			// sentence ("until now, no fetching of documents").
			return b.l.t("diff.literal", "V", withoutFullStop(b.l.t(prefix+"."+v, exampleHosts()...)).withPointer(ptr))
		}
	}
	switch {
	case v == "":
		return b.l.t("diff.value_unset") // no value: nothing to point at
	case v == "true":
		return b.l.t("diff.value_true").withPointer(ptr)
	case v == "false":
		return b.l.t("diff.value_false").withPointer(ptr)
	case c.Field == "last_changed":
		if d, err := policy.ParseDate(v); err == nil {
			return pb.date(d, ptr)
		}
	}
	switch c.Field {
	case "reaction_on":
		// The events a pause follows, as the page names them ("a server error (HTTP 5xx) or
		// HTTP 429 (Too Many Requests)"), each quoted.
		var events []Text
		for i, e := range strings.Split(v, ", ") {
			if _, known := b.l.messages.Message(b.lang, "condition."+e); !known {
				return b.l.t("diff.literal", "V", at(v))
			}
			events = append(events, b.l.t("diff.literal", "V", b.l.t("condition."+e).withPointer(itemAt(i, len(strings.Split(v, ", "))))))
		}
		return b.l.list(events, "or")
	case "country", "address_country":
		// As the page names it (network.country): the country's name, not its ISO code.
		if v != "" {
			return at(countryName(v, b.lang))
		}
	case "cadence_at":
		if t, err := policy.ParseTimeOfDay(v); err == nil {
			return b.l.t("diff.clock", "T", b.l.timeOfDay(t).withPointer(ptr))
		}
	case "cadence_hours", "window_hours":
		parts := strings.Split(v, ", ")
		var spans []Text
		for i, part := range parts {
			r, err := policy.ParseTimeRange(part)
			if err != nil {
				return b.l.t("diff.literal", "V", at(v))
			}
			if r.CrossesMidnight() {
				// As the page says it: "22:00–06:00 (overnight)", fr "de 22 h à 6 h le lendemain".
				spans = append(spans, pb.overnight(r, itemAt(i, len(parts)), ""))
				continue
			}
			spans = append(spans, pb.hours(r, itemAt(i, len(parts))))
		}
		return b.l.list(spans, "and")
	case "cadence_days", "window_days":
		if w, err := policy.ParseWeekdays(strings.ReplaceAll(v, ", ", ",")); err == nil {
			return b.daysInWords(w).withPointer(ptr)
		}
	case "window_except_days":
		// The days as the page states them: "1 May and 5 April 2027", not "05-01, 2027-04-05".
		parts := strings.Split(v, ", ")
		days := make([]Text, len(parts))
		for i, part := range parts {
			d, err := policy.ParseDay(part)
			if err != nil {
				return b.l.t("diff.literal", "V", at(v))
			}
			if d.Yearly() {
				days[i] = pb.dayOfYear(d, itemAt(i, len(parts)))
			} else {
				days[i] = pb.date(d.Date, itemAt(i, len(parts)))
			}
		}
		return b.l.list(days, "and")
	case "address_region":
		// The region by its label, as the page names it.
		if r, ok := p.Network.Region(v); ok {
			label := r.Label[b.lang]
			if label == "" {
				label = r.Label[p.Site.DefaultLanguage]
			}
			return plain(label)
		}
	case "aipref":
		// A category of the AIPREF vocabulary, an identifier: in code, as the page sets it
		// (review15-fr, 24), not in quotation marks.
		return code(ptr, v)
	case "window_jobs", "job_started_by":
		// The jobs by their labels in the review's language, as the page names them.
		var jobs []Text
		for _, id := range strings.Split(v, ", ") {
			j, ok := p.Jobs.Get(id)
			if !ok {
				return b.l.t("diff.literal", "V", plain(v))
			}
			label := j.Label[b.lang]
			if label == "" {
				label = j.Label[p.Site.DefaultLanguage]
			}
			jobs = append(jobs, b.l.t("job.ref", "Label", plain(label)))
		}
		return b.l.list(jobs, "and")
	}
	if t, ok := b.reference(ptr, v, p); ok {
		return t
	}
	// Only a number is formatted as one: a version ("0.3"), a status code or an address that
	// looks like a number is an identifier, quoted as written, so that it can be copied.
	if c.Unit == "number" {
		if id, ok := countMessages[c.Field]; ok {
			// A request's time limit now in days that was in working days, or back: each side in
			// its own unit (policy.Change.OldPointer).
			switch {
			case strings.HasSuffix(ptr, "/within_working_days"):
				id = "diff.count.working_days"
			case strings.HasSuffix(ptr, "/within_days"):
				id = "diff.count.days"
			}
			if n, err := strconv.Atoi(v); err == nil {
				return b.l.n(id, count(n, ptr))
			}
		}
		return at(b.l.num.format(v))
	}
	return b.l.t("diff.literal", "V", at(b.innerQuotes(c.Pointer, v, p)))
}

// referenceLists name, by the member of the policy that holds keys of other items (a job's
// agent, a window's categories of site, a request's jobs), the collection they are keys of.
var referenceLists = map[string]string{
	"agent": "agents", "agents": "agents",
	"target": "targets", "targets": "targets",
	"jobs": "jobs", "own_user_agent_jobs": "jobs", "default_user_agent_jobs": "jobs", "with": "jobs", "after_job": "jobs",
	"occasions": "occasions",
}

// reference states v, a list of keys of other items (agents, categories of site, jobs,
// occasions) or one, as the page names them: a crawler by what a filter matches, the others by
// their label in the review's language, each quoted; never the policy's keys (issue 12, diff8 4).
// False where ptr holds no keys or a key names no item of p.
func (b reviewBuilder) reference(ptr, v string, p *policy.Policy) (Text, bool) {
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	member := t[len(t)-1]
	if _, err := strconv.Atoi(member); err == nil && len(t) >= 2 {
		member = t[len(t)-2]
	}
	coll, ok := referenceLists[member]
	if !ok || v == "" || (len(t) == 2 && t[0] == coll) {
		return Text{}, false
	}
	pb := builder{p: p, l: b.l, lang: b.lang}
	label := func(l policy.Label) string {
		if s := l[b.lang]; s != "" {
			return s
		}
		return l[p.Site.DefaultLanguage]
	}
	var items []Text
	for _, key := range strings.Split(v, ", ") {
		var name string
		switch coll {
		case "agents":
			a, ok := p.Agents.Get(key)
			if !ok {
				return Text{}, false
			}
			items = append(items, pb.agentNameText(a)) // a token in code, a display name quoted
			continue
		case "targets":
			x, ok := p.Targets.Get(key)
			if !ok {
				return Text{}, false
			}
			name = label(x.Label)
		case "jobs":
			x, ok := p.Jobs.Get(key)
			if !ok {
				return Text{}, false
			}
			name = label(x.Label)
		case "occasions":
			x, ok := p.Occasions.Get(key)
			if !ok {
				return Text{}, false
			}
			name = label(x.Label)
		}
		items = append(items, b.l.t("diff.literal", "V", value(pointer(coll, key, "label", b.lang), name)))
	}
	return b.l.list(items, "and"), true
}

// innerQuotes writes the quotation marks of a text in one language (a pointer that ends in one of
// the site's languages) as that language's quotation inside a quotation, since the review quotes
// the whole text: “also during a ‘Full sync’” (review 5, en 7). Any other value is returned as is.
func (b reviewBuilder) innerQuotes(ptr, v string, p *policy.Policy) string {
	lang := ptr[strings.LastIndex(ptr, "/")+1:]
	if p == nil || !slices.Contains(p.Site.Languages, lang) {
		return v
	}
	get := func(id string) string {
		if m, ok := b.l.messages.Message(lang, id); ok {
			return m.Other
		}
		return ""
	}
	o, c, io, ic := get("format.quote_open"), get("format.quote_close"), get("format.inner_quote_open"), get("format.inner_quote_close")
	if o == "" || c == "" || io == "" || ic == "" {
		return v
	}
	return strings.NewReplacer(o, io, c, ic).Replace(v)
}

// daysInWords states weekdays in running text, not as a schedule's abbreviations: one day as
// weekday.on ("on Mondays", de "montags"), runs of days with weekday.long ("Monday–Friday").
func (b reviewBuilder) daysInWords(w policy.Weekdays) Text {
	if w == policy.AllDays {
		return b.l.t("days.every_day")
	}
	runs := w.Runs()
	if len(runs) == 1 && runs[0][0] == runs[0][1] {
		return b.l.t("weekday.on." + dayKey(runs[0][0]))
	}
	var items []Text
	for _, r := range runs {
		from := b.l.t("weekday.long." + dayKey(r[0]))
		switch {
		case r[0] == r[1]:
			items = append(items, from)
		case (r[0]+1)%7 == r[1]:
			items = append(items, from, b.l.t("weekday.long."+dayKey(r[1])))
		default:
			items = append(items, b.l.t("days.range", "From", from, "To", b.l.t("weekday.long."+dayKey(r[1]))))
		}
	}
	return b.l.list(items, "and")
}

// withoutFullStop drops the full stop that ends a sentence the pages print on its own, so that
// it can stand inside the review's sentence.
// The segments are copied: texts share them (a stated duration, a span of the day).
func withoutFullStop(t Text) Text {
	t.Segments = trimFullStop(t.Segments)
	return t
}

// trimFullStop drops the full stop that ends the last literal of segs, looking into groups
// without a pointer (they read as their children) and into a group that is the whole text (a
// sentence that carries one more pointer, Text.withPointer on a Text that has one); a value
// stated as a whole keeps its words.
func trimFullStop(segs []Segment) []Segment {
	n := len(segs)
	if n == 0 {
		return segs
	}
	last := segs[n-1]
	switch {
	case last.Children == nil:
		last.Text = strings.TrimSuffix(last.Text, ".")
	case last.Pointer == "" || n == 1:
		last.Children = trimFullStop(last.Children)
	default:
		return segs
	}
	out := slices.Clone(segs)
	out[n-1] = last
	return out
}

// item states an added or removed item of the policy as the pages do: a named item (an agent, a
// job, a category of site) by its name in the review's language, a quota by its amount (also for a
// change of its maximum or minimum), a pause by its event and length, a request by what it asks, a
// former token with how it is obeyed.
func (b reviewBuilder) item(ptr string, pb builder) (Text, bool) {
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	// quote states s, the value at the pointer at, in quotation marks.
	quote := func(at, s string) Text { return b.l.t("diff.literal", "V", value(at, s)) }
	index := func(i int) (int, bool) {
		if i >= len(t) {
			return 0, false
		}
		n, err := strconv.Atoi(t[i])
		return n, err == nil
	}
	p := pb.p
	switch {
	case len(t) == 4 && t[0] == "snippets" && t[2] == "agents":
		// A crawler a snippet names: by what robots.txt names it, its product token, not the
		// policy's key for it.
		if s, ok := p.Snippets.Get(t[1]); ok {
			if i, ok := index(3); ok && i < len(s.Agents) {
				if a, ok := p.Agents.Get(s.Agents[i]); ok && a.Token != "" {
					return code(pointer("agents", a.ID, "token"), string(a.Token)), true
				}
			}
		}
	case len(t) == 3 && t[0] == "operator" && t[1] == "registry":
		// An entry of a register, as the page's section about the operator states it.
		if i, ok := index(2); ok && i < len(p.Operator.Registry) {
			r := p.Operator.Registry[i]
			return b.l.t("diff.literal", "V", b.l.t("operator.registry", "Scheme", value(sub(ptr, "scheme"), r.Scheme), "ID", value(sub(ptr, "id"), r.ID))), true
		}
	case len(t) == 2 && t[0] == "commitments" && t[1] == "exceptions":
		if x := p.Commitments.Exceptions; x != nil {
			if facts := pb.exceptionFacts(x); len(facts) > 0 {
				return b.l.t("diff.literal", "V", b.nested(quotedFacts(facts))), true
			}
		}
	case len(t) >= 2 && t[len(t)-1] == "passes" && t[len(t)-2] == "limits":
		// The limits of a pass over a site, as the page states them.
		if l, ok := limitsAt(p, t[:len(t)-1]); ok && l.Passes != nil {
			var facts []Text
			if l.Passes.MinInterval.Duration != 0 {
				facts = append(facts, b.l.t("limits.passes_interval", "Interval", dur(l.Passes.MinInterval.Duration, sub(ptr, "min_interval"))))
			}
			if l.Passes.MaxRequests != 0 {
				facts = append(facts, b.l.n("limits.passes_max_requests", count(int(l.Passes.MaxRequests), sub(ptr, "max_requests"))))
			}
			if len(facts) > 0 {
				return b.l.t("diff.literal", "V", b.nested(quotedFacts(facts))), true
			}
		}
	case len(t) >= 2 && textLists[t[len(t)-2]]:
		// An item of a list of texts in every language (a job's condition, what goes on during a
		// pause): the text in the review's language.
		if l, ok := labelItem(p, t); ok && l[b.lang] != "" {
			return quote(sub(ptr, b.lang), l[b.lang]), true
		}
	case len(t) == 3 && t[0] == "operator" && t[1] == "people":
		// A person as the page's section about the operator names them: the name and the
		// roles in words, never the members as policy.toml writes them (new user 5, B3).
		if i, ok := index(2); ok && i < len(p.Operator.People) {
			return b.l.t("diff.literal", "V", pb.person(b.l, i)), true
		}
	case len(t) == 3 && t[0] == "network" && t[1] == "regions":
		// A region by its label in the review's language, as the page names it, not its id
		// (review 6: de 3, fr 4, pl 6).
		if i, ok := index(2); ok && i < len(p.Network.Regions) {
			return withoutFullStop(pb.regionLabel(p.Network.Regions[i], ptr)), true
		}
	case len(t) == 2 && t[0] == "agents":
		if a, ok := p.Agents.Get(t[1]); ok {
			return quote(pb.agentNamePointer(a), b.agentName(pb, a)), true
		}
	case len(t) == 3 && t[0] == "agents" && t[2] == "legal_basis":
		// A legal basis by its name in the review's language, as the agent's block names it.
		if a, ok := p.Agents.Get(t[1]); ok && a.LegalBasis != nil && a.LegalBasis.Name[b.lang] != "" {
			return quote(sub(ptr, "name", b.lang), a.LegalBasis.Name[b.lang]), true
		}
	case len(t) == 3 && t[0] == "jobs" && t[2] == "legal_basis":
		// A job's, as its row of the schedule names it.
		if j, ok := p.Jobs.Get(t[1]); ok && j.LegalBasis != nil && j.LegalBasis.Name[b.lang] != "" {
			return quote(sub(ptr, "name", b.lang), j.LegalBasis.Name[b.lang]), true
		}
	case len(t) == 4 && t[0] == "legal" && t[1] == "retention" && t[3] == "after":
		// The period a retention period is counted from, in the review's language, as the data
		// section names it (new-user trial 31, F-04).
		if i, ok := index(2); ok && i < len(p.Legal.Retention) && p.Legal.Retention[i].After[b.lang] != "" {
			return quote(sub(ptr, b.lang), p.Legal.Retention[i].After[b.lang]), true
		}
	case len(t) == 3 && t[0] == "agents" && t[2] == "name":
		// A name given to an agent, in every language at once: the review's language's, as the
		// page gives it, not the label's members.
		if a, ok := p.Agents.Get(t[1]); ok && a.Name[b.lang] != "" {
			return quote(sub(ptr, b.lang), a.Name[b.lang]), true
		}
	case len(t) == 4 && t[0] == "agents" && t[2] == "signing_keys":
		// A signing key by its JWK thumbprint (RFC 7638), the keyid a verifier matches, not its
		// members as policy.toml writes them (review 4, en 9); called a thumbprint, as the page
		// calls it, so that it is not taken for the public key (review 8: en 5). In code, as the
		// page sets it: a verifier copies it, and Markdown would escape its "_" in quotation
		// marks ("1FKiVUFEmxvFDK\_AG66…" in changes.md; review15-fr, 24).
		if a, ok := p.Agents.Get(t[1]); ok {
			if i, ok := index(3); ok && i < len(a.SigningKeys) {
				if k := a.SigningKeys[i]; k.Kid != "" {
					return b.l.t("diff.thumbprint", "V", code(ptr+"/kid", k.Kid)), true
				}
				return b.l.t("diff.thumbprint", "V", code("", a.SigningKeys[i].Thumbprint())), true
			}
		}
	case len(t) == 5 && t[0] == "network" && t[3] == "agents":
		// A crawler that uses an address or whose addresses have a host name: by what a filter
		// matches (its product token), never the policy's key for it.
		if i, ok := index(2); ok {
			var agents []string
			switch {
			case t[1] == "addresses" && i < len(p.Network.Addresses):
				agents = p.Network.Addresses[i].Agents
			case t[1] == "host_names" && i < len(p.Network.HostNames):
				agents = p.Network.HostNames[i].Agents
			}
			if j, ok := index(4); ok && j < len(agents) {
				if a, ok := p.Agents.Get(agents[j]); ok {
					return quote(pb.agentNamePointer(a), b.agentName(pb, a)), true
				}
			}
		}
	case len(t) == 4 && t[0] == "agents" && t[2] == "variants":
		// Another User-Agent: the string itself, as a filter takes it.
		if a, ok := p.Agents.Get(t[1]); ok {
			if i, ok := index(3); ok && i < len(a.Variants) {
				return quote(sub(ptr, "user_agent"), string(a.Variants[i].UserAgent)), true
			}
		}
	case len(t) == 4 && t[0] == "agents" && t[2] == "former":
		if a, ok := p.Agents.Get(t[1]); ok {
			if i, ok := index(3); ok && i < len(a.Former) {
				one := a
				one.Former = a.Former[i : i+1]
				if f := pb.formerIdentities(one); len(f) == 1 {
					return b.l.t("diff.literal", "V", withoutFullStop(f[0])), true
				}
			}
		}
	case len(t) == 3 && t[0] == "network" && t[1] == "host_names":
		// A host name pattern: the pattern as written, not its members (fr 11).
		if i, ok := index(2); ok && i < len(p.Network.HostNames) {
			return quote(sub(ptr, "pattern"), string(p.Network.HostNames[i].Pattern)), true
		}
	case len(t) == 2 && t[0] == "targets":
		if x, ok := p.Targets.Get(t[1]); ok {
			return quote(sub(ptr, "label", b.lang), x.Label[b.lang]), true
		}
	case len(t) == 2 && t[0] == "jobs":
		if x, ok := p.Jobs.Get(t[1]); ok {
			return quote(sub(ptr, "label", b.lang), x.Label[b.lang]), true
		}
	case len(t) == 3 && t[0] == "jobs" && t[2] == "cadence":
		// The schedule rules of a job in their order, which decides where several apply.
		if j, ok := p.Jobs.Get(t[1]); ok && len(j.Cadence) > 0 {
			rules := make([]Text, len(j.Cadence))
			for i, r := range j.Cadence {
				rules[i] = b.l.t("diff.literal", "V", withoutFullStop(pb.cadenceText(j, i, r)))
			}
			return b.l.list(rules, "and"), true
		}
	case len(t) == 4 && t[0] == "jobs" && t[2] == "reactions":
		if j, ok := p.Jobs.Get(t[1]); ok {
			if i, ok := index(3); ok && i < len(j.Reactions) {
				r := j.Reactions[i]
				pause := pb.pause(r, "reaction.pause_unpublished", false, "jobs", t[1], "reactions", i)
				if r.PauseUntil != "" {
					pause = b.nested(pause) // the window's label, quoted inside the quotation
				}
				if r.StopsRun {
					pause = b.l.t("reaction.stops_run_inline").withPointer(sub(ptr, "stops_run"))
				}
				return b.l.t("diff.literal", "V", b.l.t("diff.reaction", "Event", pb.reactionEvent(r, "jobs", t[1], "reactions", i), "Pause", pause)), true
			}
		}
	case len(t) == 4 && t[0] == "jobs" && t[2] == "cadence":
		// A schedule rule as the table of jobs states it, never its members as policy.toml
		// writes them (review 5: en 4, de 2, fr 7, pl 3).
		if j, ok := p.Jobs.Get(t[1]); ok {
			if i, ok := index(3); ok && i < len(j.Cadence) {
				return b.l.t("diff.literal", "V", withoutFullStop(pb.cadenceText(j, i, j.Cadence[i]))), true
			}
		}
	case len(t) == 2 && t[0] == "windows":
		if x, ok := p.Windows.Get(t[1]); ok {
			return withoutFullStop(pb.windowTextLabelled(x, quote(sub(ptr, "label", b.lang), x.Label[b.lang]))), true
		}
	case len(t) == 2 && t[0] == "occasions":
		if x, ok := p.Occasions.Get(t[1]); ok {
			return quote(sub(ptr, "label", b.lang), x.Label[b.lang]), true
		}
	case len(t) == 2 && t[0] == "snippets":
		if x, ok := p.Snippets.Get(t[1]); ok {
			return quote(sub(ptr, "label", b.lang), x.Label[b.lang]), true
		}
	case len(t) == 2 && t[0] == "contact" && t[1] == "form_purpose":
		// What the form is for, in the review's language: not the key of the labels.
		if v := p.Contact.FormPurpose[b.lang]; v != "" {
			return quote(sub(ptr, b.lang), v), true
		}
	case len(t) == 3 && t[0] == "contact" && t[1] == "form_purpose":
		if v := p.Contact.FormPurpose[t[2]]; v != "" {
			return quote(ptr, v), true
		}
	case len(t) == 4 && t[0] == "contact" && t[1] == "requests" && t[3] == "who":
		// Who may make a request, in the review's language: not the key of the labels.
		if i, ok := index(2); ok && i < len(p.Contact.Requests) && p.Contact.Requests[i].Who[b.lang] != "" {
			return quote(sub(ptr, b.lang), p.Contact.Requests[i].Who[b.lang]), true
		}
	case len(t) == 5 && t[0] == "contact" && t[1] == "requests" && t[3] == "who":
		if i, ok := index(2); ok && i < len(p.Contact.Requests) && p.Contact.Requests[i].Who[t[4]] != "" {
			return quote(ptr, p.Contact.Requests[i].Who[t[4]]), true
		}
	case len(t) == 4 && t[0] == "contact" && t[1] == "requests" && t[3] == "effect":
		// What being on the allowlist changes, in the review's language.
		if i, ok := index(2); ok && i < len(p.Contact.Requests) && p.Contact.Requests[i].Effect[b.lang] != "" {
			return quote(sub(ptr, b.lang), p.Contact.Requests[i].Effect[b.lang]), true
		}
	case len(t) == 5 && t[0] == "contact" && t[1] == "requests" && t[3] == "effect":
		if i, ok := index(2); ok && i < len(p.Contact.Requests) && p.Contact.Requests[i].Effect[t[4]] != "" {
			return quote(ptr, p.Contact.Requests[i].Effect[t[4]]), true
		}
	case len(t) == 2 && t[0] == "errors" && t[1] == "retries":
		if p.Errors.Retries != nil {
			return b.l.t("diff.literal", "V", withoutFullStop(pb.retries(p.Errors.Retries))), true
		}
	case len(t) == 3 && t[0] == "network" && t[1] == "addresses":
		if i, ok := index(2); ok && i < len(p.Network.Addresses) {
			// In code, as the page sets it (and the plain text between quotation marks where
			// the language does so: German review 29, F11).
			return code(sub(ptr, "prefix"), p.Network.Addresses[i].Prefix.Prefix.String()), true
		}
	case len(t) == 2 && t[0] == "contact" && t[1] == "portal":
		// The portal as the page's contact line names it: what it is, and where.
		if pt := p.Contact.Portal; pt != nil {
			return b.l.t("diff.literal", "V", b.l.t("contact.portal", "Name", b.l.t("portal_kind."+string(pt.Kind)).withPointer(sub(ptr, "kind")), "URL", value(sub(ptr, "url"), string(pt.URL)))), true
		}
	case len(t) == 3 && t[0] == "contact" && t[1] == "requests":
		if i, ok := index(2); ok && i < len(p.Contact.Requests) {
			return b.l.t("diff.literal", "V", b.nested(pb.requestText(i, p.Contact.Requests[i]))), true
		}
	case len(t) == 3 && t[0] == "errors" && t[1] == "reactions":
		if i, ok := index(2); ok && i < len(p.Errors.Reactions) {
			r := p.Errors.Reactions[i]
			pause := pb.pause(r, "reaction.pause_unpublished", false, "errors", "reactions", i)
			if r.PauseUntil != "" {
				pause = b.nested(pause) // the window's label, quoted inside the quotation
			}
			if r.StopsRun {
				// Within the sentence, after a colon: lower case where the language wants it (review 6, pl 12).
				pause = b.l.t("reaction.stops_run_inline").withPointer(sub(ptr, "stops_run"))
			}
			return b.l.t("diff.literal", "V", b.l.t("diff.reaction", "Event", pb.reactionEvent(r, "errors", "reactions", i), "Pause", pause)), true
		}
	case len(t) == 4 && t[0] == "agents" && t[2] == "legacy_tokens":
		if a, ok := p.Agents.Get(t[1]); ok {
			if i, ok := index(3); ok && i < len(a.LegacyTokens) {
				lt := a.LegacyTokens[i]
				id := "diff.legacy_token"
				if lt.RestrictOnly {
					id = "diff.legacy_token_restrict_only"
				}
				return b.l.t(id, "Token", code(sub(ptr, "token"), string(lt.Token))), true
			}
		}
	}
	// The maximum or minimum of a quota or cap: the whole amount, which says what is counted and
	// per what ("at most 200 files per hour per system"), on the side of the change.
	if n := len(t); n >= 3 && (t[n-1] == "max" || t[n-1] == "min") && (t[n-3] == "quotas" || t[n-3] == "caps") {
		if q, ok := b.cap(p, t[:n-1]); ok {
			base := make([]any, n-1)
			for i, s := range t[:n-1] {
				base[i] = s
			}
			return pb.capAmount(q, base...), true
		}
	}
	// Quotas and caps, wherever they stand.
	if n := len(t); n >= 2 && (t[n-2] == "quotas" || t[n-2] == "caps") {
		if q, ok := b.cap(p, t); ok {
			base := make([]any, len(t))
			for i, s := range t {
				base[i] = s
			}
			return pb.capAmount(q, base...), true
		}
	}
	return Text{}, false
}

// quotedFacts joins the page's sentences for a quotation in a sentence of the review: the last
// without its full stop, which the review's sentence places.
func quotedFacts(facts []Text) Text {
	facts = slices.Clone(facts)
	facts[len(facts)-1] = withoutFullStop(facts[len(facts)-1])
	return join(facts, " ")
}

// textLists are the lists of texts in every language, by their key.
var textLists = map[string]bool{"conditions": true, "skipped_when": true, "continues_during_pause": true, "for": true}

// labelItem finds the text at the pointer tokens t, an item of a list of textLists.
func labelItem(p *policy.Policy, t []string) (policy.Label, bool) {
	i, err := strconv.Atoi(t[len(t)-1])
	if err != nil || i < 0 {
		return nil, false
	}
	var list []policy.Label
	switch {
	case len(t) == 4 && t[0] == "jobs":
		if j, ok := p.Jobs.Get(policy.UnescapeToken(t[1])); ok {
			switch t[2] {
			case "conditions":
				list = j.Conditions
			case "skipped_when":
				list = j.SkippedWhen
			}
		}
	case len(t) == 3 && t[0] == "errors" && t[1] == "continues_during_pause":
		list = p.Errors.ContinuesDuringPause
	case len(t) == 4 && t[0] == "commitments" && t[1] == "exceptions" && p.Commitments.Exceptions != nil:
		list = p.Commitments.Exceptions.For
	}
	if i >= len(list) {
		return nil, false
	}
	return list[i], true
}

// agentName is what a filter matches of an agent: its product token, or the stable part of its
// User-Agent where it has none, as the pages name it.
func (b reviewBuilder) agentName(pb builder, a policy.Agent) string {
	return pb.agentName(a)
}

// cap finds the quota or cap at the pointer tokens t.
func (b reviewBuilder) cap(p *policy.Policy, t []string) (policy.Cap, bool) {
	i, err := strconv.Atoi(t[len(t)-1])
	if err != nil {
		return policy.Cap{}, false
	}
	var caps []policy.Cap
	switch {
	case len(t) == 3 && t[0] == "limits":
		caps = p.Limits.Quotas
	case len(t) == 5 && t[0] == "targets":
		if x, ok := p.Targets.Get(t[1]); ok {
			caps = x.Limits.Quotas
		}
	case len(t) == 5 && t[0] == "agents":
		if x, ok := p.Agents.Get(t[1]); ok {
			caps = x.Limits.Quotas
		}
	case len(t) == 4 && t[0] == "jobs":
		if x, ok := p.Jobs.Get(t[1]); ok {
			caps = x.Caps
		}
	}
	if i < 0 || i >= len(caps) {
		return policy.Cap{}, false
	}
	return caps[i], true
}

// agentRef names agent a of policy p in an entry of the changes: by its product token in code
// where it has one, which stays the same from version to version while a display name may come
// and go, so that one page names one crawler one way (Polish editor's review 21, C3: "dla robota
// „LinkGraphBot”" in the entries of versions with a display name, "dla robota `linkgraphbot`" in
// the others); otherwise as its heading names it.
func (b reviewBuilder) agentRef(p *policy.Policy, a policy.Agent) Text {
	if a.Token != "" {
		return code(pointer("agents", a.ID, "token"), string(a.Token))
	}
	pb := builder{p: p, l: b.l, lang: b.lang}
	return pb.agentNameText(a)
}

// context names where in the policy a change lies, for the sentence: a category of site, an
// agent, a job, a window, a snippet; nothing for the policy's global values.
func (b reviewBuilder) context(ptr string) Text {
	tokens := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	if len(tokens) < 3 {
		return Text{}
	}
	id := tokens[1]
	// label states the label of the item at /tokens[0]/id, in the review's language.
	label := func(l policy.Label) Text { return value(pointer(tokens[0], id, "label", b.lang), l[b.lang]) }
	switch tokens[0] {
	case "targets":
		if t, ok := b.p.Targets.Get(id); ok {
			return b.l.t("diff.context.target", "Label", label(t.Label))
		}
	case "agents":
		if a, ok := b.p.Agents.Get(id); ok {
			return b.l.t("diff.context.agent", "Token", b.agentRef(b.p, a))
		}
	case "jobs":
		if j, ok := b.p.Jobs.Get(id); ok {
			return b.l.t("diff.context.job", "Label", label(j.Label))
		}
	case "windows":
		if w, ok := b.p.Windows.Get(id); ok {
			return b.l.t("diff.context.window", "Label", label(w.Label))
		}
	case "occasions":
		// An occasion of the schedule, by its wording (review 6: en 6, de 6, fr 6, pl 4).
		if o, ok := b.p.Occasions.Get(id); ok {
			return b.l.t("diff.context.occasion", "Label", label(o.Label))
		}
	case "snippets":
		// By its label in the new policy where it still exists, so that one report names a
		// snippet one way (review 4, fr 17).
		if s, ok := b.new.Snippets.Get(id); ok {
			return b.l.t("diff.context.snippet", "Label", label(s.Label))
		}
		if s, ok := b.p.Snippets.Get(id); ok {
			return b.l.t("diff.context.snippet", "Label", label(s.Label))
		}
	case "contact":
		// Something a site can ask for: named by what it asks, as the page lists it ("for the
		// request “an end to all fetching from your site”").
		if len(tokens) >= 4 && tokens[1] == "requests" {
			if i, err := strconv.Atoi(tokens[2]); err == nil && i < len(b.p.Contact.Requests) {
				pb := builder{p: b.p, l: b.l, lang: b.lang}
				// Quoted by the context: the quotation marks inside are those of a quotation in
				// a quotation (“a time window for ‘Full sync’ only”).
				return b.l.t("diff.context.request", "Label", b.nested(pb.requestLabel(i, b.p.Contact.Requests[i])))
			}
		}
	case "operator":
		// The gender of a person's role nouns: the person by their name.
		if len(tokens) >= 4 && tokens[1] == "people" {
			if i, err := strconv.Atoi(tokens[2]); err == nil && i < len(b.p.Operator.People) && b.p.Operator.People[i].Name != "" {
				return b.l.t("diff.context.person", "Name", value(pointer("operator", "people", i, "name"), b.p.Operator.People[i].Name))
			}
		}
	case "network":
		// What an address or a host name pattern says besides itself (its crawlers, its region,
		// its purpose, its period of use, its example): named by the address or the pattern.
		if len(tokens) >= 4 && tokens[3] != "prefix" && tokens[3] != "pattern" {
			if i, err := strconv.Atoi(tokens[2]); err == nil {
				switch {
				case tokens[1] == "addresses" && i < len(b.p.Network.Addresses):
					// One address is an address; a range is a prefix (en 21).
					pfx := b.p.Network.Addresses[i].Prefix.Prefix
					if !pfx.IsSingleIP() {
						return b.l.t("diff.context.prefix", "Prefix", code(pointer("network", "addresses", i, "prefix"), pfx.String()))
					}
					return b.l.t("diff.context.address", "Prefix", code(pointer("network", "addresses", i, "prefix"), pfx.Addr().String()))
				case tokens[1] == "host_names" && i < len(b.p.Network.HostNames):
					return b.l.t("diff.context.host_name", "Pattern", code(pointer("network", "host_names", i, "pattern"), string(b.p.Network.HostNames[i].Pattern)))
				}
			}
		}
	case "legal":
		// A retention period: named by the kind of data it keeps.
		if len(tokens) >= 4 && tokens[1] == "retention" {
			if i, err := strconv.Atoi(tokens[2]); err == nil && i < len(b.p.Legal.Retention) {
				return b.l.t("diff.context.retention", "What", b.l.t("diff.retained."+string(b.p.Legal.Retention[i].What)).withPointer(pointer("legal", "retention", i, "what")))
			}
		}
	case "errors":
		// A pause: named by its event ("for the pause after HTTP 429 or HTTP 503").
		if len(tokens) >= 4 && tokens[1] == "reactions" {
			if i, err := strconv.Atoi(tokens[2]); err == nil && i < len(b.p.Errors.Reactions) {
				pb := builder{p: b.p, l: b.l, lang: b.lang}
				r := b.p.Errors.Reactions[i]
				id := "diff.context.reaction"
				if r.StopsRun {
					id = "diff.context.reaction_stop" // no pause: the run ends
				}
				event := pb.reactionEvent(r, "errors", "reactions", i)
				form := b.l.s("format.reaction_threshold_event")
				if len(tokens) == 4 && tokens[3] == "threshold" && !r.StopsRun && (form == "without-count" || form == "without-count-unit-scope") {
					// How many times the event must happen changed: the event without the count,
					// which the sentence states before and after ("Previously: 5. Now: 10."), not
					// with the new one (English review 31, F12). "without-count-unit-scope" names
					// the scope as one unit among others (scope_in_uncounted: fr « au cours d’une
					// synchronisation »), where scope_in's "the same" needs a count (French
					// review 37, F15).
					bare := r
					bare.Threshold, bare.Repeated = 0, false
					event = pb.reactionEvent(bare, "errors", "reactions", i)
					if r.Within != "" {
						family := "scope_in"
						if form == "without-count-unit-scope" {
							family = "scope_in_uncounted"
						}
						event = b.l.t("reaction.event_within", "On", event, "Within", pb.enum(family, string(r.Within), pointer("errors", "reactions", i, "within")))
					}
				}
				return b.l.t(id, "Event", event)
			}
		}
	}
	return Text{}
}

// contextArg is the item at ptr as context names it, and in the forms it takes after the verb
// that removes something from it ({{.Context.From}}) and adds something to it ({{.Context.To}}):
// a snippet by diff.context_from.snippet and diff.context_to.snippet, pl „Usunięto ze wpisu do
// robots.txt „…” blokowaną ścieżkę”, „Dodano do wpisu …”, where „we wpisie” read as a change
// inside the snippet's text (Polish review 32, F30); en, de and fr word them as diff.context.snippet.
// Any other item takes both forms as context names it.
func (b reviewBuilder) contextArg(ptr string) textForms {
	ctx := b.context(ptr)
	from, to := ctx, ctx
	if label, ok := b.snippetLabel(ptr); ok {
		from = b.l.t("diff.context_from.snippet", "Label", label)
		to = b.l.t("diff.context_to.snippet", "Label", label)
	}
	return textForms{base: ctx, forms: map[string]Text{"From": from, "To": to}}
}

// snippetLabel is the label of the snippet that ptr points into (below the snippet itself), by its
// label in the new policy where it still exists, as context names it; ok is false for any other ptr.
func (b reviewBuilder) snippetLabel(ptr string) (Text, bool) {
	tokens := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	if len(tokens) < 3 || tokens[0] != "snippets" || b.context(ptr).IsZero() {
		return Text{}, false
	}
	s, ok := b.new.Snippets.Get(tokens[1])
	if !ok {
		s, ok = b.p.Snippets.Get(tokens[1])
	}
	if !ok {
		return Text{}, false
	}
	return value(pointer("snippets", tokens[1], "label", b.lang), s.Label[b.lang]), true
}

// contextForms is the item at ptr as context names it, and in the form it takes after the name
// of one of its texts ({{.Context.Gen}}): a crawler by diff.context_gen.agent (fr « de `X` », where
// its context is « pour `X` »); any other item as context names it (fr « dans la tâche « … » »).
func (b reviewBuilder) contextForms(ptr string) textForms {
	ctx := b.context(ptr)
	gen := ctx
	if tokens := strings.Split(strings.TrimPrefix(ptr, "/"), "/"); len(tokens) >= 3 && tokens[0] == "agents" {
		// agentRef is code or a quoted name: « de » takes no elision before it.
		if a, ok := b.p.Agents.Get(tokens[1]); ok {
			gen = b.l.t("diff.context_gen.agent", "Token", b.agentRef(b.p, a))
		}
	}
	return textForms{base: ctx, forms: map[string]Text{"Gen": gen}}
}

// publishedDoc is p's published policy.json (policy.Policy.JSON: unpublished values left out),
// decoded with its numbers as written.
func publishedDoc(p *policy.Policy) (any, error) {
	b, err := p.JSON()
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	return doc, nil
}

// valueAt is the value at the JSON Pointer ptr (RFC 6901) of doc, encoded as compact JSON; nil
// where doc has none.
func valueAt(doc any, ptr string) json.RawMessage {
	if ptr == "" || ptr[0] != '/' {
		return nil
	}
	v := doc
	for _, tok := range strings.Split(ptr[1:], "/") {
		switch x := v.(type) {
		case map[string]any:
			var ok bool
			if v, ok = x[policy.UnescapeToken(tok)]; !ok {
				return nil
			}
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(x) || strconv.Itoa(i) != tok {
				return nil
			}
			v = x[i]
		default:
			return nil
		}
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return b
}

// classTag names a change's class for the text format's tag (diff.class_tag.<name>): its
// classKey, "less_polite" for a looser change that makes the crawler less polite for certain,
// and its group for a change about the use of the data collected (changeGroup: data_use_looser,
// data_use_stricter), as the titles of the page of changes do (changes.title_class).
func classTag(c policy.Change, p *policy.Policy) string {
	if c.Class == policy.ClassLooser && c.LessPolite {
		return "less_polite"
	}
	return classKey(policy.Class(changeGroup(c.Class, c.DataUse)), p)
}

// Text writes the review for a terminal: one line per change, "[class] pointer: old → new", the
// class in the review's language as the page of changes names it, then its sentence indented.
// Programs read the class tokens from the JSON format.
func (r *Review) Text() []byte {
	var b bytes.Buffer
	if len(r.Changes) == 0 {
		fmt.Fprintln(&b, r.strings.none)
	}
	for _, c := range r.Changes {
		fmt.Fprintf(&b, "[%s] %s: %s\n    %s\n", c.classTag, c.Pointer, arrow(c.OldShown, c.NewShown), c.Sentence)
	}
	for _, n := range r.Notes {
		fmt.Fprintln(&b, n)
	}
	return b.Bytes()
}

func arrow(old, new string) string {
	show := func(s string) string {
		if s == "" {
			return "—"
		}
		return s
	}
	return show(old) + " → " + show(new)
}

// Markdown writes the review as a pull-request comment: a heading, the notes, then a table per
// group (groupOrder), looser and identity changes first.
func (r *Review) Markdown() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "## %s\n\n", r.strings.heading)
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "> %s\n\n", escapeMarkdown(ghmd.UnlinkReferences(n)))
	}
	if len(r.Changes) == 0 {
		fmt.Fprintf(&b, "%s\n", r.strings.none)
		return b.Bytes()
	}
	for _, g := range groupOrder {
		var rows []ReviewItem
		for _, c := range r.Changes {
			if changeGroup(c.Class, c.DataUse) == g {
				rows = append(rows, c)
			}
		}
		if len(rows) == 0 {
			continue
		}
		fmt.Fprintf(&b, "### %s (%d)\n\n", r.strings.classes[g], len(rows))
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n| --- | --- | --- | --- |\n", r.strings.value, r.strings.old, r.strings.new, r.strings.what)
		for _, c := range rows {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", codeSpan(c.Pointer), cellCode(c.OldShown), cellCode(c.NewShown), escapeMarkdown(ghmd.UnlinkReferences(c.Sentence)))
		}
		b.WriteString("\n")
	}
	return b.Bytes()
}

func cellCode(s string) string {
	if s == "" {
		return "—"
	}
	return strings.ReplaceAll(codeSpan(s), "|", `\|`)
}

// JSON writes the review for programs.
func (r *Review) JSON() ([]byte, error) {
	if r.Changes == nil {
		r.Changes = []ReviewItem{}
	}
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// behaviourFields are the behaviours the review states as the pages do, in their own sentences
// (policy/diff_behaviour.go classifies them as a whole).
var behaviourFields = map[string]bool{
	"embedded": true, "directives": true, "revisits": true, "stops_after_failures": true, "keeps_last_good": true, "http": true, "on_demand": true,
	"intervals": true, "response_time_delay": true, "slow_down": true,
	"runs_per_year": true, "dates": true, "budgets": true, "feed_ttl": true, "shared_fetch": true,
	"follows_links": true, "off_site_hops": true, "group_matching": true, "user_agent_form": true,
	"retention": true, "on_coordination_failure": true,
	// Yes-or-no values and a value that qualifies another, said as the page's sentence that
	// states them, never as "(yes)" or a raw token (review 5: en 4, de 2, 3, fr 7, pl 2, 3, 11).
	"cadence_per": true, "job_spread": true, "job_hide_when_gone": true, "job_refetch_after_failure": true, "job_refetch_approximate": true, "cadence_starts_only": true, "cadence_every_choices": true,
	"uses_sitemaps": true, "sitemap_xml": true, "sitemaps_first": true, "usage_preferences": true, "media_types": true, "site_crawler_reads_policy": true, "larger_bodies": true,
	// Lists said as the page's sentence that states them (trial 29, F-06, F-14).
	"target_sources": true, "republishes_contents": true,
}

// behaviour is what the page of p says of the behaviour at the change's pointer: its sentences,
// joined; false where p does not state it.
func (b reviewBuilder) behaviour(c policy.Change, p *policy.Policy) (Text, bool) {
	if !behaviourFields[c.Field] {
		return Text{}, false
	}
	ptr := c.Pointer
	if c.OldPointer != "" && p == b.old {
		ptr = c.OldPointer // where it stood: a job renamed in the same edit (new user 27, F-08)
	}
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	pb := builder{p: p, l: b.l, lang: b.lang}
	var facts []Text
	switch {
	case t[0] == "agents" && len(t) == 3:
		a, ok := p.Agents.Get(t[1])
		if !ok {
			return Text{}, false
		}
		one := policy.Agent{ID: a.ID}
		switch c.Field {
		case "embedded":
			one.Embedded = a.Embedded
		case "target_sources":
			if f := pb.targetSourcesFact(a); !f.IsZero() {
				return f, true
			}
			return Text{}, false
		case "media_types":
			if len(a.MediaTypes) == 0 {
				return Text{}, false
			}
			one.MediaTypes = a.MediaTypes
		case "directives":
			one.Directives = a.Directives
		case "revisits":
			one.Revisits = a.Revisits
		case "stops_after_failures":
			one.StopsAfterFailures = a.StopsAfterFailures
		case "keeps_last_good":
			one.KeepsLastGood = a.KeepsLastGood
		case "http":
			one.HTTP = a.HTTP
		case "on_demand":
			one.OnDemand = a.OnDemand
		case "off_site_hops":
			// As the agent's block states it, with how far links are followed within.
			if a.OffSiteHops == 0 {
				return Text{}, false
			}
			return b.l.n("follows_links_off_site."+string(a.FollowsLinks), count(int(a.OffSiteHops), ptr)), true
		case "follows_links":
			if s, ok := b.statement(c.Field, string(a.FollowsLinks), p); ok && a.FollowsLinks != "" {
				return s, true
			}
			return Text{}, false
		case "group_matching":
			if a.GroupMatching == "" {
				return Text{}, false
			}
			if a.GroupMatching == policy.GroupMatchingRFC9309 {
				// No page states RFC 9309's own reading as one sentence (facts_identity.go
				// states its parts where they matter): a value, never the page's text quoted.
				return b.l.t("diff.group_matching_rfc9309").withPointer(ptr), true
			}
			return b.l.t("agent.group_matching."+string(a.GroupMatching), append(robotsSpecialChars(), "Token", code("", string(a.Token)))...), true
		case "user_agent_form":
			if a.UserAgentForm == "" {
				return Text{}, false
			}
			return b.l.t("agent.user_agent_form."+string(a.UserAgentForm), "UA", code("", string(a.UserAgent))), true
		case "usage_preferences":
			if f := pb.usagePreferencesFact(a); !f.IsZero() {
				return f, true
			}
			return Text{}, false
		case "uses_sitemaps", "sitemap_xml", "sitemaps_first":
			if !a.UsesSitemaps {
				return Text{}, false
			}
			return pb.sitemapsFact(a), true
		}
		facts = pb.behaviourFacts(one)
	case t[len(t)-1] == "intervals" || t[len(t)-1] == "response_time_delay":
		lim, ok := limitsAt(p, t[:len(t)-1])
		if !ok {
			return Text{}, false
		}
		one := policy.Limits{Intervals: lim.Intervals, ResponseTimeDelay: lim.ResponseTimeDelay}
		if c.Field == "intervals" {
			one.ResponseTimeDelay = nil
		} else {
			one.Intervals = nil
		}
		facts = pb.adaptiveLimitFacts(one, anyTokens(t[:len(t)-1])...)
	case t[0] == "legal" && len(t) >= 3 && t[1] == "retention":
		// A kind of data and how long it is kept, in the page's sentence.
		i, err := strconv.Atoi(t[2])
		if err != nil || i >= len(p.Legal.Retention) {
			return Text{}, false
		}
		r := p.Legal.Retention[i]
		if r.WhileListed {
			return b.l.t("retention." + string(r.What) + "_while_listed"), true
		}
		return b.l.t("retention."+string(r.What), "T", upTo(r.KeepFor, "")), true
	case c.Field == "on_coordination_failure":
		// As the limits state it: with the interval in force, where there is one (the target's,
		// or the general one it inherits), the sentence the page holds.
		lim, ok := limitsAt(p, t[:len(t)-1])
		if !ok || lim.OnCoordinationFailure == "" {
			return Text{}, false
		}
		var eff *policy.Effective
		if t[0] == "targets" {
			e := pb.effective("", t[1])
			eff = &e
		}
		return pb.coordinationFailureFact(lim, eff, strings.TrimSuffix(ptr, "/on_coordination_failure")), true
	case c.Field == "republishes_contents":
		if f := pb.republishesContentsFact(); !f.IsZero() {
			return f, true
		}
		return Text{}, false
	case c.Field == "slow_down":
		facts = pb.slowDownFact()
	case c.Field == "site_crawler_reads_policy":
		if !p.Site.CrawlerReadsPolicy {
			return Text{}, false
		}
		return b.l.t("intro.source").withPointer(ptr), true
	case c.Field == "larger_bodies":
		// What happens to a larger response, with the size it applies to, as the page's limits
		// state it (facts_rates.go): the size in force where this block sets none.
		return b.largerBodies(p, t[:len(t)-1])
	case (c.Field == "cadence_starts_only" || c.Field == "cadence_every_choices") && len(t) == 5:
		// A part of a schedule rule: the whole rule, as the table of jobs states it.
		j, ok := p.Jobs.Get(t[1])
		i, err := strconv.Atoi(t[3])
		if !ok || err != nil || i >= len(j.Cadence) {
			return Text{}, false
		}
		return pb.cadenceText(j, i, j.Cadence[i]), true
	case t[0] == "jobs" && len(t) == 3:
		j, ok := p.Jobs.Get(t[1])
		if !ok {
			return Text{}, false
		}
		one := policy.Job{ID: j.ID}
		switch c.Field {
		case "runs_per_year":
			one.RunsPerYear = j.RunsPerYear
			facts = pb.campaignWhen(one)
		case "dates":
			one.Dates = j.Dates
			facts = pb.campaignWhen(one)
		case "budgets":
			one.Budgets = j.Budgets
			facts = pb.campaignDetails(one)
		case "feed_ttl":
			one.FeedTTL = j.FeedTTL
			facts = pb.campaignDetails(one)
		case "shared_fetch":
			one.SharedFetch = j.SharedFetch
			facts = pb.campaignDetails(one)
		case "websub", "websub_poll_every":
			one.WebSub, one.WebSubPollEvery = j.WebSub, j.WebSubPollEvery
			facts = pb.campaignDetails(one)
		case "cadence_per":
			if j.CadencePer == "" {
				return Text{}, false
			}
			return b.l.t("job.cadence_per." + string(j.CadencePer)).withPointer(ptr), true
		case "job_spread":
			if j.Spread == "" {
				return Text{}, false
			}
			return b.l.t("job.spread." + string(j.Spread)).withPointer(ptr), true
		case "job_hide_when_gone":
			if !j.HideWhenGone {
				return Text{}, false
			}
			one.HideWhenGone, one.DeleteAfter = true, j.DeleteAfter
			facts = pb.refetchFacts(one)
		case "job_refetch_after_failure":
			one.RefetchInterval, one.RefetchAfterFailure = j.RefetchInterval, j.RefetchAfterFailure
			facts = pb.refetchFacts(one)
		case "job_refetch_approximate":
			if !j.RefetchApproximate {
				return Text{}, false
			}
			one.RefetchInterval, one.RefetchApproximate = j.RefetchInterval, true
			facts = pb.refetchFacts(one)
		}
	}
	if len(facts) == 0 {
		return Text{}, false
	}
	// The sentences without their own pointers (the values keep theirs), so that the last full
	// stop can give way to the message's own, and a value's abbreviation ("2027 r.") keeps its.
	for i := range facts {
		facts[i].Pointer = ""
	}
	return join(facts, " "), true
}

// largerBodies states what happens to a response larger than the maximum size, for the limits at
// the pointer tokens t, as the page does (limits.max_body_size_<larger_bodies>): with the size of
// these limits, or the one in force for them (policy.Effective), or as a size the operator does not
// publish; false where no value is set.
func (b reviewBuilder) largerBodies(p *policy.Policy, t []string) (Text, bool) {
	lim, ok := limitsAt(p, t)
	if !ok || lim.LargerBodies == "" {
		return Text{}, false
	}
	pb := builder{p: p, l: b.l, lang: b.lang}
	size, sizeAt := lim.MaxBodySize, pointer(anyTokens(append(slices.Clone(t), "max_body_size"))...)
	if size == 0 {
		target, agent := "", ""
		switch t[0] {
		case "targets":
			target = t[1]
		case "agents":
			agent = t[1]
		}
		if e, err := p.Effective(agent, target, ""); err == nil {
			size, sizeAt = e.Limits.MaxBodySize, e.LimitPointer("max_body_size")
		}
	}
	id := "limits.max_body_size_" + string(lim.LargerBodies)
	if size == 0 || pb.unpublishedSize(sizeAt) != "" {
		return b.l.t(id + "_unpublished").withPointer(sizeAt), true
	}
	return b.l.t(id, "Size", pb.size(size, sizeAt)), true
}

// limitsAt finds the limits at the pointer tokens t: the policy's, a category of site's or an
// agent's.
func limitsAt(p *policy.Policy, t []string) (policy.Limits, bool) {
	switch {
	case len(t) == 1 && t[0] == "limits":
		return p.Limits, true
	case len(t) == 3 && t[0] == "targets" && t[2] == "limits":
		if x, ok := p.Targets.Get(t[1]); ok {
			return x.Limits, true
		}
	case len(t) == 3 && t[0] == "agents" && t[2] == "limits":
		if x, ok := p.Agents.Get(t[1]); ok {
			return x.Limits, true
		}
	}
	return policy.Limits{}, false
}

func anyTokens(t []string) []any {
	out := make([]any, len(t))
	for i, s := range t {
		out[i] = s
	}
	return out
}

// AddNoticeShort adds a note, in the review's language, where new promises notice before a change
// takes effect (site.announce_changes_days) but dates changes other than of wording sooner than
// that after day, the day the change is reviewed (sitegen diff: SOURCE_DATE_EPOCH's day, else
// today): the change would take effect with less notice than the page promises; the note gives the
// first date that keeps the promise. A date on or before day is said to be so (diff.notice_short),
// a later one with the days of notice it leaves (diff.notice_short_ahead, as
// policy.LastChangedAfter's warning, which validate and build print; new-user trial 22, F-16). It
// reports whether it added one.
//
// An IP address range that new adds (network.addresses) and first uses (its from) sooner after
// new's date (site.last_changed) than network.announce_days promises gets a note of its own
// (diff.notice_short_address, with the first date of use that keeps the promise), as validate
// warns of it (new-user trial 31, F-28); it sets NoticeShort too.
func (r *Review) AddNoticeShort(new *policy.Policy, changes []policy.Change, msgs *Messages, day time.Time) (bool, error) {
	var problems []string
	l := newLocalizer(msgs, r.Lang, &problems)
	pb := builder{p: new, l: l, lang: r.Lang}
	var notes []string
	n := int(new.Site.AnnounceChangesDays)
	day = day.UTC()
	today := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, time.UTC)
	later := policy.Date{Time: today.AddDate(0, 0, n)}
	if n != 0 && new.Site.LastChanged.Before(later.Time) &&
		slices.ContainsFunc(changes, func(c policy.Change) bool { return c.Class != policy.ClassWording }) {
		if last := new.Site.LastChanged; last.After(today) {
			ahead := countArg{decimal: strconv.Itoa(int(last.Sub(today).Hours()+12) / 24)}
			notes = append(notes, l.n("diff.notice_short_ahead", count(n, ""), "Date", pb.date(last, ""), "Ahead", l.message("duration.day.acc", &ahead, nil), "Today", pb.date(policy.Date{Time: today}, ""), "Later", pb.date(later, "")).Plain())
		} else {
			notes = append(notes, l.n("diff.notice_short", count(n, ""), "Date", pb.date(last, ""), "Later", pb.date(later, "")).Plain())
		}
	}
	for _, i := range addressesNoticeShort(new, changes) {
		a, days := new.Network.Addresses[i], int(new.Network.AnnounceDays)
		key := fmt.Sprintf("network.addresses[%d].from", i)
		notes = append(notes, l.plainSentence(l.n("diff.notice_short_address", count(days, ""),
			"Prefix", code("", a.Prefix.String()), "From", pb.date(a.From, ""), "Date", pb.date(new.Site.LastChanged, ""),
			"Key", plain(key), "Later", pb.date(policy.Date{Time: new.Site.LastChanged.AddDate(0, 0, days)}, ""))))
	}
	if problems != nil {
		return false, &BuildError{Problems: dedupe(problems)}
	}
	if len(notes) == 0 {
		return false, nil
	}
	r.NoticeShort = true
	r.Notes = append(r.Notes, notes...)
	return true, nil
}

// addressesNoticeShort returns the indexes in new.Network.Addresses of the addresses that
// changes add and that new first uses sooner after its date (site.last_changed) than
// network.announce_days promises, as policy's check of the notice of addresses finds them for
// validate. An address that the old version listed already was announced then: it is not added.
func addressesNoticeShort(new *policy.Policy, changes []policy.Change) []int {
	days, published := int(new.Network.AnnounceDays), new.Site.LastChanged
	if days == 0 || !new.Network.AnnouncedBeforeUse || published.IsZero() {
		return nil
	}
	var short []int
	for _, c := range changes {
		rest, ok := strings.CutPrefix(c.Pointer, "/network/addresses/")
		if c.Kind != policy.Added || !ok {
			continue
		}
		i, err := strconv.Atoi(rest)
		if err != nil || i < 0 || i >= len(new.Network.Addresses) {
			continue
		}
		a := new.Network.Addresses[i]
		if a.From.IsZero() || a.From.Before(published.Time) || !a.From.Before(published.AddDate(0, 0, days)) {
			continue
		}
		short = append(short, i)
	}
	return short
}

// requestAt is the request of contact.requests that ptr points to or into
// ("/contact/requests/0/who"); false where there is none.
func requestAt(p *policy.Policy, ptr string) (policy.Request, bool) {
	rest, ok := strings.CutPrefix(ptr, "/contact/requests/")
	if !ok || p == nil {
		return policy.Request{}, false
	}
	idx, _, _ := strings.Cut(rest, "/")
	i, err := strconv.Atoi(idx)
	if err != nil || i < 0 || i >= len(p.Contact.Requests) {
		return policy.Request{}, false
	}
	return p.Contact.Requests[i], true
}

// hasMessage reports whether the page's language has the message id (an optional form).
func (b reviewBuilder) hasMessage(id string) bool {
	_, ok := b.l.messages.Message(b.l.lang, id)
	return ok
}
