package policy

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestUsageTokensRules (issue 11, new-user trial 32, F-01): agents.X.usage_tokens states robots.txt
// product tokens that control a use of the pages the agent fetched, not the fetching. A token
// that is an agent's token, a legacy token or another usage token, also as an RFC 9309 parser
// reads it, is refused, since a group naming it would stop the fetching too (or be one group for
// two tokens); so are a token or controls left out, and a category listed twice. Failed before:
// usage_tokens was an unknown key.
func TestUsageTokensRules(t *testing.T) {
	const at = "token = \"examplebot\"\n"
	with := func(v string) []edit { return []edit{replace(at, at+"usage_tokens = "+v+"\n")} }
	runBadPolicies(t, []badPolicy{
		{
			name:  "the agent's own token",
			edits: with(`[{ token = "ExampleBot", controls = ["train-ai"] }]`),
			want:  []string{`policy.toml:28:19: agents.bot.usage_tokens[0].token: "ExampleBot" is the token of agents.bot, which sends requests: a group naming it stops the fetching, not only the use (give the usage token a name of its own, e.g. "ExampleBot-Training")`},
		},
		{
			name:  "read as the agent's token",
			edits: with(`[{ token = "examplebot.training", controls = ["train-ai"] }]`),
			want: []string{
				`policy.toml:28:19: warning: agents.bot.usage_tokens[0].token: "examplebot.training" is outside RFC 9309's product-token syntax (letters, "_" and "-", §2.2.1): an RFC 9309 parser reads a User-agent line that names it as "examplebot"`,
				`policy.toml:28:19: agents.bot.usage_tokens[0].token: "examplebot.training" is read by an RFC 9309 parser as "examplebot", as agents.bot.token is (§2.2.1: letters, "_" and "-"): a group naming it would stop the fetching too (give the usage token a name that differs in letters, "_" or "-")`,
			},
		},
		{
			name:  "twice, without controls, a category twice",
			edits: with(`[{ token = "examplebot-training", controls = ["train-ai", "train-ai"] }, { token = "ExampleBot-Training", controls = [] }]`),
			want: []string{
				`policy.toml:28:74: agents.bot.usage_tokens[0].controls[1]: "train-ai" is listed twice`,
				`policy.toml:28:91: agents.bot.usage_tokens[1].token: "ExampleBot-Training" is already the usage token at agents.bot.usage_tokens[0].token (list each usage token once, with every category it controls)`,
				`policy.toml:28:122: agents.bot.usage_tokens[1].controls: missing (want the categories of the AIPREF vocabulary whose use a group blocking the token refuses: "train-ai", "search" or both)`,
			},
		},
		{
			name:  "no token, a category outside the vocabulary",
			edits: with(`[{ controls = ["train-genai"] }]`),
			want: []string{
				`policy.toml:28:19: agents.bot.usage_tokens[0].token: missing (want the product token that a robots.txt group names to refuse this use, e.g. "CorpusBot-Training")`,
				`policy.toml:28:31: agents.bot.usage_tokens[0].controls[0]: "train-genai" is not allowed here (did you mean "train-ai"?)`,
			},
		},
		{
			name:  "no token",
			edits: with(`[{ controls = ["train-ai"] }]`),
			want:  []string{`policy.toml:28:19: agents.bot.usage_tokens[0].token: missing (want the product token that a robots.txt group names to refuse this use, e.g. "CorpusBot-Training")`},
		},
	})

	// Loaded, with the warnings of a token outside RFC 9309's syntax and of an agent that
	// does not obey robots.txt.
	for _, tc := range []struct {
		name, add string
		want      []string
	}{
		{"plain", `usage_tokens = [{ token = "examplebot-training", controls = ["train-ai", "search"] }]`, nil},
		{"a digit", `usage_tokens = [{ token = "examplebot-training2", controls = ["train-ai"] }]`, []string{
			`policy.toml:28:19: warning: agents.bot.usage_tokens[0].token: "examplebot-training2" is outside RFC 9309's product-token syntax (letters, "_" and "-", §2.2.1): an RFC 9309 parser reads a User-agent line that names it as "examplebot-training"`,
		}},
		{"robots.txt not read", "robots_txt = \"not-read\"\n" + `usage_tokens = [{ token = "MinimalBot-Training", controls = ["train-ai"] }]`, []string{
			`policy.toml:23:1: warning: agents.bot.usage_tokens: is set, but agents.bot.robots_txt is "not-read": no robots.txt group is read for the agent, so a group naming a usage token refuses nothing (leave usage_tokens out, or state robots_txt = "read" if the agent reads robots.txt for its usage tokens)`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(readBase(t), at, at+tc.add+"\n", 1)
			if strings.Contains(tc.add, "not-read") {
				// The smallest policy: nothing else there needs robots.txt read.
				src = readPolicyText(t, "../generator/testdata/smallest/policy.toml") + tc.add + "\n"
			}
			p, err := Parse([]byte(src), "policy.toml")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, w := range p.Warnings() {
				got = append(got, w.String())
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
		})
	}
}

// TestRequestlessUsageToken (issue 11; F-17): the training-only token stated the new way, in the
// fetching agent's usage_tokens, leaves no agent without requests, so no warning; the same token
// as an agent of its own is still warned of, and the warning now says where it belongs. Failed
// before: usage_tokens was an unknown key, and the warning said to leave the token to the site's
// own text.
func TestRequestlessUsageToken(t *testing.T) {
	base := readPolicyText(t, "../generator/testdata/smallest/policy.toml")
	base = strings.Replace(base, "token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nuser_agent = \"MinimalBot/1.0 (+https://minimalbot.eu/)\"\n", 1)
	for _, tc := range []struct {
		name, src, want string
	}{
		{"usage token", strings.Replace(base, "token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nusage_tokens = [{ token = \"MinimalBot-Training\", controls = [\"train-ai\"] }]\n", 1), ""},
		{"an agent of its own", base + "\n[agents.training]\ntoken = \"MinimalBot-Training\"\n", `policy.toml:24:2: warning: agents.training: states no user_agent, nothing of how it fetches (trigger, fetches, on_demand), and no address, host name or job names it, though agents.bot states the User-Agent it sends: the page states this agent as a crawler that sends requests, under the page's limits and addresses (want its user_agent as sent, if it fetches; a product token that sends no requests of its own and only controls how the pages another agent fetches are used, such as a training-only token, is not an agent: leave it out of agents and state it in the fetching agent's usage_tokens, e.g. agents.bot.usage_tokens = [{ token = "MinimalBot-Training", controls = ["train-ai"] }])`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse([]byte(tc.src), "policy.toml")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, w := range p.Warnings() {
				got = append(got, w.String())
			}
			if g := strings.Join(got, "\n"); g != tc.want {
				t.Errorf("got\n%s\nwant\n%s", g, tc.want)
			}
		})
	}
}

