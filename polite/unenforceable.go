package polite

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sitegen-dev/sitegen/policy"
)

// unenforceable are the statements New cannot enforce for the agent, by their JSON Pointer in
// policy.json.
type unenforceable map[string]problem

type problem struct {
	why string
	// give is where the crawler gives a number the policy does not hold; giveNothing for a
	// statement it keeps itself and names in Options.Elsewhere.
	give giveKind
}

type giveKind uint8

const (
	giveNothing  giveKind = iota
	giveCount             // Options.Unpublished.Counts
	giveDuration          // Options.Unpublished.Durations
)

func (u unenforceable) add(ptr, why string) { u[ptr] = problem{why: why} }

func (u unenforceable) give(ptr string, k giveKind, why string) { u[ptr] = problem{why: why, give: k} }

// err is the *UnenforceableError that lists every statement at once, each with what p says
// there.
func (u unenforceable) err(p *policy.Policy, agent string) *UnenforceableError {
	var doc any
	if full, err := p.FullJSON(); err == nil {
		_ = json.Unmarshal(full, &doc) // FullJSON is valid JSON; without it a statement is named by its pointer alone
	}
	e := &UnenforceableError{Agent: agent}
	for _, ptr := range slices.Sorted(maps.Keys(u)) {
		st := ptr
		if v, ok := policy.ResolveJSON(doc, ptr); ok {
			st += " = " + says(v)
		}
		e.Statements = append(e.Statements, st+": "+u[ptr].why)
		switch u[ptr].give {
		case giveCount:
			e.Counts = append(e.Counts, ptr)
		case giveDuration:
			e.Durations = append(e.Durations, ptr)
		default:
			e.Pointers = append(e.Pointers, ptr)
		}
	}
	return e
}

// saysMax is how many characters of a value an UnenforceableError quotes.
const saysMax = 60

// says is v as policy.json writes it, compact (durations in seconds, sizes in bytes), cut after
// saysMax characters.
func says(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "?"
	}
	s := strings.TrimSpace(b.String())
	if utf8.RuneCountInString(s) <= saysMax {
		return s
	}
	r := []rune(s)
	return string(r[:saysMax-1]) + "…"
}

// scheduling are the statements of a job that say when, how often and which items it fetches:
// the crawler's scheduler's, since the Transport sees single requests, not which item a request
// fetches again or why. By their key in policy.json, with why.
var scheduling = []struct{ key, why string }{
	{"cadence", "when the job runs is the crawler's scheduler's (of intervals the customer picks from, every_choices, the shortest is how often it may run)"},
	{"cadence_per", "what the job's schedule counts per (a registered URL, a site) is the crawler's scheduler's"},
	{"continuous", "that the job runs continuously is the crawler's scheduler's"},
	{"runs_per_year", "how many runs a year is the crawler's scheduler's"},
	{"site_interval", "how soon the job's next run comes to the same site is the crawler's scheduler's: the Transport sees single requests, not which run sends them"},
	{"run_takes_at_most", "when a run ends is the crawler's scheduler's: the Transport sees single requests, not which run is still due to send how many"},
	{"spread", "in what order and at what pace a run sends its requests over its length is the crawler's scheduler's"},
	{"triggers", "what starts the job outside its cadence is the crawler's"},
	{"within_working_days", "how soon the job runs after its trigger is the crawler's scheduler's"},
	{"adaptive", "how the job adapts its cadence is the crawler's scheduler's"},
	{"catch_up", "what a paused part of the job catches up afterwards is the crawler's scheduler's"},
	{"manual_start", "a start by hand is the operator's, through the crawler"},
	{"explicit_activation", "that fetching waits for the operator's activation is the crawler's"},
	{"site_window", "a window a site chooses, and the job's end with it, is the crawler's configuration for that site"},
	{"refetch_interval", "when the same item is fetched again is the crawler's record of its fetches: the Transport sees requests, not items"},
	{"refetch_after_failure", "when an item missing or failed is tried again is the crawler's record of its fetches"},
	{"refetch_approximate", "how often the same item is usually fetched again is the crawler's record of its fetches"},
	{"retry", "an item's retry schedule is the crawler's: the Transport retries a request on errors.retries' schedule"},
	{"feed_ttl", "a feed's own refresh time (<ttl>) is in the feed the crawler reads"},
	{"follow_up", "the re-checks of a resource found changed or new are the crawler's scheduler's"},
	{"changes_only", "what the job asks a site for (what changed since its last run) is the crawler's"},
	{"max_unchanged_pages", "how many pages without a change the job reads before it stops is the crawler's count"},
	{"shared_fetch", "one fetch for every user who asked is the crawler's record of what it fetched"},
	{"started_by", "what another job's finds start is the crawler's scheduler's"},
	{"websub", "a subscription to a feed's WebSub hub is the crawler's, which receives the hub's notices"},
	{"websub_poll_every", "how often a feed with a WebSub hub is still polled is the crawler's scheduler's"},
}

