package policy

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestLandingPage (trial 29, F-08): network.landing_page states that every address requests come
// from serves a web page that explains them, and over which scheme ("http", "https" or
// "http-and-https"); policy.json carries it, and a change of it is a change of how the crawler is
// identified. validate refuses a value it does not know, at its place, with the ones it does.
// Before, the key was unknown, and the page existed only in the operator's prose.
func TestLandingPage(t *testing.T) {
	const network = "[network]\nlanding_page = \"http\"\n\n[[network.addresses]]"
	base := strings.Replace(readBase(t), "[[network.addresses]]", network, 1)
	p := parseText(t, base, "policy.toml")
	if p.Network.LandingPage != LandingPageHTTP {
		t.Errorf("network.landing_page = %q, want %q", p.Network.LandingPage, LandingPageHTTP)
	}
	js, err := json.Marshal(p.Network)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"landing_page":"http"`; !strings.Contains(string(js), want) {
		t.Errorf("policy.json's network = %s, want %s", js, want)
	}
	runBadPolicies(t, []badPolicy{
		{name: "unknown value", edits: []edit{replace("[[network.addresses]]", "[network]\nlanding_page = \"port-80\"\n\n[[network.addresses]]")}, want: []string{
			`policy.toml:35:1: network.landing_page: "port-80" is not allowed here (want one of "http", "https", "http-and-https")`,
		}},
	})
	old := parseText(t, readBase(t), "policy.toml")
	if got, want := diffClasses(t, old, p), "added /network/landing_page identity false"; got != want {
		t.Errorf("Diff =\n%s\nwant\n%s", got, want)
	}
}
