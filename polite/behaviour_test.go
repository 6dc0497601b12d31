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

// TestMethods: a policy that lists the agent's request methods gets no other sent; the methods it
// lists pass.
func TestMethods(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{})
		p := basePolicy()
		bot, _ := p.Agents.Get("bot")
		bot.HTTP = &policy.HTTP{Methods: []policy.Method{policy.MethodGET, policy.MethodHEAD}}
		p.Agents = policy.Keyed[policy.Agent]{bot}
		tr := start(t, p, s, polite.Options{})
		for _, m := range []string{http.MethodGet, http.MethodHead} {
			if _, err := do(tr, polite.Fetch{}, m, "http://a.example/x"); err != nil {
				t.Errorf("%s: %v", m, err)
			}
		}
		before := len(s.requests(pages))
		_, err := do(tr, polite.Fetch{}, http.MethodPost, "http://a.example/x")
		var me *polite.MethodError
		if !errors.As(err, &me) || me.Pointer != "/agents/bot/http/methods" || me.Method != "POST" {
			t.Errorf("POST: %v, want a *MethodError at /agents/bot/http/methods", err)
		}
		if got := len(s.requests(pages)); got != before {
			t.Errorf("POST reached the site: %d requests, want %d", got, before)
		}
	})
}

// TestBehaviourUnenforceable: how the agent's HTTP client speaks and its cache of fetches on
// demand are the crawler's; New names each, unless Options.Elsewhere does.
func TestBehaviourUnenforceable(t *testing.T) {
	p := basePolicy()
	bot, _ := p.Agents.Get("bot")
	bot.HTTP = &policy.HTTP{Versions: []policy.HTTPVersion{policy.HTTP2}, Compression: []policy.Coding{policy.CodingGzip}, Cookies: policy.CookiesIgnored, JavaScript: policy.JavaScriptNotRendered, RangeRequests: true}
	bot.OnDemand = &policy.OnDemand{CacheFor: dur("30m"), CacheShared: true}
	p.Agents = policy.Keyed[policy.Agent]{bot}
	_, err := polite.New(p, polite.Options{Agent: "bot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) {
		t.Fatalf("err = %v, want an *UnenforceableError", err)
	}
	want := []string{
		"/agents/bot/http/compression: the content codings accepted are the crawler's client's: configure its base transport",
		"/agents/bot/http/cookies: cookies are kept by the crawler's client (its cookie jar)",
		"/agents/bot/http/javascript: whether scripts run is the crawler's renderer's",
		"/agents/bot/http/range_requests: Range requests are the crawler's: it sets the Range header",
		"/agents/bot/http/versions: the HTTP versions are the crawler's client's: configure its base transport",
		"/agents/bot/on_demand/cache_for: a response reused per URL is the crawler's cache",
	}
	if fmt.Sprint(ue.Statements) != fmt.Sprint(want) {
		t.Errorf("statements:\n%s\nwant:\n%s", strings.Join(ue.Statements, "\n"), strings.Join(want, "\n"))
	}
	var all []string
	for _, st := range want {
		ptr, _, _ := strings.Cut(st, ": ")
		all = append(all, ptr)
	}
	if _, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: all}); err != nil {
		t.Errorf("with every statement named in Elsewhere: %v", err)
	}
}
