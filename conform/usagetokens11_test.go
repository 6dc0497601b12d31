package conform

import (
	"slices"
	"strings"
	"testing"
)

// TestUsageTokensUnjudged (issue 11): a usage token sends no request, and its robots.txt group
// refuses a use of what was fetched, which no test site sees: a report gives it a verdict of its
// own, not observable, with that why. Failed before: the key did not exist.
func TestUsageTokensUnjudged(t *testing.T) {
	src := strings.Replace(uncappedPolicy, "robots_txt = \"read\"\n", "robots_txt = \"read\"\nusage_tokens = [{ token = \"ExampleBot-Training\", controls = [\"train-ai\"] }]\n", 1)
	vs, groups := unjudgedOf(t, src)
	const ptr = "/agents/bot/usage_tokens"
	i := slices.IndexFunc(vs, func(v Verdict) bool { return v.Pointer == ptr })
	if i < 0 {
		t.Fatalf("no verdict on %s: %+v; not checked: %+v", ptr, vs, groups)
	}
	const why = "a robots.txt group for a usage token refuses a use of what the crawler fetched, not a fetch, and no usage token is sent in a request: no test site sees the use"
	if v := vs[i]; v.Kind != "usage tokens" || v.Status != NotObservable || strings.Join(v.Evidence, "; ") != why {
		t.Errorf("verdict on %s: %+v\nwant kind %q, status %q, evidence %q", ptr, v, "usage tokens", NotObservable, why)
	}
}
