//go:build !politemutations

package polite

// The defects that the conformance harness plants, one at a time, to show that it notices each
// (TestMutations in polite/mutations_test.go): an interval halved, Retry-After ignored, robots.txt
// never read again, a quota off by one. In an ordinary build they are constants, false, and the
// compiler drops the code they guard; only a build with the tag politemutations
// (mutations_on.go) makes them variables that the tests switch on (Mutate, in
// export_mutations_test.go). TestMutationsRun runs that build from the ordinary test suite.
const (
	mutHalveInterval    = false
	mutIgnoreRetryAfter = false
	mutNoRobotsReread   = false
	mutQuotaOffByOne    = false
)
