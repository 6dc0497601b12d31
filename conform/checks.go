package conform

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
	"github.com/sitegen-dev/sitegen/policy"
)

// Kinds maps each kind of statement to its check; the first whose Pattern matches a leaf takes it.
var Kinds = []*Kind{
	{"further interval", lazyre.New(`^((?:/targets/[^/]+|/agents/[^/]+)?/limits/intervals/\d+)/(min_interval|interval_key)$`), scFurtherInterval, judgeFurtherInterval},
	{"methods", lazyre.New(`^(/agents/[^/]+/http/methods)/\d+$`), scMethods, judgeMethods},
	{"User-Agent", lazyre.New(`^(/agents/[^/]+)/(user_agent|version|version_may_change|stable_parts/\d+|placeholders/\d+/(?:name|example))$`), scUserAgent, judgeUserAgent},
	{"product token", lazyre.New(`^(/agents/[^/]+/token)$`), scToken, judgeToken},
	{"group matching", lazyre.New(`^(/agents/[^/]+/group_matching)$`), scGroupMatching, judgeGroupMatching},
	{"\"*\" group ignored", lazyre.New(`^(/agents/[^/]+/ignores_star_group)$`), scStarIgnored, judgeStarIgnored},
	{"legacy token", lazyre.New(`^(/agents/[^/]+/legacy_tokens/\d+)/(token|restrict_only)$`), scLegacy, judgeLegacy},
	{"interval", lazyre.New(`^((?:/targets/[^/]+|/agents/[^/]+|/jobs/[^/]+)?/limits)/(min_interval|interval_key|interval_unit)$`), scInterval, judgeInterval},
	{"concurrency", lazyre.New(`^((?:/targets/[^/]+|/agents/[^/]+)?/limits)/(concurrency|concurrency_key|concurrency_unit)$`), scConcurrency, judgeConcurrency},
	{"quota", lazyre.New(`^((?:/targets/[^/]+|/agents/[^/]+)?/limits/quotas/\d+|/jobs/[^/]+/caps/\d+)/(max|min|period|key|unit|unpublished|per_run|jobs/\d+)$`), scQuota, judgeQuota},
	{"redirects", lazyre.New(`^((?:/targets/[^/]+)?/limits)/(max_redirects|redirects|redirects_check_robots_txt|redirects_within)$`), scRedirects, judgeRedirects},
	{"response timeout", lazyre.New(`^((?:/targets/[^/]+)?/limits/response_timeout|/jobs/[^/]+/timeout)$`), scResponseTimeout, judgeResponseTimeout},
	{"transfer timeout", lazyre.New(`^((?:/targets/[^/]+)?/limits/transfer_timeout)$`), scResponseTimeout, judgeTransferTimeout},
	{"connect timeout", lazyre.New(`^((?:/targets/[^/]+)?/limits/connect_timeout)$`), scConnectTimeout, judgeConnectTimeout},
	{"body size", lazyre.New(`^((?:/targets/[^/]+)?/limits)/(max_body_size|larger_bodies)$`), scBodySize, judgeBodySize},
	{"conditional requests", lazyre.New(`^((?:/targets/[^/]+|/agents/[^/]+)?/limits/conditional_requests)/\d+$`), scConditional, judgeConditional},
	{"counted requests", lazyre.New(`^((?:/targets/[^/]+)?/limits/counts/\d+)$`), scCounts, judgeCounts},
	{"coordination", lazyre.New(`^(/limits)/(shared_across_services|on_coordination_failure)$`), scCoordination, judgeCoordination},
	{"robots.txt cache", lazyre.New(`^(/robots_txt|/agents/[^/]+)/(check|robots_txt_check|cache_for|takes_effect_within|per_hostname)$`), scRobotsCache, judgeRobotsCache},
	{"robots.txt size", lazyre.New(`^(/robots_txt/max_size)$`), scRobotsSize, judgeRobotsSize},
	{"robots.txt redirects", lazyre.New(`^(/robots_txt/max_redirects)$`), scRobotsRedirects, judgeRobotsRedirects},
	{"robots.txt statuses", lazyre.New(`^(/robots_txt/unavailable_statuses/\d+)$`), scUnavailableStatus, judgeUnavailableStatus},
	{"robots.txt outcomes", lazyre.New(`^(/robots_txt/(?:unavailable|unreachable))$`), scOutcome, judgeOutcome},
	{"robots.txt unreachable", lazyre.New(`^(/robots_txt)/(retry_unreachable|keep_last_good|keep_last_good_for|fallback)$`), scUnreachable, judgeUnreachable},
	{"Crawl-delay", lazyre.New(`^(/robots_txt)/(crawl_delay|crawl_delay_max|crawl_delay_above_max|crawl_delay_min|crawl_delay_whole_seconds|crawl_delay_key)$`), scCrawlDelay, judgeCrawlDelay},
	{"robots.txt rules", lazyre.New(`^(/robots_txt)/(wildcards|tdm_reservation)$`), scRules, judgeRules},
	{"refuse with", lazyre.New(`^(/agents/[^/]+/refuse_with)/\d+$`), scRefuseWith, judgeRefuseWith},
	{"on disallow", lazyre.New(`^(/agents/[^/]+/on_disallow)/\d+$`), scOnDisallow, judgeOnDisallow},
	{"robots.txt read or not", lazyre.New(`^(/targets/[^/]+/robots_txt|/agents/[^/]+/robots_txt)$`), scNotRead, judgeNotRead},
	{"embedded resources", lazyre.New(`^(/agents/[^/]+/embedded)/(robots_txt|crawl_delay)$`), scEmbedded, judgeEmbedded},
	{"robots.txt not obeyed by a job", lazyre.New(`^(/jobs/[^/]+)/(robots_txt|not_read_because|crawl_delay)$`), scJobNotObeying, judgeJobNotObeying},
	{"retries", lazyre.New(`^(/errors/retries)/(on|delays)/\d+$`), scRetries, judgeRetries},
	{"never retried", lazyre.New(`^(/errors/never_retried)/\d+$`), scNeverRetried, judgeNeverRetried},
	{"Retry-After", lazyre.New(`^(/errors)/(retry_after|retry_after_max)$`), scRetryAfter, judgeRetryAfter},
	{"reaction", lazyre.New(`^(/errors/reactions/\d+|/jobs/[^/]+/reactions/\d+)/(on/\d+|threshold|consecutive|repeated|within|pause|min_pause|pause_unpublished|pause_until|stops_run|retry_after|escalation/factor|escalation/max|scope|jobs/\d+)$`), scReaction, judgeReaction},
	{"time window", lazyre.New(`^(/windows/[^/]+)/(kind|days(?:/\d+)?|hours/\d+|overnight|targets/\d+|jobs/\d+|except_days/\d+)$`), scWindow, judgeWindow},
}

// oneSite returns sites with a.example at 127.0.0.9 answering as s, b.example at the same address,
// and c.example at another.
func oneSite(s http.Handler) *Sites {
	ss := NewSites()
	ss.Add("a.example", "127.0.0.9", s)
	ss.Add("b.example", "127.0.0.9", s)
	ss.Add("c.example", "127.0.0.10", s)
	return ss
}

func gets(urls ...string) []Step {
	var out []Step
	for _, u := range urls {
		out = append(out, Step{URL: u})
	}
	return out
}

// --- identity ---

func scUserAgent(c *Claim, env Env) *Scenario {
	return &Scenario{Sites: oneSite(Site{}), Steps: gets("http://a.example/", "http://a.example/ua"), VaryKeys: true}
}

// userAgentPattern is what the claim's agent may send as its User-Agent, as sitegen verify reads
// it (policy.Agent.UserAgentPattern): its placeholders filled in, {version} the published version
// unless it may change, in the header as user_agent_form says.
func (c *Claim) userAgentPattern() *regexp.Regexp {
	a, _ := c.Policy.Agents.Get(c.Agent)
	return a.UserAgentPattern(a.UserAgent, a.UserAgentForm)
}

func judgeUserAgent(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	var j judgement
	// Every request the agent sends carries it: behind the proxy those to every claim's sites.
	rs := filter(slices.Concat(run.Records, run.Others), func(r Record) bool { return r.Reported == "" && !r.Connect })
	if len(rs) == 0 {
		return unobservable("no request in this run")
	}
	pattern := c.userAgentPattern()
	parts := c.list(c.Root + "/stable_parts")
	bad := 0
	a, _ := c.Policy.Agents.Get(c.Agent)
	for _, r := range rs {
		ua := r.Header.Get("User-Agent")
		for _, ph := range a.Placeholders {
			if strings.Contains(ua, "{"+ph.Name+"}") {
				if bad++; bad <= 3 {
					j.fail("%s sent User-Agent %q, with {%s} as written: the page says it stands for %s", req(r), ua, ph.Name, ph.StandsFor.In("en"))
				}
			}
		}
		if c.has(c.Root+"/user_agent") && !pattern.MatchString(ua) {
			if bad++; bad <= 3 {
				j.fail("%s sent User-Agent %q; the page says %q", req(r), ua, c.str(c.Root+"/user_agent"))
			}
		}
		for _, part := range parts {
			if !strings.Contains(ua, part) {
				if bad++; bad <= 3 {
					j.fail("%s sent User-Agent %q, without the stable part %q the page names", req(r), ua, part)
				}
			}
		}
	}
	if bad == 0 {
		j.ok("%s, each with User-Agent %q", count(len(rs), "request", "requests"), rs[0].Header.Get("User-Agent"))
	}
	return j.result()
}

// scToken serves a robots.txt whose "*" group allows everything and whose group for the agent's
// product token disallows /own/, and asks for /free, then /own/x.
func scToken(c *Claim, env Env) *Scenario {
	return &Scenario{Sites: oneSite(Site{Robots: "User-agent: *\nAllow: /\n\nUser-agent: " + c.token() + "\nDisallow: /own/\n"}), Steps: gets("http://a.example/free", "http://a.example/own/x")}
}

// judgeToken: the group that names the product token is the one obeyed: /own/x not fetched,
// /free fetched, robots.txt read. An agent the page says does not read robots.txt
// (agents.X.robots_txt = "not-read") obeys no group: it fetches both without reading robots.txt.
func judgeToken(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	var j judgement
	own, free, reads := fetched(run.Records, "a.example", "/own/x"), fetched(run.Records, "a.example", "/free"), robotsReads(run.Records, "a.example")
	if a, _ := c.Policy.Agents.Get(c.Agent); a.RobotsTxt == policy.RobotsUseNotRead {
		switch {
		case len(reads) > 0 && a.CrawlDelay != policy.AppliedYes:
			j.fail("%s; the page says %s does not read robots.txt", req(reads[0]), c.Agent)
		case len(own) == 0:
			j.miss("/own/x was not fetched")
		default:
			j.ok("%s, which a group for %s disallows, without reading robots.txt, as the page says", req(own[0]), c.token())
		}
		return j.result()
	}
	if len(own) > 0 {
		j.fail("%s, which the group for the product token %s disallows (the \"*\" group allows it)", req(own[0]), c.token())
	}
	if len(free) == 0 {
		j.miss("/free, which robots.txt allows, was not fetched")
	}
	if len(reads) == 0 {
		j.miss("robots.txt of a.example was not read")
	} else if len(j.fails) == 0 && len(free) > 0 {
		if why, ok := c.leftOut(run, "a.example", "/own/x"); !ok {
			j.miss("%s", why)
		} else {
			j.ok("robots.txt read, its group for %s obeyed: /own/x not fetched, %s", c.token(), req(free[0]))
		}
	}
	return j.result()
}

// groupMatchingFiles are, for each way of choosing groups (agents.X.group_matching), a robots.txt
// for the token TOKEN and the paths it disallows and allows read that way, each the opposite of
// RFC 9309's answer: the "*" group read with the crawler's own, only the first group naming it,
// or only a group that writes its token in its own letter case. For "rfc9309", a file whose answer
// each of those departures gets wrong: two groups naming the token, one in another letter case,
// merged, and the "*" group not applied.
var groupMatchingFiles = map[string]struct {
	robots              string
	disallowed, allowed []string
}{
	"rfc9309":        {"User-agent: *\nDisallow: /star/\n\nUser-agent: OTHERCASE\nDisallow: /own/\n\nUser-agent: TOKEN\nDisallow: /second/\n", []string{"/own/x", "/second/x"}, []string{"/star/x"}},
	"merges-star":    {"User-agent: *\nDisallow: /star/\n\nUser-agent: TOKEN\nDisallow: /own/\n", []string{"/star/x", "/own/x"}, nil},
	"first-group":    {"User-agent: TOKEN\nDisallow: /first/\n\nUser-agent: TOKEN\nDisallow: /second/\n", []string{"/first/x"}, []string{"/second/x"}},
	"case-sensitive": {"User-agent: *\nDisallow: /star/\n\nUser-agent: OTHERCASE\nDisallow: /other-case/\n", []string{"/star/x"}, []string{"/other-case/x"}},
}

// scGroupMatching serves a robots.txt that the page's way of choosing groups reads otherwise than
// RFC 9309, and asks for each path it names.
func scGroupMatching(c *Claim, env Env) *Scenario {
	f := groupMatchingFiles[c.str(c.Root)]
	token := c.token()
	other := strings.ToLower(token)
	if other == token {
		other = strings.ToUpper(token)
	}
	sc := &Scenario{Sites: oneSite(Site{Robots: c.robotsFor(strings.NewReplacer("OTHERCASE", other, "TOKEN", token).Replace(f.robots))})}
	// The allowed paths first: a crawler that ends its run at a disallowed path (on_disallow
	// "stop-run", "stop-observation") fetches them before it meets one.
	for _, p := range append(append([]string{}, f.allowed...), f.disallowed...) {
		sc.Steps = append(sc.Steps, Step{URL: "http://a.example" + p})
	}
	return sc
}

func judgeGroupMatching(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	mode := c.str(c.Root)
	f, ok := groupMatchingFiles[mode]
	if !ok {
		return unobservable("no scripted robots.txt shows group_matching %q", mode)
	}
	var j judgement
	for _, p := range f.disallowed {
		if r := fetched(run.Records, "a.example", p); len(r) > 0 {
			j.fail("%s, which robots.txt disallows when its groups are chosen as the page says (%s)", req(r[0]), mode)
		}
	}
	for _, p := range f.allowed {
		if len(fetched(run.Records, "a.example", p)) == 0 {
			j.miss("%s, which robots.txt allows when its groups are chosen as the page says (%s), was not fetched", p, mode)
		}
	}
	why, settled := c.leftOut(run, "a.example", strings.Join(f.disallowed, ", "))
	switch {
	case len(robotsReads(run.Records, "a.example")) == 0:
		j.miss("robots.txt of a.example was not read")
	case len(j.fails) > 0:
	case !settled:
		j.miss("%s", why)
	default:
		j.ok("robots.txt read with its groups chosen as %s: %s not fetched%s", mode, strings.Join(f.disallowed, ", "), map[bool]string{true: ", " + strings.Join(f.allowed, ", ") + " fetched", false: ""}[len(f.allowed) > 0])
	}
	return j.result()
}

