package polite_test

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestChoiceUnenforceable: when, how often and which items a job fetches, the hours a preferred
// window draws work to, and which URLs an agent asks for at all, are the crawler's: New names every such statement at once, each with
// what the policy says there, unless Options.Elsewhere acknowledges it; with all of them named
// it succeeds, and with one left out it names that one alone.
func TestChoiceUnenforceable(t *testing.T) {
	p := basePolicy()
	bot := &p.Agents[0]
	bot.Fetches = []policy.FetchScope{policy.FetchScopeNamedURL}
	bot.FollowsLinks = policy.LinkFollowingWithinCountryDomain
	bot.CountryDomain = ".no"
	bot.UsesSitemaps, bot.SitemapXML, bot.SitemapsSameHost, bot.SitemapsFirst = true, true, true, true
	bot.ApprovalBeforeFetch = true
	bot.MediaTypes = []string{"text/html"} // trial 25, F-06
	bot.Embedded = &policy.Embedded{Fetch: policy.EmbeddedFetched, Kinds: []policy.ResourceKind{"images"}, NamedIn: []policy.ResourceSource{"markup"},
		RobotsTxt: policy.RobotsUseNotRead} // enforced
	bot.Directives = &policy.Directives{RelNofollow: "followed"}
	bot.Revisits = []policy.Revisit{{Statuses: []int{404}, After: dur("720h")}}
	bot.StopsAfterFailures = &policy.StopsAfterFailures{For: dur("720h")} // trial 26, F-07
	p.Jobs = policy.Keyed[policy.Job]{
		{ID: "sync", Label: policy.Label{"en": "Sync"}, Agent: "bot", Cadence: []policy.Cadence{{Every: dur("1h")}}, RunsPerYear: &policy.Range{Min: 2, Max: 4},
			Triggers: []policy.JobTrigger{policy.JobTriggerVisitorRequest}, WithinWorkingDays: 10, Adaptive: policy.AdaptiveSlowerWhenUnchanged,
			CatchUp: true, ManualStart: true, ExplicitActivation: true, SiteWindow: true,
			RefetchInterval: dur("168h"), RefetchAfterFailure: true, Retry: &policy.Schedule{Delays: []policy.Duration{dur("15m")}},
			FeedTTL: &policy.TTLBounds{Min: dur("5m"), Max: dur("12h")}, FollowUp: []policy.FollowUp{{When: policy.FollowUpChanged, After: dur("168h"), Max: 1}},
			ChangesOnly: true, MaxUnchangedPages: 5, SharedFetch: true,
			RunTakesAtMost: dur("120h"), Spread: policy.RunSpreadRandomOrder, // trial 29, F-07
			SiteInterval: dur("720h"), // trial 31, F-03
			Timeout:      dur("30s")}, // enforced
		{ID: "other", Label: policy.Label{"en": "Other"}, Agent: "other", Cadence: []policy.Cadence{{Every: dur("1h")}}}, // not this agent's
		// An approximate refetch interval is the scheduler's too, and no minimum (trial 25, F-02).
		{ID: "about", Label: policy.Label{"en": "About"}, Agent: "bot", Continuous: true, RefetchInterval: dur("1440h"), RefetchApproximate: true},
	}
	night, _ := policy.ParseTimeRange("22:00-06:00")
	// The Sitemap lines of robots.txt are a choice only of an agent that does not read it.
	p.Agents = append(p.Agents, policy.Agent{ID: "other", Token: "OtherBot", UserAgent: "OtherBot/1.0 (+https://bot.example/)",
		RobotsTxt: policy.RobotsUseNotRead, UsesSitemaps: true, SitemapLines: true})
	p.Windows = policy.Keyed[policy.Window]{{ID: "night", Kind: policy.WindowKindPreferred, Label: policy.Label{"en": "Night"}, Hours: []policy.TimeRange{night}, Overnight: true}}
	_, err := polite.New(p, polite.Options{Agent: "bot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) {
		t.Fatalf("New: %v, want an *UnenforceableError", err)
	}
	want := []string{
		`/agents/bot/approval_before_fetch = true`,
		`/agents/bot/country_domain = ".no"`,
		`/agents/bot/directives = {"rel_nofollow":"followed"}`,
		`/agents/bot/embedded/fetch = "fetched"`,
		`/agents/bot/embedded/kinds = ["images"]`,
		`/agents/bot/embedded/named_in = ["markup"]`,
		`/agents/bot/fetches = ["named-url"]`,
		`/agents/bot/follows_links = "within-country-domain"`,
		`/agents/bot/media_types = ["text/html"]`,
		`/agents/bot/revisits = [{"after":2592000,"statuses":[404]}]`,
		`/agents/bot/sitemap_xml = true`,
		`/agents/bot/sitemaps_first = true`,
		`/agents/bot/sitemaps_same_host = true`,
		`/agents/bot/stops_after_failures = {"for":2592000}`,
		`/agents/bot/uses_sitemaps = true`,
		`/jobs/about/continuous = true`,
		`/jobs/about/refetch_approximate = true`,
		`/jobs/about/refetch_interval = 5184000`,
		`/jobs/sync/adaptive = "slower-when-unchanged"`,
		`/jobs/sync/cadence = [{"every":3600}]`,
		`/jobs/sync/catch_up = true`,
		`/jobs/sync/changes_only = true`,
		`/jobs/sync/explicit_activation = true`,
		`/jobs/sync/feed_ttl = {"max":43200,"min":300}`,
		`/jobs/sync/follow_up = [{"after":604800,"max":1,"when":"changed"}]`,
		`/jobs/sync/manual_start = true`,
		`/jobs/sync/max_unchanged_pages = 5`,
		`/jobs/sync/refetch_after_failure = true`,
		`/jobs/sync/refetch_interval = 604800`,
		`/jobs/sync/retry = {"delays":[900]}`,
		`/jobs/sync/run_takes_at_most = 432000`,
		`/jobs/sync/runs_per_year = {"max":4,"min":2}`,
		`/jobs/sync/shared_fetch = true`,
		`/jobs/sync/site_interval = 2592000`,
		`/jobs/sync/site_window = true`,
		`/jobs/sync/spread = "random-order"`,
		`/jobs/sync/triggers = ["visitor-request"]`,
		`/jobs/sync/within_working_days = 10`,
		`/windows/night = {"hours":["22:00-06:00"],"kind":"preferred","label":{"en":"…`,
	}
	var got, ptrs []string
	for _, st := range ue.Statements {
		says, why, _ := strings.Cut(st, ": ")
		if why == "" {
			t.Errorf("%s: no why", st)
		}
		got = append(got, says)
	}
	for _, w := range want {
		ptr, _, _ := strings.Cut(w, " = ")
		ptrs = append(ptrs, ptr)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("statements:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if fmt.Sprint(ue.Pointers) != fmt.Sprint(ptrs) {
		t.Errorf("Pointers = %v, want %v", ue.Pointers, ptrs)
	}
	// The error says how to acknowledge them: the literal for Options.Elsewhere.
	if msg := err.Error(); !strings.Contains(msg, `Options.Elsewhere = []string{"/agents/bot/approval_before_fetch", `) {
		t.Errorf("the error does not say how to acknowledge the statements:\n%s", msg)
	}
	if _, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: ptrs}); err != nil {
		t.Errorf("with every statement named in Elsewhere: %v", err)
	}
	for _, left := range []string{"/jobs/sync/refetch_interval", "/agents/bot/follows_links"} {
		_, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: slices.DeleteFunc(slices.Clone(ptrs), func(s string) bool { return s == left })})
		if !errors.As(err, &ue) || fmt.Sprint(ue.Pointers) != "["+left+"]" {
			t.Errorf("without %s in Elsewhere: %v, want it named alone", left, err)
		}
	}
	_, err = polite.New(p, polite.Options{Agent: "other"})
	if !errors.As(err, &ue) || !slices.Contains(ue.Pointers, "/agents/other/sitemap_lines") {
		t.Errorf("agent other: %v, want an *UnenforceableError naming /agents/other/sitemap_lines", err)
	}
}

