package generator

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/net/html"

	"github.com/sitegen-dev/sitegen/policy"
)

// Test_m2ControlCharactersRefusedInProse is defect m2 of the hostile trial: a NUL byte in prose
// went raw into index.md, which git then took for a binary file. Control characters and bidi
// controls are refused in prose, as in the policy, at their line and column.
func Test_m2ControlCharactersRefusedInProse(t *testing.T) {
	tests := []struct{ src, want string }{
		{"Hello \x00 world\n", `about.md:1:7: holds U+0000, a control character, at character 7: remove it`},
		{"fine\n\nterminal \x1b]L;pwned\x07 title\n", `about.md:3:10: holds U+001B, a control character, at character 10, and 1 more: remove them`},
		{"```\ncode \u202e reversed\n```\n", `about.md:2:6: holds U+202E RIGHT-TO-LEFT OVERRIDE at character 6, which would make the text around it read in another order: remove it`},
	}
	for _, tt := range tests {
		_, problems := convertProse("about.md", []byte(tt.src), "about")
		if len(problems) != 1 || problems[0] != tt.want {
			t.Errorf("convertProse(%q) problems:\n%s\nwant:\n%s", tt.src, strings.Join(problems, "\n"), tt.want)
		}
	}
	if _, problems := convertProse("about.md", []byte("tab\tand CRLF\r\nare fine\r\n"), "about"); len(problems) != 0 {
		t.Errorf("tab and CR refused: %q", problems)
	}
}

// TestM1PublishedMarkdownIsAsSafeAsHTML is defect M1 of the hostile trial: a marked literal went
// verbatim into index.md (raw HTML, a javascript: link), and an entity-encoded scheme passed the
// link check. A literal is text in both outputs, and a link's scheme is checked as a browser reads
// it.
func TestM1PublishedMarkdownIsAsSafeAsHTML(t *testing.T) {
	p, problems := convertProse("about.md", []byte("We {{<script>alert(1)</script>}} are {{[here](javascript:alert(1))}}.\n"), "about")
	if len(problems) != 0 {
		t.Fatalf("problems: %q", problems)
	}
	if want := `We \<script\>alert(1)\</script\> are \[here\](javascript:alert(1)).`; !strings.Contains(p.Markdown, want) {
		t.Errorf("Markdown:\n%s\nwant the literals escaped:\n%s", p.Markdown, want)
	}
	if got := safeMarkdown("about.md", p.Markdown); len(got) != 0 {
		t.Errorf("the Markdown does not pass its own check: %q", got)
	}
	if !strings.Contains(string(p.HTML), `<span data-literal="">&lt;script&gt;alert(1)&lt;/script&gt;</span>`) {
		t.Errorf("HTML:\n%s", p.HTML)
	}
	for _, src := range []string{
		"[here](javascript&colon;alert(document.domain))\n",
		"[here](JaVaScRiPt&#58;alert)\n",
		"[here](data:text/html;base64,PHNjcmlwdD4=)\n",
		"[here]({{javascript:alert}})\n",
		"[here][x]\n\n[x]: javascript&colon;alert\n",
	} {
		if _, problems := convertProse("about.md", []byte(src), "about"); !strings.Contains(strings.Join(problems, "\n"), "is not allowed in prose") {
			t.Errorf("convertProse(%q) problems %q, want the link refused", src, problems)
		}
	}
}