// scStarIgnored serves a robots.txt whose only group, the "*" group, disallows /star/: the page
// says it does not apply to the agent (agents.X.ignores_star_group). /free and /after, which it
// allows, are asked for before and after it.
func scStarIgnored(c *Claim, env Env) *Scenario {
	return &Scenario{Sites: oneSite(Site{Robots: "User-agent: *\nDisallow: /star/\n"}), Steps: gets("http://a.example/free", "http://a.example/star/x", "http://a.example/after")}
}

// judgeStarIgnored wants /star/x, which only the "*" group disallows, fetched after robots.txt
// was read: a crawler that obeys the group is not the one the page describes, since a site owner
// who reads that the "*" group does not apply to it names it in a group of its own (as
// judgeLegacy fails a former token's group obeyed beside the current one's). It fails only where
// the pages robots.txt allows, asked for before and after it, were both fetched and the run went
// on long enough after the later one for /star/x to come too (settled).
func judgeStarIgnored(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	var j judgement
	star := fetched(run.Records, "a.example", "/star/x")
	allowed := append(fetched(run.Records, "a.example", "/free"), fetched(run.Records, "a.example", "/after")...)
	slices.SortStableFunc(allowed, func(a, b Record) int { return a.At.Compare(b.At) })
	switch {
	case len(robotsReads(run.Records, "a.example")) == 0:
		j.miss("robots.txt of a.example was not read")
	case len(star) > 0:
		j.ok("%s, which only the \"*\" group disallows: the page says that group does not apply to %s", req(star[0]), c.token())
	case len(fetched(run.Records, "a.example", "/free")) == 0 || len(fetched(run.Records, "a.example", "/after")) == 0:
		j.miss("/star/x, which only the \"*\" group disallows, was not fetched, nor both of /free and /after, which robots.txt allows")
	default:
		last := allowed[len(allowed)-1]
		if wait, ok := c.settled(run, last); ok {
			j.fail("/star/x was not fetched, though only the \"*\" group disallows it, which the page says does not apply to %s (/free and /after fetched, the later %s)", c.token(), req(last))
		} else {
			j.miss("/star/x, which only the \"*\" group disallows, was not fetched, and the run ended %s after %s: too soon to show that the crawler leaves it out", secs(wait), req(last))
		}
	}
	return j.result()
}

func scLegacy(c *Claim, env Env) *Scenario {
	token := c.str(c.Root + "/token")
	robots := "User-agent: " + c.token() + "\nAllow: /\n\nUser-agent: " + token + "\nDisallow: /legacy/\n"
	return &Scenario{Sites: oneSite(Site{Robots: robots}), Steps: gets("http://a.example/free", "http://a.example/legacy/x")}
}

func judgeLegacy(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	token := c.str(c.Root + "/token")
	var j judgement
	legacy := fetched(run.Records, "a.example", "/legacy/x")
	free := fetched(run.Records, "a.example", "/free")
	if c.flag(c.Root + "/restrict_only") {
		switch {
		case len(legacy) > 0:
			j.fail("%s, which a group for the restrict-only token %s disallows", req(legacy[0]), token)
		case len(fetched(run.Records, "a.example", "/robots.txt")) > 0:
			if why, ok := c.leftOut(run, "a.example", "/legacy/x"); !ok {
				j.miss("%s", why)
			} else {
				j.ok("/legacy/x, disallowed by a group for the restrict-only token %s, was not fetched", token)
			}
		default:
			j.miss("robots.txt of a.example was not read")
		}
		return j.result()
	}
	switch {
	case len(legacy) > 0:
		j.ok("%s: the former token %s's group does not apply beside the current one's", req(legacy[0]), token)
	case len(free) > 0:
		j.fail("/legacy/x was not fetched, though the group of %s allows it and only a group of the former token %s disallows it", c.token(), token)
	default:
		j.miss("a.example was not crawled")
	}
	return j.result()
}

func scMethods(c *Claim, env Env) *Scenario {
	sc := &Scenario{Sites: oneSite(Site{})}
	for _, m := range []string{http.MethodGet, http.MethodHead, http.MethodPost} {
		sc.Steps = append(sc.Steps, Step{Method: m, URL: "http://a.example/m-" + strings.ToLower(m)})
	}
	return sc
}

func judgeMethods(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	listed := c.list(c.Root)
	var j judgement
	seen := map[string]int{}
	for _, r := range pagesOf(run.Records) {
		if !slices.Contains(listed, r.Method) {
			j.fail("%s; the page lists only %s", req(r), strings.Join(listed, ", "))
		}
		seen[r.Method]++
	}
	if len(seen) > 0 && len(j.fails) == 0 {
		var ms []string
		for m, n := range seen {
			ms = append(ms, fmt.Sprintf("%d × %s", n, m))
		}
		slices.Sort(ms)
		j.ok("only listed methods sent: %s (the page lists %s)", strings.Join(ms, ", "), strings.Join(listed, ", "))
	}
	return j.result()
}

// --- spacing and limits ---

// resourcePath starts the paths of the resources a scripted page embeds.
const resourcePath = "/res/"

// pageLoads reports whether the claim's limit (interval_unit or concurrency_unit at the root)
// counts page loads, in force from the general limits where a target's sets none.
func (c *Claim) pageLoads(field string) bool {
	if u := c.str(c.Root + "/" + field); u != "" {
		return u == string(policy.LoadUnitPageLoads)
	}
	return c.Target != "" && c.str("/limits/"+field) == string(policy.LoadUnitPageLoads)
}

func scInterval(c *Claim, env Env) *Scenario {
	steps := gets("http://a.example/p0", "http://a.example/p1", "http://a.example/p2", "http://b.example/p3", "http://c.example/p4")
	if c.pageLoads("interval_unit") {
		// Each page with two resources it embeds, asked for as a browser loads them: right after
		// the page, before the next one.
		var with []Step
		for _, s := range steps {
			with = append(with, s)
			for _, r := range []string{"a.css", "b.js"} {
				with = append(with, Step{URL: strings.Replace(s.URL, "/p", resourcePath+"p", 1) + "-" + r, Embedded: true})
			}
		}
		steps = with
	}
	return &Scenario{Sites: oneSite(Site{}), Steps: steps}
}

// judgeInterval: no two requests of one key closer than the interval; counted in page loads,
// no two pages, and the resources each page embeds fetched with it (not spaced as pages).
func judgeInterval(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	iv := c.seconds(c.Root + "/min_interval")
	key := c.keyOf(c.Root + "/interval_key")
	if c.Job != "" {
		// A job's interval is counted per the key in force for its sites (policy.Effective).
		key = string(c.effective().IntervalKey)
	}
	if crawlerKey(key) && !run.InProcess {
		return unobservable("the interval is kept per %s, a key only the crawler knows", key)
	}
	var j judgement
	ptr := c.Root + "/min_interval"
	if c.Root == "/limits" && c.intervalInForce() {
		// A job with a shorter interval of its own may send its requests closer than the
		// general interval, and a site cannot tell its requests from the others: the smallest
		// interval in force for the agent is the bound every pair keeps (new-user trial 21,
		// finding 1).
		if job, d := c.shortestJobInterval(iv); job != "" {
			ptr = "/jobs/" + policy.EscapeToken(job) + "/limits/min_interval"
			c.note(ptr) // unpublished, its number stays out of the evidence
			j.ok("the requests of jobs.%s may come %s apart (its own interval), and a site cannot tell them from the others: every two requests are held to %s", job, secs(d), secs(d))
			iv = d
		}
	}
	rs := pagesOf(run.Records)
	if c.Kind.Name == "interval" && !c.pageLoads("interval_unit") && c.intervalInForce() {
		// Behind the proxy, the interval in force for every request of the agent holds on every
		// claim's sites too: the pages the start page links (a redirect's hops may be counted
		// otherwise, counts), with the addresses the crawler was told.
		rs = append(rs, filter(pagesOf(run.Others), func(r Record) bool { return r.Linked })...)
	}
	if c.pageLoads("interval_unit") {
		res := filter(rs, func(r Record) bool { return strings.HasPrefix(r.Path, resourcePath) })
		rs = filter(rs, func(r Record) bool { return !strings.HasPrefix(r.Path, resourcePath) })
		if len(res) == 0 {
			j.miss("no resource of a page fetched: the page loads cannot be told from requests")
		} else {
			j.ok("%d resources of the pages fetched with them", len(res))
		}
	}
	spacing(&j, rs, key, iv, run, ptr)
	return j.result()
}

// shortestJobInterval returns the job of the claim's agent (of any agent, for a claim of none)
// whose own interval (jobs.X.limits.min_interval) is the shortest below iv, and that interval;
// "" where none is below iv.
func (c *Claim) shortestJobInterval(iv time.Duration) (string, time.Duration) {
	job := ""
	for _, jb := range c.Policy.Jobs {
		if c.Agent != "" && jb.Agent != c.Agent {
			continue
		}
		if d := jb.Limits.MinInterval.Duration; d > 0 && d < iv {
			job, iv = jb.ID, d
		}
	}
	return job, iv
}

// intervalInForce reports whether the claim's interval holds for every request of its agent
// outside any category of site or job, as requests to the test sites are (policy.Effective: the
// global limits, and the agent's own in addition to them); a target's or a job's does not.
func (c *Claim) intervalInForce() bool {
	return c.Target == "" && c.Job == "" && (c.Root == "/limits" || c.Root == "/agents/"+policy.EscapeToken(c.Agent)+"/limits")
}

func scFurtherInterval(c *Claim, env Env) *Scenario {
	s := NewSites()
	s.Add("x.d.example", "127.0.0.9", Site{})
	s.Add("y.d.example", "127.0.0.9", Site{})
	return &Scenario{Sites: s, Steps: gets("http://x.d.example/p0", "http://y.d.example/p1", "http://x.d.example/p2")}
}

func judgeFurtherInterval(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	return judgeInterval(c, sc, run)
}

func scConcurrency(c *Claim, env Env) *Scenario {
	n := c.number(c.Root + "/concurrency")
	s := oneSite(Site{Page: func(w http.ResponseWriter, r *http.Request) { Hold(r, env.Hold) }})
	sc := &Scenario{Sites: s}
	for i := range n + 2 {
		sc.Steps = append(sc.Steps, Step{URL: fmt.Sprintf("http://a.example/c%d", i), Parallel: true})
	}
	return sc
}

func judgeConcurrency(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	n := c.number(c.Root + "/concurrency")
	key := c.keyOf(c.Root + "/concurrency_key")
	if crawlerKey(key) && !run.InProcess {
		return unobservable("concurrency is capped per %s, a key only the crawler knows", key)
	}
	rs := pagesOf(run.Records)
	most, at := maxInFlight(rs, key, run.End)
	if c.concurrencyUnit() == string(policy.ConcurrencyUnitConnections) {
		// The records hold requests, not connections (F-13's open point, new-user trial 29):
		// requests in flight beyond the cap each hold a connection of their own, since the
		// harness's server speaks HTTP/1.1 and answers one request at a time on a connection;
		// a connection kept open idle between requests leaves no record, so no run shows the
		// cap kept.
		switch {
		case most == 0:
			return unobservable("no request of a held page in this run")
		case most > n:
			return failed("%d requests of one %s in flight at once at %s, each on a connection of its own (the harness serves HTTP/1.1); the page says at most %s", most, key, at.UTC().Format("15:04:05.000"), count(n, "connection", "connections"))
		}
		return unobservable("at most %s of one %s in flight at once, which %s allow; the page counts connections, and a connection held open between requests leaves no record, so this run cannot show that no more than %d were open", count(most, "request", "requests"), key, count(n, "connection", "connections"), n)
	}
	switch {
	case most == 0:
		return unobservable("no request of a held page in this run")
	case most > n:
		return failed("%d requests of one %s in flight at once at %s; the page says at most %d", most, key, at.UTC().Format("15:04:05.000"), n)
	case most < n:
		// Fewer in flight than the cap shows nothing of the cap (new-user trial 21, finding 17's
		// audit: behind the proxy this passed, and a crawler that sends one more than the page
		// allows shows it only once it has the cap in flight).
		return unobservable("at most %d of the %d requests the page allows were in flight at once in this run", most, n)
	}
	settle := c.settleFor()
	if from, held := heldAtCap(rs, key, n, settle, run); held > 0 {
		return Pass, []string{fmt.Sprintf("%s of one %s in flight at once from %s, the cap the page states, and no other sent in the %s they stayed in flight", count(n, "request", "requests"), key, from.UTC().Format("15:04:05.000"), secs(held))}
	}
	return unobservable("%s of one %s in flight at once at %s, the cap, but not for %s: too short to show that the crawler sends no more", count(n, "request", "requests"), key, at.UTC().Format("15:04:05.000"), secs(settle))
}

// concurrencyUnit is what the claim's concurrency cap counts (limits.concurrency_unit at its
// root), in force from the general limits where a target's sets none; "" for requests.
func (c *Claim) concurrencyUnit() string {
	if u := c.str(c.Root + "/concurrency_unit"); u != "" || c.Target == "" {
		return u
	}
	return c.str("/limits/concurrency_unit")
}

// heldAtCap finds a time from which n requests of one key were in flight together for at least
// settle (and the tolerance around it), with no other of that key sent meanwhile (maxInFlight is
// at most n): when, and for how long they stayed.
func heldAtCap(rs []Record, key string, n int, settle time.Duration, run *Run) (time.Time, time.Duration) {
	_, groups := byKey(rs, key)
	for _, g := range groups {
		for _, r := range g {
			count, until := 0, time.Time{}
			for _, o := range g {
				oe := o.Ended
				if oe.IsZero() {
					oe = run.End
				}
				if !o.At.After(r.At) && oe.After(r.At) {
					if count++; until.IsZero() || oe.Before(until) {
						until = oe
					}
				}
			}
			if held := until.Sub(r.At); count == n && held >= settle+run.Tol(r.At, until) {
				return r.At, held
			}
		}
	}
	return time.Time{}, 0
}

func scQuota(c *Claim, env Env) *Scenario {
	max := c.quotaMax()
	method := http.MethodGet
	if c.str(c.Root+"/unit") == "head-requests" {
		method = http.MethodHead
	}
	sc := &Scenario{Sites: oneSite(Site{RobotsStatus: 404})}
	// Patient where a period frees requests again; a cap per run does not.
	patient := !c.flag(c.Root+"/per_run") && c.seconds(c.Root+"/period") > 0
	n := max + 2
	if !env.InProcess {
		n = min(n, 50) // behind the proxy, a run of seconds reaches no larger cap
	}
	for i := range n {
		sc.Steps = append(sc.Steps, Step{Method: method, URL: fmt.Sprintf("http://a.example/q%d", i), Patient: patient})
	}
	return sc
}

// quotaOfJobs says why a quota that counts the requests of some jobs together
// (limits.quotas[].jobs) is not judged: the test sites' requests are no job's that the crawler
// knows. It is "" for a quota of every request.
func (c *Claim) quotaOfJobs() string {
	jobs := c.list(c.Root + "/jobs")
	if len(jobs) == 0 {
		return ""
	}
	return fmt.Sprintf("the quota counts the requests of jobs.%s together, and the test sites are no job's that the crawler knows", strings.Join(jobs, " and jobs."))
}

// quotaMax is the quota's cap: published, or the crawler's number (-1 when unknown).
func (c *Claim) quotaMax() int {
	if c.flag(c.Root + "/unpublished") {
		if n, ok := c.Counts[c.Root+"/max"]; ok {
			return n
		}
		return -1
	}
	return c.number(c.Root + "/max")
}

