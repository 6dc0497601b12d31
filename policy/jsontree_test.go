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
