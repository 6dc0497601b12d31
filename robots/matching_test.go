package robots

import (
	"slices"
	"testing"
	"time"
)

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
	s := Snippet{Name: "drafts", Tokens: []string{"ExampleBot"}, Paths: []string{"/drafts/"}, Matching: map[string]Matching{"examplebot": MatchMergesStar}}
	p, err := Prove(s, []string{"ExampleBot", "OtherBot"})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range p.Warnings {
		if w == WarnOwnGroupReplacesStar {
			t.Errorf("warnings %v: the crawler keeps reading the \"*\" group", p.Warnings)
		}
	}
	s.Matching = nil
	if p, err := Prove(s, []string{"ExampleBot", "OtherBot"}); err != nil || len(p.Warnings) == 0 || p.Warnings[0] != WarnOwnGroupReplacesStar {
		t.Errorf("as RFC 9309 reads it: %v, %v; want the warning that its own group replaces the \"*\" group", p.Warnings, err)
	}
	allow := Snippet{Name: "allow", Tokens: []string{"ExampleBot"}, Paths: []string{""}, Matching: map[string]Matching{"ExampleBot": MatchMergesStar}}
	var pe *ProofError
	if _, err := Prove(allow, []string{"ExampleBot"}); !errorsAs(err, &pe) || len(pe.Problems) != 1 {
		t.Errorf("an allow snippet for a crawler that merges the \"*\" group: %v, want one problem", err)
	}
}

// TestFirstGroup: a crawler that obeys only the first group naming it ignores a later group that
// names it (RFC 9309 merges them), and, with no group of its own, obeys the first "*" group only;
// its Crawl-delay is that group's.
func TestFirstGroup(t *testing.T) {
	r := Parse([]byte("User-agent: *\nDisallow: /a/\n\nUser-agent: ExampleBot\nDisallow: /b/\nCrawl-delay: 5\n\n"+
		"User-agent: *\nDisallow: /c/\n\nUser-agent: examplebot\nDisallow: /d/\nCrawl-delay: 9\n"), MinSizeLimit)
	for _, c := range []struct {
		token, url string
		rfc, first bool
	}{
		{"ExampleBot", "/b/x", false, false}, // its first group
		{"ExampleBot", "/d/x", false, true},  // its second group: merged by RFC 9309, ignored here
		{"ExampleBot", "/a/x", true, true},   // the "*" groups apply to neither
		{"OtherBot", "/a/x", false, false},   // the first "*" group
		{"OtherBot", "/c/x", false, true},    // the second "*" group: merged by RFC 9309, ignored here
		{"ExampleBot", "/robots.txt", true, true},
	} {
		if got := r.Decide(c.token, c.url).Allowed; got != c.rfc {
			t.Errorf("Decide(%s, %s) = %v, want %v", c.token, c.url, got, c.rfc)
		}
		if got := r.DecideAs(MatchFirstGroup, c.token, c.url).Allowed; got != c.first {
			t.Errorf("DecideAs(MatchFirstGroup, %s, %s) = %v, want %v", c.token, c.url, got, c.first)
		}
	}
	if d, ok := r.CrawlDelayAs(MatchFirstGroup, "EXAMPLEBOT"); !ok || d != 5*time.Second {
		t.Errorf("CrawlDelayAs(MatchFirstGroup) = %v, %v; want the first group's 5s", d, ok)
	}
	if d, _ := r.CrawlDelay("ExampleBot"); d != 9*time.Second {
		t.Errorf("CrawlDelay = %v; want the larger of the merged groups', 9s", d)
	}
	if !r.HasGroupAs(MatchFirstGroup, "examplebot") || r.HasGroupAs(MatchFirstGroup, "OtherBot") {
		t.Error("HasGroupAs(MatchFirstGroup) compares tokens case-insensitively, as RFC 9309 does")
	}
}

