package policy

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// SchemaVersion is the version of the policy model this package reads and writes: the value of
// schema at the top of policy.toml and in policy.json.
const SchemaVersion = 2

// Policy is a crawler's politeness policy: everything the crawler enforces and the site publishes.
// Numbers carry their units in their types (Duration, Size, TimeOfDay); the narrative around them
// (who the operator is, what it does with the data) is prose in the site's locales/<lang>/*.md
// files, not part of the policy.
type Policy struct {
	// Schema is the version of the policy model the file was written for (SchemaVersion).
	Schema int `toml:"schema" json:"schema"`
	// Site describes the published site: address, languages, time zone, date of last change.
	Site Site `toml:"site" json:"site"`
	// Operator is who runs the crawler.
	Operator Operator `toml:"operator" json:"operator"`
	// Contact is how to reach the operator, and what a site can ask for.
	Contact Contact `toml:"contact" json:"contact,omitzero"`
	// Agents are the crawler's identities, one per robots.txt product token.
	Agents Keyed[Agent] `toml:"agents" json:"agents"`
	// Network is where requests come from.
	Network Network `toml:"network" json:"network,omitzero"`
	// Limits apply to every request unless a category of site (Targets) sets its own value.
	Limits Limits `toml:"limits" json:"limits,omitzero"`
	// Targets are categories of site, each with its own limits where they differ. A job names the
	// category it fetches from (jobs.X.target); a job without one goes to any site, and a site of
	// a category with limits of its own gets those limits (field by field over the general ones)
	// whichever job fetches it. Sites of no category get the general limits; the page says that
	// sites outside the listed categories are fetched where a job names no category.
	Targets Keyed[Target] `toml:"targets" json:"targets,omitempty"`
	// Occasions are operator-defined days or events that windows and jobs refer to ("session days").
	Occasions Keyed[Occasion] `toml:"occasions" json:"occasions,omitempty"`
	// Windows are times when the crawler stays away (quiet) or prefers to do its work (preferred).
	Windows Keyed[Window] `toml:"windows" json:"windows,omitempty"`
	// Jobs are the kinds of fetch, each with its cadence: the schedule table of the pages.
	Jobs Keyed[Job] `toml:"jobs" json:"jobs,omitempty"`
	// RobotsTxt is how robots.txt is read and obeyed (RFC 9309), for every agent unless an agent
	// sets its own check.
	RobotsTxt RobotsTxt `toml:"robots_txt" json:"robots_txt,omitzero"`
	// Errors is how the crawler retries and pauses when sites fail or push back.
	Errors Errors `toml:"errors" json:"errors,omitzero"`
	// Commitments are standard promises the pages state in every language.
	Commitments Commitments `toml:"commitments" json:"commitments,omitzero"`
	// Legal holds legal statements: the reservation of text and data mining rights, removals.
	Legal Legal `toml:"legal" json:"legal,omitzero"`
	// Snippets are the robots.txt snippets the pages offer, each proven by the RFC 9309 matcher.
	Snippets Keyed[Snippet] `toml:"snippets" json:"snippets,omitempty"`
	// Unpublished are values the crawler keeps and enforces but the operator does not publish,
	// each by the RFC 6901 JSON Pointer of its place in policy.json ("/robots_txt/cache_for",
	// "/limits/max_body_size", "/errors/retries/delays/1"): a duration that the policy sets, or
	// a count or a size whose sentence can be stated without its number: max_redirects of a
	// limit and of robots_txt, a reaction's threshold, max_body_size, robots_txt's max_size and a
	// job's budgets' max. In policy.toml the key comes before the first table. The pages say that
	// the value exists and is not published, never its number; policy.json lists the pointers and
	// leaves the numbers out (an item of a list stays, as null, so that the others keep their
	// pointers); package polite enforces the numbers from the policy like any others; diff
	// reports a change of one without its numbers. Any other count is refused here (a quota's cap
	// with no published number: limits.quotas' unpublished = true; a reaction's pause:
	// pause_unpublished).
	Unpublished []string `toml:"unpublished" json:"unpublished,omitempty"`
	// AcknowledgedWarnings are the warnings the operator has read and keeps on purpose (a robots.txt
	// cache longer than RFC 9309 §2.4 advises, stated on the page), each by the key path the
	// warning names ("robots_txt.cache_for", "agents.bot.token") and why. An acknowledged warning
	// is still printed, as "warning (acknowledged)", but --strict does not make it an error; an
	// entry whose key has no warning is itself a warning (remove it), so that it cannot stand for
	// a later, different one. It covers the warnings of the policy's own rules at that key, not
	// those about the date of last change or an earlier schema's keys. Not part of the pages or of
	// policy.json. In policy.toml the key comes before the first table.
	AcknowledgedWarnings []Acknowledgement `toml:"acknowledged_warnings" json:"-"`
	// Exports are the configurations of the crawler that build writes and check compares, as
	// sitegen export writes them: a Scrapy settings module, Nutch's nutch-site.xml or
	// StormCrawler's crawler-conf.yaml, each for one agent, at a path in the site folder. They are
	// the site folder's own settings, not statements of the policy: policy.json and the pages leave
	// them out.
	Exports []Export `toml:"exports" json:"-"`

	// fromJSON is set by ReadJSON: a policy read from policy.json lacks the numbers Unpublished
	// names.
	fromJSON bool

	// warnings are what Parse or Validate found legal but unusual (see Warnings).
	warnings Problems
	// textWarnings are the warnings Parse finds in the text of values, which the model does not
	// keep (a duration that names a unit twice, a size with no unit: unitWarnings); validate adds them to its own,
	// so that acknowledged_warnings can name them.
	textWarnings []issue
	// lateWarnings are Parse's warnings before they are placed in the file: placing them needs
	// the index of key positions, which a policy whose warnings nobody asks for (a committed
	// version on the page of changes) need not build. Nil when warnings holds them.
	lateWarnings *lateWarnings
	// at places a problem of the parsed file at a key path (see ProblemAt); nil for a policy
	// built in Go.
	at *locator
}

// locator places problems in the file a policy was parsed from; its index of key positions is
// built on first use, once, whichever goroutine asks.
type locator struct {
	mu sync.Mutex
	at func(path, msg string) Problem
}

// ProblemAt returns a problem of the policy at the key path ("snippets.exclude"), placed as Parse
// places its own: the file, line and column of the key, or of its nearest ancestor that the file
// writes. A policy built in Go, without a file, gives the path alone. Callers that check the
// policy further (the snippets' proofs of a build) report their findings with it, so that
// validate and build place them alike.
func (p *Policy) ProblemAt(path, msg string) Problem {
	if p.at == nil {
		return Problem{Path: path, Msg: msg}
	}
	p.at.mu.Lock()
	defer p.at.mu.Unlock()
	return p.at.at(path, msg)
}

// Warnings returns what Parse or Validate found legal but unusual, or against a SHOULD of an
// RFC, each with its position where Parse had the file: a warning never makes the policy
// invalid.
func (p *Policy) Warnings() Problems {
	if w := p.lateWarnings; w != nil {
		w.once.Do(func() {
			for _, v := range w.issues {
				pr := p.ProblemAt(v.path, v.msg)
				pr.Warning, pr.Acknowledged = true, v.ack
				w.placed = append(w.placed, pr)
			}
			w.placed.sort()
		})
		return w.placed
	}
	return p.warnings
}

// LastChangedAfter returns a warning, placed at site.last_changed, where the policy's date of
// last change is after day, the day of a build (UTC), which source names ("from
// SOURCE_DATE_EPOCH", "today"). Without site.announce_changes_days the pages would date the
// policy in the future. With it, a later date is a change announced ahead: the warning is for
// less notice than the pages promise (the date comes sooner after the day of the build than
// announce_changes_days), for far more, likely a slip in the year (more than 180 days and four
// times the notice after it), and otherwise for what a build that day publishes: the pages state
// the new values, "in effect from" the date, while the crawler still follows the version before,
// and package polite enforces whatever version a crawler loads, from the moment it loads it.
// Nil on or before day. Parse cannot know the day of a build: build, check and validate ask.
func (p *Policy) LastChangedAfter(day time.Time, source string) *Problem {
	day = day.UTC()
	d := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, time.UTC)
	last := p.Site.LastChanged
	if !last.After(d) {
		return nil
	}
	on := d.Format(time.DateOnly)
	var msg string
	switch n := int(p.Site.AnnounceChangesDays); {
	case n == 0:
		msg = fmt.Sprintf("%s is after the day of the build (%s, %s): the pages would date the policy in the future, saying it is in effect from %s (want the day of its last change, at the latest %s, or the day it takes effect with site.announce_changes_days, the notice the pages promise)", last, on, source, last, on)
	case last.Before(d.AddDate(0, 0, n)):
		notice := int(last.Sub(d).Hours() / 24)
		msg = fmt.Sprintf("%s is %s after the day of the build (%s, %s), but site.announce_changes_days promises %s of notice (date the change %s or later)", last, dayCount(notice), on, source, dayCount(n), d.AddDate(0, 0, n).Format(time.DateOnly))
	case last.After(d.AddDate(0, 0, max(farAheadDays, 4*n))):
		// Far more notice than promised: more likely a slip in the year than a change announced
		// half a year ahead (new-user trial 15, finding 22).
		ahead := int(last.Sub(d).Hours() / 24)
		msg = fmt.Sprintf("%s is %s after the day of the build (%s, %s), far more than the %s of notice site.announce_changes_days promises: the pages date the policy then (check the year; want the day the change takes effect)", last, dayCount(ahead), on, source, dayCount(n))
	default:
		// Announced ahead as promised, yet the pages built now state the new values, and polite
		// enforces them once a crawler loads this version: neither is in effect yet (tester's
		// finding 1, trial 20).
		msg = fmt.Sprintf("%s is %s after the day of the build (%s, %s): a change announced ahead, which the pages built now state as the crawler's policy in effect from %s, although until then the crawler follows the version before it; package polite enforces a policy from the moment a crawler loads it (load this version into the crawler on %s, not before, and acknowledge this warning to publish the announcement)", last, dayCount(int(last.Sub(d).Hours()/24)), on, source, last, last)
	}
	pr := p.ProblemAt(lastChangedKey, msg)
	pr.Warning = true
	return &pr
}

// lastChangedKey is the key path of the date of last change, at which LastChangedAfter warns.
const lastChangedKey = "site.last_changed"

// DateWarnings returns LastChangedAfter's warning for day and source, acknowledged where the
// policy's acknowledged_warnings names site.last_changed (a change announced ahead, published on
// purpose, passes --strict so); or, where an entry names site.last_changed and neither
// LastChangedAfter nor Parse warns there, a warning at that entry that it names no warning, as
// Validate gives for any other key (the day has come, and the entry would stand for a later
// warning). Build, check and validate print these beside Warnings.
func (p *Policy) DateWarnings(day time.Time, source string) Problems {
	ack := -1
	for i, a := range p.AcknowledgedWarnings {
		if a.Key == lastChangedKey {
			ack = i
			break
		}
	}
	w := p.LastChangedAfter(day, source)
	switch {
	case w != nil:
		w.Acknowledged = ack >= 0
		return Problems{*w}
	case ack < 0:
		return nil
	}
	for _, pw := range p.Warnings() {
		if pw.Path == lastChangedKey {
			return nil
		}
	}
	pr := p.ProblemAt(fmt.Sprintf("acknowledged_warnings[%d].key", ack), fmt.Sprintf("no warning at %s to acknowledge (remove this entry, or write the key path as the warning names it)", lastChangedKey))
	pr.Warning = true
	return Problems{pr}
}

// CampaignsEnded warns of each job whose dates (jobs.X.dates) have all ended before day, the day
// of a build (in site.time_zone, UTC where none is stated): the pages still state the job and its
// dates as the crawler's schedule, though it sends no more requests (package polite refuses
// them). The warning stands at the until of its last span (a span of every year never ends), and
// is acknowledged where acknowledged_warnings names that key path; an entry that names such a key
// with no warning there is warned of in turn. Build and validate ask it only where the day is the
// deployment's (SOURCE_DATE_EPOCH) or with --strict, never of the clock's day alone: every later
// build of a finished campaign would warn (t32c's plan; new-user trial 27, F-12).
func (p *Policy) CampaignsEnded(day time.Time, source string) Problems {
	loc := p.Site.TimeZone.Location
	if loc == nil {
		loc = time.UTC
	}
	y, m, d := day.In(loc).Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	acked := map[string]int{}
	for i, a := range p.AcknowledgedWarnings {
		if campaignEndKey(a.Key) {
			acked[a.Key] = i
		}
	}
	var out Problems
	for _, j := range p.Jobs {
		last := -1
		for k, r := range j.Dates {
			if r.From.Yearly() {
				last = -1
				break
			}
			if last < 0 || r.Until.After(j.Dates[last].Until.Time) {
				last = k
			}
		}
		if last < 0 {
			continue
		}
		until := j.Dates[last].Until.Date.Time
		if !time.Date(until.Year(), until.Month(), until.Day(), 0, 0, 0, 0, time.UTC).Before(today) {
			continue
		}
		key := fmt.Sprintf("jobs.%s.dates[%d].until", keyPart(j.ID), last)
		pr := p.ProblemAt(key, fmt.Sprintf("%s, the last day of the job's dates, is before the day of the build (%s, %s): the pages state the job and its dates as the crawler's schedule, though it sends no more requests (want the job removed once its campaign is over, or its next dates; or this key in acknowledged_warnings, with why, to keep it on the pages)", j.Dates[last].Until, today.Format(time.DateOnly), source))
		pr.Warning = true
		_, pr.Acknowledged = acked[key]
		delete(acked, key)
		out = append(out, pr)
	}
	for key, i := range acked {
		pr := p.ProblemAt(fmt.Sprintf("acknowledged_warnings[%d].key", i), fmt.Sprintf("no warning at %s to acknowledge (remove this entry, or write the key path as the warning names it)", key))
		pr.Warning = true
		out = append(out, pr)
	}
	out.Sort()
	return out
}

// campaignEndKey reports whether key is the key path of a job's dates' until
// ("jobs.survey.dates[0].until"), at which CampaignsEnded warns: Validate, which does not know the
// day of a build, leaves an entry naming one to it.
func campaignEndKey(key string) bool {
	rest, ok := strings.CutPrefix(key, "jobs.")
	if !ok || !strings.HasSuffix(rest, "].until") {
		return false
	}
	i := strings.LastIndex(rest, ".dates[")
	return i > 0 && strings.Trim(rest[i+len(".dates["):len(rest)-len("].until")], "0123456789") == "" && len(rest) > i+len(".dates[].until")
}

// farAheadDays is the least number of days ahead of the build at which a date of last change
// with announce_changes_days is warned of as far ahead (LastChangedAfter), whatever the notice.
const farAheadDays = 180

// lateWarnings are Parse's warnings, placed in the file at the first call of Warnings.
type lateWarnings struct {
	once   sync.Once
	issues []issue
	placed Problems
}

// StatesTimesOfDay reports whether the policy states a time of day anywhere (a window's hours, a
// cadence rule's hours or start time): only then does it need site.time_zone.
func (p *Policy) StatesTimesOfDay() bool {
	if len(p.Windows) > 0 {
		return true
	}
	for _, j := range p.Jobs {
		for _, r := range j.Cadence {
			if !r.Hours.IsZero() || r.At != nil {
				return true
			}
		}
	}
	return false
}

// ReadsRobotsTxt reports whether the policy says that some agent reads robots.txt: robots_txt.check,
// or an agent's own robots_txt_check.
func (p *Policy) ReadsRobotsTxt() bool {
	for _, a := range p.Agents {
		if p.ObeysRobotsTxt(a) {
			return true
		}
	}
	return false
}

// hasWayOut reports whether a site has a way to reach or refuse the crawler besides e-mail: a
// robots.txt that some agent reads, a snippet to paste, or a status to answer.
func (p *Policy) hasWayOut() bool {
	return p.ReadsRobotsTxt() || len(p.Snippets) > 0 || slices.ContainsFunc(p.Agents, func(a Agent) bool { return len(a.RefuseWith) > 0 }) || p.Contact.Form != "" || p.Contact.Portal != nil
}

