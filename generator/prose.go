package generator

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	htmlrenderer "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// proseFiles are the operator's prose files a page places, each in its section: about.md (who
// operates the crawler and why) in #about, fetching.md (what it fetches and why) in #fetching,
// data.md (what is done with the data, storage, removal) in #data. Each is optional, but a file
// present in one language must be present in all.
var proseFiles = []string{"about.md", "fetching.md", "data.md"}

// literalMarker is how prose marks an intentional literal that contains digits: {{2019}}. Prose
// states no number of the policy: a number outside a marker is a finding of check and fails the
// build, so that a limit can never be typed into prose and drift from the policy.
var literalMarker = regexp.MustCompile(`\{\{([^{}]*)\}\}`)

// Private-use characters stand for a literal while goldmark converts the prose; the literal is put
// back afterwards, in an element that marks it (data-literal), so that the page's number check
// knows it was intended.
const (
	literalOpen  = '\uE002'
	literalClose = '\uE003'
)

// markdown is the one converter of prose to trusted HTML: CommonMark with GFM tables and
// strikethrough, raw HTML refused (an error, not silently dropped), heading IDs that keep letters
// of every script.
var markdown = goldmark.New(
	goldmark.WithExtensions(extension.Table, extension.Strikethrough),
	goldmark.WithParserOptions(parser.WithAutoHeadingID()),
)

// loadProse reads the prose files of every language from the site folder and converts them. It
// returns the prose per language and file, and every problem found (a digit outside a marker,
// raw HTML, a file missing in a language).
func loadProse(site fs.FS, siteName string, langs []string) (map[string]map[string]Prose, []string) {
	out := map[string]map[string]Prose{}
	var problems []string
	present := map[string][]string{} // file → languages that have it
	for _, lang := range langs {
		out[lang] = map[string]Prose{}
		for _, name := range proseFiles {
			file := path.Join("locales", lang, name)
			src, err := fs.ReadFile(site, file)
			shown := path.Join(siteName, file)
			if err != nil {
				if !isNotExist(err) {
					problems = append(problems, fmt.Sprintf("%s: %v", shown, err))
				}
				continue
			}
			present[name] = append(present[name], lang)
			if len(bytes.TrimSpace(src)) == 0 {
				problems = append(problems, fmt.Sprintf("%s: empty (write its text, or delete the file in every language)", shown))
			}
			p, ps := convertProse(shown, src, strings.TrimSuffix(name, ".md"))
			problems = append(problems, ps...)
			out[lang][name] = p
		}
	}
	problems = append(problems, strayProse(site, siteName, langs)...)
	for _, name := range proseFiles {
		have := present[name]
		if len(have) == 0 || len(have) == len(langs) {
			continue
		}
		for _, lang := range langs {
			if !slices.Contains(have, lang) {
				problems = append(problems, fmt.Sprintf("%s: missing (the file exists in %s)", path.Join(siteName, "locales", lang, name), strings.Join(have, ", ")))
			}
		}
	}
	return out, problems
}

// strayProse reports what under locales/ looks like prose but would not be read: a folder for a
// language that is not one of the site's, a Markdown file whose name is not one of proseFiles.
// (Message files, *.LANG.toml, are the messages' concern; other files are left alone.)
func strayProse(site fs.FS, siteName string, langs []string) []string {
	var problems []string
	dirs, err := fs.ReadDir(site, "locales")
	if err != nil {
		return nil // no locales/ at all is a site without prose
	}
	for _, d := range dirs {
		shown := path.Join(siteName, "locales", d.Name())
		if !d.IsDir() || strings.HasPrefix(d.Name(), ".") {
			continue
		}
		if !slices.Contains(langs, d.Name()) {
			problems = append(problems, fmt.Sprintf("%s: %q is not one of site.languages (%s), so nothing in it is used (add the language to site.languages, or remove the folder)", shown, d.Name(), strings.Join(langs, ", ")))
			continue
		}
		files, err := fs.ReadDir(site, path.Join("locales", d.Name()))
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", shown, err))
			continue
		}
		for _, f := range files {
			if f.IsDir() || path.Ext(f.Name()) != ".md" || slices.Contains(proseFiles, f.Name()) {
				continue
			}
			msg := fmt.Sprintf("%s: not a prose file sitegen reads (want %s)", path.Join(shown, f.Name()), strings.Join(proseFiles, ", "))
			if c := policy.Closest(f.Name(), proseFiles); c != "" {
				msg += fmt.Sprintf("; did you mean %s?", c)
			}
			problems = append(problems, msg)
		}
	}
	return problems
}