func judgeQuota(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	if why := c.quotaOfJobs(); why != "" {
		return unobservable("%s", why)
	}
	unit := c.str(c.Root + "/unit")
	if unit == "page-loads" {
		// A site sees requests, not which of them load with a page (new-user trial 31, F-06).
		return unobservable("a quota in page loads: a site sees requests, and only the crawler knows which of them load a page and which the resources it embeds")
	}
	if unit != "" && unit != "requests" && unit != "head-requests" {
		return unobservable("a quota in %s: only the crawler counts them", unit)
	}
	max := c.quotaMax()
	if max < 0 {
		return unobservable("the quota's cap is not published: %s", c.unknownHint())
	}
	period := c.seconds(c.Root + "/period")
	if c.flag(c.Root + "/per_run") {
		period = 0
	}
	key := c.keyOf(c.Root + "/key")
	if crawlerKey(key) && !run.InProcess {
		return unobservable("the quota is counted per %s, a key only the crawler knows", key)
	}
	countsRobots := slices.Contains(c.effective().Counts, policy.CountedRobotsTxt)
	rs := filter(run.Records, func(r Record) bool {
		if r.Reported != "" || r.Connect {
			return false
		}
		if unit == "head-requests" {
			return r.Method == http.MethodHead
		}
		return r.Path != "/robots.txt" || countsRobots
	})
	keys, groups := byKey(rs, key)
	most, from, last, later := 0, Record{}, Record{}, false
	for _, k := range keys {
		g := groups[k]
		for i := range g {
			n, l, after := 0, g[i], false
			for _, o := range g[i:] {
				if period == 0 || o.At.Sub(g[i].At) < period-run.Tol(g[i].At, o.At) {
					n, l = n+1, o
				} else {
					after = true
				}
			}
			if n > most {
				most, from, last, later = n, g[i], l, after
			}
		}
	}
	per := "in this run"
	if period > 0 {
		per = "within " + secs(period)
	}
	switch {
	case most > max:
		return failed("%s of one %s %s from %s; the page says at most %d (%s)", count(most, "request", "requests"), key, per, req(from), max, c.Root)
	case most < max:
		return unobservable("at most %s of one %s %s: the cap of %d was not reached in this run", count(most, "request", "requests"), key, per, max)
	}
	// The cap reached shows the quota only when the run went on long enough after it for one
	// more to show, or the next request of the key came after the period (new-user trial 21,
	// finding 17's audit: a crawler that makes one more request than the cap made it after the
	// run ended, and passed).
	if wait, ok := c.settled(run, last); !ok && !later {
		return unobservable("%s of one %s %s, the cap, the last %s; the run ended %s later: too soon to show that the crawler makes no more", count(most, "request", "requests"), key, per, req(last), secs(wait))
	}
	return Pass, []string{fmt.Sprintf("%s of one %s %s, the cap, and no more", count(most, "request", "requests"), key, per)}
}

func scRedirects(c *Claim, env Env) *Scenario {
	hops := c.number(c.Root + "/max_redirects")
	s := NewSites()
	page := func(w http.ResponseWriter, r *http.Request) {
		var n int
		for _, prefix := range []string{"/r/", "/s/"} {
			if _, err := fmt.Sscanf(r.URL.Path, prefix+"%d", &n); err == nil && n > 0 {
				http.Redirect(w, r, fmt.Sprintf("%s%d", prefix, n-1), http.StatusFound)
				return
			}
		}
		switch r.URL.Path {
		case "/to-secret":
			http.Redirect(w, r, s.URL("c.example", "/secret"), http.StatusFound)
		case "/to-www":
			http.Redirect(w, r, s.URL("www.a.example", "/x"), http.StatusFound)
		case "/to-other":
			http.Redirect(w, r, s.URL("b.example", "/y"), http.StatusFound)
		default:
			fmt.Fprint(w, "ok")
		}
	}
	site := Site{Robots: c.robotsFor("User-agent: *\nDisallow: /secret\n"), Page: page}
	s.Add("a.example", "127.0.0.9", site)
	s.Add("www.a.example", "127.0.0.9", site)
	s.Add("b.example", "127.0.0.9", site)
	s.Add("c.example", "127.0.0.10", site)
	sc := &Scenario{Sites: s}
	if hops > 0 {
		sc.Steps = gets(fmt.Sprintf("http://a.example/r/%d", hops), "http://a.example/to-www", "http://a.example/to-other")
	}
	sc.Steps = append(sc.Steps, gets(fmt.Sprintf("http://a.example/s/%d", hops+1))...)
	if c.flag(c.Root + "/redirects_check_robots_txt") {
		sc.Steps = append(sc.Steps, gets("http://a.example/to-secret")...)
	}
	return sc
}

func judgeRedirects(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	hops := c.number(c.Root + "/max_redirects")
	var j judgement
	rs := run.Records
	if c.str(c.Root+"/redirects") == string(policy.RedirectsNotFollowed) {
		// No redirect followed (new-user trial 29, F-12): /s/1 answers 302 to /s/0, which the
		// crawler never requests.
		switch to, from := fetched(rs, "a.example", "/s/0"), fetched(rs, "a.example", "/s/1"); {
		case len(to) > 0:
			j.fail("a redirect followed, from /s/1 to %s; the page says the crawler does not follow redirects", req(to[0]))
		case len(from) == 0:
			j.miss("/s/1, which answers with a redirect, was not requested in this run")
		default:
			if wait, ok := c.settled(run, from[0]); ok {
				j.ok("a redirect not followed (%s)", req(from[0]))
			} else {
				j.miss("a redirect (%s), and the run ended %s later: too soon to show that it is not followed", req(from[0]), secs(wait))
			}
		}
		return j.result()
	}
	if hops > 0 {
		if len(fetched(rs, "a.example", "/r/0")) > 0 {
			j.ok("a chain of %d redirects followed to its end", hops)
		} else {
			j.miss("a chain of %d redirects from /r/%d was not followed to its end", hops, hops)
		}
	}
	// "At most hops" shows only on a chain longer than that, followed to the cap and no further:
	// a chain of hops followed to its end shows that the crawler follows them, not that it
	// stops there (new-user trial 21, finding 17: a crawler that follows one more passed a run
	// that never offered it more).
	long := int(c.deriveN(c.Root+"/max_redirects", int64(hops)+1))
	switch deepest := deepestHop(rs, long); {
	case deepest > long:
		j.miss("a chain of %d redirects from /s/%d, longer than the %d the page allows, was not requested in this run", long, long, hops)
	case deepest == 0:
		last := fetched(rs, "a.example", "/s/0")
		j.fail("%d redirects followed, from /s/%d to %s; the page says at most %d", long, long, req(last[0]), hops)
	case deepest > 1:
		j.miss("a chain of %d redirects from /s/%d followed only to /s/%d in this run, short of the %d the page allows: where the crawler stops does not show", long, long, deepest, hops)
	default:
		atCap := fetched(rs, "a.example", "/s/1")[0]
		if wait, ok := c.settled(run, atCap); ok {
			j.ok("a chain of %d redirects followed to the %d the page allows and no further (%s)", long, hops, req(atCap))
		} else {
			j.miss("a chain of %d redirects followed to the %d the page allows (%s), and the run ended %s later: too soon to show that the crawler does not follow one more", long, hops, req(atCap), secs(wait))
		}
	}
	if within := c.str(c.Root + "/redirects_within"); hops > 0 && within != "" {
		www, other := fetched(rs, "www.a.example", "/x"), fetched(rs, "b.example", "/y")
		switch {
		case within == "hostname" && len(www) > 0:
			j.fail("a redirect to another host name followed (%s); the page says redirects stay within the host name", req(www[0]))
		case within != "hostname" && len(www) == 0:
			j.miss("a redirect to www.a.example, within the registrable domain, was not followed")
		case within != "hostname":
			j.ok("a redirect within the registrable domain followed (%s)", req(www[0]))
		}
		if len(other) > 0 {
			j.fail("a redirect to another registrable domain followed (%s); the page says redirects stay within the %s", req(other[0]), within)
		} else if to := fetched(rs, "a.example", "/to-other"); len(to) > 0 {
			if wait, ok := c.settled(run, to[0]); ok {
				j.ok("a redirect to another registrable domain not followed")
			} else {
				j.miss("a redirect to another registrable domain (%s), and the run ended %s later: too soon to show that it is not followed", req(to[0]), secs(wait))
			}
		}
	}
	if c.flag(c.Root + "/redirects_check_robots_txt") {
		switch secret := fetched(rs, "c.example", "/secret"); {
		case len(secret) > 0:
			j.fail("a redirect followed to %s, which its robots.txt disallows", req(secret[0]))
		case len(fetched(rs, "a.example", "/to-secret")) > 0:
			to := fetched(rs, "a.example", "/to-secret")[0]
			if wait, ok := c.settled(run, to); ok {
				j.ok("a redirect to a URL its robots.txt disallows not followed")
			} else {
				j.miss("a redirect to a URL its robots.txt disallows (%s), and the run ended %s later: too soon to show that it is not followed", req(to), secs(wait))
			}
		default:
			j.miss("/to-secret was not fetched")
		}
	}
	return j.result()
}

// cutByEnd reports whether a request that ended at end may have been ended by the run's end (the
// crawler stopped) rather than by the crawler giving up: within settleLeast and the tolerance of it.
func cutByEnd(run *Run, end time.Time) bool {
	return !run.InProcess && run.End.Sub(end) < settleLeast+run.Tol(end, run.End)
}

// deepestHop is the lowest n of /s/n on a.example the run fetched, of a chain from /s/long: 0
// when the crawler followed it to its end, long+1 when it did not request the chain at all.
func deepestHop(rs []Record, long int) int {
	deepest := long + 1
	for n := long; n >= 0; n-- {
		if len(fetched(rs, "a.example", fmt.Sprintf("/s/%d", n))) > 0 {
			deepest = n
		}
	}
	return deepest
}

// settleFor is how long a run must go on after a crawler's last request of a kind for the lack of
// a next one to show that it stopped there: twice the interval the page states for the claim's
// requests (a crawler that goes on asks at its next turn), and at least settleLeast.
func (c *Claim) settleFor() time.Duration {
	if iv := c.interval(); 2*iv > settleLeast {
		return c.fromInterval(2 * iv)
	}
	return settleLeast
}

// settleLeast is the least a run must go on after a request for the lack of a next one to count.
const settleLeast = 2 * time.Second

// settled reports how long the run went on after r was answered, and whether that is long enough
// (settleFor, and the run's tolerance) for no further request to count as the crawler's choice
// rather than the run's end.
func (c *Claim) settled(run *Run, r Record) (time.Duration, bool) {
	return wentOn(run, r, c.settleFor())
}

// wentOn reports how long the run went on after r was answered, and whether that is need or more
// (with the tolerance). In process it always is: the scenario's driver asks for each step in turn
// and ends the run when the last one's request is done, redirects, retries and all, so nothing
// the crawler would still do is cut off.
func wentOn(run *Run, r Record, need time.Duration) (time.Duration, bool) {
	wait := settleAfter(run, r)
	return wait, run.InProcess || wait >= need+run.Tol(run.End.Add(-wait), run.End)
}

// leftOut reports whether an absence on host ("/own/x not fetched") shows the crawler's choice:
// the run went on long enough after the host's last request (settled) for the next one to come.
// A run that ended before the crawler's next turn on the host shows nothing either way (new-user
// trial 24, F-10: a crawler that read robots.txt and then ignored it passed "product token" and
// "robots.txt read or not" in an 11 s run, its next page 5 s away). When it does not, why is the
// evidence of a claim not observable. A host with no request shows nothing either: the callers
// say so first (robots.txt not read).
func (c *Claim) leftOut(run *Run, host, what string) (string, bool) {
	rs := filter(run.Records, func(r Record) bool { return r.Host == host && r.Reported == "" && !r.Connect })
	if len(rs) == 0 {
		return fmt.Sprintf("%s not fetched, and nothing else of %s either", what, host), false
	}
	// The last answered; one still unanswered when the run ended settles nothing.
	last := slices.MaxFunc(rs, func(a, b Record) int {
		if za, zb := a.Ended.IsZero(), b.Ended.IsZero(); za != zb {
			if za {
				return 1
			}
			return -1
		}
		return a.Ended.Compare(b.Ended)
	})
	if wait, ok := c.settled(run, last); !ok {
		return fmt.Sprintf("%s not fetched, and the run ended %s after %s: too soon to show that the crawler leaves it out", what, secs(wait), req(last)), false
	}
	return "", true
}

// settleAfter is how long the run went on after r was answered, or gave up on.
func settleAfter(run *Run, r Record) time.Duration {
	if r.Ended.IsZero() {
		return 0 // still unanswered when the run ended
	}
	return max(run.End.Sub(r.Ended), 0)
}

func scResponseTimeout(c *Claim, env Env) *Scenario {
	d := c.seconds(c.Root)
	s := oneSite(Site{Page: func(w http.ResponseWriter, r *http.Request) { Hold(r, d+env.Hold) }})
	return &Scenario{Sites: s, Steps: gets("http://a.example/slow")}
}

func judgeResponseTimeout(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	d := c.seconds(c.Root)
	slow := fetched(run.Records, "a.example", "/slow")
	if len(slow) == 0 {
		return unobservable("the slow page was not requested")
	}
	var j judgement
	for _, r := range slow {
		end := r.Ended
		if end.IsZero() {
			end = run.End
		}
		waited := end.Sub(r.At)
		switch {
		case waited > d+run.Tol(r.At, end):
			j.fail("%s waited %s for an answer; the page says the crawler gives up after %s", req(r), secs(waited), secs(d))
		case r.Canceled && cutByEnd(run, end):
			// A crawler ended with the run closes its connections: that is no timeout of its own
			// (new-user trial 21, finding 17's audit).
			j.miss("%s: closed after %s, as the run ended; the page says the crawler gives up after %s", req(r), secs(waited), secs(d))
		case r.Canceled:
			j.ok("%s: gave up after %s; the page says %s", req(r), secs(waited), secs(d))
		default:
			j.miss("the run ended %s into a request that the page says is given up after %s", secs(waited), secs(d))
		}
	}
	return j.result()
}

// judgeTransferTimeout judges limits.transfer_timeout on the answer that never comes (the response
// timeout's scenario): the whole transfer includes that wait, so waiting longer fails the claim.
// Giving up in time shows no more than a response timeout would, and the test sites send no body
// slowly (the sites in process send a body whole), so it is not observable, never passed.
func judgeTransferTimeout(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	st, ev := judgeResponseTimeout(c, sc, run)
	if st == Pass {
		return NotObservable, append(ev, "giving up on an answer that never comes shows no more than a response timeout; no test site sends a body slowly, which would show a limit on the whole transfer")
	}
	return st, ev
}

func scConnectTimeout(c *Claim, env Env) *Scenario {
	return &Scenario{Sites: oneSite(Site{}), Steps: gets("http://a.example/"), NeverAccepts: true}
}

