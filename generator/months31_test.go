package generator

import (
	"os"
	"strings"
	"testing"
)

// TestMonthsAsMonths (new-user trial 27, F-05; t30c's plan 1): a retention period written in
// months ("12mo") is stated in months, in every language with its plural, where the page said
// "360 days"; a quota's period written "1mo" keeps its 30 days ("per month" would promise a
// calendar month), and the review of a change states the months as the page does. Failed
// before: "at most 360 days", "höchstens 360 Tage", …
func TestMonthsAsMonths(t *testing.T) {
	edits := [][2]string{retentionAfterJobEdits[0], {"", strings.Replace(retentionAfterJobEdits[1][1], `keep_for = "1y"`, `keep_for = "12mo"`, 1)}}
	res := buildDirEdited(t, "../examples/feed-reader", edits)
	checkPageLines(t, res, map[string][]string{
		"en": {"- Data extracted from fetched content is kept for at most 12\u00a0months."},
		"de": {"- Aus abgerufenen Inhalten gewonnene Daten werden höchstens 12\u00a0Monate aufbewahrt."},
		"fr": {"- Les données extraites des contenus récupérés sont conservées au plus 12\u00a0mois."},
		"pl": {"- Dane wyodrębnione z pobranych treści są przechowywane najwyżej przez 12\u00a0miesięcy."},
	})
	// One month: the singular of each language (CLDR "one").
	one := [][2]string{{"", "\n[[legal.retention]]\nwhat = \"request-logs\"\nkeep_for = \"1mo\"\n"}}
	res = buildDirEdited(t, "../examples/feed-reader", one)
	checkPageLines(t, res, map[string][]string{
		"en": {"- Logs of the requests sent are kept for at most 1\u00a0month.\n"},
		"de": {"- Protokolle der Anfragen werden höchstens 1\u00a0Monat aufbewahrt.\n"},
		"fr": {"- Les journaux des requêtes envoyées sont conservés au plus 1\u00a0mois.\n"},
		"pl": {"- Rejestry (logi) żądań wysyłanych do serwisów są przechowywane najwyżej przez miesiąc.\n"},
	})

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old := [][2]string{edits[0], {"", strings.Replace(edits[1][1], `keep_for = "12mo"`, `keep_for = "15mo"`, 1)}}
	for lang, want := range map[string][]string{
		"en": {"15\u00a0months", "12\u00a0months"},
		"de": {"15\u00a0Monate", "12\u00a0Monate"},
		"fr": {"15\u00a0mois", "12\u00a0mois"},
		"pl": {"15\u00a0miesięcy", "12\u00a0miesięcy"},
	} {
		var got []string
		for _, c := range reviewPair(t, msgs, "../examples/feed-reader", old, edits, lang) {
			got = append(got, string(c.Class)+" "+c.Pointer+": "+c.Sentence)
		}
		g := strings.Join(got, "\n")
		for _, w := range want {
			if !strings.Contains(g, w) {
				t.Errorf("%s: the review says\n%s\nwithout %q", lang, g, w)
			}
		}
		if strings.Contains(g, "450") || strings.Contains(g, "360") {
			t.Errorf("%s: the review states days:\n%s", lang, g)
		}
	}
}
