package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestValidateFileInFolderWithoutPolicy (trial 29, F-04): validate FILE takes FILE's folder as the
// site folder for its message files and templates; that folder needs no policy.toml of its own,
// FILE being the policy. Before, a folder with locales/ but no policy.toml gave "no policy.toml
// in ." after the file's own problems, and exit 1 for a valid file; a message file of the folder
// with an unknown ID is still reported.
func TestValidateFileInFolderWithoutPolicy(t *testing.T) {
	src, err := os.ReadFile("examples/gmina-bot/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	write := func(dir, name, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	valid := t.TempDir()
	write(valid, "p3.toml", string(src))
	write(valid, "locales/en/about.md", "We crawl.\n")
	invalid := t.TempDir()
	write(invalid, "p1.toml", strings.Replace(string(src), "[site]", "[site]\nnot_a_key = 1", 1))
	write(invalid, "locales/en/about.md", "We crawl.\n")
	badMessages := t.TempDir()
	write(badMessages, "p3.toml", string(src))
	write(badMessages, "locales/en/messages.en.toml", "[no_such_message_t29]\nother = \"x\"\n")
	for _, c := range []struct {
		file     string
		code     int
		want     string // a line the output holds
		wantNone string // a line it must not hold
	}{
		{filepath.Join(valid, "p3.toml"), 0, filepath.Join(valid, "p3.toml") + ": valid", "no policy.toml"},
		{filepath.Join(invalid, "p1.toml"), exitFailure, "site.not_a_key", "no policy.toml"},
		{filepath.Join(badMessages, "p3.toml"), exitFailure, "no_such_message_t29", "no policy.toml"},
	} {
		code, stdout, stderr := runSitegen("validate", c.file)
		out := stdout + stderr
		if code != c.code || !strings.Contains(out, c.want) || strings.Contains(out, c.wantNone) {
			t.Errorf("validate %s: exit %d, output:\n%s\nwant exit %d, %q and no %q", c.file, code, out, c.code, c.want, c.wantNone)
		}
		if c.code == 0 && stdout != c.want+"\n" {
			t.Errorf("validate %s: stdout %q, want %q", c.file, stdout, c.want+"\n")
		}
	}
}

// TestRobotsTestExemptPath (trial 29, F-01): robots test --dir marks a disallowed URL whose path
// the agent fetches whatever robots.txt says (agents.X.robots_txt_exempt_paths): in the text
// output with "fetched all the same", in the JSON with the key in "obeyed_except"; a URL with
// another path is left as it was. Before, the key was unknown and the answer a plain DISALLOWED.
func TestRobotsTestExemptPath(t *testing.T) {
	src, err := os.ReadFile("examples/gmina-bot/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	const at = "on_disallow = [\"skip-path\"]\n"
	edited := strings.Replace(string(src), at, at+"robots_txt_exempt_paths = [\"/.well-known/security.txt\"]\n", 1)
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "robots.txt")
	if err := os.WriteFile(file, []byte("User-agent: GminaBot\nDisallow: /\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runSitegen("robots", "test", "--dir", dir, "--file", file, "--agent", "GminaBot", "/.well-known/security.txt", "/x")
	for _, w := range []string{
		"DISALLOWED /.well-known/security.txt  Disallow: / (line 2); fetched all the same (agents.gminabot.robots_txt_exempt_paths)\n",
		"DISALLOWED /x  Disallow: / (line 2)\n",
	} {
		if code != 0 || !strings.Contains(stdout, w) {
			t.Errorf("robots test: exit %d, stdout:\n%s\nstderr:\n%s\nwant the line %q", code, stdout, stderr, w)
		}
	}
	code, stdout, stderr = runSitegen("robots", "test", "--json", "--dir", dir, "--file", file, "--agent", "GminaBot", "/.well-known/security.txt", "/x")
	var results []struct {
		URL          string   `json:"url"`
		Allowed      bool     `json:"allowed"`
		ObeyedExcept []string `json:"obeyed_except"`
	}
	if err := json.Unmarshal([]byte(stdout), &results); err != nil || code != 0 || len(results) != 2 {
		t.Fatalf("robots test --json: exit %d, %v, stdout:\n%s\nstderr:\n%s", code, err, stdout, stderr)
	}
	if r := results[0]; r.Allowed || !slices.Equal(r.ObeyedExcept, []string{"agents.gminabot.robots_txt_exempt_paths"}) {
		t.Errorf("%s: allowed %v, obeyed_except %q; want false and the exempt paths' key", r.URL, r.Allowed, r.ObeyedExcept)
	}
	if r := results[1]; r.Allowed || len(r.ObeyedExcept) != 0 {
		t.Errorf("%s: allowed %v, obeyed_except %q; want false and none", r.URL, r.Allowed, r.ObeyedExcept)
	}
}
