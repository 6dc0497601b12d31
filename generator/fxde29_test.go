package generator

import (
	"testing"
	"time"
)

// TestGermanReview28Wording (German review 28, /work/notes/s26/review28-de.md), each failed
// before: GminaBot belongs to an "Informationsdienst" (F1, MEANING: "Nachrichtendienst" reads as
// an intelligence agency); a category's limit names the general rule it replaces, quoted as the
// page states it above (F2, MEANING: "das allgemeine Limit derselben Art, sofern es ein solches
// gibt" left the reader to work out whether "one request per second" still held beside 50 ms);
// the field of the removal after an opt-out fits its values, "woraus …
// entfernt werden" (F3, GRAMMAR: "worauf sich … erstreckt" before "aus dem Angebot"); robots.txt
// in place of the terms of use, without a relative clause that may attach to "Websites" (F4);
// the opt-out is the webmaster's objection to the collection of their site (F5: "Nachdem eine
// Website widersprochen hat"); an occasion of the kind event is not the whole calendar day (F6);
// a list of topics set apart by semicolons keeps its last semicolon (F7); LinkGraph's pages
// "untereinander verlinkt" (F8); the topic "information" is "Bitten um Auskunft" (F9, was the
// official "Auskunftsersuchen").
func TestGermanReview28Wording(t *testing.T) {
	checkPageLines(t, buildExampleEdited(t, "gmina-bot"), map[string][]string{"de": {
		"GminaBot gehört zu einem Informationsdienst, der die Beschlüsse von Gemeinde-, Kreis- und Regionalräten in ganz Polen verfolgt.",
	}})
	checkPageLines(t, buildExampleEdited(t, "linkgraph-bot"), map[string][]string{"de": {
		"LinkGraph ist ein Unternehmen, das erfasst, wie die Seiten des Webs untereinander verlinkt sind. Seine Kunden nutzen diesen Linkgraphen für die Suchmaschinenoptimierung: Sie sehen, welche Websites auf ihre eigene Website verlinken",
	}})
	checkPageLines(t, buildExampleEdited(t, "civic-ingestor"), map[string][]string{"de": {
		"- Für diese Websites ersetzt das folgende Limit die allgemeine Regel „Höchstens eine Anfrage pro Sekunde und Hostname“; alle übrigen allgemeinen Limits und Kontingente gelten weiter.\n- Mindestabstand zwischen zwei Anfragen je Hostname: 50\u00a0Millisekunden.\n",
		"- Mögliche Anliegen: Fragen; eine niedrigere Abrufrate; ein Zeitfenster für die Abrufart „Vollabgleich“; der Ausschluss Ihrer Website; die Ankündigung, dass Sie demnächst viele Dokumente auf einmal löschen.\n",
	}})
	checkPageLines(t, buildExampleEdited(t, "triple-fetchers"), map[string][]string{"de": {
		"- Mögliche Anliegen: Hinweise auf ungewöhnliche Last oder auf nicht greifende Sperren sowie Bitten um Auskunft.\n",
	}})

	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		{"diff.field.opt_out_removed_from", 0, nil, "woraus gesammelte Daten nach einem Widerspruch entfernt werden"},
		{"diff.state.terms_of_use.robots_instead", 0, nil, "Dort wird nun die robots.txt gelesen und befolgt; bisher hielt sich der Crawler nur an die Nutzungsbedingungen des jeweiligen Anbieters"},
		{"data.removal_after_opt_out", 0, []any{"T", dur(30*24*time.Hour, "")}, "Widersprechen Sie der Erfassung Ihrer Website (Opt-out), wird das dort Gesammelte innerhalb von 30\u00a0Tagen entfernt."},
		{"data.removal_after_opt_out_from", 0, []any{"T", dur(30*24*time.Hour, ""), "From", plain("aus dem Angebot des Betreibers")}, "Widersprechen Sie der Erfassung Ihrer Website (Opt-out), wird das dort Gesammelte innerhalb von 30\u00a0Tagen aus dem Angebot des Betreibers entfernt."},
		{"data.opt_out_unchanged", 0, []any{"What", plain("bereits trainierte Modelle")}, "Ein Widerspruch gegen die Erfassung (Opt-out) wirkt sich nicht auf bereits trainierte Modelle aus."},
		{"diff.occasion_kind.event", 0, []any{"Label", plain("L")}, "Präzisiert bei der Zeitplanregel „L“: Gemeint ist nur die Zeit, in der das Ereignis stattfindet, nicht der ganze Kalendertag."},
		{"topic.information", 0, nil, "Bitten um Auskunft"},
		{"topic_in_group.information", 0, nil, "Bitten um Auskunft"},
		// F2: several rules replaced, several limits in their place; and the wording where no
		// rule can be quoted, which no longer doubts that one of the same kind exists.
		{"limits.target_replaces", 2, []any{"Replaced", ls["de"].n("limits.replaced_rules", count(2, ""), "Rules", plain("„A“ und „B“"))}, "Für diese Websites ersetzen die folgenden Limits die allgemeinen Regeln „A“ und „B“; alle übrigen allgemeinen Limits und Kontingente gelten weiter."},
		{"limits.target_overrides", 1, nil, "Für diese Websites ersetzt das folgende Limit das allgemeine Limit derselben Art; alle übrigen allgemeinen Limits und Kontingente gelten weiter."},
	})
}
