package conform

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestSecs: durations in evidence to the millisecond below a minute, rounded to the second with
// units from a minute on; the length of a run to a tenth of a second (newuser9: "25.003 s",
// "1m30.0373105s", "Crawl-delay 7h0m3s").
func TestSecs(t *testing.T) {
	for _, tc := range []struct {
		d          time.Duration
		secs, runs string
	}{
		{866 * time.Millisecond, "0.866 s", "0.9 s"},
		{3 * time.Second, "3 s", "3 s"},
		{10500 * time.Millisecond, "10.5 s", "10.5 s"},
		{25003 * time.Millisecond, "25.003 s", "25 s"},
		{40014 * time.Millisecond, "40.014 s", "40 s"},
		{90037310500, "1 min 30 s", "1 min 30 s"},
		{7*time.Hour + 3*time.Second, "7 h 3 s", "7 h 3 s"},
		{12 * time.Hour, "12 h", "12 h"},
		{24 * time.Hour, "24 h", "24 h"},
		{72*time.Hour + 30*time.Minute, "3 d 30 min", "3 d 30 min"},
		{-1500 * time.Millisecond, "-1.5 s", "-1.5 s"},
	} {
		if got := secs(tc.d); got != tc.secs {
			t.Errorf("secs(%s) = %q, want %q", tc.d, got, tc.secs)
		}
		if got := runLength(tc.d); got != tc.runs {
			t.Errorf("runLength(%s) = %q, want %q", tc.d, got, tc.runs)
		}
	}
}

const worldPolicy = `schema = 2

[site]
title = { en = "WorldBot" }
base_url = "https://world.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "World Ltd"

[contact]
email = "bot@world.example"

[agents.bot]
token = "WorldBot"
user_agent = "WorldBot/1.0 (+https://world.example/)"

[limits]
min_interval = "1s"
interval_key = "hostname"
max_redirects = 2

[robots_txt]
check = "before-first-fetch"
cache_for = "1h"
crawl_delay = "honoured"
crawl_delay_max = "3s"
crawl_delay_above_max = "capped"
`

// worldOf builds a World of worldPolicy's claims on a clock that a test moves.
func worldOf(t *testing.T) (*World, *time.Time) {
	t.Helper()
	return worldFrom(t, worldPolicy)
}

