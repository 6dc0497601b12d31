package policy

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// readPolicyText returns the text of the policy file at path ("../examples/feed-reader/policy.toml"),
// ending the test where it cannot be read.
func readPolicyText(t *testing.T, path string) string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// editOnce returns s with old, which must occur in it exactly once, replaced by new.
func editOnce(t *testing.T, s, old, new string) string {
	t.Helper()
	if n := strings.Count(s, old); n != 1 {
		t.Fatalf("%q is %d times in the policy, want once", old, n)
	}
	return strings.Replace(s, old, new, 1)
}

// parseText parses text as the policy file name, ending the test on a problem.
func parseText(t *testing.T, text, name string) *Policy {
	t.Helper()
	p, err := Parse([]byte(text), name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// diffOf returns Diff's changes from old to new, ending the test on an error.
func diffOf(t *testing.T, old, new *Policy) []Change {
	t.Helper()
	changes, err := Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	return changes
}

// basePolicyWith parses the base policy (testdata/policy.toml) with edits applied as a bad case
// applies them (badPolicy.apply: each old text exactly once, or appended); an edit that does not
// apply and a problem of the policy each end the test.
func basePolicyWith(t *testing.T, edits ...edit) *Policy {
	t.Helper()
	src, err := badPolicy{edits: edits}.apply(readBase(t))
	if err != nil {
		t.Fatal(err)
	}
	return parseText(t, src, "policy.toml")
}

// diffClasses returns Diff's changes from old to new, one line each: kind, JSON Pointer, class
// and whether the change is less polite ("added /jobs/sync/opt_out looser true"); an error of
// Diff ends the test.
func diffClasses(t *testing.T, old, new *Policy) string {
	t.Helper()
	var got []string
	for _, c := range diffOf(t, old, new) {
		got = append(got, fmt.Sprint(c.Kind, " ", c.Pointer, " ", c.Class, " ", c.LessPolite))
	}
	return strings.Join(got, "\n")
}
