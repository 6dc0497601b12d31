package robots

import "strings"

// Decision is the answer for one URL.
type Decision struct {
	// Allowed reports whether the crawler may fetch the URL.
	Allowed bool
	// Rule is the rule that decided, as written in the file; the zero Rule (Line 0) when no rule
	// matched, in which case Allowed is true (RFC 9309 §2.2.2).
	Rule Rule
	// RobotsTxt reports that the URL is the robots.txt file itself, which is always allowed
	// (§2.2.2); Rule is then the zero Rule.
	RobotsTxt bool
}

// Decide answers whether the crawler with the product token may fetch url (RFC 9309 §2.2). The
// groups naming token (compared whole and case-insensitively) merge into one; the "*" group
// applies only when no group names it (§2.2.1). Among the rules that match the URL's path and
// query, the one with the most octets wins, and Allow wins a tie (§2.2.2).
//
// restrictOnly are legacy tokens that may only take permissions away: the URL is also
// disallowed when a group naming one of them explicitly (never the "*" group) disallows it. The
// Decision then reports that group's rule.
//
// url may be an absolute URL ("https://example.org/a?b"), a scheme-relative one ("//example.org/a")
// or an absolute path ("/a?b"); its fragment is ignored, and its dot segments are removed as a
// client removes them before it sends the request (RFC 3986 §5.2.4: "/a/../end" is "/end"). Any
// token and any url get an answer: a string that holds no path is read as "/", as Google's parser
// does; a caller that takes URLs from people checks them first.
func (r *Robots) Decide(token, url string, restrictOnly ...string) Decision {
	return r.decidePath(token, RemoveDotSegments(normalizePath(pathOf(url))), restrictOnly)
}

// decidePath is Decide for a path already normalised (RemoveDotSegments(normalizePath(pathOf(url)))), so that a
// proof that asks many tokens about one URL normalises it once.
func (r *Robots) decidePath(token, path string, restrictOnly []string) Decision {
	if path == "/robots.txt" {
		return Decision{Allowed: true, RobotsTxt: true}
	}
	m := r.own(token)
	if m == nil {
		m = r.star
	}
	d := r.decide(m, path)
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

// hasOwnGroup reports whether a group names token, so that the "*" group does not apply to it.
func (r *Robots) hasOwnGroup(token string) bool { return r.own(token) != nil }

// HasGroup reports whether a group names the product token (compared whole and
// case-insensitively, RFC 9309 §2.2.1), so that the "*" group does not apply to it. A crawler that
// does not obey the "*" group, or that obeys a former token's group in place of its own, asks it.
func (r *Robots) HasGroup(token string) bool { return r.hasOwnGroup(token) }

// decide applies the merged groups m, which may be nil, to a normalised path.
func (r *Robots) decide(m *merged, path string) Decision {
	if m == nil {
		return Decision{Allowed: true}
	}
	for _, i := range m.rules {
		ru := &r.rules[i]
		if ru.matches(path) {
			return Decision{Allowed: ru.allow, Rule: ru.public()}
		}
	}
	return Decision{Allowed: true}
}

// newRule prepares an Allow or Disallow line for matching: pattern is the value at the end of
// the line's text.
func newRule(allow bool, pattern, text string, line int) rule {
	ru := rule{text: text, line: int32(line), patLen: int32(len(pattern)), allow: allow}
	var prio int
	ru.pat, ru.anchored, prio = compilePattern(pattern)
	ru.prio = int32(prio)
	return ru
}

// compilePattern normalises a path pattern (RFC 9309 §2.2.2, §2.2.3) for [match]: a final "$"
// becomes anchored, "*" stays the only wildcard (runs of it collapse, which changes no match), a
// "$" anywhere else is a literal and is encoded as "%24", and the literal octets are normalised
// as paths are. prio is the length in octets of the normalised pattern with its wildcards and
// "$", the measure of "most specific" (§2.2.2). An empty pattern gets prio 0 and matches nothing.
func compilePattern(p string) (pat string, anchored bool, prio int) {
	if p == "" {
		return "", false, 0
	}
	if strings.HasSuffix(p, "$") {
		p, anchored = p[:len(p)-1], true
	}
	pat = p
	if i := firstChange(p, true); i < len(p) {
		pat = string(appendCanon([]byte(p[:i]), p[i:], true))
	}
	prio = len(pat)
	if anchored {
		prio++
	}
	if strings.Contains(pat, "**") {
		var b strings.Builder
		for i := 0; i < len(pat); i++ {
			if pat[i] != '*' || i == 0 || pat[i-1] != '*' {
				b.WriteByte(pat[i])
			}
		}
		pat = b.String()
	}
	return pat, anchored, prio
}

// matches reports whether the rule's pattern matches a normalised path.
func (ru *rule) matches(path string) bool {
	return ru.prio > 0 && match(ru.pat, ru.anchored, path)
}

// match reports whether a compiled pattern matches path from its first octet (RFC 9309 §2.2.2).
// With "*" as the only wildcard, taking each literal segment at its leftmost occurrence never
// loses a match, so match needs no backtracking: it runs in time linear in the lengths of
// pattern and path (strings.Index is linear in practice), whatever the number of wildcards.
func match(pat string, anchored bool, path string) bool {
	i := strings.IndexByte(pat, '*')
	if i < 0 {
		if anchored {
			return path == pat
		}
		return strings.HasPrefix(path, pat)
	}
	if !strings.HasPrefix(path, pat[:i]) {
		return false
	}
	path, pat = path[i:], pat[i+1:]
	for {
		i = strings.IndexByte(pat, '*')
		if i < 0 {
			if anchored {
				return strings.HasSuffix(path, pat)
			}
			return strings.Contains(path, pat)
		}
		j := strings.Index(path, pat[:i])
		if j < 0 {
			return false
		}
		path, pat = path[j+i:], pat[i+1:]
	}
}

// pathOf returns the path and query of a URL, without the fragment, as Google's parser reads
// them (robots.cc, GetPathParamsQuery): a "//" at the start begins an authority, "://" ends a
// scheme only if no "/", "?" or ";" comes first, and the path starts at the first "/", "?" or ";"
// after that. A string without one is read as "/".
func pathOf(url string) string {
	start := 0
	if strings.HasPrefix(url, "//") {
		start = 2
	}
	early := indexPathStart(url, start)
	proto := strings.Index(url[start:], "://")
	if proto < 0 || early >= 0 && early < start+proto {
		proto = start
	} else {
		proto += start + 3
	}
	ps := indexPathStart(url, proto)
	if ps < 0 {
		return "/"
	}
	end := len(url)
	if h := strings.IndexByte(url[start:], '#'); h >= 0 {
		if start+h < ps {
			return "/"
		}
		end = start + h
	}
	if url[ps] != '/' {
		return "/" + url[ps:end]
	}
	return url[ps:end]
}

// indexPathStart returns the index of the first "/", "?" or ";" in s at or after from, or -1.
func indexPathStart(s string, from int) int {
	for i := from; i < len(s); i++ {
		if c := s[i]; c == '/' || c == '?' || c == ';' {
			return i
		}
	}
	return -1
}

// normalizePath puts a path (with its query) into the form patterns are compared in (RFC 9309
// §2.2.2): octets outside ASCII, controls, space and the other octets RFC 3986 does not allow in a
// URI are percent-encoded; percent-encoded unreserved characters (RFC 3986 §2.3: letters, digits,
// "-", ".", "_", "~") are decoded; other percent-encodings are kept, in upper case (RFC 3986
// §6.2.2.1); a "%" that starts no encoding becomes "%25". "*" and "$" are encoded as "%2A" and
// "%24", so that a pattern matches them verbatim only when it encodes them too (§2.2.3). The
// result is the input itself, without allocating, when nothing changes.
func normalizePath(s string) string {
	i := firstChange(s, false)
	if i == len(s) {
		return s
	}
	b := make([]byte, 0, len(s)+8)
	return string(appendCanon(append(b, s[:i]...), s[i:], false))
}

// firstChange returns the index of the first octet that normalisation changes, or len(s). In a
// pattern, "*" is a wildcard and stays.
func firstChange(s string, pattern bool) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return i
			}
			if v := unhex(s[i+1])<<4 | unhex(s[i+2]); isUnreserved(v) || isLowerHex(s[i+1]) || isLowerHex(s[i+2]) {
				return i
			}
			i += 2
		case c == '*':
			if !pattern {
				return i
			}
		case mustEncode(c):
			return i
		}
	}
	return len(s)
}

