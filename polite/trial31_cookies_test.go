package polite_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestCookiesKeptPerRunUnenforceable (new-user trial 31, F-10): cookies kept for one run only
// (agents.X.http.cookies = "kept-per-run") are the crawler's cookie jar, as "kept" is, and New
// says what the crawler must do: a jar per run, dropped when the run ends. Failed before: unknown
// value.
func TestCookiesKeptPerRunUnenforceable(t *testing.T) {
	p := basePolicy()
	bot, _ := p.Agents.Get("bot")
	bot.HTTP = &policy.HTTP{Cookies: policy.CookiesKeptPerRun}
	p.Agents = policy.Keyed[policy.Agent]{bot}
	p.Jobs = policy.Keyed[policy.Job]{{ID: "check", Label: policy.Label{"en": "Check"}, Agent: "bot", Triggers: []policy.JobTrigger{policy.JobTriggerPublicComplaint}}}
	_, err := polite.New(p, polite.Options{Agent: "bot"})
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) {
		t.Fatalf("err = %v, want an *UnenforceableError", err)
	}
	want := "/agents/bot/http/cookies = \"kept-per-run\": cookies are kept by the crawler's client (its cookie jar): give each run a jar of its own and drop it when the run ends"
	if !slices.Contains(ue.Statements, want) {
		t.Errorf("statements:\n%q\nwant them to hold\n%s", ue.Statements, want)
	}
	if _, err := polite.New(p, polite.Options{Agent: "bot", Elsewhere: []string{"/agents/bot/http/cookies", "/jobs/check/triggers"}}); err != nil {
		t.Errorf("with the cookies elsewhere: %v", err)
	}
}
