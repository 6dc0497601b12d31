package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Test_m18CheckRefusesAFolderNoBuildWrote is defect m18 of the hostile trial: check --out walked
// any folder (--out / listed the machine's files, or failed in /proc). A folder that no build
// wrote is one finding, and nothing in it is listed.
func Test_m18CheckRefusesAFolderNoBuildWrote(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{dir, "/"} {
		code, stdout, stderr := runSitegen("check", "--dir", "examples/triple-fetchers", "--out", out)
		if code != exitFailure {
			t.Errorf("--out %s: exit %d, want 1\n%s%s", out, code, stdout, stderr)
		}
		if want := out + ": it holds files, but not a site that sitegen built"; !strings.HasPrefix(stdout, want) || strings.Count(stdout, "\n") != 1 {
			t.Errorf("--out %s: got\n%s%s\nwant the one line %q…", out, stdout, stderr, want)
		}
	}
}
