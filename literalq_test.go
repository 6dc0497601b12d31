package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestValidateLiteralQuantity (new-user trial 23, F8): validate --dir prints a literal of the
// prose that states a length of time no value of the policy has as a warning at its line, and
// leaves the site valid; with --strict it is an error. Before, it said "valid" to both.
func TestValidateLiteralQuantity(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "fp")
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("examples", "civic-ingestor"))); err != nil {
		t.Fatal(err)
	}
	os.RemoveAll(filepath.Join(dir, "public"))
	prose := "We send at most {{1}} request every {{3}} seconds.\n"
	if err := os.WriteFile(filepath.Join(dir, "locales", "en", "fetching.md"), []byte(prose), 0o644); err != nil {
		t.Fatal(err)
	}
	warning := dir + `/locales/en/fetching.md:1:37: warning: "{{3}} seconds" states 3s, a length of time that no value of the policy has (nearest: targets.council-web-pages.limits.default_interval = 2s): the page states the policy's values itself: write here the value of the key that states this fact (docs/policy-reference.md lists the keys), or, where no key states it, leave the number out of the prose`
	code, out, errs := runSitegen("validate", "--dir", dir)
	if want := warning + "\n" + filepath.Join(dir, "policy.toml") + ": valid\n"; code != 0 || out != want {
		t.Errorf("validate: exit %d, output:\n%s%s\nwant exit 0 and\n%s", code, out, errs, want)
	}
	code, out, errs = runSitegen("validate", "--strict", "--dir", dir)
	if want := strings.Replace(warning, "warning: ", "", 1) + "\n"; code != exitFailure || out != want {
		t.Errorf("validate --strict: exit %d, output:\n%s%s\nwant exit 1 and\n%s", code, out, errs, want)
	}
}
