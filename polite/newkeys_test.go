package polite_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
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
		if _, uncovered, _ := conform.Claims(p); len(uncovered) > 0 {
			t.Errorf("no check covers %v", uncovered)
		}
		claims, o := claimsOf(t, p)
		for _, id := range []string{"body size /limits", "robots.txt unreachable /robots_txt", "Crawl-delay /robots_txt", "redirects /limits"} {
			c := claimByID(claims, id)
			if c == nil {
				t.Fatalf("%s: no claim %q", v, id)
			}
			t.Run(v[0]+"-"+v[1]+"/"+id, func(t *testing.T) {
				synctest.Test(t, func(t *testing.T) {
					if v := judge(c, o, nil); v.Status != conform.Pass {
						t.Errorf("%s: %s", v.Status, strings.Join(v.Evidence, "; "))
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
	claims, o := claimsOf(t, page)
	for _, id := range []string{"body size /limits", "robots.txt unreachable /robots_txt", "Crawl-delay /robots_txt", "redirects /limits"} {
		c := claimByID(claims, id)
		t.Run(id, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				// The transport enforces the other policy; the check reads the page's.
				if v := judge(c, o, crawler); v.Status == conform.Pass {
					t.Errorf("%s: %s, though the transport does the opposite of the page: %s", id, v.Status, strings.Join(v.Evidence, "; "))
				}
			})
		})
	}
}

// groupMatchingPolicy states an agent that chooses its robots.txt groups otherwise than RFC 9309.
const groupMatchingPolicy = `schema = 2

[site]
title = { en = "MatchingBot" }
base_url = "https://matching.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Matching Ltd"

[agents.bot]
token = "MatchingBot"
robots_txt = "read"
%s

[limits]
min_interval = "2s"
interval_key = "hostname"
`

// TestGroupMatchingEnforced runs the harness's check of each way of choosing groups on a policy
// that states it; and, against a transport that reads robots.txt another way (RFC 9309's or
// another variant), wants the check to fail.
func TestGroupMatchingEnforced(t *testing.T) {
	modes := []string{"merges-star", "first-group", "case-sensitive"}
	parse := func(mode string) *policy.Policy {
		line := ""
		if mode != "" {
			line = `group_matching = "` + mode + `"`
		}
		p, err := policy.Parse([]byte(strings.Replace(groupMatchingPolicy, "%s", line, 1)), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, mode := range modes {
		p := parse(mode)
		if _, uncovered, _ := conform.Claims(p); len(uncovered) > 0 {
			t.Errorf("no check covers %v", uncovered)
		}
		claims, o := claimsOf(t, p)
		id := "group matching /agents/bot/group_matching"
		c := claimByID(claims, id)
		if c == nil {
			t.Fatalf("%s: no claim %q", mode, id)
		}
		t.Run(mode, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				if v := judge(c, o, nil); v.Status != conform.Pass {
					t.Errorf("%s: %s", v.Status, strings.Join(v.Evidence, "; "))
				}
			})
		})
		for _, other := range append([]string{""}, modes...) {
			if other == mode {
				continue
			}
			crawler := parse(other)
			t.Run(mode+"/against-"+other, func(t *testing.T) {
				synctest.Test(t, func(t *testing.T) {
					// The transport reads robots.txt the other way; the check reads the page's.
					if v := judge(c, o, crawler); v.Status == conform.Pass {
						t.Errorf("the check passed, though the transport reads robots.txt as %q, not %q: %s", other, mode, strings.Join(v.Evidence, "; "))
					}
				})
			})
		}
	}
}

// TestRobotsRedirectsClaim: a page that says robots.txt is followed through five redirects
// (RFC 9309 §2.3.1.2's least) is kept by a Transport that does so, and not by one that follows
// eight.
func TestRobotsRedirectsClaim(t *testing.T) {
	parse := func(n string) *policy.Policy {
		src := strings.Replace(strings.Replace(newKeysPolicy, "%s", "abandoned", 1), "%s", "capped", 1)
		p, err := policy.Parse([]byte(strings.Replace(src, "cache_for = \"1h\"\n", "cache_for = \"1h\"\nmax_redirects = "+n+"\n", 1)), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	page := parse("5")
	claims, o := claimsOf(t, page)
	c := claimByID(claims, "robots.txt redirects /robots_txt/max_redirects")
	if c == nil {
		t.Fatal("no claim of robots.txt's redirects")
	}
	synctest.Test(t, func(t *testing.T) {
		if v := judge(c, o, nil); v.Status != conform.Pass {
			t.Errorf("as stated: %s: %s", v.Status, strings.Join(v.Evidence, "; "))
		}
		if v := judge(c, o, parse("8")); v.Status != conform.Fail {
			t.Errorf("a Transport that follows eight: %s: %s", v.Status, strings.Join(v.Evidence, "; "))
		}
	})
}

// stopRunPolicy states a reaction that ends the run after three server errors in a row.
const stopRunPolicy = `schema = 2

[site]
title = { en = "StopBot" }
base_url = "https://stop.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Stop Ltd"

[contact]
email = "bot@stop.example"

[agents.bot]
token = "StopBot"

[limits]
min_interval = "1s"
interval_key = "hostname"

[[errors.reactions]]
on = ["5xx"]
threshold = 3
consecutive = true
%s
`

// TestStopsRunEnforced: a reaction that ends the run holds every later request of that run, two
// days later and on another host too, and none of the next run's; against a transport that
// pauses instead (for an hour, or for a server only), the check fails.
func TestStopsRunEnforced(t *testing.T) {
	parse := func(lines string) *policy.Policy {
		p, err := policy.Parse([]byte(strings.Replace(stopRunPolicy, "%s", lines, 1)), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	page := parse("stops_run = true\nscope = \"run\"")
	if _, uncovered, _ := conform.Claims(page); len(uncovered) > 0 {
		t.Errorf("no check covers %v", uncovered)
	}
	claims, o := claimsOf(t, page)
	c := claimByID(claims, "reaction /errors/reactions/0")
	if c == nil {
		t.Fatal("no claim of the reaction")
	}
	synctest.Test(t, func(t *testing.T) {
		if v := judge(c, o, nil); v.Status != conform.Pass {
			t.Errorf("as stated: %s: %s", v.Status, strings.Join(v.Evidence, "; "))
		}
	})
	for name, crawler := range map[string]string{
		"a pause of the run":    "pause = \"1h\"\nscope = \"run\"",
		"a pause of the server": "pause = \"72h\"\nscope = \"server\"",
		"a stop of every run":   "pause = \"8760h\"\nscope = \"all-sites\"",
	} {
		t.Run(name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				// The transport enforces the other policy; the check reads the page's.
				v := judge(c, o, parse(crawler))
				if v.Status != conform.Fail {
					t.Errorf("%s: %s, though the transport does not end the run alone", v.Status, strings.Join(v.Evidence, "; "))
				}
				t.Logf("%s", strings.Join(v.Evidence, "; "))
			})
		})
	}
}

// onlyWindowPolicy states a job that runs only at night on weekdays, and another that runs at
// any time.
const onlyWindowPolicy = `schema = 2

[site]
title = { en = "NightBot" }
base_url = "https://night.example/"
languages = ["en"]
default_language = "en"
time_zone = "Europe/Warsaw"
last_changed = 2026-12-01
example = true

[operator]
name = "Night Ltd"

[contact]
email = "bot@night.example"

[agents.bot]
token = "NightBot"

[limits]
min_interval = "1s"
interval_key = "hostname"

[jobs.full-sync]
label = { en = "Full sync" }
agent = "bot"

[jobs.check]
label = { en = "Check" }
agent = "bot"

[windows.night]
kind = "%s"
label = { en = "Night" }
days = "mon-fri"
hours = ["22:00-05:00"]
overnight = true
%s
`

// TestOnlyWindowEnforced: a job that runs only in a window sends nothing outside it and its
// requests wait for it (OutsideWindowError names when it opens), another job's do not; the
// harness's check passes, and fails against a transport that treats the window as preferred.
func TestOnlyWindowEnforced(t *testing.T) {
	parse := func(kind, jobs string) *policy.Policy {
		p, err := policy.Parse([]byte(fmt.Sprintf(onlyWindowPolicy, kind, jobs)), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	page := parse("only", `jobs = ["full-sync"]`)
	if _, uncovered, _ := conform.Claims(page); len(uncovered) > 0 {
		t.Errorf("no check covers %v", uncovered)
	}
	claims, o := claimsOf(t, page)
	c := claimByID(claims, "time window /windows/night")
	if c == nil {
		t.Fatal("no claim of the window")
	}
	if c.Job != "full-sync" {
		t.Errorf("the claim is of job %q, want full-sync", c.Job)
	}
	synctest.Test(t, func(t *testing.T) {
		if v := judge(c, o, nil); v.Status != conform.Pass {
			t.Errorf("as stated: %s: %s", v.Status, strings.Join(v.Evidence, "; "))
		}
		v := judge(c, o, parse("preferred", ""))
		if v.Status != conform.Fail {
			t.Errorf("against a preferred window: %s: %s", v.Status, strings.Join(v.Evidence, "; "))
		}
		t.Logf("against a preferred window: %s", strings.Join(v.Evidence, "; "))
	})
	synctest.Test(t, func(t *testing.T) {
		// Wednesday 2 December 2026, 11:17 in Warsaw: the job waits for 22:00; the other job,
		// and requests of no job, go now.
		warsaw, _ := time.LoadLocation("Europe/Warsaw")
		clock := clockAt(conform.HarnessNow)
		tr, err := polite.New(page, polite.Options{Agent: "bot", Clock: clock, Base: canned{}, Resolve: resolveAll})
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		do := func(job string) error {
			ctx := polite.WithFetch(context.Background(), polite.Fetch{Job: job})
			req, _ := http.NewRequestWithContext(ctx, "GET", "http://a.example/robots-free", nil)
			resp, err := tr.RoundTrip(req)
			if err == nil {
				resp.Body.Close()
			}
			return err
		}
		var ow *polite.OutsideWindowError
		err = do("full-sync")
		if !errors.As(err, &ow) || !ow.Until.Equal(time.Date(2026, 12, 2, 22, 0, 0, 0, warsaw)) || ow.Pointer != "/windows/night" {
			t.Errorf("full-sync at 11:17: %v, want *OutsideWindowError until Wednesday 22:00 in Warsaw", err)
		}
		for _, job := range []string{"check", ""} {
			if err := do(job); err != nil {
				t.Errorf("job %q at 11:17: %v, want it sent", job, err)
			}
		}
	})
}
