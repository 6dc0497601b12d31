package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/sitegen-dev/sitegen/export"
	"github.com/sitegen-dev/sitegen/policy"
)

// siteExport is an export a site lists (policy.toml's exports), generated.
type siteExport struct {
	path string // relative to the site folder, slash-separated
	ex   *export.Export
}

// siteExports generates the exports the policy lists. An export inside the output folder is
// refused: the folder is the published site, and an export carries the numbers the policy does
// not publish.
func siteExports(p *policy.Policy, opts siteOptions) ([]siteExport, []string) {
	var out []siteExport
	var problems []string
	absOut, _ := filepath.Abs(opts.outDir())
	for i, e := range p.Exports {
		where := fmt.Sprintf("%s: exports[%d]", filepath.Join(opts.dir, "policy.toml"), i)
		abs, _ := filepath.Abs(filepath.Join(opts.dir, filepath.FromSlash(e.Path)))
		if rel, err := filepath.Rel(absOut, abs); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			problems = append(problems, fmt.Sprintf("%s.path: %q is inside the output folder %s, which is published: an export carries the numbers the policy does not publish; name a place outside it", where, e.Path, opts.outDir()))
			continue
		}
		ex, err := export.Generate(p, export.Format(e.Format), export.Options{Agent: e.Agent, Version: e.Version})
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", where, err))
			continue
		}
		out = append(out, siteExport{e.Path, ex})
	}
	return out, problems
}

// writeExports writes the exports into the site folder, each through a temporary file renamed
// into place, so that a failure leaves each file whole, old or new. It goes through an os.Root
// of the folder: no symbolic link leads it out.
func writeExports(s streams, dir string, exports []siteExport) error {
	if len(exports) == 0 {
		return nil
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	for _, e := range exports {
		if d := path.Dir(e.path); d != "." {
			if err := root.MkdirAll(d, 0o755); err != nil {
				return fmt.Errorf("exports: %w", err)
			}
		}
		tmp := path.Join(path.Dir(e.path), "."+path.Base(e.path)+".sitegen-tmp")
		if err := root.WriteFile(tmp, e.ex.Data, 0o644); err != nil {
			return fmt.Errorf("exports: %w", err)
		}
		if err := root.Rename(tmp, e.path); err != nil {
			root.Remove(tmp)
			return fmt.Errorf("exports: %w", err)
		}
		printUnenforced(s, e.ex)
		fmt.Fprintf(s.out, "%s: %s export of agent %q\n", filepath.Join(dir, filepath.FromSlash(e.path)), e.ex.Format.Name(), e.ex.Agent)
	}
	return nil
}

// checkExports compares the exports with the files in the site folder: one finding per file that
// is missing or stale.
func checkExports(dir string, exports []siteExport) []string {
	var findings []string
	if len(exports) == 0 {
		return nil
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return []string{fmt.Sprintf("%s: %v", dir, err)}
	}
	defer root.Close()
	for _, e := range exports {
		name := filepath.Join(dir, filepath.FromSlash(e.path))
		data, err := fs.ReadFile(root.FS(), e.path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			findings = append(findings, fmt.Sprintf("%s: missing (the %s export of agent %q; sitegen build writes it)", name, e.ex.Format.Name(), e.ex.Agent))
		case err != nil:
			findings = append(findings, fmt.Sprintf("%s: %v", name, err))
		case !bytes.Equal(data, e.ex.Data):
			findings = append(findings, fmt.Sprintf("%s: stale (the %s export of agent %q differs from the policy's; sitegen build writes it again)", name, e.ex.Format.Name(), e.ex.Agent))
		}
	}
	return findings
}
