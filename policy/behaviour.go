package policy

// The behaviour that real crawler pages state besides rates and robots.txt (issue 11, point 5):
// how an agent fetches (embedded resources, robots meta tags and X-Robots-Tag, re-visits of gone
// and moved addresses, HTTP), fetches on demand with a cache per URL, and a job's campaigns, byte
// budgets and feeds' own refresh times. Every part is optional: the pages state a sentence only
// where the policy states its value.

import "time"

// Embedded is what an agent does with the resources that a page embeds or names (images, video,
// audio, style sheets, scripts).
type Embedded struct {
	// Fetch is whether they are fetched: "fetched" or "not-fetched".
	Fetch EmbeddedFetch `toml:"fetch" json:"fetch"`
	// Condition says in every language for which pages they are fetched, where not for every
	// page ("only for pages that show their prices with JavaScript"); only with fetch =
	// "fetched". Unset, the page says they are fetched along with a page, any page.
	Condition Label `toml:"condition" json:"condition,omitempty"`
	// Jobs are the jobs (keys in jobs, each one of this agent's) whose page loads fetch the
	// resources, where not every fetch does (in place of "only during the in-depth check" as free
	// text, which nothing checks; new-user trial 28, F-04); only with fetch = "fetched", and not beside
	// Condition. Unset, the resources are fetched along with the pages of every fetch. Stated
	// only: which resources a page load asks for is the crawler's choice of URLs.
	Jobs []string `toml:"jobs" json:"jobs,omitempty"`
	// Kinds are the kinds of resource fetched, where the policy names them; with fetch =
	// "not-fetched", the kinds that are not fetched (none named: no resource is fetched).
	Kinds []ResourceKind `toml:"kinds" json:"kinds,omitempty"`
	// NamedIn are where the page names them: "markup" (the page's elements) or "meta-tags"
	// (Open Graph and similar meta tags).
	NamedIn []ResourceSource `toml:"named_in" json:"named_in,omitempty"`
	// RobotsTxt is whether robots.txt is read for them too: "read" or "not-read". Only for an
	// agent that reads robots.txt for its pages. "read" holds for the pages of the fetches that
	// obey robots.txt: those of a job with robots_txt = "not-read" do not obey it for their
	// resources either (package polite), and the page names such jobs as the exception.
	RobotsTxt RobotsUse `toml:"robots_txt" json:"robots_txt,omitempty"`
	// CrawlDelay is whether a Crawl-delay spaces them too: "applied" or "not-applied". Only for an
	// agent that honours Crawl-delay.
	CrawlDelay Applied `toml:"crawl_delay" json:"crawl_delay,omitempty"`
}

// CrawlDelaySpaces reports whether a Crawl-delay spaces the requests for the resources as well:
// CrawlDelay = "applied", or unset where robots.txt is read for them (RFC 9309 §2.2.2 reads the
// group for every URI fetched), as package polite enforces it. Meaningful only where Fetch is
// "fetched" and the agent honours a Crawl-delay.
func (e *Embedded) CrawlDelaySpaces() bool {
	return e.CrawlDelay == AppliedYes || e.CrawlDelay == "" && e.RobotsTxt != RobotsUseNotRead
}

// CrawlDelayInEffect is how a Crawl-delay line acts under r, robots.txt's handling for the agent
// with ID agent (or, with agent "", the general one): r.CrawlDelay, except that "honoured" is
// "honoured-if-longer" where a limits.min_interval holds for the agent (its own limits, else the
// general ones), since the crawler (package polite) never goes below that interval: a shorter
// Crawl-delay changes nothing either way, and the page says so (new-user trial 27, F-16).
func (p *Policy) CrawlDelayInEffect(r RobotsTxt, agent string) CrawlDelay {
	if r.CrawlDelay != CrawlDelayHonoured {
		return r.CrawlDelay
	}
	floor := p.Limits.MinInterval
	if agent != "" {
		if e, err := p.Effective(agent, "", ""); err == nil {
			floor = e.Limits.MinInterval
		}
	}
	if floor.IsZero() {
		return r.CrawlDelay
	}
	return CrawlDelayHonouredIfLonger
}

