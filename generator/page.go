package generator

import (
	"html/template"
	"strings"
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
	// Sections are the page's sections in order.
	Sections []Section
	// LastChanged states the date of the policy's last change.
	LastChanged Text
	// Footer is the closing line.
	Footer Text
	// IPs is the relative link to ips.json, empty when no addresses are published.
	IPs string
	// CopyLabel and CopiedLabel are the copy button's labels, for the script.
	CopyLabel, CopiedLabel string
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
	// Facts are the block's list of facts; FactList is the list rendered, for the templates: in
	// HTML each fact an <li> on a line of its own, in Markdown a line "- …", in chunks as a
	// table's Body is (a large policy lists thousands of addresses).
	Facts    []Text
	FactList Body
	Table    *Table
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
	Caption string
	Head    []string
	Body    Body
	// left is how many rows are still to come, for the size of the next chunk of the body; h and
	// md hold the chunk being written.
	left  int
	h, md strings.Builder
}

// newTable starts a table of n rows.
func newTable(caption string, head []string, n int) *Table {
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

// bodyChunk is the size of a chunk of a table's rows in HTML.
const bodyChunk = 32 << 10

// addRow renders a row of cells at the end of the table's body.
func (t *Table) addRow(cells ...Cell) {
	h, md := &t.h, &t.md
	if h.Len() == 0 {
		// A new chunk: room for as many rows like this one as it will take.
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
		rows := max(min(t.left, (bodyChunk+n-1)/n), 1)
		h.Grow(rows * n)
		md.Grow(rows * m)
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
	if h.Len() >= bodyChunk {
		t.close()
	}
}

// renderList renders a list of facts (see Block.FactList).
func renderList(items []Text) Body {
	var body Body
	var h, md strings.Builder
	for i, t := range items {
		segs := t.flatten()
		if h.Len() == 0 {
			n := 0
			for _, t := range items[i:min(i+64, len(items))] {
				n += len("\n<li></li>") + htmlSize(t.flatten())
			}
			h.Grow(min(n*max((len(items)-i)/64, 1), bodyChunk+bodyChunk/4))
		}
		h.WriteString("\n<li>")
		writeHTML(&h, segs)
		h.WriteString("</li>")
		md.WriteString("- ")
		writeMarkdown(&md, t.Segments)
		md.WriteString("\n")
		if h.Len() >= bodyChunk || i == len(items)-1 {
			body.HTML = append(body.HTML, template.HTML(h.String()))
			body.Markdown = append(body.Markdown, md.String())
			h, md = strings.Builder{}, strings.Builder{}
		}
	}
	return body
}

// close ends the chunk being written; the page calls it when it is complete.
func (t *Table) close() {
	if t.h.Len() == 0 {
		return
	}
	t.Body.HTML = append(t.Body.HTML, template.HTML(t.h.String()))
	t.Body.Markdown = append(t.Body.Markdown, t.md.String())
	t.h, t.md = strings.Builder{}, strings.Builder{}
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
	// Placement says where to paste it; Warnings what to know before.
	Placement Text
	Warnings  []Text
}

// Prose is the operator's prose for a section: HTML (through goldmark, raw HTML refused) and the
// Markdown source with marked literals resolved.
type Prose struct {
	HTML     template.HTML
	Markdown string
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
	for i := range p.Intro {
		p.Intro[i] = rendered(p.Intro[i])
	}
	p.LastChanged, p.Footer = rendered(p.LastChanged), rendered(p.Footer)
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
			if strings.IndexByte(v, '~') >= 0 || strings.IndexByte(v, '/') >= 0 {
				v = strings.ReplaceAll(v, "~", "~0")
				v = strings.ReplaceAll(v, "/", "~1")
			}
			b.WriteString(v)
		case int:
			b.WriteString(itoa(v))
		}
	}
	return b.String()
}