// appendCanon appends the normalised form of s to b; see normalizePath and compilePattern.
func appendCanon(b []byte, s string, pattern bool) []byte {
	const hexDigits = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				b = append(b, "%25"...)
				continue
			}
			if v := unhex(s[i+1])<<4 | unhex(s[i+2]); isUnreserved(v) {
				b = append(b, v)
			} else {
				b = append(b, '%', hexDigits[v>>4], hexDigits[v&15])
			}
			i += 2
		case c == '*' && pattern:
			b = append(b, c)
		case c == '*' || mustEncode(c):
			b = append(b, '%', hexDigits[c>>4], hexDigits[c&15])
		default:
			b = append(b, c)
		}
	}
	return b
}

// mustEncode reports whether a raw octet is percent-encoded before comparison: octets outside
// printable ASCII, and the printable ones RFC 3986 allows nowhere in a URI. "$" is here because
// a literal "$" must not read as the end anchor (§2.2.3); "*" is handled by the callers.
func mustEncode(c byte) bool {
	if c <= ' ' || c >= 0x7F {
		return true
	}
	switch c {
	case '"', '<', '>', '\\', '^', '`', '{', '|', '}', '#', '$':
		return true
	}
	return false
}

// isUnreserved reports whether c is an RFC 3986 §2.3 unreserved character.
func isUnreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func isLowerHex(c byte) bool { return 'a' <= c && c <= 'f' }

func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// RemoveDotSegments removes the "." and ".." segments of a normalised path, which starts with "/" (RFC 3986 §5.2.4), as
// a client does before it sends a request: "https://a.example/x/../end" fetches "/end", so robots.txt
// must be matched against "/end". The query is left as it is. It runs after normalizePath, which
// has decoded "%2E" to ".", so that "/%2E%2E/end" is read as a client reads it too. Written here
// rather than taken from net/url, whose ResolveReference re-escapes the path it works on.
func RemoveDotSegments(p string) string {
	path, query, hasQuery := strings.Cut(p, "?")
	if !strings.Contains(path, "/.") {
		return p
	}
	segs := strings.Split(path, "/")[1:] // path starts with "/"
	out := make([]string, 0, len(segs))
	for i, s := range segs {
		last := i == len(segs)-1
		switch s {
		case ".":
			if last {
				out = append(out, "")
			}
		case "..":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
			if last {
				out = append(out, "")
			}
		default:
			out = append(out, s)
		}
	}
	path = "/" + strings.Join(out, "/")
	if hasQuery {
		return path + "?" + query
	}
	return path
}
