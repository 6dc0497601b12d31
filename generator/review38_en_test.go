package generator

import (
	"os"
	"testing"
)

// TestReview38enMessages pins the English messages that English review 38
// (/work/notes/s34/review38-en.md) changed; each case failed with the old text:
//   - F1: the crawler "never poses as" a person's browser (to "pass for" is to be taken for one),
//     and the User-Agent says what follows the browser's own string (was "after the browser's
//     own, its User-Agent always names …").
//   - F2: "a Crawl-delay line in robots.txt", as crawl_delay_not_applied says, and the crawler
//     spaces its fetches "accordingly" (was "the Crawl-delay line of robots.txt, which spaces its
//     fetches").
//   - F3: a window around an occasion lasts "until at most 10 hours after" the start (was "until no
//     later than", two deadline expressions in one).
//   - F7: operator.people[].gender names the languages first, so that the value in a diff sentence
//     follows "this person's titles" (was "…, for languages in which job titles have masculine
//     and feminine forms (“masculine”)").
//
// F6 is the example's own text (civic-ingestor's slow lists); TestReview38enPages pins it.
func TestReview38enMessages(t *testing.T) {
	tokens := []any{"Tokens", plain("T")}
	around := []any{"Before", plain("45 minutes"), "After", plain("10 hours")}
	aroundOcc := []any{"Before", plain("45 minutes"), "Occasions", plain("a council session"), "After", plain("10 hours")}
	checkMessages(t, localizers(t), "en", []messageCase{
		// F1
		{"promise_in_context.no-browser-impersonation_after_browser", 0, tokens, "The crawler never poses as a person’s browser: where its User-Agent begins with a browser’s User-Agent string, that string is always followed by T."},
		{"promise_agent_in_context.no-browser-impersonation_after_browser", 0, tokens, "It never poses as a person’s browser: where its User-Agent begins with a browser’s User-Agent string, that string is always followed by T."},
		{"promise_all_in_context.no-browser-impersonation_after_browser", 0, tokens, "None of these crawlers poses as a person’s browser: where a User-Agent begins with a browser’s User-Agent string, that string is always followed by the crawler’s own product token (T)."},
		// F2
		{"agent.crawl_delay_applied", 0, nil, "It still honours Crawl-delay lines in robots.txt and spaces its fetches accordingly."},
		// F3
		{"cadence.around", 0, around, "from 45 minutes before the start until at most 10 hours after it"},
		{"cadence.after", 0, around, "until at most 10 hours after the start"},
		{"cadence.around_occasions", 0, aroundOcc, "from 45 minutes before the start of a council session until at most 10 hours after it starts"},
		{"cadence.after_occasions", 0, aroundOcc, "until at most 10 hours after the start of a council session"},
		// F7
		{"diff.field.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"diff.field_item.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
	})
}

// TestReview38enPages pins English review 38's fixes as the pages and sitegen diff print them;
// each line was missing before:
//   - F1: TeilhabeCheck (testdata/trial31), a User-Agent after a browser's;
//   - F2: an agent that does not obey robots.txt but honours its Crawl-delay;
//   - F3: civic-ingestor's on-air check, "until at most 10 hours after it starts";
//   - F6: civic-ingestor's slow lists run "including during runs of “Full sync”", the kind of fetch
//     as a label, as everywhere else (was "including during a “Full sync”"); the example's English
//     text, the same in the root policy.toml;
//   - F7: gazette-bot's person gender added, the value after "this person's titles".
func TestReview38enPages(t *testing.T) {
	checkPageLines(t, buildTrial31(t), map[string][]string{"en": {
		"- It never poses as a person’s browser: where its User-Agent begins with a browser’s User-Agent string, that string is always followed by `TeilhabeCheck`.\n",
	}})
	checkPageLines(t, buildSmallestEdited(t, agentCrawlDelayEdits("applied"), agentCrawlDelayRobots), map[string][]string{"en": {
		"- It fetches under a legal mandate and does not obey robots.txt.\n- It still honours Crawl-delay lines in robots.txt and spaces its fetches accordingly.\n",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"| From 45\u00a0minutes before the start of a council session that is broadcast live until at most 10\u00a0hours after it starts: every minute (to see whether the session is on air) |",
		"| Only for optional lists (for example, consultations), including during runs of “Full sync”<br>",
	}})

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	items := reviewPair(t, msgs, "../examples/gazette-bot", [][2]string{{"gender = \"male\"\n", ""}}, nil, "en")
	want := "/operator/people/0/gender | wording | Added for Jean Exemple: the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms (“masculine”). Only the wording changes."
	if len(items) != 1 || items[0].Pointer+" | "+string(items[0].Class)+" | "+items[0].Sentence != want {
		t.Errorf("gender added: got %+v\nwant only\n%s", items, want)
	}
}
