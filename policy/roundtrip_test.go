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
			// policy.json leaves out the site folder's own list of exports and the warnings it
			// acknowledges (json:"-"): not statements of the policy.
			if d := cmp.Diff(p, q, modelOptions, cmpopts.IgnoreFields(policy.Policy{}, "Exports", "AcknowledgedWarnings")); d != "" {
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

// TestSnapshotOfJSON checks that a snapshot read back from its FullJSON (what the page of
// changes' version cache keeps) is the snapshot NewSnapshot made from the parsed policy: the same
// model (but for Exports, which FullJSON leaves out), the same JSON, and the same changes against
// every other policy, in both directions. It also checks that what is not FullJSON is refused.
func TestSnapshotOfJSON(t *testing.T) {
	var parsed, read []*policy.Snapshot
	var names []string
	for _, name := range examples(t) {
		p := loadExample(t, name)
		s, err := policy.NewSnapshot(p)
		if err != nil {
			t.Fatal(err)
		}
		r, err := policy.SnapshotOfJSON(bytes.Clone(s.JSON))
		if err != nil {
			t.Fatalf("%s: SnapshotOfJSON of its FullJSON: %v", name, err)
		}
		if d := cmp.Diff(p, r.Policy, modelOptions, cmpopts.IgnoreFields(policy.Policy{}, "Exports", "AcknowledgedWarnings")); d != "" {
			t.Errorf("%s: the model read from FullJSON differs (-parsed +read):\n%s", name, d)
		}
		if !bytes.Equal(s.JSON, r.JSON) {
			t.Errorf("%s: the snapshot's JSON differs", name)
		}
		again, err := r.Policy.FullJSON()
		if err != nil || !bytes.Equal(again, s.JSON) {
			t.Errorf("%s: FullJSON of the model read differs (%v)", name, err)
		}
		parsed, read, names = append(parsed, s), append(read, r), append(names, name)
	}
	for i := range parsed {
		for j := range parsed {
			want := policy.DiffSnapshots(parsed[i], parsed[j])
			if d := cmp.Diff(want, policy.DiffSnapshots(read[i], read[j])); d != "" {
				t.Errorf("%s → %s: the changes differ (-parsed +read):\n%s", names[i], names[j], d)
			}
			if d := cmp.Diff(want, policy.DiffSnapshots(parsed[i], read[j])); d != "" {
				t.Errorf("%s → %s (read): the changes differ (-parsed +read):\n%s", names[i], names[j], d)
			}
		}
	}
	for _, bad := range []string{"", "{", `{"schema": 1, "nonsense": true}`, `{"schema": 1} {}`, "[]", `{"site": 3}`} {
		if _, err := policy.SnapshotOfJSON([]byte(bad)); err == nil {
			t.Errorf("SnapshotOfJSON(%q) = nil error, want one", bad)
		}
	}
}

// TestSnapshotOfFull: a snapshot made from the FullJSON a caller already has, and policy.json made
// from it (Published), are NewSnapshot's and JSON's, for every example (several leave values
// unpublished) and against every other example's snapshot.
func TestSnapshotOfFull(t *testing.T) {
	var made, ofFull []*policy.Snapshot
	for _, name := range examples(t) {
		p := loadExample(t, name)
		s, err := policy.NewSnapshot(p)
		if err != nil {
			t.Fatal(err)
		}
		full, err := p.FullJSON()
		if err != nil {
			t.Fatal(err)
		}
		f, err := policy.SnapshotOfFull(p, full)
		if err != nil || !bytes.Equal(f.JSON, s.JSON) {
			t.Errorf("%s: SnapshotOfFull's JSON differs (%v)", name, err)
		}
		want, err := p.JSON()
		if err != nil {
			t.Fatal(err)
		}
		if got, err := p.Published(full); err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: Published differs from JSON (%v)", name, err)
		}
		made, ofFull = append(made, s), append(ofFull, f)
	}
	for i := range made {
		for j := range made {
			if d := cmp.Diff(policy.DiffSnapshots(made[i], made[j]), policy.DiffSnapshots(ofFull[i], ofFull[j])); d != "" {
				t.Errorf("%d → %d: the changes differ (-NewSnapshot +SnapshotOfFull):\n%s", i, j, d)
			}
		}
	}
}
