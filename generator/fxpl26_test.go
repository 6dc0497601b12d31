package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// The Polish editor's review 27 (/work/notes/s26/review-pl.md): the exact Polish sentences, each
// with the finding it answers.

// TestPolishReview27Wording: each case failed before.
//
//   - F1 (MEANING): several means of blocking each count on their own, „Za blokadę uznajemy każdy z
//     następujących sposobów: …” (was „Blokadę stanowią A, B i C”, all of them together).
//   - F2 (MEANING): a lifted start says where the crawler may now start, „odtąd może je zaczynać
//     także od innych adresów” (was „odtąd zakres pobierania nie jest ograniczony”, all it fetches).
//   - F3 (GRAMMAR): an added or removed item is a label and the field's name in the nominative,
//     „Dodany element …: informacja, …”, „Usunięty element: zasada …” (was „Dodano: informacja”,
//     „Usunięto: zasada”, which wanted the accusative of every field's name).
//   - F4, F6, F7, F9, F10, F11, F12 (STYLE), F8 and F14 (the examples' own Polish texts).
func TestPolishReview27Wording(t *testing.T) {
	ls := localizers(t)
	means := plain("całkowita blokada robota w pliku robots.txt, odpowiedź z kodem HTTP 403 i skierowana do nas prośba o zaprzestanie pobierania")
	checkMessages(t, ls, "pl", []messageCase{
		// F1
		{"block_means.sentence", 1, []any{"Means", plain("odpowiedź z kodem HTTP 403")}, "Za blokadę uznajemy wyłącznie następujący sposób: odpowiedź z kodem HTTP 403."},
		{"block_means.sentence", 3, []any{"Means", means}, "Za blokadę uznajemy każdy z następujących sposobów: całkowita blokada robota w pliku robots.txt, odpowiedź z kodem HTTP 403 i skierowana do nas prośba o zaprzestanie pobierania."},
		{"block_means.sentence", 5, []any{"Means", plain("A i B")}, "Za blokadę uznajemy każdy z następujących sposobów: A i B."},
		// F3: every template of an added or removed item.
		{"diff.added", 0, []any{"Context", plain(""), "Field", textForms{base: plain("domena w odwrotnym DNS"), forms: map[string]Text{"Item": plain("domenę w odwrotnym DNS")}}, "New", plain("„crawl.civic.example”")}, "Dodano domenę w odwrotnym DNS: „crawl.civic.example”."},
		{"diff.added", 0, []any{"Context", plain(" dla robota civic-ingestor"), "Field", textForms{base: plain("wersja w nagłówku User-Agent"), forms: map[string]Text{"Item": plain("wersję w nagłówku User-Agent")}}, "New", plain("„0.3”")}, "Dodano dla robota civic-ingestor wersję w nagłówku User-Agent: „0.3”."},
		{"diff.added_answer", 0, []any{"Context", plain(""), "Field", textForms{base: plain("odpowiedź"), forms: map[string]Text{"Item": plain("odpowiedź")}}, "New", plain("„a”")}, "Dodano odpowiedź – „a”."},
		{"diff.removed", 0, []any{"Context", textForms{base: plain(" we wpisie do robots.txt „Blokada tylko plików PDF”"), forms: map[string]Text{"From": plain(" ze wpisu do robots.txt „Blokada tylko plików PDF”"), "To": plain(" do wpisu do robots.txt „Blokada tylko plików PDF”")}}, "Field", textForms{base: plain("blokowana ścieżka"), forms: map[string]Text{"Item": plain("blokowaną ścieżkę")}}, "Old", plain("„/*.pdf$”")}, "Usunięto ze wpisu do robots.txt „Blokada tylko plików PDF” blokowaną ścieżkę: „/*.pdf$”."},
		{"diff.added_statement", 0, []any{"Context", plain(""), "Field", textForms{base: plain("informacja"), forms: map[string]Text{"Item": plain("informację")}}, "New", plain("a")}, "Dodano informację. Brzmienie: „a”."},
		{"diff.removed_statement", 0, []any{"Context", plain(""), "Field", textForms{base: plain("zasada"), forms: map[string]Text{"Item": plain("zasadę")}}, "Old", plain("a")}, "Usunięto zasadę. Dotychczas: „a”."},
		{"diff.no_longer_stated", 0, []any{"Context", plain(" dla zadania „X”"), "Field", textForms{base: plain("zasada"), forms: map[string]Text{"Item": plain("zasadę")}}, "Old", plain("a")}, "Ze strony usunięto dla zadania „X” zasadę. Dotychczas: „a”."},
		{"diff.unpublished_added", 0, []any{"Context", plain(""), "Field", textForms{base: plain("licencja danych, które udostępniamy dalej"), forms: map[string]Text{"Item": plain("licencję danych, które udostępniamy dalej")}}}, "Dodano licencję danych, które udostępniamy dalej (wartości nie publikujemy)."},
		{"diff.unpublished_removed", 0, []any{"Context", plain(""), "Field", textForms{base: plain("licencja"), forms: map[string]Text{"Item": plain("licencję")}}}, "Usunięto licencję (wartości nie publikowaliśmy)."},
		{"diff.added_statement_ahead", 0, []any{"Context", plain(""), "Field", textForms{base: plain("informacja"), forms: map[string]Text{"Item": plain("informację")}}, "New", plain("a")}, "Dodano informację. Od tego dnia: „a”."},
		// F4
		{"diff.class.identity", 0, nil, "Listy dozwolonych robotów (białe listy) i filtry, które rozpoznają tego robota, mogą wymagać aktualizacji."},
		{"diff.class.identity_token", 0, nil, "Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono ten token, mogą wymagać aktualizacji."},
		{"diff.class.identity_agent_removed", 0, nil, "Grupy w robots.txt, w których wymieniono tego robota, a także listy dozwolonych robotów (białe listy) i filtry, które go rozpoznają, nie pasują już do żadnego z robotów wymienionych w zasadach."},
		// F6
		{"diff.state.terms_of_use.yes", 0, nil, "robot przestrzega teraz warunków korzystania z tych serwisów"},
		{"diff.state.terms_of_use.no", 0, nil, "robot nie kieruje się już warunkami korzystania z tych serwisów"},
		// F7
		{"diff.field.response_working_days", 0, nil, "deklarowany czas odpowiedzi"},
		{"diff.class.response_working_days_longer", 0, nil, "Odpowiedź może więc nadejść później niż dotychczas."},
		{"diff.class.response_working_days_shorter", 0, nil, "Na odpowiedź trzeba więc będzie czekać krócej."},
		// F9
		{"diff.field.on_coordination_failure", 0, nil, "postępowanie, gdy usługi nie mogą uzgadniać ze sobą tempa pobierania"},
		// F10
		{"limits.max_body_size", 0, []any{"Size", plain("8\u00a0MB")}, "Z każdej odpowiedzi robot pobiera najwyżej 8\u00a0MB."},
		{"limits.transfer_timeout", 0, []any{"T", dur(time.Minute, "")}, "Robot przerywa żądanie, które od wysłania do odebrania ostatniego bajtu odpowiedzi trwa dłużej niż minutę."},
		// F11
		{"diff.field.block_means", 0, nil, "sposób zablokowania robota kończący pobieranie treści z serwisu"},
		// F12
		{"ahead.entry", 0, []any{"Date", plain("1 stycznia 2027\u00a0r.")}, "Z dniem 1 stycznia 2027\u00a0r. wchodzą w życie następujące zmiany; do tego czasu obowiązują dotychczasowe wartości:"},
	})

	// F1 on a page: the list the code joins with "i" after the sentence's colon.
	res := buildExampleEdited(t, "civic-ingestor", [2]string{"  \"identity-change-by-agreement\",\n]\n", "  \"identity-change-by-agreement\",\n  \"stop-on-block\",\n]\nblock_means = [\"robots-txt\", \"request\"]\nblock_statuses = [403]\n"})
	checkPageLines(t, res, map[string][]string{"pl": {
		" Za blokadę uznajemy każdy z następujących sposobów: całkowita blokada robota w pliku robots.txt, odpowiedź z kodem HTTP 403 i skierowana do nas prośba o zaprzestanie pobierania.",
	}})

	// The pages where the review read them: F8, F9, F10, F14.
	for _, c := range []struct {
		example string
		index   []string
	}{
		{"gazette-bot", []string{
			"- Robot czeka najwyżej 5\u00a0sekund na nawiązanie połączenia.\n- Robot czeka najwyżej 15\u00a0sekund na odpowiedź.\n- Robot przerywa pobieranie każdej odpowiedzi większej niż 8\u00a0MB.\n",
			"- Robot wysyła nagłówki `If-None-Match` i `If-Modified-Since` (żądania warunkowe), dzięki czemu niezmieniony zasób nie jest przesyłany ponownie.\n",
		}},
		{"feed-reader", []string{
			"- Robot wysyła nagłówki `If-None-Match` i `If-Modified-Since` (żądania warunkowe), dzięki czemu niezmieniony zasób nie jest przesyłany ponownie.\n",
		}},
		{"civic-ingestor", []string{
			"- Jeśli nasze usługi nie mogą uzgadniać ze sobą tempa pobierania, każda stosuje limit osobno, dopóki łączność między nimi nie zostanie przywrócona;",
		}},
		{"triple-fetchers", []string{
			"Na potrzeby naszych klientów uruchamiamy trzy roboty, każdy pod własną nazwą.",
		}},
		{"web-archive", []string{
			"Operatorem robota jest National Library – biblioteka narodowa, która gromadzi krajowe zasoby internetu",
		}},
	} {
		checkPageLines(t, buildExample(t, c.example), map[string][]string{"pl": c.index})
	}

	// F3 and F2 on the page of changes, between a committed version (old) and policy.toml (new).
	const readsPolicy = "crawler_reads_policy = true\n"
	const name = "name = { en = \"LinkGraphBot\", de = \"LinkGraphBot\", fr = \"LinkGraphBot\", pl = \"LinkGraphBot\" }\n"
	const aipref = "# The case's full-text crawler of a search engine: the AIPREF category \"search\".\naipref = \"search\"\n"
	const fetches = "fetches = [\"named-url\"]\nuses_sitemaps = true\n"
	for _, c := range []struct {
		example            string
		oldEdits, newEdits [][2]string
		want               string
	}{
		{"gazette-bot", [][2]string{{readsPolicy, ""}}, nil, "- Dodano informację, że strona i oprogramowanie pobierające treści korzystają z tego samego pliku konfiguracyjnego. Brzmienie: „"},
		{"gazette-bot", nil, [][2]string{{readsPolicy, ""}}, "- Ze strony usunięto informację, że strona i oprogramowanie pobierające treści korzystają z tego samego pliku konfiguracyjnego. Dotychczas: „"},
		{"linkgraph-bot", [][2]string{{name, ""}}, nil, "- Dodano dla robota `linkgraphbot` nazwę, pod którą strona przedstawia robota: „LinkGraphBot”."},
		{"linkgraph-bot", nil, [][2]string{{name, ""}}, "- Usunięto dla robota `linkgraphbot` nazwę, pod którą strona przedstawia robota: „LinkGraphBot”."},
		{"search-engine", [][2]string{{aipref, ""}}, nil, "- Dodano dla robota `NordsucheBot` kategorię zastosowania w słowniku AIPREF (IETF): `search`."},
		{"triple-fetchers", nil, [][2]string{{fetches, "uses_sitemaps = true\n"}}, "- Zniesienie ograniczenia dla robota `ExampleFetch`: dotychczas robot zaczynał pobieranie wyłącznie od wskazanych adresów; odtąd może je zaczynać także od innych adresów. Robot staje się przez to bardziej uciążliwy dla serwisów."},
	} {
		if md := changesPageEdited(t, c.example, c.oldEdits, c.newEdits, "pl"); !strings.Contains(md, c.want) {
			t.Errorf("%s pl/changes.md lacks %q:\n%s", c.example, c.want, md)
		}
	}
}

// changesPageEdited is lang's page of changes of the example with oldEdits applied to its
// policy.toml as the one committed version and newEdits applied as the file being built.
func changesPageEdited(t *testing.T, example string, oldEdits, newEdits [][2]string, lang string) string {
	t.Helper()
	dir := filepath.Join("..", "examples", example)
	src, err := os.ReadFile(filepath.Join(dir, "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	opts := defaults()
	opts.Site = overlay{fstest.MapFS{"policy.toml": {Data: editSource(t, src, newEdits)}}, os.DirFS(dir)}
	opts.History = []Version{{Rev: "a1", Data: editSource(t, src, oldEdits)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	return string(res.Files[lang+"/changes.md"])
}
