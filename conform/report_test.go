package conform

import (
	"strings"
	"testing"
)

// TestReportUnchecked: a run in which no claim passed or failed checked nothing, and the report
// says why in its last line: no request at all, or none that showed a claim (newuser9: "0
// requests … 0 failed, 0 passed, 7 not observable", exit 0). One claim passed is a check.
func TestReportUnchecked(t *testing.T) {
	nob := Verdict{Claim: "interval /limits", Kind: "interval", Status: NotObservable, Evidence: []string{"fewer than two requests of one hostname in this run"}}
	for _, tc := range []struct {
		name     string
		requests int
		verdicts []Verdict
		want     string
		start    int
	}{
		{"start page only", 0, []Verdict{nob}, "0 failed, 0 passed, 1 not observable in this run (n/o: not observable)\nNothing was checked: the crawler fetched the start page (SITEGEN_START_URL) but none of the URLs it links to (does it follow the links of the page it starts from, to other hosts?).\n", 1},
		{"no request", 0, []Verdict{nob}, "0 failed, 0 passed, 1 not observable in this run (n/o: not observable)\nNothing was checked: the crawler sent no request to the test sites (does it send its requests through the proxy in HTTP_PROXY, starting at SITEGEN_START_URL?).\n", 0},
		{"nothing shown", 3, []Verdict{nob, nob}, "0 failed, 0 passed, 2 not observable in this run (n/o: not observable)\nNothing was checked: no claim passed or failed in this run, 2 not observable (a longer run, --duration, may show more; the evidence says why each is not observable).\n", 0},
		{"one passed", 3, []Verdict{nob, {Claim: "User-Agent /agents/bot", Status: Pass, Evidence: []string{"ok"}}}, "0 failed, 1 passed, 1 not observable in this run (n/o: not observable)\n", 0},
	} {
		r := &Report{Policy: "site/policy.toml", Agent: "bot", Command: []string{"true"}, Exit: "exited with status 0 after 0 s", Requests: tc.requests, StartPage: tc.start, Verdicts: tc.verdicts}
		r.Summarize()
		var b strings.Builder
		if err := r.Write(&b, "text"); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		if got := out[strings.LastIndex(out, "\n\n")+2:]; got != tc.want {
			t.Errorf("%s: ends\n%s\nwant\n%s", tc.name, got, tc.want)
		}
		var md strings.Builder
		if err := r.Write(&md, "markdown"); err != nil {
			t.Fatal(err)
		}
		if want := "\n**Nothing was checked:** " + r.Unchecked + ".\n"; r.Unchecked != "" && !strings.HasSuffix(md.String(), want) || r.Unchecked == "" && strings.Contains(md.String(), "Nothing was checked") {
			t.Errorf("%s: markdown ends\n%s\nwant\n%s", tc.name, md.String()[strings.LastIndex(md.String(), "\n\n")+2:], want)
		}
		if (r.Unchecked == "") != (tc.name == "one passed") {
			t.Errorf("%s: Unchecked %q", tc.name, r.Unchecked)
		}
	}
}
