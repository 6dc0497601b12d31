package generator

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
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

// syntheticSite returns the files of a small site whose every file says variant, with its
// manifest: enough for Publish, which does not look inside files.
func syntheticSite(variant string) Files {
	files := Files{}
	for _, p := range []string{"index.html", "policy.json", "policy.schema.json", "ips.json", "sitemap.xml", "static/style.css", "static/copy.js", "robots/exclude.txt"} {
		files[p] = []byte(variant + " " + p)
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		files[lang+"/index.html"] = []byte(variant + " " + lang)
		files[lang+"/index.md"] = []byte(variant + " " + lang)
	}
	files[ManifestFile] = Manifest(files)
	return files
}

// TestM8ConcurrentBuildsLoseNothing is defect M8 of the hostile trial: builds publishing into one
// folder at once lost a not_own file (CNAME), and some exited 0 although their site was not
// published. Four builds at once, a hundred times: the folder always holds one whole build and
// the CNAME, a build that did not publish says so (ErrBusy), and nothing is left beside the
// folder.
func TestM8ConcurrentBuildsLoseNothing(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	out := filepath.Join(site, "public")
	variants := []Files{syntheticSite("a"), syntheticSite("b"), syntheticSite("c"), syntheticSite("d")}
	if err := Publish(out, site, variants[0], nil); err != nil {
		t.Fatal(err)
	}
	writeTestFile(t, filepath.Join(out, "CNAME"), "policy.example.org\n")
	notOwn := []string{"CNAME"}
	for round := range 100 {
		errs := make([]error, len(variants))
		var wg sync.WaitGroup
		for i, files := range variants {
			wg.Go(func() { errs[i] = Publish(out, site, files, notOwn) })
		}
		wg.Wait()
		published := -1
		for i, files := range variants {
			if bytes.Equal(readTestFileBytes(t, filepath.Join(out, "index.html")), files["index.html"]) {
				published = i
			}
		}
		if published < 0 {
			t.Fatalf("round %d: the output's index.html is none of the builds'", round)
		}
		if errs[published] != nil {
			t.Fatalf("round %d: the output holds build %d, which failed: %v", round, published, errs[published])
		}
		for i, err := range errs {
			if err != nil && !errors.Is(err, ErrBusy) {
				t.Fatalf("round %d: build %d: %v, want nil or ErrBusy", round, i, err)
			}
		}
		want := variants[published]
		var got []string
		err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			rel, _ := filepath.Rel(out, p)
			rel = filepath.ToSlash(rel)
			got = append(got, rel)
			if rel == "CNAME" {
				return nil
			}
			if b, ok := want[rel]; !ok || !bytes.Equal(readTestFileBytes(t, p), b) {
				t.Errorf("round %d: %s is not build %d's", round, rel, published)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want)+1 {
			t.Fatalf("round %d: %d files in the output, want build %d's %d and CNAME: %v", round, len(got), published, len(want), got)
		}
		if readTestFile(t, filepath.Join(out, "CNAME")) != "policy.example.org\n" {
			t.Fatalf("round %d: CNAME changed", round)
		}
		if entries, _ := os.ReadDir(site); len(entries) != 1 {
			t.Fatalf("round %d: beside the output: %v", round, entries)
		}
	}
}

func readTestFileBytes(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// exampleWith is an example site folder with its policy.toml edited by edit.
func exampleWith(t *testing.T, name string, edit func(string) string) Options {
	t.Helper()
	dir := filepath.Join("..", "examples", name)
	src, err := os.ReadFile(filepath.Join(dir, PolicyFile))
	if err != nil {
		t.Fatal(err)
	}
	opts := defaults()
	opts.Site = overlay{fstest.MapFS{PolicyFile: {Data: []byte(edit(string(src)))}}, os.DirFS(dir)}
	return opts
}

// TestM9NotOwnCannotNameAProducedFile is defect M9 of the hostile trial: site.not_own naming a
// file the build writes made the build copy the old, perhaps hand-edited, file over the proven
// one. Such a name is a build error.
func TestM9NotOwnCannotNameAProducedFile(t *testing.T) {
	produced := []string{"index.html", "en/index.html", "de/index.md", "static/style.css", "policy.json", "robots/all.txt", ManifestFile}
	opts := exampleWith(t, "triple-fetchers", func(src string) string {
		quoted := make([]string, len(produced))
		for i, p := range produced {
			quoted[i] = strconv.Quote(p)
		}
		return strings.Replace(src, "[site]\n", "[site]\nnot_own = [\"CNAME\", "+strings.Join(quoted, ", ")+"]\n", 1)
	})
	_, err := Build(opts)
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("got %v, want a BuildError", err)
	}
	for i, p := range produced {
		want := fmt.Sprintf("site.not_own[%d]: %q is a file the build writes", i+1, p)
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the build's problems lack %q:\n%v", want, err)
		}
	}
	if strings.Contains(err.Error(), `"CNAME"`) {
		t.Errorf("CNAME is reported:\n%v", err)
	}
}

