package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// review4Langs are the languages of the round-4 tables.
var review4Langs = []string{"en", "de", "fr", "pl"}

// editSource applies edits to src (each once; an empty "from" appends).
func editSource(t *testing.T, src []byte, edits [][2]string) []byte {
	t.Helper()
	for _, e := range edits {
		if e[0] == "" {
			src = append(bytes.Clone(src), e[1]...)
			continue
		}
		if bytes.Count(src, []byte(e[0])) != 1 {
			t.Fatalf("the policy does not hold %q once", e[0])
		}
		src = bytes.Replace(src, []byte(e[0]), []byte(e[1]), 1)
	}
	return src
}

// reviewPair reviews the policy at dir (relative to generator/) with oldEdits applied against the
// same policy with newEdits applied, in lang.
func reviewPair(t *testing.T, msgs *Messages, dir string, oldEdits, newEdits [][2]string, lang string) []ReviewItem {
	t.Helper()
	return reviewOfEdits(t, msgs, dir, oldEdits, newEdits, lang).Changes
}

// buildDirEdited builds the site at dir (relative to generator/) with edits applied to its policy.
func buildDirEdited(t *testing.T, dir string, edits [][2]string) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dir, "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	opts := defaults()
	opts.Site = overlay{fstest.MapFS{"policy.toml": {Data: editSource(t, src, edits)}}, os.DirFS(dir)}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

type review4DiffCase struct {
	name, dir          string
	oldEdits, newEdits [][2]string
	ptr, class         string
	want               map[string]string
}

func runReview4Diff(t *testing.T, tests []review4DiffCase) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, lang := range review4Langs {
				var said []string
				found := false
				for _, c := range reviewPair(t, msgs, tt.dir, tt.oldEdits, tt.newEdits, lang) {
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

type review4PageCase struct {
	name, dir string
	edits     [][2]string
	want      map[string]string
}

// runReview4Pages wants each case's exact line in each language's Markdown page.
func runReview4Pages(t *testing.T, tests []review4PageCase) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := buildDirEdited(t, tt.dir, tt.edits)
			for _, lang := range review4Langs {
				want, ok := tt.want[lang]
				if !ok {
					continue
				}
				md := string(res.Files[lang+"/index.md"])
				if !strings.Contains(md, "\n"+want+"\n") {
					t.Errorf("%s/index.md lacks the line\n%q\n%s", lang, want, near(md, want))
				}
			}
		})
	}
}

const (
	gazette = "../examples/gazette-bot"
	search  = "../examples/search-engine"
	signing = "testdata/signing"
)

