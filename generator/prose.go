package generator

import (
	"bytes"
	"fmt"
	"html/template"
	"io/fs"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sitegen-dev/sitegen/internal/gfm"
	"github.com/sitegen-dev/sitegen/internal/lazyre"
	"github.com/sitegen-dev/sitegen/policy"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// proseFiles are the operator's prose files a page places, each in its section: about.md (who
// operates the crawler and why) in #about, fetching.md (what it fetches and why) in #fetching,
// robots.md (how robots.txt is read, where no key of the policy says it: how soon a change is
// noticed, say) in #robots-txt, data.md (what is done with the data, storage, removal) in #data.
// Each is optional, but a file present in one language must be present in all.
var proseFiles = []string{"about.md", "fetching.md", "robots.md", "data.md"}

// literalMarker is how prose marks an intentional literal that contains digits: {{2019}}. Prose
// states no number of the policy: a number outside a marker is a finding of check and fails the
// build, so that a limit can never be typed into prose and drift from the policy.
var literalMarker = lazyre.New(`\{\{([^{}]*)\}\}`)

// Private-use characters stand for a literal while goldmark converts the prose; the literal is put
// back afterwards, in an element that marks it (data-literal), so that the page's number check
// knows it was intended.
const (
	literalOpen  = '\uE002'
	literalClose = '\uE003'
)

// markdown is the one converter of prose to trusted HTML: CommonMark with GFM tables and
// strikethrough (goldmark's, internal/gfm), raw HTML refused (an error, not silently dropped), heading IDs that keep letters
// of every script.
var markdown = goldmark.New(
	goldmark.WithExtensions(gfm.Table, gfm.Strikethrough),
	goldmark.WithParserOptions(parser.WithAutoHeadingID()),
	goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(proseRenderer{}, 100))),
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
			src, err := policy.ReadFile(site, file, MaxProseBytes)
			shown := path.Join(siteName, file)
			if err != nil {
				// Something in the file's place that cannot be read (a folder, a FIFO, a link out
				// of the site folder) is one problem, not also "missing".
				if _, lerr := fs.Lstat(site, file); lerr == nil {
					present[name] = append(present[name], lang)
				}
				if fi, serr := fs.Stat(site, file); serr == nil && fi.IsDir() {
					problems = append(problems, fmt.Sprintf("%s: is a folder (want a Markdown file)", shown))
				} else if !isNotExist(err) {
					problems = append(problems, inputProblem(shown, err))
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
				problems = append(problems, fmt.Sprintf("%s: missing (the file exists in %s: write it in %s too, or delete it in every language)", path.Join(siteName, "locales", lang, name), strings.Join(have, ", "), lang))
			}
		}
	}
	return out, problems
}

