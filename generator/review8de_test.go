package generator

import "testing"

// Round 8 of the German review (/work/review8/de.md): the exact German sentences of the
// findings fixed in locales/de/messages.de.toml.

// TestReview8GermanGrammar: de 13 ("je" takes the accusative: "je Domain (mit allen Subdomains)", since review 21 "je Domain") and
// de 15 ("eine Person": the sentence opens its section, so "die Person" has no antecedent).
func TestReview8GermanGrammar(t *testing.T) {
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{
		"de": {"Im ersten Durchgang höchstens 50\u00a0MB Datenvolumen je Domain (mit allen Subdomains)."},
	})
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{
		"de": {"Ruft eine Adresse einmal ab, wenn eine Person sie anfordert, und danach nie wieder."},
	})
	ls := localizers(t)
	for _, tt := range []struct{ id, want string }{
		{"scope_per.domain", "je Domain (mit allen Subdomains)"},
		{"scope_between.domain", "je Domain (mit allen Subdomains)"},
		{"on_demand.once", "Ruft eine Adresse einmal ab, wenn eine Person sie anfordert, und danach nie wieder."},
	} {
		if got := ls["de"].t(tt.id).Plain(); got != tt.want {
			t.Errorf("de %s: %q, want %q", tt.id, got, tt.want)
		}
	}
}

// TestReview8GermanDiffLabels: de 8, the labels of a change to a crawler's HTTP statements or
// to its fetches at a person's request name the topic ("wie er HTTP nutzt") instead of
// sounding like a change of their own ("Hinzugefügt: die Nutzung von HTTP").
func TestReview8GermanDiffLabels(t *testing.T) {
	ls := localizers(t)
	for _, tt := range []struct{ id, want string }{
		{"diff.field.http", "wie er HTTP nutzt"},
		{"diff.field.on_demand", "wie er Adressen abruft, die eine Person anfordert"},
	} {
		if got := ls["de"].t(tt.id).Plain(); got != tt.want {
			t.Errorf("de %s: %q, want %q", tt.id, got, tt.want)
		}
	}
}

// TestReview8GermanPauseException: de 3, what continues during a pause is exempt from every
// pause ("Von keiner Pause betroffen"), not from one of them ("Von einer Pause ausgenommen").
func TestReview8GermanPauseException(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"de": {"\nVon keiner Pause betroffen: das Herunterladen neuer Dateien ohne Textebene, deren Text erst per Texterkennung (OCR) gewonnen werden muss; es läuft auch während einer Pause im üblichen Tempo weiter.\n"},
	})
}
