// Package export writes a policy (package policy) as the configuration of a crawler that is not
// written in Go: a Scrapy settings module with a downloader middleware, an Apache Nutch
// nutch-site.xml and an Apache StormCrawler crawler-conf.yaml, for one agent of the policy.
//
// The values come from policy.Effective for the agent (the global limits with the agent's own
// robots.txt handling; no category of site, no job), never derived again here. Each setting the
// file writes names, in a comment, the JSON Pointer of the statement it carries. What a file
// cannot carry is listed, by JSON Pointer and with why, in Export.Unenforced: the file's header
// says it and the command prints it on standard error, so that no published statement is dropped
// silently. Every leaf of the policy's JSON form (policy.Policy.FullJSON) is carried, listed, or
// describes no request (the site, the operator, contact, snippets, legal statements, labels; see
// NoRequest), or belongs to another agent or its jobs.
//
// Property names, types and defaults of Nutch and StormCrawler are those of their default
// configuration files (testdata/nutch-default.tsv, testdata/crawler-default.tsv, with source and
// commit), against which the tests check every property written. The Scrapy module targets Scrapy
// 2.8 (Debian's python3-scrapy).
//
// The exports carry the numbers the policy does not publish (its top-level unpublished list): the
// crawler needs them. Keep them with the crawler, not on the published site.
package export

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
	"github.com/sitegen-dev/sitegen/policy"
)

// Format is a crawler whose configuration is exported.
type Format string

// The formats.
const (
	Scrapy       Format = "scrapy"
	Nutch        Format = "nutch"
	StormCrawler Format = "stormcrawler"
)

// Formats are every format, in the order the command lists them.
var Formats = []Format{Scrapy, Nutch, StormCrawler}

// FileName is the usual name of the format's file: sitegen_policy.py (a Python module name),
// nutch-site.xml, crawler-conf.yaml.
func (f Format) FileName() string {
	switch f {
	case Scrapy:
		return "sitegen_policy.py"
	case Nutch:
		return "nutch-site.xml"
	case StormCrawler:
		return "crawler-conf.yaml"
	}
	return ""
}

// Statement is a published statement, by its JSON Pointer in policy.json, with why the export
// does not enforce it.
type Statement struct {
	Pointer string
	Why     string
}

func (s Statement) String() string { return s.Pointer + ": " + s.Why }

// Export is one crawler's configuration.
type Export struct {
	Format Format
	// Agent is the agent's key in policy.toml.
	Agent string
	// Data is the file.
	Data []byte
	// Carried are the JSON Pointers of the leaves the file's settings carry, sorted.
	Carried []string
	// Unenforced are the statements the file does not enforce, sorted by pointer; a pointer may
	// name a whole object (/targets/council), every leaf under it included.
	Unenforced []Statement
}

// Options choose what is exported.
type Options struct {
	// Agent is the agent's key in policy.toml; it may be left empty when the policy has one agent.
	Agent string
	// Version replaces {version} in the User-Agent where the policy publishes no version.
	Version string
}

// Generate writes the policy's configuration for the format. An unknown format or agent, a policy
// of several agents without Options.Agent, or a User-Agent with {version} and no version (in the
// policy or Options.Version), is an error. An agent that states no User-Agent is exported without
// one: the file's header says that the crawler sends its own (Nutch then sends the product token).
func Generate(p *policy.Policy, f Format, o Options) (*Export, error) {
	if !slices.Contains(Formats, f) {
		return nil, fmt.Errorf("export: no format %q (formats: scrapy, nutch, stormcrawler)", f)
	}
	agent := o.Agent
	if agent == "" {
		if len(p.Agents) != 1 {
			return nil, fmt.Errorf("export: the policy has %d agents (%s): name one with --agent", len(p.Agents), strings.Join(p.Agents.Keys(), ", "))
		}
		agent = p.Agents[0].ID
	}
	a, ok := p.Agents.Get(agent)
	if !ok {
		return nil, fmt.Errorf("export: no agent %q (agents: %s)", agent, strings.Join(p.Agents.Keys(), ", "))
	}
	eff, err := p.Effective(agent, "", "")
	if err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	version := a.Version
	if version == "" {
		version = o.Version
	}
	if strings.Contains(string(a.UserAgent), "{version}") && version == "" {
		return nil, fmt.Errorf("export: the User-Agent of agent %q contains {version} and the policy publishes no version: give it with --version", agent)
	}
	b := &builder{p: p, a: a, eff: eff, format: f, carried: map[string]bool{}}
	if a.UserAgent != "" {
		b.ua = a.UserAgent.Expand(version)
	}
	if err := b.leaves(); err != nil {
		return nil, err
	}
	var data []byte
	switch f {
	case Scrapy:
		data, err = b.scrapy()
	case Nutch:
		data, err = b.nutch()
	case StormCrawler:
		data, err = b.stormcrawler()
	}
	if err != nil {
		return nil, err
	}
	return &Export{Format: f, Agent: agent, Data: data, Carried: b.carriedList(), Unenforced: b.unenforced}, nil
}

