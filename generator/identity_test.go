package generator

import (
	"strings"
	"testing"
)

// TestUserAgentForms: a User-Agent that is part of the header is stated as contained, never as
// "exactly as sent", and the introduction then says nothing of copying the strings as they stand;
// former User-Agents and tokens are stated as history with their period of use.
func TestUserAgentForms(t *testing.T) {
	for _, c := range []struct {
		name, extra string
		want        map[string][]string
		absent      []string
	}{
		{
			name: "after a browser's",
			extra: `user_agent = "MinimalBot/1.0 (+https://minimal.example/)"
user_agent_form = "after-browser"
`,
			want: map[string][]string{
				"en": {"In robots.txt, a group applies to a crawler when one of its User-agent lines names the crawler’s product token, given below.", "- The User-Agent header is that of a web browser, followed by: `MinimalBot/1.0 (+https://minimal.example/)`"},
				"de": {"- Der User-Agent ist der eines Webbrowsers, gefolgt von: `MinimalBot/1.0 (+https://minimal.example/)`"},
				"fr": {"- L’en-tête User-Agent est celui d’un navigateur web, suivi de\u202f: `MinimalBot/1.0 (+https://minimal.example/)`"},
				"pl": {"- Nagłówek User-Agent to nagłówek przeglądarki internetowej, po którym następuje: `MinimalBot/1.0 (+https://minimal.example/)`"},
			},
			absent: []string{"exactly as sent", "Every request carries", "copied unchanged into allowlists"},
		},
		{
			name: "contained",
			extra: `user_agent = "MinimalBot/1.0"
user_agent_form = "contains"
`,
			want: map[string][]string{
				"en": {"- The User-Agent header contains: `MinimalBot/1.0`"},
				"de": {"- Der User-Agent enthält: `MinimalBot/1.0`"},
				"fr": {"- L’en-tête User-Agent contient\u202f: `MinimalBot/1.0`"},
				"pl": {"- Nagłówek User-Agent zawiera: `MinimalBot/1.0`"},
			},
			absent: []string{"exactly as sent", "Every request carries"},
		},
		{
			name: "history",
			extra: `user_agent = "MinimalBot/2.0 (+https://minimal.example/)"

[[agents.bot.former]]
user_agent = "MinimalBot/1.0 (+https://minimal.example/)"
token = "MiniBot"
from = 2019-03-01
until = 2023-05-31

[[agents.bot.former]]
user_agent = "MinimalCrawler/0.1"

[[agents.bot.former]]
token = "MinimalCrawler"
until = 2019-02-28
`,
			want: map[string][]string{
				"en": {
					"- User-Agent, exactly as sent: `MinimalBot/2.0 (+https://minimal.example/)`",
					"- Former User-Agent, no longer sent: `MinimalBot/1.0 (+https://minimal.example/)`, with the product token `MiniBot` (in use from 1 March 2019 to 31 May 2023)",
					"- Former User-Agent, no longer sent: `MinimalCrawler/0.1`",
					"- Former product token: `MinimalCrawler` (in use until 28 February 2019)",
				},
				"de": {"- Früherer User-Agent, nicht mehr gesendet: `MinimalBot/1.0 (+https://minimal.example/)`, mit dem Token `MiniBot` (vom 1. März 2019 bis zum 31. Mai 2023)"},
				"fr": {"- Ancien jeton\u202f: `MinimalCrawler` (jusqu’au 28\u00a0février 2019)"},
				"pl": {"- Dawny token: `MinimalCrawler` (do 28\u00a0lutego 2019\u00a0r.)"},
			},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := buildSmallestExample(t, c.extra) // its User-Agents name minimal.example
			checkPageLines(t, res, c.want)
			en := string(res.Files["en/index.md"])
			for _, a := range c.absent {
				if strings.Contains(en, a) {
					t.Errorf("en/index.md says %q:\n%s", a, en)
				}
			}
			checkEveryLanguage(t, c.name, res)
		})
	}
}
