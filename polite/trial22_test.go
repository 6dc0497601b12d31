package polite_test

import (
	"regexp"
	"strings"
	"testing"
	"testing/synctest"

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
