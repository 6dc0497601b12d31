package export

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// domainSite answers for several host names, as a proxy sees them (the spider sends every request
// through it): www.example.co.uk links to a page of img.example.co.uk, the same registrable
// domain, and redirects /away to www.example.com.pl, another one, and /near to img.example.co.uk.
type domainSite struct {
	mu   sync.Mutex
	hits []scrapyHit // path is host + path
}

func (s *domainSite) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.hits = append(s.hits, scrapyHit{at: time.Now(), path: r.Host + r.URL.Path, ua: r.UserAgent()})
	s.mu.Unlock()
	body := "<html><body>page</body></html>"
	switch r.Host + r.URL.Path {
	case "www.example.co.uk/away":
		http.Redirect(w, r, "http://www.example.com.pl/x", http.StatusFound)
		return
	case "www.example.co.uk/near":
		http.Redirect(w, r, "http://img.example.co.uk/near-target", http.StatusFound)
		return
	case "www.example.co.uk/":
		body = `<html><body><a href="/a">a</a> <a href="http://img.example.co.uk/a">i</a> <a href="/away">x</a> <a href="/near">n</a></body></html>`
	case "www.example.com.pl/":
		body = `<html><body><a href="/a">a</a> <a href="/b">b</a></body></html>`
	}
	if r.URL.Path == "/robots.txt" {
		body = "User-agent: *\nAllow: /\n"
	}
	w.Header().Set("Content-Type", "text/html")
	fmt.Fprint(w, body)
}

const domainSpider = `import os
import scrapy

# Every request through the test's site, robots.txt's too (HttpProxyMiddleware reads this when
# the crawl starts, after the spider's module is imported).
os.environ["http_proxy"] = os.environ["SITEGEN_VIA"]


class Spider(scrapy.Spider):
    name = "sitegen_domain_test"

    def start_requests(self):
        for url in os.environ["SITEGEN_START_URL"].split():
            yield scrapy.Request(url)

    def parse(self, response):
        for href in response.css("a::attr(href)").getall():
            yield response.follow(href)
`

// TestScrapyKeepsLimitsPerDomain runs Debian's Scrapy 2.8 with the export of a policy that
// counts its interval (1 s) and concurrency (1) per registrable domain and refuses redirects to
// another one (new-user trial 27, F-01: such an export set no DOWNLOAD_DELAY and no concurrency,
// so Scrapy ran with no delay at all). Two host names of example.co.uk must be spaced by the
// interval, www.example.com.pl is not held back by them, a redirect to img.example.co.uk is
// followed and one to www.example.com.pl is not.
func TestScrapyKeepsLimitsPerDomain(t *testing.T) {
	ex, dir := scrapyProject(t, "testdata/scrapy-domain", domainSpider)
	for _, s := range ex.Unenforced {
		if s.Pointer == "/limits/min_interval" || s.Pointer == "/limits/concurrency" || s.Pointer == "/limits/redirects_within" {
			t.Errorf("listed as not enforced: %s", s)
		}
	}
	site := &domainSite{}
	srv := httptest.NewServer(site)
	defer srv.Close()
	t.Setenv("SITEGEN_VIA", srv.URL)
	out := runScrapy(t, dir, "http://www.example.co.uk/ http://www.example.com.pl/")
	site.mu.Lock()
	hits := slices.Clone(site.hits)
	site.mu.Unlock()

	const interval, jitter = time.Second, 30 * time.Millisecond
	var uk, pl []scrapyHit
	for _, h := range hits {
		if strings.Contains(h.path, ".example.co.uk/") {
			uk = append(uk, h)
		} else {
			pl = append(pl, h)
		}
	}
	seen := func(path string) bool {
		return slices.ContainsFunc(hits, func(h scrapyHit) bool { return h.path == path })
	}
	for _, want := range []string{"www.example.co.uk/robots.txt", "img.example.co.uk/robots.txt", "www.example.co.uk/a", "img.example.co.uk/a", "img.example.co.uk/near-target", "www.example.com.pl/b"} {
		if !seen(want) {
			t.Errorf("%s not fetched", want)
		}
	}
	if seen("www.example.com.pl/x") {
		t.Error("www.example.com.pl/x fetched: a redirect to another registrable domain, which the policy refuses")
	}
	for i := 1; i < len(uk); i++ {
		if gap := uk[i].at.Sub(uk[i-1].at); gap < interval-jitter {
			t.Errorf("%s %v after %s: the policy publishes at least %v per registrable domain", uk[i].path, gap.Round(time.Millisecond), uk[i-1].path, interval)
		}
	}
	// Limits per domain, not across domains: some request to example.com.pl comes within half
	// the interval of one to example.co.uk.
	close := false
	for _, a := range uk {
		for _, b := range pl {
			if d := a.at.Sub(b.at); d < interval/2 && d > -interval/2 {
				close = true
			}
		}
	}
	if !close {
		t.Error("no request to www.example.com.pl came within 0.5 s of one to example.co.uk: the domains were spaced together")
	}
	if t.Failed() {
		logHits(t, hits, out)
	}
}
