package generator

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// Round 9 of the new-user trials (newuser9: a price-comparison crawler), the findings fixed where
// the sentence is built, with exact text in every language.

// TestModel9EqualRetryDelays: retries that wait as long as the one before are stated once, "each
// time after a wait of at least", in the retries of a request and of a job (finding 1).
func TestModel9EqualRetryDelays(t *testing.T) {
	tests := []struct {
		name  string
		edits [][2]string
		want  map[string][]string
	}{
		{
			name:  "twice",
			edits: [][2]string{{`delays = ["1s", "2s"]`, `delays = ["10m", "10m"]`}},
			want: map[string][]string{
				"en": {"A request that fails with a network error or a server error (HTTP 5xx) is retried at most twice, each time after a wait of at least 10\u00a0minutes."},
				"de": {"wird sie höchstens 2-mal wiederholt, jeweils frühestens nach 10\u00a0Minuten."},
				"fr": {"une requête est relancée au plus deux fois, chaque fois après une attente d’au moins 10\u00a0minutes."},
				"pl": {"jest ponawiane najwyżej dwa razy, za każdym razem najwcześniej po 10\u00a0minutach."},
			},
		},
		{
			name:  "three times",
			edits: [][2]string{{`delays = ["1s", "2s"]`, `delays = ["1m", "1m", "1m"]`}},
			want: map[string][]string{
				"en": {"is retried at most 3\u00a0times, each time after a wait of at least 1\u00a0minute."},
				"de": {"wird sie höchstens 3-mal wiederholt, jeweils frühestens nach 1\u00a0Minute."},
				"fr": {"une requête est relancée au plus 3\u00a0fois, chaque fois après une attente d’au moins une minute."},
				"pl": {"jest ponawiane najwyżej 3\u00a0razy, za każdym razem najwcześniej po minucie."},
			},
		},
		{
			name:  "a job's retries",
			edits: [][2]string{{`retry = { delays = ["15m", "1h", "6h", "24h", "72h"], then_every = "7d" }`, `retry = { delays = ["1h", "1h"] }`}},
			want: map[string][]string{
				"en": {"A failed fetch is retried at most twice, each time after a wait of at least 1\u00a0hour."},
				"de": {"Ein fehlgeschlagener Abruf wird höchstens 2-mal wiederholt, jeweils frühestens nach 1\u00a0Stunde."},
				"fr": {"En cas d’échec, la récupération est relancée au plus deux fois, chaque fois après une attente d’au moins une heure."},
				"pl": {"Nieudane pobranie jest ponawiane najwyżej dwa razy, za każdym razem najwcześniej po godzinie."},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := buildExampleEdited(t, "civic-ingestor", tt.edits...)
			checkPageLines(t, res, tt.want)
			checkEveryLanguage(t, "civic-ingestor "+tt.name, res)
		})
	}
}

// TestModel9RetriedServerErrors: where errors.never_retried names server errors, the retried
// conditions name them as exceptions of "5xx" (finding 10).
func TestModel9RetriedServerErrors(t *testing.T) {
	res := buildExampleEdited(t, "civic-ingestor", [2]string{`retry_after = "ignored"`, "retry_after = \"ignored\"\nnever_retried = [404, 500, 503]"})
	checkPageLines(t, res, map[string][]string{
		"en": {"A request that fails with a network error or a server error (HTTP 5xx) other than 500 and 503 is retried at most twice, after waits of at least 1\u00a0second and then 2\u00a0seconds.",
			"A request answered with HTTP 404, 500 or 503 is never retried."},
		"de": {"Schlägt eine Anfrage mit Netzwerkfehler oder Serverfehler (HTTP 5xx) außer 500 und 503 fehl, wird sie höchstens 2-mal wiederholt;"},
		"fr": {"Après une erreur réseau ou une erreur serveur (HTTP\u00a05xx) autre que 500 et 503, une requête est relancée au plus deux fois,"},
		"pl": {"Żądanie, którego wynikiem jest błąd sieci lub błąd serwera (HTTP 5xx) inny niż 500 i 503, jest ponawiane najwyżej dwa razy,"},
	})
	checkEveryLanguage(t, "civic-ingestor never_retried", res)
	// Without a server error among them, "5xx" stands alone.
	res = buildExampleEdited(t, "civic-ingestor", [2]string{`retry_after = "ignored"`, "retry_after = \"ignored\"\nnever_retried = [404]"})
	checkPageLines(t, res, map[string][]string{
		"en": {"A request that fails with a network error or a server error (HTTP 5xx) is retried at most twice,"},
	})
}

