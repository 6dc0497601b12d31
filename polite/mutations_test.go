//go:build politemutations

package polite_test

import (
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/polite"
)

// TestMutations plants each defect and wants some check of the harness to fail.
func TestMutations(t *testing.T) {
	for _, m := range []string{"halve-interval", "ignore-retry-after", "no-robots-reread", "quota-off-by-one"} {
		t.Run(m, func(t *testing.T) {
			undo := polite.Mutate(m)
			defer undo()
			caught := 0
			for _, ex := range examples {
				claims, kinds, _ := loadClaims(t, ex)
				for id, c := range claims {
					if c.isElsewhere() {
						continue
					}
					synctest.Test(t, func(t *testing.T) {
						if len(kinds[id].check(c)) > 0 {
							caught++
						}
					})
				}
			}
			if caught == 0 {
				t.Errorf("with %s no check of the harness failed", m)
			}
		})
	}
}
