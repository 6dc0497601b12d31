package policy

import "testing"

// TestOffSiteHops (new-user trial 28, F-03): agents.X.off_site_hops counts the links followed
// beyond follows_links = "within-site" or "within-domain", and is refused beside any other value
// with what would be right; more steps off the site are less polite in diff, fewer more polite.
// Failed before: unknown key "off_site_hops".
func TestOffSiteHops(t *testing.T) {
	const within = "follows_links = \"within-site\"\n"
	runBadPolicies(t, []badPolicy{
		{
			name:  "beside one-level",
			edits: []edit{replace(within, "follows_links = \"one-level\"\noff_site_hops = 1\n")},
			want:  []string{`policy.toml:33:1: agents.bot.off_site_hops: is set, but follows_links is "one-level" (want follows_links = "within-site" or "within-domain": off_site_hops counts the links followed beyond the site or the domain)`},
		},
		{
			name:  "without follows_links",
			edits: []edit{replace(within, "off_site_hops = 1\n")},
			want:  []string{`policy.toml:32:1: agents.bot.off_site_hops: is set, but follows_links is not set (want follows_links = "within-site" or "within-domain": off_site_hops counts the links followed beyond the site or the domain)`},
		},
		{
			name:  "zero",
			edits: []edit{replace(within, "off_site_hops = 0\n")},
			want:  []string{`policy.toml:32:1: agents.bot.off_site_hops: 0 is below 1 (want a whole number of at least 1)`},
		},
	})
	parse := func(hops string) *Policy {
		t.Helper()
		return basePolicyWith(t, replace(within, within+hops))
	}
	none, one, two := parse(""), parse("off_site_hops = 1\n"), parse("off_site_hops = 2\n")
	if one.Agents[0].OffSiteHops != 1 {
		t.Errorf("off_site_hops = 1 loads as %d", one.Agents[0].OffSiteHops)
	}
	for _, c := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"added", none, one, "added /agents/bot/off_site_hops looser!"},
		{"more steps", one, two, "changed /agents/bot/off_site_hops looser!"},
		{"fewer steps", two, one, "changed /agents/bot/off_site_hops stricter"},
		{"removed", one, none, "removed /agents/bot/off_site_hops stricter"},
	} {
		changes, err := Diff(c.old, c.new)
		if err != nil {
			t.Fatal(err)
		}
		if len(changes) != 1 || changeLine(changes[0]) != c.want {
			t.Errorf("%s: %v, want %s", c.name, changes, c.want)
		}
	}
}
