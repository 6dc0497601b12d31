package policy

import (
	"reflect"
	"strings"
)

// robotsRuleFields are the fields of [robots_txt] that say how robots.txt's rules are obeyed:
// an agent that reads it for its Crawl-delay alone (agents.X.crawl_delay = "applied") reads
// none of them, since an unavailable or unreachable robots.txt stops nothing of its fetches.
var robotsRuleFields = map[string]bool{
	"unavailable": true, "unreachable": true, "unavailable_statuses": true, "retry_unreachable": true,
	"keep_last_good": true, "keep_last_good_for": true, "fallback": true, "wildcards": true,
}

// robotsTxtUnread refuses the values of [robots_txt] that no agent reads (new-user trial 31,
// F-22): where every agent says that it does not obey robots.txt (agents.X.robots_txt =
// "not-read"), each value stated is an error at its place, unless an agent reads robots.txt for
// its Crawl-delay (agents.X.crawl_delay = "applied"), which reads every value but those of the
// rules (robotsRuleFields). Such an agent has no job that does not obey robots.txt
// (jobRobotsTxt refuses it), so no job reads more. tdm_reservation is a reservation of rights,
// not a way of reading robots.txt: legal.tdm_basis answers for it; crawl_delay = "ignored" holds
// of a crawler that does not read robots.txt too.
func (c *checker) robotsTxtUnread() {
	if len(c.p.Agents) == 0 {
		return
	}
	var notRead, delayOnly []string
	for _, a := range c.p.Agents {
		if a.RobotsTxt != RobotsUseNotRead {
			return
		}
		notRead = append(notRead, "agents."+keyPart(a.ID))
		if a.CrawlDelay == AppliedYes {
			delayOnly = append(delayOnly, "agents."+keyPart(a.ID))
		}
	}
	on := notRead[0]
	if len(notRead) > 1 {
		on = "one of " + strings.Join(notRead, ", ")
	}
	v := reflect.ValueOf(c.p.RobotsTxt)
	for i := range v.NumField() {
		name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("toml"), ",")
		if name == "" || name == "tdm_reservation" || v.Field(i).IsZero() {
			continue
		}
		if name == "crawl_delay" && c.p.RobotsTxt.CrawlDelay == CrawlDelayIgnored {
			continue // true of a crawler that reads no robots.txt as well: the page says no more
		}
		path := "robots_txt." + name
		switch {
		case len(delayOnly) == 0 && strings.HasPrefix(name, "crawl_delay"):
			c.add(path, "is set, but no agent reads robots.txt (%s: robots_txt = \"not-read\"), so no Crawl-delay line is read (want crawl_delay = \"applied\" on %s where a Crawl-delay line still spaces its fetches, or leave robots_txt.%s out)", strings.Join(notRead, ", "), on, name)
		case len(delayOnly) == 0:
			c.add(path, "is set, but no agent reads robots.txt (%s: robots_txt = \"not-read\"), so nothing follows it (leave robots_txt.%s out, or write crawl_delay = \"applied\" on %s where a Crawl-delay line still spaces its fetches)", strings.Join(notRead, ", "), name, on)
		case robotsRuleFields[name]:
			c.add(path, "is set, but no agent obeys robots.txt's rules: %s reads it for its Crawl-delay alone (crawl_delay = \"applied\"), and an unavailable or unreachable robots.txt stops none of its fetches (leave robots_txt.%s out)", strings.Join(delayOnly, ", "), name)
		}
	}
}

// everyJobNotRead warns where an agent that obeys robots.txt has jobs and every one of them
// does not (jobs.X.robots_txt = "not-read"; new-user trial 31, F-12): none of the agent's
// fetches obeys robots.txt, which the agent's own robots_txt = "not-read" says once, with
// crawl_delay = "applied" where a Crawl-delay line still spaces its fetches. The page states
// such an agent as it states that form (NoJobObeysRobotsTxt).
func (c *checker) everyJobNotRead() {
	for _, a := range c.p.Agents {
		if !c.p.ObeysRobotsTxt(a) {
			continue
		}
		var jobs []string
		every, delay := true, false
		for _, j := range c.p.Jobs {
			if j.Agent != a.ID {
				continue
			}
			jobs = append(jobs, "jobs."+keyPart(j.ID))
			every = every && j.RobotsTxt == RobotsUseNotRead
			delay = delay || j.CrawlDelay == AppliedYes
		}
		if len(jobs) == 0 || !every {
			continue
		}
		want := "robots_txt = \"not-read\" with not_read_because on the agent"
		if delay {
			want += ", and crawl_delay = \"applied\" there"
		}
		c.warn("agents."+keyPart(a.ID), "every job of the agent (%s) has robots_txt = \"not-read\", so none of its fetches obeys robots.txt: the agent can say so once, for all of them (want %s, in place of each job's)", strings.Join(jobs, ", "), want)
	}
}

// someAgentObeysRobotsTxt reports whether an agent obeys robots.txt's rules, or the policy has no
// agent yet: where none does, robotsTxtUnread refuses the values of the rules, and a warning about
// them (robotsTxtOf) would say no more.
func (c *checker) someAgentObeysRobotsTxt() bool {
	if len(c.p.Agents) == 0 {
		return true
	}
	for _, a := range c.p.Agents {
		if a.RobotsTxt != RobotsUseNotRead {
			return true
		}
	}
	return false
}
