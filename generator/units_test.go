package generator

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestNumberFormat(t *testing.T) {
	formats := map[string]numberFormat{
		"en": {".", ",", 1},
		"de": {",", ".", 1},
		"fr": {",", "\u202f", 1},
		"pl": {",", "\u00a0", 2},
	}
	tests := []struct {
		lang, in, want string
	}{
		{"en", "1500", "1,500"},
		{"de", "1500", "1.500"},
		{"fr", "1500", "1\u202f500"},
		{"pl", "1500", "1500"},
		{"pl", "10000", "10\u00a0000"},
		{"en", "1000000", "1,000,000"},
		{"de", "1.5", "1,5"},
		{"en", "999", "999"},
		{"fr", "0.05", "0,05"},
		{"en", "-1234", "-1,234"},
	}
	for _, tt := range tests {
		if got := formats[tt.lang].format(tt.in); got != tt.want {
			t.Errorf("%s format(%s) = %q, want %q", tt.lang, tt.in, got, tt.want)
		}
	}
}

func TestUnitOf(t *testing.T) {
	tests := []struct {
		d     time.Duration
		count string
		unit  string
	}{
		{15 * time.Minute, "15", "minute"},
		{time.Hour, "1", "hour"},
		{90 * time.Minute, "1.5", "hour"},
		{61 * time.Minute, "61", "minute"},
		{24 * time.Hour, "24", "hour"},
		{36 * time.Hour, "36", "hour"},
		{48 * time.Hour, "48", "hour"}, // hours up to three days (issue 11: "48h" is not "2 days")
		{71 * time.Hour, "71", "hour"},
		{72 * time.Hour, "3", "day"},
		{120 * time.Hour, "5", "day"},
		{7 * 24 * time.Hour, "7", "day"},
		{28 * 24 * time.Hour, "28", "day"},
		{364 * 24 * time.Hour, "364", "day"},
		{365 * 24 * time.Hour, "1", "year"},
		{366 * 24 * time.Hour, "366", "day"},
		{730 * 24 * time.Hour, "2", "year"},
		{5 * 365 * 24 * time.Hour, "5", "year"},
		{90 * time.Second, "90", "second"},
		{1500 * time.Millisecond, "1.5", "second"},
		{2500 * time.Millisecond, "2.5", "second"},
		{time.Second, "1", "second"},
		{50 * time.Millisecond, "50", "millisecond"},
		{1500 * time.Microsecond, "0.0015", "second"},
	}
	for _, tt := range tests {
		c, u := unitOf(tt.d)
		if c.decimal != tt.count || u != tt.unit {
			t.Errorf("unitOf(%v) = %s %s, want %s %s", tt.d, c.decimal, u, tt.count, tt.unit)
		}
	}
}

func TestSplitPlaceholders(t *testing.T) {
	s := "At most " + placeholder("N") + " per " + formPlaceholders{"Period"}.Acc() + ", " + placeholder("Key") + "." + string(sentinelOpen)
	got := splitPlaceholders(s)
	want := []part{{lit: "At most "}, {arg: "N"}, {lit: " per "}, {arg: "Period", form: "acc"}, {lit: ", "}, {arg: "Key"}, {lit: "." + string(sentinelOpen)}}
	if !slices.Equal(got, want) {
		t.Errorf("splitPlaceholders = %q, want %q", got, want)
	}
}

// TestMessageArguments checks that a message's skeleton takes each call's own arguments: values
// with their pointers, a duration in the form the message asks for and the plural form of its
// count, and arguments of another kind than the first call's.
func TestMessageArguments(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	l := newLocalizer(msgs, "pl", &problems)
	hour := l.t("limits.connect_timeout", "T", dur(time.Hour, "/a"))
	minutes := l.t("limits.connect_timeout", "T", dur(15*time.Minute, "/b"))
	texts := l.t("list.and", "A", code("/c", "x"), "B", plain("y"))
	durations := l.t("list.and", "A", dur(2*time.Hour, "/d"), "B", dur(5*time.Second, ""))
	if problems != nil {
		t.Fatal(problems)
	}
	for _, tt := range []struct {
		got  Text
		want string
	}{
		{hour, "Robot czeka najwyżej <bdi data-policy=\"/a\">godzinę</bdi> na nawiązanie połączenia."},
		{minutes, "Robot czeka najwyżej <bdi data-policy=\"/b\">15\u00a0minut</bdi> na nawiązanie połączenia."},
		// Polish binds "i" to the next word (format.nbsp_after) in the HTML.
		{texts, "<code data-policy=\"/c\" dir=\"auto\">x</code> i\u00a0y"},
		{durations, "<bdi data-policy=\"/d\">2\u00a0godziny</bdi> i\u00a05\u00a0sekund"},
	} {
		if got := string(tt.got.html()); got != tt.want {
			t.Errorf("got  %q\nwant %q", got, tt.want)
		}
	}
}

