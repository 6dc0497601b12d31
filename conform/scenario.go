package conform

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Env is where a scenario runs.
type Env struct {
	// InProcess: a Go crawler on testing/synctest's fake clock, which can wait hours in
	// milliseconds; otherwise any crawler behind the proxy, in real time.
	InProcess bool
	// Hold is how long a site keeps an answer that is meant to be slower than the crawler waits:
	// an hour in process, the run's length behind the proxy.
	Hold time.Duration
}

// Scenario is a check's test sites and what a crawler is asked to fetch from them. In process the
// crawler's driver follows Steps to the letter (with their waits); behind the proxy the start
// page links to every URL of the Steps and the crawler fetches what it chooses, when it chooses.
type Scenario struct {
	Sites *Sites
	Steps []Step
	// Agent, Target and Job are whose requests the steps are in process: the claim's agent, and
	// the category of site and job the statement belongs to (empty for none).
	Agent, Target, Job string
	// Start is when the crawler's clock starts in process (RFC 3339); HarnessNow when empty.
	Start string
	// VaryKeys gives each request its own value of the crawler's keys (observation, sync…), so
	// that limits per such key stay out of a check of something else.
	VaryKeys bool
	// Validators: the crawler keeps the validators (ETag, Last-Modified) of what it fetched and
	// sends the conditional requests the policy states.
	Validators bool
	// StoreDown: the crawler's shared store (Redis) cannot be reached during the run. In
	// process only.
	StoreDown bool
	// NeverAccepts: every connection the crawler opens is never accepted. In process only.
	NeverAccepts bool
}

// Step is one thing the in-process driver does.
type Step struct {
	// Sleep is how long the driver waits before the step.
	Sleep time.Duration
	// SleepUntil, when not zero, is how long after the scenario's first request the step comes
	// (at once when that time has passed).
	SleepUntil time.Duration
	Method     string // GET when empty
	URL        string // absolute, with the scenario's host names
	// Parallel steps are sent at once, with the Parallel steps that follow; the driver waits for
	// all of them at the next step that is not.
	Parallel bool
	// Patient: when the crawler holds the request back until a time (a quiet window, a quota, a
	// pause, a deferral), the driver waits until then and asks again, at most ten times.
	Patient bool
	// Probe: when the crawler holds the request back until a time, the driver waits until then
	// and does not ask again (a request that succeeds would end an escalation of pauses).
	Probe bool
	// Follow: the driver fetches the links (href="…") of the body it got.
	Follow bool
	// Report is a condition the crawler reports instead of a request (only it can see it: a
	// failed sync); recorded, with Host "a.example".
	Report string
	// Embedded: the request is for a resource that the page of the step before embeds, part of
	// that page's load (polite's Fetch.Embedded in process; behind the proxy the start page
	// links it like any other URL, and the judgement knows it by its path, /res/).
	Embedded bool
	// NextRun: the request belongs to the crawler's next run (polite's Fetch.Keys["run"] of its
	// own), not to the run of the steps before. In process only: behind the proxy the crawler's
	// run is the whole run, and the start page does not link it.
	NextRun bool
}

// HarnessNow is when a scenario starts in process unless it says otherwise: a Wednesday before
// noon, outside every quiet window of the examples, in winter time.
const HarnessNow = "2026-12-02T10:17:00Z"

// Links returns the URLs of the Steps as a link-following crawler reaches them: GET requests
// only, each once, in order.
func (sc *Scenario) Links() []string {
	var out []string
	for _, s := range sc.Steps {
		if s.URL == "" || s.NextRun || (s.Method != "" && s.Method != "GET") {
			continue
		}
		u, err := url.Parse(s.URL)
		if err != nil {
			continue
		}
		link := sc.Sites.URL(u.Hostname(), u.RequestURI())
		if !slices.Contains(out, link) {
			out = append(out, link)
		}
	}
	return out
}

// Status is the outcome of a claim's check.
type Status string

// The values of Status, as the reports write them.
const (
	// Pass: everything the claim says was seen kept, with enough requests to show it.
	Pass Status = "pass"
	// Fail: requests that break the claim were recorded; they are the evidence.
	Fail Status = "fail"
	// NotObservable: the run could not show the claim either way (too short, too few requests,
	// or a condition only the crawler sees), and the evidence says why.
	NotObservable Status = "not observable"
)

// Run is what a scenario's run left: the records, and how it ran.
type Run struct {
	Records    []Record
	Start, End time.Time // on the sites' clock
	// Tolerance is how much earlier than a published time a request may arrive and still count
	// as on time on an idle machine: none in process (a fake clock); behind the proxy, sitegen
	// conform's --tolerance. Checks use Tol, which adds how late the harness's timers fired
	// around the requests compared.
	Tolerance time.Duration
	// Late is how late the harness's own timers fired around a time on the sites' clock
	// (timerProbe.Around, behind the proxy); nil in process.
	Late      func(time.Time) time.Duration
	InProcess bool
	// Others are, behind the proxy, the requests the other claims' sites recorded in the same
	// run, with the host names and addresses the crawler was given (each scenario's are its own)
	// and Linked set: a claim about every request the agent sends (its User-Agent, robots.txt
	// read before a fetch, the interval in force for all of them) is judged on them too, so that
	// a crawler that spent its run on some claims' sites still shows it. None in process, where
	// each scenario runs alone.
	Others []Record
}

