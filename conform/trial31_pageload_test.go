package conform

import (
	"slices"
	"strings"
	"testing"
)

// TestPageLoadTimeoutNotJudged (new-user trial 31, F-05): a page-load timeout
// (limits.page_load_timeout) is covered and judged not observable, with why: a site sees
// requests, not which of them make up one page load. Failed before: unknown key.
func TestPageLoadTimeoutNotJudged(t *testing.T) {
	src := strings.Replace(uncappedPolicy, "interval_key = \"hostname\"\n", "interval_key = \"hostname\"\npage_load_timeout = \"1m\"\n", 1)
	src = strings.Replace(src, "robots_txt = \"read\"\n", "robots_txt = \"read\"\nembedded = { fetch = \"fetched\" }\n", 1)
	vs, _ := unjudgedOf(t, src)
	i := slices.IndexFunc(vs, func(v Verdict) bool { return v.Pointer == "/limits/page_load_timeout" })
	if i < 0 {
		t.Fatalf("no verdict of /limits/page_load_timeout in %v", vs)
	}
	const why = "a page load abandoned after a time in total: a site sees requests, and only the crawler knows which of them load one page with the resources it embeds"
	if v := vs[i]; v.Status != NotObservable || v.Claim != "page-load timeout /limits/page_load_timeout" || strings.Join(v.Evidence, "; ") != why {
		t.Errorf("verdict %+v, want %s with %q", v, NotObservable, why)
	}
}
