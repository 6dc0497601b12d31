package policy

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestRequestCoversPermanent (trial 29, F-09): a blocklist request states what the blocklist
// holds (contact.requests[].covers: "ip-ranges", "host-names") and that an entry stays until the
// site asks for its removal (permanent); policy.json carries both. validate refuses, each at its
// place and all at once: either key on a request of another kind, a value listed twice, and a
// value it does not know (with the ones it does). Before, both keys were unknown.
func TestRequestCoversPermanent(t *testing.T) {
	const blocklist = "\n[[contact.requests]]\nkind = \"blocklist\"\ncovers = [\"ip-ranges\", \"host-names\"]\npermanent = true\n"
	p := parseText(t, strings.Replace(readBase(t), "\n[agents.bot]", blocklist+"\n[agents.bot]", 1), "policy.toml")
	r := p.Contact.Requests[1]
	if len(r.Covers) != 2 || r.Covers[0] != RequestCoverIPRanges || r.Covers[1] != RequestCoverHostNames || !r.Permanent {
		t.Errorf("request = %+v, want covers ip-ranges, host-names and permanent", r)
	}
	js, err := json.Marshal(p.Contact.Requests[1])
	if err != nil {
		t.Fatal(err)
	}
	if want := `"covers":["ip-ranges","host-names"],"permanent":true`; !strings.Contains(string(js), want) {
		t.Errorf("policy.json's request = %s, want %s", js, want)
	}
	runBadPolicies(t, []badPolicy{
		{name: "another kind, twice", edits: []edit{replace("kind = \"slower\"\n", "kind = \"slower\"\ncovers = [\"host-names\"]\npermanent = true\n"), replace("\n[agents.bot]", "\n[[contact.requests]]\nkind = \"blocklist\"\ncovers = [\"host-names\", \"ip-ranges\", \"host-names\"]\n\n[agents.bot]")}, want: []string{
			`policy.toml:24:1: contact.requests[0].covers: applies only to kind = "blocklist" (it says what the blocklist holds; this request is of kind "slower")`,
			`policy.toml:25:1: contact.requests[0].permanent: applies only to kind = "blocklist" (it says that an entry stays on the blocklist until the site asks for its removal; this request is of kind "slower")`,
			`policy.toml:30:38: contact.requests[1].covers[2]: host-names is listed twice`,
		}},
		{name: "unknown value", edits: []edit{replace("\n[agents.bot]", "\n[[contact.requests]]\nkind = \"blocklist\"\ncovers = [\"cidr\"]\n\n[agents.bot]")}, want: []string{
			`policy.toml:28:11: contact.requests[1].covers[0]: "cidr" is not allowed here (want one of "ip-ranges", "host-names")`,
		}},
	})
}

// TestRequestCoversPermanentDiff: a change of what the blocklist holds or of its permanence is a
// change of what a site can ask for (class contact), never of how politely the crawler fetches.
func TestRequestCoversPermanentDiff(t *testing.T) {
	base := strings.Replace(readBase(t), "\n[agents.bot]", "\n[[contact.requests]]\nkind = \"blocklist\"\ncovers = [\"ip-ranges\"]\n\n[agents.bot]", 1)
	old := parseText(t, base, "policy.toml")
	new := parseText(t, strings.Replace(base, "covers = [\"ip-ranges\"]\n", "covers = [\"ip-ranges\", \"host-names\"]\npermanent = true\n", 1), "policy.toml")
	want := "added /contact/requests/1/covers/1 contact false\nadded /contact/requests/1/permanent contact false"
	if got := diffClasses(t, old, new); got != want {
		t.Errorf("Diff =\n%s\nwant\n%s", got, want)
	}
}
