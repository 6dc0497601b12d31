package generator

import (
	"os"
	"strings"
	"testing"
)

// TestWeekLegendOneStyle holds each language's legend of the week picture to one punctuation:
// an entry that names time windows ends with them in parentheses, "Label: what (… {{.Windows}})",
// never a dash in one entry and parentheses in the next, as Polish had ("Puste pola: brak żądań
// (okno „…”)" beside "Obramowanie: preferowane godziny – okno „Noc”"; new-user trial 13,
// finding 8).
func TestWeekLegendOneStyle(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range msgs.Languages() {
		for _, id := range []string{"week.quiet", "week.preferred", "week.only", "week.only_all"} {
			msg, ok := msgs.Message(lang, id)
			if !ok {
				t.Fatalf("%s: no %s", lang, id)
			}
			for _, src := range []string{msg.One, msg.Few, msg.Many, msg.Other} {
				if src == "" {
					continue
				}
				_, rest, ok := strings.Cut(src, ":")
				if !ok || strings.Contains(rest, " – ") || !strings.HasSuffix(rest, "{{.Windows}})") || !strings.Contains(rest, " (") {
					t.Errorf("%s %s: %q, want „Label: what (… {{.Windows}})”", lang, id, src)
				}
			}
		}
	}
}
