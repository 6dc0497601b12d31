package generator

import (
	"os"
	"strings"
	"testing"
)

// TestNativeReview3Pages: the page findings of round 3 of the native review (issue 12) still open
// after the diff mechanisms, each as the exact line of an example's Markdown page (or a line of its
// HTML where want starts with "<").
func TestNativeReview3Pages(t *testing.T) {
	tests := []struct {
		name, example string
		edits         [][2]string
		lang, want    string
	}{
		// A rate with one unit: "per second", "a day", never "one every second" (en 10).
		{"rate of one second (en 10)", "civic-ingestor", nil, "en",
			"- If the services cannot coordinate the shared limit, each one applies it separately until coordination is restored; meanwhile, a site may receive more than one request per second."},
		{"rates of a day and an hour (en 10)", "triple-fetchers", nil, "en",
			"- Normally at most one request a day per observation, and never more than one an hour."},
		{"rate of one second (pl)", "civic-ingestor", [][2]string{{"min_interval = \"1s\"\ninterval_key = \"hostname\"", "min_interval = \"1s\"\ninterval_key = \"hostname\"\nintervals = [{ min_interval = \"1s\", interval_key = \"server\" }]"}}, "pl",
			"- Ponadto najwyżej jedno zapytanie na sekundę dla każdego serwera."},
		// One group per crawler (pl 6), in every language; one crawler's group as before (fr 15,
		// de 13: "sie" after the colon, not the reader's "Sie").
		{"one group for each of several crawlers (pl 6)", "search-engine", nil, "pl",
			"Dla każdego robota wystarczy jedna grupa, która wskazuje jego nazwę (`NordsucheBot` i `NordsucheFresh`); obejmuje ona wszystkie rodzaje pobierania tego robota."},
		{"one group for each of several crawlers (en)", "triple-fetchers", nil, "en",
			"For each crawler, a single group that names its product token is enough (`ExampleWatch`, `ExampleWorkflow` and `ExampleFetch`): it covers every kind of fetch by that crawler."},
		{"one group for each of several crawlers (de)", "search-engine", nil, "de",
			"Für jeden Crawler genügt eine Gruppe, die sein Produkt-Token nennt (`NordsucheBot` und `NordsucheFresh`): sie gilt für alle Abrufe dieses Crawlers."},
		{"one group for each of several crawlers (fr)", "search-engine", nil, "fr",
			"Pour chaque robot, un groupe qui nomme son jeton de produit (`NordsucheBot` et `NordsucheFresh`) suffit\u202f: il couvre toutes les récupérations de ce robot."},
		{"the group of a single crawler (pl)", "gmina-bot", nil, "pl",
			"Wystarczy grupa, która wskazuje `GminaBot`; obejmuje ona wszystkie rodzaje pobierania tego robota."},
		{"the group of a single crawler (fr 15)", "gazette-bot", nil, "fr",
			"Un groupe qui nomme `GazetteBot` suffit\u202f: il couvre toutes les récupérations du robot."},
		{"the group of a single crawler, sie (de 13)", "gmina-bot", nil, "de",
			"Eine Gruppe, die `GminaBot` nennt, genügt: sie gilt für alle Abrufe des genannten Crawlers."},
		{"the snippets tested, sie (de 13)", "triple-fetchers", nil, "de",
			"Zum Aussperren genügt ein Eintrag in der robots.txt; eine E-Mail ist nicht nötig. Jede Vorlage unten wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: sie sperrt genau das Angegebene und ändert nichts für andere Crawler."},
		// The typography pass (pl 14): one-letter words bound to the next word in headings,
		// captions, the operator's purposes and prose, in the HTML page.
		{"a caption glued (pl 14)", "gmina-bot", nil, "pl",
			"<p class=\"caption\" id=\"errors-table-0\">Co powoduje wstrzymanie pobierania, na jak długo i\u00a0czego ono dotyczy.</p>"},
		{"a heading glued (pl 14)", "gmina-bot", nil, "pl",
			"<h2 id=\"rates-heading\">Częstotliwość i\u00a0limity</h2>"},
		{"the operator's purpose glued (pl 14)", "gmina-bot", nil, "pl",
			"<li><span data-policy=\"/agents/gminabot/purpose/pl\" dir=\"auto\">Śledzi uchwały rad gmin i\u00a0powiatów oraz sejmików województw</span>.</li>"},
		{"the operator's prose glued (pl 14)", "gmina-bot", nil, "pl",
			"<p>GminaBot należy do serwisu informacyjnego, który śledzi uchwały rad gmin i\u00a0powiatów oraz sejmików województw w\u00a0całej Polsce i\u00a0informuje firmy o\u00a0zadaniach, inwestycjach i\u00a0zakupach planowanych przez samorządy.</p>"},
		{"the Markdown keeps its spaces (pl 14)", "gmina-bot", nil, "pl",
			"GminaBot należy do serwisu informacyjnego, który śledzi uchwały rad gmin i powiatów oraz sejmików województw w całej Polsce i informuje firmy o zadaniach, inwestycjach i zakupach planowanych przez samorządy."},
		{"no pass where the language has no such rule (en)", "gmina-bot", nil, "en",
			"<h2 id=\"rates-heading\">How often and how much</h2>"},
		// "This limit" before a single limit, "these limits" before several (de 11, pl 7).
		{"one limit shared across services (de 11)", "civic-ingestor", nil, "de",
			"- Dieses Limit gilt für alle Dienste des Betreibers zusammen, nicht für jeden einzeln."},
		{"one limit shared across services (pl 7)", "civic-ingestor", nil, "pl",
			"- Ten limit obowiązuje łącznie dla wszystkich usług operatora, a nie dla każdej z osobna."},
		{"one limit shared across services (en)", "civic-ingestor", nil, "en",
			"- This limit applies to all of the operator’s services together, not to each one separately."},
		{"one limit that every request counts towards (de 11)", "civic-ingestor", nil, "de",
			"- Auf dieses Limit wird jede Anfrage angerechnet, auch Abrufe der robots.txt und Weiterleitungen."},
		{"several limits shared across services (de)", "civic-ingestor", [][2]string{{"min_interval = \"1s\"\ninterval_key = \"hostname\"\n", "min_interval = \"1s\"\ninterval_key = \"hostname\"\nconcurrency = 2\nconcurrency_key = \"hostname\"\n"}}, "de",
			"- Die allgemeinen Limits gelten für alle Dienste des Betreibers zusammen, nicht für jeden einzeln."},
		{"several limits that every request counts towards (pl)", "civic-ingestor", [][2]string{{"min_interval = \"1s\"\ninterval_key = \"hostname\"\n", "min_interval = \"1s\"\ninterval_key = \"hostname\"\nconcurrency = 2\nconcurrency_key = \"hostname\"\n"}}, "pl",
			"- Do limitów wlicza się każde zapytanie, także zapytania o plik robots.txt i zapytania wykonywane po przekierowaniu."},
		{"several general limits of several crawlers (fr)", "triple-fetchers", [][2]string{{"", "\n[limits]\nmin_interval = \"5s\"\ninterval_key = \"hostname\"\nconcurrency = 2\nconcurrency_key = \"hostname\"\n"}}, "fr",
			"Ces limites s’appliquent aux requêtes de tous les robots présentés sur cette page\u202f: `ExampleWatch`, `ExampleWorkflow` et `ExampleFetch`."},
	}
	runPageLines(t, tests)
}

