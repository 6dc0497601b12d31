package policy

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// trial30Policy is the policy of new-user trial 30 (KestrelTxtBot, an ads.txt verifier), with
// edits, each of which must match once.
func trial30Policy(t *testing.T, edits ...edit) string {
	t.Helper()
	b, err := os.ReadFile("../generator/testdata/trial30/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, e := range edits {
		if strings.Count(s, e.old) != 1 {
			t.Fatalf("trial 30's policy does not hold %q once", e.old)
		}
		s = strings.Replace(s, e.old, e.new, 1)
	}
	return s
}

// TestReCheckRequestAndRunsCap (new-user trial 30, F-06): a site asks in the portal for its
// ads.txt to be checked again at once (contact.requests kind = "re-check", naming the job that
// carries it out), and the job's cap counts its runs (jobs.X.caps[].unit = "runs"), not
// requests. validate refuses, each at its place and all at once: a re-check without jobs,
// naming a job that a site's request does not start, or of a job with a time limit the request
// does not state (the page would offer it as immediate; new-user trial 33, F-01); a runs cap in the general limits, per run,
// or on a job that says nothing of what starts a run. diff classes an added re-check as contact
// and a raised runs cap as less polite. Before, both values were unknown.
func TestReCheckRequestAndRunsCap(t *testing.T) {
	const portal = "[contact.portal]\nurl = \"https://kestrel-exchange.example/sellers/\"\nkind = \"customer-dashboard\"\n\n"
	const reCheck = "[[contact.requests]]\nkind = \"re-check\"\nvia = [\"portal\"]\njobs = [\"recheck\"]\n\n"
	const runs = "[[jobs.recheck.caps]]\nmax = 2\nunit = \"runs\"\n"
	good := trial30Policy(t)
	p := parseText(t, good, "policy.toml")
	if r := p.Contact.Requests[0]; r.Kind != RequestKindReCheck || !slices.Equal(r.Jobs, []string{"recheck"}) {
		t.Errorf("contact.requests[0] = %+v, want kind re-check for jobs [recheck]", r)
	}
	if j, _ := p.Jobs.Get("recheck"); j.Caps[0].Unit != CapUnitRuns {
		t.Errorf("jobs.recheck.caps[0].unit = %q, want runs", j.Caps[0].Unit)
	}

	for _, tc := range []struct {
		name string
		src  string
		want []string
	}{
		{"re-check without jobs; runs in the general limits and per run", trial30Policy(t,
			edit{"jobs = [\"recheck\"]\n\n[[contact.requests]]", "\n[[contact.requests]]"},
			edit{"response_timeout = \"30s\"\n", "response_timeout = \"30s\"\n\n[[limits.quotas]]\nmax = 5\nperiod = \"1h\"\nkey = \"domain\"\nunit = \"runs\"\n"},
			edit{runs + "period = \"1h\"\n", runs + "per_run = true\n"},
		), []string{
			`policy.toml:40:3: contact.requests[0].jobs: missing (a re-check is carried out by a job that a site's request starts: want its key, e.g. jobs = ["recheck"], and triggers = ["site-request"] on that job)`,
			`policy.toml:105:1: limits.quotas[0].unit: "runs" counts the runs of a job, but this quota holds for every request it applies to (want the cap under jobs.NAME.caps of the job whose runs it counts)`,
			`policy.toml:138:1: jobs.recheck.caps[0].per_run: is set, but unit = "runs": a run is one run, so a cap of runs per run says nothing (want a period such as "1h", or per_dates)`,
		}},
		{"re-check with two time limits, unlike its job's", trial30Policy(t,
			edit{"jobs = [\"recheck\"]\n", "jobs = [\"recheck\"]\nwithin_working_days = 1\nwithin_days = 2\n"},
			edit{"triggers = [\"site-request\"]\n", "triggers = [\"site-request\"]\nwithin_working_days = 2\n"},
		), []string{
			`policy.toml:43:9: contact.requests[0].jobs[0]: names "recheck", which runs within 2 working days of a site's request (jobs.recheck.within_working_days), but the request states within_working_days = 1 (want within_working_days = 2 on the request, as on the job)`,
			`policy.toml:45:1: contact.requests[0].within_days: is set, but so is within_working_days (want one of them: within_days counts calendar days, within_working_days working days)`,
		}},
		{"re-check without a time limit, of a job that runs days later", trial30Policy(t,
			edit{"triggers = [\"site-request\"]\n", "triggers = [\"site-request\"]\nwithin_working_days = 2\n"},
		), []string{
			`policy.toml:43:9: contact.requests[0].jobs[0]: names "recheck", which runs within 2 working days of a site's request (jobs.recheck.within_working_days), but the request states no time limit, so the page would offer the re-check as immediate (want within_working_days = 2 on the request too)`,
		}},
		{"re-check of a job that no site starts; runs of a job without runs", trial30Policy(t,
			edit{"jobs = [\"recheck\"]\n", "jobs = [\"recheck\", \"daily\"]\n"},
			edit{"triggers = [\"site-request\"]\n", "continuous = true\n"},
		), []string{
			`policy.toml:43:9: contact.requests[0].jobs[0]: names "recheck", which a site's request does not start, so it does not carry out a re-check (want triggers = ["site-request"] on jobs.recheck, or the job that a site's request starts)`,
			`policy.toml:43:20: contact.requests[0].jobs[1]: names "daily", which a site's request does not start, so it does not carry out a re-check (want triggers = ["site-request"] on jobs.daily, or the job that a site's request starts)`,
			`policy.toml:132:1: jobs.recheck.caps[0].unit: is "runs", but the job does not say what starts a run (no cadence, triggers, started_by or runs_per_year), so the page would count runs it never states (want a cadence, triggers, started_by or runs_per_year on the job, or another unit)`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.src), "policy.toml")
			got := problemLines(t, err)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("problems mismatch (-want +got):\n%s\ngot, as Go:\n%s", diff, goLines(got))
			}
		})
	}

	// diff: a re-check added is a change of contact; a runs cap raised, less polite.
	before := parseText(t, trial30Policy(t, edit{portal, ""}, edit{reCheck, ""}), "policy.toml")
	if got, want := diffClasses(t, before, p), "added /contact/portal contact false\nadded /contact/requests/0 contact false"; got != want {
		t.Errorf("Diff (re-check added) =\n%s\nwant\n%s", got, want)
	}
	raised := parseText(t, strings.Replace(good, runs, "[[jobs.recheck.caps]]\nmax = 4\nunit = \"runs\"\n", 1), "policy.toml")
	if got, want := diffClasses(t, p, raised), "changed /jobs/recheck/caps/0/max looser true"; got != want {
		t.Errorf("Diff (runs cap raised) =\n%s\nwant\n%s", got, want)
	}
}
