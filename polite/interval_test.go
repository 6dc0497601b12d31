package polite_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/polite"
)

// TestDefaultInterval: limits.default_interval is the spacing the Transport enforces where it is
// the only interval the policy states; beside min_interval it is the usual pace, a number the
// Transport does not enforce, so New refuses it (naming it) unless the crawler says it keeps it
// (Options.Elsewhere), and then spaces by min_interval.
func TestDefaultInterval(t *testing.T) {
	t.Run("alone", func(t *testing.T) {
		synctest.Test(t, func(t *testing.T) {
			s := newSites()
			s.add("a.example", "", site{})
			p := basePolicy()
			p.Limits.MinInterval = dur("0s")
			p.Limits.DefaultInterval = dur("3s")
			tr := start(t, p, s, polite.Options{})
			for i := range 3 {
				if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d", i)); err != nil {
					t.Fatal(err)
				}
			}
			for i, g := range gaps(s.requests(pages)) {
				if !near(g, 3*time.Second) {
					t.Errorf("gap %d = %v, want default_interval 3s", i, g)
				}
			}
		})
	})
	t.Run("beside min_interval", func(t *testing.T) {
		p := basePolicy()
		p.Limits.DefaultInterval = dur("5s")
		_, err := polite.New(p, polite.Options{Agent: "bot"})
		var ue *polite.UnenforceableError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), "/limits/default_interval") {
			t.Fatalf("New: %v, want an *UnenforceableError naming /limits/default_interval", err)
		}
		synctest.Test(t, func(t *testing.T) {
			s := newSites()
			s.add("a.example", "", site{})
			tr := start(t, p, s, polite.Options{Elsewhere: []string{"/limits/default_interval"}})
			for i := range 3 {
				if _, err := get(tr, polite.Fetch{}, fmt.Sprintf("http://a.example/%d", i)); err != nil {
					t.Fatal(err)
				}
			}
			for i, g := range gaps(s.requests(pages)) {
				if !near(g, 2*time.Second) {
					t.Errorf("gap %d = %v, want min_interval 2s (the crawler keeps the usual 5s)", i, g)
				}
			}
		})
	})
}
