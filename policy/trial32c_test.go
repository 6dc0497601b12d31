package policy

import "testing"

// TestRemovalOptOutsRules (new-user trial 32, F-13): which opt-outs lead to the removal needs the
// removal; each value once. Failed before: unknown key legal.removal_opt_outs.
func TestRemovalOptOutsRules(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name:  "removal_opt_outs without removed_after_opt_out, and twice",
		edits: []edit{appendText("\n[legal]\nremoval_opt_outs = [\"request\", \"request\"]\n")},
		want: []string{
			`policy.toml:111:1: legal.removal_opt_outs: is set, but removed_after_opt_out is not (want how long after an opt-out the data is removed, e.g. "30d")`,
			`policy.toml:111:32: legal.removal_opt_outs[1]: request is listed twice`,
		},
	}})
}

// TestRemovalOptOutsDiff (new-user trial 32, F-13): an opt-out added to those after which the
// data is removed is a stronger commitment on the data, one taken away a weaker one; neither is
// about fetching.
func TestRemovalOptOutsDiff(t *testing.T) {
	with := func(on ...RemovalOptOut) *Policy {
		p := mybot(t)
		p.Legal.RemovedAfterOptOut, _ = ParseDuration("30d")
		p.Legal.RemovalOptOuts = on
		return p
	}
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"stated", with(), with(RemovalOptOutRequest), "added /legal/removal_opt_outs/0 stricter data"},
		{"robots.txt added", with(RemovalOptOutRequest), with(RemovalOptOutRequest, RemovalOptOutRobotsTxt), "added /legal/removal_opt_outs/1 stricter data"},
		{"robots.txt taken away", with(RemovalOptOutRequest, RemovalOptOutRobotsTxt), with(RemovalOptOutRequest), "removed /legal/removal_opt_outs/1 looser data"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, dataLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
