package generator

import (
	"maps"
	"slices"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

func (b *builder) scheduleSection() Section {
	l := b.l
	// The time zone, only where a time of day is stated.
	// With the zone's offsets from UTC where the zone is known (the picture's too).
	week := b.week()
	var zone []Text
	switch {
	case (week != nil || b.statesTimes()) && b.p.Site.TimeZone.Location != nil:
		zone = []Text{b.zoneOffsets()}
	case b.statesTimes():
		zone = []Text{l.t("schedule.time_zone", "Zone", code("/site/time_zone", b.p.Site.TimeZone.String()))}
	}
	blocks := []Block{{Paras: zone, Week: week}}
	var windows []Text
	for _, w := range b.p.Windows {
		windows = append(windows, b.windowText(w))
	}
	if len(windows) > 0 {
		w := Block{ID: "windows", Heading: l.s("schedule.windows"), Facts: windows}
		// A window of kind "only" applies to the fetches it names, not to every crawler's requests
		// (review 6, fr 1): the sentence speaks of the others, and is left out where there are none.
		only := 0
		for _, win := range b.p.Windows {
			if win.Kind == policy.WindowKindOnly {
				only++
			}
		}
		if all := b.allAgents(); !all.IsZero() && only < len(b.p.Windows) {
			id := "schedule.windows_all_agents"
			if only > 0 {
				id = "schedule.windows_all_agents_but_only"
			}
			w.Paras = []Text{l.t(id, "Agents", all)}
		}
		blocks = append(blocks, w)
	}
	if len(b.p.Jobs) > 0 {
		blocks = append(blocks, b.jobsTable())
	}
	return b.section("schedule", blocks...)
}

// statesTimes reports whether the page states a time of day: a window's hours, a schedule rule's
// hours or start time (Coverage's isTimeOfDay finds the same values in policy.json).
func (b *builder) statesTimes() bool {
	for _, w := range b.p.Windows {
		if len(w.Hours) > 0 {
			return true
		}
	}
	for _, j := range b.p.Jobs {
		for _, c := range j.Cadence {
			if !c.Hours.IsZero() || c.At != nil {
				return true
			}
		}
	}
	return false
}

func (b *builder) windowText(w policy.Window) Text {
	return b.windowTextLabelled(w, b.label(w.Label, "windows", w.ID, "label"))
}

// windowTextLabelled states a window with its label as given (the review quotes it).
func (b *builder) windowTextLabelled(w policy.Window, label Text) Text {
	l := b.l
	at := func(tokens ...any) string { return sub(pointer("windows", w.ID), tokens...) }
	id, args := b.windowParts(w, label)
	if w.Kind == policy.WindowKindOnly {
		// Exclusive: the jobs it names run within it and never at other times.
		return l.n(id, count(len(w.Jobs), at("jobs")), args...).withPointer(at("kind"))
	}
	return l.t(id, args...).withPointer(at("kind"))
}

// windowParts are the message id of a window's kind as the page states it (window.quiet,
// window.preferred, window.preferred_targets, window.only) and its parts as arguments: Label,
// When (its days and hours), Targets (the categories of site it applies to, or nothing) and
// Jobs (the kinds of fetch that run only within it). The review states the same parts in
// sentences of its own (diff.window_added, diff.window_removed).
func (b *builder) windowParts(w policy.Window, label Text) (string, []any) {
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
		switch {
		case w.Overnight && h.CrossesMidnight() && w.Days != 0 && w.Days != policy.AllDays:
			span = b.overnightOnDays(h, at("hours", i), at("overnight"))
		case w.Overnight && h.CrossesMidnight():
			span = b.overnight(h, at("hours", i), at("overnight"))
		}
		spans = append(spans, span)
	}
	when = append(when, b.list(spans, "and"))
	if len(w.ExceptDays) > 0 {
		// The days it does not open on (new-user trial 28, F-06: working days without public
		// holidays): "except on 1 January and 5 April 2027", each date as window.except_day words it
		// (German „am …“ before each).
		days := make([]Text, len(w.ExceptDays))
		for i, d := range w.ExceptDays {
			if d.Yearly() {
				days[i] = b.dayOfYear(d, at("except_days", i))
			} else {
				days[i] = b.date(d.Date, at("except_days", i))
			}
			days[i] = l.t("window.except_day", "Day", days[i])
		}
		when = append(when, l.n("window.except_days", count(len(days), ""), "Days", b.list(days, "and")))
	}
	var targets Text
	if len(w.Targets) > 0 {
		items := make([]Text, len(w.Targets))
		for i, id := range w.Targets {
			items[i] = b.targetRef(id, at("targets", i))
		}
		targets = l.n("window.targets", count(len(items), ""), "Targets", b.list(items, "and"))
	}
	if w.Kind == policy.WindowKindOnly {
		return "window.only", []any{
			"Label", label,
			"When", join(when, ", "),
			"Jobs", b.jobList(w.Jobs, "windows", w.ID, "jobs"),
		}
	}
	id := "window." + string(w.Kind)
	if w.Kind == policy.WindowKindPreferred && len(w.Targets) > 0 {
		// A preference for some categories of site says which (new user 4, B1: the targets
		// were stated nowhere, and the proof of the page refused the build).
		id = "window.preferred_targets"
	}
	return id, []any{
		"Label", label,
		"When", join(when, ", "),
		"Targets", targets,
	}
}

