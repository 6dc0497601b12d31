package polite_test

// The conformance harness: for every example policy, every behaviour its page states is checked
// against what the Transport does on scripted test sites, on testing/synctest's fake clock. A
// statement is a leaf of policy.json, named by its JSON Pointer, the pointer the page's value
// carries (data-policy). claimKinds maps each kind of statement to its check; notRequests lists
// the statements that describe no request (labels, preferred windows) or that the crawler keeps
// itself, each with why. TestClaimsCovered fails when a page states a behaviour neither covers, and
// TestMutations plants defects in the package and wants the harness to notice each.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// examples are the example policies, every folder of ../examples.
var examples = func() []string {
	entries, err := os.ReadDir("../examples")
	if err != nil {
		panic(err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	return out
}()

// claimKind is a kind of statement and its check. re matches the pointers of the statement's
// leaves; its first submatch is the statement's root (all leaves under one root are checked
// together, e.g. a reaction's events, threshold and pause).
type claimKind struct {
	name  string
	re    *regexp.Regexp
	check func(c *claim) []string
}

// notRequests are statements the harness does not check against requests, and why.
var notRequests = []struct {
	re  *regexp.Regexp
	why string
}{
	{regexp.MustCompile(`/limits/default_interval$`), "the usual pace beside min_interval, which the Transport enforces: the crawler's scheduler keeps it and says so (Options.Elsewhere; New refuses it otherwise, TestDefaultInterval)"},
	{regexp.MustCompile(`/limits/passes/`), "a pass is the crawler's unit of work: it keeps passes itself (Options.Elsewhere)"},
	{regexp.MustCompile(`^/errors/continues_during_pause/`), "what keeps running during a pause is other work of the crawler, not a request"},
	{regexp.MustCompile(`/(label|what|condition|conditions|skipped_when|purpose)(/|$)`), "a label in every language"},
	{regexp.MustCompile(`^/agents/[^/]+/http/(versions|compressed|compression|cookies|javascript|range_requests)(/|$)`), "how the crawler's HTTP client speaks: it configures its base transport, cookie jar and renderer itself (Options.Elsewhere)"},
	{regexp.MustCompile(`/limits/response_time_delay/`), "a wait derived from each response time is the crawler's own measurement (Options.Elsewhere)"},
	{regexp.MustCompile(`^/errors/slow_down/`), "a rate that slows down instead of pausing is the crawler's scheduler's (Options.Elsewhere)"},
	{regexp.MustCompile(`^/agents/[^/]+/on_demand/`), "a response reused per URL, or an address fetched once, is the crawler's own cache and record (Options.Elsewhere)"},
}

// claim is one statement under check: the example, its policy and policy.json, the statement's
// root pointer, and the options the crawler gives New for it.
type claim struct {
	ex   string
	p    *policy.Policy
	doc  any
	root string
	opts polite.Options
}

// value returns the leaf of policy.json at ptr (nil when absent).
func (c *claim) value(ptr string) any {
	v := c.doc
	for _, tok := range strings.Split(ptr, "/")[1:] {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch x := v.(type) {
		case map[string]any:
			v = x[tok]
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i >= len(x) {
				return nil
			}
			v = x[i]
		default:
			return nil
		}
	}
	return v
}

func (c *claim) has(ptr string) bool { return c.value(ptr) != nil }

// seconds returns a duration of policy.json (a number of seconds).
func (c *claim) seconds(ptr string) time.Duration {
	f, _ := c.value(ptr).(float64)
	return time.Duration(math.Round(f * float64(time.Second)))
}

func (c *claim) number(ptr string) int {
	f, _ := c.value(ptr).(float64)
	return int(f)
}

func (c *claim) str(ptr string) string {
	s, _ := c.value(ptr).(string)
	return s
}

// scope returns the fetch for the statement's root: the target, job and agent it belongs to.
func (c *claim) fetch() (agent string, f polite.Fetch) {
	agent = c.p.Agents[0].ID
	parts := strings.Split(c.root, "/")
	switch parts[1] {
	case "targets":
		f.Target = parts[2]
	case "jobs":
		f.Job = parts[2]
		j, _ := c.p.Jobs.Get(parts[2])
		agent = j.Agent
	case "agents":
		agent = parts[2]
	}
	f.Keys = map[policy.Scope]string{}
	for _, s := range []policy.Scope{policy.ScopeObservation, policy.ScopeSync, policy.ScopeRun, policy.ScopeCustomer,
		policy.ScopeSystem, policy.ScopeMunicipality, policy.ScopeSource, policy.ScopeList, policy.ScopeFrame,
		policy.ScopeFetch, policy.ScopeAdmissionCheck} {
		f.Keys[s] = "k1"
	}
	return agent, f
}

// harnessNow is when every check starts: a Wednesday before noon, outside every quiet window of
// the examples, in winter time.
const harnessNow = "2026-12-02T10:17:00Z"

// world is one check's test sites and Transport.
type world struct {
	s     *sites
	tr    *polite.Transport
	f     polite.Fetch
	clock offsetClock
	// vary gives each request its own values of the crawler's keys (observation, sync…), so that
	// limits per such key stay out of a check of something else.
	vary int
}

// newWorld starts a Transport for the claim over the sites, with change applied to its options.
func (c *claim) newWorld(s *sites, change func(o *polite.Options)) (*world, error) {
	agent, f := c.fetch()
	o := c.opts
	o.Agent, o.Base, o.Resolve, o.Version = agent, s, s.resolve, "9.9"
	o.Clock = clockAt(harnessNow)
	if change != nil {
		change(&o)
	}
	tr, err := polite.New(c.p, o)
	if err != nil {
		return nil, err
	}
	return &world{s: s, tr: tr, f: f, clock: o.Clock.(offsetClock)}, nil
}

func (w *world) get(u string) (int, error) {
	f := w.f
	if w.vary > 0 {
		w.vary++
		f.Keys = map[policy.Scope]string{}
		for k, v := range w.f.Keys {
			f.Keys[k] = "v" + strconv.Itoa(w.vary)
			if k == policy.ScopeRun {
				f.Keys[k] = v // one run: robots.txt read before every run is read once
			}
		}
	}
	return get(w.tr, f, u)
}

// getPatiently is get, waiting out the pauses the request meets on the way (a pause after
// robots.txt was unreachable, say), at most ten.
func (w *world) getPatiently(u string) (int, error) {
	for range 10 {
		status, err := w.get(u)
		var pe *polite.PausedError
		if !errors.As(err, &pe) {
			return status, err
		}
		time.Sleep(pe.Until.Sub(w.clock.Now()))
	}
	return 0, errors.New("still paused after ten pauses")
}

// sendTimes are the times the site received the requests of path prefix.
func (w *world) sendTimes(prefix string) []time.Time {
	var out []time.Time
	for _, r := range w.s.requests(func(r record) bool { return strings.HasPrefix(r.Path, prefix) }) {
		out = append(out, r.At)
	}
	return out
}

// oneSite returns sites with a.example at 127.0.0.9 answering as s, b.example at the same address,
// and c.example at another.
func oneSite(s site) *sites {
	ss := newSites()
	ss.add("a.example", "127.0.0.9", s)
	ss.add("b.example", "127.0.0.9", s)
	ss.add("c.example", "127.0.0.10", s)
	return ss
}

var claimKinds = []claimKind{
	{"further interval", regexp.MustCompile(`^((?:/targets/[^/]+|/agents/[^/]+)?/limits/intervals/\d+)/(min_interval|interval_key)$`), checkFurtherInterval},
	{"methods", regexp.MustCompile(`^(/agents/[^/]+/http/methods)/\d+$`), checkMethods},
	{"User-Agent", regexp.MustCompile(`^(/agents/[^/]+)/(user_agent|version|version_may_change|stable_parts/\d+)$`), checkUserAgent},
	{"group matching", regexp.MustCompile(`^(/agents/[^/]+/group_matching)$`), checkGroupMatching},
	{"legacy token", regexp.MustCompile(`^(/agents/[^/]+/legacy_tokens/\d+)/(token|restrict_only)$`), checkLegacy},
	{"interval", regexp.MustCompile(`^((?:/targets/[^/]+|/agents/[^/]+)?/limits)/(min_interval|interval_key)$`), checkInterval},
	{"concurrency", regexp.MustCompile(`^((?:/targets/[^/]+|/agents/[^/]+)?/limits)/(concurrency|concurrency_key)$`), checkConcurrency},
	{"quota", regexp.MustCompile(`^((?:/targets/[^/]+|/agents/[^/]+)?/limits/quotas/\d+|/jobs/[^/]+/caps/\d+)/(max|min|period|key|unit|unpublished|per_run)$`), checkQuota},
	{"redirects", regexp.MustCompile(`^((?:/targets/[^/]+)?/limits)/(max_redirects|redirects_check_robots_txt|redirects_within)$`), checkRedirects},
	{"response timeout", regexp.MustCompile(`^((?:/targets/[^/]+)?/limits/response_timeout|/jobs/[^/]+/timeout)$`), checkResponseTimeout},
	{"connect timeout", regexp.MustCompile(`^((?:/targets/[^/]+)?/limits/connect_timeout)$`), checkConnectTimeout},
	{"body size", regexp.MustCompile(`^((?:/targets/[^/]+)?/limits)/(max_body_size|larger_bodies)$`), checkBodySize},
	{"conditional requests", regexp.MustCompile(`^((?:/targets/[^/]+|/agents/[^/]+)?/limits/conditional_requests)/\d+$`), checkConditional},
	{"counted requests", regexp.MustCompile(`^((?:/targets/[^/]+)?/limits/counts/\d+)$`), checkCounts},
	{"coordination", regexp.MustCompile(`^(/limits)/(shared_across_services|on_coordination_failure)$`), checkCoordination},
	{"robots.txt cache", regexp.MustCompile(`^(/robots_txt|/agents/[^/]+)/(check|robots_txt_check|cache_for|takes_effect_within|per_hostname)$`), checkRobotsCache},
	{"robots.txt size", regexp.MustCompile(`^(/robots_txt/max_size)$`), checkRobotsSize},
	{"robots.txt statuses", regexp.MustCompile(`^(/robots_txt/unavailable_statuses/\d+)$`), checkUnavailableStatus},
	{"robots.txt outcomes", regexp.MustCompile(`^(/robots_txt/(?:unavailable|unreachable))$`), checkOutcome},
	{"robots.txt unreachable", regexp.MustCompile(`^(/robots_txt)/(retry_unreachable|keep_last_good|keep_last_good_for|fallback)$`), checkUnreachable},
	{"Crawl-delay", regexp.MustCompile(`^(/robots_txt)/(crawl_delay|crawl_delay_max|crawl_delay_above_max|crawl_delay_min|crawl_delay_whole_seconds|crawl_delay_key)$`), checkCrawlDelay},
	{"robots.txt rules", regexp.MustCompile(`^(/robots_txt)/(wildcards|tdm_reservation)$`), checkRules},
	{"robots.txt not read", regexp.MustCompile(`^(/targets/[^/]+/robots_txt)$`), checkNotRead},
	{"retries", regexp.MustCompile(`^(/errors/retries)/(on|delays)/\d+$`), checkRetries},
	{"Retry-After", regexp.MustCompile(`^(/errors)/(retry_after|retry_after_max)$`), checkRetryAfter},
	{"reaction", regexp.MustCompile(`^(/errors/reactions/\d+|/jobs/[^/]+/reactions/\d+)/(on/\d+|threshold|consecutive|repeated|within|pause|min_pause|pause_unpublished|retry_after|escalation/factor|escalation/max|scope|jobs/\d+)$`), checkReaction},
	{"quiet window", regexp.MustCompile(`^(/windows/[^/]+)/(kind|days|hours/\d+|overnight|targets/\d+)$`), checkWindow},
}

// statements are the leaves of policy.json that state a behaviour of requests.
var statements = regexp.MustCompile(`^/(limits|robots_txt|errors|windows)/|^/targets/[^/]+/(limits/|robots_txt$)|^/agents/[^/]+/(limits/|http/|on_demand/|user_agent|version|legacy_tokens/|ignores_star_group|group_matching|robots_txt_check|stable_parts/)|^/jobs/[^/]+/(caps/|timeout$|reactions/)`)

// leaves lists the pointers of policy.json's scalar leaves.
func leaves(v any, ptr string, out *[]string) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			leaves(e, ptr+"/"+strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1"), out)
		}
	case []any:
		for i, e := range x {
			leaves(e, ptr+"/"+strconv.Itoa(i), out)
		}
	default:
		*out = append(*out, ptr)
	}
}