// worldFrom is worldOf for the policy text.
func worldFrom(t *testing.T, text string) (*World, *time.Time) {
	t.Helper()
	p, err := policy.Parse([]byte(text), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	claims, uncovered, err := Claims(p)
	if err != nil || len(uncovered) > 0 {
		t.Fatalf("%v, uncovered %v", err, uncovered)
	}
	w := NewWorld(ForAgent(claims, "bot"), time.Minute)
	now := t0
	for _, e := range w.Entries {
		if e.Scenario != nil {
			e.Scenario.Sites.Clock = func() time.Time { return now }
		}
	}
	return w, &now
}

// get sends a request through the World's proxy handler, as a crawler behind the proxy does, at
// the clock's time.
func get(w *World, now *time.Time, at time.Duration, url, ua string) int {
	*now = t0.Add(at)
	r := httptest.NewRequest(http.MethodGet, url, nil)
	r.Header.Set("User-Agent", ua)
	rw := httptest.NewRecorder()
	w.ServeHTTP(rw, r)
	return rw.Code
}

func verdictsByClaim(vs []Verdict) map[string]Verdict {
	out := map[string]Verdict{}
	for _, v := range vs {
		out[v.Claim] = v
	}
	return out
}

// TestWorldEveryRequest: a sequential crawler that spent its run on the Crawl-delay's sites
// (which the start page lists first) and never reached the sites of the User-Agent or of the
// robots.txt cache still shows both claims: every request it sent carried the User-Agent, and
// robots.txt of each host was read before the host's first page (newuser9: "no request in this
// run" and "no page fetched" after 10 requests, each with the User-Agent). A page fetched before
// its host's robots.txt fails the robots.txt claim, wherever it is; a redirect's target, which the
// start page does not link, is not held to it; a wrong User-Agent on any site fails. The interval
// in force for all the agent's requests is judged on them too (newuser9's report also said
// "fewer than two requests of one site" while the Crawl-delay's pages were 3 s apart).
func TestWorldEveryRequest(t *testing.T) {
	const ua = "WorldBot/1.0 (+https://world.example/)"
	ids := func(w *World) []string {
		var out []string
		for _, e := range w.Entries {
			out = append(out, e.Claim.ID())
		}
		return out
	}
	w, now := worldOf(t)
	for i, id := range []string{"Crawl-delay /robots_txt", "User-Agent /agents/bot", "interval /limits"} {
		if got := ids(w); len(got) <= i || got[i] != id {
			t.Fatalf("claims %q, want %q as claim %d (its hosts end in -c%d.test)", got, id, i, i+1)
		}
	}
	// The redirect's hosts: a-cN.test and b-cN.test.
	redirects := slices.Index(ids(w), "redirects /limits")
	if redirects < 0 {
		t.Fatalf("no claim of redirects in %q", ids(w))
	}
	onRedirects := func(host string) string { return fmt.Sprintf("http://%s-c%d.test", host, redirects+1) }
	for _, r := range []struct {
		at  time.Duration
		url string
	}{
		{0, "http://cd0-c1.test/robots.txt"},
		{time.Second, "http://cd0-c1.test/p0"},
		{2 * time.Second, "http://cd0-c1.test/p1"},
		{3 * time.Second, "http://cd1-c1.test/robots.txt"},
		{4 * time.Second, "http://cd1-c1.test/p0"},
		{7 * time.Second, "http://cd1-c1.test/p1"},
	} {
		if code := get(w, now, r.at, r.url, ua); code != http.StatusOK {
			t.Fatalf("%s: %d", r.url, code)
		}
	}
	end := t0.Add(8 * time.Second)
	got := verdictsByClaim(w.Judge(t0, end, 0))
	for _, tc := range []struct {
		claim    string
		status   Status
		evidence []string
	}{
		{"User-Agent /agents/bot", Pass, []string{`6 requests, each with User-Agent "WorldBot/1.0 (+https://world.example/)"`}},
		{"interval /limits", Pass, []string{"the closest two requests of one hostname 1 s apart (GET cd0-c1.test/p0 at 10:00:01.000 and GET cd0-c1.test/p1 at 10:00:02.000); the page says at least 1 s"}},
		{"robots.txt cache /robots_txt", NotObservable, []string{
			"a copy's lifetime of 1 h was not reached in this run (8 s)",
			"robots.txt read before the first fetch of each host (2 hosts); every page fetched with a copy at most 4 s old",
		}},
		{"Crawl-delay /robots_txt", NotObservable, []string{
			"Crawl-delay 7 h 1 s on cd2-c1.test: fewer than two pages fetched",
			"Crawl-delay 8.5 s on cd3-c1.test: fewer than two pages fetched",
			"Crawl-delay 0.5 s on cd0-c1.test: pages 1 s apart at the closest (the page says 1 s)",
			"Crawl-delay 8 s on cd1-c1.test: pages 3 s apart at the closest (the page says 3 s)",
		}},
	} {
		v := got[tc.claim]
		if v.Status != tc.status || !slices.Equal(v.Evidence, tc.evidence) {
			t.Errorf("%s: %s %q\nwant %s %q", tc.claim, v.Status, v.Evidence, tc.status, tc.evidence)
		}
	}

	// A page of another claim's site before its robots.txt; a redirect's target (b-cN.test/y,
	// which the start page does not link) without robots.txt read is no failure; a wrong
	// User-Agent on another claim's site.
	w, now = worldOf(t)
	get(w, now, 0, onRedirects("a")+"/robots.txt", ua)
	get(w, now, time.Second, onRedirects("a")+"/to-other", ua)
	get(w, now, 2*time.Second, onRedirects("b")+"/y", ua)
	get(w, now, 3*time.Second, "http://cd0-c1.test/p0", "python-urllib/3.11")
	get(w, now, 3400*time.Millisecond, "http://cd0-c1.test/p1", ua)
	got = verdictsByClaim(w.Judge(t0, t0.Add(4*time.Second), 0))
	for _, tc := range []struct {
		claim    string
		evidence []string
	}{
		{"User-Agent /agents/bot", []string{`GET cd0-c1.test/p0 at 10:00:03.000 sent User-Agent "python-urllib/3.11"; the page says "WorldBot/1.0 (+https://world.example/)"`}},
		{"robots.txt cache /robots_txt", []string{
			"GET cd0-c1.test/p0 at 10:00:03.000 before robots.txt of cd0-c1.test was read; the page says it is read before the first fetch",
			"GET cd0-c1.test/p1 at 10:00:03.400 before robots.txt of cd0-c1.test was read; the page says it is read before the first fetch",
		}},
		{"interval /limits", []string{"GET cd0-c1.test/p0 at 10:00:03.000 and GET cd0-c1.test/p1 at 10:00:03.400 0.4 s apart; the page says at least 1 s per hostname (/limits/min_interval)"}},
	} {
		v := got[tc.claim]
		if v.Status != Fail || !slices.Equal(v.Evidence, tc.evidence) {
			t.Errorf("%s: %s %q\nwant fail %q", tc.claim, v.Status, v.Evidence, tc.evidence)
		}
	}
	if v := got["redirects /limits"]; strings.Contains(strings.Join(v.Evidence, "; "), "robots") {
		t.Errorf("redirects: %q", v.Evidence)
	}
}

// TestIntervalOthersInForce: an interval is judged on the other claims' sites where it holds for
// every request of the agent: the general one, and the agent's own, which holds in addition to it
// (policy.Effective); a category of site's is judged on its own sites alone.
func TestIntervalOthersInForce(t *testing.T) {
	// A Crawl-delay capped at 3s could never slow down an agent whose own interval is 5s, which
	// validate refuses (new-user trial 33, F-02): the cap is raised above it.
	src := strings.Replace(worldPolicy, "crawl_delay_max = \"3s\"\n", "crawl_delay_max = \"10s\"\n", 1)
	p, err := policy.Parse([]byte(src+"\n[agents.bot.limits]\nmin_interval = \"5s\"\ninterval_key = \"hostname\"\n"), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	claims, _, err := Claims(p)
	if err != nil {
		t.Fatal(err)
	}
	others := []Record{rec("cd0-c1.test", "/p0", 0, "WorldBot/1.0"), rec("cd0-c1.test", "/p1", 2*time.Second, "WorldBot/1.0")}
	for i := range others {
		others[i].Linked = true
	}
	for _, tc := range []struct {
		claim    string
		status   Status
		evidence string
	}{
		{"interval /limits", Pass, "the closest two requests of one hostname 2 s apart (GET cd0-c1.test/p0 at 10:00:00.000 and GET cd0-c1.test/p1 at 10:00:02.000); the page says at least 1 s"},
		{"interval /agents/bot/limits", Fail, "GET cd0-c1.test/p0 at 10:00:00.000 and GET cd0-c1.test/p1 at 10:00:02.000 2 s apart; the page says at least 5 s per hostname (/agents/bot/limits/min_interval)"},
	} {
		i := slices.IndexFunc(claims, func(c *Claim) bool { return c.ID() == tc.claim })
		if i < 0 {
			t.Fatalf("no claim %q", tc.claim)
		}
		c := claims[i]
		st, ev := c.Kind.judge(c, c.Scenario(Env{}), &Run{Others: others})
		if st != tc.status || len(ev) != 1 || ev[0] != tc.evidence {
			t.Errorf("%s: %s %q, want %s %q", tc.claim, st, ev, tc.status, tc.evidence)
		}
	}
}

// TestWorldStartPageCounted (new-user trial 15, finding 10): the start page's fetches are
// counted apart from the test hosts' requests, and a run that fetched it alone is told that it
// followed none of its links, not that it may have missed the proxy.
func TestWorldStartPageCounted(t *testing.T) {
	w, now := worldOf(t)
	const ua = "WorldBot/1.0 (+https://world.example/)"
	if code := get(w, now, 0, "http://"+StartHost+"/robots.txt", ua); code != http.StatusOK {
		t.Fatalf("start page's robots.txt: HTTP %d", code)
	}
	if got := w.StartPageRequests(); got != 0 {
		t.Errorf("robots.txt of the start host counted as the start page: %d", got)
	}
	if code := get(w, now, time.Second, w.StartURL(), ua); code != http.StatusOK {
		t.Fatalf("start page: HTTP %d", code)
	}
	if got, req := w.StartPageRequests(), w.Requests(); got != 1 || req != 0 {
		t.Fatalf("start page requests %d, test hosts' requests %d; want 1 and 0", got, req)
	}
	r := &Report{Requests: w.Requests(), StartPage: w.StartPageRequests(), Verdicts: w.Judge(t0, t0.Add(time.Minute), 0)}
	r.Summarize()
	if !strings.Contains(r.Unchecked, "fetched the start page") || strings.Contains(r.Unchecked, "HTTP_PROXY") {
		t.Errorf("why nothing was checked: %q", r.Unchecked)
	}
}

// TestCrawlDelayAboveCapUnstated (new-user trial 20, finding 18): where crawl_delay_above_max is
// unset, the page says nothing of a Crawl-delay above crawl_delay_max, so nothing the crawler
// does with one is judged; the values up to the cap still are.
func TestCrawlDelayAboveCapUnstated(t *testing.T) {
	const ua = "WorldBot/1.0 (+https://world.example/)"
	w, now := worldFrom(t, strings.Replace(worldPolicy, "crawl_delay_above_max = \"capped\"\n", "", 1))
	for _, r := range []struct {
		at  time.Duration
		url string
	}{
		{0, "http://cd0-c1.test/robots.txt"},
		{time.Second, "http://cd0-c1.test/p0"},
		{2 * time.Second, "http://cd0-c1.test/p1"},
		{3 * time.Second, "http://cd1-c1.test/robots.txt"},
		{4 * time.Second, "http://cd1-c1.test/p0"},
		{5 * time.Second, "http://cd1-c1.test/p1"}, // 1 s apart under a Crawl-delay of 8 s
	} {
		if code := get(w, now, r.at, r.url, ua); code != http.StatusOK {
			t.Fatalf("%s: %d", r.url, code)
		}
	}
	v := verdictsByClaim(w.Judge(t0, t0.Add(8*time.Second), 0))["Crawl-delay /robots_txt"]
	want := []string{
		"Crawl-delay 0.5 s on cd0-c1.test: pages 1 s apart at the closest (the page says 1 s)",
		"Crawl-delay 8 s on cd1-c1.test: not judged, since the page says nothing of a value above 3 s",
		"Crawl-delay 7 h 1 s on cd2-c1.test: not judged, since the page says nothing of a value above 3 s",
		"Crawl-delay 8.5 s on cd3-c1.test: not judged, since the page says nothing of a value above 3 s",
	}
	if v.Status != Pass || !slices.Equal(v.Evidence, want) {
		t.Errorf("Crawl-delay: %s %q\nwant %s %q", v.Status, v.Evidence, Pass, want)
	}
}
