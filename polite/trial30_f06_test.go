package polite_test

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestRunsCapNotEnforced (new-user trial 30, F-06): a job's cap on its runs
// (jobs.X.caps[].unit = "runs": "at most 2 re-checks per registrable domain per hour") is not a
// cap on requests, and the Transport does not pretend to keep it: New names it among the
// statements it cannot enforce, with why, until Options.Elsewhere says the crawler's scheduler
// keeps it. Before, the unit was unknown.
func TestRunsCapNotEnforced(t *testing.T) {
	p, err := policy.Load(os.DirFS("../generator/testdata/trial30"), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const want = `/jobs/recheck/caps/0 = {"key":"domain","max":2,"period":3600,"unit":"runs"}: counts runs of the job, not requests: the Store counts requests per key, not the distinct runs (Fetch.Keys["run"]) they belong to, and only the scheduler that starts a run can decline to start it; keep the cap there and name this pointer in Options.Elsewhere`
	_, err = polite.New(p, polite.Options{Agent: "kestreltxtbot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) {
		t.Fatalf("err = %v, want an *UnenforceableError", err)
	}
	if !slices.Contains(ue.Statements, want) {
		t.Errorf("statements:\n%s\nwant among them:\n%s", strings.Join(ue.Statements, "\n"), want)
	}
	if !slices.Contains(ue.Pointers, "/jobs/recheck/caps/0") {
		t.Errorf("Pointers = %v, want /jobs/recheck/caps/0 among them", ue.Pointers)
	}
	_, err = polite.New(p, polite.Options{Agent: "kestreltxtbot", Elsewhere: append(slices.Clone(ue.Pointers), "/jobs/recheck/caps/0")})
	if errors.As(err, &ue) && slices.ContainsFunc(ue.Statements, func(s string) bool { return strings.HasPrefix(s, "/jobs/recheck/caps/0 ") }) {
		t.Errorf("with /jobs/recheck/caps/0 in Elsewhere, New still names it: %v", err)
	}
}
