package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestEnglishReview31Wording (English review 31, /work/notes/s29/review31-en.md), each case failed
// before with the old text:
//   - F1: a clarified occasion "refer[s] to whole days (“On …”)", not "apply all day", which read
//     as if a rule of 07:00–22:00 ran around the clock.
//   - F2: the items of a snippet and of an address named so that "Added" and "Removed" both read
//     true: "a Disallow line", "a User-agent line", "a crawler listed for it" (was "a path that
//     the snippet disallows", in the present tense after "Removed").
//   - F15: "a crawler listed for these reverse DNS names" (was "whose addresses have these host
//     names"; kept neutral as to time, as F2 asks of its neighbours).
//   - F3: Crawl-delay up to the normal interval "(its normal interval) only raises that minimum
//     …, but the normal rate stays the same. A longer value also slows …".
//   - F4: a "site" of the limits in two sentences.
//   - F7: a shared cached response: "For about 30 minutes, it serves the same response to every
//     user who asks for that URL".
//   - F13: "the User-Agent may change too" (was "it", the address or the User-Agent).
//   - F14: what webmasters can ask for is not called a request: "Changed for the request “…”",
//     "something that webmasters can ask for", "a way to ask", "another way to ask for this".
//   - F16: "a robots.txt group that names it" (was "a group there").
//   - F17 (typography): a byte budget in a table cell is a fragment without a full stop.
//   - F5: civic-ingestor's occasion "a council session that is broadcast live" (was "a council
//     session broadcast live", read as a compound noun and a stray "live").
//   - F6: an unpublished pause in the table of pauses is "Not published" (was "For a period that
//     is not published"); the review's sentences keep "for a period that is not published".
//   - F9: web-archive's later passes "collect the rest of the larger domains, in batches of
//     domains of similar size"; F11: gazette-bot "links to the original page".
//   - F10: a crawler with other User-Agent strings: "one of this crawler’s User-Agent strings
//     given above" (was "this crawler’s User-Agent as given above", of two).
//   - F12: a changed threshold names the event without its count: "Changed for the pause after
//     “… in one sync run”: how many times this must happen to trigger the pause. Previously: 5.
//     Now: 10." (was the event with the new count, "…, 10 times in one sync run").
func TestEnglishReview31Wording(t *testing.T) {
	for _, tc := range []struct{ finding, reviewCase, want string }{
		{"F2", "snippet blocks a path less", "/snippets/no-pdf/paths/0 | looser | Removed in the snippet “Block civic-ingestor from PDF files”: the line “Disallow: /*.pdf$”. The snippet now blocks less than before. Copies already in robots.txt files are not updated automatically: to apply the change, webmasters must replace them with the new snippet. The change needs sign-off."},
		{"F2", "snippet blocks another path", "/snippets/no-pdf/paths/1 | stricter | Added in the snippet “Block civic-ingestor from PDF files”: the line “Disallow: /tmp/”. The snippet now blocks more than before. Copies already in robots.txt files are not updated automatically: to apply the change, webmasters must replace them with the new snippet."},
		{"F13", "published elsewhere", "/site/base_url | identity | Changed: the URL at which the policy is published. Previously: “https://civic.example/crawler/”. Now: “https://crawler.civic.example/”. Scripts that fetch ips.json to verify the crawler may need the new URL. If the crawler’s User-Agent contains the URL of the policy page, the User-Agent may change too, so filters that match the whole User-Agent may need updating."},
		{"F14", "slowest rate one may ask for", "/contact/requests/0/min_interval | contact | Changed for the request “a slower rate”: the longest interval a site can ask for between requests. Previously: 30\u00a0seconds. Now: 1\u00a0minute. Webmasters can now ask for a slower rate than before."},
		{"F14", "customer dashboard for a request", "/contact/requests/0/via/0 | contact | Added for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they could already ask for this by e-mail; this channel is now stated explicitly."},
		{"F14", "customer dashboard for a request", "/contact/requests/0/via/1 | contact | Added for the request “a slower rate”: a way to send it (“through the customer dashboard”). Webmasters now have another way to ask for this."},
	} {
		checkReviewLines(t, tc.finding+" "+tc.reviewCase, reviewCaseSentences(t, "en", tc.reviewCase), []string{tc.want})
	}
	checkMessages(t, localizers(t), "en", []messageCase{
		{"diff.occasion_kind.day", 0, []any{"Label", plain("a session day or the day before")}, "Clarified in the schedule that “a session day or the day before” means whole days (now written “On …”), not only the hours during which the event takes place (“During …”)."},
		{"diff.occasion_kind.event", 0, []any{"Label", plain("a council session")}, "Clarified in the schedule that “a council session” means only the hours during which the event takes place (now written “During …”), not whole days (“On …”)."},
		{"diff.field_item.snippet_path", 0, nil, "the line"}, // English review 34, F10: "the line “Disallow: /tmp/”"
		{"diff.field.snippet_path", 0, nil, "a Disallow line"},
		{"diff.field_item.snippet_agent", 0, nil, "a User-agent line"},
		{"diff.field.snippet_agent", 0, nil, "a User-agent line"},
		{"diff.field_item.address_agent", 0, nil, "a crawler listed for it"},
		{"diff.field.address_agent", 0, nil, "a crawler listed for it"},
		{"diff.field_item.host_name_agent", 0, nil, "a crawler listed for these reverse DNS names"},
		{"diff.field.host_name_agent", 0, nil, "a crawler listed for these reverse DNS names"},
		{"diff.field.host_name_agents", 0, nil, "the crawlers whose IP addresses have a reverse DNS name of this form"},
		{"opt_out.crawl_delay.longer_than_normal", 0, []any{"Min", plain("2\u00a0seconds"), "Normal", plain("3\u00a0seconds")}, "Only a value longer than the crawler’s minimum interval of 2\u00a0seconds has any effect. A value of up to 3\u00a0seconds (its normal interval) only raises that minimum: requests never come closer together than the value, but the normal rate stays the same. A longer value also slows the crawler down below its normal rate."},
		{"limits.key_note.site", 0, nil, "In the limits below, a “site” is whatever the crawler treats as one website. This may be a single host name, so two host names of the same website (for example, one for its pages and one for its images) may count as two separate sites."},
		{"on_demand.cache_shared_about", 0, []any{"T", plain("30\u00a0minutes")}, "After fetching a URL, it serves the same response for about 30\u00a0minutes to every user who asks for that URL: within that time, the URL is not requested again."},
		{"on_demand.cache_shared", 0, []any{"T", plain("30\u00a0minutes")}, "After fetching a URL, it serves the same response for 30\u00a0minutes to every user who asks for that URL: within that time, the URL is not requested again."},
		{"diff.field_item.contact_request", 0, nil, "something that webmasters can ask for"},
		{"diff.field_item.faster_request", 0, nil, "something that webmasters can ask for"},
		{"diff.field.contact_request", 0, nil, "something that webmasters can ask for"},
		{"diff.field.faster_request", 0, nil, "something that webmasters can ask for"},
		{"diff.field.contact_request_who", 0, nil, "who can ask for it"},
		{"diff.class.contact_request_via_removed", 0, nil, "Webmasters can no longer ask for this in this way."},
		{"diff.class.identity_agent_added_not_read", 0, nil, "Allowlists and filters written for the other crawlers do not cover this one: sites that block or allow them may need to add its User-Agent. It does not obey robots.txt, so a robots.txt group that names it has no effect."},
		{"job.budget", 0, []any{"Size", plain("50\u00a0MB"), "Key", plain(" per registrable domain")}, "At most 50\u00a0MB downloaded per registrable domain"},
		{"job.budget_unpublished", 0, []any{"Key", plain(" per registrable domain")}, "At most a set amount of data downloaded per registrable domain (the operator does not publish the amount)"},
		{"job.budget_first_pass_unpublished", 0, []any{"Key", plain(" per registrable domain")}, "In the first pass, at most a set amount of data downloaded per registrable domain (the operator does not publish the amount)"},
	})
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{"en": {
		"| In the first pass, at most 50\u00a0MB downloaded per registrable domain |",
		// F9
		"In later passes of a broad crawl, the crawler collects the rest of the larger domains, in batches of domains of similar size.",
	}})
	// F12: the event without the count that the change states.
	checkReviewLines(t, "F12 threshold higher", reviewCaseSentences(t, "en", "threshold higher"), []string{
		"/errors/reactions/0/threshold | looser | Changed for the pause after the event “a failed request or HTTP 429 (Too Many Requests) in one sync run”: how many times this must happen to trigger the pause. Previously: 5. Now: 10. This change makes the crawler less polite. The change needs sign-off.",
	})
	checkMessages(t, localizers(t), "en", []messageCase{
		{"diff.field.reaction_threshold_in_a_row", 0, nil, "how many times in a row this must happen to trigger the pause"},
	})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		// F10: the page gives two User-Agent strings.
		"- For “Documents”, they usually still send one of this crawler’s User-Agent strings given above.\n",
		// F6
		"| A sync that cannot reach the system, 3\u00a0times in a row | Not published |",
		// F5
		"| During a council session that is broadcast live: every 10\u00a0seconds by default",
		"From 45\u00a0minutes before the start of a council session that is broadcast live until",
	}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"en": {
		"| HTTP 429 (Too Many Requests) | Not published | The server |",
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"en": {
		// F11
		"each article names its source and links to the original page.",
	}})
}

