package generator

import (
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestReview16PolishCommitments: under the heading „Zobowiązania” the list starts right after
// the heading, so no item may be a bare verb without a subject („Pobiera …”, „Nigdy się nie
// loguje.”): the single crawler's list says „Robot …”, the list of a page of several crawlers
// „Roboty …”; the list under one crawler's name (promise_agent) keeps the bare verb of its
// sibling points, since the name above says who (review15-pl, 6).
func TestReview16PolishCommitments(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"## Zobowiązania\n\n- Robot pobiera wyłącznie treści publiczne.\n- Robot nigdy się nie loguje.\n",
		"- Inną tożsamością robot posługuje się wobec konkretnego serwisu wyłącznie w porozumieniu z jego administratorem (np. gdy serwer odrzuca nagłówki User-Agent zawierające określone słowa).\n",
	}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"pl": {
		"- Robot nigdy nie podszywa się pod przeglądarkę: słowo „Mozilla” na początku nagłówka User-Agent to jedynie przyjęta konwencja, a nagłówek zawsze zawiera nazwę `GminaBot`.\n",
	}})
	// Every example: no item of the list under „Zobowiązania” starts with a bare verb.
	for _, name := range examples {
		page := string(buildExample(t, name).Files["pl/index.md"])
		_, list, ok := strings.Cut(page, "\n## Zobowiązania\n")
		if !ok {
			continue
		}
		list, _, _ = strings.Cut(list, "\n## ")
		for _, line := range strings.Split(list, "\n") {
			for _, bare := range []string{"- Pobiera", "- Nigdy", "- Nie ", "- Inną tożsamość wobec konkretnego serwisu stosuje", "- Inną tożsamością posługuje"} {
				if strings.HasPrefix(line, bare) {
					t.Errorf("%s: a commitment without its subject: %q", name, line)
				}
			}
		}
	}
	pl := localizers(t)["pl"]
	for id, want := range map[string]string{
		"promise.no-login":                "Robot nigdy się nie loguje.",
		"promise_all.no-login":            "Roboty nigdy się nie logują.",
		"promise_all.public-content-only": "Roboty pobierają wyłącznie treści publiczne.",
		"promise_agent.no-login":          "Nigdy się nie loguje.",
	} {
		if got := pl.t(id).Plain(); got != want {
			t.Errorf("pl %s: %q, want %q", id, got, want)
		}
	}
}

// TestReview16PolishUnavailable: RFC 9309's "unavailable" (4xx) is „niedostępny” and names the
// case, as the English line does; 408 and 429 are „nieosiągalny” (5xx and network errors), not
// "like a server error (5xx)", which left out network errors (review15-pl, 2).
func TestReview16PolishUnavailable(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"- Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx (np. 404, gdy pliku nie ma), robot zgodnie z RFC 9309 uznaje, że wolno mu pobierać wszystko; wyjątkiem są kody 408 i 429, przy których plik jest traktowany jako nieosiągalny.\n",
		"- Jeśli plik robots.txt jest nieosiągalny (błąd serwera HTTP 5xx lub błąd sieci)",
	}})
	checkPageLacks(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {"traktowane tak jak błąd serwera (5xx)"}})
	pl := localizers(t)["pl"]
	for _, tt := range []struct {
		id   string
		n    int
		want string
	}{
		{"robots.4xx.disallow-all_except", 1, "Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx, robot niczego z serwisu nie pobiera; wyjątkiem jest kod 429, przy którym plik jest traktowany jako nieosiągalny."},
		{"robots.4xx.allow-all_except", 2, "Jeśli serwer zwraca dla pliku robots.txt kod HTTP 4xx (np. 404, gdy pliku nie ma), robot zgodnie z RFC 9309 uznaje, że wolno mu pobierać wszystko; wyjątkiem są kody 408 i 429, przy których plik jest traktowany jako nieosiągalny."},
	} {
		statuses := plain("429")
		if tt.n == 2 {
			statuses = plain("408 i 429")
		}
		if got := pl.n(tt.id, count(tt.n, ""), "Statuses", statuses).Plain(); got != tt.want {
			t.Errorf("pl %s: %q, want %q", tt.id, got, tt.want)
		}
	}
	if got, want := pl.t("diff.field.robots_unavailable").Plain(), "zasada obowiązująca, gdy serwer zwraca dla pliku robots.txt kod HTTP 4xx"; got != want {
		t.Errorf("pl diff.field.robots_unavailable: %q, want %q", got, want)
	}
}

// TestReview16PolishMergeNote: the note on merging groups has one wording on every page; where
// the policy states how the crawler reads its groups, the same sentence without „według RFC
// 9309” (review15-pl, 16).
func TestReview16PolishMergeNote(t *testing.T) {
	const note = "- Jeśli robots.txt zawiera już grupę dla robota wymienionego w tym wpisie, należy usunąć z niej wiersze Allow, które odblokowywałyby zablokowane ścieżki: "
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {note + "robot łączy w jedną wszystkie grupy, w których go wymieniono.\n"}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"pl": {note + "według RFC 9309 robot łączy w jedną wszystkie grupy, w których go wymieniono.\n"}})
}

