package generator

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// checkCoverage reports the Coverage findings of a page as test errors.
func checkCoverage(t *testing.T, lang string, langs []string, policyJSON, page, md []byte) {
	t.Helper()
	for _, f := range Coverage(lang+"/index.html", lang, langs, policyJSON, page, md) {
		t.Error(f)
	}
}

func ExampleText_html() {
	t := Text{Segments: []Segment{{Text: "At most one request every "}, {Text: "2 seconds", Pointer: "/limits/min_interval"}, {Text: "."}}}
	fmt.Println(t.html())
	// Output: At most one request every <bdi data-policy="/limits/min_interval">2 seconds</bdi>.
}

// TestCoverageFindings proves that Coverage finds what it claims to, on civic-ingestor's English
// page with one fault put in at a time: a value's words missing from the Markdown, a value no
// element states, a number outside a value, a pointer that does not resolve.
func TestCoverageFindings(t *testing.T) {
	res := buildExample(t, "civic-ingestor")
	page, md, policyJSON := string(res.Files["en/index.html"]), string(res.Files["en/index.md"]), res.Files["policy.json"]
	langs := res.Policy.Site.Languages
	if f := Coverage("en/index.html", "en", langs, policyJSON, []byte(page), []byte(md)); f != nil {
		t.Fatalf("the page as built has findings: %v", f)
	}
	label := "Council information systems (OParl API)"
	tests := []struct {
		name     string
		page, md string
		want     string
	}{
		{"words missing from the Markdown", page, strings.ReplaceAll(md, label, "Council systems"),
			`/targets/council-information-systems/label/en is stated in HTML as "` + label + `", but not in the Markdown page`},
		{"value stated by no element", strings.ReplaceAll(page, `data-policy="/contact/email"`, `data-x="/contact/email"`), md,
			"no element states /contact/email"},
		{"number outside a value", strings.Replace(page, "</main>", "<p>Since 1999.</p></main>", 1), md,

			"number outside a policy value: …r feed readers, in German Since 1999."},
		{"pointer that does not resolve", strings.Replace(page, "</main>", `<p><span data-policy="/limits/nope">x</span></p></main>`, 1), md,
			`data-policy="/limits/nope" does not resolve in policy.json`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			found := Coverage("en/index.html", "en", langs, policyJSON, []byte(tt.page), []byte(tt.md))
			if !slices.ContainsFunc(found, func(f string) bool { return strings.Contains(f, tt.want) }) {
				t.Errorf("findings %q, want one with %q", found, tt.want)
			}
		})
	}
}

// TestNormalizeMarkdown holds normalizeMarkdown's one pass to its definition: the escapes and code
// marks removed by strings.NewReplacer, then the white space folded by strings.FieldsFunc and
// strings.Join, on hand-picked texts and random ones over an alphabet of the bytes that matter.
func TestNormalizeMarkdown(t *testing.T) {
	definition := func(s string) string {
		s = strings.NewReplacer("\\", "", "`", "", "*", "", "_", "").Replace(s)
		return strings.Join(strings.FieldsFunc(s, unicode.IsSpace), " ")
	}
	texts := []string{"", " ", "a", " \\*a*  _b_\n\tc ", "`x` \u00a0y\u202fz\u3000", "a \\ b", "\u0085a\u2028", "\xff a \xfe", "é  ü"}
	alphabet := []string{"a", "é", " ", "\t", "\n", "\\", "`", "*", "_", "\u00a0", "\u202f", "\u2009", "\xff", "1"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		if got, want := normalizeMarkdown(s), definition(s); got != want {
			t.Errorf("normalizeMarkdown(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestMarkdownText holds markdownText.contains to strings.Contains for values found early, late
// and not at all, overlapping and inside each other, looked up all at once (one pass over the
// page, internal/multimatch), on random pages of words that repeat.
func TestMarkdownText(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	words := []string{"Abruf", "robots.txt", "12 Stunden", "Crawler", "ä", "0", "RFC 9309", "/api/*", "User-Agent"}
	for range 20 {
		var page []string
		for range 400 {
			page = append(page, words[r.IntN(len(words))])
		}
		m := markdownText(strings.Join(page, " "))
		values := []string{""}
		for i := range page {
			values = append(values, strings.Join(page[i:min(i+3, len(page))], " "), page[i]+" nicht", page[i][:1])
		}
		got := m.contains(values)
		for i, v := range values {
			if want := strings.Contains(string(m), v); got[i] != want {
				t.Fatalf("value %d (%q): got %v, want %v", i, v, got[i], want)
			}
		}
	}
}

// BenchmarkMarkdownText looks up the values of civic-ingestor's English page in its Markdown, as
// Coverage does: all at once (markdownText.contains), and one strings.Contains a value (the
// search before, which read the page once for each).
func BenchmarkMarkdownText(b *testing.B) {
	defaults := benchDefaults(b)
	res, err := Build(Options{Defaults: defaults, Product: benchProduct(b, defaults), Site: memFS(b, filepath.Join("..", "examples", "civic-ingestor"), ".")})
	if err != nil {
		b.Fatal(err)
	}
	pv, err := scanPage(res.Files["en/index.html"])
	if err != nil {
		b.Fatal(err)
	}
	var values []string
	for _, ptr := range slices.Sorted(maps.Keys(pv.pointers)) {
		for _, text := range pv.pointers[ptr] {
			if norm := normalizeMarkdown(text); !slices.Contains(values, norm) {
				values = append(values, norm)
			}
		}
	}
	m := markdownText(normalizeMarkdown(string(res.Files["en/index.md"])))
	b.Logf("%d values, %d bytes in all, in a page of %d bytes", len(values), len(strings.Join(values, "")), len(m))
	b.Run("automaton", func(b *testing.B) {
		for b.Loop() {
			m.contains(values)
		}
	})
	b.Run("strings.Contains", func(b *testing.B) {
		for b.Loop() {
			for _, v := range values {
				strings.Contains(string(m), v)
			}
		}
	})
}
