package policy

import "testing"

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
	runBadPolicies(t, append(model12Rules, quietOnlyRules...))
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

func TestModel12Valid(t *testing.T) { runValidCases(t, append(model12Valid, quietOnlyValid...)) }

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
