package generator

import (
	"os"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestEnglishReview35Wording (English review 35, /work/notes/s33/review35-en.md, style findings
// that are a change of English message text), each case failed before with the old text:
//   - F2: operator.people[].gender is "the grammatical gender used for the person’s role titles in
//     languages that mark it" (was "… of the words that name the person’s roles", which English
//     role titles do not have).
//   - F3: self-hosted installations set their identity "for the kind of fetch “…”" / "for the
//     kinds of fetch “…”" (was "for the fetch “…”", a quoted name after a common noun).
//   - F4: a permanent blocklist entry lasts until the site asks "for it to be taken off the list"
//     (was "no longer fetched until you ask for it to be removed").
//   - F5: a request made through a portal of no stated kind: "through the operator’s online
//     portal" (was "the customer dashboard or portal", one channel or two?).
//   - F8: comparison_request.per: "one of the units over which the limit on comparison requests
//     after an HTTP 403 is counted" (was "a unit by which … are counted").
//   - F9: contact.requests[].covers: "what can be put on the blocklist" (was "what the blocklist
//     holds", which reads as its current contents).
//   - F10: a way to send a request that was implied already: "This changes nothing for
//     webmasters: they can ask for this by e-mail, as before." (was only "Webmasters can ask …, as
//     before." after "Added", which read as a contradiction). Not the reviewer's "This only states
//     what was already possible": the same sentence follows "Removed" when e-mail stays implied.
//   - F11: "The snippet now blocks more/less than before." (was "will block", in the future).
//
// English review 36 reworded F2 and F8 again (TestReview36enMessages: "the person’s titles in
// languages where titles have masculine and feminine forms", "the units to which the limit …
// applies"); the cases here follow.
func TestEnglishReview35Wording(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}

	checkMessages(t, localizers(t), "en", []messageCase{
		// F2
		{"diff.field.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"diff.field_item.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		// F3
		{"self_hosted.own_user_agent", 1, []any{"Jobs", plain("“Full sync”")}, "Such installations may set their own User-Agent and contact address for the kind of fetch “Full sync”."},
		{"self_hosted.own_user_agent", 2, []any{"Jobs", plain("“Incremental sync” and “Full sync”")}, "Such installations may set their own User-Agent and contact address for the kinds of fetch “Incremental sync” and “Full sync”."},
		// F4
		{"request.blocklist_permanent", 0, nil, "your site to be added to the blocklist, so that it is not fetched again until you ask for it to be taken off the list"},
		{"request.blocklist_covers_permanent", 0, []any{"Covers", plain("host names")}, "your host names to be added to the blocklist, so that no request is sent to them until you ask for them to be taken off the list"},
		// F5
		{"request_via.portal", 0, nil, "through the operator’s online portal"},
		// F8
		{"diff.field.comparison_per", 0, nil, "one of the units to which the limit on comparison requests after an HTTP 403 applies"},
		{"diff.field_item.comparison_per", 0, nil, "one of the units to which the limit on comparison requests after an HTTP 403 applies"},
		// F9
		{"diff.field.contact_request_covers", 0, nil, "what can be put on the blocklist"},
		{"diff.field_item.contact_request_covers", 0, nil, "what can be put on the blocklist"},
	})

	// F10: e-mail listed where it was implied, and no longer listed where it stays implied.
	E := policy.RequestChannelEmail
	const ctx = "/contact/requests/0/via/0 | contact | "
	for _, tc := range []struct {
		name     string
		old, new []policy.RequestChannel
		want     string
	}{
		{"e-mail listed where it was implied", nil, []policy.RequestChannel{E},
			ctx + "Added for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they could already ask for this by e-mail; this channel is now stated explicitly."},
		{"e-mail no longer listed, still implied", []policy.RequestChannel{E}, nil,
			ctx + "Removed for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they can still ask for this by e-mail, the default channel when none is stated."},
	} {
		old, new := reviewBase(t), reviewBase(t)
		old.Contact.Requests[0].Via, new.Contact.Requests[0].Via = tc.old, tc.new
		checkReviewLines(t, "F10 "+tc.name, reviewSentencesOf(t, msgs, old, new, "en"), []string{tc.want})
	}

	// F11: a path removed from and added to a snippet.
	for _, tc := range []struct{ reviewCase, want string }{
		{"snippet blocks a path less", "/snippets/no-pdf/paths/0 | looser | Removed in the snippet “Block civic-ingestor from PDF files”: the line “Disallow: /*.pdf$”. The snippet now blocks less than before. Copies already in robots.txt files are not updated automatically: to apply the change, webmasters must replace them with the new snippet. The change needs sign-off."},
		{"snippet blocks another path", "/snippets/no-pdf/paths/1 | stricter | Added in the snippet “Block civic-ingestor from PDF files”: the line “Disallow: /tmp/”. The snippet now blocks more than before. Copies already in robots.txt files are not updated automatically: to apply the change, webmasters must replace them with the new snippet."},
	} {
		checkReviewLines(t, "F11 "+tc.reviewCase, reviewCaseSentences(t, "en", tc.reviewCase), []string{tc.want})
	}

	// F3: civic-ingestor's page.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"- Such installations may set their own User-Agent and contact address for the kinds of fetch “Incremental sync” and “Full sync”.\n",
	}})
}
