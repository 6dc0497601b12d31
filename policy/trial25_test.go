package policy

import (
	"strings"
	"testing"
)

// TestSitemapsFirstDiff (new-user trial 25, F-07): reading sitemaps before any link is a
// statement of its own, which diff names, apart from uses_sitemaps; the order alone sends no
// other requests, so it is neutral.
func TestSitemapsFirstDiff(t *testing.T) {
	with := func(first bool) *Policy {
		p := mybot(t)
		p.Agents[0].UsesSitemaps = true
		p.Agents[0].SitemapsFirst = first
		return p
	}
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"ordering stated", with(false), with(true), "added /agents/harvestmouse/sitemaps_first neutral"},
		{"ordering withdrawn", with(true), with(false), "removed /agents/harvestmouse/sitemaps_first neutral"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, fieldLine); g != tc.want+" sitemaps_first" {
				t.Errorf("changes:\n%s\nwant:\n%s sitemaps_first", g, tc.want)
			}
		})
	}
}

// TestRefetchApproximateDiff (F-02): an interval that becomes approximate may be shorter than
// the exact one was (looser, not known to be less polite), one that becomes exact is stricter;
// a change of an approximate interval is named as the usual time, not the minimum.
func TestRefetchApproximateDiff(t *testing.T) {
	base := readBase(t)
	with := func(approximate bool, interval string) *Policy {
		f := "refetch_interval = \"" + interval + "\"\n"
		if approximate {
			f += "refetch_approximate = true\n"
		}
		p, err := Parse([]byte(strings.Replace(base, followUpAt, followUpAt+f, 1)), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	id := "sync"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"becomes approximate", with(false, "60d"), with(true, "60d"), "added /jobs/" + id + "/refetch_approximate looser job_refetch_approximate"},
		{"becomes exact", with(true, "60d"), with(false, "60d"), "removed /jobs/" + id + "/refetch_approximate stricter job_refetch_approximate"},
		{"approximate and longer", with(true, "60d"), with(true, "90d"), "changed /jobs/" + id + "/refetch_interval stricter job_refetch_interval_about"},
		{"exact and longer", with(false, "60d"), with(false, "90d"), "changed /jobs/" + id + "/refetch_interval stricter job_refetch_interval"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, fieldLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}

// refetchApproximateRules (F-02): an approximate interval needs the interval, and states no
// minimum, so it goes neither with refetch_after_failure nor holds a re-check to it.
var refetchApproximateRules = []badPolicy{
	{
		name:  "refetch_approximate without refetch_interval",
		edits: []edit{replace(followUpAt, followUpAt+"refetch_approximate = true\n")},
		want: []string{
			`policy.toml:67:1: jobs.sync.refetch_approximate: is set, but refetch_interval is not (want the usual time before an item is fetched again, e.g. "60d")`,
		},
	},
	{
		name:  "refetch_approximate with refetch_after_failure",
		edits: []edit{replace(followUpAt, followUpAt+"refetch_interval = \"60d\"\nrefetch_approximate = true\nrefetch_after_failure = true\n")},
		want: []string{
			`policy.toml:68:1: jobs.sync.refetch_approximate: is set beside refetch_after_failure, which states that refetch_interval is a minimum even after a failure (want one of them: an approximate interval states no minimum)`,
		},
	},
}

func TestRefetchApproximateRules(t *testing.T) { runBadPolicies(t, refetchApproximateRules) }

// TestRefetchApproximateFollowUp (F-02): a re-check sooner than an approximate interval is no
// contradiction (the same edit with an exact interval is refused: TestFollowUpRules).
func TestRefetchApproximateFollowUp(t *testing.T) {
	src := strings.Replace(readBase(t), followUpAt, followUpAt+"refetch_interval = \"30d\"\nrefetch_approximate = true\nfollow_up = [{ when = \"changed\", after = \"7d\", max = 3 }]\n", 1)
	if _, err := Parse([]byte(src), "policy.toml"); err != nil {
		t.Errorf("a re-check sooner than an approximate interval is refused: %v", err)
	}
}

// TestOptOutScopeRules (F-04): what the removal covers needs the removal; each value once.
func TestOptOutScopeRules(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name:  "opt_out_removed_from without removed_after_opt_out, and twice",
		edits: []edit{appendText("\n[legal]\nopt_out_removed_from = [\"unreleased-datasets\", \"unreleased-datasets\"]\nopt_out_unchanged = [\"trained-models\"]\n")},
		want: []string{
			`policy.toml:111:1: legal.opt_out_removed_from: is set, but removed_after_opt_out is not (want how long after an opt-out the data is removed, e.g. "30d")`,
			`policy.toml:111:48: legal.opt_out_removed_from[1]: unreleased-datasets is listed twice`,
		},
	}})
}

// TestOptOutScopeDiff (F-04): a place the removal reaches, added, is a stronger commitment on the
// data; something an opt-out leaves unchanged, added, a weaker one; neither is about fetching.
func TestOptOutScopeDiff(t *testing.T) {
	with := func(from []OptOutRemoval, unchanged []OptOutUnchanged) *Policy {
		p := mybot(t)
		p.Legal.RemovedAfterOptOut, _ = ParseDuration("30d")
		p.Legal.OptOutRemovedFrom, p.Legal.OptOutUnchanged = from, unchanged
		return p
	}
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"removal reaches datasets", with(nil, nil), with([]OptOutRemoval{OptOutRemovalUnreleasedDatasets}, nil), "added /legal/opt_out_removed_from/0 stricter data"},
		{"models left unchanged", with(nil, nil), with(nil, []OptOutUnchanged{OptOutUnchangedTrainedModels}), "added /legal/opt_out_unchanged/0 looser data"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, dataLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
