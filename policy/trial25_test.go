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
			changes, err := Diff(tc.old, tc.new)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range changes {
				got = append(got, changeLine(c)+" "+c.Field)
			}
			if g := strings.Join(got, "\n"); g != tc.want+" sitemaps_first" {
				t.Errorf("changes:\n%s\nwant:\n%s sitemaps_first", g, tc.want)
			}
		})
	}
}
