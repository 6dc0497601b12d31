package conform

import (
	"strings"
	"testing"
)

// TestReportLookedUp: a crawler that sent nothing and whose output says a test host could not be
// looked up is told to take the addresses from SITEGEN_HOSTS (newuser12, finding 15: the hint
// asked whether it used the proxy, which it did); Go's, Python's and Scrapy's words for it. Output
// that names no test host, or a crawler that sent requests, keeps the other reasons.
func TestReportLookedUp(t *testing.T) {
	const advice = "; a crawler that counts limits per IP address must take the test hosts' addresses from SITEGEN_HOSTS (\"name=address ...\"; with package polite, in Options.Resolve) and send every request through the proxy in HTTP_PROXY"
	for _, tc := range []struct {
		output   string
		requests int
		want     string
	}{
		{"crawling\nGET http://start.test/: dial tcp: lookup start.test: no such host\n", 0,
			`the crawler sent no request to the test sites: it looked up start.test itself, which no DNS knows ("GET http://start.test/: dial tcp: lookup start.test: no such host")` + advice},
		{"requests.exceptions.ConnectionError: Failed to resolve 'a-c2.test' ([Errno -2] Name or service not known)\n", 0,
			`the crawler sent no request to the test sites: it looked up a-c2.test itself, which no DNS knows ("requests.exceptions.ConnectionError: Failed to resolve 'a-c2.test' ([Errno -2] Name or service not known)")` + advice},
		{"[scrapy] ERROR: DNS lookup failed: no results for hostname lookup: Start.Test.\n", 0,
			`the crawler sent no request to the test sites: it looked up start.test itself, which no DNS knows ("[scrapy] ERROR: DNS lookup failed: no results for hostname lookup: Start.Test.")` + advice},
		{"lookup example.org: no such host\n", 0,
			"the crawler sent no request to the test sites (does it send its requests through the proxy in HTTP_PROXY, starting at SITEGEN_START_URL?)"},
		{"lookup start.test: no such host\n", 2,
			"no claim passed or failed in this run, 1 not observable (a longer run, --duration, may show more; the evidence says why each is not observable)"},
	} {
		r := &Report{Requests: tc.requests, Output: tc.output, Verdicts: []Verdict{{Claim: "interval /limits", Status: NotObservable}}}
		r.Summarize()
		if r.Unchecked != tc.want {
			t.Errorf("output %q:\n%s\nwant\n%s", strings.TrimSpace(tc.output), r.Unchecked, tc.want)
		}
	}
}
