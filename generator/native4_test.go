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
			"- Normally at most one request a day per monitored page, and never more than one an hour."},
		{"rate of one second (pl)", "civic-ingestor", [][2]string{{"min_interval = \"1s\"\ninterval_key = \"hostname\"", "min_interval = \"1s\"\ninterval_key = \"hostname\"\nintervals = [{ min_interval = \"1s\", interval_key = \"server\" }]"}}, "pl",
			"- Ponadto najwyżej jedno żądanie na sekundę dla każdego serwera."},
		// One group per crawler (pl 6), in every language; one crawler's group as before (fr 15,
		// de 13: "sie" after the colon, not the reader's "Sie").
		{"one group for each of several crawlers (pl 6)", "search-engine", nil, "pl",
			"Dla każdego z robotów `NordsucheBot` i `NordsucheFresh` wystarczy jedna grupa, w której wymieniono jego nazwę; obejmuje ona wszystkie rodzaje pobierania tego robota."},
		{"one group for each of several crawlers (en)", "triple-fetchers", nil, "en",
			"For each of `ExampleWatch`, `ExampleWorkflow` and `ExampleFetch`, a single group that names its product token is enough: it covers every kind of fetch by that crawler."},
		{"one group for each of several crawlers (de)", "search-engine", nil, "de",
			"Für jeden der Crawler `NordsucheBot` und `NordsucheFresh` genügt eine Gruppe, die sein Produkt-Token nennt: Diese Gruppe gilt für alle Abrufe dieses Crawlers."},
		{"one group for each of several crawlers (fr)", "search-engine", nil, "fr",
			"Pour chacun des robots `NordsucheBot` et `NordsucheFresh`, un groupe qui nomme son jeton de produit suffit\u202f: il couvre toutes les récupérations de ce robot."},
		{"the group of a single crawler (pl)", "gmina-bot", nil, "pl",
			"Wystarczy grupa, w której wymieniono `GminaBot`; obejmuje ona wszystkie rodzaje pobierania tego robota."},
		{"the group of a single crawler (fr 15)", "gazette-bot", nil, "fr",
			"Un groupe qui nomme `GazetteBot` suffit\u202f: il couvre toutes les récupérations du robot."},
		{"the group of a single crawler, sie (de 13)", "gmina-bot", nil, "de",
			"Eine Gruppe, die `GminaBot` nennt, genügt: Diese Gruppe gilt für alle Abrufe des genannten Crawlers."},
		{"the snippets tested, sie (de 13)", "triple-fetchers", nil, "de",
			"Zum Aussperren genügt ein Eintrag in der robots.txt; eine E-Mail ist nicht nötig. Jede der folgenden Vorlagen wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt jeweils genau das Angegebene und ändert nichts für andere Crawler."},
		// The typography pass (pl 14): one-letter words bound to the next word in headings,
		// captions, the operator's purposes and prose, in the HTML page.
		{"a caption glued (pl 14)", "gmina-bot", nil, "pl",
			"<p class=\"caption\" id=\"errors-table-0\">Co powoduje wstrzymanie pobierania, na jak długo i\u00a0czego ono dotyczy.</p>"},
		{"a heading glued (pl 14)", "gmina-bot", nil, "pl",
			"<h2 id=\"rates-heading\">Częstotliwość i\u00a0limity</h2>"},
		{"the operator's purpose glued (pl 14)", "gmina-bot", nil, "pl",
			"<li><bdi data-policy=\"/agents/gminabot/purpose/pl\">Śledzi uchwały rad gmin i\u00a0powiatów oraz sejmików województw</bdi>.</li>"},
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
			"- Ten limit obowiązuje łącznie dla wszystkich naszych usług, a nie dla każdej z osobna."},
		{"one limit shared across services (en)", "civic-ingestor", nil, "en",
			"- This limit applies to all of the operator’s services together, not to each one separately."},
		{"one limit that every request counts towards (de 11)", "civic-ingestor", nil, "de",
			"- Auf dieses Limit wird jede Anfrage angerechnet, auch Abrufe der robots.txt und Anfragen, die einer Weiterleitung folgen."},
		{"several limits shared across services (de)", "civic-ingestor", [][2]string{{"min_interval = \"1s\"\ninterval_key = \"hostname\"\n", "min_interval = \"1s\"\ninterval_key = \"hostname\"\nconcurrency = 2\nconcurrency_key = \"hostname\"\n"}}, "de",
			"- Die allgemeinen Limits gelten für alle Dienste des Betreibers zusammen, nicht für jeden einzeln."},
		{"several limits that every request counts towards (pl)", "civic-ingestor", [][2]string{{"min_interval = \"1s\"\ninterval_key = \"hostname\"\n", "min_interval = \"1s\"\ninterval_key = \"hostname\"\nconcurrency = 2\nconcurrency_key = \"hostname\"\n"}}, "pl",
			"- Do limitów wlicza się każde żądanie, także żądania pliku robots.txt i żądania wykonywane po przekierowaniu."},
		{"several general limits of several crawlers (fr)", "triple-fetchers", [][2]string{{"", "\n[limits]\nmin_interval = \"5s\"\ninterval_key = \"hostname\"\nconcurrency = 2\nconcurrency_key = \"hostname\"\n"}}, "fr",
			"Ces limites s’appliquent séparément à chacun des robots présentés sur cette page\u202f: `ExampleWatch`, `ExampleWorkflow` et `ExampleFetch`."},
		// Meaning and grammar, then style, of round 3.
		{"the rule for all other cases at the same times (en 7)", "civic-ingestor", nil, "en",
			"| Full sync | `civic-ingestor` | Council information systems (OParl API) | Starting between 01:00 and 06:00: every 28\u00a0days (for systems whose change filter is reliable)<br>Starting between 01:00 and 06:00: at most once a day (in all other cases) | As an exception, it can be started manually; if the site has not chosen a window, it may then run during the day.<br>If a site asks, it runs only within a time window the site chooses, and stops when the window ends, even when started manually.<br>If more than one rule under “When” applies at the same time, the first one listed is used. |"},
		{"conditional requests of several crawlers (en 13)", "triple-fetchers", nil, "en",
			"- Requests are conditional (`If-None-Match` and `If-Modified-Since`), so that an unchanged resource is not transferred again."},
		{"an unreachable server, an event distinct from a timeout (en 18; review 17, 12)", "triple-fetchers", nil, "en",
			"| An unreachable server or a timeout, repeatedly | Not published | The monitoring of the affected page |"},
		{"sitemaps named in the Sitemap lines (en 19)", "triple-fetchers", nil, "en",
			"- It takes URLs from the sitemaps named in the Sitemap lines of a site’s robots.txt, and from the site’s `/sitemap.xml`, before following any links."},
		{"500 KiB with a no-break space (en 27)", "triple-fetchers", nil, "en",
			"- The first 500\u00a0KiB of the file is parsed (RFC 9309 requires crawlers to parse at least 500\u00a0KiB)."},
		{"an unpublished quota's figure (en 17)", "triple-fetchers", nil, "en",
			"- Quota on URLs reached from one start URL: a fixed maximum number of URLs per run, which the operator does not publish."},
		{"hidden as soon as the operator notices (de 8)", "civic-ingestor", nil, "de",
			"| Dokumentprüfung | `civic-ingestor` | Ratsinformationssysteme (OParl-API) | stündlich | Stichproben zur Erkennung nicht gemeldeter Löschungen: höchstens 30\u00a0HEAD-Anfragen pro Lauf und Kommune<br>erneut heruntergeladene geänderte Dokumente: höchstens 200\u00a0Dokumente pro Lauf<br>Verschwindet eine Ressource von Ihrer Website, blendet der Betreiber sie auf seiner eigenen Website aus, sobald er das bemerkt; die Kopie löscht er 30\u00a0Tage später. |"},
		{"hidden as soon as the operator notices (fr)", "civic-ingestor", nil, "fr",
			"| Vérification des documents | `civic-ingestor` | Systèmes d’information des conseils (API OParl) | Toutes les heures | Contrôles par sondage des suppressions non signalées\u202f: au plus 30\u00a0requêtes HEAD par exécution et par commune<br>Documents modifiés téléchargés à nouveau\u202f: au plus 200\u00a0documents par exécution<br>Dès que l’exploitant constate qu’un élément a disparu du site source, il le masque sur son propre site et en supprime la copie 30\u00a0jours plus tard. |"},
		{"a shorter interval in the dative (de 10)", "civic-ingestor", nil, "de",
			"- Fällt die Abstimmung zwischen den Diensten aus, hält jeder Dienst das gemeinsame Limit für sich allein ein; bis sie wieder funktioniert, können Anfragen in einem Abstand von weniger als 1\u00a0Sekunde eintreffen."},
		{"the rule for all other cases (de 9)", "civic-ingestor", nil, "de",
			"| Vollabgleich | `civic-ingestor` | Ratsinformationssysteme (OParl-API) | Start zwischen 1:00 und 6:00\u00a0Uhr: alle 28\u00a0Tage (bei Systemen, deren Änderungsfilter zuverlässig funktioniert)<br>Start zwischen 1:00 und 6:00\u00a0Uhr: höchstens einmal täglich (in allen übrigen Fällen) | Kann ausnahmsweise von Hand gestartet werden; ohne Zeitfenster kann der Lauf dann auch tagsüber stattfinden.<br>Läuft auf Wunsch nur in einem Zeitfenster, das der Website-Betreiber festlegt, und endet mit dem Fenster – auch nach einem Start von Hand.<br>Treffen mehrere Regeln unter „Wann“ zugleich zu, gilt die zuerst genannte. |"},
		{"deshalb, not daher dennoch (de 25)", "linkgraph-bot", nil, "de",
			"- Eine Crawl-delay-Angabe bestimmt den Abstand der Anfragen je Hostname: Ein Server, der mehrere Hostnamen beherbergt, kann deshalb Anfragen für verschiedene Hostnamen in kürzeren Abständen erhalten, als die Crawl-delay-Angabe vorsieht."},
		{"the allowlist beside the blocklist (de 14)", "link-preview", nil, "de",
			"- die Aufnahme Ihrer Website in die Freigabeliste"},
		{"the comma after et (fr 9)", "gazette-bot", nil, "fr",
			"Le User-Agent ne prouve rien à lui seul, car n’importe qui peut l’envoyer\u202f; faute d’adresses publiées, une requête ne peut pas être vérifiée\u202f: en cas de doute, écrivez à l’exploitant."},
		// Round 6 (fr 19): "ne … jamais" with one "ni", not three negations stacked.
		{"ni … ni (fr 10)", "triple-fetchers", nil, "fr",
			"- Ils ne contournent jamais, de quelque manière que ce soit, les interdictions de robots.txt ni les blocages."},
		{"a host name, not a host (fr 16)", "gazette-bot", nil, "fr",
			"- Le fichier robots.txt est lu avant la première requête vers un nom d’hôte ou une adresse IP."},
		{"someone who usurps the name (fr 17)", "civic-ingestor", nil, "fr",
			"- Les installations exploitées par des tiers utilisent leurs propres adresses IP\u202f: une requête qui porte ce User-Agent mais provient d’une adresse non listée peut venir de l’une d’elles, ou de quelqu’un qui usurpe ce nom\u202f; l’exploitant ne peut se porter garant d’aucune de ces requêtes."},
		{"a rule for a path does not cover another spelling (fr 5)", "civic-ingestor", nil, "fr",
			"- Les chemins sont comparés en tenant compte de la casse\u202f: ajoutez une ligne pour chaque graphie utilisée par votre site (par exemple, la règle `/*.pdf$` ne couvre pas le chemin `/archive.PDF`)."},
		{"the rule for all other cases (fr)", "civic-ingestor", nil, "fr",
			"| Synchronisation complète | `civic-ingestor` | Systèmes d’information des conseils (API OParl) | Démarrage entre 1\u00a0h et 6\u00a0h\u202f: tous les 28\u00a0jours (pour les systèmes dont le filtrage des modifications est fiable)<br>Démarrage entre 1\u00a0h et 6\u00a0h\u202f: au plus une fois par jour (dans tous les autres cas) | Un lancement manuel est possible à titre exceptionnel\u202f; sans plage convenue, l’exécution peut alors avoir lieu en journée.<br>Sur demande, l’exécution n’a lieu que dans une plage horaire choisie par le site et s’arrête à la fin de celle-ci, même en cas de lancement manuel.<br>Si plusieurs règles de la colonne «\u202fQuand\u202f» s’appliquent en même temps, c’est la première de la liste qui prévaut. |"},
		{"Range requests without the tautology (pl 19)", "link-preview", nil, "pl",
			"- Tam, gdzie to możliwe, pobiera tylko część zasobu (żądania z nagłówkiem HTTP Range)."},
		{"a list of blocked sites (pl 20)", "link-preview", nil, "pl",
			"- wpisanie Państwa serwisu na listę wykluczeń, tak aby nie był już pobierany"},
		{"the reservation without a second jest (pl 22)", "triple-fetchers", nil, "pl",
			"- Traktujemy plik robots.txt jako zastrzeżenie dotyczące eksploracji tekstów i danych, wyrażone w formie nadającej się do odczytu maszynowego, w rozumieniu § 44b ust. 3 niemieckiej ustawy o prawie autorskim (UrhG): wiersz Disallow jest dla nas wiążący i nie stanowi jedynie prośby."},
		{"an HTTP status is an error that occurs (pl 13)", "linkgraph-bot", nil, "pl",
			"- Gdy wystąpi błąd HTTP 429 (Too Many Requests), robot nie wstrzymuje pobierania, lecz wydłuża odstęp między kolejnymi żądaniami do danej nazwy hosta."},
		{"files without a text layer (en 16)", "civic-ingestor", nil, "en",
			"No pause in the table above applies to downloads of new files that have no text layer and need text recognition (OCR); these continue at the usual rate."},
		{"files without a text layer that need OCR (pl 27)", "civic-ingestor", nil, "pl",
			"W czasie przerw wymienionych w tabeli powyżej nadal odbywa się pobieranie nowych plików bez warstwy tekstowej, wymagających rozpoznawania tekstu (OCR) – w zwykłym tempie."},
		// The operators' own texts of the examples (round 3).
		{"the media that the page’s meta tags name (en 8; review 16, en 10)", "link-preview", nil, "en",
			"The link-preview robot, Chatwork-LinkExpanding, fetches a page only to build its preview; any image, video or audio file named in the page’s meta tags is fetched only to check it (for example, its type and size)."},
		{"all other fetches (en 24)", "link-preview", nil, "en",
			"- What it does: Makes all other fetches, such as those for integrations and outgoing webhooks that customers configure"},
		{"a link to the page (fr 19)", "link-preview", nil, "fr",
			"- Finalité\u202f: récupération d’une page dont un utilisateur publie le lien dans une conversation, pour en afficher un aperçu"},
		{"the snippet's heading (en 14)", "search-engine", nil, "en", "#### Block NordsucheBot and NordsucheFresh from the whole site"},
		{"the snippet's heading (en 26)", "linkgraph-bot", nil, "en", "#### Block LinkGraphBot from the whole site"},
		{"the robots.txt delay as a sentence (de 23)", "search-engine", nil, "de",
			"Eine Änderung der robots.txt berücksichtigen die Crawler in der Regel innerhalb einiger Tage; bei manchen Websites dauert es mehrere Wochen, je nachdem, wie oft die Crawler sie besuchen."},
		{"the robots.txt delay as a sentence (fr 18)", "search-engine", nil, "fr",
			"Une modification de robots.txt est en général prise en compte en quelques jours\u202f; pour certains sites, il faut plusieurs semaines, selon la fréquence des visites des robots."},
		{"the robots.txt delay as a sentence (pl 24)", "search-engine", nil, "pl",
			"Zmiana w pliku robots.txt jest zwykle uwzględniana w ciągu kilku dni; w przypadku niektórych serwisów trwa to kilka tygodni, zależnie od tego, jak często roboty odwiedzają dany serwis."},
		{"passes of a broad crawl (fr 20)", "web-archive", nil, "fr",
			"Des collectes larges couvrent l’ensemble du domaine national\u202f; certains sites sélectionnés sont collectés plus souvent. Lors des passages ultérieurs d’une collecte large, le robot récupère le reste des domaines les plus volumineux, par lots de domaines de taille comparable. Veuillez indiquer votre plan de site (sitemap) dans robots.txt\u202f: c’est là que le robot le cherche."},
		{"a broad crawl (pl 25)", "web-archive", nil, "pl",
			"W ramach tzw. gromadzenia szerokiego archiwizujemy całą domenę krajową, a wybrane serwisy gromadzimy częściej. W kolejnych etapach gromadzenia szerokiego robot pobiera pozostałą część zasobów większych domen, w grupach domen o zbliżonej wielkości. Prosimy o wskazanie mapy witryny (sitemap) w pliku robots.txt: robot odczytuje ją właśnie stamtąd."},
		{"parallel conditions (pl 28)", "feed-reader", nil, "pl",
			"| Odpytywanie kanałów | `ReadFeed/1.0` | co 30\u00a0minut (w przypadku kanałów, które często się zmieniają)<br>codziennie (w przypadku kanałów bez nowych wpisów od miesiąca)<br>co godzinę (w pozostałych przypadkach) | Własny czas odświeżania kanału (`<ttl>`) jest uwzględniany w granicach od 5\u00a0minut do 12\u00a0godzin; krótszy liczy się jako 5\u00a0minut, dłuższy jako 12\u00a0godzin.<br>Każdy adres jest pobierany raz dla wszystkich użytkowników, którzy o niego poprosili, niezależnie od ich liczby.<br>Jeśli w danym momencie pasuje kilka reguł z kolumny „Kiedy”, obowiązuje pierwsza z nich. |"},
		{"an agent without a token named as its heading names it (de 25)", "link-preview", [][2]string{{"", "\n[[network.addresses]]\nprefix = \"192.0.2.16/28\"\nagents = [\"link-expanding\"]\n"}}, "de",
			"Der User-Agent nennt den Crawler, kann aber von jedem gesendet werden. Ob eine Anfrage tatsächlich vom Crawler `Chatwork-LinkExpanding` stammt, prüfen Sie anhand ihrer IP-Adresse und dieser Liste."},
		{"the address of an agent without a token (de 25)", "link-preview", [][2]string{{"", "\n[[network.addresses]]\nprefix = \"192.0.2.16/28\"\nagents = [\"link-expanding\"]\n"}}, "de",
			"- `192.0.2.16/28`, genutzt von `Chatwork-LinkExpanding`"},
		{"day and month kept together (fr 21)", "gazette-bot", nil, "fr",
			"Dernière modification le 29\u00a0novembre 2026."},
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
			"en": "Changed: the country the requests come from. Previously: Germany. Now: Austria. Allowlists and filters that name the crawler may need updating.",
			"de": "Geändert: das Herkunftsland der Anfragen – bisher Deutschland, neu Österreich. Freigabelisten, Filter und Firewall-Regeln, die den Crawler erkennen, müssen eventuell angepasst werden.",
			"fr": "Modification\u202f: le pays d’origine des requêtes (jusqu’à présent\u202f: Allemagne\u202f; désormais\u202f: Autriche). Il faudra peut-être mettre à jour les listes d’autorisation et les filtres qui visent le robot.",
			"pl": "Zmiana: kraj, z którego wysyłane są żądania – dotychczas: Niemcy; odtąd: Austria. Listy dozwolonych robotów (białe listy) i filtry, które rozpoznają tego robota, mogą wymagać aktualizacji.",
		}},
		{"a prefix named as a prefix, its crawler by the requests it sends (en 21)", "search-engine", [][2]string{{"prefix = \"2001:db8:64::/123\"\nagents = [\"nordsuchebot\", \"fresh\"]", "prefix = \"2001:db8:64::/123\"\nagents = [\"nordsuchebot\"]"}}, "/network/addresses/1/agents/1", "identity", map[string]string{
			"en": "Removed for the IP prefix 2001:db8:64::/123: a crawler listed for it (“NordsucheFresh”). Allowlists and firewall rules that list the crawler’s IP addresses may need updating.",
			"de": "Entfernt beim IP-Adressbereich „2001:db8:64::/123“: ein Crawler, der diese Adresse nutzt – „NordsucheFresh“. Freigabelisten und Firewall-Regeln, die die IP-Adressen des Crawlers aufführen, müssen eventuell angepasst werden.",
			"fr": "Suppression pour le préfixe IP «\u202f2001:db8:64::/123\u202f»\u202f: un robot qui l’utilise pour envoyer ses requêtes («\u202fNordsucheFresh\u202f»). Il faudra peut-être mettre à jour les listes d’autorisation et les règles de pare-feu qui énumèrent les adresses IP du robot.",
			"pl": "Usunięto dla prefiksu IP „2001:db8:64::/123” robota, który wysyła z niego żądania: „NordsucheFresh”. Listy dozwolonych adresów IP i reguły zapory sieciowej, które wymieniają adresy IP robota, mogą wymagać aktualizacji.",
		}},
		{"a single address named as an address (en 21)", "search-engine", [][2]string{{"prefix = \"192.0.2.71\"\nagents = [\"nordsuchebot\"]", "prefix = \"192.0.2.71\"\nagents = [\"nordsuchebot\", \"fresh\"]"}}, "/network/addresses/5/agents/1", "identity", map[string]string{
			"en": "Added for the IP address 192.0.2.71: a crawler listed for it (“NordsucheFresh”). Allowlists and firewall rules that list the crawler’s IP addresses may need updating.",
			"de": "Hinzugefügt bei der IP-Adresse „192.0.2.71“: ein Crawler, der diese Adresse nutzt – „NordsucheFresh“. Freigabelisten und Firewall-Regeln, die die IP-Adressen des Crawlers aufführen, müssen eventuell angepasst werden.",
			"fr": "Ajout pour l’adresse IP «\u202f192.0.2.71\u202f»\u202f: un robot qui l’utilise pour envoyer ses requêtes («\u202fNordsucheFresh\u202f»). Il faudra peut-être mettre à jour les listes d’autorisation et les règles de pare-feu qui énumèrent les adresses IP du robot.",
			"pl": "Dodano dla adresu IP „192.0.2.71” robota, który wysyła z niego żądania: „NordsucheFresh”. Listy dozwolonych adresów IP i reguły zapory sieciowej, które wymieniają adresy IP robota, mogą wymagać aktualizacji.",
		}},
		{"a host name pattern added, the pattern as written (fr 11)", "linkgraph-bot", [][2]string{{"pattern = \"*.crawl.linkgraph.example\"\n", "pattern = \"*.crawl.linkgraph.example\"\n\n[[network.host_names]]\npattern = \"*.bot.linkgraph.example\"\n"}}, "/network/host_names/1", "identity", map[string]string{
			"en": "Added: a reverse DNS name pattern (“*.bot.linkgraph.example”). Scripts that verify the crawler by reverse DNS may need updating.",
			"de": "Hinzugefügt: ein Muster für Reverse-DNS-Namen – „*.bot.linkgraph.example“. Skripte, die den Crawler per Reverse-DNS prüfen, müssen eventuell angepasst werden.",
			"fr": "Ajout d’un modèle de nom DNS inverse\u202f: «\u202f*.bot.linkgraph.example\u202f». Il faudra peut-être mettre à jour les scripts qui vérifient le robot par DNS inverse.",
			"pl": "Dodano wzorzec nazwy z rekordu PTR: „*.bot.linkgraph.example”. Skrypty, które weryfikują robota na podstawie rekordu PTR, mogą wymagać aktualizacji.",
		}},
		{"a faster rate as something to ask for (en 22, de 18, fr 13, pl 30)", "gazette-bot", [][2]string{{"", "\n[[contact.requests]]\nkind = \"faster\"\nmin_interval = \"500ms\"\n"}}, "/contact/requests/1", "looser", map[string]string{
			"en": "Added: something that webmasters can ask for (“a faster rate, up to one request every 500\u00a0milliseconds”). This change makes the crawler less polite. The change needs sign-off.",
			"de": "Hinzugefügt: ein Anliegen, das Webmaster vorbringen können – „eine höhere Abrufrate, mit einem Abstand von mindestens 500\u00a0Millisekunden zwischen zwei Anfragen“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Ajout d’une demande qu’un site peut adresser\u202f: «\u202fun rythme plus rapide, avec au moins 500\u00a0millisecondes entre deux requêtes\u202f». L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Dodano prośbę, którą administrator serwisu może przesłać: „szybsze tempo, najwyżej jedno żądanie na 500\u00a0milisekund”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		{"the interval between later retries (en 12)", "civic-ingestor", [][2]string{{"then_every = \"7d\"", "then_every = \"3d\""}}, "/jobs/documents/retry/then_every", "looser", map[string]string{
			"en": "Changed in “Documents”: the interval between later retries. Previously: 7\u00a0days. Now: 3\u00a0days. This change makes the crawler less polite. The change needs sign-off.",
			"de": "Geändert bei der Abrufart „Dokumente“: das Intervall späterer Wiederholungen – bisher 7\u00a0Tage, neu 3\u00a0Tage. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Modification dans la tâche «\u202fDocuments\u202f»\u202f: l’intervalle entre les tentatives ultérieures, une fois épuisé le calendrier des nouvelles tentatives (jusqu’à présent\u202f: 7\u00a0jours\u202f; désormais\u202f: 3\u00a0jours). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zmiana dla zadania „Dokumenty”: odstęp między dalszymi ponownymi próbami (po wyczerpaniu harmonogramu ponawiania) – dotychczas: 7\u00a0dni; odtąd: 3\u00a0dni. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		{"a quota's limit (en 20)", "gazette-bot", [][2]string{{"max = 1500", "max = 3000"}}, "/limits/quotas/0/max", "looser", map[string]string{
			"en": "Changed: a quota’s limit. Previously: at most 1,500\u00a0requests per day, across all sites together. Now: at most 3,000\u00a0requests per day, across all sites together. This change makes the crawler less polite. The change needs sign-off.",
			"de": "Geändert: ein Kontingent – bisher höchstens 1.500\u00a0Anfragen pro Tag für alle Websites zusammen, neu höchstens 3.000\u00a0Anfragen pro Tag für alle Websites zusammen. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Modification\u202f: un quota (jusqu’à présent\u202f: au plus 1\u202f500\u00a0requêtes par jour, tous sites confondus\u202f; désormais\u202f: au plus 3\u202f000\u00a0requêtes par jour, tous sites confondus). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zmiana: wartość limitu – dotychczas: najwyżej 1500\u00a0żądań na dobę łącznie dla wszystkich serwisów; odtąd: najwyżej 3000\u00a0żądań na dobę łącznie dla wszystkich serwisów. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		{"a window now across midnight, es (de 21)", "gazette-bot", [][2]string{{`hours = ["08:00-09:00", "14:00-15:00"]`, "hours = [\"08:00-09:00\", \"23:00-01:00\"]\novernight = true"}}, "/windows/peak-hours/overnight", "looser", map[string]string{
			"en": "Changed for the window “Peak hours of municipal websites”: the window now runs past midnight. This change may make the crawler less polite. The change needs sign-off.",
			"de": "Geändert beim Zeitfenster „Stoßzeiten der Gemeinde-Websites“: Das Zeitfenster reicht nun über Mitternacht. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Modification pour la plage horaire «\u202fHeures d’affluence des sites communaux\u202f»\u202f: la plage horaire se poursuit désormais après minuit. L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zmiana okna czasowego „Godziny największego ruchu na stronach gmin”: okno przechodzi teraz przez północ (kończy się następnego dnia). Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
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
