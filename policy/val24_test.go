package policy

import "testing"

// TestSnippetProblemsAtOnce: validation reports every problem of a snippet in one run (new-user
// trial 22, F-11: that "/*.pdf$" needs robots_txt.wildcards was found only by the build's proof,
// after the other paths were fixed), and a "%" that starts no percent-encoding is refused: RFC
// 9309 §2.2.2 compares percent-encoded octets, and parsers differ on one that is none.
func TestSnippetProblemsAtOnce(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "the trial's snippet",
			edits: []edit{replace(`paths = ["/"]`, `paths = ["/*.pdf$", "status", "/ü ber", "/a#b", "/%zz"]`)},
			want: []string{
				`policy.toml:105:2: snippets.all: the paths "/*.pdf$" use the special characters "*" or "$", but robots_txt.wildcards does not state that they are evaluated for examplebot: the proof would not read the file as the crawler does (want robots_txt.wildcards = true, or paths without "*" and "$")`,
				`policy.toml:108:21: snippets.all.paths[1]: "status" does not start with "/" (RFC 9309 §2.2.2: a path pattern starts with "/"; write "/status")`,
				`policy.toml:108:31: snippets.all.paths[2]: "/ü ber" contains a space, a control character or "#", which robots.txt cannot carry`,
				`policy.toml:108:42: snippets.all.paths[3]: "/a#b" contains a space, a control character or "#", which robots.txt cannot carry`,
				`policy.toml:108:50: snippets.all.paths[4]: "/%zz" holds "%zz", which is no percent-encoding ("%" and two hexadecimal digits, RFC 3986 §2.1), so no URL a client requests holds it, and robots.txt parsers differ on it (RFC 9309 §2.2.2 compares percent-encoded octets): one reads a literal "%" ("%25"), another compares it as written and matches nothing (write a literal "%" as "%25": "/%25zz")`,
			},
		},
		{
			name:  "a percent sign at the end, and one before a single digit",
			edits: []edit{replace(`paths = ["/"]`, `paths = ["/100%", "/a%2", "/%C3%BC%2f"]`)},
			want: []string{
				`policy.toml:108:10: snippets.all.paths[0]: "/100%" holds "%", which is no percent-encoding ("%" and two hexadecimal digits, RFC 3986 §2.1), so no URL a client requests holds it, and robots.txt parsers differ on it (RFC 9309 §2.2.2 compares percent-encoded octets): one reads a literal "%" ("%25"), another compares it as written and matches nothing (write a literal "%" as "%25": "/100%25")`,
				`policy.toml:108:19: snippets.all.paths[1]: "/a%2" holds "%2", which is no percent-encoding ("%" and two hexadecimal digits, RFC 3986 §2.1), so no URL a client requests holds it, and robots.txt parsers differ on it (RFC 9309 §2.2.2 compares percent-encoded octets): one reads a literal "%" ("%25"), another compares it as written and matches nothing (write a literal "%" as "%25": "/a%252")`,
			},
		},
	})
}
