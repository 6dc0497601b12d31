package policy

import "bytes"

// ProblemIn returns a problem at the key path of policy.toml content data, placed as Parse places
// its own (the line and column of the key, or of its nearest ancestor that data writes), whether
// or not data is a valid policy: a check that reads a file leniently (Languages) reports at the
// same place as the policy's own checks. A path data does not write is placed at line 0 (none).
func ProblemIn(data []byte, file, path, msg string) Problem {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	p := indexPositions(data).lookup(path)
	return Problem{File: file, Line: p.line, Col: p.col, Path: path, Msg: msg}
}

// IsLanguageTag reports whether s is a language tag as site.languages takes one: a BCP 47 tag in
// lower case ("en", "de", "pt-br"), which names the folder locales/<tag>/.
func IsLanguageTag(s string) bool { return languageTag.MatchString(s) }

// Sort puts problems in the order Parse gives them: by line, column, key path and message, those
// without a line last. Callers that add problems of their own (generator.LanguageProblems) to a
// policy's sort them with it.
func (ps Problems) Sort() { ps.sort() }
