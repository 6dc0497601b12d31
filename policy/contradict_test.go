package policy

import (
	"strings"
	"testing"
)

// TestContradictoryCaps (trial 20, finding 2): caps that no request can reach because another
// cap allows less are refused, with the key path and the most that could be reached: a job's
// caps (500 per hour beside 100 per day), a site's cap per hour above the cap for all sites per
// week, a hostname's cap above its site's.
func TestContradictoryCaps(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "a job's cap per hour above its cap per day",
			edits: []edit{{new: "\n[[jobs.sync.caps]]\nmax = 500\nperiod = \"1h\"\nkey = \"site\"\n\n[[jobs.sync.caps]]\nmax = 100\nperiod = \"24h\"\nkey = \"site\"\n"}},
			want:  []string{"policy.toml:111:1: jobs.sync.caps[0].max: 500 per 1h is above the cap of 100 per 24h"},
		},
		{
			name:  "a server's cap per hour above the cap for all sites per week",
			edits: []edit{{new: "\n[[limits.quotas]]\nmax = 6000\nperiod = \"1h\"\nkey = \"server\"\n\n[[limits.quotas]]\nmax = 5000\nperiod = \"7d\"\nkey = \"all-sites\"\n"}},
			want:  []string{"policy.toml:111:1: limits.quotas[1].max: 6000 per 1h for one server cannot be reached: the cap of 5000 per 7d for all sites together allows no more (want at most 5000, or a larger cap for all sites)"},
		},
		{
			name:  "a hostname's cap above its site's",
			edits: []edit{{new: "\n[[limits.quotas]]\nmax = 1500\nperiod = \"24h\"\nkey = \"hostname\"\n"}},
			want:  []string{"policy.toml:111:1: limits.quotas[1].max: 1500 per 24h for one hostname cannot be reached: the cap of 1000 per 24h for its site, which its hostnames share, allows no more (want at most 1000)"},
		},
	})
}

// TestCampaignOver (trial 20, finding 2): a campaign's span of days that ends before
// site.last_changed is warned of at its until: the page would state a campaign that no longer
// runs. A span that ends on that day or later, or a span of every year, is not.
func TestCampaignOver(t *testing.T) {
	base := readBase(t)
	tests := []struct {
		name, dates, want string
	}{
		{"2020", "{ from = 2020-03-01, until = 2020-11-30 }", "policy.toml:63:31: warning: jobs.sync.dates[0].until: 2020-11-30 is before site.last_changed (2026-11-29): the span is over before this version of the policy takes effect, so the page states a campaign that no longer runs (want the next campaign's dates, or the span removed)"},
		{"ending on the day of last change", "{ from = 2026-03-01, until = 2026-11-29 }", ""},
		{"every year", "{ from = \"03-01\", until = \"11-30\" }", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := strings.Replace(base, "[jobs.sync]\n", "[jobs.sync]\ndates = ["+tt.dates+"]\n", 1)
			p, err := Parse([]byte(src), "policy.toml")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, w := range p.Warnings() {
				if strings.Contains(w.Path, ".dates") {
					got = append(got, w.String())
				}
			}
			if tt.want == "" && len(got) > 0 || tt.want != "" && (len(got) != 1 || got[0] != tt.want) {
				t.Errorf("dates = [%s]: warnings\n%s\nwant\n%s", tt.dates, strings.Join(got, "\n"), tt.want)
			}
		})
	}
}
