package schema

import (
	"regexp"
	"strings"
	"testing"
)

// TestReferenceForTheUser (trial 31, F-24, F-25): docs/policy-reference.md is for someone who
// writes policy.toml. It holds no note of the reviews and trials that led to a rule ("(review 30:
// en F3, …)", "(new-user trial 28, F-05)"), and every key's example is a value a policy would
// hold, from an example policy or typeExamples, never one made from the type alone ("…", 5, a
// unit's first example: `ports = [5]`, `country = "…"`, `connect_timeout = "90s"`, a label of
// council documents for who may ask). Before, the reference held 25 such notes and 40 made-up
// examples.
func TestReferenceForTheUser(t *testing.T) {
	examples := exampleSources(t)
	rw, err := writeReference(examples)
	if err != nil {
		t.Fatal(err)
	}
	if len(rw.madeUp) > 0 {
		t.Errorf("%d keys have an example made from their type alone (give each a real one in typeExamples):\n%s", len(rw.madeUp), strings.Join(rw.madeUp, "\n"))
	}
	note := regexp.MustCompile(`(?i)\b(review|trial) \d+|\bF-\d+\b`)
	for i, line := range strings.Split(rw.b.String(), "\n") {
		if m := note.FindString(line); m != "" {
			t.Errorf("docs/policy-reference.md:%d: a note of a review or trial (%q): %s", i+1, m, line)
		}
	}
}

// TestStripNotes: the notes go, with the space before a parenthesis that holds one alone, and
// what a parenthesis says besides stays.
func TestStripNotes(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`never whom the request covers (review 30: en F3, de F3, fr F4, pl F12): en the subject`, `never whom the request covers: en the subject`},
		{`in the order the page links them (new-user trial 28, F-05). Either`, `in the order the page links them. Either`},
		{`a redirect to one too (trial 29, F-06). Unset`, `a redirect to one too. Unset`},
		{`(new-user trial 28, F-06: working days without public holidays): each`, `(working days without public holidays): each`},
		{`(HTTPS first, as ads.txt crawlers do; new-user trial 30, F-05). Each`, `(HTTPS first, as ads.txt crawlers do). Each`},
		{`not sent in a burst: new-user trial 29, F-07). Unset`, `not sent in a burst). Unset`},
		{`as RFC 9309 §2.2.2 says (a trial run of 3 days)`, `as RFC 9309 §2.2.2 says (a trial run of 3 days)`},
	} {
		if got := stripNotes(tt.in); got != tt.want {
			t.Errorf("stripNotes(%q) =\n%q\nwant\n%q", tt.in, got, tt.want)
		}
	}
}
