package generator

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// onlyWindowPolicy states a job that runs only on weekday nights (a window of kind "only"),
// every hour there, and another job that runs once a day at any time.
const onlyWindowPolicy = `
[jobs.full-sync]
label = { en = "Full sync", de = "Vollabgleich", fr = "Synchronisation complète", pl = "Pełna synchronizacja" }
agent = "bot"
cadence = [{ every = "1h" }]

[jobs.check]
label = { en = "Check", de = "Prüfung", fr = "Contrôle", pl = "Kontrola" }
agent = "bot"
cadence = [{ every = "24h" }]

[windows.night]
kind = "only"
label = { en = "Night", de = "Nacht", fr = "Nuit", pl = "Noc" }
days = "mon-fri"
hours = ["22:00-05:00"]
overnight = true
jobs = ["full-sync"]
`

// TestOnlyWindow: a window of kind "only" says that its job runs only then (not "preferably",
// and no "no requests"), and the job's row names the window; word for word in every language.
func TestOnlyWindow(t *testing.T) {
	res := buildSmallestEdited(t, [][2]string{{"last_changed = 2026-12-01\n", "last_changed = 2026-12-01\ntime_zone = \"Europe/Warsaw\"\n"}}, onlyWindowPolicy)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- Night: “Full sync” runs only Mon–Fri, from 22:00 on each of these days until 05:00 the following day.\n",
			"| Full sync | `MinimalBot` | Every hour | Runs only within the time window “Night”. |\n",
		},
		"de": {
			"- Nacht (Mo–Fr, jeweils von 22:00\u00a0Uhr bis 5:00\u00a0Uhr am Folgetag): Die Abrufart „Vollabgleich“ läuft nur in diesem Zeitfenster, zu keiner anderen Zeit.\n",
			"| Vollabgleich | `MinimalBot` | stündlich | Läuft ausschließlich im Zeitfenster „Nacht“. |\n",
		},
		"fr": {
			"- Nuit\u202f: la tâche «\u202fSynchronisation complète\u202f» ne s’exécute que du lun. au ven., de 22\u00a0h à 5\u00a0h le lendemain.\n",
			"| Synchronisation complète | `MinimalBot` | Toutes les heures | S’exécute uniquement dans la plage horaire «\u202fNuit\u202f». |\n",
		},
		"pl": {
			"- Noc: pon.–pt., od 22:00 w każdy z tych dni do 5:00 następnego dnia – zadanie „Pełna synchronizacja” jest wykonywane wyłącznie w tych godzinach.\n",
			"| Pełna synchronizacja | `MinimalBot` | co godzinę | Działa wyłącznie w oknie czasowym „Noc”. |\n",
		},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"preferably", "no requests", "Outlined: preferred"},
		"de": {"vorzugsweise", "keine Anfragen"},
		"fr": {"de préférence", "aucune requête"},
		"pl": {"gdy tylko to możliwe", "nie wysyła żądań"},
	})
	checkEveryLanguage(t, "only-window", res)
}

