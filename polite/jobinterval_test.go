package polite_test

import (
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestJobInterval: a job's own interval (jobs.X.limits.min_interval) spaces each request of the
// job from the last request to the host name, whatever its job, and a request of any other job
// (or of none) keeps the general interval from the job's (new-user trial 21, finding 1: OAI-PMH
// requests every 2 seconds, PDFs every 5 seconds, to the same repository).
func TestJobInterval(t *testing.T) {
	p := basePolicy()
	p.Limits.MinInterval = dur("5s")
	p.Jobs = policy.Keyed[policy.Job]{
		{ID: "oai", Label: policy.Label{"en": "OAI-PMH harvest"}, Agent: "bot", Continuous: true, Limits: policy.Limits{MinInterval: dur("2s")}},
		{ID: "pdf", Label: policy.Label{"en": "PDF full texts"}, Agent: "bot", Continuous: true},
	}
	elsewhere := []string{"/jobs/oai/continuous", "/jobs/pdf/continuous"}
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("repo.example", "", site{})
		tr := start(t, p, s, polite.Options{Elsewhere: elsewhere})
		sendSpaced(t, tr, s, "repo.example", []spaced{
			{polite.Fetch{Job: "oai"}, 0},
			{polite.Fetch{Job: "oai"}, 2 * time.Second}, // the job's own interval
			{polite.Fetch{Job: "pdf"}, 5 * time.Second}, // the general one, after a request of the job
			{polite.Fetch{Job: "oai"}, 2 * time.Second}, // the job's, after a request of another job
			{polite.Fetch{}, 5 * time.Second},           // a request of no job: the general one
			{polite.Fetch{Job: "pdf"}, 5 * time.Second},
		})
	})
}

// TestJobIntervalOnly: validation refuses the fields of a job's limits but min_interval, and so
// does New.
func TestJobIntervalOnly(t *testing.T) {
	p := basePolicy()
	p.Jobs = policy.Keyed[policy.Job]{
		{ID: "oai", Label: policy.Label{"en": "OAI-PMH harvest"}, Agent: "bot", Continuous: true, Limits: policy.Limits{Concurrency: 1, ConcurrencyKey: policy.ScopeHostname}},
	}
	_, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: []string{"/jobs/oai/continuous"}})
	if err == nil || !strings.Contains(err.Error(), "jobs.oai.limits.concurrency: a job's limits state min_interval alone") {
		t.Fatalf("New: %v, want the refusal of jobs.oai.limits.concurrency", err)
	}
}
