package polite_test

import (
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/policy"
)

// newKeysPolicy states a larger body cut off rather than refused, a last good copy of robots.txt
// kept for at most a day, a Crawl-delay above its cap ignored (or capped), and redirects kept
// within the registrable domain.
const newKeysPolicy = `schema = 2

[site]
title = { en = "NewKeysBot" }
base_url = "https://newkeys.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "New Keys Ltd"

[agents.bot]
token = "NewKeysBot"

[limits]
min_interval = "2s"
interval_key = "hostname"
max_body_size = "1000B"
larger_bodies = "%s"
max_redirects = 5
redirects_within = "registrable-domain"

[robots_txt]
check = "before-first-fetch"
cache_for = "1h"
unreachable = "disallow-all"
keep_last_good = true
keep_last_good_for = "24h"
crawl_delay = "honoured"
crawl_delay_max = "60s"
crawl_delay_above_max = "%s"
`

// TestNewKeysEnforced runs the harness's checks of a body size, an unreachable robots.txt and
// Crawl-delay on policies that state the new keys each way: each check wants what the page says.
func TestNewKeysEnforced(t *testing.T) {
	for _, v := range [][2]string{{"truncated", "ignored"}, {"abandoned", "capped"}} {
		src := strings.Replace(strings.Replace(newKeysPolicy, "%s", v[0], 1), "%s", v[1], 1)
		p, err := policy.Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		claims, kinds, uncovered := claimsOf(t, v[0]+"-"+v[1], p)
		if len(uncovered) > 0 {
			t.Errorf("no check covers %v", uncovered)
		}
		for _, id := range []string{"body size /limits", "robots.txt unreachable /robots_txt", "Crawl-delay /robots_txt", "redirects /limits"} {
			c, k := claims[id], kinds[id]
			if c == nil {
				t.Fatalf("%s: no claim %q", v, id)
			}
			t.Run(v[0]+"-"+v[1]+"/"+id, func(t *testing.T) {
				synctest.Test(t, func(t *testing.T) {
					for _, problem := range k.check(c) {
						t.Error(problem)
					}
				})
			})
		}
	}
}

// TestNewKeysChecksCanFail gives the checks a policy whose transport does the opposite of what
// the page says (a body refused where the page says it is cut off, a Crawl-delay above the cap
// obeyed at the cap where the page says it is ignored, a last copy kept without end, a redirect
// followed to another domain): each check must find it.
func TestNewKeysChecksCanFail(t *testing.T) {
	page, err := policy.Parse([]byte(strings.Replace(strings.Replace(newKeysPolicy, "%s", "truncated", 1), "%s", "ignored", 1)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	crawler, err := policy.Parse([]byte(strings.Replace(strings.Replace(strings.Replace(strings.Replace(newKeysPolicy, "%s", "abandoned", 1), "%s", "capped", 1), "keep_last_good_for = \"24h\"\n", "", 1), "redirects_within = \"registrable-domain\"\n", "", 1)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	claims, kinds, _ := claimsOf(t, "page", page)
	for _, id := range []string{"body size /limits", "robots.txt unreachable /robots_txt", "Crawl-delay /robots_txt", "redirects /limits"} {
		c, k := claims[id], kinds[id]
		c.p = crawler // the transport enforces the other policy; the check reads the page's
		t.Run(id, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				if problems := k.check(c); len(problems) == 0 {
					t.Errorf("%s: the check found nothing, though the transport does the opposite of the page", id)
				}
			})
		})
	}
}
