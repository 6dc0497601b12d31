package policy

import (
	"strings"
	"testing"
)

// perDatesBase is a study whose one job runs from 11 January to 9 April 2027.
const perDatesBase = `schema = 2

[site]
title = { en = "StudyBot" }
base_url = "https://study.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Study Lab"

[contact]
email = "bot@study.example"

[agents.bot]
token = "StudyBot"

[limits]
min_interval = "10s"
interval_key = "site"

[jobs.study]
label = { en = "Study" }
agent = "bot"
runs_per_year = { min = 1, max = 1 }
dates = [{ from = 2027-01-11, until = 2027-02-28 }, { from = 2027-03-01, until = 2027-04-09 }]
`

// TestPerDates (new-user trial 27, F-09): a quota or cap counted over its jobs' dates spans from
// the first day of their earliest span to the last of their latest (CapDates), and is refused,
// with its place and what would be right, beside a period or per_run, and where a job it applies
// to has no dates with a year or an agent it applies to has no job. Failed before: unknown key
// "per_dates".
func TestPerDates(t *testing.T) {
	p, err := Parse([]byte(perDatesBase+"\n[[limits.quotas]]\nmax = 21\nunit = \"pages\"\nkey = \"domain\"\nper_dates = true\n\n[[jobs.study.caps]]\nmax = 5000\nper_dates = true\n"), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !p.Limits.Quotas[0].PerDates {
		t.Error("per_dates not read")
	}
	for _, owner := range []string{"/limits", "/jobs/study", "/agents/bot/limits"} {
		from, until, ok := p.CapDates(owner)
		if !ok || from.String() != "2027-01-11" || until.String() != "2027-04-09" {
			t.Errorf("CapDates(%s) = %v, %v, %v; want 2027-01-11, 2027-04-09", owner, from, until, ok)
		}
	}
	for _, c := range []struct{ name, add, want string }{
		{"with a period", "\n[[limits.quotas]]\nmax = 21\nkey = \"site\"\nper_dates = true\nperiod = \"24h\"\n",
			`limits.quotas[0].per_dates: is set, but so is period (a cap is counted over the jobs' dates or per period, not both)`},
		{"with per_run", "\n[[jobs.study.caps]]\nmax = 21\nper_dates = true\nper_run = true\n",
			`jobs.study.caps[0].per_dates: is set, but so is per_run (a cap is counted over the jobs' dates or per run, not both)`},
		{"a job without dates", "\n[jobs.other]\nlabel = { en = \"Other\" }\nagent = \"bot\"\nruns_per_year = { min = 1, max = 1 }\n\n[[limits.quotas]]\nmax = 21\nkey = \"site\"\nper_dates = true\n",
			`limits.quotas[0].per_dates: is set, but jobs.other has no dates with a year, so there is no span to count over (want dates with a year on every job it applies to, e.g. dates = [{ from = 2027-01-11, until = 2027-04-09 }], or a period such as "30d")`},
		{"dates of every year", "\n[jobs.yearly]\nlabel = { en = \"Yearly\" }\nagent = \"bot\"\nruns_per_year = { min = 1, max = 1 }\ndates = [{ from = \"03-01\", until = \"11-30\" }]\n\n[[jobs.yearly.caps]]\nmax = 21\nper_dates = true\n",
			`jobs.yearly.caps[0].per_dates: is set, but jobs.yearly has no dates with a year`},
		{"an agent without jobs", "\n[agents.other]\ntoken = \"OtherBot\"\n\n[[limits.quotas]]\nmax = 21\nkey = \"site\"\nper_dates = true\n",
			`limits.quotas[0].per_dates: is set, but it applies to agents.other, which fetches without a job and so without dates`},
	} {
		_, err := Parse([]byte(perDatesBase+c.add), "policy.toml")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v\nwant %s", c.name, err, c.want)
		}
	}
}
