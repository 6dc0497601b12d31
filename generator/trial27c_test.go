package generator

import (
	"os"
	"strings"
	"testing"
)

// TestReviewJobRenamedAndChanged: a job renamed and changed in one edit reads as the rename and
// the change, the old value read where the job stood (new user 27, F-08: the window's line
// "Measurement visit → Measurement visit", less polite, and the longer dates only as a job
// removed and one added).
func TestReviewJobRenamedAndChanged(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	common := [][2]string{
		{"[site]\n", "[site]\ntime_zone = \"Europe/Berlin\"\n"},
		{"agent = \"fetcher\"\n", "agent = \"fetcher\"\ndates = [{ from = 2027-01-11, until = 2027-04-09 }]\n"},
		{"", "\n[windows.night]\nkind = \"only\"\nlabel = { en = \"Night\", de = \"Nacht\", fr = \"Nuit\", pl = \"Noc\" }\nhours = [\"23:00-06:00\"]\novernight = true\njobs = [\"poll\"]\n"},
	}
	newEdits := append([][2]string{{"[jobs.poll]\n", "[jobs.polling]\n"}}, common...)
	newEdits = append(newEdits, [][2]string{{`jobs = ["poll"]`, `jobs = ["polling"]`}, {"until = 2027-04-09", "until = 2027-04-30"}}...)
	for _, every := range []string{"30m", "24h", "1h"} {
		rule := "[[jobs.poll.cadence]]\nevery = \"" + every + "\""
		newEdits = append(newEdits, [2]string{rule, strings.Replace(rule, "jobs.poll.", "jobs.polling.", 1)})
	}
	want := map[string]string{
		"en": "neutral /jobs/polling: Renamed: the kind of fetch “Feed polling” now has the identifier “polling” in the machine-readable files (previously “poll”). This does not change how polite the crawler is.\n" +
			"looser /jobs/polling/dates: Changed in “Feed polling”: the dates on which it runs. Previously: from 11 January 2027 to 9 April 2027. Now: from 11 January 2027 to 30 April 2027. This change makes the crawler less polite. The change needs sign-off.",
		"de": "neutral /jobs/polling: Umbenannt: die Kennung der Abrufart „Abruf der Feeds“ in den maschinenlesbaren Dateien – bisher „poll“, neu „polling“. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.\n" +
			"looser /jobs/polling/dates: Geändert bei der Abrufart „Abruf der Feeds“: die Zeiträume der Läufe – bisher vom 11. Januar 2027 bis zum 9. April 2027, neu vom 11. Januar 2027 bis zum 30. April 2027. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
	}
	for _, lang := range []string{"en", "de"} {
		var got []string
		for _, c := range reviewPair(t, msgs, "../examples/feed-reader", common, newEdits, lang) {
			got = append(got, string(c.Class)+" "+c.Pointer+": "+c.Sentence)
		}
		if g := strings.Join(got, "\n"); g != want[lang] {
			t.Errorf("%s: the review says\n%s\nwant\n%s", lang, g, want[lang])
		}
	}
}

