package policy

import (
	"fmt"
	"reflect"
	"strconv"
	"unicode/utf8"
)

// Characters that no text of a site may hold: they are invisible, and they change what the text
// around them says or does.
//
//   - The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069; Unicode
//     Standard Annex #9, "explicit directional formatting characters"): one in a label reverses
//     the values that follow it on the page, so that the page shows a number the policy does not
//     hold (Trojan Source, CVE-2021-42574).
//   - The control characters, C0 (but tab, line feed and carriage return), DEL and C1: NUL makes a
//     file binary for git, and ESC or BEL sequences reach terminals through sitegen diff.
//
// A policy's strings are one line each (labels, names, values; a postal address is a list of
// lines): a line break (LF, CR, U+2028, U+2029) in one is refused too (FindUnsafeInLine), since it
// would end the Markdown page's heading or table row it stands in, and start a line of its own in
// sitegen diff's review, where a pull request could forge a line of the review. Prose keeps its
// line breaks and tabs (FindUnsafe).
//
// The implicit marks U+200E, U+200F and U+061C stay allowed: a name in Arabic or Hebrew may need
// them, and the pages isolate every value (bdi, or dir="auto"), so a mark cannot reach past its value.

// bidiControls names the explicit directional formatting characters, as Unicode names them.
var bidiControls = map[rune]string{
	'\u202a': "LEFT-TO-RIGHT EMBEDDING",
	'\u202b': "RIGHT-TO-LEFT EMBEDDING",
	'\u202c': "POP DIRECTIONAL FORMATTING",
	'\u202d': "LEFT-TO-RIGHT OVERRIDE",
	'\u202e': "RIGHT-TO-LEFT OVERRIDE",
	'\u2066': "LEFT-TO-RIGHT ISOLATE",
	'\u2067': "RIGHT-TO-LEFT ISOLATE",
	'\u2068': "FIRST STRONG ISOLATE",
	'\u2069': "POP DIRECTIONAL ISOLATE",
}

// lineBreaks names the characters that break a line, as Unicode names them.
var lineBreaks = map[rune]string{
	'\n':     "LINE FEED",
	'\r':     "CARRIAGE RETURN",
	'\u2028': "LINE SEPARATOR",
	'\u2029': "PARAGRAPH SEPARATOR",
}

// refusedInLine reports whether r is one of the characters no one-line text may hold: those no
// text may hold, and line breaks.
func refusedInLine(r rune) bool {
	_, br := lineBreaks[r]
	return br || refused(r)
}

// refused reports whether r is one of the characters no text may hold.
func refused(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return false
	case r < 0x20 || r >= 0x7f && r < 0xa0:
		return true
	}
	_, bidi := bidiControls[r]
	return bidi
}

// UnsafeCharacter is a character of a text that no text of a site may hold: the character, its
// place (counted in characters from 1, in the line for prose, in the value for a policy string),
// and how many more such characters follow it.
type UnsafeCharacter struct {
	Rune rune
	At   int
	More int
}

// FindUnsafe returns the first character of s that no text of a site may hold (see refused), and
// how many more follow; ok is false when there is none.
func FindUnsafe(s string) (c UnsafeCharacter, ok bool) { return findUnsafe(s, refused) }

// FindUnsafeInLine is FindUnsafe for a text of one line, such as every string of a policy: a line
// break is refused as well.
func FindUnsafeInLine(s string) (c UnsafeCharacter, ok bool) { return findUnsafe(s, refusedInLine) }

func findUnsafe(s string, refused func(rune) bool) (c UnsafeCharacter, ok bool) {
	// Most strings hold none: one pass over the bytes, then the runes only when needed.
	clean := true
	for i := 0; i < len(s); i++ {
		if b := s[i]; b < 0x20 || b == 0x7f || b == 0xc2 || b == 0xe2 {
			clean = false
			break
		}
	}
	if clean {
		return UnsafeCharacter{}, false
	}
	n := 0
	for _, r := range s {
		n++
		if !refused(r) {
			continue
		}
		if !ok {
			c, ok = UnsafeCharacter{Rune: r, At: n}, true
			continue
		}
		c.More++
	}
	return c, ok
}