// loadClaims loads an example and groups the statements of its policy.json by check and root.
func loadClaims(t *testing.T, ex string) (claims map[string]*claim, kinds map[string]claimKind, uncovered []string) {
	p, err := policy.Load(os.DirFS("../examples/"+ex), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return claimsOf(t, ex, p)
}

// claimsOf groups the statements of p's policy.json by check and root; ex names p in messages.
// The statements are read with the numbers p does not publish (FullJSON): the crawler keeps them,
// and the Transport must enforce them as any other.
func claimsOf(t *testing.T, ex string, p *policy.Policy) (claims map[string]*claim, kinds map[string]claimKind, uncovered []string) {
	data, err := p.FullJSON()
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var all []string
	leaves(doc, "", &all)
	slices.Sort(all)
	claims, kinds = map[string]*claim{}, map[string]claimKind{}
	for _, ptr := range all {
		if !statements.MatchString(ptr) {
			continue
		}
		if slices.ContainsFunc(notRequests, func(n struct {
			re  *regexp.Regexp
			why string
		}) bool {
			return n.re.MatchString(ptr)
		}) {
			continue
		}
		i := slices.IndexFunc(claimKinds, func(k claimKind) bool { return k.re.MatchString(ptr) })
		if i < 0 {
			uncovered = append(uncovered, ptr)
			continue
		}
		k := claimKinds[i]
		root := k.re.FindStringSubmatch(ptr)[1]
		id := k.name + " " + root
		if claims[id] == nil {
			claims[id] = &claim{ex: ex, p: p, doc: doc, root: root, opts: crawlerOptions(p)}
			kinds[id] = k
		}
	}
	return claims, kinds, uncovered
}

// crawlerOptions are what the examples' crawlers give New: a number for each unpublished value
// (7, or 37 minutes), and the statements only they can keep (caps on files, passes).
func crawlerOptions(p *policy.Policy) polite.Options {
	o := polite.Options{Unpublished: polite.Unpublished{Counts: map[string]int{}, Durations: map[string]time.Duration{}}}
	for _, a := range p.Agents {
		_, err := polite.New(p, polite.Options{Agent: a.ID, Version: "9.9"})
		var ue *polite.UnenforceableError
		if !errors.As(err, &ue) {
			continue
		}
		for _, st := range ue.Statements {
			ptr, why, _ := strings.Cut(st, ": ")
			switch {
			case strings.Contains(why, "Unpublished.Counts"):
				o.Unpublished.Counts[ptr] = 7
			case strings.Contains(why, "Unpublished.Durations"):
				o.Unpublished.Durations[ptr] = 37 * time.Minute
			default:
				o.Elsewhere = append(o.Elsewhere, ptr)
			}
		}
	}
	return o
}

// isElsewhere reports whether the crawler keeps the statement at root itself.
func (c *claim) isElsewhere() bool {
	return slices.ContainsFunc(c.opts.Elsewhere, func(e string) bool { return e == c.root || strings.HasPrefix(e, c.root+"/") })
}

func TestClaims(t *testing.T) {
	for _, ex := range examples {
		claims, kinds, _ := loadClaims(t, ex)
		ids := make([]string, 0, len(claims))
		for id := range claims {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids {
			c, k := claims[id], kinds[id]
			t.Run(ex+"/"+id, func(t *testing.T) {
				if c.isElsewhere() {
					t.Skipf("%s is kept by the crawler itself (Options.Elsewhere): %s", c.root, k.name)
				}
				synctest.Test(t, func(t *testing.T) {
					for _, problem := range k.check(c) {
						t.Error(problem)
					}
				})
			})
		}
	}
}

// TestClaimsCovered fails when a page states a behaviour of requests that no check covers.
func TestClaimsCovered(t *testing.T) {
	for _, ex := range examples {
		_, _, uncovered := loadClaims(t, ex)
		for _, ptr := range uncovered {
			t.Errorf("%s: %s is stated on the page and no check of the harness covers it", ex, ptr)
		}
	}
}

// --- checks ---

// hold keeps a handler busy for d, or until the client gives up.
func hold(r *http.Request, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-r.Context().Done():
	case <-t.C:
	}
}

func errs(format string, args ...any) []string { return []string{fmt.Sprintf(format, args...)} }

// gapsOf returns the gaps between times.
func gapsOf(ts []time.Time) []time.Duration {
	var out []time.Duration
	for i := 1; i < len(ts); i++ {
		out = append(out, ts[i].Sub(ts[i-1]))
	}
	return out
}

func checkUserAgent(c *claim) []string {
	s := oneSite(site{})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	w.vary = 1
	defer w.tr.Close()
	if _, err := w.get("http://a.example/"); err != nil {
		return errs("%v", err)
	}
	want := strings.ReplaceAll(c.str(c.root+"/user_agent"), "{version}", "9.9")
	if v := c.str(c.root + "/version"); v != "" {
		want = strings.ReplaceAll(c.str(c.root+"/user_agent"), "{version}", v)
	}
	var out []string
	for _, r := range s.requests(nil) {
		ua := r.Header.Get("User-Agent")
		if ua != want {
			out = append(out, fmt.Sprintf("%s: User-Agent %q, the page says %q", r.Path, ua, want))
		}
		for i := 0; c.has(fmt.Sprintf("%s/stable_parts/%d", c.root, i)); i++ {
			if part := c.str(fmt.Sprintf("%s/stable_parts/%d", c.root, i)); !strings.Contains(ua, part) {
				out = append(out, fmt.Sprintf("User-Agent %q lacks the stable part %q", ua, part))
			}
		}
	}
	return out
}

func checkLegacy(c *claim) []string {
	token := c.str(c.root + "/token")
	restrict, _ := c.value(c.root + "/restrict_only").(bool)
	own := string(c.p.Agents[0].Token)
	if parts := strings.Split(c.root, "/"); len(parts) > 2 {
		a, _ := c.p.Agents.Get(parts[2])
		own = string(a.Token)
	}
	s := oneSite(site{robots: "User-agent: " + own + "\nAllow: /\n\nUser-agent: " + token + "\nDisallow: /legacy/\n"})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	_, err = w.get("http://a.example/legacy/x")
	var dis *polite.DisallowedError
	if restrict && !errors.As(err, &dis) {
		return errs("a group for the restrict-only token %s disallows /legacy/: got %v, want a *DisallowedError", token, err)
	}
	if !restrict && err != nil {
		return errs("a group for the former token %s beside the current one's: %v, want the current one's group to apply", token, err)
	}
	return nil
}

// groupMatchingFiles are, for each way of choosing groups (agents.X.group_matching), a robots.txt
// for the token TOKEN and the paths it disallows and allows read that way, each the opposite of
// RFC 9309's answer: the "*" group read with the crawler's own, only the first group naming it,
// or only a group that writes its token in its own letter case.
var groupMatchingFiles = map[string]struct {
	robots              string
	disallowed, allowed []string
}{
	"merges-star":    {"User-agent: *\nDisallow: /star/\n\nUser-agent: TOKEN\nDisallow: /own/\n", []string{"/star/x", "/own/x"}, nil},
	"first-group":    {"User-agent: TOKEN\nDisallow: /first/\n\nUser-agent: TOKEN\nDisallow: /second/\n", []string{"/first/x"}, []string{"/second/x"}},
	"case-sensitive": {"User-agent: *\nDisallow: /star/\n\nUser-agent: OTHERCASE\nDisallow: /other-case/\n", []string{"/star/x"}, []string{"/other-case/x"}},
}

// checkGroupMatching serves a robots.txt that the page's way of choosing groups reads otherwise
// than RFC 9309 and wants each answer as the page's way gives it.
func checkGroupMatching(c *claim) []string {
	mode := c.str(c.root)
	f, ok := groupMatchingFiles[mode]
	if !ok {
		return errs("no robots.txt for group_matching %q", mode)
	}
	a, _ := c.p.Agents.Get(strings.Split(c.root, "/")[2])
	token := string(a.Token)
	other := strings.ToLower(token)
	if other == token {
		other = strings.ToUpper(token)
	}
	s := oneSite(site{robots: strings.NewReplacer("OTHERCASE", other, "TOKEN", token).Replace(f.robots)})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	var out []string
	for _, path := range f.disallowed {
		var dis *polite.DisallowedError
		if _, err := w.get("http://a.example" + path); !errors.As(err, &dis) {
			out = append(out, fmt.Sprintf("group_matching %q: %s: %v, want a *DisallowedError", mode, path, err))
		}
	}
	for _, path := range f.allowed {
		if _, err := w.get("http://a.example" + path); err != nil {
			out = append(out, fmt.Sprintf("group_matching %q: %s: %v, want it fetched", mode, path, err))
		}
	}
	return out
}

// keyOf returns the scope a limit is counted per, hostname when none is stated.
func (c *claim) keyOf(ptr string) string {
	if k := c.str(ptr); k != "" {
		return k
	}
	return "hostname"
}

// other returns the URL and fetch of a request that differs from http://a.example/ by the key only.
func (c *claim) other(key string, f polite.Fetch) (string, polite.Fetch) {
	g := f
	g.Keys = map[policy.Scope]string{}
	for k, v := range f.Keys {
		g.Keys[k] = v
	}
	switch key {
	case "hostname", "site":
		return "http://b.example/other", g
	case "server":
		return "http://c.example/other", g
	}
	g.Keys[policy.Scope(key)] = "k2"
	return "http://a.example/other", g
}

func checkInterval(c *claim) []string {
	iv := c.seconds(c.root + "/min_interval")
	key := c.keyOf(c.root + "/interval_key")
	s := oneSite(site{})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	for i := range 3 {
		if _, err := w.get(fmt.Sprintf("http://a.example/p%d", i)); err != nil {
			return errs("%v", err)
		}
	}
	var out []string
	for i, g := range gapsOf(w.sendTimes("/p")) {
		if !near(g, iv) {
			out = append(out, fmt.Sprintf("gap %d between requests of one %s: %v, the page says %v", i, key, g, iv))
		}
	}
	// A request that differs by the key only is not held back by this interval: its first request
	// (robots.txt, for another host) leaves without waiting.
	u, f := c.other(key, w.f)
	before := time.Now()
	n := len(s.requests(nil))
	if _, err := get(w.tr, f, u); err != nil {
		return append(out, err.Error())
	}
	if rs := s.requests(nil); len(rs) > n {
		if waited := rs[n].At.Sub(before); waited >= iv && iv > 0 {
			out = append(out, fmt.Sprintf("a request of another %s waited %v: the interval is counted per %s", key, waited, key))
		}
	}
	return out
}

func checkConcurrency(c *claim) []string {
	n := c.number(c.root + "/concurrency")
	key := c.keyOf(c.root + "/concurrency_key")
	var inFlight, most atomic.Int32
	s := oneSite(site{page: func(w http.ResponseWriter, r *http.Request) {
		cur := inFlight.Add(1)
		for m := most.Load(); cur > m && !most.CompareAndSwap(m, cur); m = most.Load() {
		}
		time.Sleep(time.Hour)
		inFlight.Add(-1)
	}})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	var wg sync.WaitGroup
	for i := range n + 2 {
		wg.Go(func() { w.get(fmt.Sprintf("http://a.example/c%d", i)) })
	}
	wg.Wait()
	if int(most.Load()) != n {
		return errs("at most %d requests of one %s were in flight, the page says %d", most.Load(), key, n)
	}
	return nil
}

func checkQuota(c *claim) []string {
	unit := c.str(c.root + "/unit")
	if unit != "" && unit != "requests" && unit != "head-requests" {
		return nil // New refused it unless the crawler keeps it (Elsewhere), which TestClaims skips
	}
	max := c.number(c.root + "/max")
	if u, _ := c.value(c.root + "/unpublished").(bool); u {
		max = c.opts.Unpublished.Counts[c.root+"/max"]
	}
	period := c.seconds(c.root + "/period")
	method := http.MethodGet
	if unit == "head-requests" {
		method = http.MethodHead
	}
	s := oneSite(site{robotsStatus: 404})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	sent := 0
	var qe *polite.QuotaError
	for i := 0; i <= max+2; i++ {
		_, err := do(w.tr, w.f, method, fmt.Sprintf("http://a.example/q%d", i))
		var quiet *polite.QuietError
		if errors.As(err, &quiet) {
			time.Sleep(quiet.Until.Sub(w.clock.Now())) // a crawler keeps out of quiet hours
			i--
			continue
		}
		if errors.As(err, &qe) && qe.Pointer != c.root {
			// Another quota, shorter, holds first: wait it out, as a crawler would.
			time.Sleep(qe.Until.Sub(w.clock.Now()))
			qe = nil
			i--
			continue
		}
		if qe != nil {
			break
		}
		if err != nil {
			return errs("request %d: %v", i, err)
		}
	}
	agent, f := c.fetch()
	e, _ := c.p.Effective(agent, f.Target, f.Job)
	counted := func(r record) bool {
		return r.Path != "/robots.txt" || slices.Contains(e.Limits.Counts, policy.CountedRobotsTxt)
	}
	sent = len(s.requests(counted))
	var out []string
	if qe == nil || qe.Pointer != c.root {
		return errs("after %d requests no *QuotaError of %s (got %v)", sent, c.root, qe)
	}
	if unit == "head-requests" {
		sent = len(s.requests(func(r record) bool { return r.Method == http.MethodHead }))
	}
	if sent != max {
		out = append(out, fmt.Sprintf("%d requests were sent before the quota refused, the page says %d", sent, max))
	}
	if period > 0 {
		// The quota frees a request a period after the first counted one left.
		first := s.requests(counted)[0].At.Add(w.clock.d)
		if got := qe.Until.Sub(first); got != period {
			out = append(out, fmt.Sprintf("the quota frees a request %v after the first, the page says %v", got, period))
		}
	}
	return out
}

func checkRedirects(c *claim) []string {
	hops := c.number(c.root + "/max_redirects")
	checks, _ := c.value(c.root + "/redirects_check_robots_txt").(bool)
	s := oneSite(site{robots: "User-agent: *\nDisallow: /secret\n", page: func(w http.ResponseWriter, r *http.Request) {
		var n int
		if _, err := fmt.Sscanf(r.URL.Path, "/r/%d", &n); err == nil && n > 0 {
			http.Redirect(w, r, fmt.Sprintf("/r/%d", n-1), http.StatusFound)
			return
		}
		switch r.URL.Path {
		case "/to-secret":
			http.Redirect(w, r, "http://c.example/secret", http.StatusFound)
		case "/to-www":
			http.Redirect(w, r, "http://www.a.example/x", http.StatusFound)
		case "/to-other":
			http.Redirect(w, r, "http://b.example/x", http.StatusFound)
		}
	}})
	s.add("www.a.example", "127.0.0.9", s.hosts["a.example"])
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	var out []string
	if hops > 0 {
		if status, err := w.get(fmt.Sprintf("http://a.example/r/%d", hops)); err != nil || status != 200 {
			out = append(out, fmt.Sprintf("%d redirects: %d, %v; the page says they are followed", hops, status, err))
		}
		var re *polite.RedirectError
		if _, err := w.get(fmt.Sprintf("http://a.example/r/%d", hops+1)); !errors.As(err, &re) {
			out = append(out, fmt.Sprintf("%d redirects: %v; the page says at most %d are followed", hops+1, err, hops))
		}
	}
	if within := c.str(c.root + "/redirects_within"); hops > 0 {
		// A redirect to another host name of the same registrable domain, and to another domain.
		for _, tc := range []struct {
			path     string
			followed bool
		}{{"/to-www", within != "hostname"}, {"/to-other", within == ""}} {
			_, err := w.get("http://a.example" + tc.path)
			var re *polite.RedirectError
			if tc.followed != !errors.As(err, &re) {
				out = append(out, fmt.Sprintf("%s: %v; the page says redirects are followed within %q", tc.path, err, within))
			}
		}
	}
	if checks {
		var dis *polite.DisallowedError
		if _, err := w.get("http://a.example/to-secret"); !errors.As(err, &dis) {
			out = append(out, fmt.Sprintf("a redirect to a URL its robots.txt disallows: %v, want it refused", err))
		}
		if n := len(s.requests(func(r record) bool { return r.Path == "/secret" })); n > 0 {
			out = append(out, "the disallowed redirect target was fetched")
		}
	}
	return out
}

func checkResponseTimeout(c *claim) []string {
	d := c.seconds(c.root)
	s := oneSite(site{page: func(w http.ResponseWriter, r *http.Request) { hold(r, d+time.Hour) }})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	_, err = w.get("http://a.example/slow")
	sent := w.sendTimes("/slow")
	var te *polite.TimeoutError
	if !errors.As(err, &te) || len(sent) != 1 {
		return errs("a response slower than %v: %v, want a *TimeoutError", d, err)
	}
	if got := time.Since(sent[0]); got != d {
		return errs("gave up after %v, the page says %v", got, d)
	}
	return nil
}

func checkConnectTimeout(c *claim) []string {
	d := c.seconds(c.root)
	var dialed atomic.Int32
	base := &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		dialed.Add(1)
		<-ctx.Done() // a host that never accepts
		return nil, ctx.Err()
	}}
	s := oneSite(site{})
	w, err := c.newWorld(s, func(o *polite.Options) { o.Base = base })
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	start := time.Now()
	_, err = w.get("http://a.example/")
	if err == nil || dialed.Load() == 0 {
		return errs("a host that never accepts: %v, want an error", err)
	}
	// robots.txt is fetched first: it waits the connect timeout, and so does the page, unless
	// robots.txt unreachable refuses the page at once.
	if got := time.Since(start); got != d && got != 2*d {
		return errs("gave up connecting after %v, the page says %v", got, d)
	}
	return nil
}

