package policy

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// ruleForScan is ruleFor as a plain scan of every rule in order (the definition ruleIndex
// speeds up): the longest matching pattern, the one with fewer wildcards of two as long, the
// first in rules of two equally specific.
func ruleForScan(ptr string) rule {
	tokens := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	best, bestScore := fallbackRule, -1
	for _, r := range rules {
		anchored := strings.HasPrefix(r.pattern, "/")
		pat := strings.Split(strings.TrimPrefix(r.pattern, "/"), "/")
		if len(pat) > len(tokens) || (anchored && len(pat) != len(tokens)) {
			continue
		}
		tail := tokens[len(tokens)-len(pat):]
		match := true
		for i, p := range pat {
			if p != "*" && p != tail[i] {
				match = false
				break
			}
		}
		score := len(pat)*10 - strings.Count(r.pattern, "*")
		if match && score > bestScore {
			best, bestScore = r, score
		}
	}
	return best
}

// TestRuleForIndexed: the indexed ruleFor picks the same rule as the scan for every pointer of
// every example's policy.json and of mybot, for every rule's own pattern made a pointer (its
// wildcards as "*", "x" and "0", with and without a prefix), and for pointers no rule matches.
func TestRuleForIndexed(t *testing.T) {
	ptrs := map[string]bool{"": true, "/": true, "/nothing/here": true, "/agents": true}
	addTree := func(n node, ptr string) {
		var walk func(n node, ptr string)
		walk = func(n node, ptr string) {
			ptrs[ptr] = true
			for _, k := range n.keys {
				walk(n.fields[k], ptr+"/"+EscapeToken(k))
			}
			for i, it := range n.items {
				walk(it, ptr+"/"+strconv.Itoa(i))
			}
		}
		walk(n, ptr)
	}
	dirs, _ := filepath.Glob(filepath.Join("..", "examples", "*", "policy.toml"))
	srcs := []string{"testdata/mybot.toml"}
	for _, f := range append(srcs, dirs...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(src, f)
		if err != nil {
			t.Fatal(err)
		}
		sn, err := NewSnapshot(p)
		if err != nil {
			t.Fatal(err)
		}
		addTree(sn.tree, "")
	}
	for _, r := range rules {
		for _, w := range []string{"*", "x", "0"} {
			pat := strings.ReplaceAll(r.pattern, "*", w)
			ptrs[pat] = true
			ptrs["/"+strings.TrimPrefix(pat, "/")] = true
			ptrs["/prefix/"+strings.TrimPrefix(pat, "/")] = true
			ptrs["/"+strings.TrimPrefix(pat, "/")+"/tail"] = true
		}
	}
	if len(ptrs) < 500 {
		t.Fatalf("only %d pointers to compare", len(ptrs))
	}
	for ptr := range ptrs {
		got, want := ruleFor(ptr), ruleForScan(ptr)
		if got.name != want.name || got.pattern != want.pattern {
			t.Errorf("ruleFor(%q) = %s (%s), the scan finds %s (%s)", ptr, got.name, got.pattern, want.name, want.pattern)
		}
	}
}
