package policy

import (
	"strings"
	"testing"
	"time"
)

// The minor defects of the hostile trial (../shared/reports/adversarial.md) that the loader and
// validation own, one test each, named by the report's id.

// Test_m8SnippetNamesDifferOnlyInCase: robots/x.txt and robots/X.txt are one file on macOS and
// Windows, so one link would serve the other snippet.
func Test_m8SnippetNamesDifferOnlyInCase(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name: "exclude and Exclude",
		edits: []edit{appendText(`
[snippets.All]
label = { en = "Shut examplebot out", de = "examplebot aussperren" }
agents = ["bot"]
paths = ["/private/"]
`)},
		want: []string{
			`policy.toml:110:2: snippets.All: "All" differs from snippets.all only in letter case, but each snippet is published as robots/<name>.txt, and robots/All.txt and robots/all.txt are one file on macOS and Windows (give it a name that differs in letters)`,
		},
	}})
}

// Test_m12ZeroBodySizeRefused: a size of zero is refused as a zero duration is, instead of being
// dropped from the page and policy.json.
func Test_m12ZeroBodySizeRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "integer 0",
			edits: []edit{replace("concurrency = 1\n", "concurrency = 1\nmax_body_size = 0\n")},
			want: []string{
				`policy.toml:51:1: targets.portals.limits.max_body_size: 0 is zero (want a size of at least 1 byte, e.g. 500KiB or 8MB; for "not set", leave the key out)`,
			},
		},
		{
			name:  "string 0B",
			edits: []edit{replace("concurrency = 1\n", "concurrency = 1\nmax_body_size = \"0B\"\n")},
			want: []string{
				`policy.toml:51:1: targets.portals.limits.max_body_size: "0B" is zero (want a size of at least 1 byte, e.g. 500KiB or 8MB; for "not set", leave the key out)`,
			},
		},
	})
}

// Test_m14ImplausibleDates: a date no policy can have been changed on is refused with the range
// that would be right, and 0001-01-01 is not taken for a missing date.
func Test_m14ImplausibleDates(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "0001-01-01",
			edits: []edit{replace("last_changed = 2026-11-29", "last_changed = 0001-01-01")},
			want: []string{
				`policy.toml:12:1: site.last_changed: 0001-01-01 is before robots.txt existed (want a date from 1994-06-30, when the Robots Exclusion Protocol was published, to 2099-12-31)`,
			},
		},
		{
			name:  "9999-12-31",
			edits: []edit{replace("last_changed = 2026-11-29", "last_changed = 9999-12-31")},
			want: []string{
				`policy.toml:12:1: site.last_changed: 9999-12-31 is too far in the future to be a date the policy changed (want a date from 1994-06-30, when the Robots Exclusion Protocol was published, to 2099-12-31)`,
			},
		},
		{
			name:  "as a string",
			edits: []edit{replace("last_changed = 2026-11-29", `last_changed = "1970-01-01"`)},
			want: []string{
				`policy.toml:12:1: site.last_changed: 1970-01-01 is before robots.txt existed (want a date from 1994-06-30, when the Robots Exclusion Protocol was published, to 2099-12-31)`,
			},
		},
	})
}

// Test_m16BaseURLRefusedUnlessNormal: base_url is published in the sitemap, the pages' links and
// policy.json; one that is not a normal https URL (RFC 3986 §6.2.2) is refused, saying the normal
// form where there is one.
func Test_m16BaseURLRefusedUnlessNormal(t *testing.T) {
	base := func(u string) []edit {
		return []edit{replace(`base_url = "https://crawler.example/"`, `base_url = "`+u+`"`)}
	}
	const at = `policy.toml:8:1: site.base_url: `
	runBadPolicies(t, []badPolicy{
		{name: "space", edits: base("https://x.example/a b/"), want: []string{
			at + `"https://x.example/a b/" contains a space, which a URL cannot hold (RFC 3986 §2; write "https://x.example/a%20b/")`}},
		{name: "angle brackets", edits: base("https://x.example/<b>/"), want: []string{
			at + `"https://x.example/<b>/" contains "<", which a URL cannot hold (RFC 3986 §2; write "https://x.example/%3Cb%3E/")`}},
		{name: "quote", edits: base(`https://x.example/\"q\"/`), want: []string{
			at + `"https://x.example/\"q\"/" contains "\"", which a URL cannot hold (RFC 3986 §2; write "https://x.example/%22q%22/")`}},
		{name: "port out of range", edits: base("https://x.example:99999/"), want: []string{
			at + `"https://x.example:99999/" has port 99999 (want a port from 1 to 65535, or none for 443)`}},
		{name: "dot segments", edits: base("https://x.example/a/../b/"), want: []string{
			at + `"https://x.example/a/../b/" is not in normal form (RFC 3986 §6.2.2: write "https://x.example/b/")`}},
		{name: "upper-case host and default port", edits: base("https://X.Example:443/"), want: []string{
			at + `"https://X.Example:443/" is not in normal form (RFC 3986 §6.2.2: write "https://x.example/")`}},
		{name: "localhost", edits: base("https://localhost:8080/"), want: []string{
			at + `"https://localhost:8080/" names a host that the public internet cannot reach (want the public host name the site is published at)`}},
		{name: "private address", edits: base("https://10.1.2.3/"), want: []string{
			at + `"https://10.1.2.3/" names a host that the public internet cannot reach (want the public host name the site is published at)`}},
		{name: "non-ASCII host", edits: base("https://mäuse.example/"), want: []string{
			at + `"https://mäuse.example/" has the host "mäuse.example", which a URL writes in ASCII (RFC 3986 §3.2.2, IDNA: write "https://xn--muse-loa.example/")`}},
		{name: "http", edits: base("http://x.example/"), want: []string{
			at + `"http://x.example/" is not an https URL (the site must be served over https: write "https://x.example/")`}},
	})
}

