package polite_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestUserAgentForm: a User-Agent stated as the end of a browser's header is the crawler's to
// compose. New refuses it unless the crawler names it in Options.Elsewhere; then every request,
// robots.txt's too, carries the crawler's own header, and one that does not end in the policy's
// string is refused.
func TestUserAgentForm(t *testing.T) {
	p := basePolicy()
	p.Agents[0].UserAgentForm = policy.UserAgentFormAfterBrowser
	const ptr = "/agents/bot/user_agent_form"
	_, err := polite.New(p, polite.Options{Agent: "bot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) || len(ue.Statements) != 1 || !strings.HasPrefix(ue.Statements[0], ptr+` = "after-browser": `) {
		t.Fatalf("New without Elsewhere = %v, want an UnenforceableError for %s", err, ptr)
	}
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Robots: "User-agent: *\nAllow: /\n"})
		tr := start(t, p, s, polite.Options{Elsewhere: []string{ptr}})
		const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36"
		send := func(ua string) error {
			req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://a.example/page", nil)
			req.Header.Set("User-Agent", ua)
			resp, err := tr.RoundTrip(req)
			if err == nil {
				resp.Body.Close()
			}
			return err
		}
		want := browser + " " + tr.UserAgent()
		if err := send(want); err != nil {
			t.Fatalf("a request whose User-Agent ends in the policy's: %v", err)
		}
		for _, r := range s.requests(func(record) bool { return true }) {
			if got := r.Header.Get("User-Agent"); got != want {
				t.Errorf("%s sent with User-Agent %q, want %q", r.Path, got, want)
			}
		}
		if err := send(browser); err == nil {
			t.Error("a request whose User-Agent lacks the policy's string was sent")
		}
	})
}

// TestGroupMatchingMergesStar: an agent that reads the "*" group together with its own keeps the
// "*" group's rules where its own group says nothing, as agents.X.group_matching says.
func TestGroupMatchingMergesStar(t *testing.T) {
	for _, merges := range []bool{false, true} {
		synctest.Test(t, func(t *testing.T) {
			s := newSites()
			s.add("a.example", "", site{Robots: "User-agent: *\nDisallow: /tmp\n\nUser-agent: ExampleBot\nDisallow: /drafts/\n"})
			p := basePolicy()
			if merges {
				p.Agents[0].GroupMatching = policy.GroupMatchingMergesStar
			}
			tr := start(t, p, s, polite.Options{})
			_, err := get(tr, polite.Fetch{}, "http://a.example/tmp/1")
			var dis *polite.DisallowedError
			if got := errors.As(err, &dis); got != merges {
				t.Errorf("merges-star %v: /tmp/1 %v, want disallowed %v", merges, err, merges)
			}
			if _, err := get(tr, polite.Fetch{}, "http://a.example/drafts/1"); !errors.As(err, &dis) {
				t.Errorf("merges-star %v: /drafts/1 %v, want its own group's Disallow", merges, err)
			}
		})
	}
}
