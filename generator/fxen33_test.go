package generator

import (
	"os"
	"strings"
	"testing"
)

// TestEnglishReview32Wording (English review 32, /work/notes/s30/review32-en.md), each case failed
// before with the old text:
//   - F1: the snippet notes and the Crawl-delay sections say to copy the `*` group's Allow rules
//     too, as the Groups section says ("every rule"): "any rules (Disallow and Allow) of your `*`
//     group" (was "any Disallow rules", which lost the Allow exceptions).
//   - F2: the crawlers of a reverse DNS name "whose IP addresses have a reverse DNS name of this
//     form" (was "listed for a reverse DNS name", and the item form "whose addresses have a host
//     name", true of almost any address).
//   - F3: links off the site or the domain in sentences that parse: "it also follows links that
//     lead off the site, but only one step: …" (was "and links from it to other sites one step
//     only").
//   - F4: "Changed for the request “a slower rate”", "a way to send it", "who can ask for it" (was
//     "for asking for", "a way to ask").
//   - F5: "A Disallow rule does not stop …" (was "A Disallow").
//   - F6: "the kind of fetch after whose end the retention period starts" (was "the job from
//     whose end a retention period is counted").
//   - F7: "sites can now opt out of these fetches" (was "again", false of a kind of fetch that never
//     allowed it).
//   - F8: "resources fetched along with pages for “…”: those fetches do not obey robots.txt" (was
//     "the pages of “…”, whose fetches").
//   - F9, F10: the week's legend, "(at an interval the customer chooses: …)" and "at most once a
//     minute" (was "the customer chooses every minute, …" and "at most every minute").
//   - F11: "After fetching a URL, it serves the same response for about 30 minutes …" (was "For
//     about 30 minutes, …", with no URL named before "that URL").
//   - F12: a page's sentence quoted by the review in plain text sets its code apart with inner
//     quotation marks: "the first ‘*’ group", "spells ‘civic-ingestor’" (was bare).
//   - F13: a crawler's name in the introduction is not quoted: "the requests from civic-ingestor",
//     "from GazetteBot"; a title that ends in "crawler" takes its article, "the requests from the
//     Wrenfield Labs crawler" (was “…” around every title of one crawler).
//   - Also: a consecutive event's threshold keeps "in a row" in the review (field
//     reaction_threshold_in_a_row, chosen by review.go's fieldKey for a consecutive reaction).
func TestEnglishReview32Wording(t *testing.T) {
	for _, tc := range []struct{ finding, reviewCase, want string }{
		{"F4", "slowest rate one may ask for", "/contact/requests/0/min_interval | contact | Changed for the request “a slower rate”: the longest interval a site can ask for between requests. Previously: 30\u00a0seconds. Now: 1\u00a0minute. Webmasters can now ask for a slower rate than before."},
		{"F4", "customer dashboard for a request", "/contact/requests/0/via/0 | contact | Added for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they could already ask for this by e-mail; this channel is now stated explicitly."},
		{"F4", "customer dashboard for a request", "/contact/requests/0/via/1 | contact | Added for the request “a slower rate”: a way to send it (“through the customer dashboard”). Webmasters now have another way to ask for this."},
		{"F12", "only the first group obeyed", "/agents/civic-ingestor/group_matching | looser | Changed for civic-ingestor: how it chooses the robots.txt groups it obeys. Previously: as specified in RFC 9309. Now: “It obeys only the first group in robots.txt that names it and ignores any later group that names it too, whereas RFC 9309 has crawlers merge such groups; without a group of its own, it obeys only the first ‘*’ group.” This change makes the crawler less polite. The change needs sign-off."},
		{"F12", "token compared case-sensitively", "/agents/civic-ingestor/group_matching | looser | Changed for civic-ingestor: how it chooses the robots.txt groups it obeys. Previously: as specified in RFC 9309. Now: “It compares its product token with the User-agent lines case-sensitively: a group applies to it only if one of the group’s User-agent lines spells ‘civic-ingestor’ with exactly the same upper- and lower-case letters (under RFC 9309, letter case would not matter).” This change makes the crawler less polite. The change needs sign-off."},
	} {
		checkReviewLines(t, tc.finding+" "+tc.reviewCase, reviewCaseSentences(t, "en", tc.reviewCase), []string{tc.want})
	}
	star := robotsSpecialChars()
	checkMessages(t, localizers(t), "en", []messageCase{
		// F1
		{"warning.own-group-replaces-star", 1, star, "Copy into this group any rules (Disallow and Allow) of your * group that should still apply to this crawler: once this group exists, the crawler no longer follows the * group."},
		{"warning.own-group-replaces-star", 2, star, "Copy into this group any rules (Disallow and Allow) of your * group that should still apply to the crawlers it names: once this group exists, they no longer follow the * group."},
		{"warning.own-group-replaces-star-unstated", 1, star, "Copy into this group any rules (Disallow and Allow) of your * group that should still apply to this crawler: under RFC 9309, a crawler with a group of its own no longer follows the * group."},
		{"warning.own-group-replaces-star-unstated", 2, star, "Copy into this group any rules (Disallow and Allow) of your * group that should still apply to the crawlers it names: under RFC 9309, a crawler with a group of its own no longer follows the * group."},
		{"opt_out.crawl_delay.new_group", 0, append(robotsSpecialChars(), "Token", code("", "GazetteBot")), "If GazetteBot has no group of its own in your robots.txt yet, add one as in the example and copy into it any rules (Disallow and Allow) of the * group that should still apply to this crawler: once that group exists, the crawler no longer follows your * group."},
		{"opt_out.crawl_delay.new_group_unstated", 0, append(robotsSpecialChars(), "Token", code("", "GazetteBot")), "If GazetteBot has no group of its own in your robots.txt yet, add one as in the example and copy into it any rules (Disallow and Allow) of the * group that should still apply to this crawler: under RFC 9309, a crawler with a group of its own no longer follows the * group."},
		// F2
		{"diff.field.host_name_agents", 0, nil, "the crawlers whose IP addresses have a reverse DNS name of this form"},
		// F3
		{"follows_links_off_site.within-site", 1, nil, "It follows links within the site it fetches from; it also follows links that lead off the site, but only one step away: it fetches the linked page and follows none of that page’s links."},
		{"follows_links_off_site.within-site", 5, nil, "It follows links within the site it fetches from; it also follows links that lead off the site, up to 5\u00a0steps away from the site."},
		{"follows_links_off_site.within-domain", 1, nil, "It follows links to every host name in the same registrable domain as the site it fetches from; it also follows links that lead off that domain, but only one step away: it fetches the linked page and follows none of that page’s links."},
		{"follows_links_off_site.within-domain", 2, nil, "It follows links to every host name in the same registrable domain as the site it fetches from; it also follows links that lead off that domain, up to 2\u00a0steps away from the domain."},
		// F4
		{"diff.field.contact_request_via", 0, nil, "a way to send it"},
		{"diff.field.contact_request_who", 0, nil, "who can ask for it"},
		// F5
		{"robots.exempt_not_stopped", 1, []any{"Agents", code("", "GazetteBot"), "Paths", code("", "/ads.txt")}, "A Disallow rule does not stop GazetteBot from fetching /ads.txt."},
		// F6
		{"diff.field.retention_after_job", 0, nil, "the kind of fetch at the end of which the retention period starts"},
		// F7
		{"diff.state.job_opt_out.no", 0, nil, "sites can now opt out of these fetches"},
		// F8
		{"embedded.robots_txt_except_jobs", 1, []any{"Jobs", plain("“Live streams”")}, "This does not apply to resources fetched along with pages for “Live streams”: those fetches do not obey robots.txt."},
		{"embedded.robots_txt_except_jobs", 2, []any{"Jobs", plain("“Live streams” and “Photos”")}, "This does not apply to resources fetched along with pages for “Live streams” and “Photos”: those fetches do not obey robots.txt."},
		// F11
		{"on_demand.cache_shared_about", 0, []any{"T", plain("30\u00a0minutes")}, "After fetching a URL, it serves the same response for about 30\u00a0minutes to every user who asks for that URL: within that time, the URL is not requested again."},
		{"on_demand.cache_shared", 0, []any{"T", plain("30\u00a0minutes")}, "After fetching a URL, it serves the same response for 30\u00a0minutes to every user who asks for that URL: within that time, the URL is not requested again."},
	})
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	// F6 in the review.
	oldEdits := [][2]string{retentionAfterJobEdits[0], {"", strings.Replace(retentionAfterJobEdits[1][1], "after_job = \"poll\"\n", "", 1)}}
	var got []string
	for _, c := range reviewPair(t, msgs, "../examples/feed-reader", oldEdits, retentionAfterJobEdits, "en") {
		got = append(got, c.Pointer+" | "+string(c.Class)+" | "+c.Sentence)
	}
	checkReviewLines(t, "F6", got, []string{
		"/legal/retention/0/after_job | looser | Added for the data extracted from fetched content: the kind of fetch at the end of which the retention period starts (“Feed polling”). This keeps data for longer, or without a stated limit; how the crawler fetches does not change. The change needs sign-off.",
	})
	// F9, F10: the legend of the week.
	res := buildTestdata(t, "trial26", weekChoicesEdits...)
	checkLegend(t, res, map[string]string{
		"en": "Uptime check (at an interval the customer chooses: every minute, every 5\u00a0minutes or every 15\u00a0minutes): at most once a minute",
	})
	res = buildTestdata(t, "trial26", append(weekChoicesEdits, [2]string{"[[jobs.pagespeed.cadence]]\nevery = \"1h\"", "[[jobs.pagespeed.cadence]]\nevery = \"1m\""})...)
	checkLegend(t, res, map[string]string{
		"en": "Uptime check (Mon–Fri, 06:00–22:00; at an interval the customer chooses: every minute, every 5\u00a0minutes or every 15\u00a0minutes) and Page-speed check: at most once a minute",
	})
	// F11 and F13 on the pages.
	checkPageLines(t, buildExample(t, "link-preview"), map[string][]string{"en": {
		"- After fetching a URL, it serves the same response for about 30\u00a0minutes to every user who asks for that URL: within that time, the URL is not requested again.\n",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"This page explains who is behind the requests from civic-ingestor, how to recognise them,",
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"en": {
		"This page explains who is behind the requests from GazetteBot, how to recognise them,",
	}})
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{"en": {
		"This page describes the requests from ReadFeed Fetcher to websites",
	}})
	checkPageLines(t, buildTrial22(t), map[string][]string{"en": {
		"This page explains who is behind the requests from the PingWarden uptime monitor, how to recognise them,",
	}})
	// A consecutive event's threshold: "in a row".
	old, new := reviewBase(t), reviewBase(t)
	if !new.Errors.Reactions[1].Consecutive {
		t.Fatal("civic-ingestor's second reaction is no longer consecutive")
	}
	new.Errors.Reactions[1].Threshold = 5
	checkReviewLines(t, "threshold in a row", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/errors/reactions/1/threshold | looser | Changed for the pause after the event “a failed sync”: how many times in a row this must happen to trigger the pause. Previously: 3. Now: 5. This change makes the crawler less polite. The change needs sign-off.",
	})
}
