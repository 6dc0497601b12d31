package generator

import (
	"strings"
	"testing"
)

// TestRunShapeStated (trial 29, F-07): a job's run that takes at most so long
// (jobs.X.run_takes_at_most) and whose requests are spread over it (jobs.X.spread) is stated in
// the job's details, in four languages; a cap per run per server, which the model had, states
// how often one server is contacted in a run. Before, the keys were unknown, and a scanner's
// "a pass takes about 5 days, in random order" was prose. Left out, nothing is said.
func TestRunShapeStated(t *testing.T) {
	weekly := [][2]string{
		{"feed_ttl = { min = \"5m\", max = \"12h\" }\n", "run_takes_at_most = \"5d\"\nspread = \"random-order\"\n"},
		{"every = \"30m\"\n", "every = \"7d\"\n"}, {"every = \"24h\"\n", "every = \"14d\"\n"}, {"every = \"1h\"", "every = \"7d\""},
		{"", "\n\n[[jobs.poll.caps]]\nmax = 8\nper_run = true\nkey = \"server\"\n"},
	}
	res := buildDirEdited(t, "../examples/feed-reader", weekly)
	want := map[string][]string{
		"en": {"At most 8\u00a0requests per run per server", "Each run takes at most 5\u00a0days.", "Each run sends its requests in random order over its whole duration, so that requests to any one network arrive spread out rather than in a burst."},
		"de": {"höchstens 8\u00a0Anfragen pro Lauf und Server", "Jeder Lauf dauert höchstens 5\u00a0Tage.", "Jeder Lauf sendet seine Anfragen in zufälliger Reihenfolge über seine gesamte Dauer verteilt, sodass Anfragen an ein und dasselbe Netz nicht gebündelt, sondern nach und nach eintreffen."},
		"fr": {"Au plus 8\u00a0requêtes par exécution et par serveur", "Chaque exécution dure au plus 5\u00a0jours.", "Chaque exécution envoie ses requêtes dans un ordre aléatoire et les étale sur toute sa durée, de sorte que celles qui visent un même réseau lui parviennent espacées, et non en rafale."},
		"pl": {"najwyżej 8\u00a0żądań dla każdego serwera w jednym przebiegu", "Każdy przebieg trwa najwyżej 5\u00a0dni.", "W każdym przebiegu żądania są wysyłane w losowej kolejności i rozłożone na cały czas jego trwania, dzięki czemu żądania do tej samej sieci napływają stopniowo, a nie w jednej serii."},
	}
	for lang, ws := range want {
		md := string(res.Files[lang+"/index.md"])
		for _, w := range ws {
			if !strings.Contains(md, w) {
				t.Errorf("%s: the page does not say\n%q", lang, w)
			}
		}
	}
	weekly[0][1] = "spread = \"even\"\n"
	res = buildDirEdited(t, "../examples/feed-reader", weekly)
	even := map[string]string{
		"en": "Each run spreads its requests evenly over its whole duration.",
		"de": "Jeder Lauf verteilt seine Anfragen gleichmäßig über seine gesamte Dauer.",
		"fr": "Chaque exécution répartit ses requêtes à un rythme régulier sur toute sa durée.",
		"pl": "W każdym przebiegu żądania są rozłożone równomiernie na cały czas jego trwania.",
	}
	for lang, w := range even {
		md := string(res.Files[lang+"/index.md"])
		if !strings.Contains(md, w) {
			t.Errorf("%s, even: the page does not say\n%q", lang, w)
		}
		if strings.Contains(md, want[lang][1]) {
			t.Errorf("%s, no run_takes_at_most: the page says\n%q", lang, want[lang][1])
		}
	}
}

