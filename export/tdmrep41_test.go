package export

import (
	"slices"
	"testing"
)

// TestUsagePreferencesTDMRepUnenforced (issue 11, trial 32, F-02): the places where the crawler
// reads a site's reservation of text and data mining rights (TDMRep) and noai are listed by each
// export as not enforced, with a why that names them: no setting of Scrapy, Nutch or
// StormCrawler follows them.
func TestUsagePreferencesTDMRepUnenforced(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"[agents.examplebot]\n", "[agents.examplebot]\nusage_preferences = [\"tdmrep-header\", \"robots-meta-noai\"]\n"})
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		want := Statement{"/agents/examplebot/usage_preferences", "the usage preferences a site states for AI or text and data mining (Content-Usage in robots.txt or a response header, TDMRep, noai in a robots meta element or X-Robots-Tag): followed in what the crawler does with what it fetched, not a setting of " + f.Name()}
		if !slices.Contains(ex.Unenforced, want) {
			t.Errorf("%s: not listed as not enforced: %v\n%v", f.Name(), want, ex.Unenforced)
		}
	}
}
