package export

import (
	"fmt"
	"slices"
	"testing"
)

// TestQuotaOfJobsListed (new-user trial 30, F-07): a quota that counts the requests of some
// jobs together (limits.quotas[].jobs) is listed by each export as not enforced, with a reason
// that is true of it; Scrapy's middleware, which counts every request of the crawl, no longer
// takes it for a quota of all requests. Failed before: unknown key.
func TestQuotaOfJobsListed(t *testing.T) {
	jobs := "\n[jobs.daily]\nlabel = { en = \"Daily verification\" }\nagent = \"examplebot\"\ncontinuous = true\n" +
		"\n[jobs.recheck]\nlabel = { en = \"Recheck on request\" }\nagent = \"examplebot\"\ncontinuous = true\n" +
		"\n[[limits.quotas]]\nmax = 3\nperiod = \"24h\"\nkey = \"domain\"\njobs = [\"daily\", \"recheck\"]\n"
	p := testdataPolicy(t, conformPolicy, [2]string{"", jobs})
	ptr := fmt.Sprintf("/limits/quotas/%d", len(p.Limits.Quotas)-1)
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		want := Statement{ptr, f.Name() + " has no setting for it"}
		if f == Scrapy {
			want.Why = "a cap on the requests of some jobs together (jobs): the middleware counts every request of the crawl, whatever job sends it; the crawler counts them itself"
		}
		if !slices.Contains(ex.Unenforced, want) {
			t.Errorf("%s: not listed as not enforced: %v\n%v", f.Name(), want, ex.Unenforced)
		}
	}
}
