package generator

import (
	"testing"
)

// Tests of the defects a first-time user found (issue 11, /work/newuser/report.md sections 2 and
// 3): each builds a small policy and asserts the sentences the page states, in every language.

// TestAgentReadsRobotsTxtWhereTheCheckIsStated: robots_txt = "read" beside a stated check is a
// value the page must state (it failed the build's own proof: no element stated it).
func TestAgentReadsRobotsTxtWhereTheCheckIsStated(t *testing.T) {
	res := buildSmallest(t, []byte(`robots_txt = "read"

[robots_txt]
check = "before-first-fetch"
`))
	checkPageLines(t, res, map[string][]string{
		"en": {"- It obeys robots.txt.", "- robots.txt is read before the first request to a hostname."},
	})
	checkEveryLanguage(t, "read-with-check", res)
}
