package polite

// mutations are defects that the conformance harness plants, one at a time, to show that it
// notices each (polite/harness_test.go, TestMutations): an interval halved, Retry-After ignored,
// robots.txt never read again, a quota off by one. They are false outside those tests; only
// export_test.go sets them.
var mutations struct {
	halveInterval    bool
	ignoreRetryAfter bool
	noRobotsReread   bool
	quotaOffByOne    bool
}
