package generator

import "testing"

// buildTrial31 builds testdata/trial31 (new-user trial 31, TeilhabeCheck, cut down) with edits.
func buildTrial31(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildTestdata(t, "trial31", edits...)
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
