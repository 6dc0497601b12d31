package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// Round 8 of the native review (issue 12), the English findings fixed where the sentence is
// built: exact text in every language whose sentence changed with the English one.

// TestReview8EnglishPages: page sentences built from what the policy holds (en 8, 9, 10, 19, 26).
func TestReview8EnglishPages(t *testing.T) {
	triple := buildExample(t, "triple-fetchers")
	checkPageLines(t, triple, map[string][]string{
		// en 8: paths without a wildcard match by prefix, which the sentence says.
		// en 19: one commitment, in the singular.
		// en 26: a rule compared with a path in the other case, not with another rule.
		"en": {
			"\nBlocks `ExampleWatch` from every URL whose path starts with `/intern/` or `/preise/entwuerfe/`.\n",
			"\nThis commitment applies to all crawlers on this page: `ExampleWatch`, `ExampleWorkflow` and `ExampleFetch`.\n",
			"- Paths are case-sensitive: add a rule for each capitalisation your site uses (for example, `/intern/` does not match `/Intern/`).\n",
		},
		"de": {
			"\nSperrt `ExampleWatch` für alle Adressen, deren Pfad mit `/intern/` oder `/preise/entwuerfe/` beginnt.\n",
			"\nDiese Zusage gilt für jeden Crawler auf dieser Seite: `ExampleWatch`, `ExampleWorkflow` und `ExampleFetch`.\n",
		},
		"fr": {
			"\nCet extrait interdit à `ExampleWatch` toutes les adresses dont le chemin commence par `/intern/` ou `/preise/entwuerfe/`.\n",
			"\nCet engagement vaut pour chacun des robots présentés sur cette page\u202f: `ExampleWatch`, `ExampleWorkflow` et `ExampleFetch`.\n",
		},
		"pl": {
			"\nBlokuje dla robota `ExampleWatch` dostęp do każdego adresu, którego ścieżka zaczyna się od `/intern/` lub `/preise/entwuerfe/`.\n",
			"\nPoniższe zobowiązanie dotyczy każdego z robotów opisanych na tej stronie: `ExampleWatch`, `ExampleWorkflow` i `ExampleFetch`.\n",
		},
	})
	civic := buildExample(t, "civic-ingestor")
	checkPageLines(t, civic, map[string][]string{
		// A pattern with a wildcard "matches"; the example path has no letter of the rule.
		"en": {
			"Blocks `civic-ingestor` from every URL that matches `/*.pdf$`.",
			"- Paths are case-sensitive: add a rule for each capitalisation your site uses (for example, `/*.pdf$` does not match `/archive.PDF`).\n",
		},
		"de": {"(z.\u00a0B. erfasst die Regel `/*.pdf$` nicht den Pfad `/archive.PDF`)."},
		"fr": {"(par exemple, la règle `/*.pdf$` ne couvre pas le chemin `/archive.PDF`)."},
		"pl": {"(np. reguła `/*.pdf$` nie obejmuje ścieżki `/archive.PDF`)."},
	})
	// en 10: a group that blocks the token stops every fetch of that crawler, not those of one
	// purpose.
	search := buildExample(t, "search-engine")
	checkPageLines(t, search, map[string][]string{
		"en": {"- In the IETF AIPREF vocabulary, its purpose is `search` (fetching pages for a search engine). A robots.txt group that blocks `NordsucheBot` stops this crawler from fetching your pages for any purpose.\n"},
		"de": {"- Sein Zweck im AIPREF-Vokabular der IETF ist `search` (Suche): Er ruft Seiten für eine Suchanwendung ab. Eine robots.txt-Gruppe, die `NordsucheBot` sperrt, verhindert, dass dieser Crawler Ihre Seiten abruft, gleich zu welchem Zweck.\n"},
		"fr": {"- Dans le vocabulaire AIPREF de l’IETF, sa finalité est `search`\u202f: il récupère des pages pour un moteur de recherche. Un groupe de robots.txt qui bloque `NordsucheBot` empêche ce robot de récupérer vos pages, à quelque fin que ce soit.\n"},
		"pl": {"- W słowniku AIPREF (IETF) jego zastosowanie należy do kategorii `search`: robot pobiera strony na potrzeby wyszukiwarki. Grupa w robots.txt blokująca `NordsucheBot` powstrzymuje tego robota przed pobieraniem Państwa stron w jakimkolwiek celu.\n"},
	})
	// en 9: the caption names the columns the table has: a schedule without a column of sites,
	// a column of robots.txt that says whether or when.
	captions := map[string]map[*Result]string{
		"en": {
			buildExample(t, "feed-reader"): "Each kind of fetch: the crawler that makes it, when it runs, and its limits.",
			civic:                          "Each kind of fetch: the crawler that makes it, the sites it goes to, when it runs, and its limits.",
			// No column of the "*" group: Nordsuche's policy does not say how its crawlers read
			// groups (newuser9, finding 9).
			search: "For each crawler: its product token and whether and when it reads robots.txt.",
		},
	}
	for lang, byRes := range captions {
		for res, want := range byRes {
			if page := string(res.Files[lang+"/index.html"]); !strings.Contains(page, ">"+want+"</p>") {
				t.Errorf("%s/index.html of %s lacks the caption %q", lang, res.Policy.Site.Title[lang], want)
			}
		}
	}
	feed := buildExample(t, "feed-reader")
	for lang, want := range map[string]string{
		"de": "Jede Abrufart: welcher Crawler, wann und mit welchen Limits.",
		"fr": "Pour chaque tâche\u202f: le robot utilisé, les moments d’exécution, les limites et les remarques.",
		"pl": "Zadania: robot, który je wykonuje, pory i\u00a0limity.",
	} {
		if page := string(feed.Files[lang+"/index.html"]); !strings.Contains(page, ">"+want+"</p>") {
			t.Errorf("feed-reader %s/index.html lacks the caption %q", lang, want)
		}
	}
}

