package generator

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// behaviourPolicy is the smallest policy with every part of an agent's behaviour stated
// (policy/behaviour.go), appended to [agents.bot].
const behaviourPolicy = `follows_links = "within-country-domain"
country_domain = ".no"
trigger = "user-request"
revisits = [
  { statuses = [404, 410], after = "30d" },
  { statuses = [301], later = true, new_location_replaces = true },
]

[agents.bot.embedded]
fetch = "fetched"
kinds = ["images", "video", "audio"]
named_in = ["meta-tags"]

[agents.bot.directives]
meta_robots = ["noindex", "nofollow"]
x_robots_tag = ["noarchive"]
rel_nofollow = "followed"

[agents.bot.http]
methods = ["GET", "HEAD"]
versions = ["HTTP/1.1", "HTTP/2"]
javascript = "not-rendered"
cookies = "ignored"
compression = ["gzip", "br"]
range_requests = true

[agents.bot.on_demand]
cache_for = "30m"
cache_shared = true
`

// TestBehaviourSentences builds the smallest policy with every part of an agent's behaviour and
// wants each sentence, exactly, in every language; and nothing that speaks of what is absent.
func TestBehaviourSentences(t *testing.T) {
	res := buildSmallest(t, []byte(behaviourPolicy))
	want := map[string][]string{
		"en": {
			"- It follows links only to sites under the top-level domain `.no`.",
			"### How it fetches",
			"- After fetching a URL, it serves the same response for 30\u00a0minutes to every user who asks for that URL: within that time, the URL is not requested again.",
			"- Along with a page, it fetches the images, videos and audio files that the page names in its meta tags.",
			"- It obeys these directives in a page’s robots meta tag: `noindex` and `nofollow`.",
			"- It obeys the `noarchive` directive in the X-Robots-Tag response header.",
			"- A link marked `rel=\"nofollow\"` does not stop it: it may still fetch the link’s target.",
			"- A URL for which the server answered with HTTP 404 or 410 is checked again after 30\u00a0days.",
			"- A URL for which the server answered with HTTP 301 is checked again later.",
			"- When the server answers HTTP 301 for a URL, the new location replaces that URL.",
			"- It uses only the request methods `GET` and `HEAD`.",
			"- It speaks `HTTP/1.1` and `HTTP/2`.",
			"- It does not run JavaScript: it reads a page as the server sends it.",
			"- It neither stores nor sends cookies.",
			"- It accepts compressed responses (`gzip` and `br`).",
			"- Where it can, it uses HTTP Range requests to fetch only part of a resource.",
		},
		"de": {
			"- Folgt Links nur zu Websites unter der Top-Level-Domain `.no`.",
			"### Wie abgerufen wird",
			"- Eine Antwort wird 30\u00a0Minuten lang für alle Nutzer wiederverwendet, die dieselbe Adresse aufrufen; in dieser Zeit wird die Adresse nicht erneut abgerufen.",
			"- Ruft mit einer Seite auch die Bilder, Videos und Audiodateien ab, die sie in ihren Meta-Tags nennt.",
			"- Eine Adresse, für die der Server mit HTTP 404 oder 410 geantwortet hat, wird nach 30\u00a0Tagen erneut geprüft.",
			"- Antwortet der Server für eine Adresse mit HTTP 301, tritt das neue Ziel an ihre Stelle.",
		},
		"fr": {
			"- Il réutilise une réponse pendant 30\u00a0minutes pour tous les utilisateurs qui demandent la même adresse\u202f: pendant ce délai, cette adresse n’est pas redemandée.",
			"- Lorsqu’il récupère une page, il récupère aussi les images, les vidéos et les fichiers audio que celle-ci désigne dans ses balises meta.",
			"- Une adresse pour laquelle le serveur a répondu par un code HTTP\u00a0404 ou 410 est vérifiée de nouveau après 30\u00a0jours.",
		},
		"pl": {
			"- Odpowiedź jest wykorzystywana ponownie przez 30\u00a0minut dla wszystkich użytkowników, którzy wskażą ten sam adres: w tym czasie adres ten nie jest pobierany ponownie.",
			"- Wraz ze stroną pobiera również obrazy, filmy i pliki audio, które strona wskazuje w swoich metatagach.",
			"- Adres, pod którym serwer zwrócił kod HTTP 404 lub 410, jest sprawdzany ponownie po 30\u00a0dniach.",
			"- Używa wyłącznie metod HTTP `GET` i `HEAD`.",
		},
	}
	checkPageLines(t, res, want)
	checkEveryLanguage(t, "behaviour", res)
}

