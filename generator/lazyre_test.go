package generator

import (
	"testing"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// TestCompiles compiles every expression of the package, which are compiled at their first use
// (internal/lazyre) rather than when the package is initialised: a bad one fails here, not in a
// user's run.
func TestCompiles(t *testing.T) {
	for _, r := range []*lazyre.Regexp{templateActionRE, markdownCodeRE, doubledStop, entityRef,
		placeholderRE, literalMarker, orderedListMarker, blockStart, placeholderRun} {
		r.Regexp()
	}
}
