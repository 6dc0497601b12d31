package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestReadmeCIFetchesHistory: every CI example of the README that checks the repository out
// fetches its whole history (actions/checkout with fetch-depth: 0), as the README says a
// checkout in CI should: the page of changes and changes.atom list every committed version of
// policy.toml, and a shallow clone would build a site that lists fewer changes than the one
// committed (issue 16: "The README's CI example fetches the whole history").
func TestReadmeCIFetchesHistory(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```ya?ml\n(.*?)```").FindAllStringSubmatch(string(readme), -1)
	fetchAll := regexp.MustCompile(`^fetch-depth:\s*0(\s|#|$)`)
	checkouts := 0
	for _, b := range blocks {
		lines := strings.Split(b[1], "\n")
		for i, line := range lines {
			if !strings.Contains(line, "- uses: actions/checkout@") {
				continue
			}
			checkouts++
			// The step's lines: those indented past its "-".
			indent := strings.Index(line, "-")
			whole := false
			for _, l := range lines[i+1:] {
				if strings.TrimSpace(l) != "" && len(l)-len(strings.TrimLeft(l, " ")) <= indent {
					break
				}
				whole = whole || fetchAll.MatchString(strings.TrimSpace(l))
			}
			if !whole {
				t.Errorf("a checkout in the README's CI example does not fetch the whole history (fetch-depth: 0): %s", strings.TrimSpace(line))
			}
		}
	}
	if checkouts == 0 {
		t.Error("the README has no CI example that checks the repository out (actions/checkout)")
	}
	if !strings.Contains(string(readme), "fetch the whole history") {
		t.Error("the README no longer says that a checkout in CI should fetch the whole history")
	}
}
