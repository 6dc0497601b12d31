package generator

import (
	"html"
	"regexp"
	"strings"
	"testing"
)

// Round 6 of the native review (issue 12), the page's meaning and grammar: exact sentences in the
// four languages.

// weekNote is a paragraph of the week's caption, after the legend.
var weekNote = regexp.MustCompile(`(?s)<figcaption data-html-only="">.*?</ul>(.*?)</figcaption>`)

// weekNotesOf is the notes under the legend of the picture of the week on an HTML page, as text.
func weekNotesOf(page []byte) []string {
	m := weekNote.FindSubmatch(page)
	if m == nil {
		return nil
	}
	var out []string
	for _, p := range regexp.MustCompile(`(?s)<p>(.*?)</p>`).FindAllSubmatch(m[1], -1) {
		out = append(out, html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(string(p[1]), "")))
	}
	return out
}

// checkWeek6 wants each language's legend and notes to be exactly these, in order.
func checkWeek6(t *testing.T, name string, res *Result, legend, notes map[string][]string) {
	t.Helper()
	for lang, want := range legend {
		if got := legendOf(res.Files[lang+"/index.html"]); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s, %s: the legend is\n%q\nwant\n%q", name, lang, got, want)
		}
	}
	for lang, want := range notes {
		if got := weekNotesOf(res.Files[lang+"/index.html"]); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s, %s: the notes under the legend are\n%q\nwant\n%q", name, lang, got, want)
		}
	}
}

// review6Windows: a job that runs only at night (a window of kind "only"), a quiet window for
// every crawler, and two crawlers.
const review6Windows = `
[agents.two]
token = "MinimalTwo"

[jobs.full-sync]
label = { en = "Full sync", de = "Vollabgleich", fr = "Synchronisation complète", pl = "Pełna synchronizacja" }
agent = "bot"
cadence = [{ every = "1h" }]

[windows.night]
kind = "only"
label = { en = "Night", de = "Nacht", fr = "Nuit", pl = "Noc" }
days = "mon-fri"
hours = ["22:00-05:00"]
overnight = true
jobs = ["full-sync"]
`

const review6Lunch = `
[windows.lunch]
kind = "quiet"
label = { en = "Lunch", de = "Mittag", fr = "Midi", pl = "Południe" }
hours = ["12:00-13:00"]
`

