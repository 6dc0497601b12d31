package policy

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// basePolicy is the valid policy every bad case edits; see its header.
const basePolicy = "testdata/policy.toml"

// edit is a small change to the base policy: old, which must occur exactly once, becomes new; an
// empty old appends new at the end of the file.
type edit struct{ old, new string }

// replace returns the edit that replaces old with new.
func replace(old, new string) edit { return edit{old, new} }

// remove returns the edit that deletes old.
func remove(old string) edit { return edit{old, ""} }

// appendText returns the edit that adds text at the end of the file.
func appendText(text string) edit { return edit{"", text} }

// badPolicy is a bad policy, made by editing the base policy, and the problems Parse must report
// for it: every line exactly, in order, as `sitegen validate` prints them.
type badPolicy struct {
	name  string
	edits []edit
	want  []string
}

// apply returns the base policy with the case's edits.
func (b badPolicy) apply(base string) (string, error) {
	s := base
	for _, e := range b.edits {
		if e.old == "" {
			s += e.new
			continue
		}
		if n := strings.Count(s, e.old); n != 1 {
			return "", fmt.Errorf("edit %q occurs %d times in the policy, want once", e.old, n)
		}
		s = strings.Replace(s, e.old, e.new, 1)
	}
	return s, nil
}

func readBase(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile(basePolicy)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// problemLines returns the lines of a Parse error, failing the test if it is not Problems.
func problemLines(t *testing.T, err error) []string {
	t.Helper()
	if err == nil {
		return nil
	}
	var ps Problems
	if !errors.As(err, &ps) {
		t.Fatalf("error is %T, want Problems: %v", err, err)
	}
	return strings.Split(ps.Error(), "\n")
}

// runBadPolicies parses each case and compares the problems with its want lines.
func runBadPolicies(t *testing.T, tests []badPolicy) {
	base := readBase(t)
	seen := map[string]bool{}
	for _, tt := range tests {
		if seen[tt.name] {
			t.Errorf("two cases are named %q", tt.name)
		}
		seen[tt.name] = true
		t.Run(tt.name, func(t *testing.T) {
			src, err := tt.apply(base)
			if err != nil {
				t.Fatal(err)
			}
			_, err = Parse([]byte(src), "policy.toml")
			if err == nil {
				t.Fatalf("Parse(base with %q) succeeded, want problems:\n%s", tt.edits, strings.Join(tt.want, "\n"))
			}
			got := problemLines(t, err)
			if len(tt.want) == 0 {
				t.Fatalf("case has no want lines; Parse reports, as Go:\n%s", goLines(got))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Parse(base with %q) problems mismatch (-want +got):\n%s\ngot, as Go:\n%s", tt.edits, diff, goLines(got))
			}
		})
	}
}

// goLines writes lines as a Go string slice body, to paste into a case after checking them.
func goLines(lines []string) string {
	var b strings.Builder
	for _, l := range lines {
		fmt.Fprintf(&b, "\t%s,\n", goString(l))
	}
	return b.String()
}

func goString(s string) string {
	if !strings.Contains(s, "`") {
		return "`" + s + "`"
	}
	return fmt.Sprintf("%q", s)
}

// loadTests are the classes of loading error: syntax, schema version, unknown keys, letter case,
// types and values out of range. A syntax error or a schema version stops everything else, a
// value that does not load stops validation; an unknown key is reported with the semantic
// problems.
var loadTests = []badPolicy{
	// Syntax errors stop everything else.
	{
		name:  "syntax/unterminated string",
		edits: []edit{replace(`name = "Example GmbH"`, `name = "Example GmbH`)},
		want: []string{
			`policy.toml:16:21: operator.name: syntax error: strings cannot contain newlines`,
		},
	},
	{
		name:  "syntax/key defined twice",
		edits: []edit{replace("example = true\n", "example = true\nexample = false\n")},
		want: []string{
			`policy.toml:14:1: site.example: defined twice: here and at line 13 (a key holds one value or one table)`,
		},
	},
	{
		name:  "syntax/value then table of the same name",
		edits: []edit{replace("schema = 2\n", "schema = 2\noccasions = \"none\"\n")},
		want: []string{
			`policy.toml:54:2: occasions: defined twice: here and at line 5 (a key holds one value or one table)`,
		},
	},
	{
		name:  "syntax/table defined twice",
		edits: []edit{appendText("\n[operator]\nname = \"Other\"\n")},
		want: []string{
			`policy.toml:110:2: operator: defined twice: here and at line 15 (a key holds one value or one table)`,
		},
	},
	{
		name:  "syntax/missing value",
		edits: []edit{replace(`cache_for = "24h"`, `cache_for =`)},
		want: []string{
			`policy.toml:80:12: robots_txt.cache_for: syntax error: expected value but found '\n' instead`,
		},
	},
	{
		name:  "syntax/integer out of range",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_redirects = 99999999999999999999\n")},
		want: []string{
			`policy.toml:79:17: robots_txt.max_redirects: syntax error: 99999999999999999999 is out of range for int64`,
		},
	},

	{
		name:  "syntax/control character",
		edits: []edit{replace("# The base policy", "\x05# The base policy")},
		want: []string{
			`policy.toml:1:1: syntax error: TOML files cannot contain control characters: '0x05'`,
		},
	},
	{
		name:  "syntax/control character at the start of a line",
		edits: []edit{replace("schema = 2\n", "schema = 2\n\x05\n")},
		want: []string{
			`policy.toml:5:1: syntax error: TOML files cannot contain control characters: '0x05'`,
		},
	},
	{
		name:  "syntax/carriage return without line feed",
		edits: []edit{replace("schema = 2\n", "schema = 2\r\r\n")},
		want: []string{
			`policy.toml:4:11: schema: syntax error: TOML files cannot contain control characters: '0x0d'`,
		},
	},
	{
		name:  "syntax/control character in a value",
		edits: []edit{replace(`name = "Example GmbH"`, "name = \"Example\x7fGmbH\"")},
		want: []string{
			`policy.toml:16:16: operator.name: syntax error: TOML files cannot contain control characters: '0x7f'`,
		},
	},

	// The schema version is checked before anything else.
	{
		name:  "schema/missing",
		edits: []edit{remove("schema = 2\n")},
		want: []string{
			`policy.toml:1:1: schema: missing (write schema = 2 at the top of the file)`,
		},
	},
	{
		name:  "schema/newer than supported",
		edits: []edit{replace("schema = 2", "schema = 3")},
		want: []string{
			`policy.toml:4:1: schema: 3 is newer than this sitegen reads (2): upgrade sitegen`,
		},
	},
	{
		name:  "schema/zero",
		edits: []edit{replace("schema = 2", "schema = 0")},
		want: []string{
			`policy.toml:4:1: schema: 0 is not a schema version (the first is 1; this sitegen reads 2)`,
		},
	},
	{
		name:  "schema/negative",
		edits: []edit{replace("schema = 2", "schema = -1")},
		want: []string{
			`policy.toml:4:1: schema: -1 is not a schema version (the first is 1; this sitegen reads 2)`,
		},
	},
	{
		name:  "schema/string",
		edits: []edit{replace("schema = 2", `schema = "1"`)},
		want: []string{
			`policy.toml:4:10: schema: is a string, want an integer (schema = 2)`,
		},
	},
	{
		name: "schema/newer hides other problems",
		edits: []edit{
			replace("schema = 2", "schema = 3"),
			replace(`token = "examplebot"`, `tokn = "examplebot"`),
		},
		want: []string{
			`policy.toml:4:1: schema: 3 is newer than this sitegen reads (2): upgrade sitegen`,
		},
	},

	// Unknown keys, with and without a near match.
	{
		name:  "unknown key/did you mean",
		edits: []edit{replace(`token = "examplebot"`, `tokn = "examplebot"`)},
		want: []string{
			`policy.toml:27:1: agents.bot.tokn: unknown key "tokn" (did you mean "token"?)`,
			`policy.toml:107:11: snippets.all.agents[0]: "bot" has no product token, so no robots.txt group can name it (give it a token, or leave it out of the snippet)`,
		},
	},
	{
		name: "unknown key/did you mean in array of tables",
		// Only the typo: not also "every: missing", which follows from it (new-user trial 15, finding 17).
		edits: []edit{replace(`every = "10m"`, `evry = "10m"`)},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].evry: unknown key "evry" (did you mean "every"?)`,
		},
	},
	{
		name:  "unknown key/did you mean top-level table",
		edits: []edit{appendText("\n[limit]\nmax_redirects = 5\n")},
		want: []string{
			`policy.toml:110:2: limit: unknown key "limit" (did you mean "limits"?)`,
		},
	},
	{
		name:  "unknown key/no near match",
		edits: []edit{replace("example = true\n", "example = true\ncolour = \"blue\"\n")},
		want: []string{
			`policy.toml:14:1: site.colour: unknown key "colour" (allowed here: announce_changes_days, base_url, crawler_reads_policy, default_language, example, languages, last_changed, not_own, time_zone, title, title_plural)`,
		},
	},
	{
		name:  "unknown key/no near match in inline table",
		edits: []edit{replace(`escalation = { factor = 2, max = "1h" }`, `escalation = { factor = 2, longest = "1h" }`)},
		want: []string{
			`policy.toml:94:1: errors.reactions[0].escalation.max: missing (want the longest pause)`,
			`policy.toml:94:28: errors.reactions[0].escalation.longest: unknown key "longest" (allowed here: factor, max)`,
		},
	},
	{
		name:  "unknown key/quoted",
		edits: []edit{replace("example = true\n", "example = true\n\"base url\" = \"x\"\n")},
		want: []string{
			`policy.toml:14:1: site."base url": unknown key "base url" (did you mean "base_url"?)`,
		},
	},

	// Keys are case-sensitive, though the decoder is not.
	{
		name:  "letter case/key",
		edits: []edit{replace(`token = "examplebot"`, `Token = "examplebot"`)},
		want: []string{
			`policy.toml:27:1: agents.bot.Token: unknown key "Token" (keys are case-sensitive: write "token")`,
		},
	},
	{
		name:  "letter case/table header",
		edits: []edit{replace("[agents.bot]", "[Agents.bot]")},
		want: []string{
			`policy.toml:26:2: Agents: unknown key "Agents" (keys are case-sensitive: write "agents")`,
		},
	},
	{
		name:  "letter case/in array of tables",
		edits: []edit{replace(`on = ["timeout"]`, `On = ["timeout"]`)},
		want: []string{
			`policy.toml:74:1: jobs.sync.reactions[0].On: unknown key "On" (keys are case-sensitive: write "on")`,
		},
	},

	// Values of the wrong type.
	{
		name:  "type/string for array",
		edits: []edit{replace(`languages = ["en", "de"]`, `languages = "en"`)},
		want: []string{
			`policy.toml:9:13: site.languages: is a string, want an array, e.g. ["en"]`,
		},
	},
	{
		name:  "type/integer for string",
		edits: []edit{replace(`name = "Example GmbH"`, `name = 5`)},
		want: []string{
			`policy.toml:16:8: operator.name: is an integer (5), want a string in quotes ("5")`,
		},
	},
	{
		name:  "type/table for string",
		edits: []edit{replace(`name = "Example GmbH"`, `name = { legal = "Example GmbH" }`)},
		want: []string{
			`policy.toml:16:8: operator.name: is a table, want a string`,
		},
	},
	{
		name:  "type/array for string",
		edits: []edit{replace(`name = "Example GmbH"`, `name = ["Example", "GmbH"]`)},
		want: []string{
			`policy.toml:16:8: operator.name: is an array, want a string`,
		},
	},
	{
		name:  "type/string for table",
		edits: []edit{replace(`title = { en = "Example crawler", de = "Beispiel-Crawler" }`, `title = "Example crawler"`)},
		want: []string{
			`policy.toml:7:9: site.title: is a string, want a text in each of the site's languages, e.g. { en = "…", de = "…" }`,
		},
	},
	{
		name:  "type/array for table",
		edits: []edit{replace("[site]", "[[site]]")},
		want: []string{
			`policy.toml:6:3: site: is an array, want a table`,
		},
	},
	{
		// The decoder ignores a value that is not a table where a table of tables belongs, and
		// decodes the rest: the check of shapes still reports it.
		name:  "type/string for table of tables",
		edits: []edit{replace("schema = 2", "schema = 2\noccasions = \"none\""), replace("[occasions.sessions]\nlabel = { en = \"Session days\", de = \"Sitzungstage\" }", "")},
		want: []string{
			`policy.toml:5:13: occasions: is a string, want a table`,
		},
	},
	{
		name:  "type/string for array of tables",
		edits: []edit{replace("[[network.addresses]]\nprefix = \"203.0.113.7\"", "[network]\naddresses = \"203.0.113.7\"")},
		want: []string{
			`policy.toml:35:13: network.addresses: is a string, want an array`,
		},
	},
	{
		name:  "type/string for boolean",
		edits: []edit{replace("example = true", `example = "yes"`)},
		want: []string{
			`policy.toml:13:11: site.example: is a string, want a boolean (true or false)`,
		},
	},
	{
		name:  "type/float for integer",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_redirects = 5.5\n")},
		want: []string{
			`policy.toml:79:17: robots_txt.max_redirects: is a float, want a whole number of at least 1`,
		},
	},
	{
		name:  "type/string in array of integers",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nunavailable_statuses = [408, \"429\"]\n")},
		want: []string{
			`policy.toml:79:30: robots_txt.unavailable_statuses[1]: is a string, want an integer`,
		},
	},
	{
		name:  "type/string for count",
		edits: []edit{replace("max = 1000", `max = "1000"`)},
		want: []string{
			`policy.toml:42:7: limits.quotas[0].max: is a string, want a whole number of at least 1`,
		},
	},
	{
		name:  "type/float for count",
		edits: []edit{replace("max = 1000", `max = 1000.5`)},
		want: []string{
			`policy.toml:42:7: limits.quotas[0].max: is a float, want a whole number of at least 1`,
		},
	},
	{
		name:  "type/table for text value",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = { address = "203.0.113.7" }`)},
		want: []string{
			`policy.toml:35:10: network.addresses[0].prefix: is a table, want a string`,
		},
	},
	{
		name:  "type/integer for duration",
		edits: []edit{replace(`every = "10m"`, `every = 10`)},
		want: []string{
			`policy.toml:71:9: jobs.sync.cadence[0].every: is a number (10), want a length of time as a string with its unit, e.g. "10s" or "10h"`,
		},
	},
	{
		name:  "type/integer for date",
		edits: []edit{replace("last_changed = 2026-11-29", "last_changed = 20261129")},
		want: []string{
			`policy.toml:12:16: site.last_changed: is an integer, want a date such as 2026-11-29`,
		},
	},
	{
		name:  "type/date-time for date",
		edits: []edit{replace("last_changed = 2026-11-29", "last_changed = 2026-11-29T10:00:00")},
		want: []string{
			`policy.toml:12:16: site.last_changed: is a date-time, want a date without a time of day (e.g. 2026-11-29)`,
		},
	},
	{
		name:  "type/boolean for size",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_size = true\n")},
		want: []string{
			`policy.toml:79:12: robots_txt.max_size: is a boolean, want a size such as 500KiB or 8MB`,
		},
	},

	// Values out of range, refused by their types.
	{
		name:  "range/count zero",
		edits: []edit{replace("max = 1000", "max = 0")},
		want: []string{
			`policy.toml:42:1: limits.quotas[0].max: 0 is below 1 (want a whole number of at least 1)`,
		},
	},
	{
		name:  "range/count negative",
		edits: []edit{replace("concurrency = 1", "concurrency = -1")},
		want: []string{
			`policy.toml:50:1: targets.portals.limits.concurrency: -1 is below 1 (want a whole number of at least 1)`,
		},
	},
	{
		name:  "range/count too large",
		edits: []edit{replace("max = 1000", "max = 3000000000")},
		want: []string{
			`policy.toml:42:1: limits.quotas[0].max: 3000000000 is too large (at most 2147483647)`,
		},
	},
	{
		name:  "range/duration negative",
		edits: []edit{replace(`every = "10m"`, `every = "-10m"`)},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].every: "-10m" is negative (want a length of time such as 90s, 15m, 24h or 7d)`,
		},
	},
	{
		name:  "range/duration without unit",
		edits: []edit{replace(`cache_for = "24h"`, `cache_for = "24"`)},
		want: []string{
			`policy.toml:80:1: robots_txt.cache_for: "24" has no unit (write e.g. "24s" or "24h")`,
		},
	},
	{
		name:  "range/duration in words",
		edits: []edit{replace(`every = "10m"`, `every = "10 minutes"`)},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].every: "10 minutes" is not a duration (want e.g. 90s, 15m, 24h or 7d)`,
		},
	},
	{
		name:  "range/duration empty",
		edits: []edit{replace(`every = "10m"`, `every = ""`)},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].every: empty duration (want e.g. 90s, 15m, 24h or 7d)`,
		},
	},
	{
		name:  "range/duration in array",
		edits: []edit{replace(`delays = ["1s", "2s"]`, `delays = ["1s", "-2s"]`)},
		want: []string{
			`policy.toml:89:17: errors.retries.delays[1]: "-2s" is negative (want a length of time such as 90s, 15m, 24h or 7d)`,
		},
	},
	{
		name:  "range/time of day hour 25",
		edits: []edit{replace(`hours = "07:00-19:00"`, `hours = "07:00-25:00"`)},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].hours: "07:00-25:00" is not a time range: "25:00" is not a time of day (want HH:MM on a 24-hour clock, e.g. 07:00)`,
		},
	},
	{
		name:  "range/time of day without minutes",
		edits: []edit{replace(`hours = ["22:00-06:00"]`, `hours = ["22-06"]`)},
		want: []string{
			`policy.toml:59:10: windows.night.hours[0]: "22-06" is not a time range: "22" is not a time of day (want HH:MM on a 24-hour clock, e.g. 07:00)`,
		},
	},
	{
		name:  "range/time range without end",
		edits: []edit{replace(`hours = ["22:00-06:00"]`, `hours = ["22:00"]`)},
		want: []string{
			`policy.toml:59:10: windows.night.hours[0]: "22:00" is not a time range (want HH:MM-HH:MM, e.g. 07:00-19:00)`,
		},
	},
	{
		name:  "range/time range from 24:00",
		edits: []edit{replace(`hours = ["22:00-06:00"]`, `hours = ["24:00-06:00"]`)},
		want: []string{
			`policy.toml:59:10: windows.night.hours[0]: "24:00-06:00" starts at 24:00 (write 00:00)`,
		},
	},
	{
		name:  "range/time range empty",
		edits: []edit{replace(`hours = "07:00-19:00"`, `hours = "00:00-00:00"`)},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].hours: "00:00-00:00" is empty: it ends when it starts (for the whole day write 00:00-24:00)`,
		},
	},
	{
		name:  "range/time of day 24:30",
		edits: []edit{replace(`every = "10m"`, `at = "24:30"`), remove("hours = \"07:00-19:00\"\n")},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].at: "24:30" is not a time of day (want HH:MM on a 24-hour clock, e.g. 07:00)`,
		},
	},
	{
		name:  "range/invalid IP",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "203.0.113.300"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: "203.0.113.300" is not an IP address or prefix (want e.g. 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32)`,
		},
	},
	{
		name:  "range/IP with host bits",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "203.0.113.7/24"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: "203.0.113.7/24" has bits set after the prefix length (did you mean 203.0.113.0/24?)`,
		},
	},
	{
		name:  "range/IPv6 with host bits",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "2001:db8::1/32"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: "2001:db8::1/32" has bits set after the prefix length (did you mean 2001:db8::/32?)`,
		},
	},
	{
		name:  "range/IP with zone",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "fe80::1%eth0"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: "fe80::1%eth0" is not an IP address or prefix (want e.g. 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32)`,
		},
	},
	{
		name:  "range/token with space",
		edits: []edit{replace(`token = "examplebot"`, `token = "example bot"`)},
		want: []string{
			`policy.toml:27:1: agents.bot.token: "example bot" is not a product token: ' ' (U+0020) is not allowed (ASCII letters A–Z and a–z, "_" and "-", RFC 9309 §2.2.1; digits and "." load with a warning)`,
		},
	},
	{
		name:  "range/token with slash",
		edits: []edit{replace(`token = "examplebot"`, `token = "examplebot/2"`)},
		want: []string{
			`policy.toml:27:1: agents.bot.token: "examplebot/2" is not a product token: '/' (U+002F) is not allowed (ASCII letters A–Z and a–z, "_" and "-", RFC 9309 §2.2.1; digits and "." load with a warning)`,
		},
	},
	{
		name:  "range/token empty",
		edits: []edit{replace(`token = "examplebot"`, `token = ""`)},
		want: []string{
			`policy.toml:27:1: agents.bot.token: empty product token (want ASCII letters A–Z and a–z, "_" and "-", RFC 9309 §2.2.1)`,
		},
	},
	{
		name:  "range/e-mail without at",
		edits: []edit{replace(`email = "crawler@crawler.example"`, `email = "crawler at crawler.example"`)},
		want: []string{
			`policy.toml:20:1: contact.email: "crawler at crawler.example" is not an e-mail address (want e.g. support@crawler.example)`,
		},
	},
	{
		name:  "range/e-mail with display name",
		edits: []edit{replace(`email = "crawler@crawler.example"`, `email = "Crawler <crawler@crawler.example>"`)},
		want: []string{
			`policy.toml:20:1: contact.email: "Crawler <crawler@crawler.example>" is not an e-mail address (want e.g. support@crawler.example)`,
		},
	},
	{
		name:  "range/URL without scheme",
		edits: []edit{replace(`base_url = "https://crawler.example/"`, `base_url = "crawler.example/"`)},
		want: []string{
			`policy.toml:8:1: site.base_url: "crawler.example/" is not an absolute URL (want e.g. https://crawler.example/)`,
		},
	},
	{
		name:  "range/URL with ftp scheme",
		edits: []edit{replace(`base_url = "https://crawler.example/"`, `base_url = "ftp://crawler.example/"`)},
		want: []string{
			`policy.toml:8:1: site.base_url: "ftp://crawler.example/" is not an http or https URL (want e.g. https://crawler.example/)`,
		},
	},
	{
		name:  "range/URL with user",
		edits: []edit{replace(`base_url = "https://crawler.example/"`, `base_url = "https://admin@crawler.example/"`)},
		want: []string{
			`policy.toml:8:1: site.base_url: "https://admin@crawler.example/" has user information, which a published URL must not carry (write "https://crawler.example/")`,
		},
	},
	{
		name:  "range/User-Agent not ASCII",
		edits: []edit{replace(`user_agent = "python-httpx"`, `user_agent = "python-httpx ✓"`)},
		want: []string{
			`policy.toml:101:1: commitments.comparison_request.user_agent: "python-httpx ✓" is not a valid User-Agent header value: '✓' (U+2713) is not allowed (RFC 9110 §5.5)`,
		},
	},
	{
		name:  "range/User-Agent blank",
		edits: []edit{replace(`user_agent = "python-httpx"`, `user_agent = " "`)},
		want: []string{
			`policy.toml:101:1: commitments.comparison_request.user_agent: empty User-Agent`,
		},
	},
	{
		name:  "range/weekday misspelt",
		edits: []edit{replace(`days = "mon-fri"`, `days = "mon-fr"`)},
		want: []string{
			`policy.toml:69:1: jobs.sync.cadence[0].days: "mon-fr" is not a set of weekdays (want day names mon, tue, wed, thu, fri, sat, sun and ranges, e.g. "mon-fri" or "sat,sun")`,
		},
	},
	{
		name:  "range/weekday in full",
		edits: []edit{replace(`days = "mon-fri"`, `days = "monday"`)},
		want: []string{
			`policy.toml:69:1: jobs.sync.cadence[0].days: "monday" is not a set of weekdays (want day names mon, tue, wed, thu, fri, sat, sun and ranges, e.g. "mon-fri" or "sat,sun")`,
		},
	},
	{
		name:  "range/enum with suggestion",
		edits: []edit{replace(`trigger = "unattended"`, `trigger = "unatended"`)},
		want: []string{
			`policy.toml:29:1: agents.bot.trigger: "unatended" is not allowed here (did you mean "unattended"?)`,
		},
	},
	{
		name:  "range/enum letter case",
		edits: []edit{replace(`kind = "preferred"`, `kind = "Preferred"`)},
		want: []string{
			`policy.toml:57:1: windows.night.kind: "Preferred" is not allowed here (did you mean "preferred"?)`,
		},
	},
	{
		name:  "range/enum without suggestion",
		edits: []edit{replace(`trigger = "unattended"`, `trigger = "sometimes"`)},
		want: []string{
			`policy.toml:29:1: agents.bot.trigger: "sometimes" is not allowed here (want one of "unattended", "customer-scheduled", "user-request")`,
		},
	},
	{
		name:  "range/enum in array",
		edits: []edit{replace(`promises = ["no-login"]`, `promises = ["no-login", "no-logins"]`)},
		want: []string{
			`policy.toml:98:25: commitments.promises[1]: "no-logins" is not allowed here (did you mean "no-login"?)`,
		},
	},
	{
		name:  "range/size unit",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_size = \"500 kilobytes\"\n")},
		want: []string{
			`policy.toml:79:1: robots_txt.max_size: "500 kilobytes" is not a size (want a number of bytes, or a number and one of the units kB, MB, GB, KiB, MiB, GiB, e.g. 500KiB or 8MB)`,
		},
	},
	{
		name:  "range/size negative",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_size = -1\n")},
		want: []string{
			`policy.toml:79:1: robots_txt.max_size: -1 is negative (want a size such as 500KiB or 8MB)`,
		},
	},
	{
		name:  "range/size too large",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_size = \"9999999999GiB\"\n")},
		want: []string{
			`policy.toml:79:1: robots_txt.max_size: "9999999999GiB" is too large (at most 4294967296GiB)`,
		},
	},
	{
		name:  "range/date month 13",
		edits: []edit{replace("last_changed = 2026-11-29", `last_changed = "2026-13-01"`)},
		want: []string{
			`policy.toml:12:1: site.last_changed: "2026-13-01" is not a date (want YYYY-MM-DD, e.g. 2026-11-29)`,
		},
	},
	{
		name:  "range/date in words",
		edits: []edit{replace("last_changed = 2026-11-29", `last_changed = "yesterday"`)},
		want: []string{
			`policy.toml:12:1: site.last_changed: "yesterday" is not a date (want YYYY-MM-DD, e.g. 2026-11-29)`,
		},
	},
	{
		name:  "range/time zone unknown",
		edits: []edit{replace(`time_zone = "Europe/Berlin"`, `time_zone = "Europe/Atlantis"`)},
		want: []string{
			`policy.toml:11:1: site.time_zone: "Europe/Atlantis" is not an IANA time zone (want e.g. Europe/Berlin, Europe/Paris, Europe/Warsaw)`,
		},
	},
	{
		name:  "range/time zone Local",
		edits: []edit{replace(`time_zone = "Europe/Berlin"`, `time_zone = "Local"`)},
		want: []string{
			`policy.toml:11:1: site.time_zone: "Local" is not an IANA time zone (want e.g. Europe/Berlin)`,
		},
	},

	// Loading problems are all reported, with the unknown keys; the semantic rules still run on the
	// rest of the file, leaving out the problems that concern a value that did not load.
	{
		name: "several/every value error and unknown key",
		edits: []edit{
			replace(`every = "10m"`, `every = "-10m"`),
			replace(`token = "examplebot"`, `token = "example bot"`),
			replace(`email = "crawler@crawler.example"`, `email = "nope"`),
			replace(`check = "before-first-fetch"`, `check = "before-first"`),
			replace(`trigger = "unattended"`, `Trigger = "unattended"`),
			remove("name = \"Example GmbH\"\n"),
		},
		want: []string{
			`policy.toml:15:2: operator.name: missing (want the operator's name as registered)`,
			`policy.toml:19:1: contact.email: "nope" is not an e-mail address (want e.g. support@crawler.example)`,
			`policy.toml:26:1: agents.bot.token: "example bot" is not a product token: ' ' (U+0020) is not allowed (ASCII letters A–Z and a–z, "_" and "-", RFC 9309 §2.2.1; digits and "." load with a warning)`,
			`policy.toml:28:1: agents.bot.Trigger: unknown key "Trigger" (keys are case-sensitive: write "trigger")`,
			`policy.toml:70:1: jobs.sync.cadence[0].every: "-10m" is negative (want a length of time such as 90s, 15m, 24h or 7d)`,
			`policy.toml:78:1: robots_txt.check: "before-first" is not allowed here (want one of "before-first-fetch", "before-every-fetch", "before-every-run")`,
		},
	},
}