// ProseFindings checks prose source line by line and returns one finding per problem, each
// "FILE:LINE:COL: …" (COL counts characters from 1): a number outside a literal marker, an empty
// marker {{}}, a "{{" that no "}}" closes on its line, a line that is not valid UTF-8, a control
// character or a bidi control (see policy.FindUnsafe).
func ProseFindings(file string, src []byte) []string {
	var out []string
	for i, line := range strings.Split(string(src), "\n") {
		at := func(byteCol int, format string, args ...any) {
			col := utf8.RuneCountInString(line[:byteCol]) + 1
			out = append(out, fmt.Sprintf("%s:%d:%d: ", file, i+1, col)+fmt.Sprintf(format, args...))
		}
		if !utf8.ValidString(line) {
			bad := 0
			for bad < len(line) {
				r, n := utf8.DecodeRuneInString(line[bad:])
				if r == utf8.RuneError && n <= 1 {
					break
				}
				bad += n
			}
			out = append(out, fmt.Sprintf("%s:%d:%d: not valid UTF-8 (save the file as UTF-8)", file, i+1, utf8.RuneCountInString(line[:bad])+1))
			continue
		}
		// The characters no text of the site may hold, as in the policy (policy.FindUnsafe), code
		// blocks included: a bidi override there is Trojan Source.
		if c, ok := policy.FindUnsafe(line); ok {
			fix := "remove it"
			if c.More > 0 {
				fix = "remove them"
			}
			out = append(out, fmt.Sprintf("%s:%d:%d: holds %s: %s", file, i+1, c.At, c.Describe(), fix))
		}
		// Blank out what is not prose text (the literals, the number of an ordered list item),
		// keeping every other character where it was.
		masked := []byte(line)
		blank := func(from, to int) {
			for k := from; k < to; k++ {
				masked[k] = ' '
			}
		}
		for _, m := range literalMarker.FindAllStringIndex(line, -1) {
			if m[1]-m[0] == len("{{}}") {
				at(m[0], "empty literal {{}}")
			}
			blank(m[0], m[1])
		}
		if j := bytes.Index(masked, []byte("{{")); j >= 0 {
			at(j, "\"{{\" without its \"}}\" (a literal is written {{…}} within one line)")
			blank(j, len(masked))
		}
		if m := orderedListMarker.FindIndex(masked); m != nil {
			blank(m[0], m[1])
		}
		for _, m := range proseNumber.FindAllIndex(masked, -1) {
			n := line[m[0]:m[1]]
			at(m[0], "number %q outside a marked literal (write {{%s}} if it is not a policy value)", n, n)
		}
	}
	return out
}

// proseNumber is a number as prose writes one: digits of any script, with the separators of
// thousands, decimals and times between them (1.500, 1,5, 07:00).
var proseNumber = regexp.MustCompile(`\p{Nd}+(?:[.,:\x{00A0}\x{202F}]\p{Nd}+)*`)

// orderedListMarker is the number that starts an ordered list item (CommonMark §5.2).
var orderedListMarker = regexp.MustCompile(`^\s{0,3}\d{1,9}[.)](\s|$)`)

// convertProse converts one prose file. idPrefix keeps its heading IDs apart from the page's
// section IDs.
func convertProse(file string, src []byte, idPrefix string) (Prose, []string) {
	problems := ProseFindings(file, src)
	var literals []string
	marked := literalMarker.ReplaceAllFunc(src, func(m []byte) []byte {
		literals = append(literals, string(m[2:len(m)-2]))
		return []byte(string(literalOpen) + strconv.Itoa(len(literals)-1) + string(literalClose))
	})
	ctx := parser.NewContext(parser.WithIDs(&headingIDs{prefix: idPrefix, seen: map[string]bool{}}))
	doc := markdown.Parser().Parse(text.NewReader(marked), parser.WithContext(ctx))
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.HTMLBlock, *ast.RawHTML:
			problems = append(problems, fmt.Sprintf("%s:%d: raw HTML is not allowed in prose (write Markdown)", file, lineOf(marked, n)))
		case *ast.Link:
			// goldmark renders a link to a script (javascript:, vbscript:) or to a file: or data:
			// URL with an empty href: the reader would find a dead link and the author no warning.
			if htmlrenderer.IsDangerousURL(n.Destination) {
				problems = append(problems, fmt.Sprintf("%s:%d: link %q is not allowed in prose (link to an http, https or mailto address, or to a file of the site)", file, lineOf(marked, n), n.Destination))
			}
		case *ast.AutoLink:
			if htmlrenderer.IsDangerousURL(n.URL(marked)) {
				problems = append(problems, fmt.Sprintf("%s:%d: link %q is not allowed in prose (link to an http, https or mailto address, or to a file of the site)", file, lineOf(marked, n), n.URL(marked)))
			}
		case *ast.Image:
			// The pages make no request to another origin: an image must be a file of the site.
			if dest := string(n.Destination); strings.Contains(dest, ":") || strings.HasPrefix(dest, "//") {
				problems = append(problems, fmt.Sprintf("%s: image %q is not a file of the site (the pages load nothing from other origins; put it in static/ and link it relatively)", file, dest))
			}
		case *ast.Heading:
			// The page's sections are h2; prose headings go below them.
			n.Level = min(n.Level+2, 6)
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		problems = append(problems, fmt.Sprintf("%s: %v", file, err))
	}
	var buf bytes.Buffer
	if err := markdown.Renderer().Render(&buf, marked, doc); err != nil {
		problems = append(problems, fmt.Sprintf("%s: %v", file, err))
	}
	html := restoreLiterals(buf.String(), literals, func(s string) string {
		return `<span data-literal="">` + template.HTMLEscapeString(s) + `</span>`
	})
	md := literalMarker.ReplaceAllString(string(src), "$1")
	return Prose{HTML: template.HTML(html), Markdown: shiftHeadings(md)}, problems
}