// runPageLines builds each case's example (edited, each edit once; one build per distinct
// example and edits) and wants the exact line.
func runPageLines(t *testing.T, tests []struct {
	name, example string
	edits         [][2]string
	lang, want    string
}) {
	t.Helper()
	built := map[string]*Result{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			key := tt.example
			for _, e := range tt.edits {
				key += "\x00" + e[0] + "\x00" + e[1]
			}
			res, ok := built[key]
			if !ok {
				res = buildExampleEdited(t, tt.example, tt.edits...)
				built[key] = res
			}
			md := string(res.Files[tt.lang+"/index.md"])
			if strings.HasPrefix(tt.want, "<") {
				md = string(res.Files[tt.lang+"/index.html"])
			}
			if !strings.Contains(md, "\n"+tt.want+"\n") {
				t.Errorf("%s/index.md lacks the line\n%s\n%s", tt.lang, tt.want, near(md, tt.want))
			}
		})
	}
}

// TestNativeReview3DiffRest: the diff findings of round 3 (issue 12) after the mechanisms of
// native3_test.go, each as the exact sentence in the four languages, with its class.
func TestNativeReview3DiffRest(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, example string
		edits         [][2]string
		ptr, class    string
		want          map[string]string
	}{
		{"a country by its name, not its code (pl 5)", "triple-fetchers", [][2]string{{`country = "DE"`, `country = "AT"`}}, "/network/country", "identity", map[string]string{
			"en": "Changed: the country the requests come from, now Austria; previously Germany. Allowlists and filters that name the crawler may need updating.",
			"de": "Geändert: das Herkunftsland der Anfragen – bisher Deutschland, künftig Österreich. Allowlists, Filter und Firewall-Regeln, an denen der Crawler erkannt wird, müssen eventuell angepasst werden.",
			"fr": "Modification\u202f: le pays d’origine des requêtes (jusqu’à présent\u202f: Allemagne\u202f; désormais\u202f: Autriche). Il faudra peut-être mettre à jour les listes d’autorisation et les filtres qui visent le robot.",
			"pl": "Zmiana: kraj, z którego wysyłane są zapytania – dotychczas: Niemcy; po zmianie: Austria. Białe listy i filtry, które wskazują robota, mogą wymagać aktualizacji.",
		}},
		{"a prefix named as a prefix, its crawler by the requests it sends (en 21)", "search-engine", [][2]string{{"prefix = \"2001:db8:64::/123\"\nagents = [\"nordsuchebot\", \"fresh\"]", "prefix = \"2001:db8:64::/123\"\nagents = [\"nordsuchebot\"]"}}, "/network/addresses/1/agents/1", "identity", map[string]string{
			"en": "Removed for the IP prefix 2001:db8:64::/123: a crawler that sends requests from it (“NordsucheFresh”). Allowlists and firewall rules that list the crawler’s IP addresses may need updating.",
			"de": "Entfernt beim IP-Adressbereich 2001:db8:64::/123: ein Crawler, dessen Anfragen von dort kommen – „NordsucheFresh“. Allowlists und Firewall-Regeln, die die IP-Adressen des Crawlers aufführen, müssen eventuell angepasst werden.",
			"fr": "Suppression pour le préfixe IP 2001:db8:64::/123\u202f: un robot dont les requêtes en proviennent («\u202fNordsucheFresh\u202f»). Il faudra peut-être mettre à jour les listes d’autorisation et les règles de pare-feu qui énumèrent les adresses IP du robot.",
			"pl": "Usunięto dla prefiksu IP 2001:db8:64::/123: robot, który wysyła z niego zapytania – „NordsucheFresh”. Białe listy i reguły zapory sieciowej, które wymieniają adresy IP robota, mogą wymagać aktualizacji.",
		}},
		{"a single address named as an address (en 21)", "search-engine", [][2]string{{"prefix = \"192.0.2.71\"\nagents = [\"nordsuchebot\"]", "prefix = \"192.0.2.71\"\nagents = [\"nordsuchebot\", \"fresh\"]"}}, "/network/addresses/5/agents/1", "identity", map[string]string{
			"en": "Added for the IP address 192.0.2.71: a crawler that sends requests from it (“NordsucheFresh”). Allowlists and firewall rules that list the crawler’s IP addresses may need updating.",
			"de": "Hinzugefügt bei der IP-Adresse 192.0.2.71: ein Crawler, dessen Anfragen von dort kommen – „NordsucheFresh“. Allowlists und Firewall-Regeln, die die IP-Adressen des Crawlers aufführen, müssen eventuell angepasst werden.",
			"fr": "Ajout pour l’adresse IP 192.0.2.71\u202f: un robot dont les requêtes en proviennent («\u202fNordsucheFresh\u202f»). Il faudra peut-être mettre à jour les listes d’autorisation et les règles de pare-feu qui énumèrent les adresses IP du robot.",
			"pl": "Dodano dla adresu IP 192.0.2.71: robot, który wysyła z niego zapytania – „NordsucheFresh”. Białe listy i reguły zapory sieciowej, które wymieniają adresy IP robota, mogą wymagać aktualizacji.",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, lang := range []string{"en", "de", "fr", "pl"} {
				var said []string
				found := false
				for _, c := range diffReview(t, msgs, tt.example, tt.edits, lang) {
					said = append(said, string(c.Class)+" "+c.Pointer+": "+c.Sentence)
					if c.Pointer != tt.ptr {
						continue
					}
					found = true
					if string(c.Class) != tt.class {
						t.Errorf("%s: class %s, want %s", lang, c.Class, tt.class)
					}
					if c.Sentence != tt.want[lang] {
						t.Errorf("%s: sentence\n%q\nwant\n%q", lang, c.Sentence, tt.want[lang])
					}
				}
				if !found {
					t.Errorf("%s: no change at %s; the review says:\n%s", lang, tt.ptr, strings.Join(said, "\n"))
				}
			}
		})
	}
}