// TestModel9GroupMatchingStated: that a crawler obeys the "*" group and that letter case does not
// matter are stated only where group_matching says how it reads groups (finding 9): RFC 9309's
// rule is not assumed for a crawler whose policy does not say.
func TestModel9GroupMatchingStated(t *testing.T) {
	const reads = "user_agent = \"MinimalBot/1.0 (+https://minimalbot.eu/)\"\nrobots_txt = \"read\"\n"
	unstated := buildSmallest(t, []byte(reads))
	checkPageLines(t, unstated, map[string][]string{
		"en": {"In robots.txt, a group applies to a crawler when one of its User-agent lines names the crawler’s product token, given below."},
		"de": {"Eine Gruppe in der robots.txt spricht einen Crawler über sein Produkt-Token an. Übernehmen Sie das Produkt-Token unverändert in die robots.txt."},
		"fr": {"Dans robots.txt, un groupe désigne un robot par son jeton de produit, c’est-à-dire le nom indiqué sur une ligne User-agent. Copiez le jeton de produit tel quel dans robots.txt."},
		"pl": {"Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu). Nazwę należy tam wpisać bez zmian."},
	})
	checkPageLacks(t, unstated, map[string][]string{
		"en": {"letter case", "`*` group", "RFC 9309"},
		"de": {"Groß- und Kleinschreibung", "Gruppe `*`"},
		"fr": {"majuscules", "casse", "groupe `*`"},
		"pl": {"wielkość liter", "grupy `*`", "grupa `*`"},
	})
	checkEveryLanguage(t, "unstated group matching", unstated)

	stated := buildSmallest(t, []byte(reads+"group_matching = \"rfc9309\"\n"))
	checkPageLines(t, stated, map[string][]string{
		"en": {
			"In robots.txt, a group applies to a crawler when one of its User-agent lines names the crawler’s product token, given below; letter case does not matter.",
			"Without a group of its own, a crawler follows the `*` group. With a group of its own, it follows only that group,",
		},
		"de": {"die Groß- und Kleinschreibung spielt dabei keine Rolle.", "Ohne eigene Gruppe gilt für einen Crawler die Gruppe `*`."},
		"fr": {"pour ce nom, majuscules et minuscules ne sont pas distinguées."},
		"pl": {"wielkość liter nie ma znaczenia."},
	})
	// Where no User-Agent is stated, the robots.txt section alone states it.
	checkPageLines(t, buildSmallest(t, []byte("robots_txt = \"read\"\ngroup_matching = \"rfc9309\"\n")), map[string][]string{
		"en": {"Without a group of its own, a crawler follows the `*` group."},
	})
	checkEveryLanguage(t, "RFC 9309 group matching", stated)
}

// TestModel9WeekIdleHours: hours at which no job runs are blank, with a legend that says so, never
// "requests possible": where every job's cadence states its hours, and where every job is bound to
// an "only" window; an agent that no job names may fetch at any hour, so the others stay "possible"
// (finding 3).
func TestModel9WeekIdleHours(t *testing.T) {
	const nightly = `
[jobs.prices]
label = { en = "Prices", de = "Preise", fr = "Prix", pl = "Ceny" }
agent = "bot"

[[jobs.prices.cadence]]
hours = "22:00-06:00"
overnight = true
every = "1h"
`
	zone := [][2]string{{"last_changed = 2026-12-01\n", "last_changed = 2026-12-01\ntime_zone = \"Europe/Berlin\"\n"}}
	idle := map[string]string{
		"en": "Blank: no requests (no fetch runs at these hours)",
		"de": "Leer: keine Anfragen (zu diesen Stunden läuft kein Abruf)",
		"fr": "Zone vide\u202f: aucune requête (aucune récupération n’a lieu à ces heures)",
		"pl": "Puste pola: brak żądań (w\u00a0tych godzinach robot niczego nie pobiera)",
	}
	open := map[string]string{"en": "Other hours: requests possible", "de": "Übrige Stunden: Anfragen möglich", "fr": "Autres heures\u202f: requêtes possibles", "pl": "Pozostałe godziny: żądania możliwe"}
	only := "\n[windows.night]\nlabel = { en = \"Night\", de = \"Nacht\", fr = \"Nuit\", pl = \"Noc\" }\nkind = \"only\"\nhours = [\"22:00-06:00\"]\novernight = true\njobs = [\"prices\"]\n"
	other := "\n[agents.two]\ntoken = \"MinimalTwo\"\n"
	for _, tt := range []struct {
		name  string
		extra string
		idle  bool
	}{
		{"cadence hours", nightly, true},
		{"an only window", strings.Replace(nightly, "hours = \"22:00-06:00\"\novernight = true\n", "days = \"mon-sun\"\n", 1) + only, true},
		{"an agent without a job", nightly + other, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res := buildSmallestEdited(t, zone, tt.extra)
			for _, lang := range []string{"en", "de", "fr", "pl"} {
				items := legendOf(res.Files[lang+"/index.html"])
				if got := slices.Contains(items, idle[lang]); got != tt.idle {
					t.Errorf("%s legend %q: holds %q: %v, want %v", lang, items, idle[lang], got, tt.idle)
				}
				if got := slices.Contains(items, open[lang]); got == tt.idle {
					t.Errorf("%s legend %q: holds %q: %v, want %v", lang, items, open[lang], got, !tt.idle)
				}
			}
			if tt.idle {
				// The daytime hours are drawn as nothing: no rect starts at 12:00 on Monday.
				if svg := string(res.Files["en/index.html"]); strings.Contains(svg, `<rect class="open"`) {
					t.Errorf("en/index.html draws open hours:\n%s", svg)
				}
			}
		})
	}
}

