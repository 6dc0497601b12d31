package generator

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/sitegen-dev/sitegen/internal/multimatch"
	"github.com/sitegen-dev/sitegen/policy"
)

// notPublished are the policy.json values that are not facts for webmasters, so no page states
// them: the schema version, the settings of the site itself (and the grammatical number of its
// title, which only makes a verb agree). Labels in the other languages of the site are not on a
// page either (each page states its own language's).
var notPublished = []string{
	"/schema",
	"/site/base_url",
	"/site/languages",
	"/site/default_language",
	"/site/not_own",
	"/site/title_plural",
}

// productConstants are the numbers a page may print outside a policy value: RFC and section
// numbers (RFC 9309, and RFC 9421 where the page says how to check a signature), IP versions, HTTP status classes and 404 (the example of a missing robots.txt), and the
// RFC's own minimum size of robots.txt. French binds "RFC" and "HTTP" to their numbers with a
// no-break space (French review 28, F11).
var productConstants = []string{
	"RFC 9309", "RFC-9309", "RFC 9421", "RFC\u00a09309", "RFC\u00a09421", "IPv4", "IPv6", "HTTP 403", "HTTP\u00a0403", "4xx", "5xx", "404", "500 KiB", "500\u00a0KiB", "500\u00a0Kio",
}

// pageValues is what a page's HTML states: the text of each element with a data-policy pointer.
type pageValues struct {
	pointers map[string][]string // pointer → texts of the elements that carry it
	// freeText is the page's visible text outside data-policy and data-literal elements, outside
	// <pre> snippets, for the number check. Neither holds an element marked data-html-only (the
	// week's legend).
	freeText []string
}

func scanPage(src []byte) (pageValues, error) {
	doc, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		return pageValues{}, err
	}
	pv := pageValues{pointers: map[string][]string{}}
	var walk func(n *html.Node, inValue bool)
	walk = func(n *html.Node, inValue bool) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "script", "style", "head":
				return
			}
			for _, a := range n.Attr {
				if a.Key == "data-html-only" {
					// The picture of the week's legend: the HTML page's alone, its values stated
					// elsewhere on both pages (the schedule), so counted by neither check.
					return
				}
			}
			for _, a := range n.Attr {
				switch a.Key {
				case "data-policy":
					pv.pointers[a.Val] = append(pv.pointers[a.Val], textOf(n))
					inValue = true
				case "data-literal", "data-snippet":
					inValue = true
				}
			}
		}
		if n.Type == html.TextNode && !inValue {
			pv.freeText = append(pv.freeText, n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inValue)
		}
	}
	walk(doc, false)
	return pv, nil
}

func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}

// Coverage checks one language's page against policy.json and returns one finding per problem:
// a published value that no data-policy element states (an array of scalars may be stated as a
// whole), a value stated in HTML but not in the Markdown page, a pointer that does not resolve, a
// number outside a policy value that is not a product constant. page names the page in findings.
func Coverage(page, lang string, langs []string, policyJSON, htmlPage, md []byte) []string {
	values, err := decodeValues(policyJSON)
	if err != nil {
		return []string{page + ": policy.json: " + err.Error()}
	}
	return values.coverage(page, lang, langs, htmlPage, md)
}

// policyValues is policy.json decoded for Coverage: the document, its leaves by JSON Pointer, and
// the pointers sorted. The pages of every language are checked against one, read only.
type policyValues struct {
	doc    any
	all    map[string]any
	sorted []string
}

func decodeValues(policyJSON []byte) (*policyValues, error) {
	v := &policyValues{all: map[string]any{}}
	if err := json.Unmarshal(policyJSON, &v.doc); err != nil {
		return nil, err
	}
	policy.WalkJSON(v.doc, "", func(ptr string, x any) {
		if !policy.IsJSONContainer(x) {
			v.all[ptr] = x
		}
	})
	v.sorted = slices.Sorted(maps.Keys(v.all))
	return v, nil
}

