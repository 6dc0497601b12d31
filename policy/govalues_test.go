package policy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestValidateValuesOfGoPolicy: a policy built in Go is held to the rules of policy.toml's value
// types, which the loader applies as it decodes: a negative duration, size or count, a time of day
// past 24:00, a date no policy changed on, an unknown enumerated value, a token with a space, each
// refused at its key path with what would be right, and the model's rules not applied to them
// (before, Validate accepted a cap of -1, a cache of -1h and 25:00-26:00, and New enforced them).
func TestValidateValuesOfGoPolicy(t *testing.T) {
	tests := []struct {
		name   string
		change func(p *Policy)
		want   []string
	}{
		{
			name: "negative durations, sizes and counts",
			change: func(p *Policy) {
				p.Limits.MinInterval = Duration{Duration: -2 * time.Second}
				p.Limits.Concurrency = -1
				p.Limits.Quotas = []Cap{{Max: -1, Period: Duration{Duration: -time.Hour}, Key: ScopeSite}}
				p.Limits.MaxBodySize = -1
				p.RobotsTxt.CacheFor = Duration{Duration: -time.Hour}
				p.Errors.Retries.Delays = []Duration{{Duration: -time.Minute}}
			},
			want: []string{
				"errors.retries.delays[0]: -1m0s is negative (want a length of time such as 90s, 15m, 24h or 7d; zero for not set)",
				"limits.concurrency: -1 is negative (want a whole number of at least 1; zero for not set)",
				"limits.max_body_size: -1 is negative (want a size such as 500KiB or 8MB; zero for not set)",
				"limits.min_interval: -2s is negative (want a length of time such as 90s, 15m, 24h or 7d; zero for not set)",
				"limits.quotas[0].max: -1 is negative (want a whole number of at least 1; zero for not set)",
				"limits.quotas[0].period: -1h0m0s is negative (want a length of time such as 90s, 15m, 24h or 7d; zero for not set)",
				"robots_txt.cache_for: -1h0m0s is negative (want a length of time such as 90s, 15m, 24h or 7d; zero for not set)",
			},
		},
		{
			name: "too large",
			change: func(p *Policy) {
				p.Limits.Concurrency = 1 << 40
				p.Limits.MaxBodySize = 1<<62 + 1
			},
			want: []string{
				"limits.concurrency: 1099511627776 is too large (at most 2147483647)",
				"limits.max_body_size: 4611686018427387905 is too large (at most 4611686018427387904)",
			},
		},
		{
			name: "times, days and dates",
			change: func(p *Policy) {
				p.Windows[0].Hours = []TimeRange{{From: 25 * 60, To: 26 * 60}, {From: 24 * 60, To: 60}, {From: -5, To: 60}}
				p.Windows[0].Days = 0xff
				p.Site.LastChanged = Date{time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC)}
			},
			want: []string{
				"site.last_changed: 3000-01-01 is too far in the future to be a date the policy changed (want a date from 1994-06-30, when the Robots Exclusion Protocol was published, to 2099-12-31)",
				"windows.night.days: 0b11111111 has bits beyond the seven days of the week (want 1<<time.Sunday to 1<<time.Saturday)",
				"windows.night.hours[0]: 1500-1560 is not a time range (want minutes after midnight from 0 to 1440: 00:00 to 24:00)",
				"windows.night.hours[1]: 24:00-01:00 starts at 24:00 (write 00:00)",
				"windows.night.hours[2]: -5-60 is not a time range (want minutes after midnight from 0 to 1440: 00:00 to 24:00)",
			},
		},
		{
			name: "values as their types parse them",
			change: func(p *Policy) {
				p.Limits.IntervalKey = "per-moon"
				p.Agents[0].Token = "My Bot"
			},
			want: []string{
				`agents.bot.token: "My Bot" is not a product token: ' ' (U+0020) is not allowed (ASCII letters A–Z and a–z, "_" and "-", RFC 9309 §2.2.1; digits and "." load with a warning)`,
				`limits.interval_key: "per-moon" is not allowed here (want one of "hostname", "site", "server", "all-sites", "system", "municipality", "customer", "observation", "sync", "source", "list", "admission-check", "fetch", "frame", "run", "domain", "domain-server", "pass")`,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := goPolicy(t)
			tt.change(p)
			err := p.Validate()
			var got []string
			if err != nil {
				got = strings.Split(err.Error(), "\n")
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Validate() problems mismatch (-want +got):\n%s\ngot, as Go:\n%s", diff, goLines(got))
			}
			if check := p.Check(); (check == nil) != (err == nil) || check != nil && check.Error() != err.Error() {
				t.Errorf("Check() = %v, want Validate's problems", check)
			}
		})
	}
}

// TestValidateEntriesOfGoPolicy: a policy built in Go with more entries in a list than
// policy.toml can hold (MaxEntries, as MaxFileBytes bounds a file) is refused at that list, and
// nothing else of it is checked, so that Validate returns at once.
func TestValidateEntriesOfGoPolicy(t *testing.T) {
	p := goPolicy(t)
	p.Unpublished = make([]string, MaxEntries+1)
	p.Site.Languages = append(p.Site.Languages, make([]string, 10_000_000)...)
	err := p.Validate()
	want := []string{
		"site.languages: has 10000002 entries; policy.toml holds at most 2097152",
		"unpublished: has 2097153 entries; policy.toml holds at most 2097152",
	}
	var got []string
	if err != nil {
		got = strings.Split(err.Error(), "\n")
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Validate() problems mismatch (-want +got):\n%s", diff)
	}
}

// TestValidateAgainAfterParse: every example policy that Parse accepts passes Validate and Check
// as it is, so that a check of a policy read from a file (polite.New's) refuses nothing Parse
// accepted: the value types' rules, applied to the values they decoded, hold.
func TestValidateAgainAfterParse(t *testing.T) {
	files, _ := filepath.Glob("../examples/*/policy.toml")
	files = append(files, "testdata/policy.toml", "testdata/mybot.toml")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(data, f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if err := p.Check(); err != nil {
			t.Errorf("%s: Check after Parse: %v", f, err)
		}
		if err := p.Validate(); err != nil {
			t.Errorf("%s: Validate after Parse: %v", f, err)
		}
	}
}
