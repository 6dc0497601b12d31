package polite_test

import (
	"fmt"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestTargetLimitTakesThePlace: a category of site's own limit takes the place of the general
// limit of the same kind for its sites (policy.Effective; the page: "each limit below takes the
// place of any general limit of the same kind"), whether it is shorter or longer, and not both
// at once: beside the general min_interval of 2s, a category with 1s is fetched every second, one
// with 5s every five seconds, a site of no category every two; and a request waits the interval
// of its own category after a request of another to the same host (model26, F-14).
func TestTargetLimitTakesThePlace(t *testing.T) {
	for _, tc := range []struct {
		name    string
		targets []string // of the requests, in order
		want    []time.Duration
	}{
		{"no category", []string{"", "", ""}, []time.Duration{2 * time.Second, 2 * time.Second}},
		{"shorter", []string{"shorter", "shorter", "shorter"}, []time.Duration{time.Second, time.Second}},
		{"longer", []string{"longer", "longer", "longer"}, []time.Duration{5 * time.Second, 5 * time.Second}},
		{"each its own", []string{"longer", "shorter", "", "shorter", "longer"}, []time.Duration{time.Second, 2 * time.Second, time.Second, 5 * time.Second}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				s.add("a.example", "", site{})
				p := basePolicy()
				p.Targets = policy.Keyed[policy.Target]{
					{ID: "shorter", Label: policy.Label{"en": "Shorter"}, Limits: policy.Limits{MinInterval: dur("1s")}},
					{ID: "longer", Label: policy.Label{"en": "Longer"}, Limits: policy.Limits{MinInterval: dur("5s")}},
				}
				tr := start(t, p, s, polite.Options{})
				for i, tg := range tc.targets {
					if _, err := get(tr, polite.Fetch{Target: tg}, fmt.Sprintf("http://a.example/%d", i)); err != nil {
						t.Fatal(err)
					}
				}
				got := gaps(s.requests(pages))
				if len(got) != len(tc.want) {
					t.Fatalf("gaps %v, want %v", got, tc.want)
				}
				for i, g := range got {
					if !near(g, tc.want[i]) {
						t.Errorf("gap %d (before a request of %q) = %v, want %v", i, tc.targets[i+1], g, tc.want[i])
					}
				}
			})
		})
	}
}
