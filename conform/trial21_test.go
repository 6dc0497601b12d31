package conform

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// chain is the records of a crawler that fetched a.example/PREFIX/from down to PREFIX/to, 0.1 s
// apart from at on.
func chain(prefix string, from, to int, at time.Duration) []Record {
	var rs []Record
	for n := from; n >= to; n-- {
		rs = append(rs, rec("a.example", fmt.Sprintf("%s/%d", prefix, n), at, "JudgeBot/1.0"))
		at += 100 * time.Millisecond
	}
	return rs
}

// TestRedirectsAtMost (new-user trial 21, finding 17): "at most 5 redirects" passes only when the
// crawler was offered a chain of 6, followed it to the fifth and no further, and the run went on
// long enough after that for a sixth to show. A chain of 5 followed to its end, with the chain of
// 6 not requested, is not observable (it passed, and the same crawler failed a longer run).
func TestRedirectsAtMost(t *testing.T) {
	c := claimsOf(t, strings.Replace(uncappedPolicy, `interval_key = "hostname"`, "interval_key = \"hostname\"\nmax_redirects = 5", 1))["redirects /limits"]
	short := chain("/r", 5, 0, 0)
	for _, tc := range []struct {
		name string
		rs   []Record
		end  time.Duration // after t0
		want Status
		ev   string
	}{
		{"the chain of 6 not requested", short, 20 * time.Second, NotObservable,
			"a chain of 6 redirects from /s/6, longer than the 5 the page allows, was not requested in this run; a chain of 5 redirects followed to its end"},
		{"6 followed", append(short, chain("/s", 6, 0, 5*time.Second)...), 20 * time.Second, Fail,
			"6 redirects followed, from /s/6 to GET a.example/s/0 at 10:00:05.600; the page says at most 5"},
		{"stopped at 5", append(short, chain("/s", 6, 1, 5*time.Second)...), 20 * time.Second, Pass,
			"a chain of 5 redirects followed to its end; a chain of 6 redirects followed to the 5 the page allows and no further (GET a.example/s/1 at 10:00:05.500)"},
		{"the run ended at the fifth", append(short, chain("/s", 6, 1, 5*time.Second)...), 5600 * time.Millisecond, NotObservable,
			"a chain of 6 redirects followed to the 5 the page allows (GET a.example/s/1 at 10:00:05.500), and the run ended 0.1 s later: too soon to show that the crawler does not follow one more; a chain of 5 redirects followed to its end"},
		{"the run ended mid-chain", append(short, chain("/s", 6, 3, 5*time.Second)...), 20 * time.Second, NotObservable,
			"a chain of 6 redirects from /s/6 followed only to /s/3 in this run, short of the 5 the page allows: where the crawler stops does not show; a chain of 5 redirects followed to its end"},
	} {
		st, ev := c.Kind.judge(c, nil, &Run{Records: tc.rs, Start: t0, End: t0.Add(tc.end)})
		if st != tc.want || strings.Join(ev, "; ") != tc.ev {
			t.Errorf("%s: %s %q\nwant %s %q", tc.name, st, ev, tc.want, tc.ev)
		}
	}
}

// auditPolicy states a number of each kind of "at most" a run can show: the claims of new-user
// trial 21, finding 17's audit.
var auditPolicy = strings.NewReplacer(
	`interval_key = "hostname"`, `interval_key = "hostname"
concurrency = 2
concurrency_key = "hostname"
max_body_size = "1000B"
larger_bodies = "abandoned"
response_timeout = "10s"
connect_timeout = "5s"
max_redirects = 2
redirects_within = "registrable-domain"
redirects_check_robots_txt = true

[[limits.quotas]]
max = 3
period = "1h"
key = "hostname"`,
	`check = "before-first-fetch"`, `check = "before-first-fetch"
max_redirects = 5
unavailable = "disallow-all"
crawl_delay = "honoured-if-longer"
crawl_delay_max = "3s"
crawl_delay_above_max = "capped"`,
	`retry_after = "honoured"`, `retry_after = "honoured"
retry_after_max = "5s"
never_retried = [404]

[errors.retries]
on = ["5xx"]
delays = ["2s", "4s"]`).Replace(uncappedPolicy)

// at is a record of a GET of host and path at t0+d, answered at once with 200.
func at(host, path string, d time.Duration) Record { return rec(host, path, d, "JudgeBot/1.0") }

