package generator

import (
	"strings"
	"testing"
)

// TestAgentRobotsHandling: an agent's own robots.txt handling is stated in its block, each value
// at the agent's pointer, and the robots.txt section names the agents whose handling differs.
func TestAgentRobotsHandling(t *testing.T) {
	res := buildSmallest(t, []byte(`robots_txt = "read"

[agents.bot.robots_txt_handling]
cache_for = "1h"
unavailable = "disallow-all"
crawl_delay = "honoured"

[agents.other]
token = "OtherBot"
robots_txt = "read"

[robots_txt]
cache_for = "24h"
`))
	want := map[string][]string{
		"en": {
			"- A cached copy is used for at most 24\u00a0hours while the site is reachable.",
			"- `MinimalBot` reads robots.txt differently where its description under “How to recognise the requests” says so.",
			"- A cached copy is used for at most 1\u00a0hour while the site is reachable.",
			"- A Crawl-delay line is honoured.",
		},
		"de": {"- Der Crawler `MinimalBot` liest die robots.txt abweichend davon, soweit seine Beschreibung unter „Woran Sie die Anfragen erkennen“ dies angibt."},
		"pl": {"- Robot `MinimalBot` odczytuje plik robots.txt inaczej tam, gdzie wskazuje na to jego opis w sekcji „"},
	}
	checkPageLines(t, res, want)
	html := string(res.Files["en/index.html"])
	for _, ptr := range []string{"/agents/bot/robots_txt_handling/cache_for", "/agents/bot/robots_txt_handling/unavailable", "/agents/bot/robots_txt_handling/crawl_delay"} {
		if !strings.Contains(html, `data-policy="`+ptr+`"`) {
			t.Errorf("en/index.html states nothing at %s", ptr)
		}
	}
	checkEveryLanguage(t, "robots-agent", res)
}
