package generator

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// Round 5 of the native review (issue 12), the rest: exact sentences in the four languages.

// TestReview5Answers: the short answers at the top of every example's page, each as the whole
// sentence the HTML page shows, in the four languages; the Markdown page has the same text after
// its question's link. The snippet's answer says where robots.txt is not read that the snippet
// does not stop those fetches (en 11); one signing key is "the published key" (en 15, de 11); the
// Polish check by reverse DNS names the PTR record's name (pl 16); French says a name resolves to
// an address (fr 25).
// mdLink is a Markdown link, [text](target), with its text.
var mdLink = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)

func TestReview5Answers(t *testing.T) {
	want := map[string]map[string][]string{
		"civic-ingestor": {
			"en": {
				"Add the snippet “Block civic-ingestor from the whole site” to your robots.txt. It does not stop fetches from sites in these categories, for which robots.txt is not read: “Providers that stream council sessions”, “Municipal geoportals” and “OpenStreetMap tile servers”.",
				"Write to support@civic.example to ask for a slower rate.",
				"Check the request’s IP address against the published list.",
				"Write to support@civic.example.",
			},
			"de": {
				"Fügen Sie die Vorlage „civic-ingestor vollständig aussperren“ in Ihre robots.txt ein. Bei den folgenden Arten von Websites wird die robots.txt nicht gelesen; dort wirkt die Vorlage also nicht: „Streaming-Plattformen für Ratssitzungen“, „Geoportale der Kommunen“ und „Kachelserver von OpenStreetMap“.",
				"Schreiben Sie an support@civic.example, um eine niedrigere Abrufrate zu erbitten.",
				"Prüfen Sie, ob die IP-Adresse der Anfrage im veröffentlichten Adressbereich liegt.",
				"Schreiben Sie an support@civic.example.",
			},
			"fr": {
				"Ajoutez l’extrait «\u202fExclure entièrement civic-ingestor\u202f» à votre fichier robots.txt. Pour les catégories de sites suivantes, robots.txt n’est pas lu, et l’extrait y reste donc sans effet\u202f: «\u202fPrestataires de retransmission des séances du conseil\u202f», «\u202fGéoportails des communes\u202f» et «\u202fServeurs de tuiles d’OpenStreetMap\u202f».",
				"Écrivez à support@civic.example pour demander un rythme plus lent.",
				"Comparez l’adresse IP de la requête à la liste publiée.",
				"Écrivez à support@civic.example.",
			},
			"pl": {
				"Należy dodać do pliku robots.txt wpis podany w\u00a0sekcji „Całkowita blokada robota civic-ingestor”. W\u00a0serwisach z\u00a0kategorii „Dostawcy transmisji posiedzeń rad”, „Geoportale gmin” i\u00a0„Serwery kafelków OpenStreetMap” plik ten nie jest jednak odczytywany, więc wpis tam nie działa.",
				"O\u00a0wolniejsze tempo pobierania mogą Państwo poprosić, pisząc na adres support@civic.example.",
				"Należy sprawdzić, czy adres IP żądania znajduje się na opublikowanej liście.",
				"Można do nas pisać na adres support@civic.example.",
			},
		},
		"gazette-bot": {
			"en": {
				"Add the snippet “Block GazetteBot from the whole site” to your robots.txt.",
				"Add a Crawl-delay line to your robots.txt.",
				"Write to contact@gazette.example.",
			},
			"de": {
				"Fügen Sie die Vorlage „GazetteBot vollständig aussperren“ in Ihre robots.txt ein.",
				"Fügen Sie Ihrer robots.txt eine Crawl-delay-Zeile hinzu.",
				"Schreiben Sie an contact@gazette.example.",
			},
			"fr": {
				"Ajoutez l’extrait «\u202fExclure entièrement GazetteBot\u202f» à votre fichier robots.txt.",
				"Ajoutez une ligne Crawl-delay à votre fichier robots.txt.",
				"Écrivez à contact@gazette.example.",
			},
			"pl": {
				"Wystarczy dodać do pliku robots.txt wpis podany w\u00a0sekcji „Całkowita blokada robota GazetteBot”.",
				"Wystarczy dodać wiersz Crawl-delay do pliku robots.txt.",
				"Można do nas pisać na adres contact@gazette.example.",
			},
		},
		"gmina-bot": {
			"en": {
				"Add the snippet “Block GminaBot from the whole site” to your robots.txt.",
				"Add a Crawl-delay line to your robots.txt.",
				"Check the request’s IP address against the published list.",
				"Write to kontakt@gmina.example.",
			},
			"de": {
				"Fügen Sie die Vorlage „GminaBot vollständig aussperren“ in Ihre robots.txt ein.",
				"Fügen Sie Ihrer robots.txt eine Crawl-delay-Zeile hinzu.",
				"Prüfen Sie, ob die IP-Adresse der Anfrage in einem der veröffentlichten Adressbereiche liegt.",
				"Schreiben Sie an kontakt@gmina.example.",
			},
			"fr": {
				"Ajoutez l’extrait «\u202fExclure entièrement GminaBot\u202f» à votre fichier robots.txt.",
				"Ajoutez une ligne Crawl-delay à votre fichier robots.txt.",
				"Comparez l’adresse IP de la requête à la liste publiée.",
				"Écrivez à kontakt@gmina.example.",
			},
			"pl": {
				"Wystarczy dodać do pliku robots.txt wpis podany w\u00a0sekcji „Całkowita blokada robota GminaBot”.",
				"Wystarczy dodać wiersz Crawl-delay do pliku robots.txt.",
				"Należy sprawdzić, czy adres IP żądania znajduje się na opublikowanej liście.",
				"Można do nas pisać na adres kontakt@gmina.example.",
			},
		},
		"triple-fetchers": {
			"en": {
				"Add the snippet “Block all three crawlers from the whole site” to your robots.txt.",
				"Only ExampleFetch signs its requests (Web Bot Auth): check their signatures with the published key.",
				"Write to robots@sovereign.example.",
			},
			"de": {
				"Fügen Sie die Vorlage „Alle drei Crawler aussperren“ in Ihre robots.txt ein.",
				"Nur ExampleFetch signiert seine Anfragen (Web Bot Auth); prüfen Sie die Signatur mit dem veröffentlichten Schlüssel.",
				"Schreiben Sie an robots@sovereign.example.",
			},
			"fr": {
				"Ajoutez l’extrait «\u202fExclure les trois robots\u202f» à votre fichier robots.txt.",
				"Seul ExampleFetch signe ses requêtes (Web Bot Auth)\u202f: vérifiez leur signature avec la clé publiée.",
				"Écrivez à robots@sovereign.example.",
			},
			"pl": {
				"Wystarczy dodać do pliku robots.txt wpis podany w\u00a0sekcji „Całkowita blokada wszystkich trzech robotów”.",
				"Tylko ExampleFetch podpisuje żądania (Web Bot Auth); podpisy można sprawdzić za pomocą opublikowanego klucza.",
				"Można do nas pisać na adres robots@sovereign.example.",
			},
		},
		"feed-reader": {
			"en": {
				"ReadFeed/1.0 does not obey robots.txt, so a robots.txt rule cannot shut it out; to turn it away, answer its requests with HTTP 404 or 410.",
				"Write to support@readfeed.example.",
			},
			"de": {
				"Der Crawler ReadFeed/1.0 befolgt die Regeln der robots.txt nicht; um ihn abzuweisen, beantworten Sie seine Anfragen mit HTTP 404 oder 410.",
				"Schreiben Sie an support@readfeed.example.",
			},
			"fr": {
				"ReadFeed/1.0 ne respecte pas robots.txt\u202f; pour lui refuser l’accès, répondez à ses requêtes par un code HTTP\u00a0404 ou 410.",
				"Écrivez à support@readfeed.example.",
			},
			"pl": {
				"Robot ReadFeed/1.0 nie stosuje się do reguł z\u00a0pliku robots.txt; aby go zablokować, należy odpowiadać na jego żądania kodem HTTP 404 lub 410.",
				"Można do nas pisać na adres support@readfeed.example.",
			},
		},
		"link-preview": {
			"en": {
				"Write to robots@chat.example to have your site added to the blocklist.",
				"Write to robots@chat.example.",
			},
			"de": {
				"Schreiben Sie an robots@chat.example, damit Ihre Website auf die Sperrliste gesetzt wird.",
				"Schreiben Sie an robots@chat.example.",
			},
			"fr": {
				"Écrivez à robots@chat.example pour que votre site soit ajouté à la liste de blocage.",
				"Écrivez à robots@chat.example.",
			},
			"pl": {
				"Aby poprosić o\u00a0wpisanie Państwa serwisu na listę wykluczeń, należy napisać na adres robots@chat.example.",
				"Można do nas pisać na adres robots@chat.example.",
			},
		},
		"web-archive": {
			"en": {
				"heritrix/3.4.0 fetches under a legal mandate and does not obey robots.txt, so a robots.txt rule cannot shut it out.",
				"Write to webarchive@webarchive.example.",
			},
			"de": {
				"Der Crawler heritrix/3.4.0 ruft Seiten im Rahmen eines gesetzlichen Auftrags ab; er befolgt die robots.txt nicht und lässt sich daher nicht über sie aussperren.",
				"Schreiben Sie an webarchive@webarchive.example.",
			},
			"fr": {
				"heritrix/3.4.0 agit au titre d’une mission légale et ne respecte donc pas robots.txt\u202f: ce fichier ne permet pas de le bloquer.",
				"Écrivez à webarchive@webarchive.example.",
			},
			"pl": {
				"Robot heritrix/3.4.0 działa na podstawie przepisów prawa i\u00a0nie stosuje się do reguł z\u00a0pliku robots.txt, więc nie można go w\u00a0ten sposób zablokować.",
				"Można do nas pisać na adres webarchive@webarchive.example.",
			},
		},
		"linkgraph-bot": {
			"en": {
				"Add the snippet “Block LinkGraphBot from the whole site” to your robots.txt.",
				"Add a Crawl-delay line to your robots.txt.",
				"Check that the reverse DNS name of the request’s IP address has the published form and resolves back to the same address.",
				"Write to crawler@linkgraph.example.",
			},
			"de": {
				"Fügen Sie die Vorlage „LinkGraphBot aussperren“ in Ihre robots.txt ein.",
				"Fügen Sie Ihrer robots.txt eine Crawl-delay-Zeile hinzu.",
				"Prüfen Sie, ob der Reverse-DNS-Name der IP-Adresse der Anfrage die veröffentlichte Form hat und wieder in dieselbe Adresse aufgelöst wird.",
				"Schreiben Sie an crawler@linkgraph.example.",
			},
			"fr": {
				"Ajoutez l’extrait «\u202fExclure entièrement LinkGraphBot\u202f» à votre fichier robots.txt.",
				"Ajoutez une ligne Crawl-delay à votre fichier robots.txt.",
				"Vérifiez que le nom DNS inverse de l’adresse IP de la requête a la forme publiée et se résout à son tour en la même adresse.",
				"Écrivez à crawler@linkgraph.example.",
			},
			"pl": {
				"Wystarczy dodać do pliku robots.txt wpis podany w\u00a0sekcji „Całkowita blokada robota LinkGraphBot”.",
				"Wystarczy dodać wiersz Crawl-delay do pliku robots.txt.",
				"Należy sprawdzić, czy nazwa z\u00a0rekordu PTR (rekordu odwrotnego DNS) adresu IP żądania pasuje do wzorca podanego na tej stronie, a\u00a0rekord A/AAAA tej nazwy wskazuje ten sam adres.",
				"Można do nas pisać na adres crawler@linkgraph.example.",
			},
		},
		"search-engine": {
			"en": {
				"Add the snippet “Block NordsucheBot and NordsucheFresh from the whole site” to your robots.txt. It does not cover NordsucheReadLater: the operator does not state whether that crawler reads robots.txt.",
				"Check the request’s IP address against the published list, or check that its reverse DNS name has one of the published forms and resolves back to the same address.",
				"Write to bot@search.example.",
			},
			"de": {
				"Fügen Sie die Vorlage „NordsucheBot und NordsucheFresh aussperren“ in Ihre robots.txt ein. Sie erfasst NordsucheReadLater nicht: Ob dieser Crawler die robots.txt liest, gibt der Betreiber nicht an.",
				"Prüfen Sie, ob die IP-Adresse der Anfrage zu den veröffentlichten Adressen gehört oder ob ihr Reverse-DNS-Name eine der veröffentlichten Formen hat und wieder in dieselbe Adresse aufgelöst wird.",
				"Schreiben Sie an bot@search.example.",
			},
			"fr": {
				"Ajoutez l’extrait «\u202fExclure NordsucheBot et NordsucheFresh de tout le site\u202f» à votre fichier robots.txt. Il ne couvre pas NordsucheReadLater\u202f: l’exploitant n’indique pas si ce robot lit robots.txt.",
				"Comparez l’adresse IP de la requête à la liste publiée, ou vérifiez que son nom DNS inverse a l’une des formes publiées et se résout à son tour en la même adresse.",
				"Écrivez à bot@search.example.",
			},
			"pl": {
				"Należy dodać do pliku robots.txt wpis podany w\u00a0sekcji „Całkowita blokada robotów NordsucheBot i\u00a0NordsucheFresh”. Wpis nie obejmuje robota NordsucheReadLater: nie podajemy, czy ten robot odczytuje plik robots.txt.",
				"Należy sprawdzić, czy adres IP żądania znajduje się na opublikowanej liście albo czy nazwa z\u00a0rekordu PTR (rekordu odwrotnego DNS) tego adresu pasuje do jednego ze wzorców podanych na tej stronie, a\u00a0rekord A/AAAA tej nazwy wskazuje ten sam adres.",
				"Można do nas pisać na adres bot@search.example.",
			},
		},
	}
	for _, name := range examples {
		res := buildExample(t, name)
		for _, lang := range review4Langs {
			answers, _ := answersOf(t, res.Files[lang+"/index.html"])
			var got []string
			for _, a := range answers {
				got = append(got, a.text)
			}
			if !slices.Equal(got, want[name][lang]) {
				t.Errorf("%s/%s: the answers are\n%q\nwant\n%q", name, lang, got, want[name][lang])
			}
			// The Markdown page writes code and links as Markdown, and binds no short words.
			plain := func(s string) string {
				s = mdLink.ReplaceAllString(s, "$1")
				return strings.NewReplacer("`", "", "\u00a0", " ").Replace(s)
			}
			md := plain(string(res.Files[lang+"/index.md"]))
			for _, w := range want[name][lang] {
				if first, _, _ := strings.Cut(w, " "); (lang == "pl" || lang == "fr") && !strings.Contains(string(res.Files[lang+"/index.md"]), " – `"+first) {
					// After the dash of its Markdown line, a small letter (review15-pl, 3; review15-fr, 9), unless it starts with code.
					r, size := utf8.DecodeRuneInString(w)
					w = string(unicode.ToLower(r)) + w[size:]
				}
				if !strings.Contains(md, " – "+plain(w)+"\n") && !(lang == "de" && strings.Contains(md, ": "+plain(w)+"\n")) {
					t.Errorf("%s/%s/index.md lacks the answer\n%q", name, lang, w)
				}
			}
		}
	}
}

