package policy

import "testing"

// TestCrawlDelayFloorDiff (new-user trial 27, F-16): where limits.min_interval holds before and
// after, a Crawl-delay "honoured-if-longer" that becomes "honoured" (or back) changes nothing the
// crawler does, since it never goes below that interval: the change is neutral, not "more
// polite". Without a min_interval, "honoured" still lets a shorter Crawl-delay act and stays more
// polite. Failed before: "changed /robots_txt/crawl_delay stricter".
func TestCrawlDelayFloorDiff(t *testing.T) {
	for _, tc := range []struct {
		name     string
		interval bool
		from, to CrawlDelay
		want     string
	}{
		{"with min_interval", true, CrawlDelayHonouredIfLonger, CrawlDelayHonoured, "changed /robots_txt/crawl_delay neutral"},
		{"with min_interval, back", true, CrawlDelayHonoured, CrawlDelayHonouredIfLonger, "changed /robots_txt/crawl_delay neutral"},
		{"without min_interval", false, CrawlDelayHonouredIfLonger, CrawlDelayHonoured, "changed /robots_txt/crawl_delay stricter"},
		{"to ignored", true, CrawlDelayHonoured, CrawlDelayIgnored, "changed /robots_txt/crawl_delay looser!"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			old, new := mybot(t), mybot(t)
			if !tc.interval {
				old.Limits.MinInterval, new.Limits.MinInterval = Duration{}, Duration{}
			}
			old.RobotsTxt.CrawlDelay, new.RobotsTxt.CrawlDelay = tc.from, tc.to
			if got := diffLines(t, old, new, changeLine); got != tc.want {
				t.Errorf("%s → %s: got\n%s\nwant\n%s", tc.from, tc.to, got, tc.want)
			}
		})
	}
}
