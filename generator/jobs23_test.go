package generator

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// buildCiteHarvest builds testdata/jobs23's policy (new-user trial 21's harvester: OAI-PMH
// requests every 2 seconds, PDFs every 5, from the same repositories) with each edit's first
// string replaced by its second.
func buildCiteHarvest(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildTestdata(t, "jobs23", edits...)
}

// TestJobOwnInterval: a job with an interval of its own (jobs.X.limits.min_interval) states it in
// its row of the schedule, and the general rate and the paragraph on Crawl-delay name it as an
// exception, in every language; the other job's row points to the general limits (new-user trial
// 21, finding 1: the page said 5 seconds for every request, or 2 seconds for every request to a
// category of site, and the build refused the job's number as stated nowhere).
func TestJobOwnInterval(t *testing.T) {
	res := buildCiteHarvest(t)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- At most one request every 5\u00a0seconds per host name.\n- The fetches of “OAI-PMH harvest” are an exception: for their requests, the interval is 2\u00a0seconds (see “When requests come”).\n",
			"| OAI-PMH harvest | `CiteHarvest` | Every day | At most one request every 2\u00a0seconds per host name. |",
			"| PDF full texts | `CiteHarvest` | Continuously | No limits of its own: the general limits under “How often and how much” apply. |",
			"that interval is 5\u00a0seconds in general, but 2\u00a0seconds for the requests of “OAI-PMH harvest”.",
		},
		"de": {
			"- Mindestabstand zwischen zwei Anfragen je Hostname: 5\u00a0Sekunden.\n- Ausgenommen ist die Abrufart „OAI-PMH-Abruf“: Für ihre Anfragen gilt ein Mindestabstand von 2\u00a0Sekunden (siehe „Wann abgerufen wird“).\n",
			"| OAI-PMH-Abruf | `CiteHarvest` | täglich | Mindestabstand zwischen zwei Anfragen je Hostname: 2\u00a0Sekunden. |",
			"| PDF-Volltexte | `CiteHarvest` | fortlaufend | Keine eigenen Limits; es gelten die allgemeinen Limits im Abschnitt „Häufigkeit und Umfang“. |",
			"allgemein 5\u00a0Sekunden, 2\u00a0Sekunden bei der Abrufart „OAI-PMH-Abruf“.",
		},
		"fr": {
			"- Au moins 5\u00a0secondes entre deux requêtes vers un même nom d\u2019hôte.\n- La tâche «\u202fMoissonnage OAI-PMH\u202f» fait exception\u202f: pour ses requêtes, l\u2019intervalle minimal est de 2\u00a0secondes (voir la section «\u202fHoraires\u202f»).\n",
			"| Moissonnage OAI-PMH | `CiteHarvest` | Tous les jours | Au moins 2\u00a0secondes entre deux requêtes vers un même nom d\u2019hôte. |",
			"| Textes intégraux en PDF | `CiteHarvest` | En continu | Aucune limite propre\u202f: les limites générales de la section «\u202fFréquence et volume\u202f» s\u2019appliquent. |",
			"5\u00a0secondes en général, mais 2\u00a0secondes pour la tâche «\u202fMoissonnage OAI-PMH\u202f».",
		},
		"pl": {
			"- Najwyżej jedno żądanie na 5\u00a0sekund dla każdej nazwy hosta.\n- Wyjątkiem jest zadanie „Pobieranie przez OAI-PMH”, dla którego minimalny odstęp między żądaniami wynosi 2\u00a0sekundy (zob. sekcję „Pory pobierania”).\n",
			"| Pobieranie przez OAI-PMH | `CiteHarvest` | codziennie | Najwyżej jedno żądanie na 2\u00a0sekundy dla każdej nazwy hosta. |",
			"| Pełne teksty PDF | `CiteHarvest` | w sposób ciągły | Brak własnych limitów; obowiązują ogólne limity opisane w sekcji „Częstotliwość i limity”. |",
			"odstęp ten wynosi domyślnie 5\u00a0sekund, a 2\u00a0sekundy w przypadku zadania „Pobieranie przez OAI-PMH”.",
		},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"| OAI-PMH harvest | `CiteHarvest` | Every day | No limits of its own"}})
	checkEveryLanguage(t, "job interval", res)
}

