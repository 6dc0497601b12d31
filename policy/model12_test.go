package policy

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Tests of the policy model after new-user trial 12 (task model12): each case is an edit of the
// base policy and the exact problems `sitegen validate` prints for it.

// model12Rules: "honoured-if-longer" beside an interval counted in page loads, where a Crawl-delay
// spaces every request (the embedded resources too), compares two unlike intervals (item 1).
var model12Rules = []badPolicy{
	{
		name: "model12/honoured-if-longer beside page loads, Crawl-delay spacing embedded resources",
		edits: []edit{
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nembedded = { fetch = \"fetched\" }\n"),
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ninterval_unit = \"page-loads\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\n"),
		},
		want: []string{
			`policy.toml:83:1: robots_txt.crawl_delay: "honoured-if-longer" compares a Crawl-delay with the crawler's own interval, which counts page loads (limits.interval_unit = "page-loads"), but a Crawl-delay spaces each request of agents.bot, those for embedded resources too (want agents.bot.embedded.crawl_delay = "not-applied", so that it spaces page loads, or crawl_delay = "honoured")`,
		},
	},
}

func TestModel12Rules(t *testing.T) {
	runBadPolicies(t, slices.Concat(model12Rules, quietOnlyRules, allAtOnceRules, perRunRules))
}

// allAtOnceRules: a bad time zone hides no other problem, and a date that does not exist names its
// key and why (item 3).
var allAtOnceRules = []badPolicy{
	{
		name: "model12/bad time zone beside other problems",
		edits: []edit{
			replace("time_zone = \"Europe/Berlin\"\n", "time_zone = \"Mars/Olympus\"\n"),
			replace("agent = \"bot\"\n", "agent = \"nobot\"\n"),
			replace("hours = [\"22:00-06:00\"]\n", "hours = [\"22:00-06:00\", \"05:00-07:00\"]\n"),
			replace("min_interval = \"1s\"\n", "min_interval = \"0s\"\n"),
		},
		want: []string{
			`policy.toml:11:1: site.time_zone: "Mars/Olympus" is not an IANA time zone (want e.g. Europe/Berlin, Europe/Paris, Europe/Warsaw)`,
			`policy.toml:38:1: limits.min_interval: "0s" is zero (want a length of time; for "not set", leave the key out)`,
			`policy.toml:59:25: windows.night.hours[1]: 05:00-07:00 overlaps 22:00-06:00`,
			`policy.toml:64:1: jobs.sync.agent: "nobot" is not in agents (want one of "bot")`,
		},
	},
	{
		name:  "model12/a date that does not exist",
		edits: []edit{replace("last_changed = 2026-11-29\n", "last_changed = 2026-02-30\n")},
		want:  []string{`policy.toml:12:16: site.last_changed: syntax error: "2026-02-30" is not a date: February 2026 has 28 days`},
	},
	{
		name:  "model12/a month that does not exist",
		edits: []edit{replace("last_changed = 2026-11-29\n", "last_changed = 2026-13-01\n")},
		want:  []string{`policy.toml:12:16: site.last_changed: syntax error: "2026-13-01" is not a date: there is no month 13 (want a date such as 2026-12-01)`},
	},
	{
		name:  "model12/a date in an inline table",
		edits: []edit{replace("de = \"Nacht\"", "de = 2026-02-30")},
		want:  []string{`policy.toml:58:30: windows.night.label.de: syntax error: "2026-02-30" is not a date: February 2026 has 28 days`},
	},
}

// TestEmptyPolicy: an empty file (or one without schema) reports every required key in one run,
// the missing schema first, at the top of the file (item 3).
func TestEmptyPolicy(t *testing.T) {
	want := []string{
		`policy.toml:1:1: schema: missing (write schema = 2 at the top of the file)`,
		`policy.toml: agents: missing (want at least one agent: [agents.NAME] with its product token or User-Agent)`,
		`policy.toml: contact.email: missing (a site needs at least one way to reach or refuse the crawler: want the address webmasters write to, or robots_txt.check where the agents read robots.txt)`,
		`policy.toml: operator.name: missing (want the operator's name as registered)`,
		`policy.toml: site.base_url: missing (want the absolute https URL the site is published at, e.g. https://crawler.example/)`,
		`policy.toml: site.default_language: missing (want one of site.languages)`,
		`policy.toml: site.languages: missing (want the site's languages, e.g. ["en", "de", "fr", "pl"])`,
		`policy.toml: site.last_changed: missing (want the date of the policy's last change, e.g. 2026-11-29)`,
		`policy.toml: site.title: missing (want a text in each of the site's languages, e.g. { en = "…", de = "…" })`,
	}
	for _, src := range []string{"", "# nothing yet\n"} {
		_, err := Parse([]byte(src), "policy.toml")
		if err == nil {
			t.Fatalf("Parse(%q) succeeded", src)
		}
		if diff := cmp.Diff(want, problemLines(t, err)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", src, diff)
		}
	}
	// A schema this sitegen cannot read still stops there.
	_, err := Parse([]byte("schema = 9\n"), "policy.toml")
	if got := problemLines(t, err); len(got) != 1 || !strings.Contains(got[0], "schema: 9 is newer") {
		t.Errorf("Parse(schema = 9) = %q, want the schema alone", got)
	}
}

