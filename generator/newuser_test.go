package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// Tests of the defects a first-time user found (issue 11, a price-comparison crawler written by
// someone told nothing of the model): each builds a small policy and asserts the sentences its
// pages state, in every language, and that they state nothing the policy does not say.

// buildSmallestEdited builds testdata/smallest/policy.toml with the edits (old, new) applied and
// extra appended.
func buildSmallestEdited(t *testing.T, edits [][2]string, extra string) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range edits {
		if bytes.Count(src, []byte(e[0])) != 1 {
			t.Fatalf("the smallest policy does not hold %q once", e[0])
		}
		src = bytes.Replace(src, []byte(e[0]), []byte(e[1]), 1)
	}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: append(src, extra...)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return res
}

// checkPageLacks asserts that no language's Markdown page holds any of the fragments of absent,
// keyed by language.
func checkPageLacks(t *testing.T, res *Result, absent map[string][]string) {
	t.Helper()
	for lang, frags := range absent {
		page := string(res.Files[lang+"/index.md"])
		for _, a := range frags {
			if strings.Contains(page, a) {
				t.Errorf("%s/index.md says %q, which the policy does not:\n%s", lang, a, page)
			}
		}
	}
}

// TestAgentReadsRobotsTxtWhereTheCheckIsStated: robots_txt = "read" beside a stated check is a
// value the page must state (it validated, but failed the build's own proof: no element stated
// it).
func TestAgentReadsRobotsTxtWhereTheCheckIsStated(t *testing.T) {
	res := buildSmallest(t, []byte(`robots_txt = "read"

[robots_txt]
check = "before-first-fetch"
`))
	checkPageLines(t, res, map[string][]string{
		"en": {"- It obeys robots.txt.", "- The robots.txt file is read before the first request to a host name or IP address."},
		"de": {"- Befolgt die robots.txt."},
	})
	checkEveryLanguage(t, "read-with-check", res)
}

// newcomerPolicy is the part of the new user's policy that drew sentences nobody asked for: an
// agent that follows no links but reads sitemaps, a category of site with a limit of its own,
// jobs with and without it, refetch and delete times, a visitor-triggered job, a robots.txt whose
// last good copy is kept, and a capped Crawl-delay.
const newcomerPolicy = `follows_links = "none"
uses_sitemaps = true
promises = ["no-site-search"]

[limits]
min_interval = "1s"
interval_key = "hostname"

[targets.shops]
label = { en = "Registered shops", de = "Angemeldete Shops", fr = "Boutiques inscrites", pl = "Zarejestrowane sklepy" }

[targets.shops.limits]
min_interval = "200ms"
interval_key = "hostname"

[jobs.pages]
label = { en = "Product pages", de = "Produktseiten", fr = "Pages produits", pl = "Strony produktów" }
agent = "bot"
refetch_interval = "24h"
delete_after = "3d"

[[jobs.pages.cadence]]
every = "24h"

[jobs.feeds]
label = { en = "Feeds", de = "Feeds", fr = "Flux", pl = "Pliki produktowe" }
agent = "bot"
target = "shops"

[[jobs.feeds.cadence]]
every = "6h"

[jobs.checks]
label = { en = "Price checks", de = "Preisprüfungen", fr = "Vérifications de prix", pl = "Sprawdzenia cen" }
agent = "bot"
triggers = ["visitor-request"]

[robots_txt]
check = "before-first-fetch"
unreachable = "disallow-all"
retry_unreachable = "1h"
keep_last_good = true
fallback = "defer"
crawl_delay = "honoured"
crawl_delay_max = "60s"
`

