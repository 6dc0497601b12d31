package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestRobotsTestMatching: sitegen robots test --matching reads a file as a crawler whose policy
// states group_matching does, each answer the opposite of RFC 9309's, and names the groups it
// chose first (RFC 9309 §2.2.1, or as --matching says); an unknown value and a
// --merges-star that contradicts --matching are usage errors.
func TestRobotsTestMatching(t *testing.T) {
	file := "User-agent: *\nDisallow: /star/\n\nUser-agent: examplebot\nDisallow: /lower/\n\n" +
		"User-agent: ExampleBot\nDisallow: /first/\n\nUser-agent: ExampleBot\nDisallow: /second/\n"
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "GROUP lines 4, 7 and 10, the groups naming ExampleBot, merged; the \"*\" group does not apply to it (RFC 9309 §2.2.1)\nALLOWED /star/x  no matching rule\nDISALLOWED /lower/x  Disallow: /lower/ (line 5)\nDISALLOWED /second/x  Disallow: /second/ (line 11)\n"},
		{[]string{"--matching", "merges-star"}, "GROUP lines 4, 7 and 10, the groups naming ExampleBot, merged, with the \"*\" group of line 1 (--matching merges-star)\nDISALLOWED /star/x  Disallow: /star/ (line 2)\nDISALLOWED /lower/x  Disallow: /lower/ (line 5)\nDISALLOWED /second/x  Disallow: /second/ (line 11)\n"},
		{[]string{"--merges-star"}, "GROUP lines 4, 7 and 10, the groups naming ExampleBot, merged, with the \"*\" group of line 1 (--matching merges-star)\nDISALLOWED /star/x  Disallow: /star/ (line 2)\nDISALLOWED /lower/x  Disallow: /lower/ (line 5)\nDISALLOWED /second/x  Disallow: /second/ (line 11)\n"},
		{[]string{"--matching", "first-group"}, "GROUP line 4, the first group naming ExampleBot; the \"*\" group does not apply to it (--matching first-group)\nALLOWED /star/x  no matching rule\nDISALLOWED /lower/x  Disallow: /lower/ (line 5)\nALLOWED /second/x  no matching rule\n"},
		{[]string{"--matching", "case-sensitive"}, "GROUP lines 7 and 10, the groups writing ExampleBot with these letters, merged; the \"*\" group does not apply to it (--matching case-sensitive)\nALLOWED /star/x  no matching rule\nALLOWED /lower/x  no matching rule\nDISALLOWED /second/x  Disallow: /second/ (line 11)\n"},
	} {
		var out, errb bytes.Buffer
		args := append(append([]string{"robots", "test", "--agent", "ExampleBot", "--file", "-"}, c.args...), "/star/x", "/lower/x", "/second/x")
		if code := run(context.Background(), args, strings.NewReader(file), &out, &errb); code != 0 || out.String() != c.want {
			t.Errorf("%v: exit %d, stderr %q, output\n%s\nwant\n%s", c.args, code, errb.String(), out.String(), c.want)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--matching", "longest"}, `--matching "longest" is not a way of choosing groups (want rfc9309, merges-star, first-group, case-sensitive, the values of group_matching; leave it out for RFC 9309's)`},
		{[]string{"--merges-star", "--matching", "first-group"}, `--merges-star and --matching "first-group" say different things: give one`},
	} {
		var out, errb bytes.Buffer
		args := append(append([]string{"robots", "test", "--agent", "ExampleBot", "--file", "-"}, c.args...), "/x")
		if code := run(context.Background(), args, strings.NewReader(file), &out, &errb); code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", c.args, code, errb.String(), c.want)
		}
	}
}
