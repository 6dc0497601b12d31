package generator

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

// MaxStaticBytes is the largest static file a build publishes: 16 MiB (an icon or a style sheet
// is a few KiB).
const MaxStaticBytes = 16 << 20

// copyStatic adds the static files, a site's own replacing the default of the same name. Hidden
// files and editor backups (.env, .DS_Store, .git/, style.css~) are not published; a symbolic link
// that leads out of the site folder is an error, as is anything but a regular file (a FIFO would
// block the build).
func copyStatic(fsys overlay, files Files) error {
	names, err := fsys.glob("static")
	if err != nil {
		return err
	}
	var bad []string
	for _, name := range names {
		// A file's name is published as is: one with a line break or a control character would
		// break the lines of every report that names it (check, the manifest's readers).
		if c, ok := policy.FindUnsafeInLine(name); ok {
			bad = append(bad, unsafeName(name, c))
		}
	}
	if bad != nil {
		return &BuildError{Problems: bad}
	}
	// Every file that cannot be published is reported, not only the first (a link out of the site
	// must not hide a FIFO beside it).
	for _, name := range names {
		b, err := fsys.readStatic(name)
		if err != nil {
			bad = append(bad, inputProblem(name, err))
			continue
		}
		files[name] = b
	}
	if bad != nil {
		return &BuildError{Problems: bad}
	}
	return nil
}

// readStatic reads a static file from the site, or else from the defaults.
func (o overlay) readStatic(name string) ([]byte, error) {
	if o.site != nil {
		if err := linkInside(o.site, name); err != nil {
			return nil, err
		}
		b, err := policy.ReadFile(o.site, name, MaxStaticBytes)
		if err == nil || !isNotExist(err) {

			return b, err
		}
	}
	return policy.ReadFile(o.defaults, name, MaxStaticBytes)
}

// linkInside checks that name, when a symbolic link, points inside fsys: relative, and not above
// its top.
func linkInside(fsys fs.FS, name string) error {
	target, err := fs.ReadLink(fsys, name)
	if err != nil {
		return nil // not a link, or a file system without links
	}
	if path.IsAbs(target) || strings.HasPrefix(target, `\`) || strings.Contains(target, ":") ||
		strings.HasPrefix(path.Join(path.Dir(name), target), "../") || path.Join(path.Dir(name), target) == ".." {
		return &policy.LinkError{Name: name, Target: target}
	}
	return nil
}

// hidden reports whether a static file's name is one not to publish: hidden (.env, .DS_Store, a
// folder .git) or an editor's backup (style.css~).
func hidden(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~")
}

// overlay is a site folder over the embedded defaults: a file in the site wins over the default
// of the same name.
type overlay struct {
	site, defaults fs.FS
}

func (o overlay) Open(name string) (fs.File, error) {
	if o.site != nil {
		if f, err := o.site.Open(name); err == nil {
			return f, nil
		}
	}
	return o.defaults.Open(name)
}

// glob lists the files under dir in both layers, each name once, sorted; hidden files and folders
// and backups (see hidden) are left out.
func (o overlay) glob(dir string) ([]string, error) {
	seen := map[string]bool{}
	for _, fsys := range []fs.FS{o.site, o.defaults} {
		if fsys == nil {
			continue
		}
		err := fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if isNotExist(err) && p == dir {
					return fs.SkipDir
				}
				return err
			}
			if p != dir && hidden(d.Name()) {
				if d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if !d.IsDir() {
				seen[p] = true
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, path.Clean(p))
	}
	slices.Sort(out)
	return out, nil
}

func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }

// inputProblem says why an input file shown could not be read: the limit it exceeds, its kind,
// or the file system's error.
func inputProblem(shown string, err error) string {
	var tl *policy.TooLargeError
	var nr *policy.NotRegularError
	var le *policy.LinkError
	var re *policy.ReadError
	switch {
	case errors.As(err, &tl):
		return shown + ": " + tl.Reason()
	case errors.As(err, &nr):
		return shown + ": " + nr.Reason()
	case errors.As(err, &le):
		return shown + ": " + le.Reason()
	case errors.As(err, &re):
		return shown + ": " + re.Reason()
	}
	return fmt.Sprintf("%s: %v", shown, err)
}
