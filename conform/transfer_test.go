package conform

import (
	"strings"
	"testing"
	"time"
)

// TestTransferTimeoutJudged (new-user trial 21, F7): limits.transfer_timeout is judged on the
// answer that never comes. A crawler that waits past it fails; one that gives up in time shows
// no more than a response timeout would, so the claim is not observable, never passed.
func TestTransferTimeoutJudged(t *testing.T) {
	claims := claimsOf(t, strings.Replace(uncappedPolicy, `interval_key = "hostname"`, "interval_key = \"hostname\"\ntransfer_timeout = \"10s\"", 1))
	c := claims["transfer timeout /limits/transfer_timeout"]
	if c == nil {
		t.Fatalf("no claim of the transfer timeout among %v", claims)
	}
	ended := func(d time.Duration, canceled bool) []Record {
		r := at("a.example", "/slow", 0)
		r.Ended, r.Canceled = r.At.Add(d), canceled
		return []Record{r}
	}
	for _, tc := range []struct {
		name string
		rs   []Record
		want Status
		ev   string
	}{
		{"waited", ended(15*time.Second, true), Fail,
			"GET a.example/slow at 10:00:00.000 waited 15 s for an answer; the page says the crawler gives up after 10 s"},
		{"gave up", ended(10*time.Second, true), NotObservable,
			"GET a.example/slow at 10:00:00.000: gave up after 10 s; the page says 10 s; giving up on an answer that never comes shows no more than a response timeout; no test site sends a body slowly, which would show a limit on the whole transfer"},
	} {
		st, ev := c.Kind.judge(c, c.Scenario(Env{}), &Run{Records: tc.rs, Start: t0, End: t0.Add(30 * time.Second)})
		if st != tc.want || strings.Join(ev, "; ") != tc.ev {
			t.Errorf("%s: %s %q\nwant %s %q", tc.name, st, strings.Join(ev, "; "), tc.want, tc.ev)
		}
	}
}
