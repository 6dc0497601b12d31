package polite_test

import (
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
)

// loadUnitPolicy: one page load every 5 seconds per host name, a headless browser's (new-user
// trial 3, report 1.5); %s is what the interval counts.
const loadUnitPolicy = `schema = 2

[site]
title = { en = "PageLoadBot" }
base_url = "https://pageload.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Page Load Ltd"

[contact]
email = "bot@pageload.example"

[agents.bot]
token = "PageLoadBot"
embedded = { fetch = "fetched" }

[limits]
min_interval = "%s"
interval_key = "hostname"
interval_unit = "%s"
`

func loadUnit(t *testing.T, iv, unit string) *policy.Policy {
	t.Helper()
	p, err := policy.Parse([]byte(strings.Replace(strings.Replace(loadUnitPolicy, "%s", iv, 1), "%s", unit, 1)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLoadUnitEnforced: counted in page loads, the Transport spaces pages by the interval and
// sends the resources a page embeds (Fetch.Embedded) with it at once; counted in requests, it
// spaces the resources too. The harness passes the first and fails a Transport that spaces
// page loads closer than the page says.
func TestLoadUnitEnforced(t *testing.T) {
	p := loadUnit(t, "5s", "page-loads")
	claims, o := claimsOf(t, p)
	c := claimByID(claims, "interval /limits")
	if c == nil {
		t.Fatal("no claim interval /limits")
	}
	gaps := func(enforce *policy.Policy) (page, resource time.Duration) {
		sc := c.Scenario(conform.Env{InProcess: true})
		run, err := drive(sc, enforce, o)
		if err != nil {
			t.Fatal(err)
		}
		var last conform.Record
		for _, r := range run.Records {
			if r.Host != "a.example" || r.Path == "/robots.txt" {
				continue
			}
			switch {
			case r.Path == "/res/p0-a.css":
				resource = r.At.Sub(last.At)
			case r.Path == "/p1":
				page = r.At.Sub(last.At)
			}
			last = r
		}
		return page, resource
	}
	synctest.Test(t, func(t *testing.T) {
		if v := judge(c, o, nil); v.Status != conform.Pass {
			t.Errorf("page loads: %s: %s", v.Status, strings.Join(v.Evidence, "; "))
		}
		if page, res := gaps(p); res >= time.Second || page < 5*time.Second {
			t.Errorf("page loads: a resource %s after its page, the next page %s after the last resource; want at once, and 5 s between pages", res, page)
		}
	})
	synctest.Test(t, func(t *testing.T) {
		if page, res := gaps(loadUnit(t, "5s", "requests")); res < 5*time.Second || page < 5*time.Second {
			t.Errorf("requests: a resource %s after its page, the next page %s after; want 5 s each", res, page)
		}
	})
	synctest.Test(t, func(t *testing.T) {
		if v := judge(c, o, loadUnit(t, "1s", "page-loads")); v.Status != conform.Fail {
			t.Errorf("page loads 1 s apart against 5 s: %s, want fail: %s", v.Status, strings.Join(v.Evidence, "; "))
		}
	})
}
