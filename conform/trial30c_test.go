package conform

import (
	"strings"
	"testing"
	"time"
)

// TestQuotaOfJobsNotJudged (new-user trial 30, F-07): a quota that counts the requests of some
// jobs together (limits.quotas[].jobs) is a claim like any quota, with its jobs among its leaves,
// but neither behind the proxy nor in a run is it judged against the test sites' requests, which
// are no job's: it is not observable, with why. Failed before: unknown key.
func TestQuotaOfJobsNotJudged(t *testing.T) {
	src := strings.Replace(uncappedPolicy, "interval_key = \"hostname\"\n", "interval_key = \"hostname\"\n\n[[limits.quotas]]\nmax = 3\nperiod = \"24h\"\nkey = \"domain\"\njobs = [\"daily\", \"recheck\"]\n", 1) + `
[jobs.daily]
label = { en = "Daily verification" }
agent = "bot"
continuous = true

[jobs.recheck]
label = { en = "Recheck on request" }
agent = "bot"
continuous = true
`
	c := claimsOf(t, src)["quota /limits/quotas/0"]
	if c == nil {
		t.Fatal("no claim for /limits/quotas/0")
	}
	const why = "the quota counts the requests of jobs.daily and jobs.recheck together, and the test sites are no job's that the crawler knows"
	if ok, got := c.ProxyObservable(); ok || got != why {
		t.Errorf("behind the proxy: observable %v, %q; want not, %q", ok, got, why)
	}
	rs := []Record{rec("a.example", "/p1", 0, "JudgeBot/1.0"), rec("a.example", "/p2", 2*time.Second, "JudgeBot/1.0"), rec("a.example", "/p3", 4*time.Second, "JudgeBot/1.0"), rec("a.example", "/p4", 6*time.Second, "JudgeBot/1.0")}
	st, ev := c.Kind.judge(c, &Scenario{Sites: NewSites()}, &Run{Records: rs, Start: t0, End: t0.Add(time.Minute), InProcess: true})
	if st != NotObservable || strings.Join(ev, "; ") != why {
		t.Errorf("four requests in a run: %s %q, want %s %q", st, ev, NotObservable, why)
	}
}