// TestCaseOnlyWording: a text that states something (a cap's "what") changed in letter case alone
// says in every language that only the wording changes, not that the meaning may have changed
// (German review 31, F14; French review 31, closing remark; English review 31: link-preview
// "Alle übrigen Abrufe …" to "alle übrigen Abrufe …"). Failed before: each was
// diff.class.wording_text.
func TestCaseOnlyWording(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("../examples/civic-ingestor/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const what = `what = { en = "catching up on missing files", de = "nachgeholte fehlende Dateien", fr = "fichiers manquants rattrapés", pl = "uzupełnianie brakujących plików" }`
	for _, tc := range []struct{ lang, from, to, want string }{
		{"en", `"catching`, `"Catching`, "/jobs/documents/caps/0/what/en | wording | Changed in “Documents”: the description of what the quota counts (in English). Previously: “catching up on missing files”. Now: “Catching up on missing files”. Only the wording changes."},
		{"de", `"nachgeholte`, `"Nachgeholte`, "/jobs/documents/caps/0/what/de | wording | Geändert bei der Abrufart „Dokumente“ (deutsche Fassung): die Angabe, worauf sich die Obergrenze bezieht – bisher „nachgeholte fehlende Dateien“, neu „Nachgeholte fehlende Dateien“. Nur der Wortlaut ändert sich."},
		{"fr", `"fichiers`, `"Fichiers`, "/jobs/documents/caps/0/what/fr | wording | Nouvelle formulation, en français, de ce que compte le plafond dans la tâche «\u202fDocuments\u202f» (jusqu’à présent\u202f: «\u202ffichiers manquants rattrapés\u202f»\u202f; désormais\u202f: «\u202fFichiers manquants rattrapés\u202f»). Seule la formulation change."},
		{"pl", `"uzupełnianie`, `"Uzupełnianie`, "/jobs/documents/caps/0/what/pl | wording | Zmiana dla zadania „Dokumenty”: opis tego, co wlicza się do limitu (wersja polska) – dotychczas: „uzupełnianie brakujących plików”; odtąd: „Uzupełnianie brakujących plików”. Zmiana wyłącznie redakcyjna."},
	} {
		if !strings.Contains(string(src), what) {
			t.Fatal("the cap's what is not in the policy")
		}
		newSrc := strings.Replace(string(src), what, strings.Replace(what, tc.from, tc.to, 1), 1)
		old, err := policy.Parse(src, "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		new, err := policy.Parse([]byte(newSrc), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		checkReviewLines(t, "case only, "+tc.lang, reviewSentencesOf(t, msgs, old, new, tc.lang), []string{tc.want})
	}
}
