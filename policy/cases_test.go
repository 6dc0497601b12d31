package policy_test

// The checklists of examples/linkgraph-bot and examples/search-engine, in the form of the seeds'
// (examples_test.go). A fact the model cannot hold yet is named in the comment above its list, and
// in the example's README.md, not faked.

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/sitegen-dev/sitegen/policy"
)

func TestCaseLinkGraphBot(t *testing.T) { checkSeed(t, "linkgraph-bot", linkGraphBotFacts()) }

// linkGraphBotFacts is ../shared/cases/linkgraph-bot.md. The operator's advice to answer 429 is
// the slower rate that 429 causes, stated with the errors.
func linkGraphBotFacts() []fact {
	bot := func(t *testing.T, p *policy.Policy) policy.Agent { return agent(t, p, "linkgraphbot") }
	return []fact{
		{"a company that builds a link graph of the whole web for search-engine optimisation", prose("about.md")},
		{"builds a link graph of the whole web", at("/agents/linkgraphbot/purpose").by(func(t *testing.T, p *policy.Policy) {
			hasLanguages(t, "purpose", p, bot(t, p).Purpose)
		})},
		{"page at https://linkgraph.example/crawler", at("/site/base_url").by(func(t *testing.T, p *policy.Policy) {
			is(t, "base_url", string(p.Site.BaseURL), "https://linkgraph.example/crawler/")
		})},
		{"User-Agent Mozilla/5.0 (compatible; LinkGraphBot/0.9; +https://linkgraph.example/crawler)", at("/agents/linkgraphbot/user_agent").by(func(t *testing.T, p *policy.Policy) {
			is(t, "user_agent", string(bot(t, p).UserAgent), "Mozilla/5.0 (compatible; LinkGraphBot/0.9; +https://linkgraph.example/crawler)")
		})},
		{"a shorter form LinkGraphBot/0.9 (+https://linkgraph.example/crawler) is seen too", at("/agents/linkgraphbot/variants/0/user_agent").by(func(t *testing.T, p *policy.Policy) {
			v := bot(t, p).Variants
			if len(v) != 1 {
				t.Fatalf("variants = %v, want one", v)
			}
			is(t, "variant", string(v[0].UserAgent), "LinkGraphBot/0.9 (+https://linkgraph.example/crawler)")
			if len(v[0].UsedFor) != 0 {
				t.Errorf("the variant says which fetches send it, which the case does not: %v", v[0].UsedFor)
			}
		})},
		{"robots.txt product token linkgraphbot", at("/agents/linkgraphbot/token").by(func(t *testing.T, p *policy.Policy) {
			is(t, "token", string(bot(t, p).Token), "linkgraphbot")
			if bot(t, p).Token.RFC9309() != "linkgraphbot" {
				t.Errorf("an RFC 9309 parser reads %q", bot(t, p).Token.RFC9309())
			}
		})},
		{"in any letter case", product("RFC 9309 §2.2.1: product tokens are matched without regard to case")},
		{"no fixed IP range is published", at("/network/unpublished").by(func(t *testing.T, p *policy.Policy) {
			is(t, "unpublished", p.Network.Unpublished, true)
			is(t, "addresses", len(p.Network.Addresses), 0)
		})},
		{"verification by reverse DNS only: host names end in .crawl.linkgraph.example, forward-confirmed", at("/network/host_names/0/pattern").by(func(t *testing.T, p *policy.Policy) {
			h := p.Network.HostNames
			if len(h) != 1 {
				t.Fatalf("host_names = %v, want one", h)
			}
			is(t, "pattern", h[0].Pattern, "*.crawl.linkgraph.example")
			for name, want := range map[string]bool{
				"c17.crawl.linkgraph.example":              true,
				"a.b.crawl.linkgraph.example":              true,
				"C17.CRAWL.LINKGRAPH.EXAMPLE.":             true,
				"crawl.linkgraph.example":                  false,
				"c17.crawl.linkgraph.example.evil.example": false,
				"c17-crawl.linkgraph.example":              false,
			} {
				if got := h[0].Matches(name); got != want {
					t.Errorf("Matches(%q) = %v, want %v", name, got, want)
				}
			}
		})},
		{"follows links across the whole web", at("/agents/linkgraphbot/follows_links").by(func(t *testing.T, p *policy.Policy) {
			is(t, "follows_links", bot(t, p).FollowsLinks, policy.LinkFollowingWholeWeb)
		})},
		{"re-visits addresses that answered 404 or 301 later on", at("/agents/linkgraphbot/revisits/0/statuses/0", "/agents/linkgraphbot/revisits/0/statuses/1", "/agents/linkgraphbot/revisits/0/later").by(func(t *testing.T, p *policy.Policy) {
			r := bot(t, p).Revisits
			if len(r) != 1 {
				t.Fatalf("revisits = %v, want one", r)
			}
			is(t, "statuses", r[0].Statuses, []int{404, 301})
			is(t, "later", r[0].Later, true)
			if !r[0].After.IsZero() || r[0].Never {
				t.Errorf("the revisit states a time or never, which the case does not: %+v", r[0])
			}
		})},
		{"a rel=nofollow link does not stop it from crawling the target", at("/agents/linkgraphbot/directives/rel_nofollow").by(func(t *testing.T, p *policy.Policy) {
			d := bot(t, p).Directives
			if d == nil {
				t.Fatal("no directives")
			}
			is(t, "rel_nofollow", d.RelNofollow, policy.RelNofollowFollowed)
		})},
		{"at least 5 s between two requests to the same host name", at("/limits/min_interval", "/limits/interval_key").by(func(t *testing.T, p *policy.Policy) {
			dur(t, "min_interval", p.Limits.MinInterval, 5*time.Second)
			is(t, "interval_key", p.Limits.IntervalKey, policy.ScopeHostname)
		})},
		{"and at least 2.5 s between two requests to the same IP address for host names of the same registrable domain", at("/limits/intervals/0/min_interval", "/limits/intervals/0/interval_key").by(func(t *testing.T, p *policy.Policy) {
			is(t, "intervals", p.Limits.Intervals, []policy.Interval{{MinInterval: policy.Duration{Duration: 2500 * time.Millisecond}, IntervalKey: policy.ScopeDomainServer}})
		})},
		{"answer HTTP 429: the crawler slows down for that host", at("/errors/slow_down/on/0", "/errors/slow_down/scope").by(func(t *testing.T, p *policy.Policy) {
			s := p.Errors.SlowDown
			if s == nil {
				t.Fatal("errors.slow_down not stated")
			}
			is(t, "on", s.On, []policy.Condition{policy.ConditionStatus429})
			is(t, "scope", s.Scope, policy.ScopeHostname)
			is(t, "factor", s.Factor, policy.Count(0)) // the case states none
			if len(p.Errors.Reactions) != 0 {
				t.Errorf("reactions %v: the crawler slows down, it does not pause", p.Errors.Reactions)
			}
		})},
		{"Crawl-delay honoured only to lengthen the interval, never to shorten it", at("/robots_txt/crawl_delay").by(func(t *testing.T, p *policy.Policy) {
			is(t, "crawl_delay", p.RobotsTxt.CrawlDelay, policy.CrawlDelayHonouredIfLonger)
		})},
		{"Crawl-delay applied per host name (a shared server may see several requests in a row)", at("/robots_txt/crawl_delay_key").by(func(t *testing.T, p *policy.Policy) {
			is(t, "crawl_delay_key", p.RobotsTxt.CrawlDelayKey, policy.ScopeHostname)
		})},
		{"robots.txt parsed with an RFC 9309 parser", at("/agents/linkgraphbot/robots_txt").by(func(t *testing.T, p *policy.Policy) {
			is(t, "robots_txt", bot(t, p).RobotsTxt, policy.RobotsUseRead)
			if !p.ObeysRobotsTxt(bot(t, p)) {
				t.Error("ObeysRobotsTxt = false")
			}
		})},
		{"Allow and Disallow honoured", product("RFC 9309 §2.2.2: the matcher that proves the snippets reads Allow and Disallow")},
		{"wildcards honoured", at("/robots_txt/wildcards").by(func(t *testing.T, p *policy.Policy) {
			is(t, "wildcards", p.RobotsTxt.Wildcards, true)
		})},
		{"stores links and page metadata; no personal data", prose("data.md")},
		{"contact crawler@linkgraph.example", at("/contact/email").by(func(t *testing.T, p *policy.Policy) {
			is(t, "email", string(p.Contact.Email), "crawler@linkgraph.example")
		})},
		{"nothing the case does not state: no addresses, no schedule, no time zone, no robots.txt timing", at("/site").by(func(t *testing.T, p *policy.Policy) {
			if len(p.Jobs) != 0 || p.Site.TimeZone.Location != nil || p.RobotsTxt.Check != "" || !p.RobotsTxt.CacheFor.IsZero() || p.RobotsTxt.Unavailable != "" || p.RobotsTxt.Unreachable != "" || len(p.Errors.Reactions) != 0 {
				t.Errorf("the example states what the case does not: jobs %v, time zone %v, robots_txt %+v, reactions %v", p.Jobs.Keys(), p.Site.TimeZone, p.RobotsTxt, p.Errors.Reactions)
			}
			if d := bot(t, p).Directives; d != nil && (len(d.MetaRobots) != 0 || len(d.XRobotsTag) != 0) {
				t.Errorf("the example states robots directives the case does not: %+v", d)
			}
		})},
	}
}

