package generator

import (
	"os"
	"strings"
	"testing"
)

// exceptDaysJobs is a job of the smallest policy that runs only within working hours on weekdays,
// except on listed days (new-user trial 28, F-06).
const exceptDaysJobs = `
[jobs.check]
label = { en = "Check", de = "Prüfung", fr = "Contrôle", pl = "Badanie" }
agent = "bot"
cadence = [{ every = "24h" }]

[windows.working-hours]
kind = "only"
label = { en = "Working hours", de = "Arbeitszeit", fr = "Heures ouvrées", pl = "Godziny pracy" }
days = "mon-fri"
hours = ["07:00-19:00"]
jobs = ["check"]
except_days = ["05-01", "2027-04-05"]
`

// TestExceptDaysStated (t32c; new-user trial 28, F-06: "working days" could only be a label, and
// the page said Mon–Fri): a window of kind "only" with except_days states the days it does not
// open on after its days and hours, a day of every year without its year and a date with it,
// each with its pointer, in every language (CLDR plurals: fr « le » / « les »); the review of a
// day added names it. Failed before: unknown key "except_days".
func TestExceptDaysStated(t *testing.T) {
	zone := [][2]string{{"last_changed =", "time_zone = \"Europe/Warsaw\"\nlast_changed ="}}
	res := buildSmallestEdited(t, zone, exceptDaysJobs)
	checkPageLines(t, res, map[string][]string{
		"en": {"- Working hours: “Check” runs only Mon–Fri, 07:00–19:00, except on 1 May and 5 April 2027.\n"},
		"de": {"- Arbeitszeit (Mo–Fr, 7:00–19:00\u00a0Uhr, außer am 1. Mai und am 5. April 2027): Die Abrufart „Prüfung“ läuft nur in diesem Zeitfenster, zu keiner anderen Zeit.\n"},
		"fr": {"- Heures ouvrées\u202f: la tâche «\u202fContrôle\u202f» ne s’exécute que du lun. au ven., de 7\u00a0h à 19\u00a0h, sauf les 1er\u00a0mai et 5\u00a0avril 2027.\n"},
		"pl": {"- Godziny pracy: pon.–pt., 7:00–19:00, z wyjątkiem 1\u00a0maja i 5\u00a0kwietnia 2027\u00a0r. – zadanie „Badanie” jest wykonywane wyłącznie w tych godzinach.\n"},
	})
	html := string(res.Files["en/index.html"])
	for _, ptr := range []string{"/windows/working-hours/except_days/0", "/windows/working-hours/except_days/1"} {
		if !strings.Contains(html, `data-policy="`+ptr+`"`) {
			t.Errorf("en/index.html: no data-policy %s", ptr)
		}
	}
	checkEveryLanguage(t, "except_days", res)

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	one := strings.Replace(exceptDaysJobs, `except_days = ["05-01", "2027-04-05"]`, `except_days = ["05-01"]`, 1)
	tail := "token = \"MinimalBot\"\n"
	for lang, want := range map[string]string{
		"en": "Changed for the window “Working hours”: the days on which the fetches limited to this window do not run (the window does not open). Previously: 1 May. Now: 1 May and 5 April 2027. This change makes the crawler more polite.",
		"de": "Geändert beim Zeitfenster „Arbeitszeit“: die Tage, an denen das Zeitfenster nicht geöffnet ist, sodass die daran gebundenen Abrufe nicht stattfinden – bisher 1. Mai, neu 1. Mai und 5. April 2027. Der Crawler wird dadurch rücksichtsvoller.",
		"fr": "Modification pour la plage horaire «\u202fHeures ouvrées\u202f»\u202f: les jours où les récupérations réservées à cette plage horaire n’ont pas lieu (la plage n’ouvre pas ces jours-là) (jusqu’à présent\u202f: 1er\u00a0mai\u202f; désormais\u202f: 1er\u00a0mai et 5\u00a0avril 2027). L’exploration devient plus respectueuse des sites.",
		"pl": "Zmiana okna czasowego „Godziny pracy”: dni, w które okno czasowe jest zamknięte (zadania ograniczone do tego okna nie są wtedy wykonywane) – dotychczas: 1\u00a0maja; odtąd: 1\u00a0maja i 5\u00a0kwietnia 2027\u00a0r. Robot staje się przez to mniej uciążliwy dla serwisów.",
	} {
		var got []string
		for _, c := range reviewPair(t, msgs, "testdata/smallest", append([][2]string{{tail, tail + one}}, zone...), append([][2]string{{tail, tail + exceptDaysJobs}}, zone...), lang) {
			got = append(got, c.Sentence)
		}
		if all := strings.Join(got, "\n"); !strings.Contains(all, want) {
			t.Errorf("%s: the review lacks %q:\n%s", lang, want, all)
		}
	}
}
