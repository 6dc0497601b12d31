package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestStatementGoneTitleAndTag: a sentence gone from the page (linkgraph-bot's additional interval
// removed) is said as "the crawler may therefore be less polite now"; its text tag, its JSON and
// the title of its entry on the page of changes say so too, not "less polite" for certain above
// a sentence that says "may" (review15-fr, MUST 25; the same in every language). A shorter
// interval keeps "less polite".
func TestStatementGoneTitleAndTag(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		edits [][2]string
		less  bool
		tag   map[string]string
		title map[string]string
	}{
		{"removed", [][2]string{{`intervals = [{ min_interval = "2500ms", interval_key = "domain-server" }]`, ""}}, false,
			map[string]string{"en": "[may be less polite]", "de": "[möglicherweise weniger Rücksichtnahme]", "fr": "[exploration peut-être moins respectueuse]", "pl": "[możliwe zwiększenie uciążliwości]"},
			map[string]string{"en": "29 November 2026: may be less polite", "de": "Änderung vom 29. November 2026: möglicherweise weniger Rücksichtnahme",
				"fr": "Modification du 29\u00a0novembre 2026\u202f: exploration qui pourrait devenir moins respectueuse des sites", "pl": "Zmiana z 29\u00a0listopada 2026\u00a0r.: możliwe zwiększenie uciążliwości"}},
		{"shorter", [][2]string{{`min_interval = "2500ms"`, `min_interval = "1s"`}}, true,
			map[string]string{"en": "[less polite]", "de": "[weniger Rücksichtnahme]", "fr": "[exploration moins respectueuse]", "pl": "[zwiększenie uciążliwości]"},
			map[string]string{"en": "29 November 2026: less polite", "de": "Änderung vom 29. November 2026: weniger Rücksichtnahme",
				"fr": "Modification du 29\u00a0novembre 2026\u202f: exploration moins respectueuse des sites", "pl": "Zmiana z 29\u00a0listopada 2026\u00a0r.: zwiększenie uciążliwości"}},
	}
	for _, tc := range cases {
		for _, lang := range []string{"en", "de", "fr", "pl"} {
			items := diffReview(t, msgs, "linkgraph-bot", tc.edits, lang)
			var it *ReviewItem
			for i := range items {
				if items[i].Pointer == "/limits/intervals" {
					it = &items[i]
				}
			}
			if it == nil {
				t.Fatalf("%s %s: no change at /limits/intervals", tc.name, lang)
			}
			if it.LessPolite != tc.less {
				t.Errorf("%s %s: less_polite %v, want %v (%s)", tc.name, lang, it.LessPolite, tc.less, it.Sentence)
			}
			r := &Review{Changes: []ReviewItem{*it}}
			text := string(r.Text())
			if want := tc.tag[lang]; !strings.HasPrefix(text, want+" ") {
				t.Errorf("%s %s: text %q, want the tag %q", tc.name, lang, text, want)
			}
			// The page of changes: the entry's title.
			src, _ := os.ReadFile("../examples/linkgraph-bot/policy.toml")
			newSrc := strings.Replace(string(src), tc.edits[0][0], tc.edits[0][1], 1)
			old, err := policy.Parse(src, "old.toml")
			if err != nil {
				t.Fatal(err)
			}
			new, err := policy.Parse([]byte(newSrc), "new.toml")
			if err != nil {
				t.Fatal(err)
			}
			changes, err := policy.Diff(old, new)
			if err != nil {
				t.Fatal(err)
			}
			var problems []string
			date, err := policy.ParseDate("2026-11-29")
			if err != nil {
				t.Fatal(err)
			}
			v, ok := entryView(changeEntry{Date: date, Old: old, New: new, Changes: changes}, msgs, lang, newLocalizer(msgs, lang, &problems), &problems)
			if !ok || len(problems) > 0 {
				t.Fatalf("%s %s: %v", tc.name, lang, problems)
			}
			if want := tc.title[lang]; v.Title.Plain() != want {
				t.Errorf("%s %s: title %q, want %q", tc.name, lang, v.Title.Plain(), want)
			}
		}
	}
}
