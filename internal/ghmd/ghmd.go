// Package ghmd keeps text from doing more than it says in a GitHub-flavoured Markdown comment
// (a pull-request review of `sitegen diff`, a `sitegen conform` report posted by CI). GitHub turns
// "@name" and "@org/team" into a mention, notifying them, and "#123" into a link to an issue,
// wherever the "@" or "#" starts a word of text outside code spans; a backslash escape does not
// prevent it, since GitHub matches the rendered text (GitHub Docs, "Autolinked references and
// URLs", and "Basic writing and formatting syntax", Mentioning people and teams).
//
// Written here rather than taken from a module: no Markdown library models GitHub's reference
// autolinking, which happens after rendering, on GitHub's side.
package ghmd

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// UnlinkReferences returns s with a WORD JOINER (U+2060, invisible and without width) after every
// "@" that starts a mention and every "#" that starts an issue reference, which breaks GitHub's
// match while the text reads the same. An "@" inside a word (an e-mail address), a "#" not
// followed by a digit, and anything inside a URL (a run of non-space characters containing
// "://", which GitHub links as a whole) are left as they are, as GitHub leaves them.
func UnlinkReferences(s string) string {
	if !strings.ContainsAny(s, "@#") {
		return s
	}
	var b strings.Builder
	prev := ' '
	inURL := false
	for i, r := range s {
		if unicode.IsSpace(prev) {
			end := strings.IndexFunc(s[i:], unicode.IsSpace)
			if end < 0 {
				end = len(s) - i
			}
			inURL = strings.Contains(s[i:i+end], "://")
		}
		b.WriteRune(r)
		if !inURL && (r == '@' || r == '#') && !isWordRune(prev) && i+1 < len(s) {
			next, _ := utf8.DecodeRuneInString(s[i+1:])
			if r == '@' && (isWordRune(next) || next == '-') || r == '#' && unicode.IsDigit(next) {
				b.WriteRune('\u2060')
			}
		}
		prev = r
	}
	return b.String()
}

func isWordRune(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }
