package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestReadmeExitCodes reads the README's table of exit codes and runs, for each command and each
// code the table gives it, a case that must exit with that code; a code the table claims with no
// case here, a case whose code the table leaves empty, and a command without a row all fail the
// test. conform's 0 and 1 take a crawler's run of seconds: TestConformExamples (0) and
// TestConformImpolite (1) check them.
func TestReadmeExitCodes(t *testing.T) {
	rows := readmeExitCodes(t)
	tmp := t.TempDir()
	site := filepath.Join(tmp, "site")
	if err := os.CopyFS(site, os.DirFS("examples/feed-reader")); err != nil {
		t.Fatal(err)
	}
	broken := filepath.Join(tmp, "broken")
	if err := os.CopyFS(broken, os.DirFS("examples/feed-reader")); err != nil {
		t.Fatal(err)
	}
	pol := readFile(t, filepath.Join(site, "policy.toml"))
	write := func(name, text string) string {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return name
	}
	write(filepath.Join(broken, "policy.toml"), strings.Replace(pol, "schema = 2", "schema = 2\nnonsense = 1", 1))
	changed := write(filepath.Join(tmp, "changed.toml"), strings.Replace(strings.Replace(pol, `every = "30m"`, `every = "45m"`, 1), "last_changed = 2026-12-01", "last_changed = 2026-12-02", 1))
	verifySite := filepath.Join(tmp, "verify")
	write(filepath.Join(verifySite, "policy.toml"), readFile(t, "policy/testdata/policy.toml"))
	robotsTxt := write(filepath.Join(tmp, "robots.txt"), "User-agent: *\nDisallow: /private/\n")
	out := filepath.Join(tmp, "out")
	ua := "examplebot/1.2 (+https://crawler.example/)"
	nowhere := filepath.Join(tmp, "nowhere")

	type run struct {
		args []string
		code int
	}
	// In order: build before check, which compares with what build wrote.
	cases := map[string][]run{
		"validate":        {{[]string{"validate", "policy/testdata/policy.toml"}, 0}, {[]string{"validate", "policy/testdata/bad/several-values.toml"}, 1}, {[]string{"validate", nowhere}, 2}},
		"build":           {{[]string{"build", "--dir", site, "--out", out}, 0}, {[]string{"build", "--dir", broken, "--out", filepath.Join(tmp, "out2")}, 1}, {[]string{"build", "--dir", nowhere}, 2}},
		"check":           {{[]string{"check", "--dir", site, "--out", out}, 0}, {[]string{"check", "--dir", site, "--out", filepath.Join(tmp, "empty")}, 1}, {[]string{"check", "--dir", nowhere}, 2}},
		"diff":            {{[]string{"diff", filepath.Join(site, "policy.toml"), filepath.Join(site, "policy.toml")}, 0}, {[]string{"diff", filepath.Join(site, "policy.toml"), changed}, 1}, {[]string{"diff", filepath.Join(site, "policy.toml"), nowhere}, 2}},
		"export":          {{[]string{"export", "scrapy", "--dir", site, "--out", filepath.Join(tmp, "x.py")}, 0}, {[]string{"export", "scrapy", "--dir", broken, "--out", filepath.Join(tmp, "y.py")}, 1}, {[]string{"export", "nutchy", "--dir", site}, 2}, {[]string{"export", "scrapy", "--dir", site, "--agent", "nobody", "--out", filepath.Join(tmp, "z.py")}, 2}},
		"verify":          {{[]string{"verify", "--dir", verifySite, "--ip", "203.0.113.7", "--user-agent", ua}, 0}, {[]string{"verify", "--dir", verifySite, "--ip", "203.0.113.7", "--user-agent", "curl/8.0"}, 1}, {[]string{"verify", "--dir", nowhere, "--ip", "203.0.113.7"}, 2}},
		"conform":         {{[]string{"conform", "--dir", site}, 2}, {[]string{"conform", "--dir", site, "--agent", "nobody", "--", "true"}, 2}},
		"robots test":     {{[]string{"robots", "test", "--agent", "FooBot", "--file", robotsTxt, "/private/"}, 0}, {[]string{"robots", "test", "--agent", "FooBot", "--file", tmp, "/"}, 1}, {[]string{"robots", "test", "--agent", "FooBot", "--file", nowhere, "/"}, 2}},
		"schema":          {{[]string{"schema"}, 0}, {[]string{"schema", "extra"}, 2}},
		"--version, help": {{[]string{"--version"}, 0}, {[]string{"help"}, 0}},
	}
	elsewhere := map[string][]int{"conform": {0, 1}}
	order := []string{"validate", "build", "check", "diff", "export", "verify", "conform", "robots test", "schema", "--version, help"}

	// Every command has a row: the root's commands, and robots' own.
	var commands []string
	for _, c := range newRootCmd(streams{}).Commands() {
		switch c.Name() {
		case "help", "completion":
		case "robots":
			for _, sub := range c.Commands() {
				commands = append(commands, "robots "+sub.Name())
			}
		default:
			commands = append(commands, c.Name())
		}
	}
	for _, c := range commands {
		if _, ok := rows[c]; !ok {
			t.Errorf("README: no exit codes for %s", c)
		}
	}
	for cmd := range rows {
		if _, ok := cases[cmd]; !ok {
			t.Errorf("README: a row for %q, which this test does not know", cmd)
		}
	}
	for _, cmd := range order {
		claimed := rows[cmd]
		var tested []int
		for _, r := range cases[cmd] {
			tested = append(tested, r.code)
		}
		tested = append(tested, elsewhere[cmd]...)
		for code := range 3 {
			if claimed[code] != slices.Contains(tested, code) {
				t.Errorf("README: %s: code %d %s, but this test has %s", cmd, code, map[bool]string{true: "is claimed", false: "is not claimed"}[claimed[code]], map[bool]string{true: "a case for it", false: "none"}[slices.Contains(tested, code)])
			}
		}
		for _, r := range cases[cmd] {
			code, stdout, stderr := runSitegen(r.args...)
			if code != r.code {
				t.Errorf("sitegen %s: exit %d, README says %d\nstdout:\n%s\nstderr:\n%s", strings.Join(r.args, " "), code, r.code, stdout, stderr)
			}
		}
	}
	if code, _, _ := runSitegen("nosuchcommand"); code != exitUsage {
		t.Errorf("an unknown command: exit %d, README says 2", code)
	}
}

// readmeExitCodes returns the README's table of exit codes: by command ("validate",
// "robots test", "--version, help"), whether it claims each of 0, 1 and 2 (a non-empty cell).
func readmeExitCodes(t *testing.T) map[string][3]bool {
	t.Helper()
	readme := readFile(t, "README.md")
	i := strings.Index(readme, "| command | 0 | 1 | 2 |")
	if i < 0 {
		t.Fatal("README: no table of exit codes (| command | 0 | 1 | 2 |)")
	}
	rows := map[string][3]bool{}
	for _, line := range strings.Split(readme[i:], "\n")[2:] {
		if !strings.HasPrefix(line, "|") {
			break
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) != 4 {
			t.Fatalf("README: exit codes: %d cells in %q, want 4", len(cells), line)
		}
		cmd := strings.ReplaceAll(strings.TrimSpace(cells[0]), "`", "")
		var claimed [3]bool
		for code := range 3 {
			claimed[code] = strings.TrimSpace(cells[code+1]) != ""
		}
		rows[cmd] = claimed
	}
	if len(rows) == 0 {
		t.Fatal("README: the table of exit codes has no rows")
	}
	return rows
}
