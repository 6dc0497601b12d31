package conform

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// Kind is a kind of statement the page can make, with its one check: the scripted sites and
// requests that make the behaviour show (Scenario), and the judgement of what the sites recorded
// (Judge). Pattern matches the JSON Pointers of the statement's leaves in policy.json; its first
// submatch is the statement's root, and all leaves under one root are checked together (a
// reaction's events, threshold and pause).
type Kind struct {
	Name     string
	Pattern  *lazyre.Regexp
	scenario func(c *Claim, env Env) *Scenario
	judge    func(c *Claim, sc *Scenario, run *Run) (Status, []string)
}

// NotRequests are statements that describe no request (labels) or that the crawler keeps in a
// way no site can see (passes, its HTTP client's settings), each with why. Claims makes no claim
// of them (Unjudged lists them in a report); a statement that is neither here nor of a Kind fails
// TestClaimsCovered.
var NotRequests = []struct {
	Pattern *lazyre.Regexp
	Why     string
}{
	{lazyre.New(`/limits/default_interval$`), "the usual pace beside min_interval, which is enforced: the crawler's scheduler keeps it"},
	{lazyre.New(`/limits/passes/`), "a pass is the crawler's unit of work, not a request a site can tell apart"},
	{lazyre.New(`^/errors/continues_during_pause/`), "what keeps running during a pause is other work of the crawler, not a request"},
	{lazyre.New(`/(label|what|condition|conditions|javascript_condition|skipped_when|purpose|stands_for)(/|$)`), "a label in every language"},
	{lazyre.New(`^/agents/[^/]+/not_read_because$`), "why the agent does not read robots.txt: a reason in words; robots_txt itself is checked"},
	{lazyre.New(`^/agents/[^/]+/http/(versions|compressed|compression|cookies|javascript|range_requests|range_bytes)(/|$)`), "how the crawler's HTTP client speaks: its base transport, cookie jar and renderer"},
	{lazyre.New(`/limits/response_time_delay/`), "a wait derived from each response time is the crawler's own measurement"},
	{lazyre.New(`/limits/page_load_timeout$`), "a page load abandoned after a time in total: a site sees requests, and only the crawler knows which of them load one page with the resources it embeds"},
	{lazyre.New(`^/errors/slow_down/`), "a rate that slows down instead of pausing: package polite enforces it where the policy states a factor, but no test site answers errors until the interval grows, so sitegen conform does not judge it"},
	{lazyre.New(`^/agents/[^/]+/on_demand/`), "a response reused per URL, or an address fetched once, is the crawler's own cache and record"},
}

// statements are the leaves of policy.json that state a behaviour of requests.
var statements = lazyre.New(`^/(limits|robots_txt|errors|windows)/|^/targets/[^/]+/(limits/|robots_txt$)|^/agents/[^/]+/(limits/|http/|on_demand/|user_agent|version|legacy_tokens/|ignores_star_group|group_matching|robots_txt_check|stable_parts/|on_disallow/|refuse_with/|placeholders/|token$|robots_txt$|not_read_because$|embedded/(?:robots_txt|crawl_delay)$)|^/jobs/[^/]+/(caps/|timeout$|reactions/|robots_txt$|not_read_because$|crawl_delay$|limits/min_interval$)`)

// Claim is one statement under check: the policy, the statement's root pointer in policy.json,
// its kind, and the scope it belongs to (the agent, and the category of site or job when the
// statement is theirs).
type Claim struct {
	Kind   *Kind
	Root   string
	Policy *policy.Policy
	Agent  string
	Target string
	Job    string
	// Counts and Durations are the numbers the crawler keeps for statements the policy does not
	// publish (a quota's cap with unpublished = true, pause_unpublished), by the statement's
	// pointer; nil where the crawler did not say, and such a statement is not observable.
	Counts    map[string]int
	Durations map[string]time.Duration
	doc       any
	// leaves are the pointers of the statement's leaves in policy.json (with the unpublished).
	leaves []string
	// read are the pointers of the values the policy does not publish that the check read
	// beyond its leaves (the interval in force, which a Crawl-delay's check compares with), and
	// derived the durations it made of them (a scripted Crawl-delay of half the interval): its
	// evidence states neither (new-user trial 22, F-14). Check clears both before judging.
	read     map[string]bool
	derived  []time.Duration
	derivedN []int64
}

