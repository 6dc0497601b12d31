package polite_test

import (
	"slices"
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// neverRetriedClaim is the claim of errors.never_retried of a policy that retries server errors
// (5xx, twice) but never 404, 410, 451 or 501: only 501 would be retried without the list.
func neverRetriedClaim(t *testing.T) (*conform.Claim, polite.Options) {
	t.Helper()
	p := basePolicy()
	p.Errors.Retries = &policy.Retries{On: []policy.Condition{policy.ConditionStatus5xx}, Delays: []policy.Duration{dur("1s"), dur("2s")}}
	p.Errors.NeverRetried = []int{404, 410, 451, 501}
	claims, o := claimsOf(t, p)
	c := claimByID(claims, "never retried /errors/never_retried")
	if c == nil {
		t.Fatal("no claim \"never retried /errors/never_retried\"")
	}
	return c, o
}

// TestNeverRetried: a Transport sends each request answered with a status of
// errors.never_retried once, although errors.retries.on covers 501, and the conformance check
// sees each requested once; a Transport for the same policy without the list retries 501, and
// the check fails it.
func TestNeverRetried(t *testing.T) {
	c, o := neverRetriedClaim(t)
	retrying := *c.Policy
	retrying.Errors.NeverRetried = nil
	for _, tc := range []struct {
		name     string
		enforce  *policy.Policy
		status   conform.Status
		evidence []string
	}{
		{"never_retried enforced", nil, conform.Pass, []string{
			"HTTP 404: GET gone.example/never-retried/404 at 10:17:00.000 not retried",
			"HTTP 410: GET gone.example/never-retried/410 at 10:17:02.005 not retried",
			"HTTP 451: GET gone.example/never-retried/451 at 10:17:04.010 not retried",
			"HTTP 501: GET gone.example/never-retried/501 at 10:17:06.015 not retried",
		}},
		{"a transport that retries 501", &retrying, conform.Fail, []string{
			// The retry waits 1 s as errors.retries says, and the 2 s interval more.
			"HTTP 501: GET gone.example/never-retried/501 at 10:17:06.015 was retried twice (2.005 s after it); the page says never",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				v := judge(c, o, tc.enforce)
				if v.Status != tc.status || !slices.Equal(v.Evidence, tc.evidence) {
					t.Errorf("%s: %s\n%s\nwant %s\n%s", v.Claim, v.Status, strings.Join(v.Evidence, "\n"), tc.status, strings.Join(tc.evidence, "\n"))
				}
			})
		})
	}
}
