package policy

import "testing"

// An agent that does not obey robots.txt under a legal mandate but still reads its Crawl-delay
// (new-user trial 31, F-01, F-22: TeilhabeCheck, an accessibility monitor of public-sector
// sites). [robots_txt] values that no agent reads were stated on the page and dropped by the
// exports and robots test, and validate said nothing.

const notReadAgent = "follows_links = \"within-site\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n"

// noRobotsTable removes the base's [robots_txt], which a policy whose every agent does not read
// robots.txt cannot state (robotsTxtUnread).
var noRobotsTable = remove("[robots_txt]\ncheck = \"before-first-fetch\"\ncache_for = \"24h\"\ncrawl_delay = \"ignored\"\ntakes_effect_within = \"24h\"\n\n")

var agentCrawlDelayRules = []badPolicy{
	{
		// variantA of the trial: the values are read by nobody.
		name: "agentcrawldelay/robots_txt values no agent reads",
		edits: []edit{replace("follows_links = \"within-site\"\n", notReadAgent), noSnippet,
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"30s\"\ncrawl_delay_above_max = \"capped\"\nunreachable = \"allow-all\"\n")},
		want: []string{
			`policy.toml:81:1: robots_txt.check: is set, but no agent reads robots.txt (agents.bot: robots_txt = "not-read"), so nothing follows it (leave robots_txt.check out, or write crawl_delay = "applied" on agents.bot where a Crawl-delay line still spaces its fetches)`,
			`policy.toml:82:1: robots_txt.cache_for: is set, but no agent reads robots.txt (agents.bot: robots_txt = "not-read"), so nothing follows it (leave robots_txt.cache_for out, or write crawl_delay = "applied" on agents.bot where a Crawl-delay line still spaces its fetches)`,
			`policy.toml:83:1: robots_txt.crawl_delay: is set, but no agent reads robots.txt (agents.bot: robots_txt = "not-read"), so no Crawl-delay line is read (want crawl_delay = "applied" on agents.bot where a Crawl-delay line still spaces its fetches, or leave robots_txt.crawl_delay out)`,
			`policy.toml:84:1: robots_txt.crawl_delay_max: is set, but no agent reads robots.txt (agents.bot: robots_txt = "not-read"), so no Crawl-delay line is read (want crawl_delay = "applied" on agents.bot where a Crawl-delay line still spaces its fetches, or leave robots_txt.crawl_delay_max out)`,
			`policy.toml:85:1: robots_txt.crawl_delay_above_max: is set, but no agent reads robots.txt (agents.bot: robots_txt = "not-read"), so no Crawl-delay line is read (want crawl_delay = "applied" on agents.bot where a Crawl-delay line still spaces its fetches, or leave robots_txt.crawl_delay_above_max out)`,
			`policy.toml:86:1: robots_txt.unreachable: is set, but no agent reads robots.txt (agents.bot: robots_txt = "not-read"), so nothing follows it (leave robots_txt.unreachable out, or write crawl_delay = "applied" on agents.bot where a Crawl-delay line still spaces its fetches)`,
			`policy.toml:87:1: robots_txt.takes_effect_within: is set, but no agent reads robots.txt (agents.bot: robots_txt = "not-read"), so nothing follows it (leave robots_txt.takes_effect_within out, or write crawl_delay = "applied" on agents.bot where a Crawl-delay line still spaces its fetches)`,
		},
	},
	{
		name:  "agentcrawldelay/crawl_delay on an agent that obeys robots.txt",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\ncrawl_delay = \"applied\"\n")},
		want: []string{
			`policy.toml:33:1: agents.bot.crawl_delay: is set, but robots_txt is not "not-read": an agent that obeys robots.txt keeps its Crawl-delay as robots_txt.crawl_delay says (want robots_txt = "not-read" beside it, or leave crawl_delay out)`,
		},
	},
	{
		name:  "agentcrawldelay/applied where no Crawl-delay is honoured",
		edits: []edit{replace("follows_links = \"within-site\"\n", notReadAgent+"crawl_delay = \"applied\"\n"), noSnippet},
		want: []string{
			`policy.toml:35:1: agents.bot.crawl_delay: is "applied", but no Crawl-delay is honoured (robots_txt.crawl_delay is "ignored"; want robots_txt.crawl_delay = "honoured" or "honoured-if-longer", or crawl_delay = "not-applied")`,
		},
	},
	{
		// Read for the Crawl-delay alone: the values of the rules are still read by nobody.
		name: "agentcrawldelay/rules of robots.txt under a Crawl-delay alone",
		edits: []edit{replace("follows_links = \"within-site\"\n", notReadAgent+"crawl_delay = \"applied\"\n"), noSnippet,
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured\"\nunreachable = \"allow-all\"\nwildcards = true\n")},
		want: []string{
			`policy.toml:85:1: robots_txt.unreachable: is set, but no agent obeys robots.txt's rules: agents.bot reads it for its Crawl-delay alone (crawl_delay = "applied"), and an unavailable or unreachable robots.txt stops none of its fetches (leave robots_txt.unreachable out)`,
			`policy.toml:86:1: robots_txt.wildcards: is set, but no agent obeys robots.txt's rules: agents.bot reads it for its Crawl-delay alone (crawl_delay = "applied"), and an unavailable or unreachable robots.txt stops none of its fetches (leave robots_txt.wildcards out)`,
		},
	},
}

