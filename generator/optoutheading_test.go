package generator

import (
	"strings"
	"testing"
)

// TestOptOutHeadingBlockOnly: where nothing on the page slows the crawler down (no Crawl-delay
// honoured, no slower rate, fewer runs or other window to ask for), the section's heading promises
// only blocking, in every language; where something does, it keeps "slow down or block" (a
// heading that names what the section does not hold is a sentence about something absent; #12:
// slowing down as clear as shutting out).
func TestOptOutHeadingBlockOnly(t *testing.T) {
	for _, c := range []struct {
		example string
		want    map[string]string
	}{
		// link-preview offers a request to be added to an allowlist: "block or allow" (English
		// review 36, F2; TestReview36Mechanisms).
		{"link-preview", map[string]string{"en": "## How to block or allow the requests", "de": "## Abrufe sperren oder freigeben", "fr": "## Bloquer ou autoriser les requêtes", "pl": "## Jak zablokować pobieranie lub na nie zezwolić"}},
		{"search-engine", map[string]string{"en": "## How to block the requests", "de": "## Abrufe sperren"}},
		{"civic-ingestor", map[string]string{"en": "## How to slow down or block the requests", "de": "## Abrufe drosseln oder sperren", "fr": "## Ralentir ou bloquer les requêtes", "pl": "## Jak spowolnić lub zablokować pobieranie"}},
	} {
		res := buildExample(t, c.example)
		for lang, want := range c.want {
			page, ok := res.Files[lang+"/index.md"]
			if !ok {
				continue
			}
			if !strings.Contains(string(page), "\n"+want+"\n") {
				t.Errorf("%s %s: no heading %q", c.example, lang, want)
			}
		}
	}
}
