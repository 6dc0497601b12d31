package main

import (
	"os"
	"regexp"
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
	if _, err := generator.Build(generator.Options{Site: site, Defaults: defaults}); err != nil {
		t.Fatalf("the README's policy.toml does not build:\n%v", err)
	}
}
