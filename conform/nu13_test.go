package conform

import (
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestWholeRunQuiet (newuser13 #11): a run that lay wholly inside a quiet window and sent nothing
// is not observable with evidence that says so, and the report's "Nothing was checked" names the
// window, not the proxy; a run that reached the window only in part keeps the proxy hint.
func TestWholeRunQuiet(t *testing.T) {
	c := judgeClaims(t)["time window /windows/night"]
	night := time.Date(2026, 12, 2, 22, 31, 0, 0, time.UTC) // 23:31 in Berlin, inside 22:00-06:00
	for _, tc := range []struct {
		name       string
		start, end time.Time
		quiet      bool
	}{
		{"inside", night, night.Add(20 * time.Second), true},
		{"partly", night.Add(-2 * time.Hour), night, false},
	} {
		st, ev := c.Kind.judge(c, nil, &Run{Start: tc.start, End: tc.end})
		if st != NotObservable {
			t.Fatalf("%s: %s %q", tc.name, st, ev)
		}
		r := &Report{Policy: "site/policy.toml", Agent: "bot", Command: []string{"crawl"}, Exit: "exited with status 0",
			Verdicts: []Verdict{{Claim: c.ID(), Kind: c.Kind.Name, Pointer: c.Root, Status: st, Evidence: ev}}}
		r.Summarize()
		if tc.quiet {
			want := "the crawler sent no request to the test sites, as the policy asks: the whole run (Wed 23:31 to 23:31, Europe/Berlin) lay inside the quiet window night (22:00-06:00), and no request was sent (run sitegen conform at another time of day to check the other claims)"
			if r.Unchecked != want {
				t.Errorf("%s: Unchecked\n%s\nwant\n%s", tc.name, r.Unchecked, want)
			}
		} else if !strings.Contains(r.Unchecked, "HTTP_PROXY") || strings.Contains(r.Unchecked, "quiet") {
			t.Errorf("%s: Unchecked %q", tc.name, r.Unchecked)
		}
	}
}

// TestUnpublishedPolicySays (newuser13 #11): where a value of the claim is in unpublished, the
// evidence says "the policy says", since the page does not state it; elsewhere "the page says".
// A body-size claim that passes behind the proxy with more bytes than the limit says what those
// bytes are, not "took N bytes" beside the limit.
func TestUnpublishedPolicySays(t *testing.T) {
	base := strings.Replace(judgePolicy, "[limits]\n", "[limits]\nmax_body_size = \"1MB\"\nlarger_bodies = \"abandoned\"\n", 1)
	for _, unpublished := range []bool{false, true} {
		text := base
		if unpublished {
			text = strings.Replace(text, "schema = 2\n", "schema = 2\nunpublished = [\"/limits/max_body_size\"]\n", 1)
		}
		p, err := policy.Parse([]byte(text), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		claims, _, err := Claims(p)
		if err != nil {
			t.Fatal(err)
		}
		var c *Claim
		for _, cl := range claims {
			if cl.ID() == "body size /limits" {
				c = cl
			}
		}
		if c == nil {
			t.Fatal("no claim body size /limits")
		}
		big := rec("a.example", "/b/big", 0, "JudgeBot/1")
		big.Bytes = 8538124
		kept := rec("a.example", "/kept-big", time.Second, "JudgeBot/1")
		v := c.Check(nil, &Run{Records: []Record{big, kept}})
		all := strings.Join(v.Evidence, "\n")
		says, other := "the page says", "the policy says"
		if unpublished {
			says, other = other, says
		}
		if v.Status != Fail || !strings.Contains(all, says+" it is abandoned") || strings.Contains(all, other) {
			t.Errorf("unpublished %v: %s\n%s", unpublished, v.Status, all)
		}
		small := rec("a.example", "/kept-small", 2*time.Second, "JudgeBot/1")
		v = c.Check(nil, &Run{Records: []Record{big, small}})
		all = strings.Join(v.Evidence, "\n")
		want := "GET a.example/b/big at 10:00:00.000: the crawler closed the connection after the proxy had sent 8538124 bytes of a body of 68108864; the bytes past the limit of 1000000 are what the sockets buffer (up to 16777216 bytes), not what the crawler read"
		if v.Status != Pass || !strings.Contains(all, want) {
			t.Errorf("unpublished %v: %s\n%s\nwant first\n%s", unpublished, v.Status, strings.Join(v.Evidence, "\n"), want)
		}
	}
}
