package generator

import (
	"strings"
	"testing"
)

// TestReview41deOptOut pins F1 of the German review round 41 (Issue #12): a website cannot
// „die Abrufe unterbinden“, the pages' own verb, where the templates said „sich … ausnehmen
// lassen“ (unidiomatic, and „ausnehmen“ also means "to fleece"; next to „Ausgenommen ist …“ it
// stood in two senses). The robots.txt sentences keep „unterbinden“ once: „hält … nicht auf“ and
// „verhindern“ for the group. Each case failed before.
func TestReview41deOptOut(t *testing.T) {
	ls := localizers(t)
	jobs := []any{"Jobs", plain("J"), "Section", plain("S")}
	agents := []any{"Agents", plain("A"), "Jobs", plain("J")}
	checkMessages(t, ls, "de", []messageCase{
		{"agent.jobs_not_read_no_opt_out", 1, jobs, "Ausgenommen ist die Abrufart J: Sie befolgt die robots.txt nicht, und ihre Abrufe kann eine Website auf keinem Weg unterbinden (siehe „S“)."},
		{"agent.jobs_not_read_no_opt_out", 2, jobs, "Ausgenommen sind die Abrufarten J: Sie befolgen die robots.txt nicht, und ihre Abrufe kann eine Website auf keinem Weg unterbinden (siehe „S“)."},
		{"agent.no_opt_out", 0, nil, "Eine Website kann die Abrufe dieses Crawlers auf keinem Weg unterbinden."},
		{"answers.jobs_no_opt_out", 1, jobs, "Die Abrufe der Abrufart J kann eine Website auf keinem Weg unterbinden, auch nicht über die robots.txt."},
		{"answers.jobs_no_opt_out", 2, jobs, "Die Abrufe der Abrufarten J kann eine Website auf keinem Weg unterbinden, auch nicht über die robots.txt."},
		{"diff.field.job_opt_out", 0, nil, "ob eine Website die Abrufe einer Abrufart unterbinden kann"},
		{"diff.field_item.job_opt_out", 0, nil, "ob eine Website die Abrufe einer Abrufart unterbinden kann"},
		{"diff.field.opt_out", 0, nil, "ob eine Website die Abrufe eines Crawlers unterbinden kann"},
		{"diff.field_item.opt_out", 0, nil, "ob eine Website die Abrufe eines Crawlers unterbinden kann"},
		{"diff.state.job_opt_out.no", 0, nil, "Websites können diese Abrufe nun unterbinden"},
		{"diff.state.job_opt_out.yes", 0, nil, "Websites können diese Abrufe nicht mehr unterbinden"},
		{"diff.state.opt_out.no", 0, nil, "Eine Website kann die Abrufe des Crawlers nun unterbinden"},
		{"diff.state.opt_out.yes", 0, nil, "Eine Website kann die Abrufe des Crawlers nicht mehr unterbinden"},
		{"job.no_opt_out", 0, nil, "Diese Abrufe kann eine Website auf keinem Weg unterbinden."},
		{"opt_out.snippets_intro_jobs_no_opt_out", 1, agents, "Ein Eintrag in der robots.txt genügt, um alle Abrufe durch A zu verhindern – ausgenommen die Abrufe der Abrufart J, die die robots.txt nicht befolgt; diese Abrufe kann eine Website auf keinem Weg unterbinden."},
		{"opt_out.snippets_intro_jobs_no_opt_out", 2, agents, "Ein Eintrag in der robots.txt genügt, um alle Abrufe durch A zu verhindern – ausgenommen die Abrufe der Abrufarten J, die die robots.txt nicht befolgen; diese Abrufe kann eine Website auf keinem Weg unterbinden."},
		{"robots.jobs_no_opt_out", 1, jobs, "Die Abrufe der Abrufart J kann eine Website auf keinem Weg unterbinden."},
		{"robots.jobs_no_opt_out", 2, jobs, "Die Abrufe der Abrufarten J kann eine Website auf keinem Weg unterbinden."},
		{"robots.jobs_not_stopped_no_opt_out", 1, jobs, "Eine Gruppe in der robots.txt verhindert die Abrufe der Abrufart J nicht, da diese Abrufart die robots.txt nicht befolgt; auch auf anderem Weg kann eine Website diese Abrufe nicht unterbinden."},
		{"robots.jobs_not_stopped_no_opt_out", 2, jobs, "Eine Gruppe in der robots.txt verhindert die Abrufe der Abrufarten J nicht, da diese Abrufarten die robots.txt nicht befolgen; auch auf anderem Weg kann eine Website diese Abrufe nicht unterbinden."},
	})
}