// ProseProblems checks the operator's prose of a site folder as a build does (numbers outside
// {{…}}, raw HTML, links, characters, a file missing in one of the languages, a file larger than
// MaxProseBytes; see loadProse), each problem one line naming the file under siteName, with its
// line and column where it has one. It needs no valid policy, so that validate, build and check
// report the prose's problems with the policy's in one run: policyData is policy.toml's
// content, from which only site.languages is read (policy.Languages); where that cannot be read,
// the languages are the folders under locales/.
func ProseProblems(site fs.FS, siteName string, policyData []byte) []string {
	langs, ok := policy.Languages(policyData)
	if !ok {
		langs = nil
		dirs, _ := fs.ReadDir(site, "locales")
		for _, d := range dirs {
			if d.IsDir() && !strings.HasPrefix(d.Name(), ".") {
				langs = append(langs, d.Name())
			}
		}
	}
	_, problems := loadProse(site, siteName, langs)
	return problems
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
// character, a bidi control or another invisible format character, such as U+200B ZERO WIDTH
// SPACE or a tag character (see policy.FindUnsafeInProse). Link destinations are no prose: their
// digits are not numbers. A byte order mark that opens src is no character of the text.
func ProseFindings(file string, src []byte) []string {
	var out []string
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
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
		// The characters no text of the site may hold, as in the policy's strings
		// (policy.FindUnsafeInProse), code blocks included: a bidi override there is Trojan
		// Source, a zero width space a name that a copy no longer finds.
		if c, ok := policy.FindUnsafeInProse(line); ok {
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
		for _, m := range literalMarker.Regexp().FindAllStringIndex(line, -1) {
			if m[1]-m[0] == len("{{}}") {
				at(m[0], "empty literal {{}}")
			}
			blank(m[0], m[1])
		}
		if j := bytes.Index(masked, []byte("{{")); j >= 0 {
			if rest := line[j:]; strings.HasPrefix(rest, "{{{") {
				// "{{{{x}}}}": braces around a literal, as some template languages escape.
				inner := strings.TrimLeft(rest, "{")
				if k := strings.IndexByte(inner, '}'); k >= 0 {
					inner = inner[:k]
				}
				at(j, "a literal holds no braces: \"{{\" opens it and \"}}\" closes it (write {{%s}})", inner)
			} else {
				at(j, "\"{{\" without its \"}}\" (a literal is written {{…}} within one line)")
			}
			blank(j, len(masked))
		}
		if m := orderedListMarker.Regexp().FindIndex(masked); m != nil {
			blank(m[0], m[1])
		}
		// A URL is no prose number: link destinations, reference definitions and autolinks are
		// not checked (a link's text and title are).
		for _, re := range urlParts {
			for _, m := range re.FindAllSubmatchIndex(masked, -1) {
				blank(m[2], m[3])
			}
		}
		// A number is judged as in a label (policy.Quantities: a digit within a name, IPv4,
		// HTTP/2, RFC 9116, is no number), and reported once for the word that holds it, which
		// the advice marks whole (trial 29, F-10: "IPv4" was refused, and "write {{4}}" advised
		// IPv{{4}}).
		// Numbers that follow one another with one space between them are one phrase, reported
		// once and marked whole, with a "+" that opens it (trial 31, F-21: a telephone number
		// "+49 228 99 000-0" gave four errors, each advising its own literal).
		reported := -1
		for start, end := range policy.Quantities(string(masked)) {
			from, to := numberPhrase(masked, start, end)
			if from < reported {
				continue
			}
			reported = to
			w := line[from:to]
			at(from, "number %q outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{%s}})", w, w)
		}
	}
	return out
}

// numberPhrase returns the start and end of the phrase of line that holds line[start:end]: the
// word that holds it (wordAround), with the words after it that start with a number and follow
// after one space, and a "+" right before it ("+49 228 99 000-0", "5 000").
func numberPhrase(line []byte, start, end int) (int, int) {
	from, to := wordAround(line, start, end)
	if from > 0 && line[from-1] == '+' {
		from--
	}
	for to+1 < len(line) && line[to] == ' ' {
		if r, _ := utf8.DecodeRune(line[to+1:]); !unicode.IsNumber(r) {
			break
		}
		_, to = wordAround(line, to+1, to+1)
	}
	return from, to
}

// wordAround returns the start and end of the word of line that holds line[start:end]: letters,
// marks and numbers, with the characters that join them within a word (- / . , : ' ’ and the
// no-break spaces) where a letter or number follows ("24/7", "24-hour", "5s", "1.500", "64 KiB"
// with a no-break space).
func wordAround(line []byte, start, end int) (int, int) {
	inWord := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r) }
	joiner := func(r rune) bool { return strings.ContainsRune("-/.,:'’\u00a0\u202f", r) }
	for start > 0 {
		r, size := utf8.DecodeLastRune(line[:start])
		if inWord(r) {
			start -= size
			continue
		}
		if p, _ := utf8.DecodeLastRune(line[:start-size]); joiner(r) && inWord(p) {
			start -= size
			continue
		}
		break
	}
	for end < len(line) {
		r, size := utf8.DecodeRune(line[end:])
		if inWord(r) {
			end += size
			continue
		}
		if n, _ := utf8.DecodeRune(line[end+size:]); joiner(r) && inWord(n) {
			end += size
			continue
		}
		break
	}
	return start, end
}

