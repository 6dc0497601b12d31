package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestRobotsTestTruncatedGroups: where robots.txt is longer than the parsing limit, the lines that
// say no group names the crawler say within how many bytes (RFC 9309 §2.5: the rest is not read),
// and the note on the limit comes before them and the verdicts (new-user trial 25, F-18: "no
// group names WrenBot" of a file whose group for WrenBot lay past the limit, with the note last
// in the trial's terminal).
func TestRobotsTestTruncatedGroups(t *testing.T) {
	// 10,000 groups of 64 bytes, 640,000 bytes, before the groups the cases look for.
	filler := strings.Repeat("User-agent: FillerBot\nDisallow: /filler-path-to-make-64-bytes/\n\n", 10000)
	const note = "sitegen: note: standard input is longer than 512000 bytes; the rest is not read (RFC 9309 §2.5)\n"
	for _, tt := range []struct {
		name, head, tail string
		args             []string
		want             string
	}{{
		name: "no group read names it",
		tail: "User-agent: WrenBot\nDisallow: /z\n",
		want: note +
			"GROUP none: no group within the first 512000 bytes names WrenBot, and those bytes hold no \"*\" group, so every URL is allowed (RFC 9309 §2.2.1)\n" +
			"ALLOWED https://a.example/z  no matching rule\n",
	}, {
		name: "the star group",
		head: "User-agent: *\nDisallow: /y\n\n",
		tail: "User-agent: WrenBot\nDisallow: /z\n",
		want: note +
			"GROUP line 1, the \"*\" group: no group within the first 512000 bytes names WrenBot (RFC 9309 §2.2.1)\n" +
			"ALLOWED https://a.example/z  no matching rule\n",
	}, {
		name: "a restricting token",
		head: "User-agent: WrenBot\nDisallow: /y\n\n",
		tail: "User-agent: WrenNews\nDisallow: /z\n",
		args: []string{"--restrict-only", "WrenNews"},
		want: note +
			"GROUP line 1, the group naming WrenBot (RFC 9309 §2.2.1)\n" +
			"GROUP none for WrenNews (--restrict-only): no group within the first 512000 bytes names it\n" +
			"ALLOWED https://a.example/z  no matching rule\n",
	}} {
		t.Run(tt.name, func(t *testing.T) {
			// One writer for both streams: what a terminal shows, in the order written.
			var both bytes.Buffer
			args := append([]string{"robots", "test", "--agent", "WrenBot", "--file", "-"}, tt.args...)
			code := run(context.Background(), append(args, "https://a.example/z"), strings.NewReader(tt.head+filler+tt.tail), &both, &both)
			if code != 0 || both.String() != tt.want {
				t.Errorf("exit %d, output\n%s\nwant exit 0 and\n%s", code, both.String(), tt.want)
			}
		})
	}
	// A file within the limit says what it says of the whole file.
	var out bytes.Buffer
	run(context.Background(), []string{"robots", "test", "--agent", "WrenBot", "--file", "-", "https://a.example/z"}, strings.NewReader("User-agent: *\nDisallow: /y\n"), &out, &out)
	if want := "GROUP line 1, the \"*\" group: no group names WrenBot (RFC 9309 §2.2.1)\n"; !strings.HasPrefix(out.String(), want) {
		t.Errorf("a short file: output\n%s\nwant it to start with\n%s", out.String(), want)
	}
}