// TestOtherCasePath: the warning's example is a path that the rule does not match (en 26).
func TestOtherCasePath(t *testing.T) {
	for _, tt := range []struct{ rule, want string }{
		{"/*.pdf$", "/archive.PDF"},
		{"/*.doc", "/file.DOC"},
		{"/intern/", "/Intern/"},
		{"/*/preise", "/doc/Preise"},
		{"/*.tar$", "/file.TAR"},
		{"/*.fixed", "/1.FIXED"}, // every word shares a letter with the rule
	} {
		if got := otherCasePath(otherCase(tt.rule)); got != tt.want {
			t.Errorf("otherCasePath(otherCase(%q)) = %q, want %q", tt.rule, got, tt.want)
		}
	}
}

// TestReview8EnglishDiff: sentences of sitegen diff built from the change (en 2, 5, 6, 21).
func TestReview8EnglishDiff(t *testing.T) {
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
		// en 21: a label changed in the review's language is a renaming, the new name said once.
		{"renamed snippet (en)", "civic-ingestor", [][2]string{{`en = "Block civic-ingestor from the whole site"`, `en = "Block civic-ingestor from every page"`}}, "en", "/snippets/exclude/label/en",
			"Renamed a snippet (in English): “Block civic-ingestor from the whole site” is now “Block civic-ingestor from every page”. Only the wording changes."},
		{"renamed snippet (de)", "civic-ingestor", [][2]string{{`de = "civic-ingestor vollständig aussperren"`, `de = "civic-ingestor ganz aussperren"`}}, "de", "/snippets/exclude/label/de",
			"Umbenannt (deutsche Fassung): eine Vorlage – bisher „civic-ingestor vollständig aussperren“, neu „civic-ingestor ganz aussperren“. Nur der Wortlaut ändert sich."},
		// A label in another language names the item by its name in the review's language, as a
		// renaming (English review 27, F8).
		{"label in another language (en)", "civic-ingestor", [][2]string{{`de = "civic-ingestor vollständig aussperren"`, `de = "civic-ingestor ganz aussperren"`}}, "en", "/snippets/exclude/label/de",
			"Renamed the snippet “Block civic-ingestor from the whole site” (in German): the name “civic-ingestor vollständig aussperren” is now “civic-ingestor ganz aussperren”. Only the wording changes."},
		// en 5: a signing key by its thumbprint, as the page calls it.
		{"signing key thumbprint (en)", "triple-fetchers", [][2]string{{"[[agents.example-fetch.signing_keys]]\nkty = \"OKP\"\ncrv = \"Ed25519\"\nx = \"_yR1cRm_YIN8KYYZ_Gg89D1r2enz0BrfJPsvyyiUcVY\"\nkid = \"1FKiVUFEmxvFDK_AG66f8xREIVwDIdIzdUiIl7KPQF4\"\n", ""}}, "en", "/agents/example-fetch/signing_keys/0",
			"Removed for ExampleFetch: a Web Bot Auth signing key (thumbprint 1FKiVUFEmxvFDK_AG66f8xREIVwDIdIzdUiIl7KPQF4). Sites that verify the crawler’s signatures should fetch its key directory again."},
		{"signing key thumbprint (fr)", "triple-fetchers", [][2]string{{"[[agents.example-fetch.signing_keys]]\nkty = \"OKP\"\ncrv = \"Ed25519\"\nx = \"_yR1cRm_YIN8KYYZ_Gg89D1r2enz0BrfJPsvyyiUcVY\"\nkid = \"1FKiVUFEmxvFDK_AG66f8xREIVwDIdIzdUiIl7KPQF4\"\n", ""}}, "fr", "/agents/example-fetch/signing_keys/0",
			"Suppression pour «\u202fExampleFetch\u202f»\u202f: une clé de signature Web Bot Auth (empreinte «\u202f1FKiVUFEmxvFDK_AG66f8xREIVwDIdIzdUiIl7KPQF4\u202f»). Les sites qui vérifient les signatures du robot doivent recharger son annuaire de clés."},
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

// TestReview8IdentityPlural: on a page of several crawlers, the identity class speaks of the
// crawlers (en 20): in the titles and headings of the page of changes, and the diff's heading.
func TestReview8IdentityPlural(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	one := buildExample(t, "linkgraph-bot").Policy
	several := buildExample(t, "search-engine").Policy
	want := map[string][2][3]string{ // language → one, several → title, heading, diff heading
		"en": {{"how the crawler is recognised", "How the crawler is recognised", "How the crawler is recognised: allowlists and blocks"},
			{"how the crawlers are recognised", "How the crawlers are recognised", "How the crawlers are recognised: allowlists and blocks"}},
		"de": {{"Erkennung des Crawlers", "Woran der Crawler erkannt wird", "Woran der Crawler erkannt wird: Freigabelisten und Sperren"},
			{"Erkennung der Crawler", "Woran die Crawler erkannt werden", "Woran die Crawler erkannt werden: Freigabelisten und Sperren"}},
		"fr": {{"identification du robot", "Identification du robot", "Identification du robot\u202f: listes d’autorisation et blocages"},
			{"identification des robots", "Identification des robots", "Identification des robots\u202f: listes d’autorisation et blocages"}},
		"pl": {{"zmiany dotyczące rozpoznawania robota", "Zmiany dotyczące rozpoznawania robota", "Rozpoznawanie robota: listy dozwolonych robotów i blokady"},
			{"zmiany dotyczące rozpoznawania robotów", "Zmiany dotyczące rozpoznawania robotów", "Rozpoznawanie robotów: listy dozwolonych robotów i blokady"}},
	}
	for lang, forms := range want {
		var problems []string
		l := newLocalizer(msgs, lang, &problems)
		for i, p := range []*policy.Policy{one, several} {
			key := classKey(policy.ClassIdentity, p)
			got := [3]string{l.s("changes.title_class." + key), l.s("changes.class." + key), l.s("diff.class_heading." + key)}
			if got != forms[i] {
				t.Errorf("%s, %d crawlers: %q, want %q", lang, len(p.Agents), got, forms[i])
			}
		}
		if len(problems) > 0 {
			t.Errorf("%s: %v", lang, problems)
		}
	}
	if got := classKey(policy.ClassLooser, several); got != "looser" {
		t.Errorf("classKey(looser) = %q, want looser", got)
	}
}

// TestReview8Registers: a register the page's reader may not know is named in the page's
// language after its abbreviation (en 41); Polish readers know the Polish ones.
func TestReview8Registers(t *testing.T) {
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{
		"en": {"\n- KRS (National Court Register): `0000000000`\n", "\n- NIP (Polish tax identification number): `0000000000`\n", "\n- REGON (Polish statistical business identification number): `000000000`\n"},
		"de": {"\n- KRS (polnisches Nationales Gerichtsregister): `0000000000`\n", "\n- NIP (polnische Steuernummer): `0000000000`\n", "\n- REGON (polnische statistische Identifikationsnummer): `000000000`\n"},
		"fr": {"\n- KRS (registre judiciaire national polonais)\u202f: `0000000000`\n", "\n- NIP (numéro d’identification fiscale polonais)\u202f: `0000000000`\n", "\n- REGON (numéro statistique polonais)\u202f: `000000000`\n"},
		"pl": {"\n- KRS: `0000000000`\n", "\n- NIP: `0000000000`\n", "\n- REGON: `000000000`\n"},
	})
}