func (b *builder) jobsTable() Block {
	l := b.l
	// The sites only where a job names a target.
	agents := true
	targets := slices.ContainsFunc(b.p.Jobs, func(j policy.Job) bool { return j.Target != "" })
	head := []Text{l.t("jobs_table.job")}
	if agents {
		head = append(head, l.t("jobs_table.agent"))
	}
	if targets {
		head = append(head, l.t("jobs_table.target"))
	}
	head = append(head, l.t("jobs_table.when"), l.t("jobs_table.details"))
	// The caption names only the columns the table has (review 8: en 9).
	caption := l.t("jobs_table.caption_no_target")
	if targets {
		caption = l.t("jobs_table.caption")
	}
	t := b.newTable(caption, head, len(b.p.Jobs))
	// The categories of site whose block under "How often and how much" states limits of their
	// own, where what holds for their sites (the general limits and theirs) states a rate, a
	// number at a time or a quota: a row points there for how often and how much, never at a
	// block of limits of each request alone (new-user trial 20, finding 6).
	ownLimits := map[string]bool{}
	for _, tg := range b.p.Targets {
		e := b.effective("", tg.ID)
		ownLimits[tg.ID] = len(b.limitFacts(tg.Limits, &e, "targets", tg.ID, "limits")) > 0 && limitCount(e.Limits) > 0
	}
	// The agents with limits of their own ("Limits specific to …"), which hold in addition to
	// the general ones and a category's (policy.Effective's AgentLimits): a row of such an
	// agent's job says so, never only "the general limits apply" (new-user trial 22, F-17).
	agentLimits := map[string]bool{}
	for _, a := range b.p.Agents {
		agentLimits[a.ID] = len(b.limitFacts(a.Limits, nil, "agents", a.ID, "limits")) > 0
	}
	general := b.generalRate()
	anyOwnLimits := slices.Contains(slices.Collect(maps.Values(ownLimits)), true)
	for _, j := range b.p.Jobs {
		atBase := pointer("jobs", j.ID)
		at := func(tokens ...any) string { return sub(atBase, tokens...) }
		// A job without a category of site goes to any site: said where the column names the
		// categories of other jobs, so that the empty cell does not read as unfinished.
		target := Cell{l.t("jobs_table.any_site")}
		if j.Target != "" {
			tg := b.target(j.Target)
			target = Cell{b.label(tg.Label, "targets", j.Target, "label").withPointer(at("target"))}
		}
		when := b.jobWhen(j)
		if len(when) == 0 {
			// A job may leave out when it runs (validate warns): the cell says that the policy
			// does not state it, never an empty cell that reads as unfinished or as "never"
			// (new-user trial 21, finding 2).
			when = Cell{l.t("jobs_table.when_not_stated")}
		}
		details := append(b.jobDetails(j), b.campaignDetails(j)...)
		// The model's rule for rules that overlap (Job.Cadence), in the row of a job that has
		// several that can: a rule With another job adds that job's runs and overlaps none.
		if alternatives(j) {
			details = append(details, l.t("jobs_table.first_rule", "When", l.s("jobs_table.when")))
		}
		if len(details) == 0 {
			// An empty cell could read as "no limits": say which apply, where there are some: the
			// limits of the job's category of site where it has its own (they replace the general
			// ones field by field, policy.Effective), else the general ones.
			switch {
			case ownLimits[j.Target]:
				details = Cell{l.t("jobs_table.no_details_target", "Target", b.targetRef(j.Target, at("target")), "Section", l.s("section.rates"))}
			case j.Target == "" && general && anyOwnLimits:
				// Any site: a site of a category with limits of its own gets those.
				details = Cell{l.t("jobs_table.no_details_any", "Section", l.s("section.rates"))}
			case general:
				details = Cell{l.t("jobs_table.no_details", "Section", l.s("section.rates"))}
			}
		}
		if agentLimits[j.Agent] {
			name := b.agentNameText(b.agent(j.Agent)).withPointer(pointer("agents", j.Agent, "limits"))
			if len(details) == 0 {
				details = Cell{l.t("jobs_table.no_details_agent", "Token", name, "Section", l.s("section.rates"))}
			} else {
				details = append(details, l.t("jobs_table.agent_limits_too", "Token", name))
			}
		}
		row := []Cell{{b.label(j.Label, "jobs", j.ID, "label")}}
		if agents {
			a := b.agent(j.Agent)
			name := Cell{b.token(j.Agent, at("agent"))}
			if a.Token == "" {
				name = Cell{b.agentNameText(a).withPointer(at("agent"))} // as the agent's heading names it
			}
			row = append(row, name)
		}
		if targets {
			row = append(row, target)
		}
		t.addRow(append(row, when, details)...)
	}
	return Block{ID: "jobs", Heading: l.s("jobs_table.heading"), Table: t}
}

