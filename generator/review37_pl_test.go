package generator

import "testing"

// The Polish editor's review 37 (/work/notes/s34/review37-pl.md): the exact Polish sentences, each
// with the finding it answers. Not here: F11 (the snippet before the verb, „W gotowym wpisie …
// dodano …”, needs the change sentence's word order, which is Go code: diff.context_to sits after
// the verb) and F18 („dotychczas: 1 sekunda”, a value form of its own for the old and new value of
// a change, which the pause tables and the prose do not use: Go code); F3's „co 7 dni” for the
// values is Go code too, its field name is here.

// TestReview37plWording: each case failed before.
//
//   - F2: a change of whitespace only is said as spaces in the text, not as „odstępy”, the page's
//     word for the time between requests.
//   - F3: the interval of the later retries, after the listed delays (retry.then_every).
//   - F4: „zobowiązywać kogoś do czegoś”: the crawler before what it is no longer committed to.
//   - F5: two host names of one website („witryna”, the everyday sense), counted as two „serwisy”
//     (the term the sentence defines).
//   - F8: the token's sentence says robots.txt once („tam”), and the User-Agent's sentence does not
//     repeat „można bez zmian skopiować”.
//   - F9: no scraping, said as the method („nie pozyskuje metodą scrapingu”), not „nie pobiera
//     automatycznie”, which a crawler always does.
//   - F10: the jobs whose requests count towards one quota, with a verb.
//   - F12: incidents, load and a block that has not taken effect are reported („zgłoszenia …”)
//     after „Sprawy, z którymi można się do nas zwracać:”.
//   - F16: „Dodano … informację o rodzaju gramatycznym …”, not the gender itself.
//   - F17: the one forms of the new caps spell out one, as the pages do in prose.
func TestReview37plWording(t *testing.T) {
	ls := localizers(t)
	none := plain("")
	cases := []messageCase{
		// F2
		{"diff.class.spacing_only", 0, nil, "Zmieniły się wyłącznie spacje w tekście; jego brzmienie pozostaje bez zmian."},
		// F3
		{"diff.field_item.retry_then_every", 0, nil, "odstęp między dalszymi ponownymi próbami (po wyczerpaniu harmonogramu ponawiania)"},
		{"diff.field.retry_then_every", 0, nil, "odstęp między dalszymi ponownymi próbami (po wyczerpaniu harmonogramu ponawiania)"},
		// F4
		{"diff.class.statement_gone", 0, nil, "Ponieważ strona nie zawiera już tego zapewnienia, nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów."},
		// F5
		{"limits.key_note.site", 0, nil, "W poniższych limitach „serwis” oznacza to, co robot traktuje jako jedną witrynę. Może to być pojedyncza nazwa hosta, dlatego dwie nazwy hostów tej samej witryny (np. jedna dla stron, a\u00a0druga dla obrazów) mogą być liczone jako dwa osobne serwisy."},
		// F8
		{"identification.tokens", 1, nil, "Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); wielkość liter nie ma znaczenia. Nazwę można tam wpisać bez zmian."},
		{"identification.tokens", 2, nil, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); wielkość liter nie ma znaczenia. Nazwy można tam wpisać bez zmian."},
		{"identification.tokens_case_all", 1, nil, "Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); ten robot rozróżnia przy tym wielkie i małe litery. Nazwę należy tam wpisać bez zmian, z zachowaniem wielkości liter."},
		{"identification.tokens_case_all", 5, nil, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); roboty te rozróżniają przy tym wielkie i małe litery. Nazwy należy tam wpisać bez zmian, z zachowaniem wielkości liter."},
		{"identification.tokens_case_some", 0, []any{"Tokens", plain("„ExampleFetch”")}, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); w przypadku „ExampleFetch” wielkość liter ma znaczenie, w przypadku pozostałych – nie. Nazwy należy tam wpisać bez zmian."},
		{"identification.tokens_plain", 1, nil, "Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu). Nazwę należy tam wpisać bez zmian."},
		{"identification.tokens_plain", 3, nil, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu). Nazwy należy tam wpisać bez zmian."},
		{"identification.filters", 1, nil, "Ciąg User-Agent można w niezmienionej postaci wkleić do list dozwolonych (tzw. białych list) i reguł filtrowania."},
		{"identification.filters", 2, nil, "Ciągi User-Agent można w niezmienionej postaci wkleić do list dozwolonych (tzw. białych list) i reguł filtrowania."},
		// F9
		{"promise.no-platform-scraping", 0, nil, "Robot nie pozyskuje metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe."},
		{"promise_agent.no-platform-scraping", 0, nil, "Nie pozyskuje metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe."},
		{"promise_all.no-platform-scraping", 0, nil, "Roboty nie pozyskują metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe."},
		// F10
		{"diff.field_item.quota_jobs", 0, nil, "informację o tym, które zadania są wliczane do wspólnego limitu"},
		{"diff.field.quota_jobs", 0, nil, "zadania, których żądania są wliczane do wspólnego limitu"},
		// F12
		{"contact.topic_group.report", 0, []any{"Topics", plain("incydentów")}, "zgłoszenia incydentów"},
		{"contact.topic_group.report", 0, []any{"Topics", plain("nietypowego obciążenia lub nieskutecznej blokady")}, "zgłoszenia nietypowego obciążenia lub nieskutecznej blokady"},
		// F16
		{"diff.field_item.person_gender", 0, nil, "informację o rodzaju gramatycznym nazw jej funkcji (potrzebną w językach, w których nazwy funkcji mają formę męską i żeńską)"},
		// F17
		{"cap.max.observations", 1, []any{"Per", none}, "najwyżej jedna obserwowana strona"},
		{"cap.max.runs", 1, []any{"Per", plain(" na dobę")}, "najwyżej jeden przebieg na dobę"},
		{"cap.max.re-checks", 1, []any{"Per", none}, "najwyżej jedno ponowne sprawdzenie"},
		{"cap.exact.observations", 1, []any{"Per", none}, "jedna obserwowana strona"},
		{"cap.exact.runs", 1, []any{"Per", none}, "jeden przebieg"},
		{"cap.exact.re-checks", 1, []any{"Per", none}, "jedno ponowne sprawdzenie"},
		{"cap.max.runs", 3, []any{"Per", none}, "najwyżej 3\u00a0przebiegi"},
		{"cap.exact.re-checks", 5, []any{"Per", none}, "5\u00a0ponownych sprawdzeń"},
	}
	checkMessages(t, ls, "pl", cases)
}

