package export

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"text/template"

	"github.com/sitegen-dev/sitegen/policy"
)

//go:embed scrapy.py.tmpl
var scrapyTemplate string

var scrapyTmpl = template.Must(template.New("scrapy").Parse(scrapyTemplate))

// ScrapyModule is the module name the Scrapy export's usage line names (its FileName without .py).
const ScrapyModule = "sitegen_policy"

// pySetting is one line of the settings module.
type pySetting struct {
	Name, Value, Pointers, Comment string
}

// setting adds a Scrapy setting carrying the statements at ptrs.
func (b *builder) pySet(out *[]pySetting, name, value string, comment string, ptrs ...string) {
	b.carry(ptrs...)
	*out = append(*out, pySetting{Name: name, Value: value, Pointers: strings.Join(ptrs, " "), Comment: comment})
}

// py writes a Go value as a Python literal on one line: strings, numbers, True, False and None as
// Python spells them, lists and dicts at any depth (dict keys sorted).
func py(v any) string { return pyLiteral(v, "", false) }

// pyDict writes a map as a Python dict literal, keys sorted, one key per line, each nested dict
// indented one level (four spaces) deeper than indent.
func pyDict(m map[string]any, indent string) string { return pyLiteral(m, indent, true) }

// pyLiteral writes v as a Python literal. Dicts spread over lines when multiline is set; lists of
// scalars stay on one line as JSON writes them. Every value at every depth goes through it, so a
// boolean or null nested in a list is spelt as Python spells it, never as JSON's true/null.
func pyLiteral(v any, indent string, multiline bool) string {
	switch x := v.(type) {
	case nil:
		return "None"
	case bool:
		if x {
			return "True"
		}
		return "False"
	case string:
		return jsonQuote(x)
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Map:
		if rv.Len() == 0 {
			return "{}"
		}
		keys := make([]string, 0, rv.Len())
		for _, k := range rv.MapKeys() {
			keys = append(keys, k.String())
		}
		slices.Sort(keys)
		var sb strings.Builder
		sb.WriteString("{")
		for i, k := range keys {
			val := rv.MapIndex(reflect.ValueOf(k).Convert(rv.Type().Key())).Interface()
			if multiline {
				sb.WriteString("\n" + indent + "    " + jsonQuote(k) + ": " + pyLiteral(val, indent+"    ", true) + ",")
				continue
			}
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(jsonQuote(k) + ": " + pyLiteral(val, indent, false))
		}
		if multiline {
			sb.WriteString("\n" + indent)
		}
		sb.WriteString("}")
		return sb.String()
	case reflect.Slice, reflect.Array:
		if rv.Kind() == reflect.Slice && rv.IsNil() {
			return "None"
		}
		sep := ","
		if rv.Type().Elem().Kind() == reflect.Map {
			sep = ", "
		}
		parts := make([]string, rv.Len())
		for i := range parts {
			parts[i] = pyLiteral(rv.Index(i).Interface(), indent, multiline)
		}
		return "[" + strings.Join(parts, sep) + "]"
	}
	// Numbers: JSON and Python spell them alike.
	return jsonQuote(v)
}

// jsonQuote writes a scalar as JSON does, without escaping HTML characters: a double-quoted string
// with JSON's escapes, which Python and YAML read as the same string.
func jsonQuote(v any) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err) // only strings and numbers reach it
	}
	return strings.TrimSpace(buf.String())
}

func secs(d policy.Duration) float64 { return d.Seconds() }

// statusCodes are the HTTP statuses of a retry condition, as Scrapy's RETRY_HTTP_CODES lists them.
func statusCodes(c policy.Condition) []int {
	switch c {
	case policy.ConditionStatus429:
		return []int{429}
	case policy.ConditionStatus503:
		return []int{503}
	case policy.ConditionStatus504:
		return []int{504}
	case policy.ConditionStatus403:
		return []int{403}
	case policy.ConditionStatus5xx:
		var out []int
		for s := 500; s < 600; s++ {
			out = append(out, s)
		}
		return out
	}
	return nil
}

