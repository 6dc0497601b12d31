package policy

import "testing"

// transferTimeoutBad: limits.transfer_timeout (new-user trial 21, F7) has the floor of every
// timeout, and a value that is not a duration says what would be right.
var transferTimeoutBad = []badPolicy{
	{
		name: "trial21/transfer timeout below 1ms, and not a duration",
		edits: []edit{
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ntransfer_timeout = \"1ns\"\n"),
			replace("concurrency = 1\n", "concurrency = 1\ntransfer_timeout = \"two minutes\"\n"),
		},
		want: []string{
			`policy.toml:40:1: limits.transfer_timeout: 1ns is below 1ms (a crawler cannot keep to it; write e.g. "10s")`,
			`policy.toml:52:1: targets.portals.limits.transfer_timeout: "two minutes" is not a duration (want e.g. 90s, 15m, 24h or 7d)`,
		},
	},
}

func TestTransferTimeoutBad(t *testing.T) { runBadPolicies(t, transferTimeoutBad) }

// transferTimeoutWarned: a transfer timeout shorter than the response or connection timeout ends
// the wait they state before it can last that long: a warning that names both and what to write.
var transferTimeoutWarned = []badPolicy{
	{
		name: "trial21/transfer timeout shorter than the response timeout",
		edits: []edit{
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nresponse_timeout = \"2m\"\ntransfer_timeout = \"1m\"\n"),
		},
		want: []string{
			`policy.toml:41:1: warning: limits.transfer_timeout: 1m is shorter than response_timeout (2m): the whole transfer includes that wait, so the page would state a wait that never lasts that long (want at least 2m, or leave response_timeout out)`,
		},
	},
	{
		name:  "trial21/transfer timeout longer than the response timeout",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nresponse_timeout = \"30s\"\ntransfer_timeout = \"2m\"\n")},
	},
}

func TestTransferTimeoutWarned(t *testing.T) { runValidCases(t, transferTimeoutWarned) }
