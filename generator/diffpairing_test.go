package generator

import (
	"os"
	"strings"
	"testing"
)

// Issue 12 (diff8): items of lists are paired by content, a split or merge of a schedule rule,
// a pause or a kind of fetch is one change classed by what is in force, and the order of schedule
// rules is a change only where it decides which applies. Each case lists every change of the
// review as "class pointer", and its sentences in four languages, exactly.

var (
	archiveBroad = "[jobs.broad]\nlabel = { en = \"Broad crawl\", de = \"Domain-Crawl\", fr = \"Collecte large\", pl = \"Gromadzenie szerokie\" }\nagent = \"heritrix\"\nruns_per_year = { min = 2, max = 4 }\nbudgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n"
	archiveSplit = "[jobs.broad-national]\nlabel = { en = \"Broad crawl (national domain)\", de = \"Domain-Crawl (Landesdomain)\", fr = \"Collecte large (domaine national)\", pl = \"Gromadzenie szerokie (domena krajowa)\" }\nagent = \"heritrix\"\nruns_per_year = { min = 2, max = 4 }\nbudgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n\n" +
		"[jobs.broad-other]\nlabel = { en = \"Broad crawl (other domains)\", de = \"Domain-Crawl (andere Domains)\", fr = \"Collecte large (autres domaines)\", pl = \"Gromadzenie szerokie (inne domeny)\" }\nagent = \"heritrix\"\nruns_per_year = { min = 2, max = 4 }\nbudgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n"
	weekendRule = "[[jobs.incremental-sync.cadence]]\ndays = \"sat-sun\"\nevery = \"2h\"\n"
	dayRules    = "[[jobs.incremental-sync.cadence]]\ndays = \"sat\"\nevery = \"2h\"\n\n[[jobs.incremental-sync.cadence]]\ndays = \"sun\"\nevery = \"2h\"\n"
	weekdayRule = "[[jobs.incremental-sync.cadence]]\ndays = \"mon-fri\"\nevery = \"1h\"\n\n"
)

type pairingCase struct {
	name               string
	dir                string
	oldEdits, newEdits [][2]string
	// changes is every change, "class pointer" ("!" after a class known to be less polite: not
	// shown by the review, so not here).
	changes []string
	said    map[string][]string // the sentence of each change, by language
}

func runPairingCases(t *testing.T, cases []pairingCase) {
	t.Helper()
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, lang := range review4Langs {
				var got, said []string
				for _, c := range reviewPair(t, msgs, tc.dir, tc.oldEdits, tc.newEdits, lang) {
					got = append(got, string(c.Class)+" "+c.Pointer)
					said = append(said, c.Sentence)
				}
				if lang == "en" && strings.Join(got, "\n") != strings.Join(tc.changes, "\n") {
					t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.changes, "\n"))
				}
				if strings.Join(said, "\n") != strings.Join(tc.said[lang], "\n") {
					t.Errorf("%s: sentences\n%q\nwant\n%q", lang, said, tc.said[lang])
				}
			}
		})
	}
}

