package generator

import (
	"os"
	"strings"
	"testing"
)

// TestReview42deWording pins the fixes of the German review round 42 (Issue #12):
//   - F1 (GRAMMAR): a diff field item fills the slot after „Hinzugefügt:“ and is in the nominative;
//   - F4: one level from the given addresses (plural), not from one given page;
//   - F5: under the column „Betroffen“, the page is „betreffend“, not „betroffen“ again;
//   - F6: „seine“ had no antecedent in a sentence with its own subject; the term stays „unterbinden“;
//   - F7: a product token sends nothing; no requests are sent under it;
//   - F8: TDMRep: a reservation is declared in the file, the element is inserted in a page;
//   - F9: „Robots-Meta-Tag“ as the pages say elsewhere; the header belongs to the response;
//   - F10: „bis … wieder beginnt“ / „bis zum Beginn des nächsten Zeitfensters“, not „der nächste Beginn“;
//   - F11: the target sources answer „an welche Server“, not „woher“;
//   - F12: „aus Ihrer bestehenden Gruppe alle …“, where „dort“ could be the merged group.
//
// Each case failed before.
func TestReview42deWording(t *testing.T) {
	ls := localizers(t)
	tok := []any{"UsageToken", plain("T"), "Categories", plain("C")}
	hdr := []any{"Header", plain("H"), "Value", plain("noai"), "Image", plain("noimageai")}
	win := []any{"Windows", plain("W")}
	checkMessages(t, ls, "de", []messageCase{
		{"diff.field_item.contact_unpublished", 0, nil, "eine nicht veröffentlichte Telefonnummer oder E-Mail-Adresse, unter der der Betreiber erreichbar ist"},
		{"follows_links.one-level", 0, nil, "Folgt Links von den vorgegebenen Adressen aus nur eine Ebene tief."},
		{"scope_noun.observation", 0, nil, "die Überwachung der betreffenden Seite"},
		{"agent.no_opt_out", 0, nil, "Eine Website kann die Abrufe dieses Crawlers auf keinem Weg unterbinden."},
		{"usage_token.sends_no_requests", 1, tok, "Unter dem Produkt-Token T werden keine Anfragen gesendet: Es legt nur fest, ob die Seiten, die dieser Crawler abruft, für den Zweck C des AIPREF-Vokabulars der IETF verwendet werden dürfen."},
		{"usage_token.sends_no_requests", 2, tok, "Unter dem Produkt-Token T werden keine Anfragen gesendet: Es legt nur fest, ob die Seiten, die dieser Crawler abruft, für die Zwecke C des AIPREF-Vokabulars der IETF verwendet werden dürfen."},
		{"usage_preferences.tdmrep-file", 0, []any{"File", plain("F")}, "in F einen Vorbehalt für einen Pfad erklärt"},
		{"usage_preferences.tdmrep-meta", 0, []any{"Element", plain("E")}, "E in eine Seite einfügt"},
		{"usage_preferences.noai", 0, hdr, "Verwendet eine Seite nicht für KI, wenn im Robots-Meta-Tag der Seite oder im Header H der Antwort der Wert noai steht."},
		{"usage_preferences.noimageai", 0, hdr, "Verwendet die Bilder einer Seite nicht für KI, wenn im Robots-Meta-Tag der Seite oder im Header H der Antwort der Wert noimageai steht."},
		{"usage_preferences.noai_noimageai", 0, hdr, "Verwendet eine Seite nicht für KI, wenn im Robots-Meta-Tag der Seite oder im Header H der Antwort der Wert noai steht, und die Bilder der Seite nicht, wenn dort der Wert noimageai steht."},
		{"reaction.pause_until_window", 1, win, "bis das Zeitfenster W wieder beginnt"},
		{"reaction.pause_until_window", 2, win, "bis eines der Zeitfenster W wieder beginnt"},
		{"diff.field.reaction_pause_until", 0, nil, "ob die Pause bis zum Beginn des nächsten Zeitfensters oder bis zum nächsten Lauf dauert"},
		{"diff.field_item.reaction_pause_until", 0, nil, "ob die Pause bis zum Beginn des nächsten Zeitfensters oder bis zum nächsten Lauf dauert"},
		{"diff.state.reaction_pause_until.no", 0, nil, "Die Pause dauert nicht mehr bis zum Beginn des nächsten Zeitfensters"},
		{"diff.state.reaction_pause_until.yes", 0, nil, "Die Pause dauert nun bis zum Beginn des nächsten Zeitfensters, in dem die Abrufe laufen"},
		{"diff.field.target_sources", 0, nil, "an welche Server der Crawler Anfragen sendet"},
		{"diff.field_item.target_sources", 0, nil, "an welche Server der Crawler Anfragen sendet"},
		{"warning.existing-group-merges", 1, nil, "Enthält Ihre robots.txt bereits eine Gruppe für diesen Crawler, werden die Gruppen zusammengeführt: Entfernen Sie aus Ihrer bestehenden Gruppe alle Allow-Zeilen, welche die gesperrten Pfade wieder freigeben würden."},
		{"warning.existing-group-merges", 2, nil, "Enthält Ihre robots.txt bereits eine Gruppe für einen hier genannten Crawler, werden die Gruppen zusammengeführt: Entfernen Sie aus Ihrer bestehenden Gruppe alle Allow-Zeilen, welche die gesperrten Pfade wieder freigeben würden."},
		{"warning.existing-group-merges-allow", 1, nil, "Enthält Ihre robots.txt bereits eine Gruppe für diesen Crawler, werden die Gruppen zusammengeführt: Entfernen Sie aus Ihrer bestehenden Gruppe alle Disallow-Zeilen, die für ihn nicht mehr gelten sollen; andernfalls gelten sie weiter."},
		{"warning.existing-group-merges-allow", 2, nil, "Enthält Ihre robots.txt bereits eine Gruppe für einen hier genannten Crawler, werden die Gruppen zusammengeführt: Entfernen Sie aus Ihrer bestehenden Gruppe alle Disallow-Zeilen, die für diesen Crawler nicht mehr gelten sollen; andernfalls gelten sie weiter."},
	})
}