// coverage is Coverage against policy.json decoded once.
func (v *policyValues) coverage(page, lang string, langs []string, htmlPage, md []byte) []string {
	var findings []string
	errorf := func(format string, args ...any) {
		findings = append(findings, page+": "+fmt.Sprintf(format, args...))
	}
	doc, all := v.doc, v.all
	pv, err := scanPage(htmlPage)
	if err != nil {
		errorf("%v", err)
		return findings
	}
	for _, ptr := range slices.Sorted(maps.Keys(pv.pointers)) {
		if _, leaf := all[ptr]; leaf {
			continue // a leaf of policy.json resolves
		}
		if _, ok := policy.ResolveJSON(doc, ptr); !ok {
			errorf("data-policy=%q does not resolve in policy.json", ptr)
		}
	}
	// The time zone is a fact only where the page states a time of day.
	timed := slices.ContainsFunc(v.sorted, isTimeOfDay)
	// Every text that states a published value, normalised, is looked up in the Markdown page,
	// all in one pass (markdownText): first the texts are gathered, in the order of the findings.
	type stated struct {
		ptr, text string
		needle    int // the index of the text's normal form in needles
	}
	var (
		missing  []string
		texts    []stated
		needles  []string
		needleOf = map[string]int{}
	)
	for _, ptr := range v.sorted {
		if !published(ptr, lang, langs) || ptr == "/site/time_zone" && !timed {
			continue
		}
		elems, ok := pv.pointers[ptr]
		if !ok {
			parent := ptr[:strings.LastIndex(ptr, "/")]
			if arr, isArr := mustResolve(doc, parent).([]any); isArr && scalars(arr) {
				elems, ok = pv.pointers[parent]
			}
		}
		if !ok {
			missing = append(missing, ptr)
			continue
		}
		for _, text := range elems {
			norm := normalizeMarkdown(text)
			i, seen := needleOf[norm]
			if !seen {
				i = len(needles)
				needleOf[norm] = i
				needles = append(needles, norm)
			}
			texts = append(texts, stated{ptr, text, i})
		}
	}
	mdText := markdownText(normalizeMarkdown(string(md)))
	inMarkdown := mdText.contains(needles)
	// A short answer's Markdown line may start it with a small letter after "question – "
	// (format.answers_after_dash), where HTML keeps the capital: a text not found is looked up
	// again with its first letter in lower case.
	var lowered []string
	var loweredOf []int
	for i, n := range needles {
		if r, size := utf8.DecodeRuneInString(n); !inMarkdown[i] && unicode.IsUpper(r) {
			lowered = append(lowered, string(unicode.ToLower(r))+n[size:])
			loweredOf = append(loweredOf, i)
		}
	}
	if len(lowered) > 0 {
		for j, found := range mdText.contains(lowered) {
			inMarkdown[loweredOf[j]] = found
		}
	}
	for _, t := range texts {
		if !inMarkdown[t.needle] {
			errorf("%s is stated in HTML as %q, but not in the Markdown page", t.ptr, t.text)
		}
	}
	for _, ptr := range missing {
		errorf("no element states %s (%v)", ptr, all[ptr])
	}

	free := strings.Join(pv.freeText, " ")
	for _, c := range productConstants {
		free = strings.ReplaceAll(free, c, "")
	}
	// A number is judged as in prose and labels: a digit within a name (HTTP/2, RFC 9116) is none.
	for start, end := range policy.Quantities(free) {
		from, to := max(start-40, 0), min(end+40, len(free))
		errorf("number outside a policy value: …%s…", strings.Join(strings.Fields(free[from:to]), " "))
	}
	return findings
}

// markdownText is a Markdown page, normalised (normalizeMarkdown), in which the values' words
// are looked up.
type markdownText string

// contains reports, for each of values, whether the page holds it (strings.Contains). It reads
// the page once for all of them, with an Aho–Corasick automaton (internal/multimatch): the work
// is linear in the page's length plus the values' total length. A search per value
// (strings.Index), as before, read the page once for each: some two hundred values, about 10 KB
// in all, in a page of about 22 KB for each language of an example.
func (m markdownText) contains(values []string) []bool {
	return multimatch.Contains(string(m), values)
}

func mustResolve(doc any, ptr string) any {
	v, _ := policy.ResolveJSON(doc, ptr)
	return v
}

func scalars(arr []any) bool {
	for _, v := range arr {
		switch v.(type) {
		case map[string]any, []any:
			return false
		}
	}
	return true
}

// isTimeOfDay reports whether the value at ptr in policy.json is a time of day or a span of the
// day: a window's or a schedule rule's hours, a rule's start time (see builder.statesTimes).
func isTimeOfDay(ptr string) bool {
	t := strings.Split(ptr, "/")
	n := len(t)
	return n >= 2 && (t[n-1] == "at" || t[n-1] == "hours" || t[n-2] == "hours")
}

// published reports whether the value at ptr is a fact the page in lang must state.
func published(ptr, lang string, langs []string) bool {
	for _, np := range notPublished {
		if ptr == np || strings.HasPrefix(ptr, np+"/") {
			return false
		}
	}
	// A label's text in another language of the site.
	last := ptr[strings.LastIndex(ptr, "/")+1:]
	if last != lang && slices.Contains(langs, last) {
		return false
	}
	return true
}

// normalizeMarkdown makes Markdown and HTML text comparable: escapes and code fences removed,
// white space folded.
// It is one pass over s (a build normalises every value of every page and the whole Markdown
// page): the four bytes dropped, every run of white space (unicode.IsSpace) one space, none at
// either end. TestNormalizeMarkdown holds it to the definition: strings.NewReplacer, then
// strings.FieldsFunc and strings.Join.
func normalizeMarkdown(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false // a space is due before the next kept character
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch c {
			case '\\', '`', '*', '_':
				continue
			case ' ', '\t', '\n', '\v', '\f', '\r':
				space = b.Len() > 0
				continue
			}
			if space {
				b.WriteByte(' ')
				space = false
			}
			b.WriteByte(c)
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			space = b.Len() > 0
		} else {
			if space {
				b.WriteByte(' ')
				space = false
			}
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}
