package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRobotsTestDirMaxSize (new-user trial 30, F-02): robots test --dir reads as much of the file
// as the policy says the crawler parses (robots_txt.max_size, or the agent's own
// robots_txt_handling.max_size), not RFC 9309's 500 KiB, so that a group past byte 512000 but
// within 1 MiB decides, as the page ("The first 1 MiB of the file is parsed") promises; the note
// on a longer file names the policy's key. An explicit --max-bytes stands, with a note that the
// crawler reads another amount.
func TestRobotsTestDirMaxSize(t *testing.T) {
	policyFile := filepath.Join("generator", "testdata", "trial30", "policy.toml")
	general := siteWith(t, policyFile, "cache_for = \"24h\"\n", "cache_for = \"24h\"\nmax_size = \"1MiB\"\n")
	own := siteWith(t, policyFile, "http = { methods", "robots_txt_handling = { max_size = \"600KiB\" }\nhttp = { methods")
	// 40,000 rules for "*", about 749 kB, then the crawler's group.
	var b strings.Builder
	b.WriteString("User-agent: *\n")
	for i := range 40000 {
		b.WriteString("Disallow: /p" + itoa(i) + "/\n")
	}
	b.WriteString("User-agent: KestrelTxtBot\nDisallow: /ads.txt\n")
	robotsFile := filepath.Join(t.TempDir(), "robots.txt")
	if err := os.WriteFile(robotsFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	line := itoa(40003)
	for _, tt := range []struct {
		name string
		args []string
		want []string // lines of the output, in order
	}{{
		name: "the policy's max_size",
		args: []string{"--dir", general},
		want: []string{"DISALLOWED /ads.txt  Disallow: /ads.txt (line " + line + ")"},
	}, {
		name: "the agent's own max_size",
		args: []string{"--dir", own},
		want: []string{
			"sitegen: note: " + robotsFile + " is longer than 614400 bytes; the rest is not read (agents.kestreltxtbot.robots_txt_handling.max_size = \"600KiB\", RFC 9309 §2.5)",
			"ALLOWED /ads.txt  no group applies",
		},
	}, {
		name: "--max-bytes given",
		args: []string{"--dir", general, "--max-bytes", "512000"},
		want: []string{
			"sitegen: note: " + filepath.Join(general, "policy.toml") + ": robots_txt.max_size = \"1MiB\": KestrelTxtBot reads the first 1048576 bytes of robots.txt; --max-bytes 512000 reads another amount, so the answers may not be the crawler's",
			"sitegen: note: " + robotsFile + " is longer than 512000 bytes; the rest is not read (RFC 9309 §2.5)",
			"ALLOWED /ads.txt  no group applies",
		},
	}} {
		t.Run(tt.name, func(t *testing.T) {
			var both bytes.Buffer
			args := append([]string{"robots", "test", "--agent", "KestrelTxtBot", "--file", robotsFile}, tt.args...)
			code := run(context.Background(), append(args, "/ads.txt"), strings.NewReader(""), &both, &both)
			got := both.String()
			at := 0
			for _, w := range tt.want {
				i := strings.Index(got[at:], w+"\n")
				if i < 0 {
					t.Errorf("exit %d, output\n%s\nlacks, after what came before it:\n%s", code, got, w)
					break
				}
				at += i + len(w)
			}
			if code != 0 {
				t.Errorf("exit %d, want 0", code)
			}
		})
	}
}
