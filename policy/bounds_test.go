package policy

import (
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"
)

// allocated returns the bytes f allocates (runtime.MemStats.TotalAlloc).
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestM4DeepNestingRefusedBeforeDecoding is defect M4 of the hostile trial: the TOML decoder's
// time and memory grow with the square of the nesting depth (10,000 nested inline tables, 42 KB:
// 21 s and 4.3 GB). The depth is measured on the text first: each of these is refused at its
// place, allocating a few times its own size.
func TestM4DeepNestingRefusedBeforeDecoding(t *testing.T) {
	cases := []struct {
		name, src string
	}{
		{"inline tables, 10,000", "schema = 1\ndeep = " + strings.Repeat("{a=", 10000) + "1" + strings.Repeat("}", 10000) + "\n"},
		{"inline tables, 1,000,000", "deep = " + strings.Repeat("{a=", 1000000) + "1" + strings.Repeat("}", 1000000) + "\n"},
		{"table header, 100,000", "[" + strings.Repeat("a.", 99999) + "a]\n"},
		{"array of tables header, 20,000", "[[" + strings.Repeat("a.", 19999) + "a]]\n"},
		{"dotted key, 100,000", strings.Repeat("a.", 99999) + "a = 1\n"},
		{"arrays, 1,000,000", "deep = " + strings.Repeat("[", 1000000) + strings.Repeat("]", 1000000) + "\n"},
		{"arrays of inline tables", "deep = " + strings.Repeat("[{a=", 20) + "1" + strings.Repeat("}]", 20) + "\n"},
		{"below a header", "[" + strings.Repeat("a.", 29) + "a]\n" + "b = {c = {d = 1}}\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var err error
			n := allocated(func() { _, err = Parse([]byte(c.src), "policy.toml") })
			var ps Problems
			if !errors.As(err, &ps) || len(ps) != 1 || !strings.Contains(ps[0].Msg, "nested more than 32 levels deep") {
				t.Fatalf("got %v, want the one problem of nesting", err)
			}
			// The position is that of the bracket or dot that goes one level too deep.
			if lines := strings.Split(c.src, "\n"); ps[0].Line < 1 || ps[0].Line > len(lines) || ps[0].Col < 1 || ps[0].Col > len(lines[ps[0].Line-1]) ||
				!strings.ContainsRune("{[.", rune(lines[ps[0].Line-1][ps[0].Col-1])) {
				t.Errorf("at %d:%d, which is not a bracket or a dot", ps[0].Line, ps[0].Col)
			}
			if limit := uint64(4*len(c.src) + 1<<20); n > limit {
				t.Errorf("allocated %d bytes for %d bytes of input, want at most %d", n, len(c.src), limit)
			}
		})
	}
	// 32 levels are read (and the policy's own nesting is far below that).
	for _, src := range []string{
		"deep = " + strings.Repeat("{a=", 31) + "1" + strings.Repeat("}", 31) + "\n",
		"[" + strings.Repeat("a.", 31) + "a]\n",
		"deep = " + strings.Repeat("[", 31) + strings.Repeat("]", 31) + "\n",
		"a = \"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\" # {{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{\nb = '''\n" + strings.Repeat("[", 100) + "\n'''\n",
	} {
		if line, col, deep := tooDeep([]byte(src), MaxDepth); deep {
			t.Errorf("tooDeep(%.60q…) found %d:%d, want nothing", src, line, col)
		}
	}
}

// endless is a reader that never ends, as /dev/zero.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestM4OversizedPolicyRefused: a policy larger than MaxFileBytes is refused before it is parsed
// (Parse) or read (Load: its size is known), and an endless stream (/dev/zero) is read no further
// than the limit, with a bounded allocation.
func TestM4OversizedPolicyRefused(t *testing.T) {
	big := []byte("schema = 1\n" + strings.Repeat("# a comment line\n", MaxFileBytes/17+1))
	var err error
	if n := allocated(func() { _, err = Parse(big, "policy.toml") }); n > 1<<20 {
		t.Errorf("Parse of %d bytes allocated %d bytes", len(big), n)
	}
	var ps Problems
	if !errors.As(err, &ps) || !strings.Contains(err.Error(), "policy.toml: larger than 4 MiB, the most sitegen reads of a policy") {
		t.Errorf("Parse: got %v", err)
	}
	fsys := fstest.MapFS{"policy.toml": {Data: big}}
	if n := allocated(func() { _, err = Load(fsys, "policy.toml") }); n > 1<<20 {
		t.Errorf("Load of %d bytes allocated %d bytes", len(big), n)
	}
	if !strings.Contains(err.Error(), "policy.toml: larger than 4 MiB, the most sitegen reads of a policy") {
		t.Errorf("Load: got %v", err)
	}
	if n := allocated(func() { _, err = ReadAll(io.Reader(endless{}), "-", MaxFileBytes) }); n > 4*MaxFileBytes {
		t.Errorf("ReadAll of an endless stream allocated %d bytes", n)
	}
	var tl *TooLargeError
	if !errors.As(err, &tl) {
		t.Errorf("ReadAll of an endless stream: %v", err)
	}
}
