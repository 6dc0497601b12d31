package policy

import (
	"cmp"
	"fmt"
	"iter"
	"net/netip"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
	"github.com/sitegen-dev/sitegen/robots"
	"golang.org/x/text/language"
	cldr "golang.org/x/text/language/display"
)

// issue is a semantic problem at a key path, before it is given a file position; warn marks a
// warning (legal but unusual, or against a SHOULD of an RFC).
type issue struct {
	path, msg string
	warn      bool
	// ack marks a warning that policy.acknowledged_warnings acknowledges.
	ack bool
	// from are key paths the problem follows from, beyond those its path and message name: where
	// one of them does not load, the problem is left out as a consequence (rulesWithout).
	from []string
}

// checker collects the semantic problems of a policy.
type checker struct {
	p      *Policy
	issues []issue
	// keys holds each table's keys, as references are checked against them.
	keys map[string]keySet
}

// keySet is a table's keys in the policy's order, and as a set.
type keySet struct {
	list []string
	set  map[string]bool
}

// tableKeys returns the keys of the table that references name ("agents", "targets", "jobs",
// "occasions"), built at its first reference.
func (c *checker) tableKeys(table string) keySet {
	if ks, ok := c.keys[table]; ok {
		return ks
	}
	var list []string
	switch table {
	case "agents":
		list = c.p.Agents.Keys()
	case "targets":
		list = c.p.Targets.Keys()
	case "jobs":
		list = c.p.Jobs.Keys()
	case "occasions":
		list = c.p.Occasions.Keys()
	}
	ks := keySet{list: list, set: make(map[string]bool, len(list))}
	for _, k := range list {
		ks.set[k] = true
	}
	if c.keys == nil {
		c.keys = map[string]keySet{}
	}
	c.keys[table] = ks
	return ks
}

func (c *checker) add(path, format string, args ...any) {
	c.issues = append(c.issues, issue{path: path, msg: fmt.Sprintf(format, args...)})
}

// addFrom records a problem that follows from the values at the key paths from as well (see
// issue.from).
func (c *checker) addFrom(from []string, path, format string, args ...any) {
	c.issues = append(c.issues, issue{path: path, msg: fmt.Sprintf(format, args...), from: from})
}

// refMark brackets, in an issue's message, the key path of another place in the file that the
// problem names (ref): Parse writes its line there, a policy without a file nothing (placeRefs).
const refMark = "\x00"

// ref marks path for placeRefs: " (line N)" after the name of another rule, in a problem of a
// policy read from a file, so that both places can be found (model26, F-02).
func ref(path string) string { return refMark + path + refMark }

// placeRefs writes, for each path that msg marks (ref), " (line N)" with the line that line
// gives it, or nothing where line is nil or gives 0.
func placeRefs(msg string, line func(path string) int) string {
	for {
		i := strings.Index(msg, refMark)
		if i < 0 {
			return msg
		}
		j := strings.Index(msg[i+1:], refMark)
		if j < 0 {
			return msg[:i] + msg[i+1:]
		}
		path, text := msg[i+1:i+1+j], ""
		if line != nil {
			if n := line(path); n > 0 {
				text = fmt.Sprintf(" (line %d)", n)
			}
		}
		msg = msg[:i] + text + msg[i+2+j:]
	}
}

// readingFrom are the key paths that say whether agent a reads robots.txt (Policy.ObeysRobotsTxt):
// a problem that holds because it does not follows from them, and is not reported where one of
// them does not load (a typo in robots_txt.check: new-user trial 12, item 13).
func readingFrom(a Agent) []string {
	ap := "agents." + keyPart(a.ID)
	return []string{"robots_txt.check", ap + ".robots_txt_check", ap + ".robots_txt"}
}

// requestless warns of agent a, at path, where nothing in the policy shows it sending a request
// while another agent states the User-Agent it sends: no user_agent and no variants, nothing of
// how it fetches (trigger, triggers, fetches, on_demand), and no address, host name or job names
// it. The page states every agent as a crawler that fetches (limits per crawler, addresses used
// by every crawler, and, where it obeys robots.txt, a Disallow that stops its fetching), which
// is false of a robots.txt product token that sends no requests of its own and only says how
// pages another agent fetches may be used, such as a training-only token (new-user trial 32,
// F-01, F-17): the warning says to state such a token in the fetching agent's usage_tokens
// (issue 11), where it does not fire. An agent alone, or beside agents that state no User-Agent
// either, is a crawler whose User-Agent the operator does not give (the smallest policy), and is
// not warned of; nor is one that says how it fetches, such as search-engine's readlater, which
// fetches a page a person saves (audit 12, smaller point a). The warning says that a robots.txt
// group stops the agent's fetching only where the page does (Policy.ObeysRobotsTxt).
func (c *checker) requestless(path string, a Agent) {
	if a.UserAgent != "" || len(a.Variants) > 0 {
		return
	}
	if a.Trigger != "" || len(a.Triggers) > 0 || len(a.Fetches) > 0 || a.OnDemand != nil {
		return
	}
	other := ""
	for _, b := range c.p.Agents {
		if b.ID != a.ID && b.UserAgent != "" {
			other = "agents." + keyPart(b.ID)
			break
		}
	}
	if other == "" {
		return
	}
	for _, ad := range c.p.Network.Addresses {
		if slices.Contains(ad.Agents, a.ID) {
			return
		}
	}
	for _, h := range c.p.Network.HostNames {
		if slices.Contains(h.Agents, a.ID) {
			return
		}
	}
	for _, j := range c.p.Jobs {
		if j.Agent == a.ID {
			return
		}
	}
	stops := ""
	if c.p.ObeysRobotsTxt(a) {
		stops = ", and says that a robots.txt group naming it stops its fetching"
	}
	c.warn(path, "states no user_agent, nothing of how it fetches (trigger, fetches, on_demand), and no address, host name or job names it, though %s states the User-Agent it sends: the page states this agent as a crawler that sends requests, under the page's limits and addresses%s (want its user_agent as sent, if it fetches; a product token that sends no requests of its own and only controls how the pages another agent fetches are used, such as a training-only token, is not an agent: leave it out of agents and state it in the fetching agent's usage_tokens, e.g. %s.usage_tokens = [{ token = %q, controls = [\"train-ai\"] }])", other, stops, other, usageExample(a))
}

// usageExample is the token the warning of requestless suggests for agent a's usage token: its
// own token where it has one, else a made-up one.
func usageExample(a Agent) string {
	if a.Token != "" {
		return string(a.Token)
	}
	return "CorpusBot-Training"
}

// warn records a warning: legal but unusual, or against a SHOULD of an RFC.
func (c *checker) warn(path, format string, args ...any) {
	c.issues = append(c.issues, issue{path: path, msg: fmt.Sprintf(format, args...), warn: true})
}

// workingDaysInYear is about the working days of a year (52 weeks of 5 days), the most a promise
// counted in working days is likely to mean (workingDays).
const workingDaysInYear = 260

// daysInYear is the most calendar days that a request's time limit (Request.WithinDays) takes
// without a warning: a year.
const daysInYear = 366

// workingDays warns of a promise counted in working days (a time to answer, or to carry out a
// request or a job) beyond a year of them, a likely slip of the keyboard that the page would
// promise as written ("within 100,000,000 working days"; new-user trial 15, finding 15). Zero
// (not set) and any count up to a year pass.
func (c *checker) workingDays(path string, n Count) {
	if n > workingDaysInYear {
		c.warn(path, "%d working days is more than a year (about %d): the page promises it as written (want the count you mean, e.g. 10)", n, workingDaysInYear)
	}
}

// Validate checks a policy that did not come through Parse (one read from policy.json, or built in
// Go, or changed after Parse) with the same rules: the rules policy.toml's value types apply as
// they decode (no negative duration, size or count, a time of day from 00:00 to 24:00, an
// enumerated value of its type), the bounds of the file (the length of a text, MaxEntries
// entries in a list or a table), and the model's semantic rules. It returns Problems, each with
// its key path, or nil; the warnings are not an error: Warnings returns them afterwards. It
// records them in p, so that two goroutines must not validate one policy at once: Check does not.
func (p *Policy) Validate() error {
	ps, warnings := p.check()
	p.warnings, p.lateWarnings = warnings, nil
	if ps == nil {
		return nil
	}
	return ps
}

// Check returns the problems Validate returns, and does not record the warnings: it leaves p as
// it was, so that goroutines may check one policy at once (polite.New checks the policy it is
// given). It returns Problems or nil.
func (p *Policy) Check() error {
	if ps, _ := p.check(); ps != nil {
		return ps
	}
	return nil
}

// check applies the rules of Validate and returns its problems and its warnings, each sorted.
func (p *Policy) check() (ps, warnings Problems) {
	report := func(path, msg string) { ps = append(ps, Problem{Path: path, Msg: msg}) }
	// Parse checks each value as it decodes it, and refuses a file too large to hold more than
	// MaxEntries of anything; a policy built in Go is checked here, by the same rules, on the
	// same paths, and with too many entries, for nothing else.
	if checkGoValues(reflect.ValueOf(*p), "", report) {
		ps.sort()
		return ps, nil
	}
	// The rules take each value as its type decodes it: where one is not, they would only repeat
	// it in other words ("-2s is below 1ms").
	badValues := len(ps) > 0
	checkValueCharacters(reflect.ValueOf(*p), "", report)
	if badValues {
		ps.sort()
		return ps, nil
	}
	for _, v := range p.validate() {
		v.msg = placeRefs(v.msg, nil)
		if v.warn {
			warnings = append(warnings, Problem{Path: v.path, Msg: v.msg, Warning: true, Acknowledged: v.ack})
			continue
		}
		ps = append(ps, Problem{Path: v.path, Msg: v.msg})
	}
	warnings.sort()
	ps.sort()
	return ps, warnings
}

// validate applies every semantic rule and returns the problems in the order found.
func (p *Policy) validate() []issue {
	c := &checker{p: p}
	c.site()
	c.operator()
	c.contact()
	c.stopBesideNoOptOut()
	c.agents()
	c.network()
	c.limits("limits", p.Limits, nil, nil)
	for _, t := range p.Targets {
		path := "targets." + keyPart(t.ID)
		c.key(path, t.ID)
		c.label(path+".label", t.Label, true)
		if t.NotReadBecause != "" && t.RobotsTxt != RobotsUseNotRead {
			c.add(path+".not_read_because", "is set, but robots_txt is not \"not-read\" (want robots_txt = \"not-read\" beside it, or leave not_read_because out)")
		}
		c.limits(path+".limits", t.Limits, &p.Limits, &p.Limits)
	}
	for _, o := range p.Occasions {
		path := "occasions." + keyPart(o.ID)
		c.key(path, o.ID)
		c.label(path+".label", o.Label, true)
	}
	c.windows()
	c.onlyWindowCadences()
	c.onlyWindowsQuiet()
	c.onlyWindowsDates()
	c.perRunQuotas()
	c.runShape()
	c.perDatesQuotas()
	c.jobs()
	c.siteSaidDomain()
	c.robotsTxt()
	c.conflicts()
	c.errors()
	c.commitments()
	c.legal()
	c.snippets()
	c.unpublished()
	c.exports()
	c.issues = append(c.issues, p.textWarnings...)
	c.acknowledged()
	return c.issues
}

// acknowledged marks the warnings that acknowledged_warnings names, by their key path, and warns
// of an entry that names no warning: it would otherwise stand, unseen, for a later one. Each
// entry needs a key and a reason, and names its key once.
func (c *checker) acknowledged() {
	seen := map[string]bool{}
	for i, a := range c.p.AcknowledgedWarnings {
		path := fmt.Sprintf("acknowledged_warnings[%d]", i)
		if a.Key == "" {
			c.add(path+".key", "missing (want the key path a warning names, e.g. \"robots_txt.cache_for\")")
			continue
		}
		if blank(a.Reason) {
			c.add(path+".reason", "missing (want why the departure is deliberate, for whoever reads the policy next)")
		}
		if seen[a.Key] {
			c.add(path+".key", "%q is listed twice", a.Key)
			continue
		}
		seen[a.Key] = true
		found := false
		for j := range c.issues {
			if v := &c.issues[j]; v.warn && v.path == a.Key {
				v.ack, found = true, true
			}
		}
		// The date of last change and the end of a job's dates are warned of against the day of a
		// build, which Validate does not know: DateWarnings and CampaignsEnded say whether an
		// entry for one names a warning.
		if !found && a.Key != lastChangedKey && !campaignEndKey(a.Key) {
			c.warn(path+".key", "no warning at %s to acknowledge (remove this entry, or write the key path as the warning names it)", a.Key)
		}
	}
}

// exports checks the configurations build writes: a format, an agent of the policy (needed
// when it has several), and a path in the site folder that no other export and no file build
// reads takes.
func (c *checker) exports() {
	seen := map[string]int{}
	for i, e := range c.p.Exports {
		path := fmt.Sprintf("exports[%d]", i)
		if e.Format == "" {
			c.add(path+".format", "missing (want %s)", strings.Join(ExportFormat("").Values(), ", "))
		}
		switch {
		case e.Agent == "" && len(c.p.Agents) > 1:
			c.add(path+".agent", "missing: the policy has several agents (%s); name the one whose policy the file carries", strings.Join(c.p.Agents.Keys(), ", "))
		case e.Agent != "":
			if _, ok := c.p.Agents.Get(e.Agent); !ok {
				c.add(path+".agent", "%q is not an agent of the policy (agents: %s)", e.Agent, strings.Join(c.p.Agents.Keys(), ", "))
			}
		}
		if e.Version != "" {
			c.productVersion(path+".version", e.Version)
		}
		c.exportPath(path+".path", e.Path)
		if j, ok := seen[e.Path]; ok && e.Path != "" {
			c.add(path+".path", "%q is also the path of exports[%d]: each export needs a file of its own", e.Path, j)
		}
		seen[e.Path] = i
	}
}

// exportPath checks an export's path: a file in the site folder, not one that build reads.
func (c *checker) exportPath(path, f string) {
	const rule = `want the path of a file in the site folder, relative to it, e.g. "crawler/sitegen_policy.py": names of letters, digits, ".", "_" and "-" joined by "/"`
	parts := strings.Split(f, "/")
	switch {
	case f == "":
		c.add(path, "missing (%s)", rule)
	case strings.HasPrefix(f, "/") || slices.Contains(parts, "..") || strings.Contains(f, "\\"):
		c.add(path, "%q is not a relative path inside the site folder (%s)", f, rule)
	case strings.HasSuffix(f, "/"):
		c.add(path, "%q ends in \"/\", so it names a folder (%s)", f, rule)
	case slices.Contains(parts, "") || slices.Contains(parts, "."):
		c.add(path, "%q has an empty name or \".\" between its slashes (%s)", f, rule)
	case f == "policy.toml" || slices.Contains([]string{"locales", "templates", "static"}, parts[0]):
		c.add(path, "%q is a file build reads (policy.toml, locales/, templates/, static/): an export goes elsewhere, e.g. crawler/", f)
	default:
		if i := strings.IndexFunc(f, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-/", r))
		}); i >= 0 {
			r, _ := utf8.DecodeRuneInString(f[i:])
			c.add(path, "%q holds %q (%s)", f, string(r), rule)
		}
	}
}

var languageTag = lazyre.New(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)

func (c *checker) site() {
	s := c.p.Site
	c.label("site.title", s.Title, true)
	if s.BaseURL == "" {
		c.add("site.base_url", "missing (want the absolute https URL the site is published at, e.g. https://crawler.example/)")
	} else if err := CheckBaseURL(string(s.BaseURL)); err != nil {
		c.add("site.base_url", "%s", err)
	}
	if len(s.Languages) == 0 {
		c.add("site.languages", "missing (want the site's languages, e.g. [\"en\", \"de\", \"fr\", \"pl\"])")
	}
	for i, l := range s.Languages {
		path := fmt.Sprintf("site.languages[%d]", i)
		switch lower := strings.ToLower(l); {
		case languageTag.MatchString(l):
		case l != lower && languageTag.MatchString(lower):
			c.add(path, "%q is a language tag in upper case (write %q: sitegen names folders and files by the tag in lower case)", l, lower)
		default:
			c.add(path, "%q is not a language tag (want a BCP 47 tag such as en, de, fr, pl)", l)
		}
		if slices.Index(s.Languages, l) < i {
			c.add(path, "%q is listed twice", l)
		}
	}
	for i, l := range s.TitlePlural {
		path := fmt.Sprintf("site.title_plural[%d]", i)
		switch {
		case !slices.Contains(s.Languages, l):
			c.add(path, "%q is not one of site.languages (want the languages in which site.title is a plural, e.g. [\"pl\"] for \"Roboty Chatwork\")", l)
		case slices.Index(s.TitlePlural, l) < i:
			c.add(path, "%q is listed twice", l)
		}
	}
	if s.DefaultLanguage == "" {
		c.add("site.default_language", "missing (want one of site.languages)")
	} else if len(s.Languages) > 0 && !slices.Contains(s.Languages, s.DefaultLanguage) {
		c.add("site.default_language", "%q is not one of site.languages (%s)", s.DefaultLanguage, strings.Join(s.Languages, ", "))
	}
	if s.TimeZone.Location == nil && c.p.StatesTimesOfDay() {
		c.add("site.time_zone", "missing (the policy states times of day: want the IANA time zone they are in, e.g. Europe/Berlin)")
	}
	if s.LastChanged.IsZero() {
		c.add("site.last_changed", "missing (want the date of the policy's last change, e.g. 2026-11-29)")
	}
	for i, f := range s.NotOwn {
		c.notOwn(fmt.Sprintf("site.not_own[%d]", i), f)
	}
	if !s.Example {
		c.reservedNames()
	}
}

// notOwn checks an entry of site.not_own: the path of a file in the output folder, relative to
// it, of names joined by "/", each made of the POSIX portable filename characters (letters,
// digits, ".", "_", "-"; POSIX.1-2017 §3.282) and none "." or "..". The entry is a name, not a
// pattern, and names a file, not a folder or the output folder itself.
func (c *checker) notOwn(path, f string) {
	const rule = `want the path of one file in the output folder, relative to it, e.g. "CNAME" or ".well-known/security.txt": names of letters, digits, ".", "_" and "-" (the POSIX portable filename characters) joined by "/"`
	switch {
	case f == "" || strings.HasPrefix(f, "/") || slices.Contains(strings.Split(f, "/"), "..") || strings.Contains(f, "\\"):
		c.add(path, "%q is not a relative path inside the output folder (want e.g. CNAME)", f)
	case f == "." || strings.Trim(f, "./") == "":
		c.add(path, "%q names the output folder itself, not a file in it (%s)", f, rule)
	case strings.HasSuffix(f, "/"):
		c.add(path, "%q ends in \"/\", so it names a folder, but not_own lists files (%s; write %q)", f, rule, strings.TrimRight(f, "/"))
	case slices.Contains(strings.Split(f, "/"), "") || slices.Contains(strings.Split(f, "/"), "."):
		c.add(path, "%q has an empty name or \".\" between its slashes (%s)", f, rule)
	default:
		if i := strings.IndexFunc(f, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-/", r))
		}); i >= 0 {
			r, _ := utf8.DecodeRuneInString(f[i:])
			what := strconv.Quote(string(r))
			if r == '*' || r == '?' || r == '[' {
				what += ", a character of patterns, but not_own names each file as it is"
			}
			c.add(path, "%q holds %s (%s)", f, what, rule)
		}
	}
}

// reservedNames refuses, in a policy that is not an example, a host name or e-mail domain under a
// name reserved for documentation and tests, as documentation address ranges are refused: no real
// site or mailbox has one.
func (c *checker) reservedNames() {
	check := func(path, what, host string) {
		if r := ReservedName(host); r != "" {
			c.add(path, "%s lies under %q, a name reserved for documentation and tests (%s): no real site or mailbox has it (allowed only with site.example = true)", what, r, reservedNames[r])
		}
	}
	url := func(path string, u URL) {
		if u != "" {
			check(path, strconv.Quote(string(u)), u.Parsed().Hostname())
		}
	}
	if CheckBaseURL(string(c.p.Site.BaseURL)) == nil { // an unreachable one is refused as such
		url("site.base_url", c.p.Site.BaseURL)
	}
	url("operator.website", c.p.Operator.Website)
	url("operator.source_code", c.p.Operator.SourceCode)
	url("operator.republishes", c.p.Operator.Republishes)
	url("contact.form", c.p.Contact.Form)
	for _, e := range []struct {
		path string
		addr Email
	}{{"contact.email", c.p.Contact.Email}, {"contact.abuse_email", c.p.Contact.AbuseEmail}, {"contact.optout_email", c.p.Contact.OptOutEmail}} {
		if e.addr != "" {
			check(e.path, strconv.Quote(string(e.addr)), e.addr.Domain())
		}
	}
	for i, p := range c.p.Operator.People {
		if p.Email != "" {
			check(fmt.Sprintf("operator.people[%d].email", i), strconv.Quote(string(p.Email)), p.Email.Domain())
		}
	}
	if n := c.p.Network.ReverseDNS; n != "" {
		check("network.reverse_dns", strconv.Quote(n), n)
	}
	for i, h := range c.p.Network.HostNames {
		check(fmt.Sprintf("network.host_names[%d].pattern", i), strconv.Quote(h.Pattern), strings.TrimPrefix(h.Pattern[strings.LastIndex(h.Pattern, "*")+1:], "."))
	}
	// A User-Agent's URL or e-mail address ("+https://bot.example/", "bot@bot.example") is a
	// site or mailbox as well (newuser12 #22): the first reserved one of each is named.
	userAgent := func(path string, ua UserAgent) {
		for _, h := range userAgentHosts(string(ua)) {
			if ReservedName(h) != "" {
				check(path, strconv.Quote(string(ua)), h)
				return
			}
		}
	}
	for _, a := range c.p.Agents {
		userAgent("agents."+keyPart(a.ID)+".user_agent", a.UserAgent)
		for i, v := range a.Variants {
			userAgent(fmt.Sprintf("agents.%s.variants[%d].user_agent", keyPart(a.ID), i), v.UserAgent)
		}
	}
}

// userAgentURL and userAgentEmail find the URLs (their authority) and the e-mail addresses in a
// User-Agent.
var (
	userAgentURL   = lazyre.New(`(?i)\bhttps?://([^/\s;()<>"]+)`)
	userAgentEmail = lazyre.New(`[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)`)
)

// userAgentHosts returns the hosts of the URLs and the domains of the e-mail addresses a
// User-Agent holds, in the order they stand.
func userAgentHosts(ua string) []string {
	type at struct {
		i    int
		host string
	}
	var found []at
	var urls [][2]int
	for _, m := range userAgentURL.Regexp().FindAllStringSubmatchIndex(ua, -1) {
		host := ua[m[2]:m[3]]
		if i := strings.LastIndexByte(host, '@'); i >= 0 { // user info
			host = host[i+1:]
		}
		if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.HasSuffix(host, "]") { // port
			host = host[:i]
		}
		found = append(found, at{m[0], host})
		urls = append(urls, [2]int{m[0], m[1]})
	}
	for _, m := range userAgentEmail.Regexp().FindAllStringSubmatchIndex(ua, -1) {
		if !slices.ContainsFunc(urls, func(u [2]int) bool { return m[0] >= u[0] && m[0] < u[1] }) {
			found = append(found, at{m[0], ua[m[2]:m[3]]})
		}
	}
	slices.SortFunc(found, func(x, y at) int { return x.i - y.i })
	hosts := make([]string, len(found))
	for i, f := range found {
		hosts[i] = f.host
	}
	return hosts
}

// reservedNames are the names reserved for documentation and tests, with where: the top-level
// names of RFC 2606 §2 (RFC 6761 §6 for how resolvers treat them) and the second-level names of
// RFC 2606 §3.
var reservedNames = map[string]string{
	"example":     "RFC 2606 §2, RFC 6761 §6.5",
	"test":        "RFC 2606 §2, RFC 6761 §6.2",
	"invalid":     "RFC 2606 §2, RFC 6761 §6.4",
	"localhost":   "RFC 2606 §2, RFC 6761 §6.3",
	"example.com": "RFC 2606 §3, RFC 6761 §6.5",
	"example.net": "RFC 2606 §3, RFC 6761 §6.5",
	"example.org": "RFC 2606 §3, RFC 6761 §6.5",
}

// ReservedName returns the reserved name (RFC 2606, RFC 6761) that host is or lies under
// ("example", "example.com", …), or "". Letter case and a final dot do not matter.
func ReservedName(host string) string {
	h := strings.TrimSuffix(strings.ToLower(host), ".")
	labels := strings.Split(h, ".")
	for n := 2; n >= 1; n-- {
		if len(labels) >= n {
			if tail := strings.Join(labels[len(labels)-n:], "."); reservedNames[tail] != "" {
				return tail
			}
		}
	}
	return ""
}

