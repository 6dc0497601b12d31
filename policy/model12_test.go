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

func TestModel12Rules(t *testing.T) { runBadPolicies(t, model12Rules) }

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

func TestModel12Valid(t *testing.T) { runValidCases(t, model12Valid) }

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
