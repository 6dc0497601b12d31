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
			"a chain of 5 redirects followed to its end; a chain of 6 redirects followed to the 5 the page allows and no further (GET a.example/s/1 at 10:00:05.500, then no request of /s/0 in the 14.5 s the run went on)"},
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
