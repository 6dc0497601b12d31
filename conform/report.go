package conform

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/internal/ghmd"
)

// Report is a run's outcome: every claim's verdict, and how the command ran.
type Report struct {
	Policy   string   `json:"policy"`
	Agent    string   `json:"agent"`
	Command  []string `json:"command"`
	Seconds  float64  `json:"seconds"`
	Requests int      `json:"requests"`
	// StartPage counts the requests for the start page (World.StartPageRequests), which
	// Requests leaves out.
	StartPage int `json:"start_page_requests"`
	// Tolerance is the most by which a request earlier than a published time counted as on
	// time, in seconds: the allowance asked for (--tolerance) plus TimersLate. Each comparison
	// got --tolerance plus how late the timers fired within a second of its requests (Run.Tol).
	Tolerance float64 `json:"tolerance_seconds"`
	// TimersLate is the most the harness's own timers fired late during the run, in seconds
	// (World.TimersLate): how much later than its sending a loaded machine recorded a request.
	TimersLate float64   `json:"timers_late_seconds"`
	Verdicts   []Verdict `json:"verdicts"`
	// NotChecked is what the page states that describes no request (Unjudged), by why.
	NotChecked []NotChecked `json:"not_checked,omitempty"`
	Summary    Summary      `json:"summary"`
	// Unchecked says why the run checked nothing, when no claim passed or failed (Summarize
	// sets it): such a run proves nothing, and sitegen conform exits 1. Empty otherwise.
	Unchecked string `json:"unchecked,omitempty"`
	Exit      string `json:"exit"`
	// Output is the command's output, kept when a claim failed or the command failed.
	Output string `json:"output,omitempty"`
}

// Summary counts the verdicts.
type Summary struct {
	Pass          int `json:"pass"`
	Fail          int `json:"fail"`
	NotObservable int `json:"not_observable"`
}

// Summarize counts the verdicts into r.Summary, and says in r.Unchecked why nothing was checked
// when no claim passed or failed (r.Requests tells a crawler that sent nothing from one whose
// requests showed nothing; r.Output, the command's, one that looked up a test host itself, which
// only the proxy knows).
func (r *Report) Summarize() {
	defer func() {
		switch {
		case r.Summary.Pass > 0 || r.Summary.Fail > 0:
			r.Unchecked = ""
		case r.Requests == 0 && lookupHost(r.Output) != "":
			host, line := lookedUp(r.Output)
			r.Unchecked = fmt.Sprintf("the crawler sent no request to the test sites: it looked up %s itself, which no DNS knows (%q); a crawler that counts limits per IP address must take the test hosts' addresses from SITEGEN_HOSTS (\"name=address ...\"; with package polite, in Options.Resolve) and send every request through the proxy in HTTP_PROXY", host, line)
		case r.Requests == 0 && r.wholeRunQuiet() != "":
			r.Unchecked = "the crawler sent no request to the test sites, as the policy asks: " + r.wholeRunQuiet() + " (run sitegen conform at another time of day to check the other claims)"
		case r.Requests == 0 && r.StartPage > 0:
			// It reached the proxy: the hint is the links, not the proxy (new-user trial 15, finding 10).
			r.Unchecked = "the crawler fetched the start page (SITEGEN_START_URL) but none of the URLs it links to (does it follow the links of the page it starts from, to other hosts?)"
		case r.Requests == 0:
			r.Unchecked = "the crawler sent no request to the test sites (does it send its requests through the proxy in HTTP_PROXY, starting at SITEGEN_START_URL?)"
		default:
			r.Unchecked = fmt.Sprintf("no claim passed or failed in this run, %s (a longer run, --duration, may show more; the evidence says why each is not observable)", count(r.Summary.NotObservable, "not observable", "not observable"))
		}
	}()
	r.Summary = Summary{}
	for _, v := range r.Verdicts {
		switch v.Status {
		case Pass:
			r.Summary.Pass++
		case Fail:
			r.Summary.Fail++
		default:
			r.Summary.NotObservable++
		}
	}
}

// wholeRunQuiet is the evidence of a quiet window in whose hours the whole run lay without a
// request, "" where there is none.
func (r *Report) wholeRunQuiet() string {
	for _, v := range r.Verdicts {
		if v.Kind == "time window" && len(v.Evidence) == 1 && strings.HasPrefix(v.Evidence[0], wholeRunQuiet+" ") {
			return v.Evidence[0]
		}
	}
	return ""
}

// lookupLine is a line of a crawler's output that says a host name of the test sites could not
// be looked up: Go's "lookup start.test: no such host", Python's "Failed to resolve
// 'start.test'", "Name or service not known", Scrapy's "DNS lookup failed".
var (
	testHost   = regexp.MustCompile(`(?i)\b(?:[a-z0-9-]+\.)+test\b`)
	lookupWord = regexp.MustCompile(`(?i)lookup|resolve|dns|getaddrinfo|name or service not known|no such host|nodename nor servname|no address`)
)

// lookedUp returns the first test host that the output says could not be looked up, and the line
// that says so (at most 200 bytes of it); empty where none.
func lookedUp(output string) (host, line string) {
	for l := range strings.Lines(output) {
		h := testHost.FindString(l)
		if h == "" || !lookupWord.MatchString(l) {
			continue
		}
		l = strings.TrimSpace(l)
		if len(l) > 200 {
			l = strings.ToValidUTF8(l[:200], "") + "…"
		}
		return strings.ToLower(h), l
	}
	return "", ""
}

