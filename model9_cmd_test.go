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
