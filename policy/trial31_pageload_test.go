package policy

import (
	"strings"
	"testing"
)

// TestPageLoadTimeout (new-user trial 31, F-05): limits.page_load_timeout, the time a page load
// may take in total (the page with the resources it embeds), is refused where no agent fetches
// those resources, where a page load is one request, and has the floor of every timeout; one
// shorter than transfer_timeout is a warning. A change is classed as transfer_timeout's is.
// Failed before: unknown key.
func TestPageLoadTimeout(t *testing.T) {
	const at = "interval_key = \"hostname\"\n"
	runBadPolicies(t, []badPolicy{
		{name: "page-load timeout without embedded resources, and below 1ms", edits: []edit{
			replace(at, at+"page_load_timeout = \"1m\"\n"),
			replace("concurrency = 1\n", "concurrency = 1\npage_load_timeout = \"1ns\"\n"),
		}, want: []string{
			`policy.toml:40:1: limits.page_load_timeout: is set, but no agent fetches the resources a page embeds, so a page load is one request (want agents.NAME.embedded = { fetch = "fetched" } for the agent that loads pages, or transfer_timeout for the time one request may take)`,
			`policy.toml:52:1: targets.portals.limits.page_load_timeout: 1ns is below 1ms (a crawler cannot keep to it; write e.g. "10s")`,
			`policy.toml:52:1: targets.portals.limits.page_load_timeout: is set, but no agent fetches the resources a page embeds, so a page load is one request (want agents.NAME.embedded = { fetch = "fetched" } for the agent that loads pages, or transfer_timeout for the time one request may take)`,
		}},
	})
	const embedded = "[agents.bot]\nembedded = { fetch = \"fetched\" }\n"
	runValidCases(t, []badPolicy{
		{name: "page-load timeout shorter than the transfer timeout", edits: []edit{
			replace("[agents.bot]\n", embedded),
			replace(at, at+"transfer_timeout = \"2m\"\npage_load_timeout = \"1m\"\n"),
		}, want: []string{
			`policy.toml:42:1: warning: limits.page_load_timeout: 1m is shorter than transfer_timeout (2m): a page load includes the request for its page, so the page would state a time for that request that it never takes (want at least 2m, or leave transfer_timeout out)`,
		}},
		{name: "page-load timeout longer than the transfer timeout", edits: []edit{
			replace("[agents.bot]\n", embedded),
			replace(at, at+"transfer_timeout = \"30s\"\npage_load_timeout = \"1m\"\n"),
		}},
	})
	base := strings.Replace(readBase(t), "[agents.bot]\n", embedded, 1)
	with := func(d string) *Policy {
		return parseText(t, strings.Replace(base, at, at+"page_load_timeout = \""+d+"\"\n", 1), "policy.toml")
	}
	short, long := with("1m"), with("2m")
	if got := short.Limits.PageLoadTimeout.Duration.String(); got != "1m0s" {
		t.Fatalf("page_load_timeout = %s", got)
	}
	// As transfer_timeout: a change in either direction, and neither less polite.
	for _, c := range []struct {
		name     string
		old, new *Policy
	}{{"1m to 2m", short, long}, {"2m to 1m", long, short}} {
		if got, want := diffClasses(t, c.old, c.new), "changed /limits/page_load_timeout looser false"; got != want {
			t.Errorf("%s: Diff =\n%s\nwant\n%s", c.name, got, want)
		}
	}
}