// TestNewcomerSentences: each sentence the new user did not ask for is gone, and what the policy
// does say is stated once, in every language: sitemaps without /sitemap.xml and without "before
// following any links" beside "It follows no links"; the search promise without user and
// administration areas; a job of a category with limits of its own names those; other sites than
// the listed categories are said to be fetched; the Sites column names no empty cell; refetch
// and delete times without "even if it was missing" and "hidden at once"; a visitor's request
// without documents or copies; the last good copy of robots.txt without a contradiction, a repeat
// or "even beyond its usual lifetime"; a capped Crawl-delay in one sentence that says what a
// longer value counts as (since new-user trial 20, finding 18, only where crawl_delay_above_max
// says it: here the cap alone).
func TestNewcomerSentences(t *testing.T) {
	res := buildSmallest(t, []byte(newcomerPolicy))
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- It takes URLs from the sitemaps named in the Sitemap lines of a site’s robots.txt.\n- It follows no links.\n- It does not use a site’s search function.\n",
			"- Registered shops\n\nSites outside these categories are fetched too (“Product pages” and “Price checks”); the general limits under “How often and how much” apply to them.",
			"| Product pages | `MinimalBot` | Any site | Every day | Each resource is fetched at most once a day.<br>The operator deletes its copy of a resource 3\u00a0days after the resource has disappeared from the site. |",
			"| Feeds | `MinimalBot` | Registered shops | Every 6\u00a0hours | No limits of its own: the limits for “Registered shops” under “How often and how much” apply. |",
			"| Price checks | `MinimalBot` | Any site | When a visitor to the operator’s site asks for it | No limits of its own: the limits under “How often and how much” apply, those of a category of site to its sites and the general ones to all others. |",
			"- If robots.txt is unreachable (HTTP 5xx or a network error), it is requested again after at least 1\u00a0hour.\n- While robots.txt is unreachable, the last copy successfully read stays in force.\n- If there is no earlier copy, fetching from the site is postponed until robots.txt can be read; the postponed URLs are fetched then.\n- A Crawl-delay line is honoured up to 1\u00a0minute.\n",
			"Values are honoured up to 1\u00a0minute.",
		},
		"de": {
			"- Entnimmt Adressen den Sitemaps, die in den Sitemap-Zeilen der robots.txt einer Website genannt sind.",
			"- Nutzt nicht die Suchfunktion einer Website.",
			"Auch Websites, die zu keiner dieser Arten gehören, werden abgerufen (Abrufarten „Produktseiten“ und „Preisprüfungen“); für sie gelten die allgemeinen Limits im Abschnitt „Häufigkeit und Umfang“.",
			"| Produktseiten | `MinimalBot` | Beliebige Websites | täglich | Jede Ressource wird höchstens einmal pro Tag abgerufen.<br>Die Kopie einer Ressource, die von der Website verschwunden ist, löscht der Betreiber nach 3\u00a0Tagen. |",
			"Keine eigenen Limits; es gelten die Limits für „Angemeldete Shops“ im Abschnitt „Häufigkeit und Umfang“.",
			"| Preisprüfungen | `MinimalBot` | Beliebige Websites | auf Anfrage eines Besuchers der Website des Betreibers | Keine eigenen Limits; es gelten die Limits im Abschnitt „Häufigkeit und Umfang“: für Websites einer der dort genannten Arten die Limits dieser Art, für alle übrigen die allgemeinen. |",
			"- Solange die robots.txt nicht erreichbar ist, gilt die zuletzt erfolgreich gelesene Kopie weiter.\n- Liegt keine frühere Kopie vor, wird von der Website nichts abgerufen, bis die robots.txt gelesen werden kann; die zurückgestellten Adressen werden dann abgerufen.\n- Eine Crawl-delay-Angabe wird bis zu 1\u00a0Minute beachtet.\n",
			"Werte bis zu 1\u00a0Minute werden beachtet.",
		},
		"fr": {
			"- Il tire des adresses des plans de site (sitemaps) indiqués par les lignes Sitemap de robots.txt.",
			"- Il n’utilise pas le moteur de recherche interne des sites.",
			"Des sites hors de ces catégories sont également consultés («\u202fPages produits\u202f» et «\u202fVérifications de prix\u202f»)\u202f; les limites générales de la section «\u202fFréquence et volume\u202f» s’y appliquent.",
			"La copie d’un élément disparu du site est supprimée 3\u00a0jours après sa disparition.",
			"Aucune limite propre\u202f: les limites prévues pour la catégorie «\u202fBoutiques inscrites\u202f» dans la section «\u202fFréquence et volume\u202f» s’appliquent.",
			"| Vérifications de prix | `MinimalBot` | Tout site | À la demande d’un visiteur du site de l’exploitant |",
			"- Tant que robots.txt reste inaccessible, la dernière copie lue avec succès continue de s’appliquer.\n- Sans copie disponible, la collecte sur le site est suspendue jusqu’à ce que robots.txt puisse être lu\u202f; les adresses mises en attente sont alors récupérées.\n- Les valeurs de Crawl-delay sont respectées jusqu’à une minute.\n",
		},
		"pl": {
			"- Adresy do pobrania ustala na podstawie map witryny wskazanych w wierszach Sitemap pliku robots.txt serwisu.",
			"- Nie korzysta z wewnętrznych wyszukiwarek serwisów.",
			"Pobierane są także serwisy spoza tych kategorii („Strony produktów” i „Sprawdzenia cen”); obowiązują je ogólne limity opisane w sekcji „Częstotliwość i limity”.",
			"| Strony produktów | `MinimalBot` | Dowolne serwisy | codziennie | Każdy zasób jest pobierany najwyżej raz na dobę.<br>Kopia zasobu, który zniknął z serwisu, jest usuwana po 3\u00a0dniach. |",
			"Brak własnych limitów; obowiązują limity dla kategorii „Zarejestrowane sklepy” opisane w sekcji „Częstotliwość i limity”.",
			"| Sprawdzenia cen | `MinimalBot` | Dowolne serwisy | na prośbę osoby odwiedzającej nasz serwis |",
			"- Dopóki plik robots.txt pozostaje nieosiągalny, obowiązuje ostatnia poprawnie odczytana kopia.",
		},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"sitemap.xml", "before following any links", "administration", "even if it was missing", "hidden", "document", "no copy", "usual lifetime", "A Crawl-delay line is honoured.", "| Price checks | `MinimalBot` |  |", "nothing is fetched from the site.\n"},
		"de": {"sitemap.xml", "Verwaltungsbereiche", "auch wenn es zuvor fehlte", "blendet", "Dokument", "Gültigkeitsdauer", "Eine Crawl-delay-Angabe wird beachtet."},
		"fr": {"sitemap.xml", "administration", "n’a rien trouvé", "masqué", "document", "durée de validité", "La directive Crawl-delay est respectée."},
		"pl": {"sitemap.xml", "administracyjnych", "poprzednio go nie znaleziono", "ukrywany", "dokument", "okresu jej ważności", "Dyrektywa Crawl-delay jest uwzględniana."},
	})
	checkEveryLanguage(t, "newcomer", res)
}

