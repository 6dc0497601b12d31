package generator

import "testing"

// TestReview46enMessages pins the English message fixes of the native review round 46
// (/work/notes/s37/review46-en.md in the project's notes): F1 "sites in the following categories",
// true for one category and for several; F2 no elided "does" with another subject; F3 the gender
// label in one piece; F4 the Crawl-delay statements in one form ("that …", plural lines); F5 a
// "channel" that is "stated"; F6 "the policy itself" in both directions; F7 "that crawler"; F8
// "for AI purposes"; F9 "manually", not "by hand".
func TestReview46enMessages(t *testing.T) {
	ls := localizers(t)
	targets := []any{"Targets", plain("“Municipal geoportals”")}
	checkMessages(t, ls, "en", []messageCase{
		{"opt_out.snippets_intro_except", 1, targets, "Where robots.txt is read, an entry in it is enough to shut the crawler out; there is no need to write to the operator. The crawler does not read robots.txt for sites in the following categories: “Municipal geoportals”."},
		{"opt_out.snippets_intro_except", 2, targets, "Where robots.txt is read, an entry in it is enough to shut the crawlers out; there is no need to write to the operator. The crawlers do not read robots.txt for sites in the following categories: “Municipal geoportals”."},
		{"opt_out.snippets_intro_allow_except", 1, []any{"Targets", plain("“Municipal geoportals”"), "Star", plain("*")}, "Where robots.txt is read, an entry in it is enough to let the crawler fetch pages that your * group disallows, while other crawlers stay shut out; there is no need to write to the operator. The crawler does not read robots.txt for sites in the following categories: “Municipal geoportals”."},
		{"agent.read_every_job_not", 0, nil, "Although it is configured to obey robots.txt, it does not read robots.txt for any of the fetches described on this page."},
		{"diff.field.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"diff.field_item.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"diff.crawl_delay_now_stated", 0, []any{"Context", plain(" for Gazette-Bot")}, "Now stated for Gazette-Bot: that it does not honour Crawl-delay lines in robots.txt (it does not obey robots.txt at all)."},
		{"diff.crawl_delay_no_longer_stated", 0, []any{"Context", plain(" for Gazette-Bot")}, "No longer stated for Gazette-Bot: that it does not honour Crawl-delay lines in robots.txt."},
		{"agent.crawl_delay_not_applied", 0, nil, "It does not honour Crawl-delay lines in robots.txt."},
		{"diff.class.contact_request_via_kept_added", 0, []any{"Via", plain("by e-mail")}, "This changes nothing for webmasters: they could already ask for this by e-mail; this channel is now stated explicitly."},
		{"diff.class.contact_request_via_kept_removed", 0, []any{"Via", plain("by e-mail")}, "This changes nothing for webmasters: they can still ask for this by e-mail, the default channel when none is stated."},
		{"diff.class.crawler_reads_policy_added", 0, nil, "The page now assures webmasters that what it states matches what the crawler actually does; no figure or setting in the policy itself changes."},
		{"warning.existing-group-merges", 2, nil, "If your robots.txt already has a group for a crawler named here, remove any Allow rules there that would reopen the blocked paths: that crawler merges the two groups into one."},
		{"usage_preferences.noai_noimageai", 0, []any{"Header", plain("X-Robots-Tag"), "Value", plain("noai"), "Image", plain("noimageai")}, "It does not use a page for AI purposes where the page’s robots meta element or X-Robots-Tag header says noai, and does not use the page’s images for AI purposes where either says noimageai."},
		{"job.manual_start", 0, nil, "As an exception, it can be started manually; if the site has not chosen a window, it may then run during the day."},
		{"job.site_window", 0, nil, "If a site asks, it runs only within a time window the site chooses, and stops when the window ends, even when started manually."},
	})
}
