package robots

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzDecide parses any bytes and answers for any token and URL. Its seed corpus is in
// testdata/fuzz/FuzzDecide: the compliance files and the proof corpus, with their tokens and URLs.
// Properties: nothing panics; /robots.txt is always allowed; a deciding rule is a line of the file;
// a restrict-only token never allows what the token alone may not fetch; the answer does not
// depend on the token's letter case; and a "*" group with only "Disallow: /" disallows every
// other path for any token without its own group.
func FuzzDecide(f *testing.F) {
	f.Add([]byte("User-agent: *\nDisallow: /\n"), "FooBot", "https://a.example/x")
	f.Fuzz(func(t *testing.T, data []byte, token, url string) {
		r := Parse(data, MinSizeLimit)
		d := r.Decide(token, url)
		r.CrawlDelay(token)
		r.Sitemaps()

		path := normalizePath(pathOf(url))
		if again := normalizePath(path); again != path {
			t.Fatalf("normalizePath is not idempotent: %q, then %q", path, again)
		}
		if path == "/robots.txt" && (!d.Allowed || !d.RobotsTxt) {
			t.Fatalf("URL %q is /robots.txt, got %+v", url, d)
		}
		if rt := r.Decide(token, "https://a.example/robots.txt"); !rt.Allowed {
			t.Fatalf("/robots.txt disallowed for %q by %+v", token, rt.Rule)
		}
		if d.Rule.Line != 0 && !bytes.Contains(data, []byte(d.Rule.Text)) {
			t.Fatalf("deciding rule %q (line %d) is not in the file", d.Rule.Text, d.Rule.Line)
		}
		if d.Rule.Line > bytes.Count(data, []byte("\n"))+bytes.Count(data, []byte("\r"))+1 {
			t.Fatalf("deciding rule on line %d, beyond the file", d.Rule.Line)
		}
		if d.Rule.Line == 0 && !d.Allowed {
			t.Fatalf("disallowed without a rule: %+v", d)
		}
		if r.Decide(token, url, "OldBot", token).Allowed && !d.Allowed {
			t.Fatalf("restrict-only tokens allowed what %q may not fetch", token)
		}
		if swapped := r.Decide(swapCase(token), url); swapped != d {
			t.Fatalf("token %q: %+v, in swapped case: %+v", token, d, swapped)
		}

		// The star property, on the fuzzed file when it fits and on a file made for it.
		if r.own(token) == nil && r.star != nil && path != "/robots.txt" && onlyDisallowRoot(r, r.star) && d.Allowed {
			t.Fatalf("the \"*\" group has only Disallow: /, yet %q may fetch %q", token, url)
		}
		star := Parse([]byte("User-agent: *\nDisallow: /\n\nUser-agent: OtherBot\nAllow: /\n"), MinSizeLimit)
		if !strings.EqualFold(token, "OtherBot") && path != "/robots.txt" && star.Decide(token, url).Allowed {
			t.Fatalf("Disallow: / in the \"*\" group, yet %q may fetch %q", token, url)
		}
	})
}

// onlyDisallowRoot reports whether every rule of m is "Disallow: /" (in some spelling).
func onlyDisallowRoot(r *Robots, m *merged) bool {
	if len(m.rules) == 0 {
		return false
	}
	for _, i := range m.rules {
		if ru := r.rules[i]; ru.allow || ru.pat != "/" || ru.anchored {
			return false
		}
	}
	return true
}

// FuzzMatch compares the linear matcher with a quadratic reference on any pattern and path.
func FuzzMatch(f *testing.F) {
	f.Add("/*a*a*b$", "/aaaab")
	f.Fuzz(func(t *testing.T, pattern, path string) {
		if len(pattern) > 64 || len(path) > 256 {
			return // the reference is quadratic
		}
		np := normalizePath(path)
		pat, anchored, prio := compilePattern(pattern)
		got := prio > 0 && match(pat, anchored, np)
		if want := naiveMatch(pattern, np); got != want {
			t.Fatalf("pattern %q, path %q (normalised %q): match %v, reference %v", pattern, path, np, got, want)
		}
	})
}
