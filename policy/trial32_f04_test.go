package policy

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestTargetSourcesSeedListsArchives (trial 32, F-04): agents.X.target_sources also takes
// "seed-lists" (lists of starting URLs the operator keeps) and "web-archive-indexes" (the URLs in
// the indexes of earlier crawls and of web archives); policy.json carries them, and a value it does
// not know names all five (a near miss gets "did you mean"). A source added stays neutral. Before, both were refused.
func TestTargetSourcesSeedListsArchives(t *testing.T) {
	const at = "follows_links = \"within-site\"\n"
	p := basePolicyWith(t, replace(at, at+"target_sources = [\"seed-lists\", \"web-archive-indexes\"]\n"))
	js, err := json.Marshal(p.Agents[0])
	if err != nil {
		t.Fatal(err)
	}
	if want := `"target_sources":["seed-lists","web-archive-indexes"]`; !strings.Contains(string(js), want) {
		t.Errorf("policy.json's agent = %s, want %s", js, want)
	}
	runBadPolicies(t, []badPolicy{
		{name: "target sources unknown", edits: []edit{replace(at, at+"target_sources = [\"common-crawl\"]\n")}, want: []string{
			`policy.toml:33:19: agents.bot.target_sources[0]: "common-crawl" is not allowed here (want one of "ipv4-address-space", "certificate-transparency", "dns-zone-files", "seed-lists", "web-archive-indexes")`,
		}},
	})
	old := basePolicyWith(t, replace(at, at+"target_sources = [\"seed-lists\"]\n"))
	if got, want := diffClasses(t, old, p), "changed /agents/bot/target_sources neutral false"; got != want {
		t.Errorf("Diff, one more =\n%s\nwant\n%s", got, want)
	}
}
