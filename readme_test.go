package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/generator"
)

// TestReadmePolicy builds the smallest useful policy.toml that the README offers, so that a new
// user who copies it gets a site.
func TestReadmePolicy(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```toml\n(.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("README.md has no ```toml block")
	}
	site := fstest.MapFS{"policy.toml": {Data: m[1]}}
	opts := generator.Options{Site: site, Defaults: defaults}
	res, err := generator.Build(opts)
	if err != nil {
		t.Fatalf("the README's policy.toml does not build:\n%v", err)
	}
	// It passes the proofs that build and check run, too.
	if findings := generator.Verify(res, "public"); len(findings) > 0 {
		t.Errorf("the README's policy.toml fails the proofs:\n%s", strings.Join(findings, "\n"))
	}
	// Without windows or jobs, the page states nothing about when requests come: a schedule
	// section would speak of what the policy does not say.
	page := string(res.Files["en/index.md"])
	if strings.Contains(page, "## When requests come") {
		t.Errorf("en/index.md has a schedule section for a policy without windows or jobs:\n%s", page)
	}
	if len(res.Warnings) > 0 {
		t.Errorf("the README's policy.toml has warnings:\n%s", strings.Join(res.Warnings, "\n"))
	}
}
