package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestRobotsTestDirWildcardsNotStated (new-user trial 27, F-14): with --dir, an answer that a rule
// with "*" or "$" gives, for an agent whose policy does not state robots_txt.wildcards, comes with
// a note on standard error, once per line: build refuses such a snippet, and the page does not say
// the crawler supports them. Failed before: no note. An agent whose policy states them, and a
// rule without them, get none.
func TestRobotsTestDirWildcardsNotStated(t *testing.T) {
	const file = "User-agent: *\nDisallow: /$\nDisallow: /private/\n"
	test := func(dir, agent string) (string, string) {
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"robots", "test", "--dir", dir, "--agent", agent, "--file", "-", "https://x.example/", "https://x.example/private/a", "https://x.example/"}, strings.NewReader(file), &out, &errb)
		if code != 0 {
			t.Fatalf("--dir %s: exit %d, %s", dir, code, errb.String())
		}
		return out.String(), errb.String()
	}
	out, errs := test("examples/gazette-bot", "GazetteBot")
	const want = "sitegen: note: line 2 (Disallow: /$) holds \"*\" or \"$\", which the answers read as special characters (RFC 9309 §2.2.3); the policy of --dir does not state that GazetteBot supports them (robots_txt.wildcards), and its page does not say so\n"
	if strings.Count(errs, "sitegen: note: line") != 1 || !strings.Contains(errs, want) {
		t.Errorf("gazette-bot: stderr\n%s\nwant once\n%s", errs, want)
	}
	if !strings.Contains(out, "DISALLOWED https://x.example/  Disallow: /$ (line 2)\n") {
		t.Errorf("gazette-bot: the answer changed:\n%s", out)
	}
	if _, errs := test("examples/civic-ingestor", "civic-ingestor"); strings.Contains(errs, "robots_txt.wildcards") {
		t.Errorf("civic-ingestor states wildcards = true, but:\n%s", errs)
	}
}
