package robots

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestSitemaps(t *testing.T) {
	tests := []struct {
		name, robots string
		want         []string
	}{
		{"none", "User-agent: *\nDisallow: /\n", nil},
		{
			"anywhere, in file order",
			"Sitemap: https://a.example/1.xml\nUser-agent: *\nsitemap:https://a.example/2.xml # news\nDisallow: /\nSite-map: https://a.example/3.xml\n",
			[]string{"https://a.example/1.xml", "https://a.example/2.xml", "https://a.example/3.xml"},
		},
		{"empty value skipped", "Sitemap:\nSitemap: https://a.example/s.xml", []string{"https://a.example/s.xml"}},
	}
	for _, tt := range tests {
		got := Parse([]byte(tt.robots), MinSizeLimit).Sitemaps()
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: robots.txt %q: Sitemaps() (-want +got)\n%s", tt.name, tt.robots, diff)
		}
	}
}

func TestCrawlDelay(t *testing.T) {
	tests := []struct {
		name, robots, token string
		want                time.Duration
		wantOK              bool
	}{
		{"none", "User-agent: *\nDisallow: /\n", "FooBot", 0, false},
		{"no groups", "Crawl-delay: 5\n", "FooBot", 0, false},
		{"seconds", "User-agent: FooBot\nCrawl-delay: 10\n", "FooBot", 10 * time.Second, true},
		{"fraction", "User-agent: FooBot\nCrawl-delay: 2.5\n", "FooBot", 2500 * time.Millisecond, true},
		{"leading dot", "User-agent: FooBot\nCrawl-delay: .5\n", "FooBot", 500 * time.Millisecond, true},
		{"trailing dot", "User-agent: FooBot\nCrawl-delay: 3.\n", "FooBot", 3 * time.Second, true},
		{"zero", "User-agent: FooBot\nCrawl-delay: 0\n", "FooBot", 0, true},
		{"misspelt key", "User-agent: FooBot\ncrawldelay: 4\n", "FooBot", 4 * time.Second, true},
		{"negative ignored", "User-agent: FooBot\nCrawl-delay: -1\n", "FooBot", 0, false},
		{"exponent ignored", "User-agent: FooBot\nCrawl-delay: 1e3\n", "FooBot", 0, false},
		{"hexadecimal ignored", "User-agent: FooBot\nCrawl-delay: 0x10\n", "FooBot", 0, false},
		{"words ignored", "User-agent: FooBot\nCrawl-delay: ten\n", "FooBot", 0, false},
		{"lone dot ignored", "User-agent: FooBot\nCrawl-delay: .\n", "FooBot", 0, false},
		{"huge capped", "User-agent: FooBot\nCrawl-delay: 99999999999999999999999\n", "FooBot", math.MaxInt64, true},
		{"star group", "User-agent: *\nCrawl-delay: 7\n", "FooBot", 7 * time.Second, true},
		{"own group wins over star", "User-agent: *\nCrawl-delay: 7\nDisallow: /y\n\nUser-agent: FooBot\nDisallow: /x\n", "FooBot", 0, false},
		// Crawl-delay is no rule, so it does not end the User-agent lines (RFC 9309 §2.2.4: other
		// records must not interfere): "*" and FooBot share one group.
		{"crawl-delay does not end the user-agent lines", "User-agent: *\nCrawl-delay: 7\n\nUser-agent: FooBot\nDisallow: /x\n", "FooBot", 7 * time.Second, true},
		{"merged groups: the largest", "User-agent: FooBot\nCrawl-delay: 2\nDisallow: /a\n\nUser-agent: foobot\nCrawl-delay: 9\nCrawl-delay: 1\n", "FooBot", 9 * time.Second, true},
		{"shared by the group's tokens", "User-agent: BarBot\nUser-agent: FooBot\nCrawl-delay: 3\nDisallow: /\n", "FooBot", 3 * time.Second, true},
	}
	for _, tt := range tests {
		got, ok := Parse([]byte(tt.robots), MinSizeLimit).CrawlDelay(tt.token)
		if got != tt.want || ok != tt.wantOK {
			t.Errorf("%s: robots.txt %q: CrawlDelay(%q) = %v, %v; want %v, %v", tt.name, tt.robots, tt.token, got, ok, tt.want, tt.wantOK)
		}
	}
}

