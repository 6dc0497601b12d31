package policy

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// The rules of an agent's behaviour (behaviour.go): contradictions are errors, what is legal but
// against a SHOULD of RFC 9309 a warning.

var countryDomain = lazyre.New(`^\.[a-z]{2}$`)

// agentBehaviour checks the link scope, embedded resources, directives, re-visits, HTTP and
// on-demand fetches of the agent at path.
func (c *checker) agentBehaviour(path string, a Agent) {
	if a.CountryDomain != "" {
		if a.FollowsLinks != LinkFollowingWithinCountryDomain {
			c.add(path+".country_domain", "is set, but follows_links is not \"within-country-domain\"")
		}
		if !countryDomain.MatchString(a.CountryDomain) {
			c.add(path+".country_domain", "%q is not a country-code top-level domain written with its dot (want e.g. \".no\")", a.CountryDomain)
		}
	}
	if a.SitemapsSameHost && !a.UsesSitemaps && !a.SitemapLines {
		c.add(path+".sitemaps_same_host", "is set, but the agent reads no Sitemap lines (want uses_sitemaps = true, or sitemap_lines = true for an agent that does not obey robots.txt)")
	}
	if a.SitemapXML && !a.UsesSitemaps {
		c.add(path+".sitemap_xml", "is set, but uses_sitemaps is not (want uses_sitemaps = true: /sitemap.xml is read beside the sitemaps robots.txt names)")
	}
	c.mediaTypes(path+".media_types", a.MediaTypes)
	c.scopePorts(path+".ports", a.Ports)
	c.scopePaths(path, a)
	if len(a.UsagePreferences) > 0 {
		unique(c, path+".usage_preferences", a.UsagePreferences)
		// Content-Usage states a preference for each AIPREF category: the agent follows the one
		// for its own. TDMRep and noai are not in that vocabulary (issue 11, trial 32, F-02).
		if i := slices.IndexFunc(a.UsagePreferences, UsagePreferenceSource.AIPref); i >= 0 && a.AIPref == "" {
			c.add(path+".usage_preferences", "lists %q, but aipref is not set (want aipref = %q or %q: the category of the AIPREF vocabulary whose preference the agent follows in Content-Usage; the TDMRep and noai values need none)", a.UsagePreferences[i], AIPrefTrainAI, AIPrefSearch)
		}
	}
	if a.OffSiteHops != 0 && a.FollowsLinks != LinkFollowingWithinSite && a.FollowsLinks != LinkFollowingWithinDomain {
		is := "is not set"
		if a.FollowsLinks != "" {
			is = fmt.Sprintf("is %q", a.FollowsLinks)
		}
		c.add(path+".off_site_hops", "is set, but follows_links %s (want follows_links = \"within-site\" or \"within-domain\": off_site_hops counts the links followed beyond the site or the domain)", is)
	}
	if a.SitemapsFirst {
		if !a.UsesSitemaps {
			c.add(path+".sitemaps_first", "is set, but uses_sitemaps is not (want uses_sitemaps = true: sitemaps_first says that the sitemaps it reads come before any link)")
		}
		const want = `(want follows_links = "one-level" or wider: sitemaps come first only where links are followed after them)`
		switch a.FollowsLinks {
		case "":
			c.add(path+".sitemaps_first", "is set, but follows_links is not "+want)
		case LinkFollowingNone:
			c.add(path+".sitemaps_first", "is set, but follows_links is \"none\" "+want)
		}
	}
	if e := a.Embedded; e != nil {
		ep := path + ".embedded"
		switch e.Fetch {
		case "":
			c.add(ep+".fetch", "missing (want %s)", quoteList(EmbeddedFetch("").Values()))
		case EmbeddedNotFetched:
			for _, f := range []struct {
				name string
				set  bool
			}{{"named_in", len(e.NamedIn) > 0}, {"robots_txt", e.RobotsTxt != ""}, {"crawl_delay", e.CrawlDelay != ""}, {"condition", len(e.Condition) > 0}, {"jobs", len(e.Jobs) > 0}} {
				if f.set {
					c.add(ep+"."+f.name, "is set, but fetch is \"not-fetched\"")
				}
			}
		}
		unique(c, ep+".kinds", e.Kinds)
		unique(c, ep+".named_in", e.NamedIn)
		c.label(ep+".condition", e.Condition, false)
		c.embeddedJobs(ep, a)
		obeys := c.p.ObeysRobotsTxt(a)
		switch {
		case e.RobotsTxt != "" && !obeys:
			c.addFrom(readingFrom(a), ep+".robots_txt", "is set, but the agent does not read robots.txt for its pages (set its robots_txt, or robots_txt.check)")
		case e.RobotsTxt == RobotsUseNotRead:
			c.warn(ep+".robots_txt", "\"not-read\": RFC 9309 §2.2.2 matches the rules against every URI the crawler fetches, embedded resources too; the page states the exception as it is")
		}
		if e.CrawlDelay != "" {
			cd := c.p.RobotsTxt.CrawlDelay
			obeys := c.p.ReadsCrawlDelay(a) // an agent that reads robots.txt for its Crawl-delay alone too
			if !obeys || cd == "" || cd == CrawlDelayIgnored {
				why := fmt.Sprintf("robots_txt.crawl_delay is %q", cd)
				switch {
				case !obeys:
					why = "it does not read robots.txt"
				case cd == "":
					why = "robots_txt.crawl_delay is not set"
				}
				from := []string{"robots_txt.crawl_delay"}
				if !obeys {
					from = readingFrom(a)
				}
				c.addFrom(from, ep+".crawl_delay", "is set, but the agent honours no Crawl-delay (%s)", why)
			}
		}
	}
	c.renderedScripts(path, a)
	if d := a.Directives; d != nil {
		dp := path + ".directives"
		if len(d.MetaRobots) == 0 && len(d.XRobotsTag) == 0 && d.RelNofollow == "" {
			c.add(dp, "empty (want meta_robots, x_robots_tag, rel_nofollow or a combination)")
		}
		if d.MetaNamesAgent {
			switch {
			case len(d.MetaRobots) == 0:
				c.add(dp+".meta_names_agent", "is set, but meta_robots lists no directive (want the directives honoured, e.g. meta_robots = [\"noindex\"])")
			case a.Token == "":
				c.add(dp+".meta_names_agent", "is set, but the agent has no token to name a meta tag after (want token)")
			}
		}
		unique(c, dp+".meta_robots", d.MetaRobots)
		unique(c, dp+".x_robots_tag", d.XRobotsTag)
		if a.FollowsLinks == LinkFollowingNone {
			// One rule for the three places a nofollow can stand: an agent that follows no links
			// has nothing for it to change.
			if d.RelNofollow != "" {
				c.add(dp+".rel_nofollow", "is set, but follows_links is \"none\": an agent that follows no links has no nofollow link to follow or skip")
			}
			for _, f := range []struct {
				name string
				list []RobotsDirective
			}{{"meta_robots", d.MetaRobots}, {"x_robots_tag", d.XRobotsTag}} {
				if i := slices.Index(f.list, DirectiveNofollow); i >= 0 {
					c.add(fmt.Sprintf("%s.%s[%d]", dp, f.name, i), "nofollow is listed, but follows_links is \"none\": an agent that follows no links has no link for nofollow to keep it from")
				}
			}
		}
	}
	if k := a.KeepsLastGood; k != nil && k.For.IsZero() {
		c.add(path+".keeps_last_good.for", "missing (want the longest time the last good copy stays in use, e.g. \"7d\")")
	}
	if sf := a.StopsAfterFailures; sf != nil {
		sp := path + ".stops_after_failures"
		if sf.For.IsZero() {
			c.add(sp+".for", "missing (want how long every fetch of a URL has failed, in a row, when the agent stops fetching it, e.g. \"30d\")")
		}
		if sf.Notifies == NotifiedCustomer && !slices.Contains(a.TriggerSet(), TriggerCustomerScheduled) {
			c.add(sp+".notifies", "is \"customer\", but the agent's trigger is not \"customer-scheduled\": no customer registered the URLs it fetches, so none can be told (want trigger = \"customer-scheduled\", or leave notifies out)")
		}
	}
	seen := map[int]string{}
	for i, r := range a.Revisits {
		rp := fmt.Sprintf("%s.revisits[%d]", path, i)
		if len(r.Statuses) == 0 {
			c.add(rp+".statuses", "missing (want the statuses it applies to, e.g. [404, 410] or [301])")
		}
		for j, s := range r.Statuses {
			sp := fmt.Sprintf("%s.statuses[%d]", rp, j)
			switch {
			case !slices.Contains(revisitStatuses, s):
				c.add(sp, "%d is not a status of a gone or moved address (want 301, 302, 307, 308, 404 or 410)", s)
			case seen[s] != "":
				c.add(sp, "%d is already at %s", s, seen[s])
			default:
				seen[s] = sp
			}
		}
		n := 0
		for _, set := range []bool{!r.After.IsZero(), r.Never, r.Later} {
			if set {
				n++
			}
		}
		switch {
		case n == 0 && !r.NewLocationReplaces:
			c.add(rp, "says neither after, later nor never: when is the address checked again?")
		case n > 1:
			c.add(rp, "says more than one of after, later and never (keep the one the operator states)")
		}
		if rm := r.RemovedAfter; rm != nil {
			if rm.Answers == 0 {
				c.add(rp+".removed_after.answers", "missing (want how many such answers in a row remove what was collected, e.g. 3)")
			}
			if !rm.Over.IsZero() && rm.Answers == 1 {
				c.add(rp+".removed_after.over", "is set, but answers is 1 (one answer spans no time: want answers of at least 2, or leave over out)")
			}
			for j, s := range r.Statuses {
				if s != 404 && s != 410 {
					c.add(fmt.Sprintf("%s.statuses[%d]", rp, j), "%d is not a gone address, but removed_after is set (list 404 and 410 in a revisit of their own)", s)
				}
			}
		}
		if r.NewLocationReplaces {
			for j, s := range r.Statuses {
				if s/100 != 3 {
					c.add(fmt.Sprintf("%s.statuses[%d]", rp, j), "%d has no new location, but new_location_replaces is set (list the redirects in a revisit of their own)", s)
				}
			}
		}
	}
	if h := a.HTTP; h != nil {
		hp := path + ".http"
		headAndGet := slices.Contains(h.Methods, MethodHEAD) && slices.Contains(h.Methods, MethodGET)
		if len(h.GetAfterHead) > 0 && !headAndGet {
			c.add(hp+".get_after_head", "is set, but methods does not list both HEAD and GET, the two requests it orders (want methods = [\"HEAD\", \"GET\"], or leave get_after_head out)")
		}
		if h.GetAfterHeadIfAtMost != 0 && !headAndGet {
			c.add(hp+".get_after_head_if_at_most", "is set, but methods does not list both HEAD and GET, the two requests it orders (want methods = [\"HEAD\", \"GET\"], or leave get_after_head_if_at_most out)")
		}
		for i, s := range h.GetAfterHead {
			sp := fmt.Sprintf("%s.get_after_head[%d]", hp, i)
			switch {
			case s >= 200 && s <= 299:
				c.add(sp, "%d is not an HTTP error status: get_after_head lists the error statuses of a HEAD request after which a GET request is sent (want a status from 400 to 599, e.g. 405 or 501; for a GET after a successful HEAD that announces a small body, get_after_head_if_at_most = \"4KiB\")", s)
			case s < 400 || s > 599:
				c.add(sp, "%d is not an HTTP error status: get_after_head lists the error statuses of a HEAD request after which a GET request is sent (want a status from 400 to 599, e.g. 405 or 501)", s)
			case slices.Index(h.GetAfterHead, s) < i:
				c.add(sp, "%d is listed twice", s)
			}
		}
		if len(h.Methods) == 0 && len(h.Schemes) == 0 && !h.SchemeAsGiven && len(h.Versions) == 0 && h.JavaScript == "" && h.Cookies == "" && len(h.Compression) == 0 && !h.Compressed && !h.RangeRequests && h.RangeBytes == 0 {
			c.add(hp, "empty (want methods, schemes, versions, javascript, cookies, compressed, compression or range_requests)")
		}
		if h.RangeBytes != 0 && !h.RangeRequests {
			c.add(hp+".range_bytes", "is set, but range_requests is not (set range_requests = true, or leave range_bytes out)")
		}
		if h.Compressed && len(h.Compression) > 0 {
			c.add(hp+".compressed", "is set, but so is compression, which names the codings (keep compression)")
		}
		if len(h.JavaScriptCondition) > 0 && h.JavaScript != JavaScriptRendered {
			c.add(hp+".javascript_condition", "is set, but javascript is not \"rendered\": it says for which pages the crawler runs their JavaScript (want javascript = \"rendered\", or leave javascript_condition out)")
		}
		c.label(hp+".javascript_condition", h.JavaScriptCondition, false)
		if h.Cookies == CookiesKeptPerRun {
			c.cookiesPerRun(hp+".cookies", a)
		}
		unique(c, hp+".methods", h.Methods)
		unique(c, hp+".schemes", h.Schemes)
		c.schemeOrder(hp, h)
		unique(c, hp+".versions", h.Versions)
		unique(c, hp+".compression", h.Compression)
	}
	if o := a.OnDemand; o != nil {
		op := path + ".on_demand"
		if o.CacheFor.IsZero() && !o.CacheShared && !o.Once {
			c.add(op, "empty (want cache_for, once, or both cache_for and cache_shared)")
		}
		switch ts := a.TriggerSet(); {
		case len(ts) == 0 || slices.Contains(ts, TriggerUserRequest):
		case len(ts) == 1:
			c.add(op, "is set, but trigger is %q (an agent that fetches when a person asks has trigger = \"user-request\")", ts[0])
		default:
			c.add(op, "is set, but triggers are %s (an agent that fetches when a person asks has \"user-request\" among its triggers)", quoteList(enumStrings(ts)))
		}
		if o.Once && !o.CacheFor.IsZero() {
			c.add(op+".once", "is set, but so is cache_for (an address fetched once is never requested again: keep one)")
		}
		if o.CacheApproximate && o.CacheFor.IsZero() {
			c.add(op+".cache_approximate", "is set, but cache_for is not (want the time a response is reused, e.g. \"30m\")")
		}
		if o.CacheShared && o.CacheFor.IsZero() {
			c.add(op+".cache_shared", "is set, but cache_for is not (how long is the response shared?)")
		}
	}
}

