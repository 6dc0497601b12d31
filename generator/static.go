package generator

import (
	"errors"
	"io/fs"
	"path"
	"slices"
)

// copyStatic adds the static files, a site's own replacing the default of the same name.
func copyStatic(fsys overlay, files Files) error {
	names, err := fsys.glob("static")
	if err != nil {
		return err
	}
	for _, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		files[name] = b
	}
	return nil
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

// glob lists the files under dir in both layers, each name once, sorted.
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