// TestCaseSensitive: a crawler that compares its token case-sensitively obeys only the groups
// that write it exactly (merged), and the "*" group where none does.
func TestCaseSensitive(t *testing.T) {
	r := Parse([]byte("User-agent: *\nDisallow: /a/\n\nUser-agent: examplebot\nDisallow: /b/\n\n"+
		"User-agent: ExampleBot\nDisallow: /c/\nCrawl-delay: 3\n\nUser-agent: ExampleBot\nDisallow: /d/\n"), MinSizeLimit)
	for _, c := range []struct {
		token, url string
		rfc, exact bool
	}{
		{"ExampleBot", "/b/x", false, true}, // "examplebot" is another spelling
		{"ExampleBot", "/c/x", false, false},
		{"ExampleBot", "/d/x", false, false}, // both exact groups merge
		{"ExampleBot", "/a/x", true, true},
		{"EXAMPLEBOT", "/a/x", true, false}, // no group writes it so: the "*" group
		{"EXAMPLEBOT", "/c/x", false, true},
	} {
		if got := r.Decide(c.token, c.url).Allowed; got != c.rfc {
			t.Errorf("Decide(%s, %s) = %v, want %v", c.token, c.url, got, c.rfc)
		}
		if got := r.DecideAs(MatchCaseSensitive, c.token, c.url).Allowed; got != c.exact {
			t.Errorf("DecideAs(MatchCaseSensitive, %s, %s) = %v, want %v", c.token, c.url, got, c.exact)
		}
	}
	if d := r.DecideAs(MatchCaseSensitive, "ExampleBot", "/d/x"); d.Rule.Line != 12 {
		t.Errorf("the deciding rule is %+v, want Disallow: /d/ on line 12", d.Rule)
	}
	if d, ok := r.CrawlDelayAs(MatchCaseSensitive, "ExampleBot"); !ok || d != 3*time.Second {
		t.Errorf("CrawlDelayAs(MatchCaseSensitive) = %v, %v; want 3s", d, ok)
	}
	if _, ok := r.CrawlDelayAs(MatchCaseSensitive, "examplebot"); ok {
		t.Error("CrawlDelayAs(MatchCaseSensitive, examplebot): its group has no Crawl-delay")
	}
	if r.HasGroupAs(MatchCaseSensitive, "EXAMPLEBOT") || !r.HasGroupAs(MatchCaseSensitive, "examplebot") {
		t.Error("HasGroupAs(MatchCaseSensitive) compares tokens exactly")
	}
}

// TestProveFirstGroup: a snippet for a crawler that obeys only the first group naming it proves
// out pasted above a group of its own further down (which then no longer applies to it, and the
// proof checks exactly that), with the warning that says so instead of the merging one; a
// whole-site snippet needs no such warning.
func TestProveFirstGroup(t *testing.T) {
	s := Snippet{Name: "drafts", Tokens: []string{"ExampleBot"}, Paths: []string{"/drafts/"}, Matching: map[string]Matching{"ExampleBot": MatchFirstGroup}}
	p, err := Prove(s, []string{"ExampleBot", "OtherBot"})
	if err != nil {
		t.Fatal(err)
	}
	want := []Warning{WarnOwnGroupReplacesStar, WarnCaseSensitivePath, WarnOtherURLsNotCovered, WarnFirstGroupOnly}
	if !slices.Equal(p.Warnings, want) {
		t.Errorf("warnings %v, want %v", p.Warnings, want)
	}
	if got := s.FirstGroupTokens(); !slices.Equal(got, []string{"ExampleBot"}) {
		t.Errorf("FirstGroupTokens = %v", got)
	}
	// Read as RFC 9309 reads it, the same proof expects the merged group's rules to hold: the
	// first-group reading is what lets /cgi-bin/ open in the corpus file with its own group.
	corpus := proofCorpus(s.Tokens, []string{"OtherBot"})
	text := s.Text()
	_, fails := prove(text, Snippet{Name: s.Name, Tokens: s.Tokens, Paths: s.Paths}, []string{"ExampleBot", "OtherBot"}, PlaceAboveFirstUserAgent, want, corpus)
	if len(fails) != 0 {
		t.Errorf("as RFC 9309 reads it, a group of its own keeps its rules: %v", fails)
	}
	_, fails = prove(text, s, []string{"ExampleBot", "OtherBot"}, PlaceAboveFirstUserAgent, want, corpus)
	if len(fails) != 0 {
		t.Errorf("as it reads it: %v", fails)
	}
	whole := Snippet{Name: "all", Tokens: []string{"ExampleBot"}, Paths: []string{"/"}, Matching: s.Matching}
	if p, err := Prove(whole, []string{"ExampleBot"}); err != nil || slices.Contains(p.Warnings, WarnFirstGroupOnly) || slices.Contains(p.Warnings, WarnExistingGroupMerges) {
		t.Errorf("a whole-site snippet: %v, %v; want neither the first-group nor the merging warning", p.Warnings, err)
	}
}

