package polite_test

import (
	"slices"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
)

// TestPauseUntilNextRunNotJudged (new-user trial 32, F-08): sitegen conform covers a reaction
// with pause_until = "next-run", and reports it not observable with why (its scenario is a single
// run), never as a pause of no length. Failed before: "next-run" is not a value of pause_until.
func TestPauseUntilNextRunNotJudged(t *testing.T) {
	p, err := policy.Parse([]byte(nextRunPolicy), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	if _, uncovered, _ := conform.Claims(p); len(uncovered) > 0 {
		t.Errorf("no check covers %v", uncovered)
	}
	claims, o := claimsOf(t, p)
	c := claimByID(claims, "reaction /errors/reactions/0")
	if c == nil {
		t.Fatal("no claim of the reaction")
	}
	synctest.Test(t, func(t *testing.T) {
		v := judge(c, o, nil)
		const want = "the pause lasts until the next run (/errors/reactions/0/pause_until), and this check's scenario is a single run"
		if v.Status != conform.NotObservable || !slices.Contains(v.Evidence, want) {
			t.Errorf("%s: %q, want %s with %q", v.Status, v.Evidence, conform.NotObservable, want)
		}
	})
}
