package policy_test

import (
	"bytes"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/sitegen-dev/sitegen/policy"
)

// examples lists the folders under ../examples that hold a policy.toml.
func examples(t *testing.T) []string {
	t.Helper()
	files, err := fs.Glob(os.DirFS(filepath.Join("..", "examples")), "*/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, path.Dir(f))
	}
	if len(names) < len(seeds) {
		t.Fatalf("found examples %v, want at least the %d seeds", names, len(seeds))
	}
	return names
}

// TestRoundTrip checks that policy.json carries the whole model: TOML → model → JSON → model gives
// the same model, JSON → model → JSON the same bytes, and JSON is deterministic.
func TestRoundTrip(t *testing.T) {
	for _, name := range examples(t) {
		t.Run(name, func(t *testing.T) {
			p := loadExample(t, name)
			data, err := p.JSON()
			if err != nil {
				t.Fatal(err)
			}
			q, err := policy.ReadJSON(data)
			if err != nil {
				t.Fatalf("ReadJSON of its own JSON:\n%v", err)
			}
			// policy.json leaves out the site folder's own list of exports (json:"-"): not a
			// statement of the policy.
			if d := cmp.Diff(p, q, modelOptions, cmpopts.IgnoreFields(policy.Policy{}, "Exports")); d != "" {
				t.Errorf("TOML → JSON → model differs from the TOML model (-toml +json):\n%s", d)
			}
			if q.Exports != nil {
				t.Errorf("policy.json carries exports %v", q.Exports)
			}

			again, err := q.JSON()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(data, again) {
				t.Errorf("JSON → model → JSON changes the bytes (-first +second):\n%s", cmp.Diff(string(data), string(again)))
			}

			twice, err := p.JSON()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(data, twice) {
				t.Errorf("JSON is not deterministic: two calls differ (-first +second):\n%s", cmp.Diff(string(data), string(twice)))
			}
			fresh, err := loadExample(t, name).JSON()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(data, fresh) {
				t.Errorf("JSON is not deterministic: two loads differ (-first +second):\n%s", cmp.Diff(string(data), string(fresh)))
			}
		})
	}
}