// CrawlDelayStated is how the page states r, robots.txt's handling for the agent with ID agent (or,
// with agent "", the general one): CrawlDelayInEffect where no crawl_delay_max caps the value, and
// r.CrawlDelay where one does, since "honoured" with a cap has a sentence of its own that names the
// cap (generator/facts_robots.go). Two handlings that state the same value here read alike on the
// page and act alike in package polite, so diff lists no change between them (review 30: en F1,
// de F2, fr F2, pl F2: "honoured" → "honoured-if-longer" beside a min_interval was listed as
// "Changed", with the same sentence before and after).
func (p *Policy) CrawlDelayStated(r RobotsTxt, agent string) CrawlDelay {
	if !r.CrawlDelayMax.IsZero() {
		return r.CrawlDelay
	}
	return p.CrawlDelayInEffect(r, agent)
}

// ReadsCrawlDelay reports whether a Crawl-delay line spaces the fetches of agent a: where it
// obeys robots.txt (ObeysRobotsTxt), or reads it for its Crawl-delay alone (robots_txt =
// "not-read" with crawl_delay = "applied").
func (p *Policy) ReadsCrawlDelay(a Agent) bool {
	return p.ObeysRobotsTxt(a) || a.RobotsTxt == RobotsUseNotRead && a.CrawlDelay == AppliedYes
}

// CrawlDelayUnit is what an honoured Crawl-delay spaces, for the agent with ID agent or, with
// agent "", for every agent that reads a Crawl-delay (ReadsCrawlDelay): LoadUnitPageLoads where the general interval
// counts page loads (limits.interval_unit) and no such agent's Crawl-delay spaces the resources
// a page embeds (Embedded.CrawlDelaySpaces is false for each agent that fetches them), so that a
// Crawl-delay of N seconds means N seconds between two page loads; LoadUnitRequests otherwise (a
// Crawl-delay then spaces every request, those for embedded resources included). The pages say
// the Crawl-delay's value in this unit.
func (p *Policy) CrawlDelayUnit(agent string) LoadUnit {
	if p.Limits.IntervalUnit != LoadUnitPageLoads {
		return LoadUnitRequests
	}
	for _, a := range p.Agents {
		if agent != "" && a.ID != agent || !p.ReadsCrawlDelay(a) {
			continue
		}
		if e := a.Embedded; e != nil && e.Fetch == EmbeddedFetched && e.CrawlDelaySpaces() {
			return LoadUnitRequests
		}
	}
	return LoadUnitPageLoads
}

// RequestIntervalUnit is what the interval of request r (contact.requests[].min_interval, the
// slowest or fastest rate a site can ask for) spaces: the unit of the interval it slows or
// speeds up. For a request limited to jobs (r.Jobs), the unit of their limits (each job's
// limits.interval_unit, else its category's, else the general one) where all of them count the
// same; otherwise, and for a request of every fetch, the general limits.interval_unit.
// LoadUnitRequests where none is said, so that the page states "one page load every 30 seconds"
// where the general limit says "one page load every 5 seconds" (new-user trial 31, F-13).
func (p *Policy) RequestIntervalUnit(r Request) LoadUnit {
	unit := p.Limits.IntervalUnit
	var jobs LoadUnit
	for k, id := range r.Jobs {
		e, err := p.Effective("", "", id)
		if err != nil {
			break
		}
		u := e.Limits.IntervalUnit
		if k > 0 && u != jobs {
			jobs = ""
			break
		}
		jobs = u
	}
	if jobs != "" {
		unit = jobs
	}
	if unit == "" {
		return LoadUnitRequests
	}
	return unit
}

// Directives are the robots directives an agent honours in a page's robots meta tag and in the
// X-Robots-Tag header, and what it does with a link marked rel="nofollow".
type Directives struct {
	// MetaRobots are the directives honoured in <meta name="robots"> (and, with MetaNamesAgent,
	// in a meta tag that names the agent).
	MetaRobots []RobotsDirective `toml:"meta_robots" json:"meta_robots,omitempty"`
	// MetaNamesAgent states that the directives of MetaRobots are honoured also in a meta tag
	// named after the agent's token (<meta name="TOKEN" content="noindex">), and the page says so
	// with an example. Needs MetaRobots and the agent's token.
	MetaNamesAgent bool `toml:"meta_names_agent" json:"meta_names_agent,omitempty"`
	// XRobotsTag are the directives honoured in the X-Robots-Tag response header.
	XRobotsTag []RobotsDirective `toml:"x_robots_tag" json:"x_robots_tag,omitempty"`
	// RelNofollow is what a link marked rel="nofollow" does: "not-followed" (the agent does not
	// follow it) or "followed" (the agent fetches its target all the same).
	RelNofollow RelNofollow `toml:"rel_nofollow" json:"rel_nofollow,omitempty"`
}

