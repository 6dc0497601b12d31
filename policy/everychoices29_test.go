package policy

import (
	"strings"
	"testing"
)

// TestEveryChoicesIntervalChecks (t29b, item 6): the checks of a rule's interval against a
// second, its weekdays and its span of hours read each of every_choices as they read every: a
// choice under a second, one that no weekday rule can keep, and one longer than the rule's span
// (one run a span) are warned of at the choice, with file:line:col. Failed before: no warning, since
// the checks read every alone.
func TestEveryChoicesIntervalChecks(t *testing.T) {
	const rule = "days = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n"
	for _, tc := range []struct {
		name, rule string
		want       []string
	}{{
		name: "under a second, longer than the span",
		rule: "every_choices = [\"500ms\", \"1h\", \"3h\"]\nhours = \"08:00-10:00\"\n",
		want: []string{
			`policy.toml:69:18: warning: jobs.sync.cadence[0].every_choices[0]: 500ms between runs of a job is less than a second: the page states it as written (want the interval between runs you mean, e.g. "12h"; the time between requests is limits.min_interval)`,
			`policy.toml:69:33: warning: jobs.sync.cadence[0].every_choices[2]: 3h is longer than the rule's span 08:00-10:00 (2h), so at most one run falls in each span, and the spans start a day apart: the page would state runs every 3h where there is one in each span (want each of every_choices no longer than the span, or max_per_day = 1 without every for one run in each span)`,
		},
	}, {
		name: "on a weekday, not a multiple of a week",
		rule: "every_choices = [\"1w\", \"10d\"]\ndays = \"sun\"\n",
		want: []string{
			`policy.toml:69:24: warning: jobs.sync.cadence[0].every_choices[1]: 10d on some weekdays only (days = "sun"): a run every 10d falls on another weekday each time, so the page's rule cannot hold on those days (want a multiple of 7 days, e.g. "4w" for every fourth week, or leave days out)`,
		},
	}, {
		name: "every choice within the span",
		rule: "every_choices = [\"1m\", \"5m\", \"15m\"]\nhours = \"08:00-10:00\"\n",
	}} {
		src := strings.Replace(readBase(t), "trigger = \"unattended\"", "trigger = \"customer-scheduled\"", 1)
		if strings.Count(src, rule) != 1 {
			t.Fatalf("the base policy does not hold %q once", rule)
		}
		src = strings.Replace(src, rule, tc.rule, 1)
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []string
		for _, w := range p.Warnings() {
			if strings.Contains(w.Path, "cadence") {
				got = append(got, w.String())
			}
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s: warnings\n%s\nwant\n%s", tc.name, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}
