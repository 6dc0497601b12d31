package robots

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// operatorTokens are the product tokens of an operator with several crawlers, some of whose
// names share a prefix, as the operator's crawlers often do.
var operatorTokens = []string{"civic-ingestor", "civic-ingestor-news", "CivicBot", "civic_archive"}

func TestProve(t *testing.T) {
	tests := []struct {
		name    string
		snippet Snippet
		want    Proof
	}{
		{
			name:    "one token, whole site",
			snippet: Snippet{Name: "block-ingestor", Tokens: []string{"civic-ingestor"}, Paths: []string{"/"}},
			want: Proof{
				Text:      "User-agent: civic-ingestor\nDisallow: /\n",
				Warnings:  []Warning{WarnExistingGroupMerges},
				Placement: PlaceAboveFirstUserAgent,
			},
		},
		{
			name:    "a set of tokens, whole site",
			snippet: Snippet{Name: "block-unattended", Tokens: []string{"civic-ingestor", "CivicBot"}, Paths: []string{"/"}},
			want: Proof{
				Text:      "User-agent: civic-ingestor\nUser-agent: CivicBot\nDisallow: /\n",
				Warnings:  []Warning{WarnExistingGroupMerges},
				Placement: PlaceAboveFirstUserAgent,
			},
		},
		{
			name:    "all tokens, whole site",
			snippet: Snippet{Name: "block-all", Tokens: operatorTokens, Paths: []string{"/"}},
			want: Proof{
				Text: "User-agent: civic-ingestor\nUser-agent: civic-ingestor-news\nUser-agent: CivicBot\n" +
					"User-agent: civic_archive\nDisallow: /\n",
				Warnings:  []Warning{WarnExistingGroupMerges},
				Placement: PlaceAboveFirstUserAgent,
			},
		},
		{
			name:    "listed paths",
			snippet: Snippet{Name: "no-documents", Tokens: []string{"civic-ingestor"}, Paths: []string{"/intern/", "/*.pdf$"}},
			want: Proof{
				Text: "User-agent: civic-ingestor\nDisallow: /intern/\nDisallow: /*.pdf$\n",
				Warnings: []Warning{
					WarnOwnGroupReplacesStar, WarnCaseSensitivePath, WarnAnchoredEndExcludesQuery,
					WarnOtherURLsNotCovered, WarnExistingGroupMerges,
				},
				Placement: PlaceAboveFirstUserAgent,
			},
		},
		{
			name:    "paths without letters, for several tokens",
			snippet: Snippet{Name: "no-numbers", Tokens: []string{"CivicBot", "civic_archive"}, Paths: []string{"/2019/", "/*/0*/"}},
			want: Proof{
				Text:      "User-agent: CivicBot\nUser-agent: civic_archive\nDisallow: /2019/\nDisallow: /*/0*/\n",
				Warnings:  []Warning{WarnOwnGroupReplacesStar, WarnOtherURLsNotCovered, WarnExistingGroupMerges},
				Placement: PlaceAboveFirstUserAgent,
			},
		},
		{
			name:    "a query pattern",
			snippet: Snippet{Name: "no-search", Tokens: []string{"civic-ingestor-news"}, Paths: []string{"/*?q="}},
			want: Proof{
				Text:      "User-agent: civic-ingestor-news\nDisallow: /*?q=\n",
				Warnings:  []Warning{WarnOwnGroupReplacesStar, WarnCaseSensitivePath, WarnOtherURLsNotCovered, WarnExistingGroupMerges},
				Placement: PlaceAboveFirstUserAgent,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Prove(tt.snippet, operatorTokens)
			if err != nil {
				t.Fatalf("Prove(%+v): %v", tt.snippet, err)
			}
			if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(Proof{}, "Checks")); diff != "" {
				t.Errorf("Prove(%+v): (-want +got)\n%s", tt.snippet, diff)
			}
			if got.Checks < 500 {
				t.Errorf("Prove(%+v) compared %d answers; the corpus should give hundreds", tt.snippet, got.Checks)
			}
		})
	}
}

