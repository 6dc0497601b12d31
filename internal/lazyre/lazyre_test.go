package lazyre

import (
	"sync"
	"testing"
)

// TestLazy: an expression is compiled once, at its first use, by one of the goroutines that use
// it at the same time, and matches as regexp does; a bad one panics at its first use.
func TestLazy(t *testing.T) {
	r := New(`^(/agents/[^/]+)/token$`)
	if r.re != nil {
		t.Fatal("compiled before its first use")
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if !r.MatchString("/agents/a/token") || r.MatchString("/agents/a/b/token") {
				t.Error("MatchString does not match as regexp does")
			}
		})
	}
	wg.Wait()
	if m := r.FindStringSubmatch("/agents/x/token"); len(m) != 2 || m[1] != "/agents/x" {
		t.Errorf("FindStringSubmatch = %q", m)
	}
	if r.String() != `^(/agents/[^/]+)/token$` || r.Regexp() != r.Regexp() {
		t.Error("String or Regexp changed")
	}
	defer func() {
		if recover() == nil {
			t.Error("a bad expression does not panic at its first use")
		}
	}()
	New(`(`).MatchString("")
}