// checkFurtherInterval sends two requests that share the further interval's key (two host names
// of one registrable domain on one address, or one host name twice) and wants them at least the
// interval apart.
func checkFurtherInterval(c *claim) []string {
	iv := c.seconds(c.root + "/min_interval")
	key := policy.Scope(c.str(c.root + "/interval_key"))
	s := newSites()
	s.add("x.d.example", "127.0.0.9", site{})
	s.add("y.d.example", "127.0.0.9", site{})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	second := "http://y.d.example/p1"
	if key == policy.ScopeHostname || key == policy.ScopeSite {
		second = "http://x.d.example/p1"
	}
	for _, u := range []string{"http://x.d.example/p0", second} {
		if _, err := w.get(u); err != nil {
			return errs("%v", err)
		}
	}
	if g := gapsOf(w.sendTimes("/p")); len(g) != 1 || g[0] < iv {
		return errs("two requests of one %s: %v apart, the page says at least %v", key, g, iv)
	}
	return nil
}

// checkMethods sends each published method, which must pass, and one the page does not list,
// which must not reach the site.
func checkMethods(c *claim) []string {
	s := oneSite(site{})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	var out, listed []string
	for i := 0; c.has(fmt.Sprintf("%s/%d", c.root, i)); i++ {
		listed = append(listed, c.str(fmt.Sprintf("%s/%d", c.root, i)))
	}
	for _, m := range listed {
		if _, err := do(w.tr, w.f, m, "http://a.example/m"); err != nil {
			out = append(out, fmt.Sprintf("%s: %v, the page lists it", m, err))
		}
	}
	for _, m := range []string{http.MethodGet, http.MethodHead, http.MethodPost} {
		if slices.Contains(listed, m) {
			continue
		}
		before := len(s.requests(pages))
		var me *polite.MethodError
		if _, err := do(w.tr, w.f, m, "http://a.example/m"); !errors.As(err, &me) || len(s.requests(pages)) != before {
			out = append(out, fmt.Sprintf("%s: %v, the page lists only %v", m, err, listed))
		}
	}
	return out
}

