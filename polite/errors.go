package polite

import (
	"fmt"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// DisallowedError is returned for a URL that robots.txt disallows for the agent (RFC 9309 §2.2.2),
// or that the policy's fallback disallows while robots.txt cannot be read. No request is sent.
type DisallowedError struct {
	// URL is the address refused.
	URL string
	// Token is the product token the rules were read for.
	Token string
	// Rule is the rule that decided, as written in robots.txt; zero when the whole site is
	// disallowed because robots.txt is unreachable (RFC 9309 §2.3.1.4) or by the policy's fallback.
	Rule robots.Rule
	// Reason says why, when no rule decided: "robots.txt unreachable", "fallback disallow-all".
	Reason string
	// Pointer is the JSON Pointer in policy.json of the statement applied.
	Pointer string
	// Report is true where the agent's report to its customer states that the address was
	// blocked, and why (agents.X.on_disallow has "report-to-customer"): the crawler puts this
	// error, its URL and its Rule, in the customer's report. The Transport writes no report.
	Report bool
	// Stopped lists what a rule's refusal stopped besides this address, as on_disallow publishes
	// it ("stop-all", "stop-run", "stop-observation"); later requests of what it stopped get a
	// *SiteStoppedError, a *RunStoppedError or an *ObservationStoppedError.
	Stopped []policy.DisallowEffect
}

func (e *DisallowedError) Error() string {
	if e.Rule.Line > 0 {
		return fmt.Sprintf("polite: robots.txt disallows %s for %s (line %d: %s)", e.URL, e.Token, e.Rule.Line, e.Rule.Text)
	}
	return fmt.Sprintf("polite: %s is not fetched for %s: %s (%s)", e.URL, e.Token, e.Reason, e.Pointer)
}

// DeferredError is returned while robots.txt of a host cannot be read and the policy defers the
// host's fetches until it can (robots_txt.fallback = "defer"). Until is the earliest time the
// file is requested again.
type DeferredError struct {
	Host    string
	Until   time.Time
	Pointer string
}

func (e *DeferredError) Error() string {
	return fmt.Sprintf("polite: %s deferred until %s: robots.txt cannot be read (%s)", e.Host, e.Until.Format(time.RFC3339), e.Pointer)
}

// QuietError is returned for a request inside a quiet window of the policy (windows.X, kind
// "quiet"), in the policy's time zone. Until is when the window ends.
type QuietError struct {
	Window  string
	Until   time.Time
	Pointer string
}

func (e *QuietError) Error() string {
	return fmt.Sprintf("polite: quiet window %q until %s (%s)", e.Window, e.Until.Format(time.RFC3339), e.Pointer)
}

// OutsideWindowError is returned for a request of a job outside every window it runs only in
// (windows.X with kind "only" naming the job), in the policy's time zone. Until is when the next
// of them opens (Window, at Pointer).
type OutsideWindowError struct {
	Job     string
	Window  string
	Until   time.Time
	Pointer string
}

func (e *OutsideWindowError) Error() string {
	return fmt.Sprintf("polite: job %q runs only within its windows; the next, %q, opens at %s (%s)", e.Job, e.Window, e.Until.Format(time.RFC3339), e.Pointer)
}

// OutsideDatesError is returned for a request of a job outside every span of days it runs in
// (jobs.X.dates, at Pointer), by the calendar of the policy's time zone (site.time_zone; UTC where
// the policy states none). Next is when the next span begins (midnight in that zone), zero where
// none begins again (every dated span is over).
type OutsideDatesError struct {
	Job     string
	Next    time.Time
	Pointer string
}

func (e *OutsideDatesError) Error() string {
	if e.Next.IsZero() {
		return fmt.Sprintf("polite: job %q runs only on the days of %s, and the last of them is over", e.Job, e.Pointer)
	}
	return fmt.Sprintf("polite: job %q runs only on the days of %s; the next span begins at %s", e.Job, e.Pointer, e.Next.Format(time.RFC3339))
}

// QuotaError is returned when a quota of the policy is used up for the request's key: Max
// requests per Period. Until is when the oldest counted request leaves the period, the earliest a
// request is allowed again.
type QuotaError struct {
	Pointer string
	Key     string
	Max     int
	Period  time.Duration
	Until   time.Time
}

func (e *QuotaError) Error() string {
	return fmt.Sprintf("polite: quota %s used up for %s (%d per %s) until %s", e.Pointer, e.Key, e.Max, e.Period, e.Until.Format(time.RFC3339))
}

// PausedError is returned while requests to a key are paused by a reaction of the policy
// (errors.reactions.N, jobs.X.reactions.N): after a 429, a 503, repeated errors.
type PausedError struct {
	// Key is what is paused: the reaction's scope and its value ("server 192.0.2.1").
	Key string
	// Until is when the pause ends; zero for a pause that lasts until the next run (Run).
	Until time.Time
	// Pointer is the JSON Pointer of the reaction.
	Pointer string
	// Run is, for a reaction with pause_until = "next-run", the run (Fetch.Keys["run"]) for the
	// rest of which Key is paused: a request of another run is not held back by it (new-user
	// trial 32, F-08). Empty for a pause of a length.
	Run string
}

// RunStoppedError is returned for every request of a run that a reaction ended
// (errors.reactions.N or jobs.X.reactions.N with stops_run), or in which robots.txt disallowed the
// agent an address where the run then stops (agents.X.on_disallow has "stop-run"): no further request of that run is
// sent, however late it is asked; a request of another run (Fetch.Keys["run"]) is not held
// back by it. It has no Until: nothing resumes the run.
type RunStoppedError struct {
	// Run is the run's key, as Fetch.Keys["run"] gave it.
	Run string
	// Pointer is the JSON Pointer of the reaction, or /agents/X/on_disallow.
	Pointer string
}

func (e *RunStoppedError) Error() string {
	return fmt.Sprintf("polite: run %s stopped (%s)", e.Run, e.Pointer)
}

// SiteStoppedError is returned for every request to a site (the host name, or Options.Site's
// name for it) after robots.txt disallowed the agent an address there, where the agent then
// makes no further requests to the site (agents.X.on_disallow has "stop-all"). Nothing resumes
// it in the Transport's life.
type SiteStoppedError struct {
	// Site is the site's name; URL the address refused that stopped it.
	Site, URL string
	// Pointer is /agents/X/on_disallow.
	Pointer string
}

func (e *SiteStoppedError) Error() string {
	return fmt.Sprintf("polite: no further requests to %s: robots.txt disallowed %s (%s)", e.Site, e.URL, e.Pointer)
}

// ObservationStoppedError is returned for every request of an observation (Fetch.Keys
// ["observation"]) after robots.txt disallowed the agent an address in it, where the observation
// then stops (agents.X.on_disallow has "stop-observation"). Nothing resumes it.
type ObservationStoppedError struct {
	Observation string
	// Pointer is /agents/X/on_disallow.
	Pointer string
}

func (e *ObservationStoppedError) Error() string {
	return fmt.Sprintf("polite: observation %s stopped: robots.txt disallowed an address of it (%s)", e.Observation, e.Pointer)
}

func (e *PausedError) Error() string {
	return fmt.Sprintf("polite: %s paused until %s (%s)", e.Key, e.Until.Format(time.RFC3339), e.Pointer)
}

// BodyTooLargeError says that a response body is larger than limits.max_body_size, where the
// policy says such a body is abandoned (limits.larger_bodies = "abandoned", or unset; with
// "truncated" the body ends at the limit instead, with io.EOF). Where it arrives depends on what
// the response announces:
//   - a Content-Length above the limit: RoundTrip (and http.Client.Do) returns it, with no
//     response and nothing of the body read;
//   - otherwise (a chunked body, or no Content-Length): RoundTrip returns the response, and the
//     Read of its body that passes the limit returns it, together with the last bytes up to the
//     limit. Limit bytes have then been read: an incomplete document, which the crawler must
//     discard (not parse, store or follow links in). io.ReadAll returns those bytes with the
//     error, so `b, _ := io.ReadAll(resp.Body)` keeps a page the policy says is abandoned;
//     check the error of the read, with errors.As, not only RoundTrip's.
//
// The body is closed at the limit, and its slot given back; a Close after it is harmless.
type BodyTooLargeError struct {
	// URL is the request's.
	URL string
	// Limit is the limit in force, in bytes (the smallest max_body_size that applies).
	Limit int64
	// Pointer is the JSON Pointer of that limit in policy.json: "/limits/max_body_size", or a
	// target's, a job's or the agent's.
	Pointer string
}

func (e *BodyTooLargeError) Error() string {
	return fmt.Sprintf("polite: body of %s larger than %d bytes, abandoned (%s)", e.URL, e.Limit, e.Pointer)
}

// RedirectError is returned when a redirect is not followed: past limits.max_redirects, to a
// URL its robots.txt disallows (limits.redirects_check_robots_txt, in Err), outside
// limits.redirects_within (Outside), or at all (limits.redirects = "not-followed", NotFollowed:
// the request an http.Client makes to follow a redirect, which is not sent).
type RedirectError struct {
	URL      string
	Location string
	Hops     int
	Pointer  string
	// Err is the refusal of the redirect's target, when it was refused (a *DisallowedError).
	Err error
	// Outside states that the target is outside the host name or registrable domain that
	// limits.redirects_within keeps redirects to.
	Outside bool
	// NotFollowed states that the policy follows no redirect (limits.redirects =
	// "not-followed"): URL is the first request's, Location the one the client would fetch.
	NotFollowed bool
}

func (e *RedirectError) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("polite: redirect %d from %s to %s not followed: %v", e.Hops, e.URL, e.Location, e.Err)
	}
	if e.NotFollowed {
		return fmt.Sprintf("polite: redirect %d from %s to %s not followed: %s says no redirect is followed", e.Hops, e.URL, e.Location, e.Pointer)
	}
	if e.Outside {
		return fmt.Sprintf("polite: redirect %d from %s to %s not followed: outside what %s allows", e.Hops, e.URL, e.Location, e.Pointer)
	}
	return fmt.Sprintf("polite: redirect %d from %s to %s not followed: more than %s allows", e.Hops, e.URL, e.Location, e.Pointer)
}

