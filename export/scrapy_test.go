package export

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// scrapyHit is a request the test site received.
type scrapyHit struct {
	at       time.Time
	path, ua string
	status   int
}

// scrapySite is a small site for the spider: robots.txt disallows /private/, the home page links
// to four pages, one under /private/, and /limited answers its first request with 429 and
// Retry-After: 3.
type scrapySite struct {
	mu      sync.Mutex
	hits    []scrapyHit
	limited int
}

// snapshot is a copy of the requests the site has seen so far, taken under its lock.
func (s *scrapySite) snapshot() []scrapyHit {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]scrapyHit(nil), s.hits...)
}

func (s *scrapySite) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	status := http.StatusOK
	body := ""
	switch r.URL.Path {
	case "/robots.txt":
		body = "User-agent: *\nDisallow: /private/\n"
	case "/":
		body = `<html><body><a href="/a">a</a> <a href="/b">b</a> <a href="/private/secret">p</a> <a href="/limited">l</a> <a href="/c">c</a></body></html>`
	case "/a", "/b", "/c", "/private/secret":
		body = "<html><body>page</body></html>"
	case "/limited":
		s.limited++
		if s.limited == 1 {
			w.Header().Set("Retry-After", "3")
			status = http.StatusTooManyRequests
		}
		body = "<html><body>limited</body></html>"
	default:
		status = http.StatusNotFound
	}
	s.hits = append(s.hits, scrapyHit{time.Now(), r.URL.Path, r.UserAgent(), status})
	w.Header().Set("Content-Type", "text/html")
	w.WriteHeader(status)
	fmt.Fprint(w, body)
}

const scrapySpider = `import os
import scrapy


class Spider(scrapy.Spider):
    name = "sitegen_test"

    def start_requests(self):
        yield scrapy.Request(os.environ["SITEGEN_START_URL"])

    def parse(self, response):
        for href in response.css("a::attr(href)").getall():
            yield response.follow(href)
`

// TestScrapyKeepsThePolicy runs Debian's Scrapy 2.8 with the exported settings and a small
// spider against a local site, and checks from the site's log: robots.txt is read first and its
// disallow obeyed, every request carries the published User-Agent, two requests are never closer
// than the published 1 s, and after a 429 with Retry-After: 3 the host is left alone for 3 s.
func TestScrapyKeepsThePolicy(t *testing.T) {
	_, dir := scrapyProject(t, "testdata/scrapy-site", scrapySpider)
	site := &scrapySite{}
	srv := httptest.NewServer(site)
	defer srv.Close()

	out := runScrapy(t, dir, srv.URL+"/")
	hits := site.snapshot()
	if problems := scrapyProblems(hits); len(problems) > 0 {
		for _, p := range problems {
			t.Error(p)
		}
		logHits(t, hits, out)
	}
}

// TestScrapyWithoutTheExportFails runs the same spider with DOWNLOAD_DELAY = 0 and
// ROBOTSTXT_OBEY = False over the export: the checks of TestScrapyKeepsThePolicy must notice both.
func TestScrapyWithoutTheExportFails(t *testing.T) {
	_, dir := scrapyProject(t, "testdata/scrapy-site", scrapySpider)
	site := &scrapySite{}
	srv := httptest.NewServer(site)
	defer srv.Close()
	out := runScrapy(t, dir, srv.URL+"/", "DOWNLOAD_DELAY=0", "ROBOTSTXT_OBEY=False")
	hits := site.snapshot()
	problems := strings.Join(scrapyProblems(hits), "\n")
	for _, want := range []string{"robots.txt disallows it", "the policy publishes at least 1s"} {
		if !strings.Contains(problems, want) {
			t.Errorf("the checks did not notice %q; they said:\n%s", want, problems)
			logHits(t, hits, out)
		}
	}
}

