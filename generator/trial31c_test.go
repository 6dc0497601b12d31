package generator

import "testing"

// buildTrial31 builds testdata/trial31 (new-user trial 31, TeilhabeCheck, cut down) with edits.
func buildTrial31(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildTestdata(t, "trial31", edits...)
}

// TestAfterBrowserPromise (new-user trial 31, F-14): "no-browser-impersonation" beside a
// User-Agent that follows a browser's (user_agent_form = "after-browser") says what the crawler
// keeps, its name after the browser's, not "never poses as a browser" under "The User-Agent
// header is that of a web browser, followed by". Failed before: "It never poses as a browser."
func TestAfterBrowserPromise(t *testing.T) {
	res := buildTrial31(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"- It never passes for a person’s browser: after the browser’s own, its User-Agent always names `TeilhabeCheck`.\n"},
		"de": {"- Gibt sich nie als von einem Menschen bedienter Browser aus: Der User-Agent nennt nach den Angaben des Browsers stets `TeilhabeCheck`.\n"},
		"fr": {"- Il ne se fait jamais passer pour le navigateur d’un internaute\u202f: à la suite de l’identification du navigateur, son User-Agent nomme toujours `TeilhabeCheck`.\n"},
		"pl": {"- Nigdy nie podszywa się pod przeglądarkę używaną przez człowieka: w nagłówku User-Agent po danych przeglądarki zawsze występuje nazwa `TeilhabeCheck`.\n"},
	})
}

// TestSiteRequestByOwner (new-user trial 31, F-17): a job started when a site asks says who asks,
// the site's owner, not the site. Failed before: en "When the site asks for it", fr "À la
// demande du site", pl "na prośbę serwisu" (de said "des Website-Betreibers" already).
func TestSiteRequestByOwner(t *testing.T) {
	res := buildTrial31(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"| When the site’s owner asks for it, within 20\u00a0working days |"},
		"de": {"| auf Wunsch des Website-Betreibers, innerhalb von 20\u00a0Arbeitstagen |"},
		"fr": {"| À la demande du responsable du site, sous 20\u00a0jours ouvrés |"},
		"pl": {"| na prośbę administratora serwisu – w ciągu 20\u00a0dni roboczych |"},
	})
}
