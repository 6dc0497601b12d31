package policy

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Problem is one thing wrong with a policy file: where (file, line and column, both from 1; zero
// when unknown), which key (the path as policy.toml spells it, "jobs.documents.retry.delays[2]"),
// and what is wrong, with what would be right where that can be said. A Warning is legal but
// unusual, or against a SHOULD of an RFC: it never stops a build (unless the caller is strict,
// see Problems.Strict), and is printed with "warning: " before its key.
type Problem struct {
	File      string
	Line, Col int
	Path      string
	Msg       string
	Warning   bool
	// Acknowledged marks a warning that the policy's acknowledged_warnings names: printed as
	// "warning (acknowledged)", and left a warning by Strict.
	Acknowledged bool
}

// String formats the problem as "FILE:LINE:COL: key.path: what is wrong", leaving out the parts
// that are unknown. A value the message quotes (a Go-quoted string, as %q writes it) longer than
// MaxQuoted characters is cut to its first MaxQuoted and "…" (ShortenQuoted): a line names the
// value, the position says where it is, and a long value quoted twice ("…", want "…") does not
// make a line of tens of kilobytes.
func (p Problem) String() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d", p.Line)
		if p.Col > 0 {
			fmt.Fprintf(&b, ":%d", p.Col)
		}
	}
	if b.Len() > 0 { // a problem of a policy without a file (Validate) starts with its key
		b.WriteString(": ")
	}
	switch {
	case p.Warning && p.Acknowledged:
		b.WriteString("warning (acknowledged): ")
	case p.Warning:
		b.WriteString("warning: ")
	}
	if p.Path != "" {
		b.WriteString(p.Path)
		b.WriteString(": ")
	}
	b.WriteString(ShortenQuoted(p.Msg))
	return b.String()
}

// MaxQuoted is the most characters (code points) of a value that a printed problem quotes.
const MaxQuoted = 80

// ShortenQuoted returns msg with each Go-quoted string in it ("…", as %q and strconv.Quote write
// it) whose value is longer than MaxQuoted characters cut to its first MaxQuoted and "…", quoted
// again. Text outside quotes, and a quote that does not parse, are left as they are.
func ShortenQuoted(msg string) string {
	if len(msg) <= MaxQuoted+2 {
		return msg
	}
	var b strings.Builder
	for i := 0; i < len(msg); {
		if msg[i] == '"' {
			if q, err := strconv.QuotedPrefix(msg[i:]); err == nil {
				out := q
				if v, err := strconv.Unquote(q); err == nil && utf8.RuneCountInString(v) > MaxQuoted {
					n := 0
					for k := range v {
						if n == MaxQuoted {
							v = v[:k]
							break
						}
						n++
					}
					out = strconv.Quote(v + "…")
				}
				b.WriteString(out)
				i += len(q)
				continue
			}
		}
		b.WriteByte(msg[i])
		i++
	}
	return b.String()
}

// Problems is every problem found in a policy, in a stable order: by line, column, key path and
// message. It is the error Load, Parse and Validate return.
type Problems []Problem

// Error prints one problem per line.
func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// Errors returns the problems that are not warnings, or nil.
func (ps Problems) Errors() Problems {
	var out Problems
	for _, p := range ps {
		if !p.Warning {
			out = append(out, p)
		}
	}
	return out
}

// Strict returns the problems with every warning made an error, as "--strict" asks, but those
// that acknowledged_warnings acknowledges.
func (ps Problems) Strict() Problems {
	out := make(Problems, len(ps))
	for i, p := range ps {
		p.Warning = p.Warning && p.Acknowledged
		out[i] = p
	}
	return out
}

// Blocking reports whether --strict refuses ps: whether any of them is an error or a warning
// that acknowledged_warnings does not acknowledge.
func (ps Problems) Blocking() bool {
	for _, p := range ps {
		if !p.Warning || !p.Acknowledged {
			return true
		}
	}
	return false
}

func (ps Problems) sort() {
	slices.SortStableFunc(ps, func(a, b Problem) int {
		// Problems without a line (a missing key) come after those with one.
		la, lb := a.Line, b.Line
		if la == 0 {
			la = 1 << 30
		}
		if lb == 0 {
			lb = 1 << 30
		}
		return cmp.Or(cmp.Compare(la, lb), cmp.Compare(a.Col, b.Col), cmp.Compare(a.Path, b.Path), cmp.Compare(a.Msg, b.Msg))
	})
}

// Closest returns the candidate nearest to s by edit distance (Levenshtein, in bytes, ignoring
// letter case), if it is near enough to be a likely typo (fewer than a third of the letters plus
// one differ) and has the same digits in the same order, or "". It is the "did you mean" of the
// policy's problems, for other inputs too. A candidate with other digits is not offered: a
// number is a value, not a spelling, and "eu-dsm-art-3" (Article 3 of the DSM Directive) is
// another provision than "eu-dsm-art-4-3" (new user 4, B4).
func Closest(s string, candidates []string) string {
	best, bestD := "", len(s)/3+1
	digits := func(r rune) bool { return r < '0' || r > '9' }
	sd := strings.Join(strings.FieldsFunc(s, digits), " ")
	for _, c := range candidates {
		if strings.Join(strings.FieldsFunc(c, digits), " ") != sd {
			continue
		}
		if d := editDistance(strings.ToLower(s), strings.ToLower(c)); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