// Unpublished reports whether the claim holds a value the page does not state: a leaf the policy
// lists in unpublished, or a cap or pause whose number it says it does not publish (a quota's
// unpublished = true, a reaction's pause_unpublished), or, once judged, an unpublished value its
// check read beyond its leaves (the interval in force). Its evidence then says "the policy says"
// where it would say "the page says", and never the number (Check; newuser13 #11, newuser17 #8).
func (c *Claim) Unpublished() bool {
	if c.Policy == nil {
		return false
	}
	if len(c.read) > 0 {
		return true
	}
	for _, l := range c.leaves {
		if c.unpublishedLeaf(l) {
			return true
		}
		if strings.HasSuffix(l, "/unpublished") || strings.HasSuffix(l, "/pause_unpublished") {
			if c.flag(l) {
				return true
			}
		}
	}
	return false
}

// Unknown returns the pointers of the numbers the claim's check needs that the policy does not
// hold and Counts and Durations do not give: a quota's cap with unpublished = true (…/max), how
// often a reaction's condition must repeat (…/repeated), a reaction's pause_unpublished. The
// crawler's operator gives them to sitegen conform (--unpublished POINTER=VALUE), as a Go crawler
// gives them to package polite (Options.Unpublished).
func (c *Claim) Unknown() (counts, durations []string) {
	switch c.Kind.Name {
	case "quota":
		if _, ok := c.Counts[c.Root+"/max"]; c.flag(c.Root+"/unpublished") && !ok {
			counts = append(counts, c.Root+"/max")
		}
	case "reaction":
		if _, ok := c.Counts[c.Root+"/repeated"]; c.flag(c.Root+"/repeated") && !ok {
			counts = append(counts, c.Root+"/repeated")
		}
		if _, ok := c.Durations[c.Root+"/pause_unpublished"]; c.flag(c.Root+"/pause_unpublished") && !ok {
			durations = append(durations, c.Root+"/pause_unpublished")
		}
	}
	return counts, durations
}

// unknownHint says how to give the numbers Unknown names: "give sitegen conform the crawler's
// with --unpublished /errors/reactions/0/pause_unpublished=DURATION".
func (c *Claim) unknownHint() string {
	counts, durations := c.Unknown()
	var flags []string
	for _, p := range counts {
		flags = append(flags, "--unpublished "+p+"=N")
	}
	for _, p := range durations {
		flags = append(flags, "--unpublished "+p+"=DURATION")
	}
	return "give sitegen conform the crawler's with " + strings.Join(flags, " ") + " (the report writes " + notPublished + " for it)"
}

// unpublishedLeaf reports whether the leaf at ptr is, or is under, a pointer of unpublished.
func (c *Claim) unpublishedLeaf(ptr string) bool {
	for _, u := range c.Policy.Unpublished {
		if ptr == u || strings.HasPrefix(ptr, u+"/") {
			return true
		}
	}
	return false
}