// TestModel9LimitsPerCrawler: the general limits hold for each crawler on its own (package polite
// counts them per agent), unless shared_across_services shares them (finding 6).
func TestModel9LimitsPerCrawler(t *testing.T) {
	limits := "\n[limits]\nmin_interval = \"3s\"\ninterval_key = \"site\"\n"
	res := buildExampleEdited(t, "triple-fetchers", [2]string{"", limits})
	checkPageLines(t, res, map[string][]string{
		"en": {"\nThis limit applies separately to each crawler on this page: `ExampleWatch`, `ExampleWorkflow` and `ExampleFetch`.\n"},
		"de": {"\nDieses Limit gilt für jeden Crawler auf dieser Seite einzeln: `ExampleWatch`, `ExampleWorkflow` und `ExampleFetch`.\n"},
		"fr": {"\nCette limite s’applique séparément à chacun des robots présentés sur cette page\u202f: `ExampleWatch`, `ExampleWorkflow` et `ExampleFetch`.\n"},
		"pl": {"\nTen limit dotyczy osobno każdego z robotów opisanych na tej stronie: `ExampleWatch`, `ExampleWorkflow` i `ExampleFetch`.\n"},
	})
	shared := buildExampleEdited(t, "triple-fetchers", [2]string{"", limits + "shared_across_services = true\n"})
	checkPageLines(t, shared, map[string][]string{
		"en": {"\nThis limit applies to the crawlers on this page together, not to each one separately: `ExampleWatch`, `ExampleWorkflow` and `ExampleFetch`.\n"},
		"de": {"\nDieses Limit gilt für die Anfragen aller Crawler auf dieser Seite zusammen: `ExampleWatch`, `ExampleWorkflow` und `ExampleFetch`.\n"},
		"fr": {"\nCette limite s’applique aux requêtes de tous les robots présentés sur cette page\u202f: `ExampleWatch`, `ExampleWorkflow` et `ExampleFetch`.\n"},
		"pl": {"\nTen limit obejmuje łącznie żądania wszystkich robotów opisanych na tej stronie: `ExampleWatch`, `ExampleWorkflow` i `ExampleFetch`.\n"},
	})
}

// TestModel9TitleNotInflected: a heading-style title ("PreisFuchs crawler", "Robot PreisFuchs")
// stands before a colon in the lead, never after "who runs" or "by" where it would need an
// article or a case (finding 8).
func TestModel9TitleNotInflected(t *testing.T) {
	res := buildSmallestEdited(t, [][2]string{{`title = { en = "MinimalBot", de = "MinimalBot", fr = "MinimalBot", pl = "MinimalBot" }`,
		`title = { en = "PreisFuchs crawler", de = "PreisFuchs-Crawler", fr = "Robot d’exploration PreisFuchs", pl = "Robot PreisFuchs" }`}}, "")
	checkPageLines(t, res, map[string][]string{
		"en": {"This page describes the requests from the PreisFuchs crawler to websites and how webmasters can respond to them."},
		"fr": {"Cette page présente les requêtes envoyées aux sites web"},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"who runs PreisFuchs", "by PreisFuchs crawler"},
		"de": {"wer PreisFuchs-Crawler betreibt", "durch PreisFuchs-Crawler"},
		"pl": {"za Robot PreisFuchs"},
	})
	for lang, want := range map[string]string{
		"en": `content="PreisFuchs crawler: how to recognise the requests, and how to respond to them."`,
		"de": `content="PreisFuchs-Crawler: woran Sie die Anfragen erkennen und wie Sie darauf reagieren können."`,
	} {
		if page := string(res.Files[lang+"/index.html"]); !strings.Contains(page, want) {
			t.Errorf("%s/index.html lacks %s", lang, want)
		}
	}
}

