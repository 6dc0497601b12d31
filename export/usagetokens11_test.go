package export

import (
	"slices"
	"strings"
	"testing"
)

// TestUsageTokensListed (issue 11): the robots.txt groups of a usage token refuse a use of what
// the crawler fetched, not a fetch, and Scrapy, Nutch and StormCrawler have no setting for them:
// each export lists agents.X.usage_tokens as not enforced, with that reason, and carries nothing
// for it. Failed before: the key did not exist.
func TestUsageTokensListed(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"follows_links = \"none\"\n", "follows_links = \"none\"\nusage_tokens = [{ token = \"ExampleBot-Training\", controls = [\"train-ai\"] }]\n"})
	const ptr = "/agents/examplebot/usage_tokens"
	for f, name := range map[Format]string{Scrapy: "Scrapy", Nutch: "Nutch", StormCrawler: "StormCrawler"} {
		ex := generate(t, p, f, Options{})
		why := "the robots.txt groups of a usage token, which refuse a use of what the crawler fetched, not a fetch: " + name + " has no such setting; the crawler's pipeline checks them (package polite's UsageAllowed) before it uses a page"
		i := slices.IndexFunc(ex.Unenforced, func(s Statement) bool { return s.Pointer == ptr })
		if i < 0 || ex.Unenforced[i].Why != why {
			t.Errorf("%s: %s not listed as not enforced with %q: %v", f, ptr, why, ex.Unenforced)
		}
		if slices.ContainsFunc(ex.Carried, func(c string) bool { return strings.HasPrefix(c, ptr) }) {
			t.Errorf("%s: %s is carried", f, ptr)
		}
	}
}
