package polite_test

import (
	"errors"
	"net/http"
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/polite"
)

// TestScopeEnforced (trial 29, F-06): an agent that states the ports and paths it requests
// (agents.X.ports, agents.X.paths) has every other one refused with a *ScopeError before anything
// is sent: a port the URL names, or its scheme's default, and a path compared whole, its query
// aside. A redirect to another path is not followed (a *RedirectError that wraps the
// *ScopeError), and a robots.txt that redirects outside them counts as unreachable. Before, the
// keys were unknown and every request went out.
func TestScopeEnforced(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/moved" {
				http.Redirect(w, r, "/admin", http.StatusFound)
				return
			}
			w.Write([]byte("ok"))
		}})
		s.add("b.example", "", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/robots.txt" {
				http.Redirect(w, r, "/robots-moved.txt", http.StatusMovedPermanently)
				return
			}
			w.Write([]byte("ok"))
		}))
		p := basePolicy()
		p.Limits.MaxRedirects = 3
		bot, _ := p.Agents.Get("bot")
		bot.Ports = []int{80}
		bot.Paths = []string{"/", "/robots.txt", "/moved", "/.well-known/security.txt"}
		p.Agents[0] = bot
		tr := start(t, p, s, polite.Options{})
		for _, u := range []string{"http://a.example/", "http://a.example/?q=1", "http://a.example:80/.well-known/security.txt"} {
			if _, err := do(tr, polite.Fetch{}, http.MethodGet, u); err != nil {
				t.Errorf("%s: %v, want it sent", u, err)
			}
		}
		before := len(s.requests(pages))
		for _, tc := range []struct{ url, what, ptr string }{
			{"http://a.example:8080/", "port 8080", "/agents/bot/ports"},
			{"https://a.example/", "port 443", "/agents/bot/ports"},
			{"http://a.example/admin", "path /admin", "/agents/bot/paths"},
			{"http://a.example/Robots.txt", "path /Robots.txt", "/agents/bot/paths"},
		} {
			_, err := do(tr, polite.Fetch{}, http.MethodGet, tc.url)
			var se *polite.ScopeError
			if !errors.As(err, &se) || se.What != tc.what || se.Pointer != tc.ptr {
				t.Errorf("%s: %v, want a *ScopeError for %s at %s", tc.url, err, tc.what, tc.ptr)
			}
		}
		if got := len(s.requests(pages)); got != before {
			t.Errorf("a refused request reached the site: %d requests, want %d", got, before)
		}
		_, err := do(tr, polite.Fetch{}, http.MethodGet, "http://a.example/moved")
		var re *polite.RedirectError
		var se *polite.ScopeError
		if !errors.As(err, &re) || !errors.As(err, &se) || se.What != "path /admin" {
			t.Errorf("redirect to /admin: %v, want a *RedirectError wrapping a *ScopeError for path /admin", err)
		}
		_, err = do(tr, polite.Fetch{}, http.MethodGet, "http://b.example/")
		var de *polite.DisallowedError
		if !errors.As(err, &de) || !strings.Contains(err.Error(), "robots.txt unreachable") {
			t.Errorf("b.example, whose robots.txt redirects to /robots-moved.txt: %v, want robots.txt unreachable", err)
		}
		for _, r := range s.requests(nil) {
			if r.Path == "/admin" || r.Path == "/robots-moved.txt" {
				t.Errorf("the redirect to %s was followed", r.Path)
			}
		}
	})
}