// TestReview5Meaning: the page's sentences that said something other than what is meant, each as
// the exact line in the four languages: the written approval needed apart from the categories of
// site whose fetches do not read robots.txt (en 12); a product token "for robots.txt" only where
// the policy says whether the agent reads it (en 23); what an address for key verification does
// (en 22); one name for the council's system in the pauses (en 17, fr 26); the status codes that
// end the polling of a failing feed found under their heading (en 33); a Polish agreement not
// said to cover the addresses it covers (pl 14).
func TestReview5Meaning(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"en": {
			"\n- Apart from the categories of site for which robots.txt is not read (“Providers that stream council sessions”, “Municipal geoportals” and “OpenStreetMap tile servers”), the crawler disregards robots.txt only with the site’s explicit written approval, and only for requests to the API or downloads of documents.\n",
			"\n| A failed sync, 3\u00a0times in a row | 10\u00a0minutes at first, then twice as long each time, up to 6\u00a0hours | The system |\n",
		},
		"de": {"\n- Abgesehen von den Arten von Websites, bei denen die robots.txt nicht gelesen wird („Streaming-Plattformen für Ratssitzungen“, „Geoportale der Kommunen“ und „Kachelserver von OpenStreetMap“), weicht der Crawler von der robots.txt nur ab, wenn der Website-Betreiber ausdrücklich schriftlich zustimmt – und auch dann nur für die API oder Dokumente.\n"},
		"fr": {
			"\n- En dehors des catégories de sites pour lesquelles robots.txt n’est pas lu («\u202fPrestataires de retransmission des séances du conseil\u202f», «\u202fGéoportails des communes\u202f» et «\u202fServeurs de tuiles d’OpenStreetMap\u202f»), le robot ne déroge aux règles de robots.txt qu’avec l’accord écrit et explicite du responsable du site, et uniquement pour l’API ou les documents.\n",
			"\n| 3\u00a0synchronisations consécutives en échec | 10\u00a0minutes, puis le double à chaque nouvelle pause, sans dépasser 6\u00a0heures | Le système |\n",
		},
		"pl": {
			"\n- Poza kategoriami serwisów, w przypadku których plik robots.txt nie jest odczytywany („Dostawcy transmisji posiedzeń rad”, „Geoportale gmin” i „Serwery kafelków OpenStreetMap”), robot odstępuje od reguł robots.txt wyłącznie za wyraźną pisemną zgodą administratora serwisu. Odstępstwo może przy tym obejmować jedynie żądania do API lub pobieranie dokumentów.\n",
			"\n- Każde uzgodnienie obejmuje wszystkie adresy URL w obrębie jednej nazwy hosta i nie obejmuje żadnych innych.\n",
		},
	})
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{
		"en": {"\n- Product token: `NordsucheReadLater`\n", "\n- `192.0.2.90/32`, used not for crawling but only to fetch the key file that a site publishes to confirm its IndexNow key, with one request per key check\n"},
		"de": {"\n- Produkt-Token: `NordsucheReadLater`\n", "\n- `192.0.2.90/32`, nicht zum Crawlen genutzt, sondern nur, um bei jeder Schlüsselprüfung einmal die Schlüsseldatei abzurufen, mit der eine Website ihren IndexNow-Schlüssel bestätigt\n"},
		"fr": {"\n- Jeton de produit\u202f: `NordsucheReadLater`\n", "\n- `192.0.2.90/32`, qui ne sert pas à l’exploration, mais uniquement à demander, une fois par vérification de clé, le fichier de clé qu’un site publie pour confirmer sa clé IndexNow\n"},
		"pl": {"\n- Nazwa robota (token produktu): `NordsucheReadLater`\n", "\n- `192.0.2.90/32` – nie służy do pobierania stron, lecz wyłącznie do pobierania pliku, w którym serwis potwierdza swój klucz IndexNow (raz przy każdej weryfikacji klucza)\n"},
	})
	// Review 8, en 7: a feed that keeps failing is one with server errors or timeouts; the two
	// codes that end the requests are named where they are said.
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{
		"en": {"A feed that keeps failing with server errors or timeouts is still requested for as long as anyone subscribes to it. HTTP 404 and 410 are the exception: answer the requests with either to stop them.\n"},
		"de": {"Ein Feed, der dauerhaft Fehler liefert (etwa Serverfehler oder Zeitüberschreitungen), wird weiter abgerufen, solange ihn jemand abonniert hat. Um die Abrufe zu beenden, antworten Sie mit HTTP 404 oder 410.\n"},
		"fr": {"Un flux dont la récupération échoue durablement (par exemple en raison d’erreurs du serveur ou de délais dépassés) continue d’être demandé tant que quelqu’un y est abonné. Pour mettre fin aux requêtes, répondez-y par un code HTTP\u00a0404 ou 410.\n"},
		"pl": {"Kanał, przy którego pobieraniu stale występują błędy (np. błędy serwera lub przekroczenie czasu oczekiwania na odpowiedź), jest pobierany dalej, dopóki ktoś go subskrybuje. Aby zakończyć pobieranie, wystarczy odpowiadać na te żądania kodem HTTP 404 lub 410.\n"},
	})
}