// TestUsageTokensDiff (issue 11): a usage token or a category it controls added gives sites one
// more way to refuse a use of their pages (stricter), one removed one fewer (looser); a token
// renamed is a change of identity (groups must name the new one). All are about the use of the
// data, not the fetching. Failed before: the field did not exist.
func TestUsageTokensDiff(t *testing.T) {
	with := func(uts ...UsageToken) *Policy {
		p := mybot(t)
		p.Agents[0].UsageTokens = uts
		return p
	}
	train := UsageToken{Token: "HarvestMouse-Training", Controls: []AIPrefCategory{AIPrefTrainAI}}
	both := UsageToken{Token: "HarvestMouse-Training", Controls: []AIPrefCategory{AIPrefTrainAI, AIPrefSearch}}
	renamed := UsageToken{Token: "HarvestMouse-AI", Controls: []AIPrefCategory{AIPrefTrainAI}}
	search := UsageToken{Token: "HarvestMouse-Search", Controls: []AIPrefCategory{AIPrefSearch}}
	const ptr = "/agents/harvestmouse/usage_tokens"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"stated", with(), with(train), "added " + ptr + "/0 stricter data"},
		{"withdrawn", with(train), with(), "removed " + ptr + "/0 looser data"},
		{"a second token", with(train), with(train, search), "added " + ptr + "/1 stricter data"},
		{"a category more", with(train), with(both), "added " + ptr + "/0/controls/1 stricter data"},
		{"a category fewer", with(both), with(train), "removed " + ptr + "/0/controls/1 looser data"},
		{"renamed", with(train), with(renamed), "changed " + ptr + "/0/token identity"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, dataLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