// urlParts find, in a line of prose, the URLs of links (CommonMark §6.3, §4.7, §6.5), each as
// the pattern's first group: an inline link's or image's destination, a reference definition's,
// an autolink.
var urlParts = []*regexp.Regexp{
	regexp.MustCompile(`\]\(\s*(<[^<>\n]*>|[^\s()<]*(?:\([^\s()]*\)[^\s()]*)*)`),
	regexp.MustCompile(`^\s{0,3}\[[^\]]+\]:\s*(<[^<>]*>|\S+)`),
	regexp.MustCompile(`<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>`),
	regexp.MustCompile(`<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>`),
}

// orderedListMarker is the number that starts an ordered list item (CommonMark §5.2).
var orderedListMarker = lazyre.New(`^\s{0,3}\d{1,9}[.)](\s|$)`)

// convertProse converts one prose file. idPrefix keeps its heading IDs apart from the page's
// section IDs.
//
// Literals ({{…}}) stand as private-use placeholders while goldmark parses the prose, and are put
// back according to where they stand, so that a literal is always text and never markup: in text,
// an element that marks it (data-literal); in an attribute (a link's destination or title, an
// image's alt text, a code fence's info string), its characters, which the renderer escapes; in the
// Markdown, escaped for its context. Links are checked after that, with entities decoded as the
// renderer decodes them. The Markdown is then parsed again and checked as the HTML was (safeMarkdown),
// so that both outputs have the same safety whatever the input.
func convertProse(file string, src []byte, idPrefix string) (Prose, []string) {
	// A byte order mark that opens the file (some editors write one) is no text of the page.
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	problems := ProseFindings(file, src)
	var literals []string
	marked := literalMarker.Regexp().ReplaceAllFunc(src, func(m []byte) []byte {
		literals = append(literals, string(m[2:len(m)-2]))
		return []byte(string(literalOpen) + strconv.Itoa(len(literals)-1) + string(literalClose))
	})
	ctx := parser.NewContext(parser.WithIDs(&headingIDs{prefix: idPrefix, seen: map[string]bool{}}))
	doc := markdown.Parser().Parse(text.NewReader(marked), parser.WithContext(ctx))
	// source is marked, then the values that replace parts of it (a code fence's info string with
	// its literals), which segments can point at.
	source := slices.Clip(marked)
	raw := func(b []byte) []byte {
		return []byte(restoreLiterals(string(b), literals, func(s string) string { return s }))
	}
	// Where each literal stands, for the Markdown: in code (copied as it is), in an autolink
	// (copied, its spaces and angle brackets percent-encoded), in text (backslash-escaped where
	// text could read markup), elsewhere (backslash-escaped where a destination or title could).
	inCode, inAutoLink, inText := map[int]bool{}, map[int]bool{}, map[int]bool{}
	mark := func(b []byte, set map[int]bool) {
		for _, i := range literalIndexes(b) {
			set[i] = true
		}
	}
	var texts []*ast.Text
	var links []ProseLink
	type replacement struct{ old, new ast.Node }
	var autoLinks []replacement
	htmlLines := map[int]bool{}
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.HTMLBlock, *ast.RawHTML:
			// Once per line: <b>bold</b> is two RawHTML nodes, one problem (newuser9).
			if line := lineOf(marked, n); !htmlLines[line] {
				htmlLines[line] = true
				problems = append(problems, fmt.Sprintf("%s:%d: raw HTML is not allowed in prose (write Markdown)", file, line))
			}
		case *ast.Link:
			n.Destination, n.Title = raw(n.Destination), raw(n.Title)
			line := lineOf(marked, n)
			if unsafeLink(n.Destination) {
				problems = append(problems, fmt.Sprintf("%s:%d: link %q is not allowed in prose (link to an http, https or mailto address, or to a file of the site)", file, line, n.Destination))
			} else if isRelative(n.Destination) {
				links = append(links, ProseLink{File: file, Line: line, Dest: string(n.Destination)})
			}
		case *ast.AutoLink:
			url, label := raw(n.URL(marked)), raw(n.Label(marked))
			mark(n.Label(marked), inAutoLink)
			if n.AutoLinkType == ast.AutoLinkEmail && !bytes.HasPrefix(bytes.ToLower(url), []byte("mailto:")) {
				url = append([]byte("mailto:"), url...)
			}
			if unsafeLink(url) {
				problems = append(problems, fmt.Sprintf("%s:%d: link %q is not allowed in prose (link to an http, https or mailto address, or to a file of the site)", file, lineOf(marked, n), url))
			}
			autoLinks = append(autoLinks, replacement{n, &autoLinkNode{url: url, label: label}})
			return ast.WalkSkipChildren, nil
		case *ast.Image:
			n.Destination, n.Title = raw(n.Destination), raw(n.Title)
			// The pages make no request to another origin: an image must be a file of the site.
			if dest := string(n.Destination); !isRelative(n.Destination) || strings.HasPrefix(dest, "/") {
				problems = append(problems, fmt.Sprintf("%s:%d: image %q is not a file of the site (the pages load nothing from other origins; put it in static/ and link it relatively)", file, lineOf(marked, n), dest))
			} else {
				links = append(links, ProseLink{File: file, Line: lineOf(marked, n), Dest: dest, Image: true})
			}
		case *ast.CodeSpan:
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if t, ok := c.(*ast.Text); ok {
					mark(t.Segment.Value(marked), inCode)
				}
			}
			return ast.WalkSkipChildren, nil
		case *ast.FencedCodeBlock:
			if n.Info != nil {
				if info := n.Info.Segment.Value(marked); len(literalIndexes(info)) > 0 {
					start := len(source)
					source = append(source, raw(info)...)
					n.Info = ast.NewTextSegment(text.NewSegment(start, len(source)))
				}
			}
			for i := range n.Lines().Len() {
				line := n.Lines().At(i)
				mark(line.Value(marked), inCode)
			}
		case *ast.CodeBlock:
			for i := range n.Lines().Len() {
				line := n.Lines().At(i)
				mark(line.Value(marked), inCode)
			}
		case *ast.Text:
			texts = append(texts, n)
			mark(n.Segment.Value(marked), inText)
		case *ast.Heading:
			// The page's sections are h2; prose headings go below them.
			n.Level = min(n.Level+2, 6)
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		problems = append(problems, fmt.Sprintf("%s: %v", file, err))
	}
	// The tree changes after the walk, which must not lose its place.
	for _, r := range autoLinks {
		r.old.Parent().ReplaceChild(r.old.Parent(), r.old, r.new)
	}
	for _, t := range texts {
		splitLiterals(t, marked, literals)
	}
	var buf bytes.Buffer
	if err := markdown.Renderer().Render(&buf, source, doc); err != nil {
		problems = append(problems, fmt.Sprintf("%s: %v", file, err))
	}
	// What is left of the placeholders stands in code, HTML text: the element that marks it.
	html := restoreLiterals(buf.String(), literals, func(s string) string {
		return `<span data-literal="">` + template.HTMLEscapeString(s) + `</span>`
	})
	// One line break at the end, whatever the file has: the page's Markdown puts a blank line
	// before what follows, and no more (English editor's review 15, SHOULD 18).
	md := strings.TrimRight(shiftHeadings(markdownLiterals(string(marked), literals, inCode, inAutoLink, inText)), "\n") + "\n"
	if len(problems) == 0 {
		problems = append(problems, safeMarkdown(file, md)...)
	}
	return Prose{HTML: template.HTML(html), Markdown: md, Links: links}, problems
}

