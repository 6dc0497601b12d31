package polite_test

import (
	"fmt"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestAgentCrawlDelayOnly (new-user trial 31, F-01): an agent that does not obey robots.txt under
// a legal mandate but reads it for its Crawl-delay alone (agents.X.crawl_delay = "applied")
// fetches what robots.txt disallows, spaced by its Crawl-delay (10s over the 2s interval).
func TestAgentCrawlDelayOnly(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Robots: "User-agent: ExampleBot\nCrawl-delay: 10\nDisallow: /\n"})
		p := basePolicy()
		a := &p.Agents[0]
		a.RobotsTxt, a.NotReadBecause, a.CrawlDelay = policy.RobotsUseNotRead, policy.NotReadLegalMandate, policy.AppliedYes
		p.RobotsTxt.CrawlDelay = policy.CrawlDelayHonoured
		tr := start(t, p, s, polite.Options{})
		for i := range 3 {
			if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d", i)); err != nil {
				t.Fatalf("a page robots.txt disallows, of an agent that does not obey its rules: %v", err)
			}
		}
		for i, g := range gaps(s.requests(pages)) {
			if !near(g, 10*time.Second) {
				t.Errorf("gap %d = %v, want the Crawl-delay, 10s", i, g)
			}
		}
	})
}