// builder collects what one export carries and what it leaves out.
type builder struct {
	p      *policy.Policy
	a      policy.Agent
	eff    policy.Effective
	format Format
	ua     string
	// tokenNotOnly: robots.txt groups are matched against another name than the token too
	// (Nutch's http.agent.name, when the User-Agent does not begin with the token).
	tokenNotOnly bool
	// all are the policy's leaves that concern the agent (not another agent's, not describing no
	// request), sorted.
	all        []string
	carried    map[string]bool
	skipped    []Statement
	unenforced []Statement
	// notes say how the statements carried without a setting of their own are kept.
	notes []string
}

// carry records that the file carries the leaves at ptrs and under them.
func (b *builder) carry(ptrs ...string) {
	for _, ptr := range ptrs {
		for _, l := range b.all {
			if under(l, ptr) {
				b.carried[l] = true
			}
		}
	}
}

// keep records that the crawler, as the file configures it, keeps the statements at ptrs without
// a setting of their own, and why; the file's header says so.
func (b *builder) keep(why string, ptrs ...string) {
	b.carry(ptrs...)
	var named []string
	for _, p := range ptrs {
		if b.has(p) {
			named = append(named, p)
		}
	}
	if len(named) > 0 {
		b.notes = append(b.notes, strings.Join(named, " ")+": "+why)
	}
}

// skip records that the file does not enforce the statement at ptr (and under it), and why.
func (b *builder) skip(ptr, why string, args ...any) {
	if len(args) > 0 {
		why = fmt.Sprintf(why, args...)
	}
	if !b.has(ptr) {
		return // the policy states nothing there
	}
	b.skipped = append(b.skipped, Statement{ptr, why})
}

// has reports whether the policy states something at ptr or under it.
func (b *builder) has(ptr string) bool {
	return slices.ContainsFunc(b.all, func(l string) bool { return under(l, ptr) })
}

func (b *builder) carriedList() []string {
	var out []string
	for l := range b.carried {
		out = append(out, l)
	}
	slices.Sort(out)
	return out
}

// under reports whether leaf is ptr or lies under it.
func under(leaf, ptr string) bool {
	return leaf == ptr || strings.HasPrefix(leaf, ptr+"/")
}

// delayOnly reports whether the agent obeys no rule of robots.txt but reads it for its
// Crawl-delay alone (agents.X.robots_txt = "not-read" with crawl_delay = "applied").
func (b *builder) delayOnly() bool {
	return b.a.RobotsTxt == policy.RobotsUseNotRead && b.a.CrawlDelay == policy.AppliedYes
}

// skipDelayOnly lists, for an agent that reads robots.txt for its Crawl-delay alone, that
// Crawl-delay and the [robots_txt] values it is read by as not enforced, with why: the crawler
// the file configures reads robots.txt to obey its rules or not at all. An agent whose
// crawl_delay = "not-applied" reads no Crawl-delay, as the file, which reads no robots.txt.
func (b *builder) skipDelayOnly(why string) {
	switch {
	case b.delayOnly():
		b.skip(b.agentPtr("crawl_delay"), why)
		b.skip("/robots_txt", why)
	case b.a.CrawlDelay == policy.AppliedNo:
		b.keep("no robots.txt is read, so no Crawl-delay either", b.agentPtr("crawl_delay"))
	}
}