// Site describes the published site.
type Site struct {
	// Title is the site's heading in every language, e.g. the crawler's name ("PreisFuchs
	// crawler", "Robot PreisFuchs"). Besides headings, sentences use it only as a label before a
	// colon ("PreisFuchs crawler: this page explains …"), in quotation marks, or as the subject in
	// the nominative at the head of a sentence (Polish, with TitlePlural), never inflected or
	// after an article, so a heading-style title reads right in every language.
	Title Label `toml:"title" json:"title"`
	// TitlePlural lists the languages (of Languages, each once) in which Title is a plural: it
	// names several crawlers ("Roboty Chatwork", "A, B i C"), so that a sentence whose subject
	// it is agrees with it ("Roboty Chatwork wysyłają żądania …", not "wysyła"). Unset, the title is
	// a singular in every language.
	TitlePlural []string `toml:"title_plural" json:"title_plural,omitempty"`
	// BaseURL is the absolute https URL the site is published at, ending in "/", of a host the
	// public internet reaches, written in normal form (RFC 3986 §6.2.2: host in lower case, no
	// default port, no dot segments) with only the characters a URL holds (RFC 3986 §2).
	BaseURL URL `toml:"base_url" json:"base_url"`
	// Languages are the site's languages, as BCP 47 tags (en, de, fr, pl are shipped).
	Languages []string `toml:"languages" json:"languages"`
	// DefaultLanguage is the language the site's root links first and sitemap.xml names x-default.
	DefaultLanguage string `toml:"default_language" json:"default_language"`
	// TimeZone is the IANA time zone of every time of day in the policy: the zone of a place as
	// the tz database's zone.tab lists it (Europe/Berlin), or UTC; an alias (Europe/Kiev, EST),
	// Etc/GMT+5 (five hours behind UTC, though it reads as ahead), Factory and posixrules are
	// refused. Needed only where the policy states a time of day.
	TimeZone Zone `toml:"time_zone" json:"time_zone,omitzero"`
	// AnnounceChangesDays is how many days before it takes effect a change of the policy is
	// announced on the pages (beside network.announce_days, which is for addresses). Unset, the
	// pages do not say.
	AnnounceChangesDays Count `toml:"announce_changes_days" json:"announce_changes_days,omitempty"`
	// LastChanged is the date of the policy's last change; pages and ips.json carry it (unless the
	// environment variable SOURCE_DATE_EPOCH is set, which wins), and it dates this version's entry
	// in the history of changes (the page of changes and changes.atom), whatever the variable.
	LastChanged Date `toml:"last_changed" json:"last_changed"`
	// Example marks a policy written as an example: every page carries a visible banner, and
	// documentation IP ranges (RFC 5737, RFC 3849) and host names and e-mail domains under names
	// reserved for documentation and tests (.example, .test, .invalid, .localhost,
	// example.com/net/org: RFC 2606, RFC 6761) are allowed only then, those of the URLs and
	// e-mail addresses in a User-Agent included.
	Example bool `toml:"example" json:"example,omitempty"`
	// NotOwn lists files in the output folder that the site does not produce and sitegen leaves
	// alone (e.g. "CNAME", ".well-known/security.txt"), as slash-separated paths relative to it:
	// names of letters, digits, ".", "_" and "-" (the POSIX portable filename characters), each
	// naming one file, not a folder or a pattern.
	NotOwn []string `toml:"not_own" json:"not_own,omitempty"`
	// CrawlerReadsPolicy states that the crawling software reads this very policy file (through
	// package polite or the exports of [[exports]]), so that the pages and what it does stay in
	// step: only then do the pages say so (in the introduction and the footer). Unset, the pages
	// claim nothing about where the crawler's settings come from.
	CrawlerReadsPolicy bool `toml:"crawler_reads_policy" json:"crawler_reads_policy,omitempty"`
}

// Operator is who runs the crawler.
type Operator struct {
	// Name is the operator's name as registered, e.g. "Przykład sp. z o.o.".
	Name string `toml:"name" json:"name"`
	// LegalForm names the operator's legal form in every language, where it has one.
	LegalForm Label `toml:"legal_form" json:"legal_form,omitempty"`
	// People are people the pages name with their role (an owner, a director of publication, a
	// data protection officer) and, where given, their own e-mail address; a press office too.
	People []Person `toml:"people" json:"people,omitempty"`
	// Address is the postal address, one line per element.
	Address []string `toml:"address" json:"address,omitempty"`
	// Country is the country of the postal address as an ISO 3166-1 alpha-2 code ("DE"): each
	// page names it in its own language after the address's lines (CLDR's names, from
	// golang.org/x/text), "Deutschland" on the German page and "Germany" on the English one,
	// where a country written as a line of address would be the same word on every page. Only
	// with address; unset, the address is as its lines say.
	Country string `toml:"country" json:"country,omitempty"`
	// Registry lists registry identifiers (KRS, NIP, REGON, SIREN, HRB, …).
	Registry []RegistryID `toml:"registry" json:"registry,omitempty"`
	// Website is the operator's own website.
	Website URL `toml:"website" json:"website,omitempty"`
	// OpenSource marks crawler software whose source is public, so that others may run it.
	OpenSource bool `toml:"open_source" json:"open_source,omitempty"`
	// SourceCode is where that source is published.
	SourceCode URL `toml:"source_code" json:"source_code,omitempty"`
	// Republishes is the address where the operator republishes the data it collects, if it does.
	Republishes URL `toml:"republishes" json:"republishes,omitempty"`
	// RepublishesLicense is the licence under which the operator republishes that data, as an
	// SPDX license identifier (https://spdx.org/licenses/), e.g. "CC0-1.0" or "CC-BY-4.0"; only
	// with Republishes. Unset, the pages name no licence.
	RepublishesLicense string `toml:"republishes_license" json:"republishes_license,omitempty"`
	// RepublishesContents is the whole of what the data the operator republishes consists of: the
	// list is exhaustive, and the page says "only" ("The republished data contains only the URL of
	// each page and the text extracted from each page."), so list every kind the data holds; the page
	// names them in the order written. Values: "status-and-headers" (each response's HTTP status and
	// header fields), "page-title", "tls-certificate", "open-ports" (which ports of each server
	// accept a connection), "page-contents" (the contents of the pages fetched), "page-text" (the
	// text extracted from each page, without its markup: a text corpus), "page-url", "fetch-date"
	// (the date each page was fetched), "page-language" (the language detected for each page) and
	// "analysis-results" (what the operator's own checks found about each page, such as the results
	// of accessibility tests: its findings, not the page's content), so that a webmaster can tell
	// whether pages are republished or only what a scan or a check records. Each value once, and
	// only with Republishes. The page says so after the republishing sentence; unset, it says
	// nothing of what is republished.
	RepublishesContents []RepublishedContent `toml:"republishes_contents" json:"republishes_contents,omitempty"`
}

// Person is a person (or an office, such as a press office) the pages name with their roles.
type Person struct {
	// Name is the person's name as they write it. It may be left out where Email is given: a
	// data protection officer or a press office published by its mailbox alone (GDPR Art. 37(7)
	// asks for the officer's contact details, not the name).
	Name string `toml:"name" json:"name,omitempty"`
	// Roles lists what the person is at the operator, in the order the pages name them.
	Roles []Role `toml:"roles" json:"roles"`
	// Gender is the grammatical gender of the nouns that name the person's roles on the pages,
	// "female" or "male", as the person is named in the operator's own texts; only with Name.
	// Unset, the pages name the roles in a form without one where the language has it (German
	// "Inhaberschaft", not "Inhaber"): sitegen does not guess a gender from a name.
	Gender Gender `toml:"gender" json:"gender,omitempty"`
	// Email is the person's own address (RFC 5322 addr-spec, checked as contact.email is: its
	// syntax, and a name reserved for documentation only with site.example), e.g. the data
	// protection officer's that GDPR Art. 37(7) requires to be published. The pages give it as
	// a mailto link after the roles. Unset, they give none.
	Email Email `toml:"email" json:"email,omitempty"`
}

// RegistryID is an entry in a public register: Scheme is the register's usual abbreviation (KRS,
// NIP, REGON, SIREN, HRB), ID the identifier exactly as the register writes it.
type RegistryID struct {
	Scheme string `toml:"scheme" json:"scheme"`
	ID     string `toml:"id" json:"id"`
}

// Contact is how to reach the operator, and what a site can ask for by e-mail.
type Contact struct {
	// Form is a web form for webmasters that anyone can send without an account, where the
	// operator offers one: the page says it needs no account. A form behind a sign-in is a
	// portal (contact.portal), which the page states as such.
	Form URL `toml:"form" json:"form,omitempty"`
	// FormPurpose says in every language what the form is for, where it is not a general channel
	// (en "requests to remove a shop's listings"): a noun phrase that follows "only for" (de "nur
	// für", fr "uniquement pour"; pl in the nominative, after "przeznaczenie:", e.g. "wnioski o
	// wyłączenie serwisu z pobierania"). Unset, the pages give the form without a purpose.
	FormPurpose Label `toml:"form_purpose" json:"form_purpose,omitempty"`
	// Email is the address for webmasters. It may be left out where a site has another way to
	// reach or refuse the crawler (robots.txt, a snippet).
	Email Email `toml:"email" json:"email,omitempty"`
	// AbuseEmail is a separate address for abuse reports (the "abuse" mailbox of RFC 2142 §2):
	// harmful traffic, and requests that claim to be the crawler from elsewhere. Unset, the pages
	// name no such address.
	AbuseEmail Email `toml:"abuse_email" json:"abuse_email,omitempty"`
	// OptOutEmail is a mailbox of its own for opting out (optout@ beside the general address):
	// the requests of kind "stop", "blocklist", "stop-url" and "removal" made by e-mail go there,
	// and the pages name it wherever they tell a site to write to have the crawler stop. It needs
	// such a request (contact.requests). Unset, those requests go to Email.
	OptOutEmail Email `toml:"optout_email" json:"optout_email,omitempty"`
	// Topics are reasons to write, as the pages list them.
	Topics []Topic `toml:"topics" json:"topics,omitempty"`
	// Include lists what a message should contain so that the operator can act on it.
	Include []Detail `toml:"include" json:"include,omitempty"`
	// ResponseWorkingDays is the promised time to answer, in working days. More than 260 (about a year) is warned of, as a likely slip.
	ResponseWorkingDays Count `toml:"response_working_days" json:"response_working_days,omitempty"`
	// AgreementScope is what an agreement with a site covers (e.g. every site under a hostname).
	AgreementScope Scope `toml:"agreement_scope" json:"agreement_scope,omitempty"`
	// Coordinates states that the operator agrees its fetching with the site that writes.
	Coordinates bool `toml:"coordinates" json:"coordinates,omitempty"`
	// ConfirmsByReply states that the operator confirms a change by replying.
	ConfirmsByReply bool `toml:"confirms_by_reply" json:"confirms_by_reply,omitempty"`
	// Portal is a place other than e-mail where a site makes requests (a customer dashboard, a
	// portal for site owners), where the operator offers one: the pages name it as what it is
	// and list the requests made there (contact.requests' via).
	Portal *Portal `toml:"portal" json:"portal,omitempty"`
	// Requests are what a site can ask for, by e-mail or in the portal (each request's Via).
	Requests []Request `toml:"requests" json:"requests,omitempty"`
	// Unpublished lists ways to reach the operator that exist but whose number or address the
	// operator does not publish, each with who is given it: a telephone line for customers, an
	// e-mail address given to public bodies, a number given on request (contact.unpublished =
	// [{ channel = "phone", given_to = "customers" }]). The pages say that the channel exists and
	// that its number or address is not published, and to whom it is given where given_to says
	// so. A channel is listed once, and "email" not beside contact.email, which publishes the
	// address. Unset, the pages name no channel beyond those published. A statement for readers:
	// package polite, the exports and conform have nothing to enforce.
	Unpublished []UnpublishedContact `toml:"unpublished" json:"unpublished,omitempty"`
}

// UnpublishedContact is a way to reach the operator whose number or address is not published.
type UnpublishedContact struct {
	// Channel is what it is: "phone" (a telephone number) or "email" (an e-mail address).
	Channel UnpublishedChannel `toml:"channel" json:"channel"`
	// GivenTo is who is given the number or address: "customers" (the operator's customers
	// only), "public-bodies" (authorities and other public institutions only) or "on-request"
	// (anyone who asks through a published channel). Unset, the pages say only that it is not
	// published.
	GivenTo ChannelAudience `toml:"given_to" json:"given_to,omitempty"`
}

// Portal is an area of the operator's website where a site signs in and makes requests: not a
// form anyone can send, but a place with an account.
type Portal struct {
	// URL is where it is.
	URL URL `toml:"url" json:"url"`
	// Kind is what it is: "customer-dashboard" (the account area of the operator's customers,
	// where each manages what it uses the crawler for, e.g. the sites it added) or
	// "site-owner-portal" (a portal where owners of websites sign in after proving control of
	// their site).
	Kind PortalKind `toml:"kind" json:"kind"`
}

// Request is something a site can ask for, by e-mail (contact.email), in the portal
// (contact.portal) or in the web form (contact.form), as Via says.
type Request struct {
	// Kind is what the site asks for: "stop" an end to all fetching from the site, "stop-url" an
	// end to the fetching of the URLs it names (not the whole site), "removal" the removal of
	// content already collected from the site (handled as legal.removal says), "blocklist" to be added to
	// the blocklist, "slower", "faster", "less-often", "window", "no-documents", "quota",
	// "alternative-channel", "allowlist", "re-check" a check of the site again, outside the
	// schedule, by the jobs the request names (Jobs: each one triggered by "site-request"; the
	// page names them with the request). Without a time limit (WithinWorkingDays, WithinDays)
	// the page offers the re-check as immediate, which validate refuses where a job it names runs
	// only within a window of kind "only", is held back by a window of kind "quiet", or states a
	// within_working_days of its own; with one, the page says it in place of "immediate", in the
	// request and in the job's row of the schedule, and a job's own within_working_days must be
	// the same (new-user trial 33, F-01). Each kind is listed once.
	Kind RequestKind `toml:"kind" json:"kind"`
	// MinInterval is, for "slower", the slowest rate the operator offers (at most one request per
	// this interval), where it offers one: without it, the rate is agreed case by case and the
	// pages state no number. For "faster" (required) it is the fastest rate offered. It spaces
	// what the interval it slows or speeds up spaces (RequestIntervalUnit): page loads where
	// limits.interval_unit (or that of the jobs it names) is "page-loads", and the pages say "one
	// page load every 30 seconds".
	MinInterval Duration `toml:"min_interval" json:"min_interval,omitzero"`
	// Who says in every language who may ask for it (en "shops that registered a product feed"
	// for "faster", "site owners who are not customers" for "stop-url"): a noun phrase, singular
	// or plural, that the pages set where it names who may ask, never whom the request covers
	// (review 30: en F3, de F3, fr F4, pl F12): en the subject of "can" ("Only … can ask for
	// this."); de in the accusative, after "für" ("Diese Möglichkeit besteht nur für …"); fr with
	// its article, after "par" ("Cette demande ne peut être faite que par …"); pl in the
	// nominative, after "kto może o to poprosić: wyłącznie". Unset, anyone may ask.
	Who Label `toml:"who" json:"who,omitempty"`
	// Effect says, for "allowlist" only, what being on the allowlist changes for a site, in
	// every language (without it, a webmaster cannot tell whether it means more fetching,
	// previews always shown or an exemption from a filter): a main clause in the indicative,
	// without a final full stop, that the page states after the request: en after "so that"
	// ("previews of its pages are shown even where a filter would hide them"); de after "mit
	// folgender Wirkung:", a whole sentence, so with a capital letter; fr after « avec l’effet
	// suivant : », in lower case; pl after "co oznacza, że". Unset, the page says nothing of what
	// the allowlist does, and validate warns.
	Effect Label `toml:"effect" json:"effect,omitempty"`
	// Jobs limits the request to these jobs (a window for the full sync only).
	Jobs []string `toml:"jobs" json:"jobs,omitempty"`
	// Channels are, for "alternative-channel", the channels the operator can use instead.
	Channels []Channel `toml:"channels" json:"channels,omitempty"`
	// WithinWorkingDays is how soon the operator carries the request out, in working days. More than 260 (about a year) is warned of, as a likely slip.
	WithinWorkingDays Count `toml:"within_working_days" json:"within_working_days,omitempty"`
	// WithinDays is how soon the operator carries the request out, in calendar days ("within 14
	// days"), for a promise counted in days rather than working days; not with
	// WithinWorkingDays. More than 366 (a year) is warned of, as a likely slip.
	WithinDays Count `toml:"within_days" json:"within_days,omitempty"`
	// Via are the channels where the request is made: "email" (contact.email), "portal"
	// (contact.portal), "form" (the web form of contact.form), or several. Unset, it is made by
	// e-mail.
	Via []RequestChannel `toml:"via" json:"via,omitempty"`
	// Covers is, for "blocklist", what a site has blocked where the blocklist holds something
	// other than sites: "ip-ranges" (IP address ranges, written in CIDR notation, RFC 4632
	// §3.1), "host-names", or both. The page then asks for "your IP address ranges (in CIDR
	// notation) and host names to be added to the blocklist, so that no request is sent to them
	// any more". Unset, it asks for "your site" to be added.
	Covers []RequestCover `toml:"covers" json:"covers,omitempty"`
	// Permanent says, for "blocklist", that an entry stays on the blocklist until the site asks
	// for its removal: the page says so with the request ("… so that it is no longer fetched
	// until you ask for it to be removed"). Unset or false, the page says nothing of how long an
	// entry stays.
	Permanent bool `toml:"permanent" json:"permanent,omitempty"`
}

