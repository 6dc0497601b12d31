package policy

import (
	"strings"
	"testing"
	"unicode"
)

// TestIdentityTextRefused (new user 3, 3.4): zero-width characters (U+200B–U+200D, U+2060,
// U+FEFF) and text not in NFC in the values that name the operator and its crawlers are errors,
// with the key path and the cleaned value as what would be right; in a label they stay allowed.
// A value of a type that refuses such characters anyway (a token, a User-Agent, a domain) is
// reported once, with the cleaned value, and the rules on the rest of the file still run.
func TestIdentityTextRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name: "the report's operator name: a combining diaeresis and a zero-width space",
			edits: []edit{
				replace(`name = "Example GmbH"`, `name = "Bundesamt fu\u0308r Barrierefreiheits\u200bmonitoring"`),
			},
			want: []string{
				`policy.toml:16:1: operator.name: "Bundesamt fu\u0308r Barrierefreiheits\u200bmonitoring" holds U+200B ZERO WIDTH SPACE at character 33: an invisible character, which a copy or a search of the value carries or misses (want "Bundesamt für Barrierefreiheitsmonitoring")`,
			},
		},
		{
			name:  "not NFC alone",
			edits: []edit{replace(`name = "Example GmbH"`, `name = "Bundesamt fu\u0308r Barrierefreiheitsmonitoring"`)},
			want: []string{
				`policy.toml:16:1: operator.name: "Bundesamt fu\u0308r Barrierefreiheitsmonitoring" is not in Unicode normalization form C (NFC): U+0308 at character 13 combines with the character before it, so the value looks like "Bundesamt für Barrierefreiheitsmonitoring" but is other text for a search, a filter or a comparison (want "Bundesamt für Barrierefreiheitsmonitoring", its NFC form)`,
			},
		},
		{
			name: "every zero-width character, in every kind of identity value",
			edits: []edit{
				replace(`email = "crawler@crawler.example"`, `email = "craw\u200cler@crawler.example"`+"\nabuse_email = \"abuse@craw\\u2060ler.example\""),
				replace(`token = "examplebot"`, `token = "example\ufeffbot"`),
				replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = "example\u200dbot/{version} (+https://crawler.example/)"`+"\nstable_parts = [\"example\\u200bbot/\"]"),
				replace(`prefix = "203.0.113.7"`, `prefix = "203.0.113.7"`+"\n\n[network]\nreverse_dns = \"crawl.craw\\u200bler.example\""),
				replace(`purpose = { en = "Indexes public pages", de = "Indexiert öffentliche Seiten" }`, `purpose = { en = "Indexes public pages", de = "Indexiert öffentliche Seiten\u200d" }`),
				replace(`min_interval = "1s"`, `min_interval = "0s"`),
			},
			want: []string{
				`policy.toml:20:1: contact.email: "craw\u200cler@crawler.example" holds U+200C ZERO WIDTH NON-JOINER at character 5: an invisible character, which a copy or a search of the value carries or misses (want "crawler@crawler.example")`,
				`policy.toml:21:1: contact.abuse_email: "abuse@craw\u2060ler.example" holds U+2060 WORD JOINER at character 11: an invisible character, which a copy or a search of the value carries or misses (want "abuse@crawler.example")`,
				`policy.toml:28:1: agents.bot.token: "example\ufeffbot" holds U+FEFF ZERO WIDTH NO-BREAK SPACE at character 8: an invisible character, which a copy or a search of the value carries or misses (want "examplebot")`,
				`policy.toml:31:1: agents.bot.user_agent: "example\u200dbot/{version} (+https://crawler.example/)" holds U+200D ZERO WIDTH JOINER at character 8: an invisible character, which a copy or a search of the value carries or misses (want "examplebot/{version} (+https://crawler.example/)")`,
				`policy.toml:32:17: agents.bot.stable_parts[0]: "example\u200bbot/" holds U+200B ZERO WIDTH SPACE at character 8: an invisible character, which a copy or a search of the value carries or misses (want "examplebot/")`,
				`policy.toml:40:1: network.reverse_dns: "crawl.craw\u200bler.example" holds U+200B ZERO WIDTH SPACE at character 11: an invisible character, which a copy or a search of the value carries or misses (want "crawl.crawler.example")`,
				`policy.toml:43:1: limits.min_interval: "0s" is zero (want a length of time; for "not set", leave the key out)`,
			},
		},
	})
}

// TestIdentityTextPadded (new-user trial 20, F10): an identity value that begins or ends with white
// space is refused with the trimmed value as what would be right (the page showed
// "Operator:   PriceScout GmbH  ", whose trailing spaces break the Markdown line); a stable part,
// a piece of a longer text, may hold its spaces; a User-Agent's type says why HTTP drops them.
func TestIdentityTextPadded(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name: "padded name, display name, User-Agent and e-mail address",
		edits: []edit{
			replace(`name = "Example GmbH"`, `name = "  Example GmbH  "`),
			replace(`token = "examplebot"`, `token = "examplebot"`+"\nname = { en = \"ExampleBot\u00a0\" }"),
			replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = " examplebot/{version} (+https://crawler.example/)"`+"\nstable_parts = [\" (+https://crawler.example/)\"]"),
			replace(`email = "crawler@crawler.example"`, `email = " crawler@crawler.example"`),
		},
		want: []string{
			`policy.toml:16:1: operator.name: "  Example GmbH  " begins and ends with whitespace, which the page would show as part of the value (want "Example GmbH")`,
			`policy.toml:20:1: contact.email: " crawler@crawler.example" begins with whitespace, which the page would show as part of the value (want "crawler@crawler.example")`,
			`policy.toml:28:10: agents.bot.name.en: "ExampleBot\u00a0" ends with whitespace, which the page would show as part of the value (want "ExampleBot")`,
			`policy.toml:31:1: agents.bot.user_agent: " examplebot/{version} (+https://crawler.example/)" begins with whitespace, which no server sees: an HTTP field value has no leading or trailing whitespace (RFC 9110 §5.5; write "examplebot/{version} (+https://crawler.example/)")`,
		},
	}})
}

