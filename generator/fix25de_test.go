package generator

import "testing"

// TestPerSecondScopeJoined (German review 24, F24, the rate's half): the scope after "per second"
// is joined to it as a cap's is to its period, "Höchstens eine Anfrage pro Sekunde und Hostname"
// (was "pro Sekunde je Hostname", two prepositions for one share); en, fr and pl keep their
// scope_between words. civic-ingestor, whose general interval is one second per host name.
func TestPerSecondScopeJoined(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"en": {"- At most one request per second per host name.\n"},
		"de": {"- Höchstens eine Anfrage pro Sekunde und Hostname.\n"},
		"fr": {"- Au plus une requête par seconde vers un même nom d’hôte.\n"},
		"pl": {"- Najwyżej jedno żądanie na sekundę dla każdej nazwy hosta.\n"},
	})
	checkPageLines(t, buildExampleEdited(t, "civic-ingestor", [2]string{"interval_key = \"hostname\"\n", "interval_key = \"site\"\n"}),
		map[string][]string{
			"en": {"- At most one request per second per site.\n"},
			"de": {"- Höchstens eine Anfrage pro Sekunde und Website.\n"},
		})
	checkPageLines(t, buildSmallestEdited(t, nil, "embedded = { fetch = \"fetched\" }\n\n[limits]\nmin_interval = \"1s\"\ninterval_key = \"hostname\"\ninterval_unit = \"page-loads\"\n"),
		map[string][]string{
			"en": {"- At most one page load per second per host name.\n"},
			"de": {"- Höchstens ein Seitenabruf pro Sekunde und Hostname.\n"},
		})
}

// TestFix25GermanMessages: German messages of review 24's open findings and of review 25, each
// in every form its finding names, with the values its grammar depends on.
func TestFix25GermanMessages(t *testing.T) {
	ls := localizers(t)
	for _, tt := range []struct {
		id   string
		n    int // a plural count, 0 for a message without one
		args []any
		want string
	}{
		// A plural title names several crawlers (site.title_plural): no quotes, the verb in the
		// plural, "die Crawler" (was "die „Chatwork-Bots“ an Websites sendet"; fxde23's report).
		{"intro.lead", 1, []any{"Title", plain("GminaBot")}, "Diese Seite beschreibt, wer hinter den Anfragen steht, die „GminaBot“ an Websites sendet, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie die Abrufe drosseln oder den Crawler sperren."},
		{"intro.lead", 2, []any{"Title", plain("Chatwork-Bots")}, "Diese Seite beschreibt, wer hinter den Anfragen steht, die Chatwork-Bots an Websites senden, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie die Abrufe drosseln oder die Crawler sperren."},
		{"intro.lead_block", 1, []any{"Title", plain("GminaBot")}, "Diese Seite beschreibt, wer hinter den Anfragen steht, die „GminaBot“ an Websites sendet, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie den Crawler sperren."},
		{"intro.lead_block", 2, []any{"Title", plain("A, B und C")}, "Diese Seite beschreibt, wer hinter den Anfragen steht, die A, B und C an Websites senden, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie die Crawler sperren."},
	} {
		var got string
		if tt.n > 0 {
			got = ls["de"].n(tt.id, count(tt.n, ""), tt.args...).Plain()
		} else {
			got = ls["de"].t(tt.id, tt.args...).Plain()
		}
		if got != tt.want {
			t.Errorf("de %s:\n got %q\nwant %q", tt.id, got, tt.want)
		}
	}
}