// TestGlueHTML: the typography pass binds a one-letter word to the next in the page's visible
// text, and leaves tags, attributes, code, snippets and the head alone.
func TestGlueHTML(t *testing.T) {
	const pl = "aiouwzAIOUWZ"
	tests := []struct{ in, want string }{
		{"<p>pliki w formacie i HTML</p>", "<p>pliki w\u00a0formacie i\u00a0HTML</p>"},
		{"<h2 title=\"a b\">W razie</h2>", "<h2 title=\"a b\">W\u00a0razie</h2>"},
		{"<p>(z wyjątkiem „a potem</p>", "<p>(z\u00a0wyjątkiem „a\u00a0potem</p>"},
		{"<p>słowa 5 razy</p>", "<p>słowa 5 razy</p>"},
		{"<p><code>a b</code> i <pre>w c</pre></p>", "<p><code>a b</code> i\u00a0<pre>w c</pre></p>"},
		{"<head><title>a b</title></head><p>a b</p>", "<head><title>a b</title></head><p>a\u00a0b</p>"},
		{"<p>a</p>", "<p>a</p>"},
	}
	for _, tt := range tests {
		if got := string(glueHTML([]byte(tt.in), pl)); got != tt.want {
			t.Errorf("glueHTML(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if got := string(glueHTML([]byte(tt.in), "")); got != tt.in {
			t.Errorf("glueHTML(%q) without a rule = %q", tt.in, got)
		}
	}
}