// TestNewcomerFactsAsData: what the seeds said in those sentences is now data, and stated only
// where the policy states it: /sitemap.xml and the sitemaps read before links (sitemaps_first, for
// an agent that follows some), user and administration areas as a promise of their own, an item hidden at once,
// the refetch interval after a miss or a failure, an item a visitor opens that has no copy yet.
func TestNewcomerFactsAsData(t *testing.T) {
	src := strings.NewReplacer(
		`follows_links = "none"`, `follows_links = "within-site"`+"\nsitemap_xml = true\nsitemaps_first = true",
		`promises = ["no-site-search"]`, `promises = ["no-site-search", "no-account-areas"]`,
		`delete_after = "3d"`, `delete_after = "3d"`+"\nhide_when_gone = true\nrefetch_after_failure = true",
		`triggers = ["visitor-request"]`, `triggers = ["visitor-opens-uncopied"]`,
		`keep_last_good = true`+"\n", "",
	).Replace(newcomerPolicy)
	res := buildSmallest(t, []byte(src))
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- It takes URLs from the sitemaps named in the Sitemap lines of a site’s robots.txt, and from the site’s `/sitemap.xml`, before following any links.\n- It follows links only within the site it fetches from.\n",
			"- It does not use a site’s search function.\n- It does not use a site’s user or administration areas.\n",
			"Each resource is fetched at most once a day, even if it was missing or the fetch failed.<br>A resource that has disappeared from your site is hidden on the operator’s site as soon as the operator notices that it has gone, and its copy is deleted 3\u00a0days later.",
			"When a visitor to the operator’s site opens an item that the operator has no copy of yet",
			// Without a kept copy, the outcome is said as before, and the fallback after it.
			"- If robots.txt is unreachable (HTTP 5xx or a network error), nothing is fetched from the site.\n- If robots.txt is unreachable (HTTP 5xx or a network error), it is requested again after at least 1\u00a0hour.\n- If there is no earlier copy, fetching from the site is postponed until robots.txt can be read; the postponed URLs are fetched then.\n",
		},
		"de": {
			"- Entnimmt Adressen zuerst den Sitemaps, die in den Sitemap-Zeilen der robots.txt einer Website genannt sind, und der Datei `/sitemap.xml` der Website, erst danach den Links.",
			"- Nutzt keine Benutzer- oder Verwaltungsbereiche einer Website.",
			"Jede Ressource wird höchstens einmal pro Tag abgerufen, auch wenn sie zuvor fehlte oder der Abruf scheiterte.<br>Verschwindet eine Ressource von Ihrer Website, blendet der Betreiber sie auf seiner eigenen Website aus, sobald er das bemerkt; die Kopie löscht er 3\u00a0Tage später.",
			"wenn jemand auf der Website des Betreibers einen Inhalt öffnet, von dem noch keine Kopie vorliegt",
		},
		"fr": {
			"- Avant de suivre des liens, il relève des adresses dans le fichier `/sitemap.xml` du site et dans les plans de site (sitemaps) indiqués par les lignes Sitemap de robots.txt.",
			"- Il n’utilise pas les espaces réservés des sites (espace utilisateur, interface d’administration).",
			"Chaque élément est récupéré au plus une fois par jour, même si la tentative précédente a échoué ou n’a rien trouvé.<br>Dès que l’exploitant constate qu’un élément a disparu du site source, il le masque sur son propre site et en supprime la copie 3\u00a0jours plus tard.",
			"Quand un visiteur ouvre, sur le site de l’exploitant, un élément dont l’exploitant n’a pas encore de copie",
		},
		"pl": {
			"- Adresy do pobrania ustala najpierw na podstawie map witryny z pliku `/sitemap.xml` oraz map wskazanych w wierszach Sitemap w pliku robots.txt serwisu, a dopiero potem na podstawie linków.",
			"- Nie korzysta z kont użytkowników ani z paneli administracyjnych serwisów.",
			"Każdy zasób jest pobierany najwyżej raz na dobę, także wtedy, gdy poprzednio go nie znaleziono lub wystąpił błąd.<br>Zasób, który zniknął z serwisu źródłowego, ukrywamy w naszym serwisie, gdy tylko to zauważymy; jego kopię usuwamy po 3\u00a0dniach.",
			"gdy odwiedzający otworzy w naszym serwisie element, którego kopii jeszcze nie mamy",
		},
	})
	checkEveryLanguage(t, "newcomer-data", res)
}

