package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestNativeReviewMechanisms: the sentences that the native reviews of en, de, fr and pl found
// wrong where the builder, not a message, chose the words. Each case builds an example (edited
// where the case needs it) and wants the exact line in the page's Markdown.
// gazetteEmbedded has GazetteBot fetch the images a page embeds without reading robots.txt for them.
const gazetteEmbedded = "\n[agents.gazettebot.embedded]\nfetch = \"fetched\"\nkinds = [\"images\"]\nnamed_in = [\"markup\"]\nrobots_txt = \"not-read\"\n"

func TestNativeReviewMechanisms(t *testing.T) {
	tests := []struct {
		name, example string
		edits         [][2]string
		lang, want    string
	}{
		// lead_short: in English, German and French the title is never the subject of a verb, so a
		// plural or a list reads right; in Polish it is, and the verb agrees with the number that
		// site.title_plural states (review 8, pl 16).
		{"lead_short, a list of titles (en)", "triple-fetchers", nil, "en",
			"This page describes the requests from ExampleWatch, ExampleWorkflow and ExampleFetch to websites and how webmasters can respond to them."},
		{"lead_short, a plural title (de)", "link-preview", nil, "de",
			"Diese Seite beschreibt die Anfragen, die Chatwork-Bots an Websites senden, und zeigt, wie Sie darauf reagieren können."},
		{"lead_short, a plural title (fr)", "link-preview", nil, "fr",
			"Cette page présente les requêtes envoyées aux sites web et la manière dont vous pouvez y réagir."},
		{"lead_short, a plural title the subject of a plural verb (pl M2, pl 16)", "link-preview", nil, "pl",
			"Roboty Chatwork wysyłają żądania do serwisów internetowych. Na tej stronie opisujemy te żądania oraz sposoby, w jakie administratorzy serwisów mogą na nie reagować."},
		// A target's limits replace general ones only where the general limits set the same field.
		{"target limits that replace a general one", "civic-ingestor", nil, "en",
			"- For these sites, the limit below replaces the general rule “At most one request per second per host name”; all other general limits and quotas still apply."},
		{"target limits that add to the general ones (en)", "gazette-bot", nil, "en",
			"- For these sites, the general limits apply, together with the limits below."},
		{"target limits that add to the general ones (de)", "gazette-bot", nil, "de",
			"- Für diese Websites gelten die allgemeinen Limits und zusätzlich die folgenden."},
		// A target's usual interval under a general minimum states the minimum.
		{"target default interval with the general minimum", "civic-ingestor", nil, "en",
			"- Normally at most one request every 2\u00a0seconds per host name, and never more than one per second."},
		// Round 3 (#12): one snippet is "the snippet", not "the snippet you choose"; one product
		// token is "the name", not "the names".
		{"placement of a single snippet (en)", "gmina-bot", nil, "en",
			"Paste the snippet directly above the first User-agent line of your robots.txt (or at the end, if the file has no User-agent line). Do not simply add it at the end of a file that has groups: if the last group has a User-agent line but no rules yet, the snippet would merge into it (a blank line does not end a group), and its rules would apply to that group’s crawlers too."},
		{"placement of one of several snippets (en)", "triple-fetchers", nil, "en",
			"Paste the snippet you choose directly above the first User-agent line of your robots.txt (or at the end, if the file has no User-agent line). Do not simply add it at the end of a file that has groups: if the last group has a User-agent line but no rules yet, the snippet would merge into it (a blank line does not end a group), and its rules would apply to that group’s crawlers too."},
		{"placement of a single snippet (de)", "gmina-bot", nil, "de",
			"Fügen Sie die Vorlage direkt über der ersten User-agent-Zeile Ihrer robots.txt ein oder, wenn die Datei keine enthält, am Ende. Hängen Sie sie nicht einfach an das Ende einer Datei mit Gruppen an: Eine Leerzeile beendet keine Gruppe. Hat die letzte Gruppe eine User-agent-Zeile, aber noch keine Regeln, verschmilzt die Vorlage mit ihr, und die Regeln der Vorlage gelten dann auch für die Crawler jener Gruppe."},
		{"placement of a single snippet (fr)", "gmina-bot", nil, "fr",
			"Collez l’extrait juste au-dessus de la première ligne User-agent de votre robots.txt, ou à la fin du fichier s’il n’en contient aucune. Ne le collez pas à la suite du dernier groupe\u202f: une ligne vide ne clôt pas un groupe. Si ce dernier groupe ne contenait encore aucune règle, les règles de l’extrait s’appliqueraient aussi aux robots que nomme ce groupe."},
		{"placement of a single snippet (pl)", "gmina-bot", nil, "pl",
			"Poniższy wpis należy wkleić bezpośrednio nad pierwszym wierszem User-agent w pliku robots.txt, a jeśli plik takiego wiersza nie zawiera – na jego końcu. Nie należy go po prostu dopisywać na końcu pliku, który zawiera już grupy: jeśli ostatnia grupa ma wiersz User-agent, ale nie ma jeszcze żadnych reguł, wpis zostałby do niej dołączony (pusty wiersz nie kończy grupy), a jego reguły objęłyby także roboty tej grupy."},
		{"placement of one of several snippets (pl)", "triple-fetchers", nil, "pl",
			"Wybrany wpis należy wkleić bezpośrednio nad pierwszym wierszem User-agent w pliku robots.txt, a jeśli plik takiego wiersza nie zawiera – na jego końcu. Nie należy go po prostu dopisywać na końcu pliku, który zawiera już grupy: jeśli ostatnia grupa ma wiersz User-agent, ale nie ma jeszcze żadnych reguł, wpis zostałby do niej dołączony (pusty wiersz nie kończy grupy), a jego reguły objęłyby także roboty tej grupy."},
		{"one product token (pl)", "gmina-bot", nil, "pl",
			"Każde żądanie ma nagłówek User-Agent w podanej niżej postaci. Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu). Nazwę należy tam wpisać bez zmian."},
		{"several product tokens (pl)", "triple-fetchers", nil, "pl",
			"Każde żądanie ma nagłówek User-Agent w jednej z podanych niżej postaci. Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); wielkość liter nie ma znaczenia. Nazwy można tam wpisać bez zmian. Ciągi User-Agent można w niezmienionej postaci wkleić do list dozwolonych (tzw. białych list) i reguł filtrowania."},
		{"one product token (en)", "gmina-bot", nil, "en",
			"Every request carries the User-Agent string below. In robots.txt, a group applies to a crawler when one of its User-agent lines names the crawler’s product token, given below."},
		// One quota of a target is "das folgende Kontingent" (de round 3, #12).
		{"a target's single quota (de)", "gmina-bot", nil, "de",
			"- Für diese Websites gelten die allgemeinen Limits; das folgende Kontingent gilt zusätzlich."},
		{"a target's single quota (en)", "gmina-bot", nil, "en",
			"- For these sites, the general limits apply, and the quota below applies in addition."},
		// A snippet's paths are alternatives.
		{"snippet paths joined with or (en)", "triple-fetchers", nil, "en",
			"Blocks `ExampleWatch` from every URL whose path starts with `/intern/` or `/preise/entwuerfe/`."},
		{"snippet paths joined with or (de)", "triple-fetchers", nil, "de",
			"Sperrt `ExampleWatch` für alle Adressen, deren Pfad mit `/intern/` oder `/preise/entwuerfe/` beginnt."},
		// Status codes are read, not copied: plain text after "HTTP".
		{"statuses as plain text", "feed-reader", nil, "en",
			"- To turn it away, respond with HTTP 404 or 410 to any request whose User-Agent contains `ReadFeed/1.0`."},
		// The contact topic of a window offered only for some jobs names them.
		{"topic window limited to jobs (en)", "civic-ingestor", nil, "en",
			"- Write to this address with general questions, to ask for a slower rate, a time window for “Full sync” or an end to fetching, or to give advance notice that you are about to delete many documents at once."},
		{"topic window limited to jobs (de)", "civic-ingestor", nil, "de",
			"- Mögliche Anliegen: Fragen; eine niedrigere Abrufrate; ein Zeitfenster für die Abrufart „Vollabgleich“; der Ausschluss Ihrer Website; die Ankündigung, dass Sie demnächst viele Dokumente auf einmal löschen."},
		// An unconditioned rule after conditioned ones applies in all other cases.
		{"cadence rule for all other cases (en)", "feed-reader", nil, "en",
			"| Feed polling | `ReadFeed/1.0` | Every 30\u00a0minutes (feeds that change often)<br>Every day (feeds with nothing new for a month)<br>Every hour (in all other cases) | A feed that states its own refresh time (`<ttl>`) is fetched at that interval, subject to a minimum of 5\u00a0minutes and a maximum of 12\u00a0hours: a shorter time counts as 5\u00a0minutes, a longer one as 12\u00a0hours.<br>A URL is fetched once for all the users who asked for it, not once for each of them.<br>If more than one rule under “When” applies at the same time, the first one listed is used. |"},
		// An agent without a product token is named by what a filter matches, not by its purpose.
		{"agent heading from the stable part", "feed-reader", nil, "en", "### ReadFeed/1.0"},
		{"agent heading from the User-Agent's product", "link-preview", nil, "de", "### Chatwork-ImgProxy"},
		{"agent heading past the Mozilla convention", "web-archive", nil, "fr", "### heritrix/3.4.0"},
		{"the purpose under the heading", "web-archive", nil, "en", "- What it does: Harvests websites in the national domain for the national web archive"},
		// The comparison table: columns that at least two crawlers fill, a caption of those.
		{"comparison table caption of the columns shown", "triple-fetchers", nil, "en",
			"<p class=\"caption\" id=\"identification-table-4\">For each crawler: its product token, what starts its fetches, whether and when it reads robots.txt, whether it obeys the <code>*</code> group and whether it follows links.</p>"},
		// The summary promises only the sections the page has.
		{"summary of a page without rates or robots.txt (fr)", "web-archive", nil, "fr", "<meta name=\"description\" content=\"Webarchiv\u202f: comment reconnaître les requêtes et comment y réagir.\">"},
		{"summary of a page with every section (en)", "civic-ingestor", nil, "en", "<meta name=\"description\" content=\"civic-ingestor: how to recognise the requests, how often and when they come, how robots.txt is read, and how to slow them down or block them.\">"},
		// The case-sensitivity example is the snippet's own path.
		{"case example from the snippet's path (en)", "gazette-bot", nil, "en",
			"- Paths are case-sensitive: add a rule for each capitalisation your site uses (for example, `/archives/` does not match `/Archives/`)."},
		{"case example from a file extension (de)", "civic-ingestor", nil, "de",
			"- Bei Pfaden wird zwischen Groß- und Kleinschreibung unterschieden: Fügen Sie für jede Schreibweise, die Ihre Website verwendet, eine eigene Zeile hinzu (z.\u00a0B. erfasst die Regel `/*.pdf$` nicht den Pfad `/archive.PDF`)."},
		// A pause's event starts with a capital letter where the language capitalizes cells.
		{"pause event capitalized (en)", "civic-ingestor", nil, "en",
			"| A failed request or HTTP 429 (Too Many Requests), 5\u00a0times in one sync run | 1\u00a0minute | The server |"},
		{"pause event capitalized (fr)", "gazette-bot", nil, "fr",
			"| Une réponse HTTP\u00a0429 (Too Many Requests) ou une réponse HTTP\u00a0503 (Service Unavailable) | La durée indiquée par `Retry-After`, dans la limite de 2\u00a0heures\u202f; sans cet en-tête, 1\u00a0minute | Le site |"},
		// The Retry-After cap qualifies Retry-After, not the fallback.
		{"Retry-After cap (en)", "gazette-bot", nil, "en",
			"| HTTP 429 (Too Many Requests) or HTTP 503 (Service Unavailable) | As long as `Retry-After` specifies, up to 2\u00a0hours; without the header, 1\u00a0minute | The site |"},
		// The commitments of a page with several crawlers hold for each of them.
		{"commitments of several crawlers (en)", "triple-fetchers", nil, "en",
			"This commitment applies to all crawlers on this page: `ExampleWatch`, `ExampleWorkflow` and `ExampleFetch`."},
		{"commitments of several crawlers (fr)", "triple-fetchers", nil, "fr",
			"Cet engagement vaut pour chacun des robots présentés sur cette page\u202f: `ExampleWatch`, `ExampleWorkflow` et `ExampleFetch`."},
		// The comparison request's scopes are alternatives.
		{"comparison request per sync or per admission check (fr)", "civic-ingestor", nil, "fr",
			"- Après une réponse HTTP\u00a0403, le robot envoie, avec le User-Agent `python-httpx`, au plus une requête de comparaison par synchronisation ou par vérification préalable, au rythme habituel et sans suivre les redirections, dans le seul but de savoir si le blocage vise son identité. La collecte ne se poursuit que sous l’identité propre du robot."},
		// The placement advice precedes a single snippet as it does several.
		// Addresses that every crawler uses: said once, above the list.
		{"addresses shared by every crawler (de)", "gmina-bot", [][2]string{{"", "\n[agents.docs]\ntoken = \"GminaDocs\"\nuser_agent = \"GminaDocs/1.0 (+https://gmina.example)\"\n"}}, "de",
			"Jeder Crawler auf dieser Seite verwendet alle diese IP-Adressen."},
		{"a shared address without its crawlers (de)", "gmina-bot", [][2]string{{"", "\n[agents.docs]\ntoken = \"GminaDocs\"\nuser_agent = \"GminaDocs/1.0 (+https://gmina.example)\"\n"}}, "de",
			"- `198.51.100.170/32`"},
		// German writes a duration of one in words.
		{"German duration of one in words", "triple-fetchers", nil, "de",
			"- Eine Änderung der robots.txt wird spätestens nach 1\u00a0Stunde wirksam."},
		// Round 2 of the native review (issue 12): each fix, as the page says it now.
		{"table: a value the policy does not state (en)", "search-engine", nil, "en",
			"| `NordsucheReadLater` | Not stated by the operator |"},
		{"table: a value the policy does not state (de)", "search-engine", nil, "de",
			"| `NordsucheReadLater` | keine Angabe |"},
		{"table: a value the policy does not state (fr)", "search-engine", nil, "fr",
			"| `NordsucheReadLater` | Non précisé |"},
		{"table: a value the policy does not state (pl)", "search-engine", nil, "pl",
			"| `NordsucheReadLater` | nie podano |"},
		{"requests per pass without a clause of their own (en)", "gazette-bot", nil, "en",
			"- At most 5\u00a0requests per pass."},
		{"requests per pass without a clause of their own (de)", "gazette-bot", nil, "de",
			"- Höchstens 5\u00a0Anfragen pro Durchgang."},
		{"requests per pass without a clause of their own (fr)", "gazette-bot", nil, "fr",
			"- Au plus 5\u00a0requêtes par passage."},
		{"requests per pass without a clause of their own (pl)", "gazette-bot", nil, "pl",
			"- Najwyżej 5\u00a0żądań w jednej serii."},
		{"a single snippet tested (en)", "gmina-bot", nil, "en",
			"To shut the crawler out, an entry in robots.txt is enough; there is no need to write to the operator. The snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it and changes nothing for other crawlers."},
		{"a single snippet tested (de)", "gmina-bot", nil, "de",
			"Zum Aussperren genügt ein Eintrag in der robots.txt; eine E-Mail ist nicht nötig. Die folgende Vorlage wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt genau das Angegebene und ändert nichts für andere Crawler."},
		{"a single snippet tested (fr)", "gmina-bot", nil, "fr",
			"Pour exclure le robot, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant. L’extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il bloque ce qu’il annonce et ne change rien pour les autres robots."},
		{"a single snippet tested (pl)", "gmina-bot", nil, "pl",
			"Aby zablokować robota, wystarczy wpis w pliku robots.txt – kontakt z nami nie jest konieczny. Poniższy wpis sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: blokuje dokładnie to, co podano w jego opisie, i nie zmienia niczego dla innych robotów."},
		{"each of several snippets tested (en)", "triple-fetchers", nil, "en",
			"To shut the crawlers out, an entry in robots.txt is enough; there is no need to write to the operator. Each snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it and changes nothing for other crawlers."},
		{"snippet paths: every address whose path starts with (pl)", "triple-fetchers", nil, "pl",
			"Blokuje dla robota `ExampleWatch` dostęp do każdego adresu, którego ścieżka zaczyna się od `/intern/` lub `/preise/entwuerfe/`."},
		{"the source system of a pause (en)", "civic-ingestor", [][2]string{{"max = \"6h\" }\nscope = \"system\"", "max = \"6h\" }\nscope = \"source\""}}, "en",
			"| A failed sync, 3\u00a0times in a row | 10\u00a0minutes at first, then twice as long each time, up to 6\u00a0hours | The source system |"},
		{"the source system of a pause (de)", "civic-ingestor", [][2]string{{"max = \"6h\" }\nscope = \"system\"", "max = \"6h\" }\nscope = \"source\""}}, "de",
			"| Fehlschlag eines Abgleichs, 3-mal in Folge | zunächst 10\u00a0Minuten, danach jeweils doppelt so lange, höchstens 6\u00a0Stunden | das Quellsystem |"},
		{"the source system of a pause (fr)", "civic-ingestor", [][2]string{{"max = \"6h\" }\nscope = \"system\"", "max = \"6h\" }\nscope = \"source\""}}, "fr",
			"| 3\u00a0synchronisations consécutives en échec | 10\u00a0minutes, puis le double à chaque nouvelle pause, sans dépasser 6\u00a0heures | La source |"},
		{"the source system of a pause (pl)", "civic-ingestor", [][2]string{{"max = \"6h\" }\nscope = \"system\"", "max = \"6h\" }\nscope = \"source\""}}, "pl",
			"| nieudana synchronizacja, 3\u00a0razy z rzędu | 10\u00a0minut, każda kolejna dwa razy dłuższa, najwyżej 6\u00a0godzin | systemu źródłowego |"},
		{"a failed fetch retried (en)", "civic-ingestor", nil, "en",
			"| Documents | `civic-ingestor` | Council information systems (OParl API) | With each run of “Incremental sync”<br>Every hour<br>When a visitor to the operator’s site opens an item that the operator has no copy of yet | Catching up on missing files: at most 200\u00a0files per hour per system<br>A failed fetch is retried after waits of at least 15\u00a0minutes, 1\u00a0hour, 6\u00a0hours, 24\u00a0hours and 3\u00a0days, and then every 7\u00a0days. |"},
		{"a failed fetch retried (de)", "civic-ingestor", nil, "de",
			"| Dokumente | `civic-ingestor` | Ratsinformationssysteme (OParl-API) | bei jedem Lauf der Abrufart „Inkrementeller Abgleich“<br>stündlich<br>wenn jemand auf der Website des Betreibers einen Inhalt öffnet, von dem noch keine Kopie vorliegt | nachgeholte fehlende Dateien: höchstens 200\u00a0Dateien pro Stunde und System<br>Fehlgeschlagene Abrufe werden wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 15\u00a0Minuten, 1\u00a0Stunde, 6\u00a0Stunden, 24\u00a0Stunden und 3\u00a0Tage, danach folgt alle 7\u00a0Tage ein weiterer Versuch. |"},
		{"a failed fetch retried, relancée (fr)", "civic-ingestor", nil, "fr",
			"| Documents | `civic-ingestor` | Systèmes d’information des conseils (API OParl) | À chaque exécution de la tâche «\u202fSynchronisation incrémentielle\u202f»<br>Toutes les heures<br>Quand un visiteur ouvre, sur le site de l’exploitant, un élément dont l’exploitant n’a pas encore de copie | Fichiers manquants rattrapés\u202f: au plus 200\u00a0fichiers par heure et par système<br>En cas d’échec, la récupération est relancée après des attentes successives d’au moins 15\u00a0minutes, 1\u00a0heure, 6\u00a0heures, 24\u00a0heures, puis 3\u00a0jours, et ensuite tous les 7\u00a0jours. |"},
		{"a person's request, with its object (de)", "link-preview", nil, "de",
			"- Ruft Seiten nur ab, wenn eine Person den Abruf gerade veranlasst hat."},
		{"the server answered for an address (en)", "linkgraph-bot", nil, "en",
			"- A URL for which the server answered with HTTP 404 or 301 is checked again later."},
		{"the server answered for an address (de)", "linkgraph-bot", nil, "de",
			"- Eine Adresse, für die der Server mit HTTP 404 oder 301 geantwortet hat, wird später erneut geprüft."},
		{"the server answered for an address (fr)", "linkgraph-bot", nil, "fr",
			"- Une adresse pour laquelle le serveur a répondu par un code HTTP\u00a0404 ou 301 est vérifiée de nouveau plus tard."},
		{"the server answered for an address (pl)", "linkgraph-bot", nil, "pl",
			"- Adres, pod którym serwer zwrócił kod HTTP 404 lub 301, jest później sprawdzany ponownie."},
		{"an agreement per host name, and nothing beyond (en)", "civic-ingestor", nil, "en",
			"- Each agreement is made per host name and covers every URL there, but nothing beyond it."},
		{"an agreement per host name, and nothing beyond (de)", "civic-ingestor", nil, "de",
			"- Vereinbarungen werden je Hostname getroffen; eine Vereinbarung gilt für alle Adressen unter demselben Hostnamen, aber für nichts darüber hinaus."},
		{"an agreement per host name, and nothing beyond (fr)", "civic-ingestor", nil, "fr",
			"- Un accord est conclu par nom d’hôte\u202f: il couvre toutes les adresses qui en relèvent, mais rien au-delà."},
		{"an agreement per host name, and nothing beyond (pl)", "civic-ingestor", nil, "pl",
			"- Każde uzgodnienie obejmuje wszystkie adresy URL w obrębie jednej nazwy hosta i nie obejmuje żadnych innych."},
		{"a minimum without moins de 1 (fr)", "civic-ingestor", nil, "fr",
			"- En temps normal, 2\u00a0secondes ou plus entre deux requêtes vers un même nom d’hôte, avec un minimum absolu d’une seconde."},
		{"a shorter interval without moins de 1 (fr)", "civic-ingestor", nil, "fr",
			"- Si les services ne parviennent plus à se coordonner sur la limite commune, chacun l’applique de son côté jusqu’au rétablissement de la coordination\u202f; entre-temps, un même site peut recevoir des requêtes espacées de moins d’une seconde."},
		{"host name in two words (en)", "linkgraph-bot", nil, "en",
			"- At most one request every 5\u00a0seconds per host name."},
		{"the first bytes of robots.txt read (pl)", "triple-fetchers", nil, "pl",
			"- Odczytywanych jest tylko pierwszych 500\u00a0KiB pliku; dalsza część jest pomijana (RFC 9309 wymaga odczytania co najmniej 500\u00a0KiB)."},
		{"an unpublished quota (en)", "gmina-bot", nil, "en",
			"- Quota: a fixed maximum number of requests per day, which the operator does not publish."},
		{"an unpublished quota (de)", "gmina-bot", nil, "de",
			"- Kontingent: eine feste, nicht veröffentlichte Obergrenze für die Zahl der Anfragen pro Tag."},
		{"the server answers the request for robots.txt (fr)", "civic-ingestor", nil, "fr",
			"- Si le serveur répond à la demande de robots.txt par un code\u00a04xx (par exemple 404\u202f: le fichier n’existe pas), tout est autorisé, conformément à la RFC\u00a09309\u202f; exception\u202f: les codes\u00a0408 et 429 sont traités comme si robots.txt était inaccessible."},
		{"a time window asked for a job (fr)", "civic-ingestor", nil, "fr",
			"- Motifs de contact\u202f: questions, demande de ralentissement, demande de plage horaire pour la tâche «\u202fSynchronisation complète\u202f», exclusion du robot et annonce préalable d’une suppression massive de documents sur votre site."},
		{"another identity with the site's agreement (fr)", "civic-ingestor", nil, "fr",
			"- Une autre identité n’est utilisée pour un site qu’avec l’accord de celui-ci (par exemple quand un serveur refuse certains mots dans le User-Agent)."},
		{"services that cannot coordinate (pl)", "civic-ingestor", nil, "pl",
			"- Jeśli nasze usługi nie mogą uzgadniać ze sobą tempa pobierania, każda stosuje limit osobno, dopóki łączność między nimi nie zostanie przywrócona; w tym czasie do serwisu mogą trafiać żądania w odstępach krótszych niż sekunda."},
		{"topics to write about (pl)", "civic-ingestor", nil, "pl",
			"- Sprawy, z którymi można się do nas zwracać: pytania ogólne, spowolnienie pobierania, okno czasowe dla zadania „Pełna synchronizacja”, wyłączenie serwisu z pobierania i zapowiedź jednorazowego usunięcia wielu dokumentów z serwisu."},
		{"a pause's scope and length apart (de)", "civic-ingestor", nil, "de",
			"| Langsame Listen | `civic-ingestor` | Ratsinformationssysteme (OParl-API) | nach einer Zeitüberschreitung, sobald die unter „Limits und Hinweise“ genannte Pause abgelaufen ist | nur optionale Listen (z.\u00a0B. Beratungen), auch im Vollabgleich<br>Liefert der Server eine Liste nicht binnen 1\u00a0Minute, gilt das als Zeitüberschreitung (Timeout).<br>Bei Zeitüberschreitung oder HTTP 504 (Gateway Timeout) setzt der Crawler die Abrufe der betreffenden Liste aus. Dauer der Pause: zunächst 1\u00a0Stunde, danach jeweils doppelt so lange, höchstens 24\u00a0Stunden.<br>Alles Übrige läuft weiter; Übersprungenes wird später nachgeholt. |"},
		{"a Crawl-delay whose value is larger (de)", "gazette-bot", nil, "de",
			"- Eine Crawl-delay-Angabe, deren Wert über dem eigenen Mindestabstand des Crawlers liegt, wird beachtet; ein kleinerer Wert ändert nichts."},
		{"a Retry-After cap is said of Retry-After alone, not of the pause (de; newuser12 finding 1)", "gazette-bot", nil, "de",
			"| HTTP 429 (Too Many Requests) oder HTTP 503 (Service Unavailable) | so lange, wie `Retry-After` angibt, höchstens 2\u00a0Stunden; ohne diesen Header 1\u00a0Minute | die Website |"},
		{"the fallback after a dash (pl)", "gazette-bot", nil, "pl",
			"| błąd HTTP 429 (Too Many Requests) lub błąd HTTP 503 (Service Unavailable) | tyle, ile wskazuje `Retry-After`; bez tego nagłówka – 1\u00a0minuta (wartość `Retry-After` dłuższa niż 2\u00a0godziny jest traktowana jak 2\u00a0godziny) | serwisu |"},
		{"the test version of a crawler named by a noun (pl)", "search-engine", nil, "pl",
			"- `192.0.2.70/32` – używany przez wersję testową robota `NordsucheBot`"},
		{"fetched once, not again (pl)", "search-engine", nil, "pl",
			"- Pobiera stronę spod wskazanego adresu jednorazowo, gdy użytkownik o to poprosi, i nie pobiera jej ponownie."},
		{"one request for the key file (fr)", "search-engine", nil, "fr",
			"- `192.0.2.90/32`, qui ne sert pas à l’exploration, mais uniquement à demander, une fois par vérification de clé, le fichier de clé qu’un site publie pour confirmer sa clé IndexNow"},
		{"sitemaps as plans du site (fr)", "triple-fetchers", nil, "fr",
			"- Avant de suivre des liens, il relève des adresses dans le fichier `/sitemap.xml` du site et dans les plans de site (sitemaps) indiqués par les lignes Sitemap de robots.txt."},
		{"resources fetched along with a page (en)", "link-preview", nil, "en",
			"- Along with a page, it fetches the images, videos and audio files that the page names in its meta tags."},
		{"coordinates the timing (en)", "civic-ingestor", nil, "en",
			"- The operator coordinates the timing of its fetches with any site that gets in touch."},
		{"no earlier copy available (en)", "civic-ingestor", nil, "en",
			"- If robots.txt is unreachable (HTTP 5xx or a network error), it is requested again after at least 15\u00a0minutes; if no earlier copy is available, the pause listed under “Errors and pauses” applies instead."},
		{"the link-preview prose names its robot (en F18)", "link-preview", nil, "en",
			"The link-preview robot, Chatwork-LinkExpanding, fetches a page only to build its preview; any image, video or audio file named in the page’s meta tags is fetched only to check it (for example, its type and size)."},
		{"the link-preview prose names its robot (de 19)", "link-preview", nil, "de",
			"Chatwork-LinkExpanding ruft eine Seite nur ab, um ihre Vorschau zu erstellen, und die darin genannten Medien nur, um sie zu prüfen."},
		{"the link-preview prose names its robot (fr 20)", "link-preview", nil, "fr",
			"Chatwork-LinkExpanding ne récupère une page que pour en construire l’aperçu, et ne récupère les médias qu’elle désigne que pour les vérifier."},
		{"the robots.txt delay said as such (en F3)", "search-engine", nil, "en",
			"A change to robots.txt usually takes effect within a few days; for some sites it takes several weeks, depending on how often the crawlers visit them."},
		{"a purpose in lower case after the colon (fr 12)", "link-preview", nil, "fr",
			"- Finalité\u202f: toutes les autres récupérations, par exemple pour les intégrations et les webhooks sortants que configurent les clients"},
		{"a purpose without two colons (de 18)", "link-preview", nil, "de",
			"- Zweck: alle übrigen Abrufe, etwa für Integrationen und ausgehende Webhooks, die Kunden einrichten"},
		{"the change filter named (de 16)", "civic-ingestor", nil, "de",
			"| Vollabgleich | `civic-ingestor` | Ratsinformationssysteme (OParl-API) | Start zwischen 1:00 und 6:00\u00a0Uhr: alle 28\u00a0Tage (bei Systemen, deren Änderungsfilter zuverlässig funktioniert)<br>Start zwischen 1:00 und 6:00\u00a0Uhr: höchstens einmal täglich (in allen übrigen Fällen) | Kann ausnahmsweise von Hand gestartet werden; ohne Zeitfenster kann der Lauf dann auch tagsüber stattfinden.<br>Läuft auf Wunsch nur in einem Zeitfenster, das der Website-Betreiber festlegt, und endet mit dem Fenster – auch nach einem Start von Hand.<br>Treffen mehrere Regeln unter „Wann“ zugleich zu, gilt die zuerst genannte. |"},
		{"the change filter named (fr 2)", "civic-ingestor", nil, "fr",
			"| Synchronisation complète | `civic-ingestor` | Systèmes d’information des conseils (API OParl) | Démarrage entre 1\u00a0h et 6\u00a0h\u202f: tous les 28\u00a0jours (pour les systèmes dont le filtrage des modifications est fiable)<br>Démarrage entre 1\u00a0h et 6\u00a0h\u202f: au plus une fois par jour (dans tous les autres cas) | Un lancement manuel est possible à titre exceptionnel\u202f; sans plage convenue, l’exécution peut alors avoir lieu en journée.<br>Sur demande, l’exécution n’a lieu que dans une plage horaire choisie par le site et s’arrête à la fin de celle-ci, même en cas de lancement manuel.<br>Si plusieurs règles de la colonne «\u202fQuand\u202f» s’appliquent en même temps, c’est la première de la liste qui prévaut. |"},
		{"files without a text layer (de 17)", "civic-ingestor", nil, "de",
			"Von keiner Pause betroffen: das Herunterladen neuer Dateien ohne Textebene, deren Text erst per Texterkennung (OCR) gewonnen werden muss; es läuft auch während einer Pause im üblichen Tempo weiter."},
		{"files without a text layer (fr 5)", "civic-ingestor", nil, "fr",
			"Les pauses n’interrompent pas le téléchargement, au rythme habituel, des nouveaux fichiers sans couche texte, qui doivent passer par la reconnaissance optique de caractères (OCR)."},
		{"the Web capitalised (fr 17)", "web-archive", nil, "fr",
			"- Finalité\u202f: collecte du Web national pour les archives nationales du Web"},
		{"a customer's schedule, die Kundschaft (de 20)", "triple-fetchers", nil, "de",
			"- Läuft nach einem Zeitplan, den die Kundschaft festgelegt hat."},
		// Round 3 of the native review (issue 12).
		{"a group covers only the fetches for which robots.txt is read, embedded resources aside (en 5)", "gazette-bot", [][2]string{{"", gazetteEmbedded}}, "en",
			"A single group that names `GazetteBot` is enough: it covers every kind of fetch for which robots.txt is read."},
		{"a group covers only the fetches for which robots.txt is read, embedded resources aside (de)", "gazette-bot", [][2]string{{"", gazetteEmbedded}}, "de",
			"Eine Gruppe, die `GazetteBot` nennt, genügt: Diese Gruppe deckt alle Abrufarten ab, bei denen die robots.txt gelesen wird."},
		{"a registered domain (pl S7)", "linkgraph-bot", nil, "pl",
			"- Ponadto najwyżej jedno żądanie na 2,5\u00a0sekundy osobno dla każdej zarejestrowanej domeny pod każdym adresem IP serwera: nazwy hostów jednej zarejestrowanej domeny (np. `www.example.org` i `shop.example.org`) obsługiwane z tego samego adresu IP mają wspólny limit; inne domeny pod tym adresem liczą się osobno."},
	}
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
			if strings.HasPrefix(tt.want, "<") { // a line of the HTML page's head
				md = string(res.Files[tt.lang+"/index.html"])
			}
			if !strings.Contains(md, "\n"+tt.want+"\n") {
				t.Errorf("%s/index.md lacks the line\n%s\n%s", tt.lang, tt.want, near(md, tt.want))
			}
		})
	}
}

