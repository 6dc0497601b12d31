package policy

import "testing"

// TestProblemAtPointer: a JSON Pointer of policy.json is placed at the key policy.toml writes,
// an index segment as an array element, an escaped "/" in a key as the key quoted, and a pointer
// below what the file writes at its nearest ancestor.
func TestProblemAtPointer(t *testing.T) {
	data := []byte("[limits]\nmin_interval = \"2s\"\n\n[[network.addresses]]\nprefix = \"185.12.64.7\"\n\n[[network.addresses]]\nprefix = \"185.12.64.8\"\n\n[agents.\"a/b\"]\ntoken = \"X\"\n")
	for _, c := range []struct{ ptr, want string }{
		{"/limits/min_interval", "policy.toml:2:1: limits.min_interval: m"},
		{"/network/addresses/1/prefix", "policy.toml:8:1: network.addresses[1].prefix: m"},
		{"/agents/a~1b/token", `policy.toml:11:1: agents."a/b".token: m`},
		{"/limits/concurrency", "policy.toml:1:2: limits.concurrency: m"},
	} {
		if got := ProblemAtPointer(data, "policy.toml", c.ptr, "m").String(); got != c.want {
			t.Errorf("%s: %q, want %q", c.ptr, got, c.want)
		}
	}
}
