package gfm

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// TestSameAsGoldmark checks that table.go and strikethrough.go are the files of the goldmark in
// go.mod, but for the package clause, and that they render GFM tables and strikethrough as
// goldmark's extension package does. When goldmark is updated, copy them again:
//
//	M=$(go list -m -f '{{.Dir}}' github.com/yuin/goldmark)
//	for f in table strikethrough; do sed '1s/^package extension$/package gfm/' $M/extension/$f.go > internal/gfm/$f.go; done
func TestSameAsGoldmark(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/yuin/goldmark").Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		t.Fatalf("go list -m github.com/yuin/goldmark: %v (%q)", err, out)
	}
	for _, f := range []string{"table.go", "strikethrough.go"} {
		theirs, err := os.ReadFile(filepath.Join(dir, "extension", f))
		if err != nil {
			t.Fatal(err)
		}
		ours, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, ok := bytes.CutPrefix(theirs, []byte("package extension\n"))
		got, ok2 := bytes.CutPrefix(ours, []byte("package gfm\n"))
		if !ok || !ok2 || !bytes.Equal(got, want) {
			t.Errorf("%s is not goldmark's extension/%s of %s: copy it again (see the test)", f, f, dir)
		}
	}

	mine := goldmark.New(goldmark.WithExtensions(Table, Strikethrough))
	theirs := goldmark.New(goldmark.WithExtensions(extension.Table, extension.Strikethrough))
	for _, src := range []string{
		"| a | b |\n|---|:-:|\n| 1 | 2 |\n",
		"| left | centre | right | none |\n|:-----|:------:|------:|------|\n| `a\\|b` | **x** | ~~y~~ | [l](https://example.com/) |\n| one |\n",
		"a | b\n-- | --\nc | d\n\ntext after\n",
		"~~gone~~ and ~single~ and ~~~three~~~ and ~~not closed\n",
		"| a |\n| - |\n\n| not | a table |\n",
		"Paragraph\n| a | b |\n| - | - |\n| \\| | c |\n",
	} {
		var a, b bytes.Buffer
		if err := mine.Convert([]byte(src), &a); err != nil {
			t.Fatal(err)
		}
		if err := theirs.Convert([]byte(src), &b); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Errorf("%q renders\n%s\nwant (goldmark/extension)\n%s", src, a.String(), b.String())
		}
		if !strings.Contains(a.String(), "<table>") && !strings.Contains(a.String(), "<del>") {
			t.Errorf("%q renders neither a table nor a deletion:\n%s", src, a.String())
		}
	}
}
