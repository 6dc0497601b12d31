package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

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
		"pl": {"Pisząc na adres " + mail + ", mogą Państwo poprosić o:\n\n- zaprzestanie pobierania z Państwa serwisu (realizacja w ciągu 3\u00a0dni roboczych)\n- wpisanie Państwa serwisu na listę wykluczeń, tak aby nie był już pobierany\n"},
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
		"de": {"sodass sie nicht mehr abgerufen wird\n\nBitten Sie per E-Mail an " + support + " um eine niedrigere Abrufrate.\n"},
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

// trial26StopURL makes the user's request to stop one for the URLs a site names, which only site
// owners who are not customers may make, as the user meant it (F-11).
var trial26StopURL = [2]string{"kind = \"stop\"\nwithin_working_days = 3\n", "kind = \"stop-url\"\nwithin_working_days = 3\n" +
	"who = { en = \"site owners who are not customers\", de = \"Website-Betreiber, die nicht Kunden sind\", fr = \"les propriétaires de sites qui ne sont pas clients\", pl = \"właściciele serwisów, którzy nie są klientami\" }\n"}

// trial26Policy is testdata/trial26/policy.toml with edits, parsed.
func trial26Policy(t *testing.T, edits ...[2]string) *policy.Policy {
	t.Helper()
	return testdataPolicy(t, "trial26", edits...)
}

// TestStopURLWho (F-11): a request to stop fetching the URLs a site names (kind "stop-url"),
// which only some may make (who, refused on every kind but "faster" before), is stated in the
// section on opting out with who may make it and its time limit in one parenthesis where French
// sets both so, and the short answer on blocking names it with who may make it, in every
// language. Failed before: unknown kind "stop-url".
func TestStopURLWho(t *testing.T) {
	mail := "[`remove-url@vigilo-monitoring.example`](<mailto:remove-url@vigilo-monitoring.example>)"
	res := buildTestdata(t, "trial26", trial26StopURL)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"Write to " + mail + " to ask for an end to the fetching of the URLs you name. Only site owners who are not customers can ask for this.\n",
			"Write to " + mail + " to ask for an end to the fetching of the URLs you name (only site owners who are not customers can ask for this), carried out within 3\u00a0working days.\n",
		},
		"de": {
			"Schreiben Sie an " + mail + ", um die Abrufe der von Ihnen genannten Adressen einstellen zu lassen. Diese Möglichkeit besteht nur für Website-Betreiber, die nicht Kunden sind.\n",
			"Schreiben Sie an " + mail + ", wenn Sie um Folgendes bitten möchten: die Einstellung der Abrufe der von Ihnen genannten Adressen (diese Möglichkeit besteht nur für Website-Betreiber, die nicht Kunden sind), umgesetzt innerhalb von 3\u00a0Arbeitstagen.\n",
		},
		"fr": {
			"Écrivez à " + mail + " pour demander l’arrêt de la collecte des adresses que vous indiquez. Cette demande ne peut être faite que par les propriétaires de sites qui ne sont pas clients.\n",
			"Pour demander l’arrêt de la collecte des adresses que vous indiquez (à demander uniquement par les propriétaires de sites qui ne sont pas clients\u202f; délai de mise en œuvre\u202f: 3\u00a0jours ouvrés), écrivez à " + mail + ".\n",
		},
		"pl": {
			"Aby poprosić o zaprzestanie pobierania stron spod wskazanych przez Państwa adresów URL, należy napisać na adres " + mail + ". Kto może o to poprosić: wyłącznie właściciele serwisów, którzy nie są klientami.\n",
			"Na adres " + mail + " mogą Państwo kierować prośby o zaprzestanie pobierania stron spod wskazanych przez Państwa adresów URL (uprawnieni do przesłania tej prośby: właściciele serwisów, którzy nie są klientami; realizacja w ciągu 3\u00a0dni roboczych).\n",
		},
	})
	checkEveryLanguage(t, "stop-url-who", res)
}

// TestRequestWhoReview (F-11): diff states who may make a request as what it is, in the review's
// language, not as a request of its own quoted as "de=… en=…".
func TestRequestWhoReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old := trial26Policy(t)
	who := trial26Policy(t, [2]string{"within_working_days = 3\n", "within_working_days = 3\n" + strings.SplitN(trial26StopURL[1], "\n", 3)[2]})
	const at = "/contact/requests/0/who | contact | "
	for lang, want := range map[string]string{
		"en": at + "Added for the request “an end to all fetching from your site”: who can ask for it (“site owners who are not customers”). This changes how webmasters can reach the operator or what they can ask for.",
		"de": at + "Hinzugefügt beim Anliegen „die Einstellung aller Abrufe von Ihrer Website“: wer dieses Anliegen vorbringen kann – „Website-Betreiber, die nicht Kunden sind“. Für Webmaster ändert sich dadurch, wie sie den Betreiber erreichen oder worum sie ihn bitten können.",
		"fr": at + "Ajout pour la demande portant sur «\u202fl’arrêt de toute collecte sur votre site\u202f»\u202f: qui peut adresser cette demande («\u202fles propriétaires de sites qui ne sont pas clients\u202f»). Cette modification change la façon de joindre l’exploitant ou ce que les webmestres peuvent lui demander.",
		"pl": at + "Dodano dla prośby „zaprzestanie pobierania z Państwa serwisu” krąg osób, które mogą przesłać tę prośbę: „właściciele serwisów, którzy nie są klientami”. Zmienia się sposób kontaktu z nami lub to, o co administratorzy serwisów mogą nas poprosić.",
	} {
		checkReviewLines(t, lang, reviewSentencesOf(t, msgs, old, who, lang), []string{want})
	}
}

// TestRetryFromOtherRegion (F-12): errors.retries.from_other_region is stated after the retries,
// in every language, and only where the policy states it; the review names it as a change of
// where requests come from. Failed before: unknown key from_other_region.
func TestRetryFromOtherRegion(t *testing.T) {
	const delays = "delays = [\"20s\"]\n"
	stated := map[string][]string{
		"en": {"- A request that fails with a timeout or a server error (HTTP 5xx) is retried once, after a wait of at least 20\u00a0seconds.\n- Each retry is sent from a region other than that of the failed request.\n"},
		"de": {"- Jede Wiederholung wird aus einer anderen Region gesendet als die fehlgeschlagene Anfrage.\n"},
		"fr": {"- Chaque nouvelle tentative est envoyée depuis une autre région que celle de la requête qui a échoué.\n"},
		"pl": {"- Każda ponowna próba jest wysyłana z innego regionu niż żądanie, które się nie powiodło.\n"},
	}
	res := buildTestdata(t, "trial26", [2]string{delays, delays + "from_other_region = true\n"})
	checkPageLines(t, res, stated)
	checkEveryLanguage(t, "from_other_region", res)
	checkPageLacks(t, buildTestdata(t, "trial26"), stated)

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, other := trial26Policy(t), trial26Policy(t, [2]string{delays, delays + "from_other_region = true\n"})
	checkReviewLines(t, "review", reviewSentencesOf(t, msgs, old, other, "en"), []string{
		"/errors/retries/from_other_region | identity | Added: whether a retry is sent from a different region (yes). Allowlists and filters that name the crawler may need updating.",
	})
}
