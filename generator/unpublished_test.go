package generator

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// unpublishedList marks durations and sizes of every part of the page unpublished: robots.txt's
// cache and its size limit, the last good copy's bound, the Crawl-delay cap, a body's size, a
// retention period.
const unpublishedList = `unpublished = ["/robots_txt/cache_for", "/robots_txt/keep_last_good_for", "/robots_txt/crawl_delay_max", "/robots_txt/max_size", "/limits/max_body_size", "/legal/retention/1/keep_for"]
`

// buildUnpublished builds the new keys' policy (newkeys_test.go) with a robots.txt size limit,
// and with list (a top-level key) before its first table.
func buildUnpublished(t *testing.T, list string) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(src), "schema = 2\n", "schema = 2\n"+list, 1)
	s = strings.Replace(s, "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\n"+newKeysSite, 1)
	s = strings.Replace(s, "email = \"bot@minimalbot.eu\"\n", "email = \"bot@minimalbot.eu\"\n"+newKeysContact, 1)
	s = strings.Replace(s, "token = \"MinimalBot\"\n", "token = \"MinimalBot\"\n"+strings.Replace(newKeysPolicy, "cache_for = \"24h\"\n", "cache_for = \"24h\"\nmax_size = \"512KiB\"\n", 1), 1)
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(s)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return res
}

