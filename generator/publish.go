package generator

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// Publish writes files to the folder out so that a reader sees either the old site or the new one,
// never a mix: the new site is written into a fresh folder beside out and then renamed into place.
// Files that the site declares as not its own (notOwn, e.g. "CNAME") are carried over from the old
// folder. If anything fails before the rename, out is left as it was, its mode included.
//
// Publish replaces only what a build wrote. It refuses (ErrNotASite) an out that is a file or a
// symbolic link, that is or holds the site folder site or the current folder, that lies inside an
// input of the site (static/, locales/, templates/), or that holds files but no manifest
// (ManifestFile) and not the index.html and policy.json every build writes, or holds a
// policy.toml. It owns exactly the files the manifest of the previous build lists (for an output
// written before builds kept a manifest: the files this build writes), and refuses an out that
// holds any other file notOwn does not name, listing every such file, so that nothing someone put
// there is lost. It refuses an out whose files it could not remove (a read-only folder in it)
// before it changes anything. An out that holds exactly files already (the same paths and bytes,
// nothing else but what notOwn names) is left as it is, its files' modes and times included.
//
// One build publishes into a folder at a time: a lock file beside out (.NAME.lock, removed when
// done) is held from the first look at out to the last rename, and a build that finds it held
// returns ErrBusy without writing anything. Holding it, Publish removes what an interrupted build
// left beside out (.NAME.new-*), and when the interruption fell between its two renames, so that
// out is missing, it first takes the previous site back from where it was set aside.
func Publish(out, site string, files Files, notOwn []string) (err error) {
	out = filepath.Clean(out)
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	if err := placeable(out, abs, site); err != nil {
		return err
	}
	// A folder above out that is a file: named, as out itself is (newuser13 #10; MkdirAll said
	// "mkdir …/afile/: file exists").
	for d := filepath.Dir(out); d != filepath.Dir(d); d = filepath.Dir(d) {
		if info, err := os.Stat(d); err == nil {
			if !info.IsDir() {
				return notASite(fmt.Sprintf("refusing to write %s: %s is a file, not a folder", out, d))
			}
			break
		}
	}
	parent, base := filepath.Split(abs)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	unlock, err := lockFolder(filepath.Join(parent, "."+base+".lock"))
	if err != nil {
		if errors.Is(err, ErrBusy) {
			return fmt.Errorf("%s: %w; this build's site is not published (build again once it is done)", out, err)
		}
		if errors.Is(err, fs.ErrPermission) {
			// new-user trial 15, finding 16: name the folder to fix, not the lock file in it
			return fmt.Errorf("cannot publish %s: the folder %s is not writable (a build keeps a lock file there and replaces %s in one rename): %w", out, filepath.Clean(parent), base, err)
		}
		return err
	}
	defer unlock()
	cleanLeftovers(parent, base)
	if err := replaceable(out, abs); err != nil {
		return err
	}
	if err := foreignFiles(abs, out, files, notOwn); err != nil {
		return err
	}
	// An output that holds this build already is left as it is: replacing it would change no byte
	// a reader sees, and writing the files into a fresh folder was a tenth of a build's CPU.
	if unchanged(abs, files, notOwn) {
		return nil
	}
	if err := removable(abs, out); err != nil {
		return err
	}
	mode := fs.FileMode(0o755)
	if info, err := os.Stat(abs); err == nil {
		mode = info.Mode().Perm()
	}
	tmp, err := os.MkdirTemp(parent, "."+base+".new-")
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
		if err := carryOver(filepath.Join(abs, filepath.FromSlash(p)), filepath.Join(tmp, filepath.FromSlash(p))); err != nil {
			return err
		}
	}
	if err := os.Chmod(tmp, mode); err != nil {
		return err
	}
	old := ""
	if _, err := os.Lstat(abs); err == nil {
		old = tmp + ".old"
		if err := os.Rename(abs, old); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, abs); err != nil {
		if old != "" {
			os.Rename(old, abs)
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

// ErrBusy is the error Publish returns when another build is publishing into the same folder at
// the same time (errors.Is(err, ErrBusy)): that build's site is published, this one's is not.
var ErrBusy = errors.New("another build is publishing there")

// placeable checks where out is, before anything is looked at in it: not a symbolic link, not the
// site folder, the current folder or a folder that holds either, and not inside an input of the
// site (what a build reads: static/, locales/, templates/), which the next build would read back.
func placeable(out, abs, site string) error {
	if info, err := os.Lstat(abs); err == nil && info.Mode()&fs.ModeSymlink != 0 {
		target, err := filepath.EvalSymlinks(abs)
		if err != nil {
			target, _ = os.Readlink(abs)
		}
		return notASite(fmt.Sprintf("refusing to replace %s: it is a symbolic link to %s, which a build would replace with a folder (give --out %s)", out, target, target))
	}
	absOut, err := canonical(abs)
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
	if cwd, err := os.Getwd(); err == nil {
		if cwd, err := canonical(cwd); err == nil {
			if rel, err := filepath.Rel(absOut, cwd); err == nil && (rel == "." || !strings.HasPrefix(rel, "..")) {
				return notASite(fmt.Sprintf("refusing to replace %s: it is or holds the current folder, which a build would replace whole (give a folder inside it or beside it, e.g. --out public)", out))
			}
		}
	}
	if rel, err := filepath.Rel(absSite, absOut); err == nil && !strings.HasPrefix(rel, "..") {
		first, _, _ := strings.Cut(filepath.ToSlash(rel), "/")
		if slices.Contains(siteInputs, first) {
			return notASite(fmt.Sprintf("refusing to replace %s: it lies in %s/, an input of the site, which the next build would read back (choose another --out, e.g. %s)", out, first, filepath.Join(site, "public")))
		}
	}
	return nil
}

// siteInputs are the folders of a site folder that a build reads.
var siteInputs = []string{"static", "locales", "templates"}

// cleanLeftovers removes what builds interrupted while publishing left beside the output folder
// base in parent: a half-written site (.BASE.new-N) and a previous site set aside (.BASE.new-N.old).
// When the output itself is missing, the interruption fell between the two renames: the site set
// aside is the published one, and is put back. The caller holds the lock.
func cleanLeftovers(parent, base string) {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	var fresh, aside []string
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), "."+base+".new-")
		if !ok || !e.IsDir() {
			continue
		}
		digits, isOld := strings.CutSuffix(rest, ".old")
		if digits == "" || strings.Trim(digits, "0123456789") != "" {
			continue
		}
		if isOld {
			aside = append(aside, filepath.Join(parent, e.Name()))
		} else {
			fresh = append(fresh, filepath.Join(parent, e.Name()))
		}
	}
	out := filepath.Join(parent, base)
	if _, err := os.Lstat(out); errors.Is(err, fs.ErrNotExist) && len(aside) > 0 {
		// One build publishes at a time, so at most one site is set aside while out is missing.
		if os.Rename(aside[len(aside)-1], out) == nil {
			aside = aside[:len(aside)-1]
		}
	}
	for _, dir := range append(fresh, aside...) {
		os.RemoveAll(dir)
	}
}

