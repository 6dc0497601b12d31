//go:build unix

package generator

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Test_m4OnlyRegularFilesRead is defect m4 of the hostile trial: a FIFO in static/ made the build
// wait forever for a writer. No input is opened unless it is a regular file; the build says
// which one is not.
func Test_m4OnlyRegularFilesRead(t *testing.T) {
	for _, name := range []string{"static/fifo", "locales/en/about.md", "locales/en/site.en.toml", "templates/page.md.tmpl", PolicyFile} {
		t.Run(name, func(t *testing.T) {
			site := filepath.Join(t.TempDir(), "site")
			if err := os.CopyFS(site, os.DirFS(filepath.Join("..", "examples", "triple-fetchers"))); err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(site, filepath.FromSlash(name))
			os.Remove(p)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Fatal(err)
			}
			root, err := os.OpenRoot(site)
			if err != nil {
				t.Fatal(err)
			}
			defer root.Close()
			opts := defaults()
			opts.Site = root.FS()
			done := make(chan error, 1)
			go func() {
				_, err := Build(opts)
				done <- err
			}()
			select {
			case err := <-done:
				if want := name + ": not a regular file (a named pipe), so sitegen does not read it"; err == nil || !strings.Contains(err.Error(), want) {
					t.Errorf("got %v, want %q", err, want)
				}
			case <-time.After(time.Minute):
				// Not a measure of speed: a build that opened the FIFO would wait for ever.
				t.Fatal("the build is waiting on the FIFO")
			}
		})
	}
}