// TestProveFirstGroupCanFail: pasted at the end of a file, below a group of its own, a snippet
// does not reach a crawler that obeys only the first group naming it; the proof says so.
func TestProveFirstGroupCanFail(t *testing.T) {
	s := Snippet{Name: "drafts", Tokens: []string{"ExampleBot"}, Paths: []string{"/drafts/"}, Matching: map[string]Matching{"ExampleBot": MatchFirstGroup}}
	_, fails := prove(s.Text(), s, []string{"ExampleBot"}, placeAtEnd, s.warnings(), proofCorpus(s.Tokens, nil))
	found := false
	for _, f := range fails {
		if f.File == "same-token-group" && f.Check == CheckClaimedDisallowed {
			found = true
		}
	}
	if !found {
		t.Errorf("pasted below the crawler's own group, the claim must fail in same-token-group: %v", fails)
	}
}

// TestProveCaseSensitive: a snippet for a crawler that compares its token case-sensitively proves
// out, asked only in the token's own spelling; a group naming it in another spelling (the
// corpus's same-token group, in lower case) is not its group, so there the snippet's group
// replaces the "*" group for it, as the warning says. A group in another spelling does not block
// it.
func TestProveCaseSensitive(t *testing.T) {
	s := Snippet{Name: "drafts", Tokens: []string{"ExampleBot"}, Paths: []string{"/drafts/"}, Matching: map[string]Matching{"ExampleBot": MatchCaseSensitive}}
	p, err := Prove(s, []string{"ExampleBot", "OtherBot"})
	if err != nil {
		t.Fatal(err)
	}
	rfc, err := Prove(Snippet{Name: s.Name, Tokens: s.Tokens, Paths: s.Paths}, []string{"ExampleBot", "OtherBot"})
	if err != nil || p.Checks >= rfc.Checks {
		t.Errorf("%d checks, as RFC 9309 reads it %d (%v): the other spellings are not asked", p.Checks, rfc.Checks, err)
	}
	r := Parse([]byte("User-agent: examplebot\nDisallow: /drafts/\n"), MinSizeLimit)
	if !r.DecideAs(MatchCaseSensitive, "ExampleBot", "/drafts/x").Allowed {
		t.Error("a group naming examplebot blocks ExampleBot, which compares its token case-sensitively")
	}
}

func errorsAs(err error, target **ProofError) bool {
	pe, ok := err.(*ProofError)
	if ok {
		*target = pe
	}
	return ok
}

// TestCrawlDelayMergesStar: a crawler that reads the "*" group with its own reads their
// Crawl-delay lines as one group's: the larger value, from either.
func TestCrawlDelayMergesStar(t *testing.T) {
	r := Parse([]byte("User-agent: *\nDisallow: /z/\nCrawl-delay: 7\n\nUser-agent: ExampleBot\nDisallow: /x/\nCrawl-delay: 2\n\nUser-agent: QuietBot\nDisallow: /y/\n"), MinSizeLimit)
	for _, c := range []struct {
		token string
		want  time.Duration
	}{{"ExampleBot", 7 * time.Second}, {"QuietBot", 7 * time.Second}, {"OtherBot", 7 * time.Second}} {
		if d, ok := r.CrawlDelayAs(MatchMergesStar, c.token); !ok || d != c.want {
			t.Errorf("CrawlDelayAs(MatchMergesStar, %s) = %v, %v; want %v", c.token, d, ok, c.want)
		}
	}
	if d, _ := r.CrawlDelay("ExampleBot"); d != 2*time.Second {
		t.Errorf("CrawlDelay(ExampleBot) = %v: RFC 9309's reading is its own group's 2s", d)
	}
}
