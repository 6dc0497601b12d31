package conform

import (
	"slices"
	"strings"
	"testing"
)

// TestTargetSourcesUnjudged (trial 29, F-06): where an agent learns the servers it contacts
// (agents.X.target_sources) is its choice of URLs, which the test sites cannot see: a report
// gives it a verdict of its own, not observable, with that why (before, it was grouped under
// "not a statement of the crawler's requests"), and Claims covers it.
func TestTargetSourcesUnjudged(t *testing.T) {
	src := strings.Replace(uncappedPolicy, "robots_txt = \"read\"\n", "robots_txt = \"read\"\ntarget_sources = [\"ipv4-address-space\"]\n", 1)
	vs, groups := unjudgedOf(t, src)
	const ptr = "/agents/bot/target_sources"
	i := slices.IndexFunc(vs, func(v Verdict) bool { return v.Pointer == ptr })
	if i < 0 {
		t.Fatalf("no verdict on %s: %+v; not checked: %+v", ptr, vs, groups)
	}
	const why = "which URLs the crawler asks for, and what starts a fetch, is its choice: the test sites see the URLs the start page links"
	if v := vs[i]; v.Kind != "choice of URLs" || v.Status != NotObservable || strings.Join(v.Evidence, "; ") != why {
		t.Errorf("verdict on %s: %+v\nwant kind %q, status %q, evidence %q", ptr, v, "choice of URLs", NotObservable, why)
	}
}
