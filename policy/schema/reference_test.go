package schema

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/invopop/jsonschema"

	"github.com/sitegen-dev/sitegen/policy"
)

var update = flag.Bool("update", false, "rewrite comments.json, the two schemas and docs/policy-reference.md")

// TestCommentsUpToDate checks that comments.json holds the doc comments of package policy as its
// source says them now.
func TestCommentsUpToDate(t *testing.T) {
	var r jsonschema.Reflector
	const base = "github.com/sitegen-dev/sitegen/policy/schema"
	if err := r.AddGoComments(base, ".."); err != nil {
		t.Fatal(err)
	}
	// Only the model's types: a comment elsewhere in package policy (the diff's, the loader's)
	// is no key's description, and changing it must not make this file stale.
	model := map[string]bool{}
	var collect func(t reflect.Type)
	collect = func(t reflect.Type) {
		t = elem(t)
		if t.PkgPath() == "github.com/sitegen-dev/sitegen/policy" {
			if model[t.Name()] {
				return
			}
			model[t.Name()] = true
		}
		switch t.Kind() {
		case reflect.Slice, reflect.Map:
			collect(t.Elem())
		case reflect.Struct:
			if unitType(t) {
				return
			}
			for fl := range fields(t, tomlForm) {
				collect(fl.Type)
			}
		}
	}
	collect(reflect.TypeFor[policy.Policy]())
	const pkg = "github.com/sitegen-dev/sitegen/policy."
	comments := map[string]string{}
	for k, v := range r.CommentMap {
		name, ok := strings.CutPrefix(k, pkg)
		typ, _, _ := strings.Cut(name, ".")
		if ok && v != "" && model[typ] {
			comments[name] = v
		}
	}
	got, err := json.MarshalIndent(comments, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	compareGolden(t, "comments.json", got)
}

// TestSchemasUpToDate checks that the embedded schemas are what generate derives from the model
// now: a change of the model's types or comments that was not regenerated fails here.
func TestSchemasUpToDate(t *testing.T) {
	for file, f := range map[string]form{"policy.toml.schema.json": tomlForm, "policy.schema.json": jsonForm} {
		got, err := generate(f)
		if err != nil {
			t.Fatal(err)
		}
		compareGolden(t, file, got)
	}
	// What the binary serves is the embedded file, byte for byte.
	for file, get := range map[string]func() ([]byte, error){"policy.toml.schema.json": TOML, "policy.schema.json": JSON} {
		b, _ := get()
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if !*update && !bytes.Equal(b, want) {
			t.Errorf("%s: the embedded schema differs from the file", file)
		}
	}
}

// TestReferenceUpToDate checks that docs/policy-reference.md is what Reference writes from the
// model and the examples now.
func TestReferenceUpToDate(t *testing.T) {
	examples := exampleSources(t)
	got, err := Reference(examples)
	if err != nil {
		t.Fatal(err)
	}
	compareGolden(t, "../../docs/policy-reference.md", got)
}

// exampleSources reads the examples' policy.toml files, by path, as Reference takes them.
func exampleSources(t *testing.T) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob("../../examples/*/policy.toml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	examples := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		examples[f] = b
	}
	return examples
}

func compareGolden(t *testing.T, file string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test ./policy/schema -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is stale: run go test ./policy/schema -update and commit it", file)
	}
}
