package robots

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// Snippet is a robots.txt fragment that shuts some of the operator's crawlers out of a site, or
// out of some of its paths, or lets them in: a group whose only rule is an empty Disallow line
// (Paths [""]), which allows everything (RFC 9309 §2.2.2) and, being their own group, frees them
// from the "*" group (§2.2.1). [Prove] renders and proves it.
type Snippet struct {
	// Name identifies the snippet: ASCII letters, digits, "-" and "_", since the site publishes it
	// as robots/<Name>.txt.
	Name string
	// Tokens are the product tokens it shuts out (RFC 9309 §2.2.1), in the order the text lists
	// them. "*" is not one: a snippet never blocks other operators' crawlers. A token outside
	// RFC 9309's syntax ("MJ12bot") is one only with its reading in ReadAs.
	Tokens []string
	// Paths are the path patterns it disallows, in the order the text lists them: "/" alone for
	// the whole site, or patterns such as "/intern/" (the path and everything under it) and
	// "/*.pdf$" (every path ending in ".pdf"), with "*" and "$" as RFC 9309 §2.2.3 defines them;
	// or "" alone, an empty Disallow line that allows everything.
	Paths []string
	// Matching maps the product tokens, among Tokens and the operator's others, of crawlers that
	// choose their groups otherwise than RFC 9309 §2.2.1 to how they do ([MatchMergesStar],
	// [MatchFirstGroup], [MatchCaseSensitive]); the proof reads the file for each as it does. A
	// token it does not list is read as RFC 9309 says.
	Matching map[string]Matching
	// ReadAs maps the product tokens, among Tokens and the operator's others, that are outside
	// RFC 9309's syntax (digits or dots: "MJ12bot") to the token their crawler looks its groups up
	// by: what an RFC 9309 parser reads from a User-agent line that names them, their leading
	// letters, "_" and "-" ("MJ", §2.2.1), as the caller's policy states it (policy.Token.RFC9309,
	// the reading polite and sitegen robots test use). The text names such a token as written;
	// the proof asks for it as it is read, so that a snippet proves out only where the crawler,
	// reading the file that way, is shut out. A token it does not list is asked for as written.
	ReadAs map[string]string
}

// lookup is the token the crawler with token looks its groups up by: its entry of ReadAs
// (compared without regard to case, keeping the letter case of token), or token itself.
func (s Snippet) lookup(token string) string {
	for t, read := range s.ReadAs {
		if strings.EqualFold(t, token) {
			return token[:len(read)]
		}
	}
	return token
}

// names reports whether the snippet's token n names the crawler asked for as tok: the same token,
// or the one a parser reads it as.
func (s Snippet) names(n, tok string) bool {
	return strings.EqualFold(n, tok) || strings.EqualFold(s.lookup(n), s.lookup(tok))
}

// matching returns how the crawler with token chooses its groups: the entry of Matching that
// names it (case-insensitively, but exactly for a crawler that compares its token
// case-sensitively), or MatchRFC9309.
func (s Snippet) matching(token string) Matching {
	if m, ok := s.Matching[token]; ok {
		return m
	}
	for t, m := range s.Matching {
		if m != MatchCaseSensitive && strings.EqualFold(t, token) {
			return m
		}
	}
	return MatchRFC9309
}

// mergesStar reports whether the crawler with token reads the "*" group with its own.
func (s Snippet) mergesStar(token string) bool { return s.matching(token) == MatchMergesStar }

// caseVariant reports whether token differs only in letter case from the token of a crawler that
// compares it case-sensitively: it names no crawler of the operator, and no other crawler
// either (RFC 9309 would read it as the same one), so the proof does not ask about it.
func (s Snippet) caseVariant(token string) bool {
	for t, m := range s.Matching {
		if m == MatchCaseSensitive && t != token && strings.EqualFold(t, token) {
			return true
		}
	}
	return false
}

