package polite_test

import (
	"context"
	"errors"
	"net/http"
	"os"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestPlaceholders sends feed-reader's User-Agent with {subscribers} filled in from
// Fetch.Placeholders, and refuses a request that gives no value for it.
func TestPlaceholders(t *testing.T) {
	p, err := policy.Load(os.DirFS("../examples/feed-reader"), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	synctest.Test(t, func(t *testing.T) {
		sites := conform.NewSites()
		sites.Add("a.example", "127.0.0.9", conform.Site{})
		clock := clockAt(conform.HarnessNow)
		sites.Clock = clock.Now
		o := crawlerOptions(p)
		o.Agent, o.Base, o.Resolve, o.Clock = "fetcher", sites, sites.Resolve, clock
		tr, err := polite.New(p, o)
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		get := func(f polite.Fetch) error {
			req, _ := http.NewRequestWithContext(polite.WithFetch(context.Background(), f), http.MethodGet, "http://a.example/feed", nil)
			resp, err := tr.RoundTrip(req)
			if err == nil {
				resp.Body.Close()
			}
			return err
		}
		var pe *polite.PlaceholderError
		if err := get(polite.Fetch{}); !errors.As(err, &pe) || pe.Name != "subscribers" || pe.Pointer != "/agents/fetcher/placeholders" {
			t.Errorf("without a value: %v, want a *PlaceholderError for subscribers", err)
		}
		if err := get(polite.Fetch{Placeholders: map[string]string{"subscribers": "1\r\nX: y"}}); !errors.As(err, &pe) {
			t.Errorf("a value with a line break: %v, want a *PlaceholderError", err)
		}
		if err := get(polite.Fetch{Placeholders: map[string]string{"subscribers": "42"}}); err != nil {
			t.Fatal(err)
		}
		rs := sites.Records(nil)
		if len(rs) != 1 {
			t.Fatalf("%d requests sent, want 1", len(rs))
		}
		if got, want := rs[0].Header.Get("User-Agent"), "ReadFeed/1.0 (+https://readfeed.example/fetcher; 42 subscribers)"; got != want {
			t.Errorf("User-Agent %q, want %q", got, want)
		}
	})
}

// TestRefuseWithEnforced runs the harness's check of feed-reader's refuse_with, wants it to pass,
// and to fail against a transport for the same policy without refuse_with; and wants the
// *RefusedError for the address answered so.
func TestRefuseWithEnforced(t *testing.T) {
	p, claims, o := loadClaims(t, "feed-reader")
	c := claimByID(claims, "refuse with /agents/fetcher/refuse_with")
	if c == nil {
		t.Fatal("no claim of refuse_with")
	}
	ignoring, err := policy.Load(os.DirFS("../examples/feed-reader"), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	for i := range ignoring.Agents {
		ignoring.Agents[i].RefuseWith = nil
	}
	synctest.Test(t, func(t *testing.T) {
		if v := judge(c, o, nil); v.Status != conform.Pass {
			t.Errorf("%s: %v", v.Status, v.Evidence)
		}
	})
	synctest.Test(t, func(t *testing.T) {
		if v := judge(c, o, ignoring); v.Status != conform.Fail {
			t.Errorf("against a transport that ignores refuse_with: %s: %v", v.Status, v.Evidence)
		}
	})
	synctest.Test(t, func(t *testing.T) {
		sites := conform.NewSites()
		sites.Add("a.example", "127.0.0.9", conform.Site{Page: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/gone" {
				w.WriteHeader(http.StatusGone)
			}
		}})
		clock := clockAt(conform.HarnessNow)
		sites.Clock = clock.Now
		o.Agent, o.Base, o.Resolve, o.Clock = "fetcher", sites, sites.Resolve, clock
		tr, err := polite.New(p, o)
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		ctx := polite.WithFetch(context.Background(), polite.Fetch{Placeholders: map[string]string{"subscribers": "42"}})
		var errs []error
		for range 2 {
			req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://a.example/gone", nil)
			resp, err := tr.RoundTrip(req)
			if err == nil {
				if resp.StatusCode != http.StatusGone {
					t.Errorf("status %d, want the 410 as it was", resp.StatusCode)
				}
				resp.Body.Close()
			}
			errs = append(errs, err)
		}
		var re *polite.RefusedError
		if errs[0] != nil || !errors.As(errs[1], &re) || re.URL != "http://a.example/gone" || re.Pointer != "/agents/fetcher/refuse_with" {
			t.Errorf("got %v, %v; want the 410, then a *RefusedError", errs[0], errs[1])
		}
	})
}
