package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestM5DiffRevisionIsNeverAGitOption is defect M5 of the hostile trial: a revision that git would
// read as an option ("--output=FILE" made git show write a file anywhere) is refused, and user
// input reaches git only after --end-of-options.
func TestM5DiffRevisionIsNeverAGitOption(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := diffRepo(t, string(base), nil)
	scratch := t.TempDir()
	written := filepath.Join(scratch, "written")
	for _, rev := range []string{"--output=" + written, "-p", "--upload-pack=touch " + written, "-"} {
		code, out, errs := runSitegen("diff", "--", rev+":policy.toml", "policy.toml")
		if code != exitUsage {
			t.Errorf("%q: exit %d, want 2\nstdout:\n%s\nstderr:\n%s", rev, code, out, errs)
		}
		if want := `starts with "-"`; !strings.Contains(errs, want) {
			t.Errorf("%q: stderr %q lacks %q", rev, errs, want)
		}
	}
	if entries, _ := os.ReadDir(scratch); len(entries) > 0 {
		t.Errorf("git wrote %v", entries)
	}
	// A revision that git reads as one still works.
	if code, out, errs := runSitegen("diff", "HEAD:policy.toml", filepath.Join(dir, "policy.toml")); code != exitOK {
		t.Errorf("HEAD:policy.toml: exit %d\n%s%s", code, out, errs)
	}
}

// FuzzDiffRevision feeds diff's REV:PATH handling arbitrary revisions in a repository: it never
// writes a file, never panics, and refuses every revision that starts with "-".
func FuzzDiffRevision(f *testing.F) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range []string{
		"HEAD", "HEAD~1", "HEAD^{tree}", ":/base", "@{-1}", "main", "", "-", "--", "-p",
		"--output=written", "--end-of-options", "--upload-pack=touch written", "-owritten",
		"HEAD --output=written", "..", "HEAD:", "\x00", "-c core.pager=touch written", "~", "@",
		"--textconv", "--ext-diff", "--no-index", "--git-dir=/", "--work-tree=/",
	} {
		f.Add(seed)
	}
	dir := diffRepo(f, string(base), nil)
	before := listTree(f, dir)
	f.Fuzz(func(t *testing.T, rev string) {
		arg := rev + ":policy.toml"
		_, err := loadSide(arg)
		if own, _, _ := strings.Cut(arg, ":"); strings.HasPrefix(own, "-") && err == nil {
			t.Errorf("loadSide(%q) read a revision that starts with \"-\"", arg)
		}
		if after := listTree(t, dir); !slices.Equal(after, before) {
			t.Fatalf("loadSide(%q) changed the files of the repository:\nbefore %v\nafter  %v", arg, before, after)
		}
	})
}

// listTree lists the paths under dir, but not inside .git, sorted.
func listTree(t testing.TB, dir string) []string {
	t.Helper()
	var names []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		names = append(names, p)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(names)
	return names
}
