package polite_test

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestRobotsRedirects: robots.txt that redirects is followed for at most robots_txt.max_redirects
// redirects (RFC 9309 §2.3.1.2: at least five), and the rules of the file reached apply to the
// host asked; past the last redirect followed robots.txt counts as unavailable (a 4xx: allow all,
// §2.3.1.3); another host's file, reached by a redirect, is read the same way.
func TestRobotsRedirects(t *testing.T) {
	const rules = "User-agent: *\nDisallow: /private\n"
	for _, tc := range []struct {
		name     string
		hops     int    // redirects before the file
		max      int    // robots_txt.max_redirects
		toHost   string // the host the last redirect goes to; the same host when empty
		followed int    // redirects followed
		applies  bool   // the rules of the file reached apply
	}{
		{"two of at most five", 2, 5, "", 2, true},
		{"five of at most five", 5, 5, "", 5, true},
		{"six of at most five", 6, 5, "", 5, false},
		{"to another host's file", 1, 5, "b.example", 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s := newSites()
				chain := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
					n := 0
					if r.URL.Path != "/robots.txt" {
						if _, err := fmt.Sscanf(r.URL.Path, "/r%d.txt", &n); err != nil {
							fmt.Fprint(w, "ok") // a page
							return
						}
					}
					switch {
					case n < tc.hops-1 || (n == tc.hops-1 && tc.toHost == ""):
						http.Redirect(w, r, fmt.Sprintf("/r%d.txt", n+1), http.StatusMovedPermanently)
					case n == tc.hops-1:
						http.Redirect(w, r, "http://"+tc.toHost+"/robots.txt", http.StatusFound)
					default:
						fmt.Fprint(w, rules)
					}
				})
				s.add("a.example", "", chain)
				s.add("b.example", "", site{Robots: rules})
				p := basePolicy()
				p.Limits.MinInterval = dur("0s")
				p.Limits.IntervalKey = "" // no interval
				p.RobotsTxt.MaxRedirects = policy.Count(tc.max)
				tr := start(t, p, s, polite.Options{})
				_, err := get(tr, polite.Fetch{}, "http://a.example/private/x")
				var de *polite.DisallowedError
				if disallowed := errors.As(err, &de); disallowed != tc.applies {
					t.Errorf("/private/x: %v; want the rules of the file reached applied: %v", err, tc.applies)
				}
				robots := 0
				for _, r := range s.requests(nil) {
					if r.Path != "/private/x" {
						robots++
					}
				}
				if robots != tc.followed+1 {
					t.Errorf("%d requests for robots.txt (the file and its redirects), want %d", robots, tc.followed+1)
				}
				if _, err := get(tr, polite.Fetch{}, "http://a.example/public"); err != nil {
					t.Errorf("/public: %v", err)
				}
				if n := len(s.requests(func(r record) bool { return strings.HasSuffix(r.Path, ".txt") })); n != tc.followed+1 {
					t.Errorf("robots.txt read again within its cache time: %d requests for it, want %d", n, tc.followed+1)
				}
			})
		})
	}
}
