package policy

import (
	"testing"
)

// TestBasisURLToURLs (t32c; t31b's open point): a legal basis whose one address moves from url to
// urls, unchanged, is no change, either way; urls that keep the address and add another are one
// change (the address added), not the address removed and two added; another address reads as
// it does between two lists of urls. Failed before: "removed …/url" and "added …/urls/0" for the
// same address.
func TestBasisURLToURLs(t *testing.T) {
	base := readPolicyText(t, "../generator/testdata/smallest/policy.toml")
	const job = `
[jobs.check]
label = { en = "Check", de = "Prüfung", fr = "Contrôle", pl = "Badanie" }
agent = "bot"
cadence = [{ every = "24h" }]

[jobs.check.legal_basis]
name = { en = "The act", de = "Das Gesetz", fr = "La loi", pl = "Ustawa" }
`
	parse := func(extra string) *Policy { return parseText(t, base+job+extra+"\n", "policy.toml") }
	one := parse(`url = "https://law.minimalbot.eu/act"`)
	same := parse(`urls = ["https://law.minimalbot.eu/act"]`)
	two := parse(`urls = ["https://law.minimalbot.eu/act", "https://eur-lex.europa.eu/eli/dir/2016/2102/oj"]`)
	other := parse(`urls = ["https://law.minimalbot.eu/act-2027"]`)
	for _, tt := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"url to urls, the same address", one, same, ""},
		{"urls to url, the same address", same, one, ""},
		{"url to urls with an address added", one, two, "added /jobs/check/legal_basis/urls/1 neutral false"},
		// Another address: as between two lists of urls, the one removed and the one added.
		{"url to urls with another address", one, other, "added /jobs/check/legal_basis/urls/0 neutral false\nremoved /jobs/check/legal_basis/urls/0 neutral false"},
	} {
		if got := diffClasses(t, tt.old, tt.new); got != tt.want {
			t.Errorf("%s: diff\n got %q\nwant %q", tt.name, got, tt.want)
		}
	}
}