// Test_m20LoaderMessages: each message of §3.9 of the report that the loader owns, rewritten to
// say what is wrong and what would be right.
func Test_m20LoaderMessages(t *testing.T) {
	interval := func(v string) []edit { return []edit{replace(`min_interval = "1s"`, "min_interval = "+v)} }
	runBadPolicies(t, []badPolicy{
		{name: "float as a duration", edits: interval("5.0"), want: []string{
			`policy.toml:38:16: limits.min_interval: is a number (5), want a length of time as a string with its unit, e.g. "5s" or "5h"`}},
		{name: "integer as a duration", edits: interval("5"), want: []string{
			`policy.toml:38:16: limits.min_interval: is a number (5), want a length of time as a string with its unit, e.g. "5s" or "5h"`}},
		{name: "time of day as a duration", edits: interval("00:00:05"), want: []string{
			`policy.toml:38:16: limits.min_interval: is a time of day (00:00:05), want a length of time as a string with its unit, e.g. "5s"`}},
		{name: "hours beyond 290 years", edits: interval(`"999999999999h"`), want: []string{
			`policy.toml:38:1: limits.min_interval: "999999999999h" is too long (at most 106751d, about 292 years)`}},
		{name: "seconds beyond 290 years", edits: interval(`"9999999999999999999s"`), want: []string{
			`policy.toml:38:1: limits.min_interval: "9999999999999999999s" is too long (at most 106751d, about 292 years)`}},
		{name: "days beyond 290 years", edits: interval(`"106752d"`), want: []string{
			`policy.toml:38:1: limits.min_interval: "106752d" is too long (at most 106751d, about 292 years)`}},
		{name: "count of 2^32", edits: []edit{replace("max = 1000", "max = 4294967296")}, want: []string{
			`policy.toml:42:1: limits.quotas[0].max: 4294967296 is too large (at most 2147483647)`}},
		{name: "count of 2^63-1", edits: []edit{replace("max = 1000", "max = 9223372036854775807")}, want: []string{
			`policy.toml:42:1: limits.quotas[0].max: 9223372036854775807 is too large (at most 2147483647)`}},
		{name: "non-ASCII letter in a name", edits: []edit{replace("[snippets.all]", `[snippets."mäuse"]`)}, want: []string{
			`policy.toml:105:2: snippets."mäuse": "mäuse" is not a usable name: "ä" is not allowed (want ASCII letters a-z and A-Z, digits, "-" and "_"; the name becomes part of a URL)`}},
		{name: "language tag in upper case", edits: []edit{replace(`title = { en = "Example crawler", de = "Beispiel-Crawler" }`, `title = { en = "Example crawler", DE = "Beispiel-Crawler" }`), replace(`languages = ["en", "de"]`, `languages = ["en", "DE"]`)}, want: []string{
			`policy.toml:9:20: site.languages[1]: "DE" is a language tag in upper case (write "de": sitegen names folders and files by the tag in lower case)`}},
		{name: "URL as a snippet path", edits: []edit{replace(`paths = ["/"]`, `paths = ["https://x.example/a"]`)}, want: []string{
			`policy.toml:108:10: snippets.all.paths[0]: "https://x.example/a" is a URL, but a rule holds only the path (RFC 9309 §2.2.2; write "/a")`}},
		{name: "end of file in a table header", edits: []edit{appendText("\n[site")}, want: []string{
			`policy.toml:110:6: syntax error: the file ends inside the table header "[site" (want "]" after the name, e.g. [site])`}},
	})
}

