package policy

import (
	"strings"
	"testing"
)

// TestDigitWithinName (trial 29, F-10): a number that is part of a name is no quantity, in a
// label as in prose (Quantities): "IPv4", "HTTP/2", "HTTP/1.1", "RFC 9116" were refused in prose,
// and "HTTP/2" in a label too. A number standing as a word of its own is still refused, with or
// without a unit, next to such a name too.
func TestDigitWithinName(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		unit     bool
	}{
		{in: "Weekly pass over IPv4 and IPv6"},
		{in: "HTTP/1.1 and HTTP/2"},
		{in: "security.txt (RFC 9116)"},
		{in: "security.txt (RFC\u00a09116)"},
		{in: "dates in ISO 8601, ISO/IEC 27001, DIN 5008"},
		{in: "UTF-8, ISO-8859-1, COVID-19"},
		{in: "§ 5 TMG, § 60d UrhG, §44b"},
		{in: "Weekly pass over IPv4 and HTTP/2 on port 443", want: "443"},
		{in: "RFC 9116, at most 4 requests", want: "4"},
		{in: "Open 24/7", want: "24"},
		{in: "A 24-hour pass", want: "24"},
		{in: "1-2 requests", want: "1"},
		{in: "One request/5s", want: "5s", unit: true},
		{in: "HTTP/2s", want: "2s", unit: true},
		{in: "RFCs 2", want: "2"},
		{in: "xRFC 9116", want: "9116"}, // a series is a word of capitals only (trial 31: "XRFC 9116" is now one)
		{in: "RFC  9116", want: "9116"},
		{in: "rfc 9116", want: "9116"},
	} {
		if got, unit := labelNumber(tt.in); got != tt.want || unit != tt.unit {
			t.Errorf("labelNumber(%q) = %q, %v; want %q, %v", tt.in, got, unit, tt.want, tt.unit)
		}
	}
}

// TestLabelDigitWithinName: validate judges the trial's label as prose is judged: "IPv4" and
// "HTTP/2" stay, the port "443" is refused with the advice that names such names (trial 29,
// F-10: "HTTP/2" was refused in a label, the "2").
func TestLabelDigitWithinName(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{name: "port beside names", edits: []edit{replace(`en = "Sync", de = "Abgleich"`, `en = "Weekly pass over IPv4 and HTTP/2 on port 443", de = "Abgleich nach RFC 9116"`)}, want: []string{
			`policy.toml:63:11: jobs.sync.label.en: "Weekly pass over IPv4 and HTTP/2 on port 443" states the number "443", which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)`,
		}},
	})
	if _, err := Parse([]byte(strings.Replace(readBase(t), `en = "Sync", de = "Abgleich"`, `en = "Sync over IPv4 and HTTP/2", de = "Abgleich nach RFC 9116"`, 1)), "policy.toml"); err != nil {
		t.Errorf("labels with names: %v", err)
	}
}