// agentPtr is the JSON Pointer of the agent's member name.
func (b *builder) agentPtr(name string) string {
	return "/agents/" + policy.EscapeToken(b.a.ID) + "/" + name
}

// NoRequest are the parts of a policy that describe no request, and so nothing a crawler's
// configuration could enforce: each pointer pattern with why. Every export names them in its
// header in one line.
var NoRequest = []struct {
	Pattern *lazyre.Regexp
	Why     string
}{
	{lazyre.New(`^/(schema|site|operator|snippets|occasions|unpublished)(/|$)`), "the site, the operator, the snippets, the occasions' names and the list of unpublished values describe the pages"},
	{lazyre.New(`^/contact(/|$)`), "how to reach the operator and what a site can ask for: the operator's answer, not a request"},
	{lazyre.New(`^/legal(/|$)`), "legal statements and how long collected data is kept: not how a request is sent"},
	{lazyre.New(`^/agents/[^/]+/(legal_basis|opt_out)(/|$)`), "an agent's legal basis, and that a site cannot opt out of its fetching: statements, not how a request is sent"},
	{lazyre.New(`^/jobs/[^/]+/opt_out(/|$)`), "that a site cannot opt out of a job's fetches: a statement, not how a request is sent (the job's robots_txt is the behaviour)"},
	{lazyre.New(`^/jobs/[^/]+/legal_basis(/|$)`), "a job's legal basis: a statement, not how a request is sent"},
	{lazyre.New(`/(label|purpose|what|condition|conditions|used_for|stands_for|skipped_when|who|form_purpose)(/|$)`), "a label in every language"},
	{lazyre.New(`^/errors/continues_during_pause(/|$)`), "what keeps running during a pause: labels of other work"},
}

// noRequest reports whether the leaf describes no request.
func noRequest(leaf string) bool {
	return slices.ContainsFunc(NoRequest, func(n struct {
		Pattern *lazyre.Regexp
		Why     string
	}) bool {
		return n.Pattern.MatchString(leaf)
	})
}

// leaves lists the policy's leaves that concern the agent: its own, its jobs', and the general
// ones, without those that describe no request.
func (b *builder) leaves() error {
	data, err := b.p.FullJSON()
	if err != nil {
		return err
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		return err
	}
	var all []string
	Leaves(doc, "", &all)
	for _, l := range all {
		if noRequest(l) || !b.concerns(l) {
			continue
		}
		b.all = append(b.all, l)
	}
	slices.Sort(b.all)
	return nil
}

// concerns reports whether a leaf is about the agent: not another agent's, not a job of another
// agent, not a window that holds only other agents' jobs, and not how robots.txt is read (in
// general or for a category of site) where the agent does not read it.
func (b *builder) concerns(leaf string) bool {
	parts := strings.Split(leaf, "/")
	if len(parts) < 2 {
		return true
	}
	notRead := b.a.RobotsTxt == policy.RobotsUseNotRead
	if parts[1] == "robots_txt" {
		return !notRead || b.delayOnly()
	}
	if len(parts) < 3 {
		return true
	}
	switch parts[1] {
	case "agents":
		return parts[2] == policy.EscapeToken(b.a.ID)
	case "jobs":
		j, ok := b.p.Jobs.Get(policy.UnescapeToken(parts[2]))
		return !ok || j.Agent == b.a.ID
	case "windows":
		w, ok := b.p.Windows.Get(policy.UnescapeToken(parts[2]))
		return !ok || len(w.Jobs) == 0 || slices.ContainsFunc(w.Jobs, func(id string) bool {
			j, ok := b.p.Jobs.Get(id)
			return !ok || j.Agent == b.a.ID
		})
	case "targets":
		return !(notRead && len(parts) > 3 && strings.HasPrefix(parts[3], "robots_txt"))
	}
	return true
}

// Leaves appends the JSON Pointers of the scalar leaves of a decoded JSON document (and of its
// empty objects and arrays) to out (policy.WalkJSON).
func Leaves(v any, ptr string, out *[]string) {
	policy.WalkJSON(v, ptr, func(p string, _ any) { *out = append(*out, p) })
}

