package polite_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestRedirectsNotFollowed: limits.redirects = "not-followed" (new-user trial 29, F-12) against a
// real server whose /old answers 301 to /new. The Transport's Client returns the 301 as it is;
// an http.Client that follows redirects gets a *RedirectError for the request it makes to
// follow it, which is not sent; the general limits' max_redirects beside an agent's
// "not-followed" follow none either. /new is never fetched; with max_redirects alone it is.
func TestRedirectsNotFollowed(t *testing.T) {
	var newHits atomic.Int32
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/old":
			http.Redirect(w, r, "/new", http.StatusMovedPermanently)
		case "/new":
			newHits.Add(1)
			w.Write([]byte("moved here"))
		default:
			http.NotFound(w, r) // robots.txt: none, everything allowed
		}
	}))
	defer site.Close()

	general := func(l *policy.Limits) { l.Redirects = policy.RedirectsNotFollowed }
	agent := func(p *policy.Policy) {
		p.Limits.MaxRedirects = 5
		a := p.Agents[0]
		a.Limits.Redirects = policy.RedirectsNotFollowed
		p.Agents[0] = a
	}
	for _, tc := range []struct {
		name    string
		edit    func(p *policy.Policy)
		client  func(tr *polite.Transport) *http.Client
		status  int    // want this status, or
		pointer string // want a *RedirectError with NotFollowed at this pointer
		fetched int32  // how often /new is fetched
	}{
		{"general, Transport.Client", func(p *policy.Policy) { general(&p.Limits) }, (*polite.Transport).Client, 301, "", 0},
		{"general, a client that follows", func(p *policy.Policy) { general(&p.Limits) }, plainClient, 0, "/limits/redirects", 0},
		{"agent's beside max_redirects, Transport.Client", agent, (*polite.Transport).Client, 301, "", 0},
		{"agent's beside max_redirects, a client that follows", agent, plainClient, 0, "/agents/bot/limits/redirects", 0},
		{"max_redirects alone (control)", func(p *policy.Policy) { p.Limits.MaxRedirects = 5 }, (*polite.Transport).Client, 200, "", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			newHits.Store(0)
			p := basePolicy()
			p.Limits.MinInterval = dur("1ms")
			tc.edit(p)
			tr, err := polite.New(p, polite.Options{Agent: "bot", Base: site.Client().Transport})
			if err != nil {
				t.Fatal(err)
			}
			defer tr.Close()
			req, _ := http.NewRequestWithContext(polite.WithFetch(context.Background(), polite.Fetch{}), http.MethodGet, site.URL+"/old", nil)
			resp, err := tc.client(tr).Do(req)
			if tc.pointer != "" {
				var re *polite.RedirectError
				if !errors.As(err, &re) || !re.NotFollowed || re.Pointer != tc.pointer || re.Location != site.URL+"/new" {
					t.Errorf("err = %v (%#v), want a *RedirectError with NotFollowed at %s for %s/new", err, re, tc.pointer, site.URL)
				}
			} else {
				if err != nil {
					t.Fatalf("err = %v, want HTTP %d", err, tc.status)
				}
				resp.Body.Close()
				if resp.StatusCode != tc.status {
					t.Errorf("status %d (Location %q), want %d", resp.StatusCode, resp.Header.Get("Location"), tc.status)
				}
			}
			if n := newHits.Load(); n != tc.fetched {
				t.Errorf("/new fetched %d times, want %d", n, tc.fetched)
			}
		})
	}
}

// plainClient is an http.Client over tr that follows redirects (its default CheckRedirect).
func plainClient(tr *polite.Transport) *http.Client { return &http.Client{Transport: tr} }