// TestReview5Grammar: the grammar findings of round 5, each as the exact line in the languages it
// touches: English retries "at least 1 second and then 2 seconds" (list.then; en 21); one signing
// key said as one where no address is published (network.keys_on_page; en 15), and French "envoyée
// par" before a name that may start with a vowel (fr 12).
func TestReview5Grammar(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"en": {
			"\n- A request that fails with a network error or a server error (HTTP 5xx) is retried at most twice, after waits of at least 1\u00a0second and then 2\u00a0seconds.\n",
			"<br>A failed fetch is retried after waits of at least 15\u00a0minutes, 1\u00a0hour, 6\u00a0hours, 24\u00a0hours and 3\u00a0days, and then every 7\u00a0days. |\n",
		},
	})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{
		"en": {"\nThe User-Agent names the crawler, but anyone can send it: a request from `ExampleFetch` can be verified by its signature (Web Bot Auth), with the key published on this page; for any other request, write to the operator if in doubt.\n"},
		"de": {"\nDer User-Agent nennt den Crawler, kann aber von jedem gesendet werden. Ob eine Anfrage tatsächlich vom Crawler `ExampleFetch` stammt, prüfen Sie deshalb anhand ihrer Signatur (Web Bot Auth) mit dem auf dieser Seite veröffentlichten Schlüssel; bei anderen Anfragen schreiben Sie im Zweifel an den Betreiber.\n"},
		"fr": {"\nLe User-Agent ne prouve rien à lui seul, car n’importe qui peut l’envoyer. Une requête dont le User-Agent désigne `ExampleFetch` se vérifie donc grâce à sa signature (Web Bot Auth) et à la clé publiée sur cette page. Pour les autres requêtes, en cas de doute, écrivez à l’exploitant.\n"},
		"pl": {"\nNagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota `ExampleFetch`, potwierdza podpis żądania (Web Bot Auth) sprawdzony kluczem opublikowanym na tej stronie; w razie wątpliwości co do innych żądań mogą Państwo do nas napisać.\n"},
	})
	// Polish names of changed fields are noun phrases after "Zmiana:"/"Usunięto:" (pl 11).
	ls := localizers(t)
	for _, tt := range []struct{ id, want string }{
		{"diff.field.robots_unreachable", "zasada obowiązująca, gdy plik robots.txt jest nieosiągalny (błąd serwera HTTP 5xx lub błąd sieci)"},
		{"diff.field.job_refetch_after_failure", "stosowanie minimalnego odstępu przed ponownym pobraniem także wtedy, gdy zasobu nie znaleziono lub wystąpił błąd"},
	} {
		if got := ls["pl"].t(tt.id).Plain(); got != tt.want {
			t.Errorf("pl %s: %q, want %q", tt.id, got, tt.want)
		}
	}
}

