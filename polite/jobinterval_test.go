package polite_test

import (
	"fmt"
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
		steps := []struct {
			job  string
			want time.Duration // after the request before it
		}{
			{"oai", 0},
			{"oai", 2 * time.Second}, // the job's own interval
			{"pdf", 5 * time.Second}, // the general one, after a request of the job
			{"oai", 2 * time.Second}, // the job's, after a request of another job
			{"", 5 * time.Second},    // a request of no job: the general one
			{"pdf", 5 * time.Second},
		}
		for i, st := range steps {
			if _, err := get(tr, polite.Fetch{Job: st.job}, fmt.Sprintf("http://repo.example/%d", i)); err != nil {
				t.Fatal(err)
			}
		}
		got := gaps(s.requests(pages))
		if len(got) != len(steps)-1 {
			t.Fatalf("%d gaps, want %d", len(got), len(steps)-1)
		}
		for i, g := range got {
			if st := steps[i+1]; !near(g, st.want) {
				t.Errorf("request %d (job %q): %v after the one before, want %v", i+1, st.job, g, st.want)
			}
		}
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
