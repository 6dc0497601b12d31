package generator

import (
	"bytes"
	"flag"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"
	_ "time/tzdata"

	"golang.org/x/net/html"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// examples are the site folders under examples/, each built in every language of its policy.
var examples = []string{"civic-ingestor", "gazette-bot", "gmina-bot", "triple-fetchers", "feed-reader", "link-preview", "web-archive", "linkgraph-bot", "search-engine"}

// defaults is the repository root: its templates/, static/ and locales/*/*.toml are what the
// binary embeds.
func defaults() Options { return Options{Defaults: os.DirFS("..")} }

func buildExample(t testing.TB, name string) *Result {
	t.Helper()
	opts := defaults()
	opts.Site = os.DirFS(filepath.Join("..", "examples", name))
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build %s: %v", name, err)
	}
	return res
}

// TestGolden compares the pages of civic-ingestor in every language, of gmina-bot in Polish, of
// search-engine in English and German, of linkgraph-bot in French and of triple-fetchers in
// English with testdata/golden. Run with -update to accept a change.
func TestGolden(t *testing.T) {
	cases := map[string][]string{
		"civic-ingestor": {"de", "en", "fr", "pl"},
		"gmina-bot":      {"pl"},
		// The reverse DNS recipe, the AIPREF category, the files of agents with addresses of
		// their own (#16).
		"search-engine": {"en", "de"},
		"linkgraph-bot": {"fr"},
		// A signing key (Web Bot Auth) of a fetcher without published addresses (#16).
		"triple-fetchers": {"en"},
	}
	for name, langs := range cases {
		res := buildExample(t, name)
		for _, lang := range langs {
			for _, file := range []string{"index.html", "index.md"} {
				got := res.Files[lang+"/"+file]
				golden := filepath.Join("testdata", "golden", name, lang, file)
				if *update {
					if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(golden, got, 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (run go test -update to create it)", err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s differs from the build; run go test ./generator -update and review the diff:\n%s", golden, firstDifference(got, want))
				}
			}
		}
	}
}

func firstDifference(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return "line " + itoa(i+1) + ":\n got: " + gl + "\nwant: " + wl
		}
	}
	return "(same lines)"
}

// TestCoverage checks every example in every language: every published value of policy.json is
// stated on the HTML page with a data-policy pointer and on the Markdown page; every pointer
// resolves; every number on the page is a policy value or a product constant.
func TestCoverage(t *testing.T) {
	for _, name := range examples {
		res := buildExample(t, name)
		langs := res.Policy.Site.Languages
		for _, lang := range langs {
			t.Run(name+"/"+lang, func(t *testing.T) {
				checkCoverage(t, lang, langs, res.Files["policy.json"], res.Files[lang+"/index.html"], res.Files[lang+"/index.md"])
			})
		}
	}
}

// TestDeterministic builds each example twice and compares the bytes.
func TestDeterministic(t *testing.T) {
	for _, name := range examples {
		a, b := buildExample(t, name), buildExample(t, name)
		if len(a.Files) != len(b.Files) {
			t.Fatalf("%s: %d files, then %d", name, len(a.Files), len(b.Files))
		}
		for p, content := range a.Files {
			if !bytes.Equal(content, b.Files[p]) {
				t.Errorf("%s: %s differs between two builds", name, p)
			}
		}
	}
}

// TestEpoch checks that SOURCE_DATE_EPOCH replaces the date of last change on pages and in
// ips.json.
func TestEpoch(t *testing.T) {
	opts := defaults()
	opts.Site = os.DirFS("../examples/civic-ingestor")
	epoch := time.Date(2027, 3, 4, 15, 16, 17, 0, time.UTC)
	opts.Epoch = &epoch
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(res.Files["ips.json"]); !strings.Contains(got, `"creationTime": "2027-03-04T00:00:00Z"`) {
		t.Errorf("ips.json with SOURCE_DATE_EPOCH: %s", got)
	}
	if got := string(res.Files["en/index.md"]); !strings.Contains(got, "4 March 2027") {
		t.Errorf("en/index.md does not carry the epoch's date")
	}
	if got := string(res.Files["policy.json"]); !strings.Contains(got, `"last_changed": "2026-12-07"`) {
		t.Errorf("policy.json does not keep the policy's own date of last change")
	}
}

