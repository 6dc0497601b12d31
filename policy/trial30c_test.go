package policy

import (
	"encoding/json"
	"strings"
	"testing"
)

// quotaJobsBase is the base policy with two more jobs of the agent ("check" and "audit", started
// by a site's request), so that a quota can count the requests of two jobs or three.
func quotaJobsBase(t *testing.T) string {
	t.Helper()
	const at = "[[jobs.sync.cadence]]\n"
	base := readBase(t)
	if strings.Count(base, at) != 1 {
		t.Fatalf("testdata/policy.toml does not hold %q once", at)
	}
	return strings.Replace(base, at, "[jobs.check]\nlabel = { en = \"Check\", de = \"Prüfung\" }\nagent = \"bot\"\ntriggers = [\"site-request\"]\n\n"+
		"[jobs.audit]\nlabel = { en = \"Audit\", de = \"Audit\" }\nagent = \"bot\"\ntriggers = [\"site-request\"]\n\n"+at, 1)
}

// TestQuotaJobs (new-user trial 30, F-07): limits.quotas[].jobs names the jobs whose requests a
// quota counts together; policy.json carries it. validate refuses, each at its place and all at
// once, a job that is not in jobs, one listed twice, a single job (that job's own jobs.X.caps),
// per_dates beside jobs (counted over every job's dates), and jobs on a quota that is not a
// general one. diff: a quota that counts more jobs counts more requests and is stricter; one
// that names none counts them all. Before, the key was unknown.
func TestQuotaJobs(t *testing.T) {
	const quota = "[[limits.quotas]]\nmax = 1000\nperiod = \"24h\"\nkey = \"site\"\n"
	const shared = quota + "\n[[limits.quotas]]\nmax = 3\nperiod = \"24h\"\nkey = \"site\"\njobs = [\"sync\", \"check\"]\n"
	base := quotaJobsBase(t)
	p := parseText(t, strings.Replace(base, quota, shared, 1), "policy.toml")
	js, err := json.Marshal(p.Limits.Quotas)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"max":3,"period":86400,"key":"site","jobs":["sync","check"]}`; !strings.Contains(string(js), want) {
		t.Errorf("policy.json's quotas = %s, want %s", js, want)
	}
	runBadPolicies(t, []badPolicy{
		{name: "bad quota jobs", edits: []edit{
			replace("[[jobs.sync.cadence]]\n", "[jobs.check]\nlabel = { en = \"Check\", de = \"Prüfung\" }\nagent = \"bot\"\ntriggers = [\"site-request\"]\n\n[[jobs.sync.cadence]]\n"),
			replace(quota, quota+"jobs = [\"sync\", \"chek\", \"sync\"]\n\n[[limits.quotas]]\nmax = 5\nperiod = \"1h\"\nkey = \"site\"\njobs = [\"check\"]\n\n[[limits.quotas]]\nmax = 9\nper_dates = true\nkey = \"site\"\njobs = [\"sync\", \"check\"]\n"),
			replace("concurrency_key = \"server\"\n", "concurrency_key = \"server\"\n\n[[targets.portals.limits.quotas]]\nmax = 50\nperiod = \"24h\"\nkey = \"site\"\njobs = [\"sync\", \"check\"]\n"),
		}, want: []string{
			`policy.toml:45:17: limits.quotas[0].jobs[1]: "chek" is not in jobs (did you mean "check"?)`,
			`policy.toml:45:25: limits.quotas[0].jobs[2]: "sync" is listed twice`,
			`policy.toml:51:1: limits.quotas[1].jobs: names one job: a cap of one job's requests is that job's own (want it as [[jobs.check.caps]], or at least two jobs here)`,
			`policy.toml:55:1: limits.quotas[2].per_dates: is set beside jobs, but a quota of some jobs is counted per period or per run, not over their dates (want a period such as "30d", or per_dates on a quota without jobs)`,
			`policy.toml:70:1: targets.portals.limits.quotas[0].jobs: is set, but only a quota of the general limits (limits.quotas) counts the requests of several jobs together (want jobs left out here, or the quota in limits.quotas)`,
		}},
	})

	// A quota that counts more jobs counts more requests: stricter; fewer, looser; none named
	// (every request) is the strictest.
	one := func(jobs string) *Policy {
		q := quota
		if jobs != "" {
			q += "jobs = " + jobs + "\n"
		}
		return parseText(t, strings.Replace(base, quota, q, 1), "policy.toml")
	}
	two, three, all := one(`["sync", "check"]`), one(`["sync", "check", "audit"]`), one("")
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"jobs named", all, two, "added /limits/quotas/0/jobs looser true"},
		{"jobs no longer named", two, all, "removed /limits/quotas/0/jobs stricter false"},
		{"a job more", two, three, "changed /limits/quotas/0/jobs stricter false"},
		{"a job fewer", three, two, "changed /limits/quotas/0/jobs looser true"},
	} {
		if got := diffClasses(t, tc.old, tc.new); got != tc.want {
			t.Errorf("%s: Diff =\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}
