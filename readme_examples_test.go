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

// TestCaseExamplesHaveReadme: each example made from a case of another kind of crawler (the
// README says "Each of these folders' README.md lists the facts of its case that the model
// cannot state yet") has that README.md, naming its case file and its checklist test, and the
// test exists (new-user trial 17: two of the five had one).
func TestCaseExamplesHaveReadme(t *testing.T) {
	for name, check := range map[string]string{
		"feed-reader":   "TestCaseFeedReader",
		"link-preview":  "TestCaseLinkPreview",
		"web-archive":   "TestCaseWebArchive",
		"linkgraph-bot": "TestCaseLinkGraphBot",
		"search-engine": "TestCaseSearchEngine",
	} {
		readme, err := os.ReadFile("examples/" + name + "/README.md")
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		for _, want := range []string{"../shared/cases/" + name + ".md", "`" + check + "`"} {
			if !strings.Contains(string(readme), want) {
				t.Errorf("examples/%s/README.md does not name %s", name, want)
			}
		}
		found := false
		for _, f := range []string{"policy/cases_test.go", "policy/examples_test.go"} {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			found = found || strings.Contains(string(src), "func "+check+"(")
		}
		if !found {
			t.Errorf("%s: no func %s in policy/cases_test.go or policy/examples_test.go", name, check)
		}
	}
}