// ByEmail reports whether the request is made by e-mail: Via lists "email", or is unset.
func (r Request) ByEmail() bool {
	return len(r.Via) == 0 || slices.Contains(r.Via, RequestChannelEmail)
}

// OptsOut reports whether the request asks the crawler to stay away from the site or from URLs
// of it (kind "stop", "blocklist" or "stop-url"): made by e-mail, it goes to
// contact.optout_email where there is one.
func (r Request) OptsOut() bool {
	return r.Kind == RequestKindStop || r.Kind == RequestKindBlocklist || r.Kind == RequestKindStopURL
}

// ToOptOutEmail reports whether the request, made by e-mail, goes to contact.optout_email where
// there is one: a request to stay away (Request.OptsOut), or to remove what was already collected
// (kind "removal"; new-user trial 32, F-10: optout@ takes opt-outs and removals).
func (r Request) ToOptOutEmail() bool {
	return r.OptsOut() || r.Kind == RequestKindRemoval
}

// EmailFor is the address a request of kind k made by e-mail goes to: contact.optout_email for a
// request to stay away or to remove content (Request.ToOptOutEmail) where there is one, else
// contact.email; and the JSON Pointer of the key that holds it.
func (c Contact) EmailFor(k RequestKind) (Email, string) {
	if c.OptOutEmail != "" && (Request{Kind: k}).ToOptOutEmail() {
		return c.OptOutEmail, "/contact/optout_email"
	}
	return c.Email, "/contact/email"
}

// InPortal reports whether the request is made in the portal (contact.portal).
func (r Request) InPortal() bool { return slices.Contains(r.Via, RequestChannelPortal) }

// InForm reports whether the request is made in the web form (contact.form).
func (r Request) InForm() bool { return slices.Contains(r.Via, RequestChannelForm) }

// TriggerSet is every way the agent's fetches start: Triggers, or Trigger alone, or none.
func (a Agent) TriggerSet() []Trigger {
	if len(a.Triggers) > 0 {
		return a.Triggers
	}
	if a.Trigger != "" {
		return []Trigger{a.Trigger}
	}
	return nil
}

// Agent is one of the crawler's identities: one robots.txt product token, with the User-Agent
// strings that carry it.
type Agent struct {
	// ID is the agent's key in policy.toml ([agents.ID]).
	ID string `toml:"-" json:"-"`
	// Token is the robots.txt product token (RFC 9309 §2.2.1), if the agent has one. An agent
	// needs a token, a User-Agent or both, so that a site can recognise it. The pages name an
	// agent by its name where it has one, else by its token; an agent without either by its
	// first stable part, else by the product its User-Agent names, and by its purpose where that
	// name would start like another agent's (Policy.Naming).
	Token Token `toml:"token" json:"token,omitempty"`
	// Name is what the pages call the agent, in every language ("Uptime monitor"): in its
	// heading, the side-by-side table of agents, the schedule and the review of a change, in
	// place of its token (which its block still states) or the name taken from its User-Agent.
	// Required for an agent without a token that nothing else names apart (no stable part or
	// User-Agent product of its own) and whose purpose is longer than 40 characters in a
	// language: the pages would otherwise head it with that sentence.
	Name Label `toml:"name" json:"name,omitempty"`
	// Purpose says in a few words, in every language, what the agent is for. The pages state it
	// after a label (en "What it does:", de "Zweck:", fr "Finalité :"), so in English a verb in
	// the third person ("Mirrors public council information systems"), in German a noun phrase
	// ("Spiegelung öffentlicher Ratsinformationssysteme") and in French one in lower case
	// ("reprise des contenus publics…"), not a verb without its subject.
	Purpose Label `toml:"purpose" json:"purpose,omitempty"`
	// AIPref is the category of the IETF AI Preferences vocabulary (draft-ietf-aipref-vocab) that
	// the agent's purpose falls in, where the operator states one: "train-ai" (it fetches to
	// train AI models) or "search" (for a search application). The page says so, with what a
	// robots.txt group that blocks the agent's token stops; the Signature Agent Card gives it as
	// the purpose.
	AIPref AIPrefCategory `toml:"aipref" json:"aipref,omitempty"`
	// UsagePreferences are where the agent reads what a site says of the use of its content for
	// AI or for text and data mining, and follows it. The AI usage preferences of the IETF
	// AIPREF drafts (draft-ietf-aipref-attach, in the vocabulary of draft-ietf-aipref-vocab),
	// whose preference for its category, AIPref, it follows: "robots-txt" (the Content-Usage
	// lines of the robots.txt group that applies to it), "http-header" (the Content-Usage header
	// field of a response); these two only with AIPref. A reservation of text and data mining
	// rights in the W3C TDM Reservation Protocol (TDMRep, Community Group Final Report, 2024),
	// which it respects: "tdmrep-header" (a tdm-reservation: 1 header field), "tdmrep-file"
	// (/.well-known/tdmrep.json), "tdmrep-meta" (a meta element named tdm-reservation, content
	// 1, in a page). The values of a robots meta element or X-Robots-Tag header field (a convention, not
	// a standard): "robots-meta-noai" (the page is not used for AI), "robots-meta-noimageai" (its
	// images are not). TDMRep and noai are no AIPREF category and need no AIPref. Each value
	// once. The page says so, one sentence for each of the three kinds; unset, it says nothing of
	// such preferences. What the agent does where a site says no is not stated here: package
	// polite, the exports and conform do not read the preferences (it is the crawler's use of
	// what it fetched).
	UsagePreferences []UsagePreferenceSource `toml:"usage_preferences" json:"usage_preferences,omitempty"`
	// UsageTokens are robots.txt product tokens (RFC 9309 §2.2.1) that send no requests of their
	// own and control only what the operator does with the pages this agent fetched, each for the
	// categories of the IETF AI Preferences vocabulary (draft-ietf-aipref-vocab) it names, as the
	// "-Extended" tokens of search engines do: usage_tokens = [{ token = "CorpusBot-Training",
	// controls = ["train-ai"] }]. A robots.txt group that disallows a URL for the token (RFC 9309
	// matching, the "*" group where no group names it) refuses that use of the URL's page; the
	// agent still fetches it as its own groups say. Each token keeps to the syntax of a product
	// token (outside letters, "_" and "-" it loads with a warning) and differs from every agent's
	// token, legacy token and other usage token, also as an RFC 9309 parser reads it; beside
	// robots_txt = "not-read" it is warned of (no group is read for the agent). The page states
	// each in the agent's block, with a snippet proven by the matcher to block the token and no
	// agent's token. Package polite does not enforce it (use comes after fetching): the crawler's
	// pipeline asks polite.UsageAllowed before it uses a page; the exports and conform cannot
	// carry or observe it.
	UsageTokens []UsageToken `toml:"usage_tokens" json:"usage_tokens,omitempty"`
	// Trigger is who or what starts the agent's fetches. Where it is "unattended" and some or all of
	// the agent's jobs start on an event (jobs.X.triggers), the page says so as well: "It runs
	// unattended, on its own schedule and in response to the events listed in the schedule."
	Trigger Trigger `toml:"trigger" json:"trigger,omitempty"`
	// Triggers are, instead of Trigger, each of several ways the agent's fetches start (e.g.
	// ["unattended", "user-request"]: on its own schedule, and when a person asks).
	Triggers []Trigger `toml:"triggers" json:"triggers,omitempty"`
	// UserAgent is the User-Agent header exactly as sent, or, with UserAgentForm, the part of it
	// that the agent always sends; {version} stands for Version, and every other {name} for a
	// placeholder declared in Placeholders. The same User-Agent (in the same form) as another
	// agent's, or as another agent's variant, is warned of: neither a site nor verify can tell
	// the two apart by it. An agent without one, without Variants, and that no address, host name
	// or job names, beside an agent that states its User-Agent, is warned of too: the page states
	// every agent as a crawler that sends requests, which a robots.txt product token that only
	// controls how fetched pages are used (a training-only token) is not: such a token belongs
	// in the fetching agent's UsageTokens.
	UserAgent UserAgent `toml:"user_agent" json:"user_agent,omitempty"`
	// UserAgentForm says how UserAgent stands in the header, where it is not the whole header:
	// "contains" (other text around it varies) or "after-browser" (a web browser's User-Agent,
	// which starts "Mozilla/5.0 (", followed by it; sitegen verify and conform hold a header to
	// that). The pages then say "contains", never "exactly as sent"; beside the promise
	// "no-browser-impersonation", "after-browser" has it say that the crawler never poses as a
	// person's browser: in its User-Agent, the browser's own string is always followed by its
	// name (new-user trial 31, F-14).
	UserAgentForm UserAgentForm `toml:"user_agent_form" json:"user_agent_form,omitempty"`
	// Placeholders declare the parts of the User-Agent that vary, other than {version}: what each
	// stands for and an example ("{subscribers}": how many users subscribe to the feed, "42").
	Placeholders []Placeholder `toml:"placeholders" json:"placeholders,omitempty"`
	// Version is the current version that replaces {version}, if published: a token of RFC 9110
	// (§10.1.5, product-version = token: ASCII letters, digits and !#$%&'*+-.^_`|~, no space),
	// e.g. "4.7-beta", not "4.7 beta".
	Version string `toml:"version" json:"version,omitempty"`
	// VersionMayChange states that {version} changes with releases.
	VersionMayChange bool `toml:"version_may_change" json:"version_may_change,omitempty"`
	// StableParts are substrings every User-Agent of the agent contains, whatever its version: what
	// a filter can match on.
	StableParts []string `toml:"stable_parts" json:"stable_parts,omitempty"`
	// Variants are other User-Agent strings the agent sends for some fetches.
	Variants []Variant `toml:"variants" json:"variants,omitempty"`
	// LegacyTokens are former product tokens that robots.txt groups may still name.
	LegacyTokens []LegacyToken `toml:"legacy_tokens" json:"legacy_tokens,omitempty"`
	// Former are User-Agents the agent no longer sends and tokens it no longer uses, with their
	// period of use: history, shown apart from what is sent now.
	Former []Former `toml:"former" json:"former,omitempty"`
	// RobotsTxt says whether the agent obeys robots.txt: "read", or "not-read" (then
	// NotReadBecause says why, and RefuseWith or contact what works instead). Unset, the agent
	// reads it where robots_txt.check or its own robots_txt_check says when. "read" is stated in
	// the agent's block ("It obeys robots.txt."), also where a check says when it is read; it
	// matters most on a page where another agent does not read it. Where every job of the agent
	// says robots_txt = "not-read" (validate warns), the block states the agent as one none of
	// whose fetches obeys robots.txt, then "read" as its setting that none of the fetches the
	// page describes follows. "not-read" is stated in the
	// agent's block (with NotReadBecause's reason where given), and its product token is
	// labelled as the one in its User-Agent, not as a token for robots.txt; the robots.txt
	// section's groups leave it out and say that no group reaches it, the agents table answers
	// "No" under reads robots.txt, the glance says that a robots.txt rule cannot shut it out
	// (and gives RefuseWith's statuses where set), and a snippet that names it is an error.
	RobotsTxt RobotsUse `toml:"robots_txt" json:"robots_txt,omitempty"`
	// NotReadBecause is why an agent with robots_txt = "not-read" does not obey robots.txt.
	NotReadBecause NotReadReason `toml:"not_read_because" json:"not_read_because,omitempty"`
	// LegalBasis names the law, provision or mandate under which the agent fetches, where the
	// operator states one (a legal-deposit act; the text-and-data-mining exception of Article 3
	// of Directive (EU) 2019/790, the DSM Directive): its name in every language and, where
	// given, the address of its text. The agent's block names it; with OptOut "not-possible" it
	// is why a site cannot opt out. A statement, not a behaviour of requests: package polite and
	// the exports have nothing to enforce.
	LegalBasis *NamedBasis `toml:"legal_basis" json:"legal_basis,omitempty"`
	// OptOut = "not-possible" states that a site cannot opt out of the agent's fetching (a legal
	// deposit, whose law has sites let it collect). It needs LegalBasis, robots_txt = "not-read"
	// (a Disallow that stopped the agent would be an opt-out), no refuse_with and no snippet that
	// names the agent; a request to stop or to be blocklisted (contact.requests) that any site
	// may make (no who) beside it is warned of, once per request with the other places a site
	// cannot opt out of. The page says so in place of a way out, and, where legal.removal says how
	// requests to remove content are handled and contact.email is given, that a site may ask for
	// a removal instead. The only value: unset, the page says nothing about opting out beyond
	// the ways it offers.
	OptOut OptOut `toml:"opt_out" json:"opt_out,omitempty"`
	// SitemapLines states that an agent that does not obey robots.txt still reads its Sitemap
	// lines to find addresses.
	SitemapLines bool `toml:"sitemap_lines" json:"sitemap_lines,omitempty"`
	// CrawlDelay = "applied" states that a Crawl-delay line still spaces the fetches of an agent
	// that does not obey robots.txt's rules (robots_txt = "not-read"): robots.txt is then read
	// for that line alone, as robots_txt.crawl_delay and its bounds say, and an unavailable or
	// unreachable robots.txt stops nothing. "not-applied" states that it does not. Only with
	// robots_txt = "not-read", and "applied" only where robots_txt.crawl_delay honours
	// Crawl-delay. Left out, the agent reads no Crawl-delay, and [robots_txt] values that no
	// other agent or job reads are an error. The page states it in the agent's block; package
	// polite spaces the agent's fetches by it (policy.EffectiveRobotsTxt.CrawlDelayOnly).
	CrawlDelay Applied `toml:"crawl_delay" json:"crawl_delay,omitempty"`
	// RobotsTxtExemptPaths are the paths (each absolute, "/.well-known/security.txt", compared
	// whole and case-sensitively, with no query, "*" or "$") that an agent obeying
	// robots.txt fetches whatever robots.txt says: a file published for every reader, as RFC 9116
	// §3 publishes security.txt, or robots.txt itself (RFC 9309 §2.2.2 has a crawler fetch it
	// whatever it holds). Only for an agent that obeys robots.txt. The agent's block, the
	// snippets, the robots.txt section and "robots test" state the exception wherever they say
	// what a Disallow does, and package polite lets a request to such a path through a Disallow
	// (an unreachable robots.txt still stops it as robots_txt.unreachable says).
	RobotsTxtExemptPaths []string `toml:"robots_txt_exempt_paths" json:"robots_txt_exempt_paths,omitempty"`
	// RecordedUnderDisallow is what an agent obeying robots.txt records of a server even where
	// robots.txt disallows the whole site ("tls-certificate", "open-ports"): robots.txt is then not a
	// complete way out. The agent's block, the snippets and their introduction, and the short
	// answer on blocking say so, and point to the request to stay away (contact.requests of kind
	// "stop", "blocklist" or "stop-url") where the policy offers one; the sentence that an entry
	// in robots.txt is enough and no one need write to the operator is then not said. Only for
	// an agent that obeys robots.txt; each value at most once.
	RecordedUnderDisallow []RecordedUnderDisallow `toml:"recorded_under_disallow" json:"recorded_under_disallow,omitempty"`
	// RefuseWith are the HTTP statuses (4xx) that, answered to the agent's requests, make it stop
	// fetching that address: a way to refuse it that works without robots.txt.
	RefuseWith []int `toml:"refuse_with" json:"refuse_with,omitempty"`
	// IgnoresStarGroup states that the agent does not obey the "*" group of robots.txt (RFC 9309
	// has a crawler obey it when no group names it; group_matching = "rfc9309" states that it does).
	IgnoresStarGroup bool `toml:"ignores_star_group" json:"ignores_star_group,omitempty"`
	// GroupMatching is how the agent chooses the groups it obeys: "rfc9309" as RFC 9309 §2.2.1
	// has it (groups naming its token, compared without regard to case, merged; the "*" group
	// where none names it), or where it departs from that: "merges-star" reads the "*" group together with a group that names
	// it; "first-group" obeys only the first group that names it, ignoring later ones, and
	// without one only the first "*" group; "case-sensitive" compares its product token with the
	// User-agent lines case-sensitively. The pages state it, and the snippets' proofs,
	// `sitegen robots test --matching` and polite read robots.txt for it that way. Unset, the
	// policy does not say: the proofs and polite read RFC 9309's way, and the pages state neither
	// that the agent obeys the "*" group nor that letter case does not matter (a key left out is
	// a sentence left out); a snippet's notes give RFC 9309's merging of groups and its "*" rule
	// as the RFC's, with advice that holds whatever the crawler does.
	GroupMatching GroupMatching `toml:"group_matching" json:"group_matching,omitempty"`
	// RobotsTxtCheck overrides robots_txt.check for this agent.
	RobotsTxtCheck RobotsCheck `toml:"robots_txt_check" json:"robots_txt_check,omitempty"`
	// RobotsTxtHandling is how this agent reads robots.txt where it differs from [robots_txt]: each
	// field it sets (cache_for, max_size, unavailable, unreachable, unavailable_statuses,
	// retry_unreachable, keep_last_good, keep_last_good_for, fallback, max_redirects, wildcards, the crawl_delay keys,
	// takes_effect_within) replaces the global one for the agent's fetches. When it reads
	// robots.txt is robots_txt_check.
	RobotsTxtHandling *RobotsTxt `toml:"robots_txt_handling" json:"robots_txt_handling,omitempty"`
	// FollowsLinks is how far the agent follows links: "none", "one-level", "within-site",
	// "within-domain" (the registrable domain, e.g. every host name under example.co.uk),
	// "within-country-domain" (a country's top-level domain, CountryDomain where named) or
	// "whole-web" (across sites).
	FollowsLinks LinkFollowing `toml:"follows_links" json:"follows_links,omitempty"`
	// OffSiteHops is, beside follows_links = "within-site" or "within-domain", how many links
	// the agent follows beyond that bound, counted from the last page inside it: 1 fetches the
	// pages that the site's pages link to on other sites, and follows none of their links
	// (new-user trial 28, F-03). Unset, it follows none off the site. Which links it follows is
	// the crawler's choice of URLs: package polite and the exports cannot enforce it, and say so.
	OffSiteHops Count `toml:"off_site_hops" json:"off_site_hops,omitempty"`
	// CountryDomain is, for follows_links = "within-country-domain", the country-code top-level
	// domain the agent stays in, written with its dot (".no"), where the policy names it.
	CountryDomain string `toml:"country_domain" json:"country_domain,omitempty"`
	// UsesSitemaps states that the agent takes addresses from the sitemaps that the Sitemap lines
	// of a site's robots.txt name. It says nothing of when: that the sitemaps come before any
	// link is SitemapsFirst.
	UsesSitemaps bool `toml:"uses_sitemaps" json:"uses_sitemaps,omitempty"`
	// SitemapsFirst states that the agent reads a site's sitemaps (and /sitemap.xml, with
	// SitemapXML) before it follows any link there: the page says "before following any links".
	// Only with UsesSitemaps, and with FollowsLinks other than "none".
	SitemapsFirst bool `toml:"sitemaps_first" json:"sitemaps_first,omitempty"`
	// SitemapXML states that the agent also reads /sitemap.xml at the root of a site, where
	// robots.txt names no sitemap there. Only with UsesSitemaps.
	SitemapXML bool `toml:"sitemap_xml" json:"sitemap_xml,omitempty"`
	// SitemapsSameHost states that a Sitemap line is followed only to a sitemap on the host of
	// the robots.txt that names it (RFC 9309 §2.2.4 lets it name any). Only with UsesSitemaps or
	// SitemapLines.
	SitemapsSameHost bool `toml:"sitemaps_same_host" json:"sitemaps_same_host,omitempty"`
	// TargetSources are where the agent learns the servers it contacts, beside the links,
	// sitemaps and URLs given that follows_links, uses_sitemaps and fetches state:
	// "ipv4-address-space" (every public IPv4 address), "certificate-transparency" (the host
	// names in Certificate Transparency logs, RFC 9162), "dns-zone-files" (the host names in the
	// zone files of top-level domains), "seed-lists" (the URLs of lists to start a crawl from),
	// "web-archive-indexes" (the URLs in the indexes of earlier crawls and of web archives).
	// Each once, and not beside fetches, which says that the agent fetches, or starts from, only
	// what it was given. The agent's block states them, so that a webmaster can tell why a
	// server is contacted at all; unset, nothing is said. Which servers the crawler contacts is
	// its choice of URLs: package polite names it among what it cannot enforce, and the exports
	// among what they do not set.
	TargetSources []TargetSource `toml:"target_sources" json:"target_sources,omitempty"`
	// Fetches limits what the agent fetches to what it was told (a named URL, a search).
	Fetches []FetchScope `toml:"fetches" json:"fetches,omitempty"`
	// ApprovalBeforeFetch states that the addresses found are shown to the person who asked, for
	// approval, before anything is fetched.
	ApprovalBeforeFetch bool `toml:"approval_before_fetch" json:"approval_before_fetch,omitempty"`
	// MediaTypes are the media types of the resources the agent fetches, where the operator
	// states them: of what it finds, it fetches only these (e.g. ["text/html"]). Each a media
	// type as RFC 6838 §4.2 writes one, type "/" subtype, in lower case, without parameters; a
	// subtype may be "*" for every subtype of the type ("text/*"), but not "*/*", which states
	// nothing. Each once, and none that a wildcard listed beside it covers. The page says so;
	// unset, it says nothing of media types. Which URLs the crawler asks for is its choice:
	// package polite and the exports do not enforce it.
	MediaTypes []string `toml:"media_types" json:"media_types,omitempty"`
	// Ports are the only TCP ports the agent connects to, where the operator states them
	// ([80, 443]): each a whole number from 1 to 65535, listed once. A URL's port is the one it
	// names, else its scheme's default (80 for http, 443 for https: RFC 9110 §4.2.1, §4.2.2).
	// The agent's block states them, and package polite refuses a request to any other port
	// with a *ScopeError, a redirect to one too (trial 29, F-06). Unset, nothing is said.
	Ports []int `toml:"ports" json:"ports,omitempty"`
	// Paths are the only paths the agent requests, where it fetches a fixed list of them (a
	// measurement scanner: "/", "/robots.txt", "/.well-known/security.txt"): each absolute,
	// compared whole and case-sensitively with a URL's path (its query aside), without "*",
	// "$", a query or a space, listed once. Only for an agent that follows no links
	// (follows_links unset or "none"), reads no sitemaps and fetches no embedded resources, whose
	// URLs are not a fixed list; where the agent reads robots.txt, "/robots.txt" is among them.
	// The agent's block states them, and package polite refuses a request to any other path with
	// a *ScopeError, a redirect to one too (trial 29, F-06). A proven snippet that disallows each
	// of them but "/robots.txt" for every agent it names shuts them out as one of the whole site
	// does: the short answer on blocking offers it (trial 30, F-09). Unset, nothing is said.
	Paths []string `toml:"paths" json:"paths,omitempty"`
	// Embedded is what the agent does with the resources that a page embeds or names.
	Embedded *Embedded `toml:"embedded" json:"embedded,omitempty"`
	// Directives are the robots meta tag and X-Robots-Tag directives the agent honours, and what
	// a rel="nofollow" link does.
	Directives *Directives `toml:"directives" json:"directives,omitempty"`
	// Revisits say when the agent checks again an address that was gone (404, 410) or moved (3xx).
	Revisits []Revisit `toml:"revisits" json:"revisits,omitempty"`
	// StopsAfterFailures states that a URL whose every fetch has failed for a time in a row is
	// no longer fetched, and who is then told.
	StopsAfterFailures *StopsAfterFailures `toml:"stops_after_failures" json:"stops_after_failures,omitempty"`
	// KeepsLastGood states how long the last copy of a resource fetched successfully stays in
	// use once fetches of its URL fail, and after how many failures in a row (an ads.txt
	// crawler: for up to 7 days after three failures; new-user trial 30, F-04). What counts as a
	// failure is the crawler's: the page names none. robots.txt has its own,
	// robots_txt.keep_last_good_for. No request depends on it (the ledger: not a behaviour of
	// requests).
	KeepsLastGood *KeepsLastGood `toml:"keeps_last_good" json:"keeps_last_good,omitempty"`
	// HTTP is how the agent speaks HTTP: methods, URL schemes, versions, JavaScript, cookies,
	// compression, Range requests.
	HTTP *HTTP `toml:"http" json:"http,omitempty"`
	// OnDemand describes fetches made when a person asks, with the cache per URL that takes the
	// place of a schedule.
	OnDemand *OnDemand `toml:"on_demand" json:"on_demand,omitempty"`
	// OnDisallow is what the agent does when robots.txt disallows it.
	OnDisallow []DisallowEffect `toml:"on_disallow" json:"on_disallow,omitempty"`
	// Promises are commitments that hold for this agent in addition to commitments.promises.
	Promises []Promise `toml:"promises" json:"promises,omitempty"`
	// Limits are limits of this agent's own (e.g. per observation), in addition to the global ones.
	Limits Limits `toml:"limits" json:"limits,omitzero"`
	// SelfHosted describes installations that others run with the agent's software.
	SelfHosted *SelfHosted `toml:"self_hosted" json:"self_hosted,omitempty"`
	// SigningKeys are the Ed25519 public keys (JWK, RFC 8037) with which the agent signs its
	// requests (Web Bot Auth: HTTP Message Signatures, RFC 9421): the build publishes them in the
	// key directory /.well-known/http-message-signatures-directory and in the agent's Signature
	// Agent Card, and the page says how to check a signature.
	SigningKeys []SigningKey `toml:"signing_keys" json:"signing_keys,omitempty"`
	// SignatureAgent is the value of the Signature-Agent header that the agent sends with each
	// signed request, where the operator states it: the https origin (scheme and host, no path,
	// e.g. "https://crawler.example") at which a verifier finds the key directory, at
	// /.well-known/http-message-signatures-directory (draft-meunier-web-bot-auth-architecture,
	// adopted as draft-ietf-webbotauth-httpsig-protocol: a Dictionary member, keyed by the
	// signature's label, of type "directory", that the signature covers). Only with SigningKeys.
	// The page names it among the steps of checking a signature; unset, the page does not
	// mention the header.
	SignatureAgent URL `toml:"signature_agent" json:"signature_agent,omitempty"`
}