// scrapyConditions are the conditions the middleware recognises: statuses it sees and the
// failures Scrapy raises.
var scrapyConditions = []policy.Condition{policy.ConditionStatus429, policy.ConditionStatus503, policy.ConditionStatus504,
	policy.ConditionStatus403, policy.ConditionStatus5xx, policy.ConditionNetworkError, policy.ConditionTimeout}

func conditionStrings(cs []policy.Condition) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = string(c)
	}
	return out
}

// scrapyScopes are the keys the middleware counts pauses and quotas by.
// A site is the URL's host name, as package polite counts it where the crawler names no other; a
// domain is the host name's registrable domain, by the Public Suffix List that tldextract (a
// dependency of Scrapy) ships.
var scrapyScopes = []policy.Scope{policy.ScopeHostname, policy.ScopeSite, policy.ScopeDomain, policy.ScopeServer, policy.ScopeAllSites}

func (b *builder) scrapy() ([]byte, error) {
	var set []pySetting
	mw := map[string]any{}
	a, e := b.a, b.eff
	l := e.Limits

	// Identity.
	b.userAgent(func(ptrs []string) {
		b.pySet(&set, "USER_AGENT", py(b.ua), "", ptrs...)
	})

	// robots.txt.
	rt := e.RobotsTxt
	if !rt.Read || !b.p.ObeysRobotsTxt(a) {
		ptrs := []string{}
		if a.RobotsTxt == policy.RobotsUseNotRead {
			ptrs = append(ptrs, b.agentPtr("robots_txt"))
		}
		b.pySet(&set, "ROBOTSTXT_OBEY", "False", "the agent does not read robots.txt", ptrs...)
		b.skipDelayOnly("Scrapy reads robots.txt only to obey its rules (ROBOTSTXT_OBEY), which this agent does not: a Crawl-delay read alone is not applied")
	} else {
		ptrs := []string{rt.CheckPointer}
		if a.RobotsTxt == policy.RobotsUseRead {
			ptrs = append(ptrs, b.agentPtr("robots_txt"))
		}
		if rt.Check == policy.RobotsCheckBeforeEveryFetch {
			b.skip(rt.CheckPointer, "Scrapy reads robots.txt once per host and crawl, not before every fetch")
			ptrs = ptrs[1:]
		}
		b.pySet(&set, "ROBOTSTXT_OBEY", "True", "Scrapy reads robots.txt once per host for each crawl, before the first request", ptrs...)
		if a.Token != "" {
			b.pySet(&set, "ROBOTSTXT_USER_AGENT", py(a.Token.RFC9309()), "the product token robots.txt groups are matched against", b.agentPtr("token"))
		}
		if a.GroupMatching != "" && a.GroupMatching != policy.GroupMatchingRFC9309 {
			b.skip(b.agentPtr("group_matching"), "Scrapy's robots.txt parser (Protego) reads groups as RFC 9309 does")
		}
		if a.IgnoresStarGroup {
			b.skip(b.agentPtr("ignores_star_group"), "Scrapy's robots.txt parser (Protego) obeys the \"*\" group")
		}
		robots := map[string]any{"token": string(a.Token)}
		if a.Token == "" {
			robots["token"] = b.ua
		}
		if rt.Unavailable == policy.RobotsOutcomeAllowAll {
			b.keep("Scrapy reads a 4xx answer's body: no rules, everything allowed", rt.Pointer("unavailable"))
		}
		if rt.Unreachable != "" {
			robots["unreachable"] = string(rt.Unreachable)
			robots["unreachable_pointer"] = rt.Pointer("unreachable")
			b.keep("the middleware (robots)", rt.Pointer("unreachable"))
		}
		if len(rt.UnavailableStatuses) > 0 {
			robots["unavailable_statuses"] = rt.UnavailableStatuses
			b.keep("the middleware (robots)", rt.Pointer("unavailable_statuses"))
		}
		mw["robots"] = robots
		if rt.CrawlDelay == policy.CrawlDelayHonoured || rt.CrawlDelay == policy.CrawlDelayHonouredIfLonger {
			cd := map[string]any{"mode": string(rt.CrawlDelay)}
			ptrs := []string{rt.Pointer("crawl_delay")}
			if !rt.CrawlDelayMax.IsZero() {
				cd["max"] = secs(rt.CrawlDelayMax)
				cd["above_max"] = string(policy.CrawlDelayAboveMaxCapped)
				if rt.CrawlDelayAboveMax != "" {
					cd["above_max"] = string(rt.CrawlDelayAboveMax)
				}
				ptrs = append(ptrs, rt.Pointer("crawl_delay_max"), rt.Pointer("crawl_delay_above_max"))
			}
			if !rt.CrawlDelayMin.IsZero() {
				cd["min"] = secs(rt.CrawlDelayMin)
				ptrs = append(ptrs, rt.Pointer("crawl_delay_min"))
			}
			if rt.CrawlDelayWholeSeconds {
				cd["whole_seconds"] = true
				ptrs = append(ptrs, rt.Pointer("crawl_delay_whole_seconds"))
			}
			switch rt.CrawlDelayKey {
			case "", policy.ScopeHostname, policy.ScopeSite:
				ptrs = append(ptrs, rt.Pointer("crawl_delay_key"))
			default:
				b.skip(rt.Pointer("crawl_delay_key"), "Scrapy spaces a host's requests in its download slot: a Crawl-delay per %s is not kept", rt.CrawlDelayKey)
			}
			b.keep("the middleware (crawl_delay)", ptrs...)
			mw["crawl_delay"] = cd
		} else if rt.CrawlDelay == policy.CrawlDelayIgnored {
			b.keep("Scrapy itself never applies Crawl-delay", rt.Pointer("crawl_delay"))
		}
		if rt.Check != policy.RobotsCheckBeforeEveryFetch && !rt.CacheFor.IsZero() {
			b.skip(rt.Pointer("cache_for"), "Scrapy keeps robots.txt for the whole crawl: a crawl that runs longer must be restarted within this time")
		}
		if !rt.TakesEffectWithin.IsZero() {
			b.skip(rt.Pointer("takes_effect_within"), "Scrapy keeps robots.txt for the whole crawl: a crawl that runs longer must be restarted within this time")
		}
	}

	// Spacing and concurrency. Scrapy keeps DOWNLOAD_DELAY and its concurrency per download slot:
	// the URL's host name, or its IP address with CONCURRENT_REQUESTS_PER_IP. Where the interval
	// (or, without one, the concurrency) is counted per registrable domain, the middleware names
	// each request's slot by its registrable domain (request.meta["download_slot"]), so that both
	// hold per domain; a limit counted per host name is kept there too, more strictly.
	interval, intervalPtrs := b.interval()
	perIP := l.IntervalKey == policy.ScopeServer || l.ConcurrencyKey == policy.ScopeServer
	byDomain := !perIP && (l.IntervalKey == policy.ScopeDomain || (len(intervalPtrs) == 0 && l.ConcurrencyKey == policy.ScopeDomain))
	slotName := "host name"
	switch {
	case perIP:
		slotName = "IP address"
	case byDomain:
		slotName = "registrable domain"
		mw["slots"] = string(policy.ScopeDomain)
	}
	keyOK := func(k policy.Scope) bool {
		switch k {
		case "", policy.ScopeHostname, policy.ScopeSite:
			return true
		case policy.ScopeServer:
			return perIP
		case policy.ScopeDomain:
			return byDomain
		}
		return false
	}
	if len(intervalPtrs) > 0 {
		if keyOK(l.IntervalKey) {
			b.pySet(&set, "DOWNLOAD_DELAY", seconds(interval), "the least time between two requests of a download slot (one per "+slotName+")", append(intervalPtrs, e.LimitPointer("interval_key"))...)
		} else {
			// A floor: the published interval per slot, so that the crawler never runs with
			// Scrapy's default of no delay at all.
			b.pySet(&set, "DOWNLOAD_DELAY", seconds(interval), "the published interval per "+slotName+" only (see NOT ENFORCED)")
			b.skip(e.LimitPointer("min_interval"), "Scrapy spaces requests per download slot, here per %s: DOWNLOAD_DELAY keeps the interval for each %s, not per %s", slotName, slotName, l.IntervalKey)
		}
		b.pySet(&set, "RANDOMIZE_DOWNLOAD_DELAY", "False", "else Scrapy waits 0.5 to 1.5 times DOWNLOAD_DELAY, below the published interval half the time")
	}
	if l.Concurrency > 0 && l.ConcurrencyUnit == policy.ConcurrencyUnitConnections {
		// new-user trial 29, F-13
		b.skip(e.LimitPointer("concurrency_unit"), "Scrapy counts requests in flight, not connections: its HTTP/1.1 handler keeps idle connections open for reuse")
	}
	if l.Concurrency > 0 {
		name := "CONCURRENT_REQUESTS_PER_DOMAIN"
		if perIP {
			name = "CONCURRENT_REQUESTS_PER_IP"
		}
		if keyOK(l.ConcurrencyKey) {
			b.pySet(&set, name, strconv.Itoa(int(l.Concurrency)), "requests in flight per download slot (one per "+slotName+")", e.LimitPointer("concurrency"), e.LimitPointer("concurrency_key"))
		} else {
			b.pySet(&set, name, strconv.Itoa(int(l.Concurrency)), "the published number per "+slotName+" only (see NOT ENFORCED)")
			b.skip(e.LimitPointer("concurrency"), "Scrapy counts requests in flight per download slot, here per %s: at most this many for each %s, not per %s", slotName, slotName, l.ConcurrencyKey)
		}
	} else if perIP {
		b.pySet(&set, "CONCURRENT_REQUESTS_PER_IP", "8", "download slots per IP address, so that the delay holds per server (8 is Scrapy's own number per slot)")
	}
	if rtd := l.ResponseTimeDelay; rtd != nil {
		b.pySet(&set, "AUTOTHROTTLE_ENABLED", "True", "the wait follows the response time")
		start := interval
		if rtd.Min.Duration > start.Duration {
			start = rtd.Min
		}
		b.pySet(&set, "AUTOTHROTTLE_START_DELAY", seconds(start), "")
		if !rtd.Min.IsZero() {
			b.keep("AutoThrottle never waits less than AUTOTHROTTLE_START_DELAY and DOWNLOAD_DELAY", e.LimitPointer("response_time_delay")+"/min")
		}
		if !rtd.Max.IsZero() {
			b.pySet(&set, "AUTOTHROTTLE_MAX_DELAY", seconds(rtd.Max), "", e.LimitPointer("response_time_delay")+"/max")
		}
		if rtd.Factor > 0 {
			b.pySet(&set, "AUTOTHROTTLE_TARGET_CONCURRENCY", strconv.FormatFloat(1/float64(rtd.Factor), 'f', -1, 64), "AutoThrottle aims at the response time divided by this")
			b.skip(e.LimitPointer("response_time_delay")+"/factor", "AutoThrottle moves each delay halfway towards the response time times this factor, never below DOWNLOAD_DELAY: the wait approaches it, it is not kept exactly")
		}
		if rtd.Key != "" && !keyOK(rtd.Key) {
			b.skip(e.LimitPointer("response_time_delay")+"/key", "AutoThrottle adjusts the delay per download slot (host name or IP address), not per %s", rtd.Key)
		} else if rtd.Key != "" {
			b.keep("AutoThrottle adjusts the delay of each download slot", e.LimitPointer("response_time_delay")+"/key")
		}
	}

	// Request settings.
	switch {
	case !l.TransferTimeout.IsZero():
		// DOWNLOAD_TIMEOUT bounds the whole download, from the connection to the last byte of
		// the body: the transfer timeout exactly; a shorter connection or response timeout
		// Scrapy cannot keep apart from it.
		b.pySet(&set, "DOWNLOAD_TIMEOUT", seconds(l.TransferTimeout), "Scrapy's one timeout bounds the whole download, to the last byte of the body", e.LimitPointer("transfer_timeout"))
		for _, o := range []struct {
			name, what string
			d          policy.Duration
		}{{"connect_timeout", "a connection", l.ConnectTimeout}, {"response_timeout", "the wait for a response", l.ResponseTimeout}} {
			if o.d.IsZero() {
				continue
			}
			if o.d.Duration >= l.TransferTimeout.Duration {
				b.keep("DOWNLOAD_TIMEOUT bounds "+o.what+" too", e.LimitPointer(o.name))
			} else {
				b.skip(e.LimitPointer(o.name), "Scrapy has one timeout for the whole download (DOWNLOAD_TIMEOUT, the transfer timeout): %s may take that long", o.what)
			}
		}
	case !l.ResponseTimeout.IsZero():
		b.pySet(&set, "DOWNLOAD_TIMEOUT", seconds(l.ResponseTimeout), "Scrapy's one timeout covers the connection and the response", e.LimitPointer("response_timeout"))
		if !l.ConnectTimeout.IsZero() && l.ConnectTimeout.Duration >= l.ResponseTimeout.Duration {
			b.keep("DOWNLOAD_TIMEOUT bounds the connection too", e.LimitPointer("connect_timeout"))
		} else if !l.ConnectTimeout.IsZero() {
			b.skip(e.LimitPointer("connect_timeout"), "Scrapy has one timeout for the connection and the response (DOWNLOAD_TIMEOUT, the response timeout): a connection may take that long")
		}
	case !l.ConnectTimeout.IsZero():
		b.pySet(&set, "DOWNLOAD_TIMEOUT", seconds(l.ConnectTimeout), "Scrapy's one timeout covers the connection and the response", e.LimitPointer("connect_timeout"))
	}
	if l.MaxBodySize > 0 {
		b.pySet(&set, "DOWNLOAD_MAXSIZE", strconv.FormatInt(int64(l.MaxBodySize), 10), "bytes; Scrapy cancels a larger response", e.LimitPointer("max_body_size"))
		if l.LargerBodies == policy.LargerBodiesTruncated {
			b.skip(e.LimitPointer("larger_bodies"), "Scrapy cancels a larger response instead of keeping its first bytes")
		} else {
			b.keep("Scrapy cancels a response larger than DOWNLOAD_MAXSIZE", e.LimitPointer("larger_bodies"))
		}
	}
	if l.MaxRedirects > 0 {
		b.pySet(&set, "REDIRECT_MAX_TIMES", strconv.Itoa(int(l.MaxRedirects)), "", e.LimitPointer("max_redirects"))
	}
	if l.Redirects == policy.RedirectsNotFollowed {
		// RedirectMiddleware (HTTP 3xx) reads REDIRECT_ENABLED; without it a 3xx response is
		// the answer and its Location is not requested (new-user trial 29, F-12).
		b.pySet(&set, "REDIRECT_ENABLED", "False", "a 3xx response is the answer; its Location is not requested", e.LimitPointer("redirects"))
	}
	if l.RedirectsCheckRobotsTxt && b.p.ObeysRobotsTxt(a) {
		b.keep("a redirect is a new request through RobotsTxtMiddleware", e.LimitPointer("redirects_check_robots_txt"))
	}
	switch l.RedirectsWithin {
	case policy.RedirectsWithinHostname, policy.RedirectsWithinRegistrableDomain:
		mw["redirects_within"] = string(l.RedirectsWithin)
		mw["redirects_within_pointer"] = e.LimitPointer("redirects_within")
		b.keep("the middleware (redirects_within)", e.LimitPointer("redirects_within"))
	}
	if len(l.Counts) > 0 {
		// robots.txt and redirects go through the download slot and the middleware like any request.
		b.keep("robots.txt and redirects go through the download slot and the middleware like any request", e.LimitPointer("counts"))
	}
	if h := a.HTTP; h != nil {
		if h.Cookies == policy.CookiesIgnored {
			b.pySet(&set, "COOKIES_ENABLED", "False", "", b.agentPtr("http/cookies"))
		}
		if len(h.Methods) > 0 {
			var ms []string
			for _, m := range h.Methods {
				ms = append(ms, string(m))
			}
			mw["methods"] = ms
			mw["methods_pointer"] = b.agentPtr("http/methods")
			b.keep("the middleware (methods)", b.agentPtr("http/methods"))
		}
		if len(h.Schemes) == 1 {
			// A single scheme: the middleware refuses a URL of another (new-user trial 30,
			// F-05). Two are tried in their order, which is the spider's.
			mw["schemes"] = []string{string(h.Schemes[0])}
			mw["schemes_pointer"] = b.agentPtr("http/schemes")
			b.keep("the middleware (schemes)", b.agentPtr("http/schemes"))
		}
	}

	// Retries, Retry-After and pauses.
	errs := b.p.Errors
	var neverPtr []string // errors.never_retried, kept by leaving its statuses unretried
	if len(errs.NeverRetried) > 0 {
		neverPtr = []string{"/errors/never_retried"}
	}
	if r := e.Retries; r != nil {
		codes := []int{}
		var bad []string
		all5xx := slices.Contains(r.On, policy.ConditionStatus5xx)
		for _, c := range r.On {
			if c != policy.ConditionStatus5xx {
				codes = append(codes, statusCodes(c)...)
			}
			if !slices.Contains(scrapyConditions, c) {
				bad = append(bad, string(c))
			}
		}
		// A status never retried (errors.never_retried) is left out of the codes Scrapy's
		// RetryMiddleware retries.
		never := errs.NeverRetried
		codes = slices.DeleteFunc(codes, func(c int) bool { return slices.Contains(never, c) })
		slices.Sort(codes)
		codes = slices.Compact(codes)
		list := py(codes)
		if all5xx {
			var never5xx []int
			for _, c := range never {
				if c >= 500 {
					never5xx = append(never5xx, c)
				}
			}
			if len(never5xx) > 0 {
				slices.Sort(never5xx)
				list = "sorted(set(" + list + " + list(range(500, 600))) - set(" + py(never5xx) + "))"
			} else {
				list = "sorted(set(" + list + " + list(range(500, 600))))"
			}
		}
		b.pySet(&set, "RETRY_TIMES", strconv.Itoa(len(r.Delays)), "", "/errors/retries/delays")
		b.pySet(&set, "RETRY_HTTP_CODES", list, "network errors and timeouts are retried only where listed (the middleware)", append([]string{"/errors/retries/on"}, neverPtr...)...)
		var delays []float64
		for _, d := range r.Delays {
			delays = append(delays, secs(d))
		}
		mw["retries"] = map[string]any{"on": conditionStrings(r.On), "delays": delays}
		if len(bad) > 0 {
			b.skip("/errors/retries/on", "Scrapy's middleware cannot tell %s apart", strings.Join(bad, ", "))
		}
	} else {
		b.pySet(&set, "RETRY_ENABLED", "False", "the policy publishes no retries", neverPtr...)
	}
	if errs.RetryAfter == policy.RetryAfterUseHonoured {
		mw["retry_after"] = true
		b.keep("the middleware (retry_after)", "/errors/retry_after")
		if !errs.RetryAfterMax.IsZero() {
			mw["retry_after_max"] = secs(errs.RetryAfterMax)
			b.keep("the middleware (retry_after_max)", "/errors/retry_after_max")
		}
	} else if errs.RetryAfter == policy.RetryAfterUseIgnored {
		b.keep("Scrapy itself ignores Retry-After", "/errors/retry_after")
	}
	var reactions []map[string]any
	for _, r := range e.Reactions {
		if !strings.HasPrefix(r.Pointer, "/errors/") {
			continue // a job's own: listed below
		}
		var why string
		switch {
		case r.StopsRun:
			why = "a reaction that ends the run: the middleware pauses, it does not end a crawl"
		case r.PauseUntil == policy.PauseUntilNextRun:
			why = "a pause until the next run (pause_until = \"next-run\"): the middleware pauses for a length, and knows no runs"
		case r.PauseUntil != "":
			why = "a pause until a time window of the jobs opens (pause_until): the middleware pauses for a length, and knows no time windows"
		case len(r.Jobs) > 0:
			why = "a pause for some jobs only: Scrapy's settings hold for the whole crawl"
		case !slices.Contains(scrapyScopes, r.Scope):
			why = fmt.Sprintf("a pause per %s: the middleware pauses per host name, per registrable domain, per IP address or everything", r.Scope)
		case r.PauseUnpublished:
			why = "the policy holds no length for this pause (pause_unpublished), so there is no figure to set"
		case r.Repeated:
			why = "the policy holds no count of repeats for this reaction (repeated), so there is no figure to set"
		case slices.ContainsFunc(r.On, func(c policy.Condition) bool { return !slices.Contains(scrapyConditions, c) }):
			why = "a condition Scrapy's middleware cannot see (" + strings.Join(conditionStrings(r.On), ", ") + ")"
		}
		if why != "" {
			b.skip(r.Pointer, why)
			continue
		}
		m := map[string]any{"on": conditionStrings(r.On), "scope": string(r.Scope), "pointer": r.Pointer}
		if r.Threshold > 0 {
			m["threshold"] = int(r.Threshold)
		}
		if r.Consecutive {
			m["consecutive"] = true
		}
		if !r.Pause.IsZero() {
			m["pause"] = secs(r.Pause)
		}
		if !r.MinPause.IsZero() {
			m["min_pause"] = secs(r.MinPause)
		}
		if r.RetryAfter {
			m["retry_after"] = true
		}
		if r.Escalation != nil {
			m["escalation"] = map[string]any{"factor": int(r.Escalation.Factor), "max": secs(r.Escalation.Max)}
		}
		reactions = append(reactions, m)
		b.keep("the middleware (reactions)", r.Pointer)
	}
	if len(reactions) > 0 {
		mw["reactions"] = reactions
	}

	// Quiet windows.
	var windows []map[string]any
	for _, w := range b.p.Windows {
		ptr := "/windows/" + policy.EscapeToken(w.ID)
		switch w.Kind {
		case policy.WindowKindPreferred:
			b.skip(ptr, "a preferred window: when the crawler schedules work, not a setting")
			continue
		case policy.WindowKindOnly:
			b.skip(ptr, "the only hours of some jobs: Scrapy's settings hold for the whole crawl, not for one job's requests")
			continue
		}
		if len(w.Targets) > 0 {
			b.skip(ptr, "a quiet window of some categories of site: Scrapy cannot tell which sites belong to them")
			continue
		}
		var days []int
		for _, d := range w.Days.Days() {
			days = append(days, (int(d)+6)%7) // Python: Monday is 0
		}
		var hours [][2]int
		for _, h := range w.Hours {
			hours = append(hours, [2]int{int(h.From), int(h.To)})
		}
		windows = append(windows, map[string]any{"pointer": ptr, "days": days, "hours": hours})
		b.keep("the middleware (windows)", ptr)
	}
	if len(windows) > 0 {
		mw["windows"] = windows
		mw["time_zone"] = b.p.Site.TimeZone.String()
	}

	// Quotas.
	var quotas []map[string]any
	for i, q := range l.Quotas {
		ptr := e.QuotaPointers[i]
		unit := q.CapUnitOrDefault()
		var why string
		switch {
		case unit == policy.CapUnitPageLoads:
			// The middleware sees requests, not which of them load with a page (new-user
			// trial 31, F-06).
			why = "a cap on page loads, each a page with the resources it embeds: the middleware counts every request, the resources' too; the crawler counts them itself"
		case unit != policy.CapUnitRequests && unit != policy.CapUnitHeadRequests:
			why = fmt.Sprintf("a cap on %s: the crawler counts them itself", unit)
		case q.Unpublished:
			why = "the policy holds no number for this cap (unpublished = true): the crawler keeps it itself"
		case len(q.Jobs) > 0:
			why = "a cap on the requests of some jobs together (jobs): the middleware counts every request of the crawl, whatever job sends it; the crawler counts them itself"
		case q.PerDates:
			why = "a cap over the whole span of the jobs' dates (per_dates): the middleware counts over a rolling period, which restarts; the crawler counts it itself"
		case q.PerRun || q.Period.IsZero():
			why = "a cap per run: the crawler counts its runs itself"
		case q.Key != "" && !slices.Contains(scrapyScopes, q.Key):
			why = fmt.Sprintf("a cap per %s: the middleware counts per host name, per registrable domain, per IP address or across all sites", q.Key)
		}
		if why != "" {
			b.skip(ptr, why)
			continue
		}
		key := q.Key
		if key == "" {
			key = policy.ScopeAllSites
		}
		m := map[string]any{"pointer": ptr, "max": int(q.Max), "period": secs(q.Period), "key": string(key)}
		if unit == policy.CapUnitHeadRequests {
			m["head_only"] = true
		}
		quotas = append(quotas, m)
		b.keep("the middleware (quotas)", ptr)
	}
	if len(quotas) > 0 {
		mw["quotas"] = quotas
	}
	b.skip(e.LimitPointer("shared_across_services"), "each Scrapy process keeps its own delay, slots and counts: one process per policy keeps the limits, several processes each keep them alone")
	b.skip(e.LimitPointer("on_coordination_failure"), "each Scrapy process keeps its own delay, slots and counts: nothing is coordinated")

	b.finish()
	var buf bytes.Buffer
	err := scrapyTmpl.Execute(&buf, map[string]any{
		"Header":   b.headerLines("Scrapy settings and downloader middleware for the crawler's published politeness policy."),
		"Module":   ScrapyModule,
		"Settings": set,
		"Policy":   pyDict(mw, ""),
	})
	return buf.Bytes(), err
}