// Test_m5LeftoversOfAnInterruptedBuildCleaned is defect m5 of the hostile trial: a build killed
// while publishing left full copies of the site beside the output (.public.new-*, and *.old),
// never removed. The next build removes them, and when the kill fell between its two renames, so
// that the output is missing, it takes the previous site back first (its not_own files with it).
func Test_m5LeftoversOfAnInterruptedBuildCleaned(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	out := filepath.Join(site, "public")
	files := syntheticSite("a")
	if err := Publish(out, site, files, nil); err != nil {
		t.Fatal(err)
	}
	writeTestFile(t, filepath.Join(out, "CNAME"), "policy.example.org\n")
	writeTestFile(t, filepath.Join(site, ".public.new-123", "index.html"), "half a site")
	writeTestFile(t, filepath.Join(site, ".public.new-456.old", "index.html"), "an older site")
	writeTestFile(t, filepath.Join(site, ".public.lock"), "")
	writeTestFile(t, filepath.Join(site, ".keep-me", "x"), "not sitegen's")
	if err := Publish(out, site, files, []string{"CNAME"}); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(site)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if !slices.Equal(names, []string{".keep-me", "public"}) {
		t.Errorf("beside the output after a build: %v, want only .keep-me and public", names)
	}

	// Killed between the renames: the output is in .public.new-N.old.
	if err := os.Rename(out, filepath.Join(site, ".public.new-789.old")); err != nil {
		t.Fatal(err)
	}
	writeTestFile(t, filepath.Join(site, ".public.new-789", "index.html"), "the new site, whole or not")
	if err := Publish(out, site, syntheticSite("b"), []string{"CNAME"}); err != nil {
		t.Fatal(err)
	}
	if got := readTestFile(t, filepath.Join(out, "CNAME")); got != "policy.example.org\n" {
		t.Errorf("CNAME after a build interrupted between its renames: %q", got)
	}
	if got := readTestFile(t, filepath.Join(out, "index.html")); got != "b index.html" {
		t.Errorf("index.html: %q", got)
	}
	entries, _ = os.ReadDir(site)
	if len(entries) != 2 {
		t.Errorf("beside the output: %v", entries)
	}
}

// Test_m7OutInsideTheSiteInputsRefused is defect m7 of the hostile trial: --out site/static fed
// each build's output back in as static files, and --out site/locales broke the prose folders.
func Test_m7OutInsideTheSiteInputsRefused(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	for _, in := range []string{"static", "static/sub", "locales", "locales/en", "templates"} {
		out := filepath.Join(site, filepath.FromSlash(in))
		err := Publish(out, site, syntheticSite("a"), nil)
		if !errors.Is(err, ErrNotASite) || !strings.Contains(err.Error(), "an input of the site") {
			t.Errorf("--out %s: got %v, want a refusal naming it an input of the site", in, err)
		}
		if _, err := os.Stat(filepath.Join(out, "index.html")); err == nil {
			t.Errorf("--out %s: published", in)
		}
	}
	if err := Publish(filepath.Join(site, "public", "policy"), site, syntheticSite("a"), nil); err != nil {
		t.Errorf("an output below public/: %v", err)
	}
}