func TestProveRejectsInvalidSnippets(t *testing.T) {
	tests := []struct {
		name    string
		snippet Snippet
		want    []string
	}{
		{
			name:    "token with a space",
			snippet: Snippet{Name: "x", Tokens: []string{"civic ingestor"}, Paths: []string{"/"}},
			want:    []string{`token "civic ingestor" is not an RFC 9309 product token (letters, "_" and "-" only, §2.2.1)`},
		},
		{
			name:    "token with a version",
			snippet: Snippet{Name: "x", Tokens: []string{"CivicBot/1.0"}, Paths: []string{"/"}},
			want:    []string{`token "CivicBot/1.0" is not an RFC 9309 product token (letters, "_" and "-" only, §2.2.1)`},
		},
		{
			name:    "star token",
			snippet: Snippet{Name: "x", Tokens: []string{"*"}, Paths: []string{"/"}},
			want:    []string{`token "*" is not an RFC 9309 product token (letters, "_" and "-" only, §2.2.1)`},
		},
		{
			name:    "token twice in other case",
			snippet: Snippet{Name: "x", Tokens: []string{"CivicBot", "civicbot"}, Paths: []string{"/"}},
			want:    []string{`token "civicbot" is listed twice (tokens compare case-insensitively, RFC 9309 §2.2.1)`},
		},
		{
			name:    "nothing",
			snippet: Snippet{},
			want: []string{
				`name "": use ASCII letters, digits, "-" and "_" (the site publishes robots/<name>.txt)`,
				"no product tokens: a snippet names the crawlers it shuts out",
				`no paths: list "/" to block the whole site`,
			},
		},
		{
			name:    "name with a slash",
			snippet: Snippet{Name: "../x", Tokens: []string{"CivicBot"}, Paths: []string{"/"}},
			want:    []string{`name "../x": use ASCII letters, digits, "-" and "_" (the site publishes robots/<name>.txt)`},
		},
		{
			name:    "bad paths",
			snippet: Snippet{Name: "x", Tokens: []string{"CivicBot"}, Paths: []string{"intern/", "/a b", "/a#b", "/a$b", "/c/", "/c/"}},
			want: []string{
				`path "intern/" must start with "/" (RFC 9309 §2.2.2)`,
				`path "/a b" contains whitespace, a control character, invalid UTF-8 or "#", which starts a comment (RFC 9309 §2.2.3)`,
				`path "/a#b" contains whitespace, a control character, invalid UTF-8 or "#", which starts a comment (RFC 9309 §2.2.3)`,
				`path "/a$b" has "$" before its end, where it would be read literally; "$" ends a pattern (RFC 9309 §2.2.3): write a literal one as "%24"`,
				`path "/c/" is listed twice`,
			},
		},
		{
			name:    "whole site and more",
			snippet: Snippet{Name: "x", Tokens: []string{"CivicBot"}, Paths: []string{"/", "/intern/"}},
			want:    []string{`path "/" blocks the whole site: list it alone`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Prove(tt.snippet, operatorTokens)
			var pe *ProofError
			if !errors.As(err, &pe) {
				t.Fatalf("Prove(%+v) = %v, want a *ProofError", tt.snippet, err)
			}
			if diff := cmp.Diff(tt.want, pe.Problems); diff != "" {
				t.Errorf("Prove(%+v) problems: (-want +got)\n%s", tt.snippet, diff)
			}
			if pe.Checks != 0 || len(pe.Failures) != 0 {
				t.Errorf("Prove(%+v) checked %d answers of an invalid snippet, want none", tt.snippet, pe.Checks)
			}
		})
	}
}

// failureKey is what a test expects of one failure.
type failureKey struct {
	File, Token, URL string
	Check            Check
}