func (c *checker) operator() {
	o := c.p.Operator
	c.republishesLicense(o)
	c.republishesContents(o)
	if blank(o.Name) {
		c.add("operator.name", "missing (want the operator's name as registered)")
	}
	c.label("operator.legal_form", o.LegalForm, false)
	for i, p := range o.People {
		path := fmt.Sprintf("operator.people[%d]", i)
		switch {
		case p.Name == "" && p.Email == "":
			c.add(path+".name", "missing (want the person's name, or email alone where the role is published by its mailbox, e.g. a data protection officer's or a press office's)")
		case p.Name != "" && blank(p.Name):
			c.add(path+".name", "%s name (want the person's name, or leave name out where email is given)", emptyWhy(p.Name))
		}
		c.emailLocalPart(path+".email", p.Email)
		if len(p.Roles) == 0 {
			c.add(path+".roles", "missing (want at least one of %s)", quoteList(Role("").Values()))
		}
		unique(c, path+".roles", p.Roles)
		if p.Gender != "" && p.Name == "" {
			c.add(path+".gender", "set for a person given by email alone (want name with it, or leave gender out: an office such as a press office has none)")
		}
	}
	for i, r := range o.Registry {
		path := fmt.Sprintf("operator.registry[%d]", i)
		if blank(r.Scheme) {
			c.add(path+".scheme", "missing (want the register's abbreviation, e.g. KRS, NIP, REGON, SIREN, HRB)")
		}
		if blank(r.ID) {
			c.add(path+".id", "missing")
		}
		for _, prev := range o.Registry[:i] {
			if prev.Scheme == r.Scheme && r.Scheme != "" {
				c.add(path+".scheme", "%q is listed twice", r.Scheme)
			}
		}
	}
	for i, line := range o.Address {
		if blank(line) {
			c.add(fmt.Sprintf("operator.address[%d]", i), "%s line", emptyWhy(line))
		}
	}
	c.addressCountry(o)
	if o.SourceCode != "" && !o.OpenSource {
		c.add("operator.source_code", "is set, but open_source is not (set open_source = true)")
	}
}

// quotedChannels lists the channels of a request's via, quoted and joined with "and":
// "\"form\"", "\"portal\" and \"form\"".
func quotedChannels(via []RequestChannel) string {
	q := make([]string, len(via))
	for i, v := range via {
		q[i] = strconv.Quote(string(v))
	}
	if len(q) < 2 {
		return strings.Join(q, "")
	}
	return strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1]
}

func (c *checker) contact() {
	ct := c.p.Contact
	switch {
	case ct.Email == "" && ct.OptOutEmail != "" && slices.ContainsFunc(ct.Requests, func(r Request) bool { return r.ByEmail() && !r.ToOptOutEmail() }):
		i := slices.IndexFunc(ct.Requests, func(r Request) bool { return r.ByEmail() && !r.ToOptOutEmail() })
		c.add("contact.email", "missing (contact.requests[%d], kind %q, is made by e-mail, and only \"stop\", \"blocklist\", \"stop-url\" and \"removal\" go to contact.optout_email: want the address to write to)", i, ct.Requests[i].Kind)
	case ct.Email == "" && ct.OptOutEmail == "" && slices.ContainsFunc(ct.Requests, Request.ByEmail):
		c.add("contact.email", "missing (contact.requests without via = [\"portal\"] or [\"form\"] are made by e-mail: want the address to write to)")
	case ct.Email == "" && ct.OptOutEmail == "" && !c.p.hasWayOut():
		c.add("contact.email", "missing (a site needs at least one way to reach or refuse the crawler: want the address webmasters write to, or robots_txt.check where the agents read robots.txt)")
	}
	c.emailLocalPart("contact.email", ct.Email)
	c.emailLocalPart("contact.abuse_email", ct.AbuseEmail)
	if ct.AbuseEmail != "" && ct.AbuseEmail == ct.Email {
		c.add("contact.abuse_email", "%q is contact.email too (leave abuse_email out where abuse reports go to the same address)", ct.AbuseEmail)
	}
	c.emailLocalPart("contact.optout_email", ct.OptOutEmail)
	switch {
	case ct.OptOutEmail == "":
	case ct.OptOutEmail == ct.Email:
		c.add("contact.optout_email", "%q is contact.email too (leave optout_email out where opt-outs go to the same address)", ct.OptOutEmail)
	case ct.OptOutEmail == ct.AbuseEmail:
		c.add("contact.optout_email", "%q is contact.abuse_email too (an opt-out is not an abuse report: name the mailbox that takes opt-outs)", ct.OptOutEmail)
	case !slices.ContainsFunc(ct.Requests, func(r Request) bool { return r.ByEmail() && r.OptsOut() }):
		// Every way to make it right (trial 29, F-17: only a new "stop" request was offered to a
		// policy whose blocklist request was made in the web form alone).
		if i := slices.IndexFunc(ct.Requests, Request.OptsOut); i >= 0 {
			c.add("contact.optout_email", "is set, but no request of kind \"stop\", \"blocklist\" or \"stop-url\" is made by e-mail: contact.requests[%d] (kind %q) is made only via %s (want \"email\" in contact.requests[%d].via, so that the page lists it under this address, or leave optout_email out)", i, ct.Requests[i].Kind, quotedChannels(ct.Requests[i].Via), i)
		} else {
			c.add("contact.optout_email", "is set, but no request of kind \"stop\", \"blocklist\" or \"stop-url\" is made by e-mail (want [[contact.requests]] kind = \"stop\", which the page lists under this address, or leave optout_email out)")
		}
	}
	if i := slices.Index(ct.Topics, TopicExclusion); i >= 0 && ct.OptOutEmail != "" {
		c.add(fmt.Sprintf("contact.topics[%d]", i), "%q is what contact.optout_email is for, but the topics are contact.email's (remove it here: the page names optout_email for it)", TopicExclusion)
	}
	for i, u := range ct.Unpublished {
		path := fmt.Sprintf("contact.unpublished[%d]", i)
		switch {
		case u.Channel == "":
			c.add(path+".channel", `missing (want "phone" or "email")`)
		case slices.IndexFunc(ct.Unpublished[:i], func(o UnpublishedContact) bool { return o.Channel == u.Channel }) >= 0:
			c.add(path+".channel", "%q is listed twice (at contact.unpublished[%d] too: list each channel once)", u.Channel, slices.IndexFunc(ct.Unpublished, func(o UnpublishedContact) bool { return o.Channel == u.Channel }))
		case u.Channel == UnpublishedChannelEmail && ct.Email != "":
			c.add(path+".channel", "%q says the e-mail address is not published, but contact.email publishes %q (leave one of the two out)", u.Channel, ct.Email)
		}
	}
	if len(ct.FormPurpose) > 0 && ct.Form == "" {
		c.add("contact.form_purpose", "is set, but form is not (want the form's URL)")
	}
	c.label("contact.form_purpose", ct.FormPurpose, false)
	if pt := ct.Portal; pt != nil {
		if pt.URL == "" {
			c.add("contact.portal.url", "missing (want the address where a site signs in, e.g. \"https://crawler.example/dashboard\")")
		}
		if pt.Kind == "" {
			c.add("contact.portal.kind", "missing (want what it is: one of %s)", quoteList(PortalKind("").Values()))
		}
		if pt.URL != "" && pt.URL == ct.Form {
			c.add("contact.portal.url", "%q is contact.form too (a form anyone can send is contact.form; a place where a site signs in is the portal: want one of them)", pt.URL)
		}
		if !slices.ContainsFunc(ct.Requests, Request.InPortal) {
			c.add("contact.portal", "is set, but no request is made there (want via = [\"portal\"] in the contact.requests made in it)")
		}
	}
	unique(c, "contact.topics", ct.Topics)
	unique(c, "contact.include", ct.Include)
	c.workingDays("contact.response_working_days", ct.ResponseWorkingDays)
	for i, r := range ct.Requests {
		path := fmt.Sprintf("contact.requests[%d]", i)
		c.workingDays(path+".within_working_days", r.WithinWorkingDays)
		if r.WithinDays > daysInYear {
			c.warn(path+".within_days", "%d days is more than a year: the page promises it as written (want the count you mean, e.g. 14)", r.WithinDays)
		}
		if r.WithinDays != 0 && r.WithinWorkingDays != 0 {
			c.add(path+".within_days", "is set, but so is within_working_days (want one of them: within_days counts calendar days, within_working_days working days)")
		}
		if r.Kind == "" {
			c.add(path+".kind", "missing (want one of %s)", quoteList(RequestKind("").Values()))
		}
		if r.Kind == RequestKindFaster && r.MinInterval.IsZero() {
			c.add(path+".min_interval", "missing (a request for a faster rate needs the fastest rate offered, e.g. 200ms)")
		}
		if r.Kind != RequestKindSlower && r.Kind != RequestKindFaster && !r.MinInterval.IsZero() {
			c.add(path+".min_interval", "applies only to kind = \"slower\" or \"faster\"")
		}
		if r.Kind == RequestKindFaster && !r.MinInterval.IsZero() {
			if own := c.p.Limits.MinInterval; !own.IsZero() && r.MinInterval.Duration >= own.Duration {
				c.add(path+".min_interval", "%s is not faster than limits.min_interval %s (want a shorter interval, e.g. %s)", r.MinInterval, own, Duration{Duration: own.Duration / 2})
			}
		}
		c.label(path+".who", r.Who, false)
		if r.Kind == RequestKindAlternativeChannel && len(r.Channels) == 0 {
			c.add(path+".channels", "missing (want the channels offered, e.g. [\"export\", \"rss\", \"api\"])")
		}
		if r.Kind != RequestKindAlternativeChannel && len(r.Channels) > 0 {
			c.add(path+".channels", "applies only to kind = \"alternative-channel\"")
		}
		c.jobRefs(path+".jobs", r.Jobs)
		if r.Kind == RequestKindReCheck {
			c.reCheckJobs(path, r)
		}
		unique(c, path+".via", r.Via)
		// What a blocklist holds and how long an entry stays are said of the blocklist alone
		// (trial 29, F-09).
		if len(r.Covers) > 0 && r.Kind != RequestKindBlocklist && r.Kind != "" {
			c.add(path+".covers", "applies only to kind = \"blocklist\" (it says what the blocklist holds; this request is of kind %q)", r.Kind)
		} else {
			unique(c, path+".covers", r.Covers)
		}
		// What being on the allowlist changes is said of the allowlist alone (English review 41,
		// F1); without it, the page offers the request and cannot say what it is for.
		switch {
		case len(r.Effect) > 0 && r.Kind != RequestKindAllowlist && r.Kind != "":
			c.add(path+".effect", "applies only to kind = \"allowlist\" (it says what being on the allowlist changes for a site; this request is of kind %q)", r.Kind)
		case len(r.Effect) > 0:
			c.label(path+".effect", r.Effect, false)
		case r.Kind == RequestKindAllowlist:
			c.warn(path+".effect", "not set: the page cannot say what being on the allowlist changes (want a main clause in every language, e.g. effect = { en = \"…\", de = \"…\" }; or this key in acknowledged_warnings, with why, where the operator does not say)")
		}
		if r.Permanent && r.Kind != RequestKindBlocklist && r.Kind != "" {
			c.add(path+".permanent", "applies only to kind = \"blocklist\" (it says that an entry stays on the blocklist until the site asks for its removal; this request is of kind %q)", r.Kind)
		}
		if r.InPortal() && ct.Portal == nil {
			c.add(path+".via", "names \"portal\", but contact.portal is not set (want [contact.portal] with its url and kind)")
		}
		if r.InForm() && ct.Form == "" {
			c.add(path+".via", "names \"form\", but contact.form is not set (want the web form's URL, e.g. form = \"https://crawler.example/contact\")")
		}
		for _, prev := range ct.Requests[:i] {
			if prev.Kind == r.Kind && r.Kind != "" {
				c.add(path+".kind", "%q is listed twice", r.Kind)
			}
		}
	}
}

// reCheckJobs checks the jobs of a request to check the site again at once (kind "re-check"):
// the request is carried out by them, so it names at least one, and each is started when a site
// asks (triggers holds "site-request"), or the page would offer a re-check that no job runs
// (new-user trial 30, F-06).
func (c *checker) reCheckJobs(path string, r Request) {
	if len(r.Jobs) == 0 {
		example := "recheck"
		if i := slices.IndexFunc(c.p.Jobs, func(j Job) bool { return slices.Contains(j.Triggers, JobTriggerSiteRequest) }); i >= 0 {
			example = c.p.Jobs[i].ID
		}
		c.add(path+".jobs", "missing (a re-check is carried out by a job that a site's request starts: want its key, e.g. jobs = [%q], and triggers = [\"site-request\"] on that job)", example)
		return
	}
	// Without a time limit of its own the page offers the re-check as immediate: a job that
	// runs days after the request, or only within a window, or not in quiet hours, would
	// contradict it (new-user trial 33, F-01). With one (within_working_days or within_days), the
	// page says it, and a job's own time limit must be the same.
	timed := r.WithinWorkingDays != 0 || r.WithinDays != 0
	for k, id := range r.Jobs {
		j, ok := c.p.Jobs.Get(id)
		at := fmt.Sprintf("%s.jobs[%d]", path, k)
		switch {
		case !ok:
		case !slices.Contains(j.Triggers, JobTriggerSiteRequest):
			c.add(at, "names %q, which a site's request does not start, so it does not carry out a re-check (want triggers = [\"site-request\"] on jobs.%s, or the job that a site's request starts)", id, keyPart(id))
		case j.WithinWorkingDays != 0 && !timed:
			c.add(at, "names %q, which runs within %d working days of a site's request (jobs.%s.within_working_days), but the request states no time limit, so the page would offer the re-check as immediate (want within_working_days = %d on the request too)", id, j.WithinWorkingDays, keyPart(id), j.WithinWorkingDays)
		case j.WithinWorkingDays != 0 && r.WithinWorkingDays != j.WithinWorkingDays:
			c.add(at, "names %q, which runs within %d working days of a site's request (jobs.%s.within_working_days), but the request states %s (want within_working_days = %d on the request, as on the job)", id, j.WithinWorkingDays, keyPart(id), reCheckLimit(r), j.WithinWorkingDays)
		case !timed:
			if ws := c.p.OnlyWindows(j.ID); len(ws) > 0 {
				c.add(at, "names %q, which runs only within windows.%s (kind \"only\"), so a re-check asked for outside it waits until the window opens, but the request states no time limit and the page would offer the re-check as immediate (want a time limit on the request, e.g. within_working_days = 10, or %q taken out of windows.%s.jobs)", id, keyPart(ws[0].ID), id, keyPart(ws[0].ID))
			} else if qs := c.quietFor(j); len(qs) > 0 {
				c.add(at, "names %q, which sends no request within windows.%s (kind \"quiet\"), so a re-check asked for then waits until the window ends, but the request states no time limit and the page would offer the re-check as immediate (want a time limit on the request, e.g. within_working_days = 1)", id, keyPart(qs[0].ID))
			}
		}
	}
}

// reCheckLimit says a request's time limit as validate's messages quote it.
func reCheckLimit(r Request) string {
	if r.WithinWorkingDays != 0 {
		return fmt.Sprintf("within_working_days = %d", r.WithinWorkingDays)
	}
	return fmt.Sprintf("within_days = %d", r.WithinDays)
}

var itemKey = lazyre.New(`^[A-Za-z0-9_-]+$`)

// key checks the name of a named item: it becomes a JSON Pointer segment and a URL fragment.
func (c *checker) key(path, k string) {
	if itemKey.MatchString(k) {
		return
	}
	if k == "" {
		c.add(path, "is an empty name (want ASCII letters a-z and A-Z, digits, \"-\" and \"_\")")
		return
	}
	i := strings.IndexFunc(k, func(r rune) bool {
		return !(r < utf8.RuneSelf && itemKey.MatchString(string(r)))
	})
	r, _ := utf8.DecodeRuneInString(k[i:])
	c.add(path, "%q is not a usable name: %s is not allowed (want ASCII letters a-z and A-Z, digits, \"-\" and \"_\"; the name becomes part of a URL)", k, strconv.Quote(string(r)))
}

var placeholder = lazyre.New(`\{[^}]*\}`)

// containsToken reports whether a User-Agent contains a product token as a word of its own: not
// preceded or followed by a letter, "_" or "-", the characters of a token (RFC 9309 §2.2.1), so
// that "xHarborBot" does not count for "HarborBot". Letter case does not matter.
func containsToken(ua, token string) bool {
	lower, tok := strings.ToLower(ua), strings.ToLower(token)
	tokenRune := func(b byte) bool { return b >= 'a' && b <= 'z' || b == '_' || b == '-' }
	for i := 0; ; {
		j := strings.Index(lower[i:], tok)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(tok)
		if (start == 0 || !tokenRune(lower[start-1])) && (end == len(lower) || !tokenRune(lower[end])) {
			return true
		}
		i = start + 1
	}
}

func (c *checker) agents() {
	if len(c.p.Agents) == 0 {
		c.add("agents", "missing (want at least one agent: [agents.NAME] with its product token or User-Agent)")
	}
	tokens := map[string]string{} // lower-case token → path of the first use
	// What an RFC 9309 parser reads from a User-agent line naming each token (a token outside its
	// syntax loses its tail: "ExampleBot1" is read as "ExampleBot"), in lower case → the agent
	// whose token it is: two agents read as one token share every robots.txt group.
	readAs := map[string]Agent{}
	// Each User-Agent (in its form) → the key path of its first use: a site tells agents apart by
	// the User-Agent they send, and verify matches a request to an agent by it.
	userAgents := map[string]string{}
	for _, a := range c.p.Agents {
		path := "agents." + keyPart(a.ID)
		c.key(path, a.ID)
		c.signingKeys(path, a)
		c.signatureAgent(path, a)
		if len(a.Name) > 0 {
			c.label(path+".name", a.Name, true)
		}
		c.agentNames(path, a)
		switch {
		case a.Token == "" && a.UserAgent == "":
			c.add(path+".token", "missing (a site must be able to recognise the agent: want its robots.txt product token, e.g. %q, its user_agent, or both)", "civic-ingestor")
		case a.Token == "":
		case tokens[strings.ToLower(string(a.Token))] != "":
			c.add(path+".token", "%q is already the token of %s (robots.txt compares tokens without regard to case; give each agent a token of its own, or leave token out of an agent that robots.txt cannot name apart and state its user_agent and stable_parts)", a.Token, tokens[strings.ToLower(string(a.Token))])
		default:
			tokens[strings.ToLower(string(a.Token))] = path
		}
		if read := strings.ToLower(a.Token.RFC9309()); read != "" {
			if first, ok := readAs[read]; !ok {
				readAs[read] = a
			} else if !first.Token.Equal(a.Token) {
				c.add(path+".token", "%q is read by an RFC 9309 parser as %q, as the token %q of agents.%s is (§2.2.1: letters, \"_\" and \"-\"): a robots.txt group that names one of them applies to both (give each agent a token that differs in letters, \"_\" or \"-\")", a.Token, a.Token.RFC9309(), first.Token, keyPart(first.ID))
			}
		}
		if read := a.Token.RFC9309(); a.Token != "" && read != string(a.Token) {
			if read == "" {
				c.warn(path+".token", "%q is outside RFC 9309's product-token syntax (letters, \"_\" and \"-\", §2.2.1): an RFC 9309 parser reads no product token from a User-agent line that names it", a.Token)
			} else {
				c.warn(path+".token", "%q is outside RFC 9309's product-token syntax (letters, \"_\" and \"-\", §2.2.1): an RFC 9309 parser reads a User-agent line that names it as %q", a.Token, read)
			}
		}
		c.requestless(path, a)
		c.label(path+".purpose", a.Purpose, false)
		if a.Trigger != "" && len(a.Triggers) > 0 {
			c.add(path+".triggers", "is set, but so is trigger (keep triggers, with %q in it)", a.Trigger)
		}
		if len(a.Triggers) == 1 {
			c.add(path+".triggers", "names one trigger (write trigger = %q)", a.Triggers[0])
		}
		unique(c, path+".triggers", a.Triggers)
		c.placeholders(path, a)
		c.formerIdentities(path, a)
		c.groupMatching(path, a)
		c.agentRobots(path, a)
		c.agentOptOut(path, a)
		c.agentBehaviour(path, a)
		uas := []struct {
			path string
			ua   UserAgent
		}{{path + ".user_agent", a.UserAgent}}
		for i, v := range a.Variants {
			vp := fmt.Sprintf("%s.variants[%d]", path, i)
			uas = append(uas, struct {
				path string
				ua   UserAgent
			}{vp + ".user_agent", v.UserAgent})
			c.label(vp+".used_for", v.UsedFor, false)
		}
		for i, u := range uas {
			if u.ua == "" {
				if i > 0 {
					c.add(u.path, "missing (want the User-Agent header exactly as sent)")
				}
				continue
			}
			for _, ph := range placeholder.Regexp().FindAllString(string(u.ua), -1) {
				name := ph[1 : len(ph)-1]
				if name != "version" && !slices.ContainsFunc(a.Placeholders, func(d Placeholder) bool { return d.Name == name }) {
					c.add(u.path, "%s is not declared (declare it with [[%s.placeholders]] name = %q, stands_for and example; {version} needs none)", ph, path, name)
				}
			}
			form := UserAgentForm("")
			if i == 0 {
				form = a.UserAgentForm
			}
			if first, ok := userAgents[string(form)+"\x00"+string(u.ua)]; ok && !strings.HasPrefix(first, path+".") {
				// Legal, but neither a site nor verify can tell them apart; one crawler that obeys
				// robots.txt for some of its fetches only is one agent with jobs that do not
				// (trial 3, F14/F15).
				c.warn(u.path, "%q is also the User-Agent of %s: a site cannot tell the two agents apart by it, and verify attributes a request that sends it to both agents (give each agent a User-Agent of its own, e.g. with a suffix that names what it fetches, or merge the agents: jobs.NAME.robots_txt = \"not-read\" states that some of one agent's fetches do not obey robots.txt)", u.ua, first)
			} else if !ok {
				userAgents[string(form)+"\x00"+string(u.ua)] = u.path
			}
			if a.Token != "" && !containsToken(string(u.ua), string(a.Token)) {
				c.add(u.path, "%q does not contain the product token %q as a word of its own (webmasters match the token in their logs)", u.ua, a.Token)
			}
			for i, sp := range a.StableParts {
				if !strings.Contains(string(u.ua), sp) {
					c.add(u.path, "does not contain stable_parts[%d] %q", i, sp)
				}
			}
		}
		hasPlaceholder := strings.Contains(string(a.UserAgent), "{version}")
		if a.Version != "" && !hasPlaceholder {
			c.add(path+".version", "is set, but user_agent has no {version} to replace")
		} else if a.Version != "" {
			c.productVersion(path+".version", a.Version)
		}
		if a.VersionMayChange && !hasPlaceholder {
			c.add(path+".version_may_change", "is set, but user_agent has no {version}")
		}
		for i, sp := range a.StableParts {
			if blank(sp) {
				c.add(fmt.Sprintf("%s.stable_parts[%d]", path, i), "%s", emptyWhy(sp))
			}
		}
		unique(c, path+".fetches", a.Fetches)
		uniqueQuoted(c, path+".target_sources", a.TargetSources)
		if len(a.TargetSources) > 0 && len(a.Fetches) > 0 {
			// "It fetches only the URLs it was given" (or "starts from") beside servers it
			// finds itself: one of the two is false (trial 29, F-06).
			c.add(path+".target_sources", "is set, but fetches says that the agent fetches, or starts from, only what it was given (keep the one that holds: target_sources where it also finds servers itself)")
		}
		unique(c, path+".on_disallow", a.OnDisallow)
		unique(c, path+".promises", a.Promises)
		c.limits(path+".limits", a.Limits, nil, &c.p.Limits) // agent limits hold beside the general ones
		if sh := a.SelfHosted; sh != nil {
			c.jobRefs(path+".self_hosted.own_user_agent_jobs", sh.OwnUserAgentJobs)
			c.jobRefs(path+".self_hosted.default_user_agent_jobs", sh.DefaultUserAgentJobs)
		}
	}
	// Legacy tokens after every current token is known.
	legacy := map[string]string{}
	for _, a := range c.p.Agents {
		for i, lt := range a.LegacyTokens {
			lp := fmt.Sprintf("agents.%s.legacy_tokens[%d].token", keyPart(a.ID), i)
			low := strings.ToLower(string(lt.Token))
			if lt.Token == "" {
				c.add(lp, "missing")
			} else if cur, ok := tokens[low]; ok {
				c.add(lp, "%q is the current token of %s (a legacy token must differ from every current one)", lt.Token, cur)
			} else if first, ok := legacy[low]; ok {
				c.add(lp, "%q is already a legacy token at %s", lt.Token, first)
			} else {
				legacy[low] = lp
			}
		}
	}
	c.usageTokens(tokens, legacy)
}

