package polite_test

import (
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
)

// jobRobotsPolicy: an agent that obeys robots.txt, with a job whose fetches do not but are still
// spaced by Crawl-delay (sample), one that neither obeys nor is spaced (complaint), and one that
// obeys it (find). %s and %s are the two jobs' crawl_delay.
const jobRobotsPolicy = `schema = 2

[site]
title = { en = "JobRobotsBot" }
base_url = "https://jobrobots.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Job Robots Ltd"

[agents.bot]
token = "JobRobotsBot"

[limits]
min_interval = "2s"
interval_key = "hostname"

[robots_txt]
check = "before-first-fetch"
cache_for = "1h"
unreachable = "disallow-all"
crawl_delay = "honoured"
crawl_delay_max = "30s"

[jobs.sample]
label = { en = "Sample" }
agent = "bot"
robots_txt = "not-read"
not_read_because = "legal-mandate"
crawl_delay = "%s"

[jobs.complaint]
label = { en = "Complaint" }
agent = "bot"
robots_txt = "not-read"
not_read_because = "legal-mandate"
crawl_delay = "%s"

[jobs.find]
label = { en = "Finding pages" }
agent = "bot"
`

func jobRobots(t *testing.T, sample, complaint string, obey bool) *policy.Policy {
	t.Helper()
	src := strings.Replace(strings.Replace(jobRobotsPolicy, "%s", sample, 1), "%s", complaint, 1)
	if obey {
		src = strings.ReplaceAll(src, "robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"applied\"\n", "")
		src = strings.ReplaceAll(src, "robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"not-applied\"\n", "")
	}
	p, err := policy.Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestJobRobotsEnforced: the Transport fetches what robots.txt disallows for a Fetch of a job
// that does not obey it, spaced by Crawl-delay where the job says so and without reading
// robots.txt where it does not; the harness fails a Transport that applies the rules to such a
// job, one that ignores the Crawl-delay the page says still spaces it, and one that reads
// robots.txt where the page says the job does not; the job that obeys robots.txt still obeys it.
func TestJobRobotsEnforced(t *testing.T) {
	p := jobRobots(t, "applied", "not-applied", false)
	if _, uncovered, _ := conform.Claims(p); len(uncovered) > 0 {
		t.Errorf("no check covers %v", uncovered)
	}
	claims, o := claimsOf(t, p)
	for _, tt := range []struct {
		name, claim string
		enforce     *policy.Policy
		want        conform.Status
	}{
		{"sample, as the page says", "robots.txt not obeyed by a job /jobs/sample", nil, conform.Pass},
		{"complaint, as the page says", "robots.txt not obeyed by a job /jobs/complaint", nil, conform.Pass},
		{"sample, the rules applied", "robots.txt not obeyed by a job /jobs/sample", jobRobots(t, "applied", "not-applied", true), conform.Fail},
		{"sample, its Crawl-delay ignored", "robots.txt not obeyed by a job /jobs/sample", jobRobots(t, "not-applied", "not-applied", false), conform.Fail},
		{"complaint, robots.txt read for a Crawl-delay", "robots.txt not obeyed by a job /jobs/complaint", jobRobots(t, "applied", "applied", false), conform.Fail},
		{"complaint, the rules applied", "robots.txt not obeyed by a job /jobs/complaint", jobRobots(t, "applied", "not-applied", true), conform.Fail},
	} {
		c := claimByID(claims, tt.claim)
		if c == nil {
			t.Fatalf("no claim %q", tt.claim)
		}
		t.Run(tt.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				if v := judge(c, o, tt.enforce); v.Status != tt.want {
					t.Errorf("%s, want %s: %s", v.Status, tt.want, strings.Join(v.Evidence, "; "))
				}
			})
		})
	}
	// The job that obeys robots.txt, on the same site: the Transport fetches nothing that
	// robots.txt disallows for a Fetch of it, so the same check fails.
	find := *claimByID(claims, "robots.txt not obeyed by a job /jobs/complaint")
	find.Job = "find"
	synctest.Test(t, func(t *testing.T) {
		if v := judge(&find, o, nil); v.Status != conform.Fail || !strings.Contains(v.Evidence[0], "no page fetched") {
			t.Errorf("a Fetch of the job that obeys robots.txt: %s: %s; want nothing fetched", v.Status, strings.Join(v.Evidence, "; "))
		}
	})
}
