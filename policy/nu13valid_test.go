package policy

import (
	"strings"
	"testing"
)

// Tests of validation after new-user trial 13 (task valid14): each case is an edit of the base
// policy (testdata/policy.toml) and the exact problems `sitegen validate` prints for it.

// quiet is a window of kind "quiet" appended to the base policy, for every site.
func quiet(extra string) edit {
	return appendText("\n[windows.closed]\nkind = \"quiet\"\nlabel = { en = \"Closed\", de = \"Geschlossen\" }\n" + extra)
}

// nu13Rules are contradictions the validator refuses.
var nu13Rules = []badPolicy{
	// Finding 1: a schedule rule whose every run lies within quiet hours never runs, while the
	// page states both.
	{
		name:  "nu13/hours of a rule within a quiet window, minute-exact",
		edits: []edit{quiet("hours = [\"07:00-19:00\"]\n")},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].hours: 07:00-19:00 on mon-fri lies within windows.closed, of kind "quiet", when no requests are sent: the rule would never run, though the page would state its runs (want hours outside it, or this rule removed)`,
		},
	},
	{
		name: "nu13/at within a quiet window on the rule's day",
		edits: []edit{
			replace("days = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "days = \"tue\"\nat = \"07:15\"\n"),
			quiet("days = \"mon-fri\"\nhours = [\"06:30-09:00\"]\n"),
		},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].at: 07:15 on tue lies within windows.closed, of kind "quiet", when no requests are sent: the rule would never run, though the page would state its runs (want a time outside it, or this rule removed)`,
		},
	},
	{
		name: "nu13/overnight rule within an overnight quiet window and a morning one",
		edits: []edit{
			replace("days = \"mon-fri\"\nhours = \"07:00-19:00\"\n", "days = \"fri\"\nhours = \"23:00-02:00\"\novernight = true\n"),
			quiet("days = \"fri\"\nhours = [\"22:00-24:00\"]\n"),
			appendText("\n[windows.sat]\nkind = \"quiet\"\nlabel = { en = \"Saturday\", de = \"Samstag\" }\ndays = \"sat\"\nhours = [\"00:00-03:00\"]\ntargets = [\"portals\"]\n"),
		},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].hours: 23:00-02:00 on fri lies within windows.closed and windows.sat, of kind "quiet", when no requests are sent: the rule would never run, though the page would state its runs (want hours outside it, or this rule removed)`,
		},
	},
	{
		name: "nu13/days alone within a quiet window for the job's sites",
		edits: []edit{
			replace("days = \"mon-fri\"\nhours = \"07:00-19:00\"\n", "days = \"sat-sun\"\n"),
			quiet("days = \"sat-sun\"\nhours = [\"00:00-24:00\"]\ntargets = [\"portals\"]\n"),
		},
		want: []string{
			`policy.toml:69:1: jobs.sync.cadence[0].days: sat-sun (all day) lies within windows.closed, of kind "quiet", when no requests are sent: the rule would never run, though the page would state its runs (want days or hours outside it, or this rule removed)`,
		},
	},
	// Finding 2: unreachable and fallback answer the same question; "allow-all" beside a fallback
	// answers it both ways, and polite follows fallback.
	{
		name:  "nu13/unreachable allow-all beside fallback disallow-all",
		edits: []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"ignored\"\nunreachable = \"allow-all\"\nfallback = \"disallow-all\"\n")},
		want: []string{
			`policy.toml:83:1: robots_txt.fallback: "disallow-all" beside robots_txt.unreachable = "allow-all": both say what an unreachable robots.txt (HTTP 5xx or a network error) means while no copy is in force, with opposite answers; the crawler follows fallback, so "allow-all" would never hold, though the page would state it (want unreachable = "disallow-all", or fallback removed)`,
		},
	},
	{
		name:  "nu13/unreachable allow-all beside fallback defer, with keep_last_good",
		edits: []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"ignored\"\nunreachable = \"allow-all\"\nkeep_last_good = true\nfallback = \"defer\"\n")},
		want: []string{
			`policy.toml:84:1: robots_txt.fallback: "defer" beside robots_txt.unreachable = "allow-all": both say what an unreachable robots.txt (HTTP 5xx or a network error) means while no copy is in force, with opposite answers; the crawler follows fallback, so "allow-all" would never hold, though the page would state it (want unreachable = "disallow-all", or fallback removed)`,
		},
	},
	{
		name: "nu13/an agent's unreachable allow-all beside the general fallback",
		edits: []edit{
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"ignored\"\nfallback = \"defer\"\n"),
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nrobots_txt_handling = { unreachable = \"allow-all\" }\n"),
		},
		want: []string{
			`policy.toml:33:25: agents.bot.robots_txt_handling.unreachable: "allow-all" beside robots_txt.fallback = "defer": both say what an unreachable robots.txt (HTTP 5xx or a network error) means while no copy is in force, with opposite answers; the crawler follows fallback, so "allow-all" would never hold, though the page would state it (want unreachable = "disallow-all", or fallback removed)`,
		},
	},
	// Finding 6: a timeout has a floor, as min_interval has.
	{
		name: "nu13/timeouts below 1ms",
		edits: []edit{
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nresponse_timeout = \"1ns\"\n"),
			replace("concurrency = 1\n", "concurrency = 1\nconnect_timeout = \"0.5ms\"\n"),
			replace("target = \"portals\"\n", "target = \"portals\"\ntimeout = \"999us\"\n"),
		},
		want: []string{
			`policy.toml:40:1: limits.response_timeout: 1ns is below 1ms (a crawler cannot keep to it; write e.g. "10s")`,
			`policy.toml:52:1: targets.portals.limits.connect_timeout: 0.5ms is below 1ms (a crawler cannot keep to it; write e.g. "10s")`,
			`policy.toml:68:1: jobs.sync.timeout: 999us is below 1ms (a crawler cannot keep to it; write e.g. "10s")`,
		},
	},
	// Finding 5: every problem in one run. An invisible character in operator.name does not hide a
	// label's number ("a digit within a name" in its advice named no key).
	{
		name: "nu13/invisible character beside a label's number",
		edits: []edit{
			replace(`name = "Example GmbH"`, `name = "Example\u200bGmbH"`),
			replace(`label = { en = "Night", de = "Nacht" }`, `label = { en = "Night until 6am", de = "Nacht" }`),
		},
		want: []string{
			`policy.toml:16:1: operator.name: "Example\u200bGmbH" holds U+200B ZERO WIDTH SPACE at character 8: an invisible character, which a copy or a search of the value carries or misses (want "ExampleGmbH")`,
			`policy.toml:58:11: windows.night.label.en: "Night until 6am" states the quantity "6am", a number with its unit, which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states, and leave it out of the label; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)`,
		},
	},
}

func TestNu13Rules(t *testing.T) { runBadPolicies(t, nu13Rules) }

// nu13Valid are policies near those rules that stay valid, with the warnings they give.
var nu13Valid = []badPolicy{
	{
		name:  "nu13/one free minute at the end of the rule's hours",
		edits: []edit{quiet("hours = [\"07:00-18:59\"]\n")},
	},
	{
		name:  "nu13/one free minute at the start of the rule's hours",
		edits: []edit{quiet("hours = [\"07:01-19:00\"]\n")},
	},
	{
		name:  "nu13/rule within a quiet window on some of its days",
		edits: []edit{quiet("days = \"mon-thu\"\nhours = [\"07:00-19:00\"]\n")},
	},
	{
		name:  "nu13/rule within a quiet window for other sites",
		edits: []edit{replace("target = \"portals\"\n", ""), quiet("hours = [\"07:00-19:00\"]\ntargets = [\"portals\"]\n")},
	},
	{
		name: "nu13/at outside a quiet window",
		edits: []edit{
			replace("days = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "days = \"tue\"\nat = \"09:00\"\n"),
			quiet("days = \"mon-fri\"\nhours = [\"06:30-09:00\"]\n"),
		},
	},
	{
		name: "nu13/overnight rule reaching past an overnight quiet window",
		edits: []edit{
			replace("days = \"mon-fri\"\nhours = \"07:00-19:00\"\n", "days = \"fri\"\nhours = \"23:00-02:00\"\novernight = true\n"),
			quiet("days = \"fri\"\nhours = [\"22:00-24:00\"]\n"),
		},
	},
	// every longer than the rule's span, but as long as the distance between its spans, or longer.
	{
		name:  "nu13/every a day within a daily span",
		edits: []edit{replace("every = \"10m\"\n", "every = \"24h\"\n")},
	},
	{
		name:  "nu13/every a week within a Sunday span",
		edits: []edit{replace("days = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "days = \"sun\"\nhours = \"01:00-05:00\"\nevery = \"7d\"\n")},
	},
	{
		name:  "nu13/every as long as the span",
		edits: []edit{replace("every = \"10m\"\n", "every = \"12h\"\n")},
	},
	{
		name:  "nu13/every longer than a daily span, shorter than a day",
		edits: []edit{replace("every = \"10m\"\n", "every = \"13h\"\n")},
		want: []string{
			`policy.toml:71:1: warning: jobs.sync.cadence[0].every: 13h is longer than the rule's span 07:00-19:00 (12h), so at most one run falls in each span, and the spans start a day apart: the page would state runs every 13h where there is one in each span (want every no longer than the span, or max_per_day = 1 without every for one run in each span)`,
		},
	},
	{
		name:  "nu13/every longer than a Tuesday span, shorter than a week",
		edits: []edit{replace("days = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "days = \"tue\"\nhours = \"07:00-08:00\"\nevery = \"6h\"\n")},
		want: []string{
			`policy.toml:71:1: warning: jobs.sync.cadence[0].every: 6h is longer than the rule's span 07:00-08:00 (1h), so at most one run falls in each span, and the spans start 7 days apart: the page would state runs every 6h where there is one in each span (want every no longer than the span, or max_per_day = 1 without every for one run in each span)`,
		},
	},
	{
		name:  "nu13/unreachable disallow-all beside fallback disallow-all",
		edits: []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"ignored\"\nunreachable = \"disallow-all\"\nfallback = \"disallow-all\"\n")},
	},
	{
		name:  "nu13/unreachable allow-all without a fallback",
		edits: []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"ignored\"\nunreachable = \"allow-all\"\n")},
		// Valid, and against a MUST of RFC 9309: a warning (audit 12, item 7).
		want: []string{
			`policy.toml:82:1: warning: robots_txt.unreachable: "allow-all" goes against RFC 9309 §2.3.1.4, under which a crawler MUST assume complete disallow while robots.txt is unreachable (a 5xx answer or a network error), and may treat it as unavailable only after a long time, such as 30 days: the page states it as it is (want "disallow-all")`,
		},
	},
	{
		name: "nu13/timeouts below 100ms",
		edits: []edit{
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nresponse_timeout = \"1ms\"\n"),
			replace("concurrency = 1\n", "concurrency = 1\nconnect_timeout = \"99ms\"\n"),
			replace("target = \"portals\"\n", "target = \"portals\"\ntimeout = \"50ms\"\n"),
		},
		want: []string{
			`policy.toml:40:1: warning: limits.response_timeout: 1ms is below 100ms: a connection or an answer rarely comes that soon, so nearly every request would time out, and the page states it as it is (want e.g. "10s")`,
			`policy.toml:52:1: warning: targets.portals.limits.connect_timeout: 99ms is below 100ms: a connection or an answer rarely comes that soon, so nearly every request would time out, and the page states it as it is (want e.g. "10s")`,
			`policy.toml:68:1: warning: jobs.sync.timeout: 50ms is below 100ms: a connection or an answer rarely comes that soon, so nearly every request would time out, and the page states it as it is (want e.g. "10s")`,
		},
	},
	{
		name: "nu13/timeouts of 100ms and of a month",
		edits: []edit{
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nresponse_timeout = \"1mo\"\nconnect_timeout = \"100ms\"\n"),
			replace("target = \"portals\"\n", "target = \"portals\"\ntimeout = \"100ms\"\n"),
		},
	},
}