// TestRequestWithinDaysStated (new user 27, F-07): a request carried out within a number of
// calendar days (contact.requests[].within_days) is stated in days in every language, alone and
// with who may ask, in CLDR's plural forms (one day; 14 days; Polish 22 is "few": "22 dni"), and
// the review says a change from working days as one change. Failed before: unknown key
// "within_days".
func TestRequestWithinDaysStated(t *testing.T) {
	const stop = "kind = \"stop\"\nwithin_working_days = 2\n"
	tests := []struct {
		name, within string
		want         map[string]string
	}{
		{"14 days", "kind = \"stop\"\nwithin_days = 14\n", map[string]string{
			"en": "- an end to all fetching from your site, carried out within 14\u00a0days\n",
			"de": "- die Einstellung aller Abrufe von Ihrer Website, umgesetzt innerhalb von 14\u00a0Tagen\n",
			"fr": "- l’arrêt de toute collecte sur votre site (délai de mise en œuvre\u202f: 14\u00a0jours)\n",
			"pl": "- zaprzestanie pobierania z Państwa serwisu (realizacja w ciągu 14\u00a0dni)\n",
		}},
		{"one day", "kind = \"stop\"\nwithin_days = 1\n", map[string]string{
			"en": "- an end to all fetching from your site, carried out within one day\n",
			"de": "- die Einstellung aller Abrufe von Ihrer Website, umgesetzt innerhalb eines Tages\n",
			"fr": "- l’arrêt de toute collecte sur votre site (délai de mise en œuvre\u202f: 1\u00a0jour)\n",
			"pl": "- zaprzestanie pobierania z Państwa serwisu (realizacja w ciągu jednego dnia)\n",
		}},
		{"who, 22 days", "kind = \"stop\"\nwithin_days = 22\nwho = { en = \"site owners\", de = \"Websitebetreiber\", fr = \"les propriétaires de sites\", pl = \"właściciele serwisów\" }\n", map[string]string{
			"en": "- an end to all fetching from your site (only site owners can ask for this), carried out within 22\u00a0days\n",
			"de": "- die Einstellung aller Abrufe von Ihrer Website (diese Möglichkeit besteht nur für Websitebetreiber), umgesetzt innerhalb von 22\u00a0Tagen\n",
			"fr": "- l’arrêt de toute collecte sur votre site (à demander uniquement par les propriétaires de sites\u202f; délai de mise en œuvre\u202f: 22\u00a0jours)\n",
			"pl": "- zaprzestanie pobierania z Państwa serwisu (uprawnieni do przesłania tej prośby: właściciele serwisów; realizacja w ciągu 22\u00a0dni)\n",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := buildDirEdited(t, "../examples/gmina-bot", [][2]string{{stop, tc.within}})
			for _, lang := range []string{"en", "de", "fr", "pl"} {
				md := strings.ReplaceAll(string(res.Files[lang+"/index.md"]), " ", "\u00a0")
				if want := strings.ReplaceAll(tc.want[lang], " ", "\u00a0"); !strings.Contains(md, want) {
					t.Errorf("%s: the page does not say\n%q", lang, tc.want[lang])
				}
			}
		})
	}
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"en": "contact /contact/requests/0/within_days: Changed for the request “an end to all fetching from your site”: the time within which a site’s request is carried out. Previously: 2\u00a0working days. Now: 14\u00a0days. This changes how webmasters can reach the operator or what they can ask for.",
		"de": "contact /contact/requests/0/within_days: Geändert beim Anliegen „die Einstellung aller Abrufe von Ihrer Website“: die Frist, in der dieses Anliegen umgesetzt wird – bisher 2\u00a0Arbeitstage, neu 14\u00a0Tage. Für Webmaster ändert sich dadurch, wie sie den Betreiber erreichen oder worum sie ihn bitten können.",
	}
	for _, lang := range []string{"en", "de"} {
		var got []string
		for _, c := range reviewPair(t, msgs, "../examples/gmina-bot", nil, [][2]string{{stop, "kind = \"stop\"\nwithin_days = 14\n"}}, lang) {
			got = append(got, string(c.Class)+" "+c.Pointer+": "+c.Sentence)
		}
		if g := strings.Join(got, "\n"); g != want[lang] {
			t.Errorf("%s: the review says\n%s\nwant\n%s", lang, g, want[lang])
		}
	}
}

// TestResearchRoles (new user 27, F-04 and F-11): a study's principal investigator and its data
// protection officer are stated by their roles in every language, and German names no role with
// a grammatical gender the person may not have ("Prof. Dr. Miriam …: Inhaber"). Failed before:
// "principal-investigator" is not allowed here.
func TestResearchRoles(t *testing.T) {
	res := buildDirEdited(t, "../examples/gazette-bot", [][2]string{{`roles = ["owner", "director-of-publication"]`, `roles = ["principal-investigator", "data-protection-officer"]`}, {"gender = \"male\"\n", ""}})
	want := map[string]string{
		"en": ": principal investigator and data protection officer",
		"de": ": Projektleitung und Datenschutzbeauftragte/-r",
		"fr": "\u202f: responsable scientifique et délégué à la protection des données (DPO)",
		"pl": ": kierownik projektu badawczego i inspektor ochrony danych",
	}
	for lang, w := range want {
		if md := string(res.Files[lang+"/index.md"]); !strings.Contains(md, w+"\n") {
			t.Errorf("%s: the page does not say %q", lang, w)
		}
	}
	md := string(buildDirEdited(t, "../examples/gazette-bot", [][2]string{{"gender = \"male\"\n", ""}}).Files["de/index.md"])
	if !strings.Contains(md, ": Inhaberschaft und presserechtliche Verantwortung (directeur de la publication)\n") {
		t.Errorf("de: the roles of the gazette's publisher are not stated without a grammatical gender")
	}
}