// Test_m24RunsWrapAroundTheWeek: a set of days through Sunday into Monday is one run, placed first,
// so that "sat-tue" reads "Sat–Tue" on the page and in policy.toml's form.
func Test_m24RunsWrapAroundTheWeek(t *testing.T) {
	tests := []struct{ in, want string }{
		{"sat-tue", "sat-tue"},
		{"wed,sun-mon", "sun-mon,wed"},
		{"fri-mon,wed", "fri-mon,wed"},
		{"mon-sun", "mon-sun"},
		{"sat,sun", "sat-sun"},
		{"mon,sun", "sun-mon"},
		{"mon-fri", "mon-fri"},
	}
	for _, tt := range tests {
		w, err := ParseWeekdays(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := w.String(); got != tt.want {
			t.Errorf("ParseWeekdays(%q).String() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Test_m17SnippetPathWithDotSegments: a client removes dot segments before it requests a URL, so a
// snippet rule that holds one would match nothing; it is refused with the path that would.
func Test_m17SnippetPathWithDotSegments(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name:  "/private/../end",
		edits: []edit{replace(`paths = ["/"]`, `paths = ["/private/../end", "/a/./b*"]`)},
		want: []string{
			`policy.toml:105:2: snippets.all: the paths "/a/./b*" use the special characters "*" or "$", but robots_txt.wildcards does not state that they are evaluated for examplebot: the proof would not read the file as the crawler does (want robots_txt.wildcards = true, or paths without "*" and "$")`,
			`policy.toml:108:10: snippets.all.paths[0]: "/private/../end" holds a dot segment, which no client requests: it removes them first, so the rule would match nothing (RFC 3986 §5.2.4; write "/end")`,
			`policy.toml:108:29: snippets.all.paths[1]: "/a/./b*" holds a dot segment, which no client requests: it removes them first, so the rule would match nothing (RFC 3986 §5.2.4; write "/a/b*")`,
		},
	}})
}

// Test_h1LineBreaksRefused (hostile trial 2, H1): a string of the policy is one line, so a line
// break in one (LF, CR, U+2028, U+2029) is refused where it stands, as a control character is: it
// would end the Markdown page's heading or table row, and forge lines of sitegen diff's review.
func Test_h1LineBreaksRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "LF in a title",
			edits: []edit{replace(`en = "Example crawler"`, `en = "Example\n# crawler"`)},
			want: []string{
				`policy.toml:7:11: site.title.en: holds U+000A LINE FEED at character 8, a line break, which a text of the policy cannot hold (it is one line; a list of lines is a list of strings) ("Example\n# crawler"): remove it`,
			},
		},
		{
			name:  "CR LF in a snippet's label",
			edits: []edit{replace(`en = "Shut examplebot out"`, `en = "Shut out\r\n\r\nstricter  /limits/min_interval"`)},
			want: []string{
				`policy.toml:106:11: snippets.all.label.en: holds U+000D CARRIAGE RETURN at character 9, a line break, which a text of the policy cannot hold (it is one line; a list of lines is a list of strings), and 3 more ("Shut out\r\n\r\nstricter  /limits/min_interval"): remove them`,
			},
		},
		{
			name:  "U+2028 in a name, U+2029 in a line of the address",
			edits: []edit{replace(`name = "Example GmbH"`, `name = "Example\u2028GmbH"`), replace(`"10115 Berlin"`, `"10115\u2029Berlin"`)},
			want: []string{
				`policy.toml:16:1: operator.name: holds U+2028 LINE SEPARATOR at character 8, a line break, which a text of the policy cannot hold (it is one line; a list of lines is a list of strings) ("Example\u2028GmbH"): remove it`,
				`policy.toml:17:29: operator.address[1]: holds U+2029 PARAGRAPH SEPARATOR at character 6, a line break, which a text of the policy cannot hold (it is one line; a list of lines is a list of strings) ("10115\u2029Berlin"): remove it`,
			},
		},
		{
			name:  "a multi-line string",
			edits: []edit{replace(`name = "Example GmbH"`, "name = \"\"\"Example\nGmbH\"\"\"")},
			want: []string{
				`policy.toml:16:1: operator.name: holds U+000A LINE FEED at character 8, a line break, which a text of the policy cannot hold (it is one line; a list of lines is a list of strings) ("Example\nGmbH"): remove it`,
			},
		},
	})
	p := goPolicy(t)
	p.Operator.Name = "Example\nGmbH"
	got := problemLines(t, p.Validate())
	want := `operator.name: holds U+000A LINE FEED at character 8, a line break, which a text of the policy cannot hold (it is one line; a list of lines is a list of strings) ("Example\nGmbH"): remove it`
	if len(got) != 1 || got[0] != want {
		t.Errorf("Validate of a policy built in Go: %q\nwant %q", got, want)
	}
}

// Test_h15ZeroRedirectsRefused (hostile trial 2, H15): max_redirects is a count of at least 1, as
// concurrency is: 0 was read as "not set", dropped from policy.json and the pages without a word,
// and a category's 0 under a global limit left the global one in force; a count past 2^31-1 was
// published as it stood.
func Test_h15ZeroRedirectsRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "a category's max_redirects = 0",
			edits: []edit{replace("concurrency = 1\n", "concurrency = 1\nmax_redirects = 0\n")},
			want: []string{
				`policy.toml:51:1: targets.portals.limits.max_redirects: 0 is below 1 (to state that no redirect is followed, write redirects = "not-followed" in its place; else want the most redirects followed, e.g. 5)`,
			},
		},
		{
			name:  "robots_txt.max_redirects = 0",
			edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_redirects = 0\n")},
			want: []string{
				`policy.toml:79:1: robots_txt.max_redirects: 0 is below 1 (want a whole number of at least 1)`,
			},
		},
		{
			name:  "2^63-1 redirects",
			edits: []edit{replace("concurrency = 1\n", "concurrency = 1\nmax_redirects = 9223372036854775807\n")},
			want: []string{
				`policy.toml:51:1: targets.portals.limits.max_redirects: 9223372036854775807 is too large (at most 2147483647)`,
			},
		},
	})
}

// Test_h25SnippetForRobotsTxtRefused (hostile trial 2, H25): a snippet path aimed at /robots.txt
// is refused: RFC 9309 §2.2.2 always allows a crawler to fetch robots.txt, so the page's "blocks
// ExampleBot from every address that matches /robots.txt" was false ("/robots.txt$" blocked
// nothing at all).
func Test_h25SnippetForRobotsTxtRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name:  "robots.txt as a prefix, exactly, and with a wildcard",
		edits: []edit{replace(`paths = ["/"]`, `paths = ["/robots.txt", "/robots.txt$", "/robots.txt*", "/robots.txt.bak", "/robots.txt?x"]`)},
		want: []string{
			`policy.toml:105:2: snippets.all: the paths "/robots.txt$", "/robots.txt*" use the special characters "*" or "$", but robots_txt.wildcards does not state that they are evaluated for examplebot: the proof would not read the file as the crawler does (want robots_txt.wildcards = true, or paths without "*" and "$")`,
			`policy.toml:108:10: snippets.all.paths[0]: "/robots.txt" matches robots.txt itself, which a crawler may always fetch (RFC 9309 §2.2.2: /robots.txt is implicitly allowed), so the snippet would claim to block what no rule can`,
			`policy.toml:108:25: snippets.all.paths[1]: "/robots.txt$" matches robots.txt itself, which a crawler may always fetch (RFC 9309 §2.2.2: /robots.txt is implicitly allowed), so the snippet would claim to block what no rule can`,
			`policy.toml:108:41: snippets.all.paths[2]: "/robots.txt*" matches robots.txt itself, which a crawler may always fetch (RFC 9309 §2.2.2: /robots.txt is implicitly allowed), so the snippet would claim to block what no rule can`,
		},
	}})
}

