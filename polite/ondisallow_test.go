package polite_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// onDisallowPolicy states what the agent does when robots.txt disallows it an address.
const onDisallowPolicy = `schema = 2

[site]
title = { en = "StopBot" }
base_url = "https://stop.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Stop Ltd"

[agents.bot]
token = "StopBot"
on_disallow = [%s]

[limits]
min_interval = "2s"
interval_key = "hostname"

[robots_txt]
check = "before-first-fetch"
cache_for = "1h"
`

func onDisallow(t *testing.T, effects ...string) *policy.Policy {
	t.Helper()
	src := strings.Replace(onDisallowPolicy, "%s", `"`+strings.Join(effects, `", "`)+`"`, 1)
	p, err := policy.Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestOnDisallowEnforced runs the harness's check of agents.X.on_disallow on a policy stating
// each effect, and against a transport that only skips the address (skip-path, what robots.txt
// alone asks) wants the check of each stop to fail.
func TestOnDisallowEnforced(t *testing.T) {
	for _, effects := range [][]string{{"skip-path"}, {"stop-all"}, {"stop-run"}, {"stop-observation"}, {"stop-run", "report-to-customer"}} {
		t.Run(strings.Join(effects, "+"), func(t *testing.T) {
			p := onDisallow(t, effects...)
			if _, uncovered, _ := conform.Claims(p); len(uncovered) > 0 {
				t.Errorf("no check covers %v", uncovered)
			}
			claims, o := claimsOf(t, p)
			c := claimByID(claims, "on disallow /agents/bot/on_disallow")
			if c == nil {
				t.Fatal("no claim of on_disallow")
			}
			synctest.Test(t, func(t *testing.T) {
				if v := judge(c, o, nil); v.Status != conform.Pass {
					t.Errorf("%s: %s", v.Status, strings.Join(v.Evidence, "; "))
				}
			})
			synctest.Test(t, func(t *testing.T) {
				v := judge(c, o, onDisallow(t, "skip-path"))
				if stops := effects[0] != "skip-path"; stops == (v.Status == conform.Pass) {
					t.Errorf("against a transport that only skips the address: %s: %s", v.Status, strings.Join(v.Evidence, "; "))
				}
			})
		})
	}
	// And a transport that stops where the page says it only skips fails the check too.
	p := onDisallow(t, "skip-path")
	claims, o := claimsOf(t, p)
	c := claimByID(claims, "on disallow /agents/bot/on_disallow")
	for _, other := range []string{"stop-all", "stop-run", "stop-observation"} {
		synctest.Test(t, func(t *testing.T) {
			if v := judge(c, o, onDisallow(t, other)); v.Status == conform.Pass {
				t.Errorf("skip-path against a transport with %s: %s", other, strings.Join(v.Evidence, "; "))
			}
		})
	}
}

// TestOnDisallowErrors wants the typed errors: the refusal marked for the customer's report and
// naming what it stopped, then each later request refused by what was stopped, and a request
// that does not name its run refused where on_disallow would stop the run.
func TestOnDisallowErrors(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		sites := conform.NewSites()
		sites.Add("a.example", "127.0.0.9", conform.Site{Robots: "User-agent: *\nDisallow: /private/\n"})
		sites.Add("b.example", "127.0.0.9", conform.Site{Robots: "User-agent: *\nDisallow: /private/\n"})
		clock := clockAt(conform.HarnessNow)
		sites.Clock = clock.Now
		get := func(p *policy.Policy, keys map[policy.Scope]string, urls ...string) []error {
			tr, err := polite.New(p, polite.Options{Agent: "bot", Base: sites, Resolve: sites.Resolve, Clock: clock})
			if err != nil {
				t.Fatal(err)
			}
			defer tr.Close()
			var errs []error
			for _, u := range urls {
				ctx := polite.WithFetch(context.Background(), polite.Fetch{Keys: keys})
				req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
				resp, err := tr.RoundTrip(req)
				if err == nil {
					resp.Body.Close()
				}
				errs = append(errs, err)
			}
			return errs
		}
		run1 := map[policy.Scope]string{policy.ScopeRun: "r1", policy.ScopeObservation: "o1"}

		errs := get(onDisallow(t, "stop-all", "report-to-customer"), nil, "http://a.example/private/x", "http://a.example/free", "http://b.example/free")
		var de *polite.DisallowedError
		if !errors.As(errs[0], &de) || !de.Report || len(de.Stopped) != 1 || de.Stopped[0] != policy.DisallowEffectStopAll {
			t.Errorf("stop-all, report-to-customer: first %v (%+v), want a *DisallowedError with Report and Stopped [stop-all]", errs[0], de)
		}
		var se *polite.SiteStoppedError
		if !errors.As(errs[1], &se) || se.Site != "a.example" || se.Pointer != "/agents/bot/on_disallow" {
			t.Errorf("stop-all: then %v, want a *SiteStoppedError for a.example", errs[1])
		}
		if errs[2] != nil {
			t.Errorf("stop-all: another site: %v", errs[2])
		}

		errs = get(onDisallow(t, "skip-path"), run1, "http://a.example/private/x", "http://a.example/free")
		if !errors.As(errs[0], &de) || de.Report || len(de.Stopped) > 0 || errs[1] != nil {
			t.Errorf("skip-path: %v, %v; want the address refused alone, without Report", errs[0], errs[1])
		}

		next := map[policy.Scope]string{policy.ScopeRun: "r2", policy.ScopeObservation: "o1"}
		p := onDisallow(t, "stop-run")
		tr, err := polite.New(p, polite.Options{Agent: "bot", Base: sites, Resolve: sites.Resolve, Clock: clock})
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		do := func(keys map[policy.Scope]string, u string) error {
			req, _ := http.NewRequestWithContext(polite.WithFetch(context.Background(), polite.Fetch{Keys: keys}), http.MethodGet, u, nil)
			resp, err := tr.RoundTrip(req)
			if err == nil {
				resp.Body.Close()
			}
			return err
		}
		do(run1, "http://a.example/private/x")
		var re *polite.RunStoppedError
		if err := do(run1, "http://b.example/free"); !errors.As(err, &re) || re.Run != "r1" || re.Pointer != "/agents/bot/on_disallow" {
			t.Errorf("stop-run: the run's next request: %v, want a *RunStoppedError for r1", err)
		}
		if err := do(next, "http://a.example/free"); err != nil {
			t.Errorf("stop-run: the next run: %v", err)
		}
		var ke *polite.KeyError
		if err := do(nil, "http://a.example/free"); !errors.As(err, &ke) || ke.Scope != "run" {
			t.Errorf("stop-run: a request of no run: %v, want a *KeyError for run", err)
		}

		errs = get(onDisallow(t, "stop-observation"), run1, "http://a.example/private/x", "http://b.example/free")
		var oe *polite.ObservationStoppedError
		if !errors.As(errs[1], &oe) || oe.Observation != "o1" {
			t.Errorf("stop-observation: then %v, want an *ObservationStoppedError for o1", errs[1])
		}
	})
}

// TestAgentRobotsNotRead: an agent that does not read robots.txt (agents.X.robots_txt =
// "not-read") sends no request for it, and its requests go as the other limits allow.
func TestAgentRobotsNotRead(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Robots: "User-agent: *\nDisallow: /\n"})
		p := basePolicy()
		p.Agents[0].RobotsTxt = policy.RobotsUseNotRead
		p.RobotsTxt = policy.RobotsTxt{CrawlDelay: policy.CrawlDelayIgnored} // what no agent reads is refused (new-user trial 31, F-22)
		tr := start(t, p, s, polite.Options{})
		for _, u := range []string{"http://a.example/x", "http://a.example/y"} {
			if code, err := get(tr, polite.Fetch{}, u); err != nil || code != 200 {
				t.Errorf("%s: %d, %v; want it sent", u, code, err)
			}
		}
		if rs := s.requests(func(r record) bool { return r.Path == "/robots.txt" }); len(rs) > 0 {
			t.Errorf("robots.txt requested %d times by an agent that does not read it", len(rs))
		}
	})
}