func restoreLiterals(s string, literals []string, wrap func(string) string) string {
	var b strings.Builder
	for {
		i := strings.IndexRune(s, literalOpen)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		rest := s[i+len(string(literalOpen)):]
		j := strings.IndexRune(rest, literalClose)
		n, err := strconv.Atoi(rest[:max(j, 0)])
		if j < 0 || err != nil || n >= len(literals) {
			b.WriteString(rest)
			return b.String()
		}
		b.WriteString(wrap(literals[n]))
		s = rest[j+len(string(literalClose)):]
	}
}

// lineOf returns the line on which a node starts; for a link, the line of its first text.
func lineOf(src []byte, n ast.Node) int {
	var start int
	switch n := n.(type) {
	case *ast.RawHTML:
		if n.Segments.Len() > 0 {
			start = n.Segments.At(0).Start
		}
	case *ast.Link, *ast.AutoLink:
		_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
			if t, ok := c.(*ast.Text); ok && entering {
				start = t.Segment.Start
				return ast.WalkStop, nil
			}
			return ast.WalkContinue, nil
		})
		// An autolink has no text node: its paragraph's first line.
		for p := n.Parent(); start == 0 && p != nil; p = p.Parent() {
			if p.Type() == ast.TypeBlock && p.Lines().Len() > 0 {
				start = p.Lines().At(0).Start
			}
		}
	default:
		if n.Lines().Len() > 0 {
			start = n.Lines().At(0).Start
		}
	}
	return bytes.Count(src[:start], []byte("\n")) + 1
}

// shiftHeadings moves the ATX headings of Markdown prose two levels down, outside code fences, as
// convertProse does for HTML.
func shiftHeadings(md string) string {
	lines := strings.Split(md, "\n")
	fence := ""
	for i, line := range lines {
		trimmed := strings.TrimLeft(line, " ")
		switch {
		case fence != "":
			if strings.HasPrefix(trimmed, fence) {
				fence = ""
			}
		case strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~"):
			fence = trimmed[:3]
		case strings.HasPrefix(trimmed, "#"):
			level := len(trimmed) - len(strings.TrimLeft(trimmed, "#"))
			if level <= 6 && (len(trimmed) == level || trimmed[level] == ' ') {
				lines[i] = strings.Repeat("#", min(level+2, 6)) + trimmed[level:]
			}
		}
	}
	return strings.Join(lines, "\n")
}

// headingIDs generates heading IDs that keep letters and digits of every script (goldmark's
// default drops non-ASCII letters, so "Über uns" would become "ber-uns"), as Hugo's autoid does:
// lower case, spaces to hyphens, other punctuation dropped, a prefix, and a number for repeats.
type headingIDs struct {
	prefix string
	seen   map[string]bool
}

var _ parser.IDs = (*headingIDs)(nil)

func (h *headingIDs) Generate(value []byte, _ ast.NodeKind) []byte {
	var b strings.Builder
	b.WriteString(h.prefix)
	b.WriteByte('-')
	dash := false
	for _, r := range string(util.UnescapePunctuations(value)) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
			dash = false
		case unicode.IsSpace(r) || r == '-' || r == '_':
			if !dash {
				b.WriteByte('-')
				dash = true
			}
		}
	}
	id := strings.TrimRight(b.String(), "-")
	base := id
	for i := 1; h.seen[id]; i++ {
		id = base + "-" + strconv.Itoa(i)
	}
	h.seen[id] = true
	return []byte(id)
}

func (h *headingIDs) Put(value []byte) { h.seen[string(value)] = true }
