package generator

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestReview39enMessages pins the English messages that English review 39
// (/work/notes/s35/review39-en.md) changed; each case failed with the old text:
//   - F1, F11: the promise never to pose as a browser, where a User-Agent begins with a browser's
//     string (was "in its User-Agent, the browser's own string …", a browser not yet named); of
//     all the crawlers of a page, each User-Agent is followed by that crawler's own product token,
//     one of those listed (was "It … its User-Agent … followed by A, B or C").
//   - F3: "the allowlist", as "the blocklist" beside it (was "the operator's allowlist"). The
//     policy states no effect of the allowlist, so none is said (see the report).
//   - F4: robots_txt.fallback = "disallow-all" lasts for as long as robots.txt cannot be read
//     (polite: DisallowedError while the copy is unreachable, until a retry reads it).
//   - F5: "recheck", "rechecks", "rechecked" (was "re-check").
//   - F6: operator.people[].gender: "the grammatical gender of this person's job titles, in
//     languages that have masculine and feminine forms" (reverses round 38's F7).
//   - F7: limits.page_load_timeout: "If loading a page and the resources it embeds takes …".
//   - F8: jobs.X.site_interval: "the minimum interval" (was "the least time").
//   - F9: legal.retention[].after: "the period after which the retention period begins".
//   - F10: a pause until one of several windows "next opens"; the diff state says it as the
//     "one" form does.
//   - F12: jobs.X.spread: "over its whole duration"; "requests to any one network".
//   - F13: cookies kept per run: "it does not keep cookies from one run to the next".
//   - F14: an unattended agent runs "in response to the events listed in the schedule".
//   - F15: contact.portal is "an online portal", as request_via.portal names it; added or
//     removed, "there" (was "a sign-in area …", then "through this area").
//   - F16: the policy no longer marked as an example "may fetch from your site".
//
// F2 is the feed-reader example's own prose (TestReview5Meaning pins it).
func TestReview39enMessages(t *testing.T) {
	tokens := []any{"Tokens", plain("T")}
	none := plain("")
	ls := localizers(t)
	checkMessages(t, ls, "en", []messageCase{
		// F1, F11
		{"promise_in_context.no-browser-impersonation_after_browser", 0, tokens, "The crawler never poses as a person’s browser: where its User-Agent begins with a browser’s User-Agent string, that string is always followed by T."},
		{"promise_agent_in_context.no-browser-impersonation_after_browser", 0, tokens, "It never poses as a person’s browser: where its User-Agent begins with a browser’s User-Agent string, that string is always followed by T."},
		{"promise_all_in_context.no-browser-impersonation_after_browser", 0, []any{"Tokens", plain("A, B or C")}, "None of these crawlers poses as a person’s browser: where a User-Agent begins with a browser’s User-Agent string, that string is always followed by the crawler’s own product token (A, B or C)."},
		// F3
		{"request.allowlist", 0, nil, "your site to be added to the allowlist"},
		// F4
		{"fallback.disallow-all", 0, nil, "If there is no earlier copy, everything is treated as disallowed for as long as robots.txt cannot be read: URLs that fall due in the meantime are skipped, not fetched later."},
		{"fallback.defer", 0, nil, "If there is no earlier copy, fetching from the site is postponed until robots.txt can be read; the postponed URLs are fetched then."},
		// F5
		{"cap.max.re-checks", 1, []any{"Per", none}, "at most one recheck"},
		{"cap.max.re-checks", 2, []any{"Per", none}, "at most 2\u00a0rechecks"},
		{"cap.range.re-checks", 4, []any{"Min", plain("2"), "Per", none}, "2 to 4\u00a0rechecks"},
		{"cap.exact.re-checks", 1, []any{"Per", none}, "one recheck"},
		{"cap.exact.re-checks", 3, []any{"Per", none}, "3\u00a0rechecks"},
		{"unit_name.re-checks", 0, nil, "rechecks"},
		{"request.re-check", 0, nil, "an immediate recheck of your site"},
		{"request.re-check_jobs", 1, []any{"Jobs", plain("“R”")}, "an immediate recheck of your site (the “R” fetch in the schedule)"},
		{"diff.field.follow_up", 0, nil, "the rechecks of a resource found to be new or changed"},
		{"diff.field_item.follow_up_when", 0, nil, "what starts the rechecks of a resource"},
		{"diff.field.follow_up_after", 0, nil, "the wait before a resource is rechecked"},
		{"diff.field_item.follow_up_max", 0, nil, "how many times a resource is rechecked"},
		// F6
		{"diff.field.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"diff.field_item.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		// F7
		{"limits.page_load_timeout", 0, []any{"T", dur(time.Minute, "")}, "If loading a page and the resources it embeds takes longer than 1\u00a0minute in total, the crawler abandons the page."},
		{"diff.field.page_load_timeout", 0, nil, "the time limit for loading a whole page, including the resources it embeds"},
		{"diff.field_item.page_load_timeout", 0, nil, "the time limit for loading a whole page, including the resources it embeds"},
		// F8
		{"diff.field.job_site_interval", 0, nil, "the minimum interval between two runs on the same site"},
		{"diff.field_item.job_site_interval", 0, nil, "the minimum interval between two runs on the same site"},
		// F9
		{"diff.field.retention_after", 0, nil, "the period after which the retention period begins"},
		{"diff.field_item.retention_after", 0, nil, "the period after which the retention period begins"},
		// F10
		{"reaction.pause_until_window", 2, []any{"Windows", plain("“A” and “B”")}, "until one of the time windows “A” and “B” next opens"},
		{"reaction.pause_until_window", 1, []any{"Windows", plain("“A”")}, "until the time window “A” next opens"},
		{"diff.state.reaction_pause_until.yes", 0, nil, "the pause now lasts until the time window in which the fetches run opens again"},
		// F12
		{"job.spread.even", 0, nil, "Each run spreads its requests evenly over its whole duration."},
		{"job.spread.random-order", 0, nil, "Each run sends its requests in random order over its whole duration, so that requests to any one network arrive spread out rather than in a burst."},
		// F13
		{"http.cookies.kept-per-run", 0, nil, "It stores the cookies a site sets and sends them back on later requests to that site in the same run; it does not keep cookies from one run to the next."},
		// F14
		{"agent.trigger_unattended_events", 0, nil, "It runs unattended, on its own schedule and in response to the events listed in the schedule."},
		{"agent.trigger_unattended_events_only", 0, nil, "It runs unattended, in response to the events listed in the schedule."},
		// F15
		{"diff.field.contact_portal", 0, nil, "an online portal where webmasters can sign in and send requests to the operator"},
		{"diff.field_item.contact_portal", 0, nil, "an online portal where webmasters can sign in and send requests to the operator"},
		{"diff.field.contact_portal_kind", 0, nil, "the kind of online portal where webmasters can sign in and send requests to the operator"},
		{"diff.class.contact_portal_added", 0, nil, "Webmasters can now also send requests there."},
		{"diff.class.contact_portal_removed", 0, nil, "Webmasters can no longer send requests there."},
		{"request_via.portal", 0, nil, "through the operator’s online portal"},
		// F16
		{"diff.state.example.no", 0, nil, "the policy is no longer marked as a fictional example; it now describes a real crawler, and webmasters should expect its requests to reach their sites"},
	})
}

// TestReview39enChecks answers the review's three "checks I could not make":
//   - limits.quotas[].jobs names two jobs or more: validate refuses one job (policy
//     TestQuotaJobs, "names one job") and a job named twice, so "together" always holds;
//   - a blocklist's covers are plural nouns ("them"): every value of contact.requests[].covers
//     is, and a new value fails here until its nouns are checked;
//   - a span around several occasions joins them with "or": it is counted from the start of
//     each (was "and", which with "after it starts" read as one occasion made of several).
func TestReview39enChecks(t *testing.T) {
	if got, want := policy.RequestCover("").Values(), []string{"ip-ranges", "host-names"}; !slices.Equal(got, want) {
		t.Errorf("request covers = %q, want %q: a new value needs a plural noun in request.cover (every language)", got, want)
	}
	checkMessages(t, localizers(t), "en", []messageCase{
		{"request.blocklist_covers_permanent", 0, []any{"Covers", plain("IP address ranges (in CIDR notation) and host names")}, "your IP address ranges (in CIDR notation) and host names to be added to the blocklist, so that no request is sent to them until you ask for them to be taken off the list"},
	})
	res := buildExampleEdited(t, "civic-ingestor",
		[2]string{"[occasions.live-session]\n", "[occasions.live-committee]\n" +
			`label = { en = "a committee meeting that is broadcast live", de = "bei Ausschusssitzungen mit Liveübertragung", fr = "pour chaque réunion de commission retransmise en direct", pl = "przy posiedzeniu komisji z transmisją na żywo" }` +
			"\n\n[occasions.live-session]\n"},
		[2]string{"occasions = [\"live-session\"]\nfrom_before", "occasions = [\"live-session\", \"live-committee\"]\nfrom_before"})
	want := "From 45\u00a0minutes before the start of a council session that is broadcast live or a committee meeting that is broadcast live until at most 10\u00a0hours after it starts: every minute"
	if page := string(res.Files["en/index.md"]); !strings.Contains(page, want) {
		t.Errorf("en/index.md lacks %q", want)
	}
}

// TestReview40AllCrawlersOwnToken (native reviews 40: en F2, fr F1; the same fault in de and pl):
// on a page of several crawlers, the commitment not to pose as a browser says that each
// User-Agent names that crawler's own product token, not every token of the page; and the
// removal of the "example" mark says what it means for a site (en F8). French contact topic
// groups end with « et » (fr F2). Failed before: the plural forms named {{.Tokens}} as if every
// User-Agent held all of them.
func TestReview40AllCrawlersOwnToken(t *testing.T) {
	ls := localizers(t)
	tokens := []any{"Tokens", plain("A, B or C")}
	checkMessages(t, ls, "en", []messageCase{
		{"promise_all_in_context.no-browser-impersonation_mozilla", 0, tokens, "They never pose as a browser: the “Mozilla” at the start of their User-Agents is only a convention, and each User-Agent always names the crawler’s own product token (A, B or C)."},
		{"diff.state.example.no", 0, nil, "the policy is no longer marked as a fictional example; it now describes a real crawler, and webmasters should expect its requests to reach their sites"},
	})
	checkMessages(t, ls, "de", []messageCase{
		{"promise_all_in_context.no-browser-impersonation_after_browser", 0, tokens, "Die Crawler geben sich nie als von einem Menschen bedienter Browser aus: Im User-Agent jedes Crawlers folgt auf die Browserangaben stets sein eigenes Produkt-Token (A, B or C)."},
		{"promise_all_in_context.no-browser-impersonation_mozilla", 0, tokens, "Die Crawler geben sich nie als Browser aus: Das „Mozilla“ am Anfang des User-Agents folgt nur einer Konvention; der User-Agent jedes Crawlers nennt stets dessen eigenes Produkt-Token (A, B or C)."},
	})
	checkMessages(t, ls, "fr", []messageCase{
		{"promise_all_in_context.no-browser-impersonation_after_browser", 0, tokens, "Ils ne se font jamais passer pour le navigateur d’un internaute\u202f: après la partie qui désigne un navigateur, le User-Agent de chacun d’eux nomme toujours son propre jeton de produit (A, B or C)."},
		{"promise_all_in_context.no-browser-impersonation_mozilla", 0, tokens, "Ils ne se font jamais passer pour un navigateur\u202f: le «\u202fMozilla\u202f» placé au début d’un User-Agent n’est qu’une convention, et le User-Agent de chacun d’eux nomme toujours son propre jeton de produit (A, B or C)."},
		{"list.topic_groups", 0, []any{"A", plain("A"), "B", plain("B")}, "A et B"},
	})
	checkMessages(t, ls, "pl", []messageCase{
		{"promise_all_in_context.no-browser-impersonation_mozilla", 0, tokens, "Roboty nigdy nie podszywają się pod przeglądarkę: słowo „Mozilla” na początku nagłówka User-Agent to jedynie przyjęta konwencja, a nagłówek każdego z nich zawsze zawiera nazwę danego robota (A, B or C)."},
	})
}