// allMergeStar reports whether every token the snippet names reads the "*" group with its own.
func (s Snippet) allMergeStar() bool {
	return len(s.Tokens) > 0 && !slices.ContainsFunc(s.Tokens, func(t string) bool { return !s.mergesStar(t) })
}

// allFirstGroup reports whether every token the snippet names obeys only the first group naming it.
func (s Snippet) allFirstGroup() bool {
	return len(s.Tokens) > 0 && !slices.ContainsFunc(s.Tokens, func(t string) bool { return s.matching(t) != MatchFirstGroup })
}

// FirstGroupTokens returns the tokens the snippet names that obey only the first group naming
// them ([MatchFirstGroup]), in the order of Tokens: the crawlers [WarnFirstGroupOnly] is about.
func (s Snippet) FirstGroupTokens() []string {
	var out []string
	for _, t := range s.Tokens {
		if s.matching(t) == MatchFirstGroup {
			out = append(out, t)
		}
	}
	return out
}

// WholeSite reports whether the snippet disallows the whole site: its only path is "/".
func (s Snippet) WholeSite() bool { return len(s.Paths) == 1 && s.Paths[0] == "/" }

// AllowsAll reports whether the snippet lets its crawlers fetch everything: its only path is "",
// an empty Disallow line.
func (s Snippet) AllowsAll() bool { return len(s.Paths) == 1 && s.Paths[0] == "" }

// Text renders the snippet as robots.txt text: one group, with a User-agent line per token and a
// Disallow line per path, each line ending in "\n". One group with several User-agent lines is
// plain RFC 9309 (§2.1), reads shortest, and lets a webmaster let one crawler back in by deleting
// one line. The text is the exact bytes [Prove] checks; publish [Proof.Text], never a text
// rendered some other way.
func (s Snippet) Text() string {
	var b strings.Builder
	for _, t := range s.Tokens {
		b.WriteString("User-agent: " + t + "\n")
	}
	for _, p := range s.Paths {
		if p == "" {
			b.WriteString("Disallow:\n") // RFC 9309 §2.2.2: no rule, everything allowed
			continue
		}
		b.WriteString("Disallow: " + p + "\n")
	}
	return b.String()
}

// Warning is something a webmaster must know before pasting a snippet. Warnings are stable
// identifiers, not sentences: the pages render each in every language of the site.
type Warning string

const (
	// WarnOwnGroupReplacesStar means that the snippet disallows only some paths and gives its
	// crawlers a group of their own. A crawler with a group of its own no longer reads the "*"
	// group (RFC 9309 §2.2.1), so the "*" group's rules stop applying to it: a crawler that had
	// no group of its own before may then fetch paths the "*" group disallowed. To keep them
	// closed, the webmaster copies the "*" group's Disallow lines into the snippet's group.
	WarnOwnGroupReplacesStar Warning = "own-group-replaces-star"
	// WarnCaseSensitivePath means that a path contains letters, and paths match
	// case-sensitively (§2.2.2): "/*.pdf$" does not block "/a.PDF", nor "/intern/" "/Intern/".
	// The webmaster adds a line for every spelling the site uses.
	WarnCaseSensitivePath Warning = "case-sensitive-path"
	// WarnAnchoredEndExcludesQuery means that a path ends in "$", so a URL must end exactly
	// there, query included (§2.2.3): "/*.pdf$" does not block "/a.pdf?download=1".
	WarnAnchoredEndExcludesQuery Warning = "anchored-end-excludes-query"
	// WarnOtherURLsNotCovered means that the snippet blocks URLs by their path, not documents:
	// the same document under another URL (a download link such as "/download?id=7", another
	// path, another host name) stays allowed.
	WarnOtherURLsNotCovered Warning = "other-urls-not-covered"
	// WarnExistingGroupMerges means that if the file already has a group naming one of the
	// snippet's tokens, the two merge into one (§2.2.1): that group's Disallow lines keep
	// applying, and an Allow line there that is longer than the snippet's matching Disallow line
	// still allows its paths (§2.2.2). The webmaster removes such Allow lines, or the snippet
	// does not block their paths. Every snippet carries this warning, unless every crawler it
	// names obeys only the first group naming it ([MatchFirstGroup]), for which groups do not merge.
	WarnExistingGroupMerges Warning = "existing-group-merges"
	// WarnFirstGroupOnly means that the snippet disallows only some paths and names a crawler that
	// obeys only the first group naming it ([MatchFirstGroup]). Pasted above the first User-agent
	// line, the snippet becomes that group: a group further down that names the crawler no longer
	// applies to it, so its rules stop applying. To keep them, the webmaster copies them into the
	// snippet's group. [Snippet.FirstGroupTokens] names the crawlers.
	WarnFirstGroupOnly Warning = "first-group-only"
)

