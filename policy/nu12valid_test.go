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
			`policy.toml:82:1: warning: robots_txt.crawl_delay_max: 1s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 1s and nothing of a longer one, while package polite counts a longer one as 1s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
		},
	},
	{
		name: "nu12/crawl_delay_max as long as the interval, honoured",
		edits: []edit{
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured\"\ncrawl_delay_max = \"1s\"\n"),
		},
		want: []string{
			`policy.toml:82:1: robots_txt.crawl_delay_max: 1s is no longer than the crawler's own interval of 1s (limits.min_interval), and the crawler keeps the longer of the two: no Crawl-delay can slow it down, yet the page would offer one as the way to (want crawl_delay_max longer than 1s, e.g. "1m", or crawl_delay = "ignored")`,
			`policy.toml:82:1: warning: robots_txt.crawl_delay_max: 1s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 1s and nothing of a longer one, while package polite counts a longer one as 1s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
		},
	},
	{
		name: "nu12/crawl_delay_max of an agent shorter than a target's interval",
		edits: []edit{
			replace("min_interval = \"1s\"\n", "min_interval = \"60s\"\n"),
			replace("concurrency = 1\n", "concurrency = 1\nmin_interval = \"45s\"\n"),
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nrobots_txt_handling = { crawl_delay = \"honoured-if-longer\", crawl_delay_max = \"30s\" }\n"),
			replace("min_interval = \"30s\"\n", "min_interval = \"5m\"\n"),
		},
		want: []string{
			`policy.toml:33:61: agents.bot.robots_txt_handling.crawl_delay_max: 30s is no longer than the crawler's own interval of 45s (targets.portals.limits.min_interval), and the crawler keeps the longer of the two: no Crawl-delay can slow it down, yet the page would offer one as the way to (want crawl_delay_max longer than 45s, e.g. "1m30s", or crawl_delay = "ignored")`,
			`policy.toml:33:61: warning: agents.bot.robots_txt_handling.crawl_delay_max: 30s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 30s and nothing of a longer one, while package polite counts a longer one as 30s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
		},
	},
	// Item 7: a preferred window inside a quiet one; an offer of a "slower" rate that is not slower.
	{
		name:  "nu12/preferred window inside a quiet window",
		edits: []edit{appendText("\n[windows.quiet]\nkind = \"quiet\"\nlabel = { en = \"Backups\", de = \"Sicherungen\" }\nhours = [\"21:00-07:00\"]\novernight = true\n")},
		want: []string{
			`policy.toml:59:10: windows.night.hours[0]: 22:00-06:00 lies within windows.quiet, of kind "quiet", when no requests are sent: the page would draw work to hours without any (want hours outside it, or this span removed)`,
		},
	},
	{
		name: "nu12/preferred window inside two quiet windows, on its days",
		edits: []edit{
			replace("hours = [\"22:00-06:00\"]\novernight = true\n", "days = \"sat\"\nhours = [\"08:00-10:00\", \"12:00-13:00\"]\n"),
			appendText("\n[windows.a]\nkind = \"quiet\"\nlabel = { en = \"A\", de = \"A\" }\ndays = \"sat-sun\"\nhours = [\"07:00-09:00\"]\n"),
			appendText("\n[windows.b]\nkind = \"quiet\"\nlabel = { en = \"B\", de = \"B\" }\nhours = [\"09:00-11:00\"]\n"),
		},
		want: []string{
			`policy.toml:60:10: windows.night.hours[0]: 08:00-10:00 lies within windows.a and windows.b, of kind "quiet", when no requests are sent: the page would draw work to hours without any (want hours outside it, or this span removed)`,
		},
	},
	{
		name:  "nu12/slower rate faster than the crawler's own",
		edits: []edit{replace("min_interval = \"30s\"\n", "min_interval = \"1s\"\n")},
		want: []string{
			`policy.toml:24:1: contact.requests[0].min_interval: 1s is not slower than the crawler's own interval of 1s (limits.min_interval): the page would offer as slower a rate the crawler keeps anyway (want a longer interval, e.g. "1m")`,
		},
	},
	// Item 10: a quota is checked against the minimum interval only where the interval's key bounds
	// it for certain.
	{
		name: "nu12/quota per site beyond an interval per site",
		edits: []edit{
			replace("interval_key = \"hostname\"\n", "interval_key = \"site\"\n"),
			replace("max = 1000\n", "max = 100000\n"),
		},
		want: []string{
			`policy.toml:42:1: limits.quotas[0].max: 100000 per 24h cannot be reached: a minimum interval of 1s allows at most 86400`,
		},
	},
	{
		name: "nu12/quota per host name beyond an interval per site",
		edits: []edit{
			replace("\nkey = \"site\"\n", "\nkey = \"hostname\"\n"),
			replace("interval_key = \"hostname\"\n", "interval_key = \"site\"\n"),
			replace("max = 1000\n", "max = 100000\n"),
		},
		want: []string{
			`policy.toml:42:1: limits.quotas[0].max: 100000 per 24h cannot be reached: a minimum interval of 1s allows at most 86400`,
		},
	},
	// Item 13: a typo in robots_txt.check is one problem; that the agent then does not read
	// robots.txt follows from it and is not reported as well.
	{
		name: "nu12/typo in robots_txt.check beside group_matching and an embedded robots_txt",
		edits: []edit{
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\ngroup_matching = \"rfc9309\"\nembedded = { fetch = \"fetched\", robots_txt = \"read\" }\n"),
			replace("check = \"before-first-fetch\"\n", "check = \"before-first-fech\"\n"),
		},
		want: []string{
			`policy.toml:81:1: robots_txt.check: "before-first-fech" is not allowed here (did you mean "before-first-fetch"?)`,
		},
	},
	{
		name: "nu12/no robots_txt.check beside group_matching and an embedded robots_txt",
		edits: []edit{
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\ngroup_matching = \"rfc9309\"\nembedded = { fetch = \"fetched\", robots_txt = \"read\" }\n"),
			remove("check = \"before-first-fetch\"\n"),
		},
		want: []string{
			`policy.toml:33:1: agents.bot.group_matching: is set, but the agent does not read robots.txt (want robots_txt = "read", or robots_txt_check)`,
			"policy.toml:34:33: agents.bot.embedded.robots_txt: is set, but the agent does not read robots.txt for its pages (set its robots_txt, or robots_txt.check)",
		},
	},
	// Item 8: a number with its unit in a label is refused, as in prose.
	{
		name:  "nu12/label with a number and its unit",
		edits: []edit{replace(`label = { en = "Night", de = "Nacht" }`, `label = { en = "Night until 6am", de = "Nacht, 10MB" }`)},
		want: []string{
			`policy.toml:58:11: windows.night.label.en: "Night until 6am" states the quantity "6am", a number with its unit, which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states, and leave it out of the label; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)`,
			`policy.toml:58:35: windows.night.label.de: "Nacht, 10MB" states the quantity "10MB", a number with its unit, which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states, and leave it out of the label; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)`,
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
		want: []string{
			`policy.toml:82:1: warning: robots_txt.crawl_delay_max: 4s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 4s and nothing of a longer one, while package polite counts a longer one as 4s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
		},
	},
	{
		name: "nu12/crawl_delay_max beside a target with a shorter interval",
		edits: []edit{
			replace("min_interval = \"1s\"\n", "min_interval = \"60s\"\n"),
			replace("concurrency = 1\n", "concurrency = 1\nmin_interval = \"20s\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"30s\"\n"),
		},
		want: []string{
			`policy.toml:83:1: warning: robots_txt.crawl_delay_max: 30s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 30s and nothing of a longer one, while package polite counts a longer one as 30s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
		},
	},
	{
		name:  "nu12/preferred window reaching into a quiet window",
		edits: []edit{appendText("\n[windows.quiet]\nkind = \"quiet\"\nlabel = { en = \"Backups\", de = \"Sicherungen\" }\nhours = [\"23:00-05:00\"]\novernight = true\n")},
	},
	{
		name:  "nu12/preferred window inside a quiet window for some sites only",
		edits: []edit{appendText("\n[windows.quiet]\nkind = \"quiet\"\nlabel = { en = \"Backups\", de = \"Sicherungen\" }\nhours = [\"21:00-07:00\"]\novernight = true\ntargets = [\"portals\"]\n")},
	},
	{
		name:  "nu12/preferred window on days without the quiet window",
		edits: []edit{appendText("\n[windows.quiet]\nkind = \"quiet\"\nlabel = { en = \"Backups\", de = \"Sicherungen\" }\ndays = \"mon-sat\"\nhours = [\"21:00-07:00\"]\novernight = true\n")},
	},
	{
		name:  "nu12/slower rate slower than the crawler's own",
		edits: []edit{replace("min_interval = \"30s\"\n", "min_interval = \"2s\"\n")},
	},
	{
		name:  "nu12/quota per site beyond an interval per host name (a site has host names)",
		edits: []edit{replace("max = 1000\n", "max = 100000\n")},
	},
	{
		name: "nu12/quota per server beyond an interval per host name",
		edits: []edit{
			replace("max = 1000\n", "max = 100000\n"),
			replace("key = \"site\"\n", "key = \"server\"\n"),
		},
	},
	{
		name: "nu12/quota of requests beyond an interval of page loads",
		edits: []edit{
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nembedded = { fetch = \"fetched\" }\n"),
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ninterval_unit = \"page-loads\"\n"),
			replace("max = 1000\n", "max = 100000\n"),
			replace("key = \"site\"\n", "key = \"hostname\"\n"),
		},
	},
}

func TestNu12Valid(t *testing.T) { runValidCases(t, nu12Valid) }
