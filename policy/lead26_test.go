package policy

import "testing"

// TestRetryAfterCapBelowPause (new-user trial 25, F-13): a cap on Retry-After shorter than the
// pause a reaction takes without the header is a warning: a site that asks for a longer wait would
// get a shorter one than a site that asks for nothing. A cap as long as the pause, or a cap where no
// reaction reads Retry-After, is not.
func TestRetryAfterCapBelowPause(t *testing.T) {
	runValidCases(t, []badPolicy{
		{
			name: "cap shorter than the pause",
			edits: []edit{
				replace(`retry_after = "honoured"`, "retry_after = \"honoured\"\nretry_after_max = \"30s\""),
				replace(`pause = "1m"`, "pause = \"1m\"\nretry_after = true"),
			},
			want: []string{
				`policy.toml:86:1: warning: errors.retry_after_max: 30s is shorter than errors.reactions[0].pause 1m: a site that sends Retry-After would get a shorter pause than one that does not (want at least 1m)`,
			},
		},
		{
			name: "cap as long as the pause",
			edits: []edit{
				replace(`retry_after = "honoured"`, "retry_after = \"honoured\"\nretry_after_max = \"60s\""),
				replace(`pause = "1m"`, "pause = \"1m\"\nretry_after = true"),
			},
		},
		{
			name:  "a reaction that does not read Retry-After",
			edits: []edit{replace(`retry_after = "honoured"`, "retry_after = \"honoured\"\nretry_after_max = \"30s\"")},
		},
	})
}
