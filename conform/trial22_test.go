package conform

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestCrawlDelayUnpublishedInterval (new-user trial 22, F-14): the Crawl-delay claim compares
// the pages of each scripted host with the interval in force; where the policy does not publish
// the interval, its evidence says "the policy says" and writes neither the interval nor the
// Crawl-delay the harness made of it (half of it), in every format. It said "(the page says
// 2 s)" beside "Crawl-delay 1 s". A published interval is still stated.
func TestCrawlDelayUnpublishedInterval(t *testing.T) {
	src := strings.NewReplacer(`min_interval = "1s"`, `min_interval = "2s"`, `check = "before-first-fetch"`, "check = \"before-first-fetch\"\ncrawl_delay = \"ignored\"").Replace(uncappedPolicy)
	rs := []Record{
		rec("cd0.example", "/robots.txt", 0, "JudgeBot/1.0"),
		rec("cd0.example", "/p0", 100*time.Millisecond, "JudgeBot/1.0"),
		rec("cd0.example", "/p1", 2224*time.Millisecond, "JudgeBot/1.0"),
	}
	for _, tc := range []struct {
		unpublished bool
		want        string
	}{
		{false, "Crawl-delay 1 s on cd0.example: pages 2.124 s apart at the closest (the page says 2 s)"},
		{true, "Crawl-delay [not published] on cd0.example: pages 2.124 s apart at the closest (the policy says [not published])"},
	} {
		text := src
		if tc.unpublished {
			text = strings.Replace(text, "schema = 2\n", "schema = 2\nunpublished = [\"/limits/min_interval\"]\n", 1)
		}
		c := claimsOf(t, text)["Crawl-delay /robots_txt"]
		if c == nil {
			t.Fatal("no claim Crawl-delay /robots_txt")
		}
		v := c.Check(nil, &Run{Records: rs, Start: t0, End: t0.Add(time.Minute)})
		if !slices.Contains(v.Evidence, tc.want) {
			t.Errorf("unpublished %v: %s %q\nwant among them %q", tc.unpublished, v.Status, v.Evidence, tc.want)
		}
		all := strings.Join(v.Evidence, "\n")
		if tc.unpublished && (strings.Contains(all, "2 s") || strings.Contains(all, " 9 s") || strings.Contains(all, "the page says")) {
			t.Errorf("the unpublished interval, or a Crawl-delay made of it, is in the evidence:\n%s", all)
		}
	}
}