// Test_h6TokensReadAsOneRefused (hostile trial 2, H6): two agents whose tokens an RFC 9309 parser
// reads as the same token ("examplebot2" as "examplebot") share every robots.txt group, so the
// page's advice to name one in a group (Crawl-delay, a snippet) would also apply to the other; the
// second is refused, with the first it collides with.
func Test_h6TokensReadAsOneRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name: "examplebot and ExampleBot2",
		edits: []edit{appendText(`
[agents.other]
token = "ExampleBot2"
trigger = "unattended"
user_agent = "ExampleBot2/1.0"
`)},
		want: []string{
			`policy.toml:111:1: warning: agents.other.token: "ExampleBot2" is outside RFC 9309's product-token syntax (letters, "_" and "-", §2.2.1): an RFC 9309 parser reads a User-agent line that names it as "ExampleBot"`,
			`policy.toml:111:1: agents.other.token: "ExampleBot2" is read by an RFC 9309 parser as "ExampleBot", as the token "examplebot" of agents.bot is (§2.2.1: letters, "_" and "-"): a robots.txt group that names one of them applies to both (give each agent a token that differs in letters, "_" or "-")`,
		},
	}})
}

// Test_h28JobsThatOnlyRunWithEachOtherRefused (hostile trial 2, H28): jobs whose every rule runs
// them with another job, in a cycle with no rule of its own, never run, though the schedule table
// said "With each run of B" and "With each run of A"; each is refused. A rule of its own in the
// cycle makes both run.
func Test_h28JobsThatOnlyRunWithEachOtherRefused(t *testing.T) {
	cycle := `
[jobs.a]
label = { en = "A", de = "A" }
agent = "bot"
[[jobs.a.cadence]]
with = "b"

[jobs.b]
label = { en = "B", de = "B" }
agent = "bot"
[[jobs.b.cadence]]
with = "a"
`
	runBadPolicies(t, []badPolicy{{
		name:  "a with b, b with a",
		edits: []edit{appendText(cycle)},
		want: []string{
			`policy.toml:113:3: jobs.a.cadence: every rule runs the job with another one (jobs.b), and none of the jobs they lead to starts on its own: the job never runs (give one of them a rule without with, a trigger or manual_start)`,
			`policy.toml:119:3: jobs.b.cadence: every rule runs the job with another one (jobs.a), and none of the jobs they lead to starts on its own: the job never runs (give one of them a rule without with, a trigger or manual_start)`,
		},
	}})
	if _, err := Parse([]byte(readBase(t)+cycle+"[[jobs.b.cadence]]\nevery = \"1h\"\n"), "policy.toml"); err != nil {
		t.Errorf("a cycle with a rule of its own: %v", err)
	}
}

// TestH2URLCharacters (hostile trial 2, H2): every URL of the policy holds only the characters RFC
// 3986 allows where they stand (§2 anywhere, §2.1 percent-encodings, §3.3–3.5 no "[" or "]" after
// the host, one "#"), as base_url does; operator.website accepted `"><script>`, which was
// published percent-encoded.
func TestH2URLCharacters(t *testing.T) {
	website := func(u string) []edit {
		return []edit{replace(`name = "Example GmbH"`, `name = "Example GmbH"`+"\nwebsite = "+u)}
	}
	runBadPolicies(t, []badPolicy{
		{name: "quote and angle brackets", edits: website(`'https://a.example/"><script>x</script>'`), want: []string{
			`policy.toml:17:1: operator.website: "https://a.example/\"><script>x</script>" contains "\"", which a URL cannot hold (RFC 3986 §2; write "https://a.example/%22%3E%3Cscript%3Ex%3C/script%3E")`,
		}},
		{name: "space", edits: website(`"https://a.example/a b"`), want: []string{
			`policy.toml:17:1: operator.website: "https://a.example/a b" contains a space, which a URL cannot hold (RFC 3986 §2; write "https://a.example/a%20b")`,
		}},
		{name: "bad percent-encoding", edits: website(`"https://a.example/100%"`), want: []string{
			`policy.toml:17:1: operator.website: "https://a.example/100%" contains "%", which is not a percent-encoding (RFC 3986 §2.1: "%" and two hexadecimal digits; write "https://a.example/100%25")`,
		}},
		{name: "brackets in the path", edits: website(`"https://a.example/[x]"`), want: []string{
			`policy.toml:17:1: operator.website: "https://a.example/[x]" contains "[" after its host, where RFC 3986 allows it only percent-encoded (§3.3, §3.4, §3.5: write "https://a.example/%5Bx%5D")`,
		}},
		{name: "two fragments", edits: website(`"https://a.example/#a#b"`), want: []string{
			`policy.toml:17:1: operator.website: "https://a.example/#a#b" contains a second "#", which a fragment holds only percent-encoded (RFC 3986 §3.5: write "https://a.example/#a%23b")`,
		}},
		// In the host, which no percent-encoding mends (new-user trial 25, F-17: it suggested
		// "https://a.example%5Cevil.example/").
		{name: "backslash", edits: website(`"https://a.example\\evil.example/"`), want: []string{
			`policy.toml:17:1: operator.website: "https://a.example\\evil.example/" has the host "a.example\\evil.example", which no host name can be: it contains "\\" (RFC 3986 §3.2.2; want a host name, e.g. https://crawler.example/)`,
		}},
	})
	for _, ok := range []string{"https://a.example/", "http://a.example:8080/a/b?q=1&r=%C3%A4#top", "https://[2001:db8::1]/", "https://203.0.113.7/x"} {
		if err := CheckURL(ok); err != nil {
			t.Errorf("CheckURL(%q) = %v, want nil", ok, err)
		}
	}
}

