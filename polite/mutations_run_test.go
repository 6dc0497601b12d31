package polite_test

import (
	"os/exec"
	"testing"
)

// TestMutationsRun runs the mutation tests (TestMutations, mutations_test.go), which need the
// build with the tag politemutations, so that the ordinary test suite (go test ./...) keeps
// running them: the defects are constants, false, in every other build.
func TestMutationsRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package again with -tags politemutations; not with -short")
	}
	cmd := exec.Command("go", "test", "-count=1", "-tags", "politemutations", "-run", "^TestMutations$", ".")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go test -tags politemutations -run TestMutations: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
