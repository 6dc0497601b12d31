package policy

import (
	"fmt"
	"strings"
	"testing"
)

// basePolicyWith parses the base policy (testdata/policy.toml) with edits applied as a bad case
// applies them (badPolicy.apply: each old text exactly once, or appended); an edit that does not
// apply and a problem of the policy each end the test.
func basePolicyWith(t *testing.T, edits ...edit) *Policy {
	t.Helper()
	src, err := badPolicy{edits: edits}.apply(readBase(t))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// diffClasses returns Diff's changes from old to new, one line each: kind, JSON Pointer, class
// and whether the change is less polite ("added /jobs/sync/opt_out looser true"); an error of
// Diff ends the test.
func diffClasses(t *testing.T, old, new *Policy) string {
	t.Helper()
	changes, err := Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range changes {
		got = append(got, fmt.Sprint(c.Kind, " ", c.Pointer, " ", c.Class, " ", c.LessPolite))
	}
	return strings.Join(got, "\n")
}
