package generator

import "testing"

// TestReview38deDisallowSentences: German review 38, F6. The page states the reaction to a
// robots.txt Disallow in verb sentences, like every other line of a crawler's list, and no longer
// as the noun phrases that sitegen diff quotes on their own (on_disallow, which stay). The first
// effect opens the sentence with its own condition (on_disallow_sentence), each further one
// follows as a main clause after „, und“ (on_disallow_clause, list.and_clauses). Each case failed
// before (the IDs did not exist; agent.on_disallow was „Reagiert auf ein Verbot in der robots.txt
// mit {{.Effects}}.“).
func TestReview38deDisallowSentences(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		{"agent.on_disallow", 0, []any{"Effects", plain("Ruft keine Adressen ab, die die robots.txt sperrt")}, "Ruft keine Adressen ab, die die robots.txt sperrt."},
		{"on_disallow_sentence.skip-path", 0, nil, "Ruft keine Adressen ab, die die robots.txt sperrt"},
		{"on_disallow_sentence.stop-observation", 0, nil, "Sperrt die robots.txt die Seite, endet ihre Überwachung"},
		{"on_disallow_sentence.stop-run", 0, nil, "Sperrt die robots.txt eine Adresse, bricht der Lauf ab"},
		{"on_disallow_sentence.stop-all", 0, nil, "Sperrt die robots.txt eine Adresse, sendet der Crawler keine weiteren Anfragen an die Website, außer an die robots.txt selbst"},
		{"on_disallow_sentence.report-to-customer", 0, nil, "Sperrt die robots.txt eine Adresse, vermerkt der Bericht an die Kundschaft, dass die Adresse per robots.txt gesperrt war"},
		{"on_disallow_clause.skip-path", 0, nil, "der Crawler ruft die gesperrte Adresse nicht ab"},
		{"on_disallow_clause.stop-observation", 0, nil, "die Überwachung der Seite endet"},
		{"on_disallow_clause.stop-run", 0, nil, "der Lauf bricht ab"},
		{"on_disallow_clause.stop-all", 0, nil, "der Crawler sendet keine weiteren Anfragen an die Website, außer an die robots.txt selbst"},
		{"on_disallow_clause.report-to-customer", 0, nil, "der Bericht an die Kundschaft vermerkt, dass die Adresse per robots.txt gesperrt war"},
		{"list.and_clauses", 0, []any{"A", plain("A"), "B", plain("B")}, "A, und B"},
		// The values sitegen diff quotes stay noun phrases.
		{"on_disallow.skip-path", 0, nil, "Verzicht auf den Abruf der gesperrten Adresse"},
		{"on_disallow.stop-run", 0, nil, "Abbruch des Laufs"},
	})
	// English, French and Polish state the page's effects as they did: both new families read as
	// the values, and clauses join as every list does, with a comma before "and" in English
	// (English review 41, F2) and before « et » in French: the clauses have different subjects
	// (French review 41, F2).
	for lang, and := range map[string]string{"en": "A, and B", "fr": "A, et B", "pl": "A i B"} {
		for _, e := range []string{"skip-path", "stop-observation", "stop-run", "stop-all", "report-to-customer"} {
			v := ls[lang].t("on_disallow." + e).Plain()
			checkMessages(t, ls, lang, []messageCase{
				{"on_disallow_sentence." + e, 0, nil, v},
				{"on_disallow_clause." + e, 0, nil, v},
			})
		}
		checkMessages(t, ls, lang, []messageCase{{"list.and_clauses", 0, []any{"A", plain("A"), "B", plain("B")}, and}})
	}
}

// TestReview38deDisallowPages: the lines of the examples' pages in four languages. The German
// lines failed before („Reagiert auf ein Verbot in der robots.txt mit …“); the English, French and
// Polish lines are those their pages printed before, and pass before and after. An edited
// gazette-bot shows the clauses after a first effect that holds a comma of its own (skip-path,
// then report-to-customer): „, und“ closes the relative clause.
func TestReview38deDisallowPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{
		"de": {
			"- Sperrt die robots.txt die Seite, endet ihre Überwachung.\n",
			"- Sperrt die robots.txt eine Adresse, bricht der Lauf ab, und der Bericht an die Kundschaft vermerkt, dass die Adresse per robots.txt gesperrt war.\n",
			"- Ruft keine Adressen ab, die die robots.txt sperrt.\n",
		},
		"en": {
			"- When robots.txt disallows a URL, monitoring of that page stops.\n",
			"- When robots.txt disallows a URL, the run stops, and the customer’s report states that the URL was blocked, and why.\n",
			"- When robots.txt disallows a URL, that URL is not fetched.\n",
		},
		"fr": {
			"- En cas d’interdiction par robots.txt, la surveillance de la page concernée s’arrête.\n",
			"- En cas d’interdiction par robots.txt, l’exécution s’arrête, et le rapport remis au client signale l’adresse bloquée et la raison du blocage.\n",
			"- En cas d’interdiction par robots.txt, l’adresse concernée n’est pas récupérée.\n",
		},
		"pl": {
			"- Gdy robots.txt zabrania dostępu, przerywa obserwację danej strony.\n",
			"- Gdy robots.txt zabrania dostępu, przerywa przebieg i odnotowuje w raporcie dla klienta, że ścieżka była zablokowana, podając przyczynę.\n",
			"- Gdy robots.txt zabrania dostępu, pomija daną ścieżkę.\n",
		},
	})
	edited := buildExampleEdited(t, "gazette-bot", [2]string{`on_disallow = ["skip-path"]`, `on_disallow = ["skip-path", "report-to-customer"]`})
	checkPageLines(t, edited, map[string][]string{
		"de": {"- Sperrt die robots.txt eine Adresse, ruft der Crawler sie nicht ab, und der Bericht an die Kundschaft vermerkt, dass die Adresse per robots.txt gesperrt war.\n"},
		"en": {"- When robots.txt disallows a URL, that URL is not fetched, and the customer’s report states that the URL was blocked, and why.\n"},
	})
}
