package policy

import (
	"testing"
	"time"
)

// TestAgentRobotsHandling: an agent's own robots.txt handling replaces the global fields it sets,
// for its fetches only, and says where each value in force stands.
func TestAgentRobotsHandling(t *testing.T) {
	p := goPolicy(t)
	a, _ := p.Agents.Get("bot")
	a.RobotsTxtHandling = &RobotsTxt{CacheFor: Duration{Duration: time.Hour}, MaxSize: 600 * 1024, Unreachable: RobotsOutcomeAllowAll}
	p.Agents[0] = a
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	e, err := p.Effective("bot", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if e.RobotsTxt.CacheFor.Duration != time.Hour || e.RobotsTxt.MaxSize != 600*1024 || e.RobotsTxt.Unreachable != RobotsOutcomeAllowAll {
		t.Errorf("Effective(bot).RobotsTxt = %+v, want the agent's cache_for, max_size and unreachable", e.RobotsTxt.RobotsTxt)
	}
	if e.RobotsTxt.TakesEffectWithin != p.RobotsTxt.TakesEffectWithin || e.RobotsTxt.Check != p.RobotsTxt.Check {
		t.Errorf("Effective(bot).RobotsTxt = %+v, want the global takes_effect_within and check", e.RobotsTxt.RobotsTxt)
	}
	for field, want := range map[string]string{
		"cache_for":           "/agents/bot/robots_txt_handling/cache_for",
		"unreachable":         "/agents/bot/robots_txt_handling/unreachable",
		"takes_effect_within": "/robots_txt/takes_effect_within",
	} {
		if got := e.RobotsTxt.Pointer(field); got != want {
			t.Errorf("Pointer(%q) = %q, want %q", field, got, want)
		}
	}
	all, _ := p.Effective("", "", "")
	if all.RobotsTxt.CacheFor != p.RobotsTxt.CacheFor {
		t.Errorf("Effective without an agent has cache_for %v, want the global %v", all.RobotsTxt.CacheFor, p.RobotsTxt.CacheFor)
	}
	runDiffCases(t, []diffCase{
		{"an agent's robots.txt cache shortened", func(p *Policy) {
			p.Agents[0].RobotsTxtHandling = &RobotsTxt{CacheFor: Duration{Duration: time.Hour}}
		}, []string{"added /agents/harvestmouse/robots_txt_handling/cache_for stricter"}},
		// A first robots_txt_handling is classed by what is in force before and after, field by
		// field: one that repeats the general handling changes nothing in force.
		{"an agent's robots.txt handling that repeats the general one", func(p *Policy) {
			p.Agents[0].RobotsTxtHandling = &RobotsTxt{CacheFor: p.RobotsTxt.CacheFor}
		}, []string{"added /agents/harvestmouse/robots_txt_handling/cache_for neutral"}},
	})
	old, new := mybot(t), mybot(t)
	old.Agents[0].RobotsTxtHandling = &RobotsTxt{CacheFor: Duration{Duration: time.Hour}}
	new.Agents[0].RobotsTxtHandling = &RobotsTxt{CacheFor: Duration{Duration: 2 * time.Hour}}
	changes, err := Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != 1 || changes[0].Pointer != "/agents/harvestmouse/robots_txt_handling/cache_for" || changes[0].Class != ClassLooser || !changes[0].LessPolite {
		t.Errorf("an agent's robots.txt cache lengthened: %+v, want one looser change, less polite, of its cache_for", changes)
	}
}