// TestReview41deClassHeadings pins F2: a class of changes is named by a noun phrase on the same
// noun as „Rücksichtnahme unverändert“, never by a bare comparative („### Rücksichtsvoller“), in
// the headings and titles of the page of changes and in the tags and headings of sitegen diff.
// The sentences „Der Crawler wird dadurch rücksichtsvoller.“ stay. Each case failed before.
func TestReview41deClassHeadings(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		{"changes.title_class.stricter", 0, nil, "mehr Rücksichtnahme"},
		{"changes.title_class.less_polite", 0, nil, "weniger Rücksichtnahme"},
		{"changes.title_class.maybe_less_polite", 0, nil, "möglicherweise weniger Rücksichtnahme"},
		{"changes.class.stricter", 0, nil, "Mehr Rücksichtnahme"},
		{"changes.class.less_polite", 0, nil, "Weniger Rücksichtnahme"},
		{"changes.class.possibly_less_polite", 0, nil, "Möglicherweise weniger Rücksichtnahme"},
		{"changes.class.maybe_less_polite", 0, nil, "Weniger oder möglicherweise weniger Rücksichtnahme"},
		{"changes.class.looser", 0, nil, "Weniger Rücksichtnahme oder kein belegter Vorteil für Websites"},
		{"diff.class_tag.stricter", 0, nil, "mehr Rücksichtnahme"},
		{"diff.class_tag.less_polite", 0, nil, "weniger Rücksichtnahme"},
		{"diff.class_tag.maybe_less_polite", 0, nil, "möglicherweise weniger Rücksichtnahme"},
		{"diff.class_heading.stricter", 0, nil, "Mehr Rücksichtnahme"},
		{"diff.class_heading.maybe_less_polite", 0, nil, "Weniger oder möglicherweise weniger Rücksichtnahme: Freigabe erforderlich"},
		{"diff.class_heading.looser", 0, nil, "Weniger Rücksichtnahme oder kein belegter Vorteil für Websites: Freigabe erforderlich"},
		{"diff.class.stricter", 0, nil, "Der Crawler wird dadurch rücksichtsvoller."},
	})
	for _, c := range []struct{ old, want string }{
		{`min_interval = "500ms"`, ": mehr Rücksichtnahme\n\n### Mehr Rücksichtnahme\n\n"},
		{`min_interval = "2s"`, ": weniger Rücksichtnahme\n\n### Weniger Rücksichtnahme\n\n"},
	} {
		md := changesPageEdited(t, "civic-ingestor", [][2]string{{`min_interval = "1s"`, c.old}}, nil, "de")
		if !strings.Contains(md, c.want) {
			t.Errorf("%s → 1s: de/changes.md lacks %q:\n%s", c.old, c.want, md)
		}
	}
}

