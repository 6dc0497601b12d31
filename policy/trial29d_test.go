package policy_test

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestRobotsTxtExemptPaths (trial 29, F-01): agents.X.robots_txt_exempt_paths states the paths an
// agent that obeys robots.txt fetches whatever it says (security.txt, RFC 9116); before, the key
// was unknown. A path that is not an absolute path, one with a wildcard, a query or a space, one
// listed twice, and the key on an agent that does not obey robots.txt are refused, all at once,
// each with its place.
func TestRobotsTxtExemptPaths(t *testing.T) {
	src, err := os.ReadFile("../examples/gmina-bot/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const at = "on_disallow = [\"skip-path\"]\n"
	if !strings.Contains(string(src), at) {
		t.Fatal("gmina-bot's policy has no on_disallow line")
	}
	edit := func(line string) []byte { return []byte(strings.Replace(string(src), at, at+line+"\n", 1)) }
	p, err := policy.Parse(edit(`robots_txt_exempt_paths = ["/.well-known/security.txt", "/robots.txt"]`), "policy.toml")
	if err != nil {
		t.Fatalf("a valid list refused: %v", err)
	}
	if got := p.Agents[0].RobotsTxtExemptPaths; len(got) != 2 || got[0] != "/.well-known/security.txt" {
		t.Errorf("robots_txt_exempt_paths = %q", got)
	}
	_, err = policy.Parse(edit(`robots_txt_exempt_paths = ["security.txt", "/a*", "/b?x=1", "/c", "/c"]`), "policy.toml")
	want := []string{
		`agents.gminabot.robots_txt_exempt_paths[0]: "security.txt" is not a path (want an absolute path such as "/.well-known/security.txt")`,
		`agents.gminabot.robots_txt_exempt_paths[1]: "/a*" is not a single path`,
		`agents.gminabot.robots_txt_exempt_paths[2]: "/b?x=1" is not a single path`,
		`agents.gminabot.robots_txt_exempt_paths[4]: "/c" is listed twice`,
	}
	for _, w := range want {
		if err == nil || !strings.Contains(err.Error(), "policy.toml:") || !strings.Contains(err.Error(), w) {
			t.Errorf("problems:\n%v\nwant one with %q", err, w)
		}
	}
	notRead := strings.Replace(string(edit(`robots_txt_exempt_paths = ["/.well-known/security.txt"]`)), at, at+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n", 1)
	_, err = policy.Parse([]byte(notRead), "policy.toml")
	if w := `agents.gminabot.robots_txt_exempt_paths[0]: is set, but robots_txt is "not-read"`; err == nil || !strings.Contains(err.Error(), w) {
		t.Errorf("problems:\n%v\nwant one with %q", err, w)
	}
}