// rest are the reasons of the statements no format carries, by pattern: the first submatch is
// the pointer listed (the statement as a whole), which ends where a member's name ends
// ("/agents/x/triggers/0" is listed as "/agents/x/triggers", not "/agents/x/trigger").
var rest = []struct {
	re  *lazyre.Regexp
	why string
}{
	{lazyre.New(`^(/targets/[^/]+)(?:/|$)`), "a category of site with its own limits or robots.txt handling: %[1]s cannot tell which sites belong to it; configure a crawl of those sites with the category's values"},
	{lazyre.New(`^(/jobs/[^/]+/(?:caps|timeout|reactions))(?:/|$)`), "a job's own caps, timeout or pauses: %[1]s settings hold for the whole crawl, not for one job's requests"},
	{lazyre.New(`^(/jobs/[^/]+/(?:robots_txt|not_read_because|crawl_delay))(?:/|$)`), "a job whose fetches do not obey robots.txt: %[1]s's robots.txt settings hold for the whole crawl, not for one job's requests (run that job as a crawl of its own, configured as the page says)"},
	// A job's own interval (new-user trial 21, finding 1): the file's delay is per host (Scrapy's
	// download slot, Nutch's and StormCrawler's queue), whatever the kind of fetch.
	{lazyre.New(`^(/jobs/[^/]+/limits)(?:/|$)`), "a job's own interval: %[1]s spaces every request to a host by one delay, the general interval, whatever job sends it, so a job with a longer interval of its own is not slowed to it, and one with a shorter interval is held to the general one; space that job's requests in the crawler (a download slot of their own would no longer space them from the others)"},
	{lazyre.New(`^(/jobs/[^/]+/[^/]+)(?:/|$)`), "when the crawler schedules work (cadence, triggers, item retries, refetches, campaigns, budgets): the crawler's scheduler keeps it, not a setting of %[1]s"},
	{lazyre.New(`^(/network/[^/]+)(?:/|$)`), "where requests come from and how they are verified: the machines the crawler runs on, not a setting"},
	{lazyre.New(`^(/commitments/[^/]+)(?:/|$)`), "a commitment about the operator's conduct: no setting of %[1]s keeps it"},
	{lazyre.New(`^(/agents/[^/]+/promises)(?:/|$)`), "a commitment about the operator's conduct: no setting of %[1]s keeps it"},
	{lazyre.New(`^(/agents/[^/]+/(?:follows_links|off_site_hops|country_domain|uses_sitemaps|sitemap_xml|sitemaps_first|sitemaps_same_host|sitemap_lines|fetches|approval_before_fetch|media_types|target_sources|embedded|directives|revisits|stops_after_failures))(?:/|$)`), "which URLs the crawler fetches at all: the spider's choice of links, not a setting of %[1]s"},
	{lazyre.New(`^(/agents/[^/]+/(?:ports|paths))(?:/|$)`), "the only ports and paths the crawler requests: the spider's choice of URLs, not a setting of %[1]s (package polite refuses any other)"},
	{lazyre.New(`^(/agents/[^/]+/usage_tokens)(?:/|$)`), "the robots.txt groups of a usage token, which refuse a use of what the crawler fetched, not a fetch: %[1]s has no such setting; the crawler's pipeline checks them (package polite's UsageAllowed) before it uses a page"},
	{lazyre.New(`^(/agents/[^/]+/usage_preferences)(?:/|$)`), "the usage preferences a site states for AI or text and data mining (Content-Usage in robots.txt or a response header, TDMRep, noai in a robots meta element or X-Robots-Tag): followed in what the crawler does with what it fetched, not a setting of %[1]s"},
	{lazyre.New(`^(/agents/[^/]+/on_disallow)(?:/|$)`), "what the crawler does when robots.txt disallows an address: the crawler's own logic, not a setting of %[1]s"},
	{lazyre.New(`^(/agents/[^/]+/(?:trigger|triggers))(?:/|$)`), "how the agent's fetches are started: not a request setting"},
	{lazyre.New(`^(/agents/[^/]+/self_hosted)(?:/|$)`), "what installations that others run do: not a setting of %[1]s"},
	{lazyre.New(`^(/agents/[^/]+/former)(?:/|$)`), "the names the agent used before: its history, not a request setting"},
	{lazyre.New(`^(/agents/[^/]+/recorded_under_disallow)(?:/|$)`), "what the crawler records of a server even where robots.txt disallows every URL (its TLS certificate, which ports accept a connection): the crawler's own measurement, not a setting of %[1]s"},
	{lazyre.New(`^(/agents/[^/]+/not_read_because)(?:/|$)`), "why the agent does not read robots.txt: no request setting"},
	// refuse_with is stated for agents that read robots.txt too (a kind of fetch that does not):
	// the reason names only what it is (newuser17 #10).
	{lazyre.New(`^(/agents/[^/]+/refuse_with)(?:/|$)`), "the HTTP statuses with which a site refuses the agent, and after which it stops fetching that URL: the crawler's own logic, not a request setting"},
	{lazyre.New(`^(/agents/[^/]+/keeps_last_good)(?:/|$)`), "the last copy of a resource fetched successfully, kept in use while its fetches fail: what the crawler does with what it fetched, not a setting of %[1]s"},
	{lazyre.New(`^(/agents/[^/]+/on_demand)(?:/|$)`), "a response reused per URL is the crawler's own cache: no setting of %[1]s keeps it"},
	{lazyre.New(`^(/agents/[^/]+/http/javascript_condition)(?:/|$)`), "for which pages the crawler runs their JavaScript: the browser it drives to render them, and the spider's choice of pages, not a setting of %[1]s"},
	{lazyre.New(`^(/agents/[^/]+/http/javascript)(?:/|$)`), "whether the crawler runs a page's JavaScript: the browser it drives to render pages, not a setting of %[1]s"},
	{lazyre.New(`^(/errors/retries/from_other_region)$`), "a retry sent from another region: the crawler's probes send it, not a setting of %[1]s"},
	{lazyre.New(`^(/agents/[^/]+/http/get_after_head)(?:/|$)`), "GET only after a HEAD answered with these statuses: the spider's order of requests, not a setting of %[1]s"},
	{lazyre.New(`^(/agents/[^/]+/http/scheme_as_given)$`), "each URL fetched over the scheme it names, never over the other: %[1]s fetches a URL over the scheme the spider gives it; the spider's choice of URLs keeps it"},
	{lazyre.New(`^(/agents/[^/]+/http/schemes)(?:/|$)`), "the URL schemes the crawler fetches over, in their order (the next only where a request over the one before fails): %[1]s fetches a URL over the scheme the spider gives it; the spider's choice of URLs keeps them"},
	{lazyre.New(`^(/agents/[^/]+/http/get_after_head_if_at_most)$`), "GET only after a successful HEAD that announces a small body: the spider's order of requests, not a setting of %[1]s"},
	{lazyre.New(`^(/agents/[^/]+/http/[^/]+)(?:/|$)`), "how the HTTP client speaks: %[1]s has no setting for it"},
	{lazyre.New(`^(/limits/conditional_requests)(?:/|$)`), "conditional requests revalidate a stored copy of each page: a cache of responses the crawler keeps, which this export does not set up"},
	{lazyre.New(`^(/agents/[^/]+/variants)(?:/|$)`), "another User-Agent sent for some fetches: the spider sets it on those requests itself"},
	{lazyre.New(`^(/agents/[^/]+/placeholders)(?:/|$)`), "parts of the User-Agent that vary per request: the crawler fills them in on each request"},
	{lazyre.New(`^(/agents/[^/]+/limits)(?:/|$)`), "the agent's own limits, on keys only the crawler knows: no setting of %[1]s keeps them"},
	{lazyre.New(`^(/errors/never_retried)(?:/|$)`), "statuses after which a request is never retried: %[1]s has no setting that names the statuses it retries; keep them from being retried in the crawler"},
	{lazyre.New(`^(/errors/slow_down)(?:/|$)`), "a rate that slows down instead of pausing: no setting of %[1]s keeps it"},
	{lazyre.New(`^(/windows/[^/]+)(?:/|$)`), "a window: %[1]s has no setting for the time of day"},
	{lazyre.New(`^(/limits/(?:quotas|intervals|passes|counts)/\d+|/limits/[^/]+)(?:/|$)`), "%[1]s has no setting for it"},
	{lazyre.New(`^(/robots_txt/[^/]+)(?:/|$)`), "%[1]s has no setting for it"},
	{lazyre.New(`^(/errors/[^/]+(?:/\d+)?)(?:/|$)`), "%[1]s has no setting for it"},
	{lazyre.New(`^(/agents/[^/]+/[^/]+)(?:/|$)`), "%[1]s has no setting for it"},
	{lazyre.New(`^(.*)$`), "%[1]s has no setting for it"},
}