// TestProveCatchesBrokenText proves hand-made snippet texts against claims they do not keep: the
// prover must reject each, naming the corpus file, token and URL of a failed check.
func TestProveCatchesBrokenText(t *testing.T) {
	whole := Snippet{Name: "block", Tokens: []string{"CivicBot"}, Paths: []string{"/"}}
	docs := Snippet{Name: "docs", Tokens: []string{"CivicBot"}, Paths: []string{"/intern/", "/*.pdf$"}}
	tests := []struct {
		name    string
		text    string
		claim   Snippet
		oneOf   failureKey // a failure the proof must report
		wantMin int        // at least this many failures
	}{
		{
			name:    "typo in the token",
			text:    "User-agent: CivicBto\nDisallow: /\n",
			claim:   whole,
			oneOf:   failureKey{"", "CivicBot", sampleOrigin + "/", CheckClaimedDisallowed},
			wantMin: 10,
		},
		{
			name:    "missing path",
			text:    "User-agent: CivicBot\nDisallow: /intern/\n",
			claim:   docs,
			oneOf:   failureKey{"", "CivicBot", sampleOrigin + "/dir/b.pdf", CheckClaimedDisallowed},
			wantMin: 3,
		},
		{
			name:    "path in the wrong case",
			text:    "User-agent: CivicBot\nDisallow: /Intern/\nDisallow: /*.pdf$\n",
			claim:   docs,
			oneOf:   failureKey{"", "CivicBot", sampleOrigin + "/intern/x", CheckClaimedDisallowed},
			wantMin: 3,
		},
		{
			name:    "anchor missing",
			text:    "User-agent: CivicBot\nDisallow: /intern/\nDisallow: /*.pdf\n",
			claim:   docs,
			oneOf:   failureKey{"", "CivicBot", sampleOrigin + "/a.pdf?x", CheckOutsideUnchanged},
			wantMin: 1,
		},
		{
			name:    "blocks more than it claims",
			text:    "User-agent: CivicBot\nDisallow: /\n",
			claim:   docs,
			oneOf:   failureKey{"", "CivicBot", sampleOrigin + "/index.html", CheckOutsideUnchanged},
			wantMin: 5,
		},
		{
			name:    "blocks everyone",
			text:    "User-agent: *\nDisallow: /\n",
			claim:   whole,
			oneOf:   failureKey{"", "civic_archive", sampleOrigin + "/", CheckOthersUnchanged},
			wantMin: 10,
		},
		{
			name:    "names another crawler of the operator",
			text:    "User-agent: CivicBot\nUser-agent: civic-ingestor\nDisallow: /\n",
			claim:   whole,
			oneOf:   failureKey{"", "civic-ingestor", sampleOrigin + "/", CheckOthersUnchanged},
			wantMin: 5,
		},
		{
			name:    "no final newline joins the next line",
			text:    "User-agent: CivicBot\nDisallow: /",
			claim:   whole,
			oneOf:   failureKey{"star-group", "CivicBot", sampleOrigin + "/", CheckClaimedDisallowed},
			wantMin: 5,
		},
		{
			name:    "allow line opens what the claim closes",
			text:    "User-agent: CivicBot\nDisallow: /\nAllow: /index.html\n",
			claim:   whole,
			oneOf:   failureKey{"", "CivicBot", sampleOrigin + "/index.html", CheckClaimedDisallowed},
			wantMin: 3, // alone, in upper and lower case
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			corpus := proofCorpus(tt.claim.Tokens, others(tt.claim.Tokens, operatorTokens))
			_, failures := prove(tt.text, tt.claim, operatorTokens, PlaceAboveFirstUserAgent, tt.claim.warnings(), corpus)
			if len(failures) < tt.wantMin {
				t.Errorf("text %q, claim %+v: %d failures, want at least %d:\n%s", tt.text, tt.claim, len(failures), tt.wantMin, failureList(failures))
			}
			if !slices.ContainsFunc(failures, func(f Failure) bool { return keyOf(f) == tt.oneOf }) {
				t.Errorf("text %q, claim %+v: failures lack %+v:\n%s", tt.text, tt.claim, tt.oneOf, failureList(failures))
			}
		})
	}
}

func keyOf(f Failure) failureKey { return failureKey{f.File, f.Token, f.URL, f.Check} }

func failureList(fs []Failure) string {
	var b strings.Builder
	for i, f := range fs {
		if i == 10 {
			b.WriteString("\t…\n")
			break
		}
		b.WriteString("\t" + f.String() + "\n")
	}
	return b.String()
}