// jobWhen states when a job runs, as the table of jobs' column "When" does: that it runs
// continuously, each schedule rule, each event that starts it, the runs a year and the dates of a campaign. The review states an
// added job by it too.
func (b *builder) jobWhen(j policy.Job) Cell {
	l := b.l
	at := func(tokens ...any) string { return sub(pointer("jobs", j.ID), tokens...) }
	var when Cell
	if j.Continuous {
		when = append(when, l.t("job.continuous").withPointer(at("continuous")))
	}
	for i, c := range j.Cadence {
		when = append(when, b.cadenceText(j, i, c))
	}
	for i, tr := range j.Triggers {
		// A job that runs after a timeout pauses first where it has its own pause: it runs
		// when that pause ends, not straight after the timeout.
		if tr == policy.JobTriggerAfterTimeout && len(j.Reactions) > 0 {
			when = append(when, l.t("job.after_timeout_paused").withPointer(at("triggers", i)))
			continue
		}
		t := b.enum("job_trigger", string(tr), at("triggers", i))
		switch n, ptr, days := b.reCheckWithin(j.ID); {
		case j.WithinWorkingDays != 0:
			// How soon after the trigger the job runs, said with each (validate allows it only
			// with triggers that are requests or complaints the operator answers).
			t = l.n("job.trigger_within", count(int(j.WithinWorkingDays), at("within_working_days")), "Trigger", t)
		case tr == policy.JobTriggerSiteRequest && n != 0 && days:
			// The time limit of the re-check the job carries out, where the job states none of
			// its own (new-user trial 33, F-01: the row said nothing of the 10 working days).
			t = l.n("job.trigger_within_days", count(int(n), ptr), "Trigger", t)
		case tr == policy.JobTriggerSiteRequest && n != 0:
			t = l.n("job.trigger_within", count(int(n), ptr), "Trigger", t)
		}
		when = append(when, t)
	}
	switch len(j.StartedBy) {
	case 0:
	case 1:
		when = append(when, l.t("job.started_by", "Job", b.jobRef(j.StartedBy[0], at("started_by"))))
	default:
		// Any one of them starts the job: "whenever “A” or “B” finds something new to fetch".
		jobs := make([]Text, len(j.StartedBy))
		for i, id := range j.StartedBy {
			jobs[i] = b.jobRef(id, at("started_by", i))
		}
		when = append(when, l.t("job.started_by_any", "Jobs", b.list(jobs, "or")))
	}
	return append(when, b.campaignWhen(j)...)
}