// usageTokens checks every agent's usage tokens (agents.X.usage_tokens) once every current and
// legacy token is known (tokens and legacy map each, in lower case, to its key path): a usage
// token must differ from all of them and from every other usage token, also as an RFC 9309
// parser reads it (§2.2.1: a group for "CorpusBot.Training" is read as one for "CorpusBot",
// which would stop the fetching, not the use), and name the categories it controls. Beside an
// agent that does not obey robots.txt it is warned of: no group is read for the agent, so a
// group naming the token refuses nothing.
func (c *checker) usageTokens(tokens, legacy map[string]string) {
	// Every token by what an RFC 9309 parser reads, in lower case, to its key path.
	readAs := map[string]string{}
	for _, a := range c.p.Agents {
		if read := strings.ToLower(a.Token.RFC9309()); read != "" {
			readAs[read] = "agents." + keyPart(a.ID) + ".token"
		}
		for i, lt := range a.LegacyTokens {
			if read := strings.ToLower(lt.Token.RFC9309()); read != "" {
				if _, ok := readAs[read]; !ok {
					readAs[read] = fmt.Sprintf("agents.%s.legacy_tokens[%d].token", keyPart(a.ID), i)
				}
			}
		}
	}
	usage := map[string]string{}
	for _, a := range c.p.Agents {
		path := "agents." + keyPart(a.ID)
		for i, ut := range a.UsageTokens {
			up := fmt.Sprintf("%s.usage_tokens[%d]", path, i)
			low, read := strings.ToLower(string(ut.Token)), strings.ToLower(ut.Token.RFC9309())
			switch {
			case ut.Token == "":
				c.add(up+".token", "missing (want the product token that a robots.txt group names to refuse this use, e.g. %q)", "CorpusBot-Training")
			case tokens[low] != "":
				c.add(up+".token", "%q is the token of %s, which sends requests: a group naming it stops the fetching, not only the use (give the usage token a name of its own, e.g. %q)", ut.Token, tokens[low], string(ut.Token)+"-Training")
			case legacy[low] != "":
				c.add(up+".token", "%q is the legacy token at %s: a group naming it stops the fetching, not only the use (give the usage token a name of its own)", ut.Token, legacy[low])
			case usage[low] != "":
				c.add(up+".token", "%q is already the usage token at %s (list each usage token once, with every category it controls)", ut.Token, usage[low])
			case read != "" && readAs[read] != "":
				c.add(up+".token", "%q is read by an RFC 9309 parser as %q, as %s is (§2.2.1: letters, \"_\" and \"-\"): a group naming it would stop the fetching too (give the usage token a name that differs in letters, \"_\" or \"-\")", ut.Token, ut.Token.RFC9309(), readAs[read])
			case read != "" && usage[read+"\x00"] != "":
				c.add(up+".token", "%q is read by an RFC 9309 parser as %q, as the usage token at %s is (§2.2.1: letters, \"_\" and \"-\"): a group naming one applies to both", ut.Token, ut.Token.RFC9309(), usage[read+"\x00"])
			default:
				usage[low] = up + ".token"
				if read != "" {
					usage[read+"\x00"] = up + ".token"
				}
			}
			if read := ut.Token.RFC9309(); ut.Token != "" && read != string(ut.Token) {
				if read == "" {
					c.warn(up+".token", "%q is outside RFC 9309's product-token syntax (letters, \"_\" and \"-\", §2.2.1): an RFC 9309 parser reads no product token from a User-agent line that names it", ut.Token)
				} else {
					c.warn(up+".token", "%q is outside RFC 9309's product-token syntax (letters, \"_\" and \"-\", §2.2.1): an RFC 9309 parser reads a User-agent line that names it as %q", ut.Token, read)
				}
			}
			if len(ut.Controls) == 0 {
				c.add(up+".controls", "missing (want the categories of the AIPREF vocabulary whose use a group blocking the token refuses: %q, %q or both)", AIPrefTrainAI, AIPrefSearch)
			}
			uniqueQuoted(c, up+".controls", ut.Controls)
		}
		if len(a.UsageTokens) > 0 && a.RobotsTxt == RobotsUseNotRead {
			c.warn(path+".usage_tokens", "is set, but %s.robots_txt is \"not-read\": no robots.txt group is read for the agent, so a group naming a usage token refuses nothing (leave usage_tokens out, or state robots_txt = \"read\" if the agent reads robots.txt for its usage tokens)", path)
		}
	}
}

// agentRobots checks what an agent says of robots.txt: a reason, Sitemap lines and a refusal by
// status only where it does not obey it, and no robots.txt setting where it does not.
func (c *checker) agentRobots(path string, a Agent) {
	notRead := a.RobotsTxt == RobotsUseNotRead
	if a.NotReadBecause != "" && !notRead {
		c.add(path+".not_read_because", "is set, but robots_txt is not \"not-read\"")
	}
	if notRead {
		c.userRequestUnattended(path, a.NotReadBecause, a)
	}
	if a.CrawlDelay != "" && !notRead {
		c.add(path+".crawl_delay", "is set, but robots_txt is not \"not-read\": an agent that obeys robots.txt keeps its Crawl-delay as robots_txt.crawl_delay says (want robots_txt = \"not-read\" beside it, or leave crawl_delay out)")
	}
	if cd := c.p.RobotsTxt.CrawlDelay; a.CrawlDelay == AppliedYes && notRead && cd != CrawlDelayHonoured && cd != CrawlDelayHonouredIfLonger {
		why := fmt.Sprintf("robots_txt.crawl_delay is %q", cd)
		if cd == "" {
			why = "robots_txt.crawl_delay is not set"
		}
		c.add(path+".crawl_delay", "is \"applied\", but no Crawl-delay is honoured (%s; want robots_txt.crawl_delay = \"honoured\" or \"honoured-if-longer\", or crawl_delay = \"not-applied\")", why)
	}
	if a.SitemapLines && !notRead {
		c.add(path+".sitemap_lines", "is set, but robots_txt is not \"not-read\" (an agent that reads robots.txt reads its Sitemap lines with it: say uses_sitemaps)")
	}
	if notRead && a.RobotsTxtCheck != "" {
		c.add(path+".robots_txt_check", "is set, but robots_txt is \"not-read\"")
	}
	if notRead && a.IgnoresStarGroup {
		c.add(path+".ignores_star_group", "is set, but robots_txt is \"not-read\"")
	}
	for i, ep := range a.RobotsTxtExemptPaths {
		sp := fmt.Sprintf("%s.robots_txt_exempt_paths[%d]", path, i)
		switch {
		case notRead:
			c.add(sp, "is set, but robots_txt is \"not-read\": no path of the agent obeys robots.txt (leave robots_txt_exempt_paths out)")
		case !c.p.ObeysRobotsTxt(a):
			c.add(sp, "is set, but the policy does not say that the agent obeys robots.txt (write robots_txt = \"read\", or robots_txt.check)")
		case !strings.HasPrefix(ep, "/") || strings.HasPrefix(ep, "//"):
			c.add(sp, "%q is not a path (want an absolute path such as \"/.well-known/security.txt\")", ep)
		case strings.ContainsAny(ep, "*$?#") || strings.ContainsFunc(ep, unicode.IsSpace):
			c.add(sp, "%q is not a single path (want the path whole, without a query, a space, \"*\" or \"$\", e.g. \"/.well-known/security.txt\")", ep)
		case slices.Index(a.RobotsTxtExemptPaths, ep) < i:
			c.add(sp, "%q is listed twice", ep)
		}
	}
	for i, v := range a.RecordedUnderDisallow {
		sp := fmt.Sprintf("%s.recorded_under_disallow[%d]", path, i)
		switch {
		case notRead:
			c.add(sp, "is set, but robots_txt is \"not-read\": a Disallow stops nothing of the agent (leave recorded_under_disallow out)")
		case !c.p.ObeysRobotsTxt(a):
			c.add(sp, "is set, but the policy does not say that the agent obeys robots.txt (write robots_txt = \"read\", or robots_txt.check)")
		case slices.Index(a.RecordedUnderDisallow, v) < i:
			c.add(sp, "%q is listed twice", v)
		}
	}
	for i, s := range a.RefuseWith {
		sp := fmt.Sprintf("%s.refuse_with[%d]", path, i)
		if s < 400 || s > 499 {
			c.add(sp, "%d is not a 4xx status (want the statuses that make the agent stop, e.g. 404, 410 or 403)", s)
		}
		if slices.Index(a.RefuseWith, s) < i {
			c.add(sp, "%d is listed twice", s)
		}
	}
}

// namedBasis checks a legal basis (an agent's, a job's) at path where one is given: a name in
// every language, and the address of its text as url or as urls, not both, each listed once.
func (c *checker) namedBasis(path string, b *NamedBasis) {
	if b == nil {
		return
	}
	c.nameLabel(path+".name", b.Name, true)
	switch {
	case b.URL != "" && b.URLs != nil:
		c.add(path+".urls", "is set beside url (write every address in urls, or the one address in url)")
	case b.URLs != nil && len(b.URLs) == 0:
		c.add(path+".urls", "is empty (list the addresses of the basis's texts, or leave urls out)")
	}
	unique(c, path+".urls", b.URLs)
}

// agentOptOut checks an agent's legal basis and opt_out: a basis named in every language; an
// agent a site cannot opt out of has a basis, does not obey robots.txt and names no status that
// refuses it (a request to stop or to be blocklisted beside it: stopBesideNoOptOut).
func (c *checker) agentOptOut(path string, a Agent) {
	c.namedBasis(path+".legal_basis", a.LegalBasis)
	if a.OptOut != OptOutNotPossible {
		return
	}
	if a.LegalBasis == nil {
		c.add(path+".opt_out", "is \"not-possible\", but legal_basis is missing (name the law or mandate under which a site cannot opt out, e.g. legal_basis = { name = { en = \"the Legal Deposit Act\" } })")
	}
	if c.p.ObeysRobotsTxt(a) {
		c.add(path+".opt_out", "is \"not-possible\", but the agent obeys robots.txt, where a Disallow shuts it out (write robots_txt = \"not-read\" with not_read_because; where only some jobs' fetches cannot be opted out of, write opt_out on those jobs, beside their robots_txt = \"not-read\"; or leave opt_out out)")
	}
	if len(a.RefuseWith) > 0 {
		c.add(path+".refuse_with", "answering these statuses stops the agent, which is an opt-out, but opt_out is \"not-possible\" (leave one of the two out)")
	}
	if a.RobotsTxt == RobotsUseNotRead && a.NotReadBecause != "" && a.NotReadBecause != NotReadLegalMandate {
		c.warn(path+".not_read_because", "is %q beside opt_out = \"not-possible\", which usually rests on a legal mandate (\"legal-mandate\"): the page states both as they are", a.NotReadBecause)
	}
}

// productVersion refuses a version that cannot follow "Product/" in a User-Agent (RFC 9110
// §10.1.5: product-version = token), with a token to write instead.
func (c *checker) productVersion(path, v string) {
	if IsProductVersion(v) {
		return
	}
	want := "want a token of RFC 9110 §5.6.2: ASCII letters, digits and !#$%&'*+-.^_`|~, without spaces"
	if s := AsProductVersion(v); s != "" {
		want += fmt.Sprintf(", e.g. %q", s)
	}
	bad := "space"
	if i := strings.IndexFunc(v, func(r rune) bool { return r > 0x7e || !isTchar(byte(r)) }); i >= 0 && v[i] != ' ' {
		r, _ := utf8.DecodeRuneInString(v[i:])
		bad = fmt.Sprintf("%q", string(r))
	}
	c.add(path, "%q is not a product version: RFC 9110 §10.1.5 has product = token [\"/\" product-version], and a product-version is a token, which holds no %s, so the User-Agent would break the product syntax that matching on the product token relies on (%s)", v, bad, want)
}

var placeholderName = lazyre.New(`^[a-z][a-z0-9_]*$`)

// placeholders checks an agent's declared placeholders: each named once, used in a User-Agent of
// the agent, with what it stands for and an example.
func (c *checker) placeholders(path string, a Agent) {
	uas := []string{string(a.UserAgent)}
	for _, v := range a.Variants {
		uas = append(uas, string(v.UserAgent))
	}
	for i, ph := range a.Placeholders {
		pp := fmt.Sprintf("%s.placeholders[%d]", path, i)
		switch {
		case ph.Name == "version":
			c.add(pp+".name", "{version} is declared by the agent's version key (leave it out here)")
		case !placeholderName.MatchString(ph.Name):
			c.add(pp+".name", "%q is not a placeholder name (want lower-case letters, digits and \"_\", e.g. \"subscribers\")", ph.Name)
		case slices.IndexFunc(a.Placeholders, func(d Placeholder) bool { return d.Name == ph.Name }) < i:
			c.add(pp+".name", "%q is declared twice", ph.Name)
		case !slices.ContainsFunc(uas, func(ua string) bool { return strings.Contains(ua, "{"+ph.Name+"}") }):
			c.add(pp+".name", "{%s} is in no User-Agent of the agent", ph.Name)
		}
		c.label(pp+".stands_for", ph.StandsFor, true)
		if blank(ph.Example) {
			c.add(pp+".example", "missing (want a value as the crawler sends it, e.g. \"42\")")
		} else if strings.ContainsAny(ph.Example, "{}") || strings.ContainsFunc(ph.Example, func(r rune) bool { return r > 0x7e || r < ' ' }) {
			c.add(pp+".example", "%q cannot stand in a User-Agent (want visible ASCII without braces)", ph.Example)
		} else if !PlaceholderValueOK(ph.Example) {
			c.add(pp+".example", "%q has a space, but a placeholder stands for characters other than spaces only: sitegen verify would call the page's own example User-Agent not genuine (want the value as the crawler sends it, without spaces)", ph.Example)
		}
	}
}

// Ranges that are never a public crawler's address (RFC 6890 and its IANA registries), beyond what
// netip's predicates cover.
var reservedPrefixes = []struct {
	prefix netip.Prefix
	what   string
}{
	{netip.MustParsePrefix("0.0.0.0/8"), "\"this network\" (RFC 791)"},
	{netip.MustParsePrefix("100.64.0.0/10"), "shared address space for carrier-grade NAT (RFC 6598)"},
	{netip.MustParsePrefix("192.0.0.0/24"), "IETF protocol assignments (RFC 6890)"},
	{netip.MustParsePrefix("198.18.0.0/15"), "benchmarking (RFC 2544)"},
	{netip.MustParsePrefix("240.0.0.0/4"), "reserved (RFC 1112)"},
	{netip.MustParsePrefix("100::/64"), "discard-only (RFC 6666)"},
	{netip.MustParsePrefix("64:ff9b:1::/48"), "local-use IPv4/IPv6 translation (RFC 8215)"},
}

// privatePrefixes are the private ranges (RFC 1918, RFC 4193), for prefixes broad enough to
// contain one without starting in it.
var privatePrefixes = []netip.Prefix{
	netip.MustParsePrefix("10.0.0.0/8"),
	netip.MustParsePrefix("172.16.0.0/12"),
	netip.MustParsePrefix("192.168.0.0/16"),
	netip.MustParsePrefix("fc00::/7"),
	netip.MustParsePrefix("127.0.0.0/8"),
	netip.MustParsePrefix("::1/128"),
}

// documentationPrefixes are the ranges reserved for documentation and examples (RFC 5737, RFC
// 3849, RFC 9637): allowed only in a policy marked as an example.
var documentationPrefixes = []netip.Prefix{
	netip.MustParsePrefix("192.0.2.0/24"),
	netip.MustParsePrefix("198.51.100.0/24"),
	netip.MustParsePrefix("203.0.113.0/24"),
	netip.MustParsePrefix("2001:db8::/32"),
	netip.MustParsePrefix("3fff::/20"),
}

// prefixOverlaps lists, for each address, the earlier addresses whose prefix overlaps its own, in the
// order they are listed. Two prefixes overlap when one contains the other, so sorted by first
// address and then by length, the prefixes that contain one are those still open when it comes:
// a stack, and O(n log n) rather than a comparison of every pair.
func prefixOverlaps(addrs []Address) [][]int {
	type item struct {
		p netip.Prefix
		i int
	}
	var items []item
	for i, a := range addrs {
		if a.Prefix.IsValid() {
			items = append(items, item{a.Prefix.Masked(), i})
		}
	}
	slices.SortFunc(items, func(x, y item) int {
		if c := x.p.Addr().Compare(y.p.Addr()); c != 0 {
			return c // IPv4 before IPv6, then by address
		}
		if c := cmp.Compare(x.p.Bits(), y.p.Bits()); c != 0 {
			return c
		}
		return cmp.Compare(x.i, y.i)
	})
	out := make([][]int, len(addrs))
	var open []item // each contains the next
	for _, it := range items {
		for len(open) > 0 && !open[len(open)-1].p.Contains(it.p.Addr()) {
			open = open[:len(open)-1]
		}
		for _, o := range open {
			later, earlier := max(o.i, it.i), min(o.i, it.i)
			out[later] = append(out[later], earlier)
		}
		open = append(open, it)
	}
	for _, o := range out {
		slices.Sort(o)
	}
	return out
}

var hostname = lazyre.New(`^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}\.?$`)
var countryCode = lazyre.New(`^[A-Z]{2}$`)

func (c *checker) publicPrefix(path string, p netip.Prefix) {
	a := p.Addr()
	switch {
	case p.Bits() == 0:
		// 0.0.0.0/0 or ::/0: no address of its own, whatever ranges it contains (new-user trial
		// 25, F-15).
		if a.Is4() {
			c.add(path, "%s covers every IPv4 address: want the addresses the crawler sends from (e.g. 203.0.113.0/24)", p)
		} else {
			c.add(path, "%s covers every IPv6 address: want the addresses the crawler sends from (e.g. 2001:db8:7e10::/48)", p)
		}
		return
	case a.IsLoopback():
		c.add(path, "%s is a loopback range, not a public address", p)
		return
	case a.IsPrivate() || slices.ContainsFunc(privatePrefixes, p.Overlaps):
		c.add(path, "%s is or contains a private range (RFC 1918, RFC 4193), not a public address", p)
		return
	case a.IsLinkLocalUnicast(), a.IsLinkLocalMulticast():
		c.add(path, "%s is a link-local range, not a public address", p)
		return
	case a.IsMulticast():
		c.add(path, "%s is a multicast range, not a public address", p)
		return
	case a.IsUnspecified():
		c.add(path, "%s is the unspecified address", p)
		return
	}
	for _, r := range reservedPrefixes {
		if r.prefix.Overlaps(p) {
			c.add(path, "%s lies in %s, %s, not a public address", p, r.prefix, r.what)
			return
		}
	}
	for _, d := range documentationPrefixes {
		if d.Overlaps(p) && !c.p.Site.Example {
			c.add(path, "%s lies in %s, reserved for documentation (allowed only with site.example = true)", p, d)
			return
		}
	}
}

// limits checks one set of limits. global is the policy's global limits when l belongs to a target,
// so that quotas can be compared across the two; alongside is the policy's global limits when l
// belongs to a target or an agent, whose requests they hold for too (max_redirects set there
// counts for redirects_within and redirects_check_robots_txt set in l).
func (c *checker) limits(path string, l Limits, global, alongside *Limits) {
	if !l.MinInterval.IsZero() && l.MinInterval.Duration < time.Millisecond {
		c.add(path+".min_interval", "%s is below 1ms (a crawler cannot keep to it; write e.g. 50ms for 20 requests a second)", l.MinInterval)
	}
	c.timeout(path+".connect_timeout", l.ConnectTimeout)
	c.timeout(path+".response_timeout", l.ResponseTimeout)
	c.timeout(path+".transfer_timeout", l.TransferTimeout)
	c.timeout(path+".page_load_timeout", l.PageLoadTimeout)
	fetchesEmbedded := slices.ContainsFunc(c.p.Agents, func(a Agent) bool { return a.Embedded != nil && a.Embedded.Fetch == EmbeddedFetched })
	if t := l.PageLoadTimeout; !t.IsZero() {
		// New-user trial 31, F-05: a page load, the page with the resources it embeds, abandoned
		// after a time in total.
		if !fetchesEmbedded {
			c.add(path+".page_load_timeout", "is set, but no agent fetches the resources a page embeds, so a page load is one request (want agents.NAME.embedded = { fetch = \"fetched\" } for the agent that loads pages, or transfer_timeout for the time one request may take)")
		}
		transfer := l.TransferTimeout
		if transfer.IsZero() && alongside != nil {
			transfer = alongside.TransferTimeout
		}
		if !transfer.IsZero() && t.Duration < transfer.Duration {
			c.warn(path+".page_load_timeout", "%s is shorter than transfer_timeout (%s): a page load includes the request for its page, so the page would state a time for that request that it never takes (want at least %s, or leave transfer_timeout out)", t, transfer, transfer)
		}
	}
	if t := l.TransferTimeout; !t.IsZero() {
		for _, o := range []struct {
			name string
			d    Duration
		}{{"response_timeout", l.ResponseTimeout}, {"connect_timeout", l.ConnectTimeout}} {
			if !o.d.IsZero() && t.Duration < o.d.Duration {
				c.warn(path+".transfer_timeout", "%s is shorter than %s (%s): the whole transfer includes that wait, so the page would state a wait that never lasts that long (want at least %s, or leave %s out)", t, o.name, o.d, o.d, o.name)
			}
		}
	}
	if !l.MinInterval.IsZero() && l.IntervalKey == "" && (global == nil || global.IntervalKey == "") {
		c.add(path+".interval_key", "missing (min_interval needs what it is counted per: %s)", quoteList(Scope("").Values()))
	}
	if l.IntervalKey != "" && l.MinInterval.IsZero() && l.DefaultInterval.IsZero() {
		c.add(path+".interval_key", "is set, but neither min_interval nor default_interval is")
	}
	minInterval := l.MinInterval
	if minInterval.IsZero() && global != nil {
		minInterval = global.MinInterval
	}
	if !l.DefaultInterval.IsZero() && l.DefaultInterval.Duration < minInterval.Duration {
		c.add(path+".default_interval", "%s is shorter than min_interval %s", l.DefaultInterval, minInterval)
	}
	if l.Concurrency != 0 && l.ConcurrencyKey == "" {
		c.add(path+".concurrency_key", "missing (concurrency needs what it is counted per, e.g. \"server\" or \"sync\")")
	}
	if l.ConcurrencyKey != "" && l.Concurrency == 0 {
		c.add(path+".concurrency", "missing (concurrency_key is set)")
	}
	if l.IntervalUnit != "" && l.MinInterval.IsZero() && l.DefaultInterval.IsZero() && (global == nil || global.MinInterval.IsZero() && global.DefaultInterval.IsZero()) {
		c.add(path+".interval_unit", "is set, but neither min_interval nor default_interval is (want the interval it counts, e.g. min_interval = \"5s\")")
	}
	if l.ConcurrencyUnit != "" && l.Concurrency == 0 && (global == nil || global.Concurrency == 0) {
		c.add(path+".concurrency_unit", "is set, but concurrency is not (want how many at a time, e.g. concurrency = 2)")
	}
	for _, u := range []struct {
		field string
		v     string
	}{{"interval_unit", string(l.IntervalUnit)}, {"concurrency_unit", string(l.ConcurrencyUnit)}} {
		if u.v == string(LoadUnitPageLoads) && !fetchesEmbedded {
			c.add(path+"."+u.field, "is \"page-loads\", but no agent fetches the resources a page embeds, so a page load is one request (want agents.NAME.embedded = { fetch = \"fetched\" } for the agent that loads pages, or \"requests\")")
		}
	}
	if l.OnCoordinationFailure != "" && !l.SharedAcrossServices && (global == nil || !global.SharedAcrossServices) {
		c.add(path+".on_coordination_failure", "is set, but shared_across_services is not")
	}
	unique(c, path+".counts", l.Counts)
	unique(c, path+".conditional_requests", l.ConditionalRequests)
	// The most redirects followed may be set in the general limits, which hold for a target's or
	// an agent's requests too (policy.Effective).
	maxRedirects := l.MaxRedirects
	if maxRedirects == 0 && alongside != nil {
		maxRedirects = alongside.MaxRedirects
	}
	if l.RedirectsWithin != "" && maxRedirects == 0 {
		c.add(path+".redirects_within", "is set, but max_redirects is not (want the most redirects followed, e.g. 5)")
	}
	if l.RedirectsCheckRobotsTxt && maxRedirects == 0 {
		c.add(path+".redirects_check_robots_txt", "is set, but max_redirects is not")
	}
	// No redirect followed, and how many or which are followed, cannot both be said of the same
	// requests (new-user trial 29, F-12).
	if l.Redirects == RedirectsNotFollowed {
		if l.MaxRedirects != 0 {
			c.add(path+".max_redirects", "is set, but redirects = \"not-followed\" says that no redirect is followed (want one of the two: redirects = \"not-followed\", or max_redirects for the most redirects followed)")
		}
		if l.RedirectsWithin != "" {
			c.add(path+".redirects_within", "is set, but redirects = \"not-followed\" says that no redirect is followed (leave it out)")
		}
		if l.RedirectsCheckRobotsTxt {
			c.add(path+".redirects_check_robots_txt", "is set, but redirects = \"not-followed\" says that no redirect is followed (leave it out)")
		}
	}
	if global == nil && alongside != nil && alongside.Redirects == RedirectsNotFollowed && l.MaxRedirects != 0 {
		// An agent's limits hold beside the general ones (Effective), which follow none.
		c.add(path+".max_redirects", "is set, but limits.redirects = \"not-followed\" holds for this agent's requests too, so it follows no redirect (leave it out, or state max_redirects in limits in place of redirects)")
	}
	if l.LargerBodies != "" && l.MaxBodySize == 0 {
		c.add(path+".larger_bodies", "is set, but max_body_size is not (want the largest body downloaded, e.g. \"5MB\")")
	}
	if p := l.Passes; p != nil {
		if p.MinInterval.IsZero() && p.MaxRequests == 0 {
			c.add(path+".passes", "empty (want min_interval, max_requests or both)")
		}
	}
	for i, q := range l.Quotas {
		c.cap(fmt.Sprintf("%s.quotas[%d]", path, i), q, true)
		c.quotaJobs(fmt.Sprintf("%s.quotas[%d]", path, i), q, path == "limits")
		for _, prev := range l.Quotas[:i] {
			if prev.Unit == q.Unit && prev.Period == q.Period && prev.PerRun == q.PerRun && prev.PerDates == q.PerDates && prev.Key == q.Key && slices.Equal(prev.Jobs, q.Jobs) {
				c.add(fmt.Sprintf("%s.quotas[%d]", path, i), "caps the same thing as an earlier quota (same unit, period and key): keep one")
			}
		}
	}
	quotas := slices.Clone(l.Quotas)
	if global != nil {
		quotas = append(quotas, global.Quotas...)
	}
	// An interval that counts page loads does not bound the requests for what a page embeds.
	bound := minInterval
	if l.IntervalUnit == LoadUnitPageLoads || l.IntervalUnit == "" && global != nil && global.IntervalUnit == LoadUnitPageLoads {
		bound = Duration{}
	}
	c.quotaConflicts(path+".quotas", len(l.Quotas), quotas, bound, cmpKey(l.IntervalKey, global))
	c.limitsBehaviour(path, l, global)
}