// restoreLiterals replaces each placeholder in s with wrap of its literal, in order.
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

// ProseLink is a link or an image of prose to a file of the site (a relative URL): the build
// checks that the file is there.
type ProseLink struct {
	File  string // the prose file, as problems name it
	Line  int
	Dest  string
	Image bool
}

// checkProseLinks checks that every link and image of prose to a file of the site finds it among
// the files the build publishes. A page is <lang>/index.html; a link that leaves the site (above
// its root, or outside base_url's path) goes to other pages of the operator and is not checked,
// but an image must stay inside.
func checkProseLinks(prose map[string]map[string]Prose, langs []string, baseURL string, files Files) []string {
	basePath := "/"
	if u, err := url.Parse(baseURL); err == nil && u.Path != "" {
		basePath = u.Path
	}
	var problems []string
	for _, lang := range langs {
		for _, name := range proseFiles {
			for _, l := range prose[lang][name].Links {
				target, inside := siteFile(lang, basePath, l.Dest)
				what := "link"
				if l.Image {
					what = "image"
				}
				switch {
				case target == "":
					continue // the page itself, or one of its sections
				case !inside && l.Image:
					problems = append(problems, fmt.Sprintf("%s:%d: image %q is not a file of the site (put it in static/ and link it relatively)", l.File, l.Line, l.Dest))
				case !inside:
					continue
				case !files.has(target) && !files.has(path.Join(target, "index.html")):
					problems = append(problems, fmt.Sprintf("%s:%d: %s %q points to %s, which the site does not have (put the file in static/, or correct the %s)", l.File, l.Line, what, l.Dest, target, what))
				}
			}
		}
	}
	return problems
}