func TestParseErrors(t *testing.T) { runBadPolicies(t, loadTests) }

// TestValueErrorHidesNoRule checks that a value that does not load hides no problem of the
// semantic rules elsewhere in the file (a reference, a prefix listed twice), and that a rule about
// the value itself, or one that names it, is not reported on top of its own problem.
func TestValueErrorHidesNoRule(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name: "value error and rules",
		edits: []edit{
			replace(`email = "crawler@crawler.example"`, `email = "nope"`),
			replace("prefix = \"203.0.113.7\"\n", "prefix = \"203.0.113.7\"\n\n[[network.addresses]]\nprefix = \"203.0.113.7\"\n"),
			replace(`agent = "bot"`, `agent = "bott"`),
			replace("example = true", `example = "yes"`),
		},
		want: []string{
			`policy.toml:13:11: site.example: is a string, want a boolean (true or false)`,
			`policy.toml:20:1: contact.email: "nope" is not an e-mail address (want e.g. support@crawler.example)`,
			`policy.toml:38:1: network.addresses[1].prefix: 203.0.113.7/32 is listed twice (first as network.addresses[0])`,
			`policy.toml:67:1: jobs.sync.agent: "bott" is not in agents (did you mean "bot"?)`,
		},
	}})
}

// TestParseValid parses the base policy and every example: they must be valid, and stay valid
// through their canonical JSON.
func TestParseValid(t *testing.T) {
	files := []string{basePolicy}
	examples, err := filepath.Glob("../examples/*/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(examples) == 0 {
		t.Fatal("no examples in ../examples/*/policy.toml")
	}
	files = append(files, examples...)
	for _, file := range files {
		t.Run(file, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Parse(data, file)
			if err != nil {
				t.Fatalf("Parse(%s) problems:\n%v", file, err)
			}
			if err := p.Validate(); err != nil {
				t.Errorf("Parse(%s) succeeded, but Validate() = %v", file, err)
			}
			j, err := p.JSON()
			if err != nil {
				t.Fatalf("JSON() of %s: %v", file, err)
			}
			back, err := ReadJSON(j)
			if err != nil {
				t.Fatalf("ReadJSON(JSON() of %s): %v", file, err)
			}
			j2, err := back.JSON()
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(j), string(j2)); diff != "" {
				t.Errorf("JSON of %s changed through ReadJSON (-first +second):\n%s", file, diff)
			}
		})
	}
}

