package generator

import "testing"

// Tests of new-user trial 26 (/work/notes/s27/trial26.md), third part: the requests a site
// owner can make, and the retries. The policy is testdata/trial26/policy.toml as the user wrote
// it.

// trial26Blocklist adds a request to be blocklisted beside the request to stop with its time
// limit, as the user's variant s7 did.
var trial26Blocklist = [2]string{"within_working_days = 3\n", "within_working_days = 3\n\n[[contact.requests]]\nkind = \"blocklist\"\n"}

// TestOptOutRequestsEachWithItsLimit (F-13): two requests to stay away, written to
// contact.optout_email, are a list, each item a request with its own time limit, in every
// language: joined with "or" in one sentence, the stop's time limit stood between the two ("…,
// carried out within 3 working days or your site to be added to the blocklist, …"). Where other
// requests go to contact.email, they follow under the same heading, after the list.
func TestOptOutRequestsEachWithItsLimit(t *testing.T) {
	mail := "[`remove-url@vigilo-monitoring.example`](<mailto:remove-url@vigilo-monitoring.example>)"
	support := "[`probe-support@vigilo-monitoring.example`](<mailto:probe-support@vigilo-monitoring.example>)"
	list := map[string][]string{
		"en": {"Write to " + mail + ". You can ask for:\n\n- an end to all fetching from your site, carried out within 3\u00a0working days\n- your site to be added to the blocklist, so that it is no longer fetched\n"},
		"de": {"Schreiben Sie an " + mail + ". Sie können um Folgendes bitten:\n\n- die Einstellung aller Abrufe von Ihrer Website, umgesetzt innerhalb von 3\u00a0Arbeitstagen\n- die Aufnahme Ihrer Website in die Sperrliste, sodass sie nicht mehr abgerufen wird\n"},
		"fr": {"Écrivez à " + mail + ". Vous pouvez demander\u202f:\n\n- l’arrêt de toute collecte sur votre site (délai de mise en œuvre\u202f: 3\u00a0jours ouvrés)\n- l’inscription de votre site sur la liste de blocage, afin que plus rien n’y soit récupéré\n"},
		"pl": {"Pisząc na adres " + mail + ", mogą Państwo poprosić o:\n\n- zaprzestanie pobierania z Państwa serwisu – w ciągu 3\u00a0dni roboczych\n- wpisanie Państwa serwisu na listę serwisów blokowanych, tak aby nie był już pobierany\n"},
	}
	runTogether := map[string][]string{
		"en": {"working days or your site"},
		"de": {"Arbeitstagen oder die Aufnahme"},
		"fr": {"ouvrés) ou l’inscription"},
		"pl": {"roboczych lub wpisanie"},
	}
	res := buildTestdata(t, "trial26", trial26Blocklist)
	checkPageLines(t, res, list)
	checkPageLacks(t, res, runTogether)
	checkEveryLanguage(t, "stop-and-blocklist", res)

	// A request to contact.email beside them: its own sentence after the list.
	slower := buildTestdata(t, "trial26", trial26Blocklist, [2]string{"[agents.checker]\n", "[[contact.requests]]\nkind = \"slower\"\n\n[agents.checker]\n"})
	checkPageLines(t, slower, list)
	checkPageLines(t, slower, map[string][]string{
		"en": {"so that it is no longer fetched\n\nWrite to " + support + ". You can ask for a slower rate.\n"},
		"de": {"sodass sie nicht mehr abgerufen wird\n\nSchreiben Sie an " + support + ". Sie können um Folgendes bitten: eine langsamere Abrufrate.\n"},
		"fr": {"afin que plus rien n’y soit récupéré\n\nÉcrivez à " + support + ". Vous pouvez demander un rythme plus lent.\n"},
		"pl": {"tak aby nie był już pobierany\n\nPisząc na adres " + support + ", mogą Państwo poprosić o wolniejsze tempo.\n"},
	})
	checkEveryLanguage(t, "stop-blocklist-slower", slower)

	// One request to stay away is still said in a sentence.
	one := buildTestdata(t, "trial26")
	checkPageLines(t, one, map[string][]string{
		"en": {"Write to " + mail + " to ask for an end to all fetching from your site, carried out within 3\u00a0working days.\n"},
	})
}
