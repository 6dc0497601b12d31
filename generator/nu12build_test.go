package generator

import (
	"regexp"
	"strings"
	"testing"
)

// crawlDelayLine returns the example's "Crawl-delay: N" line of the English Markdown page.
func crawlDelayLine(t *testing.T, res *Result) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^Crawl-delay: \d+$`).FindString(string(res.Files["en/index.md"]))
	if m == "" {
		t.Fatal("no example Crawl-delay line on the en page")
	}
	return m
}

// TestCrawlDelayExampleNotFromUnpublished: the page's example Crawl-delay is derived from
// published values only. With limits.min_interval unpublished, the example is the same whatever
// the interval (it was 2 × the interval, from which a reader could compute it); the same holds
// for an unpublished crawl_delay_min and crawl_delay_max. Published, the interval still sets it
// (newuser12 #6).
func TestCrawlDelayExampleNotFromUnpublished(t *testing.T) {
	unpublish := func(ptrs ...string) [2]string {
		return [2]string{"schema = 2\n", "schema = 2\nunpublished = [\"" + strings.Join(ptrs, "\", \"") + "\"]\n"}
	}
	interval := func(v string) [2]string { return [2]string{`min_interval = "2s"`, `min_interval = "` + v + `"`} }
	for _, v := range []string{"2s", "7s", "11s", "20s"} {
		if got := crawlDelayLine(t, buildEdited(t, unpublish("/limits/min_interval"), interval(v))); got != "Crawl-delay: 10" {
			t.Errorf("min_interval = %s, unpublished: example %q, want Crawl-delay: 10", v, got)
		}
	}
	if got := crawlDelayLine(t, buildEdited(t, interval("11s"))); got != "Crawl-delay: 22" {
		t.Errorf("min_interval = 11s, published: example %q, want Crawl-delay: 22", got)
	}
	// An unpublished floor and cap of Crawl-delay: neither moves the example.
	bounds := [2]string{`crawl_delay = "honoured-if-longer"`, "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_min = \"12s\"\ncrawl_delay_max = \"40s\""}
	if got := crawlDelayLine(t, buildEdited(t, unpublish("/robots_txt/crawl_delay_min", "/robots_txt/crawl_delay_max"), bounds)); got != "Crawl-delay: 10" {
		t.Errorf("crawl_delay_min and _max unpublished: example %q, want Crawl-delay: 10", got)
	}
	// A published interval of 20 s and an unpublished cap of 30 s: the example is 2 × 20 s, not
	// the cap.
	capped := [2]string{`crawl_delay = "honoured-if-longer"`, "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"30s\""}
	if got := crawlDelayLine(t, buildEdited(t, unpublish("/robots_txt/crawl_delay_max"), interval("20s"), capped)); got != "Crawl-delay: 40" {
		t.Errorf("crawl_delay_max unpublished: example %q, want Crawl-delay: 40", got)
	}
}

// TestHeadersUnderBasePath: the header file's paths lie under base_url's path, since Netlify and
// Cloudflare Pages match them against the URL path from the host's root (newuser12 #23):
// civic-ingestor is published at https://civic.example/crawler/, so its rules read
// "/crawler/ips.json", not "/ips.json"; a site at the host's root keeps "/ips.json".
func TestHeadersUnderBasePath(t *testing.T) {
	h := string(buildExampleEdited(t, "civic-ingestor").Files[HeadersFile])
	for _, want := range []string{
		"/crawler/\n  Link: <https://civic.example/crawler/ips.json>; rel=\"client-ranges\"",
		"/crawler/en/*\n  Link: ",
		"/crawler/ips.json\n  Content-Type: application/jafar+json\n",
	} {
		if !strings.Contains(h, want) {
			t.Errorf("_headers lacks %q:\n%s", want, h)
		}
	}
	for _, line := range strings.Split(h, "\n") {
		if strings.HasPrefix(line, "/") && !strings.HasPrefix(line, "/crawler/") {
			t.Errorf("_headers has a rule outside /crawler/: %q", line)
		}
	}
	root := string(buildExampleEdited(t, "civic-ingestor", [2]string{`base_url = "https://civic.example/crawler/"`, `base_url = "https://civic.example/"`}).Files[HeadersFile])
	if !strings.Contains(root, "\n/ips.json\n  Content-Type: application/jafar+json\n") || !strings.HasPrefix(root, "/\n") {
		t.Errorf("a site at the host's root: _headers\n%s", root)
	}
}
