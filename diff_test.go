package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// git runs git in dir for a test, failing it on error.
func gitT(t testing.TB, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=sitegen", "-c", "user.email=ci@bot.example"}, args...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// diffRepo makes a git repository whose first commit holds policy (as policy.toml) and the given
// files, and returns its folder, the current folder of the test.
func diffRepo(t testing.TB, policy string, files map[string]string) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("git is missing")
		}
		t.Skip("needs git")
	}
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("policy.toml", policy)
	for name, text := range files {
		write(name, text)
	}
	gitT(t, dir, "init", "-q")
	gitT(t, dir, "add", ".")
	gitT(t, dir, "commit", "-q", "-m", "base")
	t.Chdir(dir)
	return dir
}

// runSitegen runs sitegen with args and returns its exit code, standard output and error.
func runSitegen(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// TestM7ReviewIgnoresTheChangesOwnMessageOverrides is defect M7 of the hostile trial: a pull
// request that adds message overrides in locales/ must not rewrite its own review. The review is
// written with sitegen's own messages and says that the site's overrides changed.
func TestM7ReviewIgnoresTheChangesOwnMessageOverrides(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := diffRepo(t, string(base), nil)
	faster := strings.Replace(string(base), `min_interval = "2s"`, `min_interval = "1s"`, 1)
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(faster), 0o644); err != nil {
		t.Fatal(err)
	}
	override := "[diff.class]\nless_polite = \"The crawler becomes more polite.\"\n\n[diff.class_heading]\nlooser = \"More polite\"\n"
	if err := os.MkdirAll(filepath.Join(dir, "locales", "en"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "locales", "en", "pr.en.toml"), []byte(override), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"text", "markdown", "json"} {
		code, out, errs := runSitegen("diff", "--format", format, "HEAD:policy.toml", "policy.toml")
		if code != exitFailure {
			t.Fatalf("%s: exit %d, want 1\nstdout:\n%s\nstderr:\n%s", format, code, out, errs)
		}
		for _, forged := range []string{"becomes more polite", "More polite"} {
			if strings.Contains(out, forged) {
				t.Errorf("%s: the review says %q, from the change's own overrides:\n%s", format, forged, out)
			}
		}
		for _, want := range []string{"This change makes the crawler less polite. The change needs sign-off.", "locales/en/pr.en.toml"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: the review lacks %q:\n%s", format, want, out)
			}
		}
		if format == "markdown" && !strings.Contains(out, "### Less polite, or possibly less polite: needs sign-off (1)") {
			t.Errorf("markdown: the product's class heading is missing:\n%s", out)
		}
	}

	// The same review when the overrides were already in the base: still the product's messages,
	// and no note, since they did not change.
	gitT(t, dir, "add", ".")
	gitT(t, dir, "commit", "-q", "-m", "overrides and a faster rate")
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), base, 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, _ := runSitegen("diff", "HEAD:policy.toml", "policy.toml")
	if strings.Contains(out, "pr.en.toml") || !strings.Contains(out, "This change makes the crawler more polite.") {
		t.Errorf("unchanged overrides: want the product's stricter sentence and no note:\n%s", out)
	}
}
