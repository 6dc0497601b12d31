package policy

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestPointers evaluates RFC 6901 §5's example document at each of its pointers, walks it, and
// round-trips tokens with "~" and "/".
func TestPointers(t *testing.T) {
	var doc any
	src := `{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5,
		"k\"l": 6, " ": 7, "m~n": 8, "empty": {}, "none": []}`
	if err := json.Unmarshal([]byte(src), &doc); err != nil {
		t.Fatal(err)
	}
	for ptr, want := range map[string]any{
		"/foo/0": "bar", "/": 0.0, "/a~1b": 1.0, "/c%d": 2.0, "/e^f": 3.0, "/g|h": 4.0,
		"/i\\j": 5.0, "/k\"l": 6.0, "/ ": 7.0, "/m~0n": 8.0,
	} {
		if got, ok := ResolveJSON(doc, ptr); !ok || got != want {
			t.Errorf("ResolveJSON(%q) = %v, %v; want %v", ptr, got, ok, want)
		}
	}
	if got, ok := ResolveJSON(doc, ""); !ok || got == nil {
		t.Errorf(`ResolveJSON("") = %v, %v; want the document`, got, ok)
	}
	for _, ptr := range []string{"foo", "/foo/2", "/foo/-1", "/foo/x", "/missing", "/foo/0/deeper"} {
		if got, ok := ResolveJSON(doc, ptr); ok {
			t.Errorf("ResolveJSON(%q) = %v, true; want nothing", ptr, got)
		}
	}
	var walked, scalars []string
	WalkJSON(doc, "", func(ptr string, v any) {
		walked = append(walked, ptr)
		if !IsJSONContainer(v) {
			scalars = append(scalars, ptr)
		}
		if got, ok := ResolveJSON(doc, ptr); !ok || IsJSONContainer(got) != IsJSONContainer(v) {
			t.Errorf("WalkJSON gave %q, which resolves to %v, %v", ptr, got, ok)
		}
	})
	slices.Sort(walked)
	want := []string{"/", "/ ", "/a~1b", "/c%d", "/e^f", "/empty", "/foo/0", "/foo/1", "/g|h", "/i\\j", "/k\"l", "/m~0n", "/none"}
	if !slices.Equal(walked, want) {
		t.Errorf("WalkJSON: %q\nwant %q", walked, want)
	}
	if len(scalars) != len(want)-2 {
		t.Errorf("scalars %q: want all but /empty and /none", scalars)
	}
	for _, tok := range []string{"plain", "a/b", "m~n", "~1", "/~"} {
		if got := UnescapeToken(EscapeToken(tok)); got != tok {
			t.Errorf("UnescapeToken(EscapeToken(%q)) = %q", tok, got)
		}
	}
	if got := EscapeToken("~/"); got != "~0~1" {
		t.Errorf(`EscapeToken("~/") = %q, want "~0~1"`, got)
	}
}