// TestReview6Week: the legend of the week names the fetches each shade stands for, says that an
// hour is shaded by how often its most frequent regular job starts, and names the occasions it leaves out, with
// how often fetches run then where that is more often than any shade: never "highest frequency"
// of a page whose session days are busier (de 1, fr 2, pl 2, en 9). The dashed outline of a
// window of kind "only" reads as French (fr 7).
func TestReview6Week(t *testing.T) {
	civic := buildExample(t, "civic-ingestor")
	checkWeek6(t, "civic-ingestor", civic, map[string][]string{
		"en": {"Incremental sync: every 10\u00a0minutes", "Incremental sync (Mon–Fri), Documents and Document checks: every hour", "Bar at the right edge: hours in which a less frequent job also runs (Full sync)"},
		"de": {"Inkrementeller Abgleich: alle 10\u00a0Minuten", "Inkrementeller Abgleich (Mo–Fr), Dokumente und Dokumentprüfung: stündlich", "Balken am rechten Rand: Stunden, in denen zusätzlich eine seltenere Abrufart läuft (Vollabgleich)"},
		"fr": {"Synchronisation incrémentielle\u202f: toutes les 10\u00a0minutes", "Synchronisation incrémentielle (du lun. au ven.), Documents et Vérification des documents\u202f: toutes les heures", "Barre sur le bord droit\u202f: heures où s’exécute également une tâche moins fréquente (Synchronisation complète)"},
		"pl": {"Synchronizacja przyrostowa: co 10\u00a0minut", "Synchronizacja przyrostowa (pon.–pt.), Dokumenty i\u00a0Kontrola dokumentów: co godzinę", "Pasek przy prawej krawędzi: godziny, w\u00a0których działa również rzadziej uruchamiane zadanie (Pełna synchronizacja)"},
	}, map[string][]string{
		"en": {
			"Each hour is shaded by how often the most frequent regular job starts a run at that time, not by the number of requests: a job that starts less often may send more requests.",
			"Not shown: fetches on special occasions (“a session day or the day before” and “a council session that is broadcast live”), which run more often, as often as every 10\u00a0seconds.",
		},
		"de": {
			"Jede Stunde ist danach eingefärbt, wie oft die am häufigsten startende regelmäßige Abrufart zu dieser Zeit einen Lauf beginnt, nicht nach der Zahl der Anfragen: Eine Abrufart, die seltener startet, kann mehr Anfragen senden.",
			"Nicht eingezeichnet sind die Abrufe zu besonderen Anlässen („an Sitzungstagen und jeweils am Vortag“ und „bei Ratssitzungen mit Liveübertragung“); dabei wird häufiger abgerufen, teils alle 10\u00a0Sekunden.",
		},
		"fr": {
			"La teinte de chaque heure indique combien de fois la tâche régulière la plus fréquente y est lancée, et non le nombre de requêtes\u202f: une tâche lancée moins souvent peut envoyer davantage de requêtes.",
			"Ne sont pas représentées les exécutions plus fréquentes prévues dans les circonstances particulières suivantes\u202f: «\u202fles jours de séance et la veille\u202f» et «\u202fpour chaque séance du conseil retransmise en direct\u202f» (jusqu’à une exécution toutes les 10\u00a0secondes).",
		},
		"pl": {
			"Kolor każdej godziny odpowiada temu, jak często w\u00a0tym czasie rozpoczyna przebieg najczęściej uruchamiane regularne zadanie, a\u00a0nie liczbie żądań: zadanie uruchamiane rzadziej może wysyłać więcej żądań.",
			"Na obrazie nie pokazano pobierania w\u00a0szczególnych sytuacjach („dni posiedzeń i\u00a0dni je poprzedzające” i\u00a0„przy posiedzeniu rady z\u00a0transmisją na żywo”) – odbywa się ono wtedy częściej, nawet co 10\u00a0sekund.",
		},
	})
	res := buildSmallestEdited(t, [][2]string{{"last_changed = 2026-12-01\n", "last_changed = 2026-12-01\ntime_zone = \"Europe/Warsaw\"\n"}}, review6Windows+review6Lunch)
	checkWeek6(t, "only window", res, map[string][]string{
		"en": {"Full sync: every hour", "Blank: no requests (time window: “Lunch”)", "Dashed outline: the hours to which some fetches are limited (time window: “Night”)", "Other hours: requests possible"},
		"de": {"Vollabgleich: stündlich", "Leer: keine Anfragen („Mittag“)", "Gestrichelt umrandet: Zeiten, auf die bestimmte Abrufarten beschränkt sind („Nacht“)", "Übrige Stunden: Anfragen möglich"},
		"fr": {"Synchronisation complète\u202f: toutes les heures", "Zone vide\u202f: aucune requête (plage horaire\u202f: «\u202fMidi\u202f»)", "Zone encadrée en pointillés\u202f: plage hors de laquelle certaines tâches ne s’exécutent pas («\u202fNuit\u202f»)", "Autres heures\u202f: requêtes possibles"},
		"pl": {"Pełna synchronizacja: co godzinę", "Puste pola: brak żądań (okno „Południe”)", "Obramowanie przerywane: godziny, poza którymi niektóre zadania nie działają (okno „Noc”)", "Pozostałe godziny: żądania możliwe"},
	}, map[string][]string{
		"en": {"Each hour is shaded by how often the most frequent regular job starts a run at that time, not by the number of requests: a job that starts less often may send more requests."},
		"de": {"Jede Stunde ist danach eingefärbt, wie oft die am häufigsten startende regelmäßige Abrufart zu dieser Zeit einen Lauf beginnt, nicht nach der Zahl der Anfragen: Eine Abrufart, die seltener startet, kann mehr Anfragen senden."},
		"fr": {"La teinte de chaque heure indique combien de fois la tâche régulière la plus fréquente y est lancée, et non le nombre de requêtes\u202f: une tâche lancée moins souvent peut envoyer davantage de requêtes."},
		"pl": {"Kolor każdej godziny odpowiada temu, jak często w\u00a0tym czasie rozpoczyna przebieg najczęściej uruchamiane regularne zadanie, a\u00a0nie liczbie żądań: zadanie uruchamiane rzadziej może wysyłać więcej żądań."},
	})
}

