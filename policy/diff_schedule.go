package policy

import (
	"slices"
	"sort"
)

// A job's schedule rules apply first-match (Job.Cadence): which rule decides at a moment depends
// on the others, so a change of the list (its order and its rules at once) is judged by what is
// in force, moment by moment, before and after (scheduleSigns), not rule by rule.

// schedRule is a schedule rule as scheduleSigns reads it from policy.json.
type schedRule struct {
	days       map[string]bool // nil: every day
	hours      TimeRange
	hasHours   bool
	startsOnly bool
	occasions  []string // none: at any time
	cond       string   // the condition's texts, compact; "" for none
	// interval is the least time between two runs the rule allows, in seconds: its every, or a
	// day divided by max_per_day where that is longer, divided by the regions each run is made
	// from; 0 where neither bounds it.
	interval  float64
	isDefault bool
}

// schedRules reads a list of schedule rules; ok is false for one that scheduleSigns cannot
// judge: a rule that runs with another job (it adds runs rather than competing), a fixed start
// time, or times relative to an occasion.
func schedRules(list node) (rules []schedRule, ok bool) {
	for _, it := range list.items {
		if it.kind != 'o' {
			return nil, false
		}
		for _, k := range []string{"with", "at", "from_before", "until_after"} {
			if _, has := it.fields[k]; has {
				return nil, false
			}
		}
		var r schedRule
		if d, has := it.fields["days"]; has {
			r.days = map[string]bool{}
			for _, v := range d.items {
				s, _ := v.scalar.(string)
				r.days[s] = true
			}
			if s, isStr := d.scalar.(string); isStr {
				r.days[s] = true
			}
		}
		if h := str(field(&it, "hours")); h != "" {
			tr, err := ParseTimeRange(h)
			if err != nil {
				return nil, false
			}
			r.hours, r.hasHours = tr, true
		}
		r.startsOnly = isTrue(field(&it, "starts_only"))
		for _, o := range field(&it, "occasions").itemsOrNil() {
			s, _ := o.scalar.(string)
			r.occasions = append(r.occasions, s)
		}
		if c, has := it.fields["condition"]; has {
			r.cond = compact(c)
		}
		r.interval = num(field(&it, "every"), 0)
		if m := num(field(&it, "max_per_day"), 0); m > 0 && 86400/m > r.interval {
			r.interval = 86400 / m
		}
		if regions := num(field(&it, "from_each_region"), 1); regions > 1 {
			r.interval /= regions
		}
		r.isDefault = isTrue(field(&it, "is_default"))
		rules = append(rules, r)
	}
	return rules, true
}

// itemsOrNil is the items of a list, nil for a node that is none.
func (n *node) itemsOrNil() []node {
	if n == nil || n.kind != 'a' {
		return nil
	}
	return n.items
}

// weekdays in policy.json's names, Sunday first (time.Weekday's order).
var weekdays = []string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}

// applies reports whether the rule applies on day (0 Sunday) at minute m of the day, with the
// conditions and occasions in on.
func (r schedRule) applies(day, m int, on map[string]bool) bool {
	if r.cond != "" && !on["c:"+r.cond] {
		return false
	}
	if len(r.occasions) > 0 && !slices.ContainsFunc(r.occasions, func(o string) bool { return on["o:"+o] }) {
		return false
	}
	onDay := func(d int) bool { return r.days == nil || r.days[weekdays[(d+7)%7]] }
	if !r.hasHours {
		return onDay(day)
	}
	t := TimeOfDay(m)
	if r.hours.CrossesMidnight() {
		return (onDay(day) && t >= r.hours.From) || (onDay(day-1) && t < r.hours.To)
	}
	return onDay(day) && r.hours.From <= t && t < r.hours.To
}

// scheduleSigns compares the schedules a and b (lists of rules, first match wins) at every moment
// of the week, under every combination of their conditions and occasions (each may or may not
// hold): 1 for a moment where b runs less often than a or not at all, -1 where more often, or
// where a run may now last beyond hours that ended it, incomparable where a default interval
// meets a fixed one. ok is false where the rules cannot be judged so (schedRules), or have too
// many conditions and occasions to combine.
func scheduleSigns(a, b node) (signs []int, ok bool) {
	ra, okA := schedRules(a)
	rb, okB := schedRules(b)
	if !okA || !okB {
		return nil, false
	}
	var vars []string
	minutes := []int{0}
	for _, r := range append(slices.Clone(ra), rb...) {
		if r.cond != "" {
			vars = append(vars, "c:"+r.cond)
		}
		for _, o := range r.occasions {
			vars = append(vars, "o:"+o)
		}
		if r.hasHours {
			minutes = append(minutes, int(r.hours.From), int(r.hours.To)%(24*60))
		}
	}
	sort.Strings(vars)
	vars = slices.Compact(vars)
	if len(vars) > 8 {
		return nil, false
	}
	sort.Ints(minutes)
	minutes = slices.Compact(minutes) // each rule applies alike from one of these to the next
	winner := func(rules []schedRule, day, m int, on map[string]bool) *schedRule {
		for i := range rules {
			if rules[i].applies(day, m, on) {
				return &rules[i]
			}
		}
		return nil
	}
	for mask := range 1 << len(vars) {
		on := map[string]bool{}
		for i, v := range vars {
			on[v] = mask&(1<<i) != 0
		}
		for day := range 7 {
			for _, m := range minutes {
				o, n := winner(ra, day, m, on), winner(rb, day, m, on)
				switch {
				case o == nil && n == nil:
				case o == nil:
					signs = append(signs, -1)
				case n == nil:
					signs = append(signs, 1)
				case o.isDefault != n.isDefault && o.interval != n.interval:
					signs = append(signs, incomparable)
				default:
					signs = append(signs, sign(o.interval, n.interval))
					if n.hasHours && o.hasHours && n.startsOnly != o.startsOnly {
						if n.startsOnly {
							signs = append(signs, -1)
						} else {
							signs = append(signs, 1)
						}
					}
				}
			}
		}
	}
	return signs, true
}

// everyChoicesParts compares the intervals of a cadence rule's every_choices (seconds) as the rule
// cadence_every_choices says.
func everyChoicesParts(old, new *node) []int {
	values := func(n *node) []float64 {
		if n == nil {
			return nil
		}
		out := make([]float64, len(n.items))
		for i := range n.items {
			out[i] = num(&n.items[i], 0)
		}
		return out
	}
	o, n := values(old), values(new)
	if len(o) == 0 || len(n) == 0 {
		return []int{incomparable}
	}
	if slices.Min(n) < slices.Min(o) {
		return []int{-1} // a customer may now choose runs more often than any could before
	}
	parts := []int{sign(slices.Min(o), slices.Min(n))}
	for _, v := range o {
		switch {
		case slices.Contains(n, v):
		case v > slices.Min(n):
			parts = append(parts, incomparable) // its customers may move to a shorter one
		default:
			parts = append(parts, 1) // its customers move to a longer one
		}
	}
	for _, v := range n {
		if !slices.Contains(o, v) && v > slices.Min(n) {
			parts = append(parts, 1)
		}
	}
	return parts
}