func (e *RedirectError) Unwrap() error { return e.Err }

// MethodError is returned for a request whose method the policy does not list among the
// agent's (agents.X.http.methods, RFC 9110 §9). No request is sent.
type MethodError struct {
	Method  string
	Allowed []string
	Pointer string
}

func (e *MethodError) Error() string {
	return fmt.Sprintf("polite: the policy publishes no %s request for this agent (%s: %s)", e.Method, e.Pointer, strings.Join(e.Allowed, ", "))
}

// SchemeError is returned for a request whose URL scheme the policy does not list among the
// schemes the agent fetches over (agents.X.http.schemes: "https", "http"; new-user trial 30,
// F-05). No request is sent.
type SchemeError struct {
	// Scheme is the request's, in lower case ("http").
	Scheme string
	// Allowed are the schemes the policy lists, in its order.
	Allowed []string
	// Pointer is the JSON Pointer of the statement in policy.json.
	Pointer string
}

func (e *SchemeError) Error() string {
	return fmt.Sprintf("polite: the policy publishes no request over %s for this agent (%s: %s)", e.Scheme, e.Pointer, strings.Join(e.Allowed, ", "))
}

// ScopeError is returned for a request, or a redirect the Transport would follow, to a port or a
// path outside those the agent states it requests (agents.X.ports, agents.X.paths; a URL's port
// is its own, else its scheme's default: RFC 9110 §4.2.1, §4.2.2). No request is sent.
type ScopeError struct {
	// URL is the request's.
	URL string
	// What is outside: "port 8080" or "path /admin".
	What string
	// Allowed are the ports or paths the policy lists, in its order.
	Allowed []string
	// Pointer is the JSON Pointer of the statement in policy.json.
	Pointer string
}