// Verdict is a claim's outcome with its evidence: the requests that prove or break it, or why the
// run could not show it.
type Verdict struct {
	Claim    string   `json:"claim"`
	Kind     string   `json:"kind"`
	Pointer  string   `json:"pointer"`
	Status   Status   `json:"status"`
	Evidence []string `json:"evidence"`
	// Leaves are the pointers in policy.json of the statement's values, as the page carries
	// them (data-policy).
	Leaves []string `json:"leaves,omitempty"`
}

// Check runs the claim's scenario's judgement on a run. Where the claim holds or its check read a
// value the page does not state (Unpublished), its evidence says "the policy says" and writes
// notPublished for every number secrets names.
func (c *Claim) Check(sc *Scenario, run *Run) Verdict {
	c.read, c.derived, c.derivedN = nil, nil, nil
	st, ev := c.Kind.judge(c, sc, run)
	if c.Unpublished() {
		secrets := c.secrets()
		for i := range ev {
			ev[i] = redact(strings.ReplaceAll(ev[i], "the page says", "the policy says"), secrets)
		}
	}
	return Verdict{Claim: c.ID(), Kind: c.Kind.Name, Pointer: c.Root, Status: st, Evidence: ev, Leaves: slices.Clone(c.leaves)}
}

// Scenario returns the claim's scenario in env.
func (c *Claim) Scenario(env Env) *Scenario {
	if env.Hold == 0 {
		env.Hold = time.Hour
	}
	sc := c.Kind.scenario(c, env)
	if sc.Sites == nil {
		sc.Sites = NewSites()
	}
	sc.Agent, sc.Target, sc.Job = c.Agent, c.Target, c.Job
	if c.Kind.Name == "reaction" {
		sc.Job = c.reactionJob()
		if sc.Job != c.Job {
			sc.Target = ""
		}
	}
	return sc
}

// records helpers

func pagesOf(rs []Record) []Record {
	var out []Record
	for _, r := range rs {
		if r.Path != "/robots.txt" && r.Reported == "" && !r.Connect {
			out = append(out, r)
		}
	}
	return out
}

func filter(rs []Record, keep func(Record) bool) []Record {
	var out []Record
	for _, r := range rs {
		if keep(r) {
			out = append(out, r)
		}
	}
	return out
}

func onHost(host string) func(Record) bool { return func(r Record) bool { return r.Host == host } }

func fetched(rs []Record, host, path string) []Record {
	return filter(rs, func(r Record) bool { return r.Host == host && r.Path == path && r.Reported == "" && !r.Connect })
}

// secs says a duration as a person reads it in evidence, with units: below a minute in seconds to
// the millisecond ("0.866 s", "2 s": a gap between two requests is judged to that precision), from
// a minute on rounded to the second and in hours, minutes and seconds (days from two days), the
// zero ones left out ("1 min 30 s", "24 h", "7 h 3 s", "3 d"). The length of a run goes through
// runLength.
func secs(d time.Duration) string {
	if d < time.Minute && d > -time.Minute {
		return strconvSeconds(d) + " s"
	}
	sign := ""
	if d < 0 {
		sign, d = "-", -d
	}
	d = d.Round(time.Second)
	var parts []string
	for _, u := range []struct {
		d    time.Duration
		name string
	}{{24 * time.Hour, "d"}, {time.Hour, "h"}, {time.Minute, "min"}, {time.Second, "s"}} {
		if u.name == "d" && d < 48*time.Hour {
			continue // "24 h", as policy.toml writes a day
		}
		if n := d / u.d; n > 0 {
			parts = append(parts, strconv.FormatInt(int64(n), 10)+" "+u.name)
			d -= n * u.d
		}
	}
	return sign + strings.Join(parts, " ")
}

// runLength rounds the length of a run (or of a command's life) to a tenth of a second: the
// milliseconds of a process's start and end are noise, not evidence ("ended after 40 s", not
// "40.014 s").
func runLength(d time.Duration) string { return secs(d.Round(100 * time.Millisecond)) }

// Tol is the tolerance of a comparison of requests recorded at the given times (a gap between
// two, a wait from one to the next): Tolerance plus the most the harness's timers fired late
// around any of them (Late), since a loaded machine records a request up to that much after it
// was sent. A slow moment elsewhere in the run does not loosen it (TestJudgeTimersLate).
func (r *Run) Tol(at ...time.Time) time.Duration {
	var late time.Duration
	if r.Late != nil {
		for _, t := range at {
			late = max(late, r.Late(t))
		}
	}
	return r.Tolerance + late
}
