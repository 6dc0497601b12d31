package policy

import (
	"testing"
)

// agentAt is the base policy's agent table, to which the cases below add keys.
const agentAt = `follows_links = "within-site"`

// behaviourRuleTests break the rules of validate_behaviour.go, one case per rule, each an edit of
// the base policy.
var behaviourRuleTests = []badPolicy{
	{
		name:  "behaviour/country_domain without within-country-domain",
		edits: []edit{replace(agentAt, agentAt+"\ncountry_domain = \".no\"")},
		want: []string{
			`policy.toml:33:1: agents.bot.country_domain: is set, but follows_links is not "within-country-domain"`,
		},
	},
	{
		name:  "behaviour/country_domain without its dot",
		edits: []edit{replace(agentAt, "follows_links = \"within-country-domain\"\ncountry_domain = \"no\"")},
		want: []string{
			`policy.toml:33:1: agents.bot.country_domain: "no" is not a country-code top-level domain written with its dot (want e.g. ".no")`,
		},
	},
	{
		name:  "behaviour/cache_approximate without cache_for",
		edits: []edit{replace(`trigger = "unattended"`, `trigger = "user-request"`), replace(agentAt, agentAt+"\non_demand = { once = true, cache_approximate = true }")},
		want: []string{
			`policy.toml:33:28: agents.bot.on_demand.cache_approximate: is set, but cache_for is not (want the time a response is reused, e.g. "30m")`,
		},
	},
	{
		name:  "behaviour/sitemap_xml without uses_sitemaps",
		edits: []edit{replace(agentAt, agentAt+"\nsitemap_xml = true")},
		want: []string{
			`policy.toml:33:1: agents.bot.sitemap_xml: is set, but uses_sitemaps is not (want uses_sitemaps = true: /sitemap.xml is read beside the sitemaps robots.txt names)`,
		},
	},
	{
		// New-user trial 25, F-07: the order in which sitemaps and links are read is a statement
		// of its own, which needs sitemaps read and links followed.
		name:  "behaviour/sitemaps_first without uses_sitemaps",
		edits: []edit{replace(agentAt, agentAt+"\nsitemaps_first = true")},
		want: []string{
			`policy.toml:33:1: agents.bot.sitemaps_first: is set, but uses_sitemaps is not (want uses_sitemaps = true: sitemaps_first says that the sitemaps it reads come before any link)`,
		},
	},
	{
		name:  "behaviour/sitemaps_first without links followed",
		edits: []edit{replace(agentAt, "follows_links = \"none\"\nuses_sitemaps = true\nsitemaps_first = true")},
		want: []string{
			`policy.toml:34:1: agents.bot.sitemaps_first: is set, but follows_links is "none" (want follows_links = "one-level" or wider: sitemaps come first only where links are followed after them)`,
		},
	},
	{
		name:  "behaviour/embedded without fetch",
		edits: []edit{replace(agentAt, agentAt+"\nembedded = { kinds = [\"images\"] }")},
		want: []string{
			`policy.toml:33:1: agents.bot.embedded.fetch: missing (want "fetched", "not-fetched")`,
		},
	},
	{
		name:  "behaviour/embedded not fetched, with the kinds not fetched and robots.txt",
		edits: []edit{replace(agentAt, agentAt+"\nembedded = { fetch = \"not-fetched\", kinds = [\"images\"], robots_txt = \"read\" }")},
		want: []string{
			`policy.toml:33:57: agents.bot.embedded.robots_txt: is set, but fetch is "not-fetched"`,
		},
	},
	{
		name:  "behaviour/embedded kind twice",
		edits: []edit{replace(agentAt, agentAt+"\nembedded = { fetch = \"fetched\", kinds = [\"images\", \"images\"] }")},
		want: []string{
			`policy.toml:33:52: agents.bot.embedded.kinds[1]: images is listed twice`,
		},
	},
	{
		name:  "behaviour/embedded robots.txt for an agent that does not read it",
		edits: []edit{noRobotsTable, replace(agentAt, agentAt+"\nrobots_txt = \"not-read\"\nembedded = { fetch = \"fetched\", robots_txt = \"read\" }"), remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]")},
		want: []string{
			`policy.toml:34:33: agents.bot.embedded.robots_txt: is set, but the agent does not read robots.txt for its pages (set its robots_txt, or robots_txt.check)`,
		},
	},
	{
		name:  "behaviour/embedded Crawl-delay where Crawl-delay is ignored",
		edits: []edit{replace(agentAt, agentAt+"\nembedded = { fetch = \"fetched\", crawl_delay = \"applied\" }")},
		want: []string{
			`policy.toml:33:33: agents.bot.embedded.crawl_delay: is set, but the agent honours no Crawl-delay (robots_txt.crawl_delay is "ignored")`,
		},
	},
	{
		// Not (robots_txt.crawl_delay is ""): what is absent is said so (issue 11, second new user).
		name:  "behaviour/embedded Crawl-delay where Crawl-delay is not stated",
		edits: []edit{replace(agentAt, agentAt+"\nembedded = { fetch = \"fetched\", crawl_delay = \"applied\" }"), remove("crawl_delay = \"ignored\"\n")},
		want: []string{
			`policy.toml:33:33: agents.bot.embedded.crawl_delay: is set, but the agent honours no Crawl-delay (robots_txt.crawl_delay is not set)`,
		},
	},
	{
		name:  "behaviour/directives empty",
		edits: []edit{replace(agentAt, agentAt+"\ndirectives = {}")},
		want: []string{
			`policy.toml:33:1: agents.bot.directives: empty (want meta_robots, x_robots_tag, rel_nofollow or a combination)`,
		},
	},
	{
		name:  "behaviour/directive twice",
		edits: []edit{replace(agentAt, agentAt+"\ndirectives = { meta_robots = [\"noindex\", \"noindex\"] }")},
		want: []string{
			`policy.toml:33:42: agents.bot.directives.meta_robots[1]: noindex is listed twice`,
		},
	},
	{
		name:  "behaviour/rel_nofollow for an agent that follows no links",
		edits: []edit{replace(agentAt, "follows_links = \"none\"\ndirectives = { rel_nofollow = \"not-followed\" }")},
		want: []string{
			`policy.toml:33:16: agents.bot.directives.rel_nofollow: is set, but follows_links is "none": an agent that follows no links has no nofollow link to follow or skip`,
		},
	},
	{
		name:  "behaviour/nofollow in meta_robots and x_robots_tag for an agent that follows no links",
		edits: []edit{replace(agentAt, "follows_links = \"none\"\ndirectives = { meta_robots = [\"noindex\", \"nofollow\"], x_robots_tag = [\"nofollow\"] }")},
		want: []string{
			`policy.toml:33:42: agents.bot.directives.meta_robots[1]: nofollow is listed, but follows_links is "none": an agent that follows no links has no link for nofollow to keep it from`,
			`policy.toml:33:71: agents.bot.directives.x_robots_tag[0]: nofollow is listed, but follows_links is "none": an agent that follows no links has no link for nofollow to keep it from`,
		},
	},
	{
		name:  "behaviour/revisit without statuses or when",
		edits: []edit{replace(agentAt, agentAt+"\nrevisits = [{}]")},
		want: []string{
			`policy.toml:33:1: agents.bot.revisits[0]: says neither after, later nor never: when is the address checked again?`,
			`policy.toml:33:1: agents.bot.revisits[0].statuses: missing (want the statuses it applies to, e.g. [404, 410] or [301])`,
		},
	},
	{
		name:  "behaviour/revisit of a status that is neither gone nor moved",
		edits: []edit{replace(agentAt, agentAt+"\nrevisits = [{ statuses = [404, 500], later = true }, { statuses = [404], never = true }]")},
		want: []string{
			`policy.toml:33:32: agents.bot.revisits[0].statuses[1]: 500 is not a status of a gone or moved address (want 301, 302, 307, 308, 404 or 410)`,
			`policy.toml:33:68: agents.bot.revisits[1].statuses[0]: 404 is already at agents.bot.revisits[0].statuses[0]`,
		},
	},
	{
		name:  "behaviour/revisit after and never",
		edits: []edit{replace(agentAt, agentAt+"\nrevisits = [{ statuses = [410], after = \"30d\", never = true }]")},
		want: []string{
			`policy.toml:33:15: agents.bot.revisits[0]: says more than one of after, later and never (keep the one the operator states)`,
		},
	},
	{
		name:  "behaviour/new location of a gone address",
		edits: []edit{replace(agentAt, agentAt+"\nrevisits = [{ statuses = [301, 404], new_location_replaces = true }]")},
		want: []string{
			`policy.toml:33:32: agents.bot.revisits[0].statuses[1]: 404 has no new location, but new_location_replaces is set (list the redirects in a revisit of their own)`,
		},
	},
	{
		name:  "behaviour/http empty",
		edits: []edit{replace(agentAt, agentAt+"\nhttp = {}")},
		want: []string{
			`policy.toml:33:1: agents.bot.http: empty (want methods, schemes, versions, javascript, cookies, compressed, compression or range_requests)`,
		},
	},
	{
		name:  "behaviour/range_bytes without range_requests",
		edits: []edit{replace(agentAt, agentAt+"\nhttp = { range_bytes = \"64KiB\" }")},
		want: []string{
			`policy.toml:33:10: agents.bot.http.range_bytes: is set, but range_requests is not (set range_requests = true, or leave range_bytes out)`,
		},
	},
	{
		name:  "behaviour/http method twice",
		edits: []edit{replace(agentAt, agentAt+"\nhttp = { methods = [\"GET\", \"GET\"], compression = [\"br\", \"br\"] }")},
		want: []string{
			`policy.toml:33:28: agents.bot.http.methods[1]: GET is listed twice`,
			`policy.toml:33:57: agents.bot.http.compression[1]: br is listed twice`,
		},
	},
	{
		name:  "behaviour/on_demand empty",
		edits: []edit{replace(agentAt, agentAt+"\non_demand = {}")},
		want: []string{
			`policy.toml:33:1: agents.bot.on_demand: empty (want cache_for, once, or both cache_for and cache_shared)`,
			`policy.toml:33:1: agents.bot.on_demand: is set, but trigger is "unattended" (an agent that fetches when a person asks has trigger = "user-request")`,
		},
	},
	{
		name:  "behaviour/on_demand for an unattended agent",
		edits: []edit{replace(agentAt, agentAt+"\non_demand = { once = true }")},
		want: []string{
			`policy.toml:33:1: agents.bot.on_demand: is set, but trigger is "unattended" (an agent that fetches when a person asks has trigger = "user-request")`,
		},
	},
	{
		name:  "behaviour/on_demand once with a cache, shared without one",
		edits: []edit{replace(`trigger = "unattended"`, `trigger = "user-request"`), replace(agentAt, agentAt+"\non_demand = { once = true, cache_for = \"30m\" }"), replace("[agents.bot]\n", "[agents.other]\nuser_agent = \"Other/1.0\"\ntrigger = \"user-request\"\non_demand = { cache_shared = true }\n\n[agents.bot]\n")},
		want: []string{
			`policy.toml:29:15: agents.other.on_demand.cache_shared: is set, but cache_for is not (how long is the response shared?)`,
			`policy.toml:38:15: agents.bot.on_demand.once: is set, but so is cache_for (an address fetched once is never requested again: keep one)`,
		},
	},
	{
		name:  "behaviour/further interval without its key, and on the key of min_interval",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nintervals = [{ min_interval = \"2500ms\" }, { min_interval = \"3s\", interval_key = \"hostname\" }, { interval_key = \"server\" }, { min_interval = \"4s\", interval_key = \"server\" }]\n")},
		want: []string{
			`policy.toml:40:16: limits.intervals[0].interval_key: missing (want what it is counted per, e.g. "server" or "domain-server")`,
			`policy.toml:40:66: limits.intervals[1].interval_key: "hostname" is already the key of min_interval (one interval per key: keep the longer)`,
			`policy.toml:40:97: limits.intervals[2].min_interval: missing (want the shortest time between two requests on this key, e.g. "2500ms")`,
			`policy.toml:40:147: limits.intervals[3].interval_key: "server" is already the key of an earlier interval (one interval per key: keep the longer)`,
		},
	},
	{
		name:  "behaviour/response time delay without factor, min above max",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nresponse_time_delay = { min = \"1m\", max = \"30s\" }\n")},
		want: []string{
			`policy.toml:40:1: limits.response_time_delay.factor: missing (want what the last response time is multiplied by, e.g. 10)`,
			`policy.toml:40:25: limits.response_time_delay.min: 1m is above max 30s`,
		},
	},
	{
		name:  "behaviour/slow down that also pauses, factor below 2",
		edits: []edit{replace("[errors.retries]\n", "[errors.slow_down]\non = [\"429\", \"5xx\"]\nfactor = 1\n\n[errors.retries]\n")},
		want: []string{
			`policy.toml:88:7: errors.slow_down.on[0]: "429" also pauses the crawler at errors.reactions[0] (the crawler slows down instead of pausing, or pauses: keep one)`,
			`policy.toml:89:1: errors.slow_down.factor: 1 does not slow the crawler down (want e.g. 2, or leave factor out where the operator states none)`,
		},
	},
	{
		// New-user trial 22, F-01: a 503 is a 5xx, and polite pauses on it.
		name:  "behaviour/slow down on 5xx while a reaction pauses on 503",
		edits: []edit{replace("[errors.retries]\n", "[errors.slow_down]\non = [\"5xx\", \"timeout\"]\nmax_interval = \"5m\"\n\n[errors.retries]\n"), replace("on = [\"429\"]\npause = \"1m\"", "on = [\"429\", \"503\", \"failed-attempt\"]\npause = \"1m\"")},
		want: []string{
			`policy.toml:88:7: errors.slow_down.on[0]: "5xx" is one of errors.reactions[0]'s "failed-attempt", which it answers with a pause: the page would say both that the crawler does not pause after "5xx" and that it pauses, and package polite pauses (want "failed-attempt" out of errors.reactions[0].on, or "5xx" out of errors.slow_down.on)`,
			`policy.toml:88:7: errors.slow_down.on[0]: "5xx" takes in "503", which errors.reactions[0] answers with a pause: the page would say both that the crawler does not pause after "503" and that it pauses, and package polite pauses (want "503" out of errors.reactions[0].on, or "5xx" out of errors.slow_down.on)`,
			`policy.toml:88:14: errors.slow_down.on[1]: "timeout" is one of errors.reactions[0]'s "failed-attempt", which it answers with a pause: the page would say both that the crawler does not pause after "timeout" and that it pauses, and package polite pauses (want "failed-attempt" out of errors.reactions[0].on, or "timeout" out of errors.slow_down.on)`,
		},
	},
	{
		// New-user trial 22, F-02: "lengthens the interval … up to 1 second" beside "one request
		// every 2 seconds".
		name:  "behaviour/slow down to no longer than min_interval",
		edits: []edit{replace("[errors.retries]\n", "[errors.slow_down]\non = [\"5xx\"]\nmax_interval = \"500ms\"\n\n[errors.retries]\n")},
		want: []string{
			`policy.toml:89:1: errors.slow_down.max_interval: 500ms is not longer than limits.min_interval 1s: slowing down would not lengthen the interval (want more than 1s, e.g. max_interval = "10s")`,
		},
	},
	{
		name:  "behaviour/slow down without conditions",
		edits: []edit{replace("[errors.retries]\n", "[errors.slow_down]\nfactor = 2\n\n[errors.retries]\n")},
		want: []string{
			`policy.toml:87:2: errors.slow_down.on: missing (want the conditions that slow the crawler down, e.g. ["429", "5xx"])`,
		},
	},
	{
		name:  "behaviour/campaign empty, dates reversed, budget without key, feed ttl reversed",
		edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\nruns_per_year = {}\ndates = [{ from = 2027-05-01, until = 2027-04-30 }, { from = 2027-06-01 }]\nbudgets = [{ max = \"50MB\" }]\nfeed_ttl = { min = \"1h\", max = \"5m\" }\n")},
		want: []string{
			`policy.toml:66:1: jobs.sync.runs_per_year: empty (want min, max or both, e.g. { min = 2, max = 4 })`,
			`policy.toml:67:31: jobs.sync.dates[0].until: 2027-04-30 is before from 2027-05-01`,
			`policy.toml:67:55: jobs.sync.dates[1].until: missing (want the last day, e.g. 2027-04-30)`,
			`policy.toml:68:14: jobs.sync.budgets[0].key: missing (want what the budget is counted per, e.g. "domain" or "pass")`,
			`policy.toml:69:14: jobs.sync.feed_ttl.min: 1h is above max 5m`,
		},
	},
	{
		name:  "behaviour/response time delay and feed ttl with equal bounds",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nresponse_time_delay = { factor = 10, min = \"2s\", max = \"2s\" }\n"), replace("target = \"portals\"\n", "target = \"portals\"\nfeed_ttl = { min = \"1h\", max = \"1h\" }\n")},
		want: []string{
			`policy.toml:40:38: limits.response_time_delay.min: 2s equals max: the wait is 2s whatever the response time (want min_interval = "2s" instead of response_time_delay, or bounds that differ)`,
			`policy.toml:67:14: jobs.sync.feed_ttl.min: 1h equals max: every feed counts as 1h whatever its own refresh time (want feed_ttl left out and the interval in the job's cadence, or bounds that differ)`,
		},
	},
	{
		name:  "behaviour/runs per year min above max, feed ttl empty",
		edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\nruns_per_year = { min = 4, max = 2 }\nfeed_ttl = {}\n")},
		want: []string{
			`policy.toml:66:19: jobs.sync.runs_per_year.min: 4 is above max 2`,
			`policy.toml:67:1: jobs.sync.feed_ttl: empty (want min, max or both, e.g. { min = "5m", max = "12h" })`,
		},
	},
}