// TestUnpublishedSentences: each value the policy marks unpublished is stated as one that exists
// and is not published, exactly, in every language; its number is on no page and not in
// policy.json; the values left published are stated as before.
func TestUnpublishedSentences(t *testing.T) {
	res := buildUnpublished(t, unpublishedList)
	want := map[string][]string{
		"en": {
			"- The crawler downloads no more than a set amount of any response: anything beyond that is cut off, and the part already downloaded is used. The operator does not publish the amount.",
			"- A cached copy is used for a limited period while the site is reachable; the operator does not publish its length.",
			"- Only the beginning of the file is parsed, up to a size the operator does not publish (RFC 9309 requires crawlers to parse at least 500\u00a0KiB).",
			"- While robots.txt is unreachable, the last copy successfully read stays in force for a limited period after it was read; the operator does not publish its length.",
			"- A Crawl-delay line is honoured up to a limit the operator does not publish; a line with a longer value is ignored.",
			"Values are honoured up to a limit the operator does not publish; a line with a longer value is ignored.",
			"- Data extracted from fetched content is kept for a limited period, which the operator does not publish.",
		},
		"de": {
			"- Von jeder Antwort wird nur eine festgelegte Menge heruntergeladen: Eine größere Antwort wird dort abgeschnitten, und der gelesene Teil wird verwendet. Diese Menge veröffentlicht der Betreiber nicht.",
			"- Solange die Website erreichbar ist, wird eine zwischengespeicherte Kopie der robots.txt nur für eine begrenzte Zeit verwendet; wie lange, veröffentlicht der Betreiber nicht.",
			"- Gelesen wird nur der Anfang der Datei, bis zu einer Größe, die der Betreiber nicht veröffentlicht (RFC 9309 verlangt, dass Crawler mindestens 500\u00a0KiB auswerten).",
			"- Solange die robots.txt nicht erreichbar ist, gilt die zuletzt erfolgreich gelesene Kopie nach dem Lesen noch für eine begrenzte Zeit weiter; wie lange, veröffentlicht der Betreiber nicht.",
			"- Eine Crawl-delay-Angabe wird bis zu einer Obergrenze beachtet, die der Betreiber nicht veröffentlicht; eine Angabe mit längerem Wert wird ignoriert.",
			"Werte werden bis zu einer Obergrenze beachtet, die der Betreiber nicht veröffentlicht; eine Angabe mit längerem Wert wird ignoriert.",
			"- Aus abgerufenen Inhalten gewonnene Daten werden nur für eine begrenzte Zeit aufbewahrt; wie lange, veröffentlicht der Betreiber nicht.",
		},
		"fr": {
			"- Le robot ne télécharge qu’une quantité limitée de chaque réponse\u202f: une réponse plus volumineuse est tronquée à cette limite, et la partie lue est utilisée. L’exploitant ne publie pas cette limite.",
			"- Une copie en cache est utilisée pendant une durée limitée, tant que le site reste joignable\u202f; l’exploitant ne publie pas cette durée.",
			"- Seul le début du fichier est analysé, jusqu’à une taille que l’exploitant ne publie pas (la RFC\u00a09309 impose d’en analyser au moins 500\u00a0Kio).",
			"- Tant que robots.txt reste inaccessible, la dernière copie lue avec succès continue de s’appliquer pendant une durée limitée après sa lecture\u202f; l’exploitant ne publie pas cette durée.",
			"- Les valeurs de Crawl-delay sont respectées jusqu’à une limite que l’exploitant ne publie pas\u202f; une ligne indiquant une valeur supérieure est ignorée.",
			"Les valeurs sont respectées jusqu’à une limite que l’exploitant ne publie pas\u202f; une ligne indiquant une valeur supérieure est ignorée.",
			"- Les données extraites des contenus récupérés sont conservées pendant une durée limitée, que l’exploitant ne publie pas.",
		},
		"pl": {
			"- Z każdej odpowiedzi robot pobiera tylko ustaloną ilość danych: większa odpowiedź jest w tym miejscu obcinana, a wykorzystywana jest pobrana część. Wartości tej nie publikujemy.",
			"- Kopia jest używana przez ograniczony czas, o ile serwis jest osiągalny; długości tego okresu nie publikujemy.",
			"- Odczytywany jest tylko początkowy fragment pliku; jego rozmiaru nie publikujemy (RFC 9309 wymaga odczytania co najmniej 500\u00a0KiB).",
			"- Dopóki plik robots.txt pozostaje nieosiągalny, obowiązuje ostatnia poprawnie odczytana kopia – przez ograniczony czas od jej odczytania; długości tego okresu nie publikujemy.",
			"- Wartości z wierszy Crawl-delay są uwzględniane do górnej granicy, której nie publikujemy; wiersz z dłuższą wartością jest pomijany.",
			"Uwzględniane są wartości do górnej granicy, której nie publikujemy; wiersz z dłuższą wartością jest pomijany.",
			"- Dane wyodrębnione z pobranych treści są przechowywane przez ograniczony czas; jego długości nie publikujemy.",
		},
	}
	checkPageLines(t, res, want)
	checkEveryLanguage(t, "unpublished", res)
	for _, lang := range res.Policy.Site.Languages {
		for _, f := range []string{lang + "/index.md", lang + "/index.html"} {
			page := string(res.Files[f])
			for _, n := range []string{"30\u00a0", "60\u00a0", "1\u00a0minut", "512", "5\u00a0M", "730"} {
				if strings.Contains(page, n) {
					t.Errorf("%s states %q, a number the policy does not publish", f, n)
				}
			}
		}
	}
	pj := string(res.Files["policy.json"])
	for _, n := range []string{`"cache_for"`, `"keep_last_good_for"`, `"crawl_delay_max"`, `"max_size"`, `"max_body_size"`, "63072000"} {
		if strings.Contains(pj, n) {
			t.Errorf("policy.json states %s, which the policy does not publish", n)
		}
	}
	if !strings.Contains(pj, `"/legal/retention/1/keep_for"`) {
		t.Errorf("policy.json does not list the unpublished values")
	}
	// Nothing forced: without the list, the same policy states every number.
	res = buildUnpublished(t, "")
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		if strings.Contains(page, "publish") || strings.Contains(page, "veröffentlich") || strings.Contains(page, "publi") {
			t.Errorf("%s/index.md speaks of publishing without unpublished values", lang)
		}
	}
}

// TestUnpublishedReview: diff's review says that an unpublished value changed, in every
// language, and shows neither number.
func TestUnpublishedReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, new := reviewBase(t), reviewBase(t)
	for _, p := range []*policy.Policy{old, new} {
		p.Unpublished = []string{"/limits/min_interval"}
	}
	new.Limits.MinInterval = pdur(t, "7s")
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"en": "Changed: the minimum interval between requests, a value the operator does not publish. This change makes the crawler more polite.",
		"de": "Geändert: der Mindestabstand zwischen zwei Anfragen – ein Wert, den der Betreiber nicht veröffentlicht. Der Crawler wird dadurch rücksichtsvoller.",
		"fr": "Modification\u202f: l’intervalle minimal entre deux requêtes (une valeur que l’exploitant ne publie pas). L’exploration devient plus respectueuse des sites.",
		"pl": "Zmiana: minimalny odstęp między dwoma żądaniami – wartość, której nie publikujemy. Robot staje się przez to mniej uciążliwy dla serwisów.",
	}
	notPublished := map[string]string{"en": "not published", "de": "nicht veröffentlicht", "fr": "non publié", "pl": "niepublikowane"}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		r, err := NewReview(old, new, changes, msgs, lang, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range r.Changes {
			if c.Pointer == "/limits/min_interval" {
				got = append(got, c.Sentence, c.OldShown, c.NewShown)
			}
		}
		if len(got) != 3 || got[0] != want[lang] || got[1] != notPublished[lang] || got[2] != got[1] {
			t.Errorf("%s: review of an unpublished change = %q, want %q and %q twice", lang, got, want[lang], notPublished[lang])
		}
		for _, c := range r.Changes {
			if strings.Contains(c.Sentence, "7") || strings.Contains(c.OldShown+c.NewShown, "7") {
				t.Errorf("%s: the review shows the unpublished number: %+v", lang, c)
			}
		}
	}
}

