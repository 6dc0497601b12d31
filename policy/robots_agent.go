package policy

import (
	"slices"
	"strings"
)

// The robots.txt handling of one agent where it differs from the global one
// (agents.X.robots_txt_handling): each field it sets replaces the global field for that agent's
// fetches, as a target's limits replace the global limits.

// overrideRobots returns global with every field that over sets replacing it, and the names of
// the fields over sets (check, per_hostname and tdm_reservation are left as global has them).
func overrideRobots(global RobotsTxt, over *RobotsTxt) (RobotsTxt, map[string]bool) {
	e := global
	e.UnavailableStatuses = slices.Clone(global.UnavailableStatuses)
	set := map[string]bool{}
	if over == nil {
		return e, set
	}
	dur := func(name string, dst *Duration, v Duration) {
		if !v.IsZero() {
			*dst, set[name] = v, true
		}
	}
	dur("cache_for", &e.CacheFor, over.CacheFor)
	dur("retry_unreachable", &e.RetryUnreachable, over.RetryUnreachable)
	dur("crawl_delay_max", &e.CrawlDelayMax, over.CrawlDelayMax)
	dur("crawl_delay_min", &e.CrawlDelayMin, over.CrawlDelayMin)
	dur("takes_effect_within", &e.TakesEffectWithin, over.TakesEffectWithin)
	dur("keep_last_good_for", &e.KeepLastGoodFor, over.KeepLastGoodFor)
	if over.MaxSize != 0 {
		e.MaxSize, set["max_size"] = over.MaxSize, true
	}
	if over.Unavailable != "" {
		e.Unavailable, set["unavailable"] = over.Unavailable, true
	}
	if over.Unreachable != "" {
		e.Unreachable, set["unreachable"] = over.Unreachable, true
	}
	if len(over.UnavailableStatuses) > 0 {
		e.UnavailableStatuses, set["unavailable_statuses"] = slices.Clone(over.UnavailableStatuses), true
	}
	if over.KeepLastGood {
		e.KeepLastGood, set["keep_last_good"] = true, true
	}
	if over.Fallback != "" {
		e.Fallback, set["fallback"] = over.Fallback, true
	}
	if over.MaxRedirects != 0 {
		e.MaxRedirects, set["max_redirects"] = over.MaxRedirects, true
	}
	if over.Wildcards {
		e.Wildcards, set["wildcards"] = true, true
	}
	if over.CrawlDelay != "" {
		e.CrawlDelay, set["crawl_delay"] = over.CrawlDelay, true
	}
	if over.CrawlDelayWholeSeconds {
		e.CrawlDelayWholeSeconds, set["crawl_delay_whole_seconds"] = true, true
	}
	if over.CrawlDelayAboveMax != "" {
		e.CrawlDelayAboveMax, set["crawl_delay_above_max"] = over.CrawlDelayAboveMax, true
	}
	if over.CrawlDelayKey != "" {
		e.CrawlDelayKey, set["crawl_delay_key"] = over.CrawlDelayKey, true
	}
	return e, set
}

// agentRobotsHandling checks an agent's own robots.txt handling: only for an agent that obeys
// robots.txt, only the fields an agent may set, and, over the global handling, the rules of
// robots_txt for each field it sets.
func (c *checker) agentRobotsHandling(path string, a Agent) {
	h := a.RobotsTxtHandling
	if h == nil {
		return
	}
	path += ".robots_txt_handling"
	if !c.p.ObeysRobotsTxt(a) {
		c.addFrom(readingFrom(a), path, "is set, but the agent does not read robots.txt (want robots_txt = \"read\", or robots_txt_check)")
		return
	}
	if h.Check != "" {
		c.add(path+".check", "is not set per agent here: write the agent's robots_txt_check")
	}
	if h.PerHostname {
		c.add(path+".per_hostname", "holds for the crawler as a whole: set it in [robots_txt]")
	}
	if h.TDMReservation {
		c.add(path+".tdm_reservation", "holds for the crawler as a whole: set it in [robots_txt]")
	}
	merged, set := overrideRobots(c.p.RobotsTxt, h)
	c.robotsTxtOf(path, merged, func(field string) bool { return set[field] })
}

// An agent's robots.txt handling changes as the global one does: each field by the rule of its
// global counterpart.
func init() {
	n := len(rules)
	for _, r := range rules[:n] {
		if field, ok := strings.CutPrefix(r.pattern, "/robots_txt/"); ok && field != "check" && field != "per_hostname" && field != "tdm_reservation" {
			r.pattern = "/agents/*/robots_txt_handling/" + field
			rules = append(rules, r)
		}
	}
	rules = append(rules, rule{name: "robots_txt_handling", pattern: "/agents/*/robots_txt_handling"})
}
