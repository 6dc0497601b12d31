package policy

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Round 9 of the new-user trials (newuser9): validation, with exact messages and positions.

// model9Warnings are valid policies that draw a warning (finding 7): crawl_delay = "honoured" up
// to a crawl_delay_max, beside a min_interval that a Crawl-delay within the bounds may undercut.
// Where the bounds rule that out (crawl_delay_min at least the interval), where there are none,
// or where the page says it ("honoured-if-longer"), none (beside a cap, crawl_delay_max without
// crawl_delay_above_max is a warning of its own: new-user trial 20, finding 18).
var model9Warnings = []badPolicy{
	{
		name:  "honoured beside a longer min_interval",
		edits: []edit{replace(`crawl_delay = "ignored"`, "crawl_delay = \"honoured\"\ncrawl_delay_max = \"30s\"")},
		want: []string{
			`policy.toml:81:1: warning: robots_txt.crawl_delay: "honoured" beside limits.min_interval 1s: a Crawl-delay shorter than 1s does not make the crawler faster, since it keeps the longer of the two, but the page says so only with "honoured-if-longer" (want crawl_delay = "honoured-if-longer", or crawl_delay_min = "1s")`,
			`policy.toml:82:1: warning: robots_txt.crawl_delay_max: 30s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 30s and nothing of a longer one, while package polite counts a longer one as 30s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
		},
	},
	{
		// new-user trial 15, finding 1: the same warning beside an interval in page loads and a
		// Crawl-delay that spaces embedded resources named "honoured-if-longer", which that policy
		// refuses (model12Rules); it names crawl_delay_min alone.
		name: "honoured beside page loads, Crawl-delay spacing embedded resources",
		edits: []edit{
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nembedded = { fetch = \"fetched\" }\n"),
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ninterval_unit = \"page-loads\"\n"),
			replace(`crawl_delay = "ignored"`, "crawl_delay = \"honoured\"\ncrawl_delay_max = \"30s\""),
		},
		want: []string{
			`policy.toml:83:1: warning: robots_txt.crawl_delay: "honoured" beside limits.min_interval 1s: a Crawl-delay shorter than 1s does not make the crawler faster, since it keeps the longer of the two, but the page says so only with "honoured-if-longer" (want crawl_delay_min = "1s"; "honoured-if-longer" cannot be used here, since agents.bot counts its interval in page loads and a Crawl-delay spaces its embedded resources too)`,
			`policy.toml:84:1: warning: robots_txt.crawl_delay_max: 30s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 30s and nothing of a longer one, while package polite counts a longer one as 30s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
		},
	},
	{
		name:  "honoured with crawl_delay_min at the interval",
		edits: []edit{replace(`crawl_delay = "ignored"`, "crawl_delay = \"honoured\"\ncrawl_delay_min = \"1s\"\ncrawl_delay_max = \"30s\"")},
		want: []string{
			`policy.toml:83:1: warning: robots_txt.crawl_delay_max: 30s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 30s and nothing of a longer one, while package polite counts a longer one as 30s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
		},
	},
	{
		name:  "honoured without bounds",
		edits: []edit{replace(`crawl_delay = "ignored"`, `crawl_delay = "honoured"`)},
	},
	{
		name:  "honoured-if-longer",
		edits: []edit{replace(`crawl_delay = "ignored"`, "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"30s\"")},
		want: []string{
			`policy.toml:82:1: warning: robots_txt.crawl_delay_max: 30s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 30s and nothing of a longer one, while package polite counts a longer one as 30s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
		},
	},
}

func TestModel9Warnings(t *testing.T) { runValidCases(t, model9Warnings) }

// model9Problems are the messages that name what is wrong where an earlier one did not
// ("Minor: error messages"): a URL with user information is absolute, and its password is not
// echoed.
var model9Problems = []badPolicy{
	{
		name:  "base_url with a user and a password",
		edits: []edit{replace(`base_url = "https://crawler.example/"`, `base_url = "https://user:pw@crawler.example/"`)},
		want: []string{
			`policy.toml:8:1: site.base_url: "https://user:xxxxx@crawler.example/" has user information, which a published URL must not carry (write "https://crawler.example/")`,
		},
	},
	{
		// A rule for every day whose hours reach outside the only window on every day: no
		// "on Sunday" (the window has no days either).
		name:  "only window: a rule for every day outside it",
		edits: []edit{replace("kind = \"preferred\"\n", "kind = \"only\"\njobs = [\"sync\"]\n"), replace("days = \"mon-fri\"\nhours = \"07:00-19:00\"\n", "hours = \"07:00-19:00\"\n")},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].hours: 07:00-19:00 reaches outside windows.night, the only time the job runs (want hours within it)`,
		},
	},
	{
		name:  "base_url with an ftp scheme",
		edits: []edit{replace(`base_url = "https://crawler.example/"`, `base_url = "ftp://crawler.example/"`)},
		want: []string{
			`policy.toml:8:1: site.base_url: "ftp://crawler.example/" is not an http or https URL (want e.g. https://crawler.example/)`,
		},
	},
}

func TestModel9Problems(t *testing.T) { runBadPolicies(t, model9Problems) }

// TestModel9SchemaOfWrongType: a schema written as a string is reported with every other
// problem, not alone ("Minor: error messages").
func TestModel9SchemaOfWrongType(t *testing.T) {
	src := "schema = \"2\"\n[site]\ntitle = 5\n[operator]\nname = 3\n"
	_, err := Parse([]byte(src), "policy.toml")
	var ps Problems
	if !errors.As(err, &ps) {
		t.Fatalf("Parse: %v, want Problems", err)
	}
	var got []string
	for _, p := range ps {
		got = append(got, p.String())
	}
	want := []string{
		`policy.toml:1:10: schema: is a string, want an integer (schema = 2)`,
		`policy.toml:3:9: site.title: is an integer, want a text in each of the site's languages, e.g. { en = "…", de = "…" }`,
		`policy.toml:5:8: operator.name: is an integer (3), want a string in quotes ("3")`,
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("problems lack %q:\n%s", w, strings.Join(got, "\n"))
		}
	}
	if n := strings.Count(strings.Join(got, "\n"), ": schema:"); n != 1 {
		t.Errorf("schema reported %d times:\n%s", n, strings.Join(got, "\n"))
	}
}
