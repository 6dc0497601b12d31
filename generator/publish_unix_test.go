//go:build unix

package generator

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Test_m6FolderThatCannotBeReplacedLeftAsItWas is defect m6 of the hostile trial: a read-only
// output folder was replaced anyway, its mode reset to 0755, and the build then failed with the
// previous site left beside it. Publish refuses before it changes anything. (Root may replace any
// folder: the test runs Publish as nobody in a child process when it runs as root.)
func Test_m6FolderThatCannotBeReplacedLeftAsItWas(t *testing.T) {
	if os.Getenv("SITEGEN_M6_OUT") != "" {
		err := Publish(os.Getenv("SITEGEN_M6_OUT"), os.Getenv("SITEGEN_M6_SITE"), syntheticSite("b"), nil)
		fmt.Printf("publish: %v\n", err)
		return
	}
	for _, readOnly := range []string{".", "en"} {
		t.Run(readOnly, func(t *testing.T) {
			dir := t.TempDir()
			for _, d := range []string{filepath.Dir(dir), dir} {
				if err := os.Chmod(d, 0o755); err != nil {
					t.Fatal(err)
				}
			}
			site := filepath.Join(dir, "site")
			out := filepath.Join(site, "public")
			if err := Publish(out, site, syntheticSite("a"), nil); err != nil {
				t.Fatal(err)
			}
			var got string
			if os.Geteuid() == 0 {
				bin := filepath.Join(dir, "generator.test")
				if err := copyFile(os.Args[0], bin); err != nil {
					t.Fatal(err)
				}
				if err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
					if err != nil {
						return err
					}
					return os.Lchown(p, 65534, 65534)
				}); err != nil {
					t.Fatal(err)
				}
				if err := os.Chmod(filepath.Join(out, readOnly), 0o555); err != nil {
					t.Fatal(err)
				}
				cmd := exec.Command(bin, "-test.run=^Test_m6FolderThatCannotBeReplacedLeftAsItWas$")
				cmd.Env = append(os.Environ(), "SITEGEN_M6_OUT="+out, "SITEGEN_M6_SITE="+site)
				cmd.Dir = dir
				cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
				b, err := cmd.CombinedOutput()
				if err != nil {
					t.Fatalf("%v\n%s", err, b)
				}
				got = string(b)
			} else {
				if err := os.Chmod(filepath.Join(out, readOnly), 0o555); err != nil {
					t.Fatal(err)
				}
				got = fmt.Sprintf("publish: %v\n", Publish(out, site, syntheticSite("b"), nil))
			}
			t.Cleanup(func() { os.Chmod(filepath.Join(out, readOnly), 0o755) })
			if !strings.Contains(got, "publish: refusing to replace "+out+": ") || !strings.Contains(got, "cannot be removed") {
				t.Errorf("publish into a folder with a read-only %s: %s", readOnly, got)
			}
			info, err := os.Stat(filepath.Join(out, readOnly))
			if err != nil {
				t.Fatal(err)
			}
			if info.Mode().Perm() != 0o555 {
				t.Errorf("%s's mode is now %v, want 0555 as it was", readOnly, info.Mode().Perm())
			}
			if got := readTestFile(t, filepath.Join(out, "index.html")); got != "a index.html" {
				t.Errorf("the output was replaced: index.html %q", got)
			}
			if entries, _ := os.ReadDir(site); len(entries) != 1 {
				t.Errorf("beside the output: %v", entries)
			}
		})
	}
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o755)
}

// Test_h8LockFileNotFollowed (hostile trial 2, H8): the lock file beside the output is opened
// without following a symbolic link, which a site's repository can hold in its place: the build
// created an empty file wherever the link pointed. A link or a folder there is refused by name,
// and nothing is created or published.
func Test_h8LockFileNotFollowed(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	if err := os.Mkdir(site, 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(site, "public")
	lock := filepath.Join(site, ".public.lock")
	target := filepath.Join(dir, "elsewhere")
	if err := os.Symlink(target, lock); err != nil {
		t.Fatal(err)
	}
	err := Publish(out, site, syntheticSite("a"), nil)
	if want := lock + " is a symbolic link, not the lock file a build keeps there while it publishes: remove it"; err == nil || err.Error() != want {
		t.Errorf("Publish with a symbolic link for its lock file: %v\nwant %s", err, want)
	}
	if _, err := os.Lstat(target); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Publish created the link's target %s (%v)", target, err)
	}
	if _, err := os.Lstat(out); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Publish published %s (%v)", out, err)
	}
	if err := os.Remove(lock); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(lock, 0o755); err != nil {
		t.Fatal(err)
	}
	err = Publish(out, site, syntheticSite("a"), nil)
	if want := lock + " is a folder, not the lock file a build keeps there while it publishes: remove it"; err == nil || err.Error() != want {
		t.Errorf("Publish with a folder for its lock file: %v\nwant %s", err, want)
	}
}

// Test_h27FoldersLinkedOutOfTheSiteRefused (hostile trial 2, H27): a site's templates/ (or
// static/, locales/) that is a symbolic link out of the site folder is refused by name: read
// through an os.Root it looked empty, so a templates/ link was ignored without a word and the
// build went on with the built-in templates.
func Test_h27FoldersLinkedOutOfTheSiteRefused(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	outside := filepath.Join(dir, "outside")
	for _, d := range []string{site, outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	src, err := os.ReadFile(filepath.Join("..", "examples", "triple-fetchers", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(site, "policy.toml"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(outside, "page.md.tmpl"), []byte("# {{.Heading.Markdown}}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(site, "templates")); err != nil {
		t.Fatal(err)
	}
	root, err := os.OpenRoot(site)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	opts := defaults()
	opts.Site = root.FS()
	_, err = Build(opts)
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("Build error is %T (%v), want *BuildError", err, err)
	}
	want := "templates: a symbolic link out of the site folder (to " + outside + "); sitegen reads only files inside the site folder"
	if len(be.Problems) != 1 || be.Problems[0] != want {
		t.Errorf("problems %q\nwant %q", be.Problems, want)
	}
}
