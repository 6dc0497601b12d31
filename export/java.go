package export

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
	"github.com/sitegen-dev/sitegen/policy"
)

// Property is one property of a Nutch or StormCrawler configuration: its name, its value as the
// file writes it, the JSON Pointers of the statements it carries and a remark.
type Property struct {
	Name     string
	Value    string
	Pointers []string
	Comment  string
}

func (b *builder) prop(out *[]Property, name, value, comment string, ptrs ...string) {
	b.carry(ptrs...)
	*out = append(*out, Property{name, value, ptrs, comment})
}

// agentParts splits a User-Agent into what Nutch and StormCrawler build it from:
// "Name/version (description)". ok is false for a header of another shape.
var agentParts = lazyre.New(`^([!#$%&'*+.^_` + "`" + `|~0-9A-Za-z-]+)/([^ /()]+)(?: \((.*)\))?$`)

// queueMode is Nutch's and StormCrawler's fetcher.queue.mode for a key of the policy.
func queueMode(k policy.Scope) (string, bool) {
	switch k {
	case "", policy.ScopeHostname, policy.ScopeSite:
		return "byHost", true
	case policy.ScopeDomain:
		return "byDomain", true
	case policy.ScopeServer:
		return "byIP", true
	}
	return "", false
}

// javaCommon are the properties Nutch and StormCrawler share, with the same names: identity,
// spacing, queues, timeouts, sizes and robots.txt's 403 answer.
func (b *builder) javaCommon(props *[]Property) {
	a, e := b.a, b.eff
	l, rt := e.Limits, e.RobotsTxt
	name := b.format.Name()

	if a.Token != "" && b.p.ObeysRobotsTxt(a) {
		if b.tokenNotOnly {
			b.prop(props, "http.robots.agents", string(a.Token), "the product token robots.txt groups are matched against, after http.agent.name (see NOT ENFORCED)")
		} else {
			b.prop(props, "http.robots.agents", string(a.Token), "the product token robots.txt groups are matched against", b.agentPtr("token"))
		}
	}
	interval, ptrs := b.interval()
	mode, modeOK := queueMode(l.IntervalKey)
	if len(ptrs) > 0 && modeOK {
		b.prop(props, "fetcher.server.delay", seconds(interval), "seconds between two requests of a queue", ptrs...)
		b.prop(props, "fetcher.queue.mode", mode, "one queue per key the interval is counted by", e.LimitPointer("interval_key"))
		b.prop(props, "partition.url.mode", mode, "all URLs of a queue in one fetcher, so that the delay holds across fetchers")
	} else if len(ptrs) > 0 {
		b.skip(e.LimitPointer("min_interval"), "%s queues URLs by host, domain or IP address, not by %s", name, l.IntervalKey)
	}
	comment := "one request at a time per queue: with more, " + name + " ignores fetcher.server.delay and Crawl-delay"
	if l.Concurrency > 0 && l.ConcurrencyUnit == policy.ConcurrencyUnitConnections {
		// new-user trial 29, F-13
		b.skip(e.LimitPointer("concurrency_unit"), "%s counts fetcher threads per queue, not the connections its HTTP client keeps open", name)
	}
	if l.Concurrency > 0 {
		if ck, ok := queueMode(l.ConcurrencyKey); ok && (ck == mode || !modeOK) {
			b.prop(props, "fetcher.threads.per.queue", "1", comment, e.LimitPointer("concurrency"), e.LimitPointer("concurrency_key"))
		} else {
			b.prop(props, "fetcher.threads.per.queue", "1", comment)
			b.skip(e.LimitPointer("concurrency"), "%s counts requests in flight per queue (%s), not per %s", name, mode, l.ConcurrencyKey)
		}
	} else {
		b.prop(props, "fetcher.threads.per.queue", "1", comment)
	}

	// Crawl-delay.
	if b.p.ObeysRobotsTxt(a) && rt.Read {
		switch rt.CrawlDelay {
		case policy.CrawlDelayHonoured, policy.CrawlDelayHonouredIfLonger:
			if rt.CrawlDelayKey != "" && rt.CrawlDelayKey != policy.ScopeHostname && rt.CrawlDelayKey != policy.ScopeSite {
				b.skip(rt.Pointer("crawl_delay_key"), "%s applies a Crawl-delay to the host's queue, not per %s", name, rt.CrawlDelayKey)
			} else {
				b.keep("a Crawl-delay applies to the host's queue", rt.Pointer("crawl_delay_key"))
			}
			if rt.CrawlDelayWholeSeconds {
				b.skip(rt.Pointer("crawl_delay_whole_seconds"), "%s obeys a Crawl-delay with a decimal fraction too", name)
			}
		case policy.CrawlDelayIgnored:
			b.skip(rt.Pointer("crawl_delay"), "%s always obeys Crawl-delay (more slowly than the policy says, never faster)", name)
		}
	}

	// Timeouts, sizes, redirects.
	if !l.ConnectTimeout.IsZero() {
		b.prop(props, "http.timeout", millis(policy.Duration{Duration: l.ConnectTimeout.Duration.Truncate(1e6)}), "milliseconds: the connection, and each wait for data", e.LimitPointer("connect_timeout"))
	} else if !l.ResponseTimeout.IsZero() {
		b.prop(props, "http.timeout", millis(policy.Duration{Duration: l.ResponseTimeout.Duration.Truncate(1e6)}), "milliseconds: the connection, and each wait for data")
	}
	if l.MaxBodySize > 0 {
		b.prop(props, "http.content.limit", strconv.FormatInt(int64(l.MaxBodySize), 10), "bytes; a longer body is truncated", e.LimitPointer("max_body_size"))
		if l.LargerBodies == policy.LargerBodiesAbandoned {
			b.skip(e.LimitPointer("larger_bodies"), "%s keeps the first bytes of a larger body instead of dropping it", name)
		} else {
			b.keep("a larger body is truncated at http.content.limit", e.LimitPointer("larger_bodies"))
		}
	}
	if l.RedirectsWithin != "" {
		b.skip(e.LimitPointer("redirects_within"), "%s has no property that refuses a redirect by its target's host", name)
	}
	if l.RedirectsCheckRobotsTxt && b.p.ObeysRobotsTxt(a) {
		b.keep("a redirect's target is a URL like any other, its robots.txt read", e.LimitPointer("redirects_check_robots_txt"))
	}
	// robots.txt's 403.
	if b.p.ObeysRobotsTxt(a) && rt.Read {
		switch rt.Unavailable {
		case policy.RobotsOutcomeAllowAll:
			b.prop(props, "http.robots.403.allow", "true", "a 4xx answer for robots.txt allows everything", rt.Pointer("unavailable"))
		case policy.RobotsOutcomeDisallowAll:
			b.prop(props, "http.robots.403.allow", "false", "a 403 answer for robots.txt disallows everything")
			b.skip(rt.Pointer("unavailable"), "%s disallows everything after a 403 only; other 4xx answers allow everything", name)
		}
	}
	if h := a.HTTP; h != nil && h.Cookies == policy.CookiesIgnored && b.format == Nutch {
		b.prop(props, "http.enable.cookie.header", "false", "", b.agentPtr("http/cookies"))
	}
	b.skip(e.LimitPointer("shared_across_services"), "each %s crawl keeps its own queues: one crawl per policy keeps the limits", name)
	b.skip(e.LimitPointer("on_coordination_failure"), "each %s crawl keeps its own queues: nothing is coordinated", name)
}

