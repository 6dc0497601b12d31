package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// newKeysContact, newKeysSite and newKeysPolicy state the keys of issue #11's first-time user:
// a faster rate on request for some sites and a slower one without a number, a form for one
// purpose, an abuse address, retention periods, a larger body cut off, a last good copy of
// robots.txt kept for at most 30 days, several triggers, changes announced ahead, and a
// Crawl-delay above its cap ignored; Sitemap lines followed to the same host only, what was
// collected removed after answers 404 or 410, redirects within the registrable domain, and data
// neither sold nor used to train AI models.
const (
	newKeysContact = `form = "https://minimalbot.eu/remove"
form_purpose = { en = "requests to remove a shop’s listings", de = "Anträge auf Entfernung der Einträge eines Shops", fr = "les demandes de retrait des offres d’une boutique", pl = "usunięcie ofert sklepu" }
abuse_email = "abuse@minimalbot.eu"

[[contact.requests]]
kind = "faster"
min_interval = "200ms"
who = { en = "shops that registered a product feed", de = "Shops, die einen Produkt-Feed angemeldet haben", fr = "les boutiques ayant déclaré un flux de produits", pl = "sklepy, które zgłosiły plik produktowy" }

[[contact.requests]]
kind = "slower"
`
	newKeysSite   = "announce_changes_days = 14\n"
	newKeysPolicy = `triggers = ["unattended", "user-request"]
uses_sitemaps = true
sitemaps_same_host = true
revisits = [{ statuses = [404], after = "24h", removed_after = { answers = 3, over = "3d" } }, { statuses = [410], never = true, removed_after = { answers = 1 } }]

[limits]
min_interval = "1s"
interval_key = "hostname"
max_redirects = 5
redirects_within = "registrable-domain"
max_body_size = "5MB"
larger_bodies = "truncated"

[robots_txt]
check = "before-first-fetch"
cache_for = "24h"
keep_last_good = true
keep_last_good_for = "30d"
crawl_delay = "honoured"
crawl_delay_max = "60s"
crawl_delay_above_max = "ignored"

[commitments]
promises = ["no-ai-training", "data-not-sold"]

[legal]
retention = [{ what = "raw-responses", keep_for = "14d" }, { what = "extracted-data", keep_for = "730d" }, { what = "request-logs", keep_for = "90d" }]
`
)

// buildNewKeys builds testdata/smallest/policy.toml with the new keys in its [site], [contact]
// and [agents.bot] tables and after them.
func buildNewKeys(t *testing.T, site, contact, extra string) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(src), "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\n"+site, 1)
	s = strings.Replace(s, "email = \"bot@minimalbot.eu\"\n", "email = \"bot@minimalbot.eu\"\n"+contact, 1)
	s = strings.Replace(s, "token = \"MinimalBot\"\n", "token = \"MinimalBot\"\n"+extra, 1)
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(s)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return res
}

