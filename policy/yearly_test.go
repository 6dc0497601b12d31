package policy

import (
	"encoding/json"
	"testing"
	"time"
)

// A span of days that recurs every year (new-user trial 3, report 1.3: a monitoring period "1
// March – 30 November each year"), written without a year.

// TestParseDay: a date, a day of every year, and what is neither.
func TestParseDay(t *testing.T) {
	for _, tt := range []struct {
		in, want, err string
	}{
		{"2027-03-01", "2027-03-01", ""},
		{"03-01", "03-01", ""},
		{" 11-30 ", "11-30", ""},
		{"12-31", "12-31", ""},
		{"02-29", "", `"02-29" does not occur every year (want 02-28 or 03-01, or a date with its year)`},
		{"13-01", "", `"13-01" is no day of the year (want MM-DD, e.g. 03-01)`},
		{"04-31", "", `"04-31" is no day of the year (want MM-DD, e.g. 03-01)`},
		{"3-1", "", `"3-1" is not a date (want YYYY-MM-DD, e.g. 2027-03-01, or MM-DD for the same day every year, e.g. 03-01)`},
		{"1990-03-01", "", `1990-03-01 is before robots.txt existed (want a date from 1994-06-30, when the Robots Exclusion Protocol was published, to 2099-12-31)`},
	} {
		d, err := ParseDay(tt.in)
		switch {
		case tt.err != "" && (err == nil || err.Error() != tt.err):
			t.Errorf("ParseDay(%q) error %v, want %s", tt.in, err, tt.err)
		case tt.err == "" && err != nil:
			t.Errorf("ParseDay(%q): %v", tt.in, err)
		case tt.err == "" && d.String() != tt.want:
			t.Errorf("ParseDay(%q) = %s, want %s", tt.in, d, tt.want)
		}
	}
	d, _ := ParseDay("03-01")
	if !d.Yearly() || d.Month != time.March || d.DayOfMonth != 1 || d.IsZero() {
		t.Errorf("03-01: %+v, want a day of every year, 1 March", d)
	}
	b, err := json.Marshal(DateRange{From: d, Until: Day{Month: time.November, DayOfMonth: 30}})
	if err != nil || string(b) != `{"from":"03-01","until":"11-30"}` {
		t.Errorf("policy.json: %s, %v", b, err)
	}
	var back DateRange
	if err := json.Unmarshal(b, &back); err != nil || back.From != d {
		t.Errorf("read back: %+v, %v", back, err)
	}
}

var yearlyRules = []badPolicy{
	{
		name:  "yearly/a year at one end only",
		edits: []edit{replace(syncAt, syncAt+"dates = [{ from = \"03-01\", until = 2027-11-30 }]\n")},
		want: []string{
			`policy.toml:66:28: jobs.sync.dates[0].until: 2027-11-30 and from 03-01: one has a year and the other has not (want both with a year, or both MM-DD for the same span every year, e.g. until = "11-30")`,
		},
	},
	{
		name:  "yearly/a year at the other end only",
		edits: []edit{replace(syncAt, syncAt+"dates = [{ from = 2027-03-01, until = \"11-30\" }]\n")},
		want: []string{
			`policy.toml:66:31: jobs.sync.dates[0].until: 11-30 and from 2027-03-01: one has a year and the other has not (want both with a year, or both MM-DD for the same span every year, e.g. until = "2027-11-30")`,
		},
	},
	{
		name:  "yearly/February 29",
		edits: []edit{replace(syncAt, syncAt+"dates = [{ from = \"02-29\", until = \"11-30\" }]\n")},
		want: []string{
			`policy.toml:66:12: jobs.sync.dates[0].from: "02-29" does not occur every year (want 02-28 or 03-01, or a date with its year)`,
		},
	},
}

func TestYearlyRules(t *testing.T) { runBadPolicies(t, yearlyRules) }

var yearlyValid = []badPolicy{
	{name: "every year from 1 March to 30 November", edits: []edit{replace(syncAt, syncAt+"dates = [{ from = \"03-01\", until = \"11-30\" }]\n")}},
	{name: "every year across the new year", edits: []edit{replace(syncAt, syncAt+"dates = [{ from = \"11-01\", until = \"02-28\" }]\n")}},
	{name: "one day every year", edits: []edit{replace(syncAt, syncAt+"dates = [{ from = \"06-30\", until = \"06-30\" }]\n")}},
}

func TestYearlyValid(t *testing.T) { runValidCases(t, yearlyValid) }

// Intervals and caps counted in page loads (new-user trial 3, report 1.5: a headless browser
// loads a page with its resources; "one request every 5 seconds" is false for it).

var loadUnitRules = []badPolicy{
	{
		name:  "loadunit/page loads where no agent fetches embedded resources",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ninterval_unit = \"page-loads\"\n")},
		want: []string{
			`policy.toml:40:1: limits.interval_unit: is "page-loads", but no agent fetches the resources a page embeds, so a page load is one request (want agents.NAME.embedded = { fetch = "fetched" } for the agent that loads pages, or "requests")`,
		},
	},
	{
		name: "loadunit/units without an interval or a cap",
		edits: []edit{replace("concurrency = 1\nconcurrency_key = \"server\"\n", "concurrency_unit = \"requests\"\n"),
			replace("min_interval = \"1s\"\ninterval_key = \"hostname\"\n", "interval_unit = \"requests\"\n")},
		want: []string{
			`policy.toml:38:1: limits.interval_unit: is set, but neither min_interval nor default_interval is (want the interval it counts, e.g. min_interval = "5s")`,
			`policy.toml:49:1: targets.portals.limits.concurrency_unit: is set, but concurrency is not (want how many at a time, e.g. concurrency = 2)`,
		},
	},
	{
		name:  "loadunit/an unknown unit",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ninterval_unit = \"pages\"\n")},
		want: []string{
			`policy.toml:40:1: limits.interval_unit: "pages" is not allowed here (want one of "requests", "page-loads")`,
		},
	},
}

func TestLoadUnitRules(t *testing.T) { runBadPolicies(t, loadUnitRules) }

var loadUnitValid = []badPolicy{
	{name: "one page load every second, two page loads at a time, resources fetched", edits: []edit{
		replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ninterval_unit = \"page-loads\"\n"),
		replace("concurrency = 1\n", "concurrency = 2\nconcurrency_unit = \"page-loads\"\n"),
		replace(agentAt, agentAt+"\nembedded = { fetch = \"fetched\" }")}},
	{name: "each request counted, said", edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ninterval_unit = \"requests\"\n")}},
}

func TestLoadUnitValid(t *testing.T) { runValidCases(t, loadUnitValid) }

// TestLoadUnitDiff: counted in page loads is less polite than in requests; "requests" said where
// nothing was is no change of behaviour.
func TestLoadUnitDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{"interval in page loads", func(p *Policy) { p.Limits.IntervalUnit = LoadUnitPageLoads }, []string{"added /limits/interval_unit looser!"}},
		{"interval in requests, said", func(p *Policy) { p.Limits.IntervalUnit = LoadUnitRequests }, []string{"added /limits/interval_unit neutral"}},
	})
}