// TestReview5FetchScope: the first kind of fetch stated for an agent limits what it fetches, so
// it is more polite; the last one removed frees it (de 13). Exact sentences in four languages; German
// says of a change that makes the crawler more polite "dadurch", as of the others (de 31).
// The value is quoted without "(not the pages they link to)", which the page says only of a crawler
// that follows no links (review 8, de 9: ExampleFetch follows them one level deep). German names
// the restriction added or lifted, not what is fetched (review 20, de C1: read as more fetching),
// and names the crawler once, the verdict joined to its sentence (review 22, de C6: diff.class_then).
// ExampleFetch follows links and reads sitemaps: what it was given is where it starts (English
// review 24, M3: diff.fetch_scope_limited_start, _unlimited_start).
func TestReview5FetchScope(t *testing.T) {
	const tf = "../examples/triple-fetchers"
	none := [][2]string{{"fetches = [\"named-url\"]\nuses_sitemaps", "uses_sitemaps"}}
	runReview4Diff(t, []review4DiffCase{
		{"a limit of what is fetched stated (de 13)", tf, none, nil, "/agents/example-fetch/fetches/0", "stricter", map[string]string{
			"en": "Now restricted for ExampleFetch: the crawler starts only from “the URLs it was given” (what it fetches from there is described on the policy page). This change makes the crawler more polite.",
			"de": "Eingeschränkt für „ExampleFetch“: Als Ausgangspunkt nutzt der Crawler nur noch „die vorgegebenen Adressen“ und wird dadurch rücksichtsvoller.",
			"fr": "Nouvelle restriction pour «\u202fExampleFetch\u202f»\u202f: le robot ne prend désormais pour point de départ que «\u202fles adresses qui lui sont indiquées\u202f». L’exploration devient plus respectueuse des sites.",
			"pl": "Nowe ograniczenie dla robota „ExampleFetch”: robot zaczyna pobieranie wyłącznie od wskazanych adresów. Robot staje się przez to mniej uciążliwy dla serwisów.",
		}},
		{"the limit removed", tf, nil, none, "/agents/example-fetch/fetches/0", "looser", map[string]string{
			"en": "No longer restricted for ExampleFetch: before this change, the crawler started only from “the URLs it was given”. This change makes the crawler less polite. The change needs sign-off.",
			"de": "Einschränkung aufgehoben für „ExampleFetch“: Der Crawler nutzt nicht mehr nur „die vorgegebenen Adressen“ als Ausgangspunkt und wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Restriction levée pour «\u202fExampleFetch\u202f»\u202f: jusqu’à présent, le robot ne prenait pour point de départ que «\u202fles adresses qui lui sont indiquées\u202f». L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zniesienie ograniczenia dla robota „ExampleFetch”: dotychczas robot zaczynał pobieranie wyłącznie od wskazanych adresów; odtąd może je zaczynać także od innych adresów. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
	})
}

// TestReview5RobotsProse: the operator's prose about robots.txt (locales/<lang>/robots.md) opens
// the section on robots.txt, not the one on what is fetched (pl 25, fr 29).
func TestReview5RobotsProse(t *testing.T) {
	res := buildExample(t, "search-engine")
	checkPageLines(t, res, map[string][]string{
		"en": {"\n## How robots.txt is read\n\nA change to robots.txt usually takes effect within a few days; for some sites it takes several weeks, depending on how often the crawlers visit them.\n"},
		"de": {"\n## Wie die robots.txt ausgewertet wird\n\nEine Änderung der robots.txt berücksichtigen die Crawler in der Regel innerhalb einiger Tage; bei manchen Websites dauert es mehrere Wochen, je nachdem, wie oft die Crawler sie besuchen.\n"},
		"fr": {"\n## Lecture de robots.txt\n\nUne modification de robots.txt est en général prise en compte en quelques jours\u202f; pour certains sites, il faut plusieurs semaines, selon la fréquence des visites des robots.\n"},
		"pl": {"\n## Obsługa pliku robots.txt\n\nZmiana w pliku robots.txt jest zwykle uwzględniana w ciągu kilku dni; w przypadku niektórych serwisów trwa to kilka tygodni, zależnie od tego, jak często roboty odwiedzają dany serwis.\n"},
	})
}

// TestReview5AgentName: linkgraph-bot's crawler is named LinkGraphBot, as its snippet's label
// names it, while robots.txt groups name its token as the seed gives it (en 26); a name added in
// every language at once is said in the review's language, not as the label's members.
func TestReview5AgentName(t *testing.T) {
	const lg = "../examples/linkgraph-bot"
	name := "name = { en = \"LinkGraphBot\", de = \"LinkGraphBot\", fr = \"LinkGraphBot\", pl = \"LinkGraphBot\" }\n"
	runReview4Diff(t, []review4DiffCase{
		{"a name added", lg, [][2]string{{name, ""}}, nil, "/agents/linkgraphbot/name", "wording", map[string]string{
			"en": "Added for linkgraphbot: the name the page gives the crawler (“LinkGraphBot”). Only the wording changes.",
			"de": "Hinzugefügt für „linkgraphbot“: der Name, unter dem die Seite den Crawler führt – „LinkGraphBot“. Nur der Wortlaut ändert sich.",
			"fr": "Ajout pour «\u202flinkgraphbot\u202f»\u202f: le nom que la page donne au robot («\u202fLinkGraphBot\u202f»). Les règles restent inchangées.",
			"pl": "Dodano dla robota „linkgraphbot” nazwę, pod którą strona przedstawia robota: „LinkGraphBot”. Zmiana wyłącznie redakcyjna.",
		}},
	})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{
		"en": {"\n### LinkGraphBot\n\n- Product token for robots.txt: `linkgraphbot`\n"},
		"de": {"\n### LinkGraphBot\n\n- Produkt-Token für die robots.txt: `linkgraphbot`\n"},
		"fr": {"\n### LinkGraphBot\n\n- Jeton de produit pour robots.txt\u202f: `linkgraphbot`\n"},
		"pl": {"\n### LinkGraphBot\n\n- Nazwa w wierszu User-agent pliku robots.txt: `linkgraphbot`\n"},
	})
}

// TestReview5Style: the style findings of round 5 agreed with, each as the exact line in the
// languages it touches (the others are asserted where older tests had them: matching_test,
// onlywindow_test, portal_test, newkeys_test, native3/5_test).
func TestReview5Style(t *testing.T) {
	civic := buildExample(t, "civic-ingestor")
	checkPageLines(t, civic, map[string][]string{
		// de 21: the changes and their consequences, not "mit dem, was sie ändern".
		"de": {"\n- [changes.html](changes.html) – alle Änderungen dieser Richtlinie und ihre Folgen für Webmaster, die neueste zuerst\n"},
		// fr 19, 21: not "compte comme", "cela représente".
		"fr": {
			"<br>Une liste qui reste sans réponse pendant une minute est considérée comme ayant dépassé le délai.<br>",
			"<br>Seules les modifications depuis la dernière exécution sont demandées\u202f; en l’absence de changement, une seule page est lue par liste.<br>",
		},
		// pl 27: no verb missing after "a dodatkowo".
		"pl": {"\n- Dla tych serwisów obowiązują limity ogólne oraz dodatkowo poniższe limity.\n"},
	})
	if got, want := string(civic.Files["de/changes.md"]), "\nAlle Änderungen dieser Richtlinie, die neueste zuerst, jeweils mit ihren Folgen für Webmaster.\n"; !strings.Contains(got, want) {
		t.Errorf("de/changes.md lacks %q", want)
	}
	// pl 8: the class headings as noun phrases.
	ls := localizers(t)
	for _, tt := range []struct{ id, want string }{
		{"changes.class.stricter", "Zmiany zmniejszające uciążliwość"},
		{"changes.class.looser", "Zmiany, które zwiększają lub mogą zwiększyć uciążliwość"},
		{"diff.class_heading.stricter", "Zmiany zmniejszające uciążliwość"},
		{"diff.class_heading.looser", "Zmiany zwiększające uciążliwość lub o nieustalonym skutku – wymagają zatwierdzenia"},
	} {
		if got := ls["pl"].t(tt.id).Plain(); got != tt.want {
			t.Errorf("pl %s: %q, want %q", tt.id, got, tt.want)
		}
	}
	// fr 30, pl 23: refused with an HTTP code; in Polish the crawler is blocked, not rejected.
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{
		"fr": {"\n- Pour lui refuser l’accès, répondez par un code HTTP\u00a0404 ou 410 aux requêtes dont le User-Agent contient `ReadFeed/1.0`.\n"},
		"pl": {"\n- Aby go zablokować, należy odpowiadać kodem HTTP 404 lub 410 na żądania, których nagłówek User-Agent zawiera `ReadFeed/1.0`.\n"},
	})
	// fr 22: "dans la limite de", not the language of finance.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{
		"fr": {"\n- Seul le début du fichier est analysé, dans la limite de 500\u00a0Kio (la RFC\u00a09309 impose d’en analyser au moins 500\u00a0Kio).\n"},
	})
	// de 33: search-engine's IPv6 prefixes in numeric order, as its policy now lists them.
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{
		"en": {"\n- `2001:db8:64::/123`, used by `NordsucheBot` and `NordsucheFresh`\n- `2001:db8:96::/123`, used by `NordsucheBot` and `NordsucheFresh`\n- `2001:db8:128::/123`, used by `NordsucheBot` and `NordsucheFresh`\n"},
	})
}

