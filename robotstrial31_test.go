package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestRobotsTestCrawlDelayOnly (new-user trial 31, F-01, F-27): robots test --dir for an agent
// none of whose fetches obeys robots.txt says NOT OBEYED first, whether the agent says so itself
// (agents.X.robots_txt = "not-read", the trial's variantA, which reads robots.txt for its
// Crawl-delay alone: crawl_delay = "applied") or each of its jobs does (variantB); and it states
// the Crawl-delay in the unit the policy counts, page loads where limits.interval_unit =
// "page-loads" and the embedded resources are not spaced by it.
func TestRobotsTestCrawlDelayOnly(t *testing.T) {
	const policy = "generator/testdata/trial31/crawldelay.toml"
	const jobNotRead = "agent = \"teilhabecheck\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"applied\"\nruns_per_year"
	const jobNotDelayed = "agent = \"teilhabecheck\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"not-applied\"\nruns_per_year"
	const crawlDelay = "CRAWL-DELAY 1m: counts as 30s (robots_txt.crawl_delay_max); the crawler waits at least 30s between page loads (limits.interval_unit = \"page-loads\") where that is longer than its own interval (robots_txt.crawl_delay = \"honoured-if-longer\")\n"
	const answers = "DISALLOWED /intern/x  Disallow: /intern/ (line 3)\nALLOWED /page  no matching rule\n"
	for _, c := range []struct{ name, dir, want string }{
		{"the agent: variantA", siteWith(t, policy),
			"NOT OBEYED: TeilhabeCheck does not obey robots.txt (agents.teilhabecheck.robots_txt = \"not-read\"): the answers say what the file asks of it, not what it fetches\n" +
				"GROUP line 1, the \"*\" group: no group names TeilhabeCheck (RFC 9309 §2.2.1)\n" + crawlDelay + answers},
		{"each job: variantB", siteWith(t, policy,
			"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"applied\"\n\n[agents.teilhabecheck.embedded]", "\n[agents.teilhabecheck.embedded]",
			"agent = \"teilhabecheck\"\nruns_per_year = { min = 1, max = 1 }\n\n[jobs.in-depth]", jobNotRead+" = { min = 1, max = 1 }\n\n[jobs.in-depth]",
			"agent = \"teilhabecheck\"\nruns_per_year", jobNotRead),
			"NOT OBEYED: TeilhabeCheck does not obey robots.txt (jobs.simplified.robots_txt, jobs.in-depth.robots_txt = \"not-read\"): the answers say what the file asks of it, not what it fetches\n" +
				"GROUP line 1, the \"*\" group: no group names TeilhabeCheck (RFC 9309 §2.2.1)\n" + crawlDelay + answers},
		// No job applies a Crawl-delay: no CRAWL-DELAY line (F-27; failed before: the line as
		// above).
		{"each job, no Crawl-delay: variantB", siteWith(t, policy,
			"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"applied\"\n\n[agents.teilhabecheck.embedded]", "\n[agents.teilhabecheck.embedded]",
			"agent = \"teilhabecheck\"\nruns_per_year = { min = 1, max = 1 }\n\n[jobs.in-depth]", jobNotDelayed+" = { min = 1, max = 1 }\n\n[jobs.in-depth]",
			"agent = \"teilhabecheck\"\nruns_per_year", jobNotDelayed),
			"NOT OBEYED: TeilhabeCheck does not obey robots.txt (jobs.simplified.robots_txt, jobs.in-depth.robots_txt = \"not-read\"): the answers say what the file asks of it, not what it fetches\n" +
				"GROUP line 1, the \"*\" group: no group names TeilhabeCheck (RFC 9309 §2.2.1)\n" + answers},
	} {
		var out, errb bytes.Buffer
		run(context.Background(), []string{"robots", "test", "--dir", c.dir, "--agent", "TeilhabeCheck", "--file", "-", "/intern/x", "/page"}, strings.NewReader("User-agent: *\nCrawl-delay: 60\nDisallow: /intern/\n"), &out, &errb)
		if out.String() != c.want {
			t.Errorf("%s: stdout\n%s\nwant\n%s\nstderr\n%s", c.name, out.String(), c.want, errb.String())
		}
	}
}
