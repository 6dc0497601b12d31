package generator

import (
	"bytes"
	"errors"
	"io/fs"
	"path"
	"slices"
)

// Check compares a build with the folder out and returns one finding per difference, sorted: a
// file that differs ("DIR/de/index.html: stale"), one that is missing ("…: missing") and one that
// the build does not produce ("…: not produced by this policy"). Files declared not the site's
// own are left alone. A missing folder is one finding.
func Check(out fs.FS, outName string, files Files, notOwn []string) ([]string, error) {
	if _, err := fs.Stat(out, "."); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return []string{outName + ": missing (run sitegen build)"}, nil
		}
		return nil, err
	}
	var findings []string
	onDisk := map[string]bool{}
	err := fs.WalkDir(out, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			onDisk[p] = true
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return []string{outName + ": missing (run sitegen build)"}, nil
	}
	if err != nil {
		return nil, err
	}
	for _, p := range files.Paths() {
		name := path.Join(outName, p)
		if !onDisk[p] {
			findings = append(findings, name+": missing")
			continue
		}
		b, err := fs.ReadFile(out, p)
		if err != nil {
			return nil, err
		}
		if !bytes.Equal(b, files[p]) {
			findings = append(findings, name+": stale")
		}
	}
	for p := range onDisk {
		if _, ok := files[p]; !ok && !slices.Contains(notOwn, p) {
			findings = append(findings, path.Join(outName, p)+": not produced by this policy")
		}
	}
	slices.Sort(findings)
	return findings, nil
}

// Verify runs the proofs a build relies on but does not need to render: every published value of
// the policy stated on every page (see Coverage), and the messages the build used complete in the
// site's languages (see Messages.Check). dir names the output folder in findings.
func Verify(res *Result, dir string) []string {
	langs := res.Policy.Site.Languages
	findings := res.messages.Check(langs)
	for _, lang := range langs {
		findings = append(findings, Coverage(path.Join(dir, lang, "index.html"), lang, langs,
			res.Files["policy.json"], res.Files[lang+"/index.html"], res.Files[lang+"/index.md"])...)
	}
	return findings
}
