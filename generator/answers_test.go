package generator

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// pageAnswer is a short answer as the HTML page shows it: the fragment its question links to,
// and the pointers its answer states.
type pageAnswer struct {
	href     string
	pointers []string
	text     string
}

// answersOf reads the short answers of an HTML page, and the ids of its elements.
func answersOf(t *testing.T, page []byte) (answers []pageAnswer, ids map[string]bool) {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	ids = map[string]bool{}
	var aside *html.Node
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		if id := attr(n, "id"); id != "" {
			ids[id] = true
		}
		if n.Data == "aside" && attr(n, "class") == "answers" {
			aside = n
		}
	}
	if aside == nil {
		return nil, ids
	}
	for n := range aside.Descendants() {
		switch {
		case n.Type == html.ElementNode && n.Data == "dt":
			for a := range n.Descendants() {
				if a.Type == html.ElementNode && a.Data == "a" {
					answers = append(answers, pageAnswer{href: attr(a, "href")})
				}
			}
		case n.Type == html.ElementNode && n.Data == "dd" && len(answers) > 0:
			last := &answers[len(answers)-1]
			for v := range n.Descendants() {
				if p := attr(v, "data-policy"); v.Type == html.ElementNode && p != "" {
					last.pointers = append(last.pointers, p)
				}
			}
			last.text = textOf(n)
		}
	}
	return answers, ids
}

// TestAnswers checks the short answers at the top of every example's pages, in every language:
// the questions the policy has facts for, in order (block, slow down, verify, contact), each
// linking to an element of the page, each answer stating a value of the policy, and the same
// answers, with the same links, in the Markdown page.
func TestAnswers(t *testing.T) {
	want := map[string][]string{
		"civic-ingestor":  {"#snippet-exclude", "#slow-down", "#ip-addresses", "#contact"},
		"gazette-bot":     {"#snippet-exclude", "#slow-down", "#contact"},
		"gmina-bot":       {"#snippet-exclude", "#slow-down", "#ip-addresses", "#contact"},
		"triple-fetchers": {"#snippet-all", "#signature-check", "#contact"},
		"feed-reader":     {"#agent-fetcher", "#contact"},
		"link-preview":    {"#by-email", "#contact"},
		"web-archive":     {"#agent-heritrix", "#contact"},
		"linkgraph-bot":   {"#snippet-exclude", "#slow-down", "#verify-dns", "#contact"},
		"search-engine":   {"#snippet-exclude", "#verify-dns", "#contact"},
	}
	for _, name := range examples {
		res := buildExample(t, name)
		for _, lang := range res.Policy.Site.Languages {
			t.Run(name+"/"+lang, func(t *testing.T) {
				answers, ids := answersOf(t, res.Files[lang+"/index.html"])
				var hrefs []string
				for _, a := range answers {
					hrefs = append(hrefs, a.href)
					if !ids[strings.TrimPrefix(a.href, "#")] {
						t.Errorf("the answer links to %s, which is no element of the page", a.href)
					}
					if len(a.pointers) == 0 {
						t.Errorf("the answer %q states no value of the policy", a.text)
					}
				}
				if !slices.Equal(hrefs, want[name]) {
					t.Errorf("answers link to %v, want %v", hrefs, want[name])
				}
				md := string(res.Files[lang+"/index.md"])
				for _, h := range hrefs {
					if !strings.Contains(md, "](index.html"+h+") – ") && !strings.Contains(md, "](index.html"+h+"): ") {
						t.Errorf("the Markdown page has no answer linking to index.html%s", h)
					}
				}
			})
		}
	}
}

// TestAnswersLeftOut checks that an answer whose facts the policy does not state is left out:
// the smallest policy answers only how to reach the operator; a Crawl-delay that is honoured adds
// how to slow it down, a published address how to verify a request, a snippet how to block it.
func TestAnswersLeftOut(t *testing.T) {
	cases := []struct {
		name  string
		extra string
		want  []string
	}{
		{"smallest", "", []string{"#contact"}},
		{"crawl-delay", "\n[robots_txt]\ncheck = \"before-first-fetch\"\ncrawl_delay = \"honoured\"\n", []string{"#slow-down", "#contact"}},
		{"crawl-delay ignored", "\n[robots_txt]\ncheck = \"before-first-fetch\"\ncrawl_delay = \"ignored\"\n", []string{"#contact"}},
		{"address", "\n[[network.addresses]]\nprefix = \"85.215.1.7\"\n", []string{"#ip-addresses", "#contact"}},
		{"snippet", "\n[robots_txt]\ncheck = \"before-first-fetch\"\n[snippets.out]\nlabel = { en = \"Out\", de = \"Raus\", fr = \"Dehors\", pl = \"Precz\" }\nagents = [\"bot\"]\npaths = [\"/\"]\n", []string{"#snippet-out", "#contact"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := buildSmallest(t, []byte(c.extra))
			for _, lang := range res.Policy.Site.Languages {
				answers, _ := answersOf(t, res.Files[lang+"/index.html"])
				var hrefs []string
				for _, a := range answers {
					hrefs = append(hrefs, a.href)
				}
				if !slices.Equal(hrefs, c.want) {
					t.Errorf("%s: answers link to %v, want %v", lang, hrefs, c.want)
				}
			}
		})
	}
}
