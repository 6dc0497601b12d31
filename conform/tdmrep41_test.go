package conform

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestUsagePreferencesTDMRepUnjudged (issue 11, trial 32, F-02): where the crawler reads a
// site's TDMRep reservation and noai, without an AIPREF category, gets a verdict of its own that
// no request shows it, with a why that names them (what the crawler does with what it fetched,
// which no test site sees), and Claims covers it.
func TestUsagePreferencesTDMRepUnjudged(t *testing.T) {
	src := strings.Replace(uncappedPolicy, "robots_txt = \"read\"\n", "robots_txt = \"read\"\nusage_preferences = [\"tdmrep-file\", \"robots-meta-noimageai\"]\n", 1)
	verdicts, _ := unjudgedOf(t, src)
	const ptr = "/agents/bot/usage_preferences"
	i := slices.IndexFunc(verdicts, func(v Verdict) bool { return v.Pointer == ptr })
	if i < 0 {
		t.Fatalf("%s has no verdict: %+v", ptr, verdicts)
	}
	want := Verdict{Claim: "AI usage preferences " + ptr, Kind: "AI usage preferences", Pointer: ptr, Status: NotObservable,
		Evidence: []string{"the usage preferences of a site for AI or text and data mining (Content-Usage in robots.txt or a response header, TDMRep, noai in a robots meta element or X-Robots-Tag) are followed in what the crawler does with what it fetched, which no test site sees"},
		Leaves:   []string{ptr + "/0", ptr + "/1"}}
	if diff := cmp.Diff(want, verdicts[i]); diff != "" {
		t.Errorf("verdict of %s (-want +got):\n%s", ptr, diff)
	}
}