// finish lists, after the format's writer has carried and skipped what it did, every other leaf
// of the agent as not enforced, grouped by statement.
func (b *builder) finish() {
	seen := map[string]bool{}
	for _, s := range b.skipped {
		if !seen[s.Pointer] {
			b.unenforced = append(b.unenforced, s)
			seen[s.Pointer] = true
		}
	}
	for _, l := range b.all {
		if b.carried[l] || slices.ContainsFunc(b.unenforced, func(s Statement) bool { return under(l, s.Pointer) }) {
			continue
		}
		for _, r := range rest {
			if m := r.re.FindStringSubmatch(l); m != nil {
				root := m[1]
				// A statement partly carried is listed by its leaves, not as a whole.
				if slices.ContainsFunc(b.carriedList(), func(c string) bool { return under(c, root) }) {
					root = l
				}
				if !slices.ContainsFunc(b.unenforced, func(s Statement) bool { return under(l, s.Pointer) }) {
					b.unenforced = append(b.unenforced, Statement{root, strings.ReplaceAll(r.why, "%[1]s", b.format.Name())})
				}
				break
			}
		}
	}
	slices.SortFunc(b.unenforced, func(x, y Statement) int { return strings.Compare(x.Pointer, y.Pointer) })
}

// Name is the crawler's name as its project writes it.
func (f Format) Name() string {
	switch f {
	case Scrapy:
		return "Scrapy"
	case Nutch:
		return "Nutch"
	case StormCrawler:
		return "StormCrawler"
	}
	return string(f)
}

