package policy

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestNeverRetriedDiff: a status never retried is a request not sent again, so one added is
// stricter and one removed looser and less polite.
func TestNeverRetriedDiff(t *testing.T) {
	parse := func(src string) *Policy {
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	base := readBase(t)
	one := parse(strings.Replace(base, "retry_after = \"honoured\"\n", "retry_after = \"honoured\"\nnever_retried = [404]\n", 1))
	two := parse(strings.Replace(base, "retry_after = \"honoured\"\n", "retry_after = \"honoured\"\nnever_retried = [404, 501]\n", 1))
	none := parse(base)
	for _, tc := range []struct {
		old, new *Policy
		want     string
	}{
		{none, one, "added /errors/never_retried/0 stricter false"},
		{one, two, "added /errors/never_retried/1 stricter false"},
		{two, one, "removed /errors/never_retried/1 looser true"},
	} {
		changes, err := Diff(tc.old, tc.new)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			got = append(got, fmt.Sprint(c.Kind, " ", c.Pointer, " ", c.Class, " ", c.LessPolite))
		}
		if strings.Join(got, "\n") != tc.want {
			t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), tc.want)
		}
	}
}

// TestLastChangedAfter: a date of last change after the day of the build is a warning at
// site.last_changed, with the day and where it comes from; on the day itself, none.
func TestLastChangedAfter(t *testing.T) {
	p, err := Parse([]byte(readBase(t)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	day := p.Site.LastChanged.Time
	if w := p.LastChangedAfter(day.Add(23*time.Hour), "today"); w != nil {
		t.Errorf("on the day of last change: %v, want none", w)
	}
	w := p.LastChangedAfter(day.Add(-time.Hour), "today")
	if w == nil {
		t.Fatal("the day before: no warning")
	}
	prev := day.AddDate(0, 0, -1).Format(time.DateOnly)
	want := fmt.Sprintf("policy.toml:12:1: warning: site.last_changed: %s is after the day of the build (%s, today): the pages would date the policy in the future (want the day of its last change, at the latest %s)", p.Site.LastChanged, prev, prev)
	if got := w.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
