package policy

import (
	"strings"
	"testing"
)

// TestLimitQualifierWithLimit: what a limit is counted in and per (interval_unit, interval_key,
// concurrency_unit, concurrency_key), added with a limit where there was none, is part of that
// limit: more polite, as the limit is, never "less polite" with a sign-off; removed with the
// limit, it is looser as the removal is, not "more polite" beside it (new-user trial 20, finding
// 2). Changed beside a limit in force on both sides, it keeps its own rule.
func TestLimitQualifierWithLimit(t *testing.T) {
	unlimited := func(p *Policy) {
		p.Limits.MinInterval, p.Limits.IntervalKey, p.Limits.IntervalUnit = Duration{}, "", ""
		p.Limits.DefaultInterval = Duration{}
		p.Limits.Concurrency, p.Limits.ConcurrencyKey, p.Limits.ConcurrencyUnit = 0, "", ""
	}
	limited := func(p *Policy) {
		unlimited(p)
		p.Limits.MinInterval = mustDuration(t, "5s")
		p.Limits.IntervalKey, p.Limits.IntervalUnit = "site", "page-loads"
		p.Limits.Concurrency, p.Limits.ConcurrencyKey, p.Limits.ConcurrencyUnit = 2, "site", "page-loads"
	}
	diff := func(editOld, editNew func(*Policy)) string {
		old, new := mybot(t), mybot(t)
		editOld(old)
		editNew(new)
		changes, err := Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			if !strings.HasPrefix(c.Pointer, "/limits/") {
				continue
			}
			got = append(got, changeLine(c))
		}
		return strings.Join(got, "\n")
	}
	if got, want := diff(unlimited, limited), strings.Join([]string{
		"added /limits/min_interval stricter",
		"added /limits/interval_key stricter",
		"added /limits/interval_unit stricter",
		"added /limits/concurrency stricter",
		"added /limits/concurrency_unit stricter",
		"added /limits/concurrency_key stricter",
	}, "\n"); got != want {
		t.Errorf("limits added:\n%s\nwant:\n%s", got, want)
	}
	if got, want := diff(limited, unlimited), strings.Join([]string{
		"removed /limits/min_interval looser!",
		"removed /limits/interval_key looser",
		"removed /limits/interval_unit looser",
		"removed /limits/concurrency looser!",
		"removed /limits/concurrency_unit looser",
		"removed /limits/concurrency_key looser",
	}, "\n"); got != want {
		t.Errorf("limits removed:\n%s\nwant:\n%s", got, want)
	}
	// The limit in force on both sides: counting its interval in page loads instead of requests
	// lets each page's resources through as well, whatever else changes.
	pageLoads := func(p *Policy) { limited(p) }
	requests := func(p *Policy) { limited(p); p.Limits.IntervalUnit = "" }
	if got := diff(requests, pageLoads); !strings.Contains(got, "added /limits/interval_unit looser") {
		t.Errorf("interval_unit added beside a limit in force: %s, want looser", got)
	}
	// interval_unit counts default_interval too: added with a first min_interval where a
	// default_interval was in force, it changes what that interval counts.
	withDefault := func(p *Policy) { unlimited(p); p.Limits.DefaultInterval = mustDuration(t, "10s") }
	withBoth := func(p *Policy) {
		withDefault(p)
		p.Limits.MinInterval, p.Limits.IntervalKey, p.Limits.IntervalUnit = mustDuration(t, "5s"), "site", "page-loads"
	}
	if got := diff(withDefault, withBoth); !strings.Contains(got, "added /limits/interval_unit looser") {
		t.Errorf("interval_unit added beside a default_interval in force: %s, want looser", got)
	}
}

// TestLimitKeyWidened (new-user trial 24, F-04): a limit counted across a key that holds the old
// one's requests (per registrable domain instead of per host name, across all sites) is more
// polite; the reverse is less polite for certain; host name and server cannot be ordered (a host
// name may have several addresses, an address several host names). Every change was "looser",
// not known to be less polite, both ways.
func TestLimitKeyWidened(t *testing.T) {
	for _, tc := range []struct {
		old, new Scope
		want     string
	}{
		{"hostname", "domain", "stricter"},
		{"domain", "hostname", "looser!"},
		{"hostname", "all-sites", "stricter"},
		{"all-sites", "server", "looser!"},
		{"domain-server", "server", "stricter"},
		{"domain-server", "domain", "stricter"},
		{"server", "domain-server", "looser!"},
		{"hostname", "server", "looser"},
		{"site", "domain", "looser"},
	} {
		old, new := mybot(t), mybot(t)
		old.Limits.MinInterval, new.Limits.MinInterval = mustDuration(t, "5s"), mustDuration(t, "5s")
		old.Limits.Concurrency, new.Limits.Concurrency = 1, 1
		old.Limits.IntervalKey, new.Limits.IntervalKey = tc.old, tc.new
		old.Limits.ConcurrencyKey, new.Limits.ConcurrencyKey = tc.old, tc.new
		changes, err := Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, c := range changes {
			s := string(c.Class)
			if c.LessPolite {
				s += "!"
			}
			got[c.Pointer] = s
		}
		for _, ptr := range []string{"/limits/interval_key", "/limits/concurrency_key"} {
			if got[ptr] != tc.want {
				t.Errorf("%s %s → %s: %q, want %q (all: %v)", ptr, tc.old, tc.new, got[ptr], tc.want, got)
			}
		}
	}
}
