package conform

import (
	"bytes"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

const judgePolicy = `schema = 2

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
user_agent = "JudgeBot/{version} (+https://judge.example/)"

[limits]
min_interval = "1s"
interval_key = "hostname"

[[limits.quotas]]
max = 3
period = "1h"
key = "hostname"

[windows.night]
kind = "quiet"
hours = ["22:00-06:00"]
overnight = true
label = { en = "Night" }
`

func judgeClaims(t *testing.T) map[string]*Claim {
	t.Helper()
	p, err := policy.Parse([]byte(judgePolicy), "policy.toml")
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

var t0 = time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC)

func rec(host, path string, at time.Duration, ua string) Record {
	return Record{At: t0.Add(at), Ended: t0.Add(at), Host: host, Addr: "127.0.0.9", Method: "GET", Path: path,
		Header: http.Header{"User-Agent": {ua}}, Status: 200, Bytes: -1}
}

// TestJudgeInterval: two requests of one host name 0.4 s apart fail a published 1 s, with both
// requests as evidence; 1 s apart pass; a single request shows nothing.
func TestJudgeInterval(t *testing.T) {
	c := judgeClaims(t)["interval /limits"]
	for _, tc := range []struct {
		gap  time.Duration
		n    int
		want Status
		ev   string
	}{
		{400 * time.Millisecond, 2, Fail, "GET a.example/p1 at 10:00:00.000 and GET a.example/p2 at 10:00:00.400 0.4 s apart; the page says at least 1 s per hostname"},
		{time.Second, 2, Pass, "1 s apart"},
		{time.Second, 1, NotObservable, "fewer than two requests of one hostname"},
	} {
		var rs []Record
		for i := range tc.n {
			rs = append(rs, rec("a.example", "/p"+string(rune('1'+i)), time.Duration(i)*tc.gap, "JudgeBot/1"))
		}
		st, ev := c.Kind.judge(c, &Scenario{Sites: NewSites()}, &Run{Records: rs, Start: t0, End: t0.Add(time.Minute)})
		if st != tc.want || !strings.Contains(strings.Join(ev, "; "), tc.ev) {
			t.Errorf("gap %v × %d: %s %q, want %s with %q", tc.gap, tc.n, st, ev, tc.want, tc.ev)
		}
	}
}

// TestJudgeUserAgent: the User-Agent sent is the evidence; a placeholder takes any value.
func TestJudgeUserAgent(t *testing.T) {
	c := judgeClaims(t)["User-Agent /agents/bot"]
	run := &Run{Records: []Record{rec("a.example", "/", 0, "JudgeBot/2.0 (+https://judge.example/)")}}
	if st, ev := c.Kind.judge(c, nil, run); st != Pass {
		t.Errorf("%s %q, want pass", st, ev)
	}
	run.Records = append(run.Records, rec("a.example", "/x", time.Second, "python-requests/2.31"))
	st, ev := c.Kind.judge(c, nil, run)
	if st != Fail || !strings.Contains(ev[0], `sent User-Agent "python-requests/2.31"; the page says "JudgeBot/{version} (+https://judge.example/)"`) {
		t.Errorf("%s %q, want a failure naming the User-Agent sent", st, ev)
	}
}

// TestJudgeUserAgentAsPublished: the User-Agent is judged as the page states it, with sitegen
// verify's reading: a published version that may change takes any version, one that may not
// only itself; a User-Agent that is part of the header (user_agent_form = "contains") may have
// text around it. (The check once put the published version in place of {version} whatever
// version_may_change said, and wanted the whole header.)
func TestJudgeUserAgentAsPublished(t *testing.T) {
	const ua = `user_agent = "JudgeBot/{version} (+https://judge.example/)"`
	for _, tc := range []struct {
		name, agent, sent string
		want              Status
	}{
		{"version may change, another sent", ua + "\nversion = \"1.0\"\nversion_may_change = true", "JudgeBot/1.1 (+https://judge.example/)", Pass},
		{"version fixed, itself sent", ua + "\nversion = \"1.0\"", "JudgeBot/1.0 (+https://judge.example/)", Pass},
		{"version fixed, another sent", ua + "\nversion = \"1.0\"", "JudgeBot/1.1 (+https://judge.example/)", Fail},
		{"contained, text around", ua + "\nversion = \"1.0\"\nuser_agent_form = \"contains\"", "Mozilla/5.0 (compatible; JudgeBot/1.0 (+https://judge.example/)) extra", Pass},
		{"whole header, text around", ua + "\nversion = \"1.0\"", "Mozilla/5.0 (compatible; JudgeBot/1.0 (+https://judge.example/)) extra", Fail},
	} {
		p, err := policy.Parse([]byte(strings.Replace(judgePolicy, ua, tc.agent, 1)), "policy.toml")
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		claims, _, err := Claims(p)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(claims, func(c *Claim) bool { return c.ID() == "User-Agent /agents/bot" })
		if i < 0 {
			t.Fatalf("%s: no User-Agent claim", tc.name)
		}
		c := claims[i]
		st, ev := c.Kind.judge(c, nil, &Run{Records: []Record{rec("a.example", "/", 0, tc.sent)}})
		if st != tc.want {
			t.Errorf("%s: sent %q: %s %q, want %s", tc.name, tc.sent, st, ev, tc.want)
		}
	}
}

// TestJudgeQuota: four requests within an hour fail a cap of three; three and then a fourth an
// hour after the first pass; two are not observable (the cap was not reached).
func TestJudgeQuota(t *testing.T) {
	c := judgeClaims(t)["quota /limits/quotas/0"]
	for _, tc := range []struct {
		at   []time.Duration
		want Status
	}{
		{[]time.Duration{0, time.Minute, 2 * time.Minute, 3 * time.Minute}, Fail},
		{[]time.Duration{0, time.Minute, 2 * time.Minute, time.Hour}, Pass},
		{[]time.Duration{0, time.Minute}, NotObservable},
	} {
		var rs []Record
		for i, at := range tc.at {
			rs = append(rs, rec("a.example", "/q"+string(rune('0'+i)), at, "JudgeBot/1"))
		}
		if st, ev := c.Kind.judge(c, nil, &Run{Records: rs}); st != tc.want {
			t.Errorf("%v: %s %q, want %s", tc.at, st, ev, tc.want)
		}
	}
}

// TestJudgeWindow: a request inside the quiet window fails; a run that reaches no window is not
// observable, whatever it sent; a run across the window without a request inside it passes.
func TestJudgeWindow(t *testing.T) {
	c := judgeClaims(t)["time window /windows/night"]
	night := time.Date(2026, 12, 2, 20, 59, 0, 0, time.UTC) // 21:59 in Berlin
	before := Record{At: night, Host: "a.example", Path: "/a", Method: "GET"}
	inside := Record{At: night.Add(2 * time.Minute), Host: "a.example", Path: "/b", Method: "GET"}
	after := Record{At: night.Add(8*time.Hour + time.Minute), Host: "a.example", Path: "/c", Method: "GET"}
	for _, tc := range []struct {
		rs         []Record
		start, end time.Time
		want       Status
	}{
		{[]Record{before, inside}, night, night.Add(time.Hour), Fail},
		{[]Record{before, after}, night, night.Add(9 * time.Hour), Pass},
		{[]Record{{At: t0, Host: "a.example", Path: "/", Method: "GET"}}, t0, t0.Add(time.Minute), NotObservable},
	} {
		if st, ev := c.Kind.judge(c, nil, &Run{Records: tc.rs, Start: tc.start, End: tc.end}); st != tc.want {
			t.Errorf("%s %q, want %s", st, ev, tc.want)
		}
	}
}

// TestReportFormats: failures come first; Markdown keeps a cell one cell.
func TestReportFormats(t *testing.T) {
	r := &Report{Policy: "site/policy.toml", Agent: "bot", Command: []string{"crawl"}, Exit: "exited with status 0", Verdicts: []Verdict{
		{Claim: "User-Agent /agents/bot", Status: Pass, Evidence: []string{"ok"}},
		{Claim: "interval /limits", Status: Fail, Evidence: []string{"a | b\nc"}},
		{Claim: "contact /contact", Status: Pass, Evidence: []string{"GET https://a.example/@octocat/ (see #12)"}},
	}, Output: "crawler output"}
	r.Summarize()
	var text, md bytes.Buffer
	r.Write(&text, "text")
	r.Write(&md, "markdown")
	if i, j := strings.Index(text.String(), "FAIL  interval"), strings.Index(text.String(), "pass  User-Agent"); i < 0 || j < i {
		t.Errorf("text: failures first:\n%s", text.String())
	}
	if !strings.Contains(md.String(), "| `interval /limits` | **fail** | a \\| b<br>c |") || !strings.Contains(md.String(), "crawler output") {
		t.Errorf("markdown:\n%s", md.String())
	}
	// Text the crawler printed mentions nobody and links no issue where CI posts the report.
	if !strings.Contains(md.String(), "a.example/@octocat/ (see #\u206012)") {
		t.Errorf("markdown: a path's @ inside a word is kept, an issue reference is broken:\n%s", md.String())
	}
	if err := r.Write(&text, "xml"); err == nil {
		t.Error("format xml: no error")
	}
	// A report that cannot be written is an error, in every format.
	for _, format := range []string{"text", "json", "markdown"} {
		if err := r.Write(failingWriter{}, format); err == nil {
			t.Errorf("format %s: writing to a failing writer gave no error", format)
		}
	}
}

// TestJudgeStopRun: behind the proxy, a reaction that ends the run passes when no request of the
// run follows its third 503 for the rest of a run that lasted long enough to show it; fails with
// the request that follows on another host; and shows nothing when the run ended at once.
func TestJudgeStopRun(t *testing.T) {
	p, err := policy.Parse([]byte(judgePolicy+"\n[[errors.reactions]]\non = [\"503\"]\nthreshold = 3\nconsecutive = true\nstops_run = true\nscope = \"run\"\n"), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	claims, uncovered, err := Claims(p)
	if err != nil || len(uncovered) > 0 {
		t.Fatalf("%v, uncovered %v", err, uncovered)
	}
	var c *Claim
	for _, cl := range claims {
		if cl.ID() == "reaction /errors/reactions/0" {
			c = cl
		}
	}
	if c == nil {
		t.Fatal("no claim of the reaction")
	}
	failing := func(path string, at time.Duration) Record {
		r := rec("a.example", path, at, "JudgeBot/1.0")
		r.Status = 503
		return r
	}
	stopped := []Record{failing("/t0-0", 0), failing("/t0-1", time.Second), failing("/t0-2", 2*time.Second)}
	for _, tc := range []struct {
		name string
		rs   []Record
		end  time.Duration
		want Status
		ev   string
	}{
		{"nothing follows", stopped, 20 * time.Second, Pass, "after 3 × 503, no further request of the run in the 18 s that followed (the page says the run stops and is not resumed)"},
		{"another host follows", append(slices.Clone(stopped), rec("c.example", "/after-stop", 5*time.Second, "JudgeBot/1.0")), 20 * time.Second, Fail, "GET c.example/after-stop at 10:00:05.000 3 s after 3 × 503; the page says the run stops and is not resumed (/errors/reactions/0)"},
		{"the run ends at once", stopped, 2500 * time.Millisecond, NotObservable, "the run ended 0.5 s after 3 × 503: too soon to show that nothing followed"},
		{"two errors only", stopped[:2], 20 * time.Second, NotObservable, "503 did not happen 3 times in this run"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc := c.Scenario(Env{})
			v := c.Check(sc, &Run{Records: tc.rs, Start: t0, End: t0.Add(tc.end), Tolerance: 50 * time.Millisecond})
			if v.Status != tc.want || strings.Join(v.Evidence, "; ") != tc.ev {
				t.Errorf("%s: %q, want %s: %q", v.Status, strings.Join(v.Evidence, "; "), tc.want, tc.ev)
			}
		})
	}
}

// failingWriter fails every write, as a full disk or a closed pipe does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestJudgeTokenRobotsOnly: a crawler that read robots.txt of the product token's site and fetched
// nothing else there shows nothing (sitegen conform panicked on it: the evidence named the
// /free it had not fetched).
func TestJudgeTokenRobotsOnly(t *testing.T) {
	c := judgeClaims(t)["product token /agents/bot/token"]
	if c == nil {
		t.Fatal("no claim of the product token")
	}
	st, ev := c.Kind.judge(c, nil, &Run{Records: []Record{rec("a.example", "/robots.txt", 0, "JudgeBot/1")}})
	if st != NotObservable || !slices.Equal(ev, []string{"/free, which robots.txt allows, was not fetched"}) {
		t.Errorf("%s %q, want not observable: /free not fetched", st, ev)
	}
}