// unpublishedCountsPolicy states redirects of a fetch and of robots.txt, reactions counted four
// ways and byte budgets (one in the first pass), each number marked unpublished.
const unpublishedCountsPolicy = `robots_txt = "read"

[limits]
min_interval = "1s"
interval_key = "hostname"
max_redirects = 37

[robots_txt]
check = "before-first-fetch"
max_redirects = 38

[jobs.crawl]
label = { en = "Crawl", de = "Durchsuchung", fr = "Exploration", pl = "Przeszukiwanie" }
agent = "bot"
budgets = [{ max = "43MB", key = "domain" }, { max = "41MB", key = "site", first_pass = true }]

[[errors.reactions]]
on = ["5xx"]
threshold = 39
pause = "1h"
scope = "site"

[[errors.reactions]]
on = ["timeout"]
threshold = 47
consecutive = true
pause = "2h"
scope = "site"

[[errors.reactions]]
on = ["429"]
threshold = 48
within = "site"
pause = "3h"
scope = "site"

[[errors.reactions]]
on = ["403"]
threshold = 49
consecutive = true
within = "site"
pause = "4h"
scope = "site"
`

// TestUnpublishedCounts: counts (the redirects followed for a fetch and for robots.txt, how often
// an event must happen for a reaction) and byte budgets marked unpublished are stated as existing
// without their numbers, exactly, in every language; no number is on a page or in policy.json.
func TestUnpublishedCounts(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	list := `unpublished = ["/limits/max_redirects", "/robots_txt/max_redirects", "/jobs/crawl/budgets/0/max", "/jobs/crawl/budgets/1/max", "/errors/reactions/0/threshold", "/errors/reactions/1/threshold", "/errors/reactions/2/threshold", "/errors/reactions/3/threshold"]
`
	s := strings.Replace(string(src), "schema = 2\n", "schema = 2\n"+list, 1)
	s = strings.Replace(s, "token = \"MinimalBot\"\n", "token = \"MinimalBot\"\n"+unpublishedCountsPolicy, 1)
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(s)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	want := map[string][]string{
		"en": {
			"- The crawler follows at most a set number of redirects per fetch; the operator does not publish the number.",
			"- Only a set number of redirects is followed when fetching robots.txt; the operator does not publish the number.",
			"At most a set amount of data downloaded per registrable domain (the operator does not publish the amount)",
			"In the first pass, at most a set amount of data downloaded per site (the operator does not publish the amount)",
			"| A server error (HTTP 5xx), a set number of times (the number is not published) |",
			"| A timeout, a set number of times in a row (the number is not published) |",
			"| HTTP 429 (Too Many Requests), a set number of times on one site (the number is not published) |",
			"| HTTP 403 (Forbidden), a set number of times in a row on one site (the number is not published) |",
		},
		"de": {
			"- Die Zahl der Weiterleitungen, denen der Crawler pro Abruf folgt, ist begrenzt; die Obergrenze veröffentlicht der Betreiber nicht.",
			"- Die Zahl der aufeinanderfolgenden Weiterleitungen, denen der Crawler beim Abruf der robots.txt folgt, ist begrenzt; die Obergrenze veröffentlicht der Betreiber nicht.",
			"Höchstens ein festgelegtes Datenvolumen je Domain (mit allen Subdomains); dieses Volumen veröffentlicht der Betreiber nicht.",
			"Im ersten Durchgang höchstens ein festgelegtes Datenvolumen je Website; dieses Volumen veröffentlicht der Betreiber nicht.",
			", so oft wie festgelegt (die Anzahl wird nicht veröffentlicht) |",
			", mehrmals in Folge (wie oft, wird nicht veröffentlicht) |",
			", so oft wie festgelegt auf derselben Website (die Anzahl wird nicht veröffentlicht) |",
			", mehrmals in Folge auf derselben Website (wie oft, wird nicht veröffentlicht) |",
		},
		"fr": {
			"- Le nombre de redirections suivies pour une même adresse est limité\u202f; l’exploitant ne publie pas cette limite.",
			"- Le nombre de redirections suivies pour obtenir robots.txt est limité\u202f; l’exploitant ne publie pas cette limite.",
			", un nombre déterminé de fois (nombre non publié) |",
			", un nombre déterminé de fois de suite (nombre non publié) |",
			", un nombre déterminé de fois sur un même site (nombre non publié) |",
			", un nombre déterminé de fois de suite sur un même site (nombre non publié) |",
		},
		"pl": {
			"- Liczba przekierowań przy jednym pobraniu jest ograniczona; wartości tej nie publikujemy.",
			"- Przy pobieraniu robots.txt robot wykonuje tylko ograniczoną liczbę przekierowań; wartości tej nie publikujemy.",
			", ustaloną liczbę razy (liczby nie podajemy) |",
			", ustaloną liczbę razy z rzędu (liczby nie podajemy) |",
			", ustaloną liczbę razy w jednym serwisie (liczby nie podajemy) |",
			", ustaloną liczbę razy z rzędu w jednym serwisie (liczby nie podajemy) |",
		},
	}
	checkPageLines(t, res, want)
	checkEveryLanguage(t, "unpublished-counts", res)
	for _, lang := range res.Policy.Site.Languages {
		for _, f := range []string{lang + "/index.md", lang + "/index.html"} {
			page := string(res.Files[f])
			for _, n := range []string{"37", "38", "39", "47", "48", "49", "43", "41"} {
				if strings.Contains(page, n) {
					t.Errorf("%s states %q, a number the policy does not publish", f, n)
				}
			}
		}
	}
	pj := string(res.Files["policy.json"])
	for _, n := range []string{`"max_redirects"`, `"threshold"`, "43000000", "41000000"} {
		if strings.Contains(pj, n) {
			t.Errorf("policy.json states %s, which the policy does not publish", n)
		}
	}
}

