package policy

import (
	"slices"
	"testing"
)

// jobOptOutAt is where the base policy's job takes its exception from robots.txt.
const jobOptOutAt = "target = \"portals\"\n"

// jobNotRead makes the base policy's job one whose fetches do not obey robots.txt, under a legal
// mandate, while its agent obeys robots.txt.
var jobNotRead = replace(jobOptOutAt, jobOptOutAt+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n")

// jobOptOutBase makes the base policy's job one a site cannot opt out of (trial 28, F-02).
var jobOptOutBase = []edit{findJob, replace(jobOptOutAt, jobOptOutAt+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\nopt_out = \"not-possible\"\n")}

// jobOptOutRules (trial 28, F-02): a job a site cannot opt out of does not obey robots.txt while
// its agent does, and its agent names no status that refuses it; each refused with its place and
// what would be right. Failed before: unknown key "opt_out" in a job.
var jobOptOutRules = []badPolicy{
	{
		name:  "job opt_out, its fetches obeying robots.txt",
		edits: []edit{replace(jobOptOutAt, jobOptOutAt+"opt_out = \"not-possible\"\n")},
		want: []string{
			`policy.toml:66:1: jobs.sync.opt_out: is "not-possible", but the job's fetches obey robots.txt, where a Disallow shuts them out (write robots_txt = "not-read" with not_read_because = "legal-mandate" on the job, or leave opt_out out)`,
		},
	},
	{
		name: "job opt_out, its agent reading robots.txt for none of its fetches",
		edits: []edit{replace(agentAt, agentAt+"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\""), noSnippet, noRobotsTxt,
			replace(jobOptOutAt, jobOptOutAt+"opt_out = \"not-possible\"\n")},
		want: []string{
			`policy.toml:68:1: jobs.sync.opt_out: is "not-possible", but agents.bot.robots_txt says that agent reads robots.txt for none of its fetches, so this is the agent's to state (write opt_out = "not-possible" on agents.bot, with its legal_basis, or leave opt_out out of the job)`,
		},
	},
	{
		name:  "job opt_out beside statuses that refuse its agent",
		edits: append(slices.Clone(jobOptOutBase), replace(agentAt, agentAt+"\nrefuse_with = [410]")),
		want: []string{
			`policy.toml:69:1: jobs.sync.opt_out: is "not-possible", but agents.bot.refuse_with names statuses that stop the agent's fetches, these too, which is an opt-out (leave one of the two out)`,
		},
	},
}

func TestJobOptOutRules(t *testing.T) { runBadPolicies(t, jobOptOutRules) }

// jobOptOutValid: a job a site cannot opt out of, valid; with a request to stop that covers it and
// a reason other than a legal mandate, warned of.
var jobOptOutValid = []badPolicy{
	{
		name:  "job without opt-out under a legal mandate",
		edits: jobOptOutBase,
	},
	{
		name: "job without opt-out beside a request to stop, for terms of service",
		edits: append(slices.Clone(jobOptOutBase), replace(`not_read_because = "legal-mandate"`, `not_read_because = "terms-of-service"`),
			replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"stop\"\n")),
		want: []string{
			`policy.toml:23:1: warning: contact.requests[0].kind: "stop" lets any site ask to be left alone, but jobs.sync.opt_out is "not-possible": the page states both as they are (say in its who which sites may ask, e.g. those listed by mistake, or name in its jobs those it is for (jobs.find); or leave the request out)`,
			`policy.toml:66:1: warning: jobs.sync.not_read_because: is "terms-of-service" beside opt_out = "not-possible", which usually rests on a legal mandate ("legal-mandate"): the page states both as they are`,
		},
	},
}

func TestJobOptOutValid(t *testing.T) { runValidCases(t, jobOptOutValid) }

// TestJobOptOutDiff (trial 28, F-02): a job that sites can no longer opt out of is looser and less
// polite, as for an agent; one they can opt out of again stricter.
func TestJobOptOutDiff(t *testing.T) {
	plain, mandate := basePolicyWith(t, findJob, jobNotRead), basePolicyWith(t, jobOptOutBase...)
	for _, tc := range []struct {
		old, new *Policy
		want     string
	}{
		{plain, mandate, "added /jobs/sync/opt_out looser true"},
		{mandate, plain, "removed /jobs/sync/opt_out stricter false"},
	} {
		if got := diffClasses(t, tc.old, tc.new); got != tc.want {
			t.Errorf("changes:\n%s\nwant:\n%s", got, tc.want)
		}
	}
}

// formPromiseRules (trial 28, F-10): "no-form-submission" beside "no-forms" for the same crawler,
// in one list or in an agent's list and the common one, is refused with both places. Failed
// before: "no-form-submission" is not a promise.
var formPromiseRules = []badPolicy{
	{
		name:  "no-forms and no-form-submission in the common promises",
		edits: []edit{replace(`promises = ["no-login"]`, `promises = ["no-login", "no-forms", "no-form-submission"]`)},
		want: []string{
			`policy.toml:98:37: commitments.promises[2]: "no-form-submission" is said beside "no-forms" (commitments.promises[1]): "no-forms" says that the crawler fills in no form, "no-form-submission" only that it never submits one (keep the one that holds)`,
		},
	},
	{
		name:  "no-form-submission on an agent beside the common no-forms",
		edits: []edit{replace(`promises = ["no-login"]`, `promises = ["no-login", "no-forms"]`), replace(agentAt, agentAt+"\npromises = [\"no-form-submission\"]")},
		want: []string{
			`policy.toml:33:13: agents.bot.promises[0]: "no-form-submission" is said beside "no-forms" (commitments.promises[1]): "no-forms" says that the crawler fills in no form, "no-form-submission" only that it never submits one (keep the one that holds)`,
		},
	},
}

func TestFormPromiseRules(t *testing.T) { runBadPolicies(t, formPromiseRules) }

// TestFormPromiseDiff (trial 28, F-10): "no-form-submission" added is stricter and more polite, as
// any promise; "no-forms" replaced by it is looser, since the crawler no longer promises to fill in none.
func TestFormPromiseDiff(t *testing.T) {
	parse := func(promises string) *Policy {
		t.Helper()
		return basePolicyWith(t, replace(`promises = ["no-login"]`, "promises = "+promises))
	}
	plain, noForms, noSubmission := parse(`["no-login"]`), parse(`["no-login", "no-forms"]`), parse(`["no-login", "no-form-submission"]`)
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"added", plain, noSubmission, "added /commitments/promises/1 stricter false"},
		{"no-forms weakened", noForms, noSubmission, "changed /commitments/promises/1 looser true"},
		{"no-forms strengthened", noSubmission, noForms, "changed /commitments/promises/1 stricter false"},
	} {
		if got := diffClasses(t, tc.old, tc.new); got != tc.want {
			t.Errorf("%s: changes:\n%s\nwant:\n%s", tc.name, got, tc.want)
		}
	}
}
