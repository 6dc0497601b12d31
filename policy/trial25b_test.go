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
			`policy.toml:63:11: jobs.sync.label.en: "Web\u202ecrawl every 60 days" states the number "60", which a label cannot: the pages prove that every number they show is a value the crawler keeps, and no proof can check one in a label (state a limit with the policy's keys, [limits], quotas and windows, which the page then states; a digit within a name, as in MJ12bot, IPv4, HTTP/2 or RFC 9116, is no number and stays)`,
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

// TestReverseDNSAsPrinted: network.reverse_dns is written as the page and ips.json print it, lower
// case and without the final dot, and refused otherwise with that form (new-user trial 25, F-14:
// "Crawl.Wrenfield.example." loaded, and the page said a name must end in
// ".Crawl.Wrenfield.example."). A name of one label, or not a domain name at all, is refused with
// what is wrong (F-15: "example" was "not a domain name").
func TestReverseDNSAsPrinted(t *testing.T) {
	rdns := func(name string) []edit {
		return []edit{replace("[[network.addresses]]\n", "[network]\nreverse_dns = \""+name+"\"\n\n[[network.addresses]]\n")}
	}
	runBadPolicies(t, []badPolicy{{
		name:  "capitals and a final dot",
		edits: rdns("Crawl.Wrenfield.example."),
		want: []string{
			`policy.toml:35:1: network.reverse_dns: "Crawl.Wrenfield.example." has upper-case letters and ends in a dot: want "crawl.wrenfield.example" (the page and ips.json state the domain as written, and a reader compares it with the names a tool prints: DNS compares names without regard to case, RFC 4343, and dig and host print a final dot that logs and gethostbyaddr leave out)`,
		},
	}, {
		name:  "capitals",
		edits: rdns("crawl.Wrenfield.example"),
		want: []string{
			`policy.toml:35:1: network.reverse_dns: "crawl.Wrenfield.example" has upper-case letters: want "crawl.wrenfield.example" (the page and ips.json state the domain as written, and a reader compares it with the names a tool prints: DNS compares names without regard to case, RFC 4343, and dig and host print a final dot that logs and gethostbyaddr leave out)`,
		},
	}, {
		name:  "a final dot",
		edits: rdns("crawl.wrenfield.example."),
		want: []string{
			`policy.toml:35:1: network.reverse_dns: "crawl.wrenfield.example." ends in a dot: want "crawl.wrenfield.example" (the page and ips.json state the domain as written, and a reader compares it with the names a tool prints: DNS compares names without regard to case, RFC 4343, and dig and host print a final dot that logs and gethostbyaddr leave out)`,
		},
	}, {
		name:  "one label",
		edits: rdns("example"),
		want: []string{
			`policy.toml:35:1: network.reverse_dns: "example" is a single label, a top-level domain in which anyone's names may lie: want the operator's domain, at least two labels (e.g. crawl.civic.example)`,
		},
	}, {
		name:  "one label with a final dot",
		edits: rdns("Example."),
		want: []string{
			`policy.toml:35:1: network.reverse_dns: "Example." is a single label, a top-level domain in which anyone's names may lie: want the operator's domain, at least two labels (e.g. crawl.civic.example)`,
		},
	}, {
		name:  "no domain name",
		edits: rdns("crawl_servers.example"),
		want: []string{
			`policy.toml:35:1: network.reverse_dns: "crawl_servers.example" is not a domain name: want labels of letters, digits and "-", separated by dots, the last of letters alone (e.g. crawl.civic.example)`,
		},
	}})
}

// TestEveryAddress: a prefix of length 0 is refused as what it is, every address of its family
// (new-user trial 25, F-15: "0.0.0.0/0 is or contains a private range").
func TestEveryAddress(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name:  "IPv4",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "0.0.0.0/0"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: 0.0.0.0/0 covers every IPv4 address: want the addresses the crawler sends from (e.g. 203.0.113.0/24)`,
		},
	}, {
		name:  "IPv6",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "::/0"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: ::/0 covers every IPv6 address: want the addresses the crawler sends from (e.g. 2001:db8:7e10::/48)`,
		},
	}})
}

// TestBaseURLCharacterInHost: a character no host can hold is said to make the host invalid, with
// no percent-encoding suggested, which would be no host either; a space in the path is written
// %20, in a URL that mends every other fault too (new-user trial 25, F-17: --base-url
// 'http://x y/' suggested "http://x%20y/").
func TestBaseURLCharacterInHost(t *testing.T) {
	checkBaseURLCases(t, map[string]string{
		"http://x y/":                  `"http://x y/" has the host "x y", which no host name can be: it contains a space (RFC 3986 §3.2.2; want the host the site is published at, e.g. https://crawler.example/)`,
		"https://crawler example.org/": `"https://crawler example.org/" has the host "crawler example.org", which no host name can be: it contains a space (RFC 3986 §3.2.2; want the host the site is published at, e.g. https://crawler.example/)`,
		"https://u v@crawler.example/": `"https://u v@crawler.example/" contains a space, which a URL cannot hold (RFC 3986 §2; write "https://crawler.example/")`,
		"https://crawler.example/a b/": `"https://crawler.example/a b/" contains a space, which a URL cannot hold (RFC 3986 §2; write "https://crawler.example/a%20b/")`,
		"http://crawler.example/a b":   `"http://crawler.example/a b" contains a space, which a URL cannot hold (RFC 3986 §2; write "https://crawler.example/a%20b/")`,
	})
}