// TestReview8Unattended: the comparison table names a customer's schedule (en 13), and no longer
// says that its runs are unattended, which the policy does not state (new-user trial 22, F-04).
func TestReview8Unattended(t *testing.T) {
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{
		"en": {"| `ExampleWorkflow` | A customer’s schedule |"},
		"de": {"| `ExampleWorkflow` | Zeitplan der Kundschaft |"},
		"fr": {"| `ExampleWorkflow` | Calendrier fixé par un client |"},
		"pl": {"| `ExampleWorkflow` | harmonogram klienta |"},
	})
	// en 28, 33: the categories the snippet does not reach, after what it does not stop; the
	// limits of a category of site that take the place of the general ones.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"en": {
			"Add the snippet “Block civic-ingestor from the whole site” to your robots.txt. It does not stop fetches from sites in these categories, for which robots.txt is not read: “Providers that stream council sessions”, “Municipal geoportals” and “OpenStreetMap tile servers”.",
			"For these sites, the limit below replaces the general rule “At most one request per second per host name”; all other general limits and quotas still apply.",
		},
	})
}

// TestReview8FeedTitle: the link to the feed is titled in the page's language, with the site's
// title in that language, and says the feed's language where it is another (en 39, de 20,
// fr 13, pl 15).
func TestReview8FeedTitle(t *testing.T) {
	res := buildExample(t, "triple-fetchers") // its feed is in German
	for lang, want := range map[string]string{
		"de": `title="ExampleWatch, ExampleWorkflow und ExampleFetch: Änderungen der Crawler-Richtlinie">`,
		"en": `title="ExampleWatch, ExampleWorkflow and ExampleFetch: changes to the crawler policy (in German)">`,
		"fr": "title=\"ExampleWatch, ExampleWorkflow et ExampleFetch\u202f: modifications des règles d’exploration (en allemand)\">",
		"pl": `title="ExampleWatch, ExampleWorkflow i ExampleFetch: zmiany zasad pobierania treści (po niemiecku)">`,
	} {
		for _, page := range []string{"index.html", "changes.html"} {
			if got := string(res.Files[lang+"/"+page]); !strings.Contains(got, `type="application/atom+xml" href="../changes.atom" `+want) {
				t.Errorf("%s/%s lacks the feed link titled %s", lang, page, want)
			}
		}
	}
}

// TestReview8Twice: two retries in words, "twice", in every language (en 35).
func TestReview8Twice(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"en": {"\n- A request that fails with a network error or a server error (HTTP 5xx) is retried at most twice, after waits of at least 1\u00a0second and then 2\u00a0seconds.\n"},
		"de": {"\n- Schlägt eine Anfrage mit Netzwerkfehler oder Serverfehler (HTTP 5xx) fehl, wird sie höchstens 2-mal wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 1\u00a0Sekunde und 2\u00a0Sekunden.\n"},
		"fr": {"\n- Après une erreur réseau ou une erreur serveur (HTTP\u00a05xx), une requête est relancée au plus deux fois, après des attentes successives d’au moins 1\u00a0seconde, puis 2\u00a0secondes.\n"},
		"pl": {"\n- Żądanie, którego wynikiem jest błąd sieci lub błąd serwera (HTTP 5xx), jest ponawiane najwyżej dwa razy, najwcześniej po 1\u00a0sekundzie, a następnie po 2\u00a0sekundach.\n"},
	})
}