func judgeConnectTimeout(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	d := c.seconds(c.Root)
	var j judgement
	for _, r := range run.Records {
		if !r.Connect {
			continue
		}
		if waited := r.Ended.Sub(r.At); waited > d+run.Tol(r.At, r.Ended) {
			j.fail("a connection to %s not accepted: waited %s; the page says %s", r.Host, secs(waited), secs(d))
		} else {
			j.ok("a connection to %s not accepted: gave up after %s; the page says %s", r.Host, secs(waited), secs(d))
		}
	}
	if len(j.fails)+len(j.seen) == 0 {
		return unobservable("a connect attempt is not seen behind a proxy: the crawler connects to the proxy")
	}
	return j.result()
}

// bodyExtra is how much larger than the limit the large body is: behind the proxy far more than
// the sockets buffer, so that a crawler that reads on shows.
func bodyExtra(env Env) int {
	if env.InProcess {
		return 1024
	}
	return 64 << 20
}

// bodyExtraOf is bodyExtra for the run's environment.
func bodyExtraOf(run *Run) int { return bodyExtra(Env{InProcess: run.InProcess}) }

// bodySlack is how many bytes past the limit a crawler may take without having read them: one in
// process (the byte that shows a body is larger), the sockets' buffers behind the proxy.
func bodySlack(run *Run) int64 {
	if run.InProcess {
		return 1
	}
	return 16 << 20
}

func scBodySize(c *Claim, env Env) *Scenario {
	limit := c.number(c.Root + "/max_body_size")
	extra := bodyExtra(env)
	s := oneSite(Site{Page: func(w http.ResponseWriter, r *http.Request) {
		n, link := limit, "/kept-small"
		if r.URL.Path == "/b/big" {
			n, link = limit+extra, "/kept-big"
		} else if r.URL.Path != "/b/small" {
			fmt.Fprint(w, "ok")
			return
		}
		w.Header().Set("Content-Type", "text/html")
		head := fmt.Sprintf(`<a href="%s">kept</a>`, link)
		if len(head) > n {
			head = ""
		}
		w.Write([]byte(head))
		pad := make([]byte, 32<<10)
		for i := range pad {
			pad[i] = ' '
		}
		for left := n - len(head); left > 0; left -= len(pad) {
			if _, err := w.Write(pad[:min(left, len(pad))]); err != nil {
				return
			}
		}
	}})
	return &Scenario{Sites: s, Steps: []Step{{URL: "http://a.example/b/small", Follow: true}, {URL: "http://a.example/b/big", Follow: true}}}
}

func judgeBodySize(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	limit := int64(c.number(c.Root + "/max_body_size"))
	truncated := c.str(c.Root+"/larger_bodies") == string(policy.LargerBodiesTruncated)
	var j judgement
	rs := run.Records
	// What the crawler does with the large body shows only if the run went on after it (new-user
	// trial 21, finding 17's audit: a crawler still reading it, or about to follow its link, when
	// the run ended passed).
	early := false
	for _, r := range fetched(rs, "a.example", "/b/big") {
		wait, ok := c.settled(run, r)
		switch {
		case r.Bytes > limit+bodySlack(run):
			j.fail("%s: took %d bytes of a body of more than %d; the page says no more than %d bytes are downloaded", req(r), r.Bytes, limit, limit)
		case !ok:
			early = true
			j.miss("%s: the run ended %s after the large body's request ended, too soon to show what the crawler does with it", req(r), secs(wait))
		case r.Bytes >= 0:
			// Past the limit, what the proxy wrote into the sockets' buffers before the crawler
			// closed the connection, not what it read (bodySlack): said so, since a number above
			// the limit reads as a failure (newuser13 #11).
			if r.Bytes > limit {
				j.ok("%s: the crawler closed the connection after the proxy had sent %d bytes of a body of %d; the bytes past the limit of %d are what the sockets buffer (up to %d bytes), not what the crawler read", req(r), r.Bytes, c.deriveN(c.Root+"/max_body_size", limit+int64(bodyExtraOf(run))), limit, bodySlack(run))
			} else {
				j.ok("%s: took %d bytes of a body of %d, within the limit of %d", req(r), r.Bytes, c.deriveN(c.Root+"/max_body_size", limit+int64(bodyExtraOf(run))), limit)
			}
		}
	}
	big := len(fetched(rs, "a.example", "/b/big")) > 0
	kept := fetched(rs, "a.example", "/kept-big")
	switch {
	case !big:
		j.miss("the large body was not requested")
	case early && len(kept) == 0:
		// said above: too soon to show whether its link is followed
	case truncated && len(kept) == 0:
		j.miss("no sign that the first %d bytes of a larger body were used (its link /kept-big was not followed)", limit)
	case truncated:
		j.ok("the first %d bytes of a larger body used: its link followed (%s)", limit, req(kept[0]))
	case len(kept) > 0:
		j.fail("a body over %d bytes was used: its link was followed (%s); the page says it is abandoned", limit, req(kept[0]))
	default:
		j.ok("a body over %d bytes not used (its link /kept-big not followed)", limit)
	}
	if small := fetched(rs, "a.example", "/kept-small"); len(small) > 0 {
		j.ok("a body of exactly %d bytes used (its link followed)", limit)
	} else {
		j.miss("a body of exactly %d bytes was not used (its link /kept-small was not followed)", limit)
	}
	return j.result()
}

func scConditional(c *Claim, env Env) *Scenario {
	s := oneSite(Site{Page: func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("ETag", `"e1"`)
		w.Header().Set("Last-Modified", "Wed, 02 Dec 2026 09:00:00 GMT")
		if r.Header.Get("If-None-Match") == `"e1"` {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		fmt.Fprint(w, "ok")
	}})
	return &Scenario{Sites: s, Steps: gets("http://a.example/doc", "http://a.example/doc"), Validators: true}
}

func judgeConditional(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	docs := fetched(run.Records, "a.example", "/doc")
	if len(docs) < 2 {
		return unobservable("/doc fetched %s: a conditional request shows on a second fetch", times(len(docs)))
	}
	var j judgement
	for _, h := range c.list(c.Root) {
		if docs[1].Header.Get(h) == "" {
			j.fail("%s, a second fetch of a page that sent its validators, without %s; the page says it is sent", req(docs[1]), h)
		} else {
			j.ok("%s sent %s: %s", req(docs[1]), h, docs[1].Header.Get(h))
		}
	}
	return j.result()
}

func scCounts(c *Claim, env Env) *Scenario {
	s := oneSite(Site{Page: func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/hop" {
			http.Redirect(w, r, "/landed", http.StatusFound)
			return
		}
		fmt.Fprint(w, "ok")
	}})
	switch c.str(c.Root) {
	case "redirects":
		return &Scenario{Sites: s, Steps: gets("http://a.example/hop")}
	case "pagination":
		return &Scenario{Sites: s, Steps: gets("http://a.example/list?page=1", "http://a.example/list?page=2")}
	}
	return &Scenario{Sites: s, Steps: gets("http://a.example/first")}
}

func judgeCounts(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	iv := c.interval()
	what := c.str(c.Root)
	var pair []Record
	switch what {
	case "robots-txt":
		pair = append(fetched(run.Records, "a.example", "/robots.txt"), fetched(run.Records, "a.example", "/first")...)
	case "redirects":
		pair = append(fetched(run.Records, "a.example", "/hop"), fetched(run.Records, "a.example", "/landed")...)
	case "pagination":
		pair = append(fetched(run.Records, "a.example", "/list?page=1"), fetched(run.Records, "a.example", "/list?page=2")...)
	default:
		return unobservable("no scripted site makes %q show", what)
	}
	if len(pair) < 2 {
		return unobservable("the two requests that show whether %s count were not both sent", what)
	}
	if gap := pair[1].At.Sub(pair[0].At); gap < iv-run.Tol(pair[0].At, pair[1].At) {
		return failed("%s and %s %s apart; the page says %s count against the interval of %s", req(pair[0]), req(pair[1]), secs(gap), what, secs(iv))
	}
	return Pass, []string{fmt.Sprintf("%s and %s %s apart: %s count against the interval of %s", req(pair[0]), req(pair[1]), secs(pair[1].At.Sub(pair[0].At)), what, secs(iv))}
}

func scCoordination(c *Claim, env Env) *Scenario {
	return &Scenario{Sites: oneSite(Site{}), Steps: gets("http://a.example/p0", "http://a.example/p1", "http://a.example/p2"), StoreDown: true}
}

func judgeCoordination(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	if !run.InProcess {
		return unobservable("the crawler's shared store cannot be stopped from outside the crawler")
	}
	pages := pagesOf(run.Records)
	fallback := c.str("/limits/on_coordination_failure")
	if fallback == "" {
		if len(pages) > 0 {
			return failed("%s while the shared store was down; the page publishes no fallback", req(pages[0]))
		}
		return Pass, []string{"nothing sent while the shared store was down, as no fallback is published"}
	}
	var j judgement
	spacing(&j, pages, "hostname", c.interval(), run, "/limits/on_coordination_failure")
	return j.result()
}

// --- robots.txt ---

// robotsCopies returns the reads of robots.txt of host that were answered 200, in order.
func robotsReads(rs []Record, host string) []Record { return fetched(rs, host, "/robots.txt") }

func scRobotsCache(c *Claim, env Env) *Scenario {
	life := c.robotsLife()
	s := NewSites()
	for _, h := range []string{"a.example", "b.example"} {
		s.Add(h, "", &RobotsSite{Body: c.robotsFor("User-agent: *\nDisallow: /old\n"), Later: c.robotsFor("User-agent: *\nDisallow: /new\n"), ChangeAfter: max(life-time.Second, time.Millisecond)})
	}
	steps := gets("http://a.example/old", "http://a.example/x")
	if life > 0 {
		steps = append(steps, Step{URL: "http://a.example/y", SleepUntil: life - time.Second}, Step{URL: "http://a.example/new", SleepUntil: life + time.Second})
	} else {
		steps = append(steps, Step{URL: "http://a.example/new", Sleep: time.Second})
	}
	steps = append(steps, gets("http://b.example/x")...)
	if c.stopsOnDisallow() {
		// The first address refused would stop the rest (on_disallow): the disallowed ones come
		// last, b.example's before them.
		n := len(steps)
		steps = slices.Concat(steps[1:n-2], steps[n-1:], steps[n-2:n-1], steps[:1])
	}
	return &Scenario{Sites: s, Steps: steps, VaryKeys: true}
}

// robotsLife is how long a copy of robots.txt may be used: the shorter of cache_for and
// takes_effect_within (0 when neither is stated). Whenever robots.txt is read ("check"), a fetch
// is checked against a copy no older than that.
func (c *Claim) robotsLife() time.Duration {
	life := c.seconds("/robots_txt/cache_for")
	if t := c.seconds("/robots_txt/takes_effect_within"); t > 0 && (life == 0 || t < life) {
		life = t
	}
	return life
}

// judgeRobotsCache wants every page fetched with a copy of its host's robots.txt read before it,
// no older than the copy's lifetime, and allowed by it. Behind the proxy the first two hold for
// the pages of every claim's sites too (Run.Others, where the crawler followed a link of the start
// page: a redirect's target or a resource a page embeds may be exempt from robots.txt), so that
// a crawler that spent its run on other claims' sites still shows them; what robots.txt allows is
// judged on this claim's own sites, whose robots.txt is read as the page says the agent reads it
// (allows: its group matching, and the "*" group ignored where it says so).
func judgeRobotsCache(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	life := c.robotsLife()
	var j judgement
	oldest := time.Duration(0)
	type host struct {
		name         string
		reads, pages []Record
		own          bool
	}
	var hosts []host
	for _, h := range sc.Sites.Hosts() {
		hosts = append(hosts, host{h, robotsReads(run.Records, h), pagesOf(filter(run.Records, onHost(h))), true})
	}
	linked := filter(pagesOf(run.Others), func(r Record) bool { return r.Linked && !strings.HasPrefix(r.Path, resourcePath) })
	names, groups := byKey(linked, "hostname")
	for _, h := range names {
		hosts = append(hosts, host{h, robotsReads(run.Others, h), groups[h], false})
	}
	fetchedFrom := 0
	for _, h := range hosts {
		if len(h.pages) > 0 {
			fetchedFrom++
		}
		for _, p := range h.pages {
			var copy *Record
			for i := range h.reads {
				if !h.reads[i].At.After(p.At) {
					copy = &h.reads[i]
				}
			}
			if copy == nil {
				j.fail("%s before robots.txt of %s was read; the page says it is read before the first fetch", req(p), h.name)
				continue
			}
			age := p.At.Sub(copy.At)
			if life > 0 && age > life+run.Tol(copy.At, p.At) {
				j.fail("%s with a copy of robots.txt read %s before; the page says a copy is used for at most %s", req(p), secs(age), secs(life))
				continue
			}
			oldest = max(oldest, age)
			if h.own && copy.Status == http.StatusOK && !c.allows(copy.Body, p.Path) {
				j.fail("%s, which robots.txt as read at %s disallows", req(p), copy.At.UTC().Format("15:04:05.000"))
			}
		}
	}
	if n := len(j.fails); n > 5 {
		// The first five, this claim's own sites first: a crawler that never reads robots.txt
		// breaks it on every page of every site.
		j.fails = append(j.fails[:5], fmt.Sprintf("… and %d more pages that break it", n-5))
	}
	if len(j.fails) > 0 {
		return j.result()
	}
	if fetchedFrom == 0 {
		return unobservable("no page fetched")
	}
	j.ok("robots.txt read before the first fetch of each host (%s); every page fetched with a copy at most %s old", count(fetchedFrom, "host", "hosts"), secs(oldest))
	// With no lifetime stated, the page says only when robots.txt is read, which was seen kept:
	// a pass (new-user trial 20, finding 20: it was not observable, though the same claim fails).
	if life > 0 && run.End.Sub(run.Start) < life {
		j.miss("a copy's lifetime of %s was not reached in this run (%s)", secs(life), runLength(run.End.Sub(run.Start)))
	}
	return j.result()
}

func scRobotsSize(c *Claim, env Env) *Scenario {
	limit := c.number(c.Root)
	pad := strings.Repeat("#\n", limit/2)
	s := oneSite(Site{Robots: c.robotsFor("User-agent: *\nDisallow: /early\n" + pad + "Disallow: /late\n")})
	return &Scenario{Sites: s, Steps: gets("http://a.example/early", "http://a.example/late"), VaryKeys: true}
}

func judgeRobotsSize(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	limit := c.number(c.Root)
	var j judgement
	if e := fetched(run.Records, "a.example", "/early"); len(e) > 0 {
		j.fail("%s, which a rule within the first %d bytes of robots.txt disallows", req(e[0]), limit)
	}
	if l := fetched(run.Records, "a.example", "/late"); len(l) > 0 {
		j.ok("%s: a rule past the first %d bytes of robots.txt not applied", req(l[0]), limit)
	} else {
		j.miss("/late, disallowed only past the first %d bytes of robots.txt, was not fetched", limit)
	}
	return j.result()
}

// robotsChain serves robots.txt behind hops redirects (/robots.txt, /r1.txt, … /rN.txt), the
// last one answering body.
func robotsChain(hops int, body string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := 0
		if r.URL.Path != "/robots.txt" {
			if _, err := fmt.Sscanf(r.URL.Path, "/r%d.txt", &n); err != nil {
				fmt.Fprint(w, "ok")
				return
			}
		}
		if n < hops {
			http.Redirect(w, r, fmt.Sprintf("/r%d.txt", n+1), http.StatusMovedPermanently)
			return
		}
		fmt.Fprint(w, body)
	})
}

