package policy

import (
	"strings"
	"testing"
)

// TestUsagePreferencesTDMRep (issue 11, trial 32, F-02): a crawler also reads a site's
// reservation of text and data mining rights (W3C TDMRep: its header field, its file, its meta
// element) and the noai and noimageai values of a robots meta element or X-Robots-Tag header
// field. These are no AIPREF category: they need no aipref, where Content-Usage ("robots-txt",
// "http-header") still does, and the error names the value that needs it.
func TestUsagePreferencesTDMRep(t *testing.T) {
	const at = "token = \"examplebot\"\n"
	runBadPolicies(t, []badPolicy{
		{
			name:  "Content-Usage beside TDMRep, without aipref",
			edits: []edit{replace(at, at+"usage_preferences = [\"tdmrep-file\", \"http-header\"]\n")},
			want: []string{
				`policy.toml:28:1: agents.bot.usage_preferences: lists "http-header", but aipref is not set (want aipref = "train-ai" or "search": the category of the AIPREF vocabulary whose preference the agent follows in Content-Usage; the TDMRep and noai values need none)`,
			},
		},
		{
			name:  "a TDMRep place twice",
			edits: []edit{replace(at, at+"usage_preferences = [\"tdmrep-meta\", \"robots-meta-noai\", \"tdmrep-meta\"]\n")},
			want: []string{
				`policy.toml:28:57: agents.bot.usage_preferences[2]: tdmrep-meta is listed twice`,
			},
		},
	})
	for _, v := range []string{
		`["tdmrep-header", "tdmrep-file", "tdmrep-meta"]`,
		`["robots-meta-noai", "robots-meta-noimageai"]`,
		`["robots-meta-noimageai"]`,
	} {
		src := strings.Replace(readBase(t), at, at+"usage_preferences = "+v+"\n", 1)
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Errorf("usage_preferences = %s without aipref: %v", v, err)
			continue
		}
		if got := len(p.Agents[0].UsagePreferences); got != strings.Count(v, ",")+1 {
			t.Errorf("usage_preferences = %s: loaded %d values", v, got)
		}
	}
	_, err := Parse([]byte(strings.Replace(readBase(t), at, at+"usage_preferences = [\"noai\"]\n", 1)), "policy.toml")
	const want = `policy.toml:28:22: agents.bot.usage_preferences[0]: "noai" is not allowed here (want one of "robots-txt", "http-header", "tdmrep-header", "tdmrep-file", "tdmrep-meta", "robots-meta-noai", "robots-meta-noimageai")`
	if err == nil || err.Error() != want {
		t.Errorf("usage_preferences = [\"noai\"]: %v; want %s", err, want)
	}
}

// TestUsagePreferencesTDMRepDiff (F-02): a TDMRep or noai place read, added, is a stronger
// commitment on the use of what the crawler fetches; one fewer a weaker one; neither changes a
// request (data, not "less polite").
func TestUsagePreferencesTDMRepDiff(t *testing.T) {
	with := func(v ...UsagePreferenceSource) *Policy {
		p := mybot(t)
		p.Agents[0].UsagePreferences = v
		return p
	}
	file, header, noai := UsagePrefTDMRepFile, UsagePrefTDMRepHeader, UsagePrefRobotsMetaNoAI
	const ptr = "/agents/harvestmouse/usage_preferences"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"tdmrep.json stated", with(), with(file), "added " + ptr + " stricter data"},
		{"noai too", with(file), with(file, noai), "changed " + ptr + " stricter data"},
		{"no longer the header", with(file, header), with(file), "changed " + ptr + " looser data"},
		{"the header instead of the file", with(file), with(header), "changed " + ptr + " looser data"},
		{"withdrawn", with(noai), with(), "removed " + ptr + " looser data"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, dataLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
