package policy

import (
	"testing"
	"time"
)

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

// TestKeepsLastGood: agents.X.keeps_last_good states how long the last copy fetched successfully
// stays in use once fetches of a URL fail (new-user trial 30, F-04: it could not be stated, and
// the prose's "7 days" drew a warning). Without its time it is refused; a change of it sends no
// request more or fewer, so diff classes it as neither more nor less polite. Failed before:
// unknown key.
func TestKeepsLastGood(t *testing.T) {
	const follows = "follows_links = \"within-site\"\n"
	runBadPolicies(t, []badPolicy{{
		name:  "no time",
		edits: []edit{replace(follows, follows+"keeps_last_good = { after_failures = 3 }\n")},
		want:  []string{`policy.toml:33:1: agents.bot.keeps_last_good.for: missing (want the longest time the last good copy stays in use, e.g. "7d")`},
	}})
	with := func(k *KeepsLastGood) *Policy {
		p := mybot(t)
		p.Agents[0].KeepsLastGood = k
		return p
	}
	week, day := Duration{Duration: 7 * 24 * time.Hour}, Duration{Duration: 24 * time.Hour}
	const ptr = "/agents/harvestmouse/keeps_last_good"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"stated", with(nil), with(&KeepsLastGood{AfterFailures: 3, For: week}), "added " + ptr + " neutral"},
		{"shorter", with(&KeepsLastGood{AfterFailures: 3, For: week}), with(&KeepsLastGood{AfterFailures: 3, For: day}), "changed " + ptr + " neutral"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, changeLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}

// TestDataSharingPromises: commitments.promises "shared-with-customers-only" and "not-republished"
// state that the results go to the operator's customers alone and that the content fetched is
// not published again (new-user trial 30, F-08: the model could not hold them, so diff never
// classed a change of them). Each contradicts operator.republishes; diff classes them, as the
// other data-use promises, as a change of what is done with the data (Change.DataUse). Failed
// before: unknown values.
func TestDataSharingPromises(t *testing.T) {
	const promises = "promises = [\"no-login\"]\n"
	runBadPolicies(t, []badPolicy{{
		name: "beside republishes",
		edits: []edit{
			replace("name = \"Example GmbH\"\n", "name = \"Example GmbH\"\nrepublishes = \"https://data.example/\"\n"),
			replace(promises, "promises = [\"no-login\", \"shared-with-customers-only\", \"not-republished\"]\n"),
		},
		want: []string{
			`policy.toml:99:25: commitments.promises[1]: "shared-with-customers-only" contradicts operator.republishes (https://data.example/), which says that the data collected is published there (keep the one that holds)`,
			`policy.toml:99:55: commitments.promises[2]: "not-republished" contradicts operator.republishes (https://data.example/), which says that the data collected is published there (keep the one that holds)`,
		},
	}})
	with := func(ps ...Promise) *Policy {
		p := mybot(t)
		p.Commitments.Promises = ps
		return p
	}
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"shared with customers only", with(), with(PromiseSharedWithCustomersOnly), "added /commitments/promises/0 stricter data"},
		{"republished after all", with(PromiseNotRepublished), with(), "removed /commitments/promises/0 looser data"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, dataLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
