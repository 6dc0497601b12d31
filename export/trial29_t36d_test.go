package export

import (
	"slices"
	"strings"
	"testing"
)

// TestTargetSourcesListed (trial 29, F-06): where an agent learns the servers it contacts is the
// crawler's choice of URLs, which no setting of Scrapy, Nutch or StormCrawler makes: each export
// lists agents.X.target_sources as not enforced, with that reason, and carries nothing for it.
func TestTargetSourcesListed(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"follows_links = \"none\"\n", "follows_links = \"none\"\ntarget_sources = [\"certificate-transparency\"]\n"})
	const ptr = "/agents/examplebot/target_sources"
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		why := "which URLs the crawler fetches at all: the spider's choice of links, not a setting of "
		i := slices.IndexFunc(ex.Unenforced, func(s Statement) bool { return s.Pointer == ptr })
		if i < 0 || !strings.HasPrefix(ex.Unenforced[i].Why, why) {
			t.Errorf("%s: %s not listed as not enforced with %q…: %v", f, ptr, why, ex.Unenforced)
		}
		if slices.Contains(ex.Carried, ptr) {
			t.Errorf("%s: %s is carried", f, ptr)
		}
	}
}
