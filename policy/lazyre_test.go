package policy

import (
	"testing"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// TestCompiles compiles every expression of the package, which are compiled at their first use
// (internal/lazyre) rather than when the package is initialised: a bad one fails here, not in a
// user's run.
func TestCompiles(t *testing.T) {
	for _, r := range []*lazyre.Regexp{identityPath, duplicateKey, lastKeyError, etcGMT,
		countryDomain, hostNameForm, hostNameTail, regionID, durationSyntax, durationPart, sizeSyntax,
		monthDay, languageTag, itemKey, placeholder, placeholderName, hostname, countryCode, labelNumberRun,
		userAgentURL, userAgentEmail} {
		r.Regexp()
	}
}
