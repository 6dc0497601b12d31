package policy

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"time"
)

// The behaviour an agent or a job states as a whole (how far it follows links, what it does with
// embedded resources, robots directives, re-visits, HTTP, fetches on demand, further intervals, a
// wait from the response time, a slower rate, campaigns, byte budgets, a feed's own refresh time,
// one fetch for every user) is diffed as one value and classified by its parts: each part is
// compared from old to new by what is in force, a side where the behaviour is not stated being
// the least polite reading (the policy commits the crawler to nothing there). All parts at least
// as polite and one more polite: stricter; all as polite: neutral (the page says more or other
// things, the crawler is not more or less polite for it); all at most as polite and one less:
// looser, known to be less polite; anything else (a part that moved, two parts that went opposite
// ways): looser, not provably more polite.

// incomparable is a part's sign when old and new cannot be ordered (a key changed, dates moved).
const incomparable = 2

// classifyParts combines the signs of a behaviour's parts into its class.
func classifyParts(signs []int) (Class, bool) {
	up, down := false, false
	for _, s := range signs {
		switch s {
		case incomparable:
			return ClassLooser, false
		case 1:
			up = true
		case -1:
			down = true
		}
	}
	switch {
	case up && !down:
		return ClassStricter, false
	case down && !up:
		return ClassLooser, true
	case !up && !down:
		return ClassNeutral, false
	}
	return ClassLooser, false
}

// field returns member k of n, or nil where n is nil or lacks it.
func field(n *node, k string) *node {
	if n == nil || n.kind != 'o' {
		return nil
	}
	v, ok := n.fields[k]
	if !ok {
		return nil
	}
	return &v
}

// str is a string member's value, "" where it is absent.
func str(n *node) string {
	if n == nil {
		return ""
	}
	s, _ := n.scalar.(string)
	return s
}

// compactOrEmpty is a member's value as compact JSON, "" where it is absent.
func compactOrEmpty(n *node) string {
	if n == nil {
		return ""
	}
	return compact(*n)
}

// rangeBytes is how much of a resource an agent's HTTP (n) fetches: range_bytes with Range
// requests, else the whole resource (+Inf).
// afterHead is the set of error statuses of a HEAD after which a GET follows (get_after_head):
// nil, "whenever the crawler chooses", where neither it nor get_after_head_if_at_most is
// stated, and empty where only the latter is (no GET after an error).
func afterHead(n *node) map[string]bool {
	s := set(field(n, "get_after_head"))
	if s == nil && field(n, "get_after_head_if_at_most") != nil {
		return map[string]bool{}
	}
	return s
}

// smallAfterHead is the largest body, in bytes, for which a GET follows a successful HEAD
// (get_after_head_if_at_most): none (0) where only get_after_head is stated, any (inf) where
// neither is (new-user trial 29, F-05).
func smallAfterHead(n *node) float64 {
	if f := field(n, "get_after_head_if_at_most"); f != nil {
		return num(f, inf)
	}
	if set(field(n, "get_after_head")) != nil {
		return 0
	}
	return inf
}

func rangeBytes(n *node) float64 {
	if !isTrue(field(n, "range_requests")) {
		return inf
	}
	return num(field(n, "range_bytes"), inf)
}

// num is a number member's value (seconds, bytes, a count), def where it is absent.
func num(n *node, def float64) float64 {
	if n == nil {
		return def
	}
	if v, ok := n.scalar.(json.Number); ok {
		if f, err := v.Float64(); err == nil {
			return f
		}
	}
	return def
}

// isTrue is a boolean member's value, false where it is absent.
func isTrue(n *node) bool {
	return n != nil && n.scalar == true
}

// set is a list of scalars as a set, nil where the list is absent or empty.
func set(n *node) map[string]bool {
	if n == nil || len(n.items) == 0 {
		return nil
	}
	s := map[string]bool{}
	for _, it := range n.items {
		s[compact(it)] = true
	}
	return s
}

