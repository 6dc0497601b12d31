package generator

import "testing"

// Tests of helper t29b (/work/prompts/s29/t29b.txt): findings left from new-user trial 26 and
// from tidy 28 (/work/notes/s28/t28b.md, t28d.md). The policy is testdata/trial26/policy.toml.

// trial26Form makes the user's request to stop one made in the web form alone, with no mailbox
// for opting out (t28b, "Glance").
var trial26Form = [][2]string{
	{"optout_email = \"remove-url@vigilo-monitoring.example\"\n", "form = \"https://vigilo-monitoring.example/remove\"\n"},
	{"kind = \"stop\"\n", "kind = \"stop\"\nvia = [\"form\"]\n"},
}

// TestGlanceNamesFormOrPortal (t28b, "Glance"): where a request to stay away is made only in the
// web form or in the portal, the short answer on blocking names it, where it is made, and links
// to the block that lists it, in every language; it said only that robots.txt cannot shut the
// crawler out, and linked to the crawler's description. Failed before: the lines were missing.
func TestGlanceNamesFormOrPortal(t *testing.T) {
	form := "[`https://vigilo-monitoring.example/remove`](<https://vigilo-monitoring.example/remove>)"
	res := buildTestdata(t, "trial26", trial26Form...)
	checkPageLines(t, res, map[string][]string{
		"en": {"- [Blocking the crawler](index.html#in-form) – ", "so a robots.txt rule cannot shut it out. Use the web form at " + form + " to ask for an end to all fetching from your site.\n"},
		"de": {"- [Crawler aussperren](index.html#in-form): ", "lässt sich daher nicht über sie aussperren. Bitten Sie über das Webformular unter " + form + " um die Einstellung aller Abrufe von Ihrer Website.\n"},
		"fr": {"- [Bloquer le robot](index.html#in-form) – ", "ce fichier ne permet pas de le bloquer. Utilisez le formulaire en ligne, à l’adresse " + form + ", pour demander l’arrêt de toute collecte sur votre site.\n"},
		"pl": {"- [Blokada robota](index.html#in-form) – ", "W formularzu internetowym pod adresem " + form + " mogą Państwo poprosić o zaprzestanie pobierania z Państwa serwisu.\n"},
	})
	checkEveryLanguage(t, "stop-in-form", res)

	// In the portal for website owners alone, which only some may use (who).
	portal := "[`https://vigilo-monitoring.example/owners`](<https://vigilo-monitoring.example/owners>)"
	res = buildTestdata(t, "trial26",
		[2]string{"optout_email = \"remove-url@vigilo-monitoring.example\"\n", "portal = { url = \"https://vigilo-monitoring.example/owners\", kind = \"site-owner-portal\" }\n"},
		[2]string{"kind = \"stop\"\n", "kind = \"stop-url\"\nvia = [\"portal\"]\n" + trial26StopURLWho},
	)
	checkPageLines(t, res, map[string][]string{
		"en": {"- [Blocking the crawler](index.html#in-portal) – ", " Sign in to the portal for website owners at " + portal + " to ask for an end to the fetching of the URLs you name. Only site owners who are not customers can ask for this.\n"},
		"de": {"- [Crawler aussperren](index.html#in-portal): ", " Melden Sie sich im Portal für Website-Betreiber unter " + portal + " an und bitten Sie dort um die Einstellung der Abrufe der von Ihnen genannten Adressen. Diese Möglichkeit besteht nur für Website-Betreiber, die nicht Kunden sind.\n"},
		"fr": {"- [Bloquer le robot](index.html#in-portal) – ", " Connectez-vous au portail destiné aux propriétaires de sites, à l’adresse " + portal + ", pour demander l’arrêt de la collecte des adresses que vous indiquez. Cette demande ne peut être faite que par les propriétaires de sites qui ne sont pas clients.\n"},
		"pl": {"- [Blokada robota](index.html#in-portal) – ", " Po zalogowaniu do portalu dla właścicieli serwisów pod adresem " + portal + " mogą Państwo poprosić o zaprzestanie pobierania stron spod wskazanych przez Państwa adresów URL. Kto może o to poprosić: wyłącznie właściciele serwisów, którzy nie są klientami.\n"},
	})
	checkEveryLanguage(t, "stop-url-in-portal", res)

	// By e-mail as well: the e-mail is named, as before.
	res = buildTestdata(t, "trial26", [2]string{"kind = \"stop\"\n", "kind = \"stop\"\nvia = [\"email\", \"form\"]\n"},
		[2]string{"optout_email = \"remove-url@vigilo-monitoring.example\"\n", "optout_email = \"remove-url@vigilo-monitoring.example\"\nform = \"https://vigilo-monitoring.example/remove\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- [Blocking the crawler](index.html#by-email) – ", "Write to [`remove-url@vigilo-monitoring.example`](<mailto:remove-url@vigilo-monitoring.example>) to ask for an end to all fetching from your site.\n"},
	})
}

// trial26StopURLWho is who may ask to stop the fetching of named URLs, as the user meant it.
const trial26StopURLWho = "who = { en = \"site owners who are not customers\", de = \"Website-Betreiber, die nicht Kunden sind\", fr = \"les propriétaires de sites qui ne sont pas clients\", pl = \"właściciele serwisów, którzy nie są klientami\" }\n"
