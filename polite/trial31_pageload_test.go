package polite_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestPageLoadTimeoutUnenforceable (new-user trial 31, F-05): a page load abandoned after a time
// in total (limits.page_load_timeout) is the crawler's browser's, since the Transport sees a page
// load's requests one at a time: New refuses it unless Options.Elsewhere names it, and says what
// the crawler does. Failed before: unknown key.
func TestPageLoadTimeoutUnenforceable(t *testing.T) {
	p := basePolicy()
	p.Agents[0].Embedded = &policy.Embedded{Fetch: policy.EmbeddedFetched}
	p.Limits.PageLoadTimeout = dur("1m")
	elsewhere := []string{"/agents/bot/embedded/fetch"}
	_, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: elsewhere})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) {
		t.Fatalf("err = %v, want an *UnenforceableError", err)
	}
	want := []string{"/limits/page_load_timeout = 60: a page load, the page with the resources it embeds, is the crawler's browser's, and the Transport sees its requests one at a time: give each page load's context a deadline"}
	if !slices.Equal(ue.Statements, want) {
		t.Errorf("statements:\n%q\nwant\n%q", ue.Statements, want)
	}
	if _, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: append(elsewhere, "/limits/page_load_timeout")}); err != nil {
		t.Errorf("with the page-load timeout elsewhere: %v", err)
	}
}
