package conform

import (
	"strings"
	"testing"
	"time"
)

// TestRedirectsNotFollowedJudged (new-user trial 29, F-12): limits.redirects = "not-followed" is
// a claim of kind "redirects" (before, a statement no check covered): a crawler that requests
// /s/1 (a 302 to /s/0) and not /s/0 passes once the run went on long enough after it; one that
// requests /s/0 fails; /s/1 not requested shows nothing.
func TestRedirectsNotFollowedJudged(t *testing.T) {
	c := claimsOf(t, strings.Replace(uncappedPolicy, `interval_key = "hostname"`, "interval_key = \"hostname\"\nredirects = \"not-followed\"", 1))["redirects /limits"]
	if c == nil {
		t.Fatal("no claim \"redirects /limits\" for limits.redirects = \"not-followed\"")
	}
	for _, tc := range []struct {
		name string
		rs   []Record
		end  time.Duration // after t0
		want Status
		ev   string
	}{
		{"not followed", chain("/s", 1, 1, 0), 20 * time.Second, Pass,
			"a redirect not followed (GET a.example/s/1 at 10:00:00.000)"},
		{"followed", chain("/s", 1, 0, 0), 20 * time.Second, Fail,
			"a redirect followed, from /s/1 to GET a.example/s/0 at 10:00:00.100; the page says the crawler does not follow redirects"},
		{"the run ended at once", chain("/s", 1, 1, 0), 100 * time.Millisecond, NotObservable,
			"a redirect (GET a.example/s/1 at 10:00:00.000), and the run ended 0.1 s later: too soon to show that it is not followed"},
		{"not requested", nil, 20 * time.Second, NotObservable,
			"/s/1, which answers with a redirect, was not requested in this run"},
	} {
		st, ev := c.Kind.judge(c, nil, &Run{Records: tc.rs, Start: t0, End: t0.Add(tc.end)})
		if st != tc.want || strings.Join(ev, "; ") != tc.ev {
			t.Errorf("%s: %s %q\nwant %s %q", tc.name, st, ev, tc.want, tc.ev)
		}
	}
}
