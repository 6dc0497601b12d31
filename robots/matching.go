package robots

import (
	"slices"
	"time"
)

// Matching is how a crawler chooses the rules that apply to it, where it departs from RFC 9309
// §2.2.1 (the groups that name it, merged, or else the "*" group). A crawler's published policy
// says which it does; sitegen's proofs and `sitegen robots test` read a file the same way.
type Matching uint8

const (
	// MatchRFC9309 is RFC 9309 §2.2.1: the groups that name the token, merged, or, when none
	// does, the "*" group.
	MatchRFC9309 Matching = iota
	// MatchMergesStar reads the groups that name the token and the "*" group together, as one
	// group: of the rules of both that match a path, the longest decides, Allow winning a tie
	// (§2.2.2). A group of its own therefore adds rules to the "*" group's instead of replacing
	// them.
	MatchMergesStar
	// MatchFirstGroup obeys only the first group, in file order, that names the token (compared
	// case-insensitively); later groups naming it are ignored instead of merged with it. When no
	// group names it, only the first "*" group applies. This is how parsers that stop at the first
	// group that applies read a file (Python's urllib.robotparser, for one).
	MatchFirstGroup
	// MatchCaseSensitive compares the product token with the User-agent lines case-sensitively:
	// a group applies only where it writes the token with exactly the same letters, capitals
	// included. The groups that do merge, and the "*" group applies when none does, as §2.2.1 says.
	MatchCaseSensitive
)

// ParseMatching returns the Matching a policy's group_matching value names: "" and "rfc9309" are
// [MatchRFC9309], "merges-star", "first-group" and "case-sensitive" the others; ok is false for
// any other value.
func ParseMatching(s string) (m Matching, ok bool) {
	switch s {
	case "", "rfc9309":
		return MatchRFC9309, true
	case "merges-star":
		return MatchMergesStar, true
	case "first-group":
		return MatchFirstGroup, true
	case "case-sensitive":
		return MatchCaseSensitive, true
	}
	return 0, false
}

// String returns the name ParseMatching reads ("rfc9309" for MatchRFC9309).
func (m Matching) String() string {
	switch m {
	case MatchMergesStar:
		return "merges-star"
	case MatchFirstGroup:
		return "first-group"
	case MatchCaseSensitive:
		return "case-sensitive"
	}
	return "rfc9309"
}

// ownAs returns the rules that apply to token by a group that names it, as m chooses the groups,
// or nil when none names it.
func (r *Robots) ownAs(m Matching, token string) *merged {
	switch m {
	case MatchFirstGroup:
		low := lowerASCII(token)
		for i := range r.groups {
			if slices.ContainsFunc(r.groups[i].tokens, func(t string) bool { return lowerASCII(t) == low }) {
				return &r.groups[i].m
			}
		}
		return nil
	case MatchCaseSensitive:
		var found *merged
		var all merged
		for i := range r.groups {
			if !slices.Contains(r.groups[i].tokens, token) {
				continue
			}
			g := &r.groups[i].m
			if found == nil {
				found = g
			}
			all.rules = append(all.rules, g.rules...)
			all.groups++
			if g.hasDelay {
				all.delay, all.hasDelay = max(all.delay, g.delay), true
			}
		}
		if all.groups <= 1 {
			return found
		}
		r.order(all.rules)
		return &all
	}
	return r.own(token)
}

// starAs returns the "*" rules that apply, as m chooses them, to a crawler no group names.
func (r *Robots) starAs(m Matching) *merged {
	if m == MatchFirstGroup {
		for i := range r.groups {
			if r.groups[i].star {
				return &r.groups[i].m
			}
		}
		return nil
	}
	return r.star
}

// HasGroupAs reports whether a group names the product token as a crawler that matches groups
// as m says reads the file: case-sensitively for [MatchCaseSensitive], as [Robots.HasGroup]
// otherwise.
func (r *Robots) HasGroupAs(m Matching, token string) bool { return r.ownAs(m, token) != nil }

// CrawlDelayAs is [Robots.CrawlDelay] for a crawler that matches groups as m says: the
// Crawl-delay of the first group naming it ([MatchFirstGroup]), of the groups that write its token
// exactly ([MatchCaseSensitive]), of its own and the "*" group's, the larger
// ([MatchMergesStar]), or else of the "*" group it reads.
func (r *Robots) CrawlDelayAs(m Matching, token string) (delay time.Duration, ok bool) {
	own := r.ownAs(m, token)
	if m == MatchMergesStar && own != nil && r.star != nil && r.star.hasDelay {
		if !own.hasDelay {
			return r.star.delay, true
		}
		return max(own.delay, r.star.delay), true
	}
	if own == nil {
		own = r.starAs(m)
	}
	if own == nil {
		return 0, false
	}
	return own.delay, own.hasDelay
}

// DecideAs is Decide for a crawler that matches groups as m says.
func (r *Robots) DecideAs(m Matching, token, url string, restrictOnly ...string) Decision {
	return r.decideAs(m, token, RemoveDotSegments(normalizePath(pathOf(url))), restrictOnly)
}

func (r *Robots) decideAs(m Matching, token, path string, restrictOnly []string) Decision {
	switch m {
	case MatchRFC9309:
		return r.decidePath(token, path, restrictOnly)
	case MatchFirstGroup, MatchCaseSensitive:
		if path == "/robots.txt" {
			return Decision{Allowed: true, RobotsTxt: true}
		}
		own := r.ownAs(m, token)
		if own == nil {
			own = r.starAs(m)
		}
		d := r.decide(own, path)
		if !d.Allowed {
			return d
		}
		for _, t := range restrictOnly {
			if rm := r.ownAs(m, t); rm != nil {
				if rd := r.decide(rm, path); !rd.Allowed {
					return rd
				}
			}
		}
		return d
	}
	if path == "/robots.txt" {
		return Decision{Allowed: true, RobotsTxt: true}
	}
	own := r.own(token)
	d := r.decide(own, path)
	if s := r.decideIndex(r.star, path); s >= 0 && own != nil {
		o := r.decideIndex(own, path)
		if o < 0 || r.before(int32(s), int32(o)) {
			d = Decision{Allowed: r.rules[s].allow, Rule: r.rules[s].public()}
		}
	} else if own == nil {
		d = r.decide(r.star, path)
	}
	if !d.Allowed {
		return d
	}
	for _, t := range restrictOnly {
		if rm := r.own(t); rm != nil {
			if rd := r.decide(rm, path); !rd.Allowed {
				return rd
			}
		}
	}
	return d
}

// decideIndex returns the index in r.rules of the rule of m that decides path, or -1.
func (r *Robots) decideIndex(m *merged, path string) int {
	if m == nil {
		return -1
	}
	for _, i := range m.rules {
		if r.rules[i].matches(path) {
			return int(i)
		}
	}
	return -1
}

// before reports whether rule a decides before rule b: more octets, or Allow on a tie (§2.2.2),
// then file order (order's comparison).
func (r *Robots) before(a, b int32) bool {
	ra, rb := &r.rules[a], &r.rules[b]
	if ra.prio != rb.prio {
		return ra.prio > rb.prio
	}
	if ra.allow != rb.allow {
		return ra.allow
	}
	return a < b
}
