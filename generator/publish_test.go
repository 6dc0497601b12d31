package generator

import (
	"errors"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// publishFixture builds an example once per test and returns its files, with a site folder and
// an output folder inside a fresh temporary folder.
func publishFixture(t *testing.T) (files Files, site, out string) {
	t.Helper()
	res := buildExample(t, "triple-fetchers")
	dir := t.TempDir()
	site = filepath.Join(dir, "site")
	if err := os.Mkdir(site, 0o755); err != nil {
		t.Fatal(err)
	}
	return res.Files, site, filepath.Join(site, "public")
}

func writeTestFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readTestFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestC1BuildKeepsFilesItDidNotWrite is defect C1 of the hostile trial: files that someone added
// to an earlier output under static/, robots/ or a <dir>/index.html were deleted by the next
// build, because ownership was guessed from the shape of a path. A build owns exactly the files
// the previous build listed in its manifest.
func TestC1BuildKeepsFilesItDidNotWrite(t *testing.T) {
	files, site, out := publishFixture(t)
	if err := Publish(out, site, files, nil); err != nil {
		t.Fatal(err)
	}
	added := map[string]string{
		"static/notes.txt":    "notes",
		"blog/index.html":     "<p>blog</p>",
		"robots/custom.txt":   "User-agent: *\nDisallow: /x\n",
		"en/notes/index.html": "nested",
	}
	for name, content := range added {
		writeTestFile(t, filepath.Join(out, filepath.FromSlash(name)), content)
	}
	err := Publish(out, site, files, nil)
	if !errors.Is(err, ErrNotASite) {
		t.Fatalf("second build over added files: got %v, want a refusal (ErrNotASite)", err)
	}
	for name, content := range added {
		if !strings.Contains(err.Error(), filepath.Join(out, filepath.FromSlash(name))) {
			t.Errorf("the refusal does not list %s: %v", name, err)
		}
		if got := readTestFile(t, filepath.Join(out, filepath.FromSlash(name))); got != content {
			t.Errorf("%s: got %q, want it kept as %q", name, got, content)
		}
	}

	// Declared not the site's own, they are carried over.
	notOwn := []string{"static/notes.txt", "blog/index.html", "robots/custom.txt", "en/notes/index.html"}
	if err := Publish(out, site, files, notOwn); err != nil {
		t.Fatal(err)
	}
	for name, content := range added {
		if got := readTestFile(t, filepath.Join(out, filepath.FromSlash(name))); got != content {
			t.Errorf("%s after a build that names it in not_own: got %q, want %q", name, got, content)
		}
	}

	// A file the previous build wrote and this one does not (a snippet removed) is the build's to
	// delete.
	fewer := maps.Clone(files)
	var snippet string
	for p := range fewer {
		if strings.HasPrefix(p, "robots/") {
			snippet = p
			break
		}
	}
	delete(fewer, snippet)
	delete(fewer, ManifestFile)
	fewer[ManifestFile] = Manifest(fewer)
	if err := Publish(out, site, fewer, notOwn); err != nil {
		t.Fatalf("a build that no longer writes %s: %v", snippet, err)
	}
	if _, err := os.Stat(filepath.Join(out, filepath.FromSlash(snippet))); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("%s, written by the previous build only, is still there (%v)", snippet, err)
	}
	// … but a file at that path that the previous build did not write is not.
	writeTestFile(t, filepath.Join(out, filepath.FromSlash(snippet)), "mine")
	if err := Publish(out, site, fewer, notOwn); !errors.Is(err, ErrNotASite) {
		t.Errorf("a file the previous build did not write, at a path an older build used: got %v, want a refusal", err)
	}
}

// TestC1OutputWithoutManifest: an output written before builds kept a manifest is replaced only
// when every file in it is one this build writes (or not_own names); anything else is listed.
func TestC1OutputWithoutManifest(t *testing.T) {
	files, site, out := publishFixture(t)
	if err := Publish(out, site, files, nil); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(out, ManifestFile)); err != nil {
		t.Fatal(err)
	}
	writeTestFile(t, filepath.Join(out, "static", "notes.txt"), "notes")
	err := Publish(out, site, files, nil)
	if !errors.Is(err, ErrNotASite) || !strings.Contains(err.Error(), filepath.Join(out, "static", "notes.txt")) {
		t.Fatalf("got %v, want a refusal that lists static/notes.txt", err)
	}
	if err := os.Remove(filepath.Join(out, "static", "notes.txt")); err != nil {
		t.Fatal(err)
	}
	if err := Publish(out, site, files, nil); err != nil {
		t.Fatalf("an output without a manifest holding only this build's files: %v", err)
	}
	if _, err := os.Stat(filepath.Join(out, ManifestFile)); err != nil {
		t.Errorf("the build wrote no manifest: %v", err)
	}
}
