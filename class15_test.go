package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestClass15ValidateFileSiteMessages: validate FILE, where FILE's folder is a site folder with
// message files of its own (locales/<lang>/*.toml), checks them as build does: an unknown message
// ID, and an override whose placeholders are not the original's, which made build panic
// (placeholderList of no placeholders) before. Before, validate FILE said "valid" to both.
func TestClass15ValidateFileSiteMessages(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("examples", "feed-reader", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "policy.toml")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		for _, f := range []string{"about.md", "fetching.md"} {
			b, err := os.ReadFile(filepath.Join("examples", "feed-reader", "locales", lang, f))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll(filepath.Join(dir, "locales", lang), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "locales", lang, f), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if code, out, _ := runSitegen("validate", file); code != 0 || out != file+": valid\n" {
		t.Fatalf("validate FILE of the copy: exit %d, %s", code, out)
	}
	messages := filepath.Join(dir, "locales", "en", "messages.en.toml")
	for _, tc := range []struct {
		name, toml string
		want       []string
	}{
		{"unknown ID", "nonexistent.key = \"x\"\n", []string{
			`locales/en/messages.en.toml: message "nonexistent.key" is not one sitegen prints (see the built-in messages of locales/en/messages.en.toml)`,
		}},
		{"placeholder", "[diff]\nnone = \"{{.Broken\"\n", []string{
			`locales/en/messages.en.toml: message "diff.none" has the placeholders {{.Broken}}, but sitegen's English message has no placeholders (an override keeps every placeholder of the original: each states a policy value)`,
			`locales/en: template: :1: unclosed action`,
		}},
	} {
		if err := os.WriteFile(messages, []byte(tc.toml), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := runSitegen("validate", file)
		if got := problemLines(out); code != exitFailure || !slices.Equal(got, tc.want) {
			t.Errorf("%s: validate FILE: exit %d, output:\n%s%s\nwant exit 1 and\n%s", tc.name, code, out, errs, strings.Join(tc.want, "\n"))
		}
		code, out, errs = runSitegen("validate", "--dir", dir)
		if code != exitFailure || !strings.Contains(out, tc.want[0][:40]) {
			t.Errorf("%s: validate --dir: exit %d, output:\n%s%s", tc.name, code, out, errs)
		}
		code, _, errs = runSitegen("build", "--dir", dir, "--out", filepath.Join(t.TempDir(), "out"))
		if code != exitFailure || !strings.Contains(errs, tc.want[0][:40]) {
			t.Errorf("%s: build: exit %d, stderr:\n%s", tc.name, code, errs)
		}
	}
}
