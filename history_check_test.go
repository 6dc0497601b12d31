package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckInAShallowClone: a CI checkout without the whole history (actions/checkout's default
// depth of 1) builds a page of changes that lists the current version alone. check says that it
// does not compare the page of changes and changes.atom then, and still finds every other stale
// file; with the whole history it compares them too.
func TestCheckInAShallowClone(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := diffRepo(t, string(base), nil)
	faster := strings.Replace(string(base), `min_interval = "2s"`, `min_interval = "1s"`, 1)
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(faster), 0o644); err != nil {
		t.Fatal(err)
	}
	gitT(t, dir, "commit", "-q", "-am", "faster")
	if code, _, stderr := runSitegen("build"); code != 0 {
		t.Fatalf("build: exit %d\n%s", code, stderr)
	}
	gitT(t, dir, "add", ".")
	gitT(t, dir, "commit", "-q", "-m", "site")

	shallow := filepath.Join(t.TempDir(), "clone")
	gitT(t, dir, "clone", "-q", "--depth", "1", "file://"+dir, shallow)
	t.Chdir(shallow)
	code, stdout, stderr := runSitegen("check")
	if code != 0 || !strings.Contains(stdout, "public: up to date") {
		t.Fatalf("check in a shallow clone: exit %d\n%s%s", code, stdout, stderr)
	}
	if !strings.Contains(stderr, "shallow clone") || !strings.Contains(stderr, "public: the page of changes and changes.atom are not compared without the whole git history (a shallow clone holds only part of it)\n") {
		t.Errorf("check in a shallow clone does not say what it left out:\n%s", stderr)
	}
	// Every other file is still compared.
	if err := os.WriteFile(filepath.Join(shallow, "public", "en", "index.md"), []byte("edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, stdout, _ := runSitegen("check"); code != 1 || !strings.Contains(stdout, "public/en/index.md: stale") {
		t.Errorf("check in a shallow clone missed a stale page: exit %d\n%s", code, stdout)
	}

	// With the whole history, the page of changes is compared: one edited is stale.
	t.Chdir(dir)
	if err := os.WriteFile(filepath.Join(dir, "public", "en", "changes.md"), []byte("edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, stdout, _ := runSitegen("check"); code != 1 || !strings.Contains(stdout, "public/en/changes.md: stale") {
		t.Errorf("check with the whole history missed a stale page of changes: exit %d\n%s", code, stdout)
	}
}

// TestCheckOutsideGit: a site folder in no git repository has no history to miss: its page of
// changes and changes.atom list the current version alone wherever it is built, so check compares
// them as it compares every other file (newuser13 finding 4: a tampered changes.html and
// changes.atom and a deleted de/changes.md passed as up to date, and check said that they were
// not compared "without the whole git history", where there is no git history at all). The same
// holds for a repository in which policy.toml has no commit yet.
func TestCheckOutsideGit(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		git  bool
	}{{"no repository", false}, {"no commit of policy.toml", true}} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv("GIT_CEILING_DIRECTORIES", filepath.Dir(dir))
			if err := os.WriteFile(filepath.Join(dir, "policy.toml"), base, 0o644); err != nil {
				t.Fatal(err)
			}
			if c.git {
				gitT(t, dir, "init", "-q")
			}
			if code, _, stderr := runSitegen("build", "--dir", dir); code != 0 {
				t.Fatalf("build: exit %d\n%s", code, stderr)
			}
			code, stdout, stderr := runSitegen("check", "--dir", dir)
			if code != 0 || strings.Contains(stderr, "not compared") {
				t.Errorf("check of the site as built: exit %d\n%s%s", code, stdout, stderr)
			}
			pub := filepath.Join(dir, "public")
			appendTo := func(name, text string) {
				t.Helper()
				f, err := os.OpenFile(filepath.Join(pub, name), os.O_APPEND|os.O_WRONLY, 0)
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				if _, err := f.WriteString(text); err != nil {
					t.Fatal(err)
				}
			}
			appendTo(filepath.Join("en", "changes.html"), "<!-- tampered -->\n")
			appendTo("changes.atom", "junk\n")
			if err := os.Remove(filepath.Join(pub, "de", "changes.md")); err != nil {
				t.Fatal(err)
			}
			code, stdout, _ = runSitegen("check", "--dir", dir)
			if code != 1 {
				t.Errorf("check after tampering with the page of changes: exit %d, want 1\n%s", code, stdout)
			}
			for _, name := range []string{"en/changes.html", "changes.atom", "de/changes.md"} {
				if !strings.Contains(stdout, name) {
					t.Errorf("check does not name %s:\n%s", name, stdout)
				}
			}
		})
	}
}

// TestCheckWithoutGitNamesTheCase: where git cannot be run, some history may be missing, and
// check's note says that git did not read it (a shallow clone's says so of the clone).
func TestCheckWithoutGitNamesTheCase(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), base, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	t.Setenv("PATH", "")
	if code, _, stderr := runSitegen("build"); code != 0 {
		t.Fatalf("build: exit %d\n%s", code, stderr)
	}
	code, stdout, stderr := runSitegen("check")
	if code != 0 || !strings.Contains(stderr, "public: the page of changes and changes.atom are not compared without the whole git history (git did not read it; see the note above)\n") {
		t.Errorf("check without git: exit %d\n%s%s", code, stdout, stderr)
	}
}
