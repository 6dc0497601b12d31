package policy

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestNeverRetriedDiff: a status never retried is a request not sent again, so one added is
// stricter and one removed looser and less polite.
func TestNeverRetriedDiff(t *testing.T) {
	parse := func(src string) *Policy {
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	base := readBase(t)
	one := parse(strings.Replace(base, "retry_after = \"honoured\"\n", "retry_after = \"honoured\"\nnever_retried = [404]\n", 1))
	two := parse(strings.Replace(base, "retry_after = \"honoured\"\n", "retry_after = \"honoured\"\nnever_retried = [404, 501]\n", 1))
	none := parse(base)
	for _, tc := range []struct {
		old, new *Policy
		want     string
	}{
		{none, one, "added /errors/never_retried/0 stricter false"},
		{one, two, "added /errors/never_retried/1 stricter false"},
		{two, one, "removed /errors/never_retried/1 looser true"},
	} {
		changes, err := Diff(tc.old, tc.new)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			got = append(got, fmt.Sprint(c.Kind, " ", c.Pointer, " ", c.Class, " ", c.LessPolite))
		}
		if strings.Join(got, "\n") != tc.want {
			t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), tc.want)
		}
	}
}

// TestLastChangedAfter: a date of last change after the day of the build is a warning at
// site.last_changed, with the day and where it comes from; on the day itself, none. With
// site.announce_changes_days it is a change announced ahead: a warning of what is published and
// enforced, or of less notice than promised, or of a likely slip in the year.
func TestLastChangedAfter(t *testing.T) {
	base := readBase(t)
	p, err := Parse([]byte(base), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	day := p.Site.LastChanged.Time
	if w := p.LastChangedAfter(day.Add(23*time.Hour), "today"); w != nil {
		t.Errorf("on the day of last change: %v, want none", w)
	}
	w := p.LastChangedAfter(day.Add(-time.Hour), "today")
	if w == nil {
		t.Fatal("the day before: no warning")
	}
	prev := day.AddDate(0, 0, -1).Format(time.DateOnly)
	want := fmt.Sprintf("policy.toml:12:1: warning: site.last_changed: %s is after the day of the build (%s, today): the pages would date the policy in the future, saying it is in effect from %s (want the day of its last change, at the latest %s, or the day it takes effect with site.announce_changes_days, the notice the pages promise)", p.Site.LastChanged, prev, p.Site.LastChanged, prev)
	if got := w.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	announced, err := Parse([]byte(strings.Replace(base, "example = true\n", "example = true\nannounce_changes_days = 14\n", 1)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	// Announced as much ahead as promised: what the build publishes and polite enforces (trial
	// 20, finding 1: it passed without a word).
	w = announced.LastChangedAfter(day.AddDate(0, 0, -14), "from SOURCE_DATE_EPOCH")
	if w == nil {
		t.Fatal("announced 14 days ahead: no warning")
	}
	want = fmt.Sprintf("policy.toml:12:1: warning: site.last_changed: %[1]s is 14 days after the day of the build (%[2]s, from SOURCE_DATE_EPOCH): a change announced ahead, which the pages built now state as the crawler's policy in effect from %[1]s, although until then the crawler follows the version before it; package polite enforces a policy from the moment a crawler loads it (load this version into the crawler on %[1]s, not before, and acknowledge this warning to publish the announcement)", announced.Site.LastChanged, day.AddDate(0, 0, -14).Format(time.DateOnly))
	if got := w.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	w = announced.LastChangedAfter(day.AddDate(0, 0, -9), "from SOURCE_DATE_EPOCH")
	if w == nil {
		t.Fatal("announced 9 days ahead: no warning")
	}
	build := day.AddDate(0, 0, -9).Format(time.DateOnly)
	want = fmt.Sprintf("policy.toml:12:1: warning: site.last_changed: %s is 9 days after the day of the build (%s, from SOURCE_DATE_EPOCH), but site.announce_changes_days promises 14 days of notice (date the change %s or later)", announced.Site.LastChanged, build, day.AddDate(0, 0, 5).Format(time.DateOnly))
	if got := w.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// Far more notice than promised, likely a slip in the year (new-user trial 15, finding 22):
	// 180 days ahead is a change announced ahead, a year ahead a slip.
	if w := announced.LastChangedAfter(day.AddDate(0, 0, -180), "today"); w == nil || !strings.Contains(w.Msg, "a change announced ahead") {
		t.Errorf("announced 180 days ahead: %v, want the warning of a change announced ahead", w)
	}
	w = announced.LastChangedAfter(day.AddDate(-1, 0, 0), "today")
	if w == nil {
		t.Fatal("announced a year ahead: no warning")
	}
	build = day.AddDate(-1, 0, 0).Format(time.DateOnly)
	ahead := int(day.Sub(day.AddDate(-1, 0, 0)).Hours() / 24)
	want = fmt.Sprintf("policy.toml:12:1: warning: site.last_changed: %s is %d days after the day of the build (%s, today), far more than the 14 days of notice site.announce_changes_days promises: the pages date the policy then (check the year; want the day the change takes effect)", announced.Site.LastChanged, ahead, build)
	if got := w.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// optOutBase makes the base policy's agent one a site cannot opt out of: it does not obey
// robots.txt, under a legal mandate named as its legal basis, and no snippet names it.
var optOutBase = []edit{
	replace(agentAt, agentAt+"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\nopt_out = \"not-possible\"\nlegal_basis = { name = { en = \"the Legal Deposit Act\", de = \"das Pflichtexemplargesetz\" }, url = \"https://law.example/deposit\" }"),
	noSnippet,
	noRobotsTxt,
}

// noRobotsTxt removes the base policy's [robots_txt], which no agent reads once its agent does not.
var noRobotsTxt = replace("[robots_txt]\ncheck = \"before-first-fetch\"\ncache_for = \"24h\"\ncrawl_delay = \"ignored\"\ntakes_effect_within = \"24h\"\n", "")

// optOutRules: an agent a site cannot opt out of has a legal basis, does not obey robots.txt,
// names no status that refuses it and is named by no snippet.
var optOutRules = []badPolicy{
	{
		name:  "opt_out without a legal basis, obeying robots.txt",
		edits: []edit{replace(agentAt, agentAt+"\nopt_out = \"not-possible\"")},
		want: []string{
			`policy.toml:33:1: agents.bot.opt_out: is "not-possible", but legal_basis is missing (name the law or mandate under which a site cannot opt out, e.g. legal_basis = { name = { en = "the Legal Deposit Act" } })`,
			`policy.toml:33:1: agents.bot.opt_out: is "not-possible", but the agent obeys robots.txt, where a Disallow shuts it out (write robots_txt = "not-read" with not_read_because; where only some jobs' fetches cannot be opted out of, write opt_out on those jobs, beside their robots_txt = "not-read"; or leave opt_out out)`,
			`policy.toml:108:11: snippets.all.agents[0]: "bot" is an agent a site cannot opt out of (agents.bot.opt_out = "not-possible"), so no snippet shuts it out: leave it out of the snippet`,
		},
	},
	{
		name:  "opt_out beside statuses that refuse the agent, a legal basis without its name in German",
		edits: append(slices.Clone(optOutBase), replace(`de = "das Pflichtexemplargesetz" `, ""), replace("opt_out = \"not-possible\"\n", "opt_out = \"not-possible\"\nrefuse_with = [410]\n")),
		want: []string{
			`policy.toml:36:1: agents.bot.refuse_with: answering these statuses stops the agent, which is an opt-out, but opt_out is "not-possible" (leave one of the two out)`,
			`policy.toml:37:17: agents.bot.legal_basis.name: missing the "de" text (every text needs all the site's languages: en, de)`,
		},
	},
}

func TestOptOutRules(t *testing.T) { runBadPolicies(t, optOutRules) }

// optOutValid: a legal basis alone, on an agent that obeys robots.txt (a research crawler under
// the DSM Directive's Article 3); an agent a site cannot opt out of, valid; with a request to
// stop beside it and a reason other than a legal mandate, warned of.
var optOutValid = []badPolicy{
	{
		name:  "a legal basis alone",
		edits: []edit{replace(agentAt, agentAt+"\nlegal_basis = { name = { en = \"Article 3 of the DSM Directive\", de = \"Artikel 3 der DSM-Richtlinie\" } }")},
	},
	{
		name:  "no opt-out under a legal mandate",
		edits: optOutBase,
	},
	{
		name: "no opt-out beside a request to stop, for terms of service",
		edits: append(slices.Clone(optOutBase), replace(`not_read_because = "legal-mandate"`, `not_read_because = "terms-of-service"`),
			replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"stop\"\n")),
		want: []string{
			`policy.toml:23:1: warning: contact.requests[0].kind: "stop" lets any site ask to be left alone, but agents.bot.opt_out is "not-possible": the page states both as they are (say in its who which sites may ask, e.g. those listed by mistake; or leave the request out)`,
			`policy.toml:33:1: warning: agents.bot.not_read_because: is "terms-of-service" beside opt_out = "not-possible", which usually rests on a legal mandate ("legal-mandate"): the page states both as they are`,
		},
	},
}

func TestOptOutValid(t *testing.T) { runValidCases(t, optOutValid) }

// TestOptOutDiff: a site that can no longer opt out is looser and less polite, one that can
// again stricter; a legal basis named is neutral, its name reworded wording.
func TestOptOutDiff(t *testing.T) {
	notRead := replace(agentAt, agentAt+"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"")
	plain := basePolicyWith(t, notRead, noSnippet, noRobotsTxt)
	mandate := basePolicyWith(t, optOutBase...)
	reworded := basePolicyWith(t, append(slices.Clone(optOutBase), replace(`en = "the Legal Deposit Act"`, `en = "the Legal Deposit Act 2004"`))...)
	for _, tc := range []struct {
		old, new *Policy
		want     string
	}{
		{plain, mandate, "added /agents/bot/legal_basis neutral false\nadded /agents/bot/opt_out looser true"},
		{mandate, plain, "removed /agents/bot/legal_basis neutral false\nremoved /agents/bot/opt_out stricter false"},
		{mandate, reworded, "changed /agents/bot/legal_basis/name/en wording false"},
	} {
		if got := diffClasses(t, tc.old, tc.new); got != tc.want {
			t.Errorf("changes:\n%s\nwant:\n%s", got, tc.want)
		}
	}
}

// followUpAt is where the base policy's job takes its re-checks.
const followUpAt = "retry = { delays = [\"15m\", \"1h\"], then_every = \"24h\" }\n"

// followUpRules: a re-check says what starts it (once each), how long after and how many times,
// and comes no sooner than the job's refetch_interval allows.
var followUpRules = []badPolicy{
	{
		name:  "follow_up without when, after or max, and twice",
		edits: []edit{replace(followUpAt, followUpAt+"follow_up = [{ when = \"changed\", after = \"7d\", max = 3 }, { when = \"changed\", after = \"1d\" }, { max = 2 }]\n")},
		want: []string{
			`policy.toml:67:61: jobs.sync.follow_up[1].max: missing (want how many times at most the resource is fetched again, e.g. 3)`,
			`policy.toml:67:61: jobs.sync.follow_up[1].when: "changed" is listed twice`,
			`policy.toml:67:97: jobs.sync.follow_up[2].after: missing (want how long after that fetch the resource is fetched again, e.g. "7d")`,
			`policy.toml:67:97: jobs.sync.follow_up[2].when: missing (want what a fetch found that starts the re-checks: "changed", "new")`,
		},
	},
	{
		name:  "follow_up sooner than refetch_interval",
		edits: []edit{replace(followUpAt, followUpAt+"refetch_interval = \"30d\"\nfollow_up = [{ when = \"changed\", after = \"7d\", max = 3 }]\n")},
		want: []string{
			`policy.toml:68:34: jobs.sync.follow_up[0].after: 7d is shorter than refetch_interval (30d), which says that a resource is fetched at most once in that time (want at least 30d)`,
		},
	},
	{
		name:  "follow_up when not a value",
		edits: []edit{replace(followUpAt, followUpAt+"follow_up = [{ when = \"unchanged\", after = \"7d\", max = 3 }]\n")},
		want: []string{
			`policy.toml:67:16: jobs.sync.follow_up[0].when: "unchanged" is not allowed here (did you mean "changed"?)`,
		},
	},
}

func TestFollowUpRules(t *testing.T) { runBadPolicies(t, followUpRules) }

// TestFollowUpDiff: a re-check added, or more of them, is a request more: looser, less polite; a
// longer wait before it stricter.
func TestFollowUpDiff(t *testing.T) {
	base := readBase(t)
	parse := func(f string) *Policy {
		p, err := Parse([]byte(strings.Replace(base, followUpAt, followUpAt+f, 1)), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	none := parse("")
	three := parse("follow_up = [{ when = \"changed\", after = \"7d\", max = 3 }]\n")
	more := parse("follow_up = [{ when = \"changed\", after = \"14d\", max = 5 }]\n")
	for _, tc := range []struct {
		old, new *Policy
		want     string
	}{
		{none, three, "added /jobs/sync/follow_up/0 looser true"},
		{three, more, "changed /jobs/sync/follow_up/0/after stricter false\nchanged /jobs/sync/follow_up/0/max looser true"},
		{three, none, "removed /jobs/sync/follow_up/0 stricter false"},
	} {
		changes, err := Diff(tc.old, tc.new)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			got = append(got, fmt.Sprint(c.Kind, " ", c.Pointer, " ", c.Class, " ", c.LessPolite))
		}
		if strings.Join(got, "\n") != tc.want {
			t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), tc.want)
		}
	}
}

// pausedAt is where the base policy's general reaction is, to which a reaction on "paused" is
// added.
const pausedAt = "[commitments]\n"

// pausedRules: a reaction on "paused" counts the other reactions' pauses only to end the run,
// alone in its conditions and not in a row; no request is retried on it.
var pausedRules = []badPolicy{
	{
		name:  "paused beside another condition, with a pause, in a row",
		edits: []edit{replace(pausedAt, "[[errors.reactions]]\non = [\"paused\", \"503\"]\nthreshold = 3\nconsecutive = true\npause = \"1h\"\nscope = \"server\"\n\n"+pausedAt)},
		want: []string{
			`policy.toml:98:1: errors.reactions[1].on: has "paused" beside other conditions: a reaction counts either the pauses of the others or responses (give the pauses a reaction of their own)`,
			`policy.toml:100:1: errors.reactions[1].consecutive: is set, but pauses do not come in a row of responses (leave it out)`,
		},
	},
	{
		name:  "paused with a pause",
		edits: []edit{replace(pausedAt, "[[errors.reactions]]\non = [\"paused\"]\nthreshold = 3\npause = \"1h\"\nscope = \"server\"\n\n"+pausedAt)},
		want: []string{
			`policy.toml:98:1: errors.reactions[1].on: is ["paused"], which counts the pauses of the other reactions, but the reaction does not end the run (want stops_run = true and scope = "run")`,
		},
	},
	{
		name:  "paused retried",
		edits: []edit{replace(`on = ["5xx"]`, `on = ["5xx", "paused"]`)},
		want: []string{
			`policy.toml:88:14: errors.retries.on[1]: "paused" is a pause of fetching, not an answer to a request: no request is retried on it`,
		},
	},
}

func TestPausedRules(t *testing.T) { runBadPolicies(t, pausedRules) }

// pausedValid: after three pauses, the day's run stops.
var pausedValid = []badPolicy{
	{
		name:  "the run stops after three pauses",
		edits: []edit{replace(pausedAt, "[[errors.reactions]]\non = [\"paused\"]\nthreshold = 3\nstops_run = true\nscope = \"run\"\n\n"+pausedAt)},
	},
}

func TestPausedValid(t *testing.T) { runValidCases(t, pausedValid) }