// TestBehaviourPartsLeftOut leaves each optional part of an agent's behaviour out of
// behaviourPolicy in turn: no sentence speaks of what is absent, every value left is on the page,
// and the part's sentences are gone. Without any part, the block "How it fetches" is gone too.
func TestBehaviourPartsLeftOut(t *testing.T) {
	full := buildSmallest(t, []byte(behaviourPolicy))
	base := full.Policy
	parts := []struct {
		name   string
		drop   func(a *policy.Agent)
		absent string
	}{
		{"country domain", func(a *policy.Agent) { a.CountryDomain = "" }, "top-level domain `"},
		{"embedded", func(a *policy.Agent) { a.Embedded = nil }, "Along with a page"},
		{"directives", func(a *policy.Agent) { a.Directives = nil }, "directives"},
		{"revisits", func(a *policy.Agent) { a.Revisits = nil }, "A URL for which the server answered"},
		{"http", func(a *policy.Agent) { a.HTTP = nil }, "request methods"},
		{"on demand", func(a *policy.Agent) { a.OnDemand = nil }, "serves the same response"},
		{"all of them", func(a *policy.Agent) {
			a.Embedded, a.Directives, a.Revisits, a.HTTP, a.OnDemand = nil, nil, nil, nil, nil
		}, "How it fetches"},
	}
	for _, c := range parts {
		t.Run(c.name, func(t *testing.T) {
			// The text must be on the page while the part is kept, or its absence proves nothing
			// (audit 12: "reuses a response" and "however many" were in no sentence).
			if !strings.Contains(string(full.Files["en/index.md"]), c.absent) {
				t.Fatalf("with %s kept, en/index.md does not say %q either: the check cannot fail", c.name, c.absent)
			}
			data, err := base.JSON()
			if err != nil {
				t.Fatal(err)
			}
			p, err := policy.ReadJSON(data)
			if err != nil {
				t.Fatal(err)
			}
			c.drop(&p.Agents[0])
			if err := p.Validate(); err != nil {
				t.Fatalf("without %s the policy is not valid: %v", c.name, err)
			}
			opts := defaults()
			opts.Site = fstest.MapFS{}
			res, err := Render(p, opts)
			if err != nil {
				t.Fatalf("render: %v", err)
			}
			if page := string(res.Files["en/index.md"]); strings.Contains(page, c.absent) {
				t.Errorf("without %s, en/index.md still says %q:\n%s", c.name, c.absent, page)
			}
			checkEveryLanguage(t, c.name, res)
		})
	}
}

// adaptivePolicy is the smallest policy with politeness on two keys, rates that adapt and a
// campaign with dates, byte budgets and a feed's own refresh time, appended to [agents.bot].
const adaptivePolicy = `
[limits]
min_interval = "5s"
interval_key = "hostname"
intervals = [{ min_interval = "2500ms", interval_key = "domain-server" }]
response_time_delay = { factor = 10, min = "1s", max = "30s" }

[errors.slow_down]
on = ["429", "5xx"]
factor = 2
max_interval = "1m"
scope = "hostname"

[jobs.broad]
label = { en = "Broad crawl", de = "Breiter Sammellauf", fr = "Collecte large", pl = "Gromadzenie szerokie" }
agent = "bot"
runs_per_year = { min = 2, max = 4 }
dates = [{ from = 2027-03-01, until = 2027-04-30 }]
budgets = [{ max = "50MB", key = "domain", first_pass = true }, { max = "2GB", key = "pass" }]
feed_ttl = { min = "5m", max = "12h" }
shared_fetch = true
`