func (a Agent) key() string { return a.ID }

// ObeysRobotsTxt reports whether the agent obeys robots.txt as far as the policy says: not where
// its robots_txt is "not-read"; where it is "read", or where the policy or the agent says when
// robots.txt is read.
func (p *Policy) ObeysRobotsTxt(a Agent) bool {
	switch a.RobotsTxt {
	case RobotsUseNotRead:
		return false
	case RobotsUseRead:
		return true
	}
	return a.RobotsTxtCheck != "" || p.RobotsTxt.Check != ""
}

// NoJobObeysRobotsTxt reports whether agent a obeys robots.txt (ObeysRobotsTxt) but none of its
// fetches does: it has jobs, and each says robots_txt = "not-read" (new-user trial 31, F-12, the
// trial's variantB). validate warns of it and points to the agent's own robots_txt = "not-read";
// the page states such an agent as it states that form, with no robots.txt group for its token.
func (p *Policy) NoJobObeysRobotsTxt(a Agent) bool {
	if !p.ObeysRobotsTxt(a) {
		return false
	}
	jobs := 0
	for _, j := range p.Jobs {
		if j.Agent != a.ID {
			continue
		}
		if j.RobotsTxt != RobotsUseNotRead {
			return false
		}
		jobs++
	}
	return jobs > 0
}

func (a Agent) withKey(k string) Agent { a.ID = k; return a }

// UserAgents returns every User-Agent string of the agent with {version} expanded: the main one
// first, then the variants.
func (a Agent) UserAgents() []string {
	out := []string{a.UserAgent.Expand(a.Version)}
	for _, v := range a.Variants {
		out = append(out, v.UserAgent.Expand(a.Version))
	}
	return out
}

// NamedBasis is a legal basis by name: a law, a provision of one, or a mandate.
type NamedBasis struct {
	// Name is the basis as the pages name it, in every language ("the National Library Act",
	// "Article 3 of Directive (EU) 2019/790"): a noun phrase that can stand in parentheses and
	// after a colon. Unlike other labels it may hold numbers, which are part of the name.
	Name Label `toml:"name" json:"name"`
	// URL is where its text is published, where the policy gives it.
	URL URL `toml:"url" json:"url,omitempty"`
	// URLs are where its texts are published, for a basis of several texts (a directive and the
	// national act that transposes it), in the order the page links them (new-user trial 28,
	// F-05). Either URL or URLs, not both; each listed once.
	URLs []URL `toml:"urls" json:"urls,omitempty"`
}

// Links returns the addresses of the basis's texts: URL, or URLs; none where neither is given.
func (b NamedBasis) Links() []URL {
	if b.URL != "" {
		return []URL{b.URL}
	}
	return b.URLs
}

// Placeholder is a part of a User-Agent that varies between requests, written {Name} in it.
type Placeholder struct {
	// Name is the placeholder's name as the User-Agent writes it between braces: lower-case
	// letters, digits and "_".
	Name string `toml:"name" json:"name"`
	// StandsFor says in every language what the placeholder stands for.
	StandsFor Label `toml:"stands_for" json:"stands_for"`
	// Example is a value as the crawler sends it ("42", "social.example"), without spaces: a
	// placeholder stands for characters other than spaces, which is how sitegen verify matches it.
	Example string `toml:"example" json:"example"`
}

// Variant is another User-Agent string an agent sends for some of its fetches.
type Variant struct {
	UserAgent UserAgent `toml:"user_agent" json:"user_agent"`
	// UsedFor says in every language which fetches send it, where the operator says so.
	UsedFor Label `toml:"used_for" json:"used_for,omitempty"`
}

// LegacyToken is a former product token.
type LegacyToken struct {
	Token Token `toml:"token" json:"token"`
	// RestrictOnly states that a group naming the token can only take permissions away: it is read
	// in addition to the group of the current token, and its Disallow rules apply too.
	RestrictOnly bool `toml:"restrict_only" json:"restrict_only,omitempty"`
}

// UsageToken is a robots.txt product token that controls a use of the pages an agent fetched,
// not their fetching (agents.X.usage_tokens).
type UsageToken struct {
	// Token is the product token that robots.txt groups name to refuse the use (RFC 9309
	// §2.2.1), e.g. "CorpusBot-Training". It is never sent in a request.
	Token Token `toml:"token" json:"token"`
	// Controls are the categories of the IETF AI Preferences vocabulary (draft-ietf-aipref-vocab)
	// whose use of a page a group that disallows its URL for Token refuses: "train-ai" (training
	// AI models), "search" (a search application), or both, each once.
	Controls []AIPrefCategory `toml:"controls" json:"controls"`
}

// SelfHosted describes installations that others run with the crawler's software.
type SelfHosted struct {
	// OwnAddresses states that such installations fetch from their own addresses.
	OwnAddresses bool `toml:"own_addresses" json:"own_addresses,omitempty"`
	// OwnUserAgentJobs are the jobs for which an installation may set its own User-Agent and
	// contact.
	OwnUserAgentJobs []string `toml:"own_user_agent_jobs" json:"own_user_agent_jobs,omitempty"`
	// DefaultUserAgentJobs are the jobs that usually still send the default User-Agent.
	DefaultUserAgentJobs []string `toml:"default_user_agent_jobs" json:"default_user_agent_jobs,omitempty"`
	// ChecksDefaultToken states that the software always obeys the default token's group as well,
	// whatever identity an installation sets.
	ChecksDefaultToken bool `toml:"checks_default_token" json:"checks_default_token,omitempty"`
}

// Target is a category of site (council information systems, local-authority sites, open-data
// APIs, a tile server) with its own limits where they differ from the global ones.
type Target struct {
	ID string `toml:"-" json:"-"`
	// Label names the category in every language.
	Label Label `toml:"label" json:"label"`
	// RobotsTxt says whether fetches to these sites read robots.txt (default: read). "not-read"
	// is stated in the list of categories, in the robots.txt section and beside each snippet and
	// answer that robots.txt would otherwise settle; the page then offers a way to stop those
	// fetches only where contact.requests holds one (a request of kind "stop", "blocklist" or
	// "stop-url" made by e-mail), never "write to the operator" on its own (trial 28, F-01).
	RobotsTxt RobotsUse `toml:"robots_txt" json:"robots_txt,omitempty"`
	// NotReadBecause is why fetches to these sites do not read robots.txt (the values of
	// agents.X.not_read_because: "legal-mandate" for sites that a law has the operator check).
	// The list of categories and the robots.txt section state it beside "robots.txt is not read".
	// Only with robots_txt = "not-read"; unset, the page gives no reason.
	NotReadBecause NotReadReason `toml:"not_read_because" json:"not_read_because,omitempty"`
	// TermsOfUse states that the sites' own terms of use govern the fetches.
	TermsOfUse bool `toml:"terms_of_use" json:"terms_of_use,omitempty"`
	// Limits override the global limits field by field; quotas add to them.
	Limits Limits `toml:"limits" json:"limits,omitzero"`
}

func (t Target) key() string             { return t.ID }
func (t Target) withKey(k string) Target { t.ID = k; return t }

// ReadsRobotsTxt reports whether fetches to the target read robots.txt.
func (t Target) ReadsRobotsTxt() bool { return t.RobotsTxt != RobotsUseNotRead }

