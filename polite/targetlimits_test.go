package polite_test

import (
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestTargetLimitTakesThePlace: a category of site's own limit takes the place of the general
// limit of the same kind for its sites (policy.Effective; the page: "the limit below replaces the
// general rule “At most one request every 2 seconds”"), whether it is shorter or longer, and not both
// at once: beside the general min_interval of 2s, a category with 1s is fetched every second, one
// with 5s every five seconds, a site of no category every two; and a request waits the interval
// of its own category after a request of another to the same host (model26, F-14).
func TestTargetLimitTakesThePlace(t *testing.T) {
	tg := func(id string, want time.Duration) spaced { return spaced{polite.Fetch{Target: id}, want} }
	for _, tc := range []struct {
		name  string
		steps []spaced // the requests, in order, each with its target and the gap before it
	}{
		{"no category", []spaced{tg("", 0), tg("", 2*time.Second), tg("", 2*time.Second)}},
		{"shorter", []spaced{tg("shorter", 0), tg("shorter", time.Second), tg("shorter", time.Second)}},
		{"longer", []spaced{tg("longer", 0), tg("longer", 5*time.Second), tg("longer", 5*time.Second)}},
		{"each its own", []spaced{tg("longer", 0), tg("shorter", time.Second), tg("", 2*time.Second), tg("shorter", time.Second), tg("longer", 5*time.Second)}},
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
				sendSpaced(t, tr, s, "a.example", tc.steps)
			})
		})
	}
}