// Revisit is what an agent does later with addresses that answered one of Statuses: a gone
// address (404, 410) or a moved one (301, 302, 307, 308).
type Revisit struct {
	// Statuses are the HTTP statuses this applies to: 301, 302, 307, 308, 404 or 410.
	Statuses []int `toml:"statuses" json:"statuses"`
	// After is how long until the address is checked again, where the policy states it.
	After Duration `toml:"after" json:"after,omitzero"`
	// Never states that the address is not fetched again.
	Never bool `toml:"never" json:"never,omitempty"`
	// Later states that the address is checked again later, after a time that is not stated.
	Later bool `toml:"later" json:"later,omitempty"`
	// NewLocationReplaces states, for redirects, that the new location replaces the old address,
	// which is not fetched again as such.
	NewLocationReplaces bool `toml:"new_location_replaces" json:"new_location_replaces,omitempty"`
	// RemovedAfter states, for 404 and 410, when what was collected from the address is removed:
	// after that many such answers in a row, over a time where the policy states one.
	RemovedAfter *RevisitRemoval `toml:"removed_after" json:"removed_after,omitempty"`
}

// RevisitRemoval is when what was collected from a gone address is removed: after Answers such
// answers in a row (1: the first), over Over where stated (e.g. 3 answers over 3 days).
type RevisitRemoval struct {
	// Answers is how many such answers in a row remove it.
	Answers Count `toml:"answers" json:"answers"`
	// Over is the time those answers span, where the policy states it (at least 2 answers).
	Over Duration `toml:"over" json:"over,omitzero"`
}

// StopsAfterFailures is when an agent gives up on a URL that no longer answers: once every fetch
// of it has failed for For in a row, the URL is no longer fetched at all (an uptime monitor that
// drops a check after 30 days of failure), and, with Notifies, who is told (new-user trial 26,
// F-07). What counts as a failure is the crawler's (a timeout, a network error, an error status):
// the page says that every fetch failed, and names none.
type StopsAfterFailures struct {
	// For is how long every fetch of the URL has failed, in a row, when the agent stops fetching
	// it ("30d"). Required.
	For Duration `toml:"for" json:"for"`
	// Notifies is who is told that the URL is no longer fetched: "customer" (the customer who
	// registered it; only for an agent whose trigger is "customer-scheduled"). Unset, the page
	// says nothing of it.
	Notifies Notified `toml:"notifies" json:"notifies,omitempty"`
}

// KeepsLastGood is how long an agent goes on using the last copy of a resource it fetched
// successfully once fetches of its URL fail: an ads.txt crawler keeps a publisher's last good
// ads.txt for up to 7 days after three failures in a row, so that a short outage does not empty
// the list of authorised sellers (new-user trial 30, F-04; robots_txt.keep_last_good_for says the
// same of robots.txt). What counts as a failure is the crawler's (a timeout, a network error, an
// error status): the page names none. No request depends on it: package polite does not keep
// copies of resources.
type KeepsLastGood struct {
	// AfterFailures is how many fetches of the URL in a row must have failed before the copy is
	// kept in use ("3"), where the policy states it. Unset, the page says "while fetches of a
	// URL fail".
	AfterFailures Count `toml:"after_failures" json:"after_failures,omitempty"`
	// For is the longest time the copy stays in use ("7d"). Required.
	For Duration `toml:"for" json:"for"`
}