// TestH13HostNames (hostile trial 2, H13): a host name follows RFC 1123 §2.1's label rules, in
// site.base_url, every other URL and an e-mail address's domain: no empty label, no label
// starting or ending with "-", at most 63 characters a label and 253 in all.
func TestH13HostNames(t *testing.T) {
	base := func(u string) []edit {
		return []edit{replace(`base_url = "https://crawler.example/"`, `base_url = "`+u+`"`)}
	}
	runBadPolicies(t, []badPolicy{
		{name: "empty label", edits: base("https://bot..example/"), want: []string{
			`policy.toml:8:1: site.base_url: "https://bot..example/" has the host "bot..example", which no DNS name can be: it has an empty label (RFC 1123 §2.1: labels of 1 to 63 letters, digits and "-", not starting or ending with "-", joined by single dots)`,
		}},
		{name: "leading hyphen", edits: base("https://-bot.example/"), want: []string{
			`policy.toml:8:1: site.base_url: "https://-bot.example/" has the host "-bot.example", which no DNS name can be: the label "-bot" starts with "-" (RFC 1123 §2.1: labels of 1 to 63 letters, digits and "-", not starting or ending with "-", joined by single dots)`,
		}},
		{name: "trailing hyphen", edits: base("https://bot-.example/"), want: []string{
			`policy.toml:8:1: site.base_url: "https://bot-.example/" has the host "bot-.example", which no DNS name can be: the label "bot-" ends with "-" (RFC 1123 §2.1: labels of 1 to 63 letters, digits and "-", not starting or ending with "-", joined by single dots)`,
		}},
		{name: "label too long", edits: base("https://" + strings.Repeat("a", 64) + ".example/"), want: []string{
			`policy.toml:8:1: site.base_url: "https://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.example…" has the host "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.example", which no DNS name can be: the label "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" is 64 characters long (RFC 1123 §2.1: labels of 1 to 63 letters, digits and "-", not starting or ending with "-", joined by single dots)`,
		}},
		{name: "underscore", edits: base("https://bot_1.example/"), want: []string{
			`policy.toml:8:1: site.base_url: "https://bot_1.example/" has the host "bot_1.example", which no DNS name can be: the label "bot_1" holds "_" (RFC 1123 §2.1: labels of 1 to 63 letters, digits and "-", not starting or ending with "-", joined by single dots)`,
		}},
		{name: "all-digit last label", edits: base("https://bot.123/"), want: []string{
			`policy.toml:8:1: site.base_url: "https://bot.123/" has the host "bot.123", which no DNS name can be: its last label "123" is all digits, so it reads as an IPv4 address, not a name (RFC 1123 §2.1)`,
		}},
		{name: "trailing dot", edits: base("https://bot.example./"), want: []string{
			`policy.toml:8:1: site.base_url: "https://bot.example./" has the host "bot.example.", which no DNS name can be: it ends with a dot, an empty label (RFC 1123 §2.1: labels of 1 to 63 letters, digits and "-", not starting or ending with "-", joined by single dots)`,
		}},
		{name: "website", edits: []edit{replace(`name = "Example GmbH"`, `name = "Example GmbH"`+"\nwebsite = \"https://www.-a.example/\"")}, want: []string{
			`policy.toml:17:1: operator.website: "https://www.-a.example/" has the host "www.-a.example", which no DNS name can be: the label "-a" starts with "-" (RFC 1123 §2.1: labels of 1 to 63 letters, digits and "-", not starting or ending with "-", joined by single dots)`,
		}},
		{name: "e-mail domain", edits: []edit{replace(`email = "crawler@crawler.example"`, `email = "crawler@crawler-.example"`)}, want: []string{
			`policy.toml:20:1: contact.email: "crawler@crawler-.example" is not an e-mail address: its domain "crawler-.example" is no DNS name: the label "crawler-" ends with "-" (RFC 1123 §2.1: labels of 1 to 63 letters, digits and "-", not starting or ending with "-", joined by single dots)`,
		}},
		// A domain in Unicode: its ASCII form, as a URL's host gets (new-user trial 20, F9).
		{name: "e-mail domain in Unicode", edits: []edit{replace(`email = "crawler@crawler.example"`, `email = "crawler@bücher.example"`)}, want: []string{
			`policy.toml:20:1: contact.email: "crawler@bücher.example" has the domain "bücher.example", which an e-mail address writes in ASCII for every mail server to take (IDNA: write "crawler@xn--bcher-kva.example")`,
		}},
	})
	if err := CheckHostName(strings.Repeat("a.", 126) + "ab"); err == nil {
		t.Errorf("a host name of 254 characters was accepted")
	}
	if err := CheckHostName(strings.Repeat("a", 63) + ".3com.example"); err != nil {
		t.Errorf("a label of 63 characters, a label starting with a digit: %v", err)
	}
}