// TestPastingAtTheEndIsUnsafe shows why the placement advice is not "at the end": in the files
// that end with a User-agent line without rules, the snippet's rules would join that group.
func TestPastingAtTheEndIsUnsafe(t *testing.T) {
	for _, tt := range []struct {
		snippet Snippet
		blocked string // a path the snippet blocks
	}{
		{Snippet{Name: "block", Tokens: []string{"CivicBot"}, Paths: []string{"/"}}, "/index.html"},
		{Snippet{Name: "docs", Tokens: []string{"CivicBot"}, Paths: []string{"/intern/", "/*.pdf$"}}, "/intern/"},
	} {
		s := tt.snippet
		corpus := proofCorpus(s.Tokens, others(s.Tokens, operatorTokens))
		_, failures := prove(s.Text(), s, operatorTokens, placeAtEnd, s.warnings(), corpus)
		var files []string
		for _, f := range failures {
			files = appendNew(files, f.File)
		}
		slices.Sort(files)
		if diff := cmp.Diff([]string{"dangling-star", "dangling-user-agent"}, files); diff != "" {
			t.Errorf("snippet %q pasted at the end: files with failures (-want +got)\n%s", s.Name, diff)
		}
		want := failureKey{"dangling-star", otherCrawler, sampleOrigin + tt.blocked, CheckOthersUnchanged}
		if !slices.ContainsFunc(failures, func(f Failure) bool { return keyOf(f) == want }) {
			t.Errorf("snippet %q pasted at the end: failures lack %+v:\n%s", s.Name, want, failureList(failures))
		}
	}
}

// TestOwnGroupWarningIsNeeded shows that a partial snippet changes its crawler's other answers
// where the file has a "*" group: without WarnOwnGroupReplacesStar, the proof fails.
func TestOwnGroupWarningIsNeeded(t *testing.T) {
	s := Snippet{Name: "docs", Tokens: []string{"CivicBot"}, Paths: []string{"/intern/"}}
	warnings := slices.DeleteFunc(s.warnings(), func(w Warning) bool { return w == WarnOwnGroupReplacesStar })
	corpus := proofCorpus(s.Tokens, others(s.Tokens, operatorTokens))
	_, failures := prove(s.Text(), s, operatorTokens, PlaceAboveFirstUserAgent, warnings, corpus)
	want := failureKey{"star-group", "CivicBot", sampleOrigin + "/tmp/x", CheckOutsideUnchanged}
	if !slices.ContainsFunc(failures, func(f Failure) bool { return keyOf(f) == want }) {
		t.Errorf("proof without %s: failures lack %+v:\n%s", WarnOwnGroupReplacesStar, want, failureList(failures))
	}
	for _, f := range failures {
		if f.Check != CheckOutsideUnchanged || f.Token != "CivicBot" {
			t.Errorf("proof without %s: unexpected failure %s", WarnOwnGroupReplacesStar, f)
		}
	}
}

// TestExistingAllowWins shows what WarnExistingGroupMerges warns of: an Allow line in a group the
// file already has for the token, longer than the snippet's Disallow line, still wins.
func TestExistingAllowWins(t *testing.T) {
	s := Snippet{Name: "docs", Tokens: []string{"CivicBot"}, Paths: []string{"/intern/"}}
	corpus := []corpusFile{{name: "same-token-allow", text: "User-agent: CivicBot\nAllow: /intern/x\n"}}
	_, failures := prove(s.Text(), s, operatorTokens, PlaceAboveFirstUserAgent, s.warnings(), corpus)
	want := []failureKey{{"same-token-allow", "CivicBot", sampleOrigin + "/intern/x", CheckClaimedDisallowed}}
	var got []failureKey
	for _, f := range failures {
		got = append(got, keyOf(f))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("failures (-want +got)\n%s", diff)
	}
}

