package robots

import "testing"

// TestMergesStar: a crawler that reads the "*" group together with its own keeps the "*" group's
// rules where its own group says nothing, and the longest matching rule of either decides.
func TestMergesStar(t *testing.T) {
	r := Parse([]byte("User-agent: *\nDisallow: /private/\nDisallow: /tmp\n\nUser-agent: ExampleBot\nDisallow: /drafts/\nAllow: /private/open/\n"), MinSizeLimit)
	for _, c := range []struct {
		token, url   string
		rfc, merging bool
	}{
		{"ExampleBot", "/private/x", true, false},     // RFC 9309: its own group only
		{"ExampleBot", "/private/open/x", true, true}, // its own longer Allow wins
		{"ExampleBot", "/drafts/x", false, false},     // its own rule
		{"ExampleBot", "/tmp", true, false},           // the "*" group's rule
		{"ExampleBot", "/public", true, true},         // no rule
		{"OtherBot", "/private/x", false, false},      // no group of its own: the "*" group either way
		{"ExampleBot", "/robots.txt", true, true},     // always allowed
	} {
		if got := r.Decide(c.token, c.url).Allowed; got != c.rfc {
			t.Errorf("Decide(%s, %s) = %v, want %v", c.token, c.url, got, c.rfc)
		}
		if got := r.DecideAs(MatchMergesStar, c.token, c.url).Allowed; got != c.merging {
			t.Errorf("DecideAs(MatchMergesStar, %s, %s) = %v, want %v", c.token, c.url, got, c.merging)
		}
	}
	if d := r.DecideAs(MatchMergesStar, "ExampleBot", "/tmp/a"); d.Rule.Line != 3 {
		t.Errorf("the deciding rule is %+v, want the \"*\" group's Disallow: /tmp on line 3", d.Rule)
	}
}

// TestProveMergesStar: a snippet for a crawler that reads the "*" group with its own proves out
// without the warning that its own group replaces the "*" group, since it does not; an empty
// Disallow line cannot free such a crawler from the "*" group, and is refused.
func TestProveMergesStar(t *testing.T) {
	s := Snippet{Name: "drafts", Tokens: []string{"ExampleBot"}, Paths: []string{"/drafts/"}, MergesStar: []string{"examplebot"}}
	p, err := Prove(s, []string{"ExampleBot", "OtherBot"})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range p.Warnings {
		if w == WarnOwnGroupReplacesStar {
			t.Errorf("warnings %v: the crawler keeps reading the \"*\" group", p.Warnings)
		}
	}
	s.MergesStar = nil
	if p, err := Prove(s, []string{"ExampleBot", "OtherBot"}); err != nil || len(p.Warnings) == 0 || p.Warnings[0] != WarnOwnGroupReplacesStar {
		t.Errorf("as RFC 9309 reads it: %v, %v; want the warning that its own group replaces the \"*\" group", p.Warnings, err)
	}
	allow := Snippet{Name: "allow", Tokens: []string{"ExampleBot"}, Paths: []string{""}, MergesStar: []string{"ExampleBot"}}
	var pe *ProofError
	if _, err := Prove(allow, []string{"ExampleBot"}); !errorsAs(err, &pe) || len(pe.Problems) != 1 {
		t.Errorf("an allow snippet for a crawler that merges the \"*\" group: %v, want one problem", err)
	}
}

func errorsAs(err error, target **ProofError) bool {
	pe, ok := err.(*ProofError)
	if ok {
		*target = pe
	}
	return ok
}