// carryOver copies a file that is not the site's own from the old output to the new one: a
// regular file with its mode, a symbolic link as a link (never the file it points to). A file
// that is not there is not carried.
func carryOver(from, to string) error {
	info, err := os.Lstat(from)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	switch {
	case info.Mode()&fs.ModeSymlink != 0:
		target, err := os.Readlink(from)
		if err != nil {
			return err
		}
		return os.Symlink(target, to)
	case !info.Mode().IsRegular():
		return fmt.Errorf("%s: not a regular file, so it cannot be carried over (site.not_own names files)", from)
	}
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, info.Mode().Perm())
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}

// removable checks that every folder in out lets its entries be removed, so that the previous
// site, once set aside, can be removed: a read-only folder in it is refused before anything
// changes, rather than found when the new site is already in place.
func removable(abs, out string) error {
	err := filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) && p == abs {
			return fs.SkipAll
		}
		if err != nil || !d.IsDir() {
			return err
		}
		if !writable(p) {
			return notASite(fmt.Sprintf("refusing to replace %s: its files cannot be removed, since the folder %s is not writable (make it writable, or choose another --out)", out, p))
		}
		return nil
	})
	return err
}

// ErrNotASite is the error Publish returns for an output folder it will not replace
// (errors.Is(err, ErrNotASite)); the error's text says why.
var ErrNotASite = errors.New("not a site that sitegen built")

// notASite is an ErrNotASite with its reason as the whole text.
type notASite string

func (e notASite) Error() string        { return string(e) }
func (e notASite) Is(target error) bool { return target == ErrNotASite }

