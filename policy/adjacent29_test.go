package policy

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestAdjacentPrefixesWarn (new-user trial 26, F-20): addresses whose prefixes together are one
// shorter prefix, and that say the same of it, draw a warning at the first of them naming that
// prefix, once per shorter prefix (four /24s are one /22, not three warnings); halves of
// different regions, prefixes that are adjacent but not the halves of one, and single addresses
// (examples/search-engine lists 192.0.2.70 and 192.0.2.71) draw none. Failed
// before: no warning at all.
func TestAdjacentPrefixesWarn(t *testing.T) {
	src, err := os.ReadFile("../generator/testdata/trial26/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	from, to := strings.Index(string(src), "[[network.addresses]]"), strings.Index(string(src), "[limits]")
	if from < 0 || to < from {
		t.Fatal("testdata/trial26 has no network.addresses before [limits]")
	}
	var addrs strings.Builder
	for _, a := range [][2]string{
		{"198.51.100.0/24", "at"}, {"198.51.101.0/24", "at"}, {"198.51.102.0/24", "at"}, {"198.51.103.0/24", "at"}, // one /22
		{"203.0.113.0/25", "us"}, {"203.0.113.128/25", "us"}, // one /24
		{"192.0.2.0/25", "sg"}, {"192.0.2.128/25", "br"}, // regions differ
		{"2001:db8::/48", "at"}, {"2001:db8:1::/48", "at"}, // one /47
		{"2001:db8:3::/48", "at"}, {"2001:db8:4::/48", "at"}, // adjacent, but not the halves of one prefix
		{"198.51.104.6", "at"}, {"198.51.104.7", "at"}, // single addresses, left as they are
	} {
		fmt.Fprintf(&addrs, "[[network.addresses]]\nprefix = %q\nregion = %q\n\n", a[0], a[1])
	}
	text := string(src[:from]) + addrs.String() + string(src[to:])
	lines := strings.Split(text, "\n")
	for _, n := range []int{77, 93, 109} {
		if !strings.HasPrefix(lines[n-1], "prefix = ") {
			t.Fatalf("line %d is %q, not a prefix", n, lines[n-1])
		}
	}
	p, err := Parse([]byte(text), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range p.Warnings() {
		if strings.Contains(w.String(), "together are") {
			got = append(got, w.String())
		}
	}
	want := []string{
		"policy.toml:77:1: warning: network.addresses[0].prefix: 198.51.100.0/24 and 3 more prefixes (network.addresses[1], [2] and [3]) together are 198.51.100.0/22, with the same agents, purpose, region and dates: the page and ips.json could list it once (write 198.51.100.0/22 in their place, or acknowledge this warning to keep them apart)",
		"policy.toml:93:1: warning: network.addresses[4].prefix: 203.0.113.0/25 and 203.0.113.128/25 (network.addresses[5]) together are 203.0.113.0/24, with the same agents, purpose, region and dates: the page and ips.json could list it once (write 203.0.113.0/24 in their place, or acknowledge this warning to keep them apart)",
		"policy.toml:109:1: warning: network.addresses[8].prefix: 2001:db8::/48 and 2001:db8:1::/48 (network.addresses[9]) together are 2001:db8::/47, with the same agents, purpose, region and dates: the page and ips.json could list it once (write 2001:db8::/47 in their place, or acknowledge this warning to keep them apart)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// BenchmarkAdjacentPrefixes: 16,000 adjacent /24s (new-user trial 26, variant b1), which the check
// sweeps in time linear in their number.
func BenchmarkAdjacentPrefixes(b *testing.B) {
	addrs := make([]Address, 16000)
	for i := range addrs {
		if err := addrs[i].Prefix.UnmarshalText(fmt.Appendf(nil, "10.%d.%d.0/24", i/256, i%256)); err != nil {
			b.Fatal(err)
		}
	}
	overlapped := prefixOverlaps(addrs)
	for b.Loop() {
		c := &checker{p: &Policy{}}
		c.mergeablePrefixes(addrs, overlapped)
		if len(c.issues) == 0 {
			b.Fatal("no warning")
		}
	}
}