// AllWarnings returns every Warning, in the order [Prove] lists them, so that the site's tests
// can check that each has a message in every language.
func AllWarnings() []Warning {
	return []Warning{
		WarnOwnGroupReplacesStar, WarnCaseSensitivePath, WarnAnchoredEndExcludesQuery,
		WarnOtherURLsNotCovered, WarnExistingGroupMerges, WarnFirstGroupOnly,
	}
}

// Placement says where in an existing robots.txt file to paste a snippet. Placements are stable
// identifiers, not sentences: the pages render them in every language of the site.
type Placement string

const (
	// PlaceAboveFirstUserAgent means: paste the snippet as whole lines directly above the first
	// User-agent line of the file; if the file has no User-agent line, paste it at the end,
	// starting on a new line. The end of a file is not safe in general: a blank line does not
	// end a group (§2.1), so if the file ends with a User-agent line that has no rules yet (for
	// example "User-agent: *"), the snippet's Disallow lines would join that group and block the
	// crawlers it names.
	PlaceAboveFirstUserAgent Placement = "above-first-user-agent"

	// placeAtEnd appends the snippet to the end of the file. We never advise it; the tests use it
	// to show that the proof catches what it breaks.
	placeAtEnd Placement = "at-end"
)

// AllPlacements returns every Placement that [Prove] advises, so that the site's tests can check
// that each has a message in every language.
func AllPlacements() []Placement { return []Placement{PlaceAboveFirstUserAgent} }

// Proof is a snippet that proved out: its exact text and what the page must say next to it.
type Proof struct {
	// Text is the snippet's robots.txt text, ending in "\n": the bytes to publish.
	Text string
	// Warnings are what the webmaster must know, in the order of AllWarnings.
	Warnings []Warning
	// Placement is where to paste the snippet; the proof pasted it exactly there.
	Placement Placement
	// Checks is how many answers the proof compared.
	Checks int
}

// Prove renders s and proves it with the matcher ([Parse], [Robots.Decide]). allTokens are the
// product tokens of all the operator's crawlers; those s does not name must keep their answers.
//
// On its own, the text must disallow the claimed paths (and sample paths under them) for every
// named token, in any letter case, and allow everything else: paths outside the claim, and every
// path for the operator's other tokens and for any other crawler (the "*" group). Pasted at
// [Proof.Placement] into each file of a corpus of typical robots.txt files (empty; a "*" group
// with rules; several named groups; Sitemap lines; no final newline; a final User-agent line
// without rules; rules before any group; a group already naming the token; CRLF, CR and LF line
// ends; a byte order mark; comments and unknown lines), it must disallow the claimed paths for the
// named tokens, leave every other agent's answers as they were, and change the named tokens'
// other answers only as [WarnOwnGroupReplacesStar] says. Sample paths are derived from each
// pattern: see samplePaths.
//
// The error is a *[ProofError] listing every problem of s, or every failed check with its corpus
// file, token and URL. The Proof is returned in full either way.
func Prove(s Snippet, allTokens []string) (Proof, error) {
	p := Proof{Text: s.Text(), Warnings: s.warnings(), Placement: PlaceAboveFirstUserAgent}
	if problems := s.problems(); len(problems) > 0 {
		return p, &ProofError{Snippet: s.Name, Problems: problems}
	}
	var failures []Failure
	p.Checks, failures = prove(p.Text, s, allTokens, p.Placement, p.Warnings, proofCorpus(s.Tokens, others(s.Tokens, allTokens)))
	if len(failures) > 0 {
		return p, &ProofError{Snippet: s.Name, Checks: p.Checks, Failures: failures}
	}
	return p, nil
}

