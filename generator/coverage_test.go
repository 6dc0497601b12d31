package generator

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/net/html"
)

// notPublished are the policy.json values that are not facts for webmasters, so no page states
// them: the schema version, the settings of the site itself. Labels in the other languages of the
// site are not on a page either (each page states its own language's).
var notPublished = []string{
	"/schema",
	"/site/base_url",
	"/site/languages",
	"/site/default_language",
	"/site/not_own",
}

// productConstants are the numbers a page may print outside a policy value: RFC and section
// numbers, IP versions, HTTP status classes, and the RFC's own minimum size of robots.txt.
var productConstants = []string{
	"RFC 9309", "IPv4", "IPv6", "HTTP 403", "4xx", "5xx", "500 KiB", "500\u00a0KiB", "500\u00a0Kio",
}

// leaves lists the JSON Pointers of every scalar in a JSON document.
func leaves(v any, ptr string, out map[string]any) {
	switch v := v.(type) {
	case map[string]any:
		for k, el := range v {
			leaves(el, ptr+"/"+strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1"), out)
		}
	case []any:
		for i, el := range v {
			leaves(el, ptr+"/"+strconv.Itoa(i), out)
		}
	default:
		out[ptr] = v
	}
}

// resolve returns the value at an RFC 6901 pointer.
func resolve(doc any, ptr string) (any, bool) {
	if ptr == "" {
		return doc, true
	}
	if !strings.HasPrefix(ptr, "/") {
		return nil, false
	}
	cur := doc
	for _, tok := range strings.Split(ptr[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch c := cur.(type) {
		case map[string]any:
			v, ok := c[tok]
			if !ok {
				return nil, false
			}
			cur = v
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(c) {
				return nil, false
			}
			cur = c[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

// pageValues is what a page's HTML states: the text of each element with a data-policy pointer.
type pageValues struct {
	pointers map[string][]string // pointer → texts of the elements that carry it
	// freeText is the page's visible text outside data-policy and data-literal elements, outside
	// <pre> snippets, for the number check.
	freeText []string
}

func scanPage(t *testing.T, src []byte) pageValues {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(string(src)))
	if err != nil {
		t.Fatalf("parse HTML: %v", err)
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
	return pv
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

var number = regexp.MustCompile(`\p{Nd}+`)

// checkCoverage checks one language's page against policy.json: every published value is pointed
// at by a data-policy element (an array of scalars may be pointed at as a whole) and stated in the
// Markdown page, every pointer resolves, and every number outside a value is a product constant.
func checkCoverage(t *testing.T, lang string, langs []string, policyJSON, page, md []byte) {
	t.Helper()
	var doc any
	if err := json.Unmarshal(policyJSON, &doc); err != nil {
		t.Fatal(err)
	}
	all := map[string]any{}
	leaves(doc, "", all)
	pv := scanPage(t, page)
	mdText := normalizeMarkdown(string(md))

	for ptr := range pv.pointers {
		if _, ok := resolve(doc, ptr); !ok {
			t.Errorf("%s: data-policy=%q does not resolve in policy.json", lang, ptr)
		}
	}
	var missing []string
	for ptr := range all {
		if !published(ptr, lang, langs) {
			continue
		}
		texts, ok := pv.pointers[ptr]
		if !ok {
			parent := ptr[:strings.LastIndex(ptr, "/")]
			if arr, isArr := mustResolve(doc, parent).([]any); isArr && scalars(arr) {
				texts, ok = pv.pointers[parent]
			}
		}
		if !ok {
			missing = append(missing, ptr)
			continue
		}
		for _, text := range texts {
			if !strings.Contains(mdText, normalizeMarkdown(text)) {
				t.Errorf("%s: %s is stated in HTML as %q, but not in the Markdown page", lang, ptr, text)
			}
		}
	}
	slices.Sort(missing)
	for _, ptr := range missing {
		t.Errorf("%s: no element states %s (%v)", lang, ptr, all[ptr])
	}

	free := strings.Join(pv.freeText, " ")
	for _, c := range productConstants {
		free = strings.ReplaceAll(free, c, "")
	}
	for _, m := range number.FindAllStringIndex(free, -1) {
		from, to := max(m[0]-40, 0), min(m[1]+40, len(free))
		t.Errorf("%s: number outside a policy value: …%s…", lang, strings.TrimSpace(free[from:to]))
	}
}

func mustResolve(doc any, ptr string) any {
	v, _ := resolve(doc, ptr)
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
func normalizeMarkdown(s string) string {
	s = strings.NewReplacer("\\", "", "`", "", "*", "", "_", "").Replace(s)
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) }), " ")
}

func ExampleText_HTML() {
	t := Text{Segments: []Segment{{Text: "At most one request every "}, {Text: "2 seconds", Pointer: "/limits/min_interval"}, {Text: "."}}}
	fmt.Println(t.HTML())
	// Output: At most one request every <span data-policy="/limits/min_interval">2 seconds</span>.
}