// TestNewKeysSentences builds the new keys and wants each sentence, exactly, in every language;
// and nothing that speaks of what is absent.
func TestNewKeysSentences(t *testing.T) {
	res := buildNewKeys(t, newKeysSite, newKeysContact, newKeysPolicy)
	want := map[string][]string{
		"en": {
			"- It follows a Sitemap line only to a sitemap on the same host as the robots.txt that names it.",
			"- Data collected from a URL is deleted once the server has answered requests for that URL with HTTP 404 3\u00a0times in a row, over a period of at least 3\u00a0days.",
			"- Data collected from a URL is deleted once the server answers a request for that URL with HTTP 410.",
			"- The crawler follows a redirect only to a host name of the same registrable domain.",
			"- The operator does not use the data it collects to train AI models.",
			"- The operator does not sell the data it collects to third parties.",
			"- Its fetches start in each of these ways: its own schedule (unattended) and a person’s request.",
			"- The crawler downloads no more than 5\u00a0MB of any response: anything beyond that is cut off, and the part already downloaded is used.",
			"- While robots.txt is unreachable, the last copy successfully read stays in force, for at most 30\u00a0days after it was read.",
			"- A Crawl-delay line is honoured up to 1\u00a0minute; a line with a longer value is ignored.",
			"Values are honoured up to 1\u00a0minute; a line with a longer value is ignored.",
			"- a faster rate, up to one request every 200\u00a0milliseconds (only shops that registered a product feed can ask for this)\n- a slower rate\n",
			"- Web form, only for requests to remove a shop’s listings: [`https://minimalbot.eu/remove`](<https://minimalbot.eu/remove>)",
			"- E-mail for abuse reports: [`abuse@minimalbot.eu`](<mailto:abuse@minimalbot.eu>)",
			"- The responses as fetched are kept for at most 14\u00a0days.",
			"- Data extracted from fetched content is kept for at most 2\u00a0years.",
			"- Logs of the requests sent are kept for at most 90\u00a0days.",
			"Last updated: 1 December 2026. A change to this policy is announced here at least 14\u00a0days before it takes effect.",
		},
		"de": {
			"- Folgt Sitemap-Zeilen nur zu Sitemaps auf demselben Host wie die robots.txt, in der sie stehen.",
			"- Was von einer Adresse gesammelt wurde, wird entfernt, sobald der Server für sie über 3\u00a0Tage hinweg 3-mal in Folge mit HTTP 404 geantwortet hat.",
			"- Was von einer Adresse gesammelt wurde, wird entfernt, sobald der Server für sie mit HTTP 410 antwortet.",
			"- Der Crawler folgt Weiterleitungen nur zu Hostnamen derselben Domain.",
			"- Der Betreiber verwendet die gesammelten Daten nicht zum Training von KI-Modellen.",
			"- Der Betreiber verkauft die gesammelten Daten nicht an Dritte.",
			"- Abrufe werden auf jede dieser Arten ausgelöst: eigener Zeitplan (unbeaufsichtigt) und Anforderung einer Person.",
			"- Von jeder Antwort lädt der Crawler höchstens 5\u00a0MB herunter: Eine größere Antwort wird dort abgeschnitten, und der gelesene Teil wird verwendet.",
			"- Solange die robots.txt nicht erreichbar ist, gilt die zuletzt erfolgreich gelesene Kopie weiter, höchstens jedoch bis 30\u00a0Tage nach dem Lesen.",
			"- Eine Crawl-delay-Angabe wird bis zu 1\u00a0Minute beachtet; eine Angabe mit längerem Wert wird ignoriert.",
			"- eine höhere Abrufrate, mit einem Abstand von mindestens 200\u00a0Millisekunden zwischen zwei Anfragen (diese Möglichkeit besteht nur für Shops, die einen Produkt-Feed angemeldet haben)\n- eine niedrigere Abrufrate\n",
			"- Webformular, nur für Anträge auf Entfernung der Einträge eines Shops: [`https://minimalbot.eu/remove`](<https://minimalbot.eu/remove>)",
			"- E-Mail für Missbrauchsmeldungen: [`abuse@minimalbot.eu`](<mailto:abuse@minimalbot.eu>)",
			"- Abgerufene Antworten werden in unveränderter Form höchstens 14\u00a0Tage aufbewahrt.",
			"- Aus abgerufenen Inhalten gewonnene Daten werden höchstens 2\u00a0Jahre aufbewahrt.",
			"- Protokolle der Anfragen werden höchstens 90\u00a0Tage aufbewahrt.",
			"Zuletzt geändert am 1. Dezember 2026. Eine Änderung dieser Richtlinie wird hier mindestens 14\u00a0Tage vor ihrem Inkrafttreten angekündigt.",
		},
		"fr": {
			"- Il ne suit une ligne Sitemap que vers un sitemap situé sur le même hôte que le robots.txt qui la contient.",
			"- Les données collectées depuis une adresse sont retirées dès que le serveur a répondu pour celle-ci par le code HTTP\u00a0404 3\u00a0fois de suite sur 3\u00a0jours.",
			"- Les données collectées depuis une adresse sont retirées dès que le serveur répond pour celle-ci par le code HTTP\u00a0410.",
			"- Il ne suit une redirection que vers un nom d’hôte du même domaine (sous-domaines compris).",
			"- L’exploitant n’utilise pas les données collectées pour entraîner des modèles d’IA.",
			"- L’exploitant ne vend pas les données collectées à des tiers.",
			"- Ses récupérations sont déclenchées de chacune de ces façons\u202f: automatique et demande d’une personne.",
			"- Le robot ne télécharge pas plus de 5\u00a0Mo d’une réponse\u202f: une réponse plus volumineuse est tronquée à cette taille, et la partie lue est utilisée.",
			"- Tant que robots.txt reste inaccessible, la dernière copie lue avec succès continue de s’appliquer, au plus 30\u00a0jours après sa lecture.",
			"- Les valeurs de Crawl-delay sont respectées jusqu’à une minute\u202f; une ligne indiquant une valeur supérieure est ignorée.",
			"- un rythme plus rapide, avec au moins 200\u00a0millisecondes entre deux requêtes (à demander uniquement par les boutiques ayant déclaré un flux de produits)\n- un rythme plus lent\n",
			"- Formulaire en ligne, uniquement pour les demandes de retrait des offres d’une boutique\u202f: [`https://minimalbot.eu/remove`](<https://minimalbot.eu/remove>)",
			"- Courriel pour signaler un abus\u202f: [`abuse@minimalbot.eu`](<mailto:abuse@minimalbot.eu>)",
			"- Les réponses brutes, telles qu’elles ont été récupérées, sont conservées au plus 14\u00a0jours.",
			"- Les données extraites des contenus récupérés sont conservées au plus 2\u00a0ans.",
			"- Les journaux des requêtes envoyées sont conservés au plus 90\u00a0jours.",
			"Dernière modification le 1er\u00a0décembre 2026. Toute modification de ces règles est annoncée ici au moins 14\u00a0jours avant son entrée en vigueur.",
		},
		"pl": {
			"- Wiersz Sitemap uwzględnia wyłącznie wtedy, gdy wskazuje mapę witryny na tym samym hoście co plik robots.txt, w którym się znajduje.",
			"- Dane zebrane z adresu są usuwane, gdy serwer 3\u00a0razy z rzędu na przestrzeni 3\u00a0dni odpowie dla tego adresu kodem HTTP 404.",
			"- Dane zebrane z adresu są usuwane, gdy serwer odpowie dla tego adresu kodem HTTP 410.",
			"- Przekierowania wykonuje wyłącznie do nazw hostów w tej samej zarejestrowanej domenie.",
			"- Zebranych danych nie wykorzystujemy do trenowania modeli AI.",
			"- Zebranych danych nie sprzedajemy osobom trzecim.",
			"- Pobieranie uruchamiają: własny harmonogram i polecenie użytkownika.",
			"- Z każdej odpowiedzi robot pobiera najwyżej 5\u00a0MB: większa odpowiedź jest w tym miejscu obcinana, a wykorzystywana jest pobrana część.",
			"- Dopóki plik robots.txt pozostaje nieosiągalny, obowiązuje ostatnia poprawnie odczytana kopia, najwyżej przez 30\u00a0dni od jej odczytania.",
			"- Wartości z wierszy Crawl-delay są uwzględniane do minuty; wiersz z dłuższą wartością jest pomijany.",
			"- szybsze tempo, najwyżej jedno żądanie na 200\u00a0milisekund (uprawnieni do przesłania tej prośby: sklepy, które zgłosiły plik produktowy)\n- wolniejsze tempo\n",
			"- Formularz internetowy (przeznaczenie: usunięcie ofert sklepu; w innych sprawach prosimy z niego nie korzystać): [`https://minimalbot.eu/remove`](<https://minimalbot.eu/remove>)",
			"- E-mail do zgłaszania nadużyć: [`abuse@minimalbot.eu`](<mailto:abuse@minimalbot.eu>)",
			"- Pobrane odpowiedzi w postaci nieprzetworzonej są przechowywane najwyżej przez 14\u00a0dni.",
			"- Dane wyodrębnione z pobranych treści są przechowywane najwyżej przez 2\u00a0lata.",
			"- Rejestry (logi) żądań wysyłanych do serwisów są przechowywane najwyżej przez 90\u00a0dni.",
			"Ostatnia zmiana: 1\u00a0grudnia 2026\u00a0r. Każda zmiana tych zasad jest ogłaszana tutaj co najmniej 14\u00a0dni przed jej wejściem w życie.",
		},
	}
	checkPageLines(t, res, want)
	checkEveryLanguage(t, "newkeys", res)
}

