package policy

import (
	"strings"
	"testing"
)

// The jobs of an agent that obeys robots.txt whose fetches do not (new-user trial 3, report 1.1,
// 1.2, 1.15: pages sampled under a legal mandate, where finding them obeys robots.txt).

const syncAt = "target = \"portals\"\n"

// jobRobotsRules break the rules of jobs.X.robots_txt, not_read_because and crawl_delay.
var jobRobotsRules = []badPolicy{
	{
		name:  "jobrobots/read is the agent's",
		edits: []edit{replace(syncAt, syncAt+"robots_txt = \"read\"\n")},
		want: []string{
			`policy.toml:66:1: jobs.sync.robots_txt: is "read", which a job is as its agent is (want "not-read" for a job whose fetches do not obey robots.txt, or leave robots_txt out)`,
		},
	},
	{
		name:  "jobrobots/not-read without why",
		edits: []edit{findJob, replace(syncAt, syncAt+"robots_txt = \"not-read\"\n")},
		want: []string{
			`policy.toml:62:2: jobs.sync.not_read_because: missing (robots_txt = "not-read" needs why the job's fetches do not obey robots.txt: want one of "user-request", "legal-mandate", "site-owner-switch", "terms-of-service", "submitted")`,
		},
	},
	{
		name:  "jobrobots/why and crawl_delay without not-read",
		edits: []edit{replace(syncAt, syncAt+"not_read_because = \"legal-mandate\"\ncrawl_delay = \"applied\"\n")},
		want: []string{
			`policy.toml:66:1: jobs.sync.not_read_because: is set, but robots_txt is not "not-read" (want robots_txt = "not-read" beside it, or leave not_read_because out)`,
			`policy.toml:67:1: jobs.sync.crawl_delay: is set, but robots_txt is not "not-read": a job that obeys robots.txt keeps its agent's Crawl-delay (want robots_txt = "not-read" beside it, or leave crawl_delay out)`,
		},
	},
	{
		name:  "jobrobots/crawl_delay applied where none is honoured",
		edits: []edit{findJob, replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"applied\"\n")},
		want: []string{
			`policy.toml:68:1: jobs.sync.crawl_delay: is "applied", but agents.bot honours no Crawl-delay (robots_txt.crawl_delay is "ignored"; want robots_txt.crawl_delay = "honoured", or crawl_delay = "not-applied")`,
		},
	},
	{
		name: "jobrobots/Crawl-delay honoured, not said whether it spaces the job",
		edits: []edit{findJob, replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\n")},
		want: []string{
			`policy.toml:62:2: jobs.sync.crawl_delay: missing (agents.bot honours Crawl-delay: want "applied" where a Crawl-delay line still spaces these fetches, or "not-applied")`,
		},
	},
	{
		name: "jobrobots/an agent that does not read robots.txt",
		edits: []edit{noRobotsTable, replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nrobots_txt = \"not-read\"\nnot_read_because = \"terms-of-service\"\n"),
			replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n"),
			remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]\n")},
		want: []string{
			`policy.toml:68:1: jobs.sync.robots_txt: is "not-read", but agents.bot.robots_txt says that agent reads robots.txt for none of its fetches (leave robots_txt out of the job)`,
		},
	},
	{
		name:  "jobrobots/an unknown reason",
		edits: []edit{findJob, replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"monitoring\"\n")},
		want: []string{
			`policy.toml:67:1: jobs.sync.not_read_because: "monitoring" is not allowed here (want one of "user-request", "legal-mandate", "site-owner-switch", "terms-of-service", "submitted")`,
		},
	},
}

func TestJobRobotsRules(t *testing.T) { runBadPolicies(t, jobRobotsRules) }

// jobRobotsValid: a job that does not obey robots.txt, with why, and with or without a
// Crawl-delay that still spaces it.
var jobRobotsValid = []badPolicy{
	{
		name:  "sampled under a legal mandate",
		edits: []edit{findJob, replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n")},
	},
	{
		name: "sampled under a legal mandate, spaced by Crawl-delay",
		edits: []edit{findJob, replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"applied\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\n")},
	},
	{
		name:  "a Crawl-delay said not to apply",
		edits: []edit{findJob, replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"terms-of-service\"\ncrawl_delay = \"not-applied\"\n")},
	},
	{
		// newuser17 #1: "it fetches only URLs that a person asked for" of an unattended agent's job.
		name:  "user-request for the job of an unattended agent",
		edits: []edit{findJob, replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"user-request\"\n")},
		want: []string{
			`policy.toml:67:1: warning: jobs.sync.not_read_because: is "user-request", so the page says that only URLs a person asked for are fetched, on that person's behalf, but agents.bot.trigger is "unattended": nobody asks for these fetches (want the reason that holds, such as "submitted" for URLs that site owners or users submitted, or the agent's trigger "user-request")`,
		},
	},
	{
		name: "user-request of an unattended agent",
		edits: []edit{noRobotsTable, replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nrobots_txt = \"not-read\"\nnot_read_because = \"user-request\"\n"),
			remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]\n")},
		want: []string{
			`policy.toml:34:1: warning: agents.bot.not_read_because: is "user-request", so the page says that only URLs a person asked for are fetched, on that person's behalf, but agents.bot.trigger is "unattended": nobody asks for these fetches (want the reason that holds, such as "submitted" for URLs that site owners or users submitted, or the agent's trigger "user-request")`,
		},
	},
	{
		// The same reason where a person's request starts the fetches: no warning.
		name: "user-request of an agent a person starts",
		edits: []edit{findJob, replace(syncAt, syncAt+"robots_txt = \"not-read\"\nnot_read_because = \"user-request\"\n"),
			replace("trigger = \"unattended\"\nuser_agent = \"examplebot/", "trigger = \"user-request\"\nuser_agent = \"examplebot/")},
	},
}