// closedWindow is a quiet window of every day, 00:00 to 23:59 (one minute short of the whole day,
// which the all-day check of a quiet window does not refuse), for targets.
func closedWindow(targets string) string {
	return "\n[windows.closed]\nkind = \"quiet\"\nlabel = { en = \"Closed\", de = \"Geschlossen\" }\nhours = [\"00:00-23:59\"]\n" + targets
}

// lateWindow is a window of kind "only" for jobs.sync, with hours, and the sync's schedule rule
// moved into it.
func lateWindow(hours string) []edit {
	return []edit{
		replace("hours = \"07:00-19:00\"\n", "hours = \""+hours+"\"\n"),
		appendText("\n[windows.late]\nkind = \"only\"\nlabel = { en = \"Late\", de = \"Spät\" }\nhours = [\"" + hours + "\"]\njobs = [\"sync\"]\n"),
	}
}

// quietOnlyRules: quiet hours that cover a job's only window, minute by minute, leave it no time
// to run (item 2).
var quietOnlyRules = []badPolicy{
	{
		name:  "model12/quiet 00:00-23:59 covers an only window",
		edits: append(lateWindow("23:00-23:30"), appendText(closedWindow(""))),
		want: []string{
			`policy.toml:113:1: windows.late.hours: lies wholly within the quiet hours of windows.closed, so jobs.sync, which runs only within windows.late, can never run (want hours outside the quiet windows, or shorter quiet hours)`,
		},
	},
	{
		name:  "model12/quiet for the job's category of site covers an only window",
		edits: append(lateWindow("10:00-11:00"), appendText(closedWindow("targets = [\"portals\"]\n"))),
		want: []string{
			`policy.toml:113:1: windows.late.hours: lies wholly within the quiet hours of windows.closed, so jobs.sync, which runs only within windows.late, can never run (want hours outside the quiet windows, or shorter quiet hours)`,
		},
	},
}

// model12Valid: the same with a Crawl-delay that spaces page loads only, or with "honoured".
var model12Valid = []badPolicy{
	{
		name: "model12/honoured-if-longer, Crawl-delay not applied to embedded resources",
		edits: []edit{
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nembedded = { fetch = \"fetched\", crawl_delay = \"not-applied\" }\n"),
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ninterval_unit = \"page-loads\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\n"),
		},
	},
	{
		name: "model12/honoured beside page loads",
		edits: []edit{
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nembedded = { fetch = \"fetched\" }\n"),
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ninterval_unit = \"page-loads\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured\"\n"),
		},
	},
}

func TestModel12Valid(t *testing.T) {
	runValidCases(t, slices.Concat(model12Valid, quietOnlyValid, perRunValid))
}

// quietOnlyValid: one free minute is enough, and quiet hours of another category of site do not
// apply to the job.
var quietOnlyValid = []badPolicy{
	{name: "model12/the last minute of the day is free", edits: append(lateWindow("23:00-24:00"), appendText(closedWindow("")))},
	{name: "model12/quiet hours of another category of site", edits: append(lateWindow("10:00-11:00"), appendText(closedWindow("targets = [\"portals\"]\n")+"\n[targets.other]\nlabel = { en = \"Other\", de = \"Andere\" }\n"), replace("target = \"portals\"\n", "target = \"other\"\n"))},
}

