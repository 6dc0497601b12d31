package conform

import (
	"slices"
	"strings"
	"testing"
)

// TestRunShapeNotObservable (new-user trial 29, F-07; trial 31, F-03): how long a job's run takes
// at most, how its requests are spread over it and the least time between two of its runs on
// the same site (site_interval) are listed, as every statement of a job, as not observable:
// the test sites are no job's the crawler knows. Failed before: unknown keys.
func TestRunShapeNotObservable(t *testing.T) {
	src := uncappedPolicy + "\n[jobs.pass]\nlabel = { en = \"Weekly pass\" }\nagent = \"bot\"\nrun_takes_at_most = \"5d\"\nsite_interval = \"30d\"\nspread = \"random-order\"\n\n[[jobs.pass.cadence]]\nevery = \"7d\"\n"
	vs, _ := unjudgedOf(t, src)
	i := slices.IndexFunc(vs, func(v Verdict) bool { return v.Claim == "job /jobs/pass" })
	if i < 0 {
		t.Fatalf("no verdict of the job in %v", vs)
	}
	v := vs[i]
	if got, want := strings.Join(v.Evidence, "; "), "the test sites are no job's (jobs.pass) that the crawler knows"; v.Status != NotObservable || got != want {
		t.Errorf("verdict %s: %q, want %s: %q", v.Status, got, NotObservable, want)
	}
	for _, l := range []string{"/jobs/pass/run_takes_at_most", "/jobs/pass/spread", "/jobs/pass/site_interval"} {
		if !slices.Contains(v.Leaves, l) {
			t.Errorf("leaves %v, want %s among them", v.Leaves, l)
		}
	}
}