// MinTimeout is the shortest timeout a policy may state (limits' connect_timeout and
// response_timeout, a job's timeout): below it no crawler can keep to it, as for min_interval.
// WarnTimeout is the shortest that is not a warning: a connection or an answer rarely comes
// sooner, so such a timeout fails nearly every request, and the page would state a number of
// seconds like 0.05.
const (
	MinTimeout  = time.Millisecond
	WarnTimeout = 100 * time.Millisecond
)

// timeout checks a timeout against MinTimeout and WarnTimeout. There is no upper bound: a long
// timeout costs the crawler, not the site, and the page states it as it is.
func (c *checker) timeout(path string, d Duration) {
	switch {
	case d.IsZero():
	case d.Duration < MinTimeout:
		c.add(path, "%s is below 1ms (a crawler cannot keep to it; write e.g. \"10s\")", d)
	case d.Duration < WarnTimeout:
		c.warn(path, "%s is below 100ms: a connection or an answer rarely comes that soon, so nearly every request would time out, and the page states it as it is (want e.g. \"10s\")", d)
	}
}

func cmpKey(k Scope, global *Limits) Scope {
	if k == "" && global != nil {
		return global.IntervalKey
	}
	return k
}

// quotaJobs checks the jobs a quota counts (Cap.Jobs) at path: only in the general limits
// (general), each a key of jobs listed once, at least two (a cap of one job is that job's
// jobs.X.caps).
func (c *checker) quotaJobs(path string, q Cap, general bool) {
	switch {
	case len(q.Jobs) == 0:
		return
	case !general:
		c.add(path+".jobs", "is set, but only a quota of the general limits (limits.quotas) counts the requests of several jobs together (want jobs left out here, or the quota in limits.quotas)")
		return
	}
	c.jobRefs(path+".jobs", q.Jobs)
	for i, id := range q.Jobs {
		if slices.Index(q.Jobs, id) < i {
			c.add(fmt.Sprintf("%s.jobs[%d]", path, i), "%q is listed twice", id)
		}
	}
	if q.PerDates {
		// CapDates spans the dates of every job of the general limits, not of the jobs named.
		c.add(path+".per_dates", "is set beside jobs, but a quota of some jobs is counted per period or per run, not over their dates (want a period such as \"30d\", or per_dates on a quota without jobs)")
	}
	if len(q.Jobs) == 1 && c.p.Jobs.Has(q.Jobs[0]) {
		c.add(path+".jobs", "names one job: a cap of one job's requests is that job's own (want it as [[jobs.%s.caps]], or at least two jobs here)", keyPart(q.Jobs[0]))
	}
}

func (c *checker) cap(path string, q Cap, quota bool) {
	switch {
	case q.Max == 0 && !q.Unpublished:
		c.add(path+".max", "missing (want the cap, or unpublished = true for a cap whose number is not published)")
	case q.Max != 0 && q.Unpublished:
		c.add(path+".unpublished", "is set, but max gives the number")
	}
	if q.Min != 0 && q.Max != 0 && q.Min > q.Max {
		c.add(path+".min", "%d is above max %d", q.Min, q.Max)
	}
	if q.PerDates && !q.Period.IsZero() {
		c.add(path+".per_dates", "is set, but so is period (a cap is counted over the jobs' dates or per period, not both)")
	}
	if q.PerDates && q.PerRun {
		c.add(path+".per_dates", "is set, but so is per_run (a cap is counted over the jobs' dates or per run, not both)")
	}
	if quota && q.Period.IsZero() && !q.PerRun && !q.PerDates && q.Key == "" {
		c.add(path, "says neither a period, per_run nor a key: a cap of what? (e.g. period = \"24h\", key = \"site\")")
	}
	if !q.Period.IsZero() && q.PerRun {
		c.add(path+".per_run", "is set, but so is period (a cap is counted per run or per period)")
	}
	if q.Unit == CapUnitPageLoads && !slices.ContainsFunc(c.p.Agents, func(a Agent) bool { return a.Embedded != nil && a.Embedded.Fetch == EmbeddedFetched }) {
		// As interval_unit: without embedded resources a page load is one request (new-user
		// trial 31, F-06).
		c.add(path+".unit", "is \"page-loads\", but no agent fetches the resources a page embeds, so a page load is one request (want agents.NAME.embedded = { fetch = \"fetched\" } for the agent that loads pages, or \"requests\" or \"pages\")")
	}
	if q.Unit == CapUnitRuns {
		// Runs are a job's (new-user trial 30, F-06): a quota of the general limits, a category
		// of site's or an agent's would count the runs of which job?
		if quota {
			c.add(path+".unit", "\"runs\" counts the runs of a job, but this quota holds for every request it applies to (want the cap under jobs.NAME.caps of the job whose runs it counts)")
		}
		if q.PerRun {
			c.add(path+".per_run", "is set, but unit = \"runs\": a run is one run, so a cap of runs per run says nothing (want a period such as \"1h\", or per_dates)")
		}
	}
	c.label(path+".what", q.What, false)
}

// siteKeys are the keys of a cap counted per site; a cap per all sites is the global one.
var siteKeys = []Scope{ScopeHostname, ScopeSite, ScopeServer, ScopeSystem}

// quotaConflicts finds quotas that contradict each other or the minimum interval. own is the number
// of leading quotas that belong to path (the rest are inherited, for comparison only).
func (c *checker) quotaConflicts(path string, own int, qs []Cap, minInterval Duration, intervalKey Scope) {
	for i := range own {
		a := qs[i]
		if a.Max == 0 || a.Period.IsZero() {
			continue
		}
		ap := fmt.Sprintf("%s[%d]", path, i)
		// A minimum interval caps what one of its keys can get in a period, and so a quota counted
		// per a key that lies within one of them (intervalBounds).
		if !minInterval.IsZero() && intervalBounds(a.Key, intervalKey) && a.CapUnitOrDefault() == CapUnitRequests {
			reachable := int64(a.Period.Duration / minInterval.Duration)
			if int64(a.Max) > reachable {
				c.add(ap+".max", "%d per %s cannot be reached: a minimum interval of %s allows at most %d", a.Max, a.Period, minInterval, reachable)
			}
		}
		for j, b := range qs {
			if i == j || b.Max == 0 || b.Period.IsZero() || a.CapUnitOrDefault() != b.CapUnitOrDefault() {
				continue
			}
			if len(b.Jobs) > 0 && (len(a.Jobs) == 0 || slices.ContainsFunc(a.Jobs, func(id string) bool { return !slices.Contains(b.Jobs, id) })) {
				continue // b counts only some jobs' requests, and a others too: b does not bound a
			}
			switch {
			case a.Key == b.Key && a.Period.Duration < b.Period.Duration:
				if a.Max > b.Max {
					c.add(ap+".max", "%d per %s is above the cap of %d per %s", a.Max, a.Period, b.Max, b.Period)
				} else if n := int64(a.Max) * int64(b.Period.Duration/a.Period.Duration); b.Period.Duration%a.Period.Duration == 0 && n < int64(b.Max) {
					c.add(ap+".max", "%d per %s allow at most %d per %s, below the cap of %d per %s", a.Max, a.Period, n, b.Period, b.Max, b.Period)
				}
			case slices.Contains(siteKeys, a.Key) && b.Key == ScopeAllSites && a.Period == b.Period && a.Max > b.Max:
				c.add(ap+".max", "%d per %s for one %s is above the cap of %d per %s for all sites together", a.Max, a.Period, a.Key, b.Max, b.Period)
			case slices.Contains(siteKeys, a.Key) && b.Key == ScopeAllSites && a.Period.Duration < b.Period.Duration && a.Max > b.Max:
				// One site gets no more in an hour than all of them in a day (trial 20, finding 2).
				c.add(ap+".max", "%d per %s for one %s cannot be reached: the cap of %d per %s for all sites together allows no more (want at most %d, or a larger cap for all sites)", a.Max, a.Period, a.Key, b.Max, b.Period, b.Max)
			case a.Key == ScopeHostname && b.Key == ScopeSite && a.Period.Duration <= b.Period.Duration && a.Max > b.Max:
				// A site's hostnames share its cap.
				c.add(ap+".max", "%d per %s for one hostname cannot be reached: the cap of %d per %s for its site, which its hostnames share, allows no more (want at most %d)", a.Max, a.Period, b.Max, b.Period, b.Max)
			}
		}
	}
}

func (c *checker) windows() {
	for _, w := range c.p.Windows {
		path := "windows." + keyPart(w.ID)
		c.key(path, w.ID)
		if w.Kind == "" {
			c.add(path+".kind", "missing (want %s)", quoteList(WindowKind("").Values()))
		}
		c.label(path+".label", w.Label, true)
		if len(w.Hours) == 0 {
			c.add(path+".hours", "missing (want spans of the day, e.g. [\"08:00-09:00\"])")
		}
		c.hours(path, w.Hours, w.Overnight, true)
		c.targetRefs(path+".targets", w.Targets)
		c.jobRefs(path+".jobs", w.Jobs)
		switch {
		case w.Kind == WindowKindOnly && len(w.Jobs) == 0:
			c.add(path+".jobs", "missing (a window of kind \"only\" names the jobs that run only within it, e.g. jobs = [%q])", firstOr(c.p.Jobs.Keys(), "full-sync"))
		case w.Kind != WindowKindOnly && w.Kind != "" && len(w.Jobs) > 0:
			c.add(path+".jobs", "is set, but a window of kind %q applies to every job (want kind = \"only\" for jobs that run only within it, or no jobs)", w.Kind)
		}
		if w.Kind == WindowKindOnly && len(w.Targets) > 0 {
			c.add(path+".targets", "is set, but a window of kind \"only\" applies to its jobs, which name their sites (want jobs alone)")
		}
		if w.Kind == WindowKindOnly {
			// A job started by hand may then run at any hour (manual_start), which the window's
			// "never at other times" excludes (review 5, de 9).
			for i, id := range w.Jobs {
				if j, ok := c.p.Jobs.Get(id); ok && j.ManualStart {
					c.add(fmt.Sprintf("%s.jobs[%d]", path, i), "names %q, whose manual_start lets it run at any hour when started by hand, but a window of kind \"only\" lets it run within its hours alone (want manual_start removed from jobs.%s, or the job out of this window)", id, keyPart(id))
				}
			}
		}
		if quietAllDay(w) {
			c.add(path+".hours", "a quiet window every day, all day, for every site leaves no time to fetch")
		}
		c.exceptDays(path, w)
	}
}

// exceptDays checks windows.X.except_days at path: only on a window of kind "only", not empty,
// each day listed once; a date on a weekday the window does not open on anyway is a warning (the
// page would state a day that changes nothing).
func (c *checker) exceptDays(path string, w Window) {
	if w.ExceptDays == nil {
		return
	}
	ep := path + ".except_days"
	switch {
	case len(w.ExceptDays) == 0:
		c.add(ep, "is empty (want the days the window does not open on, e.g. [\"01-01\", \"2027-04-05\"], or leave except_days out)")
		return
	case w.Kind != WindowKindOnly && w.Kind != "":
		c.add(ep, "is set, but a window of kind %q does not open or close for jobs: only a window of kind \"only\" skips days, on which its jobs send no request (want kind = \"only\" with its jobs, or no except_days)", w.Kind)
		return
	}
	seen := map[string]int{}
	for i, d := range w.ExceptDays {
		at := fmt.Sprintf("%s[%d]", ep, i)
		if j, ok := seen[d.String()]; ok {
			c.add(at, "%s is listed twice (also at [%d])", d, j)
			continue
		}
		seen[d.String()] = i
		if !d.Yearly() && w.Days != 0 && !w.Days.Has(d.Date.Weekday()) {
			c.warn(at, "%s is a %s, on which the window does not open anyway (days = %q), so the page would state a day that changes nothing (want a day the window opens on, or leave it out)", d, d.Date.Weekday(), w.Days)
		}
	}
}

// quietAllDay reports whether w is a quiet window for every site, every day, whose spans add up
// to the whole day (refused in windows).
func quietAllDay(w Window) bool {
	if w.Kind != WindowKindQuiet || w.Days != 0 && w.Days != AllDays || len(w.Targets) > 0 {
		return false
	}
	var total time.Duration
	for _, h := range w.Hours {
		total += h.Duration()
	}
	return total >= 24*time.Hour
}

// firstOr returns the first of keys, or def where there is none.
func firstOr(keys []string, def string) string {
	if len(keys) > 0 {
		return keys[0]
	}
	return def
}

// perRunQuotas refuses a quota counted per run (per_run) where nothing runs: a run is one run of a
// job, or, for an agent that fetches on request (trigger "user-request" or "customer-scheduled")
// without jobs, the fetching for one request. A general quota needs a job or such an agent, a
// category of site's a job that fetches from it, an agent's a job of its own or such a trigger
// (new-user trial 12, item 4). The jobs must state what starts a run (Job.StatesRuns), or the
// page says "per run" of fetches it never divides into runs (new user 27, F-09: a study's job
// with dates alone, "at most 21 pages per run per registrable domain"); a job's own caps per run
// need the same of the job.
func (c *checker) perRunQuotas() {
	onRequest := func(a Agent) bool {
		return slices.ContainsFunc(a.TriggerSet(), func(t Trigger) bool { return t == TriggerUserRequest || t == TriggerCustomerScheduled })
	}
	const want = "want a cadence, triggers, started_by or runs_per_year on the job, or a period such as \"24h\""
	check := func(path string, qs []Cap, jobs func(Job) bool, agents func(Agent) bool, none string) {
		var names []string
		runs := slices.ContainsFunc(c.p.Agents, agents)
		for _, j := range c.p.Jobs {
			if jobs(j) {
				names = append(names, "jobs."+keyPart(j.ID))
				runs = runs || j.StatesRuns()
			}
		}
		for i, q := range qs {
			switch {
			case !q.PerRun || runs:
			case len(names) == 0:
				c.add(fmt.Sprintf("%s.quotas[%d].per_run", path, i), "is set, but %s, and a run is one run of a job (or the fetching for one request of an agent that fetches on request): want the cap under jobs.NAME.caps, or a period such as \"24h\"", none)
			default:
				c.add(fmt.Sprintf("%s.quotas[%d].per_run", path, i), "is set, but %s %s not say what starts a run (no cadence, triggers, started_by or runs_per_year), so the page would count per run of fetches it never divides into runs (%s)", strings.Join(names, ", "), map[bool]string{true: "does", false: "do"}[len(names) == 1], want)
			}
		}
	}
	check("limits", c.p.Limits.Quotas, func(Job) bool { return true }, onRequest, "the policy has no jobs and no agent that fetches on request")
	for _, t := range c.p.Targets {
		check("targets."+keyPart(t.ID)+".limits", t.Limits.Quotas, func(j Job) bool { return j.Target == t.ID }, func(Agent) bool { return false }, "no job fetches from targets."+keyPart(t.ID))
	}
	for _, a := range c.p.Agents {
		check("agents."+keyPart(a.ID)+".limits", a.Limits.Quotas, func(j Job) bool { return j.Agent == a.ID }, func(b Agent) bool { return b.ID == a.ID && onRequest(b) }, "no job runs as agents."+keyPart(a.ID)+" and it does not fetch on request")
	}
	for _, j := range c.p.Jobs {
		if !j.StatesRuns() {
			// A cap of runs needs runs of the job itself, whatever its agent does (new-user
			// trial 30, F-06).
			for i, q := range j.Caps {
				if q.Unit == CapUnitRuns {
					c.add(fmt.Sprintf("jobs.%s.caps[%d].unit", keyPart(j.ID), i), "is \"runs\", but the job does not say what starts a run (no cadence, triggers, started_by or runs_per_year), so the page would count runs it never states (want a cadence, triggers, started_by or runs_per_year on the job, or another unit)")
				}
			}
		}
		a, _ := c.p.Agents.Get(j.Agent)
		if j.StatesRuns() || onRequest(a) {
			continue
		}
		for i, q := range j.Caps {
			if q.PerRun {
				c.add(fmt.Sprintf("jobs.%s.caps[%d].per_run", keyPart(j.ID), i), "is set, but the job does not say what starts a run (no cadence, triggers, started_by or runs_per_year), so the page would count per run of fetches it never divides into runs (%s)", want)
			}
		}
	}
}

// runShape checks what a job states of each of its runs (new-user trial 29, F-07): how long one
// takes at most (run_takes_at_most) and how its requests are spread over it (spread). Both need
// runs: a job that says what starts one (Job.StatesRuns), or whose agent fetches on request. A
// run that may take longer than the shortest interval of its cadence would overlap the next:
// legal (the crawler may run passes side by side), but unusual, so a warning.
func (c *checker) runShape() {
	const want = "want a cadence, triggers, started_by or runs_per_year on the job, or leave it out"
	for _, j := range c.p.Jobs {
		path := "jobs." + keyPart(j.ID)
		if j.RunTakesAtMost.IsZero() && j.Spread == "" && j.SiteInterval.IsZero() {
			continue
		}
		a, _ := c.p.Agents.Get(j.Agent)
		runs := j.StatesRuns() || slices.ContainsFunc(a.TriggerSet(), func(t Trigger) bool { return t == TriggerUserRequest || t == TriggerCustomerScheduled })
		if !runs {
			why := "the job does not say what starts a run (no cadence, triggers, started_by or runs_per_year)"
			if j.Continuous {
				why = "the job runs continuously, without runs"
			}
			if !j.RunTakesAtMost.IsZero() {
				c.add(path+".run_takes_at_most", "is set, but %s, so the page would bound runs the job never has (%s)", why, want)
			}
			if j.Spread != "" {
				c.add(path+".spread", "is set, but %s, so the page would spread requests over runs the job never has (%s)", why, want)
			}
			if !j.SiteInterval.IsZero() {
				c.add(path+".site_interval", "is set, but %s, so the page would space runs the job never has (%s)", why, want)
			}
			continue
		}
		c.siteInterval(path, j)
		if j.RunTakesAtMost.IsZero() {
			continue
		}
		if j.RunTakesAtMost.Duration < time.Minute {
			c.add(path+".run_takes_at_most", "%s is shorter than a minute (want how long one run takes at most, e.g. \"5d\")", j.RunTakesAtMost)
			continue
		}
		for i, r := range j.Cadence {
			if every := r.Shortest(); r.With == "" && !every.IsZero() && j.RunTakesAtMost.Duration > every.Duration {
				c.warn(path+".run_takes_at_most", "%s is longer than the %s between the runs of cadence[%d], so a run may still be going when the next starts (want at most %s, unless runs overlap on purpose)", j.RunTakesAtMost, every, i, every)
				break
			}
		}
	}
}

// siteInterval checks the least time between two runs of a job on the same site (new-user trial
// 31, F-03): at least a minute, and, where the job's cadence already spaces its runs as far
// apart, a warning: it adds nothing the cadence does not say.
func (c *checker) siteInterval(path string, j Job) {
	si := j.SiteInterval
	switch {
	case si.IsZero():
		return
	case si.Duration < time.Minute:
		c.add(path+".site_interval", "%s is shorter than a minute (want the least time between two runs of the job on the same site, e.g. \"3y\")", si)
		return
	}
	for i, r := range j.Cadence {
		if every := r.Shortest(); r.With == "" && !every.IsZero() && si.Duration <= every.Duration {
			c.warn(path+".site_interval", "%s is no longer than the %s between the runs of cadence[%d], so no run can come to a site sooner anyway (want more than %s, or leave site_interval out)", si, every, i, every)
			return
		}
	}
}

// perDatesQuotas refuses a quota or cap counted over its jobs' dates (per_dates) where they give
// no span: no job it applies to, an agent it applies to without a job, or a job without dates
// with a year (Policy.CapDates; new-user trial 27, F-09).
func (c *checker) perDatesQuotas() {
	check := func(path, owner string, qs []Cap, list string) {
		for i, q := range qs {
			if !q.PerDates || len(q.Jobs) > 0 {
				continue // per_dates beside jobs: quotaJobs refuses it
			}
			at := fmt.Sprintf("%s.%s[%d].per_dates", path, list, i)
			if _, _, ok := c.p.CapDates(owner); ok {
				continue
			}
			jobs, without := c.p.CapJobs(owner)
			var undated []string
			for _, j := range jobs {
				if len(j.Dates) == 0 || slices.ContainsFunc(j.Dates, func(d DateRange) bool { return d.From.Yearly() || d.Until.Yearly() }) {
					undated = append(undated, "jobs."+keyPart(j.ID))
				}
			}
			const want = "want dates with a year on every job it applies to, e.g. dates = [{ from = 2027-01-11, until = 2027-04-09 }], or a period such as \"30d\""
			switch {
			case len(jobs) == 0:
				c.add(at, "is set, but no job is counted by it, so there are no dates to count over (%s)", want)
			case len(without) > 0:
				c.add(at, "is set, but it applies to agents.%s, which fetches without a job and so without dates (%s)", strings.Join(without, ", agents."), want)
			case len(undated) > 0:
				c.add(at, "is set, but %s %s no dates with a year, so there is no span to count over (%s)", strings.Join(undated, ", "), map[bool]string{true: "has", false: "have"}[len(undated) == 1], want)
			}
		}
	}
	check("limits", "/limits", c.p.Limits.Quotas, "quotas")
	for _, t := range c.p.Targets {
		check("targets."+keyPart(t.ID)+".limits", "/targets/"+EscapeToken(t.ID)+"/limits", t.Limits.Quotas, "quotas")
	}
	for _, a := range c.p.Agents {
		check("agents."+keyPart(a.ID)+".limits", "/agents/"+EscapeToken(a.ID)+"/limits", a.Limits.Quotas, "quotas")
	}
	for _, j := range c.p.Jobs {
		check("jobs."+keyPart(j.ID), "/jobs/"+EscapeToken(j.ID), j.Caps, "caps")
	}
}

// onlyWindowsQuiet refuses a job whose only windows (kind "only") lie wholly within quiet
// windows that apply to it (those for every site, or for the job's category of site), minute by
// minute over the week: the job could never run, though the page gives it hours (new-user
// trial 12: quiet 00:00-23:59 beside a window, which the all-day check, needing 24 hours, let
// pass). One free minute is enough: the check is exact, not a share of the day.
func (c *checker) onlyWindowsQuiet() {
	for _, j := range c.p.Jobs {
		ws, quiet, blocked := c.onlyWindowsBlocked(j)
		if !blocked {
			continue
		}
		var only, quietNames []string
		for _, w := range ws {
			only = append(only, "windows."+keyPart(w.ID))
		}
		for _, w := range quiet {
			quietNames = append(quietNames, "windows."+keyPart(w.ID))
		}
		c.add("windows."+keyPart(ws[0].ID)+".hours", "lies wholly within the quiet hours of %s, so jobs.%s, which runs only within %s, can never run (want hours outside the quiet windows, or shorter quiet hours)", strings.Join(quietNames, " and "), keyPart(j.ID), strings.Join(only, " and "))
	}
}

// onlyWindowsDates refuses a span of a job's dates on none of whose days any of the job's
// windows of kind "only" opens (a day outside the window's days, or one of its except_days): the
// job could never run then, though the page gives it the dates (new-user trial 33, F-03: dates
// 12-25 to 12-26 beside except_days holding both). A span that crosses midnight belongs to the
// day it starts on, and reaches into the next. A span of every year is tried in each of 28
// years, the cycle after which weekdays and leap years repeat.
func (c *checker) onlyWindowsDates() {
	for _, j := range c.p.Jobs {
		ws := c.p.OnlyWindows(j.ID)
		if len(ws) == 0 {
			continue
		}
		var names []string
		for _, w := range ws {
			names = append(names, "windows."+keyPart(w.ID))
		}
		for k, d := range j.Dates {
			if d.From.IsZero() || d.Until.IsZero() || slices.ContainsFunc(ws, func(w Window) bool { return opensWithin(w, d) }) {
				continue
			}
			c.add(fmt.Sprintf("jobs.%s.dates[%d]", keyPart(j.ID), k), "%s to %s falls only on days on which %s does not open (outside its days, or on its except_days), and jobs.%s runs only within it, so the job can never run on these dates (want dates on which the window opens, or fewer except_days)", d.From, d.Until, strings.Join(names, " and "), keyPart(j.ID))
		}
	}
}

