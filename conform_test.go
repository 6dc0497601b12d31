package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
)

// conformRun runs sitegen conform with args and returns its report (JSON) and exit code.
func conformRun(t *testing.T, args ...string) (conform.Report, int, string) {
	t.Helper()
	var out, errb bytes.Buffer
	// A busy machine (two cores, several test runs) records a request late now and then: the
	// polite crawler's exactness is proven on the fake clock (package polite's TestClaims).
	code := run(context.Background(), append([]string{"conform", "--format", "json", "--tolerance", "250ms"}, args...), strings.NewReader(""), &out, &errb)
	var r conform.Report
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("exit %d, no JSON report: %v\nstdout:\n%s\nstderr:\n%s", code, err, out.String(), errb.String())
	}
	return r, code, errb.String()
}

// TestConformExamples: a crawler built on polite (internal/testcrawler), driven through
// sitegen conform as a command for a few seconds, passes every claim of every example that the
// run can show; each example shows some.
func TestConformExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a crawler for seconds per example; not with -short")
	}
	entries, err := os.ReadDir("examples")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir := filepath.Join("examples", e.Name())
		t.Run(e.Name(), func(t *testing.T) {
			t.Parallel()
			// The crawler is the policy's first agent, named to conform and to the crawler alike
			// (conform refuses to guess among several).
			p, err := policy.Load(os.DirFS(dir), "policy.toml")
			if err != nil {
				t.Fatal(err)
			}
			agent := p.Agents[0].ID
			// A run that shows no claim at all (on a loaded machine the crawler may not get its
			// first page within the time) proves nothing either way (conform exits 1, the report
			// says why in Unchecked): it runs again for twice as long, while the test's deadline
			// leaves room. A run that fails a claim is not run again.
			d := 4 * time.Second
			r, code, stderr := conformRun(t, "--dir", dir, "--agent", agent, "--duration", d.String(), "--", "testcrawler", "-dir", dir, "-agent", agent)
			for r.Unchecked != "" && r.Summary.Fail == 0 && roomFor(t, 2*d) {
				t.Logf("a run of %s showed no claim (%d requests to the test sites); again for %s", d, r.Requests, 2*d)
				d *= 2
				r, code, stderr = conformRun(t, "--dir", dir, "--agent", agent, "--duration", d.String(), "--", "testcrawler", "-dir", dir, "-agent", agent)
			}
			for _, v := range r.Verdicts {
				if v.Status == conform.Fail {
					t.Errorf("%s: %s", v.Claim, strings.Join(v.Evidence, "; "))
				}
				if len(v.Evidence) == 0 {
					t.Errorf("%s: %s without evidence", v.Claim, v.Status)
				}
			}
			if code != 0 || r.Summary.Pass == 0 {
				t.Errorf("exit %d, %+v; stderr: %s\noutput:\n%s", code, r.Summary, stderr, r.Output)
			}
		})
	}
}

// roomFor reports whether the test's deadline leaves d and a minute to spare.
func roomFor(t *testing.T, d time.Duration) bool {
	dl, ok := t.Deadline()
	return !ok && d <= 2*time.Minute || ok && time.Until(dl) > d+time.Minute
}

// TestConformImpolite: the same crawler without polite (no spacing, robots.txt ignored, its own
// User-Agent) fails, naming those claims.
func TestConformImpolite(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a crawler for seconds; not with -short")
	}
	dir := filepath.Join("testdata", "conform")
	r, code, _ := conformRun(t, "--dir", dir, "--duration", "3s", "--", "testcrawler", "-impolite")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	var failed []string
	for _, v := range r.Verdicts {
		if v.Status == conform.Fail {
			failed = append(failed, v.Claim)
		}
	}
	for _, want := range []string{"interval /limits", "User-Agent /agents/examplebot", "robots.txt cache /robots_txt", "Retry-After /errors", "reaction /errors/reactions/0"} {
		if !slices.Contains(failed, want) {
			t.Errorf("%q did not fail; failed: %v", want, failed)
		}
	}
	if r.Output == "" {
		t.Error("the command's output is not in the report of a failed run")
	}
}

