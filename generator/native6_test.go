package generator

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/net/html"
)

// Round 5 of the native review (issue 12): the mechanisms all languages found, each as exact
// sentences in the four languages.

// legendItem is an item of the week's legend, as its text reads.
var legendItem = regexp.MustCompile(`(?s)<li><span class="swatch [a-z0-9]+" aria-hidden="true"></span>(.*?)</li>`)

// legendOf is the legend of the picture of the week on an HTML page, item by item, as text.
func legendOf(page []byte) []string {
	var out []string
	for _, m := range legendItem.FindAllSubmatch(page, -1) {
		out = append(out, html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(string(m[1]), "")))
	}
	return out
}

// checkLegend wants each language's legend to hold the item, and the Markdown page, which has no
// picture, no legend (review 5: de 8).
func checkLegend(t *testing.T, res *Result, want map[string]string) {
	t.Helper()
	for lang, item := range want {
		items := legendOf(res.Files[lang+"/index.html"])
		found := false
		for _, it := range items {
			found = found || it == item
		}
		if !found {
			t.Errorf("%s: the legend lacks\n%q\nit holds\n%q", lang, item, items)
		}
		if md := string(res.Files[lang+"/index.md"]); strings.Contains(md, "\n- "+strings.SplitN(item, ":", 2)[0]) {
			t.Errorf("%s/index.md has the legend's %q, without the picture", lang, strings.SplitN(item, ":", 2)[0])
		}
	}
}

// TestReview5Week: the legend says the highest frequency, not the "most frequent schedule"; a
// quiet window for some categories of site names them; the time zone is said once, with its
// offsets, before the picture (de 6, 7, 8; fr 1, 2, 16, 17; pl 1, 12, 26).
func TestReview5Week(t *testing.T) {
	civic := buildExample(t, "civic-ingestor")
	checkLegend(t, civic, map[string]string{
		"en": "Incremental sync: every 10\u00a0minutes",
		"de": "Inkrementeller Abgleich: alle 10\u00a0Minuten",
		"fr": "Synchronisation incrémentielle\u202f: toutes les 10\u00a0minutes",
		"pl": "Synchronizacja przyrostowa: co 10\u00a0minut",
	})
	checkPageLines(t, civic, map[string][]string{
		"en": {"All times are in the `Europe/Berlin` time zone (UTC+01:00; UTC+02:00 in summer time).\n"},
		"de": {"Alle Uhrzeiten beziehen sich auf die Zeitzone `Europe/Berlin` (UTC+01:00; während der Sommerzeit UTC+02:00).\n"},
		"fr": {"Les heures indiquées sont celles du fuseau horaire `Europe/Berlin` (UTC+1\u202f; UTC+2 en heure d’été).\n"},
		"pl": {"Wszystkie godziny podano w strefie czasowej `Europe/Berlin` (UTC+01:00; w czasie letnim UTC+02:00).\n"},
	})
	for _, lang := range review4Langs {
		page := string(civic.Files[lang+"/index.html"])
		if n := strings.Count(page, "Europe/Berlin</"); n != 1 {
			t.Errorf("%s/index.html names the time zone %d times, want once", lang, n)
		}
	}
	gz := buildExample(t, "gazette-bot")
	checkLegend(t, gz, map[string]string{
		"en": "Blank: no requests to sites in the category “Municipal websites” (time window: “Peak hours of municipal websites”)",
		"de": "Leer: keine Anfragen an „Websites der Gemeinden“ („Stoßzeiten der Gemeinde-Websites“)",
		"fr": "Zone vide\u202f: aucune requête vers les sites de la catégorie «\u202fSites des communes\u202f» (plage horaire\u202f: «\u202fHeures d’affluence des sites communaux\u202f»)",
		"pl": "Puste pola: brak żądań do serwisów z\u00a0kategorii „Strony internetowe gmin” (okno „Godziny największego ruchu na stronach gmin”)",
	})
}

