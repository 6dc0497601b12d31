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
	ID       string
	Heading  string
	Paras    []Text
	Facts    []Text
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

// Table is a table with header cells and rows of cells; each cell holds one or more lines.
type Table struct {
	Caption string
	Head    []string
	Rows    [][]Cell
}

// Cell is a table cell: one or more lines.
type Cell []Text

// HTML renders the cell: one line as it is, several as a list.
func (c Cell) HTML() template.HTML {
	if len(c) == 1 {
		return c[0].HTML()
	}
	var b strings.Builder
	b.WriteString("<ul>")
	for _, t := range c {
		b.WriteString("<li>")
		b.WriteString(string(t.HTML()))
		b.WriteString("</li>")
	}
	b.WriteString("</ul>")
	return template.HTML(b.String())
}

// Markdown renders the cell for a GFM table, lines separated by <br> as GitHub renders them.
func (c Cell) Markdown() string {
	lines := make([]string, len(c))
	for i, t := range c {
		lines[i] = t.Markdown()
	}
	return strings.Join(lines, "<br>")
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

// pointer builds an RFC 6901 JSON Pointer from reference tokens, escaping "~" and "/" (§4).
func pointer(tokens ...any) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		var s string
		switch v := t.(type) {
		case string:
			s = v
		case int:
			s = itoa(v)
		}
		s = strings.ReplaceAll(s, "~", "~0")
		s = strings.ReplaceAll(s, "/", "~1")
		b.WriteString(s)
	}
	return b.String()
}