// scRobotsRedirects serves robots.txt behind as many redirects as the page says are followed
// (a.example), and behind one more (b.example).
func scRobotsRedirects(c *Claim, env Env) *Scenario {
	max := c.number(c.Root)
	s := NewSites()
	body := c.robotsFor("User-agent: *\nDisallow: /private\n")
	s.Add("a.example", "127.0.0.9", robotsChain(max, body))
	s.Add("b.example", "127.0.0.10", robotsChain(max+1, body))
	return &Scenario{Sites: s, Steps: gets("http://a.example/private/x", "http://b.example/private/x"), VaryKeys: true}
}

func judgeRobotsRedirects(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	max := c.number(c.Root)
	c.deriveN(c.Root, int64(max)+1)
	var j judgement
	if r := fetched(run.Records, "a.example", "/private/x"); len(r) > 0 {
		j.fail("%s, which robots.txt disallows behind %d redirects; the page says %d are followed", req(r[0]), max, max)
	} else if len(fetched(run.Records, "a.example", fmt.Sprintf("/r%d.txt", max))) > 0 || max == 0 {
		j.ok("robots.txt behind %d redirects read and applied", max)
	} else {
		j.miss("robots.txt of a.example was not followed through its %d redirects", max)
	}
	if r := fetched(run.Records, "b.example", fmt.Sprintf("/r%d.txt", max+1)); len(r) > 0 {
		j.fail("%s: %d redirects followed for robots.txt; the page says at most %d (RFC 9309 §2.3.1.2)", req(r[0]), max+1, max)
	}
	private := fetched(run.Records, "b.example", "/private/x")
	switch unavailable := c.str("/robots_txt/unavailable"); {
	case unavailable == "disallow-all" && len(private) > 0:
		j.fail("%s while robots.txt was behind more redirects than the page says are followed, which makes it unavailable and everything disallowed", req(private[0]))
	case unavailable != "disallow-all" && len(private) == 0:
		j.miss("b.example/private/x, allowed once robots.txt behind %d redirects counts as unavailable, was not fetched", max+1)
	case len(j.fails) > 0:
	case len(fetched(run.Records, "b.example", "/robots.txt")) == 0:
		j.miss("robots.txt of b.example, behind %d redirects, was not requested", max+1)
	case len(fetched(run.Records, "b.example", fmt.Sprintf("/r%d.txt", max))) == 0 && max > 0:
		// Not followed to its end shows only where the crawler followed it to the cap (new-user
		// trial 21, finding 17's audit: a crawler that never reached b.example passed).
		j.miss("robots.txt of b.example, behind %d redirects, was not followed to the %d the page allows", max+1, max)
	default:
		atCap := fetched(run.Records, "b.example", "/robots.txt")
		if max > 0 {
			atCap = fetched(run.Records, "b.example", fmt.Sprintf("/r%d.txt", max))
		}
		if wait, ok := c.settled(run, atCap[0]); ok || len(private) > 0 {
			j.ok("robots.txt behind %d redirects not followed to its end: it counts as unavailable", max+1)
		} else {
			j.miss("robots.txt of b.example followed to the %d redirects the page allows (%s), and the run ended %s later: too soon to show that the crawler does not follow one more", max, req(atCap[0]), secs(wait))
		}
	}
	return j.result()
}

func scUnavailableStatus(c *Claim, env Env) *Scenario {
	return &Scenario{Sites: oneSite(Site{RobotsStatus: c.number(c.Root)}), Steps: gets("http://a.example/x")}
}

func judgeUnavailableStatus(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	status := c.number(c.Root)
	if x := fetched(run.Records, "a.example", "/x"); len(x) > 0 {
		return failed("%s while robots.txt answered %d; the page says %d counts as unreachable", req(x[0]), status, status)
	}
	if len(robotsReads(run.Records, "a.example")) == 0 {
		return unobservable("robots.txt of a.example was not read")
	}
	return Pass, []string{fmt.Sprintf("robots.txt answered %d, and nothing else of the host was fetched", status)}
}

// outcomeStatus is the status of robots.txt that makes the claim's outcome happen: 404 for
// unavailable, 500 for unreachable.
func outcomeStatus(c *Claim) int {
	if strings.HasSuffix(c.Root, "/unreachable") {
		return 500
	}
	return 404
}

func scOutcome(c *Claim, env Env) *Scenario {
	return &Scenario{Sites: oneSite(Site{RobotsStatus: outcomeStatus(c)}), Steps: gets("http://a.example/x"), VaryKeys: true}
}

func judgeOutcome(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	status := outcomeStatus(c)
	x := fetched(run.Records, "a.example", "/x")
	if len(robotsReads(run.Records, "a.example")) == 0 {
		return unobservable("robots.txt of a.example was not read")
	}
	switch c.str(c.Root) {
	case "allow-all":
		if len(x) == 0 {
			return unobservable("robots.txt answered %d, and /x, which the page says is then allowed, was not fetched", status)
		}
		return Pass, []string{fmt.Sprintf("robots.txt answered %d: %s, as the page says everything is allowed", status, req(x[0]))}
	case "disallow-all":
		if len(x) > 0 {
			return failed("%s while robots.txt answered %d; the page says nothing is fetched then", req(x[0]), status)
		}
		if why, ok := c.leftOut(run, "a.example", "/x"); !ok {
			return unobservable("robots.txt answered %d; %s", status, why)
		}
		return Pass, []string{fmt.Sprintf("robots.txt answered %d, and nothing else of the host was fetched", status)}
	}
	return unobservable("no scripted site shows %q", c.str(c.Root))
}

func scUnreachable(c *Claim, env Env) *Scenario {
	s := NewSites()
	s.Add("a.example", "", &RobotsSite{Statuses: []int{200, 503}, Body: c.robotsFor("User-agent: *\nDisallow: /no\n")})
	s.Add("b.example", "", &RobotsSite{Statuses: []int{503}})
	sc := &Scenario{Sites: s, VaryKeys: true, Steps: gets("http://b.example/x")}
	if retry := c.seconds("/robots_txt/retry_unreachable"); retry > 0 {
		sc.Steps = append(sc.Steps, Step{URL: "http://b.example/x2", SleepUntil: retry + time.Second, Patient: true})
	}
	if c.flag("/robots_txt/keep_last_good") {
		sc.Steps = append(sc.Steps, Step{URL: "http://a.example/x"},
			Step{URL: "http://a.example/yes", Sleep: c.seconds("/robots_txt/cache_for") + time.Second, Patient: true},
			Step{URL: "http://a.example/no", Patient: true})
		if d := c.seconds("/robots_txt/keep_last_good_for"); d > 0 {
			sc.Steps = append(sc.Steps, Step{URL: "http://a.example/yes-later", Sleep: d, Patient: true})
		}
	}
	return sc
}

func judgeUnreachable(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	var j judgement
	rs := run.Records
	bReads := robotsReads(rs, "b.example")
	bPages := pagesOf(filter(rs, onHost("b.example")))
	switch {
	case len(bPages) > 0:
		j.fail("%s while its robots.txt was unreachable and no copy was at hand; the page says nothing is fetched then (%s)", req(bPages[0]), c.str("/robots_txt/fallback"))
	case len(bReads) == 0:
		j.miss("robots.txt of b.example was not read")
	default:
		if why, ok := c.leftOut(run, "b.example", "/x"); !ok {
			j.miss("robots.txt of b.example unreachable; %s", why)
		} else {
			j.ok("robots.txt of b.example unreachable, no copy at hand: nothing else of it fetched")
		}
	}
	if retry := c.seconds("/robots_txt/retry_unreachable"); retry > 0 {
		switch {
		case len(bReads) < 2:
			j.miss("an unreachable robots.txt was not requested again in this run")
		case bReads[1].At.Sub(bReads[0].At) < retry-run.Tol(bReads[0].At, bReads[1].At):
			j.fail("an unreachable robots.txt requested again after %s; the page says at least %s", secs(bReads[1].At.Sub(bReads[0].At)), secs(retry))
		default:
			j.ok("an unreachable robots.txt requested again after %s (at least %s)", secs(bReads[1].At.Sub(bReads[0].At)), secs(retry))
		}
	}
	if c.flag("/robots_txt/keep_last_good") {
		aReads := robotsReads(rs, "a.example")
		if no := fetched(rs, "a.example", "/no"); len(no) > 0 {
			j.fail("%s, which the last good copy of robots.txt disallows", req(no[0]))
		}
		yes := fetched(rs, "a.example", "/yes")
		switch {
		case len(aReads) < 2:
			j.miss("robots.txt of a.example was not read again after its copy expired")
		case len(yes) == 0 && c.pausesOn("robots-txt-unreachable"):
			j.ok("robots.txt unreachable past its copy's lifetime: the pause the page states for it holds the host, /no not fetched")
		case len(yes) == 0:
			j.miss("/yes, allowed by the last good copy, was not fetched while robots.txt was unreachable")
		default:
			j.ok("robots.txt unreachable past its copy's lifetime: the last good copy kept in force (%s; /no not fetched)", req(yes[0]))
		}
		if d := c.seconds("/robots_txt/keep_last_good_for"); d > 0 && len(aReads) > 0 {
			for _, r := range fetched(rs, "a.example", "/yes-later") {
				if age := r.At.Sub(aReads[0].At); age > d+run.Tol(aReads[0].At, r.At) {
					j.fail("%s, %s after the last good copy was read, while robots.txt was unreachable; the page says the copy stays in force for at most %s", req(r), secs(age), secs(d))
				}
			}
			if len(fetched(rs, "a.example", "/yes-later")) == 0 && run.End.Sub(aReads[0].At) > d {
				j.ok("past %s after the last good copy was read, nothing more of a.example fetched", secs(d))
			}
		}
	}
	return j.result()
}

// pausesOn reports whether a reaction of the whole policy pauses on the event.
func (c *Claim) pausesOn(event string) bool {
	for i := 0; c.has(fmt.Sprintf("/errors/reactions/%d", i)); i++ {
		if slices.Contains(c.list(fmt.Sprintf("/errors/reactions/%d/on", i)), event) && !c.has(fmt.Sprintf("/errors/reactions/%d/jobs/0", i)) {
			return true
		}
	}
	return false
}

// crawlDelays are the Crawl-delays the scripted sites publish, one host each.
func (c *Claim) crawlDelays() []time.Duration {
	iv := c.interval()
	least := c.seconds("/robots_txt/crawl_delay_min")
	var out []time.Duration
	for _, d := range []time.Duration{iv / 2, iv + 7*time.Second, iv + 7*time.Hour, iv + 7500*time.Millisecond} {
		if d > 0 {
			out = append(out, c.fromInterval(d))
		}
	}
	if least > 0 {
		out = append(out, c.derive("/robots_txt/crawl_delay_min", least/2))
	}
	return out
}

func scCrawlDelay(c *Claim, env Env) *Scenario {
	s := NewSites()
	sc := &Scenario{Sites: s, VaryKeys: true}
	for i, d := range c.crawlDelays() {
		host := fmt.Sprintf("cd%d.example", i)
		secs := strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
		s.Add(host, fmt.Sprintf("127.0.1.%d", i+1), Site{Robots: "User-agent: " + c.token() + "\nCrawl-delay: " + secs + "\nAllow: /\n"})
		for p := range 3 {
			sc.Steps = append(sc.Steps, Step{URL: fmt.Sprintf("http://%s/p%d", host, p), Patient: true})
		}
	}
	return sc
}

// capSlack is how much longer than a capped wait (a Crawl-delay or a Retry-After above its cap)
// the crawler may wait and still show the cap: a tenth of it, and at least a second (a crawler
// that keeps the cap waits it and the time its request takes).
func capSlack(capd time.Duration) time.Duration { return max(capd/10, time.Second) }

// obeyed is the wait of a crawler that obeys a Crawl-delay up to a cap (capd, none when zero).
func obeyed(delay, capd time.Duration) time.Duration {
	if capd > 0 && delay > capd {
		return capd
	}
	return delay
}

func judgeCrawlDelay(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	iv := c.interval()
	handling := c.str("/robots_txt/crawl_delay")
	capd := c.seconds("/robots_txt/crawl_delay_max")
	above := c.str("/robots_txt/crawl_delay_above_max")
	least := c.seconds("/robots_txt/crawl_delay_min")
	whole := c.flag("/robots_txt/crawl_delay_whole_seconds")
	if k := c.str("/robots_txt/crawl_delay_key"); k != "" && k != "hostname" {
		return unobservable("Crawl-delay per %s: the scripted sites publish one per host name", k)
	}
	var j judgement
	for i, delay := range c.crawlDelays() {
		host := fmt.Sprintf("cd%d.example", i)
		want, capped := iv, false
		if handling != "ignored" && (!whole || delay%time.Second == 0) {
			d := max(delay, least)
			if capd > 0 && d > capd && above == "" {
				// The page says nothing of a value above the cap (crawl_delay_above_max unset:
				// new-user trial 20, finding 18), so nothing the crawler does with it is judged.
				j.ok("Crawl-delay %s on %s: not judged, since the page says nothing of a value above %s", secs(delay), host, secs(capd))
				continue
			}
			switch {
			case capd > 0 && d > capd && above == string(policy.CrawlDelayAboveMaxIgnored):
				d = 0
			case capd > 0 && d > capd:
				d, capped = capd, true
			}
			want = max(iv, d)
		}
		g := pagesOf(filter(run.Records, onHost(host)))
		if len(g) < 2 {
			j.miss("Crawl-delay %s on %s: fewer than two pages fetched", secs(delay), host)
			continue
		}
		closest, widest := time.Duration(-1), time.Duration(0)
		var tol time.Duration // the tolerance of the closest two pages (Run.Tol)
		for k := 1; k < len(g); k++ {
			gap := g[k].At.Sub(g[k-1].At)
			if closest < 0 || gap < closest {
				closest, tol = gap, run.Tol(g[k-1].At, g[k].At)
			}
			widest = max(widest, gap)
		}
		switch {
		case closest < want-tol:
			j.fail("Crawl-delay %s on %s: pages %s apart; the page says %s then (%s)", secs(delay), host, secs(closest), secs(want), handling)
		case want < delay && closest >= obeyed(delay, capd)-tol && obeyed(delay, capd) > want:
			j.fail("Crawl-delay %s on %s: pages %s apart, as if it were obeyed; the page says such a Crawl-delay is not obeyed beyond %s", secs(delay), host, secs(closest), secs(want))
		case capped && closest > want+capSlack(want)+tol:
			// Pages further apart than the cap do not show the cap (new-user trial 21, finding
			// 17's audit: a crawler that caps a Crawl-delay at twice the number passed).
			j.miss("Crawl-delay %s on %s: pages %s apart at the closest, longer than the %s the page says it counts as: the cap does not show", secs(delay), host, secs(closest), secs(want))
		default:
			j.ok("Crawl-delay %s on %s: pages %s apart at the closest (the page says %s)", secs(delay), host, secs(closest), secs(want))
		}
	}
	return j.result()
}

func scRules(c *Claim, env Env) *Scenario {
	s := oneSite(Site{Robots: "User-agent: " + c.token() + "\nDisallow: /*.pdf$\nDisallow: /private/\n"})
	return &Scenario{Sites: s, Steps: gets("http://a.example/private/a", "http://a.example/a.pdf", "http://a.example/a.pdf?x=1", "http://a.example/public"), VaryKeys: true}
}

