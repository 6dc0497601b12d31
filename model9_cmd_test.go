package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestExportAgentIsUsage: export of a policy with several agents and no --agent is a usage error
// (exit 2, with the usage hint), as other commands treat a missing flag (newuser9, "exit codes").
func TestExportAgentIsUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run(context.Background(), []string{"export", "scrapy", "--dir", filepath.Join("examples", "triple-fetchers")}, strings.NewReader(""), &out, &errOut)
	want := "sitegen: the policy has 3 agents (example-watch, example-workflow, example-fetch): name one with --agent\n"
	if code != 2 || !strings.HasPrefix(errOut.String(), want) || out.Len() != 0 {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and stderr starting %q", code, out.String(), errOut.String(), want)
	}
}

// TestMissingInputIsUsage: a site folder or input file that does not exist is a usage error
// (exit 2) in every command, as validate already said (newuser9, "exit codes").
func TestMissingInputIsUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"build", "--dir", "nonexist"}, "sitegen: --dir nonexist: no such folder (want a site folder with a policy.toml)\n"},
		{[]string{"check", "--dir", "nonexist"}, "sitegen: --dir nonexist: no such folder (want a site folder with a policy.toml)\n"},
		{[]string{"export", "scrapy", "--dir", "nonexist"}, "sitegen: --dir nonexist: no such folder (want a site folder with a policy.toml)\n"},
		{[]string{"build", "--dir", "examples"}, "sitegen: no policy.toml in examples (give the site folder with --dir SITE)\n"},
		{[]string{"robots", "test", "--agent", "FooBot", "--file", "nonexist.txt", "https://a.example/"}, "sitegen: nonexist.txt: no such file (give a robots.txt file, or - for standard input)\n"},
		{[]string{"validate", "nonexist.toml"}, "sitegen: nonexist.toml: no such file (give a policy file, e.g. policy.toml, or - for standard input)\n"},
	} {
		var out, errOut bytes.Buffer
		code := run(context.Background(), tt.args, strings.NewReader(""), &out, &errOut)
		if code != 2 || !strings.HasPrefix(errOut.String(), tt.want) {
			t.Errorf("sitegen %s: exit %d, stderr %q; want exit 2 and stderr starting %q", strings.Join(tt.args, " "), code, errOut.String(), tt.want)
		}
	}
}
