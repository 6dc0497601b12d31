package main

import (
	"os"
	"strings"
	"testing"
)

// maxReadmeRowWords bounds a row of the README's tables of files and commands: a row says what
// a file or a command is; what it does in full is in docs/output.md and docs/commands.md.
const maxReadmeRowWords = 120

// TestReadmeStartsWithOwnSite (#11, new-user trial 31 F-26): after the two commands and the
// introduction, the README's first section says where a policy.toml goes and how to validate,
// build and check its site; the rows of "What a build writes" and "Commands" are short, and the
// pages they point to for the rest exist. Failed before: the first section was "What a build
// writes", with a row of some 300 words, and the robots test and diff rows had hundreds.
func TestReadmeStartsWithOwnSite(t *testing.T) {
	readme := readFile(t, "README.md")
	sections := strings.Split(readme, "\n## ")
	if len(sections) < 2 || !strings.HasPrefix(sections[1], "Your own crawler's site\n") {
		t.Fatalf("README's first section is not \"Your own crawler's site\": %.60q", sections[1])
	}
	start := sections[1]
	for _, want := range []string{"with a `policy.toml`", "```toml\n", "sitegen validate --dir site", "sitegen build --dir site", "sitegen check --dir site", "Use in CI"} {
		if !strings.Contains(start, want) {
			t.Errorf("README's \"Your own crawler's site\" lacks %q", want)
		}
	}
	for _, sec := range sections[1:] {
		title, body, _ := strings.Cut(sec, "\n")
		if title != "What a build writes" && title != "Commands" {
			continue
		}
		for _, line := range strings.Split(body, "\n") {
			if n := len(strings.Fields(line)); strings.HasPrefix(line, "| `") && n > maxReadmeRowWords {
				t.Errorf("README, %q: a row of %d words (at most %d; the rest goes to docs/):\n%.120s…", title, n, maxReadmeRowWords, line)
			}
		}
	}
	for _, doc := range []string{"docs/output.md", "docs/commands.md"} {
		if !strings.Contains(readme, "("+doc+")") {
			t.Errorf("README does not link %s", doc)
		}
		if _, err := os.Stat(doc); err != nil {
			t.Error(err)
		}
	}
}
