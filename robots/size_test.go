package robots

import (
	"testing"
	"unsafe"
)

// TestRuleSize: a rule takes 48 bytes (it took 80 with a Rule inside): a crawler keeps a parsed
// copy of robots.txt per host, and the rules are most of a small one (polite's
// TestMemoryPerHost holds the whole copy to its share of 1 KiB per host).
func TestRuleSize(t *testing.T) {
	if n := unsafe.Sizeof(rule{}); n != 48 {
		t.Errorf("rule: %d bytes, want 48", n)
	}
}

// TestSmallFileNoMap: a file that names few product tokens is looked up without a map, and a
// token one group names, and a single "*" group, use that group's rules (no merged copy);
// tokens named by several groups are merged, in decision order, as before.
func TestSmallFileNoMap(t *testing.T) {
	r := Parse([]byte("User-agent: *\nDisallow: /a\n\nUser-agent: OtherBot\nUser-agent: B\nDisallow: /\n\nUser-agent: b\nAllow: /x\nDisallow: /xy\n"), 0)
	if r.byToken != nil || len(r.tokens) != 2 {
		t.Fatalf("byToken %v, tokens %v: want no map, 2 tokens", r.byToken, r.tokens)
	}
	if r.star != &r.groups[0].m || r.own("otherbot") != &r.groups[1].m {
		t.Error("a token or \"*\" that one group names does not use the group's own rules")
	}
	if d := r.Decide("b", "/xy"); d.Allowed || d.Rule.Text != "Disallow: /xy" || d.Rule.Pattern != "/xy" || d.Rule.Line != 10 {
		t.Errorf("b /xy: %+v, want disallowed by line 10 \"Disallow: /xy\" (merged groups)", d)
	}
	if d := r.Decide("B", "/x"); !d.Allowed || d.Rule.Line != 9 {
		t.Errorf("B /x: %+v, want allowed by line 9", d)
	}
	if d := r.Decide("OTHERBOT", "/x"); d.Allowed || d.Rule.Pattern != "/" {
		t.Errorf("OTHERBOT /x: %+v, want disallowed by \"Disallow: /\"", d)
	}
	var big []byte
	for i := range smallTokens + 1 {
		big = append(big, "User-agent: bot"+string(rune('a'+i))+"\nDisallow: /\n"...)
	}
	if r := Parse(big, 0); r.byToken == nil || r.tokens != nil || !r.HasGroup("BOTI") || r.HasGroup("botj") {
		t.Errorf("%d tokens: want a map, and botI found, botj not", smallTokens+1)
	}
}