// siteFile resolves a relative link of the page of lang to the path of a file of the site ("" for
// the page itself), and whether it stays inside the site.
func siteFile(lang, basePath, dest string) (string, bool) {
	dest, _, _ = strings.Cut(dest, "#")
	dest, _, _ = strings.Cut(dest, "?")
	if dest == "" {
		return "", true
	}
	if p, err := url.PathUnescape(dest); err == nil {
		dest = p
	}
	var segs []string
	if strings.HasPrefix(dest, "/") {
		rest, ok := strings.CutPrefix(dest, basePath)
		if !ok {
			return dest, false
		}
		dest = rest
	} else {
		segs = []string{lang}
	}
	for _, s := range strings.Split(dest, "/") {
		switch s {
		case "", ".":
		case "..":
			if len(segs) == 0 {
				return dest, false
			}
			segs = segs[:len(segs)-1]
		default:
			segs = append(segs, s)
		}
	}
	target := strings.Join(segs, "/")
	if strings.HasSuffix(dest, "/") || target == "" {
		target = path.Join(target, "index.html")
	}
	return target, true
}

// literalIndexes lists the literals whose placeholders b holds.
func literalIndexes(b []byte) []int {
	var out []int
	s := string(b)
	for {
		i := strings.IndexRune(s, literalOpen)
		if i < 0 {
			return out
		}
		s = s[i+len(string(literalOpen)):]
		j := strings.IndexRune(s, literalClose)
		if j < 0 {
			return out
		}
		if n, err := strconv.Atoi(s[:j]); err == nil {
			out = append(out, n)
		}
		s = s[j:]
	}
}

// splitLiterals replaces a text node that holds placeholders with its text around them and, for
// each literal, a node that states it: in an image's alt text, its escaped characters; elsewhere,
// a literalNode (an element that marks it).
func splitLiterals(t *ast.Text, source []byte, literals []string) {
	seg := t.Segment
	value := seg.Value(source)
	if !bytes.ContainsRune(value, literalOpen) || t.Parent() == nil {
		return
	}
	inImage := false
	for p := t.Parent(); p != nil; p = p.Parent() {
		if p.Kind() == ast.KindImage {
			inImage = true
		}
	}
	parent := t.Parent()
	var pieces []ast.Node
	pos := 0
	for pos < len(value) {
		i := bytes.IndexRune(value[pos:], literalOpen)
		if i < 0 {
			break
		}
		rest := value[pos+i+len(string(literalOpen)):]
		j := bytes.IndexRune(rest, literalClose)
		n, err := strconv.Atoi(string(rest[:max(j, 0)]))
		if j < 0 || err != nil || n >= len(literals) {
			break
		}
		if i > 0 {
			pieces = append(pieces, ast.NewTextSegment(text.NewSegment(seg.Start+pos, seg.Start+pos+i)))
		}
		if inImage {
			str := ast.NewString([]byte(literals[n]))
			str.SetRaw(true)
			pieces = append(pieces, str)
		} else {
			pieces = append(pieces, &literalNode{value: literals[n]})
		}
		pos += i + len(string(literalOpen)) + j + len(string(literalClose))
	}
	if pos < len(value) {
		pieces = append(pieces, ast.NewTextSegment(text.NewSegment(seg.Start+pos, seg.Stop)))
	}
	last := ast.NewTextSegment(text.NewSegment(seg.Stop, seg.Stop))
	last.SetSoftLineBreak(t.SoftLineBreak())
	last.SetHardLineBreak(t.HardLineBreak())
	pieces = append(pieces, last)
	for _, p := range pieces {
		parent.InsertBefore(parent, t, p)
	}
	parent.RemoveChild(parent, t)
}

