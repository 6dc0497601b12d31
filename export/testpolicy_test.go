package export

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// The policies the tests of this package edit: the conform command's test site, and the
// generator's new-user trial 26 policy, whose agent's User-Agent has a placeholder.
const (
	conformPolicy = "../testdata/conform/policy.toml"
	trial26Policy = "../generator/testdata/trial26/policy.toml"
)

// testdataPolicy reads the policy at path, applies edits in order (see editedText) and parses
// it; a file that cannot be read, an edit that does not apply and a problem of the policy each
// end the test.
func testdataPolicy(t *testing.T, path string, edits ...[2]string) *policy.Policy {
	t.Helper()
	return parsePolicy(t, editedText(t, path, edits...))
}

// editedText returns the text of the policy at path with edits applied in order: an edit's old
// text, which must occur exactly once, becomes its new one; an edit with an empty old text
// appends its new one at the end.
func editedText(t *testing.T, path string, edits ...[2]string) string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	for _, e := range edits {
		if e[0] == "" {
			s += e[1]
			continue
		}
		if n := strings.Count(s, e[0]); n != 1 {
			t.Fatalf("%s holds %q %d times, want once", path, e[0], n)
		}
		s = strings.Replace(s, e[0], e[1], 1)
	}
	return s
}

// parsePolicy parses text as a policy.toml, ending the test on a problem.
func parsePolicy(t *testing.T, text string) *policy.Policy {
	t.Helper()
	p, err := policy.Parse([]byte(text), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// generate is Generate of p in format f with options o, ending the test on an error.
func generate(t *testing.T, p *policy.Policy, f Format, o Options) *Export {
	t.Helper()
	ex, err := Generate(p, f, o)
	if err != nil {
		t.Fatal(err)
	}
	return ex
}