// Test_m10DotfilesAndSymlinksOutOfTheSiteNotPublished is defect m10 of the hostile trial: static/
// published .env, .DS_Store and editor backups, and followed symbolic links out of the site
// folder (/etc/hostname). Hidden files and backups are left out; a link that leaves the site
// folder is an error. A link inside the site folder is fine.
func Test_m10DotfilesAndSymlinksOutOfTheSiteNotPublished(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	if err := os.CopyFS(site, os.DirFS(filepath.Join("..", "examples", "triple-fetchers"))); err != nil {
		t.Fatal(err)
	}
	writeTestFile(t, filepath.Join(site, "static", ".env"), "SECRET=1")
	writeTestFile(t, filepath.Join(site, "static", ".git", "config"), "[core]")
	writeTestFile(t, filepath.Join(site, "static", "style.css~"), "backup")
	writeTestFile(t, filepath.Join(site, "shared.txt"), "inside")
	writeTestFile(t, filepath.Join(dir, "secret.txt"), "outside")
	if err := os.Symlink("../shared.txt", filepath.Join(site, "static", "shared.txt")); err != nil {
		t.Fatal(err)
	}
	root, err := os.OpenRoot(site)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	opts := defaults()
	opts.Site = root.FS()
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"static/.env", "static/.git/config", "static/style.css~"} {
		if _, ok := res.Files[p]; ok {
			t.Errorf("%s is published", p)
		}
	}
	if got := string(res.Files["static/shared.txt"]); got != "inside" {
		t.Errorf("static/shared.txt, a link inside the site folder: %q", got)
	}
	for _, target := range []string{"../../secret.txt", filepath.Join(dir, "secret.txt")} {
		link := filepath.Join(site, "static", "leak.txt")
		os.Remove(link)
		if err := os.Symlink(target, link); err != nil {
			t.Fatal(err)
		}
		_, err := Build(opts)
		if err == nil || !strings.Contains(err.Error(), "static/leak.txt: a symbolic link to ") || !strings.Contains(err.Error(), "which leads out of the site folder") {
			t.Errorf("a link to %s: got %v, want an error that names it", target, err)
		}
	}
}

// Test_m19OutputFolderErrorsClear is defect m19 of the hostile trial: --out . gave "device or
// resource busy", and an output that is a symbolic link was reported as holding files sitegen did
// not write.
func Test_m19OutputFolderErrorsClear(t *testing.T) {
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	cwd := filepath.Join(dir, "empty")
	if err := os.Mkdir(cwd, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(cwd)
	err := Publish(".", site, syntheticSite("a"), nil)
	if err == nil || !strings.Contains(err.Error(), "the current folder") {
		t.Errorf("--out .: got %v, want a refusal that says it is the current folder", err)
	}
	real := filepath.Join(dir, "real")
	if err := Publish(real, site, syntheticSite("a"), nil); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "public")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	err = Publish(link, site, syntheticSite("b"), nil)
	if err == nil || !strings.Contains(err.Error(), "a symbolic link to "+real) {
		t.Errorf("--out a symbolic link: got %v, want a refusal that names its target", err)
	}
}