// TestReview5InnerQuotes: a text quoted whole in a diff sentence has its own quotation marks
// nested, by its language's rule (en 7), in every review language.
func TestReview5InnerQuotes(t *testing.T) {
	runReview4Diff(t, []review4DiffCase{
		{"an English text that quotes a name (en 7)", "../examples/civic-ingestor", nil, [][2]string{{"including during runs of “Full sync”\"", "even during runs of “Full sync”\""}}, "/jobs/slow-lists/conditions/0/en", "wording", map[string]string{
			"en": "Changed in “Slow lists”: a condition under which it runs (in English). Previously: “only for optional lists (for example, consultations), including during runs of ‘Full sync’”. Now: “only for optional lists (for example, consultations), even during runs of ‘Full sync’”. No figure or setting in the policy has changed, but the new wording may change what the text means.",
			"de": "Geändert bei der Abrufart „Langsame Listen“ (englische Fassung): eine Bedingung, unter der die Abrufart läuft – bisher „only for optional lists (for example, consultations), including during runs of ‘Full sync’“, neu „only for optional lists (for example, consultations), even during runs of ‘Full sync’“. Die Werte und Einstellungen der Richtlinie bleiben unverändert, doch der neue Wortlaut kann eine andere Bedeutung haben.",
			"fr": "Nouvelle formulation, en anglais, d’une condition d’exécution dans la tâche «\u202fListes à réponse lente\u202f» (jusqu’à présent\u202f: «\u202fonly for optional lists (for example, consultations), including during runs of ‘Full sync’\u202f»\u202f; désormais\u202f: «\u202fonly for optional lists (for example, consultations), even during runs of ‘Full sync’\u202f»). Les valeurs fixées par les règles restent les mêmes\u202f; si la nouvelle formulation en modifie le sens, c’est elle qui fait foi.",
			"pl": "Zmiana dla zadania „Listy o długim czasie odpowiedzi”: warunek wykonywania zadania (wersja angielska) – dotychczas: „only for optional lists (for example, consultations), including during runs of ‘Full sync’”; odtąd: „only for optional lists (for example, consultations), even during runs of ‘Full sync’”. Wartości w zasadach nie uległy zmianie; ewentualna zmiana znaczenia wynika wyłącznie z nowego brzmienia.",
		}},
	})
}