func (b *builder) nutch() ([]byte, error) {
	var props []Property
	a, e := b.a, b.eff
	rt, l := e.RobotsTxt, e.Limits
	if b.ua == "" && a.Token != "" {
		b.prop(&props, "http.agent.name", string(a.Token), "the policy publishes no User-Agent: Nutch sends the token", b.agentPtr("token"))
	}
	b.userAgent(func(ptrs []string) {
		m := agentParts.FindStringSubmatch(b.ua)
		if m == nil {
			b.skip(b.agentPtr("user_agent"), "Nutch builds the User-Agent as Name/version (description): %q has another shape", b.ua)
			return
		}
		b.prop(&props, "http.agent.name", m[1], "Nutch sends http.agent.name/http.agent.version (http.agent.description)", ptrs...)
		b.prop(&props, "http.agent.version", m[2], "")
		if m[3] != "" {
			b.prop(&props, "http.agent.description", m[3], "")
		}
		// Nutch's RobotRulesParser.setConf puts http.agent.name first among the names robots.txt
		// groups are matched against, whatever http.robots.agents says, and no property leaves it
		// out (apache/nutch, every version read; newuser12 #9). A User-Agent whose first product
		// is not the token ("Mozilla/5.0 (compatible; X/1.0)") makes Nutch obey that product's
		// groups too.
		if a.Token != "" && b.p.ObeysRobotsTxt(a) && rt.Read && !strings.EqualFold(m[1], string(a.Token)) {
			b.tokenNotOnly = true
			b.skip(b.agentPtr("token"), "Nutch matches robots.txt groups against http.agent.name (%[1]s) as well as http.robots.agents (%[2]s), and no setting keeps http.agent.name out: this crawler also obeys the groups for %[1]q, not only those for %[2]q; a User-Agent that begins with %[2]s/ avoids it", m[1], a.Token)
		}
	})
	if !b.p.ObeysRobotsTxt(a) || !rt.Read {
		b.skip(b.agentPtr("robots_txt"), "Nutch reads robots.txt on every host not listed in http.robot.rules.allowlist: list the hosts there")
		b.skipDelayOnly("Nutch reads robots.txt's rules and its Crawl-delay together: a host listed in http.robot.rules.allowlist is fetched without either, so a Crawl-delay read alone is not applied")
	} else {
		ptrs := []string{rt.CheckPointer}
		if a.RobotsTxt == policy.RobotsUseRead {
			ptrs = append(ptrs, b.agentPtr("robots_txt"))
		}
		if rt.Check == policy.RobotsCheckBeforeEveryFetch {
			b.skip(rt.CheckPointer, "Nutch keeps robots.txt for the fetch job, not before every fetch")
		} else {
			b.keep("Nutch reads robots.txt once per host for each fetch job, before the first request", ptrs...)
		}
		if !rt.CacheFor.IsZero() {
			b.skip(rt.Pointer("cache_for"), "Nutch keeps robots.txt for the whole fetch job: a job must end within this time")
		}
		switch rt.Unreachable {
		case policy.RobotsOutcomeDisallowAll:
			b.prop(&props, "http.robots.503.defer.visits", "true", "a 5xx answer for robots.txt: the host's fetches wait", rt.Pointer("unreachable"))
		case policy.RobotsOutcomeAllowAll:
			b.prop(&props, "http.robots.503.defer.visits", "false", "a 5xx answer for robots.txt allows everything", rt.Pointer("unreachable"))
		}
		if !rt.RetryUnreachable.IsZero() && rt.Unreachable != policy.RobotsOutcomeAllowAll {
			b.prop(&props, "http.robots.503.defer.visits.delay", millis(rt.RetryUnreachable), "milliseconds before robots.txt is asked again", rt.Pointer("retry_unreachable"))
		}
		switch rt.CrawlDelay {
		case policy.CrawlDelayHonoured, policy.CrawlDelayHonouredIfLonger:
			interval, _ := b.interval()
			floor := interval
			ptrs := []string{rt.Pointer("crawl_delay")}
			if rt.CrawlDelayMin.Duration > floor.Duration {
				floor = rt.CrawlDelayMin
			}
			if !rt.CrawlDelayMin.IsZero() {
				ptrs = append(ptrs, rt.Pointer("crawl_delay_min"))
			}
			b.prop(&props, "fetcher.min.crawl.delay", seconds(floor), "seconds: a shorter Crawl-delay counts as this", ptrs...)
			if !rt.CrawlDelayMax.IsZero() {
				b.prop(&props, "fetcher.max.crawl.delay", strconv.FormatInt(int64(rt.CrawlDelayMax.Seconds()), 10), "seconds")
				b.skip(rt.Pointer("crawl_delay_max"), "Nutch skips the pages of a host whose Crawl-delay is above fetcher.max.crawl.delay, instead of waiting the cap or its own interval")
			} else {
				b.prop(&props, "fetcher.max.crawl.delay", "-1", "every Crawl-delay is obeyed, however long", rt.Pointer("crawl_delay"))
			}
		}
	}
	switch {
	case !l.TransferTimeout.IsZero():
		// http.time.limit stops reading a document after that many seconds: the transfer
		// timeout, to the last byte of the body.
		b.prop(&props, "http.time.limit", wholeSeconds(l.TransferTimeout), "seconds for a whole fetch, to the last byte (protocol-okhttp only: list it in plugin.includes)", e.LimitPointer("transfer_timeout"))
		if !l.ResponseTimeout.IsZero() && l.ResponseTimeout.Duration >= l.TransferTimeout.Duration {
			b.keep("http.time.limit bounds the wait for a response too", e.LimitPointer("response_timeout"))
		}
	case !l.ResponseTimeout.IsZero():
		b.prop(&props, "http.time.limit", strconv.FormatInt(int64(l.ResponseTimeout.Seconds()), 10), "seconds for a whole fetch (protocol-okhttp only: list it in plugin.includes)", e.LimitPointer("response_timeout"))
	}
	if l.MaxRedirects > 0 {
		b.prop(&props, "http.redirect.max", strconv.Itoa(int(l.MaxRedirects)), "", e.LimitPointer("max_redirects"))
	}
	if l.Redirects == policy.RedirectsNotFollowed {
		// http.redirect.max = 0, Nutch's default, records a redirect's target for a later
		// round, which then fetches it: no property keeps a redirect from being followed.
		b.skip(e.LimitPointer("redirects"), "Nutch records a redirect's target and fetches it in a later round (http.redirect.max = 0 only defers it); no property keeps it from being fetched")
	}
	if slices.Contains(l.ConditionalRequests, policy.ConditionalHeaderIfModifiedSince) {
		i := slices.Index(l.ConditionalRequests, policy.ConditionalHeaderIfModifiedSince)
		b.prop(&props, "http.enable.if.modified.since.header", "true", "", fmt.Sprintf("%s/%d", e.LimitPointer("conditional_requests"), i))
	}
	b.javaCommon(&props)
	b.finish()

	var buf bytes.Buffer
	buf.WriteString("<?xml version=\"1.0\"?>\n<?xml-stylesheet type=\"text/xsl\" href=\"configuration.xsl\"?>\n<!--\n")
	for _, line := range append(b.headerLines("Apache Nutch properties (nutch-site.xml) for the crawler's published politeness policy."), b.nutchUserAgentLines()...) {
		buf.WriteString(xmlComment(line) + "\n")
	}
	buf.WriteString("-->\n<configuration>\n")
	for _, p := range props {
		buf.WriteString("\n")
		if c := strings.TrimSpace(strings.Join(append([]string{p.Comment}, p.Pointers...), " ")); c != "" {
			buf.WriteString("<!-- " + xmlComment(c) + " -->\n")
		}
		buf.WriteString("<property>\n  <name>" + xmlText(p.Name) + "</name>\n  <value>" + xmlText(p.Value) + "</value>\n</property>\n")
	}
	buf.WriteString("\n</configuration>\n")
	return buf.Bytes(), nil
}

