package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestValid15CheckOutUnderAFile: check --out below a regular file names that file as build does
// ("… is a file, not a folder"), not "open .: not a directory" (issue 11, cli14's leftover).
func TestValid15CheckOutUnderAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "afile")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(file, "out")
	_, _, berr := runSitegen("build", "--dir", "examples/feed-reader", "--out", out)
	ccode, cout, cerr := runSitegen("check", "--dir", "examples/feed-reader", "--out", out)
	said := file + " is a file, not a folder"
	if !strings.Contains(berr, said) {
		t.Errorf("build's stderr lacks %q:\n%s", said, berr)
	}
	if ccode != 1 || !strings.Contains(cout, out+": "+said+" (give the folder a build wrote as --out)") || strings.Contains(cout+cerr, "not a directory") {
		t.Errorf("check: exit %d\nstdout:\n%s\nstderr:\n%s", ccode, cout, cerr)
	}
}
