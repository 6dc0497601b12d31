package generator

import (
	"os"
	"regexp"
	"testing"
	"time"
)

// TestReview39deWording pins the fixes of the German review round 39 (Issue #12):
//   - F1 (MEANING): opting out is never „widersprechen“, which reads as a formal objection
//     (Widerspruch) the policy would deny; the robots.txt clause names „diese Abrufe“, where „sie“
//     could be the website. Round 41, F1, replaced this round's „sich ausnehmen lassen“ with
//     „unterbinden“ (the cases below pin the current text);
//   - F2 (MEANING): the first of several robots.txt effects states the condition that the others
//     fall under (on_disallow_lead);
//   - F3 (GRAMMAR): the genitive of a duration is never a bare numeral with a plural noun
//     („innerhalb 2 Jahre“): the dative with the number, the article without it.
//
// Each case failed before.
func TestReview39deWording(t *testing.T) {
	ls := localizers(t)
	jobs := []any{"Jobs", plain("J")}
	checkMessages(t, ls, "de", []messageCase{
		{"robots.jobs_no_opt_out", 1, jobs, "Die Abrufe der Abrufart J kann eine Website auf keinem Weg unterbinden."},
		{"robots.jobs_no_opt_out", 2, jobs, "Die Abrufe der Abrufarten J kann eine Website auf keinem Weg unterbinden."},
		{"answers.jobs_no_opt_out", 1, jobs, "Die Abrufe der Abrufart J kann eine Website auf keinem Weg unterbinden, auch nicht über die robots.txt."},
		{"answers.jobs_no_opt_out", 2, jobs, "Die Abrufe der Abrufarten J kann eine Website auf keinem Weg unterbinden, auch nicht über die robots.txt."},
		{"diff.state.opt_out.no", 0, nil, "Eine Website kann die Abrufe des Crawlers nun unterbinden"},
		{"diff.state.opt_out.yes", 0, nil, "Eine Website kann die Abrufe des Crawlers nicht mehr unterbinden"},
		{"diff.state.job_opt_out.no", 0, nil, "Websites können diese Abrufe nun unterbinden"},
		{"diff.state.job_opt_out.yes", 0, nil, "Websites können diese Abrufe nicht mehr unterbinden"},
		{"diff.field.opt_out", 0, nil, "ob eine Website die Abrufe eines Crawlers unterbinden kann"},
		{"diff.field_item.opt_out", 0, nil, "ob eine Website die Abrufe eines Crawlers unterbinden kann"},
		{"diff.field.job_opt_out", 0, nil, "ob eine Website die Abrufe einer Abrufart unterbinden kann"},
		{"diff.field_item.job_opt_out", 0, nil, "ob eine Website die Abrufe einer Abrufart unterbinden kann"},
		{"agent.no_opt_out", 0, nil, "Eine Website kann die Abrufe dieses Crawlers auf keinem Weg unterbinden."},
		{"job.no_opt_out", 0, nil, "Diese Abrufe kann eine Website auf keinem Weg unterbinden."},
		{"on_disallow_lead.skip-path", 0, nil, "Sperrt die robots.txt eine Adresse, ruft der Crawler sie nicht ab"},
		{"on_disallow_sentence.skip-path", 0, nil, "Ruft keine Adressen ab, die die robots.txt sperrt"},
		{"duration.year.gen", 1, nil, "eines Jahres"},
		{"duration.year.gen", 2, nil, "2\u00a0Jahren"},
		{"duration.day.gen", 1, nil, "eines Tages"},
		{"duration.day.gen", 3, nil, "3\u00a0Tagen"},
		{"duration.hour.gen", 1, nil, "einer Stunde"},
		{"duration.month_counted.gen", 2, nil, "2\u00a0Monaten"},
		{"duration.day_in_series.gen", 1, nil, "1\u00a0Tag"},
	})
	// English, French and Polish: the lead reads as the sentence, so their pages do not change.
	for _, lang := range []string{"en", "fr", "pl"} {
		for _, e := range []string{"skip-path", "stop-observation", "stop-run", "stop-all", "report-to-customer"} {
			checkMessages(t, ls, lang, []messageCase{{"on_disallow_lead." + e, 0, nil, ls[lang].t("on_disallow_sentence." + e).Plain()}})
		}
	}
}

// TestReview39deNoDurationGenitive: no German message takes a duration in the genitive (F3); the
// only genitive placeholders are those of a scope and of a diff's context, which are nouns.
func TestReview39deNoDurationGenitive(t *testing.T) {
	b, err := os.ReadFile("../locales/de/messages.de.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`\{\{\.(\w+)\.Gen\}\}`).FindAllStringSubmatch(string(b), -1) {
		if m[1] != "Scope" && m[1] != "Context" {
			t.Errorf("de: %s takes the genitive", m[0])
		}
	}
}

// TestReview39deDisallowPages (F2): skip-path first, then a further effect: the condition
// stands at the front, and the further clause falls under it.
func TestReview39deDisallowPages(t *testing.T) {
	edited := buildExampleEdited(t, "gazette-bot", [2]string{`on_disallow = ["skip-path"]`, `on_disallow = ["skip-path", "stop-observation"]`})
	checkPageLines(t, edited, map[string][]string{
		"de": {"- Sperrt die robots.txt eine Adresse, ruft der Crawler sie nicht ab, und die Überwachung der Seite endet.\n"},
	})
}

