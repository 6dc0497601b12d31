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
