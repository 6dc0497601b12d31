package policy

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"
)

// Contradictions between parts of a policy that each validate on their own (new-user trial 12):
// the page would state both, and one of them cannot hold.

// conflicts applies the checks of this file.
func (c *checker) conflicts() {
	c.crawlDelayWithoutEffect()
	c.preferredInQuiet()
	c.cadenceInQuiet()
	c.everyBeyondSpan()
	c.cadenceShadowed()
	c.slowerNotSlower()
}

// ownInterval is the crawler's own shortest time between two requests to one site, and the key
// path of the setting that gives it: the general limits' min_interval (or default_interval where
// no min_interval is set), or a target's or a job's (jobs.X.limits) where it is shorter. ok is false where some requests have
// no interval of the crawler's own (a target without one under general limits without one).
func (c *checker) ownInterval() (d time.Duration, path string, ok bool) {
	of := func(l Limits) (time.Duration, string) {
		switch {
		case !l.MinInterval.IsZero():
			return l.MinInterval.Duration, "min_interval"
		case !l.DefaultInterval.IsZero():
			return l.DefaultInterval.Duration, "default_interval"
		}
		return 0, ""
	}
	d, field := of(c.p.Limits)
	if d == 0 {
		return 0, "", false
	}
	path = "limits." + field
	for _, t := range c.p.Targets {
		if td, tf := of(t.Limits); td != 0 && td < d {
			d, path = td, "targets."+keyPart(t.ID)+".limits."+tf
		}
	}
	for _, j := range c.p.Jobs {
		if jd := j.Limits.MinInterval.Duration; jd != 0 && jd < d {
			d, path = jd, "jobs."+keyPart(j.ID)+".limits.min_interval"
		}
	}
	return d, path, true
}

// crawlDelayWithoutEffect refuses a Crawl-delay that can never change the crawler's pace: an
// honoured Crawl-delay counts at most crawl_delay_max (a longer one counts as that, or is
// ignored), and the crawler keeps the longer of a Crawl-delay and its own interval (package polite
// does; "honoured-if-longer" says so on the page), so where crawl_delay_max is no longer than that
// interval no Crawl-delay line slows the crawler down, while the page would offer one as the way
// to do so (new-user trial 12, item 2). Checked for each agent that reads a Crawl-delay
// (ReadsCrawlDelay: one that does not obey robots.txt may still read it; new-user trial 33, F-02),
// with its own robots_txt_handling and its own min_interval where longer; not where the interval counts page loads and a Crawl-delay spaces the
// resources a page embeds too (it then does slow the crawler down).
func (c *checker) crawlDelayWithoutEffect() {
	own, ownPath, ok := c.ownInterval()
	if !ok {
		return
	}
	reported := map[string]bool{}
	for _, a := range c.p.Agents {
		// An agent that does not obey robots.txt may still read its Crawl-delay (crawl_delay =
		// "applied"), and the page then says it honours one (new-user trial 33, F-02).
		if !c.p.ReadsCrawlDelay(a) {
			continue
		}
		own, ownPath := own, ownPath
		// An agent's own limits hold in addition to the general ones: its interval, counted per
		// the same key, is the longer.
		if ad := a.Limits.MinInterval.Duration; ad > own && a.Limits.IntervalKey == c.p.Limits.IntervalKey {
			own, ownPath = ad, "agents."+keyPart(a.ID)+".limits.min_interval"
		}
		r, set := overrideRobots(c.p.RobotsTxt, a.RobotsTxtHandling)
		if r.CrawlDelay != CrawlDelayHonoured && r.CrawlDelay != CrawlDelayHonouredIfLonger || r.CrawlDelayMax.IsZero() || r.CrawlDelayMax.Duration > own {
			continue
		}
		if e := a.Embedded; c.p.Limits.IntervalUnit == LoadUnitPageLoads && e != nil && e.Fetch == EmbeddedFetched &&
			(e.CrawlDelay == AppliedYes || e.CrawlDelay == "" && e.RobotsTxt != RobotsUseNotRead) {
			continue
		}
		path := "robots_txt.crawl_delay_max"
		if set["crawl_delay_max"] {
			path = "agents." + keyPart(a.ID) + ".robots_txt_handling.crawl_delay_max"
		}
		if reported[path] {
			continue
		}
		reported[path] = true
		c.add(path, "%s is no longer than the crawler's own interval of %s (%s), and the crawler keeps the longer of the two: no Crawl-delay can slow it down, yet the page would offer one as the way to (want crawl_delay_max longer than %s, e.g. %q, or crawl_delay = \"ignored\")",
			r.CrawlDelayMax, Duration{Duration: own}, ownPath, Duration{Duration: own}, longerExample(own))
	}
}