// TestAtMostNeedsTheLimit (new-user trial 21, finding 17's audit): each claim of an "at most" —
// requests in flight, a quota, retries, none for a status, a body's size, redirects for
// robots.txt, a response timeout, a Crawl-delay's and a Retry-After's cap — passes only on a run
// that reached the number and went on long enough after it for one more to show. A crawler that
// breaks the number after the run ended (or waits past a cap) is not observable; each "short"
// case passed before, the "long" case passes.
func TestAtMostNeedsTheLimit(t *testing.T) {
	claims := claimsOf(t, auditPolicy)
	held := func(host, path string, d time.Duration) Record {
		r := at(host, path, d)
		r.Ended = time.Time{}
		return r
	}
	status := func(r Record, code int) Record { r.Status = code; return r }
	sized := func(r Record, n int64) Record { r.Bytes = n; return r }
	ended := func(r Record, d time.Duration, canceled bool) Record {
		r.Ended, r.Canceled = r.At.Add(d), canceled
		return r
	}
	retried := []Record{status(at("r5xx.example", "/retry-me", 0), 502), status(at("r5xx.example", "/retry-me", 2*time.Second), 502), status(at("r5xx.example", "/retry-me", 6*time.Second), 502)}
	body := []Record{at("a.example", "/b/small", 0), at("a.example", "/kept-small", time.Second), sized(at("a.example", "/b/big", 2*time.Second), 1000)}
	var robotsChains []Record
	for _, h := range []string{"a.example", "b.example"} {
		robotsChains = append(robotsChains, at(h, "/robots.txt", 0))
		for n := 1; n <= 5; n++ {
			robotsChains = append(robotsChains, at(h, fmt.Sprintf("/r%d.txt", n), time.Duration(n)*100*time.Millisecond))
		}
	}
	crawlDelay := func(gap time.Duration) []Record {
		rs := []Record{at("cd0.example", "/p0", 0), at("cd0.example", "/p1", time.Second)}
		for i := 1; i <= 3; i++ {
			host := fmt.Sprintf("cd%d.example", i)
			rs = append(rs, at(host, "/p0", 0), at(host, "/p1", gap))
		}
		return rs
	}
	retryAfter := func(gap time.Duration) []Record {
		return []Record{at("a.example", "/ra0", 0), status(at("a.example", "/ra", time.Second), 503), at("a.example", "/ra2", time.Second+gap)}
	}
	for _, tc := range []struct {
		claim, name string
		rs          []Record
		end         time.Duration
		want        Status
		ev          string
	}{
		{"concurrency /limits", "short of the cap", []Record{held("a.example", "/c0", 0)}, 20 * time.Second, NotObservable,
			"at most 1 of the 2 requests the page allows were in flight at once in this run"},
		{"concurrency /limits", "short", []Record{held("a.example", "/c0", 0), held("a.example", "/c1", time.Second)}, 1500 * time.Millisecond, NotObservable,
			"2 requests of one hostname in flight at once at 10:00:01.000, the cap, but not for 2 s: too short to show that the crawler sends no more"},
		{"concurrency /limits", "long", []Record{held("a.example", "/c0", 0), held("a.example", "/c1", time.Second)}, 10 * time.Second, Pass,
			"2 requests of one hostname in flight at once from 10:00:01.000, the cap the page states, and no other sent in the 9 s they stayed in flight"},
		{"quota /limits/quotas/0", "short", []Record{at("a.example", "/q0", 0), at("a.example", "/q1", time.Second), at("a.example", "/q2", 2*time.Second)}, 2500 * time.Millisecond, NotObservable,
			"3 requests of one hostname within 1 h, the cap, the last GET a.example/q2 at 10:00:02.000; the run ended 0.5 s later: too soon to show that the crawler makes no more"},
		{"quota /limits/quotas/0", "long", []Record{at("a.example", "/q0", 0), at("a.example", "/q1", time.Second), at("a.example", "/q2", 2*time.Second)}, 10 * time.Second, Pass,
			"3 requests of one hostname within 1 h, the cap, and no more"},
		{"retries /errors/retries", "short", retried, 7 * time.Second, NotObservable,
			"on 5xx: 2 retries, as far apart as the page says, the last GET r5xx.example/retry-me at 10:00:06.000; the run ended 1 s later, before 4 s had passed: too soon to show that no more follow"},
		{"retries /errors/retries", "long", retried, 20 * time.Second, Pass,
			"on 5xx: 2 retries, as far apart as the page says (/errors/retries)"},
		{"never retried /errors/never_retried", "short", []Record{status(at("gone.example", "/never-retried/404", 0), 404)}, time.Second, NotObservable,
			"HTTP 404: GET gone.example/never-retried/404 at 10:00:00.000, and the run ended 1 s later, before 2 s had passed: too soon to show that it is not retried"},
		{"never retried /errors/never_retried", "long", []Record{status(at("gone.example", "/never-retried/404", 0), 404)}, 10 * time.Second, Pass,
			"HTTP 404: GET gone.example/never-retried/404 at 10:00:00.000 not retried"},
		{"body size /limits", "short", body, 2500 * time.Millisecond, NotObservable,
			"GET a.example/b/big at 10:00:02.000: the run ended 0.5 s after the large body's request ended, too soon to show what the crawler does with it; a body of exactly 1000 bytes used (its link followed)"},
		{"body size /limits", "long", body, 10 * time.Second, Pass,
			"GET a.example/b/big at 10:00:02.000: took 1000 bytes of a body of 67109864, within the limit of 1000; a body over 1000 bytes not used (its link /kept-big not followed); a body of exactly 1000 bytes used (its link followed)"},
		{"robots.txt redirects /robots_txt/max_redirects", "not requested", robotsChains[:6], 10 * time.Second, NotObservable,
			"robots.txt of b.example, behind 6 redirects, was not requested; robots.txt behind 5 redirects read and applied"},
		{"robots.txt redirects /robots_txt/max_redirects", "short", robotsChains, 1 * time.Second, NotObservable,
			"robots.txt of b.example followed to the 5 redirects the page allows (GET b.example/r5.txt at 10:00:00.500), and the run ended 0.5 s later: too soon to show that the crawler does not follow one more; robots.txt behind 5 redirects read and applied"},
		{"robots.txt redirects /robots_txt/max_redirects", "long", robotsChains, 10 * time.Second, Pass,
			"robots.txt behind 5 redirects read and applied; robots.txt behind 6 redirects not followed to its end: it counts as unavailable"},
		{"response timeout /limits/response_timeout", "short", []Record{ended(at("a.example", "/slow", 0), 5*time.Second, true)}, 5 * time.Second, NotObservable,
			"GET a.example/slow at 10:00:00.000: closed after 5 s, as the run ended; the page says the crawler gives up after 10 s"},
		{"response timeout /limits/response_timeout", "long", []Record{ended(at("a.example", "/slow", 0), 10*time.Second, true)}, 20 * time.Second, Pass,
			"GET a.example/slow at 10:00:00.000: gave up after 10 s; the page says 10 s"},
		{"Crawl-delay /robots_txt", "past the cap", crawlDelay(6 * time.Second), 20 * time.Second, NotObservable,
			"Crawl-delay 8 s on cd1.example: pages 6 s apart at the closest, longer than the 3 s the page says it counts as: the cap does not show; Crawl-delay 7 h 1 s on cd2.example: pages 6 s apart at the closest, longer than the 3 s the page says it counts as: the cap does not show; Crawl-delay 8.5 s on cd3.example: pages 6 s apart at the closest, longer than the 3 s the page says it counts as: the cap does not show; Crawl-delay 0.5 s on cd0.example: pages 1 s apart at the closest (the page says 1 s)"},
		{"Crawl-delay /robots_txt", "at the cap", crawlDelay(3100 * time.Millisecond), 20 * time.Second, Pass,
			"Crawl-delay 0.5 s on cd0.example: pages 1 s apart at the closest (the page says 1 s); Crawl-delay 8 s on cd1.example: pages 3.1 s apart at the closest (the page says 3 s); Crawl-delay 7 h 1 s on cd2.example: pages 3.1 s apart at the closest (the page says 3 s); Crawl-delay 8.5 s on cd3.example: pages 3.1 s apart at the closest (the page says 3 s)"},
		{"Retry-After /errors", "past the cap", retryAfter(10 * time.Second), 20 * time.Second, NotObservable,
			"GET a.example/ra2 at 10:00:11.000 10 s after a 503 with Retry-After: 3605, longer than the cap of 5 s the page states: the cap does not show"},
		{"Retry-After /errors", "at the cap", retryAfter(5200 * time.Millisecond), 20 * time.Second, Pass,
			"GET a.example/ra2 at 10:00:06.200 5.2 s after a 503 with Retry-After: 3605; the page says Retry-After is honoured up to 5 s"},
	} {
		c := claims[tc.claim]
		if c == nil {
			t.Fatalf("no claim %q", tc.claim)
		}
		st, ev := c.Kind.judge(c, c.Scenario(Env{}), &Run{Records: tc.rs, Start: t0, End: t0.Add(tc.end)})
		if st != tc.want || strings.Join(ev, "; ") != tc.ev {
			t.Errorf("%s, %s: %s %q\nwant %s %q", tc.claim, tc.name, st, strings.Join(ev, "; "), tc.want, tc.ev)
		}
	}
}