func lookupHost(output string) string {
	h, _ := lookedUp(output)
	return h
}

// Write writes the report in format: "text", "json" or "markdown".
func (r *Report) Write(w io.Writer, format string) error {
	switch format {
	case "json":
		e := json.NewEncoder(w)
		e.SetIndent("", "  ")
		return e.Encode(r)
	case "markdown":
		return r.markdown(w)
	case "text", "":
		return r.text(w)
	}
	return fmt.Errorf("unknown format %q (text, json or markdown)", format)
}

func (r *Report) header() string {
	return fmt.Sprintf("%s, agent %s: %s %s; %s to the test sites", r.Policy, r.Agent, strings.Join(r.Command, " "), r.Exit, count(r.Requests, "request", "requests"))
}

// tolerance says what counted as on time, where the report says (Tolerance set).
func (r *Report) tolerance() string {
	if r.Tolerance <= 0 {
		return ""
	}
	sec := func(f float64) string { return secs(time.Duration(f * float64(time.Second)).Round(time.Millisecond)) }
	return fmt.Sprintf("A request counted as on time up to %s before a published time: --tolerance %s, and up to %s more where the harness's own timers fired that late within a second of the requests compared (a loaded machine records a request that much after the crawler sent it).",
		sec(r.Tolerance), sec(r.Tolerance-r.TimersLate), sec(r.TimersLate))
}

func (r *Report) counts() string {
	return fmt.Sprintf("%d failed, %d passed, %d not observable in this run", r.Summary.Fail, r.Summary.Pass, r.Summary.NotObservable)
}

// order lists failures first, then passes, then the rest, each in claim order.
func (r *Report) order() []Verdict {
	var out []Verdict
	for _, st := range []Status{Fail, Pass, NotObservable} {
		for _, v := range r.Verdicts {
			if v.Status == st {
				out = append(out, v)
			}
		}
	}
	return out
}

// errWriter writes until the first error, which it keeps: the report's writers return it, so
// that a report that could not be written (a full disk, a closed pipe) is not taken as written.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

func (r *Report) text(w io.Writer) error {
	ew := &errWriter{w: w}
	ew.printf("sitegen conform: %s\n", r.header())
	if tol := r.tolerance(); tol != "" {
		ew.printf("%s\n", tol)
	}
	ew.printf("\n")
	for _, v := range r.order() {
		mark := map[Status]string{Fail: "FAIL", Pass: "pass", NotObservable: "n/o "}[v.Status]
		ew.printf("%s  %s\n", mark, v.Claim)
		for _, e := range v.Evidence {
			ew.printf("      %s\n", e)
		}
	}
	if len(r.NotChecked) > 0 {
		ew.printf("\nNot checked, as they describe no request:\n")
		for _, g := range r.NotChecked {
			ew.printf("      %s\n", g.describe())
		}
	}
	ew.printf("\n%s (n/o: not observable)\n", r.counts())
	if r.Unchecked != "" {
		ew.printf("Nothing was checked: %s.\n", r.Unchecked)
	}
	if r.Output != "" {
		ew.printf("\nOutput of the command:\n%s", r.Output)
		if !strings.HasSuffix(r.Output, "\n") {
			ew.printf("\n")
		}
	}
	return ew.err
}

func (r *Report) markdown(w io.Writer) error {
	ew := &errWriter{w: w}
	ew.printf("## sitegen conform: %s\n\n%s\n\n", mdEscape(r.Policy), mdEscape(r.header()))
	if tol := r.tolerance(); tol != "" {
		ew.printf("%s\n\n", mdEscape(tol))
	}
	ew.printf("| claim | verdict | evidence |\n| --- | --- | --- |\n")
	for _, v := range r.order() {
		verdict := map[Status]string{Fail: "**fail**", Pass: "pass", NotObservable: "not observable"}[v.Status]
		var ev []string
		for _, e := range v.Evidence {
			ev = append(ev, mdEscape(e))
		}
		ew.printf("| `%s` | %s | %s |\n", strings.ReplaceAll(v.Claim, "`", "'"), verdict, strings.Join(ev, "<br>"))
	}
	if len(r.NotChecked) > 0 {
		ew.printf("\nNot checked, as they describe no request:\n\n")
		for _, g := range r.NotChecked {
			ew.printf("- %s\n", mdEscape(g.describe()))
		}
	}
	ew.printf("\n%s\n", r.counts())
	if r.Unchecked != "" {
		ew.printf("\n**Nothing was checked:** %s.\n", mdEscape(r.Unchecked))
	}
	if r.Output != "" {
		ew.printf("\n<details><summary>Output of the command</summary>\n\n```\n%s\n```\n\n</details>\n", strings.ReplaceAll(r.Output, "```", "` ` `"))
	}
	return ew.err
}

// mdEscape keeps a table cell one cell (pipes escaped, line breaks as <br>, "<" as text) and keeps
// text the crawler printed from mentioning people or linking issues where CI posts the report as
// a comment (ghmd.UnlinkReferences).
func mdEscape(s string) string {
	s = ghmd.UnlinkReferences(s)
	s = strings.ReplaceAll(s, "|", `\|`)
	s = strings.ReplaceAll(s, "<", "&lt;")
	return strings.ReplaceAll(s, "\n", "<br>")
}