// replaceable checks that out is missing, empty, or a site an earlier build wrote.
func replaceable(out, abs string) error {
	info, err := os.Stat(abs)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !info.IsDir():
		return notASite(fmt.Sprintf("refusing to replace %s: it is a file, not a folder", out))
	}
	entries, reason, err := notOutput(os.DirFS(abs))
	if err != nil {
		return notASite(fmt.Sprintf("refusing to replace %s: %v; remove it or choose another --out", out, err))
	}
	if reason == "" {
		return nil
	}
	// The files are named, as foreignFiles names those an earlier output gained (new-user trial
	// 27, F-19): the folder's own entries, a folder's as "name/", not its whole tree (--out ~).
	const shown = 10
	names := make([]string, 0, shown+1)
	for i, e := range entries {
		if i == shown {
			names = append(names, fmt.Sprintf("and %d more", len(entries)-shown))
			break
		}
		name := shownName(filepath.Join(out, e.Name()))
		if e.IsDir() {
			name += "/"
		}
		names = append(names, name)
	}
	fix := "remove them or choose an empty or missing folder for --out"
	if slices.ContainsFunc(entries, func(e fs.DirEntry) bool { return e.Name() == PolicyFile }) {
		fix = "choose an empty or missing folder for --out" // never "remove" a policy's source
	}
	return notASite(fmt.Sprintf("refusing to replace %s: it holds files, but not a site that sitegen built: %s (%s); %s", out, strings.Join(names, ", "), reason, fix))
}

// IsOutput returns nil when the folder out is empty or holds a site that sitegen built: a
// manifest (ManifestFile), or, written before builds kept one, the index.html and policy.json
// every build writes; never a policy.toml. Otherwise its error says what the folder holds.
func IsOutput(out fs.FS) error {
	_, reason, err := notOutput(out)
	if err != nil || reason == "" {
		return err
	}
	return errors.New("it holds files, but not a site that sitegen built (" + reason + ")")
}

// notOutput returns the entries of the folder out, sorted by name, and "" where it is empty or
// holds a site that sitegen built (see IsOutput); otherwise why it is not one: the policy.toml it
// holds, which no build writes, or the manifest it lacks (new-user trial 27, F-19: policy.toml was
// named for a folder that held none).
func notOutput(out fs.FS) ([]fs.DirEntry, string, error) {
	entries, err := fs.ReadDir(out, ".")
	if err != nil || len(entries) == 0 {
		return entries, "", err
	}
	has := func(name string) bool {
		_, err := fs.Stat(out, name)
		return err == nil
	}
	switch {
	case has(PolicyFile):
		return entries, PolicyFile + " is a policy's source, which a build never writes", nil
	case !has(ManifestFile) && (!has("index.html") || !has("policy.json")):
		return entries, "it has no " + ManifestFile + ", which every build writes", nil
	}
	return entries, "", nil
}

// foreignFiles returns an error that lists the files of out that the previous build did not
// publish (see ManifestFile) and that notOwn does not name; nil if there are none (or no out).
// An output without a manifest was written before builds kept one: the files this build writes
// are taken as the previous build's.
func foreignFiles(abs, out string, files Files, notOwn []string) error {
	owned, found, err := readManifest(os.DirFS(abs))
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
	err = filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) && p == abs {
			return fs.SkipAll
		}
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(abs, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if !owned[rel] && !slices.Contains(notOwn, rel) {
			foreign = append(foreign, shownName(filepath.Join(out, filepath.FromSlash(rel))))
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

// unchanged reports whether the folder abs holds exactly files: each of them, a regular file with
// the same bytes, and no other file or folder but the files notOwn names and the folders that hold
// them. Its files' modes and times are not compared: publishing it again would write the same
// bytes, and leaves them as they were. Anything it cannot read makes it false, and the folder is
// replaced as usual.
func unchanged(abs string, files Files, notOwn []string) bool {
	folders := map[string]bool{".": true}
	for _, p := range slices.Concat(files.Paths(), notOwn) {
		for d := path.Dir(p); !folders[d]; d = path.Dir(d) {
			folders[d] = true
		}
	}
	out := os.DirFS(abs)
	buf := make([]byte, compareBlock)
	seen := 0
	err := fs.WalkDir(out, ".", func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir():
			if !folders[p] {
				return errChanged
			}
			return nil
		case slices.Contains(notOwn, p):
			return nil
		}
		want, ok := files[p]
		if !ok {
			return errChanged
		}
		if same, err := sameFile(out, p, d, want, buf); err != nil || !same {
			return errChanged
		}
		seen++
		return nil
	})
	return err == nil && seen == len(files)
}

// errChanged stops unchanged's walk at the first difference.
var errChanged = errors.New("changed")

func writeFile(name string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, b, 0o644)
}
