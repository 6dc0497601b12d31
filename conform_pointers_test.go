package main

import (
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/generator"
)

var dataPolicy = regexp.MustCompile(`data-policy="([^"]*)"`)

// TestConformReportsEveryPointer (new-user trial 20, finding 12): for every example and each of
// its agents, every pointer that the sentences of the page carry (data-policy, in each language's
// index.html) and that concerns the agent (not another agent's, nor a job of another agent) is
// in sitegen conform's report for that agent: judged by a claim, not observable with why, or
// not checked with why. Before, the resources a page embeds, link following and a job's
// schedule were left out without a word.
func TestConformReportsEveryPointer(t *testing.T) {
	entries, err := os.ReadDir("examples")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir := filepath.Join("examples", e.Name())
		res, err := generator.Build(generator.Options{Site: os.DirFS(dir), Defaults: defaults})
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		var pointers []string
		for _, lang := range res.Policy.Site.Languages {
			for _, m := range dataPolicy.FindAllStringSubmatch(string(res.Files[lang+"/index.html"]), -1) {
				if ptr := html.UnescapeString(m[1]); !slices.Contains(pointers, ptr) {
					pointers = append(pointers, ptr)
				}
			}
		}
		for _, a := range res.Policy.Agents {
			t.Run(e.Name()+"/"+a.ID, func(t *testing.T) {
				r, _, _ := conformRun(t, "--dir", dir, "--agent", a.ID, "--duration", "1s", "--", "true")
				n := 0
				for _, ptr := range pointers {
					if !conform.OfAgent(res.Policy, a.ID, ptr) {
						continue
					}
					n++
					if !r.Covers(ptr) {
						t.Errorf("%s is on the page and not in the report", ptr)
					}
				}
				if n == 0 {
					t.Error("no pointer of the page concerns the agent")
				}
			})
		}
	}
}
