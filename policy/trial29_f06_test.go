package policy

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestPortsPaths (trial 29, F-06): an agent states the only ports it connects to
// (agents.X.ports) and the only paths it requests (agents.X.paths); policy.json carries both.
// validate refuses, each at its place and all at once: a port outside 1–65535 or listed twice, a
// path that is not absolute or not a single path or listed twice, paths beside follows_links
// other than "none" (an agent that follows links requests what it finds), and a list without
// "/robots.txt" for an agent that reads robots.txt. Before, both keys were unknown.
func TestPortsPaths(t *testing.T) {
	const scope = "follows_links = \"none\"\nports = [80, 443]\npaths = [\"/\", \"/robots.txt\", \"/.well-known/security.txt\"]\n"
	p := parseText(t, strings.Replace(readBase(t), "follows_links = \"within-site\"\n", scope, 1), "policy.toml")
	bot, _ := p.Agents.Get("bot")
	js, err := json.Marshal(bot)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"ports":[80,443],"paths":["/","/robots.txt","/.well-known/security.txt"]`; !strings.Contains(string(js), want) {
		t.Errorf("policy.json's agent = %s, want %s", js, want)
	}
	runBadPolicies(t, []badPolicy{
		{name: "bad ports and paths", edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nports = [0, 80, 80]\npaths = [\"admin\", \"/a?b=1\", \"/\", \"/\"]\n")}, want: []string{
			`policy.toml:33:10: agents.bot.ports[0]: 0 is not a TCP port (want a whole number from 1 to 65535, e.g. 80 or 443)`,
			`policy.toml:33:17: agents.bot.ports[2]: 80 is listed twice`,
			`policy.toml:34:1: agents.bot.paths: does not hold "/robots.txt", but the agent reads robots.txt, which is a request too (want "/robots.txt" among the paths)`,
			`policy.toml:34:1: agents.bot.paths: is set, but follows_links is "within-site": an agent that follows links requests the paths it finds, not a fixed list (want follows_links = "none", or leave paths out)`,
			`policy.toml:34:10: agents.bot.paths[0]: "admin" is not a path (want an absolute path such as "/" or "/.well-known/security.txt")`,
			`policy.toml:34:19: agents.bot.paths[1]: "/a?b=1" is not a single path (want the path whole, without a query, a space, "*" or "$", e.g. "/.well-known/security.txt")`,
			`policy.toml:34:34: agents.bot.paths[3]: "/" is listed twice`,
		}},
	})
	old := parseText(t, strings.Replace(readBase(t), "follows_links = \"within-site\"\n", "follows_links = \"none\"\n", 1), "policy.toml")
	if got, want := diffClasses(t, old, p), "added /agents/bot/ports stricter false\nadded /agents/bot/paths stricter false"; got != want {
		t.Errorf("Diff =\n%s\nwant\n%s", got, want)
	}
}
