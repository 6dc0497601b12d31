package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// machineFile reports whether a file of the build is one of the machine-readable files that
// issue #16 added or changed (JAFAR files, the Web Bot Auth key directory and cards, llms.txt,
// the hosts' header file), whose bytes TestGoldenFiles compares.
func machineFile(p string) bool {
	return p == "ips.json" || strings.HasPrefix(p, "ips/") || p == keyDirectoryPath ||
		strings.HasPrefix(p, cardsDir) || p == "llms.txt" || p == "_headers"
}

// TestGoldenFiles compares the machine-readable files of every example, and of
// testdata/signing (agents with signing keys and addresses of their own), with
// testdata/golden/NAME/files/. Run with -update to accept a change; a file that a build no longer
// writes is reported, and removed with -update.
func TestGoldenFiles(t *testing.T) {
	sites := map[string]string{"signing": "testdata/signing"}
	for _, e := range examples {
		sites[e] = filepath.Join("..", "examples", e)
	}
	for name, dir := range sites {
		res := buildSite(t, dir)
		root := filepath.Join("testdata", "golden", name, "files")
		written := map[string]bool{}
		for _, p := range res.Files.Paths() {
			// The fixture's English page too: the keys and how to check a signature.
			if !machineFile(p) && !(name == "signing" && p == "en/index.md") {
				continue
			}
			written[p] = true
			golden := filepath.Join(root, filepath.FromSlash(p))
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, res.Files[p], 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Errorf("%s: %v (run go test ./generator -run TestGoldenFiles -update)", name, err)
				continue
			}
			if !bytes.Equal(res.Files[p], want) {
				t.Errorf("%s differs from the build; run go test ./generator -update and review the diff:\n%s", golden, firstDifference(res.Files[p], want))
			}
		}
		filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			rel, _ := filepath.Rel(root, path)
			if !written[filepath.ToSlash(rel)] {
				if *update {
					return os.Remove(path)
				}
				t.Errorf("%s: the build no longer writes %s", name, rel)
			}
			return nil
		})
	}
}
