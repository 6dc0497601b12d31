package conform

import (
	"strings"
	"testing"
	"time"
)

// TestQuotaOfPageLoadsNotJudged (new-user trial 31, F-06): a quota in page loads
// (limits.quotas[].unit = "page-loads") is judged not observable, with why: a site sees
// requests, not which of them load a page. Failed before: unknown unit.
func TestQuotaOfPageLoadsNotJudged(t *testing.T) {
	src := strings.Replace(uncappedPolicy, "interval_key = \"hostname\"\n", "interval_key = \"hostname\"\n\n[[limits.quotas]]\nmax = 3\nunit = \"page-loads\"\nperiod = \"24h\"\nkey = \"hostname\"\n", 1)
	src = strings.Replace(src, "robots_txt = \"read\"\n", "robots_txt = \"read\"\nembedded = { fetch = \"fetched\" }\n", 1)
	c := claimsOf(t, src)["quota /limits/quotas/0"]
	if c == nil {
		t.Fatal("no claim for /limits/quotas/0")
	}
	const why = "a quota in page loads: a site sees requests, and only the crawler knows which of them load a page and which the resources it embeds"
	rs := []Record{rec("a.example", "/p1", 0, "JudgeBot/1.0"), rec("a.example", "/p2", 2*time.Second, "JudgeBot/1.0"), rec("a.example", "/p3", 4*time.Second, "JudgeBot/1.0"), rec("a.example", "/p4", 6*time.Second, "JudgeBot/1.0")}
	st, ev := c.Kind.judge(c, &Scenario{Sites: NewSites()}, &Run{Records: rs, Start: t0, End: t0.Add(time.Minute), InProcess: true})
	if st != NotObservable || strings.Join(ev, "; ") != why {
		t.Errorf("four requests in a run: %s %q, want %s %q", st, ev, NotObservable, why)
	}
}
