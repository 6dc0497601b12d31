package policy

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// decodeTokens is the tree as json.Decoder's tokens give it (decodeNode), the definition
// parseTree follows.
func decodeTokens(b []byte) (node, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	return decodeNode(dec)
}

// TestParseTree: parseTree makes the tree decodeNode makes of every example's and mybot's
// FullJSON and JSON, and of JSON with escapes, non-ASCII text, numbers of every form, empty
// objects and arrays, and white space; it fails where decodeNode fails.
func TestParseTree(t *testing.T) {
	var docs [][]byte
	files, _ := filepath.Glob(filepath.Join("..", "examples", "*", "policy.toml"))
	for _, f := range append(files, "testdata/mybot.toml") {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(src, f)
		if err != nil {
			t.Fatal(err)
		}
		full, err := p.FullJSON()
		if err != nil {
			t.Fatal(err)
		}
		pub, err := p.JSON()
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, full, pub)
	}
	if len(docs) < 10 {
		t.Fatalf("only %d documents", len(docs))
	}
	docs = append(docs,
		[]byte(`{"a\"b":"x\\y\u00e9\n\t\u2028<>&","é":"日本語 – “q”","n":[0,-1,1.5,-2e-3,1E+10,12345678901234567890],"e":{},"l":[],"t":true,"f":false,"z":null}`),
		[]byte(" \n\t[ { } , [ ] , \"\" , 0 ]\r\n"),
		[]byte(`"only a string"`), []byte(`42`), []byte(`null`),
	)
	for _, d := range docs {
		got, gerr := parseTree(d)
		want, werr := decodeTokens(d)
		if gerr != nil || werr != nil {
			t.Fatalf("%.60s: parseTree %v, decodeNode %v", d, gerr, werr)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%.60s…: parseTree and decodeNode differ", d)
		}
	}
	for _, bad := range []string{``, `{`, `{"a"}`, `{"a":1,}`, `[1,]`, `[1 2]`, `"abc`, `tru`, `{"a":1}x`, "\"a\x01\"", `{1:2}`, `-`} {
		if _, err := parseTree([]byte(bad)); err == nil {
			t.Errorf("parseTree(%q) reads bad JSON", bad)
		}
		if _, err := decodeTokens([]byte(bad)); err == nil && bad != `{"a":1}x` {
			t.Errorf("decodeNode(%q) reads it: the case shows nothing", bad)
		}
	}
}

// TestEqualNodes: equalNodes(a, b) is compact(a) == compact(b) for every pair of values of the
// same place in two examples' FullJSON (and for every pair of a sample of all their values, and
// of values that differ only in kind: "1" and 1, "true" and true, null and a node of no kind).
func TestEqualNodes(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "examples", "*", "policy.toml"))
	var all []node
	var collect func(n node)
	collect = func(n node) {
		all = append(all, n)
		for _, k := range n.keys {
			collect(n.fields[k])
		}
		for _, it := range n.items {
			collect(it)
		}
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(src, f)
		if err != nil {
			t.Fatal(err)
		}
		full, err := p.FullJSON()
		if err != nil {
			t.Fatal(err)
		}
		tree, err := parseTree(full)
		if err != nil {
			t.Fatal(err)
		}
		collect(tree)
	}
	odd, err := parseTree([]byte(`["1", 1, "true", true, "null", null, {}, [], "{}", "[]", 1.0, "a", {"a":1,"b":2}, {"b":2,"a":1}, [1,2], [2,1], false, 0]`))
	if err != nil {
		t.Fatal(err)
	}
	odd.items = append(odd.items, node{}, node{kind: 'o'}, node{kind: 'a'})
	sample := odd.items
	for i := 0; i < len(all); i += max(1, len(all)/400) {
		sample = append(sample, all[i])
	}
	pairs := 0
	check := func(a, b node) {
		pairs++
		if got, want := equalNodes(a, b), compact(a) == compact(b); got != want {
			t.Errorf("equalNodes(%.80s, %.80s) = %v, want %v", compact(a), compact(b), got, want)
		}
	}
	for _, a := range sample {
		for _, b := range sample {
			check(a, b)
		}
	}
	// Every value against its neighbours in document order: the same place in similar documents.
	for i := range all {
		for j := i; j < min(len(all), i+8); j++ {
			check(all[i], all[j])
		}
	}
	if pairs < 100000 {
		t.Errorf("only %d pairs compared", pairs)
	}
}
