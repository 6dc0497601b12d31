package policy

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
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
//
// A policy's strings hold no other invisible format character either (Unicode category Cf:
// U+200B ZERO WIDTH SPACE, U+00AD SOFT HYPHEN, U+2060 WORD JOINER, the tags U+E0000–E007F…;
// see invisible): a reader cannot see one, and a copy or a search of the text carries or misses
// it (new-user trial 21, F14). The joiners U+200C and U+200D stay allowed, as parts of words of
// some scripts (Persian, the Indic scripts) and of emoji, and so do the Cf characters that are
// drawn (the prepended concatenation marks, such as U+0600, and U+FFF9–FFFB). The identity values
// refuse the joiners too (identityMessage). Prose refuses the same invisible characters
// (FindUnsafeInProse; new-user trial 33, F-11: a zero width space in "A11y\u200bMonitor" made the
// name a webmaster copies from the page miss in a log filter, and tag characters hide text from a
// reader). The soft hyphen included: the published Markdown carries it unseen, and a word copied
// with it is no longer the word. A byte order mark that opens a file is no character of its text,
// and the prose loader drops it before the check, as Parse does for policy.toml.

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
// text may hold, line breaks and invisible format characters.
func refusedInLine(r rune) bool {
	_, br := lineBreaks[r]
	return br || refused(r) || invisible(r)
}

// invisible reports whether r is an invisible format character that no one-line text may hold:
// category Cf, but the bidirectional controls (refused, and named, on their own), the joiners and
// the implicit direction marks (allowed), and the Cf characters that are drawn.
func invisible(r rune) bool {
	switch r {
	case '\u200c', '\u200d', '\u200e', '\u200f', '\u061c':
		return false
	}
	if _, bidi := bidiControls[r]; bidi || r >= 0xFFF9 && r <= 0xFFFB || unicode.Is(unicode.Prepended_Concatenation_Mark, r) {
		return false
	}
	return unicode.Is(unicode.Cf, r)
}

