package generator

import (
	"strings"
	"testing"
)

// weekChoicesEdits give trial 26's uptime check one rule with every_choices on weekdays from 06:00
// to 22:00 (the customer chooses 1, 5 or 15 minutes); its page-speed check stays hourly all week.
var weekChoicesEdits = [][2]string{
	{`[[jobs.uptime.cadence]]
every = "1m"
condition = { en = "checks set to the shortest interval", de = "Prüfungen mit dem kürzesten Intervall", fr = "vérifications réglées sur l’intervalle le plus court", pl = "w przypadku testów z najkrótszym odstępem" }
from_each_region = 4

[[jobs.uptime.cadence]]
every = "5m"
condition = { en = "checks set to the medium interval", de = "Prüfungen mit dem mittleren Intervall", fr = "vérifications réglées sur l’intervalle moyen", pl = "w przypadku testów ze średnim odstępem" }
from_each_region = 4

[[jobs.uptime.cadence]]
every = "15m"
from_each_region = 4
`, `[[jobs.uptime.cadence]]
every_choices = ["1m", "5m", "15m"]
days = "mon-fri"
hours = "06:00-22:00"
from_each_region = 4
`},
}

// TestWeekEveryChoices (t29b, left with a plan): a schedule rule with every_choices alone shades
// its hours by the shortest choice, as the densest the job may run, and the legend says that the
// customer chooses, with the choices, in every language. Failed before: regularCadence read
// every alone, so Monday to Friday from 06:00 to 22:00 was drawn as "requests possible" and the
// legend named the page-speed check alone.
func TestWeekEveryChoices(t *testing.T) {
	res := buildTestdata(t, "trial26", weekChoicesEdits...)
	if !checkWeek(t, "every-choices", res) {
		t.Fatal("no picture of the week")
	}
	svg := string(svgOfWeek.Find(res.Files["en/index.html"]))
	for _, want := range []string{
		`<rect class="w3" x="29" y="96" width="40" height="208"/>`,  // Monday 06:00–22:00, every minute at the most
		`<rect class="w3" x="197" y="96" width="40" height="208"/>`, // Friday
		`<rect class="w2" x="29" y="18" width="40" height="78"/>`,   // Monday 00:00–06:00, every hour
		`<rect class="w2" x="239" y="18" width="40" height="312"/>`, // Saturday, every hour
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("the picture lacks %s:\n%s", want, svg)
		}
	}
	if strings.Contains(svg, `class="open"`) {
		t.Errorf("the picture draws hours as open, where every hour has a stated cadence:\n%s", svg)
	}
	checkLegend(t, res, map[string]string{
		"en": "Uptime check (at an interval the customer chooses: every minute, every 5\u00a0minutes or every 15\u00a0minutes): at most once a minute",
		"de": "Verfügbarkeitsprüfung (nach Wahl der Kundschaft jede Minute, alle 5\u00a0Minuten oder alle 15\u00a0Minuten): höchstens einmal pro Minute",
		"fr": "Contrôle de disponibilité (fréquence au choix du client\u202f: toutes les minutes, toutes les 5\u00a0minutes ou toutes les 15\u00a0minutes)\u202f: au plus une fois par minute",
		"pl": "Kontrola dostępności (częstotliwość wybiera klient: co minutę, co 5\u00a0minut lub co 15\u00a0minut): nie częściej niż raz na minutę",
	})
	checkEveryLanguage(t, "every-choices", res)

	// A job at the same shade all week: the uptime check is named with its days and hours.
	res = buildTestdata(t, "trial26", append(weekChoicesEdits, [2]string{`[[jobs.pagespeed.cadence]]
every = "1h"`, `[[jobs.pagespeed.cadence]]
every = "1m"`})...)
	if !checkWeek(t, "every-choices-when", res) {
		t.Fatal("no picture of the week")
	}
	checkLegend(t, res, map[string]string{
		"en": "Uptime check (Mon–Fri, 06:00–22:00; at an interval the customer chooses: every minute, every 5\u00a0minutes or every 15\u00a0minutes) and Page-speed check: at most once a minute",
		"de": "Verfügbarkeitsprüfung (Mo–Fr, 6:00–22:00\u00a0Uhr; nach Wahl der Kundschaft jede Minute, alle 5\u00a0Minuten oder alle 15\u00a0Minuten) und Ladezeitmessung: höchstens einmal pro Minute",
		"fr": "Contrôle de disponibilité (du lun. au ven., de 6\u00a0h à 22\u00a0h\u202f; fréquence au choix du client\u202f: toutes les minutes, toutes les 5\u00a0minutes ou toutes les 15\u00a0minutes) et Mesure de vitesse\u202f: au plus une fois par minute",
		"pl": "Kontrola dostępności (pon.–pt., 6:00–22:00; częstotliwość wybiera klient: co minutę, co 5\u00a0minut lub co 15\u00a0minut) i\u00a0Pomiar szybkości: nie częściej niż raz na minutę",
	})
}
