package main

import (
	"io/fs"
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

// TestValid15DubiousOwnership: a repository git refuses to read (owned by another user, not in
// safe.directory) is not taken for a folder without history: the note says git refused, with
// git's own fix, and the history counts as not whole (check does not compare the page of
// changes). Needs root, to give the repository to another uid; a real refusal of git's.
func TestValid15DubiousOwnership(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to give the repository to another user")
	}
	dir := diffRepo(t, "a = 1\n", nil)
	global := filepath.Join(t.TempDir(), "gitconfig")
	if err := os.WriteFile(global, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", t.TempDir())
	t.Setenv("GIT_CONFIG_GLOBAL", global)
	t.Setenv("GIT_CONFIG_NOSYSTEM", "1")
	t.Setenv("SUDO_UID", "")
	err := filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, 12345, 12345)
	})
	if err != nil {
		t.Fatal(err)
	}
	vs, note, whole := readHistoryWhole(dir, nil)
	want := "git refuses to read the repository (detected dubious ownership in repository at '" + dir + "'; if you trust it: git config --global --add safe.directory " + dir + ")"
	if vs != nil || whole || !strings.Contains(note, want) {
		t.Errorf("readHistoryWhole: %d versions, whole %v, note %q; want none, not whole, a note with %q", len(vs), whole, note, want)
	}
}