func checkBodySize(c *claim) []string {
	limit := c.number(c.root + "/max_body_size")
	truncated := c.str(c.root+"/larger_bodies") == string(policy.LargerBodiesTruncated)
	s := oneSite(site{page: func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/b/"))
		w.Write(make([]byte, n))
	}})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	var out []string
	if _, err := w.get(fmt.Sprintf("http://a.example/b/%d", limit)); err != nil {
		out = append(out, fmt.Sprintf("a body of %d bytes: %v, the page allows it", limit, err))
	}
	var big *polite.BodyTooLargeError
	_, err = w.get(fmt.Sprintf("http://a.example/b/%d", limit+1))
	switch {
	case truncated && err != nil:
		out = append(out, fmt.Sprintf("a body of %d bytes: %v, the page says it is cut off at %d bytes", limit+1, err, limit))
	case !truncated && !errors.As(err, &big):
		out = append(out, fmt.Sprintf("a body of %d bytes: %v, the page says no more than %d bytes are downloaded", limit+1, err, limit))
	}
	return out
}

func checkConditional(c *claim) []string {
	s := oneSite(site{})
	w, err := c.newWorld(s, func(o *polite.Options) {
		o.Validators = func(*url.URL) (string, string) { return `"e1"`, "Wed, 02 Dec 2026 09:00:00 GMT" }
	})
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	if _, err := w.get("http://a.example/doc"); err != nil {
		return errs("%v", err)
	}
	rs := s.requests(pages)
	var out []string
	for i := 0; c.has(fmt.Sprintf("%s/%d", c.root, i)); i++ {
		h := c.str(fmt.Sprintf("%s/%d", c.root, i))
		if rs[0].Header.Get(h) == "" {
			out = append(out, fmt.Sprintf("no %s header sent, the page says it is", h))
		}
	}
	return out
}

