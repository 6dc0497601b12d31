package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/net/html"
)

// TestM3ValuesIsolated is the page's half of defect M3 of the hostile trial: a window label
// written in a right-to-left script stands right before the window's hours, and every value of
// every page, that label among them, is a bidi isolate (isolated), so that no label can change
// how the numbers around it read. The policy is built with the version before the label changed
// as its history, so that the page of changes says the change with both labels, isolated too.
// (The loader refuses the bidi controls themselves: see policy's
// TestM3BidiControlsRefusedInEveryString.)
func TestM3ValuesIsolated(t *testing.T) {
	dir := filepath.Join("..", "examples", "gazette-bot")
	src, err := os.ReadFile(filepath.Join(dir, "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	const label = `en = "Peak hours of municipal websites"`
	if !bytes.Contains(src, []byte(label)) {
		t.Fatalf("%s no longer holds %s", dir, label)
	}
	rtl := bytes.Replace(src, []byte(label), []byte(`en = "שעות עומס"`), 1)
	opts := defaults()
	opts.Site = overlay{fstest.MapFS{"policy.toml": {Data: rtl}}, os.DirFS(dir)}
	opts.History = []Version{{Rev: "before", Data: src}}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"en/index.html", "en/changes.html"} {
		if !bytes.Contains(res.Files[p], []byte(">שעות עומס<")) {
			t.Fatalf("%s does not state the label as a value", p)
		}
	}
	for _, p := range res.Files.Paths() {
		if !strings.HasSuffix(p, ".html") {
			continue
		}
		doc, err := html.Parse(bytes.NewReader(res.Files[p]))
		if err != nil {
			t.Fatal(err)
		}
		values := 0
		walk(doc, func(n *html.Node) {
			if n.Type != html.ElementNode || attr(n, "data-policy") == "" {
				return
			}
			values++
			if !isolated(n) {
				var b bytes.Buffer
				_ = html.Render(&b, n)
				t.Errorf("%s: a value is not isolated: %s", p, b.String())
			}
		})
		if values == 0 && p != "index.html" {
			t.Errorf("%s: no values", p)
		}
	}
}

// isolated reports whether the element is a bidi isolate whose direction comes from its first
// strong character: a bdi element without a dir of its own (HTML §4.5.24), or an element with
// dir="auto" (§3.2.6.4).
func isolated(n *html.Node) bool {
	if n.Data == "bdi" {
		d := attr(n, "dir")
		return d == "" || d == "auto"
	}
	return attr(n, "dir") == "auto"
}
