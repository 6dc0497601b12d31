package generator

import (
	"slices"
	"strconv"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

func (b *builder) errorsSection() Section {
	l, e := b.l, b.p.Errors
	var facts []Text
	if r := e.Retries; r != nil {
		facts = append(facts, b.retries(r))
		if r.FromOtherRegion {
			// Where a retry comes from, where the policy says (new-user trial 26, F-12).
			facts = append(facts, b.l.t("errors.retries_from_other_region").withPointer("/errors/retries/from_other_region"))
		}
	}
	if len(e.NeverRetried) > 0 {
		// The statuses whose URL a revisit rule checks again later are said apart from the
		// others: "never retried" next to "checked again later" reads as a contradiction
		// (new-user trial 30, F-11), and "not retried straight away" of every status would
		// promise a later retry of those no rule fetches again (en review 20, A1).
		var never, revisited []Text
		for i, s := range e.NeverRetried {
			st := value(pointer("errors", "never_retried", i), strconv.Itoa(s))
			if b.revisitsLater(s) {
				revisited = append(revisited, st)
			} else {
				never = append(never, st)
			}
		}
		if len(never) > 0 {
			facts = append(facts, l.t("errors.never_retried", "Statuses", b.list(never, "or")))
		}
		if len(revisited) > 0 {
			facts = append(facts, l.t("errors.never_retried_revisited", "Statuses", b.list(revisited, "or")))
		}
	}
	switch e.RetryAfter {
	case policy.RetryAfterUseIgnored:
		facts = append(facts, l.t("retry_after.ignored", "Header", retryAfterHeader()).withPointer("/errors/retry_after"))
	case policy.RetryAfterUseHonoured:
		if !e.RetryAfterMax.IsZero() {
			facts = append(facts, l.t("retry_after.honoured_max", "Header", retryAfterHeader(), "T", dur(e.RetryAfterMax.Duration, "/errors/retry_after_max")).withPointer("/errors/retry_after"))
		} else {
			facts = append(facts, l.t("retry_after.honoured", "Header", retryAfterHeader()).withPointer("/errors/retry_after"))
		}
	}
	facts = append(facts, b.slowDownFact()...)
	blocks := []Block{{Facts: facts}}
	if len(e.Reactions) > 0 {
		// Where a reaction ends the run, the table says so in its heading, caption and column:
		// it is not only about pauses.
		caption, heading, pauseCol := "reactions.caption", "reactions.heading", "reactions.pause"
		if slices.ContainsFunc(e.Reactions, func(r policy.Reaction) bool { return r.StopsRun }) {
			caption, heading, pauseCol = "reactions.caption_stops", "reactions.heading_stops", "reactions.pause_stops"
		}
		t := b.newTable(l.n(caption, b.agentCount()),
			[]Text{l.t("reactions.event"), l.t(pauseCol), l.t("reactions.scope")},
			len(e.Reactions))
		t.sentenceHeads = true // "a failed attempt …": a phrase, capitalized as the other cells
		inSeries := b.pausesInSeries(e.Reactions)
		for i, r := range e.Reactions {
			t.addRow(
				Cell{b.reactionEvent(r, "errors", "reactions", i)},
				Cell{b.reactionPause(r, inSeries, "errors", "reactions", i)},
				b.reactionScope(r, "errors", "reactions", i),
			)
		}
		blocks = append(blocks, Block{Heading: l.s(heading), Table: t})
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
	// The conditions as the event, and in the plural, as a count and a count in a row, for a
	// language that puts the count on the noun (fr « 5 erreurs serveur (HTTP 5xx) consécutives »,
	// not « une erreur serveur (HTTP 5xx), 5 fois de suite »: French review 24, F6). Where the
	// adjective stands depends on each condition's words (« 3 synchronisations consécutives qui ne
	// parviennent pas à joindre le système »), so each has its own: condition_in_a_row.
	var own []Text // the statuses a server error includes, where another reaction names them
	if slices.Contains(r.On, policy.ConditionStatus5xx) {
		own = b.ownStatusReactions(r, base...)
	}
	families := []string{"condition", "condition_plural", "condition_in_a_row"}
	forms := make([][]Text, len(families))
	for f, family := range families {
		forms[f] = make([]Text, len(r.On))
		for i, c := range r.On {
			forms[f][i] = b.enum(family, string(c), at("on", i))
			if c == policy.ConditionStatus5xx && len(own) > 0 {
				forms[f][i] = b.l.t(family+".5xx_including", "Statuses", b.list(own, "and")).withPointer(at("on", i))
			}
		}
	}
	on := textForms{base: b.list(forms[0], "or"), forms: map[string]Text{"Plural": b.list(forms[1], "or"), "InARow": b.list(forms[2], "or")}}
	switch {
	case r.Repeated:
		return l.t("reaction.repeated", "On", on).withPointer(at("repeated"))
	case r.Threshold == 0:
		return on.base
	case b.unpublishedSize(at("threshold")) != "":
		// The number exists and is not published: the same event, counted as the policy says.
		id := "reaction.times"
		if r.Consecutive {
			id += "_in_a_row"
		}
		var t Text
		if r.Within != "" {
			t = l.t(id+"_within_unpublished", "On", on, "Within", b.enum("scope_in", string(r.Within), at("within")))
		} else {
			t = l.t(id+"_unpublished", "On", on)
		}
		t = t.withPointer(b.unpublishedSize(at("threshold")))
		if r.Consecutive {
			t = t.withPointer(at("consecutive"))
		}
		return t
	case r.Within != "" && r.Consecutive:
		return l.n("reaction.times_in_a_row_within", count(int(r.Threshold), at("threshold")), "On", on, "Within", b.enum("scope_in", string(r.Within), at("within"))).withPointer(at("consecutive"))
	case r.Within != "":
		return l.n("reaction.times_within", count(int(r.Threshold), at("threshold")), "On", on, "Within", b.enum("scope_in", string(r.Within), at("within")))
	case r.Consecutive:
		return l.n("reaction.times_in_a_row", count(int(r.Threshold), at("threshold")), "On", on).withPointer(at("consecutive"))
	default:
		return l.n("reaction.times", count(int(r.Threshold), at("threshold")), "On", on)
	}
}

// ownStatusReactions lists the server errors that another reaction of the same list (the
// errors' reactions, or the job's own) names by themselves ("503", "504"), where r counts every
// server error: polite counts such a status for both (a 503 pauses for its own row and counts
// toward the run of server errors), so the row of r says that they are included (trial 21, F10:
// 'A server error (HTTP 5xx, including HTTP 503), 3 times in a row'). Empty where r names the
// status itself, or no other reaction does.
func (b *builder) ownStatusReactions(r policy.Reaction, base ...any) []Text {
	var list []policy.Reaction
	var at []any
	switch {
	case len(base) >= 3 && base[0] == "errors":
		list, at = b.p.Errors.Reactions, []any{"errors", "reactions"}
	case len(base) >= 4 && base[0] == "jobs":
		id, _ := base[1].(string)
		list, at = b.job(id).Reactions, []any{"jobs", id, "reactions"}
	default:
		return nil
	}
	self, _ := base[len(at)].(int)
	var out []Text
	for _, c := range []policy.Condition{policy.ConditionStatus503, policy.ConditionStatus504} {
		if slices.Contains(r.On, c) {
			continue
		}
		for i, o := range list {
			if j := slices.Index(o.On, c); i != self && j >= 0 {
				out = append(out, value(pointer(append(slices.Clone(at), i, "on", j)...), string(c)))
				break
			}
		}
	}
	return out
}

// reactionPause states how long a reaction pauses, as a cell of the table of pauses
// (reaction.pause_unpublished_cell, en "Not published" beside "1 minute": English review 31, F6).
// inColumn marks a pause stated in a column with others (pausesInSeries).
func (b *builder) reactionPause(r policy.Reaction, inColumn bool, base ...any) Text {
	return b.pause(r, "reaction.pause_unpublished_cell", inColumn, base...)
}

// pausesInSeries reports whether the pauses of rs, stated one below the other in the table of
// pauses, state more than one duration between them: then each is a duration in a series
// (durationArg.series), fr « 1 minute » beside « 24 heures », not « Une minute » (French editor's
// review 22, I2).
func (b *builder) pausesInSeries(rs []policy.Reaction) bool {
	n := 0
	for _, r := range rs {
		n += b.pauseDurations(r)
	}
	return n > 1
}

// pauseDurations is the number of durations pause states for r: its pause, the cap of its
// escalation, and the cap of Retry-After where the header sets it.
func (b *builder) pauseDurations(r policy.Reaction) int {
	n := 0
	if r.StopsRun {
		return 0
	}
	if !r.PauseUnpublished && r.PauseUntil == "" {
		n++
	}
	if r.Escalation != nil {
		n++
	}
	if r.RetryAfter && !b.p.Errors.RetryAfterMax.IsZero() {
		n++
	}
	return n
}

// pause states how long a reaction pauses; unpublished names the message for a length that is not
// published (a table cell and a sentence word it differently). Its durations are a series where
// it states more than one (the pause and the cap of its escalation: fr « 1 heure, puis le double
// à chaque nouvelle pause, sans dépasser 24 heures ») or where inColumn says the pauses around it
// state others. TestPauseDurationsInSeries.
func (b *builder) pause(r policy.Reaction, unpublished string, inColumn bool, base ...any) Text {
	l := b.l
	atBase := pointer(base...)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	series := inColumn || b.pauseDurations(r) > 1
	d := func(v time.Duration, ptr string) durationArg {
		a := dur(v, ptr)
		a.series = series
		return a
	}
	var t Text
	switch {
	case r.StopsRun:
		// No pause: the run ends (scope "run"), and nothing resumes it.
		return l.t("reaction.stops_run").withPointer(at("stops_run"))
	case r.PauseUntil == policy.PauseUntilWindowOpens:
		t = b.pauseUntilWindow(r, base...).withPointer(at("pause_until"))
	case r.PauseUntil == policy.PauseUntilNextRun:
		// For the rest of the run the event happened in; the next run fetches again (new-user
		// trial 32, F-08). Unlike stops_run, the run goes on for what the scope does not name.
		t = l.t("reaction.pause_until_next_run").withPointer(at("pause_until"))
	case r.PauseUnpublished:
		t = l.t(unpublished).withPointer(at("pause_unpublished"))
	case !r.MinPause.IsZero():
		t = l.t("reaction.min_pause", "T", d(r.MinPause.Duration, at("min_pause")))
	default:
		t = l.t("reaction.pause", "T", d(r.Pause.Duration, at("pause")))
	}
	if e := r.Escalation; e != nil {
		if e.Factor == 2 {
			// "Twice as long", de "doppelt so lange", fr "le double": a factor of two has words of
			// its own in every language.
			t = l.t("reaction.escalation_double", "First", t, "Max", d(e.Max.Duration, at("escalation", "max"))).withPointer(at("escalation", "factor"))
		} else {
			t = l.n("reaction.escalation", count(int(e.Factor), at("escalation", "factor")), "First", t, "Max", d(e.Max.Duration, at("escalation", "max")))
		}
	}
	if r.RetryAfter {
		if b.p.Errors.RetryAfterMax.IsZero() {
			t = l.t("reaction.retry_after", "Header", retryAfterHeader(), "Otherwise", t).withPointer(at("retry_after"))
		} else {
			// One message with the cap, so that a language can state it beside the header's
			// pause and before the pause without one ("as long as Retry-After specifies, up to
			// 2 hours; without the header, 1 minute": English review 17, 15).
			t = l.t("reaction.retry_after_max", "Header", retryAfterHeader(), "Otherwise", t, "Max", d(b.p.Errors.RetryAfterMax.Duration, "/errors/retry_after_max")).withPointer(at("retry_after"))
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

// pauseUntilWindow states a pause that lasts until a window of kind "only" of the reaction's
// jobs next opens (pause_until = "window-opens"), naming the windows: validate makes them the
// same for every job the reaction pauses (new-user trial 31, F-02).
func (b *builder) pauseUntilWindow(r policy.Reaction, base ...any) Text {
	job := ""
	if len(base) >= 2 && base[0] == "jobs" {
		job, _ = base[1].(string)
	}
	jobs := b.p.ReactionJobs(r, job)
	var ws []policy.Window
	if len(jobs) > 0 {
		ws = b.p.OnlyWindows(jobs[0])
	}
	refs := make([]Text, len(ws))
	for i, w := range ws {
		refs[i] = b.l.t("job.window_ref", "Label", b.label(w.Label, "windows", w.ID, "label"))
	}
	return b.l.n("reaction.pause_until_window", count(len(ws), ""), "Windows", b.list(refs, "or"))
}

// reactionInline states a job's own reaction in one line, for the schedule table.
func (b *builder) reactionInline(r policy.Reaction, base ...any) Text {
	atBase := pointer(base...)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	if r.StopsRun {
		return b.l.t("reaction.inline_stops_run", "Event", b.reactionEvent(r, base...)).withPointer(at("stops_run")).withPointer(at("scope"))
	}
	// The scope as a noun, and in the genitive for a language whose sentence makes it own the
	// fetches that pause (de "setzt der Crawler die Abrufe der betreffenden Liste aus", German
	// review 22, P4).
	scope := textForms{base: b.enum("scope_noun", string(r.Scope), at("scope")),
		forms: map[string]Text{"Gen": b.enum("scope_noun_gen", string(r.Scope), at("scope"))}}
	return b.l.t("reaction.inline",
		"Event", b.reactionEvent(r, base...),
		"Pause", b.pause(r, "reaction.pause_unpublished_inline", false, base...),
		"Scope", scope)
}

// ——— How to slow it down or shut it out ———

// retries states the retries of a failed request. Waits that are all the same are stated once,
// "each time after a wait of at least 10 minutes", not as a list that repeats them.
func (b *builder) retries(r *policy.Retries) Text {
	on := b.retriedConditions(r.On)
	if d, ok := sameDelay(r.Delays, "errors", "retries"); ok {
		if len(r.Delays) == 2 {
			return b.l.t("errors.retries_equal_twice", "On", on, "Delay", d).withPointer("/errors/retries/delays")
		}
		return b.l.n("errors.retries_equal", count(len(r.Delays), "/errors/retries/delays"), "On", on, "Delay", d)
	}
	if len(r.Delays) == 2 {
		// "twice", as a person says it, not "2 times" (review 8: en 35).
		return b.l.t("errors.retries_twice", "On", on,
			"Delays", delays(r.Delays, "errors", "retries")).withPointer("/errors/retries/delays")
	}
	return b.l.n("errors.retries", count(len(r.Delays), "/errors/retries/delays"), "On", on,
		"Delays", delays(r.Delays, "errors", "retries"))
}

// retriedConditions lists the conditions that are retried. Where errors.never_retried names a
// server error, "5xx" names the exceptions: the page must not say that every 5xx is retried and
// then that 500 never is (newuser9, finding 10).
func (b *builder) retriedConditions(cs []policy.Condition) Text {
	var except []Text
	for i, s := range b.p.Errors.NeverRetried {
		if s >= 500 && s <= 599 {
			except = append(except, value(pointer("errors", "never_retried", i), strconv.Itoa(s)))
		}
	}
	if len(except) == 0 {
		return b.conditionList(cs, "errors", "retries", "on")
	}
	items := make([]Text, len(cs))
	for i, c := range cs {
		at := pointer("errors", "retries", "on", i)
		if c == "5xx" {
			items[i] = b.l.t("errors.retries_5xx_except", "Statuses", b.list(except, "and")).withPointer(at)
			continue
		}
		items[i] = b.enum("condition", string(c), at)
	}
	return b.list(items, "or")
}

// sameDelay reports whether ds are two or more waits of the same length, and if so that length,
// as the value of the first (base/delays/0); the sentence points at the list as a whole.
func sameDelay(ds []policy.Duration, base ...any) (durationArg, bool) {
	if len(ds) < 2 {
		return durationArg{}, false
	}
	for _, d := range ds[1:] {
		if d != ds[0] {
			return durationArg{}, false
		}
	}
	return dur(ds[0].Duration, sub(pointer(base...), "delays", 0)), true
}

// retryAfterHeader returns the header's name as code, as the page writes every header (German
// review 15, SHOULD 16: "Der Header Retry-After" stood as running text beside `If-None-Match`).
func retryAfterHeader() Text { return code("", "Retry-After") }

// revisitsLater reports whether a revisit rule of some agent checks again, after a time or later,
// a URL that answered the HTTP status s (agents.X.revisits[].statuses with after or later). Of
// errors.never_retried, such a status is said apart: its request is not retried, but, as the
// revisit section says, its URL is checked again later (newuser17 #4, new-user trial 30, F-11).
func (b *builder) revisitsLater(s int) bool {
	for _, a := range b.p.Agents {
		for _, r := range a.Revisits {
			if (!r.After.IsZero() || r.Later) && slices.Contains(r.Statuses, s) {
				return true
			}
		}
	}
	return false
}
