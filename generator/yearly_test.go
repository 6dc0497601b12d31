package generator

import (
	"testing"
)

// yearlyJob is a campaign that runs in the same span every year, and one across the new year.
const yearlyJob = `
[jobs.monitoring]
label = { en = "Monitoring", de = "Überwachung", fr = "Suivi", pl = "Monitorowanie" }
agent = "bot"
runs_per_year = { min = 1, max = 1 }
dates = [{ from = "03-01", until = "11-30" }]

[jobs.winter]
label = { en = "Winter", de = "Winter", fr = "Hiver", pl = "Zima" }
agent = "bot"
dates = [{ from = "11-01", until = "02-28" }]
`

// TestYearlyDates: a span of every year is said without a year, as "every year from … to …",
// word for word in every language; no year appears.
func TestYearlyDates(t *testing.T) {
	res := buildSmallestEdited(t, nil, yearlyJob)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"| Monitoring | `MinimalBot` | Once a year<br>Every year from 1 March to 30 November |",
			"| Winter | `MinimalBot` | Every year from 1 November to 28 February |",
		},
		"de": {
			"| Überwachung | `MinimalBot` | einmal im Jahr<br>jedes Jahr vom 1. März bis zum 30. November |",
			"| Winter | `MinimalBot` | jedes Jahr vom 1. November bis zum 28. Februar |",
		},
		"fr": {
			"| Suivi | `MinimalBot` | Une fois par an<br>Chaque année du 1er\u00a0mars au 30\u00a0novembre |",
			"| Hiver | `MinimalBot` | Chaque année du 1er\u00a0novembre au 28\u00a0février |",
		},
		"pl": {
			"| Monitorowanie | `MinimalBot` | raz w roku<br>co roku od 1\u00a0marca do 30\u00a0listopada |",
			"| Zima | `MinimalBot` | co roku od 1\u00a0listopada do 28\u00a0lutego |",
		},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"2026 to", "2027"}, "de": {"2027"}, "fr": {"2027"}, "pl": {"2027"}})
	checkEveryLanguage(t, "yearly", res)
}

// TestYearlyDatesReview: dated spans that become a span of every year are said as the page says
// them, before and after; less polite, since the span of every year holds the dated one and more.
func TestYearlyDatesReview(t *testing.T) {
	job := func(dates string) string {
		return "\n[jobs.monitoring]\nlabel = { en = \"Monitoring\", de = \"Überwachung\", fr = \"Suivi\", pl = \"Monitorowanie\" }\nagent = \"bot\"\ndates = " + dates + "\n"
	}
	old, new := smallestWith(t, job(`[{ from = 2027-03-01, until = 2027-11-30 }]`)), smallestWith(t, job(`[{ from = "03-01", until = "11-30" }]`))
	want := map[string][]string{
		"en": {"Changed in “Monitoring”: the dates on which it runs. Previously: from 1 March 2027 to 30 November 2027. Now: every year from 1 March to 30 November. This change makes the crawler less polite. The change needs sign-off."},
		"de": {"Geändert bei der Abrufart „Überwachung“: die Zeiträume der Läufe – bisher vom 1. März 2027 bis zum 30. November 2027, neu jedes Jahr vom 1. März bis zum 30. November. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
		"fr": {"Modification dans la tâche «\u202fSuivi\u202f»\u202f: les dates des exécutions (jusqu’à présent\u202f: du 1er\u00a0mars 2027 au 30\u00a0novembre 2027\u202f; désormais\u202f: chaque année du 1er\u00a0mars au 30\u00a0novembre). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
		"pl": {"Zmiana dla zadania „Monitorowanie”: terminy przebiegów – dotychczas: od 1\u00a0marca 2027\u00a0r. do 30\u00a0listopada 2027\u00a0r.; odtąd: co roku od 1\u00a0marca do 30\u00a0listopada. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
	}
	checkReviewSentences(t, "dates of every year", old, new, want)
}
