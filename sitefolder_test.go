package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sitegen-dev/sitegen/generator"
)

// TestSiteFolderProblemsWithoutOwnFiles (issue 13): a site folder with prose but neither message
// files nor templates of its own, as `validate FILE` checks the file's folder, has the same
// problems whether the built-in messages and templates are decoded or not (none; a folder that
// is a link out of the site named), and checking it decodes nothing: under 1,000 allocations
// (41; before, 4,699: the messages' maps of four languages and the parsed templates, a third of
// the CPU of `validate examples/civic-ingestor/policy.toml`).
func TestSiteFolderProblemsWithoutOwnFiles(t *testing.T) {
	product, err := generator.LoadProduct(defaults)
	if err != nil {
		t.Fatal(err)
	}
	plain := t.TempDir()
	if err := os.MkdirAll(filepath.Join(plain, "locales/en"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(plain, "locales/en/about.md"), []byte("We crawl.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	linked := t.TempDir()
	if err := os.Symlink(filepath.Join(plain, "locales"), filepath.Join(linked, "locales")); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		dir  string
		want []string
	}{
		{plain, nil},
		{linked, []string{"locales: a symbolic link out of the site folder (to " + filepath.Join(plain, "locales") + "); sitegen reads only files inside the site folder"}},
	} {
		root, err := os.OpenRoot(c.dir)
		if err != nil {
			t.Fatal(err)
		}
		defer root.Close()
		opts := generator.Options{Defaults: defaults, Site: root.FS()}
		got := generator.SiteFolderProblems(opts)
		withProduct := opts
		withProduct.Product = product
		if decoded := generator.SiteFolderProblems(withProduct); !slices.Equal(got, decoded) || !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, with the product decoded %q, want %q", c.dir, got, decoded, c.want)
		}
	}
	root, err := os.OpenRoot(plain)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	opts := generator.Options{Defaults: defaults, Site: root.FS()}
	if allocs := testing.AllocsPerRun(3, func() { generator.SiteFolderProblems(opts) }); allocs > 1000 {
		t.Errorf("SiteFolderProblems of a folder of prose: %.0f allocations, want under 1,000 (nothing decoded)", allocs)
	}
}
