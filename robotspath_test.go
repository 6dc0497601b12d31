package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestReadmeRobotsTestPaths (new-user trial 28, F-20): robots test answers a path starting with
// "/" as RFC 9309 rules match a URL's path (exit 0), as its --help says, and the README says so
// too, in the command's row and in the exit table, where "a URL that is none" is what neither an
// http or https URL nor such a path is (exit 2, usage). Failed before: the README spoke of URLs
// alone, so that "/relative", answered with exit 0, read as a usage error the tool let through.
func TestReadmeRobotsTestPaths(t *testing.T) {
	readme := readFile(t, "README.md")
	for _, want := range []string{
		"(each URL an absolute http or https URL, or a path starting with `/`, such as `/private/`, which robots.txt rules match as they match a URL's path on any host; anything else, such as `private/` or `ftp://a.example/`, is a usage error)",
		"| a usage error: no such file, a token that is none, a URL that is neither an http or https URL nor a path starting with `/`, no URL,",
	} {
		if !strings.Contains(readme, want) {
			t.Errorf("README lacks %q", want)
		}
	}
	robots := "User-agent: UMDC-Monitor\nDisallow: /\n"
	for _, c := range []struct {
		url  string
		code int
		out  string
	}{
		{"/relative", 0, "DISALLOWED /relative"},
		{"/private/", 0, "DISALLOWED /private/"},
		{"private/", 2, `"private/" is not a URL`},
		{"ftp://a.example/", 2, `"ftp://a.example/" is not a URL`},
	} {
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"robots", "test", "--agent", "UMDC-Monitor", "--file", "-", c.url}, strings.NewReader(robots), &out, &errb)
		stdout, stderr := out.String(), errb.String()
		if code != c.code || !strings.Contains(stdout+stderr, c.out) {
			t.Errorf("robots test %s: exit %d, want %d with %q\nstdout:\n%s\nstderr:\n%s", c.url, code, c.code, c.out, stdout, stderr)
		}
	}
}
