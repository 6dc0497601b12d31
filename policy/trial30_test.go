package policy

import "testing"

// TestSchemes: agents.X.http.schemes states the URL schemes an agent fetches over, in the order
// it tries them (new-user trial 30, F-05: "HTTPS first, then HTTP" could not be stated). A
// value other than "https" and "http" and one listed twice are refused, each at its place;
// fewer schemes are more polite (no second request over HTTP), more less polite, a new order
// neither. Failed before: unknown key.
func TestSchemes(t *testing.T) {
	const follows = "follows_links = \"within-site\"\n"
	runBadPolicies(t, []badPolicy{{
		name:  "ftp",
		edits: []edit{replace(follows, follows+"http = { schemes = [\"https\", \"ftp\"] }\n")},
		want:  []string{`policy.toml:33:30: agents.bot.http.schemes[1]: "ftp" is not allowed here (want one of "https", "http")`},
	}, {
		name:  "https twice",
		edits: []edit{replace(follows, follows+"http = { schemes = [\"https\", \"http\", \"https\"] }\n")},
		want:  []string{`policy.toml:33:38: agents.bot.http.schemes[2]: https is listed twice`},
	}})
	with := func(schemes ...Scheme) *Policy {
		p := mybot(t)
		p.Agents[0].HTTP = &HTTP{Methods: []Method{MethodGET}, Schemes: schemes}
		return p
	}
	const ptr = "/agents/harvestmouse/http"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"stated", with(), with(SchemeHTTPS), "changed " + ptr + " stricter"},
		{"HTTP no longer", with(SchemeHTTPS, SchemeHTTP), with(SchemeHTTPS), "changed " + ptr + " stricter"},
		{"HTTP as well", with(SchemeHTTPS), with(SchemeHTTPS, SchemeHTTP), "changed " + ptr + " looser!"},
		{"withdrawn", with(SchemeHTTPS), with(), "changed " + ptr + " looser!"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, changeLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