// TestAdaptiveSentences builds adaptivePolicy and wants each sentence, exactly, in every language.
func TestAdaptiveSentences(t *testing.T) {
	res := buildSmallest(t, []byte(adaptivePolicy))
	want := map[string][]string{
		"en": {
			"- At most one request every 5\u00a0seconds per host name.",
			"- In addition, at most one request every 2.5\u00a0seconds per registrable domain and IP address: the host names of one registrable domain (such as `www.example.org` and `shop.example.org`) served from the same IP address count together; other domains on that address count separately.",
			"- Before its next request, the crawler waits 10\u00a0times as long as the last response took, but at least 1\u00a0second and at most 30\u00a0seconds.",
			"- After HTTP 429 (Too Many Requests) or a server error (HTTP 5xx), the crawler does not pause but slows down: each time, the interval between its requests to the affected host name doubles, up to 1\u00a0minute.",
			"| Broad crawl | `MinimalBot` | 2 to 4\u00a0times a year<br>From 1 March 2027 to 30 April 2027 | In the first pass, at most 50\u00a0MB downloaded per registrable domain<br>At most 2\u00a0GB downloaded per pass<br>A feed that states its own refresh time (`<ttl>`) is fetched at that interval, subject to a minimum of 5\u00a0minutes and a maximum of 12\u00a0hours: a shorter time counts as 5\u00a0minutes, a longer one as 12\u00a0hours.<br>A URL is fetched once for all the users who asked for it, not once for each of them. |",
		},
		"de": {
			"- Zusätzlich gilt ein Mindestabstand von 2,5\u00a0Sekunden zwischen zwei Anfragen je Domain und Server-IP-Adresse (für Hostnamen derselben Domain, etwa `www.example.org` und `shop.example.org`, gilt der Abstand gemeinsam, wenn sie unter derselben IP-Adresse liegen; für andere Domains unter dieser Adresse gilt jeweils ein eigener Abstand).",
			"- Vor der nächsten Anfrage wartet der Crawler 10-mal so lange, wie die letzte Antwort gedauert hat, mindestens jedoch 1\u00a0Sekunde und höchstens 30\u00a0Sekunden.",
			"| Breiter Sammellauf | `MinimalBot` | 2- bis 4-mal im Jahr<br>vom 1. März 2027 bis zum 30. April 2027 | Im ersten Durchgang höchstens 50\u00a0MB Datenvolumen je Domain (mit allen Subdomains).<br>Höchstens 2\u00a0GB Datenvolumen je Durchgang.<br>Das im Feed angegebene Aktualisierungsintervall (`<ttl>`) wird im Bereich von 5\u00a0Minuten bis 12\u00a0Stunden beachtet: Ein kürzerer Wert zählt als 5\u00a0Minuten, ein längerer als 12\u00a0Stunden.<br>Eine Adresse wird nicht für jeden Nutzer einzeln abgerufen, sondern einmal für alle Nutzer, die sie angefordert haben. |",
			"- Bei HTTP 429 (Too Many Requests) oder Serverfehler (HTTP 5xx) pausiert der Crawler nicht, sondern wird langsamer: Der Abstand zwischen seinen Anfragen an den betreffenden Hostnamen verdoppelt sich jedes Mal, bis höchstens 1\u00a0Minute.",
		},
		"fr": {
			"- En outre, au moins 2,5\u00a0secondes entre deux requêtes vers un même domaine sur une même adresse IP\u202f: tous les noms d’hôte de ce domaine servis par cette adresse (par exemple `www.example.org` et `shop.example.org`) partagent cette limite\u202f; chacun des autres domaines hébergés sur la même adresse a la sienne.",
			"- Avant sa requête suivante, il attend 10\u00a0fois la durée de la dernière réponse, sans descendre sous une seconde ni dépasser 30\u00a0secondes.",
			"| Collecte large | `MinimalBot` | De 2 à 4\u00a0fois par an<br>Du 1er\u00a0mars 2027 au 30\u00a0avril 2027 | Lors du premier passage, au plus 50\u00a0Mo de données téléchargées par domaine (sous-domaines compris)<br>Au plus 2\u00a0Go de données téléchargées par passage.<br>Le délai d’actualisation propre à un flux (`<ttl>`) est respecté s’il est compris entre 5\u00a0minutes et 12\u00a0heures\u202f; une valeur inférieure est portée à 5\u00a0minutes, une valeur supérieure ramenée à 12\u00a0heures.<br>Une adresse demandée par plusieurs utilisateurs n’est récupérée qu’une fois pour tous, et non une fois par utilisateur. |",
			"- Après une réponse HTTP\u00a0429 (Too Many Requests) ou une erreur serveur (HTTP\u00a05xx), le robot ne fait pas de pause mais ralentit\u202f: l’intervalle entre ses requêtes vers le nom d’hôte concerné double à chaque fois, jusqu’à une minute au plus.",
		},
		"pl": {
			"- Ponadto najwyżej jedno żądanie na 2,5\u00a0sekundy osobno dla każdej zarejestrowanej domeny pod każdym adresem IP serwera: nazwy hostów jednej zarejestrowanej domeny (np. `www.example.org` i `shop.example.org`) obsługiwane z tego samego adresu IP mają wspólny limit; inne domeny pod tym adresem liczą się osobno.",
			"- Przed kolejnym żądaniem czeka 10\u00a0razy tyle, ile trwała ostatnia odpowiedź, jednak co najmniej sekundę i najwyżej 30\u00a0sekund.",
			"| Gromadzenie szerokie | `MinimalBot` | od 2 do 4\u00a0razy w roku<br>od 1\u00a0marca 2027\u00a0r. do 30\u00a0kwietnia 2027\u00a0r. | W pierwszym etapie najwyżej 50\u00a0MB pobranych danych na zarejestrowaną domenę.<br>Najwyżej 2\u00a0GB pobranych danych na etap.<br>Własny czas odświeżania kanału (`<ttl>`) jest uwzględniany w granicach od 5\u00a0minut do 12\u00a0godzin; krótszy liczy się jako 5\u00a0minut, dłuższy jako 12\u00a0godzin.<br>Każdy adres jest pobierany raz dla wszystkich użytkowników, którzy o niego poprosili, niezależnie od ich liczby. |",
			"- Gdy wystąpi błąd HTTP 429 (Too Many Requests) lub błąd serwera (HTTP 5xx), robot nie wstrzymuje pobierania, lecz zwalnia: odstęp między jego żądaniami do danej nazwy hosta za każdym razem się podwaja, najwyżej do minuty.",
		},
	}
	checkPageLines(t, res, want)
	checkEveryLanguage(t, "adaptive", res)
}

