package generator

import (
	"slices"
	"strings"
	"testing"
)

// TestProseNumbersOfStandardsAndLaws (trial 31, F-20, F-21): the numbers of standards, success
// criteria, articles and acts are names in prose as the README says ("EN 301 549", "WCAG 2.1",
// "1.4.10", "Article 8", "Art. 6 Abs. 1", "(EU) 2018/1524", "Article 6(1)(e)"); quantities stay
// refused; a telephone number is one finding that advises one literal around the whole of it.
// Before, each of the trial's names was refused, and "+49 228 99 000-0" gave four findings
// advising {{49}}, {{228}}, {{99}} and {{000-0}}.
func TestProseNumbersOfStandardsAndLaws(t *testing.T) {
	const advice = " outside a marked literal (state a limit the crawler keeps in policy.toml, which the page then states; mark any other number as a literal: "
	for _, tt := range []struct {
		name, src string
		want      []string
	}{
		{"standards", "Pages are checked against EN 301 549, which refers to WCAG 2.1 at level AA (success criterion 1.4.10).\n", nil},
		{"acts", "As Article 8 of the Directive requires, following Implementing Decision (EU) 2018/1524.\n", nil},
		{"articles", "Processed under Article 6(1)(e) GDPR, Art. 6 Abs. 1 lit. e DSGVO, art. 6 ust. 1 lit. e RODO, l’article 6, paragraphe 1, § 60d UrhG.\n", nil},
		{"a telephone number, once", "Call +49 228 99 000-0 on working days.\n", []string{
			`about.md:1:6: number "+49 228 99 000-0"` + advice + `{{+49 228 99 000-0}})`,
		}},
		{"quantities stay", "At most 5 days, open 24/7, on port 443, 1.500.000 pages, on 7.12.2026.\n", []string{
			`about.md:1:9: number "5"` + advice + `{{5}})`,
			`about.md:1:22: number "24/7"` + advice + `{{24/7}})`,
			`about.md:1:36: number "443"` + advice + `{{443}})`,
			`about.md:1:41: number "1.500.000"` + advice + `{{1.500.000}})`,
			`about.md:1:61: number "7.12.2026"` + advice + `{{7.12.2026}})`,
		}},
		{"a quantity after a name's number", "See WCAG 2.1, then wait 3 days.\n", []string{
			`about.md:1:25: number "3"` + advice + `{{3}})`,
		}},
		{"a marked phone passes", "Call {{+49 228 99 000-0}}.\n", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := ProseFindings("about.md", []byte(tt.src)); !slices.Equal(got, tt.want) {
				t.Errorf("ProseFindings(%q) =\n%s\nwant\n%s", tt.src, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