// TestReview4DiffMechanisms: the diff mechanisms of round 4 of the native review (issue 12), each
// as the exact sentence in the four languages, with its class.
func TestReview4DiffMechanisms(t *testing.T) {
	withheld := [][2]string{{"schema = 2\n", "schema = 2\nunpublished = [\"/robots_txt/cache_for\"]\n"}}
	runReview4Diff(t, []review4DiffCase{
		// An entry of the list of unpublished values, by the value it names (en 1, de 1, pl 1).
		{"a value withheld (en 1, de 1, pl 1)", gazette, nil, withheld, "/unpublished/0", "neutral", map[string]string{
			"en": "Changed: the page no longer states how long a copy of robots.txt is used; it says only that such a value exists, and the crawler still keeps to it. This does not change how polite the crawler is.",
			"de": "Geändert: wie lange eine zwischengespeicherte Kopie der robots.txt höchstens verwendet wird – die Seite nennt diesen Wert nicht mehr, sondern gibt nur noch an, dass es ihn gibt; der Crawler hält ihn weiterhin ein. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
			"fr": "Modification\u202f: la durée maximale pendant laquelle une copie en cache de robots.txt est utilisée (une valeur que la page ne publie plus\u202f; elle indique seulement que cette valeur existe, et le robot continue de la respecter). Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.",
			"pl": "Zmiana: maksymalny czas używania kopii pliku robots.txt – wartość, której strona od teraz nie podaje; informuje tylko, że taka wartość istnieje, a robot nadal jej przestrzega. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.",
		}},
		{"a value published again", gazette, withheld, nil, "/unpublished/0", "neutral", map[string]string{
			"en": "Changed: the page now states how long a copy of robots.txt is used, which it did not publish before. This does not change how polite the crawler is.",
			"de": "Geändert: wie lange eine zwischengespeicherte Kopie der robots.txt höchstens verwendet wird – ein Wert, den die Seite bisher nicht veröffentlicht hat und nun nennt. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
			"fr": "Modification\u202f: la durée maximale pendant laquelle une copie en cache de robots.txt est utilisée (une valeur que la page publie désormais, alors qu’elle ne la publiait pas auparavant). Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.",
			"pl": "Zmiana: maksymalny czas używania kopii pliku robots.txt – wartość, którą strona od teraz podaje; wcześniej nie była publikowana. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.",
		}},
		// The consequence of a purpose, a key, a host name pattern (en 2, 9, 17; de 8; fr 3).
		{"an AIPREF purpose changed (en 2, de 8, fr 3)", search, nil, [][2]string{{"pl = \"Często pobiera strony serwisów informacyjnych i kanały RSS, aby nowe treści szybko trafiały do indeksu\" }\naipref = \"search\"", "pl = \"Często pobiera strony serwisów informacyjnych i kanały RSS, aby nowe treści szybko trafiały do indeksu\" }\naipref = \"train-ai\""}}, "/agents/fresh/aipref", "identity", map[string]string{
			"en": "Changed for NordsucheFresh: the purpose in the AIPREF vocabulary. Previously: search. Now: train-ai. Sites that block or allow crawlers in robots.txt according to each crawler’s purpose may want to review their rules for this crawler.",
			"de": "Geändert für „NordsucheFresh“: der Zweck im AIPREF-Vokabular – bisher „search“, neu „train-ai“. Wenn Sie Crawler anhand ihres Zwecks sperren oder zulassen, prüfen Sie bitte Ihre robots.txt-Regeln für diesen Crawler.",
			"fr": "Modification pour «\u202fNordsucheFresh\u202f»\u202f: la finalité dans le vocabulaire AIPREF (jusqu’à présent\u202f: «\u202fsearch\u202f»\u202f; désormais\u202f: «\u202ftrain-ai\u202f»). Les sites qui bloquent ou autorisent le robot dans robots.txt en fonction de sa finalité devront peut-être revoir ce choix.",
			"pl": "Zmiana dla robota „NordsucheFresh”: kategoria zastosowania w słowniku AIPREF (IETF) – dotychczas: „search”; odtąd: „train-ai”. Jeśli blokują lub dopuszczają Państwo roboty w pliku robots.txt według ich celu, warto sprawdzić reguły dotyczące tego robota.",
		}},
		{"a signing key added (en 9, de 8, fr 3, fr 16)", signing, [][2]string{{"[[agents.bot.signing_keys]]\nkty = \"OKP\"\ncrv = \"Ed25519\"\nx = \"PUAXw-hDiVqStwqnTRt-vJyYLM8uxJaMwM1V8Sr0Zgw\"\n", ""}}, nil, "/agents/bot/signing_keys/1", "identity", map[string]string{
			"en": "Added for SignBot: a Web Bot Auth signing key (thumbprint FtIu-VbGrfe_KB6CH7GNwODB72MNxj_ml11dEvO-7kk). Sites that verify the crawler’s signatures should fetch its key directory again.",
			"de": "Hinzugefügt für „SignBot“: ein Signaturschlüssel nach Web Bot Auth – Fingerabdruck „FtIu-VbGrfe_KB6CH7GNwODB72MNxj_ml11dEvO-7kk“. Wenn Sie die Signaturen des Crawlers prüfen, laden Sie sein Schlüsselverzeichnis neu.",
			"fr": "Ajout pour «\u202fSignBot\u202f»\u202f: une clé de signature Web Bot Auth (empreinte «\u202fFtIu-VbGrfe_KB6CH7GNwODB72MNxj_ml11dEvO-7kk\u202f»). Les sites qui vérifient les signatures du robot doivent recharger son annuaire de clés.",
			"pl": "Dodano dla robota „SignBot” klucz Web Bot Auth do podpisywania żądań: odcisk klucza „FtIu-VbGrfe_KB6CH7GNwODB72MNxj_ml11dEvO-7kk”. Jeśli weryfikują Państwo podpisy tego robota, należy ponownie pobrać jego katalog kluczy.",
		}},
		// Retries added with one wait not published: the page's sentence, and the consequence (de 2).
		{"retries added, one wait not published (de 2)", "../examples/civic-ingestor", [][2]string{{"[errors.retries]\non = [\"network-error\", \"5xx\"]\ndelays = [\"1s\", \"2s\"]\n", ""}}, [][2]string{{"schema = 2\n", "schema = 2\nunpublished = [\"/errors/retries/delays/1\"]\n"}}, "/errors/retries", "looser", map[string]string{
			"en": "Added: the retries of a failed request. Now: “A request that fails with a network error or a server error (HTTP 5xx) is retried at most twice, after waits of at least 1\u00a0second and then a period the operator does not publish.” This change makes the crawler less polite. The change needs sign-off.",
			"de": "Hinzugefügt: die Wiederholung fehlgeschlagener Anfragen. Neu: „Schlägt eine Anfrage mit Netzwerkfehler oder Serverfehler (HTTP 5xx) fehl, wird sie höchstens 2-mal wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 1\u00a0Sekunde und eine vom Betreiber nicht veröffentlichte Dauer.“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Ajout\u202f: les nouvelles tentatives après une requête en échec. Désormais\u202f: «\u202fAprès une erreur réseau ou une erreur serveur (HTTP\u00a05xx), une requête est relancée au plus deux fois, après des attentes successives d’au moins 1\u00a0seconde, puis une durée non publiée.\u202f» L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Dodano ponawianie nieudanych żądań. Brzmienie: „Żądanie, którego wynikiem jest błąd sieci lub błąd serwera (HTTP 5xx), jest ponawiane najwyżej dwa razy, najwcześniej po 1\u00a0sekundzie, a następnie po okresie, którego długości nie publikujemy”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		// A snippet named by its new label in every entry of one report (fr 17).
		{"a snippet named by its new label (fr 17)", "../examples/triple-fetchers", nil, [][2]string{{"label = { de = \"Alle drei Crawler aussperren\", en = \"Block all three crawlers from the whole site\", fr = \"Exclure les trois robots\", pl = \"Całkowita blokada wszystkich trzech robotów\" }\nagents = [\"example-fetch\", \"example-watch\", \"example-workflow\"]", "label = { de = \"Beide Crawler aussperren\", en = \"Shut both crawlers out of the whole site\", fr = \"Exclure les deux robots\", pl = \"Blokada obu robotów\" }\nagents = [\"example-watch\", \"example-workflow\"]"}}, "/snippets/all/agents/0", "looser", map[string]string{
			"en": "Removed in the snippet “Shut both crawlers out of the whole site”: a User-agent line (ExampleFetch). The snippet now blocks less than before. Copies already in robots.txt files are not updated automatically: to apply the change, webmasters must replace them with the new snippet. The change needs sign-off.",
			"de": "Entfernt in der Vorlage „Beide Crawler aussperren“: ein ausgesperrter Crawler – „ExampleFetch“. Die Vorlage sperrt nun weniger als bisher. In robots.txt-Dateien bereits übernommene Kopien werden nicht automatisch angepasst: Um die Änderung zu übernehmen, müssen Webmaster diese Kopien durch die neue Fassung der Vorlage ersetzen. Die Änderung muss freigegeben werden.",
			"fr": "Suppression dans l’extrait «\u202fExclure les deux robots\u202f»\u202f: un robot exclu par l’extrait (ExampleFetch). L’extrait bloque désormais moins qu’auparavant. Les copies déjà présentes dans des fichiers robots.txt ne sont pas mises à jour automatiquement\u202f: pour appliquer la modification, les webmestres doivent les remplacer par le nouvel extrait. Ce changement doit être validé avant publication.",
			"pl": "Usunięto z gotowego wpisu „Blokada obu robotów” robota blokowanego przez wpis: „ExampleFetch”. Wpis będzie odtąd blokował mniej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu. Zmiana wymaga zatwierdzenia.",
		}},
		// A yes-or-no value said as what is now the case (fr 15).
		{"IP addresses that may change (fr 15)", "../examples/search-engine", nil, [][2]string{{"[[network.addresses]]\nprefix = \"192.0.2.0/26\"", "[network]\nmay_change = true\n\n[[network.addresses]]\nprefix = \"192.0.2.0/26\""}}, "/network/may_change", "identity", map[string]string{
			"en": "Changed: the IP addresses may now change. Allowlists and firewall rules that list the crawler’s IP addresses may need updating.",
			"de": "Geändert: Die Seite gibt nun an, dass sich die IP-Adressen ändern können. Freigabelisten und Firewall-Regeln, die die IP-Adressen des Crawlers aufführen, müssen eventuell angepasst werden.",
			"fr": "Modification\u202f: les adresses IP peuvent désormais changer. Il faudra peut-être mettre à jour les listes d’autorisation et les règles de pare-feu qui énumèrent les adresses IP du robot.",
			"pl": "Zmiana: adresy IP mogą się teraz zmieniać. Listy dozwolonych adresów IP i reguły zapory sieciowej, które wymieniają adresy IP robota, mogą wymagać aktualizacji.",
		}},
		// One item in place of another (en 12, de 7).
		{"an effect of a disallow replaced (en 12, de 7)", gazette, nil, [][2]string{{"on_disallow = [\"skip-path\"]", "on_disallow = [\"stop-run\"]"}}, "/agents/gazettebot/on_disallow/0", "stricter", map[string]string{
			"en": "Changed for GazetteBot: what the crawler does when robots.txt disallows a URL. Previously: “that URL is not fetched”. Now: “the run stops”. This change makes the crawler more polite.",
			"de": "Ersetzt für „GazetteBot“: die Reaktion auf ein Verbot in der robots.txt „Verzicht auf den Abruf der gesperrten Adresse“ durch „Abbruch des Laufs“. Der Crawler wird dadurch rücksichtsvoller.",
			"fr": "Remplacement pour «\u202fGazetteBot\u202f»\u202f: la réaction du robot à une interdiction dans robots.txt (jusqu’à présent\u202f: «\u202fl’adresse concernée n’est pas récupérée\u202f»\u202f; désormais\u202f: «\u202fl’exécution s’arrête\u202f»). L’exploration devient plus respectueuse des sites.",
			"pl": "Zmiana dla robota „GazetteBot”: reakcja robota na blokadę w robots.txt – dotychczas: „pomija daną ścieżkę”; odtąd: „przerywa przebieg”. Robot staje się przez to mniej uciążliwy dla serwisów.",
		}},
		{"an address replaced (en 12)", search, nil, [][2]string{{"prefix = \"192.0.2.0/26\"", "prefix = \"198.51.100.0/26\""}}, "/network/addresses/0", "identity", map[string]string{
			"en": "Changed: an IP address or prefix. Previously: 192.0.2.0/26. Now: 198.51.100.0/26. Allowlists and firewall rules that list the crawler’s IP addresses may need updating.",
			"de": "Ersetzt: die IP-Adresse bzw. der IP-Adressbereich „192.0.2.0/26“ durch „198.51.100.0/26“. Freigabelisten und Firewall-Regeln, die die IP-Adressen des Crawlers aufführen, müssen eventuell angepasst werden.",
			"fr": "Remplacement\u202f: une adresse ou un préfixe IP (jusqu’à présent\u202f: «\u202f192.0.2.0/26\u202f»\u202f; désormais\u202f: «\u202f198.51.100.0/26\u202f»). Il faudra peut-être mettre à jour les listes d’autorisation et les règles de pare-feu qui énumèrent les adresses IP du robot.",
			"pl": "Zmiana: adres IP lub prefiks – dotychczas: „192.0.2.0/26”; odtąd: „198.51.100.0/26”. Listy dozwolonych adresów IP i reguły zapory sieciowej, które wymieniają adresy IP robota, mogą wymagać aktualizacji.",
		}},
	})
}

// TestReview4PageMechanisms: the page mechanisms of round 4 (issue 12), each as an exact line.
func TestReview4PageMechanisms(t *testing.T) {
	oneKeyEach := [][2]string{{"[[agents.bot.signing_keys]]\nkty = \"OKP\"\ncrv = \"Ed25519\"\nx = \"PUAXw-hDiVqStwqnTRt-vJyYLM8uxJaMwM1V8Sr0Zgw\"\n\n[agents.fetch]", "[agents.fetch]"}}
	oneSigner := [][2]string{{"[[agents.bot.signing_keys]]\nkty = \"OKP\"\ncrv = \"Ed25519\"\nx = \"PUAXw-hDiVqStwqnTRt-vJyYLM8uxJaMwM1V8Sr0Zgw\"\n\n[agents.fetch]", "[agents.fetch]"}, {"[[agents.fetch.signing_keys]]\nkty = \"OKP\"\ncrv = \"Ed25519\"\nx = \"PUAXw-hDiVqStwqnTRt-vJyYLM8uxJaMwM1V8Sr0Zgw\"\n", ""}}
	runReview4Pages(t, []review4PageCase{
		// Whether a crawler that reads no robots.txt obeys its "*" group does not arise (fr 4, pl 5).
		// The column of the "*" group appears where a crawler's policy states it (newuser9, finding 9).
		{"not applicable (fr 4, pl 5)", signing, [][2]string{{"robots_txt = \"read\"\n", "robots_txt = \"read\"\ngroup_matching = \"rfc9309\"\n"}}, map[string]string{
			"en": "| `SignFetch` | A person’s request | No | Not applicable |",
			"de": "| `SignFetch` | Anforderung einer Person | nein | entfällt |",
			"fr": "| `SignFetch` | Demande d’une personne | Non | Sans objet |",
			"pl": "| `SignFetch` | polecenie użytkownika | nie | nie dotyczy |",
		}},
		// The introduction by the number of keys, not of crawlers (en 7, de 12, fr 12, pl 12).
		{"several crawlers sign, one with two keys (en 7)", signing, nil, map[string]string{
			"en": "`SignBot` and `SignFetch` sign their requests, each with one of its own keys below, using HTTP Message Signatures (Web Bot Auth).",
			"de": "`SignBot` und `SignFetch` signieren ihre Anfragen mit HTTP Message Signatures (Web Bot Auth); die Signaturen jedes Crawlers lassen sich mit einem seiner unten angegebenen öffentlichen Schlüssel prüfen.",
			"fr": "`SignBot` et `SignFetch` signent leurs requêtes selon le mécanisme HTTP Message Signatures (RFC\u00a09421, Web Bot Auth), chacun avec l’une de ses clés indiquées ci-dessous.",
			"pl": "`SignBot` i `SignFetch` opatrują swoje żądania podpisami HTTP (HTTP Message Signatures, Web Bot Auth); każdy z nich używa jednego z własnych kluczy, podanych poniżej.",
		}},
		{"several crawlers sign, one key each (en 7)", signing, oneKeyEach, map[string]string{
			"en": "`SignBot` and `SignFetch` sign their requests, each with its own key below, using HTTP Message Signatures (Web Bot Auth).",
			"de": "`SignBot` und `SignFetch` signieren ihre Anfragen mit HTTP Message Signatures (Web Bot Auth); die Signaturen jedes Crawlers lassen sich mit seinem unten angegebenen öffentlichen Schlüssel prüfen.",
			"fr": "`SignBot` et `SignFetch` signent leurs requêtes selon le mécanisme HTTP Message Signatures (RFC\u00a09421, Web Bot Auth), chacun avec sa clé indiquée ci-dessous.",
			"pl": "`SignBot` i `SignFetch` opatrują swoje żądania podpisami HTTP (HTTP Message Signatures, Web Bot Auth); każdy z nich używa własnego klucza, podanego poniżej.",
		}},
		{"one crawler of two signs with one key (en 7, de 12, fr 12)", signing, oneSigner, map[string]string{
			"en": "`SignBot` signs its requests with the key below, using HTTP Message Signatures (Web Bot Auth).",
			"de": "`SignBot` signiert seine Anfragen mit HTTP Message Signatures (Web Bot Auth); prüfen lassen sie sich mit dem unten angegebenen öffentlichen Schlüssel.",
			"fr": "`SignBot` signe ses requêtes selon le mécanisme HTTP Message Signatures (RFC\u00a09421, Web Bot Auth), avec la clé indiquée ci-dessous.",
			"pl": "`SignBot` opatruje swoje żądania podpisami HTTP (HTTP Message Signatures, Web Bot Auth), które można zweryfikować kluczem publicznym podanym poniżej.",
		}},
	})
}

// TestReview4UnpublishedDurations: a duration the policy does not publish, stated in each
// sentence by a form that fits its grammatical place, or by the sentence's variant for an
// unpublished value (ID + "_unpublished"), exactly, in the four languages (en 11, de 10, de 11,
// pl 2, fr 14); and the German dative after "von" (de 4).
// statesRFC9309Groups has GazetteBot state that it reads robots.txt groups as RFC 9309 does: the
// advice on a group of its own replacing the "*" group rests on it (newuser9, finding 9).
var statesRFC9309Groups = [2]string{"[agents.gazettebot]\ntoken = \"GazetteBot\"\n", "[agents.gazettebot]\ntoken = \"GazetteBot\"\ngroup_matching = \"rfc9309\"\n"}

func TestReview4UnpublishedDurations(t *testing.T) {
	tests := []struct {
		name, dir string
		edits     [][2]string
		want      map[string][]string
	}{
		{"an interval and a Retry-After cap not published (pl 2)", gazette, [][2]string{{"schema = 2\n", "schema = 2\nunpublished = [\"/limits/min_interval\", \"/errors/retry_after_max\"]\n"}, statesRFC9309Groups}, map[string][]string{
			"en": {
				"The User-Agent names the crawler, but anyone can send it, and without published addresses a request cannot be verified; if in doubt, write to the operator.",
				"- There is a minimum interval between two requests per site; the operator does not publish its length.",
				"- The `Retry-After` header is honoured up to a limit the operator does not publish.",
				"| HTTP 429 (Too Many Requests) or HTTP 503 (Service Unavailable) | As long as `Retry-After` specifies, up to a limit the operator does not publish; without the header, 1\u00a0minute | The site |",
				"If `GazetteBot` has no group of its own in your robots.txt yet, add one as in the example and copy into it any rules (Disallow and Allow) of the `*` group that should still apply to this crawler: once that group exists, the crawler no longer follows your `*` group. Only a value longer than the crawler’s own interval slows it down; the operator does not publish that interval.",
			},
			"de": {
				"- Zwischen zwei Anfragen je Website liegt ein Mindestabstand; seine Dauer veröffentlicht der Betreiber nicht.",
				"- Der Header `Retry-After` wird bis zu einer Obergrenze beachtet, die der Betreiber nicht veröffentlicht.",
				"| HTTP 429 (Too Many Requests) oder HTTP 503 (Service Unavailable) | so lange, wie `Retry-After` angibt; ohne diesen Header 1\u00a0Minute (`Retry-After` wird nur bis zu einer Obergrenze beachtet, die der Betreiber nicht veröffentlicht) | die Website |",
				"Hat `GazetteBot` in Ihrer robots.txt noch keine eigene Gruppe, legen Sie wie im Beispiel eine an und übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) der Gruppe `*`, die für diesen Crawler weiterhin gelten sollen: Sobald die Gruppe existiert, gilt Ihre Gruppe `*` für ihn nicht mehr. Nur ein Wert über dem eigenen Mindestabstand des Crawlers verlangsamt ihn; diesen Abstand veröffentlicht der Betreiber nicht.",
			},
			"fr": {
				"- Un intervalle minimal sépare deux requêtes vers un même site\u202f; l’exploitant ne publie pas sa durée.",
				"- L’en-tête `Retry-After` est respecté dans une limite que l’exploitant ne publie pas.",
				"| Une réponse HTTP\u00a0429 (Too Many Requests) ou une réponse HTTP\u00a0503 (Service Unavailable) | La durée indiquée par `Retry-After`, dans une limite que l’exploitant ne publie pas\u202f; sans cet en-tête, 1\u00a0minute | Le site |",
				"Si `GazetteBot` n’a pas encore son propre groupe dans votre robots.txt, créez-le comme dans l’exemple et recopiez-y les lignes Disallow et Allow du groupe `*` qui doivent continuer à s’appliquer à ce robot\u202f: dès que ce groupe existe, le robot cesse de suivre votre groupe `*`. Seule une valeur supérieure à l’intervalle minimal du robot le ralentit\u202f; l’exploitant ne publie pas cet intervalle.",
			},
			"pl": {
				"- Między dwoma żądaniami dla każdego serwisu zachowywany jest minimalny odstęp; jego długości nie publikujemy.",
				"- Nagłówek `Retry-After` jest uwzględniany do górnej granicy, której nie publikujemy.",
				"| błąd HTTP 429 (Too Many Requests) lub błąd HTTP 503 (Service Unavailable) | tyle, ile wskazuje `Retry-After`; bez tego nagłówka – 1\u00a0minuta (nagłówek `Retry-After` jest uwzględniany tylko do górnej granicy, której nie publikujemy) | serwisu |",
				"Jeśli `GazetteBot` nie ma jeszcze własnej grupy w Państwa pliku robots.txt, należy ją utworzyć jak w przykładzie i skopiować do niej te reguły (wiersze Disallow i Allow) z grupy `*`, które mają nadal obowiązywać tego robota: po dodaniu tej grupy robot przestaje stosować się do Państwa grupy `*`. Wartość Crawl-delay spowalnia robota tylko wtedy, gdy jest większa niż jego własny odstęp między żądaniami; długości tego odstępu nie publikujemy.",
			},
		}},
		{"one wait of a retry schedule not published (en 11)", "../examples/civic-ingestor", [][2]string{{"schema = 2\n", "schema = 2\nunpublished = [\"/errors/retries/delays/1\"]\n"}}, map[string][]string{
			"en": {
				"- A request that fails with a network error or a server error (HTTP 5xx) is retried at most twice, after waits of at least 1\u00a0second and then a period the operator does not publish.",
			},
			"de": {
				"- Schlägt eine Anfrage mit Netzwerkfehler oder Serverfehler (HTTP 5xx) fehl, wird sie höchstens 2-mal wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 1\u00a0Sekunde und eine vom Betreiber nicht veröffentlichte Dauer.",
			},
			"fr": {
				"- Après une erreur réseau ou une erreur serveur (HTTP\u00a05xx), une requête est relancée au plus deux fois, après des attentes successives d’au moins 1\u00a0seconde, puis une durée non publiée.",
			},
			"pl": {
				"- Żądanie, którego wynikiem jest błąd sieci lub błąd serwera (HTTP 5xx), jest ponawiane najwyżej dwa razy, najwcześniej po 1\u00a0sekundzie, a następnie po okresie, którego długości nie publikujemy.",
			},
		}},
		{"the crawler's own interval in the dative (de 4)", gazette, [][2]string{{"min_interval = \"2s\"", "min_interval = \"1s\""}, statesRFC9309Groups}, map[string][]string{
			"de": {"Hat `GazetteBot` in Ihrer robots.txt noch keine eigene Gruppe, legen Sie wie im Beispiel eine an und übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) der Gruppe `*`, die für diesen Crawler weiterhin gelten sollen: Sobald die Gruppe existiert, gilt Ihre Gruppe `*` für ihn nicht mehr. Nur ein Wert über dem eigenen Mindestabstand des Crawlers (1\u00a0Sekunde) verlangsamt ihn."},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := buildDirEdited(t, tt.dir, tt.edits)
			for lang, lines := range tt.want {
				md := string(res.Files[lang+"/index.md"])
				for _, want := range lines {
					if !strings.Contains(md, "\n"+want+"\n") {
						t.Errorf("%s/index.md lacks the line\n%q\n%s", lang, want, near(md, want))
					}
				}
			}
		})
	}
}

// TestReview4Rest: the findings of round 4 (issue 12) after the mechanisms, each as an exact line of
// an example's page in the languages it touches.
func TestReview4Rest(t *testing.T) {
	runReview4Pages(t, []review4PageCase{
		{"the snippets introduced for the crawlers that read robots.txt (en 3, fr 2) (1)", "../examples/search-engine", nil, map[string]string{
			"en": "To shut out `NordsucheBot` and `NordsucheFresh`, an entry in robots.txt is enough; there is no need to write to the operator. The snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it and changes nothing for other crawlers.",
			"de": "Um `NordsucheBot` und `NordsucheFresh` auszusperren, genügt ein Eintrag in der robots.txt; eine E-Mail an den Betreiber ist nicht nötig. Die folgende Vorlage wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt genau das Angegebene und ändert nichts für andere Crawler.",
			"fr": "Pour exclure `NordsucheBot` et `NordsucheFresh`, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant. L’extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il bloque ce qu’il annonce et ne change rien pour les autres robots.",
			"pl": "Aby zablokować roboty `NordsucheBot` i `NordsucheFresh`, wystarczy wpis w pliku robots.txt – kontakt z nami nie jest konieczny. Poniższy wpis sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: blokuje dokładnie to, co podano w jego opisie, i nie zmienia niczego dla innych robotów.",
		}},
		{"civic-ingestor: query parameters (de 27), one limit per kind (fr 21), requests spaced less than (fr 22) (1)", "../examples/civic-ingestor", nil, map[string]string{
			"de": "- Eine Regel, die auf `$` endet, greift nur bei Adressen, die genau dort enden: Dieselbe Adresse mit angehängten Abfrageparametern (z.\u00a0B. `/example.pdf?lang=en`) wird nicht gesperrt.",
			"fr": "- Si les services ne parviennent plus à se coordonner sur la limite commune, chacun l’applique de son côté jusqu’au rétablissement de la coordination\u202f; entre-temps, un même site peut recevoir des requêtes espacées de moins d’une seconde.",
		}},
		{"civic-ingestor: query parameters (de 27), one limit per kind (fr 21), requests spaced less than (fr 22) (2)", "../examples/civic-ingestor", nil, map[string]string{
			"fr": "- Pour ces sites, la limite ci-dessous remplace la règle générale «\u202fAu plus 1\u00a0requête par seconde vers un même nom d’hôte\u202f»\u202f; toutes les autres limites générales et tous les quotas généraux restent applicables.",
		}},
		{"triple-fetchers: the check of a signature with one key (en 8, de 12, de 25, fr 20, pl 10), the key directory of every crawler (en 16, pl 7), the card (fr 19, pl), the citation (de 20), an unpublished pause (pl 14) (1)", "../examples/triple-fetchers", nil, map[string]string{
			"en": "A signed request carries the headers `Signature` and `Signature-Input` (HTTP Message Signatures, RFC 9421). To check one, make sure that the `tag` parameter of `Signature-Input` is `web-bot-auth` and that its `keyid` is the thumbprint above; then take the public key from the key directory, verify the signature over the components that `Signature-Input` lists, and check that the current time lies between its `created` and `expires` values.",
			"de": "Eine signierte Anfrage trägt die Header `Signature` und `Signature-Input` (HTTP Message Signatures, RFC 9421). So prüfen Sie sie: `Signature-Input` muss den Parameter `tag` mit dem Wert `web-bot-auth` und als `keyid` den oben genannten Fingerabdruck enthalten. Entnehmen Sie den öffentlichen Schlüssel dem Schlüsselverzeichnis, prüfen Sie die Signatur über die Komponenten, die `Signature-Input` aufführt, und stellen Sie sicher, dass die aktuelle Zeit zwischen den Werten `created` und `expires` liegt.",
			"fr": "Une requête signée porte les en-têtes `Signature` et `Signature-Input` (HTTP Message Signatures, RFC\u00a09421). Pour la vérifier\u202f: assurez-vous que `Signature-Input` comporte le paramètre `tag` égal à `web-bot-auth` et le paramètre `keyid` égal à l’empreinte indiquée ci-dessus\u202f; prenez la clé publique dans l’annuaire de clés, vérifiez la signature portant sur les composants énumérés dans `Signature-Input`, puis assurez-vous que l’heure actuelle se situe entre les valeurs `created` et `expires` de cet en-tête.",
			"pl": "Podpisane żądanie zawiera nagłówki `Signature` i `Signature-Input` (HTTP Message Signatures, RFC 9421). Aby sprawdzić podpis, należy się upewnić, że nagłówek `Signature-Input` zawiera parametr `tag` o wartości `web-bot-auth`, a parametr `keyid` ma wartość równą podanemu wyżej odciskowi klucza (JWK thumbprint); następnie pobrać z katalogu kluczy klucz publiczny, zweryfikować podpis obejmujący komponenty wymienione w nagłówku `Signature-Input` i sprawdzić, czy bieżący czas mieści się między wartościami `created` i `expires`.",
		}},
		{"triple-fetchers: the check of a signature with one key (en 8, de 12, de 25, fr 20, pl 10), the key directory of every crawler (en 16, pl 7), the card (fr 19, pl), the citation (de 20), an unpublished pause (pl 14) (2)", "../examples/triple-fetchers", nil, map[string]string{
			"en": "- [.well-known/http-message-signatures-directory](../.well-known/http-message-signatures-directory) – the public keys with which the requests are signed, as a JWK Set (the key directory of Web Bot Auth)",
			"de": "- [.well-known/http-message-signatures-directory](../.well-known/http-message-signatures-directory) – die öffentlichen Schlüssel, mit denen sich die Signaturen der Anfragen prüfen lassen, als JWK Set (das Schlüsselverzeichnis nach Web Bot Auth)",
			"fr": "- [.well-known/http-message-signatures-directory](../.well-known/http-message-signatures-directory) – les clés publiques qui permettent de vérifier la signature des requêtes, sous forme de JWK Set (l’annuaire de clés de Web Bot Auth)",
			"pl": "- [.well-known/http-message-signatures-directory](../.well-known/http-message-signatures-directory) – klucze publiczne do weryfikacji podpisów żądań, w formacie JWK Set (katalog kluczy Web Bot Auth)",
		}},
		{"triple-fetchers: the check of a signature with one key (en 8, de 12, de 25, fr 20, pl 10), the key directory of every crawler (en 16, pl 7), the card (fr 19, pl), the citation (de 20), an unpublished pause (pl 14) (3)", "../examples/triple-fetchers", nil, map[string]string{
			"de": "- Der Betreiber behandelt die robots.txt als maschinenlesbaren Nutzungsvorbehalt für Text und Data Mining nach §\u00a044b Abs.\u00a03 des Urheberrechtsgesetzes (UrhG): Eine Disallow-Regel darin ist für ihn rechtlich bindend und keine bloße Bitte.",
			"fr": "- [signature-agents/example-fetch.json](../signature-agents/example-fetch.json) – la fiche d’identification du robot `ExampleFetch` (Signature Agent Card, Web Bot Auth)\u202f: son nom, son contact, son annuaire de clés, son User-Agent, son jeton de produit et sa finalité, dans un format exploitable par les logiciels",
			"pl": "- [signature-agents/example-fetch.json](../signature-agents/example-fetch.json) – karta agenta (Signature Agent Card, Web Bot Auth) robota `ExampleFetch`: nazwa, kontakt, katalog kluczy, User-Agent, token produktu i cel – w formacie dla programów",
		}},
		{"triple-fetchers: the check of a signature with one key (en 8, de 12, de 25, fr 20, pl 10), the key directory of every crawler (en 16, pl 7), the card (fr 19, pl), the citation (de 20), an unpublished pause (pl 14) (4)", "../examples/triple-fetchers", nil, map[string]string{
			"pl": "| brak odpowiedzi serwera lub przekroczenie czasu oczekiwania, wielokrotnie | pewien czas (jego długości nie publikujemy) | obserwacji danej strony |",
		}},
		{"feed-reader: Le robot without an agent heading (fr 23) (1)", "../examples/feed-reader", nil, map[string]string{
			"fr": "- Le robot accepte les réponses compressées.",
		}},
		{"gazette-bot: one person, one name (fr 25) (1)", "../examples/gazette-bot", nil, map[string]string{
			"fr": "GazetteBot est le robot de collecte d’un média d’information locale consacré à l’actualité d’un département. Ce média est édité par un entrepreneur individuel, Jean Exemple, qui en est aussi le directeur de la publication.",
		}},
		{"gmina-bot: contact reasons in parallel (fr 29) (1)", "../examples/gmina-bot", nil, map[string]string{
			"fr": "- Motifs de contact\u202f: exclusion du robot, demande de ralentissement et demande de plage horaire de collecte.",
		}},
		{"link-preview: images in conversations (de 14) (1)", "../examples/link-preview", nil, map[string]string{
			"de": "Chatwork ist ein Team-Chat-Produkt. Teilt jemand in einer Unterhaltung einen Link, zeigt Chatwork eine Vorschau der Seite; außerdem zeigt es die Bilder, die in Unterhaltungen enthalten sind.",
		}},
		// The second command lists every address of the name: the request's must be among them, for
		// host name patterns too (en 5, de 6).
		{"the reverse DNS recipe for host name patterns (en 5, de 6)", "../examples/linkgraph-bot", nil, map[string]string{
			"en": "To run the same check in a shell with `host` or `dig`, put the request’s IP address in place of `ADDRESS`: the first command of each pair prints the address’s reverse DNS name, which must have the form above. Then put that name in place of `NAME`: the original IP address must be among the addresses that the second command prints.",
			"de": "Dieselbe Prüfung in der Shell, mit `host` oder mit `dig`: Setzen Sie für `ADRESSE` die IP-Adresse der Anfrage ein. Der erste Befehl jedes Paares gibt den Reverse-DNS-Namen der Adresse aus, der die oben angegebene Form haben muss. Setzen Sie diesen Namen für `NAME` ein: Unter den Adressen, die der zweite Befehl ausgibt, muss sich die IP-Adresse der Anfrage befinden.",
			"fr": "Pour effectuer la même vérification dans un terminal, avec `host` ou `dig`, remplacez `ADRESSE` par l’adresse IP de la requête\u202f: la première commande de chaque paire affiche le nom DNS inverse de l’adresse, qui doit avoir la forme indiquée ci-dessus. Remplacez ensuite `NOM` par ce nom\u202f: la même adresse doit figurer parmi celles qu’affiche la seconde commande.",
			"pl": "To samo sprawdzenie można wykonać w powłoce, poleceniem `host` lub `dig`: w miejsce `ADRES` należy wstawić adres IP żądania. Pierwsze polecenie z każdej pary wyświetla nazwę z rekordu PTR tego adresu, która musi mieć postać podaną powyżej. Tę nazwę należy wstawić w miejsce `NAZWA`: ten sam adres musi się znaleźć wśród adresów wyświetlonych przez drugie polecenie.",
		}},
	})
}
