package policy

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestTargetSources (trial 29, F-06): agents.X.target_sources states where the agent learns the
// servers it contacts, beyond the links, sitemaps and URLs it is given that other keys state:
// every public IPv4 address, the host names of Certificate Transparency logs, those of the zone
// files of top-level domains. policy.json carries it; a value it does not know, a value listed
// twice and the key beside fetches (which says the agent fetches only what it was given) are
// refused at their places; a change is neutral (it says why a site is
// visited, not how). Before, the key was unknown.
func TestTargetSources(t *testing.T) {
	const at = "follows_links = \"within-site\"\n"
	p := basePolicyWith(t, replace(at, at+"target_sources = [\"ipv4-address-space\", \"certificate-transparency\"]\n"))
	js, err := json.Marshal(p.Agents[0])
	if err != nil {
		t.Fatal(err)
	}
	if want := `"target_sources":["ipv4-address-space","certificate-transparency"]`; !strings.Contains(string(js), want) {
		t.Errorf("policy.json's agent = %s, want %s", js, want)
	}
	runBadPolicies(t, []badPolicy{
		// A value that does not decode ends the load before the rules are checked (Parse): every
		// such value at once, then every value listed twice at once.
		{name: "target sources unknown", edits: []edit{replace(at, at+"target_sources = [\"dns-zone-files\", \"whois\", \"links\"]\n")}, want: []string{
			`policy.toml:33:37: agents.bot.target_sources[1]: "whois" is not allowed here (want one of "ipv4-address-space", "certificate-transparency", "dns-zone-files", "seed-lists", "web-archive-indexes")`,
			`policy.toml:33:46: agents.bot.target_sources[2]: "links" is not allowed here (want one of "ipv4-address-space", "certificate-transparency", "dns-zone-files", "seed-lists", "web-archive-indexes")`,
		}},
		{name: "target sources twice", edits: []edit{replace(at, at+"target_sources = [\"dns-zone-files\", \"ipv4-address-space\", \"dns-zone-files\", \"ipv4-address-space\"]\n")}, want: []string{
			`policy.toml:33:59: agents.bot.target_sources[2]: "dns-zone-files" is listed twice`,
			`policy.toml:33:77: agents.bot.target_sources[3]: "ipv4-address-space" is listed twice`,
		}},
		{name: "target sources beside fetches", edits: []edit{replace(at, at+"fetches = [\"named-url\"]\ntarget_sources = [\"certificate-transparency\"]\n")}, want: []string{
			`policy.toml:34:1: agents.bot.target_sources: is set, but fetches says that the agent fetches, or starts from, only what it was given (keep the one that holds: target_sources where it also finds servers itself)`,
		}},
	})
	old := basePolicyWith(t)
	if got, want := diffClasses(t, old, p), "added /agents/bot/target_sources neutral false"; got != want {
		t.Errorf("Diff, added =\n%s\nwant\n%s", got, want)
	}
	more := basePolicyWith(t, replace(at, at+"target_sources = [\"ipv4-address-space\", \"certificate-transparency\", \"dns-zone-files\"]\n"))
	if got, want := diffClasses(t, p, more), "changed /agents/bot/target_sources neutral false"; got != want {
		t.Errorf("Diff, one more =\n%s\nwant\n%s", got, want)
	}
}

// TestRepublishesContents (trial 29, F-14): operator.republishes_contents states what the data
// the operator republishes consists of, so that a webmaster can tell whether the contents of
// pages are republished or only what a scan records. validate refuses it without republishes, a
// value it does not know and a value listed twice, each at its place. diff: stated where it was
// not, or a value removed, is stricter; a value added (the pages' contents above all), the
// statement withdrawn or one value in place of another is looser, and needs sign-off. Each is a
// change of what the operator does with the data (Change.DataUse), as a retention period is: no
// request a site receives changes, so none is "less polite" for certain.
func TestRepublishesContents(t *testing.T) {
	const op = "[operator]\nname = \"Example GmbH\"\n"
	const rep = "republishes = \"https://data.crawler.example/\"\n"
	withContents := func(list string) *Policy {
		t.Helper()
		return basePolicyWith(t, replace(op, op+rep+"republishes_contents = ["+list+"]\n"))
	}
	p := withContents(`"status-and-headers", "page-title", "tls-certificate"`)
	js, err := json.Marshal(p.Operator)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"republishes_contents":["status-and-headers","page-title","tls-certificate"]`; !strings.Contains(string(js), want) {
		t.Errorf("policy.json's operator = %s, want %s", js, want)
	}
	runBadPolicies(t, []badPolicy{
		{name: "contents unknown", edits: []edit{replace(op, op+rep+"republishes_contents = [\"page-title\", \"screenshots\"]\n")}, want: []string{
			`policy.toml:18:39: operator.republishes_contents[1]: "screenshots" is not allowed here (want one of "status-and-headers", "page-title", "tls-certificate", "open-ports", "page-contents", "page-text", "page-url", "fetch-date", "page-language", "analysis-results")`,
		}},
		{name: "contents without republishes, twice", edits: []edit{replace(op, op+"republishes_contents = [\"page-title\", \"open-ports\", \"page-title\"]\n")}, want: []string{
			`policy.toml:17:1: operator.republishes_contents: is set, but republishes is not (want the address where the operator republishes the data, e.g. republishes = "https://data.example.org/")`,
			`policy.toml:17:53: operator.republishes_contents[2]: "page-title" is listed twice`,
		}},
	})
	for _, tt := range []struct{ name, old, new, want string }{
		{"stated", "", `"status-and-headers"`, "added /operator/republishes_contents stricter data"},
		{"no longer stated", `"status-and-headers"`, "", "removed /operator/republishes_contents looser data"},
		{"page contents added", `"status-and-headers", "page-title"`, `"status-and-headers", "page-title", "page-contents"`, "changed /operator/republishes_contents looser data"},
		{"a value removed", `"status-and-headers", "page-title"`, `"page-title"`, "changed /operator/republishes_contents stricter data"},
		{"one in place of another", `"page-title"`, `"open-ports"`, "changed /operator/republishes_contents looser data"},
		// New-user trial 33, F-04: a monitor's findings are classed as every other kind of data.
		{"analysis results added", `"page-url", "fetch-date"`, `"page-url", "fetch-date", "analysis-results"`, "changed /operator/republishes_contents looser data"},
		{"analysis results removed", `"page-url", "analysis-results"`, `"page-url"`, "changed /operator/republishes_contents stricter data"},
	} {
		policyOf := func(list string) *Policy {
			if list == "" {
				return basePolicyWith(t, replace(op, op+rep))
			}
			return withContents(list)
		}
		if got := diffLines(t, policyOf(tt.old), policyOf(tt.new), dataLine); got != tt.want {
			t.Errorf("%s: Diff =\n%s\nwant\n%s", tt.name, got, tt.want)
		}
	}
}