func (e *ScopeError) Error() string {
	return fmt.Sprintf("polite: %s: the policy publishes no request to %s for this agent (%s: %s)", e.URL, e.What, e.Pointer, strings.Join(e.Allowed, ", "))
}

// KeyError is returned for a request that lacks the value of a key the policy counts by and that
// only the crawler knows (a sync, an observation, a customer): give it with WithFetch.
type KeyError struct {
	Scope   string
	Pointer string
}

func (e *KeyError) Error() string {
	return fmt.Sprintf("polite: %s counts per %s; give the request's %s with polite.WithFetch (Fetch.Keys)", e.Pointer, e.Scope, e.Scope)
}

// RefusedError is returned for every request of an address that was answered with one of the
// statuses the agent stops fetching an address for (agents.X.refuse_with: "404", "410"): it is not
// fetched again, in the Transport's life (or the fleet's, where the reactions' pauses are
// shared). The answer itself was returned as it was.
type RefusedError struct {
	URL string
	// Pointer is /agents/X/refuse_with.
	Pointer string
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("polite: %s is not fetched again: it was answered with a status of %s", e.URL, e.Pointer)
}

// PlaceholderError is returned for a request of an agent whose User-Agent has a placeholder
// (agents.X.placeholders, "{subscribers}") that the request's Fetch.Placeholders gives no value
// for, or a value a header cannot carry (empty, a line break, a brace): nothing is sent.
type PlaceholderError struct {
	Name, Value string
	Pointer     string
}