// invisibleNames names the invisible format characters a text most likely holds by mistake, as
// Unicode names them.
var invisibleNames = map[rune]string{
	'\u00ad': "SOFT HYPHEN",
	'\u180e': "MONGOLIAN VOWEL SEPARATOR",
	'\u200b': "ZERO WIDTH SPACE",
	'\u2060': "WORD JOINER",
	'\u2061': "FUNCTION APPLICATION",
	'\u2062': "INVISIBLE TIMES",
	'\u2063': "INVISIBLE SEPARATOR",
	'\u2064': "INVISIBLE PLUS",
	'\ufeff': "ZERO WIDTH NO-BREAK SPACE",
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

// FindUnsafeInLine is FindUnsafe for a text of one line, such as every string of a policy or the
// name of a file: a line break and an invisible format character are refused as well.
func FindUnsafeInLine(s string) (c UnsafeCharacter, ok bool) { return findUnsafe(s, refusedInLine) }

// FindUnsafeInProse is FindUnsafe for a line of prose: the invisible format characters that no
// string of a policy may hold (see invisible) are refused as well, in code blocks too; tabs stay,
// and so do the joiners and the direction marks.
func FindUnsafeInProse(s string) (c UnsafeCharacter, ok bool) {
	return findUnsafe(s, func(r rune) bool { return refused(r) || invisible(r) })
}

func findUnsafe(s string, refused func(rune) bool) (c UnsafeCharacter, ok bool) {
	// Most strings hold none: one pass over the bytes, then the runes only when needed.
	clean := true
	for i := 0; i < len(s); i++ {
		if b := s[i]; b < 0x20 || b == 0x7f || b >= 0xc2 {
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
	if invisible(c.Rune) {
		var what string
		if name, ok := invisibleNames[c.Rune]; ok {
			what = fmt.Sprintf("U+%04X %s at character %d, an invisible character,", c.Rune, name, c.At)
		} else {
			what = fmt.Sprintf("U+%04X at character %d, an invisible character (a format character, Unicode category Cf),", c.Rune, c.At)
		}
		s = what + " which a reader cannot see and a copy or a search of the text carries or misses"
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
// field that holds text. With a value's problem it reports the value the rules may check in its
// place (readable), or "" where they may not: a character hides no other problem of its value
// (new-user trial 25, F-12).
func checkCharacters(v any, path string, report func(path, msg, readable string)) {
	switch v := v.(type) {
	case string:
		checkLine(path, v, func(p, msg string) { report(p, msg, readableLine(p, v)) })
	case map[string]any:
		for k, e := range v {
			p := joinPath(path, k)
			if c, ok := FindUnsafeInLine(k); ok {
				report(p, "the key "+unsafeMessage(c, k), "")
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

// readableLine is the string s of the policy, at path, without the characters no one-line text may
// hold (FindUnsafeInLine), where that leaves a text checkLine finds nothing wrong with: what the
// rules can check of s, so that a character hides no other problem of its value (a number in a
// label, a path without "/"; new-user trial 25, F-12). It is "" where nothing is left or other
// problems of characters remain (combining marks, an identity value not in NFC): the value is then
// not checked further.
func readableLine(path, s string) string {
	clean := strings.Map(func(r rune) rune {
		if refusedInLine(r) {
			return -1
		}
		return r
	}, s)
	if clean == s || blank(clean) {
		return ""
	}
	ok := true
	checkLine(path, clean, func(string, string) { ok = false })
	if !ok {
		return ""
	}
	return clean
}

// checkLine reports the string s of the policy, at path, if it holds a character no one-line text
// may hold, else if it is an identity value that holds what checkIdentity refuses. An invisible
// character is left to the rule that calls a text of invisible characters only empty (blank), and
// a zero-width one in an identity value to that value's own message, which says what to write.
func checkLine(path, s string, report func(path, msg string)) {
	c, ok := FindUnsafeInLine(s)
	if ok && invisible(c.Rune) && (blank(s) || isZeroWidth(c.Rune) && identityPath.MatchString(path)) {
		c, ok = findUnsafe(s, func(r rune) bool { return refusedInLine(r) && !invisible(r) })
	}
	if ok {
		report(path, unsafeMessage(c, s))
		return
	}
	if at, n := marksInRow(s); n > 0 {
		report(path, fmt.Sprintf("holds %d combining marks in a row at character %d, where a character carries at most %d (the page would draw them stacked over the text around it): remove the extra marks", n, at, MaxMarksInRow))
		return
	}
	checkIdentity(path, s, report)
}

// marksInRow finds the first run of combining marks in s (Unicode category M) that is longer than
// MaxMarksInRow once NFC has composed what it can with the character before it: the place of its
// first mark, counted in characters of s from 1, and its length as s writes it; n is 0 where
// there is none. (NFC is not counted itself: in a long run it inserts U+034F COMBINING GRAPHEME
// JOINER, a mark, every 30 marks, UAX #15's Stream-Safe Text Format.)
func marksInRow(s string) (at, n int) {
	if len(s) <= MaxMarksInRow*2 || isASCII(s) {
		return 0, 0 // a mark takes two bytes at least
	}
	i, run, start, base := 0, 0, 0, 0 // base: the byte offset of the character the run follows
	check := func(end int) bool {
		if run <= MaxMarksInRow {
			return false
		}
		marks := 0
		for _, r := range norm.NFC.String(s[base:end]) {
			if unicode.Is(unicode.M, r) && r != '\u034f' {
				marks++
			}
		}
		return marks > MaxMarksInRow
	}
	for off, r := range s {
		i++
		if !unicode.Is(unicode.M, r) {
			if check(off) {
				return start, run
			}
			run, base = 0, off
			continue
		}
		if run == 0 {
			start = i
		}
		run++
	}
	if check(len(s)) {
		return start, run
	}
	return 0, 0
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
		} else {
			checkLine(path, v.String(), report)
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
