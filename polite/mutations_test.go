//go:build politemutations

package polite_test

import (
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/conform"
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
				_, claims, o := loadClaims(t, ex)
				for _, c := range claims {
					if isElsewhere(o, c.Root) {
						continue
					}
					synctest.Test(t, func(t *testing.T) {
						if v := judge(c, o, nil); v.Status == conform.Fail {
							caught++
							t.Logf("%s %s: %s", ex, v.Claim, strings.Join(v.Evidence, "; "))
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