func TestJobRobotsValid(t *testing.T) { runValidCases(t, jobRobotsValid) }

// TestJobRobotsEffective: a job that does not obey robots.txt reads it not at all, or for its
// Crawl-delay alone; the agent's other jobs, and the agent without a job, read it as before.
func TestJobRobotsEffective(t *testing.T) {
	p := mybot(t)
	agent := p.Agents[0].ID
	p.Jobs = Keyed[Job]{
		{ID: "find", Agent: agent},
		{ID: "sample", Agent: agent, RobotsTxt: RobotsUseNotRead, NotReadBecause: NotReadLegalMandate},
		{ID: "spaced", Agent: agent, RobotsTxt: RobotsUseNotRead, NotReadBecause: NotReadLegalMandate, CrawlDelay: AppliedYes},
	}
	for _, tt := range []struct {
		job            string
		read, cdOnly   bool
		pointer        string
		crawlDelaySays CrawlDelay
	}{
		{"", true, false, "", CrawlDelayHonoured},
		{"find", true, false, "", CrawlDelayHonoured},
		{"sample", false, false, "/jobs/sample/robots_txt", CrawlDelayHonoured},
		{"spaced", true, true, "/jobs/spaced/robots_txt", CrawlDelayHonoured},
	} {
		e, err := p.Effective(agent, "", tt.job)
		if err != nil {
			t.Fatal(err)
		}
		r := e.RobotsTxt
		if r.Read != tt.read || r.CrawlDelayOnly != tt.cdOnly || r.JobPointer != tt.pointer || r.CrawlDelay != tt.crawlDelaySays {
			t.Errorf("job %q: Read %v, CrawlDelayOnly %v, JobPointer %q, CrawlDelay %q; want %v, %v, %q, %q", tt.job, r.Read, r.CrawlDelayOnly, r.JobPointer, r.CrawlDelay, tt.read, tt.cdOnly, tt.pointer, tt.crawlDelaySays)
		}
	}
	// Where Crawl-delay is ignored, "applied" cannot hold (validate refuses it): nothing is read.
	p.RobotsTxt.CrawlDelay = CrawlDelayIgnored
	if e, _ := p.Effective(agent, "", "spaced"); e.RobotsTxt.Read || e.RobotsTxt.CrawlDelayOnly {
		t.Errorf("Crawl-delay ignored: Read %v, CrawlDelayOnly %v; want both false", e.RobotsTxt.Read, e.RobotsTxt.CrawlDelayOnly)
	}
}

// TestJobRobotsDiff: a job's fetches that stop obeying robots.txt are less polite (looser, and
// flagged); obeying it again, or a Crawl-delay that spaces them, stricter; why is wording.
func TestJobRobotsDiff(t *testing.T) {
	withJob := func(edit func(j *Job)) *Policy {
		p := mybot(t)
		j := Job{ID: "sample", Agent: p.Agents[0].ID, Label: Label{"en": "Sample", "de": "Stichprobe"}}
		if edit != nil {
			edit(&j)
		}
		p.Jobs = Keyed[Job]{j}
		return p
	}
	notRead := func(j *Job) { j.RobotsTxt, j.NotReadBecause = RobotsUseNotRead, NotReadLegalMandate }
	for _, tt := range []struct {
		name     string
		old, new func(j *Job)
		want     []string
	}{
		{"no longer obeys robots.txt", nil, notRead, []string{"added /jobs/sample/robots_txt looser!", "added /jobs/sample/not_read_because wording"}},
		{"obeys robots.txt again", notRead, nil, []string{"removed /jobs/sample/robots_txt stricter", "removed /jobs/sample/not_read_because wording"}},
		{"another reason", notRead, func(j *Job) { notRead(j); j.NotReadBecause = NotReadTermsOfService }, []string{"changed /jobs/sample/not_read_because wording"}},
		{"Crawl-delay applied", notRead, func(j *Job) { notRead(j); j.CrawlDelay = AppliedYes }, []string{"added /jobs/sample/crawl_delay stricter"}},
		{"Crawl-delay no longer applied", func(j *Job) { notRead(j); j.CrawlDelay = AppliedYes }, func(j *Job) { notRead(j); j.CrawlDelay = AppliedNo }, []string{"changed /jobs/sample/crawl_delay looser!"}},
	} {
		changes, err := Diff(withJob(tt.old), withJob(tt.new))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			got = append(got, changeLine(c))
		}
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%s: changes:\n%s\nwant:\n%s", tt.name, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
}