// ProofError is why a snippet did not prove out: problems with the snippet itself (then nothing
// was checked), or the checks that failed.
type ProofError struct {
	// Snippet is the snippet's name.
	Snippet string
	// Problems are what is wrong with the snippet's fields, one sentence each.
	Problems []string
	// Failures are the answers that differ from the snippet's claim.
	Failures []Failure
	// Checks is how many answers were compared.
	Checks int
}

// Error lists every problem or failure, one per line after the first.
func (e *ProofError) Error() string {
	var b strings.Builder
	if len(e.Problems) > 0 {
		fmt.Fprintf(&b, "snippet %q is not valid:", e.Snippet)
		for _, p := range e.Problems {
			b.WriteString("\n\t" + p)
		}
		return b.String()
	}
	fmt.Fprintf(&b, "snippet %q does not prove out: %d of %d checks failed:", e.Snippet, len(e.Failures), e.Checks)
	for _, f := range e.Failures {
		b.WriteString("\n\t" + f.String())
	}
	return b.String()
}

// Check names what a failed check expected.
type Check string

const (
	// CheckClaimedDisallowed is the check that a claimed path is disallowed for a named token.
	CheckClaimedDisallowed Check = "a claimed path must be disallowed for a named token"
	// CheckOutsideUnchanged is the check that outside the claimed paths a named token's answers
	// change only as WarnOwnGroupReplacesStar says: with the snippet alone, or pasted into a file
	// where the token had no group of its own, it may fetch them; where it had a group, it keeps
	// its answers.
	CheckOutsideUnchanged Check = "outside the claimed paths a named token must keep its answer"
	// CheckOthersUnchanged is the check that a token the snippet does not name keeps its answer.
	CheckOthersUnchanged Check = "an agent the snippet does not name must keep its answer"
)

// Failure is one failed check of a proof.
type Failure struct {
	// File is the corpus file the snippet was pasted into, or "" for the snippet on its own.
	File string
	// Token is the product token asked for.
	Token string
	// URL is the URL asked for.
	URL string
	// Got is the matcher's answer; Want is the allowed value the claim requires.
	Got  Decision
	Want bool
	// Check is what was expected.
	Check Check
}

// String formats f on one line: where, who, what, got, want and why.
func (f Failure) String() string {
	where := "snippet alone"
	if f.File != "" {
		where = "corpus file " + f.File
	}
	return fmt.Sprintf("%s: token %s, %s: got %s, want %s (%s)",
		where, f.Token, f.URL, describe(f.Got), verdict(f.Want), f.Check)
}

func verdict(allowed bool) string {
	if allowed {
		return "allowed"
	}
	return "disallowed"
}

func describe(d Decision) string {
	switch {
	case d.RobotsTxt:
		return "allowed (robots.txt itself)"
	case d.Rule.Line == 0:
		return verdict(d.Allowed) + " (no matching rule)"
	}
	return fmt.Sprintf("%s by %q (line %d)", verdict(d.Allowed), d.Rule.Text, d.Rule.Line)
}

// sampleOrigin is the scheme and host of the proof's sample URLs.
const sampleOrigin = "https://www.example.org"

// otherCrawler stands for every crawler neither the snippet nor the operator names: the crawlers
// that read the "*" group.
const otherCrawler = "ExampleOtherBot"

