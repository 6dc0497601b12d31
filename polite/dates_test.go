package polite_test

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// datesPolicy has a job of every year (1 March to 30 November), a dated campaign (one week in
// January 2027) and a job with no dates, in Warsaw's calendar.
const datesPolicy = `schema = 2

[site]
title = { en = "SeasonBot" }
base_url = "https://season.example/"
languages = ["en"]
default_language = "en"
time_zone = "Europe/Warsaw"
last_changed = 2026-12-01
example = true

[operator]
name = "Season Ltd"

[contact]
email = "bot@season.example"

[agents.bot]
token = "SeasonBot"

[limits]
min_interval = "1s"
interval_key = "hostname"

[jobs.season]
label = { en = "Season" }
agent = "bot"
dates = [{ from = "03-01", until = "11-30" }]

[jobs.campaign]
label = { en = "Campaign" }
agent = "bot"
dates = [{ from = 2027-01-04, until = 2027-01-08 }]

[jobs.check]
label = { en = "Check" }
agent = "bot"
`

// TestJobDatesEnforced: a job's requests go on the days of its spans only, by the calendar of
// the policy's time zone; outside them RoundTrip refuses them with *OutsideDatesError, which
// says when the next span begins (none after a dated span is over). A job without dates, and a
// request of no job, are not held.
func TestJobDatesEnforced(t *testing.T) {
	p, err := policy.Parse([]byte(datesPolicy), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	warsaw, err := time.LoadLocation("Europe/Warsaw")
	if err != nil {
		t.Fatal(err)
	}
	midnight := func(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, warsaw) }
	for _, c := range []struct {
		name string
		at   string // UTC
		job  string
		next time.Time // zero: sent; otherwise the *OutsideDatesError's Next
		over bool      // refused, and no span begins again
	}{
		{"season in December", "2026-12-02T10:17:00Z", "season", midnight(2027, 3, 1), false},
		{"campaign before its week", "2026-12-02T10:17:00Z", "campaign", midnight(2027, 1, 4), false},
		{"no dates", "2026-12-02T10:17:00Z", "check", time.Time{}, false},
		{"no job", "2026-12-02T10:17:00Z", "", time.Time{}, false},
		{"season: 1 March 00:30 in Warsaw (still 28 February in UTC)", "2027-02-28T23:30:00Z", "season", time.Time{}, false},
		{"season: 30 November 23:30 in Warsaw", "2027-11-30T22:30:00Z", "season", time.Time{}, false},
		{"season: 1 December 00:30 in Warsaw", "2027-11-30T23:30:00Z", "season", midnight(2028, 3, 1), false},
		{"campaign: its last day", "2027-01-08T12:00:00Z", "campaign", time.Time{}, false},
		{"campaign: over", "2027-01-09T12:00:00Z", "campaign", time.Time{}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				tr, err := polite.New(p, polite.Options{Agent: "bot", Clock: clockAt(c.at), Base: canned{}, Resolve: resolveAll})
				if err != nil {
					t.Fatal(err)
				}
				defer tr.Close()
				ctx := polite.WithFetch(context.Background(), polite.Fetch{Job: c.job})
				req, _ := http.NewRequestWithContext(ctx, "GET", "http://a.example/robots-free", nil)
				resp, err := tr.RoundTrip(req)
				if err == nil {
					resp.Body.Close()
				}
				var od *polite.OutsideDatesError
				switch {
				case c.next.IsZero() && !c.over:
					if err != nil {
						t.Errorf("%v, want the request sent", err)
					}
				case !errors.As(err, &od):
					t.Errorf("%v, want *OutsideDatesError", err)
				case od.Job != c.job || od.Pointer != "/jobs/"+c.job+"/dates" || !od.Next.Equal(c.next):
					t.Errorf("%+v, want job %q at /jobs/%s/dates, next span at %s", od, c.job, c.job, c.next)
				}
			})
		})
	}
}