// intervalFor is the interval in force for the claim's fetch (for checks of things that count
// against it), from the policy's Effective: the harness reads the number of the page elsewhere.
func (c *claim) intervalFor() time.Duration {
	agent, f := c.fetch()
	e, _ := c.p.Effective(agent, f.Target, f.Job)
	return e.Limits.MinInterval.Duration
}

func checkCounts(c *claim) []string {
	what := c.str(c.root)
	iv := c.intervalFor()
	s := oneSite(site{page: func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/hop" {
			http.Redirect(w, r, "/landed", http.StatusFound)
		}
	}})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	switch what {
	case "robots-txt":
		w.get("http://a.example/first")
		ts := append(w.sendTimes("/robots.txt"), w.sendTimes("/first")...)
		if len(ts) != 2 || !near(ts[1].Sub(ts[0]), iv) {
			return errs("robots.txt and the first request %v apart, the page says robots.txt counts (%v)", gapsOf(ts), iv)
		}
	case "redirects":
		// Through a client that follows redirects itself where the Transport does not: each hop
		// is a request of its own through the Transport either way.
		req, _ := http.NewRequestWithContext(polite.WithFetch(context.Background(), w.f), http.MethodGet, "http://a.example/hop", nil)
		if resp, err := (&http.Client{Transport: w.tr}).Do(req); err == nil {
			resp.Body.Close()
		}
		ts := append(w.sendTimes("/hop"), w.sendTimes("/landed")...)
		if len(ts) != 2 || !near(ts[1].Sub(ts[0]), iv) {
			return errs("a redirect followed %v after its request, the page says redirects count (%v)", gapsOf(ts), iv)
		}
	case "pagination":
		w.get("http://a.example/list?page=1")
		w.get("http://a.example/list?page=2")
		ts := w.sendTimes("/list")
		if len(ts) != 2 || !near(ts[1].Sub(ts[0]), iv) {
			return errs("two pages of a list %v apart, the page says pagination counts (%v)", gapsOf(ts), iv)
		}
	default:
		return errs("no check for counts %q", what)
	}
	return nil
}