// Limits are rate limits, quotas and request settings. The global Policy.Limits apply to every
// request; a Target's Limits override them field by field (quotas add); an Agent's Limits add its
// own. Zero values are "not set".
type Limits struct {
	// MinInterval is the shortest time between two requests with the same IntervalKey.
	MinInterval Duration `toml:"min_interval" json:"min_interval,omitzero"`
	// IntervalKey is what MinInterval is counted per (hostname, site, server, observation):
	// "hostname" is the host name of the URL (www.example.org and img.example.org are two);
	// "site" is a site as the crawler groups its host names, which package polite takes to be the
	// host name unless its caller names the site of a URL (polite.Options.Site), so a site with
	// several host names may get the limit once for each; "server" is the IP address the host
	// name resolves to (the smallest), so host names on one server share it; "domain" is the
	// registrable domain. The general limits hold for each agent on its own, unless
	// shared_across_services shares them, and the page says which.
	IntervalKey Scope `toml:"interval_key" json:"interval_key,omitempty"`
	// DefaultInterval is the usual time between requests, longer than MinInterval.
	DefaultInterval Duration `toml:"default_interval" json:"default_interval,omitzero"`
	// IntervalUnit is what MinInterval and DefaultInterval space: "requests" (each request) or
	// "page-loads" (a page with the resources it embeds, fetched together as a browser does;
	// the page says "one page load every 5 seconds", never "one request"). "page-loads" only
	// where an agent fetches embedded resources (agents.X.embedded.fetch = "fetched").
	IntervalUnit LoadUnit `toml:"interval_unit" json:"interval_unit,omitempty"`
	// Concurrency is how many requests may be open at once per ConcurrencyKey.
	Concurrency Count `toml:"concurrency" json:"concurrency,omitempty"`
	// ConcurrencyUnit is what Concurrency counts: "requests" (each request in flight),
	// "page-loads" (pages being loaded, each with the resources it embeds) or "connections"
	// (connections open at once, idle ones included: over HTTP/2 one connection may carry several
	// requests, and a firewall counts connections; new-user trial 29, F-13). "page-loads" only
	// where an agent fetches embedded resources. Package polite enforces "connections" by giving
	// each request a connection of its own, closed with its body (keep-alive off in the
	// *http.Transport it clones; New refuses another Base unless Options.Elsewhere names the
	// pointer), and by counting every request, robots.txt and redirects included, against the
	// slots; the Scrapy, Nutch and StormCrawler exports list it as not enforced.
	ConcurrencyUnit ConcurrencyUnit `toml:"concurrency_unit" json:"concurrency_unit,omitempty"`
	// ConcurrencyKey is what Concurrency is counted per (server, sync).
	ConcurrencyKey Scope `toml:"concurrency_key" json:"concurrency_key,omitempty"`
	// SharedAcrossServices states that the limits hold for all of the operator's services
	// (its agents and their instances) together, not for each one. Without it, the general
	// limits hold for each agent on its own (package polite counts them per agent), and the page
	// says so.
	SharedAcrossServices bool `toml:"shared_across_services" json:"shared_across_services,omitempty"`
	// OnCoordinationFailure is what happens while the services cannot coordinate a shared limit.
	OnCoordinationFailure CoordinationFailure `toml:"on_coordination_failure" json:"on_coordination_failure,omitempty"`
	// Counts lists what counts as a request besides ordinary fetches.
	Counts []Counted `toml:"counts" json:"counts,omitempty"`
	// Quotas cap the number of requests (or other things) per period and key.
	Quotas []Cap `toml:"quotas" json:"quotas,omitempty"`
	// Passes limit how the crawler visits a site in passes.
	Passes *Passes `toml:"passes" json:"passes,omitempty"`
	// MaxRedirects is the most redirects followed for one fetch: at least 1; a crawler that
	// follows none states Redirects = "not-followed" instead.
	MaxRedirects Count `toml:"max_redirects" json:"max_redirects,omitempty"`
	// Redirects = "not-followed" states that no redirect is followed: a 3xx response is the
	// answer, and its Location is not requested for that fetch (new-user trial 29, F-12: a
	// scanner that records a 3xx and moves on). Not beside max_redirects, redirects_within or
	// redirects_check_robots_txt in the same limits, and an agent's max_redirects not under
	// general limits that say it. Unset, the pages say nothing of redirects unless max_redirects
	// does. Package polite enforces it: the Transport hands the 3xx back, and refuses the request
	// an http.Client makes to follow one (*RedirectError).
	Redirects Redirects `toml:"redirects" json:"redirects,omitempty"`
	// RedirectsCheckRobotsTxt states that a redirect is followed only if the target's robots.txt
	// allows it.
	RedirectsCheckRobotsTxt bool `toml:"redirects_check_robots_txt" json:"redirects_check_robots_txt,omitempty"`
	// RedirectsWithin is how far a redirect is followed: "hostname" (only to the same host name)
	// or "registrable-domain" (only to a host name of the same registrable domain, eTLD+1 by the
	// Public Suffix List, e.g. from shop.example.co.uk to www.example.co.uk). Unset, the pages do
	// not say.
	RedirectsWithin RedirectsWithin `toml:"redirects_within" json:"redirects_within,omitempty"`
	// ConnectTimeout is how long the crawler waits for a connection: at least 1ms (MinTimeout),
	// and below 100ms a warning (WarnTimeout), as for every timeout; no upper bound.
	ConnectTimeout Duration `toml:"connect_timeout" json:"connect_timeout,omitzero"`
	// ResponseTimeout is how long the crawler waits for a response: at least 1ms, below 100ms a
	// warning.
	ResponseTimeout Duration `toml:"response_timeout" json:"response_timeout,omitzero"`
	// TransferTimeout is how long a whole request may take, from sending it to the last byte of
	// the response's body; a longer one is abandoned (Scrapy's DOWNLOAD_TIMEOUT, Nutch's
	// http.time.limit). At least 1ms, below 100ms a warning; shorter than response_timeout or
	// connect_timeout a warning too, since it then ends the wait they state.
	TransferTimeout Duration `toml:"transfer_timeout" json:"transfer_timeout,omitzero"`
	// PageLoadTimeout is how long one page load may take in total: the page with the resources
	// it embeds, from the request for the page until the last of them has arrived; a longer one
	// is abandoned, as by a crawler that renders pages in a browser. Only where an agent fetches
	// the resources a page embeds (agents.X.embedded.fetch = "fetched"), as the unit
	// "page-loads"; at least 1ms, below 100ms a warning, as every timeout; shorter than
	// TransferTimeout a warning, since the request for the page is part of its load. Package
	// polite cannot enforce it (it sees one request at a time): the crawler gives each page
	// load's context a deadline. The Scrapy, Nutch and StormCrawler exports have no setting for
	// it and list it as not enforced.
	PageLoadTimeout Duration `toml:"page_load_timeout" json:"page_load_timeout,omitzero"`
	// MaxBodySize is the largest response body the crawler downloads; what happens to a larger
	// one is LargerBodies.
	MaxBodySize Size `toml:"max_body_size" json:"max_body_size,omitempty"`
	// LargerBodies is what happens to a response body larger than MaxBodySize: "truncated" (the
	// first MaxBodySize bytes are read and used, the rest is not downloaded) or "abandoned" (the
	// response is dropped). Unset, the pages say only that no more than MaxBodySize is
	// downloaded.
	LargerBodies LargerBodies `toml:"larger_bodies" json:"larger_bodies,omitempty"`
	// Intervals are further spacings that hold at the same time as MinInterval, each on a key of
	// its own (politeness on two keys at once: per host name and per IP address).
	Intervals []Interval `toml:"intervals" json:"intervals,omitempty"`
	// ResponseTimeDelay derives the wait before the next request from the last response time.
	ResponseTimeDelay *ResponseTimeDelay `toml:"response_time_delay" json:"response_time_delay,omitempty"`
	// ConditionalRequests are the validators the crawler sends (RFC 9110 §13.1), so that an
	// unchanged resource is not transferred again (304 Not Modified).
	ConditionalRequests []ConditionalHeader `toml:"conditional_requests" json:"conditional_requests,omitempty"`
}

// Cap is a cap on requests (or other things) per period and key: "at most 12 requests per hour per
// site", "at most 200 files per run", "a daily limit whose number is not published".
type Cap struct {
	// Max is the cap. Left out with Unpublished set, the cap exists but its number is not published.
	Max Count `toml:"max" json:"max,omitempty"`
	// Min is the least number, for a range ("2 to 4 requests"); equal to Max, the page states
	// that number ("35 pages per year").
	Min Count `toml:"min" json:"min,omitempty"`
	// Unpublished states that the cap exists but its number is deliberately not published.
	Unpublished bool `toml:"unpublished" json:"unpublished,omitempty"`
	// Unit is what the cap counts (default: requests), as the page names it: "requests" (HTTP
	// requests; limits.counts says whether robots.txt and redirects count), "pages" (web pages,
	// e.g. product pages), "page-loads" (a page with the resources it embeds, fetched together as
	// a browser does, as limits.interval_unit = "page-loads" counts them: "at most 600 page loads
	// per day per host name"; only where an agent fetches embedded resources), "files"
	// (downloaded files such as PDFs), "persons" (the persons whose
	// records are fetched), "documents", "head-requests" (HEAD requests only), "observations" and
	// "urls" (distinct addresses, however many requests each takes), "runs" (runs of the job,
	// however many requests each sends: only in a job's own caps, on a job that says what starts
	// a run, and not per run; the page names a run of a job that a request of kind "re-check"
	// names a recheck: "at most 2 rechecks per hour per registrable domain"). The unit is a
	// word on the page; polite enforces requests, head-requests and page-loads (each request but
	// those marked Fetch.Embedded) and leaves the other units to the crawler (Options.Elsewhere).
	Unit CapUnit `toml:"unit" json:"unit,omitempty"`
	// Period is the time the cap is counted over (1h, 24h, 7d, 1mo, a month of 30 days); zero with
	// PerRun for a cap per run.
	Period Duration `toml:"period" json:"period,omitzero"`
	// PerRun states that the cap is counted per run. A run is one run of a job (jobs.X): from the
	// moment its cadence, a trigger or a person starts it until it has fetched what it set out to
	// fetch, however long that takes; for an agent without jobs that fetches on request (trigger
	// "user-request" or "customer-scheduled"), the fetching for one request. The crawler names
	// each run (package polite reads it from Fetch.Keys["run"]). A quota per run needs something
	// that runs: in the general limits a job or such an agent, in a category of site's a job that
	// fetches from it, in an agent's a job of that agent or such a trigger; and where jobs count,
	// one of them must say what starts a run (a cadence, triggers, started_by or runs_per_year:
	// not dates alone, nor continuous), as must a job for its own caps per run.
	PerRun bool `toml:"per_run" json:"per_run,omitempty"`
	// PerDates states that the cap is counted once over the dates of the jobs it applies to
	// (jobs.X.dates with a year), from the first day of the earliest span to the last day of the
	// latest (Policy.CapDates), with no reset at a day, a period or a run: "at most 21 pages per
	// registrable domain over the whole period from 11 January 2027 to 9 April 2027". Every job it
	// applies to must have such dates (a job's caps: the job; the general limits: every job; a
	// category of site's: its jobs; an agent's: its jobs), and every agent it applies to a job;
	// not with period or per_run. Package polite counts it over that span; the Scrapy, Nutch and
	// StormCrawler exports list it as not enforced (new-user trial 27, F-09: a study's "home page
	// and 20 further pages, once for the whole study").
	PerDates bool `toml:"per_dates" json:"per_dates,omitempty"`
	// Key is what the cap is counted per (site, all-sites, system, municipality, customer).
	Key Scope `toml:"key" json:"key,omitempty"`
	// What says in every language what is counted, where the unit alone does not say it.
	What Label `toml:"what" json:"what,omitempty"`
	// Jobs are the keys of the jobs (jobs.X) whose requests a quota of the general limits counts
	// together, at least two, each listed once: "at most 3 requests per domain every 24 hours,
	// for the daily verification and the re-checks together" (new-user trial 30, F-07). A
	// request of no job, or of another, does not count. Unset, the quota counts every request;
	// a cap of one job is that job's (jobs.X.caps). Only in limits.quotas, and not with
	// per_dates (which spans the dates of every job). Package polite counts it for the requests
	// whose Fetch.Job it names; the exports list it as not enforced, sitegen conform as not
	// observable (its test sites are no job's), and sitegen diff classes more jobs, or none
	// named, as stricter.
	Jobs []string `toml:"jobs" json:"jobs,omitempty"`
}

// CapUnitOrDefault returns the unit, requests when unset.
func (c Cap) CapUnitOrDefault() CapUnit {
	if c.Unit == "" {
		return CapUnitRequests
	}
	return c.Unit
}

// Passes limit a crawler that visits a site in passes.
type Passes struct {
	// MinInterval is the shortest time between two passes over one site.
	MinInterval Duration `toml:"min_interval" json:"min_interval,omitzero"`
	// MaxRequests is the most requests in one pass.
	MaxRequests Count `toml:"max_requests" json:"max_requests,omitempty"`
}

// Occasion is an operator-defined day or event ("a session day or the day before", "a council
// session broadcast live").
type Occasion struct {
	ID string `toml:"-" json:"-"`
	// Label names the day or event. The English page puts it after "on" (a day) or "during" (an
	// event: Kind) in a schedule rule and after "the start of" in one that runs around it, so it
	// is a noun phrase there ("a council session broadcast live"); German, French and Polish
	// state a rule with the label as written, so there it reads as when the rule applies ("bei
	// Ratssitzungen mit Liveübertragung").
	Label Label `toml:"label" json:"label"`
	// Kind is whether the occasion is a day ("day": a session day, a public holiday), on which a
	// rule runs, or an event or period ("event", the default: a council session broadcast live),
	// during which it runs: English says "on a session day", "during a council session".
	Kind OccasionKind `toml:"kind" json:"kind,omitempty"`
}

func (o Occasion) key() string               { return o.ID }
func (o Occasion) withKey(k string) Occasion { o.ID = k; return o }

// Window is a time when the crawler stays away (quiet), prefers to do some work (preferred), or
// the only time some jobs run (only).
type Window struct {
	ID string `toml:"-" json:"-"`
	// Kind is "quiet" (no requests), "preferred" (work drawn to it, not limited to it) or "only"
	// (the jobs it names run within it and never at other times).
	Kind WindowKind `toml:"kind" json:"kind"`
	// Label names the window in every language.
	Label Label `toml:"label" json:"label"`
	// Days are the weekdays the window applies on (default: every day).
	Days Weekdays `toml:"days" json:"days,omitempty"`
	// Hours are the spans of the day, in the site's time zone.
	Hours []TimeRange `toml:"hours" json:"hours"`
	// Overnight must be set when a span crosses midnight (22:00-06:00). With Days, such a span
	// starts on each of the days and ends on the next ("sat" with 22:00-06:00 is Saturday night,
	// into Sunday morning).
	Overnight bool `toml:"overnight" json:"overnight,omitempty"`
	// Targets are the categories of site the window applies to (default: all). Not with kind
	// "only", whose jobs name their sites.
	Targets []string `toml:"targets" json:"targets,omitempty"`
	// Jobs are the jobs (keys in jobs) that run only within a window of kind "only" (required
	// there, and only there). A job in several such windows runs within any of them; the rest of
	// the time none of its requests is sent (polite refuses them with *OutsideWindowError, which
	// names when the next of its windows opens). A schedule rule of such a job whose hours lie
	// outside its windows is an error.
	Jobs []string `toml:"jobs" json:"jobs,omitempty"`
	// ExceptDays are the days on which a window of kind "only" does not open, so that its jobs
	// send no request that day (new-user trial 28, F-06: working days without public holidays):
	// each a date ("2027-04-05", that day alone) or "MM-DD" ("05-01", that day of every year), in
	// the site's time zone; a span that crosses midnight belongs to the day it starts on. Only
	// with kind "only", each day listed once. package polite enforces them (*OutsideWindowError).
	// A country's calendar of public holidays is not a value: list its days.
	ExceptDays []Day `toml:"except_days" json:"except_days,omitempty"`
}

// Skips reports whether the window does not open on the calendar day of t (its year, month and
// day in t's location: pass t in the policy's time zone, site.time_zone): a day of ExceptDays.
func (w Window) Skips(t time.Time) bool {
	for _, d := range w.ExceptDays {
		if (DateRange{From: d, Until: d}).Contains(t) {
			return true
		}
	}
	return false
}

// Covers reports whether the window holds minute m (0-1439) of weekday day, in the site's time
// zone: a span that crosses midnight starts on each of the window's days and ends on the next.
func (w Window) Covers(day time.Weekday, m TimeOfDay) bool {
	on := func(d time.Weekday) bool { return w.Days == 0 || w.Days.Has(d) }
	for _, h := range w.Hours {
		switch {
		case !h.CrossesMidnight():
			if on(day) && m >= h.From && m < h.To {
				return true
			}
		case m >= h.From && on(day), m < h.To && on((day+6)%7):
			return true
		}
	}
	return false
}

