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
			"- It reuses a response for 30\u00a0minutes for every user who asks for the same address: within that time, that address is not requested again.",
			"- Along with a page, it also fetches the images, videos and audio files that the page names in its meta tags.",
			"- It obeys these directives in a page’s robots meta tag: `noindex` and `nofollow`.",
			"- It obeys these directives in the X-Robots-Tag response header: `noarchive`.",
			"- A link marked `rel=\"nofollow\"` does not stop it: it may still fetch the link’s target.",
			"- An address that answered `404` or `410` is checked again after 30\u00a0days.",
			"- An address that answered `301` is checked again later.",
			"- When an address answers `301`, the new location replaces it.",
			"- It uses only the request methods `GET` and `HEAD`.",
			"- It speaks `HTTP/1.1` and `HTTP/2`.",
			"- It does not run JavaScript: it reads a page as the server sends it.",
			"- It neither stores nor sends cookies.",
			"- It accepts compressed responses (`gzip` and `br`).",
			"- Where it can, it fetches only part of a resource, with HTTP Range requests.",
		},
		"de": {
			"- Folgt Links nur zu Websites unter der Top-Level-Domain `.no`.",
			"### Wie abgerufen wird",
			"- Eine Antwort wird 30\u00a0Minuten lang für alle Nutzer wiederverwendet, die dieselbe Adresse aufrufen; in dieser Zeit wird diese Adresse nicht erneut angefragt.",
			"- Ruft mit einer Seite auch die Bilder, Videos und Audiodateien ab, die die Seite in ihren Meta-Tags nennt.",
			"- Eine Adresse, die mit `404` oder `410` geantwortet hat, wird nach 30\u00a0Tagen erneut geprüft.",
			"- Antwortet eine Adresse mit `301`, tritt das neue Ziel an ihre Stelle.",
		},
		"fr": {
			"- Il réutilise une réponse pendant 30\u00a0minutes pour tous les utilisateurs qui demandent la même adresse\u202f: pendant ce délai, cette adresse n’est pas redemandée.",
			"- Avec une page, il récupère aussi les images, vidéos et fichiers audio que la page cite dans ses balises meta.",
			"- Une adresse qui a renvoyé le code `404` ou `410` est vérifiée de nouveau après 30\u00a0jours.",
		},
		"pl": {
			"- Odpowiedź jest wykorzystywana ponownie przez 30\u00a0minut dla wszystkich użytkowników, którzy odwołują się do tego samego adresu: w tym czasie adres ten nie jest pobierany ponownie.",
			"- Wraz ze stroną pobiera również obrazy, filmy i pliki audio, które strona wskazuje w swoich metatagach.",
			"- Adres, który odpowiedział kodem `404` lub `410`, jest ponownie sprawdzany po 30\u00a0dniach.",
			"- Używa wyłącznie metod HTTP `GET` i `HEAD`.",
		},
	}
	for lang, lines := range want {
		page := string(res.Files[lang+"/index.md"])
		for _, w := range lines {
			if !strings.Contains(page, w) {
				t.Errorf("%s/index.md lacks\n\t%q\n%s", lang, w, page)
			}
		}
	}
	for _, lang := range res.Policy.Site.Languages {
		checkNothingAbsent(t, "behaviour/"+lang, res, lang)
		checkCoverage(t, lang, res.Policy.Site.Languages, res.Files["policy.json"], res.Files[lang+"/index.html"], res.Files[lang+"/index.md"])
	}
}

// TestBehaviourPartsLeftOut leaves each optional part of an agent's behaviour out of
// behaviourPolicy in turn: no sentence speaks of what is absent, every value left is on the page,
// and the part's sentences are gone. Without any part, the block "How it fetches" is gone too.
func TestBehaviourPartsLeftOut(t *testing.T) {
	base := buildSmallest(t, []byte(behaviourPolicy)).Policy
	parts := []struct {
		name   string
		drop   func(a *policy.Agent)
		absent string
	}{
		{"country domain", func(a *policy.Agent) { a.CountryDomain = "" }, "top-level domain `"},
		{"embedded", func(a *policy.Agent) { a.Embedded = nil }, "Along with a page"},
		{"directives", func(a *policy.Agent) { a.Directives = nil }, "directives"},
		{"revisits", func(a *policy.Agent) { a.Revisits = nil }, "An address that answered"},
		{"http", func(a *policy.Agent) { a.HTTP = nil }, "request methods"},
		{"on demand", func(a *policy.Agent) { a.OnDemand = nil }, "reuses a response"},
		{"all of them", func(a *policy.Agent) {
			a.Embedded, a.Directives, a.Revisits, a.HTTP, a.OnDemand = nil, nil, nil, nil, nil
		}, "How it fetches"},
	}
	for _, c := range parts {
		t.Run(c.name, func(t *testing.T) {
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
			for _, lang := range p.Site.Languages {
				checkNothingAbsent(t, c.name+"/"+lang, res, lang)
				checkCoverage(t, lang, p.Site.Languages, res.Files["policy.json"], res.Files[lang+"/index.html"], res.Files[lang+"/index.md"])
			}
		})
	}
}