// historyBuild builds the smallest policy with a history: the version with old, then the policy
// with new appended.
func historyBuild(t *testing.T, old, new string) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(string(src) + new)}}
	opts.History = []Version{{Rev: "a1", Data: []byte(string(src) + old)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestReview5PublicConsequence: the page of changes and the feed say what a change means for
// webmasters, never that it needs the operator's sign-off, which sitegen diff alone asks (de 1,
// fr 6, pl 9); the page says which language the feed is in (fr 9).
func TestReview5PublicConsequence(t *testing.T) {
	res := historyBuild(t, "\n[limits]\nmin_interval = \"2s\"\ninterval_key = \"site\"\n", "\n[limits]\nmin_interval = \"1s\"\ninterval_key = \"site\"\n")
	want := map[string][]string{
		"en": {
			"- Changed: the minimum interval between requests. Previously: 2\u00a0seconds. Now: 1\u00a0second. This change makes the crawler less polite.\n",
			"The same changes as an Atom feed, for feed readers, in English: [changes.atom](../changes.atom)\n",
		},
		"de": {
			"- Geändert: der Mindestabstand zwischen zwei Anfragen – bisher 2\u00a0Sekunden, neu 1\u00a0Sekunde. Der Crawler wird dadurch weniger rücksichtsvoll.\n",
			"Dieselben Änderungen als Atom-Feed für Feedreader, auf Englisch: [changes.atom](../changes.atom)\n",
		},
		"fr": {
			"- Modification\u202f: l’intervalle minimal entre deux requêtes (jusqu’à présent\u202f: 2\u00a0secondes\u202f; désormais\u202f: 1\u00a0seconde). L’exploration devient moins respectueuse des sites.\n",
			"Les mêmes modifications sous forme de flux Atom, en anglais, pour les lecteurs de flux\u202f: [changes.atom](../changes.atom)\n",
		},
		"pl": {
			"- Zmiana: minimalny odstęp między dwoma żądaniami – dotychczas: 2\u00a0sekundy; odtąd: 1\u00a0sekunda. Robot staje się przez to bardziej uciążliwy dla serwisów.\n",
			"Te same zmiany w formacie Atom (dla czytników kanałów), po angielsku: [changes.atom](../changes.atom)\n",
		},
	}
	for lang, lines := range want {
		md := string(res.Files[lang+"/changes.md"])
		for _, line := range lines {
			if !strings.Contains(md, line) {
				t.Errorf("%s/changes.md lacks\n%q\n%s", lang, line, md)
			}
		}
	}
	for _, no := range []string{"sign-off", "Freigabe", "validation", "zatwierdzenia"} {
		if strings.Contains(string(res.Files["changes.atom"]), no) {
			t.Errorf("changes.atom asks for sign-off (%q)", no)
		}
		for _, lang := range review4Langs {
			if strings.Contains(string(res.Files[lang+"/changes.md"]), no) {
				t.Errorf("%s/changes.md asks for sign-off (%q)", lang, no)
			}
		}
	}
	// sitegen diff still asks for it.
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	entries, _, err := changeEntries(res.Policy, []Version{{Rev: "a1", Data: historyOld(t, "\n[limits]\nmin_interval = \"2s\"\ninterval_key = \"site\"\n")}}, "policy.toml")
	if err != nil || len(entries) != 2 {
		t.Fatalf("%d entries, %v", len(entries), err)
	}
	r, err := NewReview(entries[0].Old, entries[0].New, entries[0].Changes, msgs, "de", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r.Changes[0].Sentence, "Geändert: der Mindestabstand zwischen zwei Anfragen – bisher 2\u00a0Sekunden, neu 1\u00a0Sekunde. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."; got != want {
		t.Errorf("diff says\n%q\nwant\n%q", got, want)
	}
}

// historyOld is the smallest policy with more appended, as a committed version.
func historyOld(t *testing.T, more string) []byte {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	return []byte(string(src) + more)
}

// TestReview5Diff: sitegen diff's sentences of round 5, exactly, in the four languages: a text
// changed in one language says which text and which language (de 4, 5, fr 8, pl 10); a reaction
// that ends the run is not a pause (de 10, fr 10).
func TestReview5Diff(t *testing.T) {
	civic := "../examples/civic-ingestor"
	runReview4Diff(t, []review4DiffCase{
		{"the page's title in one language (de 5)", "../examples/triple-fetchers", nil, [][2]string{{`de = "ExampleWatch, ExampleWorkflow und ExampleFetch"`, `de = "ExampleWatch, ExampleWorkflow sowie ExampleFetch"`}}, "/site/title/de", "wording", map[string]string{
			"en": "Changed: the title of the policy page (in German). Previously: “ExampleWatch, ExampleWorkflow und ExampleFetch”. Now: “ExampleWatch, ExampleWorkflow sowie ExampleFetch”. Only the wording changes.",
			"de": "Geändert (deutsche Fassung): der Titel der Seite – bisher „ExampleWatch, ExampleWorkflow und ExampleFetch“, neu „ExampleWatch, ExampleWorkflow sowie ExampleFetch“. Nur der Wortlaut ändert sich.",
			"fr": "Nouvelle formulation, en allemand, du titre de la page (jusqu’à présent\u202f: «\u202fExampleWatch, ExampleWorkflow und ExampleFetch\u202f»\u202f; désormais\u202f: «\u202fExampleWatch, ExampleWorkflow sowie ExampleFetch\u202f»). Seule la formulation change.",
			"pl": "Zmiana tytułu strony (wersja niemiecka) – dotychczas: „ExampleWatch, ExampleWorkflow und ExampleFetch”; odtąd: „ExampleWatch, ExampleWorkflow sowie ExampleFetch”. Zmiana wyłącznie redakcyjna.",
		}},
		{"an activity that continues during a pause (de 4, fr 8)", civic, nil, [][2]string{{`need text recognition (OCR); these continue at the usual rate"`, `need text recognition (OCR); these continue at the normal rate"`}}, "/errors/continues_during_pause/0/en", "wording", map[string]string{
			"en": "Changed: an activity that continues during a pause (in English). Previously: “downloads of new files that have no text layer and need text recognition (OCR); these continue at the usual rate”. Now: “downloads of new files that have no text layer and need text recognition (OCR); these continue at the normal rate”. No figure or setting in the policy has changed, but the new wording may change what the text means.",
			"de": "Geändert (englische Fassung): ein Eintrag in der Liste dessen, was während einer Pause weiterläuft – bisher „downloads of new files that have no text layer and need text recognition (OCR); these continue at the usual rate“, neu „downloads of new files that have no text layer and need text recognition (OCR); these continue at the normal rate“. Die Werte und Einstellungen der Richtlinie bleiben unverändert, doch der neue Wortlaut kann eine andere Bedeutung haben.",
			"fr": "Nouvelle formulation, en anglais, de l’activité maintenue pendant les pauses (jusqu’à présent\u202f: «\u202fdownloads of new files that have no text layer and need text recognition (OCR); these continue at the usual rate\u202f»\u202f; désormais\u202f: «\u202fdownloads of new files that have no text layer and need text recognition (OCR); these continue at the normal rate\u202f»). Les valeurs fixées par les règles restent les mêmes\u202f; si la nouvelle formulation en modifie le sens, c’est elle qui fait foi.",
			"pl": "Zmiana na liście czynności kontynuowanych w czasie przerwy (wersja angielska) – dotychczas: „downloads of new files that have no text layer and need text recognition (OCR); these continue at the usual rate”; odtąd: „downloads of new files that have no text layer and need text recognition (OCR); these continue at the normal rate”. Wartości w zasadach nie uległy zmianie; ewentualna zmiana znaczenia wynika wyłącznie z nowego brzmienia.",
		}},
		{"a reaction that ends the run added (de 10, fr 10)", gazette, nil, [][2]string{{"", "\n[[errors.reactions]]\non = [\"403\"]\nstops_run = true\nscope = \"run\"\n"}}, "/errors/reactions/1", "stricter", map[string]string{
			"en": "Added: a reaction to errors (“HTTP 403 (Forbidden): the current run stops and is not resumed; the next run starts afresh”). This change makes the crawler more polite.",
			"de": "Hinzugefügt: eine Reaktion auf Fehler – „HTTP 403 (Forbidden): Der betroffene Lauf wird beendet und nicht fortgesetzt; der nächste Lauf beginnt neu“. Der Crawler wird dadurch rücksichtsvoller.",
			"fr": "Ajout d’une réaction déclenchée par un événement\u202f: «\u202fune réponse HTTP\u00a0403 (Forbidden)\u202f: l’exécution en cours s’arrête\u202f; elle n’est pas reprise, et la suivante repart de zéro\u202f». L’exploration devient plus respectueuse des sites.",
			"pl": "Dodano reakcję na zdarzenie: „błąd HTTP 403 (Forbidden): bieżący przebieg zostaje zakończony i nie jest wznawiany; następny zaczyna się od początku”. Robot staje się przez to mniej uciążliwy dla serwisów.",
		}},
	})
}
