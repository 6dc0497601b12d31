package policy

import (
	"strings"
	"testing"
)

// TestUsagePreferencesRules (new-user trial 25, F-01): where the agent reads a site's AI usage
// preferences needs the AIPREF category whose preference it follows; each place once; a value
// that is no such place is refused with the values there are.
func TestUsagePreferencesRules(t *testing.T) {
	const at = "token = \"examplebot\"\n"
	runBadPolicies(t, []badPolicy{
		{
			name:  "usage_preferences without aipref, and twice",
			edits: []edit{replace(at, at+"usage_preferences = [\"robots-txt\", \"robots-txt\"]\n")},
			want: []string{
				`policy.toml:28:1: agents.bot.usage_preferences: lists "robots-txt", but aipref is not set (want aipref = "train-ai" or "search": the category of the AIPREF vocabulary whose preference the agent follows in Content-Usage; the TDMRep and noai values need none)`,
				`policy.toml:28:36: agents.bot.usage_preferences[1]: robots-txt is listed twice`,
			},
		},
	})
	src := strings.Replace(readBase(t), at, at+"aipref = \"train-ai\"\nusage_preferences = [\"http-header\", \"robots-txt\"]\n", 1)
	p, err := Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatalf("both places, with aipref: %v", err)
	}
	if got := p.Agents[0].UsagePreferences; len(got) != 2 || got[0] != UsagePrefHTTPHeader || got[1] != UsagePrefRobotsTxt {
		t.Errorf("loaded as %v", got)
	}
	if _, err := Parse([]byte(strings.Replace(readBase(t), at, at+"aipref = \"train-ai\"\nusage_preferences = [\"meta-tag\"]\n", 1)), "policy.toml"); err == nil {
		t.Error("usage_preferences = [\"meta-tag\"] is accepted")
	}
}

// TestUsagePreferencesDiff (F-01): one more place where the crawler reads a site's preferences is
// a stronger commitment on the use of what it fetches, one fewer a weaker one (looser, but no
// request changes: not "less polite").
func TestUsagePreferencesDiff(t *testing.T) {
	with := func(v ...UsagePreferenceSource) *Policy {
		p := mybot(t)
		p.Agents[0].AIPref = AIPrefTrainAI
		p.Agents[0].UsagePreferences = v
		return p
	}
	robots, header := UsagePrefRobotsTxt, UsagePrefHTTPHeader
	const ptr = "/agents/harvestmouse/usage_preferences"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"stated", with(), with(robots), "added " + ptr + " stricter data"},
		{"withdrawn", with(robots), with(), "removed " + ptr + " looser data"},
		{"the header too", with(robots), with(robots, header), "changed " + ptr + " stricter data"},
		{"no longer the header", with(robots, header), with(header), "changed " + ptr + " looser data"},
		{"the header instead", with(robots), with(header), "changed " + ptr + " looser data"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, dataLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
