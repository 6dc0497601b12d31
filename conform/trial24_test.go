package conform

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestAbsenceNeedsTheRunToGoOn (new-user trial 24, F-10): a claim that passes on a page not
// fetched (the product token's group, group matching, robots.txt read, its outcomes, its
// rules, a restrict-only former token, an unreachable robots.txt) passes only where the run went
// on long enough after the host's last request for the next one to come (twice the interval,
// at least 2 s); a run that ended sooner is not observable, with why. They passed a crawler that
// read robots.txt and then ignored it in an 11 s run, its next page 5 s away.
func TestAbsenceNeedsTheRunToGoOn(t *testing.T) {
	src := strings.NewReplacer(
		`robots_txt = "read"`, "robots_txt = \"read\"\ngroup_matching = \"rfc9309\"\nlegacy_tokens = [{ token = \"OldJudge\", restrict_only = true }]",
		`check = "before-first-fetch"`, "check = \"before-first-fetch\"\nunavailable = \"disallow-all\"\nwildcards = true\nfallback = \"disallow-all\"",
	).Replace(uncappedPolicy)
	claims := claimsOf(t, src)
	ua := "JudgeBot/1.0"
	for _, tc := range []struct {
		claim string
		rs    []Record
		soon  string // the evidence of a run that ended 1 s after the last record
	}{
		{"product token /agents/bot/token",
			[]Record{rec("a.example", "/robots.txt", 0, ua), rec("a.example", "/free", time.Second, ua)},
			"/own/x not fetched, and the run ended 1 s after GET a.example/free at 10:00:01.000: too soon to show that the crawler leaves it out"},
		{"group matching /agents/bot/group_matching",
			[]Record{rec("a.example", "/robots.txt", 0, ua), rec("a.example", "/star/x", time.Second, ua)},
			"/own/x, /second/x not fetched, and the run ended 1 s after GET a.example/star/x at 10:00:01.000: too soon to show that the crawler leaves it out"},
		{"robots.txt read or not /agents/bot/robots_txt",
			[]Record{rec("a.example", "/robots.txt", time.Second, ua)},
			"GET a.example/robots.txt at 10:00:01.000; /tile, which it disallows, not fetched, and the run ended 1 s after GET a.example/robots.txt at 10:00:01.000: too soon to show that the crawler leaves it out"},
		{"legacy token /agents/bot/legacy_tokens/0",
			[]Record{rec("a.example", "/robots.txt", 0, ua), rec("a.example", "/free", time.Second, ua)},
			"/legacy/x not fetched, and the run ended 1 s after GET a.example/free at 10:00:01.000: too soon to show that the crawler leaves it out"},
		{"robots.txt rules /robots_txt",
			[]Record{rec("a.example", "/robots.txt", 0, ua), rec("a.example", "/public", 500*time.Millisecond, ua), rec("a.example", "/a.pdf?x=1", time.Second, ua)},
			"/private/a, /a.pdf not fetched, and the run ended 1 s after GET a.example/a.pdf?x=1 at 10:00:01.000: too soon to show that the crawler leaves it out"},
	} {
		c := claims[tc.claim]
		if c == nil {
			t.Errorf("no claim %q in %v", tc.claim, slices.Sorted(maps.Keys(claims)))
			continue
		}
		last := tc.rs[len(tc.rs)-1].Ended.Sub(t0)
		if v := c.Check(nil, &Run{Records: tc.rs, Start: t0, End: t0.Add(last + time.Second)}); v.Status != NotObservable || strings.Join(v.Evidence, "; ") != tc.soon {
			t.Errorf("%s, run ended 1 s after: %s %q\nwant %s %q", tc.claim, v.Status, v.Evidence, NotObservable, tc.soon)
		}
		if v := c.Check(nil, &Run{Records: tc.rs, Start: t0, End: t0.Add(last + 3*time.Second)}); v.Status != Pass {
			t.Errorf("%s, run ended 3 s after: %s %q, want pass", tc.claim, v.Status, v.Evidence)
		}
	}
	for _, id := range []string{"robots.txt outcomes /robots_txt/unavailable", "robots.txt unreachable /robots_txt"} {
		c := claims[id]
		if c == nil {
			t.Errorf("no claim %q in %v", id, slices.Sorted(maps.Keys(claims)))
			continue
		}
		sc := c.Scenario(Env{})
		host := "a.example"
		if id == "robots.txt unreachable /robots_txt" {
			host = "b.example"
		}
		robots := rec(host, "/robots.txt", 0, ua)
		robots.Status = 503
		if id != "robots.txt unreachable /robots_txt" {
			robots.Status = 404
		}
		rs := []Record{robots}
		v := c.Check(sc, &Run{Records: rs, Start: t0, End: t0.Add(time.Second)})
		if v.Status != NotObservable || !strings.Contains(strings.Join(v.Evidence, "; "), "/x not fetched, and the run ended 1 s after GET "+host+"/robots.txt at 10:00:00.000: too soon") {
			t.Errorf("%s, run ended 1 s after: %s %q, want not observable, too soon", id, v.Status, v.Evidence)
		}
		if v := c.Check(sc, &Run{Records: rs, Start: t0, End: t0.Add(3 * time.Second)}); v.Status != Pass {
			t.Errorf("%s, run ended 3 s after: %s %q, want pass", id, v.Status, v.Evidence)
		}
	}
}