// TestReview6OnlyWindows: the sentence that windows apply to every crawler's requests speaks of
// the windows that name no fetch where a window of kind "only" names one, and is left out where
// every window does (fr 1).
func TestReview6OnlyWindows(t *testing.T) {
	zone := [][2]string{{"last_changed = 2026-12-01\n", "last_changed = 2026-12-01\ntime_zone = \"Europe/Warsaw\"\n"}}
	res := buildSmallestEdited(t, zone, review6Windows+review6Lunch)
	checkPageLines(t, res, map[string][]string{
		"en": {"\nThe windows that name no fetch apply to the requests of every crawler on this page: `MinimalBot` and `MinimalTwo`.\n"},
		"de": {"\nDie Zeitfenster, die keine Abrufart nennen, gelten für die Anfragen aller Crawler auf dieser Seite: `MinimalBot` und `MinimalTwo`.\n"},
		"fr": {"\nLes plages horaires qui ne nomment aucune tâche s’appliquent aux requêtes de tous les robots présentés sur cette page\u202f: `MinimalBot` et `MinimalTwo`.\n"},
		"pl": {"\nGodziny okien, które nie wymieniają żadnego zadania, dotyczą żądań wszystkich robotów opisanych na tej stronie: `MinimalBot` i `MinimalTwo`.\n"},
	})
	only := buildSmallestEdited(t, zone, review6Windows)
	checkPageLacks(t, only, map[string][]string{
		"en": {"every crawler on this page: `MinimalBot`"},
		"de": {"aller Crawler auf dieser Seite: `MinimalBot`"},
		"fr": {"tous les robots présentés sur cette page\u202f: `MinimalBot`"},
		"pl": {"wszystkich robotów opisanych na tej stronie: `MinimalBot`"},
	})
}

// review6Agents: three crawlers that read robots.txt, two of them for AI training, one with a
// display name, and a snippet that shuts out the first alone.
const review6Agents = `aipref = "train-ai"
robots_txt = "read"

[agents.two]
token = "MinimalTwo"
name = { en = "PDF fetcher", de = "PDF-Abrufer", fr = "Récupérateur de PDF", pl = "Pobieranie PDF" }
aipref = "train-ai"
robots_txt = "read"
group_matching = "rfc9309"
follows_links = "none"

[agents.three]
token = "MinimalThree"
robots_txt = "read"
group_matching = "rfc9309"
follows_links = "none"

[snippets.all]
label = { en = "Shut MinimalBot out", de = "MinimalBot aussperren", fr = "Exclure MinimalBot", pl = "Blokada MinimalBot" }
agents = ["bot"]
paths = ["/"]
`

// TestReview6Agents: the AIPREF sentence promises what a group does, that this crawler stops
// fetching for the purpose, and names the page's other crawler of the same purpose, which a
// group for this token does not cover (de 2, en 1, fr 20, pl 26); the short answer does not call
// a snippet that names one crawler of three enough (pl 1); the column headed "product token"
// shows tokens, not a display name (en 2).
func TestReview6Agents(t *testing.T) {
	res := buildSmallestEdited(t, nil, review6Agents)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- In the IETF AIPREF vocabulary, its purpose is `train-ai` (fetching pages to train AI models). A robots.txt group that blocks `MinimalBot` stops this crawler from fetching your pages for any purpose.\n- `MinimalTwo`, another crawler on this page, has the same purpose; a group that blocks only `MinimalBot` does not cover it.\n",
			" – Add the snippet “Shut MinimalBot out” to your robots.txt. It does not cover `MinimalTwo` and `MinimalThree`: to shut those crawlers out too, add a User-agent line with the product token of each above the snippet’s rules.\n",
			"| Product token | Reads robots.txt | Obeys the `*` group | Follows links |\n| --- | --- | --- | --- |\n| `MinimalBot` | Yes | Not stated by the operator | Not stated by the operator |\n| `MinimalTwo` | Yes | Yes | No |\n",
		},
		"de": {
			"- Sein Zweck im AIPREF-Vokabular der IETF ist `train-ai` (Training von KI-Modellen): Er ruft Seiten ab, um KI-Modelle zu trainieren. Eine robots.txt-Gruppe, die `MinimalBot` sperrt, verhindert, dass dieser Crawler Ihre Seiten abruft, gleich zu welchem Zweck.\n- Denselben Zweck hat ein weiterer Crawler auf dieser Seite: `MinimalTwo`; eine Gruppe, die nur `MinimalBot` sperrt, erfasst ihn nicht.\n",
			": Fügen Sie die Vorlage „MinimalBot aussperren“ in Ihre robots.txt ein. Sie erfasst `MinimalTwo` und `MinimalThree` nicht: Um auch diese Crawler auszusperren, ergänzen Sie über den Regeln der Vorlage je eine User-agent-Zeile mit ihrem Produkt-Token.\n",
			"| `MinimalTwo` | ja | ja | nein |\n",
		},
		"fr": {
			"- Dans le vocabulaire AIPREF de l’IETF, sa finalité est `train-ai`\u202f: il récupère des pages pour entraîner des modèles d’IA. Un groupe de robots.txt qui bloque `MinimalBot` empêche ce robot de récupérer vos pages, à quelque fin que ce soit.\n- `MinimalTwo`, également présenté sur cette page, a la même finalité\u202f; un groupe qui ne bloque que `MinimalBot` ne s’applique pourtant pas à lui.\n",
			" – ajoutez l’extrait «\u202fExclure MinimalBot\u202f» à votre fichier robots.txt. Il ne couvre pas `MinimalTwo` et `MinimalThree`\u202f: pour bloquer aussi ces robots, ajoutez au-dessus des règles de l’extrait une ligne User-agent portant le jeton de produit de chacun.\n",
			"| `MinimalTwo` | Oui | Oui | Non |\n",
		},
		"pl": {
			"- W słowniku AIPREF (IETF) jego zastosowanie należy do kategorii `train-ai`: robot pobiera strony w celu trenowania modeli AI. Grupa w robots.txt blokująca `MinimalBot` powstrzymuje tego robota przed pobieraniem Państwa stron w jakimkolwiek celu.\n- W tym samym celu pobiera strony także inny robot opisany tutaj: `MinimalTwo`; grupa blokująca tylko `MinimalBot` go nie obejmuje.\n",
			" – należy dodać do pliku robots.txt wpis podany w sekcji „Blokada MinimalBot”. Wpis nie obejmuje robotów `MinimalTwo` i `MinimalThree`: aby je także zablokować, należy dodać nad regułami wpisu wiersze User-agent z ich tokenami produktu.\n",
			"| `MinimalTwo` | tak | tak | nie |\n",
		},
	})
}

