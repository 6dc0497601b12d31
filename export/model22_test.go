package export

import (
	"slices"
	"testing"
)

// TestJavaScriptConditionReason: the pages for which the crawler runs JavaScript
// (http.javascript_condition, new-user trial 20, finding 3) are listed as not enforced with a
// reason that is true of them, not "how the HTTP client speaks".
func TestJavaScriptConditionReason(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"[agents.examplebot]\n", "[agents.examplebot]\nhttp = { javascript = \"rendered\", javascript_condition = { en = \"only for pages that show their prices with JavaScript alone\" } }\n"})
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		want := Statement{"/agents/examplebot/http/javascript_condition", "for which pages the crawler runs their JavaScript: the browser it drives to render them, and the spider's choice of pages, not a setting of " + f.Name()}
		if !slices.Contains(ex.Unenforced, want) {
			t.Errorf("%s: not listed as not enforced: %v\n%v", f.Name(), want, ex.Unenforced)
		}
	}
}