// sign orders two numbers where a larger one is more polite.
func sign(old, new float64) int {
	switch {
	case new > old:
		return 1
	case new < old:
		return -1
	}
	return 0
}

// rank orders two values of an enumeration listed from least to most polite; a value not listed
// (or absent) ranks as the first: a statement that commits the crawler to nothing more than its
// absence does (see nofollow for a statement that commits to less).
// loadUnitParts compares what an interval or a concurrency cap counts, "requests" where unset:
// page loads, which let each page's resources through as well, are less polite. Connections
// and anything else are incomparable: a connection may carry several requests (HTTP/2), while a
// request never opens more than one (new-user trial 29, F-13).
func loadUnitParts(old, new *node) []int {
	unit := func(n *node) string {
		if s := str(n); s != "" {
			return s
		}
		return string(LoadUnitRequests)
	}
	if o, n := unit(old), unit(new); o != n && (o == string(ConcurrencyUnitConnections) || n == string(ConcurrencyUnitConnections)) {
		return []int{incomparable}
	}
	return []int{rank([]string{string(LoadUnitPageLoads), string(LoadUnitRequests)}, unit(old), unit(new))}
}

// limitKeyHolds names, for a key a limit is counted per (interval_key, concurrency_key), the
// keys whose every request it counts together: all sites hold every key, a registrable domain
// its host names and its IP addresses (domain-server), a server (an IP address) that address's
// share of each domain.
var limitKeyHolds = map[Scope][]Scope{
	ScopeDomain: {ScopeHostname, ScopeDomainServer},
	ScopeServer: {ScopeDomainServer},
}

// limitKeyParts orders two keys a limit is counted per: one interval or one number at a time
// across a key that holds the other's (per registrable domain instead of per host name, across
// all sites) is at least as polite, the reverse less polite for certain, any other change (host
// name and server: a host name may have several addresses, an address several host names)
// incomparable (new-user trial 24, F-04: every change was "may be less polite", both ways).
func limitKeyParts(old, new *node) []int {
	o, n := Scope(str(old)), Scope(str(new))
	holds := func(wide, narrow Scope) bool {
		return wide == ScopeAllSites || slices.Contains(limitKeyHolds[wide], narrow)
	}
	switch {
	case o == n:
		return []int{0}
	case o == "" || n == "":
		return []int{incomparable}
	case holds(n, o):
		return []int{1}
	case holds(o, n):
		return []int{-1}
	}
	return []int{incomparable}
}

func rank(order []string, old, new string) int {
	idx := func(v string) int {
		for i, o := range order {
			if o == v {
				return i
			}
		}
		return 0
	}
	return sign(float64(idx(old)), float64(idx(new)))
}

// groupMatchingParts orders two ways of choosing robots.txt groups (agents.X.group_matching). A
// crawler that reads the "*" group with its own obeys more rules than RFC 9309's reading (""), so
// "merges-star" is the more polite; one that obeys only the first group naming it, or only the
// groups that write its token in its own case, obeys fewer, so "first-group" and
// "case-sensitive" are the less polite. Between those two neither obeys a subset of the other's
// rules: incomparable.
func groupMatchingParts(old, new *node) []int {
	level := map[string]int{string(GroupMatchingFirstGroup): -1, string(GroupMatchingCaseSensitive): -1, "": 0, string(GroupMatchingRFC9309): 0, string(GroupMatchingMergesStar): 1}
	o, n := str(old), str(new)
	if o != n && level[o] == -1 && level[n] == -1 {
		return []int{incomparable}
	}
	return []int{sign(float64(level[o]), float64(level[n]))}
}

// nofollow orders two statements of what is done with links marked rel="nofollow": not
// following them is the most polite; following them, stated where the page said nothing, leads to
// more requests (less polite); a statement taken back changes nothing in force.
func nofollow(old, new string) int {
	if old == "" && new == string(RelNofollowFollowed) {
		return -1
	}
	return rank([]string{"", string(RelNofollowNotFollowed)}, old, new)
}