// TestNewKeysPartsLeftOut leaves each optional part of the new keys out in turn: no sentence
// speaks of what is absent, every value left is on the page, and the part's words are gone.
func TestNewKeysPartsLeftOut(t *testing.T) {
	drop := func(s, part string) string {
		if !strings.Contains(s, part) {
			t.Fatalf("the test policy lacks %q", part)
		}
		return strings.Replace(s, part, "", 1)
	}
	whoLine := newKeysContact[strings.Index(newKeysContact, "who = "):]
	whoLine = whoLine[:strings.IndexByte(whoLine, '\n')+1]
	purposeLine := newKeysContact[strings.Index(newKeysContact, "form_purpose = "):]
	purposeLine = purposeLine[:strings.IndexByte(purposeLine, '\n')+1]
	parts := []struct {
		name                  string
		site, contact, policy string
		absent                []string
	}{
		{"who may ask", newKeysSite, drop(newKeysContact, whoLine), newKeysPolicy, []string{"only for shops"}},
		{"the faster request", newKeysSite, drop(newKeysContact, "[[contact.requests]]\nkind = \"faster\"\nmin_interval = \"200ms\"\n"+whoLine), newKeysPolicy, []string{"faster"}},
		{"the form's purpose", newKeysSite, drop(newKeysContact, purposeLine), newKeysPolicy, []string{"only for requests", "Web form, only"}},
		{"the abuse address", newKeysSite, drop(newKeysContact, "abuse_email = \"abuse@minimalbot.eu\"\n"), newKeysPolicy, []string{"abuse"}},
		{"the announcement of changes", "", newKeysContact, newKeysPolicy, []string{"announced"}},
		{"what happens to a larger body", newKeysSite, newKeysContact, drop(newKeysPolicy, "larger_bodies = \"truncated\"\n"), []string{"cut off", "abandons"}},
		{"how long the last copy is kept", newKeysSite, newKeysContact, drop(newKeysPolicy, "keep_last_good_for = \"30d\"\n"), []string{"for at most 30\u00a0days after"}},
		{"what a longer Crawl-delay does", newKeysSite, newKeysContact, drop(newKeysPolicy, "crawl_delay_above_max = \"ignored\"\n"), []string{"is ignored"}},
		{"retention", newKeysSite, newKeysContact, drop(newKeysPolicy, "[legal]\nretention = [{ what = \"raw-responses\", keep_for = \"14d\" }, { what = \"extracted-data\", keep_for = \"730d\" }, { what = \"request-logs\", keep_for = \"90d\" }]\n"), []string{"kept for", "What happens to the data"}},
		{"the Sitemap lines' host", newKeysSite, newKeysContact, drop(newKeysPolicy, "sitemaps_same_host = true\n"), []string{"same host"}},
		{"removal after answers", newKeysSite, newKeysContact, strings.NewReplacer(", removed_after = { answers = 3, over = \"3d\" }", "", ", removed_after = { answers = 1 }", "").Replace(newKeysPolicy), []string{"is removed once"}},
		{"the time of the answers", newKeysSite, newKeysContact, drop(newKeysPolicy, `, over = "3d"`), []string{"over 3"}},
		{"redirects within", newKeysSite, newKeysContact, drop(newKeysPolicy, "redirects_within = \"registrable-domain\"\n"), []string{"redirect only"}},
		{"data promises", newKeysSite, newKeysContact, drop(newKeysPolicy, "[commitments]\npromises = [\"no-ai-training\", \"data-not-sold\"]\n"), []string{"AI models", "third parties"}},
		{"several triggers", newKeysSite, newKeysContact, drop(newKeysPolicy, "triggers = [\"unattended\", \"user-request\"]\n"), []string{"fetches start", "schedule"}},
	}
	for _, c := range parts {
		t.Run(c.name, func(t *testing.T) {
			res := buildNewKeys(t, c.site, c.contact, c.policy)
			page := string(res.Files["en/index.md"])
			for _, a := range c.absent {
				if strings.Contains(page, a) {
					t.Errorf("without %s, en/index.md still says %q:\n%s", c.name, a, page)
				}
			}
			checkEveryLanguage(t, c.name, res)
		})
	}
}

