package policy_test

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// gminaEdit returns gmina-bot's policy with line added after its agent's on_disallow line.
func gminaEdit(t *testing.T, line string) []byte {
	t.Helper()
	src, err := os.ReadFile("../examples/gmina-bot/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const at = "on_disallow = [\"skip-path\"]\n"
	if !strings.Contains(string(src), at) {
		t.Fatal("gmina-bot's policy has no on_disallow line")
	}
	return []byte(strings.Replace(string(src), at, at+line+"\n", 1))
}

// TestRecordedUnderDisallow (trial 29, F-02): agents.X.recorded_under_disallow states what an
// agent that obeys robots.txt records of a server even where robots.txt disallows every URL (the
// TLS certificate of a scanner's handshake); before, the key was unknown. An unknown value, a
// value listed twice and the key on an agent that does not obey robots.txt are refused, all at
// once, each with its place and what would be right.
func TestRecordedUnderDisallow(t *testing.T) {
	p, err := policy.Parse(gminaEdit(t, `recorded_under_disallow = ["tls-certificate", "open-ports"]`), "policy.toml")
	if err != nil {
		t.Fatalf("a valid list refused: %v", err)
	}
	if got := p.Agents[0].RecordedUnderDisallow; len(got) != 2 || got[0] != policy.RecordedTLSCertificate || got[1] != policy.RecordedOpenPorts {
		t.Errorf("recorded_under_disallow = %q", got)
	}
	for line, w := range map[string]string{
		`recorded_under_disallow = ["tls-certificate", "tls-certificate"]`: `agents.gminabot.recorded_under_disallow[1]: "tls-certificate" is listed twice`,
		`recorded_under_disallow = ["cookies"]`:                            `agents.gminabot.recorded_under_disallow[0]: "cookies" is not allowed here (want one of "tls-certificate", "open-ports")`,
	} {
		_, err = policy.Parse(gminaEdit(t, line), "policy.toml")
		if err == nil || !strings.Contains(err.Error(), "policy.toml:") || !strings.Contains(err.Error(), w) {
			t.Errorf("problems:\n%v\nwant one with %q", err, w)
		}
	}
	_, err = policy.Parse(gminaEdit(t, "recorded_under_disallow = [\"tls-certificate\"]\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\""), "policy.toml")
	if w := `agents.gminabot.recorded_under_disallow[0]: is set, but robots_txt is "not-read"`; err == nil || !strings.Contains(err.Error(), w) {
		t.Errorf("problems:\n%v\nwant one with %q", err, w)
	}
}