// revisitStatuses are the statuses of a gone or moved address.
var revisitStatuses = []int{301, 302, 307, 308, 404, 410}

// limitsBehaviour checks the further intervals and the delay from the response time of the limits
// at path; global is the policy's limits for a target's, nil otherwise.
func (c *checker) limitsBehaviour(path string, l Limits, global *Limits) {
	key := l.IntervalKey
	if key == "" && global != nil {
		key = global.IntervalKey
	}
	for i, iv := range l.Intervals {
		ip := fmt.Sprintf("%s.intervals[%d]", path, i)
		switch {
		case iv.MinInterval.IsZero():
			c.add(ip+".min_interval", "missing (want the shortest time between two requests on this key, e.g. \"2500ms\")")
		case iv.MinInterval.Duration < time.Millisecond:
			c.add(ip+".min_interval", "%s is below 1ms (a crawler cannot keep to it)", iv.MinInterval)
		}
		switch {
		case iv.IntervalKey == "":
			c.add(ip+".interval_key", "missing (want what it is counted per, e.g. \"server\" or \"domain-server\")")
		case iv.IntervalKey == key:
			c.add(ip+".interval_key", "%q is already the key of min_interval (one interval per key: keep the longer)", iv.IntervalKey)
		case slices.ContainsFunc(l.Intervals[:i], func(o Interval) bool { return o.IntervalKey == iv.IntervalKey }):
			c.add(ip+".interval_key", "%q is already the key of an earlier interval (one interval per key: keep the longer)", iv.IntervalKey)
		}
	}
	if d := l.ResponseTimeDelay; d != nil {
		dp := path + ".response_time_delay"
		if d.Factor == 0 {
			c.add(dp+".factor", "missing (want what the last response time is multiplied by, e.g. 10)")
		}
		switch {
		case !d.Min.IsZero() && !d.Max.IsZero() && d.Min.Duration > d.Max.Duration:
			c.add(dp+".min", "%s is above max %s", d.Min, d.Max)
		case !d.Min.IsZero() && d.Min.Duration == d.Max.Duration:
			// The page would say "10 times the response time, but at least 2s and at most 2s".
			c.add(dp+".min", "%s equals max: the wait is %s whatever the response time (want min_interval = %q instead of response_time_delay, or bounds that differ)", d.Min, d.Min, d.Min.String())
		}
	}
}

