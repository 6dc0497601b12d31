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

// TestMethods: a policy that lists the agent's request methods gets no other sent; the methods it
// lists pass.
func TestMethods(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		p := basePolicy()
		bot, _ := p.Agents.Get("bot")
		bot.HTTP = &policy.HTTP{Methods: []policy.Method{policy.MethodGET, policy.MethodHEAD}}
		p.Agents = policy.Keyed[policy.Agent]{bot}
		tr := start(t, p, s, polite.Options{})
		for _, m := range []string{http.MethodGet, http.MethodHead} {
			if _, err := do(tr, polite.Fetch{}, m, "http://a.example/x"); err != nil {
				t.Errorf("%s: %v", m, err)
			}
		}
		before := len(s.requests(pages))
		_, err := do(tr, polite.Fetch{}, http.MethodPost, "http://a.example/x")
		var me *polite.MethodError
		if !errors.As(err, &me) || me.Pointer != "/agents/bot/http/methods" || me.Method != "POST" {
			t.Errorf("POST: %v, want a *MethodError at /agents/bot/http/methods", err)
		}
		if got := len(s.requests(pages)); got != before {
			t.Errorf("POST reached the site: %d requests, want %d", got, before)
		}
	})
}

// TestSchemes: a request over a URL scheme that agents.X.http.schemes does not list is refused
// with a *SchemeError before anything is sent, as the page's "It sends its requests only over
// HTTPS." says; two schemes, tried in their order (HTTPS first, HTTP only where that fails),
// allow both, and the order, which is the crawler's, New names unless Options.Elsewhere does
// (new-user trial 30, F-05).
func TestSchemes(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		p := basePolicy()
		bot, _ := p.Agents.Get("bot")
		bot.HTTP = &policy.HTTP{Schemes: []policy.Scheme{policy.SchemeHTTPS}}
		p.Agents = policy.Keyed[policy.Agent]{bot}
		tr := start(t, p, s, polite.Options{})
		if _, err := do(tr, polite.Fetch{}, http.MethodGet, "https://a.example/x"); err != nil {
			t.Errorf("https: %v", err)
		}
		before := len(s.requests(pages))
		_, err := do(tr, polite.Fetch{}, http.MethodGet, "HTTP://a.example/y")
		var se *polite.SchemeError
		if !errors.As(err, &se) || se.Pointer != "/agents/bot/http/schemes" || se.Scheme != "http" || !slices.Equal(se.Allowed, []string{"https"}) {
			t.Errorf("http: %v, want a *SchemeError for http at /agents/bot/http/schemes", err)
		}
		if got := len(s.requests(pages)); got != before {
			t.Errorf("the request over http reached the site: %d requests, want %d", got, before)
		}
	})
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		p := basePolicy()
		bot, _ := p.Agents.Get("bot")
		bot.HTTP = &policy.HTTP{Schemes: []policy.Scheme{policy.SchemeHTTPS, policy.SchemeHTTP}}
		p.Agents = policy.Keyed[policy.Agent]{bot}
		_, err := polite.New(p, polite.Options{Agent: "bot", Base: s, Resolve: s.resolve})
		var ue *polite.UnenforceableError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), "/agents/bot/http/schemes") {
			t.Fatalf("two schemes without Options.Elsewhere: err = %v, want an *UnenforceableError naming /agents/bot/http/schemes", err)
		}
		tr := start(t, p, s, polite.Options{Elsewhere: []string{"/agents/bot/http/schemes"}})
		for _, u := range []string{"https://a.example/x", "http://a.example/x"} {
			if _, err := do(tr, polite.Fetch{}, http.MethodGet, u); err != nil {
				t.Errorf("%s: %v", u, err)
			}
		}
	})
	// Each URL over the scheme it names (new-user trial 32, F-16): the order of the two means
	// nothing, and that no request follows over the other is the crawler's, which New names
	// unless Options.Elsewhere does.
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		p := basePolicy()
		bot, _ := p.Agents.Get("bot")
		bot.HTTP = &policy.HTTP{Schemes: []policy.Scheme{policy.SchemeHTTP, policy.SchemeHTTPS}, SchemeAsGiven: true}
		p.Agents = policy.Keyed[policy.Agent]{bot}
		_, err := polite.New(p, polite.Options{Agent: "bot", Base: s, Resolve: s.resolve})
		var ue *polite.UnenforceableError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), "/agents/bot/http/scheme_as_given") || strings.Contains(err.Error(), "/agents/bot/http/schemes") {
			t.Fatalf("scheme_as_given without Options.Elsewhere: err = %v, want an *UnenforceableError naming /agents/bot/http/scheme_as_given and not /agents/bot/http/schemes", err)
		}
		tr := start(t, p, s, polite.Options{Elsewhere: []string{"/agents/bot/http/scheme_as_given"}})
		for _, u := range []string{"https://a.example/x", "http://a.example/x"} {
			if _, err := do(tr, polite.Fetch{}, http.MethodGet, u); err != nil {
				t.Errorf("%s: %v", u, err)
			}
		}
	})
}