func judgeRules(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	var j judgement
	for _, p := range []string{"/private/a", "/a.pdf"} {
		if r := fetched(run.Records, "a.example", p); len(r) > 0 {
			j.fail("%s, which robots.txt disallows (Disallow: /private/, Disallow: /*.pdf$)", req(r[0]))
		}
	}
	if len(j.fails) > 0 {
		return j.result()
	}
	for _, p := range []string{"/a.pdf?x=1", "/public"} {
		if len(fetched(run.Records, "a.example", p)) == 0 {
			j.miss("%s, which robots.txt allows, was not fetched", p)
		}
	}
	if len(robotsReads(run.Records, "a.example")) > 0 && len(j.unseen) == 0 {
		if why, ok := c.leftOut(run, "a.example", "/private/a, /a.pdf"); !ok {
			j.miss("%s", why)
		} else {
			j.ok("nothing fetched that robots.txt disallows (/private/a, /a.pdf), and what it allows fetched")
		}
	}
	return j.result()
}

func scNotRead(c *Claim, env Env) *Scenario {
	return &Scenario{Sites: oneSite(Site{Robots: c.robotsFor("User-agent: *\nDisallow: /\n")}), Steps: gets("http://a.example/tile"), VaryKeys: true}
}

func judgeNotRead(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	reads := robotsReads(run.Records, "a.example")
	if c.str(c.Root) == "read" {
		// agents.X.robots_txt = "read": robots.txt, which disallows everything, is obeyed.
		if tile := fetched(run.Records, "a.example", "/tile"); len(tile) > 0 {
			return failed("%s; robots.txt disallows everything and the page says %s obeys it", req(tile[0]), c.Agent)
		}
		if len(reads) == 0 {
			return unobservable("robots.txt of a.example was not read")
		}
		if why, ok := c.leftOut(run, "a.example", "/tile, which it disallows,"); !ok {
			return unobservable("%s; %s", req(reads[0]), why)
		}
		return Pass, []string{fmt.Sprintf("%s, and /tile, which it disallows, not fetched", req(reads[0]))}
	}
	if c.str(c.Root) != "not-read" {
		return unobservable("no scripted site shows %q", c.str(c.Root))
	}
	// An agent that reads robots.txt for its Crawl-delay alone (agents.X.crawl_delay =
	// "applied") reads it, and obeys none of its rules.
	delayOnly := false
	if a, ok := c.Policy.Agents.Get(c.Agent); ok && strings.HasPrefix(c.Root, "/agents/") {
		delayOnly = a.CrawlDelay == policy.AppliedYes
	}
	if len(reads) > 0 && !delayOnly {
		return failed("%s; the page says these sites' robots.txt is not read", req(reads[0]))
	}
	tile := fetched(run.Records, "a.example", "/tile")
	if len(tile) == 0 {
		return unobservable("/tile was not fetched")
	}
	if delayOnly && len(reads) > 0 {
		return Pass, []string{fmt.Sprintf("%s though robots.txt disallows everything; robots.txt read for its Crawl-delay alone, as the page says", req(tile[0]))}
	}
	return Pass, []string{fmt.Sprintf("%s without reading robots.txt, which disallows everything", req(tile[0]))}
}

// jobCrawlDelay is the Crawl-delay the scripted site of a job that does not obey robots.txt
// publishes: longer than the job's interval, so that spacing by it shows.
func (c *Claim) jobCrawlDelay() time.Duration {
	return c.fromInterval(c.interval() + 7*time.Second)
}

// scJobNotObeying: a site whose robots.txt disallows everything, with a Crawl-delay, and three
// pages asked for one after another by the job that does not obey robots.txt.
func scJobNotObeying(c *Claim, env Env) *Scenario {
	secs := strconv.FormatFloat(c.jobCrawlDelay().Seconds(), 'f', -1, 64)
	s := oneSite(Site{Robots: c.robotsFor("User-agent: *\nCrawl-delay: " + secs + "\nDisallow: /\n")})
	steps := gets("http://a.example/p0", "http://a.example/p1", "http://a.example/p2")
	for i := range steps {
		steps[i].Patient = true
	}
	return &Scenario{Sites: s, Steps: steps, VaryKeys: true}
}

// The resources a page embeds: embeddedPage embeds a script that robots.txt disallows
// (embeddedNo) and a script and a style sheet it allows (embeddedOK).
const embeddedPage = "/page"

var (
	embeddedNo = resourcePath + "no/x.js"
	embeddedOK = []string{resourcePath + "ok/a.js", resourcePath + "ok/b.css"}
)

// embeddedDelay is the Crawl-delay of the robots.txt of scEmbedded, where the page says one
// spaces the resources a page embeds too; 0 where it says nothing of it.
func (c *Claim) embeddedDelay() time.Duration {
	if c.str(c.Root+"/crawl_delay") != string(policy.AppliedYes) {
		return 0
	}
	return 2 * time.Second
}

// scEmbedded: a page that embeds a script robots.txt disallows and two resources it allows, each
// asked for as a browser loads them after the page, the disallowed one last (an on_disallow that
// stops more would stop the rest); where a Crawl-delay spaces them, robots.txt has one.
func scEmbedded(c *Claim, env Env) *Scenario {
	robotsTxt := "User-agent: *\nDisallow: " + resourcePath + "no/\n"
	if d := c.embeddedDelay(); d > 0 {
		robotsTxt += "Crawl-delay: " + strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + "\n"
	}
	s := oneSite(Site{Robots: c.robotsFor(robotsTxt), Page: func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != embeddedPage {
			fmt.Fprint(w, "ok")
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, "<!doctype html>\n<title>embeds</title>\n<link rel=\"stylesheet\" href=\"%s\">\n<script src=\"%s\"></script>\n<script src=\"%s\"></script>\n", embeddedOK[1], embeddedOK[0], embeddedNo)
	}})
	steps := []Step{{URL: "http://a.example" + embeddedPage, Patient: true}}
	for _, p := range append(slices.Clone(embeddedOK), embeddedNo) {
		steps = append(steps, Step{URL: "http://a.example" + p, Embedded: true, Patient: true})
	}
	return &Scenario{Sites: s, Steps: steps, VaryKeys: true}
}

// judgeEmbedded: with robots.txt read for them, the resources robots.txt allows fetched and the
// one it disallows not (new-user trial 20, finding 12); not read, the disallowed one fetched; a
// Crawl-delay applied to them, the page and its resources no closer than it (capped as the page
// says). A Crawl-delay not applied lets them come sooner, which no request can break.
func judgeEmbedded(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	page := fetched(run.Records, "a.example", embeddedPage)
	if len(page) == 0 {
		return unobservable("the page that embeds them (%s) was not fetched", embeddedPage)
	}
	rs := pagesOf(filter(run.Records, onHost("a.example")))
	var ok, no []Record
	for _, r := range rs {
		switch {
		case r.Path == embeddedNo:
			no = append(no, r)
		case slices.Contains(embeddedOK, r.Path):
			ok = append(ok, r)
		}
	}
	var j judgement
	switch c.str(c.Root + "/robots_txt") {
	case string(policy.RobotsUseRead):
		switch {
		case len(no) > 0:
			j.fail("%s, a script that %s embeds and robots.txt disallows; the page says robots.txt applies to the resources a page embeds too", req(no[0]), embeddedPage)
		case len(ok) == 0:
			j.miss("no resource that %s embeds was fetched: whether robots.txt holds them does not show", embeddedPage)
		default:
			j.ok("%s, a resource that %s embeds, fetched, and %s, which robots.txt disallows, not", req(ok[0]), embeddedPage, embeddedNo)
		}
	case string(policy.RobotsUseNotRead):
		if len(no) > 0 {
			j.ok("%s fetched though robots.txt disallows it: the page says robots.txt is not read for the resources a page embeds", req(no[0]))
		} else {
			j.miss("%s, which robots.txt disallows, was not fetched: whether robots.txt is read for the resources a page embeds does not show", embeddedNo)
		}
	}
	switch c.str(c.Root + "/crawl_delay") {
	case string(policy.AppliedYes):
		e, _ := c.Policy.Effective(c.Agent, c.Target, c.Job)
		if e.RobotsTxt.CrawlDelay == policy.CrawlDelayIgnored {
			break
		}
		c.note(e.RobotsTxt.Pointer("crawl_delay_min"))
		c.note(e.RobotsTxt.Pointer("crawl_delay_max"))
		want := obeyed(max(c.embeddedDelay(), e.RobotsTxt.CrawlDelayMin.Duration), e.RobotsTxt.CrawlDelayMax.Duration)
		seq := append(slices.Clone(page[:1]), ok...)
		slices.SortStableFunc(seq, func(a, b Record) int { return a.At.Compare(b.At) })
		if len(seq) < 2 {
			j.miss("no resource that %s embeds was fetched: whether a Crawl-delay spaces them does not show", embeddedPage)
			break
		}
		closest := -1
		for k := 1; k < len(seq); k++ {
			gap := seq[k].At.Sub(seq[k-1].At)
			if gap < want-run.Tol(seq[k-1].At, seq[k].At) {
				j.fail("%s %s after %s; the page says a Crawl-delay (%s) spaces the resources a page embeds too", req(seq[k]), secs(gap), req(seq[k-1]), secs(want))
				break
			}
			if closest < 0 || gap < seq[closest].At.Sub(seq[closest-1].At) {
				closest = k
			}
		}
		if len(j.fails) == 0 {
			j.ok("%s and the resources it embeds at least %s apart (%s after %s), as a Crawl-delay of %s asks", embeddedPage, secs(seq[closest].At.Sub(seq[closest-1].At)), req(seq[closest]), req(seq[closest-1]), secs(want))
		}
	case string(policy.AppliedNo):
		if len(j.fails)+len(j.seen)+len(j.unseen) == 0 {
			j.miss("a Crawl-delay not applied to the resources a page embeds lets them come sooner, and a crawler that spaces them anyway keeps the page: no request shows it")
		}
	}
	return j.result()
}

// judgeJobNotObeying: the pages robots.txt disallows are fetched all the same; where a
// Crawl-delay still spaces the job (crawl_delay = "applied"), no two closer than it (capped as
// the page says), and without it robots.txt not read at all.
func judgeJobNotObeying(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	g := pagesOf(filter(run.Records, onHost("a.example")))
	if len(g) == 0 {
		return failed("no page fetched; robots.txt disallows everything, and the page says it does not stop %s", c.Root)
	}
	e, _ := c.Policy.Effective(c.Agent, c.Target, c.Job)
	reads := robotsReads(run.Records, "a.example")
	if c.str(c.Root+"/crawl_delay") != string(policy.AppliedYes) {
		if len(reads) > 0 {
			return failed("%s; the page says these fetches do not read robots.txt", req(reads[0]))
		}
		return Pass, []string{fmt.Sprintf("%s without reading robots.txt, which disallows everything", req(g[0]))}
	}
	if len(g) < 2 {
		return unobservable("fewer than two pages fetched: no spacing to judge")
	}
	c.note(e.RobotsTxt.Pointer("crawl_delay_max"))
	want := max(obeyed(c.jobCrawlDelay(), e.RobotsTxt.CrawlDelayMax.Duration), c.interval())
	if e.RobotsTxt.CrawlDelayAboveMax == policy.CrawlDelayAboveMaxIgnored && e.RobotsTxt.CrawlDelayMax.Duration > 0 && c.jobCrawlDelay() > e.RobotsTxt.CrawlDelayMax.Duration {
		want = c.interval()
	}
	for k := 1; k < len(g); k++ {
		if gap := g[k].At.Sub(g[k-1].At); gap < want-run.Tol(g[k-1].At, g[k].At) {
			return failed("%s %s after %s; the page says a Crawl-delay (%s) still spaces these fetches", req(g[k]), secs(gap), req(g[k-1]), secs(want))
		}
	}
	return Pass, []string{fmt.Sprintf("%s fetched though robots.txt disallows them, at least %s apart (its Crawl-delay)", count(len(g), "page", "pages"), secs(want))}
}

// scRefuseWith answers an address with the first status the agent stops fetching an address for
// (agents.X.refuse_with), and asks for it again, then for another.
func scRefuseWith(c *Claim, env Env) *Scenario {
	status := c.number(c.Root + "/0")
	s := oneSite(Site{Page: func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/gone" {
			w.WriteHeader(status)
		}
	}})
	return &Scenario{Sites: s, Steps: []Step{{URL: "http://a.example/gone"}, {URL: "http://a.example/gone", Sleep: time.Minute}, {URL: "http://a.example/other", Sleep: time.Minute}}}
}

// judgeRefuseWith wants an address answered with a status of refuse_with not asked for again,
// and other addresses still fetched. Behind the proxy the crawler is asked for each address once.
func judgeRefuseWith(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	var j judgement
	gone := fetched(run.Records, "a.example", "/gone")
	status := c.number(c.Root + "/0")
	switch {
	case len(gone) > 1:
		j.fail("%s, after a.example/gone was answered %d; the page says the agent then stops fetching the address", req(gone[1]), status)
	case len(gone) == 0 || len(fetched(run.Records, "a.example", "/other")) == 0:
		j.miss("a.example was not crawled")
	case !run.InProcess:
		j.miss("behind the proxy the crawler is asked for a.example/gone once")
	default:
		j.ok("a.example/gone, answered %d, not asked for again; a.example/other fetched", status)
	}
	return j.result()
}

func scOnDisallow(c *Claim, env Env) *Scenario {
	s := oneSite(Site{Robots: c.robotsFor("User-agent: *\nDisallow: /private/\n")})
	steps := gets("http://a.example/free1", "http://a.example/private/x", "http://a.example/free2", "http://b.example/free")
	steps = append(steps, Step{URL: "http://a.example/free3", NextRun: true})
	return &Scenario{Sites: s, Steps: steps}
}

// judgeOnDisallow wants the address robots.txt disallows not fetched, and after it: nothing more
// of the site where the page says so ("stop-all"), nothing more of the run ("stop-run") or of the
// observation ("stop-observation"), the rest fetched as usual otherwise. In process the steps
// after the refusal are, in order: a.example/free2 (same site, run and observation), b.example/free
// (another site, same run and observation) and a.example/free3 (the same site and observation in
// the next run). Which requests a stop holds back shows only in process, where the order is the
// steps'; and what the customer's report says ("report-to-customer") is not a request.
func judgeOnDisallow(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	effects := c.list(c.Root)
	has := func(e string) bool { return slices.Contains(effects, e) }
	var j judgement
	if r := fetched(run.Records, "a.example", "/private/x"); len(r) > 0 {
		j.fail("%s, which robots.txt disallows", req(r[0]))
		return j.result()
	}
	if len(robotsReads(run.Records, "a.example")) == 0 || len(fetched(run.Records, "a.example", "/free1")) == 0 {
		j.miss("a.example was not crawled")
		return j.result()
	}
	j.ok("/private/x, which robots.txt disallows, was not fetched")
	if has("report-to-customer") {
		j.ok("what the customer's report says is the crawler's (polite: DisallowedError.Report)")
	}
	stops := has("stop-all") || has("stop-run") || has("stop-observation")
	if !run.InProcess {
		if !stops && len(fetched(run.Records, "a.example", "/free2")) == 0 {
			j.miss("/free2 was not fetched")
		}
		if stops {
			j.miss("which later requests a stop holds back shows only in process")
		}
		return j.result()
	}
	want := func(host, path, what string, refused bool) {
		got := fetched(run.Records, host, path)
		switch {
		case refused && len(got) > 0:
			j.fail("%s, %s after robots.txt disallowed /private/x", req(got[0]), what)
		case !refused && len(got) == 0:
			j.fail("%s%s was not fetched, %s, which on_disallow (%s) does not stop", host, path, what, strings.Join(effects, ", "))
		case refused:
			j.ok("%s%s not fetched: %s", host, path, what)
		default:
			j.ok("%s%s fetched: %s", host, path, what)
		}
	}
	want("a.example", "/free2", "the same site, run and observation", stops)
	want("b.example", "/free", "another site in the same run and observation", has("stop-run") || has("stop-observation"))
	want("a.example", "/free3", "the same site and observation in the next run", has("stop-all") || has("stop-observation"))
	return j.result()
}

