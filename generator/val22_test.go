package generator

import "testing"

// TestStartTimeDailyOnce: a rule with a start time and every = "24h" says its days once, "Every
// day at 02:00", not "Every day at 02:00: every day" (new-user trial 21, F4), in every language;
// with weekdays, their range and the time alone. Another interval beside a start time keeps it.
func TestStartTimeDailyOnce(t *testing.T) {
	const jobs = `
[jobs.harvest]
label = { en = "Harvest", de = "Abgleich", fr = "Collecte", pl = "Zbieranie" }
agent = "bot"

[[jobs.harvest.cadence]]
at = "02:00"
every = "24h"

[jobs.weekdays]
label = { en = "Weekdays", de = "Werktage", fr = "Semaine", pl = "Dni robocze" }
agent = "bot"

[[jobs.weekdays.cadence]]
days = "mon-fri"
at = "03:00"
every = "24h"

[jobs.twice]
label = { en = "Twice", de = "Zweimal", fr = "Deux fois", pl = "Dwa razy" }
agent = "bot"

[[jobs.twice.cadence]]
at = "04:00"
every = "12h"
`
	res := buildSmallestEdited(t, [][2]string{{"default_language = \"en\"\n", "default_language = \"en\"\ntime_zone = \"Europe/Berlin\"\n"}}, jobs)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"| Harvest | `MinimalBot` | Every day at 02:00 |",
			"| Weekdays | `MinimalBot` | Mon–Fri at 03:00 |",
			"| Twice | `MinimalBot` | Every day at 04:00: every 12\u00a0hours |",
		},
		"de": {
			"| Abgleich | `MinimalBot` | täglich um 2:00\u00a0Uhr |",
			"| Werktage | `MinimalBot` | Mo–Fr um 3:00\u00a0Uhr |",
			"| Zweimal | `MinimalBot` | täglich um 4:00\u00a0Uhr: alle 12\u00a0Stunden |",
		},
		"fr": {
			"| Collecte | `MinimalBot` | Tous les jours à 2\u00a0h |",
			"| Semaine | `MinimalBot` | Du lun. au ven. à 3\u00a0h |",
			"| Deux fois | `MinimalBot` | Tous les jours à 4\u00a0h\u202f: toutes les 12\u00a0heures |",
		},
		"pl": {
			"| Zbieranie | `MinimalBot` | codziennie o 2:00 |",
			"| Dni robocze | `MinimalBot` | pon.–pt. o 3:00 |",
			"| Dwa razy | `MinimalBot` | codziennie o 4:00: co 12\u00a0godzin |",
		},
	})
	checkEveryLanguage(t, "start time daily", res)
}