// slowDown checks errors.slow_down: a condition that slows the crawler down does not also pause
// it.
func (c *checker) slowDown() {
	s := c.p.Errors.SlowDown
	if s == nil {
		return
	}
	if len(s.On) == 0 {
		c.add("errors.slow_down.on", "missing (want the conditions that slow the crawler down, e.g. [\"429\", \"5xx\"])")
	}
	unique(c, "errors.slow_down.on", s.On)
	if s.Consecutive && s.Threshold == 0 {
		c.add("errors.slow_down.consecutive", "is set, but threshold is not")
	}
	if s.Factor == 1 {
		c.add("errors.slow_down.factor", "1 does not slow the crawler down (want e.g. 2, or leave factor out where the operator states none)")
	}
	for i, on := range s.On {
		for j, r := range c.p.Errors.Reactions {
			for _, ron := range r.On {
				switch {
				case ron == on:
					c.add(fmt.Sprintf("errors.slow_down.on[%d]", i), "%q also pauses the crawler at errors.reactions[%d] (the crawler slows down instead of pausing, or pauses: keep one)", on, j)
				case on.Includes(ron) || ron.Includes(on):
					// A 503 is a 5xx: the page would say that the crawler does not pause after it
					// and that it pauses; package polite pauses (new-user trial 22, F-01).
					which := fmt.Sprintf("%q takes in %q, which errors.reactions[%d] answers with a pause", on, ron, j)
					narrow := ron
					if ron.Includes(on) {
						which = fmt.Sprintf("%q is one of errors.reactions[%d]'s %q, which it answers with a pause", on, j, ron)
						narrow = on
					}
					c.add(fmt.Sprintf("errors.slow_down.on[%d]", i), "%s: the page would say both that the crawler does not pause after %q and that it pauses, and package polite pauses (want %q out of errors.reactions[%d].on, or %q out of errors.slow_down.on)", which, narrow, ron, j, on)
				}
			}
		}
	}
	if !s.MaxInterval.IsZero() {
		// The page says the crawler lengthens its interval up to max_interval: no longer than the
		// interval it keeps anyway, it lengthens nothing (new-user trial 22, F-02).
		l := c.p.Limits
		key, least := "limits.min_interval", l.MinInterval
		if l.DefaultInterval.Duration > least.Duration {
			key, least = "limits.default_interval", l.DefaultInterval
		}
		if !least.IsZero() && s.MaxInterval.Duration <= least.Duration {
			c.add("errors.slow_down.max_interval", "%s is not longer than %s %s: slowing down would not lengthen the interval (want more than %s, e.g. max_interval = %q)", s.MaxInterval, key, least, least, Duration{Duration: 10 * least.Duration}.String())
		}
	}
}