// --- errors ---

// retryHosts are the hosts of the retries' scenario, one per condition.
var retryHosts = map[string]string{"5xx": "r5xx.example", "network-error": "rnet.example"}

func scRetries(c *Claim, env Env) *Scenario {
	s := NewSites()
	sc := &Scenario{Sites: s}
	for i, on := range c.list(c.Root + "/on") {
		switch on {
		case "5xx":
			s.Add(retryHosts[on], "127.0.2.1", Site{RobotsStatus: 404, Page: func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(502) }})
		case "network-error":
			s.Add(retryHosts[on], "127.0.2.2", Site{RobotsStatus: 404, Page: func(w http.ResponseWriter, r *http.Request) { panic(http.ErrAbortHandler) }})
		default:
			continue
		}
		step := Step{URL: "http://" + retryHosts[on] + "/retry-me"}
		if i > 0 {
			step.Sleep = 72 * time.Hour // the pauses the first condition started are over
		}
		sc.Steps = append(sc.Steps, step)
	}
	return sc
}

func judgeRetries(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	var delays []time.Duration
	for i := 0; c.has(fmt.Sprintf("%s/delays/%d", c.Root, i)); i++ {
		delays = append(delays, c.seconds(fmt.Sprintf("%s/delays/%d", c.Root, i)))
	}
	var j judgement
	for _, on := range c.list(c.Root + "/on") {
		host, ok := retryHosts[on]
		if !ok {
			j.miss("no scripted site makes %s happen", on)
			continue
		}
		rs := fetched(run.Records, host, "/retry-me")
		if len(rs) == 0 {
			j.miss("on %s: /retry-me was not requested", on)
			continue
		}
		if len(rs)-1 > len(delays) {
			j.fail("on %s: %d retries (%s first); the page says %d", on, len(rs)-1, req(rs[0]), len(delays))
			continue
		}
		bad := false
		for k := 1; k < len(rs); k++ {
			if gap := rs[k].At.Sub(rs[k-1].At); gap < delays[k-1]-run.Tol(rs[k-1].At, rs[k].At) {
				j.fail("on %s: retry %d after %s; the page says %s", on, k, secs(gap), secs(delays[k-1]))
				bad = true
			}
		}
		switch {
		case bad:
		case len(rs)-1 < len(delays):
			j.miss("on %s: %d of the %d retries seen in this run", on, len(rs)-1, len(delays))
		default:
			// No more retries than the page says shows only if the run went on after the last
			// one for as long as the last delay (new-user trial 21, finding 17's audit: a crawler
			// that retries once more passed a run that ended first).
			last := rs[len(rs)-1]
			need := c.settleFor()
			if len(delays) > 0 {
				need = max(need, delays[len(delays)-1])
			}
			if wait, ok := wentOn(run, last, need); !ok {
				j.miss("on %s: %d retries, as far apart as the page says, the last %s; the run ended %s later, before %s had passed: too soon to show that no more follow", on, len(delays), req(last), secs(wait), secs(need))
			} else {
				j.ok("on %s: %d retries, as far apart as the page says (%s)", on, len(delays), c.Root)
			}
		}
	}
	return j.result()
}

// neverRetriedHost answers /never-retried/NNN with the status NNN.
const neverRetriedHost = "gone.example"

func scNeverRetried(c *Claim, env Env) *Scenario {
	s := NewSites()
	s.Add(neverRetriedHost, "127.0.2.5", Site{RobotsStatus: 404, Page: func(w http.ResponseWriter, r *http.Request) {
		code, err := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/never-retried/"))
		if err != nil || code < 400 || code > 599 {
			code = http.StatusNotFound
		}
		w.WriteHeader(code)
	}})
	sc := &Scenario{Sites: s}
	for i := 0; c.has(fmt.Sprintf("%s/%d", c.Root, i)); i++ {
		// Patient: a pause that one status starts (a reaction to 5xx) holds the next request
		// back; the driver waits it out and asks again.
		sc.Steps = append(sc.Steps, Step{URL: fmt.Sprintf("http://%s/never-retried/%d", neverRetriedHost, c.number(fmt.Sprintf("%s/%d", c.Root, i))), Patient: true})
	}
	return sc
}

// judgeNeverRetried wants each status of errors.never_retried requested once: a second request
// of the same address is a retry the page says never happens.
func judgeNeverRetried(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	var j judgement
	for i := 0; c.has(fmt.Sprintf("%s/%d", c.Root, i)); i++ {
		code := c.number(fmt.Sprintf("%s/%d", c.Root, i))
		rs := fetched(run.Records, neverRetriedHost, fmt.Sprintf("/never-retried/%d", code))
		switch {
		case len(rs) == 0:
			j.miss("HTTP %d: /never-retried/%d was not requested", code, code)
		case len(rs) > 1:
			j.fail("HTTP %d: %s was retried %s (%s after it); the page says never", code, req(rs[0]), times(len(rs)-1), secs(rs[1].At.Sub(rs[0].At)))
		default:
			// Not retried shows only if the run went on after it as long as a retry would wait
			// (the first delay of errors.retries, and settleFor).
			need := c.settleFor()
			if d := c.seconds("/errors/retries/delays/0"); d > need {
				need = d
			}
			if wait, ok := wentOn(run, rs[0], need); !ok {
				j.miss("HTTP %d: %s, and the run ended %s later, before %s had passed: too soon to show that it is not retried", code, req(rs[0]), secs(wait), secs(need))
			} else {
				j.ok("HTTP %d: %s not retried", code, req(rs[0]))
			}
		}
	}
	return j.result()
}

// retryAfterHeader is what the scripted site sends in Retry-After. Under a cap, an hour longer
// than the cap, so that the cap shows. Honoured without a cap, 5 s longer than the interval in
// force (in whole seconds, as the header counts): a run of seconds shows it honoured, and a
// crawler that only keeps its interval comes back too soon (new-user trial 20, finding 20: it was
// 3 h, which only failure could show). Ignored, 3 h: a crawler that comes back within the run
// ignored it.
func (c *Claim) retryAfterHeader() time.Duration {
	if capd := c.seconds("/errors/retry_after_max"); capd > 0 {
		return c.derive("/errors/retry_after_max", capd+time.Hour)
	}
	if c.retryAfterHonoured() {
		return c.fromInterval((c.interval() + 5*time.Second + time.Second - 1).Truncate(time.Second))
	}
	return 3 * time.Hour
}

// retryAfterHonoured reports whether the page says Retry-After is honoured.
func (c *Claim) retryAfterHonoured() bool {
	return c.str("/errors/retry_after") == "honoured" || c.flag("/errors/retry_after")
}

func scRetryAfter(c *Claim, env Env) *Scenario {
	header := c.retryAfterHeader()
	s := oneSite(Site{Page: func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/ra0" {
			fmt.Fprint(w, "ok")
			return
		}
		w.Header().Set("Retry-After", strconv.Itoa(int(header.Seconds())))
		w.WriteHeader(503)
	}})
	// Two requests asked at once, after a first one: each waits for its turn, and the second is
	// still waiting when the first is answered 503 with Retry-After, which holds every request to
	// the host, not only the first one's retry.
	return &Scenario{Sites: s, Steps: []Step{{URL: "http://a.example/ra0"}, {URL: "http://a.example/ra", Patient: true, Parallel: true}, {URL: "http://a.example/ra2", Patient: true, Parallel: true}}}
}

func judgeRetryAfter(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	honoured := c.retryAfterHonoured()
	capd := c.seconds("/errors/retry_after_max")
	rs := pagesOf(filter(run.Records, onHost("a.example")))
	// The first 503 the crawler had in hand, and the first request it sent after that: a request
	// already on its way when the 503 was answered (two workers at once) shows nothing either way,
	// and which of two such requests the site answered first is chance.
	var first *Record
	for i := range rs {
		if rs[i].Status == 503 && (first == nil || rs[i].Ended.Before(first.Ended)) {
			first = &rs[i]
		}
	}
	if first == nil {
		return unobservable("no 503 with Retry-After was answered in this run")
	}
	header := c.retryAfterHeader()
	var next *Record
	for i := range rs {
		if &rs[i] != first && !rs[i].At.Before(first.Ended) && (next == nil || rs[i].At.Before(next.At)) {
			next = &rs[i]
		}
	}
	// What the page says, and no more: a cap only where it states one (new-user trial 20,
	// finding 13: "honoured up to 3 h" was the site's own header).
	want, says := header, "the page says Retry-After is honoured, no cap stated; the site asked for "+secs(header)
	if capd > 0 {
		want, says = capd, "the page says Retry-After is honoured up to "+secs(capd)
	}
	if next == nil {
		if honoured {
			return unobservable("no request to a.example after a 503 with Retry-After: %d in this run (%s after it)", int(header.Seconds()), secs(run.End.Sub(first.Ended)))
		}
		return unobservable("no request to a.example after a 503 with Retry-After in this run: whether it was ignored does not show")
	}
	waited := next.At.Sub(first.Ended)
	iv := c.interval()
	switch {
	case honoured && waited < want-run.Tol(first.Ended, next.At):
		return failed("%s %s after a 503 with Retry-After: %d; %s", req(*next), secs(waited), int(header.Seconds()), says)
	case honoured && capd > 0 && waited > max(capd, iv)+capSlack(max(capd, iv))+run.Tol(first.Ended, next.At):
		// Longer than the cap does not show the cap (new-user trial 21, finding 17's audit).
		return unobservable("%s %s after a 503 with Retry-After: %d, longer than the cap of %s the page states: the cap does not show", req(*next), secs(waited), int(header.Seconds()), secs(capd))
	case honoured:
		return Pass, []string{fmt.Sprintf("%s %s after a 503 with Retry-After: %d; %s", req(*next), secs(waited), int(header.Seconds()), says)}
	case waited >= header-run.Tol(first.Ended, next.At):
		return failed("%s waited %s after a 503 with Retry-After: %d; the page says Retry-After is ignored", req(*next), secs(waited), int(header.Seconds()))
	}
	return Pass, []string{fmt.Sprintf("%s %s after a 503 with Retry-After: %d, which the page says is ignored", req(*next), secs(waited), int(header.Seconds()))}
}

// conditionStatus is the status that makes a condition happen (0 where none does).
var conditionStatus = map[string]int{"429": 429, "503": 503, "504": 504, "403": 403, "5xx": 500, "failed-attempt": 500}

// specificity orders events: statuses first, classes of them last.
func specificity(on string) int {
	switch on {
	case "429", "503", "504", "403":
		return 0
	case "5xx", "failed-attempt":
		return 2
	}
	return 1
}

// reactionEvent is the event the reaction's scenario causes: the most specific one it names (a
// 429 rather than any failed attempt, which a 5xx reaction would answer as well).
func (c *Claim) reactionEvent() string {
	ons := c.list(c.Root + "/on")
	slices.SortStableFunc(ons, func(a, b string) int { return specificity(a) - specificity(b) })
	return ons[0]
}

// reactionNumbers are the reaction's threshold, pause, and escalation (factor, cap); ok is false
// where a number is not published and the crawler did not give it.
func (c *Claim) reactionNumbers() (threshold int, pause time.Duration, factor int, capd time.Duration, ok bool) {
	ok = true
	threshold = max(c.number(c.Root+"/threshold"), 1)
	if c.flag(c.Root + "/repeated") {
		threshold, ok = c.Counts[c.Root+"/repeated"]
	}
	pause = c.seconds(c.Root + "/pause")
	if mp := c.seconds(c.Root + "/min_pause"); mp > pause {
		pause = mp
	}
	if c.flag(c.Root + "/pause_unpublished") {
		var found bool
		pause, found = c.Durations[c.Root+"/pause_unpublished"]
		ok = ok && found
	}
	return threshold, pause, c.number(c.Root + "/escalation/factor"), c.seconds(c.Root + "/escalation/max"), ok
}

// reactionJob is the job whose requests a reaction of the whole policy holds (its first), if any.
func (c *Claim) reactionJob() string {
	if strings.HasPrefix(c.Root, "/errors/") && c.has(c.Root+"/jobs/0") {
		return c.str(c.Root + "/jobs/0")
	}
	return c.Job
}

// stopRunPaths are what a scenario of a reaction that ends the run asks for after the stop: the
// same host at once, another host (a stop holds the whole run, not a server), the same host two
// days later, and, in process, a request of the crawler's next run, which the stop must not hold,
// to b.example (a host the run never asked for, at the address of a.example).
const (
	stopAfter   = "/after-stop"
	stopLater   = "/two-days-later"
	stopNextRun = "/next-run"
)

// scStopRun asks for the reaction's event threshold times, then for the stopRunPaths.
func scStopRun(c *Claim, env Env, sites *Sites, on string, threshold int) *Scenario {
	sc := &Scenario{Sites: sites}
	for i := range threshold {
		u := fmt.Sprintf("http://a.example/t0-%d", i)
		if !sitesSee(on) {
			sc.Steps = append(sc.Steps, Step{Report: on, URL: u})
			continue
		}
		sc.Steps = append(sc.Steps, Step{URL: u})
		if strings.HasPrefix(on, "robots-txt-") {
			break
		}
	}
	sc.Steps = append(sc.Steps, Step{URL: "http://a.example" + stopAfter, Patient: true}, Step{URL: "http://c.example" + stopAfter, Patient: true})
	if env.InProcess {
		sc.Steps = append(sc.Steps, Step{Sleep: 48 * time.Hour, URL: "http://a.example" + stopLater, Patient: true},
			Step{URL: "http://b.example" + stopNextRun, NextRun: true, Patient: true})
	}
	return sc
}