// TestH14TimeZonesOfPlaces (hostile trial 2, H14): site.time_zone is the zone of a place as the tz
// database's zone.tab lists it, or UTC; Etc/GMT+5 (five hours behind UTC, read by everyone as
// ahead), Factory, posixrules and aliases were published as "All times are in the … time zone".
func TestH14TimeZonesOfPlaces(t *testing.T) {
	zone := func(z string) []edit {
		return []edit{replace(`time_zone = "Europe/Berlin"`, `time_zone = "`+z+`"`)}
	}
	runBadPolicies(t, []badPolicy{
		{name: "Etc/GMT+5", edits: zone("Etc/GMT+5"), want: []string{
			`policy.toml:11:1: site.time_zone: "Etc/GMT+5" is UTC−5, though every reader takes it for UTC+5 (the Etc/GMT zones invert the sign, as POSIX does): want the IANA zone of the place whose clocks the policy's times follow, e.g. America/Atikokan`,
		}},
		{name: "Etc/GMT-1", edits: zone("Etc/GMT-1"), want: []string{
			`policy.toml:11:1: site.time_zone: "Etc/GMT-1" is UTC+1, though every reader takes it for UTC−1 (the Etc/GMT zones invert the sign, as POSIX does): want the IANA zone of the place whose clocks the policy's times follow, e.g. Africa/Luanda`,
		}},
		{name: "Factory", edits: zone("Factory"), want: []string{
			`policy.toml:11:1: site.time_zone: "Factory" is the tz database's placeholder for a machine whose zone is not set, not a time zone (want the IANA zone of the place whose clocks the policy's times follow, e.g. Europe/Berlin)`,
		}},
		{name: "posixrules", edits: zone("posixrules"), want: []string{
			`policy.toml:11:1: site.time_zone: "posixrules" is a file of the tz database, not a time zone (want the IANA zone of the place whose clocks the policy's times follow, e.g. Europe/Berlin)`,
		}},
		{name: "EST", edits: zone("EST"), want: []string{
			`policy.toml:11:1: site.time_zone: "EST" is not the zone of a place in the tz database (zone.tab) but an alias, so readers cannot tell whose clocks it follows: America/Atikokan keeps the same time since 1970 (write it, or the zone of the place whose clocks the policy's times follow)`,
		}},
		{name: "America/Argentina/ComodRivadavia", edits: zone("America/Argentina/ComodRivadavia"), want: []string{
			`policy.toml:11:1: site.time_zone: "America/Argentina/ComodRivadavia" is not the zone of a place in the tz database (zone.tab) but an alias, so readers cannot tell whose clocks it follows: America/Argentina/Catamarca keeps the same time since 1970 (write it, or the zone of the place whose clocks the policy's times follow)`,
		}},
		{name: "Europe/Kiev", edits: zone("Europe/Kiev"), want: []string{
			`policy.toml:11:1: site.time_zone: "Europe/Kiev" is not the zone of a place in the tz database (zone.tab) but an alias, so readers cannot tell whose clocks it follows: Europe/Kyiv keeps the same time since 1970 (write it, or the zone of the place whose clocks the policy's times follow)`,
		}},
		{name: "GMT", edits: zone("GMT"), want: []string{
			`policy.toml:11:1: site.time_zone: "GMT" is not the zone of a place in the tz database (zone.tab) but an alias, so readers cannot tell whose clocks it follows: UTC keeps the same time since 1970 (write it, or the zone of the place whose clocks the policy's times follow)`,
		}},
	})
	for _, ok := range []string{"Europe/Berlin", "Europe/Warsaw", "America/New_York", "Asia/Kolkata", "UTC", "Etc/UTC"} {
		if _, err := Parse([]byte(strings.Replace(readBase(t), "Europe/Berlin", ok, 1)), "policy.toml"); err != nil {
			t.Errorf("time_zone = %q: %v", ok, err)
		}
	}
	list := placeZoneList
	if len(list) < 300 {
		t.Fatalf("zone.tab lists %d zones", len(list))
	}
	for _, name := range list {
		if _, err := time.LoadLocation(name); err != nil {
			t.Errorf("zone.tab lists %q, which does not load: %v", name, err)
		}
	}
}

// TestH18NotOwnNamesFiles (hostile trial 2, H18): site.not_own names files of the output folder;
// ".", "*" and "CNAME/" (the folder itself, a pattern, a folder) were accepted.
func TestH18NotOwnNamesFiles(t *testing.T) {
	notOwn := func(v string) []edit {
		return []edit{replace("example = true\n", "example = true\nnot_own = ["+v+"]\n")}
	}
	runBadPolicies(t, []badPolicy{
		{name: "dot", edits: notOwn(`"."`), want: []string{
			`policy.toml:14:12: site.not_own[0]: "." names the output folder itself, not a file in it (want the path of one file in the output folder, relative to it, e.g. "CNAME" or ".well-known/security.txt": names of letters, digits, ".", "_" and "-" (the POSIX portable filename characters) joined by "/")`,
		}},
		{name: "dot slash", edits: notOwn(`"./"`), want: []string{
			`policy.toml:14:12: site.not_own[0]: "./" names the output folder itself, not a file in it (want the path of one file in the output folder, relative to it, e.g. "CNAME" or ".well-known/security.txt": names of letters, digits, ".", "_" and "-" (the POSIX portable filename characters) joined by "/")`,
		}},
		{name: "star", edits: notOwn(`"*"`), want: []string{
			`policy.toml:14:12: site.not_own[0]: "*" holds "*", a character of patterns, but not_own names each file as it is (want the path of one file in the output folder, relative to it, e.g. "CNAME" or ".well-known/security.txt": names of letters, digits, ".", "_" and "-" (the POSIX portable filename characters) joined by "/")`,
		}},
		{name: "pattern", edits: notOwn(`"google*.html"`), want: []string{
			`policy.toml:14:12: site.not_own[0]: "google*.html" holds "*", a character of patterns, but not_own names each file as it is (want the path of one file in the output folder, relative to it, e.g. "CNAME" or ".well-known/security.txt": names of letters, digits, ".", "_" and "-" (the POSIX portable filename characters) joined by "/")`,
		}},
		{name: "folder", edits: notOwn(`"CNAME/"`), want: []string{
			`policy.toml:14:12: site.not_own[0]: "CNAME/" ends in "/", so it names a folder, but not_own lists files (want the path of one file in the output folder, relative to it, e.g. "CNAME" or ".well-known/security.txt": names of letters, digits, ".", "_" and "-" (the POSIX portable filename characters) joined by "/"; write "CNAME")`,
		}},
		{name: "empty name", edits: notOwn(`"a//CNAME"`), want: []string{
			`policy.toml:14:12: site.not_own[0]: "a//CNAME" has an empty name or "." between its slashes (want the path of one file in the output folder, relative to it, e.g. "CNAME" or ".well-known/security.txt": names of letters, digits, ".", "_" and "-" (the POSIX portable filename characters) joined by "/")`,
		}},
		{name: "dot inside", edits: notOwn(`"a/./CNAME"`), want: []string{
			`policy.toml:14:12: site.not_own[0]: "a/./CNAME" has an empty name or "." between its slashes (want the path of one file in the output folder, relative to it, e.g. "CNAME" or ".well-known/security.txt": names of letters, digits, ".", "_" and "-" (the POSIX portable filename characters) joined by "/")`,
		}},
		{name: "space", edits: notOwn(`"my file.txt"`), want: []string{
			`policy.toml:14:12: site.not_own[0]: "my file.txt" holds " " (want the path of one file in the output folder, relative to it, e.g. "CNAME" or ".well-known/security.txt": names of letters, digits, ".", "_" and "-" (the POSIX portable filename characters) joined by "/")`,
		}},
	})
	if _, err := Parse([]byte(strings.Replace(readBase(t), "example = true\n", "example = true\nnot_own = [\"CNAME\", \".nojekyll\", \".well-known/security.txt\", \"google1234abcd.html\", \"BingSiteAuth.xml\"]\n", 1)), "policy.toml"); err != nil {
		t.Errorf("usual not_own files: %v", err)
	}
}

