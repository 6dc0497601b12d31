package polite_test

import (
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestUsageAllowed (issue 11): a usage token's own group decides whether a page may be used,
// the "*" group where none names it (RFC 9309 §2.2.1), and the fetching agent's group never
// does: a group blocking CorpusBot-Training refuses the use while CorpusBot may still fetch, and
// one blocking CorpusBot alone leaves the use to the other groups. Failed before: no
// UsageAllowed.
func TestUsageAllowed(t *testing.T) {
	const usage policy.Token = "CorpusBot-Training"
	for _, tc := range []struct {
		name, robots, url string
		want              bool
	}{
		{"no robots.txt", "", "https://a.example/page", true},
		{"the snippet", "User-agent: CorpusBot-Training\nDisallow: /\n", "https://a.example/page", false},
		{"the snippet, other letter case", "User-agent: corpusbot-training\nDisallow: /\n", "/page", false},
		{"a path of its group", "User-agent: CorpusBot-Training\nDisallow: /private/\n", "https://a.example/private/a", false},
		{"outside its group's paths", "User-agent: CorpusBot-Training\nDisallow: /private/\n", "https://a.example/open/a", true},
		{"only the fetching agent's group", "User-agent: CorpusBot\nDisallow: /\n", "https://a.example/page", true},
		{"the star group", "User-agent: *\nDisallow: /\n", "https://a.example/page", false},
		{"its own group over the star group", "User-agent: *\nDisallow: /\n\nUser-agent: CorpusBot-Training\nAllow: /\n", "https://a.example/page", true},
		{"a prefix of the token is another token", "User-agent: CorpusBot-Train\nDisallow: /\n", "https://a.example/page", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := polite.UsageAllowed([]byte(tc.robots), 0, usage, tc.url); got != tc.want {
				t.Errorf("UsageAllowed(%q, %q, %q) = %v, want %v", tc.robots, usage, tc.url, got, tc.want)
			}
		})
	}
}
