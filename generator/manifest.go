package generator

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

// maxManifestBytes bounds the manifest read from an output folder: 16 MiB, some hundred thousand
// paths.
const maxManifestBytes = 16 << 20

// ManifestFile is the file in which a build lists the files it publishes, written into the
// output folder with them. The next build owns exactly these: it replaces or deletes them, and
// refuses to replace an output that holds any other file that site.not_own does not name, so that
// nothing someone added is lost, whatever its path.
const ManifestFile = ".sitegen-manifest.json"

// manifest is the shape of ManifestFile.
type manifest struct {
	// Generator is "sitegen", so that the file says what wrote it.
	Generator string `json:"generator"`
	// Files are the paths of the published files, slash-separated, relative to the output folder,
	// sorted; the manifest itself is not among them.
	Files []string `json:"files"`
}

// Manifest returns the manifest of files (ManifestFile's content): every path but the manifest's
// own, sorted, one per line.
func Manifest(files Files) []byte {
	m := manifest{Generator: "sitegen", Files: make([]string, 0, len(files))}
	for _, p := range files.Paths() {
		if p != ManifestFile {
			m.Files = append(m.Files, p)
		}
	}
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		panic(err) // strings only: cannot fail
	}
	return append(b, '\n')
}

// readManifest reads the manifest of the output folder out: the set of files an earlier build
// published there; found is false when there is no manifest (an output written before builds kept
// one, or not a site at all).
func readManifest(out fs.FS) (files map[string]bool, found bool, err error) {
	b, err := policy.ReadFile(out, ManifestFile, maxManifestBytes)
	if isNotExist(err) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	var m manifest
	if err := json.Unmarshal(b, &m); err != nil || m.Generator != "sitegen" {
		return nil, false, fmt.Errorf("%s is not a manifest sitegen wrote (remove it, and check the folder's files by hand)", ManifestFile)
	}
	files = make(map[string]bool, len(m.Files))
	for _, p := range m.Files {
		// A manifest names files inside the folder only; anything else is not one a build wrote.
		if !fs.ValidPath(p) || p == ManifestFile || strings.Contains(p, "\\") || path.Clean(p) != p {
			return nil, false, fmt.Errorf("%s lists %q, which no build writes (remove the manifest, and check the folder's files by hand)", ManifestFile, p)
		}
		files[p] = true
	}
	return files, true, nil
}
