package generator

import (
	"testing"
)

// TestMarkdownLiteralParentheses (trial 31, F-29): in text, a literal's parentheses and quotes
// are no markup and the Markdown page writes them as they are; they stay escaped where they
// could end a link's destination or title, make the text before them a link, or open an ordered
// list. Before, every Markdown page read "Implementing Decision \(EU\) 2018/1524" and
// "Article 6\(1\)\(e\) GDPR".
func TestMarkdownLiteralParentheses(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"Following Implementing Decision {{(EU) 2018/1524}}.\n", "Following Implementing Decision (EU) 2018/1524.\n"},
		{"Under {{Article 6(1)(e)}} GDPR, \"{{l'article 6}}\".\n", "Under Article 6(1)(e) GDPR, \"l'article 6\".\n"},
		{"[See {{(EU) 2018/1524}}](https://eur-lex.europa.eu/eli/dec_impl/2018/1524/oj)\n", "[See (EU) 2018/1524](https://eur-lex.europa.eu/eli/dec_impl/2018/1524/oj)\n"},
		{"[see]{{(EU)}} and {{*x*}}\n", "[see]\\(EU\\) and \\*x\\*\n"},
		{"[a](https://example.org/{{(b)}} \"{{t \"q\"}}\")\n", "[a](https://example.org/\\(b\\) \"t \\\"q\\\"\")\n"},
		{"{{1)}} first\n", "1\\) first\n"},
	} {
		p, problems := convertProse("about.md", []byte(tt.src), "about")
		if len(problems) != 0 {
			t.Errorf("convertProse(%q): %q", tt.src, problems)
		}
		if p.Markdown != tt.want {
			t.Errorf("convertProse(%q).Markdown =\n%q\nwant\n%q", tt.src, p.Markdown, tt.want)
		}
	}
}
