package polite_test

import (
	"errors"
	"fmt"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// perDatesPolicy is a study that runs from 11 to 20 January 2027 and fetches at most 3 pages of
// a site over that whole span (per_dates), however many days and runs it takes.
const perDatesPolicy = `schema = 2

[site]
title = { en = "StudyBot" }
base_url = "https://study.example/"
languages = ["en"]
default_language = "en"
time_zone = "Europe/Berlin"
last_changed = 2026-12-01
example = true

[operator]
name = "Study Lab"

[contact]
email = "bot@study.example"

[agents.bot]
token = "StudyBot"

[limits]
min_interval = "1s"
interval_key = "hostname"

[[limits.quotas]]
max = 3
key = "hostname"
per_dates = true

[jobs.study]
label = { en = "Study" }
agent = "bot"
runs_per_year = { min = 1, max = 12 }
dates = [{ from = 2027-01-11, until = 2027-01-20 }]
`

// TestPerDatesQuota (new-user trial 27, F-09): a quota counted over the job's dates keeps its
// count from the first request to the span's last day: no reset at the next day, nor in another
// run, nor 24 hours or 8 days later; another site has its own count. Failed before: per_dates
// was an unknown key.
func TestPerDatesQuota(t *testing.T) {
	p, err := policy.Parse([]byte(perDatesPolicy), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		s.add("b.example", "", site{})
		tr := start(t, p, s, polite.Options{Clock: clockAt("2027-01-11T09:00:00Z"), Elsewhere: []string{"/jobs/study/runs_per_year"}})
		run := func(r string) polite.Fetch {
			return polite.Fetch{Job: "study", Keys: map[policy.Scope]string{policy.ScopeRun: r}}
		}
		for i := range 3 {
			if _, err := get(tr, run("1"), fmt.Sprintf("http://a.example/%d", i)); err != nil {
				t.Fatalf("request %d: %v", i, err)
			}
		}
		var qe *polite.QuotaError
		for _, c := range []struct {
			name  string
			sleep time.Duration
			run   string
		}{
			{"the fourth page", 0, "1"},
			{"the next day, in another run", 25 * time.Hour, "2"},
			{"eight days on, the span's last day", 7 * 24 * time.Hour, "3"},
		} {
			time.Sleep(c.sleep)
			_, err := get(tr, run(c.run), "http://a.example/more")
			if !errors.As(err, &qe) || qe.Pointer != "/limits/quotas/0" || qe.Max != 3 {
				t.Errorf("%s: %v, want the quota /limits/quotas/0 of 3 used up", c.name, err)
			}
		}
		if _, err := get(tr, run("3"), "http://b.example/0"); err != nil {
			t.Errorf("another site: %v, want it fetched (its own count)", err)
		}
	})
}