func xmlText(s string) string {
	var buf bytes.Buffer
	xml.EscapeText(&buf, []byte(s))
	return buf.String()
}

// xmlComment keeps "--" out of a comment, which XML forbids there.
func xmlComment(s string) string { return strings.ReplaceAll(s, "--", "- -") }

func (b *builder) stormcrawler() ([]byte, error) {
	var props []Property
	a, e := b.a, b.eff
	rt, l := e.RobotsTxt, e.Limits
	b.userAgent(func(ptrs []string) {
		b.prop(&props, "http.agent", b.ua, "sent as the User-Agent exactly", ptrs...)
	})
	if a.Token != "" {
		b.prop(&props, "http.agent.name", string(a.Token), "StormCrawler needs it; robots.txt groups are matched against it", b.agentPtr("token"))
	}
	if !b.p.ObeysRobotsTxt(a) || !rt.Read {
		var ptrs []string
		if a.RobotsTxt == policy.RobotsUseNotRead {
			ptrs = append(ptrs, b.agentPtr("robots_txt"))
		}
		b.prop(&props, "http.robots.file.skip", "true", "the agent does not read robots.txt", ptrs...)
		b.skipDelayOnly("with http.robots.file.skip, StormCrawler reads no robots.txt, nor its Crawl-delay: a Crawl-delay read alone is not applied")
	} else {
		ptrs := []string{rt.CheckPointer}
		if a.RobotsTxt == policy.RobotsUseRead {
			ptrs = append(ptrs, b.agentPtr("robots_txt"))
		}
		if rt.Check == policy.RobotsCheckBeforeEveryFetch {
			b.skip(rt.CheckPointer, "StormCrawler keeps robots.txt in a cache, not read before every fetch")
			ptrs = ptrs[1:]
		}
		b.prop(&props, "http.robots.file.skip", "false", "", ptrs...)
		cache := rt.CacheFor
		cachePtrs := []string{rt.Pointer("cache_for")}
		if !rt.TakesEffectWithin.IsZero() {
			if cache.IsZero() || rt.TakesEffectWithin.Duration < cache.Duration {
				cache = rt.TakesEffectWithin
			}
			cachePtrs = append(cachePtrs, rt.Pointer("takes_effect_within"))
		}
		if !cache.IsZero() {
			b.prop(&props, "robots.cache.spec", fmt.Sprintf("maximumSize=10000,expireAfterWrite=%ds", int64(cache.Seconds())), "a copy of robots.txt is used this long at most", cachePtrs...)
		}
		if !rt.RetryUnreachable.IsZero() {
			b.prop(&props, "robots.error.cache.spec", fmt.Sprintf("maximumSize=10000,expireAfterWrite=%ds", int64(rt.RetryUnreachable.Seconds())), "an unreachable robots.txt is asked again after this", rt.Pointer("retry_unreachable"))
		}
		switch rt.Unreachable {
		case policy.RobotsOutcomeDisallowAll:
			b.prop(&props, "http.robots.5xx.allow", "false", "a 5xx answer for robots.txt disallows everything", rt.Pointer("unreachable"))
		case policy.RobotsOutcomeAllowAll:
			b.prop(&props, "http.robots.5xx.allow", "true", "a 5xx answer for robots.txt allows everything", rt.Pointer("unreachable"))
		}
		if rt.MaxSize > 0 {
			b.prop(&props, "http.robots.content.limit", strconv.FormatInt(int64(rt.MaxSize), 10), "bytes of robots.txt read", rt.Pointer("max_size"))
		}
		switch rt.CrawlDelay {
		case policy.CrawlDelayHonoured, policy.CrawlDelayHonouredIfLonger:
			interval, _ := b.interval()
			b.prop(&props, "fetcher.server.delay.force", "true", "a shorter Crawl-delay does not shorten fetcher.server.delay", rt.Pointer("crawl_delay"))
			if !rt.CrawlDelayMin.IsZero() {
				if rt.CrawlDelayMin.Duration <= interval.Duration {
					b.keep("a shorter Crawl-delay counts as fetcher.server.delay, which is longer", rt.Pointer("crawl_delay_min"))
				} else {
					b.skip(rt.Pointer("crawl_delay_min"), "StormCrawler raises a shorter Crawl-delay to fetcher.server.delay only")
				}
			}
			if !rt.CrawlDelayMax.IsZero() {
				b.prop(&props, "fetcher.max.crawl.delay", strconv.FormatInt(int64(rt.CrawlDelayMax.Seconds()), 10), "seconds", rt.Pointer("crawl_delay_max"))
				if rt.CrawlDelayAboveMax == policy.CrawlDelayAboveMaxIgnored {
					b.prop(&props, "fetcher.max.crawl.delay.force", "false", "")
					b.skip(rt.Pointer("crawl_delay_above_max"), "StormCrawler skips the URLs of a host whose Crawl-delay is above the cap, instead of going on at its own interval")
				} else {
					b.prop(&props, "fetcher.max.crawl.delay.force", "true", "a longer Crawl-delay counts as fetcher.max.crawl.delay", rt.Pointer("crawl_delay_above_max"))
				}
			} else {
				b.prop(&props, "fetcher.max.crawl.delay", "-1", "every Crawl-delay is obeyed, however long", rt.Pointer("crawl_delay"))
			}
		}
	}
	switch {
	case !l.TransferTimeout.IsZero():
		// fetcher.thread.timeout is a hard limit on one protocol fetch: the transfer timeout.
		b.prop(&props, "fetcher.thread.timeout", wholeSeconds(l.TransferTimeout), "seconds for a whole fetch, to the last byte", e.LimitPointer("transfer_timeout"))
		if !l.ResponseTimeout.IsZero() && l.ResponseTimeout.Duration >= l.TransferTimeout.Duration {
			b.keep("fetcher.thread.timeout bounds the wait for a response too", e.LimitPointer("response_timeout"))
		}
	case !l.ResponseTimeout.IsZero():
		b.prop(&props, "fetcher.thread.timeout", strconv.FormatInt(int64(l.ResponseTimeout.Seconds()), 10), "seconds for a whole fetch", e.LimitPointer("response_timeout"))
	}
	switch {
	case l.Redirects == policy.RedirectsNotFollowed:
		// The protocol returns the 3xx itself (http.allow.redirects), and the fetcher sends its
		// target to the status stream only where redirections.allowed is true.
		b.prop(&props, "http.allow.redirects", "false", "the protocol returns a 3xx response as it is", e.LimitPointer("redirects"))
		b.prop(&props, "redirections.allowed", "false", "a redirect's target is not sent to the status stream, so it is not fetched for it", e.LimitPointer("redirects"))
	case l.MaxRedirects > 0:
		b.prop(&props, "http.allow.redirects", "false", "a redirect's target is fetched later as a URL of its own, through robots.txt and the queue", e.LimitPointer("max_redirects"))
	}
	b.javaCommon(&props)
	b.finish()

	var buf bytes.Buffer
	for _, line := range append(b.headerLines("Apache StormCrawler configuration (crawler-conf.yaml) for the crawler's published politeness policy."), b.stormUserAgentLines()...) {
		if line == "" {
			buf.WriteString("#\n")
			continue
		}
		buf.WriteString("# " + line + "\n")
	}
	buf.WriteString("\nconfig:\n")
	for _, p := range props {
		if c := strings.TrimSpace(strings.Join(append([]string{p.Comment}, p.Pointers...), " ")); c != "" {
			buf.WriteString("  # " + c + "\n")
		}
		buf.WriteString("  " + p.Name + ": " + yamlValue(p.Value) + "\n")
	}
	return buf.Bytes(), nil
}