func TestCaseSearchEngine(t *testing.T) { checkSeed(t, "search-engine", searchEngineFacts()) }

// searchEngineFacts is ../shared/cases/search-engine.md. The time a robots.txt change takes has
// no bound ("several days, for some sites several weeks"): the prose says it, without a number.
func searchEngineFacts() []fact {
	addrs := func(p *policy.Policy, purpose policy.AddressPurpose) (out []string, agents [][]string) {
		for _, a := range p.Network.Addresses {
			if a.Purpose == purpose {
				out = append(out, a.Prefix.Prefix.String())
				agents = append(agents, a.Agents)
			}
		}
		return out, agents
	}
	return []fact{
		{"a national web search engine", prose("about.md")},
		{"page at https://search.example/bot", at("/site/base_url").by(func(t *testing.T, p *policy.Policy) {
			is(t, "base_url", string(p.Site.BaseURL), "https://search.example/bot/")
		})},
		{"NordsucheBot: the main full-text crawler", at("/agents/nordsuchebot/token", "/agents/nordsuchebot/purpose").by(func(t *testing.T, p *policy.Policy) {
			a := agent(t, p, "nordsuchebot")
			is(t, "token", string(a.Token), "NordsucheBot")
			hasLanguages(t, "purpose", p, a.Purpose)
		})},
		{"User-Agent Mozilla/5.0 (compatible; NordsucheBot/4.0; +https://search.example/bot)", at("/agents/nordsuchebot/user_agent").by(func(t *testing.T, p *policy.Policy) {
			is(t, "user_agent", string(agent(t, p, "nordsuchebot").UserAgent), "Mozilla/5.0 (compatible; NordsucheBot/4.0; +https://search.example/bot)")
		})},
		{"NordsucheFresh: a fast crawler for news sites and RSS feeds, its own token", at("/agents/fresh/token", "/agents/fresh/purpose").by(func(t *testing.T, p *policy.Policy) {
			a := agent(t, p, "fresh")
			is(t, "token", string(a.Token), "NordsucheFresh")
			hasLanguages(t, "purpose", p, a.Purpose)
			is(t, "user_agent", string(a.UserAgent), "") // the case gives none
		})},
		{"NordsucheFresh: same rules", at("/agents/fresh/robots_txt", "/agents/nordsuchebot/robots_txt").by(func(t *testing.T, p *policy.Policy) {
			for _, id := range []string{"nordsuchebot", "fresh"} {
				a := agent(t, p, id)
				is(t, id+" robots_txt", a.RobotsTxt, policy.RobotsUseRead)
				e, err := p.Effective(id, "", "")
				if err != nil || !e.RobotsTxt.Read {
					t.Errorf("Effective(%s).RobotsTxt.Read = %v, %v; want true", id, e.RobotsTxt.Read, err)
				}
			}
		})},
		{"the NordsucheBot test version: the same token, its own addresses", at("/network/addresses/4/purpose", "/network/addresses/4/agents/0", "/network/addresses/5/prefix", "/network/addresses/6/prefix").by(func(t *testing.T, p *policy.Policy) {
			got, agents := addrs(p, policy.AddressPurposeTest)
			is(t, "test addresses", got, []string{"192.0.2.70/32", "192.0.2.71/32", "2001:db8:200::/123"})
			for _, a := range agents {
				is(t, "agents", a, []string{"nordsuchebot"})
			}
		})},
		{"the test version's host names contain -test-", at("/network/host_names/1/pattern", "/network/host_names/1/purpose", "/network/host_names/1/agents/0").by(func(t *testing.T, p *policy.Policy) {
			h := p.Network.HostNames[1]
			is(t, "pattern", h.Pattern, "fulltextrobot-test-*.search.example")
			is(t, "purpose", h.Purpose, policy.AddressPurposeTest)
			is(t, "agents", h.Agents, []string{"nordsuchebot"})
		})},
		{"NordsucheReadLater fetches a page when a person saves it in the read-later list", at("/agents/readlater/token", "/agents/readlater/purpose", "/agents/readlater/fetches/0").by(func(t *testing.T, p *policy.Policy) {
			a := agent(t, p, "readlater")
			is(t, "token", string(a.Token), "NordsucheReadLater")
			hasLanguages(t, "purpose", p, a.Purpose)
			is(t, "fetches", a.Fetches, []policy.FetchScope{policy.FetchScopeNamedURL})
		})},
		{"it fetches the saved page once", at("/agents/readlater/on_demand/once").by(func(t *testing.T, p *policy.Policy) {
			o := agent(t, p, "readlater").OnDemand
			if o == nil || !o.Once || !o.CacheFor.IsZero() {
				t.Errorf("on_demand = %+v, want once and no cache time", o)
			}
		})},
		{"the main crawler follows links across the whole web", at("/agents/nordsuchebot/follows_links").by(func(t *testing.T, p *policy.Policy) {
			is(t, "follows_links", agent(t, p, "nordsuchebot").FollowsLinks, policy.LinkFollowingWholeWeb)
		})},
		{"it acts for that person", at("/agents/readlater/trigger").by(func(t *testing.T, p *policy.Policy) {
			is(t, "trigger", agent(t, p, "readlater").Trigger, policy.TriggerUserRequest)
		})},
		{"crawler addresses: 192.0.2.0/26 and 2001:db8:64::/123, 2001:db8:128::/123, 2001:db8:96::/123", at("/network/addresses/0/prefix", "/network/addresses/1/prefix", "/network/addresses/2/prefix", "/network/addresses/3/prefix", "/network/addresses/0/agents").by(func(t *testing.T, p *policy.Policy) {
			got, agents := addrs(p, "")
			is(t, "crawler addresses", got, []string{"192.0.2.0/26", "2001:db8:64::/123", "2001:db8:96::/123", "2001:db8:128::/123"})
			for _, a := range agents {
				is(t, "agents", a, []string{"nordsuchebot", "fresh"})
			}
		})},
		{"not a crawler: 192.0.2.90 and 192.0.2.91 only verify IndexNow keys (one request for the key file)", at("/network/addresses/7/purpose", "/network/addresses/8/purpose").by(func(t *testing.T, p *policy.Policy) {
			got, agents := addrs(p, policy.AddressPurposeKeyVerification)
			is(t, "key verification", got, []string{"192.0.2.90/32", "192.0.2.91/32"})
			for _, a := range agents {
				if len(a) != 0 {
					t.Errorf("a key verification address names crawlers: %v", a)
				}
			}
		})},
		{"crawler host names look like fulltextrobot-192-0-2-17.search.example", at("/network/host_names/0/pattern", "/network/host_names/0/example").by(func(t *testing.T, p *policy.Policy) {
			h := p.Network.HostNames[0]
			is(t, "pattern", h.Pattern, "fulltextrobot-*.search.example")
			is(t, "example", h.Example, "fulltextrobot-192-0-2-17.search.example")
			if !h.Matches(h.Example) || h.Matches("fulltextrobot-192-0-2-17.search.example.evil.example") {
				t.Errorf("pattern %q does not read as the case says", h.Pattern)
			}
		})},
		{"the test crawler's like fulltextrobot-test-192-0-2-70.search.example", at("/network/host_names/1/example").by(func(t *testing.T, p *policy.Policy) {
			is(t, "example", p.Network.HostNames[1].Example, "fulltextrobot-test-192-0-2-70.search.example")
		})},
		{"robots.txt: Allow supported", product("RFC 9309 §2.2.2: the matcher that proves the snippets reads Allow")},
		{"a change is usually picked up within several days, for some sites only after several weeks", prose("robots.md")},
		{"contact bot@search.example", at("/contact/email").by(func(t *testing.T, p *policy.Policy) {
			is(t, "email", string(p.Contact.Email), "bot@search.example")
		})},
		{"nothing the case does not state: no limits, no schedule, no robots.txt timing, no User-Agent for the other agents", at("/agents").by(func(t *testing.T, p *policy.Policy) {
			if !p.Limits.MinInterval.IsZero() || len(p.Jobs) != 0 || !cmp.Equal(p.RobotsTxt, policy.RobotsTxt{}) || p.Site.TimeZone.Location != nil {
				t.Errorf("the example states what the case does not: limits %+v, jobs %v, robots_txt %+v", p.Limits, p.Jobs.Keys(), p.RobotsTxt)
			}
			if a := agent(t, p, "readlater"); a.RobotsTxt != "" || a.UserAgent != "" {
				t.Errorf("readlater states robots.txt handling or a User-Agent the case does not give: %+v", a)
			}
		})},
	}
}