// prove checks text against the claim s (its Tokens and Paths), pasted at placement into each
// corpus file; see Prove. It returns the number of answers compared and the failures.
func prove(text string, s Snippet, allTokens []string, placement Placement, warnings []Warning, corpus []corpusFile) (int, []Failure) {
	claim := newClaim(s)
	var (
		checks   int
		failures []Failure
	)
	check := func(file, token, path string, got Decision, want bool, c Check) {
		checks++
		if got.Allowed != want {
			failures = append(failures, Failure{File: file, Token: token, URL: sampleOrigin + path, Got: got, Want: want, Check: c})
		}
	}
	paths := samples(claim.paths())
	decide := func(r *Robots, tok, norm string) Decision {
		return r.decideAs(s.matching(tok), s.lookup(tok), norm, nil)
	}
	// An allow snippet frees its crawlers from the "*" group: that is what it is for, not a warning.
	starReplaced := slices.Contains(warnings, WarnOwnGroupReplacesStar) || s.AllowsAll()

	// On its own: the named tokens in any case, the operator's others, and everyone else.
	alone := Parse([]byte(text), MinSizeLimit)
	var named []string
	for _, t := range s.Tokens {
		if s.matching(t) == MatchCaseSensitive {
			named = appendNew(named, t) // its token has one spelling, the one the snippet writes
			continue
		}
		named = appendNew(named, t, strings.ToLower(t), strings.ToUpper(t))
	}
	for _, tok := range named {
		for _, p := range paths {
			want := !claim.coversPath(p.norm)
			c := CheckOutsideUnchanged
			if !want {
				c = CheckClaimedDisallowed
			}
			check("", tok, p.path, decide(alone, tok, p.norm), want, c)
		}
	}
	reps := representatives(s.Tokens, others(s.Tokens, allTokens))
	for _, tok := range appendNew(reps, otherCrawler) {
		for _, p := range paths {
			check("", tok, p.path, decide(alone, tok, p.norm), true, CheckOthersUnchanged)
		}
	}

	// Pasted into each corpus file as advised.
	for _, f := range corpus {
		before := Parse([]byte(f.text), MinSizeLimit)
		after := Parse([]byte(paste(f.text, text, placement)), MinSizeLimit)
		agents := appendNew(slices.Clone(s.Tokens), reps...)
		agents = appendNew(agents, otherCrawler)
		for l := range lines(f.text) {
			if tok, _ := productToken(l.value); l.kind == keyUserAgent && tok != "" && (f.name != operatorGroups || slices.Contains(reps, tok)) && !s.caseVariant(tok) {
				agents = appendNew(agents, tok)
			}
		}
		filePaths := append(slices.Clone(paths), samples(f.paths)...)
		for _, tok := range agents {
			isNamed := slices.ContainsFunc(s.Tokens, func(n string) bool { return s.names(n, tok) })
			for _, p := range filePaths {
				was := decide(before, tok, p.norm).Allowed
				got := decide(after, tok, p.norm)
				switch {
				case !isNamed:
					check(f.name, tok, p.path, got, was, CheckOthersUnchanged)
				case claim.coversPath(p.norm):
					check(f.name, tok, p.path, got, false, CheckClaimedDisallowed)
				case s.matching(tok) == MatchFirstGroup:
					// Pasted above every group, the snippet is the first group naming the crawler,
					// and the only one it obeys: outside the claim it may fetch anything, whatever
					// group of its own or "*" group it read before (WarnFirstGroupOnly,
					// WarnOwnGroupReplacesStar).
					check(f.name, tok, p.path, got, true, CheckOutsideUnchanged)
				case before.HasGroupAs(s.matching(tok), s.lookup(tok)) || !starReplaced || s.mergesStar(tok):
					// A crawler that reads the "*" group with its own keeps its answers outside the
					// claim: the snippet only adds rules.
					check(f.name, tok, p.path, got, was, CheckOutsideUnchanged)
				default:
					// The crawler had no group of its own and now has one: it no longer reads the
					// "*" group, so outside the claim it may fetch anything (WarnOwnGroupReplacesStar).
					check(f.name, tok, p.path, got, true, CheckOutsideUnchanged)
				}
			}
		}
	}
	return checks, failures
}

