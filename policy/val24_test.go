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

// TestSlowDownThresholdDiff: errors.slow_down's threshold and consecutive are classed as a
// reaction's: a higher threshold, or one counted in a row, slows the crawler down later (less
// polite); the reverse is more polite (new-user trial 22, F-03).
func TestSlowDownThresholdDiff(t *testing.T) {
	with := func(threshold Count, consecutive bool) *Policy {
		p := mybot(t)
		p.Errors.SlowDown = &SlowDown{On: []Condition{ConditionTimeout}, Threshold: threshold, Consecutive: consecutive, Scope: ScopeHostname}
		return p
	}
	for _, c := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"threshold stated", with(0, false), with(10, false), "changed /errors/slow_down looser!"},
		{"threshold raised", with(10, true), with(20, true), "changed /errors/slow_down looser!"},
		{"threshold lowered", with(20, true), with(10, true), "changed /errors/slow_down stricter"},
		{"counted in a row", with(10, false), with(10, true), "changed /errors/slow_down looser!"},
		{"no longer in a row", with(10, true), with(10, false), "changed /errors/slow_down stricter"},
		{"threshold removed", with(10, true), with(0, false), "changed /errors/slow_down stricter"},
	} {
		t.Run(c.name, func(t *testing.T) {
			changes, err := Diff(c.old, c.new)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, ch := range changes {
				got = append(got, changeLine(ch))
			}
			if len(got) != 1 || got[0] != c.want {
				t.Errorf("changes %q, want [%q]", got, c.want)
			}
		})
	}
}

// TestSlowDownConsecutiveWithoutThreshold: consecutive counts a threshold in a row, so without
// one it is refused, as a reaction's is.
func TestSlowDownConsecutiveWithoutThreshold(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name:  "consecutive alone",
		edits: []edit{replace("[commitments]\n", "[errors.slow_down]\non = [\"timeout\"]\nconsecutive = true\nscope = \"hostname\"\n\n[commitments]\n")},
		want:  []string{`policy.toml:99:1: errors.slow_down.consecutive: is set, but threshold is not`},
	}})
}
