package conform

import (
	"slices"
	"strings"
	"testing"
)

// TestSomePagesConditionsUnjudged: the conditions that say for which pages the crawler runs
// JavaScript and fetches what they embed (new-user trial 20, finding 3) are words of the page, in
// each language: a report lists them as not checked with that why, not as "not a statement of
// the crawler's requests", and Claims covers them.
func TestSomePagesConditionsUnjudged(t *testing.T) {
	src := strings.Replace(uncappedPolicy, "robots_txt = \"read\"\n", "robots_txt = \"read\"\n\n[agents.bot.http]\njavascript = \"rendered\"\njavascript_condition = { en = \"only for pages that show their prices with JavaScript alone\" }\n\n[agents.bot.embedded]\nfetch = \"fetched\"\ncondition = { en = \"only for pages that show their prices with JavaScript alone\" }\n", 1)
	_, groups := unjudgedOf(t, src)
	for _, ptr := range []string{"/agents/bot/http/javascript_condition", "/agents/bot/embedded/condition"} {
		i := slices.IndexFunc(groups, func(g NotChecked) bool { return slices.Contains(g.Pointers, ptr) })
		if i < 0 {
			t.Errorf("%s is not among those not checked: %+v", ptr, groups)
			continue
		}
		if got, want := groups[i].Why, "words of the page in each language, not a request"; got != want {
			t.Errorf("%s: not checked, as %q; want %q", ptr, got, want)
		}
	}
}