// TestM2LinkWithDigitsWorks is defect M2 of the hostile trial: a URL is no prose number. A link
// whose destination holds digits needs no literal and works, in every form; and a literal in a
// URL, where an author wrote one, is put back as its characters.
func TestM2LinkWithDigitsWorks(t *testing.T) {
	tests := []struct{ src, href string }{
		{"See [RFC {{9309}}](https://www.rfc-editor.org/rfc/rfc9309).\n", "https://www.rfc-editor.org/rfc/rfc9309"},
		{"See [RFC {{9309}}](https://www.rfc-editor.org/rfc/rfc{{9309}}).\n", "https://www.rfc-editor.org/rfc/rfc9309"},
		{"See [the RFC]({{https://www.rfc-editor.org/rfc/rfc9309}}).\n", "https://www.rfc-editor.org/rfc/rfc9309"},
		{"See <https://www.rfc-editor.org/rfc/rfc9309>.\n", "https://www.rfc-editor.org/rfc/rfc9309"},
		{"See [the RFC][rfc].\n\n[rfc]: https://www.rfc-editor.org/rfc/rfc9309\n", "https://www.rfc-editor.org/rfc/rfc9309"},
	}
	for _, tt := range tests {
		p, problems := convertProse("about.md", []byte(tt.src), "about")
		if len(problems) != 0 {
			t.Errorf("convertProse(%q) problems: %q", tt.src, problems)
			continue
		}
		if want := `href="` + tt.href + `"`; !strings.Contains(string(p.HTML), want) {
			t.Errorf("convertProse(%q) HTML lacks %s:\n%s", tt.src, want, p.HTML)
		}
		if !strings.Contains(p.Markdown, "rfc9309") || strings.Contains(p.Markdown, "{{") {
			t.Errorf("convertProse(%q) Markdown:\n%s", tt.src, p.Markdown)
		}
	}
	// Digits in a link's text are still prose ("RFC 9309" is a name, trial 29 F-10: a limit is not).
	if _, problems := convertProse("about.md", []byte("See [at most 5 requests](https://www.rfc-editor.org/rfc/rfc9309).\n"), "about"); len(problems) != 1 || !strings.Contains(problems[0], `number "5"`) {
		t.Errorf("a number in a link's text: problems %q, want it reported", problems)
	}
}

// Test_m22LiteralInAttribute is defect m22 of the hostile trial: a literal in a link title, an
// image's alt text or a code fence's info string put an element into an attribute.
func Test_m22LiteralInAttribute(t *testing.T) {
	tests := []struct{ src, want string }{
		{"[x](https://a.example \"a {{b\\\">c}} c\")\n", `title="a b&quot;&gt;c c"`},
		{"![logo {{x\">y}}](../static/logo.svg)\n", `alt="logo x&quot;&gt;y"`},
		{"```go{{1}}\ncode\n```\n", `class="language-go1"`},
	}
	for _, tt := range tests {
		p, problems := convertProse("about.md", []byte(tt.src), "about")
		if len(problems) != 0 {
			t.Errorf("convertProse(%q) problems: %q", tt.src, problems)
			continue
		}
		if strings.Contains(string(p.HTML), "data-literal=\"\">") && !strings.Contains(tt.src, "```") || !strings.Contains(string(p.HTML), tt.want) {
			t.Errorf("convertProse(%q) HTML, want %s:\n%s", tt.src, tt.want, p.HTML)
		}
	}
}

// Test_m23LinksToSiteFilesChecked is defect m23 of the hostile trial: a link or an image to a
// file of the site that is not there built without a word. The build now fails and names it;
// links to files that are there, to the page's sections and outside the site pass.
func Test_m23LinksToSiteFilesChecked(t *testing.T) {
	dir := filepath.Join("..", "examples", "gazette-bot")
	build := func(about string) error {
		opts := defaults()
		opts.Site = overlay{fstest.MapFS{"locales/en/about.md": {Data: []byte(about)}}, os.DirFS(dir)}
		_, err := Build(opts)
		return err
	}
	err := build("![logo](../static/missing.png) and [x](../nothere.json) and [y](missing/)\n")
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("Build = %v, want the missing files reported", err)
	}
	want := []string{
		`locales/en/about.md:1: image "../static/missing.png" points to static/missing.png, which the site does not have (put the file in static/, or correct the image)`,
		`locales/en/about.md:1: link "../nothere.json" points to nothere.json, which the site does not have (put the file in static/, or correct the link)`,
		`locales/en/about.md:1: link "missing/" points to en/missing/index.html, which the site does not have (put the file in static/, or correct the link)`,
	}
	if !slices.Equal(be.Problems, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(be.Problems, "\n"), strings.Join(want, "\n"))
	}
	if err := build("[json](../policy.json), [de](../de/), [top](#about), [style](../static/style.css?v=a), [elsewhere](../../imprint)\n"); err != nil {
		t.Errorf("links to files of the site, a section and outside the site: %v", err)
	}
}