// opensWithin reports whether window w opens on some day of span d (Window.Days, ExceptDays), or
// a span of its hours that crosses midnight, begun the day before, reaches into one.
func opensWithin(w Window, d DateRange) bool {
	if len(w.Hours) == 0 {
		return true // refused elsewhere
	}
	overnight := slices.ContainsFunc(w.Hours, TimeRange.CrossesMidnight)
	opens := func(t time.Time) bool {
		return (w.Days == 0 || w.Days.Has(t.Weekday())) && !w.Skips(t)
	}
	first, last := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2051, 12, 31, 0, 0, 0, 0, time.UTC)
	if !d.From.Yearly() {
		first, last = d.From.Date.Time, d.Until.Date.Time
		first = time.Date(first.Year(), first.Month(), first.Day(), 0, 0, 0, 0, time.UTC)
		last = time.Date(last.Year(), last.Month(), last.Day(), 0, 0, 0, 0, time.UTC)
		if last.Sub(first) > 10*366*24*time.Hour {
			return true // longer than any except_days can close
		}
	}
	for t := first; !t.After(last); t = t.AddDate(0, 0, 1) {
		if d.Contains(t) && (opens(t) || overnight && opens(t.AddDate(0, 0, -1))) {
			return true
		}
	}
	return false
}

// onlyWindowsBlocked returns job j's windows of kind "only", the quiet windows that hold for it
// (quietFor), and whether the former lie wholly within the latter (onlyWindowsQuiet).
func (c *checker) onlyWindowsBlocked(j Job) (ws, quiet []Window, blocked bool) {
	ws = c.p.OnlyWindows(j.ID)
	if len(ws) == 0 {
		return nil, nil, false
	}
	quiet = c.quietFor(j)
	if len(quiet) == 0 {
		return ws, nil, false
	}
	for d := range time.Weekday(7) {
		for m := TimeOfDay(0); m < 24*60; m++ {
			if slices.ContainsFunc(ws, func(w Window) bool { return w.Covers(d, m) }) &&
				!slices.ContainsFunc(quiet, func(w Window) bool { return w.Covers(d, m) }) {
				return ws, quiet, false
			}
		}
	}
	return ws, quiet, true
}

// onlyWindowCadences refuses a schedule rule of a job that runs only within windows (kind "only")
// whose hours or start time lie outside all of them, on any of the rule's days: the page would
// state runs that cannot happen. A rule without hours or a start time runs within the windows.
func (c *checker) onlyWindowCadences() {
	for _, j := range c.p.Jobs {
		ws := c.p.OnlyWindows(j.ID)
		if len(ws) == 0 {
			continue
		}
		inside := func(d time.Weekday, m TimeOfDay) bool {
			return slices.ContainsFunc(ws, func(w Window) bool { return w.Covers(d, m) })
		}
		var names []string
		for _, w := range ws {
			names = append(names, "windows."+keyPart(w.ID))
		}
		for i, r := range j.Cadence {
			path := fmt.Sprintf("jobs.%s.cadence[%d]", keyPart(j.ID), i)
			on := func(d time.Weekday) bool { return r.Days == 0 || r.Days.Has(d) }
			switch {
			case r.At != nil:
				for d := range time.Weekday(7) {
					if on(d) && !inside(d, *r.At) {
						c.add(path+".at", "%s on %s lies outside %s, the only time the job runs (want a time within it)", r.At, d, strings.Join(names, " and "))
						break
					}
				}
			case !r.Hours.IsZero():
				// The days on which the hours reach outside; a rule for every day that does so on
				// every day is named without a day ("on Sunday" read as a rule for Sundays).
				var outside []time.Weekday
				for d := range time.Weekday(7) {
					if !on(d) {
						continue
					}
					// Minute by minute from From for the span's length: a span that ends at 24:00
					// stops there (m never equals 24:00 once wrapped).
					span := r.Hours.To - r.Hours.From
					if span <= 0 {
						span += 24 * 60
					}
					for k := TimeOfDay(0); k < span; k++ {
						m := (r.Hours.From + k) % (24 * 60)
						day := d
						if r.Hours.CrossesMidnight() && m < r.Hours.From {
							day = (d + 1) % 7
						}
						if !inside(day, m) {
							outside = append(outside, d)
							break
						}
					}
				}
				switch {
				case len(outside) == 0:
				case r.Days == 0 && len(outside) == 7:
					c.add(path+".hours", "%s reaches outside %s, the only time the job runs (want hours within it)", r.Hours, strings.Join(names, " and "))
				default:
					c.add(path+".hours", "%s on %s reaches outside %s, the only time the job runs (want hours within it)", r.Hours, outside[0], strings.Join(names, " and "))
				}
			}
		}
	}
}

// hours checks spans of the day: each must end after it starts unless the window says overnight,
// and they must not overlap. list says whether hours is an array in the file (a window's) or a
// single span (a cadence rule's), which has no index in its path.
func (c *checker) hours(path string, hours []TimeRange, overnight, list bool) {
	crosses := false
	for i, h := range hours {
		hp := path + ".hours"
		if list {
			hp = fmt.Sprintf("%s.hours[%d]", path, i)
		}
		if h.From == h.To {
			c.add(hp, "%s is empty (it ends when it starts)", h)
			continue
		}
		if h.CrossesMidnight() {
			crosses = true
			if !overnight {
				c.add(hp, "%s ends before it starts (for a span across midnight, set overnight = true)", h)
			}
		}
		for _, prev := range hours[:i] {
			if overlaps(prev, h) {
				c.add(hp, "%s overlaps %s", h, prev)
			}
		}
	}
	if overnight && !crosses {
		// It follows from hours, which the message does not name: a span that does not load is
		// no span that stays on this side of midnight (rulesWithout).
		c.addFrom([]string{path + ".hours"}, path+".overnight", "is set, but no span crosses midnight")
	}
}

func overlaps(a, b TimeRange) bool {
	return a.Contains(b.From) || b.Contains(a.From)
}

func (c *checker) jobs() {
	for _, j := range c.p.Jobs {
		path := "jobs." + keyPart(j.ID)
		c.key(path, j.ID)
		c.label(path+".label", j.Label, true)
		if j.Agent == "" {
			c.add(path+".agent", "missing (want the key of an agent)")
		} else {
			c.ref(path+".agent", j.Agent, "agents")
		}
		if j.Target != "" {
			c.ref(path+".target", j.Target, "targets")
		}
		for i, r := range j.Cadence {
			c.cadence(fmt.Sprintf("%s.cadence[%d]", path, i), r, j.ID)
		}
		c.jobWhen(path, j)
		if a, ok := c.p.Agents.Get(j.Agent); ok && !slices.Contains(a.TriggerSet(), TriggerCustomerScheduled) {
			for i, r := range j.Cadence {
				if len(r.EveryChoices) > 0 {
					c.add(fmt.Sprintf("%s.cadence[%d].every_choices", path, i), "is set, but agent %q's trigger is not \"customer-scheduled\": no customer picks the interval (want every, or trigger = \"customer-scheduled\" on the agent)", j.Agent)
				}
			}
		}
		if j.CadencePer != "" {
			if len(j.Cadence) == 0 {
				c.add(path+".cadence_per", "is set, but the job has no cadence: there is no schedule to count per (want cadence rules, or leave cadence_per out)")
			}
			if a, ok := c.p.Agents.Get(j.Agent); ok && j.CadencePer == CadencePerRegisteredURL && !slices.Contains(a.TriggerSet(), TriggerCustomerScheduled) {
				c.add(path+".cadence_per", "is \"registered-url\", but agent %q's trigger is not \"customer-scheduled\": no customer registers the URLs it fetches (want \"site\" or \"hostname\", or trigger = \"customer-scheduled\" on the agent)", j.Agent)
			}
		}
		c.timeout(path+".timeout", j.Timeout)
		c.namedBasis(path+".legal_basis", j.LegalBasis)
		unique(c, path+".triggers", j.Triggers)
		for i, by := range j.StartedBy {
			// One job is placed at the key (written as a string, or an array of one), each of
			// several at its place in the array.
			at := path + ".started_by"
			if len(j.StartedBy) > 1 {
				at += "[" + strconv.Itoa(i) + "]"
			}
			switch {
			case by == j.ID:
				c.add(at, "names the job itself (name the jobs whose finds start this one, or leave started_by out)")
			case slices.Index(j.StartedBy, by) < i:
				c.add(at, "%q is listed twice", by)
			default:
				c.ref(at, by, "jobs")
			}
		}
		c.workingDays(path+".within_working_days", j.WithinWorkingDays)
		if j.WithinWorkingDays != 0 {
			var answered []string
			for _, v := range jobTriggerValues {
				if v.Answered() {
					answered = append(answered, string(v))
				}
			}
			if len(j.Triggers) == 0 {
				c.add(path+".within_working_days", "is set, but triggers is not (want the triggers it counts from: %s)", quoteList(answered))
			}
			for i, tr := range j.Triggers {
				if tr != "" && !tr.Answered() {
					c.add(fmt.Sprintf("%s.triggers[%d]", path, i), "%q starts the job at once, so within_working_days cannot count from it (want only %s in a job with within_working_days, or leave within_working_days out)", tr, quoteList(answered))
				}
			}
		}
		if j.MaxUnchangedPages != 0 && !j.ChangesOnly {
			c.add(path+".max_unchanged_pages", "is set, but changes_only is not")
		}
		c.followUps(path, j)
		if j.RefetchAfterFailure && j.RefetchInterval.IsZero() {
			c.add(path+".refetch_after_failure", "is set, but refetch_interval is not (want the shortest time before an item is fetched again, e.g. \"30d\")")
		}
		c.refetchEmbedded(path, j)
		if j.RefetchApproximate {
			if j.RefetchInterval.IsZero() {
				c.add(path+".refetch_approximate", "is set, but refetch_interval is not (want the usual time before an item is fetched again, e.g. \"60d\")")
			}
			if j.RefetchAfterFailure {
				c.add(path+".refetch_approximate", "is set beside refetch_after_failure, which states that refetch_interval is a minimum even after a failure (want one of them: an approximate interval states no minimum)")
			}
		}
		for i, q := range j.Caps {
			c.cap(fmt.Sprintf("%s.caps[%d]", path, i), q, false)
			if len(q.Jobs) > 0 {
				c.add(fmt.Sprintf("%s.caps[%d].jobs", path, i), "is set, but a job's cap counts the requests of that job alone (want jobs left out here; a quota counting the requests of several jobs together is a limits.quotas entry with jobs)")
			}
		}
		// A job's caps contradict each other as quotas do (trial 20, finding 2: 500 per hour
		// beside 100 per day passed); its own interval (jobs.X.limits) is not set against them.
		c.quotaConflicts(path+".caps", len(j.Caps), j.Caps, Duration{}, "")
		c.jobLimits(path+".limits", j)
		if j.Retry != nil {
			c.schedule(path+".retry", j.Retry.Delays, j.Retry.ThenEvery)
		}
		for i, r := range j.Reactions {
			c.reaction(fmt.Sprintf("%s.reactions[%d]", path, i), r, j.ID)
		}
		for i, l := range j.Conditions {
			c.label(fmt.Sprintf("%s.conditions[%d]", path, i), l, true)
		}
		for i, l := range j.SkippedWhen {
			c.label(fmt.Sprintf("%s.skipped_when[%d]", path, i), l, true)
			c.skippedWhenClause(fmt.Sprintf("%s.skipped_when[%d]", path, i), l)
		}
		c.jobBehaviour(path, j)
		c.jobRobotsTxt(path, j)
		c.jobOptOut(path, j)
	}
	c.jobsThatNeverStart()
}

// jobRobotsTxt checks a job's exception from robots.txt (robots_txt, not_read_because,
// crawl_delay): only "not-read", with why, for a job whose agent obeys robots.txt; a Crawl-delay
// applied only where the agent honours one.
// followUps checks a job's re-checks: what starts them (each once), how long after and how many
// times; a re-check sooner than the job's refetch_interval would break it, unless that interval
// is approximate (refetch_approximate), which states no minimum.
func (c *checker) followUps(path string, j Job) {
	for i, f := range j.FollowUp {
		fp := fmt.Sprintf("%s.follow_up[%d]", path, i)
		if f.When == "" {
			c.add(fp+".when", "missing (want what a fetch found that starts the re-checks: %s)", quoteList(FollowUpWhen("").Values()))
		} else if slices.IndexFunc(j.FollowUp, func(g FollowUp) bool { return g.When == f.When }) < i {
			c.add(fp+".when", "%q is listed twice", f.When)
		}
		if f.After.IsZero() {
			c.add(fp+".after", "missing (want how long after that fetch the resource is fetched again, e.g. \"7d\")")
		} else if r := j.RefetchInterval; !r.IsZero() && !j.RefetchApproximate && f.After.Duration < r.Duration {
			c.add(fp+".after", "%s is shorter than refetch_interval (%s), which says that a resource is fetched at most once in that time (want at least %s)", f.After, r, r)
		}
		if f.Max == 0 {
			c.add(fp+".max", "missing (want how many times at most the resource is fetched again, e.g. 3)")
		}
	}
}

func (c *checker) jobRobotsTxt(path string, j Job) {
	a, ok := c.p.Agents.Get(j.Agent)
	switch {
	case j.RobotsTxt == RobotsUseRead:
		c.add(path+".robots_txt", "is \"read\", which a job is as its agent is (want \"not-read\" for a job whose fetches do not obey robots.txt, or leave robots_txt out)")
	case j.RobotsTxt == RobotsUseNotRead && ok && a.RobotsTxt == RobotsUseNotRead:
		c.add(path+".robots_txt", "is \"not-read\", but agents.%s.robots_txt says that agent reads robots.txt for none of its fetches (leave robots_txt out of the job)", keyPart(a.ID))
	case j.RobotsTxt == RobotsUseNotRead && ok && !c.p.ObeysRobotsTxt(a):
		c.addFrom(readingFrom(a), path+".robots_txt", "is \"not-read\", but the policy does not say that agents.%s obeys robots.txt (want robots_txt.check, or robots_txt = \"read\" on the agent, for the fetches that obey it)", keyPart(a.ID))
	case j.RobotsTxt == RobotsUseNotRead && j.NotReadBecause == "":
		c.add(path+".not_read_because", "missing (robots_txt = \"not-read\" needs why the job's fetches do not obey robots.txt: want one of %s)", quoteList(NotReadReason("").Values()))
	}
	if j.RobotsTxt != RobotsUseNotRead {
		if j.NotReadBecause != "" {
			c.add(path+".not_read_because", "is set, but robots_txt is not \"not-read\" (want robots_txt = \"not-read\" beside it, or leave not_read_because out)")
		}
		if j.CrawlDelay != "" {
			c.add(path+".crawl_delay", "is set, but robots_txt is not \"not-read\": a job that obeys robots.txt keeps its agent's Crawl-delay (want robots_txt = \"not-read\" beside it, or leave crawl_delay out)")
		}
		return
	}
	if !ok {
		return
	}
	c.userRequestUnattended(path, j.NotReadBecause, a)
	robots, _ := overrideRobots(c.p.RobotsTxt, a.RobotsTxtHandling)
	honoured := robots.CrawlDelay == CrawlDelayHonoured || robots.CrawlDelay == CrawlDelayHonouredIfLonger
	if j.CrawlDelay == "" && honoured {
		// The page says that the agent honours Crawl-delay: whether these fetches are spaced by
		// it is the operator's to say, not a default.
		c.add(path+".crawl_delay", "missing (agents.%s honours Crawl-delay: want \"applied\" where a Crawl-delay line still spaces these fetches, or \"not-applied\")", keyPart(a.ID))
	}
	if j.CrawlDelay == AppliedYes {
		if cd := robots.CrawlDelay; !honoured {
			why := fmt.Sprintf("robots_txt.crawl_delay is %q", cd)
			if cd == "" {
				why = "robots_txt.crawl_delay is not set"
			}
			c.add(path+".crawl_delay", "is \"applied\", but agents.%s honours no Crawl-delay (%s; want robots_txt.crawl_delay = \"honoured\", or crawl_delay = \"not-applied\")", keyPart(a.ID), why)
		}
	}
}

// jobOptOut checks jobs.X.opt_out = "not-possible": a job a site cannot opt out of does not obey
// robots.txt (robots_txt = "not-read", with not_read_because) while its agent does, and its agent
// names no status that refuses it; a reason other than a legal mandate is warned of (trial 28,
// F-02; a request to stop or to be blocklisted that covers the job: stopBesideNoOptOut).
func (c *checker) jobOptOut(path string, j Job) {
	if j.OptOut != OptOutNotPossible {
		return
	}
	a, ok := c.p.Agents.Get(j.Agent)
	switch {
	case ok && a.RobotsTxt == RobotsUseNotRead:
		c.add(path+".opt_out", "is \"not-possible\", but agents.%s.robots_txt says that agent reads robots.txt for none of its fetches, so this is the agent's to state (write opt_out = \"not-possible\" on agents.%s, with its legal_basis, or leave opt_out out of the job)", keyPart(a.ID), keyPart(a.ID))
	case j.RobotsTxt != RobotsUseNotRead:
		c.add(path+".opt_out", "is \"not-possible\", but the job's fetches obey robots.txt, where a Disallow shuts them out (write robots_txt = \"not-read\" with not_read_because = \"legal-mandate\" on the job, or leave opt_out out)")
	case j.NotReadBecause != "" && j.NotReadBecause != NotReadLegalMandate:
		c.warn(path+".not_read_because", "is %q beside opt_out = \"not-possible\", which usually rests on a legal mandate (\"legal-mandate\"): the page states both as they are", j.NotReadBecause)
	}
	if ok && a.RobotsTxt != RobotsUseNotRead && len(a.RefuseWith) > 0 {
		c.add(path+".opt_out", "is \"not-possible\", but agents.%s.refuse_with names statuses that stop the agent's fetches, these too, which is an opt-out (leave one of the two out)", keyPart(a.ID))
	}
}

// refetchEmbedded warns of jobs.X.refetch_interval on a job whose agent fetches the resources its
// pages embed (agents.X.embedded.fetch = "fetched", for every job or this one): the page says
// "Each resource is fetched at most once every T", which a style sheet or script that many pages
// share cannot keep, since it is fetched with each page load (new-user trial 31, F-23: "at most
// once every 3 years" beside a rendering crawler). Where the job has runs, the warning offers
// site_interval, what "each site at most once every 3 years" needs (F-03).
func (c *checker) refetchEmbedded(path string, j Job) {
	if j.RefetchInterval.IsZero() {
		return
	}
	a, ok := c.p.Agents.Get(j.Agent)
	if !ok || a.Embedded == nil || a.Embedded.Fetch != EmbeddedFetched || (len(a.Embedded.Jobs) > 0 && !slices.Contains(a.Embedded.Jobs, j.ID)) {
		return
	}
	// Where the interval is meant of each site, not of each resource, site_interval says it
	// (new-user trial 31, F-03: refetch_interval = "3y" for "each site at most once every three
	// years"); only a job with runs can have one.
	siteInterval := ""
	if j.StatesRuns() {
		siteInterval = fmt.Sprintf(" write site_interval = %q in its place where the job comes to each site at most once in that time,", j.RefetchInterval)
	}
	c.warn(path+".refetch_interval", "is set, but agents.%s fetches the resources its pages embed (embedded.fetch = \"fetched\"), and a style sheet or script that many pages share is fetched with each of them: the page says how often each resource is fetched, these too (leave refetch_interval out,%s or acknowledge this warning where the crawler keeps to it for these resources too)", keyPart(a.ID), siteInterval)
}

// stopBesideNoOptOut warns, once per request, of a request to stop or to be blocklisted that any
// site may make (no who) for fetches a site cannot opt out of (agents.X.opt_out or
// jobs.X.opt_out = "not-possible"): the page would offer every site a way out beside "no way to
// opt out" (trial 28, F-02). Where who says which sites may ask (new-user trial 31, F-19: "sites
// listed by mistake", whom the law leaves out), the page says "Only … can ask for this." after the
// statement that a site cannot opt out: an exception the operator drew, not a contradiction, so
// nothing is warned of. The warning names the places together, and advises naming in the
// request's jobs only the jobs a site can opt out of, where there are any.
func (c *checker) stopBesideNoOptOut() {
	for i, r := range c.p.Contact.Requests {
		if (r.Kind != RequestKindStop && r.Kind != RequestKindBlocklist) || len(r.Who) > 0 {
			continue
		}
		var noOptOut, optOut []string
		if len(r.Jobs) == 0 {
			for _, a := range c.p.Agents {
				if a.OptOut == OptOutNotPossible {
					noOptOut = append(noOptOut, "agents."+keyPart(a.ID))
				}
			}
		}
		for _, j := range c.p.Jobs {
			a, ok := c.p.Agents.Get(j.Agent)
			switch {
			case ok && a.OptOut == OptOutNotPossible:
			case len(r.Jobs) > 0 && !slices.Contains(r.Jobs, j.ID):
			case j.OptOut == OptOutNotPossible:
				noOptOut = append(noOptOut, "jobs."+keyPart(j.ID))
			default:
				optOut = append(optOut, "jobs."+keyPart(j.ID))
			}
		}
		if len(noOptOut) == 0 {
			continue
		}
		whose := noOptOut[0] + ".opt_out is"
		if len(noOptOut) > 1 {
			whose = "the opt_out of " + andList(noOptOut) + " is"
		}
		advice := "say in its who which sites may ask, e.g. those listed by mistake"
		switch {
		case len(optOut) > 0 && len(r.Jobs) == 0:
			advice += ", or name in its jobs those it is for (" + andList(optOut) + ")"
		case len(optOut) > 0:
			advice += ", or take " + andList(noOptOut) + " out of its jobs"
		}
		c.warn(fmt.Sprintf("contact.requests[%d].kind", i), "%q lets any site ask to be left alone, but %s \"not-possible\": the page states both as they are (%s; or leave the request out)", r.Kind, whose, advice)
	}
}

// andList joins names with ", " and a last " and ": "a", "a and b", "a, b and c".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// jobWhen warns of a job that does not state when it runs, whose row in the schedule then says
// only that it is not stated (new-user trial 21, finding 2: the cell was empty; a job without a
// schedule is legal, since nothing is forced), and checks that a job that runs continuously
// states no runs: a schedule rule or a number of runs a year contradicts it.
func (c *checker) jobWhen(path string, j Job) {
	if j.Continuous {
		if len(j.Cadence) > 0 {
			c.add(path+".continuous", "is set, but so is cadence: a job that runs continuously has no schedule rules (want one of the two)")
		}
		if j.RunsPerYear != nil {
			c.add(path+".continuous", "is set, but so is runs_per_year: a job that runs continuously has no runs to count (want one of the two)")
		}
		return
	}
	if len(j.Cadence) == 0 && len(j.Triggers) == 0 && len(j.StartedBy) == 0 && j.RunsPerYear == nil && len(j.Dates) == 0 {
		c.warn(path, "says nothing of when the job runs: the schedule says \"Not specified\" in its row (want cadence, continuous = true, triggers, started_by, runs_per_year or dates, whichever is true)")
	}
}

