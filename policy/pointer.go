package policy

import (
	"strconv"
	"strings"
)

// EscapeToken writes s as one reference token of a JSON Pointer (RFC 6901 §3: "~" as "~0", "/"
// as "~1"), as policy.json's pointers name keys of the policy (agent and job IDs, languages).
func EscapeToken(s string) string {
	if strings.IndexByte(s, '~') < 0 && strings.IndexByte(s, '/') < 0 {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// UnescapeToken reads one reference token of a JSON Pointer back (RFC 6901 §4: "~1" first, then
// "~0").
func UnescapeToken(s string) string {
	if strings.IndexByte(s, '~') < 0 {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~")
}

// WalkJSON calls fn with the JSON Pointer (below ptr) and the value of every scalar of a
// document decoded by encoding/json into any (map[string]any, []any, string, float64, bool,
// nil), and of every empty object and array, which hold no scalar of their own. Objects are
// walked in Go's map order: a caller that lists the pointers sorts them.
func WalkJSON(v any, ptr string, fn func(ptr string, v any)) {
	switch x := v.(type) {
	case map[string]any:
		if len(x) == 0 {
			fn(ptr, x)
		}
		for k, e := range x {
			WalkJSON(e, ptr+"/"+EscapeToken(k), fn)
		}
	case []any:
		if len(x) == 0 {
			fn(ptr, x)
		}
		for i, e := range x {
			WalkJSON(e, ptr+"/"+strconv.Itoa(i), fn)
		}
	default:
		fn(ptr, v)
	}
}

// IsJSONContainer reports whether v, a value WalkJSON passes, is an (empty) object or array
// rather than a scalar.
func IsJSONContainer(v any) bool {
	switch v.(type) {
	case map[string]any, []any:
		return true
	}
	return false
}

// ResolveJSON returns the value at the RFC 6901 pointer ptr in a document decoded by
// encoding/json into any; false where ptr is not a pointer ("" is the whole document) or names
// nothing in doc (a missing key, an index out of range or not a number, a token below a scalar).
func ResolveJSON(doc any, ptr string) (any, bool) {
	if ptr == "" {
		return doc, true
	}
	if !strings.HasPrefix(ptr, "/") {
		return nil, false
	}
	cur := doc
	for _, tok := range strings.Split(ptr[1:], "/") {
		switch c := cur.(type) {
		case map[string]any:
			v, ok := c[UnescapeToken(tok)]
			if !ok {
				return nil, false
			}
			cur = v
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(c) {
				return nil, false
			}
			cur = c[i]
		default:
			return nil, false
		}
	}
	return cur, true
}