// secrets returns the forms in which evidence could write a number the claim holds but the page
// does not state: the value of each unpublished leaf and of each unpublished value its check read
// (policy.json writes durations in seconds, sizes in bytes, counts as they are), the durations
// the check derived from them, and the numbers the crawler gave for the statements without one
// (Counts, Durations), each as a number, as secs writes a duration, and as Go writes it; longest
// first, so that "1 h 30 min" goes before "1 h".
func (c *Claim) secrets() []string {
	var out []string
	addDuration := func(d time.Duration) {
		out = append(out, secs(d), d.String(), strconvSeconds(d)+"s")
	}
	ptrs := slices.Clone(c.leaves)
	for p := range c.read {
		ptrs = append(ptrs, p)
	}
	for _, l := range ptrs {
		if !c.unpublishedLeaf(l) {
			continue
		}
		if f, ok := c.lookup(l).(float64); ok {
			out = append(out, strconv.FormatFloat(f, 'f', -1, 64))
			addDuration(time.Duration(math.Round(f * float64(time.Second))))
		}
	}
	for _, d := range c.derived {
		out = append(out, strconvSeconds(d))
		addDuration(d)
	}
	for _, n := range c.derivedN {
		out = append(out, strconv.FormatInt(n, 10))
	}
	for _, n := range c.Counts {
		out = append(out, strconv.Itoa(n))
	}
	for _, d := range c.Durations {
		addDuration(d)
	}
	slices.SortFunc(out, func(a, b string) int { return len(b) - len(a) })
	return slices.Compact(out)
}

// notPublished stands in the evidence for a number the page does not state.
const notPublished = "[not published]"

// redact replaces in s each of secrets that stands on its own: not part of a longer number, a
// path, a host name or a time of day ("/s/2", "10:00:02.000" keep their digits). A number the
// crawler showed that equals one of them is replaced too: it would tell the number as well.
func redact(s string, secrets []string) string {
	part := func(b byte) bool {
		return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || strings.IndexByte("./:-_", b) >= 0
	}
	for _, x := range secrets {
		if x == "" {
			continue
		}
		var b strings.Builder
		for {
			i := strings.Index(s, x)
			if i < 0 {
				break
			}
			end := i + len(x)
			if (i > 0 && part(s[i-1])) || (end < len(s) && part(s[end]) && !(s[end] == '.' && (end+1 == len(s) || s[end+1] == ' '))) {
				b.WriteString(s[:end])
			} else {
				b.WriteString(s[:i] + notPublished)
			}
			s = s[end:]
		}
		s = b.String() + s
	}
	return s
}

// ID names the claim: its kind and its root pointer.
func (c *Claim) ID() string { return c.Kind.Name + " " + c.Root }

// Scoped reports whether the claim belongs to a category of site or a job, which a crawler
// learns from its own configuration, not from a test site.
func (c *Claim) Scoped() bool { return c.Target != "" || c.Job != "" }

// Claims reads p's policy.json, with the numbers p does not publish (FullJSON: the crawler keeps
// them), and groups every leaf that states a behaviour of requests by kind and root. Uncovered
// lists the leaves no Kind and no NotRequests entry covers.
func Claims(p *policy.Policy) (claims []*Claim, uncovered []string, err error) {
	data, err := p.FullJSON()
	if err != nil {
		return nil, nil, err
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, nil, err
	}
	var all []string
	policy.WalkJSON(doc, "", func(ptr string, v any) {
		if !policy.IsJSONContainer(v) {
			all = append(all, ptr)
		}
	})
	slices.Sort(all)
	byID := map[string]*Claim{}
	for _, ptr := range all {
		if !statements.MatchString(ptr) {
			continue
		}
		if slices.ContainsFunc(NotRequests, func(n struct {
			Pattern *lazyre.Regexp
			Why     string
		}) bool {
			return n.Pattern.MatchString(ptr)
		}) {
			continue
		}
		i := slices.IndexFunc(Kinds, func(k *Kind) bool { return k.Pattern.MatchString(ptr) })
		if i < 0 {
			uncovered = append(uncovered, ptr)
			continue
		}
		k := Kinds[i]
		root := k.Pattern.FindStringSubmatch(ptr)[1]
		id := k.Name + " " + root
		if byID[id] == nil {
			c := &Claim{Kind: k, Root: root, Policy: p, doc: doc}
			c.scope()
			byID[id] = c
			claims = append(claims, c)
		}
		byID[id].leaves = append(byID[id].leaves, ptr)
	}
	slices.SortFunc(claims, func(a, b *Claim) int { return strings.Compare(a.ID(), b.ID()) })
	return claims, uncovered, nil
}