// TestReview5LegendOrder: the week's legend names the other hours last, after the windows they
// contrast with (en 9), in the four languages.
func TestReview5LegendOrder(t *testing.T) {
	res := buildExample(t, "gazette-bot")
	want := map[string][]string{
		"en": {"Blank: no requests to sites in the category “Municipal websites” (time window: “Peak hours of municipal websites”)", "Other hours: requests possible"},
		"de": {"Leer: keine Anfragen an „Websites der Gemeinden“ („Stoßzeiten der Gemeinde-Websites“)", "Übrige Stunden: Anfragen möglich"},
		"fr": {"Zone vide\u202f: aucune requête vers les sites de la catégorie «\u202fSites des communes\u202f» (plage horaire\u202f: «\u202fHeures d’affluence des sites communaux\u202f»)", "Autres heures\u202f: requêtes possibles"},
		"pl": {"Puste pola: brak żądań do serwisów z\u00a0kategorii „Strony internetowe gmin” (okno „Godziny największego ruchu na stronach gmin”)", "Pozostałe godziny: żądania możliwe"},
	}
	for _, lang := range review4Langs {
		if got := legendOf(res.Files[lang+"/index.html"]); !slices.Equal(got, want[lang]) {
			t.Errorf("%s: the legend is\n%q\nwant\n%q", lang, got, want[lang])
		}
	}
}
