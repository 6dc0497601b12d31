package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestExportVersionNotUsed (newuser13 #10): --version fills {version} only where the policy
// publishes no version; where it publishes one, a note on stderr says the flag is not used, and
// the User-Agent keeps the published version.
func TestExportVersionNotUsed(t *testing.T) {
	out := filepath.Join(t.TempDir(), "p.py")
	code, _, stderr := runSitegen("export", "scrapy", "--dir", "examples/gmina-bot", "--version", "9.9", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if want := `sitegen export: --version 9.9 is not used: the policy publishes version "0.2" of agent "gminabot"`; !strings.Contains(stderr, want+"\n") {
		t.Errorf("stderr lacks %q:\n%s", want, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "GminaBot/0.2;") || strings.Contains(string(data), "9.9") {
		t.Errorf("the User-Agent is not the published one:\n%s", data)
	}
}

// TestRobotsTestWithoutURL (newuser13 #10): robots test without a URL says what to give, not
// cobra's "requires at least 1 arg(s)", and exits 2.
func TestRobotsTestWithoutURL(t *testing.T) {
	file := filepath.Join(t.TempDir(), "robots.txt")
	if err := os.WriteFile(file, []byte("User-agent: *\nDisallow: /x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runSitegen("robots", "test", "--agent", "FooBot", "--file", file)
	if code != 2 || !strings.Contains(stderr, "sitegen: give at least one URL or path to test") || strings.Contains(stderr, "arg(s)") {
		t.Errorf("exit %d\n%s", code, stderr)
	}
}

// TestOversizedPolicySameMessage (newuser13 #10): build and validate say the same of a policy
// larger than sitegen reads.
func TestOversizedPolicySameMessage(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "huge")
	if err := os.MkdirAll(site, 0o755); err != nil {
		t.Fatal(err)
	}
	big := "schema = 2\n" + strings.Repeat("# padding padding padding padding padding padding\n", 5<<20/50)
	if err := os.WriteFile(filepath.Join(site, "policy.toml"), []byte(big), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	bcode, bout, berr := runSitegen("build", "--dir", "huge")
	vcode, vout, verr := runSitegen("validate", "--dir", "huge")
	const want = "huge/policy.toml: larger than 4 MiB, the most sitegen reads of a policy (the largest example has 15 KiB)\n"
	if bcode != 1 || !strings.Contains(berr, want) {
		t.Errorf("build: exit %d\n%s%s", bcode, bout, berr)
	}
	if vcode != 1 || !strings.Contains(vout, want) {
		t.Errorf("validate: exit %d\n%s%s", vcode, vout, verr)
	}
}

// TestWarningsSortedByLine (newuser13 #10): the warning on site.last_changed (a date after the
// build's day, found after the policy's own warnings) is printed in its line's place, by build and
// by validate alike.
func TestWarningsSortedByLine(t *testing.T) {
	pol, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	text := string(pol)
	// A robots.txt cache over RFC 9309's 24 hours (line 46) below a date of last change after
	// the day of the build (line 9).
	for old, new := range map[string]string{"last_changed = 2026-11-29": "last_changed = 2099-12-01", `cache_for = "24h"`: `cache_for = "48h"`, `takes_effect_within = "24h"`: `takes_effect_within = "48h"`} {
		if !strings.Contains(text, old) {
			t.Fatalf("testdata/m7/base.toml: no %s", old)
		}
		text = strings.Replace(text, old, new, 1)
	}
	dir := t.TempDir()
	site := filepath.Join(dir, "fut")
	if err := os.MkdirAll(site, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(site, "policy.toml"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	for _, cmd := range []string{"validate", "build"} {
		_, stdout, stderr := runSitegen(cmd, "--dir", "fut", "--out", filepath.Join(dir, "out"))
		if cmd == "validate" {
			_, stdout, stderr = runSitegen(cmd, "--dir", "fut")
		}
		var lines []int
		for _, l := range strings.Split(stdout+stderr, "\n") {
			rest, ok := strings.CutPrefix(l, "fut/policy.toml:")
			if !ok || !strings.Contains(l, ": warning: ") {
				continue
			}
			var n int
			for _, c := range rest {
				if c < '0' || c > '9' {
					break
				}
				n = n*10 + int(c-'0')
			}
			lines = append(lines, n)
		}
		if len(lines) < 2 {
			t.Fatalf("%s: want at least two warnings, got %v\n%s%s", cmd, lines, stdout, stderr)
		}
		for i := 1; i < len(lines); i++ {
			if lines[i] < lines[i-1] {
				t.Errorf("%s: warnings not by line: %v\n%s%s", cmd, lines, stdout, stderr)
				break
			}
		}
	}
}

// TestReadmePoliteSnippet (newuser13 #13): the README's polite snippet, which shows Fetch.Keys for
// robots_txt.check = "before-every-run" and Options.Resolve from SITEGEN_HOSTS, compiles against
// the packages as they are, with the hostsFrom it gives below it.
func TestReadmePoliteSnippet(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		gobin = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	if _, err := os.Stat(gobin); err != nil {
		t.Skip("needs the go command")
	}
	readme := readFile(t, "README.md")
	_, section, ok := strings.Cut(readme, "## Enforcing the policy in a Go crawler\n")
	if !ok {
		t.Fatal("README: no section Enforcing the policy in a Go crawler")
	}
	var blocks []string
	for len(blocks) < 2 {
		var found bool
		_, section, found = strings.Cut(section, "```go\n")
		if !found {
			t.Fatalf("README: %d Go blocks in the section, want 2", len(blocks))
		}
		var code string
		code, section, _ = strings.Cut(section, "```\n")
		blocks = append(blocks, code)
	}
	for _, want := range []string{"Keys: map[policy.Scope]string{policy.ScopeRun: runID}", `Resolve: hostsFrom(os.Getenv("SITEGEN_HOSTS"))`} {
		if !strings.Contains(blocks[0], want) {
			t.Errorf("README's polite snippet lacks %s", want)
		}
	}
	src := `package readmesnippet

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/netip"
	"os"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

func snippet(ctx context.Context, runID string) {
	{
` + blocks[0] + `
		_ = resp
	}
}

` + blocks[1]
	tmp := t.TempDir()
	file := filepath.Join(tmp, "snippet.go")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": {filepath.Join(wd, "internal", "readmesnippet", "snippet.go"): file}})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(tmp, "overlay.json"), overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(gobin, "build", "-overlay", filepath.Join(tmp, "overlay.json"), "./internal/readmesnippet")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("the README's polite snippet does not compile: %v\n%s\n%s", err, out, src)
	}
}