// TestJobOwnIntervalInCategory: the job of a category of site with an interval of its own is that
// category's exception, not the general limits'; the paragraph on Crawl-delay names both.
func TestJobOwnIntervalInCategory(t *testing.T) {
	res := buildCiteHarvest(t,
		[2]string{"[jobs.oai]\n", "[targets.repos]\nlabel = { en = \"Repositories\", de = \"Repositorien\", fr = \"Dépôts\", pl = \"Repozytoria\" }\nlimits = { min_interval = \"4s\" }\n\n[jobs.oai]\n"},
		[2]string{"agent = \"citeharvest\"\nlimits", "agent = \"citeharvest\"\ntarget = \"repos\"\nlimits"})
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- At most one request every 5\u00a0seconds per host name.\n\n### Repositories\n",
			"- At most one request every 4\u00a0seconds per host name.\n- The fetches of “OAI-PMH harvest” are an exception: for their requests, the interval is 2\u00a0seconds (see “When requests come”).\n",
			"| OAI-PMH harvest | `CiteHarvest` | Repositories | Every day | At most one request every 2\u00a0seconds per host name. |",
			"that interval is 5\u00a0seconds in general, but 4\u00a0seconds for sites in the category “Repositories” and 2\u00a0seconds for the requests of “OAI-PMH harvest”.",
		},
		"de": {"allgemein 5\u00a0Sekunden, 4\u00a0Sekunden bei „Repositorien“ und 2\u00a0Sekunden bei der Abrufart „OAI-PMH-Abruf“."},
		"fr": {"5\u00a0secondes en général, mais 4\u00a0secondes pour la catégorie «\u202fDépôts\u202f» et 2\u00a0secondes pour la tâche «\u202fMoissonnage OAI-PMH\u202f»."},
		"pl": {"odstęp ten wynosi domyślnie 5\u00a0sekund, a 4\u00a0sekundy w kategorii „Repozytoria” i 2\u00a0sekundy w przypadku zadania „Pobieranie przez OAI-PMH”."},
	})
	checkEveryLanguage(t, "job interval in a category", res)
}

// TestJobIntervalRateExpectation: the rate the agent's signature card states (web_bot_auth's
// rate-expectation) is the shortest interval its requests keep, a job's own where it is shorter
// than the general one (new-user trial 21, finding 1: "at most one request per 2s" beside a job
// whose requests come 1 s apart).
func TestJobIntervalRateExpectation(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "signing", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	job := "\n[jobs.feeds]\nlabel = { en = \"Feeds\", de = \"Feeds\", fr = \"Flux\", pl = \"Kanały\" }\nagent = \"bot\"\ncontinuous = true\nlimits = { min_interval = \"1s\" }\n"
	for _, tc := range []struct {
		name, want string
	}{
		{"published", "at most one request per 1s per site"},
		{"not published", ""},
	} {
		s := string(src) + job
		if tc.want == "" {
			s = strings.Replace(s, "schema = 2\n", "schema = 2\nunpublished = [\"/jobs/feeds/limits/min_interval\"]\n", 1)
		}
		opts := defaults()
		opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(s)}}
		res, err := Build(opts)
		if err != nil {
			t.Fatalf("%s: build: %v", tc.name, err)
		}
		var card struct {
			WBA map[string]any `json:"web_bot_auth"`
		}
		if err := json.Unmarshal(res.Files[cardsDir+"bot.json"], &card); err != nil {
			t.Fatal(err)
		}
		if got, _ := card.WBA["rate-expectation"].(string); got != tc.want {
			t.Errorf("%s: rate-expectation %q, want %q", tc.name, got, tc.want)
		}
	}
}
