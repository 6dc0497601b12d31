package export

import (
	"fmt"
	"slices"
	"testing"
)

// TestQuotaOfPageLoadsListed (new-user trial 31, F-06): a quota in page loads (limits.quotas[].unit
// = "page-loads") is listed by each export as not enforced, as a quota in pages is: Scrapy's
// middleware counts every request, a page's resources too, and says so; Nutch and StormCrawler
// have no setting for it. Failed before: unknown unit.
func TestQuotaOfPageLoadsListed(t *testing.T) {
	p := testdataPolicy(t, conformPolicy,
		[2]string{"follows_links = \"none\"\n", "follows_links = \"none\"\nembedded = { fetch = \"fetched\" }\n"},
		[2]string{"", "\n[[limits.quotas]]\nmax = 600\nunit = \"page-loads\"\nperiod = \"24h\"\nkey = \"hostname\"\n"})
	ptr := fmt.Sprintf("/limits/quotas/%d", len(p.Limits.Quotas)-1)
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		want := Statement{ptr, f.Name() + " has no setting for it"}
		if f == Scrapy {
			want.Why = "a cap on page loads, each a page with the resources it embeds: the middleware counts every request, the resources' too; the crawler counts them itself"
		}
		if !slices.Contains(ex.Unenforced, want) {
			t.Errorf("%s: not listed as not enforced: %v\n%v", f.Name(), want, ex.Unenforced)
		}
	}
}
