package conform

import (
	"os"
	"os/exec"
	"testing"
)

// TestOtherSystems: conform builds, with its tests, where Unix's process groups and signals are
// missing (Windows: syscall.Kill and SysProcAttr.Setpgid are Unix's; group_other.go ends the
// command alone) and on a Unix other than Linux (no parent-death signal). go vet type-checks the
// package and its tests for each system (polite12: GOOS=windows did not build).
func TestOtherSystems(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the package for other systems; not with -short")
	}
	for _, goos := range []string{"windows", "darwin"} {
		cmd := exec.Command("go", "vet", ".")
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH=amd64", "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("GOOS=%s go vet ./conform: %v\n%s", goos, err, out)
		}
	}
}