// fewer orders two sets where fewer members are more polite (the kinds of resource fetched, the
// request methods); nil is every member (the policy names none).
func fewer(old, new map[string]bool) int {
	switch {
	case old == nil && new == nil:
		return 0
	case new == nil:
		return -1
	case old == nil:
		return 1
	}
	sub := func(a, b map[string]bool) bool { // a ⊆ b
		for k := range a {
			if !b[k] {
				return false
			}
		}
		return true
	}
	switch {
	case sub(new, old) && sub(old, new):
		return 0
	case sub(new, old):
		return 1
	case sub(old, new):
		return -1
	}
	return incomparable
}

// more orders two sets where more members are more polite (the directives honoured, the
// conditions that slow the crawler down); nil is none.
func more(old, new map[string]bool) int {
	if old == nil {
		old = map[string]bool{}
	}
	if new == nil {
		new = map[string]bool{}
	}
	s := fewer(old, new)
	if s == incomparable {
		return s
	}
	return -s
}

// same is 0 where two values are equal, incomparable otherwise (a key that changed).
func same(old, new *node) int {
	if old == nil || new == nil || equalNodes(*old, *new) {
		return 0
	}
	return incomparable
}

// enumParts classifies an enumerated value by its order from least to most polite; where it is
// not stated it ranks as the least polite.
func enumParts(order ...string) func(old, new *node) []int {
	return func(old, new *node) []int { return []int{rank(order, str(old), str(new))} }
}

// keyed maps the items of a list by a key of theirs.
func keyed(n *node, key func(it *node) string) map[string]*node {
	m := map[string]*node{}
	if n == nil {
		return m
	}
	for i := range n.items {
		m[key(&n.items[i])] = &n.items[i]
	}
	return m
}

