package generator

import "testing"

// French findings left over from review 37 and review 38 that needed Go (fxfr38b; issue #12).
// Each case failed before.
//   - Review 37 F15: a pause's event named without its count (the review of a changed
//     threshold) drops « même », which only makes sense with a count:
//     format.reaction_threshold_event = "without-count-unit-scope" takes the scope from
//     scope_in_uncounted, « au cours d’une synchronisation ». The pages, which state the count,
//     keep scope_in, « au cours d’une même synchronisation » (fix24fr, fxfr32).
//   - diff.class.response_working_days_shorter: « délai de réponse annoncé », as the field since
//     review 38 F11 (was « Une réponse plus rapide est désormais promise », a calque).

const (
	nb38b = "\u00a0"
	nn38b = "\u202f"
)

func TestFxfr38bMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "fr", []messageCase{
		{"format.reaction_threshold_event", 0, nil, "without-count-unit-scope"},
		{"scope_in_uncounted.sync", 0, nil, "au cours d’une synchronisation"},
		{"scope_in_uncounted.hostname", 0, nil, "pour un nom d’hôte"},
		{"scope_in_uncounted.run", 0, nil, "au cours d’une exécution"},
		{"scope_in.sync", 0, nil, "au cours d’une même synchronisation"},
		{"diff.class.response_working_days_shorter", 0, nil, "Le délai de réponse annoncé aux webmestres est désormais plus court."},
	})
	// English and Polish name the scope as before: scope_in_uncounted is their scope_in. German
	// has its own indefinite forms since review 45, F1 (TestReview45deUncountedScope).
	for _, lang := range []string{"en", "pl"} {
		checkMessages(t, ls, lang, []messageCase{{"format.reaction_threshold_event", 0, nil, "without-count"}})
		for _, v := range []string{"sync", "hostname", "run", "domain-server", "all-sites"} {
			checkMessages(t, ls, lang, []messageCase{{"scope_in_uncounted." + v, 0, nil, ls[lang].s("scope_in." + v)}})
		}
	}
}

// TestFxfr38bDiff: the review of a changed threshold, as the editor read it (testdata/review/fr.txt).
func TestFxfr38bDiff(t *testing.T) {
	const signOff = " Ce changement doit être validé avant publication."
	checkReviewLines(t, "fr threshold higher", reviewCaseSentences(t, "fr", "threshold higher"), []string{
		"/errors/reactions/0/threshold | looser | Modification pour la pause déclenchée par l’événement «" + nn38b + "une tentative échouée ou une réponse HTTP" + nb38b + "429 (Too Many Requests) au cours d’une synchronisation" + nn38b + "»" + nn38b + ": le nombre d’occurrences qui déclenche la pause (jusqu’à présent" + nn38b + ": 5" + nn38b + "; désormais" + nn38b + ": 10). L’exploration devient moins respectueuse des sites." + signOff,
	})
}