// TestContactFormWithoutPurpose: beside an e-mail address, a form whose purpose the policy does
// not state is not offered for the topics: they are the e-mail address's.
func TestContactFormWithoutPurpose(t *testing.T) {
	res := buildSmallestEdited(t, [][2]string{{`email = "bot@minimalbot.eu"`, `email = "bot@minimalbot.eu"
form = "https://minimalbot.eu/remove"
topics = ["questions", "exclusion"]`}}, "")
	checkPageLines(t, res, map[string][]string{
		"en": {"- Write to the e-mail address with general questions, or to ask for an end to fetching."},
		"de": {"- Mögliche Anliegen per E-Mail: "},
		"fr": {"- Motifs de contact par courriel\u202f: "},
		"pl": {"- Sprawy, z którymi można się zwracać na adres e-mail: "},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"Use this address"}})
	checkEveryLanguage(t, "form-without-purpose", res)
}

// TestAddressesPastTheirLastDay: at a fixed date (SOURCE_DATE_EPOCH), an address whose last day
// has passed is left out of ips.json and stated on the page as no longer in use; one whose last
// day is still ahead stays in both, as before.
func TestAddressesPastTheirLastDay(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	src = bytes.Replace(src, []byte("last_changed = 2026-12-01\n"), []byte("last_changed = 2026-12-01\nexample = true\n"), 1)
	src = append(src, `
[[network.addresses]]
prefix = "192.0.2.0/24"
until = 2026-11-30

[[network.addresses]]
prefix = "198.51.100.0/24"
from = 2026-01-01
until = 2026-12-20

[[network.addresses]]
prefix = "203.0.113.0/24"
`...)
	for _, c := range []struct {
		name    string
		epoch   time.Time
		inJSON  []string
		outJSON []string
		lines   map[string][]string
	}{
		{
			name:    "at the policy's date",
			epoch:   time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC),
			inJSON:  []string{"198.51.100.0/24", "203.0.113.0/24"},
			outJSON: []string{"192.0.2.0/24"},
			lines: map[string][]string{
				"en": {"- `192.0.2.0/24` (used until 30 November 2026; no longer in use)", "- `198.51.100.0/24` (in use from 1 January 2026 to 20 December 2026)"},
				"de": {"- `192.0.2.0/24` (bis zum 30. November 2026 verwendet; nicht mehr in Gebrauch)"},
				"fr": {"- `192.0.2.0/24` (utilisée jusqu’au 30\u00a0novembre 2026\u202f; plus en service)"},
				"pl": {"- `192.0.2.0/24` (używany do 30\u00a0listopada 2026\u00a0r.; już nieużywany)"},
			},
		},
		{
			name:    "at a later SOURCE_DATE_EPOCH",
			epoch:   time.Date(2026, 12, 21, 0, 0, 0, 0, time.UTC),
			inJSON:  []string{"203.0.113.0/24"},
			outJSON: []string{"192.0.2.0/24", "198.51.100.0/24"},
			lines: map[string][]string{
				"en": {"- `198.51.100.0/24` (used from 1 January 2026 to 20 December 2026; no longer in use)"},
				"de": {"- `198.51.100.0/24` (vom 1. Januar 2026 bis zum 20. Dezember 2026 verwendet; nicht mehr in Gebrauch)"},
				"fr": {"- `198.51.100.0/24` (utilisée du 1er\u00a0janvier 2026 au 20\u00a0décembre 2026\u202f; plus en service)"},
				"pl": {"- `198.51.100.0/24` (używany od 1\u00a0stycznia 2026\u00a0r. do 20\u00a0grudnia 2026\u00a0r.; już nieużywany)"},
			},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			opts := defaults()
			opts.Site = fstest.MapFS{"policy.toml": {Data: src}}
			opts.Epoch = &c.epoch
			res, err := Build(opts)
			if err != nil {
				t.Fatalf("build: %v", err)
			}
			ips := string(res.Files["ips.json"])
			for _, p := range c.inJSON {
				if !strings.Contains(ips, `"`+p+`"`) {
					t.Errorf("ips.json lacks %s, still in use:\n%s", p, ips)
				}
			}
			for _, p := range c.outJSON {
				if strings.Contains(ips, `"`+p+`"`) {
					t.Errorf("ips.json lists %s, no longer in use:\n%s", p, ips)
				}
			}
			checkPageLines(t, res, c.lines)
			checkEveryLanguage(t, "ended", res)
		})
	}
}