// TestEmbeddedRobots: a resource a page embeds (Fetch.Embedded) obeys robots.txt's rules and its
// Crawl-delay as agents.X.embedded says: not the rules where robots_txt = "not-read", not the
// Crawl-delay where crawl_delay = "not-applied" (nor where robots.txt is not read for them and
// crawl_delay says nothing), both where the agent says nothing of them; and the pages obey both
// whatever it says of the resources.
func TestEmbeddedRobots(t *testing.T) {
	const interval, crawlDelay = 2 * time.Second, 10 * time.Second
	for _, tc := range []struct {
		robots     policy.RobotsUse
		delay      policy.Applied
		rules      bool // the rules hold the resources
		spaced     bool // the Crawl-delay spaces them
		readRobots bool // the resources alone make robots.txt be read
	}{
		{"", "", true, true, true},
		{policy.RobotsUseRead, "", true, true, true},
		{policy.RobotsUseNotRead, policy.AppliedNo, false, false, false},
		{policy.RobotsUseNotRead, "", false, false, false},
		{policy.RobotsUseNotRead, policy.AppliedYes, false, true, true},
		{policy.RobotsUseRead, policy.AppliedNo, true, false, true},
		{"", policy.AppliedNo, true, false, true},
	} {
		t.Run(fmt.Sprintf("robots_txt=%s,crawl_delay=%s", tc.robots, tc.delay), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				s.add("a.example", "", site{Robots: "User-agent: ExampleBot\nCrawl-delay: 10\nDisallow: /img/private\n"})
				p := basePolicy()
				p.RobotsTxt.CrawlDelay = policy.CrawlDelayHonoured
				p.Agents[0].Embedded = &policy.Embedded{Fetch: policy.EmbeddedFetched, RobotsTxt: tc.robots, CrawlDelay: tc.delay}
				tr := start(t, p, s, polite.Options{Elsewhere: []string{"/agents/bot/embedded/fetch"}})
				embedded := polite.Fetch{Embedded: true}
				var errs []error
				for _, u := range []string{"http://a.example/img/private", "http://a.example/img/a", "http://a.example/img/b"} {
					_, err := get(tr, embedded, u)
					errs = append(errs, err)
				}
				var de *polite.DisallowedError
				if refused := errors.As(errs[0], &de); refused != tc.rules {
					t.Errorf("an embedded resource robots.txt disallows: %v; want it refused: %v", errs[0], tc.rules)
				}
				if errs[1] != nil || errs[2] != nil {
					t.Fatalf("embedded resources robots.txt allows: %v", errs[1:])
				}
				if n := len(s.requests(func(r record) bool { return r.Path == "/robots.txt" })); (n > 0) != tc.readRobots {
					t.Errorf("robots.txt read %d times for the embedded resources alone, want read: %v", n, tc.readRobots)
				}
				rs := s.requests(func(r record) bool { return r.Path == "/img/a" || r.Path == "/img/b" })
				want := interval
				if tc.spaced {
					want = crawlDelay
				}
				if g := gaps(rs); len(g) != 1 || !near(g[0], want) {
					t.Errorf("two embedded resources %v apart, want %v", g, want)
				}
				// A page obeys robots.txt whatever the agent says of the resources it embeds.
				if _, err := get(tr, polite.Fetch{}, "http://a.example/img/private"); !errors.As(err, &de) {
					t.Errorf("a page robots.txt disallows: %v, want a *DisallowedError", err)
				}
				before := s.requests(pages)
				if _, err := get(tr, polite.Fetch{}, "http://a.example/page"); err != nil {
					t.Fatal(err)
				}
				after := s.requests(pages)
				if g := after[len(after)-1].At.Sub(before[len(before)-1].At); g < crawlDelay {
					t.Errorf("a page %v after the last request, want the Crawl-delay, %v", g, crawlDelay)
				}
			})
		})
	}
}