// jobBehaviour checks a job's campaigns, byte budgets and feed refresh times.
func (c *checker) jobBehaviour(path string, j Job) {
	if r := j.RunsPerYear; r != nil {
		switch {
		case r.Min == 0 && r.Max == 0:
			c.add(path+".runs_per_year", "empty (want min, max or both, e.g. { min = 2, max = 4 })")
		case r.Min != 0 && r.Max != 0 && r.Min > r.Max:
			c.add(path+".runs_per_year.min", "%d is above max %d", r.Min, r.Max)
		}
	}
	for i, d := range j.Dates {
		dp := fmt.Sprintf("%s.dates[%d]", path, i)
		switch {
		case d.From.IsZero():
			c.add(dp+".from", "missing (want the first day, e.g. 2027-03-01)")
		case d.Until.IsZero():
			c.add(dp+".until", "missing (want the last day, e.g. 2027-04-30)")
		case d.From.Yearly() != d.Until.Yearly():
			// A span of every year has no year at either end; a dated span has one at both.
			var ex string
			if d.From.Yearly() {
				ex = fmt.Sprintf("%02d-%02d", int(d.Until.Date.Month()), d.Until.Date.Day())
			} else {
				ex = fmt.Sprintf("%d-%02d-%02d", d.From.Year(), int(d.Until.Month), d.Until.DayOfMonth)
			}
			c.add(dp+".until", "%s and from %s: one has a year and the other has not (want both with a year, or both MM-DD for the same span every year, e.g. until = %q)", d.Until, d.From, ex)
		case !d.From.Yearly() && d.Until.Before(d.From.Time):
			c.add(dp+".until", "%s is before from %s", d.Until, d.From)
		case !d.From.Yearly() && !c.p.Site.LastChanged.IsZero() && d.Until.Before(c.p.Site.LastChanged.Time):
			// A campaign over before this version takes effect: the page would state it as the
			// crawler's, and polite refuses the job on every day (trial 20, finding 2).
			c.warn(dp+".until", "%s is before site.last_changed (%s): the span is over before this version of the policy takes effect, so the page states a campaign that no longer runs (want the next campaign's dates, or the span removed)", d.Until, c.p.Site.LastChanged)
		}
	}
	for i, b := range j.Budgets {
		bp := fmt.Sprintf("%s.budgets[%d]", path, i)
		if b.Max <= 0 {
			c.add(bp+".max", "missing (want the most bytes downloaded, e.g. \"50MB\")")
		}
		if b.Key == "" {
			c.add(bp+".key", "missing (want what the budget is counted per, e.g. \"domain\" or \"pass\")")
		}
	}
	if !j.WebSubPollEvery.IsZero() && !j.WebSub {
		c.add(path+".websub_poll_every", "is set, but websub is not (set websub = true, or leave websub_poll_every out)")
	}
	if t := j.FeedTTL; t != nil {
		switch {
		case t.Min.IsZero() && t.Max.IsZero():
			c.add(path+".feed_ttl", "empty (want min, max or both, e.g. { min = \"5m\", max = \"12h\" })")
		case !t.Min.IsZero() && !t.Max.IsZero() && t.Min.Duration > t.Max.Duration:
			c.add(path+".feed_ttl.min", "%s is above max %s", t.Min, t.Max)
		case !t.Min.IsZero() && t.Min.Duration == t.Max.Duration:
			// The page would say "honoured between 1 hour and 1 hour": a feed's own time never counts.
			c.add(path+".feed_ttl.min", "%s equals max: every feed counts as %s whatever its own refresh time (want feed_ttl left out and the interval in the job's cadence, or bounds that differ)", t.Min, t.Min)
		}
	}
}

