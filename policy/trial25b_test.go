package policy

import "testing"

// TestCharacterHidesNoOtherProblem: a character no text may hold (a bidirectional override, a
// line feed) is reported beside every other problem of the file, its own value's among them, and
// an array with such an element still has its other elements checked (new-user trial 25, F-12:
// the U+202E hid the label's number, and the line feed in paths[0] hid the problems of
// paths[1] to paths[4], each until the next run). The value is checked without the characters
// and quoted as written.
func TestCharacterHidesNoOtherProblem(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name:  "override and a number in one label",
		edits: []edit{replace(`label = { en = "Sync", de = "Abgleich" }`, `label = { en = "Web\u202ecrawl every 60 days", de = "Abgleich" }`)},
		want: []string{
			`policy.toml:63:11: jobs.sync.label.en: "Web\u202ecrawl every 60 days" states the number "60", which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states; a digit within a name, as in MJ12bot, is no number and stays)`,
			`policy.toml:63:11: jobs.sync.label.en: holds U+202E RIGHT-TO-LEFT OVERRIDE at character 4, which would make the text around it read in another order ("Web\u202ecrawl every 60 days"): remove it`,
		},
	}, {
		name:  "line feed in one path of several",
		edits: []edit{replace(`paths = ["/"]`, `paths = ["/drafts/\nUser-agent: *\nDisallow: /", "/a b", "drafts", "/x#y", "/%zz"]`)},
		want: []string{
			// A path pattern with "*" is one the proof must read as the crawler does: a
			// problem of the paths' table, which quotes the path as written.
			`policy.toml:105:2: snippets.all: the paths "/drafts/\nUser-agent: *\nDisallow: /" use the special characters "*" or "$", but robots_txt.wildcards does not state that they are evaluated for examplebot: the proof would not read the file as the crawler does (want robots_txt.wildcards = true, or paths without "*" and "$")`,
			`policy.toml:108:10: snippets.all.paths[0]: "/drafts/\nUser-agent: *\nDisallow: /" contains a space, a control character or "#", which robots.txt cannot carry`,
			`policy.toml:108:10: snippets.all.paths[0]: holds U+000A LINE FEED at character 9, a line break, which a text of the policy cannot hold (it is one line; a list of lines is a list of strings), and 1 more ("/drafts/\nUser-agent: *\nDisallow: /"): remove them`,
			`policy.toml:108:50: snippets.all.paths[1]: "/a b" contains a space, a control character or "#", which robots.txt cannot carry`,
			`policy.toml:108:58: snippets.all.paths[2]: "drafts" does not start with "/" (RFC 9309 §2.2.2: a path pattern starts with "/"; write "/drafts")`,
			`policy.toml:108:68: snippets.all.paths[3]: "/x#y" contains a space, a control character or "#", which robots.txt cannot carry`,
			`policy.toml:108:76: snippets.all.paths[4]: "/%zz" holds "%zz", which is no percent-encoding ("%" and two hexadecimal digits, RFC 3986 §2.1), so no URL a client requests holds it, and robots.txt parsers differ on it (RFC 9309 §2.2.2 compares percent-encoded octets): one reads a literal "%" ("%25"), another compares it as written and matches nothing (write a literal "%" as "%25": "/%25zz")`,
		},
	}, {
		name:  "a label of the override alone",
		edits: []edit{replace(`label = { en = "Sync", de = "Abgleich" }`, `label = { en = "\u202e", de = "Abgleich" }`)},
		want: []string{
			`policy.toml:63:11: jobs.sync.label.en: holds U+202E RIGHT-TO-LEFT OVERRIDE at character 1, which would make the text around it read in another order ("\u202e"): remove it`,
		},
	}})
}
