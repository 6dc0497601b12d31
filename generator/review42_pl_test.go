package generator

import "testing"

// The Polish editor's review 42 (/work/notes/s36/review42-pl.md): the exact Polish sentences, each
// with the finding it answers. Each case failed before.
//
//   - F1: the robot named first, „Robota wskazuje się w pliku robots.txt, w wierszu User-agent, …”,
//     not the garden path „W pliku robots.txt robota …” (identification.tokens*).
//   - F2: one term for the blocklist, „lista wykluczeń”, for a site as for addresses and hosts.
//   - F3: „skutki wpisania serwisu na listę serwisów dozwolonych”.
//   - F4: no requests are sent under a usage token; pages used „do celów z kategorii …”.
//   - F5: the quota label names what is counted, addresses (examples/triple-fetchers).
//   - F7: „nazw jej funkcji”, not „nazw funkcji tej osoby” after the person's name.
//   - F8: the events „wymienione w harmonogramie (sekcja „Pory pobierania”)”, not „poniżej”.
//   - F9: an answer removed after a dash, as it is added (diff.removed_answer).
//   - F10: „znak podkreślenia”.
//   - F11: „poza żądaniami samego pliku robots.txt”.
func TestReview42plWording(t *testing.T) {
	ls := localizers(t)
	const usage = "Pod tokenem produktu `X-ai` nie są wysyłane żadne żądania: decyduje on jedynie o tym, czy strony pobierane przez tego robota mogą zostać wykorzystane do celów z kategorii `train-ai` słownika AIPREF (IETF)."
	const stopAll = "nie wysyła do serwisu żadnych dalszych żądań poza żądaniami samego pliku robots.txt"
	checkMessages(t, ls, "pl", []messageCase{
		// F1
		{"identification.tokens", 1, nil, "Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); wielkość liter nie ma znaczenia. Nazwę można tam wpisać bez zmian."},
		{"identification.tokens", 2, nil, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); wielkość liter nie ma znaczenia. Nazwy można tam wpisać bez zmian."},
		{"identification.tokens_plain", 1, nil, "Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu). Nazwę należy tam wpisać bez zmian."},
		{"identification.tokens_plain", 5, nil, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu). Nazwy należy tam wpisać bez zmian."},
		{"identification.tokens_case_all", 1, nil, "Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); ten robot rozróżnia przy tym wielkie i małe litery. Nazwę należy tam wpisać bez zmian, z zachowaniem wielkości liter."},
		{"identification.tokens_case_all", 2, nil, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); roboty te rozróżniają przy tym wielkie i małe litery. Nazwy należy tam wpisać bez zmian, z zachowaniem wielkości liter."},
		{"identification.tokens_case_all", 5, nil, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); roboty te rozróżniają przy tym wielkie i małe litery. Nazwy należy tam wpisać bez zmian, z zachowaniem wielkości liter."},
		{"identification.tokens_case_some", 0, []any{"Tokens", plain("`A`")}, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); w przypadku `A` wielkość liter ma znaczenie, w przypadku pozostałych – nie. Nazwy należy tam wpisać bez zmian."},
		// F2
		{"request.blocklist", 0, nil, "wpisanie Państwa serwisu na listę wykluczeń, tak aby nie był już pobierany"},
		{"request.blocklist_permanent", 0, nil, "wpisanie Państwa serwisu na listę wykluczeń, tak aby nie był pobierany, dopóki nie poproszą Państwo o usunięcie wpisu"},
		{"answers.ask_blocklist", 0, []any{"Email", plain("a@example.org")}, "Aby poprosić o wpisanie Państwa serwisu na listę wykluczeń, należy napisać na adres a@example.org."},
		// F3
		{"diff.field.contact_request_effect", 0, nil, "skutki wpisania serwisu na listę serwisów dozwolonych"},
		{"diff.field_item.contact_request_effect", 0, nil, "informację o skutkach wpisania serwisu na listę serwisów dozwolonych"},
		// F4
		{"usage_token.sends_no_requests", 1, []any{"UsageToken", plain("`X-ai`"), "Categories", plain("`train-ai`")}, usage},
		{"usage_token.sends_no_requests", 2, []any{"UsageToken", plain("`X-ai`"), "Categories", plain("`train-ai`")}, usage},
		// F7
		{"diff.field_item.person_gender", 0, nil, "informację o rodzaju gramatycznym nazw jej funkcji (potrzebną w językach, w których nazwy funkcji mają formę męską i żeńską)"},
		{"diff.field.person_gender", 0, nil, "rodzaj gramatyczny nazw jej funkcji (potrzebny w językach, w których nazwy funkcji mają formę męską i żeńską)"},
		// F8
		{"agent.trigger_unattended_events", 0, nil, "Działa bez nadzoru człowieka, według własnego harmonogramu oraz w reakcji na zdarzenia wymienione w harmonogramie (sekcja „Pory pobierania”)."},
		{"agent.trigger_unattended_events_only", 0, nil, "Działa bez nadzoru człowieka, w reakcji na zdarzenia wymienione w harmonogramie (sekcja „Pory pobierania”)."},
		// F10
		{"warning.token-read-as", 0, []any{"Token", plain("`a.b`"), "Read", plain("`a`")}, "Parser ściśle przestrzegający RFC 9309 może odczytać `a.b` jako `a`: w tokenie produktu RFC 9309 dopuszcza wyłącznie litery, znak podkreślenia i łącznik."},
		// F11
		{"on_disallow_clause.stop-all", 0, nil, stopAll},
		{"on_disallow_lead.stop-all", 0, nil, stopAll},
		{"on_disallow_sentence.stop-all", 0, nil, stopAll},
	})
}

// TestReview42plPages: F1, F2, F5, F7, F8 and F9 where the review read them, in the examples' Polish
// pages and pages of changes.
func TestReview42plPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu)",
		"Działa bez nadzoru człowieka, według własnego harmonogramu oraz w reakcji na zdarzenia wymienione w harmonogramie (sekcja „Pory pobierania”).",
	}})
	checkPageLines(t, buildExample(t, "link-preview"), map[string][]string{"pl": {
		"na listę wykluczeń",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"- Adresy, do których robot dociera, wychodząc od jednego adresu startowego: liczba adresów w jednym przebiegu jest ograniczona (wartości limitu nie publikujemy).\n",
	}})
	checkChangesLines(t, buildExampleWithHistory(t, "gazette-bot"), "pl", []string{
		"Dodano dla osoby Jean Exemple informację o rodzaju gramatycznym nazw jej funkcji (potrzebną w językach, w których nazwy funkcji mają formę męską i żeńską): „rodzaj męski”.",
	})
	checkChangesLines(t, buildExampleWithHistory(t, "civic-ingestor"), "pl", []string{
		"Usunięto dla robota `civic-ingestor` informację o tym, jak robot wybiera w pliku robots.txt grupy, do których się stosuje – zgodnie z RFC 9309.",
	})
}