// scope sets the agent, target and job the claim's root belongs to: the first agent for a
// statement of the whole policy.
func (c *Claim) scope() {
	if len(c.Policy.Agents) > 0 {
		c.Agent = c.Policy.Agents[0].ID
	}
	parts := strings.Split(c.Root, "/")
	switch parts[1] {
	case "targets":
		c.Target = parts[2]
	case "jobs":
		c.Job = parts[2]
		if j, ok := c.Policy.Jobs.Get(parts[2]); ok {
			c.Agent = j.Agent
		}
	case "agents":
		c.Agent = parts[2]
	case "windows":
		// A window of some categories of site holds their fetches; one of kind "only" the
		// requests of its (first) job.
		if t, ok := c.value(c.Root + "/targets/0").(string); ok {
			c.Target = t
		}
		if id, ok := c.value(c.Root + "/jobs/0").(string); ok {
			if j, ok := c.Policy.Jobs.Get(id); ok {
				c.Job, c.Agent, c.Target = id, j.Agent, j.Target
			}
		}
	}
}

// value returns the leaf of policy.json at ptr (nil when absent), noting it among the values the
// check read (read) where the policy does not publish it.
func (c *Claim) value(ptr string) any {
	c.note(ptr)
	return c.lookup(ptr)
}

// lookup is value without the note.
func (c *Claim) lookup(ptr string) any {
	v, _ := policy.ResolveJSON(c.doc, ptr)
	return v
}

// note records ptr among the unpublished values the check read, unless it is one of the claim's
// own leaves (whose numbers Unpublished and secrets already know).
func (c *Claim) note(ptr string) {
	if c.Policy == nil || !c.unpublishedLeaf(ptr) || slices.Contains(c.leaves, ptr) {
		return
	}
	if c.read == nil {
		c.read = map[string]bool{}
	}
	c.read[ptr] = true
}

func (c *Claim) has(ptr string) bool { return c.value(ptr) != nil }

// seconds returns a duration of policy.json (a number of seconds).
func (c *Claim) seconds(ptr string) time.Duration {
	f, _ := c.value(ptr).(float64)
	return time.Duration(math.Round(f * float64(time.Second)))
}

func (c *Claim) number(ptr string) int {
	f, _ := c.value(ptr).(float64)
	return int(f)
}

func (c *Claim) str(ptr string) string {
	s, _ := c.value(ptr).(string)
	return s
}

func (c *Claim) flag(ptr string) bool {
	b, _ := c.value(ptr).(bool)
	return b
}

// list returns the strings at ptr/0, ptr/1, …
func (c *Claim) list(ptr string) []string {
	var out []string
	for i := 0; c.has(fmt.Sprintf("%s/%d", ptr, i)); i++ {
		out = append(out, c.str(fmt.Sprintf("%s/%d", ptr, i)))
	}
	return out
}

// keyOf returns the scope a limit is counted per, hostname when none is stated.
func (c *Claim) keyOf(ptr string) string {
	if k := c.str(ptr); k != "" {
		return k
	}
	return "hostname"
}

// effective is what applies to the claim's scope (policy.Effective). A check reads the interval
// in force through interval, which keeps its number out of the evidence where it is unpublished.
func (c *Claim) effective() policy.Limits {
	e, _ := c.Policy.Effective(c.Agent, c.Target, c.Job)
	return e.Limits
}

// interval is the min_interval in force for the claim's scope, noted among the values the check
// read (a Crawl-delay's check compares with it, and states it where the page does).
func (c *Claim) interval() time.Duration {
	e, _ := c.Policy.Effective(c.Agent, c.Target, c.Job)
	c.note(e.LimitPointer("min_interval"))
	return e.Limits.MinInterval.Duration
}

