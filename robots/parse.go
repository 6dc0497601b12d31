package robots

import (
	"bytes"
	"errors"
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// MinSizeLimit is the smallest parsing limit RFC 9309 §2.5 allows, in bytes: 500 KiB, that is
// 512,000 bytes. [Parse] raises a smaller limit to it.
const MinSizeLimit = 500 << 10

// Robots is a parsed robots.txt file. It is immutable and safe for concurrent use.
type Robots struct {
	rules []rule // every Allow and Disallow line inside a group, in file order
	// tokens are the lower-case product tokens with the merged groups naming each (§2.2.1), in
	// the order the file first names them, looked up one by one while there are at most
	// smallTokens; byToken holds them instead where there are more. A token that one group
	// names points to that group's own rules (groups[i].m), as does star for a single "*"
	// group: a small file's copy, which a crawler keeps per host, holds no map and no merged
	// lists of its own.
	tokens    []tokenGroups
	byToken   map[string]*merged
	star      *merged // the merged "*" groups, or nil when the file has none
	groups    []group // every group, in file order, for the crawlers that depart from §2.2.1
	sitemaps  string  // the Sitemap values, each ended by a line end but the last: one is a part of the file, no copy
	truncated bool
}

// Rule is one Allow or Disallow line of a robots.txt file, as written.
type Rule struct {
	// Allow is true for an Allow line and false for a Disallow line.
	Allow bool
	// Pattern is the value after the key: the path pattern as written, without the comment and
	// surrounding whitespace. An empty pattern matches nothing.
	Pattern string
	// Text is the whole line as written, without the comment and surrounding whitespace, for
	// example "Disallow: /*.pdf$" or "disalow /tmp/".
	Text string
	// Line is the line's number, counting from 1; CR, LF and CRLF each end a line. It is 0 in the
	// zero Rule, which stands for "no rule".
	Line int
}

// rule is a Rule with its pattern prepared for matching, in 48 bytes (a Rule and its prepared
// pattern took 80): the pattern as written is the end of the line's text, so only its length is
// kept, and the numbers are 32 bits wide (Parse reads at most maxParse bytes).
type rule struct {
	text     string // Rule.Text; Rule.Pattern is its last patLen octets
	pat      string // normalised pattern without the final "$"; "*" is the only wildcard left
	line     int32  // Rule.Line
	prio     int32  // octets of the normalised pattern, "*" and "$" included: longest wins (§2.2.2)
	patLen   int32
	allow    bool // Rule.Allow
	anchored bool // the pattern ended in "$" (§2.2.3)
}

// public is the rule as written.
func (ru *rule) public() Rule {
	return Rule{Allow: ru.allow, Pattern: ru.text[len(ru.text)-int(ru.patLen):], Text: ru.text, Line: int(ru.line)}
}

// tokenGroups is a lower-case product token and the merged groups that name it.
type tokenGroups struct {
	token string
	m     *merged
}

// smallTokens is how many product tokens a Robots looks up one by one, without a map.
const smallTokens = 8

// maxParse is the most Parse reads of a file, in bytes, whatever the limit: 2 GiB less one
// byte, so that a line number or a pattern's length fits a rule's 32-bit fields.
const maxParse = math.MaxInt32

// merged holds the rules of every group that names one product token (§2.2.1), in decision order.
type merged struct {
	rules    []int32 // indexes into Robots.rules: longest first, Allow before Disallow, then file order
	delay    time.Duration
	groups   int32 // how many groups merged here
	hasDelay bool
}

// group is one group of the file as written: its product tokens (case kept, for a crawler that
// compares them case-sensitively), whether it names "*", and its own rules and Crawl-delay.
type group struct {
	tokens []string
	star   bool
	line   int32 // the line number of its first User-agent line (in the padding after star)
	m      merged
}

// Parse reads a robots.txt file. It reads at most limit bytes (RFC 9309 §2.5); a limit below
// [MinSizeLimit] is raised to it. When data is longer, the line the limit cuts is dropped as
// well, since a cut pattern would say something the file does not (a cut "Allow: /abc" allows
// everything), and [Robots.Truncated] reports it. A limit above 2 GiB less one byte is lowered
// to it. Parse never fails: every line that does not
// parse is ignored (§2.3.1.5).
func Parse(data []byte, limit int) *Robots {
	r := &Robots{}
	data, r.truncated = cut(data, limit)
	text := string(data)
	// One allocation for the rules, usually: every rule is a line, and all but the last one take
	// at least 7 octets ("Allow:" and a line end).
	lineEnds := bytes.Count(data, []byte{'\n'}) + bytes.Count(data, []byte{'\r'}) + 1
	r.rules = make([]rule, 0, min(lineEnds, len(data)/7+1))

	var (
		tokens  []string // the current group's product tokens, lower case
		written []string // the same, as written
		star    bool     // the current group names "*"
		line    int      // the line of the current group's first User-agent line
		inGroup bool     // a User-agent line has been seen
		inRules bool     // the current group has had an Allow or Disallow line
		first   = len(r.rules)
		delay   time.Duration
		hasDel  bool
		// firstGroup[i] is the group that first named r.tokens[i] (its m is nil while no other
		// group names it); starGroup the first "*" group, -1 before one.
		firstGroup []int
		starGroup  = -1
		index      map[string]int // token → its index in r.tokens, once there are more than smallTokens
		sitemaps   []string
	)
	// merge adds the group gi, just appended, to the merged groups *m whose first group is
	// first: while only that group names them, *m is nil (the group's own rules serve).
	merge := func(m **merged, first, gi int) {
		if *m == nil {
			*m = &merged{}
			g := &r.groups[first].m
			(*m).add(g.rules, g.delay, g.hasDelay)
		}
		g := &r.groups[gi].m
		(*m).add(g.rules, g.delay, g.hasDelay)
	}
	flush := func() {
		if !inGroup {
			return
		}
		idx := make([]int32, len(r.rules)-first)
		for i := range idx {
			idx[i] = int32(first + i)
		}
		r.order(idx) // now, while the group's rules are in the cache
		gi := len(r.groups)
		g := group{tokens: slices.Clone(written), star: star, line: int32(line)}
		g.m.add(idx, delay, hasDel)
		r.groups = append(r.groups, g)
		for _, t := range tokens {
			i := -1
			if index != nil {
				if j, ok := index[t]; ok {
					i = j
				}
			} else {
				i = slices.IndexFunc(r.tokens, func(e tokenGroups) bool { return e.token == t })
			}
			if i < 0 {
				r.tokens = append(r.tokens, tokenGroups{token: t})
				firstGroup = append(firstGroup, gi)
				if index != nil {
					index[t] = len(r.tokens) - 1
				} else if len(r.tokens) > smallTokens {
					index = make(map[string]int, 2*len(r.tokens))
					for j, e := range r.tokens {
						index[e.token] = j
					}
				}
				continue
			}
			merge(&r.tokens[i].m, firstGroup[i], gi)
		}
		if star {
			if starGroup < 0 {
				starGroup = gi
			} else {
				merge(&r.star, starGroup, gi)
			}
		}
	}
	for l := range lines(text) {
		switch l.kind {
		case keyUserAgent:
			if inRules || !inGroup {
				flush()
				tokens, written, star, inRules = tokens[:0], written[:0], false, false
				first, delay, hasDel, line = len(r.rules), 0, false, l.num
			}
			inGroup = true
			if tok, isStar := productToken(l.value); isStar {
				star = true
			} else if low := lowerASCII(tok); low != "" && !slices.Contains(written, tok) {
				written = append(written, tok)
				if !slices.Contains(tokens, low) {
					tokens = append(tokens, low)
				}
			}
		case keyAllow, keyDisallow:
			if !inGroup {
				continue // a rule before the first group is ignored (§2.2.2)
			}
			inRules = true
			r.rules = append(r.rules, newRule(l.kind == keyAllow, l.value, l.text, l.num))
		case keyCrawlDelay:
			if d, ok := parseDelay(l.value); ok && inGroup {
				delay, hasDel = max(delay, d), true
			}
		case keySitemap:
			if l.value != "" {
				sitemaps = append(sitemaps, l.value)
			}
		}
	}
	flush()
	r.sitemaps = strings.Join(sitemaps, "\n") // a value holds no line end
	if cap(r.groups) > len(r.groups) {
		r.groups = slices.Clone(r.groups) // the copy is kept as long as the rules: no room to spare
	}
	// The groups are all appended: pointers to their rules stay valid from here on.
	for i := range r.tokens {
		if e := &r.tokens[i]; e.m == nil {
			e.m = &r.groups[firstGroup[i]].m
		} else {
			r.order(e.m.rules)
		}
	}
	if r.star != nil {
		r.order(r.star.rules)
	} else if starGroup >= 0 {
		r.star = &r.groups[starGroup].m
	}
	if len(r.tokens) > smallTokens {
		r.byToken = make(map[string]*merged, len(r.tokens))
		for _, e := range r.tokens {
			r.byToken[e.token] = e.m
		}
		r.tokens = nil
	} else {
		r.tokens = slices.Clip(r.tokens)
	}
	if cap(r.rules) > len(r.rules)+len(r.rules)/4+4 {
		// Most lines were no rule (User-agent, Sitemap, comments): a copy kept for long (a
		// crawler's cache of robots.txt per host) holds the rules alone. The groups refer to
		// them by index.
		r.rules = slices.Clone(r.rules)
	}
	return r
}

// cut returns the part of data that Parse reads under limit (see [Parse]): at most limit bytes,
// the limit raised to [MinSizeLimit] and lowered to maxParse, without a line the limit cuts; and
// whether anything was left out.
func cut(data []byte, limit int) ([]byte, bool) {
	limit = min(max(limit, MinSizeLimit), maxParse)
	if len(data) <= limit {
		return data, false
	}
	cutsLine := data[limit] != '\n' && data[limit] != '\r'
	data = data[:limit]
	if cutsLine {
		i := len(data)
		for i > 0 && data[i-1] != '\n' && data[i-1] != '\r' {
			i--
		}
		data = data[:i]
	}
	return data, true
}

// UnreadLine is a line inside a group of a robots.txt file that [Parse] does not read: a key
// RFC 9309 does not define and Parse does not know (User-agent, Allow, Disallow, Crawl-delay and
// Sitemap are the keys it reads), such as Content-Usage, a usage preference of the IETF AIPREF
// drafts (draft-ietf-aipref-attach), or Content-Signal; or a line that is no key-value pair.
// RFC 9309 §2.2.4 leaves such records to each crawler to interpret or not: they decide no
// answer of [Robots.Decide].
type UnreadLine struct {
	// Line is the line's number, counting from 1, as [Rule.Line] counts.
	Line int
	// Group is the line of the first User-agent line of the group the line stands in, as
	// [Group.Line] gives it.
	Group int
	// Key is the line's key as written ("Content-Usage"), or "" for a line that is no key-value
	// pair.
	Key string
	// Text is the whole line as written, without the comment and surrounding whitespace.
	Text string
}

// UnreadLines returns the lines inside groups of data that [Parse] with the same limit reads
// past, in file order: lines before the first User-agent line, blank lines and comments are
// not returned. A group runs from its first User-agent line to the User-agent line that starts
// the next one (one that follows an Allow or Disallow line, as Parse groups them, §2.1).
func UnreadLines(data []byte, limit int) []UnreadLine {
	data, _ = cut(data, limit)
	var (
		out     []UnreadLine
		group   int // the current group's first User-agent line, 0 before any
		inRules bool
	)
	for l := range lines(string(data)) {
		switch l.kind {
		case keyUserAgent:
			if inRules || group == 0 {
				group, inRules = l.num, false
			}
		case keyAllow, keyDisallow:
			inRules = group != 0
		case keyOther:
			if group == 0 || l.text == "" {
				continue
			}
			k, _, ok := strings.Cut(l.text, ":")
			if !ok {
				k = ""
			}
			out = append(out, UnreadLine{Line: l.num, Group: group, Key: trimSpace(k), Text: l.text})
		}
	}
	return out
}

// LineKinds counts the lines of data that [Parse] with the same limit reads: known, the lines
// whose key it reads (User-agent, Allow, Disallow, Crawl-delay and Sitemap, RFC 9309 §2.2 and
// §2.3.5, with the misspellings it accepts), and other, the remaining lines that are neither blank
// nor a comment alone. A file with other lines and no known one is most likely not a robots.txt
// file (an HTML error page, a compressed file); RFC 9309 reads it as a file without groups, which
// allows every URL.
func LineKinds(data []byte, limit int) (known, other int) {
	data, _ = cut(data, limit)
	for l := range lines(string(data)) {
		switch {
		case l.kind != keyOther:
			known++
		case l.text != "":
			other++
		}
	}
	return known, other
}

// add merges one group, its rules in decision order, into m. The first group's index slice is
// shared with the group's other tokens, not copied: a second group's append copies it (its
// capacity is full), and only then does Parse sort the list again.
func (m *merged) add(idx []int32, delay time.Duration, hasDelay bool) {
	m.groups++
	if m.rules == nil {
		m.rules = idx[:len(idx):len(idx)]
	} else {
		m.rules = append(m.rules, idx...)
	}
	if hasDelay {
		m.delay, m.hasDelay = max(m.delay, delay), true
	}
}

// order sorts rule indexes so that the first rule that matches decides: the most octets first,
// Allow before Disallow when they tie (§2.2.2), then file order, which makes the reported rule
// stable. The order is total, so an unstable sort gives the same result.
func (r *Robots) order(rules []int32) {
	cmp := func(a, b int32) int {
		ra, rb := &r.rules[a], &r.rules[b]
		if ra.prio != rb.prio {
			return int(rb.prio - ra.prio)
		}
		if ra.allow != rb.allow {
			if ra.allow {
				return -1
			}
			return 1
		}
		return int(a - b)
	}
	if !slices.IsSortedFunc(rules, cmp) {
		slices.SortFunc(rules, cmp)
	}
}

// Truncated reports whether the file was longer than the parsing limit, so that its end was not
// read (RFC 9309 §2.5).
func (r *Robots) Truncated() bool { return r.truncated }

// Sitemaps returns the values of the file's Sitemap lines (RFC 9309 §2.2.4), as written, in file
// order. Sitemap lines belong to no group.
func (r *Robots) Sitemaps() []string {
	if r.sitemaps == "" {
		return nil
	}
	return strings.Split(r.sitemaps, "\n")
}

// CrawlDelay returns the Crawl-delay of the group that applies to token: the groups naming it,
// or else the "*" group, as [Robots.Decide] chooses them. RFC 9309 does not define Crawl-delay;
// we read its value as seconds, fractions allowed ("10", "0.5"), and ignore other values. When the
// merged groups carry several values, the largest is returned, the polite reading. ok is false
// when the chosen group has no valid Crawl-delay line. Values beyond time.Duration's range are
// capped to it.
func (r *Robots) CrawlDelay(token string) (delay time.Duration, ok bool) {
	m := r.own(token)
	if m == nil {
		m = r.star
	}
	if m == nil {
		return 0, false
	}
	return m.delay, m.hasDelay
}

// parseDelay reads a Crawl-delay value: decimal seconds with an optional fraction ("10", "2.5",
// ".5"). Signs, exponents, hexadecimal, "Inf" and "NaN", which strconv.ParseFloat would accept,
// are not values a webmaster writes.
func parseDelay(v string) (time.Duration, bool) {
	intPart, frac, _ := strings.Cut(v, ".")
	if intPart == "" && frac == "" || !allDigits(intPart) || !allDigits(frac) {
		return 0, false
	}
	secs, err := strconv.ParseFloat(v, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, false
	}
	ns := secs * float64(time.Second)
	if ns >= math.MaxInt64 {
		return time.Duration(math.MaxInt64), true
	}
	return time.Duration(math.Round(ns)), true
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// productToken reads the product token of a User-agent value: "*" (alone or followed by
// whitespace), or the leading run of letters, "_" and "-" (RFC 9309 §2.2.1), so that
// "Googlebot/2.1 (+http://…)" names "Googlebot". A value that starts otherwise names no token:
// its group applies to no crawler.
func productToken(v string) (token string, star bool) {
	if v == "*" || strings.HasPrefix(v, "*") && isSpace(v[1]) {
		return "", true
	}
	n := 0
	for n < len(v) && isTokenByte(v[n]) {
		n++
	}
	return v[:n], false
}

// isTokenByte reports whether c may appear in a product token: "a-z", "A-Z", "_" and "-" (RFC 9309
// §2.2.1).
func isTokenByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' || c == '-'
}

// lowerASCII lower-cases ASCII letters only: product tokens are ASCII, and Unicode case folding
// would let "K" (U+212A KELVIN SIGN) match "k".
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// own returns the merged groups that name token, or nil.
func (r *Robots) own(token string) *merged {
	if r.byToken == nil {
		for i := range r.tokens {
			if equalLowerASCII(r.tokens[i].token, token) {
				return r.tokens[i].m
			}
		}
		return nil
	}
	var buf [64]byte
	if len(token) > len(buf) {
		return r.byToken[lowerASCII(token)]
	}
	b := buf[:len(token)]
	for i := 0; i < len(token); i++ {
		c := token[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return r.byToken[string(b)] // the compiler does not allocate for this conversion
}

// equalLowerASCII reports whether token, its ASCII letters lowered, is low.
func equalLowerASCII(low, token string) bool {
	if len(low) != len(token) {
		return false
	}
	for i := 0; i < len(token); i++ {
		c := token[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != low[i] {
			return false
		}
	}
	return true
}

// tokenCount is how many product tokens the groups name.
func (r *Robots) tokenCount() int { return len(r.tokens) + len(r.byToken) }

// key is what a line is, by its key.
type key int

const (
	keyOther key = iota // unknown, empty, or not a key-value line: ignored
	keyUserAgent
	keyAllow
	keyDisallow
	keyCrawlDelay
	keySitemap
)

// lookupKey classifies a key, case-insensitively and without allocating. Besides the RFC 9309
// spellings it accepts the misspellings Google's parser accepts (robots.cc, kAllowFrequentTypos);
// unlike Google it compares whole keys, not prefixes, so "Disallowed: /x" stays an unknown line.
func lookupKey(k string) key {
	var buf [16]byte
	if len(k) == 0 || len(k) > len(buf) {
		return keyOther
	}
	b := buf[:len(k)]
	for i := 0; i < len(k); i++ {
		c := k[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	switch string(b) {
	case "user-agent", "useragent", "user agent":
		return keyUserAgent
	case "allow":
		return keyAllow
	case "disallow", "dissallow", "dissalow", "disalow", "diasllow", "disallaw":
		return keyDisallow
	case "crawl-delay", "crawldelay", "crawl delay":
		return keyCrawlDelay
	case "sitemap", "site-map":
		return keySitemap
	}
	return keyOther
}

// line is one line of a robots.txt file.
type line struct {
	start int    // offset of the line's first byte in the text
	num   int    // line number, from 1
	kind  key    // what the line is
	value string // the value, trimmed
	text  string // the line without comment and surrounding whitespace
}

// lines yields the lines of text. A leading byte order mark, or a leading part of one, is skipped
// (Google's parser does the same; RFC 9309 §2.3 requires UTF-8, where a BOM is noise).
func lines(text string) iter.Seq[line] {
	return func(yield func(line) bool) {
		i := bomLen(text)
		for num := 1; i < len(text); num++ {
			end := i
			for end < len(text) && text[end] != '\n' && text[end] != '\r' {
				end++
			}
			l := line{start: i, num: num}
			l.kind, l.value, l.text = splitLine(text[i:end])
			if !yield(l) {
				return
			}
			i = end
			if i < len(text) && text[i] == '\r' {
				i++
				if i < len(text) && text[i] == '\n' {
					i++
				}
			} else if i < len(text) {
				i++
			}
		}
	}
}

// bomLen returns the length of the UTF-8 byte order mark, or of the leading part of one, at the
// start of text.
func bomLen(text string) int {
	const bom = "\xEF\xBB\xBF"
	n := 0
	for n < len(bom) && n < len(text) && text[n] == bom[n] {
		n++
	}
	return n
}

// splitLine reads one line (RFC 9309 §2.2): the comment goes, then the key and the value are split
// at the first colon. Like Google's parser we accept a missing colon when the line is exactly two
// words ("disallow /x").
func splitLine(s string) (kind key, value, text string) {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	s = trimSpace(s)
	if s == "" {
		return keyOther, "", ""
	}
	var k string
	if i := strings.IndexByte(s, ':'); i >= 0 {
		k, value = trimSpace(s[:i]), trimSpace(s[i+1:])
	} else {
		i := strings.IndexAny(s, " \t\v\f")
		if i < 0 {
			return keyOther, "", s
		}
		k, value = s[:i], trimSpace(s[i:])
		if strings.ContainsAny(value, " \t\v\f") {
			return keyOther, "", s
		}
	}
	return lookupKey(k), value, s
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\v' || c == '\f' }

func trimSpace(s string) string {
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}