// occasionsWhen states when a rule for the occasions ids runs, items their labels, with the words
// each language puts before an occasion of its kind (occasion_when.KIND: en "on a session day or
// the day before", "during a council session broadcast live"; English review 22, B1).
// Neighbouring occasions of one kind share the words ("on X and Y"); a list of both kinds gives
// each run its own ("on X and during Y").
func (b *builder) occasionsWhen(ids []string, items []Text) Text {
	kind := func(id string) policy.OccasionKind {
		if k := b.occasion(id).Kind; k != "" {
			return k
		}
		return policy.OccasionEvent
	}
	var runs []Text
	for start := 0; start < len(ids); {
		end := start + 1
		for end < len(ids) && kind(ids[end]) == kind(ids[start]) {
			end++
		}
		t := b.l.t("occasion_when."+string(kind(ids[start])), "Occasions", b.list(items[start:end], "and"))
		for _, id := range ids[start:end] {
			if b.occasion(id).Kind != "" {
				t = t.withPointer(pointer("occasions", id, "kind"))
			}
		}
		runs = append(runs, t)
		start = end
	}
	return b.list(runs, "and")
}

// alternatives reports whether a job has two or more schedule rules that are alternatives, of
// which the first that applies wins (policy.Job.Cadence): the rules other than those With another
// job.
func alternatives(j policy.Job) bool {
	n := 0
	for _, c := range j.Cadence {
		if c.With == "" {
			n++
		}
	}
	return n > 1
}

// cadenceSpan states the weekdays and hours of a cadence rule at atBase ("Mon–Fri",
// "07:00–19:00"), each a value: none where the rule runs all week or at a start time, whose days
// cadenceText says with the time.
func (b *builder) cadenceSpan(atBase string, c policy.Cadence) []Text {
	l := b.l
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	var when []Text
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
		case c.Overnight && c.Days != 0 && c.Days != policy.AllDays:
			h = b.overnightOnDays(c.Hours, at("hours"), at("overnight"))
		case c.Overnight:
			h = b.overnight(c.Hours, at("hours"), at("overnight"))
		}
		when = append(when, h)
	}
	return when
}

// weeklyOn returns the weekday of a rule that runs once a week, on that day: its days are one
// weekday, its interval (not a default) at least a day, so that it runs once on such a day, and
// at most a week, so that it runs on each of them. Otherwise -1.
func weeklyOn(c policy.Cadence) time.Weekday {
	runs := c.Days.Runs()
	if c.IsDefault || len(runs) != 1 || runs[0][0] != runs[0][1] || len(c.Occasions) > 0 ||
		c.Every.Duration < 24*time.Hour || c.Every.Duration > 7*24*time.Hour {
		return -1
	}
	return runs[0][0]
}

