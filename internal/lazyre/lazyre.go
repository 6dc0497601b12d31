// Package lazyre is a regular expression of package regexp compiled at its first use rather than
// at package initialisation. sitegen links every command into one binary, and each process pays
// the initialisation of every package: conform's and export's tables of patterns (about 50
// expressions, 0.7 MB and a millisecond of each process's start, issue 13) are compiled only by
// the commands that match against them. Written here rather than taken from a module: it is
// sync.Once around regexp.MustCompile.
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is an expression of regexp's syntax (RE2), compiled at the first call of a method. A
// bad expression panics there, as regexp.MustCompile would at initialisation; TestCompiles of
// each package that holds a table of them compiles every one in its tests.
type Regexp struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
}

// New returns expr, to be compiled at its first use.
func New(expr string) *Regexp { return &Regexp{expr: expr} }

// Regexp returns the compiled expression; safe for concurrent use.
func (r *Regexp) Regexp() *regexp.Regexp {
	r.once.Do(func() { r.re = regexp.MustCompile(r.expr) })
	return r.re
}

// String is the expression's source text.
func (r *Regexp) String() string { return r.expr }

// MatchString is regexp.Regexp.MatchString.
func (r *Regexp) MatchString(s string) bool { return r.Regexp().MatchString(s) }

// FindStringSubmatch is regexp.Regexp.FindStringSubmatch.
func (r *Regexp) FindStringSubmatch(s string) []string { return r.Regexp().FindStringSubmatch(s) }