// TestBehaviourUnenforceable: how the agent's HTTP client speaks, its cache of fetches on demand,
// the order of its HEAD and GET requests (new-user trial 26, F-06; trial 29, F-05), the signatures of its
// requests, the AI usage preferences it follows (new-user trial 25, F-01), the robots.txt groups
// of its usage tokens (issue 11: the pipeline asks UsageAllowed) and its other User-Agent strings are the crawler's; New names each, unless Options.Elsewhere
// does.
func TestBehaviourUnenforceable(t *testing.T) {
	p := basePolicy()
	bot, _ := p.Agents.Get("bot")
	bot.HTTP = &policy.HTTP{Versions: []policy.HTTPVersion{policy.HTTP2}, Compression: []policy.Coding{policy.CodingGzip}, Cookies: policy.CookiesIgnored, JavaScript: policy.JavaScriptNotRendered, RangeRequests: true,
		Methods: []policy.Method{policy.MethodHEAD, policy.MethodGET}, GetAfterHead: []int{405, 501}, GetAfterHeadIfAtMost: 4096}
	bot.OnDemand = &policy.OnDemand{CacheFor: dur("30m"), CacheShared: true}
	bot.SigningKeys = []policy.SigningKey{{Kty: "OKP", Crv: "Ed25519", X: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}}
	bot.SignatureAgent = "https://crawler.example"
	bot.Variants = []policy.Variant{{UserAgent: "Mozilla/5.0 (compatible; ExampleBot/1.0)"}}
	bot.AIPref, bot.UsagePreferences = policy.AIPrefTrainAI, []policy.UsagePreferenceSource{policy.UsagePrefRobotsTxt, policy.UsagePrefHTTPHeader, policy.UsagePrefTDMRepFile}
	bot.UsageTokens = []policy.UsageToken{{Token: "ExampleBot-Training", Controls: []policy.AIPrefCategory{policy.AIPrefTrainAI}}}
	p.Agents = policy.Keyed[policy.Agent]{bot}
	_, err := polite.New(p, polite.Options{Agent: "bot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) {
		t.Fatalf("err = %v, want an *UnenforceableError", err)
	}
	want := []string{
		"/agents/bot/http/compression = [\"gzip\"]: the content codings accepted are the crawler's client's: configure its base transport",
		"/agents/bot/http/cookies = \"ignored\": cookies are kept by the crawler's client (its cookie jar)",
		"/agents/bot/http/get_after_head = [405,501]: a GET only after a HEAD answered with these statuses is the crawler's order of requests: the Transport allows both methods, each request on its own",
		"/agents/bot/http/get_after_head_if_at_most = 4096: a GET only after a successful HEAD that announces a small body is the crawler's order of requests: the Transport allows both methods, each request on its own",
		"/agents/bot/http/javascript = \"not-rendered\": whether scripts run is the crawler's renderer's",
		"/agents/bot/http/range_requests = true: Range requests are the crawler's: it sets the Range header",
		"/agents/bot/http/versions = [\"HTTP/2\"]: the HTTP versions are the crawler's client's: configure its base transport",
		"/agents/bot/on_demand/cache_for = 1800: a response reused per URL is the crawler's cache",
		"/agents/bot/on_demand/cache_shared = true: a response reused per URL for every user is the crawler's cache",
		"/agents/bot/signature_agent = \"https://crawler.example\": the Signature-Agent header goes with the signature (Web Bot Auth): the crawler's signer adds it and covers it",
		"/agents/bot/signing_keys = [{\"crv\":\"Ed25519\",\"kty\":\"OKP\",\"x\":\"11qYAYKxCrfVS_7TyWQHOg7h…: the requests' HTTP message signatures (Web Bot Auth, RFC 9421) are the crawler's: its signer, which holds the private key, adds Signature and Signature-Input",
		"/agents/bot/usage_preferences = [\"robots-txt\",\"http-header\",\"tdmrep-file\"]: the usage preferences a site states for AI or text and data mining (Content-Usage, draft-ietf-aipref-attach; TDMRep; noai and noimageai) are followed in what the crawler does with what it fetches: the Transport does not read them",
		"/agents/bot/usage_tokens = [{\"controls\":[\"train-ai\"],\"token\":\"ExampleBot-Training\"}]: a robots.txt group for a usage token refuses a use of what the crawler fetched, not a request: the Transport does not read it; the crawler's pipeline asks UsageAllowed before it uses a page",
		"/agents/bot/variants = [{\"user_agent\":\"Mozilla/5.0 (compatible; ExampleBot/1.0)\"}]: the other User-Agent strings are sent on fetches the crawler chooses: send those through a Transport whose requests carry their own header (user_agent_form), and name this pointer in Options.Elsewhere",
	}
	if fmt.Sprint(ue.Statements) != fmt.Sprint(want) {
		t.Errorf("statements:\n%s\nwant:\n%s", strings.Join(ue.Statements, "\n"), strings.Join(want, "\n"))
	}
	var all []string
	for _, st := range want {
		ptr, _, _ := strings.Cut(st, " = ")
		all = append(all, ptr)
	}
	if fmt.Sprint(ue.Pointers) != fmt.Sprint(all) {
		t.Errorf("Pointers = %v, want %v", ue.Pointers, all)
	}
	if _, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: all}); err != nil {
		t.Errorf("with every statement named in Elsewhere: %v", err)
	}
}