// TestValidateRefusesIdentityText: a policy built in Go meets the same rule.
func TestValidateRefusesIdentityText(t *testing.T) {
	p := goPolicy(t)
	p.Operator.Name = "Mouse\u200bLabs"
	p.Agents[0].StableParts = []string{"Cafe\u0301Bot/"}
	got := problemLines(t, p.Validate())
	want := []string{
		`agents.` + p.Agents[0].ID + `.stable_parts[0]: "Cafe\u0301Bot/" is not in Unicode normalization form C (NFC): U+0301 at character 5 combines with the character before it, so the value looks like "CaféBot/" but is other text for a search, a filter or a comparison (want "CaféBot/", its NFC form)`,
		"agents." + p.Agents[0].ID + ".user_agent: does not contain stable_parts[0] \"Cafe\u0301Bot/\"",
		`operator.name: "Mouse\u200bLabs" holds U+200B ZERO WIDTH SPACE at character 6: an invisible character, which a copy or a search of the value carries or misses (want "MouseLabs")`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Validate:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestEmailLocalPartOutsideASCII (new user 3, 3.9): an e-mail address whose local part is not
// ASCII loads, with a warning that names what may fail.
func TestEmailLocalPartOutsideASCII(t *testing.T) {
	src := strings.Replace(readBase(t), `email = "crawler@crawler.example"`, `email = "crawler@crawler.example"`+"\nabuse_email = \"accessscän@crawler.example\"", 1)
	p, err := Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	want := `policy.toml:21:1: warning: contact.abuse_email: "accessscän@crawler.example" has a local part (before the "@") outside ASCII: only mail servers that support SMTPUTF8 (RFC 6531) accept mail to it, and some mail programs cannot write to it from the page's link (give an address of ASCII letters, digits and ".", "-", "_" where one exists)`
	if got := p.Warnings().Error(); got != want {
		t.Errorf("warnings:\n%s\nwant:\n%s", got, want)
	}
}

// TestIsZeroWidth: isZeroWidth, which tests every character of every string, holds exactly
// zeroWidth's characters.
func TestIsZeroWidth(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if _, want := zeroWidth[r]; isZeroWidth(r) != want {
			t.Errorf("isZeroWidth(%U) = %v, want %v", r, !want, want)
		}
	}
}