// TestReview6DisplayNames: a crawler with a display name reads grammatically in German and
// Polish: a noun before the name takes the case ("vom Crawler „…“", "od robota „…”") and the
// gender of the pronouns that follow, so that the name is never declined (de 7, pl 9); English and
// French state the name alone.
func TestReview6DisplayNames(t *testing.T) {
	res := buildRepro(t, "vigilo")
	checkPageLines(t, res, map[string][]string{
		"en": {
			" – Add the snippet “Shut the VigiloBot audit out” to your robots.txt. Each site owner switches “Uptime monitor” on or off for their site in their own account settings; it does not obey robots.txt, so a robots.txt rule cannot shut it out. Write to [`bot@vigilo.example`](<mailto:bot@vigilo.example>) to ask for an end to all fetching from your site.\n",
			"\nThe User-Agent names the crawler, but anyone can send it: to verify that a request comes from “Uptime monitor” or `VigiloBot`, check its IP address against the list above, or look up the address’s reverse DNS name, which must have the form below and resolve back to the same address.\n",
			"\n“Uptime monitor” does not read robots.txt, so no group reaches it; see its description under “How to recognise the requests”.\n",
		},
		"de": {
			": Fügen Sie die Vorlage „Die VigiloBot-Prüfung aussperren“ in Ihre robots.txt ein. Der Crawler „Erreichbarkeitsmonitor“ wird von Website-Betreibern in ihren Einstellungen selbst ein- oder ausgeschaltet; er befolgt die robots.txt nicht und lässt sich daher nicht über sie aussperren. Schreiben Sie an [`bot@vigilo.example`](<mailto:bot@vigilo.example>), um alle Abrufe von Ihrer Website einstellen zu lassen.\n",
			"\nDer User-Agent nennt den Crawler, kann aber von jedem gesendet werden. Ob eine Anfrage tatsächlich von einem der Crawler „Erreichbarkeitsmonitor“ oder `VigiloBot` stammt, prüfen Sie anhand ihrer IP-Adresse und der oben stehenden Liste oder über den Reverse-DNS-Namen der Adresse: Er muss die unten angegebene Form haben und wieder in dieselbe Adresse aufgelöst werden.\n",
			"\nDer Crawler „Erreichbarkeitsmonitor“ liest die robots.txt nicht, daher erreicht ihn keine Gruppe darin; siehe seine Beschreibung unter „Woran Sie die Anfragen erkennen“.\n",
		},
		"fr": {
			" – ajoutez l’extrait «\u202fExclure l’audit de VigiloBot\u202f» à votre fichier robots.txt. «\u202fMoniteur de disponibilité\u202f» ne respecte pas robots.txt\u202f: ce fichier ne permet donc pas de le bloquer. C’est le responsable du site qui l’active ou le désactive, dans les réglages de son propre compte. Écrivez à [`bot@vigilo.example`](<mailto:bot@vigilo.example>) pour demander l’arrêt de toute collecte sur votre site.\n",
			"\nLe User-Agent ne prouve rien à lui seul, car n’importe qui peut l’envoyer. Pour vérifier qu’une requête provient bien de «\u202fMoniteur de disponibilité\u202f» ou de `VigiloBot`, comparez son adresse IP à la liste ci-dessus, ou consultez le nom DNS inverse de cette adresse\u202f: il doit avoir la forme indiquée ci-dessous et, à son tour, se résoudre en la même adresse.\n",
		},
		"pl": {
			" – wystarczy dodać do pliku robots.txt wpis podany w sekcji „Blokada audytu VigiloBot”. Robot „Monitor dostępności” nie stosuje się do reguł z pliku robots.txt, więc nie można go w ten sposób zablokować: administratorzy serwisów sami decydują w ustawieniach swojego konta, czy robot ma pobierać treści z ich serwisów. Aby poprosić o zaprzestanie wszelkiego pobierania z Państwa serwisu, należy napisać na adres [`bot@vigilo.example`](<mailto:bot@vigilo.example>).\n",
			"\nNagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota „Monitor dostępności” lub `VigiloBot`, można potwierdzić dopiero na podstawie adresu IP, z którego je wysłano: musi on znajdować się na liście powyżej albo nazwa z jego rekordu PTR (rekordu odwrotnego DNS) musi mieć postać podaną poniżej, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres.\n",
			"\nRobot „Monitor dostępności” nie odczytuje pliku robots.txt, więc nie obejmuje go żadna grupa (zob. jego opis w sekcji „Jak rozpoznać żądania”).\n",
		},
	})
}

