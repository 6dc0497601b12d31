package generator

import (
	"github.com/sitegen-dev/sitegen/policy"
)

// ——— A job's campaigns, byte budgets, feeds' own refresh times and fetches shared by every
// user (policy/behaviour.go), stated in its row of the schedule table. ———

// campaignWhen states when a campaign runs: how many times a year, and its dated spans.
func (b *builder) campaignWhen(j policy.Job) []Text {
	l := b.l
	at := func(tokens ...any) string { return sub(pointer("jobs", j.ID), tokens...) }
	var out []Text
	if r := j.RunsPerYear; r != nil {
		switch {
		case r.Min != 0 && r.Min == r.Max:
			// A range whose ends are equal is that number: "once a year", never "1 to 1 times".
			out = append(out, l.n("job.runs_per_year_exact", count(int(r.Max), at("runs_per_year", "max"))).withPointer(at("runs_per_year", "min")))
		case r.Min != 0 && r.Max != 0:
			out = append(out, l.n("job.runs_per_year_range", count(int(r.Max), at("runs_per_year", "max")), "Min", l.count(count(int(r.Min), at("runs_per_year", "min")))))
		case r.Min != 0:
			out = append(out, l.n("job.runs_per_year_min", count(int(r.Min), at("runs_per_year", "min"))))
		case r.Max != 0:
			out = append(out, l.n("job.runs_per_year_max", count(int(r.Max), at("runs_per_year", "max"))))
		}
	}
	for i, d := range j.Dates {
		if d.From.Yearly() {
			// The same span every year, said without a year ("every year from 1 March to 30
			// November"), never as the dates of one year.
			out = append(out, l.t("job.dates_yearly", "From", b.dayOfYear(d.From, at("dates", i, "from")), "Until", b.dayOfYear(d.Until, at("dates", i, "until"))))
			continue
		}
		out = append(out, l.t("job.dates", "From", b.date(d.From.Date, at("dates", i, "from")), "Until", b.date(d.Until.Date, at("dates", i, "until"))))
	}
	return out
}

// campaignDetails states a job's byte budgets, its bounds on a feed's own refresh time, a fetch
// shared by every user and its WebSub subscriptions.
func (b *builder) campaignDetails(j policy.Job) Cell {
	l := b.l
	at := func(tokens ...any) string { return sub(pointer("jobs", j.ID), tokens...) }
	var c Cell
	for i, bu := range j.Budgets {
		key := b.qualifier(b.enum("scope_per", string(bu.Key), at("budgets", i, "key")))
		if u := b.unpublishedSize(at("budgets", i, "max")); u != "" {
			// The amount exists and is not published: the sentence says so, at the list's entry.
			if bu.FirstPass {
				c = append(c, l.t("job.budget_first_pass_unpublished", "Key", key).withPointer(u).withPointer(at("budgets", i, "first_pass")))
			} else {
				c = append(c, l.t("job.budget_unpublished", "Key", key).withPointer(u))
			}
			continue
		}
		size := b.size(bu.Max, at("budgets", i, "max"))
		if bu.FirstPass {
			c = append(c, l.t("job.budget_first_pass", "Size", size, "Key", key).withPointer(at("budgets", i, "first_pass")))
		} else {
			c = append(c, l.t("job.budget", "Size", size, "Key", key))
		}
	}
	if t := j.FeedTTL; t != nil {
		ttl := code("", "<ttl>")
		switch {
		case !t.Min.IsZero() && !t.Max.IsZero():
			c = append(c, l.t("job.feed_ttl_between", "TTL", ttl, "Min", dur(t.Min.Duration, at("feed_ttl", "min")), "Max", dur(t.Max.Duration, at("feed_ttl", "max"))))
		case !t.Min.IsZero():
			c = append(c, l.t("job.feed_ttl_min", "TTL", ttl, "Min", dur(t.Min.Duration, at("feed_ttl", "min"))))
		case !t.Max.IsZero():
			c = append(c, l.t("job.feed_ttl_max", "TTL", ttl, "Max", dur(t.Max.Duration, at("feed_ttl", "max"))))
		}
	}
	if j.SharedFetch {
		c = append(c, l.t("job.shared_fetch").withPointer(at("shared_fetch")))
	}
	switch {
	case j.WebSub && !j.WebSubPollEvery.IsZero():
		c = append(c, l.t("job.websub_poll", "T", dur(j.WebSubPollEvery.Duration, at("websub_poll_every"))).withPointer(at("websub")))
	case j.WebSub:
		c = append(c, l.t("job.websub").withPointer(at("websub")))
	}
	return c
}
