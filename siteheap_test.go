package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestSiteHeap: build and check of a small policy get smallHeap, of a large one heapPerPolicyByte
// times its size (up to maxHeap; a file the command refuses as too large, smallHeap), read from
// --dir's policy.toml however cobra takes the flag; other commands none.
func TestSiteHeap(t *testing.T) {
	sizes := map[string]int64{
		"policy.toml":        16_709,
		"big/policy.toml":    1_150_000,
		"huge/policy.toml":   64 << 20,
		"max/policy.toml":    4 << 20,
		"--dir/policy.toml":  1_150_000,
		"-x/big/policy.toml": 1,
		"big/x/policy.toml":  1,
		"other/policy.toml":  200_000,
	}
	size := func(path string) (int64, error) {
		if n, ok := sizes[path]; ok {
			return n, nil
		}
		return 0, fmt.Errorf("no %s", path)
	}
	for args, want := range map[string]int{
		"build":                         smallHeap,
		"check --out x":                 smallHeap,
		"build --dir big":               1_150_000 * heapPerPolicyByte,
		"check --dir=big --strict":      1_150_000 * heapPerPolicyByte,
		"build --strict --dir other":    200_000 * heapPerPolicyByte,
		"build --dir huge":              smallHeap,
		"build --dir max":               maxHeap,
		"build --dir missing":           smallHeap,
		"build --dir":                   smallHeap,
		"build --dir=big --dir other":   200_000 * heapPerPolicyByte,
		"build -- --dir big":            smallHeap,
		"validate big/policy.toml":      0,
		"validate --dir big":            1_150_000 * heapPerPolicyByte,
		"validate --strict --dir=other": 200_000 * heapPerPolicyByte,
		"validate":                      smallHeap,
		"validate --strict":             smallHeap,
		"validate -":                    0,
		"validate -- big/policy.toml":   0,
		"validate --strict policy.toml": 0,
		"--version":                     0,
		"":                              0,
		"diff a b":                      0,
		"export nutch --dir big":        0,
	} {
		if got := siteHeap(strings.Fields(args), size); got != want {
			t.Errorf("siteHeap(%q) = %d, want %d", args, got, want)
		}
	}
}
