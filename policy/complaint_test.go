package policy

import "testing"

// A job started by a complaint from a member of the public, within a number of working days after
// it is accepted (new-user trial 3, report 1.7: an accessibility-monitoring body checks the site a
// complaint is about).

// complaintRules break the rules of jobs.X.within_working_days.
var complaintRules = []badPolicy{
	{
		name:  "complaint/within_working_days without triggers",
		edits: []edit{replace(syncAt, syncAt+"within_working_days = 10\n")},
		want: []string{
			`policy.toml:66:1: jobs.sync.within_working_days: is set, but triggers is not (want the triggers it counts from: "visitor-request", "site-request", "public-complaint")`,
		},
	},
	{
		name:  "complaint/a trigger that starts the job at once",
		edits: []edit{replace(syncAt, syncAt+"triggers = [\"public-complaint\", \"after-timeout\"]\nwithin_working_days = 10\n")},
		want: []string{
			`policy.toml:66:33: jobs.sync.triggers[1]: "after-timeout" starts the job at once, so within_working_days cannot count from it (want only "visitor-request", "site-request", "public-complaint" in a job with within_working_days, or leave within_working_days out)`,
		},
	},
	{
		name:  "complaint/no working days",
		edits: []edit{replace(syncAt, syncAt+"triggers = [\"public-complaint\"]\nwithin_working_days = 0\n")},
		want: []string{
			`policy.toml:67:1: jobs.sync.within_working_days: 0 is below 1 (want a whole number of at least 1)`,
		},
	},
}

func TestComplaintRules(t *testing.T) { runBadPolicies(t, complaintRules) }

// complaintValid: a complaint alone, with or without a delay, and with another answered trigger.
var complaintValid = []badPolicy{
	{name: "a complaint", edits: []edit{replace(syncAt, syncAt+"triggers = [\"public-complaint\"]\n")}},
	{name: "a complaint within 10 working days", edits: []edit{replace(syncAt, syncAt+"triggers = [\"public-complaint\"]\nwithin_working_days = 10\n")}},
	{name: "a complaint or the site's request within 1 working day", edits: []edit{replace(syncAt, syncAt+"triggers = [\"public-complaint\", \"site-request\"]\nwithin_working_days = 1\n")}},
}

func TestComplaintValid(t *testing.T) { runValidCases(t, complaintValid) }
