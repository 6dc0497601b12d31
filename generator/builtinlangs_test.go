package generator

import (
	"io/fs"
	"os"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestBuiltinLanguages: the languages LanguageProblems reads from the generated code are those
// of LoadProduct's messages; defaults whose message files differ from the generated ones by a
// byte, a file more or a file fewer are decoded instead (ok false).
func TestBuiltinLanguages(t *testing.T) {
	defaults := os.DirFS("..")
	pr, err := LoadProduct(defaults)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := builtinLanguages(defaults)
	if want := pr.messages.Languages(); !ok || !slices.Equal(got, want) {
		t.Fatalf("builtinLanguages = %q, %v; LoadProduct's messages have %q", got, ok, want)
	}
	files, err := fs.Glob(defaults, "locales/*/*.toml")
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	mapFS := func(skip string) fstest.MapFS {
		m := fstest.MapFS{}
		for _, f := range files {
			if f == skip {
				continue
			}
			b, err := fs.ReadFile(defaults, f)
			if err != nil {
				t.Fatal(err)
			}
			m[f] = &fstest.MapFile{Data: b}
		}
		return m
	}
	if _, ok := builtinLanguages(mapFS("")); !ok {
		t.Error("a copy of the message files: not recognised as the generated ones")
	}
	changed := mapFS("")
	changed[files[0]].Data = append(slices.Clone(changed[files[0]].Data), '\n')
	more := mapFS("")
	more["locales/it/messages.it.toml"] = &fstest.MapFile{Data: []byte("x = \"y\"\n")}
	for name, fsys := range map[string]fs.FS{"a byte more": changed, "a file more": more, "a file fewer": mapFS(files[0])} {
		if langs, ok := builtinLanguages(fsys); ok {
			t.Errorf("%s: builtinLanguages = %q, true; want the files decoded", name, langs)
		}
	}
}

// TestLanguageProblemsWithoutProduct: LanguageProblems without a product (validate) reports what
// it reports with LoadProduct's, and builds no messages for it: it allocates a few hundred
// objects, where LoadProduct allocates one map entry per message and language (thousands).
func TestLanguageProblemsWithoutProduct(t *testing.T) {
	defaults := os.DirFS("..")
	pr, err := LoadProduct(defaults)
	if err != nil {
		t.Fatal(err)
	}
	for _, data := range []string{
		"[site]\nlanguages = [\"en\", \"de\"]\n",
		"[site]\nlanguages = [\"en\", \"it\", \"pt-BR\", \"it\", \"not a tag\"]\n",
		"[site]\nlanguages = [\"xx\"]\n",
	} {
		with := LanguageProblems(Options{Defaults: defaults, Product: pr}, []byte(data), "policy.toml")
		without := LanguageProblems(Options{Defaults: defaults}, []byte(data), "policy.toml")
		if !slices.Equal(with, without) {
			t.Errorf("%q: with the product %v, without %v", data, with, without)
		}
	}
	data := []byte("[site]\nlanguages = [\"en\", \"it\"]\n")
	allocs := testing.AllocsPerRun(5, func() { LanguageProblems(Options{Defaults: defaults}, data, "policy.toml") })
	if allocs > 1000 {
		t.Errorf("LanguageProblems without a product: %.0f allocations, want under 1,000 (no messages built)", allocs)
	}
}

// TestLanguageProblemsOf: given the languages decoded already, the problems are LanguageProblems'.
func TestLanguageProblemsOf(t *testing.T) {
	defaults := os.DirFS("..")
	for _, data := range []string{
		"[site]\nlanguages = [\"en\", \"de\"]\n",
		"# x\n[site]\ntitle = \"t\"\nlanguages = [\n  \"en\",\n  \"it\",\n  \"xx\",\n]\n",
	} {
		langs, ok := policy.Languages([]byte(data))
		if !ok {
			t.Fatalf("%q: no languages", data)
		}
		want := LanguageProblems(Options{Defaults: defaults}, []byte(data), "policy.toml")
		if got := LanguageProblemsOf(Options{Defaults: defaults}, langs, []byte(data), "policy.toml"); !slices.Equal(got, want) {
			t.Errorf("%q: LanguageProblemsOf %v, LanguageProblems %v", data, got, want)
		}
	}
}