func TestBehaviourRules(t *testing.T) { runBadPolicies(t, behaviourRuleTests) }

// behaviourValid are facts of real pages (../shared/cases) that the model holds: each is valid,
// with exactly the warnings listed.
var behaviourValid = []badPolicy{
	{
		name:  "links across the whole web, nofollow links crawled, 404 and 301 re-visited",
		edits: []edit{replace(agentAt, "follows_links = \"whole-web\"\ndirectives = { rel_nofollow = \"followed\" }\nrevisits = [{ statuses = [404, 301], later = true }]")},
	},
	{
		name:  "links within the national domain, named or not",
		edits: []edit{replace(agentAt, "follows_links = \"within-country-domain\"")},
	},
	{
		name:  "a page's media from its meta tags, with Range requests",
		edits: []edit{replace(agentAt, agentAt+"\nembedded = { fetch = \"fetched\", kinds = [\"images\", \"video\", \"audio\"], named_in = [\"meta-tags\"] }\nhttp = { range_requests = true }")},
	},
	{
		name:  "on demand with a shared cache per URL and no schedule",
		edits: []edit{replace(`trigger = "unattended"`, `trigger = "user-request"`), replace(agentAt, agentAt+"\non_demand = { cache_for = \"30m\", cache_shared = true }")},
	},
	{
		name:  "politeness on two keys: per host name and per IP address of a registrable domain",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nintervals = [{ min_interval = \"2500ms\", interval_key = \"domain-server\" }]\n")},
	},
	{
		name:  "a rate that slows down on 5xx instead of pausing, and a wait from the response time",
		edits: []edit{replace("[errors.retries]\n", "[errors.slow_down]\non = [\"5xx\"]\nfactor = 2\nmax_interval = \"1m\"\n\n[errors.retries]\n"), replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nresponse_time_delay = { factor = 10, max = \"30s\" }\n")},
	},
	{
		name:  "a campaign two to four times a year with a byte budget per domain in the first pass, no cadence",
		edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\nruns_per_year = { min = 2, max = 4 }\nbudgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n")},
	},
	{
		name:  "polling with a feed's own ttl within bounds, one fetch for all subscribers",
		edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\nfeed_ttl = { min = \"5m\", max = \"12h\" }\nshared_fetch = true\n")},
	},
	{
		name:  "embedded resources fetched without robots.txt",
		edits: []edit{replace(agentAt, agentAt+"\nembedded = { fetch = \"fetched\", robots_txt = \"not-read\" }")},
		want: []string{
			`policy.toml:33:33: warning: agents.bot.embedded.robots_txt: "not-read": RFC 9309 §2.2.2 matches the rules against every URI the crawler fetches, embedded resources too; the page states the exception as it is`,
		},
	},
}

func TestBehaviourValid(t *testing.T) {
	runValidCases(t, behaviourValid)
}