// TestReview37plPages: the findings in the examples' Polish pages, where the review read them; each
// line failed before.
//
//   - F1 and F7 on search-engine's page: the read-later list is the person's own (as the English
//     since 1 December), and NordsucheBot's purpose starts with a verb and says what the English
//     says now.
//   - F6: the category of OpenStreetMap tile servers is plural, as the English since 29 November.
//   - F8, F9, F12, F13 (a quota's subject as a noun, as the English „URLs reached from one start
//     URL”), F14 on triple-fetchers' page; F5, F8, F12 on gazette-bot's; F8 and F15 on gmina-bot's;
//     F8 on linkgraph-bot's.
//   - F4 and F16 on gazette-bot's page of changes.
func TestReview37plPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{"pl": {
		"- Pobiera stronę, którą użytkownik zapisuje na swojej liście „do przeczytania”.\n",
		"- Przeszukuje internet na potrzeby głównego, pełnotekstowego indeksu wyszukiwarki.\n",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"### Serwery kafelków OpenStreetMap\n",
		"„Geoportale gmin” i „Serwery kafelków OpenStreetMap” plik robots.txt nie jest odczytywany",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"serwis może zablokować ruch robotów działających bez nadzoru, a jednocześnie dopuścić pobrania, o które ktoś właśnie poprosił – albo odwrotnie.",
		"wielkość liter nie ma znaczenia. Nazwy można tam wpisać bez zmian. Ciągi User-Agent można w niezmienionej postaci wkleić do list dozwolonych (tzw. białych list) i reguł filtrowania.\n",
		"- Nie pozyskuje metodą scrapingu treści z platform, na których swoje materiały zamieszczają użytkownicy, takich jak serwisy społecznościowe czy platformy handlowe.\n",
		"- Adresy, do których robot dociera, wychodząc od jednego adresu startowego: liczba adresów w jednym przebiegu jest ograniczona (wartości limitu nie publikujemy).\n",
		"- Sprawy, z którymi można się do nas zwracać: zgłoszenia nietypowego obciążenia lub nieskutecznej blokady oraz prośby o informacje.\n",
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"pl": {
		"dwie nazwy hostów tej samej witryny (np. jedna dla stron, a\u00a0druga dla obrazów) mogą być liczone jako dwa osobne serwisy.",
		"Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu). Nazwę należy tam wpisać bez zmian. Ciąg User-Agent można w niezmienionej postaci wkleić do list dozwolonych (tzw. białych list) i reguł filtrowania.\n",
		"- Sprawy, z którymi można się do nas zwracać: pytania ogólne oraz zgłoszenia incydentów lub nietypowego obciążenia.\n",
	}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"pl": {
		"Znajdą tu Państwo wszystkie informacje potrzebne, aby rozpoznać naszego robota i w razie konieczności ograniczyć jego działanie.",
		"(tzw. tokenem produktu). Nazwę należy tam wpisać bez zmian.\n",
	}})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{"pl": {
		"wielkość liter nie ma znaczenia. Nazwę można tam wpisać bez zmian. Ciągi User-Agent można w niezmienionej postaci wkleić do list dozwolonych (tzw. białych list) i reguł filtrowania.\n",
	}})
	checkChangesLines(t, buildExampleWithHistory(t, "gazette-bot"), "pl", []string{
		"- Dodano dla osoby Jean Exemple informację o rodzaju gramatycznym nazw jej funkcji (potrzebną w językach, w których nazwy funkcji mają formę męską i żeńską): „rodzaj męski”.",
		"Ponieważ strona nie zawiera już tego zapewnienia, nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów.\n",
	})
}

// TestReview37plDiff: F3 in sitegen diff (generator/testdata/review/pl.txt), where the review read
// it; the line failed before.
func TestReview37plDiff(t *testing.T) {
	checkReviewLines(t, "pl F3", reviewCaseSentences(t, "pl", "later retries every 5 days"), []string{
		"/jobs/documents/retry/then_every | looser | Zmiana dla zadania „Dokumenty”: odstęp między dalszymi ponownymi próbami (po wyczerpaniu harmonogramu ponawiania) – dotychczas: 7\u00a0dni; odtąd: 5\u00a0dni. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
	})
}
