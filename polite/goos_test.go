package polite_test

import (
	"os"
	"os/exec"
	"testing"
)

// TestOtherSystems: polite and redisstore build, with their tests, on Windows and on a Unix other
// than Linux; go vet type-checks them for each system (the benchmarks' getrusage(2) is Unix's:
// cputime_unix_test.go).
func TestOtherSystems(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the packages for other systems; not with -short")
	}
	for _, goos := range []string{"windows", "darwin"} {
		cmd := exec.Command("go", "vet", "./...")
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH=amd64", "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("GOOS=%s go vet ./polite/...: %v\n%s", goos, err, out)
		}
	}
}
