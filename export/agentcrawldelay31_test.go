package export

import (
	"slices"
	"strings"
	"testing"
)

// agentCrawlDelayPolicy: an agent that does not obey robots.txt under a legal mandate but reads
// it for its Crawl-delay alone (new-user trial 31, F-01: TeilhabeCheck).
const agentCrawlDelayPolicy = `schema = 2

[site]
title = { en = "DelayOnlyBot" }
base_url = "https://delayonly.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Delay Only Agency"

[contact]
email = "bot@delayonly.example"

[agents.bot]
token = "DelayOnlyBot"
robots_txt = "not-read"
not_read_because = "legal-mandate"
crawl_delay = "applied"

[limits]
min_interval = "5s"
interval_key = "hostname"

[robots_txt]
check = "before-every-run"
crawl_delay = "honoured-if-longer"
crawl_delay_max = "30s"
crawl_delay_above_max = "capped"
`

// TestAgentCrawlDelayListed: where the agent reads robots.txt for its Crawl-delay alone, Scrapy,
// Nutch and StormCrawler list that Crawl-delay, and the [robots_txt] values it is read by, as
// not enforced, with why; none of them says that robots.txt is not read by the agent at all.
func TestAgentCrawlDelayListed(t *testing.T) {
	p := parsePolicy(t, agentCrawlDelayPolicy)
	for _, tc := range []struct {
		f   Format
		why string
	}{
		{Scrapy, "Scrapy reads robots.txt only to obey its rules (ROBOTSTXT_OBEY), which this agent does not: a Crawl-delay read alone is not applied"},
		{Nutch, "Nutch reads robots.txt's rules and its Crawl-delay together: a host listed in http.robot.rules.allowlist is fetched without either, so a Crawl-delay read alone is not applied"},
		{StormCrawler, "with http.robots.file.skip, StormCrawler reads no robots.txt, nor its Crawl-delay: a Crawl-delay read alone is not applied"},
	} {
		ex := generate(t, p, tc.f, Options{})
		for _, ptr := range []string{"/agents/bot/crawl_delay", "/robots_txt"} {
			i := slices.IndexFunc(ex.Unenforced, func(s Statement) bool { return s.Pointer == ptr })
			if i < 0 || ex.Unenforced[i].Why != tc.why {
				t.Errorf("%s: %s not listed as not enforced with %q: %v", tc.f, ptr, tc.why, ex.Unenforced)
			}
		}
		if strings.Contains(string(ex.Data), "Not read by this agent: robots.txt") {
			t.Errorf("%s: the file says robots.txt is not read by the agent at all:\n%s", tc.f, ex.Data)
		}
	}
}

// TestAgentCrawlDelayNotApplied: crawl_delay = "not-applied" is kept by every file, which reads
// no robots.txt for the agent.
func TestAgentCrawlDelayNotApplied(t *testing.T) {
	p := parsePolicy(t, strings.Replace(agentCrawlDelayPolicy[:strings.Index(agentCrawlDelayPolicy, "[limits]")], "\"applied\"", "\"not-applied\"", 1))
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		if !slices.Contains(ex.Carried, "/agents/bot/crawl_delay") {
			t.Errorf("%s: /agents/bot/crawl_delay not carried: %v", f, ex.Unenforced)
		}
	}
}
