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
	path  string // relative to the site folder, slash-separated
	where string // FILE: exports[i], the key of the export in policy.toml, for problems
	ex    *export.Export
}

// siteExports generates the exports the policy lists. An export inside the output folder is
// refused: the folder is the published site, and an export carries the numbers the policy does
// not publish.
func siteExports(p *policy.Policy, opts siteOptions) ([]siteExport, []string) {
	var out []siteExport
	var problems []string
	inside := map[int]bool{}
	for _, pr := range publishedExports(p, opts) {
		problems = append(problems, pr.String())
		inside[pr.Index] = true
	}
	for i, e := range p.Exports {
		if inside[i] {
			continue
		}
		where := fmt.Sprintf("%s: exports[%d]", filepath.Join(opts.dir, "policy.toml"), i)
		ex, err := export.Generate(p, export.Format(e.Format), export.Options{Agent: e.Agent, Version: e.Version})
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", where, err))
			continue
		}
		out = append(out, siteExport{e.Path, where, ex})
	}
	return out, problems
}

// exportProblem is a problem of the export at index Index of policy.toml's exports.
type exportProblem struct {
	policy.Problem
	Index int
}

// publishedExports returns a problem for each export of p whose path lies inside the output
// folder, which is published: an export carries the numbers the policy does not publish. Each is
// placed at its key (FILE:LINE:COL: exports[i].path) as the policy's own problems are, and p may
// be a policy this sitegen refuses (policy.ParseRefused), so that validate reports these with
// the policy's other problems, all at once (new-user trial 15, finding 13).
func publishedExports(p *policy.Policy, opts siteOptions) []exportProblem {
	var out []exportProblem
	absOut, _ := filepath.Abs(opts.outDir())
	for i, e := range p.Exports {
		abs, _ := filepath.Abs(filepath.Join(opts.dir, filepath.FromSlash(e.Path)))
		if rel, err := filepath.Rel(absOut, abs); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			pr := p.ProblemAt(fmt.Sprintf("exports[%d].path", i), fmt.Sprintf("%q is inside the output folder %s, which is published: an export carries the numbers the policy does not publish; name a place outside it", e.Path, opts.outDir()))
			pr.File = filepath.Join(opts.dir, "policy.toml")
			out = append(out, exportProblem{pr, i})
		}
	}
	return out
}

// placeProblems checks, without writing, that each export can take its place in the site folder:
// one problem per export whose path names a folder or something else that is not a regular file
// (a file there is replaced), or whose folder cannot be read, each naming the export's key
// (FILE: exports[i].path). validate --dir and build run it before anything is written.
func placeProblems(dir string, exports []siteExport) []string {
	if len(exports) == 0 {
		return nil
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return []string{fmt.Sprintf("%s: %v", dir, err)}
	}
	defer root.Close()
	var problems []string
	for _, e := range exports {
		if p := placeProblem(root, e); p != "" {
			problems = append(problems, p)
		}
	}
	return problems
}

func placeProblem(root *os.Root, e siteExport) string {
	info, err := root.Lstat(e.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return ""
	case err != nil:
		return fmt.Sprintf("%s.path: %q cannot be written: %v", e.where, e.path, unwrapPath(err))
	case info.IsDir():
		return fmt.Sprintf("%s.path: %q is a folder in the site folder; the %s export is a file (remove the folder, or name another path)", e.where, e.path, e.ex.Format.Name())
	case !info.Mode().IsRegular():
		return fmt.Sprintf("%s.path: %q is not a regular file (%s); the %s export replaces only a file (remove it, or name another path)", e.where, e.path, info.Mode().Type(), e.ex.Format.Name())
	}
	return ""
}

// unwrapPath drops the operation and path an *fs.PathError adds: the caller names the path.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// stagedExports are exports written to temporary files beside their places in the site folder,
// ready to be renamed into place (commit) or removed (abort).
type stagedExports struct {
	root    *os.Root
	dir     string
	exports []siteExport
	tmps    []string
}

// stageExports writes each export to a temporary file beside its path in the site folder, after
// checking that the path can take it (placeProblems): build stages the exports before it
// publishes the site, so that an export that cannot be written leaves the site as it was too.
// It goes through an os.Root of the folder: no symbolic link leads it out. On problems (one per
// export, naming its key), nothing is staged and every temporary file is removed.
func stageExports(dir string, exports []siteExport) (*stagedExports, []string) {
	st := &stagedExports{dir: dir, exports: exports}
	if len(exports) == 0 {
		return st, nil
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, []string{fmt.Sprintf("%s: %v", dir, err)}
	}
	st.root = root
	var problems []string
	for _, e := range exports {
		if p := placeProblem(root, e); p != "" {
			problems = append(problems, p)
			continue
		}
		if d := path.Dir(e.path); d != "." {
			if err := root.MkdirAll(d, 0o755); err != nil {
				problems = append(problems, fmt.Sprintf("%s.path: %q: its folder cannot be made: %v", e.where, e.path, err))
				continue
			}
		}
		tmp := path.Join(path.Dir(e.path), "."+path.Base(e.path)+".sitegen-tmp")
		if err := root.WriteFile(tmp, e.ex.Data, 0o644); err != nil {
			root.Remove(tmp)
			problems = append(problems, fmt.Sprintf("%s.path: %q cannot be written: %v", e.where, e.path, err))
			continue
		}
		st.tmps = append(st.tmps, tmp)
	}
	if len(problems) > 0 {
		st.abort()
		return nil, problems
	}
	return st, nil
}

// abort removes the temporary files.
func (st *stagedExports) abort() {
	if st.root == nil {
		return
	}
	for _, tmp := range st.tmps {
		st.root.Remove(tmp)
	}
	st.root.Close()
}

// commit renames each staged export into place, so that each file is whole, old or new, and says
// so on standard output.
func (st *stagedExports) commit(s streams) error {
	if st.root == nil {
		return nil
	}
	defer st.root.Close()
	var failed error
	for i, e := range st.exports {
		if failed != nil {
			st.root.Remove(st.tmps[i])
			continue
		}
		if err := st.root.Rename(st.tmps[i], e.path); err != nil {
			st.root.Remove(st.tmps[i])
			failed = fmt.Errorf("%s.path: %q cannot be written: %v; the site is published, this export and the ones after it are not (build again once it can be written)", e.where, e.path, unwrapLink(err))
			continue
		}
		printUnenforced(s, e.ex)
		fmt.Fprintf(s.out, "%s: %s export of agent %q\n", filepath.Join(st.dir, filepath.FromSlash(e.path)), e.ex.Format.Name(), e.ex.Agent)
	}
	return failed
}

// unwrapLink drops the operation and paths an *os.LinkError (a rename's) adds.
func unwrapLink(err error) error {
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
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