// preferredInQuiet refuses a span of a window of kind "preferred" that lies wholly within windows
// of kind "quiet", on every day the preferred window applies, for every site it applies to: the
// crawler sends nothing then, so the page would draw work to hours without requests (new-user
// trial 12, item 7). A span that only reaches into a quiet window is left alone (the quiet window
// holds there, and the page says so).
func (c *checker) preferredInQuiet() {
	for _, p := range c.p.Windows {
		if p.Kind != WindowKindPreferred {
			continue
		}
		// The quiet windows that hold wherever p does: for every site, or for each of p's sites.
		var quiet []Window
		for _, q := range c.p.Windows {
			if q.Kind == WindowKindQuiet && (len(q.Targets) == 0 || len(p.Targets) > 0 && !slices.ContainsFunc(p.Targets, func(t string) bool { return !slices.Contains(q.Targets, t) })) {
				quiet = append(quiet, q)
			}
		}
		if len(quiet) == 0 {
			continue
		}
		for i, h := range p.Hours {
			if h.From == h.To {
				continue // refused as empty
			}
			names := quietThroughout(quiet, p.Days, h.From, TimeOfDay(h.Duration()/time.Minute))
			if names == nil {
				continue
			}
			c.add(fmt.Sprintf("windows.%s.hours[%d]", keyPart(p.ID), i), "%s lies within %s, of kind \"quiet\", when no requests are sent: the page would draw work to hours without any (want hours outside it, or this span removed)", h, strings.Join(names, " and "))
		}
	}
}

// quietFor returns the windows of kind "quiet" that hold for every request of job j: those for
// every site, and those for the job's category of site (the windows polite applies to its
// requests, Effective.Windows). A quiet window for other sites leaves j's requests free.
func (c *checker) quietFor(j Job) []Window {
	var quiet []Window
	for _, w := range c.p.Windows {
		if w.Kind == WindowKindQuiet && (len(w.Targets) == 0 || j.Target != "" && slices.Contains(w.Targets, j.Target)) {
			quiet = append(quiet, w)
		}
	}
	return quiet
}

// quietThroughout reports whether every minute of a span lies within the quiet windows: span
// minutes from the time of day from, on each of days (every day where days is 0), a span past
// midnight going on into the next day. It returns the key paths of the quiet windows that cover
// some minute of it ("windows.ID", in quiet's order), or nil where a minute is free.
func quietThroughout(quiet []Window, days Weekdays, from, span TimeOfDay) []string {
	const day = 24 * 60
	touched := map[string]bool{}
	for d := range time.Weekday(7) {
		if days != 0 && !days.Has(d) {
			continue
		}
		for k := TimeOfDay(0); k < span; k++ {
			wd, m := d, from+k
			if m >= day {
				wd, m = (d+1)%7, m-day
			}
			covered := false
			for _, q := range quiet {
				if q.Covers(wd, m) {
					covered, touched[q.ID] = true, true
				}
			}
			if !covered {
				return nil
			}
		}
	}
	var names []string
	for _, q := range quiet {
		if touched[q.ID] {
			names = append(names, "windows."+keyPart(q.ID))
		}
	}
	return names
}

// cadenceInQuiet refuses a schedule rule of a job whose every run lies within windows of kind
// "quiet" that hold for the job (quietFor): its start time (at), or every minute of its span
// (hours, or the whole of each of its days where it states days alone), on each of its days,
// minute by minute in site.time_zone's week, a span across midnight ending on the next day. polite
// refuses every request then (*QuietError), so the rule never runs, while the page would state
// both the runs and "no requests" (new-user trial 13, finding 1). A rule that is free for one
// minute on one of its days is left alone: the quiet window holds there, and the page says so.
// Rules relative to occasions (from_before, until_after) have no hours of the week, and a rule
// without days, hours or at runs all day (only an all-day quiet window, refused in windows,
// would hold it).
func (c *checker) cadenceInQuiet() {
	const day = 24 * 60
	if slices.ContainsFunc(c.p.Windows, quietAllDay) {
		return // refused in windows: one problem, not one for each rule as well
	}
	for _, j := range c.p.Jobs {
		quiet := c.quietFor(j)
		if _, _, blocked := c.onlyWindowsBlocked(j); len(quiet) == 0 || blocked {
			continue // none, or the job's only windows are refused (onlyWindowsQuiet)
		}
		for i, r := range j.Cadence {
			if !r.FromBefore.IsZero() || !r.UntilAfter.IsZero() {
				continue
			}
			var field, what string
			var from, span TimeOfDay
			switch {
			case r.At != nil:
				if *r.At >= day {
					continue // refused in cadence
				}
				field, what, from, span = "at", r.At.String(), *r.At, 1
			case !r.Hours.IsZero():
				field, what, from, span = "hours", r.Hours.String(), r.Hours.From, TimeOfDay(r.Hours.Duration()/time.Minute)
			case r.Days != 0:
				field, what, from, span = "days", r.Days.String()+" (all day)", 0, day
			default:
				continue
			}
			names := quietThroughout(quiet, r.Days, from, span)
			if names == nil {
				continue
			}
			on := ""
			if r.Days != 0 && field != "days" {
				on = " on " + r.Days.String()
			}
			want := map[string]string{"at": "a time outside it", "hours": "hours outside it", "days": "days or hours outside it"}[field]
			c.add(fmt.Sprintf("jobs.%s.cadence[%d].%s", keyPart(j.ID), i, field), "%s lies within %s, of kind \"quiet\", when no requests are sent: the rule would never run, though the page would state its runs (want %s, or this rule removed)",
				what+on, strings.Join(names, " and "), want)
		}
	}
}

