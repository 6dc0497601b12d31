package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestNativeReview3Diff: the diff findings of round 3 of the native review (issue 12), each as the
// exact sentence in the four languages, with its class.
func TestNativeReview3Diff(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	form := "email = \"contact@gazette.example\"\nform = \"https://gazette.example/robot/form\"\nform_purpose = { fr = \"demandes de retrait\", en = \"requests to remove an article\", de = \"Löschanträge\", pl = \"wnioski o usunięcie\" }"
	// NordsucheReadLater's whole block, from its table to the addresses after it.
	src, err := os.ReadFile("../examples/search-engine/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	from, to := strings.Index(string(src), "[agents.readlater]"), strings.Index(string(src), "# The crawlers' addresses.")
	if from < 0 || to < from {
		t.Fatal("search-engine's policy has no block of NordsucheReadLater before its addresses")
	}
	readLater := string(src[from:to])
	tests := []struct {
		name, example string
		edits         [][2]string
		ptr, class    string
		want          map[string]string
	}{
		{"a new web form by its own name, not the contact details (en 3, pl)", "gazette-bot", [][2]string{{`email = "contact@gazette.example"`, form}}, "/contact/form", "contact", map[string]string{
			"en": "Added: the web form for webmasters (“https://gazette.example/robot/form”). Webmasters now have another way to reach the operator.",
			"de": "Hinzugefügt: das Webformular für Webmaster – „https://gazette.example/robot/form“. Webmaster haben dadurch einen weiteren Kontaktweg zum Betreiber.",
			"fr": "Ajout\u202f: le formulaire en ligne destiné aux webmestres («\u202fhttps://gazette.example/robot/form\u202f»). Les webmestres disposent désormais d’un moyen supplémentaire de joindre l’exploitant.",
			"pl": "Dodano formularz internetowy dla administratorów serwisów: „https://gazette.example/robot/form”. Administratorzy serwisów mają teraz dodatkową drogę kontaktu z nami.",
		}},
		{"what the form is for by its label, not its key (en 2)", "gazette-bot", [][2]string{{`email = "contact@gazette.example"`, form}}, "/contact/form_purpose", "contact", map[string]string{
			"en": "Added: what the web form is for (“requests to remove an article”). This changes how webmasters can reach the operator or what they can ask for.",
			"de": "Hinzugefügt: der Zweck des Webformulars – „Löschanträge“. Für Webmaster ändert sich dadurch, wie sie den Betreiber erreichen oder worum sie ihn bitten können.",
			"fr": "Ajout\u202f: l’objet du formulaire en ligne («\u202fdemandes de retrait\u202f»). Cette modification change la façon de joindre l’exploitant ou ce que les webmestres peuvent lui demander.",
			"pl": "Dodano przeznaczenie formularza internetowego: „wnioski o usunięcie”. Zmienia się sposób kontaktu z nami lub to, o co administratorzy serwisów mogą nas poprosić.",
		}},
		{"a crawler removed: its groups match no listed crawler (en 4, pl)", "search-engine", [][2]string{{readLater, ""}}, "/agents/readlater", "identity", map[string]string{
			"en": "Removed: a crawler (“NordsucheReadLater”). Groups in robots.txt, allowlists and filters that name this crawler no longer match any crawler the policy lists.",
			"de": "Entfernt: ein Crawler – „NordsucheReadLater“. robots.txt-Gruppen, Freigabelisten und Filter, die diesen Crawler nennen, treffen auf keinen der aufgeführten Crawler mehr zu.",
			"fr": "Suppression d’un robot\u202f: «\u202fNordsucheReadLater\u202f». Les groupes de robots.txt, les listes d’autorisation et les filtres qui visent ce robot ne correspondent plus à aucun des robots répertoriés.",
			"pl": "Usunięto robota: „NordsucheReadLater”. Grupy w robots.txt, w których wymieniono tego robota, a także listy dozwolonych robotów (białe listy) i filtry, które go rozpoznają, nie pasują już do żadnego z robotów wymienionych w zasadach.",
		}},
		{"the last copy no longer kept: said as the state, not Removed … yes (pl 4)", "civic-ingestor", [][2]string{{"keep_last_good = true\n", ""}}, "/robots_txt/keep_last_good", "looser", map[string]string{
			"en": "Changed: while robots.txt is unreachable, the last copy read no longer stays in force. This change may make the crawler less polite. The change needs sign-off.",
			"de": "Geändert: Solange die robots.txt nicht erreichbar ist, verwendet der Crawler die zuletzt erfolgreich gelesene Kopie nicht weiter. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Modification\u202f: tant que robots.txt est inaccessible, la dernière copie lue ne reste plus en vigueur. L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zmiana: gdy plik robots.txt jest nieosiągalny, ostatnio odczytana kopia przestaje obowiązywać. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		{"wildcards switched off: said as the state (de 4)", "civic-ingestor", [][2]string{{"wildcards = true\n", ""}, {`paths = ["/*.pdf$"]`, `paths = ["/files/"]`}}, "/robots_txt/wildcards", "looser", map[string]string{
			"en": "Changed: the special characters “*” and “$” in Allow and Disallow lines are no longer evaluated. This change makes the crawler less polite. The change needs sign-off.",
			"de": "Geändert: Die Sonderzeichen „*“ und „$“ in Allow- und Disallow-Zeilen werden nicht mehr ausgewertet. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Modification\u202f: les caractères spéciaux «\u202f*\u202f» et «\u202f$\u202f» des lignes Allow et Disallow ne sont plus interprétés. L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zmiana: znaki specjalne „*” i „$” w wierszach Allow i Disallow nie są już interpretowane. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		{"a quota’s figure published: said as the state with the figure, neutral (pl 4; review 5, en 28)", "gmina-bot", [][2]string{{"unpublished = true\nperiod = \"24h\"", "max = 500\nperiod = \"24h\""}}, "/targets/official-sites/limits/quotas/0/unpublished", "neutral", map[string]string{
			"en": "Changed for “Official websites of public bodies”: the quota’s figure is now published (at most 500\u00a0requests per day). This does not change how polite the crawler is.",
			"de": "Geändert für „Amtliche Websites öffentlicher Stellen“: Der Wert des Kontingents wird nun veröffentlicht (höchstens 500\u00a0Anfragen pro Tag). An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
			"fr": "Modification pour la catégorie «\u202fSites officiels des organismes publics\u202f»\u202f: la valeur du quota est désormais publiée (au plus 500\u00a0requêtes par jour). Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.",
			"pl": "Zmiana dla kategorii serwisów „Serwisy urzędowe organów publicznych”: wartość limitu jest odtąd publikowana (najwyżej 500\u00a0żądań na dobę). Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.",
		}},
		{"embedded resources fetched where the page said nothing: looser (de 5, fr 3, pl 2)", "gmina-bot", [][2]string{{"", "\n[agents.gminabot.embedded]\nfetch = \"fetched\"\nkinds = [\"images\", \"scripts\"]\nnamed_in = [\"markup\"]\n"}}, "/agents/gminabot/embedded", "looser", map[string]string{
			"en": "Added for GminaBot: what it does with the resources that a page embeds or names. Now: “Along with a page, it fetches the images and scripts that the page embeds.” This change makes the crawler less polite. The change needs sign-off.",
			"de": "Hinzugefügt für „GminaBot“: der Umgang mit Ressourcen, die eine Seite einbindet oder nennt. Neu: „Ruft mit einer Seite auch die Bilder und Skripte ab, die sie einbindet.“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Ajout pour «\u202fGminaBot\u202f»\u202f: le traitement des ressources intégrées à une page. Désormais\u202f: «\u202fLorsqu’il récupère une page, il récupère aussi les images et les scripts que celle-ci intègre.\u202f» L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Dodano dla robota „GminaBot” informację o postępowaniu z zasobami, które strona osadza lub wskazuje. Brzmienie: „Wraz ze stroną pobiera również obrazy i skrypty, które strona osadza”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		{"rel=nofollow links followed where the page said nothing: looser (pl 2)", "gmina-bot", [][2]string{{"", "\n[agents.gminabot.directives]\nrel_nofollow = \"followed\"\n"}}, "/agents/gminabot/directives", "looser", map[string]string{
			"en": "Added for GminaBot: how it treats robots directives (robots meta tag, X-Robots-Tag, nofollow). Now: “A link marked ‘rel=\"nofollow\"’ does not stop it: it may still fetch the link’s target.” This change makes the crawler less polite. The change needs sign-off.",
			"de": "Hinzugefügt für „GminaBot“: der Umgang mit Robots-Anweisungen (Robots-Meta-Tag, X-Robots-Tag, nofollow). Neu: „Ein mit ‚rel=\"nofollow\"‘ gekennzeichneter Link hält den Crawler nicht davon ab, ihm zu folgen: Das Linkziel kann trotzdem abgerufen werden.“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Ajout pour «\u202fGminaBot\u202f»\u202f: le traitement des directives destinées aux robots. Désormais\u202f: «\u202fLe robot suit aussi les liens marqués “rel=\"nofollow\"”\u202f: il peut en récupérer la cible.\u202f» L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Dodano dla robota „GminaBot” informację o sposobie traktowania dyrektyw dla robotów (metatag robots, X-Robots-Tag, nofollow). Brzmienie: „Podąża także za linkami oznaczonymi «rel=\"nofollow\"»: może pobrać ich strony docelowe”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		{"a retention in the page’s sentence (en 1, de 2, pl 3)", "gazette-bot", [][2]string{{"", "\n[legal]\nretention = [{ what = \"request-logs\", keep_for = \"90d\" }]\n"}}, "/legal/retention/0", "neutral", map[string]string{
			"en": "Added: a retention period. Now: “Logs of the requests sent are kept for at most 90\u00a0days.” The operator now states how long it keeps this data; how the crawler fetches does not change.",
			"de": "Hinzugefügt: eine Aufbewahrungsfrist. Neu: „Protokolle der Anfragen werden höchstens 90\u00a0Tage aufbewahrt.“ Der Betreiber gibt nun an, wie lange er diese Daten aufbewahrt; am Abrufverhalten des Crawlers ändert sich nichts.",
			"fr": "Ajout\u202f: une durée de conservation. Désormais\u202f: «\u202fLes journaux des requêtes envoyées sont conservés au plus 90\u00a0jours.\u202f» L’exploitant s’engage désormais sur une durée de conservation\u202f; la manière dont le robot récupère les contenus ne change pas.",
			"pl": "Dodano okres przechowywania. Brzmienie: „Rejestry (logi) żądań wysyłanych do serwisów są przechowywane najwyżej przez 90\u00a0dni”. Podajemy teraz, jak długo przechowujemy te dane; sposób pobierania treści przez robota się nie zmienia.",
		}},
		{"the removal after an opt-out added: named, stricter, not about fetching (round 4, fr 1)", "gazette-bot", [][2]string{{"", "\n[legal]\nremoved_after_opt_out = \"7d\"\n"}}, "/legal/removed_after_opt_out", "stricter", map[string]string{
			"en": "Added: how soon collected data is removed after a site opts out (7\u00a0days). This keeps less data, or keeps it for less time; how the crawler fetches does not change.",
			"de": "Hinzugefügt: wie schnell gesammelte Daten entfernt werden, nachdem eine Website widersprochen hat – 7\u00a0Tage. Daten werden dadurch weniger oder kürzer aufbewahrt; am Abrufverhalten des Crawlers ändert sich nichts.",
			"fr": "Ajout\u202f: le délai de suppression des données collectées après l’opposition d’un site (7\u00a0jours). Moins de données sont conservées, ou moins longtemps\u202f; la manière dont le robot récupère les contenus ne change pas.",
			"pl": "Dodano czas, w jakim zebrane dane są usuwane po sprzeciwie administratora serwisu: 7\u00a0dni. Przechowywanych jest mniej danych lub krócej; sposób pobierania treści przez robota się nie zmienia.",
		}},
		{"robots.txt unavailable (4xx): named, in the page’s sentences, stricter (de 3)", "civic-ingestor", [][2]string{{"unavailable = \"allow-all\"", "unavailable = \"disallow-all\""}}, "/robots_txt/unavailable", "stricter", map[string]string{
			"en": "Changed: what an unavailable robots.txt (HTTP 4xx) means. Previously: “If robots.txt is unavailable (HTTP 4xx), everything is allowed, as RFC 9309 permits.” Now: “If robots.txt is unavailable (HTTP 4xx), nothing is fetched from the site.” This change makes the crawler more polite.",
			"de": "Geändert: was gilt, wenn der Server den Abruf der robots.txt mit einem Client-Fehler (HTTP 4xx) beantwortet. Bisher: „Beantwortet der Server den Abruf der robots.txt mit einem Client-Fehler (HTTP 4xx, etwa 404), gilt nach RFC 9309 alles als erlaubt.“ Neu: „Beantwortet der Server den Abruf der robots.txt mit einem Client-Fehler (HTTP 4xx), ruft der Crawler von der Website nichts ab.“ Der Crawler wird dadurch rücksichtsvoller.",
			"fr": "Modification\u202f: ce qui s’applique quand le serveur répond à la demande de robots.txt par un code\u00a04xx. Jusqu’à présent\u202f: «\u202fSi le serveur répond à la demande de robots.txt par un code\u00a04xx (par exemple 404\u202f: le fichier n’existe pas), tout est autorisé, conformément à la RFC\u00a09309.\u202f» Désormais\u202f: «\u202fSi le serveur répond à la demande de robots.txt par un code\u00a04xx, aucune page du site n’est récupérée.\u202f» L’exploration devient plus respectueuse des sites.",
			"pl": "Zmiana: zasada obowiązująca, gdy serwer zwraca dla pliku robots.txt kod HTTP 4xx. Dotychczas: „Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx (np. 404, gdy pliku nie ma), robot zgodnie z RFC 9309 uznaje, że wolno mu pobierać wszystko”. Odtąd: „Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx, robot niczego z serwisu nie pobiera”. Robot staje się przez to mniej uciążliwy dla serwisów.",
		}},
		{"a request removed: it can no longer be asked for (de 6)", "link-preview", [][2]string{{"\n[[contact.requests]]\nkind = \"allowlist\"\n", ""}}, "/contact/requests/1", "contact", map[string]string{
			"en": "Removed: something that webmasters can ask for (“your site to be added to the allowlist”). Webmasters can no longer ask for this.",
			"de": "Entfernt: ein Anliegen, das Webmaster vorbringen können – „die Aufnahme Ihrer Website in die Freigabeliste“. Webmaster können nicht mehr darum bitten.",
			"fr": "Suppression d’une demande qu’un site peut adresser\u202f: «\u202fl’inscription de votre site sur la liste d’autorisation\u202f». Les webmestres ne peuvent plus en faire la demande.",
			"pl": "Usunięto prośbę, którą administrator serwisu może przesłać: „wpisanie Państwa serwisu na listę serwisów dozwolonych”. Administratorzy serwisów nie mogą już o to prosić.",
		}},
		{"the first IP addresses: identity (de 2)", "feed-reader", [][2]string{{"", "\n[network]\n[[network.addresses]]\nprefix = \"192.0.2.0/24\"\n"}}, "/network/addresses/0", "identity", map[string]string{
			"en": "Added: an IP address range (192.0.2.0/24). Allowlists and firewall rules that list the crawler’s IP addresses may need updating.",
			"de": "Hinzugefügt: ein IP-Adressbereich – „192.0.2.0/24“. Freigabelisten und Firewall-Regeln, die die IP-Adressen des Crawlers aufführen, müssen eventuell angepasst werden.",
			"fr": "Ajout d’une plage d’adresses IP\u202f: «\u202f192.0.2.0/24\u202f». Il faudra peut-être mettre à jour les listes d’autorisation et les règles de pare-feu qui énumèrent les adresses IP du robot.",
			"pl": "Dodano zakres adresów IP: „192.0.2.0/24”. Listy dozwolonych adresów IP i reguły zapory sieciowej, które wymieniają adresy IP robota, mogą wymagać aktualizacji.",
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

// TestWildcardSnippetsNeedWildcards (de 4): a snippet whose path uses "*" or "$" is proven as RFC
// 9309 reads them; where the policy does not state that the crawler evaluates them
// (robots_txt.wildcards), the build refuses it, at the snippet's key, rather than offer it as
// tested; validation (sitegen validate) refuses it too, with the policy's other problems.
func TestWildcardSnippetsNeedWildcards(t *testing.T) {
	dir := filepath.Join("..", "examples", "civic-ingestor")
	src, err := os.ReadFile(filepath.Join(dir, "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Count(src, []byte("wildcards = true\n")) != 1 {
		t.Fatal("civic-ingestor does not state wildcards = true once")
	}
	src = bytes.Replace(src, []byte("wildcards = true\n"), nil, 1)
	opts := defaults()
	opts.Site = overlay{fstest.MapFS{"policy.toml": {Data: src}}, os.DirFS(dir)}
	_, err = Build(opts)
	want := `policy.toml:437:2: snippets.no-pdf: the paths "/*.pdf$" use the special characters "*" or "$", but robots_txt.wildcards does not state that they are evaluated for civic-ingestor: the proof would not read the file as the crawler does (want robots_txt.wildcards = true, or paths without "*" and "$")`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("build of civic-ingestor without wildcards: %v\nwant a problem containing\n%s", err, want)
	}
	// Validation refuses it with the policy's other problems (new-user trial 22, F-11).
	if _, err := policy.Parse(src, "policy.toml"); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("policy.Parse: %v, want a problem containing %s", err, want)
	}
}