// renderedScripts warns of an agent that runs a page's JavaScript (http.javascript = "rendered")
// but does not say that it fetches the page's scripts: a browser that runs a page's scripts
// fetches the ones the page names, so the page would say both "runs a page's JavaScript, as a
// browser does" and "fetches only the pages themselves, not … scripts" (embedded.fetch =
// "not-fetched", or "fetched" with kinds that leave scripts out), or say nothing of the scripts
// fetched ([embedded] left out), or says it fetches them only for some pages (embedded.condition)
// while it runs the JavaScript of every page (no http.javascript_condition). A warning, not an
// error: the crawler may run only the scripts inside the page (new-user trial 20, finding 17).
func (c *checker) renderedScripts(path string, a Agent) {
	if a.HTTP == nil || a.HTTP.JavaScript != JavaScriptRendered {
		return
	}
	want := fmt.Sprintf("want [%s.embedded] with fetch = \"fetched\" and \"scripts\" among its kinds, or leave its kinds out; or javascript = \"not-rendered\"", path)
	e := a.Embedded
	var says string
	switch {
	case e == nil:
		says = "the policy does not say that it fetches them ([" + path + ".embedded] is left out), so the page says nothing of the scripts it fetches"
	case e.Fetch == EmbeddedNotFetched && (len(e.Kinds) == 0 || slices.Contains(e.Kinds, ResourceScripts)):
		says = "embedded.fetch = \"not-fetched\" says that it fetches no scripts, and the page would state both"
	case e.Fetch == EmbeddedFetched && len(e.Kinds) > 0 && !slices.Contains(e.Kinds, ResourceScripts):
		says = fmt.Sprintf("embedded.kinds = [%s] leaves them out, and the page would state both", quoteList(enumStrings(e.Kinds)))
	case e.Fetch == EmbeddedFetched && len(e.Condition) > 0 && len(a.HTTP.JavaScriptCondition) == 0:
		// It runs the JavaScript of every page, so it fetches the scripts of every page.
		says = "embedded.condition says that it fetches them only for some pages, while the page says it runs the JavaScript of every page"
		want = fmt.Sprintf("want [%s.http] javascript_condition, for the pages whose JavaScript it runs, or leave embedded.condition out", path)
	default:
		return
	}
	c.warn(path+".http.javascript", "\"rendered\": a browser that runs a page's JavaScript fetches the scripts the page names, but %s (%s)", says, want)
}