// TestConformScrapy runs the README's Scrapy spider (real Scrapy, Debian's python3-scrapy) through
// sitegen conform against testdata/conform: it passes the interval, the User-Agent and the pause
// after a 429, and fails Retry-After, which Scrapy has no setting for; with DOWNLOAD_DELAY = 0 and
// ROBOTSTXT_OBEY = False it fails the interval and robots.txt too. Without Scrapy it skips, unless
// CI is set.
func TestConformScrapy(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Scrapy for seconds; not with -short")
	}
	python := "/usr/bin/python3"
	if err := exec.Command(python, "-c", "import scrapy").Run(); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("Scrapy (Debian's python3-scrapy) is needed with CI set: %s -c 'import scrapy': %v", python, err)
		}
		t.Skipf("no Scrapy (Debian's python3-scrapy): %v", err)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```python\n(.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("README.md has no ```python block")
	}
	polite := string(m[1])
	impolite := strings.NewReplacer(`"DOWNLOAD_DELAY": 1.2`, `"DOWNLOAD_DELAY": 0`, `"ROBOTSTXT_OBEY": True`, `"ROBOTSTXT_OBEY": False`).Replace(polite)
	if impolite == polite {
		t.Fatal("the README's spider no longer sets DOWNLOAD_DELAY 1.2 and ROBOTSTXT_OBEY True")
	}
	for _, tc := range []struct {
		name, spider string
		pass, fail   []string
	}{
		{"settings", polite, []string{"interval /limits", "User-Agent /agents/examplebot", "reaction /errors/reactions/0"}, []string{"Retry-After /errors"}},
		{"no delay, robots.txt ignored", impolite, nil, []string{"interval /limits", "robots.txt cache /robots_txt"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			file := filepath.Join(t.TempDir(), "conform_spider.py")
			if err := os.WriteFile(file, []byte(tc.spider), 0o644); err != nil {
				t.Fatal(err)
			}
			r, code, _ := conformRun(t, "--dir", filepath.Join("testdata", "conform"), "--duration", "60s", "--", python, "-m", "scrapy", "runspider", file)
			got := map[string]conform.Status{}
			for _, v := range r.Verdicts {
				got[v.Claim] = v.Status
				t.Logf("%s %s: %s", v.Status, v.Claim, strings.Join(v.Evidence, "; "))
			}
			for _, c := range tc.pass {
				if got[c] != conform.Pass {
					t.Errorf("%s: %s, want pass", c, got[c])
				}
			}
			for _, c := range tc.fail {
				if got[c] != conform.Fail {
					t.Errorf("%s: %s, want fail", c, got[c])
				}
			}
			if code != 1 {
				t.Errorf("exit %d, want 1 (%s); output:\n%s", code, r.Exit, r.Output)
			}
		})
	}
}

// TestConformSequential runs a sequential crawler in Python (testdata/sequential/crawler.py: one
// request at a time, robots.txt read first, Crawl-delay obeyed up to 3 s), as a new user's
// crawler was, for 8 s: it spends the run on the Crawl-delay's sites, which the start page lists
// first, and never reaches the sites scripted for the User-Agent or the robots.txt cache. Both
// are still judged on what it sent (newuser9: "no request in this run" and "no page fetched"
// after 10 requests, each with the User-Agent), the window of kind "only" is named a time
// window, not a quiet one, and the run, having passed a claim, exits 0. Without --agent the
// policy's two agents are named and nothing runs. Without python3 it skips, unless CI is set.
func TestConformSequential(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a crawler for 8 s; not with -short")
	}
	python := "/usr/bin/python3"
	if err := exec.Command(python, "-c", "import urllib.robotparser").Run(); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("python3 is needed with CI set: %v", err)
		}
		t.Skipf("no python3: %v", err)
	}
	dir := filepath.Join("testdata", "sequential")
	crawler := filepath.Join(dir, "crawler.py")
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"conform", "--dir", dir, "--", python, crawler}, strings.NewReader(""), &out, &errb); code != 2 || out.Len() > 0 ||
		errb.String() != "sitegen: the policy has 2 agents (seqbot, images): name the one the crawler is with --agent\nRun 'sitegen conform --help' for usage.\n" {
		t.Errorf("without --agent: exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
	r, code, stderr := conformRun(t, "--dir", dir, "--agent", "seqbot", "--duration", "8s", "--", python, crawler)
	got := map[string]conform.Verdict{}
	for _, v := range r.Verdicts {
		got[v.Claim] = v
		t.Logf("%s %s: %s", v.Status, v.Claim, strings.Join(v.Evidence, "; "))
	}
	ua := got["User-Agent /agents/seqbot"]
	if ua.Status != conform.Pass || len(ua.Evidence) != 1 || !regexp.MustCompile(`^\d+ requests, each with User-Agent "SeqBot/1\.0 \(\+https://seq\.example/\)"$`).MatchString(ua.Evidence[0]) {
		t.Errorf("User-Agent: %s %q, want pass on every request sent", ua.Status, ua.Evidence)
	}
	rc := got["robots.txt cache /robots_txt"]
	if rc.Status != conform.NotObservable || len(rc.Evidence) != 2 ||
		!regexp.MustCompile(`^a copy's lifetime of 1 h was not reached in this run \(8(\.\d)? s\)$`).MatchString(rc.Evidence[0]) ||
		!regexp.MustCompile(`^robots\.txt read before the first fetch of each host \(\d+ hosts?\); every page fetched with a copy at most [\d.]+ s old$`).MatchString(rc.Evidence[1]) {
		t.Errorf("robots.txt cache: %s %q, want the pages seen and the lifetime not reached", rc.Status, rc.Evidence)
	}
	if w, ok := got["time window /windows/night"]; !ok || w.Status != conform.NotObservable || w.Evidence[0] != "the test sites are no job's (jobs.nightly) that the crawler knows" {
		t.Errorf("the window of kind only: %+v", w)
	}
	if code != 0 || r.Summary.Fail != 0 || r.Unchecked != "" {
		t.Errorf("exit %d, %+v, unchecked %q; stderr: %s\noutput:\n%s", code, r.Summary, r.Unchecked, stderr, r.Output)
	}
}

// TestConformUncapped (new-user trial 20, finding 20): for a policy that states no lifetime of a
// copy of robots.txt and no cap on Retry-After (testdata/conform-uncapped), the crawler on polite
// passes "robots.txt read before the first fetch" and "Retry-After honoured" in a run of seconds
// (they were not observable: no lifetime stated, and a Retry-After of 3 h), and robots.txt and
// Crawl-delay applied to the resources a page embeds (finding 12: not in the report at all);
// the impolite one fails all three.
func TestConformUncapped(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a crawler for seconds; not with -short")
	}
	dir := filepath.Join("testdata", "conform-uncapped")
	claims := []string{"robots.txt cache /robots_txt", "Retry-After /errors", "embedded resources /agents/examplebot/embedded"}
	for _, tc := range []struct {
		name string
		args []string
		d    time.Duration
		want conform.Status
	}{
		{"polite", []string{"testcrawler", "-dir", dir}, 12 * time.Second, conform.Pass},
		{"impolite", []string{"testcrawler", "-impolite"}, 12 * time.Second, conform.Fail},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, _, _ := conformRun(t, append([]string{"--dir", dir, "--duration", tc.d.String(), "--"}, tc.args...)...)
			got := map[string]conform.Verdict{}
			for _, v := range r.Verdicts {
				got[v.Claim] = v
			}
			for _, c := range claims {
				t.Logf("%s %s: %s", got[c].Status, c, strings.Join(got[c].Evidence, "; "))
				if v := got[c]; v.Status != tc.want {
					t.Errorf("%s: %s %q, want %s", c, v.Status, v.Evidence, tc.want)
				}
			}
		})
	}
}