// TestReview6Sentences: a body of 1 MB agrees with its verb in German (de 8); one directive is
// "the directive", not "these directives" (fr 8); a preferred window and the logs kept say no
// "robot" on a page of two (pl 11); word for word in the four languages.
func TestReview6Sentences(t *testing.T) {
	res := buildSmallestEdited(t, [][2]string{{"last_changed = 2026-12-01\n", "last_changed = 2026-12-01\ntime_zone = \"Europe/Warsaw\"\n"}}, `robots_txt = "read"
directives = { meta_robots = ["noindex"], x_robots_tag = ["noindex"] }

[agents.two]
token = "MinimalTwo"

[limits]
max_body_size = "1MB"
larger_bodies = "truncated"

[legal]
retention = [{ what = "request-logs", keep_for = "90d" }]

[windows.morning]
kind = "preferred"
label = { en = "Morning", de = "Morgen", fr = "Matin", pl = "Rano" }
hours = ["05:00-09:00"]
`)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- The crawler downloads no more than 1\u00a0MB of any response: anything beyond that is cut off, and the part already downloaded is used.\n",
			"- It obeys the `noindex` directive in a page’s robots meta tag.\n",
			"- It obeys the `noindex` directive in the X-Robots-Tag response header.\n",
			"- Morning: preferably 05:00–09:00.\n",
			"- Logs of the requests sent are kept for at most 90\u00a0days.\n",
		},
		"de": {
			"- Von jeder Antwort lädt der Crawler höchstens 1\u00a0MB herunter: Eine größere Antwort wird dort abgeschnitten, und der gelesene Teil wird verwendet.\n",
			"- Befolgt die Anweisung `noindex` im Robots-Meta-Tag einer Seite.\n",
			"- Befolgt die Anweisung `noindex` im Antwort-Header X-Robots-Tag.\n",
		},
		"fr": {
			"- Il respecte la directive `noindex` de la balise meta robots d’une page.\n",
			"- Il respecte la directive `noindex` de l’en-tête de réponse X-Robots-Tag.\n",
		},
		"pl": {
			"- Przestrzega dyrektywy `noindex` z metatagu robots strony.\n",
			"- Przestrzega dyrektywy `noindex` z nagłówka odpowiedzi X-Robots-Tag.\n",
			"- Rano: w miarę możliwości 5:00–9:00.\n",
			"- Rejestry (logi) żądań wysyłanych do serwisów są przechowywane najwyżej przez 90\u00a0dni.\n",
		},
	})
}
