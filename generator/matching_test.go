package generator

import (
	"strings"
	"testing"
)

// TestGroupMatching: an agent that reads the "*" group with its own says so, the agents table
// says so, the page's account of RFC 9309's "*" group is left out where no agent reads it that
// way, and a snippet for it is proven as it reads robots.txt, without the warning that its group
// replaces the "*" group.
func TestGroupMatching(t *testing.T) {
	res := buildSmallest(t, []byte(`robots_txt = "read"
group_matching = "merges-star"

[agents.other]
token = "OtherBot"
robots_txt = "read"
group_matching = "merges-star"

[snippets.drafts]
label = { en = "Keep MinimalBot out of the drafts", de = "MinimalBot von den Entwürfen fernhalten", fr = "Tenir MinimalBot à l’écart des brouillons", pl = "Nie wpuszczać MinimalBot do szkiców" }
agents = ["bot"]
paths = ["/drafts/"]
`))
	want := map[string][]string{
		"en": {
			"- It reads the “\\*” group together with any group that names it, as one group: a group of its own adds rules to those of the “\\*” group instead of replacing them.",
			"| `MinimalBot` | Yes | Yes, together with its own group |",
		},
		"de": {"- Er liest die Gruppe „\\*“ zusammen mit jeder Gruppe, die ihn nennt, wie eine einzige Gruppe: Eine eigene Gruppe ergänzt die Regeln der Gruppe „\\*“, statt sie zu ersetzen."},
		"pl": {"| `MinimalBot` | tak | tak, łącznie z własną grupą |"},
	}
	checkPageLines(t, res, want)
	en := string(res.Files["en/index.md"])
	for _, absent := range []string{"With a group of its own, it follows only that group", "stops following your"} {
		if strings.Contains(en, absent) {
			t.Errorf("en/index.md says %q, which is not how these crawlers read robots.txt:\n%s", absent, en)
		}
	}
	checkEveryLanguage(t, "merges-star", res)
}
