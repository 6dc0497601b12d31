package generator

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// Typography as each language writes it (issue 12; ../shared/STYLE.md): quotation marks and
// apostrophes, and the French spaces before high punctuation and inside guillemets. Messages are
// checked with the other proofs of Messages.Check (so `sitegen check` and every build refuse a
// message, built-in or a site's override, that breaks them); the tests check every example page.
//
//   - every language: no straight quotation mark (") or apostrophe ('); ’ is the apostrophe;
//   - en: “…” (‘…’ inside), nothing else;
//   - de: „…“ (‚…‘ inside): no ” and no « »;
//   - pl: „…” (« » inside): no “;
//   - fr: « … » with U+202F (NARROW NO-BREAK SPACE) inside, U+202F before ; ! ?, U+202F or U+00A0
//     before : (“ ” inside guillemets), U+00A0 between "RFC" and its number (« RFC 9309 », never
//     broken across lines; review 6, fr 25);
//   - and the opening marks of each language are closed in the same text.
//
// Written here because no maintained Go library checks these CLDR/house rules; the check is a
// handful of rune comparisons.

// quoteMarks are each language's quotation marks: the pairs it uses (outer first), and the marks
// it never uses.
var quoteMarks = map[string]struct {
	pairs     [][2]rune
	forbidden string
}{
	"en": {pairs: [][2]rune{{'“', '”'}, {'‘', '’'}}, forbidden: "„«»"},
	"de": {pairs: [][2]rune{{'„', '“'}, {'‚', '‘'}}, forbidden: "”«»"},
	"pl": {pairs: [][2]rune{{'„', '”'}, {'«', '»'}}, forbidden: "“"},
	"fr": {pairs: [][2]rune{{'«', '»'}, {'“', '”'}}, forbidden: "„"},
}

// typographyProblems returns what in text breaks lang's typography, each as a short phrase with
// the text around it. text is plain text: placeholders, code spans and link targets already
// removed.
func typographyProblems(lang, text string) []string {
	var problems []string
	rs := []rune(text)
	near := func(i int) string {
		from, to := max(i-20, 0), min(i+20, len(rs))
		return strings.TrimSpace(string(rs[from:to]))
	}
	add := func(i int, format string, args ...any) {
		problems = append(problems, fmt.Sprintf(format, args...)+fmt.Sprintf(" (…%s…)", near(i)))
	}
	marks, ok := quoteMarks[lang]
	if !ok {
		return nil
	}
	depth := map[rune]int{} // open quotations per opening mark
	for i, r := range rs {
		switch {
		case r == '"':
			add(i, "straight quotation mark")
		case r == '\'':
			add(i, "straight apostrophe (write ’)")
		case strings.ContainsRune(marks.forbidden, r):
			add(i, "quotation mark %q, which %s does not use", r, lang)
		}
		for _, p := range marks.pairs {
			switch {
			case r == p[0] && p[0] == p[1]:
			case r == p[0]:
				depth[p[0]]++
			case r == p[1] && p[1] == '’' && i+1 < len(rs) && unicode.IsLetter(rs[i+1]):
				// an apostrophe inside a word (it’s), not a closing mark
			case r == p[1] && p[1] == '’' && depth[p[0]] == 0:
				// an apostrophe after a word (the operators’)
			case r == p[1] && p[1] == '‘' && depth[p[0]] == 0:
			case r == p[1]:
				if depth[p[0]] == 0 {
					add(i, "closing %q without an opening %q", p[1], p[0])
				} else {
					depth[p[0]]--
				}
			}
		}
		if lang == "fr" {
			prev, next := rune(0), rune(0)
			if i > 0 {
				prev = rs[i-1]
			}
			if i+1 < len(rs) {
				next = rs[i+1]
			}
			switch r {
			case ' ':
				if i >= 3 && string(rs[i-3:i]) == "RFC" && unicode.IsDigit(next) {
					add(i, "\"RFC\" and its number without U+00A0 (espace insécable) between them")
				}
			case ';', '!', '?':
				if prev != '\u202f' && i > 0 {
					add(i, "%q without U+202F (espace fine insécable) before it", r)
				}
			case ':':
				if prev == '\u202f' || prev == '\u00a0' || i == 0 || next == '/' || (unicode.IsDigit(prev) && unicode.IsDigit(next)) {
					break
				}
				add(i, "\":\" without a no-break space (U+202F) before it")
			case '«':
				if next != '\u202f' {
					add(i, "« without U+202F after it")
				}
			case '»':
				if prev != '\u202f' {
					add(i, "» without U+202F before it")
				}
			}
		}
	}
	for _, p := range marks.pairs {
		if depth[p[0]] > 0 && p[1] != '’' && p[1] != '‘' {
			add(len(rs)-1, "%q without a closing %q", p[0], p[1])
		}
	}
	return problems
}

