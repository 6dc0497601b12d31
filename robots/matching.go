package robots

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
)

// DecideAs is Decide for a crawler that matches groups as m says.
func (r *Robots) DecideAs(m Matching, token, url string, restrictOnly ...string) Decision {
	return r.decideAs(m, token, RemoveDotSegments(normalizePath(pathOf(url))), restrictOnly)
}

func (r *Robots) decideAs(m Matching, token, path string, restrictOnly []string) Decision {
	if m != MatchMergesStar {
		return r.decidePath(token, path, restrictOnly)
	}
	if path == "/robots.txt" {
		return Decision{Allowed: true, RobotsTxt: true}
	}
	own := r.own(token)
	d := r.decide(own, path)
	if s := r.decideIndex(r.star, path); s >= 0 && own != nil {
		o := r.decideIndex(own, path)
		if o < 0 || r.before(int32(s), int32(o)) {
			d = Decision{Allowed: r.rules[s].Allow, Rule: r.rules[s].Rule}
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
	if ra.Allow != rb.Allow {
		return ra.Allow
	}
	return a < b
}