// TestReview42deDiff pins the two change sentences of the German review round 42:
//   - F2: the removal of the group matching statement is „die Angabe, …“, as its addition is;
//   - F3: a statement no longer made is „Nicht mehr angegeben: dass …“, not „…: die Angabe, dass …“,
//     while its addition keeps „die Angabe, dass …“.
//
// English, French and Polish keep their sentences (diff.removed_answer is their diff.removed, and
// diff.field_stated is their diff.field). Each German case failed before.
func TestReview42deDiff(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	matching := [][2]string{{"group_matching = \"rfc9309\"\n\n[[agents.civic-ingestor.variants]]", "\n[[agents.civic-ingestor.variants]]"}}
	reads := [][2]string{{"crawler_reads_policy = true\n", ""}}
	cases := []struct {
		name, dir      string
		old, new       [][2]string
		lang, sentence string
	}{
		{"F2 removed", "civic-ingestor", nil, matching, "de", "Entfernt für „civic-ingestor“: die Angabe, nach welchen Regeln er die für ihn geltenden Gruppen der robots.txt auswählt – nach RFC 9309. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
		{"F2 added", "civic-ingestor", matching, nil, "de", "Hinzugefügt für „civic-ingestor“: die Angabe, nach welchen Regeln er die für ihn geltenden Gruppen der robots.txt auswählt – nach RFC 9309. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
		{"F3 removed", "gazette-bot", nil, reads, "de", "Nicht mehr angegeben: dass die Crawler-Software dieselbe Richtliniendatei liest, aus der diese Seite erzeugt wird. Bisher: „Jede Zahl auf dieser Seite stammt aus der Richtliniendatei, die auch die Crawler-Software liest; so stimmen die Seite und das tatsächliche Verhalten überein.“ Die Seite sichert damit nicht mehr zu, dass ihre Angaben mit dem tatsächlichen Verhalten des Crawlers übereinstimmen; die Werte und Einstellungen der Richtlinie selbst bleiben unverändert."},
	}
	for _, c := range cases {
		r := reviewOfEdits(t, msgs, "../examples/"+c.dir, c.old, c.new, c.lang)
		if len(r.Changes) != 1 {
			t.Fatalf("%s: %d changes, want 1", c.name, len(r.Changes))
		}
		if got := r.Changes[0].Sentence; got != c.sentence {
			t.Errorf("%s %s:\n got %q\nwant %q", c.name, c.lang, got, c.sentence)
		}
	}
	// English: the removal says what it said before, as diff.removed (Polish joins the answer
	// after a dash, as added_answer does: Polish review 42, F9, TestReview42plWording; French says
	// that the page no longer states it: French review 43, F1, TestReview43French).
	removedPrefix := map[string]string{"en": "Removed for ", "fr": "Mention retirée pour ", "pl": "Usunięto "}
	for _, lang := range []string{"en", "fr", "pl"} {
		r := reviewOfEdits(t, msgs, "../examples/civic-ingestor", nil, matching, lang)
		got, _ := msgs.Message(lang, "diff.removed_answer")
		want, _ := msgs.Message(lang, "diff.removed")
		if lang == "en" && (got == nil || want == nil || got.Other != want.Other) {
			t.Errorf("%s: diff.removed_answer is not diff.removed", lang)
		}
		stated, _ := msgs.Message(lang, "diff.field_stated.site_crawler_reads_policy")
		field, _ := msgs.Message(lang, "diff.field.site_crawler_reads_policy")
		if lang != "en" && (stated == nil || field == nil || stated.Other != field.Other) {
			t.Errorf("%s: diff.field_stated is not diff.field", lang)
		}
		if len(r.Changes) != 1 || !strings.HasPrefix(r.Changes[0].Sentence, removedPrefix[lang]) {
			t.Errorf("%s: %+v, want one change beginning %q", lang, r.Changes, removedPrefix[lang])
		}
	}
}