// TestBaseJSON compares the canonical JSON of the base policy with its golden file, which shows
// every unit in its JSON form (seconds, bytes, Monday-first weekdays, named collections in file
// order).
func TestBaseJSON(t *testing.T) {
	p, err := Parse([]byte(readBase(t)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	got, err := p.JSON()
	if err != nil {
		t.Fatal(err)
	}
	compareGolden(t, "testdata/policy.json", got)
}

// compareGolden compares got with the golden file, or rewrites it with -update.
func compareGolden(t *testing.T, golden string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("output differs from %s (-want +got; go test -update rewrites it):\n%s", golden, diff)
	}
}

// TestParseGolden parses each complete bad policy in testdata/bad and compares its problems with
// NAME.want. Parsing the same file again must give the same lines: the order is by position, not
// by the decoder's map order.
func TestParseGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/bad/*.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no testdata/bad/*.toml")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			_, err = Parse(data, "policy.toml")
			if err == nil {
				t.Fatalf("Parse(%s) succeeded, want problems", file)
			}
			got := err.Error() + "\n"
			for i := range 20 {
				_, again := Parse(data, "policy.toml")
				if again == nil || again.Error()+"\n" != got {
					t.Fatalf("Parse(%s) run %d gave other problems:\n%v\nfirst run:\n%s", file, i+2, again, got)
				}
			}
			compareGolden(t, strings.TrimSuffix(file, ".toml")+".want", []byte(got))
		})
	}
}

func TestLoad(t *testing.T) {
	base := readBase(t)
	fsys := fstest.MapFS{
		"policy.toml":     {Data: []byte(base)},
		"dir/broken.toml": {Data: []byte("schema = 2\n[site\n")},
	}
	t.Run("valid", func(t *testing.T) {
		p, err := Load(fsys, "policy.toml")
		if err != nil {
			t.Fatalf("Load(policy.toml) = %v", err)
		}
		if got, want := p.Agents.Keys(), []string{"bot"}; !cmp.Equal(got, want) {
			t.Errorf("Load(policy.toml).Agents.Keys() = %q, want %q", got, want)
		}
	})
	t.Run("problems name the file", func(t *testing.T) {
		_, err := Load(fsys, "dir/broken.toml")
		want := []string{`dir/broken.toml:2:6: syntax error: expected '.' or ']' to end table name, but got '\n' instead`}
		if diff := cmp.Diff(want, problemLines(t, err)); diff != "" {
			t.Errorf("Load(dir/broken.toml) problems (-want +got):\n%s", diff)
		}
	})
	t.Run("missing file", func(t *testing.T) {
		_, err := Load(fsys, "nope.toml")
		if !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Load(nope.toml) = %v, want an error that is fs.ErrNotExist", err)
		}
		var ps Problems
		if errors.As(err, &ps) {
			t.Errorf("Load(nope.toml) = Problems %v, want an fs error", ps)
		}
	})
}

func TestProblemString(t *testing.T) {
	tests := []struct {
		name string
		p    Problem
		want string
	}{
		{"all parts", Problem{File: "policy.toml", Line: 3, Col: 7, Path: "site.base_url", Msg: "missing"}, "policy.toml:3:7: site.base_url: missing"},
		{"no column", Problem{File: "policy.toml", Line: 3, Path: "site", Msg: "bad"}, "policy.toml:3: site: bad"},
		{"no position", Problem{File: "policy.toml", Path: "agents", Msg: "missing"}, "policy.toml: agents: missing"},
		{"no path", Problem{File: "policy.toml", Line: 1, Col: 9, Msg: "syntax error: x"}, "policy.toml:1:9: syntax error: x"},
		{"no file", Problem{Path: "limits.max_body_size", Msg: "is negative"}, "limits.max_body_size: is negative"},
		{"message only", Problem{Msg: "bad"}, "bad"},
	}
	for _, tt := range tests {
		if got := tt.p.String(); got != tt.want {
			t.Errorf("%s: %#v.String() = %q, want %q", tt.name, tt.p, got, tt.want)
		}
	}
}

// TestProblemsOrder checks the order of Problems: by line and column, problems without a line
// last, then by path and message.
func TestProblemsOrder(t *testing.T) {
	ps := Problems{
		{Path: "b", Msg: "no line"},
		{Line: 9, Col: 1, Path: "z", Msg: "m"},
		{Line: 2, Col: 5, Path: "b", Msg: "m"},
		{Path: "a", Msg: "no line"},
		{Line: 2, Col: 5, Path: "a", Msg: "y"},
		{Line: 2, Col: 5, Path: "a", Msg: "x"},
		{Line: 2, Col: 1, Path: "z", Msg: "m"},
	}
	ps.sort()
	want := Problems{
		{Line: 2, Col: 1, Path: "z", Msg: "m"},
		{Line: 2, Col: 5, Path: "a", Msg: "x"},
		{Line: 2, Col: 5, Path: "a", Msg: "y"},
		{Line: 2, Col: 5, Path: "b", Msg: "m"},
		{Line: 9, Col: 1, Path: "z", Msg: "m"},
		{Path: "a", Msg: "no line"},
		{Path: "b", Msg: "no line"},
	}
	if diff := cmp.Diff(want, ps); diff != "" {
		t.Errorf("sorted Problems (-want +got):\n%s", diff)
	}
}

func TestClosest(t *testing.T) {
	names := []string{"token", "trigger", "user_agent", "version"}
	tests := []struct {
		in, want string
	}{
		{"tokn", "token"},
		{"TOKEN", "token"},
		{"triger", "trigger"},
		{"useragent", "user_agent"},
		{"colour", ""},
		{"t", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Closest(tt.in, names); got != tt.want {
			t.Errorf("Closest(%q, %q) = %q, want %q", tt.in, names, got, tt.want)
		}
	}
}

// TestSchema1Loads reads a policy of the previous schema: it loads, keeps what its pages stated
// (schema 1 stated robots.txt's 4xx and 5xx outcomes whatever the file said), and the warnings
// name each key to write.
func TestSchema1Loads(t *testing.T) {
	base, err := os.ReadFile(basePolicy)
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Replace(string(base), "schema = 2", "schema = 1", 1)
	p, err := Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	want := []string{
		`policy.toml:4:1: warning: schema: 1 is an earlier schema, read as schema 2: write schema = 2 and the keys named in the warnings that follow (robots_txt.unavailable, robots_txt.unreachable, site.crawler_reads_policy, agents.bot.group_matching)`,
		`policy.toml:6:2: warning: site.crawler_reads_policy: schema 1 stated that the crawling software reads this policy file: write crawler_reads_policy = true to go on saying so, or leave it out to say nothing`,
		`policy.toml:26:2: warning: agents.bot.group_matching: schema 1 stated that the agent obeys the "*" group of robots.txt where no group names it, and that letter case does not matter in its product token: write group_matching = "rfc9309" to go on saying so, or leave it out to say nothing`,
		`policy.toml:78:2: warning: robots_txt.unavailable: schema 1 stated that a 4xx answer for robots.txt allows everything: write unavailable = "allow-all" to go on saying so, or leave it out to say nothing`,
		`policy.toml:78:2: warning: robots_txt.unreachable: schema 1 stated that nothing is fetched while robots.txt is unreachable: write unreachable = "disallow-all" to go on saying so, or leave it out to say nothing`,
	}
	var got []string
	for _, w := range p.Warnings() {
		got = append(got, w.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("warnings mismatch (-want +got):\n%s", diff)
	}
	if p.Schema != SchemaVersion || p.RobotsTxt.Unavailable != RobotsOutcomeAllowAll || p.RobotsTxt.Unreachable != RobotsOutcomeDisallowAll {
		t.Errorf("schema 1 read as schema %d, unavailable %q, unreachable %q; want %d, allow-all, disallow-all", p.Schema, p.RobotsTxt.Unavailable, p.RobotsTxt.Unreachable, SchemaVersion)
	}
	// What schema 1 stated without a key, and schema 2 states only where a key says so (c641fefa,
	// b771d2e6), is kept: the page's sentences are TestSchema1PageKeepsStatements (generator).
	bot, _ := p.Agents.Get("bot")
	if !p.Site.CrawlerReadsPolicy || bot.GroupMatching != GroupMatchingRFC9309 || !bot.StatesStarGroup() || !bot.StatesCaseInsensitive() {
		t.Errorf("schema 1 read with crawler_reads_policy %v, group_matching %q; want true, rfc9309", p.Site.CrawlerReadsPolicy, bot.GroupMatching)
	}
	// Where the file says it, or says otherwise, the upgrade fills nothing: an agent that
	// ignores the "*" group, or whose group matching is stated, keeps what the file says.
	for _, tc := range []struct{ edit, matching string }{
		{"follows_links = \"within-site\"\n", ""},
		{"follows_links = \"within-site\"\nignores_star_group = true\n", ""},
		{"follows_links = \"within-site\"\ngroup_matching = \"first-group\"\n", "first-group"},
	} {
		q, err := Parse([]byte(strings.Replace(strings.Replace(src, "follows_links = \"within-site\"\n", tc.edit, 1), "[site]\n", "[site]\ncrawler_reads_policy = true\n", 1)), "policy.toml")
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		b, _ := q.Agents.Get("bot")
		if tc.edit == "follows_links = \"within-site\"\n" {
			tc.matching = string(GroupMatchingRFC9309)
		}
		if string(b.GroupMatching) != tc.matching {
			t.Errorf("%q: group_matching %q, want %q", tc.edit, b.GroupMatching, tc.matching)
		}
		for _, w := range q.Warnings() {
			if strings.Contains(w.String(), "site.crawler_reads_policy:") {
				t.Errorf("%q: a warning for a key the file writes: %s", tc.edit, w)
			}
		}
	}
	// A schema-1 file with an error still says which keys to change, beside the error.
	_, err = Parse([]byte(strings.Replace(src, `every = "10m"`, `every = "-10m"`, 1)), "policy.toml")
	var ps Problems
	if !errors.As(err, &ps) || len(ps.Errors()) != 1 || len(ps) != 6 {
		t.Errorf("schema-1 file with one error: got %v, want the error and the five warnings", err)
	}
}