// TestH19UserAgentWithoutSurroundingSpace (hostile trial 2, H19): a User-Agent with leading or
// trailing whitespace was stated "exactly as sent", but an HTTP field value has none (RFC 9110
// §5.5): no log shows it.
func TestH19UserAgentWithoutSurroundingSpace(t *testing.T) {
	ua := func(v string) []edit {
		return []edit{replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = "`+v+`"`)}
	}
	runBadPolicies(t, []badPolicy{
		{name: "leading space", edits: ua(" examplebot/1.0"), want: []string{
			`policy.toml:30:1: agents.bot.user_agent: " examplebot/1.0" begins with whitespace, which no server sees: an HTTP field value has no leading or trailing whitespace (RFC 9110 §5.5; write "examplebot/1.0")`,
		}},
		{name: "trailing tab", edits: ua(`examplebot/1.0\t`), want: []string{
			`policy.toml:30:1: agents.bot.user_agent: "examplebot/1.0\t" ends with whitespace, which no server sees: an HTTP field value has no leading or trailing whitespace (RFC 9110 §5.5; write "examplebot/1.0")`,
		}},
		{name: "both", edits: ua(" examplebot/1.0 "), want: []string{
			`policy.toml:30:1: agents.bot.user_agent: " examplebot/1.0 " begins and ends with whitespace, which no server sees: an HTTP field value has no leading or trailing whitespace (RFC 9110 §5.5; write "examplebot/1.0")`,
		}},
		{name: "comparison request", edits: []edit{replace(`user_agent = "python-httpx"`, `user_agent = "python-httpx "`)}, want: []string{
			`policy.toml:101:1: commitments.comparison_request.user_agent: "python-httpx " ends with whitespace, which no server sees: an HTTP field value has no leading or trailing whitespace (RFC 9110 §5.5; write "python-httpx")`,
		}},
	})
}

// TestH21LabelsStateNoNumbers (hostile trial 2, H21): a label may not state a number, since no
// proof can check it against what the crawler keeps; a purpose "at most 1 request per hour" was
// published though min_interval said 1s. Numbers of every script count, as in prose (H24); digits
// within a name (a title "MJ12bot") are no number.
func TestH21LabelsStateNoNumbers(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{name: "purpose", edits: []edit{replace(`en = "Indexes public pages"`, `en = "Indexes public pages, at most 1 request per hour, 10 per day"`)}, want: []string{
			`policy.toml:28:13: agents.bot.purpose.en: "Indexes public pages, at most 1 request per hour, 10 per day" states the number "1", which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)`,
		}},
		{name: "job label with a decimal", edits: []edit{replace(`en = "Sync", de = "Abgleich"`, `en = "Sync every 0.5 hours", de = "Abgleich"`)}, want: []string{
			`policy.toml:63:11: jobs.sync.label.en: "Sync every 0.5 hours" states the number "0.5", which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)`,
		}},
		{name: "superscript and Roman numeral", edits: []edit{replace(`en = "Night", de = "Nacht"`, `en = "Night ²", de = "Nacht Ⅻ"`)}, want: []string{
			`policy.toml:58:11: windows.night.label.en: "Night ²" states the number "²", which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)`,
			`policy.toml:58:28: windows.night.label.de: "Nacht Ⅻ" states the number "Ⅻ", which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)`,
		}},
		{name: "title", edits: []edit{replace(`en = "Example crawler"`, `en = "Example crawler 2"`)}, want: []string{
			`policy.toml:7:11: site.title.en: "Example crawler 2" states the number "2", which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)`,
		}},
	})
	for _, name := range []string{"MJ12bot", "360Spider", "Crawler4j"} {
		if _, err := Parse([]byte(strings.Replace(readBase(t), `en = "Example crawler"`, `en = "`+name+`"`, 1)), "policy.toml"); err != nil {
			t.Errorf("title %q: %v", name, err)
		}
	}
}

// TestH22ReservedNamesOnlyInExamples (hostile trial 2, H22): outside an example, host names and
// e-mail domains under names reserved for documentation and tests (RFC 2606, RFC 6761) are
// refused, as documentation address ranges are.
func TestH22ReservedNamesOnlyInExamples(t *testing.T) {
	real := []edit{remove("example = true\n"), replace(`prefix = "203.0.113.7"`, `prefix = "192.0.32.7"`)}
	with := func(es ...edit) []edit { return append(append([]edit{}, real...), es...) }
	runBadPolicies(t, []badPolicy{
		{name: "base_url and e-mail under .example", edits: with(), want: []string{
			`policy.toml:8:1: site.base_url: "https://crawler.example/" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:19:1: contact.email: "crawler@crawler.example" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:29:1: agents.bot.user_agent: "examplebot/{version} (+https://crawler.example/)" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
		}},
		{name: "example.com, .test, .invalid", edits: with(
			replace(`base_url = "https://crawler.example/"`, `base_url = "https://bot.example.com/"`),
			replace(`email = "crawler@crawler.example"`, "email = \"crawler@bot.test\"\nabuse_email = \"abuse@bot.localhost\""),
			replace(`name = "Example GmbH"`, "name = \"Example GmbH\"\nwebsite = \"https://www.EXAMPLE.ORG/\"\nsource_code = \"https://git.invalid/bot\"\nopen_source = true"),
		), want: []string{
			`policy.toml:8:1: site.base_url: "https://bot.example.com/" lies under "example.com", a name reserved for documentation and tests (RFC 2606 §3, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:16:1: operator.website: "https://www.EXAMPLE.ORG/" lies under "example.org", a name reserved for documentation and tests (RFC 2606 §3, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:17:1: operator.source_code: "https://git.invalid/bot" lies under "invalid", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.4): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:22:1: contact.email: "crawler@bot.test" lies under "test", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.2): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:23:1: contact.abuse_email: "abuse@bot.localhost" lies under "localhost", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.3): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:33:1: agents.bot.user_agent: "examplebot/{version} (+https://crawler.example/)" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
		}},
	})
	if _, err := Parse([]byte(strings.NewReplacer("crawler.example", "crawler.eu", "example = true\n", "", "203.0.113.7", "192.0.32.7", "examplebot aussperren", "examplebot aussperren").Replace(readBase(t))), "policy.toml"); err != nil {
		t.Errorf("a real policy: %v", err)
	}
	if ReservedName("bot.example.community") != "" || ReservedName("myexample.com") != "" || ReservedName("Bot.Example.") != "example" {
		t.Errorf("ReservedName matches names, not strings: want only whole labels")
	}
}

// TestH7SnippetOfATokenOutsideRFC9309 (hostile trial 2, H7): validate said "valid" for a policy
// whose snippet names an agent with the token "ExampleBot1", which build then refused ("the
// snippet does not prove out", without a position); validation then refused it where it stood.
// Since issue #11 (item 3), such a snippet is proven as a parser reads its User-agent line
// ("ExampleBot", as polite and sitegen robots test look the token up), so the policy is valid with
// the token's warning alone; a token from which a parser reads no token at all ("1ExampleBot")
// is still refused where the snippet names it.
func TestH7SnippetOfATokenOutsideRFC9309(t *testing.T) {
	runValidCases(t, []badPolicy{{
		name:  "ExampleBot1",
		edits: []edit{replace(`token = "examplebot"`, `token = "ExampleBot1"`), replace(`user_agent = "examplebot/{version}`, `user_agent = "ExampleBot1/{version}`)},
		want: []string{
			`policy.toml:27:1: warning: agents.bot.token: "ExampleBot1" is outside RFC 9309's product-token syntax (letters, "_" and "-", §2.2.1): an RFC 9309 parser reads a User-agent line that names it as "ExampleBot"`,
		},
	}})
	runBadPolicies(t, []badPolicy{{
		name:  "1ExampleBot",
		edits: []edit{replace(`token = "examplebot"`, `token = "1ExampleBot"`), replace(`user_agent = "examplebot/{version}`, `user_agent = "1ExampleBot/{version}`)},
		want: []string{
			`policy.toml:27:1: warning: agents.bot.token: "1ExampleBot" is outside RFC 9309's product-token syntax (letters, "_" and "-", §2.2.1): an RFC 9309 parser reads no product token from a User-agent line that names it`,
			`policy.toml:107:11: snippets.all.agents[0]: "bot" has the token "1ExampleBot", from which an RFC 9309 parser reads no product token (letters, "_" and "-", §2.2.1), so no robots.txt group can name it (give agents.bot a token that starts with a letter, or leave it out of the snippet)`,
		},
	}})
}