func checkCoordination(c *claim) []string {
	iv := c.intervalFor()
	s := oneSite(site{})
	w, err := c.newWorld(s, func(o *polite.Options) { o.Store = downStore{} })
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	for i := range 3 {
		_, err := w.get(fmt.Sprintf("http://a.example/p%d", i))
		var ce *polite.CoordinationError
		switch fallback := c.str("/limits/on_coordination_failure"); {
		case fallback == "" && !errors.As(err, &ce):
			return errs("shared store down, no fallback published: %v, want a *CoordinationError", err)
		case fallback == "":
			return nil
		case err != nil:
			return errs("shared store down, fallback %s: %v", fallback, err)
		}
	}
	for i, g := range gapsOf(w.sendTimes("/p")) {
		if !near(g, iv) {
			return errs("shared store down: gap %d is %v, the instance keeps the published %v on its own", i, g, iv)
		}
	}
	return nil
}

// robotsSite serves robots.txt from body, with status, both changeable.
type robotsSite struct {
	status atomic.Int32
	body   atomic.Value
}

func newRobotsSite(body string) *robotsSite {
	r := &robotsSite{}
	r.status.Store(200)
	r.body.Store(body)
	return r
}

func (r *robotsSite) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.URL.Path == "/robots.txt" {
		w.WriteHeader(int(r.status.Load()))
		io.WriteString(w, r.body.Load().(string))
	}
}

func (c *claim) robotsReads(s *sites, host string) int {
	return len(s.requests(func(r record) bool { return r.Path == "/robots.txt" && r.Host == host }))
}

func checkRobotsCache(c *claim) []string {
	life := c.seconds("/robots_txt/cache_for")
	if t := c.seconds("/robots_txt/takes_effect_within"); t > 0 && (life == 0 || t < life) {
		life = t
	}
	rs := newRobotsSite("User-agent: *\nDisallow: /old\n")
	s := newSites()
	s.add("a.example", "", rs)
	s.add("b.example", "", rs)
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	w.vary = 1
	defer w.tr.Close()
	var out []string
	if _, err := w.get("http://a.example/old"); err == nil {
		out = append(out, "robots.txt was not read before the first fetch")
	}
	w.get("http://a.example/x")
	time.Sleep(life - time.Since(s.requests(nil)[0].At) - time.Second)
	w.get("http://a.example/y")
	if n := c.robotsReads(s, "a.example"); n != 1 {
		out = append(out, fmt.Sprintf("robots.txt read %d times within %v, the page says a copy is used that long", n, life))
	}
	rs.body.Store("User-agent: *\nDisallow: /new\n")
	time.Sleep(time.Second)
	if _, err := w.get("http://a.example/new"); err == nil {
		out = append(out, fmt.Sprintf("a change of robots.txt did not take effect within %v", life))
	}
	if v, _ := c.value("/robots_txt/per_hostname").(bool); v {
		w.get("http://b.example/x")
		if n := c.robotsReads(s, "b.example"); n != 1 {
			out = append(out, fmt.Sprintf("b.example's robots.txt read %d times, the page says one copy per hostname", n))
		}
	}
	return out
}

func checkRobotsSize(c *claim) []string {
	limit := c.number(c.root)
	pad := strings.Repeat("#\n", limit/2)
	s := oneSite(site{robots: "User-agent: *\nDisallow: /early\n" + pad + "Disallow: /late\n"})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	w.vary = 1
	defer w.tr.Close()
	var out []string
	if _, err := w.get("http://a.example/early"); err == nil {
		out = append(out, "a rule within the size limit was not applied")
	}
	if _, err := w.get("http://a.example/late"); err != nil {
		out = append(out, fmt.Sprintf("a rule past the first %d bytes was applied: %v", limit, err))
	}
	return out
}

func checkUnavailableStatus(c *claim) []string {
	status := c.number(c.root)
	s := oneSite(site{robotsStatus: status})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	_, err = w.get("http://a.example/x")
	var dis *polite.DisallowedError
	var def *polite.DeferredError
	if !errors.As(err, &dis) && !errors.As(err, &def) {
		return errs("robots.txt answered %d: %v, the page says it counts as unreachable", status, err)
	}
	return nil
}

// checkOutcome checks what a 4xx (robots_txt.unavailable) or, with no copy at hand and no
// fallback, a 5xx (robots_txt.unreachable) of robots.txt means.
func checkOutcome(c *claim) []string {
	status := 404
	if strings.HasSuffix(c.root, "/unreachable") {
		if c.has("/robots_txt/fallback") {
			return nil // the fallback decides, checked with it
		}
		status = 500
	}
	s := oneSite(site{robotsStatus: status})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	w.vary = 1
	defer w.tr.Close()
	_, err = w.get("http://a.example/x")
	switch c.str(c.root) {
	case "allow-all":
		if err != nil {
			return errs("robots.txt answered %d: %v, the page says everything is allowed", status, err)
		}
	case "disallow-all":
		var dis *polite.DisallowedError
		if !errors.As(err, &dis) {
			return errs("robots.txt answered %d: %v, the page says nothing is fetched", status, err)
		}
	}
	return nil
}

func checkUnreachable(c *claim) (out []string) {
	rs := newRobotsSite("User-agent: *\nDisallow: /no\n")
	s := newSites()
	s.add("a.example", "", rs)
	s.add("b.example", "", rs)
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	w.vary = 1
	defer w.tr.Close()
	// No copy at hand: the fallback.
	rs.status.Store(503)
	_, err = w.get("http://b.example/x")
	var def *polite.DeferredError
	var dis *polite.DisallowedError
	switch c.str("/robots_txt/fallback") {
	case "defer":
		if !errors.As(err, &def) {
			out = append(out, fmt.Sprintf("robots.txt unreachable, no copy: %v, the page says fetches wait", err))
		}
	default:
		if !errors.As(err, &dis) {
			out = append(out, fmt.Sprintf("robots.txt unreachable, no copy: %v, the page says nothing is fetched", err))
		}
	}
	if retry := c.seconds("/robots_txt/retry_unreachable"); retry > 0 {
		// Requested again after at least retry_unreachable (later where a pause holds the host).
		first := s.requests(func(r record) bool { return r.Host == "b.example" })[0].At
		for range 24 * 60 {
			w.get("http://b.example/x")
			if c.robotsReads(s, "b.example") > 1 {
				break
			}
			time.Sleep(time.Minute)
		}
		reads := s.requests(func(r record) bool { return r.Host == "b.example" && r.Path == "/robots.txt" })
		switch {
		case len(reads) < 2:
			out = append(out, "an unreachable robots.txt was not requested again within a day")
		case reads[1].At.Sub(first) < retry:
			out = append(out, fmt.Sprintf("an unreachable robots.txt requested again after %v, the page says at least %v", reads[1].At.Sub(first), retry))
		}
	}
	if keep, _ := c.value("/robots_txt/keep_last_good").(bool); keep {
		defer func() {
			// Past keep_last_good_for after it was read, the last copy is no longer in force:
			// the fallback applies again.
			d := c.seconds("/robots_txt/keep_last_good_for")
			if d == 0 {
				return
			}
			time.Sleep(d)
			if _, err := w.getPatiently("http://a.example/yes"); err == nil {
				out = append(out, fmt.Sprintf("robots.txt unreachable for longer than %v: /yes allowed, the page says the last copy stays in force for at most %v", d, d))
			}
		}()
		rs.status.Store(200)
		w.get("http://a.example/x")
		time.Sleep(c.seconds("/robots_txt/cache_for") + time.Second)
		rs.status.Store(503)
		if _, err := w.getPatiently("http://a.example/yes"); err != nil {
			out = append(out, fmt.Sprintf("robots.txt unreachable past its lifetime: /yes %v, the last good copy allows it", err))
		}
		if _, err := w.getPatiently("http://a.example/no"); !errors.As(err, &dis) || dis.Rule.Line == 0 {
			out = append(out, fmt.Sprintf("robots.txt unreachable past its lifetime: %v, the page says the last good copy stays in force", err))
		}
	}
	return out
}

