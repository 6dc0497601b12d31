package generator

import "testing"

// TestEnglishReview30Wording (English review 30, /work/notes/s28/review30-en.md; F1 to F3 are
// t29a's), each case failed before with the old text:
//   - F4: a new URL of the policy says what may need it, and says of the User-Agent only that it may
//     change too where it holds the page's address (was "User-Agent strings that point to the
//     policy page, may need the new URL", read as something the webmaster controls).
//   - F5: the field of jobs.X.cadence_per, "whether the schedule applies to each site, each host
//     name or each registered URL separately" (was "what the schedule counts per", a stranded
//     "per").
//   - F12: "The schedule applies to each … separately" (was "holds for").
//   - F6: "Changed for the window “…”: the hours it covers." (was "Changed in the window", read as
//     a time, and "its hours"), "what happens during the window".
//   - F7: "the longest interval between requests that a site can ask for", of which the values are
//     durations (was "the slowest rate a site can ask for (…)" before "30 seconds").
//   - F8: what becomes of copies of a snippet already in robots.txt files (was "robots.txt files
//     that already contain it do not change", read as "nothing to do").
//   - F9: "Webmasters should now write to the new address." (was "now reach", a habit).
//   - F10: a sign-in area, or a way to make a request, added: said of it (was "This changes how
//     webmasters reach the operator or what they can ask for" for all three); the generic sentence
//     says "can reach".
//   - F11: a User-Agent string or its version changed concerns "filters that match the whole
//     User-Agent string" (was "that name the crawler", which alarmed those who match the token).
//   - F13: "from a region other than that of the failed request" (was "a different region than").
//   - F14: "Once fetches of a URL have been failing for 30 days without a single success, …
//     notified" (was "every fetch … has failed for … in a row", "is told"), and its diff field.
//   - F15: "the intervals that customers can choose from" (was "the customer chooses from").
//   - F16: an occasion's kind clarified, "rules for “…” apply all day (“On …”), not only while an
//     event or a period lasts (“During …”)" (was "… is a day, not an event or a period").
//   - F19: "a “site” is what the crawler treats as one website, and this may be a single host name"
//     (was "a group of host names", which the rest of the sentence seemed to contradict).
//   - F20: "they usually still send this crawler’s User-Agent as given above" (was "the default
//     User-Agent", where the page gives two).
//   - F21: "wording (the meaning may have changed)" (was "may differ"); triple-fetchers' own label
//     "Quota on URLs reached from one start URL" (was "found from").
//   - F18: the examples' snippets "Block … from the whole site", "from part(s) of the site" (was
//     "Shut … out of", beside "Block civic-ingestor from PDF files" and headings "Blocking").
//   - F23: no sentence opens with a lower-case identifier where a rephrasing is natural: "The
//     robots.txt file is read …", "These resources are subject to robots.txt too", "For these
//     resources, robots.txt is not read", civic-ingestor's about text "The open-source service
//     civic-ingestor mirrors …".
func TestEnglishReview30Wording(t *testing.T) {
	for _, tc := range []struct{ finding, reviewCase, want string }{
		{"F6", "quiet window moved", "/windows/peak/hours | looser | Changed for the window “Peak hours”: the hours it covers. Previously: 08:00–09:00. Now: 09:00–10:00. This change may make the crawler less polite. The change needs sign-off."},
		{"F6", "quiet window made preferred", "/windows/peak/kind | looser | Changed for the window “Peak hours”: what happens during the window. Previously: “No requests are sent during this window.” Now: “Requests are preferably sent during this window.” This change makes the crawler less polite. The change needs sign-off."},
		{"F7", "slowest rate one may ask for", "/contact/requests/0/min_interval | contact | Changed for the request “a slower rate”: the longest interval a site can ask for between requests. Previously: 30\u00a0seconds. Now: 1\u00a0minute. Webmasters can now ask for a slower rate than before."},
		{"F8", "snippet blocks a path less", "/snippets/no-pdf/paths/0 | looser | Removed in the snippet “Block civic-ingestor from PDF files”: the line “Disallow: /*.pdf$”. The snippet now blocks less than before. Copies already in robots.txt files are not updated automatically: to apply the change, webmasters must replace them with the new snippet. The change needs sign-off."},
		{"F8", "snippet blocks another path", "/snippets/no-pdf/paths/1 | stricter | Added in the snippet “Block civic-ingestor from PDF files”: the line “Disallow: /tmp/”. The snippet now blocks more than before. Copies already in robots.txt files are not updated automatically: to apply the change, webmasters must replace them with the new snippet."},
		{"F8", "snippet removed", "/snippets/no-pdf | looser | Removed: a robots.txt snippet (“Block civic-ingestor from PDF files”). Webmasters are no longer offered this snippet. Copies already in robots.txt files stay as they are and still apply. The change needs sign-off."},
		{"F9", "contact e-mail", "/contact/email | contact | Changed: the contact e-mail address. Previously: “support@civic.example”. Now: “webmaster@civic.example”. Webmasters should now write to the new address."},
		{"F10", "customer dashboard for a request", "/contact/portal | contact | Added: an online portal where webmasters can sign in and send requests to the operator (“Customer dashboard: https://civic.example/dashboard”). Webmasters can now also send requests there."},
		{"F10", "customer dashboard for a request", "/contact/requests/0/via/0 | contact | Added for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they could already ask for this by e-mail; this channel is now stated explicitly."},
		{"F10", "customer dashboard for a request", "/contact/requests/0/via/1 | contact | Added for the request “a slower rate”: a way to send it (“through the customer dashboard”). Webmasters now have another way to ask for this."},
		{"F11", "User-Agent changed", "/agents/civic-ingestor/user_agent | identity | Changed for civic-ingestor: the User-Agent. Previously: “civic-ingestor/{version} (+https://civic.example/ingestor/; support@civic.example)”. Now: “civic-ingestor/{version} (+https://civic.example/bot/)”. Allowlists and filters that match the whole User-Agent string may need updating."},
		{"F11", "version changed", "/agents/civic-ingestor/version | identity | Added for civic-ingestor: the version in the User-Agent (“0.3”). Allowlists and filters that match the whole User-Agent string may need updating."},
		{"F4", "published elsewhere", "/site/base_url | identity | Changed: the URL at which the policy is published. Previously: “https://civic.example/crawler/”. Now: “https://crawler.civic.example/”. Scripts that fetch ips.json to verify the crawler may need the new URL. If the crawler’s User-Agent contains the URL of the policy page, the User-Agent may change too, so filters that match the whole User-Agent may need updating."},
	} {
		checkReviewLines(t, tc.finding+" "+tc.reviewCase, reviewCaseSentences(t, "en", tc.reviewCase), []string{tc.want})
	}
	checkMessages(t, localizers(t), "en", []messageCase{
		{"diff.field.cadence_per", 0, nil, "whether the schedule applies to each site, each host name or each registered URL separately"},
		{"job.cadence_per.registered-url", 0, nil, "The schedule applies to each registered URL separately: a site with several registered URLs gets these requests for each of them."},
		{"job.cadence_per.site", 0, nil, "The schedule applies to each site separately."},
		{"diff.class.contact", 0, nil, "This changes how webmasters can reach the operator or what they can ask for."},
		{"diff.class.contact_portal_removed", 0, nil, "Webmasters can no longer send requests there."},
		{"diff.class.contact_request_via_removed", 0, nil, "Webmasters can no longer ask for this in this way."},
		{"errors.retries_from_other_region", 0, nil, "Each retry is sent from a region other than that of the failed request."},
		{"revisit.stops_after_failures", 0, []any{"T", plain("30\u00a0days")}, "Once fetches of a URL have been failing for 30\u00a0days without a single success, the URL is no longer fetched."},
		{"revisit.stops_after_failures_customer", 0, []any{"T", plain("30\u00a0days")}, "Once fetches of a URL have been failing for 30\u00a0days without a single success, the URL is no longer fetched, and the customer who registered it is notified."},
		{"diff.field.stops_after_failures", 0, nil, "how long a URL must go on failing, without a single successful fetch, before it is no longer fetched"},
		{"diff.field.stops_after_failures_for", 0, nil, "how long a URL must go on failing, without a single successful fetch, before it is no longer fetched"},
		{"diff.field_of_rule.cadence_every_choices", 0, []any{"Rule", plain("“Mon–Fri”")}, "the intervals that customers can choose from in the schedule rule “Mon–Fri”"},
		{"diff.field.cadence_every_choices", 0, nil, "the intervals that customers can choose from in a schedule rule"},
		{"diff.occasion_kind.day", 0, []any{"Label", plain("a session day or the day before")}, "Clarified in the schedule that “a session day or the day before” means whole days (now written “On …”), not only the hours during which the event takes place (“During …”)."},
		{"diff.occasion_kind.event", 0, []any{"Label", plain("a council session")}, "Clarified in the schedule that “a council session” means only the hours during which the event takes place (now written “During …”), not whole days (“On …”)."},
		{"limits.key_note.site", 0, nil, "In the limits below, a “site” is whatever the crawler treats as one website. This may be a single host name, so two host names of the same website (for example, one for its pages and one for its images) may count as two separate sites."},
		{"self_hosted.default_user_agent", 1, []any{"Jobs", plain("“Documents”")}, "For “Documents”, they usually still send this crawler’s User-Agent as given above."},
		{"diff.field.self_hosted_default_user_agent_job", 0, nil, "a kind of fetch for which installations that others run usually still send this crawler’s User-Agent as given on the page"},
		{"diff.class_tag.wording_text", 0, nil, "wording (the meaning may have changed)"},
		{"changes.title_class.wording_text", 0, nil, "wording (the meaning may have changed)"},
		{"job.cadence_per.hostname", 0, nil, "The schedule applies to each host name separately: a site with several host names gets these requests for each of them."},
	})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"#### Block civic-ingestor from the whole site\n",
		"- The robots.txt file is read before the first request to a host name or IP address.\n",
		"The open-source service civic-ingestor mirrors the public council information systems of German municipalities",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"en": {
		"#### Block ExampleWatch from parts of the site\n",
		"#### Block ExampleWatch and ExampleWorkflow from the whole site\n",
		"- Quota on URLs reached from one start URL: ",
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"en": {
		"#### Block GazetteBot from part of the site\n",
	}})
	checkMessages(t, localizers(t), "en", []messageCase{
		{"embedded.robots_txt.read", 0, nil, "These resources are subject to robots.txt too: none that it disallows is fetched."},
		{"embedded.robots_txt.not-read", 0, nil, "For these resources, robots.txt is not read: they are fetched even where robots.txt disallows them."},
	})
}