// near returns the page's line that shares the longest prefix with want, to show what it says.
func near(md, want string) string {
	best, bestN := "", -1
	for _, l := range strings.Split(md, "\n") {
		n := 0
		for n < len(l) && n < len(want) && l[n] == want[n] {
			n++
		}
		if n > bestN {
			best, bestN = l, n
		}
	}
	return "nearest line:\n" + best
}

// TestNativeReviewDiffSentences: the sentences of sitegen diff that the native reviews found
// wrong where the review, not a message, chose the words. Each case edits an example's policy
// (old → new, each edit once) and wants the exact sentence for one pointer.
func TestNativeReviewDiffSentences(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, example string
		edits         [][2]string
		lang, ptr     string
		want          string
	}{
		{"a window moved across midnight (fr)", "gazette-bot", [][2]string{{`hours = ["08:00-09:00", "14:00-15:00"]`, "hours = [\"08:00-09:00\", \"22:30-01:30\"]\novernight = true"}}, "fr", "/windows/peak-hours/hours",
			"Modification pour la plage horaire «\u202fHeures d’affluence des sites communaux\u202f»\u202f: ses horaires (jusqu’à présent\u202f: de 8\u00a0h à 9\u00a0h et de 14\u00a0h à 15\u00a0h\u202f; désormais\u202f: de 8\u00a0h à 9\u00a0h et de 22\u00a0h\u00a030 à 1\u00a0h\u00a030 le lendemain). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication."},
		{"a window that now runs across midnight (en)", "gazette-bot", [][2]string{{`hours = ["08:00-09:00", "14:00-15:00"]`, "hours = [\"08:00-09:00\", \"23:00-01:00\"]\novernight = true"}}, "en", "/windows/peak-hours/overnight",
			"Changed for the window “Peak hours of municipal websites”: the window now runs past midnight. This change may make the crawler less polite. The change needs sign-off."},
		{"a window that no longer runs across midnight (en)", "gmina-bot", [][2]string{{"hours = [\"22:00-06:00\"]\novernight = true", `hours = ["20:00-23:00"]`}}, "en", "/windows/large-downloads/overnight",
			"Changed for the window “Larger downloads”: the window no longer runs past midnight. This change may make the crawler less polite. The change needs sign-off."},
		{"a schedule rule that now runs past midnight (de)", "civic-ingestor", [][2]string{{"hours = \"01:00-06:00\"\nstarts_only = true\nevery = \"28d\"", "hours = \"23:00-05:00\"\novernight = true\nstarts_only = true\nevery = \"28d\""}}, "de", "/jobs/full-sync/cadence/0/overnight",
			"Geändert bei der Abrufart „Vollabgleich“: Die Uhrzeiten der Regel des Zeitplans reichen nun über Mitternacht. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
		{"an added address (en)", "gmina-bot", [][2]string{{"", "\n[[network.addresses]]\nprefix = \"192.0.2.0/24\"\n"}}, "en", "/network/addresses/3",
			"Added: an IP address range (192.0.2.0/24). Allowlists and firewall rules that list the crawler’s IP addresses may need updating."},
		{"a crawler removed from a snippet, by its token (en)", "triple-fetchers", [][2]string{{`agents = ["example-fetch", "example-watch", "example-workflow"]`, `agents = ["example-watch", "example-workflow"]`}}, "en", "/snippets/all/agents/0",
			"Removed in the snippet “Block all three crawlers from the whole site”: a User-agent line (ExampleFetch). The snippet now blocks less than before. Copies already in robots.txt files are not updated automatically: to apply the change, webmasters must replace them with the new snippet. The change needs sign-off."},
		{"Crawl-delay ignored where no slower rate is offered (de)", "gazette-bot", [][2]string{{`crawl_delay = "honoured-if-longer"`, `crawl_delay = "ignored"`}}, "de", "/robots_txt/crawl_delay",
			"Geändert: der Umgang mit Crawl-delay. Bisher: „Eine Crawl-delay-Angabe, deren Wert über dem eigenen Mindestabstand des Crawlers liegt, wird beachtet; ein kleinerer Wert ändert nichts.“ Neu: „Crawl-delay wird nicht ausgewertet.“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
		{"a request's time, with the request named (fr)", "gmina-bot", [][2]string{{"kind = \"stop\"\nwithin_working_days = 2", "kind = \"stop\"\nwithin_working_days = 5"}}, "fr", "/contact/requests/0/within_working_days",
			"Modification pour la demande portant sur «\u202fl’arrêt de toute collecte sur votre site\u202f»\u202f: le délai de mise en œuvre de cette demande (jusqu’à présent\u202f: 2\u00a0jours ouvrés\u202f; désormais\u202f: 5\u00a0jours ouvrés). Cette demande sera désormais mise en œuvre dans un délai plus long."},
		// Round 2 of the native review (issue 12).
		{"another User-Agent by its string, not user_agent= (pl M4)", "civic-ingestor", [][2]string{{"user_agent = \"civic-ingestor (+https://civic.example/ingestor/; support@civic.example)\"", "user_agent = \"civic-ingestor (+https://civic.example/ingestor/; help@civic.example)\""}}, "pl", "/agents/civic-ingestor/variants/0",
			"Zmiana dla robota „civic-ingestor”: inny wariant nagłówka User-Agent – dotychczas: „civic-ingestor (+https://civic.example/ingestor/; support@civic.example)”; odtąd: „civic-ingestor (+https://civic.example/ingestor/; help@civic.example)”. Listy dozwolonych robotów (białe listy) i filtry, które porównują cały ciąg User-Agent, mogą wymagać aktualizacji."},
		{"a new crawler: may need to add its token (pl G1)", "search-engine", [][2]string{{"[agents.readlater]", "[agents.images]\ntoken = \"NordsucheImages\"\nrobots_txt = \"read\"\n\n[agents.readlater]"}}, "pl", "/agents/images",
			"Dodano robota: „NordsucheImages”. Stosuje się do reguł z pliku robots.txt. Grupy w robots.txt, listy dozwolonych robotów (białe listy) i filtry przygotowane dla pozostałych robotów nie obejmują tego robota: serwisy, które blokują lub dopuszczają pozostałe roboty, powinny dodać także jego token produktu."},
		{"a new crawler, quoted and not ambiguous (de 8, 22)", "search-engine", [][2]string{{"[agents.readlater]", "[agents.images]\ntoken = \"NordsucheImages\"\nrobots_txt = \"read\"\n\n[agents.readlater]"}}, "de", "/agents/images",
			"Hinzugefügt: ein Crawler – „NordsucheImages“. Befolgt die robots.txt. robots.txt-Gruppen, Freigabelisten und Filter, die für die übrigen Crawler angelegt wurden, erfassen den neuen Crawler nicht: Wenn Sie die übrigen Crawler sperren oder zulassen, müssen Sie eventuell auch sein Produkt-Token ergänzen."},
		{"a new crawler without a User-Agent (fr 6)", "search-engine", [][2]string{{"[agents.readlater]", "[agents.images]\ntoken = \"NordsucheImages\"\nrobots_txt = \"read\"\n\n[agents.readlater]"}}, "fr", "/agents/images",
			"Ajout d’un robot\u202f: «\u202fNordsucheImages\u202f». Il respecte robots.txt. Les groupes de robots.txt, les listes d’autorisation et les filtres écrits pour les autres robots ne couvrent pas celui-ci\u202f: les sites qui bloquent ou autorisent ces autres robots devront peut-être ajouter son jeton de produit."},
		{"a 4xx status at which robots.txt counts as unreachable (de 4)", "civic-ingestor", [][2]string{{"unavailable_statuses = [408, 429]", "unavailable_statuses = [429]"}}, "de", "/robots_txt/unavailable_statuses/0",
			"Entfernt: ein 4xx-Statuscode, bei dem die robots.txt als nicht erreichbar gilt – 408. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
		{"the Last updated date, without double brackets (en F12, F15)", "gazette-bot", [][2]string{{"last_changed = 2026-11-29", "last_changed = 2026-12-01"}}, "en", "/site/last_changed",
			"Changed: the “Last updated” date. Previously: 29 November 2026. Now: 1 December 2026."},
		{"a new contact address (en)", "gazette-bot", [][2]string{{`email = "contact@gazette.example"`, `email = "bot@gazette.example"`}}, "en", "/contact/email",
			"Changed: the contact e-mail address. Previously: “contact@gazette.example”. Now: “bot@gazette.example”. Webmasters should now write to the new address."},
		{"a new contact address (de 23)", "gazette-bot", [][2]string{{`email = "contact@gazette.example"`, `email = "bot@gazette.example"`}}, "de", "/contact/email",
			"Geändert: die Kontakt-E-Mail-Adresse – bisher „contact@gazette.example“, neu „bot@gazette.example“. Webmaster erreichen den Betreiber nun unter der neuen Adresse."},
		{"the longest pause from Retry-After (pl S4)", "gazette-bot", [][2]string{{`retry_after_max = "2h"`, `retry_after_max = "30m"`}}, "pl", "/errors/retry_after_max",
			"Zmiana: najdłuższa przerwa wynikająca z Retry-After – dotychczas: 2\u00a0godziny; odtąd: 30\u00a0minut. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		{"requests no longer relancées (fr 10)", "civic-ingestor", [][2]string{{"[errors.retries]\non = [\"network-error\", \"5xx\"]\ndelays = [\"1s\", \"2s\"]\n", ""}}, "fr", "/errors/retries",
			"Modification\u202f: les requêtes en échec ne sont plus relancées. Jusqu’à présent\u202f: «\u202fAprès une erreur réseau ou une erreur serveur (HTTP\u00a05xx), une requête est relancée au plus deux fois, après des attentes successives d’au moins 1\u00a0seconde, puis 2\u00a0secondes.\u202f» L’exploration devient plus respectueuse des sites."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var said []string
			for _, c := range diffReview(t, msgs, tt.example, tt.edits, tt.lang) {
				said = append(said, c.Pointer+": "+c.Sentence)
				if c.Pointer == tt.ptr && c.Sentence == tt.want {
					return
				}
			}
			t.Errorf("no sentence for %s is\n%s\nthe review says:\n%s", tt.ptr, tt.want, strings.Join(said, "\n"))
		})
	}
}

