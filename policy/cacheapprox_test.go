package policy

import "testing"

// TestCacheApproximateDiff (English review 24, M4): a reuse time that becomes approximate ("30
// minutes" → "about 30 minutes") may be shorter than the exact time was, so the change may make
// the crawler less polite (was neutral, "This does not change how polite the crawler is"); one
// that becomes exact commits the crawler to the whole time, which is more polite.
func TestCacheApproximateDiff(t *testing.T) {
	with := func(approximate bool, cacheFor string) *Policy {
		p := mybot(t)
		p.Agents[0].Trigger = TriggerUserRequest
		d, err := ParseDuration(cacheFor)
		if err != nil {
			t.Fatal(err)
		}
		p.Agents[0].OnDemand = &OnDemand{CacheFor: d, CacheApproximate: approximate, CacheShared: true}
		return p
	}
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"becomes approximate", with(false, "30m"), with(true, "30m"), "changed /agents/harvestmouse/on_demand looser"},
		{"becomes exact", with(true, "30m"), with(false, "30m"), "changed /agents/harvestmouse/on_demand stricter"},
		{"approximate and longer", with(true, "30m"), with(true, "1h"), "changed /agents/harvestmouse/on_demand stricter"},
		{"becomes approximate and longer", with(false, "30m"), with(true, "1h"), "changed /agents/harvestmouse/on_demand looser"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, changeLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