// everyBeyondSpan warns of a schedule rule whose every is longer than its span of hours and
// shorter than the time from one of the rule's spans to the next (a day, or more where the rule's
// days have gaps): at most one run falls in each span, so the rule runs once a span, not at the
// interval the page would state ("Mon–Fri, 07:00–08:00: every 6 hours" runs once a day; new-user
// trial 13, finding 1). A warning, not an error: the rule is well defined, and the page overstates
// how often the crawler comes, never understates it. An every as long as the spans' distance or
// longer is a real schedule ("every 7 days" within a Sunday-night span), and so is a span that
// only bounds the start of runs with max_per_day; rules about occasions have no fixed distance.
func (c *checker) everyBeyondSpan() {
	for _, j := range c.p.Jobs {
		for i, r := range j.Cadence {
			if r.Hours.IsZero() || len(r.Occasions) > 0 {
				continue
			}
			// The shortest distance between the starts of two spans: the smallest gap between
			// two of the rule's days, round the week.
			gap := 7
			if r.Days != 0 && r.Days != AllDays {
				days := r.Days.Days()
				for k, d := range days {
					next := days[(k+1)%len(days)]
					g := (int(next) - int(d) + 7) % 7
					if g == 0 {
						g = 7
					}
					gap = min(gap, g)
				}
			} else {
				gap = 1
			}
			distance := time.Duration(gap) * 24 * time.Hour
			// Each of every_choices as every: a customer who picks it gets one run a span
			// (t29b: the check read every alone).
			for _, iv := range r.intervals() {
				if iv.d.Duration <= r.Hours.Duration() || iv.d.Duration >= distance {
					continue
				}
				c.warn(fmt.Sprintf("jobs.%s.cadence[%d].%s", keyPart(j.ID), i, iv.key), "%s is longer than the rule's span %s (%s), so at most one run falls in each span, and the spans start %s apart: the page would state runs every %s where there is one in each span (want %s no longer than the span, or max_per_day = 1 without every for one run in each span)",
					iv.d, r.Hours, Duration{Duration: r.Hours.Duration()}, plural(gap, "a day", "%d days"), iv.d, iv.name)
			}
		}
	}
}

// interval is one interval between runs that a schedule rule states, with its key ("every",
// "every_choices[1]") and what the advice calls it ("every", "each of every_choices").
type interval struct {
	d         Duration
	key, name string
}

// intervals are the intervals between runs that r states: every, or each of every_choices.
func (r Cadence) intervals() []interval {
	if !r.Every.IsZero() {
		return []interval{{r.Every, "every", "every"}}
	}
	out := make([]interval, len(r.EveryChoices))
	for k, d := range r.EveryChoices {
		out[k] = interval{d, fmt.Sprintf("every_choices[%d]", k), "each of every_choices"}
	}
	return out
}

// slowerNotSlower refuses an offer of a slower rate (contact.requests, kind "slower") whose
// min_interval is no longer than the crawler's own interval (ownInterval): the page would offer a
// "slower" rate that is as fast as, or faster than, what the crawler keeps anyway (new-user trial
// 12, item 7). The mirror of the check of kind "faster" in contact.
func (c *checker) slowerNotSlower() {
	own, ownPath, ok := c.ownInterval()
	if !ok {
		return
	}
	for i, r := range c.p.Contact.Requests {
		if r.Kind != RequestKindSlower || r.MinInterval.IsZero() || r.MinInterval.Duration > own {
			continue
		}
		c.add(fmt.Sprintf("contact.requests[%d].min_interval", i), "%s is not slower than the crawler's own interval of %s (%s): the page would offer as slower a rate the crawler keeps anyway (want a longer interval, e.g. %q)",
			r.MinInterval, Duration{Duration: own}, ownPath, longerExample(own))
	}
}

