package policy

import (
	"bytes"
	"strconv"
	"strings"
)

// ProblemIn returns a problem at the key path of policy.toml content data, placed as Parse places
// its own (the line and column of the key, or of its nearest ancestor that data writes), whether
// or not data is a valid policy: a check that reads a file leniently (Languages) reports at the
// same place as the policy's own checks. A path data does not write is placed at line 0 (none).
func ProblemIn(data []byte, file, path, msg string) Problem {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	p := indexPositions(data).lookup(path)
	return Problem{File: file, Line: p.line, Col: p.col, Path: path, Msg: msg}
}

// ProblemAtPointer returns a problem at the key of policy.toml content data whose value
// policy.json holds at the JSON Pointer ptr (RFC 6901: "/network/addresses/0/prefix" is the key
// path "network.addresses[0].prefix"), placed as ProblemIn places it: for a proof of the pages
// that finds a value of the policy stated nowhere, so that it names the line that wrote the
// value, not a page the build did not write. A segment of digits is read as an index.
func ProblemAtPointer(data []byte, file, ptr, msg string) Problem {
	var b strings.Builder
	for i, seg := range strings.Split(strings.TrimPrefix(ptr, "/"), "/") {
		seg = strings.ReplaceAll(strings.ReplaceAll(seg, "~1", "/"), "~0", "~")
		if _, err := strconv.Atoi(seg); err == nil && i > 0 {
			b.WriteString("[" + seg + "]")
			continue
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(keyPart(seg))
	}
	return ProblemIn(data, file, b.String(), msg)
}

// IsLanguageTag reports whether s is a language tag as site.languages takes one: a BCP 47 tag in
// lower case ("en", "de", "pt-br"), which names the folder locales/<tag>/.
func IsLanguageTag(s string) bool { return languageTag.MatchString(s) }

// Sort puts problems in the order Parse gives them: by line, column, key path and message, those
// without a line last. Callers that add problems of their own (generator.LanguageProblems) to a
// policy's sort them with it.
func (ps Problems) Sort() { ps.sort() }
