package generator

import (
	"github.com/sitegen-dev/sitegen/policy"
)

// ——— Rates that hold on a second key, and rates that adapt (policy/behaviour.go): further
// intervals and the wait derived from the response time, stated with the limits they belong to;
// the slower rate instead of a pause, stated with the errors. ———

// adaptiveLimitFacts states the further intervals and the delay from the response time of the
// limits at base.
func (b *builder) adaptiveLimitFacts(lim policy.Limits, base ...any) []Text {
	l := b.l
	at := func(tokens ...any) string { return sub(pointer(base...), tokens...) }
	var facts []Text
	for i, iv := range lim.Intervals {
		facts = append(facts, l.t("limits.also_interval",
			"Interval", dur(iv.MinInterval.Duration, at("intervals", i, "min_interval")),
			"Key", b.qualifier(b.enum("scope_between", string(iv.IntervalKey), at("intervals", i, "interval_key")))))
	}
	if d := lim.ResponseTimeDelay; d != nil {
		dp := func(tokens ...any) string { return at(append([]any{"response_time_delay"}, tokens...)...) }
		var key, bounds Text
		if d.Key != "" {
			key = b.qualifier(b.enum("scope_between", string(d.Key), dp("key")))
		}
		switch {
		case !d.Min.IsZero() && !d.Max.IsZero():
			bounds = l.t("response_time.between", "Min", dur(d.Min.Duration, dp("min")), "Max", dur(d.Max.Duration, dp("max")))
		case !d.Min.IsZero():
			bounds = l.t("response_time.min", "Min", dur(d.Min.Duration, dp("min")))
		case !d.Max.IsZero():
			bounds = l.t("response_time.max", "Max", dur(d.Max.Duration, dp("max")))
		}
		facts = append(facts, l.n("limits.response_time_delay", count(int(d.Factor), dp("factor")), "Key", key, "Bounds", bounds))
	}
	return facts
}

// slowDownFact states errors.slow_down: the conditions, the factor, what is slowed down and the
// longest interval; a factor of two in words, as the escalation of a pause.
func (b *builder) slowDownFact() []Text {
	s := b.p.Errors.SlowDown
	if s == nil {
		return nil
	}
	l := b.l
	// The conditions, counted as a reaction's are (threshold, consecutive; new-user trial 22,
	// F-03: "after 10 failures in a row", which the page stated as after a single one).
	families := []string{"condition", "condition_plural", "condition_in_a_row"}
	forms := make([]Text, len(families))
	for f, family := range families {
		items := make([]Text, len(s.On))
		for i, c := range s.On {
			items[i] = b.enum(family, string(c), sub("/errors/slow_down/on", i))
		}
		forms[f] = b.list(items, "or")
	}
	on := forms[0]
	if s.Threshold > 1 {
		counted := textForms{base: forms[0], forms: map[string]Text{"Plural": forms[1], "InARow": forms[2]}}
		if s.Consecutive {
			on = l.n("slow_down.times_in_a_row", count(int(s.Threshold), "/errors/slow_down/threshold"), "On", counted).withPointer("/errors/slow_down/consecutive")
		} else {
			on = l.n("slow_down.times", count(int(s.Threshold), "/errors/slow_down/threshold"), "On", counted)
		}
	}
	var scope, max Text
	if s.Scope != "" {
		// The host name, site … that answered, not every one (review 4, pl 3).
		scope = b.qualifier(b.enum("scope_slowed", string(s.Scope), "/errors/slow_down/scope"))
	}
	if !s.MaxInterval.IsZero() {
		max = l.t("slow_down.max", "Max", dur(s.MaxInterval.Duration, "/errors/slow_down/max_interval"))
	}
	switch s.Factor {
	case 0:
		return []Text{l.t("slow_down.unstated", "On", on, "Scope", scope, "Max", max)}
	case 2:
		return []Text{l.t("slow_down.double", "On", on, "Scope", scope, "Max", max).withPointer("/errors/slow_down/factor")}
	}
	return []Text{l.n("slow_down.factor", count(int(s.Factor), "/errors/slow_down/factor"), "On", on, "Scope", scope, "Max", max)}
}
