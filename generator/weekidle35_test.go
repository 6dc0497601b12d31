package generator

import (
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestWeekIdleLegendStated (t35c; t32c, seen: checkNothingAbsent refused the week picture's
// "Blank: no requests (no fetch runs at these hours)" for a job that runs only within a window):
// the legend is true, the check was wrong. Every job of such a policy is bound to a window of kind
// "only" and every agent has a job, so an hour the picture leaves blank is one in which polite
// refuses every request (*OutsideWindowError): no such window covers any minute of it. The legend
// item is a key to the picture, shown only where the picture has such hours, as "Other hours:
// requests possible" is; the policy values that make the hours blank are the windows' and the
// schedule's, stated beside it. Both with and without except_days (which only closes more days).
// Failed before: checkNothingAbsent reported the legend item in en, de, fr and pl.
func TestWeekIdleLegendStated(t *testing.T) {
	zone := [][2]string{{"last_changed =", "time_zone = \"Europe/Warsaw\"\nlast_changed ="}}
	without := strings.Replace(exceptDaysJobs, "except_days = [\"05-01\", \"2027-04-05\"]\n", "", 1)
	if without == exceptDaysJobs {
		t.Fatal("exceptDaysJobs holds no except_days line to remove")
	}
	for name, jobs := range map[string]string{"except_days": exceptDaysJobs, "no except_days": without} {
		t.Run(name, func(t *testing.T) {
			res := buildSmallestEdited(t, zone, jobs)
			legend := map[string]string{
				"en": "Blank: no requests (no fetch runs at these hours)",
				"de": "Leer: keine Anfragen (zu diesen Stunden läuft kein Abruf)",
				"fr": "Zone vide\u202f: aucune requête (aucune récupération n’a lieu à ces heures)",
				"pl": "Puste pola: brak żądań (w\u00a0tych godzinach robot niczego nie pobiera)",
			}
			for lang, want := range legend {
				if !strings.Contains(string(res.Files[lang+"/index.html"]), want) {
					t.Errorf("%s/index.html lacks the legend item %q", lang, want)
				}
			}
			// The claim itself: no minute of a blank hour lies in the job's window.
			g, _ := weekOf(res.Policy)
			blank := 0
			for col := range 7 {
				for h := range 24 {
					if g.class(col, h, nil) != "idle" {
						continue
					}
					blank++
					for m := h * 60; m < h*60+60; m++ {
						for _, w := range res.Policy.OnlyWindows("check") {
							if w.Covers(weekday(col), policy.TimeOfDay(m)) {
								t.Errorf("%s %02d:%02d is drawn blank, but window %q covers it", weekday(col), m/60, m%60, w.ID)
							}
						}
					}
				}
			}
			if want := 2*24 + 5*12; blank != want {
				t.Errorf("%d blank hours, want %d (the weekend, and Mon–Fri outside 07:00–19:00)", blank, want)
			}
			checkEveryLanguage(t, name, res)
		})
	}
}
