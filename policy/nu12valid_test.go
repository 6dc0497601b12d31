package policy

import "testing"

// Tests of validation after new-user trial 12 (task nu12valid): each case is an edit of the base
// policy (testdata/policy.toml) and the exact problems `sitegen validate` prints for it.

// nu12Rules are contradictions the validator refuses.
var nu12Rules = []badPolicy{
	// Item 2: a Crawl-delay can count at most crawl_delay_max, and the crawler keeps the longer of
	// it and its own interval: with crawl_delay_max no longer than the interval, no Crawl-delay
	// slows the crawler down, and the page must not offer one as the way to.
	{
		name: "nu12/crawl_delay_max shorter than the interval, honoured-if-longer",
		edits: []edit{
			replace("min_interval = \"1s\"\n", "min_interval = \"3s\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"1s\"\n"),
		},
		want: []string{
			`policy.toml:82:1: robots_txt.crawl_delay_max: 1s is no longer than the crawler's own interval of 3s (limits.min_interval), and the crawler keeps the longer of the two: no Crawl-delay can slow it down, yet the page would offer one as the way to (want crawl_delay_max longer than 3s, e.g. "1m", or crawl_delay = "ignored")`,
		},
	},
	{
		name: "nu12/crawl_delay_max as long as the interval, honoured",
		edits: []edit{
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured\"\ncrawl_delay_max = \"1s\"\n"),
		},
		want: []string{
			`policy.toml:82:1: robots_txt.crawl_delay_max: 1s is no longer than the crawler's own interval of 1s (limits.min_interval), and the crawler keeps the longer of the two: no Crawl-delay can slow it down, yet the page would offer one as the way to (want crawl_delay_max longer than 1s, e.g. "1m", or crawl_delay = "ignored")`,
		},
	},
	{
		name: "nu12/crawl_delay_max of an agent shorter than a target's interval",
		edits: []edit{
			replace("min_interval = \"1s\"\n", "min_interval = \"60s\"\n"),
			replace("concurrency = 1\n", "concurrency = 1\nmin_interval = \"45s\"\n"),
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nrobots_txt_handling = { crawl_delay = \"honoured-if-longer\", crawl_delay_max = \"30s\" }\n"),
		},
		want: []string{
			`policy.toml:33:61: agents.bot.robots_txt_handling.crawl_delay_max: 30s is no longer than the crawler's own interval of 45s (targets.portals.limits.min_interval), and the crawler keeps the longer of the two: no Crawl-delay can slow it down, yet the page would offer one as the way to (want crawl_delay_max longer than 45s, e.g. "1m30s", or crawl_delay = "ignored")`,
		},
	},
}

func TestNu12Rules(t *testing.T) { runBadPolicies(t, nu12Rules) }

// nu12Valid are the same policies where the contradiction is gone, with the warnings they give.
var nu12Valid = []badPolicy{
	{
		name: "nu12/crawl_delay_max longer than the interval",
		edits: []edit{
			replace("min_interval = \"1s\"\n", "min_interval = \"3s\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"4s\"\n"),
		},
	},
	{
		name: "nu12/crawl_delay_max beside a target with a shorter interval",
		edits: []edit{
			replace("min_interval = \"1s\"\n", "min_interval = \"60s\"\n"),
			replace("concurrency = 1\n", "concurrency = 1\nmin_interval = \"20s\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"30s\"\n"),
		},
	},
}

func TestNu12Valid(t *testing.T) { runValidCases(t, nu12Valid) }