// jobsThatNeverStart reports a job whose every cadence rule runs it with another job (with), when
// no job those rules lead to starts on its own (a rule without with, a trigger, a manual start):
// jobs that run with each other and with nothing else never run, whatever the page says of them.
func (c *checker) jobsThatNeverStart() {
	byID := map[string]Job{}
	for _, j := range c.p.Jobs {
		byID[j.ID] = j
	}
	starts := map[string]bool{}
	for _, j := range c.p.Jobs {
		if len(j.Cadence) == 0 || len(j.Triggers) > 0 || j.ManualStart || slices.ContainsFunc(j.Cadence, func(r Cadence) bool { return r.With == "" }) {
			starts[j.ID] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for _, j := range c.p.Jobs {
			if !starts[j.ID] && slices.ContainsFunc(j.Cadence, func(r Cadence) bool { return starts[r.With] }) {
				starts[j.ID], changed = true, true
			}
		}
	}
	for _, j := range c.p.Jobs {
		if starts[j.ID] {
			continue
		}
		var with []string
		for _, r := range j.Cadence {
			if _, ok := byID[r.With]; !ok || r.With == j.ID {
				with = nil // an unknown job or the job itself, reported at the rule
				break
			}
			with = append(with, "jobs."+keyPart(r.With))
		}
		if with != nil {
			c.add("jobs."+keyPart(j.ID)+".cadence", "every rule runs the job with another one (%s), and none of the jobs they lead to starts on its own: the job never runs (give one of them a rule without with, a trigger or manual_start)", strings.Join(with, ", "))
		}
	}
}

func (c *checker) cadence(path string, r Cadence, self string) {
	if r.Every.IsZero() && len(r.EveryChoices) == 0 && r.At == nil && r.With == "" && r.MaxPerDay == 0 {
		c.add(path+".every", "missing (a cadence rule needs every, every_choices, at, with or max_per_day)")
	}
	if len(r.EveryChoices) > 0 {
		// Intervals of which the customer picks one (new-user trial 26, F-04).
		switch {
		case !r.Every.IsZero():
			c.add(path+".every_choices", "is set, but so is every (want every for one interval, every_choices for intervals of which the customer picks one)")
		case len(r.EveryChoices) == 1:
			c.add(path+".every_choices", "lists one interval, which is no choice (want every = %q, or two or more intervals)", r.EveryChoices[0])
		}
		if r.IsDefault {
			c.add(path+".is_default", "is set beside every_choices: the customer picks one of the intervals, none is a default (leave is_default out)")
		}
		if r.At != nil {
			c.add(path+".at", "is set beside every_choices: a start time runs once a day, not at an interval the customer picks (leave one of them out)")
		}
		for i, d := range r.EveryChoices {
			if slices.Index(r.EveryChoices, d) < i {
				c.add(fmt.Sprintf("%s.every_choices[%d]", path, i), "%s is listed twice", d)
			}
		}
	}
	// The checks of an interval read each of every_choices as they read every (t29b: they read
	// every alone, and "every_choices = [\"12ms\", \"1h\"]" passed).
	for _, iv := range r.intervals() {
		if iv.d.Duration < time.Second {
			// Runs of a job, not requests: a run more often than every second is a slip of the
			// unit ("12ns" or "12ms" for "12h"; new-user trial 20, finding 4), which the page
			// would state as written ("Every 0.000000001 seconds").
			c.warn(path+"."+iv.key, "%s between runs of a job is less than a second: the page states it as written (want the interval between runs you mean, e.g. \"12h\"; the time between requests is limits.min_interval)", iv.d)
		}
		if week := 7 * 24 * time.Hour; r.Days != 0 && r.Days != AllDays && iv.d.Duration > week && iv.d.Duration%week != 0 {
			// "Sun: every 30 days" cannot hold: each run falls on another weekday (new-user trial
			// 21, F3). From a day to a week, on one weekday, the page says "once a week" (weeklyOn).
			c.warn(path+"."+iv.key, "%s on some weekdays only (days = %q): a run every %s falls on another weekday each time, so the page's rule cannot hold on those days (want a multiple of 7 days, e.g. \"4w\" for every fourth week, or leave days out)", iv.d, r.Days, iv.d)
		}
	}
	if n := int(r.FromEachRegion); n != 0 {
		regions := c.p.Network.Regions
		switch {
		case n < 2:
			c.add(path+".from_each_region", "%d is not several regions (want 2 or more; for one region, leave it out)", n)
		case len(regions) > 0 && n > len(regions):
			// Fewer is "from 3 of these regions" (new-user trial 26, F-08: each check runs from
			// the regions its customer picks); more than the page names cannot be.
			ids := make([]string, len(regions))
			for i, g := range regions {
				ids[i] = g.ID
			}
			c.add(path+".from_each_region", "%d, but network.regions lists %d (%s): want %d or fewer, the regions the page names", n, len(regions), strings.Join(ids, ", "), len(regions))
		}
	}
	if r.At != nil && !r.Hours.IsZero() {
		c.add(path+".at", "is set, but so is hours (a rule runs at a time or within hours)")
	}
	if r.At != nil && *r.At == 24*60 {
		c.add(path+".at", "24:00 is not a start time (write 00:00)")
	}
	if !r.Hours.IsZero() {
		c.hours(path, []TimeRange{r.Hours}, r.Overnight, false)
	} else if r.Overnight {
		c.add(path+".overnight", "is set, but hours is not")
	}
	if r.StartsOnly && r.Hours.IsZero() {
		c.add(path+".starts_only", "is set, but hours is not")
	}
	c.occasionRefs(path+".occasions", r.Occasions)
	if (!r.FromBefore.IsZero() || !r.UntilAfter.IsZero()) && len(r.Occasions) == 0 {
		c.add(path+".occasions", "missing (from_before and until_after are relative to an occasion)")
	}
	if r.IsDefault && r.Every.IsZero() {
		c.add(path+".is_default", "is set, but every is not")
	}
	if r.With != "" {
		if r.With == self {
			c.add(path+".with", "names the job itself")
		} else {
			c.ref(path+".with", r.With, "jobs")
		}
	}
	c.label(path+".condition", r.Condition, false)
}

// schedule checks a retry schedule. A retry may wait as long as the one before it: a constant
// delay is a real policy ("twice, 10 minutes apart"), and RFC 9110 (§10.2.3 Retry-After, §9.2.2
// on retrying idempotent requests) asks for no growth. A wait shorter than the one before, or a
// repeating interval shorter than the last delay, retries faster after more failures, against the
// practice of backing off (RFC 8961 §4, requirement 4; RFC 8085 §3.1.3): legal, so a warning, and
// the page states it as it is.
func (c *checker) schedule(path string, delays []Duration, then Duration) {
	if len(delays) == 0 {
		c.add(path+".delays", "missing (want the waits before each retry, e.g. [\"15m\", \"1h\"])")
	}
	for i, d := range delays {
		dp := fmt.Sprintf("%s.delays[%d]", path, i)
		if d.IsZero() {
			c.add(dp, "is zero (a retry waits at least a moment)")
		}
		if i > 0 && d.Duration < delays[i-1].Duration {
			c.warn(dp, "%s is shorter than the wait before it, %s: retries usually wait as long or longer after each failure (RFC 8961 §4), and the page states it as it is", d, delays[i-1])
		}
	}
	if !then.IsZero() && len(delays) > 0 && then.Duration < delays[len(delays)-1].Duration {
		c.warn(path+".then_every", "%s is shorter than the last delay, %s: retries usually wait as long or longer after each failure (RFC 8961 §4), and the page states it as it is", then, delays[len(delays)-1])
	}
}

// reaction checks the reaction at path; job is the job it belongs to (jobs.X.reactions), empty
// for errors.reactions.
func (c *checker) reaction(path string, r Reaction, job string) {
	if len(r.On) == 0 {
		c.add(path+".on", "missing (want the conditions, e.g. [\"429\", \"503\"])")
	}
	unique(c, path+".on", r.On)
	set := 0
	for _, b := range []bool{!r.Pause.IsZero(), !r.MinPause.IsZero(), r.PauseUnpublished, r.StopsRun, r.PauseUntil != ""} {
		if b {
			set++
		}
	}
	if set == 0 {
		c.add(path+".pause", "missing (want pause, min_pause, pause_unpublished = true, pause_until, or stops_run = true)")
	} else if set > 1 {
		c.add(path+".pause", "set more than one of pause, min_pause, pause_unpublished, pause_until and stops_run")
	}
	switch r.PauseUntil {
	case PauseUntilWindowOpens:
		c.pauseUntilWindow(path, r, job)
	case PauseUntilNextRun:
		c.pauseUntilNextRun(path, r, job)
	}
	if slices.Contains(r.On, ConditionPaused) {
		// Pauses counted: only to end the run, so that no pause counts pauses.
		switch {
		case len(r.On) > 1:
			c.add(path+".on", "has \"paused\" beside other conditions: a reaction counts either the pauses of the others or responses (give the pauses a reaction of their own)")
		case !r.StopsRun:
			c.add(path+".on", "is [\"paused\"], which counts the pauses of the other reactions, but the reaction does not end the run (want stops_run = true and scope = \"run\")")
		}
		if r.Consecutive {
			c.add(path+".consecutive", "is set, but pauses do not come in a row of responses (leave it out)")
		}
	}
	if r.StopsRun && r.Scope != "" && r.Scope != ScopeRun {
		c.add(path+".scope", "is %q, but stops_run ends a run (want scope = \"run\")", r.Scope)
	}
	if r.StopsRun && r.RetryAfter {
		c.add(path+".retry_after", "is set, but stops_run ends the run: no pause for Retry-After to set")
	}
	if r.Threshold != 0 && r.Repeated {
		c.add(path+".repeated", "is set, but threshold gives the number")
	}
	if r.Consecutive && r.Threshold == 0 && !r.Repeated {
		c.add(path+".consecutive", "is set, but threshold is not")
	}
	if r.Within != "" && r.Threshold == 0 {
		c.add(path+".within", "is set, but threshold is not")
	}
	switch {
	case r.Scope == "" && r.StopsRun:
		c.add(path+".scope", "missing (stops_run ends a run: want scope = \"run\")")
	case r.Scope == "":
		c.add(path+".scope", "missing (what the pause stops: %s)", quoteList(Scope("").Values()))
	}
	if e := r.Escalation; e != nil {
		first := r.Pause
		if first.IsZero() {
			first = r.MinPause
		}
		if e.Factor != 0 && e.Factor < 2 {
			c.add(path+".escalation.factor", "%d does not make pauses longer (want 2 or more)", e.Factor)
		}
		if e.Factor == 0 {
			c.add(path+".escalation.factor", "missing (want how many times longer each pause is, e.g. 2)")
		}
		if e.Max.IsZero() {
			c.add(path+".escalation.max", "missing (want the longest pause)")
		} else if e.Max.Duration < first.Duration {
			c.add(path+".escalation.max", "%s is below the first pause %s", e.Max, first)
		}
		if r.PauseUnpublished {
			c.add(path+".escalation", "needs a published first pause")
		}
		if r.StopsRun {
			c.add(path+".escalation", "is set, but stops_run ends the run: no pause to make longer")
		}
		if r.PauseUntil != "" {
			c.add(path+".escalation", "is set, but pause_until ends the pause at a moment: no length to make longer (leave it out)")
		}
	}
	if r.RetryAfter && c.p.Errors.RetryAfter != RetryAfterUseHonoured {
		c.add(path+".retry_after", "is set, but errors.retry_after is not \"honoured\"")
	}
	c.jobRefs(path+".jobs", r.Jobs)
}

// pauseUntilWindow checks a reaction whose pause lasts until a window of kind "only" opens
// (pause_until = "window-opens"): every job it pauses (the job it belongs to, its jobs, or else
// every job) must run within such a window, and all within the same ones, so that the pause ends
// at one moment for the scope it holds and the page can name the window.
func (c *checker) pauseUntilWindow(path string, r Reaction, job string) {
	jobs := c.p.ReactionJobs(r, job)
	if len(jobs) == 0 {
		c.add(path+".pause_until", "is \"window-opens\", but the policy has no jobs, so no window of kind \"only\" bounds the hours of a fetch (want pause, or a job in a window of kind \"only\")")
		return
	}
	names := func(ws []Window) string {
		var out []string
		for _, w := range ws {
			out = append(out, "windows."+keyPart(w.ID))
		}
		if len(out) == 0 {
			return "none"
		}
		return strings.Join(out, ", ")
	}
	var without []string
	for _, j := range jobs {
		if len(c.p.OnlyWindows(j)) == 0 {
			without = append(without, "jobs."+keyPart(j))
		}
	}
	if len(without) > 0 {
		c.add(path+".pause_until", "is \"window-opens\", but %s %s in no window of kind \"only\", so no window opens to end the pause (want the job in the jobs of a window of kind \"only\", or a pause of a length)",
			strings.Join(without, ", "), map[bool]string{true: "runs", false: "run"}[len(without) == 1])
		return
	}
	first := names(c.p.OnlyWindows(jobs[0]))
	for _, j := range jobs[1:] {
		if n := names(c.p.OnlyWindows(j)); n != first {
			c.add(path+".pause_until", "is \"window-opens\", but the jobs it pauses run in different windows of kind \"only\" (jobs.%s: %s; jobs.%s: %s), so the pause would end at different moments (want a reaction of its own for each, with jobs)",
				keyPart(jobs[0]), first, keyPart(j), n)
			return
		}
	}
}

// pauseUntilNextRun checks a reaction whose pause lasts until the next run (pause_until =
// "next-run"; new-user trial 32, F-08): every job it pauses (the job it belongs to, its jobs, or
// else every job) must say what starts a run, so that there is a next run to end the pause; its
// scope cannot be the run itself (that ends the run: stops_run), and no Retry-After can set a
// length it does not have.
func (c *checker) pauseUntilNextRun(path string, r Reaction, job string) {
	if r.Scope == ScopeRun {
		c.add(path+".scope", "is \"run\", but pause_until = \"next-run\" holds what the scope names for the rest of the run, and a run held until the next one is a run that ends (want stops_run = true for the run, or a scope such as \"hostname\")")
	}
	if r.RetryAfter {
		c.add(path+".retry_after", "is set, but pause_until = \"next-run\" ends the pause when the next run starts: no length for Retry-After to set (leave it out, or want a pause of a length)")
	}
	jobs := c.p.ReactionJobs(r, job)
	if len(jobs) == 0 {
		c.add(path+".pause_until", "is \"next-run\", but the policy has no jobs, so no run of a job ends the pause (want a pause of a length, or a job with a cadence, triggers, started_by or runs_per_year)")
		return
	}
	var continuous, silent []string
	for _, id := range jobs {
		j, ok := c.p.Jobs.Get(id)
		switch {
		case !ok || j.StatesRuns():
		case j.Continuous:
			continuous = append(continuous, "jobs."+keyPart(id))
		default:
			silent = append(silent, "jobs."+keyPart(id))
		}
	}
	verb := func(names []string, one, many string) string {
		if len(names) == 1 {
			return one
		}
		return many
	}
	if len(continuous) > 0 {
		want := "want a pause of a length, or jobs naming only jobs with runs"
		if job != "" {
			want = "want a pause of a length"
		}
		c.add(path+".pause_until", "is \"next-run\", but %s %s continuously, without runs, so no next run ends the pause (%s)",
			strings.Join(continuous, ", "), verb(continuous, "runs", "run"), want)
	}
	if len(silent) > 0 {
		c.add(path+".pause_until", "is \"next-run\", but %s %s not say what starts a run (no cadence, triggers, started_by or runs_per_year), so no next run ends the pause (want a cadence, triggers, started_by or runs_per_year on the job, or a pause of a length)",
			strings.Join(silent, ", "), verb(silent, "does", "do"))
	}
}

func (c *checker) robotsTxt() {
	c.robotsTxtOf("robots_txt", c.p.RobotsTxt, func(string) bool { return true })
	c.robotsTxtUnread()
	c.everyJobNotRead()
	r := c.p.RobotsTxt
	if r.TDMReservation && len(c.p.Legal.TDMBasis) == 0 {
		c.add("robots_txt.tdm_reservation", "is set, but legal.tdm_basis names no legal basis")
	}
	if !r.TDMReservation && len(c.p.Legal.TDMBasis) > 0 {
		c.add("legal.tdm_basis", "is set, but robots_txt.tdm_reservation is not")
	}
	for _, a := range c.p.Agents {
		c.agentRobotsHandling("agents."+keyPart(a.ID), a)
	}
	// "honoured-if-longer" compares a Crawl-delay with the crawler's own interval: where that
	// interval counts page loads (limits.interval_unit) while a Crawl-delay spaces each request,
	// those for a page's embedded resources too, the two measure different things, and a shorter
	// Crawl-delay does slow the crawler down (it spaces the embedded resources), against what the
	// page would say (new-user trial 12, item 1).
	for _, a := range c.p.Agents {
		robots, set := overrideRobots(c.p.RobotsTxt, a.RobotsTxtHandling)
		if robots.CrawlDelay != CrawlDelayHonouredIfLonger || !c.ifLongerMeasuresApart(a) {
			continue
		}
		path := "robots_txt.crawl_delay"
		if set["crawl_delay"] {
			path = "agents." + keyPart(a.ID) + ".robots_txt_handling.crawl_delay"
		}
		c.add(path, "\"honoured-if-longer\" compares a Crawl-delay with the crawler's own interval, which counts page loads (limits.interval_unit = \"page-loads\"), but a Crawl-delay spaces each request of agents.%s, those for embedded resources too (want agents.%s.embedded.crawl_delay = \"not-applied\", so that it spaces page loads, or crawl_delay = \"honoured\")", keyPart(a.ID), keyPart(a.ID))
	}
	// "honoured" within stated bounds (crawl_delay_max) beside an interval of the crawler's own
	// that a Crawl-delay in those bounds may undercut: the crawler keeps the longer (package polite
	// does), so a shorter Crawl-delay changes nothing, which the page says only with
	// "honoured-if-longer" (newuser9, finding 7). Without bounds, "honoured" is the plain
	// statement of a policy that follows Crawl-delay, and no hint. Where no Crawl-delay in those
	// bounds can be longer than the interval, crawlDelayWithoutEffect refuses the policy instead.
	// The hint names "honoured-if-longer" only where no agent that takes the general handling
	// would then be refused by the rule above (new-user trial 15, finding 1: the warning's first
	// suggestion failed the build).
	if own := c.p.Limits.MinInterval; r.CrawlDelay == CrawlDelayHonoured && !r.CrawlDelayMax.IsZero() && own.Duration > r.CrawlDelayMin.Duration && own.Duration < r.CrawlDelayMax.Duration {
		want := fmt.Sprintf("crawl_delay = \"honoured-if-longer\", or crawl_delay_min = \"%s\"", own)
		for _, a := range c.p.Agents {
			if _, set := overrideRobots(c.p.RobotsTxt, a.RobotsTxtHandling); !set["crawl_delay"] && c.ifLongerMeasuresApart(a) {
				want = fmt.Sprintf("crawl_delay_min = \"%s\"; \"honoured-if-longer\" cannot be used here, since agents.%s counts its interval in page loads and a Crawl-delay spaces its embedded resources too", own, keyPart(a.ID))
				break
			}
		}
		c.warn("robots_txt.crawl_delay", "\"honoured\" beside limits.min_interval %s: a Crawl-delay shorter than %s does not make the crawler faster, since it keeps the longer of the two, but the page says so only with \"honoured-if-longer\" (want %s)", own, own, want)
	}
}

// ifLongerMeasuresApart reports whether, for agent a, "honoured-if-longer" would compare
// different things: the crawler's own interval counts page loads (limits.interval_unit) while a
// Crawl-delay spaces each request a obeys it for, those for a page's embedded resources too.
func (c *checker) ifLongerMeasuresApart(a Agent) bool {
	e := a.Embedded
	return c.p.Limits.IntervalUnit == LoadUnitPageLoads && c.p.ReadsCrawlDelay(a) && e != nil && e.Fetch == EmbeddedFetched && e.CrawlDelaySpaces()
}

// robotsTxtOf checks a robots.txt handling r (the global one, or an agent's over it) at path,
// reporting only the problems of the fields own says path sets.
func (c *checker) robotsTxtOf(path string, r RobotsTxt, own func(field string) bool) {
	add := func(field, format string, args ...any) {
		if own(strings.SplitN(field, "[", 2)[0]) {
			c.add(path+"."+field, format, args...)
		}
	}
	warn := func(field, format string, args ...any) {
		if own(field) {
			c.warn(path+"."+field, format, args...)
		}
	}
	if r.CacheFor.Duration > 24*time.Hour {
		warn("cache_for", "%s is longer than 24 hours, which RFC 9309 §2.4 advises against (crawlers SHOULD NOT use a cached copy longer): the page states it as it is", r.CacheFor)
	}
	if r.Unreachable == RobotsOutcomeAllowAll && r.Fallback == "" && c.someAgentObeysRobotsTxt() {
		// Against a MUST, as a cache of over 24 hours is against a SHOULD NOT: legal to state,
		// never blocking (audit 12, item 7). Beside a fallback, or where no agent obeys
		// robots.txt, it is an error already (below, robotsTxtUnread).
		warn("unreachable", "\"allow-all\" goes against RFC 9309 §2.3.1.4, under which a crawler MUST assume complete disallow while robots.txt is unreachable (a 5xx answer or a network error), and may treat it as unavailable only after a long time, such as 30 days: the page states it as it is (want \"disallow-all\")")
	}
	if r.CrawlDelayMax.Duration > 24*time.Hour {
		// A cap of days lets a site's Crawl-delay stop the crawler for that long between two
		// requests: likely a slip of the unit ("200y" for "200s"; new-user trial 20, finding 4).
		warn("crawl_delay_max", "%s is longer than a day: the page says a Crawl-delay line is honoured up to it, as written (want the cap you mean, e.g. \"60s\")", r.CrawlDelayMax)
	}
	if len(r.UnavailableStatuses) > 0 && r.Unavailable == "" {
		add("unavailable", "missing (unavailable_statuses are the exceptions to what the other 4xx statuses mean: want one of %s)", quoteList(RobotsOutcome("").Values()))
	}
	if r.MaxSize != 0 && r.MaxSize < 500*1024 {
		add("max_size", "%s is below the 500KiB every crawler must read (RFC 9309 §2.5)", r.MaxSize)
	}
	for i, s := range r.UnavailableStatuses {
		sp := fmt.Sprintf("unavailable_statuses[%d]", i)
		if s < 400 || s > 499 {
			add(sp, "%d is not a 4xx status (5xx already means unreachable, RFC 9309 §2.3.1.4)", s)
		}
		if slices.Index(r.UnavailableStatuses, s) < i {
			add(sp, "%d is listed twice", s)
		}
	}
	if r.MaxRedirects > 0 && r.MaxRedirects < 5 {
		add("max_redirects", "%d is below the 5 redirects RFC 9309 §2.3.1.2 asks crawlers to follow", r.MaxRedirects)
	}
	honoured := r.CrawlDelay == CrawlDelayHonoured || r.CrawlDelay == CrawlDelayHonouredIfLonger
	for _, f := range []struct {
		name string
		set  bool
	}{
		{"crawl_delay_max", !r.CrawlDelayMax.IsZero()},
		{"crawl_delay_min", !r.CrawlDelayMin.IsZero()},
		{"crawl_delay_whole_seconds", r.CrawlDelayWholeSeconds},
		{"crawl_delay_key", r.CrawlDelayKey != ""},
	} {
		switch {
		case !f.set || honoured:
		case r.CrawlDelay == CrawlDelayIgnored:
			add(f.name, "is set, but crawl_delay is \"ignored\"")
		case f.name != "crawl_delay_max": // a cap without crawl_delay was allowed before
			add(f.name, "is set, but crawl_delay is not (want crawl_delay = \"honoured\" or \"honoured-if-longer\")")
		}
	}
	if r.CrawlDelayAboveMax != "" && r.CrawlDelayMax.IsZero() {
		add("crawl_delay_above_max", "is set, but crawl_delay_max is not (want the longest Crawl-delay honoured, e.g. \"60s\")")
	}
	if !r.CrawlDelayMax.IsZero() && r.CrawlDelayAboveMax == "" && r.CrawlDelay != CrawlDelayIgnored {
		// A longer Crawl-delay is counted as the cap (package polite must do something with it),
		// but the operator did not say so: the page states only the cap, never a default
		// (new-user trial 20, finding 18).
		warn("crawl_delay_max", "%s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to %s and nothing of a longer one, while package polite counts a longer one as %s (want crawl_delay_above_max = \"capped\", as polite does, or \"ignored\")", r.CrawlDelayMax, r.CrawlDelayMax, r.CrawlDelayMax)
	}
	// unreachable and fallback both say what an unreachable robots.txt means while no copy is in
	// force, and fallback wins (package polite checks it first): beside unreachable = "allow-all",
	// either fallback ("disallow-all", "defer") contradicts it, and the page would state both
	// answers (new-user trial 13, finding 2). Reported at fallback, or at unreachable where an
	// agent's handling sets that alone over a general fallback.
	if r.Unreachable == RobotsOutcomeAllowAll && r.Fallback != "" && (own("fallback") || own("unreachable")) {
		at := func(field string) string {
			if own(field) {
				return path + "." + field
			}
			return "robots_txt." + field
		}
		field, value, other, otherValue := at("fallback"), string(r.Fallback), at("unreachable"), string(r.Unreachable)
		if !own("fallback") {
			field, value, other, otherValue = other, otherValue, field, value
		}
		c.add(field, "%q beside %s = %q: both say what an unreachable robots.txt (HTTP 5xx or a network error) means while no copy is in force, with opposite answers; the crawler follows fallback, so \"allow-all\" would never hold, though the page would state it (want unreachable = \"disallow-all\", or fallback removed)",
			value, other, otherValue)
	}
	if !r.KeepLastGoodFor.IsZero() && !r.KeepLastGood {
		add("keep_last_good_for", "is set, but keep_last_good is not (set keep_last_good = true)")
	}
	if !r.KeepLastGoodFor.IsZero() && !r.CacheFor.IsZero() && r.KeepLastGoodFor.Duration <= r.CacheFor.Duration {
		add("keep_last_good_for", "%s is not longer than cache_for %s, within which the copy is used anyway (want a longer time, e.g. \"30d\", or leave it out)", r.KeepLastGoodFor, r.CacheFor)
	}
	if !r.CrawlDelayMin.IsZero() && !r.CrawlDelayMax.IsZero() && r.CrawlDelayMin.Duration > r.CrawlDelayMax.Duration {
		add("crawl_delay_min", "%s is longer than crawl_delay_max %s", r.CrawlDelayMin, r.CrawlDelayMax)
	}
	if k := r.CrawlDelayKey; k != "" && k != ScopeHostname && k != ScopeSite && k != ScopeServer {
		add("crawl_delay_key", "%q is not a key a Crawl-delay spaces requests per (want \"hostname\", \"site\" or \"server\")", k)
	}
	if !r.TakesEffectWithin.IsZero() && r.TakesEffectWithin.Duration < r.CacheFor.Duration {
		if own("takes_effect_within") {
			add("takes_effect_within", "%s is shorter than cache_for %s: a copy is used that long", r.TakesEffectWithin, r.CacheFor)
		} else {
			add("cache_for", "%s is longer than takes_effect_within %s, which holds for this agent too: a change would take that long", r.CacheFor, r.TakesEffectWithin)
		}
	}
}

func (c *checker) errors() {
	e := c.p.Errors
	if r := e.Retries; r != nil {
		if len(r.On) == 0 {
			c.add("errors.retries.on", "missing (want the conditions retried, e.g. [\"network-error\", \"5xx\"])")
		}
		unique(c, "errors.retries.on", r.On)
		if i := slices.Index(r.On, ConditionPaused); i >= 0 {
			c.add(fmt.Sprintf("errors.retries.on[%d]", i), "\"paused\" is a pause of fetching, not an answer to a request: no request is retried on it")
		}
		c.schedule("errors.retries", r.Delays, Duration{})
		if n := len(c.p.Network.Regions); r.FromOtherRegion && n < 2 {
			// A retry from another region needs one to come from (new-user trial 26, F-12).
			c.add("errors.retries.from_other_region", "is true, but network.regions lists %d (want two or more regions, each with its addresses, or leave from_other_region out)", n)
		}
	}
	c.neverRetried(e)
	if !e.RetryAfterMax.IsZero() && e.RetryAfter != RetryAfterUseHonoured {
		c.add("errors.retry_after_max", "is set, but retry_after is not \"honoured\"")
	}
	for i, r := range e.Reactions {
		c.reaction(fmt.Sprintf("errors.reactions[%d]", i), r, "")
		// A cap on Retry-After below the pause without the header makes a site that asks for a
		// longer wait get a shorter one than a site that asks for nothing (new-user trial 25, F-13):
		// legal, but most likely a slip.
		if r.RetryAfter && !e.RetryAfterMax.IsZero() && r.Pause.Duration > e.RetryAfterMax.Duration {
			c.warn("errors.retry_after_max", "%s is shorter than errors.reactions[%d].pause %s: a site that sends Retry-After would get a shorter pause than one that does not (want at least %s)", e.RetryAfterMax, i, r.Pause, r.Pause)
		}
	}
	for i, l := range e.ContinuesDuringPause {
		c.label(fmt.Sprintf("errors.continues_during_pause[%d]", i), l, true)
	}
	c.slowDown()
}

// neverRetried checks errors.never_retried: HTTP error statuses, each once, none that
// errors.retries.on names by itself; 429 and 503, which RFC 6585 §4 and RFC 9110 §15.6.4 describe
// as temporary, with a warning.
func (c *checker) neverRetried(e Errors) {
	for i, s := range e.NeverRetried {
		sp := fmt.Sprintf("errors.never_retried[%d]", i)
		switch {
		case s < 400 || s > 599:
			c.add(sp, "%d is not an HTTP error status (want a status from 400 to 599, e.g. 404, 410 or 451)", s)
			continue
		case slices.Index(e.NeverRetried, s) < i:
			c.add(sp, "%d is listed twice", s)
			continue
		}
		if r := e.Retries; r != nil && slices.Contains(r.On, Condition(strconv.Itoa(s))) {
			c.add(sp, "%d is also in errors.retries.on, which retries it (remove it from one of the two)", s)
			continue
		}
		switch s {
		case 429:
			c.warn(sp, "429 asks the client to wait and try again (RFC 6585 §4): the page states that such a request is never retried, as it is")
		case 503:
			c.warn(sp, "503 is a temporary condition that a later request may not meet (RFC 9110 §15.6.4): the page states that such a request is never retried, as it is")
		}
	}
}

func (c *checker) commitments() {
	cm := c.p.Commitments
	unique(c, "commitments.promises", cm.Promises)
	if r := cm.ComparisonRequest; r != nil {
		if r.UserAgent == "" {
			c.add("commitments.comparison_request.user_agent", "missing")
		}
		if r.Max == 0 {
			c.add("commitments.comparison_request.max", "missing")
		}
		if len(r.Per) == 0 {
			c.add("commitments.comparison_request.per", "missing (what max is counted per, e.g. [\"server\", \"sync\"])")
		}
		unique(c, "commitments.comparison_request.per", r.Per)
	}
	if x := cm.Exceptions; x != nil {
		if len(x.For) > 0 && !x.WrittenApproval {
			// For narrows an exception that needs written approval; without that approval it
			// would say that the crawler disregards robots.txt for these, which it does not mean.
			c.add("commitments.exceptions.for", "is set, but commitments.exceptions.written_approval is not (for says what an exception that needs the site's written approval may cover: set written_approval = true, or leave for out)")
		}
		for i, l := range x.For {
			c.label(fmt.Sprintf("commitments.exceptions.for[%d]", i), l, true)
		}
	}
	for _, a := range c.p.Agents {
		for i, pr := range a.Promises {
			if slices.Contains(cm.Promises, pr) {
				c.add(fmt.Sprintf("agents.%s.promises[%d]", keyPart(a.ID), i), "%q already holds for every agent (commitments.promises)", pr)
			}
		}
	}
	c.formPromises("commitments.promises", cm.Promises, nil)
	c.republishedPromises("commitments.promises", cm.Promises)
	for _, a := range c.p.Agents {
		c.formPromises(fmt.Sprintf("agents.%s.promises", keyPart(a.ID)), a.Promises, cm.Promises)
		c.republishedPromises(fmt.Sprintf("agents.%s.promises", keyPart(a.ID)), a.Promises)
	}
	c.blockMeans()
}

// formPromises refuses "no-forms" and "no-form-submission" said of the same crawler, in list
// (at path) or in list and common (commitments.promises, which hold for every agent): a crawler
// that fills in no form submits none, so the page would say the lesser promise beside the
// greater, and the operator keeps the one that holds (trial 28, F-10).
func (c *checker) formPromises(path string, list, common []Promise) {
	for i, pr := range list {
		var other Promise
		switch pr {
		case PromiseNoForms:
			other = PromiseNoFormSubmission
		case PromiseNoFormSubmission:
			other = PromiseNoForms
		default:
			continue
		}
		where := ""
		if j := slices.Index(list, other); j >= 0 && j < i {
			where = fmt.Sprintf("%s[%d]", path, j)
		} else if j := slices.Index(common, other); j >= 0 {
			where = fmt.Sprintf("commitments.promises[%d]", j)
		} else {
			continue
		}
		c.add(fmt.Sprintf("%s[%d]", path, i), "%q is said beside %q (%s): \"no-forms\" says that the crawler fills in no form, \"no-form-submission\" only that it never submits one (keep the one that holds)", pr, other, where)
	}
}

// republishedPromises refuses "shared-with-customers-only" and "not-republished" (in list, at
// path) beside operator.republishes, which says that the operator publishes the data it collects
// at an address anyone can visit (new-user trial 30, F-08).
func (c *checker) republishedPromises(path string, list []Promise) {
	if c.p.Operator.Republishes == "" {
		return
	}
	for i, pr := range list {
		if pr == PromiseSharedWithCustomersOnly || pr == PromiseNotRepublished {
			c.add(fmt.Sprintf("%s[%d]", path, i), "%q contradicts operator.republishes (%s), which says that the data collected is published there (keep the one that holds)", pr, c.p.Operator.Republishes)
		}
	}
}

// blockMeans checks commitments.block_means and block_statuses, what the promise stop-on-block
// counts as a block: only beside that promise, robots.txt only where an agent reads it, and no
// status that errors.reactions answers with a pause (the page would say both).
func (c *checker) blockMeans() {
	cm := c.p.Commitments
	if len(cm.BlockMeans) == 0 && len(cm.BlockStatuses) == 0 {
		return
	}
	promised := slices.Contains(cm.Promises, PromiseStopOnBlock) || slices.ContainsFunc(c.p.Agents, func(a Agent) bool { return slices.Contains(a.Promises, PromiseStopOnBlock) })
	if !promised {
		path := "commitments.block_means"
		if len(cm.BlockMeans) == 0 {
			path = "commitments.block_statuses"
		}
		c.add(path, "says what counts as a block, but no promise is \"stop-on-block\" (add it to commitments.promises or an agent's promises, or remove this key)")
	}
	unique(c, "commitments.block_means", cm.BlockMeans)
	for i, m := range cm.BlockMeans {
		if m == BlockMeansRobotsTxt && !c.p.ReadsRobotsTxt() {
			c.add(fmt.Sprintf("commitments.block_means[%d]", i), "%q, but no agent reads robots.txt (robots_txt.check, or an agent's robots_txt)", m)
		}
	}
	for i, s := range cm.BlockStatuses {
		sp := fmt.Sprintf("commitments.block_statuses[%d]", i)
		switch {
		case s < 400 || s > 599:
			c.add(sp, "%d is not an HTTP error status (want a status from 400 to 599, e.g. 401, 403 or 410)", s)
			continue
		case slices.Index(cm.BlockStatuses, s) < i:
			c.add(sp, "%d is listed twice", s)
			continue
		}
		on := func(cs []Condition) bool {
			return slices.Contains(cs, Condition(strconv.Itoa(s))) || s >= 500 && slices.Contains(cs, ConditionStatus5xx)
		}
		if j := slices.IndexFunc(c.p.Errors.Reactions, func(r Reaction) bool { return on(r.On) }); j >= 0 {
			c.add(sp, "%d counts as a block, but errors.reactions[%d] pauses on it (remove it from one of the two)", s, j)
		} else if r := c.p.Errors.Retries; r != nil && on(r.On) {
			c.add(sp, "%d counts as a block, but errors.retries.on retries it (remove it from one of the two)", s)
		}
	}
}

// spdxID is the syntax of an SPDX license identifier (SPDX specification, Annex A: idstring,
// letters, digits, "." and "-"), with an optional "+".
var spdxID = lazyre.New(`^[A-Za-z0-9][A-Za-z0-9.-]*\+?$`)

// spdxShortForms are common ways of writing a licence that are not its SPDX identifier, each with
// the identifier meant (the latest version where the form names none).
var spdxShortForms = map[string]string{
	"cc0": "CC0-1.0", "cc0 1.0": "CC0-1.0", "cc-0": "CC0-1.0", "public domain": "CC0-1.0",
	"cc-by": "CC-BY-4.0", "cc by": "CC-BY-4.0", "cc by 4.0": "CC-BY-4.0", "cc-by 4.0": "CC-BY-4.0",
	"cc-by-sa": "CC-BY-SA-4.0", "cc by-sa": "CC-BY-SA-4.0", "cc by-sa 4.0": "CC-BY-SA-4.0",
	"odbl": "ODbL-1.0", "odc-by": "ODC-By-1.0", "pddl": "PDDL-1.0",
}

// republishesLicense checks operator.republishes_license: only beside republishes, an SPDX
// identifier, with the one meant where a common short form is written instead.
func (c *checker) republishesLicense(o Operator) {
	l := o.RepublishesLicense
	switch {
	case l == "":
	case o.Republishes == "":
		c.add("operator.republishes_license", "is set, but republishes is not (want the address where the operator republishes the data)")
	case spdxShortForms[strings.ToLower(strings.TrimSpace(l))] != "":
		c.add("operator.republishes_license", "%q is not an SPDX license identifier (did you mean %q?)", l, spdxShortForms[strings.ToLower(strings.TrimSpace(l))])
	case !spdxID.MatchString(l):
		c.add("operator.republishes_license", "%q is not an SPDX license identifier (want one from https://spdx.org/licenses/, e.g. \"CC0-1.0\" or \"CC-BY-4.0\")", l)
	}
}

// republishesContents checks operator.republishes_contents: only beside republishes, each value
// once.
func (c *checker) republishesContents(o Operator) {
	if len(o.RepublishesContents) > 0 && o.Republishes == "" {
		c.add("operator.republishes_contents", "is set, but republishes is not (want the address where the operator republishes the data, e.g. republishes = \"https://data.example.org/\")")
	}
	uniqueQuoted(c, "operator.republishes_contents", o.RepublishesContents)
}

func (c *checker) legal() {
	unique(c, "legal.tdm_basis", c.p.Legal.TDMBasis)
	unique(c, "legal.opt_out_removed_from", c.p.Legal.OptOutRemovedFrom)
	unique(c, "legal.removal_opt_outs", c.p.Legal.RemovalOptOuts)
	if len(c.p.Legal.RemovalOptOuts) > 0 && c.p.Legal.RemovedAfterOptOut.IsZero() {
		c.add("legal.removal_opt_outs", "is set, but removed_after_opt_out is not (want how long after an opt-out the data is removed, e.g. \"30d\")")
	}
	unique(c, "legal.opt_out_unchanged", c.p.Legal.OptOutUnchanged)
	if len(c.p.Legal.OptOutRemovedFrom) > 0 && c.p.Legal.RemovedAfterOptOut.IsZero() {
		c.add("legal.opt_out_removed_from", "is set, but removed_after_opt_out is not (want how long after an opt-out the data is removed, e.g. \"30d\")")
	}
	for i, r := range c.p.Legal.Retention {
		path := fmt.Sprintf("legal.retention[%d]", i)
		if r.What == "" {
			c.add(path+".what", "missing (want one of %s)", quoteList(RetainedData("").Values()))
		}
		switch {
		case r.WhileListed && !r.KeepFor.IsZero():
			c.add(path+".keep_for", "is set, but so is while_listed (keep the one the operator states)")
		case r.Indefinitely && !r.KeepFor.IsZero():
			c.add(path+".keep_for", "is set, but so is indefinitely (keep the one the operator states)")
		case r.Indefinitely && r.WhileListed:
			c.add(path+".while_listed", "is set, but so is indefinitely (keep the one the operator states)")
		case !r.WhileListed && !r.Indefinitely && r.KeepFor.IsZero():
			c.add(path+".keep_for", "missing (want the longest time the data is kept, e.g. \"14d\", while_listed = true where it is kept while its URL is listed in the service, or indefinitely = true where it is kept without a time limit)")
		}
		if r.What == RetainedDataPublishedDataset {
			// How long an entry stays in the republished dataset (trial 29, F-14).
			if c.p.Operator.Republishes == "" {
				c.add(path+".what", "is \"published-dataset\", but operator.republishes is not set (want the address where the operator republishes the data, e.g. republishes = \"https://data.example.org/\")")
			}
			if r.WhileListed {
				c.add(path+".while_listed", "is set, but what is \"published-dataset\": a dataset is not a service that lists URLs (want keep_for, e.g. \"5y\", or indefinitely = true)")
			}
		}
		if r.AfterJob != "" {
			// A period counted from a job's end (new-user trial 27, F-05).
			switch _, _, ok := c.p.JobEnd(r.AfterJob); {
			case !slices.ContainsFunc(c.p.Jobs, func(j Job) bool { return j.ID == r.AfterJob }):
				c.ref(path+".after_job", r.AfterJob, "jobs")
			case !ok:
				c.add(path+".after_job", "jobs.%s states no dates with a year, so the page could not say when the period starts (want dates = [{ from = 2027-01-11, until = 2027-04-09 }] on the job, after in place of after_job to name the period in words, e.g. after = { en = \"the monitoring period\", … }, or leave after_job out to count from the fetch)", keyPart(r.AfterJob))
			}
			if r.WhileListed || r.Indefinitely {
				c.add(path+".after_job", "is set beside %s, which states no period to count from the job's end (want keep_for, e.g. \"1y\")", map[bool]string{true: "while_listed", false: "indefinitely"}[r.WhileListed])
			}
		}
		if r.After != nil {
			// A period counted from the end of a period named in words (new-user trial 31, F-04).
			c.label(path+".after", r.After, false)
			switch {
			case r.AfterJob != "":
				c.add(path+".after", "is set, but so is after_job (keep the one the operator states: after_job for a job whose dates have a year, after for a period named in words)")
			case r.WhileListed || r.Indefinitely:
				c.add(path+".after", "is set beside %s, which states no period to count from its end (want keep_for, e.g. \"5y\")", map[bool]string{true: "while_listed", false: "indefinitely"}[r.WhileListed])
			}
		}
		for _, prev := range c.p.Legal.Retention[:i] {
			if prev.What == r.What && r.What != "" {
				c.add(path+".what", "%q is listed twice", r.What)
			}
		}
	}
}

// MaxSnippetName is the longest name of a snippet, in characters (ASCII letters, digits, "-" and
// "_"): it becomes the file robots/NAME.txt, and file systems allow 255 bytes in a name.
const MaxSnippetName = 64

// dotSegmentsRemoved is a snippet path with its "." and ".." segments removed as a client removes
// them from a URL before it requests it (RFC 3986 §5.2.4, robots.RemoveDotSegments), up to a "*",
// "$" or "?", which the rule keeps as written.
func dotSegmentsRemoved(p string) string {
	end := len(p)
	if i := strings.IndexAny(p, "?*$"); i >= 0 {
		end = i
	}
	return robots.RemoveDotSegments(p[:end]) + p[end:]
}

func (c *checker) snippets() {
	for i, s := range c.p.Snippets {
		path := "snippets." + keyPart(s.ID)
		c.key(path, s.ID)
		if len(s.ID) > MaxSnippetName {
			c.add(path, "%d characters long; a snippet's name becomes its file robots/NAME.txt, so it has at most %d", len(s.ID), MaxSnippetName)
		}
		// Each snippet is published as robots/<name>.txt; names that differ only in case are one
		// file where the file system ignores case.
		for _, prev := range c.p.Snippets[:i] {
			if prev.ID != s.ID && strings.EqualFold(prev.ID, s.ID) {
				c.add(path, "%q differs from snippets.%s only in letter case, but each snippet is published as robots/<name>.txt, and robots/%s.txt and robots/%s.txt are one file on macOS and Windows (give it a name that differs in letters)", s.ID, keyPart(prev.ID), s.ID, prev.ID)
				break
			}
		}
		c.label(path+".label", s.Label, true)
		if len(s.Agents) == 0 {
			c.add(path+".agents", "missing (want the agents the snippet shuts out)")
		}
		c.agentRefs(path+".agents", s.Agents)
		for i, a := range s.Agents {
			if slices.Index(s.Agents, a) < i {
				c.add(fmt.Sprintf("%s.agents[%d]", path, i), "%q is listed twice", a)
			}
			if j := slices.IndexFunc(c.p.Agents, func(x Agent) bool { return x.ID == a }); j >= 0 && c.p.Agents[j].Token == "" {
				c.add(fmt.Sprintf("%s.agents[%d]", path, i), "%q has no product token, so no robots.txt group can name it (give it a token, or leave it out of the snippet)", a)
			} else if j >= 0 && c.p.Agents[j].Token.RFC9309() == "" {
				// A token such as "MJ12bot" is proven as a parser reads it ("MJ", the warning on
				// agents.X.token); one that starts with a digit or a dot is read as no token at all.
				c.add(fmt.Sprintf("%s.agents[%d]", path, i), "%q has the token %q, from which an RFC 9309 parser reads no product token (letters, \"_\" and \"-\", §2.2.1), so no robots.txt group can name it (give agents.%s a token that starts with a letter, or leave it out of the snippet)", a, c.p.Agents[j].Token, keyPart(a))
			} else if j >= 0 && c.p.Agents[j].OptOut == OptOutNotPossible {
				c.add(fmt.Sprintf("%s.agents[%d]", path, i), "%q is an agent a site cannot opt out of (agents.%s.opt_out = \"not-possible\"), so no snippet shuts it out: leave it out of the snippet", a, keyPart(a))
			} else if j >= 0 && c.p.Agents[j].RobotsTxt == RobotsUseNotRead {
				c.add(fmt.Sprintf("%s.agents[%d]", path, i), "%q does not obey robots.txt (agents.%s.robots_txt = \"not-read\"), so no snippet shuts it out: say what works instead (agents.%s.refuse_with, contact.requests)", a, keyPart(a), keyPart(a))
			}
		}
		if len(s.Paths) == 0 {
			c.add(path+".paths", "missing (want the paths it disallows, [\"/\"] for the whole site, or [\"\"] for a group that lets the agents in: an empty Disallow line)")
		}
		for i, p := range s.Paths {
			pp := fmt.Sprintf("%s.paths[%d]", path, i)
			if p == "" {
				if len(s.Paths) > 1 {
					c.add(pp, "\"\" is an empty Disallow line, which lets the agents fetch everything: list it alone")
				}
				continue
			}
			if u, err := url.Parse(p); err == nil && u.Scheme != "" && u.Host != "" {
				c.add(pp, "%q is a URL, but a rule holds only the path (RFC 9309 §2.2.2; write %q)", p, u.RequestURI())
			} else if !strings.HasPrefix(p, "/") {
				c.add(pp, "%q does not start with \"/\" (RFC 9309 §2.2.2: a path pattern starts with \"/\"; write %q)", p, "/"+strings.TrimLeft(p, "/"))
			}
			if clean := dotSegmentsRemoved(p); clean != p && strings.HasPrefix(p, "/") {
				c.add(pp, "%q holds a dot segment, which no client requests: it removes them first, so the rule would match nothing (RFC 3986 §5.2.4; write %q)", p, clean)
			}
			if strings.Contains(strings.TrimSuffix(p, "$"), "$") {
				c.add(pp, "%q has \"$\" before its end, where robots.txt would read it literally (RFC 9309 §2.2.3: \"$\" ends a pattern; write a literal one as \"%%24\")", p)
			}
			if bad, ok := badPercent(p); ok {
				c.add(pp, "%q holds %q, which is no percent-encoding (\"%%\" and two hexadecimal digits, RFC 3986 §2.1), so no URL a client requests holds it, and robots.txt parsers differ on it (RFC 9309 §2.2.2 compares percent-encoded octets): one reads a literal \"%%\" (\"%%25\"), another compares it as written and matches nothing (write a literal \"%%\" as \"%%25\": %q)", p, bad, strings.ReplaceAll(p, bad, "%25"+bad[1:]))
			}
			if strings.TrimRight(strings.TrimSuffix(p, "$"), "*") == "/robots.txt" {
				c.add(pp, "%q matches robots.txt itself, which a crawler may always fetch (RFC 9309 §2.2.2: /robots.txt is implicitly allowed), so the snippet would claim to block what no rule can", p)
			}
			if p == "/" && len(s.Paths) > 1 {
				c.add(pp, "\"/\" blocks the whole site: list it alone (or drop it to block only the other paths)")
			}
			if strings.ContainsFunc(p, func(r rune) bool { return r <= ' ' || r == 0x7f || r == '#' }) {
				c.add(pp, "%q contains a space, a control character or \"#\", which robots.txt cannot carry", p)
			}
			if slices.Index(s.Paths, p) < i {
				c.add(pp, "%q is listed twice", p)
			}
		}
		// A snippet whose paths use "*" or "$" is proven as RFC 9309 reads them; a crawler whose
		// robots.txt handling is stated without them (robots_txt.wildcards) may read the path
		// literally, so the proof would not read the file as that crawler does: refused, not offered
		// as tested. Checked here with the paths' own problems, so that one run reports them all
		// (new-user trial 22, F-11).
		var special []string
		for _, p := range s.Paths {
			if strings.ContainsAny(p, "*$") {
				special = append(special, strconv.Quote(p))
			}
		}
		var literal []string
		var from []string
		for _, id := range s.Agents {
			a, ok := c.p.Agents.Get(id)
			if !ok || len(special) == 0 {
				continue
			}
			if e, err := c.p.Effective(id, "", ""); err == nil && e.RobotsTxt.Read && e.RobotsTxt.Check != "" && !e.RobotsTxt.Wildcards {
				literal = append(literal, string(a.Token))
				from = append(from, readingFrom(a)...)
				from = append(from, "agents."+keyPart(id)+".robots_txt_handling")
			}
		}
		if len(literal) > 0 {
			c.addFrom(from, path, "the paths %s use the special characters \"*\" or \"$\", but robots_txt.wildcards does not state that they are evaluated for %s: the proof would not read the file as the crawler does (want robots_txt.wildcards = true, or paths without \"*\" and \"$\")", strings.Join(special, ", "), strings.Join(literal, ", "))
		}
		// An agent that stops fetching a site at any Disallow cannot be shut out of only some paths:
		// the snippet would claim less than it does.
		if len(s.Paths) > 0 && !slices.Contains(s.Paths, "/") && !slices.Contains(s.Paths, "") {
			for i, id := range s.Agents {
				j := slices.IndexFunc(c.p.Agents, func(a Agent) bool { return a.ID == id })
				if j >= 0 && slices.Contains(c.p.Agents[j].OnDisallow, DisallowEffectStopAll) {
					c.add(fmt.Sprintf("%s.agents[%d]", path, i), "%q stops every request to a site whose robots.txt disallows anything for it (agents.%s.on_disallow has \"stop-all\"), so this snippet would shut it out of the whole site, not only out of %s: block \"/\" for it, or, if it skips only what is disallowed, write on_disallow = [\"skip-path\"]", id, keyPart(id), strings.Join(s.Paths, ", "))
				}
			}
		}
		for i, a := range s.AlsoBlock {
			if blank(a) {
				c.add(fmt.Sprintf("%s.also_block[%d]", path, i), "%s", emptyWhy(a))
			}
		}
	}
}

// badPercent returns the first "%" of path with what follows it, up to two characters, where they
// are not two hexadecimal digits (RFC 3986 §2.1: pct-encoded = "%" HEXDIG HEXDIG), and whether
// there is one.
func badPercent(path string) (string, bool) {
	for i := strings.IndexByte(path, '%'); i >= 0; {
		end := min(i+3, len(path))
		if end-i < 3 || !isHex(path[i+1]) || !isHex(path[i+2]) {
			return path[i:end], true
		}
		j := strings.IndexByte(path[end:], '%')
		if j < 0 {
			break
		}
		i = end + j
	}
	return "", false
}

// numberRuns yields the start and end of each number in t as a label could write one, in order:
// characters of Unicode category N (decimal digits of any script, superscripts, Roman numerals,
// fractions), with the separators between them that numbers carry (. , : and the no-break
// spaces U+00A0 and U+202F). It finds what regexp's FindAllStringIndex finds of
// \p{N}+(?:[.,:\x{00A0}\x{202F}]\p{N}+)* (TestNumberRuns), without compiling the expression in
// every run that loads a policy (issue 13).
func numberRuns(t string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		isSeparator := func(r rune) bool {
			return r == '.' || r == ',' || r == ':' || r == '\u00a0' || r == '\u202f'
		}
		for i := 0; i < len(t); {
			r, w := utf8.DecodeRuneInString(t[i:])
			if !unicode.IsNumber(r) {
				i += w
				continue
			}
			start := i
			for i += w; i < len(t); {
				r, w := utf8.DecodeRuneInString(t[i:])
				if unicode.IsNumber(r) {
					i += w
					continue
				}
				if next, _ := utf8.DecodeRuneInString(t[i+w:]); isSeparator(r) && unicode.IsNumber(next) {
					i += w
					continue
				}
				break
			}
			if !yield(start, i) {
				return
			}
		}
	}
}

