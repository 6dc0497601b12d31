package robots

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestUnreadLines (new-user trial 25, F-01): the lines inside groups that Parse reads past
// (Content-Usage, Content-Signal, unknown keys, lines with no key), each with its line and its
// group's first User-agent line; not the lines Parse reads (Crawl-delay, Sitemap), not lines
// before the first group, not blank lines or comments, and not lines past the parsing limit.
func TestUnreadLines(t *testing.T) {
	const file = "Content-Usage: train-ai=n\n" + // 1: before any group
		"User-agent: *\n" + // 2
		"Content-Usage: train-ai=n # a comment\n" + // 3
		"Disallow: /private/\n" + // 4
		"\n" + // 5
		"# Content-Usage: search=n\n" + // 6
		"Crawl-delay: 3\n" + // 7
		"Sitemap: https://a.example/s.xml\n" + // 8
		"User-agent: WrenBot\n" + // 9: a new group, after a rule
		"Content-Signal: search=yes\n" + // 10
		"User-agent: OtherBot\n" + // 11: the same group, no rule yet
		"Content-Usage: /docs/ train-ai=y\n" + // 12
		"not a key value line\n" // 13
	want := []UnreadLine{
		{Line: 3, Group: 2, Key: "Content-Usage", Text: "Content-Usage: train-ai=n"},
		{Line: 10, Group: 9, Key: "Content-Signal", Text: "Content-Signal: search=yes"},
		{Line: 12, Group: 9, Key: "Content-Usage", Text: "Content-Usage: /docs/ train-ai=y"},
		{Line: 13, Group: 9, Key: "", Text: "not a key value line"},
	}
	if diff := cmp.Diff(want, UnreadLines([]byte(file), 0)); diff != "" {
		t.Errorf("UnreadLines (-want +got):\n%s", diff)
	}
	// Past the parsing limit, nothing is read, as Parse reads nothing there.
	long := "User-agent: *\nDisallow: /x\n" + strings.Repeat("#\n", MinSizeLimit/2) + "Content-Usage: train-ai=n\n"
	if got := UnreadLines([]byte(long), 0); len(got) != 0 {
		t.Errorf("past the limit: %+v, want none", got)
	}
}