// mediaTypes checks an agent's media_types (new-user trial 25, F-06): each a media type as RFC
// 6838 §4.2 names one, type "/" subtype, each a restricted-name (a letter or digit, then up to
// 126 letters, digits and "!#$&-^_.+"), in lower case (media types compare case-insensitively,
// and the page prints them as written), without parameters; "*" as the subtype only, never
// "*/*"; each once, none covered by a wildcard listed too.
// scopePorts checks agents.X.ports: each from 1 to 65535, once.
func (c *checker) scopePorts(path string, ports []int) {
	for i, p := range ports {
		at := fmt.Sprintf("%s[%d]", path, i)
		switch {
		case p < 1 || p > 65535:
			c.add(at, "%d is not a TCP port (want a whole number from 1 to 65535, e.g. 80 or 443)", p)
		case slices.Index(ports, p) < i:
			c.add(at, "%d is listed twice", p)
		}
	}
}

// scopePaths checks agents.X.paths of agent a at path: each an absolute path, whole, once; only
// for an agent whose URLs are a fixed list (no links followed, no sitemaps, no embedded
// resources); "/robots.txt" among them where the agent reads robots.txt.
func (c *checker) scopePaths(path string, a Agent) {
	if len(a.Paths) == 0 {
		return
	}
	at := path + ".paths"
	if a.FollowsLinks != "" && a.FollowsLinks != LinkFollowingNone {
		c.add(at, "is set, but follows_links is %q: an agent that follows links requests the paths it finds, not a fixed list (want follows_links = \"none\", or leave paths out)", a.FollowsLinks)
	}
	if a.UsesSitemaps {
		c.add(at, "is set, but uses_sitemaps is too: the addresses a sitemap lists are not a fixed list of paths (leave one of them out)")
	}
	if e := a.Embedded; e != nil && e.Fetch == EmbeddedFetched {
		c.add(at, "is set, but embedded.fetch is %q: the resources a page embeds are not a fixed list of paths (leave one of them out)", e.Fetch)
	}
	for i, p := range a.Paths {
		sp := fmt.Sprintf("%s[%d]", at, i)
		switch {
		case !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//"):
			c.add(sp, "%q is not a path (want an absolute path such as \"/\" or \"/.well-known/security.txt\")", p)
		case strings.ContainsAny(p, "*$?#") || strings.ContainsFunc(p, unicode.IsSpace):
			c.add(sp, "%q is not a single path (want the path whole, without a query, a space, \"*\" or \"$\", e.g. \"/.well-known/security.txt\")", p)
		case slices.Index(a.Paths, p) < i:
			c.add(sp, "%q is listed twice", p)
		}
	}
	if c.p.ObeysRobotsTxt(a) && !slices.Contains(a.Paths, "/robots.txt") {
		c.add(at, "does not hold \"/robots.txt\", but the agent reads robots.txt, which is a request too (want \"/robots.txt\" among the paths)")
	}
}