// TestModel9LanguageWithoutMessages: a language of the site with no messages is refused at its
// place in policy.toml, with the languages sitegen has ("Minor: error messages").
func TestModel9LanguageWithoutMessages(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	src = editSource(t, src, [][2]string{
		{`title = { en = "MinimalBot", de = "MinimalBot", fr = "MinimalBot", pl = "MinimalBot" }`, `title = { en = "MinimalBot", de = "MinimalBot", fr = "MinimalBot", pl = "MinimalBot", xx = "MinimalBot" }`},
		{`languages = ["en", "de", "fr", "pl"]`, `languages = ["en", "de", "fr", "pl", "xx"]`},
	})
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: src}}
	opts.SiteName = "site"
	_, err = Build(opts)
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("Build: %v, want a *BuildError", err)
	}
	want := []string{`site/policy.toml:10:38: site.languages[4]: "xx" has no messages: sitegen has them for de, en, fr, pl, and the site folder has no locales/xx/messages.xx.toml (want one of those languages, or that file)`}
	if diff := cmp.Diff(want, be.Problems); diff != "" {
		t.Errorf("problems (-want +got):\n%s", diff)
	}
}

// TestModel9KeyNotes: "per site" and "per server" are said in words where the general limits count
// per one of them (finding 6).
func TestModel9KeyNotes(t *testing.T) {
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{
		"en": {"\nIn the limits below, “per server” means per IP address: host names that share an address share the limit.\n"},
		"de": {"\nBei Angaben „je Server“ oder „pro … und Server“ wird jede IP-Adresse für sich gezählt: Hostnamen mit derselben IP-Adresse teilen sich das Limit.\n"},
		"fr": {"\nLes limites s’appliquent à chaque serveur, c’est-à-dire à chaque adresse IP, séparément\u202f: les noms d’hôte qui partagent une adresse partagent la limite.\n"},
		"pl": {"\n„Serwer” oznacza tu adres IP: każdy adres IP liczy się osobno, a\u00a0nazwy hostów o\u00a0tym samym adresie mają wspólny limit.\n"},
	})
	res := buildSmallest(t, []byte("\n[limits]\nmin_interval = \"3s\"\ninterval_key = \"site\"\n"))
	checkPageLines(t, res, map[string][]string{
		"en": {"\nIn the limits below, a “site” is whatever the crawler treats as one website. This may be a single host name, so two host names of the same website (for example, one for its pages and one for its images) may count as two separate sites.\n"},
		"de": {"\nBei Angaben „je Website“ oder „pro … und Website“ wird jede Website für sich gezählt; ein weiterer Hostname derselben Website, etwa für Bilder, kann als eigene Website gelten.\n"},
		"fr": {"\nLes limites s’appliquent à chaque site séparément\u202f; un autre nom d’hôte du même site, par exemple pour les images, peut être traité comme un autre site.\n"},
		"pl": {"\nW poniższych limitach „serwis” oznacza to, co robot traktuje jako jedną witrynę. Może to być pojedyncza nazwa hosta, dlatego dwie nazwy hostów tej samej witryny (np. jedna dla stron, a\u00a0druga dla obrazów) mogą być liczone jako dwa osobne serwisy.\n"},
	})
	checkEveryLanguage(t, "smallest per site", res)
	// Per host name, the field's own term: no note.
	checkPageLacks(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {"counts each host name"}})
}

// TestModel9NotOwnAtItsPlace: a not_own entry that names a file the build writes is refused at its
// place in policy.toml, as validate's problems are ("Minor: error messages").
func TestModel9NotOwnAtItsPlace(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	src = editSource(t, src, [][2]string{{"last_changed = 2026-12-01\n", "last_changed = 2026-12-01\nnot_own = [\"CNAME\", \"index.html\"]\n"}})
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: src}}
	opts.SiteName = "site"
	_, err = Build(opts)
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("Build: %v, want a *BuildError", err)
	}
	want := []string{`site/policy.toml:13:21: site.not_own[1]: "index.html" is a file the build writes (not_own names files in the output that the site does not produce, e.g. CNAME)`}
	if diff := cmp.Diff(want, be.Problems); diff != "" {
		t.Errorf("problems (-want +got):\n%s", diff)
	}
}

// TestModel9PolicyNamedWithFolder: a policy.toml that sitegen does not read is named with the site
// folder, as a prose file is ("Minor: error messages").
func TestModel9PolicyNamedWithFolder(t *testing.T) {
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Mode: fs.ModeNamedPipe}}
	opts.SiteName = "s3"
	_, err := Build(opts)
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("Build: %v, want a *BuildError", err)
	}
	if want := []string{"s3/policy.toml: not a regular file (a named pipe), so sitegen does not read it"}; !slices.Equal(be.Problems, want) {
		t.Errorf("problems %q, want %q", be.Problems, want)
	}
}