// fromInterval returns d, a duration the check made of the interval in force (a scripted
// Crawl-delay of half of it, a Retry-After 5 s longer), and keeps it out of the evidence where
// the interval is unpublished: it would tell the interval.
func (c *Claim) fromInterval(d time.Duration) time.Duration {
	e, _ := c.Policy.Effective(c.Agent, c.Target, c.Job)
	return c.derive(e.LimitPointer("min_interval"), d)
}

// derive returns d, a duration the check made of the value at ptr, and keeps it out of the
// evidence where the policy does not publish that value.
func (c *Claim) derive(ptr string, d time.Duration) time.Duration {
	if c.Policy != nil && c.unpublishedLeaf(ptr) {
		c.derived = append(c.derived, d)
	}
	return d
}

// deriveN is derive for a count or a size the check made of the value at ptr (a chain of one
// redirect more than the cap, a body larger than the limit).
func (c *Claim) deriveN(ptr string, n int64) int64 {
	if c.Policy != nil && c.unpublishedLeaf(ptr) {
		c.derivedN = append(c.derivedN, n)
	}
	return n
}

// token is the product token of the claim's agent.
func (c *Claim) token() string {
	a, _ := c.Policy.Agents.Get(c.Agent)
	return string(a.Token)
}

// ignoresStar reports whether the page says the claim's agent obeys no "*" group of robots.txt,
// only a group that names it (agents.X.ignores_star_group).
func (c *Claim) ignoresStar() bool {
	a, _ := c.Policy.Agents.Get(c.Agent)
	return a.IgnoresStarGroup
}

// robotsFor returns a scripted robots.txt whose "*" groups address every crawler, as the agent
// reads it: unchanged, or, for an agent that ignores the "*" group, with each "User-agent: *"
// naming its product token instead, so that the rules still apply to it as the page says (a
// crawler that keeps its page failed a robots.txt it was right to ignore; new-user trial 22,
// F-08).
func (c *Claim) robotsFor(txt string) string {
	if !c.ignoresStar() {
		return txt
	}
	return strings.ReplaceAll(txt, "User-agent: *\n", "User-agent: "+c.token()+"\n")
}

// allows reports whether robots.txt (its text) allows path to the claim's agent as the page says
// the agent reads it: its groups chosen as group_matching says, and, where it ignores the "*"
// group, none when no group names its product token (as RFC 9309 parsers read the token).
func (c *Claim) allows(txt, path string) bool {
	a, _ := c.Policy.Agents.Get(c.Agent)
	m, _ := robots.ParseMatching(string(a.GroupMatching))
	token := a.Token.RFC9309()
	r := robots.Parse([]byte(txt), 0)
	if a.IgnoresStarGroup && !r.HasGroupAs(m, token) {
		return true
	}
	return r.DecideAs(m, token, path).Allowed
}

// stopsOnDisallow reports whether the claim's agent stops more than the address robots.txt
// disallows it (agents.X.on_disallow: "stop-all", "stop-run" or "stop-observation"), so that a
// scenario asks for what it wants fetched before anything disallowed.
func (c *Claim) stopsOnDisallow() bool {
	a, _ := c.Policy.Agents.Get(c.Agent)
	return slices.ContainsFunc(a.OnDisallow, func(e policy.DisallowEffect) bool {
		return e == policy.DisallowEffectStopAll || e == policy.DisallowEffectStopRun || e == policy.DisallowEffectStopObservation
	})
}

// ForAgent keeps the claims that concern the agent: those of the whole policy (judged for it),
// its own, and its jobs'.
func ForAgent(claims []*Claim, agent string) []*Claim {
	var out []*Claim
	for _, c := range claims {
		own := strings.HasPrefix(c.Root, "/agents/") || strings.HasPrefix(c.Root, "/jobs/")
		if own && c.Agent != agent {
			continue
		}
		c.Agent = agent
		out = append(out, c)
	}
	return out
}