// sample is a sample path of a proof, as the failures show it, and normalised as the matcher
// compares it, dot segments removed as a client removes them (once per proof, rather than at
// every answer).
type sample struct {
	path, norm string
}

func samples(paths []string) []sample {
	out := make([]sample, len(paths))
	for i, p := range paths {
		out[i] = sample{p, RemoveDotSegments(normalizePath(pathOf(sampleOrigin + p)))}
	}
	return out
}

// claim is what a snippet says it disallows.
type claim struct {
	whole    bool
	patterns []string // as written
	compiled []rule
}

func newClaim(s Snippet) claim {
	c := claim{whole: s.WholeSite(), patterns: s.Paths}
	for _, p := range s.Paths {
		c.compiled = append(c.compiled, newRule(false, p, "", 0))
	}
	return c
}

// coversPath reports whether the claim disallows the normalised path np
// (normalizePath(pathOf(url))). /robots.txt is never disallowed (RFC 9309 §2.2.2), whatever the
// claim.
func (c claim) coversPath(np string) bool {
	if np == "/robots.txt" {
		return false
	}
	if c.whole {
		return true
	}
	for i := range c.compiled {
		if c.compiled[i].matches(np) {
			return true
		}
	}
	return false
}

// paths returns the sample paths the proof asks about: those derived from each claimed pattern,
// then paths every site has.
func (c claim) paths() []string {
	var out []string
	for _, p := range c.patterns {
		if p == "/" || p == "" {
			continue
		}
		inside, near := samplePaths(p)
		out = appendNew(out, inside...)
		out = appendNew(out, near...)
	}
	return appendNew(out,
		"/", "/index.html", "/news/2024/article.html?id=7&page=2", "/search?q=robots",
		"/%C3%BCber-uns/", "/über-uns/kontakt", "/Intern/", "/a.PDF", "/robots.txt",
	)
}

// samplePaths derives concrete paths from a claimed pattern. inside are paths the pattern
// matches, which the proof checks are disallowed: each "*" filled with "a", with "dir/b" and with
// nothing, and, unless the pattern ends in "$", followed by more ("/intern/" → "/intern/",
// "/intern/x", "/intern/a/deep/page.html?q=1"; "/*.pdf$" → "/a.pdf", "/dir/b.pdf", "/.pdf").
//
// near are near misses a reader might think the pattern covers, which the proof checks keep
// their answer (unless another claimed pattern covers them):
//   - for a pattern ending in "$", the first inside path with a query ("/a.pdf?x"): "$" ends the
//     whole path and query (RFC 9309 §2.2.3), so this is another URL;
//   - the first inside path with the case of its letters swapped ("/A.PDF", "/INTERN/"): matching
//     is case-sensitive (§2.2.2);
//   - the pattern's literal start without its last octet ("/intern"): the whole pattern must
//     match, from the first octet of the path (§2.2.2).
func samplePaths(pattern string) (inside, near []string) {
	body, anchored := strings.CutSuffix(pattern, "$")
	fill := func(star, more string) string {
		s := strings.ReplaceAll(body, "*", star)
		if !anchored {
			s += more
		}
		return s
	}
	inside = appendNew(nil, fill("a", ""), fill("dir/b", "x"))
	if strings.Contains(body, "*") {
		inside = appendNew(inside, fill("", ""))
	}
	if !anchored {
		inside = appendNew(inside, fill("a", "a/deep/page.html?q=1"))
	}
	if anchored {
		near = append(near, inside[0]+"?x")
	}
	if swapped := swapCase(inside[0]); swapped != inside[0] {
		near = append(near, swapped)
	}
	if lit, _, _ := strings.Cut(body, "*"); len(lit) > 1 {
		near = append(near, lit[:len(lit)-1])
	}
	return inside, near
}

