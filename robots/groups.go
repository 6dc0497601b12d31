package robots

import "slices"

// Group is one group of a robots.txt file as written (RFC 9309 §2.1): the line of its first
// User-agent line, the product tokens its User-agent lines name (letters as written), and whether
// one of them is "*".
type Group struct {
	Line   int
	Tokens []string
	Star   bool
}

// GroupsAs returns the groups whose rules apply to a crawler with the product token, as m chooses
// them (RFC 9309 §2.2.1 for [MatchRFC9309]: every group naming the token, compared
// case-insensitively, merged; or, when none does, every "*" group), in file order, and ownGroup
// (whether a group names the token, as m compares tokens; false: the groups are the "*" groups,
// or none). [MatchMergesStar] adds the "*" groups to the token's own; [MatchFirstGroup] takes the
// first group naming the token, else the first "*" group; [MatchCaseSensitive] the groups that
// write the token with its letters exactly, else the "*" groups. No group applies (nil) where the
// token has none and the file no "*" group: everything is then allowed. The answer is the same
// for every URL: [Robots.DecideAs] decides among these groups' rules.
func (r *Robots) GroupsAs(m Matching, token string) (groups []Group, ownGroup bool) {
	low := lowerASCII(token)
	names := func(g *group) bool {
		if m == MatchCaseSensitive {
			return slices.Contains(g.tokens, token)
		}
		return slices.ContainsFunc(g.tokens, func(t string) bool { return lowerASCII(t) == low })
	}
	public := func(g *group) Group {
		return Group{Line: int(g.line), Tokens: slices.Clone(g.tokens), Star: g.star}
	}
	for i := range r.groups {
		if g := &r.groups[i]; names(g) {
			groups = append(groups, public(g))
			if m == MatchFirstGroup {
				break
			}
		}
	}
	ownGroup = groups != nil
	if ownGroup && m != MatchMergesStar {
		return groups, true
	}
	for i := range r.groups {
		if g := &r.groups[i]; g.star && !(ownGroup && names(g)) {
			groups = append(groups, public(g))
			if m == MatchFirstGroup {
				break
			}
		}
	}
	if ownGroup {
		slices.SortFunc(groups, func(a, b Group) int { return a.Line - b.Line })
	}
	return groups, ownGroup
}
