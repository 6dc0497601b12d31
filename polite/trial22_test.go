package polite_test

import (
	"regexp"
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
)

// unpublishedAuditPolicy states a number of each kind that a policy may leave unpublished
// (intervals, caps, pauses, cache times, sizes, timeouts), each one that no other value of the
// policy, nor a duration the harness measures, comes to.
const unpublishedAuditPolicy = `schema = 2
unpublished = ["/limits/min_interval", "/limits/max_body_size", "/limits/response_timeout", "/robots_txt/cache_for", "/robots_txt/keep_last_good_for", "/robots_txt/crawl_delay_max", "/errors/retry_after_max", "/errors/retries/delays/0", "/errors/reactions/0/pause"]

[site]
title = { en = "AuditBot" }
base_url = "https://audit.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Audit Ltd"

[agents.bot]
token = "AuditBot"
user_agent = "AuditBot/1.0 (+https://audit.example/)"

[limits]
min_interval = "13s"
interval_key = "hostname"
max_body_size = "4321B"
larger_bodies = "abandoned"
response_timeout = "31s"

[robots_txt]
check = "before-first-fetch"
cache_for = "17m"
unreachable = "disallow-all"
keep_last_good = true
keep_last_good_for = "29h"
crawl_delay = "honoured"
crawl_delay_max = "23s"
crawl_delay_above_max = "capped"

[errors]
retry_after = "honoured"
retry_after_max = "37s"

[errors.retries]
on = ["5xx"]
delays = ["11s"]

[[errors.reactions]]
on = ["429"]
pause = "19m"
scope = "hostname"
`

// TestUnpublishedNeverInEvidence (new-user trial 22, F-14): no verdict of any claim states a
// number the policy does not publish, nor a duration the harness made of one (a scripted
// Crawl-delay of half the interval or 7 s more, a Retry-After an hour past the cap, twice the
// interval waited after a last request): the Crawl-delay claim said "(the page says 2 s)" of an
// unpublished interval, since the interval was not one of its own values. Every claim is judged
// on a run of package polite, which keeps every number, so that each states what it can.
func TestUnpublishedNeverInEvidence(t *testing.T) {
	p, err := policy.Parse([]byte(unpublishedAuditPolicy), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	// The numbers, as the report writes them, and those made of them.
	secrets := []string{"13 s", "13s", "4321", "31 s", "17 min", "1020", "29 h", "104400", "23 s", "37 s", "11 s", "19 min", "1140",
		"6.5 s", "20 s", "20.5 s", "26 s", "3637", "1 h 0 min 37 s", "7 h 0 min 13 s", "25200", "7 h 13 s", "5345"}
	claims, o := claimsOf(t, p)
	if len(claims) < 10 {
		t.Fatalf("%d claims", len(claims))
	}
	for _, c := range claims {
		t.Run(c.ID(), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				v := judge(c, o, nil)
				all := strings.Join(v.Evidence, "\n")
				for _, s := range secrets {
					if regexp.MustCompile(`(^|[^\w./:-])` + regexp.QuoteMeta(s) + `($|[^\w/:-]|\.(\s|$))`).MatchString(all) {
						t.Errorf("%s states %q, which the page does not publish:\n%s", v.Status, s, all)
					}
				}
				if c.Unpublished() && strings.Contains(all, "the page says") {
					t.Errorf("%q of a value the page does not state:\n%s", "the page says", all)
				}
				t.Logf("%s: %s", v.Status, all)
			})
		})
	}
}

// starIgnoredPolicy is an uptime monitor's (new-user trial 22): it ignores the "*" group of
// robots.txt, obeying only a group that names it, and states how it reads robots.txt otherwise.
const starIgnoredPolicy = `schema = 2

[site]
title = { en = "PingBot" }
base_url = "https://ping.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Ping Ltd"

[agents.ping]
token = "PingBot"
user_agent = "PingBot/1.0 (+https://ping.example/)"
robots_txt = "read"
ignores_star_group = true
group_matching = "%s"
on_disallow = ["skip-path", "report-to-customer"]

[limits]
min_interval = "2s"
interval_key = "hostname"
max_redirects = 3
redirects_check_robots_txt = true

[robots_txt]
check = "before-first-fetch"
cache_for = "1h"
max_size = "500KiB"
max_redirects = 5
unreachable = "disallow-all"
keep_last_good = true
keep_last_good_for = "24h"
crawl_delay = "ignored"

[[errors.reactions]]
on = ["robots-txt-disallow-all"]
pause = "1h"
scope = "hostname"
`

// TestStarGroupIgnoredJudged (new-user trial 22, F-08): conform judges robots.txt as the page
// says the agent reads it. For an agent that ignores the "*" group, every claim of robots.txt
// passes against a Transport that does so (the robots.txt cache and on_disallow failed it: their
// sites' only rules were in the "*" group), and the claim of ignores_star_group itself (listed as
// "not a statement of the crawler's requests" before) fails against a Transport that obeys the
// "*" group.
func TestStarGroupIgnoredJudged(t *testing.T) {
	for _, matching := range []string{"first-group", "case-sensitive"} {
		p, err := policy.Parse([]byte(strings.Replace(starIgnoredPolicy, "%s", matching, 1)), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		if _, uncovered, _ := conform.Claims(p); len(uncovered) > 0 {
			t.Errorf("no check covers %v", uncovered)
		}
		claims, o := claimsOf(t, p)
		for _, c := range claims {
			t.Run(matching+"/"+c.ID(), func(t *testing.T) {
				synctest.Test(t, func(t *testing.T) {
					if v := judge(c, o, nil); v.Status != conform.Pass {
						t.Errorf("%s: %s", v.Status, strings.Join(v.Evidence, "; "))
					}
				})
			})
		}
		obeys, err := policy.Parse([]byte(strings.Replace(strings.Replace(starIgnoredPolicy, "%s", matching, 1), "ignores_star_group = true\n", "", 1)), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		c := claimByID(claims, `"*" group ignored /agents/ping/ignores_star_group`)
		if c == nil {
			t.Fatalf("no claim of ignores_star_group in %d claims", len(claims))
		}
		synctest.Test(t, func(t *testing.T) {
			v := judge(c, o, obeys)
			want := `/star/x was not fetched, though only the "*" group disallows it, which the page says does not apply to PingBot (/free and /after fetched, the later GET a.example/after at `
			if v.Status != conform.Fail || len(v.Evidence) != 1 || !strings.HasPrefix(v.Evidence[0], want) {
				t.Errorf("against a Transport that obeys the \"*\" group: %s %q\nwant %s %q…", v.Status, v.Evidence, conform.Fail, want)
			}
		})
	}
}
