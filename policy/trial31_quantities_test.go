package policy

import (
	"slices"
	"testing"
)

// TestQuantitiesNamesOfStandardsAndLaws (trial 31, F-20): Quantities takes the number of a
// standard after a series of capitals, a section number, the number of a part of a law and of an
// act for names, and keeps every other number a quantity. Before, "EN 301 549", "WCAG 2.1",
// "1.4.10", "Article 8", "(EU) 2018/1524" and "Article 6(1)(e)" each yielded numbers.
func TestQuantitiesNamesOfStandardsAndLaws(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"EN 301 549", nil},
		{"WCAG 2.1 level AA", nil},
		{"WCAG\u00a02.2", nil},
		{"success criterion 1.4.10", nil},
		{"ISO/IEC 27001, DIN 5008, RFC 9116", nil},
		{"Article 8, Art. 6 Abs. 1, artykuł 5, § 60d", nil},
		{"Implementing Decision (EU) 2018/1524", nil},
		{"Article 6(1)(e) GDPR", nil},
		{"5 days", []string{"5"}},
		{"open 24/7", []string{"24", "7"}},
		{"port 443", []string{"443"}},
		{"1.500.000 pages on 7.12.2026", []string{"1.500.000", "7.12.2026"}},
		{"+49 228 99 000-0", []string{"49", "228", "99", "000", "0"}},
		{"EN 301 549 and 3 days", []string{"3"}},
		{"Article 8: 10s", []string{"10s"}},
	} {
		var got []string
		for start, end := range Quantities(tt.text) {
			got = append(got, tt.text[start:end])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Quantities(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
