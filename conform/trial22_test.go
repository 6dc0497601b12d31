package conform

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestCrawlDelayUnpublishedInterval (new-user trial 22, F-14): the Crawl-delay claim compares
// the pages of each scripted host with the interval in force; where the policy does not publish
// the interval, its evidence says "the policy says" and writes neither the interval nor the
// Crawl-delay the harness made of it (half of it), in every format. It said "(the page says
// 2 s)" beside "Crawl-delay 1 s". A published interval is still stated.
func TestCrawlDelayUnpublishedInterval(t *testing.T) {
	src := strings.NewReplacer(`min_interval = "1s"`, `min_interval = "2s"`, `check = "before-first-fetch"`, "check = \"before-first-fetch\"\ncrawl_delay = \"ignored\"").Replace(uncappedPolicy)
	rs := []Record{
		rec("cd0.example", "/robots.txt", 0, "JudgeBot/1.0"),
		rec("cd0.example", "/p0", 100*time.Millisecond, "JudgeBot/1.0"),
		rec("cd0.example", "/p1", 2224*time.Millisecond, "JudgeBot/1.0"),
	}
	for _, tc := range []struct {
		unpublished bool
		want        string
	}{
		{false, "Crawl-delay 1 s on cd0.example: pages 2.124 s apart at the closest (the page says 2 s)"},
		{true, "Crawl-delay [not published] on cd0.example: pages 2.124 s apart at the closest (the policy says [not published])"},
	} {
		text := src
		if tc.unpublished {
			text = strings.Replace(text, "schema = 2\n", "schema = 2\nunpublished = [\"/limits/min_interval\"]\n", 1)
		}
		c := claimsOf(t, text)["Crawl-delay /robots_txt"]
		if c == nil {
			t.Fatal("no claim Crawl-delay /robots_txt")
		}
		v := c.Check(nil, &Run{Records: rs, Start: t0, End: t0.Add(time.Minute)})
		if !slices.Contains(v.Evidence, tc.want) {
			t.Errorf("unpublished %v: %s %q\nwant among them %q", tc.unpublished, v.Status, v.Evidence, tc.want)
		}
		all := strings.Join(v.Evidence, "\n")
		if tc.unpublished && (strings.Contains(all, "2 s") || strings.Contains(all, " 9 s") || strings.Contains(all, "the page says")) {
			t.Errorf("the unpublished interval, or a Crawl-delay made of it, is in the evidence:\n%s", all)
		}
	}
}
