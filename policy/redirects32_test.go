package policy

import (
	"slices"
	"strings"
	"testing"
)

// gminaWith returns gmina-bot's policy with its general limits' last line followed by
// general, and targets.official-sites' table followed by target.
func gminaWith(t *testing.T, general, target string) string {
	t.Helper()
	s := readPolicyText(t, "../examples/gmina-bot/policy.toml")
	s = editOnce(t, s, "concurrency_key = \"server\"\n\n[targets.official-sites]\n", "concurrency_key = \"server\"\n"+general+"\n[targets.official-sites]\n")
	if target != "" {
		s = editOnce(t, s, "[[targets.official-sites.limits.quotas]]\n", "[targets.official-sites.limits]\n"+target+"\n[[targets.official-sites.limits.quotas]]\n")
	}
	return s
}

// TestRedirectsNotFollowed (new-user trial 29, F-12): limits.redirects = "not-followed" states
// that no redirect is followed, which max_redirects = 0 could not (a count is at least 1, and 0
// was refused with no way to say it). Effective carries it, a category of site's replaces the
// general max_redirects and the reverse; max_redirects = 0 points to it; beside max_redirects,
// redirects_within or redirects_check_robots_txt, an agent's max_redirects under it, a job's
// own, and a value not allowed, it is refused, all at once, each with its place. Failed before:
// unknown key "redirects".
func TestRedirectsNotFollowed(t *testing.T) {
	p := parseText(t, gminaWith(t, "redirects = \"not-followed\"\n", ""), "policy.toml")
	e, err := p.Effective("gminabot", "", "")
	if err != nil || e.Limits.Redirects != RedirectsNotFollowed || e.LimitPointer("redirects") != "/limits/redirects" {
		t.Errorf("general: Effective = %q at %s, %v; want not-followed at /limits/redirects", e.Limits.Redirects, e.LimitPointer("redirects"), err)
	}

	// A category's statement replaces the general one, either way.
	p = parseText(t, gminaWith(t, "max_redirects = 5\nredirects_within = \"hostname\"\n", "redirects = \"not-followed\""), "policy.toml")
	e, _ = p.Effective("gminabot", "official-sites", "")
	if e.Limits.Redirects != RedirectsNotFollowed || e.Limits.MaxRedirects != 0 || e.Limits.RedirectsWithin != "" || e.LimitPointer("redirects") != "/targets/official-sites/limits/redirects" {
		t.Errorf("target not-followed over max 5: %+v", e.Limits)
	}
	if got, want := Replaced(p.Limits, p.Targets[0].Limits), []string{"max_redirects", "redirects_within"}; !slices.Equal(got, want) {
		t.Errorf("Replaced = %q, want %q", got, want)
	}
	p = parseText(t, gminaWith(t, "redirects = \"not-followed\"\n", "max_redirects = 3"), "policy.toml")
	e, _ = p.Effective("gminabot", "official-sites", "")
	if e.Limits.Redirects != "" || e.Limits.MaxRedirects != 3 {
		t.Errorf("target max 3 over not-followed: %+v", e.Limits)
	}
	if got, want := Replaced(p.Limits, p.Targets[0].Limits), []string{"redirects"}; !slices.Equal(got, want) {
		t.Errorf("Replaced = %q, want %q", got, want)
	}

	for _, tc := range []struct {
		name            string
		general, target string
		agent, job      bool
		want            []string
	}{
		{"max_redirects = 0", "max_redirects = 0\n", "", false, false, []string{
			`policy.toml:88:1: limits.max_redirects: 0 is below 1 (to state that no redirect is followed, write redirects = "not-followed" in its place; else want the most redirects followed, e.g. 5)`,
		}},
		{"beside what qualifies redirects followed", "redirects = \"not-followed\"\nmax_redirects = 5\nredirects_within = \"hostname\"\nredirects_check_robots_txt = true\n", "", false, false, []string{
			`policy.toml:89:1: limits.max_redirects: is set, but redirects = "not-followed" says that no redirect is followed (want one of the two: redirects = "not-followed", or max_redirects for the most redirects followed)`,
			`policy.toml:90:1: limits.redirects_within: is set, but redirects = "not-followed" says that no redirect is followed (leave it out)`,
			`policy.toml:91:1: limits.redirects_check_robots_txt: is set, but redirects = "not-followed" says that no redirect is followed (leave it out)`,
		}},
		{"a value not allowed", "", "redirects = \"never\"", false, false, []string{
			`policy.toml:93:1: targets.official-sites.limits.redirects: "never" is not allowed here (want one of "not-followed")`,
		}},
		{"an agent's max_redirects, a job's own", "redirects = \"not-followed\"\n", "", true, true, []string{
			`agents.gminabot.limits.max_redirects: is set, but limits.redirects = "not-followed" holds for this agent's requests too, so it follows no redirect (leave it out, or state max_redirects in limits in place of redirects)`,
			`jobs.x.limits.redirects: a job's limits state min_interval alone (want redirects in limits or in targets.NAME.limits, which hold for every request to a site)`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := gminaWith(t, tc.general, tc.target)
			if tc.agent {
				s = editOnce(t, s, "[agents.gminabot]\n", "[agents.gminabot]\nlimits = { max_redirects = 5 }\n")
			}
			if tc.job {
				s += "\n[jobs.x]\nlabel = { pl = \"X\", en = \"X\", de = \"X\", fr = \"X\" }\nagent = \"gminabot\"\nlimits = { redirects = \"not-followed\" }\n"
			}
			_, err := Parse([]byte(s), "policy.toml")
			if err == nil {
				t.Fatal("valid, want problems")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("problems:\n%v\nwant one with %q", err, w)
				}
			}
			if !strings.Contains(err.Error(), "policy.toml:") {
				t.Errorf("no file:line:col in %v", err)
			}
		})
	}
}

// TestRedirectsNotFollowedDiff (new-user trial 29, F-12): from at most 5 redirects to none, the
// statement added and max_redirects removed are both stricter (removed alone, a bound would leave
// the crawler unbounded: less polite); back again, both are looser and known to be less polite.
func TestRedirectsNotFollowedDiff(t *testing.T) {
	five := parseText(t, gminaWith(t, "max_redirects = 5\n", ""), "policy.toml")
	none := parseText(t, gminaWith(t, "redirects = \"not-followed\"\n", ""), "policy.toml")
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"5 to none", five, none, "added /limits/redirects stricter false\nremoved /limits/max_redirects stricter false"},
		{"none to 5", none, five, "added /limits/max_redirects looser true\nremoved /limits/redirects looser true"},
	} {
		if got := diffClasses(t, tc.old, tc.new); got != tc.want {
			t.Errorf("%s:\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}