// stormUserAgentLines are the header's lines on the User-Agent where the agent's has parts that
// vary per request (agents.X.placeholders), which no setting holds: the file then sets
// http.agent.name alone, from which StormCrawler composes a User-Agent of its own
// (http.agent.name, .version, .description, .url and .email; http.agent, where set, is sent as it
// is), so the lines say what the operator must set before a run and what sitegen verify accepts
// (new-user trial 26, F-18: the file did not say that the header StormCrawler sent was not the
// published one). None where the User-Agent has no placeholder.
func (b *builder) stormUserAgentLines() []string {
	a := b.a
	if b.ua == "" || len(a.Placeholders) == 0 {
		return nil
	}
	sets := "This file sets no User-Agent (the agent has no product token for http.agent.name, which StormCrawler needs)"
	if a.Token != "" {
		sets = "This file sets http.agent.name alone"
	}
	return []string{"",
		userAgentNotSet(&a),
		sets + ", and StormCrawler composes a User-Agent of its own from http.agent.name, http.agent.version,",
		"http.agent.description, http.agent.url and http.agent.email: not the published one. Before a run, make the crawler",
		"send on each request the User-Agent above with each placeholder filled in: in http.agent, which StormCrawler sends",
		"as it is (one value for the whole run), or in the crawler's own code for a value per request.",
		verifyAcceptsFilledIn(&a),
	}
}