// TestOnlyWindowReview: diff says a window of kind "only" as the page does, and classes it by
// what it does to its jobs' hours: one added bounds a job that ran at any time (stricter), its
// hours grown free the job for longer (less polite), the window removed frees it, and a job
// added to it that ran at any time is bound (stricter).
func TestOnlyWindowReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("testdata/smallest/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	base := strings.Replace(string(src), "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\ntime_zone = \"Europe/Warsaw\"\n", 1) + onlyWindowPolicy
	parse := func(s string) *policy.Policy {
		p, err := policy.Parse([]byte(s), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	without := parse(base[:strings.Index(base, "[windows.night]")])
	with := parse(base)
	longer := parse(strings.Replace(base, `hours = ["22:00-05:00"]`, `hours = ["20:00-06:00"]`, 1))
	both := parse(strings.Replace(base, `jobs = ["full-sync"]`, `jobs = ["full-sync", "check"]`, 1))
	want := map[string][][]string{
		"en": {
			{"Added: the window “Night” (Mon–Fri, from 22:00 on each of these days until 05:00 the following day), outside which “Full sync” does not run. This change makes the crawler more polite."},
			{"Changed for the window “Night”: the hours it covers. Previously: 22:00–05:00 (overnight). Now: 20:00–06:00 (overnight). This change makes the crawler less polite. The change needs sign-off."},
			{"Removed: the window “Night” (Mon–Fri, from 22:00 on each of these days until 05:00 the following day), outside which “Full sync” did not run. This change makes the crawler less polite. The change needs sign-off."},
			{"Changed for the window “Night”: the fetches that run only within it. Previously: “Full sync”. Now: “Full sync” and “Check”. This change makes the crawler more polite."},
		},
		"de": {
			{"Hinzugefügt: das Zeitfenster „Nacht“ (Mo–Fr, jeweils von 22:00\u00a0Uhr bis 5:00\u00a0Uhr am Folgetag); die Abrufart „Vollabgleich“ läuft nur in diesem Zeitfenster, zu keiner anderen Zeit. Der Crawler wird dadurch rücksichtsvoller."},
			{"Geändert beim Zeitfenster „Nacht“: die Uhrzeiten – bisher von 22:00\u00a0Uhr bis 5:00\u00a0Uhr am Folgetag, neu von 20:00\u00a0Uhr bis 6:00\u00a0Uhr am Folgetag. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			{"Entfernt: das Zeitfenster „Nacht“ (Mo–Fr, jeweils von 22:00\u00a0Uhr bis 5:00\u00a0Uhr am Folgetag); die Abrufart „Vollabgleich“ lief bisher nur in diesem Zeitfenster. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			{"Geändert beim Zeitfenster „Nacht“: die Abrufarten, die ausschließlich in einem Zeitfenster laufen – bisher „Vollabgleich“, neu „Vollabgleich“ und „Prüfung“. Der Crawler wird dadurch rücksichtsvoller."},
		},
		"fr": {
			{"Ajout de la plage horaire «\u202fNuit\u202f» (du lun. au ven., de 22\u00a0h à 5\u00a0h le lendemain), en dehors de laquelle la tâche «\u202fSynchronisation complète\u202f» ne s’exécute pas. L’exploration devient plus respectueuse des sites."},
			{"Modification pour la plage horaire «\u202fNuit\u202f»\u202f: ses horaires (jusqu’à présent\u202f: de 22\u00a0h à 5\u00a0h le lendemain\u202f; désormais\u202f: de 20\u00a0h à 6\u00a0h le lendemain). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			{"Suppression de la plage horaire «\u202fNuit\u202f» (du lun. au ven., de 22\u00a0h à 5\u00a0h le lendemain), en dehors de laquelle la tâche «\u202fSynchronisation complète\u202f» ne s’exécutait pas. L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			{"Modification pour la plage horaire «\u202fNuit\u202f»\u202f: les tâches qui ne s’exécutent que pendant cette plage horaire (jusqu’à présent\u202f: «\u202fSynchronisation complète\u202f»\u202f; désormais\u202f: «\u202fSynchronisation complète\u202f» et «\u202fContrôle\u202f»). L’exploration devient plus respectueuse des sites."},
		},
		"pl": {
			{"Dodano okno czasowe „Noc” (pon.–pt., od 22:00 w każdy z tych dni do 5:00 następnego dnia); zadanie „Pełna synchronizacja” jest wykonywane wyłącznie w tych godzinach. Robot staje się przez to mniej uciążliwy dla serwisów."},
			{"Zmiana okna czasowego „Noc”: godziny – dotychczas: od 22:00 do 5:00 następnego dnia; odtąd: od 20:00 do 6:00 następnego dnia. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
			{"Usunięto okno czasowe „Noc” (pon.–pt., od 22:00 w każdy z tych dni do 5:00 następnego dnia); dotychczas zadanie „Pełna synchronizacja” było wykonywane wyłącznie w tych godzinach. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
			{"Zmiana okna czasowego „Noc”: zadania wykonywane wyłącznie w tym oknie – dotychczas: „Pełna synchronizacja”; odtąd: „Pełna synchronizacja” i „Kontrola”. Robot staje się przez to mniej uciążliwy dla serwisów."},
		},
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		for i, pair := range [][2]*policy.Policy{{without, with}, {with, longer}, {with, without}, {with, both}} {
			changes, err := policy.Diff(pair[0], pair[1])
			if err != nil {
				t.Fatal(err)
			}
			rv, err := NewReview(pair[0], pair[1], changes, msgs, lang, nil)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range rv.Changes {
				got = append(got, c.Sentence)
			}
			if w, ok := want[lang]; !ok || i >= len(w) || !slices.Equal(got, w[i]) {
				t.Errorf("%s, case %d:\n%s", lang, i, strings.Join(got, "\n"))
			}
		}
	}
}