// TestPublishUnchangedLeftAsItIs: an output that holds exactly the build (the same files, the
// same bytes, nothing else but the files site.not_own names) is left as it is, not replaced by a
// copy; any difference (a byte, a file missing, a link in a file's place, a folder of its own, an
// other build) replaces it as before, with the build's bytes.
func TestPublishUnchangedLeftAsItIs(t *testing.T) {
	cases := []struct {
		name     string
		change   func(t *testing.T, out string)
		build    string // the variant of syntheticSite published the second time
		replaced bool
	}{
		{name: "same build", build: "a"},
		{name: "a not_own file beside it", build: "a", change: func(t *testing.T, out string) {
			writeTestFile(t, filepath.Join(out, "CNAME"), "example.org")
		}},
		{name: "another build", build: "b", replaced: true},
		{name: "a byte changed", build: "a", replaced: true, change: func(t *testing.T, out string) {
			writeTestFile(t, filepath.Join(out, "de", "index.md"), "a dE")
		}},
		{name: "a file missing", build: "a", replaced: true, change: func(t *testing.T, out string) {
			if err := os.Remove(filepath.Join(out, "robots", "exclude.txt")); err != nil {
				t.Fatal(err)
			}
		}},
		{name: "a link in a file's place", build: "a", replaced: true, change: func(t *testing.T, out string) {
			copy := filepath.Join(filepath.Dir(out), "copy.css")
			writeTestFile(t, copy, "a static/style.css")
			name := filepath.Join(out, "static", "style.css")
			if err := os.Remove(name); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(copy, name); err != nil {
				t.Fatal(err)
			}
		}},
		{name: "an empty folder of its own", build: "a", replaced: true, change: func(t *testing.T, out string) {
			if err := os.Mkdir(filepath.Join(out, "drafts"), 0o755); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			site := filepath.Join(dir, "site")
			out := filepath.Join(site, "public")
			if err := Publish(out, site, syntheticSite("a"), []string{"CNAME"}); err != nil {
				t.Fatal(err)
			}
			if c.change != nil {
				c.change(t, out)
			}
			before, err := os.Stat(out)
			if err != nil {
				t.Fatal(err)
			}
			want := syntheticSite(c.build)
			if err := Publish(out, site, want, []string{"CNAME"}); err != nil {
				t.Fatal(err)
			}
			after, err := os.Stat(out)
			if err != nil {
				t.Fatal(err)
			}
			if replaced := !os.SameFile(before, after); replaced != c.replaced {
				t.Errorf("the output was replaced: %v, want %v", replaced, c.replaced)
			}
			findings, err := Check(os.DirFS(out), out, want, []string{"CNAME"})
			if err != nil {
				t.Fatal(err)
			}
			if len(findings) > 0 {
				t.Errorf("after publishing: %q", findings)
			}
			if _, err := os.Stat(filepath.Join(out, "drafts")); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("drafts/: %v, want it removed", err)
			}
		})
	}
}

// TestSameFile: a file is the same as a build's bytes only when every byte is, compared a block at
// a time: a difference in the first block, the last byte of a later one, or a file that holds a
// byte more or less than its size says.
func TestSameFile(t *testing.T) {
	want := bytes.Repeat([]byte("0123456789abcdef"), 5000) // 80,000 bytes: three blocks
	changed := func(i int) []byte {
		b := bytes.Clone(want)
		b[i] ^= 1
		return b
	}
	cases := []struct {
		name string
		data []byte
		same bool
	}{
		{"same", want, true},
		{"first byte", changed(0), false},
		{"last byte of the second block", changed(64<<10 - 1), false},
		{"last byte", changed(len(want) - 1), false},
		{"shorter", want[:len(want)-1], false},
		{"longer", append(bytes.Clone(want), 'x'), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fsys := fstest.MapFS{"f": {Data: c.data}}
			entries, err := fs.ReadDir(fsys, ".")
			if err != nil {
				t.Fatal(err)
			}
			// The size a listing gave, as Check has it, then the file as it is now.
			d := sized{entries[0], int64(len(want))}
			same, err := sameFile(fsys, "f", d, want, make([]byte, compareBlock))
			if err != nil || same != c.same {
				t.Errorf("sameFile: %v, %v; want %v", same, err, c.same)
			}
		})
	}
}

// sized is a directory entry whose Info reports the size size.
type sized struct {
	fs.DirEntry
	size int64
}

func (s sized) Info() (fs.FileInfo, error) {
	info, err := s.DirEntry.Info()
	return sizedInfo{info, s.size}, err
}

type sizedInfo struct {
	fs.FileInfo
	size int64
}

func (s sizedInfo) Size() int64 { return s.size }

// TestPublishUnwritableParent: where out's folder cannot be written, the error names that folder
// and out, not only the lock file a build keeps there (new-user trial 15, finding 16: "open
// /sys/kernel/.sgout.lock: permission denied"). sysfs refuses new files even to root, which a
// chmod'ed folder does not.
func TestPublishUnwritableParent(t *testing.T) {
	if _, err := os.Stat("/sys/kernel"); err != nil {
		t.Skip("no /sys/kernel here")
	}
	err := Publish("/sys/kernel/sgout", t.TempDir(), Files{"index.html": []byte("x")}, nil)
	want := "cannot publish /sys/kernel/sgout: the folder /sys/kernel is not writable (a build keeps a lock file there and replaces sgout in one rename): open /sys/kernel/.sgout.lock: permission denied"
	if err == nil || err.Error() != want {
		t.Errorf("Publish into /sys/kernel: %v; want %q", err, want)
	}
}