// literalNode is a literal of prose in text: rendered in an element that marks it (data-literal),
// so that the page's number check knows it was intended.
type literalNode struct {
	ast.BaseInline
	value string
}

var kindLiteral = ast.NewNodeKind("Literal")

func (n *literalNode) Kind() ast.NodeKind { return kindLiteral }

func (n *literalNode) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Value": n.value}, nil)
}

// autoLinkNode is an autolink with its literals put back: its URL is what it shows, and a URL is
// no prose number, so its text is marked as a literal too.
type autoLinkNode struct {
	ast.BaseInline
	url, label []byte
}

var kindAutoLink = ast.NewNodeKind("ProseAutoLink")

func (n *autoLinkNode) Kind() ast.NodeKind { return kindAutoLink }

func (n *autoLinkNode) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"URL": string(n.url)}, nil)
}

// proseRenderer renders the nodes convertProse adds.
type proseRenderer struct{}

func (proseRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(kindLiteral, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.WriteString(`<span data-literal="">` + template.HTMLEscapeString(n.(*literalNode).value) + `</span>`)
		}
		return ast.WalkContinue, nil
	})
	reg.Register(kindAutoLink, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			a := n.(*autoLinkNode)
			_, _ = w.WriteString(`<a href="`)
			if !unsafeLink(a.url) {
				_, _ = w.Write(util.EscapeHTML(util.URLEscape(a.url, false)))
			}
			_, _ = w.WriteString(`"><span data-literal="">`)
			_, _ = w.Write(util.EscapeHTML(a.label))
			_, _ = w.WriteString(`</span></a>`)
		}
		return ast.WalkContinue, nil
	})
}

// unsafeLink reports whether a link's destination is one prose may not hold: any scheme but
// http, https and mailto (javascript:, vbscript:, data:, file:, …), read as the renderer and a
// browser read it: entities decoded (javascript&colon;), letter case ignored.
func unsafeLink(dest []byte) bool {
	u := strings.ToLower(string(util.URLEscape(dest, true)))
	i := strings.IndexAny(u, ":/?#")
	if i < 0 || u[i] != ':' {
		return false // a relative URL
	}
	switch u[:i] {
	case "http", "https", "mailto":
		return false
	}
	return true
}

// isRelative reports whether a destination is a relative URL: no scheme, not "//host".
func isRelative(dest []byte) bool {
	u := string(util.URLEscape(dest, true))
	if strings.HasPrefix(u, "//") {
		return false
	}
	i := strings.IndexAny(u, ":/?#")
	return i < 0 || u[i] != ':'
}

// markdownLiterals puts the literals back into prose source for the Markdown page, each escaped
// for where it stands: copied in code, percent-encoded where an autolink would end, and elsewhere
// with a backslash before each ASCII punctuation character that CommonMark (§2.4) could read as
// markup there (markdownLiteral), so that "{{2016/2102}}" reads "2016/2102" in the Markdown
// source as on the page. Text, link destinations and titles, alt texts and info strings all read
// an escaped character as the character itself.
func markdownLiterals(src string, literals []string, inCode, inAutoLink, inText map[int]bool) string {
	n := -1
	var b strings.Builder
	for {
		i := strings.IndexRune(src, literalOpen)
		if i < 0 {
			b.WriteString(src)
			return b.String()
		}
		b.WriteString(src[:i])
		rest := src[i+len(string(literalOpen)):]
		j := strings.IndexRune(rest, literalClose)
		k, err := strconv.Atoi(rest[:max(j, 0)])
		if j < 0 || err != nil || k >= len(literals) {
			b.WriteString(rest)
			return b.String()
		}
		n++
		s := literals[k]
		switch {
		case inCode[n]:
		case inAutoLink[n]:
			s = strings.NewReplacer(" ", "%20", "<", "%3C", ">", "%3E").Replace(s)
		default:
			out := b.String()
			s = markdownLiteral(s, blockStart.MatchString(out[strings.LastIndexByte(out, '\n')+1:]), inText[n] && !strings.HasSuffix(out, "]"))
		}
		b.WriteString(s)
		src = rest[j+len(string(literalClose)):]
	}
}