// HTTP is how an agent speaks HTTP.
type HTTP struct {
	// Methods are the request methods it uses (RFC 9110 §9): GET, HEAD, POST.
	Methods []Method `toml:"methods" json:"methods,omitempty"`
	// GetAfterHead states that it asks for a URL with HEAD first (RFC 9110 §9.3.2), and with GET
	// only where the server answers that HEAD request with one of these HTTP statuses (400 to
	// 599, e.g. 405 Method Not Allowed and 501 Not Implemented, RFC 9110 §15.5.6, §15.6.2): why
	// two requests for one URL sometimes arrive together (new-user trial 26, F-06). Only with
	// methods holding HEAD and GET.
	GetAfterHead []int `toml:"get_after_head" json:"get_after_head,omitempty"`
	// GetAfterHeadIfAtMost states that it asks for a URL with HEAD first, and with GET after a
	// HEAD answered with a success status (2xx, RFC 9110 §15.3) whose Content-Length (RFC 9110
	// §8.6) is at most this size ("4KiB"): a scanner that fetches a favicon only where it is
	// small (new-user trial 29, F-05). Without a Content-Length, or with a larger one, no GET
	// follows. With GetAfterHead, a GET follows either answer. Only with methods holding HEAD and
	// GET.
	GetAfterHeadIfAtMost Size `toml:"get_after_head_if_at_most" json:"get_after_head_if_at_most,omitempty"`
	// Schemes are the URL schemes it fetches over, in the order it tries them for an address:
	// ["https"] (HTTPS only), or ["https", "http"] (HTTPS first, and HTTP only where the request
	// over HTTPS fails, as ads.txt crawlers do; new-user trial 30, F-05). Each at most once.
	// Unset, the page says nothing of schemes. Package polite refuses a request over a scheme not
	// listed (*SchemeError); the order, with two, is the crawler's. ["http", "https"] (HTTP
	// first, HTTPS only where it fails) downgrades a link to HTTPS and is warned of; where each
	// URL is fetched over the scheme it names, SchemeAsGiven says so.
	Schemes []Scheme `toml:"schemes" json:"schemes,omitempty"`
	// SchemeAsGiven states that it fetches each URL over the scheme the URL names (RFC 3986
	// §3.1), HTTP or HTTPS, and never tries the other one: a link to http://… over HTTP, one to
	// https://… over HTTPS (new-user trial 32, F-16: ["http", "https"] was written for this and
	// read as a fallback from HTTP to HTTPS). Only with schemes listing both "http" and "https",
	// in either order: the order then means nothing. Package polite sends each request over the
	// scheme it is given; that no request follows over the other is the crawler's.
	SchemeAsGiven bool `toml:"scheme_as_given" json:"scheme_as_given,omitempty"`
	// Versions are the HTTP versions it speaks: "HTTP/1.1", "HTTP/2", "HTTP/3".
	Versions []HTTPVersion `toml:"versions" json:"versions,omitempty"`
	// JavaScript is whether it runs a page's scripts: "rendered" or "not-rendered".
	JavaScript JavaScript `toml:"javascript" json:"javascript,omitempty"`
	// JavaScriptCondition says in every language for which pages it runs their scripts, where
	// not for every page ("only for pages that show their prices with JavaScript"); only with
	// javascript = "rendered". Unset, the page says it runs the JavaScript of a page, any page.
	JavaScriptCondition Label `toml:"javascript_condition" json:"javascript_condition,omitempty"`
	// Cookies is what it does with cookies: "ignored" (it stores and sends none), "kept" (it
	// sends back what a site set) or "kept-per-run" (it sends back what a site set in the same
	// run, and keeps none for a later run; a run as in Cap.PerRun, so every job of the agent must
	// say what starts a run, or the agent must fetch on request).
	Cookies Cookies `toml:"cookies" json:"cookies,omitempty"`
	// Compressed states that it accepts compressed responses, where the policy does not name the
	// codings (Compression names them).
	Compressed bool `toml:"compressed" json:"compressed,omitempty"`
	// Compression are the content codings it accepts (Accept-Encoding, RFC 9110 §12.5.3): gzip,
	// deflate, br, zstd.
	Compression []Coding `toml:"compression" json:"compression,omitempty"`
	// RangeRequests states that it fetches only part of a resource where it can, with Range
	// requests (RFC 9110 §14).
	RangeRequests bool `toml:"range_requests" json:"range_requests,omitempty"`
	// RangeBytes is how much of a resource a Range request asks for, from its start ("64KiB":
	// Range: bytes=0-65535), where the policy states it; only with RangeRequests.
	RangeBytes Size `toml:"range_bytes" json:"range_bytes,omitempty"`
}

// OnDemand describes an agent that fetches when a person asks (a link posted, a page saved), not
// on a schedule.
type OnDemand struct {
	// CacheFor is how long a response is reused: the same URL is not requested again within it.
	CacheFor Duration `toml:"cache_for" json:"cache_for,omitzero"`
	// CacheApproximate states that CacheFor is an approximate time, as the operator gives it
	// ("about 30 minutes"): the page says "about". Only with CacheFor.
	CacheApproximate bool `toml:"cache_approximate" json:"cache_approximate,omitempty"`
	// CacheShared states that the cached response serves every user, not only the one who asked.
	CacheShared bool `toml:"cache_shared" json:"cache_shared,omitempty"`
	// Once states that each address is fetched once, when the person asks, and not again.
	Once bool `toml:"once" json:"once,omitempty"`
}