// TestReview41deStyle pins F3–F7 and F10, each with its new text; each case failed before:
//   - F3: an on_disallow clause after another names „der Crawler“, where „er“ pointed to „der
//     Lauf“ or „der Bericht“ before it;
//   - F4: „jede Gruppe dieser Crawler“, not „ihre Gruppen“ (read as a typo for „Ihre“) with one
//     line for them all;
//   - F5: „jedoch … während“, not „aber … jedoch“ in one sentence;
//   - F6: „jedoch nur“ tells a crawler without a schedule of its own from one with;
//   - F7: the indexes of earlier crawls or web archives, not both;
//   - F10: „im selben Durchgang“ as its siblings, not „in einem Durchgang“ ("in one go").
func TestReview41deStyle(t *testing.T) {
	ls := localizers(t)
	notice := []any{"Prefix", plain("P"), "From", plain("F"), "Date", plain("D"), "Key", plain("K"), "Later", plain("L")}
	checkMessages(t, ls, "de", []messageCase{
		{"on_disallow_clause.skip-path", 0, nil, "der Crawler ruft die gesperrte Adresse nicht ab"},
		{"on_disallow_clause.stop-all", 0, nil, "der Crawler sendet keine weiteren Anfragen an die Website, außer an die robots.txt selbst"},
		{"on_disallow_lead.skip-path", 0, nil, "Sperrt die robots.txt eine Adresse, ruft der Crawler sie nicht ab"},
		{"on_disallow_lead.stop-all", 0, nil, "Sperrt die robots.txt eine Adresse, sendet der Crawler keine weiteren Anfragen an die Website, außer an die robots.txt selbst"},
		{"on_disallow_sentence.stop-all", 0, nil, "Sperrt die robots.txt eine Adresse, sendet der Crawler keine weiteren Anfragen an die Website, außer an die robots.txt selbst"},
		{"opt_out.crawl_delay_for", 2, []any{"Agents", plain("A")}, "Um A zu verlangsamen, ergänzen Sie in der robots.txt jede Gruppe dieser Crawler um eine Crawl-delay-Zeile. Der Wert gibt die Wartezeit zwischen zwei Anfragen in Sekunden an. Beispiel:"},
		{"opt_out.crawl_delay_for_page_loads", 2, []any{"Agents", plain("A")}, "Um A zu verlangsamen, ergänzen Sie in der robots.txt jede Gruppe dieser Crawler um eine Crawl-delay-Zeile. Der Wert gibt die Wartezeit zwischen zwei Seitenabrufen in Sekunden an. Beispiel:"},
		{"diff.notice_short_address", 1, notice, "In der Richtlinie wird zugesagt, neue IP-Adressbereiche mindestens einen Tag vor ihrer ersten Nutzung anzukündigen. Der Bereich P wird jedoch schon ab dem F genutzt, während diese Fassung erst auf den D datiert ist. Setzen Sie K auf den L oder später."},
		{"diff.notice_short_address", 3, notice, "In der Richtlinie wird zugesagt, neue IP-Adressbereiche mindestens 3\u00a0Tage vor ihrer ersten Nutzung anzukündigen. Der Bereich P wird jedoch schon ab dem F genutzt, während diese Fassung erst auf den D datiert ist. Setzen Sie K auf den L oder später."},
		{"agent.trigger_unattended_events_only", 0, nil, "Läuft unbeaufsichtigt, jedoch nur bei den unten genannten Anlässen."},
		{"target_source.web-archive-indexes", 0, nil, "die Websites, deren URLs in den Indizes früherer Crawls oder in Webarchiven verzeichnet sind"},
		{"scope_in_uncounted.pass", 0, nil, "in einem Durchgang"}, // review 45, F1
		{"scope_in.pass", 0, nil, "im selben Durchgang"},
	})
	// F3 on a page: the skip-path clause after the end of the run, where „er“ was the run.
	edited := buildExampleEdited(t, "triple-fetchers", [2]string{`on_disallow = ["stop-run", "report-to-customer"]`, `on_disallow = ["stop-run", "skip-path"]`})
	checkPageLines(t, edited, map[string][]string{
		"de": {"- Sperrt die robots.txt eine Adresse, bricht der Lauf ab, und der Crawler ruft die gesperrte Adresse nicht ab.\n"},
	})
}

// TestReview41deOccasionKind pins F9: a change of what an occasion of the schedule names ends
// with the sentence of a reworded text in every language (diff.class.wording_text: the figures
// and settings stay, the new wording may change what the text means), not „Nur der Wortlaut
// ändert sich.“, which contradicted the sentence before it, nor a "statement made more precise":
// an event ↔ day change does change when requests may arrive (English review 42, F2).
func TestReview41deOccasionKind(t *testing.T) {
	md := changesPageEdited(t, "civic-ingestor", [][2]string{{`kind = "day"`, ""}}, nil, "de")
	if want := "- Präzisiert bei der Zeitplanregel „an Sitzungstagen und jeweils am Vortag“: Gemeint ist jeweils der ganze Kalendertag, nicht nur die Zeit, in der das Ereignis stattfindet. Die Werte und Einstellungen der Richtlinie bleiben unverändert, doch der neue Wortlaut kann eine andere Bedeutung haben.\n"; !strings.Contains(md, want) {
		t.Errorf("de/changes.md lacks %q:\n%s", want, md)
	}
	// Its entry is titled as a reworded text whose meaning may have changed, in every language
	// (English, German and Polish review 43, F1: the title said "wording only").
	for lang, title := range map[string]string{"en": "wording (the meaning may have changed)", "de": "Wortlaut geändert, Bedeutung kann abweichen", "fr": "reformulation (le sens peut avoir changé)", "pl": "zmiana brzmienia (możliwa zmiana znaczenia)"} {
		md := changesPageEdited(t, "civic-ingestor", [][2]string{{`kind = "day"`, ""}}, nil, lang)
		if !strings.Contains(md, ": "+title+"\n") {
			t.Errorf("%s/changes.md: the occasion-kind change is not titled %q:\n%s", lang, title, md)
		}
	}
}