// TestRunShapeReview (F-07): sitegen diff names a run's bound and its spread as the page does.
func TestRunShapeReview(t *testing.T) {
	weekly := [][2]string{{"every = \"30m\"\n", "every = \"7d\"\n"}, {"every = \"24h\"\n", "every = \"14d\"\n"}, {"every = \"1h\"", "every = \"7d\""}}
	with := func(keys string) [][2]string {
		return append(weekly[:3:3], [2]string{"feed_ttl = { min = \"5m\", max = \"12h\" }\n", keys})
	}
	runReview4Diff(t, []review4DiffCase{
		{name: "bound longer", dir: "../examples/feed-reader", oldEdits: with("run_takes_at_most = \"4d\"\n"), newEdits: with("run_takes_at_most = \"5d\"\n"),
			ptr: "/jobs/poll/run_takes_at_most", class: "neutral", want: map[string]string{
				"en": "Changed in “Feed polling”: the maximum duration of a run. Previously: 4\u00a0days. Now: 5\u00a0days. This does not change how polite the crawler is.",
				"de": "Geändert bei der Abrufart „Abruf der Feeds“: die Höchstdauer eines Laufs – bisher 4\u00a0Tage, neu 5\u00a0Tage. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
				"fr": "Modification dans la tâche «\u202fRelève des flux\u202f»\u202f: la durée maximale d’une exécution (jusqu’à présent\u202f: 4\u00a0jours\u202f; désormais\u202f: 5\u00a0jours). Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.",
				"pl": "Zmiana dla zadania „Odpytywanie kanałów”: maksymalny czas trwania jednego przebiegu zadania – dotychczas: 4\u00a0dni; odtąd: 5\u00a0dni. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.",
			}},
		{name: "spread stated", dir: "../examples/feed-reader", oldEdits: with(""), newEdits: with("spread = \"random-order\"\n"),
			ptr: "/jobs/poll/spread", class: "stricter", want: map[string]string{
				"en": "Added in “Feed polling”: how a run spreads its requests over its duration. Now: “Each run sends its requests in random order over its whole duration, so that requests to any one network arrive spread out rather than in a burst.” This change makes the crawler more polite.",
				"de": "Hinzugefügt bei der Abrufart „Abruf der Feeds“: wie sich die Anfragen eines Laufs über dessen Dauer verteilen. Neu: „Jeder Lauf sendet seine Anfragen in zufälliger Reihenfolge über seine gesamte Dauer verteilt, sodass Anfragen an ein und dasselbe Netz nicht gebündelt, sondern nach und nach eintreffen.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Ajout dans la tâche «\u202fRelève des flux\u202f»\u202f: la répartition des requêtes d’une exécution sur sa durée. Désormais\u202f: «\u202fChaque exécution envoie ses requêtes dans un ordre aléatoire et les étale sur toute sa durée, de sorte que celles qui visent un même réseau lui parviennent espacées, et non en rafale.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Dodano dla zadania „Odpytywanie kanałów” informację o sposobie rozłożenia żądań w czasie przebiegu. Brzmienie: „W każdym przebiegu żądania są wysyłane w losowej kolejności i rozłożone na cały czas jego trwania, dzięki czemu żądania do tej samej sieci napływają stopniowo, a nie w jednej serii”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{name: "spread even to random", dir: "../examples/feed-reader", oldEdits: with("spread = \"even\"\n"), newEdits: with("spread = \"random-order\"\n"),
			ptr: "/jobs/poll/spread", class: "stricter", want: map[string]string{
				"en": "Changed in “Feed polling”: how a run spreads its requests over its duration. Previously: “Each run spreads its requests evenly over its whole duration.” Now: “Each run sends its requests in random order over its whole duration, so that requests to any one network arrive spread out rather than in a burst.” This change makes the crawler more polite.",
				"de": "Geändert bei der Abrufart „Abruf der Feeds“: wie sich die Anfragen eines Laufs über dessen Dauer verteilen. Bisher: „Jeder Lauf verteilt seine Anfragen gleichmäßig über seine gesamte Dauer.“ Neu: „Jeder Lauf sendet seine Anfragen in zufälliger Reihenfolge über seine gesamte Dauer verteilt, sodass Anfragen an ein und dasselbe Netz nicht gebündelt, sondern nach und nach eintreffen.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification dans la tâche «\u202fRelève des flux\u202f»\u202f: la répartition des requêtes d’une exécution sur sa durée. Jusqu’à présent\u202f: «\u202fChaque exécution répartit ses requêtes à un rythme régulier sur toute sa durée.\u202f» Désormais\u202f: «\u202fChaque exécution envoie ses requêtes dans un ordre aléatoire et les étale sur toute sa durée, de sorte que celles qui visent un même réseau lui parviennent espacées, et non en rafale.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana dla zadania „Odpytywanie kanałów”: sposób rozłożenia żądań na czas trwania przebiegu. Dotychczas: „W każdym przebiegu żądania są rozłożone równomiernie na cały czas jego trwania”. Odtąd: „W każdym przebiegu żądania są wysyłane w losowej kolejności i rozłożone na cały czas jego trwania, dzięki czemu żądania do tej samej sieci napływają stopniowo, a nie w jednej serii”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
	})
}