// TestAdaptivePartsLeftOut leaves each optional part of adaptivePolicy out in turn: no sentence
// speaks of what is absent, every value left is on the page, and the part's sentence is gone.
func TestAdaptivePartsLeftOut(t *testing.T) {
	full := buildSmallest(t, []byte(adaptivePolicy))
	base := full.Policy
	parts := []struct {
		name   string
		drop   func(p *policy.Policy)
		absent string
	}{
		{"further intervals", func(p *policy.Policy) { p.Limits.Intervals = nil }, "In addition"},
		{"response time delay", func(p *policy.Policy) { p.Limits.ResponseTimeDelay = nil }, "last response took"},
		{"slow down", func(p *policy.Policy) { p.Errors.SlowDown = nil }, "slows down"},
		{"runs per year", func(p *policy.Policy) { p.Jobs[0].RunsPerYear = nil }, "times a year"},
		{"dates", func(p *policy.Policy) { p.Jobs[0].Dates = nil }, "March 2027"},
		{"budgets", func(p *policy.Policy) { p.Jobs[0].Budgets = nil }, "downloaded"},
		{"feed ttl", func(p *policy.Policy) { p.Jobs[0].FeedTTL = nil }, "refresh time"},
		{"shared fetch", func(p *policy.Policy) { p.Jobs[0].SharedFetch = false }, "not once for each of them"},
		{"bounds of the response time delay", func(p *policy.Policy) {
			p.Limits.ResponseTimeDelay.Min, p.Limits.ResponseTimeDelay.Max = policy.Duration{}, policy.Duration{}
		}, "at least"},
		{"the slow down's maximum and scope", func(p *policy.Policy) {
			p.Errors.SlowDown.MaxInterval, p.Errors.SlowDown.Scope = policy.Duration{}, ""
		}, "up to"},
	}
	for _, c := range parts {
		t.Run(c.name, func(t *testing.T) {
			// The text must be on the page while the part is kept, or its absence proves nothing
			// (audit 12: "reuses a response" and "however many" were in no sentence).
			if !strings.Contains(string(full.Files["en/index.md"]), c.absent) {
				t.Fatalf("with %s kept, en/index.md does not say %q either: the check cannot fail", c.name, c.absent)
			}
			data, err := base.JSON()
			if err != nil {
				t.Fatal(err)
			}
			p, err := policy.ReadJSON(data)
			if err != nil {
				t.Fatal(err)
			}
			c.drop(p)
			if err := p.Validate(); err != nil {
				t.Fatalf("without %s the policy is not valid: %v", c.name, err)
			}
			opts := defaults()
			opts.Site = fstest.MapFS{}
			res, err := Render(p, opts)
			if err != nil {
				t.Fatalf("render: %v", err)
			}
			if page := string(res.Files["en/index.md"]); strings.Contains(page, c.absent) {
				t.Errorf("without %s, en/index.md still says %q:\n%s", c.name, c.absent, page)
			}
			checkEveryLanguage(t, c.name, res)
		})
	}
}