// OnlyWindows returns the windows of kind "only" that name the job, in order of their keys.
func (p *Policy) OnlyWindows(job string) []Window {
	var out []Window
	for _, w := range p.Windows {
		if w.Kind == WindowKindOnly && slices.Contains(w.Jobs, job) {
			out = append(out, w)
		}
	}
	return out
}

// ReactionJobs returns the jobs a reaction pauses: job, where the reaction is that job's own
// (jobs.X.reactions); else the reaction's jobs; else every job of the policy, in order of keys.
func (p *Policy) ReactionJobs(r Reaction, job string) []string {
	switch {
	case job != "":
		return []string{job}
	case len(r.Jobs) > 0:
		return r.Jobs
	}
	var out []string
	for _, j := range p.Jobs {
		out = append(out, j.ID)
	}
	return out
}

func (w Window) key() string             { return w.ID }
func (w Window) withKey(k string) Window { w.ID = k; return w }

// Job is a kind of fetch: a row of the schedule table.
type Job struct {
	ID string `toml:"-" json:"-"`
	// Label names the job in every language.
	Label Label `toml:"label" json:"label"`
	// Agent is the agent (key in agents) whose identity the job's requests carry.
	Agent string `toml:"agent" json:"agent"`
	// Target is the category of site the job fetches from (key in targets), if it is one. Without
	// it, the job goes to any site (the schedule says "Any site"), and the limits that apply are
	// those of the site's category where it has its own, else the general ones.
	Target string `toml:"target" json:"target,omitempty"`
	// Cadence lists when the job runs. A rule With another job adds that job's runs; of the other
	// rules, where several apply at a moment, the first one listed wins. A rule that an earlier
	// one wholly shadows (it applies on every day and at every time of the later one, under the
	// same condition and occasions or none) would never decide anything, and is an error naming
	// both; a rule shadowed only in part decides where the earlier one does not apply.
	Cadence []Cadence `toml:"cadence" json:"cadence,omitempty"`
	// CadencePer is what the cadence counts per, where the operator states it: "registered-url"
	// (each URL a customer registered runs on the schedule on its own: a site with 20 registered
	// URLs checked every minute gets 20 checks a minute; only for an agent whose trigger is
	// "customer-scheduled"), "site" or "hostname". The page says so beside the schedule, so that a
	// webmaster can work out the load (new-user trial 26, F-05). Only with cadence.
	CadencePer CadencePer `toml:"cadence_per" json:"cadence_per,omitempty"`
	// Continuous states that the job runs continuously, outside quiet windows (and, where a
	// window of kind "only" names it, within such windows): it has no runs to schedule, so no
	// cadence and no runs_per_year. The limits pace it as any job. A job states when it runs by
	// cadence, continuous, triggers, started_by, runs_per_year or dates; one that states none is
	// valid, with a warning, and the schedule says in its row that when it runs is not specified.
	Continuous bool `toml:"continuous" json:"continuous,omitempty"`
	// Triggers are events that start the job outside its cadence: "before-onboarding" (before
	// the operator takes a site on, e.g. a check whether it qualifies), "visitor-request" (a
	// visitor to the operator's site asks for it), "visitor-opens-uncopied" (a visitor to the
	// operator's site opens an item of which the operator has no copy yet), "after-timeout" (a
	// request timed out, as the job's timeout counts it; where the job has reactions of its own,
	// once their pause has ended),
	// "site-request" (the site's owner asks for it) and "public-complaint" (a member of the public
	// complains to the operator about the site, e.g. about its accessibility, and the operator
	// accepts the complaint: the job then checks the site the complaint is about).
	Triggers []JobTrigger `toml:"triggers" json:"triggers,omitempty"`
	// StartedBy are the other jobs (their keys in jobs) whose fetches find what this one fetches:
	// the job runs whenever one of them finds something new for it (a file a feed names, a page a
	// sitemap lists, a page a listed site links to), outside its own cadence. policy.toml writes
	// one job as a string (started_by = "poll") and several as an array (started_by = ["simple",
	// "deep"]); policy.json writes them the same way (JobRefs). Each must be another job of the
	// policy, named once.
	StartedBy JobRefs `toml:"started_by" json:"started_by,omitempty"`
	// WithinWorkingDays is how soon the job runs after each of its triggers, at most, in
	// working days (10: "within 10 working days"), counted from the request or, for
	// "public-complaint", from the day the complaint is accepted. Only with triggers, each of
	// them "visitor-request", "site-request" or "public-complaint": the other triggers start
	// the job at once. More than 260 (about a year) is warned of, as a likely slip. A job that
	// carries out a re-check (a contact request of kind "re-check") has it only where the
	// request states the same within_working_days.
	WithinWorkingDays Count `toml:"within_working_days" json:"within_working_days,omitempty"`
	// Adaptive is how the job adapts its cadence.
	Adaptive Adaptive `toml:"adaptive" json:"adaptive,omitempty"`
	// ChangesOnly states that the job asks the site only for what changed since its last run (an
	// incremental request such as OParl's modified_since), so that with no change it reads one page
	// per list.
	ChangesOnly bool `toml:"changes_only" json:"changes_only,omitempty"`
	// MaxUnchangedPages is, when the site ignores the change filter, how many pages without a
	// change the job reads before it stops.
	MaxUnchangedPages Count `toml:"max_unchanged_pages" json:"max_unchanged_pages,omitempty"`
	// Caps limit the job's own requests: counted over each period (period = "1h": at most so
	// many an hour, across runs), per run (per_run) or over the job's dates (per_dates), and per
	// key where key is set. A quota of the general limits counts every request of the crawler; a
	// cap counts only this job's, so a limit that holds for scheduled fetches but not for another
	// job's re-checks on request is a cap of the scheduled job.
	Caps []Cap `toml:"caps" json:"caps,omitempty"`
	// Limits are the job's own limits, which replace for its requests those of its category of
	// site and the general ones, field by field (policy.Effective): a harvester that asks a
	// repository for metadata every 2 seconds and for full texts every 5 seconds states the
	// one as the job's own interval and the other as the general one. A job states min_interval
	// alone: it is counted per the interval_key in force for its sites, so that a request of the
	// job comes at least that long after any request to the same host name (or other key), and
	// any other request at least the general interval after it. Validation refuses the other
	// fields.
	Limits Limits `toml:"limits" json:"limits,omitzero"`
	// Timeout is how long the job waits for an answer before it counts a timeout: at least 1ms,
	// below 100ms a warning.
	Timeout Duration `toml:"timeout" json:"timeout,omitzero"`
	// Retry is the retry schedule of a failed item (a document download).
	Retry *Schedule `toml:"retry" json:"retry,omitempty"`
	// Reactions are the job's own error reactions.
	Reactions []Reaction `toml:"reactions" json:"reactions,omitempty"`
	// CatchUp states that what a paused part skipped is caught up afterwards, while the rest of the
	// job goes on.
	CatchUp bool `toml:"catch_up" json:"catch_up,omitempty"`
	// RefetchInterval is the shortest time before the same item is fetched again after a fetch
	// (the page states "at most once every T"), or, with RefetchApproximate, the typical time
	// between two fetches of it ("about every T"). Whether it holds after a miss or a failure too
	// is RefetchAfterFailure. On a job whose agent fetches the resources its pages embed
	// (agents.X.embedded.fetch = "fetched"), a warning: a style sheet that many pages share is
	// fetched with each of them, and the page says "Each resource …" of it too; the warning offers
	// SiteInterval where the time is meant of each site.
	RefetchInterval Duration `toml:"refetch_interval" json:"refetch_interval,omitzero"`
	// RefetchApproximate states that RefetchInterval is an approximate time, as the operator gives
	// it ("re-crawled roughly every 60 days", sometimes sooner, sometimes later): the page says
	// "about every T", and states no minimum, so an item may be fetched again sooner. Nothing
	// enforces it (package polite and the exports list refetch_interval as the crawler's
	// scheduling either way), and validate no longer holds a follow_up re-check to it. Only with
	// RefetchInterval, and not with RefetchAfterFailure, which states a minimum.
	RefetchApproximate bool `toml:"refetch_approximate" json:"refetch_approximate,omitempty"`
	// RefetchAfterFailure states that RefetchInterval holds also after a fetch that found the item
	// missing or failed: such an item is not tried again sooner. Only with RefetchInterval.
	RefetchAfterFailure bool `toml:"refetch_after_failure" json:"refetch_after_failure,omitempty"`
	// FollowUp are re-checks of a resource that one of the job's fetches found changed, or found
	// for the first time: it is fetched again after a time, at most a number of times, that time
	// apart (a web archive's "a page that changed is captured again a week later"). The job's
	// details state each. When to fetch is the crawler's scheduler's: package polite sees single requests and
	// does not enforce it, and the exports list it as not enforced.
	FollowUp []FollowUp `toml:"follow_up" json:"follow_up,omitempty"`
	// DeleteAfter is how long after an item is gone from the site the operator deletes its copy
	// (the page states only that; whether the item is hidden at once is HideWhenGone).
	DeleteAfter Duration `toml:"delete_after" json:"delete_after,omitzero"`
	// HideWhenGone states that an item gone from the site is hidden on the operator's site as soon
	// as the operator notices.
	HideWhenGone bool `toml:"hide_when_gone" json:"hide_when_gone,omitempty"`
	// SiteWindow states that a site can ask for the job to run only in a window of its choosing,
	// and that the job ends with the window, also when started by hand.
	SiteWindow bool `toml:"site_window" json:"site_window,omitempty"`
	// ManualStart states that the job may be started by hand, as an exception; without a site
	// window it may then run in the daytime. Not for a job that a window of kind "only" names,
	// which runs within that window alone.
	ManualStart bool `toml:"manual_start" json:"manual_start,omitempty"`
	// ExplicitActivation states that regular fetching starts only after the operator activates it.
	ExplicitActivation bool `toml:"explicit_activation" json:"explicit_activation,omitempty"`
	// Conditions say in every language when the job applies at all ("only for systems whose photo
	// addresses have been configured").
	Conditions []Label `toml:"conditions" json:"conditions,omitempty"`
	// SkippedWhen say in every language when the job does not run, each as a clause that
	// completes the page's "It does not run while …" (de „Läuft nicht, solange …“, fr « Aucune
	// exécution tant que … », pl „Nie działa, gdy …”): "the site is under maintenance", not "on
	// public holidays" (a warning). Days on which a job sends no request are
	// windows.NAME.except_days, which package polite enforces.
	SkippedWhen []Label `toml:"skipped_when" json:"skipped_when,omitempty"`
	// RunsPerYear is how many times a year the job runs, for campaigns ("two to four times a
	// year").
	RunsPerYear *Range `toml:"runs_per_year" json:"runs_per_year,omitempty"`
	// RunTakesAtMost is the longest time one run of the job takes, from its first request to its
	// last (a scanner's weekly pass over every address: "5d"): the page states it as an upper
	// bound, "Each run takes at most 5 days", never as a typical length (new-user trial 29,
	// F-07). Only for a job that says what starts a run (StatesRuns) or whose agent fetches on
	// request; longer than the shortest interval between its runs, a warning (runs would
	// overlap). When a run ends is the crawler's scheduler's: package polite and the exports
	// list it as not enforced.
	RunTakesAtMost Duration `toml:"run_takes_at_most" json:"run_takes_at_most,omitzero"`
	// SiteInterval is the least time between two runs of the job on the same site: a site is
	// visited by the job at most once in that time, whatever its cadence or runs_per_year say of
	// the job as a whole (an in-depth check that comes to each site at most once every "3y";
	// new-user trial 31, F-03). It says nothing of other jobs, which may fetch the same pages, nor
	// of single resources (refetch_interval). At least one minute; only for a job that says what
	// starts a run (StatesRuns) or whose agent fetches on request; no longer than the shortest
	// interval between the job's runs, a warning (it would add nothing). When a run comes to a
	// site is the crawler's scheduler's: package polite and the exports list it as not enforced.
	SiteInterval Duration `toml:"site_interval" json:"site_interval,omitzero"`
	// Spread is how the requests of each run are spread over it: "even" (at an even pace over the
	// whole run) or "random-order" (the run visits its addresses in random order over its whole
	// length, so that the requests to one network are spread over the run, not sent in a burst:
	// new-user trial 29, F-07). Unset, the page says nothing of it. Only for a job that says what
	// starts a run, as RunTakesAtMost; the order of requests is the crawler's, which package
	// polite and the exports list as not enforced.
	Spread RunSpread `toml:"spread" json:"spread,omitempty"`
	// Dates are the spans of days in which the job runs, for campaigns with announced dates
	// (2027-03-01 to 2027-11-30), or the same span every year, written without a year ("03-01"
	// to "11-30"; the page says "every year from 1 March to 30 November"). Days are those of the
	// calendar of site.time_zone (UTC where none is stated); package polite refuses the job's
	// requests on any other day. A span on none of whose days a window of kind "only" that the
	// job runs within opens (outside its days, or on its except_days) is refused: the job could
	// never run then (new-user trial 33, F-03). sitegen diff classes spans that only moved, or grew where the
	// job's caps bound its total (per_dates, or per_run with runs_per_year.max), as neutral.
	Dates []DateRange `toml:"dates" json:"dates,omitempty"`
	// Budgets cap the bytes the job downloads, per registrable domain, site, run or pass.
	Budgets []Budget `toml:"budgets" json:"budgets,omitempty"`
	// FeedTTL states that the job honours the refresh time a feed states for itself (RSS <ttl>),
	// within these bounds.
	FeedTTL *TTLBounds `toml:"feed_ttl" json:"feed_ttl,omitempty"`
	// SharedFetch states that each address is fetched once for every user who asked for it
	// (one request per feed, whatever the number of subscribers).
	SharedFetch bool `toml:"shared_fetch" json:"shared_fetch,omitempty"`
	// WebSub states that where a feed names a WebSub hub (W3C WebSub §4: a link with rel="hub"),
	// the job subscribes to it and fetches the feed when the hub reports a change.
	WebSub bool `toml:"websub" json:"websub,omitempty"`
	// WebSubPollEvery is how often the job still polls a feed to whose hub it subscribes, instead
	// of its cadence, where the policy states it; only with WebSub.
	WebSubPollEvery Duration `toml:"websub_poll_every" json:"websub_poll_every,omitzero"`
	// RobotsTxt = "not-read" states that the job's fetches do not obey robots.txt although its
	// agent does (pages sampled under a legal mandate, where the same agent's other jobs obey
	// it): the rules of robots.txt (Allow, Disallow; RFC 9309 §2.2.2) do not hold for them, and
	// an unavailable or unreachable robots.txt (§2.3.1.3, §2.3.1.4) does not stop them. The only
	// value: a job obeys robots.txt as its agent does unless it says otherwise. Needs
	// NotReadBecause, and an agent that obeys robots.txt (for one that does not, say so on the
	// agent). The pages state the exception wherever they say what robots.txt does to the agent.
	RobotsTxt RobotsUse `toml:"robots_txt" json:"robots_txt,omitempty"`
	// NotReadBecause is why the job's fetches do not obey robots.txt (the values of
	// agents.X.not_read_because). Only with robots_txt = "not-read".
	NotReadBecause NotReadReason `toml:"not_read_because" json:"not_read_because,omitempty"`
	// OptOut = "not-possible" states that a site cannot opt out of the job's fetches, while it
	// can opt out of its agent's other fetches (a check that a law mandates on listed sites, by
	// a crawler that obeys robots.txt elsewhere). It needs robots_txt = "not-read" with
	// not_read_because (a Disallow that stopped the job would be an opt-out; for an agent none of
	// whose fetches obey robots.txt, agents.X.opt_out says it), and an agent that names no
	// refuse_with; a request to stop or to be blocklisted (contact.requests) that covers the job
	// and that any site may make (no who: "Only … can ask for this." states an exception, not a
	// contradiction) is warned of, once per request with the other jobs it covers, as is a
	// reason other than "legal-mandate". The page says so in the job's row
	// of the schedule, in the agent's block, and wherever it says that a robots.txt group does
	// not stop the job; the introduction then names the fetches that cannot be blocked. The only
	// value: unset, the page says nothing about opting out of the job beyond the ways it offers.
	// A statement, not a behaviour of requests: package polite and the exports have nothing to
	// enforce beyond robots_txt = "not-read".
	OptOut OptOut `toml:"opt_out" json:"opt_out,omitempty"`
	// LegalBasis names the law, provision or mandate under which this job's fetches are made,
	// where they rest on one of their own (a check that a law mandates on listed sites, by an
	// agent that fetches other hosts without one): its name in every language and, where given,
	// the addresses of its texts. The job's row of the schedule names it; where the agent states
	// a legal basis too, the agent's block says that this job's fetches rest on their own (new-user
	// trial 28, F-05). A statement, not a behaviour of requests: package polite and the exports
	// have nothing to enforce.
	LegalBasis *NamedBasis `toml:"legal_basis" json:"legal_basis,omitempty"`
	// CrawlDelay = "applied" states that a Crawl-delay line still spaces the job's fetches,
	// which do not obey robots.txt's rules: robots.txt is then read for that line alone, as the
	// agent reads it (robots_txt.crawl_delay and its bounds, the agent's own where it sets
	// them). "not-applied" states that it does not. Only with robots_txt = "not-read", and
	// "applied" only where the agent honours Crawl-delay.
	CrawlDelay Applied `toml:"crawl_delay" json:"crawl_delay,omitempty"`
}

