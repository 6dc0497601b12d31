package generator

import "testing"

// TestReview36enMessages pins the English messages that English review 36
// (/work/notes/s34/review36-en.md) changed; each case failed with the old text:
//   - F4: comparison_request.per is "one of the units to which the limit on comparison requests
//     after an HTTP 403 applies" (was "… over which the limit … is counted": requests are counted,
//     a limit applies).
//   - F5: operator.people[].gender is "the grammatical gender used for the person’s titles in
//     languages where titles have masculine and feminine forms" (was "role titles in languages
//     that mark it", not idiomatic and linguists' jargon).
//   - F9: a window around an occasion ends "at most 10 hours after the start" (was "after that
//     start").
//   - F10: the rules for the software's default token "apply to every installation" (was "reach
//     every installation", which reads as if the rules were delivered to them).
//   - F12: a User-Agent placeholder's example in parentheses after "for example," as every other
//     example the pages give (was ", for example `42`." without a comma after "for example").
//
// English review 37 reworded F5, F6 and F9 again; their cases here pin its text, as
// TestReview37enMessages and TestReview37enPages do.
func TestReview36enMessages(t *testing.T) {
	checkMessages(t, localizers(t), "en", []messageCase{
		// F4
		{"diff.field.comparison_per", 0, nil, "one of the units to which the limit on comparison requests after an HTTP 403 applies"},
		{"diff.field_item.comparison_per", 0, nil, "one of the units to which the limit on comparison requests after an HTTP 403 applies"},
		// F5
		{"diff.field.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"diff.field_item.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		// F9
		{"cadence.around", 0, []any{"Before", plain("45 minutes"), "After", plain("10 hours")}, "from 45 minutes before the start until at most 10 hours after it"},
		{"cadence.around_occasions", 0, []any{"Before", plain("45 minutes"), "Occasions", plain("a council session"), "After", plain("10 hours")}, "from 45 minutes before the start of a council session until at most 10 hours after it starts"},
		// F10
		{"self_hosted.checks_default_token", 0, []any{"Token", plain("civic-ingestor")}, "Whatever identity an installation sets, the software always obeys a group for civic-ingestor as well, so rules for that token apply to every installation."},
		// F12
		{"agent.placeholder", 0, []any{"Placeholder", plain("{subscribers}"), "StandsFor", plain("the number of users who subscribe to the feed"), "Example", plain("42")}, "In the User-Agent, {subscribers} stands for the number of users who subscribe to the feed (for example, 42)."},
	})
}

// TestReview36enPages pins English review 36's fixes as the example pages print them; each line
// was missing before:
//   - F6 (civic-ingestor): a retry schedule with a repeating interval names it once, "and every 7
//     days thereafter" (was "24 hours and then 3 days, and after that every 7 days", two words for
//     "then" in one series). The reviewer's "… 24 hours and 3 days, and then every 7 days" needs
//     the list of waits joined by "and" here only, which the message cannot choose (list.then
//     joins every list of waits, "1 second and then 2 seconds").
//   - F7 (link-preview): Chatwork-LinkExpanding "Fetches a page to show a preview when a user
//     posts a link to it in a conversation" (was "posts its link …, to show a preview").
//   - F9 (civic-ingestor): "… until at most 10 hours after the start" (was "after that start").
//   - F10 (civic-ingestor): "rules for that token apply to every installation" (was "reach").
//   - F11 (search-engine): NordsucheReadLater fetches a page "that a person saves to their
//     read-later list" (was "the browser’s", a browser the page never names).
//   - F12 (feed-reader): "… subscribe to the feed (for example, `42`)." (was ", for example `42`.").
func TestReview36enPages(t *testing.T) {
	for example, lines := range map[string][]string{
		"civic-ingestor": {
			"A failed fetch is retried after waits of at least 15\u00a0minutes, 1\u00a0hour, 6\u00a0hours, 24\u00a0hours and 3\u00a0days, and then every 7\u00a0days. |",
			"| From 45\u00a0minutes before the start of a council session that is broadcast live until at most 10\u00a0hours after it starts: every minute (to see whether the session is on air) |",
			"- Whatever identity an installation sets, the software always obeys a group for `civic-ingestor` as well, so rules for that token apply to every installation.\n",
		},
		"link-preview": {
			"- What it does: Fetches a page to show a preview when a user posts a link to it in a conversation\n",
		},
		"search-engine": {
			"- What it does: Fetches a page that a person saves to their read-later list\n",
		},
		"feed-reader": {
			"- In the User-Agent, `{subscribers}` stands for the number of users who subscribe to the feed (for example, `42`).\n",
		},
	} {
		t.Run(example, func(t *testing.T) {
			checkPageLines(t, buildExample(t, example), map[string][]string{"en": lines})
		})
	}
}