// Range is a number from Min to Max ("two to four times a year"); Min alone is "at least", Max
// alone "at most"; Min equal to Max is that number ("once a year").
type Range struct {
	Min Count `toml:"min" json:"min,omitempty"`
	Max Count `toml:"max" json:"max,omitempty"`
}

// DateRange is a span of calendar days, From and Until included: two dates (2027-03-01 to
// 2027-11-30), or two days of the year without one ("03-01" to "11-30"), the same span every
// year; such a span may run across the new year ("11-01" to "02-28").
type DateRange struct {
	From  Day `toml:"from" json:"from"`
	Until Day `toml:"until" json:"until"`
}

// monthDayOf orders a calendar day within its year: month × 32 + day.
func monthDayOf(m time.Month, d int) int { return int(m)*32 + d }

// Contains reports whether the calendar day of t (its year, month and day in t's location: pass
// t in the policy's time zone, site.time_zone) lies in the span, both ends included. A span of
// every year holds on that month and day in any year, across the new year where From comes after
// Until.
func (r DateRange) Contains(t time.Time) bool {
	y, m, d := t.Date()
	if !r.From.Yearly() {
		day := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
		from, until := r.From.Date.Time, r.Until.Date.Time
		return !day.Before(time.Date(from.Year(), from.Month(), from.Day(), 0, 0, 0, 0, time.UTC)) &&
			!day.After(time.Date(until.Year(), until.Month(), until.Day(), 0, 0, 0, 0, time.UTC))
	}
	md := monthDayOf(m, d)
	from, until := monthDayOf(r.From.Month, r.From.DayOfMonth), monthDayOf(r.Until.Month, r.Until.DayOfMonth)
	if from <= until {
		return md >= from && md <= until
	}
	return md >= from || md <= until
}

// NextStart returns the first moment after t at which the span begins: midnight of From in t's
// location (pass the policy's time zone), this year's or the next year's for a span of every
// year. ok is false for a dated span that has begun or ended by t's day: it begins no more.
func (r DateRange) NextStart(t time.Time) (start time.Time, ok bool) {
	loc := t.Location()
	if !r.From.Yearly() {
		f := r.From.Date.Time
		start = time.Date(f.Year(), f.Month(), f.Day(), 0, 0, 0, 0, loc)
		return start, start.After(t)
	}
	start = time.Date(t.Year(), r.From.Month, r.From.DayOfMonth, 0, 0, 0, 0, loc)
	if !start.After(t) {
		start = time.Date(t.Year()+1, r.From.Month, r.From.DayOfMonth, 0, 0, 0, 0, loc)
	}
	return start, true
}

// Budget caps the bytes a job downloads: Max per Key (a registrable domain, a site), in every
// pass of a run or only in the first.
type Budget struct {
	// Max is the most bytes downloaded, a size ("50MB"); a count of pages is a cap of the job
	// (jobs.X.caps with unit = "pages"), not a budget.
	Max Size `toml:"max" json:"max"`
	// Key is what the budget is counted per: "domain" (a registrable domain), "hostname", "site",
	// "run" or "pass".
	Key Scope `toml:"key" json:"key"`
	// FirstPass states that the budget holds only in the first pass of a run; later passes go on
	// without it.
	FirstPass bool `toml:"first_pass" json:"first_pass,omitempty"`
}

// TTLBounds are the bounds within which a job honours the refresh time that a resource states for
// itself (a feed's <ttl>, RSS 2.0): a shorter one counts as Min, a longer one as Max. Min equal
// to Max is refused: no feed's own time would count.
type TTLBounds struct {
	Min Duration `toml:"min" json:"min,omitzero"`
	Max Duration `toml:"max" json:"max,omitzero"`
}

// Interval is a further spacing that holds together with limits.min_interval, on a key of its own:
// "at least 5 s per host name, and at least 2.5 s per IP address for the host names of one
// registrable domain" is min_interval 5s per hostname and an Interval of 2.5s per domain-server.
type Interval struct {
	// MinInterval is the shortest time between two requests with the same IntervalKey.
	MinInterval Duration `toml:"min_interval" json:"min_interval"`
	// IntervalKey is what MinInterval is counted per (hostname, site, server, domain,
	// domain-server, …).
	IntervalKey Scope `toml:"interval_key" json:"interval_key"`
}