// choiceOfURLs are the statements of an agent that say which URLs it asks for at all: the
// crawler's choice, which the Transport sees one request at a time. By their pointer below the
// agent, with why.
var choiceOfURLs = []struct{ key, why string }{
	{"fetches", "what the agent fetches at all is the crawler's choice of URLs"},
	{"follows_links", "which links the agent follows is the crawler's choice of URLs"},
	{"off_site_hops", "how many links the agent follows off the site is the crawler's choice of URLs"},
	{"country_domain", "the country's domain the agent stays in is the crawler's choice of URLs"},
	{"uses_sitemaps", "the sitemaps the agent reads for addresses are the crawler's choice of URLs"},
	{"sitemap_xml", "reading /sitemap.xml is the crawler's choice of URLs"},
	{"sitemaps_first", "reading sitemaps before links is the crawler's choice of URLs"},
	{"sitemap_lines", "the Sitemap lines read for addresses are the crawler's choice of URLs"},
	{"sitemaps_same_host", "which sitemaps the Sitemap lines lead to is the crawler's choice of URLs"},
	{"approval_before_fetch", "the approval of the person who asked, before a fetch, is the crawler's"},
	{"media_types", "which media types the agent fetches is the crawler's choice of URLs: the Transport sees a response's type only once it was asked for"},
	{"target_sources", "where the agent learns the servers it contacts (an address range, Certificate Transparency logs, zone files) is the crawler's choice of URLs"},
	{"embedded/fetch", "which resources of a page the agent fetches is the crawler's choice of URLs (it marks them Fetch.Embedded)"},
	{"embedded/kinds", "which kinds of embedded resource the agent fetches is the crawler's choice of URLs"},
	{"embedded/named_in", "where the agent finds the resources it fetches is the crawler's choice of URLs"},
	{"embedded/jobs", "which jobs' page loads fetch the resources is the crawler's choice of URLs"},
	{"directives", "robots meta tags, X-Robots-Tag and rel=nofollow are in the pages the crawler parses, not in a request"},
	{"revisits", "which gone or moved addresses the agent asks for again is the crawler's record of what it fetched"},
	{"stops_after_failures", "giving up on a URL whose every fetch has failed for a time is the crawler's record of what it fetched"},
}

// choiceProblems adds to problems the agent's statements of scheduling and choice of URLs, its
// own and those of its jobs, that o.Elsewhere does not name.
func choiceProblems(p *policy.Policy, a policy.Agent, o *Options, problems unenforceable) {
	at := "/agents/" + escapeToken(a.ID)
	if r := p.Errors.Retries; r != nil && r.FromOtherRegion && !slices.Contains(o.Elsewhere, "/errors/retries/from_other_region") {
		// The region a retry is sent from (new-user trial 26, F-12).
		problems.add("/errors/retries/from_other_region", "a retry sent from another region is the crawler's: the Transport sends every request through the one base transport it wraps")
	}
	obj := jsonObject(a)
	for _, s := range choiceOfURLs {
		if _, ok := policy.ResolveJSON(obj, "/"+s.key); ok && !slices.Contains(o.Elsewhere, at+"/"+s.key) {
			problems.add(at+"/"+s.key, s.why)
		}
	}
	for _, j := range p.Jobs {
		if j.Agent != a.ID {
			continue
		}
		at := "/jobs/" + escapeToken(j.ID)
		obj := jsonObject(j)
		for _, s := range scheduling {
			if _, ok := policy.ResolveJSON(obj, "/"+s.key); ok && !slices.Contains(o.Elsewhere, at+"/"+s.key) {
				problems.add(at+"/"+s.key, s.why)
			}
		}
	}
}

// jsonObject is v as policy.json holds it, decoded: the keys it sets, and no others.
func jsonObject(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		return nil
	}
	return out
}

// elsewhereLiteral is the Go literal of ptrs, for a crawler to paste into Options.Elsewhere.
func elsewhereLiteral(ptrs []string) string {
	q := make([]string, len(ptrs))
	for i, p := range ptrs {
		q[i] = strconv.Quote(p)
	}
	return "[]string{" + strings.Join(q, ", ") + "}"
}