func TestProofErrorMessage(t *testing.T) {
	s := Snippet{Name: "block", Tokens: []string{"CivicBot"}, Paths: []string{"/"}}
	corpus := []corpusFile{{name: "dangling-star", text: "User-agent: Googlebot\nDisallow: /nogoogle/\n\nUser-agent: *"}}
	checks, failures := prove("User-agent: CivicBto\nDisallow: /\n", s, nil, PlaceAboveFirstUserAgent, s.warnings(), corpus)
	err := &ProofError{Snippet: s.Name, Checks: checks, Failures: failures[:2]}
	want := `snippet "block" does not prove out: 2 of ` + itoa(checks) + ` checks failed:
	snippet alone: token CivicBot, https://www.example.org/: got allowed (no matching rule), want disallowed (a claimed path must be disallowed for a named token)
	snippet alone: token CivicBot, https://www.example.org/index.html: got allowed (no matching rule), want disallowed (a claimed path must be disallowed for a named token)`
	if got := err.Error(); got != want {
		t.Errorf("Error():\ngot  %s\nwant %s", got, want)
	}
	failures[0].Got = Decision{Rule: rl(false, "/", "Disallow: /", 5)}
	if got, want := failures[0].String(), `snippet alone: token CivicBot, https://www.example.org/: got disallowed by "Disallow: /" (line 5), want disallowed (a claimed path must be disallowed for a named token)`; got != want {
		t.Errorf("String():\ngot  %s\nwant %s", got, want)
	}
}

