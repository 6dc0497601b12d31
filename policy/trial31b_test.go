package policy

import (
	"strings"
	"testing"
)

// TestQuotaOfPageLoads (new-user trial 31, F-06): a quota or a job's cap counts page loads
// (unit = "page-loads") where an agent fetches the resources a page embeds; without one, a page
// load is one request, and validate says so at its place, for both at once. A quota in pages
// that becomes one in page loads is another quota: diff reports the one removed and the other
// added. Failed before: unknown unit.
func TestQuotaOfPageLoads(t *testing.T) {
	const quota = "[[limits.quotas]]\nmax = 1000\nperiod = \"24h\"\nkey = \"site\"\n"
	runBadPolicies(t, []badPolicy{
		{name: "page loads without embedded resources", edits: []edit{
			replace(quota, quota+"unit = \"page-loads\"\n"),
			replace("[[jobs.sync.cadence]]\n", "[[jobs.sync.caps]]\nmax = 25\nunit = \"page-loads\"\nper_run = true\nkey = \"site\"\n\n[[jobs.sync.cadence]]\n"),
		}, want: []string{
			`policy.toml:45:1: limits.quotas[0].unit: is "page-loads", but no agent fetches the resources a page embeds, so a page load is one request (want agents.NAME.embedded = { fetch = "fetched" } for the agent that loads pages, or "requests" or "pages")`,
			`policy.toml:71:1: jobs.sync.caps[0].unit: is "page-loads", but no agent fetches the resources a page embeds, so a page load is one request (want agents.NAME.embedded = { fetch = "fetched" } for the agent that loads pages, or "requests" or "pages")`,
		}},
	})
	base := readBase(t)
	withEmbedded := func(unit string) *Policy {
		src := strings.Replace(base, quota, quota+"unit = \""+unit+"\"\n", 1)
		src = strings.Replace(src, "[agents.bot]\n", "[agents.bot]\nembedded = { fetch = \"fetched\" }\n", 1)
		return parseText(t, src, "policy.toml")
	}
	pages, loads := withEmbedded("pages"), withEmbedded("page-loads")
	if got := pages.Limits.Quotas[0].Unit; got != CapUnitPages {
		t.Fatalf("unit = %q", got)
	}
	if got, want := diffClasses(t, pages, loads), "added /limits/quotas/0 stricter false\nremoved /limits/quotas/0 looser true"; got != want {
		t.Errorf("pages to page loads: Diff =\n%s\nwant\n%s", got, want)
	}
}
