package policy

import (
	"time"
)

// Contradictions between parts of a policy that each validate on their own (new-user trial 12):
// the page would state both, and one of them cannot hold.

// ownInterval is the crawler's own shortest time between two requests to one site, and the key
// path of the setting that gives it: the general limits' min_interval (or default_interval where
// no min_interval is set), or a target's where it is shorter. ok is false where some requests have
// no interval of the crawler's own (a target without one under general limits without one).
func (c *checker) ownInterval() (d time.Duration, path string, ok bool) {
	of := func(l Limits) (time.Duration, string) {
		switch {
		case !l.MinInterval.IsZero():
			return l.MinInterval.Duration, "min_interval"
		case !l.DefaultInterval.IsZero():
			return l.DefaultInterval.Duration, "default_interval"
		}
		return 0, ""
	}
	d, field := of(c.p.Limits)
	if d == 0 {
		return 0, "", false
	}
	path = "limits." + field
	for _, t := range c.p.Targets {
		if td, tf := of(t.Limits); td != 0 && td < d {
			d, path = td, "targets."+keyPart(t.ID)+".limits."+tf
		}
	}
	return d, path, true
}

// crawlDelayWithoutEffect refuses a Crawl-delay that can never change the crawler's pace: an
// honoured Crawl-delay counts at most crawl_delay_max (a longer one counts as that, or is
// ignored), and the crawler keeps the longer of a Crawl-delay and its own interval (package polite
// does; "honoured-if-longer" says so on the page), so where crawl_delay_max is no longer than that
// interval no Crawl-delay line slows the crawler down, while the page would offer one as the way
// to do so (new-user trial 12, item 2). Checked for each agent that reads robots.txt, with its own
// robots_txt_handling; not where the interval counts page loads and a Crawl-delay spaces the
// resources a page embeds too (it then does slow the crawler down).
func (c *checker) crawlDelayWithoutEffect() {
	own, ownPath, ok := c.ownInterval()
	if !ok {
		return
	}
	reported := map[string]bool{}
	for _, a := range c.p.Agents {
		if !c.p.ObeysRobotsTxt(a) {
			continue
		}
		r, set := overrideRobots(c.p.RobotsTxt, a.RobotsTxtHandling)
		if r.CrawlDelay != CrawlDelayHonoured && r.CrawlDelay != CrawlDelayHonouredIfLonger || r.CrawlDelayMax.IsZero() || r.CrawlDelayMax.Duration > own {
			continue
		}
		if e := a.Embedded; c.p.Limits.IntervalUnit == LoadUnitPageLoads && e != nil && e.Fetch == EmbeddedFetched &&
			(e.CrawlDelay == AppliedYes || e.CrawlDelay == "" && e.RobotsTxt != RobotsUseNotRead) {
			continue
		}
		path := "robots_txt.crawl_delay_max"
		if set["crawl_delay_max"] {
			path = "agents." + keyPart(a.ID) + ".robots_txt_handling.crawl_delay_max"
		}
		if reported[path] {
			continue
		}
		reported[path] = true
		example := Duration{max(time.Minute, 2*own)}
		c.add(path, "%s is no longer than the crawler's own interval of %s (%s), and the crawler keeps the longer of the two: no Crawl-delay can slow it down, yet the page would offer one as the way to (want crawl_delay_max longer than %s, e.g. %q, or crawl_delay = \"ignored\")",
			r.CrawlDelayMax, Duration{own}, ownPath, Duration{own}, example)
	}
}