// TestReview16PolishAnswersAfterDash: Polish does not capitalise the words after a dash within a
// line, so the Markdown line of a short answer, "question – answer", starts the answer with a
// small letter (format.answers_after_dash = "lowercase"); a name, a token in code or an
// abbreviation keeps its capitals, the HTML page (the answer under its question, a sentence of
// its own) keeps the capital, and the other languages are unchanged (review15-pl, 3).
func TestReview16PolishAnswersAfterDash(t *testing.T) {
	res := buildExample(t, "civic-ingestor")
	checkPageLines(t, res, map[string][]string{
		"pl": {
			"- [Blokada robota](index.html#snippet-exclude) – należy dodać do pliku robots.txt wpis podany w sekcji „Całkowita blokada robota civic-ingestor”. W serwisach z kategorii",
			"- [Spowolnienie robota](index.html#slow-down) – o wolniejsze tempo pobierania mogą Państwo poprosić, pisząc na adres [`support@civic.example`](<mailto:support@civic.example>).\n",
			"- [Weryfikacja żądania](index.html#ip-addresses) – należy sprawdzić, czy adres IP żądania znajduje się na opublikowanej liście.\n",
			"- [Kontakt z nami](index.html#contact) – można do nas pisać na adres [`support@civic.example`](<mailto:support@civic.example>).\n",
		},
		"en": {"- [Reaching the operator](index.html#contact) – Write to [`support@civic.example`](<mailto:support@civic.example>).\n"},
	})
	if html := string(res.Files["pl/index.html"]); !strings.Contains(html, "<dd>Można do nas pisać na adres ") {
		t.Errorf("pl/index.html: the answer under its question lost its capital")
	}
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{"pl": {
		"- [Blokada robota](index.html#agent-heritrix) – robot `heritrix/3.4.0` działa na podstawie przepisów prawa i nie stosuje się do reguł z pliku robots.txt",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"- [Weryfikacja żądania](index.html#signature-check) – tylko `ExampleFetch` podpisuje żądania (Web Bot Auth)",
	}})
	for _, tt := range []struct {
		name string
		segs []Segment
		want string
	}{
		{"words", []Segment{{Text: "Należy sprawdzić "}, {Text: "x", Pointer: "/a"}}, "należy sprawdzić x"},
		{"a value first", []Segment{{Text: "GminaBot", Pointer: "/agents/a/name/pl"}, {Text: " nie stosuje"}}, "GminaBot nie stosuje"},
		{"code first", []Segment{{Text: "ExampleFetch", Code: true}, {Text: " podpisuje"}}, "ExampleFetch podpisuje"},
		{"an abbreviation", []Segment{{Text: "HTTP 403 powoduje"}}, "HTTP 403 powoduje"},
		{"within a group", []Segment{{Pointer: "/x", Children: []Segment{{Text: "Tylko "}, {Text: "A", Code: true}}}}, "tylko A"},
	} {
		if got := (Text{Segments: lowercaseFirst(tt.segs)}).Plain(); got != tt.want {
			t.Errorf("lowercaseFirst, %s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestReview16SitemapXMLAsCode: the path /sitemap.xml is an identifier, set in code as every path
// of the page is: in the agent's sentence (57cfec7, review15-de 34) and in the change report's
// field name, which the page of changes quotes („Zmiana dla robota `ExampleFetch`: odczytywanie
// pliku `/sitemap.xml` serwisu”, review15-pl 13); the same in every language.
func TestReview16SitemapXMLAsCode(t *testing.T) {
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{
		"pl": {"- Adresy do pobrania ustala najpierw na podstawie map witryny z pliku `/sitemap.xml` oraz map wskazanych w wierszach Sitemap w pliku robots.txt serwisu, a dopiero potem na podstawie linków.\n"},
	})
	ls := localizers(t)
	for lang, want := range map[string]string{
		"pl": "odczytywanie pliku `/sitemap.xml` serwisu",
		"en": "whether it reads a site’s `/sitemap.xml`",
		"de": "das Auslesen der Datei `/sitemap.xml` einer Website",
		"fr": "la lecture du fichier `/sitemap.xml` des sites",
	} {
		rb := reviewBuilder{l: ls[lang], lang: lang}
		if got := rb.field(policy.Change{Field: "sitemap_xml", Pointer: "/agents/example-fetch/sitemap_xml"}).markdown(); got != want {
			t.Errorf("%s diff.field.sitemap_xml: %q, want %q", lang, got, want)
		}
	}
}