// TestUnpublishedCountReview: diff's review says that an unpublished count changed, without
// either number, in every language.
func TestUnpublishedCountReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, new := reviewBase(t), reviewBase(t)
	for _, p := range []*policy.Policy{old, new} {
		p.Unpublished = []string{"/errors/reactions/0/threshold"}
	}
	old.Errors.Reactions[0].Threshold, new.Errors.Reactions[0].Threshold = 37, 38
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != 1 || !changes[0].Unpublished || changes[0].Class != policy.ClassLooser {
		t.Fatalf("changes %+v, want one unpublished change, looser", changes)
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		r, err := NewReview(old, new, changes, msgs, lang, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Changes) != 1 || r.Changes[0].Sentence == "" {
			t.Fatalf("%s: review %+v", lang, r.Changes)
		}
		c := r.Changes[0]
		if strings.Contains(c.Sentence+c.OldShown+c.NewShown, "37") || strings.Contains(c.Sentence+c.OldShown+c.NewShown, "38") {
			t.Errorf("%s: the review shows the unpublished number: %+v", lang, c)
		}
		t.Logf("%s: %s", lang, c.Sentence)
	}
}

// TestUnpublishedRatePerSecond: an interval the page would state as a rate per second ("1
// request per second") is stated as an unpublished interval when the policy marks it so, not as
// a count whose value would stand on the page without its entry in policy.json (round-4 native
// review, en: the build of civic-ingestor with /limits/min_interval unpublished failed with
// "data-policy … does not resolve in policy.json").
func TestUnpublishedRatePerSecond(t *testing.T) {
	site := os.DirFS(filepath.Join("..", "examples", "civic-ingestor"))
	src, err := fs.ReadFile(site, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(src), "schema = 2\n", "schema = 2\nunpublished = [\"/limits/min_interval\"]\n", 1)
	files := fstest.MapFS{"policy.toml": {Data: []byte(s)}}
	if err := fs.WalkDir(site, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path == "policy.toml" {
			return err
		}
		b, err := fs.ReadFile(site, path)
		files[path] = &fstest.MapFile{Data: b}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	opts := defaults()
	opts.Site = files
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	page := string(res.Files["en/index.md"])
	want := "- There is a minimum interval between two requests per host name; the operator does not publish its length."
	if !strings.Contains(page, want) {
		t.Errorf("en/index.md lacks %q", want)
	}
	if strings.Contains(page, "one request per second per host name") {
		t.Error("en/index.md states the unpublished interval as a rate")
	}
}
