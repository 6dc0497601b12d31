package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/generator"
)

// brokenSite copies examples/gmina-bot into a temporary folder with one problem of each kind a
// site folder can have (report of new user 3, 3.3): a policy error, a number and raw HTML in
// prose, a prose file missing in one language, one larger than sitegen reads. It returns the
// folder and the problems, in the order printed.
func brokenSite(t *testing.T) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("examples/gmina-bot")); err != nil {
		t.Fatal(err)
	}
	edit := func(name string, f func(string) string) {
		t.Helper()
		file := filepath.Join(dir, name)
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(f(string(b))), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	edit("policy.toml", func(s string) string {
		if !strings.Contains(s, "\nconcurrency = 1\n") {
			t.Fatal("examples/gmina-bot/policy.toml: no concurrency = 1 to break")
		}
		return strings.Replace(s, "\nconcurrency = 1\n", "\nconcurrency = 0\n", 1)
	})
	edit("locales/en/about.md", func(s string) string { return s + "\nWe fetch 35 pages.\n\n<div>x</div>\n" })
	lines := strings.Count(readFile(t, filepath.Join(dir, "locales/en/about.md")), "\n")
	if err := os.Remove(filepath.Join(dir, "locales/pl/data.md")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "locales/de/data.md"), []byte(strings.Repeat("a", generator.MaxProseBytes+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	policyLine := 1 + slices.Index(strings.Split(readFile(t, filepath.Join(dir, "policy.toml")), "\n"), "concurrency = 0")
	return dir, []string{
		"policy.toml:" + itoa(policyLine) + ":1: limits.concurrency: 0 is below 1 (want a whole number of at least 1)",
		"locales/en/about.md:" + itoa(lines-2) + ":10: number \"35\" outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{35}})",
		"locales/en/about.md:" + itoa(lines) + ": raw HTML is not allowed in prose (write Markdown)",
		"locales/de/data.md: larger than 1 MiB, the most sitegen reads of such a file",
		"locales/pl/data.md: missing (the file exists in en, de, fr: write it in pl too, or delete it in every language)",
	}
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func itoa(n int) string { return strconv.Itoa(n) }

// problemLines returns the lines of a command's output that are not warnings
// ("FILE:LINE:COL: warning: …"), without the final newline: the problems, in the order printed.
func problemLines(out string) []string {
	var lines []string
	for l := range strings.SplitSeq(strings.TrimSpace(out), "\n") {
		if !strings.Contains(l, ": warning: ") {
			lines = append(lines, l)
		}
	}
	return lines
}

// TestAllProblemsAtOnce: validate, build and check each report, in one run, the policy's
// problem and every problem of the prose, with its file and line and what would be right; before
// (new user 3, 3.3), a policy error hid the raw HTML, the missing file and the file too large.
func TestAllProblemsAtOnce(t *testing.T) {
	dir, want := brokenSite(t)
	prefixed := func(lines []string) []string {
		out := make([]string, len(lines))
		for i, l := range lines {
			out[i] = filepath.ToSlash(dir) + "/" + l
		}
		return out
	}
	for _, c := range []struct {
		args   []string
		stdout bool
		want   []string
	}{
		{[]string{"validate", "--dir", dir}, true, prefixed(want)},
		{[]string{"build", "--dir", dir}, false, prefixed(want)},
		{[]string{"check", "--dir", dir}, true, prefixed(want)},
	} {
		code, stdout, stderr := runSitegen(c.args...)
		got := stderr
		if c.stdout {
			got = stdout
		}
		lines := problemLines(got)
		if code != exitFailure || !slices.Equal(lines, c.want) {
			t.Errorf("%s: exit %d, problems:\n%s\nwant exit 1 and:\n%s", strings.Join(c.args, " "), code, strings.Join(lines, "\n"), strings.Join(c.want, "\n"))
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "public")); err == nil {
		t.Error("a failed build wrote public/")
	}
}

// TestValidateSiteFolder (new user 3, 3.8): validate takes --dir as build, check, verify and
// export do, and still a FILE; a FILE or folder that does not exist is a usage error (exit 2),
// as is giving both.
func TestValidateSiteFolder(t *testing.T) {
	for _, c := range []struct {
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{[]string{"validate", "--dir", "examples/gmina-bot"}, 0, "examples/gmina-bot/policy.toml: valid\n", ""},
		{[]string{"validate", "examples/gmina-bot/policy.toml"}, 0, "examples/gmina-bot/policy.toml: valid\n", ""},
		{[]string{"validate", "nonexist.toml"}, exitUsage, "", "sitegen: nonexist.toml: no such file (give a policy file, e.g. policy.toml, or - for standard input)\nRun 'sitegen validate --help' for usage.\n"},
		{[]string{"validate", "--dir", "nonexist"}, exitUsage, "", "sitegen: --dir nonexist: no such folder (want a site folder with a policy.toml)\nRun 'sitegen validate --help' for usage.\n"},
		{[]string{"validate", "--dir", "examples", "x.toml"}, exitUsage, "", "sitegen: give either FILE (x.toml) or --dir examples, not both\nRun 'sitegen validate --help' for usage.\n"},
		{[]string{"validate", "--dir", "examples"}, exitUsage, "", "sitegen: no policy.toml in examples (give the site folder with --dir SITE, or a policy file)\nRun 'sitegen validate --help' for usage.\n"},
	} {
		code, stdout, stderr := runSitegen(c.args...)
		if code != c.code || stdout != c.stdout || stderr != c.stderr {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %d, %q, %q", strings.Join(c.args, " "), code, stdout, stderr, c.code, c.stdout, c.stderr)
		}
	}
}

// TestHistoryFreshRepository (new user 3, 3.10): a build in a repository with no commit yet
// (git init) says so in its own words, not git's "fatal: bad revision 'HEAD'".
func TestHistoryFreshRepository(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Setenv("GIT_CEILING_DIRECTORIES", filepath.Dir(dir))
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), base, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("git", "-C", dir, "init", "-q").CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	_, note := readHistory(dir, nil)
	want := filepath.Join(dir, "policy.toml") + ": no git history (the repository has no commit yet: commit policy.toml, and each committed version is an entry): the page of changes and changes.atom list the current version alone"
	if note != want {
		t.Errorf("note %q, want %q", note, want)
	}
	if err := os.RemoveAll(filepath.Join(dir, ".git")); err != nil {
		t.Fatal(err)
	}
	if _, note := readHistory(dir, nil); !strings.Contains(note, "no git history (not in a git repository)") {
		t.Errorf("outside a repository: note %q", note)
	}
}