// templateActionRE matches a template action ({{.Title}}, {{.T.Every}}).
var templateActionRE = lazyre.New(`\{\{[^}]*\}\}`)

// messageText is a message's text for the typography check: its template actions stand for
// values (which are checked where the page states them), a word in their place.
func messageText(src string) string {
	return templateActionRE.Regexp().ReplaceAllString(src, "x")
}

// markdownCodeRE matches what a page's Markdown quotes as written, never typeset: fenced blocks,
// code spans and link targets.
var markdownCodeRE = lazyre.New("(?s)```.*?```|`[^`\n]*`|\\]\\([^)\n]*\\)|<[a-z][^>\n]*>")

// pageText is a page's Markdown for the typography check, line by line: without what it quotes as
// written (code, link targets, HTML tags).
func pageText(md string) []string {
	return strings.Split(markdownCodeRE.Regexp().ReplaceAllString(md, "x"), "\n")
}

// glueHTML is the typography pass over a finished HTML page for a language that keeps one-letter
// words off the end of a line (format.nbsp_after, Polish "w", "z", "i", "a", "o", "u"): in the
// page's visible text, outside <head>, <pre>, <code>, <script>, <style> and <textarea>, the space
// after such a word (one that starts a text or follows a space, a no-break space, "(", an opening
// quote or a tag) becomes U+00A0. It reaches what glueShortWords cannot: headings and captions, the
// operator's labels, purposes and conditions, and the operator's prose. Tags and attribute values
// are left as they are (html/template and goldmark escape "<" and ">" within them). The Markdown
// page keeps plain spaces, for its reader's own renderer to break.
func glueHTML(src []byte, glue string) []byte {
	if glue == "" {
		return src
	}
	out := make([]byte, 0, len(src)+len(src)/64)
	skip := 0   // depth of the raw elements the pass is inside
	prev := '>' // the rune before the current one, in the text ('>' at a text's start)
	for i := 0; i < len(src); {
		if src[i] == '<' {
			end := bytes.IndexByte(src[i:], '>')
			if end < 0 {
				return append(out, src[i:]...)
			}
			tag := src[i+1 : i+end]
			closing := bytes.HasPrefix(tag, []byte("/"))
			name := bytes.TrimPrefix(tag, []byte("/"))
			if k := bytes.IndexAny(name, " \t\n/"); k >= 0 {
				name = name[:k]
			}
			if isRawElement(name) {
				if closing {
					skip = max(skip-1, 0)
				} else {
					skip++
				}
			}
			out = append(out, src[i:i+end+1]...)
			i += end + 1
			prev = '>'
			continue
		}
		r, n := utf8.DecodeRune(src[i:])
		if skip == 0 && strings.ContainsRune(glue, r) && i+n < len(src) && src[i+n] == ' ' &&
			strings.ContainsRune(" \u00a0(„«>", prev) {
			out = append(out, src[i:i+n]...)
			out = append(out, "\u00a0"...)
			i += n + 1
			prev = '\u00a0'
			continue
		}
		out = append(out, src[i:i+n]...)
		i += n
		prev = r
	}
	return out
}

// isRawElement reports whether a tag's name (in any case) is that of an element whose text
// glueHTML leaves as it is.
func isRawElement(name []byte) bool {
	for _, raw := range []string{"head", "pre", "code", "script", "style", "textarea"} {
		if len(name) == len(raw) && strings.EqualFold(string(name), raw) {
			return true
		}
	}
	return false
}
