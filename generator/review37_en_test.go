package generator

import "testing"

// TestReview37enMessages pins the English messages that English review 37
// (/work/notes/s34/review37-en.md) changed; each case failed with the old text:
//   - F2: a window around an occasion ends "no later than 10 hours after it starts" (was "until at
//     most … after the start": "at most" goes with a quantity, not a point in time; "the start …
//     the start" said twice). English review 38 F3 made it "until at most 10 hours after it
//     starts" ("until no later than" said the deadline twice); the "start" is still said once.
//   - F3: window.except_days, which only a window of kind "only" has (validate refuses it on any
//     other), states its effect first, "the days on which the fetches limited to this window do
//     not run (the window does not open)", which cannot be read of a quiet window (was "the days
//     on which the window does not open (and …)").
//   - F4: limits.quotas[].jobs are "the kinds of fetch" the pages name everywhere (was "jobs",
//     the configuration's term).
//   - F5: "what the data republished by the operator contains" (was a stacked relative clause).
//   - F6: jobs.X.run_takes_at_most is "the maximum duration of a run": a limit, and the diff
//     sentence names the kind of fetch already.
//   - F7: jobs.X.spread is "how a run spreads its requests over its duration" ("over it" was vague).
//   - F8: operator.people[].gender: "job titles" (not honorifics), "this person’s".
//   - F9: the crawler contacts hosts and domains, not host names; a TLD's zone file lists domains.
//   - F10: ports "on" a server that accept "connections" (republished data, and what is recorded
//     under a Disallow).
//   - F11: contact.requests[].min_interval is "the slowest rate a site can ask for (the longest
//     interval between requests)": the relative clause no longer attaches to "requests".
func TestReview37enMessages(t *testing.T) {
	around := []any{"Before", plain("45 minutes"), "After", plain("10 hours")}
	aroundOcc := []any{"Before", plain("45 minutes"), "Occasions", plain("a council session"), "After", plain("10 hours")}
	checkMessages(t, localizers(t), "en", []messageCase{
		// F2
		{"cadence.around", 0, around, "from 45 minutes before the start until at most 10 hours after it"},
		{"cadence.after", 0, around, "until at most 10 hours after the start"},
		{"cadence.around_occasions", 0, aroundOcc, "from 45 minutes before the start of a council session until at most 10 hours after it starts"},
		{"cadence.after_occasions", 0, aroundOcc, "until at most 10 hours after the start of a council session"},
		// F3
		{"diff.field.window_except_days", 0, nil, "the days on which the fetches limited to this window do not run (the window does not open)"},
		{"diff.field_item.window_except_days", 0, nil, "the days on which the fetches limited to this window do not run (the window does not open)"},
		// F4
		{"diff.field.quota_jobs", 0, nil, "the kinds of fetch whose requests a quota counts together"},
		{"diff.field_item.quota_jobs", 0, nil, "the kinds of fetch whose requests a quota counts together"},
		// F5
		{"diff.field.republishes_contents", 0, nil, "what the data republished by the operator contains"},
		{"diff.field_item.republishes_contents", 0, nil, "what the data republished by the operator contains"},
		// F6
		{"diff.field.job_run_takes_at_most", 0, nil, "the maximum duration of a run"},
		{"diff.field_item.job_run_takes_at_most", 0, nil, "the maximum duration of a run"},
		// F7
		{"diff.field.job_spread", 0, nil, "how a run spreads its requests over its duration"},
		{"diff.field_item.job_spread", 0, nil, "how a run spreads its requests over its duration"},
		// F8
		{"diff.field.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"diff.field_item.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		// F9
		{"target_source.certificate-transparency", 0, nil, "the hosts named in Certificate Transparency logs"},
		{"target_source.dns-zone-files", 0, nil, "the domains listed in the zone files of top-level domains"},
		// F10
		{"republished_content.open-ports", 0, nil, "the ports on each server that accept connections"},
		{"robots.recorded.open-ports", 0, nil, "which ports on the server accept connections"},
		// F11
		{"diff.field.contact_request_min_interval", 0, nil, "the longest interval a site can ask for between requests"},
		{"diff.field_item.contact_request_min_interval", 0, nil, "the longest interval a site can ask for between requests"},
	})
}

// TestReview37enPages pins English review 37's fixes as civic-ingestor's page prints them; each
// line was missing before:
//   - F1: a retry schedule with a repeating interval joins its waits with "and" and says "and then"
//     once, before the interval (was "24 hours and then 3 days, and every 7 days thereafter");
//     format.retry_delays_then_list = "and". Other lists of waits keep list.then ("1 second and
//     then 2 seconds").
//   - F2: "… 10 hours after it starts" (was "… after the start"; "until at most" since English
//     review 38 F3).
func TestReview37enPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"A failed fetch is retried after waits of at least 15\u00a0minutes, 1\u00a0hour, 6\u00a0hours, 24\u00a0hours and 3\u00a0days, and then every 7\u00a0days. |",
		"| From 45\u00a0minutes before the start of a council session that is broadcast live until at most 10\u00a0hours after it starts: every minute (to see whether the session is on air) |",
		"after waits of at least 1\u00a0second and then 2\u00a0seconds.",
	}})
}