func itoa(n int) string {
	var b []byte
	for ; n > 0 || len(b) == 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

func TestSamplePaths(t *testing.T) {
	tests := []struct {
		pattern    string
		wantInside []string
		wantNear   []string
	}{
		{"/intern/", []string{"/intern/", "/intern/x", "/intern/a/deep/page.html?q=1"}, []string{"/INTERN/", "/intern"}},
		{"/*.pdf$", []string{"/a.pdf", "/dir/b.pdf", "/.pdf"}, []string{"/a.pdf?x", "/A.PDF"}},
		{"/2019/", []string{"/2019/", "/2019/x", "/2019/a/deep/page.html?q=1"}, []string{"/2019"}},
		{"/a*b", []string{"/aab", "/adir/bbx", "/ab", "/aaba/deep/page.html?q=1"}, []string{"/AAB", "/"}},
		{"/x$", []string{"/x"}, []string{"/x?x", "/X", "/"}},
		{"/*?q=", []string{"/a?q=", "/dir/b?q=x", "/?q=", "/a?q=a/deep/page.html?q=1"}, []string{"/A?Q="}},
	}
	for _, tt := range tests {
		inside, near := samplePaths(tt.pattern)
		if diff := cmp.Diff(tt.wantInside, inside); diff != "" {
			t.Errorf("samplePaths(%q) inside: (-want +got)\n%s", tt.pattern, diff)
		}
		if diff := cmp.Diff(tt.wantNear, near); diff != "" {
			t.Errorf("samplePaths(%q) near: (-want +got)\n%s", tt.pattern, diff)
		}
		c := newClaim(Snippet{Paths: []string{tt.pattern}})
		for _, p := range inside {
			if !c.coversPath(normalizePath(pathOf(sampleOrigin + p))) {
				t.Errorf("samplePaths(%q): inside path %q is not covered by the pattern", tt.pattern, p)
			}
		}
		for _, p := range near {
			if c.coversPath(normalizePath(pathOf(sampleOrigin + p))) {
				t.Errorf("samplePaths(%q): near miss %q is covered by the pattern", tt.pattern, p)
			}
		}
	}
}

func TestPaste(t *testing.T) {
	const snippet = "User-agent: CivicBot\nDisallow: /\n"
	tests := []struct {
		name, file string
		placement  Placement
		want       string
	}{
		{"empty", "", PlaceAboveFirstUserAgent, snippet},
		{"above the first group", "# hi\nUser-agent: *\nDisallow: /x\n", PlaceAboveFirstUserAgent, "# hi\n" + snippet + "User-agent: *\nDisallow: /x\n"},
		{"above, after rules before any group", "Disallow: /x\nUser-agent: *\n", PlaceAboveFirstUserAgent, "Disallow: /x\n" + snippet + "User-agent: *\n"},
		{"above a misspelt user-agent line", "useragent: *\nDisallow: /x\n", PlaceAboveFirstUserAgent, snippet + "useragent: *\nDisallow: /x\n"},
		{"after a byte order mark", "\uFEFFUser-agent: *\n", PlaceAboveFirstUserAgent, "\uFEFF" + snippet + "User-agent: *\n"},
		{"CRLF", "Sitemap: /s\r\nUser-agent: *\r\n", PlaceAboveFirstUserAgent, "Sitemap: /s\r\n" + snippet + "User-agent: *\r\n"},
		{"no group: at the end", "Sitemap: /s\n", PlaceAboveFirstUserAgent, "Sitemap: /s\n" + snippet},
		{"no group, no final newline: on a new line", "Sitemap: /s", PlaceAboveFirstUserAgent, "Sitemap: /s\n" + snippet},
		{"no group, CR", "Sitemap: /s\r", PlaceAboveFirstUserAgent, "Sitemap: /s\r" + snippet},
		{"at the end", "User-agent: *\n", placeAtEnd, "User-agent: *\n" + snippet},
	}
	for _, tt := range tests {
		if got := paste(tt.file, snippet, tt.placement); got != tt.want {
			t.Errorf("%s: paste(%q, %s) = %q, want %q", tt.name, tt.file, tt.placement, got, tt.want)
		}
	}
}

// TestCorpusCoversTheTypicalFiles keeps the corpus holding each kind of file the proof promises.
func TestCorpusCoversTheTypicalFiles(t *testing.T) {
	corpus := proofCorpus([]string{"CivicBot"}, []string{"civic-ingestor"})
	has := func(f func(corpusFile) bool) bool { return slices.ContainsFunc(corpus, f) }
	r := func(c corpusFile) *Robots { return Parse([]byte(c.text), MinSizeLimit) }
	kinds := []struct {
		name string
		ok   func(corpusFile) bool
	}{
		{"empty file", func(c corpusFile) bool { return c.text == "" }},
		{"star group with rules", func(c corpusFile) bool { return r(c).star != nil && len(r(c).star.rules) > 0 }},
		{"several named groups", func(c corpusFile) bool { return r(c).tokenCount() >= 3 }},
		{"Sitemap lines", func(c corpusFile) bool { return len(r(c).Sitemaps()) >= 2 }},
		{"no final newline", func(c corpusFile) bool { return r(c).star != nil && !strings.HasSuffix(c.text, "\n") }},
		{"dangling User-agent line", func(c corpusFile) bool { return strings.HasSuffix(strings.TrimSpace(c.text), "User-agent: *") }},
		{"rules before any group", func(c corpusFile) bool { return strings.HasPrefix(c.text, "Disallow:") }},
		{"group naming the same token", func(c corpusFile) bool { return r(c).hasOwnGroup("CivicBot") }},
		{"group naming another operator token", func(c corpusFile) bool { return r(c).hasOwnGroup("civic-ingestor") }},
		{"CRLF line ends", func(c corpusFile) bool { return strings.Contains(c.text, "\r\n") }},
		{"CR line ends", func(c corpusFile) bool { return strings.Contains(c.text, "\r") && !strings.Contains(c.text, "\n") }},
		{"byte order mark", func(c corpusFile) bool { return strings.HasPrefix(c.text, "\uFEFF") }},
	}
	for _, k := range kinds {
		if !has(k.ok) {
			t.Errorf("the proof corpus has no file with a %s", k.name)
		}
	}
}

// TestAllWarningsAndPlacements keeps the lists the site's translations are checked against
// complete: every value Prove can return is in them, once, and each is a stable identifier.
func TestAllWarningsAndPlacements(t *testing.T) {
	seen := map[string]bool{}
	for _, w := range AllWarnings() {
		if seen[string(w)] || strings.Trim(string(w), "abcdefghijklmnopqrstuvwxyz-") != "" {
			t.Errorf("warning %q is listed twice or is not a lower-case identifier", w)
		}
		seen[string(w)] = true
	}
	for _, p := range AllPlacements() {
		if seen[string(p)] || strings.Trim(string(p), "abcdefghijklmnopqrstuvwxyz-") != "" {
			t.Errorf("placement %q is listed twice or is not a lower-case identifier", p)
		}
		seen[string(p)] = true
	}
	for _, s := range []Snippet{
		{Name: "a", Tokens: []string{"CivicBot"}, Paths: []string{"/"}},
		{Name: "b", Tokens: []string{"CivicBot"}, Paths: []string{"/Intern/", "/*.pdf$", "/2019/"}},
	} {
		p, err := Prove(s, operatorTokens)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range p.Warnings {
			if !slices.Contains(AllWarnings(), w) {
				t.Errorf("Prove(%+v) returned warning %q, which AllWarnings lacks", s, w)
			}
		}
		if !slices.Contains(AllPlacements(), p.Placement) {
			t.Errorf("Prove(%+v) returned placement %q, which AllPlacements lacks", s, p.Placement)
		}
	}
}

func TestRepresentatives(t *testing.T) {
	tests := []struct {
		name          string
		named, others []string
		want          []string
	}{
		{"first and last stand for the rest", []string{"CivicBot"}, []string{"wa", "wb", "wc", "wd"}, []string{"wa", "wd"}},
		{"a prefix of a named token", []string{"civic-ingestor"}, []string{"a", "civic", "b", "c"}, []string{"a", "civic", "c"}},
		{"a token with a named one as prefix", []string{"civic"}, []string{"a", "b", "CIVIC-ingestor", "c"}, []string{"a", "CIVIC-ingestor", "c"}},
		{"one other", []string{"x"}, []string{"y"}, []string{"y"}},
		{"none", []string{"x"}, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := representatives(tt.named, tt.others); !slices.Equal(got, tt.want) {
				t.Errorf("representatives(%q, %q) = %q, want %q", tt.named, tt.others, got, tt.want)
			}
		})
	}
}