func checkCrawlDelay(c *claim) []string {
	iv := c.intervalFor()
	handling := c.str("/robots_txt/crawl_delay")
	capd := c.seconds("/robots_txt/crawl_delay_max")
	above := c.str("/robots_txt/crawl_delay_above_max")
	least := c.seconds("/robots_txt/crawl_delay_min")
	whole, _ := c.value("/robots_txt/crawl_delay_whole_seconds").(bool)
	if k := c.str("/robots_txt/crawl_delay_key"); k != "" && k != "hostname" {
		return errs("Crawl-delay per %s: the harness's sites check only a Crawl-delay per hostname", k)
	}
	for _, delay := range []time.Duration{iv / 2, iv + 7*time.Second, iv + 7*time.Hour, iv + 7500*time.Millisecond, least / 2} {
		if delay <= 0 {
			continue
		}
		agent, _ := c.fetch()
		a, _ := c.p.Agents.Get(agent)
		secs := strconv.FormatFloat(delay.Seconds(), 'f', -1, 64)
		s := oneSite(site{robots: "User-agent: " + string(a.Token) + "\nCrawl-delay: " + secs + "\nAllow: /\n"})
		w, err := c.newWorld(s, nil)
		if err != nil {
			return errs("%v", err)
		}
		w.vary = 1
		for i := range 3 {
			w.get(fmt.Sprintf("http://a.example/p%d", i))
		}
		w.tr.Close()
		want := iv
		if handling != "ignored" && (!whole || delay%time.Second == 0) {
			d := max(delay, least)
			switch {
			case capd > 0 && d > capd && above == string(policy.CrawlDelayAboveMaxIgnored):
				d = 0
			case capd > 0 && d > capd:
				d = capd
			}
			want = max(iv, d)
		}
		for i, g := range gapsOf(w.sendTimes("/p")) {
			if !near(g, want) {
				return errs("Crawl-delay %ss (%s, max %v): gap %d is %v, the page says %v", secs, handling, capd, i, g, want)
			}
		}
	}
	return nil
}

func checkRules(c *claim) []string {
	agent, _ := c.fetch()
	a, _ := c.p.Agents.Get(agent)
	s := oneSite(site{robots: "User-agent: " + string(a.Token) + "\nDisallow: /*.pdf$\nDisallow: /private/\n"})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	w.vary = 1
	defer w.tr.Close()
	var out []string
	for _, tc := range []struct {
		path    string
		allowed bool
	}{{"/private/a", false}, {"/a.pdf", c.str("/robots_txt/wildcards") == "" && false}, {"/a.pdf?x=1", true}, {"/public", true}} {
		_, err := w.get("http://a.example" + tc.path)
		if (err == nil) != tc.allowed {
			out = append(out, fmt.Sprintf("%s: %v, want allowed %v", tc.path, err, tc.allowed))
		}
	}
	return out
}

func checkNotRead(c *claim) []string {
	if c.str(c.root) != "not-read" {
		return nil
	}
	s := oneSite(site{robots: "User-agent: *\nDisallow: /\n"})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	w.vary = 1
	defer w.tr.Close()
	if _, err := w.get("http://a.example/tile"); err != nil {
		return errs("%v; the page says these sites' robots.txt is not read", err)
	}
	if n := c.robotsReads(s, "a.example"); n != 0 {
		return errs("robots.txt read %d times, the page says it is not read", n)
	}
	return nil
}

func checkRetries(c *claim) []string {
	var delays []time.Duration
	for i := 0; c.has(fmt.Sprintf("%s/delays/%d", c.root, i)); i++ {
		delays = append(delays, c.seconds(fmt.Sprintf("%s/delays/%d", c.root, i)))
	}
	var out []string
	for i := 0; c.has(fmt.Sprintf("%s/on/%d", c.root, i)); i++ {
		on := c.str(fmt.Sprintf("%s/on/%d", c.root, i))
		var s *sites
		switch on {
		case "5xx":
			s = oneSite(site{page: func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(502) }})
		case "network-error":
			s = oneSite(site{})
			s.hosts["a.example"] = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				panic(http.ErrAbortHandler)
			})
		default:
			out = append(out, "no scripted site for "+on)
			continue
		}
		w, err := c.newWorld(s, func(o *polite.Options) {
			if on == "network-error" {
				o.Base = failing{s}
			}
		})
		if err != nil {
			return errs("%v", err)
		}
		w.get("http://a.example/retry-me")
		w.tr.Close()
		ts := w.sendTimes("/retry-me")
		got := gapsOf(ts)
		if len(got) != len(delays) {
			out = append(out, fmt.Sprintf("on %s: %d retries, the page says %d", on, len(got), len(delays)))
			continue
		}
		for j := range got {
			if got[j] < delays[j] || got[j] > delays[j]+c.intervalFor()+5*time.Millisecond {
				out = append(out, fmt.Sprintf("on %s: retry %d after %v, the page says %v", on, j+1, got[j], delays[j]))
			}
		}
	}
	return out
}

// failing answers robots.txt with 404 and every other request with a network error.
type failing struct{ s *sites }

func (f failing) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Path == "/robots.txt" {
		f.s.hosts[req.URL.Hostname()] = site{robotsStatus: 404}
		return f.s.RoundTrip(req)
	}
	f.s.note(req, time.Now(), 0)
	return nil, &net.OpError{Op: "read", Net: "tcp", Err: errors.New("connection reset by peer")}
}

func checkRetryAfter(c *claim) []string {
	honoured := c.str("/errors/retry_after") == "honoured"
	capd := c.seconds("/errors/retry_after_max")
	header := 3 * time.Hour
	if capd > 0 {
		header = capd + time.Hour
	}
	s := oneSite(site{page: func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Retry-After", strconv.Itoa(int(header.Seconds())))
		w.WriteHeader(503)
	}})
	w, err := c.newWorld(s, nil)
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	w.get("http://a.example/ra")
	ts := w.sendTimes("/ra")
	// Retry-After shows in the wait before a retry, or in the pause a reaction starts.
	var waited time.Duration
	if len(ts) > 1 {
		waited = ts[1].Sub(ts[0])
	} else {
		_, err := w.get("http://a.example/ra")
		var pe *polite.PausedError
		if !errors.As(err, &pe) {
			if honoured {
				return errs("a 503 with Retry-After: neither a retry nor a pause followed (%v)", err)
			}
			return nil // ignored and nothing to wait for: nothing to see
		}
		waited = pe.Until.Sub(ts[0].Add(w.clock.d))
	}
	want := header
	if capd > 0 {
		want = capd
	}
	if honoured && waited != want {
		return errs("Retry-After %v: waited %v, the page says it is honoured up to %v", header, waited, capd)
	}
	if !honoured && waited >= header {
		return errs("Retry-After %v: waited %v, the page says it is ignored", header, waited)
	}
	return nil
}

