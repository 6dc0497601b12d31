package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/yuin/goldmark"
	"golang.org/x/net/html"
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

// TestLLMsTxtMarkupEscaped: text of the policy in llms.txt (the title in its heading, its
// summary, the names and notes of its links, a snippet's label) reads as written when llms.txt
// is read as the Markdown it is: a "]" in a title would end a link's name early, and "*" or "_"
// would be emphasis. Rendered by CommonMark, the heading is the title, each item is one link to a
// file of the build, and the items' text holds the title and the label as written.
func TestLLMsTxtMarkupEscaped(t *testing.T) {
	const title = `Mini [beta] *Bot* <x> _y_`
	const label = `Out [all] *now*`
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), `en = "MinimalBot"`, `en = "`+title+`"`, 1)
	if text == string(src) {
		t.Fatal("the smallest policy no longer has the English title MinimalBot")
	}
	text += `
[robots_txt]
check = "before-first-fetch"
[snippets.out]
label = { en = "` + label + `", de = "Raus", fr = "Dehors", pl = "Precz" }
agents = ["bot"]
paths = ["/"]
`
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(text)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := goldmark.Convert(res.Files[llmsFile], &out); err != nil {
		t.Fatal(err)
	}
	doc, err := html.Parse(&out)
	if err != nil {
		t.Fatal(err)
	}
	base := string(res.Policy.Site.BaseURL)
	var items, links int
	var texts []string
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		switch n.Data {
		case "h1":
			if got := textOf(n); got != title {
				t.Errorf("the heading reads %q, want the title %q", got, title)
			}
		case "blockquote":
			if got := textOf(n); !strings.Contains(got, title) {
				t.Errorf("the summary reads %q, without the title %q", got, title)
			}
		case "li":
			items++
			texts = append(texts, textOf(n))
		case "a":
			links++
			if f, ok := strings.CutPrefix(attr(n, "href"), base); !ok || !res.Files.has(f) {
				t.Errorf("a link to %s, no file of the build", attr(n, "href"))
			}
		case "em", "strong":
			t.Errorf("emphasis %q: text of the policy read as markup", textOf(n))
		}
	}
	if items == 0 || links != items {
		t.Errorf("%d items, %d links: want one link per item\n%s", items, links, res.Files[llmsFile])
	}
	all := strings.Join(texts, "\n")
	for _, want := range []string{title + ": changes to the crawler policy", title + ": crawler policy", label} {
		if !strings.Contains(all, want) {
			t.Errorf("no item reads %q:\n%s", want, all)
		}
	}
}