// TestStarIgnoredJudged (new-user trial 22, F-08): the claim of ignores_star_group passes a
// crawler that fetched /star/x, which only the "*" group disallows; fails one that left it out
// while fetching /free and /after and going on long enough after; and is not observable when the
// run ended too soon. The robots.txt the other claims script names the token where a "*" group
// would not apply to the agent, and their judgement reads it as the agent does.
func TestStarIgnoredJudged(t *testing.T) {
	src := strings.Replace(uncappedPolicy, `robots_txt = "read"`, "robots_txt = \"read\"\nignores_star_group = true\ngroup_matching = \"first-group\"", 1)
	claims := claimsOf(t, src)
	c := claims[`"*" group ignored /agents/bot/ignores_star_group`]
	if c == nil {
		t.Fatalf("no claim of ignores_star_group in %v", slices.Collect(maps.Keys(claims)))
	}
	robots := rec("a.example", "/robots.txt", 0, "JudgeBot/1.0")
	free := rec("a.example", "/free", time.Second, "JudgeBot/1.0")
	after := rec("a.example", "/after", 3*time.Second, "JudgeBot/1.0")
	star := rec("a.example", "/star/x", 5*time.Second, "JudgeBot/1.0")
	for _, tc := range []struct {
		name string
		rs   []Record
		end  time.Duration
		want Status
		ev   string
	}{
		{"fetched", []Record{robots, free, star}, 10 * time.Second, Pass,
			`GET a.example/star/x at 10:00:05.000, which only the "*" group disallows: the page says that group does not apply to JudgeBot`},
		{"obeyed", []Record{robots, free, after}, 10 * time.Second, Fail,
			`/star/x was not fetched, though only the "*" group disallows it, which the page says does not apply to JudgeBot (/free and /after fetched, the later GET a.example/after at 10:00:03.000)`},
		{"too soon", []Record{robots, free, after}, 4 * time.Second, NotObservable,
			`/star/x, which only the "*" group disallows, was not fetched, and the run ended 1 s after GET a.example/after at 10:00:03.000: too soon to show that the crawler leaves it out`},
		{"robots.txt not read", []Record{free}, 10 * time.Second, NotObservable, "robots.txt of a.example was not read"},
	} {
		v := c.Check(nil, &Run{Records: tc.rs, Start: t0, End: t0.Add(tc.end)})
		if v.Status != tc.want || strings.Join(v.Evidence, "; ") != tc.ev {
			t.Errorf("%s: %s %q\nwant %s %q", tc.name, v.Status, v.Evidence, tc.want, tc.ev)
		}
	}
	// The robots.txt cache's sites name the token, and a page their rules disallow fails.
	cache := claims["robots.txt cache /robots_txt"]
	sc := cache.Scenario(Env{InProcess: true})
	if got := cache.robotsFor("User-agent: *\nDisallow: /old\n"); got != "User-agent: JudgeBot\nDisallow: /old\n" {
		t.Errorf("robotsFor: %q", got)
	}
	host := sc.Sites.Hosts()[0]
	rs := []Record{rec(host, "/robots.txt", 0, "JudgeBot/1.0"), rec(host, "/old", time.Second, "JudgeBot/1.0")}
	rs[0].Body = "User-agent: JudgeBot\nDisallow: /old\n"
	if v := cache.Check(sc, &Run{Records: rs, Start: t0, End: t0.Add(10 * time.Second), InProcess: true}); v.Status != Fail {
		t.Errorf("a page its own group disallows: %s %q", v.Status, v.Evidence)
	}
	if !cache.allows("User-agent: *\nDisallow: /old\n", "/old") || cache.allows("User-agent: JudgeBot\nDisallow: /old\n", "/old") {
		t.Error(`allows: the "*" group applied, or the token's not`)
	}
}

// TestScheduleReasonFollowsCadence (new-user trial 22, F-15): why a job's schedule is not
// observable follows its cadence: "runs hours or days apart" only where every rule runs an hour
// or more apart (or at a time of day); a job checked every 30 s or every minute is not observable
// only because the test sites are no job's. The number is never stated. (The first of two rules
// states hours: after a rule at every time, a second would never apply, and is refused.)
func TestScheduleReasonFollowsCadence(t *testing.T) {
	const job = "the test sites are no job's (jobs.checks) that the crawler knows"
	for _, tc := range []struct {
		cadence, want string
	}{
		{"[[jobs.checks.cadence]]\nhours = \"07:00-19:00\"\nevery = \"30s\"\n\n[[jobs.checks.cadence]]\nevery = \"1m\"\nis_default = true\n", job},
		{"[[jobs.checks.cadence]]\nevery = \"6h\"\n", job + ", and a schedule of runs hours or days apart is the crawler's scheduler's, which no run of minutes shows"},
		{"[[jobs.checks.cadence]]\nhours = \"00:00-12:00\"\nevery = \"6h\"\n\n[[jobs.checks.cadence]]\nevery = \"10m\"\n", job},
		{"[[jobs.checks.cadence]]\nat = \"03:00\"\n", job + ", and a schedule of runs hours or days apart is the crawler's scheduler's, which no run of minutes shows"},
	} {
		src := uncappedPolicy + "\n[jobs.checks]\nlabel = { en = \"Checks\" }\nagent = \"bot\"\n\n" + tc.cadence
		if got := scheduleEvidence(t, src); got != tc.want {
			t.Errorf("%s: %q\nwant %q", tc.cadence, got, tc.want)
		}
	}
}

// scheduleEvidence parses the policy src and returns the evidence of Unjudged's verdict on the
// schedule of jobs.checks for agent bot, joined with "; "; it fails t where there is none.
func scheduleEvidence(t *testing.T, src string) string {
	t.Helper()
	vs, _ := unjudgedOf(t, src)
	i := slices.IndexFunc(vs, func(v Verdict) bool { return v.Claim == "schedule /jobs/checks/cadence" })
	if i < 0 {
		t.Fatalf("no verdict of the schedule in %v", vs)
	}
	return strings.Join(vs[i].Evidence, "; ")
}
