package generator

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestLLMsTxt: llms.txt of every example is in llmstxt.org's form (an H1 with the site's title,
// a blockquote summary, H2 sections of "- [name](URL): notes"), every URL is a file of the same
// build under the site's base URL, and it lists every page's Markdown, the page of changes in
// every language (each lists the changes of wording in its own language; newuser13 finding 14)
// and every machine-readable file (policy.json and its schema, the JAFAR files, the key
// directory, the cards, the snippets).
func TestLLMsTxt(t *testing.T) {
	item := regexp.MustCompile(`^- \[([^\]]+)\]\((\S+)\): \S.*$`)
	for _, name := range append(slices.Clone(examples), "signing") {
		var res *Result
		if name == "signing" {
			res = buildSite(t, "testdata/signing")
		} else {
			res = buildExample(t, name)
		}
		p := res.Policy
		base := string(p.Site.BaseURL)
		lines := strings.Split(strings.TrimSuffix(string(res.Files[llmsFile]), "\n"), "\n")
		if lines[0] != "# "+p.Site.Title[p.Site.DefaultLanguage] || lines[1] != "" || !strings.HasPrefix(lines[2], "> ") || len(lines[2]) < 10 {
			t.Errorf("%s: llms.txt does not open with the title and a summary:\n%s", name, strings.Join(lines[:3], "\n"))
		}
		listed := map[string]bool{}
		for _, line := range lines[3:] {
			switch {
			case line == "", strings.HasPrefix(line, "## "):
			default:
				m := item.FindStringSubmatch(line)
				if m == nil {
					t.Errorf("%s: llms.txt line %q is no link item", name, line)
					continue
				}
				f, ok := strings.CutPrefix(m[2], base)
				if !ok || !res.Files.has(f) {
					t.Errorf("%s: %s is no file of the build", name, m[2])
				}
				listed[f] = true
			}
		}
		for _, f := range res.Files.Paths() {
			want := strings.HasSuffix(f, "/index.md") || strings.HasSuffix(f, "/changes.md") || f == "policy.json" || f == "policy.schema.json" ||
				strings.HasPrefix(f, "robots/") || (machineFile(f) && f != HeadersFile && f != llmsFile)
			if want && !listed[f] {
				t.Errorf("%s: llms.txt does not list %s", name, f)
			}
		}
	}
}