// cadenceWhen is when a schedule rule applies, as the table of jobs states it before the rule's
// interval: its occasions, days, hours and start time ("Mon–Fri", "07:00–19:00"); none for a rule
// that applies at any time. The review names a rule of several by it (diff.field_of_rule).
func (b *builder) cadenceWhen(j policy.Job, i int, c policy.Cadence) []Text {
	l := b.l
	atBase := pointer("jobs", j.ID, "cadence", i)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	var when []Text
	// A rule for occasions reads "during session days …"; one that runs around them states its
	// span with them, "from 45 minutes before the start of a council session broadcast live
	// until …", where the occasion is the event whose start the span counts from (issue 12): the
	// message holds both, since a language may need the occasion inside the span's words. Several
	// occasions are joined with "or": the span is counted from the start of each one, whichever
	// it is ("from 45 minutes before the start of a council session or a committee meeting until
	// at most 10 hours after it starts"; English review 39).
	span := ""
	switch {
	case !c.FromBefore.IsZero() && !c.UntilAfter.IsZero():
		span = "around"
	case !c.FromBefore.IsZero():
		span = "before"
	case !c.UntilAfter.IsZero():
		span = "after"
	}
	spanArgs := func(extra ...any) []any {
		return append(extra, "Before", dur(c.FromBefore.Duration, at("from_before")), "After", dur(c.UntilAfter.Duration, at("until_after")))
	}
	if len(c.Occasions) > 0 {
		items := make([]Text, len(c.Occasions))
		for k, id := range c.Occasions {
			o := b.occasion(id)
			items[k] = b.label(o.Label, "occasions", id, "label").withPointer(at("occasions", k))
		}
		if span != "" {
			when = append(when, l.t("cadence."+span+"_occasions", spanArgs("Occasions", b.list(items, "or"))...))
			span = ""
		} else {
			when = append(when, b.occasionsWhen(c.Occasions, items))
		}
	}
	// A rule on one weekday at an interval from a day to a week runs once on each of those days:
	// "On Sundays, 01:00–06:00: once a week", not "Sun, 01:00–06:00: every 7 days", nor "Sat: every
	// day" (newuser12 17, land13's leftover). A default interval (is_default) keeps its words.
	weekly := weeklyOn(c)
	spanWhen := b.cadenceSpan(atBase, c)
	if weekly >= 0 && c.At == nil && len(spanWhen) > 0 {
		spanWhen[0] = l.t("weekday.on." + dayKey(weekly)).withPointer(at("days"))
	}
	when = append(when, spanWhen...)
	// A start time runs once on each of its days: every = "24h" beside it says so again ("Every
	// day at 02:00: every day", new-user trial 21, F4), and is left out; the start time states it.
	daily := c.At != nil && c.Every.Duration == 24*time.Hour && !c.IsDefault
	if c.At != nil {
		// A start time reads with its days: "Mon at 03:00", "every day at 04:50".
		days := l.t("days.every_day")
		if c.Days != 0 {
			days = b.days(c.Days, at("days"))
			// One weekday reads as a habit in running text: "on Mondays at 03:00", de "montags um
			// 3:00 Uhr", fr "le lundi à 3 h", pl "w poniedziałki o 3:00".
			if runs := c.Days.Runs(); len(runs) == 1 && runs[0][0] == runs[0][1] {
				days = l.t("weekday.on." + dayKey(runs[0][0])).withPointer(at("days"))
			}
		}
		startsAt := l.t("cadence.at", "Days", days, "Time", b.clock(*c.At, at("at")))
		if daily {
			startsAt = startsAt.withPointer(at("every")) // its days state the interval
		}
		when = append(when, startsAt)
	}
	switch span { // a span without occasions
	case "around":
		when = append(when, l.t("cadence.around", spanArgs()...))
	case "before":
		when = append(when, l.t("cadence.before", "Before", dur(c.FromBefore.Duration, at("from_before"))))
	case "after":
		when = append(when, l.t("cadence.after", "After", dur(c.UntilAfter.Duration, at("until_after"))))
	}
	return when
}

