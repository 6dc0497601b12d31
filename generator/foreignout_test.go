package generator

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReplaceableNamesForeignFiles (new-user trial 27, F-19): a build refusing an --out folder that
// no build wrote names what the folder holds, as the refusal of an earlier output names the files
// it gained, and gives the reason that applies: the manifest it lacks, or the policy.toml it holds
// (named before for a folder that held none). At most ten names, then how many more; a folder
// as "name/", its tree not walked.
func TestReplaceableNamesForeignFiles(t *testing.T) {
	for _, tt := range []struct {
		name  string
		files []string
		want  string
	}{{
		name:  "a file",
		files: []string{"keep.txt"},
		want:  "refusing to replace OUT: it holds files, but not a site that sitegen built: OUT/keep.txt (it has no .sitegen-manifest.json, which every build writes); remove them or choose an empty or missing folder for --out",
	}, {
		name:  "a policy's folder",
		files: []string{"policy.toml", "locales/en/messages.en.toml"},
		want:  "refusing to replace OUT: it holds files, but not a site that sitegen built: OUT/locales/, OUT/policy.toml (policy.toml is a policy's source, which a build never writes); choose an empty or missing folder for --out",
	}, {
		name:  "many files",
		files: []string{"a01", "a02", "a03", "a04", "a05", "a06", "a07", "a08", "a09", "a10", "a11", "a12/x"},
		want:  "refusing to replace OUT: it holds files, but not a site that sitegen built: OUT/a01, OUT/a02, OUT/a03, OUT/a04, OUT/a05, OUT/a06, OUT/a07, OUT/a08, OUT/a09, OUT/a10, and 2 more (it has no .sitegen-manifest.json, which every build writes); remove them or choose an empty or missing folder for --out",
	}} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, f := range tt.files {
				p := filepath.Join(dir, filepath.FromSlash(f))
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte("mine"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			err := replaceable(dir, dir)
			want := strings.ReplaceAll(tt.want, "OUT", dir)
			if err == nil || err.Error() != want || !errors.Is(err, ErrNotASite) {
				t.Errorf("got  %v\nwant %s", err, want)
			}
		})
	}
}
