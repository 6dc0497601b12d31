package generator

import "testing"

// TestReview44enfrMessages pins the fixes of the native review round 44 for English and French
// (/work/notes/s36/review44-LANG.md in the project's notes), with the sentences that replace
// them. English: F1 a scope "on one server", as "on one site" and "on one system" (was "at one
// server", in scope_in and scope_in_uncounted alike); F2 noai and noimageai as two clauses that
// each say "does not use … for AI" (was "…, nor the page’s images where …"); F3 the merge warning
// for several crawlers says "that crawler merges", not an "it" that may be robots.txt or the
// group; F4 the fetch's name before the noun, "(the “R” fetch in the schedule)" (was "(the fetch
// “R” in the schedule)"). French: F2 robots.txt « consulté dans sa copie en cache » before every
// fetch, so that it is not read as fetched each time (was « (dans la copie en cache) »); French
// review 45, F3, restored « (dans la copie en cache) », with no participle that agrees with
// nothing in the table cell (TestReview45frMessages).
func TestReview44enfrMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "en", []messageCase{
		// F1
		{"scope_in.server", 0, nil, "on one server"},
		{"scope_in_uncounted.server", 0, nil, "on one server"},
		// F2
		{"usage_preferences.noai_noimageai", 0, []any{"Header", plain("X-Robots-Tag"), "Value", plain("noai"), "Image", plain("noimageai")},
			"It does not use a page for AI purposes where the page’s robots meta element or X-Robots-Tag header says noai, and does not use the page’s images for AI purposes where either says noimageai."},
		// F3
		{"warning.existing-group-merges-allow", 2, nil, "If your robots.txt already has a group for a crawler named here, remove any Disallow rules there that should no longer apply to that crawler: that crawler merges the two groups into one, so those rules would still apply."},
		// F4
		{"request.re-check_jobs", 1, []any{"Jobs", plain("“R”")}, "an immediate recheck of your site (the “R” fetch in the schedule)"},
		{"request.re-check_jobs", 2, []any{"Jobs", plain("“R” and “S”")}, "an immediate recheck of your site (the “R” and “S” fetches in the schedule)"},
		{"request.re-check_within_jobs", 1, []any{"Jobs", plain("“R”")}, "a recheck of your site (the “R” fetch in the schedule)"},
		{"request.re-check_within_jobs", 2, []any{"Jobs", plain("“R” and “S”")}, "a recheck of your site (the “R” and “S” fetches in the schedule)"},
	})
	checkMessages(t, ls, "fr", []messageCase{
		// F2
		{"robots_check.before-every-fetch", 0, nil, "avant chaque récupération (dans la copie en cache)"},
	})
	// French F2 on the page the editor read.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"fr": {
		"- Par défaut, robots.txt est lu avant chaque récupération (dans la copie en cache).\n",
		"| `ExampleWatch` | Automatique | Avant chaque récupération (dans la copie en cache) | Oui | Non |",
	}})
}

// TestReview43enExampleRemoved (English review 43, F4): the policy no longer marked as an
// example ends with what that means for sites, "The limits described on the page now apply to
// real requests.", in every language, not with the sentence of its class ("This change may make
// the crawler less polite."), which sent readers looking for a limit that was relaxed. The change
// is still classed looser and needs sign-off.
func TestReview43enExampleRemoved(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "Changed: the policy is no longer marked as a fictional example; it now describes a real crawler, and webmasters should expect its requests to reach their sites. The limits described on the page now apply to real requests. The change needs sign-off.",
		"de": "Geändert: Die Richtlinie ist nicht mehr als fiktives Beispiel gekennzeichnet; sie beschreibt damit einen realen Crawler, der tatsächlich Websites abrufen kann. Die auf der Seite beschriebenen Limits gelten nun für echte Anfragen an Websites. Die Änderung muss freigegeben werden.",
		"fr": "Modification\u202f: les règles d’exploration ne sont plus signalées comme un exemple fictif et décrivent donc un robot réel, susceptible d’explorer des sites. Les limites décrites sur la page s’appliquent désormais à des requêtes réelles. Ce changement doit être validé avant publication.",
		"pl": "Zmiana: zasady nie są już oznaczone jako fikcyjny przykład, więc opisują rzeczywistego robota, który może pobierać treści z serwisów. Limity opisane na stronie dotyczą teraz rzeczywistych żądań. Zmiana wymaga zatwierdzenia.",
	} {
		checkReviewLines(t, lang+" marked as an example", reviewCaseSentences(t, lang, "marked as an example"), []string{"/site/example | looser | " + want})
	}
}
