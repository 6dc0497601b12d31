package generator

import "testing"

// TestPerDatesStated (new-user trial 27, F-09): a quota counted over the job's dates is stated
// with the whole span, after its scope, in every language, for one site and across all sites.
// Failed before: unknown key "per_dates".
func TestPerDatesStated(t *testing.T) {
	edits := [][2]string{
		retentionAfterJobEdits[0],
		{"conditional_requests = [\"If-None-Match\", \"If-Modified-Since\"]\n", "conditional_requests = [\"If-None-Match\", \"If-Modified-Since\"]\n\n[[limits.quotas]]\nmax = 21\nunit = \"pages\"\nkey = \"domain\"\nper_dates = true\n\n[[limits.quotas]]\nmax = 5000\nkey = \"all-sites\"\nper_dates = true\n"},
	}
	res := buildDirEdited(t, "../examples/feed-reader", edits)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- Quota: at most 21\u00a0pages per registrable domain over the whole period from 11 January 2027 to 9 April 2027.\n",
			"- Quota: at most 5,000\u00a0requests over the whole period from 11 January 2027 to 9 April 2027, across all sites together.\n",
		},
		"de": {
			"- Kontingent: höchstens 21\u00a0Seiten je Domain (mit allen Subdomains) im gesamten Zeitraum vom 11. Januar 2027 bis zum 9. April 2027.\n",
			"- Kontingent: höchstens 5.000\u00a0Anfragen im gesamten Zeitraum vom 11. Januar 2027 bis zum 9. April 2027 für alle Websites zusammen.\n",
		},
		"fr": {
			"- Quota\u202f: au plus 21\u00a0pages par domaine (sous-domaines compris) sur l’ensemble de la période du 11\u00a0janvier 2027 au 9\u00a0avril 2027.\n",
			"- Quota\u202f: au plus 5\u202f000\u00a0requêtes sur l’ensemble de la période du 11\u00a0janvier 2027 au 9\u00a0avril 2027, tous sites confondus.\n",
		},
		"pl": {
			"- Najwyżej 21\u00a0stron na zarejestrowaną domenę w całym okresie (od 11\u00a0stycznia 2027\u00a0r. do 9\u00a0kwietnia 2027\u00a0r.).\n",
			"- Najwyżej 5000\u00a0żądań w całym okresie (od 11\u00a0stycznia 2027\u00a0r. do 9\u00a0kwietnia 2027\u00a0r.) łącznie dla wszystkich serwisów.\n",
		},
	})
	checkEveryLanguage(t, "per-dates", res)
}