// FollowUp is a re-check of a resource after a fetch found it changed, or new.
type FollowUp struct {
	// When is what a fetch found that starts the re-checks: "changed" (the resource differs from
	// the previous fetch) or "new" (it was fetched for the first time).
	When FollowUpWhen `toml:"when" json:"when"`
	// After is how long after that fetch the resource is fetched again, and the time between
	// further re-checks.
	After Duration `toml:"after" json:"after"`
	// Max is how many times at most it is fetched again (1: once more).
	Max Count `toml:"max" json:"max"`
}

// StatesRuns reports whether the job says what starts each of its runs: a cadence, triggers,
// another job that starts it (started_by), or a number of runs a year. A job that runs
// continuously, or only within its dates, has no runs a quota could count per (Cap.PerRun).
func (j Job) StatesRuns() bool {
	return len(j.Cadence) > 0 || len(j.Triggers) > 0 || len(j.StartedBy) > 0 || j.RunsPerYear != nil
}

func (j Job) key() string          { return j.ID }
func (j Job) withKey(k string) Job { j.ID = k; return j }

// Cadence is a rule of a job's cadence: on Days, within Hours (or at At), during Occasions or around
// them, the job runs Every so often.
type Cadence struct {
	// Days are the weekdays the rule applies on (default: every day).
	Days Weekdays `toml:"days" json:"days,omitempty"`
	// Hours is the span of the day the rule applies in, in the site's time zone (default: all day).
	// A job whose every rule states hours (or days) runs only then: the picture of the week leaves
	// hours that no job runs in blank. To state in words that some fetches never happen outside
	// some hours, name the job in a window of kind "only". A rule whose every run lies within quiet
	// windows (its hours, its start time at, or its days stated alone, minute by minute on each of
	// its days) is an error, since it would never run; one partly inside is not.
	Hours TimeRange `toml:"hours" json:"hours,omitzero"`
	// Overnight must be set when Hours crosses midnight. With Days, the span starts on each of the
	// days and ends on the next.
	Overnight bool `toml:"overnight" json:"overnight,omitempty"`
	// StartsOnly states that Hours bounds the start of a run, not the run.
	StartsOnly bool `toml:"starts_only" json:"starts_only,omitempty"`
	// At is a fixed start time.
	At *TimeOfDay `toml:"at" json:"at,omitempty"`
	// Occasions restrict the rule to these occasions (keys in occasions).
	Occasions []string `toml:"occasions" json:"occasions,omitempty"`
	// FromBefore and UntilAfter make the rule relative to the occasions: from this long before the
	// start until at most this long after it.
	FromBefore Duration `toml:"from_before" json:"from_before,omitzero"`
	UntilAfter Duration `toml:"until_after" json:"until_after,omitzero"`
	// Every is the interval between runs. Longer than the rule's hours but shorter than the time
	// from one of its spans to the next (a day, or more between its days), it is a warning: one
	// run falls in each span, not one every so often (for that, max_per_day = 1).
	Every Duration `toml:"every" json:"every,omitzero"`
	// EveryChoices are intervals between runs of which the customer picks one for each URL they
	// register ("1m", "5m", "15m": an uptime check every 1, 5 or 15 minutes, as the customer
	// chooses), instead of Every: one rule, where rules with conditions would read as alternatives
	// of which the first that applies wins (new-user trial 26, F-04). At least two, each once;
	// only for a job whose agent's trigger is "customer-scheduled", and not with every,
	// is_default or at. The shortest is how often the job may run (Cadence.Shortest). Each
	// choice is checked as every is (under a second, on some weekdays only, longer than the
	// rule's span of hours: warnings).
	EveryChoices []Duration `toml:"every_choices" json:"every_choices,omitempty"`
	// IsDefault states that Every is a default that can differ per site.
	IsDefault bool `toml:"is_default" json:"is_default,omitempty"`
	// MaxPerDay caps the runs per day (1 for "at most once a night").
	MaxPerDay Count `toml:"max_per_day" json:"max_per_day,omitempty"`
	// FromEachRegion states that each run is made from each of this many regions (an uptime
	// check from three places at once): a count, at least 2, never a number in a label. Where
	// network.regions lists the regions, it is at most their number, and the page names them:
	// "from each of the 4 regions (…)", or with fewer "from 3 of these regions (…)".
	FromEachRegion Count `toml:"from_each_region" json:"from_each_region,omitempty"`
	// With is a job this rule runs together with.
	With string `toml:"with" json:"with,omitempty"`
	// Condition says in every language when the rule applies ("systems that filter reliably",
	// "during a broadcast").
	Condition Label `toml:"condition" json:"condition,omitempty"`
}

// Shortest is the shortest interval between runs the rule states: Every, or the shortest of
// EveryChoices; zero where it states neither.
func (c Cadence) Shortest() Duration {
	d := c.Every
	for _, e := range c.EveryChoices {
		if d.IsZero() || e.Duration < d.Duration {
			d = e
		}
	}
	return d
}

// Schedule is a retry schedule: first the explicit delays, then every ThenEvery, without end.
type Schedule struct {
	// Delays are the waits before each retry, at the earliest. Each may be as long as the one
	// before it ("1h", "1h": retries an hour apart); a shorter one is a warning (retries back off).
	Delays []Duration `toml:"delays" json:"delays"`
	// ThenEvery is the interval of the retries after the listed ones; shorter than the last delay,
	// a warning.
	ThenEvery Duration `toml:"then_every" json:"then_every,omitzero"`
}

// RobotsTxt is how the crawler reads and obeys robots.txt (RFC 9309).
type RobotsTxt struct {
	// Check is when an agent reads robots.txt; unset, the policy does not say.
	Check RobotsCheck `toml:"check" json:"check,omitempty"`
	// PerHostname states that robots.txt is fetched once per hostname and shared by every service.
	PerHostname bool `toml:"per_hostname" json:"per_hostname,omitempty"`
	// CacheFor is the longest time a copy is used while the site is reachable (RFC 9309 §2.4 asks
	// for no more than 24 hours).
	// Longer is allowed, with a warning.
	CacheFor Duration `toml:"cache_for" json:"cache_for,omitzero"`
	// MaxSize is how much of the file is read (RFC 9309 §2.5: at least 500 KiB).
	MaxSize Size `toml:"max_size" json:"max_size,omitempty"`
	// Unavailable is what a 4xx answer for robots.txt means ("allow-all", as RFC 9309 §2.3.1.3
	// says, or "disallow-all").
	Unavailable RobotsOutcome `toml:"unavailable" json:"unavailable,omitempty"`
	// Unreachable is what a 5xx answer or a network error means while no copy is at hand
	// ("disallow-all", as RFC 9309 §2.3.1.4 says, or "allow-all", which validate warns of: the
	// RFC says a crawler MUST assume complete disallow).
	Unreachable RobotsOutcome `toml:"unreachable" json:"unreachable,omitempty"`
	// UnavailableStatuses are 4xx statuses treated as "unreachable" rather than "no robots.txt"
	// (e.g. 408 and 429); RFC 9309 §2.3.1.3 treats every other 4xx as allowing everything.
	UnavailableStatuses []int `toml:"unavailable_statuses" json:"unavailable_statuses,omitempty"`
	// RetryUnreachable is the earliest time before an unreachable robots.txt is fetched again.
	RetryUnreachable Duration `toml:"retry_unreachable" json:"retry_unreachable,omitzero"`
	// KeepLastGood states that while robots.txt is unreachable the last copy read stays in force,
	// even past CacheFor.
	KeepLastGood bool `toml:"keep_last_good" json:"keep_last_good,omitempty"`
	// KeepLastGoodFor is, with KeepLastGood, the longest time after it was read that the last copy
	// stays in force while robots.txt is unreachable; then Fallback (or Unreachable) applies.
	// Unset, the copy stays in force until robots.txt is read again. The last good copy of the
	// other resources an agent fetches is agents.X.keeps_last_good.
	KeepLastGoodFor Duration `toml:"keep_last_good_for" json:"keep_last_good_for,omitzero"`
	// Fallback is what happens when robots.txt is unreachable and no copy is at hand: the same
	// condition as Unreachable, answered more strictly ("defer" waits for robots.txt, where
	// "disallow-all" fetches nothing), and where both are set the crawler follows Fallback (package
	// polite does). Beside unreachable = "allow-all" it is an error: the two would answer the same
	// question both ways.
	Fallback Fallback `toml:"fallback" json:"fallback,omitempty"`
	// MaxRedirects is how many redirects are followed for robots.txt (RFC 9309 §2.3.1.2: at least 5).
	MaxRedirects Count `toml:"max_redirects" json:"max_redirects,omitempty"`
	// Wildcards states that the "*" and "$" special characters are supported (RFC 9309 §2.2.3).
	// Without it, a build refuses a snippet whose paths use them for a crawler that reads
	// robots.txt: its proof would not read the file as the crawler does.
	Wildcards bool `toml:"wildcards" json:"wildcards,omitempty"`
	// CrawlDelay is how a Crawl-delay line is treated: "ignored", "honoured", or
	// "honoured-if-longer" (only a value longer than the crawler's minimum interval,
	// limits.min_interval, has an effect, and the page says so; beside a longer default_interval,
	// the page adds that a value up to it only raises that minimum, and only a longer one slows
	// the crawler down below its normal rate, as polite and the exports act). The crawler (package polite) never goes below limits.min_interval either
	// way, so beside a min_interval the page states "honoured" as "honoured-if-longer" (a shorter
	// value changes nothing), and diff lists no change between the two (capped by crawl_delay_max,
	// which the page words differently for each, a neutral one); "honoured" with
	// crawl_delay_max beside a min_interval longer than crawl_delay_min is a warning that names
	// "honoured-if-longer".
	CrawlDelay CrawlDelay `toml:"crawl_delay" json:"crawl_delay,omitempty"`
	// CrawlDelayMax caps an honoured Crawl-delay: a longer value counts as this maximum, unless
	// CrawlDelayAboveMax is "ignored", as polite enforces it; the page says what a longer value
	// does only where CrawlDelayAboveMax states it. No longer than the crawler's own interval (the
	// shortest min_interval or default_interval of limits, a target or a job, or an agent's own
	// longer one counted per the same key), no Crawl-delay could slow the crawler down: validate
	// refuses it, for every agent that reads a Crawl-delay, those that do not obey robots.txt but
	// apply its Crawl-delay too (new-user trial 33, F-02).
	CrawlDelayMax Duration `toml:"crawl_delay_max" json:"crawl_delay_max,omitzero"`
	// CrawlDelayAboveMax is what a Crawl-delay longer than CrawlDelayMax does: "capped" (it counts
	// as CrawlDelayMax) or "ignored" (the line is not obeyed; the crawler's own interval holds).
	// Unset, package polite caps it, but the pages say nothing of a longer value, and validation
	// warns at CrawlDelayMax: state the choice.
	CrawlDelayAboveMax CrawlDelayAboveMax `toml:"crawl_delay_above_max" json:"crawl_delay_above_max,omitempty"`
	// CrawlDelayMin is the shortest Crawl-delay honoured: a shorter value is raised to it.
	CrawlDelayMin Duration `toml:"crawl_delay_min" json:"crawl_delay_min,omitzero"`
	// CrawlDelayWholeSeconds states that only a whole number of seconds is read: a Crawl-delay
	// with a decimal fraction ("2.5") is ignored.
	CrawlDelayWholeSeconds bool `toml:"crawl_delay_whole_seconds" json:"crawl_delay_whole_seconds,omitempty"`
	// CrawlDelayKey is what an honoured Crawl-delay spaces requests per: "hostname" (RFC 9309
	// reads robots.txt per host, so a server with many hostnames may get a request for each in
	// quick succession), "site" or "server".
	CrawlDelayKey Scope `toml:"crawl_delay_key" json:"crawl_delay_key,omitempty"`
	// TakesEffectWithin is how long a change of robots.txt may take to take effect.
	TakesEffectWithin Duration `toml:"takes_effect_within" json:"takes_effect_within,omitzero"`
	// TDMReservation states that robots.txt is read as the machine-readable reservation of text
	// and data mining rights (see Legal.TDMBasis).
	TDMReservation bool `toml:"tdm_reservation" json:"tdm_reservation,omitempty"`
}

// Errors is how the crawler retries and pauses.
type Errors struct {
	// Retries is the retry schedule of a single request.
	Retries *Retries `toml:"retries" json:"retries,omitempty"`
	// NeverRetried are HTTP statuses (400–599) after which a request is never retried, whatever
	// Retries.On says (404, 410 and 451, where a site has said that the address is gone or
	// withheld: RFC 9110 §15.5.5, §15.5.11; RFC 7725 §3). Package polite returns such a response
	// as it is, without a retry. 429 and 503 are allowed with a warning (RFC 6585 §4, RFC 9110
	// §15.6.4 describe them as temporary); a status that Retries.On names by itself ("429",
	// "503", "504", "403") is an error.
	NeverRetried []int `toml:"never_retried" json:"never_retried,omitempty"`
	// RetryAfter is whether the Retry-After header is honoured (RFC 9110 §10.2.3).
	RetryAfter RetryAfterUse `toml:"retry_after" json:"retry_after,omitempty"`
	// RetryAfterMax caps an honoured Retry-After. Shorter than the pause of a reaction that reads
	// Retry-After (errors.reactions[].retry_after), it is a warning: a site that sends the header
	// would get a shorter pause than one that does not.
	RetryAfterMax Duration `toml:"retry_after_max" json:"retry_after_max,omitzero"`
	// Reactions are pauses in answer to errors and refusals.
	Reactions []Reaction `toml:"reactions" json:"reactions,omitempty"`
	// SlowDown is a slower rate, instead of a pause, in answer to errors and refusals.
	SlowDown *SlowDown `toml:"slow_down" json:"slow_down,omitempty"`
	// ContinuesDuringPause says in every language what keeps running while a site is paused.
	ContinuesDuringPause []Label `toml:"continues_during_pause" json:"continues_during_pause,omitempty"`
}

// Retries is the retry schedule of a single request.
type Retries struct {
	// On are the conditions that are retried (network-error, 5xx).
	On []Condition `toml:"on" json:"on"`
	// Delays are the waits before each retry, at the earliest; their number is the most retries.
	// Each may be as long as the one before it (["10m", "10m"]: twice, 10 minutes apart); a
	// shorter one is a warning (retries back off).
	Delays []Duration `toml:"delays" json:"delays"`
	// FromOtherRegion states that each retry is sent from another of network.regions than the
	// request that failed (an uptime monitor confirms a failure from elsewhere), so that a site
	// that admits the crawler by region sees it come from there. It needs two or more regions.
	// Unset, the pages say nothing of where a retry comes from.
	FromOtherRegion bool `toml:"from_other_region" json:"from_other_region,omitempty"`
}