// swapCase swaps the case of ASCII letters.
func swapCase(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case 'a' <= c && c <= 'z':
			b[i] = c - 'a' + 'A'
		case 'A' <= c && c <= 'Z':
			b[i] = c - 'A' + 'a'
		}
	}
	return string(b)
}

// warnings returns what the page must say next to s, in the order of AllWarnings.
func (s Snippet) warnings() []Warning {
	applies := map[Warning]bool{
		WarnOwnGroupReplacesStar: !s.WholeSite() && !s.AllowsAll() && !s.allMergeStar(),
		WarnCaseSensitivePath: slices.ContainsFunc(s.Paths, func(p string) bool {
			return strings.IndexFunc(p, unicode.IsLetter) >= 0
		}),
		WarnAnchoredEndExcludesQuery: slices.ContainsFunc(s.Paths, func(p string) bool { return strings.HasSuffix(p, "$") }),
		WarnOtherURLsNotCovered:      !s.WholeSite() && !s.AllowsAll(),
		WarnExistingGroupMerges:      !s.allFirstGroup(),
		WarnFirstGroupOnly:           !s.WholeSite() && !s.AllowsAll() && len(s.FirstGroupTokens()) > 0,
	}
	var w []Warning
	for _, x := range AllWarnings() {
		if applies[x] {
			w = append(w, x)
		}
	}
	return w
}

// problems returns what is wrong with s's fields, one sentence each.
func (s Snippet) problems() []string {
	var out []string
	if s.Name == "" || strings.IndexFunc(s.Name, notNameRune) >= 0 {
		out = append(out, fmt.Sprintf(`name %q: use ASCII letters, digits, "-" and "_" (the site publishes robots/<name>.txt)`, s.Name))
	}
	if len(s.Tokens) == 0 {
		out = append(out, "no product tokens: a snippet names the crawlers it shuts out")
	}
	seen := map[string]bool{}
	for _, t := range s.Tokens {
		switch {
		case t == "" || strings.IndexFunc(t, notTokenRune) >= 0 && !s.readAs(t):
			out = append(out, fmt.Sprintf(`token %q is not an RFC 9309 product token (letters, "_" and "-" only, §2.2.1)`, t))
		case seen[lowerASCII(t)]:
			out = append(out, fmt.Sprintf("token %q is listed twice (tokens compare case-insensitively, RFC 9309 §2.2.1)", t))
		}
		seen[lowerASCII(t)] = true
	}
	if len(s.Paths) == 0 {
		out = append(out, `no paths: list "/" to block the whole site`)
	}
	if s.AllowsAll() {
		for _, t := range s.Tokens {
			if s.mergesStar(t) {
				out = append(out, fmt.Sprintf(`token %q: an empty Disallow line does not lift the "*" group's rules for a crawler that reads that group with its own`, t))
			}
		}
	}
	seenPath := map[string]bool{}
	for _, p := range s.Paths {
		switch {
		case p == "" && len(s.Paths) > 1:
			out = append(out, `path "" is an empty Disallow line, which allows everything: list it alone`)
		case p == "":
		case !strings.HasPrefix(p, "/"):
			out = append(out, fmt.Sprintf(`path %q must start with "/" (RFC 9309 §2.2.2)`, p))
		case strings.IndexFunc(p, notPathRune) >= 0:
			out = append(out, fmt.Sprintf(`path %q contains whitespace, a control character, invalid UTF-8 or "#", which starts a comment (RFC 9309 §2.2.3)`, p))
		case strings.Contains(strings.TrimSuffix(p, "$"), "$"):
			out = append(out, fmt.Sprintf(`path %q has "$" before its end, where it would be read literally; "$" ends a pattern (RFC 9309 §2.2.3): write a literal one as "%%24"`, p))
		case seenPath[p]:
			out = append(out, fmt.Sprintf("path %q is listed twice", p))
		case p == "/" && len(s.Paths) > 1:
			out = append(out, `path "/" blocks the whole site: list it alone`)
		}
		seenPath[p] = true
	}
	return out
}