// TestVerifyNamesTheAgentsCovered: where the addresses and host names serve only some of the
// page's crawlers (search-engine: not NordsucheReadLater), the sentence on verifying a request
// names them instead of "the crawler"; where they serve every crawler, it says "the crawler".
func TestVerifyNamesTheAgentsCovered(t *testing.T) {
	res := buildExample(t, "search-engine")
	checkPageLines(t, res, map[string][]string{
		"en": {"The User-Agent names the crawler, but anyone can send it: to verify that a request comes from `NordsucheBot` or `NordsucheFresh`, check its IP address against the list above, or look up the address’s reverse DNS name, which must have one of the forms below and resolve back to the same address."},
		"de": {"Ob eine Anfrage tatsächlich von einem der Crawler `NordsucheBot` oder `NordsucheFresh` stammt, prüfen Sie anhand ihrer IP-Adresse und der oben stehenden Liste"},
		"fr": {"Pour vérifier qu’une requête provient bien de `NordsucheBot` ou de `NordsucheFresh`, comparez son adresse IP à la liste ci-dessus"},
		"pl": {"To, że żądanie rzeczywiście pochodzi od robota `NordsucheBot` lub `NordsucheFresh`, można potwierdzić dopiero na podstawie adresu IP, z którego je wysłano"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"a request comes from the crawler"}})
	checkEveryLanguage(t, "search-engine", res)
	// Every crawler served: "the crawler" (gmina-bot's single agent, triple-fetchers' shared list).
	for _, name := range []string{"triple-fetchers", "civic-ingestor"} {
		res := buildExample(t, name)
		checkPageLacks(t, res, map[string][]string{"en": {"a request comes from `"}})
	}
}

// TestApproximateCacheTime: "about" only where the policy says the time is approximate
// (link-preview's case: "about 30 minutes"); without cache_approximate the time is stated as
// it is.
func TestApproximateCacheTime(t *testing.T) {
	res := buildExample(t, "link-preview")
	checkPageLines(t, res, map[string][]string{
		"en": {"- After fetching a URL, it serves the same response for about 30\u00a0minutes to every user who asks for that URL: within that time, the URL is not requested again."},
		"de": {"- Eine Antwort wird etwa 30\u00a0Minuten lang für alle Nutzer wiederverwendet, die dieselbe Adresse aufrufen; in dieser Zeit wird die Adresse nicht erneut abgerufen."},
		"fr": {"- Il réutilise une réponse pendant environ 30\u00a0minutes pour tous les utilisateurs qui demandent la même adresse\u202f: pendant ce délai, cette adresse n’est pas redemandée."},
		"pl": {"- Odpowiedź jest wykorzystywana ponownie przez około 30\u00a0minut dla wszystkich użytkowników, którzy wskażą ten sam adres: w tym czasie adres ten nie jest pobierany ponownie."},
	})
	checkEveryLanguage(t, "link-preview", res)
	exact := buildExampleEdited(t, "link-preview", [2]string{"cache_approximate = true, ", ""})
	checkPageLines(t, exact, map[string][]string{
		"en": {"- After fetching a URL, it serves the same response for 30\u00a0minutes to every user who asks for that URL"},
	})
	checkPageLacks(t, exact, map[string][]string{"en": {"about 30"}, "de": {"etwa 30"}, "fr": {"environ 30"}, "pl": {"około 30"}})
}