func (c *checker) mediaTypes(path string, types []string) {
	for i, t := range types {
		at := fmt.Sprintf("%s[%d]", path, i)
		if prob, want := mediaTypeProblem(t); prob != "" {
			if want != "" {
				c.add(at, "%q %s (want %q)", t, prob, want)
			} else {
				c.add(at, "%q %s", t, prob)
			}
			continue
		}
		if j := slices.Index(types, t); j < i {
			c.add(at, "%q is listed twice", t)
			continue
		}
		typ, sub, _ := strings.Cut(t, "/")
		if sub == "*" {
			continue
		}
		if j := slices.Index(types, typ+"/*"); j >= 0 {
			c.add(at, "%q is covered by %q (%s[%d]), which holds every subtype of %s (want one of them)", t, typ+"/*", path, j, typ)
		}
	}
}

// mediaTypeProblem says what is wrong with media type t, and the value to write where sitegen
// can tell; "" where t is a media type as media_types takes it.
func mediaTypeProblem(t string) (problem, want string) {
	const syntax = "is not a media type: want type/subtype as RFC 6838 §4.2 writes them, e.g. \"text/html\" or \"application/pdf\""
	if base, _, ok := strings.Cut(t, ";"); ok {
		base = strings.ToLower(strings.TrimSpace(base))
		if p, _ := mediaTypeProblem(base); p == "" {
			return "has a parameter: media_types names media types, not their parameters", base
		}
		return syntax, ""
	}
	if low := strings.ToLower(t); low != t {
		if p, _ := mediaTypeProblem(low); p == "" {
			return "is not in lower case: media types compare without regard to case (RFC 6838 §4.2), and the page prints them as written", low
		}
	}
	typ, sub, ok := strings.Cut(t, "/")
	switch {
	case !ok:
		return syntax, ""
	case typ == "*" && sub == "*":
		return "covers every media type, which states nothing: list the types the crawler fetches, or leave media_types out", ""
	case typ == "*":
		return "has \"*\" as its type: only the subtype may be \"*\" (\"text/*\")", ""
	case !restrictedName(typ) || sub != "*" && !restrictedName(sub):
		return syntax, ""
	}
	return "", ""
}

// restrictedName reports whether s is a restricted-name of RFC 6838 §4.2 in lower case: a letter
// or digit, then at most 126 letters, digits and "!", "#", "$", "&", "-", "^", "_", ".", "+".
func restrictedName(s string) bool {
	if s == "" || len(s) > 127 {
		return false
	}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		alnum := 'a' <= ch && ch <= 'z' || '0' <= ch && ch <= '9'
		if !alnum && (i == 0 || !strings.ContainsRune("!#$&-^_.+", rune(ch))) {
			return false
		}
	}
	return true
}

