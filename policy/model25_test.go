package policy

import "testing"

// TestBlockMeansRefused: what counts as a block (commitments.block_means, block_statuses) is
// stated only beside the promise stop-on-block, and no status counts as a block that the errors
// answer with a pause or a retry (the page would say both).
func TestBlockMeansRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "without the promise",
			edits: []edit{replace("promises = [\"no-login\"]\n", "promises = [\"no-login\"]\nblock_means = [\"robots-txt\", \"robots-txt\"]\n")},
			want: []string{
				`policy.toml:99:1: commitments.block_means: says what counts as a block, but no promise is "stop-on-block" (add it to commitments.promises or an agent's promises, or remove this key)`,
				"policy.toml:99:30: commitments.block_means[1]: robots-txt is listed twice",
			},
		},
		{
			name:  "statuses paused, retried or no error",
			edits: []edit{replace("promises = [\"no-login\"]\n", "promises = [\"no-login\", \"stop-on-block\"]\nblock_statuses = [200, 429, 503, 410, 410]\n")},
			want: []string{
				"policy.toml:99:19: commitments.block_statuses[0]: 200 is not an HTTP error status (want a status from 400 to 599, e.g. 401, 403 or 410)",
				"policy.toml:99:24: commitments.block_statuses[1]: 429 counts as a block, but errors.reactions[0] pauses on it (remove it from one of the two)",
				"policy.toml:99:29: commitments.block_statuses[2]: 503 counts as a block, but errors.retries.on retries it (remove it from one of the two)",
				"policy.toml:99:39: commitments.block_statuses[4]: 410 is listed twice",
			},
		},
	})
}

// TestBlockMeansDiff: one more way to block the crawler that stops its fetching is more polite,
// one fewer less polite.
func TestBlockMeansDiff(t *testing.T) {
	with := func(means []BlockMeans, statuses ...int) *Policy {
		p := mybot(t)
		p.Commitments.Promises = append(p.Commitments.Promises, PromiseStopOnBlock)
		p.Commitments.BlockMeans = means
		p.Commitments.BlockStatuses = statuses
		return p
	}
	for _, c := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"means stated", with(nil), with([]BlockMeans{BlockMeansRobotsTxt}), "added /commitments/block_means/0 stricter"},
		{"a means added", with([]BlockMeans{BlockMeansRobotsTxt}), with([]BlockMeans{BlockMeansRobotsTxt, BlockMeansRequest}), "added /commitments/block_means/1 stricter"},
		{"a means removed", with([]BlockMeans{BlockMeansRobotsTxt, BlockMeansRequest}), with([]BlockMeans{BlockMeansRequest}), "removed /commitments/block_means/0 looser!"},
		{"a status added", with(nil, 403), with(nil, 403, 410), "added /commitments/block_statuses/1 stricter"},
		{"a status removed", with(nil, 403, 410), with(nil, 410), "removed /commitments/block_statuses/0 looser!"},
	} {
		t.Run(c.name, func(t *testing.T) {
			changes, err := Diff(c.old, c.new)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, ch := range changes {
				s := string(ch.Kind) + " " + ch.Pointer + " " + string(ch.Class)
				if ch.LessPolite {
					s += "!"
				}
				got = append(got, s)
			}
			if len(got) != 1 || got[0] != c.want {
				t.Errorf("changes %q, want [%q]", got, c.want)
			}
		})
	}
}
