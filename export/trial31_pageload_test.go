package export

import (
	"slices"
	"testing"
)

// TestPageLoadTimeoutListed (new-user trial 31, F-05): a page-load timeout
// (limits.page_load_timeout, a page with the resources it embeds in total) has no setting in
// Scrapy, Nutch or StormCrawler, whose timeouts bound one request: each export lists it as not
// enforced. Failed before: unknown key.
func TestPageLoadTimeoutListed(t *testing.T) {
	p := testdataPolicy(t, conformPolicy,
		[2]string{"follows_links = \"none\"\n", "follows_links = \"none\"\nembedded = { fetch = \"fetched\" }\n"},
		[2]string{"[limits]\nmin_interval = \"1s\"\n", "[limits]\nmin_interval = \"1s\"\npage_load_timeout = \"1m\"\n"})
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		want := Statement{"/limits/page_load_timeout", f.Name() + " has no setting for it"}
		if !slices.Contains(ex.Unenforced, want) {
			t.Errorf("%s: not listed as not enforced: %v\n%v", f.Name(), want, ex.Unenforced)
		}
	}
}