// conditionSite answers every request with what makes the condition happen, or nil where only
// the crawler can see it (Transport.Report).
func conditionSite(on string) (http.HandlerFunc, bool) {
	status := map[string]int{"429": 429, "503": 503, "504": 504, "403": 403, "5xx": 500, "failed-attempt": 500}
	if code, ok := status[on]; ok {
		return func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(code) }, true
	}
	if on == "timeout" {
		return func(w http.ResponseWriter, r *http.Request) { hold(r, 48*time.Hour) }, true
	}
	return nil, false
}

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

func checkReaction(c *claim) []string {
	// The event to cause: the most specific one the reaction names (a 429 rather than any failed
	// attempt, which a 5xx reaction would answer as well).
	var ons []string
	for i := 0; c.has(fmt.Sprintf("%s/on/%d", c.root, i)); i++ {
		ons = append(ons, c.str(fmt.Sprintf("%s/on/%d", c.root, i)))
	}
	slices.SortStableFunc(ons, func(a, b string) int { return specificity(a) - specificity(b) })
	on := ons[0]
	threshold := max(c.number(c.root+"/threshold"), 1)
	if r, _ := c.value(c.root + "/repeated").(bool); r {
		threshold = c.opts.Unpublished.Counts[c.root+"/repeated"]
	}
	pause := c.seconds(c.root + "/pause")
	if mp := c.seconds(c.root + "/min_pause"); mp > pause {
		pause = mp
	}
	if u, _ := c.value(c.root + "/pause_unpublished").(bool); u {
		pause = c.opts.Unpublished.Durations[c.root+"/pause_unpublished"]
	}
	factor, capd := c.number(c.root+"/escalation/factor"), c.seconds(c.root+"/escalation/max")
	page, seen := conditionSite(on)
	s := oneSite(site{robotsStatus: 404, page: page})
	if on == "robots-txt-unreachable" {
		s = oneSite(site{robotsStatus: 503})
	}
	if on == "robots-txt-disallow-all" {
		s = oneSite(site{robots: "User-agent: *\nDisallow: /\n"})
	}
	if on == "unreachable" || on == "network-error" {
		seen = true
	}
	w, err := c.newWorld(s, func(o *polite.Options) {
		if on == "unreachable" || on == "network-error" {
			o.Base = failing{s}
		}
	})
	if err != nil {
		return errs("%v", err)
	}
	defer w.tr.Close()
	// A reaction of a job holds that job's requests.
	if parts := strings.Split(c.root, "/"); parts[1] == "errors" {
		for i := 0; c.has(fmt.Sprintf("%s/jobs/%d", c.root, i)); i++ {
			w.f.Job = c.str(fmt.Sprintf("%s/jobs/%d", c.root, i))
			w.f.Target = ""
			break
		}
	}
	if on == "timeout" {
		// The condition needs a timeout: the job's, or the crawler's own where none is published.
		if _, ok := c.p.Jobs.Get(w.f.Job); !ok || c.seconds("/jobs/"+w.f.Job+"/timeout") == 0 {
			return nil
		}
	}
	var out []string
	u, _ := url.Parse("http://a.example/x")
	trigger := func() {
		for range threshold {
			switch {
			case on == "robots-txt-unreachable" || on == "robots-txt-disallow-all":
				get(w.tr, w.f, "http://a.example/x")
				return
			case seen:
				get(w.tr, w.f, "http://a.example/x")
			default:
				w.tr.Report(polite.WithFetch(context.Background(), w.f), u, policy.Condition(on))
			}
		}
	}
	want := pause
	for round := range 3 {
		trigger()
		start := w.clock.Now()
		_, err := get(w.tr, w.f, "http://a.example/x")
		var pe *polite.PausedError
		if !errors.As(err, &pe) || pe.Pointer != c.root {
			if on == "robots-txt-unreachable" && round == 0 {
				var def *polite.DeferredError
				var dis *polite.DisallowedError
				if errors.As(err, &def) || errors.As(err, &dis) {
					// robots.txt keeps the host closed besides the pause; the pause itself is
					// checked through the next request after retry_unreachable below.
				}
			}
			out = append(out, fmt.Sprintf("after %d × %s: %v, the page says a pause (%s)", threshold, on, err, c.root))
			return out
		}
		if rs := s.requests(nil); seen && len(rs) > 0 {
			start = rs[len(rs)-1].At.Add(w.clock.d)
		}
		got := pe.Until.Sub(start)
		if got < want || got > want+time.Minute && on != "timeout" {
			out = append(out, fmt.Sprintf("pause %d after %d × %s: %v, the page says %v", round+1, threshold, on, got, want))
		}
		time.Sleep(pe.Until.Sub(w.clock.Now()))
		if factor < 2 {
			break
		}
		want = min(want*time.Duration(factor), capd)
	}
	return out
}

func checkWindow(c *claim) []string {
	if c.str(c.root+"/kind") != "quiet" {
		return nil // a preferred window draws work to it and keeps none away
	}
	zone := c.p.Site.TimeZone.Location
	var out []string
	for i := 0; c.has(fmt.Sprintf("%s/hours/%d", c.root, i)); i++ {
		r, err := policy.ParseTimeRange(c.str(fmt.Sprintf("%s/hours/%d", c.root, i)))
		if err != nil {
			return errs("%v", err)
		}
		day := time.Date(2026, 12, 2, 0, 0, 0, 0, zone) // a Wednesday
		from := day.Add(time.Duration(r.From) * time.Minute)
		to := day.Add(time.Duration(r.To) * time.Minute)
		if r.CrossesMidnight() {
			to = to.AddDate(0, 0, 1)
		}
		target := ""
		if c.has(c.root + "/targets/0") {
			target = c.str(c.root + "/targets/0")
		}
		for _, tc := range []struct {
			at    time.Time
			quiet bool
		}{{from.Add(-time.Minute), false}, {from, true}, {to.Add(-time.Minute), true}, {to, false}} {
			s := oneSite(site{})
			w, err := c.newWorld(s, func(o *polite.Options) { o.Clock = clockAt(tc.at.UTC().Format(time.RFC3339)) })
			if err != nil {
				return errs("%v", err)
			}
			w.f.Target = target
			_, err = w.get("http://a.example/w")
			w.tr.Close()
			var qe *polite.QuietError
			if tc.quiet != errors.As(err, &qe) {
				out = append(out, fmt.Sprintf("at %s (%s): %v, the page says quiet %v", tc.at.Format("15:04 MST"), r, err, tc.quiet))
			} else if tc.quiet && !qe.Until.Equal(to) {
				out = append(out, fmt.Sprintf("at %s: quiet until %s, the page says %s", tc.at.Format("15:04"), qe.Until.In(zone).Format("15:04"), to.Format("15:04")))
			}
		}
	}
	return out
}