// userAgent calls set with the pointers the User-Agent carries, or lists it as not enforced.
func (b *builder) userAgent(set func(ptrs []string)) {
	a := b.a
	if b.ua == "" {
		return
	}
	ptrs := []string{b.agentPtr("user_agent")}
	if a.Version != "" {
		ptrs = append(ptrs, b.agentPtr("version"))
	}
	if a.VersionMayChange {
		ptrs = append(ptrs, b.agentPtr("version_may_change"))
	}
	for i, s := range a.StableParts {
		if strings.Contains(b.ua, s) {
			ptrs = append(ptrs, fmt.Sprintf("%s/%d", b.agentPtr("stable_parts"), i))
		}
	}
	switch a.UserAgentForm {
	case policy.UserAgentFormContains:
		ptrs = append(ptrs, b.agentPtr("user_agent_form"))
	case policy.UserAgentFormAfterBrowser:
		b.skip(b.agentPtr("user_agent_form"), "a browser's User-Agent before the agent's: the crawler sends it; the file sends the agent's part alone")
	}
	if len(a.Placeholders) > 0 {
		b.skip(b.agentPtr("user_agent"), "the User-Agent has parts that vary per request ({name}): the crawler fills them in on each request")
		return
	}
	set(ptrs)
}

// interval is the least time between two requests the crawler keeps and the pointers it carries:
// min_interval, or default_interval where the policy states it (the usual pace, never below
// min_interval).
func (b *builder) interval() (policy.Duration, []string) {
	l, e := b.eff.Limits, b.eff
	var d policy.Duration
	var ptrs []string
	if !l.MinInterval.IsZero() {
		d = l.MinInterval
		ptrs = append(ptrs, e.LimitPointer("min_interval"))
	}
	if !l.DefaultInterval.IsZero() {
		if l.DefaultInterval.Duration > d.Duration {
			d = l.DefaultInterval
		}
		ptrs = append(ptrs, e.LimitPointer("default_interval"))
	}
	return d, ptrs
}