// labelNumber returns the first quantity of a label's text (Quantities), or "": unit says whether
// it is a number with its unit ("5s", "10MB", "6am", "18h30", "2x", "10k", "1st") or a number
// standing as a word of its own.
func labelNumber(t string) (n string, unit bool) {
	for start, end := range Quantities(t) {
		last, _ := utf8.DecodeLastRuneInString(t[start:end])
		return t[start:end], !unicode.IsNumber(last)
	}
	return "", false
}

// lawDesignations are the words, in the site's languages, that name a part of a law or an act by
// the number after them: "Article 8", "Art. 6", "Artikel 8", "article 8", "art. 8", "Abs. 1",
// "ust. 1", "paragraphe 1", "§ 5" (matched without regard to case, after no letter).
var lawDesignations = []string{
	"article", "articles", "art.", "arts.", "artikel", "artikels", "artykuł", "artykułu", "artykule",
	"abs.", "absatz", "ust.", "ustęp", "paragraph", "para.", "paragraphe", "§", "§§",
}

// Quantities yields, in order, the start and end (byte offsets) of each number that t states as
// a quantity, the kind of number that a label or the operator's prose may not hold, since the
// pages prove every number they show against what the crawler keeps. A number is a run of
// characters of Unicode category N with the separators numbers carry (numberRuns); its end
// includes a unit or multiplier written right after it ("5s", "10MB", "6am", "2x", "1st").
//
// A number that is part of a name is no quantity and is not yielded:
//   - with a letter right before it (IPv4, MJ12bot, Web3), or right after it where that is no
//     unit (360Spider, 3D, 4K);
//   - joined by "/" or "-" to a name before it, where no unit follows (HTTP/2, HTTP/1.1, UTF-8,
//     ISO-8859-1, COVID-19);
//   - the number of a standard after its series, a word of two or more capitals, and one space
//     (RFC 9116, ISO 8601, EN 301 549, WCAG 2.1, with a no-break space too: "RFC\u00a09116");
//     the number of an act after the abbreviation of its issuer in parentheses and one space
//     ("(EU) 2018/1524", "(UE) 2016/679"); the number of a part of a law after its designation
//     (lawDesignations) and at most one space (Article 8, Art. 6, Abs. 1, § 5, § 60d: a letter
//     after it is no unit there);
//   - a number that follows such a name's number after one space or in parentheses right after
//     it (EN 301 549, Article 6(1)(e));
//   - a section number of three or more parts of one or two digits, separated by dots (1.4.10,
//     a success criterion of WCAG): a date (7.12.2026) or a number with separators of thousands
//     (1.500.000) is a quantity.
//
// Numbers standing as words of their own ("at most 4 requests", "port 443", "24/7", "24-hour")
// are quantities, with or without a unit.
func Quantities(t string) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		nameEnd := -1 // where the last number that was part of a name ended
		for start, end := range numberRuns(t) {
			before, size := utf8.DecodeLastRuneInString(t[:start])
			after, _ := utf8.DecodeRuneInString(t[end:])
			unit := ""
			if !unicode.IsLetter(before) && unicode.IsLetter(after) {
				unit = labelUnitAfter(t[end:])
			}
			name := false
			switch {
			case afterDesignation(t[:start]):
				name, unit = true, ""
			case (before == ' ' || before == '(') && nameEnd == start-size:
				name, unit = true, ""
			case sectionNumber(t[start:end]) && !unicode.IsLetter(after):
				name = true
			case unicode.IsLetter(before):
				name = true
			case unicode.IsLetter(after):
				name = unit == ""
			case before == '/' || before == '-':
				joined, _ := utf8.DecodeLastRuneInString(t[:start-size])
				name = unicode.IsLetter(joined) || nameEnd == start-size
			}
			if name {
				nameEnd = end
				continue
			}
			if !yield(start, end+len(unit)) {
				return
			}
		}
	}
}

