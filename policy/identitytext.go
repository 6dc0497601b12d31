package policy

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// The values that say who runs a crawler and how a site recognises it (the operator's and its
// people's names, the agents' display names, tokens, User-Agents and stable parts, the contact
// e-mail addresses, the reverse DNS domain and host names) are copied into filters, searched for
// in logs and compared by verifiers. Two texts that look alike there must be alike: such a value
// may hold no zero-width character, and must be in Unicode normalization form C (NFC, Unicode
// Standard Annex #15), the form of nearly all text on the web and the one keyboards produce.
// "für" written as "u" and U+0308 COMBINING DIAERESIS looks the same as "für" with U+00FC, but a
// search for one does not find the other. Nor may such a value begin or end with white space
// (a stable part aside, which is a piece of a longer text): the page shows a name as it is, where
// trailing spaces end a line of Markdown (a User-Agent's type refuses them itself: HTTP drops
// them, RFC 9110 §5.5). Labels and prose are not checked: a joiner
// may be part of a word of some scripts there.

// zeroWidth names the invisible characters an identity value may not hold, as Unicode names them.
var zeroWidth = map[rune]string{
	'\u200b': "ZERO WIDTH SPACE",
	'\u200c': "ZERO WIDTH NON-JOINER",
	'\u200d': "ZERO WIDTH JOINER",
	'\u2060': "WORD JOINER",
	'\ufeff': "ZERO WIDTH NO-BREAK SPACE",
}

// CleanIdentity returns s without zero-width characters, in NFC: what an identity value holding
// them would be right as.
func CleanIdentity(s string) string {
	s = strings.Map(func(r rune) rune {
		if _, ok := zeroWidth[r]; ok {
			return -1
		}
		return r
	}, s)
	return norm.NFC.String(s)
}

// identityPath matches the key paths of the identity values, as checkCharacters and
// checkValueCharacters name them (keyPart quotes a key that is not bare).
var identityPath = lazyre.New(`^(?:operator\.name|operator\.people\[\d+\]\.name|contact\.(?:email|abuse_email|optout_email)|network\.reverse_dns|network\.host_names\[\d+\]\.(?:pattern|example)|agents\.(?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*")\.(?:token|user_agent|name\.[A-Za-z0-9_-]+|stable_parts\[\d+\]|variants\[\d+\]\.user_agent|legacy_tokens\[\d+\]\.token|former\[\d+\]\.(?:user_agent|token)))$`)

// identityMessage says what is wrong with the identity value s, if anything: a zero-width
// character (the first, with its place and how many more follow) or text not in NFC (where it
// first departs from it), with the value cleaned (CleanIdentity) as what would be right.
func identityMessage(s string) (string, bool) {
	at, more := 0, 0
	var first rune
	n := 0
	for _, r := range s {
		n++
		if _, ok := zeroWidth[r]; !ok {
			continue
		}
		if at == 0 {
			at, first = n, r
			continue
		}
		more++
	}
	want := CleanIdentity(s)
	switch {
	case at > 0:
		also := ""
		if more > 0 {
			also = fmt.Sprintf(", and %d more", more)
		}
		return fmt.Sprintf("%s holds U+%04X %s at character %d%s: an invisible character, which a copy or a search of the value carries or misses (want %s)", quoteVisible(s), first, zeroWidth[first], at, also, strconv.Quote(want)), true
	case !norm.NFC.IsNormalString(s):
		// Where the text first departs from NFC: the first character there that NFC composes
		// or reorders (a combining mark, usually), by its code point, since it looks like
		// nothing on its own.
		i := norm.NFC.QuickSpanString(s)
		at := utf8.RuneCountInString(s[:i]) + 1
		r, _ := utf8.DecodeRuneInString(s[i:])
		for k, c := range s[i:] {
			if unicode.Is(unicode.M, c) {
				at, r = utf8.RuneCountInString(s[:i+k])+1, c
				break
			}
		}
		return fmt.Sprintf("%s is not in Unicode normalization form C (NFC): U+%04X at character %d combines with the character before it, so the value looks like %s but is other text for a search, a filter or a comparison (want %s, its NFC form)", quoteVisible(s), r, at, strconv.Quote(want), strconv.Quote(want)), true
	}
	return "", false
}

// quoteVisible quotes s as Go does, with every combining mark and zero-width character escaped
// too (\u0308), so that a reader sees what the value holds.
func quoteVisible(s string) string {
	q := strconv.Quote(s)
	var b strings.Builder
	for _, r := range q {
		if _, zw := zeroWidth[r]; zw || unicode.Is(unicode.M, r) {
			fmt.Fprintf(&b, "\\u%04x", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// checkIdentity reports the identity value s at path (identityPath), if it holds what
// identityMessage refuses. Every string of the policy comes here: the value is tested first,
// which is cheap and which nearly every value passes, so that the path's expression is compiled
// and matched only for a value it would refuse (issue 13: compiling it was about 0.4 ms of every
// validate and build, matching it against every string's path as much again).
func checkIdentity(path, s string, report func(path, msg string)) {
	padded := s != strings.TrimSpace(s)
	if !padded && !refusedIdentity(s) || !identityPath.MatchString(path) {
		return
	}
	if msg, ok := identityMessage(s); ok {
		report(path, msg)
	} else if padded && strings.TrimSpace(s) != "" && !strings.Contains(path, ".stable_parts[") && !strings.HasSuffix(path, ".user_agent") {
		// A blank value is left to the rule of required values, a User-Agent to its type,
		// which says why HTTP drops the spaces.
		report(path, fmt.Sprintf("%s %s whitespace, which the page would show as part of the value (want %s)", quoteVisible(s), paddedWhere(s), strconv.Quote(strings.TrimSpace(s))))
	}
}

// paddedWhere says where s, which TrimSpace would change, holds white space: "begins with",
// "ends with" or "begins and ends with".
func paddedWhere(s string) string {
	begins := strings.TrimLeftFunc(s, unicode.IsSpace) != s
	ends := strings.TrimRightFunc(s, unicode.IsSpace) != s
	switch {
	case begins && ends:
		return "begins and ends with"
	case begins:
		return "begins with"
	}
	return "ends with"
}

// refusedIdentity reports whether identityMessage has something to say of s: a zero-width
// character, or text not in NFC.
func refusedIdentity(s string) bool {
	return strings.ContainsFunc(s, isZeroWidth) || !norm.NFC.IsNormalString(s)
}

// isZeroWidth reports whether r is one of zeroWidth's characters, without a lookup in the map
// for each character of every string.
func isZeroWidth(r rune) bool {
	switch r {
	case '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff':
		return true
	}
	return false
}

// emailLocalPart warns of an e-mail address at path whose local part is not ASCII.
func (c *checker) emailLocalPart(path string, e Email) {
	local, _, _ := strings.Cut(string(e), "@")
	if local != "" && !isASCII(local) {
		c.warn(path, "%q has a local part (before the \"@\") outside ASCII: only mail servers that support SMTPUTF8 (RFC 6531) accept mail to it, and some mail programs cannot write to it from the page's link (give an address of ASCII letters, digits and \".\", \"-\", \"_\" where one exists)", e)
	}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
