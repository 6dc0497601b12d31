package policy

import "testing"

// TestDurationAsWrittenWithErrors (new-user trial 23, F25): a duration in a problem is quoted as
// the file writes it in a file with errors too ("48h", not "2d"): the warnings of a file whose
// values the loader refuses come from another pass, which quoted Duration.String's text; and so
// is another key's duration that a problem names ("shorter than cache_for 48h", was "2d").
func TestDurationAsWrittenWithErrors(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name: "trial23/48h beside a refused value",
			edits: []edit{
				replace("cache_for = \"24h\"\n", "cache_for = \"48h\"\n"),
				replace("retry_after = \"honoured\"\n", "retry_after = \"honoured\"\nretry_after_max = \"0s\"\n"),
			},
			want: []string{
				`policy.toml:80:1: warning: robots_txt.cache_for: 48h is longer than 24 hours, which RFC 9309 §2.4 advises against (crawlers SHOULD NOT use a cached copy longer): the page states it as it is`,
				`policy.toml:82:1: robots_txt.takes_effect_within: 24h is shorter than cache_for 48h: a copy is used that long`,
				`policy.toml:86:1: errors.retry_after_max: "0s" is zero (want a length of time; for "not set", leave the key out)`,
			},
		},
	})
}

// TestOneMoreRetry (new-user trial 23, F18): one more retry, each retry before it no later, sends
// more requests to a failing site for certain: less polite, not "may be less polite"; one more
// beside a retry that comes later may be either; one fewer, none sooner, is more polite (it was
// "may be less polite" too).
func TestOneMoreRetry(t *testing.T) {
	d := func(s ...string) []Duration {
		out := make([]Duration, len(s))
		for i, v := range s {
			out[i] = mustDuration(t, v)
		}
		return out
	}
	runDiffCases(t, []diffCase{
		{"one more", func(p *Policy) { p.Errors.Retries.Delays = d("30s", "5m", "1h", "1h") },
			[]string{"changed /errors/retries/delays looser!"}},
		{"one more, sooner", func(p *Policy) { p.Errors.Retries.Delays = d("10s", "5m", "1h", "2h") },
			[]string{"changed /errors/retries/delays looser!"}},
		{"one more, one later", func(p *Policy) { p.Errors.Retries.Delays = d("30s", "10m", "1h", "1h") },
			[]string{"changed /errors/retries/delays looser"}},
		{"one fewer", func(p *Policy) { p.Errors.Retries.Delays = d("30s", "5m") },
			[]string{"changed /errors/retries/delays stricter"}},
	})
}
