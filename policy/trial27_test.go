package policy

import (
	"testing"
	"time"
)

// TestCrawlDelayFloorDiff (new-user trial 27, F-16): where limits.min_interval holds before and
// after, a Crawl-delay "honoured-if-longer" that becomes "honoured" (or back) changes nothing the
// crawler does, since it never goes below that interval, and the page states both alike: no
// change is listed (review 30: en F1; before, a neutral change that quoted the same sentence
// twice), and with a crawl_delay_max, which the page words differently for each, a neutral one,
// not "more polite". Without a min_interval, "honoured" still lets a shorter Crawl-delay act and stays more
// polite. Failed before: "changed /robots_txt/crawl_delay stricter".
func TestCrawlDelayFloorDiff(t *testing.T) {
	for _, tc := range []struct {
		name     string
		interval bool
		from, to CrawlDelay
		// capped sets crawl_delay_max; agent states the handling in agents.harvestmouse's
		// robots_txt_handling instead of the general one.
		capped, agent bool
		want          string
	}{
		// Review 30 (en F1): the page states both alike, so there is no change to list at all.
		{"with min_interval", true, CrawlDelayHonouredIfLonger, CrawlDelayHonoured, false, false, ""},
		{"with min_interval, back", true, CrawlDelayHonoured, CrawlDelayHonouredIfLonger, false, false, ""},
		{"an agent's, with min_interval", true, CrawlDelayHonouredIfLonger, CrawlDelayHonoured, false, true, ""},
		// Capped, "honoured" has a sentence of its own: listed, and neutral.
		{"capped, with min_interval", true, CrawlDelayHonouredIfLonger, CrawlDelayHonoured, true, false, "changed /robots_txt/crawl_delay neutral"},
		{"without min_interval", false, CrawlDelayHonouredIfLonger, CrawlDelayHonoured, false, false, "changed /robots_txt/crawl_delay stricter"},
		{"an agent's, without min_interval", false, CrawlDelayHonouredIfLonger, CrawlDelayHonoured, false, true, "changed /agents/harvestmouse/robots_txt_handling/crawl_delay stricter"},
		{"to ignored", true, CrawlDelayHonoured, CrawlDelayIgnored, false, false, "changed /robots_txt/crawl_delay looser!"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			old, new := mybot(t), mybot(t)
			if !tc.interval {
				old.Limits.MinInterval, new.Limits.MinInterval = Duration{}, Duration{}
			}
			for _, p := range []*Policy{old, new} {
				if tc.capped {
					p.RobotsTxt.CrawlDelayMax = Duration{Duration: time.Minute}
				}
			}
			if tc.agent {
				for i, p := range []*Policy{old, new} {
					p.Agents[0].RobotsTxtHandling = &RobotsTxt{CrawlDelay: []CrawlDelay{tc.from, tc.to}[i]}
				}
			} else {
				old.RobotsTxt.CrawlDelay, new.RobotsTxt.CrawlDelay = tc.from, tc.to
			}
			if got := diffLines(t, old, new, changeLine); got != tc.want {
				t.Errorf("%s → %s: got\n%s\nwant\n%s", tc.from, tc.to, got, tc.want)
			}
		})
	}
}