// TestTwoKeys: politeness on two keys at once. 5 s per host name, and 2.5 s per IP address for
// the host names of one registrable domain: two host names of example.org on one server wait
// 2.5 s for each other, a host name of another domain on that server does not, and the same host
// name waits 5 s.
func TestTwoKeys(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example.org", "127.0.0.9", site{})
		s.add("b.example.org", "127.0.0.9", site{})
		s.add("c.example.net", "127.0.0.9", site{})
		p := basePolicy()
		p.RobotsTxt = policy.RobotsTxt{}
		p.Limits = policy.Limits{MinInterval: dur("5s"), IntervalKey: policy.ScopeHostname,
			Intervals: []policy.Interval{{MinInterval: dur("2500ms"), IntervalKey: policy.ScopeDomainServer}}}
		tr := start(t, p, s, polite.Options{})
		for _, u := range []string{"http://a.example.org/1", "http://b.example.org/1", "http://c.example.net/1", "http://a.example.org/2"} {
			if _, err := get(tr, polite.Fetch{}, u); err != nil {
				t.Fatal(err)
			}
		}
		rs := s.requests(pages)
		if len(rs) != 4 {
			t.Fatalf("%d requests, want 4", len(rs))
		}
		g := gaps(rs)
		if !near(g[0], 2500*time.Millisecond) {
			t.Errorf("a.example.org, then b.example.org on the same address: %v apart, want 2.5s", g[0])
		}
		if g[1] > 5*time.Millisecond {
			t.Errorf("c.example.net on the same address waited %v for example.org, want no wait", g[1])
		}
		// The second request to a.example.org keeps both: 5 s after the first, 2.5 s after
		// b.example.org (which left 2.5 s after it), whichever is later.
		if got := rs[3].At.Sub(rs[0].At); got < 5*time.Second || got > 5*time.Second+10*time.Millisecond {
			t.Errorf("a.example.org twice: %v apart, want 5s", got)
		}
		if got := rs[3].At.Sub(rs[1].At); got < 2500*time.Millisecond {
			t.Errorf("b.example.org, then a.example.org: %v apart, want at least 2.5s", got)
		}
	})
}