// Describe names the character and says why it is refused: "U+202E RIGHT-TO-LEFT OVERRIDE at
// character 14, which would make the text around it read in another order".
func (c UnsafeCharacter) Describe() string {
	s := fmt.Sprintf("U+%04X, a control character, at character %d", c.Rune, c.At)
	if name, ok := bidiControls[c.Rune]; ok {
		s = fmt.Sprintf("U+%04X %s at character %d, which would make the text around it read in another order", c.Rune, name, c.At)
	}
	if name, ok := lineBreaks[c.Rune]; ok {
		s = fmt.Sprintf("U+%04X %s at character %d, a line break, which a text of the policy cannot hold (it is one line; a list of lines is a list of strings)", c.Rune, name, c.At)
	}
	if c.More > 0 {
		s += fmt.Sprintf(", and %d more", c.More)
	}
	return s
}

// checkCharacters reports every string of the raw policy (values, and the keys of tables) that
// holds a character no text may hold, at its path: once, where the strings are decoded, for every
// field that holds text.
func checkCharacters(v any, path string, report func(path, msg string)) {
	switch v := v.(type) {
	case string:
		if c, ok := FindUnsafeInLine(v); ok {
			report(path, unsafeMessage(c, v))
		} else {
			checkIdentity(path, v, report)
		}
	case map[string]any:
		for k, e := range v {
			p := joinPath(path, k)
			if c, ok := FindUnsafeInLine(k); ok {
				report(p, "the key "+unsafeMessage(c, k))
				continue
			}
			checkCharacters(e, p, report)
		}
	case []map[string]any:
		for i, e := range v {
			checkCharacters(e, path+"["+strconv.Itoa(i)+"]", report)
		}
	case []any:
		for i, e := range v {
			checkCharacters(e, path+"["+strconv.Itoa(i)+"]", report)
		}
	}
}

// unsafeMessage says what is wrong with s, quoted with its invisible characters escaped.
func unsafeMessage(c UnsafeCharacter, s string) string {
	fix := "remove it"
	if c.More > 0 {
		fix = "remove them"
	}
	return fmt.Sprintf("holds %s (%s): %s", c.Describe(), strconv.Quote(s), fix)
}

// checkValueCharacters is checkCharacters for a policy built in Go: every string of v, the value
// at path, by the keys policy.toml gives them, and those keys; and the bounds Parse sets on the
// file's text (MaxTextChars, a label's MaxLabelChars, a key's MaxKeyChars), which a policy that
// comes through no file would otherwise escape.
func checkValueCharacters(v reflect.Value, path string, report func(path, msg string)) {
	label := reflect.TypeFor[Label]()
	walkGo(v, path, func(v reflect.Value, path string) bool {
		if v.Kind() != reflect.String {
			return true
		}
		if n := utf8.RuneCountInString(v.String()); n > MaxTextChars {
			report(path, fmt.Sprintf("%d characters long; a text value has at most %d", n, MaxTextChars))
		} else if c, ok := FindUnsafeInLine(v.String()); ok {
			report(path, unsafeMessage(c, v.String()))
		} else {
			checkIdentity(path, v.String(), report)
		}
		return false
	}, func(in reflect.Value, parent, key string, v reflect.Value) bool {
		p := joinPath(parent, key)
		if n := utf8.RuneCountInString(key); n > MaxKeyChars {
			report(shortPath(p), fmt.Sprintf("is a key of %d characters; a key has at most %d", n, MaxKeyChars))
			return false
		}
		if c, ok := FindUnsafeInLine(key); ok {
			report(p, "the key "+unsafeMessage(c, key))
			return false
		}
		if in.Type() == label {
			// A label's text, in one language: a name, a heading or a table cell.
			if n := utf8.RuneCountInString(v.String()); n > MaxLabelChars {
				report(p, fmt.Sprintf("%d characters long; a label's text has at most %d in each language", n, MaxLabelChars))
				return false
			}
		}
		return true
	})
}