func (b *builder) cadenceText(j policy.Job, i int, c policy.Cadence) Text {
	l := b.l
	atBase := pointer("jobs", j.ID, "cadence", i)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	when := b.cadenceWhen(j, i, c)
	weekly := weeklyOn(c)
	daily := c.At != nil && c.Every.Duration == 24*time.Hour && !c.IsDefault
	var how []Text
	if !c.Every.IsZero() && !daily {
		if c.IsDefault {
			how = append(how, l.t("cadence.every_default", "Every", dur(c.Every.Duration, at("every"))).withPointer(at("is_default")))
		} else if weekly >= 0 {
			how = append(how, l.t("cadence.once_a_week").withPointer(at("every")))
		} else {
			how = append(how, l.t("cadence.every", "Every", dur(c.Every.Duration, at("every"))))
		}
	}
	if len(c.EveryChoices) > 0 {
		// Intervals of which the customer picks one: one rule, with no default and no rule
		// that wins over another (new-user trial 26, F-04).
		items := make([]Text, len(c.EveryChoices))
		for k, d := range c.EveryChoices {
			items[k] = l.t("cadence.every", "Every", dur(d.Duration, at("every_choices", k)))
		}
		how = append(how, l.t("cadence.every_choices", "Choices", b.list(items, "or")))
	}
	if c.MaxPerDay != 0 {
		how = append(how, l.n("cadence.max_per_day", count(int(c.MaxPerDay), at("max_per_day"))))
	}
	if c.FromEachRegion != 0 {
		// Each run from several regions: their number is a value, and where the policy lists the
		// regions, they are named.
		n := count(int(c.FromEachRegion), at("from_each_region"))
		if rs := b.p.Network.Regions; len(rs) > 0 {
			items := make([]Text, len(rs))
			for k, r := range rs {
				items[k] = b.label(r.Label, "network", "regions", k, "label")
			}
			id := "cadence.from_each_listed_region"
			if int(c.FromEachRegion) < len(rs) {
				// From some of them, not each (new-user trial 26, F-08).
				id = "cadence.from_some_listed_regions"
			}
			how = append(how, l.n(id, n, "Regions", b.list(items, "and")))
		} else {
			how = append(how, l.n("cadence.from_each_region", n))
		}
	}
	if c.With != "" {
		how = append(how, l.t("cadence.with", "Job", b.jobRef(c.With, at("with"))))
	}
	if len(c.Condition) > 0 {
		how = []Text{l.t("cadence.condition", "How", join(how, ", "), "Condition", b.label(c.Condition, "jobs", j.ID, "cadence", i, "condition"))}
	} else if len(how) > 0 && slices.ContainsFunc(j.Cadence[:i], func(e policy.Cadence) bool { return len(e.Condition) > 0 && (len(when) == 0 || sameTimes(e, c)) }) {
		// A rule without a condition after rules with conditions, at any time or at the same
		// times as one of them, applies where none of them does (the first rule that applies
		// wins): said, so that the rules do not read as fetches that all happen (en 7, de 9:
		// two lines "starting between 01:00 and 06:00").
		how = []Text{l.t("cadence.otherwise", "How", join(how, ", "))}
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
	if j.CadencePer != "" {
		// What the schedule counts per, first: how a webmaster works out the load of a site with
		// several of them (new-user trial 26, F-05).
		c = append(c, l.t("job.cadence_per."+string(j.CadencePer)).withPointer(at("cadence_per")))
	}
	if !j.Limits.MinInterval.IsZero() {
		// The job's own interval, as the limits of a category of site state theirs: with the key
		// and the unit in force for its sites (policy.Effective).
		e, err := b.p.Effective("", j.Target, j.ID)
		if err != nil {
			panic("generator: " + err.Error())
		}
		c = append(c, b.limitFacts(j.Limits, &e, "jobs", j.ID, "limits")...)
	}
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
	// How long a run takes at most, and how its requests are spread over it, each only where the
	// policy states it (new-user trial 29, F-07: a scanner's weekly pass, in prose before).
	if !j.RunTakesAtMost.IsZero() {
		c = append(c, l.t("job.run_takes_at_most", "T", dur(j.RunTakesAtMost.Duration, at("run_takes_at_most"))))
	}
	if j.Spread != "" {
		c = append(c, l.t("job.spread."+string(j.Spread)).withPointer(at("spread")))
	}
	// The least time between two of its runs on the same site, only where the policy states it
	// (new-user trial 31, F-03: "each site at most once every three years", in prose before).
	if !j.SiteInterval.IsZero() {
		c = append(c, l.t("job.site_interval", "T", dur(j.SiteInterval.Duration, at("site_interval"))))
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
	c = append(c, b.refetchFacts(j)...)
	// A start by hand first: the site's window, which holds "even when started by hand", follows.
	if j.ManualStart {
		c = append(c, l.t("job.manual_start").withPointer(at("manual_start")))
	}
	if j.SiteWindow {
		c = append(c, l.t("job.site_window").withPointer(at("site_window")))
	}
	// The windows it runs only in (kind "only"), by their labels: the window's sentence above
	// states the hours.
	var only []Text
	for _, w := range b.p.Windows {
		if i := slices.Index(w.Jobs, j.ID); i >= 0 && w.Kind == policy.WindowKindOnly {
			only = append(only, l.t("job.window_ref", "Label", b.label(w.Label, "windows", w.ID, "label")).withPointer(pointer("windows", w.ID, "jobs", i)))
		}
	}
	if len(only) > 0 {
		c = append(c, l.n("job.only_windows", count(len(only), ""), "Windows", b.list(only, "and")))
	}
	if j.ExplicitActivation {
		c = append(c, l.t("job.explicit_activation").withPointer(at("explicit_activation")))
	}
	if j.LegalBasis != nil {
		// Before the exception from robots.txt that a mandate may be the reason for (trial 28,
		// F-05: "it fetches under a legal mandate" could not say which).
		c = append(c, b.legalBasis("job.legal_basis", *j.LegalBasis, "jobs", j.ID))
	}
	if j.RobotsTxt == policy.RobotsUseNotRead && j.NotReadBecause != "" {
		c = append(c, l.t("job.not_read_because."+string(j.NotReadBecause)).withPointer(at("not_read_because")).withPointer(at("robots_txt")))
		if j.CrawlDelay != "" {
			c = append(c, l.t("job.crawl_delay."+string(j.CrawlDelay)).withPointer(at("crawl_delay")))
		}
		if j.OptOut == policy.OptOutNotPossible {
			// No way out of these fetches, stated where their exception from robots.txt is
			// (trial 28, F-02).
			c = append(c, l.t("job.no_opt_out").withPointer(at("opt_out")))
		}
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
	if then.IsZero() && len(ds) == 1 {
		return b.l.t("retry.once", "Delays", delays(ds, base...)) // one retry, not a series
	}
	if d, ok := sameDelay(ds, base...); ok && then.IsZero() {
		// The same wait each time, stated once (newuser9, finding 1).
		at := sub(pointer(base...), "delays")
		if len(ds) == 2 {
			return b.l.t("retry.delays_equal_twice", "Delay", d).withPointer(at)
		}
		return b.l.n("retry.delays_equal", count(len(ds), at), "Delay", d)
	}
	if then.IsZero() {
		return b.l.t("retry.delays", "Delays", delays(ds, base...))
	}
	// The waits joined as format.retry_delays_then_list says: "and" where the sentence says "and
	// then" before the repeating interval itself (English review 37, F1), else list.then.
	waits := delays(ds, base...)
	if b.l.s("format.retry_delays_then_list") == "and" {
		waits.conj = "and"
	}
	return b.l.t("retry.delays_then", "Delays", waits, "Then", dur(then.Duration, sub(pointer(base...), "then_every")))
}

// ——— robots.txt ———

// sameTimes reports whether two rules of a cadence apply at the same times: the same weekdays,
// span of the day (or start time) and occasions.
func sameTimes(a, b policy.Cadence) bool {
	sameAt := (a.At == nil) == (b.At == nil) && (a.At == nil || *a.At == *b.At)
	return a.Days == b.Days && a.Hours == b.Hours && a.Overnight == b.Overnight && a.StartsOnly == b.StartsOnly &&
		sameAt && slices.Equal(a.Occasions, b.Occasions) && a.FromBefore == b.FromBefore && a.UntilAfter == b.UntilAfter
}

// refetchFacts are what a job's details say of fetching an item again and of an item gone from
// the site: the minimum time before a fetch again (after a miss or a failure too, where the
// policy says so) or the approximate time between fetches (refetch_approximate), the re-checks of a resource found changed or new, and hiding and deleting a
// gone item, each only where the policy states it.
// The review quotes them for a change of one of these values.
func (b *builder) refetchFacts(j policy.Job) []Text {
	l := b.l
	at := func(tokens ...any) string { return sub(pointer("jobs", j.ID), tokens...) }
	var c []Text
	if !j.RefetchInterval.IsZero() {
		// "Even after a miss or a failure" only where the policy says so; "about", and no
		// minimum, where the interval is approximate (new-user trial 25, F-02).
		switch {
		case j.RefetchApproximate:
			c = append(c, l.t("job.refetch_interval_about", "T", dur(j.RefetchInterval.Duration, at("refetch_interval"))).withPointer(at("refetch_approximate")))
		case j.RefetchAfterFailure:
			c = append(c, l.t("job.refetch_interval_after_failure", "T", dur(j.RefetchInterval.Duration, at("refetch_interval"))).withPointer(at("refetch_after_failure")))
		default:
			c = append(c, l.t("job.refetch_interval", "T", dur(j.RefetchInterval.Duration, at("refetch_interval"))))
		}
	}
	for i, f := range j.FollowUp {
		c = append(c, l.n("job.follow_up."+string(f.When), count(int(f.Max), at("follow_up", i, "max")), "T", dur(f.After.Duration, at("follow_up", i, "after"))).withPointer(at("follow_up", i, "when")))
	}
	// Hidden at once and deleted later: each only where the policy says so, one sentence for both.
	switch {
	case j.HideWhenGone && !j.DeleteAfter.IsZero():
		c = append(c, l.t("job.hide_when_gone_delete_after", "T", upTo(j.DeleteAfter, at("delete_after"))).withPointer(at("hide_when_gone")))
	case j.HideWhenGone:
		c = append(c, l.t("job.hide_when_gone").withPointer(at("hide_when_gone")))
	case !j.DeleteAfter.IsZero():
		c = append(c, l.t("job.delete_after", "T", upTo(j.DeleteAfter, at("delete_after"))))
	}
	return c
}