func TestParseLimit(t *testing.T) {
	head := "User-agent: FooBot\nAllow: /keep\nDisallow: /\n"
	pad := "# " + strings.Repeat("x", MinSizeLimit-len(head)-3) + "\n" // head+pad is exactly the limit
	tests := []struct {
		name          string
		robots        string
		limit         int
		url           string
		wantAllowed   bool
		wantTruncated bool
	}{
		{"within the limit", head + pad + "Allow: /b\n", 2 * MinSizeLimit, "/b", true, false},
		{"past the limit", head + pad + "Allow: /b\n", MinSizeLimit, "/b", false, true},
		{"limit below the minimum is raised", head + pad + "Allow: /b\n", 10, "/b", false, true},
		{"exactly at the limit", head + pad, MinSizeLimit, "/keep", true, false},
		{
			// The limit cuts "Allow: /abc" to "Allow: /": the cut line must go, not allow everything.
			"cut line is dropped", head + pad[:len(pad)-1] + "\nAllow: /abc\n", MinSizeLimit + len("Allow: /"), "/x", false, true,
		},
		{"cut between CR and LF keeps the line", head + pad[:len(pad)-2] + "\nAllow: /b\r\n", MinSizeLimit + 9, "/b", true, true},
	}
	for _, tt := range tests {
		r := Parse([]byte(tt.robots), tt.limit)
		if got := r.Decide("FooBot", tt.url).Allowed; got != tt.wantAllowed {
			t.Errorf("%s: %d bytes, limit %d, URL %q: got allowed=%v, want %v", tt.name, len(tt.robots), tt.limit, tt.url, got, tt.wantAllowed)
		}
		if got := r.Truncated(); got != tt.wantTruncated {
			t.Errorf("%s: %d bytes, limit %d: Truncated() = %v, want %v", tt.name, len(tt.robots), tt.limit, got, tt.wantTruncated)
		}
	}
}

func TestStatusAccess(t *testing.T) {
	tests := []struct {
		name        string
		status      int
		unreachable []int
		want        Access
	}{
		{"200", 200, nil, AccessRules},
		{"204", 204, nil, AccessRules},
		{"301", 301, nil, AccessRedirect},
		{"302", 302, nil, AccessRedirect},
		{"307", 307, nil, AccessRedirect},
		{"308", 308, nil, AccessRedirect},
		{"304 keeps the cached copy", 304, nil, AccessNotModified},
		{"401", 401, nil, AccessAllowAll},
		{"403", 403, nil, AccessAllowAll},
		{"404", 404, nil, AccessAllowAll},
		{"408 by default", 408, nil, AccessAllowAll},
		{"429 by default", 429, nil, AccessAllowAll},
		{"429 as unreachable", 429, []int{429}, AccessDisallowAll},
		{"408 as unreachable", 408, []int{408, 429}, AccessDisallowAll},
		{"404 not listed", 404, []int{408, 429}, AccessAllowAll},
		{"non-4xx in the list changes nothing", 200, []int{200, 301}, AccessRules},
		{"500", 500, nil, AccessDisallowAll},
		{"503", 503, nil, AccessDisallowAll},
		{"599", 599, nil, AccessDisallowAll},
		{"no response", 0, nil, AccessDisallowAll},
		{"negative", -1, nil, AccessDisallowAll},
		{"informational", 100, nil, AccessDisallowAll},
		{"beyond 599", 600, nil, AccessDisallowAll},
	}
	for _, tt := range tests {
		if got := StatusAccess(tt.status, tt.unreachable...); got != tt.want {
			t.Errorf("%s: StatusAccess(%d, %v) = %q, want %q", tt.name, tt.status, tt.unreachable, got, tt.want)
		}
	}
}

// TestLineKinds: the lines Parse reads by their key, and the other lines that are neither blank
// nor a comment alone (new-user trial 27, F-15: a file with no line of the first kind is most
// likely not a robots.txt file).
func TestLineKinds(t *testing.T) {
	for _, tt := range []struct {
		name         string
		data         string
		known, other int
	}{
		{"empty", "", 0, 0},
		{"comments and blank lines", "# a\n\n  # b\r\n", 0, 0},
		{"a group", "User-agent: *\nDisallow: /x # no\nContent-Usage: train-ai=n\n", 2, 1},
		{"misspelt and Sitemap", "useragent: a\ndisalow /x\nSitemap: https://a.example/s.xml\n", 3, 0},
		{"an HTML page", "<!DOCTYPE html>\n<html>\n<title>Not Found</title>\n</html>\n", 0, 4},
	} {
		if known, other := LineKinds([]byte(tt.data), 0); known != tt.known || other != tt.other {
			t.Errorf("%s: LineKinds(%q) = %d, %d, want %d, %d", tt.name, tt.data, known, other, tt.known, tt.other)
		}
	}
}