// readAs reports whether t is a token outside RFC 9309's syntax that ReadAs reads, as a parser
// does, as its leading letters, "_" and "-": ASCII letters, digits, "_", "-" and "." only, and a
// reading that is a non-empty prefix of it made of token characters.
func (s Snippet) readAs(t string) bool {
	read, ok := s.ReadAs[t]
	if !ok || read == "" || !strings.HasPrefix(t, read) || strings.IndexFunc(read, notTokenRune) >= 0 || isTokenByte(t[len(read)]) {
		return false
	}
	return strings.IndexFunc(t, func(r rune) bool { return notTokenRune(r) && !('0' <= r && r <= '9' || r == '.') }) < 0
}

// notNameRune reports whether r may not appear in a snippet's name, which becomes a file name.
func notNameRune(r rune) bool {
	return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '-' || r == '_')
}

// notTokenRune reports whether r may not appear in a product token (RFC 9309 §2.2.1).
func notTokenRune(r rune) bool { return r > 0x7F || !isTokenByte(byte(r)) }

// notPathRune reports whether r may not appear in a snippet's path: it would end the value, start
// a comment, or not survive a copy and paste.
func notPathRune(r rune) bool {
	return unicode.IsSpace(r) || unicode.IsControl(r) || r == '#' || r == unicode.ReplacementChar
}

// representatives picks, of the operator's tokens a snippet does not name, those that stand for
// all of them in a proof. RFC 9309 §2.2.1 compares product tokens whole and without regard to
// case, so two tokens the snippet does not name are read alike, but for their own groups; what a
// snippet could be confused with is a token that begins another ("civic" and "civic-ingestor", the
// error of matchers that compare prefixes). So the representatives are every token that is a
// prefix of a named token or has one as its prefix, and the first and the last of the others: the
// proof stays linear in the number of the operator's tokens, not quadratic.
func representatives(named, others []string) []string {
	var out []string
	for i, t := range others {
		lt := strings.ToLower(t)
		related := slices.ContainsFunc(named, func(n string) bool {
			ln := strings.ToLower(n)
			return strings.HasPrefix(ln, lt) || strings.HasPrefix(lt, ln)
		})
		if related || i == 0 || i == len(others)-1 {
			out = appendNew(out, t)
		}
	}
	return out
}

// others returns the tokens of all that are not among named, compared case-insensitively, each
// once, in the order of all.
func others(named, all []string) []string {
	out := make([]string, 0, len(all))
	seen := make(map[string]bool, len(all))
	for _, t := range all {
		if seen[t] || slices.ContainsFunc(named, func(n string) bool { return strings.EqualFold(n, t) }) {
			continue
		}
		seen[t] = true
		out = append(out, t)
	}
	return out
}

// appendNew appends the values that s does not hold yet.
func appendNew(s []string, values ...string) []string {
	for _, v := range values {
		if !slices.Contains(s, v) {
			s = append(s, v)
		}
	}
	return s
}

// paste inserts a snippet's text into a robots.txt file as placement says. For
// PlaceAboveFirstUserAgent the snippet goes at the start of the first User-agent line (after a
// byte order mark, as an editor would show the file), or at the end when there is none; any
// other placement appends it. Text appended to a file whose last line has no line end starts on a
// new line.
func paste(file, snippet string, placement Placement) string {
	if placement == PlaceAboveFirstUserAgent {
		for l := range lines(file) {
			if l.kind == keyUserAgent {
				return file[:l.start] + snippet + file[l.start:]
			}
		}
	}
	if file != "" && !strings.HasSuffix(file, "\n") && !strings.HasSuffix(file, "\r") {
		file += "\n"
	}
	return file + snippet
}
