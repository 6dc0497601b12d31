package generator

import (
	"slices"
	"strings"
	"testing"
)

// TestProseDigitWithinName (trial 29, F-10): prose judges a number as a label does: a digit
// within a name (IPv4, HTTP/2, HTTP/1.1, RFC 9116) is no number; a number standing as a word of
// its own is refused once per word, and the advice marks the whole word as a literal (before:
// "IPv4" was refused with the advice "write {{4}}", that is IPv{{4}}).
func TestProseDigitWithinName(t *testing.T) {
	const advice = " outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: "
	for _, tt := range []struct {
		name, src string
		want      []string
	}{
		{"names", "We scan IPv4 and IPv6 over HTTP/1.1 and HTTP/2 and read security.txt (RFC 9116, dates as ISO 8601).\n", nil},
		{"names with a no-break space", "Voir la RFC\u00a09116 et l’ISO/IEC\u00a027001.\n", nil},
		{"the trial's line", "Weekly pass over IPv4 and HTTP/2 on port 443.\n", []string{
			`about.md:1:42: number "443"` + advice + `{{443}})`,
		}},
		{"a word of two numbers, once", "Open 24/7, a 24-hour pass, 5s apart.\n", []string{
			`about.md:1:6: number "24/7"` + advice + `{{24/7}})`,
			`about.md:1:14: number "24-hour"` + advice + `{{24-hour}})`,
			`about.md:1:28: number "5s"` + advice + `{{5s}})`,
		}},
		{"a quantity next to a name", "RFC 9116 allows 4 requests.\n", []string{
			`about.md:1:17: number "4"` + advice + `{{4}})`,
		}},
		{"marked words pass", "Open {{24/7}}, port {{443}}, {{IPv4}}.\n", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := ProseFindings("about.md", []byte(tt.src)); !slices.Equal(got, tt.want) {
				t.Errorf("ProseFindings(%q) =\n%s\nwant\n%s", tt.src, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestCoverageDigitWithinName: the page's number check judges free text as prose is judged, so
// that prose with "HTTP/2" or "RFC 9116" builds; a number standing alone is still a finding.
func TestCoverageDigitWithinName(t *testing.T) {
	page := func(text string) []byte {
		return []byte("<!doctype html><html><body><p>" + text + "</p></body></html>")
	}
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Over IPv4, HTTP/2 and RFC\u00a09116.", nil},
		{"Over HTTP/2 on port 443.", []string{"en/index.html: number outside a policy value: …Over HTTP/2 on port 443.…"}},
	} {
		if got := Coverage("en/index.html", "en", []string{"en"}, []byte(`{}`), page(tt.text), []byte(tt.text)); !slices.Equal(got, tt.want) {
			t.Errorf("Coverage(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