// TestCrawlDelayUnit: a Crawl-delay spaces page loads only where the interval counts them and no
// agent's Crawl-delay spaces the resources a page embeds.
func TestCrawlDelayUnit(t *testing.T) {
	for _, tt := range []struct {
		name     string
		unit     LoadUnit
		embedded *Embedded
		want     LoadUnit
	}{
		{"interval in requests", LoadUnitRequests, &Embedded{Fetch: EmbeddedFetched, CrawlDelay: AppliedNo}, LoadUnitRequests},
		{"page loads, not applied", LoadUnitPageLoads, &Embedded{Fetch: EmbeddedFetched, CrawlDelay: AppliedNo}, LoadUnitPageLoads},
		{"page loads, applied", LoadUnitPageLoads, &Embedded{Fetch: EmbeddedFetched, CrawlDelay: AppliedYes}, LoadUnitRequests},
		{"page loads, unset where robots.txt is read for them", LoadUnitPageLoads, &Embedded{Fetch: EmbeddedFetched}, LoadUnitRequests},
		{"page loads, unset where robots.txt is not read for them", LoadUnitPageLoads, &Embedded{Fetch: EmbeddedFetched, RobotsTxt: RobotsUseNotRead}, LoadUnitPageLoads},
	} {
		p := &Policy{Limits: Limits{IntervalUnit: tt.unit}, RobotsTxt: RobotsTxt{Check: "before-first-fetch"},
			Agents: []Agent{{ID: "bot", Embedded: tt.embedded}}}
		if got := p.CrawlDelayUnit(""); got != tt.want {
			t.Errorf("%s: CrawlDelayUnit(\"\") = %q, want %q", tt.name, got, tt.want)
		}
		if got := p.CrawlDelayUnit("bot"); got != tt.want {
			t.Errorf("%s: CrawlDelayUnit(\"bot\") = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestMonthDuration: a month is accepted wherever a duration is ("1mo", 30 days, a rolling span
// as "y" is 365 days), and a month written as a word gets the spelling that works (item 4).
func TestMonthDuration(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"1mo", "720h0m0s"},
		{"3mo", "2160h0m0s"},
		{"1mo12h", "732h0m0s"},
		{"5m", "5m0s"},
		{"5ms", "5ms"},
	} {
		d, err := ParseDuration(tt.in)
		if err != nil || d.Duration.String() != tt.want {
			t.Errorf("ParseDuration(%q) = %v, %v, want %s", tt.in, d.Duration, err, tt.want)
		}
	}
	for _, tt := range []struct{ in, want string }{
		{"1 month", `"1 month" is not a duration: write "1mo" for a month (30 days, counted as a rolling span, never a calendar month)`},
		{"monthly", `"monthly" is not a duration: write "1mo" for a month (30 days, counted as a rolling span, never a calendar month)`},
		{"3M", `"3M" is not a duration: write "3mo" for 3 months (90 days, counted as a rolling span, never a calendar month)`},
		{"5 minutes", `"5 minutes" is not a duration (want e.g. 90s, 15m, 24h or 7d)`},
	} {
		_, err := ParseDuration(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParseDuration(%q) error = %v, want %s", tt.in, err, tt.want)
		}
	}
}

// otherAgent is a second agent, unattended, with a quota per run and no job of its own.
const otherAgent = `
[agents.other]
token = "otherbot"
purpose = { en = "Checks links", de = "Prüft Links" }
trigger = "%s"
user_agent = "otherbot/1.0 (+https://crawler.example/)"

[[agents.other.limits.quotas]]
max = 50
per_run = true
`

// perRunRules: a quota per run where nothing runs (item 4).
var perRunRules = []badPolicy{
	{
		name:  "model12/per_run for a category of site no job fetches from",
		edits: []edit{appendText("\n[targets.other]\nlabel = { en = \"Other\", de = \"Andere\" }\n\n[[targets.other.limits.quotas]]\nmax = 20\nper_run = true\n")},
		want: []string{
			`policy.toml:115:1: targets.other.limits.quotas[0].per_run: is set, but no job fetches from targets.other, and a run is one run of a job (or the fetching for one request of an agent that fetches on request): want the cap under jobs.NAME.caps, or a period such as "24h"`,
		},
	},
	{
		name:  "model12/per_run for an unattended agent without jobs",
		edits: []edit{appendText(fmt.Sprintf(otherAgent, "unattended"))},
		want: []string{
			`policy.toml:118:1: agents.other.limits.quotas[0].per_run: is set, but no job runs as agents.other and it does not fetch on request, and a run is one run of a job (or the fetching for one request of an agent that fetches on request): want the cap under jobs.NAME.caps, or a period such as "24h"`,
		},
	},
}

// perRunValid: an agent that fetches on request runs once per request; a period of a month.
var perRunValid = []badPolicy{
	{name: "model12/per_run for an agent that fetches on request", edits: []edit{appendText(fmt.Sprintf(otherAgent, "user-request"))}},
	{name: "model12/a quota per month", edits: []edit{replace("period = \"24h\"\n", "period = \"1mo\"\n")}},
}

// TestModel12FormChannel: a request made in the web form needs contact.form (item 5); with it,
// the policy is valid and contact.email may be left out for requests made in the form alone.
func TestModel12FormChannel(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name:  "model12/via form without a form",
		edits: []edit{replace("kind = \"slower\"\n", "kind = \"slower\"\nvia = [\"form\"]\n")},
		want:  []string{`policy.toml:24:1: contact.requests[0].via: names "form", but contact.form is not set (want the web form's URL, e.g. form = "https://crawler.example/contact")`},
	}})
	runValidCases(t, []badPolicy{{
		name:  "model12/via form",
		edits: []edit{replace("kind = \"slower\"\n", "kind = \"slower\"\nvia = [\"form\"]\n"), replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\nform = \"https://crawler.example/contact\"\n")},
	}})
}
