package policy

import (
	"strings"
	"testing"
)

// TestWorkingDaysBeyondAYear (new-user trial 15, finding 15): a promise counted in working days
// beyond a year of them (260) is warned of, at its key, for the time to answer and for a
// request's; a year's worth or less passes without a warning. (A job's within_working_days goes
// through the same check.)
func TestWorkingDaysBeyondAYear(t *testing.T) {
	const src = `schema = 2

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
response_working_days = RESPONSE

[[contact.requests]]
kind = "stop"
within_working_days = WITHIN

[agents.bot]
token = "MinimalBot"
user_agent = "MinimalBot/1.0 (+https://minimalbot.eu/)"
`
	for _, tc := range []struct {
		response, within string
		want             []string
	}{
		{"100000000", "261", []string{
			"contact.response_working_days: 100000000 working days is more than a year (about 260)",
			"contact.requests[0].within_working_days: 261 working days is more than a year (about 260)",
		}},
		{"260", "10", nil},
	} {
		p, err := Parse([]byte(strings.NewReplacer("RESPONSE", tc.response, "WITHIN", tc.within).Replace(src)), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, w := range p.Warnings() {
			if strings.Contains(w.Msg, "working days") {
				got = append(got, w.Path+": "+w.Msg)
			}
		}
		ok := len(got) == len(tc.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.HasPrefix(got[i], tc.want[i])
		}
		if !ok {
			t.Errorf("%s, %s: warnings\n%s\nwant\n%s", tc.response, tc.within, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}