func (e *PlaceholderError) Error() string {
	return fmt.Sprintf("polite: the User-Agent has {%s} (%s): give its value for the request in Fetch.Placeholders (got %q)", e.Name, e.Pointer, e.Value)
}

// CoordinationError is returned when the shared Store cannot be reached and the policy publishes
// no fallback (limits.on_coordination_failure): the request is not sent.
type CoordinationError struct{ Err error }

func (e *CoordinationError) Error() string {
	return "polite: shared limits cannot be coordinated and the policy names no fallback: " + e.Err.Error()
}

func (e *CoordinationError) Unwrap() error { return e.Err }

// UnenforceableError is returned by New for a policy that states something for the agent that
// the Transport has no mechanism for and that Options.Elsewhere does not name: a statement the
// crawler would otherwise silently not keep. It lists every such statement at once.
type UnenforceableError struct {
	// Agent is the key of the agent the Transport was to be created for.
	Agent string
	// Statements are the statements, sorted by JSON Pointer, each with what the policy says
	// there, as policy.json writes it (durations in seconds), and why the Transport cannot keep
	// it: "POINTER = VALUE: why", or "POINTER: why" for a number the policy does not hold.
	Statements []string
	// Pointers are the JSON Pointers, sorted, of the statements a crawler that keeps them
	// itself names in Options.Elsewhere.
	Pointers []string
	// Counts and Durations are the JSON Pointers, sorted, of the numbers the policy does not
	// hold (a quota's max with unpublished = true, a reaction's repeat count, its
	// pause_unpublished), which the crawler gives in Options.Unpublished.Counts and
	// Options.Unpublished.Durations.
	Counts, Durations []string
}

func (e *UnenforceableError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "polite: the policy states for agent %q what the Transport cannot enforce:", e.Agent)
	for _, s := range e.Statements {
		b.WriteString("\n\t" + s)
	}
	if len(e.Pointers) > 0 {
		b.WriteString("\nkeep these in the crawler and acknowledge them with Options.Elsewhere = " + elsewhereLiteral(e.Pointers))
	}
	if len(e.Counts) > 0 {
		b.WriteString("\ngive the numbers of " + strings.Join(e.Counts, ", ") + " in Options.Unpublished.Counts")
	}
	if len(e.Durations) > 0 {
		b.WriteString("\ngive the durations of " + strings.Join(e.Durations, ", ") + " in Options.Unpublished.Durations")
	}
	return b.String()
}
