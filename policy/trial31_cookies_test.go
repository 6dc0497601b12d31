package policy

import (
	"strings"
	"testing"
)

// TestCookiesKeptPerRun (new-user trial 31, F-10): agents.X.http.cookies = "kept-per-run", for a
// crawler that drops a site's cookies after each check, is refused where the agent's fetches are
// not divided into runs, and a change between it and "kept" or "ignored" is neutral, as any change
// of cookies. Failed before: unknown value.
func TestCookiesKeptPerRun(t *testing.T) {
	const cadence = "[[jobs.sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n"
	const http = "[agents.bot.http]\ncookies = \"kept-per-run\"\n\n"
	runBadPolicies(t, []badPolicy{
		{name: "cookies per run of a job that does not run", edits: []edit{
			replace("[[network.addresses]]\n", http+"[[network.addresses]]\n"),
			replace(cadence, "continuous = true\n"),
		}, want: []string{
			`policy.toml:35:1: agents.bot.http.cookies: is "kept-per-run", but jobs.sync does not say what starts a run (no cadence, triggers, started_by or runs_per_year), so the page would keep cookies per run of fetches it never divides into runs (want a cadence, triggers, started_by or runs_per_year on the job, or cookies = "kept")`,
		}},
	})
	base := readBase(t)
	with := func(cookies string) *Policy {
		return parseText(t, strings.Replace(base, "[[network.addresses]]\n", "[agents.bot.http]\ncookies = \""+cookies+"\"\n\n[[network.addresses]]\n", 1), "policy.toml")
	}
	kept, perRun := with("kept"), with("kept-per-run")
	if got := perRun.Agents[0].HTTP.Cookies; got != CookiesKeptPerRun {
		t.Fatalf("cookies = %q", got)
	}
	if got, want := diffClasses(t, kept, perRun), "changed /agents/bot/http neutral false"; got != want {
		t.Errorf("kept to kept-per-run: Diff =\n%s\nwant\n%s", got, want)
	}
	if got, want := diffClasses(t, perRun, with("ignored")), "changed /agents/bot/http neutral false"; got != want {
		t.Errorf("kept-per-run to ignored: Diff =\n%s\nwant\n%s", got, want)
	}
}