// longerExample is an interval to suggest where one longer than own is wanted: a minute, or twice
// own in whole seconds where that is longer.
func longerExample(own time.Duration) Duration {
	return Duration{Duration: max(time.Minute, (2*own + time.Second - 1).Truncate(time.Second))}
}

// intervalBounds reports whether a minimum interval counted per intervalKey certainly bounds the
// requests counted per quotaKey: each unit of quotaKey lies within one unit of intervalKey. So for
// the same key (of those of one site, siteKeys), and for a host name under an interval per site (a
// site groups host names). Not for a site under an interval per host name (a site may have
// several host names: new-user trial 12, item 10), nor between servers and host names (a server
// may serve several host names, a host name resolve to several servers).
func intervalBounds(quotaKey, intervalKey Scope) bool {
	switch {
	case !slices.Contains(siteKeys, quotaKey) || !slices.Contains(siteKeys, intervalKey):
		return false
	case quotaKey == intervalKey:
		return true
	}
	return quotaKey == ScopeHostname && intervalKey == ScopeSite
}

// cadenceShadowed refuses a schedule rule of a job that an earlier rule of the same job wholly
// shadows: where several rules apply at a moment, the first listed wins (Job.Cadence), so a rule
// that applies only where an earlier one applies too never decides when the job runs, while the
// page and the picture of the week would state its runs (model26, F-02). An error, as a rule
// within quiet windows is (cadenceInQuiet): the policy states runs that cannot happen. The
// earlier rule shadows the later where it applies at every minute of the week the later one
// does (cadenceWeek), under every condition and occasion the later one applies under: it has no
// condition or the same one, and no occasions or a set that holds the later rule's. Rules with
// another job (with) add runs and shadow nothing; a rule relative to occasions (from_before,
// until_after) shadows nothing, and is shadowed only by a rule that applies all week. A rule
// only partly shadowed is left alone: it decides where the earlier one does not apply.
func (c *checker) cadenceShadowed() {
	for _, j := range c.p.Jobs {
		for i, later := range j.Cadence {
			if later.With != "" {
				continue
			}
			for k, earlier := range j.Cadence[:i] {
				if earlier.With != "" || !shadows(earlier, later) {
					continue
				}
				first := fmt.Sprintf("jobs.%s.cadence[%d]", keyPart(j.ID), k)
				// The problem follows from the earlier rule's times, which its message names only
				// by the rule: where one of them does not load, it is left out (rulesWithout).
				var from []string
				for _, f := range []string{"", ".days", ".hours", ".overnight", ".at", ".occasions", ".from_before", ".until_after", ".condition", ".with"} {
					from = append(from, first+f)
				}
				c.addFrom(from, fmt.Sprintf("jobs.%s.cadence[%d]", keyPart(j.ID), i),
					"never decides when the job runs: cadence[%d]%s comes first and applies at every time this rule does, and of the rules that apply at one time the first listed wins, yet the page and the picture of the week would show this rule's runs (want this rule before cadence[%d], so that it wins where both apply; narrowed to times cadence[%d] leaves out; or removed)",
					k, ref(first), k, k)
				break
			}
		}
	}
}

// shadows reports whether the schedule rule a applies whenever b does (cadenceShadowed).
func shadows(a, b Cadence) bool {
	if !a.FromBefore.IsZero() || !a.UntilAfter.IsZero() {
		return false
	}
	if len(a.Condition) > 0 && !maps.Equal(a.Condition, b.Condition) {
		return false
	}
	if len(a.Occasions) > 0 && (len(b.Occasions) == 0 || slices.ContainsFunc(b.Occasions, func(o string) bool { return !slices.Contains(a.Occasions, o) })) {
		return false
	}
	wa := cadenceWeek(a)
	if !b.FromBefore.IsZero() || !b.UntilAfter.IsZero() {
		return !slices.Contains(wa[:], false) // b may apply at any time around its occasions
	}
	wb := cadenceWeek(b)
	for m := range wb {
		if wb[m] && !wa[m] {
			return false
		}
	}
	return true
}

// cadenceWeek is the minutes of the week, in site.time_zone, Sunday 00:00 first, at which the
// schedule rule r applies by its days, hours and start time: at its start time (at) on each of its
// days, or through its hours from each of its days (a span across midnight ends on the next
// day), or all day on each of its days; days left out are every day.
func cadenceWeek(r Cadence) (week [7 * 24 * 60]bool) {
	const day = 24 * 60
	for d := range 7 {
		if r.Days != 0 && !r.Days.Has(time.Weekday(d)) {
			continue
		}
		from, span := 0, day
		switch {
		case r.At != nil:
			from, span = int(*r.At), 1
		case !r.Hours.IsZero():
			from, span = int(r.Hours.From), int(r.Hours.Duration()/time.Minute)
		}
		for m := range span {
			week[(d*day+from+m)%len(week)] = true
		}
	}
	return week
}
