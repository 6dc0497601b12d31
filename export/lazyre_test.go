package export

import "testing"

// TestCompiles compiles every pattern of the package's tables, which are compiled at their first
// use (internal/lazyre) rather than when the package is initialised: a bad one fails here, not in
// a user's run.
func TestCompiles(t *testing.T) {
	for _, n := range NoRequest {
		n.Pattern.Regexp()
	}
	for _, r := range rest {
		r.re.Regexp()
	}
	agentParts.Regexp()
}
