package generator

import (
	"os"
	"regexp"
	"testing"
)

// TestReview39deWording pins the fixes of the German review round 39 (Issue #12):
//   - F1 (MEANING): opting out is „sich ausnehmen lassen“, never „widersprechen“, which reads as
//     a formal objection (Widerspruch) the policy would deny; the robots.txt clause names „diese
//     Abrufe“, where „sie“ could be the website;
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
		{"robots.jobs_no_opt_out", 1, jobs, "Von den Abrufen der Abrufart J kann sich eine Website nicht ausnehmen lassen."},
		{"robots.jobs_no_opt_out", 2, jobs, "Von den Abrufen der Abrufarten J kann sich eine Website nicht ausnehmen lassen."},
		{"answers.jobs_no_opt_out", 1, jobs, "Von den Abrufen der Abrufart J kann sich eine Website nicht ausnehmen lassen; auch die robots.txt hält diese Abrufe nicht auf."},
		{"answers.jobs_no_opt_out", 2, jobs, "Von den Abrufen der Abrufarten J kann sich eine Website nicht ausnehmen lassen; auch die robots.txt hält diese Abrufe nicht auf."},
		{"diff.state.opt_out.no", 0, nil, "Eine Website kann sich nun von den Abrufen des Crawlers ausnehmen lassen"},
		{"diff.state.opt_out.yes", 0, nil, "Eine Website kann sich nicht mehr von den Abrufen des Crawlers ausnehmen lassen"},
		{"diff.state.job_opt_out.no", 0, nil, "Websites können sich nun von diesen Abrufen ausnehmen lassen"},
		{"diff.state.job_opt_out.yes", 0, nil, "Websites können sich nicht mehr von diesen Abrufen ausnehmen lassen"},
		{"diff.field.opt_out", 0, nil, "ob sich eine Website von den Abrufen eines Crawlers ausnehmen lassen kann"},
		{"diff.field_item.opt_out", 0, nil, "ob sich eine Website von den Abrufen eines Crawlers ausnehmen lassen kann"},
		{"diff.field.job_opt_out", 0, nil, "ob sich eine Website von einer Abrufart ausnehmen lassen kann"},
		{"diff.field_item.job_opt_out", 0, nil, "ob sich eine Website von einer Abrufart ausnehmen lassen kann"},
		{"agent.no_opt_out", 0, nil, "Von seinen Abrufen kann sich eine Website nicht ausnehmen lassen."},
		{"job.no_opt_out", 0, nil, "Von diesen Abrufen kann sich eine Website nicht ausnehmen lassen."},
		{"on_disallow_lead.skip-path", 0, nil, "Sperrt die robots.txt eine Adresse, ruft er sie nicht ab"},
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
		"de": {"- Sperrt die robots.txt eine Adresse, ruft er sie nicht ab, und die Überwachung der Seite endet.\n"},
	})
}