// union returns the keys of two maps.
func union(a, b map[string]*node) []string {
	var keys []string
	for k := range a {
		keys = append(keys, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	return keys
}

var inf = math.Inf(1)

// behaviourRules classify the behaviour stated as a whole; diff.go adds them to rules.
var behaviourRules = []rule{
	// Embedded resources: none fetched is the most polite; of resources fetched, fewer kinds and
	// fewer places they are named in, robots.txt read for them and Crawl-delay applied to them,
	// fetched only for some pages or in the fetches of fewer jobs.
	{name: "embedded", pattern: "/agents/*/embedded", whole: true, parts: func(old, new *node) []int {
		fo, fn := str(field(old, "fetch")), str(field(new, "fetch"))
		if old == nil && fn == string(EmbeddedFetched) {
			// A statement that the crawler fetches what pages embed, where the page said nothing:
			// more requests than the pages alone, whatever it says of robots.txt for them.
			return []int{-1}
		}
		nf := string(EmbeddedNotFetched)
		switch {
		case fo == nf && fn == nf:
			// The kinds not fetched: more of them is more polite, none named (all) the most.
			s := fewer(set(field(old, "kinds")), set(field(new, "kinds")))
			if s == incomparable {
				return []int{s}
			}
			return []int{-s}
		case (fo == nf && set(field(old, "kinds")) != nil) || (fn == nf && set(field(new, "kinds")) != nil):
			// Some kinds not fetched against resources fetched: the other kinds are not stated.
			return []int{incomparable}
		case fo == nf || fn == nf:
			return []int{rank([]string{"", nf}, fo, fn)}
		}
		return []int{
			fewer(set(field(old, "kinds")), set(field(new, "kinds"))),
			fewer(set(field(old, "named_in")), set(field(new, "named_in"))),
			rank([]string{"", string(RobotsUseRead)}, str(field(old, "robots_txt")), str(field(new, "robots_txt"))),
			rank([]string{"", string(AppliedYes)}, str(field(old, "crawl_delay")), str(field(new, "crawl_delay"))),
			somePages(field(old, "condition"), field(new, "condition")),
			// The jobs whose page loads fetch them: a job added is more requests, one removed
			// fewer; none named is every fetch (t32c, new-user trial 28 F-04).
			fewer(set(field(old, "jobs")), set(field(new, "jobs"))),
		}
	}},
	// The days a window of kind "only" does not open on: more of them is more polite, one
	// removed frees its jobs on that day (new-user trial 28, F-06).
	{name: "window_except_days", pattern: "/windows/*/except_days", whole: true, parts: func(old, new *node) []int {
		return []int{more(set(old), set(new))}
	}},
	// Robots directives: more directives honoured, rel="nofollow" not followed.
	{name: "directives", pattern: "/agents/*/directives", whole: true, parts: func(old, new *node) []int {
		return []int{
			more(set(field(old, "meta_robots")), set(field(new, "meta_robots"))),
			rank([]string{"", "true"}, compactOrEmpty(field(old, "meta_names_agent")), compactOrEmpty(field(new, "meta_names_agent"))),
			more(set(field(old, "x_robots_tag")), set(field(new, "x_robots_tag"))),
			nofollow(str(field(old, "rel_nofollow")), str(field(new, "rel_nofollow"))),
		}
	}},
	// Re-visits of gone and moved addresses, per status: never fetched again is the most polite,
	// then checked again after a stated time (a longer one more polite), then later or unstated;
	// a new location that replaces the old address spares a request.
	{name: "revisits", pattern: "/agents/*/revisits", whole: true, parts: func(old, new *node) []int {
		type state struct {
			rank, after float64
			replaces    bool
		}
		states := func(n *node) map[string]state {
			m := map[string]state{}
			if n == nil {
				return m
			}
			for i := range n.items {
				it := &n.items[i]
				s := state{replaces: isTrue(field(it, "new_location_replaces"))}
				switch {
				case isTrue(field(it, "never")):
					s.rank = 2
				case field(it, "after") != nil:
					s.rank, s.after = 1, num(field(it, "after"), 0)
				}
				for _, st := range field(it, "statuses").items {
					m[compact(st)] = s
				}
			}
			return m
		}
		so, sn := states(old), states(new)
		var signs []int
		for _, k := range unionStates(so, sn) {
			a, b := so[k], sn[k]
			s := sign(a.rank, b.rank)
			if s == 0 && a.rank == 1 {
				s = sign(a.after, b.after)
			}
			signs = append(signs, s, sign(b2f(a.replaces), b2f(b.replaces)))
		}
		return signs
	}},
	// Giving up on a URL that keeps failing: stated where it was not (the crawler fetched such a
	// URL without end), or after a shorter time, spares requests that only fail, so it is more
	// polite; withdrawn or longer, less. Who is told is neither (new-user trial 26, F-07).
	{name: "stops_after_failures", pattern: "/agents/*/stops_after_failures", whole: true, parts: func(old, new *node) []int {
		after := func(n *node) float64 {
			if n == nil {
				return inf
			}
			return num(field(n, "for"), inf)
		}
		return []int{sign(after(new), after(old))}
	}},
	// The last good copy of a resource kept in use while its fetches fail is what the operator
	// does with what it fetched: no request is sent more or less for it (new-user trial 30, F-04).
	{name: "keeps_last_good", pattern: "/agents/*/keeps_last_good", whole: true, dir: fixedClass, class: ClassNeutral},
	// HTTP: fewer request methods, fewer schemes (HTTPS alone: no second request over HTTP where
	// one over HTTPS fails; new-user trial 30, F-05), each URL over its own scheme alone (no
	// second request over the other; new-user trial 32, F-16), GET after HEAD for fewer of its answers
	// (unset: GET whenever the crawler chooses; after a successful HEAD, for smaller bodies),
	// scripts not run (or run only for some pages), Range requests,
	// and fewer bytes asked for by them; the versions, cookies and compression make the crawler neither more nor less polite.
	{name: "http", pattern: "/agents/*/http", whole: true, parts: func(old, new *node) []int {
		return []int{
			fewer(set(field(old, "methods")), set(field(new, "methods"))),
			fewer(set(field(old, "schemes")), set(field(new, "schemes"))),
			sign(b2f(isTrue(field(old, "scheme_as_given"))), b2f(isTrue(field(new, "scheme_as_given")))),
			fewer(afterHead(old), afterHead(new)),
			sign(-smallAfterHead(old), -smallAfterHead(new)),
			rank([]string{"", string(JavaScriptNotRendered)}, str(field(old, "javascript")), str(field(new, "javascript"))),
			somePages(field(old, "javascript_condition"), field(new, "javascript_condition")),
			sign(b2f(isTrue(field(old, "range_requests"))), b2f(isTrue(field(new, "range_requests")))),
			sign(-rangeBytes(old), -rangeBytes(new)),
		}
	}},
	// Fetches on demand: once only is the most polite, then a longer cache, one shared by every
	// user. An exact cache time commits the crawler to all of it, an approximate one ("about 30
	// minutes") to something near it: becoming exact is more polite, becoming approximate may be
	// less polite, by however little (English review 24, M4).
	{name: "on_demand", pattern: "/agents/*/on_demand", whole: true, parts: func(old, new *node) []int {
		cache := func(n *node) float64 {
			if isTrue(field(n, "once")) {
				return inf
			}
			return num(field(n, "cache_for"), 0)
		}
		approximate := func(n *node) bool {
			return isTrue(field(n, "cache_approximate")) && !isTrue(field(n, "once"))
		}
		exactness := 0
		switch a, b := approximate(old), approximate(new); {
		case !a && b:
			exactness = incomparable
		case a && !b:
			exactness = 1
		}
		return []int{
			sign(cache(old), cache(new)),
			sign(b2f(isTrue(field(old, "cache_shared")) || isTrue(field(old, "once"))), b2f(isTrue(field(new, "cache_shared")) || isTrue(field(new, "once")))),
			exactness,
		}
	}},
	// Further intervals, per key: a longer one is more polite, one on a new key adds spacing.
	{name: "intervals", pattern: "limits/intervals", whole: true, parts: func(old, new *node) []int {
		key := func(it *node) string { return str(field(it, "interval_key")) }
		ko, kn := keyed(old, key), keyed(new, key)
		var signs []int
		for _, k := range union(ko, kn) {
			signs = append(signs, sign(num(field(ko[k], "min_interval"), 0), num(field(kn[k], "min_interval"), 0)))
		}
		return signs
	}},
	// The wait from the response time: a larger factor and longer bounds are more polite (no
	// upper bound is the longest); its key must stay.
	{name: "response_time_delay", pattern: "limits/response_time_delay", whole: true, parts: func(old, new *node) []int {
		maxOf := func(n *node) float64 {
			if n == nil {
				return 0
			}
			return num(field(n, "max"), inf)
		}
		return []int{
			sign(num(field(old, "factor"), 0), num(field(new, "factor"), 0)),
			sign(num(field(old, "min"), 0), num(field(new, "min"), 0)),
			sign(maxOf(old), maxOf(new)),
			same(field(old, "key"), field(new, "key")),
		}
	}},
	// A slower rate instead of a pause: more conditions, a lower threshold or one not counted in a
	// row, a larger factor, a longer longest interval (none is the longest) are more polite; a factor that is stated on one side only
	// and what is slowed down cannot be compared.
	{name: "slow_down", pattern: "/errors/slow_down", whole: true, parts: func(old, new *node) []int {
		if old == nil || new == nil {
			if old == nil {
				return []int{1}
			}
			return []int{-1}
		}
		factor := 0
		fo, fn := field(old, "factor"), field(new, "factor")
		switch {
		case fo == nil && fn == nil:
		case fo == nil || fn == nil:
			factor = incomparable
		default:
			factor = sign(num(fo, 0), num(fn, 0))
		}
		// A higher threshold, or one counted in a row, slows down later: less polite (new-user
		// trial 22, F-03).
		consecutive := 0
		if co, cn := field(old, "consecutive") != nil, field(new, "consecutive") != nil; co != cn {
			consecutive = -1
			if co {
				consecutive = 1
			}
		}
		return []int{
			more(set(field(old, "on")), set(field(new, "on"))),
			-sign(num(field(old, "threshold"), 1), num(field(new, "threshold"), 1)),
			consecutive,
			factor,
			sign(num(field(old, "max_interval"), inf), num(field(new, "max_interval"), inf)),
			same(field(old, "scope"), field(new, "scope")),
		}
	}},
	// Campaigns: fewer runs a year are more polite (no maximum is the most runs); dates that
	// move are not provably more polite.
	{name: "runs_per_year", pattern: "/jobs/*/runs_per_year", whole: true, parts: func(old, new *node) []int {
		return []int{
			-sign(num(field(old, "max"), inf), num(field(new, "max"), inf)),
			-sign(num(field(old, "min"), 0), num(field(new, "min"), 0)),
		}
	}},
	// Dates bound the days a job runs: dates stated where there were none keep it to them (more
	// polite), dates removed free it (less polite), dates that only shrink or only grow are more
	// or less polite, and dates that move are not provably either (new user 5). Dates that only
	// move, or grow under a cap of the job's total, are neutral before this rule (datesSameLoad).
	{name: "dates", pattern: "/jobs/*/dates", whole: true, parts: func(old, new *node) []int {
		switch {
		case old == nil && new == nil:
			return nil
		case old == nil:
			return []int{1}
		case new == nil:
			return []int{-1}
		}
		o, n := dateRanges(old), dateRanges(new)
		if o == nil || n == nil {
			return []int{incomparable}
		}
		switch shrinks, grows := datesCover(o, n), datesCover(n, o); {
		case shrinks && grows:
			return []int{0}
		case shrinks:
			return []int{1}
		case grows:
			return []int{-1}
		}
		return []int{incomparable}
	}},
	// Byte budgets, per key and pass: a smaller one is more polite, none is unbounded; one that
	// holds in every pass more polite than one of the first pass only.
	{name: "budgets", pattern: "/jobs/*/budgets", whole: true, parts: func(old, new *node) []int {
		limit := func(n *node) map[string]float64 {
			m := map[string]float64{}
			if n == nil {
				return m
			}
			for i := range n.items {
				it := &n.items[i]
				k := str(field(it, "key"))
				v := num(field(it, "max"), inf)
				if !isTrue(field(it, "first_pass")) {
					// A budget of every pass holds in the first one too.
					m[k+"|every"] = v
					if f, ok := m[k+"|first"]; !ok || v < f {
						m[k+"|first"] = v
					}
				} else if f, ok := m[k+"|first"]; !ok || v < f {
					m[k+"|first"] = v
				}
			}
			return m
		}
		lo, ln := limit(old), limit(new)
		var signs []int
		for _, k := range unionFloats(lo, ln) {
			o, ok1 := lo[k]
			n, ok2 := ln[k]
			if !ok1 {
				o = inf
			}
			if !ok2 {
				n = inf
			}
			signs = append(signs, -sign(o, n))
		}
		return signs
	}},
	// A feed's own refresh time: honouring it at all may poll faster than the schedule (a short
	// <ttl>), so its appearance or removal is not provably more polite; within it, a longer
	// shortest and a longer longest time are more polite (no longest is the longest).
	{name: "feed_ttl", pattern: "/jobs/*/feed_ttl", whole: true, parts: func(old, new *node) []int {
		if old == nil || new == nil {
			return []int{incomparable}
		}
		return []int{
			sign(num(field(old, "min"), 0), num(field(new, "min"), 0)),
			sign(num(field(old, "max"), inf), num(field(new, "max"), inf)),
		}
	}},
	// What a job's cadence counts per: per site is more polite than per host name (a site with
	// several host names gets the schedule once, not for each); a registered URL is neither, and a
	// statement added or withdrawn changes what the schedule means, which no rule orders.
	{name: "cadence_per", pattern: "/jobs/*/cadence_per", parts: func(old, new *node) []int {
		o, n := str(old), str(new)
		order := []string{string(CadencePerHostname), string(CadencePerSite)}
		if slices.Contains(order, o) && slices.Contains(order, n) {
			return []int{rank(order, o, n)}
		}
		return []int{incomparable}
	}},
	// One fetch for every user who asked for an address is more polite than one per user.
	{name: "shared_fetch", pattern: "/jobs/*/shared_fetch", parts: func(old, new *node) []int {
		return []int{sign(b2f(isTrue(old)), b2f(isTrue(new)))}
	}},
	// Only for showing the values of the wholes above as policy.toml writes them.
	{name: "revisit_after", pattern: "/agents/*/revisits/*/after", unit: seconds},
	{name: "stops_after_failures_for", pattern: "/agents/*/stops_after_failures/for", unit: seconds},
	{name: "keeps_last_good_for", pattern: "/agents/*/keeps_last_good/for", unit: seconds},
	{name: "on_demand_cache_for", pattern: "/agents/*/on_demand/cache_for", unit: seconds},
	{name: "interval", pattern: "limits/intervals/*/min_interval", unit: seconds},
	{name: "response_time_delay_bound", pattern: "limits/response_time_delay/min", unit: seconds},
	{name: "response_time_delay_bound", pattern: "limits/response_time_delay/max", unit: seconds},
	{name: "slow_down_max_interval", pattern: "/errors/slow_down/max_interval", unit: seconds},
	{name: "budget_max", pattern: "/jobs/*/budgets/*/max", unit: byteSize},
	{name: "feed_ttl_bound", pattern: "/jobs/*/feed_ttl/min", unit: seconds},
	{name: "feed_ttl_bound", pattern: "/jobs/*/feed_ttl/max", unit: seconds},
}

// somePages compares the conditions that restrict a behaviour to some pages (embedded.condition,
// http.javascript_condition): one stated where none was is more polite (fewer pages), one left
// out less; two different ones name other pages, which no rule orders.
func somePages(old, new *node) int {
	o, n := compactOrEmpty(old), compactOrEmpty(new)
	switch {
	case o == n:
		return 0
	case o == "":
		return 1
	case n == "":
		return -1
	}
	return incomparable
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func unionStates[T any](a, b map[string]T) []string {
	var keys []string
	for k := range a {
		keys = append(keys, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	return keys
}

func unionFloats(a, b map[string]float64) []string { return unionStates(a, b) }

// datesSameLoad reports whether a change of a job's dates (jobs.X.dates, both sides stated)
// leaves a site the same load at another time, which is neutral (trial 32, F-19): spans as many
// and as long as before that moved (a yearly campaign moved to next year's same dates), or spans
// that do not shrink where the job's own caps, the same on both sides, bound what it fetches in
// all (totalCap): the same requests at most, over as many days or more. Dates that shrink are
// left to the dates rule, as are longer ones without such a cap (more days of requests).
func (d *differ) datesSameLoad(ptr string, old, new *node) bool {
	id, ok := strings.CutPrefix(ptr, "/jobs/")
	if !ok || old == nil || new == nil {
		return false
	}
	id, ok = strings.CutSuffix(id, "/dates")
	if !ok || strings.Contains(id, "/") {
		return false
	}
	o, n := dateRanges(old), dateRanges(new)
	if o == nil || n == nil || datesCover(o, n) {
		// Undecodable, or no day added: the dates rule classes it.
		return false
	}
	if slices.Equal(spanLengths(o), spanLengths(n)) {
		return true
	}
	oldID := strings.TrimSuffix(strings.TrimPrefix(d.oldPtr(ptr), "/jobs/"), "/dates")
	oj, ok1 := d.oldPolicy.Jobs.Get(oldID)
	nj, ok2 := d.newPolicy.Jobs.Get(id)
	if !ok1 || !ok2 || !totalCap(nj) || !reflect.DeepEqual(oj.Caps, nj.Caps) || !reflect.DeepEqual(oj.RunsPerYear, nj.RunsPerYear) {
		return false
	}
	return spanDays(n) >= spanDays(o)
}

// totalCap reports whether one of a job's own caps bounds what it fetches in all, whatever its
// dates: a cap counted over its dates (per_dates), or one per run where runs_per_year states a
// maximum of runs.
func totalCap(j Job) bool {
	for _, c := range j.Caps {
		if c.PerDates || c.PerRun && j.RunsPerYear != nil && j.RunsPerYear.Max > 0 {
			return true
		}
	}
	return false
}

// spanLengths are the lengths of a job's spans of dates, each as its days and whether it holds
// every year, sorted: the same for spans that only moved.
func spanLengths(rs []DateRange) []string {
	var out []string
	for _, r := range rs {
		out = append(out, fmt.Sprint(r.From.Yearly(), " ", spanDays([]DateRange{r})))
	}
	slices.Sort(out)
	return out
}

// spanDays counts the days of spans, those of a span of every year in a year without
// February 29, as datesCover does.
func spanDays(rs []DateRange) int {
	n := 0
	for _, r := range rs {
		if r.From.Yearly() {
			for d := time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC); d.Year() == 2001; d = d.AddDate(0, 0, 1) {
				if r.Contains(d) {
					n++
				}
			}
			continue
		}
		n += int(math.Round(r.Until.Date.Time.Sub(r.From.Date.Time).Hours()/24)) + 1
	}
	return n
}

// dateRanges decodes a job's dates; nil where they do not decode.
func dateRanges(n *node) []DateRange {
	var rs []DateRange
	if err := json.Unmarshal([]byte(compact(*n)), &rs); err != nil {
		return nil
	}
	return rs
}

// datesCover reports whether the spans of a hold every day of the spans of b: a span of every year
// is held by spans of every year alone (a dated span ends), a dated span day by day by any.
func datesCover(a, b []DateRange) bool {
	for _, r := range b {
		var days []time.Time
		if r.From.Yearly() {
			// The days of a year without February 29, which no span of every year names.
			for d := time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC); d.Year() == 2001; d = d.AddDate(0, 0, 1) {
				if r.Contains(d) {
					days = append(days, d)
				}
			}
		} else {
			for d := r.From.Date.Time; !d.After(r.Until.Date.Time); d = d.AddDate(0, 0, 1) {
				days = append(days, d)
			}
		}
		for _, d := range days {
			if !slices.ContainsFunc(a, func(s DateRange) bool { return (s.From.Yearly() || !r.From.Yearly()) && s.Contains(d) }) {
				return false
			}
		}
	}
	return true
}

// morePartsPolite compares two lists of things the crawler honours (the places where it reads a
// site's usage preferences), where more is more polite: the reverse of fewer, an absent list being
// none.
func morePartsPolite(old, new *node) []int {
	o, n := set(old), set(new)
	switch {
	case o == nil && n == nil:
		return nil
	case o == nil:
		return []int{1}
	case n == nil:
		return []int{-1}
	}
	if s := fewer(o, n); s != incomparable {
		return []int{-s}
	}
	return []int{incomparable}
}

// heldJobsParts compares the jobs a pause holds (reactions.N.jobs; none is every job), or the
// events it follows (reactions.N.on, never empty): more is more polite, fewer less, others in
// place of some not provably either.
func heldJobsParts(old, new *node) []int {
	set := func(n *node) []string {
		if n == nil {
			return nil
		}
		var out []string
		for _, it := range n.items {
			out = append(out, compact(it))
		}
		return out
	}
	o, n := set(old), set(new)
	holds := func(a, b []string) bool { // a holds every job of b
		return !slices.ContainsFunc(b, func(j string) bool { return !slices.Contains(a, j) })
	}
	switch {
	case o == nil && n == nil:
		return nil
	case o == nil:
		return []int{-1} // every job before, some now
	case n == nil:
		return []int{1}
	case holds(n, o) && holds(o, n):
		return []int{0}
	case holds(n, o):
		return []int{1}
	case holds(o, n):
		return []int{-1}
	}
	return []int{incomparable}
}
