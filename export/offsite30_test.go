package export

import (
	"slices"
	"strings"
	"testing"
)

// TestOffSiteHopsListed (new-user trial 28, F-03): how many links a crawler follows off the site
// (agents.X.off_site_hops) is the spider's choice of links, which no setting of Scrapy, Nutch or
// StormCrawler keeps: each format lists it as not enforced, with why, and carries it nowhere.
// Failed before: unknown key "off_site_hops".
func TestOffSiteHopsListed(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"follows_links = \"none\"\n", "follows_links = \"within-site\"\noff_site_hops = 1\n"})
	const ptr = "/agents/examplebot/off_site_hops"
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		i := slices.IndexFunc(ex.Unenforced, func(s Statement) bool { return s.Pointer == ptr })
		if i < 0 || !strings.Contains(ex.Unenforced[i].Why, "which URLs the crawler fetches at all") {
			t.Errorf("%s: %s not listed as the spider's choice of links: %v", f, ptr, ex.Unenforced)
		}
		if slices.ContainsFunc(ex.Carried, func(c string) bool { return under(c, ptr) }) {
			t.Errorf("%s: %s is carried by a setting: %v", f, ptr, ex.Carried)
		}
	}
}
