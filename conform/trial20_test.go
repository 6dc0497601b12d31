package conform

import (
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// uncappedPolicy states Retry-After honoured with no cap, and when robots.txt is read with no
// lifetime of a copy: new-user trial 20's policy, as far as these claims go.
const uncappedPolicy = `schema = 2

[site]
title = { en = "JudgeBot" }
base_url = "https://judge.example/"
languages = ["en"]
default_language = "en"
time_zone = "Europe/Berlin"
last_changed = 2026-12-01
example = true

[operator]
name = "Judge Ltd"

[contact]
email = "bot@judge.example"

[agents.bot]
token = "JudgeBot"
user_agent = "JudgeBot/1.0 (+https://judge.example/)"
robots_txt = "read"

[limits]
min_interval = "1s"
interval_key = "hostname"

[robots_txt]
check = "before-first-fetch"

[errors]
retry_after = "honoured"
`

// unjudgedOf parses the policy src, checks that Claims covers every statement in it, and returns
// what Unjudged says of agent bot: its verdicts and its groups of statements not checked.
func unjudgedOf(t *testing.T, src string) ([]Verdict, []NotChecked) {
	t.Helper()
	p, err := policy.Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	claims, uncovered, err := Claims(p)
	if err != nil || len(uncovered) > 0 {
		t.Fatalf("%v, uncovered %v", err, uncovered)
	}
	vs, groups, err := Unjudged(p, "bot", claims)
	if err != nil {
		t.Fatal(err)
	}
	return vs, groups
}

func claimsOf(t *testing.T, src string) map[string]*Claim {
	t.Helper()
	p, err := policy.Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	claims, uncovered, err := Claims(p)
	if err != nil || len(uncovered) > 0 {
		t.Fatalf("%v, uncovered %v", err, uncovered)
	}
	out := map[string]*Claim{}
	for _, c := range claims {
		out[c.ID()] = c
	}
	return out
}

// TestRetryAfterUncapped (new-user trial 20, findings 13 and 20): with Retry-After honoured and no
// cap, the site asks for a wait a run of seconds shows (the interval and 5 s: 6 s), so that a
// crawler that waits it passes; one that comes back sooner fails, and the evidence states only
// what the page states, no cap (it said "honoured up to 3 h", the site's own 3 h header).
func TestRetryAfterUncapped(t *testing.T) {
	c := claimsOf(t, uncappedPolicy)["Retry-After /errors"]
	if got := c.retryAfterHeader(); got != 6*time.Second {
		t.Fatalf("Retry-After asked for %s, want 6 s (the interval of 1 s and 5 s)", got)
	}
	for _, tc := range []struct {
		wait time.Duration
		want Status
		ev   string
	}{
		{200 * time.Millisecond, Fail, "GET a.example/ra2 at 10:00:01.200 0.2 s after a 503 with Retry-After: 6; the page says Retry-After is honoured, no cap stated; the site asked for 6 s"},
		{6100 * time.Millisecond, Pass, "GET a.example/ra2 at 10:00:07.100 6.1 s after a 503 with Retry-After: 6; the page says Retry-After is honoured, no cap stated; the site asked for 6 s"},
	} {
		r503 := rec("a.example", "/ra", time.Second, "JudgeBot/1.0")
		r503.Status = 503
		run := &Run{Records: []Record{rec("a.example", "/ra0", 0, "JudgeBot/1.0"), r503, rec("a.example", "/ra2", time.Second+tc.wait, "JudgeBot/1.0")},
			Start: t0, End: t0.Add(20 * time.Second)}
		st, ev := c.Kind.judge(c, nil, run)
		if st != tc.want || strings.Join(ev, "; ") != tc.ev {
			t.Errorf("after %s: %s %q\nwant %s %q", tc.wait, st, ev, tc.want, tc.ev)
		}
	}
	// With a cap, the cap is what the page says.
	capped := claimsOf(t, strings.Replace(uncappedPolicy, `retry_after = "honoured"`, "retry_after = \"honoured\"\nretry_after_max = \"5s\"", 1))["Retry-After /errors"]
	r503 := rec("a.example", "/ra", 0, "JudgeBot/1.0")
	r503.Status = 503
	st, ev := capped.Kind.judge(capped, nil, &Run{Records: []Record{r503, rec("a.example", "/ra2", time.Second, "JudgeBot/1.0")}, Start: t0, End: t0.Add(20 * time.Second)})
	if want := "GET a.example/ra2 at 10:00:01.000 1 s after a 503 with Retry-After: 3605; the page says Retry-After is honoured up to 5 s"; st != Fail || strings.Join(ev, "; ") != want {
		t.Errorf("capped: %s %q, want fail %q", st, ev, want)
	}
}

// TestRobotsReadNoLifetime (new-user trial 20, finding 20): with no lifetime of a copy stated,
// robots.txt read before each host's first page passes (it was not observable, though a crawler
// that did not read it failed); a page fetched before it still fails.
func TestRobotsReadNoLifetime(t *testing.T) {
	c := claimsOf(t, uncappedPolicy)["robots.txt cache /robots_txt"]
	sc := c.Scenario(Env{})
	robotsRead := rec("a.example", "/robots.txt", 0, "JudgeBot/1.0")
	robotsRead.Body = "User-agent: *\nDisallow: /old\n"
	run := &Run{Records: []Record{robotsRead, rec("a.example", "/x", time.Second, "JudgeBot/1.0")}, Start: t0, End: t0.Add(20 * time.Second)}
	st, ev := c.Kind.judge(c, sc, run)
	if want := "robots.txt read before the first fetch of each host (1 host); every page fetched with a copy at most 1 s old"; st != Pass || strings.Join(ev, "; ") != want {
		t.Errorf("%s %q, want pass %q", st, ev, want)
	}
	run.Records = []Record{rec("a.example", "/x", 0, "JudgeBot/1.0"), robotsRead}
	run.Records[1].At = t0.Add(time.Second)
	if st, ev := c.Kind.judge(c, sc, run); st != Fail {
		t.Errorf("a page before robots.txt: %s %q, want fail", st, ev)
	}
}

// TestEvidenceCounts (new-user trial 20, finding 13): counts in evidence agree with their number
// ("fetched once", not "fetched 1 times").
func TestEvidenceCounts(t *testing.T) {
	c := claimsOf(t, strings.Replace(uncappedPolicy, "[robots_txt]", "conditional_requests = [\"If-None-Match\"]\n\n[robots_txt]", 1))["conditional requests /limits/conditional_requests"]
	_, ev := c.Kind.judge(c, nil, &Run{Records: []Record{rec("a.example", "/doc", 0, "JudgeBot/1.0")}})
	if want := "/doc fetched once: a conditional request shows on a second fetch"; strings.Join(ev, "; ") != want {
		t.Errorf("%q, want %q", ev, want)
	}
	if got := (&Report{Requests: 1}).header(); !strings.HasSuffix(got, "; 1 request to the test sites") {
		t.Errorf("header %q, want 1 request", got)
	}
}

// TestRetryAfterInFlight (CI of stop 40, TestConformUncapped/impolite): two requests on their way
// at once, both answered 503, show nothing of Retry-After, whichever the site answered first (the
// judgement took the first record in order, and the other one sent before it was "no request
// after", or "0 s after", by chance); a request sent after the first answer is judged, from that
// answer.
func TestRetryAfterInFlight(t *testing.T) {
	c := claimsOf(t, uncappedPolicy)["Retry-After /errors"]
	at := func(path string, sent, answered time.Duration) Record {
		r := rec("a.example", path, sent, "JudgeBot/1.0")
		r.Status, r.Ended = 503, t0.Add(answered)
		return r
	}
	ra, ra2 := at("/ra", 1010*time.Millisecond, 1100*time.Millisecond), at("/ra2", time.Second, 1200*time.Millisecond)
	for _, tc := range []struct {
		name string
		rs   []Record
		want Status
		ev   string
	}{
		{"at once", []Record{ra2, ra}, NotObservable, "no request to a.example after a 503 with Retry-After: 6 in this run (18.9 s after it)"},
		{"at once, the other order", []Record{ra, ra2}, NotObservable, "no request to a.example after a 503 with Retry-After: 6 in this run (18.9 s after it)"},
		{"asked again", []Record{ra2, ra, rec("a.example", "/ra", 1300*time.Millisecond, "JudgeBot/1.0")}, Fail,
			"GET a.example/ra at 10:00:01.300 0.2 s after a 503 with Retry-After: 6; the page says Retry-After is honoured, no cap stated; the site asked for 6 s"},
	} {
		st, ev := c.Kind.judge(c, nil, &Run{Records: tc.rs, Start: t0, End: t0.Add(20 * time.Second)})
		if st != tc.want || strings.Join(ev, "; ") != tc.ev {
			t.Errorf("%s: %s %q\nwant %s %q", tc.name, st, ev, tc.want, tc.ev)
		}
	}
}