func TestTextNesting(t *testing.T) {
	inner := plain("never logs in").withPointer("/a")
	outer := inner.withPointer("/b")
	if got := string(outer.html()); got != `<bdi data-policy="/b"><bdi data-policy="/a">never logs in</bdi></bdi>` {
		t.Errorf("nested pointers: %s", got)
	}
	if !outer.has("/a") || !outer.has("/b") || outer.has("/c") {
		t.Errorf("has: wrong answer")
	}
}

func TestMarkdownEscaping(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a*b_c", `a\*b\_c`},
		{"[link](x)", `\[link\](x)`},
		{"<b>", `\<b\>`},
		{"# not a heading", `\# not a heading`},
		{"line one\nline two | pipe\r\n\n- bullet", `line one line two \| pipe   - bullet`},
	}
	for _, tt := range tests {
		if got := escapeMarkdown(tt.in); got != tt.want {
			t.Errorf("escapeMarkdown(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := codeSpan("a`b"); got != "`` a`b ``" {
		t.Errorf("codeSpan with a backtick = %q", got)
	}
	if got := codeSpan("a\nb"); got != "`a b`" {
		t.Errorf("codeSpan with a line break = %q", got)
	}
}

func TestPointer(t *testing.T) {
	if got := pointer("agents", "a/b~c", "token", 2); got != "/agents/a~1b~0c/token/2" {
		t.Errorf("pointer = %q (RFC 6901 escapes ~ as ~0 and / as ~1)", got)
	}
}

func TestProse(t *testing.T) {
	src := "# Über uns\n\nWir sind seit {{2019}} aktiv.\n\n## Über uns\n\nText mit *Betonung*.\n"
	p, problems := convertProse("locales/de/about.md", []byte(src), "about")
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	html := string(p.HTML)
	for _, want := range []string{
		`<h3 id="about-über-uns">Über uns</h3>`,
		`<h4 id="about-über-uns-1">Über uns</h4>`,
		`<span data-literal="">2019</span>`,
		`<em>Betonung</em>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("prose HTML lacks %s:\n%s", want, html)
		}
	}
	if !strings.Contains(p.Markdown, "### Über uns") || !strings.Contains(p.Markdown, "seit 2019 aktiv") {
		t.Errorf("prose Markdown:\n%s", p.Markdown)
	}
}

func TestProseProblems(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"digit", "line one\nWe fetch every 5 minutes.\n", `locales/en/about.md:2:16: number "5" outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{5}})`},
		{"number with a thousands separator", "At most 1.500 pages.\n", `locales/en/about.md:1:9: number "1.500" outside a marked literal`},
		{"number after a literal, column in characters", "Gegründet {{2019}}, höchstens 5 Seiten.\n", `locales/en/about.md:1:31: number "5" outside`},
		{"unclosed literal", "Since {{twenty years.\n", `locales/en/about.md:1:7: "{{" without its "}}"`},
		{"empty literal", "a {{}} b\n", `locales/en/about.md:1:3: empty literal {{}}`},
		{"not UTF-8", "fine\nbr\xffoken\n", `locales/en/about.md:2:3: not valid UTF-8 (save the file as UTF-8)`},
		{"raw HTML block", "text\n\n<div>x</div>\n", "locales/en/about.md:3: raw HTML is not allowed"},
		{"inline HTML", "a <b>bold</b> word\n", "locales/en/about.md:1: raw HTML is not allowed"},
		{"script link", "text\n\nsee [this](javascript:alert)\n", `locales/en/about.md:3: link "javascript:alert" is not allowed in prose`},
		{"script link on a later line of its paragraph", "text\nsee\n[this](vbscript:x)\n", `locales/en/about.md:3: link "vbscript:x" is not allowed in prose`},
		{"script autolink", "text\n\nsee <javascript:alert>\n", `locales/en/about.md:3: link "javascript:alert" is not allowed in prose`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, problems := convertProse("locales/en/about.md", []byte(tt.src), "about")
			if len(problems) == 0 || !strings.HasPrefix(problems[0], tt.want) {
				t.Errorf("problems = %q, want one starting %q", problems, tt.want)
			}
		})
	}
}

// TestProseRawHTMLOncePerLine: an element's opening and closing tags on one line are one problem,
// not two (newuser9); tags on two lines, two.
func TestProseRawHTMLOncePerLine(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want []string
	}{
		{"a <b>bold</b> and <img src=x> word\n", []string{"locales/en/about.md:1: raw HTML is not allowed in prose (write Markdown)"}},
		{"a <b>bold</b>\nand <i>more</i>\n", []string{"locales/en/about.md:1: raw HTML is not allowed in prose (write Markdown)", "locales/en/about.md:2: raw HTML is not allowed in prose (write Markdown)"}},
	} {
		_, problems := convertProse("locales/en/about.md", []byte(tt.src), "about")
		if !slices.Equal(problems, tt.want) {
			t.Errorf("%q: problems = %q, want %q", tt.src, problems, tt.want)
		}
	}
}

func TestProseListsAndImages(t *testing.T) {
	if f := ProseFindings("about.md", []byte("1. We read.\n2) We write.\n")); len(f) != 0 {
		t.Errorf("ordered list numbers reported as figures: %q", f)
	}
	if f := ProseFindings("about.md", []byte("a {{}} b\n")); len(f) != 1 || !strings.Contains(f[0], "empty literal") {
		t.Errorf("empty literal: %q", f)
	}
	_, problems := convertProse("about.md", []byte("![pixel](https://tracker.example/p.gif)\n"), "about")
	if len(problems) != 1 || !strings.Contains(problems[0], "not a file of the site") {
		t.Errorf("image from another origin: %q", problems)
	}
	if _, problems := convertProse("about.md", []byte("![logo](../static/logo.svg)\n"), "about"); len(problems) != 0 {
		t.Errorf("image of the site refused: %q", problems)
	}
}

func TestProseFindingsOnePerNumber(t *testing.T) {
	got := ProseFindings("about.md", []byte("Founded in 2019, we fetch 5 pages at 07:00.\n"))
	want := []string{
		`about.md:1:12: number "2019" outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{2019}})`,
		`about.md:1:27: number "5" outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{5}})`,
		`about.md:1:38: number "07:00" outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: {{07:00}})`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("ProseFindings =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestCodeLink(t *testing.T) {
	tests := []struct {
		href, html, md string
	}{
		{"mailto:a@b.example", `<a href="mailto:a@b.example"><code data-policy="/contact/email" dir="auto">a@b.example</code></a>`, "[`a@b.example`](<mailto:a@b.example>)"},
		{"https://b.example/?q=1&r=2", `<a href="https://b.example/?q=1&amp;r=2"><code data-policy="/contact/email" dir="auto">a@b.example</code></a>`, "[`a@b.example`](<https://b.example/?q=1&r=2>)"},
		// Another scheme keeps the value, without a link.
		{"javascript:alert(1)", `<code data-policy="/contact/email" dir="auto">a@b.example</code>`, "`a@b.example`"},
	}
	for _, tt := range tests {
		c := codeLink("/contact/email", "a@b.example", tt.href)
		if got := string(c.html()); got != tt.html {
			t.Errorf("codeLink(%q).html() = %s, want %s", tt.href, got, tt.html)
		}
		if got := c.markdown(); got != tt.md {
			t.Errorf("codeLink(%q).markdown() = %s, want %s", tt.href, got, tt.md)
		}
	}
}