// TestNewKeysOtherValues states the other value of each new enumeration: a larger body
// abandoned, a longer Crawl-delay capped, and a size without either.
func TestNewKeysOtherValues(t *testing.T) {
	p := strings.NewReplacer(`larger_bodies = "truncated"`, `larger_bodies = "abandoned"`, `crawl_delay_above_max = "ignored"`, `crawl_delay_above_max = "capped"`).Replace(newKeysPolicy)
	res := buildNewKeys(t, "", "", p)
	checkPageLines(t, res, map[string][]string{
		"en": {"- The crawler abandons any response larger than 5\u00a0MB.", "- A Crawl-delay line is honoured up to 1\u00a0minute; a longer value counts as 1\u00a0minute.", "Values are honoured up to 1\u00a0minute; a longer one counts as 1\u00a0minute."},
		"de": {"- Ist eine Antwort größer als 5\u00a0MB, bricht der Crawler den Abruf ab.", "- Eine Crawl-delay-Angabe wird bis zu 1\u00a0Minute beachtet; ein längerer Wert zählt als 1\u00a0Minute."},
		"fr": {"- Toute réponse de plus de 5\u00a0Mo est abandonnée.", "- Les valeurs de Crawl-delay sont respectées jusqu’à une minute\u202f; une valeur supérieure est ramenée à une minute."},
		"pl": {"- Robot przerywa pobieranie każdej odpowiedzi większej niż 5\u00a0MB.", "- Wartości z wierszy Crawl-delay są uwzględniane do minuty; dłuższa wartość liczy się jako minuta."},
	})
	checkEveryLanguage(t, "other values", res)
	res = buildNewKeys(t, "", "", strings.Replace(newKeysPolicy, "larger_bodies = \"truncated\"\n", "", 1))
	checkPageLines(t, res, map[string][]string{
		"en": {"- The crawler downloads no more than 5\u00a0MB of any response.\n"},
		"de": {"- Von jeder Antwort lädt der Crawler höchstens 5\u00a0MB herunter.\n"},
		"fr": {"- Le robot ne télécharge pas plus de 5\u00a0Mo d’une réponse.\n"},
		"pl": {"- Z każdej odpowiedzi robot pobiera najwyżej 5\u00a0MB.\n"},
	})
}
