package generator

import (
	"cmp"
	"fmt"
	"html/template"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// Week is the picture of the week (issue 16): seven days by 24 hours in the policy's time zone,
// drawn as an inline SVG (no script) beside the schedule's text and table, which keep every fact
// for screen readers and the Markdown page. The SVG is aria-hidden: its caption and legend say in
// words what it shows, with the policy's values.
type Week struct {
	// SVG is the picture, rendered in Go (numbers and the language's short weekday names).
	SVG template.HTML
	// Legend says what each kind of cell means, its Class the cell's class in the SVG.
	Legend []LegendItem
	// Notes say how the cells are shaded and what the picture leaves out (the fetches on
	// occasions), so that the legend never reads as a ceiling it is not (review 6: de 1, fr 2,
	// pl 2, en 9).
	Notes []Text
}

// LegendItem is one entry of the picture's legend.
type LegendItem struct {
	Class string
	Text  Text
}

// weekCell is one hour of the week: the quiet, preferred and "only" windows that cover it
// (indexes into policy.Windows), and the densest cadence of any job in it (0: none) with the pointer of a rule
// that states it.
type weekCell struct {
	quiet, preferred, only []int
	// quietMin marks the minutes of the hour that a quiet window covers, and allQuiet the hour
	// that one covers whole: only such an hour is drawn empty; one quiet for some minutes is
	// drawn without them (new-user trial 13, finding 3: quiet from 06:30 left 06:00–07:00 empty,
	// 12:10–12:20 the hour 12:00–13:00, under "Blank: no requests").
	quietMin [60]bool
	allQuiet bool
	idle     bool // no fetch runs in this hour (requestHours)
	every    time.Duration
	everyPtr string
	jobs     []int // the jobs (indexes into policy.Jobs) that run every that often then
	// runs are the jobs whose regular cadence reaches into this hour, at any interval.
	runs []int
}

// weekGrid is the week, Monday first, hour by hour.
type weekGrid [7][24]weekCell

// requestHours marks the hours of the week at which some fetch may be made: those of the "only"
// windows a job is bound to, or else those its cadence's rules run in. all is true where some
// fetch may come at any hour: an agent that no job names (it fetches when asked), a job that
// starts on a trigger or has no cadence, or a rule bound to no hours (a start time, which says
// nothing of when the run ends; starts_only hours, which bound only its start; occasions; another
// job's runs). Where all is false, the picture leaves the other hours blank and says that no fetch
// runs then, never "requests possible" (newuser9, finding 3).
func requestHours(p *policy.Policy, g *weekGrid) (hours [7][24]bool, all bool) {
	for _, a := range p.Agents {
		if !slices.ContainsFunc(p.Jobs, func(j policy.Job) bool { return j.Agent == a.ID }) {
			return hours, true
		}
	}
	for _, j := range p.Jobs {
		var onlyIn []int
		for i, w := range p.Windows {
			if w.Kind == policy.WindowKindOnly && slices.Contains(w.Jobs, j.ID) {
				onlyIn = append(onlyIn, i)
			}
		}
		if len(onlyIn) > 0 {
			for col := range 7 {
				for h := range 24 {
					if slices.ContainsFunc(g[col][h].only, func(i int) bool { return slices.Contains(onlyIn, i) }) {
						hours[col][h] = true
					}
				}
			}
			continue
		}
		if len(j.Triggers) > 0 || len(j.Cadence) == 0 {
			return hours, true
		}
		for _, c := range j.Cadence {
			bounded := (!c.Hours.IsZero() || c.Days != 0) && c.At == nil && !c.StartsOnly && len(c.Occasions) == 0 && c.With == ""
			if !bounded {
				return hours, true
			}
			for col := range 7 {
				for h := range 24 {
					if covers(c.Days, c.Hours, col, h) {
						hours[col][h] = true
					}
				}
			}
		}
	}
	return hours, false
}

// weekday is the time.Weekday of a column of the grid (0 is Monday).
func weekday(col int) time.Weekday { return time.Weekday((col + 1) % 7) }

// covers reports whether a span of the day on the given weekdays (0: every day), the whole day
// where r is zero, reaches into hour h of the grid's day col. A span that crosses midnight starts
// on each of its days and ends on the next (overnight), as the pages say.
func covers(days policy.Weekdays, r policy.TimeRange, col, h int) bool {
	on := func(c int) bool { return days == 0 || days.Has(weekday((c+7)%7)) }
	if r.IsZero() {
		return on(col)
	}
	from, to := int(r.From), int(r.To)
	start, end := h*60, h*60+60
	if !r.CrossesMidnight() {
		return on(col) && from < end && to > start
	}
	return on(col) && from < end || on(col-1) && to > start
}

// minuteIn reports whether a span of the day on the given weekdays (0: every day), the whole day
// where r is zero, covers minute m (0–1439) of the grid's day col; a span that crosses midnight
// covers the minutes after midnight on the day after one of its days, as covers has it.
func minuteIn(days policy.Weekdays, r policy.TimeRange, col, m int) bool {
	on := func(c int) bool { return days == 0 || days.Has(weekday((c+7)%7)) }
	if r.IsZero() {
		return on(col)
	}
	from, to := int(r.From), int(r.To)
	if !r.CrossesMidnight() {
		return on(col) && from <= m && m < to
	}
	return on(col) && m >= from || on(col-1) && m < to
}

// weekOf places the policy's windows and the jobs' cadences on the grid. A cadence counts where
// it is regular: a rule with an interval (every, or the shortest of every_choices: the most often
// the job may run), on weekdays and hours or all week; a rule for
// occasions (session days, not weekdays), one that runs with another job, or one without an
// interval (a start time, a number per day) is no hour's cadence. Of the rules that reach an
// hour, the shortest interval is the hour's densest cadence. ok is false where the week has
// nothing to show: no window with hours, and no cadence that differs by day or hour.
func weekOf(p *policy.Policy) (g weekGrid, ok bool) {
	for i, w := range p.Windows {
		for _, r := range w.Hours {
			ok = true
			for col := range 7 {
				for h := range 24 {
					if covers(w.Days, r, col, h) {
						c := &g[col][h]
						switch w.Kind {
						case policy.WindowKindQuiet:
							c.quiet = append(c.quiet, i)
							for m := range 60 {
								c.quietMin[m] = c.quietMin[m] || minuteIn(w.Days, r, col, h*60+m)
							}
						case policy.WindowKindOnly:
							c.only = append(c.only, i)
						default:
							c.preferred = append(c.preferred, i)
						}
					}
				}
			}
		}
	}
	for ji, j := range p.Jobs {
		// A job that runs only within windows (kind "only") shades only the hours they reach.
		var onlyIn []int
		for i, w := range p.Windows {
			if w.Kind == policy.WindowKindOnly && slices.Contains(w.Jobs, j.ID) {
				onlyIn = append(onlyIn, i)
			}
		}
		for k, c := range j.Cadence {
			if !regularCadence(c) {
				continue
			}
			ok = ok || c.Days != 0 || !c.Hours.IsZero()
			every, ptr := shortestOf(j.ID, k, c)
			for col := range 7 {
				for h := range 24 {
					if len(onlyIn) > 0 && !slices.ContainsFunc(g[col][h].only, func(i int) bool { return slices.Contains(onlyIn, i) }) {
						continue
					}
					cell := &g[col][h]
					if covers(c.Days, c.Hours, col, h) && (len(cell.runs) == 0 || cell.runs[len(cell.runs)-1] != ji) {
						cell.runs = append(cell.runs, ji)
					}
					switch {
					case !covers(c.Days, c.Hours, col, h):
					case cell.every == 0 || every < cell.every:
						cell.every, cell.everyPtr, cell.jobs = every, ptr, []int{ji}
					case every == cell.every && cell.jobs[len(cell.jobs)-1] != ji:
						// The jobs come in order, so a cell's list ends with ji if it holds it:
						// a search of the list made the week quadratic in the jobs.
						cell.jobs = append(cell.jobs, ji)
					}
				}
			}
		}
	}
	for col := range 7 {
		for h := range 24 {
			c := &g[col][h]
			c.allQuiet = len(c.quiet) > 0 && !slices.Contains(c.quietMin[:], false)
		}
	}
	if hours, all := requestHours(p, &g); !all {
		for col := range 7 {
			for h := range 24 {
				g[col][h].idle = !hours[col][h]
			}
		}
	}
	return g, ok
}

// regularCadence reports whether a cadence rule states how often a job runs on weekdays and
// hours: an interval (every, or every_choices, of which the customer picks one), and no
// occasions or other job it depends on.
func regularCadence(c policy.Cadence) bool {
	return !c.Shortest().IsZero() && len(c.Occasions) == 0 && c.With == ""
}

// shortestOf is the shortest interval between runs that rule k of job id states, and the pointer
// of the value that states it: every, or the shortest of every_choices (a rule of which the
// customer picks one interval is drawn at the densest the job may run; t29b, left item: it was
// drawn as hours with no stated cadence).
func shortestOf(id string, k int, c policy.Cadence) (time.Duration, string) {
	d := c.Shortest()
	if !c.Every.IsZero() {
		return d.Duration, pointer("jobs", id, "cadence", k, "every")
	}
	return d.Duration, pointer("jobs", id, "cadence", k, "every_choices", slices.Index(c.EveryChoices, d))
}

// levelJobs returns, for each interval of levels, the jobs (indexes into policy.Jobs, in the
// policy's order) that shade some hour at that interval.
func (g *weekGrid) levelJobs(everys []time.Duration) [][]int {
	jobs := make([][]int, len(everys))
	seen := make([]map[int]bool, len(everys))
	for col := range g {
		for _, c := range g[col] {
			if i := slices.Index(everys, c.every); i >= 0 {
				if seen[i] == nil {
					seen[i] = map[int]bool{}
				}
				for _, j := range c.jobs {
					if !seen[i][j] {
						seen[i][j] = true
						jobs[i] = append(jobs[i], j)
					}
				}
			}
		}
	}
	for _, js := range jobs {
		slices.Sort(js)
	}
	return jobs
}

// everywhere reports whether job ji runs in every hour of the grid whose densest cadence is one
// that level accepts, at that cadence: whether a shade's legend can name it without saying when.
func (g *weekGrid) everywhere(ji int, level func(time.Duration) bool) bool {
	for col := range g {
		for _, c := range g[col] {
			if c.every != 0 && level(c.every) && !slices.Contains(c.jobs, ji) {
				return false
			}
		}
	}
	return true
}

// levels returns the intervals of the grid's cadences, shortest first, and the pointer of a rule
// of each: of the rules with that interval, the one whose pointer sorts first, so that the legend
// names the same rule in every build.
func (g *weekGrid) levels() (everys []time.Duration, ptrs []string) {
	for col := range g {
		for _, c := range g[col] {
			if c.every != 0 && !slices.Contains(everys, c.every) {
				everys = append(everys, c.every)
			}
		}
	}
	slices.Sort(everys)
	ptrs = make([]string, len(everys))
	for col := range g {
		for _, c := range g[col] {
			if i := slices.Index(everys, c.every); i >= 0 && (ptrs[i] == "" || c.everyPtr < ptrs[i]) {
				ptrs[i] = c.everyPtr
			}
		}
	}
	return everys, ptrs
}

// class is the class of a cell in the SVG: "quiet" (quiet all hour: drawn empty), a cadence's shade ("w3" the
// shortest interval, "w2" the next, "w1" any longer), "idle" (no fetch runs then: drawn empty), or
// "open" (a fetch may come, at no stated interval).
func (g *weekGrid) class(col, h int, everys []time.Duration) string {
	c := g[col][h]
	switch {
	case c.allQuiet:
		return "quiet"
	case c.every == 0 && c.idle:
		return "idle"
	case c.every == 0:
		return "open"
	}
	// A constant per shade, not fmt.Sprintf: weekSVG asked for the class of an hour once for each
	// of its minutes and shades, some 40,000 times a page, which was 10 % of a build's CPU (now
	// once per hour and shade).
	return weekShades[3-min(slices.Index(everys, c.every), 2)]
}

// weekShades is class's name of a cadence's shade by its number, 3 - min(index in everys, 2):
// w3 the shortest interval, w2 the next, w1 any longer (w4, an interval not in everys, is not
// drawn).
var weekShades = [...]string{1: "w1", 2: "w2", 3: "w3", 4: "w4"}

// The picture's geometry, in SVG user units: a column of hour labels, then a column per day; a
// row of day labels, then a row per hour.
const (
	weekLabelW = 28
	weekColW   = 42
	weekHeadH  = 18
	weekRowH   = 13
	// weekStripeW is the width of the bar that marks the hours of a job the shading hides.
	weekStripeW = 5
	weekW       = weekLabelW + 7*weekColW
	weekH       = weekHeadH + 24*weekRowH + 4
)

// weekSVG draws the grid: per day, each run of hours of one class as one rect (its column the
// day, Monday first, weekColW wide after weekLabelW; its rows the hours, weekRowH high after
// weekHeadH; quiet minutes are left empty: a run is cut where a quiet window starts and resumes
// where it ends, at the minute, weekRowH/60 units each), then each run of hours in which one of
// the hidden jobs runs (a job that shades no hour, see week) as a bar weekStripeW wide at the
// column's right edge (class "also"), then each run of hours in a preferred window
// outlined (class "pref"), each run in a window of kind "only" outlined with a dashed line (class
// "only"), the day labels and the hours at every third hour line.
func (b *builder) weekSVG(g *weekGrid, everys []time.Duration, hidden []int) template.HTML {
	var s strings.Builder
	fmt.Fprintf(&s, `<svg xmlns="http://www.w3.org/2000/svg" class="week" viewBox="0 0 %d %d" role="presentation" aria-hidden="true" focusable="false" data-literal>`, weekW, weekH)
	// y is the offset of minute m of the day: whole hours land on whole units, other minutes on
	// at most two decimals.
	units := func(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }
	y := func(m int) float64 { return float64(weekHeadH*60+m*weekRowH) / 60 }
	// run draws the hours of day col in class cls across the column, or, with stripe, as a bar at
	// its right edge.
	run := func(col int, cls string, in func(h int) bool, stripe bool) {
		x, width := weekLabelW+col*weekColW+1, weekColW-2
		if stripe {
			x, width = weekLabelW+(col+1)*weekColW-1-weekStripeW, weekStripeW
		}
		// The minutes of the day in the class, less the quiet ones, as runs. Whether an hour is
		// in the class is asked once per hour, not once per minute (issue 13: 1,440 times a
		// column and class, 7 % of a build's instructions), and an hour out of it, or in it
		// without a quiet minute, is passed whole.
		var hours, whole [24]bool
		for h := range hours {
			hours[h] = in(h)
			whole[h] = hours[h] && !slices.Contains(g[col][h].quietMin[:], true)
		}
		minute := func(m int) bool { return hours[m/60] && !g[col][m/60].quietMin[m%60] }
		for m := 0; m < 24*60; {
			if !hours[m/60] {
				m += 60 - m%60
				continue
			}
			if !minute(m) {
				m++
				continue
			}
			end := m
			for end < 24*60 {
				if end%60 == 0 && whole[end/60] {
					end += 60
					continue
				}
				if !minute(end) {
					break
				}
				end++
			}
			if m%60 == 0 && end%60 == 0 {
				fmt.Fprintf(&s, "\n"+`<rect class="%s" x="%d" y="%d" width="%d" height="%d"/>`,
					cls, x, weekHeadH+m/60*weekRowH, width, (end-m)/60*weekRowH)
			} else {
				fmt.Fprintf(&s, "\n"+`<rect class="%s" x="%d" y="%s" width="%d" height="%s"/>`,
					cls, x, units(y(m)), width, units(y(end)-y(m)))
			}
			m = end
		}
	}
	for col := range 7 {
		for _, cls := range []string{"open", "w1", "w2", "w3"} { // quiet hours stay empty
			run(col, cls, func(h int) bool { return g.class(col, h, everys) == cls }, false)
		}
	}
	for col := range 7 {
		run(col, "also", func(h int) bool {
			return !g[col][h].allQuiet && slices.ContainsFunc(g[col][h].runs, func(ji int) bool { return slices.Contains(hidden, ji) })
		}, true)
	}
	for col := range 7 {
		run(col, "pref", func(h int) bool { return len(g[col][h].preferred) > 0 && !g[col][h].allQuiet }, false)
	}
	for col := range 7 {
		run(col, "only", func(h int) bool { return len(g[col][h].only) > 0 && !g[col][h].allQuiet }, false)
	}
	for col := range 7 {
		fmt.Fprintf(&s, "\n"+`<text x="%d" y="%d" text-anchor="middle">%s</text>`, weekLabelW+col*weekColW+weekColW/2, weekHeadH-5,
			template.HTMLEscapeString(b.l.s("weekday.short."+dayKey(weekday(col)))))
	}
	s.WriteString("\n" + `<path class="tick" d="`)
	for h := 0; h <= 24; h += 3 {
		fmt.Fprintf(&s, "M%d %dH%d", weekLabelW, weekHeadH+h*weekRowH, weekW)
	}
	s.WriteString(`"/>`)
	for h := 0; h <= 24; h += 3 {
		fmt.Fprintf(&s, "\n"+`<text x="%d" y="%d" text-anchor="end">%d</text>`, weekLabelW-4, weekHeadH+h*weekRowH+4, h)
	}
	s.WriteString("\n</svg>")
	return template.HTML(s.String())
}

// week builds the picture of the week with its caption and legend, or nil where weekOf finds
// nothing to show.
func (b *builder) week() *Week {
	g, ok := weekOf(b.p)
	if !ok || b.p.Site.TimeZone.Location == nil {
		return nil // nothing to show, or no zone to show it in
	}
	l := b.l
	everys, ptrs := g.levels()
	// Each shade names the fetches that give it (review 6: fr 2, en 9): the lightest, where more
	// intervals share it, those of every interval it stands for.
	levelJobs := g.levelJobs(everys)
	// A job that runs at stated days or hours but is the most frequent fetch in none of them
	// shades no cell: a bar marks its hours, and the legend names it (new-user trial 12, finding
	// 17: a weekly job on Sunday night under a daily one; trial 23, F13: a nightly full recrawl,
	// which sends most of the requests, under a check every 6 hours, was a note the picture did
	// not show).
	var hidden []int
	for ji, j := range b.p.Jobs {
		if !slices.ContainsFunc(levelJobs, func(js []int) bool { return slices.Contains(js, ji) }) &&
			slices.ContainsFunc(j.Cadence, func(c policy.Cadence) bool { return regularCadence(c) && (c.Days != 0 || !c.Hours.IsZero()) }) {
			hidden = append(hidden, ji)
		}
	}
	w := &Week{SVG: b.weekSVG(&g, everys, hidden)}
	present := map[string]bool{}
	for col := range 7 {
		for h := range 24 {
			present[g.class(col, h, everys)] = true
		}
	}
	// A job that runs at a shade's interval in only some of its hours is named with the days and
	// hours of its rules at that interval: "Incremental sync (Mon–Fri), Documents and Document
	// checks: every hour", where the hours at weekends are shaded by the other two alone and
	// the first runs every 2 hours then (issue 12).
	// A job that shades a level by the shortest of its every_choices is named with the intervals
	// the customer chooses from, and the shade's interval is said as the most often it runs:
	// "Uptime check (the customer chooses every minute, every 5 minutes or every 15 minutes): at
	// most every minute" (t29b, left item).
	choicesOf := func(ji int, level func(time.Duration) bool) (choices []Text) {
		j := b.p.Jobs[ji]
		var seen []time.Duration
		for ci, c := range j.Cadence {
			if !regularCadence(c) || !c.Every.IsZero() || !level(c.Shortest().Duration) {
				continue
			}
			for k, d := range c.EveryChoices {
				if !slices.Contains(seen, d.Duration) {
					seen = append(seen, d.Duration)
					choices = append(choices, l.t("cadence.every", "Every", dur(d.Duration, pointer("jobs", j.ID, "cadence", ci, "every_choices", k))))
				}
			}
		}
		return choices
	}
	jobsText := func(idx []int, level func(time.Duration) bool) Text {
		items := make([]Text, len(idx))
		for k, ji := range idx {
			j := b.p.Jobs[ji]
			items[k] = b.label(j.Label, "jobs", j.ID, "label")
			choices := choicesOf(ji, level)
			var spans []Text
			for ci, c := range j.Cadence {
				if g.everywhere(ji, level) {
					break // named without saying when
				}
				if regularCadence(c) && level(c.Shortest().Duration) {
					// Plain text: the schedule table states these values with their pointers,
					// and the French page has no bytes to spare for them (TestPageWeight).
					if span := b.cadenceSpan(pointer("jobs", j.ID, "cadence", ci), c); len(span) > 0 {
						spans = append(spans, plain(join(span, ", ").Plain()))
					}
				}
			}
			switch {
			case len(spans) > 0 && len(choices) > 0:
				items[k] = l.t("week.job_when_choice", "Job", items[k], "When", b.list(spans, "and"), "Choices", b.list(choices, "or"))
			case len(choices) > 0:
				items[k] = l.t("week.job_choice", "Job", items[k], "Choices", b.list(choices, "or"))
			case len(spans) > 0:
				items[k] = l.t("week.job_when", "Job", items[k], "When", b.list(spans, "and"))
			}
		}
		return b.list(items, "and")
	}
	for i, d := range everys {
		id, cls := "week.every", fmt.Sprintf("w%d", 3-min(i, 2))
		jobs := levelJobs[i]
		level := func(e time.Duration) bool { return e == d }
		if i == 2 && len(everys) > 3 {
			level = func(e time.Duration) bool { return e >= d }
			id = "week.every_or_less"
			for _, more := range levelJobs[3:] {
				for _, ji := range more {
					if !slices.Contains(jobs, ji) {
						jobs = append(slices.Clone(jobs), ji)
					}
				}
			}
			slices.Sort(jobs)
		}
		if i > 2 {
			break
		}
		if id == "week.every" && slices.ContainsFunc(jobs, func(ji int) bool { return len(choicesOf(ji, level)) > 0 }) {
			id = "week.every_at_most" // the customer may choose a longer interval
		}
		w.Legend = append(w.Legend, LegendItem{cls, l.t(id, "Interval", dur(d, ptrs[i]), "Jobs", jobsText(jobs, level))})
	}
	if note := b.weekDates(); !note.IsZero() {
		w.Notes = append(w.Notes, note)
	}
	if len(everys) > 0 {
		w.Notes = append(w.Notes, l.t("week.shading"))
	}
	if note := b.weekOccasions(everys); !note.IsZero() {
		w.Notes = append(w.Notes, note)
	}
	if len(hidden) > 0 {
		labels := make([]Text, len(hidden))
		for i, ji := range hidden {
			j := b.p.Jobs[ji]
			labels[i] = b.label(j.Label, "jobs", j.ID, "label")
		}
		w.Legend = append(w.Legend, LegendItem{"also", l.n("week.also", count(len(hidden), ""), "Jobs", b.list(labels, "and"))})
	}
	var preferred, only []Text
	// Quiet windows by the categories of site they apply to: a window for some sites says so,
	// never "no requests" to all (review 5: de 7, fr 2, pl 12). The windows for every site first.
	type quietGroup struct {
		targets string // the categories' ids, as written
		first   policy.Window
		labels  []Text
	}
	var quiet []*quietGroup
	for _, win := range b.p.Windows {
		label := b.label(win.Label, "windows", win.ID, "label")
		switch win.Kind {
		case policy.WindowKindQuiet:
			key := strings.Join(win.Targets, ",")
			i := slices.IndexFunc(quiet, func(g *quietGroup) bool { return g.targets == key })
			if i < 0 {
				i = len(quiet)
				quiet = append(quiet, &quietGroup{targets: key, first: win})
			}
			quiet[i].labels = append(quiet[i].labels, label)
		case policy.WindowKindOnly:
			only = append(only, label)
		default:
			preferred = append(preferred, label)
		}
	}
	slices.SortStableFunc(quiet, func(a, c *quietGroup) int {
		return cmp.Compare(min(len(a.targets), 1), min(len(c.targets), 1))
	})
	for _, g := range quiet {
		var targets Text
		if len(g.first.Targets) > 0 {
			items := make([]Text, len(g.first.Targets))
			for i, id := range g.first.Targets {
				items[i] = b.targetRef(id, pointer("windows", g.first.ID, "targets", i))
			}
			targets = l.n("window.targets", count(len(items), ""), "Targets", b.list(items, "and"))
		}
		w.Legend = append(w.Legend, LegendItem{"quiet", l.n("week.quiet", count(len(g.labels), ""), "Windows", b.quotedList(g.labels), "Targets", targets)})
	}
	if len(preferred) > 0 {
		w.Legend = append(w.Legend, LegendItem{"pref", l.n("week.preferred", count(len(preferred), ""), "Windows", b.quotedList(preferred))})
	}
	if len(only) > 0 {
		id := "week.only"
		if b.allFetchesInOnlyWindows() {
			id = "week.only_all" // not "some fetches" where none runs at other hours (new-user trial 28, F-17)
		}
		w.Legend = append(w.Legend, LegendItem{"only", l.n(id, count(len(only), ""), "Windows", b.quotedList(only))})
	}
	if present["idle"] {
		// Blank as quiet hours are, for another reason: no job runs then.
		w.Legend = append(w.Legend, LegendItem{"quiet", l.t("week.idle")})
	}
	if present["open"] {
		// The other hours last, after the states they contrast with (review 5, en 9).
		w.Legend = append(w.Legend, LegendItem{"open", l.t("week.open")})
	}
	return w
}

// weekDates says on which days the picture's week holds, where every fetch is limited to dates:
// every job states jobs.X.dates (package polite refuses its requests on any other day) and every
// agent has a job (an agent without one fetches on any day). The spans are those of the jobs, each
// said as the schedule says it (job.dates, job.dates_yearly) with its pointers, a span that several
// jobs state once; zero where some fetch is not limited to dates (new-user trial 27, F-12: a
// campaign from 11 January to 9 April 2027 was drawn as any week, and in December a reader
// expected its requests).
func (b *builder) weekDates() Text {
	if len(b.p.Jobs) == 0 {
		return Text{}
	}
	for _, a := range b.p.Agents {
		if !slices.ContainsFunc(b.p.Jobs, func(j policy.Job) bool { return j.Agent == a.ID }) {
			return Text{}
		}
	}
	var seen []string // the spans said, as written ("2027-01-11..2027-04-09")
	var spans []Text
	for _, j := range b.p.Jobs {
		if len(j.Dates) == 0 {
			return Text{}
		}
		for i, d := range j.Dates {
			key := d.From.String() + ".." + d.Until.String()
			if slices.Contains(seen, key) {
				continue
			}
			seen = append(seen, key)
			at := func(end string) string { return pointer("jobs", j.ID, "dates", i, end) }
			if d.From.Yearly() {
				spans = append(spans, b.l.t("job.dates_yearly", "From", b.dayOfYear(d.From, at("from")), "Until", b.dayOfYear(d.Until, at("until"))))
				continue
			}
			spans = append(spans, b.l.t("job.dates", "From", b.date(d.From.Date, at("from")), "Until", b.date(d.Until.Date, at("until"))))
		}
	}
	return b.l.t("week.only_dates", "Dates", b.list(spans, "and"))
}

// allFetchesInOnlyWindows reports whether every fetch is limited to windows of kind "only": the
// policy has jobs, every one is named by such a window, and every agent has a job (an agent
// without one fetches at hours that no window limits).
func (b *builder) allFetchesInOnlyWindows() bool {
	if len(b.p.Jobs) == 0 {
		return false
	}
	for _, j := range b.p.Jobs {
		if !slices.ContainsFunc(b.p.Windows, func(w policy.Window) bool {
			return w.Kind == policy.WindowKindOnly && slices.Contains(w.Jobs, j.ID)
		}) {
			return false
		}
	}
	for _, a := range b.p.Agents {
		if !slices.ContainsFunc(b.p.Jobs, func(j policy.Job) bool { return j.Agent == a.ID }) {
			return false
		}
	}
	return true
}

// weekOccasions says which fetches the picture leaves out: the rules for occasions (session days,
// a live broadcast), which follow no weekday, with the shortest interval they state, and that
// this is more often than the picture shows where it is shorter than every shade. Zero where no
// rule with an interval names an occasion.
func (b *builder) weekOccasions(everys []time.Duration) Text {
	var ids []string
	var shortest time.Duration
	var ptr string
	for _, j := range b.p.Jobs {
		for k, c := range j.Cadence {
			if c.Shortest().IsZero() || len(c.Occasions) == 0 {
				continue
			}
			for _, o := range c.Occasions {
				if !slices.Contains(ids, o) {
					ids = append(ids, o)
				}
			}
			if every, at := shortestOf(j.ID, k, c); shortest == 0 || every < shortest {
				shortest, ptr = every, at
			}
		}
	}
	if len(ids) == 0 {
		return Text{}
	}
	items := make([]Text, 0, len(ids))
	for _, id := range ids {
		if o, ok := b.p.Occasions.Get(id); ok {
			items = append(items, b.l.t("job.ref", "Label", b.label(o.Label, "occasions", o.ID, "label")))
		}
	}
	msg := "week.occasions"
	if len(everys) > 0 && shortest < everys[0] {
		msg = "week.occasions_more_often"
	}
	return b.l.n(msg, count(len(items), ""), "Occasions", b.list(items, "and"), "Interval", dur(shortest, ptr))
}

// zoneOffsets names the policy's time zone with its offsets from UTC, as the sentence that
// introduces the schedule (once: the picture's caption does not repeat it, review 5: de 8, fr 16,
// pl 26): the one it keeps all year,
// or its standard time and its summer time (the offsets of January and July of the policy's year,
// the larger one being summer time: true of every zone of the tz database in use). A zone that is
// UTC itself (UTC, Etc/UTC, Etc/Zulu…: offset 0 all year, named UTC) is said once, by its name in
// words (week.zone_utc: "Coordinated Universal Time (UTC)", not "the UTC time zone (UTC)"; review
// 6, fr 14).
func (b *builder) zoneOffsets() Text {
	z := b.p.Site.TimeZone
	loc := z.Location
	year := b.p.Site.LastChanged.Year()
	janName, jan := time.Date(year, time.January, 1, 12, 0, 0, 0, loc).Zone()
	_, jul := time.Date(year, time.July, 1, 12, 0, 0, 0, loc).Zone()
	zone := code("/site/time_zone", z.String())
	short := b.l.s("format.utc_offset") == "short"
	if jan == 0 && jul == 0 && janName == "UTC" {
		return b.l.t("week.zone_utc", "Zone", value("/site/time_zone", "UTC"))
	}
	if jan == jul {
		return b.l.t("week.zone", "Zone", zone, "Offset", value("/site/time_zone", utcOffset(jan, short)))
	}
	return b.l.t("week.zone_summer", "Zone", zone,
		"Standard", value("/site/time_zone", utcOffset(min(jan, jul), short)),
		"Summer", value("/site/time_zone", utcOffset(max(jan, jul), short)))
}

// utcOffset writes an offset from UTC in seconds in CLDR's localized GMT format with "UTC" (UTS
// #35 Part 4, "Time Zone Format Terminology"): the long form "UTC+01:00", "UTC−03:30" (ISO 8601's
// offset), or where short is set (format.utc_offset = "short", French "UTC+1") the short form,
// "UTC+1", "UTC+5:30", which leaves out zero minutes and the leading zero of the hours; "UTC"
// for 0 in both.
func utcOffset(sec int, short bool) string {
	if sec == 0 {
		return "UTC"
	}
	sign := "+"
	if sec < 0 {
		sign, sec = "−", -sec // U+2212, the minus sign
	}
	h, m := sec/3600, sec%3600/60
	switch {
	case !short:
		return fmt.Sprintf("UTC%s%02d:%02d", sign, h, m)
	case m == 0:
		return fmt.Sprintf("UTC%s%d", sign, h)
	}
	return fmt.Sprintf("UTC%s%d:%02d", sign, h, m)
}

// quotedList is the windows' labels each in the language's quotation marks (job.ref), joined by
// "and": the legend quotes a window's name as the page's sentences quote every other name (the
// categories of site beside it, the jobs), never as bare words in parentheses that read as a
// sentence of their own (review 8: pl 29).
func (b *builder) quotedList(labels []Text) Text {
	items := make([]Text, len(labels))
	for i, t := range labels {
		items[i] = b.l.t("job.ref", "Label", t)
	}
	return b.list(items, "and")
}