// TestReview39deStyle pins the style findings of the German review round 39 (F4–F12), each with
// its new text; each case failed before:
//   - F4: a window in a change is „beim Zeitfenster“, as „bei der Abrufart“, not „im Zeitfenster“,
//     which reads as a time;
//   - F5: a pause's threshold as a number („die Zahl der Ereignisse“), which „bisher 5, neu 10“
//     answers, not „wie oft“;
//   - F6: a kind of fetch does not visit: „Bei dieser Abrufart wird … abgerufen“;
//   - F7: the data the operator republishes, not the data the site published (without the
//     reviewer’s „seinerseits“, which the sentence before it on the page already says);
//   - F8: robots.txt is not fetched „nur einmal“: the services do not fetch it each;
//   - F9: the Crawl-delay value without the calque „…, zum Beispiel:“;
//   - F11: the short-notice problem in sentences, and „einen Tag“ for one day;
//   - F12: „um seine Streichung“, not the entry twice.
func TestReview39deStyle(t *testing.T) {
	ls := localizers(t)
	notice := []any{"Prefix", plain("P"), "From", plain("F"), "Date", plain("D"), "Key", plain("K"), "Later", plain("L")}
	slow := "Um den Crawler zu verlangsamen, ergänzen Sie seine Gruppe in der robots.txt um eine Crawl-delay-Zeile. "
	checkMessages(t, ls, "de", []messageCase{
		{"diff.context.window", 0, []any{"Label", plain("L")}, " beim Zeitfenster „L“"},
		{"diff.context_gen.window_name", 0, []any{"Label", plain("L")}, " beim Zeitfenster „L“"},
		{"diff.field.reaction_threshold", 0, nil, "die Zahl der Ereignisse, ab der die Pause beginnt"},
		{"diff.field_item.reaction_threshold", 0, nil, "die Zahl der Ereignisse, ab der die Pause beginnt"},
		{"diff.field.reaction_threshold_in_a_row", 0, nil, "die Zahl der Ereignisse in Folge, ab der die Pause beginnt"},
		{"diff.field_item.reaction_threshold_in_a_row", 0, nil, "die Zahl der Ereignisse in Folge, ab der die Pause beginnt"},
		{"job.site_interval", 0, []any{"T", dur(24*time.Hour, "")}, "Bei dieser Abrufart wird jede Website höchstens einmal pro Tag abgerufen."},
		{"data.republishes_contents", 0, []any{"What", plain("W")}, "Die Daten, die der Betreiber veröffentlicht, umfassen nur W."},
		{"robots.per_hostname", 0, nil, "Die Dienste des Betreibers rufen sie nicht einzeln ab: Je Hostname wird eine Kopie abgerufen, die alle Dienste gemeinsam nutzen."},
		{"opt_out.crawl_delay.honoured", 0, nil, slow + "Der Wert gibt die Wartezeit zwischen zwei Anfragen in Sekunden an. Beispiel:"},
		{"opt_out.crawl_delay.page_loads", 0, nil, slow + "Der Wert gibt die Wartezeit zwischen zwei Seitenabrufen in Sekunden an. Beispiel:"},
		{"opt_out.crawl_delay_for", 1, []any{"Agents", plain("A")}, "Um A zu verlangsamen, ergänzen Sie seine Gruppe in der robots.txt um eine Crawl-delay-Zeile. Der Wert gibt die Wartezeit zwischen zwei Anfragen in Sekunden an. Beispiel:"},
		{"diff.notice_short_address", 1, notice, "In der Richtlinie wird zugesagt, neue IP-Adressbereiche mindestens einen Tag vor ihrer ersten Nutzung anzukündigen. Der Bereich P wird jedoch schon ab dem F genutzt, während diese Fassung erst auf den D datiert ist. Setzen Sie K auf den L oder später."},
		{"diff.notice_short_address", 3, notice, "In der Richtlinie wird zugesagt, neue IP-Adressbereiche mindestens 3\u00a0Tage vor ihrer ersten Nutzung anzukündigen. Der Bereich P wird jedoch schon ab dem F genutzt, während diese Fassung erst auf den D datiert ist. Setzen Sie K auf den L oder später."},
		{"diff.field.contact_request_permanent", 0, nil, "ob ein Eintrag in der Sperrliste bleibt, bis der Website-Betreiber um seine Streichung bittet"},
		{"diff.field_item.contact_request_permanent", 0, nil, "ob ein Eintrag in der Sperrliste bleibt, bis der Website-Betreiber um seine Streichung bittet"},
		{"diff.state.contact_request_permanent.yes", 0, nil, "Ein Eintrag bleibt nun in der Sperrliste, bis der Website-Betreiber um seine Streichung bittet"},
		{"robots.jobs_not_stopped_no_opt_out", 1, []any{"Jobs", plain("J")}, "Eine Gruppe in der robots.txt verhindert die Abrufe der Abrufart J nicht, da diese Abrufart die robots.txt nicht befolgt; auch auf anderem Weg kann eine Website diese Abrufe nicht unterbinden."},
	})
}

// TestReview39deDataPage (F10): the papers' addresses, plural, on civic-ingestor's data page.
func TestReview39deDataPage(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"de": {"und verlinken dessen Drucksachen, wo die API deren Adressen liefert."},
	})
}
