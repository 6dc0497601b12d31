package generator

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestWeekNamesHiddenJob: a job that runs at stated days or hours but shades no hour, since more
// frequent fetches run then, is named in the legend of the picture of the week (new-user trial
// 12, finding 17: a weekly job on Sunday night under a daily one was in neither the picture nor
// its legend). civic-ingestor's full sync, every 28 days starting at night, is under the hourly
// document fetches.
func TestWeekNamesHiddenJob(t *testing.T) {
	res := buildExample(t, "civic-ingestor")
	for lang, want := range map[string]string{
		"en": "Bar at the right edge: hours in which a less frequent job also runs (Full sync)",
		"de": "Balken am rechten Rand: Stunden, in denen zusätzlich eine seltenere Abrufart läuft (Vollabgleich)",
		"fr": "Barre sur le bord droit\u202f: heures où s’exécute également une tâche moins fréquente (Synchronisation complète)",
		"pl": "Pasek przy prawej krawędzi: godziny, w\u00a0których działa również rzadziej uruchamiane zadanie (Pełna synchronizacja)",
	} {
		if legend := legendOf(res.Files[lang+"/index.html"]); !slices.Contains(legend, want) {
			t.Errorf("%s: the legend is %q, want among it %q", lang, legend, want)
		}
	}
}

// TestWeekShowsNightlyJob (new-user trial 23, F13): a nightly full recrawl under a check every 6
// hours at any hour shades no hour, as the check starts more often; the picture was one solid
// block, and only a note under it named the recrawl, although most requests come at night. Its
// hours are now drawn, as a bar at the right edge of each day from 22:00 to 06:00, which the
// legend names; the note under the picture says that a shade is how often a job starts, not how
// many requests it sends (en, de, fr, pl).
func TestWeekShowsNightlyJob(t *testing.T) {
	res := buildSmallestEdited(t, [][2]string{{"last_changed = 2026-12-01\n", "last_changed = 2026-12-01\ntime_zone = \"Europe/Berlin\"\n"}}, `
[jobs.recrawl]
label = { en = "Full recrawl", de = "Vollständiger Neuabruf", fr = "Nouvelle exploration complète", pl = "Pełne ponowne pobranie" }
agent = "bot"
cadence = [{ every = "24h", hours = "22:00-06:00", overnight = true }]

[jobs.freshness]
label = { en = "Freshness check", de = "Aktualitätsprüfung", fr = "Contrôle d’actualité", pl = "Kontrola aktualności" }
agent = "bot"
cadence = [{ every = "6h" }]
`)
	checkWeek6(t, "nightly", res, map[string][]string{
		"en": {"Freshness check: every 6\u00a0hours", "Bar at the right edge: hours in which a less frequent job also runs (Full recrawl)"},
		"de": {"Aktualitätsprüfung: alle 6\u00a0Stunden", "Balken am rechten Rand: Stunden, in denen zusätzlich eine seltenere Abrufart läuft (Vollständiger Neuabruf)"},
		"fr": {"Contrôle d’actualité\u202f: toutes les 6\u00a0heures", "Barre sur le bord droit\u202f: heures où s’exécute également une tâche moins fréquente (Nouvelle exploration complète)"},
		"pl": {"Kontrola aktualności: co 6\u00a0godzin", "Pasek przy prawej krawędzi: godziny, w\u00a0których działa również rzadziej uruchamiane zadanie (Pełne ponowne pobranie)"},
	}, map[string][]string{
		"en": {"Each hour is shaded by how often the most frequent regular job starts a run at that time, not by the number of requests: a job that starts less often may send more requests."},
		"de": {"Jede Stunde ist danach eingefärbt, wie oft die am häufigsten startende regelmäßige Abrufart zu dieser Zeit einen Lauf beginnt, nicht nach der Zahl der Anfragen: Eine Abrufart, die seltener startet, kann mehr Anfragen senden."},
		"fr": {"La teinte de chaque heure indique combien de fois la tâche régulière la plus fréquente y est lancée, et non le nombre de requêtes\u202f: une tâche lancée moins souvent peut envoyer davantage de requêtes."},
		"pl": {"Kolor każdej godziny odpowiada temu, jak często w\u00a0tym czasie rozpoczyna przebieg najczęściej uruchamiane regularne zadanie, a\u00a0nie liczbie żądań: zadanie uruchamiane rzadziej może wysyłać więcej żądań."},
	})
	// The bars: on Monday 00:00–06:00 (Sunday night's run) and 22:00–24:00, and so on each day.
	page := string(res.Files["en/index.html"])
	bars := regexp.MustCompile(`<rect class="also" x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/>`).FindAllStringSubmatch(page, -1)
	var got []string
	for _, b := range bars {
		got = append(got, strings.Join(b[1:], " "))
	}
	var want []string
	for col := range 7 {
		x := weekLabelW + (col+1)*weekColW - 1 - weekStripeW
		want = append(want,
			strings.Join([]string{itoa(x), itoa(weekHeadH), itoa(weekStripeW), itoa(6 * weekRowH)}, " "),
			strings.Join([]string{itoa(x), itoa(weekHeadH + 22*weekRowH), itoa(weekStripeW), itoa(2 * weekRowH)}, " "))
	}
	if !slices.Equal(got, want) {
		t.Errorf("the bars (x y width height) are\n%q\nwant\n%q", got, want)
	}
}
