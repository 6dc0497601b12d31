package generator

import (
	"html/template"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// Page is one language's page, as both the HTML and the Markdown templates render it. Every
// sentence is a Text built from the product's messages and the policy's values; the operator's
// prose comes in Section.Prose.
type Page struct {
	// Lang is the page's BCP 47 language tag.
	Lang string
	// Root is the relative path from the page to the site's root ("../").
	Root string
	// Title is the page title, Description its summary for search engines.
	Title, Description string
	// Heading is the page title as the page's first heading, with the site's title as a value (a
	// crawler's name may hold digits, which a page states only inside a value).
	Heading Text
	// Example is the banner of a policy marked as an example; zero otherwise.
	Example Text
	// Intro is the page's opening paragraphs.
	Intro []Text
	// Languages links to the page in every language of the site.
	Languages []LanguageLink
	// LanguagesLabel names the language list for assistive technology.
	LanguagesLabel string
	// ContentsLabel heads the table of contents.
	ContentsLabel string
	// Answers are the short answers at the top of the page, under AnswersLabel; none where the
	// policy states the facts of none.
	Answers      []Answer
	AnswersLabel string
	// Sections are the page's sections in order.
	Sections []Section
	// LastChanged states the date of the policy's last change.
	LastChanged Text
	// Footer is the closing line.
	Footer Text
	// IPs is the relative link to ips.json, empty when no addresses are published.
	IPs string
	// Feed is the relative link to changes.atom, the history of the policy as an Atom feed, and
	// FeedTitle its title.
	Feed, FeedTitle string
	// CopyLabel and CopiedLabel are the copy button's labels, for the script; CopySeparator
	// joins the label and the snippet's file name in the button's accessible name ("Copy: …",
	// fr "Copier : …").
	CopyLabel, CopiedLabel, CopySeparator string
	// SkipLabel is the text of the link that skips to the content.
	SkipLabel string

	// htmlBytes and markdownBytes count the texts' HTML and Markdown once rendered, so that the
	// page's buffers grow once.
	htmlBytes, markdownBytes int
}

// LanguageLink links to the page in one language.
type LanguageLink struct {
	Tag     string
	Name    string // the language's name in itself ("Deutsch")
	Href    string
	Current bool
}

// Section is a section of the page. Its ID is the same in every language, so that a link to a
// section works in all of them.
type Section struct {
	ID      string
	Heading string
	Prose   Prose
	Blocks  []Block
}

// Block is a part of a section: an optional heading, then paragraphs, a list of facts, a table or
// robots.txt snippets.
type Block struct {
	ID      string
	Heading string
	// HeadingPointer is the JSON Pointer of the value the heading states (a category of site's
	// label), if it states one.
	HeadingPointer string
	Paras          []Text
	// Example is a robots.txt example to adapt (a Crawl-delay line), set in a code block after the
	// paragraphs; unlike a snippet it is not proven and has no file of its own. Beside a usage
	// token it is the group the matcher proved for it (usageTokenSnippets), which has no file of
	// its own either.
	Example string
	// Commands are shell commands that the paragraphs explain (the reverse DNS check with host
	// and dig), set in a code block after them: words in capitals stand for what the reader
	// puts in.
	Commands string
	// Facts are the block's list of facts; FactList is the list rendered, for the templates: in
	// HTML each fact an <li> on a line of its own, in Markdown a line "- …", in chunks as a
	// table's Body is (a large policy lists thousands of addresses).
	Facts    []Text
	FactList Body
	Table    *Table
	// Week is the picture of the week, in the schedule's first block; nil elsewhere.
	Week     *Week
	Snippets []SnippetView
	// Links are links to files of the site, each with its description.
	Links []Link
	// Note is a closing remark (advice, a caveat).
	Note Text
}

// Link is a link to a file of the site: its relative address, its name as the link text, and what
// it holds.
type Link struct {
	Href, Name string
	Text       Text
}

// Table is a table with header cells and rows of cells, each cell of one or more lines. The rows
// are rendered as they are added (addRow), into Body: a large policy's table has thousands of
// cells, which need not all be held until the page is complete.
type Table struct {
	// Caption says what the table's columns show; like Head, it may hold code.
	Caption Text
	// Head are the column headings, each a text that may hold code (the "*" group, German
	// review 26 F9, French F2, Polish F11, English F10: a heading wrote it in quotation marks).
	Head []Text
	Body Body
	// left is how many rows are still to come; w writes the body.
	left int
	w    bodyWriter
	// capitalize starts every line of a data cell with a capital letter, as French typography
	// does (format.table_cells = "capitalized"); an identifier in code is left as it is.
	capitalize bool
	// sentenceHeads says that the first cell of each row is a phrase of sitegen's messages (a
	// pause's event), which capitalize starts with a capital letter as it does the data cells;
	// otherwise the first cell names the row (a label, a token) as it is written.
	sentenceHeads bool
}

// newTable starts a table of n rows.
func newTable(caption Text, head []Text, n int) *Table {
	return &Table{Caption: caption, Head: head, left: n}
}

// Cell is a table cell: one or more lines.
type Cell []Text

// Body is a table's rows as the templates read them, rendered once, here rather than row by row
// and cell by cell in the templates. In HTML each row is a <tr> on a line of its own, its first
// cell heading the row (<th scope="row">) and the others data cells (<td>), each of one line as
// it is or of several as a list; in Markdown each row is a line of a GitHub table ("| a | b |"),
// the lines of a cell separated by <br>. The rows come in chunks of whole rows of about bodyChunk
// bytes, for the templates to print one after the other: text/template prints a value through a
// buffer of fmt's that is reused only up to 64 KiB, so a table printed whole would cost a fresh
// buffer of its size in every build.
type Body struct {
	HTML     []template.HTML
	Markdown []string
}

// bodyChunk is the size of a chunk of a Body in HTML.
const bodyChunk = 32 << 10

// bodyWriter writes a Body item by item (a table's row, a fact), in chunks of whole items of about
// bodyChunk bytes of HTML.
type bodyWriter struct {
	h, md strings.Builder
	body  Body
}

// fresh reports whether no chunk is being written: the next item should call grow.
func (w *bodyWriter) fresh() bool { return w.h.Len() == 0 }

// grow makes room in a fresh chunk for as many items as it will take, of about n bytes of HTML
// and m of Markdown each, of the left still to come.
func (w *bodyWriter) grow(n, m, left int) {
	items := max(min(left, (bodyChunk+n-1)/max(n, 1)), 1)
	w.h.Grow(items * n)
	w.md.Grow(items * m)
}

// end ends an item, and the chunk when it is full.
func (w *bodyWriter) end() {
	if w.h.Len() >= bodyChunk {
		w.flush()
	}
}

// flush ends the chunk being written.
func (w *bodyWriter) flush() {
	if w.h.Len() == 0 {
		return
	}
	w.body.HTML = append(w.body.HTML, template.HTML(w.h.String()))
	w.body.Markdown = append(w.body.Markdown, w.md.String())
	w.h, w.md = strings.Builder{}, strings.Builder{}
}

// addRow renders a row of cells at the end of the table's body.
func (t *Table) addRow(cells ...Cell) {
	if t.capitalize {
		// The data cells; the first cell names the row (a label, a token) as it is written.
		for i, c := range cells {
			if i == 0 && !t.sentenceHeads {
				continue
			}
			lines := make(Cell, len(c))
			for j, line := range c {
				lines[j] = Text{Pointer: line.Pointer, Segments: capitalizeFirst(line.Segments)}
			}
			cells[i] = lines
		}
	}
	h, md := &t.w.h, &t.w.md
	if t.w.fresh() {
		n, m := len("\n<tr></tr>"), len("|\n")
		for _, c := range cells {
			n += len(`<th scope="row"></th>`)
			m += len("|  ")
			if len(c) > 1 {
				n += len("<ul></ul>") + len(c)*len("<li></li>")
				m += len(c) * len("<br>")
			}
			for _, t := range c {
				segs := t.flatten()
				n += htmlSize(segs)
				m += textSize(segs) + 2*len(segs) // code spans' backticks, escapes
			}
		}
		t.w.grow(n, m, t.left)
	}
	h.WriteString("\n<tr>")
	for i, c := range cells {
		if i == 0 {
			h.WriteString(`<th scope="row">`)
		} else {
			h.WriteString("<td>")
		}
		md.WriteString("| ")
		if len(c) > 1 {
			h.WriteString("<ul>")
		}
		for k, t := range c {
			if len(c) > 1 {
				h.WriteString("<li>")
			}
			writeHTML(h, t.flatten())
			if len(c) > 1 {
				h.WriteString("</li>")
			}
			if k > 0 {
				md.WriteString("<br>")
			}
			writeMarkdown(md, t.flatten())
		}
		if len(c) > 1 {
			h.WriteString("</ul>")
		}
		if i == 0 {
			h.WriteString("</th>")
		} else {
			h.WriteString("</td>")
		}
		md.WriteString(" ")
	}
	h.WriteString("</tr>")
	md.WriteString("|\n")
	t.left--
	t.w.end()
}

// close ends the table's body; the page calls it when it is complete.
func (t *Table) close() {
	t.w.flush()
	t.Body = t.w.body
}

// renderList renders a list of facts (see Block.FactList).
func renderList(items []Text) Body {
	var w bodyWriter
	for i, t := range items {
		segs := t.flatten()
		if w.fresh() {
			w.grow(len("\n<li></li>")+htmlSize(segs), len("- \n")+textSize(segs)+2*len(segs), len(items)-i)
		}
		w.h.WriteString("\n<li>")
		writeHTML(&w.h, segs)
		w.h.WriteString("</li>")
		w.md.WriteString("- ")
		writeMarkdown(&w.md, t.Segments)
		w.md.WriteString("\n")
		w.end()
	}
	w.flush()
	return w.body
}

// SnippetView is a robots.txt snippet as the page offers it.
type SnippetView struct {
	ID    string
	Label Text
	// Text is the snippet's exact robots.txt text, as proven.
	Text string
	// File is the relative link to robots/<name>.txt.
	File string
	// FileLabel is the link's text.
	FileLabel string
	// Blocks states what the snippet blocks.
	Blocks Text
	// Placement says where to paste it (empty when the block says it once for all snippets);
	// Warnings what to know before.
	Placement Text
	placement robots.Placement // the proof's placement, whose message Placement renders
	Warnings  []Text
}

// Prose is the operator's prose for a section: HTML (through goldmark, raw HTML refused) and the
// Markdown source with marked literals resolved.
type Prose struct {
	HTML     template.HTML
	Markdown string
	// Links are its links and images to files of the site, which the build checks.
	Links []ProseLink
}

// IsZero reports whether there is no prose.
func (p Prose) IsZero() bool { return p.HTML == "" }

// render fills in the HTML and Markdown of every text of the page, once, for the templates.
func (p *Page) render() {
	rendered := func(t Text) Text {
		t = t.rendered()
		p.htmlBytes += len(t.HTML)
		p.markdownBytes += len(t.Markdown)
		return t
	}
	p.Example = rendered(p.Example)
	p.Heading = rendered(p.Heading)
	for i := range p.Intro {
		p.Intro[i] = rendered(p.Intro[i])
	}
	p.LastChanged, p.Footer = rendered(p.LastChanged), rendered(p.Footer)
	for i := range p.Answers {
		a := &p.Answers[i]
		a.Text = rendered(a.Text)
		if a.lower {
			// The Markdown line only: "question – answer" (Answer.lower).
			p.markdownBytes -= len(a.Text.Markdown)
			a.Text.Markdown = Text{Pointer: a.Text.Pointer, Segments: lowercaseFirst(a.Text.Segments)}.markdown()
			p.markdownBytes += len(a.Text.Markdown)
		}
	}
	for si := range p.Sections {
		for bi := range p.Sections[si].Blocks {
			bl := &p.Sections[si].Blocks[bi]
			for i := range bl.Paras {
				bl.Paras[i] = rendered(bl.Paras[i])
			}
			bl.FactList = renderList(bl.Facts)
			for i := range bl.FactList.HTML {
				p.htmlBytes += len(bl.FactList.HTML[i])
				p.markdownBytes += len(bl.FactList.Markdown[i])
			}
			if t := bl.Table; t != nil {
				t.close()
				t.Caption = rendered(t.Caption)
				for i := range t.Head {
					t.Head[i] = rendered(t.Head[i])
				}
				for i := range t.Body.HTML {
					p.htmlBytes += len(t.Body.HTML[i])
					p.markdownBytes += len(t.Body.Markdown[i])
				}
			}
			for i := range bl.Snippets {
				sv := &bl.Snippets[i]
				sv.Label, sv.Blocks, sv.Placement = rendered(sv.Label), rendered(sv.Blocks), rendered(sv.Placement)
				for w := range sv.Warnings {
					sv.Warnings[w] = rendered(sv.Warnings[w])
				}
			}
			for i := range bl.Links {
				bl.Links[i].Text = rendered(bl.Links[i].Text)
			}
			bl.Note = rendered(bl.Note)
			if w := bl.Week; w != nil {
				for i := range w.Legend {
					w.Legend[i].Text = rendered(w.Legend[i].Text)
				}
				for i := range w.Notes {
					w.Notes[i] = rendered(w.Notes[i])
				}
			}
		}
	}
}

// pointer builds an RFC 6901 JSON Pointer from reference tokens (strings and ints), escaping "~"
// and "/" (§4).
func pointer(tokens ...any) string { return sub("", tokens...) }

// sub extends the JSON Pointer base with reference tokens, as pointer does: sub("/jobs/a",
// "cadence", 0) is "/jobs/a/cadence/0".
func sub(base string, tokens ...any) string {
	n := len(base)
	for _, t := range tokens {
		if s, ok := t.(string); ok {
			n += 1 + len(s)
		} else {
			n += 4
		}
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(base)
	for _, t := range tokens {
		b.WriteByte('/')
		switch v := t.(type) {
		case string:
			b.WriteString(policy.EscapeToken(v))
		case int:
			b.WriteString(itoa(v))
		}
	}
	return b.String()
}

// lowercaseFirst returns segs with the first letter of their text in lower case, copying what it
// changes (texts share segments), where that text is the words of sitegen's messages: a text that
// starts with a policy value (a name, a label, a token in code, a link) or with an abbreviation
// in capitals ("HTTP", "IP") is left as it is.
func lowercaseFirst(segs []Segment) []Segment {
	for i, sg := range segs {
		switch {
		case sg.Children != nil:
			out := slices.Clone(segs)
			out[i].Children = lowercaseFirst(sg.Children)
			return out
		case sg.Text == "":
			continue
		case sg.Code || sg.Pointer != "" || sg.Href != "":
			return segs
		}
		r, size := utf8.DecodeRuneInString(sg.Text)
		if next, _ := utf8.DecodeRuneInString(sg.Text[size:]); unicode.IsUpper(next) {
			return segs // an abbreviation
		}
		out := slices.Clone(segs)
		out[i].Text = string(unicode.ToLower(r)) + sg.Text[size:]
		return out
	}
	return segs
}

// capitalizeFirst returns segs with the first letter of their text in upper case, copying what it
// changes (texts share segments); a text that starts with code (a token) is left as it is.
func capitalizeFirst(segs []Segment) []Segment {
	for i, sg := range segs {
		switch {
		case sg.Code:
			return segs
		case sg.Children != nil:
			out := slices.Clone(segs)
			out[i].Children = capitalizeFirst(sg.Children)
			return out
		case sg.Text == "":
			continue
		}
		r, size := utf8.DecodeRuneInString(sg.Text)
		out := slices.Clone(segs)
		out[i].Text = string(unicode.ToUpper(r)) + sg.Text[size:]
		return out
	}
	return segs
}