// embeddedJobs checks agents.X.embedded.jobs at ep: not beside a condition (both say for which
// pages the resources are fetched), each entry a job of agent a listed once; and warns where
// embedded.robots_txt = "read" while no listed job obeys robots.txt, so that the sentence states
// nothing (new-user trial 28, F-04).
func (c *checker) embeddedJobs(ep string, a Agent) {
	e := a.Embedded
	if len(e.Jobs) == 0 {
		if e.Jobs != nil {
			c.add(ep+".jobs", "is empty (want the keys of the jobs whose page loads fetch these resources, or leave jobs out: then every fetch does)")
		}
		return
	}
	if len(e.Condition) > 0 {
		c.add(ep+".jobs", "is set beside embedded.condition; both say for which pages the resources are fetched (write one of the two: jobs names them, condition describes them in words)")
	}
	unique(c, ep+".jobs", e.Jobs)
	obeying := 0
	for i, id := range e.Jobs {
		path := fmt.Sprintf("%s.jobs[%d]", ep, i)
		j, ok := c.p.Jobs.Get(id)
		if !ok {
			c.ref(path, id, "jobs")
			continue
		}
		if j.Agent != a.ID {
			var own []string
			for _, o := range c.p.Jobs {
				if o.Agent == a.ID {
					own = append(own, o.ID)
				}
			}
			want := "the policy has no job of agents." + keyPart(a.ID)
			if len(own) > 0 {
				want = "want one of " + quoteList(own)
			}
			c.add(path, "%q is a job of agents.%s, whose requests carry another identity (%s)", id, keyPart(j.Agent), want)
			continue
		}
		if j.RobotsTxt != RobotsUseNotRead {
			obeying++
		}
	}
	if e.RobotsTxt == RobotsUseRead && obeying == 0 && c.p.ObeysRobotsTxt(a) {
		c.warn(ep+".robots_txt", "is \"read\", but every job in embedded.jobs has robots_txt = \"not-read\", and the resources of their pages do not obey robots.txt either, so the sentence states nothing (leave robots_txt out, or list a job that obeys robots.txt)")
	}
}

// cookiesPerRun refuses cookies = "kept-per-run" where the agent's fetches are not divided into
// runs (new-user trial 31, F-10): a run is one run of a job, or the fetching for one request of an
// agent that fetches on request (Cap.PerRun), so the agent must fetch on request, or have jobs,
// each of which says what starts a run (Job.StatesRuns).
func (c *checker) cookiesPerRun(path string, a Agent) {
	if slices.ContainsFunc(a.TriggerSet(), func(t Trigger) bool { return t == TriggerUserRequest || t == TriggerCustomerScheduled }) {
		return
	}
	var jobs, silent []string
	for _, j := range c.p.Jobs {
		if j.Agent != a.ID {
			continue
		}
		jobs = append(jobs, j.ID)
		if !j.StatesRuns() {
			silent = append(silent, "jobs."+keyPart(j.ID))
		}
	}
	switch {
	case len(jobs) == 0:
		c.add(path, "is \"kept-per-run\", but no job runs as agents.%s and it does not fetch on request, so the page would keep cookies per run of fetches it never divides into runs (want a job with a cadence, triggers, started_by or runs_per_year, or cookies = \"kept\")", keyPart(a.ID))
	case len(silent) > 0:
		c.add(path, "is \"kept-per-run\", but %s %s not say what starts a run (no cadence, triggers, started_by or runs_per_year), so the page would keep cookies per run of fetches it never divides into runs (want a cadence, triggers, started_by or runs_per_year on the job, or cookies = \"kept\")", strings.Join(silent, ", "), map[bool]string{true: "does", false: "do"}[len(silent) == 1])
	}
}

// schemeOrder checks http.scheme_as_given against http.schemes at hp, and warns of schemes =
// ["http", "https"] without it: HTTP first and HTTPS only where that fails fetches a link to
// HTTPS over HTTP, legal but almost never meant (new-user trial 32, F-16: written for "whichever
// scheme the URL names", and the page said HTTP first).
func (c *checker) schemeOrder(hp string, h *HTTP) {
	both := len(h.Schemes) == 2 && slices.Contains(h.Schemes, SchemeHTTP) && slices.Contains(h.Schemes, SchemeHTTPS)
	switch {
	case h.SchemeAsGiven && len(h.Schemes) == 0:
		c.add(hp+".scheme_as_given", `is set, but schemes is not: it says that each URL is fetched over the scheme it names, of the two (want schemes = ["https", "http"] with it)`)
	case h.SchemeAsGiven && !both:
		c.add(hp+".scheme_as_given", `is set, but schemes does not list both "http" and "https": with one scheme, every URL is fetched over it (leave scheme_as_given out, or want schemes = ["https", "http"])`)
	case !h.SchemeAsGiven && both && h.Schemes[0] == SchemeHTTP:
		c.warn(hp+".schemes", `["http", "https"] fetches each URL over HTTP first and over HTTPS only where that fails, so a link to HTTPS is fetched over HTTP (want scheme_as_given = true where each URL is fetched over the scheme it names, or ["https", "http"] for HTTPS first)`)
	}
}
