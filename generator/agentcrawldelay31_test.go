package generator

import (
	"strings"
	"testing"
)

// An agent that does not obey robots.txt under a legal mandate but still honours its Crawl-delay
// (new-user trial 31, F-01: TeilhabeCheck, an accessibility monitor of public-sector sites).
func agentCrawlDelayEdits(applied string) [][2]string {
	return [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"" + applied + "\"\n"}}
}

const agentCrawlDelayRobots = `
[robots_txt]
check = "before-every-run"
crawl_delay = "honoured"
crawl_delay_max = "30s"
crawl_delay_above_max = "capped"
`

// TestAgentCrawlDelayStated: agents.X.crawl_delay is stated in the agent's block, beside what
// robots.txt does not do to it, word for word in every language; the robots.txt section states
// the Crawl-delay that this agent reads.
func TestAgentCrawlDelayStated(t *testing.T) {
	res := buildSmallestEdited(t, agentCrawlDelayEdits("applied"), agentCrawlDelayRobots)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- It fetches under a legal mandate and does not obey robots.txt.\n- It still honours Crawl-delay lines in robots.txt and spaces its fetches accordingly.\n",
			"- A Crawl-delay line is honoured up to 30\u00a0seconds; a longer value counts as 30\u00a0seconds.\n",
		},
		"de": {
			"- Befolgt die Regeln der robots.txt nicht, da er Seiten im Rahmen eines gesetzlichen Auftrags abruft.\n- Beachtet jedoch die Crawl-delay-Angabe der robots.txt und richtet den Abstand zwischen seinen Abrufen danach aus.\n",
			"- Eine Crawl-delay-Angabe wird bis zu 30\u00a0Sekunden beachtet; ein längerer Wert zählt als 30\u00a0Sekunden.\n",
		},
		"fr": {
			"- Il ne respecte pas robots.txt\u202f: il agit au titre d’une mission légale.\n- Il tient néanmoins compte de la directive Crawl-delay de robots.txt pour espacer ses récupérations.\n",
		},
		"pl": {
			"- Nie stosuje się do reguł z pliku robots.txt: działa na podstawie przepisów prawa.\n- Uwzględnia jednak wiersz Crawl-delay z pliku robots.txt i zgodnie z nim zachowuje odstępy między pobraniami.\n",
		},
	})
	res = buildSmallestEdited(t, agentCrawlDelayEdits("not-applied"), "")
	checkPageLines(t, res, map[string][]string{
		"en": {"- It does not honour Crawl-delay lines in robots.txt.\n"},
		"de": {"- Beachtet keine Crawl-delay-Angabe in der robots.txt.\n"},
		"fr": {"- Il ne tient pas compte de la directive Crawl-delay de robots.txt.\n"},
		"pl": {"- Nie uwzględnia wiersza Crawl-delay z pliku robots.txt.\n"},
	})
	// Left out, nothing is said.
	res = buildSmallestEdited(t, [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n"}}, "")
	if page := string(res.Files["en/index.md"]); strings.Contains(page, "Crawl-delay") {
		t.Errorf("en/index.md speaks of Crawl-delay, which the policy does not state:\n%s", page)
	}
}