// diffReview edits an example's policy (old → new; an edit with an empty old text appends its
// new text, any other must match once) and returns the review of the change in lang.
func diffReview(t *testing.T, msgs *Messages, example string, edits [][2]string, lang string) []ReviewItem {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "examples", example, "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	newSrc := src
	for _, e := range edits {
		if e[0] == "" {
			newSrc = append(slices.Clone(newSrc), e[1]...)
			continue
		}
		if bytes.Count(newSrc, []byte(e[0])) != 1 {
			t.Fatalf("%s does not hold %q once", example, e[0])
		}
		newSrc = bytes.Replace(newSrc, []byte(e[0]), []byte(e[1]), 1)
	}
	old, err := policy.Parse(src, "old.toml")
	if err != nil {
		t.Fatal(err)
	}
	new, err := policy.Parse(newSrc, "new.toml")
	if err != nil {
		t.Fatal(err)
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewReview(old, new, changes, msgs, lang, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r.Changes
}

// TestAgentsTableOnlyWhereItCompares: link-preview's three crawlers state what starts their
// fetches for one of them only, so no column compares anything and the table is left out, rather
// than shown with empty cells and a caption of columns it lacks.
func TestAgentsTableOnlyWhereItCompares(t *testing.T) {
	res := buildExample(t, "link-preview")
	ls := localizers(t)
	for _, lang := range res.Policy.Site.Languages {
		md := string(res.Files[lang+"/index.md"])
		if heading := "### " + ls[lang].s("agents_table.heading"); strings.Contains(md, heading) {
			t.Errorf("%s/index.md has the comparison table %q", lang, heading)
		}
	}
}

// TestGlueShortWords: Polish keeps one-letter words off the end of a line (format.nbsp_after);
// the space after such a word becomes a no-break space, in a message's own words only.
func TestGlueShortWords(t *testing.T) {
	const pl = "aiouwzAIOUWZ"
	tests := []struct{ in, glue, want string }{
		{"pliki w formacie PDF i HTML", pl, "pliki w\uE002formacie PDF i\uE002HTML"},
		{"W razie błędu", pl, "W\uE002razie błędu"},
		{"(z wyjątkiem", pl, "(z\uE002wyjątkiem"},
		{"„a potem", pl, "„a\uE002potem"},
		{"a i z", pl, "a\uE002i\uE002z"},                                            // the last word has no space after it
		{"kod 5 razy", pl, "kod 5 razy"},                                            // a digit is not a word of glue
		{"słowa", pl, "słowa"},                                                      // letters inside a word
		{"\uE000A\uE001 i \uE000B\uE001", pl, "\uE000A\uE001 i\uE002\uE000B\uE001"}, // placeholders stay
		{"pliki w formacie", "", "pliki w formacie"},                                // no rule
	}
	for _, tt := range tests {
		if got := glueShortWords(tt.in, tt.glue); got != tt.want {
			t.Errorf("glueShortWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	// On a page: the HTML binds the word with U+00A0; the Markdown keeps a space, for its reader's
	// own renderer to break.
	res := buildExample(t, "gmina-bot")
	want := "<li>Nazwa w\u00a0wierszu User-agent pliku robots.txt: <code data-policy=\"/agents/gminabot/token\" dir=\"auto\">GminaBot</code></li>"
	if page := string(res.Files["pl/index.html"]); !strings.Contains(page, want) {
		t.Errorf("pl/index.html lacks\n%s\n%s", want, near(page, want))
	}
	wantMD := "- Nazwa w wierszu User-agent pliku robots.txt: `GminaBot`"
	if md := string(res.Files["pl/index.md"]); !strings.Contains(md, "\n"+wantMD+"\n") {
		t.Errorf("pl/index.md lacks the line\n%s\n%s", wantMD, near(md, wantMD))
	}
}

// TestDiffBehaviour: every behaviour that a policy states as a whole (policy/diff_behaviour.go),
// and the crawlers of an address, said in the review as the pages say them, in every language,
// and classified by what is in force before and after. Each case edits an example (old → new)
// and wants, for one pointer, the class ("!" when known to be less polite) and the sentence in
// en, de, fr and pl.
func TestDiffBehaviour(t *testing.T) {
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
		{"links followed within the site", "linkgraph-bot", [][2]string{{`follows_links = "whole-web"`, `follows_links = "within-site"`}},
			"/agents/linkgraphbot/follows_links", "stricter", map[string]string{
				"en": "Changed for linkgraphbot: how far links are followed. Previously: “It follows links to any site on the web.” Now: “It follows links only within the site it fetches from.” This change makes the crawler more polite.",
				"de": "Geändert für „linkgraphbot“: wie weit der Crawler Links folgt. Bisher: „Folgt Links zu beliebigen Websites im gesamten Web.“ Neu: „Folgt Links nur innerhalb der jeweiligen Website.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification pour «\u202flinkgraphbot\u202f»\u202f: jusqu’où les liens sont suivis. Jusqu’à présent\u202f: «\u202fIl suit les liens vers n’importe quel site du Web.\u202f» Désormais\u202f: «\u202fIl ne suit que les liens internes au site exploré.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana dla robota „linkgraphbot”: zakres podążania za linkami. Dotychczas: „Podąża za linkami do dowolnych serwisów w całym internecie”. Odtąd: „Podąża za linkami wyłącznie w obrębie serwisu, z którego pobiera treści”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"links stated as followed across the web", "search-engine", [][2]string{{"[agents.fresh]\ntoken = \"NordsucheFresh\"", "[agents.fresh]\ntoken = \"NordsucheFresh\"\nfollows_links = \"whole-web\""}},
			"/agents/fresh/follows_links", "neutral", map[string]string{
				"en": "Added for NordsucheFresh: how far links are followed. Now: “It follows links to any site on the web.” This does not change how polite the crawler is.",
				"de": "Hinzugefügt für „NordsucheFresh“: wie weit der Crawler Links folgt. Neu: „Folgt Links zu beliebigen Websites im gesamten Web.“ An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
				"fr": "Ajout pour «\u202fNordsucheFresh\u202f»\u202f: jusqu’où les liens sont suivis. Désormais\u202f: «\u202fIl suit les liens vers n’importe quel site du Web.\u202f» Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.",
				"pl": "Dodano dla robota „NordsucheFresh” informację o zakresie podążania za linkami. Brzmienie: „Podąża za linkami do dowolnych serwisów w całym internecie”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.",
			}},
		{"embedded: fewer kinds", "link-preview", [][2]string{{`kinds = ["images", "video", "audio"]`, `kinds = ["images"]`}},
			"/agents/link-expanding/embedded", "stricter", map[string]string{
				"en": "Changed for Chatwork-LinkExpanding: what it does with the resources that a page embeds or names. Previously: “Along with a page, it fetches the images, videos and audio files that the page names in its meta tags.” Now: “Along with a page, it fetches the images that the page names in its meta tags.” This change makes the crawler more polite.",
				"de": "Geändert für „Chatwork-LinkExpanding“: der Umgang mit Ressourcen, die eine Seite einbindet oder nennt. Bisher: „Ruft mit einer Seite auch die Bilder, Videos und Audiodateien ab, die sie in ihren Meta-Tags nennt.“ Neu: „Ruft mit einer Seite auch die Bilder ab, die sie in ihren Meta-Tags nennt.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification pour «\u202fChatwork-LinkExpanding\u202f»\u202f: le traitement des ressources intégrées à une page. Jusqu’à présent\u202f: «\u202fLorsqu’il récupère une page, il récupère aussi les images, les vidéos et les fichiers audio que celle-ci désigne dans ses balises meta.\u202f» Désormais\u202f: «\u202fLorsqu’il récupère une page, il récupère aussi les images que celle-ci désigne dans ses balises meta.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana dla robota „Chatwork-LinkExpanding”: postępowanie z zasobami, które strona osadza lub wskazuje. Dotychczas: „Wraz ze stroną pobiera również obrazy, filmy i pliki audio, które strona wskazuje w swoich metatagach”. Odtąd: „Wraz ze stroną pobiera również obrazy, które strona wskazuje w swoich metatagach”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"embedded: no longer fetched", "link-preview", [][2]string{{`embedded = { fetch = "fetched", kinds = ["images", "video", "audio"], named_in = ["meta-tags"] }`, `embedded = { fetch = "not-fetched" }`}},
			"/agents/link-expanding/embedded", "stricter", map[string]string{
				"en": "Changed for Chatwork-LinkExpanding: what it does with the resources that a page embeds or names. Previously: “Along with a page, it fetches the images, videos and audio files that the page names in its meta tags.” Now: “It fetches only the pages themselves, not the images, scripts or other resources they embed.” This change makes the crawler more polite.",
				"de": "Geändert für „Chatwork-LinkExpanding“: der Umgang mit Ressourcen, die eine Seite einbindet oder nennt. Bisher: „Ruft mit einer Seite auch die Bilder, Videos und Audiodateien ab, die sie in ihren Meta-Tags nennt.“ Neu: „Ruft nur die Seiten selbst ab, nicht die Bilder, Skripte oder anderen Ressourcen, die sie einbinden.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification pour «\u202fChatwork-LinkExpanding\u202f»\u202f: le traitement des ressources intégrées à une page. Jusqu’à présent\u202f: «\u202fLorsqu’il récupère une page, il récupère aussi les images, les vidéos et les fichiers audio que celle-ci désigne dans ses balises meta.\u202f» Désormais\u202f: «\u202fIl ne récupère que les pages elles-mêmes, pas les images, scripts ou autres ressources qu’elles intègrent.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana dla robota „Chatwork-LinkExpanding”: postępowanie z zasobami, które strona osadza lub wskazuje. Dotychczas: „Wraz ze stroną pobiera również obrazy, filmy i pliki audio, które strona wskazuje w swoich metatagach”. Odtąd: „Pobiera wyłącznie same strony, bez osadzonych w nich obrazów, skryptów i innych zasobów”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"directives: honoured", "linkgraph-bot", [][2]string{{`rel_nofollow = "followed"`, "rel_nofollow = \"not-followed\"\nmeta_robots = [\"noindex\", \"nofollow\"]"}},
			"/agents/linkgraphbot/directives", "stricter", map[string]string{
				"en": "Changed for linkgraphbot: how it treats robots directives (robots meta tag, X-Robots-Tag, nofollow). Previously: “A link marked ‘rel=\"nofollow\"’ does not stop it: it may still fetch the link’s target.” Now: “It obeys these directives in a page’s robots meta tag: ‘noindex’ and ‘nofollow’. It does not follow links marked ‘rel=\"nofollow\"’.” This change makes the crawler more polite.",
				"de": "Geändert für „linkgraphbot“: der Umgang mit Robots-Anweisungen (Robots-Meta-Tag, X-Robots-Tag, nofollow). Bisher: „Ein mit ‚rel=\"nofollow\"‘ gekennzeichneter Link hält den Crawler nicht davon ab, ihm zu folgen: Das Linkziel kann trotzdem abgerufen werden.“ Neu: „Befolgt diese Anweisungen im Robots-Meta-Tag einer Seite: ‚noindex‘ und ‚nofollow‘. Folgt keinen Links, die mit ‚rel=\"nofollow\"‘ gekennzeichnet sind.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification pour «\u202flinkgraphbot\u202f»\u202f: le traitement des directives destinées aux robots. Jusqu’à présent\u202f: «\u202fLe robot suit aussi les liens marqués “rel=\"nofollow\"”\u202f: il peut en récupérer la cible.\u202f» Désormais\u202f: «\u202fIl respecte les directives suivantes de la balise meta robots d’une page\u202f: “noindex” et “nofollow”. Le robot ne suit pas les liens marqués “rel=\"nofollow\"”.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana dla robota „linkgraphbot”: sposób traktowania dyrektyw dla robotów (metatag robots, X-Robots-Tag, nofollow). Dotychczas: „Podąża także za linkami oznaczonymi «rel=\"nofollow\"»: może pobrać ich strony docelowe”. Odtąd: „Przestrzega dyrektyw z metatagu robots strony: «noindex» i «nofollow». Nie podąża za linkami oznaczonymi «rel=\"nofollow\"»”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"directives: removed", "linkgraph-bot", [][2]string{{"[agents.linkgraphbot.directives]\nrel_nofollow = \"followed\"\n", ""}},
			"/agents/linkgraphbot/directives", "neutral", map[string]string{
				"en": "No longer stated on the page for linkgraphbot: how it treats robots directives (robots meta tag, X-Robots-Tag, nofollow). Previously: “A link marked ‘rel=\"nofollow\"’ does not stop it: it may still fetch the link’s target.” This does not change how polite the crawler is.",
				"de": "Nicht mehr angegeben für „linkgraphbot“: der Umgang mit Robots-Anweisungen (Robots-Meta-Tag, X-Robots-Tag, nofollow). Bisher: „Ein mit ‚rel=\"nofollow\"‘ gekennzeichneter Link hält den Crawler nicht davon ab, ihm zu folgen: Das Linkziel kann trotzdem abgerufen werden.“ An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
				"fr": "Mention retirée pour «\u202flinkgraphbot\u202f»\u202f: le traitement des directives destinées aux robots. Jusqu’à présent\u202f: «\u202fLe robot suit aussi les liens marqués “rel=\"nofollow\"”\u202f: il peut en récupérer la cible.\u202f» Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.",
				"pl": "Ze strony usunięto dla robota „linkgraphbot” informację o sposobie traktowania dyrektyw dla robotów (metatag robots, X-Robots-Tag, nofollow). Dotychczas: „Podąża także za linkami oznaczonymi «rel=\"nofollow\"»: może pobrać ich strony docelowe”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.",
			}},
		{"revisits: after a stated time", "linkgraph-bot", [][2]string{{"later = true", `after = "30d"`}},
			"/agents/linkgraphbot/revisits", "stricter", map[string]string{
				"en": "Changed for linkgraphbot: when it checks a URL again after the server has answered a request for it with an error or a redirect. Previously: “A URL for which the server answered with HTTP 404 or 301 is checked again later.” Now: “A URL for which the server answered with HTTP 404 or 301 is checked again after 30\u00a0days.” This change makes the crawler more polite.",
				"de": "Geändert für „linkgraphbot“: die erneute Prüfung entfernter oder verschobener Adressen. Bisher: „Eine Adresse, für die der Server mit HTTP 404 oder 301 geantwortet hat, wird später erneut geprüft.“ Neu: „Eine Adresse, für die der Server mit HTTP 404 oder 301 geantwortet hat, wird nach 30\u00a0Tagen erneut geprüft.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification pour «\u202flinkgraphbot\u202f»\u202f: si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment. Jusqu’à présent\u202f: «\u202fUne adresse pour laquelle le serveur a répondu par un code HTTP\u00a0404 ou 301 est vérifiée de nouveau plus tard.\u202f» Désormais\u202f: «\u202fUne adresse pour laquelle le serveur a répondu par un code HTTP\u00a0404 ou 301 est vérifiée de nouveau après 30\u00a0jours.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana dla robota „linkgraphbot”: ponowne sprawdzanie adresów usuniętych lub przeniesionych. Dotychczas: „Adres, pod którym serwer zwrócił kod HTTP 404 lub 301, jest później sprawdzany ponownie”. Odtąd: „Adres, pod którym serwer zwrócił kod HTTP 404 lub 301, jest sprawdzany ponownie po 30\u00a0dniach”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"http: versions", "feed-reader", [][2]string{{`http = { compressed = true }`, `http = { compressed = true, versions = ["HTTP/1.1", "HTTP/2"] }`}},
			"/agents/fetcher/http", "neutral", map[string]string{
				"en": "Changed for ReadFeed/1.0: how it uses HTTP. Previously: “It accepts compressed responses.” Now: “It speaks ‘HTTP/1.1’ and ‘HTTP/2’. It accepts compressed responses.” This does not change how polite the crawler is.",
				"de": "Geändert für „ReadFeed/1.0“: wie er HTTP nutzt. Bisher: „Akzeptiert komprimierte Antworten.“ Neu: „Verwendet ‚HTTP/1.1‘ und ‚HTTP/2‘. Akzeptiert komprimierte Antworten.“ An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
				"fr": "Modification pour «\u202fReadFeed/1.0\u202f»\u202f: son usage du protocole HTTP. Jusqu’à présent\u202f: «\u202fLe robot accepte les réponses compressées.\u202f» Désormais\u202f: «\u202fIl utilise “HTTP/1.1” et “HTTP/2”. Le robot accepte les réponses compressées.\u202f» Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.",
				"pl": "Zmiana dla robota „ReadFeed/1.0”: sposób korzystania z HTTP. Dotychczas: „Przyjmuje odpowiedzi skompresowane”. Odtąd: „Używa protokołów «HTTP/1.1» i «HTTP/2». Przyjmuje odpowiedzi skompresowane”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.",
			}},
		{"http: a method more", "feed-reader", [][2]string{{`http = { compressed = true }`, `http = { compressed = true, methods = ["GET"] }`}},
			"/agents/fetcher/http", "stricter", map[string]string{
				"en": "Changed for ReadFeed/1.0: how it uses HTTP. Previously: “It accepts compressed responses.” Now: “It uses only the request method ‘GET’. It accepts compressed responses.” This change makes the crawler more polite.",
				"de": "Geändert für „ReadFeed/1.0“: wie er HTTP nutzt. Bisher: „Akzeptiert komprimierte Antworten.“ Neu: „Verwendet nur die Anfragemethode ‚GET‘. Akzeptiert komprimierte Antworten.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification pour «\u202fReadFeed/1.0\u202f»\u202f: son usage du protocole HTTP. Jusqu’à présent\u202f: «\u202fLe robot accepte les réponses compressées.\u202f» Désormais\u202f: «\u202fIl n’utilise que la méthode de requête “GET”. Le robot accepte les réponses compressées.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana dla robota „ReadFeed/1.0”: sposób korzystania z HTTP. Dotychczas: „Przyjmuje odpowiedzi skompresowane”. Odtąd: „Używa wyłącznie metody HTTP «GET». Przyjmuje odpowiedzi skompresowane”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"on demand: a shorter cache", "link-preview", [][2]string{{`cache_for = "30m"`, `cache_for = "10m"`}},
			"/agents/link-expanding/on_demand", "looser!", map[string]string{
				"en": "Changed for Chatwork-LinkExpanding: how it fetches when a person asks. Previously: “After fetching a URL, it serves the same response for about 30\u00a0minutes to every user who asks for that URL: within that time, the URL is not requested again.” Now: “After fetching a URL, it serves the same response for about 10\u00a0minutes to every user who asks for that URL: within that time, the URL is not requested again.” This change makes the crawler less polite. The change needs sign-off.",
				"de": "Geändert für „Chatwork-LinkExpanding“: wie er Adressen abruft, die eine Person anfordert. Bisher: „Eine Antwort wird etwa 30\u00a0Minuten lang für alle Nutzer wiederverwendet, die dieselbe Adresse aufrufen; in dieser Zeit wird die Adresse nicht erneut abgerufen.“ Neu: „Eine Antwort wird etwa 10\u00a0Minuten lang für alle Nutzer wiederverwendet, die dieselbe Adresse aufrufen; in dieser Zeit wird die Adresse nicht erneut abgerufen.“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
				"fr": "Modification pour «\u202fChatwork-LinkExpanding\u202f»\u202f: la manière dont il récupère les ressources qu’une personne lui demande. Jusqu’à présent\u202f: «\u202fIl réutilise une réponse pendant environ 30\u00a0minutes pour tous les utilisateurs qui demandent la même adresse\u202f: pendant ce délai, cette adresse n’est pas redemandée.\u202f» Désormais\u202f: «\u202fIl réutilise une réponse pendant environ 10\u00a0minutes pour tous les utilisateurs qui demandent la même adresse\u202f: pendant ce délai, cette adresse n’est pas redemandée.\u202f» L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
				"pl": "Zmiana dla robota „Chatwork-LinkExpanding”: sposób pobierania na prośbę użytkownika. Dotychczas: „Odpowiedź jest wykorzystywana ponownie przez około 30\u00a0minut dla wszystkich użytkowników, którzy wskażą ten sam adres: w tym czasie adres ten nie jest pobierany ponownie”. Odtąd: „Odpowiedź jest wykorzystywana ponownie przez około 10\u00a0minut dla wszystkich użytkowników, którzy wskażą ten sam adres: w tym czasie adres ten nie jest pobierany ponownie”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
			}},
		{"intervals: shorter", "linkgraph-bot", [][2]string{{`min_interval = "2500ms"`, `min_interval = "1s"`}},
			"/limits/intervals", "looser!", map[string]string{
				"en": "Changed: further minimum intervals between requests. Previously: “In addition, at most one request every 2.5\u00a0seconds per registrable domain and IP address: the host names of one registrable domain (such as ‘www.example.org’ and ‘shop.example.org’) served from the same IP address count together; other domains on that address count separately.” Now: “In addition, at most one request per second per registrable domain and IP address: the host names of one registrable domain (such as ‘www.example.org’ and ‘shop.example.org’) served from the same IP address count together; other domains on that address count separately.” This change makes the crawler less polite. The change needs sign-off.",
				"de": "Geändert: die weiteren Mindestabstände zwischen Anfragen. Bisher: „Zusätzlich gilt ein Mindestabstand von 2,5\u00a0Sekunden zwischen zwei Anfragen je Domain und Server-IP-Adresse (für Hostnamen derselben Domain, etwa ‚www.example.org‘ und ‚shop.example.org‘, gilt der Abstand gemeinsam, wenn sie unter derselben IP-Adresse liegen; für andere Domains unter dieser Adresse gilt jeweils ein eigener Abstand).“ Neu: „Zusätzlich gilt ein Mindestabstand von 1\u00a0Sekunde zwischen zwei Anfragen je Domain und Server-IP-Adresse (für Hostnamen derselben Domain, etwa ‚www.example.org‘ und ‚shop.example.org‘, gilt der Abstand gemeinsam, wenn sie unter derselben IP-Adresse liegen; für andere Domains unter dieser Adresse gilt jeweils ein eigener Abstand).“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
				"fr": "Modification\u202f: les intervalles supplémentaires entre les requêtes. Jusqu’à présent\u202f: «\u202fEn outre, au moins 2,5\u00a0secondes entre deux requêtes vers un même domaine sur une même adresse IP\u202f: tous les noms d’hôte de ce domaine servis par cette adresse (par exemple “www.example.org” et “shop.example.org”) partagent cette limite\u202f; chacun des autres domaines hébergés sur la même adresse a la sienne.\u202f» Désormais\u202f: «\u202fEn outre, au moins 1\u00a0seconde entre deux requêtes vers un même domaine sur une même adresse IP\u202f: tous les noms d’hôte de ce domaine servis par cette adresse (par exemple “www.example.org” et “shop.example.org”) partagent cette limite\u202f; chacun des autres domaines hébergés sur la même adresse a la sienne.\u202f» L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
				"pl": "Zmiana: kolejne minimalne odstępy między żądaniami. Dotychczas: „Ponadto najwyżej jedno żądanie na 2,5\u00a0sekundy osobno dla każdej zarejestrowanej domeny pod każdym adresem IP serwera: nazwy hostów jednej zarejestrowanej domeny (np. «www.example.org» i «shop.example.org») obsługiwane z tego samego adresu IP mają wspólny limit; inne domeny pod tym adresem liczą się osobno”. Odtąd: „Ponadto najwyżej jedno żądanie na sekundę osobno dla każdej zarejestrowanej domeny pod każdym adresem IP serwera: nazwy hostów jednej zarejestrowanej domeny (np. «www.example.org» i «shop.example.org») obsługiwane z tego samego adresu IP mają wspólny limit; inne domeny pod tym adresem liczą się osobno”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
			}},
		{"intervals: removed", "linkgraph-bot", [][2]string{{`intervals = [{ min_interval = "2500ms", interval_key = "domain-server" }]`, ""}},
			"/limits/intervals", "looser" /* a statement removed: no longer promised (review 8: en 2) */, map[string]string{
				"en": "No longer stated on the page: further minimum intervals between requests. Previously: “In addition, at most one request every 2.5\u00a0seconds per registrable domain and IP address: the host names of one registrable domain (such as ‘www.example.org’ and ‘shop.example.org’) served from the same IP address count together; other domains on that address count separately.” Since the page no longer commits the crawler to this, the crawler may now be less polite. The change needs sign-off.",
				"de": "Nicht mehr angegeben: die weiteren Mindestabstände zwischen Anfragen. Bisher: „Zusätzlich gilt ein Mindestabstand von 2,5\u00a0Sekunden zwischen zwei Anfragen je Domain und Server-IP-Adresse (für Hostnamen derselben Domain, etwa ‚www.example.org‘ und ‚shop.example.org‘, gilt der Abstand gemeinsam, wenn sie unter derselben IP-Adresse liegen; für andere Domains unter dieser Adresse gilt jeweils ein eigener Abstand).“ Da die Seite den Crawler hierauf nicht mehr festlegt, ist er nun möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
				"fr": "Mention retirée\u202f: les intervalles supplémentaires entre les requêtes. Jusqu’à présent\u202f: «\u202fEn outre, au moins 2,5\u00a0secondes entre deux requêtes vers un même domaine sur une même adresse IP\u202f: tous les noms d’hôte de ce domaine servis par cette adresse (par exemple “www.example.org” et “shop.example.org”) partagent cette limite\u202f; chacun des autres domaines hébergés sur la même adresse a la sienne.\u202f» La page n’engageant plus le robot sur ce point, l’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
				"pl": "Ze strony usunięto kolejne minimalne odstępy między żądaniami. Dotychczas: „Ponadto najwyżej jedno żądanie na 2,5\u00a0sekundy osobno dla każdej zarejestrowanej domeny pod każdym adresem IP serwera: nazwy hostów jednej zarejestrowanej domeny (np. «www.example.org» i «shop.example.org») obsługiwane z tego samego adresu IP mają wspólny limit; inne domeny pod tym adresem liczą się osobno”. Ponieważ strona nie zawiera już tego zapewnienia, nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
			}},
		{"response time delay: added", "linkgraph-bot", [][2]string{{`interval_key = "hostname"`, "interval_key = \"hostname\"\nresponse_time_delay = { factor = 3, max = \"30s\" }"}},
			"/limits/response_time_delay", "stricter", map[string]string{
				"en": "Added: the wait derived from the response time. Now: “Before its next request, the crawler waits 3\u00a0times as long as the last response took, but at most 30\u00a0seconds.” This change makes the crawler more polite.",
				"de": "Hinzugefügt: die aus der Antwortzeit abgeleitete Wartezeit. Neu: „Vor der nächsten Anfrage wartet der Crawler 3-mal so lange, wie die letzte Antwort gedauert hat, höchstens jedoch 30\u00a0Sekunden.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Ajout\u202f: l’attente calculée d’après le temps de réponse. Désormais\u202f: «\u202fAvant sa requête suivante, il attend 3\u00a0fois la durée de la dernière réponse, sans dépasser 30\u00a0secondes.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Dodano odstęp zależny od czasu odpowiedzi. Brzmienie: „Przed kolejnym żądaniem czeka 3\u00a0razy tyle, ile trwała ostatnia odpowiedź, jednak najwyżej 30\u00a0sekund”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"slow down: a factor stated", "linkgraph-bot", [][2]string{{`on = ["429"]`, "on = [\"429\"]\nfactor = 2"}},
			"/errors/slow_down", "looser", map[string]string{
				"en": "Changed: how the crawler slows down after error responses or timeouts. Previously: “After HTTP 429 (Too Many Requests), the crawler does not pause but lengthens the interval between its requests to the affected host name.” Now: “After HTTP 429 (Too Many Requests), the crawler does not pause but slows down: each time, the interval between its requests to the affected host name doubles.” This change may make the crawler less polite. The change needs sign-off.",
				"de": "Geändert: die Verlangsamung nach Fehlern. Bisher: „Bei HTTP 429 (Too Many Requests) pausiert der Crawler nicht, sondern vergrößert den Abstand zwischen seinen Anfragen an den betreffenden Hostnamen.“ Neu: „Bei HTTP 429 (Too Many Requests) pausiert der Crawler nicht, sondern wird langsamer: Der Abstand zwischen seinen Anfragen an den betreffenden Hostnamen verdoppelt sich jedes Mal.“ Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
				"fr": "Modification\u202f: le ralentissement après des erreurs. Jusqu’à présent\u202f: «\u202fAprès une réponse HTTP\u00a0429 (Too Many Requests), le robot ne fait pas de pause mais allonge l’intervalle entre ses requêtes vers le nom d’hôte concerné.\u202f» Désormais\u202f: «\u202fAprès une réponse HTTP\u00a0429 (Too Many Requests), le robot ne fait pas de pause mais ralentit\u202f: l’intervalle entre ses requêtes vers le nom d’hôte concerné double à chaque fois.\u202f» L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
				"pl": "Zmiana: spowalnianie po błędach. Dotychczas: „Gdy wystąpi błąd HTTP 429 (Too Many Requests), robot nie wstrzymuje pobierania, lecz wydłuża odstęp między kolejnymi żądaniami do danej nazwy hosta”. Odtąd: „Gdy wystąpi błąd HTTP 429 (Too Many Requests), robot nie wstrzymuje pobierania, lecz zwalnia: odstęp między jego żądaniami do danej nazwy hosta za każdym razem się podwaja”. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
			}},
		{"slow down: on 503 too", "linkgraph-bot", [][2]string{{`on = ["429"]`, `on = ["429", "503"]`}},
			"/errors/slow_down", "stricter", map[string]string{
				"en": "Changed: how the crawler slows down after error responses or timeouts. Previously: “After HTTP 429 (Too Many Requests), the crawler does not pause but lengthens the interval between its requests to the affected host name.” Now: “After HTTP 429 (Too Many Requests) or HTTP 503 (Service Unavailable), the crawler does not pause but lengthens the interval between its requests to the affected host name.” This change makes the crawler more polite.",
				"de": "Geändert: die Verlangsamung nach Fehlern. Bisher: „Bei HTTP 429 (Too Many Requests) pausiert der Crawler nicht, sondern vergrößert den Abstand zwischen seinen Anfragen an den betreffenden Hostnamen.“ Neu: „Bei HTTP 429 (Too Many Requests) oder HTTP 503 (Service Unavailable) pausiert der Crawler nicht, sondern vergrößert den Abstand zwischen seinen Anfragen an den betreffenden Hostnamen.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification\u202f: le ralentissement après des erreurs. Jusqu’à présent\u202f: «\u202fAprès une réponse HTTP\u00a0429 (Too Many Requests), le robot ne fait pas de pause mais allonge l’intervalle entre ses requêtes vers le nom d’hôte concerné.\u202f» Désormais\u202f: «\u202fAprès une réponse HTTP\u00a0429 (Too Many Requests) ou une réponse HTTP\u00a0503 (Service Unavailable), le robot ne fait pas de pause mais allonge l’intervalle entre ses requêtes vers le nom d’hôte concerné.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana: spowalnianie po błędach. Dotychczas: „Gdy wystąpi błąd HTTP 429 (Too Many Requests), robot nie wstrzymuje pobierania, lecz wydłuża odstęp między kolejnymi żądaniami do danej nazwy hosta”. Odtąd: „Gdy wystąpi błąd HTTP 429 (Too Many Requests) lub błąd HTTP 503 (Service Unavailable), robot nie wstrzymuje pobierania, lecz wydłuża odstęp między kolejnymi żądaniami do danej nazwy hosta”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"campaigns: more runs a year", "web-archive", [][2]string{{`runs_per_year = { min = 2, max = 4 }`, `runs_per_year = { min = 2, max = 6 }`}},
			"/jobs/broad/runs_per_year", "looser!", map[string]string{
				"en": "Changed in “Broad crawl”: how many times a year it runs. Previously: 2 to 4\u00a0times a year. Now: 2 to 6\u00a0times a year. This change makes the crawler less polite. The change needs sign-off.",
				"de": "Geändert bei der Abrufart „Domain-Crawl“: die Zahl der Läufe pro Jahr – bisher 2- bis 4-mal im Jahr, neu 2- bis 6-mal im Jahr. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
				"fr": "Modification dans la tâche «\u202fCollecte large\u202f»\u202f: le nombre d’exécutions par an (jusqu’à présent\u202f: de 2 à 4\u00a0fois par an\u202f; désormais\u202f: de 2 à 6\u00a0fois par an). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
				"pl": "Zmiana dla zadania „Gromadzenie szerokie”: liczba przebiegów w roku – dotychczas: od 2 do 4\u00a0razy w roku; odtąd: od 2 do 6\u00a0razy w roku. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
			}},
		{"campaigns: dates", "web-archive", [][2]string{{`runs_per_year = { min = 2, max = 4 }`, "runs_per_year = { min = 2, max = 4 }\ndates = [{ from = 2027-03-01, until = 2027-04-30 }]"}},
			// Dates where there were none keep the job to them: more polite (issue 12, diff8 6).
			"/jobs/broad/dates", "stricter", map[string]string{
				"en": "Added in “Broad crawl”: the dates on which it runs (from 1 March 2027 to 30 April 2027). This change makes the crawler more polite.",
				"de": "Hinzugefügt bei der Abrufart „Domain-Crawl“: die Zeiträume der Läufe – vom 1. März 2027 bis zum 30. April 2027. Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Ajout dans la tâche «\u202fCollecte large\u202f»\u202f: les dates des exécutions (du 1er\u00a0mars 2027 au 30\u00a0avril 2027). L’exploration devient plus respectueuse des sites.",
				"pl": "Dodano dla zadania „Gromadzenie szerokie” terminy przebiegów: od 1\u00a0marca 2027\u00a0r. do 30\u00a0kwietnia 2027\u00a0r. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"budgets: in every pass", "web-archive", [][2]string{{`, first_pass = true`, ""}},
			"/jobs/broad/budgets", "stricter", map[string]string{
				"en": "Changed in “Broad crawl”: the limits on how much data is downloaded. Previously: “In the first pass, at most 50\u00a0MB downloaded per registrable domain.” Now: “At most 50\u00a0MB downloaded per registrable domain.” This change makes the crawler more polite.",
				"de": "Geändert bei der Abrufart „Domain-Crawl“: die Obergrenzen für die abgerufene Datenmenge. Bisher: „Im ersten Durchgang höchstens 50\u00a0MB Datenvolumen je Domain (mit allen Subdomains).“ Neu: „Höchstens 50\u00a0MB Datenvolumen je Domain (mit allen Subdomains).“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification dans la tâche «\u202fCollecte large\u202f»\u202f: les plafonds du volume de données téléchargées. Jusqu’à présent\u202f: «\u202fLors du premier passage, au plus 50\u00a0Mo de données téléchargées par domaine (sous-domaines compris).\u202f» Désormais\u202f: «\u202fAu plus 50\u00a0Mo de données téléchargées par domaine (sous-domaines compris).\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana dla zadania „Gromadzenie szerokie”: limity ilości pobieranych danych. Dotychczas: „W pierwszym etapie najwyżej 50\u00a0MB pobranych danych na zarejestrowaną domenę”. Odtąd: „Najwyżej 50\u00a0MB pobranych danych na zarejestrowaną domenę”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"budgets: larger", "web-archive", [][2]string{{`max = "50MB"`, `max = "100MB"`}},
			"/jobs/broad/budgets", "looser!", map[string]string{
				"en": "Changed in “Broad crawl”: the limits on how much data is downloaded. Previously: “In the first pass, at most 50\u00a0MB downloaded per registrable domain.” Now: “In the first pass, at most 100\u00a0MB downloaded per registrable domain.” This change makes the crawler less polite. The change needs sign-off.",
				"de": "Geändert bei der Abrufart „Domain-Crawl“: die Obergrenzen für die abgerufene Datenmenge. Bisher: „Im ersten Durchgang höchstens 50\u00a0MB Datenvolumen je Domain (mit allen Subdomains).“ Neu: „Im ersten Durchgang höchstens 100\u00a0MB Datenvolumen je Domain (mit allen Subdomains).“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
				"fr": "Modification dans la tâche «\u202fCollecte large\u202f»\u202f: les plafonds du volume de données téléchargées. Jusqu’à présent\u202f: «\u202fLors du premier passage, au plus 50\u00a0Mo de données téléchargées par domaine (sous-domaines compris).\u202f» Désormais\u202f: «\u202fLors du premier passage, au plus 100\u00a0Mo de données téléchargées par domaine (sous-domaines compris).\u202f» L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
				"pl": "Zmiana dla zadania „Gromadzenie szerokie”: limity ilości pobieranych danych. Dotychczas: „W pierwszym etapie najwyżej 50\u00a0MB pobranych danych na zarejestrowaną domenę”. Odtąd: „W pierwszym etapie najwyżej 100\u00a0MB pobranych danych na zarejestrowaną domenę”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
			}},
		{"feed ttl: a longer shortest time", "feed-reader", [][2]string{{`min = "5m"`, `min = "10m"`}},
			"/jobs/poll/feed_ttl", "stricter", map[string]string{
				"en": "Changed in “Feed polling”: how a feed’s own refresh time is honoured. Previously: “A feed that states its own refresh time (<ttl>) is fetched at that interval, subject to a minimum of 5\u00a0minutes and a maximum of 12\u00a0hours: a shorter time counts as 5\u00a0minutes, a longer one as 12\u00a0hours.” Now: “A feed that states its own refresh time (<ttl>) is fetched at that interval, subject to a minimum of 10\u00a0minutes and a maximum of 12\u00a0hours: a shorter time counts as 10\u00a0minutes, a longer one as 12\u00a0hours.” This change makes the crawler more polite.",
				"de": "Geändert bei der Abrufart „Abruf der Feeds“: die Beachtung des im Feed angegebenen Aktualisierungsintervalls. Bisher: „Das im Feed angegebene Aktualisierungsintervall (<ttl>) wird im Bereich von 5\u00a0Minuten bis 12\u00a0Stunden beachtet: Ein kürzerer Wert zählt als 5\u00a0Minuten, ein längerer als 12\u00a0Stunden.“ Neu: „Das im Feed angegebene Aktualisierungsintervall (<ttl>) wird im Bereich von 10\u00a0Minuten bis 12\u00a0Stunden beachtet: Ein kürzerer Wert zählt als 10\u00a0Minuten, ein längerer als 12\u00a0Stunden.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification dans la tâche «\u202fRelève des flux\u202f»\u202f: la prise en compte du délai d’actualisation propre à un flux. Jusqu’à présent\u202f: «\u202fLe délai d’actualisation propre à un flux (<ttl>) est respecté s’il est compris entre 5\u00a0minutes et 12\u00a0heures\u202f; une valeur inférieure est portée à 5\u00a0minutes, une valeur supérieure ramenée à 12\u00a0heures.\u202f» Désormais\u202f: «\u202fLe délai d’actualisation propre à un flux (<ttl>) est respecté s’il est compris entre 10\u00a0minutes et 12\u00a0heures\u202f; une valeur inférieure est portée à 10\u00a0minutes, une valeur supérieure ramenée à 12\u00a0heures.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana dla zadania „Odpytywanie kanałów”: uwzględnianie czasu odświeżania podanego w kanale. Dotychczas: „Własny czas odświeżania kanału (<ttl>) jest uwzględniany w granicach od 5\u00a0minut do 12\u00a0godzin; krótszy liczy się jako 5\u00a0minut, dłuższy jako 12\u00a0godzin”. Odtąd: „Własny czas odświeżania kanału (<ttl>) jest uwzględniany w granicach od 10\u00a0minut do 12\u00a0godzin; krótszy liczy się jako 10\u00a0minut, dłuższy jako 12\u00a0godzin”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"feed ttl: removed", "feed-reader", [][2]string{{`feed_ttl = { min = "5m", max = "12h" }`, ""}},
			"/jobs/poll/feed_ttl", "looser", map[string]string{
				"en": "No longer stated on the page in “Feed polling”: how a feed’s own refresh time is honoured. Previously: “A feed that states its own refresh time (<ttl>) is fetched at that interval, subject to a minimum of 5\u00a0minutes and a maximum of 12\u00a0hours: a shorter time counts as 5\u00a0minutes, a longer one as 12\u00a0hours.” Since the page no longer commits the crawler to this, the crawler may now be less polite. The change needs sign-off.",
				"de": "Nicht mehr angegeben bei der Abrufart „Abruf der Feeds“: die Beachtung des im Feed angegebenen Aktualisierungsintervalls. Bisher: „Das im Feed angegebene Aktualisierungsintervall (<ttl>) wird im Bereich von 5\u00a0Minuten bis 12\u00a0Stunden beachtet: Ein kürzerer Wert zählt als 5\u00a0Minuten, ein längerer als 12\u00a0Stunden.“ Da die Seite den Crawler hierauf nicht mehr festlegt, ist er nun möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
				"fr": "Mention retirée dans la tâche «\u202fRelève des flux\u202f»\u202f: la prise en compte du délai d’actualisation propre à un flux. Jusqu’à présent\u202f: «\u202fLe délai d’actualisation propre à un flux (<ttl>) est respecté s’il est compris entre 5\u00a0minutes et 12\u00a0heures\u202f; une valeur inférieure est portée à 5\u00a0minutes, une valeur supérieure ramenée à 12\u00a0heures.\u202f» La page n’engageant plus le robot sur ce point, l’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
				"pl": "Ze strony usunięto dla zadania „Odpytywanie kanałów” informację o uwzględnianiu czasu odświeżania podanego w kanale. Dotychczas: „Własny czas odświeżania kanału (<ttl>) jest uwzględniany w granicach od 5\u00a0minut do 12\u00a0godzin; krótszy liczy się jako 5\u00a0minut, dłuższy jako 12\u00a0godzin”. Ponieważ strona nie zawiera już tego zapewnienia, nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
			}},
		{"shared fetch: removed", "feed-reader", [][2]string{{`shared_fetch = true`, ""}},
			"/jobs/poll/shared_fetch", "looser" /* a statement removed: no longer promised (review 8: en 2) */, map[string]string{
				"en": "No longer stated on the page in “Feed polling”: one fetch for all the users who asked for a URL. Previously: “A URL is fetched once for all the users who asked for it, not once for each of them.” Since the page no longer commits the crawler to this, the crawler may now be less polite. The change needs sign-off.",
				"de": "Nicht mehr angegeben bei der Abrufart „Abruf der Feeds“: ein einziger Abruf für alle Nutzer, die eine Adresse angefordert haben. Bisher: „Eine Adresse wird nicht für jeden Nutzer einzeln abgerufen, sondern einmal für alle Nutzer, die sie angefordert haben.“ Da die Seite den Crawler hierauf nicht mehr festlegt, ist er nun möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
				"fr": "Mention retirée dans la tâche «\u202fRelève des flux\u202f»\u202f: une seule récupération par adresse pour l’ensemble des utilisateurs qui l’ont demandée. Jusqu’à présent\u202f: «\u202fUne adresse demandée par plusieurs utilisateurs n’est récupérée qu’une fois pour tous, et non une fois par utilisateur.\u202f» La page n’engageant plus le robot sur ce point, l’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
				"pl": "Ze strony usunięto dla zadania „Odpytywanie kanałów” zasadę, że każdy adres jest pobierany tylko raz dla wszystkich użytkowników, którzy o niego poprosili. Dotychczas: „Każdy adres jest pobierany raz dla wszystkich użytkowników, którzy o niego poprosili, niezależnie od ich liczby”. Ponieważ strona nie zawiera już tego zapewnienia, nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
			}},
		{"robots.txt handling that repeats the general one", "linkgraph-bot", [][2]string{{"[[agents.linkgraphbot.variants]]", "[agents.linkgraphbot.robots_txt_handling]\ncrawl_delay = \"honoured-if-longer\"\n\n[[agents.linkgraphbot.variants]]"}},
			"/agents/linkgraphbot/robots_txt_handling/crawl_delay", "neutral", map[string]string{
				"en": "Added for linkgraphbot: how Crawl-delay is treated. Now: “A Crawl-delay longer than the crawler’s minimum interval between requests is honoured; a shorter one changes nothing.” This does not change how polite the crawler is.",
				"de": "Hinzugefügt für „linkgraphbot“: der Umgang mit Crawl-delay. Neu: „Eine Crawl-delay-Angabe, deren Wert über dem eigenen Mindestabstand des Crawlers liegt, wird beachtet; ein kleinerer Wert ändert nichts.“ An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
				"fr": "Ajout pour «\u202flinkgraphbot\u202f»\u202f: le traitement de la directive Crawl-delay. Désormais\u202f: «\u202fLa directive Crawl-delay est respectée si elle impose un délai plus long que l’intervalle minimal du robot\u202f; un délai plus court ne change rien.\u202f» Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.",
				"pl": "Dodano dla robota „linkgraphbot” informację o sposobie traktowania wiersza Crawl-delay. Brzmienie: „Wartość Crawl-delay większa niż minimalny odstęp robota między żądaniami jest uwzględniana; mniejsza niczego nie zmienia”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.",
			}},
		// Beside linkgraph-bot's min_interval, "honoured" is stated as the page states it: only a
		// longer Crawl-delay acts (new-user trial 27, F-16).
		{"robots.txt handling stricter than the general one", "linkgraph-bot", [][2]string{{"[[agents.linkgraphbot.variants]]", "[agents.linkgraphbot.robots_txt_handling]\ncrawl_delay = \"honoured\"\n\n[[agents.linkgraphbot.variants]]"}},
			"/agents/linkgraphbot/robots_txt_handling/crawl_delay", "stricter", map[string]string{
				"en": "Added for linkgraphbot: how Crawl-delay is treated. Now: “A Crawl-delay longer than the crawler’s minimum interval between requests is honoured; a shorter one changes nothing.” This change makes the crawler more polite.",
				"de": "Hinzugefügt für „linkgraphbot“: der Umgang mit Crawl-delay. Neu: „Eine Crawl-delay-Angabe, deren Wert über dem eigenen Mindestabstand des Crawlers liegt, wird beachtet; ein kleinerer Wert ändert nichts.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Ajout pour «\u202flinkgraphbot\u202f»\u202f: le traitement de la directive Crawl-delay. Désormais\u202f: «\u202fLa directive Crawl-delay est respectée si elle impose un délai plus long que l’intervalle minimal du robot\u202f; un délai plus court ne change rien.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Dodano dla robota „linkgraphbot” informację o sposobie traktowania wiersza Crawl-delay. Brzmienie: „Wartość Crawl-delay większa niż minimalny odstęp robota między żądaniami jest uwzględniana; mniejsza niczego nie zmienia”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		// RFC 9309's own reading, which no page states as one sentence, said as a value, not
		// quoted as the page's text (review15 fr 12, de 40; TestQuotedNowOnPage).
		{"group matching", "linkgraph-bot", [][2]string{{`group_matching = "rfc9309"`, `group_matching = "merges-star"`}},
			"/agents/linkgraphbot/group_matching", "stricter", map[string]string{
				"en": "Changed for linkgraphbot: how it chooses the robots.txt groups it obeys. Previously: as specified in RFC 9309. Now: “It reads the ‘*’ group together with any group that names it, as one group: a group of its own adds rules to those of the ‘*’ group instead of replacing them.” This change makes the crawler more polite.",
				"de": "Geändert für „linkgraphbot“: nach welchen Regeln er die für ihn geltenden Gruppen der robots.txt auswählt. Bisher: nach RFC 9309. Neu: „Liest die Gruppe ‚*‘ zusammen mit jeder Gruppe, die ihn nennt, wie eine einzige Gruppe: Eine eigene Gruppe ergänzt die Regeln der Gruppe ‚*‘, statt sie zu ersetzen.“ Der Crawler wird dadurch rücksichtsvoller.",
				"fr": "Modification pour «\u202flinkgraphbot\u202f»\u202f: la manière dont il choisit les groupes de robots.txt qu’il respecte. Jusqu’à présent\u202f: comme le prévoit la RFC\u00a09309. Désormais\u202f: «\u202fIl lit le groupe “*” avec tout groupe qui le nomme, comme un seul groupe\u202f: un groupe qui lui est propre ajoute des règles à celles du groupe “*” au lieu de les remplacer.\u202f» L’exploration devient plus respectueuse des sites.",
				"pl": "Zmiana dla robota „linkgraphbot”: sposób wybierania w pliku robots.txt grup, do których robot się stosuje – dotychczas: zgodnie z RFC 9309; odtąd: „Grupę «*» odczytuje łącznie z każdą grupą, w której go wymieniono, jako jedną grupę: własna grupa uzupełnia reguły grupy «*», zamiast je zastępować”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			}},
		{"user agent form", "linkgraph-bot", [][2]string{{`follows_links = "whole-web"`, "follows_links = \"whole-web\"\nuser_agent_form = \"contains\""}},
			"/agents/linkgraphbot/user_agent_form", "identity", map[string]string{
				"en": "Added for linkgraphbot: how the User-Agent stands in the header. Now: “The User-Agent header contains: ‘Mozilla/5.0 (compatible; LinkGraphBot/0.9; +https://linkgraph.example/crawler)’.” Allowlists and filters that name the crawler may need updating.",
				"de": "Hinzugefügt für „linkgraphbot“: die Stellung des User-Agents im Header. Neu: „Der User-Agent enthält: ‚Mozilla/5.0 (compatible; LinkGraphBot/0.9; +https://linkgraph.example/crawler)‘.“ Freigabelisten, Filter und Firewall-Regeln, die den Crawler erkennen, müssen eventuell angepasst werden.",
				"fr": "Ajout pour «\u202flinkgraphbot\u202f»\u202f: la place du User-Agent dans l’en-tête. Désormais\u202f: «\u202fL’en-tête User-Agent contient\u202f: “Mozilla/5.0 (compatible; LinkGraphBot/0.9; +https://linkgraph.example/crawler)”.\u202f» Il faudra peut-être mettre à jour les listes d’autorisation et les filtres qui visent le robot.",
				"pl": "Dodano dla robota „linkgraphbot” postać, w jakiej ciąg User-Agent występuje w nagłówku. Brzmienie: „Nagłówek User-Agent zawiera: «Mozilla/5.0 (compatible; LinkGraphBot/0.9; +https://linkgraph.example/crawler)»”. Listy dozwolonych robotów (białe listy) i filtry, które rozpoznają tego robota, mogą wymagać aktualizacji.",
			}},
		{"former user agent", "linkgraph-bot", [][2]string{{"[[agents.linkgraphbot.variants]]", "[[agents.linkgraphbot.former]]\nuser_agent = \"LinkGraphBot/0.8\"\nuntil = 2026-06-30\n\n[[agents.linkgraphbot.variants]]"}},
			"/agents/linkgraphbot/former/0", "identity", map[string]string{
				"en": "Added for linkgraphbot: a former User-Agent or product token (“Former User-Agent, no longer sent: ‘LinkGraphBot/0.8’ (in use until 30 June 2026)”). Allowlists and filters that name the crawler may need updating.",
				"de": "Hinzugefügt für „linkgraphbot“: ein früherer User-Agent oder ein früheres Token – „Früherer User-Agent, nicht mehr gesendet: ‚LinkGraphBot/0.8‘ (bis zum 30. Juni 2026)“. Freigabelisten, Filter und Firewall-Regeln, die den Crawler erkennen, müssen eventuell angepasst werden.",
				"fr": "Ajout pour «\u202flinkgraphbot\u202f»\u202f: un ancien User-Agent ou un ancien jeton («\u202fAncien User-Agent, qui n’est plus envoyé\u202f: “LinkGraphBot/0.8” (jusqu’au 30\u00a0juin 2026)\u202f»). Il faudra peut-être mettre à jour les listes d’autorisation et les filtres qui visent le robot.",
				"pl": "Dodano dla robota „linkgraphbot” dawny nagłówek User-Agent lub dawny token: „Dawny nagłówek User-Agent, już niewysyłany: «LinkGraphBot/0.8» (do 30\u00a0czerwca 2026\u00a0r.)”. Listy dozwolonych robotów (białe listy) i filtry, które rozpoznają tego robota, mogą wymagać aktualizacji.",
			}},
		{"a crawler of an address", "search-engine", [][2]string{{"prefix = \"192.0.2.0/26\"\nagents = [\"nordsuchebot\", \"fresh\"]", "prefix = \"192.0.2.0/26\"\nagents = [\"nordsuchebot\"]"}},
			"/network/addresses/0/agents/1", "identity", map[string]string{
				"en": "Removed for the IP prefix 192.0.2.0/26: a crawler listed for it (“NordsucheFresh”). Allowlists and firewall rules that list the crawler’s IP addresses may need updating.",
				"de": "Entfernt beim IP-Adressbereich „192.0.2.0/26“: ein Crawler, der diese Adresse nutzt – „NordsucheFresh“. Freigabelisten und Firewall-Regeln, die die IP-Adressen des Crawlers aufführen, müssen eventuell angepasst werden.",
				"fr": "Suppression pour le préfixe IP «\u202f192.0.2.0/26\u202f»\u202f: un robot qui l’utilise pour envoyer ses requêtes («\u202fNordsucheFresh\u202f»). Il faudra peut-être mettre à jour les listes d’autorisation et les règles de pare-feu qui énumèrent les adresses IP du robot.",
				"pl": "Usunięto dla prefiksu IP „192.0.2.0/26” robota, który wysyła z niego żądania: „NordsucheFresh”. Listy dozwolonych adresów IP i reguły zapory sieciowej, które wymieniają adresy IP robota, mogą wymagać aktualizacji.",
			}},
		{"a crawler of a host name", "search-engine", [][2]string{{"pattern = \"fulltextrobot-*.search.example\"\nagents = [\"nordsuchebot\", \"fresh\"]", "pattern = \"fulltextrobot-*.search.example\"\nagents = [\"nordsuchebot\"]"}},
			"/network/host_names/0/agents/1", "identity", map[string]string{
				"en": "Removed for the host names fulltextrobot-*.search.example: a crawler listed for these reverse DNS names (“NordsucheFresh”). Scripts that verify the crawler by reverse DNS may need updating.",
				"de": "Entfernt bei den Hostnamen „fulltextrobot-*.search.example“: ein Crawler, dessen Adressen diese Hostnamen tragen – „NordsucheFresh“. Skripte, die den Crawler per Reverse-DNS prüfen, müssen eventuell angepasst werden.",
				"fr": "Suppression pour les noms d’hôte «\u202ffulltextrobot-*.search.example\u202f»\u202f: un robot dont les adresses portent ces noms d’hôte («\u202fNordsucheFresh\u202f»). Il faudra peut-être mettre à jour les scripts qui vérifient le robot par DNS inverse.",
				"pl": "Usunięto dla nazw hostów „fulltextrobot-*.search.example” robota, którego adresy mają te nazwy hostów: „NordsucheFresh”. Skrypty, które weryfikują robota na podstawie rekordu PTR, mogą wymagać aktualizacji.",
			}},
		{"addresses no longer said to be unpublished", "linkgraph-bot", [][2]string{{"[network]\nunpublished = true", "[network]"}},
			"/network/unpublished", "identity", map[string]string{
				"en": "Changed: the page no longer says that the IP addresses are not published. Allowlists and filters that name the crawler may need updating.",
				"de": "Geändert: Die Seite sagt nicht mehr, dass der Betreiber keine IP-Adressen veröffentlicht. Freigabelisten, Filter und Firewall-Regeln, die den Crawler erkennen, müssen eventuell angepasst werden.",
				"fr": "Modification\u202f: la page cesse d’indiquer que les adresses IP ne sont pas publiées. Il faudra peut-être mettre à jour les listes d’autorisation et les filtres qui visent le robot.",
				"pl": "Zmiana: strona nie informuje już, że adresy IP nie są publikowane. Listy dozwolonych robotów (białe listy) i filtry, które rozpoznają tego robota, mogą wymagać aktualizacji.",
			}},
		{"the \"*\" group ignored", "linkgraph-bot", [][2]string{{`group_matching = "rfc9309"`, "ignores_star_group = true"}},
			"/agents/linkgraphbot/ignores_star_group", "looser!", map[string]string{
				"en": "Changed for linkgraphbot: the crawler now ignores the “*” group of robots.txt. This change makes the crawler less polite. The change needs sign-off.",
				"de": "Geändert für „linkgraphbot“: Die Regeln der Gruppe „*“ der robots.txt gelten nicht mehr für den Crawler. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
				"fr": "Modification pour «\u202flinkgraphbot\u202f»\u202f: le robot ne suit plus les règles du groupe «\u202f*\u202f» de robots.txt. L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
				"pl": "Zmiana dla robota „linkgraphbot”: robot pomija teraz grupę „*” w robots.txt. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, lang := range []string{"en", "de", "fr", "pl"} {
				var said []string
				found := false
				for _, c := range diffReview(t, msgs, tt.example, tt.edits, lang) {
					class := string(c.Class)
					if c.Class == policy.ClassLooser && strings.Contains(c.Sentence, lessPolite(t, msgs, lang)) {
						class += "!"
					}
					said = append(said, c.Pointer+" "+class+": "+c.Sentence)
					if c.Pointer != tt.ptr {
						continue
					}
					found = true
					if class != tt.class {
						t.Errorf("%s: class %s, want %s", lang, class, tt.class)
					}
					if want := tt.want[lang]; c.Sentence != want {
						t.Errorf("%s: sentence\n%q\nwant\n%q", lang, c.Sentence, want)
					}
				}
				if !found {
					t.Errorf("%s: no change at %s; the review says:\n%s", lang, tt.ptr, strings.Join(said, "\n"))
				}
			}
		})
	}
}

// lessPolite is the sentence that says a change makes the crawler less polite, in lang.
func lessPolite(t *testing.T, msgs *Messages, lang string) string {
	t.Helper()
	m, ok := msgs.Message(lang, "diff.class.less_polite")
	if !ok {
		t.Fatal("no diff.class.less_polite")
	}
	return m.Other
}

// TestDiffCellsAsThePage: the old and new values that sitegen diff shows to people are durations
// and sizes as the pages state them ("7 days"), not as policy.toml may write them ("1w", which the
// file did not say); the JSON keeps policy.toml's form for programs.
func TestDiffCellsAsThePage(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][2]string{
		"en": {"7\u00a0days", "14\u00a0days"},
		"de": {"7\u00a0Tage", "14\u00a0Tage"},
		"fr": {"7\u00a0jours", "14\u00a0jours"},
		"pl": {"7\u00a0dni", "14\u00a0dni"},
	}
	for lang, w := range want {
		found := false
		for _, c := range diffReview(t, msgs, "civic-ingestor", [][2]string{{`then_every = "7d"`, `then_every = "14d"`}}, lang) {
			if c.Pointer != "/jobs/documents/retry/then_every" {
				continue
			}
			found = true
			if c.OldShown != w[0] || c.NewShown != w[1] || c.Old != "1w" || c.New != "2w" {
				t.Errorf("%s: shown %q → %q, JSON %q → %q; want %q → %q, JSON 1w → 2w", lang, c.OldShown, c.NewShown, c.Old, c.New, w[0], w[1])
			}
		}
		if !found {
			t.Errorf("%s: no change of /jobs/documents/retry/then_every", lang)
		}
	}
}

// TestNativeReview2Messages: the round-2 fixes of messages that no example page shows, rendered
// with the values a policy would give them.
func TestNativeReview2Messages(t *testing.T) {
	ls := localizers(t)
	tests := []struct {
		name, lang string
		text       Text
		want       string
	}{
		{"a pause after one event (en F8)", "en",
			ls["en"].n("reaction.times_within", count(1, ""), "On", plain("a failed attempt"), "Within", ls["en"].t("scope_in.sync")),
			"a failed attempt, once in one sync run"},
		{"an address that only verifies keys, used by a crawler (en F9)", "en",
			ls["en"].t("network.address_key_verification_agents", "Prefix", code("", "192.0.2.90/32"), "Agents", code("", "NordsucheBot")),
			"192.0.2.90/32, used by NordsucheBot, not for crawling but only to fetch the key file that a site publishes to confirm its IndexNow key, with one request per key check"},
		{"test versions of two crawlers (en)", "en",
			ls["en"].n("network.address_test_agents", count(2, ""), "Prefix", code("", "192.0.2.70/32"), "Agents", plain("NordsucheBot and NordsucheFresh")),
			"192.0.2.70/32, used by the test versions of NordsucheBot and NordsucheFresh"},
		{"test versions of two crawlers (pl G3)", "pl",
			ls["pl"].n("network.address_test_agents", count(2, ""), "Prefix", code("", "192.0.2.70/32"), "Agents", plain("NordsucheBot i NordsucheFresh")),
			"192.0.2.70/32 – używany przez wersje testowe robotów NordsucheBot i NordsucheFresh"},
		{"an agreement per site (de)", "de",
			ls["de"].t("contact.agreement_scope", "Scope", textForms{base: ls["de"].t("scope_per.site"), forms: map[string]Text{"In": ls["de"].t("scope_in.site")}}),
			"Vereinbarungen werden je Website getroffen; eine Vereinbarung gilt für alle Adressen auf derselben Website, aber für nichts darüber hinaus."},
	}
	for _, tt := range tests {
		if got := tt.text.Plain(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
