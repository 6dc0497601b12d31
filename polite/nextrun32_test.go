package polite_test

import (
	"errors"
	"net/http"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// nextRunPolicy is new-user trial 32's finding F-08: a yearly campaign that, after 10
// consecutive 429 or 503 answers from one host, stops crawling that host for the rest of the run.
const nextRunPolicy = `schema = 2

[site]
title = { en = "CampaignBot" }
base_url = "https://campaign.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Campaign Ltd"

[contact]
email = "bot@campaign.example"

[agents.bot]
token = "CampaignBot"

[limits]
min_interval = "1s"
interval_key = "hostname"

[jobs.campaign]
label = { en = "Campaign" }
agent = "bot"
runs_per_year = { min = 1, max = 1 }

[[errors.reactions]]
on = ["429", "503"]
threshold = 10
consecutive = true
pause_until = "next-run"
scope = "hostname"
`

// TestPauseUntilNextRun (new-user trial 32, F-08): after 10 consecutive 503s from a host in run
// "2027", a reaction with pause_until = "next-run" holds that host for the rest of the run, days
// later too (*PausedError naming the run, no Until), while the run goes on for another host; run
// "2028" fetches from the host again, with a count of its own; a request that names no run is
// refused (*KeyError), since it could be neither counted nor held. Failed before: "next-run" is
// not a value of pause_until.
func TestPauseUntilNextRun(t *testing.T) {
	p, err := policy.Parse([]byte(nextRunPolicy), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(503) }})
		s.add("b.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {}})
		// How many runs a year is the crawler's scheduler's; the run itself it names in Fetch.Keys.
		tr := start(t, p, s, polite.Options{Elsewhere: []string{"/jobs/campaign/runs_per_year"}})
		run := func(id string) polite.Fetch {
			return polite.Fetch{Job: "campaign", Keys: map[policy.Scope]string{policy.ScopeRun: id}}
		}
		for i := range 10 {
			if status, err := get(tr, run("2027"), "http://a.example/x"); err != nil || status != 503 {
				t.Fatalf("request %d of run 2027: got %d, %v; want 503", i+1, status, err)
			}
		}
		time.Sleep(72 * time.Hour)
		_, err := get(tr, run("2027"), "http://a.example/y")
		var pe *polite.PausedError
		if !errors.As(err, &pe) || pe.Pointer != "/errors/reactions/0" || pe.Key != "hostname a.example" || pe.Run != "2027" || !pe.Until.IsZero() {
			t.Fatalf("3 days after 10 consecutive 503s, in the same run: err = %#v, want a *PausedError of hostname a.example for the rest of run 2027", err)
		}
		if status, err := get(tr, run("2027"), "http://b.example/"); err != nil || status != 200 {
			t.Errorf("another host in the same run: got %d, %v; want it fetched (200)", status, err)
		}
		for i := range 9 {
			if status, err := get(tr, run("2028"), "http://a.example/x"); err != nil || status != 503 {
				t.Fatalf("request %d of the next run: got %d, %v; want the request sent (503)", i+1, status, err)
			}
		}
		if status, err := get(tr, run("2028"), "http://a.example/x"); err != nil || status != 503 {
			t.Fatalf("10th request of the next run: got %d, %v; want it sent, its count its own (503)", status, err)
		}
		if _, err := get(tr, run("2028"), "http://a.example/x"); !errors.As(err, &pe) || pe.Run != "2028" {
			t.Errorf("after 10 consecutive 503s of the next run: err = %v, want it paused for the rest of run 2028", err)
		}
		var ke *polite.KeyError
		if _, err := get(tr, polite.Fetch{Job: "campaign"}, "http://b.example/"); !errors.As(err, &ke) || ke.Scope != "run" {
			t.Errorf("a request that names no run: err = %v, want a *KeyError of the run", err)
		}
	})
}