// TestAllowSnippet proves a snippet that lets a crawler in (an empty Disallow line): its text,
// its one warning, and what it does pasted above a "*" group that shuts everyone out.
func TestAllowSnippet(t *testing.T) {
	s := Snippet{Name: "let-in", Tokens: []string{"examplebot"}, Paths: []string{""}}
	p, err := Prove(s, []string{"examplebot", "examplebot-news"})
	if err != nil {
		t.Fatalf("Prove: %v", err)
	}
	if want := "User-agent: examplebot\nDisallow:\n"; p.Text != want {
		t.Errorf("text = %q, want %q", p.Text, want)
	}
	if want := []Warning{WarnExistingGroupMerges}; !slices.Equal(p.Warnings, want) {
		t.Errorf("warnings = %v, want %v (letting the crawler out of the \"*\" group is the point, not a warning)", p.Warnings, want)
	}
	file := paste("User-agent: *\nDisallow: /\n", p.Text, p.Placement)
	r := Parse([]byte(file), MinSizeLimit)
	for _, tc := range []struct {
		token string
		want  bool
	}{{"examplebot", true}, {"ExampleBot", true}, {"examplebot-news", false}, {"otherbot", false}} {
		if got := r.Decide(tc.token, "https://site.example/page.html").Allowed; got != tc.want {
			t.Errorf("%s on /page.html after pasting into a file that shuts everyone out: allowed = %v, want %v\n%s", tc.token, got, tc.want, file)
		}
	}
	// An empty Disallow line beside a path says two things: refused.
	if _, err := Prove(Snippet{Name: "both", Tokens: []string{"examplebot"}, Paths: []string{"", "/intern/"}}, []string{"examplebot"}); err == nil || !strings.Contains(err.Error(), `path "" is an empty Disallow line, which allows everything: list it alone`) {
		t.Errorf("Prove with \"\" beside a path: err = %v, want the problem named", err)
	}
}

