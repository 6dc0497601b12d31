package export

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestJavaScriptConditionReason: the pages for which the crawler runs JavaScript
// (http.javascript_condition, new-user trial 20, finding 3) are listed as not enforced with a
// reason that is true of them, not "how the HTTP client speaks".
func TestJavaScriptConditionReason(t *testing.T) {
	src, err := os.ReadFile("../testdata/conform/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(src), "[agents.examplebot]\n", "[agents.examplebot]\nhttp = { javascript = \"rendered\", javascript_condition = { en = \"only for pages that show their prices with JavaScript alone\" } }\n", 1)
	p, err := policy.Parse([]byte(s), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex, err := Generate(p, f, Options{})
		if err != nil {
			t.Fatal(err)
		}
		want := Statement{"/agents/examplebot/http/javascript_condition", "for which pages the crawler runs their JavaScript: the browser it drives to render them, and the spider's choice of pages, not a setting of " + f.Name()}
		if !slices.Contains(ex.Unenforced, want) {
			t.Errorf("%s: not listed as not enforced: %v\n%v", f.Name(), want, ex.Unenforced)
		}
	}
}
