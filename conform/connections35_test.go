package conform

import (
	"strings"
	"testing"
	"time"
)

// TestConnectionsJudgedByRequests (F-13's open point, new-user trial 29): a concurrency cap
// counted in connections (limits.concurrency_unit = "connections") is judged on the records,
// which hold requests. More requests of one key in flight than the cap fail it: behind the
// harness's HTTP/1.1 server each needs a connection of its own. The cap in flight for long
// enough no longer passes, as it does for requests: a connection held open between requests
// leaves no record, so the run cannot show that no more were open, and the verdict says so.
// Failed before: the claim passed with "2 requests of one hostname in flight at once …, the
// cap the page states", and the failure spoke of requests only.
func TestConnectionsJudgedByRequests(t *testing.T) {
	c := claimsOf(t, strings.Replace(uncappedPolicy, `interval_key = "hostname"`, "interval_key = \"hostname\"\nconcurrency = 2\nconcurrency_key = \"hostname\"\nconcurrency_unit = \"connections\"", 1))["concurrency /limits"]
	if c == nil {
		t.Fatal("no claim \"concurrency /limits\"")
	}
	held := func(host, path string, d time.Duration) Record {
		r := at(host, path, d)
		r.Ended = time.Time{}
		return r
	}
	for _, tc := range []struct {
		name string
		rs   []Record
		end  time.Duration
		want Status
		ev   string
	}{
		{"the cap in flight, long", []Record{held("a.example", "/c0", 0), held("a.example", "/c1", time.Second)}, 10 * time.Second, NotObservable,
			"at most 2 requests of one hostname in flight at once, which 2 connections allow; the page counts connections, and a connection held open between requests leaves no record, so this run cannot show that no more than 2 were open"},
		{"one over the cap", []Record{held("a.example", "/c0", 0), held("a.example", "/c1", time.Second), held("a.example", "/c2", 2*time.Second)}, 10 * time.Second, Fail,
			"3 requests of one hostname in flight at once at 10:00:02.000, each on a connection of its own (the harness serves HTTP/1.1); the page says at most 2 connections"},
	} {
		st, ev := c.Kind.judge(c, nil, &Run{Records: tc.rs, Start: t0, End: t0.Add(tc.end)})
		if st != tc.want || strings.Join(ev, "; ") != tc.ev {
			t.Errorf("%s: %s %q\nwant %s %q", tc.name, st, ev, tc.want, tc.ev)
		}
	}
}
