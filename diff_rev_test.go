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

// TestH26DiffRevisionPathFromTheCurrentFolder (hostile trial 2, H26): in a subfolder, git reads
// REV:PATH from the top of the repository, so `diff HEAD:policy.toml policy.toml` compared the
// top's policy with the subfolder's and reported changes nobody made. REV:PATH is read from the
// current folder, as the file argument is, and so are the message overrides beside it.
func TestH26DiffRevisionPathFromTheCurrentFolder(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	other := strings.Replace(string(base), `min_interval = "`, `min_interval = "1`, 1)
	if other == string(base) {
		t.Fatal("testdata/m7/base.toml has no min_interval")
	}
	dir := diffRepo(t, other, map[string]string{"sub/policy.toml": string(base), "sub/locales/en/x.en.toml": "[x]\nother = \"x\"\n"})
	t.Chdir(filepath.Join(dir, "sub"))
	for _, args := range [][]string{{"HEAD:policy.toml", "policy.toml"}, {"HEAD:./policy.toml", "policy.toml"}, {"HEAD:../sub/policy.toml", "policy.toml"}} {
		code, out, errs := runSitegen(append([]string{"diff"}, args...)...)
		if code != exitOK || errs != "" {
			t.Errorf("in sub/, diff %q: exit %d, want 0 (sub/policy.toml is unchanged)\nstdout:\n%s\nstderr:\n%s", args, code, out, errs)
		}
	}
	// The top's policy is still reached by its path from here.
	if code, out, errs := runSitegen("diff", "HEAD:../policy.toml", "policy.toml"); code != exitFailure || !strings.Contains(out, "/limits/min_interval") {
		t.Errorf("diff HEAD:../policy.toml policy.toml: exit %d\n%s%s", code, out, errs)
	}
}