// userAgentNotSet is the first line of stormUserAgentLines and nutchUserAgentLines: the agent's
// User-Agent has placeholders (agents.X.placeholders, named as in the template) that no setting holds.
func userAgentNotSet(a *policy.Agent) string {
	names := make([]string, len(a.Placeholders))
	for i, ph := range a.Placeholders {
		names[i] = "{" + string(ph.Name) + "}"
	}
	return "USER-AGENT NOT SET: the User-Agent above has parts that vary per request (" + strings.Join(names, ", ") + "), which no setting holds."
}

// verifyAcceptsFilledIn is the last line of both: what sitegen verify accepts of such an agent.
func verifyAcceptsFilledIn(a *policy.Agent) string {
	return "sitegen verify calls a request genuine only where its User-Agent matches agents." + a.ID + ".user_agent with each placeholder filled in."
}

// nutchUserAgentLines are the header's lines on the User-Agent where the agent's has parts that
// vary per request (agents.X.placeholders), which no setting holds: the file then sets no
// http.agent.name, without which Nutch's fetcher does not start (Fetcher.checkConfiguration), and
// Nutch composes the User-Agent it sends from http.agent.name, .version, .description, .url and
// .email (HttpBase.getAgentString; http.agent.rotate picks one of a list, it fills nothing in). So
// the lines say what the operator must set before a run: the parts of a User-Agent of the shape
// "Name/version (description)" for one value per run, or the crawler's code (a protocol plugin)
// for a value per request; that Nutch also obeys the robots.txt groups of http.agent.name where
// it is not the product token; and what sitegen verify accepts. The gap of new-user trial 26, F-18
// (stormUserAgentLines), in Nutch's file. None where the User-Agent has no placeholder.
func (b *builder) nutchUserAgentLines() []string {
	a := b.a
	if b.ua == "" || len(a.Placeholders) == 0 {
		return nil
	}
	lines := []string{"",
		userAgentNotSet(&a),
		"This file sets no http.agent.name, without which Nutch's fetcher does not start. Nutch sends as the User-Agent",
		"http.agent.name/http.agent.version (http.agent.description; http.agent.url; http.agent.email): before a run, make",
		"the crawler send on each request the User-Agent above with each placeholder filled in: in http.agent.name,",
	}
	m := agentParts.FindStringSubmatch(b.ua)
	switch {
	case m == nil:
		lines[len(lines)-1] = "the crawler send on each request the User-Agent above with each placeholder filled in. It does not have that"
		lines = append(lines, "shape, so only the crawler's own code (a protocol plugin) can send it.")
	case m[3] != "":
		lines = append(lines,
			fmt.Sprintf("http.agent.version and http.agent.description for one value for the whole run (%q, %q and the text in", m[1], m[2]),
			"parentheses), or in the crawler's own code (a protocol plugin) for a value per request.")
	default:
		lines = append(lines,
			fmt.Sprintf("and http.agent.version for one value for the whole run (%q and %q), or in the crawler's own code", m[1], m[2]),
			"(a protocol plugin) for a value per request.")
	}
	if m != nil && a.Token != "" && b.p.ObeysRobotsTxt(a) && b.eff.RobotsTxt.Read && !strings.EqualFold(m[1], string(a.Token)) {
		lines = append(lines, fmt.Sprintf("Nutch matches robots.txt groups against http.agent.name too: with %q there, the crawler also obeys the groups for %[1]q.", m[1]))
	}
	return append(lines, verifyAcceptsFilledIn(&a))
}

// yamlValue writes numbers and booleans plain and every other value as a double-quoted string.
func yamlValue(v string) string {
	if v == "true" || v == "false" {
		return v
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		return v
	}
	return jsonQuote(v)
}

// wholeSeconds is a timeout in the whole seconds Nutch's http.time.limit and StormCrawler's
// fetcher.thread.timeout take, rounded down (a limit a little shorter than the page's is kept;
// one second at least, since 0 would end every fetch at once).
func wholeSeconds(d policy.Duration) string {
	return strconv.FormatInt(max(int64(d.Seconds()), 1), 10)
}
