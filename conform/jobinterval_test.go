package conform

import (
	"strings"
	"testing"
	"time"
)

// jobIntervalPolicy has a general interval of 5 s and a job, "oai", with 2 s of its own (new-user
// trial 21, finding 1), and another, "slow", with 8 s.
var jobIntervalPolicy = strings.Replace(uncappedPolicy, `min_interval = "1s"`, `min_interval = "5s"`, 1) + `
[jobs.oai]
label = { en = "OAI-PMH harvest" }
agent = "bot"
continuous = true
limits = { min_interval = "2s" }

[jobs.slow]
label = { en = "Slow" }
agent = "bot"
continuous = true
limits = { min_interval = "8s" }
`

// TestJobIntervalJudged: a site cannot tell a job's requests from the others, so the general
// interval's claim holds every two requests to the shortest interval in force for the agent,
// the job's 2 s (a crawler that sends its OAI-PMH requests 2 s apart passes; 1.5 s fails, with the
// job's pointer); behind the proxy, the job's own claims are not observable, with why.
func TestJobIntervalJudged(t *testing.T) {
	claims := claimsOf(t, jobIntervalPolicy)
	c := claims["interval /limits"]
	for _, tc := range []struct {
		gap  time.Duration
		want Status
		ev   string
	}{
		{2 * time.Second, Pass, "the requests of jobs.oai may come 2 s apart (its own interval), and a site cannot tell them from the others: every two requests are held to 2 s; the closest two requests of one hostname 2 s apart (GET a.example/p1 at 10:00:00.000 and GET a.example/p2 at 10:00:02.000); the page says at least 2 s"},
		{1500 * time.Millisecond, Fail, "GET a.example/p1 at 10:00:00.000 and GET a.example/p2 at 10:00:01.500 1.5 s apart; the page says at least 2 s per hostname (/jobs/oai/limits/min_interval)"},
	} {
		rs := []Record{rec("a.example", "/p1", 0, "JudgeBot/1.0"), rec("a.example", "/p2", tc.gap, "JudgeBot/1.0")}
		st, ev := c.Kind.judge(c, &Scenario{Sites: NewSites()}, &Run{Records: rs, Start: t0, End: t0.Add(time.Minute)})
		if st != tc.want || strings.Join(ev, "; ") != tc.ev {
			t.Errorf("gap %v: %s %q\nwant %s %q", tc.gap, st, ev, tc.want, tc.ev)
		}
	}
	for id, want := range map[string]string{
		"interval /jobs/oai/limits":  "the test sites are no job's (jobs.oai) that the crawler knows, and a site cannot tell the job's requests from the others: its interval, the shortest in force for the agent, is the bound that every two requests keep under /limits/min_interval",
		"interval /jobs/slow/limits": "the test sites are no job's (jobs.slow) that the crawler knows, and a site cannot tell the job's requests from the others: every two requests are held to the shortest interval in force for the agent (under /limits/min_interval), and the job's own, longer one does not show",
	} {
		c := claims[id]
		if c == nil {
			t.Errorf("no claim %q", id)
			continue
		}
		if ok, why := c.ProxyObservable(); ok || why != want {
			t.Errorf("%s: observable %v, %q\nwant not, %q", id, ok, why, want)
		}
	}
}

// TestJobIntervalUnpublished: a job's interval the policy does not publish stays out of the
// general interval's evidence, which says "the policy says".
func TestJobIntervalUnpublished(t *testing.T) {
	c := claimsOf(t, strings.Replace(jobIntervalPolicy, "schema = 2\n", "schema = 2\nunpublished = [\"/jobs/oai/limits/min_interval\"]\n", 1))["interval /limits"]
	rs := []Record{rec("a.example", "/p1", 0, "JudgeBot/1.0"), rec("a.example", "/p2", 1500*time.Millisecond, "JudgeBot/1.0")}
	v := c.Check(&Scenario{Sites: NewSites()}, &Run{Records: rs, Start: t0, End: t0.Add(time.Minute)})
	if ev := strings.Join(v.Evidence, "; "); v.Status != Fail || strings.Contains(ev, "2 s") || !strings.Contains(ev, notPublished) {
		t.Errorf("%s %q, want a failure that states no 2 s", v.Status, ev)
	}
}