func TestNu13Valid(t *testing.T) { runValidCases(t, nu13Valid) }

// TestNu13QuotedShortened: a long value is quoted cut to MaxQuoted characters and "…", never
// twice in full (new-user trial 13, finding 6: a 20,000-character name gave a 41 KB line).
func TestNu13QuotedShortened(t *testing.T) {
	long := strings.Repeat("a", 500) + "\u200b" + strings.Repeat("b", 400)
	src, err := badPolicy{edits: []edit{
		replace(`name = "Example GmbH"`, `name = "`+long+`"`),
		replace(`check = "before-first-fetch"`, `check = "`+strings.Repeat("x", 900)+`"`),
	}}.apply(readBase(t))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Parse([]byte(src), "policy.toml")
	lines := problemLines(t, err)
	if len(lines) != 2 {
		t.Fatalf("got %d problems, want 2 (the U+200B, the check):\n%s", len(lines), strings.Join(lines, "\n"))
	}
	for _, l := range lines {
		if len(l) > 600 || !strings.Contains(l, "…\"") {
			t.Errorf("a line of %d bytes, want at most 600 with its value cut with \"…\": %.300s", len(l), l)
		}
	}
	for _, c := range []struct{ in, want string }{
		{`short "value" stays`, `short "value" stays`},
		{`x: "` + strings.Repeat("é", 81) + `" is wrong`, `x: "` + strings.Repeat("é", 80) + `…" is wrong`},
		{`x: "` + strings.Repeat("a", 79) + `\u200b\t" and "` + strings.Repeat("c", 100) + `"`, `x: "` + strings.Repeat("a", 79) + `\u200b…" and "` + strings.Repeat("c", 80) + `…"`},
		{`an odd " quote ` + strings.Repeat("d", 100), `an odd " quote ` + strings.Repeat("d", 100)},
	} {
		if got := ShortenQuoted(c.in); got != c.want {
			t.Errorf("ShortenQuoted(%.60q…) = %q, want %q", c.in, got, c.want)
		}
	}
}
