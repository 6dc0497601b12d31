package policy

import (
	"os"
	"strings"
	"testing"
)

// TestStopURLWho (new-user trial 26, F-11): a request to stop fetching the URLs a site names
// (kind "stop-url") is a request to stay away, which goes to contact.optout_email, and who may
// make it is stated on it as on any kind (it was refused on every kind but "faster": "applies
// only to kind = \"faster\""). Failed before: "stop-url" is no kind, and who was refused.
func TestStopURLWho(t *testing.T) {
	src, err := os.ReadFile("../generator/testdata/trial26/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const stop = "kind = \"stop\"\nwithin_working_days = 3\n"
	for _, kind := range []string{"stop-url", "stop", "blocklist", "slower"} {
		s := strings.Replace(string(src), stop, "kind = \""+kind+"\"\nwithin_working_days = 3\nwho = { en = \"site owners who are not customers\", de = \"Website-Betreiber, die nicht Kunden sind\", fr = \"les propriétaires de sites qui ne sont pas clients\", pl = \"właściciele serwisów, którzy nie są klientami\" }\n", 1)
		if kind == "slower" {
			// optout_email needs a request to stay away.
			s = strings.Replace(s, "optout_email = \"remove-url@vigilo-monitoring.example\"\n", "", 1)
		}
		p, err := Parse([]byte(s), "policy.toml")
		if err != nil {
			t.Errorf("kind %q with who: %v", kind, err)
			continue
		}
		if r := p.Contact.Requests[0]; r.Kind != RequestKind(kind) || r.Who["en"] != "site owners who are not customers" {
			t.Errorf("kind %q: request %+v", kind, r)
		}
	}
	if r := (Request{Kind: RequestKindStopURL}); !r.OptsOut() {
		t.Errorf("a request of kind stop-url does not opt out: it would not go to contact.optout_email")
	}
	if e, ptr := (Contact{Email: "a@x.example", OptOutEmail: "optout@x.example"}).EmailFor(RequestKindStopURL); e != "optout@x.example" || ptr != "/contact/optout_email" {
		t.Errorf("EmailFor(stop-url) = %s %s, want optout@x.example /contact/optout_email", e, ptr)
	}
}

// TestRetryFromOtherRegionNeedsRegions (F-12): errors.retries.from_other_region needs two or
// more network.regions, a retry's other region to come from. Failed before: unknown key.
func TestRetryFromOtherRegionNeedsRegions(t *testing.T) {
	src, err := os.ReadFile("../generator/testdata/trial26/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(src), "delays = [\"20s\"]\n", "delays = [\"20s\"]\nfrom_other_region = true\n", 1)
	if _, err := Parse([]byte(s), "policy.toml"); err != nil {
		t.Errorf("four regions: %v", err)
	}
	// One region left: every address in Austria.
	one := s
	for _, r := range []string{"us", "sg", "br"} {
		i := strings.Index(one, "[[network.regions]]\nid = \""+r+"\"\n")
		j := strings.Index(one[i+1:], "[[")
		one = one[:i] + one[i+1+j:]
		one = strings.Replace(one, "region = \""+r+"\"\n", "region = \"at\"\n", 1)
	}
	_, err = Parse([]byte(one), "policy.toml")
	const want = "errors.retries.from_other_region: is true, but network.regions lists 1 (want two or more regions, each with its addresses, or leave from_other_region out)"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("one region: %v\nwant %q", err, want)
	}
}