// ResponseTimeDelay derives the wait before the next request from how long the site took to
// answer the last one: Factor times the response time, within Min and Max.
type ResponseTimeDelay struct {
	// Factor multiplies the last response time.
	Factor Count `toml:"factor" json:"factor"`
	// Min is the shortest wait, where the policy states one; equal to Max it is refused (the
	// wait would not depend on the response time: that is limits' min_interval).
	Min Duration `toml:"min" json:"min,omitzero"`
	// Max is the longest wait, where the policy states one.
	Max Duration `toml:"max" json:"max,omitzero"`
	// Key is what the wait is counted per (hostname, site, server), where the policy states it.
	Key Scope `toml:"key" json:"key,omitempty"`
}

// SlowDown is a rate that adapts: on the conditions On, the crawler does not pause but multiplies
// the time between its requests by Factor, up to MaxInterval.
//
// Package polite enforces it where Factor is stated (the page: "doubles", "becomes N times as
// long"): each time the conditions reach Threshold (in a row with Consecutive), the interval of
// Scope's key is multiplied by Factor, up to MaxInterval, shared by a fleet as the reactions'
// counts are. The page states no return to the usual interval, and polite makes none: the
// slowed interval lasts as long as its store keeps the count (a day after its last change).
// Without a Factor the page says only that the crawler lengthens its interval, and polite
// refuses it unless the crawler keeps it (Options.Elsewhere).
type SlowDown struct {
	// On are the conditions that slow it down (429, 503, 5xx, timeout); none that a reaction of
	// errors.reactions pauses on, nor one that takes it in or that it takes in (a 503 is a 5xx).
	On []Condition `toml:"on" json:"on"`
	// Threshold is how many times they must happen before the crawler slows down (default 1), as
	// a reaction's threshold (new-user trial 22, F-03: "after 10 failures in a row").
	Threshold Count `toml:"threshold" json:"threshold,omitempty"`
	// Consecutive states that the Threshold must be reached in a row.
	Consecutive bool `toml:"consecutive" json:"consecutive,omitempty"`
	// Factor is what the interval is multiplied by each time, where the policy states it.
	Factor Count `toml:"factor" json:"factor,omitempty"`
	// MaxInterval is the longest interval it slows down to, where the policy states one: longer
	// than limits.min_interval and limits.default_interval.
	MaxInterval Duration `toml:"max_interval" json:"max_interval,omitzero"`
	// Scope is what is slowed down (hostname, site, server).
	Scope Scope `toml:"scope" json:"scope,omitempty"`
}

// CrawlDelayKept is the spacing that a Crawl-delay line of d (the value of the group the agent
// obeys, decimal seconds) gives under r, and why it differs from d, as policy.toml's key that
// decides it ("" where d is kept as it is): zero where r does not honour Crawl-delay
// ("robots_txt.crawl_delay") or ignores the line (a fraction with crawl_delay_whole_seconds; a
// value above crawl_delay_max with crawl_delay_above_max = "ignored"), d raised to
// crawl_delay_min or capped at crawl_delay_max otherwise. Package polite spaces requests by the
// longer of it and the crawler's own interval; sitegen robots test --dir reports it.
func (r RobotsTxt) CrawlDelayKept(d time.Duration) (kept time.Duration, why string) {
	switch {
	case r.CrawlDelay != CrawlDelayHonoured && r.CrawlDelay != CrawlDelayHonouredIfLonger:
		return 0, "robots_txt.crawl_delay"
	case r.CrawlDelayWholeSeconds && d%time.Second != 0:
		return 0, "robots_txt.crawl_delay_whole_seconds"
	case r.CrawlDelayMin.Duration > 0 && d < r.CrawlDelayMin.Duration:
		return r.CrawlDelayMin.Duration, "robots_txt.crawl_delay_min"
	case r.CrawlDelayMax.Duration > 0 && d > r.CrawlDelayMax.Duration:
		if r.CrawlDelayAboveMax == CrawlDelayAboveMaxIgnored {
			return 0, "robots_txt.crawl_delay_above_max"
		}
		return r.CrawlDelayMax.Duration, "robots_txt.crawl_delay_max"
	}
	return d, ""
}