// Test_nu3IdenticalUserAgentsWarned (new-user trial 3): two agents that send the same User-Agent
// were accepted in silence, though a site cannot tell them apart by it and verify matched a
// request that sends it to both. It stays legal, with a warning that names both key paths and what
// would be right (one crawler whose jobs obey robots.txt only in part is one agent, with
// jobs.NAME.robots_txt); the same string in another form (after a browser's User-Agent) is
// another header, and passes.
func Test_nu3IdenticalUserAgentsWarned(t *testing.T) {
	runValidCases(t, []badPolicy{
		{
			name: "same user_agent, one without a token",
			edits: []edit{appendText(`
[agents.sampler]
trigger = "unattended"
user_agent = "examplebot/{version} (+https://crawler.example/)"
`)},
			want: []string{
				`policy.toml:112:1: warning: agents.sampler.user_agent: "examplebot/{version} (+https://crawler.example/)" is also the User-Agent of agents.bot.user_agent: a site cannot tell the two agents apart by it, and verify attributes a request that sends it to both agents (give each agent a User-Agent of its own, e.g. with a suffix that names what it fetches, or merge the agents: jobs.NAME.robots_txt = "not-read" states that some of one agent's fetches do not obey robots.txt)`,
			},
		},
		{
			name: "a variant the same as another agent's user_agent",
			edits: []edit{appendText(`
[agents.sampler]
trigger = "unattended"
user_agent = "examplebot-sampler/1.0"
variants = [{ user_agent = "examplebot/{version} (+https://crawler.example/)", used_for = { en = "Samples", de = "Stichproben" } }]
`)},
			want: []string{
				`policy.toml:113:15: warning: agents.sampler.variants[0].user_agent: "examplebot/{version} (+https://crawler.example/)" is also the User-Agent of agents.bot.user_agent: a site cannot tell the two agents apart by it, and verify attributes a request that sends it to both agents (give each agent a User-Agent of its own, e.g. with a suffix that names what it fetches, or merge the agents: jobs.NAME.robots_txt = "not-read" states that some of one agent's fetches do not obey robots.txt)`,
			},
		},
		{
			name: "the same string after a browser's User-Agent",
			edits: []edit{appendText(`
[agents.sampler]
trigger = "unattended"
user_agent = "examplebot/{version} (+https://crawler.example/)"
user_agent_form = "after-browser"
`)},
		},
	})
}