// Reaction is a pause in answer to errors: when On happens (Threshold times, in a row or within
// one Within), requests to Scope stop for Pause (or at least MinPause), growing by Escalation; or,
// with StopsRun, the run ends.
type Reaction struct {
	// On are the conditions that count: responses and failures, or, alone, "paused" (each pause
	// that another reaction starts), which only a reaction with stops_run counts ("after 3
	// pauses, the day's run stops"). A response counts for every condition it meets: a 503 for
	// "503", "5xx" and "failed-attempt", so where one reaction names "503" and another "5xx",
	// a 503 both starts the first one's pause and counts toward the second one's run, as the
	// pages say in its row ("a server error (HTTP 5xx, including HTTP 503)").
	On []Condition `toml:"on" json:"on"`
	// Threshold is how many times they must happen (default 1).
	Threshold Count `toml:"threshold" json:"threshold,omitempty"`
	// Consecutive states that the Threshold must be reached in a row.
	Consecutive bool `toml:"consecutive" json:"consecutive,omitempty"`
	// Repeated states that the condition must repeat, a number of times that is not published.
	Repeated bool `toml:"repeated" json:"repeated,omitempty"`
	// Within is what the Threshold is counted in (a sync).
	Within Scope `toml:"within" json:"within,omitempty"`
	// Pause is how long requests stop.
	Pause Duration `toml:"pause" json:"pause,omitzero"`
	// MinPause is the least time requests stop, where the pause can be longer.
	MinPause Duration `toml:"min_pause" json:"min_pause,omitzero"`
	// PauseUnpublished states that requests stop for a time that is not published.
	PauseUnpublished bool `toml:"pause_unpublished" json:"pause_unpublished,omitempty"`
	// StopsRun states that the reaction ends the run instead of pausing it: no further request of
	// that run is sent, however long it would last, and the next run starts afresh. The pages
	// say that the run stops and is not resumed (never for how long). Wants scope = "run" (the
	// crawler names its runs: polite's Fetch.Keys["run"]); instead of pause, min_pause and
	// pause_unpublished, and without escalation or retry_after, which only a pause has.
	StopsRun bool `toml:"stops_run" json:"stops_run,omitempty"`
	// PauseUntil ends the pause at a moment instead of after a length: "window-opens", the next
	// opening of a window of kind "only" of the job whose request started it (new-user trial 31,
	// F-02: "the check of the site stops for the day and resumes on the next working day", where
	// the job runs on working days only). Instead of pause, min_pause, pause_unpublished and
	// stops_run, and without escalation (no length to make longer). Every job the reaction
	// pauses (its jobs, the job it belongs to, or else every job) must run within the same
	// windows of kind "only", and at least one.
	//
	// "next-run" holds what the scope names (a host name, a site, …) for the rest of the run in
	// which the Threshold was reached; the job's next run fetches from it again (new-user trial
	// 32, F-08: "after 10 consecutive 429 or 503 answers from one host, we stop crawling that host
	// for the rest of this crawl run"). It is a pause, not stops_run: the run goes on for every
	// other host, and its end is a moment, not a length, as with "window-opens". Every job it
	// pauses must say what starts a run (a cadence, triggers, started_by or runs_per_year:
	// Job.StatesRuns), and at least one: a continuous job, or a policy without jobs, has no run
	// to end the pause. Not with scope = "run" (that is stops_run) nor retry_after (no length for
	// a Retry-After to replace).
	PauseUntil PauseUntil `toml:"pause_until" json:"pause_until,omitempty"`
	// Escalation makes repeated pauses longer.
	Escalation *Escalation `toml:"escalation" json:"escalation,omitempty"`
	// RetryAfter states that a Retry-After header sets the pause instead (capped by
	// errors.retry_after_max); Pause applies without the header.
	RetryAfter bool `toml:"retry_after" json:"retry_after,omitempty"`
	// Scope is what the pause stops (a server, a site, a source).
	Scope Scope `toml:"scope" json:"scope"`
	// Jobs limits the pause to these jobs; empty means all.
	Jobs []string `toml:"jobs" json:"jobs,omitempty"`
}

// Escalation makes each pause Factor times the previous, up to Max.
type Escalation struct {
	Factor Count    `toml:"factor" json:"factor"`
	Max    Duration `toml:"max" json:"max"`
}

// Commitments are standard promises, each stated by the product in every language.
type Commitments struct {
	// Promises are the standard promises that hold for every agent.
	Promises []Promise `toml:"promises" json:"promises,omitempty"`
	// BlockMeans are the ways for a site to block the crawler that the promise stop-on-block
	// counts as a block, wherever it is made (here or in an agent's promises): "robots-txt", a
	// robots.txt that shuts the crawler out of the whole site (where some agents do not obey
	// robots.txt, the page names those it shuts out); "request", a request to the operator to
	// stop. None, and no BlockStatuses: the page does not say what counts as a block.
	BlockMeans []BlockMeans `toml:"block_means" json:"block_means,omitempty"`
	// BlockStatuses are the HTTP statuses (400 to 599) that, answered to the crawler, count as a
	// block for the promise stop-on-block.
	BlockStatuses []int `toml:"block_statuses" json:"block_statuses,omitempty"`
	// ComparisonRequest describes the one request sent after a 403 to see whether the block
	// targets the crawler's identity.
	ComparisonRequest *ComparisonRequest `toml:"comparison_request" json:"comparison_request,omitempty"`
	// Exceptions describes how the crawler may deviate from robots.txt.
	Exceptions *Exceptions `toml:"exceptions" json:"exceptions,omitempty"`
}

// ComparisonRequest is a request sent after an HTTP 403 with another User-Agent, only to see whether
// the block targets the crawler's identity; fetching continues only with the crawler's identity.
type ComparisonRequest struct {
	// UserAgent is the User-Agent of the comparison request (an HTTP library's default).
	UserAgent UserAgent `toml:"user_agent" json:"user_agent"`
	// Max is how many such requests are sent per Per.
	Max Count `toml:"max" json:"max"`
	// Per lists what Max is counted per (a server and sync, an admission check).
	Per []Scope `toml:"per" json:"per"`
	// FollowsRedirects states whether redirects are followed.
	FollowsRedirects bool `toml:"follows_redirects" json:"follows_redirects,omitempty"`
}

// Exceptions describes deviations from robots.txt.
type Exceptions struct {
	// WrittenApproval states that a deviation needs the site's explicit written approval.
	WrittenApproval bool `toml:"written_approval" json:"written_approval,omitempty"`
	// For says in every language what a deviation may cover ("the API", "documents"): it narrows
	// WrittenApproval, which it needs (validate refuses it without).
	For []Label `toml:"for" json:"for,omitempty"`
	// Recorded states that the operator records each approval.
	Recorded bool `toml:"recorded" json:"recorded,omitempty"`
}

// Legal holds legal statements.
type Legal struct {
	// TDMBasis are the provisions under which a robots.txt disallow reserves the rights of text and
	// data mining, making it binding for the operator rather than a request.
	TDMBasis []LegalBasis `toml:"tdm_basis" json:"tdm_basis,omitempty"`
	// Removal is how removal requests are handled.
	Removal Removal `toml:"removal" json:"removal,omitempty"`
	// RemovedAfterOptOut is how long after a site opts out (robots.txt, or a request: which of
	// them is RemovalOptOuts) what was collected from it is removed, at most: a duration ("48h").
	// Where from is OptOutRemovedFrom; unset, the page names no place ("is removed within 48
	// hours").
	RemovedAfterOptOut Duration `toml:"removed_after_opt_out" json:"removed_after_opt_out,omitzero"`
	// OptOutRemovedFrom is what that removal covers, where the operator says so: "service" (the
	// operator's service), "working-copies" (the operator's own working copies and internal
	// stores, where it runs no service), "unreleased-datasets" (datasets not yet released): "… is
	// removed within 30 days from the operator's service and from datasets not yet released".
	// Only with RemovedAfterOptOut; each value once.
	OptOutRemovedFrom []OptOutRemoval `toml:"opt_out_removed_from" json:"opt_out_removed_from,omitempty"`
	// RemovalOptOuts are the ways of opting out after which that removal is made, where the
	// operator says so: "robots-txt" (a Disallow rule for the crawler in robots.txt), "request"
	// (a request to the operator): "Here, an opt-out is a request sent to the operator." Only with
	// RemovedAfterOptOut; each value once. Unset, the page does not say what counts as opting out
	// (new-user trial 32, F-13).
	RemovalOptOuts []RemovalOptOut `toml:"removal_opt_outs" json:"removal_opt_outs,omitempty"`
	// OptOutUnchanged is what an opt-out does not change, where the operator says so:
	// "released-datasets" (datasets already released), "trained-models" (models already
	// trained): "An opt-out does not affect datasets already released and models already
	// trained." Each value once.
	OptOutUnchanged []OptOutUnchanged `toml:"opt_out_unchanged" json:"opt_out_unchanged,omitempty"`
	// Retention is how long the operator keeps what it collects, one entry per kind of data
	// (raw responses 14 days, extracted data 2 years): commitments as data, not as prose.
	Retention []Retention `toml:"retention" json:"retention,omitempty"`
}

// Acknowledgement is a warning the operator keeps on purpose: the warnings of the policy's rules
// at Key are acknowledged (policy.AcknowledgedWarnings).
type Acknowledgement struct {
	// Key is the key path the warning names, as validate prints it ("robots_txt.cache_for",
	// "jobs.sync.cadence[0].every").
	Key string `toml:"key" json:"key"`
	// Reason says why the departure is deliberate, for whoever reads the policy next.
	Reason string `toml:"reason" json:"reason"`
}

// Retention is how long one kind of collected data is kept: at most KeepFor after it was fetched,
// or, with WhileListed, for as long as the URL it was fetched from stays listed in the service.
type Retention struct {
	// What is the kind of data: "raw-responses" (the responses as fetched), "extracted-data"
	// (what the operator extracts from them), "request-logs" (the crawler's records of its
	// requests) or "screenshots" (screenshots of the pages, and the pages as the browser
	// rendered them, e.g. the rendered HTML: what a crawler that renders pages keeps as
	// evidence) or "published-dataset" (the data in the dataset the operator republishes, only
	// with operator.republishes and never while_listed: how long an entry stays in it).
	What RetainedData `toml:"what" json:"what"`
	// KeepFor is the longest time that data is kept after it was fetched (or, with AfterJob or
	// After, after that job's or that period's end), e.g. "14d". Required unless WhileListed or
	// Indefinitely.
	KeepFor Duration `toml:"keep_for" json:"keep_for,omitzero"`
	// WhileListed states that the data is kept for as long as the URL it was fetched from stays
	// listed in the service (a feed in a directory, a page a user subscribed to), and deleted once
	// that URL is removed from it: in place of KeepFor.
	WhileListed bool `toml:"while_listed" json:"while_listed,omitempty"`
	// Indefinitely states that the data is kept without a time limit (a corpus, an archive, data
	// the operator republishes): in place of KeepFor, where the operator says so.
	Indefinitely bool `toml:"indefinitely" json:"indefinitely,omitempty"`
	// AfterJob counts KeepFor from the end of a job (key in jobs) instead of from the fetch: from
	// the last day of the last of its dates, which must have a year ("kept for 1 year after the
	// study ends"; new-user trial 27, F-05). Only with keep_for; the page names the job and the
	// day it ends (Policy.JobEnd).
	AfterJob string `toml:"after_job" json:"after_job,omitempty"`
	// After counts KeepFor from the end of a period the operator names in every language, not
	// from the fetch and not from a job's dates: a period whose dates the policy does not give,
	// such as the monitoring period a yearly check belongs to ("deleted 5 years after the end of
	// the monitoring period"; new-user trial 31, F-04). A singular noun phrase, with its article
	// where the language has one, the subject of "ends" where the page says from when the period is counted: en "the
	// monitoring period" ("… counted from the day … ends"); de in the nominative ("… mit dem
	// Tag, an dem … endet"); fr in the nominative ("… à compter du jour où … prend fin"); pl in the
	// nominative ("… od dnia, w którym kończy się …"). Only with keep_for, never beside AfterJob.
	After Label `toml:"after" json:"after,omitempty"`
}

// JobEnd is the last day of the job's dates (jobs.X.dates[].until of the span that ends last) and
// the index of that span; ok is false for an unknown job, one without dates, or one whose spans
// recur every year (a day without a year ends nothing).
func (p *Policy) JobEnd(id string) (end Date, i int, ok bool) {
	for _, j := range p.Jobs {
		if j.ID != id {
			continue
		}
		for k, d := range j.Dates {
			if d.Until.Yearly() {
				return Date{}, 0, false
			}
			if !ok || end.Before(d.Until.Date.Time) {
				end, i, ok = d.Until.Date, k, true
			}
		}
	}
	return end, i, ok
}

// CapJobs are the jobs a cap at owner applies to, owner being where the cap stands as a JSON
// Pointer in policy.json without the list (RFC 6901, its tokens escaped): "/limits" (every job),
// "/targets/T/limits" (the jobs
// that fetch from T), "/agents/A/limits" (A's jobs) or "/jobs/J" (J). agentsWithout are the
// agents it applies to that have no job: their fetches have no dates.
func (p *Policy) CapJobs(owner string) (jobs []Job, agentsWithout []string) {
	t := strings.Split(strings.TrimPrefix(owner, "/"), "/")
	for i := range t {
		t[i] = UnescapeToken(t[i])
	}
	has := func(a Agent) bool { return slices.ContainsFunc(p.Jobs, func(j Job) bool { return j.Agent == a.ID }) }
	switch {
	case len(t) == 1 && t[0] == "limits":
		jobs = p.Jobs
		for _, a := range p.Agents {
			if !has(a) {
				agentsWithout = append(agentsWithout, a.ID)
			}
		}
	case len(t) == 3 && t[0] == "targets" && t[2] == "limits":
		for _, j := range p.Jobs {
			if j.Target == t[1] {
				jobs = append(jobs, j)
			}
		}
	case len(t) == 3 && t[0] == "agents" && t[2] == "limits":
		for _, j := range p.Jobs {
			if j.Agent == t[1] {
				jobs = append(jobs, j)
			}
		}
		if a, ok := p.Agents.Get(t[1]); ok && !has(a) {
			agentsWithout = append(agentsWithout, a.ID)
		}
	case len(t) == 2 && t[0] == "jobs":
		if j, ok := p.Jobs.Get(t[1]); ok {
			jobs = append(jobs, j)
		}
	}
	return jobs, agentsWithout
}

// CapDates is the span a cap counted over its jobs' dates (Cap.PerDates) covers: the first day of
// the earliest span and the last day of the latest of the jobs CapJobs(owner) gives, both in the
// calendar of site.time_zone. ok is false where there is no job, an agent it applies to has no
// job, or a job has no dates, or dates without a year.
func (p *Policy) CapDates(owner string) (from, until Date, ok bool) {
	jobs, without := p.CapJobs(owner)
	if len(jobs) == 0 || len(without) > 0 {
		return Date{}, Date{}, false
	}
	for _, j := range jobs {
		if len(j.Dates) == 0 {
			return Date{}, Date{}, false
		}
		for _, d := range j.Dates {
			if d.From.Yearly() || d.Until.Yearly() {
				return Date{}, Date{}, false
			}
			if !ok || d.From.Date.Before(from.Time) {
				from = d.From.Date
			}
			if !ok || until.Before(d.Until.Date.Time) {
				until = d.Until.Date
			}
			ok = true
		}
	}
	return from, until, ok
}

// Snippet is a robots.txt snippet the pages offer.
type Snippet struct {
	ID string `toml:"-" json:"-"`
	// Label names the snippet in every language.
	Label Label `toml:"label" json:"label"`
	// Agents are the agents the snippet names (keys in agents). An agent whose token is outside
	// RFC 9309's syntax ("MJ12bot", with a warning) is named as written, and the snippet is proven
	// as a parser reads its User-agent line ("MJ", Token.RFC9309); one whose token a parser reads
	// as no token (a digit first) cannot be named.
	Agents []string `toml:"agents" json:"agents"`
	// Paths are the paths it disallows, as robots.txt patterns ("/" for the whole site); [""] alone
	// is an empty Disallow line, a group that lets the agents fetch everything. A "%" starts a
	// percent-encoding ("%2F", RFC 3986 §2.1); a literal one is written "%25".
	Paths []string `toml:"paths" json:"paths"`
	// AlsoBlock are examples, in every language, of addresses under which the same content may be
	// served and which the snippet does not cover ("getfile.asp?id=…").
	AlsoBlock []string `toml:"also_block" json:"also_block,omitempty"`
}

func (s Snippet) key() string              { return s.ID }
func (s Snippet) withKey(k string) Snippet { s.ID = k; return s }

// Export is a crawler configuration that build writes into the site folder and check compares
// with what sitegen export would write, as it does a page.
type Export struct {
	// Format is the crawler: "scrapy" (a settings module with a downloader middleware, for
	// Scrapy 2.8), "nutch" (nutch-site.xml) or "stormcrawler" (crawler-conf.yaml).
	Format ExportFormat `toml:"format" json:"format"`
	// Agent is the agent whose policy it carries (key in agents); it may be left out when the
	// policy has one agent.
	Agent string `toml:"agent" json:"agent,omitempty"`
	// Path is where build writes it, relative to the site folder, with "/" between names of
	// letters, digits, ".", "_" and "-" (e.g. "crawler/sitegen_policy.py"): outside the output
	// folder, since the file carries the numbers the policy does not publish, and outside
	// locales/, templates/ and static/, which build reads.
	Path string `toml:"path" json:"path"`
	// Version replaces {version} in the agent's User-Agent where the agent publishes no version:
	// a token of RFC 9110 (§10.1.5), as agents.NAME.version.
	Version string `toml:"version" json:"version,omitempty"`
}

// TitleNumber is the grammatical number of the site's title in lang, as a count for a plural
// message (CLDR plural rules, through go-i18n): 2 where site.title_plural names lang, else 1.
func (s Site) TitleNumber(lang string) int {
	if slices.Contains(s.TitlePlural, lang) {
		return 2
	}
	return 1
}