// judgeStopRun wants no request of the run after the threshold-th event, on any host of the
// scenario, up to the run's end; and, in process, the next run's request sent.
func judgeStopRun(c *Claim, sc *Scenario, run *Run, on string, threshold int) (Status, []string) {
	rs := slices.Clone(run.Records)
	slices.SortStableFunc(rs, func(a, b Record) int { return a.At.Compare(b.At) })
	var stop *Record
	count := 0
	for i, r := range rs {
		if c.triggers(on, r) {
			if count++; count == threshold {
				stop = &rs[i]
				break
			}
		}
	}
	if stop == nil {
		if !sitesSee(on) {
			return unobservable("only the crawler sees %s; no test site can cause it", on)
		}
		return unobservable("%s did not happen %s in this run", on, times(threshold))
	}
	// The crawler learns of the event when its request ends (a timeout, a status).
	at := stop.Ended
	if at.IsZero() {
		at = stop.At
	}
	var j judgement
	late := 0
	for _, r := range rs {
		if !r.At.After(at) || r.Reported != "" || r.Host == "b.example" {
			continue
		}
		if late++; late <= 3 {
			j.fail("%s %s after %d × %s; the page says the run stops and is not resumed (%s)", req(r), secs(r.At.Sub(at)), threshold, on, c.Root)
		}
	}
	if late > 0 {
		return j.result()
	}
	after := run.End.Sub(at)
	if !run.InProcess && after < 2*time.Second {
		return unobservable("the run ended %s after %d × %s: too soon to show that nothing followed", secs(after), threshold, on)
	}
	j.ok("after %d × %s, no further request of the run in the %s that followed (the page says the run stops and is not resumed)", threshold, on, secs(after))
	if run.InProcess {
		if next := fetched(rs, "b.example", stopNextRun); len(next) == 0 {
			j.fail("the next run's request (%s) was not sent: the stop held more than the run it ended (%s)", stopNextRun, c.Root)
		} else {
			j.ok("the next run's request was sent (%s)", req(next[0]))
		}
	}
	return j.result()
}

func scReaction(c *Claim, env Env) *Scenario {
	on := c.reactionEvent()
	threshold, _, factor, _, _ := c.reactionNumbers()
	var s *Sites
	switch {
	case on == "robots-txt-unreachable":
		s = oneSite(Site{RobotsStatus: 503})
	case on == "robots-txt-disallow-all":
		s = oneSite(Site{Robots: c.robotsFor("User-agent: *\nDisallow: /\n")})
	case on == "unreachable" || on == "network-error":
		s = oneSite(Site{RobotsStatus: 404, Page: func(w http.ResponseWriter, r *http.Request) { panic(http.ErrAbortHandler) }})
	case on == "timeout":
		s = oneSite(Site{RobotsStatus: 404, Page: func(w http.ResponseWriter, r *http.Request) { Hold(r, 48*time.Hour) }})
	case conditionStatus[on] != 0:
		code := conditionStatus[on]
		s = oneSite(Site{RobotsStatus: 404, Page: func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(code) }})
	default:
		s = oneSite(Site{RobotsStatus: 404})
	}
	if c.flag(c.Root + "/stops_run") {
		return scStopRun(c, env, s, on, threshold)
	}
	sc := &Scenario{Sites: s}
	rounds := 1
	if factor >= 2 {
		rounds = 3
	}
	reported := !sitesSee(on)
	for round := range rounds {
		for i := range threshold {
			u := fmt.Sprintf("http://a.example/t%d-%d", round, i)
			if reported {
				sc.Steps = append(sc.Steps, Step{Report: on, URL: u})
				continue
			}
			sc.Steps = append(sc.Steps, Step{URL: u})
			if strings.HasPrefix(on, "robots-txt-") {
				break
			}
		}
		// After a reported event the page answers, which is a success and ends the escalation:
		// only the last round's pause is asked through.
		after := Step{URL: fmt.Sprintf("http://a.example/after%d", round), Patient: true}
		if reported && round < rounds-1 {
			after = Step{URL: after.URL, Probe: true}
		}
		sc.Steps = append(sc.Steps, after)
	}
	return sc
}

// sitesSee reports whether a test site can make the event happen (a status, a dropped
// connection, a slow answer, robots.txt); the others only the crawler sees, and reports.
func sitesSee(on string) bool {
	return conditionStatus[on] != 0 || slices.Contains([]string{"robots-txt-unreachable", "robots-txt-disallow-all", "unreachable", "network-error", "timeout"}, on)
}

// triggers reports whether a record is the reaction's event.
func (c *Claim) triggers(on string, r Record) bool {
	switch on {
	case "robots-txt-unreachable":
		return r.Path == "/robots.txt" && r.Status >= 500
	case "robots-txt-disallow-all":
		return r.Path == "/robots.txt" && r.Status == 200 && !c.allows(r.Body, "/")
	case "unreachable", "network-error":
		return r.Aborted
	case "timeout":
		return r.Canceled && r.Path != "/robots.txt"
	}
	if code := conditionStatus[on]; code != 0 {
		return r.Path != "/robots.txt" && r.Status == code
	}
	return r.Reported == on
}

func judgeReaction(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	on := c.reactionEvent()
	threshold, pause, factor, capd, ok := c.reactionNumbers()
	if !ok {
		return unobservable("the reaction's numbers are not published: %s", c.unknownHint())
	}
	if on == string(policy.ConditionPaused) {
		// The pauses are the other reactions' doing: a scenario of this reaction alone cannot
		// start them (polite's TestPausesStopRun provokes them).
		return unobservable("the pauses it counts are started by the other reactions, which this scenario does not provoke")
	}
	if c.flag(c.Root + "/stops_run") {
		return judgeStopRun(c, sc, run, on, threshold)
	}
	if c.str(c.Root+"/pause_until") == string(policy.PauseUntilNextRun) {
		// The pause lasts for the rest of the run (new-user trial 32, F-08): the scenario is one
		// run, and sees neither its end nor the next run that would fetch from the host again.
		return unobservable("the pause lasts until the next run (%s/pause_until), and this check's scenario is a single run", c.Root)
	}
	if c.has(c.Root + "/pause_until") {
		// The pause ends when a window of kind "only" next opens (new-user trial 31, F-02): its
		// length depends on the hour and the day of the event, and this check's scenario does not
		// run within the window nor wait for its opening.
		return unobservable("the pause lasts until a time window of the job next opens (%s/pause_until), and this check does not wait for a window's opening", c.Root)
	}
	rs := filter(run.Records, onHost("a.example"))
	slices.SortStableFunc(rs, func(a, b Record) int { return a.At.Compare(b.At) })
	var j judgement
	want, count, rounds := pause, 0, 0
	for i, r := range rs {
		if !c.triggers(on, r) {
			continue
		}
		if count++; count < threshold {
			continue
		}
		count = 0
		start := r.Ended
		if start.IsZero() {
			start = r.At
		}
		var next *Record
		for k := i + 1; k < len(rs); k++ {
			if rs[k].Reported == "" {
				next = &rs[k]
				break
			}
		}
		if next == nil {
			if rounds > 0 {
				break // the run ended in a later pause; the first showed
			}
			if run.End.Sub(start) < want {
				j.miss("pause %d after %d × %s: the run ended %s into a pause of %s", rounds+1, threshold, on, secs(run.End.Sub(start)), secs(want))
			} else {
				j.miss("pause %d after %d × %s: no request after it in this run", rounds+1, threshold, on)
			}
			break
		}
		got := next.At.Sub(start)
		if got < want-run.Tol(start, next.At) {
			j.fail("%s %s after %d × %s; the page says a pause of %s (%s)", req(*next), secs(got), threshold, on, secs(want), c.Root)
			break
		}
		j.ok("pause %d after %d × %s: the next request %s later (the page says %s)", rounds+1, threshold, on, secs(got), secs(want))
		rounds++
		if factor < 2 || rounds == 3 {
			break
		}
		want = min(want*time.Duration(factor), capd)
	}
	if len(j.fails)+len(j.seen)+len(j.unseen) == 0 {
		if !sitesSee(on) {
			return unobservable("only the crawler sees %s; no test site can cause it", on)
		}
		return unobservable("%s did not happen %s in this run", on, times(threshold))
	}
	return j.result()
}

func scWindow(c *Claim, env Env) *Scenario {
	s := oneSite(Site{})
	sc := &Scenario{Sites: s}
	ranges := c.windowRanges()
	if len(ranges) == 0 {
		return sc
	}
	start := ranges[0][0].Add(-time.Minute)
	sc.Start = start.UTC().Format(time.RFC3339)
	only := c.str(c.Root+"/kind") == string(policy.WindowKindOnly)
	for i, r := range ranges {
		sc.Steps = append(sc.Steps,
			Step{URL: fmt.Sprintf("http://a.example/w%d-before", i), SleepUntil: r[0].Add(-time.Minute).Sub(start)},
			Step{URL: fmt.Sprintf("http://a.example/w%d-inside", i), SleepUntil: r[0].Sub(start), Patient: true},
			Step{URL: fmt.Sprintf("http://a.example/w%d-late", i), SleepUntil: r[1].Add(-time.Minute).Sub(start), Patient: true})
		if only {
			// The job's requests wait for the window: one asked for just after it closes is
			// sent only when a window opens again, which the run does not reach.
			sc.Steps = append(sc.Steps, Step{URL: fmt.Sprintf("http://a.example/w%d-after", i), SleepUntil: r[1].Add(time.Minute).Sub(start)})
		}
	}
	return sc
}

// windowRanges are the window's spans on Wednesday 2 December 2026 in the site's time zone (the
// harness's day), each [from, to); for a window of kind "only", on the first day from then on
// that the window applies on.
func (c *Claim) windowRanges() [][2]time.Time {
	zone := c.Policy.Site.TimeZone.Location
	if zone == nil {
		zone = time.UTC
	}
	day := time.Date(2026, 12, 2, 0, 0, 0, 0, zone)
	if w, ok := c.window(); ok && w.Kind == policy.WindowKindOnly && (w.Days != 0 || len(w.ExceptDays) > 0) {
		for w.Days != 0 && !w.Days.Has(day.Weekday()) || w.Skips(day) {
			day = day.AddDate(0, 0, 1)
		}
	}
	var out [][2]time.Time
	for _, h := range c.list(c.Root + "/hours") {
		r, err := policy.ParseTimeRange(h)
		if err != nil {
			continue
		}
		from := day.Add(time.Duration(r.From) * time.Minute)
		to := day.Add(time.Duration(r.To) * time.Minute)
		if r.CrossesMidnight() {
			to = to.AddDate(0, 0, 1)
		}
		out = append(out, [2]time.Time{from, to})
	}
	slices.SortFunc(out, func(a, b [2]time.Time) int { return a[0].Compare(b[0]) })
	return out
}

// window returns the policy's window of the claim.
func (c *Claim) window() (policy.Window, bool) {
	id := strings.TrimPrefix(c.Root, "/windows/")
	for _, w := range c.Policy.Windows {
		if w.ID == id {
			return w, true
		}
	}
	return policy.Window{}, false
}

// wholeRunQuiet begins the evidence of a quiet window in whose hours the whole run lay, without a
// request (judgeWindow, Report.Summarize).
const wholeRunQuiet = "the whole run"

// quietAt reports whether t falls inside the window, read in zone: a span that crosses midnight
// belongs to the day it starts on, and no span starts on one of its except_days.
func quietAt(w policy.Window, t time.Time, zone *time.Location) bool {
	local := t.In(zone)
	tod := policy.TimeOfDay(local.Hour()*60 + local.Minute())
	onDay := func(day time.Time) bool { return (w.Days == 0 || w.Days.Has(day.Weekday())) && !w.Skips(day) }
	for _, h := range w.Hours {
		if !h.CrossesMidnight() {
			if onDay(local) && tod >= h.From && tod < h.To {
				return true
			}
			continue
		}
		if tod >= h.From && onDay(local) || tod < h.To && onDay(local.AddDate(0, 0, -1)) {
			return true
		}
	}
	return false
}

// judgeOnlyWindow wants every request of the run, the job's alone, inside the window, and at
// least one there.
func judgeOnlyWindow(c *Claim, w policy.Window, run *Run, zone *time.Location) (Status, []string) {
	var j judgement
	inside, outside := 0, 0
	for _, r := range filter(run.Records, func(r Record) bool { return r.Reported == "" && !r.Connect }) {
		if quietAt(w, r.At.Add(run.Tol(r.At)), zone) {
			inside++
			continue
		}
		if outside++; outside <= 3 {
			j.fail("%s (%s in %s), outside the window %s, the only time the page says %s runs", req(r), r.At.In(zone).Format("Mon 15:04"), zone, strings.Join(c.list(c.Root+"/hours"), ", "), strings.Join(w.Jobs, ", "))
		}
	}
	switch {
	case outside > 0:
		return j.result()
	case inside == 0:
		return unobservable("no request of %s in this run, inside the window or out of it", strings.Join(w.Jobs, ", "))
	}
	return Pass, []string{fmt.Sprintf("%d requests of %s, each inside the window (%s, %s), none outside it", inside, strings.Join(w.Jobs, ", "), strings.Join(c.list(c.Root+"/hours"), ", "), zone)}
}

func judgeWindow(c *Claim, sc *Scenario, run *Run) (Status, []string) {
	if c.str(c.Root+"/kind") == string(policy.WindowKindOnly) {
		w, found := c.window()
		if !found {
			return unobservable("no window %s", c.Root)
		}
		zone := c.Policy.Site.TimeZone.Location
		if zone == nil {
			zone = time.UTC
		}
		return judgeOnlyWindow(c, w, run, zone)
	}
	if c.str(c.Root+"/kind") != "quiet" {
		return unobservable("a %s window draws work to it and keeps no request away: nothing a site can see", c.str(c.Root+"/kind"))
	}
	w, found := c.window()
	if !found {
		return unobservable("no window %s", c.Root)
	}
	zone := c.Policy.Site.TimeZone.Location
	if zone == nil {
		zone = time.UTC
	}
	var j judgement
	rs := filter(run.Records, func(r Record) bool { return r.Reported == "" })
	inside, before := 0, 0
	for _, r := range rs {
		if quietAt(w, r.At, zone) {
			if inside++; inside <= 3 {
				j.fail("%s (%s in %s), inside the quiet window %s", req(r), r.At.In(zone).Format("Mon 15:04"), zone, strings.Join(c.list(c.Root+"/hours"), ", "))
			}
		} else {
			before++
		}
	}
	if inside > 0 {
		return j.result()
	}
	covered := false
	for t := run.Start; t.Before(run.End); t = t.Add(time.Minute) {
		if quietAt(w, t, zone) {
			covered = true
			break
		}
	}
	if !covered {
		return unobservable("the run (%s to %s, %s) reached no quiet window (%s)", run.Start.In(zone).Format("Mon 15:04"), run.End.In(zone).Format("15:04"), zone, strings.Join(c.list(c.Root+"/hours"), ", "))
	}
	if before == 0 {
		// A run wholly inside the window in which nothing was sent shows what the window asks
		// for, and nothing else can be checked in it: the report says so, not that the crawler
		// may bypass the proxy (Report.Summarize; newuser13 #11).
		whole := true
		for t := run.Start; t.Before(run.End); t = t.Add(time.Minute) {
			if !quietAt(w, t, zone) {
				whole = false
				break
			}
		}
		if whole && quietAt(w, run.End, zone) {
			return unobservable("%s (%s to %s, %s) lay inside the quiet window %s (%s), and no request was sent", wholeRunQuiet, run.Start.In(zone).Format("Mon 15:04"), run.End.In(zone).Format("15:04"), zone, strings.TrimPrefix(c.Root, "/windows/"), strings.Join(c.list(c.Root+"/hours"), ", "))
		}
		return unobservable("no request in this run, inside the quiet window or out of it")
	}
	return Pass, []string{fmt.Sprintf("no request inside the quiet window (%s, %s); %d outside it", strings.Join(c.list(c.Root+"/hours"), ", "), zone, before)}
}
