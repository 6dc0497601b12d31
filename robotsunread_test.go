package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestRobotsTestUnreadLines (new-user trial 25, F-01): robots test says, on standard error and
// with its line, each line of the groups that apply that it does not evaluate (a Content-Usage
// preference, a Content-Signal, an unknown key), and names none of another group's; the
// verdicts are the same as without those lines.
func TestRobotsTestUnreadLines(t *testing.T) {
	const file = "User-agent: *\nContent-Usage: train-ai=n\nDisallow: /private/\nContent-Signal: search=yes\nNoindex: /x\n\nUser-agent: OtherBot\nContent-Usage: n\nDisallow: /\n"
	robotsTest := func(file string) (int, string, string) {
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"robots", "test", "--agent", "WrenBot", "--file", "-", "https://a.example/page", "https://a.example/private/p"}, strings.NewReader(file), &out, &errb)
		return code, out.String(), errb.String()
	}
	code, out, errs := robotsTest(file)
	const wantErr = `sitegen: note: standard input line 2, in the group of line 1 that applies: "Content-Usage: train-ai=n" is an AI usage preference (IETF draft-ietf-aipref-attach), not an RFC 9309 rule; robots test does not evaluate it, and the answers do not depend on it
sitegen: note: standard input line 4, in the group of line 1 that applies: "Content-Signal: search=yes" is a content signal, not an RFC 9309 rule; robots test does not evaluate it, and the answers do not depend on it
sitegen: note: standard input line 5, in the group of line 1 that applies: "Noindex: /x" is not an RFC 9309 rule; robots test does not evaluate it, and the answers do not depend on it
`
	if errs != wantErr {
		t.Errorf("stderr:\n%s\nwant:\n%s", errs, wantErr)
	}
	// The same verdicts as the file without the lines robots test does not read.
	plainCode, plainOut, plainErrs := robotsTest("User-agent: *\n\nDisallow: /private/\n\n\n\nUser-agent: OtherBot\n\nDisallow: /\n")
	if code != plainCode || out != plainOut || plainErrs != "" {
		t.Errorf("with the lines: exit %d, stdout\n%s\nwithout: exit %d, stdout\n%s\nstderr %q", code, out, plainCode, plainOut, plainErrs)
	}
}

// TestRobotsTestUnreadLinesDir (F-01): with --dir, the note on a Content-Usage line says that
// the agent follows the preference there where its policy says it reads such lines
// (usage_preferences has "robots-txt"), and not where it says nothing of them.
func TestRobotsTestUnreadLinesDir(t *testing.T) {
	site := func(edit string) string {
		return siteWith(t, "generator/testdata/trial25/policy.toml", "aipref = \"train-ai\"\n", "aipref = \"train-ai\"\n"+edit)
	}
	const file = "User-agent: *\nContent-Usage: train-ai=n\nDisallow: /private/\n"
	const base = `sitegen: note: standard input line 2, in the group of line 1 that applies: "Content-Usage: train-ai=n" is an AI usage preference (IETF draft-ietf-aipref-attach), not an RFC 9309 rule; robots test does not evaluate it, and the answers do not depend on it`
	for _, c := range []struct{ name, edit, want string }{
		{"reads robots.txt's lines", "usage_preferences = [\"robots-txt\"]\n", base + "; the crawler follows the preference for train-ai stated there (agents.wrenbot.usage_preferences)\n"},
		{"reads the header only", "usage_preferences = [\"http-header\"]\n", base + "\n"},
		{"says nothing", "", base + "\n"},
	} {
		var out, errb bytes.Buffer
		run(context.Background(), []string{"robots", "test", "--dir", site(c.edit), "--agent", "WrenBot", "--file", "-", "/page"}, strings.NewReader(file), &out, &errb)
		if errb.String() != c.want {
			t.Errorf("%s: stderr\n%s\nwant\n%s", c.name, errb.String(), c.want)
		}
	}
}