// FuzzProse converts any prose (Markdown in, HTML and Markdown out) and, when the prose is
// accepted, checks both outputs: no element or attribute that Markdown does not make (no raw
// HTML), no link or image to a script, data: or other scheme, and no control or bidi character.
func FuzzProse(f *testing.F) {
	for _, s := range []string{
		"We {{<script>alert(1)</script>}} are {{[here](javascript:alert(1))}}.\n",
		"[here](javascript&colon;alert(document.domain))\n",
		"[RFC {{9309}}](https://www.rfc-editor.org/rfc/rfc{{9309}})\n",
		"[x](https://a.example \"a {{b}} c\")\n![logo {{x}}](../static/logo.svg)\n```go{{1}}\ncode {{2}}\n```\n",
		"<https://a.example/{{x y>z}}> and <a@b.example>\n",
		"# Title\n\n| a | b |\n| --- | :-: |\n| {{1}} | `{{2}}` |\n\n> quote *em* **strong** ~~del~~\n\n- item\n\n1. one\n",
		"[ref]\n\n[ref]: {{javascript:alert}} \"t\"\n",
		"AT&amp;T {{AT&amp;T}} \\<b\\> &lt;b&gt;\n",
	} {
		f.Add(s)
	}
	elements := map[string]bool{"p": true, "a": true, "em": true, "strong": true, "code": true, "pre": true,
		"h3": true, "h4": true, "h5": true, "h6": true, "ul": true, "ol": true, "li": true, "blockquote": true,
		"hr": true, "br": true, "table": true, "thead": true, "tbody": true, "tr": true, "th": true, "td": true,
		"img": true, "del": true, "span": true}
	attributes := map[string]bool{"href": true, "src": true, "alt": true, "title": true, "id": true,
		"class": true, "data-literal": true, "style": true, "start": true}
	f.Fuzz(func(t *testing.T, src string) {
		p, problems := convertProse("about.md", []byte(src), "about")
		if len(problems) > 0 {
			return
		}
		for _, out := range []string{string(p.HTML), p.Markdown} {
			for _, line := range strings.Split(out, "\n") {
				if c, ok := policy.FindUnsafe(line); ok {
					t.Fatalf("output holds %s:\n%q\nfrom\n%q", c.Describe(), out, src)
				}
			}
		}
		z := html.NewTokenizer(strings.NewReader(string(p.HTML)))
		for {
			tt := z.Next()
			if tt == html.ErrorToken {
				break
			}
			if tt == html.CommentToken || tt == html.DoctypeToken {
				t.Fatalf("HTML holds %s from %q", z.Token(), src)
			}
			if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
				continue
			}
			tok := z.Token()
			if !elements[tok.Data] {
				t.Fatalf("HTML holds <%s> from %q:\n%s", tok.Data, src, p.HTML)
			}
			for _, a := range tok.Attr {
				if !attributes[a.Key] || tok.Data == "span" && a.Key != "data-literal" {
					t.Fatalf("HTML holds <%s %s> from %q:\n%s", tok.Data, a.Key, src, p.HTML)
				}
				if (a.Key == "href" || a.Key == "src") && unsafeLink([]byte(a.Val)) || a.Key == "src" && !isRelative([]byte(a.Val)) {
					t.Fatalf("HTML holds %s=%q from %q", a.Key, a.Val, src)
				}
				if a.Key == "style" && !strings.HasPrefix(a.Val, "text-align:") {
					t.Fatalf("HTML holds style=%q from %q", a.Val, src)
				}
			}
		}
		if ps := safeMarkdown("about.md", p.Markdown); len(ps) > 0 {
			t.Fatalf("%s\nfrom %q:\n%s", ps[0], src, p.Markdown)
		}
	})
}

// TestH24EveryNumberCharacterInProse (hostile trial 2, H24): the prose number check knew decimal
// digits (category Nd) only; superscripts, Roman numerals and the other numbers of category N
// passed, and the page's number check did not see them either.
func TestH24EveryNumberCharacterInProse(t *testing.T) {
	src := "At most ¹⁰ requests, Ⅻ a day, ⑩ in all, ½ of them, ٣ or 三.\n"
	_, problems := convertProse("about.md", []byte(src), "about")
	want := []string{
		`about.md:1:9: number "¹⁰" outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{¹⁰}})`,
		`about.md:1:22: number "Ⅻ" outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{Ⅻ}})`,
		`about.md:1:31: number "⑩" outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{⑩}})`,
		`about.md:1:41: number "½" outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{½}})`,
		`about.md:1:52: number "٣" outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{٣}})`,
	}
	if !slices.Equal(problems, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(problems, "\n"), strings.Join(want, "\n"))
	}
	var got []string
	for start, end := range policy.Quantities("x ² Ⅻ ½ 7") {
		got = append(got, "x ² Ⅻ ½ 7"[start:end])
	}
	if !slices.Equal(got, []string{"²", "Ⅻ", "½", "7"}) {
		t.Errorf("the page's number check finds %q", got)
	}
}