// headerLines are the lines every export's header holds, without comment marks: what the file
// is, what it does not enforce, and what describes no request.
func (b *builder) headerLines(intro ...string) []string {
	lines := append([]string{}, intro...)
	lines = append(lines,
		fmt.Sprintf("Agent %q of the policy of %s, last changed %s.", b.a.ID, b.p.Site.BaseURL, b.p.Site.LastChanged),
		b.uaLine(),
		"Written by sitegen from policy.toml; do not edit: run sitegen export again.",
		"It can hold figures that the page does not publish: keep it with the crawler, not on the public site.",
		"Each setting names the JSON Pointer (policy.json) of the statement it carries.",
		"")
	if len(b.unenforced) == 0 {
		lines = append(lines, "Not enforced here: nothing; every statement about requests is carried.")
	} else {
		lines = append(lines, "NOT ENFORCED by this file: keep these in the crawler, or the page promises more than the crawler does:")
		for _, s := range b.unenforced {
			lines = append(lines, "  "+s.Pointer+": "+s.Why)
		}
	}
	if len(b.notes) > 0 {
		lines = append(lines, "", "Kept without a setting of their own:")
		for _, n := range b.notes {
			lines = append(lines, "  "+n)
		}
	}
	lines = append(lines, "", "Not about requests (nothing to enforce): /site, /operator, /contact, /snippets, /occasions,",
		"/legal, /unpublished, labels; and other agents, their jobs and the windows of only their jobs.")
	if b.a.RobotsTxt == policy.RobotsUseNotRead && !b.delayOnly() {
		lines = append(lines, "Not read by this agent: robots.txt (/robots_txt, and that of the categories of site).")
	}
	return lines
}

// seconds writes a duration in seconds as the shortest decimal.
func seconds(d policy.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// millis writes a duration in whole milliseconds, rounded up.
func millis(d policy.Duration) string {
	ms := d.Milliseconds()
	if d.Duration > 0 && d.Duration%1e6 != 0 {
		ms++
	}
	return strconv.FormatInt(ms, 10)
}

// uaLine says what User-Agent the crawler sends.
func (b *builder) uaLine() string {
	if b.ua == "" {
		return "The policy publishes no User-Agent for the agent: the crawler sends its own."
	}
	return "User-Agent: " + b.ua
}
