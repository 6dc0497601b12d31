package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSiteFolderProblemsBesidePolicyErrors (new-user trial 12, item 12): a policy with an error
// hides neither an unknown message ID in the site's message file nor a site template that does not
// parse; validate, build and check report them with the policy's and the prose's problems, in one
// run. Before, validate printed neither, and build stopped at the message file.
func TestSiteFolderProblemsBesidePolicyErrors(t *testing.T) {
	dir, want := brokenSite(t)
	if err := os.WriteFile(filepath.Join(dir, "locales/en/messages.en.toml"), []byte("[msg]\nfoo = \"x\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "templates"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "templates/index.html.tmpl"), []byte("{{ if }}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for i, l := range want {
		want[i] = filepath.ToSlash(dir) + "/" + l
	}
	want = append(want,
		`locales/en/messages.en.toml: message "msg.foo" is not one sitegen prints (see the built-in messages of locales/en/messages.en.toml)`,
		`templates/index.html.tmpl: template: index.html.tmpl:1: missing value for if`)
	for _, c := range []struct {
		args   []string
		stdout bool
	}{
		{[]string{"validate", "--dir", dir}, true},
		{[]string{"build", "--dir", dir}, false},
		{[]string{"check", "--dir", dir}, true},
	} {
		code, stdout, stderr := runSitegen(c.args...)
		got := stderr
		if c.stdout {
			got = stdout
		}
		lines := problemLines(got)
		if code != exitFailure || !slices.Equal(lines, want) {
			t.Errorf("%s: exit %d, problems:\n%s\nwant exit 1 and:\n%s", strings.Join(c.args, " "), code, strings.Join(lines, "\n"), strings.Join(want, "\n"))
		}
	}
}