func TestDiffPairing(t *testing.T) {
	runPairingCases(t, []pairingCase{{
		name: "schedule rules reordered that never apply at one moment", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{weekdayRule + weekendRule, weekendRule + "\n" + weekdayRule}},
	}, {
		name: "a snippet's paths reordered", dir: "../examples/civic-ingestor",
		oldEdits: [][2]string{{`paths = ["/*.pdf$"]`, `paths = ["/*.pdf$", "/*.PDF$"]`}},
		newEdits: [][2]string{{`paths = ["/*.pdf$"]`, `paths = ["/*.PDF$", "/*.pdf$"]`}},
	}, {
		name: "pauses reordered", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{"[[errors.reactions]]\non = [\"failed-attempt\", \"429\"]\nthreshold = 5\nwithin = \"sync\"\npause = \"1m\"\nscope = \"server\"\n\n", ""}, {"[[errors.reactions]]\non = [\"5xx\"]", "[[errors.reactions]]\non = [\"failed-attempt\", \"429\"]\nthreshold = 5\nwithin = \"sync\"\npause = \"1m\"\nscope = \"server\"\n\n[[errors.reactions]]\non = [\"5xx\"]"}},
	}, {
		name: "a schedule rule split by days", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{weekendRule, dayRules}},
		changes:  []string{"neutral /jobs/incremental-sync/cadence/3"},
		said: map[string][]string{
			"en": {"Split the schedule rule “Sat and Sun: every 2\u00a0hours” in “Incremental sync” into “Sat: every 2\u00a0hours” and “Sun: every 2\u00a0hours”. This does not change how polite the crawler is."},
			"de": {"Aufgeteilt bei der Abrufart „Inkrementeller Abgleich“: die Regel des Zeitplans „Sa und So: alle 2\u00a0Stunden“ in „Sa: alle 2\u00a0Stunden“ und „So: alle 2\u00a0Stunden“. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
			"fr": {"Division dans la tâche «\u202fSynchronisation incrémentielle\u202f»\u202f: la règle du calendrier «\u202fsam. et dim.\u202f: toutes les 2\u00a0heures\u202f» est remplacée par «\u202fsam.\u202f: toutes les 2\u00a0heures\u202f» et «\u202fdim.\u202f: toutes les 2\u00a0heures\u202f». Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
			"pl": {"Podział reguły harmonogramu dla zadania „Synchronizacja przyrostowa”: „sob. i niedz.: co 2\u00a0godziny” na „sob.: co 2\u00a0godziny” i „niedz.: co 2\u00a0godziny”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
		},
	}, {
		name: "schedule rules merged", dir: "../examples/civic-ingestor",
		oldEdits: [][2]string{{weekendRule, dayRules}},
		changes:  []string{"neutral /jobs/incremental-sync/cadence/3"},
		said: map[string][]string{
			"en": {"Merged the schedule rules “Sat: every 2\u00a0hours” and “Sun: every 2\u00a0hours” in “Incremental sync” into “Sat and Sun: every 2\u00a0hours”. This does not change how polite the crawler is."},
			"de": {"Zusammengefasst bei der Abrufart „Inkrementeller Abgleich“: die Regeln des Zeitplans „Sa: alle 2\u00a0Stunden“ und „So: alle 2\u00a0Stunden“ zu „Sa und So: alle 2\u00a0Stunden“. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
			"fr": {"Fusion dans la tâche «\u202fSynchronisation incrémentielle\u202f»\u202f: les règles du calendrier «\u202fsam.\u202f: toutes les 2\u00a0heures\u202f» et «\u202fdim.\u202f: toutes les 2\u00a0heures\u202f» sont remplacées par une seule, «\u202fsam. et dim.\u202f: toutes les 2\u00a0heures\u202f». Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
			"pl": {"Połączenie reguł harmonogramu dla zadania „Synchronizacja przyrostowa”: „sob.: co 2\u00a0godziny” i „niedz.: co 2\u00a0godziny” w jedną regułę „sob. i niedz.: co 2\u00a0godziny”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
		},
	}, {
		name: "a schedule rule split, one day more often", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{weekendRule, strings.Replace(dayRules, "days = \"sun\"\nevery = \"2h\"", "days = \"sun\"\nevery = \"1h\"", 1)}},
		changes:  []string{"looser /jobs/incremental-sync/cadence/3"},
		said: map[string][]string{
			"en": {"Split the schedule rule “Sat and Sun: every 2\u00a0hours” in “Incremental sync” into “Sat: every 2\u00a0hours” and “Sun: every hour”. This change makes the crawler less polite. The change needs sign-off."},
			"de": {"Aufgeteilt bei der Abrufart „Inkrementeller Abgleich“: die Regel des Zeitplans „Sa und So: alle 2\u00a0Stunden“ in „Sa: alle 2\u00a0Stunden“ und „So: stündlich“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Division dans la tâche «\u202fSynchronisation incrémentielle\u202f»\u202f: la règle du calendrier «\u202fsam. et dim.\u202f: toutes les 2\u00a0heures\u202f» est remplacée par «\u202fsam.\u202f: toutes les 2\u00a0heures\u202f» et «\u202fdim.\u202f: toutes les heures\u202f». L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Podział reguły harmonogramu dla zadania „Synchronizacja przyrostowa”: „sob. i niedz.: co 2\u00a0godziny” na „sob.: co 2\u00a0godziny” i „niedz.: co godzinę”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}, {
		name: "a schedule rule split by its hours, the afternoon less often", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{"days = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "days = \"mon-fri\"\nhours = \"07:00-13:00\"\nevery = \"10m\"\n\n[[jobs.incremental-sync.cadence]]\ndays = \"mon-fri\"\nhours = \"13:00-19:00\"\nevery = \"15m\"\n"}},
		changes:  []string{"stricter /jobs/incremental-sync/cadence/1"},
		said: map[string][]string{
			"en": {"Split the schedule rule “Mon–Fri, 07:00–19:00: every 10\u00a0minutes” in “Incremental sync” into “Mon–Fri, 07:00–13:00: every 10\u00a0minutes” and “Mon–Fri, 13:00–19:00: every 15\u00a0minutes”. This change makes the crawler more polite."},
			"de": {"Aufgeteilt bei der Abrufart „Inkrementeller Abgleich“: die Regel des Zeitplans „Mo–Fr, 7:00–19:00\u00a0Uhr: alle 10\u00a0Minuten“ in „Mo–Fr, 7:00–13:00\u00a0Uhr: alle 10\u00a0Minuten“ und „Mo–Fr, 13:00–19:00\u00a0Uhr: alle 15\u00a0Minuten“. Der Crawler wird dadurch rücksichtsvoller."},
			"fr": {"Division dans la tâche «\u202fSynchronisation incrémentielle\u202f»\u202f: la règle du calendrier «\u202fdu lun. au ven., de 7\u00a0h à 19\u00a0h\u202f: toutes les 10\u00a0minutes\u202f» est remplacée par «\u202fdu lun. au ven., de 7\u00a0h à 13\u00a0h\u202f: toutes les 10\u00a0minutes\u202f» et «\u202fdu lun. au ven., de 13\u00a0h à 19\u00a0h\u202f: toutes les 15\u00a0minutes\u202f». L’exploration devient plus respectueuse des sites."},
			"pl": {"Podział reguły harmonogramu dla zadania „Synchronizacja przyrostowa”: „pon.–pt., 7:00–19:00: co 10\u00a0minut” na „pon.–pt., 7:00–13:00: co 10\u00a0minut” i „pon.–pt., 13:00–19:00: co 15\u00a0minut”. Robot staje się przez to mniej uciążliwy dla serwisów."},
		},
	}, {
		name: "a moved schedule rule changed", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{weekdayRule + weekendRule, strings.Replace(weekendRule, "2h", "3h", 1) + "\n" + weekdayRule}},
		changes:  []string{"stricter /jobs/incremental-sync/cadence/2/every"},
		said: map[string][]string{
			"en": {"Changed in “Incremental sync”: the interval of the schedule rule “Sat and Sun”. Previously: 2\u00a0hours. Now: 3\u00a0hours. This change makes the crawler more polite."},
			"de": {"Geändert bei der Abrufart „Inkrementeller Abgleich“: das Intervall der Zeitplanregel „Sa und So“ – bisher 2\u00a0Stunden, neu 3\u00a0Stunden. Der Crawler wird dadurch rücksichtsvoller."},
			"fr": {"Modification dans la tâche «\u202fSynchronisation incrémentielle\u202f»\u202f: l’intervalle de la règle du calendrier «\u202fsam. et dim.\u202f» (jusqu’à présent\u202f: 2\u00a0heures\u202f; désormais\u202f: 3\u00a0heures). L’exploration devient plus respectueuse des sites."},
			"pl": {"Zmiana dla zadania „Synchronizacja przyrostowa”: odstęp między przebiegami w regule harmonogramu „sob. i niedz.” – dotychczas: 2\u00a0godziny; odtąd: 3\u00a0godziny. Robot staje się przez to mniej uciążliwy dla serwisów."},
		},
	}, {
		name: "schedule rules reordered where both apply", dir: "../examples/feed-reader",
		// The rule for feeds that change often, every 30 minutes, now before the one for feeds
		// with nothing new for a month, every day: it wins for a feed of both. (A rule after one
		// without a condition, at any time, would never apply, and is refused.)
		oldEdits: [][2]string{{"[[jobs.poll.cadence]]\nevery = \"30m\"\ncondition = { en = \"feeds that change often\", de = \"Feeds, die sich häufig ändern\", fr = \"flux qui changent souvent\", pl = \"w przypadku kanałów, które często się zmieniają\" }\n\n[[jobs.poll.cadence]]\nevery = \"24h\"\ncondition = { en = \"feeds with nothing new for a month\", de = \"Feeds ohne neue Einträge seit einem Monat\", fr = \"flux sans nouveauté depuis un mois\", pl = \"w przypadku kanałów bez nowych wpisów od miesiąca\" }\n\n", "[[jobs.poll.cadence]]\nevery = \"24h\"\ncondition = { en = \"feeds with nothing new for a month\", de = \"Feeds ohne neue Einträge seit einem Monat\", fr = \"flux sans nouveauté depuis un mois\", pl = \"w przypadku kanałów bez nowych wpisów od miesiąca\" }\n\n[[jobs.poll.cadence]]\nevery = \"30m\"\ncondition = { en = \"feeds that change often\", de = \"Feeds, die sich häufig ändern\", fr = \"flux qui changent souvent\", pl = \"w przypadku kanałów, które często się zmieniają\" }\n\n"}},
		changes:  []string{"looser /jobs/poll/cadence"},
		said: map[string][]string{
			"en": {"Changed in “Feed polling”: the order of the schedule rules (where several apply, the first one listed is used). Previously: “every day (feeds with nothing new for a month)”, “every 30\u00a0minutes (feeds that change often)” and “every hour (in all other cases)”. Now: “every 30\u00a0minutes (feeds that change often)”, “every day (feeds with nothing new for a month)” and “every hour (in all other cases)”. This change makes the crawler less polite. The change needs sign-off."},
			"de": {"Geändert bei der Abrufart „Abruf der Feeds“: die Reihenfolge der Regeln des Zeitplans (treffen mehrere zugleich zu, gilt die zuerst genannte) – bisher „täglich (Feeds ohne neue Einträge seit einem Monat)“; „alle 30\u00a0Minuten (Feeds, die sich häufig ändern)“ und „stündlich (in allen übrigen Fällen)“, neu „alle 30\u00a0Minuten (Feeds, die sich häufig ändern)“; „täglich (Feeds ohne neue Einträge seit einem Monat)“ und „stündlich (in allen übrigen Fällen)“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Modification dans la tâche «\u202fRelève des flux\u202f»\u202f: l’ordre de priorité des règles du calendrier (jusqu’à présent\u202f: «\u202ftous les jours (flux sans nouveauté depuis un mois)\u202f», «\u202ftoutes les 30\u00a0minutes (flux qui changent souvent)\u202f» et «\u202ftoutes les heures (dans tous les autres cas)\u202f»\u202f; désormais\u202f: «\u202ftoutes les 30\u00a0minutes (flux qui changent souvent)\u202f», «\u202ftous les jours (flux sans nouveauté depuis un mois)\u202f» et «\u202ftoutes les heures (dans tous les autres cas)\u202f»). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Zmiana dla zadania „Odpytywanie kanałów”: kolejność reguł harmonogramu (gdy pasuje kilka reguł, obowiązuje pierwsza z listy) – dotychczas: „codziennie (w przypadku kanałów bez nowych wpisów od miesiąca)”; „co 30\u00a0minut (w przypadku kanałów, które często się zmieniają)” i „co godzinę (w pozostałych przypadkach)”; odtąd: „co 30\u00a0minut (w przypadku kanałów, które często się zmieniają)”; „codziennie (w przypadku kanałów bez nowych wpisów od miesiąca)” i „co godzinę (w pozostałych przypadkach)”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}, {
		name: "a pause split by its events", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{"on = [\"timeout\", \"504\"]\npause = \"1h\"\nescalation = { factor = 2, max = \"24h\" }\nscope = \"list\"\n", "on = [\"timeout\"]\npause = \"1h\"\nescalation = { factor = 2, max = \"24h\" }\nscope = \"list\"\n\n[[jobs.slow-lists.reactions]]\non = [\"504\"]\npause = \"1h\"\nescalation = { factor = 2, max = \"24h\" }\nscope = \"list\"\n"}},
		changes:  []string{"neutral /jobs/slow-lists/reactions/0"},
		said: map[string][]string{
			"en": {"Split the pause “a timeout or HTTP 504 (Gateway Timeout): 1\u00a0hour at first, then twice as long each time, up to 24\u00a0hours” in “Slow lists” into “a timeout: 1\u00a0hour at first, then twice as long each time, up to 24\u00a0hours” and “HTTP 504 (Gateway Timeout): 1\u00a0hour at first, then twice as long each time, up to 24\u00a0hours”. This does not change how polite the crawler is."},
			"de": {"Aufgeteilt bei der Abrufart „Langsame Listen“: die Pause „Zeitüberschreitung oder HTTP 504 (Gateway Timeout): zunächst 1\u00a0Stunde, danach jeweils doppelt so lange, höchstens 24\u00a0Stunden“ in „Zeitüberschreitung: zunächst 1\u00a0Stunde, danach jeweils doppelt so lange, höchstens 24\u00a0Stunden“ und „HTTP 504 (Gateway Timeout): zunächst 1\u00a0Stunde, danach jeweils doppelt so lange, höchstens 24\u00a0Stunden“. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
			"fr": {"Division dans la tâche «\u202fListes à réponse lente\u202f»\u202f: la pause «\u202fun dépassement de délai ou une réponse HTTP\u00a0504 (Gateway Timeout)\u202f: 1\u00a0heure, puis le double à chaque nouvelle pause, sans dépasser 24\u00a0heures\u202f» est remplacée par «\u202fun dépassement de délai\u202f: 1\u00a0heure, puis le double à chaque nouvelle pause, sans dépasser 24\u00a0heures\u202f» et «\u202fune réponse HTTP\u00a0504 (Gateway Timeout)\u202f: 1\u00a0heure, puis le double à chaque nouvelle pause, sans dépasser 24\u00a0heures\u202f». Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
			"pl": {"Podział przerwy dla zadania „Listy o długim czasie odpowiedzi”: „przekroczenie czasu oczekiwania lub błąd HTTP 504 (Gateway Timeout): 1\u00a0godzina, każda kolejna dwa razy dłuższa, najwyżej 24\u00a0godziny” na „przekroczenie czasu oczekiwania: 1\u00a0godzina, każda kolejna dwa razy dłuższa, najwyżej 24\u00a0godziny” i „błąd HTTP 504 (Gateway Timeout): 1\u00a0godzina, każda kolejna dwa razy dłuższa, najwyżej 24\u00a0godziny”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
		},
	}, {
		name: "a kind of fetch split in two", dir: "../examples/web-archive",
		newEdits: [][2]string{{archiveBroad, archiveSplit}},
		changes:  []string{"neutral /jobs/broad-national"},
		said: map[string][]string{
			"en": {"Split the kind of fetch “Broad crawl” into “Broad crawl (national domain)” and “Broad crawl (other domains)”. This does not change how polite the crawler is."},
			"de": {"Aufgeteilt: die Abrufart „Domain-Crawl“ in „Domain-Crawl (Landesdomain)“ und „Domain-Crawl (andere Domains)“. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
			"fr": {"Division de la tâche «\u202fCollecte large\u202f» en «\u202fCollecte large (domaine national)\u202f» et «\u202fCollecte large (autres domaines)\u202f». Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
			"pl": {"Podział zadania „Gromadzenie szerokie” na zadania „Gromadzenie szerokie (domena krajowa)” i „Gromadzenie szerokie (inne domeny)”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
		},
	}, {
		name: "kinds of fetch merged", dir: "../examples/web-archive",
		oldEdits: [][2]string{{archiveBroad, archiveSplit}},
		changes:  []string{"neutral /jobs/broad"},
		said: map[string][]string{
			"en": {"Merged the kinds of fetch “Broad crawl (national domain)” and “Broad crawl (other domains)” into “Broad crawl”. This does not change how polite the crawler is."},
			"de": {"Zusammengefasst: die Abrufarten „Domain-Crawl (Landesdomain)“ und „Domain-Crawl (andere Domains)“ zu „Domain-Crawl“. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
			"fr": {"Fusion des tâches «\u202fCollecte large (domaine national)\u202f» et «\u202fCollecte large (autres domaines)\u202f» en une seule, «\u202fCollecte large\u202f». Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
			"pl": {"Połączenie zadań „Gromadzenie szerokie (domena krajowa)” i „Gromadzenie szerokie (inne domeny)” w jedno zadanie „Gromadzenie szerokie”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
		},
	}, {
		name: "a kind of fetch split, one part more often", dir: "../examples/web-archive",
		newEdits: [][2]string{{archiveBroad, strings.Replace(archiveSplit, "runs_per_year = { min = 2, max = 4 }\nbudgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n\n", "runs_per_year = { min = 2, max = 6 }\nbudgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n\n", 1)}},
		changes:  []string{"looser /jobs/broad-national"},
		said: map[string][]string{
			"en": {"Split the kind of fetch “Broad crawl” into “Broad crawl (national domain)” and “Broad crawl (other domains)”. This change makes the crawler less polite. The change needs sign-off."},
			"de": {"Aufgeteilt: die Abrufart „Domain-Crawl“ in „Domain-Crawl (Landesdomain)“ und „Domain-Crawl (andere Domains)“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Division de la tâche «\u202fCollecte large\u202f» en «\u202fCollecte large (domaine national)\u202f» et «\u202fCollecte large (autres domaines)\u202f». L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Podział zadania „Gromadzenie szerokie” na zadania „Gromadzenie szerokie (domena krajowa)” i „Gromadzenie szerokie (inne domeny)”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}})
}

// TestDiffSplitJSON: the JSON review of a split gives where the job stood and the jobs it was
// split into, for programs that read it.
func TestDiffSplitJSON(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	items := reviewPair(t, msgs, "../examples/web-archive", nil, [][2]string{{archiveBroad, archiveSplit}}, "en")
	if len(items) != 1 {
		t.Fatalf("%d changes, want the split alone", len(items))
	}
	r := &Review{Lang: "en", Changes: items}
	b, err := r.JSON()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"old_pointer": "/jobs/broad"`, `"parts": [`, `"/jobs/broad-national"`, `"/jobs/broad-other"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("JSON lacks %s:\n%s", want, b)
		}
	}
	if strings.Contains(string(b), `"merged"`) {
		t.Errorf("a split says merged:\n%s", b)
	}
}
