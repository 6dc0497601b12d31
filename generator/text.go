package generator

import (
	"fmt"
	"html/template"
	"net/url"
	"strings"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// Segment is a run of a localized sentence: literal text written by the product's messages, or a
// policy value as displayed in the page's language. A value carries the RFC 6901 JSON Pointer of
// what it states in policy.json; Code marks a value that must be copied exactly (a User-Agent, a
// token, an address, a path) and is set in a code font. A segment with Children is a group that
// states the value at Pointer as a whole and is made of the children (a sentence for a boolean,
// placed inside a longer sentence); its Text is unused.
type Segment struct {
	Text     string
	Pointer  string
	Code     bool
	Children []Segment
	// Href, when set, makes the segment a link (an https or http URL, or mailto: an address).
	Href string
}

// Text is a localized sentence or phrase: its segments, and optionally a JSON Pointer for the whole
// (a sentence that states a boolean or an enumerated value of the policy). When its page is
// complete, HTML and Markdown hold it rendered if the templates print it on its own (a paragraph,
// a snippet's texts; see Page.render): templates read the fields, which costs a page far less than
// calling a method for every sentence. A table's cells and a list's facts are rendered into their
// Body instead.
type Text struct {
	Pointer  string
	Segments []Segment
	HTML     template.HTML
	Markdown string
}

// Plain returns the text without markup.
func (t Text) Plain() string {
	var b strings.Builder
	writePlain(&b, t.Segments)
	return b.String()
}

// Quotes are the quotation marks of a language (format.quote_open and _close, and those of a
// quotation inside a quotation, format.inner_quote_open and _close). InQuotationOnly sets code
// apart only inside a quotation (format.plain_code = "in-quotation"), where the page's sentence
// that the review quotes sets it in code: "the first ‘*’ group" (English review 32, F12).
type Quotes struct {
	Open, Close, InnerOpen, InnerClose string
	InQuotationOnly                    bool
}

// QuotedPlain returns the text without markup, as Plain does, but with each run of code (a
// token, a header, an address: what the HTML and Markdown set in a code font) between quotation
// marks, so that plain text, which has no code font, still sets it apart from the words around
// it: "Geändert für „civic-ingestor“", and inside a quotation "die erste Gruppe ‚*‘" (German
// review 29, F11). A run already between quotation marks or parentheses, a run that opens a
// quotation with only a parenthesis after it (“203.0.113.32/28 (in use from …).”), a link (a URL or an e-mail address,
// which stands apart by itself) and a run that a hyphen joins to the next word (a German
// compound, "Content-Usage-Zeile") are written as they are.
func (t Text) QuotedPlain(q Quotes) string {
	type run struct {
		text       string
		code, link bool
	}
	var runs []run
	var flatten func([]Segment)
	flatten = func(segs []Segment) {
		for _, s := range segs {
			if s.Children != nil {
				flatten(s.Children)
				continue
			}
			text := unglue(s.Text, " ")
			if n := len(runs); n > 0 && runs[n-1].code && s.Code {
				runs[n-1].text += text
				runs[n-1].link = runs[n-1].link || s.Href != ""
				continue
			}
			runs = append(runs, run{text: text, code: s.Code, link: s.Href != ""})
		}
	}
	flatten(t.Segments)
	var b strings.Builder
	for i, r := range runs {
		if !r.code || r.link || r.text == "" {
			b.WriteString(r.text)
			continue
		}
		before := b.String()
		var after strings.Builder
		for _, n := range runs[i+1:] {
			after.WriteString(n.text)
		}
		next := after.String()
		quoted := strings.HasSuffix(before, q.Open) && strings.HasPrefix(next, q.Close) ||
			strings.HasSuffix(before, q.InnerOpen) && strings.HasPrefix(next, q.InnerClose) ||
			strings.HasSuffix(before, "(") && strings.HasPrefix(next, ")") ||
			// A value that opens a quotation, followed by a parenthesis only (“203.0.113.32/28 (in
			// use from …).”): the quotation mark and the parenthesis set it apart, and marks of its
			// own would nest quotation marks around a single value (new-user trial 31, F-28).
			(strings.HasSuffix(before, q.Open) || strings.HasSuffix(before, q.InnerOpen)) && parenthesisOnly(next, q)
		if quoted || strings.HasPrefix(next, "-") {
			b.WriteString(r.text)
			continue
		}
		o, c := q.Open, q.Close
		if strings.Count(before, q.Open) > strings.Count(before, q.Close) {
			o, c = q.InnerOpen, q.InnerClose // inside a quotation
		} else if q.InQuotationOnly {
			b.WriteString(r.text)
			continue
		}
		b.WriteString(o + r.text + c)
	}
	return b.String()
}

// parenthesisOnly reports whether next, the text after a value in a quotation, is a
// parenthesis and then the end of the quotation (its full stop and closing mark, or nothing).
func parenthesisOnly(next string, q Quotes) bool {
	rest, ok := strings.CutPrefix(next, " (")
	if !ok {
		return false
	}
	i := strings.Index(rest, ")")
	if i < 0 {
		return false
	}
	end := strings.TrimPrefix(rest[i+1:], ".")
	return end == "" || strings.HasPrefix(end, q.Close) || strings.HasPrefix(end, q.InnerClose)
}

func writePlain(b *strings.Builder, segs []Segment) {
	for _, s := range segs {
		if s.Children != nil {
			writePlain(b, s.Children)
		} else {
			b.WriteString(unglue(s.Text, " "))
		}
	}
}

// has reports whether t states the value at ptr anywhere.
func (t Text) has(ptr string) bool {
	if t.Pointer == ptr {
		return true
	}
	var find func([]Segment) bool
	find = func(segs []Segment) bool {
		for _, s := range segs {
			if s.Pointer == ptr || find(s.Children) {
				return true
			}
		}
		return false
	}
	return find(t.Segments)
}

// pointers lists the JSON Pointers of the values t states, its own first, in their order.
func (t Text) pointers() []string {
	var ptrs []string
	if t.Pointer != "" {
		ptrs = append(ptrs, t.Pointer)
	}
	var walk func([]Segment)
	walk = func(segs []Segment) {
		for _, s := range segs {
			if s.Pointer != "" {
				ptrs = append(ptrs, s.Pointer)
			}
			walk(s.Children)
		}
	}
	walk(t.Segments)
	return ptrs
}

// IsZero reports whether the text is empty.
func (t Text) IsZero() bool { return len(t.Segments) == 0 }

// rendered returns t with its HTML and Markdown filled in.
func (t Text) rendered() Text {
	if !t.IsZero() {
		t.HTML, t.Markdown = t.html(), t.markdown()
	}
	return t
}

// literalPointer marks a segment that states a value of another version of the policy: the HTML
// sets it in an element marked data-literal, as prose's literals are, so that the page's number
// check (Coverage) counts it as neither a value of this policy.json nor free text.
const literalPointer = "\x00literal"

// unpointed is t with each of its values marked as a literal (literalPointer) instead of its JSON
// Pointer, and the text's own pointer dropped, rendered anew: a sentence quoted from another
// version of the policy, whose values this policy.json does not hold.
func unpointed(t Text) Text {
	var strip func([]Segment) []Segment
	strip = func(ss []Segment) []Segment {
		if ss == nil {
			return nil
		}
		out := make([]Segment, len(ss))
		for i, s := range ss {
			if s.Pointer != "" {
				s.Pointer = literalPointer
			}
			s.Children = strip(s.Children)
			out[i] = s
		}
		return out
	}
	t.Pointer, t.Segments = "", strip(t.Segments)
	return t.rendered()
}

// plain makes a Text of literal text.
func plain(s string) Text { return Text{Segments: []Segment{{Text: s}}} }

// value makes a Text of a single policy value.
func value(ptr, s string) Text { return Text{Segments: []Segment{{Text: s, Pointer: ptr}}} }

// code makes a Text of a single policy value set in a code font.
func code(ptr, s string) Text { return Text{Segments: []Segment{{Text: s, Pointer: ptr, Code: true}}} }

// codeLink is code(ptr, s) as a link to href: a URL of the policy, or mailto: one of its
// addresses. An href of another scheme is left out: the value stays, as code, without a link.
func codeLink(ptr, s, href string) Text {
	t := code(ptr, s)
	if u, err := url.Parse(href); err == nil && (u.Scheme == "https" || u.Scheme == "http" || u.Scheme == "mailto") {
		t.Segments[0].Href = u.String()
	}
	return t
}

// mailto returns the mailto URI of one e-mail address (RFC 6068 §2): every octet of the address
// other than unreserved characters, the some-delims that separate nothing in a mailto URI and the
// "@" before the domain is percent-encoded, so that the link goes to the address shown:
// "a?cc=b@x.example" is "mailto:a%3Fcc%3Db@x.example", not a message to "a" copied to b.
func mailto(addr string) string {
	at := strings.LastIndexByte(addr, '@')
	var b strings.Builder
	b.WriteString("mailto:")
	for i := 0; i < len(addr); i++ {
		c := addr[i]
		switch {
		case i == at, 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9',
			strings.IndexByte("-._~!$'()*+;:", c) >= 0:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// withPointer returns t stating the value at ptr as a whole. A text that already states a value
// as a whole keeps it, inside.
func (t Text) withPointer(ptr string) Text {
	if t.Pointer != "" {
		return Text{Pointer: ptr, Segments: t.flatten()}
	}
	t.Pointer = ptr
	return t
}

// html renders t: literal text escaped, values wrapped in an element with a data-policy attribute
// (code for Code values, bdi otherwise), and the whole in a bdi when it has its own pointer.
func (t Text) html() template.HTML {
	segs := t.flatten()
	var b strings.Builder
	b.Grow(htmlSize(segs))
	writeHTML(&b, segs)
	return template.HTML(b.String())
}

// htmlSize estimates the length of segs in HTML, so that a builder grows once: the text, and
// each element and attribute around it (escaping may add more).
func htmlSize(segs []Segment) int {
	n := 0
	for _, s := range segs {
		n += len(s.Text) + len(s.Pointer) + len(s.Href)
		if s.Pointer != "" || s.Code {
			n += len(`<code data-policy="" dir="auto"></code>`)
		}
		if s.Href != "" {
			n += len(`<a href=""></a>`)
		}
		n += htmlSize(s.Children)
	}
	return n
}

func writeHTML(b *strings.Builder, segs []Segment) {
	for _, s := range segs {
		// Every value is a bidi isolate, so that no value, a label in a right-to-left script for
		// one, changes how the text and the numbers around it read: a bdi element (HTML §4.5.24:
		// isolated, its direction auto, from its first strong character), or, for a value in a
		// code font, code with dir="auto" (§3.2.6.4: an element with dir is isolated). bdi, not
		// span with dir="auto": 13 bytes less for each of a page's hundreds of values.
		tag := "bdi"
		if s.Code {
			tag = "code"
		}
		if s.Href != "" {
			b.WriteString(`<a href="`)
			b.WriteString(template.HTMLEscapeString(s.Href))
			b.WriteString(`">`)
		}
		if s.Pointer != "" || s.Code {
			b.WriteString("<" + tag)
			if s.Pointer == literalPointer {
				b.WriteString(` data-literal=""`)
			} else if s.Pointer != "" {
				b.WriteString(` data-policy="`)
				writeEscaped(b, s.Pointer)
				b.WriteByte('"')
				if s.Code {
					b.WriteString(` dir="auto"`)
				}
			}
			b.WriteString(">")
		}
		if s.Children != nil {
			writeHTML(b, s.Children)
		} else {
			writeEscaped(b, unglue(s.Text, "\u00a0"))
		}
		if s.Pointer != "" || s.Code {
			b.WriteString("</" + tag + ">")
		}
		if s.Href != "" {
			b.WriteString("</a>")
		}
	}
}

// unglue writes the glue spaces of a message's text (glueShortWords) as space: " " or U+00A0.
func unglue(s, space string) string {
	if !strings.ContainsRune(s, glueSpace) {
		return s
	}
	return strings.ReplaceAll(s, string(glueSpace), space)
}

// textSize is the length of segs' text.
func textSize(segs []Segment) int {
	n := 0
	for _, s := range segs {
		n += len(s.Text) + textSize(s.Children)
	}
	return n
}

// writeEscaped writes s escaped for HTML text and attribute values, as template.HTMLEscapeString
// does; most texts have nothing to escape and are written as they are.
func writeEscaped(b *strings.Builder, s string) {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '<', '>', '&', '\'', '"', 0:
			b.WriteString(template.HTMLEscapeString(s))
			return
		}
	}
	b.WriteString(s)
}

// markdown renders t as CommonMark: Code values as code spans, everything else with the characters
// that CommonMark would read as markup escaped.
func (t Text) markdown() string {
	var b strings.Builder
	writeMarkdown(&b, t.Segments)
	return b.String()
}

func writeMarkdown(b *strings.Builder, segs []Segment) {
	for _, s := range segs {
		switch {
		case s.Children != nil:
			writeMarkdown(b, s.Children)
		case s.Code && s.Href != "" && !strings.ContainsAny(s.Href, "<>\n"):
			b.WriteString("[" + codeSpan(s.Text) + "](<" + escapeEntities(s.Href) + ">)")
		case s.Code:
			b.WriteString(codeSpan(s.Text))
		default:
			b.WriteString(escapeMarkdown(unglue(s.Text, " ")))
		}
	}
}

// codeSpan writes s as a CommonMark code span, with a backtick fence longer than any run of
// backticks in s (CommonMark §6.1).
func codeSpan(s string) string {
	// A line break in a code span is read as a space (CommonMark §6.1), but it would still end a
	// table row.
	if strings.IndexByte(s, '\n') >= 0 || strings.IndexByte(s, '\r') >= 0 {
		s = lineBreaks.Replace(s)
	}
	longest, run := 0, 0
	for _, r := range s {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") || longest > 0 {
		return fence + " " + s + " " + fence
	}
	return fence + s + fence
}

// lineBreaks and markdownEscaper replace single bytes only, which strings.NewReplacer does far
// faster than strings: "\r\n" becomes two spaces, which Markdown reads as one.
var lineBreaks = strings.NewReplacer("\n", " ", "\r", " ")

var markdownEscaper = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`, "<", `\<`, ">", `\>`,
	"#", `\#`, "|", `\|`, "~", `\~`,
	"\n", " ", "\r", " ",
)

// escapeMarkdown escapes the ASCII punctuation that CommonMark could read as markup here (§2.4),
// and an entity reference, which CommonMark would decode (§6.2: "AT&amp;T" would read "AT&T",
// where the HTML page shows "AT&amp;T"), and turns a line break into a space, as HTML shows it: a
// value's line break would end a table row or a list item.
func escapeMarkdown(s string) string { return escapeEntities(markdownEscaper.Replace(s)) }

// entityRef matches what CommonMark reads as an entity or a numeric character reference (§6.2).
var entityRef = lazyre.New(`&(?:[A-Za-z][A-Za-z0-9]{0,31}|#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6});`)

// escapeEntities escapes the "&" of every entity reference in s ("\&amp;"), so that CommonMark
// shows it as written, in text and in a link destination alike; other "&" stay as they are.
func escapeEntities(s string) string {
	if strings.IndexByte(s, '&') < 0 {
		return s
	}
	return entityRef.Regexp().ReplaceAllStringFunc(s, func(m string) string { return `\` + m })
}

// join concatenates texts with a separator of literal text.
func join(ts []Text, sep string) Text {
	out := Text{Segments: make([]Segment, 0, max(2*len(ts)-1, 0))}
	for i, t := range ts {
		if i > 0 {
			out.Segments = append(out.Segments, Segment{Text: sep})
		}
		out.Segments = append(out.Segments, group(t))
	}
	return out
}

// group makes t one segment, to place inside another text: its only segment, or a group of its
// segments (with t's pointer, if it has one). A group without a pointer renders as its children;
// it saves copying them into every text that places t.
func group(t Text) Segment {
	if t.Pointer != "" {
		return Segment{Pointer: t.Pointer, Children: t.Segments}
	}
	if len(t.Segments) == 1 {
		return t.Segments[0]
	}
	return Segment{Children: t.Segments}
}

// flatten returns t's segments; a text with its own pointer becomes one group segment, so that
// the pointer survives when t is placed inside another text.
func (t Text) flatten() []Segment {
	if t.Pointer == "" {
		return t.Segments
	}
	return []Segment{{Pointer: t.Pointer, Children: t.Segments}}
}
