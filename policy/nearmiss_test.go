package policy

import (
	"errors"
	"strings"
	"testing"
)

// TestNearMissNoFollowOn (new-user trial 15, finding 17): a key written under a near miss of its
// name is one problem, the unknown key with the name it was meant to have; the key it was meant
// to be is not also "missing", nor a key beside it "set, but concurrency is not". A key that is
// really missing, with no near miss written, is still reported.
func TestNearMissNoFollowOn(t *testing.T) {
	const head = `schema = 2

[site]
title = { en = "MinimalBot" }
base_url = "https://minimalbot.eu/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01

[operator]
name = "Minimal Example Ltd"

[contact]
email = "bot@minimalbot.eu"

[agents.bot]
token = "MinimalBot"
user_agent = "MinimalBot/1.0 (+https://minimalbot.eu/)"

[limits]
concurrency_key = "site"
concurrency_unit = "requests"
`
	for _, tc := range []struct {
		name, limits string
		want         []string // each problem's path and the start of its message, in order
	}{
		{"a typo", "concurency = 2\n", []string{`limits.concurency: unknown key "concurency" (did you mean "concurrency"?)`}},
		{"a case slip", "Concurrency = 2\n", []string{`limits.Concurrency: unknown key "Concurrency" (keys are case-sensitive: write "concurrency")`}},
		{"really missing", "", []string{"limits.concurrency: missing", "limits.concurrency_unit: is set, but concurrency is not"}},
	} {
		_, err := Parse([]byte(head+tc.limits), "policy.toml")
		var ps Problems
		if !errors.As(err, &ps) {
			t.Fatalf("%s: %v, want problems", tc.name, err)
		}
		var got []string
		for _, p := range ps {
			if !p.Warning {
				got = append(got, p.Path+": "+p.Msg)
			}
		}
		ok := len(got) == len(tc.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.HasPrefix(got[i], tc.want[i])
		}
		if !ok {
			t.Errorf("%s: problems\n%s\nwant\n%s", tc.name, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}
