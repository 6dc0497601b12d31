package main

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeCountsExamples: the README says how many example crawlers examples/ holds, in words,
// and the number is right (new-user trial 12: it said "Three more" beside nine folders).
func TestReadmeCountsExamples(t *testing.T) {
	entries, err := os.ReadDir("examples")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		if e.IsDir() {
			n++
		}
	}
	words := []string{"Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"}
	if n >= len(words) {
		t.Fatalf("%d examples: extend the words of this test", n)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	want := words[n] + " example crawlers are in `examples/`"
	if !strings.Contains(string(readme), want) {
		t.Errorf("README.md lacks %q (examples/ holds %d folders)", want, n)
	}
}
