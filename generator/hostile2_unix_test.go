//go:build unix

package generator

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// siteCopy copies an example into a temporary site folder and returns its path and a build of it
// read through an os.Root, as sitegen build reads a site.
func siteCopy(t *testing.T, example string) (string, func() ([]string, error)) {
	t.Helper()
	site := filepath.Join(t.TempDir(), "site")
	if err := os.CopyFS(site, os.DirFS(filepath.Join("..", "examples", example))); err != nil {
		t.Fatal(err)
	}
	return site, func() ([]string, error) {
		root, err := os.OpenRoot(site)
		if err != nil {
			t.Fatal(err)
		}
		defer root.Close()
		opts := defaults()
		opts.Site = root.FS()
		_, err = Build(opts)
		var be *BuildError
		if errors.As(err, &be) {
			return be.Problems, nil
		}
		return nil, err
	}
}

// TestH3AllProblemsAtOnce (hostile trial 2, H3): a build reports every independent problem in one
// run: raw HTML in prose no longer hides the same file's links and images to missing files, and
// a static file linked out of the site no longer hides a FIFO beside it.
func TestH3AllProblemsAtOnce(t *testing.T) {
	site, build := siteCopy(t, "triple-fetchers")
	about := "We run crawlers.\n\n<div onclick=\"x()\">raw</div>\n\n![logo](../static/missing.png) and [data](../nothere.json) and ![far](https://cdn.example/a.png)\n"
	if err := os.WriteFile(filepath.Join(site, "locales", "en", "about.md"), []byte(about), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(site, "static"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/etc/hostname", filepath.Join(site, "static", "host.txt")); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(site, "static", "pipe"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := build()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`locales/en/about.md:3: raw HTML is not allowed in prose (write Markdown)`,
		`locales/en/about.md:5: image "https://cdn.example/a.png" is not a file of the site (the pages load nothing from other origins; put it in static/ and link it relatively)`,
		`static/host.txt: a symbolic link to "/etc/hostname", which leads out of the site folder or to nothing; sitegen reads only files inside the site folder (copy the file in, or link to a file inside)`,
		`static/pipe: not a regular file (a named pipe), so sitegen does not read it`,
		`locales/en/about.md:5: image "../static/missing.png" points to static/missing.png, which the site does not have (put the file in static/, or correct the image)`,
		`locales/en/about.md:5: link "../nothere.json" points to nothere.json, which the site does not have (put the file in static/, or correct the link)`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestH4ClearErrorsForFilesThatCannotBeRead (hostile trial 2, H4): a prose file that is a FIFO or a
// link out of the site folder is one problem in plain words (no "statat …: path escapes from
// parent"), not also "missing (the file exists in de, fr, pl)"; the same for the policy itself.
func TestH4ClearErrorsForFilesThatCannotBeRead(t *testing.T) {
	site, build := siteCopy(t, "triple-fetchers")
	en := filepath.Join(site, "locales", "en")
	for _, f := range []string{"about.md", "data.md"} {
		os.Remove(filepath.Join(en, f))
	}
	if err := syscall.Mkfifo(filepath.Join(en, "about.md"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/etc/passwd", filepath.Join(en, "data.md")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../../nothing.md", filepath.Join(site, "locales", "de", "about.md.tmp")); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(filepath.Join(site, "locales", "de", "about.md.tmp"), filepath.Join(site, "locales", "de", "about.md")); err != nil {
		t.Fatal(err)
	}
	got, err := build()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`locales/de/about.md: a symbolic link to "../../nothing.md", which leads out of the site folder or to nothing; sitegen reads only files inside the site folder (copy the file in, or link to a file inside)`,
		`locales/en/about.md: not a regular file (a named pipe), so sitegen does not read it`,
		`locales/en/data.md: a symbolic link to "/etc/passwd", which leads out of the site folder or to nothing; sitegen reads only files inside the site folder (copy the file in, or link to a file inside)`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	outside := filepath.Join(t.TempDir(), "secret.toml")
	if err := os.WriteFile(outside, []byte("token = \"ghp_SECRET\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(site, PolicyFile))
	if err := os.Symlink(outside, filepath.Join(site, PolicyFile)); err != nil {
		t.Fatal(err)
	}
	// A problem of the build like the prose files' (newuser9: named with the site folder, which
	// this build has none of).
	got, err = build()
	if want := `policy.toml: a symbolic link to "` + outside + `", which leads out of the site folder or to nothing`; err != nil || len(got) != 1 || !strings.HasPrefix(got[0], want) || strings.Contains(got[0], "SECRET") {
		t.Errorf("policy.toml linked out of the site: got %q, %v, want one problem %q…", got, err, want)
	}
}

// TestH7BuildReportsAsValidateDoes (hostile trial 2, H7): a build that fails after the policy
// loaded still prints the policy's warnings, and a snippet that does not prove out is placed at
// its key in policy.toml, as validate (which runs the same proofs, ProveSnippets) places it.
func TestH7BuildReportsAsValidateDoes(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	src = append(src, "\n[robots_txt]\ncheck = \"before-first-fetch\"\ncache_for = \"48h\"\n\n[snippets.exclude]\nlabel = { en = \"Shut MinimalBot out\", de = \"MinimalBot aussperren\", fr = \"Exclure MinimalBot\", pl = \"Blokada robota MinimalBot\" }\nagents = [\"bot\"]\npaths = [\"/\"]\n"...)
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: src}, "locales/en/about.md": {Data: []byte("Since {{2019}} and 2020.\n")}}
	_, err = Build(opts)
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("Build = %v, want a BuildError", err)
	}
	wantWarning := `policy.toml:25:1: warning: robots_txt.cache_for: 48h is longer than 24 hours, which RFC 9309 §2.4 advises against (crawlers SHOULD NOT use a cached copy longer): the page states it as it is`
	if !slices.Equal(be.Warnings, []string{wantWarning}) {
		t.Errorf("warnings of the failed build: %q, want %q", be.Warnings, wantWarning)
	}

	p, err := policy.Parse(src, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	// A token from which a parser reads no token ("1MinimalBot"), past validation: only the proof
	// can refuse it now. ("MinimalBot1" proves out since issue #11, item 3: it is asked for as a
	// parser reads it, "MinimalBot".)
	p.Agents[0].Token = "1MinimalBot"
	got := ProveSnippets(p, "site/policy.toml")
	want := "site/policy.toml:27:2: snippets.exclude: the snippet does not prove out: snippet \"exclude\" is not valid:\n\ttoken \"1MinimalBot\" is not an RFC 9309 product token (letters, \"_\" and \"-\" only, §2.2.1)"
	if !slices.Equal(got, []string{want}) {
		t.Errorf("ProveSnippets = %q\nwant %q", got, want)
	}
	p.Agents[0].Token = "MinimalBot1"
	if got := ProveSnippets(p, "site/policy.toml"); len(got) != 0 {
		t.Errorf("ProveSnippets with the token MinimalBot1 = %q, want none", got)
	}
}
