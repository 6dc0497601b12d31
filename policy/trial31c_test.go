package policy

import (
	"slices"
	"testing"
)

// stopJob appends a second job of the base policy's agent, "check", run when a site asks, whose
// fetches a site cannot opt out of where notPossible.
func stopJob(notPossible bool) edit {
	s := "\n[jobs.check]\nlabel = { en = \"Check\", de = \"Prüfung\" }\nagent = \"bot\"\ntarget = \"portals\"\ntriggers = [\"site-request\"]\n"
	if notPossible {
		s += "robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\nopt_out = \"not-possible\"\n"
	}
	return appendText(s)
}

// stopRequest makes the base policy's request one to stop.
var stopRequest = replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"stop\"\n")

// stopBesideNoOptOutValid (new-user trial 31, F-19): a request to stop that any site may make,
// beside jobs a site cannot opt out of, is warned of once, naming the jobs together, with advice
// that can be followed; one that who restricts (the sites the law leaves out) is not. Failed
// before: one warning per job, "name in the request's jobs the other jobs it is for" where there
// are none, and a warning with who too.
var stopBesideNoOptOutValid = []badPolicy{
	{
		name:  "stop for any site, two jobs without opt-out",
		edits: append(slices.Clone(jobOptOutBase), stopJob(true), stopRequest),
		want: []string{
			`policy.toml:23:1: warning: contact.requests[0].kind: "stop" lets any site ask to be left alone, but the opt_out of jobs.sync and jobs.check is "not-possible": the page states both as they are (say in its who which sites may ask, e.g. those listed by mistake, or name in its jobs those it is for (jobs.find); or leave the request out)`,
		},
	},
	{
		name:  "stop for any site, one job without opt-out and one with",
		edits: append(slices.Clone(jobOptOutBase), stopJob(false), stopRequest),
		want: []string{
			`policy.toml:23:1: warning: contact.requests[0].kind: "stop" lets any site ask to be left alone, but jobs.sync.opt_out is "not-possible": the page states both as they are (say in its who which sites may ask, e.g. those listed by mistake, or name in its jobs those it is for (jobs.find and jobs.check); or leave the request out)`,
		},
	},
	{
		name:  "stop for some sites, two jobs without opt-out",
		edits: append(slices.Clone(jobOptOutBase), stopJob(true), replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"stop\"\nwho = { en = \"operators of sites listed by mistake\", de = \"Betreiber irrtümlich gelisteter Websites\" }\n")),
	},
	{
		name:  "stop for some sites, an agent without opt-out",
		edits: append(slices.Clone(optOutBase), replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"stop\"\nwho = { en = \"operators of sites listed by mistake\", de = \"Betreiber irrtümlich gelisteter Websites\" }\n")),
	},
}

func TestStopBesideNoOptOut(t *testing.T) { runValidCases(t, stopBesideNoOptOutValid) }

// refetchEmbeddedValid (new-user trial 31, F-23): refetch_interval on a job whose agent fetches
// the resources its pages embed is warned of ("Each resource is fetched at most once every 3
// years" cannot hold for a shared style sheet); not where the agent fetches them for other jobs
// only. Failed before: no warning.
var refetchEmbeddedValid = []badPolicy{
	{
		name:  "refetch interval, resources fetched with every page",
		edits: []edit{replace(jobOptOutAt, jobOptOutAt+"refetch_interval = \"30d\"\n"), appendText("\n[agents.bot.embedded]\nfetch = \"fetched\"\n")},
		want: []string{
			`policy.toml:66:1: warning: jobs.sync.refetch_interval: is set, but agents.bot fetches the resources its pages embed (embedded.fetch = "fetched"), and a style sheet or script that many pages share is fetched with each of them: the page says how often each resource is fetched, these too (leave refetch_interval out, write site_interval = "30d" in its place where the job comes to each site at most once in that time, or acknowledge this warning where the crawler keeps to it for these resources too)`,
		},
	},
	{
		name:  "refetch interval, resources fetched for another job only",
		edits: []edit{replace(jobOptOutAt, jobOptOutAt+"refetch_interval = \"30d\"\n"), stopJob(false), appendText("\n[agents.bot.embedded]\nfetch = \"fetched\"\njobs = [\"check\"]\n")},
	},
}

func TestRefetchEmbedded(t *testing.T) { runValidCases(t, refetchEmbeddedValid) }
