package policy

import "testing"

// TestEveryProblemAtOnce: a value that does not load (a time zone, a date, a duration, a
// language, a span of hours or days that is misspelt) hides no problem of another key, not even
// one of the same table (new-user trial, model26 F-01: site.time_zone = "Europe/Berlni" hid
// site.default_language not among site.languages until the zone was fixed), and neither does a
// date that TOML's syntax allows but the calendar does not have.
func TestEveryProblemAtOnce(t *testing.T) {
	// The trial's other two problems, beside each value that does not load.
	others := []edit{
		replace(`base_url = "https://crawler.example/"`, `base_url = "crawler.example"`),
		replace(`default_language = "en"`, `default_language = "es"`),
	}
	with := func(e ...edit) []edit { return append(append([]edit{}, others...), e...) }
	baseURL := `policy.toml:8:1: site.base_url: "crawler.example" is not an absolute URL (want e.g. https://crawler.example/)`
	defaultLanguage := `policy.toml:10:1: site.default_language: "es" is not one of site.languages (en, de)`
	runBadPolicies(t, []badPolicy{{
		name:  "time zone misspelt",
		edits: with(replace(`time_zone = "Europe/Berlin"`, `time_zone = "Europe/Berlni"`)),
		want: []string{
			baseURL,
			defaultLanguage,
			`policy.toml:11:1: site.time_zone: "Europe/Berlni" is not an IANA time zone (want e.g. Europe/Berlin, Europe/Paris, Europe/Warsaw)`,
		},
	}, {
		name:  "date out of the calendar",
		edits: with(replace(`last_changed = 2026-11-29`, `last_changed = 2026-11-31`)),
		want: []string{
			baseURL,
			defaultLanguage,
			`policy.toml:12:16: site.last_changed: syntax error: "2026-11-31" is not a date: November 2026 has 30 days`,
		},
	}, {
		name:  "date string",
		edits: with(replace(`last_changed = 2026-11-29`, `last_changed = "29.11.2026"`)),
		want: []string{
			baseURL,
			defaultLanguage,
			`policy.toml:12:1: site.last_changed: "29.11.2026" is not a date (want YYYY-MM-DD, e.g. 2026-11-29)`,
		},
	}, {
		name:  "duration misspelt",
		edits: with(replace("min_interval = \"1s\"\ninterval_key", "min_interval = \"1 sec\"\ninterval_key")),
		want: []string{
			baseURL,
			defaultLanguage,
			`policy.toml:38:1: limits.min_interval: "1 sec" is not a duration (want e.g. 90s, 15m, 24h or 7d)`,
		},
	}, {
		name:  "duration beside a rule of its table",
		edits: with(replace("min_interval = \"1s\"\ninterval_key = \"hostname\"", "min_interval = \"1 sec\"\ninterval_key = \"hostname\"\nconcurrency = 2")),
		want: []string{
			baseURL,
			defaultLanguage,
			`policy.toml:37:2: limits.concurrency_key: missing (concurrency needs what it is counted per, e.g. "server" or "sync")`,
			`policy.toml:38:1: limits.min_interval: "1 sec" is not a duration (want e.g. 90s, 15m, 24h or 7d)`,
		},
	}, {
		name:  "language not a tag",
		edits: with(replace(`languages = ["en", "de"]`, `languages = ["en", "de", 7]`)),
		want: []string{
			baseURL,
			// default_language is judged against the languages, which do not load.
			`policy.toml:9:26: site.languages[2]: is an integer (7), want a string in quotes ("7")`,
		},
	}, {
		name:  "language without messages",
		edits: with(replace(`languages = ["en", "de"]`, `languages = ["en", "de", "xx"]`)),
		want: []string{
			`policy.toml:7:1: site.title: missing the "xx" text (every text needs all the site's languages: en, de, xx)`,
			baseURL,
			`policy.toml:10:1: site.default_language: "es" is not one of site.languages (en, de, xx)`,
			`policy.toml:28:1: agents.bot.purpose: missing the "xx" text (every text needs all the site's languages: en, de, xx)`,
			`policy.toml:47:1: targets.portals.label: missing the "xx" text (every text needs all the site's languages: en, de, xx)`,
			`policy.toml:54:1: occasions.sessions.label: missing the "xx" text (every text needs all the site's languages: en, de, xx)`,
			`policy.toml:58:1: windows.night.label: missing the "xx" text (every text needs all the site's languages: en, de, xx)`,
			`policy.toml:63:1: jobs.sync.label: missing the "xx" text (every text needs all the site's languages: en, de, xx)`,
			`policy.toml:106:1: snippets.all.label: missing the "xx" text (every text needs all the site's languages: en, de, xx)`,
		},
	}, {
		name:  "hours misspelt",
		edits: with(replace(`hours = ["22:00-06:00"]`, `hours = ["22:00-06:60"]`)),
		want: []string{
			baseURL,
			defaultLanguage,
			`policy.toml:59:10: windows.night.hours[0]: "22:00-06:60" is not a time range: "06:60" is not a time of day (want HH:MM on a 24-hour clock, e.g. 07:00)`,
		},
	}, {
		name:  "days misspelt",
		edits: with(replace(`days = "mon-fri"`, `days = "mon-fry"`)),
		want: []string{
			baseURL,
			defaultLanguage,
			`policy.toml:69:1: jobs.sync.cadence[0].days: "mon-fry" is not a set of weekdays (want day names mon, tue, wed, thu, fri, sat, sun and ranges, e.g. "mon-fri" or "sat,sun")`,
		},
	}, {
		name:  "zone and date together",
		edits: with(replace(`time_zone = "Europe/Berlin"`, `time_zone = "Europe/Berlni"`), replace(`last_changed = 2026-11-29`, `last_changed = 2026-02-30`)),
		want: []string{
			baseURL,
			defaultLanguage,
			`policy.toml:11:1: site.time_zone: "Europe/Berlni" is not an IANA time zone (want e.g. Europe/Berlin, Europe/Paris, Europe/Warsaw)`,
			`policy.toml:12:16: site.last_changed: syntax error: "2026-02-30" is not a date: February 2026 has 28 days`,
		},
	}})
}