// TestAdaptiveUnenforceable: a slower rate instead of a pause whose factor the policy does not
// state, a wait derived from the response time and a job's byte budgets are the crawler's; New
// names each, unless Options.Elsewhere does.
func TestAdaptiveUnenforceable(t *testing.T) {
	p := basePolicy()
	p.Limits.ResponseTimeDelay = &policy.ResponseTimeDelay{Factor: 10, Min: dur("1s")}
	p.Errors.SlowDown = &policy.SlowDown{On: []policy.Condition{policy.ConditionStatus429}} // no factor: TestSlowDownUnstated
	p.Jobs = policy.Keyed[policy.Job]{{ID: "broad", Label: policy.Label{"en": "Broad crawl"}, Agent: "bot", Budgets: []policy.Budget{{Max: 50_000_000, Key: policy.ScopeDomain, FirstPass: true}}}}
	_, err := polite.New(p, polite.Options{Agent: "bot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) {
		t.Fatalf("err = %v, want an *UnenforceableError", err)
	}
	want := []string{
		"/errors/slow_down = {\"on\":[\"429\"]}: the page says the crawler lengthens its interval and states by how much nowhere: state errors.slow_down.factor (2 is \"doubles\") to have polite enforce it, or keep it in the crawler's scheduler and name this pointer in Options.Elsewhere",
		"/jobs/broad/budgets/0 = {\"first_pass\":true,\"key\":\"domain\",\"max\":50000000}: counts bytes per domain or pass, which only the crawler can count",
		"/limits/response_time_delay = {\"factor\":10,\"min\":1}: a wait derived from the response time is the crawler's: it measures each response and waits before its next request",
	}
	if fmt.Sprint(ue.Statements) != fmt.Sprint(want) {
		t.Errorf("statements:\n%s\nwant:\n%s", strings.Join(ue.Statements, "\n"), strings.Join(want, "\n"))
	}
	if _, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: []string{"/errors/slow_down", "/jobs/broad/budgets/0", "/limits/response_time_delay"}}); err != nil {
		t.Errorf("with every statement named in Elsewhere: %v", err)
	}
}

// TestRetryFromOtherRegionElsewhere (new-user trial 26, F-12): a retry sent from another region
// (errors.retries.from_other_region) is the crawler's: New names it, unless Options.Elsewhere
// does, and keeps the retries themselves.
func TestRetryFromOtherRegionElsewhere(t *testing.T) {
	p := basePolicy()
	p.Errors.Retries = &policy.Retries{On: []policy.Condition{"5xx"}, Delays: []policy.Duration{dur("20s")}, FromOtherRegion: true}
	p.Network.Regions = []policy.Region{{ID: "at", Label: policy.Label{"en": "Austria"}}, {ID: "us", Label: policy.Label{"en": "United States"}}}
	_, err := polite.New(p, polite.Options{Agent: "bot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) || fmt.Sprint(ue.Pointers) != "[/errors/retries/from_other_region]" {
		t.Fatalf("err = %v, want an *UnenforceableError for /errors/retries/from_other_region alone", err)
	}
	if _, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: []string{"/errors/retries/from_other_region"}}); err != nil {
		t.Errorf("with it named in Elsewhere: %v", err)
	}
}