// afterDesignation reports whether text, which a number follows, ends with the designation of a
// series of standards (a word of two or more capitals) and one space, with an issuer's
// abbreviation in parentheses ("(EU)") and one space, or with the designation of a part of a law
// (lawDesignations) and at most one space.
func afterDesignation(text string) bool {
	trimmed := text
	if r, size := utf8.DecodeLastRuneInString(text); r == ' ' || r == '\u00a0' || r == '\u202f' {
		trimmed = text[:len(text)-size]
	}
	// The word ends the text and starts after a space, "(", "/" or an elision's apostrophe
	// ("l’article 8").
	start := strings.LastIndexFunc(trimmed, func(r rune) bool {
		return unicode.IsSpace(r) || r == '(' || r == '/' || r == '\'' || r == '’'
	})
	word := trimmed
	if start >= 0 {
		r, size := utf8.DecodeRuneInString(trimmed[start:])
		word = trimmed[start+size:]
		if r == '(' {
			word = trimmed[start:]
		}
	}
	if slices.ContainsFunc(lawDesignations, func(d string) bool { return strings.EqualFold(d, word) }) {
		return true
	}
	if trimmed == text {
		return false
	}
	// "(EU)", an issuer, or "(RFC", a series at the start of a parenthesis.
	word, opened := strings.CutPrefix(word, "(")
	if inner, closed := strings.CutSuffix(word, ")"); opened && closed {
		return capitals(inner)
	}
	return capitals(word)
}

// capitals reports whether word is two or more letters, all capitals (RFC, EN, WCAG, ISO).
func capitals(word string) bool {
	n := 0
	for _, r := range word {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 2
}

// sectionNumber reports whether n, a run of numberRuns, is three or more parts of one or two
// digits each, separated by dots ("1.4.10", "2.4.1").
func sectionNumber(n string) bool {
	parts := strings.Split(n, ".")
	if len(parts) < 3 {
		return false
	}
	for _, p := range parts {
		if len(p) == 0 || len(p) > 2 || strings.IndexFunc(p, func(r rune) bool { return r < '0' || r > '9' }) >= 0 {
			return false
		}
	}
	return true
}

// labelUnits are the units and multipliers a number in a label may carry without a space: of
// time, size, rate and count, and ordinal endings, in the site's languages (matched without
// regard to case, except the single letters of labelUnitsCased).
var labelUnits = []string{
	"ms", "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "hr", "hrs", "hour", "hours",
	"day", "days", "wk", "wks", "week", "weeks", "mo", "month", "months", "yr", "yrs", "year", "years",
	"am", "pm", "a.m", "p.m", "uhr", "std", "sek", "tag", "tage", "godz", "dni", "tyg", "mies", "jours", "sem", "mois", "ans",
	"b", "kb", "kib", "mb", "mib", "gb", "gib", "tb", "tib", "byte", "bytes", "ko", "go", "to",
	"rps", "rpm", "rph", "qps", "req", "reqs", "requests",
	"x", "mio", "mrd", "mln", "mld", "tys", "bn", "th", "st", "nd", "rd", "e", "er", "re", "ème",
}

// labelUnitsCased are the single letters taken for a unit in this case only ("3d" is three days,
// "3D" a name; "10k" a count, "4K" a name).
var labelUnitsCased = []string{"s", "m", "h", "d", "w", "y", "k"}

// labelUnitAfter returns the unit that t (what follows a number) starts with, where it ends the
// word (no letter after it), or "".
func labelUnitAfter(t string) string {
	end := strings.IndexFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && r != '.' })
	if end < 0 {
		end = len(t)
	}
	word := t[:end]
	// A dot ends the unit ("6a.m." keeps its inner dot; "5min." its last).
	for w := word; w != ""; w = w[:len(w)-1] {
		if strings.HasSuffix(w, ".") {
			continue
		}
		if rest := t[len(w):]; rest != "" {
			if r, _ := utf8.DecodeRuneInString(rest); unicode.IsLetter(r) {
				continue
			}
		}
		if slices.Contains(labelUnitsCased, w) || slices.ContainsFunc(labelUnits, func(u string) bool { return strings.EqualFold(u, w) }) {
			return w
		}
	}
	return ""
}

// label checks that a label has a non-empty text in each of the site's languages and in no other,
// and that no text states a number (hostile trial 2, H21: a purpose "at most 1 request per hour"
// was published though the crawler keeps no such limit). Prose may hold digits only as marked
// literals; a label, a value shown as the operator wrote it, has no way to mark one, and is often
// a name (MJ12bot), so a number is refused where it stands as a word of its own (labelNumber).
func (c *checker) label(path string, l Label, required bool) { c.labelOf(path, l, required, false) }

// nameLabel checks a label that is a name of something outside the crawler (a law, "Article 3 of
// Directive (EU) 2019/790"), whose numbers are part of the name, as label does, but lets it hold
// numbers: the page shows it as the policy's value, and no quantity of the crawler's is read
// into it.
func (c *checker) nameLabel(path string, l Label, required bool) { c.labelOf(path, l, required, true) }

func (c *checker) labelOf(path string, l Label, required, numbers bool) {
	langs := c.p.Site.Languages
	if len(l) == 0 {
		switch {
		case required && len(langs) > 0:
			c.add(path, "missing (want a text in each of the site's languages: %s)", strings.Join(langs, ", "))
		case required:
			c.add(path, "missing (want a text in each of the site's languages, e.g. { en = \"…\", de = \"…\" })")
		}
		return
	}
	if len(langs) == 0 || slices.ContainsFunc(langs, func(l string) bool { return !languageTag.MatchString(l) }) {
		return // without usable site.languages (reported there) no language of a label can be checked
	}
	for _, lang := range langs {
		if t, ok := l[lang]; !ok {
			c.add(path, "missing the %q text (every text needs all the site's languages: %s)", lang, strings.Join(langs, ", "))
		} else if blank(t) {
			c.add(path+"."+keyPart(lang), "%s", emptyWhy(t))
		} else if n, unit := labelNumber(t); n != "" && !numbers && unit {
			c.add(path+"."+keyPart(lang), "%q states the quantity %q, a number with its unit, which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states, and leave it out of the label; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)", t, n)
		} else if n != "" && !numbers {
			c.add(path+"."+keyPart(lang), "%q states the number %q, which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)", t, n)
		}
	}
	extra := make([]string, 0)
	for lang := range l {
		if !slices.Contains(langs, lang) {
			extra = append(extra, lang)
		}
	}
	slices.Sort(extra)
	for _, lang := range extra {
		c.add(path+"."+keyPart(lang), "%q is not one of site.languages (%s)", lang, strings.Join(langs, ", "))
	}
}

// agentRefs, targetRefs, jobRefs and occasionRefs check that each element of a list names an
// existing item; ref checks a single reference.
func (c *checker) agentRefs(path string, refs []string) {
	c.refList(path, refs, "agents")
}

func (c *checker) targetRefs(path string, refs []string) {
	c.refList(path, refs, "targets")
}

func (c *checker) jobRefs(path string, refs []string) { c.refList(path, refs, "jobs") }

func (c *checker) occasionRefs(path string, refs []string) {
	c.refList(path, refs, "occasions")
}

func (c *checker) refList(path string, refs []string, table string) {
	for i, r := range refs {
		c.ref(path+"["+strconv.Itoa(i)+"]", r, table)
	}
}

// ref checks that r is a key of table.
func (c *checker) ref(path, r string, table string) {
	ks := c.tableKeys(table)
	if ks.set[r] {
		return
	}
	keys := ks.list
	switch m := Closest(r, keys); {
	case m != "":
		c.add(path, "%q is not in %s (did you mean %q?)", r, table, m)
	case len(keys) == 0:
		c.add(path, "%q is not in %s (the policy has none)", r, table)
	default:
		c.add(path, "%q is not in %s (want one of %s)", r, table, quoteList(keys))
	}
}

// unique reports values listed more than once.
func unique[T comparable](c *checker, path string, vs []T) {
	for i, v := range vs {
		if slices.Index(vs, v) < i {
			c.add(fmt.Sprintf("%s[%d]", path, i), "%v is listed twice", v)
		}
	}
}

// uniqueQuoted is unique for a list of enumerated strings, each value that is listed twice
// quoted as policy.toml writes it.
func uniqueQuoted[T ~string](c *checker, path string, vs []T) {
	for i, v := range vs {
		if slices.Index(vs, v) < i {
			c.add(fmt.Sprintf("%s[%d]", path, i), "%q is listed twice", v)
		}
	}
}

// userRequestUnattended warns where not_read_because = "user-request" (the page: "it fetches only
// URLs that a person asked for, on that person's behalf") stands at path for fetches of agent a,
// whose only trigger is "unattended": nobody asks for those fetches, so the sentence would be
// false (newuser17 #1). A warning, not an error: --strict makes it one.
func (c *checker) userRequestUnattended(path string, why NotReadReason, a Agent) {
	if why != NotReadUserRequest {
		return
	}
	if t := a.TriggerSet(); len(t) == 1 && t[0] == TriggerUnattended {
		c.warn(path+".not_read_because", "is \"user-request\", so the page says that only URLs a person asked for are fetched, on that person's behalf, but agents.%s.trigger is \"unattended\": nobody asks for these fetches (want the reason that holds, such as \"submitted\" for URLs that site owners or users submitted, or the agent's trigger \"user-request\")", keyPart(a.ID))
	}
}

// jobLimits checks a job's own limits (jobs.X.limits). A job states min_interval alone: it is
// counted on the key of the interval in force for its sites (policy.Effective), so that polite
// spaces a request of the job from any request to the site; the other fields have no sentence in
// the job's row and no path to the Transport yet, and are refused with where they can be stated.
// Where robots.txt's Crawl-delay cannot act on the job's interval as the page says, a warning.
func (c *checker) jobLimits(path string, j Job) {
	l := j.Limits
	_, set := overrideLimits(Limits{}, l)
	var names []string
	for name := range set {
		if name != "min_interval" {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	for _, name := range names {
		switch name {
		case "interval_key", "interval_unit":
			where := "targets.NAME.limits"
			if j.Target != "" {
				where = "targets." + keyPart(j.Target) + ".limits"
			}
			c.add(path+"."+name, "a job's min_interval takes the %s in force for its sites, so that it spaces the job's requests from the others (want %s in limits or in %s, or leave it out)", name, name, where)
		case "connect_timeout", "response_timeout", "transfer_timeout":
			c.add(path+"."+name, "a job's limits state min_interval alone (want the job's timeout, jobs.%s.timeout, or %s in limits or targets.NAME.limits)", keyPart(j.ID), name)
		default:
			c.add(path+"."+name, "a job's limits state min_interval alone (want %s in limits or in targets.NAME.limits, which hold for every request to a site)", name)
		}
	}
	if len(l.Quotas) > 0 {
		c.add(path+".quotas", "a job's limits state min_interval alone (want jobs.%s.caps for a cap on each run, or a quota in limits or targets.NAME.limits)", keyPart(j.ID))
	}
	iv := l.MinInterval
	if iv.IsZero() {
		return
	}
	if iv.Duration < time.Millisecond {
		c.add(path+".min_interval", "%s is below 1ms (a crawler cannot keep to it; write e.g. 50ms for 20 requests a second)", iv)
		return
	}
	var t Target
	if j.Target != "" {
		var ok bool
		if t, ok = c.p.Targets.Get(j.Target); !ok {
			return // reported at jobs.X.target
		}
	}
	inForce, fromTarget := overrideLimits(c.p.Limits, t.Limits)
	at := func(field string) string {
		if fromTarget[field] {
			return "targets." + keyPart(j.Target) + ".limits." + field
		}
		return "limits." + field
	}
	if inForce.IntervalKey == "" {
		c.add(path+".min_interval", "is counted per the interval_key in force for the job's sites, but none is set (want limits.interval_key, e.g. \"hostname\")")
	}
	if d := inForce.DefaultInterval; !d.IsZero() && d.Duration < iv.Duration {
		c.add(path+".min_interval", "%s is longer than the usual interval %s (%s) of the job's sites, which the page states as their pace (want a min_interval no longer than %s, or leave default_interval out)", iv, d, at("default_interval"), d)
	}
	c.jobCrawlDelay(path+".min_interval", j, iv)
}

// jobCrawlDelay warns where robots.txt's Crawl-delay cannot act on a job's own interval iv as the
// page says it acts on the crawler's interval: where crawl_delay_max is no longer than iv, no
// Crawl-delay line can slow the job's requests (the page offers one as the way to slow the
// crawler down); where the handling is "honoured" within bounds that iv falls in, a shorter
// Crawl-delay does not speed them up, which the page says only with "honoured-if-longer" (as for
// limits.min_interval). Not for a job whose fetches do not read robots.txt.
func (c *checker) jobCrawlDelay(path string, j Job, iv Duration) {
	a, ok := c.p.Agents.Get(j.Agent)
	if !ok || !c.p.ObeysRobotsTxt(a) || j.RobotsTxt == RobotsUseNotRead && j.CrawlDelay != AppliedYes {
		return
	}
	r, set := overrideRobots(c.p.RobotsTxt, a.RobotsTxtHandling)
	if r.CrawlDelay != CrawlDelayHonoured && r.CrawlDelay != CrawlDelayHonouredIfLonger || r.CrawlDelayMax.IsZero() {
		return
	}
	maxPath := "robots_txt.crawl_delay_max"
	if set["crawl_delay_max"] {
		maxPath = "agents." + keyPart(a.ID) + ".robots_txt_handling.crawl_delay_max"
	}
	switch {
	case r.CrawlDelayMax.Duration <= iv.Duration:
		c.warn(path, "%s is no shorter than %s %s: no Crawl-delay line can slow the job's requests down, while the page offers one as the way to slow the crawler down (want a longer crawl_delay_max, e.g. %q, or a shorter interval)", iv, maxPath, r.CrawlDelayMax, longerExample(iv.Duration))
	case r.CrawlDelay == CrawlDelayHonoured && iv.Duration > r.CrawlDelayMin.Duration:
		cdPath := "robots_txt.crawl_delay"
		if set["crawl_delay"] {
			cdPath = "agents." + keyPart(a.ID) + ".robots_txt_handling.crawl_delay"
		}
		c.warn(path, "%s beside %s = \"honoured\": a Crawl-delay shorter than %s does not make the job's requests faster, since the crawler keeps the longer of the two, but the page says so only with \"honoured-if-longer\" (want %s = \"honoured-if-longer\")", iv, cdPath, iv, cdPath)
	}
}

// addressCountry checks operator.country: an ISO 3166-1 alpha-2 code of a country, beside the
// address's lines, and not a second time as the last of them (new-user trial 21, F9: "Germany"
// as a line of address stood on the German page as it is).
func (c *checker) addressCountry(o Operator) {
	if o.Country == "" {
		return
	}
	r, err := language.ParseRegion(o.Country)
	if !countryCode.MatchString(o.Country) || err != nil || !r.IsCountry() {
		c.add("operator.country", "%q is not an ISO 3166-1 alpha-2 code of a country (want two capital letters, e.g. \"DE\" for Germany: each page names the country in its own language)", o.Country)
		return
	}
	if len(o.Address) == 0 {
		c.add("operator.country", "is set, but operator.address is not (want the address's lines in address; the pages name the country after them)")
		return
	}
	last := strings.TrimSpace(o.Address[len(o.Address)-1])
	for _, lang := range append([]string{"en"}, c.p.Site.Languages...) {
		t, err := language.Parse(lang)
		if err != nil {
			continue
		}
		if name := cldr.Regions(t).Name(r); name != "" && strings.EqualFold(name, last) {
			c.warn(fmt.Sprintf("operator.address[%d]", len(o.Address)-1), "%q names the country that operator.country = %q states, so the pages would name it twice (want the line removed: each page names the country in its own language)", last, o.Country)
			return
		}
	}
}

// notAClause are the first words of an English skipped_when label that make it no clause:
// prepositions and conjunctions, after which "It does not run while …" is no sentence ("It does
// not run while on public holidays.", new-user trial 28, F-06).
var notAClause = []string{"on", "during", "at", "in", "between", "from", "over", "outside", "throughout", "while", "when", "whenever", "if", "before", "after", "until"}

// skippedWhenClause warns where the English text of a skipped_when label at path begins with a
// word of notAClause: the page completes "It does not run while …" (de „Läuft nicht, solange …“,
// fr « Aucune exécution tant que … », pl „Nie działa, gdy …”) with a clause.
func (c *checker) skippedWhenClause(path string, l Label) {
	en := strings.TrimSpace(l["en"])
	first, _, _ := strings.Cut(en, " ")
	if !slices.Contains(notAClause, strings.ToLower(first)) {
		return
	}
	c.warn(path+".en", "%q is not a clause: the page completes \"It does not run while …\" with it (\"It does not run while %s.\"), and the other languages likewise (de \"Läuft nicht, solange …\", fr \"Aucune exécution tant que …\", pl \"Nie działa, gdy …\") (want a clause with its own verb, such as \"the site is under maintenance\"; for days on which the job sends no request, windows.NAME.except_days on a window of kind \"only\" that names the job)", en, strings.TrimSuffix(en, "."))
}

// DomainWord returns the byte offset in English text of the word "domain" or "domains" (any
// letter case, not within a longer word: "subdomain" is none; nor is a domain of another kind,
// otherDomain), or -1: where a limit is counted
// per "site", text that speaks of domains may mean the registrable domain (new-user trial 27,
// F-18). The generator asks it of the English prose.
func DomainWord(text string) int {
	wordRune := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	for i := 0; i+len("domain") <= len(text); i++ {
		if !strings.EqualFold(text[i:i+len("domain")], "domain") {
			continue
		}
		end := i + len("domain")
		if end < len(text) && (text[end] == 's' || text[end] == 'S') {
			end++
		}
		before, _ := utf8.DecodeLastRuneInString(text[:i])
		after, _ := utf8.DecodeRuneInString(text[end:])
		if (i == 0 || !wordRune(before)) && (end == len(text) || !wordRune(after)) && !otherDomain(text[:i]) {
			return i
		}
	}
	return -1
}

// otherDomain reports whether the word before "domain" (the end of before) makes it a domain of
// another kind than a site's: a top-level or second-level domain ("country-code top-level
// domains"), the public domain, a DNS or mail domain.
func otherDomain(before string) bool {
	before = strings.ToLower(strings.TrimRightFunc(before, unicode.IsSpace))
	prev := before[strings.LastIndexFunc(before, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' })+1:]
	return strings.HasSuffix(prev, "level") || strings.HasSuffix(prev, "mail") || prev == "public" || prev == "dns"
}

// SiteIntervalKeys returns the key paths of the interval_key values that are "site": the general
// limits', an agent's, a category's or a job's, in that order.
func (p *Policy) SiteIntervalKeys() []string {
	var out []string
	add := func(path string, l Limits) {
		if l.IntervalKey == ScopeSite {
			out = append(out, path+".interval_key")
		}
	}
	add("limits", p.Limits)
	for _, a := range p.Agents {
		add("agents."+keyPart(a.ID)+".limits", a.Limits)
	}
	for _, t := range p.Targets {
		add("targets."+keyPart(t.ID)+".limits", t.Limits)
	}
	for _, j := range p.Jobs {
		add("jobs."+keyPart(j.ID)+".limits", j.Limits)
	}
	return out
}

// SiteNotDomain is the warning at an interval_key of "site" where the English text at where says
// "domain" (new-user trial 27, F-18: a study counted per registrable domain read "per site", and
// the page's note on sites with several host names, as a hedge it had not written); otherwise is
// what to do where a site is meant.
func SiteNotDomain(where, otherwise string) string {
	return fmt.Sprintf("is \"site\", a site as the crawler groups its host names (package polite takes it to be the host name unless its caller names each URL's site, so two host names of one domain may each get the limit), but \"domain\" is in %s (want interval_key = \"domain\" where the limit holds for all host names of a registrable domain together; %s where a site is meant)", where, otherwise)
}

// siteSaidDomain warns at each interval_key of "site" where an English label of a category, a
// job or a quota says "domain" (SiteNotDomain), naming the labels.
func (c *checker) siteSaidDomain() {
	keys := c.p.SiteIntervalKeys()
	if len(keys) == 0 {
		return
	}
	var said []string
	label := func(path string, l Label) {
		if DomainWord(l["en"]) >= 0 {
			said = append(said, path+".en")
		}
	}
	quotas := func(path string, qs []Cap) {
		for i, q := range qs {
			label(fmt.Sprintf("%s[%d].what", path, i), q.What)
		}
	}
	quotas("limits.quotas", c.p.Limits.Quotas)
	for _, a := range c.p.Agents {
		quotas("agents."+keyPart(a.ID)+".limits.quotas", a.Limits.Quotas)
	}
	for _, t := range c.p.Targets {
		label("targets."+keyPart(t.ID)+".label", t.Label)
		quotas("targets."+keyPart(t.ID)+".limits.quotas", t.Limits.Quotas)
	}
	for _, j := range c.p.Jobs {
		label("jobs."+keyPart(j.ID)+".label", j.Label)
		quotas("jobs."+keyPart(j.ID)+".caps", j.Caps)
	}
	if len(said) == 0 {
		return
	}
	where := said[0]
	if len(said) > 1 {
		where = strings.Join(said[:len(said)-1], ", ") + " and " + said[len(said)-1]
	}
	for _, k := range keys {
		c.warn(k, "%s", SiteNotDomain(where, "or "+k+" in acknowledged_warnings, with why,"))
	}
}