// TestConformUnpublishedFlag (new-user trial 20, finding 13): a reaction whose pause the policy
// does not publish is not observable with a hint that names the flag that gives the crawler's
// number (it said "the crawler did not give them", which a crawler not in Go cannot); given with
// --unpublished, the reaction is judged; a pointer the policy holds no unpublished number at, or
// a value that is no length of time, is a usage error.
func TestConformUnpublishedFlag(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "conform-uncapped", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	src = append(src, "\n[[errors.reactions]]\non = [\"429\"]\nscope = \"hostname\"\npause_unpublished = true\n"...)
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	reaction := func(r conform.Report) conform.Verdict {
		for _, v := range r.Verdicts {
			if v.Claim == "reaction /errors/reactions/0" {
				return v
			}
		}
		t.Fatalf("no verdict of the reaction: %+v", r.Verdicts)
		return conform.Verdict{}
	}
	r, _, _ := conformRun(t, "--dir", dir, "--duration", "1s", "--", "true")
	if v := reaction(r); v.Status != conform.NotObservable || strings.Join(v.Evidence, "; ") != "the reaction's numbers are not published: give sitegen conform the crawler's with --unpublished /errors/reactions/0/pause_unpublished=DURATION (the report writes [not published] for it)" {
		t.Errorf("without --unpublished: %s %q", v.Status, v.Evidence)
	}
	r, _, _ = conformRun(t, "--dir", dir, "--duration", "1s", "--unpublished", "/errors/reactions/0/pause_unpublished=10m", "--", "true")
	if v := reaction(r); v.Status != conform.NotObservable || strings.Join(v.Evidence, "; ") != "429 did not happen once in this run" {
		t.Errorf("with --unpublished: %s %q, want judged (429 did not happen)", v.Status, v.Evidence)
	}
	for _, tc := range []struct{ flag, stderr string }{
		{"/errors/reactions/0/pause=10m", "sitegen: --unpublished /errors/reactions/0/pause: the policy holds no unpublished number there for this agent (the numbers it does not publish are /errors/reactions/0/pause_unpublished)\n"},
		{"/errors/reactions/0/pause_unpublished=often", "sitegen: --unpublished /errors/reactions/0/pause_unpublished: \"often\" is not a length of time such as 90s, 15m or 24h\n"},
	} {
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"conform", "--dir", dir, "--unpublished", tc.flag, "--", "true"}, strings.NewReader(""), &out, &errb)
		if got, _, _ := strings.Cut(errb.String(), "Run 'sitegen"); code != 2 || got != tc.stderr {
			t.Errorf("--unpublished %s: exit %d, stderr %q, want 2 and %q", tc.flag, code, errb.String(), tc.stderr)
		}
	}
}