// scrapyProject returns the Scrapy export of the policy in policyDir and a temporary folder
// holding it as the settings module beside spider.py (the spider's source). It skips in -short
// mode, and where Python cannot import scrapy it skips, or fails with CI set.
func scrapyProject(t *testing.T, policyDir, spider string) (*Export, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs Scrapy for several seconds")
	}
	if err := exec.Command(pythonPath, "-c", "import scrapy").Run(); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s cannot import scrapy (%v): install Debian's python3-scrapy (.ci/run does)", pythonPath, err)
		}
		t.Skipf("%s cannot import scrapy: %v", pythonPath, err)
	}
	p, err := policy.Load(os.DirFS(policyDir), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	ex, err := Generate(p, Scrapy, Options{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, ScrapyModule+".py"), ex.Data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "spider.py"), []byte(spider), 0o644); err != nil {
		t.Fatal(err)
	}
	return ex, dir
}

func logHits(t *testing.T, hits []scrapyHit, log string) {
	for _, h := range hits {
		t.Logf("%s %d %s", h.at.Format("15:04:05.000"), h.status, h.path)
	}
	t.Log(log)
}

// runScrapy runs the spider in dir with the exported settings module, without the machine's
// proxies, and returns its log.
func runScrapy(t *testing.T, dir, start string, settings ...string) string {
	t.Helper()
	args := []string{"-m", "scrapy", "runspider", "spider.py", "-s", "TELNETCONSOLE_ENABLED=False", "-s", "LOG_LEVEL=INFO"}
	for _, s := range settings {
		args = append(args, "-s", s)
	}
	cmd := exec.Command(pythonPath, args...)
	cmd.Dir = dir
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasSuffix(strings.ToLower(k), "_proxy") || k == "PYTHONPATH" || k == "SCRAPY_SETTINGS_MODULE" {
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	cmd.Env = append(cmd.Env, "PYTHONPATH="+dir, "SCRAPY_SETTINGS_MODULE="+ScrapyModule, "SITEGEN_START_URL="+start)
	done := make(chan struct{})
	timer := time.AfterFunc(2*time.Minute, func() {
		select {
		case <-done:
		default:
			cmd.Process.Kill()
		}
	})
	defer timer.Stop()
	outb, err := cmd.CombinedOutput()
	close(done)
	if err != nil {
		t.Fatalf("scrapy: %v\n%s", err, outb)
	}
	return string(outb)
}

// scrapyProblems are the departures from the policy in the site's log.
func scrapyProblems(hits []scrapyHit) []string {
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	const ua = "TestBot/1.0 (+https://bot.example/)"
	// Two requests sent 1 s apart by Scrapy's clock may reach the site a few milliseconds closer.
	const interval, jitter = time.Second, 30 * time.Millisecond
	if len(hits) < 6 {
		bad("the site got %d requests, want robots.txt, /, /a, /b, /c and /limited at least", len(hits))
		return out
	}
	seen := map[string]int{}
	var paused time.Time
	for i, h := range hits {
		seen[h.path]++
		if h.ua != ua {
			bad("%s sent User-Agent %q, want %q", h.path, h.ua, ua)
		}
		if strings.HasPrefix(h.path, "/private/") {
			bad("%s fetched: robots.txt disallows it", h.path)
		}
		if i > 0 {
			if gap := h.at.Sub(hits[i-1].at); gap < interval-jitter {
				bad("%s %v after %s: the policy publishes at least %v", h.path, gap.Round(time.Millisecond), hits[i-1].path, interval)
			}
		}
		if !paused.IsZero() && h.at.Before(paused) {
			bad("%s sent %v before the Retry-After pause ended", h.path, paused.Sub(h.at).Round(time.Millisecond))
		}
		if h.status == http.StatusTooManyRequests {
			paused = h.at.Add(3*time.Second - jitter)
		}
	}
	if hits[0].path != "/robots.txt" && seen["/robots.txt"] > 0 {
		bad("first request %s, want /robots.txt", hits[0].path)
	}
	for _, p := range []string{"/", "/a", "/b", "/c"} {
		if seen[p] != 1 {
			bad("%s fetched %d times, want once", p, seen[p])
		}
	}
	if seen["/limited"] != 2 {
		bad("/limited fetched %d times, want twice (the 429, then its retry)", seen["/limited"])
	}
	return out
}