// blockStart matches what may stand before a literal on its line where the literal would begin
// a block, or the content of a container (a quote, a list item): spaces, ">", list markers.
var blockStart = lazyre.New(`^[ \t>*+\-0-9.)]*$`)

// markdownLiteral escapes a literal that stands in text (or a link's destination or title, an
// image's alt text, a code fence's info string): a backslash before each character that could
// be markup inline (emphasis, code, links and images, raw HTML and autolinks, tables, strikethrough,
// a title's or destination's end, an entity) and, where the literal begins a block (atBlockStart),
// before what would start one there (a list item's "-", "+" or "1.", a setext underline's "=").
// In text (inText, where no "]" stands right before the literal, which a "(" would make a link)
// parentheses and quotes are no markup and stay as they are: "(EU) 2018/1524", not
// "\(EU\) 2018/1524" (trial 31, F-29). Other characters, "/", ".", ":", "-" within a line among
// them, stay as they are.
func markdownLiteral(s string, atBlockStart, inText bool) string {
	var b strings.Builder
	for i, r := range s {
		switch r {
		case '\\', '`', '*', '_', '[', ']', '<', '>', '#', '|', '~', '!':
			b.WriteByte('\\')
		case '(', '"', '\'':
			if !inText {
				b.WriteByte('\\')
			}
		case ')':
			// "1)" opens an ordered list where a block starts, as "1." does.
			if !inText || atBlockStart && i > 0 && i <= 9 && strings.Trim(s[:i], "0123456789") == "" {
				b.WriteByte('\\')
			}
		case '-', '+', '=':
			if i == 0 && atBlockStart {
				b.WriteByte('\\')
			}
		case '.':
			// "1." opens an ordered list where a block starts.
			if atBlockStart && i > 0 && i <= 9 && strings.Trim(s[:i], "0123456789") == "" {
				b.WriteByte('\\')
			}
		}
		b.WriteRune(r)
	}
	return escapeEntities(b.String())
}

// safeMarkdown parses the Markdown that the page will publish and checks it as the prose was
// checked: no raw HTML, no link but to http, https, mailto or a relative address, no image from
// another origin. A finding here is a fault of the conversion, reported rather than published.
func safeMarkdown(file string, md string) []string {
	src := []byte(md)
	doc := markdown.Parser().Parse(text.NewReader(src))
	var problems []string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		bad := ""
		switch n := n.(type) {
		case *ast.HTMLBlock, *ast.RawHTML:
			bad = "raw HTML"
		case *ast.Link:
			if unsafeLink(n.Destination) {
				bad = fmt.Sprintf("link %q", n.Destination)
			}
		case *ast.AutoLink:
			if unsafeLink(n.URL(src)) {
				bad = fmt.Sprintf("link %q", n.URL(src))
			}
		case *ast.Image:
			if !isRelative(n.Destination) {
				bad = fmt.Sprintf("image %q", n.Destination)
			}
		}
		if bad != "" {
			problems = append(problems, fmt.Sprintf("%s: the Markdown page would hold %s: write it otherwise (this is a fault of sitegen; please report it)", file, bad))
		}
		return ast.WalkContinue, nil
	})
	return problems
}

// lineOf returns the line on which a node starts; for a link, the line of its first text.
func lineOf(src []byte, n ast.Node) int {
	var start int
	switch n := n.(type) {
	case *ast.RawHTML:
		if n.Segments.Len() > 0 {
			start = n.Segments.At(0).Start
		}
	case *ast.Link, *ast.AutoLink, *ast.Image:
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
