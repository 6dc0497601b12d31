package policy

import (
	"slices"
	"testing"
)

// Test_nu12UserAgentReservedNames (new-user trial 12, item 22): outside an example, a URL or an
// e-mail address in a User-Agent (the agent's or a variant's) under a name reserved for
// documentation and tests is refused as site.base_url's is; the first reserved one of each
// User-Agent is named. A User-Agent with a real URL passes.
func Test_nu12UserAgentReservedNames(t *testing.T) {
	real := []edit{
		remove("example = true\n"),
		replace(`prefix = "203.0.113.7"`, `prefix = "192.0.32.7"`),
		replace(`base_url = "https://crawler.example/"`, `base_url = "https://crawler.eu/"`),
		replace(`email = "crawler@crawler.example"`, `email = "crawler@crawler.eu"`),
	}
	with := func(es ...edit) []edit { return append(append([]edit{}, real...), es...) }
	runBadPolicies(t, []badPolicy{
		{name: "the agent's URL", edits: with(), want: []string{
			`policy.toml:29:1: agents.bot.user_agent: "examplebot/{version} (+https://crawler.example/)" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
		}},
		{name: "a variant's e-mail address, a URL with user info", edits: with(
			replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = "examplebot/{version} (+https://crawler.eu/; bot@crawler.eu)"`),
			appendText("\n[[agents.bot.variants]]\nuser_agent = \"examplebot feeds (+https://crawler.eu/; feeds@Crawler.TEST)\"\n\n[[agents.bot.variants]]\nuser_agent = \"examplebot images (+http://me@img.example.org:8080/x)\"\n"),
		), want: []string{
			`policy.toml:110:1: agents.bot.variants[0].user_agent: "examplebot feeds (+https://crawler.eu/; feeds@Crawler.TEST)" lies under "test", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.2): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:113:1: agents.bot.variants[1].user_agent: "examplebot images (+http://me@img.example.org:8080/x)" lies under "example.org", a name reserved for documentation and tests (RFC 2606 §3, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
		}},
	})
	src, err := badPolicy{edits: with(replace("crawler.example/)", "crawler.eu/)"))}.apply(readBase(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Parse([]byte(src), "policy.toml"); err != nil {
		t.Errorf("a real User-Agent: %v", err)
	}
	// With site.example = true, the base (whose User-Agent names crawler.example) is valid.
	if _, err := Parse([]byte(readBase(t)), "policy.toml"); err != nil {
		t.Errorf("an example: %v", err)
	}
	for ua, want := range map[string][]string{
		"Mozilla/5.0 (compatible; KestrelPriceBot/2.3; +https://kestrel-prices.example/bot/)": {"kestrel-prices.example"},
		"a (mailto:x@y.test; https://u:p@h.example:443/; http://z.eu)":                        {"y.test", "h.example", "z.eu"},
		"TestBot/1.0": nil,
	} {
		if got := userAgentHosts(ua); !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
			t.Errorf("userAgentHosts(%q) = %q, want %q", ua, got, want)
		}
	}
}