// TestSnippetTokenOutsideSyntax proves snippets for tokens outside RFC 9309's product-token syntax
// ("MJ12bot", "Bot.v2"), written as the page states them and asked for as a parser reads their
// User-agent lines (ReadAs: "MJ", "Bot"), as polite and sitegen robots test look them up; and shows
// that the proof fails for texts that do not shut such a crawler out (issue #11, item 3).
func TestSnippetTokenOutsideSyntax(t *testing.T) {
	readAs := map[string]string{"MJ12bot": "MJ", "Bot.v2": "Bot"}
	all := []string{"MJ12bot", "Bot.v2", "civic-ingestor"}
	for _, tc := range []struct {
		name  string
		s     Snippet
		text  string
		allow map[string]bool // path on the file pasted above "User-agent: *\nDisallow: /private/": allowed for the token read as written on the left
	}{
		{"whole site", Snippet{Name: "mj", Tokens: []string{"MJ12bot"}, Paths: []string{"/"}, ReadAs: readAs},
			"User-agent: MJ12bot\nDisallow: /\n", map[string]bool{"MJ /": false, "mj /page": false, "Bot /page": true, "civic-ingestor /": true}},
		{"a path, two tokens", Snippet{Name: "both", Tokens: []string{"MJ12bot", "Bot.v2"}, Paths: []string{"/intern/"}, ReadAs: readAs},
			"User-agent: MJ12bot\nUser-agent: Bot.v2\nDisallow: /intern/\n", map[string]bool{"MJ /intern/a": false, "bot /intern/": false, "MJ /page": true, "civic-ingestor /intern/a": true}},
		{"allow", Snippet{Name: "in", Tokens: []string{"Bot.v2"}, Paths: []string{""}, ReadAs: readAs},
			"User-agent: Bot.v2\nDisallow:\n", map[string]bool{"Bot /private/x": true, "MJ /private/x": false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Prove(tc.s, all)
			if err != nil {
				t.Fatalf("Prove(%+v): %v", tc.s, err)
			}
			if p.Text != tc.text {
				t.Errorf("text = %q, want %q", p.Text, tc.text)
			}
			r := Parse([]byte(paste("User-agent: *\nDisallow: /private/\n", p.Text, p.Placement)), MinSizeLimit)
			for q, want := range tc.allow {
				tok, path, _ := strings.Cut(q, " ")
				if got := r.Decide(tok, "https://site.example"+path).Allowed; got != want {
					t.Errorf("%s on %s: allowed = %v, want %v", tok, path, got, want)
				}
			}
		})
	}
	// Without its reading, such a token is refused as before: the proof would not know how the
	// crawler looks it up.
	if _, err := Prove(Snippet{Name: "mj", Tokens: []string{"MJ12bot"}, Paths: []string{"/"}}, all); err == nil || !strings.Contains(err.Error(), `token "MJ12bot" is not an RFC 9309 product token`) {
		t.Errorf("Prove without ReadAs: err = %v, want the token refused", err)
	}
	// A reading that is not what a parser reads (not the token's leading letters, "_" and "-"):
	// refused.
	for _, bad := range []map[string]string{{"MJ12bot": "MJ1"}, {"MJ12bot": "M"}, {"MJ12bot": "XY"}, {"MJ12bot": ""}} {
		if _, err := Prove(Snippet{Name: "mj", Tokens: []string{"MJ12bot"}, Paths: []string{"/"}, ReadAs: bad}, all); err == nil {
			t.Errorf("Prove with ReadAs %v: no error, want the token refused", bad)
		}
	}
	// Mutant texts: each names the crawler in a way a parser does not read as "MJ", or does not
	// block what the snippet claims, and the proof fails.
	whole := Snippet{Name: "mj", Tokens: []string{"MJ12bot"}, Paths: []string{"/"}, ReadAs: readAs}
	for _, tc := range []struct {
		name, text string
		oneOf      failureKey
	}{
		{"a hyphen read into the token", "User-agent: MJ-12bot\nDisallow: /\n", failureKey{"", "MJ12bot", sampleOrigin + "/", CheckClaimedDisallowed}},
		{"a digit first, read as no token", "User-agent: 12bot\nDisallow: /\n", failureKey{"", "MJ12bot", sampleOrigin + "/", CheckClaimedDisallowed}},
		{"another operator token's reading", "User-agent: Bot.v2\nDisallow: /\n", failureKey{"", "MJ12bot", sampleOrigin + "/", CheckClaimedDisallowed}},
		{"an empty Disallow", "User-agent: MJ12bot\nDisallow:\n", failureKey{"", "MJ12bot", sampleOrigin + "/", CheckClaimedDisallowed}},
	} {
		t.Run("mutant "+tc.name, func(t *testing.T) {
			_, failures := prove(tc.text, whole, all, PlaceAboveFirstUserAgent, whole.warnings(), proofCorpus(whole.Tokens, others(whole.Tokens, all)))
			if !slices.ContainsFunc(failures, func(f Failure) bool { return keyOf(f) == tc.oneOf }) {
				t.Errorf("text %q: failures lack %+v:\n%s", tc.text, tc.oneOf, failureList(failures))
			}
		})
	}
}
