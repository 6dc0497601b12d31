package generator

import (
	"os"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestEnglishReview28Wording (English review 28, /work/notes/s26/review28-en.md), each case failed
// before:
//   - F1 (MEANING): robots.txt read again in place of the sites' terms of use, "robots.txt is now
//     read and obeyed; previously, only the sites’ own terms of use were followed" (was "the
//     sites’ own terms of use are no longer followed; …", read as the crawler now breaking them).
//   - F3: "Within 30 days of a site opting out, what was collected from it is removed from …"
//     (was "… removed within 30 days from the operator’s service", "from" read as a start).
//   - F5: "spells civic-ingestor with exactly the same upper- and lower-case letters" (was
//     "exactly as shown, capitals included", for a token without capitals).
//   - F6: "Specified in the schedule that “…” refers to a day (“On …”), not to an event or a period
//     (“During …”)." (was "names a day").
//   - F8: "a sign-in area through which webmasters can send requests to the operator", "how
//     webmasters can make it" (was "the customer dashboard or portal in which a site can make
//     requests": HTTP requests, and a hedge between two terms).
//   - F9: "whether it reads sitemaps before following any links" (was "reading sitemaps …", read
//     as the new behaviour).
//   - F10: "Check that, in this header, the entry (dictionary member) for the signature’s label
//     holds exactly this address, and that the signature covers the header." (was "Make sure
//     that the header’s member … covers it").
//   - F11: the heading where nothing slows the crawlers down, "The crawlers cannot be slowed down"
//     (was "Slowing the crawlers down" above "the operator does not offer a slower rate").
//   - F13: "The crawler stops fetching from a site that blocks it" (was "When a site blocks the
//     crawler, it stops …", where "it" could be the site).
//   - F14: "a “site” is a website as the crawler groups its host names: …" (was "“per site” means
//     per website").
//   - F16: "the retry schedule for failed fetches" (was "of a failed fetch").
//   - F17: "even when the server’s response contains their full text" (was "even where the server
//     sends their text").
func TestEnglishReview28Wording(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	target := func(p *policy.Policy) *policy.Target {
		for i := range p.Targets {
			if p.Targets[i].ID == "council-web-pages" {
				return &p.Targets[i]
			}
		}
		t.Fatal("no target council-web-pages")
		return nil
	}
	// F1: robots.txt read again in place of the terms of use.
	old, new := reviewBase(t), reviewBase(t)
	target(old).TermsOfUse, target(old).RobotsTxt = true, policy.RobotsUseNotRead
	checkReviewLines(t, "F1 robots.txt read again", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/targets/council-web-pages/terms_of_use | looser | Changed for “Council information systems without an API (web pages)”: robots.txt is now read and obeyed; previously, only the sites’ own terms of use were followed. This change may make the crawler less polite. The change needs sign-off.",
	})
	// F5
	checkReviewLines(t, "F5 group matching", reviewCaseSentences(t, "en", "token compared case-sensitively"), []string{
		"/agents/civic-ingestor/group_matching | looser | Changed for civic-ingestor: how it chooses the robots.txt groups it obeys. Previously: as specified in RFC 9309. Now: “It compares its product token with the User-agent lines case-sensitively: a group applies to it only if one of the group’s User-agent lines spells civic-ingestor with exactly the same upper- and lower-case letters (under RFC 9309, letter case would not matter).” This change makes the crawler less polite. The change needs sign-off.",
	})
	// F8
	checkReviewLines(t, "F8 customer dashboard", reviewCaseSentences(t, "en", "customer dashboard for a request"), []string{
		"/contact/portal | contact | Added: a sign-in area through which webmasters can send requests to the operator (“Customer dashboard: https://civic.example/dashboard”). This changes how webmasters reach the operator or what they can ask for.",
		"/contact/requests/0/via/0 | contact | Added for the request “a slower rate”: how webmasters can make it (“by e-mail”). This changes how webmasters reach the operator or what they can ask for.",
	})
	// F16
	checkReviewLines(t, "F16 retry schedule", reviewCaseSentences(t, "en", "retry later"), []string{
		"/jobs/documents/retry/delays | stricter | Changed in “Documents”: the retry schedule for failed fetches. Previously: 15\u00a0minutes, 1\u00a0hour, 6\u00a0hours, 24\u00a0hours and 3\u00a0days. Now: 30\u00a0minutes, 1\u00a0hour, 6\u00a0hours, 24\u00a0hours and 3\u00a0days. This change makes the crawler more polite.",
	})
	ls := localizers(t)
	checkMessages(t, ls, "en", []messageCase{
		// F3
		{"data.removal_after_opt_out_from", 0, []any{"T", plain("30 days"), "From", plain("from the operator’s service")}, "Within 30 days of a site opting out, what was collected from it is removed from the operator’s service."},
		{"data.removal_after_opt_out", 0, []any{"T", plain("30 days")}, "Within 30 days of a site opting out, what was collected from it is removed."},
		// F6
		{"diff.occasion_kind.day", 0, []any{"Label", plain("L")}, "Specified in the schedule that “L” refers to a day (“On …”), not to an event or a period (“During …”)."},
		{"diff.occasion_kind.event", 0, []any{"Label", plain("L")}, "Specified in the schedule that “L” refers to an event or a period (“During …”), not to a day (“On …”)."},
		// F8
		{"diff.field.contact_portal_kind", 0, nil, "the kind of sign-in area through which webmasters can send requests to the operator"},
		// F9
		{"diff.field.sitemaps_first", 0, nil, "whether it reads sitemaps before following any links"},
		{"diff.field.uses_sitemaps", 0, nil, "whether it reads sitemaps"},
		{"diff.field.sitemap_xml", 0, []any{"Path", plain("/sitemap.xml")}, "whether it reads a site’s /sitemap.xml"},
		// F13
		{"promise.stop-on-block", 0, nil, "The crawler stops fetching from a site that blocks it."},
		{"promise_agent.stop-on-block", 0, nil, "It stops fetching from a site that blocks it."},
		{"promise_all.stop-on-block", 0, nil, "It stops fetching from a site that blocks it."},
		// F17
		{"promise.no-paywalled-content", 0, nil, "The crawler does not collect pages behind a paywall, even when the server’s response contains their full text."},
		{"promise_agent.no-paywalled-content", 0, nil, "It does not collect pages behind a paywall, even when the server’s response contains their full text."},
		{"promise_all.no-paywalled-content", 0, nil, "It does not collect pages behind a paywall, even when the server’s response contains their full text."},
	})
	// F14, F13 (with HTTP 403), F11 on the pages themselves.
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"en": {
		"In the limits below, a “site” is a website as the crawler groups its host names: two host names of one website, such as one for its pages and one for its images, may count as two separate sites.",
	}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"en": {
		"The crawler stops fetching from a site that blocks it; an HTTP 403 response alone only makes it pause (see “Errors and pauses”).",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"en": {
		"### The crawlers cannot be slowed down\n",
	}})
	// F10
	for _, id := range []string{"signatures.signature_agent", "signatures.signature_agent_of"} {
		m, ok := msgs.Message("en", id)
		if !ok {
			t.Fatalf("no message %s", id)
		}
		const want = "Check that, in this header, the entry (dictionary member) for the signature’s label holds exactly this address, and that the signature covers the header."
		if got := m.Other; len(got) < len(want) || got[len(got)-len(want):] != want {
			t.Errorf("%s ends\n%q\nwant\n%q", id, got, want)
		}
	}
}
