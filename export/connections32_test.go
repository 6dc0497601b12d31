package export

import (
	"slices"
	"strings"
	"testing"
)

// TestConnectionsUnitListed (new-user trial 29, F-13): concurrency_unit = "connections" is
// listed as not enforced by Scrapy, Nutch and StormCrawler, which count requests (or fetcher
// threads) in flight, not the connections their HTTP clients keep open. Failed before:
// "connections" was not a value of concurrency_unit.
func TestConnectionsUnitListed(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nconcurrency = 1\nconcurrency_key = \"hostname\"\nconcurrency_unit = \"connections\"\n"})
	const ptr = "/limits/concurrency_unit"
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		i := slices.IndexFunc(ex.Unenforced, func(s Statement) bool { return s.Pointer == ptr })
		if i < 0 || !strings.Contains(ex.Unenforced[i].Why, "not") || !strings.Contains(ex.Unenforced[i].Why, "connections") {
			t.Errorf("%s: %s not listed as not enforced, with why: %v", f, ptr, ex.Unenforced)
		}
		if slices.Contains(ex.Carried, ptr) {
			t.Errorf("%s: %s is carried", f, ptr)
		}
	}
}