// TestStopAllKeepsRobotsTxt: once a rule of robots.txt refused an address, an agent with
// on_disallow = "stop-all" makes no further request to the site except for robots.txt itself, as
// the page says: the crawler's own request for /robots.txt is sent, every other is refused.
func TestStopAllKeepsRobotsTxt(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Robots: "User-agent: *\nDisallow: /private/\n"})
		tr := start(t, onDisallow(t, "stop-all"), s, polite.Options{})
		var de *polite.DisallowedError
		if _, err := get(tr, polite.Fetch{}, "http://a.example/private/x"); !errors.As(err, &de) {
			t.Fatalf("the disallowed address: %v, want a *DisallowedError", err)
		}
		read := len(s.requests(func(r record) bool { return r.Path == "/robots.txt" }))
		if code, err := get(tr, polite.Fetch{}, "http://a.example/robots.txt"); err != nil || code != http.StatusOK {
			t.Errorf("robots.txt after stop-all: %d, %v; want it sent", code, err)
		}
		if n := len(s.requests(func(r record) bool { return r.Path == "/robots.txt" })); n != read+1 {
			t.Errorf("robots.txt reached the site %d times, want %d", n, read+1)
		}
		var se *polite.SiteStoppedError
		if _, err := get(tr, polite.Fetch{}, "http://a.example/free"); !errors.As(err, &se) {
			t.Errorf("another address after stop-all: %v, want a *SiteStoppedError", err)
		}
		if n := len(s.requests(func(r record) bool { return r.Path == "/free" })); n != 0 {
			t.Errorf("/free reached the site %d times after stop-all", n)
		}
	})
}

// TestTargetSourcesUnenforceable (trial 29, F-06): where an agent learns the servers it contacts
// (agents.X.target_sources) is the crawler's choice of URLs, as fetches is: New names it, with
// what the policy says there, unless Options.Elsewhere acknowledges it.
func TestTargetSourcesUnenforceable(t *testing.T) {
	p := basePolicy()
	p.Agents[0].TargetSources = []policy.TargetSource{policy.TargetSourceIPv4AddressSpace, policy.TargetSourceCertificateTransparency}
	_, err := polite.New(p, polite.Options{Agent: "bot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) {
		t.Fatalf("New: %v, want an *UnenforceableError", err)
	}
	const want = `/agents/bot/target_sources = ["ipv4-address-space","certificate-transparency"]: where the agent learns the servers it contacts (an address range, Certificate Transparency logs, zone files) is the crawler's choice of URLs`
	if got := strings.Join(ue.Statements, "\n"); got != want {
		t.Errorf("statements:\n%s\nwant:\n%s", got, want)
	}
	tr, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: []string{"/agents/bot/target_sources"}})
	if err != nil {
		t.Fatalf("New with the statement acknowledged: %v", err)
	}
	tr.Close()
}
