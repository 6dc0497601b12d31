package export

import (
	"slices"
	"testing"
)

// TestGetAfterHeadIfAtMostListed (new-user trial 29, F-05): a GET after a successful HEAD that
// announces a small body is the spider's order of requests, which no setting of Scrapy, Nutch
// or StormCrawler makes: each export lists agents.X.http.get_after_head_if_at_most as not
// enforced, with its own reason, and carries nothing for it. Failed before: unknown key.
func TestGetAfterHeadIfAtMostListed(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"follows_links = \"none\"\n", "follows_links = \"none\"\nhttp = { methods = [\"HEAD\", \"GET\"], get_after_head_if_at_most = \"4KiB\" }\n"})
	const ptr = "/agents/examplebot/http/get_after_head_if_at_most"
	const why = "GET only after a successful HEAD that announces a small body: the spider's order of requests, not a setting of "
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		i := slices.IndexFunc(ex.Unenforced, func(s Statement) bool { return s.Pointer == ptr })
		if i < 0 || len(ex.Unenforced[i].Why) < len(why) || ex.Unenforced[i].Why[:len(why)] != why {
			t.Errorf("%s: %s not listed as not enforced with %q…: %v", f, ptr, why, ex.Unenforced)
		}
		if slices.Contains(ex.Carried, ptr) {
			t.Errorf("%s: %s is carried", f, ptr)
		}
	}
}