// TestPages checks the HTML of every page of every example: lang set, ids unique, every internal
// link and fragment resolves, tables have header cells, headings do not skip levels, and each
// section id is the same in every language.
func TestPages(t *testing.T) {
	for _, name := range examples {
		res := buildExample(t, name)
		docs := map[string]*html.Node{}
		for _, p := range res.Files.Paths() {
			if strings.HasSuffix(p, ".html") {
				doc, err := html.Parse(bytes.NewReader(res.Files[p]))
				if err != nil {
					t.Fatalf("%s/%s: %v", name, p, err)
				}
				docs[p] = doc
			}
		}
		// The section ids of each kind of page (index.html, changes.html), in every language.
		idsOf := map[string][]string{}
		for p, doc := range docs {
			lang := path.Dir(p)
			if p == "index.html" {
				lang = res.Policy.Site.DefaultLanguage
			}
			checkPage(t, name+"/"+p, lang, doc, docs, res.Files)
			if p != "index.html" {
				ids, kind := sectionIDsOf(doc), path.Base(p)
				if sectionIDs, ok := idsOf[kind]; !ok {
					idsOf[kind] = ids
				} else if !slices.Equal(ids, sectionIDs) {
					t.Errorf("%s/%s: section ids %v, other languages %v", name, p, ids, sectionIDs)
				}
			}
		}
		sectionIDs := idsOf["index.html"]
		// A policy in which some agent reads robots.txt has the section; one in which none does
		// (feed-reader) has none.
		if want := res.Policy.ReadsRobotsTxt(); slices.Contains(sectionIDs, "robots-txt") != want {
			t.Errorf("%s: section robots-txt among %v: %v, want %v", name, sectionIDs, !want, want)
		}
	}
}

func checkPage(t *testing.T, name, lang string, doc *html.Node, docs map[string]*html.Node, files Files) {
	t.Helper()
	ids := map[string]int{}
	lastHeading := 0
	walk(doc, func(n *html.Node) {
		if n.Type != html.ElementNode {
			return
		}
		if id := attr(n, "id"); id != "" {
			ids[id]++
		}
		switch n.Data {
		case "html":
			if got := attr(n, "lang"); got != lang {
				t.Errorf("%s: <html lang=%q>, want %q", name, got, lang)
			}
		case "h1", "h2", "h3", "h4", "h5", "h6":
			level := int(n.Data[1] - '0')
			if level > lastHeading+1 {
				t.Errorf("%s: <%s> %q follows <h%d>: a heading level is skipped", name, n.Data, textOf(n), lastHeading)
			}
			lastHeading = level
		case "table":
			var ths int
			walk(n, func(c *html.Node) {
				if c.Type == html.ElementNode && c.Data == "th" {
					ths++
				}
			})
			if ths == 0 {
				t.Errorf("%s: a table without header cells", name)
			}
		case "a", "link":
			href := attr(n, "href")
			if href == "" || strings.Contains(href, "://") || strings.HasPrefix(href, "mailto:") {
				return
			}
			checkLink(t, name, href, doc, docs, files)
		}
	})
	for id, n := range ids {
		if n > 1 {
			t.Errorf("%s: id %q is used %d times", name, id, n)
		}
	}
}

// checkLink resolves a relative link from the page at name against the built files.
func checkLink(t *testing.T, name, href string, doc *html.Node, docs map[string]*html.Node, files Files) {
	t.Helper()
	page := name[strings.Index(name, "/")+1:]
	target, frag, _ := strings.Cut(href, "#")
	file := page
	if target != "" {
		file = path.Clean(path.Join(path.Dir(page), target))
		if strings.HasSuffix(target, "/") || file == "." {
			file = path.Join(file, "index.html")
		}
	}
	if _, ok := files[file]; !ok {
		t.Errorf("%s: link %q leads to %s, which the build does not produce", name, href, file)
		return
	}
	if frag == "" {
		return
	}
	d := docs[file]
	if d == nil {
		t.Errorf("%s: link %q has a fragment into a file that is not HTML", name, href)
		return
	}
	found := false
	walk(d, func(n *html.Node) {
		if n.Type == html.ElementNode && attr(n, "id") == frag {
			found = true
		}
	})
	if !found {
		t.Errorf("%s: link %q: no element with id %q in %s", name, href, frag, file)
	}
}

func sectionIDsOf(doc *html.Node) []string {
	var ids []string
	walk(doc, func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "section" {
			ids = append(ids, attr(n, "id"))
		}
	})
	return ids
}

func walk(n *html.Node, f func(*html.Node)) {
	f(n)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walk(c, f)
	}
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// TestProblemsInLanguageOrder checks that the languages, rendered in parallel, report their
// problems in the site's order of languages, the same in every run.
func TestProblemsInLanguageOrder(t *testing.T) {
	site := overlay{fstest.MapFS{"templates/page.md.tmpl": {Data: []byte("{{.NoSuchField}}\n")}}, os.DirFS(filepath.Join("..", "examples", "gmina-bot"))}
	opts := defaults()
	opts.Site = site
	var first []string
	for range 10 {
		_, err := Build(opts)
		be, ok := err.(*BuildError)
		if !ok {
			t.Fatalf("Build = %v, want a *BuildError", err)
		}
		if first == nil {
			first = be.Problems
			var langs []string
			for _, p := range be.Problems {
				if _, rest, ok := strings.Cut(p, "templates/page.md.tmpl: "); ok {
					langs = append(langs, rest[:2])
				}
			}
			if want := []string{"pl", "en", "de", "fr"}; !slices.Equal(langs, want) {
				t.Fatalf("problems name the languages %q, want the site's order %q:\n%s", langs, want, strings.Join(be.Problems, "\n"))
			}
		} else if !slices.Equal(be.Problems, first) {
			t.Fatalf("problems differ between runs:\n%s\nthen\n%s", strings.Join(first, "\n"), strings.Join(be.Problems, "\n"))
		}
	}
}