func TestAgentCrawlDelayRules(t *testing.T) { runBadPolicies(t, agentCrawlDelayRules) }

var agentCrawlDelayValid = []badPolicy{
	{
		// variantB of the trial (F-12): the agent reads robots.txt, none of its jobs obeys it.
		name: "every job of the agent does not obey robots.txt",
		edits: []edit{replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"applied\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured\"\n")},
		want: []string{
			`policy.toml:26:2: warning: agents.bot: every job of the agent (jobs.sync) has robots_txt = "not-read", so none of its fetches obeys robots.txt: the agent can say so once, for all of them (want robots_txt = "not-read" with not_read_because on the agent, and crawl_delay = "applied" there, in place of each job's)`,
		},
	},
	{
		name:  "one job of two does not obey robots.txt",
		edits: []edit{findJob, replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n")},
	},
	{
		name: "a legal mandate, spaced by Crawl-delay",
		edits: []edit{replace("follows_links = \"within-site\"\n", notReadAgent+"crawl_delay = \"applied\"\n"), noSnippet,
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"30s\"\ncrawl_delay_above_max = \"capped\"\n")},
	},
}

func TestAgentCrawlDelayValid(t *testing.T) { runValidCases(t, agentCrawlDelayValid) }

// TestAgentCrawlDelayEffective: an agent that reads robots.txt for its Crawl-delay alone has
// Read and CrawlDelayOnly; without crawl_delay = "applied", neither.
func TestAgentCrawlDelayEffective(t *testing.T) {
	for _, tc := range []struct {
		applied Applied
		want    bool
	}{{AppliedYes, true}, {AppliedNo, false}, {"", false}} {
		p := mybot(t)
		p.RobotsTxt.CrawlDelay = CrawlDelayHonoured
		p.Agents[0].RobotsTxt, p.Agents[0].NotReadBecause, p.Agents[0].CrawlDelay = RobotsUseNotRead, NotReadLegalMandate, tc.applied
		e, err := p.Effective(p.Agents[0].ID, "", "")
		if err != nil {
			t.Fatal(err)
		}
		if e.RobotsTxt.Read != tc.want || e.RobotsTxt.CrawlDelayOnly != tc.want {
			t.Errorf("crawl_delay %q: Read %v, CrawlDelayOnly %v, want both %v", tc.applied, e.RobotsTxt.Read, e.RobotsTxt.CrawlDelayOnly, tc.want)
		}
		if got, want := p.ReadsCrawlDelay(p.Agents[0]), tc.want; got != want {
			t.Errorf("crawl_delay %q: ReadsCrawlDelay %v, want %v", tc.applied, got, want)
		}
	}
}

// findJob is a second job of the base's agent that obeys robots.txt, for the cases of a job that
// does not: without it, every job of the agent would not obey robots.txt (everyJobNotRead).
var findJob = appendText("\n[jobs.find]\nlabel = { en = \"Finding pages\", de = \"Seitensuche\" }\nagent = \"bot\"\ncontinuous = true\n")
