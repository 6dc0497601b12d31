package generator

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Publish writes files to the folder out so that a reader sees either the old site or the new one,
// never a mix: the new site is written into a fresh folder beside out and then renamed into place.
// Files that the site declares as not its own (notOwn, e.g. "CNAME") are carried over from the old
// folder. If anything fails before the rename, out is left as it was.
//
// Publish replaces only what a build wrote. It refuses (ErrNotASite) an out that is a file, that
// is or holds the site folder site, or that holds files but no manifest (ManifestFile) and not
// the index.html and policy.json every build writes, or holds a policy.toml. It owns exactly the
// files the manifest of the previous build lists (for an output written before builds kept a
// manifest: the files this build writes), and refuses an out that holds any other file notOwn
// does not name, listing every such file, so that nothing someone put there is lost.
func Publish(out, site string, files Files, notOwn []string) (err error) {
	out = filepath.Clean(out)
	if err := replaceable(out, site); err != nil {
		return err
	}
	if err := foreignFiles(out, files, notOwn); err != nil {
		return err
	}
	parent := filepath.Dir(out)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(out)+".new-")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.RemoveAll(tmp)
		}
	}()
	for _, p := range files.Paths() {
		if err := writeFile(filepath.Join(tmp, filepath.FromSlash(p)), files[p]); err != nil {
			return err
		}
	}
	for _, p := range notOwn {
		b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(p)))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		if err := writeFile(filepath.Join(tmp, filepath.FromSlash(p)), b); err != nil {
			return err
		}
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	old := ""
	if _, err := os.Stat(out); err == nil {
		old = tmp + ".old"
		if err := os.Rename(out, old); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, out); err != nil {
		if old != "" {
			os.Rename(old, out)
		}
		return err
	}
	if old != "" {
		if err := os.RemoveAll(old); err != nil {
			return fmt.Errorf("the new site is in %s, but the previous one could not be removed from %s: %w", out, old, err)
		}
	}
	return nil
}

// ErrNotASite is the error Publish returns for an output folder it will not replace
// (errors.Is(err, ErrNotASite)); the error's text says why.
var ErrNotASite = errors.New("not a site that sitegen built")

// notASite is an ErrNotASite with its reason as the whole text.
type notASite string

func (e notASite) Error() string        { return string(e) }
func (e notASite) Is(target error) bool { return target == ErrNotASite }

// replaceable checks that out is missing, empty, or a site an earlier build wrote, and that it is
// not the site folder or one of its ancestors.
func replaceable(out, site string) error {
	absOut, err := canonical(out)
	if err != nil {
		return err
	}
	absSite, err := canonical(site)
	if err != nil {
		return err
	}
	if rel, err := filepath.Rel(absOut, absSite); err == nil && (rel == "." || !strings.HasPrefix(rel, "..")) {
		return notASite(fmt.Sprintf("refusing to replace %s: it holds the site folder %s (choose another --out)", out, absSite))
	}
	info, err := os.Stat(out)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !info.IsDir():
		return notASite(fmt.Sprintf("refusing to replace %s: it is a file, not a folder", out))
	}
	entries, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	if len(entries) == 0 {
		return nil
	}
	has := func(name string) bool {
		_, err := os.Stat(filepath.Join(out, name))
		return err == nil
	}
	if has(ManifestFile) && !has("policy.toml") {
		return nil
	}
	if has("policy.toml") || !has("index.html") || !has("policy.json") {
		return notASite(fmt.Sprintf("refusing to replace %s: it holds files, but not a site that sitegen built (a build writes index.html, policy.json and %s, never policy.toml); remove it or choose another --out", out, ManifestFile))
	}
	return nil
}

// foreignFiles returns an error that lists the files of out that the previous build did not
// publish (see ManifestFile) and that notOwn does not name; nil if there are none (or no out).
// An output without a manifest was written before builds kept one: the files this build writes
// are taken as the previous build's.
func foreignFiles(out string, files Files, notOwn []string) error {
	owned, found, err := readManifest(os.DirFS(out))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("refusing to replace %s: %w", out, err)
	}
	if !found {
		owned = make(map[string]bool, len(files))
		for p := range files {
			owned[p] = true
		}
	}
	owned[ManifestFile] = true
	var foreign []string
	err = filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) && p == out {
			return fs.SkipAll
		}
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(out, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if !owned[rel] && !slices.Contains(notOwn, rel) {
			foreign = append(foreign, filepath.Join(out, filepath.FromSlash(rel)))
		}
		return nil
	})
	if err != nil {
		return err
	}
	if len(foreign) > 0 {
		return notASite(fmt.Sprintf("refusing to replace %s: a build would delete files that sitegen did not write: %s (to keep them, list them in site.not_own; otherwise remove them)", out, strings.Join(foreign, ", ")))
	}
	return nil
}

// canonical returns the absolute form of a path, with symbolic links resolved as far as the path
// exists.
func canonical(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	dir, rest := abs, ""
	for {
		if r, err := filepath.EvalSymlinks(dir); err == nil {
			return filepath.Join(r, rest), nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return abs, nil
		}
		rest = filepath.Join(filepath.Base(dir), rest)
		dir = parent
	}
}

func writeFile(name string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, b, 0o644)
}
